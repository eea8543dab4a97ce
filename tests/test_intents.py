"""The intent matcher on its own: politeness and fillers, names said slightly differently, one command said
twice over, and the template sentences the similarity fallback compares with."""

from __future__ import annotations

from dataclasses import replace

import pytest

from appliance.config import ConversationSettings, Settings
from appliance.conversation.intents import NAMESPACE_PLACEHOLDER, SIMILAR_SAMPLES, IntentMatcher, template_samples
from appliance.conversation.similar import respell

NAMESPACES = ["bench-a", "bench-3", "global"]
ROLES = ["engineer", "student"]


@pytest.fixture(scope="module")
def templates_only() -> IntentMatcher:
    return IntentMatcher(replace(Settings(), conversation=ConversationSettings(similar_commands=False)))


def said(m: IntentMatcher, text: str) -> tuple[str, dict[str, str]] | None:
    found = m.match(text, NAMESPACES, ROLES)
    return None if found is None else (found.command, found.slots)


@pytest.mark.parametrize("text, expected", [
    ("could you please pin bench a for me", ("pin", {"namespace": "bench-a"})),
    ("i'd like to start a new conversation", ("new", {})),
    ("open claw what is mounted right now", ("status", {})),
    ("would you mind switching to the student role", None),  # no template says "switching": no guess
    ("hey can we switch to the student role now", ("role", {"role": "student"})),
    ("go ahead and rebuild the index", ("reindex", {})),
    ("um okay stop talking", ("stop", {})),
])
def test_politeness_and_fillers_are_skipped(templates_only: IntentMatcher, text: str, expected: object) -> None:
    assert said(templates_only, text) == expected


def test_the_skipped_words_are_what_similarity_compares_without(templates_only: IntentMatcher) -> None:
    assert templates_only.core("could you please tell me which model you use") == "tell me which model you use"
    assert templates_only.core("please") == "please"  # nothing left: compared as it was said


def test_a_name_said_slightly_differently_fills_the_slot(templates_only: IntentMatcher) -> None:
    assert said(templates_only, "pin bench thre") == ("pin", {"namespace": "bench-3"})
    assert said(templates_only, "mount the globals manuals") == ("mount", {"namespace": "global"})
    assert said(templates_only, "switch to students mode") == ("role", {"role": "student"})
    # short words of a name must be exact: "bench am" is not bench a, "bench four" is not bench three
    assert said(templates_only, "pin bench am") is None
    assert said(templates_only, "pin bench four") is None
    assert respell("which bench am i at", [["bench a", "bench-a"]]) == "which bench am i at"
    # a name said exactly is never respelled towards another
    assert respell("pin global and bench thre", [["global", "bench three"]]) == "pin global and bench thre"


def test_one_command_said_twice_over_is_that_command(templates_only: IntentMatcher) -> None:
    assert said(templates_only, "never mind stop talking") == ("stop", {})
    assert said(templates_only, "system check how are things going") == ("status", {})
    # two different commands, or a command and a question, are not one command
    assert said(templates_only, "stop talking what is mounted") is None
    assert said(templates_only, "stop talking what is the torque for the m10 bolts") is None


def test_questions_that_share_command_words_stay_questions(templates_only: IntentMatcher) -> None:
    for q in ("how do i reset the power supply", "what is the pin order on the connector",
              "could you tell me how to mount the sensor", "which model of probe fits", "how do i stop the motor"):
        assert said(templates_only, q) is None, q


def test_similarity_compares_with_sentences_of_every_template(templates_only: IntentMatcher) -> None:
    pairs = templates_only.sentences(NAMESPACES, ROLES)
    pin = [s for i, s in pairs if i == "pin"]
    assert 0 < len(pin) <= SIMILAR_SAMPLES + len(templates_only.examples["pin"])
    # the first template alone ("pin <docs>") multiplies out past the cap; later ones are still there
    for words in ("pin", "limit", "restrict", "the default", "stick"):
        assert any(words in s for s in pin), words
    lists = templates_only.slot_lists([NAMESPACE_PLACEHOLDER], ROLES)
    per_template = template_samples(templates_only.intents, lists)["pin"]
    assert all(set(texts) & set(pin) for texts in per_template)  # each template's wording is compared with
    # drawn at random, not in hassil's order: the first alternative does not crowd out the others
    prefer_or_stick = per_template[1]
    assert any(t.startswith("prefer") for t in prefer_or_stick) and any(t.startswith("stick") for t in prefer_or_stick)
    assert all(i != "remember" for i, _ in pairs)  # free text cannot be sampled


def test_similarity_sees_the_utterance_without_its_politeness() -> None:
    seen: list[str] = []

    def embed(text: str):  # records what is compared; every sentence equally far: nothing is taken
        import numpy as np

        seen.append(text)
        return np.ones(4, dtype=np.float32) / 2

    m = IntentMatcher(Settings(), embed=embed)
    assert m.match("could you please let go of the bench a pin for me", NAMESPACES, ROLES) is None
    assert seen[-1] == "let go of the bench a pin"


def test_a_name_said_as_a_possessive_is_the_name(templates_only: IntentMatcher) -> None:
    assert said(templates_only, "stick to bench a's documents from now on") == ("pin", {"namespace": "bench-a"})
    assert said(templates_only, "mount bench three's stuff") == ("mount", {"namespace": "bench-3"})
    assert said(templates_only, "okay load up global's manuals") == ("mount", {"namespace": "global"})
    # a possessive of anything else is left as said: a question stays a question
    assert said(templates_only, "mount the sensor's bracket") is None


def test_a_namespace_named_by_a_command_that_takes_none_is_not_a_slot(templates_only: IntentMatcher) -> None:
    for text in ("lift the bench three restriction please", "stop only using bench a",
                 "okay don't restrict answers to global anymore", "you don't need to stay pinned to global",
                 "i'm done with bench a use everything again", "unpin bench a"):
        assert said(templates_only, text) == ("unpin", {}), text
    found = templates_only.match("lift the bench three restriction", NAMESPACES, ROLES)
    assert found is not None and found.as_command() == "/unpin"


def test_similarity_never_takes_a_negated_sentence_for_the_command_it_negates() -> None:
    import numpy as np

    from appliance.conversation.similar import SimilarSentences, negated

    vocabulary = "never keep answers within bench a be quiet".split()

    def embed(text: str) -> np.ndarray:  # bag of words: the negated sentence is near the plain one
        v = np.array([text.split().count(w) for w in vocabulary], dtype=np.float32) + 1e-3
        return v / np.linalg.norm(v)

    near = SimilarSentences(embed, threshold=0.5, margin=0.05)
    sentences = [("pin", "keep answers within bench a"), ("stop", "be quiet")]
    forms = {"namespace": {"bench a": "bench-a"}}
    needs = {"pin": {"namespace"}}
    found = near.nearest("keep the answers within bench a", sentences, needs, forms)
    assert found is not None and (found.command, found.slots) == ("pin", {"namespace": "bench-a"})
    assert near.nearest("never keep answers within bench a", sentences, needs, forms) is None
    assert negated("don't restrict answers to global") and not negated("restrict answers to global")


def test_the_language_model_hears_names_said_as_possessives(templates_only: IntentMatcher) -> None:
    from appliance.conversation.intents import owner_at

    sentences = templates_only.sample(NAMESPACES, ROLES)
    for name in ("bench a", "bench three", "global"):
        said_so = [s for s in sentences if f"{name}'s " in s]
        assert said_so, name
        # each says the name as the owner of what follows, and the matcher reads it as the name
        for s in said_so[:5]:
            assert templates_only.match(s, NAMESPACES, ROLES) is not None, s
    # a name is no owner after "of" or before a word it does not own
    assert owner_at("make the files of bench a the default", ["bench a"]) is None
    assert owner_at("mount bench a too", ["bench a"]) is None
    assert owner_at("pin bench a documents", ["bench a"]) == ("pin ", " documents")


def test_a_what_heard_before_a_spoken_request_is_dropped(templates_only: IntentMatcher) -> None:
    assert said(templates_only, "what could you index everything again") == ("reindex", {})
    assert said(templates_only, "what could you load global please") == ("mount", {"namespace": "global"})
    # a question is left a question, and a short request keeps its "what"
    assert said(templates_only, "what can you reset") is None
    assert said(templates_only, "what could you tell me about the motor mount") is None


def test_similarity_never_takes_a_question_about_the_documents() -> None:
    import numpy as np

    from appliance.conversation.similar import SimilarSentences

    vocabulary = "where is the global bench a settings menu which manual covers am i".split()

    def embed(text: str) -> np.ndarray:
        v = np.array([text.split().count(w) for w in vocabulary], dtype=np.float32) + 1e-3
        return v / np.linalg.norm(v)

    near = SimilarSentences(embed, threshold=0.3, margin=0.0)
    sentences = [("whoami", "where is the bench i am at"), ("pin", "use the bench a manual")]
    forms = {"namespace": {"bench a": "bench-a", "global": "global"}}
    assert near.nearest("where am i at the bench", sentences, {}, forms) is not None
    for question in ("where is the global settings menu", "which manual covers bench a",
                     "what does the global menu do", "can the bench a manual say", "how is the bench a manual done"):
        assert near.nearest(question, sentences, {}, forms) is None, question


def test_warming_embeds_the_template_sentences_once_in_batches() -> None:
    import numpy as np

    from appliance.conversation.similar import SimilarSentences

    vocabulary = "keep answers within bench a be quiet".split()
    one_by_one: list[str] = []
    batches: list[list[str]] = []

    def embed(text: str) -> np.ndarray:
        one_by_one.append(text)
        v = np.array([text.split().count(w) for w in vocabulary], dtype=np.float32) + 1e-3
        return v / np.linalg.norm(v)

    def embed_many(texts: list[str]) -> np.ndarray:
        batches.append(list(texts))
        return np.stack([embed(t) for t in texts])

    near = SimilarSentences(embed, threshold=0.5, margin=0.05, embed_many=embed_many)
    sentences = [("pin", "keep answers within bench a"), ("stop", "be quiet")]
    near.prepare(sentences)
    assert batches == [["keep answers within bench a", "be quiet"]]
    one_by_one.clear()
    found = near.nearest("please be quiet now", sentences, {"pin": {"namespace"}}, {"namespace": {"bench a": "bench-a"}})
    assert found is not None and found.command == "stop"
    assert one_by_one == ["please be quiet now"] and len(batches) == 1  # only the utterance is embedded


def test_a_rebuilt_matcher_reuses_the_process_sample_and_vectors() -> None:
    from appliance.conversation import intents as intents_module

    first = IntentMatcher(Settings())
    first.warm(NAMESPACES, ROLES)
    embedded = dict(intents_module._TEMPLATE_VECTORS[Settings().embedding.model])
    assert len(embedded) >= len(first.sentences(NAMESPACES, ROLES)) > 0
    second = IntentMatcher(Settings())  # what a changed skill does: a new matcher, the same templates
    assert second.digest == first.digest
    assert second.sentences(NAMESPACES, ROLES) is first.sentences(NAMESPACES, ROLES)
    second.warm(NAMESPACES, ROLES)
    assert intents_module._TEMPLATE_VECTORS[Settings().embedding.model] == embedded  # nothing embedded again
    other = IntentMatcher(Settings(), extra=[{"intents": {"timer": {"data": [{"sentences": ["egg timer please"]}]}}}])
    assert other.digest != first.digest


def test_examples_people_said_are_compared_with_beside_the_templates(tmp_path) -> None:
    """An example in the user's sentences folder makes wordings near it the command; its namespace is a slot."""
    text = "have a squint at the blueprint lying on my desk"
    assert IntentMatcher(Settings()).match(text, NAMESPACES, ROLES) is None
    (tmp_path / "mine.yaml").write_text(
        "examples:\n"
        "  scan:\n    - have a squint at the blueprint on the desk\n    - uh give the blueprint a good once over please\n"
        "  mount:\n    - bring {namespace} out of mothballs\n")
    settings = replace(Settings(), conversation=ConversationSettings(custom_sentences=str(tmp_path)))
    m = IntentMatcher(settings)
    found = m.match(text, NAMESPACES, ROLES)
    assert found is not None and (found.command, found.how) == ("scan", "similar")
    assert said(m, "please bring bench three out of mothballs") == ("mount", {"namespace": "bench-3"})
    # the recogniser's language model hears the examples, with a live name in the slot
    sampled = m.sample(NAMESPACES, ROLES)
    assert "have a squint at the blueprint on the desk" in sampled
    assert any(s.startswith("bring ") and s.endswith(" out of mothballs") and "{" not in s for s in sampled)
    # without the words that carry no command, as the template sentences are
    assert "give the blueprint a good once over" in sampled and "uh give the blueprint a good once over please" not in sampled


@pytest.mark.parametrize("body, message", [
    ("examples:\n  teleport:\n    - beam me up\n", "teleport"),
    ("examples:\n  scan: look at this\n", "list of utterances"),
    ("examples:\n  - scan\n", "must map an intent"),
])
def test_examples_for_no_command_or_not_a_list_are_refused(tmp_path, body: str, message: str) -> None:
    from appliance.conversation.intents import SentencesError

    (tmp_path / "mine.yaml").write_text(body)
    settings = replace(Settings(), conversation=ConversationSettings(custom_sentences=str(tmp_path)))
    with pytest.raises(SentencesError, match=message):
        IntentMatcher(settings)

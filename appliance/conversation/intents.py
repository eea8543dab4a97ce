"""Spoken intents: sentence templates that map what people say onto the commands, matched with hassil.

The bundled templates (``sentences/commands.yaml``) and any the user adds in the
config dir's ``sentences/`` folder (or ``conversation.custom_sentences``) are merged
into one hassil intent set; intent names are command names. Slot lists are filled
from the live namespaces (each also under its spoken form: ``bench-a`` is "bench a")
and roles at match time, so a namespace created a minute ago can be pinned by voice.
A sentence may name a namespace its command does not take ("lift the bench a
restriction" is /unpin): templates say it as ``{mentioned}``, filled with the same
names and dropped from the match. A name said as a possessive ("bench a's manuals")
counts as the name.
A match must cover the whole utterance: a question that merely contains "stop" is
still a question. A command said in words no template covers is found by
similarity to the template sentences (:mod:`.similar`), under stricter rules.
"""

from __future__ import annotations

import copy
import hashlib
import heapq
import json
import logging
import re
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterable

import yaml
from hassil import Intents, RangeSlotList, TextSlotList, WildcardSlotList, merge_dict, recognize, sample_intents
from hassil.util import remove_skip_words


from ..config import Settings, paths
from ..errors import UserError
from . import sampling
from .similar import SimilarSentences, respell, with_placeholder, without_possessive

log = logging.getLogger(__name__)
BUNDLED = Path(__file__).parent / "sentences"


HEARD_WHAT = re.compile(r"^what (?=(could|can|would|will) you \S+ \S+)", re.I)
"""A "what" the speech recogniser puts before a spoken request: its language model holds many questions that
open "what can you" / "what could you", so "could you index everything again" is heard as "what could you
index ...". Dropped before the request of two words or more that follows is matched (by a template, as two
sentences or by similarity, whose rules still keep a question a question)."""
MENTIONED = "mentioned"
"""The slot list of a namespace a sentence names but its command does not take; never in a match's slots."""
NAMESPACE_PLACEHOLDER = "bench a"
"""The one name the template sentences are sampled with for comparison by similarity."""
SIMILAR_SAMPLES = 60
"""Template sentences per intent that an utterance is compared with."""
CLAUSE_WORDS = 12
"""Longest utterance tried as two sentences of one command."""
PER_TEMPLATE = 300
"""Sentences drawn from each template before an intent's :data:`SIMILAR_SAMPLES` are chosen from them."""
_SAMPLED: dict[tuple[str, tuple[str, ...]], list[tuple[str, str]]] = {}
"""Similarity samples by (templates' digest, roles), shared by every matcher of the process: a matcher is
rebuilt when a skill changes, and drawing a sample takes seconds."""
_SAMPLING = threading.Lock()
_TEMPLATE_VECTORS: dict[str, dict[str, Any]] = {}
"""Template sentences' vectors by embedding model, then sentence, shared the same way."""


class SentencesError(UserError):
    """A sentences file is not valid hassil YAML; the message names the file."""


@dataclass(frozen=True)
class IntentMatch:
    command: str
    slots: dict[str, str]
    text: str
    how: str = "template"
    """``template`` (hassil matched a sentence) or ``similar`` (nearest template sentence)."""
    score: float = 1.0
    """Similarity to the nearest template sentence (1.0 for a template match)."""

    @property
    def arg(self) -> str:
        """The command's argument: the namespace, role or skill the sentence named, or its free text (``{note}``)."""
        return (self.slots.get("namespace") or self.slots.get("role") or self.slots.get("skill")
                or self.slots.get("note") or "")

    def as_command(self) -> str:
        """The equivalent typed command, e.g. ``/pin bench-a``."""
        arg = self.arg
        return f"/{self.command}" + (f" {arg}" if arg else "")


def spoken(name: str) -> str:
    """How a name is said: separators become spaces, letters and digits are split apart (``bench3`` -> "bench 3")."""
    text = re.sub(r"[-_.]+", " ", name)
    text = re.sub(r"(?<=[A-Za-z])(?=\d)|(?<=\d)(?=[A-Za-z])", " ", text)
    return " ".join(text.lower().split())


def name_forms(name: str) -> list[str]:
    """Every way a name may arrive: as written, as said with digits, and with its numbers in words
    (``bench-3`` -> "bench-3", "bench 3", "bench three"), which is what a speech recogniser writes."""
    said = spoken(name)
    words = re.sub(r"\d+", lambda m: sampling.number_words(int(m.group())), said)
    return list(dict.fromkeys([name.lower(), said, words]))


def sentence_files(settings: Settings) -> list[Path]:
    custom = Path(settings.conversation.custom_sentences).expanduser() if settings.conversation.custom_sentences \
        else paths().config_dir / "sentences"
    files = sorted(BUNDLED.glob("*.yaml"))
    if custom.is_dir():
        files += sorted(custom.glob("*.yaml"))
    return files


@dataclass(frozen=True)
class Sentences:
    """The merged sentence files: hassil's templates, the example utterances, and their digest."""

    intents: Intents
    digest: str
    """Equal digests: the same templates and examples, so the same similarity sample."""
    examples: dict[str, tuple[str, ...]]
    """{intent: utterances people said for it}, compared with by similarity only (see :meth:`IntentMatcher.sentences`)."""


def _check_examples(where: str, data: dict[str, Any]) -> None:
    """Refuse an ``examples`` entry of the wrong shape before it is merged (hassil's merge asserts)."""
    raw = data.get("examples", {})
    if not isinstance(raw, dict):
        raise SentencesError(f"{where}: 'examples' must map an intent to a list of utterances")
    for intent, said in raw.items():
        if not isinstance(said, list) or not all(isinstance(x, str) for x in said):
            raise SentencesError(f"{where}: examples of {intent!r} must be a list of utterances")


def _examples(merged: dict[str, Any], intents: Intents) -> dict[str, tuple[str, ...]]:
    out: dict[str, tuple[str, ...]] = {}
    for intent, said in (merged.get("examples") or {}).items():
        if intent not in intents.intents:
            raise SentencesError(f"sentences: examples for {intent!r}, which no template defines")
        out[intent] = tuple(dict.fromkeys(" ".join(x.lower().split()) for x in said))
    return out


def load_intents(files: Iterable[Path], extra: Iterable[dict[str, Any]] = ()) -> Sentences:
    """The files' intents merged, then ``extra`` documents (sentences generated at run time, e.g. skill
    triggers). A file's ``examples`` (intent -> utterances, which hassil does not read) are merged too."""
    merged: dict[str, Any] = {}
    for f in files:
        try:
            data = yaml.safe_load(f.read_text(encoding="utf-8")) or {}
        except (OSError, yaml.YAMLError) as exc:
            raise SentencesError(f"{f}: not readable sentences YAML: {exc}") from None
        if not isinstance(data, dict) or not isinstance(data.get("intents", {}), dict):
            raise SentencesError(f"{f}: expected a mapping with 'intents'")
        _check_examples(str(f), data)
        merge_dict(merged, data)
    for doc in extra:
        merge_dict(merged, copy.deepcopy(doc))
    digest = hashlib.sha256(json.dumps(merged, sort_keys=True, default=str).encode()).hexdigest()
    templates = {k: v for k, v in merged.items() if k != "examples"}
    try:
        intents = Intents.from_dict(templates)
    except Exception as exc:  # noqa: BLE001 -- hassil reports template errors with several types
        raise SentencesError(f"sentences: {exc}") from None
    return Sentences(intents, digest, _examples(merged, intents))


def _cached_batches(embed_many: Callable[[list[str]], Any], model: str) -> Callable[[list[str]], Any]:
    """``embed_many`` that embeds only sentences this process has not embedded with ``model`` before."""
    import numpy as np

    store = _TEMPLATE_VECTORS.setdefault(model, {})

    def many(texts: list[str]) -> Any:
        missing = [t for t in dict.fromkeys(texts) if t not in store]
        if missing:
            store.update(zip(missing, embed_many(missing)))
        return np.stack([store[t] for t in texts])

    return many


def _as_written(original: str, cleaned: str, value: str) -> str:
    """The tail of ``original`` that the wildcard ``value`` (matched in ``cleaned``) stands for."""
    if not cleaned.endswith(value):
        return value
    skip = len(cleaned[: len(cleaned) - len(value)].split())
    parts = original.split(None, skip)
    return parts[-1].strip() if len(parts) > skip else value


class IntentMatcher:
    """Matches whole utterances against the command sentences with the live slot values."""

    def __init__(self, settings: Settings, embed: Callable[[str], Any] | None = None,
                 extra: Iterable[dict[str, Any]] = ()) -> None:
        """``embed`` (text -> unit vector) enables matching by similarity; by default the
        kernel's embedder is loaded on first use when ``conversation.similar_commands`` is on.
        ``extra`` are intents documents generated at run time (the skills' sentences)."""
        self.settings = settings
        loaded = load_intents(sentence_files(settings), extra)
        self.intents, self.digest, self.examples = loaded.intents, loaded.digest, loaded.examples
        self._embed = embed
        self._similar: SimilarSentences | None = None
        self._similar_off = not settings.conversation.similar_commands
        self.slot_needs = {name: _slots_in_every_sentence(intent, self.intents.expansion_rules)
                           for name, intent in self.intents.intents.items()}
        wild = {name for name, lst in self.intents.slot_lists.items() if isinstance(lst, WildcardSlotList)}
        self.free_text = {name for name, intent in self.intents.intents.items() if _slots_in_any_sentence(intent) & wild}
        """Commands with free text (a wildcard slot): never split into two sentences, the text is theirs."""

    @staticmethod
    def slot_lists(namespaces: Iterable[str], roles: Iterable[str]) -> dict[str, TextSlotList]:
        ns_pairs: list[tuple[str, str]] = []
        for n in namespaces:
            for form in name_forms(n):
                ns_pairs.append((form, n))
        return {"namespace": TextSlotList.from_tuples(ns_pairs),
                MENTIONED: TextSlotList.from_tuples(ns_pairs),
                "role": TextSlotList.from_tuples([(r, r) for r in roles])}

    def match(self, text: str, namespaces: Iterable[str], roles: Iterable[str]) -> IntentMatch | None:
        found = self._match(text, namespaces, roles)
        if found is None or MENTIONED not in found.slots:
            return found
        return IntentMatch(found.command, {k: v for k, v in found.slots.items() if k != MENTIONED}, found.text,
                           found.how, found.score)

    def _match(self, text: str, namespaces: Iterable[str], roles: Iterable[str]) -> IntentMatch | None:
        cleaned = " ".join(re.sub(r"[^\w' -]+", " ", text).split())
        if not cleaned:
            return None
        namespaces, roles = list(namespaces), list(roles)
        lists = self.slot_lists(namespaces, roles)
        forms = self.slot_forms(namespaces, roles)
        cleaned = without_possessive(cleaned, [*forms["namespace"], *forms["role"]])
        found = self._template(cleaned, text, lists)
        if found is not None:
            return found
        respelled = without_possessive(respell(cleaned, [forms["namespace"], forms["role"]]),
                                       [*forms["namespace"], *forms["role"]])
        if respelled != cleaned:  # a name said slightly differently ("bench thre", "students")
            found = self._template(respelled, text, lists)
            if found is not None and {"namespace", MENTIONED, "role"} & set(found.slots):
                return found
        request = HEARD_WHAT.sub("", respelled)
        if request != respelled:  # "could you load global" heard with a "what" in front
            found = self._template(request, text, lists)
            if found is not None:
                return found
            respelled = request
        found = self._two_clauses(respelled, text, lists)
        if found is not None:
            return found
        core = self.core(respelled)
        if not SimilarSentences.may_match(core):
            return None
        similar = self.similar()
        if similar is None:
            return None
        near = similar.nearest(core, self.sentences(namespaces, roles), self.slot_needs, forms,
                               compare_as=with_placeholder(core, forms["namespace"], NAMESPACE_PLACEHOLDER))
        if near is None:
            return None
        return IntentMatch(near.command, near.slots, text, "similar", near.score)

    def _template(self, cleaned: str, text: str, lists: dict[str, TextSlotList]) -> IntentMatch | None:
        result = recognize(cleaned, self.intents, slot_lists=lists)
        if result is None:
            return None
        slots = {k: str(v.value).strip() for k, v in result.entities.items()}
        if "note" in slots:  # free text: keep it as written, punctuation and all
            slots["note"] = _as_written(text, cleaned, slots["note"])
        return IntentMatch(result.intent.name, slots, text)

    def _two_clauses(self, cleaned: str, text: str, lists: dict[str, TextSlotList]) -> IntentMatch | None:
        """The command of an utterance that says one command twice over, in two sentences the templates
        match ("never mind, stop talking", "system check, how are things going")."""
        words = cleaned.split()
        if not 2 <= len(words) <= CLAUSE_WORDS:
            return None
        for i in range(1, len(words)):
            first = self._template(" ".join(words[:i]), text, lists)
            if first is None or first.command in self.free_text:
                continue
            second = self._template(" ".join(words[i:]), text, lists)
            if second is None or second.command != first.command:
                continue
            if any(first.slots.get(k, v) != v for k, v in second.slots.items()):
                continue
            return IntentMatch(first.command, {**first.slots, **second.slots}, text)
        return None

    def core(self, cleaned: str) -> str:
        """``cleaned`` without the words that carry no command ("could you", "please", "for me"): the
        templates' skip words, which hassil drops when it matches. What is compared by similarity."""
        left = " ".join(remove_skip_words(cleaned, self.intents.skip_words, False).split())
        return left or cleaned

    def slot_forms(self, namespaces: Iterable[str], roles: Iterable[str]) -> dict[str, dict[str, str]]:
        """{slot: {form as said or written: value}} for every text slot list, the live names included."""
        forms = {name: {str(v.text_in.text): str(v.value_out) for v in lst.values if hasattr(v.text_in, "text")}
                 for name, lst in self.intents.slot_lists.items() if isinstance(lst, TextSlotList)}
        forms.update({"namespace": {form: n for n in namespaces for form in name_forms(n)},
                      MENTIONED: {form: n for n in namespaces for form in name_forms(n)},
                      "role": {r.lower(): r for r in roles}})
        return forms

    def similar(self) -> SimilarSentences | None:
        """The similarity matcher, or None when it is off or the embedder cannot load."""
        if self._similar is None and not self._similar_off:
            embed, embed_many = self._embed, None
            if embed is None:
                from ..config import paths as _paths
                from ..kernel.embed import EmbedderUnavailable, get_embedder

                try:
                    embedder = get_embedder(self.settings.embedding.model, _paths().cache_dir)
                    embed, embed_many = embedder.embed_query, _cached_batches(embedder.embed_passages,
                                                                              self.settings.embedding.model)
                except EmbedderUnavailable as exc:
                    log.warning("commands by similarity are off: %s", exc)
                    self._similar_off = True
                    return None
            c = self.settings.conversation
            self._similar = SimilarSentences(embed, c.command_similarity, c.command_margin, embed_many)
        return self._similar

    def warm(self, namespaces: Iterable[str], roles: Iterable[str], stop: threading.Event | None = None) -> None:
        """Draw and embed the sentences similarity compares with (a few seconds), so that the first
        utterance that needs them does not wait; ``stop`` ends it early (between embedding calls)."""
        similar = self.similar()
        if similar is not None and not (stop is not None and stop.is_set()):
            similar.prepare(self.sentences(namespaces, roles), stop)

    def sentences(self, namespaces: Iterable[str], roles: Iterable[str]) -> list[tuple[str, str]]:
        """(intent, sentence) pairs the templates produce, at most :data:`SIMILAR_SAMPLES` per intent, and
        the example utterances (:meth:`_example_pairs`).

        Each template gives up to :data:`PER_TEMPLATE` sentences; of an intent's, those that cover the
        most word pairs are chosen first, then the rest in turn template by template, so every template's
        wording is compared with, not only the first template's. Namespaces are all sampled as one
        placeholder name (and the utterance compared with its namespace replaced the same way), so the
        samples vary the wording, not the names."""
        key = (self.digest, tuple(roles))
        with _SAMPLING:  # concurrent first questions wait for one sample instead of each drawing it
            if key not in _SAMPLED:  # sampled once per templates and role set: this runs for every question
                lists = self.slot_lists([NAMESPACE_PLACEHOLDER], key[1])
                pairs: set[tuple[str, str]] = set()
                for intent, per_template in template_samples(self.intents, lists).items():
                    pairs.update((intent, s) for s in spread(per_template, SIMILAR_SAMPLES))
                pairs.update(self._example_pairs(key[1]))
                _SAMPLED[key] = sorted(pairs)
            return _SAMPLED[key]

    def _example_pairs(self, roles: Iterable[str]) -> set[tuple[str, str]]:
        """The example utterances as the similarity compares them: without skip words, a namespace said as
        :data:`NAMESPACE_PLACEHOLDER`, and one sentence per live role for an example that says ``{role}``."""
        out: set[tuple[str, str]] = set()
        roles = list(roles) or [""]
        for intent, said in self.examples.items():
            for text in said:
                for filled in {_fill_example(text, NAMESPACE_PLACEHOLDER, r) for r in roles}:
                    if filled is not None:
                        out.add((intent, self.core(filled)))
        return out

    def sample(self, namespaces: Iterable[str], roles: Iterable[str], per_intent: int | None = None) -> list[str]:
        """Sentences the templates produce (for the speech recogniser's language model).

        hassil cannot sample a free-text (wildcard) slot; such a template contributes its
        words without the slot ("remember that", "remind me at three pm to"), so the
        recogniser knows how it opens. An intent with a number range ("set a timer for
        {count} {unit}") multiplies out into thousands of sentences that would swamp the
        model; it contributes at most :data:`RANGED_SENTENCES`, any other intent at most
        :data:`LM_SENTENCES`, chosen to cover their word pairs (:func:`cover_pairs`). Words the matcher skips ("please", "can you") never
        appear in a sample, yet people say them: each other sentence also comes once with
        one of them (of at most :data:`POLITE_WORDS` words, not the :data:`HESITATIONS`), in turn, before it or, for the
        :data:`CLOSINGS`, after it. The example utterances no template matches come once each
        (:meth:`_example_sentences`)."""
        slots = self.slot_lists(namespaces, roles)
        drawn = template_samples(self.intents, slots, LM_DRAWS if per_intent is None else per_intent)
        pairs = [(intent, sentence) for intent, per_template in drawn.items() for texts in per_template
                 for sentence in texts]
        openings = _wildcard_openings(self.intents)
        if openings is not None:  # the openings keep the templates' own lists (numbers, units)
            pairs += sample_intents(openings, slot_lists={**self.intents.slot_lists, **slots},
                                    max_sentences_per_intent=per_intent)
        ranges = {name for name, slot in self.intents.slot_lists.items() if isinstance(slot, RangeSlotList)}
        by_intent: dict[str, list[str]] = {}
        for intent, sentence in pairs:
            by_intent.setdefault(intent, []).append(" ".join(sentence.split()))
        out: set[str] = set()
        ranged: set[str] = set()
        for intent, sentences in by_intent.items():
            if _slots_in_any_sentence(self.intents.intents[intent]) & ranges:
                ranged.update(cover_pairs([x for x in sentences if not any(c.isdigit() for c in x)], RANGED_SENTENCES))
            else:
                out.update(cover_pairs(sentences, LM_SENTENCES))
        templated = sorted(out)
        names = [f for n in namespaces for f in name_forms(n) if re.fullmatch(r"[a-z]+( [a-z]+)*", f)]
        skips = sorted(w for w in self.intents.skip_words if len(w.split()) <= POLITE_WORDS and w not in HESITATIONS)
        polite = [(f"{s} {w}" if w in CLOSINGS else f"{w} {s}")
                  for i, s in enumerate(templated) for w in [skips[i % len(skips)]]] if skips else []
        owners = [o for o in (owner_at(s, names) for s in templated) if o is not None]
        possessive = {p for name in names
                      for p in cover_pairs([f"{head}{name}'s{tail}" for head, tail in owners], POSSESSIVE_SENTENCES)}
        said = {e for e in self._example_sentences(names, list(roles))  # what the templates lack
                if self._template(e, e, slots) is None}
        return sorted(out | ranged | set(polite) | possessive | said)

    def _example_sentences(self, names: list[str], roles: list[str]) -> set[str]:
        """The example utterances for the language model, so the recogniser knows the wordings people use,
        not only the templates'. Without their skip words (as said, the fillers of 900 examples taught the
        recogniser to hear "uh" before a command); :meth:`sample` keeps those no template matches (with all of
        them in, the spoken follow-up "and the power supply voltage" was heard as "add the power supply the
        old tension"). A namespace or role slot is filled with the live names in turn (one per example, so
        they do not multiply)."""
        out: set[str] = set()
        turn = 0
        for said in self.examples.values():
            for text in said:
                if "{" in text:
                    turn += 1
                filled = _fill_example(text, names[turn % len(names)] if names else "",
                                       roles[turn % len(roles)] if roles else "")
                if filled is not None:
                    out.add(self.core(filled))
        return out


def _fill_example(text: str, name: str, role: str) -> str | None:
    """An example utterance with its namespace (``{namespace}`` or ``{mentioned}``) said as ``name`` and its
    ``{role}`` as ``role``; None when it holds a slot no live value fills."""
    text = " ".join(re.sub(r"\{(namespace|%s)\}" % MENTIONED, name, text).replace("{role}", role).split())
    return None if "{" in text else text


HESITATIONS = frozenset({"uh", "um", "er", "erm"})
"""Skip words no polite sentence is trained with: with them in turn before a thousand command sentences the recogniser
heard "uh" where nobody said one ("uh start the calibration checklist")."""
POSSESSIVE_SENTENCES = 4
"""Language-model sentences per name form that say a namespace as a possessive ("load up bench a's manuals"): people say
it, the matcher reads it as the name, and without a few such sentences the recogniser hears "bench is". Kept
few: at 12 their command words ("add the ...") pulled a spoken question ("and the power supply voltage") towards
a command."""


OWNED_BY_NEXT = frozenset("of on for from".split())
"""Words before a name that make it the owner of nothing: "the docs of global"."""
NOT_OWNED = frozenset("to too also as only loaded mounted available the a and again please now any anymore".split())
"""Words after a name that it does not own: "global loaded", "bench a too"."""


def owner_at(sentence: str, names: Iterable[str]) -> tuple[str, str] | None:
    """``sentence`` split around the first of ``names`` that owns the word after it ("pin bench a documents"
    -> ("pin ", " documents")), or None."""
    for name in sorted(names, key=len, reverse=True):
        m = re.search(rf"(?:^|(\S+) )(?:the )?({re.escape(name)}) (\S+)", sentence)
        if m and m.group(1) not in OWNED_BY_NEXT and m.group(3) not in NOT_OWNED:
            return sentence[:m.start(2)], sentence[m.end(2):]
    return None


POLITE_WORDS = 1
"""Longest skip words said with the language model's sentences: the longer frames ("could you", "I'd like
you to") end alike and, trained in, pull what is heard towards them ("what can you do" heard as "what can you
to", "what can you do you")."""
CLOSINGS = frozenset({"please", "thanks", "thank you", "now", "right now", "for me", "at the moment", "from now on"})
"""Skip words said after a command; the others ("could you", "okay", "go ahead and") open one."""
LM_DRAWS = 300
"""Sentences drawn at random from each template (:mod:`.sampling`) before an intent's language-model sentences
are chosen from them: enumerating every sentence, as hassil does, runs to hundreds of thousands for the
commands that name a namespace and took 43 s."""
RANGED_SENTENCES = 60
"""Most language-model sentences an intent with a number range contributes."""
LM_SENTENCES = 80
"""Most language-model sentences any other intent contributes (chosen to cover its word pairs): the
templates' optional words multiply out into hundreds per intent ("pin" alone gives over a thousand),
which would outweigh the documents' own sentences and pull questions towards command words."""


def template_samples(intents: Intents, lists: dict[str, TextSlotList],
                     per_template: int = PER_TEMPLATE) -> dict[str, list[list[str]]]:
    """{intent: [the sentences of each of its templates]}, up to ``per_template`` per template; templates
    with a wildcard slot are left out (hassil cannot sample free text)."""
    slot_lists = {**intents.slot_lists, **lists}
    out: dict[str, list[list[str]]] = {}
    for name, intent in intents.intents.items():
        for data in intent.data:
            rules = {**intents.expansion_rules, **data.expansion_rules}
            for sentence in data.sentences:
                if data.wildcard_list_names & set(sentence.list_names(rules)):
                    continue
                out.setdefault(name, []).append(sampling.sentences(sentence, slot_lists, rules, per_template))
    return out


def spread(per_template: list[list[str]], limit: int) -> list[str]:
    """At most ``limit`` of an intent's sentences, one from each template in turn, each template's in the
    order that covers its word pairs soonest (:func:`cover_pairs`): every template's wording is among them
    however many sentences another template's optional words multiply out into."""
    queues = [iter(cover_pairs(texts, len(texts)) + texts) for texts in per_template]
    chosen: list[str] = []
    taken: set[str] = set()
    while len(chosen) < limit and queues:
        for q in list(queues):
            s = next(q, None)
            while s is not None and s in taken:
                s = next(q, None)
            if s is None:
                queues.remove(q)
            elif len(chosen) < limit:
                chosen.append(s)
                taken.add(s)
    return chosen


def cover_pairs(sentences: list[str], limit: int) -> list[str]:
    """At most ``limit`` sentences, each chosen for the most word pairs (bigrams) not yet covered (the first
    such sentence on a tie). Lazily: a sentence's count of new pairs only falls as others are chosen, so its
    last count bounds it, and only the sentence at the top of the heap is counted again (a template with
    many optional words gives tens of thousands of sentences)."""
    texts = list(dict.fromkeys(sentences))
    grams = [{(a, b) for a, b in zip(["<s>", *s.split()], [*s.split(), "</s>"])} for s in texts]
    heap = [(-len(g), i) for i, g in enumerate(grams)]
    heapq.heapify(heap)
    seen: set[tuple[str, str]] = set()
    chosen: list[str] = []
    while heap and len(chosen) < limit:
        _, i = heapq.heappop(heap)
        gain = len(grams[i] - seen)
        if gain == 0:
            continue
        if heap and (-gain, i) > heap[0]:  # another may do better now: count this one again later
            heapq.heappush(heap, (-gain, i))
            continue
        chosen.append(texts[i])
        seen |= grams[i]
    return chosen


def _slots_in_any_sentence(intent: Any) -> set[str]:
    return {name for data in intent.data for sentence in data.sentences
            for name in re.findall(r"\{(\w+)", sentence.text)}


def _slots_in_every_sentence(intent: Any, rules: dict[str, Any]) -> set[str]:
    """The slots each of an intent's templates names (through its expansion rules too) or fixes (a
    skill's trigger sentences fix the skill): what a sentence found by similarity must name as well."""
    def slots(text: str, seen: frozenset[str] = frozenset()) -> set[str]:
        found = set(re.findall(r"\{(\w+)", text))
        for rule in re.findall(r"<(\w+)>", text):
            if rule in rules and rule not in seen:
                found |= slots(rules[rule].text, seen | {rule})
        return found

    found = [slots(sentence.text) | set(data.slots) for data in intent.data for sentence in data.sentences]
    return set.intersection(*found) if found else set()


def _wildcard_openings(intents: Intents) -> Intents | None:
    """The templates with a wildcard slot, the slot left out; None when there are none."""
    wild = [name for name, lst in intents.slot_lists.items() if isinstance(lst, WildcardSlotList)]
    found: dict[str, list[str]] = {}
    for name, intent in intents.intents.items():
        for data in intent.data:
            for sentence in data.sentences:
                text = getattr(sentence, "text", None) or ""
                if any(f"{{{w}}}" in text for w in wild):
                    for w in wild:
                        text = text.replace(f"{{{w}}}", " ")
                    found.setdefault(name, []).append(" ".join(text.split()))
    if not found:
        return None
    return Intents.from_dict({"language": intents.language,
                              "intents": {k: {"data": [{"sentences": v}]} for k, v in found.items()}})

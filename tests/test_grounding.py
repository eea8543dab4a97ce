"""Grounding rules and context fitting, on hand-written answers (no model generates; one test counts
tokens with the responder's own tokenizer)."""

from __future__ import annotations

from typing import Callable, Iterator

import pytest

from appliance.answer.evidence import Evidence, approx_tokens, fit_context, question_intent, render_context
from appliance.answer.grounding import DraftCheck, best_sentences, claims, format_quotes, verify
from appliance.kernel.anchors import citations
from appliance.testing.evidence import evidence


def _slice(sid: str, text: str, **meta: object) -> Evidence:
    return evidence(sid, text, **meta)


A, B, C = "aaaa1111aaaa1111", "bbbb2222bbbb2222", "cccc3333cccc3333"
TORQUE = [
    _slice(A, "Tighten the M6 wheel bolts to 10 Nm with a torque wrench."),
    _slice(B, "The M8 frame bolts need 25 Nm. Never exceed 30 Nm on aluminium frames."),
    _slice(C, "Check the chain tension every 500 km."),
]


def test_correct_citation_passes() -> None:
    v = verify(f"The M8 frame bolts need 25 Nm [Anchor: {B}].", TORQUE)
    assert v.ok, v.problems
    assert v.cited == [B]


def test_number_cited_from_the_wrong_passage_fails() -> None:
    v = verify(f"The M8 frame bolts need 25 Nm [Anchor: {A}].", TORQUE)
    assert not v.ok
    assert any("25 Nm" in p or "M8" in p for p in v.problems)


def test_unit_must_follow_the_same_number() -> None:
    v = verify(f"The M8 frame bolts need 25 km [Anchor: {B}].", TORQUE)
    assert not v.ok and any("25 km" in p for p in v.problems)


def test_unknown_or_garbled_anchor_fails() -> None:
    assert not verify("The M8 frame bolts need 25 Nm [Anchor: bbbb2222bbbb].", TORQUE).ok
    assert not verify("The M8 frame bolts need 25 Nm [Anchor: ffffffffffffffff].", TORQUE).ok


def test_uncited_or_declined_or_unsupported_answers_fail() -> None:
    assert not verify("The M8 frame bolts need 25 Nm.", TORQUE).ok
    assert not verify(f"NOT IN DOCUMENTS [Anchor: {B}]", TORQUE).ok
    assert not verify(f"Bicycles are wonderful vehicles loved everywhere [Anchor: {B}].", TORQUE).ok


def test_identifiers_must_occur_in_the_cited_slice() -> None:
    ctx = [_slice(A, "Enable CONFIG_MAGIC_SYSRQ and write to /proc/sys/kernel/sysrq."), _slice(B, "Use rcu_read_lock().")]
    assert verify(f"Enable CONFIG_MAGIC_SYSRQ [Anchor: {A}].", ctx).ok
    v = verify(f"Enable CONFIG_MAGIC_SYSRQ_DEFAULT [Anchor: {A}].", ctx)
    assert not v.ok
    assert not verify(f"Use rcu_read_lock() [Anchor: {A}].", ctx).ok
    assert {"CONFIG_MAGIC_SYSRQ", "/proc/sys/kernel/sysrq"} <= set(claims("Set CONFIG_MAGIC_SYSRQ in /proc/sys/kernel/sysrq"))


def test_citation_forms_a_small_model_writes() -> None:
    assert citations(f"x [Anchor: {A}] y [{B}] z Anchor: {C}") == [A, B, C]


def test_best_sentences_quote_the_matching_passage_verbatim() -> None:
    quotes = best_sentences("What torque do the M8 frame bolts need?", TORQUE)
    assert quotes and quotes[0].slice.id == B
    assert quotes[0].text in TORQUE[1].full_text
    text = format_quotes(quotes)
    assert f"[Anchor: {B}]" in text and text.startswith("Quoted from the documents:")
    assert best_sentences("xylophone zebra", TORQUE) == []


def test_fit_context_respects_budget_keeps_anchors_and_relevant_sentences() -> None:
    filler = " ".join(f"Unrelated sentence number {i} talks about gardens." for i in range(60))
    long = _slice(A, filler + " The watchdog threshold is 10 seconds. " + filler)
    ctx = fit_context([long, TORQUE[1], TORQUE[2]], "What is the watchdog threshold?", 120)
    block = render_context(ctx)
    assert sum(approx_tokens([s.line() for s in ctx])) <= 120 + 3 * len(ctx)
    assert f"[Anchor: {A}]" in block and "watchdog threshold is 10 seconds" in block
    assert all(s.full_text for s in ctx)


@pytest.fixture(scope="module")
def smollm2_tokens() -> Iterator[Callable[[list[str]], list[int]]]:
    """Token counts from the responder's own model's tokenizer (models.lock, vocabulary only), loaded once."""
    import llama_cpp

    from appliance.models.lock import verified_path

    vocab = llama_cpp.Llama(str(verified_path("SmolLM2-135M-Instruct.Q4_1.gguf")), vocab_only=True, verbose=False)
    yield lambda texts: [len(vocab.tokenize(t.encode(), add_bos=False, special=False)) for t in texts]
    vocab.close()


def at_lines(e: Evidence, first: int, last: int) -> Evidence:
    """The same slice, found at lines FIRST-LAST of its file."""
    from dataclasses import replace

    piece = replace(e.hit.slice, locator=replace(e.hit.slice.locator, lines=(first, last)))
    return Evidence.of(replace(e.hit, slice=piece))


def test_a_small_budget_gives_the_best_slice_all_of_it_rather_than_nothing(
        smollm2_tokens: Callable[[list[str]], list[int]]) -> None:
    """In SmolLM2's tokens an anchor and its source line take ~38 (hex ids split finely): more than a
    60-token share leaves room for. With a budget of 80 the best slice gets the whole budget instead
    of the model getting no evidence (as the qemu image's model did for one boot)."""
    a = at_lines(_slice("165427bb89e947db", "The boot test checks that the service starts and GET /status answers. " * 3,
                        source_path="/opt/openclaw/docs/operations.md"), 162, 166)
    b = at_lines(_slice("dcc2c7cee1fd256d", "The daemon's threads run on core 0 and the responder's on cores 1 to 3.",
                        source_path="/opt/openclaw/docs/operations.md"), 131, 145)
    ctx = fit_context([a, b], "What does the boot test check?", 80, count=smollm2_tokens)
    assert [s.id for s in ctx] == [a.id]
    assert smollm2_tokens([ctx[0].line()])[0] <= 80 + 3
    assert "GET /status answers" in ctx[0].text
    # a budget that holds three shares is divided as before
    assert len(fit_context([a, b, TORQUE[2]], "What does the boot test check?", 400, count=smollm2_tokens)) == 3


def test_question_intent() -> None:
    assert question_intent("How do I compile the kernel?") == "code"
    assert question_intent("What is RCU?") == "definition"
    assert question_intent("Why did my laptop crash yesterday?") == "other"


def test_flipped_negation_and_invented_sentence_fail() -> None:
    """Both seen from SmolLM2-135M on the kernel docs: every word occurs in the source,
    but the statement is the opposite, or a sentence is mostly made up."""
    efi = [_slice(A, "By using the EFI boot stub it's possible to boot a Linux kernel without the use of a "
                     "conventional EFI boot loader, such as grub or elilo.")]
    assert verify(f"The EFI boot stub can boot a Linux kernel without a conventional EFI boot loader [Anchor: {A}].",
                  efi).ok
    v = verify(f"The EFI boot stub can't boot a Linux kernel without an EFI boot loader [Anchor: {A}].", efi)
    assert not v.ok and any("negation" in p for p in v.problems)
    mixed = (f"The M8 frame bolts need 25 Nm [Anchor: {B}]. This torque allows riders to specify a custom "
             f"suspension geometry for racing [Anchor: {B}].")
    v = verify(mixed, TORQUE)
    assert not v.ok and any("sentence's words" in p for p in v.problems)


def test_a_grounded_copy_of_the_wrong_passage_does_not_answer_the_question() -> None:
    q = "How much torque do the M8 frame bolts need?"
    assert verify(f"The M8 frame bolts need 25 Nm [Anchor: {B}].", TORQUE, question=q).ok
    v = verify(f"Check the chain tension every 500 km [Anchor: {C}].", TORQUE, question=q)
    assert not v.ok and any("question" in p for p in v.problems)


def test_long_tables_are_quoted_by_the_matching_row() -> None:
    rows = "\n".join(f" {i}  _/X  {2 ** i}  reason number {i} for tainting" for i in range(20))
    table = _slice(A, rows + "\n 15  _/K  32768  kernel has been live patched")
    quotes = best_sentences("Which taint flag means the kernel has been live patched?", [table])
    assert quotes and "live patched" in quotes[0].text and len(quotes[0].text) < 80


def test_draft_check_stops_a_draft_that_can_no_longer_pass() -> None:
    """Each reason is found as soon as the offending sentence is finished, not before."""
    cases = [
        (f"The M8 frame bolts need 25 Nm [Anchor: ffffffffffffffff]. More", "not in the context"),
        ("The M8 frame bolts need 45 Nm. More", "'45 Nm' occurs in no context slice"),
        ("Use the kmem_cache_alloc helper for frames. More", "kmem_cache_alloc"),
        ("Bicycles were invented in Germany around eighteen seventeen. More", "whole context"),
        ("NOT IN DOCUMENTS", "declined"),
    ]
    for draft, why in cases:
        check = DraftCheck(TORQUE)
        unfinished = draft[: draft.rindex(".")] if "." in draft else None
        if unfinished:
            assert check(unfinished) is None, draft  # the sentence is not finished yet
        reason = check(draft)
        assert reason is not None and why in reason, (draft, reason)


def test_draft_check_never_stops_a_draft_that_verifies() -> None:
    """The subset argument, checked: on every prefix of drafts that pass verify(), no reason."""
    good = [
        f"The M8 frame bolts need 25 Nm [Anchor: {B}]. Never exceed 30 Nm on aluminium frames [Anchor: {B}].",
        f"Tighten the M6 wheel bolts to 10 Nm [Anchor: {A}]. Check the chain tension every 500 km [Anchor: {C}].",
        f"The M8 frame bolts need 25 Nm. [Anchor: {B}]",
    ]
    for draft in good:
        assert verify(draft, TORQUE).ok, verify(draft, TORQUE).problems
        check = DraftCheck(TORQUE)
        for end in range(1, len(draft) + 1):
            assert check(draft[:end]) is None, (draft[:end], check(draft[:end]))


def test_a_sentence_inherits_its_section_heading() -> None:
    """Reference docs name the subject once, in the heading, then say "It is expressed
    in ..."; that sentence answers a question naming the subject."""
    text = ("dirty_expire_centisecs\n\nThis tunable defines when dirty data is old enough to be written out.\n\n"
            "It is expressed in 100'ths of a second.")
    ref = _slice(A, text, section_title="Documentation for /proc/sys/vm/ > dirty_expire_centisecs")
    other = _slice(B, "Raising dirty_expire_centisecs delays writeback.", section_title="vm > laptop mode")
    question = "In what unit is dirty_expire_centisecs expressed?"
    assert best_sentences(question, [ref, other])[0].text == "It is expressed in 100'ths of a second."
    plain = _slice(A, text)  # the same text without its heading in the metadata
    assert best_sentences(question, [plain, other])[0].slice.id == B


def test_a_lead_in_is_quoted_with_the_command_it_introduces() -> None:
    s = _slice(A, "drop_caches\n\nTo free pagecache::\n\n\techo 1 > /proc/sys/vm/drop_caches\n\n"
                  "To free slab objects::\n\n\techo 2 > /proc/sys/vm/drop_caches")
    quotes = best_sentences("How do I free the pagecache?", [s])
    assert " ".join(quotes[0].text.split()) == "To free pagecache:: echo 1 > /proc/sys/vm/drop_caches"
    assert " ".join(quotes[0].text.split()) in " ".join(s.full_text.split())  # still verbatim

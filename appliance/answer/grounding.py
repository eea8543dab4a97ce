"""Grounding: check a generated answer against its sources, or quote the sources instead.

Small models mis-cite (SmolLM2-135M answered a 3-passage torque question by
quoting the wrong passage), so a generated answer is only shown as the answer
when it passes every rule below; otherwise the appliance answers extractively
with verbatim quotes, which cannot be wrong about what the documents say.

Verification rules (all must hold):

1. The answer cites at least one anchor, and every cited anchor is one of the
   context's slices (an id the model garbled or invented fails).
2. Every number, number+unit, and identifier (snake_case, CONFIG_FOO, --flag,
   foo(), path/like, CamelCase, words with digits, `code`) in a sentence occurs
   in the slices that sentence cites (a sentence without its own citation is
   checked against all slices the answer cites).
3. In every sentence with three or more content words, at least ``min_support``
   of them occur in the sentence's cited slices (catches fluent prose the
   sources never said, e.g. "binfmt_misc is a command that ...").
4. Polarity: a sentence that negates (not, n't, never, cannot, no) must be
   backed by a negating source sentence, and an affirmative one by an
   affirmative source sentence (SmolLM2 turned "it is possible to boot without
   a boot loader" into "can't boot without a boot loader").
5. The answer addresses the question: at least half of the question's content
   terms that occur in the context also occur in the answer (a verbatim copy of
   the wrong passage is grounded but is not an answer).
6. The model did not decline ("NOT IN DOCUMENTS") and said something.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Sequence

from ..kernel.anchors import CLOSED_CITATION_RE, LOOSE_CITATION_RE, citations, quote_line
from ..text import STOPWORDS, collapse_space, content_terms, sentences
from .evidence import Evidence, question_intent
from .facts import term_of
from .names import asking_clause

_NUM_UNIT_RE = re.compile(r"(?<![\w.])(\d+(?:[.,]\d+)*)\s*(%|[A-Za-z\u00b5]{1,5}\b)?")
_IDENT_RE = re.compile(
    r"`([^`]+)`"                              # `code`
    r"|(?<![\w-])(--?[A-Za-z][\w-]*)"        # --flag / -x (not the hyphen of read-mostly)
    r"|\b([A-Za-z_][\w]*\(\))"                # call()
    r"|(?<![\w/])(~?/?[\w.-]*/[\w./-]*\w)"   # paths
    r"|\b([A-Za-z]*_[\w]*|[A-Za-z]+\d[\w]*|[a-z]+[A-Z]\w*|[A-Z]{2,}\w*)\b"  # snake, CONFIG_X, x86, camelCase
)
REFUSAL_RE = re.compile(r"not\s+in\s+(the\s+)?documents", re.I)
NOT_FOUND_TEXT = "Not found in the documents."
QUOTES_LABEL = "Quoted from the documents:"
"""The line that introduces verbatim quotes (faces and the benchmark recognise it)."""


def _strip_anchors(text: str) -> str:
    return LOOSE_CITATION_RE.sub(" ", text)


def claims(sentence: str) -> list[str]:
    """Numbers, number+unit pairs and identifiers that a sentence asserts."""
    s = _strip_anchors(sentence)
    out: list[str] = []
    for m in _NUM_UNIT_RE.finditer(s):
        num, unit = m.group(1), m.group(2)
        if unit and unit.lower() not in STOPWORDS:
            out.append(f"{num} {unit}")
        else:
            out.append(num)
    for m in _IDENT_RE.finditer(s):
        tok = next(g for g in m.groups() if g)
        tok = tok.strip(".,;:")
        if len(tok) > 1 and not tok.isdigit() and tok.upper() != "NOT":
            out.append(tok)
    return list(dict.fromkeys(out))


def _occurs(claim: str, source: str) -> bool:
    m = re.fullmatch(r"(\d+(?:[.,]\d+)*) (.+)", claim)
    if m:  # number + unit: the unit must follow the same number in the source
        return re.search(rf"(?<![\w.]){re.escape(m.group(1))}\s*-?\s*{re.escape(m.group(2))}", source, re.I) is not None
    if claim[0].isdigit():
        return re.search(rf"(?<![\w.]){re.escape(claim)}(?![\d])", source) is not None
    return claim in source


@dataclass
class Verification:
    ok: bool
    cited: list[str]
    problems: list[str] = field(default_factory=list)
    support: float = 0.0

    def to_dict(self) -> dict[str, object]:
        return {"ok": self.ok, "cited": self.cited, "problems": self.problems, "support": round(self.support, 3)}


def verify(answer: str, slices: Sequence[Evidence], min_support: float = 0.7,
           question: str | None = None) -> Verification:
    """Apply the grounding rules to a generated answer (see the module docstring)."""
    by_id = {s.id.lower(): s for s in slices}
    cited = citations(answer)
    problems: list[str] = []
    if not _strip_anchors(answer).strip():
        return Verification(False, cited, ["empty answer"])
    if REFUSAL_RE.search(answer):
        return Verification(False, cited, ["the model declined (NOT IN DOCUMENTS)"])
    if not cited:
        problems.append("cites no anchor")
    unknown = [c for c in cited if c not in by_id]
    if unknown:
        problems.append(f"cites anchors not in the context: {', '.join(unknown)}")
    known = [c for c in cited if c in by_id]
    all_text = collapse_space(" ".join(by_id[c].full_text for c in known))
    supports: list[float] = []
    for sent in sentences(answer) or [answer]:
        own = [c for c in citations(sent) if c in by_id]
        source = collapse_space(" ".join(by_id[c].full_text for c in own)) if own else all_text
        for claim in claims(sent):
            if not _occurs(claim, source):
                problems.append(f"{claim!r} does not occur in the cited slice(s)")
        words = content_terms(_strip_anchors(sent))
        if len(words) >= 3:
            stems = set(content_terms(source))
            share = sum(1 for w in words if w in stems) / len(words)
            supports.append(share)
            if share < min_support:
                problems.append(f"only {share:.0%} of a sentence's words occur in its cited slices")
            if not _same_polarity(sent, source):
                problems.append("a sentence's negation does not match its source sentence")
    support = min(supports) if supports else 0.0
    if not supports:
        problems.append("the answer makes no checkable statement")
    if question is not None:
        context_terms = set(content_terms(" ".join(s.full_text for s in slices)))
        wanted = {t for t in content_terms(question) if t in context_terms}
        said = set(content_terms(_strip_anchors(answer)))
        if wanted and len(wanted & said) < len(wanted) / 2:
            problems.append("the answer does not address the question's terms")
    return Verification(not problems, [c for c in cited], problems, support)


class DraftCheck:
    """Why a draft that is still being generated can no longer pass :func:`verify`.

    Called with the text so far after each token; returns a reason or None.
    Only checks that later tokens cannot repair, over the sentences already
    finished (the last, possibly unfinished one is left alone):

    - a closed ``[Anchor: ID]`` whose id is not in the context (rule 1);
    - the model declined (rule 6);
    - a claim (number, unit, identifier) that occurs in no context slice: the
      slices a sentence is finally checked against are a subset of the context (rule 2);
    - a sentence whose content words are below ``min_support`` even against the
      whole context (rule 3, same subset argument).

    So stopping on a reason here never discards a draft that would have been
    verified, and saves the seconds a small model spends finishing a bad answer."""

    def __init__(self, slices: Sequence[Evidence], min_support: float = 0.7) -> None:
        self.ids = {s.id.lower() for s in slices}
        self.joined = collapse_space(" ".join(s.full_text for s in slices))
        self.stems = set(content_terms(self.joined))
        self.min_support = min_support
        self._checked = 0  # finished sentences already found fine

    def __call__(self, partial: str) -> str | None:
        if REFUSAL_RE.search(partial):
            return "the model declined (NOT IN DOCUMENTS)"
        done = sentences(partial)[:-1]
        for sent in done[self._checked:]:
            reason = self._sentence(sent)
            if reason:
                return reason
        self._checked = max(self._checked, len(done))
        return None

    def _sentence(self, sent: str) -> str | None:
        unknown = [m.group(1).lower() for m in CLOSED_CITATION_RE.finditer(sent) if m.group(1).lower() not in self.ids]
        if unknown:
            return f"cites anchors not in the context: {', '.join(dict.fromkeys(unknown))}"
        for claim in claims(sent):
            if not _occurs(claim, self.joined):
                return f"{claim!r} occurs in no context slice"
        words = content_terms(_strip_anchors(sent))
        if len(words) >= 3:
            share = sum(1 for w in words if w in self.stems) / len(words)
            if share < self.min_support:
                return f"only {share:.0%} of a sentence's words occur in the whole context"
        return None


_NEGATION_RE = re.compile(r"\b(not|never|no|cannot|none|neither|nor)\b|n't\b", re.I)


def _same_polarity(sentence: str, source: str) -> bool:
    """Whether the source sentence closest to ``sentence`` agrees with it on negation."""
    words = set(content_terms(_strip_anchors(sentence)))
    best, best_overlap = "", -1
    for cand in sentences(source) or [source]:
        overlap = len(words & set(content_terms(cand)))
        if overlap > best_overlap:
            best, best_overlap = cand, overlap
    return bool(_NEGATION_RE.search(_strip_anchors(sentence))) == bool(_NEGATION_RE.search(best))


@dataclass
class Quote:
    slice: Evidence
    text: str
    score: float
    term: str | None = None
    """The name the sentence's definition-list entry or section introduces (``work_mem``), if any."""
    rank: int = 0
    """The slice's position in the evidence (0: the best search hit)."""


_DEFINITION_RE = re.compile(r"\b(is|are)\s+(a|an|the)\b|\b(stands for|refers to|is defined as)\b", re.I)
_COMMAND_RE = re.compile(r"(^|\s|``)(echo|mount|make|cat|modprobe|insmod|sysctl|git|\$|#)\s|(^|\s)/[\w.-]+/")
_LIST_ITEM_RE = re.compile(r"^\s*(?:[-*+]|\d+[.)]?|\w\))\s")


def _weak(sent: str) -> bool:
    """Headings, "Here is ...:" lead-ins and fragments say little on their own."""
    text = sent.rstrip()
    words = len(text.split())
    if words < 4 or text.endswith(":"):
        return True
    return words < 9 and text[-1:] not in ".!?" and not _LIST_ITEM_RE.match(text)


def scored_units(question: str, slices: Sequence[Evidence], situation: float = 1.0) -> list[Quote]:
    """Every quotable unit of the slices that shares a word with the question, scored by the words it shares.

    Scoring: IDF-weighted share of the question's content terms in the sentence
    (IDF over the context's slices, so a term every slice has counts little),
    plus bonuses for question bigrams, the slice's rank, a definition for a
    "what is" question and a command for a "how do I" question; headings and
    fragments are penalised, and a sentence that merely repeats the question
    (an FAQ heading) hands its score to the sentence that follows it. Each unit
    also carries the name its definition-list entry introduces (:func:`units_with_terms`),
    which the fact picker uses.

    ``situation`` weighs a term that stands only in the situation the question describes, not in the
    clause that asks (:func:`~.names.asking_clause`): "the 300 million rows of survey_points take ages;
    which parameter ...": a sentence that restates the situation shares many words and answers nothing."""
    q_terms = list(dict.fromkeys(content_terms(question)))
    if not q_terms or not slices:
        return []
    told, ask = asking_clause(question)
    asked = set(content_terms(ask))
    weight = {t: 1.0 if not told or t in asked else situation for t in q_terms}
    intent = question_intent(question)
    slice_terms = [set(content_terms(s.full_text)) for s in slices]
    n = len(slices)
    idf = {t: weight[t] * math.log(1.0 + (n + 1) / (1 + sum(t in st for st in slice_terms))) for t in q_terms}
    total = sum(idf.values()) or 1.0
    q_words = content_terms(question, parts=False)
    q_bigrams = {(a, b) for a, b in zip(q_words, q_words[1:])}
    cands: list[Quote] = []
    for rank, s in enumerate(slices):
        carry = 0.0
        heading = set(content_terms(_heading(s)))
        for sent, term in units_with_terms(s):
            terms = content_terms(sent)
            tset = set(terms)
            # a sentence speaks about its section's subject ("This value controls ..." under
            # the heading "threads-max"): question terms only the heading has count, a little less
            matched = sum(idf[t] * (1.0 if t in tset else 0.8 if t in heading else 0.0) for t in q_terms)
            inherited, carry = carry, 0.0
            if sent.rstrip().endswith("?"):
                carry = 0.9 * matched / total  # an FAQ question: its answer comes next
                continue
            if matched <= 0 and inherited <= 0:
                continue
            words = content_terms(sent, parts=False)
            bigrams = sum(1 for bg in zip(words, words[1:]) if bg in q_bigrams)
            score = max(matched / total, inherited) + 0.1 * bigrams + 0.1 / (1 + rank)
            if len(sent) > 600:
                score -= 0.1
            if _weak(sent):
                score -= 0.2
            if intent == "definition" and matched > 0 and _DEFINITION_RE.search(sent):
                score += 0.15
            if intent == "code" and _COMMAND_RE.search(sent):
                score += 0.15
            cands.append(Quote(s, sent, score, term, rank))
    return cands


def _heading(s: Evidence) -> str:
    """The slice's own (innermost) section heading."""
    return str(s.meta.get("section_title", "")).rsplit(" > ", 1)[-1]


def units_with_terms(s: Evidence) -> list[tuple[str, str | None]]:
    """The slice's quotable units, each with the name its definition-list entry introduces (the
    ``work_mem (integer)`` line above a setting's description, or a heading that is a name), or None."""
    term = term_of(_heading(s))
    out: list[tuple[str, str | None]] = []
    for unit in _quote_units(s.full_text):
        term = term_of(unit.splitlines()[0]) or term
        out.append((unit, term))
    return out


def best_sentences(question: str, slices: Sequence[Evidence], max_quotes: int = 3) -> list[Quote]:
    """The sentence(s) that share most of the question's words (:func:`scored_units`), verbatim,
    each with its slice: the ``words`` picker."""
    cands = sorted(scored_units(question, slices), key=lambda q: -q.score)
    if not cands:
        return []
    best = cands[0]
    out = [best]
    for q in cands[1:]:
        if len(out) >= max_quotes:
            break
        if len(out) >= 2 and sum(len(x.text) for x in out) + len(q.text) > 500:
            break  # a third quote only while the answer stays short
        if q.score >= 0.6 * best.score and q.text != best.text:
            out.append(q)
    return out


def _quote_units(text: str) -> list[str]:
    """Quotable units of a slice: its sentences; a long table or list split into its lines;
    and a lead-in ending in ':' kept together with the block it introduces ("To free
    pagecache::" followed by the command), since one is not an answer without the other."""
    units: list[str] = []
    for unit in sentences(text):
        units.extend([ln.strip() for ln in unit.splitlines() if ln.strip()] if len(unit) > 300 else [unit])
    out: list[str] = []
    for unit in units:
        if out and out[-1].endswith(":") and len(out[-1]) + len(unit) <= 400:
            out[-1] = f"{out[-1]}\n{unit}"
        else:
            out.append(unit)
    return out


def format_quotes(quotes: Sequence[Quote], limit_chars: int = 600) -> str:
    """Quotes marked as such: ``> "verbatim sentence" [Anchor: ID]``."""
    lines = [QUOTES_LABEL]
    for q in quotes:
        text = collapse_space(q.text)
        if len(text) > limit_chars:
            text = text[:limit_chars].rstrip() + " ..."
        lines.append(quote_line(text, q.slice.id))
    return "\n".join(lines)


"""Choosing what to quote: the named picker strategies (``answer.picker``) and how quotes are shown.

``words``  the sentences that share most of the question's words
           (:func:`~.grounding.best_sentences`); the earlier picker, kept selectable so
           ``benchmark answer`` can compare both on one index in one run.
``fact``   the sentence that carries what the question asks for: the word score of
           ``words`` plus how well what the sentence offers (a setting or command the
           question does not name, a number with its unit, a reason, a definition) fits
           what the question asks for (:mod:`.facts`), plus how close in meaning the
           question is to the entries of the best sentences (:mod:`.entries`, with
           ``answer.entry_meaning``), and with ``answer.reader`` what the answer reader
           (:mod:`.reader`) makes of the best few. Its shortest span that carries
           the fact leads the answer ("say less, say it first"), then the sentence,
           then at most two more, all anchored. Weak evidence, or a question about
           something the documents rarely or never name, answers "not found in the
           documents" with the nearest sections to look at, instead of loosely
           related quotes.

The weights were chosen on the tuning halves of the answer sets (docs/benchmarks.md).
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Callable, Sequence, TypeVar

from ..config.settings import AnswerSettings
from ..kernel.anchors import cite, quote_line
from ..text import collapse_space, latin_share
from .entries import EntryKey, Similarity, entry_text
from .evidence import Evidence
from .facts import asks_for, fit, offer, span
from .names import Named, ask_points_back, unnamed, unnamed_products
from .reader import Scorer, reader_text
from .releases import asks_for_release, names_release, tells_of_newer_releases
from .grounding import NOT_FOUND_TEXT, QUOTES_LABEL, Quote, best_sentences, format_quotes, scored_units

PICKERS = ("fact", "words")
NEAREST_LABEL = "The nearest sections to look at:"


@dataclass(frozen=True)
class Weights:
    """How the fact picker weighs its evidence (chosen on the tuning sets). The weights a user can set
    (``answer.*``) default to the settings' defaults; :meth:`of` takes them from the settings in use."""

    fit: float = 0.5
    """Bonus for a sentence whose offer fits what the question asks for, times the fit (0..1)."""
    situation: float = 0.5
    """Word-score weight of a question term that stands only in the situation the question describes
    (:func:`~.grounding.scored_units`)."""
    min_lexical: float = 0.15
    """Best word score below this: the evidence is weak, the answer is "not found"."""
    weak_score: float = 0.5
    """Best final score below this: the evidence answers the ask weakly, and a product the documents never name
    (:func:`~.names.unnamed_products`) makes the answer "not found"."""
    weak_lexical: float = 0.25
    weak_lexical_score: float = 1.4
    """Best word score below ``weak_lexical`` with a best final score below this: weak evidence too."""
    pointed_lexical: float = 0.3
    """Best word score below this while the ask speaks of the situation's thing as "it" or "there"
    (:func:`~.names.ask_points_back`): weak evidence too."""
    second_ratio: float = 0.5
    """Further quotes must score at least this share of the best one (0.5 rather than 0.6 since rounds 21-54:
    the fact stood more often in a quote the higher bar left out)."""
    max_chars: int = 700
    """A third quote only while the quotes stay this short together."""
    rank: float = 0.1
    """Extra bonus times 1/(1 + the slice's search rank): a sentence of the best hit is more likely the answer."""
    entry: float = 1.5
    """Bonus times the cosine of the question to the entry a sentence stands in (:mod:`.entries`)."""
    entries: int = 6
    """How many entries, those of the best-scored sentences, are embedded for that bonus."""
    reader: float = AnswerSettings.reader_weight
    """Bonus times the reader's score (a logit) of a sentence (:mod:`.reader`)."""
    reader_top: int = AnswerSettings.reader_top
    """How many of the best-scored sentences the reader reads."""
    expansion: float = 1.0
    """Bonus for a sentence that spells out the acronym the question asks about (:mod:`.acronyms`)."""
    common_name: int = AnswerSettings.not_found_common
    """A name the hits lack but this many slices of the searched documents name does not make the
    answer "not found" (:func:`unnamed`; ``answer.not_found_common``, 0: the hits alone decide)."""
    phrases: bool = AnswerSettings.not_found_phrases
    """A name of several words or with a version (:func:`~appliance.text.name_phrases`) that the hits lack
    and the searched documents never name makes the answer "not found" (``answer.not_found_phrases``)."""
    versions: bool = AnswerSettings.not_found_versions
    """The same for a name that ends in a version ("PostgreSQL 17", "Linux 6.9") only
    (``answer.not_found_versions``)."""
    release_slices: int = AnswerSettings.not_found_release_slices
    """With ``versions``, a release named in fewer than this many slices counts as one the documents do not
    describe (``answer.not_found_release_slices``; 1: only one they never name)."""
    entry_lead: bool = True
    """When no span of the best sentence carries the fact, and the sentence describes a definition-list entry
    whose name neither the sentence nor the question says, the entry's name leads ("temp_file_limit" above
    "Specifies the maximum amount of disk space that a process can use for temporary files")."""

    @classmethod
    def of(cls, answer: AnswerSettings) -> "Weights":
        """The default weights with those ``answer`` sets (the reader's, and what makes an answer "not found")."""
        return cls(reader=answer.reader_weight, reader_top=answer.reader_top, common_name=answer.not_found_common,
                   phrases=answer.not_found_phrases, versions=answer.not_found_versions,
                   release_slices=answer.not_found_release_slices)


@dataclass
class Picked:
    """What an answer quotes: the quotes, the span that leads, or why nothing is quoted."""

    quotes: list[Quote] = field(default_factory=list)
    lead: str | None = None
    """The shortest verbatim span of ``quotes[0]`` (or its entry's name) that carries the fact."""
    not_found: bool = False
    nearest: list[Evidence] = field(default_factory=list)
    """When not found: the sections closest to the question, best first."""
    kind: str = "other"
    why: str = ""

    @property
    def cited(self) -> list[str]:
        return list(dict.fromkeys(q.slice.id for q in self.quotes))


T = TypeVar("T")
U = TypeVar("U")


Ranked = tuple[float, Quote, "str | None"]
"""(score, the sentence, the shortest span of it that carries the fact or None), best first."""


def candidates(question: str, slices: Sequence[Evidence], situation: float = 1.0) -> list[Quote]:
    """The quotable units of ``slices`` that share a word with the question, in the question's script
    (a sentence of a translation of the page is not quoted); ``situation``: see :func:`scored_units`."""
    latin = latin_share(question) >= 0.5
    return [q for q in scored_units(question, slices, situation) if (latin_share(q.text) >= 0.5) == latin]


def ranked(question: str, cands: Sequence[Quote], kind: str, *, weights: Weights = Weights(),
           similarity: Similarity | None = None, reader: Scorer | None = None) -> list[Ranked]:
    """``cands`` scored for answering the question, best first: their word score, how well what each
    offers fits what the question asks for, the rank of its slice; then, with ``similarity``, the
    meaning of the best entries (:mod:`.entries`) and, with ``reader``, the reader's judgement of
    the best few (:mod:`.reader`)."""
    out: list[Ranked] = []
    for q in cands:
        o = offer(q.text, question, q.term)
        score = (q.score + weights.fit * fit(kind, o, question) + weights.rank / (1 + q.rank)
                 + (weights.expansion if o.expansion else 0.0))
        out.append((score, q, span(kind, q.text, o)))
    out.sort(key=lambda t: -t[0])
    early: Future[dict[str, float]] | None = None
    if similarity is not None and weights.entry and reader is not None and weights.reader and out:
        # the reader starts on the best few as words rank them while the entries are embedded; it reads
        # again only the sentences the entries' meaning brings into its best few (the same scores: one
        # pair per run, see :class:`~.reader.Reader`)
        early = _ahead().submit(_read, question, _reader_texts(out[:weights.reader_top]), reader)
    if similarity is not None and weights.entry and out:
        out = _by_entry_meaning(question, out, similarity, weights)
    if reader is not None and weights.reader and out:
        out = _by_reader(question, out, reader, weights, early.result() if early is not None else {})
    return out


@lru_cache(maxsize=1)
def _ahead() -> ThreadPoolExecutor:
    """The thread the reader starts on while the entries are embedded (both run outside the GIL)."""
    return ThreadPoolExecutor(max_workers=1, thread_name_prefix="reader-ahead")


def _reader_texts(rescored: Sequence[Ranked]) -> list[str]:
    """What the reader reads for each sentence of ``rescored`` (:func:`~.reader.reader_text`)."""
    return [reader_text(q.term, q.text) for _, q, _ in rescored]


def _read(question: str, texts: Sequence[str], reader: Scorer) -> dict[str, float]:
    """The reader's logit for each of ``texts`` (each read once)."""
    unique = list(dict.fromkeys(texts))
    return dict(zip(unique, reader(question, unique))) if unique else {}


def pick(question: str, slices: Sequence[Evidence], picker: str = "fact", *,
         weights: Weights = Weights(), max_quotes: int = 3, similarity: Similarity | None = None,
         reader: Scorer | None = None, named: Named | None = None) -> Picked:
    """The quotes for ``question`` from ``slices`` by the named strategy (see the module docstring).
    With ``similarity`` the fact picker also weighs how close in meaning the question is to the
    entries of its best sentences (:mod:`.entries`), with ``reader`` what the answer reader
    makes of its best few (:mod:`.reader`); with ``named`` a name the hits lack only makes the
    answer "not found" when the searched documents rarely or never name it (:func:`unnamed`)."""
    if picker == "words":
        return Picked(best_sentences(question, slices, max_quotes))
    kind = asks_for(question)
    cands = candidates(question, slices, weights.situation)
    if not cands:
        return Picked(kind=kind, not_found=True, nearest=_nearest(slices), why="no sentence shares a word with the question")
    missing = unnamed(question, slices, named, weights.common_name, phrases=weights.phrases, versions=weights.versions,
                      release_slices=weights.release_slices)
    if missing:
        return Picked(kind=kind, not_found=True, nearest=_nearest(slices),
                      why=f"the documents found never name {', '.join(missing)}")
    if asks_for_release(question) and not any(names_release(q.text) for q in cands):
        return Picked(kind=kind, not_found=True, nearest=_nearest(slices),
                      why="the question asks in which release, and no sentence found names one")
    if tells_of_newer_releases(question):
        return Picked(kind=kind, not_found=True, nearest=_nearest(slices),
                      why="the question is about newer releases than the documents describe")
    best_lex = max(q.score for q in cands)
    if best_lex < weights.min_lexical:
        return Picked(kind=kind, not_found=True, nearest=_nearest(slices),
                      why=f"weak evidence: the best sentence shares too few of the question's words ({best_lex:.2f})")
    rescored = ranked(question, cands, kind, weights=weights, similarity=similarity, reader=reader)
    top_score, top, lead = rescored[0]
    if named is not None and _answers_weakly(question, best_lex, top_score, weights):
        products = unnamed_products(question, slices, named)
        if products:
            return Picked(kind=kind, not_found=True, nearest=_nearest(slices),
                          why=f"the documents found never name {', '.join(products)}, and no sentence answers the "
                              f"rest well (word score {best_lex:.2f}, score {top_score:.2f})")
    if (weights.entry_lead and lead is None and top.term and top.term.lower() not in top.text.lower()
            and top.term.lower() not in question.lower()):
        lead = top.term
    out = [Quote(top.slice, top.text, top_score, top.term, top.rank)]
    for score, q, _ in rescored[1:]:
        if len(out) >= max_quotes:
            break
        if len(out) >= 2 and sum(len(x.text) for x in out) + len(q.text) > weights.max_chars:
            break
        if score >= weights.second_ratio * top_score and q.text != top.text:
            out.append(Quote(q.slice, q.text, score, q.term, q.rank))
    if lead is not None and collapse_space(lead) == collapse_space(top.text):
        lead = None
    return Picked(out, lead, kind=kind)


def _answers_weakly(question: str, best_lex: float, top_score: float, weights: Weights) -> bool:
    """Whether the best sentences answer the ask only weakly (:attr:`Weights.weak_score` and the bars beside it)."""
    return (top_score < weights.weak_score
            or (best_lex < weights.weak_lexical and top_score < weights.weak_lexical_score)
            or (best_lex < weights.pointed_lexical and ask_points_back(question)))


def _by_entry_meaning(question: str, rescored: list[Ranked], similarity: Similarity,
                      weights: Weights) -> list[Ranked]:
    """``rescored`` (best first) with the entry bonus added to the sentences of the best
    ``weights.entries`` entries, sorted again."""
    keys: list[EntryKey] = []
    for _, q, _ in rescored:
        if (q.slice.id, q.term) not in keys:
            keys.append((q.slice.id, q.term))
        if len(keys) == weights.entries:
            break
    by_id = {q.slice.id: q.slice for _, q, _ in rescored}
    cosines = dict(zip(keys, similarity(question, [entry_text(by_id[i], t) for i, t in keys])))
    out = [(score + weights.entry * cosines.get((q.slice.id, q.term), 0.0), q, lead) for score, q, lead in rescored]
    out.sort(key=lambda t: -t[0])
    return out


def _by_reader(question: str, rescored: list[Ranked], reader: Scorer, weights: Weights,
               read: dict[str, float] | None = None) -> list[Ranked]:
    """``rescored`` once the reader has read its best ``weights.reader_top`` (:func:`reread`); ``read``: the
    logits of texts it has read already."""
    texts = _reader_texts(rescored[:weights.reader_top])
    scores = dict(read or {})
    scores |= _read(question, [t for t in texts if t not in scores], reader)
    return reread(rescored, [scores[t] for t in texts], weights.reader)


def reread(scored: Sequence[tuple[float, T, U]], judged: Sequence[float], weight: float) -> list[tuple[float, T, U]]:
    """``scored`` (best first) with ``weight`` times the reader's logit added to the first ``len(judged)``,
    those sorted again, ahead of the rest: the reader only reorders what it has read. The reader's
    cross-validation (``benchmark train-reader --cv``) reorders with this too."""
    n = len(judged)
    top = sorted(((score + weight * z, a, b) for (score, a, b), z in zip(scored[:n], judged)), key=lambda t: -t[0])
    return top + list(scored[n:])


def _nearest(slices: Sequence[Evidence], n: int = 2) -> list[Evidence]:
    """The best hits from different sections (what to open when the answer is not found)."""
    out: list[Evidence] = []
    seen: set[tuple[str, str]] = set()
    for s in slices:
        key = (s.source_path, str(s.meta.get("section_title", "")))
        if key not in seen:
            seen.add(key)
            out.append(s)
        if len(out) >= n:
            break
    return out


def section_name(s: Evidence) -> str:
    """A section as a person looks it up: its file, then its heading."""
    title = str(s.meta.get("section_title") or s.meta.get("title") or "").strip()
    return f"{s.display_source} ({title})" if title else s.display_source


def render(p: Picked) -> str:
    """What the answer shows: the leading span, then the quotes; or "not found" and where to look."""
    if p.not_found:
        lines = [NOT_FOUND_TEXT]
        if p.nearest:
            lines.append(NEAREST_LABEL)
            lines += [f"- {section_name(s)} {cite(s.id)}" for s in p.nearest]
        return "\n".join(lines)
    text = format_quotes(p.quotes)
    if p.lead:  # a verbatim span, so it is shown as a quote too (text in quotes never counts as a citation)
        label, rest = text.split("\n", 1)
        return f"{label}\n{quote_line(collapse_space(p.lead), p.quotes[0].slice.id)}\n{rest}"
    return text


def _split_first(answer: str) -> tuple[str, str]:
    """(the first line a listener hears, everything after it); a quotes label line is skipped."""
    lines = answer.splitlines()
    for i, line in enumerate(lines):
        if line.strip() and line.strip() != QUOTES_LABEL:
            return line, "\n".join(lines[i + 1:]).strip()
    return "", ""


def first_line(answer: str) -> str:
    """The first line a listener hears: a quotes label line is skipped."""
    return _split_first(answer)[0]


def rest_of(answer: str) -> str:
    """Everything after :func:`first_line` (what "more" reads after a spoken answer), or ""."""
    return _split_first(answer)[1]

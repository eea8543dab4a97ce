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

import re
from dataclasses import dataclass, field
from typing import Callable, Sequence, TypeVar

from ..kernel.anchors import cite, quote_line
from ..text import collapse_space, latin_share, name_phrases, proper_terms
from .entries import EntryKey, Similarity, entry_text
from .evidence import Evidence
from .facts import asks_for, fit, offer, span
from .reader import Scorer, reader_text
from .grounding import NOT_FOUND_TEXT, QUOTES_LABEL, Quote, best_sentences, format_quotes, scored_units

PICKERS = ("fact", "words")
NEAREST_LABEL = "The nearest sections to look at:"


@dataclass(frozen=True)
class Weights:
    """How the fact picker weighs its evidence (chosen on the tuning sets)."""

    fit: float = 0.5
    """Bonus for a sentence whose offer fits what the question asks for, times the fit (0..1)."""
    min_lexical: float = 0.15
    """Best word score below this: the evidence is weak, the answer is "not found"."""
    second_ratio: float = 0.6
    """Further quotes must score at least this share of the best one."""
    max_chars: int = 500
    """A third quote only while the quotes stay this short together."""
    rank: float = 0.1
    """Extra bonus times 1/(1 + the slice's search rank): a sentence of the best hit is more likely the answer."""
    entry: float = 1.5
    """Bonus times the cosine of the question to the entry a sentence stands in (:mod:`.entries`)."""
    entries: int = 4
    """How many entries, those of the best-scored sentences, are embedded for that bonus."""
    reader: float = 0.2
    """Bonus times the reader's score (a logit) of a sentence (:mod:`.reader`)."""
    reader_top: int = 8
    """How many of the best-scored sentences the reader reads."""
    common_name: int = 10
    """A name the hits lack but this many slices of the searched documents name does not make the
    answer "not found" (:func:`unnamed`; ``answer.not_found_common``, 0: the hits alone decide)."""
    phrases: bool = False
    """A name of several words or with a version (:func:`~appliance.text.name_phrases`) that the hits lack
    and the searched documents never name makes the answer "not found" (``answer.not_found_phrases``)."""
    entry_lead: bool = True
    """When no span of the best sentence carries the fact and the sentence describes a definition-list entry
    names neither it nor the question, the entry's name leads ("temp_file_limit" above "Specifies the
    maximum amount of disk space that a process can use for temporary files")."""


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

Named = Callable[[str, Sequence[str]], int]
"""(a name, namespaces) -> how many slices of those namespaces name it (counted up to a limit)."""


Ranked = tuple[float, Quote, "str | None"]
"""(score, the sentence, the shortest span of it that carries the fact or None), best first."""


def candidates(question: str, slices: Sequence[Evidence]) -> list[Quote]:
    """The quotable units of ``slices`` that share a word with the question, in the question's script
    (a sentence of a translation of the page is not quoted)."""
    latin = latin_share(question) >= 0.5
    return [q for q in scored_units(question, slices) if (latin_share(q.text) >= 0.5) == latin]


def ranked(question: str, cands: Sequence[Quote], kind: str, *, weights: Weights = Weights(),
           similarity: Similarity | None = None, reader: Scorer | None = None) -> list[Ranked]:
    """``cands`` scored for answering the question, best first: their word score, how well what each
    offers fits what the question asks for, the rank of its slice; then, with ``similarity``, the
    meaning of the best entries (:mod:`.entries`) and, with ``reader``, the reader's judgement of
    the best few (:mod:`.reader`)."""
    out: list[Ranked] = []
    for q in cands:
        o = offer(q.text, question, q.term)
        score = q.score + weights.fit * fit(kind, o, question) + weights.rank / (1 + q.rank)
        out.append((score, q, span(kind, q.text, o)))
    out.sort(key=lambda t: -t[0])
    if similarity is not None and weights.entry and out:
        out = _by_entry_meaning(question, out, similarity, weights)
    if reader is not None and weights.reader and out:
        out = _by_reader(question, out, reader, weights)
    return out


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
    cands = candidates(question, slices)
    if not cands:
        return Picked(kind=kind, not_found=True, nearest=_nearest(slices), why="no sentence shares a word with the question")
    missing = unnamed(question, slices, named, weights.common_name, phrases=weights.phrases)
    if missing:
        return Picked(kind=kind, not_found=True, nearest=_nearest(slices),
                      why=f"the documents found never name {', '.join(missing)}")
    best_lex = max(q.score for q in cands)
    if best_lex < weights.min_lexical:
        return Picked(kind=kind, not_found=True, nearest=_nearest(slices),
                      why=f"weak evidence: the best sentence shares too few of the question's words ({best_lex:.2f})")
    rescored = ranked(question, cands, kind, weights=weights, similarity=similarity, reader=reader)
    top_score, top, lead = rescored[0]
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


def _by_reader(question: str, rescored: list[Ranked], reader: Scorer, weights: Weights) -> list[Ranked]:
    """``rescored`` once the reader has read its best ``weights.reader_top`` (:func:`reread`)."""
    judged = reader(question, [reader_text(q.term, q.text) for _, q, _ in rescored[:weights.reader_top]])
    return reread(rescored, judged, weights.reader)


def reread(scored: Sequence[tuple[float, T, U]], judged: Sequence[float], weight: float) -> list[tuple[float, T, U]]:
    """``scored`` (best first) with ``weight`` times the reader's logit added to the first ``len(judged)``,
    those sorted again, ahead of the rest: the reader only reorders what it has read. The reader's
    cross-validation (``benchmark train-reader --cv``) reorders with this too."""
    n = len(judged)
    top = sorted(((score + weight * z, a, b) for (score, a, b), z in zip(scored[:n], judged)), key=lambda t: -t[0])
    return top + list(scored[n:])


def unnamed(question: str, slices: Sequence[Evidence], named: Named | None = None, common: int = 10, *,
            phrases: bool = False) -> list[str]:
    """The question's specific names that no slice of the evidence contains and that the searched
    documents rarely or never name.

    A word (:func:`~appliance.text.proper_terms`) counts when, with ``named``, fewer than ``common``
    slices of the searched namespaces name it: a word the documents use often (``sysctl``, ``psql``,
    ``runtime``) is part of their language even when the hits found do not happen to contain it,
    while a product they mention once or never (``PgBouncer``, ``Grafana``) is what an unanswerable
    question is about. A device instance counts as its stem (:func:`documented_forms`: ``event7``
    as ``event``), and the user's own names (:func:`own_names`: ``the raw_readings table``) do not
    count. With ``phrases`` (and ``named``), a name of several words or with a version
    (:func:`~appliance.text.name_phrases`: "Apache AGE", "Red Hat Enterprise Linux 9.3", "WAL-G")
    counts when the documents never name it: its words may each be common, so only its absence as a
    phrase says the question is about something else, while a rare mention ("System V", "TLS 1.0")
    is the documents' own name for it."""
    text = " ".join(s.full_text for s in slices).lower()
    own = set(own_names(question))
    words = [w for w in proper_terms(question) if w not in own]
    missing = [w for w in words if w.lower() not in text]
    if named is None:
        return missing
    namespaces = sorted({s.namespace for s in slices if s.namespace})
    if common > 0:
        missing = [w for w in missing if max(named(f, namespaces) for f in documented_forms(w)) < common]
    if phrases:
        missing += [p for p in name_phrases(question) if p not in words and p.lower() not in text
                    and named(p, namespaces) == 0]
    return missing


_OWN_KIND = r"(?:columns?|tables?|databases?|enums?|roles?|users?|fields?|schemas?)"
"""What a user calls the things they made: a name next to one of these is theirs."""
_SQL_WORD = r"(?:FROM|BY|TABLE|DATABASE|TEMPLATE|INTO|JOIN|ON|SELECT|UPDATE|WHERE|AND|OR)"


def own_names(question: str) -> list[str]:
    """The names in ``question`` that are the user's own things rather than what the question is about:
    a value given as an example (quoted, or after "like" or "e.g.": ``'lab123'``,
    ``LAB-2023-0042``), a name in the user's code (inside parentheses, after an SQL keyword in capitals:
    ``(SELECT batch_id FROM runs)``, ``ORDER BY valid_from``), and a table, column, database, user or
    role the user names (``the raw_readings table``, ``DROP DATABASE labdata``, ``the OS user jsmith``).
    No manual names them, and that is no sign that the documents cannot answer the question."""
    out = []
    for w in proper_terms(question):
        for m in re.finditer(re.escape(w), question):
            before, after = question[: m.start()], question[m.end():]
            made = "_" in w or any(ch.isdigit() for ch in w)  # sample_id, energy1_input: not a word
            code_like = made or w.islower()
            if (re.search(r"['\"\u2018\u201c]\S*\Z", before) or re.search(r"\b(?:like|e\.g\.,?)\s+\\?\Z", before)
                    or (code_like and (before.count("(") > before.count(")") or before.endswith(":")))
                    or re.search(rf"\b{_SQL_WORD}\s+\Z", before)
                    or (made and re.match(rf"\s+{_OWN_KIND}\b", after))
                    or (code_like and re.search(rf"\b{_OWN_KIND}\s+\Z", before))):
                out.append(w)
                break
    return out


_INSTANCE = re.compile(r"([A-Za-z]{3,})\d+(?:[a-z]+\d+)*")
"""A device or object instance: a word stem and its numbers (``event7``, ``nvme0n1``, ``mmcblk1boot0``)."""


def documented_forms(word: str) -> list[str]:
    """``word`` and, for a device or object instance, the stem the documents name it by (``event7``:
    ``/dev/input/eventX``; ``mtd0``: ``mtd``; ``nvme0n1``: ``nvme``). A user names the instance on
    their bench; the documents describe the kind, so a common stem makes it the documents' own thing."""
    forms = [word]
    m = _INSTANCE.fullmatch(word)  # ends in a number: not a product (ser2net)
    if m:
        forms.append(m.group(1))
    return forms


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

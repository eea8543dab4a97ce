"""Which of a question's names the documents lack: the evidence for answering "not found".

A question about something the documents never name (a product, a tool, a
version they do not cover) cannot be answered from them, however well its
other words match. But a name the hits lack is not always such a thing: the
documents may use it all the time elsewhere, name the kind of device the user
has one of, or never name it because it is the user's own (their table, their
example value). :func:`unnamed` sorts these out; :mod:`.picking` answers "not
found" when it returns anything.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Callable, Sequence

from ..text import capitalised_words, name_phrases, proper_terms
from .evidence import Evidence
from .releases import RELEASE_NUMBER

Named = Callable[[str, Sequence[str]], int]
"""(a name, namespaces) -> how many slices of those namespaces name it (counted up to a limit)."""


def unnamed(question: str, slices: Sequence[Evidence], named: Named | None = None, common: int = 1, *,
            phrases: bool = False, versions: bool = False, release_slices: int = 1) -> list[str]:
    """The question's specific names that no slice of the evidence contains and that the searched
    documents rarely or never name.

    A word (:func:`~appliance.text.proper_terms`) counts when, with ``named``, fewer than ``common``
    slices of the searched namespaces name it: a word the documents use (``sysctl``, ``psql``,
    ``runtime``, and at the default of 1 also a rarer one such as ``lock_not_available``) is part of
    their language even when the hits found do not happen to contain it, while a product they never
    mention (``Grafana``) is what an unanswerable question is about. A word English has too counts when it is
    written with a capital inside the sentence (:func:`~appliance.text.capitalised_words`: "Which Marten setting
    ..."), unless it is one word of a name phrase ("the Jane Doe Rig"), which counts only as the phrase does. A
    device instance counts as its stem (:func:`documented_forms`: ``event7`` as ``event``), a column written with its
    catalog as its two parts (:func:`_member_named`: ``pg_inherits.inhseqno``), and the user's own names
    (:func:`own_names`: ``the raw_readings table``) do not count. With ``phrases`` (and ``named``), a name of
    several words or with a version (:func:`~appliance.text.name_phrases`: "Apache AGE", "Red Hat Enterprise Linux
    9.3", "WAL-G") counts when the documents never name it: its words may each be common, so only its absence as a
    phrase says the question is about something else, while a rare mention ("System V", "TLS 1.0") is the
    documents' own name for it. With ``versions`` (and ``named``) only the parts of phrases that end in a version
    count (:func:`versioned_heads`: "PostgreSQL 17", "Linux 6.9", "Intel 865G", and "Linux 6.7" of "since Linux 6.7
    Landlock ..."): one the documents never name is one they do not describe, and so is a release
    (:data:`~.releases.RELEASE_NUMBER`) they name in fewer than ``release_slices`` slices (PostgreSQL 15's release
    notes say "PostgreSQL 16" twice, in passing: "does not work in PostgreSQL 16.0 and later"), while a name in
    common words may still be the user's own ("JANE DOE")."""
    text, namespaces = _searched(slices)
    terms, phrased, own = _names_of(question)
    words = [w for w in terms if w not in own]
    missing = [w for w in words if w.lower() not in text]
    if named is None:
        return missing
    if common > 0:
        missing = [w for w in missing
                   if _times_named(w, named, namespaces) < (1 if _pg_name(w) else common)
                   and not _member_named(w, named, namespaces)]
    if phrases or versions:
        for p in phrased:
            if p in words or p.lower() in text:
                continue
            for c in dict.fromkeys(([p] if phrases else []) + versioned_heads(p)):
                floor = max(release_slices, 1) if RELEASE_NUMBER.fullmatch(c.split()[-1]) else 1
                if c.lower() not in text and named(c, namespaces) < floor:
                    missing.append(c)
                    break
    return missing


@lru_cache(maxsize=64)
def _names_of(question: str) -> tuple[tuple[str, ...], tuple[str, ...], frozenset[str]]:
    """The question's names as :func:`unnamed` weighs them: its specific words (a capitalised English word only
    outside a name phrase, which decides as a phrase), its name phrases, and which of the words are the user's own.
    Read once per question, however many of the rules below ask."""
    terms = proper_terms(question)
    phrased = name_phrases(question)
    in_phrases = {w for p in phrased for w in p.split()}  # a phrase's words: the phrase decides
    terms += [w for w in capitalised_words(question) if w not in terms and w not in in_phrases]
    return tuple(terms), tuple(phrased), frozenset(own_names(question, terms))


def _searched(slices: Sequence[Evidence]) -> tuple[str, list[str]]:
    """The hits' text (lower case), where a name the question uses may stand, and the namespaces they come from,
    whose documents :data:`Named` counts the name in."""
    return (" ".join(s.full_text for s in slices).lower(),
            sorted({s.namespace for s in slices if s.namespace}))


def _times_named(word: str, named: Named, namespaces: Sequence[str]) -> int:
    """How many slices of ``namespaces`` name ``word`` in its most documented form (:func:`documented_forms`)."""
    return max(named(f, namespaces) for f in documented_forms(word))


def unnamed_products(question: str, slices: Sequence[Evidence], named: Named) -> list[str]:
    """The products the question names that neither the evidence nor the searched documents ever name and that
    :func:`unnamed` leaves out: a word written as a product's name (not as code, not hyphenated, not an acronym in
    capitals: ``Dagster``, ``RisingWave``) that stands only in the situation the question describes
    (:func:`situational`), and a name phrase without a hyphen anywhere ("Ory Kratos", "Steam Deck"). A name in the
    situation is often only the user's context ("our Grafana panel ...; which function ..."), and a phrase in common
    words may be the user's own ("the Jane Doe Rig"), so :mod:`.picking` counts these only when the best sentence
    answers the ask weakly too, where a product the documents never describe is the likelier reason."""
    context = situational(question)
    text, namespaces = _searched(slices)
    terms, phrased, own = _names_of(question)
    words = [w for w in terms if w in own and context(w) and not _code_like(w) and "-" not in w and not w.isupper()
             and w.lower() not in text and _times_named(w, named, namespaces) == 0]
    phrases = [p for p in phrased if "-" not in p and p.lower() not in text and named(p, namespaces) == 0]
    return words + phrases


def ask_points_back(question: str) -> bool:
    """Whether the clause that asks speaks of the situation's thing as "it" or "there" ("...; which display panel
    does it use?", "...; how do I add the database as a data source there?")."""
    return bool(_IT_THERE.search(asking_clause(question)[1]))


def versioned_heads(phrase: str) -> list[str]:
    """The parts of a name phrase that end in a version, longest first: the phrase itself when its last word is a
    number ("PostgreSQL 17"), and each head that ends in one when more words follow ("since Linux 6.7 Landlock is
    said to ...": "Linux 6.7"; "USB PD 3.1 Extended Power Range": "USB PD 3.1"). The words after the number name a
    thing of that release, so the release is what the documents must describe."""
    words = phrase.split()
    return [" ".join(words[: i + 1]) for i in range(len(words) - 1, 0, -1) if words[i][:1].isdigit()]


_MEMBER = re.compile(r"(pg_\w+|information_schema|[A-Z][a-z]+(?:[A-Z][a-z0-9]*)+)\.([a-z_][a-z0-9_]*)")
"""A column or member written with its table or struct, or a view with its schema: ``pg_inherits.inhseqno``,
``CustomPath.flags``, ``information_schema.collations``."""
_FILE_ENDINGS = frozenset("conf txt json yaml yml ini php sql xml toml cfg properties py so dat crt app js".split())
"""What follows the dot of a file's name (``NetworkManager.conf``, ``pg_hba.conf``): a file, not a member."""


def _member_named(word: str, named: Named, namespaces: Sequence[str]) -> bool:
    """Whether ``word`` is a column or member written with its table or struct (:data:`_MEMBER`) whose parts the
    documents both name: a catalog lists its columns in a table of their own, never next to the catalog's name,
    so ``pg_inherits.inhseqno`` is the documents' own when ``pg_inherits`` and ``inhseqno`` each are."""
    m = _MEMBER.fullmatch(word)
    return bool(m) and m.group(2) not in _FILE_ENDINGS and all(named(p, namespaces) >= 1 for p in m.groups())


def _pg_name(word: str) -> bool:
    """A name with PostgreSQL's prefix for its own objects (``pg_stat_user_tables``): a single slice that names
    it makes it the documents' own, where a word needs ``common`` slices (an extension's or another
    release's name, ``plpgsql_check`` or ``reserved_connections``, may be named once in passing)."""
    return word.lower().startswith("pg_")


_USER_PATH = re.compile(r"(?<![\w/])(?:~|/(?:opt|mnt|home|srv|data|media|tmp))(?:/[\w.+-]+)*/\Z")
"""Where a user keeps their own files: a name inside such a path is theirs (``/opt/lab/pglib``, ``/mnt/ssd``)."""

_OWN_KIND = (r"(?:columns?|tables?|databases?|enums?|roles?|users?|fields?|schemas?|tablespaces?|views?|indexe?s?|"
             r"functions?|triggers?|sequences?|types?|procedures?|groups?)")
"""What a user calls the things they made: a name next to one of these is theirs."""
_SQL_WORD = r"(?:FROM|BY|TABLE|DATABASE|TEMPLATE|INTO|JOIN|ON|SELECT|UPDATE|WHERE|AND|OR)"


def _made(word: str) -> bool:
    """A name someone made up rather than a word: ``sample_id``, ``energy1_input``, ``db01``."""
    return "_" in word or any(ch.isdigit() for ch in word)


def _code_like(word: str) -> bool:
    """A name as code writes it (``OLD.status``, ``pgweb``, ``db01``) rather than as a product's name (``SonarQube``)."""
    return _made(word) or word.islower() or "." in word


def own_names(question: str, terms: Sequence[str] | None = None) -> list[str]:
    """The names in ``question`` that are the user's own things rather than what the question is about:
    a value given as an example (quoted, or after "like" or "e.g.": ``'lab123'``,
    ``LAB-2023-0042``), a name in the user's code (inside parentheses, after an SQL keyword in capitals:
    ``(SELECT batch_id FROM runs)``, ``ORDER BY valid_from``), and a table, column, database, user, role
    or group the user names (``the raw_readings table``, ``DROP DATABASE labdata``, ``the OS user jsmith``,
    ``the labdb group``),
    or any other object of theirs (``our fast_ssd tablespace``, ``a unique index on serial_no``), and a
    name compared or assigned in their code (``OLD.status <> NEW.status``, ``-v with_seed=true``), and any
    name that stands only in the situation the question describes, not in the clause that asks
    (:func:`situational`: "...our production slot etl_slot ...; which function copies a slot?").
    No manual names them, and that is no sign that the documents cannot answer the question. A ``pg_`` name
    is never the user's: PostgreSQL keeps that prefix for its own objects. ``terms``:
    the question's :func:`~appliance.text.proper_terms`, when the caller has them already."""
    out = []
    context = situational(question)
    for w in proper_terms(question) if terms is None else terms:
        if w.lower().startswith("pg_"):  # the pg_stat_io view
            continue
        made = _made(w)
        code_like = _code_like(w)
        for m in re.finditer(re.escape(w), question):
            before, after = question[: m.start()], question[m.end():]
            if (re.search(r"['\"\u2018\u201c]\S*\Z", before) or re.search(r"\b(?:like|e\.g\.,?)\s+\\?\Z", before)
                    or (code_like and (before.count("(") > before.count(")") or before.endswith(":")))
                    or re.search(rf"\b{_SQL_WORD}\s+\Z", before)
                    or (re.match(rf"\s+{_OWN_KIND}\b", after)  # sample_id column; the labdb group
                        and (made or (code_like and re.search(r"\b(?:the|our|my)\s+\Z", before, re.I))))
                    or (code_like and re.search(rf"\b{_OWN_KIND}\s+(?:(?:on|named|called)\s+)?\Z", before))
                    or (made and re.search(r"\b(?:our|my)\s+\Z", before, re.I))
                    or (code_like and re.match(r"\s*(?:<>|!=|<=|>=|=|<|>)", after))
                    or re.search(r"(?:<>|!=|<=|>=|=|<|>)\s*\Z", before)
                    or _USER_PATH.search(before)):
                out.append(w)
                break
        else:  # no pattern marked it as theirs: it may still be their context
            if context(w):
                out.append(w)
    return out


_CLAUSE_END = re.compile(r"(?<!\be\.g)(?<!\bi\.e)(?<!\betc)(?<!\bvs)(?:;|[.!?:](?=\s+\S))")
"""Where a question's clauses end: a semicolon, or a sentence's end followed by more (``e.g.`` is no end). Not
:func:`~appliance.text.sentences`: a document's sentence starts with a capital, a question typed or spoken at the
bench often does not ("the database uses the en_US.UTF-8 locale. why?")."""
_POINTS_BACK = re.compile(
    r"\b(?:that|this|these|those|such an?|the same)\s+(?:\w+\s+)?(?:sysctls?|settings?|parameters?|options?|knobs?|"
    r"flags?|extensions?|modules?|drivers?|tools?|utilit(?:y|ies)|programs?|commands?|functions?|views?|variables?|"
    r"packages?|librar(?:y|ies)|plugins?|services?|features?)\b", re.I)
"""An asking clause that refers to a thing the situation named ("what is that sysctl set to?")."""
_IT_THERE = re.compile(r"\b(?:it|there)\b", re.I)
"""An asking clause that speaks of the thing the situation named as "it" or "there" (:func:`ask_points_back`)."""
_ITS = re.compile(r"\bits\b", re.I)
"""An asking clause that speaks of what belongs to a thing the situation named ("...; what is its default port?")."""


def asking_clause(question: str) -> tuple[str, str]:
    """``question`` as (the situation it describes, the clause that asks): the ask is what follows the last
    semicolon or sentence end ("the 300 million rows of survey_points take ages; which parameter ...?");
    with none, the whole question asks."""
    body = question.rstrip(" ?.!")
    ends = [m.end() for m in _CLAUSE_END.finditer(body)]
    return (question[: ends[-1]], question[ends[-1]:]) if ends else ("", question)


def situational(question: str) -> Callable[[str], bool]:
    """For ``question``, whether a name stands only in the situation it describes, not in the clause that asks,
    which does not point back at it either: the user's context (their slot ``etl_slot``, their host ``db01``), not
    what the question is about. A question about another release's setting or a tool the documents lack names it
    where it asks ("what does io_method default to?") or points back at it ("...; what is that sysctl set to?").
    An ask that says "its" ("...; which property in its configuration file holds the URL?") is about a thing
    the situation named: a product's name there ("SonarQube") is what it asks about, while a name as code writes
    it (the user's host ``db02``, their slot ``etl_slot``) or a hyphenated description ("LPC-attached") stays
    the user's.
    The question is split once; the test per name is two searches."""
    situation, ask = asking_clause(question)
    if not situation or _POINTS_BACK.search(ask):
        return lambda name: False
    possessive = bool(_ITS.search(ask))

    def only_there(name: str) -> bool:
        if possessive and not _code_like(name) and "-" not in name:  # "LPC-attached" describes, it names nothing
            return False
        pattern = rf"(?<![\w.-]){re.escape(name)}(?![\w-])"
        return bool(re.search(pattern, situation, re.I)) and not re.search(pattern, ask, re.I)

    return only_there


_INSTANCE = re.compile(r"([A-Za-z]{3,})\d+(?:[a-z]+\d+)*|([a-z]{2,})[XN]")
"""A device or object instance: a word stem and its numbers (``event7``, ``nvme0n1``, ``mmcblk1boot0``), or
a stem and the capital the documents write for "any number" (``nbdX``, ``loopN``)."""


def documented_forms(word: str) -> list[str]:
    """``word`` and, for a device or object instance, the stem the documents name it by (``event7``:
    ``/dev/input/eventX``; ``mtd0``: ``mtd``; ``nvme0n1``: ``nvme``; ``nbdX``: ``nbd``). A user names the instance on
    their bench; the documents describe the kind, so a common stem makes it the documents' own thing."""
    forms = [word]
    m = _INSTANCE.fullmatch(word)  # ends in a number: not a product (ser2net)
    if m and not (m.group(1) or "").isupper():  # a model number in capitals names one chip (MCP3008, PAM3), no instance
        forms.append(m.group(1) or m.group(2))
    head, _, tail = word.partition("-")
    if tail and "-" not in tail:  # IPv6-only: IPv6; per-lexeme: lexeme (not firewall-cmd, HID-BPF, WAL-G)
        if tail in _AFFIX_WORDS and len(head) >= 3:
            forms.append(head)
        elif head in _AFFIX_WORDS and len(tail) >= 3:
            forms.append(tail)
    return forms


_AFFIX_WORDS = frozenset("only based aware specific enabled capable compatible style level wide like "
                         "per non multi pre post sub cross inter intra".split())
"""Words that make a hyphenated form of another word ("IPv6-only", "per-lexeme") rather than a new name."""

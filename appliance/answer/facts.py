"""What a question asks for, what a sentence offers, and the shortest span that carries it.

A question that asks "which setting ..." is answered by a sentence that names a
setting the question does not already name; "how much / what default ..." by a
number with its unit; "what command ..." by a command line or a function name.
The typical wrong quote restates the situation the question describes ("My big
sorts spill to disk" -> a sentence about sorts spilling to disk) and names no
new setting, command or value, so what a sentence *offers* beyond the question's
own words is scored against what the question *asks for*.

Everything here is a verbatim substring of the source text, so a span shown as
the answer's first line can be checked against the slice it is anchored to.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..text import STOPWORDS, content_terms, proper_terms
from .acronyms import asked_acronym, expansion

KINDS = ("setting", "command", "value", "reason", "procedure", "definition", "other")

_NAMED = (r"setting|parameter|sysctl|option|guc|knob|tunable|variable|config\w*|flag|file|boot parameter|"
          r"kernel parameter|mount option|environment variable|switch|attribute|field|entry|directory|path")
_CALLED = (r"command|function|call|macro|api|helper|tool|utility|program|statement|clause|keyword|syntax|"
           r"meta-command|script|ioctl|syscall|system call|extension|view|catalog|module|tracer|governor|"
           r"index type|type|level|mode|sqlstate|error code|code|method|operator|lock|signal|daemon|driver|"
           r"scheduler|algorithm|policy|tag|header|library|service|backend|role|privilege|capability")
_ASK = [
    ("setting", re.compile(rf"\b(which|what) (\w+ ){{0,3}}({_NAMED})s?\b|\bwhat do i (change|set|tune|raise|lower|"
                           r"adjust)\b|\bwhich (setting|parameter)\b", re.I)),
    ("command", re.compile(rf"\b(which|what) ([\w/-]+ ){{0,3}}({_CALLED})s?\b|\bwhat do i (type|run)\b|"
                           r"\bwhich (\w+ )?(do i|should i|can i) (call|use|run|type)\b|"
                           r"\bwhat (must|should|do|does) (i|\w+ \w+|an? \w+|the \w+) (call|run|type|use)\b", re.I)),
    ("value", re.compile(
        r"\b(how (many|much|big|large|long|often|far|old|fast|small|soon)|what (values|range|fraction|percentage|size)|"
        r"\bdefault|out of the box|\bport\b|in (seconds|milliseconds|microseconds|bytes|kilobytes|megabytes|pages)\b|"
        r"\b(maximum|minimum|limit|size|range)\b)", re.I)),
    ("reason", re.compile(r"^\s*why\b|\bwhat is the reason\b|\bfor what reason\b|\bwhat happens\b", re.I)),
    ("definition", re.compile(r"^\s*(what\s+(is|are|does)\b|define\b|what's\b|meaning of\b)", re.I)),
    ("procedure", re.compile(r"\bhow (do|can|should|would|does) (i|we|you|one|\w+)\b|\bhow to\b|\bwhat steps\b",
                             re.I)),
]


_NOUN_Q = re.compile(rf"\b(?:which|what) (?:[\w/-]+ ){{0,3}}?({_NAMED}|{_CALLED})s?\b", re.I)
_SYNONYMS = {"setting": "parameter|option|variable|setting|knob", "parameter": "parameter|option|setting",
             "option": "option|parameter|flag", "tool": "tool|program|utility|command",
             "program": "program|tool|utility|command", "utility": "utility|tool|program|command",
             "call": "call|function|syscall", "system call": "system call|syscall|call",
             "function": "function|call", "file": "file|interface|attribute", "command": "command|tool|program"}


def asked_noun(question: str) -> str | None:
    """The noun a "which X ..." question names as the kind of thing it wants ("tool", "boot parameter")."""
    m = _NOUN_Q.search(question)
    return m.group(1).lower() if m else None


_HOW_DO_I = re.compile(r"^\s*how (do|can|should) (i|we|you)\b", re.I)


def asks_for(question: str) -> str:
    """The kind of fact a question asks for (one of :data:`KINDS`), by the first rule that matches.
    A question that starts "how do I ..." asks for a way to do it, even when what it does is
    about an amount ("how do I find out how much disk space ...": a function, not a number)."""
    for kind, rx in _ASK:
        if rx.search(question):
            return "procedure" if kind == "value" and _HOW_DO_I.match(question) else kind
    return "other"


# A code-ish token: ``literal``, a call(), CONFIG_X / snake_case / dotted.names, --flags, /paths, \meta.
_IDENT = re.compile(
    r"``([^`]+)``|`([^`]+)`"
    r"|(?<![\w/.-])(\\[a-z][\w]*)"                             # \password (psql meta-commands)
    r"|(?<![\w-])(--?[a-z][\w-]+(?:=\S+)?)"                    # --flag, -o
    r"|(?<![\w/])((?:/[\w.-]+){2,}/?)"                        # /sys/kernel/mm/ksm/run
    r"|(?<![\w.=/-])([a-z][\w.-]*=[\w.:/-]*)(?=[\s\"')\],]|$)"    # pirq=, apd=0: a boot or module parameter
    r"|\b([A-Za-z_][\w]*\(\))"                                 # kref_put()
    r"|\b([a-z][\w]+(?:\.[a-z_][\w]+)+)\b"                     # vm.swappiness (not i.e.)
    r"|\b([A-Za-z][A-Za-z0-9]*_[\w]+|_[\w]+|[A-Z][A-Z0-9]{2,}_[A-Z0-9_]+)\b"  # snake_case, CONFIG_X
)
_UNIT = r"(?:%|[kKMGT]i?B\b|(?!(?:and|to|or)\b)[a-zA-Z\u00b5]{1,16}\b)"
_DIGITS = r"-?\d+(?:[.,]\d+)*(?:\^\d+)?"
_NUMBER = re.compile(
    rf"(?<![\w.^])(?:between\s+)?{_DIGITS}(?:(?:\s*|-)?{_UNIT}?\s*(?:and|to|or|-)\s*{_DIGITS})?"
    rf"(?:(?:\s*|-){_UNIT})?(?:\s+(?:of|per)\s+(?:the\s+)?\w+(?:\s+\w+)?)?")
"""A number (``2^32``), a range whose ends may both carry the unit ("between 27us and 384 seconds", "50mV to
400mV"), its unit, and what it counts ("10 percent of the table")."""
_SPELLED = re.compile(r"\b(?:(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|"
                      r"forty|fifty|sixty|a)\s+)?(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
                      r"fifteen|twenty|thirty|forty|fifty|sixty|hundred|thousand|million)\s+([a-z]+)\b", re.I)
"""A number in words and the word after it ("three connections", "one thousand files"); a value only
where that word is a unit or what the question counts."""
_TIME_UNIT = re.compile(r"\d\s*(?:s|ms|us|\u00b5s|ns|min|h|d|secs?|seconds?|milliseconds?|microseconds?|"
                        r"nanoseconds?|minutes?|hours?|days?|weeks?|jiffies)\b", re.I)
_SIZE_UNIT = re.compile(r"\d\s*(?:[kKMGTP]i?B|bytes?|kilobytes?|megabytes?|gigabytes?|terabytes?|pages?|blocks?|"
                        r"[kKMGT])\b")
_ASKS_TIME = re.compile(r"\bhow (long|soon|often)\b|\b(in|how many) (seconds|milliseconds|microseconds|minutes)\b",
                        re.I)
_ASKS_SIZE = re.compile(r"\bhow (big|large)\b|\bhow much (memory|space|disk|ram|storage)\b|\b(in|how many) "
                        r"(bytes|kilobytes|megabytes|gigabytes|pages)\b", re.I)
_HOW_MANY = re.compile(r"\bhow many ([a-z][\w-]*)(?:\s+([a-z][\w-]*))?", re.I)
_UNIT_WORD = re.compile(r"(%|\b(bytes?|[kmgt]i?b|kilobytes?|megabytes?|gigabytes?|terabytes?|seconds?|ms|us|"
                        r"milliseconds?|microseconds?|minutes?|hours?|days?|pages?|connections?|percent|hz|jiffies|"
                        r"times|entries|blocks?|cpus?|per cent)\b)", re.I)
_SHELL_LINE = re.compile(
    r"^[ \t]*(?:[$#][ \t]*)?((?:echo|cat|mount|modprobe|insmod|rmmod|sysctl|make|git|psql|pg_\w+|initdb|createdb|dropdb|"
    r"createuser|dropuser|clusterdb|reindexdb|vacuumdb|vacuumlo|pgbench|ecpg|postgres|tar|mkdir|perf|devlink|ip|"
    r"ethtool|tc|cp|mv|ln|chmod|chown|dd|dmesg|mknod|losetup|dmsetup|mkfs\S*|fsck\S*|udevadm|trace-cmd|bpftool|"
    r"keyctl|cryptsetup|mdadm|ndctl|cxl|btrfs|xfs_\w+|setfacl|iw|taskset|numactl|cpupower|turbostat|"
    r"tools/\S+|\./\S+|\w+\.py)[ \t]+\S.*)$", re.M)
"""A line that runs a common tool, after its prompt if it has one (group 1: the command without the prompt)."""
_PROMPTED = re.compile(r"(?:^|(?<=\s))(?:\$#|\$|#)[ \t]+([a-z][\w.+/-]*[ \t][^\n$#]*?)(?=[ \t]+(?:\$#|\$|#)[ \t]|[ \t]*$)",
                       re.M)
"""A command after a shell prompt, up to the next prompt or the line's end ("$ clusterdb --table=foo xyzzy", "# mkdir
/config/stp-policy/..."): whatever program it runs."""
_QUOTED = r"['\u2018\"\u201c]([a-z][\w.+/-]*(?: [^'\"\u2019\u201d\s]+){1,8})['\u2019\"\u201d]"
_QUOTED_COMMAND = re.compile(rf"{_QUOTED}(?=\s+(?:command|tool)\b)|\b(?:command|run|type|execute) {_QUOTED}")
"""A command quoted in prose: "using 'devlink port function set hw_addr' command", "run 'make htmldocs'"."""
_SQL_LINE = re.compile(r"^[ \t]*(?:SELECT|ALTER|CREATE|SET|SHOW|VACUUM|ANALYZE|REINDEX|GRANT|COPY|DROP|CLUSTER)"
                       r"(?:[ \t]+[A-Z_]{2,})*\b.*$", re.M)


def _command_lines(text: str) -> list[str]:
    """Commands in a text, each once and without its prompt: what follows a shell prompt, a command quoted in prose,
    and lines that are a shell or SQL command, not prose that happens to start with "make" or "create": short, not
    ending like a sentence, or using the shell's own characters."""
    out = [m.group(1).strip() for m in _PROMPTED.finditer(text)]
    out += [next(g for g in m.groups() if g) for m in _QUOTED_COMMAND.finditer(text)]
    lines = [m.group(1) for m in _SHELL_LINE.finditer(text)] + [m.group(0) for m in _SQL_LINE.finditer(text)]
    for line in map(str.strip, lines):
        if re.search(r"[>|/=]|\s-{1,2}\w", line) or (len(line.split()) <= 8 and not line.endswith(".")):
            out.append(line)
    return list(dict.fromkeys(out))


_REASON = re.compile(r"\b(because|since|so that|in order to|otherwise|to avoid|to prevent|as a result|"
                     r"which means|this means|due to|the reason)\b", re.I)
_DEFINITION = re.compile(r"\b(is|are)\s+(a|an|the)\b|\b(stands for|refers to|is defined as|means)\b", re.I)
_IMPERATIVE = re.compile(r"^\s*(?:[-*+]\s*|\d+[.)]\s*)?(use|run|set|add|call|create|edit|type|enable|disable|"
                         r"pass|write|mount|specify|invoke|select|issue|execute|start|stop|echo)\b", re.I)
_LIST_MARK = re.compile(r"^\d+[.)](\s|$)")
_DEFAULT = re.compile(r"\bdefault", re.I)
_TERM_LINE = re.compile(r"^\s*(?:``)?([A-Za-z_\\][\w.\\-]*(?:\(\))?)(?:``)?(?:\s*\([\w ]+\))?\s*:?\s*$")


def identifiers(text: str) -> list[str]:
    """Code-like tokens in a text, verbatim, in order of appearance."""
    out = []
    for m in _IDENT.finditer(text):
        tok = next(g for g in m.groups() if g).strip(".,;:")
        if len(tok) > 2:
            out.append(tok)
    return list(dict.fromkeys(out))


def term_of(line: str) -> str | None:
    """The name a definition-list line introduces (``work_mem (integer)``, ``max_map_count:``), or None."""
    m = _TERM_LINE.match(line)
    if not m:
        return None
    name = m.group(1)
    if not re.search(r"[A-Za-z]{2}", name):  # a section number ("F.38.1.4.") names nothing
        return None
    return name if (("_" in name or "." in name or "\\" in name or name.endswith("()")) and len(name) > 2) else None


@dataclass(frozen=True)
class Offer:
    """What one sentence offers an answer, beyond the question's own words."""

    new_identifiers: list[str]
    """Identifiers and names no dictionary has (``mksquashfs``) that the question does not use, best first."""
    named: bool
    """One of them stands next to the noun the question asks for ("the mksquashfs program")."""
    numbers: list[str]
    commands: list[str]
    reason: bool
    definition: bool
    imperative: bool
    default: bool
    expansion: str | None = None
    """The words that spell out the acronym the question asks about ("Trust Domain Extensions")."""


@dataclass(frozen=True)
class _Asked:
    """What a question itself says, read once however many sentences are weighed for it."""

    low: str
    terms: frozenset[str]
    noun: str | None
    stated: frozenset[str]
    """The numbers the question states ("16-bit uids"): no sentence offers them."""
    counted: frozenset[str]
    """The (stemmed) words after "how many": what it counts ("how many significant digits")."""
    time: bool
    size: bool
    wants_range: bool
    acronym: str | None
    """The acronym it asks to have spelled out (:func:`~.acronyms.asked_acronym`), or None."""


@lru_cache(maxsize=64)
def _asked(question: str) -> _Asked:
    m = _HOW_MANY.search(question)
    return _Asked(question.lower(), frozenset(content_terms(question)), asked_noun(question),
                  frozenset(re.findall(r"(?<![\w.])\d+(?:[.,]\d+)*", question)),
                  frozenset(content_terms(" ".join(g for g in m.groups() if g))) if m else frozenset(),
                  bool(_ASKS_TIME.search(question)), bool(_ASKS_SIZE.search(question)),
                  bool(re.search(r"\b(values|range)\b", question, re.I)), asked_acronym(question))


def offer(sentence: str, question: str, term: str | None = None) -> Offer:
    """What ``sentence`` (under the definition-list ``term``, if any) offers for ``question``."""
    q = _asked(question)
    noun = q.noun
    found = identifiers(sentence)
    if noun:  # a plain name counts where the sentence calls it what the question asks for ("the mksquashfs program",
        # "the NOTIFY command", "the PARTITION BY clause")
        found += [w for w in proper_terms(sentence) if not any(w in f for f in found) and _next_to(sentence, w, noun)]
        found += [w for w in _keywords_at(sentence, noun) if not any(w in f for f in found)]
    idents = [t for t in found if t.lower() not in q.low]
    if term and term.lower() not in q.low:
        idents = [term, *[t for t in idents if t != term]]
    near = {t: _distance(sentence, t, noun) for t in idents if noun and _next_to(sentence, t, noun)}
    # the name next to the asked-for noun first, then the one that shares the question's words
    # ("function graph" -> function_graph), then the entry's own name; but for a setting or a file the
    # entry's own name comes first: a sentence of its entry names other settings only in passing
    # ("... such as a high wal_keep_size setting" under max_wal_size)
    own = bool(term and noun and re.fullmatch(_NAMED, noun))
    idents.sort(key=lambda t: (own and t != term, near.get(t, 99), -len(set(content_terms(t)) & q.terms),
                               t != term))
    nums = [_unit_checked(m.group(0).strip()) for m in _NUMBER.finditer(sentence)
            if not _in_identifier(sentence, m.start()) and not _list_marker(sentence, m.start())
            and re.search(r"\d+(?:[.,]\d+)*", m.group(0)).group(0) not in q.stated]  # "16-bit" for "16-bit uids"
    spelled = [m.group(0) for m in _SPELLED.finditer(sentence)
               if _UNIT_WORD.fullmatch(m.group(1)) or q.counted & set(content_terms(m.group(1)))]
    # a range for "what values"; then a number of what the question measures (a time for "how long", a size for
    # "how big", the things "how many" counts); the one next to "default" for a default; a number with a
    # unit; the one whose clause shares most of the question's words
    nums.sort(key=lambda n: (not (q.wants_range and re.search(r"\d\s*(and|to|or|-)\s*\d", n)),
                             not _measures(sentence, n, q),
                             not _next_to(sentence, n, "default"), not _UNIT_WORD.search(n),
                             -len(set(content_terms(_clause_text(sentence, n))) & q.terms)))
    nums += spelled  # "one block" is seldom the value where the sentence also has digits
    return Offer(idents, bool(near), nums, _command_lines(sentence),
                 bool(_REASON.search(sentence)), bool(_DEFINITION.search(sentence)),
                 bool(_IMPERATIVE.match(sentence)), bool(_DEFAULT.search(sentence)),
                 expansion(q.acronym, sentence) if q.acronym else None)


def _measures(sentence: str, number: str, q: _Asked) -> bool:
    """Whether ``number`` (as it stands in ``sentence``) is what the question measures: a time for "how long",
    a size for "how big", or a count of what "how many" counts ("1,600 int columns" for "how many columns")."""
    if (q.time and _TIME_UNIT.search(number)) or (q.size and _SIZE_UNIT.search(number)):
        return True
    if q.counted:
        rest = sentence[sentence.find(number) + len(number):].split()[:2]
        return bool(q.counted & set(content_terms(re.sub(r"^[\d.,\s-]+", "", " ".join([number, *rest])))))
    return False


def _next_to(sentence: str, name: str, noun: str, gap: int = 3) -> bool:
    """Whether ``name`` stands within ``gap`` words of ``noun`` (or a synonym) in ``sentence``."""
    pos = sentence.find(name)
    if pos < 0:
        return False
    nouns = _SYNONYMS.get(noun, re.escape(noun))
    before = sentence[:pos].split()[-gap:]
    after = sentence[pos + len(name):].split()[:gap + 1]
    return bool(re.search(rf"\b({nouns})", " ".join(before + after), re.I))


_KEYWORDS = re.compile(r"\b[A-Z][A-Z_]{2,}(?:\s+[A-Z]{2,})*\b")


def _keywords_at(sentence: str, noun: str) -> list[str]:
    """Runs of capitalised keywords right next to the asked-for noun itself: "the NOTIFY command", "the SQL
    command CHECKPOINT" (a synonym is too loose here: "which program ..." is not answered by "the SQL command")."""
    nouns = re.compile(rf"^\W*{re.escape(noun)}\b", re.I)
    out = []
    for m in _KEYWORDS.finditer(sentence):
        before = sentence[:m.start()].split()[-1:]
        after = sentence[m.end():].split()[:1]
        if any(nouns.match(w) for w in before + after):
            out.append(m.group(0))
    return out


def _distance(sentence: str, name: str, noun: str) -> int:
    """Words between ``name`` and the nearest mention of ``noun`` (or a synonym) in ``sentence``."""
    words = sentence.split()
    nouns = re.compile(rf"\b({_SYNONYMS.get(noun, re.escape(noun))})", re.I)
    parts = name.split() or [name]
    at = [i for i, w in enumerate(words) if parts[0] in w] + \
         [i for i, w in enumerate(words) if len(parts) > 1 and parts[-1] in w]
    near = [i for i, w in enumerate(words) if nouns.search(w)]
    return min((abs(a - b) for a in at for b in near), default=99)


def _unit_checked(number: str) -> str:
    """A number without a trailing word that is no unit ("1.0 and" -> "1.0")."""
    head, _, last = number.rpartition(" ")
    return head.strip() if head and last.lower() in STOPWORDS else number


def _list_marker(text: str, pos: int) -> bool:
    """A number that numbers a list item ("7) Add/remove ...", "2. Then ...") at the start of a line."""
    line_start = text.rfind("\n", 0, pos) + 1
    return text[line_start:pos].strip(" \t*-") == "" and bool(_LIST_MARK.match(text[pos:]))


def _in_identifier(text: str, pos: int) -> bool:
    return pos > 0 and (text[pos - 1].isalpha() or text[pos - 1] in "_-")


def fit(kind: str, o: Offer, question: str) -> float:
    """How well what a sentence offers fits what the question asks for (0..1)."""
    if o.expansion:  # what the acronym asked about stands for, whatever the question's wording
        return 1.0
    unit_nums = [n for n in o.numbers if _UNIT_WORD.search(n)]
    if kind == "setting":
        return 1.0 if o.named else 0.7 if o.new_identifiers else 0.0
    if kind == "command":
        return 1.0 if (o.commands or o.named) else 0.7 if o.new_identifiers else 0.3 if o.imperative else 0.0
    if kind == "value":
        wants_default = bool(_DEFAULT.search(question)) or "out of the box" in question.lower()
        base = 1.0 if unit_nums else 0.7 if o.numbers else 0.0
        return min(1.0, base + (0.3 if wants_default and o.default and o.numbers else 0.0))
    if kind == "reason":
        return 1.0 if o.reason else 0.0
    if kind == "procedure":
        return 1.0 if (o.commands or o.new_identifiers) else 0.5 if o.imperative else 0.0
    if kind == "definition":
        return 1.0 if o.definition else 0.0
    return 0.0


def span(kind: str, sentence: str, o: Offer) -> str | None:
    """The shortest verbatim piece of ``sentence`` that carries what ``kind`` asks for, or None
    (then the sentence itself leads). A definition-list term counts as the sentence's own text."""
    if o.expansion:
        return o.expansion
    if kind in ("setting", "command", "procedure"):
        if o.commands:
            return o.commands[0]
        if o.new_identifiers:
            return o.new_identifiers[0]
        return None
    if kind == "value" and o.numbers:
        return _clause(sentence, o.numbers[0])
    return None


def _clause(sentence: str, piece: str) -> str:
    """The clause of ``sentence`` (cut at , ; : and parentheses) that holds ``piece``, at most 14 words; what
    leads into the value stays with it ("default: 50", "defaults to 60 seconds", "more than 20 seconds")."""
    start = sentence.find(piece)
    if start < 0:
        return piece
    end = start + len(piece)
    head = _lead_in(sentence, start)
    left, right = _bounds(sentence, head, end)
    if left >= 0 and sentence[left] == "(" and right < len(sentence) and sentence[right] == ")" \
            and not sentence[left + 1 : head].strip():
        # "one minute (1min)": a value alone in parentheses restates the words before them
        right += 1
        left = _cut_before(sentence, left)
    after = sentence[right:]
    if after.startswith("(") and ")" in after and len(after[: after.index(")")].split()) <= 6:
        right += after.index(")") + 1  # "0.2 (20% of table size)": the same value said another way
    clause = sentence[left + 1: right].strip().rstrip(".")
    if len(clause.split()) > 14:
        return sentence[_named_before(sentence, head) if head == start else head : end]
    return clause


def _clause_text(sentence: str, piece: str) -> str:
    """The whole clause around ``piece``, however long (what it is said about)."""
    start = sentence.find(piece)
    if start < 0:
        return piece
    left, right = _bounds(sentence, start, start + len(piece))
    return sentence[left + 1: right]


def _cut_before(sentence: str, pos: int) -> int:
    """Where the clause ending at ``pos`` starts: the last cut (:func:`_cuts`) before it (-1: the sentence's start)."""
    return next((i for i in range(pos - 1, -1, -1) if _cuts(sentence, i)), -1)


def _cut_after(sentence: str, pos: int) -> int:
    """Where the clause starting before ``pos`` ends: the first cut (:func:`_cuts`) from it (the sentence's end)."""
    return next((i for i in range(pos, len(sentence)) if _cuts(sentence, i)), len(sentence))


def _cuts(text: str, i: int) -> bool:
    """Whether ``text[i]`` ends a clause: , ; : or a parenthesis, but not a comma between digits ("10,000,000")."""
    c = text[i]
    return c in ";:()" or (c == "," and not (0 < i < len(text) - 1 and text[i - 1].isdigit() and text[i + 1].isdigit()))


def _bounds(sentence: str, start: int, end: int) -> tuple[int, int]:
    return _cut_before(sentence, start), _cut_after(sentence, end)


def _lead_in(sentence: str, start: int) -> int:
    """Where the words that lead into the value at ``start`` begin: a bound ("more than") and a default's
    label ("default: ", "defaults to ")."""
    head = start
    for rx in (_BOUND, _DEFAULT_LABEL):
        m = rx.search(sentence[:head])
        if m:
            head = m.start()
    return head


def _named_before(sentence: str, start: int, most: int = 3) -> int:
    """Where the value at ``start`` begins once an acronym right before it (with one lower-case word between)
    joins it: "TCP port 113" rather than "113"."""
    head = start
    for _ in range(most):
        m = re.search(r"(?:^|\s)([A-Z][A-Za-z0-9]*\s+(?:[a-z]+\s+)?)\Z", sentence[:head])
        if not m or not re.match(r"[A-Z]{2,}\b", m.group(1)):
            break
        head = m.start(1)
    return head


_DEFAULT_LABEL = re.compile(r"\bdefaults?(?:\s+value)?(?:\s+(?:is|to|of)\s+|\s*[:=]\s*)\Z", re.I)
"""A default's label right before its value ("default: 50", "defaults to 60 seconds")."""
_BOUND = re.compile(r"\b(?:(?:no |not )?(?:more|less|fewer|greater|larger|smaller|higher|lower) than|at (?:least|most)"
                    r"|up to|over|under|above|below|roughly|about|approximately|around|nearly|almost|exactly)\s+\Z",
                    re.IGNORECASE)
"""Words that bound or round the value right after them ("more than 20 seconds", "up to 4 TB"): part of the value."""

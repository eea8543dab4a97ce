"""The rules every 130-row held-out voice-command set must pass, and its output.

The held-out sets 4 to 11 (``build_voice_commandsN.py`` next to this file) are
each written blind by a different author and hold only their rows; this module
holds the one copy of the checks and of the JSONL writer they share, so a set
cannot pass under a quietly different reading of the rules and every set is
written in exactly the same format.

The rules (each builder's docstring states them too):

* exactly 10 rows per intent, 13 intents, 130 rows in all;
* role: 5 rows with role "engineer" and 5 with role "student";
* pin and mount: each names every namespace (bench-a, global, bench-3) at
  least 3 times;
* slots: role -> {"role": ...}; pin and mount -> {"namespace": ...}; unpin
  -> {} always, even when a namespace is spoken; every other intent -> {};
  only the three namespaces and two roles are valid values;
* text: lower-case letters, spaces and apostrophes only, single spaces,
  fewer than 12 words, no duplicate texts; ids unique;
* every word is a headword of pocketsphinx's en-us dictionary
  (cmudict-en-us.dict; "word(2)" lines count as alternates of "word").

A builder turns its rows into dicts ``{"id", "text", "intent", "slots"}`` and
ends with ``sys.exit(main(rows))``.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import sys
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

Row = Mapping[str, Any]

INTENTS = ("help", "status", "reset", "new", "role", "pin", "unpin", "mount",
           "scan", "reindex", "whoami", "model", "stop")
ROLES = ("engineer", "student")
NAMESPACES = ("bench-a", "global", "bench-3")
NAMESPACE_INTENTS = ("pin", "mount")  # unpin is deliberately not one of them
FIELDS = ("id", "text", "intent", "slots")  # also the key order of the output

ROWS_PER_INTENT = 10
ROWS_PER_ROLE = 5
MIN_NAMESPACE_MENTIONS = 3
MAX_WORDS = 11  # "fewer than 12 words"

TEXT_RE = re.compile(r"[a-z']+( [a-z']+)*")
ALTERNATE_RE = re.compile(r"\(\d+\)$")
DICT_NAME = "cmudict-en-us.dict"
DICT_ENV = "CMUDICT_EN_US"
# Where pocketsphinx's C package installs its models, for a machine that has
# the models but not the Python package.
SYSTEM_MODEL_DIRS = ("/usr/share/pocketsphinx", "/usr/local/share/pocketsphinx")


def find_dictionary() -> str | None:
    """Path of the cmudict-en-us.dict the recogniser uses, or None.

    The words must be ones pocketsphinx can pronounce, so the dictionary is
    the one shipped with pocketsphinx: $CMUDICT_EN_US if set (an explicit
    choice wins, and a wrong one is reported rather than silently replaced),
    else the installed Python package's model directory (found without
    importing the package, which would load its native library), else the
    system model directories.
    """
    env = os.environ.get(DICT_ENV)
    if env:
        return env if os.path.isfile(env) else None
    bases: list[str] = []
    spec = importlib.util.find_spec("pocketsphinx")
    if spec is not None and spec.submodule_search_locations:
        bases.extend(os.path.join(b, "model") for b in spec.submodule_search_locations)
    bases.extend(SYSTEM_MODEL_DIRS)
    for base in bases:
        usual = os.path.join(base, "en-us", DICT_NAME)
        if os.path.isfile(usual):
            return usual
    for base in bases:  # a layout other than model/en-us/
        for dirpath, _dirs, files in os.walk(base):
            if DICT_NAME in files:
                return os.path.join(dirpath, DICT_NAME)
    return None


def load_headwords(path: str) -> set[str]:
    """Headwords of a CMU-format dictionary, with "word(2)" folded into "word".

    Alternate pronunciations are listed as "word(2)", "word(3)"; a text word
    only needs one pronunciation, so the suffix is dropped.
    """
    words: set[str] = set()
    with open(path, encoding="utf-8", errors="replace") as fh:
        for line in fh:
            parts = line.split()
            if parts:
                words.add(ALTERNATE_RE.sub("", parts[0]))
    return words


def dictionary_problems() -> tuple[set[str] | None, list[str]]:
    """Headwords and any problem finding them.

    A missing dictionary is a failure, not a skipped check: a set whose words
    were never checked must not pass.
    """
    path = find_dictionary()
    if path is None:
        where = (f"${DICT_ENV}={os.environ[DICT_ENV]!r} is not a file"
                 if os.environ.get(DICT_ENV) else
                 f"install pocketsphinx or set ${DICT_ENV}")
        return None, [f"cannot find pocketsphinx's {DICT_NAME} ({where})"]
    try:
        return load_headwords(path), []
    except OSError as exc:
        return None, [f"cannot read {path}: {exc}"]


def label(row: Row) -> str:
    """How a row is named in a message: its id and text, so it can be found."""
    return f"{row.get('id')} {row.get('text')!r}"


def shape_problems(row: Row) -> list[str]:
    """Problems with a row's fields and their types.

    The other checks read these fields, so a row that fails here is not
    checked further.
    """
    if not isinstance(row, Mapping):
        return [f"row {row!r} is not a dict"]
    if set(row) != set(FIELDS):
        return [f"{label(row)}: fields {sorted(row)}, want {sorted(FIELDS)}"]
    wrong = [f for f, t in (("id", str), ("text", str), ("intent", str), ("slots", dict))
             if not isinstance(row[f], t)]
    return [f"{label(row)}: {f} has the wrong type" for f in wrong]


def slot_problems(row: Row) -> list[str]:
    """Problems with a row's slots for its intent.

    The recogniser is scored on slots as well as intents, so each intent has
    exactly one valid slot shape; unpin takes no namespace even when one is
    spoken, because unpinning does not depend on which namespace is pinned.
    """
    intent, slots = row["intent"], row["slots"]
    if intent == "role":
        if set(slots) != {"role"} or slots["role"] not in ROLES:
            return [f"{label(row)}: role slots must be {{'role': {'|'.join(ROLES)}}}, "
                    f"got {slots!r}"]
    elif intent in NAMESPACE_INTENTS:
        if set(slots) != {"namespace"} or slots["namespace"] not in NAMESPACES:
            return [f"{label(row)}: {intent} slots must be "
                    f"{{'namespace': {'|'.join(NAMESPACES)}}}, got {slots!r}"]
    elif slots:
        return [f"{label(row)}: {intent} slots must be empty, got {slots!r}"]
    return []


def text_problems(row: Row, headwords: set[str] | None) -> list[str]:
    """Problems with a row's text as something a speaker says.

    The text stands for a transcript, so it has the recogniser's alphabet and
    single spaces; it is short enough to say in one breath; and every word
    must be in the recogniser's dictionary, or the row would test an
    out-of-vocabulary word rather than the intent matcher. Word checks are
    skipped for badly formed text, whose words are not well defined.
    """
    text = row["text"]
    if not TEXT_RE.fullmatch(text):
        return [f"{label(row)}: text must be lower-case letters, apostrophes "
                "and single spaces"]
    words = text.split(" ")
    out = []
    if len(words) > MAX_WORDS:
        out.append(f"{label(row)}: {len(words)} words, want fewer than {MAX_WORDS + 1}")
    if headwords is not None:
        out.extend(f"{label(row)}: word {w!r} not in pocketsphinx's {DICT_NAME}"
                   for w in words if w not in headwords)
    return out


def count_problems(rows: Sequence[Row]) -> list[str]:
    """Problems with the balance of the set as a whole.

    Equal rows per intent keep per-intent scores comparable between sets;
    the role and namespace minimums make sure every slot value is exercised.
    """
    out = []
    want = ROWS_PER_INTENT * len(INTENTS)
    if len(rows) != want:
        out.append(f"{len(rows)} rows, want {want}")
    per_intent = Counter(r["intent"] for r in rows)
    out.extend(f"intent {i}: {per_intent[i]} rows, want {ROWS_PER_INTENT}"
               for i in INTENTS if per_intent[i] != ROWS_PER_INTENT)
    out.extend(f"unknown intent {i!r} ({c} rows)"
               for i, c in per_intent.items() if i not in INTENTS)
    roles = Counter(r["slots"].get("role") for r in rows if r["intent"] == "role")
    out.extend(f"role {r}: {roles[r]} rows, want {ROWS_PER_ROLE}"
               for r in ROLES if roles[r] != ROWS_PER_ROLE)
    for intent in NAMESPACE_INTENTS:
        named = Counter(r["slots"].get("namespace") for r in rows if r["intent"] == intent)
        out.extend(f"{intent}: namespace {n} named {named[n]} times, "
                   f"want at least {MIN_NAMESPACE_MENTIONS}"
                   for n in NAMESPACES if named[n] < MIN_NAMESPACE_MENTIONS)
    return out


def duplicate_problems(rows: Sequence[Row]) -> list[str]:
    """Repeated ids or texts.

    Ids key the scores; a repeated text would be scored twice and weigh
    double.
    """
    out = []
    for field in ("id", "text"):
        out.extend(f"duplicate {field} {v!r} ({c} times)"
                   for v, c in Counter(r[field] for r in rows).items() if c > 1)
    return out


def problems(rows: Sequence[Row]) -> list[str]:
    """Every rule the rows break, one message each; empty if they pass.

    All problems are collected rather than stopping at the first, so a set's
    author can fix them in one pass.
    """
    shape = [p for r in rows for p in shape_problems(r)]
    if shape:
        return shape
    headwords, out = dictionary_problems()
    for row in rows:
        out.extend(slot_problems(row))
        out.extend(text_problems(row, headwords))
    out.extend(duplicate_problems(rows))
    out.extend(count_problems(rows))
    return out


def numbered(prefix: str, rows: Sequence[tuple[str, str, dict]]) -> list[Row]:
    """Rows written as (text, intent, slots) as dicts, numbered ``PREFIX-001`` on in the order written."""
    return [{"id": f"{prefix}-{n:03d}", "text": text, "intent": intent, "slots": slots}
            for n, (text, intent, slots) in enumerate(rows, 1)]


def from_values(prefix: str, rows: Sequence[tuple[str, str, str | None]]) -> list[Row]:
    """Rows written as (text, intent, slot value or None) as dicts, numbered ``PREFIX-001`` on in the order written.

    The value becomes the slot of the intent that takes one; a value given to an intent that takes none is kept (as
    "_unexpected") so the checks report it instead of it being dropped."""
    out: list[Row] = []
    for n, (text, intent, value) in enumerate(rows, 1):
        if intent == "role":
            slots = {"role": value}
        elif intent in ("pin", "mount"):
            slots = {"namespace": value}
        else:
            slots = {} if value is None else {"_unexpected": value}
        out.append({"id": f"{prefix}-{n:03d}", "text": text, "intent": intent, "slots": slots})
    return out


def to_jsonl(rows: Sequence[Row]) -> str:
    """The rows as JSON lines, keys in FIELDS order, a newline after each.

    The committed voice_commands_heldoutN.jsonl files are this text byte for
    byte, so the format must not drift.
    """
    return "".join(json.dumps({f: r[f] for f in FIELDS}) + "\n" for r in rows)


def main(rows: Sequence[Row]) -> int:
    """Check the rows; print the JSONL on stdout and return 0 if they pass.

    On failure each problem goes to stderr and nothing to stdout, so a
    failed run cannot leave a partial data file that looks complete; the
    return value is 1, for ``sys.exit``.
    """
    found = problems(rows)
    if found:
        for p in found:
            print(p, file=sys.stderr)
        return 1
    sys.stdout.write(to_jsonl(rows))
    return 0

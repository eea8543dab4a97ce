"""Checks the short-fact answer sets (answer_*.jsonl next to this script).

For every answerable row, each file in ``relevant`` is parsed with the
appliance's own parser (``appliance.kernel.parsers``: the text the appliance
indexes) and the ``answer`` phrase must occur in the parsed text, compared
case-insensitively after collapsing whitespace. Unanswerable rows must have
``answer`` null and ``relevant`` empty. Fields, kinds, corpora and ids are
checked too.

Run with the stable venv that has the appliance installed:

    /work/before/.venv/bin/python validate_answers.py [FILE.jsonl ...] [--others]

``--others`` also lists, for each answer, the other files of its corpus whose
parsed text contains the phrase (slow: parses the whole corpus; a help for
writing ``relevant`` lists, not a check).

Prints a summary; exits 1 on any failure.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from functools import lru_cache
from pathlib import Path

from appliance.kernel.parsers import parser_for, read_source

HERE = Path(__file__).resolve().parent
ROOTS = {
    "pg": Path("/usr/share/doc/postgresql-doc-15/html"),
    "kernel": Path("/usr/share/doc/linux-doc-6.1/html/_sources"),
}
GLOBS = {"pg": "*.html", "kernel": "*.rst.txt"}
KINDS = {"setting", "command", "value", "reason", "procedure", "definition"}
FIELDS = {"id", "query", "answer", "relevant", "kind", "corpus"}
MAX_BYTES = 64 * 1024 * 1024


def norm(text: str) -> str:
    return " ".join(text.split()).lower()


@lru_cache(maxsize=None)
def parsed_text(path: Path) -> str:
    info = parser_for(path)
    if info is None:
        raise ValueError(f"no parser for {path}")
    blocks = info.parser.parse(path, read_source(path, MAX_BYTES))
    return norm(" ".join(b.text for b in blocks))


def check_row(row: dict) -> list[str]:
    errs = []
    rid = row.get("id", "?")
    if set(row) != FIELDS:
        errs.append(f"{rid}: fields {sorted(row)} != {sorted(FIELDS)}")
        return errs
    if row["corpus"] not in ROOTS:
        errs.append(f"{rid}: unknown corpus {row['corpus']!r}")
        return errs
    if row["kind"] not in KINDS:
        errs.append(f"{rid}: unknown kind {row['kind']!r}")
    if not row["query"].strip():
        errs.append(f"{rid}: empty query")
    if row["answer"] is None:
        if row["relevant"]:
            errs.append(f"{rid}: unanswerable row with relevant files")
        return errs
    if not row["relevant"]:
        errs.append(f"{rid}: answerable row without relevant files")
    phrase = norm(row["answer"])
    if not phrase:
        errs.append(f"{rid}: empty answer")
        return errs
    for rel in row["relevant"]:
        path = ROOTS[row["corpus"]] / rel
        if not path.exists():
            errs.append(f"{rid}: missing file {rel}")
            continue
        if phrase not in parsed_text(path):
            errs.append(f"{rid}: {row['answer']!r} not in parsed text of {rel}")
    return errs


def others(row: dict) -> list[str]:
    root = ROOTS[row["corpus"]]
    phrase = norm(row["answer"])
    hits = []
    for p in sorted(root.rglob(GLOBS[row["corpus"]])):
        rel = str(p.relative_to(root))
        if rel in row["relevant"]:
            continue
        try:
            if phrase in parsed_text(p):
                hits.append(rel)
        except Exception:  # noqa: BLE001 - a file the parser rejects is simply not a hit
            pass
    return hits


def main(argv: list[str]) -> int:
    want_others = "--others" in argv
    files = [Path(a) for a in argv if not a.startswith("--")] or sorted(HERE.glob("answer_*.jsonl"))
    failures: list[str] = []
    seen: Counter[str] = Counter()
    for f in files:
        rows = [json.loads(line) for line in f.read_text().splitlines() if line.strip()]
        n_ok = n_unans = 0
        kinds: Counter[str] = Counter()
        for row in rows:
            seen[row.get("id", "?")] += 1
            errs = check_row(row)
            failures.extend(f"{f.name}: {e}" for e in errs)
            if not errs:
                if row["answer"] is None:
                    n_unans += 1
                else:
                    n_ok += 1
            kinds[row.get("kind", "?")] += 1
            if want_others and row.get("answer") and not errs:
                extra = others(row)
                print(f"  {row['id']}: {len(extra)} other files: {', '.join(extra[:12])}")
        kinds_s = ", ".join(f"{k} {n}" for k, n in sorted(kinds.items()))
        print(f"{f.name}: {len(rows)} rows, {n_ok} answers found, {n_unans} unanswerable ok ({kinds_s})")
    failures.extend(f"duplicate id {i} ({n}x)" for i, n in seen.items() if n > 1)
    for e in failures:
        print("FAIL", e)
    print(f"{len(files)} files, {sum(seen.values())} rows, {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

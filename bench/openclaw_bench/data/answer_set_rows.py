"""What the hand-written short-fact answer builders share: their rows as JSON lines.

Each builder (``build_answers_pg2.py``, ``build_answers_pg3.py``, ``build_answers_kernel3.py``,
``build_answers_pg4.py``, ``build_answers_kernel4.py``, ``build_answers_pg5.py``,
``build_answers_kernel5.py``, ``build_answers_pg6.py``, ``build_answers_kernel6.py``,
``build_answers_pg7.py``, ``build_answers_kernel7.py``, ``build_answers_pg8.py``,
``build_answers_kernel8.py``, ``build_answers_pg9.py``, ``build_answers_kernel9.py``,
``build_answers_pg10.py``, ``build_answers_kernel10.py``, ``build_answers_pg11.py``,
``build_answers_kernel11.py``, ``build_answers_pg12.py``, ``build_answers_kernel12.py``,
``build_answers_pg13.py``, ``build_answers_kernel13.py``, ``build_answers_pg14.py``,
``build_answers_kernel14.py``, ``build_answers_pg15.py``, ``build_answers_kernel15.py``,
``build_answers_pg16.py``, ``build_answers_kernel16.py``) holds its questions as ``(id, query, answer, relevant, kind)`` tuples
and prints them with :func:`main`, so every set has the same fields in the same order.
``build_answers_unanswerable8.py`` to ``build_answers_unanswerable14.py``, like the earlier
unanswerable builders, print their rows (``answer`` null, ``relevant`` empty) themselves, without
this module.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence

Row = tuple[str, str, str, list[str], str]


def rows(table: Sequence[Row], corpus: str) -> list[dict]:
    """The set as JSON-ready dicts, in file order."""
    return [{"id": rid, "query": q, "answer": a, "relevant": rel, "kind": kind, "corpus": corpus}
            for rid, q, a, rel, kind in table]


def main(table: Sequence[Row], corpus: str) -> int:
    """Print the set as JSON lines on standard output; refuse duplicate ids."""
    out = rows(table, corpus)
    ids = [r["id"] for r in out]
    if len(ids) != len(set(ids)):
        raise SystemExit("duplicate ids")
    for r in out:
        sys.stdout.write(json.dumps(r, ensure_ascii=False) + "\n")
    return 0

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
``build_answers_pg16.py``, ``build_answers_kernel16.py``, ``build_answers_pg17.py``,
``build_answers_kernel17.py``, ``build_answers_pg18.py``, ``build_answers_kernel18.py``,
``build_answers_pg19.py``, ``build_answers_kernel19.py``, ``build_answers_pg20.py``,
``build_answers_kernel20.py``, ``build_answers_pg21.py``, ``build_answers_kernel21.py``,
``build_answers_pg22.py``, ``build_answers_kernel22.py``, ``build_answers_pg23.py``,
``build_answers_kernel23.py``, ``build_answers_pg24.py``,
``build_answers_kernel24.py``, ``build_answers_pg25.py``,
``build_answers_kernel25.py``, ``build_answers_pg26.py``,
``build_answers_kernel26.py``, ``build_answers_pg27.py``,
``build_answers_kernel27.py``, ``build_answers_pg28.py``,
``build_answers_kernel28.py``, ``build_answers_pg29.py``,
``build_answers_kernel29.py``, ``build_answers_pg30.py``,
``build_answers_kernel30.py``, ``build_answers_pg31.py``,
``build_answers_kernel31.py``, ``build_answers_pg32.py``,
``build_answers_kernel32.py``, ``build_answers_pg33.py``,
``build_answers_kernel33.py``, ``build_answers_pg34.py``,
``build_answers_kernel34.py``, ``build_answers_pg35.py``,
``build_answers_kernel35.py``, ``build_answers_pg36.py``,
``build_answers_kernel36.py``, ``build_answers_pg37.py``,
``build_answers_kernel37.py``, ``build_answers_pg38.py``,
``build_answers_kernel38.py``, ``build_answers_pg39.py``,
``build_answers_kernel39.py``, ``build_answers_pg40.py``,
``build_answers_kernel40.py``, ``build_answers_pg41.py``,
``build_answers_kernel41.py``, ``build_answers_pg42.py``,
``build_answers_kernel42.py``, ``build_answers_pg43.py``,
``build_answers_kernel43.py``, ``build_answers_pg44.py``,
``build_answers_kernel44.py``, ``build_answers_pg45.py``,
``build_answers_kernel45.py``, ``build_answers_pg46.py``,
``build_answers_kernel46.py``, ``build_answers_pg47.py``,
``build_answers_kernel47.py``, ``build_answers_pg48.py``,
``build_answers_kernel48.py``, ``build_answers_pg49.py``,
``build_answers_kernel49.py``, ``build_answers_pg50.py``,
``build_answers_kernel50.py``, ``build_answers_pg51.py``,
``build_answers_kernel51.py``, ``build_answers_pg52.py``,
``build_answers_kernel52.py``, ``build_answers_pg53.py``,
``build_answers_kernel53.py``, ``build_answers_pg54.py``,
``build_answers_kernel54.py``, ``build_answers_pg55.py``,
``build_answers_kernel55.py``, ``build_answers_pg56.py``,
``build_answers_kernel56.py``, ``build_answers_pg57.py``,
``build_answers_kernel57.py``, ``build_answers_pg58.py``,
``build_answers_kernel58.py``, ``build_answers_pg59.py``,
``build_answers_kernel59.py``, ``build_answers_pg60.py``,
``build_answers_kernel60.py``) holds its questions as ``(id, query, answer, relevant, kind)`` tuples
and prints them with :func:`main`, so every set has the same fields in the same order.
``build_answers_unanswerable8.py``, like the earlier unanswerable builders, prints its rows itself;
``build_answers_unanswerable9.py`` and later (to ``build_answers_unanswerable50.py``) hold
``(id, query, kind, corpus)`` tuples and print them with :func:`unanswerable_main` (``answer`` null,
``relevant`` empty).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence

Row = tuple[str, str, str, list[str], str]
Unanswerable = tuple[str, str, str, str]
"""(id, query, kind, corpus) of a question the documents cannot answer."""


def rows(table: Sequence[Row], corpus: str) -> list[dict]:
    """The set as JSON-ready dicts, in file order."""
    return [{"id": rid, "query": q, "answer": a, "relevant": rel, "kind": kind, "corpus": corpus}
            for rid, q, a, rel, kind in table]


def main(table: Sequence[Row], corpus: str) -> int:
    """Print the set as JSON lines on standard output; refuse duplicate ids."""
    return _write(rows(table, corpus))


def _write(out: list[dict]) -> int:
    ids = [r["id"] for r in out]
    if len(ids) != len(set(ids)):
        raise SystemExit("duplicate ids")
    for r in out:
        sys.stdout.write(json.dumps(r, ensure_ascii=False) + "\n")
    return 0


def unanswerable_main(table: Sequence[Unanswerable]) -> int:
    """Print a set of questions the documents cannot answer as JSON lines (``answer`` null, ``relevant``
    empty); refuse duplicate ids."""
    return _write([{"id": i, "query": q, "answer": None, "relevant": [], "kind": k, "corpus": c}
                   for i, q, k, c in table])

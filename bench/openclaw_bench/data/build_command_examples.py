"""Writes the command matcher's example utterances from the scored command phrasing sets.

The phrasing sets that have been scored are tuning material (docs/benchmarks.md): what
people said for each command, written by several authors. The matcher compares an
utterance no template covers with these as well as with the template sentences
(``examples`` in ``appliance/conversation/sentences/examples.yaml``), so wordings a
template author never thought of are near something. The namespace a phrasing names is
written ``{namespace}`` (``{mentioned}`` where its command takes none, as for /unpin),
its role ``{role}``; a possessive name is the name.

``voice_commands_heldout11.jsonl`` is held out and never read here.

Usage::

    python build_command_examples.py > ../../../appliance/conversation/sentences/examples.yaml
    python build_command_examples.py --leave-out voice_commands_heldout4.jsonl > /tmp/examples.yaml

``--leave-out`` writes the examples without one set, to measure on it what examples written by
other people do for phrasings they did not see.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).parent
SETS = ["voice_commands_tune.jsonl", "voice_commands_heldout.jsonl", "voice_commands_heldout2.jsonl",
        "voice_commands_heldout3.jsonl", "voice_commands_heldout4.jsonl",
        "voice_commands_heldout5.jsonl", "voice_commands_heldout6.jsonl",
        "voice_commands_heldout7.jsonl", "voice_commands_heldout8.jsonl",
        "voice_commands_heldout9.jsonl", "voice_commands_heldout10.jsonl"]
NAMES = {"bench-a": ["bench a"], "bench-b": ["bench b"], "global": ["global"], "bench-3": ["bench three", "bench 3"]}
ROLES = ["engineer", "student"]


def placeholders(text: str, slots: dict[str, str]) -> str:
    """``text`` with its namespace and role said as the template slots."""
    name_slot = "namespace" if "namespace" in slots else "mentioned"
    for forms in NAMES.values():
        for form in sorted(forms, key=len, reverse=True):
            text = re.sub(rf"(?<![\w']){re.escape(form)}('s)?(?![\w'])", "{%s}" % name_slot, text)
    if "role" in slots:
        text = re.sub(rf"(?<![\w']){re.escape(slots['role'])}s?(?![\w'])", "{role}", text)
    return text


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--leave-out", action="append", default=[], help="a set to leave out (file name)")
    args = ap.parse_args()
    by_intent: dict[str, list[str]] = {}
    used = [s for s in SETS if s not in args.leave_out]
    for name in used:
        for line in (HERE / name).read_text().splitlines():
            if not line.strip():
                continue
            row = json.loads(line)
            text = placeholders(row["text"], row["slots"])
            if "role" in row["slots"] and "{role}" not in text:
                continue  # the role is implied ("talk to me like a beginner"): no slot to fill
            by_intent.setdefault(row["intent"], [])
            if text not in by_intent[row["intent"]]:
                by_intent[row["intent"]].append(text)
    out = sys.stdout
    out.write("# What people said for each command, from the scored command phrasing sets\n"
              f"# ({', '.join(used)}), written by bench/openclaw_bench/data/build_command_examples.py.\n"
              "# Compared with by similarity only, beside the template sentences; add your own in the\n"
              "# config dir's sentences/ folder under the same 'examples' key.\n"
              "examples:\n")
    for intent in sorted(by_intent):
        out.write(f"  {intent}:\n")
        for text in by_intent[intent]:
            out.write(f"    - {json.dumps(text)}\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

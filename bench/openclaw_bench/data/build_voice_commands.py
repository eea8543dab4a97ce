"""Builds voice_commands_heldout.jsonl: spoken command phrasings for the voice command
recogniser, held out (written before the recogniser exists, not from any template).

Each row is what a person says after the wake word (the wake word itself is not
part of the text), the intent it should map to and its slots:

* intents: help | status | reset | new | role | pin | unpin | mount | scan |
  reindex | whoami | model | stop;
* slots: ``{"namespace": ...}`` with a namespace a person can say on the test
  appliance ("bench a" -> ``bench-a``, "global"), ``{"role": ...}`` with
  ``engineer`` or ``student``, or ``{}``.

Meaning assumed for each intent: help = what can I say; status = what is loaded,
index progress; reset = forget the conversation so far; new = start a new
conversation/topic; role = switch the answer role; pin = restrict answers to one
namespace; unpin = lift that restriction; mount = add a namespace's documents;
scan = photograph a drawing with the bench camera; reindex = index the watched
folders again; whoami = which bench/location the appliance thinks I am at;
model = which language model is answering; stop = stop or cancel what it is doing.

The phrasings vary the way different people would say the same thing. The text is
lower case without punctuation (apostrophes kept), and every word must be in the
CMU pronouncing dictionary shipped with pocketsphinx; the script lists any word
that is missing and exits 1.

Each phrasing is meant to be rendered by 4 synthetic voices (4 clips per row).

Run: python build_voice_commands.py > voice_commands_heldout.jsonl
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

CMUDICT = Path("/work/before/.venv/lib/python3.11/site-packages/pocketsphinx/model/en-us/cmudict-en-us.dict")
INTENTS = {"help", "status", "reset", "new", "role", "pin", "unpin", "mount", "scan", "reindex", "whoami", "model", "stop"}
NAMESPACES = {"global", "bench-a"}
ROLES = {"engineer", "student"}

BENCH_A = {"namespace": "bench-a"}
GLOBAL = {"namespace": "global"}
STUDENT = {"role": "student"}
ENGINEER = {"role": "engineer"}

# (text, intent, slots)
PHRASINGS: list[tuple[str, str, dict[str, str]]] = [
    ("what can you do", "help", {}),
    ("which commands do you understand", "help", {}),
    ("how do i talk to you", "help", {}),
    ("what do you have loaded", "status", {}),
    ("give me a status report", "status", {}),
    ("how far along is the indexing", "status", {}),
    ("forget everything we said", "reset", {}),
    ("clear the conversation", "reset", {}),
    ("drop what we talked about", "reset", {}),
    ("let's start a new topic", "new", {}),
    ("start over with a fresh conversation", "new", {}),
    ("switch to student mode", "role", STUDENT),
    ("talk to me like an engineer", "role", ENGINEER),
    ("i'm a student so keep it simple", "role", STUDENT),
    ("use the engineer role", "role", ENGINEER),
    ("make bench a the default", "pin", BENCH_A),
    ("stick to bench a from now on", "pin", BENCH_A),
    ("only search the global documents", "pin", GLOBAL),
    ("stop limiting the search to one bench", "unpin", {}),
    ("remove the pin", "unpin", {}),
    ("search everything again", "unpin", {}),
    ("mount bench a", "mount", BENCH_A),
    ("load the documents for bench a", "mount", BENCH_A),
    ("mount the global documents", "mount", GLOBAL),
    ("scan this drawing", "scan", {}),
    ("take a picture of the drawing on the bench", "scan", {}),
    ("index the documents again", "reindex", {}),
    ("look for new files in the folders", "reindex", {}),
    ("which bench am i at", "whoami", {}),
    ("where am i right now", "whoami", {}),
    ("do you know which bench this is", "whoami", {}),
    ("which model are you using", "model", {}),
    ("what language model is running", "model", {}),
    ("never mind", "stop", {}),
    ("stop talking", "stop", {}),
    ("that's enough thanks", "stop", {}),
]


def cmu_words() -> set[str]:
    words = set()
    for line in CMUDICT.read_text(encoding="utf-8", errors="replace").splitlines():
        if line and not line.startswith(";;;"):
            words.add(line.split()[0].split("(")[0].lower())
    return words


def main() -> int:
    errors = []
    texts = [t for t, _, _ in PHRASINGS]
    errors += [f"duplicate phrasing {t!r}" for t in sorted(set(texts)) if texts.count(t) > 1]
    for t, intent, slots in PHRASINGS:
        if intent not in INTENTS:
            errors.append(f"{t!r}: unknown intent {intent}")
        if set(slots) - {"namespace", "role"} or slots.get("namespace", "global") not in NAMESPACES \
                or slots.get("role", "student") not in ROLES:
            errors.append(f"{t!r}: bad slots {slots}")
    missing_intents = INTENTS - {i for _, i, _ in PHRASINGS}
    errors += [f"intent {i} not covered" for i in sorted(missing_intents)]
    vocab = cmu_words()
    missing = sorted({w for t in texts for w in t.split() if w not in vocab})
    errors += [f"not in CMUdict: {w}" for w in missing]
    for e in errors:
        print(e, file=sys.stderr)
    if errors:
        return 1
    for i, (t, intent, slots) in enumerate(PHRASINGS, 1):
        sys.stdout.write(json.dumps({"id": f"voice-{i:02d}", "text": t, "intent": intent, "slots": slots}) + "\n")
    print(f"{len(PHRASINGS)} phrasings, {len(INTENTS)} intents, all words in CMUdict", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())

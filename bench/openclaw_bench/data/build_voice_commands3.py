"""Third held-out set of spoken command phrasings for the voice command recogniser.

What it is
    104 things a person at a lab bench might say to the appliance after the wake
    phrase, each labelled with one of the 13 command intents and its slots:
    8 rows per intent (help, status, reset, new, role, pin, unpin, mount, scan,
    reindex, whoami, model, stop). The rows mix short and long, polite and curt,
    with the fillers people really use ("okay", "please", "could you"), indirect
    requests ("i'm done with bench a use everything again" is unpin) and wording
    that borrows another intent's words ("stop only using bench a" is unpin,
    "rebuild the index from scratch" is reindex, not reset or new).

How it was written
    Blind: the author saw only a one-line description of each intent, the two
    role names and the three namespace names with their spoken forms. The
    recogniser, its templates and every other phrasing set (tuning and held-out)
    were not opened. Each row is one a reasonable person would accept as clearly
    that command. Held-out: score it once, never tune on it.

Text rules (checked here; any failure is listed and the script exits 1)
    - lower case letters, spaces and apostrophes only; fewer than 12 words;
    - no duplicate texts; ids unique;
    - every word is in pocketsphinx's en-us dictionary (``cmudict-en-us.dict``;
      ``word(2)`` lines are alternate pronunciations of ``word``), so the speech
      decoder could in principle produce the text.

Slot rules
    - role: ``{"role": "engineer"}`` or ``{"role": "student"}``, 4 rows each;
    - pin and mount: ``{"namespace": ...}`` with spoken "bench a" -> ``bench-a``,
      "global" -> ``global``, "bench three" -> ``bench-3``; each value appears at
      least twice per intent;
    - unpin: ``{}`` even when the phrase names a namespace;
    - every other intent: ``{}``.

Usage
    python build_voice_commands3.py > voice_commands_heldout3.jsonl
"""
from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

INTENTS = (
    "help", "status", "reset", "new", "role", "pin", "unpin",
    "mount", "scan", "reindex", "whoami", "model", "stop",
)
PER_INTENT = 8
NAMESPACES = ("bench-a", "global", "bench-3")
ROLES = ("engineer", "student")
MAX_WORDS = 12  # texts must have fewer words than this

BA = {"namespace": "bench-a"}
GL = {"namespace": "global"}
B3 = {"namespace": "bench-3"}
ENG = {"role": "engineer"}
STU = {"role": "student"}

ROWS: list[tuple[str, str, dict[str, str]]] = [
    # help: what can I say / what can you do / list the commands
    ("what can i say", "help", {}),
    ("what can you do", "help", {}),
    ("list the commands", "help", {}),
    ("help", "help", {}),
    ("okay what commands do you understand", "help", {}),
    ("could you tell me what i can ask you to do", "help", {}),
    ("i forgot the commands remind me please", "help", {}),
    ("what are my options here", "help", {}),
    # status: what is loaded, indexing progress, is everything ok
    ("status", "status", {}),
    ("what's loaded right now", "status", {}),
    ("how far along is the indexing", "status", {}),
    ("is everything okay", "status", {}),
    ("give me a status report please", "status", {}),
    ("which documents do you have loaded at the moment", "status", {}),
    ("are you still indexing or is it finished", "status", {}),
    ("okay is everything running all right", "status", {}),
    # reset: forget the conversation so far
    ("reset", "reset", {}),
    ("forget everything we just talked about", "reset", {}),
    ("clear the conversation", "reset", {}),
    ("okay wipe this chat and forget what i said", "reset", {}),
    ("please forget what we've said so far", "reset", {}),
    ("erase the conversation history", "reset", {}),
    ("forget my earlier questions", "reset", {}),
    ("could you reset the conversation please", "reset", {}),
    # new: start a new conversation / topic
    ("new conversation", "new", {}),
    ("let's start a new topic", "new", {}),
    ("new topic please", "new", {}),
    ("okay i want to talk about something else now", "new", {}),
    ("start a fresh conversation", "new", {}),
    ("could we begin a new chat", "new", {}),
    ("change of subject let's start fresh", "new", {}),
    ("open a new conversation", "new", {}),
    # role: engineer x4, student x4
    ("switch to engineer mode", "role", ENG),
    ("answer like an engineer", "role", ENG),
    ("could you talk to me as an engineer please", "role", ENG),
    ("i'm an engineer give me the technical answers", "role", ENG),
    ("student mode", "role", STU),
    ("explain things like i'm a student", "role", STU),
    ("switch your role to student", "role", STU),
    ("okay answer as if i were a student please", "role", STU),
    # pin: restrict answers to one namespace
    ("only use the bench a docs", "pin", BA),
    ("pin bench a", "pin", BA),
    ("stick to bench a's documents from now on", "pin", BA),
    ("only search the global manuals", "pin", GL),
    ("limit your answers to global", "pin", GL),
    ("pin the global collection please", "pin", GL),
    ("only answer from bench three's stuff", "pin", B3),
    ("restrict yourself to the bench three documents", "pin", B3),
    # unpin: lift the restriction (slots always empty)
    ("stop only using bench a", "unpin", {}),
    ("i'm done with bench a use everything again", "unpin", {}),
    ("search all the documents again", "unpin", {}),
    ("remove the pin", "unpin", {}),
    ("okay don't restrict answers to global anymore", "unpin", {}),
    ("go back to using every collection", "unpin", {}),
    ("lift the bench three restriction please", "unpin", {}),
    ("okay you don't need to stay pinned to global", "unpin", {}),
    # mount: add / load a namespace's documents
    ("mount bench a", "mount", BA),
    ("load the bench a docs", "mount", BA),
    ("okay load up bench a's manuals", "mount", BA),
    ("add the global manuals", "mount", GL),
    ("could you load global please", "mount", GL),
    ("bring in the global documents too", "mount", GL),
    ("mount bench three's stuff", "mount", B3),
    ("please add the documents for bench three", "mount", B3),
    # scan: photograph/read the drawing under the bench camera
    ("scan", "scan", {}),
    ("scan the drawing", "scan", {}),
    ("take a picture of the drawing under the camera", "scan", {}),
    ("read the drawing on the bench", "scan", {}),
    ("could you photograph this sheet please", "scan", {}),
    ("look at the drawing i put under the camera", "scan", {}),
    ("okay snap a photo of the schematic", "scan", {}),
    ("scan what's under the camera", "scan", {}),
    # reindex: index the watched folders again
    ("index the watched folders again", "reindex", {}),
    ("rebuild the index please", "reindex", {}),
    ("rebuild the index from scratch", "reindex", {}),
    ("could you index everything again", "reindex", {}),
    ("update the index", "reindex", {}),
    ("i added some files please run the indexing again", "reindex", {}),
    ("go through the watched folders again", "reindex", {}),
    ("okay refresh the index", "reindex", {}),
    # whoami: which bench / location the appliance thinks I am at
    ("where am i", "whoami", {}),
    ("which bench am i at", "whoami", {}),
    ("who am i", "whoami", {}),
    ("what location are you set to", "whoami", {}),
    ("okay which bench is this", "whoami", {}),
    ("tell me which workbench i'm at", "whoami", {}),
    ("what bench do you think i'm sitting at", "whoami", {}),
    ("where do you think you are", "whoami", {}),
    # model: which language model is answering
    ("which model are you", "model", {}),
    ("what language model is answering", "model", {}),
    ("what model are you running", "model", {}),
    ("tell me which language model you use", "model", {}),
    ("what's the model behind the answers", "model", {}),
    ("okay what model is doing the talking", "model", {}),
    ("which model please", "model", {}),
    ("could you tell me what language model this is", "model", {}),
    # stop: stop / cancel / stop talking
    ("stop", "stop", {}),
    ("cancel", "stop", {}),
    ("stop talking", "stop", {}),
    ("okay that's enough be quiet", "stop", {}),
    ("cancel that please", "stop", {}),
    ("hush", "stop", {}),
    ("never mind stop", "stop", {}),
    ("please stop reading that answer", "stop", {}),
]

TEXT_RE = re.compile(r"[a-z']+( [a-z']+)*")


def dictionary_path() -> Path:
    """Locate pocketsphinx's en-us pronunciation dictionary in the installed package."""
    import pocketsphinx

    return Path(pocketsphinx.get_model_path()) / "en-us" / "cmudict-en-us.dict"


def load_words(path: Path) -> set[str]:
    """Headwords of a cmudict file, with ``word(2)`` alternates folded into ``word``."""
    words: set[str] = set()
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            head = line.split(" ", 1)[0].strip()
            if head:
                words.add(re.sub(r"\(\d+\)$", "", head))
    return words


def build() -> list[dict]:
    """The rows as JSON-ready dicts with ids ``v3-001`` onward, in ROWS order."""
    return [
        {"id": f"v3-{i:03d}", "text": text, "intent": intent, "slots": dict(slots)}
        for i, (text, intent, slots) in enumerate(ROWS, start=1)
    ]


def check(rows: list[dict], words: set[str]) -> list[str]:
    """Every way the rows break the text and slot rules, one message each."""
    errors: list[str] = []
    seen: set[str] = set()
    for row in rows:
        rid, text, intent, slots = row["id"], row["text"], row["intent"], row["slots"]
        if not TEXT_RE.fullmatch(text):
            errors.append(f"{rid}: not lower-case letters/spaces/apostrophes: {text!r}")
        n_words = len(text.split())
        if n_words >= MAX_WORDS:
            errors.append(f"{rid}: {n_words} words (limit {MAX_WORDS - 1}): {text!r}")
        if text in seen:
            errors.append(f"{rid}: duplicate text {text!r}")
        seen.add(text)
        missing = [w for w in text.split() if w not in words]
        if missing:
            errors.append(f"{rid}: not in the dictionary: {', '.join(missing)}")
        if intent not in INTENTS:
            errors.append(f"{rid}: unknown intent {intent!r}")
        if intent in ("pin", "mount"):
            if set(slots) != {"namespace"} or slots["namespace"] not in NAMESPACES:
                errors.append(f"{rid}: {intent} needs one namespace slot, got {slots}")
        elif intent == "role":
            if set(slots) != {"role"} or slots["role"] not in ROLES:
                errors.append(f"{rid}: role needs one role slot, got {slots}")
        elif slots:
            errors.append(f"{rid}: {intent} takes no slots, got {slots}")
    per_intent = Counter(row["intent"] for row in rows)
    for intent in INTENTS:
        if per_intent[intent] != PER_INTENT:
            errors.append(f"{intent}: {per_intent[intent]} rows, want {PER_INTENT}")
    roles = Counter(r["slots"].get("role") for r in rows if r["intent"] == "role")
    for role in ROLES:
        if roles[role] != PER_INTENT // 2:
            errors.append(f"role {role}: {roles[role]} rows, want {PER_INTENT // 2}")
    for intent in ("pin", "mount"):
        spaces = Counter(r["slots"].get("namespace") for r in rows if r["intent"] == intent)
        for ns in NAMESPACES:
            if spaces[ns] < 2:
                errors.append(f"{intent} {ns}: {spaces[ns]} rows, want at least 2")
    return errors


def main() -> int:
    rows = build()
    errors = check(rows, load_words(dictionary_path()))
    if errors:
        for message in errors:
            print(message, file=sys.stderr)
        return 1
    for row in rows:
        print(json.dumps(row))
    return 0


if __name__ == "__main__":
    sys.exit(main())

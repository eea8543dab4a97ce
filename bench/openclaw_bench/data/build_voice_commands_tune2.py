#!/usr/bin/env python3
"""Builds the second part of voice_commands_tune.jsonl: 130 spoken command phrasings (10 per
intent) for tuning the command recogniser, written without seeing its templates or the
held-out sets. The first 42 rows of that file were written by hand before.

Run: python build_voice_commands_tune2.py > part2.jsonl (voice_commands_tune.jsonl is the 42 rows written by hand, then these).

Prints JSONL to stdout. Checks every word of every command (and of
command_questions_tune.txt next to this script, if present) against the CMU
dictionary shipped with pocketsphinx; exits 1 listing missing words.
Also exits 1 on duplicates, rows of 12+ words, or wrong per-intent counts.
"""
import json
import os
import re
import sys

def _cmudict() -> str:
    import pocketsphinx

    return os.path.join(os.path.dirname(pocketsphinx.__file__), "model", "en-us", "cmudict-en-us.dict")


DICT_PATH = _cmudict()

# (text, intent, slots)
ROWS = [
    # help
    ("what can i say", "help", {}),
    ("help", "help", {}),
    ("what can you do", "help", {}),
    ("what commands do you know", "help", {}),
    ("i need some help with the commands please", "help", {}),
    ("tell me what you can do for me", "help", {}),
    ("list the commands", "help", {}),
    ("how do i use you", "help", {}),
    ("what are my options here", "help", {}),
    ("could you tell me what things i can ask for", "help", {}),
    # status
    ("status", "status", {}),
    ("what's loaded right now", "status", {}),
    ("is everything okay", "status", {}),
    ("how far along is the indexing", "status", {}),
    ("which documents are mounted", "status", {}),
    ("give me a status report", "status", {}),
    ("are you working properly", "status", {}),
    ("what do you have loaded at the moment", "status", {}),
    ("is the index finished yet", "status", {}),
    ("system check how are things going", "status", {}),
    # reset
    ("reset", "reset", {}),
    ("forget everything we said", "reset", {}),
    ("forget the conversation", "reset", {}),
    ("clear the history please", "reset", {}),
    ("wipe what we talked about so far", "reset", {}),
    ("reset the conversation", "reset", {}),
    ("please erase your memory of this chat", "reset", {}),
    ("drop everything i've said so far", "reset", {}),
    ("clear the context", "reset", {}),
    ("can you forget what i just asked you", "reset", {}),
    # new
    ("new conversation", "new", {}),
    ("start a new conversation", "new", {}),
    ("new topic", "new", {}),
    ("let's talk about something else", "new", {}),
    ("i want to start a fresh session", "new", {}),
    ("begin a new chat please", "new", {}),
    ("change of subject", "new", {}),
    ("open a new thread", "new", {}),
    ("let's start something new", "new", {}),
    ("can we switch to a different topic", "new", {}),
    # role
    ("switch to engineer mode", "role", {"role": "engineer"}),
    ("answer like an engineer", "role", {"role": "engineer"}),
    ("student role", "role", {"role": "student"}),
    ("explain things to me like i'm a student", "role", {"role": "student"}),
    ("change the role to engineer please", "role", {"role": "engineer"}),
    ("i'm a student", "role", {"role": "student"}),
    ("use the student role from now on", "role", {"role": "student"}),
    ("talk to me as an engineer", "role", {"role": "engineer"}),
    ("set role student", "role", {"role": "student"}),
    ("give me the engineer answers", "role", {"role": "engineer"}),
    # pin
    ("pin bench a", "pin", {"namespace": "bench-a"}),
    ("only use the global documents", "pin", {"namespace": "global"}),
    ("restrict answers to bench three", "pin", {"namespace": "bench-3"}),
    ("stick to bench b", "pin", {"namespace": "bench-b"}),
    ("pin global", "pin", {"namespace": "global"}),
    ("limit yourself to the bench a manuals", "pin", {"namespace": "bench-a"}),
    ("only answer from bench three please", "pin", {"namespace": "bench-3"}),
    ("focus on the bench b documents only", "pin", {"namespace": "bench-b"}),
    ("pin to bench three", "pin", {"namespace": "bench-3"}),
    ("keep your answers within the global set", "pin", {"namespace": "global"}),
    # unpin
    ("remove the pin", "unpin", {}),
    ("lift the restriction", "unpin", {}),
    ("use all the documents again", "unpin", {}),
    ("stop restricting the answers", "unpin", {}),
    ("search everything again", "unpin", {}),
    ("don't limit yourself to one set anymore", "unpin", {}),
    ("go back to all the document sets", "unpin", {}),
    ("clear the pin", "unpin", {}),
    ("answer from every document set please", "unpin", {}),
    ("no more pin", "unpin", {}),
    # mount
    ("mount bench a", "mount", {"namespace": "bench-a"}),
    ("load the global documents", "mount", {"namespace": "global"}),
    ("add bench three", "mount", {"namespace": "bench-3"}),
    ("mount the bench b manuals", "mount", {"namespace": "bench-b"}),
    ("please load bench a", "mount", {"namespace": "bench-a"}),
    ("can you add the documents for bench b", "mount", {"namespace": "bench-b"}),
    ("bring in the global set", "mount", {"namespace": "global"}),
    ("i need bench three loaded", "mount", {"namespace": "bench-3"}),
    ("attach the bench b docs", "mount", {"namespace": "bench-b"}),
    ("load up global", "mount", {"namespace": "global"}),
    # scan
    ("scan", "scan", {}),
    ("scan this drawing", "scan", {}),
    ("take a picture of the drawing", "scan", {}),
    ("photograph the schematic on the bench", "scan", {}),
    ("look at this diagram", "scan", {}),
    ("can you capture what's under the camera", "scan", {}),
    ("snap a photo of this sheet", "scan", {}),
    ("read the drawing under the camera please", "scan", {}),
    ("take a shot of the print", "scan", {}),
    ("have a look at the sheet i just put down", "scan", {}),
    # reindex
    ("index the folders again", "reindex", {}),
    ("scan the folders again", "reindex", {}),
    ("rebuild the index", "reindex", {}),
    ("refresh the documents", "reindex", {}),
    ("update the index please", "reindex", {}),
    ("go through the watched folders again", "reindex", {}),
    ("look for new files in the folders", "reindex", {}),
    ("reload everything from the watched folders", "reindex", {}),
    ("i added new files please index them", "reindex", {}),
    ("run the indexing again", "reindex", {}),
    # whoami
    ("where am i", "whoami", {}),
    ("which bench am i at", "whoami", {}),
    ("who am i", "whoami", {}),
    ("what bench is this", "whoami", {}),
    ("where do you think i am", "whoami", {}),
    ("what location are you set to", "whoami", {}),
    ("tell me which bench you think this is", "whoami", {}),
    ("which station is this", "whoami", {}),
    ("what's my location", "whoami", {}),
    ("do you know where you are", "whoami", {}),
    # model
    ("which model are you", "model", {}),
    ("what language model is answering", "model", {}),
    ("model", "model", {}),
    ("what model is running", "model", {}),
    ("who's answering me", "model", {}),
    ("what ai are you using", "model", {}),
    ("tell me the name of the model", "model", {}),
    ("what are you running on", "model", {}),
    ("which brain is behind the answers", "model", {}),
    ("what version of the model is loaded", "model", {}),
    # stop
    ("stop", "stop", {}),
    ("stop talking", "stop", {}),
    ("cancel that", "stop", {}),
    ("be quiet", "stop", {}),
    ("shut up", "stop", {}),
    ("never mind", "stop", {}),
    ("that's enough thanks", "stop", {}),
    ("please stop what you're doing", "stop", {}),
    ("cancel", "stop", {}),
    ("hold on stop", "stop", {}),
]

INTENTS = ["help", "status", "reset", "new", "role", "pin", "unpin", "mount",
           "scan", "reindex", "whoami", "model", "stop"]
NAMESPACES = {"bench-a", "global", "bench-3", "bench-b"}
ROLES = {"engineer", "student"}


def load_dict(path):
    words = set()
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            if not line.strip():
                continue
            w = line.split(None, 1)[0]
            words.add(re.sub(r"\(\d+\)$", "", w).lower())
    return words


def main():
    errors = []
    vocab = load_dict(DICT_PATH)
    missing = {}

    def check_words(text, where):
        if text != text.lower():
            errors.append(f"not lower case: {where}: {text!r}")
        if re.search(r"[^a-z' ]", text):
            errors.append(f"bad character: {where}: {text!r}")
        for w in text.split():
            if w not in vocab:
                missing.setdefault(w, []).append(where)

    seen = set()
    counts = {i: 0 for i in INTENTS}
    for n, (text, intent, slots) in enumerate(ROWS, 1):
        where = f"t2-{n:03d}"
        check_words(text, where)
        if text in seen:
            errors.append(f"duplicate text: {text!r}")
        seen.add(text)
        if len(text.split()) >= 12:
            errors.append(f"too long: {where}: {text!r}")
        if intent not in counts:
            errors.append(f"unknown intent: {where}: {intent}")
            continue
        counts[intent] += 1
        if intent in ("pin", "mount"):
            if set(slots) != {"namespace"} or slots["namespace"] not in NAMESPACES:
                errors.append(f"bad slots: {where}: {slots}")
        elif intent == "role":
            if set(slots) != {"role"} or slots["role"] not in ROLES:
                errors.append(f"bad slots: {where}: {slots}")
        elif slots:
            errors.append(f"unexpected slots: {where}: {slots}")
    for i, c in counts.items():
        if c != 10:
            errors.append(f"intent {i} has {c} rows, want 10")
    if len(ROWS) != 130:
        errors.append(f"{len(ROWS)} rows, want 130")

    qpath = os.path.join(os.path.dirname(os.path.abspath(__file__)), "command_questions_tune.txt")
    if os.path.exists(qpath):
        with open(qpath, encoding="utf-8") as f:
            qs = [l.strip() for l in f if l.strip()]
        if len(qs) != 60:
            errors.append(f"questions file has {len(qs)} lines, want 60")
        if len(set(qs)) != len(qs):
            errors.append("questions file has duplicates")
        for k, q in enumerate(qs, 1):
            check_words(q, f"q{k}")
            if not 3 <= len(q.split()) <= 9:
                errors.append(f"question length: q{k}: {q!r}")
            if q in seen:
                errors.append(f"question equals a command: {q!r}")

    if missing:
        for w, where in sorted(missing.items()):
            errors.append(f"missing from dict: {w!r} ({', '.join(where)})")
    if errors:
        for e in errors:
            print(e, file=sys.stderr)
        sys.exit(1)

    for n, (text, intent, slots) in enumerate(ROWS, 1):
        print(json.dumps({"id": f"t2-{n:03d}", "text": text, "intent": intent, "slots": slots}))


if __name__ == "__main__":
    main()

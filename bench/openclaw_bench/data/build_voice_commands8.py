#!/usr/bin/env python3
"""Held-out voice command set no. 8 for the open claw bench appliance.

This script holds 130 spoken commands as data (10 for each of the 13
intents), checks them, and prints them as JSONL, one row a line:

    {"id": "v8-001", "text": ..., "intent": ..., "slots": {...}}

Each text is what a person says after the wake phrase "open claw"; the
wake phrase itself is not part of the text.

The set was written BLIND. Its author saw only the one-line description
of each intent, the two role names (engineer, student) and the three
namespace names with their spoken forms ("bench a" -> bench-a, "global"
-> global, "bench three" -> bench-3). The author did not see the
appliance's sentence templates, the other benchmark data, the tests, the
docs or the git history.

HELD OUT: score a system on this set once and report the result. Never
tune, fit or edit templates, grammars, thresholds or prompts against it;
once it has been used for tuning it is no longer a held-out set.

Usage:
    python build_voice_commands8.py > voice_commands_heldout8.jsonl

The checks below print each failure to stderr and exit with status 1.
"""

import json
import os
import re
import sys

# (intent, slots, text)
ROWS = [
    # ---- help: list the commands and the inline directives ----
    ("help", {}, "help"),
    ("help", {}, "what can i say"),
    ("help", {}, "um what commands do you understand"),
    ("help", {}, "could you list the things i'm allowed to ask you"),
    ("help", {}, "i'm new here what are my options"),
    ("help", {}, "read me out the commands and the inline directives please"),
    ("help", {}, "how am i supposed to talk to you"),
    ("help", {}, "i've no idea what you can do give us a hint"),
    ("help", {}, "hey what kind of things can i tell you to do"),
    ("help", {}, "please you explain me which orders you accept"),

    # ---- status: what is mounted, preferred and running ----
    ("status", {}, "status"),
    ("status", {}, "what's mounted right now"),
    ("status", {}, "how far along is the indexing"),
    ("status", {}, "okay give me a status report"),
    ("status", {}, "which documents have you got loaded at the moment"),
    ("status", {}, "what is preferred and what is running"),
    ("status", {}, "is the indexing finished yet or still going"),
    ("status", {}, "what's the state of play"),
    ("status", {}, "could you tell me your current state please"),
    ("status", {}, "what is the situation of the machine now"),

    # ---- reset: forget this conversation (file kept, archived) ----
    ("reset", {}, "reset"),
    ("reset", {}, "forget this conversation"),
    ("reset", {}, "wipe everything we've said so far"),
    ("reset", {}, "um let's forget what we just talked about"),
    ("reset", {}, "clear your memory of this chat please"),
    ("reset", {}, "forget all that and archive it"),
    ("reset", {}, "reset the conversation but keep the file"),
    ("reset", {}, "could you forget everything i told you"),
    ("reset", {}, "don't remember any of this"),
    ("reset", {}, "scrub this discussion from your head"),

    # ---- new: start a new conversation (current closed and kept) ----
    ("new", {}, "new conversation"),
    ("new", {}, "start a new conversation"),
    ("new", {}, "let's begin a fresh chat"),
    ("new", {}, "close this one and open another conversation"),
    ("new", {}, "different topic let's open a new thread"),
    ("new", {}, "okay i'm done with this conversation start another"),
    ("new", {}, "could you open a fresh conversation for me"),
    ("new", {}, "new chat please"),
    ("new", {}, "i'd like a brand new conversation keep the old one"),
    ("new", {}, "make please a new talk from zero"),

    # ---- role: answer in another role (engineer / student) ----
    ("role", {"role": "engineer"}, "answer as an engineer"),
    ("role", {"role": "engineer"}, "talk to me like an engineer would"),
    ("role", {"role": "engineer"}, "switch to the engineer role"),
    ("role", {"role": "engineer"}, "could you respond as an engineer for this chat"),
    ("role", {"role": "engineer"}, "engineer mode please"),
    ("role", {"role": "student"}, "explain things as if i were a student"),
    ("role", {"role": "student"}, "student role"),
    ("role", {"role": "student"}, "please answer the way you would for a student"),
    ("role", {"role": "student"}, "use the student role from now on"),
    ("role", {"role": "student"}, "hey can you be in student mode for this conversation"),

    # ---- pin: prefer a namespace whatever the beacons say ----
    ("pin", {"namespace": "bench-a"}, "pin bench a"),
    ("pin", {"namespace": "bench-3"}, "prefer bench three"),
    ("pin", {"namespace": "global"}, "always prefer global no matter where i am"),
    ("pin", {"namespace": "bench-a"}, "stick with bench a's manuals whatever the beacons say"),
    ("pin", {"namespace": "global"}, "ignore the beacons and pin global"),
    ("pin", {"namespace": "bench-3"}, "lock the preferred collection to bench three"),
    ("pin", {"namespace": "bench-a"}, "okay pin bench a please"),
    ("pin", {"namespace": "bench-3"}, "i want bench three preferred even if i walk around"),
    ("pin", {"namespace": "bench-a"}, "make bench a the preferred one and keep it there"),
    ("pin", {"namespace": "global"}, "could you pin the global documents for me"),

    # ---- unpin: let the beacons choose again (no slot) ----
    ("unpin", {}, "let the beacons decide again"),
    ("unpin", {}, "remove the pin"),
    ("unpin", {}, "stop preferring global"),
    ("unpin", {}, "go back to using the location beacons"),
    ("unpin", {}, "drop the pin on bench a"),
    ("unpin", {}, "release the pin on bench three"),
    ("unpin", {}, "i don't want a fixed preference any more"),
    ("unpin", {}, "follow the beacons from now on please"),
    ("unpin", {}, "okay clear the preferred collection and let location choose"),
    ("unpin", {}, "don't keep bench three pinned let the beacons pick"),

    # ---- mount: keep a namespace mounted by hand ----
    ("mount", {"namespace": "bench-a"}, "mount bench a"),
    ("mount", {"namespace": "bench-3"}, "load bench three and keep it loaded"),
    ("mount", {"namespace": "global"}, "keep global mounted"),
    ("mount", {"namespace": "bench-3"}, "could you mount bench three's documents"),
    ("mount", {"namespace": "global"}, "please load the global collection by hand"),
    ("mount", {"namespace": "global"}, "mount global"),
    ("mount", {"namespace": "bench-a"}, "keep bench a loaded please"),
    ("mount", {"namespace": "bench-3"}, "i need bench three mounted"),
    ("mount", {"namespace": "bench-a"}, "don't unload bench a's manuals keep them mounted"),
    ("mount", {"namespace": "global"}, "hey load up global and leave it mounted"),

    # ---- scan: scan the drawing under the bench camera ----
    ("scan", {}, "scan"),
    ("scan", {}, "scan the drawing"),
    ("scan", {}, "have a look at the drawing under the camera"),
    ("scan", {}, "could you scan this schematic please"),
    ("scan", {}, "take a picture of the drawing on the bench"),
    ("scan", {}, "read the diagram i just put under the camera"),
    ("scan", {}, "um scan what's under the camera"),
    ("scan", {}, "capture the blueprint under the lens"),
    ("scan", {}, "i've laid a drawing out can you scan it"),
    ("scan", {}, "the sketch is under the camera go ahead"),

    # ---- reindex: re-index the preferred namespace ----
    ("reindex", {}, "rebuild the index"),
    ("reindex", {}, "index the documents again"),
    ("reindex", {}, "please re index the preferred collection"),
    ("reindex", {}, "the manuals changed can you index them again"),
    ("reindex", {}, "refresh the search index"),
    ("reindex", {}, "redo the indexing"),
    ("reindex", {}, "could you rebuild the document index please"),
    ("reindex", {}, "the index is out of date update it"),
    ("reindex", {}, "run the indexer again on the preferred documents"),
    ("reindex", {}, "i added some files do the indexing over"),

    # ---- whoami: where this conversation is routed ----
    ("whoami", {}, "who am i"),
    ("whoami", {}, "where am i"),
    ("whoami", {}, "how is this conversation routed"),
    ("whoami", {}, "who do you think you're talking to"),
    ("whoami", {}, "which location do you think i'm at"),
    ("whoami", {}, "which session is this"),
    ("whoami", {}, "tell me who and where you think i am"),
    ("whoami", {}, "do you recognise my face"),
    ("whoami", {}, "um which bench am i at according to you"),
    ("whoami", {}, "what role and session have i got right now"),

    # ---- model: which language model answers, and its state ----
    ("model", {}, "which model"),
    ("model", {}, "what language model are you running"),
    ("model", {}, "which model is answering me"),
    ("model", {}, "is the model loaded"),
    ("model", {}, "what brain are you using"),
    ("model", {}, "tell me about the language model and its state"),
    ("model", {}, "are you running on a local model or a remote one"),
    ("model", {}, "who's generating the answers which model"),
    ("model", {}, "is the language model ready yet"),
    ("model", {}, "what model's behind your answers"),

    # ---- stop: stop the answer, or else the guided procedure ----
    ("stop", {}, "stop"),
    ("stop", {}, "shut up"),
    ("stop", {}, "i can't hear myself think be quiet"),
    ("stop", {}, "okay that's enough"),
    ("stop", {}, "cancel the procedure"),
    ("stop", {}, "please stop talking"),
    ("stop", {}, "pack it in mate i've heard enough"),
    ("stop", {}, "abort the guided procedure"),
    ("stop", {}, "halt"),
    ("stop", {}, "don't say another word"),
]

INTENTS = [
    "help", "status", "reset", "new", "role", "pin", "unpin",
    "mount", "scan", "reindex", "whoami", "model", "stop",
]
ROLES = {"engineer", "student"}
NAMESPACES = {"bench-a", "global", "bench-3"}
TEXT_RE = re.compile(r"[a-z']+( [a-z']+)*")


def find_dictionary():
    """Path of pocketsphinx's en-us pronunciation dictionary."""
    try:
        import pocketsphinx
        base = os.path.dirname(pocketsphinx.__file__)
        for root, _dirs, files in os.walk(base):
            if "cmudict-en-us.dict" in files:
                return os.path.join(root, "cmudict-en-us.dict")
    except ImportError:
        pass
    return None


def load_headwords(path):
    words = set()
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            parts = line.split()
            if not parts:
                continue
            word = re.sub(r"\(\d+\)$", "", parts[0])
            words.add(word)
    return words


def build_rows():
    rows = []
    for n, (intent, slots, text) in enumerate(ROWS, 1):
        rows.append({"id": "v8-%03d" % n, "text": text,
                     "intent": intent, "slots": slots})
    return rows


def validate(rows):
    errors = []
    counts = {i: 0 for i in INTENTS}
    roles = {r: 0 for r in ROLES}
    ns = {"pin": {n: 0 for n in NAMESPACES},
          "mount": {n: 0 for n in NAMESPACES}}
    seen_ids, seen_texts = set(), set()

    dict_path = find_dictionary()
    headwords = load_headwords(dict_path) if dict_path else None
    if headwords is None:
        errors.append("cannot find pocketsphinx cmudict-en-us.dict")

    for row in rows:
        rid, text, intent, slots = (row["id"], row["text"],
                                    row["intent"], row["slots"])
        where = "%s %r" % (rid, text)
        if rid in seen_ids:
            errors.append("%s: duplicate id" % where)
        seen_ids.add(rid)
        if intent not in counts:
            errors.append("%s: unknown intent %r" % (where, intent))
            continue
        counts[intent] += 1

        # slots
        if not isinstance(slots, dict):
            errors.append("%s: slots is not a dict" % where)
            continue
        if intent == "role":
            if set(slots) != {"role"} or slots.get("role") not in ROLES:
                errors.append("%s: role needs slots {'role': engineer|student}, "
                              "got %r" % (where, slots))
            else:
                roles[slots["role"]] += 1
        elif intent in ("pin", "mount"):
            if set(slots) != {"namespace"} or slots.get("namespace") not in NAMESPACES:
                errors.append("%s: %s needs slots {'namespace': %s}, got %r"
                              % (where, intent, "|".join(sorted(NAMESPACES)), slots))
            else:
                ns[intent][slots["namespace"]] += 1
        elif slots != {}:
            errors.append("%s: %s takes no slots, got %r" % (where, intent, slots))

        # text
        if not isinstance(text, str) or not TEXT_RE.fullmatch(text):
            errors.append("%s: text must be lower-case letters, apostrophes "
                          "and single spaces" % where)
            continue
        words = text.split(" ")
        if len(words) >= 12:
            errors.append("%s: %d words, must be fewer than 12" % (where, len(words)))
        if text in seen_texts:
            errors.append("%s: duplicate text" % where)
        seen_texts.add(text)
        if headwords is not None:
            for w in words:
                if w not in headwords:
                    errors.append("%s: %r is not in the pocketsphinx dictionary"
                                  % (where, w))

    if len(rows) != 130:
        errors.append("expected 130 rows, got %d" % len(rows))
    for intent, c in counts.items():
        if c != 10:
            errors.append("intent %s has %d rows, expected 10" % (intent, c))
    for r, c in roles.items():
        if c != 5:
            errors.append("role %s has %d rows, expected 5" % (r, c))
    for intent, per in ns.items():
        for n, c in per.items():
            if c < 3:
                errors.append("%s names %s %d times, expected at least 3"
                              % (intent, n, c))
    return errors


def main():
    rows = build_rows()
    errors = validate(rows)
    if errors:
        for e in errors:
            print(e, file=sys.stderr)
        return 1
    for row in rows:
        print(json.dumps(row, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())

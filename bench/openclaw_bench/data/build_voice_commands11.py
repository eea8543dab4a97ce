#!/usr/bin/env python3
"""Held-out voice command set 11 for the open claw bench appliance.

What this is: 130 spoken commands (10 per intent, 13 intents) as they might
be said to the appliance after the wake phrase "open claw" (the wake phrase
is not part of the text).  Each row carries the expected intent and slots.

How it was written: BLIND.  The author saw only the one-line description of
each intent, the two role names (engineer, student) and the three namespace
names with their spoken forms ("bench a" -> bench-a, "global" -> global,
"bench three" -> bench-3).  No existing sentences, grammars, tests, docs,
data sets or code of the project were read while writing it.

HELD OUT: score a recogniser / intent parser against this set once and
report the number.  Never tune grammars, sentences, thresholds or code on
it; if it is used for tuning it is no longer held out and must be replaced.

Run as a program (not imported):
    python build_voice_commands11.py > voice_commands_heldout11.jsonl
Each rule failure is printed to stderr and the exit status is 1.
"""
import importlib.util
import json
import os
import re
import sys

sys.dont_write_bytecode = True

PREFIX = "v11"
INTENTS = ["help", "status", "reset", "new", "role", "pin", "unpin", "mount",
           "scan", "reindex", "whoami", "model", "stop"]
ROLES = ["engineer", "student"]
NAMESPACES = ["bench-a", "global", "bench-3"]
PER_INTENT = 10
MAX_WORDS = 11  # fewer than 12

# (text, intent, slots)
ROWS = [
    # ---- help ----
    ("help", "help", {}),
    ("what can i say", "help", {}),
    ("um what commands do you actually understand", "help", {}),
    ("could you list the things i'm allowed to ask you please", "help", {}),
    ("i'm new here how do i use this thing", "help", {}),
    ("remind me what the inline directives are", "help", {}),
    ("what are my options", "help", {}),
    ("hey what sort of stuff can you do", "help", {}),
    ("please you tell me which commands exist", "help", {}),
    ("i don't know what to say give me some hints", "help", {}),

    # ---- status ----
    ("status", "status", {}),
    ("what's mounted right now", "status", {}),
    ("how far along is the indexing", "status", {}),
    ("which documents have you got loaded", "status", {}),
    ("give us a status report please", "status", {}),
    ("okay what's running at the moment", "status", {}),
    ("is the indexing finished yet or still going", "status", {}),
    ("what state are you in", "status", {}),
    ("could you tell me how things stand with the appliance", "status", {}),
    ("which collection is preferred and what have you loaded", "status", {}),

    # ---- reset ----
    ("reset", "reset", {}),
    ("forget this conversation", "reset", {}),
    ("wipe everything we've said so far", "reset", {}),
    ("please forget all that i told you in this chat", "reset", {}),
    ("scrap this conversation and archive it", "reset", {}),
    ("clear your memory of this chat", "reset", {}),
    ("um just forget all of that", "reset", {}),
    ("disregard everything we've discussed up to now", "reset", {}),
    ("could you reset this conversation for me", "reset", {}),
    ("you forget this talk please", "reset", {}),

    # ---- new ----
    ("new conversation", "new", {}),
    ("start a new conversation", "new", {}),
    ("let's begin a fresh chat", "new", {}),
    ("okay different topic open a new conversation please", "new", {}),
    ("close this one and start another conversation", "new", {}),
    ("new chat please", "new", {}),
    ("i'd like to start a separate conversation now", "new", {}),
    ("hey let's kick off a brand new conversation", "new", {}),
    ("end this conversation and begin a new one", "new", {}),
    ("please make for me one more new conversation", "new", {}),

    # ---- role: engineer ----
    ("answer as an engineer", "role", {"role": "engineer"}),
    ("talk to me like an engineer would please", "role", {"role": "engineer"}),
    ("switch to the engineer role", "role", {"role": "engineer"}),
    ("don't answer as a student answer as an engineer", "role", {"role": "engineer"}),
    ("for this conversation could you be the engineer", "role", {"role": "engineer"}),
    # ---- role: student ----
    ("student mode", "role", {"role": "student"}),
    ("explain things the way you would to a student", "role", {"role": "student"}),
    ("um pretend i'm a student for this chat", "role", {"role": "student"}),
    ("answer in the student role please", "role", {"role": "student"}),
    ("i'm just a student so keep your answers simple", "role", {"role": "student"}),

    # ---- pin ----
    ("pin bench a", "pin", {"namespace": "bench-a"}),
    ("prefer bench a whatever the beacons say", "pin", {"namespace": "bench-a"}),
    ("stick with bench a's manuals no matter where i am", "pin", {"namespace": "bench-a"}),
    ("favour bench a even if the beacons disagree", "pin", {"namespace": "bench-a"}),
    ("pin global", "pin", {"namespace": "global"}),
    ("ignore the location beacons and prefer global", "pin", {"namespace": "global"}),
    ("please always prefer the global collection", "pin", {"namespace": "global"}),
    ("i want bench three preferred regardless of my location", "pin", {"namespace": "bench-3"}),
    ("hey pin bench three for me", "pin", {"namespace": "bench-3"}),
    ("don't follow the beacons lock the preference on bench three", "pin", {"namespace": "bench-3"}),

    # ---- unpin (no slot even when a namespace is spoken) ----
    ("remove the pin", "unpin", {}),
    ("let the beacons choose again", "unpin", {}),
    ("stop preferring global", "unpin", {}),
    ("go back to following the location beacons", "unpin", {}),
    ("release the pin on bench a please", "unpin", {}),
    ("i don't want bench three pinned any more", "unpin", {}),
    ("um let my location decide the collection again", "unpin", {}),
    ("drop the pin and use the beacons like before", "unpin", {}),
    ("could you take off whatever pin is set", "unpin", {}),
    ("no more pinning the beacons can pick", "unpin", {}),

    # ---- mount ----
    ("mount bench a", "mount", {"namespace": "bench-a"}),
    ("keep bench a loaded", "mount", {"namespace": "bench-a"}),
    ("load bench a's documents and leave them mounted", "mount", {"namespace": "bench-a"}),
    ("mount global", "mount", {"namespace": "global"}),
    ("please keep the global collection mounted", "mount", {"namespace": "global"}),
    ("i need global loaded all the time", "mount", {"namespace": "global"}),
    ("could you mount the global documents for me", "mount", {"namespace": "global"}),
    ("mount bench three please", "mount", {"namespace": "bench-3"}),
    ("hold bench three in memory and don't unload it", "mount", {"namespace": "bench-3"}),
    ("make sure bench three stays mounted", "mount", {"namespace": "bench-3"}),

    # ---- scan ----
    ("scan", "scan", {}),
    ("scan the drawing", "scan", {}),
    ("what's this drawing under the camera", "scan", {}),
    ("have a look at the sheet i've put under the camera", "scan", {}),
    ("scan this diagram for me please", "scan", {}),
    ("okay capture the drawing on the bench", "scan", {}),
    ("um can you read this schematic", "scan", {}),
    ("i've laid a drawing down go ahead and scan it", "scan", {}),
    ("take a picture of this sketch and tell me about it", "scan", {}),
    ("please you look the paper under camera", "scan", {}),

    # ---- reindex ----
    ("re index", "reindex", {}),
    ("re index the documents", "reindex", {}),
    ("rebuild the index for the preferred collection", "reindex", {}),
    ("please index the documents again", "reindex", {}),
    ("the manuals have changed so index them again", "reindex", {}),
    ("refresh the search index", "reindex", {}),
    ("could you redo the indexing for the current bench", "reindex", {}),
    ("index everything again from scratch", "reindex", {}),
    ("hey run the indexer over the docs again", "reindex", {}),
    ("go through the documents again and update the index", "reindex", {}),

    # ---- whoami ----
    ("who am i", "whoami", {}),
    ("where am i", "whoami", {}),
    ("who do you think i am", "whoami", {}),
    ("which session is this", "whoami", {}),
    ("how is this conversation routed", "whoami", {}),
    ("what location have you got me at", "whoami", {}),
    ("um whose face do you think you're seeing", "whoami", {}),
    ("which role am i getting in this conversation", "whoami", {}),
    ("tell me where this chat is being routed please", "whoami", {}),
    ("could you tell me who you think you're talking to", "whoami", {}),

    # ---- model ----
    ("model", "model", {}),
    ("which model is answering", "model", {}),
    ("what language model are you running", "model", {}),
    ("is the model loaded yet", "model", {}),
    ("tell me about the language model please", "model", {}),
    ("um what's the state of the model", "model", {}),
    ("which ai am i actually talking to", "model", {}),
    ("is the language model up and running", "model", {}),
    ("could you tell me which model answers my questions", "model", {}),
    ("what model is doing the talking today", "model", {}),

    # ---- stop ----
    ("stop", "stop", {}),
    ("shut up", "stop", {}),
    ("stop talking please", "stop", {}),
    ("okay okay that's enough", "stop", {}),
    ("cancel the procedure", "stop", {}),
    ("hold it stop right there", "stop", {}),
    ("never mind stop the answer", "stop", {}),
    ("hush i'm on the phone", "stop", {}),
    ("abort the guided procedure", "stop", {}),
    ("pack it in i don't need the rest", "stop", {}),
]


def find_dict():
    spec = importlib.util.find_spec("pocketsphinx")
    cands = []
    if spec is not None and spec.origin:
        base = os.path.dirname(spec.origin)
        cands.append(os.path.join(base, "model", "en-us", "cmudict-en-us.dict"))
        for root, _dirs, files in os.walk(base):
            if "cmudict-en-us.dict" in files:
                cands.append(os.path.join(root, "cmudict-en-us.dict"))
    for c in cands:
        if os.path.isfile(c):
            return c
    return None


def load_headwords(path):
    words = set()
    with open(path, encoding="utf-8", errors="replace") as fh:
        for line in fh:
            parts = line.split()
            if not parts:
                continue
            w = re.sub(r"\(\d+\)$", "", parts[0])
            words.add(w)
    return words


def validate(rows):
    errs = []
    texts = set()
    counts = {i: 0 for i in INTENTS}
    roles = {r: 0 for r in ROLES}
    ns_counts = {"pin": {n: 0 for n in NAMESPACES},
                 "mount": {n: 0 for n in NAMESPACES}}
    dict_path = find_dict()
    headwords = load_headwords(dict_path) if dict_path else None
    if headwords is None:
        errs.append("cannot find pocketsphinx cmudict-en-us.dict")
    text_re = re.compile(r"^[a-z']+( [a-z']+)*$")
    for n, row in enumerate(rows, 1):
        if len(row) != 3:
            errs.append("row %d: expected (text, intent, slots)" % n)
            continue
        text, intent, slots = row
        where = "row %d %r" % (n, text)
        if intent not in counts:
            errs.append("%s: unknown intent %r" % (where, intent))
            continue
        counts[intent] += 1
        if not isinstance(text, str) or not text_re.match(text):
            errs.append("%s: text must be lower-case letters, apostrophes, single spaces" % where)
            continue
        words = text.split(" ")
        if len(words) > MAX_WORDS:
            errs.append("%s: %d words, must be fewer than 12" % (where, len(words)))
        if text in texts:
            errs.append("%s: duplicate text" % where)
        texts.add(text)
        if headwords is not None:
            for w in words:
                if w not in headwords:
                    errs.append("%s: word %r not in pocketsphinx dictionary" % (where, w))
        if not isinstance(slots, dict):
            errs.append("%s: slots must be a dict" % where)
            continue
        if intent == "role":
            if set(slots) != {"role"} or slots.get("role") not in ROLES:
                errs.append("%s: role needs slots {'role': engineer|student}, got %r" % (where, slots))
            else:
                roles[slots["role"]] += 1
        elif intent in ("pin", "mount"):
            if set(slots) != {"namespace"} or slots.get("namespace") not in NAMESPACES:
                errs.append("%s: %s needs slots {'namespace': %s}, got %r"
                            % (where, intent, "|".join(NAMESPACES), slots))
            else:
                ns_counts[intent][slots["namespace"]] += 1
        else:
            if slots != {}:
                errs.append("%s: %s must have empty slots, got %r" % (where, intent, slots))
    if len(rows) != PER_INTENT * len(INTENTS):
        errs.append("expected %d rows, got %d" % (PER_INTENT * len(INTENTS), len(rows)))
    for i, c in counts.items():
        if c != PER_INTENT:
            errs.append("intent %s: %d rows, expected %d" % (i, c, PER_INTENT))
    for r, c in roles.items():
        if c != 5:
            errs.append("role %s: %d rows, expected 5" % (r, c))
    for intent, d in ns_counts.items():
        for ns, c in d.items():
            if c < 3:
                errs.append("%s: namespace %s named %d times, need at least 3" % (intent, ns, c))
    return errs


def main():
    errs = validate(ROWS)
    ids = ["%s-%03d" % (PREFIX, n) for n in range(1, len(ROWS) + 1)]
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids")
    if errs:
        for e in errs:
            print(e, file=sys.stderr)
        return 1
    out = sys.stdout
    for rid, (text, intent, slots) in zip(ids, ROWS):
        out.write(json.dumps({"id": rid, "text": text, "intent": intent,
                              "slots": slots}) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Held-out voice-command evaluation set no. 7 for the open claw bench appliance.

What this is: 130 spoken commands (10 per intent, 13 intents), each labelled
with its intent and slots.  The wake phrase ("open claw") is not part of the
text; each row is what a person says right after it.

Written blind: the author saw only the one-line description of each intent,
the two role names (engineer, student) and the three namespace names with
their spoken forms ("bench a" -> bench-a, "global" -> global,
"bench three" -> bench-3).  No grammar, sentence templates, other data sets,
tests, docs or code of the appliance were read while writing these rows.

HELD OUT: score against this set once.  Never tune grammars, prompts,
thresholds or anything else on it; if you look at its failures to fix the
system, the set is burnt and must be replaced by a new blind one.

Running the script validates the rows and prints JSONL on stdout; every
failed rule is reported on stderr and the exit status is 1.

    python build_voice_commands7.py > voice_commands_heldout7.jsonl
"""

import json
import os
import re
import sys

INTENTS = [
    "help", "status", "reset", "new", "role", "pin", "unpin", "mount",
    "scan", "reindex", "whoami", "model", "stop",
]
ROLES = {"engineer", "student"}
NAMESPACES = {"bench-a", "global", "bench-3"}

# (text, intent, slots)
ROWS = [
    # help
    ("help", "help", {}),
    ("what can i say", "help", {}),
    ("um what commands do you understand", "help", {}),
    ("could you list the things i'm allowed to ask you", "help", {}),
    ("i'm new here what are my options", "help", {}),
    ("remind me of the inline directives please", "help", {}),
    ("hey what sort of stuff can you do", "help", {}),
    ("i've forgotten how to talk to you give me the list", "help", {}),
    ("which directives can i put inline", "help", {}),
    ("sorry how does this thing work what do i say", "help", {}),

    # status
    ("status", "status", {}),
    ("what's mounted right now", "status", {}),
    ("how far along is the indexing", "status", {}),
    ("give us a status report please", "status", {}),
    ("which documents have you got loaded", "status", {}),
    ("okay where are we at with everything", "status", {}),
    ("is anything still running in the background", "status", {}),
    ("which collection is preferred at the moment", "status", {}),
    ("how's the appliance doing", "status", {}),
    ("um has the indexing finished or is it still going", "status", {}),

    # reset
    ("reset", "reset", {}),
    ("forget this conversation", "reset", {}),
    ("please forget everything i've told you so far", "reset", {}),
    ("wipe your memory of this chat", "reset", {}),
    ("let's pretend this conversation never happened", "reset", {}),
    ("could you reset the chat please", "reset", {}),
    ("um forget what i just asked you all of it", "reset", {}),
    ("drop everything we've talked about", "reset", {}),
    ("clear the conversation you can archive it", "reset", {}),
    ("you don't need to remember any of that forget it", "reset", {}),

    # new
    ("new conversation", "new", {}),
    ("start a new conversation", "new", {}),
    ("let's begin a fresh chat please", "new", {}),
    ("close this one and open another conversation", "new", {}),
    ("i'd like to start a new session", "new", {}),
    ("okay next conversation please", "new", {}),
    ("could we open a brand new conversation", "new", {}),
    ("hey new chat", "new", {}),
    ("keep this one but start me another conversation", "new", {}),
    ("different job now so let's have a new conversation", "new", {}),

    # role
    ("role engineer", "role", {"role": "engineer"}),
    ("answer as an engineer", "role", {"role": "engineer"}),
    ("talk to me like an engineer from now on", "role", {"role": "engineer"}),
    ("could you switch to the engineer role please", "role", {"role": "engineer"}),
    ("i want the engineer's answers in this conversation", "role", {"role": "engineer"}),
    ("answer as a student", "role", {"role": "student"}),
    ("switch to student mode", "role", {"role": "student"}),
    ("um use the student role for this chat", "role", {"role": "student"}),
    ("treat me as a student for this conversation", "role", {"role": "student"}),
    ("be the student now not the engineer", "role", {"role": "student"}),

    # pin
    ("pin bench a", "pin", {"namespace": "bench-a"}),
    ("prefer global", "pin", {"namespace": "global"}),
    ("stick with bench three whatever the beacons say", "pin", {"namespace": "bench-3"}),
    ("please prefer bench a's manuals", "pin", {"namespace": "bench-a"}),
    ("ignore the beacons and prefer global", "pin", {"namespace": "global"}),
    ("could you pin the bench three documents", "pin", {"namespace": "bench-3"}),
    ("don't let the beacons decide keep bench a preferred", "pin", {"namespace": "bench-a"}),
    ("always prefer the global collection wherever i am", "pin", {"namespace": "global"}),
    ("lock the preference to bench three", "pin", {"namespace": "bench-3"}),
    ("i want bench a pinned no matter what the location says", "pin", {"namespace": "bench-a"}),

    # unpin
    ("let the beacons choose again", "unpin", {}),
    ("stop preferring bench a", "unpin", {}),
    ("go back to picking the collection by location", "unpin", {}),
    ("you can drop the global pin now", "unpin", {}),
    ("forget the pin and follow the beacons", "unpin", {}),
    ("i don't want a fixed preference any more", "unpin", {}),
    ("release the pin please", "unpin", {}),
    ("let my location decide which documents are preferred", "unpin", {}),
    ("no more preferring bench three use the beacons", "unpin", {}),
    ("take the pin off", "unpin", {}),

    # mount
    ("mount bench three", "mount", {"namespace": "bench-3"}),
    ("keep global mounted", "mount", {"namespace": "global"}),
    ("load bench a and keep it loaded", "mount", {"namespace": "bench-a"}),
    ("could you mount the global documents please", "mount", {"namespace": "global"}),
    ("keep bench three's documents loaded", "mount", {"namespace": "bench-3"}),
    ("i need bench a mounted", "mount", {"namespace": "bench-a"}),
    ("don't unload global keep it mounted", "mount", {"namespace": "global"}),
    ("mount bench a by hand", "mount", {"namespace": "bench-a"}),
    ("please load the bench three collection and leave it there", "mount", {"namespace": "bench-3"}),
    ("hey get bench a loaded up and keep it that way", "mount", {"namespace": "bench-a"}),

    # scan
    ("scan", "scan", {}),
    ("scan the drawing", "scan", {}),
    ("have a look at the drawing under the camera", "scan", {}),
    ("could you scan this schematic for me", "scan", {}),
    ("read the drawing i've put under the camera", "scan", {}),
    ("okay the diagram is down scan it please", "scan", {}),
    ("take a picture of the drawing on the bench", "scan", {}),
    ("capture the blueprint under the camera", "scan", {}),
    ("um scan what's under the camera", "scan", {}),
    ("i've laid a print out for you can you scan it", "scan", {}),

    # reindex
    ("rebuild the index", "reindex", {}),
    ("index the documents again", "reindex", {}),
    ("please re index the preferred collection", "reindex", {}),
    ("the index is stale refresh it", "reindex", {}),
    ("i've added some manuals so redo the index", "reindex", {}),
    ("could you index the preferred documents again", "reindex", {}),
    ("run the indexing again from scratch", "reindex", {}),
    ("refresh the search index please", "reindex", {}),
    ("go through the documents again and update the index", "reindex", {}),
    ("um the index is out of date do it over", "reindex", {}),

    # whoami
    ("who am i", "whoami", {}),
    ("where am i", "whoami", {}),
    ("who do you think i am", "whoami", {}),
    ("which session is this", "whoami", {}),
    ("where is this conversation routed", "whoami", {}),
    ("what location have you got me at", "whoami", {}),
    ("do you recognise my face", "whoami", {}),
    ("what role and which bench have you got me down for", "whoami", {}),
    ("tell me who you think you're talking to", "whoami", {}),
    ("um how are you routing me right now", "whoami", {}),

    # model
    ("model", "model", {}),
    ("which model are you", "model", {}),
    ("what language model is answering", "model", {}),
    ("is the model loaded yet", "model", {}),
    ("what's the state of the language model", "model", {}),
    ("which brain are you running on", "model", {}),
    ("tell me about the model that's answering me", "model", {}),
    ("is the language model up and running", "model", {}),
    ("hey what model is behind these answers", "model", {}),
    ("what model you are using please", "model", {}),

    # stop
    ("stop", "stop", {}),
    ("shut up", "stop", {}),
    ("okay that's enough", "stop", {}),
    ("stop talking please", "stop", {}),
    ("cancel the procedure", "stop", {}),
    ("hold on hold on stop", "stop", {}),
    ("never mind don't finish that answer", "stop", {}),
    ("abort the guided procedure", "stop", {}),
    ("could you please stop there", "stop", {}),
    ("i can't hear myself think be quiet", "stop", {}),
]

TEXT_RE = re.compile(r"^[a-z']+( [a-z']+)*$")


def find_dict():
    try:
        import pocketsphinx
        path = os.path.join(os.path.dirname(pocketsphinx.__file__),
                            "model", "en-us", "cmudict-en-us.dict")
        if os.path.exists(path):
            return path
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
            words.add(re.sub(r"\(\d+\)$", "", parts[0]))
    return words


def validate(rows, headwords):
    errors = []
    counts = {i: 0 for i in INTENTS}
    roles = {r: 0 for r in ROLES}
    ns_counts = {"pin": {n: 0 for n in NAMESPACES},
                 "mount": {n: 0 for n in NAMESPACES}}
    seen = set()
    if len(rows) != 130:
        errors.append(f"expected 130 rows, got {len(rows)}")
    for n, (text, intent, slots) in enumerate(rows, 1):
        where = f"row {n} {text!r}"
        if intent not in counts:
            errors.append(f"{where}: unknown intent {intent!r}")
            continue
        counts[intent] += 1
        if not TEXT_RE.match(text):
            errors.append(f"{where}: text must be lower-case letters, "
                          "apostrophes and single spaces")
        words = text.split(" ")
        if len(words) >= 12:
            errors.append(f"{where}: {len(words)} words, must be fewer than 12")
        if text in seen:
            errors.append(f"{where}: duplicate text")
        seen.add(text)
        if headwords is not None:
            for w in words:
                if w not in headwords:
                    errors.append(f"{where}: {w!r} not in pocketsphinx dictionary")
        if not isinstance(slots, dict):
            errors.append(f"{where}: slots must be a dict")
            continue
        if intent == "role":
            if set(slots) != {"role"} or slots.get("role") not in ROLES:
                errors.append(f"{where}: role needs slots {{'role': engineer|student}}")
            else:
                roles[slots["role"]] += 1
        elif intent in ("pin", "mount"):
            if set(slots) != {"namespace"} or slots.get("namespace") not in NAMESPACES:
                errors.append(f"{where}: {intent} needs slots {{'namespace': one of {sorted(NAMESPACES)}}}")
            else:
                ns_counts[intent][slots["namespace"]] += 1
        elif slots != {}:
            errors.append(f"{where}: {intent} must have empty slots")
    for i, c in counts.items():
        if c != 10:
            errors.append(f"intent {i}: {c} rows, expected 10")
    for r in sorted(ROLES):
        if roles[r] != 5:
            errors.append(f"role {r}: {roles[r]} rows, expected 5")
    for intent, nc in ns_counts.items():
        for ns, c in sorted(nc.items()):
            if c < 3:
                errors.append(f"{intent}: namespace {ns} named {c} times, need at least 3")
    return errors


def main():
    path = find_dict()
    errors = []
    headwords = None
    if path is None:
        errors.append("cannot find pocketsphinx cmudict-en-us.dict")
    else:
        headwords = load_headwords(path)
    errors += validate(ROWS, headwords)
    ids = [f"v7-{n:03d}" for n in range(1, len(ROWS) + 1)]
    if len(set(ids)) != len(ids):
        errors.append("duplicate ids")
    if errors:
        for e in errors:
            print(e, file=sys.stderr)
        return 1
    for rid, (text, intent, slots) in zip(ids, ROWS):
        print(json.dumps({"id": rid, "text": text, "intent": intent,
                          "slots": slots}))
    return 0


if __name__ == "__main__":
    sys.exit(main())

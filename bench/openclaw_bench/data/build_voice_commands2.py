"""Second held-out set of spoken command phrasings for the open claw appliance.

What it is: 78 utterances (6 per intent, 13 intents) as a person at a lab bench
might say them to the appliance after the wake word, each labelled with the
intended command and its slots. Phrasings vary the way different people talk to
a device on a workbench: short and long, polite and curt, with and without
"the", and indirect ones ("i'm done with ... use everything again"). Some rows
deliberately reuse words that belong to another intent (for example "scan the
watched folders again" is reindex, "stop limiting answers" is unpin, and an
unpin row names the namespace being left).

How it was written: blind. The author did not see the recogniser's templates
(appliance/conversation/sentences/ or any yaml under appliance/), the earlier
phrasing sets (voice_commands_*.jsonl) or their builder
(build_voice_commands.py). Only the intent descriptions, the role names and the
namespace names with their values were known.

Text rules: lower case, no punctuation except apostrophes, fewer than 12 words,
every word present in the CMU pronouncing dictionary shipped with pocketsphinx
(cmudict-en-us.dict). The script checks this and exits 1 listing any missing
word, any over-long phrase, and any duplicate text.

Slot rules:
  pin, mount -> {"namespace": value}, value one of
      "bench a" -> "bench-a", "global" -> "global", "bench three" -> "bench-3"
      (each value used twice per intent)
  role       -> {"role": value}, value "engineer" or "student" (three each)
  all other intents (help, status, reset, new, unpin, scan, reindex, whoami,
  model, stop) -> {} even when the phrase names a namespace (e.g. an unpin
  row that says which set is being left).

Usage: python build_voice_commands2.py > voice_commands_heldout2.jsonl
"""

import glob
import json
import os
import sys

ROWS = [
    # help: what can I say / what can you do
    ("what can i say", "help", {}),
    ("what are you able to do", "help", {}),
    ("list the commands please", "help", {}),
    ("which commands do you understand", "help", {}),
    ("i'm new here how do i use you", "help", {}),
    ("help me out what sort of things can i ask", "help", {}),
    # status: what is loaded, indexing progress, is everything ok
    ("are you ok", "status", {}),
    ("how's the indexing coming along", "status", {}),
    ("what have you got loaded right now", "status", {}),
    ("give me a status report", "status", {}),
    ("is everything working all right", "status", {}),
    ("which manuals are mounted at the moment", "status", {}),
    # reset: forget the conversation so far
    ("forget everything we just talked about", "reset", {}),
    ("clear the conversation", "reset", {}),
    ("wipe your memory of this chat", "reset", {}),
    ("please forget what i said before", "reset", {}),
    ("reset the chat", "reset", {}),
    ("throw away our history so far", "reset", {}),
    # new: start a new conversation / topic
    ("new conversation", "new", {}),
    ("let's talk about something else", "new", {}),
    ("i want to start a new topic", "new", {}),
    ("begin a fresh conversation please", "new", {}),
    ("okay moving on to a different subject", "new", {}),
    ("start over with another question", "new", {}),
    # role: engineer / student
    ("switch to engineer mode", "role", {"role": "engineer"}),
    ("answer like i'm a student", "role", {"role": "student"}),
    ("talk to me as an engineer would", "role", {"role": "engineer"}),
    ("i'm only a student so keep it simple", "role", {"role": "student"}),
    ("use the engineer role please", "role", {"role": "engineer"}),
    ("change the role to student", "role", {"role": "student"}),
    # pin: restrict answers to one namespace
    ("only use bench a", "pin", {"namespace": "bench-a"}),
    ("stick to the bench three manuals", "pin", {"namespace": "bench-3"}),
    ("pin global", "pin", {"namespace": "global"}),
    ("restrict answers to bench a documents", "pin", {"namespace": "bench-a"}),
    ("from now on just look in global", "pin", {"namespace": "global"}),
    ("limit yourself to bench three please", "pin", {"namespace": "bench-3"}),
    # unpin: lift the restriction
    ("search all the documents again", "unpin", {}),
    ("remove the pin", "unpin", {}),
    ("go back to using every manual", "unpin", {}),
    ("i'm finished with bench three open it all up again", "unpin", {}),
    ("lift the restriction", "unpin", {}),
    ("stop limiting answers to one set", "unpin", {}),
    # mount: add / load a namespace's documents
    ("mount bench a", "mount", {"namespace": "bench-a"}),
    ("load the global documents", "mount", {"namespace": "global"}),
    ("add the bench three manuals", "mount", {"namespace": "bench-3"}),
    ("please bring in the documents for bench a", "mount", {"namespace": "bench-a"}),
    ("can you load global for me", "mount", {"namespace": "global"}),
    ("i need bench three mounted", "mount", {"namespace": "bench-3"}),
    # scan: photograph the drawing under the bench camera
    ("scan this drawing", "scan", {}),
    ("take a picture of the drawing", "scan", {}),
    ("photograph what's under the camera", "scan", {}),
    ("have a look at the schematic on the bench", "scan", {}),
    ("can you read the drawing i just put down", "scan", {}),
    ("grab an image of this sheet", "scan", {}),
    # reindex: index the watched folders again
    ("index the folders again", "reindex", {}),
    ("rebuild the index", "reindex", {}),
    ("scan the watched folders again", "reindex", {}),
    ("refresh the index please", "reindex", {}),
    ("i added some files can you index them", "reindex", {}),
    ("update the document index", "reindex", {}),
    # whoami: which bench / location the appliance thinks I am at
    ("where am i", "whoami", {}),
    ("which bench is this", "whoami", {}),
    ("what bench do you think i'm at", "whoami", {}),
    ("what location are you set to", "whoami", {}),
    ("who am i", "whoami", {}),
    ("tell me which workstation this is", "whoami", {}),
    # model: which language model is answering
    ("which model are you", "model", {}),
    ("what language model is answering", "model", {}),
    ("what ai are you running on", "model", {}),
    ("tell me the name of the model", "model", {}),
    ("what's the model behind these answers", "model", {}),
    ("which brain am i talking to", "model", {}),
    # stop: stop / cancel / stop talking
    ("stop", "stop", {}),
    ("be quiet", "stop", {}),
    ("cancel that", "stop", {}),
    ("never mind stop talking", "stop", {}),
    ("okay that's enough", "stop", {}),
    ("hold on stop what you're doing", "stop", {}),
]

INTENTS = ["help", "status", "reset", "new", "role", "pin", "unpin", "mount",
           "scan", "reindex", "whoami", "model", "stop"]
NAMESPACES = {"bench-a", "global", "bench-3"}
ROLES = {"engineer", "student"}


def find_dict():
    try:
        import pocketsphinx
        base = os.path.dirname(pocketsphinx.__file__)
        hits = glob.glob(os.path.join(base, "**", "cmudict-en-us.dict"), recursive=True)
        if hits:
            return hits[0]
    except ImportError:
        pass
    hits = glob.glob("/work/main/.venv/lib/python3*/site-packages/pocketsphinx/"
                     "model/en-us/cmudict-en-us.dict")
    if hits:
        return hits[0]
    sys.exit("cmudict-en-us.dict not found (install pocketsphinx)")


def load_words(path):
    words = set()
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            parts = line.split()
            if parts:
                w = parts[0]
                if w.endswith(")") and "(" in w:  # alternate pronunciations: word(2)
                    w = w[: w.index("(")]
                words.add(w)
    return words


def check(words):
    errors = []
    missing = set()
    seen = set()
    for text, intent, slots in ROWS:
        if text in seen:
            errors.append(f"duplicate text: {text!r}")
        seen.add(text)
        if text != text.lower() or any(not (c.isalpha() or c in " '") for c in text):
            errors.append(f"bad characters: {text!r}")
        toks = text.split()
        if len(toks) >= 12:
            errors.append(f"12 or more words: {text!r}")
        for t in toks:
            if t not in words:
                missing.add(t)
        if intent not in INTENTS:
            errors.append(f"unknown intent {intent!r}: {text!r}")
        if intent in ("pin", "mount"):
            ok = set(slots) == {"namespace"} and slots["namespace"] in NAMESPACES
        elif intent == "role":
            ok = set(slots) == {"role"} and slots["role"] in ROLES
        else:
            ok = slots == {}
        if not ok:
            errors.append(f"bad slots {slots!r}: {text!r}")
    counts = {i: sum(1 for r in ROWS if r[1] == i) for i in INTENTS}
    for i, n in counts.items():
        if n < 6:
            errors.append(f"intent {i} has {n} rows, need 6")
    if missing:
        errors.append("words missing from dictionary: " + " ".join(sorted(missing)))
    return errors


def main():
    errors = check(load_words(find_dict()))
    if errors:
        for e in errors:
            print(e, file=sys.stderr)
        sys.exit(1)
    for n, (text, intent, slots) in enumerate(ROWS, 1):
        print(json.dumps({"id": f"v2-{n:02d}", "text": text, "intent": intent,
                          "slots": slots}))


if __name__ == "__main__":
    main()

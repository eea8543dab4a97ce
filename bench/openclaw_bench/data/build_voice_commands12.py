"""Held-out voice command set 12 for the open claw bench appliance.

What this is: 130 spoken commands (10 per intent, 13 intents) as they would
be said after the wake phrase "open claw" (the wake phrase is not part of
the text), each labelled with its intent and slots.  The rows are held here
as data; this script validates them and prints JSONL on stdout, e.g.

    /work/main/.venv/bin/python -B build_voice_commands12.py \
        > voice_commands_heldout12.jsonl

How it was written: BLIND.  The author saw only the one-line description
of each intent, the two role names (engineer, student) and the three
namespace names with their spoken forms ("bench a" -> bench-a, "global" ->
global, "bench three" -> bench-3).  No existing sentence lists, tune sets,
other held-out sets, tests, docs or code of the classifier were read.

This set is HELD OUT: score on it once, and never tune patterns, thresholds
or examples on it.  Once it has been looked at for tuning it is no longer a
held-out set.

Checks (each failure is written to stderr and the exit status is 1):
  * exactly 10 rows per intent, 130 rows in all;
  * role: 5 rows engineer and 5 rows student;
  * pin and mount: each names every namespace at least 3 times;
  * slots: role -> {"role": ...}; pin and mount -> {"namespace": ...};
    unpin and every other intent -> {}; only the three namespaces and the
    two roles are valid values;
  * text: lower-case letters, spaces and apostrophes only, single spaces,
    fewer than 12 words, no duplicate texts; ids are unique;
  * every word is a headword of pocketsphinx's en-us dictionary
    (cmudict-en-us.dict; "word(2)" lines are alternates of "word").
"""

import os
import sys

# Importing the shared rules must not leave a __pycache__ beside the data.
sys.dont_write_bytecode = True
# The shared rules sit beside this script; find them from any directory.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from command_set_rules import from_values, main  # noqa: E402

E = "engineer"
S = "student"
A = "bench-a"
G = "global"
B3 = "bench-3"

# (text, intent, slot value or None)
ROWS = [
    # help
    ("help", "help", None),
    ("what can i say", "help", None),
    ("um what commands do you understand", "help", None),
    ("could you list the things i'm allowed to ask you", "help", None),
    ("hey what were those inline directives again", "help", None),
    ("i'm new here what can you actually do", "help", None),
    ("i don't know the voice commands can you list them", "help", None),
    ("give us the list of commands mate", "help", None),
    ("please to tell me which orders you accept", "help", None),
    ("what are my options when i talk to you", "help", None),

    # status
    ("status", "status", None),
    ("what's mounted right now", "status", None),
    ("how far along is the indexing", "status", None),
    ("which documents have you got loaded at the moment", "status", None),
    ("okay give me a quick status report please", "status", None),
    ("is anything still running in the background", "status", None),
    ("um which collection is preferred and what's mounted", "status", None),
    ("has the indexing finished yet or not", "status", None),
    ("how are things looking on the appliance", "status", None),
    ("say me what is loaded and what is running", "status", None),

    # reset
    ("reset", "reset", None),
    ("forget this conversation", "reset", None),
    ("okay forget everything i've said so far", "reset", None),
    ("let's pretend this conversation never happened", "reset", None),
    ("could you reset the conversation please", "reset", None),
    ("scrap everything we've discussed and forget it all", "reset", None),
    ("disregard this whole conversation", "reset", None),
    ("hey wipe your memory of what we just talked about", "reset", None),
    ("you must forget all what i told you before", "reset", None),
    ("clear the context of this chat", "reset", None),

    # new
    ("new conversation", "new", None),
    ("start a new conversation", "new", None),
    ("let's begin a fresh chat", "new", None),
    ("can we open another conversation please", "new", None),
    ("close this one and start another", "new", None),
    ("um i'd like to start over with a brand new chat", "new", None),
    ("different topic so new conversation please", "new", None),
    ("hey kick off a new thread for me", "new", None),
    ("i'm done with this one let's have a new one", "new", None),
    ("open a new conversation and keep the old one", "new", None),

    # role
    ("answer as an engineer", "role", E),
    ("explain things to me like i'm a student", "role", S),
    ("switch to the engineer role", "role", E),
    ("role student please", "role", S),
    ("could you be the student for this conversation", "role", S),
    ("i want engineer answers from now on", "role", E),
    ("please answer in the student role", "role", S),
    ("okay put your engineer hat on", "role", E),
    ("treat me as a student for the rest of this chat", "role", S),
    ("you speak like engineer now", "role", E),

    # pin
    ("pin bench a", "pin", A),
    ("prefer global", "pin", G),
    ("pin bench three", "pin", B3),
    ("always use bench a's manuals whatever the beacons say", "pin", A),
    ("ignore the beacons and prefer the global collection", "pin", G),
    ("please make bench three the preferred collection", "pin", B3),
    ("stick with global no matter where i am", "pin", G),
    ("could you pin the bench a documents", "pin", A),
    ("i want bench three preferred regardless of location", "pin", B3),
    ("hey lock the preference on bench a", "pin", A),

    # unpin
    ("release the pin", "unpin", None),
    ("let the beacons decide again", "unpin", None),
    ("stop preferring bench a", "unpin", None),
    ("take the pin off global please", "unpin", None),
    ("go back to following the location beacons", "unpin", None),
    ("remove the pin", "unpin", None),
    ("i don't want bench three pinned anymore", "unpin", None),
    ("okay let the location pick the collection", "unpin", None),
    ("drop the preference and follow the beacons again", "unpin", None),
    ("no more pinning please the beacons can choose", "unpin", None),

    # mount
    ("mount bench a", "mount", A),
    ("mount global", "mount", G),
    ("please mount bench three", "mount", B3),
    ("keep bench a's documents loaded", "mount", A),
    ("load the global collection and keep it loaded", "mount", G),
    ("could you keep bench three mounted by hand", "mount", B3),
    ("um make sure global stays mounted", "mount", G),
    ("i need bench three loaded manually", "mount", B3),
    ("hey mount the bench a name space for me", "mount", A),
    ("don't unload global keep it mounted", "mount", G),

    # scan
    ("scan", "scan", None),
    ("scan the drawing", "scan", None),
    ("have a look at the drawing under the camera", "scan", None),
    ("could you scan this sheet for me", "scan", None),
    ("read the schematic i've put under the camera", "scan", None),
    ("um take a picture of the drawing please", "scan", None),
    ("what's on the drawing under the bench camera", "scan", None),
    ("i've put a drawing down scan it", "scan", None),
    ("capture the diagram lying on the bench", "scan", None),
    ("hey look at this drawing for me", "scan", None),

    # reindex
    ("re index", "reindex", None),
    ("index the documents again", "reindex", None),
    ("rebuild the index for the preferred collection", "reindex", None),
    ("please re index the documents", "reindex", None),
    ("the index is out of date refresh it", "reindex", None),
    ("could you redo the indexing of the preferred collection", "reindex", None),
    ("i've added new manuals so index them again", "reindex", None),
    ("um build the search index again from scratch", "reindex", None),
    ("update the search index please", "reindex", None),
    ("run the indexing again from the start", "reindex", None),

    # whoami
    ("who am i", "whoami", None),
    ("where am i", "whoami", None),
    ("who do you think i am", "whoami", None),
    ("how is this conversation routed", "whoami", None),
    ("which face and session am i on", "whoami", None),
    ("what location do you have me at", "whoami", None),
    ("um do you recognise me", "whoami", None),
    ("what role am i in right now", "whoami", None),
    ("tell me who you think is talking", "whoami", None),
    ("which bench do you reckon i'm at", "whoami", None),

    # model
    ("model", "model", None),
    ("which model are you", "model", None),
    ("what language model is answering", "model", None),
    ("what ai are you running on", "model", None),
    ("is the language model loaded yet", "model", None),
    ("tell me about the model that answers me", "model", None),
    ("um what's the brain behind the answers", "model", None),
    ("which language model have you got and is it ready", "model", None),
    ("are you running a big model or a small one", "model", None),
    ("what's the state of the language model", "model", None),

    # stop
    ("stop", "stop", None),
    ("shut up", "stop", None),
    ("okay that's enough", "stop", None),
    ("please stop talking", "stop", None),
    ("i can't hear myself think be quiet", "stop", None),
    ("cancel the procedure", "stop", None),
    ("stop the guided procedure please", "stop", None),
    ("hold on stop there", "stop", None),
    ("enough already you can stop", "stop", None),
    ("don't say another word", "stop", None),
]


if __name__ == "__main__":
    sys.exit(main(from_values("v12", ROWS)))

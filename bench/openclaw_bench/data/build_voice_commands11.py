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

import os
import sys

# Importing the shared rules must not leave a __pycache__ beside the data.
sys.dont_write_bytecode = True
# The shared rules sit beside this script; find them from any directory.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from command_set_rules import main, numbered  # noqa: E402

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


if __name__ == "__main__":
    sys.exit(main(numbered("v11", ROWS)))

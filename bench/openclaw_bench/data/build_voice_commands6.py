"""Held-out voice command set no. 6 for the open claw bench appliance.

This script holds 130 spoken commands (10 per intent, 13 intents) as data,
checks them, and prints them as JSONL (one {"id", "text", "intent", "slots"}
object per line) on stdout.  The wake phrase "open claw" is not part of the
text.

The set was written BLIND: its author saw only the one-line description of
each intent, the two role names (engineer, student) and the three namespace
names with their spoken forms ("bench a" -> bench-a, "global" -> global,
"bench three" -> bench-3).  No existing sentences, grammars, tests, data or
source code of the appliance were read while writing it.

It is a HELD-OUT set: score a system on it once, and never tune grammars,
sentences, thresholds or models on it.  If it is used for tuning it stops
being held out and a new blind set must be written.

Checks (each failure is reported to stderr, exit status 1):
  * exactly 10 rows per intent, 130 rows;
  * role: 5 rows engineer, 5 student;
  * pin and mount: each names every namespace at least 3 times;
  * slots: role -> {"role": ...}; pin and mount -> {"namespace": ...};
    every other intent (unpin included, even if a namespace is spoken) -> {};
    only the three namespaces and the two roles are valid;
  * text: lower-case letters, spaces and apostrophes only, single spaces,
    fewer than 12 words, no duplicate texts; unique ids;
  * every word is a headword of pocketsphinx's en-us dictionary
    (cmudict-en-us.dict; "word(2)" lines are alternates of "word").

Usage:
  python build_voice_commands6.py > voice_commands_heldout6.jsonl
"""

import os
import sys

# Importing the shared rules must not leave a __pycache__ beside the data.
sys.dont_write_bytecode = True
# The shared rules sit beside this script; find them from any directory.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from command_set_rules import from_values, main  # noqa: E402

A, G, B3 = "bench-a", "global", "bench-3"
E, S = "engineer", "student"

# (text, intent, slot value or None)
ROWS = [
    # help
    ("help", "help", None),
    ("what can i say", "help", None),
    ("um what commands do you understand", "help", None),
    ("could you list the things i'm allowed to ask you please", "help", None),
    ("i'm a bit lost here what are my options", "help", None),
    ("remind me of the inline directives", "help", None),
    ("how am i supposed to talk to you", "help", None),
    ("please which commands you have", "help", None),
    ("okay what are you actually able to do for me", "help", None),
    ("hey what sort of things do you respond to", "help", None),
    # status
    ("status", "status", None),
    ("what's mounted right now", "status", None),
    ("how far along is the indexing", "status", None),
    ("give me a quick status report please", "status", None),
    ("which documents have you got loaded at the moment", "status", None),
    ("what's the state of play in there", "status", None),
    ("is the indexing finished yet", "status", None),
    ("tell me what is preferred and what is running", "status", None),
    ("um how are you doing what's loaded and what's running", "status", None),
    ("say me the state of the appliance", "status", None),
    # reset
    ("reset", "reset", None),
    ("forget this conversation", "reset", None),
    ("um can you forget all of that please", "reset", None),
    ("scratch everything i've said so far", "reset", None),
    ("let's pretend this conversation never happened", "reset", None),
    ("clear your memory of this chat", "reset", None),
    ("forget what i told you it was all rubbish", "reset", None),
    ("reset this conversation please", "reset", None),
    ("wipe this conversation from your head", "reset", None),
    ("i don't want you remembering any of this", "reset", None),
    # new
    ("new conversation", "new", None),
    ("start a new conversation", "new", None),
    ("let's begin a fresh conversation please", "new", None),
    ("okay new topic open another conversation", "new", None),
    ("close this one and start another", "new", None),
    ("i'd like to carry on in a brand new chat", "new", None),
    ("next conversation please", "new", None),
    ("new chat", "new", None),
    ("i'm done with this conversation let's have a new one", "new", None),
    ("please you make one more conversation for me", "new", None),
    # role
    ("role engineer", "role", E),
    ("answer as an engineer", "role", E),
    ("switch to engineer mode please", "role", E),
    ("could you respond in the engineer role from now on", "role", E),
    ("i want the engineer's point of view for this chat", "role", E),
    ("student mode", "role", S),
    ("switch your role to student", "role", S),
    ("um answer like a student would", "role", S),
    ("please take on the student role for this conversation", "role", S),
    ("from now on you talk as a student", "role", S),
    # pin
    ("pin bench a", "pin", A),
    ("prefer global whatever the beacons say", "pin", G),
    ("stick with bench three no matter where i am", "pin", B3),
    ("please always prefer bench a's manuals", "pin", A),
    ("ignore the beacons and prefer global", "pin", G),
    ("pin the bench three documents please", "pin", B3),
    ("um make bench a the preferred collection", "pin", A),
    ("i want global preferred even when i walk around", "pin", G),
    ("don't let the location beacons take me off bench three", "pin", B3),
    ("bench a should be preferred regardless of location", "pin", A),
    # unpin
    ("let the beacons decide again", "unpin", None),
    ("stop preferring bench a", "unpin", None),
    ("go back to following the location beacons", "unpin", None),
    ("remove the pin on global please", "unpin", None),
    ("i don't want a fixed collection anymore", "unpin", None),
    ("release the pin and pick by location", "unpin", None),
    ("um drop the preference and let the beacons choose", "unpin", None),
    ("no more pinning let my location choose", "unpin", None),
    ("forget the pinned collection and use the beacons", "unpin", None),
    ("take the pin off bench three", "unpin", None),
    # mount
    ("mount bench a", "mount", A),
    ("keep global mounted", "mount", G),
    ("load bench three and keep it loaded", "mount", B3),
    ("could you mount the global collection by hand please", "mount", G),
    ("i need bench a's documents loaded all the time", "mount", A),
    ("don't ever unload bench three", "mount", B3),
    ("hey mount global for me", "mount", G),
    ("please load up bench three's manuals and leave them there", "mount", B3),
    ("keep bench a loaded even when i'm elsewhere", "mount", A),
    ("um mount bench three manually", "mount", B3),
    # scan
    ("scan", "scan", None),
    ("scan the drawing", "scan", None),
    ("take a look at this drawing under the camera", "scan", None),
    ("could you scan what's on the bench please", "scan", None),
    ("read the schematic i've put under the camera", "scan", None),
    ("have a butcher's at the sheet under the lens", "scan", None),
    ("um scan this sketch for me", "scan", None),
    ("capture the drawing on the bench", "scan", None),
    ("i've laid the blueprint down go ahead and scan it", "scan", None),
    ("photograph the diagram under the camera", "scan", None),
    # reindex
    ("rebuild the index", "reindex", None),
    ("rebuild the index for the preferred collection", "reindex", None),
    ("index the documents again please", "reindex", None),
    ("the manuals changed can you index them again", "reindex", None),
    ("refresh the index", "reindex", None),
    ("i've added new files please index them over again", "reindex", None),
    ("the search index is stale update it", "reindex", None),
    ("redo the indexing of the preferred documents", "reindex", None),
    ("um go through the preferred documents and index them afresh", "reindex", None),
    ("index everything in the preferred collection one more time", "reindex", None),
    # whoami
    ("who am i", "whoami", None),
    ("where am i", "whoami", None),
    ("who do you think i am", "whoami", None),
    ("where is this conversation routed", "whoami", None),
    ("which session am i in", "whoami", None),
    ("do you recognise my face", "whoami", None),
    ("what location have you got me at", "whoami", None),
    ("um tell me who you think you're talking to", "whoami", None),
    ("what role and session am i on right now", "whoami", None),
    ("how are you routing me at the moment", "whoami", None),
    # model
    ("which model", "model", None),
    ("what language model is answering", "model", None),
    ("which model are you running on", "model", None),
    ("is the language model loaded and ready", "model", None),
    ("who's actually answering me which model is it", "model", None),
    ("what brain are you using today", "model", None),
    ("tell me about the language model please", "model", None),
    ("which large language model is this", "model", None),
    ("is the model awake or still loading", "model", None),
    ("um what model is behind your answers", "model", None),
    # stop
    ("stop", "stop", None),
    ("shut up", "stop", None),
    ("i can't hear myself think be quiet", "stop", None),
    ("okay that's enough thank you", "stop", None),
    ("cancel the procedure", "stop", None),
    ("stop talking please", "stop", None),
    ("hold it right there", "stop", None),
    ("never mind don't finish that answer", "stop", None),
    ("i've got it from here no more steps thanks", "stop", None),
    ("hush", "stop", None),
]


if __name__ == "__main__":
    sys.exit(main(from_values("v6", ROWS)))

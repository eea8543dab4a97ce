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

import os
import sys

# Importing the shared rules must not leave a __pycache__ beside the data.
sys.dont_write_bytecode = True
# The shared rules sit beside this script; find them from any directory.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from command_set_rules import main, numbered  # noqa: E402

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


if __name__ == "__main__":
    sys.exit(main(numbered("v7", ROWS)))

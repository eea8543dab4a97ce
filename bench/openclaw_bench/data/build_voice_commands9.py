"""Held-out voice command set v9 for the open claw bench appliance.

What this is: 130 spoken commands (10 per intent, 13 intents), as a person
at the lab bench would say them after the wake phrase "open claw" (the wake
phrase is not part of the text), each labelled with its intent and slots.

How it was written: BLIND.  The author saw only the one-line description of
each intent, the two role names (engineer, student) and the three namespace
names with their spoken forms ("bench a" -> bench-a, "global" -> global,
"bench three" -> bench-3).  No grammar, sentence list, test, other data set
or source of the appliance was read while writing it.

HELD OUT: score the recogniser / intent parser on this set once, and report
the number.  Never tune grammars, sentences, thresholds or code on it; if it
has been used for tuning it is no longer a held-out set.

Run:  python build_voice_commands9.py > voice_commands_heldout9.jsonl
The rows are validated first; every failure is printed to stderr and the
exit status is 1 (nothing is printed to stdout in that case).
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
    ("okay what commands do you understand", "help", {}),
    ("um how am i supposed to use you", "help", {}),
    ("could you list the things i can ask you please", "help", {}),
    ("i'm new here what are my options", "help", {}),
    ("remind me of the inline directives", "help", {}),
    ("please what is the commands you know", "help", {}),
    ("hey give us a rundown of what you can do", "help", {}),
    ("i've no idea what to say to you help me out", "help", {}),

    # status
    ("status", "status", {}),
    ("what's mounted right now", "status", {}),
    ("how far along is the indexing", "status", {}),
    ("give me a status report please", "status", {}),
    ("which documents have you got loaded at the moment", "status", {}),
    ("how are things looking with the appliance", "status", {}),
    ("um is anything still running in the background", "status", {}),
    ("could you tell me what's preferred and what's mounted", "status", {}),
    ("how's the indexing getting on then", "status", {}),
    ("is the indexing done yet or still going", "status", {}),

    # reset
    ("reset", "reset", {}),
    ("forget this conversation", "reset", {}),
    ("forget everything we just said", "reset", {}),
    ("okay scrap all that and forget it", "reset", {}),
    ("please erase your memory of this chat", "reset", {}),
    ("reset the conversation please", "reset", {}),
    ("could you clear what we've talked about so far", "reset", {}),
    ("don't remember any of this conversation", "reset", {}),
    ("um forget all that", "reset", {}),
    ("you must forget what i told you before", "reset", {}),

    # new
    ("new conversation", "new", {}),
    ("start a new conversation", "new", {}),
    ("let's begin a fresh conversation on another topic", "new", {}),
    ("okay close this one and open a new conversation", "new", {}),
    ("new chat please", "new", {}),
    ("can we start another conversation", "new", {}),
    ("different subject now so start a new session", "new", {}),
    ("make new conversation for me", "new", {}),
    ("hey could you open a new thread", "new", {}),
    ("keep this conversation and start another one", "new", {}),

    # role
    ("answer as an engineer", "role", {"role": "engineer"}),
    ("switch to engineer mode", "role", {"role": "engineer"}),
    ("be an engineer for this conversation", "role", {"role": "engineer"}),
    ("role engineer", "role", {"role": "engineer"}),
    ("right put your engineer hat on", "role", {"role": "engineer"}),
    ("talk to me like i'm a student", "role", {"role": "student"}),
    ("please explain things as you would to a student", "role", {"role": "student"}),
    ("i'm only a student so keep it simple", "role", {"role": "student"}),
    ("um could you use the student role", "role", {"role": "student"}),
    ("i'm not an engineer answer for a student", "role", {"role": "student"}),

    # pin
    ("pin bench a", "pin", {"namespace": "bench-a"}),
    ("prefer global whatever the beacons say", "pin", {"namespace": "global"}),
    ("stick with bench three", "pin", {"namespace": "bench-3"}),
    ("okay always prefer bench a's manuals", "pin", {"namespace": "bench-a"}),
    ("could you pin the global collection please", "pin", {"namespace": "global"}),
    ("ignore the beacons and prefer bench three", "pin", {"namespace": "bench-3"}),
    ("i want bench a preferred no matter where i am", "pin", {"namespace": "bench-a"}),
    ("pin global", "pin", {"namespace": "global"}),
    ("um pin bench three for me", "pin", {"namespace": "bench-3"}),
    ("don't let the beacons decide use bench a", "pin", {"namespace": "bench-a"}),

    # unpin (no slot, even when a namespace is spoken)
    ("let the beacons choose again", "unpin", {}),
    ("stop preferring bench a", "unpin", {}),
    ("go back to following the beacons", "unpin", {}),
    ("okay drop the pin", "unpin", {}),
    ("remove the pin on global please", "unpin", {}),
    ("use my location again to pick the documents", "unpin", {}),
    ("i don't want a fixed collection any more", "unpin", {}),
    ("forget the pin on bench three", "unpin", {}),
    ("could you take the pin off and let the beacons decide", "unpin", {}),
    ("no more pinning please the beacons can choose", "unpin", {}),

    # mount
    ("mount bench a", "mount", {"namespace": "bench-a"}),
    ("keep global mounted", "mount", {"namespace": "global"}),
    ("load bench three and keep it loaded", "mount", {"namespace": "bench-3"}),
    ("please mount bench a's manuals", "mount", {"namespace": "bench-a"}),
    ("could you load the global collection and leave it there", "mount", {"namespace": "global"}),
    ("um mount bench three", "mount", {"namespace": "bench-3"}),
    ("mount bench a manually", "mount", {"namespace": "bench-a"}),
    ("don't unload global keep it mounted", "mount", {"namespace": "global"}),
    ("i need bench three loaded at all times", "mount", {"namespace": "bench-3"}),
    ("hey keep the bench a documents mounted for me", "mount", {"namespace": "bench-a"}),

    # scan
    ("scan", "scan", {}),
    ("scan the drawing", "scan", {}),
    ("have a look at the drawing under the camera", "scan", {}),
    ("what's this drawing i've put under the camera", "scan", {}),
    ("could you scan the schematic i just put down", "scan", {}),
    ("okay take a picture of the drawing", "scan", {}),
    ("read the drawing on the bench please", "scan", {}),
    ("um look at the sheet under the camera", "scan", {}),
    ("the drawing is under camera now you scan it", "scan", {}),
    ("capture the diagram on the bench", "scan", {}),

    # reindex
    ("index the documents again", "reindex", {}),
    ("rebuild the index", "reindex", {}),
    ("could you index the preferred collection again", "reindex", {}),
    ("the documents have changed please index them again", "reindex", {}),
    ("refresh the index", "reindex", {}),
    ("okay redo the indexing", "reindex", {}),
    ("the search is out of date update the index", "reindex", {}),
    ("um scan the documents again and rebuild the index", "reindex", {}),
    ("i've added new files so index everything again", "reindex", {}),
    ("do the indexing once more for these manuals", "reindex", {}),

    # whoami
    ("who am i", "whoami", {}),
    ("where am i", "whoami", {}),
    ("who do you think i am", "whoami", {}),
    ("which session is this", "whoami", {}),
    ("how am i being routed", "whoami", {}),
    ("what location have you got me at", "whoami", {}),
    ("um what role am i in right now", "whoami", {}),
    ("do you recognise my face", "whoami", {}),
    ("tell me where this conversation is being routed", "whoami", {}),
    ("which bench do you think i'm standing at", "whoami", {}),

    # model
    ("which model are you", "model", {}),
    ("what language model is answering", "model", {}),
    ("model", "model", {}),
    ("what model is loaded and is it ready", "model", {}),
    ("um what brain are you using", "model", {}),
    ("is the language model up and running", "model", {}),
    ("tell me about the model you're using", "model", {}),
    ("which model is doing the talking", "model", {}),
    ("is the model warmed up yet", "model", {}),
    ("please say me the name of your model", "model", {}),

    # stop
    ("stop", "stop", {}),
    ("shut up", "stop", {}),
    ("okay that's enough stop talking", "stop", {}),
    ("i can't hear myself think be quiet", "stop", {}),
    ("please stop the procedure", "stop", {}),
    ("hold on stop there", "stop", {}),
    ("cancel that answer", "stop", {}),
    ("um stop stop stop", "stop", {}),
    ("abort the guided procedure", "stop", {}),
    ("no no don't carry on", "stop", {}),
]


if __name__ == "__main__":
    sys.exit(main(numbered("v9", ROWS)))

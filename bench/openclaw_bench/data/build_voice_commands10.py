#!/usr/bin/env python3
"""Held-out voice command set no. 10 for the OpenClaw bench appliance.

What this is
    130 spoken commands (10 per intent, 13 intents) as a person at the lab
    bench would say them after the wake phrase "open claw" (the wake phrase
    is not part of the text).  Each row carries the intended intent and its
    slots, so the set can score intent classification and slot filling from
    transcribed or synthesised speech.

How it was written
    BLIND.  The author saw only the one-line description of each intent, the
    two role names ("engineer", "student") and the three namespace names with
    their spoken forms ("bench a" -> bench-a, "global" -> global,
    "bench three" -> bench-3).  No existing sentence files, grammars, tests,
    docs, other benchmark data or git history were read while writing it.

How to use it
    HELD OUT: score once, never tune on it.  Do not add its phrasings to the
    appliance's sentence lists or grammars, and do not adjust the appliance
    after looking at failures on this set; if that happens the set is spent
    and a new blind set must be written.

Running
    python build_voice_commands10.py > voice_commands_heldout10.jsonl

    The script validates the rows (counts per intent, role and namespace
    balance, slot shapes, text format, uniqueness, and that every word is a
    headword of pocketsphinx's en-us dictionary).  Each failure is reported
    on stderr and the exit status is 1; nothing is printed on stdout then.
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
    # help: list the commands and the inline directives
    ("help", "help", {}),
    ("what can i say", "help", {}),
    ("um what commands do you understand", "help", {}),
    ("could you list the things i'm allowed to ask you", "help", {}),
    ("i'm new here what are my options", "help", {}),
    ("remind me of the inline directives please", "help", {}),
    ("okay so what are you actually able to do", "help", {}),
    ("give us the list of commands mate", "help", {}),
    ("which words do you respond to", "help", {}),
    ("sorry i forgot the commands again can you go over them", "help", {}),

    # status: what is mounted, preferred and running
    ("status", "status", {}),
    ("what's mounted right now", "status", {}),
    ("hey how far along is the indexing", "status", {}),
    ("give me a status report please", "status", {}),
    ("which documents have you got loaded", "status", {}),
    ("quick status check", "status", {}),
    ("is anything still running in the background", "status", {}),
    ("could you tell me what's preferred and what's mounted", "status", {}),
    ("um where are we up to with loading the documents", "status", {}),
    ("what state is the box in at the moment", "status", {}),

    # reset: forget this conversation (file kept, archived)
    ("reset", "reset", {}),
    ("forget this conversation", "reset", {}),
    ("please forget everything we've said so far", "reset", {}),
    ("clear your memory of this chat", "reset", {}),
    ("um reset the conversation would you", "reset", {}),
    ("wipe the slate clean and forget all that", "reset", {}),
    ("forget everything i told you in this conversation", "reset", {}),
    ("i don't want you remembering any of this reset please", "reset", {}),
    ("drop all the context from this conversation", "reset", {}),
    ("you've got muddled just erase what we talked about", "reset", {}),

    # new: start a new conversation (current one closed and kept)
    ("new conversation", "new", {}),
    ("start a new conversation", "new", {}),
    ("let's begin a fresh conversation please", "new", {}),
    ("close this one and open another conversation", "new", {}),
    ("hey can we have a new chat", "new", {}),
    ("i'd like to start another conversation", "new", {}),
    ("keep this one but start a new conversation", "new", {}),
    ("end this conversation and start the next one", "new", {}),
    ("okay different job now so a brand new conversation please", "new", {}),
    ("please you open new conversation for me", "new", {}),

    # role: answer in another role (engineer / student)
    ("answer as an engineer", "role", {"role": "engineer"}),
    ("talk to me like an engineer would", "role", {"role": "engineer"}),
    ("switch to engineer mode please", "role", {"role": "engineer"}),
    ("could you take on the engineer role for this chat", "role", {"role": "engineer"}),
    ("be engineer for me now", "role", {"role": "engineer"}),
    ("answer as a student", "role", {"role": "student"}),
    ("explain things for a student please", "role", {"role": "student"}),
    ("i'm only a student so use the student role", "role", {"role": "student"}),
    ("um could you change the role to student", "role", {"role": "student"}),
    ("from now on reply like i'm a student", "role", {"role": "student"}),

    # pin: prefer a namespace whatever the beacons say
    ("pin bench a", "pin", {"namespace": "bench-a"}),
    ("prefer global whatever the beacons say", "pin", {"namespace": "global"}),
    ("stick to bench three", "pin", {"namespace": "bench-3"}),
    ("i'm at bench three but prefer bench a's manuals", "pin", {"namespace": "bench-a"}),
    ("ignore the beacons and use global", "pin", {"namespace": "global"}),
    ("please pin the global collection", "pin", {"namespace": "global"}),
    ("could you lock the preference to bench three", "pin", {"namespace": "bench-3"}),
    ("make bench three the preferred set no matter where i am", "pin", {"namespace": "bench-3"}),
    ("i don't care what the beacons say stay on bench a", "pin", {"namespace": "bench-a"}),
    ("um prefer the global documents from now on", "pin", {"namespace": "global"}),

    # unpin: let the beacons choose again (no slot even if a namespace is spoken)
    ("let the beacons choose again", "unpin", {}),
    ("stop preferring bench a", "unpin", {}),
    ("go back to following the beacons", "unpin", {}),
    ("drop the pin", "unpin", {}),
    ("release the pinned collection please", "unpin", {}),
    ("no more pinning let the location decide", "unpin", {}),
    ("forget the global preference and go by the beacons", "unpin", {}),
    ("um could you take the pin off please", "unpin", {}),
    ("i'm moving around so let the beacons pick", "unpin", {}),
    ("don't stick to bench three any more", "unpin", {}),

    # mount: keep a namespace mounted by hand
    ("mount bench a", "mount", {"namespace": "bench-a"}),
    ("keep global mounted", "mount", {"namespace": "global"}),
    ("load bench three and keep it loaded", "mount", {"namespace": "bench-3"}),
    ("could you mount the global collection for me", "mount", {"namespace": "global"}),
    ("keep bench a's documents loaded please", "mount", {"namespace": "bench-a"}),
    ("hold bench three in memory please", "mount", {"namespace": "bench-3"}),
    ("don't unload global keep it mounted", "mount", {"namespace": "global"}),
    ("mount bench three manually", "mount", {"namespace": "bench-3"}),
    ("hey load up bench a and leave it there", "mount", {"namespace": "bench-a"}),
    ("um could you keep the global docs mounted", "mount", {"namespace": "global"}),

    # scan: scan the drawing under the bench camera
    ("scan", "scan", {}),
    ("scan the drawing", "scan", {}),
    ("have a look at this drawing under the camera", "scan", {}),
    ("could you read the sheet i've put under the camera", "scan", {}),
    ("what's this drawing take a scan", "scan", {}),
    ("please scan the schematic on the bench", "scan", {}),
    ("okay the drawing is under the camera go ahead", "scan", {}),
    ("capture the drawing please", "scan", {}),
    ("take a picture of the blueprint and read it", "scan", {}),
    ("um i've laid a diagram down can you scan it", "scan", {}),

    # reindex: re-index the documents of the preferred namespace
    ("index the documents again", "reindex", {}),
    ("rebuild the index", "reindex", {}),
    ("the manuals changed could you index them again", "reindex", {}),
    ("refresh the index for this collection", "reindex", {}),
    ("um run the indexing again on the preferred documents", "reindex", {}),
    ("redo the index please", "reindex", {}),
    ("i've added new files so update the index", "reindex", {}),
    ("okay rebuild the document index for the preferred collection", "reindex", {}),
    ("the search is out of date index the docs again", "reindex", {}),
    ("please index the preferred documents afresh", "reindex", {}),

    # whoami: where this conversation is routed (face, session, location, role)
    ("who am i", "whoami", {}),
    ("where am i", "whoami", {}),
    ("how is this conversation routed", "whoami", {}),
    ("do you know who you're talking to", "whoami", {}),
    ("which location do you think i'm at", "whoami", {}),
    ("what session am i in and what role", "whoami", {}),
    ("um do you recognise my face", "whoami", {}),
    ("tell me where this chat is being routed", "whoami", {}),
    ("who do you think i am and where", "whoami", {}),
    ("could you tell me which bench you think i'm standing at", "whoami", {}),

    # model: which language model answers, and its state
    ("which model", "model", {}),
    ("what language model is answering", "model", {}),
    ("which model are you running", "model", {}),
    ("is the model loaded yet", "model", {}),
    ("what brain are you using today", "model", {}),
    ("what's the language model doing right now", "model", {}),
    ("tell me about the model that answers me", "model", {}),
    ("is the language model ready or still warming up", "model", {}),
    ("who's answering me which model is it", "model", {}),
    ("could you say which language model you're on and its state", "model", {}),

    # stop: stop the answer being produced, or the guided procedure
    ("stop", "stop", {}),
    ("shut up", "stop", {}),
    ("i can't hear myself think be quiet", "stop", {}),
    ("okay that's enough stop talking", "stop", {}),
    ("cancel the procedure", "stop", {}),
    ("halt please", "stop", {}),
    ("hey hold it stop right there", "stop", {}),
    ("never mind stop the answer", "stop", {}),
    ("stop the guided steps we're done", "stop", {}),
    ("um sorry could you stop there", "stop", {}),
]


if __name__ == "__main__":
    sys.exit(main(numbered("v10", ROWS)))

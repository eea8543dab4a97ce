#!/usr/bin/env python3
"""Held-out evaluation set 5: spoken commands for the open claw bench appliance.

What this is
    130 spoken commands (10 for each of the 13 intents), as a person at a lab
    bench would say them after the wake phrase "open claw" (the wake phrase is
    not part of the text).  Each row has an id, the text, the intended intent
    and its slots.  Running this script validates the rows and prints them as
    JSONL on stdout; the committed copy is voice_commands_heldout5.jsonl.

How it was written
    BLIND.  The author saw only the one-line description of each intent, the
    two role names (engineer, student) and the three namespace names with
    their spoken forms ("bench a" -> bench-a, "global" -> global,
    "bench three" -> bench-3).  The author did not see the appliance's
    sentence templates, grammar, tests, documentation or any other voice set.

How to use it
    HELD OUT: score a recogniser / intent parser on it once, and report the
    number.  Never tune templates, grammars, thresholds or anything else on
    these rows; once something has been tuned on them they are no longer a
    held-out measure.

Checks (each failure goes to stderr and the exit status is 1)
    * exactly 10 rows per intent, 130 rows in all;
    * role: 5 rows engineer, 5 student;
    * pin and mount: each namespace named at least 3 times;
    * slots: role -> {"role": ...}; pin, mount -> {"namespace": ...};
      unpin and every other intent -> {} (unpin stays {} even when a namespace
      is spoken); only the three namespaces and two roles are valid;
    * text: lower-case letters, spaces and apostrophes only, single spaces,
      fewer than 12 words, no duplicate texts; ids unique;
    * every word is a headword of pocketsphinx's en-us dictionary
      (cmudict-en-us.dict; "word(2)" lines are alternates of "word").
      The dictionary is looked up from $CMUDICT_EN_US, the installed
      pocketsphinx package, or a search of the usual install places.

Usage
    python build_voice_commands5.py > voice_commands_heldout5.jsonl
"""

import os
import sys

# Importing the shared rules must not leave a __pycache__ beside the data.
sys.dont_write_bytecode = True
# The shared rules sit beside this script; find them from any directory.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from command_set_rules import from_values, main  # noqa: E402

A, G, T = "bench-a", "global", "bench-3"
E, S = "engineer", "student"

# (text, intent, slot value or None)
ROWS = [
    # help
    ("help", "help", None),
    ("what can i say", "help", None),
    ("um what commands do you actually understand", "help", None),
    ("could you list the things i'm allowed to ask you please", "help", None),
    ("remind me which inline directives there are", "help", None),
    ("okay how does this thing work what can it do", "help", None),
    ("give me list of command please", "help", None),
    ("i've forgotten the voice commands again run me through them", "help", None),
    ("what are my options here", "help", None),
    ("hey what sort of stuff can you do for me", "help", None),

    # status
    ("status", "status", None),
    ("what's mounted at the moment", "status", None),
    ("how far along is the indexing", "status", None),
    ("which documents have you got loaded right now", "status", None),
    ("give us a quick status report mate", "status", None),
    ("is anything still running in the background", "status", None),
    ("tell me what's preferred and what's mounted", "status", None),
    ("um how's the indexing getting on", "status", None),
    ("what state are you in", "status", None),
    ("please report the state of the appliance", "status", None),

    # reset
    ("reset", "reset", None),
    ("forget this conversation", "reset", None),
    ("okay wipe what we just said from your memory", "reset", None),
    ("forget everything i've told you so far", "reset", None),
    ("please clear this conversation", "reset", None),
    ("reset the chat please", "reset", None),
    ("could you erase your memory of this discussion", "reset", None),
    ("scrub this conversation from your head", "reset", None),
    ("you must forget what we talked until now", "reset", None),
    ("let's pretend none of that was said wipe it", "reset", None),

    # new
    ("new conversation", "new", None),
    ("start a new conversation", "new", None),
    ("let's begin a fresh chat", "new", None),
    ("okay different topic open a new conversation please", "new", None),
    ("i'd like to start a brand new conversation", "new", None),
    ("begin another conversation", "new", None),
    ("close this conversation and start a new one", "new", None),
    ("new chat please", "new", None),
    ("can we make a new conversation now", "new", None),
    ("right let's start a fresh conversation shall we", "new", None),

    # role
    ("answer as an engineer", "role", E),
    ("switch to engineer mode", "role", E),
    ("talk to me like an engineer would", "role", E),
    ("don't answer as a student answer as an engineer", "role", E),
    ("could you put your engineer's hat on for this conversation", "role", E),
    ("be a student", "role", S),
    ("role student", "role", S),
    ("pretend you are a student for the rest of this chat", "role", S),
    ("i'd rather you answered as a student please", "role", S),
    ("please you take the role of student now", "role", S),

    # pin
    ("pin bench a", "pin", A),
    ("prefer global whatever the beacons say", "pin", G),
    ("stick with bench three please", "pin", T),
    ("always prefer bench a's documents", "pin", A),
    ("ignore the beacons and pin bench three", "pin", T),
    ("lock onto global as the preferred collection", "pin", G),
    ("i want bench a preferred no matter where i'm standing", "pin", A),
    ("um could you pin bench three for me", "pin", T),
    ("stay on global even when i walk to another bench", "pin", G),
    ("the beacons keep getting it wrong just prefer bench a", "pin", A),

    # unpin (never a slot, even when a namespace is spoken)
    ("let the beacons decide again", "unpin", None),
    ("stop preferring bench a", "unpin", None),
    ("remove the pin from global", "unpin", None),
    ("go back to following the location beacons", "unpin", None),
    ("you don't need to stick with bench three anymore", "unpin", None),
    ("take the pin off please", "unpin", None),
    ("okay drop the preferred collection and use the beacons", "unpin", None),
    ("let my location choose the collection again", "unpin", None),
    ("forget the pin", "unpin", None),
    ("no more pinning please", "unpin", None),

    # mount
    ("mount bench a", "mount", A),
    ("keep global loaded", "mount", G),
    ("load bench three and keep it mounted", "mount", T),
    ("could you mount the global collection please", "mount", G),
    ("i need bench a's manuals loaded by hand", "mount", A),
    ("keep bench three in memory don't unload it", "mount", T),
    ("hey mount global for me", "mount", G),
    ("bench a mount it", "mount", A),
    ("make sure bench a stays mounted", "mount", A),
    ("you mount bench three please", "mount", T),

    # scan
    ("scan", "scan", None),
    ("scan the drawing", "scan", None),
    ("have a look at the drawing under the camera", "scan", None),
    ("could you scan this schematic please", "scan", None),
    ("take a snapshot of the drawing", "scan", None),
    ("read the drawing on the bench for me", "scan", None),
    ("okay the sheet is under the camera go ahead and scan", "scan", None),
    ("hey grab an image of this blueprint", "scan", None),
    ("capture the diagram i just laid down", "scan", None),
    ("scan please the drawing under camera", "scan", None),

    # reindex
    ("index the documents again", "reindex", None),
    ("rebuild the index please", "reindex", None),
    ("could you redo the index for the preferred collection", "reindex", None),
    ("the docs changed run the indexing again", "reindex", None),
    ("refresh the index", "reindex", None),
    ("i've dropped some new manuals in index them again", "reindex", None),
    ("um the search index is stale update it", "reindex", None),
    ("please index again the documents of this bench", "reindex", None),
    ("start the indexing over", "reindex", None),
    ("do a fresh index of the preferred documents", "reindex", None),

    # whoami
    ("who am i", "whoami", None),
    ("where am i", "whoami", None),
    ("where is this conversation being routed", "whoami", None),
    ("who do you think i am", "whoami", None),
    ("which session am i in", "whoami", None),
    ("tell me my face session location and role", "whoami", None),
    ("do you know who's talking to you", "whoami", None),
    ("um which bench do you reckon i'm standing at", "whoami", None),
    ("what role have i got at the moment", "whoami", None),
    ("how are you routing me right now", "whoami", None),

    # model
    ("model", "model", None),
    ("which model are you", "model", None),
    ("what language model is answering me", "model", None),
    ("is the model loaded yet", "model", None),
    ("what are you running on under the hood", "model", None),
    ("tell me about the language model and its state", "model", None),
    ("who's actually generating these answers", "model", None),
    ("is the language model ready or still warming up", "model", None),
    ("what ai is behind your answers", "model", None),
    ("which brain do you use for answer", "model", None),

    # stop
    ("stop", "stop", None),
    ("shut up", "stop", None),
    ("i can't hear myself think be quiet", "stop", None),
    ("that'll do thank you", "stop", None),
    ("please stop talking", "stop", None),
    ("hold on stop the procedure", "stop", None),
    ("cancel that", "stop", None),
    ("no no no stop", "stop", None),
    ("oi pack it in", "stop", None),
    ("enough already quit the guided steps", "stop", None),
]


if __name__ == "__main__":
    sys.exit(main(from_values("v5", ROWS)))

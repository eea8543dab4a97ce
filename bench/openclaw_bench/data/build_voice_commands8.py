#!/usr/bin/env python3
"""Held-out voice command set no. 8 for the open claw bench appliance.

This script holds 130 spoken commands as data (10 for each of the 13
intents), checks them, and prints them as JSONL, one row a line:

    {"id": "v8-001", "text": ..., "intent": ..., "slots": {...}}

Each text is what a person says after the wake phrase "open claw"; the
wake phrase itself is not part of the text.

The set was written BLIND. Its author saw only the one-line description
of each intent, the two role names (engineer, student) and the three
namespace names with their spoken forms ("bench a" -> bench-a, "global"
-> global, "bench three" -> bench-3). The author did not see the
appliance's sentence templates, the other benchmark data, the tests, the
docs or the git history.

HELD OUT: score a system on this set once and report the result. Never
tune, fit or edit templates, grammars, thresholds or prompts against it;
once it has been used for tuning it is no longer a held-out set.

Usage:
    python build_voice_commands8.py > voice_commands_heldout8.jsonl

The checks below print each failure to stderr and exit with status 1.
"""

import os
import sys

# Importing the shared rules must not leave a __pycache__ beside the data.
sys.dont_write_bytecode = True
# The shared rules sit beside this script; find them from any directory.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from command_set_rules import main  # noqa: E402

# (intent, slots, text)
ROWS = [
    # ---- help: list the commands and the inline directives ----
    ("help", {}, "help"),
    ("help", {}, "what can i say"),
    ("help", {}, "um what commands do you understand"),
    ("help", {}, "could you list the things i'm allowed to ask you"),
    ("help", {}, "i'm new here what are my options"),
    ("help", {}, "read me out the commands and the inline directives please"),
    ("help", {}, "how am i supposed to talk to you"),
    ("help", {}, "i've no idea what you can do give us a hint"),
    ("help", {}, "hey what kind of things can i tell you to do"),
    ("help", {}, "please you explain me which orders you accept"),

    # ---- status: what is mounted, preferred and running ----
    ("status", {}, "status"),
    ("status", {}, "what's mounted right now"),
    ("status", {}, "how far along is the indexing"),
    ("status", {}, "okay give me a status report"),
    ("status", {}, "which documents have you got loaded at the moment"),
    ("status", {}, "what is preferred and what is running"),
    ("status", {}, "is the indexing finished yet or still going"),
    ("status", {}, "what's the state of play"),
    ("status", {}, "could you tell me your current state please"),
    ("status", {}, "what is the situation of the machine now"),

    # ---- reset: forget this conversation (file kept, archived) ----
    ("reset", {}, "reset"),
    ("reset", {}, "forget this conversation"),
    ("reset", {}, "wipe everything we've said so far"),
    ("reset", {}, "um let's forget what we just talked about"),
    ("reset", {}, "clear your memory of this chat please"),
    ("reset", {}, "forget all that and archive it"),
    ("reset", {}, "reset the conversation but keep the file"),
    ("reset", {}, "could you forget everything i told you"),
    ("reset", {}, "don't remember any of this"),
    ("reset", {}, "scrub this discussion from your head"),

    # ---- new: start a new conversation (current closed and kept) ----
    ("new", {}, "new conversation"),
    ("new", {}, "start a new conversation"),
    ("new", {}, "let's begin a fresh chat"),
    ("new", {}, "close this one and open another conversation"),
    ("new", {}, "different topic let's open a new thread"),
    ("new", {}, "okay i'm done with this conversation start another"),
    ("new", {}, "could you open a fresh conversation for me"),
    ("new", {}, "new chat please"),
    ("new", {}, "i'd like a brand new conversation keep the old one"),
    ("new", {}, "make please a new talk from zero"),

    # ---- role: answer in another role (engineer / student) ----
    ("role", {"role": "engineer"}, "answer as an engineer"),
    ("role", {"role": "engineer"}, "talk to me like an engineer would"),
    ("role", {"role": "engineer"}, "switch to the engineer role"),
    ("role", {"role": "engineer"}, "could you respond as an engineer for this chat"),
    ("role", {"role": "engineer"}, "engineer mode please"),
    ("role", {"role": "student"}, "explain things as if i were a student"),
    ("role", {"role": "student"}, "student role"),
    ("role", {"role": "student"}, "please answer the way you would for a student"),
    ("role", {"role": "student"}, "use the student role from now on"),
    ("role", {"role": "student"}, "hey can you be in student mode for this conversation"),

    # ---- pin: prefer a namespace whatever the beacons say ----
    ("pin", {"namespace": "bench-a"}, "pin bench a"),
    ("pin", {"namespace": "bench-3"}, "prefer bench three"),
    ("pin", {"namespace": "global"}, "always prefer global no matter where i am"),
    ("pin", {"namespace": "bench-a"}, "stick with bench a's manuals whatever the beacons say"),
    ("pin", {"namespace": "global"}, "ignore the beacons and pin global"),
    ("pin", {"namespace": "bench-3"}, "lock the preferred collection to bench three"),
    ("pin", {"namespace": "bench-a"}, "okay pin bench a please"),
    ("pin", {"namespace": "bench-3"}, "i want bench three preferred even if i walk around"),
    ("pin", {"namespace": "bench-a"}, "make bench a the preferred one and keep it there"),
    ("pin", {"namespace": "global"}, "could you pin the global documents for me"),

    # ---- unpin: let the beacons choose again (no slot) ----
    ("unpin", {}, "let the beacons decide again"),
    ("unpin", {}, "remove the pin"),
    ("unpin", {}, "stop preferring global"),
    ("unpin", {}, "go back to using the location beacons"),
    ("unpin", {}, "drop the pin on bench a"),
    ("unpin", {}, "release the pin on bench three"),
    ("unpin", {}, "i don't want a fixed preference any more"),
    ("unpin", {}, "follow the beacons from now on please"),
    ("unpin", {}, "okay clear the preferred collection and let location choose"),
    ("unpin", {}, "don't keep bench three pinned let the beacons pick"),

    # ---- mount: keep a namespace mounted by hand ----
    ("mount", {"namespace": "bench-a"}, "mount bench a"),
    ("mount", {"namespace": "bench-3"}, "load bench three and keep it loaded"),
    ("mount", {"namespace": "global"}, "keep global mounted"),
    ("mount", {"namespace": "bench-3"}, "could you mount bench three's documents"),
    ("mount", {"namespace": "global"}, "please load the global collection by hand"),
    ("mount", {"namespace": "global"}, "mount global"),
    ("mount", {"namespace": "bench-a"}, "keep bench a loaded please"),
    ("mount", {"namespace": "bench-3"}, "i need bench three mounted"),
    ("mount", {"namespace": "bench-a"}, "don't unload bench a's manuals keep them mounted"),
    ("mount", {"namespace": "global"}, "hey load up global and leave it mounted"),

    # ---- scan: scan the drawing under the bench camera ----
    ("scan", {}, "scan"),
    ("scan", {}, "scan the drawing"),
    ("scan", {}, "have a look at the drawing under the camera"),
    ("scan", {}, "could you scan this schematic please"),
    ("scan", {}, "take a picture of the drawing on the bench"),
    ("scan", {}, "read the diagram i just put under the camera"),
    ("scan", {}, "um scan what's under the camera"),
    ("scan", {}, "capture the blueprint under the lens"),
    ("scan", {}, "i've laid a drawing out can you scan it"),
    ("scan", {}, "the sketch is under the camera go ahead"),

    # ---- reindex: re-index the preferred namespace ----
    ("reindex", {}, "rebuild the index"),
    ("reindex", {}, "index the documents again"),
    ("reindex", {}, "please re index the preferred collection"),
    ("reindex", {}, "the manuals changed can you index them again"),
    ("reindex", {}, "refresh the search index"),
    ("reindex", {}, "redo the indexing"),
    ("reindex", {}, "could you rebuild the document index please"),
    ("reindex", {}, "the index is out of date update it"),
    ("reindex", {}, "run the indexer again on the preferred documents"),
    ("reindex", {}, "i added some files do the indexing over"),

    # ---- whoami: where this conversation is routed ----
    ("whoami", {}, "who am i"),
    ("whoami", {}, "where am i"),
    ("whoami", {}, "how is this conversation routed"),
    ("whoami", {}, "who do you think you're talking to"),
    ("whoami", {}, "which location do you think i'm at"),
    ("whoami", {}, "which session is this"),
    ("whoami", {}, "tell me who and where you think i am"),
    ("whoami", {}, "do you recognise my face"),
    ("whoami", {}, "um which bench am i at according to you"),
    ("whoami", {}, "what role and session have i got right now"),

    # ---- model: which language model answers, and its state ----
    ("model", {}, "which model"),
    ("model", {}, "what language model are you running"),
    ("model", {}, "which model is answering me"),
    ("model", {}, "is the model loaded"),
    ("model", {}, "what brain are you using"),
    ("model", {}, "tell me about the language model and its state"),
    ("model", {}, "are you running on a local model or a remote one"),
    ("model", {}, "who's generating the answers which model"),
    ("model", {}, "is the language model ready yet"),
    ("model", {}, "what model's behind your answers"),

    # ---- stop: stop the answer, or else the guided procedure ----
    ("stop", {}, "stop"),
    ("stop", {}, "shut up"),
    ("stop", {}, "i can't hear myself think be quiet"),
    ("stop", {}, "okay that's enough"),
    ("stop", {}, "cancel the procedure"),
    ("stop", {}, "please stop talking"),
    ("stop", {}, "pack it in mate i've heard enough"),
    ("stop", {}, "abort the guided procedure"),
    ("stop", {}, "halt"),
    ("stop", {}, "don't say another word"),
]


def build_rows() -> list[dict]:
    """The rows as dicts for the shared checks, numbered in the order written."""
    return [{"id": f"v8-{n:03d}", "text": text, "intent": intent, "slots": slots}
            for n, (intent, slots, text) in enumerate(ROWS, 1)]


if __name__ == "__main__":
    sys.exit(main(build_rows()))

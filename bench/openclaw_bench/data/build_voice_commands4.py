"""Held-out voice-command evaluation set no. 4 for the OpenClaw bench appliance.

What this is
------------
130 spoken commands, as a person at a lab bench would say them after the wake
phrase "open claw" (the wake phrase itself is not part of the text). Each row
is labelled with one of 13 intents and its slots:

    help, status, reset, new, role, pin, unpin, mount, scan, reindex,
    whoami, model, stop

How it was written
------------------
Blind: the author saw only a one-line description of each intent, the role
names ("engineer", "student") and the namespace names with how they are
spoken ("bench a" -> "bench-a", "global" -> "global", "bench three" ->
"bench-3"). The author did not look at the recogniser, its grammar, its
tests, its documentation or any other phrasing set.

Held-out: score the recogniser on this set once and report the number. Do not
tune the recogniser, its grammar or its thresholds against these rows; once
they have been looked at for tuning the set is no longer held out.

The rows try to vary the way people really talk: one-word and long requests,
curt and polite, fillers ("okay", "um", "hey", "please", "could you"),
indirect requests, wording that borrows another intent's words but clearly
means this one, possessives ("bench a's documents"), and a few negations
where the meaning is unambiguous.

Rules (checked by this script; each failure goes to stderr, exit status 1)
-------------------------------------------------------------------------
* exactly 10 rows per intent, 130 rows in all;
* role: 5 rows with role "engineer" and 5 with role "student";
* pin and mount: each names every namespace (bench-a, global, bench-3) at
  least 3 times;
* slots: role -> {"role": ...}; pin and mount -> {"namespace": ...};
  unpin -> {} always, even when a namespace is spoken; every other intent
  -> {}; only the three namespaces and two roles are valid values;
* text: lower-case letters, spaces and apostrophes only, single spaces,
  fewer than 12 words, no duplicate texts; ids unique;
* every word is a headword of pocketsphinx's en-us dictionary
  (cmudict-en-us.dict; "word(2)" lines count as alternates of "word").

Usage
-----
    /work/main/.venv/bin/python build_voice_commands4.py > voice_commands_heldout4.jsonl

Output: one JSON object per line,
    {"id": "v4-001", "text": ..., "intent": ..., "slots": {...}}
"""

import os
import sys

# Importing the shared rules must not leave a __pycache__ beside the data.
sys.dont_write_bytecode = True
# The shared rules sit beside this script; find them from any directory.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from command_set_rules import main, numbered  # noqa: E402

A = {"namespace": "bench-a"}
G = {"namespace": "global"}
B3 = {"namespace": "bench-3"}
ENG = {"role": "engineer"}
STU = {"role": "student"}

ROWS = [
    # help
    ("what can i say", "help", {}),
    ("what can you do", "help", {}),
    ("list the commands", "help", {}),
    ("help", "help", {}),
    ("okay what commands do you understand", "help", {}),
    ("um what am i allowed to ask you", "help", {}),
    ("could you tell me what commands there are", "help", {}),
    ("i don't know what to say here help me out", "help", {}),
    ("hey what are my options", "help", {}),
    ("please read me the list of things you can do", "help", {}),

    # status
    ("status", "status", {}),
    ("what's loaded right now", "status", {}),
    ("how is the indexing going", "status", {}),
    ("is everything okay", "status", {}),
    ("could you give me a status report", "status", {}),
    ("how far along is the indexing", "status", {}),
    ("what documents do you have loaded at the moment", "status", {}),
    ("um is everything working all right", "status", {}),
    ("are you done indexing yet", "status", {}),
    ("hey give me a quick system check", "status", {}),

    # reset
    ("reset", "reset", {}),
    ("forget the conversation so far", "reset", {}),
    ("forget everything we just said", "reset", {}),
    ("please clear the conversation history", "reset", {}),
    ("wipe what we've talked about", "reset", {}),
    ("okay erase our chat up to this point", "reset", {}),
    ("could you forget our discussion up to now", "reset", {}),
    ("scrap everything i've said so far", "reset", {}),
    ("clear your memory of this conversation", "reset", {}),
    ("reset the conversation please", "reset", {}),

    # new
    ("new conversation", "new", {}),
    ("start a new conversation", "new", {}),
    ("let's change the subject", "new", {}),
    ("new topic please", "new", {}),
    ("i want to talk about something else now", "new", {}),
    ("could we start a fresh conversation", "new", {}),
    ("okay let's begin a new topic", "new", {}),
    ("hey start a brand new session", "new", {}),
    ("um let's move on to a different topic", "new", {}),
    ("i'd like to start a new thread", "new", {}),

    # role
    ("i'm an engineer", "role", ENG),
    ("i am a student", "role", STU),
    ("set my role to engineer", "role", ENG),
    ("set role student", "role", STU),
    ("treat me as an engineer please", "role", ENG),
    ("i'm just a student here", "role", STU),
    ("hey i'm the engineer on this bench", "role", ENG),
    ("switch me to student mode", "role", STU),
    ("okay i work here as an engineer", "role", ENG),
    ("um i'm a student so keep it simple", "role", STU),

    # pin
    ("pin bench a", "pin", A),
    ("only answer from bench a", "pin", A),
    ("restrict answers to global", "pin", G),
    ("pin to bench three", "pin", B3),
    ("could you stick to bench three's documents only", "pin", B3),
    ("okay just use the global collection from now on", "pin", G),
    ("hey limit yourself to bench a's documents", "pin", A),
    ("please only search global", "pin", G),
    ("keep your answers within bench three", "pin", B3),
    ("um focus only on bench a for now", "pin", A),

    # unpin (slots always empty)
    ("remove the pin", "unpin", {}),
    ("answer from everything again", "unpin", {}),
    ("stop restricting answers to bench a", "unpin", {}),
    ("lift the restriction", "unpin", {}),
    ("okay you can use all the documents again", "unpin", {}),
    ("don't limit yourself to global anymore", "unpin", {}),
    ("search every collection again please", "unpin", {}),
    ("hey take the pin off bench three", "unpin", {}),
    ("um drop the pin", "unpin", {}),
    ("no more restrictions use everything", "unpin", {}),

    # mount
    ("mount bench a", "mount", A),
    ("load global", "mount", G),
    ("add the bench three documents", "mount", B3),
    ("please load bench a's documents", "mount", A),
    ("could you mount global for me", "mount", G),
    ("okay add the global collection", "mount", G),
    ("hey bring in the files from bench three", "mount", B3),
    ("um load up bench three", "mount", B3),
    ("i need the bench a documents loaded", "mount", A),
    ("add global to your library", "mount", G),

    # scan
    ("scan", "scan", {}),
    ("scan the drawing", "scan", {}),
    ("take a picture of this drawing", "scan", {}),
    ("read the drawing under the camera", "scan", {}),
    ("could you photograph what's on the bench", "scan", {}),
    ("okay have a look at this drawing under the camera", "scan", {}),
    ("hey snap a photo of the sheet in front of you", "scan", {}),
    ("please scan the schematic i just put down", "scan", {}),
    ("um capture the drawing on the bench", "scan", {}),
    ("look at the drawing i'm holding under the camera", "scan", {}),

    # reindex
    ("index the folders again", "reindex", {}),
    ("rebuild the index", "reindex", {}),
    ("please index the watched folders again", "reindex", {}),
    ("could you go through the watched folders and index them again", "reindex", {}),
    ("okay refresh the index", "reindex", {}),
    ("i put new files in the folder please index them", "reindex", {}),
    ("update the index", "reindex", {}),
    ("um run the indexing again", "reindex", {}),
    ("hey start indexing the watched folders from scratch", "reindex", {}),
    ("redo the index", "reindex", {}),

    # whoami
    ("which bench am i at", "whoami", {}),
    ("where am i", "whoami", {}),
    ("what bench do you think i'm at", "whoami", {}),
    ("what location do you have me at", "whoami", {}),
    ("could you tell me which bench this is", "whoami", {}),
    ("okay where do you think i'm standing", "whoami", {}),
    ("hey which lab bench am i at", "whoami", {}),
    ("um what's my location", "whoami", {}),
    ("i'm not sure which bench i'm at can you tell me", "whoami", {}),
    ("do you know where i am right now", "whoami", {}),

    # model
    ("which model are you", "model", {}),
    ("what language model is answering", "model", {}),
    ("which language model are you running", "model", {}),
    ("what model is this", "model", {}),
    ("could you tell me what model you're using", "model", {}),
    ("okay which model is answering me", "model", {}),
    ("hey what's the model behind the answers", "model", {}),
    ("um what language model am i talking to", "model", {}),
    ("tell me the name of the model you use", "model", {}),
    ("which model is giving these answers", "model", {}),

    # stop
    ("stop", "stop", {}),
    ("cancel", "stop", {}),
    ("stop talking", "stop", {}),
    ("okay that's enough", "stop", {}),
    ("please be quiet", "stop", {}),
    ("hey cancel that", "stop", {}),
    ("um stop stop", "stop", {}),
    ("shut up", "stop", {}),
    ("never mind cancel it", "stop", {}),
    ("don't say any more", "stop", {}),
]


if __name__ == "__main__":
    sys.exit(main(numbered("v4", ROWS)))

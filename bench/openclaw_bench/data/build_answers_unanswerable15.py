"""Fifteenth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout15.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench --
validating a backup with pg_probackup, setting up the principal key of
Percona's pg_tde, the default of max_active_replication_origins in
PostgreSQL 18, the pool size in Rails' database.yml, querying a table "AS
OF" a past timestamp without a restore, a query_memory_limit setting that
PostgreSQL 15 does not have, what psql's \\drg of PostgreSQL 16 lists, what
PGQ stands for in SQL/PGQ, a HeidiSQL session for the lab server, the user
CPU column of pg_stat_kcache; the sample rate of a Digilent Analog
Discovery 3, the release that would bring the Asahi GPU driver into
mainline, a vm.min_filelist_kbytes sysctl that mainline does not have, what
LAM stands for, s-tui's CSV logging, the RS-485 DIP switch of a Moxa UPort
1150, a mkosi disk image build, a webcam light that stays on after a call,
KDE Connect notifications, and an SPI overlay for a Radxa Rock 5B -- whose
key terms were checked by grepping both corpora (PostgreSQL 15 HTML pages,
Linux 6.1 ``.rst.txt`` sources, as whole words) to be absent or present only
as a name or an ordinary word without the asked-for fact ("rails" only for
power rails, "AS OF" only in ordinary prose, Moxa only for its Smartio
serial boards, "webcam" only in lists of supported cameras and a bug-hunting
example). The subjects are named in different ways on purpose: distinctive
product names, ordinary English words, version numbers, acronyms,
third-party tools and settings or features that PostgreSQL 15 and Linux 6.1
do not have. None repeats a topic of the earlier unanswerable sets
(``answer_unanswerable_tune``, ``answer_unanswerable_heldout`` to
``answer_unanswerable_heldout14``) or of the other answer sets, which were
read only for that purpose; the fourteenth set's builder
(``build_answers_unanswerable14.py``) was read as the template for format
and rules. Nothing of the answer code, of its output, of the appliance's
documentation or tests, or of the benchmark results was opened while
writing it; no git command was run; the questions were not run through the
appliance.

Usage::

    python3 build_answers_unanswerable15.py > answer_unanswerable_heldout15.jsonl
    python3 validate_answers.py answer_unanswerable_heldout15.jsonl  # with a Python that has the appliance installed

The validator must exit 0. A held-out set: score it once.
"""

from __future__ import annotations

import os
import sys

# Importing the shared rows must not leave a __pycache__ beside the data.
sys.dont_write_bytecode = True
# The shared module sits beside this script; find it from any directory.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from answer_set_rows import Unanswerable, unanswerable_main  # noqa: E402

# (id, query, kind, corpus)
UNANSWERABLE: list[Unanswerable] = [
    # --- PostgreSQL-flavoured -------------------------------------------
    ("u15-pg-probackup-validate",
     "Which pg_probackup command checks that a backup in our backup catalog is intact and can be restored?",
     "command", "pg"),
    ("u15-pg-tde-principal-key",
     "With Percona's pg_tde extension, which function do I call to set up the principal key before I create our first encrypted table?",
     "procedure", "pg"),
    ("u15-max-active-replication-origins",
     "What does max_active_replication_origins default to in PostgreSQL 18, now that it is separate from max_replication_slots?",
     "value", "pg"),
    ("u15-rails-pool",
     "Which key in the Rails database.yml sets how many connections ActiveRecord keeps in its pool for our inventory app?",
     "setting", "pg"),
    ("u15-as-of-query",
     "Can I look at the samples table as it was two hours ago with something like SELECT ... AS OF TIMESTAMP, without restoring any backup?",
     "procedure", "pg"),
    ("u15-query-memory-limit",
     "What does the query_memory_limit setting default to, and would it stop a single runaway report from eating all the RAM?",
     "value", "pg"),
    ("u15-psql-drg",
     "What does the \\drg meta-command that psql got in PostgreSQL 16 list?",
     "command", "pg"),
    ("u15-pgq-acronym",
     "A conference talk said SQL/PGQ support is coming to Postgres; what does PGQ stand for?",
     "definition", "pg"),
    ("u15-heidisql-session",
     "How do I set up a session in HeidiSQL on the Windows lab PC so it connects to our PostgreSQL server?",
     "procedure", "pg"),
    ("u15-pg-stat-kcache-cpu",
     "Which column of pg_stat_kcache shows how much user CPU time each normalized query has used?",
     "command", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u15-analog-discovery-rate",
     "What is the maximum sample rate of the oscilloscope inputs on our Digilent Analog Discovery 3?",
     "value", "kernel"),
    ("u15-asahi-gpu-release",
     "From which kernel release is the Asahi GPU driver for the Apple M2 Mac mini in mainline, so we can drop the downstream tree?",
     "value", "kernel"),
    ("u15-min-filelist-kbytes",
     "What does vm.min_filelist_kbytes default to, and would raising it stop our page cache from being thrashed under memory pressure?",
     "value", "kernel"),
    ("u15-lam-acronym",
     "The release notes for the new Xeon servers mention kernel support for LAM; what does LAM stand for?",
     "definition", "kernel"),
    ("u15-s-tui-csv",
     "Which s-tui option writes CPU frequency, temperature and power to a CSV file while our burn-in test runs?",
     "command", "kernel"),
    ("u15-moxa-uport-rs485",
     "Which DIP switch setting on the Moxa UPort 1150 puts it into RS-485 2-wire mode for our flow controllers?",
     "setting", "kernel"),
    ("u15-mkosi-build",
     "Which mkosi command builds a bootable disk image of our test distribution for the QEMU runs?",
     "command", "kernel"),
    ("u15-webcam-light",
     "Why does the webcam light on the lab laptop stay on for a few seconds after I have closed the video call?",
     "reason", "kernel"),
    ("u15-kde-connect",
     "How do I set up KDE Connect so the notifications of the lab PC show up on my phone?",
     "procedure", "kernel"),
    ("u15-rock5b-spi-overlay",
     "Which device tree overlay do I enable to get the second SPI bus on the header of our Radxa Rock 5B?",
     "setting", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

"""Sixteenth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout16.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench --
the prepared statement cache of asyncpg behind a pooler, handing a plan to
pgMustard, the index advice of pg_qualstats, the sslnegotiation option of
PostgreSQL 17's libpq, what the pg_create_subscription role of PostgreSQL
16 allows, pgcenter's top view, a cache of whole query results for a
dashboard, what MPP stands for, the SERIALIZE option of EXPLAIN in
PostgreSQL 17, logging in with Adminer; the sample rate of a PicoScope
2204A, the cachestat() system call of Linux 6.5, a vm.reclaim_swappiness_boost
sysctl that mainline does not have, what MPAM stands for, CuteCom's hex
view, the termination jumper of a Waveshare USB to RS485 converter,
kernel-install and systemd-boot entries, a shutdown that waits on a stop
job, sharing one keyboard between two PCs with Input Leap, and a UART
overlay for an Orange Pi 5 under Armbian -- whose key terms were checked by
grepping both corpora (PostgreSQL 15 HTML pages, Linux 6.1 ``.rst.txt``
sources, as whole words) to be absent or present only as a name or an
ordinary word without the asked-for fact ("MPP" only inside other words
and names, "SERIALIZE" only as part of SERIALIZABLE, "MPAM" only inside
another word). The subjects are named in different ways on purpose:
distinctive product names, ordinary English words, version numbers,
acronyms, third-party tools and settings or features that PostgreSQL 15
and Linux 6.1 do not have. None repeats a topic of the earlier
unanswerable sets (``answer_unanswerable_tune``,
``answer_unanswerable_heldout`` to ``answer_unanswerable_heldout15``) or of
the other answer sets, which were read only for that purpose; the
fifteenth set's builder (``build_answers_unanswerable15.py``) was read as
the template for format and rules. Nothing of the answer code, of its
output, of the appliance's documentation or tests, or of the benchmark
results was opened while writing it; no git command was run; the questions
were not run through the appliance.

Usage::

    python3 build_answers_unanswerable16.py > answer_unanswerable_heldout16.jsonl
    python3 validate_answers.py answer_unanswerable_heldout16.jsonl  # with a Python that has the appliance installed

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
    ("u16-asyncpg-statement-cache",
     "Which argument of asyncpg's connect() sets the size of its prepared statement cache, so I can switch it off behind our transaction pooler?",
     "setting", "pg"),
    ("u16-pgmustard-plan",
     "How do I hand the EXPLAIN (ANALYZE, BUFFERS) output of our slow nightly report to pgMustard to get its tips?",
     "procedure", "pg"),
    ("u16-pg-qualstats-index-advisor",
     "Which pg_qualstats function suggests missing indexes from the WHERE clauses it has collected on the lab server?",
     "command", "pg"),
    ("u16-pg17-sslnegotiation",
     "Which value of the sslnegotiation connection option, new in PostgreSQL 17's libpq, starts TLS right away without the SSLRequest round trip?",
     "setting", "pg"),
    ("u16-pg16-create-subscription-role",
     "What may a member of the pg_create_subscription predefined role, added in PostgreSQL 16, do that other non-superusers can't?",
     "definition", "pg"),
    ("u16-pgcenter-top",
     "Which pgcenter subcommand shows a top-like live view of what is running on our lab database server?",
     "command", "pg"),
    ("u16-result-cache-size",
     "Does the server keep the results of identical SELECTs in memory so the dashboard's repeated queries come back instantly, and how big is that result cache by default?",
     "value", "pg"),
    ("u16-mpp-acronym",
     "The Greenplum sales engineer keeps calling it an MPP database; what does MPP stand for?",
     "definition", "pg"),
    ("u16-pg17-explain-serialize",
     "What does the SERIALIZE option that EXPLAIN got in PostgreSQL 17 measure, and would it show why our wide report is slow to arrive?",
     "reason", "pg"),
    ("u16-adminer-login",
     "How do I log in to the lab PostgreSQL server with Adminer on our intranet web server?",
     "procedure", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u16-picoscope-rate",
     "What is the maximum sample rate of our PicoScope 2204A when both channels are switched on?",
     "value", "kernel"),
    ("u16-cachestat-65",
     "What does the cachestat() system call from Linux 6.5 report for a file, and could our logger use it to see how much of its data sits in the page cache?",
     "definition", "kernel"),
    ("u16-reclaim-swappiness-boost",
     "What does vm.reclaim_swappiness_boost default to, and should we raise it on the simulation server that keeps swapping?",
     "value", "kernel"),
    ("u16-mpam-acronym",
     "The datasheet of the new Arm server says its cache partitioning is done with MPAM; what does MPAM stand for?",
     "definition", "kernel"),
    ("u16-cutecom-hex",
     "Which setting in CuteCom shows the bytes coming from the instrument's UART as hex instead of text?",
     "setting", "kernel"),
    ("u16-waveshare-rs485-termination",
     "Which jumper on the Waveshare USB to RS485 converter switches in the 120 ohm termination resistor for our bus of flow meters?",
     "setting", "kernel"),
    ("u16-kernel-install-add",
     "Which kernel-install command adds our self-built kernel and its initrd to the systemd-boot entries on the test box?",
     "command", "kernel"),
    ("u16-shutdown-stop-job",
     "Why does the lab PC take almost two minutes to shut down, showing 'a stop job is running' the whole time?",
     "reason", "kernel"),
    ("u16-input-leap",
     "How do I set up Input Leap so one keyboard and mouse control both PCs on the measurement bench?",
     "procedure", "kernel"),
    ("u16-orange-pi5-uart",
     "Which overlay do I add to armbianEnv.txt to enable UART3 on our Orange Pi 5 running Armbian?",
     "setting", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

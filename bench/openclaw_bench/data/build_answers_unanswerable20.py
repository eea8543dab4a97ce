"""Twentieth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout20.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench --
the server-connection limit of the Odyssey pooler, the state of a
pg_auto_failover formation from pg_autoctl, the GENERIC_PLAN option of
EXPLAIN in PostgreSQL 16, the pg_wait_events view of PostgreSQL 17, an HTML
report from pg_gather, H3 cell indexes from h3-pg, Looker Studio refusing a
database without a public address, planner statistics in a PostgreSQL 18
dump, what RPO stands for, the collection interval of pgwatch; the first
kernel release for the Adreno X1 GPU of Snapdragon X Elite laptops, the
tick rate of a FreeRTOS co-processor, sharing an RTL-SDR dongle with
rtl_tcp, a persistence file on a Ventoy stick, listing EtherCAT slaves with
the IgH master, LinuxCNC's latency test, software rendering with Mesa's
LIBGL_ALWAYS_SOFTWARE, gpsd serving other machines, what OCuLink stands
for, a green picture from an HDMI grabber in OBS Studio -- whose key terms
were checked by grepping both corpora (PostgreSQL 15 HTML pages, Linux 6.1
``.rst.txt`` sources, as whole words, ignoring case) to be absent or
present only as a name or an ordinary word without the asked-for fact
("H3" only as HTML heading tags, a trace flag column and an Allwinner SoC
name, "Snapdragon" only in a Qualcomm datasheet address of the camera
docs, "Mesa" only as the name of the user-space graphics stack in the
issue-reporting guide and in a freedesktop.org address, "pool_size" only as
a field of the networking page pool, "formation" only as an ordinary
word). The subjects are named in different ways on purpose:
distinctive product names, ordinary English words, version numbers,
acronyms, third-party tools and settings or features that PostgreSQL 15 and
Linux 6.1 do not have. None repeats a topic of the earlier unanswerable
sets (``answer_unanswerable_tune``, ``answer_unanswerable_heldout`` to
``answer_unanswerable_heldout19``) or of the other answer sets, which were
read only for that purpose; the nineteenth set's builder
(``build_answers_unanswerable19.py``) was read as the template for format
and rules. Nothing of the answer code, of its output, of the appliance's
documentation or tests, or of the benchmark results was opened while
writing it; no git command was run; the questions were not run through the
appliance.

Usage::

    python3 build_answers_unanswerable20.py > answer_unanswerable_heldout20.jsonl
    python3 validate_answers.py answer_unanswerable_heldout20.jsonl  # with a Python that has the appliance installed

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
    ("u20-odyssey-pool-size",
     "Which setting in odyssey.conf caps how many server connections the Odyssey pooler opens to the lab database for each database and user pair?",
     "setting", "pg"),
    ("u20-pg-autoctl-state",
     "Which pg_autoctl command shows which node of our pg_auto_failover formation is the primary right now and whether the secondary is in sync?",
     "command", "pg"),
    ("u20-explain-generic-plan",
     "How do I use the GENERIC_PLAN option that EXPLAIN got in PostgreSQL 16 to see the plan of a query from our log that still contains $1 and $2?",
     "procedure", "pg"),
    ("u20-pg-wait-events-view",
     "What does the pg_wait_events view that came with PostgreSQL 17 list, and can I join it to pg_stat_activity to explain what our stuck sessions wait for?",
     "definition", "pg"),
    ("u20-pg-gather-report",
     "How do I run pg_gather's gather.sql against the lab database and turn its output into the HTML health report?",
     "procedure", "pg"),
    ("u20-h3-pg-cell",
     "Which h3-pg function turns the latitude and longitude of each sampling site in our sites table into an H3 cell index at resolution 9?",
     "command", "pg"),
    ("u20-looker-studio-public-ip",
     "Why does Looker Studio refuse to connect to our lab PostgreSQL server unless the database gets a public IP address?",
     "reason", "pg"),
    ("u20-pg18-dump-statistics",
     "Which pg_dump option in PostgreSQL 18 puts the planner statistics into the dump, so the restored test copy doesn't need a long ANALYZE first?",
     "command", "pg"),
    ("u20-rpo-acronym",
     "The new IT policy demands an RPO of five minutes for the lab database; what does RPO stand for?",
     "definition", "pg"),
    ("u20-pgwatch-interval",
     "By default, how often does pgwatch collect its metrics from the lab database it monitors?",
     "value", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u20-adreno-x1-release",
     "From which kernel release does the Adreno X1 GPU of our new Snapdragon X Elite laptops get accelerated graphics in mainline?",
     "value", "kernel"),
    ("u20-freertos-tick-rate",
     "Which FreeRTOS config option sets the tick rate of the firmware on the Cortex-M co-processor that sits next to Linux on our board?",
     "setting", "kernel"),
    ("u20-rtl-tcp-listen",
     "Which rtl_tcp option makes it listen on all network interfaces so the PC in the next room can use our RTL-SDR dongle?",
     "command", "kernel"),
    ("u20-ventoy-persistence",
     "How do I add a persistence file to our Ventoy USB stick so the live Linux system keeps its changes between boots?",
     "procedure", "kernel"),
    ("u20-ethercat-slaves",
     "Which command of the IgH EtherCAT master lists the slaves on the bus of our motion test rig with their states?",
     "command", "kernel"),
    ("u20-linuxcnc-latency",
     "Which LinuxCNC tool measures the servo and base thread latency of the machine before we trust it with the milling rig?",
     "command", "kernel"),
    ("u20-mesa-software-rendering",
     "Which environment variable makes Mesa fall back to software rendering so our visualisation tool runs on the headless analysis box?",
     "setting", "kernel"),
    ("u20-gpsd-listen-network",
     "Which gpsd option lets other machines on the lab network connect to it, so all the loggers share the one GPS receiver?",
     "command", "kernel"),
    ("u20-oculink-acronym",
     "The external GPU dock for the test laptop connects through OCuLink; what does OCuLink stand for?",
     "definition", "kernel"),
    ("u20-obs-green-picture",
     "Why does the cheap HDMI capture dongle show only a green picture in OBS Studio on the lab PC, while it works on my laptop?",
     "reason", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

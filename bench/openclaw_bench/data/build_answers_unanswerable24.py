"""Twenty-fourth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout24.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench --
autogenerating a migration with Alembic, what 3NF stands for, the
log_lock_failures setting of PostgreSQL 18, finding sampling sites within a
distance with PostGIS, a query store that keeps the plan history of every
query, running pending migrations with the diesel CLI, the pg_get_acl()
function of PostgreSQL 18, pgAdmin 4 asking for a master password, the
storage of Aiven's free PostgreSQL plan, switching off the timestamp columns
of a Sequelize model; presetting the Wi-Fi in Raspberry Pi Imager, what PAM3
stands for, the 64 kB multi-size THP of Linux 6.8, finding the services that
slowed the boot with systemd-analyze, imaging a whole disk with Clonezilla,
the number of daily Timeshift snapshots, the top sample rate of an INMP441
microphone, coil whine from the lab PC, the boot order with efibootmgr, the
TOPS of the NPU in a Core Ultra 7 155H -- whose key terms were checked by
grepping both corpora (PostgreSQL 15 HTML pages, Linux 6.1 ``.rst.txt``
sources, as whole words, ignoring case) to be absent or present only as a
name or an ordinary word without the asked-for fact ("PostGIS" only as the
name of an external project and in passing examples, "pgAdmin" only as the
name of an administration tool, "SQL Server" only in a passing remark of the
ECPG chapter, "normal form" only as a Unicode feature in the list of SQL
features, "Rust" only as the kernel's own Rust support, "USB4" only for the
USB4 and Thunderbolt connection manager without any word on PAM3,
"transparent_hugepage" only for the THP settings of 6.1 without any
multi-size hugepages-64kB directory, "blame" only as an ordinary word,
"timeshift" only as a mount option of HPFS and in remote control key tables,
"I2S" only for audio interfaces of other hardware, "Intel Core" only for
other processors, "whine" only as an ordinary verb). The subjects are named
in different ways on purpose: distinctive product names, ordinary English
words, version numbers, acronyms, third-party tools and settings or features
that PostgreSQL 15 and Linux 6.1 do not have. None repeats a topic of the
earlier unanswerable sets (``answer_unanswerable_tune``,
``answer_unanswerable_heldout`` to ``answer_unanswerable_heldout23``) or of
the other answer sets, which were read only for that purpose; the
twenty-third set's builder (``build_answers_unanswerable23.py``) was read as
the template for format and rules. Nothing of the answer code, of its
output, of the appliance's documentation or tests, or of the benchmark
results was opened while writing it; no git command was used (one stray
``git status`` in this folder printed nothing); the questions were not run
through the appliance.

Usage::

    python3 build_answers_unanswerable24.py > answer_unanswerable_heldout24.jsonl
    python3 validate_answers.py answer_unanswerable_heldout24.jsonl  # with a Python that has the appliance installed

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
    ("u24-alembic-autogenerate",
     "Which Alembic command autogenerates a migration script from the changes in our SQLAlchemy models for the lab database?",
     "command", "pg"),
    ("u24-3nf-acronym",
     "The database course says our samples schema breaks 3NF; what does 3NF stand for?",
     "definition", "pg"),
    ("u24-pg18-log-lock-failures",
     "What does the log_lock_failures setting added in PostgreSQL 18 write to the server log, and is it off by default?",
     "setting", "pg"),
    ("u24-postgis-dwithin",
     "Which PostGIS function finds every sampling site within 500 metres of a given point in a way that can use the spatial index?",
     "command", "pg"),
    ("u24-query-store",
     "How do I switch on a query store so the server keeps a history of the execution plans of every query, the way SQL Server does?",
     "procedure", "pg"),
    ("u24-diesel-migration-run",
     "Which diesel CLI command runs the pending migrations of our Rust ingest service against the lab database?",
     "command", "pg"),
    ("u24-pg18-pg-get-acl",
     "What does the pg_get_acl() function that came with PostgreSQL 18 return for one of our tables?",
     "command", "pg"),
    ("u24-pgadmin-master-password",
     "Why does pgAdmin 4 ask me for a master password every time I start it on the lab PC?",
     "reason", "pg"),
    ("u24-aiven-free-plan-storage",
     "How much storage does the free plan of Aiven for PostgreSQL include for our small test database?",
     "value", "pg"),
    ("u24-sequelize-timestamps",
     "Which Sequelize model option turns off the automatic createdAt and updatedAt columns for our samples table?",
     "setting", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u24-rpi-imager-wifi",
     "How do I preset the Wi-Fi network and its password in Raspberry Pi Imager before writing the SD card for the field sensor?",
     "procedure", "kernel"),
    ("u24-pam3-acronym",
     "The USB4 version 2.0 slides mention PAM3 signalling; what does PAM3 stand for?",
     "definition", "kernel"),
    ("u24-mthp-64k",
     "Which file under /sys/kernel/mm/transparent_hugepage/hugepages-64kB switches on the 64 kB multi-size THP that came in Linux 6.8 on our arm64 server?",
     "setting", "kernel"),
    ("u24-systemd-analyze-blame",
     "Which systemd-analyze command lists the services that slowed down the boot of the lab PC the most?",
     "command", "kernel"),
    ("u24-clonezilla-disk-image",
     "How do I save the whole disk of the lab PC as a compressed image onto the NAS with Clonezilla?",
     "procedure", "kernel"),
    ("u24-timeshift-daily",
     "Which Timeshift setting keeps five daily snapshots of the system files on the lab PC?",
     "setting", "kernel"),
    ("u24-inmp441-sample-rate",
     "Up to which sample rate does the INMP441 I2S microphone on our noise logger work?",
     "value", "kernel"),
    ("u24-coil-whine",
     "Why does the lab PC make a high-pitched coil whine whenever the GPU is under load?",
     "reason", "kernel"),
    ("u24-efibootmgr-order",
     "Which efibootmgr option changes the boot order so the test laptop tries the USB stick first?",
     "command", "kernel"),
    ("u24-core-ultra-npu-tops",
     "How many TOPS does the NPU of the Intel Core Ultra 7 155H in the new laptop deliver for our inference tests?",
     "value", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

"""Ninth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout9.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench --
the SYSTEM_USER function of PostgreSQL 16, uuidv7() of PostgreSQL 18, Parquet
files through pg_duckdb, a BM25 index with ParadeDB's pg_search, the OrioleDB
storage engine, declarative migrations with Atlas, saved queries in Beekeeper
Studio, full LOB mode in an AWS DMS task, AlloyDB's columnar engine, Keycloak
on PostgreSQL, a dkms.conf for an out-of-tree driver, a Plymouth theme on
Fedora 40, Snapper timeline limits, the Coral Edge TPU runtime, an EPICS IOC
under procServ, a Velodyne driver for ROS 2 Humble, nvme-cli's SMART log,
zram-generator's size key, a long SMART self-test with smartctl and the
Cockpit web console -- whose key terms were checked by grepping both corpora
(PostgreSQL 15 HTML pages, Linux 6.1 ``.rst.txt`` sources) to be absent or
present only as a name or an ordinary word without the asked-for fact. The
subjects are named in different ways on purpose: distinctive product names,
ordinary English words, version numbers and acronyms. None repeats a topic of
the earlier unanswerable sets (``answer_unanswerable_tune``,
``answer_unanswerable_heldout`` to ``answer_unanswerable_heldout8``), which
were read only for that purpose; the eighth set's builder
(``build_answers_unanswerable8.py``) was read as the template for format and
rules. Nothing of the answer code, of its output, or of the benchmark results
was opened while writing it; the questions were not run through the
appliance.

Usage::

    python3 build_answers_unanswerable9.py > answer_unanswerable_heldout9.jsonl
    python3 validate_answers.py answer_unanswerable_heldout9.jsonl  # with a Python that has the appliance installed

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
    ("u9-pg16-system-user",
     "What does the SYSTEM_USER function introduced in PostgreSQL 16 return for a user who logged in with Kerberos?",
     "value", "pg"),
    ("u9-pg18-uuidv7",
     "Which PostgreSQL 18 function generates time-ordered version 7 UUIDs for our sample ids?",
     "command", "pg"),
    ("u9-pg-duckdb-parquet",
     "How do I query the instrument's Parquet files on S3 straight from PostgreSQL with pg_duckdb?",
     "procedure", "pg"),
    ("u9-paradedb-bm25",
     "How do I create a BM25 index with ParadeDB's pg_search on the notes column of our lab journal table?",
     "procedure", "pg"),
    ("u9-orioledb-engine",
     "Which table access method name do I give CREATE TABLE to store the readings table in the OrioleDB engine?",
     "setting", "pg"),
    ("u9-atlas-schema-apply",
     "Which Atlas command applies our declarative schema file to the lab PostgreSQL database?",
     "command", "pg"),
    ("u9-beekeeper-saved-query",
     "How do I save a query as a favourite in Beekeeper Studio so the whole team can reuse it?",
     "procedure", "pg"),
    ("u9-aws-dms-lob",
     "Which AWS DMS task setting switches on full LOB mode when the source is our PostgreSQL database?",
     "setting", "pg"),
    ("u9-alloydb-columnar",
     "Which database flag turns on the columnar engine in AlloyDB for PostgreSQL?",
     "setting", "pg"),
    ("u9-keycloak-postgres",
     "Which Keycloak option points it at our PostgreSQL database instead of the built-in dev database?",
     "setting", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u9-dkms-conf-autoinstall",
     "What do I put in dkms.conf so DKMS rebuilds our out-of-tree ADC driver automatically for every new kernel?",
     "procedure", "kernel"),
    ("u9-plymouth-theme-f40",
     "How do I change the Plymouth boot splash theme on the Fedora 40 kiosk PCs?",
     "procedure", "kernel"),
    ("u9-snapper-timeline-limit",
     "Which Snapper config variable limits how many hourly timeline snapshots of the Btrfs data volume are kept?",
     "setting", "kernel"),
    ("u9-coral-edgetpu-runtime",
     "Which apt package installs the Edge TPU runtime for the Coral USB Accelerator on our Debian box?",
     "command", "kernel"),
    ("u9-epics-procserv",
     "How do I start our EPICS IOC at boot under procServ so we can telnet into its shell?",
     "procedure", "kernel"),
    ("u9-ros2-humble-velodyne",
     "Which ROS 2 Humble package provides the driver for our Velodyne VLP-16 lidar?",
     "command", "kernel"),
    ("u9-nvme-cli-smart-log",
     "Which nvme-cli command shows the SMART log of the NVMe drive, including its percentage used?",
     "command", "kernel"),
    ("u9-zram-generator-size",
     "Which key in zram-generator.conf sets the size of the zram swap device?",
     "setting", "kernel"),
    ("u9-smartctl-long-test",
     "Which smartctl option starts a long SMART self-test on the archive disk?",
     "command", "kernel"),
    ("u9-cockpit-port",
     "How do I change the port the Cockpit web console listens on for the lab servers?",
     "procedure", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

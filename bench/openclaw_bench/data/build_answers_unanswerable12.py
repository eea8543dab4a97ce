"""Twelfth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout12.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench --
DataGrip's schema introspection, the allow_alter_system setting of
PostgreSQL 17, pg_upgrade's --swap mode of PostgreSQL 18, an Ora2Pg export
directive, LibreOffice Base's native PostgreSQL connector, sharding in
PgCat, a Hibernate dialect class, what Crunchy Data's PGO stands for, being
e-mailed when replication breaks, a checkpoint_spread_factor setting that
does not exist, the gpiochip of the Raspberry Pi 5's RP1, FRED on Linux
6.9, a vm.pagecache_limit_mb sysctl that upstream Linux does not have, the
BOOTSEL mode of a Raspberry Pi Pico, passing a USB device into an Incus
container, the kernel release that brought the Btrfs RAID stripe tree,
Intel's APX, a graphical disk-usage chart program, Syncthing's ignore
patterns, and Zoom screen sharing under Wayland -- whose key terms were
checked by grepping both corpora (PostgreSQL 15 HTML pages, Linux 6.1
``.rst.txt`` sources) to be absent or present only as a name or an ordinary
word without the asked-for fact. The subjects are named in different ways
on purpose: distinctive product names, ordinary English words, version
numbers, acronyms, third-party tools and settings or features that
PostgreSQL 15 and Linux 6.1 do not have. None repeats a topic of the
earlier unanswerable sets (``answer_unanswerable_tune``,
``answer_unanswerable_heldout`` to ``answer_unanswerable_heldout11``), which
were read only for that purpose; the eleventh set's builder
(``build_answers_unanswerable11.py``) was read as the template for format
and rules. Nothing of the answer code, of its output, or of the benchmark
results was opened while writing it; the questions were not run through
the appliance.

Usage::

    python3 build_answers_unanswerable12.py > answer_unanswerable_heldout12.jsonl
    python3 validate_answers.py answer_unanswerable_heldout12.jsonl  # with a Python that has the appliance installed

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
    ("u12-datagrip-introspection",
     "How do I make DataGrip introspect only our lab schema instead of every schema on the server, so opening the project stops taking minutes?",
     "procedure", "pg"),
    ("u12-pg17-allow-alter-system",
     "Which PostgreSQL 17 setting stops anyone, even superusers, from using ALTER SYSTEM on the lab server?",
     "setting", "pg"),
    ("u12-pg18-upgrade-swap",
     "What does the --swap transfer mode of pg_upgrade in PostgreSQL 18 do with the old cluster's data directory?",
     "definition", "pg"),
    ("u12-ora2pg-schema",
     "Which Ora2Pg configuration directive sets the Oracle schema that gets exported?",
     "setting", "pg"),
    ("u12-libreoffice-base",
     "The office wants to enter sample orders through LibreOffice Base forms; how do I hook Base up to our PostgreSQL server with its built-in native driver?",
     "procedure", "pg"),
    ("u12-pgcat-sharding",
     "Which pgcat.toml setting makes PgCat shard queries by the sample_id column?",
     "setting", "pg"),
    ("u12-hibernate-dialect",
     "Which Hibernate dialect class should our Java acquisition service use for PostgreSQL 15?",
     "command", "pg"),
    ("u12-pgo-acronym",
     "What does PGO stand for in the name of Crunchy Data's Kubernetes operator?",
     "definition", "pg"),
    ("u12-email-on-replication-break",
     "Can the database server e-mail me by itself when replication to the standby breaks, and where do I put my address?",
     "procedure", "pg"),
    ("u12-checkpoint-spread-factor",
     "What is the default of the checkpoint_spread_factor setting, and should we raise it on the SSD server?",
     "value", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u12-rpi5-rp1-gpiochip",
     "Which gpiochip number does the 40-pin header of a Raspberry Pi 5 get, now that its GPIOs sit behind the RP1 chip?",
     "value", "kernel"),
    ("u12-fred-linux69",
     "Which boot option switches on FRED event delivery in Linux 6.9 on a CPU that supports it?",
     "setting", "kernel"),
    ("u12-pagecache-limit-mb",
     "What does vm.pagecache_limit_mb default to, and would lowering it keep the page cache from pushing our simulation into swap?",
     "value", "kernel"),
    ("u12-pico-bootsel",
     "How do I get our Raspberry Pi Pico into BOOTSEL mode so it shows up as a drive and I can copy the UF2 file onto it?",
     "procedure", "kernel"),
    ("u12-incus-usb",
     "Which Incus command passes our USB oscilloscope through into a running container?",
     "command", "kernel"),
    ("u12-btrfs-raid-stripe-tree",
     "The new storage server should use the Btrfs RAID stripe tree; what is the oldest kernel version that has it?",
     "value", "kernel"),
    ("u12-intel-apx",
     "What does Intel's APX add to the x86-64 instruction set?",
     "definition", "kernel"),
    ("u12-disk-usage-chart",
     "Which program shows me, as a chart, which folders are filling up the data disk on the lab PC?",
     "command", "kernel"),
    ("u12-syncthing-ignore",
     "Which Syncthing setting keeps it from syncing the raw data folder between the two lab PCs?",
     "setting", "kernel"),
    ("u12-zoom-wayland",
     "Why did Zoom stop sharing my screen after the lab PC switched to a Wayland session?",
     "reason", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

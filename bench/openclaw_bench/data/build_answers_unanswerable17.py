"""Seventeenth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout17.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench --
the idle_replication_slot_timeout setting of PostgreSQL 18, cloning a
database with pgcopydb, the merge_action() function of PostgreSQL 17, the
HikariCP pool size in a Spring Boot application, what RPO stands for,
copying one table with pgsync, the default of scram_iterations in PostgreSQL
16, what HNSW stands for, Excel turning exported sample IDs into numbers,
pointing JupySQL's %sql magic at the lab database; the stream-mode sample
rate of a LabJack T7, what LASS stands for, the coil current of a DRV8825
stepper driver carrier, what UCIe stands for, auto-cpufreq's governor on AC
power, a vm.enable_soft_offline sysctl that Linux 6.1 does not have, cutting
the power of one hub port with uhubctl, a Bluetooth mouse that lags while a
USB 3 disk copies, remapping Caps Lock with keyd, and iwd's built-in DHCP
client -- whose key terms were checked by grepping both corpora (PostgreSQL
15 HTML pages, Linux 6.1 ``.rst.txt`` sources, as whole words) to be absent
or present only as a name or an ordinary word without the asked-for fact
("Bluetooth" only as the name of other drivers and subsystems, never with
USB 3 interference, "Caps Lock" only as a keyboard LED, soft offlining only
through its sysfs file, never as a vm sysctl). The subjects are named in
different ways on purpose: distinctive product names, ordinary English
words, version numbers, acronyms, third-party tools and settings or features
that PostgreSQL 15 and Linux 6.1 do not have. None repeats a topic of the
earlier unanswerable sets (``answer_unanswerable_tune``,
``answer_unanswerable_heldout`` to ``answer_unanswerable_heldout16``) or of
the other answer sets, which were read only for that purpose; the sixteenth
set's builder (``build_answers_unanswerable16.py``) was read as the template
for format and rules. Nothing of the answer code, of its output, of the
appliance's documentation or tests, or of the benchmark results was opened
while writing it; no git command was run; the questions were not run through
the appliance.

Usage::

    python3 build_answers_unanswerable17.py > answer_unanswerable_heldout17.jsonl
    python3 validate_answers.py answer_unanswerable_heldout17.jsonl  # with a Python that has the appliance installed

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
    ("u17-pg18-idle-slot-timeout",
     "Which value should idle_replication_slot_timeout, new in PostgreSQL 18, get so that slots of subscribers that vanished a week ago are invalidated on the lab primary?",
     "setting", "pg"),
    ("u17-pgcopydb-clone",
     "How do I copy our whole analysis database to the new server with pgcopydb clone, using four parallel jobs for the table data?",
     "procedure", "pg"),
    ("u17-pg17-merge-action",
     "Which function, added in PostgreSQL 17, tells me in MERGE ... RETURNING whether each row of our calibration sync was inserted, updated or deleted?",
     "command", "pg"),
    ("u17-spring-hikari-pool",
     "Which property in our Spring Boot application.properties sets the maximum size of the HikariCP pool that talks to the lab database?",
     "setting", "pg"),
    ("u17-rpo-acronym",
     "The new backup policy says our RPO for the lab database is 15 minutes; what does RPO stand for?",
     "definition", "pg"),
    ("u17-pgsync-one-table",
     "Which pgsync command copies just the samples table from the production server into the database on my laptop?",
     "command", "pg"),
    ("u17-pg16-scram-iterations",
     "What does scram_iterations default to in PostgreSQL 16, and would raising it slow down our logins noticeably?",
     "value", "pg"),
    ("u17-hnsw-acronym",
     "The vector search extension we're evaluating builds HNSW indexes on the embeddings of our lab notes; what does HNSW stand for?",
     "definition", "pg"),
    ("u17-excel-csv-ids",
     "Why does Excel turn sample IDs like 1E5 and 0012 into numbers when a colleague opens the CSV we export from the database?",
     "reason", "pg"),
    ("u17-jupysql-connect",
     "How do I point the %sql magic of JupySQL in our Jupyter notebooks at the lab PostgreSQL server?",
     "procedure", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u17-labjack-t7-stream",
     "What is the maximum sample rate of a LabJack T7 in stream mode when only one analog input is scanned?",
     "value", "kernel"),
    ("u17-lass-acronym",
     "The notes for the new Intel test machines mention LASS as a security feature; what does LASS stand for?",
     "definition", "kernel"),
    ("u17-drv8825-current",
     "How much current per coil can the Pololu DRV8825 stepper driver carrier on the positioning stage deliver without a heat sink?",
     "value", "kernel"),
    ("u17-ucie-acronym",
     "The roadmap slides for the next server CPUs talk about chiplets connected with UCIe; what does UCIe stand for?",
     "definition", "kernel"),
    ("u17-auto-cpufreq-ac",
     "Which setting in auto-cpufreq.conf makes the field laptop use the performance governor while it runs on mains power?",
     "setting", "kernel"),
    ("u17-enable-soft-offline",
     "Which value of vm.enable_soft_offline stops the kernel from taking pages with corrected memory errors offline on the simulation server?",
     "setting", "kernel"),
    ("u17-uhubctl-port-power",
     "Which uhubctl command switches off the power of port 2 on our USB hub so the hung data logger gets a clean restart?",
     "command", "kernel"),
    ("u17-bluetooth-mouse-usb3",
     "Why does the Bluetooth mouse on the lab PC stutter every time a big copy to the external USB 3 disk is running?",
     "reason", "kernel"),
    ("u17-keyd-capslock",
     "How do I set up keyd so that Caps Lock acts as Escape on all the lab PCs, even on the text console?",
     "procedure", "kernel"),
    ("u17-iwd-dhcp",
     "Which option in iwd's main.conf turns on its built-in DHCP client on the field laptop so we can do without a separate network manager?",
     "setting", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

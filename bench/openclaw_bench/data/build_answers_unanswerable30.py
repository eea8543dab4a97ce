"""Thirtieth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout30.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench --
the snapshot interval of the PoWA collector, the default port of the
temBoard agent, the PostGraphile flag that watches the schema for changes,
the Azure Data Studio extension for PostgreSQL, the Confluent JDBC sink
connector setting for upserts from Kafka, what DWH stands for, PostgreSQL
16's function that picks random elements of an array, PostgreSQL 16's column
with the time of a table's last sequential scan, the Crunchy Bridge CLI
command that creates a cluster, the Synapse admin API call that purges old
room history; the Landlock access right (Linux 6.7) that limits TCP
connects, the KVM ioctl that creates a guest_memfd, the ioctl that sets
busy-poll parameters of one epoll instance, the prctl option (Linux 6.4)
that turns KSM on for a whole process, installing Netflix's bpftop, the
kernel driver for the CC1352 radio of a BeaglePlay, why amdgpu can't drive a
4K 144 Hz TV at full rate over HDMI 2.1, what TDISP stands for, the kernel
interface that shows how NVLink connects a server's GPUs, the first release
that broadcasts Bluetooth LE Audio with Auracast -- whose key terms were
checked by grepping both corpora (PostgreSQL 15 HTML pages with the release
notes, Linux 6.1 ``.rst.txt`` sources, ignoring case) to be absent or
present only as a name or an ordinary word without the asked-for fact
("JDBC" only as the Java database interface, its acronym entry and its
driver, "upsert" only as an ordinary word for INSERT ... ON CONFLICT, "data
warehouse" only as an ordinary phrase in the trigger and partitioning
chapters, never as the expansion of DWH, "snapshot" only for PostgreSQL's
own MVCC and exported snapshots, "sequential scan" only for the planner's
scans and the seq_scan counters, "Synapse" only as a term of the kernel's
generic counter interface, "Matrix" only as an ordinary word, "Landlock"
only with its filesystem access rights, "epoll" only as the system call
family (in PostgreSQL only in a release note) without any per-instance
busy-poll ioctl, "KSM" only with madvise and the ksmd knobs, "4K" only as a
size such as 4k pages, "Bluetooth" only for its drivers and ordinary
mentions, "HDMI" only for HDMI 2.0, CEC and ordinary mentions; PoWA,
temBoard, PostGraphile, Azure Data Studio, Kafka, Confluent, DWH,
array_sample, last_seq_scan, Crunchy Bridge, homeserver,
LANDLOCK_ACCESS_NET, guest_memfd, KVM_CREATE_GUEST_MEMFD, EPIOCSPARAMS,
PR_SET_MEMORY_MERGE, bpftop, Netflix, BeaglePlay, CC1352, HDMI 2.1, HDMI
Forum, TDISP, NVLink, Auracast and "LE Audio" not at all, "le audio" only
inside phrases such as "multiple audio"). The subjects are named in
different ways on purpose: capitalised product names (PoWA, PostGraphile,
Azure Data Studio, Kafka, Crunchy Bridge, Synapse, BeaglePlay, NVLink),
lower-case tool, function and option names (temBoard, bpftop, guest_memfd,
epoll, prctl), acronyms (DWH, TDISP, KSM, LE Audio) and version numbers
(PostgreSQL 16, Linux 6.4 and 6.7, HDMI 2.1), third-party tools and settings
or features that PostgreSQL 15 and Linux 6.1 do not have.

As in the twenty-eighth set, most questions (14 of the 20) are written the
way a user tells the situation first and then asks ("<what is going on at
the bench, naming the product, setting, tool or version>; <the question>?"):
ids ``u30-powa-snapshot-interval``, ``u30-postgraphile-watch``,
``u30-kafka-jdbc-sink-upsert``, ``u30-dwh-acronym``,
``u30-pg16-array-sample``, ``u30-pg16-last-seq-scan``,
``u30-synapse-purge-history``, ``u30-landlock-tcp-connect``,
``u30-epoll-busy-poll-ioctl``, ``u30-ksm-whole-process``,
``u30-beagleplay-cc1352``, ``u30-tdisp-acronym``, ``u30-nvlink-topology``
and ``u30-le-audio-auracast``. In seven of them the thing the documents lack
is named only in the situation part and the question part refers to it
indirectly or not at all: ``u30-powa-snapshot-interval`` ("its collector"),
``u30-postgraphile-watch`` ("it"), ``u30-pg16-array-sample`` ("that
function"), ``u30-synapse-purge-history`` ("their old history"),
``u30-landlock-tcp-connect`` ("it"), ``u30-ksm-whole-process`` ("that") and
``u30-nvlink-topology`` ("how they are connected"); in the other seven it is
named in the question as well. The other six (``u30-temboard-agent-port``,
``u30-azure-data-studio-extension``, ``u30-crunchy-bridge-create``,
``u30-guest-memfd-ioctl``, ``u30-bpftop-install``, ``u30-amdgpu-hdmi21``)
are plain one-clause questions. None repeats a topic of the earlier
unanswerable sets (``answer_unanswerable_tune``,
``answer_unanswerable_heldout`` to ``answer_unanswerable_heldout28``) or of
the other answer sets, which were read only for that purpose (their question
words were grepped for each new subject); the twenty-eighth set's builder
(``build_answers_unanswerable28.py``) was read as the template for format
and rules; the twenty-ninth set (``build_answers_unanswerable29.py``),
written at the same time by another author, was not seen. Nothing of the
answer code, of its output, of the appliance's documentation or tests, or of
the benchmark results was opened while writing it; no git command was used
for it (only one read-only git status was tried afterwards in this folder,
which is not a repository); the questions were not run through the
appliance.

Usage::

    python3 build_answers_unanswerable30.py > answer_unanswerable_heldout30.jsonl
    python3 validate_answers.py answer_unanswerable_heldout30.jsonl  # with a Python that has the appliance installed

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
    ("u30-powa-snapshot-interval",
     "We installed PoWA on db01 to keep a history of the query statistics; how often does its collector take a snapshot by default?",
     "value", "pg"),
    ("u30-temboard-agent-port",
     "On which TCP port does the temBoard agent listen by default?",
     "value", "pg"),
    ("u30-postgraphile-watch",
     "The students' GraphQL API is generated by PostGraphile from our samples schema and goes stale whenever we add a column; which command-line flag makes it pick up schema changes by itself?",
     "setting", "pg"),
    ("u30-azure-data-studio-extension",
     "Which extension do I install in Azure Data Studio so it can connect to our PostgreSQL server?",
     "procedure", "pg"),
    ("u30-kafka-jdbc-sink-upsert",
     "The sensor events reach the lab through Kafka and are written into the readings table; which setting of the Confluent JDBC sink connector makes it upsert instead of plain inserts?",
     "setting", "pg"),
    ("u30-dwh-acronym",
     "The consultant's slides say our lab database should feed a DWH; what does DWH stand for?",
     "definition", "pg"),
    ("u30-pg16-array-sample",
     "Our plotting script needs a few random channels out of each run's channel array, and PostgreSQL 16 is said to have a built-in function for exactly that; what is that function called?",
     "command", "pg"),
    ("u30-pg16-last-seq-scan",
     "Our cleanup report should flag tables nobody has read for months; which column of pg_stat_user_tables shows the time of a table's last sequential scan in PostgreSQL 16?",
     "value", "pg"),
    ("u30-crunchy-bridge-create",
     "Which Crunchy Bridge CLI command creates a new cluster for the lab?",
     "command", "pg"),
    ("u30-synapse-purge-history",
     "Our Matrix Synapse homeserver keeps its data in the lab database, and the rooms of a finished project have grown huge; which admin API call purges their old history?",
     "procedure", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u30-landlock-tcp-connect",
     "Our upload helper already sandboxes its files with Landlock, and since Linux 6.7 Landlock is said to restrict TCP ports as well; which access right limits what it may connect to?",
     "setting", "kernel"),
    ("u30-guest-memfd-ioctl",
     "Which KVM ioctl creates a guest_memfd for the private memory of a confidential VM?",
     "command", "kernel"),
    ("u30-epoll-busy-poll-ioctl",
     "Our packet receiver sleeps in epoll_wait on the 25G NIC; which ioctl sets the busy-poll parameters of a single epoll instance, as newer kernels allow?",
     "command", "kernel"),
    ("u30-ksm-whole-process",
     "Our VM host runs dozens of identical analysis containers, and since Linux 6.4 KSM can reportedly be switched on for a whole process without madvise; which prctl option does that?",
     "setting", "kernel"),
    ("u30-bpftop-install",
     "How do I install Netflix's bpftop on the capture box to watch our BPF programs?",
     "procedure", "kernel"),
    ("u30-beagleplay-cc1352",
     "The robotics lab bought a BeaglePlay board; which kernel driver talks to its CC1352 sub-GHz radio?",
     "command", "kernel"),
    ("u30-amdgpu-hdmi21",
     "Why can't the amdgpu driver drive our 4K 144 Hz TV at full rate over HDMI 2.1?",
     "reason", "kernel"),
    ("u30-tdisp-acronym",
     "The vendor says the new NIC supports TDISP for our confidential VMs; what does TDISP stand for?",
     "definition", "kernel"),
    ("u30-nvlink-topology",
     "The eight GPUs of our new training server are linked with NVLink; which kernel interface shows how they are connected?",
     "command", "kernel"),
    ("u30-le-audio-auracast",
     "Our new headsets support Bluetooth LE Audio; from which kernel release on can the lab PC broadcast to them with Auracast?",
     "value", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

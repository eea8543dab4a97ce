"""Thirty-second held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout32.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench --
the PostgreSQL 18 clause that makes a primary key forbid overlapping
periods, the Moodle config.php value for PostgreSQL, the pg_show_plans
function that shows another session's running plan, the PostgreSQL 17
pg_buffercache function that evicts a single buffer, keeping a PGlite
database in IndexedDB, the Strapi environment variable that selects
PostgreSQL, a SQL Server linked server to PostgreSQL, the link-mode option
of Debian's pg_upgradecluster, what ERD stands for, the pg_dump 17 option
that leaves out an extension's objects; the pidfd ioctl that reports the
exit status of a reaped child, what RVA23 refers to, the first release that
reports AVX10, the prctl that turns on Arm's Guarded Control Stack, the
Cilium Helm value for the kube-proxy replacement, upgrading a Talos Linux
node with talosctl, the read-only /usr of Flatcar Container Linux, what HBM
stands for, what FDP stands for on NVMe drives, the interface file of the
cgroup controller for GPU device memory (Linux 6.14) -- whose key terms were
checked by grepping both corpora (PostgreSQL 15 HTML pages with the release
notes, Linux 6.1 ``.rst.txt`` sources, ignoring case) to be absent or
present only as a name or an ordinary word without the asked-for fact
("pg_buffercache" only with its view and no function that evicts, "evict"
only as an ordinary word, "--link" only as pg_upgrade's own option,
"temporal" only as an ordinary word in the kernel pages, "exit status" only
for programs and the taskstats and seccomp fields, never with a pidfd,
"shadow stack" only in passing in the kernel's fprobe and self-protection
pages, "Cilium" only as the project whose BPF reference guide the BPF and
AF_XDP pages point to, "HBM" only as the name of a header in the Intel ISH
page, "FDP" only in FDP_EXCPTN_ONLY, ELF-FDPIC and the Fine Display
Processor of R-Car, never for NVMe drives, "dmem" only inside other words,
"device memory" only for ordinary device memory; WITHOUT OVERLAPS, Moodle,
pg_show_plans, pg_buffercache_evict, PGlite, IndexedDB, Strapi, linked
server, SQL Server Management Studio, pg_upgradecluster, entity
relationship, --exclude-extension, pidfd, PIDFD_GET_INFO, RVA23, AVX10,
Guarded Control Stack, kube-proxy, Talos, talosctl, Flatcar, High Bandwidth
Memory and Flexible Data Placement not at all). The subjects are named in
different ways on purpose: capitalised product names (Moodle, PGlite,
Strapi, SQL Server, Cilium, Talos Linux, Flatcar), lower-case tool, function
and option names (pg_show_plans, pg_buffercache, pg_upgradecluster, pg_dump,
pidfd, talosctl, prctl), acronyms (ERD, RVA23, AVX10, HBM, FDP) and version
numbers (PostgreSQL 17 and 18, Linux 6.14), third-party tools and settings
or features that PostgreSQL 15 and Linux 6.1 do not have.

As in the thirtieth set, most questions (14 of the 20) are written the way
a user tells the situation first and then asks ("<what is going on at the
bench, naming the product, setting, tool or version>; <the question>?"):
ids ``u32-pg18-temporal-primary-key``, ``u32-pg-show-plans-running``,
``u32-pg17-buffercache-evict``, ``u32-pglite-indexeddb``,
``u32-sqlserver-linked-server``, ``u32-erd-acronym``,
``u32-pg17-dump-exclude-extension``, ``u32-pidfd-exit-status``,
``u32-rva23-meaning``, ``u32-arm-guarded-control-stack``,
``u32-talos-upgrade-node``, ``u32-hbm-acronym``, ``u32-nvme-fdp-acronym``
and ``u32-gpu-memory-cgroup``. In seven of them the thing the documents
lack is named only in the situation part and the question part refers to it
indirectly or not at all: ``u32-pg18-temporal-primary-key`` ("that"),
``u32-pg-show-plans-running`` ("its functions"),
``u32-pg17-buffercache-evict`` ("that function"),
``u32-pg17-dump-exclude-extension`` ("it"), ``u32-pidfd-exit-status``
("which ioctl is that"), ``u32-arm-guarded-control-stack`` ("it") and
``u32-gpu-memory-cgroup`` ("that limit"); in the other seven it is named in
the question as well. The other six (``u32-moodle-dbtype``,
``u32-strapi-postgres``, ``u32-debian-upgradecluster-link``,
``u32-avx10-first-release``, ``u32-cilium-kube-proxy``,
``u32-flatcar-readonly-usr``) are plain one-clause questions. None repeats a
topic of the earlier unanswerable sets (``answer_unanswerable_tune``,
``answer_unanswerable_heldout`` to ``answer_unanswerable_heldout30``) or of
the other answer sets, which were read only for that purpose (their question
words were grepped for each new subject); the thirtieth set's builder
(``build_answers_unanswerable30.py``) was read as the template for format
and rules; the thirty-first set (``build_answers_unanswerable31.py``),
written at the same time by another author, was not seen. Nothing of the
answer code, of its output, of the appliance's documentation or tests, or of
the benchmark results was opened while writing it; no git command was used
for it; the questions were not run through the appliance.

Usage::

    python3 build_answers_unanswerable32.py > answer_unanswerable_heldout32.jsonl
    python3 validate_answers.py answer_unanswerable_heldout32.jsonl  # with a Python that has the appliance installed

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
    ("u32-pg18-temporal-primary-key",
     "The booking table for the shared confocal microscope must never hold two overlapping reservations of the same instrument, and PostgreSQL 18 is said to let the primary key itself enforce that over a range column; which clause does that?",
     "command", "pg"),
    ("u32-moodle-dbtype",
     "Which $CFG->dbtype value goes into Moodle's config.php for a PostgreSQL database?",
     "setting", "pg"),
    ("u32-pg-show-plans-running",
     "A query from the Grafana dashboard has been running for an hour in another session, and the pg_show_plans extension is installed on db01; which of its functions shows the plan that query is executing right now?",
     "command", "pg"),
    ("u32-pg17-buffercache-evict",
     "For our cache-warming tests on the PostgreSQL 17 server I need to throw single pages of the readings table out of shared buffers, which pg_buffercache is said to be able to do since that release; what is that function called?",
     "command", "pg"),
    ("u32-pglite-indexeddb",
     "Our browser-based lab notebook runs PostgreSQL inside the page with PGlite; how do I make PGlite keep its database in IndexedDB across page reloads?",
     "procedure", "pg"),
    ("u32-strapi-postgres",
     "Which environment variable tells Strapi to use our PostgreSQL server instead of SQLite?",
     "setting", "pg"),
    ("u32-sqlserver-linked-server",
     "The finance office's SQL Server should read the sample costs straight from our lab database; how do I set up a linked server to PostgreSQL in SQL Server Management Studio?",
     "procedure", "pg"),
    ("u32-debian-upgradecluster-link",
     "Which pg_upgradecluster option makes Debian's wrapper use hard links when it moves our 13/main cluster to PostgreSQL 15?",
     "setting", "pg"),
    ("u32-erd-acronym",
     "The student's design document for the samples schema starts with an ERD of all the tables; what does ERD stand for?",
     "definition", "pg"),
    ("u32-pg17-dump-exclude-extension",
     "Our test copies should be dumped without the objects of the postgis extension, and pg_dump 17 is said to have an option for exactly that; what is it called?",
     "setting", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u32-pidfd-exit-status",
     "Our process supervisor keeps pidfds of the acquisition workers and wants their exit status even after they have been reaped, which newer kernels are said to hand out through an ioctl on the pidfd; which ioctl is that?",
     "command", "kernel"),
    ("u32-rva23-meaning",
     "The RISC-V boards we are ordering for next term's course are advertised as RVA23 compliant; what does RVA23 refer to?",
     "definition", "kernel"),
    ("u32-avx10-first-release",
     "From which kernel release on does /proc/cpuinfo show AVX10 support on the new Xeon workstations?",
     "value", "kernel"),
    ("u32-arm-guarded-control-stack",
     "The CPUs of our new arm64 servers support Arm's Guarded Control Stack, and we want it switched on for the acquisition daemon; which prctl option enables it?",
     "setting", "kernel"),
    ("u32-cilium-kube-proxy",
     "Which Cilium Helm value turns on its kube-proxy replacement in our lab Kubernetes cluster?",
     "setting", "kernel"),
    ("u32-talos-upgrade-node",
     "The nodes of the lab Kubernetes cluster run Talos Linux and need the kernel of the latest release; which talosctl command upgrades a node?",
     "command", "kernel"),
    ("u32-flatcar-readonly-usr",
     "Why does Flatcar Container Linux keep /usr read-only on our build nodes?",
     "reason", "kernel"),
    ("u32-hbm-acronym",
     "The accelerator cards for the inference tests come with 141 GB of HBM3e each; what does HBM stand for?",
     "definition", "kernel"),
    ("u32-nvme-fdp-acronym",
     "The vendor says the new NVMe drives for the storage server support FDP; what does FDP stand for?",
     "definition", "kernel"),
    ("u32-gpu-memory-cgroup",
     "Several student groups share the GPU box, and since Linux 6.14 a cgroup controller is said to cap how much device memory each cgroup may allocate on the GPU; which interface file sets that limit?",
     "setting", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

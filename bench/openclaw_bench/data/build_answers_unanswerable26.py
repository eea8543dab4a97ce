"""Twenty-sixth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout26.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench --
the ON_ERROR option of COPY in PostgreSQL 17, how EXPLAIN shows a B-tree
skip scan in PostgreSQL 18, the case-folding function of PostgreSQL 18,
the setting of PostgreSQL 18 that lists the TLS 1.3 cipher suites, why
Directus creates its own tables in the lab database, the field of the
Kubegres resource that sets the number of instances, the pmm-admin command
that adds a database to Percona Monitoring and Management, what CQRS stands
for, an ER diagram in DbVisualizer, the cargo command that sets up pgrx;
user quotas on tmpfs since Linux 6.6, FUSE passthrough since Linux 6.9,
the mainline release that supports the StarFive VisionFive 2 and its
JH7110, the ryzenadj option for the STAPM limit, what SOCAMM stands for,
setting CPU affinity in htop, stopping zswap writeback for one cgroup on
Linux 6.8, the repair option of XFS online fsck since Linux 6.10, the
first release with Thunderbolt 5 links, why the linux-zen kernel feels
more responsive -- whose key terms were checked by grepping both corpora
(PostgreSQL 15 HTML pages, Linux 6.1 ``.rst.txt`` sources, ignoring case)
to be absent or present only as a name or an ordinary word without the
asked-for fact ("ON_ERROR" only as the start of psql's ON_ERROR_STOP and
ON_ERROR_ROLLBACK, "TLSv1.3" only as a value of the protocol version
settings, next to the remark that no setting of PostgreSQL 15 controls the
TLS 1.3 cipher choices, "casefold" only as an ext4 and fscrypt feature of
the kernel, "cargo" only in the kernel's Rust quick start, "quota" never
for tmpfs, "passthrough" never for FUSE, "Thunderbolt" and "USB4" only for
the older links of the kernel's Thunderbolt driver, "memory.zswap" only
for the cgroup files memory.zswap.current and memory.zswap.max, which count
and cap the zswap pool and say nothing of writeback, "zen kernel" only as
the tail of "frozen kernel" and "htop" only as letters inside a
mailing-list URL; skip scan, Directus, Kubegres, Percona, pmm-admin, CQRS,
DbVisualizer, pgrx, VisionFive, JH7110, ryzenadj, STAPM, SOCAMM,
memory.zswap.writeback, xfs_scrub, Thunderbolt 5 and linux-zen not at
all). The subjects are named in
different ways on purpose: capitalised product names (Directus, Kubegres,
Percona Monitoring and Management, DbVisualizer, StarFive VisionFive 2,
Thunderbolt 5), lower-case tool, function and setting names (pgrx,
casefold, ryzenadj, htop, linux-zen, tmpfs), acronyms (CQRS, SOCAMM, PMM,
STAPM, TLS 1.3) and version numbers (PostgreSQL 17 and 18, Linux 6.6, 6.8,
6.9 and 6.10), third-party tools and settings or features that PostgreSQL
15 and Linux 6.1 do not have.

As in the twenty-fifth set, most questions (15 of the 20) are written the
way a user tells the situation first and then asks ("<what is going on at
the bench, naming the product, setting, tool or version>; <the
question>?"): ids ``u26-pg17-copy-on-error``, ``u26-pg18-skip-scan``,
``u26-pg18-tls13-ciphers``, ``u26-directus-tables``,
``u26-kubegres-instances``, ``u26-cqrs-acronym``, ``u26-pgrx-init``,
``u26-tmpfs-quota``, ``u26-fuse-passthrough``,
``u26-visionfive2-mainline``, ``u26-socamm-acronym``,
``u26-zswap-writeback-cgroup``, ``u26-xfs-online-repair``,
``u26-thunderbolt5-release`` and ``u26-linux-zen-responsive``. In eleven of
them the thing the documents lack is named only in the situation part and
the question part refers to it indirectly or not at all:
``u26-pg17-copy-on-error`` (ON_ERROR named only in the situation, the
question asks for "which value"), ``u26-pg18-skip-scan`` ("that way"),
``u26-pg18-tls13-ciphers`` (the setting is not named, only "that
release"), ``u26-directus-tables`` ("it"), ``u26-kubegres-instances``
("its custom resource"), ``u26-pgrx-init`` ("it builds against"),
``u26-tmpfs-quota`` ("them"), ``u26-fuse-passthrough`` ("use it"),
``u26-zswap-writeback-cgroup`` (the control file is not named, only "that
cgroup"), ``u26-thunderbolt5-release`` ("its 80 Gbit/s links") and
``u26-linux-zen-responsive`` ("that kernel"). The other five
(``u26-pg18-casefold``, ``u26-pmm-add-postgresql``,
``u26-dbvisualizer-erd``, ``u26-ryzenadj-stapm``, ``u26-htop-affinity``)
are plain one-clause questions. None repeats a topic of the earlier
unanswerable sets (``answer_unanswerable_tune``,
``answer_unanswerable_heldout`` to ``answer_unanswerable_heldout25``) or of
the other answer sets, which were read only for that purpose (their
question words were grepped for each new subject); the twenty-fifth set's
builder (``build_answers_unanswerable25.py``) was read as the template for
format and rules. Nothing of the answer code, of its output, of the
appliance's documentation or tests, or of the benchmark results was opened
while writing it; no git command was used; the questions were not run
through the appliance.

Usage::

    python3 build_answers_unanswerable26.py > answer_unanswerable_heldout26.jsonl
    python3 validate_answers.py answer_unanswerable_heldout26.jsonl  # with a Python that has the appliance installed

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
    ("u26-pg17-copy-on-error",
     "The nightly COPY of the instrument CSVs into readings on our PostgreSQL 17 test server aborts on a handful of malformed rows, and that release added an ON_ERROR option for this; which value makes COPY skip the bad rows and carry on?",
     "setting", "pg"),
    ("u26-pg18-skip-scan",
     "PostgreSQL 18 is said to use our (site_id, measured_at) B-tree index even when a query filters only on measured_at, through what the release notes call skip scan; how does EXPLAIN show that the index was used that way?",
     "command", "pg"),
    ("u26-pg18-casefold",
     "Which function did PostgreSQL 18 add for full Unicode case folding of strings like 'Straße'?",
     "command", "pg"),
    ("u26-pg18-tls13-ciphers",
     "Our security team wants only TLS_AES_256_GCM_SHA384 offered for TLS 1.3 connections to the lab server, which now runs PostgreSQL 18; which server setting of that release lists the allowed TLS 1.3 cipher suites?",
     "setting", "pg"),
    ("u26-directus-tables",
     "We put Directus in front of the lab database as an admin app for the technicians, and right after the first start dozens of directus_ tables appeared in the public schema; why does it create them?",
     "reason", "pg"),
    ("u26-kubegres-instances",
     "Kubegres runs our test PostgreSQL cluster on the lab's Kubernetes; which field of its custom resource sets how many instances there are?",
     "setting", "pg"),
    ("u26-pmm-add-postgresql",
     "Which pmm-admin command adds our lab database to Percona Monitoring and Management?",
     "command", "pg"),
    ("u26-cqrs-acronym",
     "The consultant suggests a read replica for a CQRS design of the sample-tracking app; what does CQRS stand for?",
     "definition", "pg"),
    ("u26-dbvisualizer-erd",
     "How do I get an ER diagram of the samples schema in DbVisualizer?",
     "procedure", "pg"),
    ("u26-pgrx-init",
     "We're writing a small extension for the lab database in Rust with pgrx; which cargo command sets up the PostgreSQL versions it builds against?",
     "command", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u26-tmpfs-quota",
     "The students keep filling /dev/shm on the analysis box, and since Linux 6.6 tmpfs is said to support user and group quotas; which mount option turns them on?",
     "setting", "kernel"),
    ("u26-fuse-passthrough",
     "Our FUSE-based archive filesystem is slow on large sequential reads, and Linux 6.9 added a passthrough mode for FUSE; what does the daemon have to set to use it?",
     "setting", "kernel"),
    ("u26-visionfive2-mainline",
     "The StarFive VisionFive 2 boards for the RISC-V course still boot the vendor kernel; from which mainline release on does their JH7110 SoC boot with upstream support?",
     "value", "kernel"),
    ("u26-ryzenadj-stapm",
     "Which ryzenadj option raises the STAPM power limit of the Ryzen mini PC that drives the test stand?",
     "command", "kernel"),
    ("u26-socamm-acronym",
     "The roadmap for the next GPU server mentions SOCAMM memory modules; what does SOCAMM stand for?",
     "definition", "kernel"),
    ("u26-htop-affinity",
     "In htop on the analysis server, how do I set the CPU affinity of the selected process?",
     "procedure", "kernel"),
    ("u26-zswap-writeback-cgroup",
     "On the Linux 6.8 box the cgroup of the batch jobs may use zswap, but its compressed pages should never be written back to the slow swap disk; which file of that cgroup controls this?",
     "setting", "kernel"),
    ("u26-xfs-online-repair",
     "Since Linux 6.10 XFS is said to repair metadata while the filesystem stays mounted; which xfs_scrub option makes it repair rather than only report?",
     "command", "kernel"),
    ("u26-thunderbolt5-release",
     "The new docking station for the imaging laptop is Thunderbolt 5; from which kernel release on are its 80 Gbit/s links supported?",
     "value", "kernel"),
    ("u26-linux-zen-responsive",
     "The gaming PC in the break room runs Arch with the linux-zen kernel; why do people say that kernel feels more responsive than the stock one?",
     "reason", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

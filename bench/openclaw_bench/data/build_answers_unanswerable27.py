"""Twenty-seventh held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout27.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench --
the upsert operation of n8n's Postgres node, the profiles.yml key of dbt
that sets its threads, the replication method of Airbyte's Postgres source
that reads the WAL, the conf.yaml key of the Datadog Agent that turns on
Database Monitoring, the resource of the cyrilgdn/postgresql Terraform
provider that grants privileges, the validation function of pg_jsonschema,
the read-only parameter of PostgreSQL 17 that reports whether huge pages
were obtained, the EXPLAIN option that PostgreSQL 18's pg_overexplain adds,
the IS JSON predicate of PostgreSQL 16, what SCD stands for; the first
mainline release with a driver for AMD's XDNA NPU, the setsockopt option
that adds a TCP-AO key, the sysfs files for the lightbar of a PS5 DualSense
controller, the Kconfig option of the Intel IPU6 input system driver,
showing one CPU's events in KernelShark, the release that serves getrandom()
from the vDSO, the fastest negative zstd level of Btrfs, what UEC stands
for, the option that allows writes to mounted block devices again since
Linux 6.8, why the old ntfs driver was removed -- whose key terms were
checked by grepping both corpora (PostgreSQL 15 HTML pages, Linux 6.1
``.rst.txt`` sources, ignoring case) to be absent or present only as a name
or an ordinary word without the asked-for fact ("dbt" only inside the name
of the dbtoepub tool, "upsert" only as a word in the INSERT page, "IS JSON"
only as the name of the unsupported SQL feature T822 and in ordinary phrases
like "is jsonb", "huge_pages" only as the PostgreSQL 15 setting and its size
parameter, "jsonschema" and "JSON Schema" only for the kernel's device-tree
binding tools, "SCD" only as the kernel's /dev/scd device name, "dBm" only
as a unit of signal strength, "zstd" only as a compression algorithm of
f2fs, with levels 1 to 22, and of the x86 boot image, "vDSO" only for other
system calls and the vDSO itself, "ntfs" only for the ntfs3 driver,
partition types and an NTFS short path on Windows, "PlayStation" only for
the PlayStation 3 and old parallel-port pads, "X1 Carbon" only in the
ThinkPad ACPI notes; n8n, Airbyte, profiles.yml, Datadog, conf.yaml,
Database Monitoring, Terraform, cyrilgdn, postgresql_grant, pg_jsonschema,
huge_pages_status, pg_overexplain, "slowly changing", XDNA, amdxdna, Ryzen
AI, TCP-AO, TCP_AO, DualSense, lightbar, IPU6, KernelShark, getrandom,
BLK_DEV_WRITE_MOUNTED, UEC and Ultra Ethernet not at all). The subjects are
named in different ways on purpose: capitalised product names (Airbyte,
Datadog, Terraform, DualSense, KernelShark), lower-case tool, function and
option names (n8n, dbt, pg_jsonschema, pg_overexplain, getrandom, zstd),
acronyms (SCD, UEC, NPU, TCP-AO, IPU6) and version numbers (PostgreSQL 16,
17 and 18, Linux 6.8), third-party tools and settings or features that
PostgreSQL 15 and Linux 6.1 do not have.

As in the twenty-sixth set, most questions (17 of the 20) are written the
way a user tells the situation first and then asks ("<what is going on at
the bench, naming the product, setting, tool or version>; <the
question>?"): ids ``u27-n8n-postgres-upsert``, ``u27-dbt-threads``,
``u27-airbyte-wal-method``, ``u27-datadog-dbm``,
``u27-pg-jsonschema-validate``, ``u27-pg17-huge-pages-status``,
``u27-pg18-overexplain``, ``u27-pg16-is-json``, ``u27-scd-acronym``,
``u27-xdna-npu-release``, ``u27-tcp-ao-key``,
``u27-dualsense-lightbar``, ``u27-ipu6-kconfig``,
``u27-getrandom-vdso-release``, ``u27-btrfs-zstd-negative``,
``u27-uec-acronym`` and ``u27-write-mounted-bdev``. In nine of them the
thing the documents lack is named only in the situation part and the
question part refers to it indirectly or not at all:
``u27-n8n-postgres-upsert`` ("that node"), ``u27-airbyte-wal-method``
("its Postgres source"), ``u27-pg17-huge-pages-status`` ("that
release"), ``u27-pg16-is-json`` ("that predicate"),
``u27-xdna-npu-release`` ("it"), ``u27-dualsense-lightbar`` ("its
lightbar"), ``u27-ipu6-kconfig`` ("that chip"),
``u27-btrfs-zstd-negative`` ("the fastest of them") and
``u27-write-mounted-bdev`` (the option is not named, only "that
protection"); in the other eight it is named in the question as well. The
other three (``u27-terraform-grant``, ``u27-kernelshark-one-cpu``,
``u27-ntfs-removed-why``) are plain one-clause questions. None repeats a
topic of the earlier unanswerable sets (``answer_unanswerable_tune``,
``answer_unanswerable_heldout`` to ``answer_unanswerable_heldout26``) or
of the other answer sets, which were read only for that purpose (their
question words were grepped for each new subject); the twenty-sixth set's
builder (``build_answers_unanswerable26.py``) was read as the template for
format and rules. Nothing of the answer code, of its output, of the
appliance's documentation or tests, or of the benchmark results was opened
while writing it; no git command was used; the questions were not run
through the appliance.

Usage::

    python3 build_answers_unanswerable27.py > answer_unanswerable_heldout27.jsonl
    python3 validate_answers.py answer_unanswerable_heldout27.jsonl  # with a Python that has the appliance installed

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
    ("u27-n8n-postgres-upsert",
     "Our n8n workflow writes every finished sample into the lab database through its Postgres node; which operation of that node inserts a row or updates it when the id already exists?",
     "command", "pg"),
    ("u27-dbt-threads",
     "The data team builds the reporting tables on db02 with dbt and a full run takes hours; which key in dbt's profiles.yml sets how many models it runs in parallel?",
     "setting", "pg"),
    ("u27-airbyte-wal-method",
     "We're setting up Airbyte to copy the samples schema into the warehouse every hour; which replication method of its Postgres source reads the changes from the WAL instead of re-reading the tables?",
     "setting", "pg"),
    ("u27-datadog-dbm",
     "IT already monitors db01 with host metrics and now wants query samples and explain plans as well; which key in the Datadog Agent's postgres conf.yaml turns on Database Monitoring?",
     "setting", "pg"),
    ("u27-terraform-grant",
     "Which resource of the cyrilgdn/postgresql Terraform provider grants SELECT on all tables of a schema to a role?",
     "command", "pg"),
    ("u27-pg-jsonschema-validate",
     "The metadata of each run arrives as jsonb and should be checked against our JSON Schema before it is stored; which function of the pg_jsonschema extension validates a jsonb value against a schema?",
     "command", "pg"),
    ("u27-pg17-huge-pages-status",
     "db03 now runs PostgreSQL 17 with huge_pages = try, and that release is said to report at run time whether the huge pages were actually obtained; which read-only parameter of that release shows it?",
     "setting", "pg"),
    ("u27-pg18-overexplain",
     "I'm chasing a planner problem on our PostgreSQL 18 test server; which EXPLAIN option does the pg_overexplain module add to print the plan's internal details?",
     "command", "pg"),
    ("u27-pg16-is-json",
     "Some instrument exports put a JSON array where we expect an object, and PostgreSQL 16 is said to have a SQL-standard IS JSON predicate for checking such text; how do I write that predicate so only objects pass?",
     "procedure", "pg"),
    ("u27-scd-acronym",
     "The warehouse team wants the instrument history kept as SCD type 2 tables fed from our lab database; what does SCD stand for?",
     "definition", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u27-xdna-npu-release",
     "The new Ryzen AI laptop for the vision project has an AMD XDNA NPU; from which mainline release on is there a driver for it?",
     "value", "kernel"),
    ("u27-tcp-ao-key",
     "The routers of the lab network are moving their BGP sessions from TCP MD5 signatures to TCP-AO; which setsockopt option adds a TCP-AO key to a socket?",
     "command", "kernel"),
    ("u27-dualsense-lightbar",
     "A PS5 DualSense controller drives the robot-arm demo at the open day; which sysfs files set the colour of its lightbar?",
     "setting", "kernel"),
    ("u27-ipu6-kconfig",
     "The webcam of the new ThinkPad X1 Carbon sits behind an Intel IPU6; which Kconfig option builds the input system driver for that chip?",
     "setting", "kernel"),
    ("u27-kernelshark-one-cpu",
     "How do I show only the events of CPU 3 in KernelShark?",
     "procedure", "kernel"),
    ("u27-getrandom-vdso-release",
     "Our Monte Carlo code calls getrandom() millions of times per second on the cluster; since which kernel release is getrandom() served from the vDSO?",
     "value", "kernel"),
    ("u27-btrfs-zstd-negative",
     "The scratch volume is Btrfs with zstd compression, and newer kernels are said to accept negative zstd levels for even more speed; which compress= mount option value selects the fastest of them?",
     "setting", "kernel"),
    ("u27-uec-acronym",
     "The vendor says the NICs of the next GPU cluster are UEC-compliant; what does UEC stand for?",
     "definition", "kernel"),
    ("u27-write-mounted-bdev",
     "Since the move to Linux 6.8 our old disk-imaging script can no longer write to a block device while a filesystem on it is mounted; which kernel option switches that protection off again?",
     "setting", "kernel"),
    ("u27-ntfs-removed-why",
     "Why was the old read-only ntfs driver removed from the kernel in favour of ntfs3?",
     "reason", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

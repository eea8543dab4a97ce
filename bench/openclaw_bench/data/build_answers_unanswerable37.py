"""Thirty-seventh held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout37.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench --
the oracle_fdw option that sets how many rows are prefetched from Oracle,
the SQLAlchemy create_engine flag that tests pooled connections on
checkout, the configuration file of the PgDog pooler, the PostgresML
function that trains a model, the OTel collector receiver for PostgreSQL,
the environment variable that sizes Mastodon's database pool, the SSL_MODE
key of Forgejo's app.ini, the default hibernate.c3p0.max_size of
Confluence, RETURNING OLD in PostgreSQL 18, EXPLAIN (SERIALIZE) in
PostgreSQL 17; the boot-source field of a Firecracker microVM that takes
the kernel command line, the runsc platform of gVisor for hosts without
KVM, the ring-pages parameter of vmw_pvscsi on VMware ESXi, the flags of
pidfd_getfd, the uncached buffered I/O flag of Linux 6.14, the uretprobe
system call of Linux 6.11, the release that merged kdbus, the Linux 6.8
system call that reads a process's own LSM attributes, the sheaves of the
slab allocator, the realm guest config option of Arm CCA -- whose key terms
were checked by grepping both corpora (PostgreSQL 15 HTML pages with the
release notes, Linux 6.1 ``.rst.txt`` sources, ignoring case) to be absent
or present only as an ordinary word or in passing without the asked-for
fact ("prefetch" only for tablespaces, read-ahead and caches,
"serialize" only for XML and other meanings, "realm" only for Kerberos and
other meanings, "uretprobe" only in the uprobe tracer's event syntax,
"pidfd" nowhere, "sheaves" nowhere, "receiver" only for WAL receivers and
other devices, "hibernate" only for power management; oracle_fdw,
pool_pre_ping, create_engine, PgDog, PostgresML, pgml.train, OpenTelemetry,
Mastodon, DB_POOL, Forgejo, SSL_MODE, c3p0, Confluence, RETURNING OLD,
EXPLAIN (SERIALIZE, Firecracker, microVM, boot-source, gVisor, runsc,
vmw_pvscsi, ring_pages, pidfd_getfd, RWF_DONTCACHE, uncached buffered I/O,
kdbus, lsm_get_self_attr, Arm CCA and realm guests not at all). The
subjects are named in different ways on purpose: capitalised product names
(PgDog, PostgresML, Mastodon, Forgejo, Confluence, Firecracker, gVisor,
VMware ESXi, SQLAlchemy), lower-case function, setting, tool and system
call names (oracle_fdw, create_engine, runsc, vmw_pvscsi, pidfd_getfd,
kdbus, lsm_get_self_attr), acronyms (OTel, CCA) and version numbers
(PostgreSQL 17 and 18, Linux 6.8, 6.11 and 6.14, at most one question per
release), ordinary words (sheaves of the slab allocator, uncached buffered
I/O), third-party tools and features that PostgreSQL 15 and Linux 6.1 do
not have.

Most questions (15 of the 20) are written the way a user tells the
situation first and then asks ("<what is going on at the bench, naming the
product, setting, tool or version>; <the question>?"): ids
``u37-oracle-fdw-prefetch``, ``u37-sqlalchemy-pool-pre-ping``,
``u37-pgdog-config-file``, ``u37-postgresml-train``,
``u37-otel-postgresql-receiver``, ``u37-mastodon-db-pool``,
``u37-forgejo-ssl-mode``, ``u37-firecracker-boot-args``,
``u37-gvisor-runsc-platform``, ``u37-esxi-pvscsi-ring-pages``,
``u37-pidfd-getfd-flags``, ``u37-linux614-uncached-io``,
``u37-linux611-uretprobe-syscall``, ``u37-slab-sheaves`` and
``u37-arm-cca-realm-guest``. In seven of them the thing the documents lack
is named only in the situation part and the question part refers to it
indirectly or not at all: ``u37-oracle-fdw-prefetch`` ("which foreign
table option"), ``u37-sqlalchemy-pool-pre-ping`` ("which create_engine
flag"), ``u37-pgdog-config-file`` ("in which configuration file"),
``u37-postgresml-train`` ("which function trains the model"),
``u37-firecracker-boot-args`` ("which field of the VM config"),
``u37-linux614-uncached-io`` ("which flag") and
``u37-linux611-uretprobe-syscall`` ("what does that call do"); in the
other eight it is named in the question as well. The other five
(``u37-confluence-c3p0-max-size``, ``u37-pg18-returning-old``,
``u37-pg17-explain-serialize``, ``u37-kdbus-release``,
``u37-linux68-lsm-get-self-attr``) are plain one-clause questions. None
repeats a topic of the earlier unanswerable sets
(``answer_unanswerable_tune``, ``answer_unanswerable_heldout`` to
``answer_unanswerable_heldout36``) or of the other answer sets, which were
read only for that purpose (their question words were grepped for each new
subject; some products and features, such as SQLAlchemy, Gitea, pidfds and
the uprobe tracer, appear in earlier sets for other facts); the
thirty-fifth and thirty-sixth sets' builders
(``build_answers_unanswerable35.py``, ``build_answers_unanswerable36.py``)
were read as templates for format and rules; the thirty-eighth set,
written at the same time by another author, was not seen. Nothing of the
answer code, of its output, of the appliance's documentation or tests, or
of the benchmark results was opened while writing it; no git command was
used for it; the questions were not run through the appliance.

Usage::

    python3 build_answers_unanswerable37.py > answer_unanswerable_heldout37.jsonl
    python3 validate_answers.py answer_unanswerable_heldout37.jsonl  # with a Python that has the appliance installed

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
    ("u37-oracle-fdw-prefetch",
     "We pull the tables of the old Oracle LIMS into db02 through oracle_fdw, and every query over the link crawls as if it fetched row by row; which foreign table option sets how many rows are fetched per round trip?",
     "setting", "pg"),
    ("u37-sqlalchemy-pool-pre-ping",
     "After the nightly restart of db03 our Python ETL fails with 'server closed the connection unexpectedly' from stale pooled connections, and SQLAlchemy can test each connection when it is checked out; which create_engine flag does that?",
     "setting", "pg"),
    ("u37-pgdog-config-file",
     "We are trying PgDog as a sharding pooler in front of db01 and db02; in which configuration file are the backend databases listed?",
     "setting", "pg"),
    ("u37-postgresml-train",
     "Our data scientist wants to train a regression model on the calibration table right inside the database with PostgresML; which function trains the model?",
     "command", "pg"),
    ("u37-otel-postgresql-receiver",
     "Our OTel collector should scrape table and index statistics from db02 along with the host metrics; which collector receiver is used for PostgreSQL?",
     "setting", "pg"),
    ("u37-mastodon-db-pool",
     "The lab's Mastodon instance runs out of connections to our PostgreSQL server when the Sidekiq queues fill up; which environment variable sets the size of Mastodon's database pool?",
     "setting", "pg"),
    ("u37-forgejo-ssl-mode",
     "Our Forgejo code server keeps its data on db02, which now requires TLS; which key in the [database] section of Forgejo's app.ini sets the SSL mode?",
     "setting", "pg"),
    ("u37-confluence-c3p0-max-size",
     "What is the default hibernate.c3p0.max_size in Confluence's confluence.cfg.xml when it runs on PostgreSQL?",
     "value", "pg"),
    ("u37-pg18-returning-old",
     "How do I get the previous value of a column back from an UPDATE with RETURNING OLD in PostgreSQL 18?",
     "procedure", "pg"),
    ("u37-pg17-explain-serialize",
     "What does the SERIALIZE option of EXPLAIN in PostgreSQL 17 measure?",
     "definition", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u37-firecracker-boot-args",
     "Our CI runs each driver test in a Firecracker microVM, and the guest kernel needs console=ttyS0 and our test flags on its command line; which field of the VM config takes the kernel command line?",
     "setting", "kernel"),
    ("u37-gvisor-runsc-platform",
     "Our untrusted plugin runner is sandboxed with gVisor, and the new cloud hosts have no nested virtualisation, so KVM mode is out; which runsc platform should we select instead?",
     "setting", "kernel"),
    ("u37-esxi-pvscsi-ring-pages",
     "The analysis VM on our VMware ESXi host uses the paravirtual SCSI controller and stalls with queue-full messages under load; which vmw_pvscsi module parameter raises the number of ring pages?",
     "setting", "kernel"),
    ("u37-pidfd-getfd-flags",
     "Our container supervisor wants a duplicate of a worker's listening socket through the worker's pidfd with pidfd_getfd; what must its flags argument be?",
     "value", "kernel"),
    ("u37-linux614-uncached-io",
     "Our backup tool streams huge files once and pushes everything else out of the page cache, and Linux 6.14 reportedly added uncached buffered I/O for exactly that; which flag do I pass to preadv2 and pwritev2?",
     "setting", "kernel"),
    ("u37-linux611-uretprobe-syscall",
     "Our tracing of return values in the acquisition library got much faster after moving to Linux 6.11, which reportedly added a special system call on x86-64 for return probes; what does that call do?",
     "definition", "kernel"),
    ("u37-kdbus-release",
     "In which kernel release was kdbus merged as the in-kernel D-Bus transport?",
     "value", "kernel"),
    ("u37-linux68-lsm-get-self-attr",
     "Which Linux 6.8 system call lets a process read its own LSM attributes, such as its SELinux context, without going through /proc?",
     "command", "kernel"),
    ("u37-slab-sheaves",
     "Reading about newer changes to the slab allocator, I saw that per-CPU caches of objects called sheaves were added; what exactly is a sheaf there?",
     "definition", "kernel"),
    ("u37-arm-cca-realm-guest",
     "Our Arm CCA evaluation board can launch realm VMs, and the guest kernel has to know that it runs inside a realm; which config option enables realm guest support?",
     "setting", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

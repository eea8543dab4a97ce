"""Thirty-fourth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout34.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench --
the PostgreSQL 17 predefined role for VACUUM, ANALYZE and REINDEX on every
table, the Amazon RDS parameter that forces SSL, the pg_stat_statements
column that says since when min/max timings were collected (PostgreSQL 17),
the PostgreSQL 16 pg_buffercache function that summarises the buffer cache,
the PostgreSQL 18 function that lists the loaded shared libraries, the
PostgreSQL 16 createdb option for ICU tailoring rules, the PostgreSQL 16
server setting that accepts delegated GSSAPI credentials, the PostgreSQL 16
function that picks random elements of an array, the PostgreSQL 17 function
that returns the chunk_id of a TOASTed value, where zheap keeps old row
versions;
the Linux 6.6 system call that changes the mode of a symlink itself, the
system call that allocates a user-space shadow stack, enabling memfd_secret,
the BORE scheduler of CachyOS kernels, the first release with the Panthor
driver for Mali CSF GPUs, the system call that reaps a killed process's
memory early, the prctl for the RISC-V Vector extension, NIC mode of a
BlueField-3 DPU, what RVV stands for, the first release that fully supports
Zen 5 "Strix Point" laptops -- whose key terms were checked by grepping both
corpora (PostgreSQL 15 HTML pages with the release notes, Linux 6.1
``.rst.txt`` sources, ignoring case) to be absent or present only as an
ordinary word or in passing without the asked-for fact ("delegate" only for
libpq's SSL key password hook, "shadow stack" only in passing in the
kernel's fprobe and self-protection pages, "vector extension" only for arm64
SVE and LoongArch, "burst" only as an ordinary word, "NIC mode" only inside
another word; pg_maintain, the MAINTAIN privilege, rds.force_ssl,
minmax_stats_since, pg_buffercache_summary, pg_get_loaded_modules,
icu_rules, gss_accept_delegation, array_sample, array_shuffle,
pg_column_toast_chunk_id, zheap, fchmodat2, AT_SYMLINK_NOFOLLOW,
map_shadow_stack, memfd_secret, secretmem, process_mrelease, BORE, CachyOS,
Panthor, RK3588, PR_RISCV_V_SET_CONTROL, RVV, BlueField, Zen 5 and Strix
Point not at all). The subjects are named in different ways on purpose:
capitalised product names (Amazon RDS, CachyOS, BlueField-3, Mali,
RK3588), lower-case function, setting, tool and system call names
(pg_stat_statements, pg_buffercache, createdb, memfd_secret, prctl), an
acronym (RVV) and version numbers (PostgreSQL 16, 17 and 18, Linux 6.6),
third-party tools and settings or features that PostgreSQL 15 and Linux 6.1
do not have.

As in the thirty-second set, most questions (14 of the 20) are written the
way a user tells the situation first and then asks ("<what is going on at
the bench, naming the product, setting, tool or version>; <the
question>?"): ids ``u34-pg17-maintain-role``, ``u34-pg17-pgss-minmax-since``,
``u34-pg16-buffercache-summary``, ``u34-pg18-loaded-modules``,
``u34-pg16-icu-rules``, ``u34-pg16-gss-delegation``,
``u34-pg16-array-sample``, ``u34-linux66-chmod-symlink``,
``u34-memfd-secret-enable``, ``u34-panthor-first-release``,
``u34-oom-reap-early``, ``u34-riscv-vector-prctl``,
``u34-bluefield-nic-mode`` and ``u34-rvv-acronym``. In seven of them the
thing the documents lack is named only in the situation part and the
question part refers to it indirectly or not at all:
``u34-pg17-maintain-role`` ("what is it called"),
``u34-pg17-pgss-minmax-since`` ("which column"),
``u34-pg18-loaded-modules`` ("what is it called"),
``u34-pg16-gss-delegation`` ("which setting is it"),
``u34-linux66-chmod-symlink`` ("what is that call named"),
``u34-oom-reap-early`` ("which system call") and
``u34-bluefield-nic-mode`` ("which setting"); in the other seven it is
named in the question as well. The other six (``u34-rds-force-ssl``,
``u34-pg17-toast-chunk-id``, ``u34-zheap-old-versions``,
``u34-map-shadow-stack``, ``u34-cachyos-bore``,
``u34-zen5-strix-point``) are plain one-clause questions. None repeats a
topic of the earlier unanswerable sets (``answer_unanswerable_tune``,
``answer_unanswerable_heldout`` to ``answer_unanswerable_heldout32``) or of
the other answer sets, which were read only for that purpose (their question
words were grepped for each new subject); the thirty-second set's builder
(``build_answers_unanswerable32.py``) was read as the template for format
and rules; the thirty-third set (``build_answers_unanswerable33.py``),
written at the same time by another author, was not seen. Nothing of the
answer code, of its output, of the appliance's documentation or tests, or of
the benchmark results was opened while writing it; no git command was used
for it; the questions were not run through the appliance.

Usage::

    python3 build_answers_unanswerable34.py > answer_unanswerable_heldout34.jsonl
    python3 validate_answers.py answer_unanswerable_heldout34.jsonl  # with a Python that has the appliance installed

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
    ("u34-pg17-maintain-role",
     "Our night-time maintenance job runs as the role janitor and should VACUUM, ANALYZE and REINDEX every table without owning them or being superuser, and PostgreSQL 17 is said to have a predefined role for exactly that; what is it called?",
     "setting", "pg"),
    ("u34-rds-force-ssl",
     "Which parameter in the parameter group forces SSL for every connection to our Amazon RDS for PostgreSQL instance?",
     "setting", "pg"),
    ("u34-pg17-pgss-minmax-since",
     "On the PostgreSQL 17 server we now reset only the min and max timings of pg_stat_statements after each release while keeping the totals; which column then tells since when those min/max values were collected?",
     "definition", "pg"),
    ("u34-pg16-buffercache-summary",
     "For the Grafana panel on db02 I'd like a single row with the numbers of used and dirty shared buffers instead of aggregating the pg_buffercache view myself; which function, added in PostgreSQL 16, gives that summary?",
     "command", "pg"),
    ("u34-pg18-loaded-modules",
     "A user's session behaves oddly and I suspect an old version of our C extension's shared library got loaded, and PostgreSQL 18 is said to have a function listing the shared libraries loaded in the session with their versions; what is it called?",
     "command", "pg"),
    ("u34-pg16-icu-rules",
     "The Swedish archive database must sort our custom sample codes with their own ICU tailoring, e.g. 'ae' after 'z'; which createdb option in PostgreSQL 16 takes such ICU rules?",
     "command", "pg"),
    ("u34-pg16-gss-delegation",
     "Our postgres_fdw connections from db01 to the archive server should reuse the Kerberos credentials the client delegated at login, and PostgreSQL 16 is said to have a server parameter that accepts delegated GSSAPI credentials; which setting is it?",
     "setting", "pg"),
    ("u34-pg16-array-sample",
     "For the QC report I want 20 randomly chosen values out of each run's readings array, done in SQL on the PostgreSQL 16 server; which PostgreSQL 16 function picks n random elements from an array?",
     "command", "pg"),
    ("u34-pg17-toast-chunk-id",
     "Which PostgreSQL 17 function returns the chunk_id of a TOASTed value, so I can find its chunks in the TOAST table?",
     "command", "pg"),
    ("u34-zheap-old-versions",
     "Where does the zheap storage engine keep the old versions of updated rows instead of in the table itself?",
     "definition", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u34-linux66-chmod-symlink",
     "Our backup restore tool has to set the permission bits of the symlink itself and not of its target, and Linux 6.6 is said to have added a chmod-style system call that finally honours AT_SYMLINK_NOFOLLOW; what is that call named?",
     "command", "kernel"),
    ("u34-map-shadow-stack",
     "Which system call allocates a new user-space shadow stack for a thread on x86?",
     "command", "kernel"),
    ("u34-memfd-secret-enable",
     "The key-handling daemon on our signing box should keep its private key in memory that is removed even from the kernel's direct map, and memfd_secret() fails with ENOSYS; which boot parameter or option enables memfd_secret?",
     "setting", "kernel"),
    ("u34-cachyos-bore",
     "Which sysctl turns off the burst-oriented behaviour of the BORE scheduler in a CachyOS kernel?",
     "setting", "kernel"),
    ("u34-panthor-first-release",
     "Our RK3588 boards have a Mali-G610, a CSF-based GPU that needs the Panthor DRM driver; from which kernel release is Panthor in mainline?",
     "value", "kernel"),
    ("u34-oom-reap-early",
     "Our userspace OOM daemon kills a runaway analysis job with a pidfd, but the dying process takes seconds to free its 200 GB, and there is said to be a system call that reaps its memory right away from the killer's side; which system call?",
     "command", "kernel"),
    ("u34-riscv-vector-prctl",
     "The new RISC-V board runs our DSP code with vector instructions, and they fault until the process is allowed to use the Vector extension; which prctl enables the RISC-V Vector extension for a process and its children?",
     "command", "kernel"),
    ("u34-bluefield-nic-mode",
     "The BlueField-3 DPU in the storage server runs its own Arm Linux, and we want it switched to NIC mode so that the host owns the ports directly; which setting switches it?",
     "setting", "kernel"),
    ("u34-rvv-acronym",
     "The compiler flags in the vendor SDK for our RISC-V board mention RVV; what does RVV stand for?",
     "definition", "kernel"),
    ("u34-zen5-strix-point",
     "From which kernel release on are AMD's Zen 5 Strix Point laptops fully supported?",
     "value", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

"""Thirty-fifth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout35.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench --
the PostgreSQL 17 view that took the checkpoint counters out of
pg_stat_bgwriter, the PostgreSQL 16 setting that sizes VACUUM's buffer
ring, the PostgreSQL 17 setting that refuses ALTER SYSTEM, the PostgreSQL
17 setting that starts the slot sync worker on a standby, the PostgreSQL
16 function that returns the error of a test input, the PgBouncer setting
that tracks protocol-level prepared statements, the TimescaleDB parameter
for the time a chunk covers, the pg_partman setting for partitions made
ahead of time, the PostgreSQL 17 pg_stat_statements column for JIT tuple
deforming, the PostgreSQL 16 function for normally distributed random
numbers; the nouveau option for NVIDIA's GSP firmware, the sysctl that
switches off the TIOCSTI ioctl, the Linux 6.8 system call that lists the
active LSMs, the boot parameter for amd-pstate's active EPP mode, the
first release that boots the ThinkPad X13s, the prctl flag for
memory-deny-write-execute, the fanotify event reported before file content
is accessed, the firmware file of the ivpu NPU driver, the debugfs file
for the runtime of the fair deadline server, the first release that
supports Intel Arc B580 Battlemage cards -- whose key terms were checked by
grepping both corpora (PostgreSQL 15 HTML pages with the release notes,
Linux 6.1 ``.rst.txt`` sources, ignoring case) to be absent or present
only as an ordinary word or in passing without the asked-for fact
("deadline server" only for running real-time tasks from one in
sched-deadline, "hierarchical storage" only for a planned device-mapper
target, "B580" only inside a hexadecimal address, "Meteor Lake" only in a
list of i801 SMBus chips, "checkpointer" and ALTER SYSTEM only for what
PostgreSQL 15 has; pg_stat_checkpointer, vacuum_buffer_usage_limit,
allow_alter_system, sync_replication_slots, pg_input_error_info,
max_prepared_statements, chunk_time_interval, premake, jit_deform,
random_normal, NvGspRm, legacy_tiocsti, TIOCSTI, lsm_list_modules,
amd_pstate=active, X13s, PR_SET_MDWE, FAN_PRE_ACCESS, ivpu, fair_server
and Battlemage not at all). The subjects are named in different ways on
purpose: capitalised product names (Grafana, Debezium, Ansible, PgBouncer,
TimescaleDB, RTX 4070, ThinkPad X13s, Meteor Lake, Arc B580), lower-case
function, setting, tool and driver names (pg_stat_bgwriter, pg_partman,
nouveau, amd-pstate, fanotify, ivpu, prctl), acronyms (EPP, LSM, NPU, GSP)
and version numbers (PostgreSQL 16 and 17, Linux 6.3, 6.7, 6.8 and 6.12),
third-party tools and settings or features that PostgreSQL 15 and Linux
6.1 do not have.

As in the thirty-fourth set, most questions (14 of the 20) are written the
way a user tells the situation first and then asks ("<what is going on at
the bench, naming the product, setting, tool or version>; <the
question>?"): ids ``u35-pg17-checkpointer-view``,
``u35-pg16-vacuum-buffer-limit``, ``u35-pg17-allow-alter-system``,
``u35-pg17-sync-replication-slots``, ``u35-pg16-input-error-info``,
``u35-pgbouncer-prepared-statements``, ``u35-pg17-pgss-jit-deform``,
``u35-nouveau-gsp``, ``u35-legacy-tiocsti``, ``u35-lsm-list-modules``,
``u35-amd-pstate-active-epp``, ``u35-mdwe-prctl``, ``u35-ivpu-firmware``
and ``u35-fair-server-runtime``. In seven of them the thing the documents
lack is named only in the situation part and the question part refers to
it indirectly or not at all:
``u35-pg17-checkpointer-view`` ("what is it called"),
``u35-pg16-vacuum-buffer-limit`` ("which setting sizes that"),
``u35-pg17-allow-alter-system`` ("which setting does that"),
``u35-nouveau-gsp`` ("which nouveau option turns that on"),
``u35-legacy-tiocsti`` ("which sysctl controls it"),
``u35-mdwe-prctl`` ("which prctl flag is it") and
``u35-fair-server-runtime`` ("which debugfs file sets how much runtime it
gets"); in the other seven it is named in the question as well. The other
six (``u35-timescale-chunk-interval``, ``u35-partman-premake``,
``u35-pg16-random-normal``, ``u35-thinkpad-x13s``,
``u35-fanotify-pre-access``, ``u35-battlemage-first-release``) are plain
one-clause questions. None repeats a topic of the earlier unanswerable sets
(``answer_unanswerable_tune``, ``answer_unanswerable_heldout`` to
``answer_unanswerable_heldout34``) or of the other answer sets, which were
read only for that purpose (their question words were grepped for each new
subject; earlier sets asked other things about PgBouncer, TimescaleDB,
pg_partman and amd-pstate, and those questions were not reused); the
thirty-fourth set's builder (``build_answers_unanswerable34.py``) was read
as the template for format and rules; the thirty-sixth set
(``build_answers_unanswerable36.py``), written at the same time by another
author, was not seen. Nothing of the answer code, of its output, of the
appliance's documentation or tests, or of the benchmark results was opened
while writing it; no git command was used for it; the questions were not
run through the appliance.

Usage::

    python3 build_answers_unanswerable35.py > answer_unanswerable_heldout35.jsonl
    python3 validate_answers.py answer_unanswerable_heldout35.jsonl  # with a Python that has the appliance installed

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
    ("u35-pg17-checkpointer-view",
     "After the upgrade to PostgreSQL 17 our Grafana panel for timed and requested checkpoints went blank, because those counters moved out of pg_stat_bgwriter into a view of their own; what is it called?",
     "setting", "pg"),
    ("u35-pg16-vacuum-buffer-limit",
     "On PostgreSQL 16 the nightly VACUUM of the readings table could run much faster if it were allowed a bigger ring of shared buffers than the small default strategy ring; which setting sizes that?",
     "setting", "pg"),
    ("u35-pg17-allow-alter-system",
     "Our Ansible role owns postgresql.conf on every lab server, and since PostgreSQL 17 ALTER SYSTEM can reportedly be refused server-wide so nobody overrides it from psql; which setting does that?",
     "setting", "pg"),
    ("u35-pg17-sync-replication-slots",
     "The Debezium slot on db01 must survive a failover to the standby, and PostgreSQL 17 can keep failover logical slots synchronized on a physical standby; which setting on the standby turns on the slot sync worker?",
     "setting", "pg"),
    ("u35-pg16-input-error-info",
     "Our CSV import checker on PostgreSQL 16 should tell the operator why '12,5' isn't a valid numeric without raising an error; which function returns the error message and SQLSTATE for a test input?",
     "command", "pg"),
    ("u35-pgbouncer-prepared-statements",
     "The Go client's prepared statements break behind our PgBouncer in transaction pooling mode, and newer PgBouncer releases can track protocol-level prepared statements; which PgBouncer setting enables that?",
     "setting", "pg"),
    ("u35-timescale-chunk-interval",
     "Which TimescaleDB parameter sets how much time each chunk of a hypertable covers?",
     "setting", "pg"),
    ("u35-partman-premake",
     "Which pg_partman setting decides how many future partitions are created ahead of time?",
     "setting", "pg"),
    ("u35-pg17-pgss-jit-deform",
     "On PostgreSQL 17 pg_stat_statements reports how many functions JIT compiled for tuple deforming in each statement, and I want that for the dashboard of the slow report queries; which column holds it?",
     "setting", "pg"),
    ("u35-pg16-random-normal",
     "Which PostgreSQL 16 function returns normally distributed random numbers with a given mean and standard deviation?",
     "command", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u35-nouveau-gsp",
     "The RTX 4070 in the imaging PC runs nouveau, and kernels since 6.7 can hand power management to NVIDIA's GSP firmware for much better clocks; which nouveau option turns that on?",
     "setting", "kernel"),
    ("u35-legacy-tiocsti",
     "After the distribution upgrade our old serial-console helper, which pushes characters into another terminal's input queue, fails with EIO, and newer kernels can switch that ioctl off entirely; which sysctl controls it?",
     "setting", "kernel"),
    ("u35-lsm-list-modules",
     "Our security agent wants the list of active Linux security modules without parsing /sys/kernel/security/lsm, and Linux 6.8 added LSM system calls; which system call lists the active modules?",
     "command", "kernel"),
    ("u35-amd-pstate-active-epp",
     "The Zen 4 workstations should run amd-pstate in its autonomous EPP mode, available since Linux 6.3; which boot parameter value selects amd-pstate active mode?",
     "setting", "kernel"),
    ("u35-thinkpad-x13s",
     "From which kernel release does the Lenovo ThinkPad X13s boot mainline with a working display and keyboard?",
     "value", "kernel"),
    ("u35-mdwe-prctl",
     "Our hardened acquisition daemon must never get memory that is both writable and executable, and newer kernels offer a per-process memory-deny-write-execute switch; which prctl flag is it?",
     "setting", "kernel"),
    ("u35-fanotify-pre-access",
     "Which fanotify event, added for hierarchical storage managers, is reported before a file's content is accessed so the daemon can fill it in?",
     "setting", "kernel"),
    ("u35-ivpu-firmware",
     "The Meteor Lake laptops for the field team have an NPU driven by the ivpu accel driver; which firmware file does ivpu load?",
     "value", "kernel"),
    ("u35-fair-server-runtime",
     "On the real-time test box a runaway SCHED_FIFO thread starved the logging daemon, and Linux 6.12 reserves CPU time for normal tasks through a deadline server; which debugfs file sets how much runtime it gets?",
     "setting", "kernel"),
    ("u35-battlemage-first-release",
     "Which kernel release first supports Intel Arc B580 Battlemage graphics cards?",
     "value", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

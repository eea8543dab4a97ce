"""Thirty-third held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout33.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench --
the pg_createsubscriber option that names the publisher (PostgreSQL 17),
keeping failover slots synchronized on a standby (PostgreSQL 17), the
PostgreSQL 17 function that reports the TOAST chunk id of a value, the
PostgreSQL 17 view with the checkpointer statistics, the PostgreSQL 16
function that shuffles an array, the pg_stat_statements column that tells
when the min/max times were last reset (PostgreSQL 17), the libpq parameter
that spreads connections randomly over several hosts (PostgreSQL 16), the
Umami variable with the PostgreSQL connection string, the Wiki.js
config.yml key that selects PostgreSQL, the PostgreSQL 16 setting that
limits VACUUM's buffer ring; the boot parameter that enables memfd_secret,
the config option that shows a kernel panic as a QR code, the parameter
that enables kexec handover, the syscall that reaps a killed process's
memory from user space, the first release that uses Intel Thread Director
hints, the fanotify flag for pre-access events, switching a BlueField DPU
into NIC mode, what POE stands for on Arm, the tpm2-tools command that
prints PCR values, the crossystem flag for USB boot on a Chromebook --
whose key terms were checked by grepping both corpora (PostgreSQL 15 HTML
pages with the release notes, Linux 6.1 ``.rst.txt`` sources, ignoring
case) to be absent or present only as a name or an ordinary word without
the asked-for fact ("chunk_id" only as the column of a TOAST table,
"shuffle" only in pgbench's advice to shuffle selected rows, "checkpointer"
only as the process and the columns of pg_stat_bgwriter, "load balancing"
only in general words about high availability, "ring buffer" only in
release notes of 15.x fixes, "QR" only as an idea in the GPU to-do list,
"handover" only for wireless roaming, dm snapshots and the EFI handover
protocol, "developer mode" only as a switch type in the ChromeOS ACPI page;
pg_createsubscriber, synchronized_standby_slots, sync_replication_slots,
pg_column_toast_chunk_id, pg_stat_checkpointer, array_shuffle,
minmax_stats_since, load_balance_hosts, Umami, Wiki.js,
vacuum_buffer_usage_limit, memfd_secret, secretmem, DRM_PANIC, kexec
handover, process_mrelease, Thread Director, FAN_PRE_ACCESS, BlueField,
Permission Overlay, pcrread, crossystem and dev_boot_usb not at all). The
subjects are named in different ways on purpose: capitalised product names
(Umami, Wiki.js, BlueField, Intel Thread Director, Chromebook), lower-case
tool, function and option names (pg_createsubscriber, pg_stat_statements,
libpq, memfd_secret, fanotify, tpm2-tools, crossystem), acronyms (POE, DPU,
QR) and version numbers (PostgreSQL 16 and 17, Linux 6.12), third-party tools
and settings or features that PostgreSQL 15 and Linux 6.1 do not have.

As in the thirty-second set, most questions (14 of the 20) are written the
way a user tells the situation first and then asks ("<what is going on at
the bench, naming the product, setting, tool or version>; <the
question>?"): ids ``u33-pg17-createsubscriber``,
``u33-pg17-failover-slot-sync``, ``u33-pg17-toast-chunk-id``,
``u33-pg17-stat-checkpointer``, ``u33-pg16-array-shuffle``,
``u33-pg17-minmax-stats-since``, ``u33-secretmem-enable``,
``u33-drm-panic-qr``, ``u33-kexec-handover``, ``u33-process-mrelease``,
``u33-intel-thread-director``, ``u33-fanotify-pre-access``,
``u33-bluefield-nic-mode`` and ``u33-arm-poe-acronym``. In seven of them
the thing the documents lack is named only in the situation part and the
question part refers to it indirectly or not at all:
``u33-pg17-createsubscriber`` ("it"), ``u33-pg17-failover-slot-sync``
("that"), ``u33-pg17-toast-chunk-id`` ("it"), ``u33-secretmem-enable``
("that syscall"), ``u33-drm-panic-qr`` ("that"), ``u33-kexec-handover``
("it") and ``u33-process-mrelease`` ("which syscall is that"); in the other
seven it is named in the question as well. The other six
(``u33-pg16-load-balance-hosts``, ``u33-umami-database-url``,
``u33-wikijs-db-type``, ``u33-pg16-vacuum-buffer-usage-limit``,
``u33-tpm2-pcrread``, ``u33-crossystem-usb-boot``) are plain one-clause
questions. None repeats a topic of the earlier unanswerable sets
(``answer_unanswerable_tune``, ``answer_unanswerable_heldout`` to
``answer_unanswerable_heldout32``) or of the other answer sets, which were
read only for that purpose (their question words were grepped for each new
subject); the thirty-second set's builder
(``build_answers_unanswerable32.py``) was read as the template for format
and rules; the thirty-fourth set (``build_answers_unanswerable34.py``),
written at the same time by another author, was not seen. Nothing of the
answer code, of its output, of the appliance's documentation or tests, or of
the benchmark results was opened while writing it; no git command was used
for it; the questions were not run through the appliance.

Usage::

    python3 build_answers_unanswerable33.py > answer_unanswerable_heldout33.jsonl
    python3 validate_answers.py answer_unanswerable_heldout33.jsonl  # with a Python that has the appliance installed

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
    ("u33-pg17-createsubscriber",
     "Standby db03 should become a logical replica of db01 without copying all the data again, and on PostgreSQL 17 we want to do that with pg_createsubscriber; which option of it takes the connection string of the publisher?",
     "setting", "pg"),
    ("u33-pg17-failover-slot-sync",
     "After the last failover to db03 the logical replication slots of our reporting subscriber were gone, and PostgreSQL 17 is said to keep failover slots synchronized on the physical standby; which standby setting turns that on?",
     "setting", "pg"),
    ("u33-pg17-toast-chunk-id",
     "For a TOAST debugging session on the PostgreSQL 17 server I want to see which chunk id in the TOAST table holds the spectrum value of each row, which that release is said to expose through a new function; what is it called?",
     "command", "pg"),
    ("u33-pg17-stat-checkpointer",
     "Since our move to PostgreSQL 17 the Grafana panel with the checkpoint counts from pg_stat_bgwriter is empty; which view holds the checkpointer statistics in that release?",
     "command", "pg"),
    ("u33-pg16-array-shuffle",
     "Our quiz app for the safety training stores the answer options as a text array and should show them in random order; which PostgreSQL 16 function shuffles the elements of an array?",
     "command", "pg"),
    ("u33-pg17-minmax-stats-since",
     "Our pg_stat_statements dashboard resets only the min and max execution times now and then; which pg_stat_statements column in PostgreSQL 17 tells when those were last reset?",
     "command", "pg"),
    ("u33-pg16-load-balance-hosts",
     "Which libpq connection parameter added in PostgreSQL 16 spreads new connections randomly over all the hosts listed in the connection string?",
     "setting", "pg"),
    ("u33-umami-database-url",
     "Which environment variable gives Umami the connection string of its PostgreSQL database?",
     "setting", "pg"),
    ("u33-wikijs-db-type",
     "Which key in Wiki.js's config.yml selects PostgreSQL as its database type?",
     "setting", "pg"),
    ("u33-pg16-vacuum-buffer-usage-limit",
     "Which PostgreSQL 16 setting limits the size of the buffer ring that VACUUM and ANALYZE use?",
     "setting", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u33-secretmem-enable",
     "Our key agent on the gateway keeps its private keys in memory created with memfd_secret(), so that not even the kernel's direct map covers them, but the call fails with ENOSYS on the test kernel; which boot parameter must be set before that syscall works?",
     "setting", "kernel"),
    ("u33-drm-panic-qr",
     "Since Linux 6.12 a kernel panic on the kiosk screens can reportedly be shown as a QR code that our phones can scan, instead of scrolling text; which config option selects that?",
     "setting", "kernel"),
    ("u33-kexec-handover",
     "The test host should keep a few memory regions of the running kernel across a kexec reboot, which the kexec handover feature of newer kernels is said to allow; which kernel parameter enables it?",
     "setting", "kernel"),
    ("u33-process-mrelease",
     "Our user-space OOM daemon kills the largest simulation, but the memory only comes back slowly while the victim exits; newer kernels are said to let the daemon reap the killed process's memory itself through a pidfd; which syscall is that?",
     "command", "kernel"),
    ("u33-intel-thread-director",
     "The new hybrid-core laptops of the imaging group have Intel Thread Director; from which kernel release on does the scheduler use Thread Director hints to place tasks on P-cores and E-cores?",
     "value", "kernel"),
    ("u33-fanotify-pre-access",
     "Our HSM-style archiver should fill in file contents from tape on first access, and newer kernels are said to have fanotify pre-access events for that; which event flag does the archiver mark for them?",
     "setting", "kernel"),
    ("u33-bluefield-nic-mode",
     "The BlueField-2 DPU in the storage server runs in DPU mode, but for our tests it should behave like a plain ConnectX NIC; how do I switch the BlueField into NIC mode?",
     "procedure", "kernel"),
    ("u33-arm-poe-acronym",
     "The feature list of the new Arm server CPUs mentions POE next to PAC and BTI; what does POE stand for?",
     "definition", "kernel"),
    ("u33-tpm2-pcrread",
     "Which tpm2-tools command prints the current PCR values of the test box's TPM?",
     "command", "kernel"),
    ("u33-crossystem-usb-boot",
     "Which crossystem flag lets the lab Chromebook in developer mode boot from a USB stick?",
     "setting", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

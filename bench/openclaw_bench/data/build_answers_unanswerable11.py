"""Eleventh held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout11.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench --
saving an SSH-tunnelled connection in Postico, pg_bulkload's handling of
unparsable rows, the plpgsql_check extension, the pg_use_reserved_connections
role of PostgreSQL 16, the ANY_VALUE aggregate of PostgreSQL 16, a
"safe update" mode that refuses UPDATE without WHERE, wal2json's commit
timestamps, node-postgres's idle timeout, the autovacuum_worker_slots
setting of PostgreSQL 18, OAuth logins in pg_hba.conf, a USB serial adapter
in a rootless Podman container, the kernel release that brought HID-BPF,
SavvyCAN on a SocketCAN interface, the BIOS's CSM for an old MBR disk, a
vm.dirty_throttle_percent sysctl that does not exist, the desktop's
screenshot shortcut, PlatformIO uploads to an STM32 board, the mseal()
system call of Linux 6.10, monitor brightness over DDC/CI with ddcutil, and
rebuilding only the kernel in Buildroot -- whose key terms were checked by
grepping both corpora (PostgreSQL 15 HTML pages, Linux 6.1 ``.rst.txt``
sources) to be absent or present only as a name or an ordinary word without
the asked-for fact. The subjects are named in different ways on purpose:
distinctive product names, ordinary English words, version numbers, acronyms,
third-party tools and settings or features that PostgreSQL 15 and Linux 6.1
do not have. None repeats a topic of the earlier unanswerable sets
(``answer_unanswerable_tune``, ``answer_unanswerable_heldout`` to
``answer_unanswerable_heldout10``), which were read only for that purpose;
the tenth set's builder (``build_answers_unanswerable10.py``) was read as
the template for format and rules. Nothing of the answer code, of its
output, or of the benchmark results was opened while writing it; the
questions were not run through the appliance.

Usage::

    python3 build_answers_unanswerable11.py > answer_unanswerable_heldout11.jsonl
    python3 validate_answers.py answer_unanswerable_heldout11.jsonl  # with a Python that has the appliance installed

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
    ("u11-postico-ssh-favorite",
     "How do I save our lab database as a favorite in Postico on my Mac so it always connects through the SSH tunnel?",
     "procedure", "pg"),
    ("u11-pg-bulkload-parse-errors",
     "Which pg_bulkload control file option lets the load skip rows it cannot parse instead of aborting the whole import?",
     "setting", "pg"),
    ("u11-plpgsql-check-schema",
     "How do I run plpgsql_check over every function in our analysis schema to catch errors before a deploy?",
     "command", "pg"),
    ("u11-pg16-reserved-connections-role",
     "Which predefined role in PostgreSQL 16 lets our monitoring user take one of the reserved_connections slots?",
     "command", "pg"),
    ("u11-pg16-any-value",
     "What does the ANY_VALUE aggregate added in PostgreSQL 16 return for each group?",
     "definition", "pg"),
    ("u11-safe-update-mode",
     "How do I switch on a safe update mode so that an UPDATE or DELETE without a WHERE clause is refused?",
     "setting", "pg"),
    ("u11-wal2json-timestamp",
     "Which wal2json option adds each transaction's commit timestamp to the JSON change output?",
     "setting", "pg"),
    ("u11-node-postgres-idle-timeout",
     "What does idleTimeoutMillis default to in the connection Pool of node-postgres, the pg package our dashboard uses?",
     "value", "pg"),
    ("u11-pg18-autovacuum-worker-slots",
     "Our PostgreSQL 18 test server has a new autovacuum_worker_slots setting; how many slots does it reserve if we leave it alone?",
     "value", "pg"),
    ("u11-oauth-pg-hba",
     "How do I let lab users log in with OAuth bearer tokens from our single sign-on provider through pg_hba.conf?",
     "procedure", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u11-podman-ttyusb",
     "How do I give a rootless Podman container access to /dev/ttyUSB0 so the serial logger can run inside it?",
     "procedure", "kernel"),
    ("u11-hid-bpf-release",
     "From which kernel release on can I load a HID-BPF program to fix the broken report descriptor of our foot pedal?",
     "value", "kernel"),
    ("u11-savvycan-can0",
     "How do I connect SavvyCAN to our can0 interface to log and graph the bus traffic?",
     "procedure", "kernel"),
    ("u11-bios-csm-mbr",
     "Does CSM have to be enabled in the BIOS setup for the lab PC to boot from our old MBR-partitioned disk?",
     "setting", "kernel"),
    ("u11-vm-dirty-throttle-percent",
     "Someone told me to lower vm.dirty_throttle_percent on the storage box; what is that sysctl set to out of the box?",
     "value", "kernel"),
    ("u11-window-screenshot-shortcut",
     "Which keyboard shortcut takes a screenshot of just the active window on the lab PC?",
     "command", "kernel"),
    ("u11-platformio-upload",
     "Which PlatformIO command uploads our firmware to the STM32 Nucleo board over its on-board debugger?",
     "command", "kernel"),
    ("u11-mseal-610",
     "What does the mseal() system call that arrived in Linux 6.10 protect, and can our acquisition program use it?",
     "definition", "kernel"),
    ("u11-ddcutil-brightness",
     "Which ddcutil command sets the brightness of the external monitor over DDC/CI?",
     "command", "kernel"),
    ("u11-buildroot-rebuild-kernel",
     "Which Buildroot make target rebuilds just the Linux kernel after I change its config, without rebuilding the whole root filesystem?",
     "command", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

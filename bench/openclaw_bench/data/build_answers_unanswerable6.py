"""Sixth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout6.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench --
incremental view maintenance (pg_ivm), the CloudNativePG operator, the pgcli
client, Percona's pg_stat_monitor, the temporal_tables extension, a setting
and a pg_dump option of PostgreSQL 17, the pspg pager, the psqlODBC driver
with Microsoft Access, the pg-boss job queue, PREEMPT_RT patch releases,
unlocking a LUKS disk with systemd-cryptenroll and a TPM2 chip, earlyoom,
BeagleBone Black cape overlays, VirtualBox Guest Additions, stress-ng,
WSL 2's .wslconfig, SELinux booleans, bpftrace and Canonical Livepatch --
whose key terms were checked to be absent from both corpora (PostgreSQL 15
HTML pages, Linux 6.1 ``.rst.txt`` sources) or present only as a name without
the asked-for fact. The subjects are named in different ways on purpose:
distinctive product names, ordinary English words, hyphenated names, version
numbers and acronyms. None repeats a topic of the earlier unanswerable sets
(``answer_unanswerable_tune``, ``answer_unanswerable_heldout`` to
``answer_unanswerable_heldout5``), which were read only for that purpose; the
fifth set's builder (``build_answers_unanswerable5.py``) was read as the
template for format and rules. Nothing of the answer code, of its output, or
of the benchmark results was opened while writing it; the questions were not
run through the appliance.

Usage::

    python3 build_answers_unanswerable6.py > answer_unanswerable_heldout6.jsonl
    python3 validate_answers.py answer_unanswerable_heldout6.jsonl  # with a Python that has the appliance installed

The validator must exit 0. A held-out set: score it once.
"""

from __future__ import annotations

import json
import sys

# (id, query, kind, corpus)
UNANSWERABLE: list[tuple[str, str, str, str]] = [
    # --- PostgreSQL-flavoured -------------------------------------------
    ("u6-pg-ivm-view",
     "How do I create an incrementally maintained materialized view with the pg_ivm extension so our summary stays current without REFRESH?",
     "procedure", "pg"),
    ("u6-cloudnativepg-backup",
     "How do I declare a nightly scheduled backup for our database cluster running under the CloudNativePG operator?",
     "procedure", "pg"),
    ("u6-pgcli-smart-completion",
     "How do I turn on smart completion in pgcli so it only suggests columns of the tables in my query?",
     "setting", "pg"),
    ("u6-pg-stat-monitor-bucket",
     "Which pg_stat_monitor setting changes how many seconds each statistics bucket covers?",
     "setting", "pg"),
    ("u6-temporal-tables-trigger",
     "Which trigger function of the temporal_tables extension copies the old row versions into our history table?",
     "command", "pg"),
    ("u6-pg17-transaction-timeout",
     "What does transaction_timeout default to in PostgreSQL 17?",
     "value", "pg"),
    ("u6-pg-dump17-filter-file",
     "With pg_dump 17, what do I write into the file I pass to --filter to leave out all the log tables?",
     "procedure", "pg"),
    ("u6-pspg-freeze-columns",
     "Which pspg option keeps the first two columns frozen while I scroll sideways through a wide result?",
     "command", "pg"),
    ("u6-psqlodbc-access-bools",
     "Which psqlODBC driver setting makes boolean columns show up as text in our Microsoft Access front end?",
     "setting", "pg"),
    ("u6-pg-boss-retries",
     "How many times does pg-boss retry a failed job by default before giving up?",
     "value", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u6-preempt-rt-6-1-58",
     "Which PREEMPT_RT patch release do I need for kernel 6.1.58 on the real-time test rig?",
     "value", "kernel"),
    ("u6-cryptenroll-tpm2",
     "How do I enroll the laptop's TPM2 chip with systemd-cryptenroll so the LUKS data disk unlocks by itself at boot?",
     "procedure", "kernel"),
    ("u6-earlyoom-threshold",
     "Which earlyoom option sets how low free memory may fall, in percent, before it starts killing processes?",
     "setting", "kernel"),
    ("u6-beaglebone-cape-overlay",
     "Which line in /boot/uEnv.txt loads a cape overlay on a BeagleBone Black at boot?",
     "setting", "kernel"),
    ("u6-virtualbox-guest-additions",
     "Which VirtualBox Guest Additions release is the first to build against a 6.1 guest kernel?",
     "value", "kernel"),
    ("u6-stress-ng-matrix",
     "Which stress-ng command keeps all CPUs busy with matrix operations for one hour to burn in the new workstation?",
     "command", "kernel"),
    ("u6-wsl2-memory-limit",
     "Which .wslconfig key limits how much memory WSL 2 may take from the Windows analysis PC?",
     "setting", "kernel"),
    ("u6-selinux-httpd-db",
     "Which setsebool command lets httpd on our RHEL dashboard server open connections to the remote database?",
     "command", "kernel"),
    ("u6-bpftrace-syscall-count",
     "Which bpftrace one-liner counts system calls per process name until I press Ctrl-C?",
     "command", "kernel"),
    ("u6-canonical-livepatch",
     "How do I turn on Canonical Livepatch with our token on the Ubuntu 22.04 lab servers?",
     "procedure", "kernel"),
]


def main() -> int:
    """Print the set as JSON lines on standard output; refuse duplicate ids."""
    ids = [i for i, _q, _k, _c in UNANSWERABLE]
    if len(ids) != len(set(ids)):
        raise SystemExit("duplicate ids")
    for i, q, k, c in UNANSWERABLE:
        row = {"id": i, "query": q, "answer": None, "relevant": [], "kind": k, "corpus": c}
        sys.stdout.write(json.dumps(row, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Second held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout2.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench --
neighbouring tools, services and extensions, vendor hardware, settings that do
not exist, versions the documentation does not describe -- whose key terms
were checked with grep to be absent from both corpora (PostgreSQL 15 HTML
pages, Linux 6.1 ``.rst.txt`` sources) or present only without the asked-for
fact. None repeats a topic of the earlier unanswerable sets
(``answer_unanswerable_tune``, ``answer_unanswerable_heldout``), which were
read only for that purpose. Nothing of the answer code, of its output, or of
the benchmark results was opened while writing it; the questions were not run
through the appliance.

Usage::

    python3 build_answers_unanswerable2.py > answer_unanswerable_heldout2.jsonl
    python3 validate_answers.py answer_unanswerable_heldout2.jsonl  # with a Python that has the appliance installed

The validator must exit 0. A held-out set: score it once.
"""

from __future__ import annotations

import json
import sys

# (id, query, kind, corpus)
UNANSWERABLE: list[tuple[str, str, str, str]] = [
    # --- PostgreSQL-flavoured -------------------------------------------
    ("u2-pg18-io-method", "What is the default value of io_method in PostgreSQL 18?", "value", "pg"),
    ("u2-citus-distribute", "How do I spread a table across worker nodes with Citus?", "procedure", "pg"),
    ("u2-pgvector-cosine-index",
     "Which pgvector index type should I use for cosine distance searches on embeddings?", "command", "pg"),
    ("u2-pgbackrest-retention", "Which pgBackRest option sets how many full backups are kept?", "setting", "pg"),
    ("u2-pg-cron-nightly", "How do I schedule a nightly VACUUM with the pg_cron extension?", "procedure", "pg"),
    ("u2-cloudsql-pgaudit", "Which Google Cloud SQL flag turns on pgAudit logging for a PostgreSQL instance?",
     "setting", "pg"),
    ("u2-dbeaver-plan", "How do I show a graphical execution plan for a query in DBeaver?", "procedure", "pg"),
    ("u2-autovacuum-sleep-factor", "What does the autovacuum_sleep_factor setting default to?", "value", "pg"),
    ("u2-grafana-datasource", "How do I add PostgreSQL as a data source in Grafana?", "procedure", "pg"),
    ("u2-barman-recover", "Which Barman command restores a backup onto a new server?", "command", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u2-swap-aggressiveness", "What is the default value of the vm.swap_aggressiveness sysctl?", "value", "kernel"),
    ("u2-supermicro-bios", "How do I update the BIOS of a Supermicro X12SPi board from a running Linux system?",
     "procedure", "kernel"),
    ("u2-bluetoothctl-pair", "How do I pair a Bluetooth headset from the shell with bluetoothctl?", "procedure", "kernel"),
    ("u2-wireguard-keepalive", "Which wg-quick setting keeps a WireGuard tunnel alive behind a NAT?", "setting", "kernel"),
    ("u2-ssd-endurance", "What is the rated write endurance of a Samsung 990 Pro 2 TB SSD?", "value", "kernel"),
    ("u2-arduino-upload-baud", "At what baud rate does the Arduino Uno bootloader accept uploads?", "value", "kernel"),
    ("u2-thorlabs-kinesis",
     "How do I drive a Thorlabs Kinesis stepper motor controller from Python on Linux?", "procedure", "kernel"),
    ("u2-unattended-reboot",
     "Which unattended-upgrades option makes Ubuntu reboot by itself after installing a new kernel?", "setting", "kernel"),
    ("u2-tsc-calibrate-ms", "What is the default of the tsc_calibrate_ms boot parameter?", "value", "kernel"),
    ("u2-io-uring-disabled", "What does the kernel.io_uring_disabled sysctl do when set to 2?", "setting", "kernel"),
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

"""Third held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout3.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench --
client libraries and ORMs, change-data-capture and migration tools, hosted
databases, settings and programs of PostgreSQL releases after 15 (which the
PostgreSQL 15 pages do not describe), scheduler work after 6.1, boot loader,
audio and tuning tools, embedded boards and sensor modules, a sysctl that does
not exist -- whose key terms were checked to be absent from both corpora
(PostgreSQL 15 HTML pages, Linux 6.1 ``.rst.txt`` sources) or present only
without the asked-for fact. None repeats a topic of the earlier unanswerable
sets (``answer_unanswerable_tune``, ``answer_unanswerable_heldout``,
``answer_unanswerable_heldout2``), which were read only for that purpose.
Nothing of the answer code, of its output, or of the benchmark results was
opened while writing it; the questions were not run through the appliance.

Usage::

    python3 build_answers_unanswerable3.py > answer_unanswerable_heldout3.jsonl
    python3 validate_answers.py answer_unanswerable_heldout3.jsonl  # with a Python that has the appliance installed

The validator must exit 0. A held-out set: score it once.
"""

from __future__ import annotations

import json
import sys

# (id, query, kind, corpus)
UNANSWERABLE: list[tuple[str, str, str, str]] = [
    # --- PostgreSQL-flavoured -------------------------------------------
    ("u3-summarize-wal", "What is the default value of summarize_wal in PostgreSQL 17?", "value", "pg"),
    ("u3-combinebackup",
     "Which tool merges a full backup and its incremental backups into one usable data directory?", "command", "pg"),
    ("u3-sync-replication-slots",
     "Which setting makes a standby keep its logical replication slots in sync with the primary so they survive a failover?",
     "setting", "pg"),
    ("u3-createrole-self-grant", "What does createrole_self_grant default to in PostgreSQL 16?", "value", "pg"),
    ("u3-npgsql-multiplexing", "Which Npgsql connection string keyword turns on multiplexing?", "setting", "pg"),
    ("u3-sqlalchemy-pool", "Which SQLAlchemy create_engine argument sets how many connections the pool keeps open?",
     "setting", "pg"),
    ("u3-prisma-map", "Which Prisma schema attribute maps a model to an existing PostgreSQL table name?", "command", "pg"),
    ("u3-debezium-kafka", "How do I stream row changes from PostgreSQL into Kafka with Debezium?", "procedure", "pg"),
    ("u3-pgloader-mysql", "How do I migrate our old MySQL lab database into PostgreSQL with pgloader?", "procedure", "pg"),
    ("u3-heroku-connections", "How many connections does a Heroku Postgres Standard-0 plan allow?", "value", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u3-eevdf", "How do I switch the task scheduler over to EEVDF?", "setting", "kernel"),
    ("u3-jetson-nvpmodel", "Which nvpmodel mode gives maximum performance on a Jetson AGX Orin?", "setting", "kernel"),
    ("u3-bme280-address", "What is the default I2C address of a Bosch BME280 sensor breakout board?", "value", "kernel"),
    ("u3-grub-menu-timeout",
     "Which variable in /etc/default/grub sets how many seconds the boot menu stays on screen?", "setting", "kernel"),
    ("u3-tuned-latency", "Which tuned-adm profile should I pick for low latency on RHEL 9?", "command", "kernel"),
    ("u3-pipewire-rate", "Which PipeWire setting changes the default sample rate to 96 kHz?", "setting", "kernel"),
    ("u3-ublox-baud", "What is the default serial baud rate of a u-blox NEO-M8N GPS module?", "value", "kernel"),
    ("u3-sched-burst-penalty", "What is the default of the kernel.sched_burst_penalty sysctl?", "value", "kernel"),
    ("u3-mainline-ppa", "How do I install a mainline kernel build from Ubuntu's mainline PPA on 22.04?",
     "procedure", "kernel"),
    ("u3-ni-daqmx", "Which NI-DAQmx release supports Ubuntu 22.04?", "value", "kernel"),
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

"""Eighth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout8.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench --
point-in-time recovery on Supabase, Babelfish for old SQL Server procedures,
the VACUUM buffer ring setting of PostgreSQL 16, pg_squeeze schedules, a
Liquibase changeset attribute, an Amazon Aurora instance class, an Airflow
operator, columnar tables with the Hydra extension, TDE in EDB Postgres
Advanced Server 16, the pg_stat_checkpointer view of PostgreSQL 17, USBGuard
rules, the release that merged the nova-core driver, Wi-Fi 7 multi-link
operation (MLO) in mac80211, CONFIG_HZ of Ubuntu 24.04's kernel, flashing a
Teensy 4.1, a Sway output line, the ADALM2000's sample rate, a udev rule for
a Tektronix USBTMC scope, a Tailscale exit node and fingerprint enrolment
with fprintd -- whose key terms were checked by grepping both corpora
(PostgreSQL 15 HTML pages, Linux 6.1 ``.rst.txt`` sources) to be absent or
present only as a name or an ordinary word without the asked-for fact. The
subjects are named in different ways on purpose: distinctive product names,
ordinary English words, version numbers and acronyms. None repeats a topic of
the earlier unanswerable sets (``answer_unanswerable_tune``,
``answer_unanswerable_heldout`` to ``answer_unanswerable_heldout7``), which
were read only for that purpose; the seventh set's builder
(``build_answers_unanswerable7.py``) was read as the template for format and
rules. Nothing of the answer code, of its output, or of the benchmark results
was opened while writing it; the questions were not run through the
appliance.

Usage::

    python3 build_answers_unanswerable8.py > answer_unanswerable_heldout8.jsonl
    python3 validate_answers.py answer_unanswerable_heldout8.jsonl  # with a Python that has the appliance installed

The validator must exit 0. A held-out set: score it once.
"""

from __future__ import annotations

import json
import sys

# (id, query, kind, corpus)
UNANSWERABLE: list[tuple[str, str, str, str]] = [
    # --- PostgreSQL-flavoured -------------------------------------------
    ("u8-supabase-pitr",
     "Which setting in the Supabase dashboard turns on point-in-time recovery for our lab project's database?",
     "setting", "pg"),
    ("u8-babelfish-tsql",
     "How do I enable Babelfish so the old SQL Server stored procedures of our instrument software run against PostgreSQL?",
     "procedure", "pg"),
    ("u8-pg16-vacuum-ring",
     "Which PostgreSQL 16 setting caps the size of the buffer ring that VACUUM and ANALYZE use?",
     "setting", "pg"),
    ("u8-pg-squeeze-schedule",
     "How do I tell pg_squeeze to rebuild our bloated readings table every Sunday night?",
     "procedure", "pg"),
    ("u8-liquibase-no-transaction",
     "Which Liquibase changeset attribute makes a migration like CREATE INDEX CONCURRENTLY run outside a transaction on PostgreSQL?",
     "setting", "pg"),
    ("u8-aurora-instance-vcpus",
     "How many vCPUs does the db.r6g.2xlarge instance class give an Amazon Aurora PostgreSQL cluster?",
     "value", "pg"),
    ("u8-airflow-postgres-task",
     "Which Airflow operator runs a SQL statement against our PostgreSQL database as one task of the nightly DAG?",
     "command", "pg"),
    ("u8-hydra-columnar",
     "How do I create a columnar table with the Hydra extension to speed up our analytics queries?",
     "procedure", "pg"),
    ("u8-edb-tde",
     "Which initdb option turns on TDE in EDB Postgres Advanced Server 16 so our data files are encrypted on disk?",
     "setting", "pg"),
    ("u8-pg17-checkpointer-view",
     "Which PostgreSQL 17 view took over the checkpoint counters that used to be in pg_stat_bgwriter?",
     "command", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u8-usbguard-scanner",
     "Which USBGuard rule lets only our barcode scanner through and blocks every other newly plugged USB device?",
     "command", "kernel"),
    ("u8-nova-core-release",
     "In which kernel release was the nova-core driver for NVIDIA's GSP-based GPUs first merged?",
     "value", "kernel"),
    ("u8-wifi7-mlo",
     "From which kernel release does mac80211 support Wi-Fi 7 multi-link operation (MLO) for our access point tests?",
     "value", "kernel"),
    ("u8-ubuntu-2404-hz",
     "Which CONFIG_HZ value does the generic kernel of Ubuntu 24.04 use?",
     "value", "kernel"),
    ("u8-teensy-flash",
     "How do I flash new firmware onto our Teensy 4.1 from the Linux lab PC with teensy_loader_cli?",
     "procedure", "kernel"),
    ("u8-sway-monitor-rate",
     "Which line in the Sway config sets the second monitor to 2560x1440 at 120 Hz?",
     "setting", "kernel"),
    ("u8-adalm2000-sample-rate",
     "What is the maximum sample rate of the ADALM2000 (M2K) oscilloscope inputs when streaming over USB?",
     "value", "kernel"),
    ("u8-tektronix-usbtmc-udev",
     "Which udev rule gives the lab group write access to the USBTMC device node of our Tektronix oscilloscope?",
     "setting", "kernel"),
    ("u8-tailscale-exit-node",
     "Which tailscale command turns the lab gateway into an exit node for the field laptops?",
     "command", "kernel"),
    ("u8-fprintd-enroll",
     "How do I enroll a fingerprint with fprintd on the Framework Laptop 13 so that sudo accepts it?",
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

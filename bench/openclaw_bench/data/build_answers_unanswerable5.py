"""Fifth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout5.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench --
log analysers (pgBadger), REST and pooling middleware (PostgREST, Pgpool-II),
the official postgres container image, pgRouting, schema migration with
Flyway, pg_hint_plan, a libpq option added after PostgreSQL 15, a SQL Server
foreign data wrapper (tds_fdw), the Prometheus postgres_exporter, an
out-of-tree USB Wi-Fi driver, firmware updates with fwupd, desktop scaling
under GNOME on Wayland, firewalld, flashing Zephyr with west, Yocto builds,
Proxmox VE backups, ROCm GPU support, sysstat's sar and LTTng -- whose key
terms were checked to be absent from both corpora (PostgreSQL 15 HTML pages,
Linux 6.1 ``.rst.txt`` sources) or present only as a name without the
asked-for fact. None repeats a topic of the earlier unanswerable sets
(``answer_unanswerable_tune``, ``answer_unanswerable_heldout`` to
``answer_unanswerable_heldout4``), which were read only for that purpose; the
fourth set's builder (``build_answers_unanswerable4.py``) was read as the
template for format and rules. Nothing of the answer code, of its output, or
of the benchmark results was opened while writing it; the questions were not
run through the appliance.

Usage::

    python3 build_answers_unanswerable5.py > answer_unanswerable_heldout5.jsonl
    python3 validate_answers.py answer_unanswerable_heldout5.jsonl  # with a Python that has the appliance installed

The validator must exit 0. A held-out set: score it once.
"""

from __future__ import annotations

import json
import sys

# (id, query, kind, corpus)
UNANSWERABLE: list[tuple[str, str, str, str]] = [
    # --- PostgreSQL-flavoured -------------------------------------------
    ("u5-pgbadger-prefix",
     "Which log_line_prefix does pgBadger need so it can parse our stderr server logs?", "setting", "pg"),
    ("u5-postgrest-anon-role",
     "How do I expose our samples table as a REST endpoint with PostgREST and let anonymous requests only read it?",
     "procedure", "pg"),
    ("u5-pgpool-load-balance",
     "Which pgpool.conf parameter turns on load balancing of SELECT queries across our standbys in Pgpool-II?",
     "setting", "pg"),
    ("u5-docker-postgres-password",
     "Which environment variable of the official postgres Docker image sets the superuser's password on first start?",
     "setting", "pg"),
    ("u5-pgrouting-dijkstra",
     "Which pgRouting function gives the shortest path through our building's corridor graph with Dijkstra's algorithm?",
     "command", "pg"),
    ("u5-flyway-baseline",
     "How do I baseline an existing PostgreSQL schema with Flyway so it only applies our newer migrations?",
     "procedure", "pg"),
    ("u5-hint-plan-nestloop",
     "Which pg_hint_plan comment forces a nested loop join between two particular tables in one query?",
     "command", "pg"),
    ("u5-libpq-random-host",
     "Our connection string lists three read replicas; which libpq option new in PostgreSQL 16 makes the client pick one of them at random?",
     "setting", "pg"),
    ("u5-tds-fdw-database",
     "Which tds_fdw server option names the SQL Server database our foreign tables should read from?",
     "setting", "pg"),
    ("u5-postgres-exporter-dsn",
     "Which environment variable gives the Prometheus postgres_exporter the connection string for our database?",
     "setting", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u5-rtl8821au-dongle",
     "Which out-of-tree driver do I need for a TP-Link Archer T2U Plus USB Wi-Fi stick with the RTL8821AU chip?",
     "command", "kernel"),
    ("u5-fwupd-dock",
     "How do I update the firmware of our Dell WD19TB dock from Linux with fwupdmgr?", "procedure", "kernel"),
    ("u5-gnome-fractional-scaling",
     "How do I turn on 125% fractional scaling in GNOME on Wayland for the 4K monitor on the lab PC?",
     "procedure", "kernel"),
    ("u5-firewalld-port",
     "Which firewall-cmd command opens TCP port 8080 permanently for the instrument's web interface?",
     "command", "kernel"),
    ("u5-zephyr-west-flash",
     "How do I flash a Zephyr application onto an nRF52840 DK board with west?", "procedure", "kernel"),
    ("u5-yocto-machine",
     "Which variable in a Yocto build's local.conf selects the target board the image is built for?",
     "setting", "kernel"),
    ("u5-proxmox-vzdump",
     "How do I schedule nightly vzdump backups of our Proxmox VE virtual machines and keep only the last seven?",
     "procedure", "kernel"),
    ("u5-rocm-rx7900",
     "Does ROCm 6.0 support the Radeon RX 7900 XTX on Ubuntu 22.04?", "value", "kernel"),
    ("u5-sar-interval",
     "How do I make sysstat's sar collect a sample every minute instead of every ten minutes?",
     "procedure", "kernel"),
    ("u5-lttng-sched-switch",
     "Which lttng command enables only the sched_switch kernel event in a tracing session?", "command", "kernel"),
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

"""Fourth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout4.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench --
third-party PostgreSQL extensions and tools (WAL-G, HypoPG, PostgreSQL
Anonymizer, pg_partman, pgTAP, orafce, Apache AGE), BI and dashboard tools,
installing on a Mac with Homebrew, Secure Boot key enrolment, Raspberry Pi
firmware configuration, time synchronisation daemons, snap confinement,
distribution firmware packages and kernel versions, log rotation, the systemd
journal and configuration management -- whose key terms were checked to be
absent from both corpora (PostgreSQL 15 HTML pages, Linux 6.1 ``.rst.txt``
sources) or present only without the asked-for fact. None repeats a topic of
the earlier unanswerable sets (``answer_unanswerable_tune``,
``answer_unanswerable_heldout`` to ``answer_unanswerable_heldout3``), which
were read only for that purpose. Nothing of the answer code, of its output, or
of the benchmark results was opened while writing it; the questions were not
run through the appliance.

Usage::

    python3 build_answers_unanswerable4.py > answer_unanswerable_heldout4.jsonl
    python3 validate_answers.py answer_unanswerable_heldout4.jsonl  # with a Python that has the appliance installed

The validator must exit 0. A held-out set: score it once.
"""

from __future__ import annotations

import json
import sys

# (id, query, kind, corpus)
UNANSWERABLE: list[tuple[str, str, str, str]] = [
    # --- PostgreSQL-flavoured -------------------------------------------
    ("u4-walg-s3-prefix",
     "Which WAL-G environment variable sets the S3 bucket and prefix our base backups and WAL go to?", "setting", "pg"),
    ("u4-hypopg-index",
     "How do I check with HypoPG whether an index would help a query without actually building it?", "procedure", "pg"),
    ("u4-anonymizer-email",
     "How do I mask the e-mail column in a dump with the PostgreSQL Anonymizer extension?", "procedure", "pg"),
    ("u4-partman-retention",
     "Which pg_partman setting makes it drop partitions older than 90 days?", "setting", "pg"),
    ("u4-powerbi-directquery",
     "How do I connect Power BI Desktop to our PostgreSQL server in DirectQuery mode?", "procedure", "pg"),
    ("u4-pgtap-column",
     "Which pgTAP assertion checks in a unit test that a table has a particular column?", "command", "pg"),
    ("u4-metabase-sync",
     "How do I make Metabase re-scan our PostgreSQL schema every hour instead of once a day?", "setting", "pg"),
    ("u4-orafce-dbms-output",
     "Does orafce emulate Oracle's DBMS_OUTPUT.PUT_LINE, and which schema do I call it from?", "command", "pg"),
    ("u4-age-cypher",
     "How do I run a Cypher graph query against our data with the Apache AGE extension?", "procedure", "pg"),
    ("u4-homebrew-service",
     "How do I install PostgreSQL 15 with Homebrew on a Mac and have it start as a background service?",
     "procedure", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u4-mokutil-enroll",
     "Which mokutil command enrols the key I sign my own modules with, so Secure Boot lets them load?",
     "command", "kernel"),
    ("u4-rpi-config-i2c",
     "Which line in the Raspberry Pi's config.txt switches on the I2C bus on the GPIO header?", "setting", "kernel"),
    ("u4-chrony-makestep",
     "Which chrony directive lets the clock be stepped at boot when it is far off instead of slewed slowly?",
     "setting", "kernel"),
    ("u4-snap-serial",
     "How do I let a snap-packaged terminal program open /dev/ttyUSB0?", "procedure", "kernel"),
    ("u4-ax210-firmware",
     "Which Debian package holds the firmware for an Intel AX210 Wi-Fi card?", "command", "kernel"),
    ("u4-rhel93-kernel", "Which kernel version does Red Hat Enterprise Linux 9.3 ship?", "value", "kernel"),
    ("u4-logrotate-kernlog",
     "How do I make logrotate keep 30 days of /var/log/kern.log, compressed?", "procedure", "kernel"),
    ("u4-journald-size",
     "Which journald.conf option caps how much disk space the systemd journal may use?", "setting", "kernel"),
    ("u4-ansible-modprobe",
     "Which Ansible module loads a kernel module on all our lab machines and keeps it loaded after reboot?",
     "command", "kernel"),
    ("u4-apt-hold-kernel",
     "Which apt command holds the installed kernel package so routine upgrades leave it alone?", "command", "kernel"),
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

"""Seventh held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout7.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench --
Django's persistent connections, COPY from Python with psycopg 3, a pgJDBC
batching property, pg_createsubscriber and the MAINTAIN privilege of
PostgreSQL 17, repmgr, database branches on Neon, MATLAB's Database Toolbox,
the storage limit of Azure Database for PostgreSQL flexible server, PGroonga
for Japanese text, nmcli, mkinitcpio hooks on Arch Linux, the release that
merged the ntsync driver, systemd-boot's loader.conf, a FLIR Blackfly S
camera, AppArmor's complain mode, PetaLinux root filesystems, ser2net,
picocom and thermald -- whose key terms were checked to be absent from both
corpora (PostgreSQL 15 HTML pages, Linux 6.1 ``.rst.txt`` sources) or present
only as a name without the asked-for fact. The subjects are named in
different ways on purpose: distinctive product names, ordinary English
words, version numbers and acronyms. None repeats a topic of the earlier
unanswerable sets (``answer_unanswerable_tune``,
``answer_unanswerable_heldout`` to ``answer_unanswerable_heldout6``), which
were read only for that purpose; the sixth set's builder
(``build_answers_unanswerable6.py``) was read as the template for format and
rules. Nothing of the answer code, of its output, or of the benchmark results
was opened while writing it; the questions were not run through the
appliance.

Usage::

    python3 build_answers_unanswerable7.py > answer_unanswerable_heldout7.jsonl
    python3 validate_answers.py answer_unanswerable_heldout7.jsonl  # with a Python that has the appliance installed

The validator must exit 0. A held-out set: score it once.
"""

from __future__ import annotations

import json
import sys

# (id, query, kind, corpus)
UNANSWERABLE: list[tuple[str, str, str, str]] = [
    # --- PostgreSQL-flavoured -------------------------------------------
    ("u7-django-conn-max-age",
     "Which Django database setting keeps connections to our PostgreSQL server open between requests, and which value keeps them open forever?",
     "setting", "pg"),
    ("u7-psycopg3-copy",
     "In psycopg 3, which cursor method do I use to stream rows from a Python list into a table with COPY FROM STDIN?",
     "command", "pg"),
    ("u7-pgjdbc-batched-inserts",
     "Which pgJDBC connection property rewrites our batched INSERT statements into multi-row inserts?",
     "setting", "pg"),
    ("u7-pg-createsubscriber",
     "Which PostgreSQL 17 tool turns an existing physical standby into a logical replication subscriber?",
     "command", "pg"),
    ("u7-pg17-maintain-privilege",
     "What does the MAINTAIN privilege introduced in PostgreSQL 17 let a role do on a table?",
     "definition", "pg"),
    ("u7-repmgr-register-primary",
     "Which repmgr command registers the current server as the primary node of our cluster?",
     "command", "pg"),
    ("u7-neon-branch",
     "How do I create a branch of our Neon serverless Postgres database so we can try a migration on a copy?",
     "procedure", "pg"),
    ("u7-matlab-database-toolbox",
     "How do I connect MATLAB's Database Toolbox to our PostgreSQL server using its native PostgreSQL interface?",
     "procedure", "pg"),
    ("u7-azure-flexible-storage",
     "What is the largest storage size an Azure Database for PostgreSQL flexible server can have?",
     "value", "pg"),
    ("u7-pgroonga-japanese",
     "How do I create a PGroonga index so full-text search works on our Japanese lab notes?",
     "procedure", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u7-nmcli-static-address",
     "Which nmcli command gives the lab connection a static IPv4 address with a gateway and a DNS server?",
     "command", "kernel"),
    ("u7-mkinitcpio-encrypt-hook",
     "Which HOOKS entry do I add to mkinitcpio.conf on Arch Linux so the initramfs can unlock our encrypted root partition?",
     "setting", "kernel"),
    ("u7-ntsync-release",
     "In which kernel release was the ntsync driver for Wine merged?",
     "value", "kernel"),
    ("u7-systemd-boot-default",
     "Which loader.conf setting makes systemd-boot start our test kernel's entry by default?",
     "setting", "kernel"),
    ("u7-flir-blackfly-fps",
     "What is the maximum frame rate of a FLIR Blackfly S USB3 camera at full resolution?",
     "value", "kernel"),
    ("u7-apparmor-complain",
     "Which command puts the AppArmor profile of our data logger into complain mode so it only logs what it would have denied?",
     "command", "kernel"),
    ("u7-petalinux-rootfs",
     "How do I switch the root filesystem of our PetaLinux image for the Zynq board from initramfs to an ext4 partition on the SD card?",
     "procedure", "kernel"),
    ("u7-ser2net-share-port",
     "How do I share the instrument's serial port over TCP with ser2net so a PC in the next room can talk to it?",
     "procedure", "kernel"),
    ("u7-picocom-settings",
     "Which picocom options open the board's debug UART at 115200 baud with local echo turned on?",
     "command", "kernel"),
    ("u7-thermald-config",
     "How do I make thermald use our own thermal configuration file with a passive cooling trip point for the lab NUC?",
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

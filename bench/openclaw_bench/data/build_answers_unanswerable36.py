"""Thirty-sixth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout36.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench --
the PostgreSQL 16 libpq parameter that tries the hosts of a multi-host
connection string in random order, the similarity operator of the pg_bigm
extension, the size of Airflow's SQLAlchemy pool, the PostgreSQL 16 setting
that sizes the ring buffer of VACUUM, the odoo.conf option that caps Odoo's
connections, the recorder option of Home Assistant that takes a database
URL, the variable in Immich's .env that names its database, what ALTER
TABLE ... SPLIT PARTITION does, the default of PgBouncer's max_client_conn,
the default port of Pgpool-II's PCP interface;
the systemd-oomd unit setting for the memory pressure limit, the
config.txt line that frees the UART of a Raspberry Pi 4 from Bluetooth,
the system call that lists the active LSMs (Linux 6.8), what pidfs is
(Linux 6.9), the config option of proxy execution in the scheduler, the
config option of the virtio sound driver for a QEMU guest, the Landlock
access right for ioctls on device files (Linux 6.10), the userfaultfd ioctl
that marks a page as poisoned, the system call that lists namespaces, the
first release with the Rust implementation of Android Binder -- whose key
terms were checked by grepping both corpora (PostgreSQL 15 HTML pages with
the release notes, Linux 6.1 ``.rst.txt`` sources, ignoring case) to be
absent or present only as an ordinary word or in passing without the
asked-for fact ("recorder" only for other devices, "pcp" only for other
meanings, "userfaultfd" without any poison ioctl, "binder" only for
binderfs, "load balancing" only for other products and for IPVS and
bonding, "oomd" only in passing in the multi-gen LRU page, "UART" without
any Raspberry Pi overlay; load_balance_hosts, pg_bigm,
sql_alchemy_pool_size, vacuum_buffer_usage_limit, db_maxconn, db_url,
Immich, DB_DATABASE_NAME, SPLIT PARTITION, max_client_conn, pcp_port,
ManagedOOMMemoryPressureLimit, dtoverlay, disable-bt, lsm_list_modules,
pidfs, CONFIG_SCHED_PROXY_EXEC, CONFIG_SND_VIRTIO,
LANDLOCK_ACCESS_FS_IOCTL_DEV, UFFDIO_POISON, listns and a Rust Binder not
at all). The subjects are named in different ways on purpose: capitalised
product names (Airflow, Odoo, Home Assistant, Immich, PgBouncer, Pgpool-II,
QEMU, Raspberry Pi, Android, Landlock), lower-case function, setting, tool
and system call names (libpq, pg_bigm, systemd-oomd, config.txt,
userfaultfd), an acronym (LSM) and version numbers (PostgreSQL 16 and 17,
Linux 6.8, 6.9 and 6.10), third-party tools and settings or features that
PostgreSQL 15 and Linux 6.1 do not have.

As in the thirty-fourth set, most questions (14 of the 20) are written the
way a user tells the situation first and then asks ("<what is going on at
the bench, naming the product, setting, tool or version>; <the
question>?"): ids ``u36-pg16-load-balance-hosts``, ``u36-pg-bigm-operator``,
``u36-airflow-pool-size``, ``u36-pg16-vacuum-buffer-usage-limit``,
``u36-odoo-db-maxconn``, ``u36-home-assistant-recorder-db-url``,
``u36-immich-db-name``, ``u36-systemd-oomd-pressure-limit``,
``u36-rpi-disable-bt-overlay``, ``u36-lsm-list-modules``,
``u36-pidfs-what``, ``u36-sched-proxy-exec``, ``u36-virtio-sound-config``
and ``u36-landlock-ioctl-dev``. In seven of them the thing the documents
lack is named only in the situation part and the question part refers to
it indirectly or not at all:
``u36-pg16-load-balance-hosts`` ("which connection parameter"),
``u36-pg-bigm-operator`` ("which operator does it provide"),
``u36-airflow-pool-size`` ("which option in airflow.cfg"),
``u36-pg16-vacuum-buffer-usage-limit`` ("which setting"),
``u36-systemd-oomd-pressure-limit`` ("which unit setting"),
``u36-rpi-disable-bt-overlay`` ("which line in config.txt") and
``u36-lsm-list-modules`` ("what is that call named"); in the other seven it
is named in the question as well. The other six
(``u36-pg17-split-partition``, ``u36-pgbouncer-max-client-conn``,
``u36-pgpool-pcp-port``, ``u36-uffdio-poison``, ``u36-listns-syscall``,
``u36-rust-binder-release``) are plain one-clause questions. None repeats a
topic of the earlier unanswerable sets (``answer_unanswerable_tune``,
``answer_unanswerable_heldout`` to ``answer_unanswerable_heldout34``) or of
the other answer sets, which were read only for that purpose (their question
words were grepped for each new subject; some products, such as PgBouncer,
Pgpool-II, Airflow, Odoo, Home Assistant and the Raspberry Pi, appear in
earlier sets for other facts); the thirty-fourth set's builder
(``build_answers_unanswerable34.py``) was read as the template for format
and rules; the thirty-fifth set (``build_answers_unanswerable35.py``),
written at the same time by another author, was not seen. Nothing of the
answer code, of its output, of the appliance's documentation or tests, or of
the benchmark results was opened while writing it; no git command was used
for it; the questions were not run through the appliance.

Usage::

    python3 build_answers_unanswerable36.py > answer_unanswerable_heldout36.jsonl
    python3 validate_answers.py answer_unanswerable_heldout36.jsonl  # with a Python that has the appliance installed

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
    ("u36-pg16-load-balance-hosts",
     "Our Python workers list db03, db04 and db05 in one multi-host connection string and all of them end up on db03, and libpq in PostgreSQL 16 is said to be able to try the hosts in random order to spread the load; which connection parameter does that?",
     "setting", "pg"),
    ("u36-pg-bigm-operator",
     "The Japanese sample descriptions in our LIMS need 2-gram search, so a colleague installed the pg_bigm extension on db02; which operator does it provide for similarity search?",
     "command", "pg"),
    ("u36-airflow-pool-size",
     "The Airflow scheduler keeps its metadata in db02 and we run out of connections there, because every Airflow process keeps its own SQLAlchemy pool; which option in airflow.cfg sets the size of that pool?",
     "setting", "pg"),
    ("u36-pg16-vacuum-buffer-usage-limit",
     "A manual VACUUM of the 2 TB readings table crawls because it recycles a tiny ring of shared buffers, and PostgreSQL 16 is said to let me size that ring; which setting?",
     "setting", "pg"),
    ("u36-odoo-db-maxconn",
     "The Odoo stock system opens far too many connections to db01 during the monthly import; which option in odoo.conf caps the connections Odoo keeps to PostgreSQL?",
     "setting", "pg"),
    ("u36-home-assistant-recorder-db-url",
     "The history of the lab's Home Assistant kiosk should go into our PostgreSQL server instead of the default SQLite file; which option of Home Assistant's recorder takes the database URL?",
     "setting", "pg"),
    ("u36-immich-db-name",
     "Our microscope image archive runs Immich, which keeps its metadata in PostgreSQL, and the database should be called imaging instead of the default; which variable in Immich's .env file sets the database name?",
     "setting", "pg"),
    ("u36-pg17-split-partition",
     "What does ALTER TABLE ... SPLIT PARTITION do to the rows of the partition being split?",
     "definition", "pg"),
    ("u36-pgbouncer-max-client-conn",
     "What is the default of max_client_conn in PgBouncer?",
     "value", "pg"),
    ("u36-pgpool-pcp-port",
     "On which port does the PCP interface of Pgpool-II listen by default?",
     "value", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u36-systemd-oomd-pressure-limit",
     "systemd-oomd on the build server kills whole user slices as soon as memory pressure stays high for a while, and we want it to tolerate more; which unit setting sets that pressure limit?",
     "setting", "kernel"),
    ("u36-rpi-disable-bt-overlay",
     "On the Raspberry Pi 4 data logger the good UART on GPIO 14 and 15 is taken by the Bluetooth module, and our GPS receiver needs it; which line in config.txt gives that UART back?",
     "setting", "kernel"),
    ("u36-lsm-list-modules",
     "Our compliance agent must find out which LSMs are active without parsing /sys/kernel/security/lsm, and Linux 6.8 reportedly added a system call that returns their ids; what is that call named?",
     "command", "kernel"),
    ("u36-pidfs-what",
     "Since Linux 6.9 the pidfds our supervisor holds reportedly live on pidfs instead of anonymous inodes; what is pidfs?",
     "definition", "kernel"),
    ("u36-sched-proxy-exec",
     "Our real-time audio thread waits on a mutex held by a low-priority logger, and newer kernels reportedly run the lock owner on the waiter's behalf with proxy execution; which config option enables proxy execution?",
     "setting", "kernel"),
    ("u36-virtio-sound-config",
     "The QEMU guest used for our audio regression tests has a virtio-sound device, but no sound card appears; which config option builds the virtio sound driver?",
     "setting", "kernel"),
    ("u36-landlock-ioctl-dev",
     "Our sandboxed image viewer should not be able to issue ioctls on device files, and Landlock in Linux 6.10 reportedly has an access right for that; what is it called?",
     "setting", "kernel"),
    ("u36-uffdio-poison",
     "Which userfaultfd ioctl marks a page as poisoned so that a later access raises SIGBUS?",
     "command", "kernel"),
    ("u36-listns-syscall",
     "Which system call lists the namespaces on the system without walking /proc?",
     "command", "kernel"),
    ("u36-rust-binder-release",
     "In which kernel release was the Rust implementation of Android Binder merged?",
     "value", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

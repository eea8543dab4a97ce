"""Forty-second held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout42.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench,
with subjects taken only from products, tools and projects whose names start
with the letters N to Z (the round-43 author, writing at the same time, took
A to M) -- the default port of a Redshift cluster, the PostgreSQL major
version in Ubuntu 24.04's archive, the RDS parameter that forces SSL, the
Peewee class for a pooled PostgreSQL database, the environment variable
that points NocoDB at its own metadata database, the PostgreSQL 17 tool
that combines incremental backups, the table the Oban job queue keeps its
jobs in, the URL scheme of Tortoise ORM's asyncpg backend, the podman
command that writes a systemd unit for a database container, the
pg_partman function that turns a table into a managed partition set; the
Renode monitor command that loads a platform description, the
STM32_Programmer_CLI option that connects over SWD, the udisksctl command
that powers a USB disk off, the VBoxManage command that lists the host's USB
devices, the pro command that enables Ubuntu Pro's real-time kernel, the
Yocto variable that lists kernel features of linux-yocto, the driver Zadig
installs for a debug probe, the path of config.txt on Raspberry Pi OS
Bookworm, the nrfjprog option that unlocks an nRF chip, the quartus_pgm
command line that programs an .sof file -- whose key terms were checked by
grepping both corpora (PostgreSQL 15 HTML pages with the release notes,
Linux 6.1 ``.rst.txt`` sources, ignoring case) to be absent or present only
as an ordinary word or in passing without the asked-for fact ("5439" only
inside other numbers, "Ubuntu" only in passing, "incremental" only as an
ordinary word, "Quartus" only in the Altera TSE driver's page as the
toolchain that built its design, "USB-Blaster" only in an OpenOCD command of
the OpenRISC page, "VirtualBox" only in passing in the page on reporting
issues, "STM32" and "STM32Cube" only for SoC support and a DMA application
note, "Raspberry Pi" only in passing, "oban" only inside other words;
Redshift, noble, rds.force_ssl, "parameter group", Peewee,
PooledPostgresqlDatabase, NocoDB, NC_DB, pg_combinebackup, summarize_wal,
Oban's oban_jobs, Tortoise ORM, asyncpg, podman, pg_partman, create_parent,
Renode, LoadPlatformDescription, STM32_Programmer_CLI, udisksctl, VBoxManage,
usbhost, "Ubuntu Pro", realtime-kernel, Yocto, linux-yocto,
KERNEL_FEATURES, Zadig, WinUSB, Bookworm, config.txt, /boot/firmware,
nrfjprog, APPROTECT, Nordic and quartus_pgm not at all). The subjects are
named in different ways on purpose: capitalised product names (Redshift,
Peewee, NocoDB, Oban, Tortoise ORM, Renode, VirtualBox, Ubuntu Pro, Yocto,
Zadig, Raspberry Pi OS, Quartus), lower-case tool, setting and function
names (rds.force_ssl, podman, pg_partman, STM32_Programmer_CLI, udisksctl,
VBoxManage, nrfjprog, quartus_pgm), acronyms (RDS, SWD, SOF, JTAG, ORM),
version numbers (Ubuntu 24.04, PostgreSQL 17, one question each) and
ordinary words (the job table, the platform description, the real-time
kernel, the kernel features).

Most questions (15 of the 20) are written the way a user tells the
situation first and then asks ("<what is going on at the bench, naming the
product, setting, tool or version>; <the question>?"): ids
``u42-redshift-port``, ``u42-rds-force-ssl``, ``u42-peewee-pooled-db``,
``u42-nocodb-nc-db``, ``u42-pg17-combine-incrementals``,
``u42-oban-jobs-table``, ``u42-podman-systemd-unit``,
``u42-partman-create-parent``, ``u42-renode-platform``,
``u42-stm32-programmer-swd``, ``u42-udisksctl-power-off``,
``u42-ubuntu-pro-realtime``, ``u42-yocto-kernel-features``,
``u42-bookworm-config-txt`` and ``u42-quartus-pgm-sof``. In six of them
the thing the documents lack is named only in the situation part and the
question part refers to it indirectly or not at all:
``u42-redshift-port`` ("which port do I put in the connection string"),
``u42-rds-force-ssl`` ("which parameter"),
``u42-pg17-combine-incrementals`` ("which tool"),
``u42-renode-platform`` ("which monitor command"),
``u42-udisksctl-power-off`` ("how do I cut its power") and
``u42-ubuntu-pro-realtime`` ("which command switches it on"); in the other
nine it is named in the question as well. The other five
(``u42-noble-postgresql``, ``u42-tortoise-asyncpg-url``,
``u42-vboxmanage-usbhost``, ``u42-zadig-driver``,
``u42-nrfjprog-recover``) are plain one-clause questions. None repeats a
topic of the earlier unanswerable sets (``answer_unanswerable_tune``,
``answer_unanswerable_heldout`` to ``answer_unanswerable_heldout40``) or of
the other answer sets, which were read only for that purpose (their question
words were grepped for each new subject; some products, such as NocoDB,
Podman, pg_partman, Raspberry Pi OS, Yocto and nRF52 boards, appear in
earlier sets for other facts); the thirty-eighth and fortieth sets'
builders (``build_answers_unanswerable38.py``,
``build_answers_unanswerable40.py``) were read as templates for format and
rules; the forty-first set and the round-43 sets, written at the same time
by another author, were not seen. Nothing of the answer code, of its
output, of the appliance's documentation or tests, or of the benchmark
results was opened while writing it; no git command was used for it; the
questions were not run through the appliance.

Usage::

    python3 build_answers_unanswerable42.py > answer_unanswerable_heldout42.jsonl
    python3 validate_answers.py answer_unanswerable_heldout42.jsonl  # with a Python that has the appliance installed

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
    ("u42-redshift-port",
     "Finance keeps the purchasing history in an Amazon Redshift cluster and I want to pull it into our reports with psql; which port do I put in the connection string if nobody changed it?",
     "value", "pg"),
    ("u42-noble-postgresql",
     "Which PostgreSQL major version comes with the Ubuntu 24.04 archive?",
     "value", "pg"),
    ("u42-rds-force-ssl",
     "the audit says the copy of the lab database on RDS still accepts unencrypted logins, and we manage it through a custom DB parameter group; which parameter makes it refuse connections without SSL?",
     "setting", "pg"),
    ("u42-peewee-pooled-db",
     "Our small Flask app talks to the samples database through Peewee and opens a new connection for every request; which Peewee class gives a pooled PostgreSQL database instead?",
     "command", "pg"),
    ("u42-nocodb-nc-db",
     "We run NocoDB in Docker for the technicians and want its own metadata kept in our PostgreSQL server, not in the SQLite file inside the container; which environment variable points NocoDB at that database?",
     "setting", "pg"),
    ("u42-pg17-combine-incrementals",
     "After the upgrade to PostgreSQL 17 we take one full base backup on Sunday and incremental ones every night; which tool merges them into a backup I can actually start a server from?",
     "command", "pg"),
    ("u42-oban-jobs-table",
     "The Elixir service that schedules instrument runs uses Oban with our lab database as its queue, and I want to watch the backlog from psql; which table does Oban keep its jobs in?",
     "value", "pg"),
    ("u42-tortoise-asyncpg-url",
     "What does a Tortoise ORM db_url for PostgreSQL through the asyncpg driver start with?",
     "command", "pg"),
    ("u42-podman-systemd-unit",
     "the test database runs as a postgres:15 container under podman on the analysis box and does not come back after a reboot; which podman command writes a systemd unit file for that container?",
     "command", "pg"),
    ("u42-partman-create-parent",
     "the readings table should be split into daily partitions that pg_partman creates and maintains for us; which pg_partman function do I call to register the parent table?",
     "command", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u42-renode-platform",
     "Before the new STM32F4 boards arrive we want to boot our firmware in the Renode simulator; which monitor command loads the .repl file that describes the machine?",
     "command", "kernel"),
    ("u42-stm32-programmer-swd",
     "I flash the Nucleo board from a script with STM32_Programmer_CLI and the ST-LINK is wired to the SWD pins; which option makes it connect through SWD?",
     "command", "kernel"),
    ("u42-udisksctl-power-off",
     "the USB disk with the week's raw data is unmounted with udisksctl, but the drive keeps spinning on the desk and I don't want to yank it like that; how do I cut its power from the command line as an ordinary user?",
     "command", "kernel"),
    ("u42-vboxmanage-usbhost",
     "Which VBoxManage command lists the USB devices of the host that a VirtualBox guest could grab?",
     "command", "kernel"),
    ("u42-ubuntu-pro-realtime",
     "The motion-control PC runs Ubuntu 22.04 with an Ubuntu Pro subscription, which comes with a real-time kernel package; which command switches it on?",
     "command", "kernel"),
    ("u42-yocto-kernel-features",
     "Our Yocto layer builds the image of the gateway with linux-yocto and I have a .scc file that turns on the CAN drivers; which variable in the kernel recipe's bbappend lists such kernel features?",
     "setting", "kernel"),
    ("u42-zadig-driver",
     "Which driver should Zadig install for the FT2232H JTAG adapter so OpenOCD on the Windows laptop can open it?",
     "value", "kernel"),
    ("u42-bookworm-config-txt",
     "I followed an old guide and edited /boot/config.txt to enable the UART of the Pi 4 in the incubator, but the Raspberry Pi OS Bookworm image ignores it; where does config.txt live on Bookworm?",
     "value", "kernel"),
    ("u42-nrfjprog-recover",
     "Which nrfjprog option erases and unlocks an nRF52840 whose access port protection is on?",
     "command", "kernel"),
    ("u42-quartus-pgm-sof",
     "The FPGA design for the DE10-Nano acquisition board is built and the USB-Blaster is plugged into the lab PC; which quartus_pgm command line loads the .sof file over JTAG?",
     "command", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

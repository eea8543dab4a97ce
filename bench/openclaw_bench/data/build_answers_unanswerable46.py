"""Forty-sixth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout46.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench,
with subjects taken only from products, tools and projects whose names start
with the letters N to Z (the round-47 author, writing at the same time, took
the other half) -- the Xata CLI command that creates a database branch,
merging an incremental backup with pg_combinebackup in PostgreSQL 17 (a
newer release than the documented 15), the key of Nhost's project
configuration that pins the Postgres major version, the replication slot
name Sequin expects, Vaultwarden's default number of database connections,
the environment variable that gives Zitadel its Postgres host, the
privileges Windmill needs on its database, the port Omnigres' omni_httpd
listens on, the environment variable that points Plausible Analytics at an
external database, the Prefect setting that moves its API database to
PostgreSQL; the nrfutil command that flashes a DFU package to an nRF52840
dongle, the STM32_Programmer_CLI option that turns on readout protection,
the systemd-networkd key for a CAN interface's bit rate, the xsct command
that downloads a bitstream over JTAG, the Trace Compass view with per-CPU
thread states, the RAUC system.conf key that names the bootloader, the
SWUpdate handler for raw images, the RP2350's UF2 family ID for Arm secure
images, the tool that programs a Sipeed Tang Nano 9K from Linux
(openFPGALoader, never named), sysbench's default --cpu-max-prime -- whose
key terms were checked by grepping both corpora (PostgreSQL 15 HTML pages
with the release notes, Linux 6.1 ``.rst.txt`` sources without the
translations, ignoring case) to be absent or present only as an ordinary
word or in passing without the asked-for fact ("plausible" only as an
ordinary word, "systemd-networkd" only in passing in
networking/net_failover without CAN, "STM32Cube" only in a link of
arm/stm32/stm32-dma-mdma-chaining, "LTTng" only in passing, "branch" and
"bitstream" only as ordinary words or for other tools, "UF2" only inside
other words; Xata, pg_combinebackup, "incremental backup", Nhost, Sequin,
Vaultwarden, DATABASE_MAX_CONNS, Zitadel, Windmill, Omnigres, omni_httpd,
Prefect, nrfutil, nRF52, Nordic, STM32_Programmer, "option bytes", xsct,
"Trace Compass", RAUC, SWUpdate, sw-description, RP2350, "Tang Nano",
Sipeed, Gowin, openFPGALoader, sysbench and cpu-max-prime not at all). The
subjects are named in different ways on purpose: capitalised product names
(Xata, Nhost, Sequin, Vaultwarden, Zitadel, Windmill, Omnigres, Plausible,
Prefect, Trace Compass, RAUC, SWUpdate, Sipeed), lower-case tool, setting
and extension names (pg_combinebackup, omni_httpd, nrfutil,
STM32_Programmer_CLI, systemd-networkd, xsct, sysbench), chip and board
names (nRF52840, RP2350, Tang Nano 9K, UltraScale+), a version number
(PostgreSQL 17, once) and ordinary words (a database branch, the bit
rate, the readout protection, the bootloader, the raw image).

Most questions (15 of the 20) are written the way a user tells the situation
first and then asks ("<what is going on at the bench, naming the product,
setting, tool or version>; <the question>?"): ids ``u46-xata-branch``,
``u46-nhost-pg-version``, ``u46-vaultwarden-conns``,
``u46-zitadel-db-host``, ``u46-omnigres-httpd-port``,
``u46-plausible-db-url``, ``u46-prefect-db-url``, ``u46-nrfutil-dfu``,
``u46-stm32-readout-protection``, ``u46-networkd-can-bitrate``,
``u46-xsct-bitstream``, ``u46-tracecompass-view``,
``u46-rauc-bootloader``, ``u46-tang-nano-flash`` and
``u46-sysbench-max-prime``. In six of them the thing the documents lack is
named only in the situation part and the question part refers to it
indirectly or not at all: ``u46-nhost-pg-version`` ("which key"),
``u46-vaultwarden-conns`` ("how many does it open"),
``u46-omnigres-httpd-port`` ("which port"),
``u46-stm32-readout-protection`` ("which option"),
``u46-rauc-bootloader`` ("which key") and ``u46-tang-nano-flash``
("which tool", the tool itself never named); in the other nine it is named
in the question as well. The other five (``u46-pg17-combinebackup``,
``u46-sequin-slot``, ``u46-windmill-privileges``,
``u46-swupdate-raw-handler``, ``u46-rp2350-uf2-family``) are plain
one-clause questions. None repeats a topic of the earlier unanswerable
sets (``answer_unanswerable_tune``, ``answer_unanswerable_heldout`` to
``answer_unanswerable_heldout44``) or of the other answer sets, which were
read only for that purpose (their question words were grepped for each new
subject, and every subject above has no match in them; serial breaks,
PuTTY, picotool and Zephyr, used before, were avoided); the forty-fourth
set's builder (``build_answers_unanswerable44.py``) was read as the
template for format and rules; the round-47 sets, written by another
author, were not seen. Nothing of the answer code, of its output, of the
appliance's documentation or tests, or of the benchmark results was opened
while writing it; no git command was used for it except one
``git status`` (which listed changed and new file names only); the
questions were not run through the appliance.

Usage::

    python3 build_answers_unanswerable46.py > answer_unanswerable_heldout46.jsonl
    python3 validate_answers.py answer_unanswerable_heldout46.jsonl  # with a Python that has the appliance installed

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
    ("u46-xata-branch",
     "the sample tracker's demo database lives on Xata now, and every pull request should get its own copy of the schema to test migrations on; which Xata CLI command creates a database branch?",
     "command", "pg"),
    ("u46-pg17-combinebackup",
     "How do I merge an incremental backup with its full base backup using pg_combinebackup in PostgreSQL 17?",
     "procedure", "pg"),
    ("u46-nhost-pg-version",
     "The students' app backend runs on Nhost, and its Postgres should stay on the same major version as db02 when the project is redeployed; which key in the project configuration pins that?",
     "setting", "pg"),
    ("u46-sequin-slot",
     "What replication slot name does Sequin expect when it streams changes out of a PostgreSQL database?",
     "setting", "pg"),
    ("u46-vaultwarden-conns",
     "The lab's shared password manager is a Vaultwarden instance that keeps its data on db02, and I'm counting connections before raising max_connections; how many does it open by default?",
     "value", "pg"),
    ("u46-zitadel-db-host",
     "We're rolling out Zitadel for single sign-on to the lab services and it should use the existing PostgreSQL on db01 instead of its own; which environment variable sets Zitadel's Postgres host?",
     "setting", "pg"),
    ("u46-windmill-privileges",
     "Which privileges does Windmill need on its PostgreSQL database?",
     "procedure", "pg"),
    ("u46-omnigres-httpd-port",
     "a colleague built a tiny HTTP API for the instrument status page right inside Postgres with Omnigres' omni_httpd extension; which port does it listen on out of the box?",
     "value", "pg"),
    ("u46-plausible-db-url",
     "Plausible Analytics runs in Docker Compose next to the institute website with its own Postgres container, and I'd like it on db02 instead; which Plausible environment variable points it at an external PostgreSQL database?",
     "setting", "pg"),
    ("u46-prefect-db-url",
     "Our Prefect server that orchestrates the nightly pipelines still keeps its state in SQLite, and it keeps locking up; which Prefect setting moves its API database to PostgreSQL?",
     "setting", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u46-nrfutil-dfu",
     "The nRF52840 dongle we use as a BLE sniffer needs new firmware and the bench PC runs Linux; which nrfutil command flashes a DFU zip package to it over USB?",
     "command", "kernel"),
    ("u46-stm32-readout-protection",
     "before the STM32 sensor boards leave the lab, the production script flashes them with STM32_Programmer_CLI and should also switch on readout protection; which option does that?",
     "command", "kernel"),
    ("u46-networkd-can-bitrate",
     "On the vehicle gateway the can0 and can1 interfaces are brought up by systemd-networkd instead of ip link; which systemd-networkd key sets the CAN bit rate to 500 kbit/s?",
     "setting", "kernel"),
    ("u46-xsct-bitstream",
     "From a script on the build host I program the UltraScale+ eval board over JTAG with Xilinx's xsct, without opening the IDE; which xsct command downloads the bitstream to the FPGA?",
     "command", "kernel"),
    ("u46-tracecompass-view",
     "I recorded an LTTng kernel trace of the control box and opened it in Trace Compass to see why the control thread misses its deadlines; which Trace Compass view shows the thread states per CPU over time?",
     "value", "kernel"),
    ("u46-rauc-bootloader",
     "our field units get A/B updates through RAUC and boot with U-Boot, and the update fails at the slot switch; in system.conf, which key names the bootloader it must talk to?",
     "setting", "kernel"),
    ("u46-swupdate-raw-handler",
     "Which SWUpdate handler writes a raw image straight into a partition?",
     "setting", "kernel"),
    ("u46-rp2350-uf2-family",
     "What UF2 family ID does the RP2350 use for Arm secure images?",
     "value", "kernel"),
    ("u46-tang-nano-flash",
     "The Sipeed Tang Nano 9K on the bench should get new bitstreams from my Linux laptop over its USB port, without the vendor's Windows IDE; which tool does that?",
     "command", "kernel"),
    ("u46-sysbench-max-prime",
     "I'm comparing two CPU scheduler configurations on the build server with sysbench's cpu test and want both runs to do the same work; what is sysbench's default --cpu-max-prime?",
     "value", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

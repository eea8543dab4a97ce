"""Eighteenth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout18.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench --
the extension_control_path setting of PostgreSQL 18, replicating a table
into ClickHouse with its MaterializedPostgreSQL engine, restarting one
cluster with Debian's pg_ctlcluster, data checksums in Debian's
createcluster.conf, what ORM stands for, the non-interactive flag of
timescaledb-tune, the default of commit_timestamp_buffers in PostgreSQL 17,
what ELT stands for, bigint ids arriving as integer64 in R's RPostgres,
adding the lab database as a layer in QGIS; the SPI clock limit of an
MCP3008 ADC, what CHERI stands for, the erase endurance of a W25Q128 SPI
flash, what SPDM stands for, keeping a laptop running with its lid closed
through logind.conf, a vm.memfd_noexec sysctl that arrived only in Linux
6.3, opening a GPS receiver read-only with gpsd, a 3D printer's USB link
dropping when its heated bed switches on, calibrating a touchscreen with
xinput_calibrator, and keeping NetworkManager off an instrument's USB
Ethernet adapter -- whose key terms were checked by grepping both corpora
(PostgreSQL 15 HTML pages, Linux 6.1 ``.rst.txt`` sources, as whole words)
to be absent or present only as a name or an ordinary word without the
asked-for fact ("NetworkManager" only as a process name in a trace
example, "integer64" only as a V4L2 control type, "ELT" only as a variable
name in C code, "logind" only in a note on RemoveIPC). The subjects are
named in different ways on purpose: distinctive product names, ordinary
English words, version numbers, acronyms, third-party tools and settings
or features that PostgreSQL 15 and Linux 6.1 do not have. None repeats a
topic of the earlier unanswerable sets (``answer_unanswerable_tune``,
``answer_unanswerable_heldout`` to ``answer_unanswerable_heldout17``) or of
the other answer sets, which were read only for that purpose; the
seventeenth set's builder (``build_answers_unanswerable17.py``) was read as
the template for format and rules. Nothing of the answer code, of its
output, of the appliance's documentation or tests, or of the benchmark
results was opened while writing it; no git command was run; the questions
were not run through the appliance.

Usage::

    python3 build_answers_unanswerable18.py > answer_unanswerable_heldout18.jsonl
    python3 validate_answers.py answer_unanswerable_heldout18.jsonl  # with a Python that has the appliance installed

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
    ("u18-pg18-extension-control-path",
     "Which directories should go into extension_control_path, new in PostgreSQL 18, so the lab server finds the extensions we install under /opt/lab/ext?",
     "setting", "pg"),
    ("u18-clickhouse-materialized-postgresql",
     "How do I replicate the samples table from our lab database into ClickHouse with its MaterializedPostgreSQL database engine?",
     "procedure", "pg"),
    ("u18-pg-ctlcluster-restart",
     "Which pg_ctlcluster command restarts only the 15/main cluster on our Debian database host, leaving the other clusters running?",
     "command", "pg"),
    ("u18-debian-createcluster-checksums",
     "Which line in Debian's /etc/postgresql-common/createcluster.conf makes every cluster we create from now on get data checksums?",
     "setting", "pg"),
    ("u18-orm-acronym",
     "The consultants keep saying our Python app should talk to the lab database through an ORM; what does ORM stand for?",
     "definition", "pg"),
    ("u18-timescaledb-tune-yes",
     "Which timescaledb-tune flag writes its recommended memory settings into postgresql.conf without asking me about each one?",
     "command", "pg"),
    ("u18-pg17-commit-timestamp-buffers",
     "What does commit_timestamp_buffers default to in PostgreSQL 17, and is it worth raising now that track_commit_timestamp is on?",
     "value", "pg"),
    ("u18-elt-acronym",
     "The data team wants a nightly ELT job that copies the lab database into their warehouse; what does ELT stand for?",
     "definition", "pg"),
    ("u18-rpostgres-integer64",
     "Why does the RPostgres package in R hand our bigint sample ids back as integer64 values instead of ordinary numbers?",
     "reason", "pg"),
    ("u18-qgis-layer",
     "How do I add our lab database as a PostGIS layer source in QGIS so the sampling sites show up on the map?",
     "procedure", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u18-mcp3008-spi-clock",
     "What is the highest SPI clock the MCP3008 ADC on our sensor board accepts when it runs from 5 V?",
     "value", "kernel"),
    ("u18-cheri-acronym",
     "The new RISC-V research boards advertise CHERI capabilities; what does CHERI stand for?",
     "definition", "kernel"),
    ("u18-w25q128-endurance",
     "How many erase cycles per sector is the W25Q128 SPI NOR flash on the data logger rated for?",
     "value", "kernel"),
    ("u18-spdm-acronym",
     "The firmware notes for our new PCIe cards mention device attestation over SPDM; what does SPDM stand for?",
     "definition", "kernel"),
    ("u18-logind-lid-switch",
     "Which key in /etc/systemd/logind.conf keeps the field laptop running with its lid closed while it logs data?",
     "setting", "kernel"),
    ("u18-memfd-noexec-63",
     "Which value of vm.memfd_noexec, added in Linux 6.3, stops programs on the lab server from creating executable memfds?",
     "setting", "kernel"),
    ("u18-gpsd-read-only",
     "Which gpsd command-line option opens the rover's GPS receiver read-only, so gpsd never reconfigures the device we set up by hand?",
     "command", "kernel"),
    ("u18-printer-heated-bed-usb",
     "Why does the USB connection to our 3D printer drop every time its heated bed switches on?",
     "reason", "kernel"),
    ("u18-xinput-calibrator",
     "How do I calibrate the resistive touchscreen of the bench HMI with xinput_calibrator under X11 and keep the result after a reboot?",
     "procedure", "kernel"),
    ("u18-networkmanager-unmanaged",
     "Which setting in NetworkManager.conf makes NetworkManager leave the USB Ethernet adapter that talks to the spectrometer alone?",
     "setting", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

"""Forty-seventh held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout47.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench,
with subjects taken only from products, tools and projects whose names start
with a letter from A to M (the other author of this round took N to Z) --
the Kysely class that runs migrations from a folder, the Dapper parameter
that splits a multi-mapped row, the doobie module with a HikariCP
transactor, a Datasette plugin for PostgreSQL, the Budibase data source
type for an external PostgreSQL, the Baserow environment variable for the
database URL, the Chatwoot environment variable for the database host, the
listmonk command that installs its schema, the Infisical environment
variable for the database connection URI, the HedgeDoc config.json setting
for the connection string; the PCIe slot of the SiFive HiFive Unmatched,
the IMU chip of the ASUS ROG Ally, the kernel driver for the fan of AYANEO
handhelds, the Bottlerocket setting for kernel boot parameters, the
Ethernet controller of a GMKtec mini PC, the Kairos cloud-config key for
kernel arguments, the file listing mkinitfs features on Alpine Linux, the
SoC modules of the MNT Reform, the Butane field for kernel arguments, the
SoC of the Hardkernel ODROID-M1 -- whose key terms were checked by grepping
both corpora (PostgreSQL 15 HTML pages, Linux 6.1 ``.rst.txt`` sources,
ignoring case) to be absent or present only in passing without the
asked-for fact ("migrator" only on the pg_upgrade page, "odroid" only as a
sound card name in a USB gadget example, "config.json" once in an unrelated
kernel page; Kysely, Dapper, splitOn, doobie, Datasette, Budibase, Baserow,
Chatwoot, listmonk, Infisical, HedgeDoc, HiFive, ROG Ally, AYANEO,
Bottlerocket, GMKtec, Kairos, mkinitfs, "MNT Reform", Butane and Hardkernel
not at all). The subjects are named in different ways on purpose:
capitalised product names (Kysely, Dapper, Datasette, Budibase, Baserow,
Chatwoot, Infisical, HedgeDoc, HiFive Unmatched, ASUS ROG Ally, AYANEO,
Bottlerocket, GMKtec, Kairos, Alpine Linux, MNT Reform, Butane, ODROID-M1),
lower-case tool, file and call names (doobie, listmonk, mkinitfs,
config.json, .env), acronyms (SQL, PCIe, IMU, SoC, GbE, NVMe, VM, CI) and
ordinary words (the sample-request form, the bench build box, the field
station's edge boxes).

Most questions (15 of the 20) are written the way a user tells the
situation first and then asks ("<what is going on at the bench, naming the
product, setting, tool or version>; <the question>?"): ids
``u47-kysely-migrator``, ``u47-dapper-split-parameter``,
``u47-doobie-hikari-module``, ``u47-budibase-external-source``,
``u47-baserow-database-url``, ``u47-chatwoot-db-host``,
``u47-infisical-db-uri``, ``u47-hedgedoc-db-setting``,
``u47-hifive-unmatched-pcie``, ``u47-rog-ally-imu``,
``u47-bottlerocket-kernel-params``, ``u47-gmktec-ethernet``,
``u47-kairos-kernel-args``, ``u47-mkinitfs-features-file`` and
``u47-butane-kernel-args``. In six of them the thing the documents lack is
named only in the situation part and the question part refers to it
indirectly or not at all: ``u47-dapper-split-parameter`` ("which parameter
of the query call"), ``u47-budibase-external-source`` ("in its builder"),
``u47-chatwoot-db-host`` ("in its .env file"), ``u47-rog-ally-imu``
("which IMU chip"), ``u47-gmktec-ethernet`` ("which Ethernet controller")
and ``u47-mkinitfs-features-file`` ("which file lists the features"); in
the other nine it is named in the question as well. The other five
(``u47-datasette-postgres-plugin``, ``u47-listmonk-install``,
``u47-ayaneo-fan-driver``, ``u47-mnt-reform-modules``,
``u47-odroid-m1-soc``) are plain one-clause questions. None repeats a topic
of the earlier unanswerable sets (``answer_unanswerable_tune``,
``answer_unanswerable_heldout`` to ``answer_unanswerable_heldout46``) or of
the other answer sets, which were read only for that purpose (their
question words were grepped for each new subject, and candidates whose
product an earlier set already asked about -- Atlas, Bytebase, DBeaver,
Hasura, Keycloak, Liquibase, Metabase, Grafana, Gitea, Airflow, the
Framework Laptop, Milk-V, Lichee Pi, Firecracker, BeaglePlay, Armbian,
Limine, Jetson, the i.MX95 -- were dropped); the forty-fifth set's builder
(``build_answers_unanswerable45.py``) was read as the template for format
and rules; the forty-eighth set, written at the same time by another
author, was not seen. Nothing of the answer code, of its output, of the
appliance's documentation or tests, or of the benchmark results was opened
while writing it; no git command was used; the questions were not run
through the appliance.

Usage::

    python3 build_answers_unanswerable47.py > answer_unanswerable_heldout47.jsonl
    python3 validate_answers.py answer_unanswerable_heldout47.jsonl  # with a Python that has the appliance installed

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
    ("u47-kysely-migrator",
     "Our TypeScript sample-tracking API talks to db02 through Kysely, and I'm adding a migration for the calibration table; which Kysely class runs the migrations found in a folder?",
     "command", "pg"),
    ("u47-dapper-split-parameter",
     "The .NET instrument service reads from PostgreSQL with Dapper, and a new query joins each reading with its sensor row so both come back as separate objects; which parameter of the query call tells it where the second object's columns start?",
     "setting", "pg"),
    ("u47-doobie-hikari-module",
     "Our Scala ingest job uses doobie against db01 and should get a pooled connection instead of one per query; which doobie module provides the HikariCP-backed transactor?",
     "setting", "pg"),
    ("u47-datasette-postgres-plugin",
     "Which Datasette plugin lets Datasette browse a PostgreSQL database?",
     "setting", "pg"),
    ("u47-budibase-external-source",
     "We built the sample-request form in Budibase and want it to read the requests table on db02 instead of its built-in database; which data source type do I pick in its builder?",
     "setting", "pg"),
    ("u47-baserow-database-url",
     "We self-host Baserow in Docker for the lab inventory and want it to keep its data in the shared PostgreSQL on db01; which environment variable does Baserow read for the database URL?",
     "setting", "pg"),
    ("u47-chatwoot-db-host",
     "The help desk for our instrument users runs Chatwoot, and its database is moving to db02 next week; which variable in its .env file holds the database host?",
     "setting", "pg"),
    ("u47-listmonk-install",
     "Which listmonk command sets up its tables in a fresh PostgreSQL database?",
     "command", "pg"),
    ("u47-infisical-db-uri",
     "We're moving lab secrets into a self-hosted Infisical that stores its data in PostgreSQL; which environment variable gives Infisical its database connection URI?",
     "setting", "pg"),
    ("u47-hedgedoc-db-setting",
     "Our lab notes wiki is HedgeDoc in a container and should store its notes in the shared PostgreSQL; which setting in HedgeDoc's config.json holds the connection string?",
     "setting", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u47-hifive-unmatched-pcie",
     "We have a SiFive HiFive Unmatched for RISC-V kernel tests and want to put a GPU in it; which PCIe generation and lane count does the HiFive Unmatched's slot offer?",
     "value", "kernel"),
    ("u47-rog-ally-imu",
     "I'm testing handheld input drivers on an ASUS ROG Ally for the kiosk project and the motion controls don't register; which IMU chip does it use?",
     "value", "kernel"),
    ("u47-ayaneo-fan-driver",
     "Which kernel driver controls the fan on AYANEO handhelds?",
     "value", "kernel"),
    ("u47-bottlerocket-kernel-params",
     "The CI cluster's worker nodes run Bottlerocket, and the test nodes need an extra kernel parameter; which Bottlerocket setting adds kernel boot parameters?",
     "setting", "kernel"),
    ("u47-gmktec-ethernet",
     "We picked up a GMKtec mini PC as a bench build box and want to know whether its 2.5 GbE ports work with the distro kernel out of the box; which Ethernet controller is on it?",
     "value", "kernel"),
    ("u47-kairos-kernel-args",
     "The edge boxes at the field station run Kairos, and I want an extra kernel command-line option baked in at install time; which key of the Kairos cloud-config sets extra kernel arguments?",
     "setting", "kernel"),
    ("u47-mkinitfs-features-file",
     "Our small Alpine Linux VM builds its initramfs with mkinitfs, and after moving it to an NVMe disk it no longer boots; which file lists the features that get built into the initramfs?",
     "setting", "kernel"),
    ("u47-mnt-reform-modules",
     "Which processor modules can the MNT Reform laptop take?",
     "value", "kernel"),
    ("u47-butane-kernel-args",
     "We provision the test VMs with a Butane config that gets turned into Ignition; which Butane field adds kernel arguments to the installed system?",
     "setting", "kernel"),
    ("u47-odroid-m1-soc",
     "Which SoC does the Hardkernel ODROID-M1 use?",
     "value", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

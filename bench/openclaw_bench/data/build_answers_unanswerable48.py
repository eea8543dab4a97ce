"""Forty-eighth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout48.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench,
with subjects taken only from products, tools and projects whose names start
with the letters N to Z (the other author of this round, writing at the
same time, took the other half) -- the environment variable that gives Ory
Kratos its PostgreSQL DSN, the Unleash setting that turns on SSL for its
database connection, the key of Vikunja's config.yml that selects
PostgreSQL, the Woodpecker CI variable that picks its database driver, the
PowerDNS gpgsql backend setting that enables DNSSEC, the PostgreSQL version
ToolJet requires, moving OpenProject from MySQL to PostgreSQL, the Railway
CLI command that opens a psql shell on a project's database, the Qovery
setting that makes a managed database publicly reachable, the columns of
pg_stat_checkpointer in PostgreSQL 17 (a newer release than the documented
15); the Quectel EC25 AT command that switches the modem to ECM mode, the
SCPI command that saves a screenshot on a Siglent SDS1104X-E, flashing the
OSPI of a TI AM62x starter kit with Uniflash, the baud rate of a Victron
VE.Direct port, the overlay for the Seeed reTerminal's LCD, the default port
of Tinkerforge's brickd, the Tasmota console command that sets the MQTT
host, the PX4 parameter for the TELEM1 baud rate on a Pixhawk, the
Teltonika RUT955 setting for its RS232 serial-over-IP mode and the Shelly
Pro 4PM RPC call that switches one relay -- whose key terms were checked by
grepping both corpora (PostgreSQL 15 HTML pages with the release notes,
Linux 6.1 ``.rst.txt`` sources without the translations, ignoring case) to
be absent or present only as an ordinary word or in another sense without
the asked-for fact ("EC25" only as part of a DVB card's model list in
admin-guide/media, "SCPI" only as ARM's System Control and Power Interface
in hwmon, AT commands only for other modems, "Switch.Set" only inside other
words, "Outline" and "Twenty" left out as too ordinary; Ory Kratos,
Unleash, DATABASE_SSL, Vikunja, Woodpecker, PowerDNS, gpgsql, ToolJet,
OpenProject, Railway, Qovery, pg_stat_checkpointer, Quectel, usbnet,
Siglent, SDS1104, Uniflash, AM62, Victron, SmartSolar, Seeed, reTerminal,
Tinkerforge, brickd, Tasmota, MqttHost, PX4 as a flight stack, Pixhawk,
SER_TEL, Teltonika, RUT955 and Shelly not at all). The subjects are named
in different ways on purpose: capitalised product names (Ory Kratos,
Unleash, Vikunja, Woodpecker CI, PowerDNS, ToolJet, OpenProject, Railway,
Qovery, Quectel, Siglent, Victron, Seeed, Tinkerforge, Tasmota, Pixhawk,
Teltonika, Shelly), lower-case tool, setting and file names (gpgsql,
config.yml, brickd, pg_stat_checkpointer), chip, board and model names
(EC25, SDS1104X-E, AM62x, reTerminal, RUT955, Pro 4PM), a version number
(PostgreSQL 17, once) and ordinary words (the DSN, the screenshot, the
serial port, the relay).

Most questions (15 of the 20) are written the way a user tells the situation
first and then asks ("<what is going on at the bench, naming the product,
setting, tool or version>; <the question>?"): ids ``u48-kratos-dsn``,
``u48-unleash-db-ssl``, ``u48-vikunja-db-type``,
``u48-woodpecker-db-driver``, ``u48-openproject-mysql``,
``u48-railway-psql``, ``u48-qovery-public-db``,
``u48-quectel-ecm-mode``, ``u48-siglent-screenshot``,
``u48-uniflash-am62-ospi``, ``u48-reterminal-lcd-overlay``,
``u48-brickd-port``, ``u48-tasmota-mqtt-host``,
``u48-teltonika-serial-over-ip`` and ``u48-shelly-relay-rpc``. In six of
them the thing the documents lack is named only in the situation part and
the question part refers to it indirectly or not at all:
``u48-kratos-dsn`` ("which environment variable"),
``u48-vikunja-db-type`` ("which key"), ``u48-railway-psql`` ("which
command"), ``u48-quectel-ecm-mode`` ("which AT command"),
``u48-reterminal-lcd-overlay`` ("which overlay") and ``u48-brickd-port``
("which port"); in the other nine it is named in the question as well. The
other five (``u48-powerdns-gpgsql-dnssec``, ``u48-tooljet-pg-version``,
``u48-pg17-checkpointer``, ``u48-victron-vedirect-baud``,
``u48-px4-telem1-baud``) are plain one-clause questions. None repeats a
topic of the earlier unanswerable sets (``answer_unanswerable_tune``,
``answer_unanswerable_heldout`` to ``answer_unanswerable_heldout46``) or of
the other answer sets, which were read only for that purpose (their
question words were grepped for each new subject, and every subject above
has no match in them; Zigbee adapters, uuu, sched_ext, the Xe driver,
zswap in newer kernels, Wi-Fi 7, Thunderbolt 5, Nitrokey, YubiKey,
Zammad, NocoDB, n8n, SonarQube and Teleport, used before or too close,
were avoided); the forty-sixth set's builder
(``build_answers_unanswerable46.py``) was read as the template for format
and rules; the sets written at the same time by the other author of this
round (the forty-ninth sets and the forty-seventh unanswerable set) were
not seen. Nothing of the answer code, of its output, of the appliance's
documentation or tests, or of the benchmark results was opened while
writing it; no git command was used for it; the questions were not run
through the appliance.

Usage::

    python3 build_answers_unanswerable48.py > answer_unanswerable_heldout48.jsonl
    python3 validate_answers.py answer_unanswerable_heldout48.jsonl  # with a Python that has the appliance installed

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
    ("u48-kratos-dsn",
     "the new self-service login for the lab portal runs on Ory Kratos, and its identities should live in a database on db02 rather than in SQLite; which environment variable do I give the connection string in?",
     "setting", "pg"),
    ("u48-unleash-db-ssl",
     "Our feature-flag server is Unleash, and since db02 now demands encrypted connections it can't reach its database; which Unleash setting turns on SSL for the database connection?",
     "setting", "pg"),
    ("u48-vikunja-db-type",
     "The technicians' to-do app is a Vikunja instance that started on SQLite, and I want it on the lab PostgreSQL from now on; which key in config.yml selects the database type?",
     "setting", "pg"),
    ("u48-woodpecker-db-driver",
     "The Woodpecker CI server that builds the analysis code keeps its state in a local SQLite file; which Woodpecker environment variable switches its database driver to PostgreSQL?",
     "setting", "pg"),
    ("u48-powerdns-gpgsql-dnssec",
     "Which setting of the PowerDNS gpgsql backend turns on DNSSEC support?",
     "setting", "pg"),
    ("u48-tooljet-pg-version",
     "Which PostgreSQL version does ToolJet require for its database?",
     "value", "pg"),
    ("u48-openproject-mysql",
     "our OpenProject installation for the project planning still runs on MySQL, and IT wants everything on PostgreSQL; how do I migrate OpenProject's data from MySQL to PostgreSQL?",
     "procedure", "pg"),
    ("u48-railway-psql",
     "the student project's demo app and its Postgres are deployed on Railway, and I just want a psql prompt on that database from my laptop; which command gives me one?",
     "command", "pg"),
    ("u48-qovery-public-db",
     "Our staging environment on Qovery has a managed PostgreSQL that only the app inside the cluster can reach; which Qovery setting makes that database publicly accessible so I can connect from the lab?",
     "setting", "pg"),
    ("u48-pg17-checkpointer",
     "Which columns does the pg_stat_checkpointer view have in PostgreSQL 17?",
     "setting", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u48-quectel-ecm-mode",
     "the field gateway's LTE module is a Quectel EC25, and I'd like it to show up as a plain USB Ethernet interface through cdc_ether instead of the QMI setup; which AT command switches it over?",
     "command", "kernel"),
    ("u48-siglent-screenshot",
     "our test script drives the Siglent SDS1104X-E on the bench over USBTMC and should grab a picture of the display after each run; which SCPI command returns the screenshot?",
     "command", "kernel"),
    ("u48-uniflash-am62-ospi",
     "the new TI AM62x starter kit should boot from its OSPI flash, and I want to write the bootloader there from a Linux PC with Uniflash; how do I flash the OSPI with Uniflash?",
     "procedure", "kernel"),
    ("u48-victron-vedirect-baud",
     "What baud rate does the VE.Direct port of a Victron SmartSolar charge controller use?",
     "value", "kernel"),
    ("u48-reterminal-lcd-overlay",
     "the Seeed reTerminal on the lab door runs a plain Raspberry Pi OS image now, and its built-in LCD stays dark; which overlay do I add to config.txt?",
     "setting", "kernel"),
    ("u48-brickd-port",
     "the climate chamber's sensors hang off Tinkerforge bricks, and our Linux logger talks to them through brickd on the lab PC; which TCP port does it listen on by default?",
     "value", "kernel"),
    ("u48-tasmota-mqtt-host",
     "the smart plugs that power-cycle the DUTs run Tasmota, and they should report to the lab's MQTT broker instead of the old one; which Tasmota console command sets the MQTT host?",
     "command", "kernel"),
    ("u48-px4-telem1-baud",
     "Which PX4 parameter sets the baud rate of the TELEM1 port on a Pixhawk?",
     "setting", "kernel"),
    ("u48-teltonika-serial-over-ip",
     "the old instrument with only an RS232 port is wired to a Teltonika RUT955, and our Linux box should reach it over the network; which RUT955 serial mode makes the port available over TCP/IP?",
     "setting", "kernel"),
    ("u48-shelly-relay-rpc",
     "a Shelly Pro 4PM switches the bench supplies, and the test script on the Linux host should turn one channel off before each power-cycle test; which Shelly RPC method switches a single relay?",
     "command", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

"""Tenth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout10.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench --
Hasura's GraphQL engine on PostgreSQL, pganalyze's collector, Zabbix's
PostgreSQL template, the pg_wait_sampling extension, Odoo's database
manager, Sqitch deployments, TablePlus connections, Nextcloud's database
migration to PostgreSQL, HTTP calls with pg_net, the max_notify_queue_pages
setting of PostgreSQL 17, decoding an I2C capture with sigrok-cli, a
Flatpak's device permissions, Klipper on a 3D printer's host, labgrid's
exporter, Home Assistant's serial Zigbee stick, btop's temperature display,
a NixOS kernel choice, ubuntu-drivers' recommended driver, i915's GuC
firmware loading and ModemManager leaving a serial adapter alone -- whose key
terms were checked by grepping both corpora (PostgreSQL 15 HTML pages, Linux
6.1 ``.rst.txt`` sources) to be absent or present only as a name or an
ordinary word without the asked-for fact. The subjects are named in
different ways on purpose: distinctive product names, ordinary English
words, version numbers and acronyms. None repeats a topic of the earlier
unanswerable sets (``answer_unanswerable_tune``,
``answer_unanswerable_heldout`` to ``answer_unanswerable_heldout9``), which
were read only for that purpose; the ninth set's builder
(``build_answers_unanswerable9.py``) was read as the template for format and
rules. Nothing of the answer code, of its output, or of the benchmark results
was opened while writing it; the questions were not run through the
appliance.

Usage::

    python3 build_answers_unanswerable10.py > answer_unanswerable_heldout10.jsonl
    python3 validate_answers.py answer_unanswerable_heldout10.jsonl  # with a Python that has the appliance installed

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
    ("u10-hasura-track-table",
     "How do I expose our samples table through Hasura's GraphQL API so the dashboard can query it?",
     "procedure", "pg"),
    ("u10-pganalyze-collector",
     "Which setting in the pganalyze collector's config file points it at our lab database server?",
     "setting", "pg"),
    ("u10-zabbix-pg-template",
     "Which Zabbix template do I link to the database host to monitor PostgreSQL with Zabbix agent 2?",
     "command", "pg"),
    ("u10-pg-wait-sampling",
     "Which view of the pg_wait_sampling extension shows the wait event history of each backend?",
     "command", "pg"),
    ("u10-odoo-db-manager",
     "How do I back up the Odoo database of our lab stock system from Odoo's database manager page?",
     "procedure", "pg"),
    ("u10-sqitch-deploy",
     "Which sqitch command deploys our pending schema changes to the lab PostgreSQL database?",
     "command", "pg"),
    ("u10-tableplus-ssh",
     "How do I connect TablePlus to our PostgreSQL server through an SSH tunnel over the bastion host?",
     "procedure", "pg"),
    ("u10-nextcloud-db-convert",
     "Which occ command moves our Nextcloud instance from SQLite over to PostgreSQL?",
     "command", "pg"),
    ("u10-pg-net-http",
     "How do I send an HTTP POST to our webhook from inside a trigger with the pg_net extension?",
     "procedure", "pg"),
    ("u10-pg17-notify-queue-pages",
     "What does max_notify_queue_pages default to in PostgreSQL 17?",
     "value", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u10-sigrok-i2c-decode",
     "Which sigrok-cli options decode an I2C capture from our cheap logic analyser into addresses and data bytes?",
     "command", "kernel"),
    ("u10-flatpak-device-access",
     "Which flatpak override option lets a Flatpak app open the USB serial port of our instrument?",
     "setting", "kernel"),
    ("u10-klipper-host-mcu",
     "How do I set up the Raspberry Pi host as a secondary MCU in Klipper for the printer's accelerometer?",
     "procedure", "kernel"),
    ("u10-labgrid-exporter",
     "How do I describe a USB serial port in a labgrid exporter configuration so the test runner can use it?",
     "procedure", "kernel"),
    ("u10-home-assistant-zigbee",
     "Which path do I give Home Assistant's ZHA integration for our Sonoff Zigbee USB dongle?",
     "setting", "kernel"),
    ("u10-btop-temperature",
     "How do I make btop show the CPU temperature of each core on the lab workstation?",
     "procedure", "kernel"),
    ("u10-nixos-kernel-package",
     "Which NixOS option selects the latest kernel package for our build server?",
     "setting", "kernel"),
    ("u10-ubuntu-drivers-install",
     "Which ubuntu-drivers command installs the recommended NVIDIA driver on the analysis PC?",
     "command", "kernel"),
    ("u10-i915-guc-firmware",
     "Which value of the i915.enable_guc parameter turns on GuC submission and HuC loading on our Alder Lake PC?",
     "value", "kernel"),
    ("u10-modemmanager-ignore",
     "Which udev property tells ModemManager to leave our USB serial data logger alone instead of probing it as a modem?",
     "setting", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

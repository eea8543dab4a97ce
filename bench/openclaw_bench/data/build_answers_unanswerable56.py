"""Fifty-sixth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout56.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench,
with subjects taken only from products, tools, projects, boards and
distributions whose names start with the letters N to Z (the other author
of this round, writing at the same time, took the other half) -- the
command-line flag that gives a Nakama game server its database address,
the environment variable of an ONLYOFFICE Document Server container for the
PostgreSQL host, the oldest PostgreSQL a self-hosted PostHog accepts, the
command that sets up the database connection of the Saltcorn low-code app
builder, loading Spree's sample store data, the configuration section that
declares a PostgreSQL data store for the Stalwart mail server, the
SuperTokens core setting for the PostgreSQL connection URI, the
environment variable with Nautobot's database host, the store engine
setting that moves a NetBird management server to PostgreSQL, the
database_driver value in wallabag's parameters.yml; the tpi command that
powers on one node of a Turing Pi 2, pointing a UniFi access point at its
controller over SSH, enabling a service on Void Linux, the Thonny
interpreter option for a MicroPython board, the default USB bandwidth of a
ZWO ASI294MC Pro, attaching a USB device to a qube with qvm-usb, the
default sample rate of an OpenBCI Cyton board, running a protocol on an
Opentrons OT-2 from its command line, the USB network address of a DFRobot
UNIHIKER and upgrading the firmware of an Onion Omega2 -- whose key terms
were checked by grepping both corpora (the PostgreSQL 15 HTML pages raw
and parsed to text, the Linux 6.1 ``.rst.txt`` sources raw and parsed,
ignoring case, whole words) to be absent: Nakama, multiplayer, ONLYOFFICE,
"Document Server", PostHog, "usage analytics", Saltcorn, low-code, Spree,
"sample store", Stalwart, SuperTokens, Nautobot, "source of truth",
NetBird, "store engine", wallabag, parameters.yml, database_driver,
read-it-later, "Turing Pi", tpi, UniFi, "Void Linux", Thonny, MicroPython,
ZWO, ASI294MC, Qubes, qube, qvm-usb, OpenBCI, Cyton, Opentrons, OT-2,
pipetting, UNIHIKER, DFRobot, Onion and Omega2 occur in neither corpus at
all. The subjects are named in different ways on purpose: capitalised
product names (Nakama, ONLYOFFICE, PostHog, Saltcorn, Spree, Stalwart,
SuperTokens, Nautobot, NetBird, UniFi, Thonny, Qubes, OpenBCI, Opentrons,
UNIHIKER, DFRobot, Onion), lower-case tool, command and file names
(wallabag, tpi, qvm-usb, parameters.yml, database_driver), board, camera
and model names (Turing Pi 2, ASI294MC Pro, Cyton, OT-2, Omega2), a
distribution (Void Linux) and ordinary words (the database address, the
PostgreSQL host, the database connection, the sample data, the data store,
the connection URI, the store engine, the access point, the service, the
interpreter, the USB bandwidth, the sample rate, the protocol file, the IP
address, the firmware).

Most questions (15 of the 20) are written the way a user tells the situation
first and then asks ("<what is going on at the bench, naming the product,
setting, tool or version>; <the question>?"): ids
``u56-nakama-database-address``, ``u56-onlyoffice-db-host``,
``u56-saltcorn-setup``, ``u56-stalwart-store``, ``u56-nautobot-db-host``,
``u56-netbird-store-engine``, ``u56-wallabag-driver``,
``u56-turing-pi-power``, ``u56-unifi-inform``, ``u56-void-enable-service``,
``u56-thonny-interpreter``, ``u56-qubes-usb-attach``,
``u56-openbci-sample-rate``, ``u56-opentrons-run-protocol`` and
``u56-omega2-firmware``. In six of them the thing the documents lack is
named only in the situation part and the question part refers to it
indirectly or not at all: ``u56-nakama-database-address`` ("gives it the
database address"), ``u56-stalwart-store`` ("its configuration file"),
``u56-netbird-store-engine`` ("which store setting"),
``u56-unifi-inform`` ("the access point"), ``u56-void-enable-service``
("enable a service there") and ``u56-openbci-sample-rate`` ("does it
stream"); in the other nine it is named in the question as well. The other
five (``u56-posthog-postgres-version``, ``u56-spree-sample-data``,
``u56-supertokens-uri``, ``u56-zwo-usb-bandwidth``, ``u56-unihiker-ip``)
are plain one-clause questions. None repeats a topic of the earlier
unanswerable sets (``answer_unanswerable_tune``,
``answer_unanswerable_heldout`` to ``answer_unanswerable_heldout54``) or of
the other answer sets, whose builders were only grepped for each new
subject, and every subject above has no match in them; Sentry, Slackware,
Tails, Xiao, Plane and Semaphore (present in a corpus), Teable, Tolgee,
Renogy, PinePhone, Zigbee2MQTT, Voron, Wio and SteamOS (too close to the
earlier Baserow, NocoDB, Weblate, Victron, Pine64, ZHA, Klipper, Seeed and
Steam Deck rows) and Trino, Teleport, Woodpecker, Zitadel, Sourcegraph,
Synapse and Vault (used before) were avoided, and the word ASI alone,
which occurs in the kernel corpus, is only used with the model name.
``build_answers_unanswerable54.py`` was read as the template for format
and rules, with ``build_answers_pg56.py``, ``build_answers_kernel56.py``
and ``validate_answers.py``; the sets written at the same time by the
other author of this round (the fifty-seventh sets and the fifty-fifth
unanswerable set) were not seen. Nothing of the answer code, of its
output, of the appliance's documentation or tests, or of the benchmark
results was opened while writing it; no git command was used for it; the
questions were not run through the appliance.

Usage::

    python3 build_answers_unanswerable56.py > answer_unanswerable_heldout56.jsonl
    python3 validate_answers.py answer_unanswerable_heldout56.jsonl  # with a Python that has the appliance installed

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
    ("u56-nakama-database-address",
     "The students' multiplayer lab game runs on a Nakama server, and its accounts and match data should go to our PostgreSQL on db02; which command-line flag gives it the database address?",
     "setting", "pg"),
    ("u56-onlyoffice-db-host",
     "the group edits its shared reports in an ONLYOFFICE Document Server container, and IT wants its data on db03; which environment variable of ONLYOFFICE sets the PostgreSQL host?",
     "setting", "pg"),
    ("u56-posthog-postgres-version",
     "Which PostgreSQL version does a self-hosted PostHog need at least?",
     "value", "pg"),
    ("u56-saltcorn-setup",
     "A technician built the sample-tracking forms with Saltcorn, the low-code app builder, and now it should use our PostgreSQL server instead of the test database; which Saltcorn command sets up the database connection?",
     "command", "pg"),
    ("u56-spree-sample-data",
     "How do I load Spree's sample store data into its PostgreSQL database?",
     "procedure", "pg"),
    ("u56-stalwart-store",
     "our new mail server for the institute is Stalwart, and the mailbox metadata should live in PostgreSQL on db02 rather than on local disk; which section of its configuration file declares that data store?",
     "setting", "pg"),
    ("u56-supertokens-uri",
     "Which SuperTokens core setting takes the PostgreSQL connection URI?",
     "setting", "pg"),
    ("u56-nautobot-db-host",
     "The network team documents the lab switches in Nautobot, and its database should move to the central PostgreSQL server; which environment variable sets Nautobot's database host?",
     "setting", "pg"),
    ("u56-netbird-store-engine",
     "our lab VPN runs a self-hosted NetBird management server that still keeps its state in a SQLite file, and it should use db03 instead; which store setting do I change?",
     "setting", "pg"),
    ("u56-wallabag-driver",
     "the read-it-later service wallabag on the group server still uses SQLite; which value of database_driver in wallabag's parameters.yml selects PostgreSQL?",
     "value", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u56-turing-pi-power",
     "The Turing Pi 2 cluster board in the rack holds four compute modules running Linux; which tpi command powers on only node 3?",
     "command", "kernel"),
    ("u56-unifi-inform",
     "the new UniFi access point in the instrument room doesn't show up in our controller, which runs on a Linux VM; which command do I type over SSH on the access point to point it at the controller?",
     "command", "kernel"),
    ("u56-void-enable-service",
     "The old lab laptop now runs Void Linux, and sshd should start at every boot; how do I enable a service there?",
     "procedure", "kernel"),
    ("u56-thonny-interpreter",
     "the students program their microcontroller boards from the Linux PCs with Thonny; which Thonny interpreter option do they pick for a MicroPython board on /dev/ttyACM0?",
     "setting", "kernel"),
    ("u56-zwo-usb-bandwidth",
     "What is the default USB bandwidth setting of a ZWO ASI294MC Pro camera?",
     "value", "kernel"),
    ("u56-qubes-usb-attach",
     "On the Qubes OS workstation the USB oscilloscope has to be handed to the analysis qube; which qvm-usb command attaches it?",
     "command", "kernel"),
    ("u56-openbci-sample-rate",
     "the neuroscience group records with an OpenBCI Cyton board through its USB dongle on a Linux PC; at what sample rate does it stream by default?",
     "value", "kernel"),
    ("u56-opentrons-run-protocol",
     "The Opentrons OT-2 pipetting robot in the biology lab runs Linux inside; how do I run a protocol file on the OT-2 from its command line without the desktop app?",
     "procedure", "kernel"),
    ("u56-unihiker-ip",
     "What IP address does a DFRobot UNIHIKER board use on its USB network connection by default?",
     "value", "kernel"),
    ("u56-omega2-firmware",
     "the Onion Omega2 in the weather mast logger needs newer firmware, and I only have a serial console on it; which command upgrades the Omega2's firmware from its own shell?",
     "command", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

"""Fifty-second held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout52.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench,
with subjects taken only from products, tools and projects whose names start
with the letters N to Z (the other author of this round, writing at the
same time, took the other half) -- the key of NetBox's configuration.py
that takes the database host, the environment variable that points Planka
at an external database, the environment-file variables that put a Docker
Weblate on an external PostgreSQL, the environment variable with Penpot's
database URI, the pretix command that runs the database migrations, the
playbook that installs Pigsty on a node, the PostgreSQL major version
bundled with a self-hosted Sourcegraph, the config.yaml key with Red Hat
Quay's database URI, restoring an Ubicloud managed PostgreSQL to a point in
time, the database user that Taiga's docker-compose file creates; the
device tree blob for a Pine64 Quartz64 Model B, the rescue mode of a
Turris Omnia, the config-pin command for PWM on a PocketBeagle pin, the
SCPI query for a Yokogawa WT310E's active power, the kernel driver and
compatible string for a WIZnet W5500, the AT command for the PAN ID of a
Digi XBee, the USB vendor and product ID of a Tillitis TKey, the shell baud
rate of a Qorvo DWM1001, flashing a Pinecil soldering iron from a Linux PC
and the maximum sampling rate of a Vernier Go Direct temperature probe --
whose key terms were checked by grepping both corpora (the PostgreSQL 15
HTML pages raw and parsed to text, the Linux 6.1 ``.rst.txt`` sources raw
and parsed, ignoring case, whole words) to be absent or present only in
another sense without the asked-for fact ("Digi" only for the Digi
AccelePort USB serial adapters, a DVB card name and an author's mail
address, never with XBee; NetBox, Planka, Weblate, Penpot, pretix, Pigsty,
Sourcegraph, Quay, Ubicloud, Taiga, configuration.py, config.yaml,
docker-compose, Quartz64, Pine64, Turris, PocketBeagle, config-pin,
Yokogawa, WT310, WT310E, USBTMC, USB-TMC, WIZnet, W5500, XBee, Tillitis,
TKey, Qorvo, DWM1001, Pinecil, Vernier and "Go Direct" not at all). The
subjects are named in different ways on purpose: capitalised product
names (NetBox, Planka, Weblate, Penpot, Pigsty, Sourcegraph, Red Hat Quay,
Ubicloud, Taiga, Pine64, Turris Omnia, PocketBeagle, Yokogawa, WIZnet,
Digi XBee, Tillitis TKey, Qorvo, Pinecil, Vernier Go Direct), lower-case
tool, command and file names (pretix, configuration.py, config.yaml,
docker-compose, config-pin, taiga-docker), chip, board and model names
(Quartz64 Model B, WT310E, W5500, DWM1001, P1_36) and ordinary words (the
host name, the migrations, the point in time, the rescue mode, the PAN ID,
the baud rate, the firmware, the sampling rate).

Most questions (15 of the 20) are written the way a user tells the situation
first and then asks ("<what is going on at the bench, naming the product,
setting, tool or version>; <the question>?"): ids
``u52-netbox-db-host``, ``u52-planka-db-url``, ``u52-weblate-postgres``,
``u52-pretix-migrate``, ``u52-pigsty-install``, ``u52-quay-db-uri``,
``u52-ubicloud-pitr``, ``u52-taiga-db-user``, ``u52-quartz64-dtb``,
``u52-turris-rescue``, ``u52-pocketbeagle-pwm``, ``u52-wt310e-power``,
``u52-w5500-driver``, ``u52-dwm1001-baud`` and ``u52-pinecil-flash``. In
six of them the thing the documents lack is named only in the situation
part and the question part refers to it indirectly or not at all:
``u52-planka-db-url`` ("which environment variable"),
``u52-weblate-postgres`` ("which variables in the environment file"),
``u52-pigsty-install`` ("which playbook or command"),
``u52-taiga-db-user`` ("which database user"), ``u52-quartz64-dtb``
("which device tree blob") and ``u52-pinecil-flash`` ("how do I flash
them"); in the other nine it is named in the question as well. The other
five (``u52-penpot-db-uri``, ``u52-sourcegraph-pg-version``,
``u52-xbee-pan-id``, ``u52-tkey-usb-id``, ``u52-vernier-sample-rate``) are
plain one-clause questions. None repeats a topic of the earlier
unanswerable sets (``answer_unanswerable_tune``,
``answer_unanswerable_heldout`` to ``answer_unanswerable_heldout50``) or of
the other answer sets, whose builders were only grepped for each new
subject, and every subject above has no match in them; n8n, Paperless,
Vaultwarden, NocoDB, SonarQube, Synapse, Redmine, WAL-G, Zabbix,
TimescaleDB, Teleport, Stolon, Zalando, Tembo, ParadeDB, pgBackRest,
Superset, Zammad, Vikunja, OpenProject, StackGres, Percona, Nhost, Pgpool,
Siglent, Segger, Tasmota, sigrok, PulseView, OpenOCD, Quectel, Zigbee,
Thorlabs, PicoScope, Pololu, Sonoff, Shelly, Victron, Teltonika, Seeed,
SparkFun, TinkerForge, Nucleo, usbtmc and BeaglePlay, used before or too
close, were avoided. ``build_answers_unanswerable50.py`` was read as the
template for format and rules, with ``build_answers_pg52.py``,
``build_answers_kernel52.py`` and ``validate_answers.py``; the sets written
at the same time by the other author of this round (the fifty-third sets
and the fifty-first unanswerable set) were not seen. Nothing of the answer
code, of its output, of the appliance's documentation or tests, or of the
benchmark results was opened while writing it; no git command was used
for it; the questions were not run through the appliance.

Usage::

    python3 build_answers_unanswerable52.py > answer_unanswerable_heldout52.jsonl
    python3 validate_answers.py answer_unanswerable_heldout52.jsonl  # with a Python that has the appliance installed

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
    ("u52-netbox-db-host",
     "the lab's inventory of racks, patch panels and cables moved to NetBox, and its data should live on db02 rather than on the NetBox VM itself; which key of the DATABASE dictionary in NetBox's configuration.py takes the host name?",
     "setting", "pg"),
    ("u52-planka-db-url",
     "the students' kanban boards run on Planka in Docker, and the cards should be kept on db02 instead of in the postgres container that came with the compose file; which environment variable do I change?",
     "setting", "pg"),
    ("u52-weblate-postgres",
     "We translate the instrument UI with a self-hosted Weblate in Docker, and IT wants its data on the central PostgreSQL server; which variables in the environment file point it at an external database?",
     "setting", "pg"),
    ("u52-penpot-db-uri",
     "Which environment variable gives Penpot the URI of its PostgreSQL database?",
     "setting", "pg"),
    ("u52-pretix-migrate",
     "after upgrading the pretix ticket shop for our open-day lab tours, the service refuses to start until the database schema is brought up to date; which pretix command runs the database migrations?",
     "command", "pg"),
    ("u52-pigsty-install",
     "A colleague set up a fresh VM to try Pigsty as an all-in-one PostgreSQL distribution for the lab; which playbook or command do I run to install it on that node?",
     "command", "pg"),
    ("u52-sourcegraph-pg-version",
     "Which PostgreSQL major version does the bundled database of a self-hosted Sourcegraph instance run?",
     "value", "pg"),
    ("u52-quay-db-uri",
     "our container images live in a Red Hat Quay registry on the lab cluster, and its metadata should move to db02 with the other databases; which key in Quay's config.yaml holds the database URI?",
     "setting", "pg"),
    ("u52-ubicloud-pitr",
     "The shared results database runs on Ubicloud's managed PostgreSQL, and someone dropped the calibration table an hour ago; how do I restore an Ubicloud database to a point in time?",
     "procedure", "pg"),
    ("u52-taiga-db-user",
     "the project board of the chemistry group is a Taiga instance set up with taiga-docker, and I want to grant its database role read access on db02; which database user does the docker-compose file create by default?",
     "value", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u52-quartz64-dtb",
     "the Pine64 Quartz64 Model B that will run the camera logger came with a vendor image, and I want to boot a mainline kernel on it instead; which device tree blob do I point the bootloader at?",
     "setting", "kernel"),
    ("u52-turris-rescue",
     "The Turris Omnia that serves as the lab's router no longer boots after a botched kernel update; how do I get a Turris Omnia into its rescue mode to reflash it?",
     "procedure", "kernel"),
    ("u52-pocketbeagle-pwm",
     "the PocketBeagle on the test fixture should drive the cooling fan with PWM on pin P1_36; which config-pin command switches that PocketBeagle pin to PWM?",
     "command", "kernel"),
    ("u52-wt310e-power",
     "The efficiency rig logs readings from a Yokogawa WT310E power meter over USB on the Linux test PC; which SCPI query returns the WT310E's active power?",
     "command", "kernel"),
    ("u52-w5500-driver",
     "our sensor board hangs a WIZnet W5500 Ethernet chip off SPI; which kernel driver and device tree compatible string make the W5500 show up as a network interface?",
     "setting", "kernel"),
    ("u52-xbee-pan-id",
     "Which AT command sets the PAN ID of a Digi XBee radio module?",
     "command", "kernel"),
    ("u52-tkey-usb-id",
     "What USB vendor and product ID does a Tillitis TKey enumerate with?",
     "value", "kernel"),
    ("u52-dwm1001-baud",
     "The indoor-positioning demo uses Qorvo DWM1001 modules attached to the Linux gateway over UART; at which baud rate does the DWM1001 shell talk?",
     "value", "kernel"),
    ("u52-pinecil-flash",
     "the Pinecil soldering irons on the electronics bench need new firmware, and the only free machine is the Linux PC; how do I flash them over USB?",
     "procedure", "kernel"),
    ("u52-vernier-sample-rate",
     "What is the maximum sampling rate of a Vernier Go Direct temperature probe?",
     "value", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

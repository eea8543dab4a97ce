"""Fiftieth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout50.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench,
with subjects taken only from products, tools and projects whose names start
with the letters N to Z (the other author of this round, writing at the
same time, took the other half) -- the environment variable that gives
Tandoor Recipes its database host, the Zulip settings.py setting for a
remote PostgreSQL host, the config.xml keys that put Sonarr v4 on
PostgreSQL, the rundeck-config.properties property for Rundeck's
datasource URL, the key of PeerTube's production.yaml that turns on SSL
for its database, adding a read replica to a Scaleway Managed Database for
PostgreSQL, the file that configures XWiki's PostgreSQL connection, the
default port of a Vultr managed PostgreSQL database, switching
PocketBase's storage to PostgreSQL, adding an authorized IP to an OVHcloud
managed PostgreSQL; the device tree file for an NXP i.MX93 evaluation kit,
the SCPI command that sets an OWON SPE3103 supply's voltage, the raw-socket
SCPI port of a Rohde & Schwarz HMC8043, enabling the Arduino shield
interface of a Siemens SIMATIC IOT2050, the kernel driver for the camera
mezzanine of a Qualcomm RB5, the PYNQ call that loads a bitstream overlay
on a PYNQ-Z2, the picotool command that loads a UF2 onto a Raspberry Pi
Pico, the U-Boot defconfig for a Sipeed Lichee RV Dock, the sysfs file for
the Steam Deck's fan and the default I2C address of a SparkFun Qwiic
Single Relay -- whose key terms were checked by grepping both corpora
(PostgreSQL 15 HTML pages converted to text, Linux 6.1 ``.rst.txt``
sources, ignoring case) to be absent or present only inside other words
or in another sense without the asked-for fact ("owon" only inside
"Elecrowonic" in an IR keymap table, "rb5" only inside "krb5", "pico"
only as in picoseconds and the like, "valve" and "hibernate" only as
ordinary words; Tandoor, Zulip, Sonarr, Rundeck, PeerTube, Scaleway,
XWiki, Vultr, PocketBase, OVH, REMOTE_POSTGRES, i.MX93, imx93, SPE3103,
Rohde, HMC8043, SIMATIC, IOT2050, PYNQ, picotool, Sipeed, Lichee, Steam
Deck, SparkFun and Qwiic not at all). The subjects are named in different
ways on purpose: capitalised product names (Tandoor Recipes, Zulip,
Sonarr, Rundeck, PeerTube, Scaleway, XWiki, Vultr, PocketBase, OVHcloud,
NXP, OWON, Rohde & Schwarz, Siemens, Qualcomm, PYNQ, Raspberry Pi Pico,
Sipeed, Steam Deck, SparkFun), lower-case tool, setting and file names
(settings.py, config.xml, rundeck-config.properties, production.yaml,
picotool), chip, board and model names (i.MX93, SPE3103, HMC8043,
IOT2050, RB5, PYNQ-Z2, Lichee RV Dock, Qwiic Single Relay), a version
number (Sonarr v4, once) and ordinary words (the host name, the read
replica, the authorized IPs, the fan, the relay).

Most questions (15 of the 20) are written the way a user tells the situation
first and then asks ("<what is going on at the bench, naming the product,
setting, tool or version>; <the question>?"): ids
``u50-tandoor-db-host``, ``u50-zulip-remote-postgres``,
``u50-sonarr-postgres``, ``u50-rundeck-datasource``,
``u50-peertube-db-ssl``, ``u50-scaleway-read-replica``,
``u50-pocketbase-postgres``, ``u50-ovh-authorized-ip``,
``u50-imx93-evk-dtb``, ``u50-owon-spe-voltage``,
``u50-hmc8043-scpi-port``, ``u50-iot2050-arduino``,
``u50-pynq-overlay``, ``u50-pico-uf2-load`` and
``u50-steamdeck-fan``. In six of them the thing the documents lack is
named only in the situation part and the question part refers to it
indirectly or not at all: ``u50-tandoor-db-host`` ("which environment
variable"), ``u50-sonarr-postgres`` ("which keys"),
``u50-pocketbase-postgres`` ("which flag or setting"),
``u50-imx93-evk-dtb`` ("which device tree file"),
``u50-hmc8043-scpi-port`` ("which TCP port") and ``u50-pico-uf2-load``
("which command"); in the other nine it is named in the question as
well. The other five (``u50-xwiki-db-config``, ``u50-vultr-pg-port``,
``u50-rb5-camera-driver``, ``u50-lichee-uboot-defconfig``,
``u50-qwiic-relay-address``) are plain one-clause questions. None
repeats a topic of the earlier unanswerable sets
(``answer_unanswerable_tune``, ``answer_unanswerable_heldout`` to
``answer_unanswerable_heldout48``) or of the other answer sets, which were
read only for that purpose (their question words were grepped for each
new subject, and every subject above has no match in them; Neon,
PgBouncer, Supabase, Patroni, Odoo, Redash, Umami, Plausible, Nextcloud,
Zitadel, Wiki.js, Strapi, Prisma, pgvector, YugabyteDB, Xata, Windmill,
Sequelize, PostgreSQL 18, nRF52840, Orange Pi, Radxa, Saleae, Rigol,
STM32, u-blox, Yocto, OpenWrt, Proxmox, Vivado, Zephyr, Waveshare,
Raspberry Pi 5, Teensy, Pixhawk, Tektronix, Keysight, Jetson, YubiKey,
Nitrokey, StarFive and Zynq, used before or too close, were avoided);
the forty-eighth set's builder (``build_answers_unanswerable48.py``) was
read as the template for format and rules; the sets written at the same
time by the other author of this round (the fifty-first sets and the
forty-ninth unanswerable set) were not seen. Nothing of the answer code,
of its output, of the appliance's documentation or tests, or of the
benchmark results was opened while writing it; no git command was used
for it; the questions were not run through the appliance.

Usage::

    python3 build_answers_unanswerable50.py > answer_unanswerable_heldout50.jsonl
    python3 validate_answers.py answer_unanswerable_heldout50.jsonl  # with a Python that has the appliance installed

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
    ("u50-tandoor-db-host",
     "the group's collection of lab protocols runs on Tandoor Recipes in Docker, and it should use db02 instead of the database container it came with; which environment variable takes the host name?",
     "setting", "pg"),
    ("u50-zulip-remote-postgres",
     "The lab chat moved to a self-hosted Zulip server, and its data should live on db02 rather than the PostgreSQL on the chat box itself; which setting in Zulip's settings.py points it at a remote PostgreSQL host?",
     "setting", "pg"),
    ("u50-sonarr-postgres",
     "the media box in the break room runs Sonarr v4 on its SQLite file, and I'd like its data on db02 like everything else; which keys go into config.xml for that?",
     "setting", "pg"),
    ("u50-rundeck-datasource",
     "Our job scheduler is Rundeck and it still keeps its state in the embedded H2 database; which property in rundeck-config.properties sets the PostgreSQL datasource URL?",
     "setting", "pg"),
    ("u50-peertube-db-ssl",
     "the institute's lecture videos are on a PeerTube instance whose database sits on db02, and db02 now insists on encrypted connections; which key in PeerTube's production.yaml turns on SSL for the database connection?",
     "setting", "pg"),
    ("u50-scaleway-read-replica",
     "Our public sample catalogue runs against a Scaleway Managed Database for PostgreSQL, and the read traffic keeps growing; how do I add a read replica to a Scaleway managed database?",
     "procedure", "pg"),
    ("u50-xwiki-db-config",
     "Which file configures XWiki's connection to its PostgreSQL database?",
     "setting", "pg"),
    ("u50-vultr-pg-port",
     "Which port does a Vultr managed PostgreSQL database listen on by default?",
     "value", "pg"),
    ("u50-pocketbase-postgres",
     "the students built their instrument-booking backend on PocketBase, and IT wants the bookings in the lab PostgreSQL instead of a local file; which flag or setting switches its storage over?",
     "setting", "pg"),
    ("u50-ovh-authorized-ip",
     "The partner lab hosts the shared results database on OVHcloud's managed PostgreSQL, and our office can't connect; where in the OVHcloud control panel do I add our address to the authorized IPs?",
     "procedure", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u50-imx93-evk-dtb",
     "the NXP i.MX93 evaluation kit arrived for the edge-gateway project, and I want to boot our own mainline-based kernel on it; which device tree file do I use?",
     "setting", "kernel"),
    ("u50-owon-spe-voltage",
     "our burn-in script drives an OWON SPE3103 bench supply over its USB serial port from the Linux test box; which SCPI command sets the OWON's output voltage?",
     "command", "kernel"),
    ("u50-hmc8043-scpi-port",
     "the three-channel Rohde & Schwarz HMC8043 supply sits on the lab LAN, and the test script on the Linux box should send it commands over a raw socket; which TCP port does it listen on?",
     "value", "kernel"),
    ("u50-iot2050-arduino",
     "The SIMATIC IOT2050 in the pilot plant runs Siemens' Debian-based example image; how do I enable the Arduino shield interface on the IOT2050?",
     "procedure", "kernel"),
    ("u50-rb5-camera-driver",
     "Which kernel driver handles the camera mezzanine of a Qualcomm RB5 board?",
     "setting", "kernel"),
    ("u50-pynq-overlay",
     "The students' PYNQ-Z2 boards should load our own FPGA design from a Jupyter notebook; which PYNQ Python call loads a bitstream overlay?",
     "command", "kernel"),
    ("u50-pico-uf2-load",
     "the Raspberry Pi Pico that simulates the trigger box needs new firmware, and I'd rather not hold BOOTSEL and drag the UF2 file over by hand on the Linux PC; which command loads it over USB?",
     "command", "kernel"),
    ("u50-lichee-uboot-defconfig",
     "Which U-Boot defconfig builds the bootloader for a Sipeed Lichee RV Dock?",
     "setting", "kernel"),
    ("u50-steamdeck-fan",
     "a Steam Deck serves as our portable field terminal and its fan howls during long logging runs; which sysfs file controls the Steam Deck's fan speed under Linux?",
     "setting", "kernel"),
    ("u50-qwiic-relay-address",
     "What is the default I2C address of a SparkFun Qwiic Single Relay?",
     "value", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

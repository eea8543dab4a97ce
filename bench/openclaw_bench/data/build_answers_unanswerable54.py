"""Fifty-fourth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout54.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench,
with subjects taken only from products, tools and projects whose names start
with the letters N to Z (the other author of this round, writing at the
same time, took the other half) -- the option of Netdata's go.d
postgres.conf that takes the connection string, the database user a
Nominatim web frontend connects as, the trytond.conf setting that points
Tryton at PostgreSQL, the mix task that generates a Pleroma instance's
configuration and database script, the pretalx.cfg section for a
PostgreSQL database, the config key that moves a Warpgate bastion's state
off its SQLite file, the environment variable with Saleor's database URL,
the DB_DRIVER value that makes Shlink use PostgreSQL, running Rallly's
database migrations, loading the Pagila sample database; the default baud
rate of a Nextion HMI display, the odrivetool command that erases an
ODrive's configuration, setting the UART addresses of Trinamic TMC2209
stepper drivers, the IP address of a Unitree Go1's main control board,
getting a UNI-T UT61E multimeter to send its readings, the lux resolution
of a Vishay VEML7700, the GPIO pin that resets a RAK7248's LoRa
concentrator, flashing Wemos D1 mini boards with an ESP8266 from a Linux
laptop, the I2C address of an Omron D6T thermal sensor and uploading a
script to an OpenMV camera so it runs at boot -- whose key terms were
checked by grepping both corpora (the PostgreSQL 15 HTML pages raw and
parsed to text, the Linux 6.1 ``.rst.txt`` sources raw and parsed,
ignoring case, whole words) to be absent: Netdata, go.d, postgres.conf,
Nominatim, Tryton, trytond, trytond.conf, Pleroma, fediverse, pretalx,
pretalx.cfg, Warpgate, Saleor, Shlink, DB_DRIVER, Rallly, Pagila,
Nextion, ODrive, odrivetool, Trinamic, TMC2209, Unitree, Go1, UNI-T,
UT61E, Vishay, VEML7700, RAK7248, LoRa, LoRaWAN, Wemos, "D1 mini",
ESP8266, Omron, D6T, OpenMV, "OpenMV IDE" and main.py occur in neither
corpus at all. The subjects are named in different ways on purpose:
capitalised product names (Netdata, Nominatim, Tryton, Pleroma, Warpgate,
Saleor, Shlink, Rallly, Pagila, Nextion, ODrive, Trinamic, Unitree,
UNI-T, Vishay, Wemos, Omron, OpenMV), lower-case tool, command and file
names (pretalx, go.d, postgres.conf, trytond.conf, pretalx.cfg,
odrivetool, DB_DRIVER), chip, board and model names (Go1, TMC2209, UT61E,
VEML7700, RAK7248, D1 mini, ESP8266, D6T) and ordinary words (the
connection string, the web frontend, the mix task, the config key, the
migrations, the sample database, the baud rate, the UART addresses, the
IP address, the lux resolution, the reset pin, the firmware, the I2C
address).

Most questions (15 of the 20) are written the way a user tells the situation
first and then asks ("<what is going on at the bench, naming the product,
setting, tool or version>; <the question>?"): ids
``u54-netdata-postgres-dsn``, ``u54-nominatim-web-user``,
``u54-tryton-db-uri``, ``u54-pleroma-instance-gen``,
``u54-warpgate-database``, ``u54-shlink-db-driver``,
``u54-rallly-migrations``, ``u54-nextion-baud``, ``u54-odrive-erase``,
``u54-tmc2209-uart-address``, ``u54-go1-ip``, ``u54-ut61e-logging``,
``u54-rak7248-reset-pin``, ``u54-wemos-flash`` and
``u54-openmv-boot-script``. In six of them the thing the documents lack is
named only in the situation part and the question part refers to it
indirectly or not at all: ``u54-nominatim-web-user`` ("the web
frontend"), ``u54-pleroma-instance-gen`` ("which mix task"),
``u54-warpgate-database`` ("which key of its config file"),
``u54-nextion-baud`` ("does it talk"), ``u54-tmc2209-uart-address``
("their individual addresses") and ``u54-wemos-flash`` ("put new
firmware on them"); in the other nine it is named in the question as
well. The other five (``u54-pretalx-database``, ``u54-saleor-database-url``,
``u54-pagila-load``, ``u54-veml7700-resolution``, ``u54-d6t-i2c-address``)
are plain one-clause questions. None repeats a topic of the earlier
unanswerable sets (``answer_unanswerable_tune``,
``answer_unanswerable_heldout`` to ``answer_unanswerable_heldout52``) or of
the other answer sets, whose builders were only grepped for each new
subject, and every subject above has no match in them; Odoo, Nextcloud,
Supabase, pgvector, Umami, PostgREST, Hasura, Prisma, SQLAlchemy,
YugabyteDB, Patroni, PgBouncer, osm2pgsql, Peertube, Tooljet, Vikunja,
Wagtail, nRF52840, Orange Pi, Saleae, Rigol, Teensy, u-blox, Waveshare,
Sipeed, Tektronix, Keysight, Radxa, Pixhawk, Siglent, Thorlabs, Klipper,
Qwiic and Sparkfun, used before, too close, or (like Outline, Neon,
Temporal, Sensirion, Nuvoton and OpenWrt) present in a corpus, were
avoided, and the Nominatim question asks for its database user rather than
an OpenStreetMap import, which an earlier osm2pgsql row covers.
``build_answers_unanswerable52.py`` was read as the template for format
and rules, with ``build_answers_pg54.py``, ``build_answers_kernel54.py``
and ``validate_answers.py``; the sets written at the same time by the
other author of this round (the fifty-fifth sets and the fifty-third
unanswerable set) were not seen. Nothing of the answer code, of its
output, of the appliance's documentation or tests, or of the benchmark
results was opened while writing it; no git command was used for it; the
questions were not run through the appliance.

Usage::

    python3 build_answers_unanswerable54.py > answer_unanswerable_heldout54.jsonl
    python3 validate_answers.py answer_unanswerable_heldout54.jsonl  # with a Python that has the appliance installed

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
    ("u54-netdata-postgres-dsn",
     "the lab's dashboards run on Netdata, and its PostgreSQL collector should watch db02 as well; which option in Netdata's go.d postgres.conf takes the connection string?",
     "setting", "pg"),
    ("u54-nominatim-web-user",
     "We run our own Nominatim geocoder for the field-site addresses on the spare server with PostgreSQL 15; which database user does the web frontend connect as by default?",
     "value", "pg"),
    ("u54-tryton-db-uri",
     "the workshop's stock lists and invoices are moving to a Tryton server, with the data on db03; which setting in trytond.conf points Tryton at the PostgreSQL server?",
     "setting", "pg"),
    ("u54-pleroma-instance-gen",
     "The students want a small fediverse server for the institute running Pleroma, with its database on db02; which mix task generates the instance configuration and the database setup script?",
     "command", "pg"),
    ("u54-pretalx-database",
     "Which section and keys of pretalx.cfg configure a PostgreSQL database for pretalx?",
     "setting", "pg"),
    ("u54-warpgate-database",
     "access to the lab's SSH and database hosts now goes through a Warpgate bastion, and its state should live on db02 instead of the bundled SQLite file; which key of its config file do I change?",
     "setting", "pg"),
    ("u54-saleor-database-url",
     "Which environment variable gives Saleor the URL of its PostgreSQL database?",
     "setting", "pg"),
    ("u54-shlink-db-driver",
     "The short links printed on our sample labels come from a self-hosted Shlink in Docker, which still uses SQLite; which value of Shlink's DB_DRIVER variable makes it use PostgreSQL?",
     "value", "pg"),
    ("u54-rallly-migrations",
     "we schedule group meetings with a self-hosted Rallly, and after pulling a newer container the app complains that the database schema is out of date; how do I run Rallly's database migrations?",
     "procedure", "pg"),
    ("u54-pagila-load",
     "How do I load the Pagila sample database into PostgreSQL?",
     "procedure", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u54-nextion-baud",
     "The test stand's front panel is a Nextion HMI display wired to /dev/ttyS1 of the Linux box, and it only shows garbage after power-up; at which baud rate does it talk by default?",
     "value", "kernel"),
    ("u54-odrive-erase",
     "the ODrive motor controller of the rotation stage is connected to the Linux PC over USB, and its saved configuration is botched; which odrivetool command erases the ODrive's configuration?",
     "command", "kernel"),
    ("u54-tmc2209-uart-address",
     "The sample changer's axes are driven by four Trinamic TMC2209 stepper drivers sharing one UART line from the Linux controller board; how are their individual addresses set?",
     "setting", "kernel"),
    ("u54-go1-ip",
     "the institute's Unitree Go1 robot dog should be driven from a Linux laptop over Ethernet; which IP address does the Go1's main control board use?",
     "value", "kernel"),
    ("u54-ut61e-logging",
     "I want to log the readings of the UNI-T UT61E multimeter on the Linux bench PC through its USB cable; how do I get the UT61E to send its data?",
     "procedure", "kernel"),
    ("u54-veml7700-resolution",
     "What lux resolution per count does a Vishay VEML7700 give at gain 2 and 800 ms integration time?",
     "value", "kernel"),
    ("u54-rak7248-reset-pin",
     "The LoRaWAN gateway for the field sensors is a RAK7248 with its LoRa concentrator on SPI; which GPIO pin resets the RAK7248's concentrator?",
     "setting", "kernel"),
    ("u54-wemos-flash",
     "the greenhouse sensors are Wemos D1 mini boards with an ESP8266, and the only machine at hand is the Linux laptop; how do I put new firmware on them?",
     "procedure", "kernel"),
    ("u54-d6t-i2c-address",
     "What is the I2C address of an Omron D6T thermal sensor?",
     "value", "kernel"),
    ("u54-openmv-boot-script",
     "The OpenMV camera on the sorting belt shows up as a USB serial device on the Linux PC; how do I get my script onto the OpenMV camera so that it runs at boot?",
     "procedure", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

"""Fifty-eighth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout58.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench,
with subjects taken only from products, tools, projects, boards,
instruments and distributions whose names start with the letters N to Z
(the other author of this round, writing at the same time, took the other
half) -- the entry of a Traccar server's XML configuration with the
database URL, the Typebot environment variable with the database URL,
moving a wger installation from SQLite to PostgreSQL, the provider type a
Tegola tile server declares for a PostgreSQL table, the db_type value in
Sympa's sympa.conf, the Opencast key with the JDBC URL, the environment
variable with the OpenRemote manager's database host, the SOGo key for the
user-preferences table, the omero config command for a rotated database
password, moving OpenSlides' datastore to an external PostgreSQL; booting
an Olimex A64-OLinuXino from its eMMC, the serial device of the UDOO
Bolt's onboard microcontroller, the default baud rate of an Xsens
MTi-630, the PCIe slot of a ZimaBoard 832, flashing the eMMC of a NanoPi
R5S, the fuel gauge of the Novena laptop's battery board, upgrading the
bootloader of a Nitrogen8M, the udev rules file of Phidgets, the Zorin OS
tool for the NVIDIA driver and the MinKNOW setting for GPU basecalling on
an Oxford Nanopore MinION -- whose key terms were checked by grepping both
corpora (the PostgreSQL 15 HTML pages raw and parsed to text, the Linux
6.1 ``.rst.txt`` sources raw and parsed, ignoring case, whole words) to be
absent: Traccar, Typebot, wger, Tegola, TOML, "vector tiles", Sympa,
sympa.conf, db_type, Opencast, "lecture recordings", OpenRemote, SOGo,
groupware, OMERO, "omero config", microscopy, OpenSlides, datastore,
Olimex, OLinuXino, A64-OLinuXino, UDOO, "UDOO Bolt", Xsens, MTi-630,
motion-capture, ZimaBoard, "ZimaBoard 832", NanoPi, R5S, Novena,
Nitrogen8M, Phidgets, Zorin, "Zorin OS", "Oxford Nanopore", MinION,
MinKNOW and basecalling occur in neither corpus at all. The subjects are
named in different ways on purpose: capitalised product names (Traccar,
Typebot, Tegola, Sympa, Opencast, OpenRemote, SOGo, OMERO, OpenSlides,
Olimex, UDOO, Xsens, ZimaBoard, NanoPi, Novena, Phidgets, Oxford
Nanopore), lower-case tool, command and file names (wger, sympa.conf,
db_type, omero config), board, instrument and model names
(A64-OLinuXino, UDOO Bolt, MTi-630, ZimaBoard 832, R5S, Nitrogen8M,
MinION), a distribution (Zorin OS) and ordinary words (the database URL,
the database connection URL, the provider type, the JDBC URL, the
database host, the configuration key, the database password, the
external database, the eMMC, the serial device, the baud rate, the PCIe
slot, the fuel gauge chip, the bootloader, the udev rules file, the NVIDIA
driver, GPU basecalling).

Most questions (15 of the 20) are written the way a user tells the situation
first and then asks ("<what is going on at the bench, naming the product,
setting, tool or version>; <the question>?"): ids
``u58-traccar-database-url``, ``u58-typebot-database-url``,
``u58-tegola-provider``, ``u58-sympa-db-type``, ``u58-opencast-jdbc-url``,
``u58-sogo-profile-url``, ``u58-omero-db-password``,
``u58-openslides-external-db``, ``u58-olinuxino-emmc-boot``,
``u58-udoo-bolt-microcontroller``, ``u58-xsens-mti-baud``,
``u58-nanopi-r5s-flash``, ``u58-nitrogen8m-bootloader``,
``u58-phidgets-udev`` and ``u58-minion-gpu-basecalling``. In six of them
the thing the documents lack is named only in the situation part and the
question part refers to it indirectly or not at all:
``u58-traccar-database-url`` ("its XML configuration file"),
``u58-tegola-provider`` ("its TOML file"), ``u58-sogo-profile-url`` ("its
configuration file"), ``u58-olinuxino-emmc-boot`` ("the bootloader onto
the eMMC"), ``u58-xsens-mti-baud`` ("does it talk") and
``u58-nanopi-r5s-flash`` ("a newer image onto the eMMC"); in the other
nine it is named in the question as well. The other five
(``u58-wger-postgres``, ``u58-openremote-db-host``,
``u58-zimaboard-pcie``, ``u58-novena-battery-gauge``,
``u58-zorin-nvidia-driver``) are plain one-clause questions. None repeats
a topic of the earlier unanswerable sets (``answer_unanswerable_tune``,
``answer_unanswerable_heldout`` to ``answer_unanswerable_heldout56``) or
of the other answer sets, whose builders were only grepped for each new
subject, and every subject above has no match in them; Plausible,
Superset, PostGIS, OpenWrt, openSUSE, Zynq and YubiKey (present in a
corpus), Papermerge, Pixelfed, Zeppelin, Znuny, Readeck, NocoBase,
Netmaker, Radarr, openBIS, Nezha, Proxmark3 and SDRplay (too close to the
earlier Paperless, PeerTube, Jupyter, Zammad, wallabag, NocoDB, NetBird,
Sonarr, Benchling, Lichee RV, Flipper Zero and RTL-SDR rows), and Odoo,
Patroni, Zulip, Vikunja, Odroid, Orange Pi, PocketBeagle, Teensy and
Radxa (used before) were avoided; the word Bolt alone, which occurs
once in the kernel corpus, is only used with UDOO, and the upload of a
sketch to the UDOO's microcontroller, next to an earlier arduino-cli
upload row, was dropped for its serial device. JDBC, "fuel gauge" and
"mailing lists", which occur in a corpus, appear only as ordinary words.
``build_answers_unanswerable56.py`` was read as the template for format
and rules, with ``build_answers_pg58.py``, ``build_answers_kernel58.py``
and ``validate_answers.py``; the sets written at the same time by the
other author of this round (the fifty-ninth sets and the fifty-seventh
unanswerable set) were not seen. Nothing of the answer code, of its
output, of the appliance's documentation or tests, or of the benchmark
results was opened while writing it; no git command was used for it; the
questions were not run through the appliance.

Usage::

    python3 build_answers_unanswerable58.py > answer_unanswerable_heldout58.jsonl
    python3 validate_answers.py answer_unanswerable_heldout58.jsonl  # with a Python that has the appliance installed

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
    ("u58-traccar-database-url",
     "The field team's GPS trackers report to a Traccar server that still keeps everything in its built-in database, and it should move to db02; which entry in its XML configuration file holds the database URL?",
     "setting", "pg"),
    ("u58-typebot-database-url",
     "the outreach office built its enquiry chatbot with Typebot and wants its data on our PostgreSQL server; which Typebot environment variable takes the database connection URL?",
     "setting", "pg"),
    ("u58-wger-postgres",
     "How do I switch a wger installation from SQLite to PostgreSQL?",
     "procedure", "pg"),
    ("u58-tegola-provider",
     "The geo group serves vector tiles of our sampling sites with Tegola, straight from the sites table on db03; which provider type do I declare in its TOML file for that?",
     "setting", "pg"),
    ("u58-sympa-db-type",
     "the institute's mailing lists run on Sympa, and its list database should move from SQLite to db02; which value of db_type in sympa.conf selects PostgreSQL?",
     "value", "pg"),
    ("u58-opencast-jdbc-url",
     "The lecture recordings of the department are managed with Opencast, which should now use our PostgreSQL server instead of its default database; which Opencast configuration key sets the JDBC URL?",
     "setting", "pg"),
    ("u58-openremote-db-host",
     "Which environment variable points the OpenRemote manager at an external PostgreSQL host?",
     "setting", "pg"),
    ("u58-sogo-profile-url",
     "our groupware is SOGo, and the user preferences should be kept in a table on db02 next to the address books; which key in its configuration file takes that table's URL?",
     "setting", "pg"),
    ("u58-omero-db-password",
     "The microscopy facility stores image metadata with OMERO in PostgreSQL, and the database password was just rotated; which omero config command sets the new password?",
     "command", "pg"),
    ("u58-openslides-external-db",
     "the faculty council votes with OpenSlides, and its datastore should use the central PostgreSQL on db03 rather than the bundled container; how do I move OpenSlides to an external database?",
     "procedure", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u58-olinuxino-emmc-boot",
     "The Olimex A64-OLinuXino in the greenhouse logger boots Linux from an SD card, and it should boot from its onboard eMMC instead; how do I get the bootloader onto the eMMC?",
     "procedure", "kernel"),
    ("u58-udoo-bolt-microcontroller",
     "the robotics group's UDOO Bolt runs Linux and drives its servos through the microcontroller on the board; under which serial device does the UDOO Bolt's onboard microcontroller show up in Linux?",
     "value", "kernel"),
    ("u58-xsens-mti-baud",
     "Our motion-capture rig streams orientation data from an Xsens MTi-630 into a Linux PC over its USB serial adapter; at what baud rate does it talk by default?",
     "value", "kernel"),
    ("u58-zimaboard-pcie",
     "Which PCIe generation and lane width does the expansion slot of a ZimaBoard 832 provide?",
     "value", "kernel"),
    ("u58-nanopi-r5s-flash",
     "A NanoPi R5S routes the test network in the instrument hall and runs the vendor's image from eMMC; how do I flash a newer image onto the eMMC without opening the case?",
     "procedure", "kernel"),
    ("u58-novena-battery-gauge",
     "Which fuel gauge chip sits on the battery board of the Novena open laptop?",
     "value", "kernel"),
    ("u58-nitrogen8m-bootloader",
     "the camera prototype is built on a Nitrogen8M board, and we got a newer bootloader from the vendor on an SD card; which command upgrades the Nitrogen8M's bootloader from that file?",
     "command", "kernel"),
    ("u58-phidgets-udev",
     "The climate chamber reads its temperatures through Phidgets USB interface boards on a Linux PC, and only root can open them; which udev rules file do Phidgets provide so ordinary users get access?",
     "setting", "kernel"),
    ("u58-zorin-nvidia-driver",
     "Which Zorin OS tool installs the proprietary NVIDIA driver on the visualisation PC?",
     "command", "kernel"),
    ("u58-minion-gpu-basecalling",
     "the genomics group runs an Oxford Nanopore MinION from a Linux workstation with an NVIDIA card; which MinKNOW setting turns on GPU basecalling for the MinION runs?",
     "setting", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

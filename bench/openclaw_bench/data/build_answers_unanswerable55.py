"""Fifty-fifth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout55.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench,
with subjects taken only from products, tools, projects, boards and
distributions whose names start with a letter from A to M (the other author
of this round took N to Z) -- the part of Dendrite's configuration that
holds its PostgreSQL connection string, the GlitchTip setting for how long
events are kept, the DATABASE_ADAPTER value that puts Huginn on PostgreSQL,
the script that updates an Invidious database schema, the Logto command that
seeds its database, the PostgreSQL version Lightdash requires, the task that
runs InvenTree's migrations, the extensions a ChirpStack v4 database needs,
the variable that gives Keila its database URL, the key that holds
Docspell's JDBC URL; adding a kernel boot parameter on ChimeraOS, the module
option GalliumOS suggests for a touchpad that dies after suspend, the file
on a LibreELEC stick that takes extra kernel options, the kernel patches
Kali NetHunter needs for wireless injection, the kernel Deepin 23 ships, the
CoolerControl service the GUI needs, the SoC of a Kobol Helios64, the SoC of
the Cubieboard 2, the overlay Adafruit uses for its PiTFT 2.8", the SoC of
the Kindle Paperwhite 4 -- whose key terms were checked by grepping both
corpora (PostgreSQL 15 HTML pages and Linux 6.1 ``.rst.txt`` sources, the
raw files and the appliance parser's text of them, ignoring case, as whole
words) to be absent (Dendrite, homeserver, GlitchTip, Huginn,
DATABASE_ADAPTER, Invidious, Logto, Lightdash, InvenTree, ChirpStack,
LoRaWAN, Keila, Docspell, ChimeraOS, GalliumOS, LibreELEC, Kali, NetHunter,
Deepin, CoolerControl, Kobol, Helios64, Cubieboard, Adafruit, PiTFT, Kindle
and Paperwhite not at all; Coder, which a kernel codec page uses as a word,
was dropped as a subject, Chromebook, which the ChromeOS pages of the
kernel use, was left out of the GalliumOS question (as were Celeron and the AIO
pump of the CoolerControl one, which hwmon pages name), YouTube, named once on a
kernel introduction page, out of the Invidious one, and YAML, which both
corpora use, out of the Dendrite one; the Mecha Comet was dropped because
Comet turns up as Comet Lake on the i2c-i801 page), and checked against the
questions of every earlier set (the builders
``build_answers_unanswerable2.py`` to ``build_answers_unanswerable54.py``,
their ``answer_unanswerable_*.jsonl`` files and the answerable sets were
grepped for each subject name; Authentik, Chatwoot, Discourse, Forgejo,
Gitea, Joplin, Kong, Lemmy, Listmonk, Mastodon, Miniflux, Airflow,
Budibase, Concourse, Dagster, HedgeDoc, Infisical, Kestra, Mattermost,
Asahi, Alpine, BeagleBone, Bazzite, CachyOS, EndeavourOS, Framework,
Gentoo, Khadas, Manjaro, Librem, Jetson, Kobo and a few more were dropped because earlier sets had asked about them; the
fifty-sixth unanswerable set and the fifty-eighth sets of this round,
written at the same time by another author, were not seen), so that none
repeats an earlier subject. The subjects are named in different ways on
purpose: capitalised product names (Dendrite, GlitchTip, Huginn,
Invidious, Logto, Lightdash, InvenTree, ChirpStack, Keila, Docspell,
ChimeraOS, GalliumOS, LibreELEC, Deepin, CoolerControl, Kindle Paperwhite),
names with a maker (Kali NetHunter, Kobol Helios64, Adafruit PiTFT 2.8"),
a board name with a number (Cubieboard 2), acronyms and variable names
(SoC, DATABASE_ADAPTER, JDBC, LoRaWAN) and ordinary words (the chat
homeserver, the reading group's video front end, the parts store, the
newsletter, the open-day demo PC, the seminar-room media PC, the
raw-data archive).

Most questions (15 of the 20) are written the way a user tells the
situation first and then asks ("<what is going on at the bench, naming the
product, setting, tool or version>; <the question>?"): ids
``u55-dendrite-connection-string``, ``u55-glitchtip-retention``,
``u55-invidious-schema-update``, ``u55-logto-seed``,
``u55-inventree-migrations``, ``u55-chirpstack-extensions``,
``u55-keila-database-url``, ``u55-docspell-jdbc-url``,
``u55-chimeraos-kernel-parameter``, ``u55-galliumos-touchpad``,
``u55-libreelec-boot-options``, ``u55-coolercontrol-service``,
``u55-helios64-soc``, ``u55-adafruit-pitft-overlay`` and
``u55-kindle-paperwhite-soc``. In six of them the thing the documents lack
is named only in the situation part and the question part refers to it
indirectly: ``u55-dendrite-connection-string`` ("its configuration
file"), ``u55-invidious-schema-update`` ("that database's schema"),
``u55-chirpstack-extensions`` ("that database"),
``u55-docspell-jdbc-url`` ("both of them"), ``u55-galliumos-touchpad``
("that distribution's wiki") and ``u55-helios64-soc`` ("that box"); in the
other nine it is named in the question as well (in
``u55-kindle-paperwhite-soc`` only there, after a situation told in
ordinary words). The other five
(``u55-huginn-database-adapter``, ``u55-lightdash-postgres-version``,
``u55-kali-nethunter-patches``, ``u55-deepin-kernel-version``,
``u55-cubieboard2-soc``) are plain questions without a situation.

The fifty-third set's builder (``build_answers_unanswerable53.py``) was read
as a template for format and rules. Nothing of the answer code, of its search
or answer output, of the appliance's documentation or tests, or of the
benchmark results was opened while writing it; no git command was used; the
questions were not run through the appliance.

Usage::

    python3 build_answers_unanswerable55.py > answer_unanswerable_heldout55.jsonl
    python3 validate_answers.py answer_unanswerable_heldout55.jsonl  # with a Python that has the appliance installed

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
    # --- PostgreSQL-flavoured ------------------------------------------
    ("u55-dendrite-connection-string",
     "We're trying Dendrite as the chat homeserver for the lab, with its database on lab-pg2 instead of SQLite; in which part of its configuration file does the PostgreSQL connection string go?",
     "setting", "pg"),
    ("u55-glitchtip-retention",
     "GlitchTip collects the exceptions of our lab web apps in PostgreSQL, and its events table keeps growing; which GlitchTip setting says for how many days events are kept?",
     "setting", "pg"),
    ("u55-huginn-database-adapter",
     "Which DATABASE_ADAPTER value makes Huginn use PostgreSQL?",
     "value", "pg"),
    ("u55-invidious-schema-update",
     "The reading group's private video front end is an Invidious instance whose database lives on lab-pg1, and after the upgrade it complains about missing columns; which script brings that database's schema up to date?",
     "command", "pg"),
    ("u55-logto-seed",
     "We're setting up Logto as the sign-in service for the lab portal, on our own PostgreSQL 15; which Logto CLI command seeds its database?",
     "command", "pg"),
    ("u55-lightdash-postgres-version",
     "Which PostgreSQL version does Lightdash require for its own application database?",
     "value", "pg"),
    ("u55-inventree-migrations",
     "The parts store tracks its stock in InvenTree on lab-pg2, and since the update the web interface shows server errors; which task of InvenTree's task runner applies its database migrations?",
     "command", "pg"),
    ("u55-chirpstack-extensions",
     "Our LoRaWAN soil sensors report through a ChirpStack v4 server that keeps its data in the PostgreSQL on lab-pg1; which extensions have to be created in that database first?",
     "value", "pg"),
    ("u55-keila-database-url",
     "The group's newsletter goes out through a self-hosted Keila instance; which environment variable gives Keila its PostgreSQL connection URL?",
     "setting", "pg"),
    ("u55-docspell-jdbc-url",
     "Scanned supplier invoices are indexed by Docspell, whose REST server and job executor both use the PostgreSQL on lab-pg1; which configuration key holds the JDBC URL for both of them?",
     "setting", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u55-chimeraos-kernel-parameter",
     "The open-day gaming demo PC runs ChimeraOS with its read-only system image, and the controller dongle needs an extra boot option; how do I add a kernel boot parameter on ChimeraOS?",
     "procedure", "kernel"),
    ("u55-galliumos-touchpad",
     "An old 11-inch laptop in the teaching lab runs GalliumOS, and its touchpad is dead after every suspend; which kernel module option does that distribution's wiki suggest for it?",
     "setting", "kernel"),
    ("u55-libreelec-boot-options",
     "The media PC in the seminar room runs LibreELEC from a USB stick; in which file on the LibreELEC stick do I add extra kernel command-line options?",
     "setting", "kernel"),
    ("u55-kali-nethunter-patches",
     "Which kernel patches does Kali NetHunter need on a phone for Wi-Fi packet injection?",
     "value", "kernel"),
    ("u55-deepin-kernel-version",
     "Which kernel version does Deepin 23 ship by default?",
     "value", "kernel"),
    ("u55-coolercontrol-service",
     "CoolerControl manages the liquid cooler's pump and the fans of the render box, but its window shows no devices; which CoolerControl service has to be running for the GUI to see them?",
     "value", "kernel"),
    ("u55-helios64-soc",
     "We inherited a Kobol Helios64 for the raw-data archive and want to run a mainline kernel on it; which SoC is in that box?",
     "value", "kernel"),
    ("u55-cubieboard2-soc",
     "Which SoC is on the Cubieboard 2?",
     "value", "kernel"),
    ("u55-adafruit-pitft-overlay",
     "The status display of the climate chamber is an Adafruit PiTFT 2.8\" touchscreen on a single-board computer; which device tree overlay does Adafruit use for the PiTFT?",
     "setting", "kernel"),
    ("u55-kindle-paperwhite-soc",
     "We'd like to reuse old e-readers as door signs for the lab rooms and look at running our own kernel on them; which SoC does the Kindle Paperwhite 4 use?",
     "value", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

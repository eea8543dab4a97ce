"""Fifty-seventh held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout57.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench,
with subjects taken only from products, tools, projects, boards, instruments
and distributions whose names start with a letter from A to M (the other
author of this round took N to Z) -- the .env variable that gives Dify its
database host, the DB_CONNECTION value that puts Firefly III on PostgreSQL,
the DB value that does the same for a self-hosted Healthchecks, the flag
that gives Memos a PostgreSQL driver, the database type Focalboard's
config.json expects for PostgreSQL, the variable that points Grist at a
PostgreSQL home database, where the DDL script of Kill Bill comes from, the
variable that moves Label Studio off SQLite, the mlflow server option for
the backend store URI, the setting that gives Bugsink its database URL; the
kernel Linux Mint 22 ships, the Kubuntu settings tool for booting the
previous kernel, the kernel flavours Mageia 9 offers, the repository
AlmaLinux suggests for mainline kernels, the file on a Batocera stick that
takes extra kernel parameters, the Lakka menu for network file sharing, the
Keithley 2450 menu that sets the command set of its USB port, the
LimeSuite command that updates a LimeSDR Mini's gateware, the USB-to-serial
chip of the M5Stack CoreS3, the SoC of the BigTreeTech CB1 -- whose key
terms were checked by grepping both corpora (PostgreSQL 15 HTML pages and
Linux 6.1 ``.rst.txt`` sources, the raw files and the appliance parser's
text of them, ignoring case, as whole words) to be absent (Dify, Firefly
III, DB_CONNECTION, Healthchecks, Memos, Focalboard, Grist, Kill Bill,
Label Studio, MLflow, backend-store-uri, Bugsink, Linux Mint, Kubuntu,
Mageia, AlmaLinux, ELRepo, Batocera, Lakka, Keithley, LimeSDR, LimeSuite,
gateware, M5Stack, CoreS3, BigTreeTech and CB1 not at all; SCPI, which two
kernel pages use, was left out of the Keithley question, Core2, which the
kernel docs use for Intel's Core2, decided the M5Stack board in favour of
the CoreS3, SSH and Samba were kept out of the Lakka question, and the word
dbtype, which an earlier Moodle question used, out of the Focalboard one;
ordinary words such as expense, annotation and gamepad, which the corpora
use, carry no subject), and checked against the questions of every earlier
set (the builders ``build_answers_unanswerable2.py`` to
``build_answers_unanswerable56.py``, their ``answer_unanswerable_*.jsonl``
files and the answerable sets were grepped for each subject name; Baserow,
Cal.com, Directus, Etherpad, Immich, Akkoma, Linkwarden, Mealie, Authelia,
Formbricks, Gatus, Kanboard, Langfuse, Lago, Metabase, Keycloak, Hasura,
Grafana, Jira, GitLab, MNT Reform, Milk-V, LicheePi, Le Potato, Clear
Linux, Garuda, Bottlerocket, Flatcar, DietPi, Endless OS, ClockworkPi,
Analog Discovery, GL.iNet, Beelink, Minisforum, Glasgow, Ettus, Fairphone,
Banana Pi, Armbian, LattePanda, Anbernic, AYANEO, Luckfox, Klipper, Deepin
and Manjaro were dropped because earlier sets had asked about them; the
fifty-eighth unanswerable set and the sixtieth sets of this round, written
at the same time by another author, were not seen -- only their ids were
read, for the uniqueness check), so that none repeats an earlier subject.
The subjects are named in different ways on purpose: capitalised product
names (Dify, Healthchecks, Memos, Focalboard, Grist, MLflow, Bugsink,
Kubuntu, Mageia, AlmaLinux, Batocera, Lakka), names with a version or a
model (Firefly III, Linux Mint 22, Mageia 9, AlmaLinux 9, Keithley 2450,
LimeSDR Mini, M5Stack CoreS3, BigTreeTech CB1), two-word names (Kill Bill,
Label Studio), acronyms and variable names (SoC, DB_CONNECTION, LLM, .env)
and ordinary words (the lab wiki's assistant, the group's expense tracker,
the core facility's billing, the seminar-room laptop, the open-day cabinet,
the coffee-room console, the probe station, the radio bench, the workshop's
3D printer).

Most questions (15 of the 20) are written the way a user tells the
situation first and then asks ("<what is going on at the bench, naming the
product, setting, tool or version>; <the question>?"): ids
``u57-dify-db-host``, ``u57-firefly-iii-db-connection``,
``u57-memos-driver``, ``u57-focalboard-postgres-type``,
``u57-kill-bill-ddl``, ``u57-label-studio-postgres``,
``u57-mlflow-backend-store``, ``u57-kubuntu-previous-kernel``,
``u57-mageia-kernel-flavours``, ``u57-almalinux-mainline-kernel``,
``u57-batocera-kernel-parameter``, ``u57-lakka-file-sharing``,
``u57-keithley-2450-usb``, ``u57-limesdr-gateware`` and
``u57-bigtreetech-cb1-soc``. In six of them the thing the documents lack
is named only in the situation part and the question part refers to it
indirectly: ``u57-dify-db-host`` ("that stack's .env file"),
``u57-memos-driver`` ("that program"), ``u57-kill-bill-ddl`` ("its
schema"), ``u57-kubuntu-previous-kernel`` ("that distribution's system
settings"), ``u57-batocera-kernel-parameter`` ("that stick") and
``u57-keithley-2450-usb`` ("that instrument"); in the other nine it is
named in the question as well (in ``u57-bigtreetech-cb1-soc`` the board is
named in both parts, after a situation told in ordinary words). The other
five (``u57-healthchecks-db``, ``u57-grist-home-db``,
``u57-bugsink-database-url``, ``u57-linux-mint-kernel``,
``u57-m5stack-cores3-usb-serial``) are plain questions without a
situation.

The fifty-fifth set's builder (``build_answers_unanswerable55.py``) was read
as a template for format and rules. Nothing of the answer code, of its search
or answer output, of the appliance's documentation or tests, or of the
benchmark results was opened while writing it; no git command was used; the
questions were not run through the appliance.

Usage::

    python3 build_answers_unanswerable57.py > answer_unanswerable_heldout57.jsonl
    python3 validate_answers.py answer_unanswerable_heldout57.jsonl  # with a Python that has the appliance installed

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
    ("u57-dify-db-host",
     "The summer students set up Dify as the LLM app builder behind the lab wiki's assistant, with its metadata on lab-pg2 instead of the bundled database container; which variable in that stack's .env file holds the database host?",
     "setting", "pg"),
    ("u57-firefly-iii-db-connection",
     "The group's shared expense tracker runs on Firefly III, and we want its data on the PostgreSQL server db02 rather than MySQL; which DB_CONNECTION value does Firefly III need for that?",
     "value", "pg"),
    ("u57-healthchecks-db",
     "Which value of the DB environment variable makes a self-hosted Healthchecks instance use PostgreSQL?",
     "value", "pg"),
    ("u57-memos-driver",
     "We keep quick bench notes in a self-hosted Memos instance and want to move it from its SQLite file onto lab-pg1; which command-line flag tells that program to use PostgreSQL as its driver?",
     "setting", "pg"),
    ("u57-focalboard-postgres-type",
     "The cryo group's project boards live in Focalboard, and its config.json should point at our PostgreSQL server; which database type value does Focalboard expect there for PostgreSQL?",
     "value", "pg"),
    ("u57-grist-home-db",
     "Which environment variable points a self-hosted Grist at a PostgreSQL home database?",
     "setting", "pg"),
    ("u57-kill-bill-ddl",
     "The core facility bills instrument hours with Kill Bill, and we're installing it against PostgreSQL 15 on db03; where do I get the DDL script that creates its schema?",
     "procedure", "pg"),
    ("u57-label-studio-postgres",
     "The imaging group annotates microscope images in Label Studio, and its SQLite file has grown to several gigabytes; which environment variable switches Label Studio to PostgreSQL?",
     "setting", "pg"),
    ("u57-mlflow-backend-store",
     "Our machine-learning experiments are tracked by an MLflow tracking server, and the runs should be stored in PostgreSQL on lab-pg2; which mlflow server option sets the backend store URI?",
     "setting", "pg"),
    ("u57-bugsink-database-url",
     "Which setting gives Bugsink its PostgreSQL database URL?",
     "setting", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u57-linux-mint-kernel",
     "Which kernel version does Linux Mint 22 ship with?",
     "value", "kernel"),
    ("u57-kubuntu-previous-kernel",
     "The seminar-room laptop runs Kubuntu 24.04, and since the last update its Wi-Fi card is gone; which tool in that distribution's system settings lets me make the previous kernel the default boot entry?",
     "procedure", "kernel"),
    ("u57-mageia-kernel-flavours",
     "The old student PCs run Mageia 9, and the capture card would like a low-latency kernel; which kernel flavour packages does Mageia offer besides the desktop one?",
     "value", "kernel"),
    ("u57-almalinux-mainline-kernel",
     "The cluster head node runs AlmaLinux 9, and a vendor driver needs a newer kernel than the distribution's; which repository does AlmaLinux suggest for mainline kernels?",
     "value", "kernel"),
    ("u57-batocera-kernel-parameter",
     "The open-day retro gaming cabinet boots Batocera from a USB stick, and the arcade encoder needs an extra kernel parameter; in which file on that stick do I put it?",
     "setting", "kernel"),
    ("u57-lakka-file-sharing",
     "The coffee-room console runs Lakka on a spare mini PC, and I want to copy its kernel log off over the network; in which Lakka menu do I switch on network file sharing?",
     "procedure", "kernel"),
    ("u57-keithley-2450-usb",
     "The Keithley 2450 source meter on the probe station should be driven from the Linux PC over its rear USB port; which menu on that instrument selects the command set the USB port speaks?",
     "procedure", "kernel"),
    ("u57-limesdr-gateware",
     "The LimeSDR Mini on the radio bench isn't recognised properly since the host update; which LimeSuite command updates the LimeSDR's gateware?",
     "command", "kernel"),
    ("u57-m5stack-cores3-usb-serial",
     "Which USB-to-serial chip does the M5Stack CoreS3 use?",
     "value", "kernel"),
    ("u57-bigtreetech-cb1-soc",
     "The workshop's 3D printer got a new compute module that runs Linux, a BigTreeTech CB1, and we'd like to build our own kernel for it; which SoC is on the BigTreeTech CB1?",
     "value", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

"""Fifty-first held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout51.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench,
with subjects taken only from products, tools and projects whose names start
with a letter from A to M (the other author of this round took N to Z) --
the Activiti engine property that creates or upgrades its tables, the
environment variable that puts Apicurio Registry's storage into PostgreSQL,
the max_prepared_transactions value Bonita requires, the concourse web flag
for the PostgreSQL host, the Dokku command that creates a PostgreSQL
service, the database type Etherpad needs for PostgreSQL, how Gatus keeps
its results in PostgreSQL, the databases Lidarr needs, the oldest
PostgreSQL release LimeSurvey 6 supports, the Meltano command that adds
tap-postgres; the bcachefs command for a two-replica filesystem, the
bpftune tuner for TCP buffer sizes, the systemd service LACT needs, the
microcontroller on the LattePanda Sigma, the kernel module of the Axelera
Metis card, the SoC of the Anbernic RG35XX Plus, adding a module to the
initramfs on EndeavourOS, Garuda Linux's default kernel, what LKRG's
pint_enforce controls, the Inspektor Gadget command that traces process
executions -- whose key terms were checked by grepping both corpora
(PostgreSQL 15 HTML pages and Linux 6.1 ``.rst.txt`` sources, the raw files
and the appliance parser's text of them, ignoring case, as whole words) to
be absent (Activiti, databaseSchemaUpdate, Apicurio, "Apicurio Registry",
Bonita, Bonitasoft, Concourse, "concourse web", Dokku, Etherpad, dbType,
Gatus, Lidarr, LimeSurvey, Meltano, tap-postgres, bcachefs, bpftune, LACT,
LattePanda, "LattePanda Sigma", Axelera, Metis, "Metis M.2", Anbernic,
RG35XX, "RG35XX Plus", EndeavourOS, Garuda, "Garuda Linux", LKRG,
pint_enforce, Inspektor and "Inspektor Gadget" not at all), and checked
against the questions of every earlier set (the builders
``build_answers_unanswerable2.py`` to ``build_answers_unanswerable50.py``
and the answerable builders were grepped for each subject name; a Lenovo
Legion handheld was dropped because an earlier set asked about a Lenovo
Legion laptop; the fifty-second unanswerable set and the fifty-fourth sets
of this round, written at the same time by another author, were not seen),
so that none repeats an earlier subject. The subjects are named in
different ways on purpose: capitalised product names (Activiti, Apicurio
Registry, Bonita, Dokku, Etherpad, Gatus, Lidarr, LimeSurvey, Meltano,
LACT, LattePanda Sigma, Axelera Metis, Anbernic RG35XX Plus, EndeavourOS,
Garuda Linux, LKRG, Inspektor Gadget), lower-case tool and command names
(concourse web, bcachefs, bpftune, tap-postgres), acronyms (NVMe, GPIO,
TCP, SoC, LIMS, M.2) and ordinary words (the sample-approval workflows, the shared
lab notebook, the vision PC for the inspection camera).

Most questions (15 of the 20) are written the way a user tells the
situation first and then asks ("<what is going on at the bench, naming the
product, setting, tool or version>; <the question>?"): ids
``u51-activiti-schema-update``, ``u51-apicurio-storage``,
``u51-bonita-prepared-transactions``, ``u51-dokku-postgres-service``,
``u51-etherpad-database-type``, ``u51-lidarr-databases``,
``u51-limesurvey-min-pg``, ``u51-bcachefs-two-replicas``,
``u51-bpftune-tcp-buffers``, ``u51-lact-service``,
``u51-lattepanda-microcontroller``, ``u51-axelera-metis-module``,
``u51-endeavouros-initramfs-module``, ``u51-lkrg-pint-enforce`` and
``u51-inspektor-gadget-exec``. In six of them the thing the documents lack
is named only in the situation part and the question part refers to it
indirectly or not at all: ``u51-apicurio-storage`` ("that storage
backend"), ``u51-dokku-postgres-service`` ("there"),
``u51-etherpad-database-type`` ("its settings file"),
``u51-bpftune-tcp-buffers`` ("its tuners"),
``u51-lattepanda-microcontroller`` ("the board") and
``u51-axelera-metis-module`` ("the card"); in the other nine it is named in
the question as well. The other five (``u51-concourse-postgres-host``,
``u51-gatus-postgres-storage``, ``u51-meltano-tap-postgres``,
``u51-anbernic-rg35xx-soc``, ``u51-garuda-default-kernel``) are plain
questions without a situation.

The forty-ninth set's builder (``build_answers_unanswerable49.py``) was read
as a template for format and rules. Nothing of the answer code, of its search
or answer output, of the appliance's documentation or tests, or of the
benchmark results was opened while writing it; no git command was used; the
questions were not run through the appliance.

Usage::

    python3 build_answers_unanswerable51.py > answer_unanswerable_heldout51.jsonl
    python3 validate_answers.py answer_unanswerable_heldout51.jsonl  # with a Python that has the appliance installed

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
    ("u51-activiti-schema-update",
     "Our sample-approval workflows run on an Activiti engine that keeps its tables in the lab's PostgreSQL 15; which Activiti engine property makes it create or upgrade those tables at start-up?",
     "setting", "pg"),
    ("u51-apicurio-storage",
     "The instrument team runs Apicurio Registry for the Avro schemas of the sensor messages and wants the artifacts kept in our PostgreSQL instead of in memory; which environment variable selects that storage backend?",
     "setting", "pg"),
    ("u51-bonita-prepared-transactions",
     "IT wants to run Bonita for the purchase-approval processes with db02 as its database; what value of max_prepared_transactions does Bonita require on PostgreSQL?",
     "value", "pg"),
    ("u51-concourse-postgres-host",
     "Which flag of concourse web sets the host of its PostgreSQL database?",
     "setting", "pg"),
    ("u51-dokku-postgres-service",
     "The small web front end for the sample database is deployed with Dokku on the old lab server and needs a PostgreSQL of its own; which command creates the database service there?",
     "command", "pg"),
    ("u51-etherpad-database-type",
     "The shared lab notebook runs on Etherpad and still keeps its pads in the default file database; which database type do I put into its settings file so the pads go to PostgreSQL?",
     "setting", "pg"),
    ("u51-gatus-postgres-storage",
     "How do I configure Gatus to keep its endpoint results in PostgreSQL?",
     "procedure", "pg"),
    ("u51-lidarr-databases",
     "We'd like Lidarr on the media PC to use the lab's PostgreSQL server instead of SQLite; which databases does Lidarr need created beforehand?",
     "value", "pg"),
    ("u51-limesurvey-min-pg",
     "The feedback surveys for the LIMS rollout should run on LimeSurvey 6 with our PostgreSQL cluster; what is the oldest PostgreSQL version LimeSurvey 6 supports?",
     "value", "pg"),
    ("u51-meltano-tap-postgres",
     "Which Meltano command adds the tap-postgres extractor to a project?",
     "command", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u51-bcachefs-two-replicas",
     "I'm trying bcachefs on the two spare disks of the build server, /dev/sdb and /dev/sdc, and every extent should be stored twice; what bcachefs command formats them that way?",
     "command", "kernel"),
    ("u51-bpftune-tcp-buffers",
     "We run bpftune on the data-transfer host so the kernel's network settings tune themselves under load; which of its tuners adjusts the TCP buffer sizes?",
     "value", "kernel"),
    ("u51-lact-service",
     "The GPU test box uses LACT to set the fan curve and power limit of its Radeon card; which systemd service must be enabled for LACT to apply them?",
     "setting", "kernel"),
    ("u51-lattepanda-microcontroller",
     "We're evaluating a LattePanda Sigma as a bench controller that also has to drive some GPIO lines; which microcontroller sits on the board for that?",
     "value", "kernel"),
    ("u51-axelera-metis-module",
     "An Axelera Metis M.2 accelerator is going into the vision PC for the inspection camera; which kernel module does the card need?",
     "value", "kernel"),
    ("u51-anbernic-rg35xx-soc",
     "Which SoC does the Anbernic RG35XX Plus use?",
     "value", "kernel"),
    ("u51-endeavouros-initramfs-module",
     "After installing EndeavourOS on the logging laptop I need the NVMe RAID module inside the initramfs; how do I add a module to the initramfs on EndeavourOS?",
     "procedure", "kernel"),
    ("u51-garuda-default-kernel",
     "Which kernel flavour does Garuda Linux install by default?",
     "value", "kernel"),
    ("u51-lkrg-pint-enforce",
     "Security wants LKRG loaded on the shared analysis server; what does LKRG's pint_enforce setting control?",
     "definition", "kernel"),
    ("u51-inspektor-gadget-exec",
     "The Kubernetes nodes of the data pipeline keep starting processes nobody can explain; which Inspektor Gadget command traces new process executions on them?",
     "command", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

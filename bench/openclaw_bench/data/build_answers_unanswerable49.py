"""Forty-ninth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout49.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench,
with subjects taken only from products, tools and projects whose names start
with a letter from A to M (the other author of this round took N to Z) --
the default port of Dolt's sql-server, the EdgeDB command that creates a
migration, the FerretDB flag for the PostgreSQL URL, the schemas Mathesar
installs, the PostgreSQL connection of the Malloy extension, the Lago
environment variable for the database URL, the Langfuse environment
variable for the connection string, the Documenso migration command, the
oldest PostgreSQL release Formbricks supports, the Activepieces environment
variable for the PostgreSQL host; the display panel of the ClockworkPi
uConsole, the clr-boot-manager folder for command-line snippets on Clear
Linux, the kernel package flavours of Chimera Linux, the genkernel option
for LVM, the fan driver of the GPD Win Mini, the cellular modem of the
Purism Librem 5, the Wi-Fi chip of the Mango Pi MQ-Pro, the e-paper
controller of the Kobo Libra 2, the default TDP of the MSI Claw, the way
Bazzite adds kernel arguments -- whose key terms were checked by grepping
both corpora (PostgreSQL 15 HTML pages, Linux 6.1 ``.rst.txt`` sources,
ignoring case, as whole words) to be absent (Dolt, EdgeDB, FerretDB,
Mathesar, Malloy, Lago, Langfuse, Documenso, Formbricks, Activepieces,
ClockworkPi, uConsole, clr-boot-manager, Chimera, genkernel, GPD, Librem,
Mango, Kobo, "MSI Claw", Bazzite and rpm-ostree not at all), and checked
against the questions of every earlier set (leaving out the fiftieth
unanswerable set and the fifty-second sets of this round, written at the
same time by another author and not seen), so that none repeats an
earlier subject. The subjects are named in different ways on purpose:
capitalised product names (Dolt, EdgeDB, FerretDB, Mathesar, Malloy, Lago,
Langfuse, Documenso, Formbricks, Activepieces, ClockworkPi uConsole, Clear
Linux, Chimera Linux, GPD Win Mini, Purism Librem 5, Mango Pi MQ-Pro, Kobo
Libra 2, MSI Claw, Bazzite), lower-case tool and command names (dolt
sql-server, clr-boot-manager, genkernel), acronyms (SDL, CLI, URL, LLM,
CM4, LVM, TDP, EC) and ordinary words (the versioned reference tables, the
open-day streaming PC, the field logger).

Most questions (15 of the 20) are written the way a user tells the
situation first and then asks ("<what is going on at the bench, naming the
product, setting, tool or version>; <the question>?"): ids
``u49-dolt-sql-server-port``, ``u49-edgedb-migration-create``,
``u49-ferretdb-postgres-url``, ``u49-mathesar-schemas``,
``u49-lago-database-url``, ``u49-langfuse-connection``,
``u49-formbricks-min-pg``, ``u49-uconsole-panel``,
``u49-clear-linux-cmdline-dir``, ``u49-genkernel-lvm``,
``u49-gpd-win-mini-fan``, ``u49-librem5-modem``, ``u49-kobo-epd``,
``u49-msi-claw-tdp`` and ``u49-bazzite-kargs``. In six of them the thing
the documents lack is named only in the situation part and the question
part refers to it indirectly or not at all: ``u49-edgedb-migration-create``
("which CLI command"), ``u49-mathesar-schemas`` ("does it create"),
``u49-langfuse-connection`` ("of the server"), ``u49-uconsole-panel``
("which display panel does it use"), ``u49-kobo-epd`` ("which e-paper
controller") and ``u49-bazzite-kargs`` ("there"); in the other nine it is
named in the question as well. The other five
(``u49-malloy-pg-connection``, ``u49-documenso-migrate``,
``u49-activepieces-pg-host``, ``u49-chimera-kernel-flavours``,
``u49-mango-pi-wifi``) are plain questions without a situation.

The forty-seventh set's builder (``build_answers_unanswerable47.py``) was read
as a template for format and rules. Nothing of the answer code, of its search
or answer output, of the appliance's documentation or tests, or of the
benchmark results was opened while writing it; no git command was used; the
questions were not run through the appliance.

Usage::

    python3 build_answers_unanswerable49.py > answer_unanswerable_heldout49.jsonl
    python3 validate_answers.py answer_unanswerable_heldout49.jsonl  # with a Python that has the appliance installed

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
    ("u49-dolt-sql-server-port",
     "We're trying Dolt for the versioned reference tables next to our PostgreSQL cluster; which port does dolt sql-server listen on by default?",
     "value", "pg"),
    ("u49-edgedb-migration-create",
     "Our new sample-inventory schema is written in EdgeDB's SDL and runs on a PostgreSQL backend; which CLI command generates the migration file from the changed schema?",
     "command", "pg"),
    ("u49-ferretdb-postgres-url",
     "We're testing FerretDB so the old MongoDB scripts of the lab can write into PostgreSQL 15; which FerretDB flag sets the PostgreSQL connection URL?",
     "setting", "pg"),
    ("u49-mathesar-schemas",
     "The admins installed Mathesar against the lab database to give the technicians a spreadsheet-like view of the tables; which schemas does it create in the database for its own use?",
     "value", "pg"),
    ("u49-malloy-pg-connection",
     "How is a PostgreSQL connection configured for the Malloy VS Code extension?",
     "procedure", "pg"),
    ("u49-lago-database-url",
     "We self-host Lago to bill the external sample-analysis service and want it on our own PostgreSQL server; which Lago environment variable holds the database URL?",
     "setting", "pg"),
    ("u49-langfuse-connection",
     "Our LLM experiment tracking with Langfuse should store its traces in the lab's PostgreSQL 15 instead of the bundled container; which environment variable of the server holds the connection string?",
     "setting", "pg"),
    ("u49-documenso-migrate",
     "Which command runs the database migrations of a self-hosted Documenso instance?",
     "command", "pg"),
    ("u49-formbricks-min-pg",
     "IT asks whether our PostgreSQL 15 cluster can back Formbricks for the lab's feedback surveys; what is the oldest PostgreSQL version Formbricks supports?",
     "value", "pg"),
    ("u49-activepieces-pg-host",
     "Which Activepieces environment variable sets the PostgreSQL host?",
     "setting", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u49-uconsole-panel",
     "I'm bringing up a ClockworkPi uConsole with a CM4 as a portable serial terminal for the bench; which display panel does it use?",
     "value", "kernel"),
    ("u49-clear-linux-cmdline-dir",
     "Our benchmark box runs Clear Linux and I need an extra kernel parameter on every boot; which directory does clr-boot-manager read command-line snippets from?",
     "setting", "kernel"),
    ("u49-chimera-kernel-flavours",
     "Which kernel package flavours does Chimera Linux ship?",
     "value", "kernel"),
    ("u49-genkernel-lvm",
     "On the Gentoo build server I make the initramfs with genkernel and the root file system sits on LVM; which genkernel option adds LVM support?",
     "setting", "kernel"),
    ("u49-gpd-win-mini-fan",
     "We use a GPD Win Mini handheld as a field logger and its fan runs flat out under Linux; which kernel driver controls the GPD Win Mini's fan?",
     "value", "kernel"),
    ("u49-librem5-modem",
     "We'd like a Purism Librem 5 as a mobile data logger with its own SIM; which cellular modem module does the Librem 5 ship with?",
     "value", "kernel"),
    ("u49-mango-pi-wifi",
     "Which Wi-Fi chip is on the Mango Pi MQ-Pro?",
     "value", "kernel"),
    ("u49-kobo-epd",
     "I'm trying to run a mainline kernel on a Kobo Libra 2 to use it as a low-power status display by the freezer; which e-paper controller drives the panel?",
     "value", "kernel"),
    ("u49-msi-claw-tdp",
     "Our MSI Claw handheld runs the GPU benchmarks on battery; what is the MSI Claw's default TDP in its balanced mode?",
     "value", "kernel"),
    ("u49-bazzite-kargs",
     "The game-streaming PC for the open day runs Bazzite, an image-based Fedora variant, and needs an extra kernel parameter for its GPU; which command adds a kernel argument there so it survives updates?",
     "command", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

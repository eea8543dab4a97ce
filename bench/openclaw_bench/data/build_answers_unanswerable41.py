"""Forty-first held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout41.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench,
with subjects taken only from products, tools and projects whose names
start with a letter from A to M (the other author of this round took N to
Z) -- the Amazon Aurora parameter that captures plan baselines for query
plan management, the H2 JDBC URL setting that emulates PostgreSQL in unit
tests, the database class of jOOQ's code generator, the kind of catalog
Apache Doris uses to query PostgreSQL tables in place, the property of
Camunda 7 that sets the database type, the Entity Framework Core method
that selects the PostgreSQL provider, the authentik environment variable
for the PostgreSQL host, the Appsmith datasource toggle for prepared
statements, the Kestra task type that runs a query on PostgreSQL, the
Joplin Server variable that switches it from SQLite to PostgreSQL; the
bitbake command that opens menuconfig for the kernel recipe, the libcamera
command that lists cameras, the xmutil subcommand that loads an
accelerator app on a Kria KV260, the tool that flashes a Lattice iCE40
bitstream, the SoC of the LicheePi 4A, the TRACE32 command that attaches to
a running target, the hackrf_transfer option that records IQ samples, the
Manjaro mhwd-kernel option that installs another kernel, the key that
opens the boot menu of a Beelink SER5, the core count of an AMD EPYC 9654
-- whose key terms were checked by grepping both corpora (PostgreSQL 15
HTML pages with the release notes, Linux 6.1 ``.rst.txt`` sources,
ignoring case) to be absent or present only as an ordinary word or in
passing without the asked-for fact ("JDBC" only in passing -- the
acronym list and notes on the JDBC driver's URIs, character sets and
large objects -- "menuconfig" only for the kernel's own build without BitBake,
"HackRF" only in the media card lists, "Trace32" only as a program that
decompresses CoreSight traces, "Lattice" only as the maker of a hwmon
chip, "EPYC" only in lists of affected or supported processors, "Aurora"
only in other senses, "boot menu" only in passing, "attach" only in other
senses; apg_plan_mgmt, capture_plan_baselines, "plan baseline", "query
plan management", jdbc:h2, "MODE=PostgreSQL", jOOQ, SQLDialect, Apache
Doris, "JDBC catalog", Camunda, "Entity Framework", UseNpgsql, authentik,
Appsmith, Kestra, Joplin, DB_CLIENT, bitbake, virtual/kernel, libcamera,
Kria, KV260, xmutil, iCE40, iceprog, iCEstick, LicheePi, TH1520,
hackrf_transfer, Manjaro, mhwd, Beelink, SER5, 9654 and Genoa not at all).
The subjects are named in different ways on purpose: capitalised product
names (Amazon Aurora, H2, Apache Doris, Camunda, Entity Framework Core,
Appsmith, Kestra, Joplin Server, BitBake, Kria, Lattice, LicheePi,
Lauterbach TRACE32, HackRF One, Manjaro, Beelink, AMD EPYC), lower-case
tool, setting and call names (authentik, apg_plan_mgmt, xmutil, iceprog,
hackrf_transfer, mhwd-kernel, libcamera, cam), acronyms (JDBC, EF, ORM,
SoC, IQ, JTAG, FPGA, BIOS), version numbers (Camunda 7, EF Core 8,
one question each) and ordinary words (the in-memory test database, the
little mini PC's boot menu).

Most questions (15 of the 20) are written the way a user tells the
situation first and then asks ("<what is going on at the bench, naming the
product, setting, tool or version>; <the question>?"): ids
``u41-aurora-plan-baselines``, ``u41-h2-postgres-mode``,
``u41-jooq-codegen-database``, ``u41-doris-catalog-type``,
``u41-efcore-provider-method``, ``u41-authentik-db-host``,
``u41-kestra-query-task``, ``u41-bitbake-kernel-menuconfig``,
``u41-libcamera-list-cameras``, ``u41-kria-xmutil-loadapp``,
``u41-ice40-flash-tool``, ``u41-trace32-attach``,
``u41-hackrf-record-iq``, ``u41-manjaro-install-kernel`` and
``u41-beelink-boot-menu``. In six of them the thing the documents lack is
named only in the situation part and the question part refers to it
indirectly or not at all: ``u41-aurora-plan-baselines`` ("which
parameter"), ``u41-h2-postgres-mode`` ("what do I add to the URL"),
``u41-doris-catalog-type`` ("what kind of catalog"),
``u41-bitbake-kernel-menuconfig`` ("which command"),
``u41-ice40-flash-tool`` ("which tool") and ``u41-trace32-attach``
("which command"); in the other nine it is named in the question as well.
The other five (``u41-camunda7-database-type``,
``u41-appsmith-prepared-statements``, ``u41-joplin-server-postgres``,
``u41-licheepi4a-soc``, ``u41-epyc9654-cores``) are plain one-clause
questions. None repeats a topic of the earlier unanswerable sets
(``answer_unanswerable_tune``, ``answer_unanswerable_heldout`` to
``answer_unanswerable_heldout40``) or of the other answer sets, which were
read only for that purpose (their question words were grepped for each new
subject, and candidates whose topic an earlier set already asked -- the
pgJDBC batched-insert rewrite, Home Assistant's recorder, Atlas, Immich,
Hibernate's dialect class -- were dropped; some products, such as Amazon
Aurora and Raspberry Pi cameras, appear in earlier sets for other facts);
the thirty-eighth and thirty-ninth sets' builders
(``build_answers_unanswerable38.py``, ``build_answers_unanswerable39.py``)
were read as the template for format and rules; the forty-second set,
written at the same time by another author, was not seen. Nothing of the
answer code, of its output, of the appliance's documentation or tests, or
of the benchmark results was opened while writing it; no git command was
used for it; the questions were not run through the appliance.

Usage::

    python3 build_answers_unanswerable41.py > answer_unanswerable_heldout41.jsonl
    python3 validate_answers.py answer_unanswerable_heldout41.jsonl  # with a Python that has the appliance installed

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
    ("u41-aurora-plan-baselines",
     "The reporting cluster runs on Amazon Aurora PostgreSQL, and after every minor upgrade a few dashboard queries flip to a terrible plan, so we want Aurora's query plan management to record the good plans; which parameter switches on automatic capture?",
     "setting", "pg"),
    ("u41-h2-postgres-mode",
     "Our LIMS backend's unit tests run against an in-memory H2 database so the CI box needs no server, but half the queries use PostgreSQL syntax and fail there; what do I add to the JDBC URL?",
     "setting", "pg"),
    ("u41-jooq-codegen-database",
     "We generate Java classes for the samples schema with jOOQ's code generator during the Maven build; which database class goes into the generator configuration so it reads a PostgreSQL schema?",
     "setting", "pg"),
    ("u41-doris-catalog-type",
     "Management wants Apache Doris for the new dashboards but without copying the readings table out of PostgreSQL every night; what kind of catalog do I create so it can query the table where it is?",
     "procedure", "pg"),
    ("u41-efcore-provider-method",
     "I'm porting the booking tool from SQL Server to our PostgreSQL server and it uses Entity Framework Core 8; which method do I call on the options builder in place of UseSqlServer?",
     "command", "pg"),
    ("u41-authentik-db-host",
     "the lab's single sign-on is authentik in docker compose, and it should use our existing PostgreSQL on db02 instead of its own container; which environment variable sets the database host?",
     "setting", "pg"),
    ("u41-kestra-query-task",
     "A nightly Kestra flow should delete expired sessions on the lab database and then refresh a materialized view; which task type runs a SQL query against PostgreSQL in a flow?",
     "command", "pg"),
    ("u41-camunda7-database-type",
     "Which property tells the Camunda 7 engine that its database is PostgreSQL?",
     "setting", "pg"),
    ("u41-appsmith-prepared-statements",
     "Where is the switch in an Appsmith PostgreSQL datasource query that turns prepared statements on or off?",
     "setting", "pg"),
    ("u41-joplin-server-postgres",
     "What do I set so that Joplin Server keeps its notes in PostgreSQL rather than in SQLite?",
     "setting", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u41-bitbake-kernel-menuconfig",
     "The gateway image is built with BitBake, and I only want to flip one driver option in the kernel without hand-editing the defconfig; which command opens the kernel recipe's menuconfig?",
     "command", "kernel"),
    ("u41-libcamera-list-cameras",
     "The two camera sensors on the inspection rig don't show up as plain V4L2 webcams any more since we moved to the libcamera stack; which libcamera command lists the cameras it has found?",
     "command", "kernel"),
    ("u41-kria-xmutil-loadapp",
     "On the Kria KV260 starter kit the vision demo's FPGA image has to be swapped for our own accelerator at runtime; which xmutil subcommand unloads the old app and loads ours?",
     "command", "kernel"),
    ("u41-ice40-flash-tool",
     "Our trigger logic sits on a little Lattice iCE40 stick, and the synthesized bitstream has to go into its SPI flash over the USB cable; which tool writes it?",
     "command", "kernel"),
    ("u41-trace32-attach",
     "The Lauterbach TRACE32 probe is on the board's JTAG header and the kernel has been running for two days when the hang shows up; which command attaches to the target without resetting it?",
     "command", "kernel"),
    ("u41-hackrf-record-iq",
     "I want to record ten seconds of raw IQ samples at 433.92 MHz with the HackRF One to look at the remote sensor's packets; which hackrf_transfer option writes the samples to a file?",
     "command", "kernel"),
    ("u41-manjaro-install-kernel",
     "The Manjaro laptop of the summer student needs an LTS kernel next to the current one for the old capture card; which mhwd-kernel option installs another kernel?",
     "command", "kernel"),
    ("u41-beelink-boot-menu",
     "The Beelink SER5 mini PC in the rack ignores our USB install stick and boots straight into its old system; which key brings up its boot menu at power-on?",
     "value", "kernel"),
    ("u41-licheepi4a-soc",
     "Which SoC is on the LicheePi 4A, and how many CPU cores does it have?",
     "value", "kernel"),
    ("u41-epyc9654-cores",
     "How many cores does a single AMD EPYC 9654 have?",
     "value", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

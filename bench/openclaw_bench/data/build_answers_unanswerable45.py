"""Forty-fifth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout45.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench,
with subjects taken only from products, tools and projects whose names start
with a letter from A to M (the other author of this round took N to Z) --
the goose command that creates a new SQL migration, the flyctl command that
attaches a Fly Postgres cluster to an app, the npm package of MikroORM's
PostgreSQL driver, the harbor.yml section for Harbor's external database,
the environment variable Bun's built-in SQL client reads, the dagster.yaml
key for Dagster's run storage in PostgreSQL, the Discourse app.yml setting
for the database host, the lemmy.hjson section for Lemmy's database, the
Miniflux environment variable that runs migrations at startup, the
shared.database.type value of JFrog Artifactory's system.yaml; the
balenaEtcher setting that skips verification after flashing, the default
hypervisor of Kata Containers, the SoC of the BeagleV-Fire, the Ethernet
controllers of the Minisforum MS-01, the crosvm option that adds a
virtio-gpu device, the Cloud Hypervisor option for a serial console on the
terminal, the installimage variable for Hetzner's software RAID level, the
SoC of the Khadas VIM4, the SoC of the Luckfox Pico Max, the SoC and core
count of the Banana Pi BPI-F3 -- whose key terms were checked by grepping
both corpora (PostgreSQL 15 HTML pages with the release notes, Linux 6.1
``.rst.txt`` sources, ignoring case) to be absent or present only inside
other words or in passing without the asked-for fact ("etcher" only inside
"fetcher", "kata" only inside names, "virtio-gpu" and "--gpu" not at all;
goose, Fly.io, flyctl, MikroORM, mikro-orm, Harbor, Bun.sql, POSTGRES_URL,
Dagster, Discourse, Lemmy, Miniflux, RUN_MIGRATIONS, Artifactory, JFrog,
balena, "Kata Containers", configuration.toml, BeagleV, PolarFire,
Minisforum, MS-01, crosvm, "Cloud Hypervisor", cloud-hypervisor, Hetzner,
installimage, Khadas, A311D2, Luckfox, RV1103, "Banana Pi", BPI-F3 and
SpacemiT not at all). The subjects are named in different ways on purpose:
capitalised product names (Fly.io, MikroORM, Harbor, Bun, Dagster,
Discourse, Lemmy, Miniflux, JFrog Artifactory, Kata Containers,
BeagleV-Fire, Minisforum MS-01, Cloud Hypervisor, Hetzner, Khadas VIM4,
Luckfox Pico Max, Banana Pi BPI-F3), lower-case tool, file and call names
(goose, flyctl, balenaEtcher, crosvm, installimage, harbor.yml,
dagster.yaml, app.yml, lemmy.hjson, system.yaml), acronyms (SQL, npm, SoC,
NIC, RAID, VMM, SD, USB) and ordinary words (the small lab server, the
camera prototype, the off-site build server).

Most questions (15 of the 20) are written the way a user tells the
situation first and then asks ("<what is going on at the bench, naming the
product, setting, tool or version>; <the question>?"): ids
``u45-goose-create-sql``, ``u45-flyctl-postgres-attach``,
``u45-mikroorm-driver-package``, ``u45-harbor-external-database``,
``u45-bun-sql-env``, ``u45-dagster-run-storage``,
``u45-discourse-db-host``, ``u45-miniflux-run-migrations``,
``u45-etcher-skip-verify``, ``u45-kata-default-hypervisor``,
``u45-minisforum-ms01-nics``, ``u45-crosvm-gpu-option``,
``u45-cloud-hypervisor-serial``, ``u45-hetzner-installimage-raid`` and
``u45-luckfox-pico-soc``. In six of them the thing the documents lack is
named only in the situation part and the question part refers to it
indirectly or not at all: ``u45-flyctl-postgres-attach`` ("which
command"), ``u45-harbor-external-database`` ("which section of its
configuration file"), ``u45-dagster-run-storage`` ("which key of the
instance file"), ``u45-etcher-skip-verify`` ("which setting"),
``u45-minisforum-ms01-nics`` ("which Ethernet controllers are on it") and
``u45-luckfox-pico-soc`` ("which Rockchip SoC does that board carry"); in
the other nine it is named in the question as well. The other five
(``u45-lemmy-database-section``, ``u45-artifactory-db-type``,
``u45-beaglev-fire-soc``, ``u45-khadas-vim4-soc``,
``u45-bpi-f3-soc``) are plain one-clause questions. None repeats a topic
of the earlier unanswerable sets (``answer_unanswerable_tune``,
``answer_unanswerable_heldout`` to ``answer_unanswerable_heldout44``) or of
the other answer sets, which were read only for that purpose (their
question words were grepped for each new subject, and candidates whose
product an earlier set already asked about -- Authentik, Immich, Directus,
Cloud SQL, mkosi, the XDNA NPU, dracut, Lenovo Legion, the Coral Edge TPU,
Mastodon, Forgejo, Joplin Server -- were dropped, as was liquidctl, which
two hwmon pages mention); the forty-third set's builder
(``build_answers_unanswerable43.py``) was read as the template for format
and rules; the forty-sixth set, written at the same time by another
author, was not seen. Nothing of the answer code, of its output, of the
appliance's documentation or tests, or of the benchmark results was opened
while writing it; the only git command used was one read-only
``git status`` at the end, to see that no existing file had changed (it
listed changed file names, nothing of their content); the questions were not
run through the appliance.

Usage::

    python3 build_answers_unanswerable45.py > answer_unanswerable_heldout45.jsonl
    python3 validate_answers.py answer_unanswerable_heldout45.jsonl  # with a Python that has the appliance installed

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
    ("u45-goose-create-sql",
     "Our Go ingest service manages its schema changes on db02 with goose, and I need a new migration that adds the calibration_runs table; which goose command creates a new timestamped SQL migration file for it?",
     "command", "pg"),
    ("u45-flyctl-postgres-attach",
     "The public demo of the sample browser runs on Fly.io, and I just created a Fly Postgres cluster for it with flyctl; which command hooks that cluster up to the app so the connection string lands in the app's secrets?",
     "command", "pg"),
    ("u45-mikroorm-driver-package",
     "Our TypeScript inventory service is moving from SQLite to the lab PostgreSQL, and it uses MikroORM for its entities; which npm package provides MikroORM's PostgreSQL driver?",
     "setting", "pg"),
    ("u45-harbor-external-database",
     "The Harbor registry that holds our analysis container images should keep its metadata in the shared PostgreSQL on db01 instead of the database container it ships with; which section of its configuration file do I fill in for that?",
     "setting", "pg"),
    ("u45-bun-sql-env",
     "The new ingest script runs on Bun and talks to db02 through Bun's built-in SQL client without any connection string in the code; which environment variable does Bun's SQL client read the database URL from by default?",
     "setting", "pg"),
    ("u45-dagster-run-storage",
     "Our Dagster deployment still keeps its run history and event logs in local SQLite files, and we'd like them in PostgreSQL on db02 so the pipeline records survive a rebuild; which key of the instance file configures that storage?",
     "setting", "pg"),
    ("u45-discourse-db-host",
     "The lab forum runs Discourse with its standard Docker launcher, and the database is moving off the container to db02; which Discourse setting in app.yml gives the database host?",
     "setting", "pg"),
    ("u45-lemmy-database-section",
     "Which section of lemmy.hjson configures Lemmy's PostgreSQL connection?",
     "setting", "pg"),
    ("u45-miniflux-run-migrations",
     "We self-host Miniflux for the lab's RSS feeds with its database on db02, and after the last upgrade it complains that the schema is out of date; which Miniflux environment variable makes it run the database migrations at startup?",
     "setting", "pg"),
    ("u45-artifactory-db-type",
     "What value of shared.database.type goes into JFrog Artifactory's system.yaml for a PostgreSQL database?",
     "value", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u45-etcher-skip-verify",
     "I flash SD-card images with our freshly built kernel for the lab's Pi boards using balenaEtcher, and the verification pass after every write takes longer than the write itself; which setting turns it off?",
     "setting", "kernel"),
    ("u45-kata-default-hypervisor",
     "We're trying Kata Containers for the untrusted analysis jobs so that every pod gets its own guest kernel; which hypervisor does Kata Containers use by default?",
     "value", "kernel"),
    ("u45-beaglev-fire-soc",
     "Which SoC is on the BeagleV-Fire board?",
     "value", "kernel"),
    ("u45-minisforum-ms01-nics",
     "We're thinking of a Minisforum MS-01 as the small lab server for our own kernel builds and want to know up front whether its network ports are supported by mainline drivers; which Ethernet controllers are on it?",
     "value", "kernel"),
    ("u45-crosvm-gpu-option",
     "We boot test guest kernels for the Chromebook lab in crosvm and want a virtio-gpu device inside the guest; which crosvm run option adds it?",
     "command", "kernel"),
    ("u45-cloud-hypervisor-serial",
     "The firmware team boots test kernels under Cloud Hypervisor and wants the guest's serial console printed straight to the terminal instead of a virtio console; which Cloud Hypervisor option does that?",
     "command", "kernel"),
    ("u45-hetzner-installimage-raid",
     "Our off-site build server is a Hetzner dedicated machine booted into the rescue system, and I'm about to reinstall it with installimage on its two NVMe disks; which installimage variable sets the software RAID level?",
     "setting", "kernel"),
    ("u45-khadas-vim4-soc",
     "Which Amlogic SoC does the Khadas VIM4 use?",
     "value", "kernel"),
    ("u45-luckfox-pico-soc",
     "The camera prototype is built around a Luckfox Pico Max, and I need to rebuild its kernel with an extra sensor driver; which Rockchip SoC does that board carry?",
     "value", "kernel"),
    ("u45-bpi-f3-soc",
     "Which SoC does the Banana Pi BPI-F3 use, and how many cores does it have?",
     "value", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

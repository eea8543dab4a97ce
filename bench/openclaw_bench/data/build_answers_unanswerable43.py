"""Forty-third held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout43.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench,
with subjects taken only from products, tools and projects whose names start
with a letter from A to M (the other author of this round took N to Z) --
the component type of Dapr's PostgreSQL state store, the environment
variable that gives the Kong gateway its database host, the Azure Database
for PostgreSQL server parameter that allow-lists extensions, the ATTACH
option that tells DuckDB a database is PostgreSQL, the Debezium connector
property for heartbeat messages, the Authelia key for the PostgreSQL address
of its storage, the guacamole.properties key for the database name of Apache
Guacamole, the wrangler command that creates a Cloudflare Hyperdrive
configuration, the database-type value of Jira's dbconfig.xml for
PostgreSQL, the kind of resource of the Crunchy Postgres Operator; the
armbian-config menu that switches the kernel branch, the Glasgow applet that
reads a SPI flash, the first mainline release with PREEMPT_RT (Linux 6.12),
the Black Magic Probe monitor command that scans SWD, the DietPi tool that
sets the CPU governor, the grub-reboot command for a one-time boot entry,
the UHD tool that lists Ettus USRP radios, the SoC of the BeagleY-AI, the
SoC of the Libre Computer Le Potato, the core count of an Intel Core Ultra 7
258V -- whose key terms were checked by grepping both corpora (PostgreSQL 15
HTML pages with the release notes, Linux 6.1 ``.rst.txt`` sources, ignoring
case) to be absent or present only as an ordinary word or in passing without
the asked-for fact ("Kong" only in "Hong Kong" and a name in the zoran page,
"Azure" only for Hyper-V guests, CIFS shares, AzureWave tuner cards and an
errata list, "heartbeat" only in other senses, "PREEMPT_RT" only in passing
without a release that merged it, "SWD" only in other senses, "GRUB" only as
the boot loader of examples without grub-reboot, "Amlogic" only in the Meson
CEC and display driver pages, "B210" only as a Hauppauge card, "Ettus" only
in a contributor's name, "allowlist" only in other kernel senses,
"scaling_governor" only in the kernel's own cpufreq pages; Dapr,
state.postgresql, KONG_PG_HOST, azure.extensions, "allow-listed", DuckDB,
"TYPE postgres", Debezium, heartbeat.interval.ms, Authelia,
storage.postgres, Guacamole, guacamole.properties, Cloudflare, Hyperdrive,
wrangler, Jira, dbconfig, postgres72, Crunchy, PostgresCluster, Armbian,
armbian-config, Glasgow, memory-25x, "Black Magic", swdp_scan, DietPi,
dietpi-config, grub-reboot, GRUB_DEFAULT, USRP, uhd_find_devices,
BeagleY-AI, "Le Potato", "Libre Computer", S905X, "Core Ultra" and 258V not
at all). The subjects are named in different ways on purpose: capitalised
product names (Dapr, Kong, Azure Database for PostgreSQL, DuckDB, Debezium,
Authelia, Apache Guacamole, Cloudflare Hyperdrive, Jira, Crunchy Postgres
Operator, Armbian, Glasgow, Black Magic Probe, DietPi, BeagleY-AI, Le
Potato, Ettus USRP), lower-case tool, setting and call names
(armbian-config, grub-reboot, wrangler, ATTACH, guacamole.properties,
dbconfig.xml), acronyms (SDR, UHD, SWD, GDB, SoC, SPI, WAL, YAML, CI),
version numbers (Linux 6.12, Core Ultra 7 258V, Jira 9, one question each)
and ordinary words (the spare single-board computer, the once-only boot into
the test kernel).

Most questions (15 of the 20) are written the way a user tells the
situation first and then asks ("<what is going on at the bench, naming the
product, setting, tool or version>; <the question>?"): ids
``u43-dapr-state-store-type``, ``u43-kong-database-host``,
``u43-azure-extension-allowlist``, ``u43-duckdb-attach-postgres``,
``u43-debezium-heartbeat``, ``u43-authelia-postgres-address``,
``u43-guacamole-database-name``, ``u43-hyperdrive-create``,
``u43-armbian-kernel-branch``, ``u43-glasgow-spi-flash``,
``u43-linux612-preempt-rt``, ``u43-blackmagic-swd-scan``,
``u43-dietpi-governor``, ``u43-grub-reboot-once`` and
``u43-ettus-usrp-find``. In six of them the thing the documents lack is
named only in the situation part and the question part refers to it
indirectly or not at all: ``u43-azure-extension-allowlist`` ("which server
parameter"), ``u43-debezium-heartbeat`` ("which connector property"),
``u43-guacamole-database-name`` ("which key"),
``u43-glasgow-spi-flash`` ("which applet"), ``u43-blackmagic-swd-scan``
("which monitor command") and ``u43-ettus-usrp-find`` ("which tool"); in
the other nine it is named in the question as well. The other five
(``u43-jira-database-type``, ``u43-crunchy-cluster-kind``,
``u43-beagley-ai-soc``, ``u43-le-potato-soc``,
``u43-core-ultra-258v-cores``) are plain one-clause questions. None
repeats a topic of the earlier unanswerable sets
(``answer_unanswerable_tune``, ``answer_unanswerable_heldout`` to
``answer_unanswerable_heldout42``) or of the other answer sets, which were
read only for that purpose (their question words were grepped for each new
subject, and candidates whose topic an earlier set already asked -- the
ddcutil brightness command, the CockroachDB SQL port, HammerDB's
warehouses, the Clonezilla disk image, the FreeRTOS tick rate, the Analog
Discovery 3 sample rate, the Hailo-8 driver package, the EEVDF scheduler
-- were dropped; some products, such as Debezium, Jira, Crunchy Data,
Armbian, GRUB and Intel Core Ultra, appear in earlier sets for other
facts); the thirty-ninth and forty-first sets' builders
(``build_answers_unanswerable39.py``, ``build_answers_unanswerable41.py``)
were read as the template for format and rules; the forty-fourth set,
written at the same time by another author, was not seen. Nothing of the
answer code, of its output, of the appliance's documentation or tests, or
of the benchmark results was opened while writing it; no git command was
used for it; the questions were not run through the appliance.

Usage::

    python3 build_answers_unanswerable43.py > answer_unanswerable_heldout43.jsonl
    python3 validate_answers.py answer_unanswerable_heldout43.jsonl  # with a Python that has the appliance installed

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
    ("u43-dapr-state-store-type",
     "Our order-tracking microservice keeps its state through Dapr, and the state store should be the lab PostgreSQL on db02 instead of Redis; what goes into the type field of the Dapr component YAML?",
     "setting", "pg"),
    ("u43-kong-database-host",
     "The Kong gateway in front of the instrument APIs runs in a container and keeps its configuration in our PostgreSQL server; which environment variable tells Kong the database host?",
     "setting", "pg"),
    ("u43-azure-extension-allowlist",
     "we moved the sample tracker to an Azure Database for PostgreSQL flexible server and now CREATE EXTENSION pg_trgm is refused there although it works on db01; which server parameter has to list the extension first?",
     "setting", "pg"),
    ("u43-duckdb-attach-postgres",
     "The analysts want to poke at the live readings table from DuckDB on their laptops instead of exporting CSV files every week; what do I put in DuckDB's ATTACH statement so it treats the connection string as a PostgreSQL database?",
     "command", "pg"),
    ("u43-debezium-heartbeat",
     "Debezium watches only the quiet config database on db01, and since nothing changes there its replication slot holds back gigabytes of WAL while the busy databases write on; which connector property makes it send periodic heartbeats so the slot keeps moving?",
     "setting", "pg"),
    ("u43-authelia-postgres-address",
     "The login portal is Authelia, and its sessions and TOTP secrets should live in PostgreSQL on db02 instead of the local SQLite file; which key in the storage section of Authelia's configuration takes the server address?",
     "setting", "pg"),
    ("u43-guacamole-database-name",
     "Remote desktop access to the instrument PCs goes through Apache Guacamole, and its user accounts are to be stored in our PostgreSQL server with the JDBC auth extension; which key of guacamole.properties names the database?",
     "setting", "pg"),
    ("u43-hyperdrive-create",
     "A small Cloudflare Worker on the public results page should query the lab database through Cloudflare Hyperdrive to pool its connections; which wrangler command creates the Hyperdrive configuration?",
     "command", "pg"),
    ("u43-jira-database-type",
     "What database-type value goes into Jira 9's dbconfig.xml for a PostgreSQL database?",
     "setting", "pg"),
    ("u43-crunchy-cluster-kind",
     "What kind of Kubernetes resource do I write to get a database cluster from the Crunchy Postgres Operator?",
     "definition", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u43-armbian-kernel-branch",
     "The Orange Pi running the weather mast logger is on Armbian's current kernel, and the new USB Wi-Fi dongle only works with the edge branch; where in armbian-config do I switch the kernel branch?",
     "procedure", "kernel"),
    ("u43-glasgow-spi-flash",
     "The BIOS chip of the broken test motherboard is a 25-series SPI flash, and the only programmer on the bench is a Glasgow Interface Explorer; which applet reads the flash out to a file?",
     "command", "kernel"),
    ("u43-linux612-preempt-rt",
     "We keep rebasing the RT patch set for the motion-control rig every time we update; with Linux 6.12 can PREEMPT_RT be selected straight from mainline without any out-of-tree patches?",
     "value", "kernel"),
    ("u43-blackmagic-swd-scan",
     "The sensor board's Cortex-M4 is wired to a Black Magic Probe and I'm attached with arm-none-eabi-gdb over the probe's serial port; which monitor command scans the SWD bus for targets?",
     "command", "kernel"),
    ("u43-dietpi-governor",
     "the Raspberry Pi that logs the climate chamber runs DietPi and stays at the lowest clock even while it compresses the nightly archive; which DietPi tool lets me set the CPU governor?",
     "command", "kernel"),
    ("u43-grub-reboot-once",
     "I'd like the build server to start the freshly built test kernel for just the next boot and fall back to the stock Debian kernel afterwards if it hangs; how do I use grub-reboot for that?",
     "procedure", "kernel"),
    ("u43-ettus-usrp-find",
     "the SDR bench got an Ettus USRP B210 on a USB 3 port, and before starting GNU Radio I want to check that the driver sees it; which UHD tool lists the radios it found?",
     "command", "kernel"),
    ("u43-beagley-ai-soc",
     "Which TI SoC is on the BeagleY-AI board?",
     "value", "kernel"),
    ("u43-le-potato-soc",
     "Which Amlogic chip does the Libre Computer Le Potato use?",
     "value", "kernel"),
    ("u43-core-ultra-258v-cores",
     "How many performance and efficiency cores does an Intel Core Ultra 7 258V have?",
     "value", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

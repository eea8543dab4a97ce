"""Thirty-ninth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout39.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench,
with subjects taken only from products, tools and projects whose names
start with a letter from A to M (the other author of this round took N to
Z) -- the MobilityDB function that turns a tgeompoint into a line, the
connection parameter of libpq 16 that picks hosts in random order, the
placeholder of Logstash's jdbc input that holds the last run's value, the
GORM method that creates tables from Go structs, the EDB Postgres Advanced
Server setting for Oracle-style DATE columns, the option of Apache Spark's
JDBC reader that splits a read across partitions, the directory of the
official postgres Docker image for init scripts, the key of Laravel's
database configuration for the schema search path, the Marten setting that
creates schema objects by itself, the Bitnami PostgreSQL Helm chart value
for read replicas; the dracut option that rebuilds the initramfs of every
installed kernel, the mmcli call that brings up an LTE data connection, the
intel_gpu_top option for JSON output, the gpioset option of libgpiod 2 that
toggles a line, the coreboot tool that prints the firmware console log, the
arduino-cli command that compiles and uploads a sketch, the kernel of
Debian 13, the memory of an AMD Instinct MI300X, who drew the penguin
mascot, the Bus Pirate 5 command that enters I2C mode -- whose key terms were checked by
grepping both corpora (PostgreSQL 15 HTML pages with the release notes,
Linux 6.1 ``.rst.txt`` sources, ignoring case) to be absent or present only
as an ordinary word or in passing without the asked-for fact ("batch_size"
and "pool_size" only for other programs, "hibernate" only as a wait event
and a power state, "EnterpriseDB" only in an author's mail address,
"dracut" only as the tool some distributions use instead of mkinitrd,
"ModemManager" only as a name in modem driver pages, "libgpiod" only as a
link from the GPIO consumer page, "coreboot" only in the Chromebook boot
flow, "APN" only in modem driver pages, "tux" only inside URLs and a
variable name, "gitlab" and "helm" only in other senses; tgeompoint,
MobilityDB, load_balance_hosts, Logstash, sql_last_value, AutoMigrate,
redwood, partitionColumn, Docker, initdb.d, Laravel, Marten,
AutoCreateSchemaObjects, Bitnami, mmcli, intel_gpu_top, gpioset, cbmem,
arduino-cli, Debian 13, trixie, MI300X, HBM3, Larry Ewing and Bus Pirate
not at all). The subjects are named in different ways on purpose:
capitalised product names (MobilityDB, Logstash, EDB Postgres Advanced
Server, Apache Spark, Docker, Laravel, Marten, Bitnami, ModemManager,
AMD Instinct, Bus Pirate), lower-case tool, setting and call names
(dracut, mmcli, intel_gpu_top, gpioset, cbmem, arduino-cli, initdb.d,
tgeompoint), acronyms (GORM, ORM, JDBC, EDB, LTE, APN, GPU, JSON, HBM),
version numbers of newer releases (libpq 16, libgpiod 2, Debian 13,
Bus Pirate 5, one question each) and ordinary words (the penguin mascot,
the Go ORM's table creation).

Most questions (15 of the 20) are written the way a user tells the
situation first and then asks ("<what is going on at the bench, naming the
product, setting, tool or version>; <the question>?"): ids
``u39-mobilitydb-trajectory``, ``u39-libpq16-load-balance``,
``u39-logstash-last-value``, ``u39-gorm-automigrate``,
``u39-edb-redwood-date``, ``u39-spark-partition-column``,
``u39-docker-initdb-dir``, ``u39-laravel-search-path``,
``u39-dracut-regenerate-all``, ``u39-mmcli-connect``,
``u39-intel-gpu-top-json``, ``u39-libgpiod2-toggle``,
``u39-coreboot-cbmem``, ``u39-arduino-cli-upload`` and
``u39-buspirate5-i2c``. In six of them the thing the documents lack is
named only in the situation part and the question part refers to it
indirectly or not at all: ``u39-mobilitydb-trajectory`` ("which
function"), ``u39-libpq16-load-balance`` ("which connection parameter"),
``u39-edb-redwood-date`` ("which setting"), ``u39-docker-initdb-dir``
("which directory"), ``u39-intel-gpu-top-json`` ("which option") and
``u39-coreboot-cbmem`` ("which command"); in the other nine it is named in
the question as well. The other five (``u39-marten-autocreate``,
``u39-bitnami-read-replicas``, ``u39-debian13-kernel``,
``u39-mi300x-memory``, ``u39-penguin-mascot``) are plain one-clause
questions. None repeats a topic of the earlier unanswerable sets
(``answer_unanswerable_tune``, ``answer_unanswerable_heldout`` to
``answer_unanswerable_heldout38``) or of the other answer sets, which were
read only for that purpose (their question words were grepped for each new
subject; some products, such as EDB Postgres Advanced Server, Docker's
postgres image, ModemManager and Arduino boards, appear in earlier sets for
other facts); the thirty-seventh and thirty-eighth sets' builders
(``build_answers_unanswerable37.py``, ``build_answers_unanswerable38.py``)
were read as the template for format and rules; the fortieth set, written
at the same time by another author, was not seen. Nothing of the answer
code, of its output, of the appliance's documentation or tests, or of the
benchmark results was opened while writing it; no git command was used for
it; the questions were not run through the appliance.

Usage::

    python3 build_answers_unanswerable39.py > answer_unanswerable_heldout39.jsonl
    python3 validate_answers.py answer_unanswerable_heldout39.jsonl  # with a Python that has the appliance installed

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
    ("u39-mobilitydb-trajectory",
     "The GPS tracks of the field vehicles are stored as tgeompoint values with MobilityDB, and the map layer only draws plain geometries; which function gives me the path of a track as a line?",
     "command", "pg"),
    ("u39-libpq16-load-balance",
     "Our three read-only standbys are listed in one connection string, and libpq 16 reportedly can spread new connections over them in random order instead of always trying the first; which connection parameter turns that on?",
     "setting", "pg"),
    ("u39-logstash-last-value",
     "A Logstash pipeline pulls new rows from the events table every minute with its jdbc input; which placeholder in the SQL statement holds the value remembered from the last run, and which option picks the column it tracks?",
     "setting", "pg"),
    ("u39-gorm-automigrate",
     "The new inventory service is written in Go with GORM, and nobody wants to write the CREATE TABLE statements by hand; which GORM method creates or updates the tables from our structs?",
     "command", "pg"),
    ("u39-edb-redwood-date",
     "We are porting an Oracle application to EDB Postgres Advanced Server, and its DATE columns must keep the time of day as they did on Oracle; which setting makes DATE behave that way?",
     "setting", "pg"),
    ("u39-spark-partition-column",
     "Our Apache Spark job reads the 200-million-row readings table through JDBC in a single task and takes hours; which option of Spark's JDBC reader splits the read over several parallel partitions, and what else must go with it?",
     "setting", "pg"),
    ("u39-docker-initdb-dir",
     "The CI pipeline starts the official postgres Docker image and should create our test schema and load fixtures from a few .sql files on first start; which directory in the container do I mount them into?",
     "procedure", "pg"),
    ("u39-laravel-search-path",
     "The booking portal is a Laravel app and its tables live in the schema booking instead of public; which key in the pgsql connection of config/database.php sets the search path?",
     "setting", "pg"),
    ("u39-marten-autocreate",
     "Which Marten setting lets our .NET document store create its tables and functions in PostgreSQL by itself?",
     "setting", "pg"),
    ("u39-bitnami-read-replicas",
     "Which value of the Bitnami PostgreSQL Helm chart sets how many read replicas it starts?",
     "setting", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u39-dracut-regenerate-all",
     "After installing an out-of-tree driver on the Fedora acquisition PC I need the initramfs of every installed kernel rebuilt, not just the running one; which dracut option does that?",
     "command", "kernel"),
    ("u39-mmcli-connect",
     "The field logger has an LTE modem handled by ModemManager, and I want to bring up the data connection by hand with our provider's APN; what is the mmcli command for that?",
     "command", "kernel"),
    ("u39-intel-gpu-top-json",
     "I want to log the render engine load of the kiosk PC's Intel GPU every second from a script with intel_gpu_top instead of watching its screen; which option makes it print JSON?",
     "command", "kernel"),
    ("u39-libgpiod2-toggle",
     "Since the move to libgpiod 2 our blink test on the relay board fails because gpioset keeps the line requested and behaves differently; which gpioset option toggles a line at a fixed period?",
     "command", "kernel"),
    ("u39-coreboot-cbmem",
     "The test Chromebook runs coreboot firmware and I want to see the firmware's console log of the last boot from Linux; which command prints it?",
     "command", "kernel"),
    ("u39-arduino-cli-upload",
     "The stimulus generator is an Arduino Uno on /dev/ttyACM0 and the build should run headless on the CI box; which arduino-cli command compiles the sketch and uploads it in one go?",
     "command", "kernel"),
    ("u39-buspirate5-i2c",
     "I want to poke the sensor board's I2C bus by hand with our new Bus Pirate 5 over its USB serial terminal; which command switches the Bus Pirate 5 into I2C mode?",
     "command", "kernel"),
    ("u39-debian13-kernel",
     "Which kernel version does Debian 13 ship as its default kernel?",
     "value", "kernel"),
    ("u39-mi300x-memory",
     "How much HBM3 memory does one AMD Instinct MI300X accelerator have?",
     "value", "kernel"),
    ("u39-penguin-mascot",
     "Who drew the penguin mascot of Linux that's on the stickers on our lab laptops?",
     "definition", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

"""Forty-fourth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout44.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench,
with subjects taken only from products, tools and projects whose names start
with the letters N to Z (the round-45 author, writing at the same time, took
A to M) -- the environment variable of a Vercel Postgres store that holds
the pooled connection string, the Quarkus property that names the
datasource's database kind, the PostgreSQL versions Zammad 6 supports, the
pg_createcluster option that gives a new Debian cluster its own port, the
Pulumi PostgreSQL provider's resource for a role, the Wagtail search backend
that uses PostgreSQL full-text search, the connector.name of a Trino catalog
for PostgreSQL, the default port of RisingWave, the tsh command that opens a
psql session through Teleport, the Squawk rule about adding a NOT NULL
column; the pyocd subcommand that lists debug probes, the Rufus write mode
for a Linux ISO, the uftrace subcommand that shows a call graph, the
Perfetto trace processor table that holds scheduling slices, the place in
PuTTY to send a serial break, the uuu command that writes a .wic image to an
i.MX8M eMMC, the tool that exposes a Compute Module 4's eMMC over USB
(rpiboot), the kernel version of Ubuntu 24.10, the file format PulseView
saves sessions in, the file that tells the Wokwi simulator where the
firmware is -- whose key terms were checked by grepping both corpora
(PostgreSQL 15 HTML pages with the release notes, Linux 6.1 ``.rst.txt``
sources, ignoring case) to be absent or present only as an ordinary word or
in passing without the asked-for fact ("BREAK" only in the magic SysRq page
as what to send on a serial console, without any terminal program, "Ubuntu"
only in passing, "24.10" only inside section numbers, "eMMC" and "iMX8MP"
only for other drivers, "ISO image" only in passing, "Trino" only inside
other words, "Perfetto" only as an Italian word in translations; Vercel,
POSTGRES_URL, Quarkus, db-kind, Zammad, pg_createcluster, Pulumi, Wagtail,
RisingWave, Teleport, tsh, Squawk, pyocd, Rufus, "DD image", uftrace,
trace_processor, sched_slice, PuTTY, uuu, "serial download", rpiboot,
usbboot, "Compute Module", PulseView, sigrok, Wokwi and wokwi.toml not at
all). The subjects are named in different ways on purpose: capitalised
product names (Vercel, Quarkus, Zammad, Pulumi, Wagtail, Trino, RisingWave,
Teleport, Squawk, Rufus, Perfetto, PuTTY, PulseView, Wokwi), lower-case
tool, setting and call names (pg_createcluster, connector.name, tsh, pyocd,
uftrace, uuu), acronyms (ORM, ISO, USB, SPI, ADC, eMMC), version numbers
(Zammad 6, Ubuntu 24.10, one question each) and ordinary words (the pooled
connection string, the scheduling slices, the break, the session file, the
firmware path).

Most questions (15 of the 20) are written the way a user tells the situation
first and then asks ("<what is going on at the bench, naming the product,
setting, tool or version>; <the question>?"): ids ``u44-vercel-pooled-url``,
``u44-quarkus-db-kind``, ``u44-createcluster-port``, ``u44-pulumi-role``,
``u44-wagtail-pg-search``, ``u44-risingwave-port``, ``u44-teleport-tsh-db``,
``u44-squawk-not-null``, ``u44-rufus-write-mode``,
``u44-uftrace-call-graph``, ``u44-perfetto-sched-table``,
``u44-putty-serial-break``, ``u44-cm4-emmc-usb``, ``u44-pulseview-session``
and ``u44-wokwi-firmware``. In six of them the thing the documents lack is
named only in the situation part and the question part refers to it
indirectly or not at all: ``u44-vercel-pooled-url`` ("which environment
variable"), ``u44-pulumi-role`` ("which resource of the provider"),
``u44-risingwave-port`` ("which port"), ``u44-rufus-write-mode`` ("which one
should I pick"), ``u44-perfetto-sched-table`` ("which table") and
``u44-cm4-emmc-usb`` ("which tool", the tool itself never named); in the
other nine it is named in the question as well. The other five
(``u44-zammad-pg-versions``, ``u44-trino-connector``,
``u44-pyocd-list-probes``, ``u44-uuu-emmc-wic``, ``u44-ubuntu-2410-kernel``)
are plain one-clause questions. None repeats a topic of the earlier
unanswerable sets (``answer_unanswerable_tune``,
``answer_unanswerable_heldout`` to ``answer_unanswerable_heldout42``) or of
the other answer sets, which were read only for that purpose (their question
words were grepped for each new subject; some subjects, such as Debian's
createcluster.conf, sigrok-cli, ESP32 boards, eMMC flashing with
rkdeveloptool and Hibernate, appear in earlier sets for other facts); the
fortieth and forty-second sets' builders
(``build_answers_unanswerable40.py``, ``build_answers_unanswerable42.py``)
were read as templates for format and rules; the forty-third set and the
round-45 sets, written by another author, were not seen. Nothing of the
answer code, of its output, of the appliance's documentation or tests, or of
the benchmark results was opened while writing it; no git command was used
for it; the questions were not run through the appliance.

Usage::

    python3 build_answers_unanswerable44.py > answer_unanswerable_heldout44.jsonl
    python3 validate_answers.py answer_unanswerable_heldout44.jsonl  # with a Python that has the appliance installed

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
    ("u44-vercel-pooled-url",
     "the demo dashboard for the open day moved to Vercel and we attached a Vercel Postgres store to the project; which environment variable holds the pooled connection string?",
     "setting", "pg"),
    ("u44-quarkus-db-kind",
     "We're rewriting the sample tracker in Quarkus with Hibernate ORM and the datasource should point at db02; what key in application.properties tells Quarkus the database is PostgreSQL?",
     "setting", "pg"),
    ("u44-zammad-pg-versions",
     "Which PostgreSQL versions does Zammad 6 support?",
     "value", "pg"),
    ("u44-createcluster-port",
     "On the Debian analysis box I'd like a second 15 cluster next to main, just for testing migrations; with pg_createcluster, what option gives the new one its own port?",
     "command", "pg"),
    ("u44-pulumi-role",
     "all our cloud bits are described in Pulumi with TypeScript now and the lab services' database logins should live there too, using the community PostgreSQL provider; which resource of the provider creates a login role?",
     "command", "pg"),
    ("u44-wagtail-pg-search",
     "The institute's public website runs on Wagtail with PostgreSQL underneath and the search box is slow and dumb; which backend do I put in WAGTAILSEARCH_BACKENDS so Wagtail uses the database's full-text search?",
     "setting", "pg"),
    ("u44-trino-connector",
     "What connector.name goes in a Trino catalog file to query a PostgreSQL database?",
     "setting", "pg"),
    ("u44-risingwave-port",
     "A colleague runs RisingWave on the stream box to compute rolling averages of the sensor feed and says psql can talk to it like a normal server; which port does it listen on out of the box?",
     "value", "pg"),
    ("u44-teleport-tsh-db",
     "contractors only get to the lab database through our Teleport cluster now, and I'm logged in with tsh; what tsh command drops me into a psql session on db03?",
     "command", "pg"),
    ("u44-squawk-not-null",
     "Our CI lints every migration with Squawk before it touches the readings table; which Squawk rule complains about adding a column that is NOT NULL?",
     "value", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u44-pyocd-list-probes",
     "Which pyocd subcommand lists the debug probes plugged into the PC?",
     "command", "kernel"),
    ("u44-rufus-write-mode",
     "I'm making a boot stick for the new bench PC from the Debian netinst ISO with Rufus on the office laptop, and it asks whether to write in ISO image mode or the other mode; which one should I pick?",
     "value", "kernel"),
    ("u44-uftrace-call-graph",
     "I recorded our acquisition daemon with uftrace record and got a uftrace.data folder; which uftrace subcommand shows me the call graph from it?",
     "command", "kernel"),
    ("u44-perfetto-sched-table",
     "We capture system traces of the tablet UI with Perfetto and now want to dig through them with SQL in its trace processor; which table holds the per-CPU scheduling slices?",
     "value", "kernel"),
    ("u44-putty-serial-break",
     "I'm on the serial console of the i.MX board through PuTTY on the Windows laptop and need to send a break to use the magic SysRq keys; where in PuTTY do I find that?",
     "procedure", "kernel"),
    ("u44-uuu-emmc-wic",
     "Which uuu command writes a .wic image to the eMMC of an i.MX8M Mini board in serial download mode?",
     "command", "kernel"),
    ("u44-cm4-emmc-usb",
     "the Compute Module 4 on our custom carrier board has eMMC, and I need to reflash it from a Linux PC over the USB port with the boot jumper fitted; which tool makes the eMMC show up as a USB drive?",
     "command", "kernel"),
    ("u44-ubuntu-2410-kernel",
     "which kernel version does Ubuntu 24.10 ship with?",
     "value", "kernel"),
    ("u44-pulseview-session",
     "I captured the SPI traffic to the ADC with the cheap logic analyser in PulseView and want to send it to the vendor; what file format does PulseView save a session in?",
     "value", "kernel"),
    ("u44-wokwi-firmware",
     "Before the ESP32 boards arrive we simulate the firmware with the Wokwi extension in VS Code; which file tells Wokwi where to find the firmware binary?",
     "value", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

"""Twenty-eighth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout28.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench --
the configuration key that caps Gitea's database connections, the Fivetran
connector setting that picks logical replication with pgoutput, the
TypeORM DataSource option that changes the schema on startup, the knex
command that applies pending migrations, PostgreSQL 17's function that
prints an integer in binary, PostgreSQL 16's function that splits a WAL
file name, registering a database instance in Bytebase, the Ecto Repo
option for the pool size of a Phoenix app, what DBRE stands for, the
Telegraf input plugin for PostgreSQL statistics; the kernel driver for the
LED matrix module of a Framework Laptop 16, the nvme connect option for
NVMe/TCP over TLS, the io_uring registration for zero-copy network receive,
mounting a composefs image, the Kconfig option for per-VMA locks, the zram
attribute for a second recompression algorithm, the first mainline release
with a device tree for the Milk-V Duo (Sophgo CV1800B), what UALink stands
for, an Elgato Stream Deck as an input device, why a Corsair Void
headset's battery does not show up -- whose key terms were checked by
grepping both corpora (PostgreSQL 15 HTML pages, Linux 6.1 ``.rst.txt``
sources, ignoring case) to be absent or present only as a name or an
ordinary word without the asked-for fact ("pgoutput" only as PostgreSQL's
own logical decoding output plugin, "synchronize" only as an ordinary word
and in PostgreSQL settings such as synchronize_seqscans, "pool_size" only
inside geqo_pool_size and gimme_pool_size, "Phoenix" only as the Phoenix
Islands time zone, the iuu_phoenix card reader and the Phoenix RC adapter,
"Elixir" only as the kernel's source cross-referencer, "Framework" and
"matrix" only as ordinary words, "TLS" only for kTLS, SSL and other
subsystems, never for NVMe, "io_uring" only in the ublk page, "zero-copy
receive" only as TCP_ZEROCOPY_RECEIVE in the ethtool netlink page,
"mmap_lock" and "anon_vma lock" only for other locking, "zram" only with
its single comp_algorithm, "Snapdragon" only in URLs of other Qualcomm
chips, "Elgato" only for EyeTV DVB sticks, "Corsair" only for the
corsair-psu and Commander Pro hwmon drivers, "headset" only as audio jack
controls, "upower" only inside cpupower, "Snowflake" only as an ordinary
word in the XFS notes; Gitea, app.ini, Fivetran, TypeORM, DataSource, knex,
to_bin, to_oct, pg_split_walfile_name, Bytebase, Ecto, DBRE, Database
Reliability, Telegraf, LED matrix, nvme connect, nvme-tls, zcrx, composefs,
per-VMA, recomp_algorithm, recompression, Milk-V, CV1800, Sophgo, UALink,
Stream Deck and Node.js not at all). The subjects are named in different
ways on purpose: capitalised product names (Gitea, Fivetran, TypeORM,
Bytebase, Telegraf, Framework, Elgato, Corsair), lower-case tool, command
and option names (knex, nvme connect, io_uring, composefs, zram),
acronyms (DBRE, UALink, TLS, VMA) and version numbers (PostgreSQL 16 and
17, Linux 6.4), third-party tools and settings or features that
PostgreSQL 15 and Linux 6.1 do not have.

As in the twenty-seventh set, most questions (14 of the 20) are written the
way a user tells the situation first and then asks ("<what is going on at
the bench, naming the product, setting, tool or version>; <the
question>?"): ids ``u28-gitea-max-connections``,
``u28-fivetran-pgoutput``, ``u28-typeorm-synchronize``,
``u28-pg17-to-bin``, ``u28-pg16-split-walfile-name``,
``u28-dbre-acronym``, ``u28-telegraf-postgresql``,
``u28-framework16-led-matrix``, ``u28-nvme-tcp-tls``,
``u28-io-uring-zcrx``, ``u28-per-vma-locks``,
``u28-zram-recompress``, ``u28-milkv-duo-release`` and
``u28-ualink-acronym``. In seven of them the thing the documents lack is
named only in the situation part and the question part refers to it
indirectly or not at all: ``u28-gitea-max-connections`` ("its
configuration file"), ``u28-typeorm-synchronize`` ("that automatic schema
change"), ``u28-pg17-to-bin`` ("that function"),
``u28-framework16-led-matrix`` ("its LEDs"), ``u28-io-uring-zcrx``
("that"), ``u28-per-vma-locks`` ("them") and ``u28-milkv-duo-release``
("it"); in the other seven it is named in the question as well. The other
six (``u28-knex-migrate-latest``, ``u28-bytebase-instance``,
``u28-ecto-pool-size``, ``u28-composefs-mount``,
``u28-stream-deck-input``, ``u28-corsair-void-battery``) are plain
one-clause questions. None repeats a topic of the earlier unanswerable
sets (``answer_unanswerable_tune``, ``answer_unanswerable_heldout`` to
``answer_unanswerable_heldout27``) or of the other answer sets, which were
read only for that purpose (their question words were grepped for each new
subject); the twenty-seventh set's builder
(``build_answers_unanswerable27.py``) was read as the template for format
and rules. Nothing of the answer code, of its output, of the appliance's
documentation or tests, or of the benchmark results was opened while
writing it; no git command was used; the questions were not run through
the appliance.

Usage::

    python3 build_answers_unanswerable28.py > answer_unanswerable_heldout28.jsonl
    python3 validate_answers.py answer_unanswerable_heldout28.jsonl  # with a Python that has the appliance installed

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
    ("u28-gitea-max-connections",
     "Our Gitea instance keeps its data in the lab database on db01 and opens far more connections than we'd like; which key in its configuration file caps them?",
     "setting", "pg"),
    ("u28-fivetran-pgoutput",
     "The data team wants the samples schema copied to the warehouse every night; which Fivetran connector setting selects logical replication with pgoutput as the update method?",
     "setting", "pg"),
    ("u28-typeorm-synchronize",
     "The students' Node.js dashboard uses TypeORM and altered the columns of our runs table by itself when it started; which option of its DataSource switches that automatic schema change off?",
     "setting", "pg"),
    ("u28-knex-migrate-latest",
     "Which knex command applies all pending migrations of our booking app to the lab database?",
     "command", "pg"),
    ("u28-pg17-to-bin",
     "Our register-dump report needs integers shown as binary strings, and PostgreSQL 17 is said to have a built-in function for exactly that; what is that function called?",
     "command", "pg"),
    ("u28-pg16-split-walfile-name",
     "Our archive checker has to get the timeline and segment number out of each WAL file name; which function added in PostgreSQL 16 splits a WAL file name into those parts?",
     "command", "pg"),
    ("u28-bytebase-instance",
     "How do I add our lab database as an instance in Bytebase so that schema changes go through its review?",
     "procedure", "pg"),
    ("u28-ecto-pool-size",
     "Which Ecto Repo configuration option sets the connection pool size of our Phoenix sample portal?",
     "setting", "pg"),
    ("u28-dbre-acronym",
     "The job ad for our new database colleague asks for DBRE experience; what does DBRE stand for?",
     "definition", "pg"),
    ("u28-telegraf-postgresql",
     "IT collects the metrics of all lab servers centrally and now wants db01's database statistics in there as well; which Telegraf input plugin reads them from PostgreSQL?",
     "setting", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u28-framework16-led-matrix",
     "Our new Framework Laptop 16 has the LED matrix input module next to the keyboard, and we'd like it to show the status of the nightly build; which kernel driver controls its LEDs?",
     "command", "kernel"),
    ("u28-nvme-tcp-tls",
     "The NVMe-over-TCP target in the storage lab must now be reached only over an encrypted link; which nvme connect option turns on TLS for the connection?",
     "setting", "kernel"),
    ("u28-io-uring-zcrx",
     "The capture server receives its data through io_uring, and newer kernels are said to deliver network payloads zero-copy straight into user memory; which io_uring registration sets that up on a NIC queue?",
     "command", "kernel"),
    ("u28-composefs-mount",
     "How do I mount a composefs image for our analysis containers?",
     "procedure", "kernel"),
    ("u28-per-vma-locks",
     "Since Linux 6.4 page faults are said to take per-VMA locks instead of the whole mmap_lock, which would help our many-threaded simulation; which Kconfig option enables them?",
     "setting", "kernel"),
    ("u28-zram-recompress",
     "The build server swaps to zram, and newer kernels can recompress idle pages with a slower, stronger algorithm; which zram sysfs attribute sets that secondary recompression algorithm?",
     "setting", "kernel"),
    ("u28-milkv-duo-release",
     "A student brought a Milk-V Duo board with a Sophgo CV1800B RISC-V chip to the lab; from which mainline release on does it have a device tree?",
     "value", "kernel"),
    ("u28-ualink-acronym",
     "The vendor says the GPUs of the next accelerator cluster are linked with UALink; what does UALink stand for?",
     "definition", "kernel"),
    ("u28-stream-deck-input",
     "How do I make the buttons of an Elgato Stream Deck show up as a kernel input device?",
     "procedure", "kernel"),
    ("u28-corsair-void-battery",
     "Why doesn't the battery level of the Corsair Void wireless headset on the lab PC show up anywhere?",
     "reason", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

"""Thirty-first held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout31.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench --
the number of warehouses HammerDB builds for its TPROC-C schema by default,
PostgreSQL 17's function that resolves a domain to its base type, the
Paperless-ngx environment variable that names the PostgreSQL host, the
Redmine file that holds the database adapter and credentials, the host name
of Benchling's data warehouse, OriginPro's way of importing query results,
the Labguru API endpoint that lists experiments, the KNIME node that reads a
database table, the Igor Pro operation that runs an SQL query, PostgreSQL
17's random integer between two bounds; the mainline driver for the Sony
IMX708 sensor of the Raspberry Pi Camera Module 3, the kernel module behind
AMD's Platform Management Framework, the ip link type of the netkit device
(Linux 6.7), what TPMI stands for, the BPF map type of a BPF arena, the
nvidia-drm module parameter that turns on kernel modesetting, the crypto
driver to name as zswap compressor for Intel's In-Memory Analytics
Accelerator (IAA), the first release in which i915 drives DisplayPort 2.1
UHBR20 link rates, the driver for the Touch Bar of a T2 MacBook Pro, the
ioctl that returns a filesystem's UUID -- whose key terms were checked by
grepping both corpora (PostgreSQL 15 HTML pages with the release notes,
Linux 6.1 ``.rst.txt`` sources, ignoring case) to be absent or present only
as a name or an ordinary word without the asked-for fact ("warehouse" only
as an ordinary word, "base type" only for the base types of domains,
arrays and ranges in general, never with a function that returns it,
"random(" only for random() without bounds and its relatives, "Raspberry
Pi" only as a board name in a hwmon driver and a CEC page, "Sapphire
Rapids" only as a CPU name, "zswap" only with its own compressor parameter
and software algorithms, "nvidia_drm" only as a module name in an example
oops listing, "modeset" never for nvidia-drm, "arena" only as an ordinary
word, "BPF_MAP_TYPE" only for older map types, "DisplayPort" and "i915"
never with UHBR or DisplayPort 2.1, "MacBook" and "Apple" never with a
Touch Bar, "UUID" never with a filesystem-UUID ioctl, "veth" only for
ordinary veth pairs); HammerDB, TPROC-C, pg_basetype, Paperless, Redmine,
Benchling, OriginPro, Labguru, KNIME, Igor Pro, IMX708, Camera Module 3,
"Platform Management Framework", amd-pmf, netkit, TPMI, "BPF arena",
"nvidia-drm", IAA, iaa_crypto, "In-Memory Analytics", UHBR, "Touch Bar",
apple-bce and GETFSUUID not at all. The subjects are named in different
ways on purpose: capitalised product names (HammerDB, Paperless-ngx,
Redmine, Benchling, OriginPro, Labguru, KNIME, Igor Pro, Raspberry Pi,
MacBook Pro), lower-case tool, function, driver and option names (netkit,
nvidia-drm, zswap, i915, ip link), acronyms (TPMI, IAA, UHBR20, AMD PMF)
and version numbers (PostgreSQL 17, Linux 6.7, DisplayPort 2.1),
third-party tools and settings or features that PostgreSQL 15 and Linux
6.1 do not have.

As in the thirtieth set, most questions (14 of the 20) are written the way
a user tells the situation first and then asks ("<what is going on at the
bench, naming the product, setting, tool or version>; <the question>?"):
ids ``u31-hammerdb-warehouses``, ``u31-pg17-basetype``,
``u31-paperless-dbhost``, ``u31-redmine-database-config``,
``u31-benchling-warehouse-host``, ``u31-originpro-database-import``,
``u31-labguru-experiments-api``, ``u31-imx708-driver``,
``u31-amd-pmf-module``, ``u31-netkit-link-type``, ``u31-tpmi-acronym``,
``u31-bpf-arena-map-type``, ``u31-nvidia-drm-modeset`` and
``u31-iaa-zswap-compressor``. In seven of them the thing the documents
lack is named only in the situation part and the question part refers to
it indirectly or not at all: ``u31-hammerdb-warehouses`` ("its TPROC-C
schema"), ``u31-pg17-basetype`` ("that function"),
``u31-paperless-dbhost`` ("point it at"), ``u31-redmine-database-config``
("it"), ``u31-imx708-driver`` ("that sensor"), ``u31-amd-pmf-module``
("that driver") and ``u31-netkit-link-type`` ("such a device"); in the
other seven it is named in the question as well. The other six
(``u31-knime-db-reader``, ``u31-igor-pro-sql``, ``u31-pg17-random-range``,
``u31-uhbr20-release``, ``u31-t2-touchbar-driver``,
``u31-getfsuuid-ioctl``) are plain one-clause questions. None repeats a
topic of the earlier unanswerable sets (``answer_unanswerable_tune``,
``answer_unanswerable_heldout`` to ``answer_unanswerable_heldout30``) or of
the other answer sets, which were read only for that purpose (their
question words were grepped for each new subject; several first choices,
among them RETURNING OLD, allow_alter_system, synchronised failover slots,
EXPLAIN SERIALIZE, libpq load balancing, PgDog sharding, zram
recompression, FUSE passthrough and Intel's hardware feedback interface,
were dropped because an earlier set or the documents already had them);
the thirtieth set's builder (``build_answers_unanswerable30.py``) was read
as the template for format and rules; the thirty-second set
(``build_answers_unanswerable32.py``), written at the same time by another
author, was not seen. Nothing of the answer code, of its output, of the
appliance's documentation or tests, or of the benchmark results was opened
while writing it; no git command was used for it; the questions were not
run through the appliance.

Usage::

    python3 build_answers_unanswerable31.py > answer_unanswerable_heldout31.jsonl
    python3 validate_answers.py answer_unanswerable_heldout31.jsonl  # with a Python that has the appliance installed

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
    ("u31-hammerdb-warehouses",
     "Before the upgrade we want to load-test db02 with HammerDB; how many warehouses does its TPROC-C schema build by default?",
     "value", "pg"),
    ("u31-pg17-basetype",
     "Our data-dictionary report has to resolve every domain column down to its underlying base type, and PostgreSQL 17 is said to have a built-in function for exactly that; what is that function called?",
     "command", "pg"),
    ("u31-paperless-dbhost",
     "Our Paperless-ngx instance for the scanned lab notebooks should keep its data in db01 instead of SQLite; which environment variable do I set to point it at the PostgreSQL host?",
     "setting", "pg"),
    ("u31-redmine-database-config",
     "The group's Redmine tracker is moving from MySQL to our PostgreSQL server; in which configuration file do I give it the postgresql adapter and the credentials?",
     "setting", "pg"),
    ("u31-benchling-warehouse-host",
     "The biology group's Benchling tenant comes with a data warehouse that speaks the PostgreSQL protocol; which host name do we connect to for Benchling's warehouse?",
     "value", "pg"),
    ("u31-originpro-database-import",
     "The spectroscopy people analyse everything in OriginPro and want the query results straight from db01 instead of CSV exports; how do I import data from a PostgreSQL database into OriginPro?",
     "procedure", "pg"),
    ("u31-labguru-experiments-api",
     "Our electronic lab notebook is Labguru, and IT wants to mirror its experiments into the lab database every night; which Labguru API endpoint lists the experiments?",
     "command", "pg"),
    ("u31-knime-db-reader",
     "Which KNIME node reads a table from our PostgreSQL server into a workflow?",
     "command", "pg"),
    ("u31-igor-pro-sql",
     "Which Igor Pro operation runs an SQL query against our PostgreSQL database over ODBC?",
     "command", "pg"),
    ("u31-pg17-random-range",
     "Which PostgreSQL 17 function returns a random integer between two given bounds?",
     "command", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u31-imx708-driver",
     "The new Raspberry Pi Camera Module 3 on the microscope uses a Sony IMX708; which mainline kernel driver supports that sensor?",
     "command", "kernel"),
    ("u31-amd-pmf-module",
     "The Ryzen field laptop should use different power limits on battery, and AMD's Platform Management Framework driver is said to handle that on newer kernels; which kernel module provides that driver?",
     "command", "kernel"),
    ("u31-netkit-link-type",
     "Our Cilium test cluster should swap its veth pairs for the BPF-programmable netkit devices that came with Linux 6.7; which ip link type creates such a device?",
     "command", "kernel"),
    ("u31-tpmi-acronym",
     "dmesg on the new Xeon 6 server keeps mentioning TPMI while loading the power drivers; what does TPMI stand for?",
     "definition", "kernel"),
    ("u31-bpf-arena-map-type",
     "Our XDP packet sampler wants one large memory region shared between the BPF program and user space, with pointers valid on both sides, and newer kernels offer a BPF arena for that; which map type creates a BPF arena?",
     "setting", "kernel"),
    ("u31-nvidia-drm-modeset",
     "The analysis workstation runs the proprietary NVIDIA driver, and GNOME on Wayland only starts once kernel modesetting is on; which nvidia-drm module parameter enables modesetting?",
     "setting", "kernel"),
    ("u31-iaa-zswap-compressor",
     "The Sapphire Rapids storage server has Intel's In-Memory Analytics Accelerator, and we'd like zswap to compress with it; which IAA crypto driver name do we give zswap as its compressor?",
     "setting", "kernel"),
    ("u31-uhbr20-release",
     "From which kernel release on does i915 drive DisplayPort 2.1 UHBR20 link rates?",
     "value", "kernel"),
    ("u31-t2-touchbar-driver",
     "Which kernel driver makes the Touch Bar of a T2 MacBook Pro work?",
     "command", "kernel"),
    ("u31-getfsuuid-ioctl",
     "Which ioctl returns the UUID of the filesystem a file lives on?",
     "command", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

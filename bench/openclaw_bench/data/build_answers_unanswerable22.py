"""Twenty-second held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout22.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench -- the
OLD and NEW aliases in RETURNING of PostgreSQL 18, flushing idle connections
with pgagroal-cli, the built-in connection pooler of the Zalando
postgres-operator, the default transaction-mode port of the Supavisor pooler,
sqlx macros failing in a CI build, what CDC stands for, adding a whole schema
to a pglogical replication set, a new migration file with dbmate, column
encryption with pgsodium, the database URL of the ElectricSQL sync service;
what EDSFF stands for, fan speeds and temperatures from a BMC with ipmitool,
a fixed exposure time with rpicam-still, the NVIDIA Container Toolkit for
Docker, the crash dump directory of Debian's kdump-tools, the PCIe lanes of
the Raspberry Pi 5, joining a ZeroTier network, the power of USB PD 3.1
Extended Power Range, a Kingston A2000 NVMe SSD lost after resume, the VLAN
ID of an OpenWrt interface in UCI -- whose key terms were checked by
grepping both corpora (PostgreSQL 15 HTML pages, Linux 6.1 ``.rst.txt``
sources, as whole words, ignoring case) to be absent or present only as a
name or an ordinary word without the asked-for fact ("pglogical" only as the
name of an outside replication system in the upgrading chapter, "replication
set" only as another name for a publication, "CDC" only as the USB
Communications Device Class of the gadget and modem drivers, "ipmitool" only
as the tool that fetches IPMB channel information in the IPMI driver guide,
"OpenWrt" only as a system that can build UML images and in a boot message
of the UML howto, "EPR" only as a register of the KVM API, "USB Power
Delivery" only as the protocol whose partner and cable identities the
Type-C class shows, with no word on power levels, "kdump" only with the
kernel's own capture steps, not Debian's kdump-tools file, "exposure" only as
an ordinary word and a V4L2 camera control, "Raspberry Pi" only as boards
named by a hardware monitoring driver and an HDMI CEC example). The subjects are named in different ways on purpose:
distinctive product names, ordinary English words, version numbers,
acronyms, third-party tools and settings or features that PostgreSQL 15 and
Linux 6.1 do not have. None repeats a topic of the earlier unanswerable sets
(``answer_unanswerable_tune``, ``answer_unanswerable_heldout`` to
``answer_unanswerable_heldout21``) or of the other answer sets, which were
read only for that purpose; the twenty-first set's builder
(``build_answers_unanswerable21.py``) was read as the template for format and
rules. Nothing of the answer code, of its output, of the appliance's
documentation or tests, or of the benchmark results was opened while writing
it; no git command was run; the questions were not run through the appliance.

Usage::

    python3 build_answers_unanswerable22.py > answer_unanswerable_heldout22.jsonl
    python3 validate_answers.py answer_unanswerable_heldout22.jsonl  # with a Python that has the appliance installed

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
    ("u22-pg18-returning-old",
     "With PostgreSQL 18, how do I get both the old and the new value of the status column back from an UPDATE on the samples table, using OLD and NEW in the RETURNING clause?",
     "procedure", "pg"),
    ("u22-pgagroal-flush",
     "Which pgagroal-cli command flushes the idle connections of the pgagroal pool in front of the lab database?",
     "command", "pg"),
    ("u22-zalando-connection-pooler",
     "Which key in the cluster manifest of the Zalando postgres-operator turns on its built-in connection pooler for our lab database on Kubernetes?",
     "setting", "pg"),
    ("u22-supavisor-port",
     "On which port does the Supavisor pooler of our self-hosted Supabase stack accept transaction-mode connections by default?",
     "value", "pg"),
    ("u22-sqlx-ci-build",
     "Why does cargo build of our Rust ingest service fail in CI with the sqlx query macros complaining that DATABASE_URL is not set, while it builds fine on my laptop?",
     "reason", "pg"),
    ("u22-cdc-acronym",
     "The data engineers want CDC from the lab database into their lakehouse; what does CDC stand for?",
     "definition", "pg"),
    ("u22-pglogical-schema-tables",
     "Which pglogical function adds every table of our lab schema to the default replication set in one go?",
     "command", "pg"),
    ("u22-dbmate-new",
     "Which dbmate command creates a new timestamped migration file for the inventory schema of our stock app?",
     "command", "pg"),
    ("u22-pgsodium-column-encryption",
     "How do I set up transparent column encryption with pgsodium for the ssn column of our subjects table?",
     "procedure", "pg"),
    ("u22-electricsql-database-url",
     "Which environment variable tells the ElectricSQL sync service where to find our lab PostgreSQL database?",
     "setting", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u22-edsff-acronym",
     "The new storage server takes E3.S drives in EDSFF bays; what does EDSFF stand for?",
     "definition", "kernel"),
    ("u22-ipmitool-sensors",
     "Which ipmitool command lists the fan speeds and temperatures that the BMC of our storage server reports?",
     "command", "kernel"),
    ("u22-rpicam-exposure",
     "Which rpicam-still option sets a fixed exposure time for the camera module on our Raspberry Pi microscope?",
     "command", "kernel"),
    ("u22-nvidia-container-toolkit",
     "How do I set up the NVIDIA Container Toolkit so Docker containers on the analysis box can use its GPU?",
     "procedure", "kernel"),
    ("u22-kdump-tools-coredir",
     "Which variable in Debian's /etc/default/kdump-tools sets the directory the crash dumps of the test box are saved to?",
     "setting", "kernel"),
    ("u22-pi5-pcie-lanes",
     "How many PCIe lanes does the external PCIe connector of the Raspberry Pi 5 provide for our NVMe HAT?",
     "value", "kernel"),
    ("u22-zerotier-join",
     "How do I get the field gateway to join our ZeroTier network so the instruments behind it are reachable from the lab?",
     "procedure", "kernel"),
    ("u22-usb-pd-epr-watts",
     "Up to how many watts can a USB-C port deliver under USB PD 3.1 Extended Power Range, for charging the field laptop?",
     "value", "kernel"),
    ("u22-kingston-a2000-resume",
     "Why does the Kingston A2000 NVMe SSD in the field laptop disappear after every resume from suspend?",
     "reason", "kernel"),
    ("u22-openwrt-vlan-id",
     "Which UCI option in /etc/config/network sets the VLAN ID of the instrument network on our OpenWrt router?",
     "setting", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

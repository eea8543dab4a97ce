"""Twenty-first held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout21.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench -- the
debug_io_direct setting of PostgreSQL 16, the track_cost_delay_timing setting
of PostgreSQL 18, generating Go code with sqlc, formatting SQL files with
pgFormatter, starting a migration with pgroll, reaching the lab database from
Retool through an SSH tunnel, loading Shapefiles with shp2pgsql, what PII
stands for, the default port of the pgweb browser UI, a read-only table in
NocoDB; the idle current of a Raspberry Pi Zero 2 W, the CO2 range of an
MH-Z19 sensor, a fixed address by MAC in dnsmasq, the listener of the
mosquitto MQTT broker, the alternate setting in dfu-util, capturing with
gphoto2, reading a BIOS chip through a CH341A with flashrom, OpenOCD with a
J-Link adapter, what LPCAMM stands for, blank labels from a Brother QL-800
under CUPS -- whose key terms were checked by grepping both corpora
(PostgreSQL 15 HTML pages, Linux 6.1 ``.rst.txt`` sources, as whole words,
ignoring case) to be absent or present only as a name or an ordinary word
without the asked-for fact ("pgweb" only as the name of an example table in
the text search chapter, "PII" only as the Pentium II diode type of a hardware
monitoring chip, "dnsmasq" only as a process name in a trace histogram
example, "openocd" only as the tool that loads OpenRISC binaries onto an FPGA
board, in the English page and its Chinese translation, "Raspberry Pi" only as
boards named by a hardware monitoring driver and an HDMI CEC example,
"Cortex-M" only as the name of a CPU class in the ARM boot and platform pages,
with no word on J-Link). The subjects are named in different ways on purpose:
distinctive product names, ordinary English words, version numbers, acronyms,
third-party tools and settings or features that PostgreSQL 15 and Linux 6.1 do
not have. None repeats a topic of the earlier unanswerable sets
(``answer_unanswerable_tune``, ``answer_unanswerable_heldout`` to
``answer_unanswerable_heldout20``) or of the other answer sets, which were
read only for that purpose; the twentieth set's builder
(``build_answers_unanswerable20.py``) was read as the template for format and
rules. Nothing of the answer code, of its output, of the appliance's
documentation or tests, or of the benchmark results was opened while writing
it; no git command was run; the questions were not run through the appliance.

Usage::

    python3 build_answers_unanswerable21.py > answer_unanswerable_heldout21.jsonl
    python3 validate_answers.py answer_unanswerable_heldout21.jsonl  # with a Python that has the appliance installed

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
    ("u21-debug-io-direct",
     "Which values does the debug_io_direct setting of PostgreSQL 16 accept, so I can try direct I/O for the data files on the test server?",
     "setting", "pg"),
    ("u21-track-cost-delay-timing",
     "Which PostgreSQL 18 setting makes the server record how long VACUUM sleeps in cost-based delays, so we can see it in the progress views?",
     "setting", "pg"),
    ("u21-sqlc-generate",
     "Which sqlc command turns the annotated SQL queries of our Go ingest service into type-safe Go code?",
     "command", "pg"),
    ("u21-pgformatter-indent",
     "Which pgFormatter option makes it indent our SQL migration files with four spaces?",
     "command", "pg"),
    ("u21-pgroll-start",
     "Which pgroll command starts a zero-downtime schema migration on the lab database from our JSON migration file?",
     "command", "pg"),
    ("u21-retool-ssh-tunnel",
     "How do I connect Retool to our lab PostgreSQL server through an SSH tunnel over the bastion host, so the inventory dashboard can read it?",
     "procedure", "pg"),
    ("u21-shp2pgsql-load",
     "How do I load the sampling-site Shapefiles from the field team into a table of the lab database with shp2pgsql?",
     "procedure", "pg"),
    ("u21-pii-acronym",
     "The data protection officer says our samples table holds PII and must be masked in the test copy; what does PII stand for?",
     "definition", "pg"),
    ("u21-pgweb-default-port",
     "On which port does the pgweb browser UI listen by default when I start it on the lab server?",
     "value", "pg"),
    ("u21-nocodb-read-only",
     "Why does NocoDB open our readings table as read-only after we added the lab database as an external data source, while other tables can be edited?",
     "reason", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u21-pi-zero-2w-idle-current",
     "How much current does a Raspberry Pi Zero 2 W draw when idle, for sizing the battery of our field sensor?",
     "value", "kernel"),
    ("u21-mh-z19-range",
     "Up to which CO2 concentration does the MH-Z19 sensor in the growth chamber measure, in its default range?",
     "value", "kernel"),
    ("u21-dnsmasq-dhcp-host",
     "Which dnsmasq option gives the spectrometer a fixed IP address by its MAC address on the lab's private network?",
     "setting", "kernel"),
    ("u21-mosquitto-listener",
     "Which line in mosquitto.conf makes the MQTT broker on the lab gateway accept connections from the other machines on the network?",
     "setting", "kernel"),
    ("u21-dfu-util-alt",
     "Which dfu-util option selects the alternate setting when I flash new firmware onto our home-made USB data logger through its DFU bootloader?",
     "command", "kernel"),
    ("u21-gphoto2-capture",
     "Which gphoto2 option takes a picture with the DSLR on the copy stand and downloads it straight to the lab PC?",
     "command", "kernel"),
    ("u21-flashrom-ch341a",
     "Which flashrom programmer option reads the BIOS chip of the dead mainboard through our CH341A USB programmer?",
     "command", "kernel"),
    ("u21-openocd-jlink",
     "How do I get OpenOCD to connect to our custom Cortex-M board through a SEGGER J-Link adapter?",
     "procedure", "kernel"),
    ("u21-lpcamm-acronym",
     "The new field laptop's memory is an LPCAMM2 module; what does LPCAMM stand for?",
     "definition", "kernel"),
    ("u21-brother-ql-blank-labels",
     "Why does the Brother QL-800 label printer print only blank labels from CUPS on the lab PC, while the same labels come out fine from Windows?",
     "reason", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

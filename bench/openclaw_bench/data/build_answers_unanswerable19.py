"""Nineteenth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout19.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench --
the cluster status from Stolon's stolonctl, a StreamingDiskANN index from
pgvectorscale, the default of io_method in PostgreSQL 18, a scheduled backup
inside Navicat, cloning a database with pgcopydb, what DBaaS stands for,
SQL migrations from drizzle-kit, the connection limit of a Go pgxpool,
Excel turning sample ids into numbers, embeddings from SQL with pgai; the
DRM panic screen of Linux 6.10, the gain setting for a 4.096 V range of an
ADS1115, timestamps in the tio serial terminal, writing an SD card image
with bmaptool, what UCIe stands for, palm rejection in libinput's quirks
files, the power-saver profile with powerprofilesctl, a dock monitor that
flickers while the laptop charges, the first kernel release with the xe
driver for Lunar Lake graphics, rolling out a kernel image with Mender --
whose key terms were checked by grepping both corpora (PostgreSQL 15 HTML
pages, Linux 6.1 ``.rst.txt`` sources, as whole words, ignoring case) to be
absent or present only as a name or an ordinary word without the asked-for
fact ("io_method" only as an enum name in a V4L2 capture example,
"io_uring" only in the ublk driver's page, "excel" only as the verb,
"flicker" and "USB-C" only in unrelated driver and media pages, "xe" only
inside product names such as "Cinergy T USB XE", "palm" only as a touch
tool type of the multi-touch protocol). The subjects
are named in different ways on purpose: distinctive product names,
ordinary English words, version numbers, acronyms, third-party tools and
settings or features that PostgreSQL 15 and Linux 6.1 do not have. None
repeats a topic of the earlier unanswerable sets
(``answer_unanswerable_tune``, ``answer_unanswerable_heldout`` to
``answer_unanswerable_heldout18``) or of the other answer sets, which were
read only for that purpose; the eighteenth set's builder
(``build_answers_unanswerable18.py``) was read as the template for format
and rules. Nothing of the answer code, of its output, of the appliance's
documentation or tests, or of the benchmark results was opened while
writing it; no git command was run; the questions were not run through the
appliance.

Usage::

    python3 build_answers_unanswerable19.py > answer_unanswerable_heldout19.jsonl
    python3 validate_answers.py answer_unanswerable_heldout19.jsonl  # with a Python that has the appliance installed

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
    ("u19-stolonctl-status",
     "Which stolonctl command shows the state of our Stolon-managed PostgreSQL cluster, including which keeper is currently the master?",
     "command", "pg"),
    ("u19-pgvectorscale-diskann",
     "How do I build a StreamingDiskANN index with pgvectorscale on the embedding column of our spectra table?",
     "procedure", "pg"),
    ("u19-pg18-io-method",
     "What does io_method default to in PostgreSQL 18, and would switching it to io_uring help the readings server?",
     "value", "pg"),
    ("u19-navicat-backup-schedule",
     "How do I schedule a nightly backup of the lab database from inside Navicat, so it runs without anyone clicking?",
     "procedure", "pg"),
    ("u19-pgcopydb-clone",
     "Which pgcopydb command copies our whole lab database to the new server, building the indexes in parallel?",
     "command", "pg"),
    ("u19-dbaas-acronym",
     "The hosting company offers our lab database as DBaaS; what does DBaaS stand for?",
     "definition", "pg"),
    ("u19-drizzle-kit-generate",
     "Which drizzle-kit command turns the TypeScript schema of our inventory app into SQL migration files for the lab database?",
     "command", "pg"),
    ("u19-pgxpool-max-conns",
     "Which pgxpool setting caps how many connections our Go ingest service opens to the lab database?",
     "setting", "pg"),
    ("u19-excel-sample-ids",
     "Why does Excel turn sample ids like 1E5 and 3-12 into numbers and dates when I open the CSV export of the samples table?",
     "reason", "pg"),
    ("u19-pgai-embeddings",
     "Which pgai function do I call from SQL to create embeddings of our lab notes with an OpenAI model?",
     "command", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u19-drm-panic",
     "Which config option turns on the DRM panic screen that came in Linux 6.10, so a crash on the kiosk PC shows a message on the display?",
     "setting", "kernel"),
    ("u19-ads1115-gain",
     "Which gain setting of the ADS1115 ADC on our sensor board gives a full-scale range of 4.096 V?",
     "value", "kernel"),
    ("u19-tio-timestamps",
     "Which tio option puts a timestamp in front of every line that arrives from the instrument's serial port?",
     "command", "kernel"),
    ("u19-bmaptool-copy",
     "Which bmaptool command writes our board image to the SD card while skipping the empty blocks?",
     "command", "kernel"),
    ("u19-ucie-acronym",
     "The chiplet roadmap slides from the vendor mention UCIe everywhere; what does UCIe stand for?",
     "definition", "kernel"),
    ("u19-libinput-palm-rejection",
     "Which setting in a libinput quirks file switches off palm rejection on the touchpad of the lab laptop?",
     "setting", "kernel"),
    ("u19-powerprofilesctl-saver",
     "Which powerprofilesctl command puts the field laptop into the power-saver profile for the long logging runs?",
     "command", "kernel"),
    ("u19-monitor-flicker-charging",
     "Why does the monitor on the lab laptop's USB-C dock flicker every few seconds, but only while the laptop is charging through that dock?",
     "reason", "kernel"),
    ("u19-xe-lunar-lake",
     "From which kernel release is the xe driver for the Lunar Lake graphics of our new laptops in mainline?",
     "value", "kernel"),
    ("u19-mender-kernel-rollout",
     "How do I set up Mender to roll out a new kernel image to our field data loggers and roll back if one fails to boot?",
     "procedure", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

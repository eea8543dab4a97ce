"""Fourteenth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout14.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench --
the default instance count of a StackGres SGCluster, reading deleted rows
with pg_dirtyread, an autovacuum_freeze_strategy setting that PostgreSQL 15
does not have, what YSQL stands for in YugabyteDB, a "recycle bin" for
dropped tables, a key in pg_top for a backend's locks, the connection URI
for Apache Superset, a diff script from pgModeler, psql's \\bind_named of
PostgreSQL 18, what HTAP stands for; the sample rate of a Red Pitaya
STEMlab, the release that brought listmount() and statmount(), a
vm.watermark_kswapd_boost sysctl that does not exist, what UKI stands for,
iperf3's reverse mode, an mlxconfig firmware parameter for SR-IOV on a
ConnectX-5, a tuna command to move IRQs off a CPU, a fan that spins up when
a browser tab opens, an SBOM make target the 6.1 kernel does not have, and
pairing a Logitech mouse with Solaar -- whose key terms were checked by
grepping both corpora (PostgreSQL 15 HTML pages, Linux 6.1 ``.rst.txt``
sources, as whole words) to be absent or present only as a name or an
ordinary word without the asked-for fact ("superset" and "recycle" only in
other senses, ConnectX-5 only named in the mlx5 driver page, Logitech only
in lists of supported cameras and joysticks, "fan" and "browser" only in
unrelated passages). The subjects are named in different ways on purpose:
distinctive product names, ordinary English words, version numbers,
acronyms, third-party tools and settings or features that PostgreSQL 15 and
Linux 6.1 do not have. None repeats a topic of the earlier unanswerable
sets (``answer_unanswerable_tune``, ``answer_unanswerable_heldout`` to
``answer_unanswerable_heldout13``) or of the other answer sets, which were
read only for that purpose; the thirteenth set's builder
(``build_answers_unanswerable13.py``) was read as the template for format
and rules. Nothing of the answer code, of its output, of the appliance's
documentation or tests, or of the benchmark results was opened while
writing it; no git command was run; the questions were not run through the
appliance.

Usage::

    python3 build_answers_unanswerable14.py > answer_unanswerable_heldout14.jsonl
    python3 validate_answers.py answer_unanswerable_heldout14.jsonl  # with a Python that has the appliance installed

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
    ("u14-stackgres-instances",
     "If I leave the instances field out of a StackGres SGCluster manifest, how many Postgres pods does it start?",
     "value", "pg"),
    ("u14-pg-dirtyread",
     "Someone deleted half the samples table this morning and vacuum hasn't run yet; how do I read those dead rows back with the pg_dirtyread extension?",
     "procedure", "pg"),
    ("u14-autovacuum-freeze-strategy",
     "What does the autovacuum_freeze_strategy setting default to, and would 'eager' help our append-only readings table?",
     "value", "pg"),
    ("u14-ysql-acronym",
     "IT wants to move the lab database to YugabyteDB; what does YSQL stand for in their documentation?",
     "definition", "pg"),
    ("u14-recycle-bin",
     "Is there a recycle bin, so a table a student dropped by accident an hour ago can be brought back with a single command?",
     "procedure", "pg"),
    ("u14-pg-top-locks",
     "In pg_top, which key shows the locks held by the backend I've selected?",
     "command", "pg"),
    ("u14-superset-uri",
     "What connection URI do I type into Apache Superset to add our lab PostgreSQL database as a data source?",
     "setting", "pg"),
    ("u14-pgmodeler-diff",
     "How do I get pgModeler to produce a diff script between my model and the live lab database?",
     "procedure", "pg"),
    ("u14-psql-bind-named",
     "What does the \\bind_named meta-command that psql got in PostgreSQL 18 do, compared with \\bind?",
     "command", "pg"),
    ("u14-htap-acronym",
     "A startup pitched us their Postgres fork as 'HTAP' so the dashboards can run on the live data; what is HTAP short for?",
     "definition", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u14-red-pitaya-rate",
     "What is the maximum sampling rate of the fast analog inputs on our Red Pitaya STEMlab 125-14?",
     "value", "kernel"),
    ("u14-listmount-release",
     "From which kernel release can our backup tool use the listmount() and statmount() system calls?",
     "value", "kernel"),
    ("u14-watermark-kswapd-boost",
     "What does vm.watermark_kswapd_boost default to, and does it matter on the 512 GB simulation server?",
     "value", "kernel"),
    ("u14-uki-acronym",
     "The Fedora release notes say the test laptop can boot a UKI; what does UKI stand for?",
     "definition", "kernel"),
    ("u14-iperf3-reverse",
     "Which iperf3 option makes the server send and the client receive, so I can test the download direction of the 10G link?",
     "command", "kernel"),
    ("u14-mlxconfig-sriov",
     "Which mlxconfig parameter do I set to turn on SR-IOV in the firmware of our ConnectX-5 card?",
     "setting", "kernel"),
    ("u14-tuna-irqs",
     "Which tuna command moves every IRQ thread off CPU 3 so our real-time loop has it to itself?",
     "command", "kernel"),
    ("u14-fan-browser-tab",
     "Why does the fan of the lab PC spin up loudly every time I open a new browser tab?",
     "reason", "kernel"),
    ("u14-sbom-target",
     "Which make target writes an SBOM, a software bill of materials, for our kernel build so the auditors get their list?",
     "command", "kernel"),
    ("u14-solaar-pairing",
     "How do I pair a new Logitech mouse with its Bolt receiver on the lab PC using Solaar?",
     "procedure", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

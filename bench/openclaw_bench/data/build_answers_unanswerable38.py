"""Thirty-eighth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout38.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench --
the default maximum of vertices of PostGIS's ST_Subdivide, the default
page_size of psycopg2's execute_values, what SQLAlchemy's pool_pre_ping
does, the default of citus.shard_count, the pgvector setting hnsw.ef_search,
Patroni's maximum_lag_on_failover, the initdb option that turns data
checksums off in PostgreSQL 18, the ALTER TABLE form that changes a
generation expression in PostgreSQL 17, the time-range macro of Grafana's
PostgreSQL data source, who drew Slonik, the PostgreSQL elephant;
the release that brought CAN XL frames to SocketCAN (Linux 6.2), the
irqbalance option that leaves one IRQ alone, the ethtool command for the
MAC merge layer (Linux 6.3), the force_probe parameter of the Intel xe
driver (Linux 6.8), the picotool command that loads a UF2 file onto a
Raspberry Pi Pico, the line in /etc/default/grub for extra kernel
parameters, the phc2sys option that picks clocks automatically, the HWE
kernel of Ubuntu 24.04, the mlxlink query of a Mellanox ConnectX-7 link, the
long-term kernel chosen this year -- whose key terms were checked by
grepping both corpora (PostgreSQL 15 HTML pages with the release notes,
Linux 6.1 ``.rst.txt`` sources, ignoring case) to be absent or present only
as an ordinary word or in passing without the asked-for fact ("page_size"
only for other programs, "elephant" only in passing, "irqbalance" only in
passing, "isolcpus" without anything about GRUB, "linuxptp" without phc2sys,
"long-term" and "longterm" without the kernel chosen this year, "hwe" only
inside other words, "frame preemption" only in one Ethernet driver's
feature list; ST_Subdivide, execute_values, pool_pre_ping,
citus.shard_count, hnsw.ef_search, maximum_lag_on_failover,
--no-data-checksums, SET EXPRESSION, $__timeFilter, Slonik, CAN XL,
--banirq, "MAC merge", xe.force_probe, picotool, GRUB_CMDLINE_LINUX_DEFAULT,
phc2sys, Ubuntu 24.04, ConnectX-7 and mlxlink not at all). The subjects are
named in different ways on purpose: capitalised product names (PostGIS,
Citus, Patroni, Grafana, Intel Arc, Raspberry Pi Pico, Ubuntu, Mellanox
ConnectX-7), lower-case function, setting and tool names (execute_values,
pool_pre_ping, hnsw.ef_search, irqbalance, picotool, phc2sys, mlxlink,
/etc/default/grub), acronyms (CAN XL, MAC, HWE, LTS), version numbers of
newer releases (PostgreSQL 17 and 18, Linux 6.2, 6.3 and 6.8, one question
each) and ordinary words (the elephant logo, this year's long-term kernel).

Most questions (16 of the 20) are written the way a user tells the
situation first and then asks ("<what is going on at the bench, naming the
product, setting, tool or version>; <the question>?"): ids
``u38-postgis-st-subdivide``, ``u38-psycopg2-execute-values``,
``u38-sqlalchemy-pool-pre-ping``, ``u38-citus-shard-count``,
``u38-pgvector-hnsw-ef-search``, ``u38-patroni-maximum-lag``,
``u38-pg18-no-data-checksums``, ``u38-pg17-set-expression``,
``u38-grafana-timefilter``, ``u38-linux62-can-xl``,
``u38-irqbalance-banirq``, ``u38-linux63-mac-merge``,
``u38-linux68-xe-force-probe``, ``u38-picotool-load``,
``u38-grub-cmdline`` and ``u38-connectx7-mlxlink``. In six of them the
thing the documents lack is named only in the situation part and the
question part refers to it indirectly or not at all:
``u38-postgis-st-subdivide`` ("what is its default"),
``u38-citus-shard-count`` ("how many shards"),
``u38-pgvector-hnsw-ef-search`` ("which setting"),
``u38-pg18-no-data-checksums`` ("which initdb option"),
``u38-grafana-timefilter`` ("which macro") and
``u38-irqbalance-banirq`` ("which option tells it"); in the other ten it
is named in the question as well. The other
four (``u38-slonik-designer``, ``u38-phc2sys-auto``,
``u38-ubuntu2404-hwe-kernel``, ``u38-lts-this-year``) are plain one-clause
questions. None repeats a topic of the earlier unanswerable sets
(``answer_unanswerable_tune``, ``answer_unanswerable_heldout`` to
``answer_unanswerable_heldout36``) or of the other answer sets, which were
read only for that purpose (their question words were grepped for each new
subject; some products, such as PostGIS, Citus, Patroni, pgvector, Grafana,
SQLAlchemy, GRUB, Ubuntu 24.04 and Intel Arc cards, appear in earlier sets
for other facts); the thirty-sixth set's builder
(``build_answers_unanswerable36.py``) was read as the template for format
and rules; the thirty-seventh set,
written at the same time by another author, was not seen. Nothing of the
answer code, of its output, of the appliance's documentation or tests, or
of the benchmark results was opened while writing it; no git command was
used for it; the questions were not run through the appliance.

Usage::

    python3 build_answers_unanswerable38.py > answer_unanswerable_heldout38.jsonl
    python3 validate_answers.py answer_unanswerable_heldout38.jsonl  # with a Python that has the appliance installed

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
    ("u38-postgis-st-subdivide",
     "The field-survey polygons in our sites table have tens of thousands of vertices and the spatial joins crawl, so a colleague splits them with PostGIS's ST_Subdivide; if we don't pass a vertex limit, what is its default?",
     "value", "pg"),
    ("u38-psycopg2-execute-values",
     "Our Python ETL job loads 50,000 readings per batch with psycopg2.extras.execute_values; how many rows does execute_values put into one INSERT statement by default?",
     "value", "pg"),
    ("u38-sqlalchemy-pool-pre-ping",
     "After every nightly restart of db02 the Flask dashboard throws 'server closed the connection unexpectedly' once per pooled connection; what does setting pool_pre_ping=True on the SQLAlchemy engine do about that?",
     "definition", "pg"),
    ("u38-citus-shard-count",
     "We are testing Citus on three worker VMs and distribute the readings table with create_distributed_table without saying anything else; how many shards does it get by default?",
     "value", "pg"),
    ("u38-pgvector-hnsw-ef-search",
     "Similarity search over the spectra embeddings with a pgvector HNSW index misses some of the nearest neighbours that an exact scan finds; which setting widens the candidate list the index search keeps, trading speed for recall?",
     "setting", "pg"),
    ("u38-patroni-maximum-lag",
     "Our Patroni cluster of db03 to db05 should never promote a replica that is far behind the old leader; what does maximum_lag_on_failover count, bytes or seconds, and where is it set?",
     "setting", "pg"),
    ("u38-pg18-no-data-checksums",
     "PostgreSQL 18 reportedly creates new clusters with data checksums switched on, and for a benchmark comparison on the test VM I need one cluster without them; which initdb option turns them off?",
     "command", "pg"),
    ("u38-pg17-set-expression",
     "The generated column area_mm2 of the specimens table has the wrong formula, and PostgreSQL 17 is said to let me change a generation expression in place instead of dropping the column; which ALTER TABLE clause does that?",
     "command", "pg"),
    ("u38-grafana-timefilter",
     "Our Grafana panel queries the readings table through the PostgreSQL data source and always pulls the whole year; which macro do I put in the WHERE clause so the query follows the dashboard's selected time range?",
     "command", "pg"),
    ("u38-slonik-designer",
     "Who drew Slonik, the elephant in the PostgreSQL logo that's on our lab poster?",
     "definition", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u38-linux62-can-xl",
     "The new test bench for the vehicle bus uses CAN XL transceivers with 2048-byte payloads; from which kernel release does SocketCAN handle CAN XL frames, and what is the frame structure called?",
     "value", "kernel"),
    ("u38-irqbalance-banirq",
     "irqbalance keeps moving IRQ 45 of our frame-grabber card away from the CPU I pinned it to by hand; which option tells it to leave that interrupt alone?",
     "command", "kernel"),
    ("u38-linux63-mac-merge",
     "Our TSN switch port should use frame preemption, and Linux 6.3 reportedly added an ethtool interface for the MAC merge layer; which ethtool command shows its state?",
     "command", "kernel"),
    ("u38-linux68-xe-force-probe",
     "The render PC got an Intel Arc card and we want to try the new xe driver that came with Linux 6.8 instead of i915; what do I put on the kernel command line to make xe bind to it?",
     "setting", "kernel"),
    ("u38-picotool-load",
     "The Raspberry Pi Pico on the stimulus box is in BOOTSEL mode and I don't want to drag files onto the mass-storage drive; which picotool command loads the UF2 image and starts it?",
     "command", "kernel"),
    ("u38-grub-cmdline",
     "On the Debian acquisition PC I want isolcpus=2,3 on every boot; which variable in /etc/default/grub do I add it to before running update-grub?",
     "setting", "kernel"),
    ("u38-phc2sys-auto",
     "Which phc2sys option makes it pick the clocks to synchronise automatically from what ptp4l reports?",
     "command", "kernel"),
    ("u38-ubuntu2404-hwe-kernel",
     "Which kernel version does the hardware enablement (HWE) stack of Ubuntu 24.04.2 ship?",
     "value", "kernel"),
    ("u38-connectx7-mlxlink",
     "Our new Mellanox ConnectX-7 card in the storage server links at 200G instead of 400G; which mlxlink invocation shows the negotiated speed and FEC mode of the port?",
     "command", "kernel"),
    ("u38-lts-this-year",
     "Which kernel version was picked as this year's long-term support (LTS) release?",
     "value", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

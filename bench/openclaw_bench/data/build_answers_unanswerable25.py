"""Twenty-fifth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout25.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench --
accepting the PROXY protocol from HAProxy, the key of Mattermost's
config.json that holds the database connection string, the default kind of
generated column in PostgreSQL 18, the SQL port of CockroachDB, JSON_TABLE
in PostgreSQL 17, the EXPLAIN option of PostgreSQL 17 that reports the
planner's memory, the PgHero page with duplicate indexes, adding the lab
database to Redash, the extra database upgrade step of GitLab 17.0, what
RAG stands for; the record size of a TrueNAS SCALE dataset, how many
kernels dnf keeps installed, switching an image-based Fedora box with
bootc, creating a distrobox container, a second Limine boot entry, the
write speed of a SanDisk Extreme PRO microSD card, the kernel release that
brought NFS LOCALIO, the memory of an NVIDIA RTX 6000 Ada, under-voltage
warnings of a Raspberry Pi 5 on a 3 A supply, what MRDIMM stands for --
whose key terms were checked by grepping both corpora (PostgreSQL 15 HTML
pages, Linux 6.1 ``.rst.txt`` sources, ignoring case) to be absent or
present only as a name or an ordinary word without the asked-for fact
("PROXY protocol" only for the GSS proxy of the kernel's NFS server,
"JSON_TABLE" only in the list of reserved key words and of unsupported
SQL/JSON features, "virtual generated column" only in the remark that
PostgreSQL 15 implements only stored generated columns, "MEMORY" never as
an EXPLAIN option, "dnf" only in package install hints for building the
documentation, plugins and tools, "bootc" only as part of "bootconfig",
"GitLab" only as the host of some projects' repositories in kernel pages,
"under-voltage" only for regulators and power supplies of other hardware;
HAProxy, Mattermost, CockroachDB, PgHero, Redash, RAG,
TrueNAS, recordsize, distrobox, Limine, SanDisk, microSD, LOCALIO, RTX,
Raspberry Pi 5 and MRDIMM not at all). The subjects are named in different
ways on purpose: distinctive product names, ordinary English words, version
numbers, acronyms, third-party tools and settings or features that
PostgreSQL 15 and Linux 6.1 do not have.

New in this set: 16 of the 20 questions are written the way a user tells
the situation first and then asks ("<what is going on at the bench, naming
the product, setting, tool or version>; <the question>?"): ids
``u25-haproxy-proxy-protocol``, ``u25-pg18-generated-default``,
``u25-cockroachdb-sql-port``, ``u25-pg17-json-table``,
``u25-pg17-explain-planner-memory``, ``u25-redash-data-source``,
``u25-gitlab-db-upgrade``, ``u25-rag-acronym``,
``u25-truenas-recordsize``, ``u25-dnf-installonly``,
``u25-distrobox-create``, ``u25-limine-test-entry``,
``u25-sandisk-microsd-write``, ``u25-nfs-localio-release``,
``u25-pi5-undervoltage`` and ``u25-mrdimm-acronym``. In nine of them the
thing the documents lack is named only in the situation part and the
question part refers to it indirectly or not at all:
``u25-haproxy-proxy-protocol`` ("accept it"), ``u25-cockroachdb-sql-port``
("its SQL interface"), ``u25-pg17-explain-planner-memory`` (the option is
not named, only "that release"), ``u25-redash-data-source`` ("there"),
``u25-truenas-recordsize`` ("that property"), ``u25-dnf-installonly``
("its config"), ``u25-distrobox-create`` ("that tool"),
``u25-limine-test-entry`` ("its config file") and ``u25-pi5-undervoltage``
("it", "this supply"). The other four (``u25-mattermost-datasource``,
``u25-pghero-duplicate-indexes``, ``u25-bootc-switch``,
``u25-rtx6000-ada-memory``) are plain one-clause questions. None repeats a
topic of the earlier unanswerable sets (``answer_unanswerable_tune``,
``answer_unanswerable_heldout`` to ``answer_unanswerable_heldout24``) or of
the other answer sets, which were read only for that purpose (their question
words were grepped for each new subject); the twenty-fourth set's builder
(``build_answers_unanswerable24.py``) was read as the template for format
and rules. Nothing of the answer code, of its output, of the appliance's
documentation or tests, or of the benchmark results was opened while
writing it; no git command was used; the questions were not run through the
appliance.

Usage::

    python3 build_answers_unanswerable25.py > answer_unanswerable_heldout25.jsonl
    python3 validate_answers.py answer_unanswerable_heldout25.jsonl  # with a Python that has the appliance installed

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
    ("u25-haproxy-proxy-protocol",
     "Our HAProxy in front of db01 now sends the PROXY protocol header on every connection it forwards; which server setting makes PostgreSQL accept it, so the log shows the real client addresses?",
     "setting", "pg"),
    ("u25-mattermost-datasource",
     "Which key in Mattermost's config.json holds the connection string for our lab PostgreSQL database?",
     "setting", "pg"),
    ("u25-pg18-generated-default",
     "The readings table on our PostgreSQL 18 test server got a new generated column, and the CREATE statement said neither STORED nor VIRTUAL; which kind does that release create by default?",
     "value", "pg"),
    ("u25-cockroachdb-sql-port",
     "We're trying CockroachDB as a stand-in for the lab database and want psql to talk to it; on which port does its SQL interface listen by default?",
     "value", "pg"),
    ("u25-pg17-json-table",
     "The instrument exports land in a jsonb column as arrays of readings, and PostgreSQL 17 is said to turn such documents into rows with JSON_TABLE; what does a JSON_TABLE call with a COLUMNS clause look like for them?",
     "command", "pg"),
    ("u25-pg17-explain-planner-memory",
     "On the PostgreSQL 17 test server, planning our 40-way join over the sample tables seems to eat a lot of memory; which EXPLAIN option of that release reports how much memory the planner used?",
     "command", "pg"),
    ("u25-pghero-duplicate-indexes",
     "Which PgHero page lists the duplicate indexes it found in our lab database?",
     "command", "pg"),
    ("u25-redash-data-source",
     "The team wants to share its SQL dashboards through Redash; how do I add the lab database as a data source there?",
     "procedure", "pg"),
    ("u25-gitlab-db-upgrade",
     "After we upgraded the lab's self-managed GitLab to 17.0, its bundled database wouldn't start until we ran an extra upgrade step; why does GitLab insist on that?",
     "reason", "pg"),
    ("u25-rag-acronym",
     "The students want to build a RAG chatbot on top of the lab notes we keep in PostgreSQL; what does RAG stand for?",
     "definition", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u25-truenas-recordsize",
     "The raw-image dataset on our TrueNAS SCALE box was created with the default record size of 128K; which value should that property get for our 4 MB image files?",
     "setting", "kernel"),
    ("u25-dnf-installonly",
     "On the Fedora test boxes dnf keeps only three kernels and has just removed the one we still need for the old capture card driver; which setting in its config controls that?",
     "setting", "kernel"),
    ("u25-bootc-switch",
     "Which bootc command switches our image-based Fedora test boxes over to a new container image?",
     "command", "kernel"),
    ("u25-distrobox-create",
     "The vendor's control software for the spectrometer only runs on Ubuntu 22.04, so I want it inside a distrobox on the Fedora workstation; which command of that tool creates such a container?",
     "command", "kernel"),
    ("u25-limine-test-entry",
     "Our kiosk PCs boot through the Limine bootloader; how do I add a second entry for the test kernel to its config file?",
     "procedure", "kernel"),
    ("u25-sandisk-microsd-write",
     "The camera trap records 4K video onto a SanDisk Extreme PRO 256 GB microSD card and drops frames now and then; which sequential write speed is that card rated for?",
     "value", "kernel"),
    ("u25-nfs-localio-release",
     "Our analysis containers mount an NFS export that lives on the same host, and newer kernels are said to short-circuit that case with LOCALIO; in which kernel release did that feature land?",
     "value", "kernel"),
    ("u25-rtx6000-ada-memory",
     "How much GPU memory does the NVIDIA RTX 6000 Ada in the new analysis workstation have?",
     "value", "kernel"),
    ("u25-pi5-undervoltage",
     "The field sensor is a Raspberry Pi 5 running from a 5 V 3 A USB-C supply, and it keeps warning about under-voltage and limiting the current of its USB ports; why does it do that with this supply?",
     "reason", "kernel"),
    ("u25-mrdimm-acronym",
     "The quote for the new simulation server lists MRDIMM memory modules; what does MRDIMM stand for?",
     "definition", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

"""Twenty-ninth held-out set of questions the documentation cannot answer.

Prints ``answer_unanswerable_heldout29.jsonl`` (20 rows) on standard output, in
the form of ``answer_unanswerable_heldout2.jsonl``: ``answer`` null,
``relevant`` empty, ``corpus`` the domain the question belongs to (10
PostgreSQL-flavoured rows with ``corpus`` "pg", 10 kernel-flavoured rows with
``corpus`` "kernel"), ``kind`` the kind of fact asked for.

How it was written (blind): plausible questions from the same lab bench --
the pg_tle function that registers a trusted-language extension, installing
PL/Rust as a trusted language, the option of PostgreSQL 17's tool that turns
a physical standby into a logical subscriber which names the publication,
creating a ZomboDB index backed by Elasticsearch, PostgreSQL 16's function
that tests whether a string is valid input for a type, the SonarQube
property that holds its JDBC URL, the element of Jira's dbconfig.xml that
sizes its connection pool, the Spock function of pgEdge that creates a node,
the setting of a Matrix Synapse homeserver.yaml that caps its database pool,
adding a connection in Azure Data Studio; the hid-logitech-hidpp parameter
that turns off high-resolution scrolling of an MX Master, the kernel driver
for Tenstorrent Wormhole cards, the first mainline release with a device
tree for a MediaTek Genio 1200 kit, the first release that supports the NXP
i.MX95, the rnull parameter for the capacity of the Rust null block driver,
the sysfs files for the fan curve of a Lenovo Legion laptop, what SDCA
stands for, the boot parameter that turns off amd-pstate's prefcore ranking,
why an Intel Arc A770's fan speed does not show up in sensors, the
hid-magicmouse parameter for the scroll speed of a Magic Trackpad 2 -- whose
key terms were checked by grepping both corpora (PostgreSQL 15 HTML pages,
Linux 6.1 ``.rst.txt`` sources, ignoring case) to be absent or present only
as a name or an ordinary word without the asked-for fact ("trusted
language" only on the PL/Perl, PL/Python, CREATE LANGUAGE, pg_language and
language installation pages, "PostgreSQL 16" only in two release notes of 15.x minor releases,
"JDBC" only as the Java driver named in passing, "Spock" only in a kernel
author's e-mail address, "Synapse" only as a component of the kernel's
generic counter interface, "Matrix" only as an ordinary word, "Azure" only
as a TV card brand, in the CIFS notes, the Hyper-V and netvsc pages and an
Arm errata list, "Logitech" only in webcam and TV card lists and for
joysticks, "high-resolution scroll" only for the REL_WHEEL_HI_RES event code,
"MediaTek" only for a WWAN modem and media card lists, "i.MX" only for other
NXP chips, "null_blk" only for the C driver and its own parameters,
"Lenovo" only for ThinkPad extras, disk shock protection, a debug
cable, the ISH HID driver, key codes and webcam and audio model lists,
"amd-pstate" only for the 6.1 driver without prefcore, "Zen4" only in the
SRSO page, "A770" only in a radio card list, "i915" only for other topics,
"Trackpad" only for the bcm5974 and appletouch drivers and event codes; pg_tle, PL/Rust,
PostgreSQL 17, pg_createsubscriber, pg_input_is_valid, ZomboDB,
Elasticsearch, SonarQube, Jira, dbconfig.xml, pgEdge, homeserver, Azure Data
Studio, MX Master, hidpp, Tenstorrent, Wormhole, Genio, i.MX95, rnull,
Legion, fan curve, SDCA, prefcore, Zen 4, Arc A770, magicmouse and Magic
Trackpad not at all). The subjects are named in different ways on purpose:
capitalised product names (SonarQube, Jira, Azure Data Studio, Synapse,
Logitech, Tenstorrent, MediaTek, Lenovo, Intel Arc, Apple), lower-case
extension, module and option names (pg_tle, ZomboDB, Spock, hidpp, rnull,
prefcore, hid-magicmouse), acronyms (SDCA) and version numbers (PostgreSQL
16 and 17), third-party tools and settings or features that PostgreSQL 15
and Linux 6.1 do not have.

As in the twenty-eighth set, most questions (14 of the 20) are written the
way a user tells the situation first and then asks ("<what is going on at
the bench, naming the product, setting, tool or version>; <the
question>?"): ids ``u29-pg-tle-register``, ``u29-plrust-trusted``,
``u29-pg17-createsubscriber-publication``, ``u29-pg16-input-valid``,
``u29-sonarqube-jdbc-url``, ``u29-spock-node-create``,
``u29-synapse-db-pool``, ``u29-mx-master-hires``,
``u29-tenstorrent-driver``, ``u29-genio-1200-dt``,
``u29-rnull-capacity``, ``u29-legion-fan-curve``, ``u29-sdca-acronym``
and ``u29-amd-prefcore-off``. In seven of them the thing the documents lack
is named only in the situation part and the question part refers to it
indirectly or not at all: ``u29-plrust-trusted`` ("that language"),
``u29-pg17-createsubscriber-publication`` ("that tool"),
``u29-pg16-input-valid`` ("it"), ``u29-sonarqube-jdbc-url`` ("its
configuration file"), ``u29-tenstorrent-driver`` ("them"),
``u29-genio-1200-dt`` ("the board") and ``u29-legion-fan-curve`` ("that
curve"); in the other seven it is named in the question as well. The other
six (``u29-zombodb-index``, ``u29-jira-pool-size``,
``u29-azure-data-studio``, ``u29-imx95-release``, ``u29-arc-a770-fan``,
``u29-magic-trackpad-scroll``) are plain one-clause questions. None repeats
a topic of the earlier unanswerable sets (``answer_unanswerable_tune``,
``answer_unanswerable_heldout`` to ``answer_unanswerable_heldout28``) or of
the other answer sets, which were read only for that purpose (their question
words were grepped for each new subject); the twenty-eighth set's builder
(``build_answers_unanswerable28.py``) was read as the template for format
and rules. Nothing of the answer code, of its output, of the appliance's
documentation or tests, or of the benchmark results was opened while
writing it; no git command was used; the questions were not run through
the appliance.

Usage::

    python3 build_answers_unanswerable29.py > answer_unanswerable_heldout29.jsonl
    python3 validate_answers.py answer_unanswerable_heldout29.jsonl  # with a Python that has the appliance installed

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
    ("u29-pg-tle-register",
     "The cloud team packages its helper functions for the hosted copy of our lab database as pg_tle extensions; which pg_tle function registers such an extension from SQL?",
     "command", "pg"),
    ("u29-plrust-trusted",
     "Two of our developers want to write stored functions in PL/Rust on the analysis server; how do we install that language so that the students can use it as a trusted language?",
     "procedure", "pg"),
    ("u29-pg17-createsubscriber-publication",
     "PostgreSQL 17 is said to ship a command-line tool that turns a physical standby into a logical-replication subscriber in one go; which option of that tool names the publication it creates?",
     "setting", "pg"),
    ("u29-zombodb-index",
     "How do I create a ZomboDB index on the lab notes table so that its full-text searches are answered by our Elasticsearch cluster?",
     "procedure", "pg"),
    ("u29-pg16-input-valid",
     "Our import checker has to find out whether a text value would be valid input for a given type without raising an error, and PostgreSQL 16 is said to have a built-in function for exactly that; what is it called?",
     "command", "pg"),
    ("u29-sonarqube-jdbc-url",
     "SonarQube on the build server keeps its analysis results in db02; which property in its configuration file holds the JDBC connection URL?",
     "setting", "pg"),
    ("u29-jira-pool-size",
     "Which element in Jira's dbconfig.xml sets the maximum size of its connection pool to the lab database?",
     "setting", "pg"),
    ("u29-spock-node-create",
     "We're evaluating pgEdge's Spock extension for two-way replication between the Zurich and Basel sites; which Spock function creates a node?",
     "command", "pg"),
    ("u29-synapse-db-pool",
     "The Matrix Synapse homeserver for the lab chat stores its data in db01 and opens too many connections; which setting in the database section of homeserver.yaml caps its connection pool?",
     "setting", "pg"),
    ("u29-azure-data-studio",
     "How do I add the lab database as a connection in Azure Data Studio with its PostgreSQL extension?",
     "procedure", "pg"),
    # --- kernel-flavoured -----------------------------------------------
    ("u29-mx-master-hires",
     "Since the last kernel update the Logitech MX Master 3S on the analysis PC scrolls far too fast; which hid-logitech-hidpp module parameter turns off its high-resolution scrolling?",
     "setting", "kernel"),
    ("u29-tenstorrent-driver",
     "Two Tenstorrent Wormhole accelerator cards arrived for the inference tests; which kernel driver exposes them to user space?",
     "command", "kernel"),
    ("u29-genio-1200-dt",
     "The new camera prototype is built on a MediaTek Genio 1200 evaluation kit; from which mainline release on does the board have a device tree?",
     "value", "kernel"),
    ("u29-imx95-release",
     "Which kernel release first supports the NXP i.MX95 SoC?",
     "value", "kernel"),
    ("u29-rnull-capacity",
     "For testing the Rust block-layer bindings we want the Rust null block driver instead of null_blk; which rnull module parameter sets the device capacity?",
     "setting", "kernel"),
    ("u29-legion-fan-curve",
     "The Lenovo Legion laptop we use for the GPU demos keeps a custom fan curve in its firmware; which sysfs files let us change that curve from Linux?",
     "setting", "kernel"),
    ("u29-sdca-acronym",
     "The datasheet of the audio codec in the new lab laptops keeps mentioning SDCA; what does SDCA stand for?",
     "definition", "kernel"),
    ("u29-amd-prefcore-off",
     "On the Zen 4 workstation, newer kernels rank the cores by the firmware's preferred-core hints; which boot parameter turns off amd-pstate's prefcore ranking?",
     "setting", "kernel"),
    ("u29-arc-a770-fan",
     "Why doesn't the fan speed of the Intel Arc A770 in the render PC show up in sensors?",
     "reason", "kernel"),
    ("u29-magic-trackpad-scroll",
     "Which hid-magicmouse module parameter changes the scroll speed of the Apple Magic Trackpad 2?",
     "setting", "kernel"),
]


if __name__ == "__main__":
    sys.exit(unanswerable_main(UNANSWERABLE))

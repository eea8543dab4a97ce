"""Forty-third held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout43.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, stripped of tags by a small
script and searched with grep and a phrase-finding script), as an engineer
at a lab bench would type or say them -- mostly a situation in everyday
words, some in the manual's own terms, a fair number mentioning the asker's
own tables, hosts, roles, extensions and tools (the spectra, readings,
samples and event log tables, db01 and db02, an archive server behind an
FDW, a home-made index access method, a custom scan provider, a PL/Python
transform for a spectrum type, an ECPG tape-archive program, a publication
to a partner lab, the lab_writers role, a reporting connection), named in
the situation while the question asks what the documentation does answer.
Its facts come only from pages whose file name starts with a letter from a
to l (the other author of this round took m to z), and facts that a page
from m to z also states were avoided (a page from m to z holds the answer
phrase of one row only for an unrelated fact: "1-based" in the trigger
interface page; a candidate whose sentence view-pg-seclabels repeats,
and one whose key word system-catalog-initial-data explains, were
dropped);
pages that earlier sets had not cited at all, or once, were preferred: FDW
query planning, index scanning and the index access method functions,
custom scan plans and execution, streaming of large transactions in
logical decoding, BKI commands, ECPG CONNECT and GET DESCRIPTOR, the
catalog pages of pg_index, pg_publication_rel, pg_sequence,
pg_auth_members, pg_transform and pg_attrdef, the hash index overview,
logical replication column lists, libpq's single-row mode and when to JIT.
The facts are spread over amcanorderbyop, fdw_recheck_quals,
UPPERREL_GROUP_AGG, rd_options, indcheckxmin, indnullsnotdistinct,
prattrs, seqcache, admin_option, trffromsql; extract_actual_clauses,
get_baserel_parampathinfo, table_index_build_scan(), add_path for upper
paths, pg_get_expr for pg_attrdef, build indices, ShutdownCustomScan, the
unix:postgresql:// target of ECPG, ExecCustomScan, ExplainCustomScan; the
copies of pg_auth_members, the attno base of amcanreturn, scanrelid of a
join-replacing custom scan, recycled hash overflow pages, the order of
ReInitializeDSMCustomScan and ReScanCustomScan, the descriptor header
items, the optional streaming callbacks, the transaction chosen for
streaming, the columns with a pg_attrdef row; why amgetbitmap is faster,
why ON CONFLICT on a foreign table takes no conflict target, why FDW
planning data is palloc'd, why amcanreturn is true for included columns,
why hash indexes suit fast-growing tables poorly, why a column list is no
security measure, why output plugins stream; ambuildempty and the init
fork, where a CustomScanState's private fields are set up, fdw_scan_tlist
for remote joins, partial results before an error in single-row mode, the
fields left by CreateCustomScanState, highly non-unique values in a hash
index, the subscriber table of a column list, JIT settings for a prepared
generic plan; and what a bucket page, a zero in indkey, a parameterized
path and a scan key are -- none an answer or question topic of an earlier
set (answers and question words were grepped against ``answer_pg_tune``,
``answer_pg_heldout`` to ``answer_pg_heldout42``, the kernel sets,
``answer_questions*`` and ``answer_unanswerable_*``, and each new answer
against the text of every page; candidates that repeated an earlier
fact -- the 4-byte hash value, PQsetSingleRowMode, intagg's int_array_enum,
GET DESCRIPTOR items -- were dropped). The thirty-ninth and forty-first
sets' builders (``build_answers_pg39.py``, ``build_answers_pg41.py``) were
read as templates for format and rules; the forty-fourth set, written at
the same time by another author, was not seen. Nothing of the answer code,
of its search or answer output, of the appliance's documentation or tests,
or of the benchmark results was opened while writing it; no git command
was used for it; the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages, release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg43.py > answer_pg_heldout43.jsonl
    python3 validate_answers.py answer_pg_heldout43.jsonl  # with a Python that has the appliance installed

The validator must exit 0. A held-out set: score it once.
"""


from __future__ import annotations

import os
import sys

# Importing the shared rows must not leave a __pycache__ beside the data.
sys.dont_write_bytecode = True
# The shared module sits beside this script; find it from any directory.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from answer_set_rows import Row, main  # noqa: E402

# (id, query, answer, relevant, kind)
ROWS: list[Row] = [
    # --- settings -------------------------------------------------------
    ("pg43-amcanorderbyop-flag",
     "our home-made index access method for the spectra table can hand back rows in ORDER BY spectrum <-> constant order; which IndexAmRoutine flag tells the planner that?",
     "amcanorderbyop",
     ["index-scanning.html", "index-api.html"], "setting"),
    ("pg43-fdw-recheck-quals",
     "our FDW to the archive server sends WHERE clauses to the remote side and takes them out of the plan's qual list; where do those removed clauses have to go so concurrent updates are handled right?",
     "fdw_recheck_quals",
     ["fdw-planning.html"], "setting"),
    ("pg43-fdw-upperrel-agg",
     "I'd like the archive FDW to run GROUP BY on the remote server; into which upper relation does the remote-aggregation path go?",
     "UPPERREL_GROUP_AGG",
     ["fdw-planning.html"], "setting"),
    ("pg43-amoptions-rd-options",
     "the amoptions function of our index AM builds a bytea from the reloptions; into which field of the index's relcache entry is it copied?",
     "rd_options",
     ["index-functions.html"], "setting"),
    ("pg43-indcheckxmin-column",
     "an index we built on readings isn't used by transactions that started earlier, something about broken HOT chains; which pg_index column marks that queries must wait for the row's xmin?",
     "indcheckxmin",
     ["catalog-pg-index.html"], "setting"),
    ("pg43-indnullsnotdistinct-column",
     "which pg_index column shows whether a unique index on the samples table treats null values as equal?",
     "indnullsnotdistinct",
     ["catalog-pg-index.html"], "setting"),
    ("pg43-prattrs-column",
     "the publication for db02 only sends some columns of the readings table; which pg_publication_rel column holds that column list?",
     "prattrs",
     ["catalog-pg-publication-rel.html"], "setting"),
    ("pg43-seqcache-column",
     "in the catalogs, where is the cache size of the sample_id sequence kept?",
     "seqcache",
     ["catalog-pg-sequence.html"], "setting"),
    ("pg43-auth-members-admin",
     "which pg_auth_members column says that a member of the lab_writers role may grant that membership to others?",
     "admin_option",
     ["catalog-pg-auth-members.html"], "setting"),
    ("pg43-transform-from-sql",
     "our PL/Python transform for the spectrum type is installed; which pg_transform column names the function used when a value goes into the procedural language?",
     "trffromsql",
     ["catalog-pg-transform.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg43-fdw-extract-actual-clauses",
     "in GetForeignPlan of our simple FDW I just want every scan clause checked locally by the executor; which function strips the RestrictInfo nodes off the scan_clauses list?",
     "extract_actual_clauses",
     ["fdw-planning.html"], "command"),
    ("pg43-fdw-parampathinfo",
     "our FDW builds a parameterized path for a join clause against a local table; which function computes the param_info value for it?",
     "get_baserel_parampathinfo",
     ["fdw-planning.html"], "command"),
    ("pg43-ambuild-scan",
     "inside ambuild of our index AM, what do we normally call to scan the table for existing tuples?",
     "table_index_build_scan()",
     ["index-functions.html"], "command"),
    ("pg43-fdw-add-path",
     "once our FDW has built the path for remote aggregation, which function inserts it into the upper relation?",
     "add_path",
     ["fdw-planning.html", "fdw-callbacks.html"], "command"),
    ("pg43-attrdef-readable-default",
     "pg_attrdef.adbin of the samples table only shows a node tree; how do I turn it into a readable SQL expression?",
     "pg_get_expr(adbin, adrelid)",
     ["catalog-pg-attrdef.html"], "command"),
    ("pg43-bki-build-indices",
     "in a BKI file, which command fills in the indexes that were declared earlier?",
     "build indices",
     ["bki-commands.html"], "command"),
    ("pg43-custom-scan-shutdown",
     "our parallel-aware custom scan must copy its counters out of shared memory before the parallel DSM segment is destroyed; which callback should it implement?",
     "ShutdownCustomScan",
     ["custom-scan-execution.html"], "command"),
    ("pg43-ecpg-unix-socket-target",
     "the ECPG tape-archive program runs on the database host and should connect over the Unix-domain socket; what does the connection target start with?",
     "unix:postgresql://",
     ["ecpg-sql-connect.html", "ecpg-connect.html"], "command"),
    ("pg43-custom-scan-next-tuple",
     "which callback of our custom scan provider fetches the next scan tuple into ps_ResultTupleSlot?",
     "ExecCustomScan",
     ["custom-scan-execution.html"], "command"),
    ("pg43-custom-scan-explain",
     "EXPLAIN of our custom scan node shows the target list but none of the provider's private state; which callback adds that output?",
     "ExplainCustomScan",
     ["custom-scan-execution.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg43-auth-members-copies",
     "db01 holds five databases; how many copies of pg_auth_members does the cluster keep?",
     "only one copy of pg_auth_members per cluster",
     ["catalog-pg-auth-members.html"], "value"),
    ("pg43-amcanreturn-attno",
     "is the attno passed to amcanreturn of our index AM zero-based or one-based?",
     "1-based",
     ["index-functions.html"], "value"),
    ("pg43-custom-scan-join-scanrelid",
     "when our CustomScan replaces a join instead of scanning one table, what must scan.scanrelid be?",
     "should be zero",
     ["custom-scan-plan.html"], "value"),
    ("pg43-hash-overflow-recycling",
     "VACUUM emptied many overflow pages of the hash index on the barcode column; does the file give that space back to the operating system?",
     "we never return them to the operating system",
     ["hash-intro.html"], "value"),
    ("pg43-dsm-reinit-order",
     "on a rescan of our parallel custom scan, is ReInitializeDSMCustomScan currently called before or after ReScanCustomScan?",
     "Currently, this callback will be called before ReScanCustomScan",
     ["custom-scan-execution.html"], "value"),
    ("pg43-descriptor-header-items",
     "which descriptor header items can GET DESCRIPTOR retrieve in ECPG?",
     "Only COUNT",
     ["ecpg-sql-get-descriptor.html"], "value"),
    ("pg43-streaming-optional-callbacks",
     "which of the streaming callbacks for large transactions may our logical decoding output plugin leave out?",
     "stream_message_cb and stream_truncate_cb",
     ["logicaldecoding-streaming.html", "logicaldecoding-output-plugin.html"], "value"),
    ("pg43-streaming-which-txn",
     "when the decoded changes exceed logical_decoding_work_mem and streaming is on, which transaction gets streamed?",
     "the largest top-level transaction",
     ["logicaldecoding-streaming.html"], "value"),
    ("pg43-attrdef-which-columns",
     "which columns of the readings table get a row in pg_attrdef?",
     "Only columns for which a default value has been explicitly set",
     ["catalog-pg-attrdef.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg43-amgetbitmap-faster",
     "why can fetching all tuples at once with amgetbitmap be noticeably faster than repeated amgettuple calls?",
     "avoiding lock/unlock cycles within the access method",
     ["index-scanning.html"], "reason"),
    ("pg43-fdw-on-conflict-target",
     "why can't an INSERT ... ON CONFLICT on a foreign table name a conflict target?",
     "unique constraints or exclusion constraints on remote tables are not locally known",
     ["fdw-planning.html"], "reason"),
    ("pg43-fdw-private-palloc",
     "why should whatever our FDW keeps in its fdw_private fields during planning be palloc'd?",
     "reclaimed at the end of planning",
     ["fdw-planning.html"], "reason"),
    ("pg43-amcanreturn-included",
     "why should amcanreturn always return true for included columns?",
     "little point in an included column that can't be retrieved",
     ["index-functions.html"], "reason"),
    ("pg43-hash-growing-tables",
     "the event log table gains millions of rows a day; why might a hash index be a poor fit for it?",
     "The expansion occurs in the foreground",
     ["hash-intro.html"], "reason"),
    ("pg43-col-list-security",
     "why shouldn't I count on leaving the salary column out of the publication's column list to keep it away from the partner lab's subscriber?",
     "a malicious subscriber is able to obtain data from columns that are not specifically published",
     ["logical-replication-col-lists.html"], "reason"),
    ("pg43-streaming-why",
     "why would our output plugin implement the stream_* callbacks at all?",
     "To reduce the apply lag caused by large transactions",
     ["logicaldecoding-streaming.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg43-ambuildempty-fork",
     "our index AM must support unlogged indexes; where does ambuildempty write the empty index?",
     "initialization fork (INIT_FORKNUM)",
     ["index-functions.html"], "procedure"),
    ("pg43-custom-scan-private-init",
     "where should the private fields of our CustomScanState be initialized?",
     "BeginCustomScan",
     ["custom-scan-execution.html", "custom-scan-plan.html"], "procedure"),
    ("pg43-fdw-join-scan-tlist",
     "our FDW pushes joins down to the archive server with GetForeignJoinPaths; which ForeignScan field must the join plan always fill to describe its columns?",
     "fdw_scan_tlist",
     ["fdw-planning.html", "fdw-callbacks.html"], "procedure"),
    ("pg43-single-row-error",
     "in single-row mode our loader got a few PGRES_SINGLE_TUPLE results and then PGRES_FATAL_ERROR; what must the application do about the rows it already processed?",
     "discard or undo whatever has been done with the previously-processed rows",
     ["libpq-single-row-mode.html"], "procedure"),
    ("pg43-create-custom-scan-state",
     "in CreateCustomScanState, besides the node tag and methods, what should the other fields of the new state be set to?",
     "left as zeroes",
     ["custom-scan-plan.html"], "procedure"),
    ("pg43-hash-nonunique-values",
     "our hash index on the status column has long overflow chains because a few values repeat a lot; what does the manual suggest to avoid that?",
     "exclude highly non-unique values from the index using a partial index condition",
     ["hash-intro.html"], "procedure"),
    ("pg43-col-list-subscriber-table",
     "what must the subscriber's copy of the readings table have when the publication uses a column list?",
     "at least all the columns that are published",
     ["logical-replication-col-lists.html"], "procedure"),
    ("pg43-jit-prepared-statements",
     "I changed jit_above_cost on the reporting connection, but a prepared statement with a generic plan still behaves the old way; which settings decide JIT for it?",
     "in effect at prepare time",
     ["jit-decision.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg43-hash-bucket-page",
     "what is a bucket page in a hash index?",
     "The equivalent of a leaf page in a hash index",
     ["hash-intro.html"], "definition"),
    ("pg43-indkey-zero",
     "pg_index.indkey of one of our indexes on the samples table reads 0 2; what does the zero stand for?",
     "an expression over the table columns",
     ["catalog-pg-index.html"], "definition"),
    ("pg43-parameterized-path",
     "the FDW docs talk about a parameterized path; what is that?",
     "path(s) that depend on join clauses",
     ["fdw-planning.html"], "definition"),
    ("pg43-scan-key",
     "what is a scan key in the index access method interface?",
     "the internal representation of a WHERE clause",
     ["index-scanning.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

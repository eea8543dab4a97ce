"""Thirty-sixth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout36.jsonl`` (72 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, stripped of tags by a small
script and searched with grep and a phrase-finding script), as an engineer
at a lab bench would type or say them -- mostly a situation in everyday
words, some in the manual's own terms, a fair number mentioning the asker's
own tables, hosts, files, users and tools, among them third-party and
proprietary tools and products used around PostgreSQL (Zabbix, Airflow,
Grafana, a Debezium-style consumer, a Rust and a Go client, a SAN volume,
a LIMS, a monitoring notebook), named in the situation
while the question asks what the documentation does answer. Its facts come
only from pages whose file name starts with a letter from m to z (the other
author of this round took a to l) -- spread over logging the rewritten
query tree, the selective pressure and the population of the genetic
optimizer, promoting predicate locks to page and to relation locks,
lightweight lock tracing, the vacuum cost of a page read from disk,
maintenance I/O concurrency, B-tree build statistics, index cleanup for
one table, batched inserts, the per-row cost and read-only foreign tables
of postgres_fdw, the protocol version and the messages option of
pgoutput; removing the clustering mark, moving all indexes of a
tablespace, an approximate pgstattuple, dropping the statistics snapshot,
freezing damaged tuples with pg_surgery, per-interval pgbench logs, FSM
pages in pageinspect, resetting the statistics of one replication slot
and of the SLRUs, the schema name and result-code names in SPI, ephemeral
named relations in SPI, typed literals in PL/Perl, null arguments and null
results in PL/Tcl; the default prefix of pgbench log files, the size of
the page header, the default storage of a new base type, the default data
type, cache and descending maximum of a sequence, the protocol version
needed for two-phase decoding, the default connection limit of a role,
the default of pg_stat_statements.track, the GSSENCRequest code, the
Origin, Type and Truncate message bytes of logical replication; the robustness of pgoutput's binary mode, a
column winning over a function of the same name, the non-variadic function
preferred, the empty first element of $TG_relatts, hiding variable-length
catalog fields, catalog headers in frontend code, C names of overloaded
functions, superuser-only operator classes, OUT arguments ignored by ALTER
FUNCTION, an alias hiding the table name, the sequential scan path always
built; attaching a planner support function, the simplify request, skipping
a row from a PL/Tcl trigger, forcing NOT NULL in a catalog, exposing
catalog header code to clients, declaring variable-length catalog columns,
leaving an inheritance parent, putting an operator class into a family,
blocking one direction of a transform, EXPLAIN-only sample scans, a
self-join in DELETE, the order of mixed-notation arguments; and terms
(paths, target function, mixed notation, planner support function,
transform, pgoutput). The
most famous facts were avoided, and so was every answer and every question
topic of the earlier answer sets (``answer_pg_tune``, ``answer_pg_heldout``
to ``answer_pg_heldout34``, ``answer_kernel_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose (answers
and question words were grepped against them, and each new answer against
the text of every page); 35 of the 72 facts come only from pages no
earlier set had named (among them the planner internals, PL/Tcl, the
logical replication protocol, catalog declarations, overloading, planner
support functions, transforms, calling notations, TABLESAMPLE support
functions), 6 more from such a page and a page named before, the others
from pages the earlier sets named for different facts. The
thirty-fourth set's builder (``build_answers_pg34.py``) was read as the
template for format and rules; the thirty-fifth set
(``build_answers_pg35.py``), written at the same time by another author,
was not seen. Nothing of the answer code, of its search or answer output,
of the appliance's documentation or tests, or of the benchmark results was
opened while writing it; no git command was used for it; the questions
were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages, release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg36.py > answer_pg_heldout36.jsonl
    python3 validate_answers.py answer_pg_heldout36.jsonl  # with a Python that has the appliance installed

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
    ("pg36-debug-print-rewritten",
     "for the rule-system seminar I want the server log to show each query tree after the rewriter has expanded our views and rules on the teaching instance; which setting logs that?",
     "debug_print_rewritten",
     ["runtime-config-logging.html"], "setting"),
    ("pg36-geqo-selection-bias",
     "our 14-table join on the catalogue host goes through the genetic optimizer, and I want to play with the selective pressure of its population; which setting controls that?",
     "geqo_selection_bias",
     ["runtime-config-query.html"], "setting"),
    ("pg36-max-pred-locks-per-relation",
     "serializable transactions on the LIMS database predicate-lock so many pages of the samples table that the lock gets promoted to the whole relation, and then everything conflicts; which setting decides how many pages or tuples of one relation may be locked before that?",
     "max_pred_locks_per_relation",
     ["runtime-config-locks.html"], "setting"),
    ("pg36-trace-lwlocks",
     "on our LOCK_DEBUG build of the server I want information about lightweight lock usage in the log while we chase a shared-memory contention problem; which developer setting emits it?",
     "trace_lwlocks",
     ["runtime-config-developer.html"], "setting"),
    ("pg36-max-pred-locks-per-page",
     "our serializable workload on the LIMS database keeps promoting tuple predicate locks on the same page to a lock on the whole page too early; which setting decides how many rows of one page may be predicate-locked before that happens?",
     "max_pred_locks_per_page",
     ["runtime-config-locks.html"], "setting"),
    ("pg36-vacuum-cost-page-miss",
     "cost-based vacuum delay on db05 should charge more for pages it has to read in from disk than for those already in shared buffers; which setting is the cost of such a page read?",
     "vacuum_cost_page_miss",
     ["runtime-config-resource.html"], "setting"),
    ("pg36-maintenance-io-concurrency",
     "VACUUM and other maintenance work on our new SAN-backed volume should issue more concurrent reads than the ordinary sessions; which setting is that for maintenance work?",
     "maintenance_io_concurrency",
     ["runtime-config-resource.html"], "setting"),
    ("pg36-postgres-fdw-updatable",
     "the foreign tables that point at the partner lab's server must never be written to from our side, whatever a user tries; which postgres_fdw option stops INSERT, UPDATE and DELETE on them?",
     "updatable",
     ["postgres-fdw.html"], "setting"),
    ("pg36-log-btree-build-stats",
     "a developer build on my workstation should log system resource statistics every time a B-tree index is built; which developer setting does that?",
     "log_btree_build_stats",
     ["runtime-config-developer.html"], "setting"),
    ("pg36-vacuum-index-cleanup-table",
     "for the huge append-only readings table alone, every VACUUM should skip index cleanup, without anyone having to remember a VACUUM option; which per-table storage parameter sets that?",
     "vacuum_index_cleanup",
     ["sql-createtable.html"], "setting"),
    ("pg36-geqo-pool-size",
     "the genetic query optimizer on the catalogue host should keep a bigger population of candidate plans; which setting sets the number of individuals?",
     "geqo_pool_size",
     ["runtime-config-query.html"], "setting"),
    ("pg36-postgres-fdw-batch-size",
     "our Airflow task inserts millions of rows into a postgres_fdw foreign table pointing at the archive server, one row per round trip; which foreign table option makes it send inserts in batches?",
     "batch_size",
     ["postgres-fdw.html"], "setting"),
    ("pg36-fdw-tuple-cost",
     "the planner ships too many rows over the slow link from the remote archive server because it thinks moving them is cheap; which postgres_fdw server option sets the extra cost per row fetched?",
     "fdw_tuple_cost",
     ["postgres-fdw.html"], "setting"),
    ("pg36-pgoutput-proto-version",
     "our Debezium-style consumer speaks to pgoutput through START_REPLICATION directly; which pgoutput option names the logical replication protocol version it wants?",
     "proto_version",
     ["protocol-logical-replication.html"], "setting"),
    ("pg36-pgoutput-messages",
     "our Rust consumer of pgoutput should also receive the messages our app writes with pg_logical_emit_message; which pgoutput option turns that on?",
     "messages",
     ["protocol-logical-replication.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg36-set-without-cluster",
     "someone ran CLUSTER on the runs table with an index we since dropped the idea of, and future CLUSTER runs without an index name shouldn't use it; which ALTER TABLE form removes the clustering mark?",
     "SET WITHOUT CLUSTER",
     ["sql-altertable.html", "sql-altermaterializedview.html", "sql-cluster.html"], "command"),
    ("pg36-alter-index-all-in-tablespace",
     "all indexes in the old_ssd tablespace have to move to the new NVMe tablespace before we pull the disk; which ALTER INDEX form moves them all at once?",
     "ALTER INDEX ALL IN TABLESPACE",
     ["sql-alterindex.html"], "command"),
    ("pg36-pgstattuple-approx",
     "a full pgstattuple scan of the 400 GB readings table takes too long for our Zabbix check; which pgstattuple function gives a faster estimate of bloat by skipping all-visible pages?",
     "pgstattuple_approx",
     ["pgstattuple.html"], "command"),
    ("pg36-pg-stat-clear-snapshot",
     "inside one transaction my monitoring notebook reads pg_stat_user_tables twice and gets the same numbers because of the cached snapshot; which function throws away the current statistics snapshot?",
     "pg_stat_clear_snapshot",
     ["monitoring-stats.html", "runtime-config-statistics.html"], "command"),
    ("pg36-heap-force-freeze",
     "after storage corruption some tuples of the samples table refer to transaction IDs that no longer exist and VACUUM errors out on them; which pg_surgery function marks those tuples frozen?",
     "heap_force_freeze",
     ["pgsurgery.html"], "command"),
    ("pg36-pgbench-aggregate-interval",
     "pgbench -l on the benchmark VM writes one log line per transaction, far too much for our Grafana import; which option writes per-interval summary lines instead?",
     "--aggregate-interval",
     ["pgbench.html"], "command"),
    ("pg36-fsm-page-contents",
     "while studying the free space map of the events table with pageinspect I read its pages with get_raw_page; which function shows the internal node structure of such an FSM page?",
     "fsm_page_contents",
     ["pageinspect.html"], "command"),
    ("pg36-pg-stat-reset-replication-slot",
     "the spill counters in pg_stat_replication_slots for slot kafka_out are huge from last month's incident; which function resets them for that one slot?",
     "pg_stat_reset_replication_slot",
     ["monitoring-stats.html"], "command"),
    ("pg36-pg-stat-reset-slru",
     "before our load test I want the SLRU counters back at zero; which function resets those statistics?",
     "pg_stat_reset_slru",
     ["monitoring-stats.html"], "command"),
    ("pg36-spi-getnspname",
     "my C trigger function knows the Relation it fires on and has to put the schema of that table into a log line; which SPI function returns the namespace name?",
     "SPI_getnspname",
     ["spi-spi-getnspname.html"], "command"),
    ("pg36-spi-result-code-string",
     "SPI_execute in our C extension returned a negative number and I want a readable name like SPI_ERROR_ARGUMENT in the error message; which SPI function converts the code?",
     "SPI_result_code_string",
     ["spi-spi-result-code-string.html"], "command"),
    ("pg36-spi-register-relation",
     "our C extension wants to make an ephemeral named relation (a tuplestore of staged rows) visible to the queries it runs through SPI; which function registers it?",
     "SPI_register_relation",
     ["spi-spi-register-relation.html"], "command"),
    ("pg36-encode-typed-literal",
     "a PL/Perl function builds a Perl array that must be turned into the text form of a given PostgreSQL type, e.g. an int[] literal; which utility function does that?",
     "encode_typed_literal",
     ["plperl-builtins.html"], "command"),
    ("pg36-pltcl-argisnull",
     "our nonstrict PL/Tcl function gets an empty string for a missing argument and can't tell it from a real empty string; which command checks whether argument 2 was null?",
     "argisnull",
     ["pltcl-functions.html"], "command"),
    ("pg36-pltcl-return-null",
     "a PL/Tcl function on the lab server has to return SQL NULL when the instrument reading is unusable; what does it execute for that?",
     "return_null",
     ["pltcl-functions.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg36-pgbench-log-prefix",
     "pgbench --log on the benchmark VM writes per-transaction files, and our parsing script needs their names; what is the default file name prefix?",
     "pgbench_log",
     ["pgbench.html"], "value"),
    ("pg36-page-header-size",
     "I'm decoding raw 8 kB pages dumped from the readings table in a hex editor; how long is the PageHeaderData at the start of each page?",
     "24 bytes long",
     ["storage-page-layout.html"], "value"),
    ("pg36-createtype-storage-default",
     "our new base type spectrum3 was created without a STORAGE clause in CREATE TYPE; which storage strategy does it get by default?",
     "the default is plain",
     ["sql-createtype.html"], "value"),
    ("pg36-sequence-type-default",
     "I created the run_no sequence without AS; which data type does the sequence have then?",
     "bigint is the default",
     ["sql-createsequence.html"], "value"),
    ("pg36-two-phase-proto-version",
     "our consumer wants the two_phase option of pgoutput; which protocol version is at least required for it?",
     "Minimum protocol version 3",
     ["protocol-logical-replication.html"], "value"),
    ("pg36-connection-limit-default",
     "we never gave the role etl_loader a CONNECTION LIMIT; what value is it then, and what does it mean?",
     "-1 (the default) means no limit",
     ["sql-createrole.html", "role-attributes.html"], "value"),
    ("pg36-pgss-track-default",
     "with pg_stat_statements freshly installed on db02, which statements does pg_stat_statements.track count by default, i.e. its default value?",
     "top",
     ["pgstatstatements.html"], "value"),
    ("pg36-sequence-cache-default",
     "I created the sample_id sequence without a CACHE clause; how many numbers are preallocated, i.e. what is the cache default?",
     "The minimum value is 1",
     ["sql-createsequence.html", "sql-altersequence.html"], "value"),
    ("pg36-gssencrequest-code",
     "our packet dump of a Go client's connection starts with a GSSENCRequest; which request code does that message carry?",
     "80877104",
     ["protocol-message-formats.html"], "value"),
    ("pg36-descending-sequence-max",
     "our countdown sequence has INCREMENT BY -1 and no MAXVALUE clause; what is its maximum value by default?",
     "The default for a descending sequence is -1",
     ["sql-createsequence.html"], "value"),
    ("pg36-logicalrep-origin-byte",
     "my hand-written pgoutput decoder meets an unknown message type; which type byte marks the Origin message?",
     "Byte1('O')",
     ["protocol-logicalrep-message-formats.html"], "value"),
    ("pg36-logicalrep-type-byte",
     "and which type byte marks the Type message that describes a data type in the logical replication stream?",
     "Byte1('Y')",
     ["protocol-logicalrep-message-formats.html"], "value"),
    ("pg36-logicalrep-truncate-byte",
     "the decoder also has to recognise when a TRUNCATE is replicated; which type byte identifies the truncate message?",
     "Byte1('T')",
     ["protocol-logicalrep-message-formats.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg36-why-pgoutput-binary-not-default",
     "binary transfer mode in pgoutput is faster, so why isn't it what our consumer should always use; what's its drawback?",
     "slightly less robust",
     ["protocol-logical-replication.html"], "reason"),
    ("pg36-why-attribute-wins",
     "I wrote a function total(samples) taking the samples row type, but samples also has a column named total, and samples.total never calls my function; why?",
     "the attribute will always be used",
     ["xfunc-overload.html"], "reason"),
    ("pg36-why-nonvariadic-chosen",
     "we have both scale(numeric) and scale(VARIADIC numeric[]) in the same schema, and scale(10.1) always calls the first one; why?",
     "the non-variadic one is preferred",
     ["xfunc-overload.html", "typeconv-func.html"], "reason"),
    ("pg36-why-tg-relatts-one-based",
     "in our PL/Tcl trigger, lsearch on $TG_relatts returns 1 for the first column instead of 0; why?",
     "prefixed with an empty list element",
     ["pltcl-trigger.html"], "reason"),
    ("pg36-why-catalog-varlen",
     "in a catalog header of my patch the variable-length fields sit inside #ifdef CATALOG_VARLEN; why are they hidden like that?",
     "should not be made directly visible to the C compiler",
     ["system-catalog-declarations.html"], "reason"),
    ("pg36-why-no-catalog-header-frontend",
     "why should our client tool include pg_class_d.h rather than pg_class.h from the catalog headers?",
     "won't compile outside the backend",
     ["system-catalog-declarations.html"], "reason"),
    ("pg36-why-c-names-differ",
     "two overloaded C functions in our extension share the same C symbol name; what does the manual say happens if I keep it that way?",
     "the behavior is not portable",
     ["xfunc-overload.html"], "reason"),
    ("pg36-why-opclass-superuser",
     "our DBA asks why creating an operator class for the spectrum type needs a superuser and can't be done by the extension owner role; what's the reason given?",
     "could confuse or even crash the server",
     ["sql-createopclass.html", "sql-createopfamily.html", "sql-alteropfamily.html", "sql-createtsparser.html", "sql-createtstemplate.html"], "reason"),
    ("pg36-why-alter-function-ignores-out",
     "my ALTER FUNCTION on calibrate() fails when I list only the IN arguments and leave out the OUT ones, or so I feared; why are OUT arguments not needed there?",
     "only the input arguments are needed to determine the function's identity",
     ["sql-alterfunction.html", "sql-dropfunction.html", "sql-comment.html", "sql-alterextension.html"], "reason"),
    ("pg36-why-alias-hides-name",
     "DELETE FROM samples AS s WHERE samples.batch = 7 fails with an error about samples; why can't I use the table name there?",
     "completely hides the actual name of the table",
     ["sql-delete.html", "sql-update.html", "sql-insert.html", "sql-merge.html", "sql-select.html"], "reason"),
    ("pg36-why-seqscan-in-paths",
     "there's an index on every column we filter, yet the planner internals chapter says a sequential scan plan is still considered for every table; why is that?",
     "a sequential scan plan is always created",
     ["planner-optimizer.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg36-attach-support-function",
     "I wrote a planner support function in C for our spectral_match() function; how do I attach it to the target function?",
     "SUPPORT clause",
     ["xfunc-optimization.html"], "procedure"),
    ("pg36-support-simplify",
     "our support function should let the planner replace spectral_match(x, 1) by a simpler expression; which request type does it implement for that?",
     "SupportRequestSimplify",
     ["xfunc-optimization.html"], "procedure"),
    ("pg36-pltcl-trigger-skip",
     "a row-level PL/Tcl trigger on the readings table should silently drop rows from a decommissioned sensor instead of raising an error; what does the trigger return?",
     "SKIP",
     ["pltcl-trigger.html"], "procedure"),
    ("pg36-bki-force-not-null",
     "in my new catalog the bootstrap code does not mark a fixed-width column NOT NULL because a nullable column precedes it; how do I force the marking?",
     "BKI_FORCE_NOT_NULL",
     ["system-catalog-declarations.html"], "procedure"),
    ("pg36-expose-to-client-code",
     "some macros in my catalog header should also be visible to frontend code through the generated _d.h header; what do I wrap them in?",
     "EXPOSE_TO_CLIENT_CODE",
     ["system-catalog-declarations.html"], "procedure"),
    ("pg36-catalog-varlen-wrap",
     "how do I declare a variable-length column in a new catalog's C struct so that C code can't access it as a struct field by mistake?",
     "CATALOG_VARLEN",
     ["system-catalog-declarations.html"], "procedure"),
    ("pg36-no-inherit",
     "the table readings_2019 inherits from readings and should become an independent table again without dropping it; which ALTER TABLE form removes the parent link?",
     "NO INHERIT",
     ["sql-altertable.html", "sql-alterforeigntable.html"], "procedure"),
    ("pg36-opclass-family-option",
     "I'm adding a second operator class for our spectrum type and want it in the existing spectrum_ops family rather than a new one; which option of CREATE OPERATOR CLASS?",
     "FAMILY option",
     ["sql-createopclass.html"], "procedure"),
    ("pg36-transform-block-direction",
     "our hstore transform for PL/Python should never convert values back to SQL; how does the CREATE TRANSFORM page suggest preventing that direction entirely?",
     "write a transform function that always errors out",
     ["sql-createtransform.html"], "procedure"),
    ("pg36-tablesample-explain-only",
     "my custom TABLESAMPLE method allocates big buffers in InitSampleScan; how can it tell that the scan is for EXPLAIN only and skip that work?",
     "EXEC_FLAG_EXPLAIN_ONLY",
     ["tablesample-support-functions.html"], "procedure"),
    ("pg36-delete-self-join",
     "I want a DELETE on measurements that compares each row with other rows of the same table via USING; what does the manual say about listing the target table in USING?",
     "Do not repeat the target table as a from_item",
     ["sql-delete.html"], "procedure"),
    ("pg36-mixed-notation-order",
     "in a call to our calibrate() function I want to pass the first two arguments by position and the rest by name; in what order must they be written?",
     "positional parameters are written first",
     ["sql-syntax-calling-funcs.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg36-what-paths",
     "the planner chapter says the search procedure works with paths rather than plans; what are paths?",
     "cut-down representations of plans",
     ["planner-optimizer.html"], "definition"),
    ("pg36-what-target-function",
     "the planner support function section speaks of a target function; what is that?",
     "called its target function",
     ["xfunc-optimization.html"], "definition"),
    ("pg36-what-mixed-notation",
     "what is mixed notation when calling a function?",
     "combines positional and named notation",
     ["sql-syntax-calling-funcs.html"], "definition"),
    ("pg36-what-planner-support-function",
     "a colleague attached a planner support function to our spectral_match(); what is such a function for?",
     "too complex to be represented declaratively",
     ["xfunc-optimization.html"], "definition"),
    ("pg36-what-transform",
     "the plpython3u hstore extension installs a transform; what is a transform?",
     "how to adapt a data type to a procedural language",
     ["sql-createtransform.html"], "definition"),
    ("pg36-what-pgoutput",
     "our replication notes mention pgoutput; what is it?",
     "the standard one used for the built-in logical replication",
     ["protocol-logical-replication.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

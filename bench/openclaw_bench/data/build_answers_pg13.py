"""Thirteenth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout13.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, searched for phrases), as an
engineer at a lab bench would type or say them -- mostly a situation in
everyday words ("I'd like a week of log files named by weekday, each one
overwritten a week later..."), some in the manual's own terms -- spread over
overwriting log files on rotation, preloading a library per session, time
zone abbreviation sets, constraint exclusion for inheritance children, the
large-object privilege checks, the Windows event source, psql's prompt,
hidden queries and \\getenv, syncing the data directory before crash
recovery, switching autovacuum off for one table, counting regular
expression matches, web-style text search queries, trigger nesting depth,
privilege inquiry functions, the byte distance between two WAL locations,
XMLTABLE, COPY progress, array cardinality, stripping null fields from
jsonb, the default log file name, the limit on query parameters, COPY's
default delimiter, cpu_operator_cost, vacuum_cost_page_dirty, libpq's default
root certificate file, the WAL retrieval retry interval, the default sequence
cache, predicate locks per transaction, unique keys on partitioned tables,
the disk space left by a failed COPY, BEFORE triggers returning NULL, the
lifetime of prepared statements, the cost of EXCEPTION blocks, autovacuum
being interrupted by locks, SELECT INTO versus CREATE TABLE AS, publishing
partitions as their root table, event triggers, temporary tables dropped at
commit, FETCH FIRST ... WITH TIES, LATERAL subqueries, cycling sequences,
aggregate FILTER clauses, pg_dump's lock wait timeout, and terms (SRF, CIDR,
the WAL writer, referential integrity). The most famous facts were avoided,
and so was every answer and every question topic of the earlier answer sets
(``answer_pg_tune``, ``answer_pg_heldout`` to ``answer_pg_heldout12``,
``answer_kernel_*``, ``answer_questions*``, ``answer_unanswerable_*``),
which were read only for that purpose; the twelfth set's builder
(``build_answers_pg12.py``) was read as the template for format and rules.
Nothing of the answer code, of its search or answer output, or of the
benchmark results was opened while writing it; the questions were not run
through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries the
asked-for fact, copied as the page writes it; ``relevant`` lists every page
that states the fact with that phrase, best first, leaving out index pages,
release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg13.py > answer_pg_heldout13.jsonl
    python3 validate_answers.py answer_pg_heldout13.jsonl  # with a Python that has the appliance installed

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
    ("pg13-log-truncate-rotation",
     "I'd like a week of server log files named by weekday, and each one simply overwritten when its name comes round again a week later instead of appended to; which setting makes rotation truncate the existing file?",
     "log_truncate_on_rotation",
     ["runtime-config-logging.html"], "setting"),
    ("pg13-session-preload",
     "I want auto_explain loaded into every new session, but I can't restart the server to touch shared_preload_libraries right now; which setting preloads a library at the start of each session instead?",
     "session_preload_libraries",
     ["runtime-config-client.html", "auto-explain.html"], "setting"),
    ("pg13-timezone-abbrev-set",
     "our collaborators in Bangalore write timestamps ending in IST, and the server reads that as some other zone; which setting picks the collection of time zone abbreviations the server accepts on input?",
     "timezone_abbreviations",
     ["runtime-config-client.html", "datetime-config-files.html"], "setting"),
    ("pg13-constraint-exclusion",
     "the old archive still uses table inheritance with a CHECK constraint on each child year, and a query for one month scans every child; which setting lets the planner use those constraints to skip children?",
     "constraint_exclusion",
     ["runtime-config-query.html", "ddl-partitioning.html"], "setting"),
    ("pg13-lo-compat-privileges",
     "an old Java tool reads large objects that belong to another role and now fails with permission denied; is there a compatibility setting that switches off the privilege checks on large objects?",
     "lo_compat_privileges",
     ["runtime-config-compatible.html", "lo-interfaces.html", "lo-implementation.html"], "setting"),
    ("pg13-windows-event-source",
     "two PostgreSQL servers run on the same Windows measurement PC and their messages get mixed up in the Event Viewer; which setting changes the program name the server logs under in the event log?",
     "event_source",
     ["runtime-config-logging.html", "event-log-registration.html", "app-pg-ctl.html"], "setting"),
    ("pg13-psql-prompt",
     "I keep typing into the production psql session thinking it's the test box; which psql variable sets the normal prompt so I can put the host name in it?",
     "PROMPT1",
     ["app-psql.html"], "setting"),
    ("pg13-psql-echo-hidden",
     "I'd like to see the actual catalog queries psql runs behind \\d and the other backslash commands, so I can reuse them in a script; which psql variable shows them?",
     "ECHO_HIDDEN",
     ["app-psql.html"], "setting"),
    ("pg13-recovery-init-syncfs",
     "after every crash our Linux server spends ages opening and fsyncing every single file in the data directory before recovery even starts; which setting lets it ask the kernel to sync whole file systems with syncfs instead?",
     "recovery_init_sync_method",
     ["runtime-config-error-handling.html"], "setting"),
    ("pg13-autovacuum-off-one-table",
     "the scratch_import table gets truncated and reloaded every hour and autovacuum on it is pointless; which storage parameter turns autovacuum off for just that table?",
     "autovacuum_enabled",
     ["sql-createtable.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg13-regexp-count",
     "how many times does the pattern 'ERR[0-9]+' show up in each instrument log line stored in a text column; which function counts the regular expression matches?",
     "regexp_count",
     ["functions-matching.html", "functions-string.html"], "command"),
    ("pg13-websearch-query",
     "the search box on our lab wiki should accept what people type into Google, with quotes, 'or' and a minus sign; which function turns that kind of input into a tsquery?",
     "websearch_to_tsquery",
     ["textsearch-controls.html", "functions-textsearch.html"], "command"),
    ("pg13-trigger-depth",
     "my audit trigger updates another table whose trigger fires back into the first one; which function tells a trigger how deeply nested it is so I can stop the loop?",
     "pg_trigger_depth",
     ["functions-info.html"], "command"),
    ("pg13-has-table-privilege",
     "before the report generator queries a table it should check whether the current role may SELECT from it, without just trying and catching the error; which function answers that?",
     "has_table_privilege",
     ["functions-info.html"], "command"),
    ("pg13-lsn-diff-bytes",
     "I have the primary's current WAL location and the standby's replay location as two pg_lsn values; which function gives me the difference between them in bytes?",
     "pg_wal_lsn_diff",
     ["functions-admin.html"], "command"),
    ("pg13-psql-getenv",
     "inside a psql script I need the value of the RUN_ID environment variable that the shell wrapper sets; which meta-command copies an environment variable into a psql variable?",
     "\\getenv",
     ["app-psql.html"], "command"),
    ("pg13-xmltable",
     "the old spectrometer exports its results as XML documents that we store in an xml column; which function turns such a document into ordinary rows and columns?",
     "XMLTABLE",
     ["functions-xml.html"], "command"),
    ("pg13-copy-progress",
     "a COPY FROM of a 40 GB file has been running since lunch; which view shows how many bytes and tuples it has processed so far?",
     "pg_stat_progress_copy",
     ["progress-reporting.html", "sql-copy.html", "monitoring-stats.html"], "command"),
    ("pg13-array-cardinality",
     "for a two-dimensional array of calibration points, I want the total number of elements over all dimensions, not the length of one dimension; which function gives that?",
     "cardinality",
     ["functions-array.html", "arrays.html"], "command"),
    ("pg13-jsonb-strip-nulls",
     "the export of our jsonb settings is full of keys whose value is just null; which function removes all object fields with null values, recursively?",
     "jsonb_strip_nulls",
     ["functions-json.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg13-log-filename-default",
     "with the logging collector on and log_filename left alone, what name pattern do the server's log files get?",
     "postgresql-%Y-%m-%d_%H%M%S.log",
     ["runtime-config-logging.html", "adminpack.html"], "value"),
    ("pg13-max-query-parameters",
     "our loader builds one huge INSERT with a $n placeholder per value; how many query parameters can a single statement have at most?",
     "65,535",
     ["limits.html"], "value"),
    ("pg13-copy-default-delimiter",
     "if I don't give COPY a DELIMITER, what separates the columns in text format?",
     "tab character in text format",
     ["sql-copy.html"], "value"),
    ("pg13-cpu-operator-cost",
     "what is the planner's default estimate for the cost of running one operator or function call, cpu_operator_cost?",
     "The default is 0.0025",
     ["runtime-config-query.html"], "value"),
    ("pg13-vacuum-page-dirty-cost",
     "in cost-based vacuum delay, how many cost units are charged by default when vacuum dirties a page that was clean before?",
     "The default value is 20",
     ["runtime-config-resource.html"], "value"),
    ("pg13-libpq-root-cert",
     "our lab CA signed the database server's certificate; where does libpq look for the trusted root certificate by default, so I know where to put ca.crt on the client machines?",
     "~/.postgresql/root.crt",
     ["libpq-connect.html", "libpq-ssl.html"], "value"),
    ("pg13-wal-retrieve-retry",
     "when the standby finds no new WAL anywhere, neither streamed nor in the archive, how long does it wait by default before trying again?",
     "The default value is 5 seconds",
     ["runtime-config-replication.html"], "value"),
    ("pg13-sequence-cache-default",
     "if I create a sequence without a CACHE clause, how many numbers does it preallocate in memory at a time?",
     "only one value can be generated at a time",
     ["sql-createsequence.html"], "value"),
    ("pg13-pred-locks-default",
     "our big serializable batch fails with out of shared memory and a hint about max_pred_locks_per_transaction; what is that setting's default?",
     "The default, 64, has generally been sufficient",
     ["runtime-config-locks.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg13-partition-pk-needs-key",
     "I partitioned the readings table by day and now CREATE fails because the primary key on sample_id doesn't include the partition column; why must it include it?",
     "enforce uniqueness within their own partitions",
     ["ddl-partitioning.html"], "reason"),
    ("pg13-failed-copy-space",
     "a COPY FROM died on a bad line near the end of a huge file; no rows are visible, yet the table's file grew by gigabytes; why?",
     "still occupy disk space",
     ["sql-copy.html"], "reason"),
    ("pg13-before-trigger-null",
     "my BEFORE INSERT row trigger function ends with RETURN NULL and now nothing at all gets inserted; why?",
     "skip the operation for the current row",
     ["trigger-definition.html", "sql-createtrigger.html"], "reason"),
    ("pg13-prepared-statement-gone",
     "the loader PREPAREs its insert once, but after a reconnect EXECUTE says the prepared statement does not exist; why?",
     "only last for the duration of the current database session",
     ["sql-prepare.html"], "reason"),
    ("pg13-exception-block-cost",
     "a colleague wraps every loop body of a PL/pgSQL function in BEGIN ... EXCEPTION ... END 'just in case'; why do the docs advise against that?",
     "significantly more expensive to enter and exit",
     ["plpgsql-control-structures.html"], "reason"),
    ("pg13-autovacuum-interrupted",
     "the log keeps saying the automatic vacuum of our busiest table was canceled, every time the hourly job runs its ALTER TABLE; why does autovacuum give up?",
     "lock acquisition will interrupt the autovacuum",
     ["routine-vacuuming.html"], "reason"),
    ("pg13-select-into-vs-ctas",
     "why does the manual recommend CREATE TABLE AS over SELECT INTO for making a table from a query?",
     "interpret the INTO clause differently",
     ["sql-selectinto.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg13-publish-via-root",
     "the subscriber keeps readings as one plain table while the publisher partitions it by month; how do I make the publication send the partitions' changes as if they came from the parent table?",
     "publish_via_partition_root",
     ["sql-createpublication.html"], "procedure"),
    ("pg13-event-trigger-ddl",
     "I want a function of mine called whenever anybody runs CREATE, ALTER or DROP in the lab database, to keep a log of schema changes; what do I create?",
     "CREATE EVENT TRIGGER",
     ["sql-createeventtrigger.html", "event-trigger-definition.html"], "procedure"),
    ("pg13-temp-drop-at-commit",
     "my import function creates a temporary staging table that should disappear as soon as the transaction commits, not at the end of the session; what do I add to CREATE TEMP TABLE?",
     "ON COMMIT DROP",
     ["sql-createtable.html", "sql-createtableas.html"], "procedure"),
    ("pg13-fetch-with-ties",
     "for the top-10 list of fastest runs I also want any runs that tie with the tenth one; how do I write the limit so tied rows are included?",
     "WITH TIES",
     ["sql-select.html"], "procedure"),
    ("pg13-lateral-subquery",
     "for each instrument I want its three latest readings via a subquery in FROM that refers to the instrument row next to it; which keyword lets a FROM subquery reference earlier FROM items?",
     "LATERAL",
     ["queries-table-expressions.html", "sql-select.html"], "procedure"),
    ("pg13-sequence-cycle",
     "our tray positions come from a sequence that should start again at 1 after reaching 96; how do I make a sequence wrap around instead of raising an error at its maximum?",
     "CYCLE",
     ["sql-createsequence.html", "sql-altersequence.html"], "procedure"),
    ("pg13-aggregate-filter",
     "in one GROUP BY query I want the total number of runs and, in another column, only the number of failed ones; how do I restrict which rows a single aggregate sees?",
     "FILTER",
     ["sql-expressions.html", "tutorial-agg.html"], "procedure"),
    ("pg13-pgdump-lock-wait",
     "last night's pg_dump hung for hours because someone held a lock on one table; how do I make pg_dump give up if it can't lock a table within a few minutes?",
     "--lock-wait-timeout",
     ["app-pgdump.html", "app-pg-dumpall.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg13-acronym-srf",
     "the C function examples keep saying SRF; what does that stand for?",
     "Set-Returning Function",
     ["acronyms.html", "xfunc-c.html"], "definition"),
    ("pg13-acronym-cidr",
     "pg_hba.conf wants the client addresses in CIDR notation; what does CIDR stand for?",
     "Classless Inter-Domain Routing",
     ["acronyms.html"], "definition"),
    ("pg13-what-wal-writer",
     "ps on the database server shows a 'walwriter' process; what does the WAL writer do?",
     "writes WAL records from shared memory to WAL files",
     ["glossary.html"], "definition"),
    ("pg13-what-referential-integrity",
     "the schema review talks about referential integrity between samples and runs; what does the term mean in PostgreSQL's glossary?",
     "restricting data in one relation by a foreign key",
     ["glossary.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

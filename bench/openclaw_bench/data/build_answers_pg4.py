"""Fourth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout4.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, searched with grep), as an
engineer at a lab bench would type or say them -- mostly a situation in
everyday words ("a CREATE INDEX has been running for an hour..."), some in
the manual's own terms -- spread over configuration, logging, replication,
backup, SQL commands and clauses, functions, data types, client tools,
privileges and roles, partitioning, indexes, vacuum, monitoring, limits and
storage internals. The most famous facts were avoided, and so was every
answer and every question topic of the earlier PostgreSQL answer sets
(``answer_pg_tune``, ``answer_pg_heldout``, ``answer_pg_heldout2``,
``answer_pg_heldout3``), which were read only for that purpose; the third
set's builder (``build_answers_pg3.py``) was read as the template for format
and rules. Nothing of the answer code, of its search or answer output, or of
the benchmark results was opened while writing it; the questions were not run
through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries the
asked-for fact, copied as the page writes it; ``relevant`` lists every page
that states the fact with that phrase, best first, leaving out index pages,
release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg4.py > answer_pg_heldout4.jsonl
    python3 validate_answers.py answer_pg_heldout4.jsonl  # with a Python that has the appliance installed

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
    ("pg4-lock-timeout",
     "my ALTER TABLE sits waiting behind a long report and everyone queues up behind it; can I make a statement give up if it can't get its lock within a few seconds?",
     "lock_timeout",
     ["runtime-config-client.html"], "setting"),
    ("pg4-idle-session-timeout",
     "students open psql on the lab database and leave it connected for days doing nothing, not even in a transaction; can the server close such connections by itself?",
     "idle_session_timeout",
     ["runtime-config-client.html"], "setting"),
    ("pg4-log-connections",
     "we need an audit trail of who connects to the lab database; which parameter writes a log line for every connection attempt?",
     "log_connections",
     ["runtime-config-logging.html"], "setting"),
    ("pg4-log-line-prefix",
     "our server log lines show only the message text; how do I get the time, the user and the database name at the start of every line?",
     "log_line_prefix",
     ["runtime-config-logging.html"], "setting"),
    ("pg4-log-autovacuum",
     "I'd like to know which autovacuum runs take longer than a minute; what makes the server log them?",
     "log_autovacuum_min_duration",
     ["runtime-config-logging.html", "routine-vacuuming.html"], "setting"),
    ("pg4-statistics-target",
     "the planner's row estimates are way off on our skewed columns; which server-wide setting makes ANALYZE gather more detailed statistics for every column?",
     "default_statistics_target",
     ["runtime-config-query.html", "planner-stats.html", "sql-analyze.html"], "setting"),
    ("pg4-commit-times",
     "for an audit I need to know when the transaction that last changed a row was committed; what has to be switched on so the server records commit times?",
     "track_commit_timestamp",
     ["runtime-config-replication.html", "functions-info.html"], "setting"),
    ("pg4-wal-compression",
     "right after every checkpoint our WAL volume jumps because whole pages get written into it; can the server compress those page images?",
     "wal_compression",
     ["runtime-config-wal.html"], "setting"),
    ("pg4-autovacuum-workers",
     "several big tables need vacuuming at the same time but only three autovacuum processes ever run at once; which setting allows more?",
     "autovacuum_max_workers",
     ["runtime-config-autovacuum.html", "routine-vacuuming.html"], "setting"),
    ("pg4-cluster-name",
     "we run three PostgreSQL instances on one machine and in ps their processes all look alike; how do I make each instance's processes carry a label?",
     "cluster_name",
     ["runtime-config-logging.html", "monitoring-ps.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg4-verify-backup",
     "how do I check that a base backup we copied to the NAS is complete and undamaged, using the list of files and checksums that was written with it?",
     "pg_verifybackup",
     ["app-pgverifybackup.html", "app-pgbasebackup.html"], "command"),
    ("pg4-vacuum-all-dbs",
     "which shell program can cron call to vacuum and analyze every database in the cluster in one go?",
     "vacuumdb",
     ["app-vacuumdb.html", "routine-vacuuming.html"], "command"),
    ("pg4-histogram-bins",
     "I want to sort temperature readings into ten equal-width bins between 0 and 100 degrees for a histogram; which function gives me each reading's bin number?",
     "width_bucket",
     ["functions-math.html"], "command"),
    ("pg4-median",
     "how do I get the median of each sensor's readings in a GROUP BY query?",
     "percentile_cont",
     ["functions-aggregate.html", "sql-expressions.html"], "command"),
    ("pg4-psql-pivot",
     "in psql, can I show a result as a grid, with the values of one column across the top and another column down the side?",
     "\\crosstabview",
     ["app-psql.html"], "command"),
    ("pg4-psql-error-detail",
     "psql just printed a terse one-line error; how do I see that same error again with every detail field and where in the source it came from?",
     "\\errverbose",
     ["app-psql.html"], "command"),
    ("pg4-fsync-speed",
     "which program measures how fast the different ways of flushing WAL to disk are on our new storage, so I can pick the quickest?",
     "pg_test_fsync",
     ["pgtestfsync.html", "wal-configuration.html"], "command"),
    ("pg4-table-file",
     "which file under the data directory actually holds my table? is there a function that tells me its path?",
     "pg_relation_filepath",
     ["functions-admin.html", "storage-file-layout.html", "disk-usage.html"], "command"),
    ("pg4-index-build-progress",
     "a CREATE INDEX has been running for an hour; where can I see how far along it is?",
     "pg_stat_progress_create_index",
     ["progress-reporting.html", "sql-createindex.html", "monitoring-stats.html"], "command"),
    ("pg4-stream-wal-to-archive",
     "instead of archiving WAL file by file with a shell command, I want a program on the backup machine that pulls WAL continuously over a replication connection; which one is that?",
     "pg_receivewal",
     ["app-pgreceivewal.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg4-numeric-scale",
     "how many digits after the decimal point can a numeric column keep at most?",
     "16383 digits",
     ["datatype-numeric.html"], "value"),
    ("pg4-interval-range",
     "what's the longest span of time an interval value can represent?",
     "178000000 years",
     ["datatype-datetime.html"], "value"),
    ("pg4-real-precision",
     "how many significant digits can I trust from a real (float4) column?",
     "6 decimal digits",
     ["datatype-numeric.html"], "value"),
    ("pg4-min-wal-size",
     "out of the box, how much WAL does the server keep around for reuse even when it's quiet, i.e. what is min_wal_size by default?",
     "80 MB",
     ["runtime-config-wal.html"], "value"),
    ("pg4-large-object-size",
     "our instrument writes single files of several hundred gigabytes; how big can one large object get?",
     "4 TB",
     ["lo-intro.html"], "value"),
    ("pg4-query-text-length",
     "pg_stat_activity cuts off our long queries; how much of each query's text is kept by default?",
     "1024 bytes",
     ["runtime-config-statistics.html", "monitoring-stats.html"], "value"),
    ("pg4-bgwriter-sleep",
     "by default, how long does the background writer sleep between its rounds of writing dirty buffers?",
     "200 milliseconds",
     ["runtime-config-resource.html"], "value"),
    ("pg4-function-arguments",
     "how many arguments can a function take at most in a standard build?",
     "100 arguments",
     ["runtime-config-preset.html"], "value"),
    ("pg4-index-columns",
     "how many columns can I put into one multicolumn index?",
     "32 columns",
     ["indexes-multicolumn.html", "sql-createindex.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg4-not-in-null",
     "WHERE id NOT IN (SELECT batch_id FROM runs) returns no rows at all, although I know some ids are missing from runs; one batch_id is NULL. why?",
     "will be null, not true",
     ["functions-subquery.html", "functions-comparisons.html"], "reason"),
    ("pg4-row-order",
     "the same SELECT without ORDER BY returned the rows in a different order after we reloaded the table; why isn't the order stable?",
     "unspecified order",
     ["queries-order.html", "ddl-basics.html"], "reason"),
    ("pg4-volatile-default",
     "adding a column with a constant default to our big table was instant, but adding one with DEFAULT random() took ages; why the difference?",
     "the entire table and its indexes to be rewritten",
     ["sql-altertable.html"], "reason"),
    ("pg4-template-objects",
     "every new database I create already contains a scratch table somebody once made in template1; why does it turn up everywhere?",
     "propagated to all subsequently created databases",
     ["manage-ag-createdb.html"], "reason"),
    ("pg4-like-prefix-index",
     "my b-tree index on the name column is ignored for LIKE 'abc%' searches; the database uses the en_US.UTF-8 locale. why?",
     "special operator class",
     ["indexes-types.html"], "reason"),
    ("pg4-temp-table-bloat",
     "a long-running session keeps a temporary table that it updates all day, and the table keeps bloating; why does autovacuum never clean it up?",
     "cannot vacuum or analyze temporary tables",
     ["sql-createtable.html"], "reason"),
    ("pg4-offset-paging",
     "paging through a result with OFFSET gets slower and slower the further back we go; why?",
     "still have to be computed inside the server",
     ["queries-limit.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg4-grant-existing-tables",
     "the new reporting role needs read access to every table already in the public schema; how do I grant that in one statement instead of table by table?",
     "all tables in schema",
     ["sql-grant.html"], "procedure"),
    ("pg4-future-table-privileges",
     "tables the lab creates next month should automatically be readable by the reporting role too; what command sets that up?",
     "alter default privileges",
     ["sql-alterdefaultprivileges.html", "ddl-priv.html"], "procedure"),
    ("pg4-computed-column",
     "I want a column that always holds the temperature in Fahrenheit, computed from the Celsius column, without writing a trigger; how do I declare it?",
     "generated always as",
     ["ddl-generated-columns.html", "sql-createtable.html"], "procedure"),
    ("pg4-archive-old-partition",
     "how do I take last year's partition out of the partitioned table so it becomes an ordinary table I can archive?",
     "detach partition",
     ["ddl-partitioning.html", "sql-altertable.html"], "procedure"),
    ("pg4-role-connection-cap",
     "one student's app opens dozens of connections; how do I cap that one role at five concurrent connections?",
     "connection limit",
     ["role-attributes.html", "sql-createrole.html", "sql-alterrole.html"], "procedure"),
    ("pg4-block-login",
     "a student has left the lab; how do I stop his role from logging in without dropping it or the tables he owns?",
     "nologin",
     ["sql-createrole.html", "sql-alterrole.html"], "procedure"),
    ("pg4-connection-shortcut",
     "I'm tired of typing host, port, database and user for the lab server every time; can I store them under a short name that psql and other clients accept?",
     "pg_service.conf",
     ["libpq-pgservice.html", "libpq-connect.html"], "procedure"),
    ("pg4-fk-check-later",
     "adding a foreign key to our huge table scans the whole table before it returns; how do I add the constraint now and check the existing rows later?",
     "not valid",
     ["sql-altertable.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg4-spgist-meaning",
     "the index chapter lists SP-GiST; what does that name stand for?",
     "space-partitioned GiST",
     ["spgist-intro.html"], "definition"),
    ("pg4-lsn-meaning",
     "the replication views show positions like 0/3000148 in columns named ..._lsn; what is an LSN?",
     "log sequence number",
     ["wal-internals.html", "datatype-pg-lsn.html", "acronyms.html"], "definition"),
    ("pg4-visibility-map",
     "what does the visibility map that vacuum maintains for each table keep track of?",
     "visible to all active transactions",
     ["storage-vm.html", "routine-vacuuming.html"], "definition"),
    ("pg4-ctid-meaning",
     "when I select the ctid column of a table I get pairs like (0,1); what is ctid?",
     "physical location of the row version",
     ["ddl-system-columns.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

"""Eighth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout8.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, searched for phrases), as an
engineer at a lab bench would type or say them -- mostly a situation in
everyday words ("an old Access front end filters with WHERE field = NULL..."),
some in the manual's own terms -- spread over compatibility, connection,
recovery, WAL, logging, locale, GIN and developer settings, libpq connection
options, SQL functions (to_timestamp, split_part, recovery and restore-point
functions), psql (\\gset, ON_ERROR_ROLLBACK), client and server programs
(pg_test_timing, pg_recvlogical, pg_restore, pg_basebackup, pg_ctl, initdb),
contrib modules (file_fdw, pgrowlocks, passwordcheck, postgres_fdw), data
types (network addresses, NaN, time zones, blank-padded characters), index
storage parameters (BRIN, B-tree), COPY, ident authentication, autovacuum
thresholds, the cumulative statistics, count(*), tablespaces, index
expressions, foreign schemas, extension updates, subscriptions, updatable
views, acronyms and glossary terms. The most famous facts were avoided, and
so was every answer and every question topic of the earlier answer sets
(``answer_pg_tune``, ``answer_pg_heldout`` to ``answer_pg_heldout7``,
``answer_kernel_*``, ``answer_questions*``, ``answer_unanswerable_*``), which
were read only for that purpose; the seventh set's builder
(``build_answers_pg7.py``) was read as the template for format and rules.
Nothing of the answer code, of its search or answer output, or of the
benchmark results was opened while writing it; the questions were not run
through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries the
asked-for fact, copied as the page writes it; ``relevant`` lists every page
that states the fact with that phrase, best first, leaving out index pages,
release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg8.py > answer_pg_heldout8.jsonl
    python3 validate_answers.py answer_pg_heldout8.jsonl  # with a Python that has the appliance installed

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
    ("pg8-access-null-equals",
     "an old Microsoft Access front end filters with WHERE field = NULL and never finds the empty rows; which setting makes the server treat = NULL as IS NULL?",
     "transform_null_equals",
     ["runtime-config-compatible.html", "functions-comparison.html"], "setting"),
    ("pg8-abandoned-query-check",
     "people close the report window in the middle of a long query, yet the query keeps grinding on the server for another hour; which setting makes the server poll now and then whether the client is still connected?",
     "client_connection_check_interval",
     ["runtime-config-connection.html"], "setting"),
    ("pg8-pitr-then-open",
     "when our point-in-time restore reaches the target it just sits paused; which setting says what the server does once the recovery target is reached, so it opens for connections by itself?",
     "recovery_target_action",
     ["runtime-config-wal.html"], "setting"),
    ("pg8-cow-wal-zeroes",
     "the data directory sits on a copy-on-write filesystem, where filling every new WAL file with zeroes first is wasted work; which setting skips that?",
     "wal_init_zero",
     ["runtime-config-wal.html"], "setting"),
    ("pg8-syslog-local3",
     "our rsyslog sends everything tagged LOCAL3 to the database log file; which setting chooses the syslog facility PostgreSQL logs under?",
     "syslog_facility",
     ["runtime-config-logging.html"], "setting"),
    ("pg8-writable-host-only",
     "the connection string of the loader lists both the primary and the standby host, but it must always end up on the one that accepts writes; which libpq connection parameter picks that?",
     "target_session_attrs",
     ["libpq-connect.html"], "setting"),
    ("pg8-parallel-index-build",
     "CREATE INDEX on our billion-row table keeps a single core busy while the other fifteen idle; which setting caps how many parallel workers a utility command like CREATE INDEX may start?",
     "max_parallel_maintenance_workers",
     ["runtime-config-resource.html", "sql-createindex.html"], "setting"),
    ("pg8-salvage-bad-pages",
     "after a controller fault a SELECT on one table dies with 'invalid page in block'; which developer setting lets me read past damaged page headers (zeroing those pages) to rescue the remaining rows?",
     "zero_damaged_pages",
     ["runtime-config-developer.html"], "setting"),
    ("pg8-german-month-names",
     "to_char(run_date, 'TMMonth') gives English month names on the report but our Swiss users want German ones; which setting picks the locale used for formatting dates and times?",
     "lc_time",
     ["runtime-config-client.html", "functions-formatting.html", "locale.html"], "setting"),
    ("pg8-gin-frequent-word-cap",
     "a full-text search for a very common word returns hundreds of thousands of rows through the GIN index; which setting puts a soft upper limit on how many rows a GIN index scan returns?",
     "gin_fuzzy_search_limit",
     ["gin-tips.html", "runtime-config-client.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg8-epoch-to-timestamp",
     "the data logger stores Unix epoch seconds like 1284352323 in a double precision column; which function turns that into a timestamp with time zone?",
     "to_timestamp",
     ["functions-datetime.html"], "command"),
    ("pg8-am-i-on-standby",
     "our maintenance script must skip its writes when it happens to be connected to the standby; which function tells it whether recovery is still in progress?",
     "pg_is_in_recovery",
     ["functions-admin.html"], "command"),
    ("pg8-clock-overhead",
     "on the new virtual machine EXPLAIN ANALYZE times look inflated and I suspect reading the clock is slow; which program measures the timing overhead of the system?",
     "pg_test_timing",
     ["pgtesttiming.html", "using-explain.html", "runtime-config-statistics.html"], "command"),
    ("pg8-stream-decoded-changes",
     "I'd like to watch the decoded row changes of a logical replication slot stream into a file from the shell, over a replication connection; which client program does that?",
     "pg_recvlogical",
     ["app-pgrecvlogical.html", "logicaldecoding-walsender.html", "logicaldecoding-example.html",
      "protocol-replication.html"], "command"),
    ("pg8-csv-as-table",
     "the instrument keeps appending to a CSV file on the database server and I want to query it with SELECT where it lies, without loading it into a table; which module does that?",
     "file_fdw",
     ["file-fdw.html", "runtime-config-logging.html"], "command"),
    ("pg8-who-locks-rows",
     "workers block each other on the job queue table and I'd like to see which rows are locked right now and by whom; which contrib module shows row locking information for a table?",
     "pgrowlocks",
     ["pgrowlocks.html"], "command"),
    ("pg8-psql-result-variable",
     "in a psql script I select the id of the newest run and want to use it in the following statements as :run_id; which backslash command stores a query's output into psql variables?",
     "\\gset",
     ["app-psql.html"], "command"),
    ("pg8-named-restore-point",
     "before running a risky data migration I want to drop a named marker into the WAL that a later point-in-time recovery can stop at; which function creates it?",
     "pg_create_restore_point",
     ["functions-admin.html", "runtime-config-wal.html"], "command"),
    ("pg8-code-third-field",
     "our sample codes look like LAB-2023-0042 and I need just the third piece after splitting at the dashes; which string function?",
     "split_part",
     ["functions-string.html"], "command"),
    ("pg8-reject-weak-passwords",
     "students keep setting passwords like 'lab123' with ALTER ROLE; which module checks passwords as they are set and rejects ones that are too weak?",
     "passwordcheck",
     ["passwordcheck.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg8-inet-storage",
     "we store the IP address of every instrument in an inet column; how much space does one inet value take?",
     "7 or 19 bytes",
     ["datatype-net-types.html"], "value"),
    ("pg8-copy-null-marker",
     "in a text-format file written by COPY TO, how are NULL values written out by default?",
     "\\N (backslash-N)",
     ["sql-copy.html"], "value"),
    ("pg8-initdb-default-auth",
     "I ran initdb without any --auth option on the shared lab server; which authentication method do the generated pg_hba.conf lines use by default?",
     "trust is the default",
     ["app-initdb.html"], "value"),
    ("pg8-brin-range-size",
     "I made a BRIN index on the readings' timestamp without any WITH options; how many table blocks make up one block range by default?",
     "The default is 128",
     ["sql-createindex.html"], "value"),
    ("pg8-btree-fill",
     "how full does CREATE INDEX pack the leaf pages of a B-tree index by default, before they start to split on later inserts?",
     "default fillfactor of 90",
     ["sql-createindex.html"], "value"),
    ("pg8-fdw-fetch-rows",
     "pulling a big remote table through postgres_fdw makes lots of round trips; how many rows does it get in each fetch by default?",
     "The default is 100",
     ["postgres-fdw.html"], "value"),
    ("pg8-ident-port",
     "ident authentication is configured for the old analysis hosts; on which port does the server expect the ident server of the client machine to answer?",
     "TCP port 113",
     ["auth-ident.html"], "value"),
    ("pg8-pg-ctl-wait",
     "our init script runs pg_ctl start -w, and after a long crash recovery it reported failure although the server came up later; how long does pg_ctl wait by default?",
     "if not set, to 60 seconds",
     ["app-pg-ctl.html"], "value"),
    ("pg8-insert-only-autovacuum",
     "our readings table only ever gets inserts; how many inserted rows does autovacuum need by default (the fixed part, before the scale factor) to vacuum it?",
     "The default is 1000 tuples",
     ["runtime-config-autovacuum.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg8-stats-zero-after-crash",
     "after the power outage every counter in pg_stat_user_tables started again from zero, though a normal restart keeps them; why?",
     "all statistics counters are reset",
     ["monitoring-stats.html"], "reason"),
    ("pg8-count-star-slow",
     "SELECT count(*) on the big readings table takes ages, while a colleague says the other database answers instantly; why is it slow here?",
     "effort proportional to the size of the table",
     ["functions-aggregate.html"], "reason"),
    ("pg8-nan-at-the-top",
     "failed readings stored as NaN show up at the very top when I sort by value descending, and NaN = NaN even returns true; why?",
     "greater than all non-NaN values",
     ["datatype-numeric.html"], "reason"),
    ("pg8-offset-not-kept",
     "we insert timestamps with +09:00 from the Tokyo site into a timestamptz column, but reading them back shows our local offset and the +09:00 is gone; why?",
     "originally stated or assumed time zone is not retained",
     ["datatype-datetime.html"], "reason"),
    ("pg8-tablespace-disk-move",
     "why can't I unplug the disk that holds one tablespace and attach it to the database server in the other lab?",
     "dependent on metadata contained in the main data directory",
     ["manage-ag-tablespaces.html"], "reason"),
    ("pg8-index-on-now",
     "CREATE INDEX on an expression that uses now(), or my own function that looks up the calibration table, is refused; why can't index expressions use such functions?",
     "depend only on their arguments",
     ["sql-createindex.html"], "reason"),
    ("pg8-char-trailing-spaces",
     "in our char(10) code column, 'AB' and 'AB   ' compare as equal; why?",
     "trailing spaces are treated as semantically insignificant",
     ["datatype-character.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg8-import-remote-tables",
     "I set up postgres_fdw to the instrument database and don't want to write forty CREATE FOREIGN TABLE statements by hand; how do I create foreign tables for all tables of a remote schema in one go?",
     "IMPORT FOREIGN SCHEMA",
     ["sql-importforeignschema.html", "postgres-fdw.html"], "procedure"),
    ("pg8-restore-selected-items",
     "from a custom-format dump I want to restore only a handful of objects, in an order I choose: list the archive into a file, edit it, then which pg_restore option reads that edited list?",
     "--use-list",
     ["app-pgrestore.html"], "procedure"),
    ("pg8-psql-typo-keeps-tx",
     "working interactively in psql inside BEGIN, one typo aborts my whole transaction; which psql variable makes it ignore the failed statement and carry on with the transaction?",
     "ON_ERROR_ROLLBACK",
     ["app-psql.html"], "procedure"),
    ("pg8-extension-new-version",
     "the server got a newer package of an extension we use; how do I bring the extension's objects in our database up to the new version?",
     "ALTER EXTENSION UPDATE",
     ["sql-alterextension.html", "extend-extensions.html"], "procedure"),
    ("pg8-subscription-no-copy",
     "the subscriber already holds a full copy of the tables; how do I create the subscription so it skips copying the existing data at the start?",
     "copy_data",
     ["sql-createsubscription.html", "sql-altersubscription.html"], "procedure"),
    ("pg8-basebackup-standby-ready",
     "I'm seeding a new standby with pg_basebackup; which option makes it create standby.signal and write the connection settings for me?",
     "--write-recovery-conf",
     ["app-pgbasebackup.html"], "procedure"),
    ("pg8-restore-without-roles",
     "restoring the lab's dump on my laptop, every object fails on ALTER OWNER because those roles don't exist here; which option leaves the ownership commands out?",
     "--no-owner",
     ["app-pgrestore.html", "app-pgdump.html", "app-pg-dumpall.html"], "procedure"),
    ("pg8-view-reject-invisible-rows",
     "students insert through an updatable view that only shows their group's samples, and they can insert rows for other groups that then vanish from the view; what do I add to the view so such rows are rejected?",
     "CHECK OPTION",
     ["sql-createview.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg8-spi-meaning",
     "the C extension we inherited calls SPI_connect and SPI_execute; what does SPI stand for?",
     "Server Programming Interface",
     ["spi.html", "acronyms.html", "contrib-spi.html", "view-pg-cursors.html"], "definition"),
    ("pg8-pgxs-meaning",
     "the Makefile of an extension I'm building includes $(PGXS); what does PGXS stand for?",
     "PostgreSQL Extension System",
     ["acronyms.html"], "definition"),
    ("pg8-bloat-meaning",
     "our monitoring tool reports '35% bloat' for a table; what counts as bloat?",
     "does not contain current row versions",
     ["glossary.html"], "definition"),
    ("pg8-datum-meaning",
     "the C function examples return a Datum everywhere; what is a datum?",
     "internal representation of one value",
     ["glossary.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

"""Twenty-eighth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout28.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, stripped of tags by a small
script and searched with grep and sed), as an engineer at a lab bench would
type or say them -- mostly a situation in everyday words, some in the
manual's own terms, a fair number mentioning the asker's own tables, hosts,
files, users and tools, among them third-party and proprietary tools and
products used around PostgreSQL (HashiCorp Vault, Liquibase, Grafana,
Hibernate, a Java loader behind PgBouncer, a Node.js listener, Windows
Server, Ansible, a LIMS, Excel), named in the situation while the question
asks what the documentation does answer -- spread over renaming a column of
a postgres_fdw foreign table, re-running the SSL passphrase command on
reload, a fallback application name, sampling in auto_explain, keeping the
psql pager away from short results, digit group separators in psql, the
background writer's multiplier, the PAM service name, file_fdw reading a
program's output, a separate psql history file per database; the progress
of VACUUM FULL, sessions blocking a safe snapshot, the definition of a
trigger, a column privilege check, modified EUI-64 MAC addresses, the
smallest range covering two ranges, weighting tsvector lexemes, the top
parent of a partition, the WAL archive status directory, replacing array
elements; the partstrat code h, the proparallel code r, SQLSTATE 57P01,
the start of the third millennium, the default of from_collapse_limit, the
sync_state quorum, the wal_status lost, the oprkind code l, the amoppurpose
code o; DDL under logical replication, COMMIT inside an exception block,
duplicate NOTIFY payloads, rows leaving a foreign-table partition, the slow
first call of a PL/pgSQL function, write-back caches of consumer drives,
heap fetches of an index-only scan; large pages on Windows, a trigger that
keeps a tsvector column current, the details of a caught error, a
subscription created without contacting the publisher, filtering rows in
COPY FROM, turning a generated column into a normal one, returning a
query's rows from PL/pgSQL, installing the extensions an extension needs;
and terms (parallel query, concurrency, ODBC, IEEE). The most famous facts
were avoided, and so was every answer and every question topic of the
earlier answer sets (``answer_pg_tune``, ``answer_pg_heldout`` to
``answer_pg_heldout27``, ``answer_kernel_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose (answers,
question words and the pages named in ``relevant`` were also grepped against
them, and each new answer against the text of every page); the
twenty-seventh set's builder (``build_answers_pg27.py``) was read as the
template for format and rules. Nothing of the answer code, of its search or
answer output, of the appliance's documentation or tests, or of the
benchmark results was opened while writing it; no git command was used; the
questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries the
asked-for fact, copied as the page writes it; ``relevant`` lists every page
that states the fact with that phrase, best first, leaving out index pages,
release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg28.py > answer_pg_heldout28.jsonl
    python3 validate_answers.py answer_pg_heldout28.jsonl  # with a Python that has the appliance installed

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
    ("pg28-fdw-column-name",
     "the table on the archive host calls its timestamp column ts_utc, but in our postgres_fdw foreign table archive.readings on db01 the column should be called measured_at; which column option tells postgres_fdw the remote column's name?",
     "column_name",
     ["postgres-fdw.html"], "setting"),
    ("pg28-ssl-passphrase-reload",
     "the server key on db03 is passphrase-protected and ssl_passphrase_command fetches the passphrase from our HashiCorp Vault agent; after a certificate renewal, pg_ctl reload doesn't pick up the new files. which setting lets the passphrase command be called again on a reload?",
     "ssl_passphrase_command_supports_reload",
     ["runtime-config-connection.html", "ssl-tcp.html"], "setting"),
    ("pg28-fallback-application-name",
     "our in-house loader links libpq and should show up as 'loader' in pg_stat_activity, but a user who sets PGAPPNAME must still win; which connection parameter gives a name that is used only when no application_name was given?",
     "fallback_application_name",
     ["libpq-connect.html"], "setting"),
    ("pg28-auto-explain-sample-rate",
     "auto_explain on the busy ingest server fills the log with plans; I'd be happy with the plans of roughly one statement in ten per session. which auto_explain parameter explains only a fraction of the statements?",
     "auto_explain.sample_rate",
     ["auto-explain.html"], "setting"),
    ("pg28-psql-pager-min-lines",
     "psql starts less for every result that is just a little taller than my terminal window, which drives me mad; which \\pset option keeps the pager from being called unless the output has at least a given number of lines?",
     "pager_min_lines",
     ["app-psql.html"], "setting"),
    ("pg28-psql-numericlocale",
     "in psql the row counts of the readings table come out as 48213977, and the students would like them grouped like 48,213,977; which \\pset option shows a locale-specific separator between groups of digits?",
     "numericlocale",
     ["app-psql.html"], "setting"),
    ("pg28-bgwriter-lru-multiplier",
     "on db02 the backends still write many dirty buffers themselves during the import, so I want the background writer to clean ahead more aggressively; which setting multiplies the recent buffer demand to estimate how many buffers it writes per round?",
     "bgwriter_lru_multiplier",
     ["runtime-config-resource.html"], "setting"),
    ("pg28-pamservice",
     "IT created a separate PAM stack /etc/pam.d/labdb for database logins on the server, instead of the default one; which option of the pam method in pg_hba.conf names the PAM service to use?",
     "pamservice",
     ["auth-pam.html"], "setting"),
    ("pg28-file-fdw-program",
     "the spectrometer drops gzipped CSV files into /data/spectra, and I'd like a file_fdw foreign table that reads them through zcat instead of a plain file; which file_fdw option runs a command and reads its standard output?",
     "program",
     ["file-fdw.html"], "setting"),
    ("pg28-psql-histfile",
     "I work on three databases from the same Linux account, and psql mixes the command history of all of them; which psql variable sets the file the history is kept in, so each database can get its own?",
     "HISTFILE",
     ["app-psql.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg28-progress-vacuum-full",
     "VACUUM FULL on the big events table has been running since lunch, and pg_stat_progress_vacuum has no row for it; which view reports how far it has got?",
     "pg_stat_progress_cluster",
     ["progress-reporting.html", "sql-vacuum.html", "monitoring-stats.html"], "command"),
    ("pg28-safe-snapshot-blocking-pids",
     "our nightly export starts with SERIALIZABLE, READ ONLY, DEFERRABLE and sometimes sits for minutes before reading anything; which function lists the sessions that keep it from getting a safe snapshot?",
     "pg_safe_snapshot_blocking_pids",
     ["functions-info.html"], "command"),
    ("pg28-get-triggerdef",
     "someone created an audit trigger on the samples table directly in production, and I need its CREATE TRIGGER statement for our Liquibase changelog; which function reconstructs the command for a trigger?",
     "pg_get_triggerdef",
     ["functions-info.html"], "command"),
    ("pg28-has-column-privilege",
     "our Grafana data source logs in as grafana_ro, and before building a panel I want to check from SQL whether that role may SELECT the operator_name column of runs; which function answers that for a single column?",
     "has_column_privilege",
     ["functions-info.html"], "command"),
    ("pg28-macaddr8-set7bit",
     "we keep the MAC addresses of the lab's sensor nodes as macaddr8 and need the modified EUI-64 form for their IPv6 addresses; which function sets the 7th bit for that?",
     "macaddr8_set7bit",
     ["functions-net.html", "datatype-net-types.html"], "command"),
    ("pg28-range-merge",
     "two microscope bookings, [09:00,10:00) and [11:00,12:00), should be reported as one span covering both, but the + operator refuses because they don't touch; which function computes the smallest range that includes both?",
     "range_merge",
     ["functions-range.html"], "command"),
    ("pg28-setweight",
     "in the full-text search over our protocols, matches in the title should rank above matches in the body; which function labels the entries of the title's tsvector with weight A?",
     "setweight",
     ["functions-textsearch.html", "textsearch-features.html", "textsearch-controls.html"], "command"),
    ("pg28-partition-root",
     "a monitoring script gets leaf partitions like readings_2023_07 from a lock report and should print the partitioned table they finally belong to; which function returns the top-most parent of a partition tree?",
     "pg_partition_root",
     ["functions-admin.html"], "command"),
    ("pg28-ls-archive-statusdir",
     "archiving on db01 has fallen behind, and I'd like to see from SQL the .ready files waiting in pg_wal/archive_status with their modification times; which function lists that directory?",
     "pg_ls_archive_statusdir",
     ["functions-admin.html"], "command"),
    ("pg28-array-replace",
     "the channels column is a text[] and the instrument renamed channel 'UV1' to 'UVA'; which array function replaces every element equal to the old value with the new one?",
     "array_replace",
     ["functions-array.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg28-partstrat-h",
     "our schema browser reads pg_partitioned_table and shows partstrat 'h' for the device_events table; which partitioning strategy is that?",
     "h = hash partitioned table",
     ["catalog-pg-partitioned-table.html"], "value"),
    ("pg28-proparallel-r",
     "pg_proc shows proparallel = 'r' for our calibrate() function; what does that mean for running it in a parallel query?",
     "restricted to the parallel group leader",
     ["catalog-pg-proc.html"], "value"),
    ("pg28-sqlstate-57p01",
     "our Java loader behind PgBouncer logged SQLSTATE 57P01 at the moment the admin restarted db02; what is the condition name of that code?",
     "admin_shutdown",
     ["errcodes-appendix.html"], "value"),
    ("pg28-third-millennium",
     "the archive report groups old sample dates with EXTRACT(MILLENNIUM ...), and a colleague insists the year 2000 already belongs to the third millennium; when did the third millennium start according to the manual?",
     "The third millennium started January 1, 2001",
     ["functions-datetime.html"], "value"),
    ("pg28-from-collapse-limit-default",
     "Hibernate generates queries with subqueries nested into long FROM lists; up to how many FROM items will the planner merge sub-queries into the upper query by default, per from_collapse_limit?",
     "The default is eight",
     ["runtime-config-query.html"], "value"),
    ("pg28-sync-state-quorum",
     "with synchronous_standby_names = 'ANY 1 (s1, s2)' on db01, pg_stat_replication shows sync_state 'quorum' for both standbys; what does that state mean?",
     "considered as a candidate for quorum standbys",
     ["monitoring-stats.html"], "value"),
    ("pg28-wal-status-lost",
     "the reporting replica was switched off over the long weekend, and now pg_replication_slots shows wal_status 'lost' for its slot; what does that mean?",
     "some required WAL files have been removed and this slot is no longer usable",
     ["view-pg-replication-slots.html"], "value"),
    ("pg28-oprkind-l",
     "the schema documentation tool lists our custom operator !! on the unit type with oprkind 'l'; what kind of operator is that?",
     "l = prefix operator",
     ["catalog-pg-operator.html"], "value"),
    ("pg28-amoppurpose-o",
     "in pg_amop the <-> operator of our GiST operator class for sensor positions has amoppurpose 'o'; which purpose is that?",
     "o for ordering",
     ["catalog-pg-amop.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg28-ddl-not-replicated",
     "I added a column to the samples table on the publisher, and now the subscription on the reporting host fails because the column is missing there; why wasn't my ALTER TABLE carried over?",
     "The database schema and DDL commands are not replicated",
     ["logical-replication-restrictions.html"], "reason"),
    ("pg28-commit-in-exception-block",
     "in our PL/pgSQL procedure the COMMIT after every thousand rows works, until I wrap the loop in a BEGIN ... EXCEPTION WHEN OTHERS ... END block; why does it fail then?",
     "A transaction cannot be ended inside a block with exception handlers",
     ["plpgsql-transactions.html"], "reason"),
    ("pg28-notify-collapsed",
     "our trigger does NOTIFY sample_ready, 'batch42' for every inserted row, yet the Node.js listener receives only one message per transaction; why?",
     "only one instance of the notification event is delivered to listeners",
     ["sql-notify.html"], "reason"),
    ("pg28-foreign-partition-move",
     "readings is partitioned by year, the 2019 partition is a postgres_fdw foreign table on the archive host, and an UPDATE that moves a mistyped 2019 row into 2023 fails; why can't the row move?",
     "from a foreign-table partition to another partition",
     ["sql-update.html", "sql-createforeigntable.html"], "reason"),
    ("pg28-plpgsql-first-call",
     "the first call of our PL/pgSQL function in every new connection from the app server takes noticeably longer than the following calls; why?",
     "the first time the function is called (within each session)",
     ["plpgsql-implementation.html"], "reason"),
    ("pg28-write-back-cache",
     "after a power cut, the desktop-class test box with SATA disks had lost transactions that were already reported as committed, although fsync was on; why does the manual warn about such drives?",
     "write-back caches that will not survive a power failure",
     ["wal-reliability.html"], "reason"),
    ("pg28-index-only-heap-fetches",
     "right after the bulk load, EXPLAIN ANALYZE shows an Index Only Scan on samples_pkey with 'Heap Fetches: 48210'; why does an index-only scan still go to the table?",
     "Visibility information is not stored in index entries, only in heap entries",
     ["indexes-index-only-scans.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg28-windows-lock-pages",
     "on the Windows Server box huge_pages = on keeps the server from starting; which user right has to be assigned to the Windows account that runs PostgreSQL?",
     "Lock pages in memory",
     ["runtime-config-resource.html"], "procedure"),
    ("pg28-tsvector-update-trigger",
     "the protocols table has a tsvector column search_tsv that should follow title and body automatically on every INSERT and UPDATE; which built-in trigger function do I attach?",
     "tsvector_update_trigger",
     ["textsearch-features.html", "functions-trigger.html"], "procedure"),
    ("pg28-get-stacked-diagnostics",
     "in the EXCEPTION block of our import function I want the detail and hint of the caught error in variables, to write them into the import_log table; which statement retrieves them?",
     "GET STACKED DIAGNOSTICS",
     ["plpgsql-control-structures.html"], "procedure"),
    ("pg28-subscription-connect-false",
     "our Ansible playbook creates the subscription on the new reporting host while the publisher is down for maintenance; how do I create it without contacting the publisher at all?",
     "connect = false",
     ["logical-replication-subscription.html"], "procedure"),
    ("pg28-copy-where",
     "the instrument's CSV export has rows for all channels, and only those with channel = 'UV' should end up in uv_readings; what do I add to COPY FROM so the other rows are not inserted?",
     "WHERE condition",
     ["sql-copy.html"], "procedure"),
    ("pg28-drop-expression",
     "area is a stored generated column (width * height) in the specimens table, and from now on people should be able to enter their own values; how do I turn it into a normal column while keeping the existing data?",
     "DROP EXPRESSION",
     ["sql-altertable.html"], "procedure"),
    ("pg28-return-query",
     "my PL/pgSQL function RETURNS SETOF samples and should hand back all rows of one SELECT without looping over them; which statement appends the result of a query to the function's result set?",
     "RETURN QUERY",
     ["plpgsql-control-structures.html", "plpgsql-overview.html"], "procedure"),
    ("pg28-create-extension-cascade",
     "CREATE EXTENSION earthdistance on the new field database fails because cube isn't installed yet; what do I add so the command installs the extensions it depends on as well?",
     "CASCADE",
     ["sql-createextension.html", "earthdistance.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg28-what-parallel-query",
     "the vendor of our LIMS asks whether PostgreSQL does parallel query; how does the glossary define parallel query?",
     "The ability to handle parts of executing a query to take advantage of parallel processes",
     ["glossary.html"], "definition"),
    ("pg28-what-concurrency",
     "a student keeps using 'concurrency' for everything; what is concurrency in the glossary's terms?",
     "The concept that multiple independent operations happen within the database at the same time",
     ["glossary.html"], "definition"),
    ("pg28-acronym-odbc",
     "the finance office pulls our cost tables into Excel through ODBC; what does ODBC stand for?",
     "Open Database Connectivity",
     ["acronyms.html"], "definition"),
    ("pg28-acronym-ieee",
     "our float8 columns are said to follow IEEE 754; what does IEEE stand for?",
     "Institute of Electrical and Electronics Engineers",
     ["acronyms.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

"""Ninth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout9.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, searched for phrases), as an
engineer at a lab bench would type or say them -- mostly a situation in
everyday words ("after the power cut the server spent twenty minutes in
startup..."), some in the manual's own terms -- spread over logging,
statistics, recovery, archiving, SSL, planner and PL/pgSQL settings, libpq
connection options (channel binding, connect timeouts), SQL functions
(date_bin, regr_slope, pg_xact_status, ts_headline, pg_partition_tree,
pg_wal_replay_pause), psql (\\prompt, \\gdesc), contrib modules (moddatetime,
earthdistance), pg_config, pgbench, data type sizes, GIN pending lists, the
genetic optimizer threshold, background workers, parallel scans, Unix-socket
permissions, numeric speed, DEFAULT 'now', statistics of partitioned tables,
failed WAL archiving, NFS mounts, daylight saving time, standby shared memory,
predefined monitoring roles, pg_basebackup checkpoints, subscriptions,
template0, parallel dumps, COPY to a program, initdb's WAL directory,
per-database role settings, acronyms and glossary terms. The most famous
facts were avoided, and so was every answer and every question topic of the
earlier answer sets (``answer_pg_tune``, ``answer_pg_heldout`` to
``answer_pg_heldout8``, ``answer_kernel_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose; the eighth
set's builder (``build_answers_pg8.py``) was read as the template for format
and rules. Nothing of the answer code, of its search or answer output, or of
the benchmark results was opened while writing it; the questions were not run
through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries the
asked-for fact, copied as the page writes it; ``relevant`` lists every page
that states the fact with that phrase, best first, leaving out index pages,
release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg9.py > answer_pg_heldout9.jsonl
    python3 validate_answers.py answer_pg_heldout9.jsonl  # with a Python that has the appliance installed

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
    ("pg9-startup-progress-log",
     "after the power cut the server spent twenty minutes in startup and the log said nothing until it was done; which setting makes the startup process log progress messages about a long-running operation?",
     "log_startup_progress_interval",
     ["runtime-config-logging.html"], "setting"),
    ("pg9-bind-values-in-errors",
     "the loader's prepared INSERT fails now and then on a check constraint, but the error in the log doesn't show which values it was given; which setting adds the bind parameter values to error messages?",
     "log_parameter_max_length_on_error",
     ["runtime-config-logging.html"], "setting"),
    ("pg9-stats-cached-in-tx",
     "our monitoring script reads pg_stat_user_tables twice inside one transaction and gets the same numbers both times although the counters moved; which setting controls how cumulative statistics are cached within a transaction?",
     "stats_fetch_consistency",
     ["runtime-config-statistics.html", "monitoring-stats.html"], "setting"),
    ("pg9-log-replay-conflict-waits",
     "on the standby the replay lag keeps growing while the evening reports run; which setting writes a log message when WAL replay has waited longer than deadlock_timeout on a recovery conflict?",
     "log_recovery_conflict_waits",
     ["runtime-config-logging.html", "hot-standby.html"], "setting"),
    ("pg9-recovery-prefetch",
     "replaying a week of archived WAL on the old spinning-disk backup server crawls, stuck on random reads; which setting lets recovery read ahead the blocks the WAL refers to that are not yet in the buffer pool?",
     "recovery_prefetch",
     ["runtime-config-wal.html", "wal-configuration.html"], "setting"),
    ("pg9-archive-library",
     "rather than forking a shell command for every finished WAL segment, I want the server to hand the segments to a loadable archive module; which setting names that library?",
     "archive_library",
     ["runtime-config-wal.html", "continuous-archiving.html", "archive-modules.html", "basic-archive.html",
      "archive-module-init.html"],
     "setting"),
    ("pg9-revoked-client-cert",
     "a student left and our little lab CA revoked his client certificate; which server setting names the file holding the certificate revocation list, so his certificate gets refused?",
     "ssl_crl_file",
     ["runtime-config-connection.html", "ssl-tcp.html"], "setting"),
    ("pg9-partitionwise-join",
     "we join two tables that are both partitioned by month on the same key, and I'd like the planner to join them partition by partition; which setting, off by default, allows that?",
     "enable_partitionwise_join",
     ["runtime-config-query.html"], "setting"),
    ("pg9-plpgsql-shadowed-vars",
     "a student's PL/pgSQL function declared a variable with the same name as its parameter and quietly used the wrong one; which setting makes PL/pgSQL warn about shadowed variables when the function is created?",
     "plpgsql.extra_warnings",
     ["plpgsql-development-tips.html"], "setting"),
    ("pg9-require-channel-binding",
     "our lab clients must refuse to log in unless SCRAM channel binding proves they reached the real server and not a man in the middle; which libpq connection parameter makes that mandatory?",
     "channel_binding",
     ["libpq-connect.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg9-bins-from-origin",
     "I want to group readings into 15-minute buckets that start at 08:05 instead of on the hour; which function puts a timestamp into an interval aligned with an origin I choose?",
     "date_bin",
     ["functions-datetime.html"], "command"),
    ("pg9-updated-at-trigger",
     "an updated_at column should get the current time on every UPDATE without me writing a trigger function; which ready-made trigger from the spi contrib module does that?",
     "moddatetime",
     ["contrib-spi.html"], "command"),
    ("pg9-psql-ask-operator",
     "my psql setup script should ask the operator to type in the batch number and then use it in the following queries; which backslash command reads that input into a variable?",
     "\\prompt",
     ["app-psql.html"], "command"),
    ("pg9-sensor-drift-slope",
     "I want the drift rate of each sensor, that is the slope of the least-squares line of value against time, computed in SQL; which aggregate function gives it?",
     "regr_slope",
     ["functions-aggregate.html"], "command"),
    ("pg9-did-commit-arrive",
     "the network dropped while our loader was sending COMMIT; it had saved its transaction id beforehand, so which function tells it afterwards whether that transaction committed or aborted?",
     "pg_xact_status",
     ["functions-info.html"], "command"),
    ("pg9-search-excerpt",
     "the search page for our lab reports should show a short excerpt of each hit with the search words highlighted; which text search function produces that?",
     "ts_headline",
     ["textsearch-controls.html", "functions-textsearch.html"], "command"),
    ("pg9-psql-result-shape",
     "before running a long query in psql I want to see only the column names and data types its result would have; which backslash command shows that?",
     "\\gdesc",
     ["app-psql.html"], "command"),
    ("pg9-list-partition-tree",
     "the readings table is partitioned by year and each year again by month; which function lists every table in that partition tree with its level and whether it is a leaf?",
     "pg_partition_tree",
     ["functions-admin.html"], "command"),
    ("pg9-pause-standby-replay",
     "on the standby I want WAL replay to stand still for a while so a set of reports sees one unchanging state; which function requests that recovery pause?",
     "pg_wal_replay_pause",
     ["functions-admin.html"], "command"),
    ("pg9-server-include-dir",
     "building our C extension by hand, I need the directory where this installation keeps the server's header files; which program prints it?",
     "pg_config",
     ["xfunc-c.html", "app-pgconfig.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg9-geqo-threshold",
     "our generated report query joins fourteen tables and its plan changes from run to run; from how many FROM items on does the genetic query optimizer take over by default?",
     "The default is 12",
     ["runtime-config-query.html"], "value"),
    ("pg9-gin-pending-list",
     "our GIN index uses fastupdate; how large may its pending list grow by default before it is cleaned up into the main index structure?",
     "four megabytes (4MB)",
     ["runtime-config-client.html"], "value"),
    ("pg9-pgbench-scale-rows",
     "if I initialize pgbench with -s 100, how many rows end up in pgbench_accounts?",
     "10,000,000 rows",
     ["pgbench.html"], "value"),
    ("pg9-timetz-size",
     "we store the time of day of each shift change, with its time zone, in a time with time zone column; how many bytes does one value take?",
     "12 bytes",
     ["datatype-datetime.html"], "value"),
    ("pg9-background-process-limit",
     "parallel workers and logical replication workers all come out of one pool of background processes; how many background processes does the server support by default?",
     "The default is 8",
     ["runtime-config-resource.html"], "value"),
    ("pg9-earthdistance-unit",
     "with the earthdistance module's point <@> point operator, in which unit does the distance between two sampling sites come out?",
     "statute miles",
     ["earthdistance.html"], "value"),
    ("pg9-connect-timeout-floor",
     "I put connect_timeout=1 into the loader's connection string; what is the shortest connection timeout libpq will actually use?",
     "minimum allowed timeout is 2 seconds",
     ["libpq-connect.html"], "value"),
    ("pg9-parallel-scan-minimum",
     "a small lookup table of a few megabytes never gets a parallel sequential scan; by default, how much table data must a scan cover before a parallel scan is considered?",
     "8 megabytes (8MB)",
     ["runtime-config-query.html"], "value"),
    ("pg9-unix-socket-mode",
     "which file permissions does the server give its Unix-domain socket by default, that is, who may connect through it?",
     "0777",
     ["runtime-config-connection.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg9-numeric-aggregates-slow",
     "we switched the measurement columns from double precision to numeric to get exact values, and the nightly aggregates became much slower; why?",
     "very slow compared to the integer types",
     ["datatype-numeric.html"], "reason"),
    ("pg9-default-now-frozen",
     "I gave a column DEFAULT TIMESTAMP 'now', and every row inserted since carries the same time, the moment I created the table; why?",
     "the time of the table creation would be used",
     ["functions-datetime.html"], "reason"),
    ("pg9-partitioned-parent-stats",
     "autovacuum analyzes each monthly partition, but statistics for the partitioned readings table itself never get collected; why doesn't autovacuum analyze the parent table?",
     "do not directly store tuples",
     ["routine-vacuuming.html"], "reason"),
    ("pg9-pg-wal-grows",
     "the backup NAS was offline over the weekend and pg_wal filled half the disk; why does the WAL directory keep growing while archiving fails?",
     "accumulate in pg_wal",
     ["continuous-archiving.html", "wal-configuration.html"], "reason"),
    ("pg9-nfs-soft-mount",
     "IT mounted the NFS share that holds our data directory with the soft option; why do the docs insist on a hard mount?",
     "will not repeat system calls interrupted in this way",
     ["creating-cluster.html"], "reason"),
    ("pg9-one-day-across-dst",
     "adding interval '1 day' and adding interval '24 hours' to the same timestamptz give different results on the weekend the clocks change; why?",
     "keeping the time of day the same",
     ["functions-datetime.html"], "reason"),
    ("pg9-standby-smaller-settings",
     "to save memory we gave the standby a smaller max_connections than the primary, and now recovery stops; why must such settings be at least as large on the standby?",
     "does not run out of shared memory during recovery",
     ["hot-standby.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg9-monitoring-role-sessions",
     "our monitoring account is an ordinary role and sees nulls in most columns of other users' sessions in pg_stat_activity; which built-in role do I grant it so it can see everything about all sessions?",
     "pg_read_all_stats",
     ["monitoring-stats.html", "predefined-roles.html", "runtime-config-statistics.html"], "procedure"),
    ("pg9-basebackup-immediate-checkpoint",
     "pg_basebackup sits idle for minutes before copying anything, waiting for a spread checkpoint on the primary; which option makes it ask for an immediate checkpoint?",
     "--checkpoint=fast",
     ["app-pgbasebackup.html"], "procedure"),
    ("pg9-subscriber-new-table",
     "we added the calibration table to the existing publication on the primary lab server, but the subscriber never receives its rows; what do I run on the subscriber so it picks up the new table?",
     "REFRESH PUBLICATION",
     ["sql-altersubscription.html", "sql-alterpublication.html"], "procedure"),
    ("pg9-database-other-locale",
     "I need a new database with a Swedish locale while the cluster was initialized with en_US, and CREATE DATABASE refuses because template1 has different settings; what do I add to the command?",
     "TEMPLATE template0",
     ["sql-createdatabase.html", "manage-ag-templatedbs.html"], "procedure"),
    ("pg9-parallel-dump-format",
     "pg_dump with -j 8 won't run with the output format we normally use; which output format does a parallel dump need?",
     "directory output format",
     ["app-pgdump.html"], "procedure"),
    ("pg9-copy-through-gzip",
     "a server-side COPY export should go straight through gzip instead of into a plain file; which form of COPY runs a command and writes to it?",
     "TO PROGRAM",
     ["sql-copy.html"], "procedure"),
    ("pg9-initdb-wal-directory",
     "the new cluster's write-ahead log should live on the separate fast SSD from the very start; which initdb option puts it in another directory?",
     "--waldir",
     ["app-initdb.html"], "procedure"),
    ("pg9-role-setting-one-database",
     "the reporting role should get work_mem = 256MB, but only when it connects to the warehouse database, not elsewhere; which clause of ALTER ROLE ... SET limits the setting to one database?",
     "IN DATABASE",
     ["sql-alterrole.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg9-ecpg-meaning",
     "our old acquisition program is C source full of EXEC SQL lines that we run through ecpg; what does ECPG stand for?",
     "Embedded C for PostgreSQL",
     ["acronyms.html"], "definition"),
    ("pg9-sni-meaning",
     "libpq has an sslsni option that is on by default; what does SNI stand for?",
     "Server Name Indication",
     ["acronyms.html", "libpq-connect.html"], "definition"),
    ("pg9-catalog-meaning",
     "information_schema.tables has a column called table_catalog; in the SQL standard's terms, what is a catalog?",
     "what is called a database in PostgreSQL's terminology",
     ["glossary.html"], "definition"),
    ("pg9-procedure-meaning",
     "the vendor's migration code is a PROCEDURE that we run with CALL rather than a function; what sets a procedure apart from a function?",
     "allowed to make transactional statements",
     ["glossary.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

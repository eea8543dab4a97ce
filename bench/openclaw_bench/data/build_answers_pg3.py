"""Third held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout3.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, searched with grep), as an
engineer at a lab bench would type or say them -- mostly a situation in
everyday words ("a runaway query filled the disk with temp files..."), some in
the manual's own terms -- spread over configuration, logging, replication,
backup and recovery, SQL commands, functions, data types, client tools,
indexes, vacuum, security, monitoring and limits. The most famous facts and
those of the second set (``build_answers_pg2.py``, read only as the template
for format and rules) were avoided. Nothing of the answer code, of its search
or answer output, of the other answer sets or their builders, or of the
benchmark results was opened while writing it; the questions were not run
through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py``.

Usage::

    python3 build_answers_pg3.py > answer_pg_heldout3.jsonl
    python3 validate_answers.py answer_pg_heldout3.jsonl  # with a Python that has the appliance installed

The validator must exit 0 (as for ``build_answers_pg2.py``). A held-out set: score it once.
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
    ("pg3-log-lock-waits",
     "queries keep stalling behind each other; can the server write a log line whenever a session waits on a lock longer than the deadlock timeout?",
     "log_lock_waits",
     ["runtime-config-logging.html", "runtime-config-locks.html"], "setting"),
    ("pg3-log-temp-files",
     "I suspect the evening reports spill their sorts to disk, how do I get every temporary file they create written to the log?",
     "log_temp_files",
     ["runtime-config-logging.html"], "setting"),
    ("pg3-temp-file-limit",
     "a runaway query filled the disk with temp sort files last night, can I cap how much temporary file space one process may use?",
     "temp_file_limit",
     ["runtime-config-resource.html"], "setting"),
    ("pg3-archive-timeout",
     "our lab server is quiet most of the day so WAL segments hardly ever get archived; how do I force a switch to a new segment file at least every few minutes?",
     "archive_timeout",
     ["runtime-config-wal.html", "continuous-archiving.html", "warm-standby.html", "wal-configuration.html"], "setting"),
    ("pg3-ssd-page-cost",
     "we moved the database onto SSDs, which planner cost estimate should I lower so it prefers index scans?",
     "random_page_cost",
     ["runtime-config-query.html", "sql-altertablespace.html", "sql-createtablespace.html", "transaction-iso.html"],
     "setting"),
    ("pg3-explain-io-timing",
     "EXPLAIN (ANALYZE, BUFFERS) shows block counts but no time spent reading them, what do I have to switch on?",
     "track_io_timing",
     ["sql-explain.html", "runtime-config-statistics.html", "monitoring-stats.html", "pgstatstatements.html"], "setting"),
    ("pg3-lock-table-size",
     "a transaction that touches thousands of partitions runs out of room in the shared lock table; which parameter sets how many object locks are allotted per transaction?",
     "max_locks_per_transaction",
     ["runtime-config-locks.html", "explicit-locking.html"], "setting"),
    ("pg3-default-read-only",
     "the reporting role should get read-only transactions by default, which parameter do I set for it?",
     "default_transaction_read_only",
     ["runtime-config-client.html", "sql-set-transaction.html"], "setting"),
    ("pg3-keep-wal-for-standby",
     "without using a replication slot, how do I make the primary keep extra old WAL in pg_wal so a lagging standby doesn't need a new base backup?",
     "wal_keep_size",
     ["runtime-config-replication.html", "warm-standby.html", "wal-configuration.html"], "setting"),
    ("pg3-delayed-standby",
     "I want a standby that deliberately replays an hour behind the primary so we can recover from a bad DELETE, what do I set on it?",
     "recovery_min_apply_delay",
     ["runtime-config-replication.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg3-read-wal-file",
     "I want to look inside a WAL segment file and see what records it contains, which tool prints them?",
     "pg_waldump",
     ["pgwaldump.html", "pgxlogdump.html"], "command"),
    ("pg3-control-file-info",
     "how do I print the cluster's control information, like the catalog version and the latest checkpoint, from the shell even when the server is down?",
     "pg_controldata",
     ["app-pgcontroldata.html"], "command"),
    ("pg3-hourly-rows",
     "I need one row for every hour between two timestamps to fill the gaps in my sensor data, which function produces that?",
     "generate_series",
     ["functions-srf.html"], "command"),
    ("pg3-human-size",
     "how do I turn a size in bytes into something readable like 12 MB inside a query?",
     "pg_size_pretty",
     ["functions-admin.html"], "command"),
    ("pg3-psql-repeat-query",
     "in psql I want the same query to rerun every few seconds so I can watch a counter climb, what's the meta-command?",
     "\\watch",
     ["app-psql.html"], "command"),
    ("pg3-psql-run-generated-sql",
     "I built a bunch of ALTER TABLE statements with a SELECT; how do I make psql execute each result row as a command?",
     "\\gexec",
     ["app-psql.html"], "command"),
    ("pg3-concat-group",
     "I'd like all the sample names in each batch joined into one comma-separated string, which aggregate does that?",
     "string_agg",
     ["functions-aggregate.html", "sql-expressions.html"], "command"),
    ("pg3-corruption-check-tool",
     "which command-line program checks the tables and btree indexes of a whole database for corruption?",
     "pg_amcheck",
     ["app-pgamcheck.html"], "command"),
    ("pg3-who-blocks-me",
     "a session is stuck waiting on a lock, which function gives me the process ids of the sessions blocking it?",
     "pg_blocking_pids",
     ["functions-info.html", "view-pg-locks.html"], "command"),
    ("pg3-replay-time",
     "on the standby, how do I see the commit time of the last transaction that was replayed?",
     "pg_last_xact_replay_timestamp",
     ["functions-admin.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg3-walsender-timeout",
     "if the standby's network drops, how long does the primary wait by default before it drops the inactive replication connection?",
     "60 seconds",
     ["runtime-config-replication.html"], "value"),
    ("pg3-vacuum-scale-factor",
     "by default, what fraction of a table has to be dead rows (on top of the threshold) before autovacuum vacuums it?",
     "20% of table size",
     ["runtime-config-autovacuum.html"], "value"),
    ("pg3-bigint-range",
     "what range of values does a bigint column hold?",
     "-9223372036854775808 to +9223372036854775807",
     ["datatype-numeric.html"], "value"),
    ("pg3-notify-payload",
     "how long can the payload string of a NOTIFY be in the default configuration?",
     "8000 bytes",
     ["sql-notify.html"], "value"),
    ("pg3-timestamp-resolution",
     "our instruments log sub-millisecond events; what's the finest resolution a timestamp column keeps?",
     "1 microsecond",
     ["datatype-datetime.html"], "value"),
    ("pg3-max-table-size",
     "how large can a single table get with the default 8 kB block size?",
     "32 TB",
     ["limits.html"], "value"),
    ("pg3-checkpoint-interval",
     "what's the default maximum time between automatic WAL checkpoints?",
     "five minutes",
     ["runtime-config-wal.html"], "value"),
    ("pg3-log-rotation-age",
     "with the logging collector on, after how long does the server start a new log file by default?",
     "24 hours",
     ["runtime-config-logging.html"], "value"),
    ("pg3-date-max",
     "what's the latest date a plain date column can store?",
     "5874897 AD",
     ["datatype-datetime.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg3-vacuum-full-disk",
     "the disk is nearly full and I wanted to VACUUM FULL the biggest table to shrink it, why might that fail?",
     "requires extra disk space",
     ["sql-vacuum.html", "routine-vacuuming.html"], "reason"),
    ("pg3-no-kill-9",
     "why shouldn't I just kill -9 the postmaster when it's slow to shut down?",
     "releasing shared memory and semaphores",
     ["server-shutdown.html"], "reason"),
    ("pg3-unlogged-empty",
     "after a power cut my unlogged scratch table came back completely empty, why?",
     "automatically truncated after a crash",
     ["sql-createtable.html"], "reason"),
    ("pg3-vacuum-no-shrink",
     "plain VACUUM finished but the table's file on disk is just as big as before, why didn't it shrink?",
     "not returned to the operating system",
     ["sql-vacuum.html"], "reason"),
    ("pg3-float-rounding",
     "why do sums over double precision readings come out slightly off when the same values in a numeric column add up exactly?",
     "inexact",
     ["datatype-numeric.html"], "reason"),
    ("pg3-stale-prepared-tx",
     "why is it bad to leave a two-phase PREPARE TRANSACTION sitting uncommitted for days?",
     "interfere with the ability of VACUUM to reclaim storage",
     ["sql-prepare-transaction.html"], "reason"),
    ("pg3-upgrade-link-fast",
     "why is pg_upgrade with --link so much faster than the default mode?",
     "use hard links instead of copying files",
     ["pgupgrade.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg3-logical-publisher",
     "I want to replicate just two tables to another server with logical replication; what do I create on the source database first?",
     "create publication",
     ["logical-replication-quick-setup.html", "logical-replication-publication.html", "sql-createpublication.html",
      "logical-replication-subscription.html"],
     "procedure"),
    ("pg3-physical-slot",
     "how do I create a physical replication slot on the primary for my new standby to use?",
     "pg_create_physical_replication_slot",
     ["warm-standby.html", "functions-admin.html"], "procedure"),
    ("pg3-move-table-disk",
     "how do I move one big table onto the tablespace on the new disk?",
     "set tablespace",
     ["sql-altertable.html"], "procedure"),
    ("pg3-client-verify-host",
     "our clients should refuse to connect unless the server's certificate is from our CA and matches the host name, which sslmode is that?",
     "verify-full",
     ["libpq-ssl.html", "libpq-connect.html", "preventing-server-spoofing.html"], "procedure"),
    ("pg3-reload-hba",
     "I added a line to pg_hba.conf, how do I get the running server to pick it up without a restart?",
     "pg_ctl reload",
     ["auth-pg-hba-conf.html", "app-pg-ctl.html", "config-setting.html", "sql-altersystem.html",
      "auth-username-maps.html"], "procedure"),
    ("pg3-psql-stop-on-error",
     "when I feed a migration script to psql it keeps going after a statement fails; what variable makes it stop at the first error?",
     "ON_ERROR_STOP",
     ["app-psql.html", "backup-dump.html"], "procedure"),
    ("pg3-restore-all-or-nothing",
     "restoring a dump should either load completely or leave nothing behind, which option runs the restore as one transaction?",
     "--single-transaction",
     ["app-pgrestore.html", "app-psql.html", "backup-dump.html", "populate.html"], "procedure"),
    ("pg3-upgrade-dry-run",
     "before the real major-version upgrade, how do I just test whether the old and new clusters are compatible without changing anything?",
     "pg_upgrade --check",
     ["pgupgrade.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg3-geqo-meaning",
     "the planner settings mention GEQO, what is that?",
     "genetic query optimizer",
     ["acronyms.html", "runtime-config-query.html", "geqo.html"], "definition"),
    ("pg3-phantom-read",
     "what exactly is a phantom read?",
     "the set of rows satisfying the condition has changed",
     ["transaction-iso.html"], "definition"),
    ("pg3-brin-meaning",
     "what does BRIN stand for in the index types?",
     "block range index",
     ["brin-intro.html", "indexes-types.html"], "definition"),
    ("pg3-startup-process",
     "ps on the standby shows a 'startup' process; what is the startup process?",
     "replays WAL during crash recovery",
     ["glossary.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

"""Second held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout2.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages as a new user would, as an engineer at a lab bench would type or
say them -- mostly a situation in everyday words ("my nightly dump is huge..."),
some in the manual's own terms -- spread over configuration, logging,
replication, backup and recovery, SQL commands, functions, data types, client
tools, indexes, vacuum, security, monitoring and limits. Nothing of the answer
code, of its search or answer output, of the other answer sets or their builder,
or of the benchmark results was opened while writing it; the questions were not
run through the appliance.

Relevance rules:

* ``answer`` is the short phrase that carries the asked-for fact (a setting or
  function name, a command, a value with its unit, a few-word reason), copied as
  it appears in the page text; a correct answer must contain it
  (case-insensitive, whitespace collapsed). It is never just the question's words.
* ``relevant`` lists every page that states the fact *with that phrase*, best
  first. The index (``bookindex.html``), release notes, and pages where the
  phrase occurs only in passing (a list of lock holders, an unrelated example)
  are left out. A page that states the same fact in other words cannot be
  listed, because the phrase must occur in each listed page.
* ``kind``: ``setting`` (a configuration parameter or an auth method to set),
  ``command`` (a program, SQL command, function or psql meta-command),
  ``value`` (a number with its unit: a default, a limit, a range),
  ``reason`` (why something is so), ``procedure`` (the step or file that makes
  something happen), ``definition`` (what a term means).

Usage::

    python build_answers_pg2.py > answer_pg_heldout2.jsonl
    python3 validate_answers.py answer_pg_heldout2.jsonl  # with a Python that has the appliance installed

The validator parses each relevant page with the appliance's parser and checks
the phrase occurs; it must exit 0. This is a held-out set: score it once, never
tune on it.
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
    ("pg2-slow-query-log",
     "I want every query that takes longer than two seconds written to the server log, what do I set?",
     "log_min_duration_statement",
     ["runtime-config-logging.html"], "setting"),
    ("pg2-idle-in-tx-kill",
     "an app leaves sessions sitting idle in transaction for hours holding locks, can the server end them automatically?",
     "idle_in_transaction_session_timeout",
     ["runtime-config-client.html", "transaction-iso.html"], "setting"),
    ("pg2-replica-query-cancel",
     "long reports on my read replica keep getting cancelled because of conflicts with recovery, what can I turn on to stop that?",
     "hot_standby_feedback",
     ["hot-standby.html", "runtime-config-replication.html"], "setting"),
    ("pg2-preload-statements",
     "pg_stat_statements says it has to be loaded at server start, which parameter do I add it to?",
     "shared_preload_libraries",
     ["pgstatstatements.html", "runtime-config-client.html"], "setting"),
    ("pg2-checkpoint-too-frequent",
     "the log keeps warning that checkpoints are occurring too frequently, which setting should I raise?",
     "max_wal_size",
     ["wal-configuration.html", "runtime-config-wal.html", "populate.html", "non-durability.html"], "setting"),
    ("pg2-listen-network",
     "the server only answers on localhost, how do I make it accept connections on the lab network interface?",
     "listen_addresses",
     ["runtime-config-connection.html", "auth-pg-hba-conf.html", "app-postgres.html"], "setting"),
    ("pg2-count-function-calls",
     "I'd like the statistics views to count how often each of my functions gets called",
     "track_functions",
     ["runtime-config-statistics.html", "monitoring-stats.html"], "setting"),
    ("pg2-sync-standby",
     "commits should wait until the standby has the data too, what do I have to set on the primary for synchronous replication?",
     "synchronous_standby_names",
     ["warm-standby.html", "runtime-config-replication.html", "runtime-config-wal.html"], "setting"),
    ("pg2-hba-password-method",
     "which password method should I put in pg_hba.conf so passwords can't be sniffed on the wire?",
     "scram-sha-256",
     ["auth-password.html", "auth-pg-hba-conf.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg2-dump-compress",
     "my nightly pg_dump file is huge, which option sets the compression level?",
     "--compress=0..9",
     ["app-pgdump.html"], "command"),
    ("pg2-server-up-check",
     "from a shell script, how do I check whether the database server is up and accepting connections?",
     "pg_isready",
     ["app-pg-isready.html"], "command"),
    ("pg2-old-primary-resync",
     "after a failover the old primary has diverged, what tool resyncs it with the new primary without copying everything again?",
     "pg_rewind",
     ["app-pgrewind.html", "warm-standby-failover.html"], "command"),
    ("pg2-rebuild-index-online",
     "an index on a busy production table is bloated, how do I rebuild it without blocking writes?",
     "reindex concurrently",
     ["sql-reindex.html"], "command"),
    ("pg2-table-size-total",
     "how big is my table on disk counting its indexes and TOAST data as well?",
     "pg_total_relation_size",
     ["functions-admin.html"], "command"),
    ("pg2-cancel-query",
     "someone's runaway query is hogging the server, how do I stop just that query without dropping their connection?",
     "pg_cancel_backend",
     ["functions-admin.html", "app-postgres.html"], "command"),
    ("pg2-dump-roles-only",
     "I only want to back up the roles and tablespaces, not the data, which dumpall option is that?",
     "--globals-only",
     ["app-pg-dumpall.html", "backup-dump.html"], "command"),
    ("pg2-csv-to-laptop",
     "how do I export a table to a CSV file on my own machine from psql when I'm not a superuser?",
     "\\copy",
     ["app-psql.html", "sql-copy.html"], "command"),
    ("pg2-enable-checksums",
     "the cluster was created without data checksums, what program turns them on for an existing cluster?",
     "pg_checksums",
     ["app-pgchecksums.html", "checksums.html"], "command"),
    ("pg2-group-by-month",
     "I need to round timestamps down to the start of the month to group readings, which function does that?",
     "date_trunc",
     ["functions-datetime.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg2-identifier-length",
     "how long can a table or column name be before it gets cut off?",
     "63 bytes",
     ["sql-syntax-lexical.html", "limits.html", "runtime-config-preset.html"], "value"),
    ("pg2-max-field-size",
     "what's the biggest value I can store in a single text field?",
     "1 GB",
     ["limits.html", "datatype-character.html", "storage-toast.html", "lo-intro.html"], "value"),
    ("pg2-autovacuum-naptime",
     "by default how often does autovacuum wake up to look at each database?",
     "one minute (1min)",
     ["runtime-config-autovacuum.html"], "value"),
    ("pg2-default-max-connections",
     "how many client connections does the server allow out of the box?",
     "typically 100 connections",
     ["runtime-config-connection.html"], "value"),
    ("pg2-smallint-range",
     "what range of numbers fits in a smallint column?",
     "-32768 to +32767",
     ["datatype-numeric.html"], "value"),
    ("pg2-wal-segment-size",
     "what size are the WAL segment files unless you change it at initdb?",
     "16 megabytes",
     ["app-initdb.html"], "value"),
    ("pg2-varchar-max-n",
     "what is the largest n I'm allowed to declare in varchar(n)?",
     "10485760",
     ["datatype-character.html"], "value"),
    ("pg2-max-columns",
     "how many columns can one table have at most?",
     "1,600",
     ["limits.html"], "value"),
    ("pg2-wraparound-interval",
     "to avoid transaction ID wraparound, how often must every table be vacuumed at least?",
     "every two billion transactions",
     ["routine-vacuuming.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg2-char-vs-varchar-speed",
     "is char(n) faster than varchar or text? a colleague insists fixed width is quicker",
     "no performance difference",
     ["datatype-character.html"], "reason"),
    ("pg2-fsync-off-danger",
     "why is it a bad idea to turn fsync off to speed up the test server?",
     "unrecoverable data corruption",
     ["runtime-config-wal.html"], "reason"),
    ("pg2-analyze-after-load",
     "why should I run ANALYZE after bulk loading a table?",
     "up-to-date statistics",
     ["populate.html"], "reason"),
    ("pg2-truncate-faster",
     "why is TRUNCATE so much quicker than DELETE for emptying a big table?",
     "does not actually scan the tables",
     ["sql-truncate.html"], "reason"),
    ("pg2-drop-column-space",
     "I dropped a big column but the table didn't get any smaller on disk, why?",
     "does not physically remove the column",
     ["sql-altertable.html"], "reason"),
    ("pg2-sequence-gaps",
     "why are there gaps in my serial ids after some inserts were rolled back?",
     "never rolled back",
     ["sql-createsequence.html"], "reason"),
    ("pg2-concurrent-index-slow",
     "why does CREATE INDEX CONCURRENTLY take so much longer than a normal index build?",
     "two scans of the table",
     ["sql-createindex.html", "sql-reindex.html"], "reason"),
    ("pg2-jsonb-faster",
     "why is jsonb quicker to query than plain json?",
     "no reparsing is needed",
     ["datatype-json.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg2-pitr-signal",
     "restoring a base backup to roll forward to a point in time: what file do I create in the data directory so it starts recovery?",
     "recovery.signal",
     ["continuous-archiving.html", "runtime-config-wal.html"], "procedure"),
    ("pg2-standby-signal",
     "setting up a standby from a base backup, what file makes the server start in standby mode?",
     "standby.signal",
     ["warm-standby.html", "runtime-config-wal.html", "hot-standby.html", "recovery-config.html"], "procedure"),
    ("pg2-change-password-safely",
     "how do I change a user's password without the plain password ending up in the server log or my shell history?",
     "\\password",
     ["sql-alterrole.html", "app-psql.html", "sql-createrole.html", "auth-password.html"], "procedure"),
    ("pg2-row-level-security",
     "each lab group should only see its own rows in a shared table, what do I switch on for the table before writing policies?",
     "enable row level security",
     ["ddl-rowsecurity.html", "sql-createpolicy.html", "sql-altertable.html"], "procedure"),
    ("pg2-pgpass-format",
     "my cron job hangs at the password prompt; what goes on each line of the password file?",
     "hostname:port:database:username:password",
     ["libpq-pgpass.html"], "procedure"),
    ("pg2-low-level-backup",
     "doing a low-level backup with my own file copy, what function do I call first?",
     "pg_backup_start",
     ["continuous-archiving.html", "functions-admin.html"], "procedure"),
    ("pg2-promote-standby",
     "the primary died, how do I turn the standby into the new primary?",
     "pg_ctl promote",
     ["warm-standby-failover.html", "warm-standby.html", "app-pg-ctl.html", "runtime-config-replication.html"],
     "procedure"),
    ("pg2-ssl-files",
     "turning on SSL: what must the certificate and key files in the data directory be called?",
     "server.crt and server.key",
     ["ssl-tcp.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg2-toast-meaning",
     "what does TOAST stand for?",
     "The Oversized-Attribute Storage Technique",
     ["storage-toast.html", "acronyms.html"], "definition"),
    ("pg2-hot-update",
     "what is a HOT update?",
     "heap-only tuple",
     ["storage-hot.html", "acronyms.html"], "definition"),
    ("pg2-partial-index",
     "what's a partial index?",
     "an index built over a subset of a table",
     ["indexes-partial.html"], "definition"),
    ("pg2-idle-in-transaction-state",
     "pg_stat_activity shows a session as 'idle in transaction', what does that state mean?",
     "in a transaction, but is not currently executing a query",
     ["monitoring-stats.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

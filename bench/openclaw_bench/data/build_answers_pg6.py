"""Sixth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout6.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, searched for phrases), as an
engineer at a lab bench would type or say them -- mostly a situation in
everyday words ("two of our loader scripts deadlock now and then and the
error only comes after a pause..."), some in the manual's own terms -- spread
over logging, locking, session and client settings, planner cost and memory
settings, SQL commands and clauses (CLUSTER, NOTIFY, COMMENT, TABLESAMPLE,
DISCARD, SKIP LOCKED), psql, contrib modules (oid2name, fuzzystrmatch,
pgcrypto), data type ranges, predefined roles, enums, schemas, statistics
views, constraints, logical replication limits, upgrades, templates and
acronyms. The most famous facts were avoided, and so was every answer and
every question topic of the earlier answer sets (``answer_pg_tune``,
``answer_pg_heldout`` to ``answer_pg_heldout5``, ``answer_kernel_*``,
``answer_questions*``, ``answer_unanswerable_*``), which were read only for
that purpose; the fifth set's builder (``build_answers_pg5.py``) was read as
the template for format and rules. Nothing of the answer code, of its search
or answer output, or of the benchmark results was opened while writing it; the
questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries the
asked-for fact, copied as the page writes it; ``relevant`` lists every page
that states the fact with that phrase, best first, leaving out index pages,
release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg6.py > answer_pg_heldout6.jsonl
    python3 validate_answers.py answer_pg_heldout6.jsonl  # with a Python that has the appliance installed

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
    ("pg6-log-ddl",
     "someone keeps dropping and altering tables on the shared lab database; can the server write every CREATE, ALTER and DROP statement into its log so we see who did it?",
     "log_statement",
     ["runtime-config-logging.html"], "setting"),
    ("pg6-deadlock-wait",
     "two of our loader scripts deadlock now and then and the error only comes after a pause; which setting says how long a waiting session sits on a lock before the server checks for a deadlock?",
     "deadlock_timeout",
     ["runtime-config-locks.html"], "setting"),
    ("pg6-notice-noise",
     "our setup script prints a flood of NOTICE lines like 'table does not exist, skipping'; which setting decides which message levels get sent back to the client?",
     "client_min_messages",
     ["runtime-config-client.html"], "setting"),
    ("pg6-date-display",
     "dates come back as 2024-03-07 but our European colleagues want to read them day first; which setting controls how date and time values are displayed?",
     "DateStyle",
     ["runtime-config-client.html", "datatype-datetime.html"], "setting"),
    ("pg6-skip-triggers-load",
     "while restoring a batch of rows into a replica-style copy I don't want the audit triggers to fire at all for my session; which setting changes the session's replication role so ordinary triggers are skipped?",
     "session_replication_role",
     ["runtime-config-client.html", "sql-altertable.html"], "setting"),
    ("pg6-io-prefetch",
     "the database moved from one spinning disk to an NVMe array; which setting tells the server how many concurrent disk reads it may issue so bitmap heap scans prefetch more?",
     "effective_io_concurrency",
     ["runtime-config-resource.html", "sql-createtablespace.html", "sql-altertablespace.html"], "setting"),
    ("pg6-json-server-log",
     "our log collector wants the PostgreSQL server log as JSON lines instead of plain text; which setting picks the log output format (stderr, csvlog, jsonlog)?",
     "log_destination",
     ["runtime-config-logging.html"], "setting"),
    ("pg6-function-body-check",
     "restoring a dump fails because a SQL function refers to a table that is only created later in the script; which setting turns off validating function bodies at CREATE FUNCTION time?",
     "check_function_bodies",
     ["runtime-config-client.html"], "setting"),
    ("pg6-log-file-size",
     "with the logging collector on, one log file grows to gigabytes during a busy week; which setting starts a new log file once the current one reaches a certain size?",
     "log_rotation_size",
     ["runtime-config-logging.html"], "setting"),
    ("pg6-ssl-key-passphrase",
     "our server's TLS private key is protected by a passphrase and the server can't start unattended; which setting names a program that supplies the passphrase?",
     "ssl_passphrase_command",
     ["runtime-config-connection.html", "ssl-tcp.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg6-reorder-by-index",
     "most queries read our measurements table by run_id ranges; is there a command that physically rewrites the table in the order of the run_id index?",
     "CLUSTER",
     ["sql-cluster.html"], "command"),
    ("pg6-wake-listeners",
     "a worker process waits with LISTEN for new jobs; which command does the producer run to wake it up on that channel?",
     "NOTIFY",
     ["sql-notify.html", "sql-listen.html"], "command"),
    ("pg6-describe-table",
     "I want to store a short human-readable description on each table and column so it shows up in psql's \\d+ output; which command?",
     "COMMENT ON",
     ["sql-comment.html"], "command"),
    ("pg6-force-wal-switch",
     "before unplugging the archive disk I want the current WAL segment closed and handed to archiving right now instead of waiting for it to fill; which function?",
     "pg_switch_wal",
     ["functions-admin.html", "continuous-archiving.html"], "command"),
    ("pg6-random-sample",
     "the sensor table has hundreds of millions of rows and I only want a quick look at roughly one percent of them picked at random; which clause in the FROM list does that?",
     "TABLESAMPLE",
     ["sql-select.html"], "command"),
    ("pg6-reset-session",
     "our pooled connections carry leftover temp tables, prepared statements and SET values from the previous user; which single command resets all of that session state?",
     "DISCARD ALL",
     ["sql-discard.html"], "command"),
    ("pg6-which-connection",
     "in a psql window I've lost track of which host, port and database I'm connected to as which user; which backslash command prints that?",
     "\\conninfo",
     ["app-psql.html"], "command"),
    ("pg6-filenode-names",
     "du shows one numbered file under base/ eating most of the disk; which contrib tool maps those file numbers back to table names?",
     "oid2name",
     ["oid2name.html", "disk-usage.html"], "command"),
    ("pg6-job-queue-lock",
     "several workers pull jobs from the same queue table with SELECT ... FOR UPDATE and end up waiting on each other; what do I add so a worker just skips rows another worker already locked?",
     "SKIP LOCKED",
     ["sql-select.html"], "command"),
    ("pg6-typo-distance",
     "operators type sample names with small typos; which function gives the edit distance between two strings so I can find the closest match?",
     "levenshtein",
     ["fuzzystrmatch.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg6-money-range",
     "what range of amounts can a column of the money type hold?",
     "-92233720368547758.08 to +92233720368547758.07",
     ["datatype-money.html"], "value"),
    ("pg6-serial-range",
     "our sample id is a plain serial column; up to what number can it count before it runs out?",
     "1 to 2147483647",
     ["datatype-numeric.html"], "value"),
    ("pg6-timestamp-max",
     "how far into the future can a timestamp value go in PostgreSQL?",
     "294276 AD",
     ["datatype-datetime.html"], "value"),
    ("pg6-hash-mem-default",
     "hash joins seem allowed to use more memory than work_mem; what is the default multiplier applied for hash-based operations?",
     "default value is 2.0",
     ["runtime-config-resource.html"], "value"),
    ("pg6-row-cost-default",
     "in the planner cost settings, what is the default estimated cost of processing each row?",
     "default is 0.01",
     ["runtime-config-query.html"], "value"),
    ("pg6-wal-buffers-auto",
     "wal_buffers is left at -1 in our config; what fraction of shared_buffers does that give?",
     "1/32nd",
     ["runtime-config-wal.html"], "value"),
    ("pg6-lexeme-limit",
     "full text indexing complains about a very long word in our instrument logs; how long may a single lexeme be?",
     "less than 2 kilobytes",
     ["textsearch-limitations.html"], "value"),
    ("pg6-superuser-slots",
     "when all connections are used up, how many connection slots are kept back for superusers by default?",
     "three connections",
     ["runtime-config-connection.html"], "value"),
    ("pg6-open-files-per-backend",
     "how many files may each server process keep open at once by default?",
     "one thousand files",
     ["runtime-config-resource.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg6-analyze-after-upgrade",
     "right after pg_upgrade our queries got slow until we ran ANALYZE; why is that step needed after upgrading?",
     "optimizer statistics are not transferred",
     ["pgupgrade.html"], "reason"),
    ("pg6-security-definer-care",
     "why do the docs warn to be careful (and set search_path) when writing a SECURITY DEFINER function?",
     "executed with the privileges of the user that owns it",
     ["sql-createfunction.html", "sql-createprocedure.html"], "reason"),
    ("pg6-unique-hash-index",
     "I tried CREATE UNIQUE INDEX ... USING hash and it was refused; why can't a hash index be unique?",
     "only B-tree indexes can be declared unique",
     ["indexes-unique.html"], "reason"),
    ("pg6-check-other-table",
     "why shouldn't a CHECK constraint call a function that looks at rows in another table?",
     "assumes that CHECK constraints' conditions are immutable",
     ["ddl-constraints.html", "sql-createdomain.html"], "reason"),
    ("pg6-drop-own-database",
     "DROP DATABASE labdata fails when I run it from a psql session opened on labdata; why?",
     "connected to the target database",
     ["sql-dropdatabase.html"], "reason"),
    ("pg6-logical-new-column",
     "we added a column on the publisher and logical replication to the subscriber broke; why didn't the new column just appear there?",
     "DDL commands are not replicated",
     ["logical-replication-restrictions.html"], "reason"),
    ("pg6-copy-busy-template",
     "CREATE DATABASE ... TEMPLATE labdata fails because a colleague has a session open on labdata; why does that matter?",
     "no other sessions can be connected",
     ["manage-ag-templatedbs.html", "sql-createdatabase.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg6-read-everything-role",
     "an auditor needs to read every table, view and sequence in the database without me granting SELECT table by table; which built-in role do I give them?",
     "pg_read_all_data",
     ["predefined-roles.html"], "procedure"),
    ("pg6-enum-new-state",
     "our sample_state enum needs a new state 'quarantined'; how do I extend the existing enum type?",
     "add value",
     ["sql-altertype.html"], "procedure"),
    ("pg6-show-nulls",
     "in psql empty strings and NULLs look the same in query output; how do I make NULLs print as a visible marker?",
     "\\pset null",
     ["app-psql.html"], "procedure"),
    ("pg6-psql-output-file",
     "in an interactive psql session I want the results of the next few queries written into a file instead of the screen; how?",
     "\\o",
     ["app-psql.html"], "procedure"),
    ("pg6-move-table-schema",
     "a table was created in public by mistake and belongs in our archive schema; how do I move it there without copying the data?",
     "set schema",
     ["sql-altertable.html"], "procedure"),
    ("pg6-unused-indexes",
     "how can I find indexes that are never used, to drop them and speed up inserts? which statistics column counts index scans?",
     "idx_scan",
     ["monitoring-stats.html"], "procedure"),
    ("pg6-password-hash-salt",
     "I'm storing login passwords for our lab web app with pgcrypto's crypt(); which function produces a fresh random salt for it?",
     "gen_salt",
     ["pgcrypto.html"], "procedure"),
    ("pg6-disable-table-triggers",
     "for a one-off bulk fix on one table I want its triggers switched off and then back on; what ALTER TABLE form does that?",
     "disable trigger",
     ["sql-altertable.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg6-gist-meaning",
     "the index docs keep mentioning GiST for ranges and geometry; what does GiST stand for?",
     "generalized search tree",
     ["gist-intro.html", "acronyms.html", "textsearch-indexes.html"], "definition"),
    ("pg6-pitr-meaning",
     "the backup chapter talks about PITR; what does that abbreviation mean?",
     "point-in-time recovery",
     ["acronyms.html", "continuous-archiving.html"], "definition"),
    ("pg6-sql-med-meaning",
     "foreign data wrappers are said to follow the SQL/MED standard; what does MED stand for?",
     "management of external data",
     ["features.html"], "definition"),
    ("pg6-oid-meaning",
     "system catalogs are full of columns of type oid; what is an OID?",
     "object identifier",
     ["acronyms.html", "datatype-oid.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

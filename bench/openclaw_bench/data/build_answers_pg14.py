"""Fourteenth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout14.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, searched for phrases), as an
engineer at a lab bench would type or say them -- mostly a situation in
everyday words ("in the middle of a psql session I want to run ls on the
import folder without quitting..."), some in the manual's own terms, a few
mentioning the asker's own tables, hosts and tools -- spread over logging
session ends, switching off PL/pgSQL ASSERT, unquoted NULL in array input,
retrying a failed data-file flush instead of PANIC, the planner's estimate
for recursive working tables, pausing a new backend after authentication
for a debugger, counting nested statements in pg_stat_statements, the
password hashing algorithm, case-insensitive Kerberos principal matching,
backtraces for errors raised in chosen C functions, psql's conditional
blocks and shell escape, counting non-null arguments, WITH ORDINALITY, the
time the configuration was last loaded, IS DISTINCT FROM, ranking text
search results, converting human-readable sizes to bytes, a tablespace's
directory, expanding a JSON array of objects into rows, the storage size of
interval, circle and enum values, the number of relations per database, the
TOAST threshold, checkpoint_flush_after on Linux, the default
wal_sync_method on Linux, the CRC on WAL records, numeric storage, READ
ONLY DEFERRABLE for long reports, the portability of binary COPY, per-loop
averages in EXPLAIN ANALYZE, the query shown for idle sessions, user
functions and parallel plans, stop words, systemd's RemoveIPC, registering
a Windows service, a systemd unit's service type, archiving on a standby,
promoting a unique index to a primary key, a role for streaming
replication, an SSH tunnel, INSTEAD OF triggers on views, installing
PL/Python, and terms (TPC, GSSAPI, the logger process, background
workers). The most famous facts were avoided, and so was every answer and
every question topic of the earlier answer sets (``answer_pg_tune``,
``answer_pg_heldout`` to ``answer_pg_heldout13``, ``answer_kernel_*``,
``answer_questions*``, ``answer_unanswerable_*``), which were read only for
that purpose; the thirteenth set's builder (``build_answers_pg13.py``) was
read as the template for format and rules. Nothing of the answer code, of
its search or answer output, or of the benchmark results was opened while
writing it; the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries the
asked-for fact, copied as the page writes it; ``relevant`` lists every page
that states the fact with that phrase, best first, leaving out index pages,
release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg14.py > answer_pg_heldout14.jsonl
    python3 validate_answers.py answer_pg_heldout14.jsonl  # with a Python that has the appliance installed

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
    ("pg14-log-disconnections",
     "for the monthly usage report I want one log line each time a session ends, including how long it was connected; which setting turns that on?",
     "log_disconnections",
     ["runtime-config-logging.html"], "setting"),
    ("pg14-plpgsql-check-asserts",
     "our PL/pgSQL functions are full of ASSERT statements that help in testing but cost time on the production box; is there a setting that makes ASSERT do nothing at all?",
     "plpgsql.check_asserts",
     ["plpgsql-errors-and-messages.html"], "setting"),
    ("pg14-array-nulls",
     "an ancient import tool writes array literals like {NULL,5,7} and means the word NULL as a plain string, not a null element; which compatibility setting stops the array input parser from treating unquoted NULL as null?",
     "array_nulls",
     ["runtime-config-compatible.html", "arrays.html"], "setting"),
    ("pg14-data-sync-retry",
     "when flushing a modified data file fails, the server raises a PANIC and crashes; which setting makes it report an error and retry the flush at a later checkpoint instead?",
     "data_sync_retry",
     ["runtime-config-error-handling.html"], "setting"),
    ("pg14-recursive-worktable-factor",
     "the planner badly underestimates how many rows our WITH RECURSIVE sample-lineage query produces and picks a poor plan; which setting tells it how large the recursive working table gets compared with the non-recursive starting rows?",
     "recursive_worktable_factor",
     ["runtime-config-query.html"], "setting"),
    ("pg14-post-auth-delay",
     "I want to attach gdb to a fresh backend before it runs anything; which developer option makes a new server process wait for a while right after authentication?",
     "post_auth_delay",
     ["runtime-config-developer.html"], "setting"),
    ("pg14-pgss-track-nested",
     "pg_stat_statements only lists the SELECT that calls our calibrate() function, never the statements that run inside it; what do I set so it counts nested statements too?",
     "pg_stat_statements.track",
     ["pgstatstatements.html"], "setting"),
    ("pg14-password-encryption",
     "an old LabVIEW database toolkit can only do md5 logins, so the new user's password has to be stored as an md5 hash; which setting picks the algorithm used when a password is set with CREATE ROLE or ALTER ROLE?",
     "password_encryption",
     ["runtime-config-connection.html", "auth-password.html", "sql-createrole.html", "encryption-options.html"], "setting"),
    ("pg14-krb-caseins-users",
     "Kerberos principals from the Windows domain arrive as JSmith@LAB.EXAMPLE while our user map has jsmith; which server setting makes the principals match the map entries case-insensitively?",
     "krb_caseins_users",
     ["runtime-config-connection.html", "gssapi-auth.html"], "setting"),
    ("pg14-backtrace-functions",
     "a strange internal error keeps showing up in the log and a developer asked for a C backtrace whenever it is raised in one particular source function; which setting lists the functions that get a backtrace written?",
     "backtrace_functions",
     ["runtime-config-developer.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg14-psql-if",
     "my psql deploy script should only load the seed data when I pass -v with_seed=true; which meta-command starts a conditional block in a psql script?",
     "\\if",
     ["app-psql.html"], "command"),
    ("pg14-psql-shell-escape",
     "in the middle of an interactive psql session I want to run ls on the import folder without quitting psql; how?",
     "\\!",
     ["app-psql.html"], "command"),
    ("pg14-num-nonnulls",
     "each calibration row has five optional offset columns; how do I count how many of them are actually filled in, row by row?",
     "num_nonnulls",
     ["functions-comparison.html"], "command"),
    ("pg14-with-ordinality",
     "when I unnest the channel array of a run I also want each element's position, 1, 2, 3 and so on, as an extra column; what do I add after the function call in FROM?",
     "WITH ORDINALITY",
     ["queries-table-expressions.html", "functions-srf.html", "sql-select.html"], "command"),
    ("pg14-conf-load-time",
     "did the server actually re-read postgresql.conf after I edited it this morning? which function tells me when the configuration files were last loaded?",
     "pg_conf_load_time",
     ["functions-info.html"], "command"),
    ("pg14-is-distinct-from",
     "in my audit trigger I test OLD.status <> NEW.status, but when one side is NULL the result is null and the change isn't logged; which comparison treats null as an ordinary comparable value?",
     "IS DISTINCT FROM",
     ["functions-comparison.html", "functions-comparisons.html"], "command"),
    ("pg14-ts-rank",
     "the search page of our lab notebook should list the best-matching notes first; which function scores how well each document's tsvector matches the query?",
     "ts_rank",
     ["textsearch-controls.html", "functions-textsearch.html"], "command"),
    ("pg14-pg-size-bytes",
     "admins type quotas like '250 MB' into our web form and I need them as a number of bytes inside SQL; is there a function that turns such a human-readable size into bytes?",
     "pg_size_bytes",
     ["functions-admin.html"], "command"),
    ("pg14-tablespace-location",
     "which function shows the file system path that our fast_ssd tablespace lives in?",
     "pg_tablespace_location",
     ["functions-info.html"], "command"),
    ("pg14-jsonb-to-recordset",
     "the instrument's REST API hands us a JSON array of objects with id, temp and ts keys; which function expands such an array into a set of rows with typed columns?",
     "jsonb_to_recordset",
     ["functions-json.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg14-interval-storage",
     "how much storage does a single interval value take?",
     "16 bytes",
     ["datatype-datetime.html"], "value"),
    ("pg14-circle-storage",
     "the image analysis stores every detected droplet as a circle value, centre and radius; how many bytes is one circle?",
     "24 bytes",
     ["datatype-geometric.html"], "value"),
    ("pg14-enum-storage",
     "is our run_state enum column any smaller on disk than the text labels we used before? how much space does one enum value occupy?",
     "four bytes on disk",
     ["datatype-enum.html"], "value"),
    ("pg14-relations-per-database",
     "the old acquisition software creates a new table for every run; what is the upper limit on the number of relations in one database?",
     "1,431,650,303",
     ["limits.html"], "value"),
    ("pg14-toast-threshold",
     "how wide does a row have to get before the TOAST code starts compressing values or moving them out of line?",
     "normally 2 kB",
     ["storage-toast.html"], "value"),
    ("pg14-checkpoint-flush-after",
     "during a checkpoint, after how much written data does the server by default ask the operating system to push the writes to storage on our Linux box?",
     "256kB on Linux",
     ["runtime-config-wal.html"], "value"),
    ("pg14-wal-sync-method-default",
     "nobody ever set wal_sync_method on our Linux server; which method does it use to force WAL out to disk?",
     "fdatasync is the default on Linux",
     ["runtime-config-wal.html"], "value"),
    ("pg14-wal-record-crc",
     "what kind of check protects each individual WAL record, so that garbage read back from a failing disk gets noticed during recovery?",
     "CRC-32C (32-bit)",
     ["wal-reliability.html"], "value"),
    ("pg14-numeric-storage",
     "we keep instrument readings as numeric; roughly how much disk does a numeric value need for its digits?",
     "two bytes for each group of four decimal digits",
     ["datatype-numeric.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg14-read-only-deferrable",
     "the nightly export runs as one long SERIALIZABLE transaction and now and then gets cancelled with a serialization failure; why would making it READ ONLY DEFERRABLE help?",
     "without any risk of contributing to or being canceled by a serialization failure",
     ["sql-set-transaction.html"], "reason"),
    ("pg14-binary-copy-portability",
     "why shouldn't we use COPY's binary format to ship tables to the partner lab, which runs a different PostgreSQL version on ARM machines?",
     "less portable across machine architectures and PostgreSQL versions",
     ["sql-copy.html"], "reason"),
    ("pg14-explain-loops-average",
     "EXPLAIN ANALYZE shows the inner index scan of a nested loop with rows=1 and loops=5000, yet the join clearly returns 5000 rows; why does it say only one row?",
     "averages per-execution",
     ["using-explain.html"], "reason"),
    ("pg14-idle-session-query",
     "pg_stat_activity lists a session as idle, but its query column still shows a DELETE that finished an hour ago; why is that query there?",
     "it shows the last query that was executed",
     ["monitoring-stats.html"], "reason"),
    ("pg14-parallel-unsafe-default",
     "a report query gets a parallel plan, but as soon as I add our own PL/pgSQL scoring function to the WHERE clause it runs single-process; why?",
     "assumed to be parallel unsafe unless otherwise marked",
     ["parallel-safety.html"], "reason"),
    ("pg14-stop-words",
     "searching the lab notes for 'the' or 'and' never finds anything, though every note contains them; why are such words left out?",
     "no discrimination value",
     ["textsearch-dictionaries.html"], "reason"),
    ("pg14-removeipc",
     "on the server we built from source, warnings like 'could not remove shared memory segment' show up at seemingly random times, often just after someone logs out of the postgres account; why?",
     "removed when a user fully logs out",
     ["kernel-resources.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg14-windows-service",
     "how do I set up our PostgreSQL on the Windows measurement PC as a system service that starts automatically at boot?",
     "pg_ctl register",
     ["app-pg-ctl.html"], "procedure"),
    ("pg14-systemd-type-notify",
     "I'm writing a systemd unit file for the server we compiled ourselves; what service type should the unit declare so systemd knows when the server is actually ready?",
     "Type=notify",
     ["server-start.html"], "procedure"),
    ("pg14-standby-archive-always",
     "the standby at the field station should keep its own WAL archive and archive every segment it receives, whether streamed or restored; how do I configure that?",
     "set archive_mode to always",
     ["warm-standby.html"], "procedure"),
    ("pg14-pk-using-index",
     "over the weekend I built a unique index on serial_no with CREATE INDEX CONCURRENTLY; how do I now make it the table's primary key without building the index all over again?",
     "PRIMARY KEY USING INDEX",
     ["sql-altertable.html"], "procedure"),
    ("pg14-replication-role",
     "how do I create the login the new standby will use to stream WAL from the primary, without making it a superuser?",
     "CREATE ROLE name REPLICATION LOGIN",
     ["role-attributes.html"], "procedure"),
    ("pg14-ssh-tunnel",
     "port 5432 on the database host is firewalled off, but I can ssh into that machine; how do I connect psql from my laptop through a secure tunnel?",
     "ssh -L 63333:localhost:5432",
     ["ssh-tunnels.html"], "procedure"),
    ("pg14-instead-of-trigger",
     "our sample_overview view joins samples and runs, so it isn't automatically updatable; how can I still make INSERTs into the view work?",
     "INSTEAD OF trigger",
     ["sql-createview.html", "rules-views.html", "trigger-definition.html", "rules-triggers.html", "sql-createrule.html"], "procedure"),
    ("pg14-install-plpython",
     "a colleague wants to write stored functions in Python in the analysis database; how do I install PL/Python there?",
     "CREATE EXTENSION plpython3u",
     ["plpython.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg14-acronym-tpc",
     "pgbench says its built-in test is loosely based on TPC-B; what does TPC stand for?",
     "Transaction Processing Performance Council",
     ["acronyms.html"], "definition"),
    ("pg14-acronym-gssapi",
     "the Kerberos method in pg_hba.conf is called gss, after GSSAPI; what does GSSAPI stand for?",
     "Generic Security Services Application Programming Interface",
     ["acronyms.html"], "definition"),
    ("pg14-what-logger",
     "next to the checkpointer, ps lists a 'logger' process; what does it do?",
     "writes information about database events into the current log file",
     ["glossary.html"], "definition"),
    ("pg14-what-background-worker",
     "the glossary keeps mentioning background workers; what is a background worker process in PostgreSQL's terms?",
     "runs system- or user-supplied code",
     ["glossary.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

"""Eleventh held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout11.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, searched for phrases), as an
engineer at a lab bench would type or say them -- mostly a situation in
everyday words ("the analysis script runs PREPARE TRANSACTION and the server
answers that prepared transactions are disabled..."), some in the manual's
own terms -- spread over two-phase commit, temporary-table buffers, PL/pgSQL
name clashes, standby query cancellation, the default isolation level, WAL
sender and TCP user timeouts, postgres_fdw fetches, psql's FETCH_COUNT,
checkpoint logging, the default ECDH curve, checkpoint warnings, the vacuum
failsafe and freeze ages, numeric and timestamp precision, the NOTIFY queue,
tsvector positions, pgbench's initial rows, admin and SQL functions
(to_regclass, clock_timestamp, pg_ls_waldir, pg_indexes_size,
array_position, string_to_table), the pg_stat_progress_vacuum and pg_stat_ssl
views, psql's \\sf and \\dx, time with time zone, full-page writes, sequences
in logical replication, md5 passwords, COPY FREEZE, held cursors, attaching
partitions, DROP DATABASE with connected sessions, skipping a conflicting
transaction on a subscriber, renaming enum values, psql's CSV output, prefix
matching in text search, pg_dump without some tables' data, INDEX_CLEANUP,
sequences owned by a column, acronyms (SSPI, NLS) and glossary terms (fork,
heap). The most famous facts were avoided, and so was every answer and every
question topic of the earlier answer sets (``answer_pg_tune``,
``answer_pg_heldout`` to ``answer_pg_heldout10``, ``answer_kernel_*``,
``answer_questions*``, ``answer_unanswerable_*``), which were read only for
that purpose; the tenth set's builder (``build_answers_pg10.py``) was read as
the template for format and rules. Nothing of the answer code, of its search
or answer output, or of the benchmark results was opened while writing it;
the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries the
asked-for fact, copied as the page writes it; ``relevant`` lists every page
that states the fact with that phrase, best first, leaving out index pages,
release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg11.py > answer_pg_heldout11.jsonl
    python3 validate_answers.py answer_pg_heldout11.jsonl  # with a Python that has the appliance installed

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
    ("pg11-two-phase-disabled",
     "our transaction manager runs PREPARE TRANSACTION and the server answers that prepared transactions are disabled; which setting do I have to raise above zero?",
     "max_prepared_transactions",
     ["runtime-config-resource.html", "sql-prepare-transaction.html"], "setting"),
    ("pg11-temp-table-buffers",
     "the import script builds big temporary tables in each session and they keep spilling to disk; which setting gives every session more memory for buffering temporary tables?",
     "temp_buffers",
     ["runtime-config-resource.html"], "setting"),
    ("pg11-plpgsql-name-clash",
     "my PL/pgSQL function has a variable called sample_id and the table has a column of the same name, so the query fails as ambiguous; which setting says whether the variable or the column wins?",
     "plpgsql.variable_conflict",
     ["plpgsql-implementation.html"], "setting"),
    ("pg11-standby-cancel-wait",
     "long reports on the hot standby keep getting cancelled because of conflicts with WAL that has to be replayed; which setting says how long the standby waits for them before cancelling, for streamed WAL?",
     "max_standby_streaming_delay",
     ["runtime-config-replication.html", "hot-standby.html"], "setting"),
    ("pg11-default-isolation",
     "every transaction of our booking app should run at serializable without changing each BEGIN in the code; which setting sets the isolation level new transactions start with?",
     "default_transaction_isolation",
     ["runtime-config-client.html", "sql-set-transaction.html"], "setting"),
    ("pg11-walsender-timeout",
     "the primary keeps dropping the replication connection of the standby at the field station whenever the radio link stalls for a while; which setting decides after how long without a reply the primary ends that connection?",
     "wal_sender_timeout",
     ["runtime-config-replication.html"], "setting"),
    ("pg11-fdw-rows-per-fetch",
     "reading the remote instrument table through postgres_fdw is slow over the long link; which option sets how many rows postgres_fdw gets in each fetch?",
     "fetch_size",
     ["postgres-fdw.html"], "setting"),
    ("pg11-psql-groups-of-rows",
     "psql runs out of memory when I select a whole 50-million-row table; which psql variable makes it fetch and print the result in groups of rows instead of collecting it all first?",
     "FETCH_COUNT",
     ["app-psql.html"], "setting"),
    ("pg11-log-each-checkpoint",
     "I want a line in the server log for every checkpoint, with how many buffers it wrote and how long it took; which setting controls that?",
     "log_checkpoints",
     ["runtime-config-logging.html"], "setting"),
    ("pg11-unacked-data-timeout",
     "when a client's network cable is pulled in the middle of a big result, the server hangs on to the connection far too long; which server setting limits how long sent data may stay unacknowledged before the TCP connection is closed?",
     "tcp_user_timeout",
     ["runtime-config-connection.html", "libpq-connect.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg11-table-exists-null",
     "my setup script must check whether the table results_2024 exists, and get NULL rather than an error when it doesn't; which function looks up a table name that way?",
     "to_regclass",
     ["functions-info.html", "datatype-oid.html"], "command"),
    ("pg11-real-wall-clock",
     "inside one long statement every call to now() returns the same moment, but I need the time when each row was actually processed; which function returns the current time that keeps moving during a statement?",
     "clock_timestamp",
     ["functions-datetime.html"], "command"),
    ("pg11-list-wal-files",
     "the disk with pg_wal is filling up and I want to list the WAL files with their sizes and modification times from SQL; which function does that?",
     "pg_ls_waldir",
     ["functions-admin.html"], "command"),
    ("pg11-size-of-all-indexes",
     "how much disk space do all the indexes of the readings table take together; which function gives that in one call?",
     "pg_indexes_size",
     ["functions-admin.html"], "command"),
    ("pg11-vacuum-progress",
     "a manual VACUUM of the big archive table has been running for two hours; which view shows how far along it is and which phase it is in?",
     "pg_stat_progress_vacuum",
     ["progress-reporting.html", "sql-vacuum.html", "monitoring-stats.html"], "command"),
    ("pg11-which-sessions-tls",
     "security wants proof that the lab clients really connect with TLS; which system view shows for each connection whether SSL is used, and with which version and cipher?",
     "pg_stat_ssl",
     ["monitoring-stats.html", "sslinfo.html"], "command"),
    ("pg11-psql-function-source",
     "in psql I want to see the full CREATE FUNCTION text of the calibrate() function somebody wrote years ago; which backslash command prints a function's definition?",
     "\\sf",
     ["app-psql.html"], "command"),
    ("pg11-psql-list-extensions",
     "which psql backslash command lists the extensions installed in the current database?",
     "\\dx",
     ["app-psql.html"], "command"),
    ("pg11-find-in-array",
     "each run stores its channel names in a text array; which function tells me at which position 'ch7' sits in that array?",
     "array_position",
     ["functions-array.html", "arrays.html"], "command"),
    ("pg11-split-into-rows",
     "the operator typed several sample ids into one field as 'A12,B7,C3'; which function splits such a string into one row per piece?",
     "string_to_table",
     ["functions-string.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg11-ecdh-curve-default",
     "the security scan asks which elliptic curve the server uses for ECDH key exchange; we never set ssl_ecdh_curve, so what is it?",
     "The default is prime256v1",
     ["runtime-config-connection.html"], "value"),
    ("pg11-checkpoint-warning-default",
     "the log says checkpoints are occurring too frequently; by default, how close together must WAL-triggered checkpoints come before that warning is written?",
     "The default is 30 seconds",
     ["runtime-config-wal.html"], "value"),
    ("pg11-failsafe-age",
     "at what table age does VACUUM by default take extraordinary measures to avoid wraparound, the vacuum_failsafe_age?",
     "1.6 billion transactions",
     ["runtime-config-client.html"], "value"),
    ("pg11-freeze-min-age",
     "how old must a row version be, by default, before VACUUM freezes it while scanning a table, the vacuum_freeze_min_age?",
     "The default is 50 million transactions",
     ["runtime-config-client.html"], "value"),
    ("pg11-numeric-integer-digits",
     "our astronomy colleague stores huge counts in an unconstrained numeric column; how many digits before the decimal point can numeric hold?",
     "131072 digits before the decimal point",
     ["datatype-numeric.html"], "value"),
    ("pg11-notify-queue-size",
     "our listeners are sometimes slow; how large is the queue that holds sent but unread notifications in a standard installation?",
     "8GB in a standard installation",
     ["sql-notify.html"], "value"),
    ("pg11-timestamp-precision-range",
     "which precisions may I give timestamp(p) for the number of fractional digits kept in the seconds?",
     "from 0 to 6",
     ["datatype-datetime.html"], "value"),
    ("pg11-tsvector-positions",
     "our full-text index of long lab notebooks stores word positions; which range can a position value in a tsvector take?",
     "1 to 16383",
     ["datatype-textsearch.html"], "value"),
    ("pg11-pgbench-initial-rows",
     "after pgbench -i with no scale factor, how many rows does the pgbench_accounts table hold?",
     "pgbench_accounts 100000",
     ["pgbench.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg11-timetz-advice",
     "a colleague wants to store shift start times as time with time zone; why does the manual advise against that type?",
     "questionable usefulness",
     ["datatype-datetime.html"], "reason"),
    ("pg11-full-page-writes-why",
     "to save WAL volume I'd like to turn off full_page_writes on the data server; why does the server write whole pages to WAL after a checkpoint in the first place?",
     "might be only partially completed",
     ["runtime-config-wal.html"], "reason"),
    ("pg11-subscriber-ids-collide",
     "after we switched the app over to the logical subscriber, inserts fail with duplicate ids because the serial sequence there starts at 1 again; why?",
     "Sequence data is not replicated",
     ["logical-replication-restrictions.html"], "reason"),
    ("pg11-md5-weak",
     "our old pg_hba.conf still uses md5 for the lab network; why should we move away from it?",
     "no longer considered secure against determined attacks",
     ["auth-password.html"], "reason"),
    ("pg11-copy-freeze-refused",
     "I added FREEZE to the COPY that loads last night's readings into the existing table, and it is refused; why does COPY FREEZE only work for some tables?",
     "created or truncated in the current subtransaction",
     ["sql-copy.html"], "reason"),
    ("pg11-held-cursor-cost",
     "our export tool declares its cursor WITH HOLD so it survives the commit, and the server's disk usage jumps when the transaction ends; why?",
     "copied into a temporary file or memory area",
     ["sql-declare.html"], "reason"),
    ("pg11-attach-partition-slow",
     "attaching last month's table as a partition of readings takes many minutes and blocks everybody using that table; why, and what is the server doing?",
     "the table will be scanned to validate the partition constraint",
     ["ddl-partitioning.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg11-drop-busy-database",
     "I need to drop the old test database, but a forgotten notebook kernel is still connected to it; which option makes DROP DATABASE end those connections first?",
     "FORCE",
     ["sql-dropdatabase.html", "app-dropdb.html"], "procedure"),
    ("pg11-skip-conflicting-xact",
     "logical replication to the subscriber is stuck on one transaction that clashes with a row we inserted there by hand; how do I tell the subscription to skip just that transaction?",
     "SKIP with the finish LSN",
     ["logical-replication-conflicts.html"], "procedure"),
    ("pg11-rename-enum-label",
     "the enum type run_state has a label 'aborted' that should now read 'cancelled'; which ALTER TYPE form changes the label in place?",
     "RENAME VALUE",
     ["sql-altertype.html"], "procedure"),
    ("pg11-psql-csv-output",
     "a cron job runs psql -c 'SELECT ...' and the result should come out as proper CSV without writing a COPY statement; which psql command-line option switches to CSV output?",
     "--csv",
     ["app-psql.html"], "procedure"),
    ("pg11-prefix-search",
     "searching the lab notes for every word that starts with 'calib' (calibrate, calibration, ...) with to_tsquery; what do I attach to the lexeme?",
     ":*",
     ["textsearch-controls.html", "datatype-textsearch.html"], "procedure"),
    ("pg11-dump-without-log-data",
     "the dump for the test machine should contain the definition of the raw_log table but none of its hundred gigabytes of rows; which pg_dump option does that?",
     "--exclude-table-data",
     ["app-pgdump.html"], "procedure"),
    ("pg11-vacuum-skip-indexes",
     "we are close to transaction ID wraparound and VACUUM must finish as fast as possible; which VACUUM option lets me switch off the removal of dead tuples from the indexes?",
     "INDEX_CLEANUP",
     ["sql-vacuum.html"], "procedure"),
    ("pg11-sequence-dies-with-table",
     "I made a sequence by hand for the run_no column; how do I tie it to that column so the sequence is dropped automatically together with the table?",
     "OWNED BY",
     ["sql-altersequence.html", "sql-createsequence.html", "datatype-numeric.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg11-sspi-meaning",
     "the Windows admins want domain logins checked through SSPI; what does SSPI stand for?",
     "Security Support Provider Interface",
     ["acronyms.html"], "definition"),
    ("pg11-nls-meaning",
     "the build notes say the server can be compiled with NLS so messages come out in German; what is NLS?",
     "National Language Support",
     ["acronyms.html"], "definition"),
    ("pg11-fork-meaning",
     "next to each table's data file there are files ending in _fsm and _vm, and the docs call them forks; what is a fork?",
     "separate segmented file sets in which a relation is stored",
     ["glossary.html"], "definition"),
    ("pg11-heap-meaning",
     "the docs keep talking about the heap of a table; what is the heap in PostgreSQL's terms?",
     "Contains the values of row attributes",
     ["glossary.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

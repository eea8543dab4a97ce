"""Tenth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout10.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, searched for phrases), as an
engineer at a lab bench would type or say them -- mostly a situation in
everyday words ("our report tool reads every row through a cursor, but the
planner picks a plan that returns the first rows fast..."), some in the
manual's own terms -- spread over planner, logging, statistics, replication
and Kerberos settings, sampled statement logging, float output, auth_delay,
libpq connection parameters (hostaddr, the default sslmode), SQL and admin
functions (pg_walfile_name, pg_log_backend_memory_contexts,
pg_current_logfile, jsonb_pretty, justify_hours, sha256,
pg_get_serial_sequence), tablefunc's normal_rand, psql's \\dp, the
pg_file_settings view, RADIUS ports, range and array conventions, EXTRACT's
day-of-week and ISO week numbering, the default TLS ciphers, logical decoding
memory, standby status reports, replication slots, enable_seqscan, partial
indexes and prepared statements, server-side COPY privileges, peer
authentication, FOR UPDATE with ORDER BY, many partitions, identity columns,
the pg_signal_backend role, collation versions, ICU numeric ordering, column
triggers, pg_dump --clean, group access to the data directory, recovery to
consistency, acronyms (GIN, PAM) and glossary terms (instance, user mapping).
The most famous facts were avoided, and so was every answer and every question
topic of the earlier answer sets (``answer_pg_tune``, ``answer_pg_heldout``
to ``answer_pg_heldout9``, ``answer_kernel_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose; the ninth
set's builder (``build_answers_pg9.py``) was read as the template for format
and rules. Nothing of the answer code, of its search or answer output, or of
the benchmark results was opened while writing it; the questions were not run
through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries the
asked-for fact, copied as the page writes it; ``relevant`` lists every page
that states the fact with that phrase, best first, leaving out index pages,
release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg10.py > answer_pg_heldout10.jsonl
    python3 validate_answers.py answer_pg_heldout10.jsonl  # with a Python that has the appliance installed

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
    ("pg10-cursor-fast-start",
     "our report tool reads every row through a cursor, but the planner picks a plan that hands over the first rows quickly and then crawls through the rest; which setting tells the planner what fraction of a cursor's rows will be fetched?",
     "cursor_tuple_fraction",
     ["runtime-config-query.html"], "setting"),
    ("pg10-kerberos-keytab",
     "IT gave us a keytab for the database's service principal so lab users can log in with their Kerberos tickets; which server setting points at that key file?",
     "krb_server_keyfile",
     ["runtime-config-connection.html", "gssapi-auth.html"], "setting"),
    ("pg10-error-source-location",
     "for a bug report I need the server log to show the SQLSTATE code and the source file, function and line that raised each error; which setting adds those details?",
     "log_error_verbosity",
     ["runtime-config-logging.html", "bug-reporting.html"], "setting"),
    ("pg10-standby-use-slot",
     "I created a physical replication slot on the primary for the new standby; which setting on the standby makes it stream through that slot?",
     "primary_slot_name",
     ["runtime-config-replication.html", "warm-standby.html", "app-pgbasebackup.html"], "setting"),
    ("pg10-query-id-null",
     "the query_id column of pg_stat_activity stays empty for every session; which setting turns on the server's own computation of query identifiers?",
     "compute_query_id",
     ["runtime-config-statistics.html", "monitoring-stats.html", "runtime-config-logging.html",
      "pgstatstatements.html"],
     "setting"),
    ("pg10-sample-slow-statements",
     "logging every statement over 100 ms would flood the disk of the busy acquisition server; which setting logs only a sampled share of the statements that run at least that long?",
     "log_min_duration_sample",
     ["runtime-config-logging.html"], "setting"),
    ("pg10-initial-sync-parallel",
     "when we subscribe to a publication with forty tables, the initial copy crawls along two tables at a time; which setting raises the number of synchronization workers per subscription?",
     "max_sync_workers_per_subscription",
     ["runtime-config-replication.html"], "setting"),
    ("pg10-float-rounded-output",
     "since the upgrade our CSV exports show doubles like 0.30000000000000004 where the old server printed 0.3; which setting brings back the rounded decimal output?",
     "extra_float_digits",
     ["runtime-config-client.html", "datatype-numeric.html"], "setting"),
    ("pg10-slow-failed-logins",
     "someone keeps guessing passwords against the lab server; with the auth_delay module loaded, which setting says how long the server waits before it reports a failed login?",
     "auth_delay.milliseconds",
     ["auth-delay.html"], "setting"),
    ("pg10-skip-dns-lookup",
     "the lab's DNS server is flaky and the loader's connection attempts hang on the name lookup; which libpq connection parameter takes the server's numeric IP address so no host name has to be looked up?",
     "hostaddr",
     ["libpq-connect.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg10-lsn-to-walfile",
     "the standby's log complains about LSN 0/5A00F3C8; which function tells me the name of the WAL segment file that holds that location?",
     "pg_walfile_name",
     ["functions-admin.html"], "command"),
    ("pg10-backend-memory-dump",
     "one long-running backend has grown to several gigabytes; which function asks that process to write its memory contexts into the server log?",
     "pg_log_backend_memory_contexts",
     ["functions-admin.html"], "command"),
    ("pg10-current-log-file",
     "the logging collector keeps starting new files; which function tells me the path of the log file the server is writing to right now?",
     "pg_current_logfile",
     ["functions-info.html"], "command"),
    ("pg10-indented-json",
     "our calibration settings live in a jsonb column and come back as one endless line; which function prints a jsonb value indented over several lines?",
     "jsonb_pretty",
     ["functions-json.html"], "command"),
    ("pg10-hours-into-days",
     "summing the run durations gives intervals like 53:20:00, and the report should show them as days plus hours; which function turns every 24 hours into a day?",
     "justify_hours",
     ["functions-datetime.html", "datatype-datetime.html"], "command"),
    ("pg10-normal-test-data",
     "to fill a test table with simulated sensor noise, I want a thousand normally distributed values with a given mean and standard deviation; which function from the tablefunc module produces them?",
     "normal_rand",
     ["tablefunc.html"], "command"),
    ("pg10-psql-show-grants",
     "in psql, which backslash command lists our tables together with the access privileges granted on them?",
     "\\dp",
     ["app-psql.html", "ddl-priv.html"], "command"),
    ("pg10-sha256-checksum",
     "we keep each raw data file as a bytea value and want its SHA-256 checksum computed in SQL, without installing pgcrypto; which built-in function does that?",
     "sha256",
     ["functions-binarystring.html"], "command"),
    ("pg10-sequence-behind-serial",
     "a migration script has to find out which sequence feeds the serial id column of the samples table, and nobody remembers its name; which function returns the sequence that belongs to a column?",
     "pg_get_serial_sequence",
     ["functions-info.html"], "command"),
    ("pg10-test-config-before-reload",
     "before reloading I'd like to check whether my edits to postgresql.conf contain mistakes; which system view shows each entry of the configuration files and whether it could be applied?",
     "pg_file_settings",
     ["view-pg-file-settings.html", "config-setting.html", "functions-admin.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg10-sslmode-default",
     "the loader's connection string doesn't mention sslmode at all; which SSL mode does libpq use then?",
     "prefer (default)",
     ["libpq-connect.html"], "value"),
    ("pg10-radius-port",
     "we configured RADIUS authentication in pg_hba.conf without any radiusports option; to which port does the server send its requests?",
     "default RADIUS port (1812)",
     ["auth-radius.html"], "value"),
    ("pg10-int-range-bounds",
     "I inserted int4range(1, 10, '[]') and it is displayed as [1,11); which form of bounds do the built-in integer ranges always come back in?",
     "includes the lower bound and excludes the upper bound",
     ["rangetypes.html"], "value"),
    ("pg10-array-first-index",
     "a colleague's query reads readings[0] and always gets NULL; at which index does a PostgreSQL array start by default?",
     "one-based numbering convention",
     ["arrays.html"], "value"),
    ("pg10-dow-numbering",
     "EXTRACT(dow FROM run_date) returns 0 for some of our runs; which day of the week is 0?",
     "Sunday (0) to Saturday (6)",
     ["functions-datetime.html"], "value"),
    ("pg10-ssl-ciphers-default",
     "security asks which TLS cipher suites our server allows, and nobody ever set ssl_ciphers; what is its default value?",
     "HIGH:MEDIUM:+3DES:!aNULL",
     ["runtime-config-connection.html"], "value"),
    ("pg10-decoding-memory",
     "logical decoding of our big nightly batch spills to disk on the publisher; how much memory may decoding use by default before it writes changes out to disk?",
     "64 megabytes (64MB)",
     ["runtime-config-resource.html"], "value"),
    ("pg10-standby-report-interval",
     "on the primary, the replay position of the idle standby in pg_stat_replication moves only every few seconds; at most how long does the standby wait between progress reports by default?",
     "The default value is 10 seconds",
     ["runtime-config-replication.html"], "value"),
    ("pg10-slot-limit",
     "we keep adding standbys and logical subscribers to the primary, each with its own replication slot; how many replication slots does the server support by default?",
     "The default is 10",
     ["runtime-config-replication.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg10-seqscan-off-still",
     "I set enable_seqscan = off to try out an index, yet EXPLAIN still shows a Seq Scan; why?",
     "impossible to suppress sequential scans entirely",
     ["runtime-config-query.html"], "reason"),
    ("pg10-partial-index-prepared",
     "our partial index is used when I type the constant into the query by hand, but the application's prepared statement with a parameter in that condition never uses it; why?",
     "at query planning time, not at run time",
     ["indexes-partial.html"], "reason"),
    ("pg10-copy-file-privilege",
     "students can load CSV files with psql's \\copy, but COPY FROM '/data/run.csv' gives them a permission error; why is COPY with a server file limited to superusers and a few special roles?",
     "allows reading or writing any file",
     ["sql-copy.html"], "reason"),
    ("pg10-peer-auth-fails",
     "logged in on the database server as myself, 'psql -U postgres' fails with 'Peer authentication failed'; why does peer authentication refuse that?",
     "obtaining the client's operating system user name from the kernel",
     ["auth-peer.html"], "reason"),
    ("pg10-locked-rows-out-of-order",
     "a calibration script runs SELECT ... ORDER BY valid_from FOR UPDATE at read committed, and now and then the rows come back out of order; why?",
     "ORDER BY is applied first",
     ["sql-select.html"], "reason"),
    ("pg10-many-partitions-planning",
     "we partitioned the readings by day for ten years, and queries whose conditions can't rule out most partitions now take ages just to plan; why?",
     "more partitions remain after the planner performs partition pruning",
     ["ddl-partitioning.html"], "reason"),
    ("pg10-iso-week-january",
     "EXTRACT(week FROM date '2021-01-01') returns 53; why does New Year's Day land in week 53?",
     "the first week of a year contains January 4 of that year",
     ["functions-datetime.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg10-identity-explicit-ids",
     "importing archived rows with their original ids into a table whose id is GENERATED ALWAYS AS IDENTITY fails; what do I add to the INSERT so the supplied ids are taken?",
     "OVERRIDING SYSTEM VALUE",
     ["sql-insert.html", "sql-createtable.html"], "procedure"),
    ("pg10-cancel-others-queries",
     "the lab lead should be able to cancel or end students' runaway queries without being a superuser; which built-in role do I grant her?",
     "pg_signal_backend",
     ["predefined-roles.html", "functions-admin.html"], "procedure"),
    ("pg10-collation-mismatch",
     "after the operating system upgrade the server warns that our database has a collation version mismatch; once the text indexes are rebuilt, which form of ALTER DATABASE records the new collation version?",
     "REFRESH COLLATION VERSION",
     ["sql-alterdatabase.html", "sql-altercollation.html"], "procedure"),
    ("pg10-natural-sort",
     "sample names sort as S1, S10, S2 instead of S1, S2, S10; which ICU locale do I give CREATE COLLATION so that runs of digits sort by their numeric value?",
     "en-u-kn-true",
     ["collation.html"], "procedure"),
    ("pg10-trigger-one-column",
     "the audit trigger should fire only when an UPDATE sets the status column, not for every other change to the row; what do I write in CREATE TRIGGER?",
     "UPDATE OF",
     ["sql-createtrigger.html", "lo.html"], "procedure"),
    ("pg10-dump-with-drops",
     "the plain SQL dump we load into the test database every week should drop each object before creating it again; which pg_dump option writes those DROP commands?",
     "--clean",
     ["app-pgdump.html"], "procedure"),
    ("pg10-group-read-datadir",
     "our backup agent runs as an unprivileged user in the postgres group and must be able to read the cluster's files; which initdb option allows that?",
     "--allow-group-access",
     ["app-initdb.html"], "procedure"),
    ("pg10-recover-to-consistency",
     "restoring last night's base backup, I only want the server to reach a consistent state and open as early as possible, without replaying the rest of the archive; what do I put in the recovery settings?",
     "recovery_target = 'immediate'",
     ["runtime-config-wal.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg10-gin-meaning",
     "we index the tag arrays of our samples with a GIN index; what does GIN stand for?",
     "Generalized Inverted Index",
     ["gin-intro.html", "acronyms.html", "textsearch-indexes.html"], "definition"),
    ("pg10-pam-meaning",
     "IT wants database logins checked through the same PAM stack as SSH logins; what does PAM stand for?",
     "Pluggable Authentication Modules",
     ["auth-pam.html", "acronyms.html", "auth-methods.html", "auth-pg-hba-conf.html", "install-procedure.html"],
     "definition"),
    ("pg10-instance-meaning",
     "the glossary says one postmaster manages an instance; what exactly is an instance?",
     "group of backend and auxiliary processes",
     ["glossary.html"], "definition"),
    ("pg10-user-mapping-meaning",
     "setting up a foreign data wrapper to the instrument database, I had to create a user mapping; what is a user mapping?",
     "translation of login credentials",
     ["glossary.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

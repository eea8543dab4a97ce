"""Seventh held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout7.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, searched for phrases), as an
engineer at a lab bench would type or say them -- mostly a situation in
everyday words ("the firewall between the instrument PCs and the database
silently drops connections that sit idle..."), some in the manual's own terms
-- spread over connection and authentication settings, logging time zones,
crash handling, group commit, snapshot age, interval output, text search and
tablespace defaults, string literals, SQL commands and clauses (CHECKPOINT,
ROLLUP, unnest, CREATE TABLE ... LIKE, INCLUDE, deferrable constraints,
REFRESH MATERIALIZED VIEW CONCURRENTLY, COPY), psql, client and server
programs (reindexdb, pg_resetwal, pg_basebackup, pg_dump, pgbench), contrib
modules (vacuumlo, unaccent, citext, bloom, cube, ltree, pg_stat_statements), storage
layout, B-tree limits, backups, table inheritance, EXPLAIN, random numbers and
acronyms. The most famous facts were avoided, and so was every answer and
every question topic of the earlier answer sets (``answer_pg_tune``,
``answer_pg_heldout`` to ``answer_pg_heldout6``, ``answer_kernel_*``,
``answer_questions*``, ``answer_unanswerable_*``), which were read only for
that purpose; the sixth set's builder (``build_answers_pg6.py``) was read as
the template for format and rules. Nothing of the answer code, of its search
or answer output, or of the benchmark results was opened while writing it; the
questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries the
asked-for fact, copied as the page writes it; ``relevant`` lists every page
that states the fact with that phrase, best first, leaving out index pages,
release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg7.py > answer_pg_heldout7.jsonl
    python3 validate_answers.py answer_pg_heldout7.jsonl  # with a Python that has the appliance installed

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
    ("pg7-idle-firewall-keepalive",
     "the firewall between the instrument PCs and the database silently drops connections that sit idle for a while; which server setting says after how much idle time the operating system should send a TCP keepalive to the client?",
     "tcp_keepalives_idle",
     ["runtime-config-connection.html"], "setting"),
    ("pg7-log-local-time",
     "the timestamps in the server log are in UTC while everyone here reads local time; which setting picks the time zone used for the log lines?",
     "log_timezone",
     ["runtime-config-logging.html"], "setting"),
    ("pg7-german-text-search",
     "to_tsvector on our German lab reports uses English stemming unless I name a configuration each time; which setting picks the text search configuration used when none is given?",
     "default_text_search_config",
     ["runtime-config-client.html", "textsearch-configuration.html", "textsearch-intro.html"], "setting"),
    ("pg7-no-auto-reinit",
     "our cluster manager wants to handle failures itself, but after one backend crashes PostgreSQL reinitializes on its own; which setting stops that automatic restart?",
     "restart_after_crash",
     ["runtime-config-error-handling.html"], "setting"),
    ("pg7-interval-iso-output",
     "intervals come back as '3 days 04:05:06' but our Python tool expects the ISO 8601 form like P3DT4H5M6S; which setting changes how interval values are printed?",
     "IntervalStyle",
     ["runtime-config-client.html", "datatype-datetime.html"], "setting"),
    ("pg7-login-hang-limit",
     "a broken client script opens a connection and then never finishes logging in, keeping a slot busy; which setting caps how long a client may take to complete authentication?",
     "authentication_timeout",
     ["runtime-config-connection.html"], "setting"),
    ("pg7-new-tables-big-disk",
     "we added a tablespace on the big RAID and want every new table and index to land there unless a CREATE says otherwise; which setting does that?",
     "default_tablespace",
     ["runtime-config-client.html", "manage-ag-tablespaces.html"], "setting"),
    ("pg7-old-app-backslashes",
     "an old data-entry program writes Windows paths like 'C:\\new' in plain quotes and relies on backslashes being escapes; which setting decides whether ordinary string literals treat backslashes literally?",
     "standard_conforming_strings",
     ["runtime-config-compatible.html", "sql-syntax-lexical.html"], "setting"),
    ("pg7-snapshot-too-old",
     "someone leaves a report transaction open over the weekend and the tables bloat because vacuum can't clean up; which setting lets old snapshots fail with 'snapshot too old' so dead rows can be removed?",
     "old_snapshot_threshold",
     ["runtime-config-resource.html"], "setting"),
    ("pg7-group-commit-delay",
     "hundreds of tiny loggers each commit a single row and the WAL flushes can't keep up; which setting adds a short delay before a WAL flush so several commits share one flush?",
     "commit_delay",
     ["runtime-config-wal.html", "wal-configuration.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg7-force-checkpoint",
     "before taking a snapshot of the VM I want all dirty data written out right now instead of waiting for the next scheduled checkpoint; which SQL command?",
     "CHECKPOINT",
     ["sql-checkpoint.html"], "command"),
    ("pg7-array-to-rows",
     "each run stores its channel numbers in an integer array column; which function turns an array into a set of rows, one element per row?",
     "unnest",
     ["functions-array.html"], "command"),
    ("pg7-subtotals",
     "in one GROUP BY query I want totals per instrument and per day, plus a subtotal per instrument and a grand total at the bottom; which grouping shorthand gives all the prefixes of the list?",
     "ROLLUP",
     ["queries-table-expressions.html", "sql-select.html"], "command"),
    ("pg7-reindex-from-cron",
     "which shell program can a cron job call to rebuild all the indexes of a database, as a wrapper around REINDEX?",
     "reindexdb",
     ["app-reindexdb.html"], "command"),
    ("pg7-value-bytes",
     "I want to know how many bytes one stored jsonb value really takes after compression; which function shows the bytes used to store an individual value?",
     "pg_column_size",
     ["functions-admin.html"], "command"),
    ("pg7-edit-function-psql",
     "in psql I want to pull up an existing function's definition in my editor, change it and send it back; which backslash command does that?",
     "\\ef",
     ["app-psql.html"], "command"),
    ("pg7-view-source",
     "nobody kept the script that created our summary view; which function reconstructs the SELECT behind a view?",
     "pg_get_viewdef",
     ["functions-info.html"], "command"),
    ("pg7-last-resort-wal",
     "after a disk failure the server won't start because pg_control and the WAL are damaged; which last-resort program clears the WAL so the server can start again?",
     "pg_resetwal",
     ["app-pgresetwal.html"], "command"),
    ("pg7-orphan-blobs",
     "we delete rows that referenced large objects (the raw spectra) but the large objects themselves stay behind; which utility removes those orphaned large objects?",
     "vacuumlo",
     ["vacuumlo.html", "lo.html"], "command"),
    ("pg7-accent-search",
     "searching for 'Muller' should also find 'Müller' in our sample registry; which module removes accents so the search ignores them?",
     "unaccent",
     ["unaccent.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg7-ltree-label-length",
     "we store the site's location hierarchy as ltree paths like building.floor.room_with_a_long_name; how long may a single label be?",
     "less than 256 characters",
     ["ltree.html"], "value"),
    ("pg7-freeze-max-age",
     "autovacuum started an anti-wraparound vacuum on a table nobody has touched in months; by default, how old may a table's relfrozenxid get before that vacuum is forced?",
     "200 million transactions",
     ["runtime-config-autovacuum.html", "routine-vacuuming.html"], "value"),
    ("pg7-statements-tracked",
     "how many distinct statements does pg_stat_statements keep track of by default before it starts discarding the least-executed ones?",
     "default value is 5000",
     ["pgstatstatements.html"], "value"),
    ("pg7-segment-split",
     "in base/ I see files named 24576, 24576.1, 24576.2 for one table; at what size does a table's file get split into a new segment?",
     "exceeds 1 GB",
     ["storage-file-layout.html"], "value"),
    ("pg7-bloom-signature",
     "I created a bloom index without a WITH clause; how long is each signature by default?",
     "default is 80 bits",
     ["bloom.html"], "value"),
    ("pg7-btree-entry-size",
     "inserting a long text value fails with an index row size error on our btree index; how large may a single btree index entry be?",
     "approximately one-third of a page",
     ["btree-intro.html"], "value"),
    ("pg7-basebackup-slowest",
     "I want pg_basebackup to crawl so it doesn't disturb the running experiments; what is the lowest transfer rate --max-rate accepts?",
     "32 kilobytes per second",
     ["app-pgbasebackup.html"], "value"),
    ("pg7-psql-history-length",
     "psql forgets commands I typed a few days ago; how many commands does it keep in its history by default?",
     "default 500",
     ["app-psql.html"], "value"),
    ("pg7-cube-dimensions",
     "we store feature vectors with the cube extension; how many dimensions can a cube have?",
     "limit of 100",
     ["cube.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg7-random-tokens",
     "why shouldn't we use random() to generate the one-time access codes for our sample portal?",
     "not suitable for cryptographic applications",
     ["functions-math.html"], "reason"),
    ("pg7-truncate-empty-snapshot",
     "a long REPEATABLE READ report suddenly saw an empty table after a colleague truncated and reloaded it; why can that happen?",
     "not MVCC-safe",
     ["sql-truncate.html", "mvcc-caveats.html"], "reason"),
    ("pg7-dump-while-busy",
     "do I have to stop the loggers writing to the database while the nightly pg_dump runs, or will the dump still be consistent?",
     "even if the database is being used concurrently",
     ["app-pgdump.html"], "reason"),
    ("pg7-tar-live-datadir",
     "why can't I simply tar up the data directory while the server is running and call that a backup?",
     "must be shut down in order to get a usable backup",
     ["backup-file.html"], "reason"),
    ("pg7-inherit-duplicate-keys",
     "the parent measurements table has a primary key, yet a child table that inherits from it holds rows with the same id; why doesn't the key stop that?",
     "only apply to single tables",
     ["ddl-inherit.html"], "reason"),
    ("pg7-explain-deleted-rows",
     "I ran EXPLAIN ANALYZE on a DELETE just to look at the plan and the rows are gone; why?",
     "actually executed",
     ["sql-explain.html"], "reason"),
    ("pg7-work-mem-oom",
     "I set work_mem to 2GB on a 32GB box and the server ran out of memory during busy hours; why is a large work_mem risky?",
     "many times the value of work_mem",
     ["runtime-config-resource.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg7-require-ssl-remote",
     "connections from the lab network must be encrypted, while local ones may stay plain; which kind of pg_hba.conf line only matches TCP/IP connections made with SSL?",
     "hostssl",
     ["auth-pg-hba-conf.html"], "procedure"),
    ("pg7-copy-csv-header",
     "the instrument exports CSV files whose first line holds the column names; which COPY option makes the load skip that header line?",
     "HEADER",
     ["sql-copy.html"], "procedure"),
    ("pg7-covering-index",
     "a frequent query filters on sample_id and only reads the status column; how do I add status to the index as a payload column so the query can be an index-only scan?",
     "INCLUDE",
     ["indexes-index-only-scans.html", "sql-createindex.html"], "procedure"),
    ("pg7-check-fk-at-commit",
     "two tables reference each other and I have to insert a row into each in the same transaction; how do I declare the foreign key so it is only checked at the end of the transaction?",
     "initially deferred",
     ["sql-createtable.html", "sql-set-constraints.html"], "procedure"),
    ("pg7-matview-concurrent-refresh",
     "I want to refresh our dashboard materialized view without blocking readers, but REFRESH ... CONCURRENTLY is refused; what does the materialized view need first?",
     "UNIQUE index on the materialized view",
     ["sql-refreshmaterializedview.html"], "procedure"),
    ("pg7-dump-definitions-only",
     "I need the table and function definitions of the lab database for a code review, without any of the data; which pg_dump option?",
     "--schema-only",
     ["app-pgdump.html", "app-pg-dumpall.html"], "procedure"),
    ("pg7-case-insensitive-email",
     "users log in with their e-mail address typed in any mix of upper and lower case; which contrib type lets the column compare case-insensitively, even in a unique key?",
     "citext",
     ["citext.html"], "procedure"),
    ("pg7-copy-table-structure",
     "I want an empty copy of the measurements table with all its defaults, constraints and indexes for a test run; what do I add to CREATE TABLE ... (LIKE measurements) to copy all of that?",
     "INCLUDING ALL",
     ["sql-createtable.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg7-hba-meaning",
     "what does the hba in pg_hba.conf stand for?",
     "host-based authentication",
     ["auth-pg-hba-conf.html", "acronyms.html", "runtime-config-file-locations.html"], "definition"),
    ("pg7-guc-meaning",
     "a mailing list post talks about 'GUC variables'; what is GUC?",
     "Grand Unified Configuration",
     ["acronyms.html"], "definition"),
    ("pg7-tps-meaning",
     "pgbench finished with 'tps = 812.4'; what does tps mean?",
     "transactions per second",
     ["pgbench.html", "glossary.html"], "definition"),
    ("pg7-bki-meaning",
     "building from source I noticed a postgres.bki file that initdb reads; what does BKI stand for?",
     "Backend Interface",
     ["bki.html", "acronyms.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

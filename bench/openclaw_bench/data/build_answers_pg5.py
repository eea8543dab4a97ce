"""Fifth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout5.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, searched for phrases), as an
engineer at a lab bench would type or say them -- mostly a situation in
everyday words ("a prepared query runs fast the first few times, then..."),
some in the manual's own terms -- spread over configuration, logging,
replication, locales and encodings, SQL commands and clauses, window, JSON
and sequence functions, data types, client tools, contrib modules
(auto_explain, pg_prewarm, pgstattuple, pg_buffercache, pg_trgm),
authentication, roles, constraints, limits and storage internals. The most
famous facts were avoided, and so was every answer and every question topic of
the earlier answer sets (``answer_pg_tune``, ``answer_pg_heldout`` to
``answer_pg_heldout4``, ``answer_kernel_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose; the fourth
set's builder (``build_answers_pg4.py``) was read as the template for format
and rules. Nothing of the answer code, of its search or answer output, or of
the benchmark results was opened while writing it; the questions were not run
through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries the
asked-for fact, copied as the page writes it; ``relevant`` lists every page
that states the fact with that phrase, best first, leaving out index pages,
release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg5.py > answer_pg_heldout5.jsonl
    python3 validate_answers.py answer_pg_heldout5.jsonl  # with a Python that has the appliance installed

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
    ("pg5-toast-lz4",
     "our big jsonb payloads still get compressed with the old pglz method; can I make lz4 the compression used for large column values by default, server-wide?",
     "default_toast_compression",
     ["runtime-config-client.html", "storage-toast.html", "sql-createtable.html", "sql-altertable.html"], "setting"),
    ("pg5-auto-explain-threshold",
     "some report queries are only slow at night when nobody is watching; I want the server to write their execution plans into the log by itself whenever one runs longer than ten seconds. what do I set?",
     "auto_explain.log_min_duration",
     ["auto-explain.html"], "setting"),
    ("pg5-temp-tablespaces",
     "big sorts write their temporary files onto the slow system disk; we made a tablespace on a fast scratch SSD. how do I send temp tables and temp files there?",
     "temp_tablespaces",
     ["runtime-config-client.html", "manage-ag-tablespaces.html"], "setting"),
    ("pg5-application-name",
     "all our analysis scripts look the same in pg_stat_activity; how can each script tag its connection with its own name so I can tell them apart?",
     "application_name",
     ["runtime-config-logging.html", "libpq-connect.html", "monitoring-stats.html"], "setting"),
    ("pg5-slot-wal-cap",
     "a replication slot for a standby we decommissioned made pg_wal grow until the disk was full; can I cap how much WAL the slots are allowed to hold back?",
     "max_slot_wal_keep_size",
     ["runtime-config-replication.html", "warm-standby.html", "view-pg-replication-slots.html"], "setting"),
    ("pg5-plan-cache-mode",
     "a prepared query runs fast the first few times, then switches to a generic plan that is much slower for our skewed data; can I make it always plan with the actual parameter values?",
     "plan_cache_mode",
     ["runtime-config-query.html", "sql-prepare.html"], "setting"),
    ("pg5-message-language",
     "the database server answers with error messages in German because the machine was installed with a German locale; which setting switches the messages to English?",
     "lc_messages",
     ["runtime-config-client.html", "locale.html"], "setting"),
    ("pg5-bytea-format",
     "binary columns come back as strings like \\x3f1a09 and an old tool of ours can't parse that; can I get the older escape output format back?",
     "bytea_output",
     ["datatype-binary.html", "runtime-config-client.html"], "setting"),
    ("pg5-keep-join-order",
     "I wrote the joins of a twelve-table query in the order I know is best, but the planner keeps reordering them; how do I make it stick to the order of my explicit JOINs?",
     "join_collapse_limit",
     ["explicit-joins.html", "runtime-config-query.html"], "setting"),
    ("pg5-socket-directory",
     "psql says it cannot connect on socket /tmp/.s.PGSQL.5432 although the server is definitely running; which server setting decides where that socket file is created?",
     "unix_socket_directories",
     ["runtime-config-connection.html", "server-start.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg5-merge",
     "each day we get a file of sample results: rows with a known id should update the existing row, new ids should be inserted, and rows flagged 'void' deleted; is there one statement that does all three?",
     "MERGE",
     ["sql-merge.html"], "command"),
    ("pg5-latest-per-sensor",
     "I only want the newest reading of every sensor out of a big readings table; is there a short way to keep just the first row per sensor without a subquery?",
     "distinct on",
     ["sql-select.html", "queries-select-lists.html"], "command"),
    ("pg5-previous-row",
     "to get how much each sensor's value changed since its previous reading, which window function hands me the value from the row before?",
     "lag",
     ["functions-window.html"], "command"),
    ("pg5-jsonb-one-key",
     "how do I change just one key inside a jsonb settings column, in SQL, without reading and rewriting the whole document in my app?",
     "jsonb_set",
     ["functions-json.html"], "command"),
    ("pg5-warm-cache",
     "after every restart the first queries on our lookup table are slow until the cache warms up; is there a way to load a table into the buffer cache on purpose?",
     "pg_prewarm",
     ["pgprewarm.html"], "command"),
    ("pg5-measure-bloat",
     "how can I measure exactly how much of a table is dead tuples and free space, i.e. how bloated it really is?",
     "pgstattuple",
     ["pgstattuple.html"], "command"),
    ("pg5-buffer-contents",
     "I'd like to see which tables are currently sitting in PostgreSQL's shared buffer cache and how much of it each one takes; what shows that?",
     "pg_buffercache",
     ["pgbuffercache.html"], "command"),
    ("pg5-clean-wal-archive",
     "the WAL archive directory our standby restores from keeps growing forever; which program removes archived WAL files the standby no longer needs?",
     "pg_archivecleanup",
     ["pgarchivecleanup.html", "warm-standby.html", "runtime-config-wal.html"], "command"),
    ("pg5-psql-changed-settings",
     "in psql, is there a quick way to list just the server settings that have been changed from their defaults?",
     "\\dconfig",
     ["app-psql.html"], "command"),
    ("pg5-type-of-expression",
     "a calculation gives odd results and I suspect it's being done in integers; which function tells me the data type of an expression?",
     "pg_typeof",
     ["functions-info.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg5-temp-buffers",
     "our scripts use a lot of temporary tables; by default, how much memory does each session get for buffering its temporary tables?",
     "eight megabytes",
     ["runtime-config-resource.html"], "value"),
    ("pg5-autovacuum-cost-delay",
     "autovacuum seems to crawl on our big tables; by default, how long does it pause each time it has used up its cost limit?",
     "2 milliseconds",
     ["runtime-config-autovacuum.html"], "value"),
    ("pg5-min-tls-version",
     "an old instrument PC can only speak TLS 1.0; what's the oldest TLS version the server accepts out of the box?",
     "TLSv1.2",
     ["runtime-config-connection.html", "libpq-connect.html"], "value"),
    ("pg5-checkpoint-spread",
     "by default, over what fraction of the time between checkpoints does the server spread a checkpoint's writes?",
     "0.9",
     ["runtime-config-wal.html", "wal-configuration.html"], "value"),
    ("pg5-stack-depth",
     "a deeply recursive function fails with 'stack depth limit exceeded'; what is the server's stack depth limit by default?",
     "two megabytes",
     ["runtime-config-resource.html"], "value"),
    ("pg5-trigram-threshold",
     "with pg_trgm, how similar do two strings have to be by default before the % operator calls them a match?",
     "0.3",
     ["pgtrgm.html"], "value"),
    ("pg5-tsvector-size",
     "we want to full-text index whole instrument manuals as single documents; how large may one document's tsvector be?",
     "less than 1 megabyte",
     ["textsearch-limitations.html"], "value"),
    ("pg5-uuid-bits",
     "how many bits long is a uuid value?",
     "128-bit",
     ["datatype-uuid.html"], "value"),
    ("pg5-result-columns",
     "a generated pivot query produces a very wide result; what's the largest number of columns a single result set can have?",
     "1,664",
     ["limits.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg5-now-frozen",
     "inside one long transaction, now() gives the same time for every row I insert even minutes apart; why doesn't it move?",
     "start time of the current transaction",
     ["functions-datetime.html"], "reason"),
    ("pg5-quoted-names",
     "I created a table called \"Samples\" in a GUI tool and now SELECT * FROM Samples says the relation does not exist; why?",
     "folded to lower case",
     ["sql-syntax-lexical.html"], "reason"),
    ("pg5-fk-delete-slow",
     "deleting a few rows from our instruments table takes ages, and the measurements table has a foreign key pointing at it; why is that delete so slow?",
     "scan of the referencing table",
     ["ddl-constraints.html"], "reason"),
    ("pg5-unique-nulls",
     "there's a unique constraint on (sample_id, channel) but I still got two identical rows where channel is NULL; why didn't the constraint stop them?",
     "not considered equal",
     ["ddl-constraints.html", "indexes-unique.html", "sql-createtable.html", "glossary.html"], "reason"),
    ("pg5-hba-first-match",
     "I added a password line for our subnet at the end of pg_hba.conf, but users from that subnet still get rejected by a reject line higher up; why isn't my line used?",
     "first record with a matching connection type",
     ["auth-pg-hba-conf.html"], "reason"),
    ("pg5-integer-division",
     "SELECT 7/2 returns 3 instead of 3.5; why?",
     "truncates the result towards zero",
     ["functions-math.html"], "reason"),
    ("pg5-old-pg-dump",
     "the pg_dump installed on our old backup host refuses to dump the freshly upgraded database server; why won't it even try?",
     "newer than its own major version",
     ["app-pgdump.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg5-hand-over-objects",
     "we're retiring an old service role, but DROP ROLE refuses because it still owns dozens of tables; how do I hand everything it owns to another role in one go?",
     "reassign owned",
     ["role-removal.html", "sql-reassign-owned.html", "sql-drop-owned.html", "sql-droprole.html"], "procedure"),
    ("pg5-password-expiry",
     "a visiting researcher should be able to log in with his password only until the end of March; how do I make the password stop working after that date?",
     "valid until",
     ["sql-createrole.html", "sql-alterrole.html"], "procedure"),
    ("pg5-no-overlapping-bookings",
     "the booking table for our microscope must reject two reservations of the same instrument whose time ranges overlap; how do I get the database itself to enforce that?",
     "exclude using gist",
     ["rangetypes.html", "ddl-constraints.html", "sql-createtable.html", "btree-gist.html"], "procedure"),
    ("pg5-undo-part-of-transaction",
     "halfway through a long transaction one statement failed; how do I undo just the work since a marked point and carry on, keeping what came before?",
     "rollback to savepoint",
     ["sql-savepoint.html", "sql-rollback-to.html"], "procedure"),
    ("pg5-map-os-users",
     "on the lab machines the OS user jsmith should be able to log in with peer authentication as the database role john; where do I map system user names to database roles?",
     "pg_ident.conf",
     ["auth-username-maps.html", "runtime-config-file-locations.html", "auth-pg-hba-conf.html"], "procedure"),
    ("pg5-dump-without-table",
     "I want a pg_dump of the lab database but without the enormous raw_readings table; which option leaves that one table out?",
     "--exclude-table",
     ["app-pgdump.html"], "procedure"),
    ("pg5-convert-column-type",
     "changing a text column that holds numbers like '12.5' to numeric fails because there's no automatic cast; what do I add to ALTER TABLE ... TYPE to tell it how to convert?",
     "using clause",
     ["sql-altertable.html", "ddl-alter.html"], "procedure"),
    ("pg5-sequence-after-import",
     "after importing rows with explicit ids, every insert fails with a duplicate key because the id sequence still starts at 1; how do I move the sequence past the highest id?",
     "setval",
     ["functions-sequence.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg5-cte-meaning",
     "a colleague's queries all start with WITH x AS (...), and the docs call that a CTE; what does CTE stand for?",
     "common table expression",
     ["queries-with.html", "acronyms.html"], "definition"),
    ("pg5-domain-meaning",
     "the schema we inherited has a type called posint made with CREATE DOMAIN; what is a domain in PostgreSQL?",
     "based on another underlying type",
     ["domains.html"], "definition"),
    ("pg5-fsm-file",
     "next to every table's data file there is one ending in _fsm; what is it?",
     "free space map",
     ["storage-fsm.html", "storage-file-layout.html", "glossary.html"], "definition"),
    ("pg5-ssi-meaning",
     "I read that PostgreSQL's serializable level is built on SSI; what is SSI?",
     "serializable snapshot isolation",
     ["transaction-iso.html", "mvcc-intro.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

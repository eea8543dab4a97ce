"""Eighteenth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout18.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, searched with grep, sed and a
small tag-stripping search script), as an engineer at a lab bench would type
or say them -- mostly a situation in everyday words, some in the manual's own
terms, a few mentioning the asker's own tables, hosts and tools -- spread
over accepting backslash-quote in string literals, the permissions of the
collector's log files, a promotion trigger file, per-query resource usage in
the log, keeping pg_dump's reads out of the table statistics, libraries
unprivileged users may preload, the default table access method, the search
path for loadable modules, a command run at the end of recovery, a
pg_hba.conf kept outside the data directory; psql's \\dRp, EXPLAIN's
SETTINGS option, pg_ls_tmpdir, pg_get_keywords, ts_debug, vacuumdb
--analyze-in-stages, pg_dump --on-conflict-do-nothing, jsonb_populate_record,
phraseto_tsquery, pg_stat_file; the defaults of parallel_setup_cost,
vacuum_multixact_freeze_min_age, postgres_fdw's fdw_startup_cost,
syslog_ident and log_directory, the most gen_random_bytes returns at once,
the earliest date, the positions kept per lexeme, the length limit of a
prepared transaction's identifier; why large objects do not reach a logical
subscriber, why CREATE OR REPLACE VIEW refuses to drop a column, why UNION
costs more than UNION ALL, why NOTIFY arrives only at commit, why
pg_stat_statements shows $1 in place of constants, why a procedure cannot
commit when called through SELECT, why an output column's name cannot be
used in WHERE; turning quoted empty CSV fields into NULL, taking CREATE on
schema public away from everyone, adding a column only if it is missing,
acting as a group role for a while, relocating tablespaces in a base
backup, a trigger that fires once per statement, letting a grantee pass a
privilege on, a custom pgbench script; and terms (MVCC, XID, foreign server,
atomicity). The most famous facts were avoided, and so was every answer and
every question topic of the earlier answer sets (``answer_pg_tune``,
``answer_pg_heldout`` to ``answer_pg_heldout17``, ``answer_kernel_*``,
``answer_questions*``, ``answer_unanswerable_*``), which were read only for
that purpose (answers were also grepped against them, and against the text
around each new fact); the seventeenth set's builder
(``build_answers_pg17.py``) was read as the template for format and rules.
Nothing of the answer code, of its search or answer output, of the
appliance's documentation or tests, or of the benchmark results was opened
while writing it; no git command was run; the questions were not run
through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries the
asked-for fact, copied as the page writes it; ``relevant`` lists every page
that states the fact with that phrase, best first, leaving out index pages,
release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg18.py > answer_pg_heldout18.jsonl
    python3 validate_answers.py answer_pg_heldout18.jsonl  # with a Python that has the appliance installed

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
    ("pg18-backslash-quote",
     "an old data-entry program writes quotes inside strings as \\' and the server rejects its INSERTs; which setting decides whether a quote mark may be written that way in a string literal?",
     "backslash_quote",
     ["runtime-config-compatible.html", "sql-syntax-lexical.html"], "setting"),
    ("pg18-log-file-mode",
     "the log shipper on the database host runs in the postgres group but can't read the files the logging collector writes; which parameter sets the permissions of those log files?",
     "log_file_mode",
     ["runtime-config-logging.html"], "setting"),
    ("pg18-promote-trigger-file",
     "our old failover script can't run pg_ctl on the standby, it can only create a file there; which parameter names a file whose appearance ends recovery?",
     "promote_trigger_file",
     ["runtime-config-replication.html", "warm-standby-failover.html", "warm-standby.html"], "setting"),
    ("pg18-log-statement-stats",
     "for a quick profile of the nightly import I'd like getrusage-style resource figures for every statement written to the server log; which parameter turns on those per-statement statistics?",
     "log_statement_stats",
     ["runtime-config-statistics.html"], "setting"),
    ("pg18-track-counts-pg-dump",
     "the nightly pg_dump makes every table in pg_stat_user_tables look busy, which spoils our report of tables nobody reads; which parameter can the dump's session switch off so its activity isn't counted?",
     "track_counts",
     ["app-pgdump.html", "runtime-config-statistics.html", "monitoring-stats.html"], "setting"),
    ("pg18-local-preload-libraries",
     "we put a small debugging library into $libdir/plugins; which parameter lets ordinary users have it loaded at connection start, without a superuser touching shared_preload_libraries?",
     "local_preload_libraries",
     ["runtime-config-client.html"], "setting"),
    ("pg18-default-table-access-method",
     "we installed an extension that brings its own table access method and want every new CREATE TABLE to use it without writing USING each time; which parameter sets that?",
     "default_table_access_method",
     ["runtime-config-client.html", "sql-createtable.html", "sql-createtableas.html",
      "sql-creatematerializedview.html", "sql-selectinto.html"], "setting"),
    ("pg18-dynamic-library-path",
     "our in-house C functions live in /opt/lab/pglib, and CREATE FUNCTION ... AS 'calib' can't find calib.so unless I give the full path; which setting adds that directory to the search path for loadable modules?",
     "dynamic_library_path",
     ["runtime-config-client.html", "xfunc-c.html", "sql-load.html"], "setting"),
    ("pg18-recovery-end-command",
     "when a point-in-time restore on the test host finishes, a shell script should run once to clean up and tell the team; which parameter runs a command at the end of recovery?",
     "recovery_end_command",
     ["runtime-config-wal.html"], "setting"),
    ("pg18-hba-file",
     "our packaging keeps pg_hba.conf under /etc/postgresql rather than in the data directory; which parameter tells the server where that file is?",
     "hba_file",
     ["runtime-config-file-locations.html", "auth-pg-hba-conf.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg18-psql-drp",
     "on the publishing server, how do I list the logical replication publications from psql, and see which tables each one carries?",
     "\\dRp",
     ["app-psql.html", "logical-replication-row-filter.html", "logical-replication-col-lists.html"], "command"),
    ("pg18-explain-settings",
     "when I paste plans into tickets I want EXPLAIN to also print which planner-related parameters on the test server differ from their defaults; which EXPLAIN option adds that?",
     "SETTINGS",
     ["sql-explain.html"], "command"),
    ("pg18-pg-ls-tmpdir",
     "during a huge hash join the disk filled with temporary files; from SQL, how can I list the files in the temporary directory with their sizes?",
     "pg_ls_tmpdir",
     ["functions-admin.html"], "command"),
    ("pg18-pg-get-keywords",
     "a vendor schema has columns named window and analyse; which function lists the SQL keywords the server knows together with their category?",
     "pg_get_keywords",
     ["functions-info.html"], "command"),
    ("pg18-ts-debug",
     "searching our lab notes for 'C-14' finds nothing, and I want to see how the parser splits that text into tokens and which dictionary handles each one; which function shows that?",
     "ts_debug",
     ["textsearch-debugging.html"], "command"),
    ("pg18-vacuumdb-analyze-in-stages",
     "right after restoring a big dump I want usable planner statistics as fast as possible and better ones afterwards; which vacuumdb option analyzes in several passes with growing statistics targets?",
     "--analyze-in-stages",
     ["app-vacuumdb.html"], "command"),
    ("pg18-dump-on-conflict-do-nothing",
     "I'm reloading an INSERT-style dump into a table that already holds some of those rows, and the first duplicate key aborts it; which pg_dump option writes the inserts so conflicting rows are simply skipped?",
     "--on-conflict-do-nothing",
     ["app-pgdump.html", "app-pg-dumpall.html"], "command"),
    ("pg18-jsonb-populate-record",
     "each JSON document the balance sends has keys named like the columns of our weighings table; which function turns one such object into a row of that table's type?",
     "jsonb_populate_record",
     ["functions-json.html"], "command"),
    ("pg18-phraseto-tsquery",
     "a search for 'thermal drift correction' should only match notes where those words stand next to each other in that order; which function turns the plain text into such a phrase query?",
     "phraseto_tsquery",
     ["textsearch-controls.html", "functions-textsearch.html"], "command"),
    ("pg18-pg-stat-file",
     "from a SQL session, how do I get the size and last modification time of a file in the data directory, say postgresql.auto.conf?",
     "pg_stat_file",
     ["functions-admin.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg18-parallel-setup-cost",
     "what cost does the planner charge by default for launching parallel worker processes?",
     "The default is 1000",
     ["runtime-config-query.html"], "value"),
    ("pg18-multixact-freeze-min-age",
     "at what multixact age does VACUUM start replacing multixact IDs while scanning a table, if nobody has changed the setting?",
     "5 million multixacts",
     ["runtime-config-client.html"], "value"),
    ("pg18-gen-random-bytes",
     "we generate calibration nonces with pgcrypto's gen_random_bytes; how many bytes can it return in a single call?",
     "At most 1024 bytes",
     ["pgcrypto.html"], "value"),
    ("pg18-date-earliest",
     "we're importing digitised archive records with very old dates; what is the earliest value the date type can hold?",
     "4713 BC",
     ["datatype-datetime.html"], "value"),
    ("pg18-positions-per-lexeme",
     "in a long lab protocol the word 'sample' occurs thousands of times; how many positions per lexeme does a tsvector keep?",
     "256 positions per lexeme",
     ["textsearch-limitations.html"], "value"),
    ("pg18-fdw-startup-cost",
     "postgres_fdw adds a fixed startup cost to every foreign scan on the archive server; what is fdw_startup_cost by default?",
     "The default value is 100",
     ["postgres-fdw.html"], "value"),
    ("pg18-syslog-ident",
     "with log_destination set to syslog, under which program name do the server's messages show up by default?",
     "The default is postgres",
     ["runtime-config-logging.html"], "value"),
    ("pg18-log-directory",
     "with the logging collector on and log_directory left alone, where do the log files end up?",
     "The default is log",
     ["runtime-config-logging.html"], "value"),
    ("pg18-prepared-gid-length",
     "our transaction manager builds long global IDs for PREPARE TRANSACTION; how long may that transaction identifier be?",
     "less than 200 bytes long",
     ["sql-prepare-transaction.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg18-large-objects-not-replicated",
     "the subscriber gets every row of our images table, but the large objects the oid column points to are missing over there; why?",
     "are not replicated",
     ["logical-replication-restrictions.html"], "reason"),
    ("pg18-replace-view-same-columns",
     "CREATE OR REPLACE VIEW fails when I remove a column from the middle of the sample_summary view, yet adding one at the end works; why?",
     "must generate the same columns that were generated by the existing view query",
     ["sql-createview.html"], "reason"),
    ("pg18-union-eliminates-duplicates",
     "I combine the readings of two instruments, which can't overlap, with UNION, and it's much slower than either query alone and even sorts; why?",
     "eliminates duplicate rows from its result",
     ["queries-union.html"], "reason"),
    ("pg18-notify-after-commit",
     "a trigger sends NOTIFY as each row is inserted, but the listener hears nothing until the whole import transaction has finished; why?",
     "not delivered until and unless the transaction is committed",
     ["sql-notify.html"], "reason"),
    ("pg18-pgss-parameter-symbol",
     "in pg_stat_statements our queries show $1 and $2 where the code used literal sample IDs; why?",
     "replaced by a parameter symbol",
     ["pgstatstatements.html"], "reason"),
    ("pg18-procedure-commit-through-select",
     "our cleanup procedure commits every thousand rows and works with CALL, but invoked from a SELECT of a wrapper function it fails with 'invalid transaction termination'; why?",
     "Transaction control is only possible in CALL or DO invocations",
     ["plpgsql-transactions.html"], "reason"),
    ("pg18-output-name-in-where",
     "I wrote SELECT temp_c * 1.8 + 32 AS temp_f ... WHERE temp_f > 100 and it says the column doesn't exist; why can't I use the alias there?",
     "but not in the WHERE or HAVING clauses",
     ["sql-select.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg18-copy-force-null",
     "the CSV from the plate reader writes missing values as \"\" and COPY loads them as empty strings; how do I get NULL for those quoted empty fields in certain columns?",
     "FORCE_NULL",
     ["sql-copy.html"], "procedure"),
    ("pg18-revoke-create-on-public",
     "our cluster was upgraded from PostgreSQL 13 and every user can still create tables in schema public; how do I take that privilege away from everyone?",
     "REVOKE CREATE ON SCHEMA public FROM PUBLIC",
     ["ddl-schemas.html"], "procedure"),
    ("pg18-add-column-if-not-exists",
     "our migration script adds a notes column to the runs table, but it may already exist on some lab servers; how do I write the ALTER TABLE so it doesn't fail in that case?",
     "IF NOT EXISTS",
     ["sql-altertable.html"], "procedure"),
    ("pg18-set-role",
     "I log in as myself but want to run a few statements with the privileges of the lab_admin group role I'm a member of; how do I switch for a while?",
     "SET ROLE",
     ["sql-set-role.html", "role-membership.html"], "procedure"),
    ("pg18-basebackup-tablespace-mapping",
     "I'm taking a plain-format base backup onto the test box, where the tablespace path /mnt/ssd doesn't exist; how do I make pg_basebackup put that tablespace somewhere else?",
     "--tablespace-mapping",
     ["app-pgbasebackup.html"], "procedure"),
    ("pg18-statement-level-trigger",
     "our audit trigger runs once for each of the 50,000 rows in a bulk UPDATE; how do I make it fire just once per statement instead?",
     "FOR EACH STATEMENT",
     ["sql-createtrigger.html", "plpgsql-trigger.html"], "procedure"),
    ("pg18-with-grant-option",
     "the group leader should be able to hand SELECT on the results table on to her own students without asking me; how do I grant it so she can pass it on?",
     "WITH GRANT OPTION",
     ["sql-grant.html", "ddl-priv.html"], "procedure"),
    ("pg18-pgbench-custom-script",
     "I want pgbench to run our own transaction, a small SQL file with an INSERT into readings, instead of the built-in TPC-B-like one; which option takes that script?",
     "--file",
     ["pgbench.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg18-acronym-mvcc",
     "the concurrency chapter keeps saying MVCC; what does it stand for?",
     "Multi-Version Concurrency Control",
     ["acronyms.html", "glossary.html"], "definition"),
    ("pg18-acronym-xid",
     "pg_stat_activity has a backend_xid column; what does XID stand for?",
     "Transaction Identifier",
     ["acronyms.html", "monitoring-stats.html", "datatype-oid.html"], "definition"),
    ("pg18-what-foreign-server",
     "setting up postgres_fdw I had to CREATE SERVER for the archive host; in PostgreSQL's terms, what is a foreign server?",
     "named collection of foreign tables",
     ["glossary.html"], "definition"),
    ("pg18-what-atomicity",
     "the docs say transactions are atomic; what does atomicity mean for a transaction?",
     "either all its operations complete as a single unit or none do",
     ["glossary.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

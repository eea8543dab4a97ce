"""Twenty-sixth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout26.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, stripped of tags by a small
script and searched with grep and sed), as an engineer at a lab bench would
type or say them -- mostly a situation in everyday words, some in the
manual's own terms, a fair number mentioning the asker's own tables, hosts,
files and tools -- spread over logging the statements inside functions with
auto_explain, committing the remote transactions of postgres_fdw in
parallel, hiding the table access method in psql, perf support for
JIT-compiled code, a backend's forced write-out of dirty data, telling an
assertion-enabled build, carrying on recovery past invalid page references,
switching off hashed aggregation, the server version as an integer, debug
output of recovery for hot standby; rewriting a tsquery at query time,
skipping the data of tables whose creation failed in pg_restore, the valid
subscripts of an array, splitting a qualified identifier, libpq pipeline
mode, checking text for well-formed XML, the foreign keys between the system
catalogs, resetting the cluster-wide statistics counters, the n'th value of
a window frame, a readable type name from a type OID and typmod; the
relpersistence code u, the rule event type 1, the foreign key match type s,
the number of databases per cluster, the SQLSTATE of too many connections,
the largest declarable numeric precision, the protocol version number of the
startup message, the out-of-line values per table, the time literal
allballs; a generated column built on another generated column, concurrent
index builds on a partitioned table, a NOT NULL domain column that reads as
null, the configuration name in a full-text index expression, a foreign key
to a deferrable unique constraint, type input and output functions in
PL/Tcl, the speed of citext; including files in ECPG programs, transition
tables of statement-level triggers, repeating the configure options of an
installation, reserving shared memory from an extension, building everything
including the documentation, tagging the version string of a build,
receiving notifications in a libpq client, the progress of a running base
backup; and terms (cast, foreign data wrapper, attribute, MSVC). The most
famous facts were avoided, and so was every answer and every question topic
of the earlier answer sets (``answer_pg_tune``, ``answer_pg_heldout`` to
``answer_pg_heldout25``, ``answer_kernel_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose (answers,
question words and the pages named in ``relevant`` were also grepped against
them, and each new answer against the text of every page); the twenty-fifth
set's builder (``build_answers_pg25.py``) was read as the template for
format and rules. Nothing of the answer code, of its search or answer
output, of the appliance's documentation or tests, or of the benchmark
results was opened while writing it; no git command was used (one stray
``git status`` in this folder printed nothing); the questions were not run
through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries the
asked-for fact, copied as the page writes it; ``relevant`` lists every page
that states the fact with that phrase, best first, leaving out index pages,
release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg26.py > answer_pg_heldout26.jsonl
    python3 validate_answers.py answer_pg_heldout26.jsonl  # with a Python that has the appliance installed

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
    ("pg26-auto-explain-nested-statements",
     "auto_explain logs the plan of CALL nightly_rollup() on db01, but not the slow queries that run inside the PL/pgSQL functions it calls; which auto_explain setting makes it consider those nested statements too?",
     "auto_explain.log_nested_statements",
     ["auto-explain.html"], "setting"),
    ("pg26-fdw-parallel-commit",
     "one local transaction writes to foreign tables on three archive hosts through postgres_fdw, and at COMMIT it waits for each remote commit in turn; which server option lets postgres_fdw commit those remote transactions in parallel?",
     "parallel_commit",
     ["postgres-fdw.html"], "setting"),
    ("pg26-psql-hide-tableam",
     "the expected output of our extension's regression tests differs between the build machines because \\d+ prints an 'Access method: heap' line; which psql variable hides a table's access method details?",
     "HIDE_TABLEAM",
     ["app-psql.html"], "setting"),
    ("pg26-jit-profiling-support",
     "perf top on db02 shows the JIT-compiled query code only as anonymous addresses; which setting makes the server emit the data perf needs to profile the functions generated by JIT?",
     "jit_profiling_support",
     ["runtime-config-developer.html"], "setting"),
    ("pg26-backend-flush-after",
     "the big ETL sessions on the loader box pile up gigabytes of dirty page cache before the kernel writes anything, and then every query stalls; which setting makes a backend ask the OS to write out its data once it has written more than a given amount?",
     "backend_flush_after",
     ["runtime-config-resource.html"], "setting"),
    ("pg26-debug-assertions",
     "a colleague installed the server on the benchmark VM from his own build, and before we measure anything I want to know whether it was compiled with --enable-cassert; which read-only parameter tells me?",
     "debug_assertions",
     ["runtime-config-preset.html"], "setting"),
    ("pg26-ignore-invalid-pages",
     "recovery of the restored backup on the test box stops with a PANIC about WAL records that reference invalid pages; which developer setting lets recovery carry on with only a warning, so I can at least get at the data?",
     "ignore_invalid_pages",
     ["runtime-config-developer.html"], "setting"),
    ("pg26-enable-hashagg",
     "for the monthly readings report I want to compare the sort-based GROUP BY plan with the hashed one in EXPLAIN; which planner setting turns off hashed aggregation plans?",
     "enable_hashagg",
     ["runtime-config-query.html"], "setting"),
    ("pg26-server-version-num",
     "our migration script has to branch on the server version, and parsing the text of version() is fragile; which parameter reports the version as a plain integer, like 150004?",
     "server_version_num",
     ["runtime-config-preset.html", "functions-info.html", "app-psql.html"], "setting"),
    ("pg26-trace-recovery-messages",
     "I'm debugging hot standby on the test replica and want the recovery-related debug messages in its log, without turning log_min_messages down to DEBUG for everything; which setting does that?",
     "trace_recovery_messages",
     ["runtime-config-developer.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg26-ts-rewrite",
     "searches of our lab notes for 'PCR' should also match 'polymerase chain reaction', and I'd like to change such substitutions on the fly without reindexing; which function replaces a target subquery in a tsquery with a substitute?",
     "ts_rewrite",
     ["textsearch-features.html", "functions-textsearch.html"], "command"),
    ("pg26-restore-no-data-for-failed-tables",
     "I'm restoring a custom-format dump into a database where some of the tables already exist, and pg_restore loads their rows a second time; which option skips the data of tables whose CREATE command failed?",
     "--no-data-for-failed-tables",
     ["app-pgrestore.html"], "command"),
    ("pg26-generate-subscripts",
     "the calibration arrays in our coeffs column don't all start at index 1; which set-returning function gives me the valid subscripts of one dimension of an array?",
     "generate_subscripts",
     ["functions-srf.html"], "command"),
    ("pg26-parse-ident",
     "our admin tool reads table names like lab.\"Sample Runs\" as text from a config file; which function splits such a qualified name into its parts and removes the quoting?",
     "parse_ident",
     ["functions-string.html"], "command"),
    ("pg26-pq-enter-pipeline-mode",
     "the C logger sends thousands of small inserts over the slow link to db01 and waits for every round trip; which libpq function switches the connection into pipeline mode, so it can send queries without waiting for each result?",
     "PQenterPipelineMode",
     ["libpq-pipeline-mode.html"], "command"),
    ("pg26-xml-is-well-formed",
     "the instrument writes its settings as XML text into the raw_config column, and some of the files are truncated; which function tells me, row by row and without raising an error, whether a text value is well-formed XML?",
     "xml_is_well_formed",
     ["functions-xml.html", "xml2.html"], "command"),
    ("pg26-catalog-foreign-keys",
     "our schema-diagram tool should also draw the links between the system catalogs; which function returns the foreign key relationships that exist within the catalogs?",
     "pg_get_catalog_foreign_keys",
     ["functions-info.html"], "command"),
    ("pg26-stat-reset-shared",
     "before the benchmark run on db02 I want to zero the counters shown in pg_stat_bgwriter, not the per-table statistics; which function resets those cluster-wide counters?",
     "pg_stat_reset_shared",
     ["monitoring-stats.html"], "command"),
    ("pg26-nth-value",
     "next to every row of the readings table I want the third measurement of the same run, ordered by time; which window function returns the value at the n'th row of the window frame?",
     "nth_value",
     ["functions-window.html"], "command"),
    ("pg26-format-type",
     "my column report reads pg_attribute and gets atttypid 1700 with atttypmod 655366; which function turns that pair into a readable type name like numeric(10,2)?",
     "format_type",
     ["functions-info.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg26-relpersistence-u",
     "an inventory script reading pg_class finds relpersistence = 'u' for the staging_readings table; what does u mean there?",
     "u = unlogged table/sequence",
     ["catalog-pg-class.html"], "value"),
    ("pg26-rewrite-ev-type-1",
     "pg_rewrite has a row with ev_type '1' for each of our reporting views; which event type is 1?",
     "1 = SELECT",
     ["catalog-pg-rewrite.html"], "value"),
    ("pg26-confmatchtype-s",
     "the foreign key checker reads pg_constraint and sees confmatchtype = 's' for samples_run_id_fkey; which match type is that?",
     "s = simple",
     ["catalog-pg-constraint.html"], "value"),
    ("pg26-max-databases",
     "the course setup script creates one database per student per semester on the teaching cluster; how many databases can a single cluster hold at most?",
     "4,294,950,911",
     ["limits.html"], "value"),
    ("pg26-sqlstate-too-many-connections",
     "our connection-retry wrapper should back off only when the server turns a login away because all connection slots are taken; which SQLSTATE code does that error carry?",
     "53300",
     ["errcodes-appendix.html"], "value"),
    ("pg26-numeric-max-precision",
     "a schema generator emits numeric(1200,10) for some columns and CREATE TABLE refuses it; what is the largest precision I can declare for a numeric column?",
     "explicitly specified in a numeric type declaration is 1000",
     ["datatype-numeric.html"], "value"),
    ("pg26-startup-protocol-version",
     "I'm writing the StartupMessage in our data logger's minimal wire-protocol client; which Int32 protocol version number does it send for protocol 3.0?",
     "196608",
     ["protocol-message-formats.html"], "value"),
    ("pg26-toast-values-per-table",
     "the raw_waveforms table stores billions of large bytea values that all end up in TOAST; how many out-of-line values can one table hold in theory?",
     "theoretical maximum of 2^32 out-of-line values",
     ["limits.html"], "value"),
    ("pg26-allballs",
     "an old import script writes the literal 'allballs' into a time column; which time of day does that stand for?",
     "00:00:00.00 UTC",
     ["datatype-datetime.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg26-generated-on-generated",
     "CREATE TABLE fails because total_mass is GENERATED ALWAYS AS (net_mass + tare_mass) STORED and net_mass is itself a generated column; why isn't that allowed?",
     "A generation expression cannot reference another generated column",
     ["ddl-generated-columns.html"], "reason"),
    ("pg26-cic-partitioned",
     "CREATE INDEX CONCURRENTLY on the partitioned readings table is refused, although it works on each monthly partition by itself; why?",
     "Concurrent builds for indexes on partitioned tables are currently not supported",
     ["sql-createindex.html"], "reason"),
    ("pg26-domain-not-null-reads-null",
     "our domain sample_code is declared NOT NULL, yet a LEFT JOIN returns rows where the sample_code column is null; how can a column of that domain be null?",
     "read as null despite there being such a constraint",
     ["sql-createdomain.html"], "reason"),
    ("pg26-fts-index-config-name",
     "the full-text index on to_tsvector(body) is rejected, while the one on to_tsvector('english', body) is created fine; why must the index expression name a configuration?",
     "the index contents must be unaffected by default_text_search_config",
     ["textsearch-tables.html"], "reason"),
    ("pg26-fk-deferrable-unique",
     "ALTER TABLE samples ADD FOREIGN KEY (batch_code) REFERENCES batches (code) fails, although batches has a UNIQUE constraint on code that is declared DEFERRABLE; why?",
     "non-deferrable unique or primary key constraint",
     ["sql-createtable.html"], "reason"),
    ("pg26-pltcl-type-io",
     "I wanted to write the input and output functions of our new spectrum data type in PL/Tcl, but it doesn't work; why not?",
     "Tcl functions cannot be used to create input/output functions for new data types",
     ["pltcl-overview.html"], "reason"),
    ("pg26-citext-slower",
     "we switched the email column of the users table to citext, and lookups got a little slower than with plain text; why is citext less efficient?",
     "must make copies of the data and convert it to lower case",
     ["citext.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg26-ecpg-include",
     "several of our ECPG programs share a header with host-variable declarations and EXEC SQL statements, and a plain #include leaves them unprocessed; how do I include the file so the preprocessor handles it?",
     "EXEC SQL INCLUDE",
     ["ecpg-preproc.html"], "procedure"),
    ("pg26-transition-table",
     "the audit trigger on samples should see all rows loaded by one COPY together, in a single statement-level call; what do I add to CREATE TRIGGER to get them as a table?",
     "REFERENCING NEW TABLE",
     ["sql-createtrigger.html", "plpgsql-trigger.html"], "procedure"),
    ("pg26-repeat-configure-options",
     "I want to build a patched server on the test box with exactly the configure options of the installed one; what command reproduces that build configuration?",
     "eval ./configure `pg_config --configure`",
     ["app-pgconfig.html"], "procedure"),
    ("pg26-shmem-request-hook",
     "our preloaded extension needs a chunk of shared memory for its counters on PostgreSQL 15; from which hook must it call RequestAddinShmemSpace?",
     "shmem_request_hook",
     ["xfunc-c.html"], "procedure"),
    ("pg26-make-world",
     "building from source on the build box, I want the server, the contrib modules and the HTML and man documentation in one go; what do I type instead of plain make?",
     "make world",
     ["install-procedure.html"], "procedure"),
    ("pg26-with-extra-version",
     "our patched build should show a tag like -lab3 after the version number, so nobody mistakes it for a stock server; which configure option adds that?",
     "--with-extra-version",
     ["install-procedure.html"], "procedure"),
    ("pg26-pqnotifies",
     "our C sample tracker issues LISTEN new_sample on its libpq connection; how does it then pick up the notifications that arrive?",
     "PQnotifies",
     ["libpq-notify.html", "sql-listen.html", "libpq-async.html"], "procedure"),
    ("pg26-basebackup-progress",
     "a pg_basebackup of db01, started by someone else's cron job, has been running for hours; where on the server can I see how far it has got?",
     "pg_stat_progress_basebackup",
     ["progress-reporting.html", "app-pgbasebackup.html", "monitoring-stats.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg26-what-cast",
     "the glossary has an entry for cast, and the new student asks what that is; what is a cast in PostgreSQL's terms?",
     "A conversion of a datum from its current data type to another data type",
     ["glossary.html"], "definition"),
    ("pg26-what-foreign-data-wrapper",
     "before we set up postgres_fdw the admin wants a one-line definition of a foreign data wrapper; how does the glossary put it?",
     "A means of representing data that is not contained in the local database",
     ["glossary.html"], "definition"),
    ("pg26-what-attribute",
     "the catalog docs keep talking about the attributes of a relation; what is an attribute in the glossary's terms?",
     "An element with a certain name and data type found within a tuple",
     ["glossary.html"], "definition"),
    ("pg26-acronym-msvc",
     "the notes for building the client tools on the Windows measurement PC mention MSVC; what does MSVC stand for?",
     "Microsoft Visual C",
     ["acronyms.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

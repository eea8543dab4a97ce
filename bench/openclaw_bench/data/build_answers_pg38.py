"""Thirty-eighth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout38.jsonl`` (72 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, stripped of tags by a small
script and searched with grep and a phrase-finding script), as an engineer
at a lab bench would type or say them -- mostly a situation in everyday
words, some in the manual's own terms, a fair number mentioning the asker's
own tables, hosts, files, users and tools, among them third-party and
proprietary tools and products used around PostgreSQL (Grafana, a LIMS, an
internal CA, an NFS share, Ansible, a Kafka-style staging table, a SAN link,
a Python ETL job), named in the situation while the question asks what the
documentation does answer. Its facts come only from pages whose file name
starts with a letter from m to z (the other author of this round took a to
l) -- spread over the word-similarity threshold of pg_trgm, the WAL cleanup
command of a standby, the ICU locale of a new database, importing generation
expressions through postgres_fdw, sampling of slow statements, the
difference function of a range type, a named recovery target, WAL debugging
output, Parallel Append, JIT of expressions, insert-driven autovacuum, the
server key file, the main configuration file, the hash memory multiplier,
the explicit sort steps of the planner; hash partitioning and the random
seed of pgbench, following WAL with pg_waldump, hash-index statistics, heap
attributes and the BRIN range map in pageinspect, the serial number of a
client certificate, dropping a schema from a publication, column
compression, chaining SPI commits, the timeline history command of the
replication protocol, a FATAL from PL/Python, reformatting catalog data
files, a cursor over a prepared plan in PL/Perl, renaming an attribute of a
composite type; the number of index keys, the bits of the visibility map,
the SQLSTATE of a deadlock, the size of a line pointer, the strict
word-similarity default, the MAX_RATE range, the Python type of numeric, a
phase of CREATE INDEX CONCURRENTLY, the highest zstd level, the bytes of the
free space map, the WAL_LOG strategy, the SPI code of an INSERT, the prefix
of protocol options; the non-blocking predicate locks, the stack-depth
safety margin, recovery after an immediate shutdown, the GD array of PL/Tcl,
the finalize step of a parallel aggregate, resetting an unlogged table, the
pace of restartpoints, a new base backup after a bulk load, the default
TOAST tuple target, the unpredictable sample of SYSTEM_TIME, the writeback
of the background writer; upgrading standbys with rsync, inserting missing
rows with MERGE, transaction control in SPI, the schema in a PL/Tcl trigger,
trigger arguments in PL/Python, foreign keys in pgbench, generic plans for
SPI cursors, catching SPI errors in PL/Python, OID macros and array types in
catalog data, the extra regression tests, the column names of a PL/Python
result; and what pg_database_owner, a restartpoint, a serialization anomaly,
replication origins, the table access method interface and pg_serial are --
none an answer or question topic of an earlier set, and some from pages the
earlier sets named for different facts. The thirty-sixth set's builder
(``build_answers_pg36.py``) was read as the template for format and rules;
the thirty-seventh set (``build_answers_pg37.py``), written at the same time
by another author, was not seen. Nothing of the answer code, of its search
or answer output, of the appliance's documentation or tests, or of the
benchmark results was opened while writing it; no git command was used for
it; the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages, release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg38.py > answer_pg_heldout38.jsonl
    python3 validate_answers.py answer_pg_heldout38.jsonl  # with a Python that has the appliance installed

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
    ("pg38-word-similarity-threshold",
     "the part-number search in our LIMS uses pg_trgm's <% operator and returns far too many loose matches; which setting raises the threshold that operator uses?",
     "pg_trgm.word_similarity_threshold",
     ["pgtrgm.html"], "setting"),
    ("pg38-archive-cleanup-command",
     "the warm standby at the remote site keeps every archived WAL file forever and the NFS share is filling up; which recovery setting runs a shell command at every restartpoint to prune files no longer needed?",
     "archive_cleanup_command",
     ["runtime-config-wal.html", "pgarchivecleanup.html", "warm-standby.html"], "setting"),
    ("pg38-icu-locale",
     "I'm creating the database lims_de with the ICU locale provider so sorting follows German ICU rules; which CREATE DATABASE option names the ICU locale?",
     "ICU_LOCALE",
     ["sql-createdatabase.html"], "setting"),
    ("pg38-import-generated",
     "IMPORT FOREIGN SCHEMA from the legacy lab server copies the generation expressions of its generated columns and our inserts through the foreign tables break; which postgres_fdw option controls whether those expressions are imported?",
     "import_generated",
     ["postgres-fdw.html"], "setting"),
    ("pg38-log-statement-sample-rate",
     "Grafana shows thousands of statements a minute above log_min_duration_sample and the log volume is killing the disk; which setting decides what fraction of those statements actually gets logged?",
     "log_statement_sample_rate",
     ["runtime-config-logging.html"], "setting"),
    ("pg38-range-subtype-diff",
     "we defined our own range type over float8 for wavelength bands and GiST indexes on it are slow; which CREATE TYPE option supplies the function giving the difference of two subtype values?",
     "subtype_diff",
     ["rangetypes.html", "sql-createtype.html"], "setting"),
    ("pg38-recovery-target-name",
     "before the risky migration on db03 we created a named restore point called pre_migration; which recovery setting makes point-in-time recovery stop at that named point?",
     "recovery_target_name",
     ["runtime-config-wal.html"], "setting"),
    ("pg38-wal-debug",
     "on our hand-compiled debug server I'd like WAL-related debugging output in the log; which developer setting emits that?",
     "wal_debug",
     ["runtime-config-developer.html", "wal-configuration.html"], "setting"),
    ("pg38-enable-parallel-append",
     "the planner keeps choosing Parallel Append for queries on the partitioned readings table and I want to compare timings without it; which setting turns that plan type off?",
     "enable_parallel_append",
     ["runtime-config-query.html", "parallel-plans.html"], "setting"),
    ("pg38-jit-expressions",
     "to narrow down a crash in JIT-compiled code on the test host I want JIT kept on but expression compilation off; which developer setting?",
     "jit_expressions",
     ["runtime-config-developer.html"], "setting"),
    ("pg38-autovacuum-insert-scale-factor",
     "our append-only instrument_events table only gets vacuumed when it's huge; which setting gives the fraction of the table size that inserted rows must exceed to trigger a vacuum?",
     "autovacuum_vacuum_insert_scale_factor",
     ["runtime-config-autovacuum.html", "routine-vacuuming.html", "sql-createtable.html"], "setting"),
    ("pg38-ssl-key-file",
     "the new certificate from our internal CA came with its private key in /etc/ssl/private/db07.key; which server setting points PostgreSQL at that key?",
     "ssl_key_file",
     ["runtime-config-connection.html", "ssl-tcp.html"], "setting"),
    ("pg38-config-file",
     "our Ansible role keeps postgresql.conf outside the data directory; which parameter tells the server where its main configuration file is?",
     "config_file",
     ["runtime-config-file-locations.html"], "setting"),
    ("pg38-hash-mem-multiplier",
     "hash joins in the nightly Python ETL job keep spilling to disk while sorts are fine, and I don't want to raise work_mem for everything; which setting lets hash-based operations use a multiple of work_mem?",
     "hash_mem_multiplier",
     ["runtime-config-resource.html"], "setting"),
    ("pg38-enable-sort",
     "I want to see whether the planner can get the readings report ordered without an explicit Sort node, by discouraging those steps for one session; which planner setting?",
     "enable_sort",
     ["runtime-config-query.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg38-pgbench-partition-method",
     "for the partitioning test I want pgbench -i to split pgbench_accounts by hash instead of by range; which option selects that?",
     "--partition-method",
     ["pgbench.html"], "command"),
    ("pg38-pgbench-random-seed",
     "two pgbench runs on db01 and db02 should draw the same random account ids so we can compare them; which option fixes the random generator seed?",
     "--random-seed",
     ["pgbench.html"], "command"),
    ("pg38-waldump-follow",
     "I want pg_waldump to keep running at the end of the WAL and print new records as they appear, like tail -f; which option?",
     "--follow",
     ["pgwaldump.html"], "command"),
    ("pg38-pgstathashindex",
     "which pgstattuple function shows the bucket, overflow and free pages of the hash index on samples(barcode)?",
     "pgstathashindex",
     ["pgstattuple.html"], "command"),
    ("pg38-heap-page-item-attrs",
     "with pageinspect I want the tuples of block 0 of specimens together with their column values split out as bytea; which function returns that?",
     "heap_page_item_attrs",
     ["pageinspect.html"], "command"),
    ("pg38-brin-revmap-data",
     "the BRIN index on sensor_log(ts) seems to skip ranges; which pageinspect function lists the tuple ids in its range map page?",
     "brin_revmap_data",
     ["pageinspect.html"], "command"),
    ("pg38-ssl-client-serial",
     "our audit trigger should record the serial number of the client certificate the lab robot connected with; which sslinfo function returns it?",
     "ssl_client_serial",
     ["sslinfo.html"], "command"),
    ("pg38-publication-drop-tables-in-schema",
     "the publication lims_pub should stop publishing every table in the staging schema; which ALTER PUBLICATION form removes the schema?",
     "DROP TABLES IN SCHEMA",
     ["sql-alterpublication.html"], "command"),
    ("pg38-set-compression",
     "new values in the spectra.raw column should be compressed with lz4 from now on; which ALTER TABLE ... ALTER COLUMN action sets that?",
     "SET COMPRESSION",
     ["sql-altertable.html", "sql-altermaterializedview.html"], "command"),
    ("pg38-spi-commit-and-chain",
     "my C procedure commits through SPI every 10000 rows and the next transaction should start at once with the same characteristics; which SPI function does that?",
     "SPI_commit_and_chain",
     ["spi-spi-commit.html"], "command"),
    ("pg38-timeline-history",
     "our homegrown WAL shipper speaks the replication protocol; which command asks the server for the history file of a timeline?",
     "TIMELINE_HISTORY",
     ["protocol-replication.html"], "command"),
    ("pg38-plpy-fatal",
     "from a PL/Python function I want to raise an error at FATAL level, ending the session; which plpy function?",
     "plpy.fatal",
     ["plpython-util.html"], "command"),
    ("pg38-reformat-dat-files",
     "after hand-editing pg_proc.dat for our patch, which make target rewrites the catalog .dat files into the standard layout?",
     "reformat-dat-files",
     ["system-catalog-initial-data.html"], "command"),
    ("pg38-plperl-spi-query-prepared",
     "in PL/Perl I prepared a plan with spi_prepare and now want to walk its rows one at a time with spi_fetchrow rather than load them all; which function opens that cursor?",
     "spi_query_prepared",
     ["plperl-builtins.html"], "command"),
    ("pg38-rename-attribute",
     "the composite type reading_t has a field called val that should be named value; which ALTER TYPE form renames it?",
     "RENAME ATTRIBUTE",
     ["sql-altertype.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg38-max-index-keys",
     "how many columns can one index have at most on a default build, according to the preset option max_index_keys?",
     "32 keys",
     ["runtime-config-preset.html"], "value"),
    ("pg38-vm-bits",
     "how much does the visibility map store for each heap page of our big readings table?",
     "two bits per heap page",
     ["storage-vm.html"], "value"),
    ("pg38-deadlock-sqlstate",
     "our Go client retries transactions on serialization failures; which SQLSTATE does a deadlock failure have, that it might retry as well?",
     "40P01",
     ["mvcc-serialization-failure-handling.html"], "value"),
    ("pg38-item-id-size",
     "when estimating how many rows fit on a page, how big is each item identifier in the array at the start of the page?",
     "4 bytes per item",
     ["storage-page-layout.html"], "value"),
    ("pg38-strict-word-similarity-default",
     "what is the default of pg_trgm.strict_word_similarity_threshold, used by the <<% operator?",
     "default is 0.5",
     ["pgtrgm.html"], "value"),
    ("pg38-base-backup-max-rate",
     "our backup tool throttles BASE_BACKUP with MAX_RATE over the SAN link; what range of values does the server accept for it?",
     "32 kB through 1 GB",
     ["protocol-replication.html"], "value"),
    ("pg38-plpython-numeric",
     "a PL/Python function receives a numeric column from our invoices table; which Python type is used for it when cdecimal isn't installed?",
     "decimal.Decimal",
     ["plpython-data.html"], "value"),
    ("pg38-cic-phase-old-snapshots",
     "pg_stat_progress_create_index for our CREATE INDEX CONCURRENTLY shows a phase waiting for transactions that might still see the table after the build; what is that phase called?",
     "waiting for old snapshots",
     ["progress-reporting.html"], "value"),
    ("pg38-zstd-max-level",
     "for BASE_BACKUP with zstd compression, what is the highest compression level zstd usually allows?",
     "usually 22",
     ["protocol-replication.html"], "value"),
    ("pg38-fsm-byte-per-page",
     "how much space does the free space map use at its bottom level for each heap page?",
     "one byte to represent each such page",
     ["storage-fsm.html"], "value"),
    ("pg38-createdatabase-wal-log",
     "which CREATE DATABASE strategy copies the template block by block and writes each block to the WAL?",
     "WAL_LOG",
     ["sql-createdatabase.html"], "value"),
    ("pg38-spi-ok-insert",
     "SPI_execute of an INSERT in our C extension returns a positive code on success; which code is it?",
     "SPI_OK_INSERT",
     ["spi-spi-execute.html"], "value"),
    ("pg38-protocol-option-prefix",
     "our Rust driver wants to send its own protocol options in the startup packet; with what prefix do protocol options begin?",
     "_pq_.",
     ["protocol-message-formats.html", "protocol-flow.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg38-why-siread-no-deadlock",
     "pg_locks shows lots of SIReadLock entries for our serializable import job; why can't those locks cause a deadlock?",
     "do not cause any blocking",
     ["transaction-iso.html"], "reason"),
    ("pg38-why-stack-margin",
     "why should max_stack_depth be set a safety margin below the kernel's stack limit rather than equal to it?",
     "the stack depth is not checked in every routine",
     ["runtime-config-resource.html"], "reason"),
    ("pg38-why-immediate-shutdown-emergency",
     "our monitoring script sends SIGQUIT to the postmaster to stop it quickly; why is immediate shutdown recommended only in emergencies?",
     "will lead to recovery",
     ["server-shutdown.html"], "reason"),
    ("pg38-why-pltcl-gd",
     "why does PL/Tcl give each function its own global array GD instead of using plain Tcl globals?",
     "to help protect PL/Tcl functions from unintentionally interfering with each other",
     ["pltcl-global.html"], "reason"),
    ("pg38-why-finalize-aggregate",
     "EXPLAIN of our parallel GROUP BY shows a Partial Aggregate under Gather and a Finalize Aggregate above it; why is a second aggregate needed?",
     "the leader re-aggregates the results across all workers",
     ["parallel-plans.html"], "reason"),
    ("pg38-why-unlogged-init-fork",
     "after the crash of db05 our unlogged staging tables came back empty; what happens to an unlogged table at that point?",
     "the initialization fork is copied over the main fork",
     ["storage-init.html"], "reason"),
    ("pg38-why-restartpoints-less-often",
     "why doesn't our standby perform restartpoints more often than the primary performs checkpoints, even with a short checkpoint_timeout?",
     "restartpoints can only be performed at checkpoint records",
     ["wal-configuration.html"], "reason"),
    ("pg38-why-bulk-load-no-archiving",
     "why does the bulk-loading advice suggest turning off archiving and streaming while loading 500 GB of historic data?",
     "faster to take a new base backup after the load has completed",
     ["populate.html"], "reason"),
    ("pg38-why-toast-tuple-target-2040",
     "why is toast_tuple_target 2040 bytes by default with 8 kB blocks?",
     "allow at least 4 tuples per block",
     ["sql-createtable.html"], "reason"),
    ("pg38-why-system-time-sample-size",
     "TABLESAMPLE SYSTEM_TIME(500) on the events table returns a different number of rows each time; why?",
     "the size of the sample becomes hard to predict",
     ["tsm-system-time.html"], "reason"),
    ("pg38-why-bgwriter-flush-after",
     "why would the background writer ask the kernel to write its dirty data out early instead of leaving it in the page cache?",
     "reducing the likelihood of stalls",
     ["runtime-config-resource.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg38-upgrade-standby-rsync",
     "after pg_upgrade --link on the primary db01, how are the standbys upgraded quickly without a fresh base backup; what rsync command does the manual give?",
     "rsync --archive --delete --hard-links --size-only --no-inc-recursive",
     ["pgupgrade.html"], "procedure"),
    ("pg38-merge-when-not-matched",
     "nightly I MERGE the Kafka-style staging table into instruments; which clause inserts the source rows that have no matching target row?",
     "WHEN NOT MATCHED",
     ["sql-merge.html"], "procedure"),
    ("pg38-spi-nonatomic",
     "my C procedure calls SPI_commit and gets an immediate error; how must the SPI connection be opened to allow transaction control?",
     "SPI_OPT_NONATOMIC",
     ["spi-spi-connect.html"], "procedure"),
    ("pg38-pltcl-trigger-schema",
     "our PL/Tcl audit trigger is shared by tables in several schemas; which variable gives the schema of the table that fired it?",
     "$TG_table_schema",
     ["pltcl-trigger.html"], "procedure"),
    ("pg38-plpython-trigger-args",
     "CREATE TRIGGER passes 'sample' and 'v2' to our PL/Python trigger function; how does the function read those arguments?",
     'td["args"]',
     ["plpython-trigger.html"], "procedure"),
    ("pg38-pgbench-foreign-keys",
     "pgbench -i should also create foreign key constraints between the standard tables for our test; which option?",
     "--foreign-keys",
     ["pgbench.html"], "procedure"),
    ("pg38-spi-cursor-generic-plan",
     "my extension prepares a cursor with SPI_prepare_cursor and wants the planner to use a generic plan every time; which cursor option flag?",
     "CURSOR_OPT_GENERIC_PLAN",
     ["spi-spi-prepare-cursor.html", "spi-spi-prepare.html"], "procedure"),
    ("pg38-plpython-catch-spierror",
     "in PL/Python, how do I catch a failing plpy.execute so the function can log and carry on?",
     "plpy.SPIError",
     ["plpython-database.html", "plpython-subtransaction.html"], "procedure"),
    ("pg38-catalog-oid-symbol",
     "my patch adds a row to pg_proc.dat and C code needs a macro for its OID; which metadata key in the .dat entry creates that?",
     "oid_symbol",
     ["system-catalog-initial-data.html"], "procedure"),
    ("pg38-catalog-array-type-oid",
     "our patch adds a new built-in type in pg_type.dat; how do I have its array type created along with it?",
     "array_type_oid",
     ["system-catalog-initial-data.html"], "procedure"),
    ("pg38-regress-numeric-big",
     "how do I run the numeric_big regression test, which isn't run by default, on our build host?",
     "make check EXTRA_TESTS=numeric_big",
     ["regress-run.html"], "procedure"),
    ("pg38-plpython-colnames",
     "our PL/Python report function must print column headers for whatever query result plpy.execute returns; how do I get the column names?",
     "colnames()",
     ["plpython-database.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg38-what-pg-database-owner",
     "the predefined roles list pg_database_owner; what is that role?",
     "membership consists, implicitly, of the current database owner",
     ["predefined-roles.html"], "definition"),
    ("pg38-what-restartpoint",
     "the standby's log mentions a restartpoint; what is that?",
     "similar to checkpoints in normal operation",
     ["wal-configuration.html"], "definition"),
    ("pg38-what-serialization-anomaly",
     "the isolation-level table lists a serialization anomaly; what is that?",
     "inconsistent with all possible orderings of running those transactions one at a time",
     ["transaction-iso.html"], "definition"),
    ("pg38-what-replication-origins",
     "our logical replication tool creates replication origins; what are they meant for?",
     "make it easier to implement logical replication solutions",
     ["replication-origins.html"], "definition"),
    ("pg38-what-tableam",
     "what does the table access method interface chapter describe?",
     "the interface between the core PostgreSQL system and table access methods",
     ["tableam.html"], "definition"),
    ("pg38-what-pg-serial",
     "du on the data directory of db02 shows a pg_serial folder; what is it?",
     "information about committed serializable transactions",
     ["storage-file-layout.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

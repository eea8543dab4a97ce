"""Thirtieth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout30.jsonl`` (72 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, stripped of tags by a small
script and searched with grep and a phrase-finding script), as an engineer at
a lab bench would type or say them -- mostly a situation in everyday words,
some in the manual's own terms, a fair number mentioning the asker's own
tables, hosts, files, users and tools, among them third-party and
proprietary tools and products used around PostgreSQL (a Spring Boot
loader, Bacula, Metabase, Grafana, Debezium, SQLite, an Informix port, a
managed cloud instance, a vendor's C client, a wiki), named in the
situation while the question asks what the documentation does answer --
spread over partition-wise aggregation, the memory reserved for the query
text in pg_stat_activity, the locale for number formatting, deferring
cleanup of dead rows on a primary, overriding ANALYZE's distinct-value
estimate for one column, letting CREATEDB roles clone a database, a role
that bypasses row-level security, skipping the TOAST table in VACUUM, the
initial state of a user-defined aggregate, SSPI logins by UPN name, HTML
table attributes in psql, the log level of auto_explain's plans, user
mappings without a password in postgres_fdw, the file of trusted CA
certificates on the server, registering JIT code with GDB; weak input mode
of the isn module, keeping only some weights of a tsvector, storage
options as name/value rows, whether row-level security is active for a
table, the files of one replication slot, a property of one index column,
setting a parameter from inside a query, a large object made from a bytea
value, listing operators, domains and user mappings in psql, XPath values
as rows with xml2, the keys of an hstore, the common ancestor of two ltree
paths, becoming another user for the whole session; the prokind code w,
the castmethod code i, the collprovider code c, SQLSTATEs 25P02 and
55006, the password column of pg_user, the default timeout of pg_isready,
the default test length of pg_test_fsync, the per-transaction limit of
vacuumlo, the default initialization steps of pgbench and how often its
initialization reports progress, the deptype a of pg_shdepend, a zero
setdatabase in pg_db_role_setting; dropping the index behind a primary key
concurrently, revoking a privilege someone else granted, a domain used
inside an array column, dependencies inside function bodies, a null
last_value in pg_sequences, why pg_statistic is not public, global data of
PL/Tcl functions under different roles, a semicolon after BEGIN, the
command status of an INSTEAD rule, synchronous logical decoding with more
than one database, the fast-path interface of libpq; the statistics target
of an expression column of an index, multi-row INSERTs in a dump, dumping
roles without passwords, leaving one database out of pg_dumpall, retrying
serialization failures in pgbench, a partitioned pgbench_accounts, one
relation in pg_waldump, verifying a backup without its WAL, letting
pg_rewind fetch WAL from the archive, checking heap tuples against their
index entries, triggers that fire for replicated rows, the WAL segment
size of a new cluster; and terms (atomic datum, consistency, ESQL, DST,
initialization fork, checkpoint). The most famous facts were avoided, and
so was every answer and every question topic of the earlier answer sets
(``answer_pg_tune``, ``answer_pg_heldout`` to ``answer_pg_heldout29``,
``answer_kernel_*``, ``answer_questions*``, ``answer_unanswerable_*``),
which were read only for that purpose (answers, question words and the
pages named in ``relevant`` were also grepped against them, and each new
answer against the text of every page); most facts come from pages no
earlier set had named. The twenty-ninth set's builder
(``build_answers_pg29.py``) was read as the template for format and rules.
Nothing of the answer code, of its search or answer output, of the
appliance's documentation or tests, or of the benchmark results was opened
while writing it; no git command was used; the questions were not run
through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries the
asked-for fact, copied as the page writes it; ``relevant`` lists every page
that states the fact with that phrase, best first, leaving out index pages,
release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg30.py > answer_pg_heldout30.jsonl
    python3 validate_answers.py answer_pg_heldout30.jsonl  # with a Python that has the appliance installed

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
    ("pg30-partitionwise-aggregate",
     "the hourly report does GROUP BY site over the readings table, which is partitioned by site, and EXPLAIN shows one big aggregate on top of an Append of all partitions; which planner setting lets it aggregate each partition on its own?",
     "enable_partitionwise_aggregate",
     ["runtime-config-query.html"], "setting"),
    ("pg30-track-activity-query-size",
     "the long INSERT statements our Spring Boot loader sends are cut off after about a thousand characters in pg_stat_activity, so I can't tell which one hangs; which setting reserves more memory for the text of each session's current query?",
     "track_activity_query_size",
     ["runtime-config-statistics.html", "monitoring-stats.html"], "setting"),
    ("pg30-lc-numeric",
     "to_char(concentration, '9G999D99') prints a decimal point on the lab server, but our colleagues in Zurich want a comma there; which locale setting decides how numbers are formatted?",
     "lc_numeric",
     ["runtime-config-client.html", "functions-formatting.html", "locale.html"], "setting"),
    ("pg30-vacuum-defer-cleanup-age",
     "on the primary db01 I'd like VACUUM and HOT updates to hold off removing dead row versions for a number of transactions, so the long reports on the standby get some slack, without turning on hot_standby_feedback; which setting gives that number of transactions?",
     "vacuum_defer_cleanup_age",
     ["runtime-config-replication.html", "hot-standby.html", "warm-standby.html"], "setting"),
    ("pg30-n-distinct",
     "ANALYZE keeps estimating only a couple of thousand distinct sample_id values in the readings table although there are millions, and the join plans suffer; which per-column option of ALTER TABLE overrides that estimate?",
     "n_distinct",
     ["sql-altertable.html", "sql-analyze.html"], "setting"),
    ("pg30-is-template",
     "every student should be able to clone our course_template database with CREATE DATABASE ... TEMPLATE course_template, but right now only superusers and its owner may; which database option lets any role with CREATEDB clone it?",
     "IS_TEMPLATE",
     ["sql-createdatabase.html", "sql-alterdatabase.html"], "setting"),
    ("pg30-bypassrls",
     "the role our Bacula job uses for pg_dump of the lab database is subject to the row-level security policies on the results table and only dumps part of it; which role attribute lets it ignore every policy?",
     "BYPASSRLS",
     ["sql-createrole.html", "ddl-rowsecurity.html", "role-attributes.html"], "setting"),
    ("pg30-process-toast",
     "a manual VACUUM of the spectra table spends most of its time on the TOAST table behind the raw_blob column, which hardly ever changes; which VACUUM option leaves the TOAST table out?",
     "PROCESS_TOAST",
     ["sql-vacuum.html"], "setting"),
    ("pg30-initcond",
     "our own aggregate that adds up pulse counts starts from a null state, so I have to special-case the first row in the transition function; which CREATE AGGREGATE parameter sets the initial state value, say 0?",
     "INITCOND",
     ["sql-createaggregate.html", "xaggr.html"], "setting"),
    ("pg30-sspi-upn-username",
     "the Windows lab PCs log in through SSPI, and IT wants PostgreSQL to take the user name from the Kerberos UPN instead of the old SAM account name; which pg_hba.conf option does that, together with compat_realm?",
     "upn_username",
     ["sspi-auth.html"], "setting"),
    ("pg30-pset-tableattr",
     "the nightly psql -H report goes into the group's wiki, and the HTML table should carry cellpadding=4; which \\pset option puts attributes inside the table tag?",
     "tableattr",
     ["app-psql.html"], "setting"),
    ("pg30-auto-explain-log-level",
     "auto_explain writes the plans of slow queries only to the server log on the test host, and I'd like them at NOTICE level so they can come back to my psql session too; which auto_explain parameter sets the level at which the plan is logged?",
     "auto_explain.log_level",
     ["auto-explain.html"], "setting"),
    ("pg30-fdw-password-required",
     "as superuser I gave the student role a postgres_fdw user mapping to the archive host, where that connection is trusted without a password, and the student's queries are refused because no password was used; which user mapping option may a superuser set to allow it?",
     "password_required",
     ["postgres-fdw.html"], "setting"),
    ("pg30-ssl-ca-file",
     "the instrument PCs present client certificates signed by our own lab CA, and the server has to check them against that CA's certificate; which server setting names the file holding the trusted certificate authorities?",
     "ssl_ca_file",
     ["runtime-config-connection.html", "ssl-tcp.html"], "setting"),
    ("pg30-jit-debugging-support",
     "I'm stepping through a crashing backend on db03 with gdb, and the frames in JIT-compiled code only show up as question marks; which setting registers the generated functions with GDB?",
     "jit_debugging_support",
     ["runtime-config-developer.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg30-isn-weak",
     "our catalogue of lab manuals stores ISBNs with the isn module, and the import of an old list fails on numbers whose check digit is wrong; which isn function switches on the mode that lets such invalid numbers in, flagged?",
     "isn_weak",
     ["isn.html"], "command"),
    ("pg30-ts-filter",
     "in the tsvector of our lab notes the title words carry weight A and the body words weight D, and for one report I want to keep only the A lexemes; which function selects the elements with given weights?",
     "ts_filter",
     ["functions-textsearch.html"], "command"),
    ("pg30-options-to-table",
     "our schema report should show the reloptions of each table, like fillfactor=70 and autovacuum_enabled=false, as separate name and value rows instead of a text array; which function turns them into rows?",
     "pg_options_to_table",
     ["functions-info.html"], "command"),
    ("pg30-row-security-active",
     "the Metabase account reads the results table, and I want to check from within its session whether row-level security is actually in effect for that table right now; which function tells me?",
     "row_security_active",
     ["functions-info.html"], "command"),
    ("pg30-ls-replslotdir",
     "pg_replslot on db01 takes several gigabytes, mostly under the directory of the slot Debezium uses; which function lists the files in one slot's directory with their sizes, from SQL?",
     "pg_ls_replslotdir",
     ["functions-admin.html"], "command"),
    ("pg30-index-column-has-property",
     "our index-advisor script must find out whether the second column of samples_site_ts_idx can return its values for an index-only scan or supports ordering; which function tests a property of one index column?",
     "pg_index_column_has_property",
     ["functions-info.html"], "command"),
    ("pg30-set-config",
     "in a Grafana panel I can only send one SELECT, and it needs a different search_path just for the current transaction; which function changes a setting from inside a query and returns the new value?",
     "set_config",
     ["functions-admin.html", "config-setting.html"], "command"),
    ("pg30-lo-from-bytea",
     "the scanned calibration certificates sit as bytea values in the certs table, and the old viewer program can only open large objects; which function creates a large object from a bytea value in plain SQL?",
     "lo_from_bytea",
     ["lo-funcs.html"], "command"),
    ("pg30-psql-do",
     "I want to see which operators the ltree extension added for comparing paths, from psql, without writing a query against pg_operator; which backslash command lists operators?",
     "\\do",
     ["app-psql.html", "functions.html"], "command"),
    ("pg30-psql-dd-domains",
     "the LIMS schema we inherited is full of domains like posint and sample_code; which psql backslash command lists the domains?",
     "\\dD",
     ["app-psql.html"], "command"),
    ("pg30-psql-deu",
     "we have postgres_fdw set up on db01 for several roles and I've lost track of who has a mapping to the archive server; which psql backslash command lists the user mappings?",
     "\\deu",
     ["app-psql.html"], "command"),
    ("pg30-xpath-table",
     "the old instrument exports are stored as XML documents in a text column, and with the xml2 module I want several XPath results per document pulled out as columns of a virtual table; which function does that?",
     "xpath_table",
     ["xml2.html"], "command"),
    ("pg30-hstore-akeys",
     "the legacy instruments table keeps its settings in an hstore column, and for a cleanup I only need the keys of each row as a text array; which hstore function returns them?",
     "akeys",
     ["hstore.html"], "command"),
    ("pg30-ltree-lca",
     "storage places are kept as ltree paths like site.building.room.shelf, and for two samples I want the deepest place that both paths have in common; which ltree function computes it?",
     "lca",
     ["ltree.html"], "command"),
    ("pg30-set-session-authorization",
     "as superuser on the test server I want to turn into the student account alice completely, so that even session_user says alice, to check what she can see; which command does that?",
     "SET SESSION AUTHORIZATION",
     ["sql-set-session-authorization.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg30-prokind-w",
     "our schema documentation tool lists pg_proc and shows prokind 'w' for a handful of entries; what kind of routine is that?",
     "w for a window function",
     ["catalog-pg-proc.html"], "value"),
    ("pg30-castmethod-i",
     "in pg_cast, the cast from our sample_code type to text has castmethod 'i'; how is that cast carried out?",
     "i means that the input/output functions are used",
     ["catalog-pg-cast.html"], "value"),
    ("pg30-collprovider-c",
     "pg_collation lists our de_CH collation with collprovider 'c'; which provider does the c stand for?",
     "c = libc",
     ["catalog-pg-collation.html", "catalog-pg-database.html"], "value"),
    ("pg30-sqlstate-25p02",
     "our Python loader logs SQLSTATE 25P02 for every statement that follows the first failed INSERT in a batch; what is that condition's name?",
     "in_failed_sql_transaction",
     ["errcodes-appendix.html"], "value"),
    ("pg30-sqlstate-55006",
     "the nightly job that drops and recreates the scratch database on db02 fails with SQLSTATE 55006 whenever someone is still connected; what is the condition name of that code?",
     "object_in_use",
     ["errcodes-appendix.html"], "value"),
    ("pg30-pg-user-passwd",
     "a student looked at pg_user and sees ******** in the passwd column of every account, including ones without a password; what does that column really show?",
     "always reads as ********",
     ["view-pg-user.html", "view-pg-roles.html"], "value"),
    ("pg30-pg-isready-timeout",
     "our systemd unit runs pg_isready -h db01 before starting the loader and gives up quickly when db01 is slow to answer; how long does pg_isready wait for a connection by default?",
     "The default is 3 seconds",
     ["app-pg-isready.html"], "value"),
    ("pg30-pg-test-fsync-secs",
     "I started pg_test_fsync on the new NVMe box without any options; how long does it spend on each test by default?",
     "The default is 5 seconds",
     ["pgtestfsync.html"], "value"),
    ("pg30-vacuumlo-limit",
     "vacuumlo is clearing out a few hundred thousand orphaned scan images on the archive server; how many large objects does it remove per transaction unless I say otherwise?",
     "large objects per transaction (default 1000)",
     ["vacuumlo.html"], "value"),
    ("pg30-pgbench-init-steps-default",
     "I want to run pgbench -i with -I and just leave out one step; which initialization steps, as letters, does it perform by default?",
     "The default is dtgvp",
     ["pgbench.html"], "value"),
    ("pg30-pgbench-init-progress",
     "pgbench -i -s 500 on the test VM floods the terminal with progress lines; without -q, how often does it print a progress message while generating data?",
     "one message each 100,000 rows",
     ["pgbench.html"], "value"),
    ("pg30-shdepend-acl",
     "DROP ROLE tech_old fails, and pg_shdepend has rows for that role with deptype 'a'; what kind of dependency is that?",
     "SHARED_DEPENDENCY_ACL (a)",
     ["catalog-pg-shdepend.html"], "value"),
    ("pg30-db-role-setting-zero",
     "pg_db_role_setting has a row for the reporting role whose setdatabase is 0; what does the zero mean?",
     "or zero if not database-specific",
     ["catalog-pg-db-role-setting.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg30-drop-index-concurrently-pk",
     "DROP INDEX CONCURRENTLY works for the other indexes of our busy samples table but is refused for samples_pkey; why?",
     "an index that supports a UNIQUE or PRIMARY KEY constraint cannot be dropped this way",
     ["sql-dropindex.html"], "reason"),
    ("pg30-revoke-only-own-grants",
     "the group leader passed SELECT on the results table on to her student; as the table's owner I ran REVOKE SELECT ON results FROM the student, yet the student can still read it; why?",
     "A user can only revoke privileges that were granted directly by that user",
     ["sql-revoke.html"], "reason"),
    ("pg30-domain-container-column",
     "ALTER DOMAIN sample_code ADD CONSTRAINT fails, and the only unusual thing is that one table has a sample_code[] array column; why can't the new constraint be checked there?",
     "used within a container-type column",
     ["sql-alterdomain.html"], "reason"),
    ("pg30-function-body-dependencies",
     "I dropped the old calibrations table and nothing complained, but our SQL function get_cal(), whose body selects from it, now fails when called; why didn't DROP TABLE stop me?",
     "not dependencies that could only be known by examining the function body",
     ["ddl-depend.html"], "reason"),
    ("pg30-pg-sequences-null",
     "pg_sequences shows last_value as NULL for the tray_seq sequence I created this morning, although it clearly exists; why?",
     "The sequence has not been read from yet",
     ["view-pg-sequences.html"], "reason"),
    ("pg30-pg-statistic-not-public",
     "our monitoring role can read pg_stats but gets permission denied on pg_statistic itself; why isn't that catalog readable by everyone?",
     "might be considered sensitive",
     ["catalog-pg-statistic.html", "catalog-pg-statistic-ext-data.html"], "reason"),
    ("pg30-pltcl-interpreter-per-role",
     "two of our PL/Tcl functions share a global counter, but when one of them runs through a SECURITY DEFINER wrapper owned by another role, the counter it sees is empty; why?",
     "in a separate Tcl interpreter for that role",
     ["pltcl-global.html"], "reason"),
    ("pg30-plpgsql-begin-semicolon",
     "a student's PL/pgSQL function fails with a syntax error right at the start of the body, and the only odd thing I see is BEGIN; on a line of its own; what's wrong?",
     "A common mistake is to write a semicolon immediately after BEGIN",
     ["plpgsql-structure.html"], "reason"),
    ("pg30-rule-command-status",
     "inserts into our legacy view go through an unconditional INSTEAD rule that just calls SELECT log_reading(NEW.*), and psql now answers INSERT 0 0 although the readings arrive; why does the status show zeros?",
     "zeroes for the row-count and OID fields",
     ["rules-status.html"], "reason"),
    ("pg30-sync-logical-one-database",
     "we built a synchronous consumer on logical decoding for the lab database, and the manual warns it won't work properly once a second database on db01 is actively used; why?",
     "synchronous_standby_names currently is server wide",
     ["logicaldecoding-synchronous.html"], "reason"),
    ("pg30-pqfn-unsafe",
     "the vendor's old C acquisition client calls PQfn to run a server function; why does the libpq manual say that interface should not be used?",
     "may write data beyond the end of result_buf",
     ["libpq-fastpath.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg30-expression-index-statistics",
     "we have an index on readings (site, channel, (value * gain)), and the planner misjudges the expression; how do I raise the statistics target of just that third, expression column of the index?",
     "ALTER COLUMN 3 SET STATISTICS",
     ["sql-alterindex.html"], "procedure"),
    ("pg30-dump-rows-per-insert",
     "the dump of the samples table has to be loaded into an SQLite-based viewer that can't do COPY, and one INSERT per row takes forever; how do I get pg_dump to write INSERTs with 500 rows each?",
     "--rows-per-insert",
     ["app-pgdump.html", "app-pg-dumpall.html"], "procedure"),
    ("pg30-dumpall-no-role-passwords",
     "on our managed cloud instance the admin account can't read pg_authid, so pg_dumpall --globals-only fails; how do I dump the roles without their passwords?",
     "--no-role-passwords",
     ["app-pg-dumpall.html"], "procedure"),
    ("pg30-dumpall-exclude-database",
     "the nightly pg_dumpall of db02 should skip the huge scratch database but dump everything else; which option leaves it out?",
     "--exclude-database",
     ["app-pg-dumpall.html"], "procedure"),
    ("pg30-pgbench-max-tries",
     "our pgbench script runs at SERIALIZABLE, and some transactions die with serialization failures that I'd rather have retried than counted as failed; which option turns on retries?",
     "--max-tries",
     ["pgbench.html"], "procedure"),
    ("pg30-pgbench-partitions",
     "for the partitioning test I want pgbench -i to create pgbench_accounts as a partitioned table with 16 partitions; which option does that?",
     "--partitions",
     ["pgbench.html"], "procedure"),
    ("pg30-waldump-relation",
     "pg_waldump prints millions of records, but I only care about the ones touching our readings table, relfilenode 16402 in database 16384; how do I make it show only that relation?",
     "--relation",
     ["pgwaldump.html"], "procedure"),
    ("pg30-verifybackup-no-parse-wal",
     "our tar base backups on the NAS are taken with -X none because the WAL comes from the archive, and pg_verifybackup complains about missing WAL; how do I verify the backup without the WAL check?",
     "--no-parse-wal",
     ["app-pgverifybackup.html"], "procedure"),
    ("pg30-rewind-restore-target-wal",
     "pg_rewind stops because WAL files it needs are gone from the old primary's pg_wal, though they are in our archive; which option makes it fetch them with the restore_command?",
     "--restore-target-wal",
     ["app-pgrewind.html"], "procedure"),
    ("pg30-amcheck-heapallindexed",
     "pg_amcheck finds nothing wrong with samples_pkey, but I also want it to make sure every row of the table has its index entry; which option?",
     "--heapallindexed",
     ["app-pgamcheck.html"], "procedure"),
    ("pg30-trigger-enable-always",
     "on the subscriber our audit trigger on the results table never fires for rows that arrive by logical replication; how do I enable it so that it fires for replicated changes too?",
     "ENABLE ALWAYS",
     ["sql-altertable.html"], "procedure"),
    ("pg30-initdb-wal-segsize",
     "the new cluster for the high-rate logger should use 64 MB WAL files instead of 16 MB, and that has to be decided when the cluster is created; which initdb option sets it?",
     "--wal-segsize",
     ["app-initdb.html", "wal-internals.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg30-what-atomic-datum",
     "the glossary calls some values atomic; in reference to a datum, what does atomic mean?",
     "its value cannot be broken down into smaller components",
     ["glossary.html"], "definition"),
    ("pg30-what-consistency",
     "the ACID slide of the database course lists consistency; how does the PostgreSQL glossary define that property?",
     "always in compliance with integrity constraints",
     ["glossary.html"], "definition"),
    ("pg30-acronym-esql",
     "the porting notes for our Informix acquisition programs keep saying ESQL; what does ESQL stand for?",
     "Embedded SQL",
     ["acronyms.html"], "definition"),
    ("pg30-acronym-dst",
     "the time zone notes for our field sites mention DST; what does DST stand for?",
     "Daylight Saving Time",
     ["acronyms.html"], "definition"),
    ("pg30-what-init-fork",
     "each unlogged staging table has an extra file ending in _init, its initialization fork; what is an initialization fork?",
     "empty table or index of the appropriate type",
     ["storage-init.html"], "definition"),
    ("pg30-what-checkpoint",
     "the new admin wants to know what a checkpoint actually is before touching the checkpoint settings; how does the glossary define it?",
     "guaranteed that the heap and index data files have been updated",
     ["glossary.html", "wal-configuration.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

"""Fortieth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout40.jsonl`` (72 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, stripped of tags by a small
script and searched with grep and a phrase-finding script), as an engineer
at a lab bench would type or say them -- mostly a situation in everyday
words, some in the manual's own terms, a fair number mentioning the asker's
own tables, hosts, files, users and tools, among them third-party and
proprietary tools and products used around PostgreSQL (Grafana, a LIMS,
rsyslog, an Airflow worker, a Go driver, a Jupyter notebook, a Python ETL
job, a Raspberry Pi data logger, a SAN, SELinux), named in the
situation while the question asks what the documentation does answer. Its
facts come only from pages whose file name starts with a letter from m to z
(the other author of this round took a to l) -- spread over the multixact
failsafe age, the per-table freeze table age, the syslog program name, the
check option of a view, the WAL receiver timeout, background-writer
flushing, a transaction-ID recovery target, the size of pg_stat_statements,
importing NOT NULL through postgres_fdw, the minimum index size for parallel
scans, deferrable transactions by default, the autovacuum cost limit, the
parallel_workers storage parameter, the trigram similarity threshold, the
trusted PL/Perl init code; pgbench's simple-update script and index
tablespace, old-server options of pg_upgrade, filtering pg_waldump by
transaction, a dry run of vacuumlo, the certificate issuer in sslinfo,
validating a domain constraint, timestamps in pgbench progress lines,
copying extended statistics with LIKE, fetching all prior rows, the
certificate extensions in sslinfo, closing all postgres_fdw connections,
checking all-frozen pages, B-tree items in pageinspect, the pg_stat_statements_info view; the multixact age of
aggressive vacuums, the size of pg_commit_ts, the multixact member storage
threshold, the memory share of a parallel index build worker, the tsvector
GiST signature, PostgreSQL's write size in sectors, the minimum of
shared_buffers, the default effective_cache_size, variable uses in a pgbench
statement, the random_gaussian minimum, the columns of a partition key, the
indexes needed by parallel vacuum, the ts_headline word defaults; ANALYZE
after CLUSTER, fillfactor and clustering, REINDEX SYSTEM without
CONCURRENTLY, asynchronous commit on a subscriber, system columns in a BEFORE
trigger's WHEN, WHEN on statement triggers, index rebuilds after a collation
change, expressions as included columns, IntervalStyle in COPY dumps, MERGE
source ordering, savepoints in an implicit transaction block; an Ispell
dictionary, matching a COPY header, crosstab with categories, the
parallel installcheck, removing a security label, n-distinct statistics, a
repeatable table sample, raising with an SQLSTATE, a materialized view
without data, resetting subscription statistics, making a foreign key
deferrable, a trigger only for real changes; and what the range table, the
target list, the result relation, a dirty read, a nonrepeatable read and
Snowball are -- none an answer or question topic of an earlier set, and some
from pages the earlier sets named for different facts. The thirty-eighth
set's builder (``build_answers_pg38.py``) was read as the template for
format and rules; the set written at the same time by the other author of
this round was not seen.
The earlier answer sets (``answer_*.jsonl``) were read only to avoid their
answers and question topics (each new answer and topic was grepped against
them). Nothing of the answer code, of its search or answer output, of the
appliance's documentation or tests, or of the benchmark results was opened
while writing it; no git command was used for it; the questions were not run
through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages, release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg40.py > answer_pg_heldout40.jsonl
    python3 validate_answers.py answer_pg_heldout40.jsonl  # with a Python that has the appliance installed

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
    ("pg40-multixact-failsafe-age",
     "the row-locking batch jobs on db04 burn through multixact IDs fast, and I'd like VACUUM to drop its cost delay and skip index work earlier when multixact age gets dangerous; which setting sets that multixact age?",
     "vacuum_multixact_failsafe_age",
     ["runtime-config-client.html"], "setting"),
    ("pg40-autovacuum-freeze-table-age-storage",
     "for the append-only archive table alone, autovacuum should switch to an aggressive whole-table scan at a lower transaction age than the rest of db02; which storage parameter of the table sets that?",
     "autovacuum_freeze_table_age",
     ["sql-createtable.html"], "setting"),
    ("pg40-syslog-ident",
     "db01 and db02 both log to the central rsyslog server and their lines look the same, tagged postgres; which setting changes the program name that appears in the syslog messages?",
     "syslog_ident",
     ["runtime-config-logging.html"], "setting"),
    ("pg40-view-check-option",
     "students insert rows through the view my_site_samples that shows only site 4, and they manage to insert rows for other sites; which view option, set with WITH (...), makes such inserts be checked against the view's condition?",
     "check_option",
     ["sql-createview.html", "sql-alterview.html"], "setting"),
    ("pg40-wal-receiver-timeout",
     "when the VPN between the sites dies silently, the standby in building B takes ages to notice that the primary is gone; which setting makes the standby drop a replication connection that has been silent too long?",
     "wal_receiver_timeout",
     ["runtime-config-replication.html"], "setting"),
    ("pg40-bgwriter-flush-after",
     "on the Linux database host the background writer's dirty pages pile up in the kernel page cache and then stall everything at fsync; which setting forces the OS to write out the background writer's data after a given amount?",
     "bgwriter_flush_after",
     ["runtime-config-resource.html"], "setting"),
    ("pg40-recovery-target-xid",
     "a colleague's transaction 48211977 wiped the calibration table, and I want point-in-time recovery on the test box to stop right at that transaction; which recovery target setting takes a transaction ID?",
     "recovery_target_xid",
     ["runtime-config-wal.html"], "setting"),
    ("pg40-pgss-max",
     "our LIMS generates thousands of distinct query shapes and pg_stat_statements on db02 keeps evicting the rare ones; which setting raises how many statements the module tracks?",
     "pg_stat_statements.max",
     ["pgstatstatements.html"], "setting"),
    ("pg40-import-not-null",
     "after IMPORT FOREIGN SCHEMA from the Oracle-migrated archive server, our foreign tables carry the remote NOT NULL markers and I don't want them; which postgres_fdw option controls whether NOT NULL constraints are imported?",
     "import_not_null",
     ["postgres-fdw.html"], "setting"),
    ("pg40-min-parallel-index-scan-size",
     "the planner never picks a parallel index scan on the small sample_codes index, even though it would help our Grafana panel; which setting is the minimum index size for a parallel scan to be considered?",
     "min_parallel_index_scan_size",
     ["runtime-config-query.html"], "setting"),
    ("pg40-default-transaction-deferrable",
     "every session of our nightly report user on db03 runs SERIALIZABLE READ ONLY, and I'd like all its transactions to be deferrable without changing the report tool; which setting makes new transactions deferrable by default?",
     "default_transaction_deferrable",
     ["runtime-config-client.html"], "setting"),
    ("pg40-autovacuum-cost-limit",
     "autovacuum on the busy readings table of db03 crawls because it keeps sleeping after a small amount of work; which setting raises the cost budget autovacuum may spend before it sleeps?",
     "autovacuum_vacuum_cost_limit",
     ["runtime-config-autovacuum.html", "routine-vacuuming.html", "sql-createtable.html"], "setting"),
    ("pg40-parallel-workers-storage",
     "for the huge spectra table alone I want the planner to plan scans with exactly six parallel workers, whatever its size; which storage parameter of the table sets that?",
     "parallel_workers",
     ["sql-createtable.html"], "setting"),
    ("pg40-trgm-similarity-threshold",
     "the fuzzy sample-name search in our LIMS uses pg_trgm's % operator and returns too few matches for short names; which setting lowers the similarity threshold of that operator?",
     "pg_trgm.similarity_threshold",
     ["pgtrgm.html"], "setting"),
    ("pg40-plperl-on-plperl-init",
     "I want some Perl code to run only when the trusted plperl interpreter is initialised, not for plperlu; which setting holds that code?",
     "plperl.on_plperl_init",
     ["plperl-under-the-hood.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg40-pgbench-skip-some-updates",
     "the pgbench run on the new SAN box is dominated by contention on the tellers and branches rows; which pgbench option runs the built-in simple-update script instead?",
     "--skip-some-updates",
     ["pgbench.html"], "command"),
    ("pg40-pgbench-index-tablespace",
     "when I initialise the pgbench tables on the test VM, their primary key indexes should land on the fast_ssd tablespace; which pgbench option does that?",
     "--index-tablespace",
     ["pgbench.html"], "command"),
    ("pg40-pgupgrade-old-options",
     "pg_upgrade on db05 fails because the old 12 cluster needs an extra postgres command-line option to start; which pg_upgrade option passes options to the old server?",
     "--old-options",
     ["pgupgrade.html"], "command"),
    ("pg40-pgwaldump-xid",
     "I want pg_waldump to print only the WAL records written by transaction 48211977, which broke the samples table; which option filters by transaction ID?",
     "--xid",
     ["pgwaldump.html"], "command"),
    ("pg40-vacuumlo-dry-run",
     "before letting vacuumlo loose on the spectra database I want to see which orphaned large objects it would remove without removing anything; which option?",
     "--dry-run",
     ["vacuumlo.html"], "command"),
    ("pg40-ssl-issuer-field",
     "the instrument PCs log in with certificates from our internal CA, and an audit query should return the O field of the certificate issuer; which sslinfo function gives one field of the issuer's distinguished name?",
     "ssl_issuer_field",
     ["sslinfo.html"], "command"),
    ("pg40-domain-validate-constraint",
     "I added a CHECK constraint to our domain sample_code with NOT VALID so it went in quickly; which ALTER DOMAIN clause later checks the existing values against it?",
     "VALIDATE CONSTRAINT",
     ["sql-alterdomain.html"], "command"),
    ("pg40-pgbench-progress-timestamp",
     "pgbench -P 5 on the benchmark VM prints progress as seconds since the start, but I want to line the output up with our Grafana graphs; which option prints Unix timestamps instead?",
     "--progress-timestamp",
     ["pgbench.html"], "command"),
    ("pg40-like-including-statistics",
     "I'm creating readings_staging with CREATE TABLE ... (LIKE readings) and want the extended statistics objects of readings copied too; which LIKE option copies them?",
     "INCLUDING STATISTICS",
     ["sql-createtable.html"], "command"),
    ("pg40-fetch-backward-all",
     "my cursor over the run list is positioned at the end and the viewer wants all the rows before it, going backwards; which FETCH direction fetches all prior rows?",
     "BACKWARD ALL",
     ["sql-fetch.html", "sql-move.html"], "command"),
    ("pg40-ssl-extension-info",
     "the instrument PCs log in with client certificates from our internal CA, and I want to see the X.509 extensions of the certificate of the current connection; which sslinfo function lists them?",
     "ssl_extension_info",
     ["sslinfo.html"], "command"),
    ("pg40-fdw-disconnect-all",
     "after the archive server moved, the long-lived session of our Airflow worker keeps stale postgres_fdw connections open; which function closes all of them in that session?",
     "postgres_fdw_disconnect_all",
     ["postgres-fdw.html"], "command"),
    ("pg40-pg-check-frozen",
     "the visibility map of the samples table on db02 claims pages are all-frozen, but I suspect corruption after the SAN incident; which pg_visibility function lists tuples in all-frozen pages that aren't frozen?",
     "pg_check_frozen",
     ["pgvisibility.html"], "command"),
    ("pg40-bt-page-items",
     "studying the B-tree index on barcode with pageinspect, I want to see every index tuple of block 1 with its ctid and data; which function?",
     "bt_page_items",
     ["pageinspect.html"], "command"),
    ("pg40-pgss-info",
     "I want to know how often pg_stat_statements on db02 had to throw entries away and when its statistics were last reset; which view shows that?",
     "pg_stat_statements_info",
     ["pgstatstatements.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg40-multixact-freeze-table-age",
     "at what multixact age does a plain VACUUM by default turn into an aggressive scan of the whole table?",
     "150 million multixacts",
     ["runtime-config-client.html"], "value"),
    ("pg40-commit-ts-size",
     "track_commit_timestamp is on for our audit, and autovacuum_freeze_max_age is set to its two-billion maximum; about how big can pg_commit_ts grow?",
     "about 20GB",
     ["routine-vacuuming.html"], "value"),
    ("pg40-multixact-members-threshold",
     "our job queue uses row locks heavily; above about what size of multixact member storage does aggressive vacuuming start happening more often?",
     "about 10GB",
     ["routine-vacuuming.html"], "value"),
    ("pg40-parallel-index-worker-share",
     "CREATE INDEX on the 1 TB readings table gets fewer parallel workers than I asked for; how much of maintenance_work_mem must each worker get at least?",
     "32MB share",
     ["sql-createindex.html"], "value"),
    ("pg40-tsvector-gist-siglen",
     "we put a GiST index with tsvector_ops on the lab_notes search column without giving siglen; what signature length does it use by default?",
     "124 bytes",
     ["textsearch-indexes.html"], "value"),
    ("pg40-write-size-sectors",
     "the storage vendor asks how big PostgreSQL's typical writes are compared with 512-byte sectors; how many sectors does one write usually span?",
     "16 sectors",
     ["wal-reliability.html"], "value"),
    ("pg40-shared-buffers-minimum",
     "for a tiny PostgreSQL on the Raspberry Pi data logger I want shared_buffers as small as possible; what's the lowest it may be?",
     "at least 128 kilobytes",
     ["runtime-config-resource.html"], "value"),
    ("pg40-effective-cache-size-default",
     "we never touched effective_cache_size on db03; what value does the planner assume by default?",
     "4 gigabytes (4GB)",
     ["runtime-config-query.html"], "value"),
    ("pg40-pgbench-variable-uses",
     "my custom pgbench script has one giant INSERT with hundreds of :variables and fails; how many variable uses does pgbench allow in one statement?",
     "up to 255 variable uses in one statement",
     ["pgbench.html"], "value"),
    ("pg40-pgbench-gaussian-min",
     "in a pgbench script I call random_gaussian with a parameter of 1.5 and it errors; what is the smallest parameter it accepts?",
     "The minimum allowed parameter value is 2.0",
     ["pgbench.html"], "value"),
    ("pg40-partition-key-columns",
     "our readings table is range-partitioned; how many columns or expressions can the partition key include in a standard build?",
     "up to 32",
     ["sql-createtable.html"], "value"),
    ("pg40-parallel-vacuum-indexes",
     "VACUUM (PARALLEL 4) on the small audit table never launches any workers; how many indexes must a table have before parallel vacuum workers are launched?",
     "at least 2 indexes",
     ["sql-vacuum.html"], "value"),
    ("pg40-headline-max-min-words",
     "the search excerpts ts_headline builds for our protocol documents have a certain length by default; what are the default MaxWords and MinWords?",
     "The default values are 35 and 15",
     ["textsearch-controls.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg40-why-analyze-after-cluster",
     "after CLUSTER of the runs table on its date index, why do the docs say I should run ANALYZE right away?",
     "the planner records statistics about the ordering of tables",
     ["sql-cluster.html"], "reason"),
    ("pg40-why-fillfactor-cluster",
     "why does setting fillfactor below 100 help our clustered runs table keep its physical order as rows get updated?",
     "updated rows are kept on the same page",
     ["sql-cluster.html"], "reason"),
    ("pg40-why-no-reindex-system-concurrently",
     "REINDEX SYSTEM CONCURRENTLY on the lab database is refused; why?",
     "system catalogs cannot be reindexed concurrently",
     ["sql-reindex.html"], "reason"),
    ("pg40-why-subscription-sync-commit-off",
     "the subscription on the reporting host runs with synchronous_commit = off; why is that considered safe for logical replication?",
     "the data will be sent again from the publisher",
     ["sql-createsubscription.html"], "reason"),
    ("pg40-why-before-trigger-when-ctid",
     "the WHEN condition of my BEFORE UPDATE trigger on samples may not look at NEW.ctid; why not?",
     "those won't have been set yet",
     ["sql-createtrigger.html"], "reason"),
    ("pg40-why-statement-trigger-when",
     "why is a WHEN condition not very useful on our statement-level audit trigger?",
     "the condition cannot refer to any values in the table",
     ["sql-createtrigger.html"], "reason"),
    ("pg40-why-collation-change-rebuild",
     "I changed the collation of the name column of the samples table with ALTER TABLE and its index was rebuilt; why is a rebuild always required then?",
     "the new sort order might be different",
     ["sql-altertable.html"], "reason"),
    ("pg40-why-no-include-expressions",
     "CREATE INDEX ... INCLUDE (lower(comment)) on the runs table fails; why can't expressions be included columns?",
     "they cannot be used in index-only scans",
     ["sql-createindex.html"], "reason"),
    ("pg40-why-not-dump-sql-standard-intervals",
     "our COPY exports of the durations table are moved to a server with other settings; why should we avoid dumping them with IntervalStyle set to sql_standard?",
     "negative interval values might be misinterpreted",
     ["sql-copy.html"], "reason"),
    ("pg40-why-merge-source-ordering",
     "two nightly jobs MERGE staging rows into the inventory table at the same time; why might I want the source query to give the rows a consistent ordering?",
     "avoid deadlocks between concurrent transactions",
     ["sql-merge.html"], "reason"),
    ("pg40-why-no-savepoint-implicit-block",
     "our Go driver sends several statements in one simple Query message and SAVEPOINT in the middle is rejected; why aren't savepoints allowed in an implicit transaction block?",
     "they would conflict with the behavior of automatically closing the block upon any error",
     ["protocol-flow.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg40-ispell-dictionary",
     "our German lab notes need a full morphological dictionary, and I have the hunspell de_DE files; how do I create a text search dictionary based on them?",
     "TEMPLATE = ispell",
     ["textsearch-dictionaries.html", "textsearch-configuration.html", "textsearch-debugging.html"], "procedure"),
    ("pg40-copy-header-match",
     "the instrument CSVs have a header line, and COPY should fail if its column names don't match our table instead of silently skipping it; how?",
     "If this option is set to MATCH",
     ["sql-copy.html"], "procedure"),
    ("pg40-crosstab-categories",
     "my pivot of results per sample and assay with crosstab shifts values into the wrong columns when a sample lacks an assay; which form of crosstab do I use to fix the output columns by category?",
     "crosstab(text source_sql, text category_sql)",
     ["tablefunc.html"], "procedure"),
    ("pg40-installcheck-parallel",
     "how do I run the regression tests against our already running test server using the parallel schedule?",
     "make installcheck-parallel",
     ["regress-run.html"], "procedure"),
    ("pg40-sepgsql-remove-label",
     "on the SELinux test host I gave mytable a security label for testing and now want to remove it again; how?",
     "SECURITY LABEL FOR selinux ON TABLE mytable IS NULL",
     ["sql-security-label.html"], "procedure"),
    ("pg40-ndistinct-statistics",
     "GROUP BY city, state, zip over our shipping addresses gets wildly wrong group-count estimates; how do I create statistics so the planner knows the distinct count of the combination?",
     "(ndistinct) ON city, state, zip",
     ["planner-stats.html"], "procedure"),
    ("pg40-tablesample-repeatable",
     "the 1% TABLESAMPLE of readings used by our notebook should return the same rows each time it runs; how?",
     "REPEATABLE ( seed )",
     ["sql-select.html"], "procedure"),
    ("pg40-raise-errcode",
     "in our PL/pgSQL import function I want to raise a duplicate-key error with the proper SQLSTATE so the Python ETL job treats it like a real unique violation; how do I set the code?",
     "USING ERRCODE = '23505'",
     ["plpgsql-errors-and-messages.html"], "procedure"),
    ("pg40-matview-with-no-data",
     "the dashboard materialized view should be created now but only filled by the night job later; how do I create it without populating it?",
     "WITH NO DATA",
     ["sql-creatematerializedview.html", "sql-refreshmaterializedview.html"], "procedure"),
    ("pg40-reset-subscription-stats",
     "after fixing the conflict on the reporting host I want the apply error counters of subscription sub_lims back at zero; how?",
     "pg_stat_reset_subscription_stats",
     ["monitoring-stats.html"], "procedure"),
    ("pg40-alter-constraint-deferrable",
     "the existing foreign key from results to samples should become DEFERRABLE without dropping and recreating it; which ALTER TABLE form changes that?",
     "ALTER CONSTRAINT",
     ["sql-altertable.html"], "procedure"),
    ("pg40-trigger-only-real-changes",
     "our audit trigger on the samples table should fire only when an UPDATE really changes something in the row; how do I write its WHEN clause?",
     "OLD.* IS DISTINCT FROM NEW.*",
     ["sql-createtrigger.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg40-what-range-table",
     "in the query-tree chapter for the rule-system seminar, what is the range table?",
     "a list of relations that are used in the query",
     ["querytree.html"], "definition"),
    ("pg40-what-target-list",
     "the same query-tree chapter also talks about the target list; what is that?",
     "a list of expressions that define the result of the query",
     ["querytree.html"], "definition"),
    ("pg40-what-dirty-read",
     "the isolation table says PostgreSQL never allows a dirty read; what is a dirty read?",
     "reads data written by a concurrent uncommitted transaction",
     ["transaction-iso.html"], "definition"),
    ("pg40-what-nonrepeatable-read",
     "what is a nonrepeatable read?",
     "finds that data has been modified by another transaction",
     ["transaction-iso.html"], "definition"),
    ("pg40-what-snowball",
     "our German text search config uses a Snowball dictionary; what is Snowball based on?",
     "a project by Martin Porter",
     ["textsearch-dictionaries.html"], "definition"),
    ("pg40-what-result-relation",
     "the rule-system seminar notes say an UPDATE's query tree has a result relation; what is that?",
     "identifies the relation where the results of the query go",
     ["querytree.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

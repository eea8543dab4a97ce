"""Thirty-fourth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout34.jsonl`` (72 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, stripped of tags by a small
script and searched with grep and a phrase-finding script), as an engineer
at a lab bench would type or say them -- mostly a situation in everyday
words, some in the manual's own terms, a fair number mentioning the asker's
own tables, hosts, files, users and tools, among them third-party and
proprietary tools and products used around PostgreSQL (an ETL job, an
Ansible role, Grafana, a Jupyter notebook, Jenkins, DBeaver, a Go proxy, a
Rust client, MATLAB, a TrueNAS box with ZFS, a Proxmox VM, GitLab CI, an
old PGP program, a Django app), named in the situation while the
question asks what the documentation does answer. Its facts come only from
pages whose file name starts with a letter from m to z (the other author of
this round took a to l) -- spread over writing new relation data to WAL or
fsyncing it under wal_level minimal, async-aware append plans, how often a
standby reports its positions, moving values to TOAST earlier for one
table, indenting the debug_print_* output, the permissions the data
directory had at start, leaving out the SHA-1 protection of PGP messages,
materialize nodes, the wait before retrying to fetch WAL, a new log file
after a maximum time, vacuums triggered by inserts, naming the multirange
type of a range type, forcing checkpoint writes out of the OS cache, parser
statistics in the log, the fixed length of a base type; the page count of a
relation, the pending list of a GIN index, the key ID of a PGP message,
finding a portal by name in SPI, fetching from a cursor with a direction in
SPI, bytea from PL/Perl, storing the columns of combined queries in
pgbench, the initial sepgsql labels, the data of a BRIN page, a GIN leaf
page, the call stack in PL/pgSQL, array references in PL/Perl, committing
in a PL/Python procedure, the open postgres_fdw connections, row-level
table sampling; pg_test_timing's default duration, the risk window of
asynchronous commit, the range of the S2K iteration count, the channel
binding type of SCRAM-SHA-256-PLUS, the cancel request code, the size of
TOAST chunks and of a TOAST pointer, the fixed part of the binary COPY
header, systemd's default start timeout, the size of an item identifier,
the lz4 levels of BASE_BACKUP, its default checkpoint type, the workers
of autoprewarm; not loading schema definitions into the new cluster before
pg_upgrade, disabling triggers through ALTER TABLE, ZFS with the disk write
cache on, LIMIT on an endless recursive query, data-modifying WITH at the top
level, operators declared on a domain, dynamic domain transitions in
sepgsql, item identifiers that never move, PL/Perl's scalar context,
assigning to an argument in PL/Python, CASE around an aggregate; the
socket directory of pg_upgrade, full-page-image records in pg_waldump,
failures by type in pgbench, the CYCLE clause, finishing an interrupted
detach, a configuration file for the temporary test installation, merging
changed messages into PO files, an I/O conversion cast, a hint in RAISE,
copying a text search configuration, checking all deferred constraints at
once, letting a member grant a role; and terms (degenerate state,
cascading standby, ValuePerCall mode, row variable, cascading triggers,
item). The most famous facts were avoided, and so was every answer and
every question topic of the earlier answer sets (``answer_pg_tune``,
``answer_pg_heldout`` to ``answer_pg_heldout32``, ``answer_kernel_*``,
``answer_questions*``, ``answer_unanswerable_*``), which were read only for
that purpose (answers, question words and the pages named in ``relevant``
were also grepped against them, and each new answer against the text of
every page); 6 of the 72 facts come from pages no earlier set had named,
the others from pages the earlier sets named for different facts. The
thirty-second set's builder (``build_answers_pg32.py``) was read as the
template for format and rules; the thirty-third set
(``build_answers_pg33.py``), written at the same time by another author,
was not seen. Nothing of the answer code, of its search or answer output,
of the appliance's documentation or tests, or of the benchmark results was
opened while writing it; no git command was used for it; the questions
were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages, release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg34.py > answer_pg_heldout34.jsonl
    python3 validate_answers.py answer_pg_heldout34.jsonl  # with a Python that has the appliance installed

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
    ("pg34-wal-skip-threshold",
     "our nightly ETL job on the reporting host runs with wal_level = minimal and creates its staging tables in the same transaction that fills them, and the COMMIT then stalls on fsyncs; which setting decides whether such new relation data goes into WAL or gets fsynced instead?",
     "wal_skip_threshold",
     ["runtime-config-wal.html"], "setting"),
    ("pg34-enable-async-append",
     "the Grafana panel's query over our partitioned readings table shows Async Foreign Scan nodes under the Append, and while chasing a bug I want the planner to stop using async-aware append plans in my session; which setting?",
     "enable_async_append",
     ["runtime-config-query.html"], "setting"),
    ("pg34-wal-receiver-status-interval",
     "standby db03 sits behind a slow VPN link, and I'd like it to report its write, flush and apply positions to the primary less often; which standby setting sets the interval of those status updates?",
     "wal_receiver_status_interval",
     ["runtime-config-replication.html", "warm-standby.html"], "setting"),
    ("pg34-toast-tuple-target",
     "every row of the runs table carries about 1.5 kB of jsonb metadata, and I'd like those values compressed or moved out to TOAST already at a smaller row length than usual so the main heap stays compact; which per-table storage parameter sets that?",
     "toast_tuple_target",
     ["sql-createtable.html", "storage-toast.html"], "setting"),
    ("pg34-debug-pretty-print",
     "for the query-execution seminar I log plans with debug_print_plan, and each one comes out indented over hundreds of lines; which setting switches that output to the compact format?",
     "debug_pretty_print",
     ["runtime-config-logging.html"], "setting"),
    ("pg34-data-directory-mode",
     "our Ansible role checks that the data directory on db04 was started with group read access for the backup user; which read-only parameter reports the permissions the data directory had at server start?",
     "data_directory_mode",
     ["runtime-config-preset.html"], "setting"),
    ("pg34-pgcrypto-disable-mdc",
     "the partner lab still decrypts our exported field notes with an ancient PGP program that can't handle SHA-1 protected packets; which pgp_sym_encrypt option leaves that protection out?",
     "disable-mdc",
     ["pgcrypto.html"], "setting"),
    ("pg34-enable-material",
     "EXPLAIN shows a Materialize node under the nested loop that joins runs and instruments, and for a test I want the planner to insert those only where they are needed for correctness; which setting?",
     "enable_material",
     ["runtime-config-query.html"], "setting"),
    ("pg34-wal-retrieve-retry-interval",
     "when the NFS archive share of standby db03 is briefly unreachable, the standby waits a few seconds before it tries again to fetch WAL from any source; which setting sets that wait?",
     "wal_retrieve_retry_interval",
     ["runtime-config-replication.html"], "setting"),
    ("pg34-log-rotation-age",
     "the logging collector on db02 keeps writing into one file for a whole day, and I want a fresh log file every hour no matter how big it is; which setting sets the maximum time an individual log file is used?",
     "log_rotation_age",
     ["runtime-config-logging.html"], "setting"),
    ("pg34-autovacuum-insert-threshold",
     "the sensor_events table only ever gets INSERTs, and autovacuum should visit it once a fixed number of new rows plus a fraction of the table has come in; which setting is that base number of inserted tuples?",
     "autovacuum_vacuum_insert_threshold",
     ["runtime-config-autovacuum.html", "routine-vacuuming.html", "sql-createtable.html"], "setting"),
    ("pg34-multirange-type-name",
     "we define CREATE TYPE dose_range AS RANGE (subtype = numeric), and the automatically chosen name of its multirange type doesn't fit our naming rules; which parameter lets us name the multirange type ourselves?",
     "multirange_type_name",
     ["sql-createtype.html"], "setting"),
    ("pg34-checkpoint-flush-after",
     "on db01 the fsync at the end of every checkpoint stalls for seconds because Linux has kept gigabytes of the checkpoint's writes in its page cache; which setting makes the server push the OS to write them out every so many bytes during the checkpoint?",
     "checkpoint_flush_after",
     ["runtime-config-wal.html", "wal-configuration.html"], "setting"),
    ("pg34-log-parser-stats",
     "for a profiling exercise I want getrusage-style performance statistics of just the parser, for every query, written to the server log; which setting?",
     "log_parser_stats",
     ["runtime-config-statistics.html"], "setting"),
    ("pg34-create-type-internallength",
     "our C type for a 16-byte instrument fingerprint always has the same size; which CREATE TYPE parameter declares the length of its internal representation?",
     "INTERNALLENGTH",
     ["sql-createtype.html", "xtypes.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg34-pg-relpages",
     "our monitoring script only needs the number of pages of the samples table, cheaply, from the pgstattuple extension; which function returns just that?",
     "pg_relpages",
     ["pgstattuple.html"], "command"),
    ("pg34-pgstatginindex",
     "the notes table has a GIN index with fastupdate on, and I want to see how many pages and tuples are waiting in its pending list right now; which pgstattuple function shows that?",
     "pgstatginindex",
     ["pgstattuple.html"], "command"),
    ("pg34-pgp-key-id",
     "an encrypted export from the partner lab arrived as bytea, and before decrypting I want to know which key ID it was encrypted for, or whether a symmetric key was used; which pgcrypto function tells me?",
     "pgp_key_id",
     ["pgcrypto.html"], "command"),
    ("pg34-spi-cursor-find",
     "our C function gets a cursor name as text from the PL/pgSQL function that opened the cursor; which SPI function finds the portal by that name?",
     "SPI_cursor_find",
     ["spi-spi-cursor-find.html"], "command"),
    ("pg34-spi-scroll-cursor-fetch",
     "our C extension has to fetch row 500 of a cursor directly, the way FETCH ABSOLUTE 500 does in SQL, and SPI_cursor_fetch only knows forward and backward; which SPI function takes an absolute position?",
     "SPI_scroll_cursor_fetch",
     ["spi-spi-scroll-cursor-fetch.html"], "command"),
    ("pg34-plperl-encode-bytea",
     "a PL/Perl function renders a PNG thumbnail of each spectrum into a Perl string and returns it into a bytea column, and the bytes come out mangled; which helper turns the binary string into the bytea-encoded form?",
     "encode_bytea",
     ["plperl-builtins.html", "plperl-funcs.html"], "command"),
    ("pg34-pgbench-aset",
     "my pgbench script sends three queries combined with \\; and I want the columns of all of them stored as variables, not just one row of one query; which meta-command ends them?",
     "\\aset",
     ["pgbench.html"], "command"),
    ("pg34-sepgsql-restorecon",
     "we installed sepgsql on a database that already holds our tables, and all existing objects need their initial security labels; which function sets them up?",
     "sepgsql_restorecon",
     ["sepgsql.html"], "command"),
    ("pg34-brin-page-items",
     "with pageinspect I want to see the summary values stored for each block range on page 5 of our BRIN index readings_ts_brin; which function shows the data of a BRIN data page?",
     "brin_page_items",
     ["pageinspect.html"], "command"),
    ("pg34-gin-leafpage-items",
     "I'm looking at a compressed leaf page of the GIN index on notes with pageinspect and want the TIDs stored on it; which function?",
     "gin_leafpage_items",
     ["pageinspect.html"], "command"),
    ("pg34-plpgsql-pg-context",
     "our PL/pgSQL helper log_here() should write into the audit log where it was called from, the whole call stack; which GET DIAGNOSTICS item gives me that?",
     "PG_CONTEXT",
     ["plpgsql-control-structures.html", "plpgsql-statements.html"], "command"),
    ("pg34-plperl-is-array-ref",
     "a PL/Perl function accepts either a single channel number or an array of them and must find out which it got; which utility function tests whether the argument can be treated as an array reference?",
     "is_array_ref",
     ["plperl-builtins.html"], "command"),
    ("pg34-plpy-commit",
     "our PL/Python procedure that loads the Jenkins test results should commit after every 10,000 rows, but plpy.execute('COMMIT') is refused; which function commits the current transaction?",
     "plpy.commit",
     ["plpython-transactions.html"], "command"),
    ("pg34-postgres-fdw-get-connections",
     "the admin of the archive host asks which foreign servers my session currently holds postgres_fdw connections to, and whether they're still valid; which function lists them?",
     "postgres_fdw_get_connections",
     ["postgres-fdw.html"], "command"),
    ("pg34-tablesample-bernoulli",
     "for a Jupyter notebook I need a roughly 1% random sample of the readings table in which every row is picked independently, not whole blocks; which TABLESAMPLE method do I use?",
     "BERNOULLI",
     ["sql-select.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg34-pg-test-timing-duration",
     "I ran pg_test_timing on the new Proxmox VM without any options; for how long does it measure by default?",
     "The default test duration is 3 seconds",
     ["pgtesttiming.html"], "value"),
    ("pg34-async-commit-risk-window",
     "the logger database runs with synchronous_commit off; at most how long after a commit was reported can a crash still lose it?",
     "three times wal_writer_delay",
     ["wal-async-commit.html", "runtime-config-wal.html"], "value"),
    ("pg34-pgcrypto-s2k-count",
     "our security officer wants pgp_sym_encrypt to run far more S2K iterations than the random default; which values does the s2k-count option accept?",
     "between 1024 and 65011712",
     ["pgcrypto.html"], "value"),
    ("pg34-scram-channel-binding-type",
     "the audit of our Rust client asks which TLS channel binding type PostgreSQL uses with SCRAM-SHA-256-PLUS; which one is it?",
     "tls-server-end-point",
     ["sasl-authentication.html"], "value"),
    ("pg34-cancel-request-code",
     "the Go proxy in front of db01 must recognise cancel requests among the startup packets; which request code does a CancelRequest message carry?",
     "80877102",
     ["protocol-message-formats.html"], "value"),
    ("pg34-toast-chunk-size",
     "the raw_log values of our instruments end up out of line in the TOAST table; how big is each chunk stored there, with the default settings?",
     "about 2000 bytes",
     ["storage-toast.html"], "value"),
    ("pg34-toast-pointer-size",
     "how much room does an on-disk TOAST pointer take in the main row, whatever the size of the value it points to?",
     "18 bytes regardless of the actual size",
     ["storage-toast.html"], "value"),
    ("pg34-copy-binary-header",
     "our MATLAB import writes COPY BINARY files itself; how many bytes of fixed fields does the file header start with?",
     "15 bytes of fixed fields",
     ["sql-copy.html"], "value"),
    ("pg34-systemd-default-timeout",
     "the example systemd unit in the docs sets TimeoutSec=infinity; how long would systemd otherwise wait for the server to report readiness before killing it?",
     "default timeout of 90 seconds",
     ["server-start.html"], "value"),
    ("pg34-item-identifier-size",
     "how many bytes does each item identifier, the line pointer that ctid refers to, take on a heap page?",
     "each requiring four bytes",
     ["storage-page-layout.html"], "value"),
    ("pg34-base-backup-lz4-level",
     "our home-made backup tool asks BASE_BACKUP for server-side lz4 compression with a level; which levels are valid for lz4?",
     "for lz4 an integer between 1 and 12",
     ["protocol-replication.html"], "value"),
    ("pg34-base-backup-checkpoint-default",
     "the backup tool sends BASE_BACKUP without a CHECKPOINT option; is the checkpoint at the start fast or spread?",
     "The default is spread",
     ["protocol-replication.html"], "value"),
    ("pg34-autoprewarm-workers",
     "after a restart of db02 the autoprewarm worker reloads the blocks listed in autoprewarm.blocks; how many background workers does it use for that?",
     "using 2 background workers",
     ["pgprewarm.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg34-pgupgrade-no-schema-in-new-cluster",
     "before running pg_upgrade into the new cluster on db05, a colleague wants to create our extensions there by hand first, CREATE EXTENSION pgcrypto and so on; why do the docs say not to load any schema definitions into it?",
     "because these will be duplicated from the old cluster",
     ["pgupgrade.html"], "reason"),
    ("pg34-disable-trigger-alter-table",
     "during the bulk reload I wanted ALTER TRIGGER audit_samples ON samples DISABLE, but disabling and enabling triggers lives in ALTER TABLE instead; why isn't it part of ALTER TRIGGER?",
     "ALTER TRIGGER has no convenient way to express the option of enabling or disabling all of a table's triggers at once",
     ["sql-altertrigger.html"], "reason"),
    ("pg34-zfs-write-cache",
     "the data directory lives on a ZFS pool of our TrueNAS box, and the disks' write cache is on; why do the docs regard ZFS as safe in that case?",
     "it issues its own disk cache flush commands",
     ["wal-reliability.html"], "reason"),
    ("pg34-recursive-query-limit",
     "a student's WITH RECURSIVE counter has no stop condition, only LIMIT 100 in the outer query, and it still returns; why doesn't it run forever?",
     "evaluates only as many rows of a WITH query as are actually fetched by the parent query",
     ["queries-with.html"], "reason"),
    ("pg34-with-dml-top-level",
     "I put WITH moved AS (DELETE FROM queue ... RETURNING *) inside the sub-SELECT of our INSERT INTO queue_log, and it's rejected, while attaching it to the INSERT works; why?",
     "data-modifying statements are only allowed in WITH clauses that are attached to the top-level statement",
     ["queries-with.html"], "reason"),
    ("pg34-domain-operator-ignored",
     "we declared an = operator between our domain sample_code and text, but WHERE code = 'AB-12' never uses it; why are operators on a domain less useful than they seem?",
     "the operator resolution rules are designed to select operators applying to the domain's base type",
     ["typeconv-oper.html"], "reason"),
    ("pg34-sepgsql-dynamic-transitions",
     "the sepgsql page warns us to think twice before allowing dynamic domain transitions for the lab users; why are they risky?",
     "they allow users to switch their label",
     ["sepgsql.html"], "reason"),
    ("pg34-item-identifier-stable",
     "pruning compacts the free space of a page and moves tuples around, yet a row's ctid stays valid; why can the index of an item identifier be used long-term?",
     "an item identifier is never moved until it is freed",
     ["storage-page-layout.html"], "reason"),
    ("pg34-plperl-scalar-context",
     "a PL/Perl function that ends with return (1, 2, 3) doesn't give our Django app a set of rows; why can't a PL/Perl function just return a list?",
     "called in a scalar context",
     ["plperl-funcs.html"], "reason"),
    ("pg34-plpython-assign-argument",
     "a PL/Python function does x = x.strip() on its argument and fails with an error about x; why can't it reassign the argument like that?",
     "assigning to x makes x a local variable for the entire block",
     ["plpython-funcs.html"], "reason"),
    ("pg34-case-around-aggregate",
     "SELECT CASE WHEN min(dose) > 0 THEN avg(1/dose) END FROM runs still fails with division by zero for a run with a zero dose; why doesn't the CASE protect the avg?",
     "aggregate expressions are computed before other expressions",
     ["sql-expressions.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg34-pgupgrade-socketdir",
     "pg_upgrade on db05 fails because the path of the current directory is too long for a Unix socket; which option puts the postmaster sockets somewhere else during the upgrade?",
     "--socketdir",
     ["pgupgrade.html"], "procedure"),
    ("pg34-pgwaldump-fullpage",
     "I only want pg_waldump to show the records in segment 000000010000001A00000042 that carry full page images; which option?",
     "--fullpage",
     ["pgwaldump.html"], "procedure"),
    ("pg34-pgbench-failures-detailed",
     "our GitLab CI runs pgbench with --max-tries, and the reports and logs should also say how many failures were serialization and how many deadlock failures; which option?",
     "--failures-detailed",
     ["pgbench.html"], "procedure"),
    ("pg34-with-recursive-cycle",
     "the sample-lineage graph has loops because of a mis-entry; how do I write the built-in cycle detection in the WITH RECURSIVE query, tracking the id column with a flag column and a path column?",
     "CYCLE id SET is_cycle USING path",
     ["queries-with.html"], "procedure"),
    ("pg34-detach-partition-finalize",
     "ALTER TABLE readings DETACH PARTITION readings_2019 CONCURRENTLY was interrupted when our maintenance window closed, and the partition is left pending detach; how do I complete it?",
     "FINALIZE",
     ["sql-altertable.html"], "procedure"),
    ("pg34-regress-temp-config",
     "for make check on the build box the temporary installation should get log_checkpoints = on and more work_mem from a conf file I wrote; what do I add to the make check line?",
     "EXTRA_REGRESS_OPTS=\"--temp-config=test_postgresql.conf\"",
     ["regress-run.html"], "procedure"),
    ("pg34-make-update-po",
     "the German translation a student started for pg_dump is out of date because the program's messages changed; which make command merges the new messages into the existing PO files?",
     "make update-po",
     ["nls-translator.html"], "procedure"),
    ("pg34-cast-with-inout",
     "we need a cast from our custom type probe_id to text without writing a cast function in C, just through the type's output and input functions; which CREATE CAST form does that?",
     "WITH INOUT",
     ["sql-createcast.html"], "procedure"),
    ("pg34-raise-using-hint",
     "our PL/pgSQL validation function should raise an error and add a hint that DBeaver shows under the message; how do I attach the hint in RAISE?",
     "USING HINT",
     ["plpgsql-errors-and-messages.html"], "procedure"),
    ("pg34-tsconfig-copy",
     "I want a new text search configuration lab_en that starts out as a duplicate of the built-in english one, so I can change only a few mappings; how do I create it?",
     "COPY = pg_catalog.english",
     ["textsearch-configuration.html", "textsearch-debugging.html"], "procedure"),
    ("pg34-set-constraints-all",
     "inside our import transaction the deferred foreign keys should be checked now, before the last step, instead of at COMMIT; which command changes the mode of all deferrable constraints at once?",
     "SET CONSTRAINTS ALL",
     ["sql-set-constraints.html"], "procedure"),
    ("pg34-grant-admin-option",
     "the group lead should be able to add students to the lab_students role herself; what do I add to GRANT lab_students TO lead so she can grant that membership to others?",
     "WITH ADMIN OPTION",
     ["sql-grant.html", "sql-createrole.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg34-what-degenerate-state",
     "the failover section says that after the standby takes over, the setup is in a degenerate state; what does that mean?",
     "there is only a single server in operation",
     ["warm-standby-failover.html"], "definition"),
    ("pg34-what-cascading-standby",
     "our replication notes call db04 a cascading standby; what is that?",
     "A standby acting as both a receiver and a sender",
     ["warm-standby.html"], "definition"),
    ("pg34-what-valuepercall",
     "the C-language function chapter mentions ValuePerCall mode for functions returning sets; what is that mode?",
     "a set-returning function is called repeatedly",
     ["xfunc-c.html"], "definition"),
    ("pg34-what-row-variable",
     "the PL/pgSQL chapter talks about a row variable; what is a row variable?",
     "A variable of a composite type",
     ["plpgsql-declarations.html"], "definition"),
    ("pg34-what-cascading-triggers",
     "our audit trigger inserts into a table that has its own triggers; the docs call this cascading triggers; what are cascading triggers?",
     "these commands might fire triggers again",
     ["trigger-definition.html"], "definition"),
    ("pg34-what-item",
     "the page layout chapter keeps talking about items on a page; what is an item there?",
     "an individual data value that is stored on a page",
     ["storage-page-layout.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

"""Twelfth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout12.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, searched for phrases), as an
engineer at a lab bench would type or say them -- mostly a situation in
everyday words ("every connection slot is taken by the loggers and even the
DBA can't get in..."), some in the manual's own terms -- spread over
reserved superuser connections, ending the session on any error, the
stack depth limit, psql's AUTOCOMMIT and \\ir and \\lo_import, logging the
failing statement, host names and replication commands in the log, logical
replication workers, forcing parallel plans, process titles, the WAL
receiver and archiver views, pg_locks, pg_sleep_for, the server start time,
make_date, SQL/JSON path queries, pgcrypto's symmetric encryption, the
autovacuum analyze threshold, commit_siblings, table fillfactor, the WAL
prefetch distance, JIT inlining and parallel index scan thresholds,
autoprewarm, the size of an OID, the statistics target range, LIMIT without
ORDER BY, wal_level minimal and point-in-time recovery, building indexes
after a bulk load, pg_dump's --inserts, replica identity, non-C locales and
LIKE, GIN update cost, rotating the log file, publication row filters,
jsonb_path_ops, refusing connections to one database, exported snapshots,
adding an attribute to a composite type, security-barrier views, column
storage modes, and terms (OLTP, tablespace, relation, checkpointer). The
most famous facts were avoided, and so was every answer and every question
topic of the earlier answer sets (``answer_pg_tune``, ``answer_pg_heldout``
to ``answer_pg_heldout11``, ``answer_kernel_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose; the
eleventh set's builder (``build_answers_pg11.py``) was read as the template
for format and rules. Nothing of the answer code, of its search or answer
output, or of the benchmark results was opened while writing it; the
questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries the
asked-for fact, copied as the page writes it; ``relevant`` lists every page
that states the fact with that phrase, best first, leaving out index pages,
release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg12.py > answer_pg_heldout12.jsonl
    python3 validate_answers.py answer_pg_heldout12.jsonl  # with a Python that has the appliance installed

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
# (id, query, answer, relevant, kind)
ROWS: list[Row] = [
    # --- settings -------------------------------------------------------
    ("pg12-superuser-slots",
     "the data loggers grabbed every connection slot last night and not even the DBA could log in to clean up; which setting keeps a few slots back for superusers?",
     "superuser_reserved_connections",
     ["runtime-config-connection.html"], "setting"),
    ("pg12-end-session-on-error",
     "for the unattended calibration job I'd like any error at all to kill the whole session instead of carrying on; which setting does that?",
     "exit_on_error",
     ["runtime-config-error-handling.html"], "setting"),
    ("pg12-stack-depth",
     "a deeply recursive PL/pgSQL function that walks our sample lineage tree fails with 'stack depth limit exceeded'; which server setting controls that limit?",
     "max_stack_depth",
     ["runtime-config-resource.html"], "setting"),
    ("pg12-psql-autocommit-off",
     "I want psql to behave like the old Oracle client, where nothing is committed until I type COMMIT; which psql variable do I turn off?",
     "AUTOCOMMIT",
     ["app-psql.html"], "setting"),
    ("pg12-log-failing-statement",
     "the log only shows the error text but not the SQL that caused it; which setting makes the server also log the statement that failed, from a chosen severity up?",
     "log_min_error_statement",
     ["runtime-config-logging.html"], "setting"),
    ("pg12-logical-rep-workers",
     "we added a fifth subscription on the analysis server and it just sits there without starting; which setting caps the number of logical replication workers?",
     "max_logical_replication_workers",
     ["runtime-config-replication.html", "logical-replication-config.html"], "setting"),
    ("pg12-log-replication-cmds",
     "I'd like every replication command the standbys and pg_basebackup send to show up in the server log; which setting turns that on?",
     "log_replication_commands",
     ["runtime-config-logging.html"], "setting"),
    ("pg12-force-parallel-testing",
     "to test whether our custom functions are safe in parallel workers, I want the planner to use a parallel plan even when it isn't worth it; which developer setting forces that?",
     "force_parallel_mode",
     ["runtime-config-developer.html"], "setting"),
    ("pg12-log-client-hostnames",
     "the connection log lines only show the IP address of each lab machine; which setting makes the server log the client host name too?",
     "log_hostname",
     ["runtime-config-logging.html"], "setting"),
    ("pg12-process-title",
     "on the Windows acquisition PC someone said updating the ps display for every command costs time; which setting stops the server from updating the process title?",
     "update_process_title",
     ["runtime-config-logging.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg12-wal-receiver-view",
     "on the standby in the basement, which view shows whether the WAL receiver is connected to the primary and how far it has received?",
     "pg_stat_wal_receiver",
     ["monitoring-stats.html", "warm-standby.html"], "command"),
    ("pg12-who-holds-locks",
     "an ALTER TABLE hangs and I want to see every lock currently held or waited for in the database; which system view lists them?",
     "pg_locks",
     ["view-pg-locks.html", "monitoring-locks.html"], "command"),
    ("pg12-psql-import-file-large-object",
     "from psql on my laptop I want to store a local spectrum file as a large object in the server; which psql meta-command does that?",
     "\\lo_import",
     ["app-psql.html"], "command"),
    ("pg12-sleep-interval",
     "in a test script I need the session to pause for five minutes, given as an interval rather than seconds; which function sleeps for an interval?",
     "pg_sleep_for",
     ["functions-datetime.html"], "command"),
    ("pg12-server-start-time",
     "how can I find out from SQL when the database server was last started?",
     "pg_postmaster_start_time",
     ["functions-info.html"], "command"),
    ("pg12-date-from-parts",
     "the old instrument export has separate year, month and day integer columns; which function builds a date out of those three numbers?",
     "make_date",
     ["functions-datetime.html"], "command"),
    ("pg12-json-path-rows",
     "I want every element of the measurements array inside our jsonb documents back as its own row, selected with a JSON path expression; which function does that?",
     "jsonb_path_query",
     ["functions-json.html"], "command"),
    ("pg12-archiver-view",
     "how can I check from SQL whether WAL archiving has been failing, and which file it last failed on?",
     "pg_stat_archiver",
     ["monitoring-stats.html", "continuous-archiving.html"], "command"),
    ("pg12-psql-include-relative",
     "my psql setup script includes other scripts that sit in the same folder, but it breaks when I run it from another directory; which meta-command includes a file relative to the current script's location?",
     "\\ir",
     ["app-psql.html"], "command"),
    ("pg12-encrypt-with-passphrase",
     "with pgcrypto, which function encrypts a patient note column with a shared passphrase?",
     "pgp_sym_encrypt",
     ["pgcrypto.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg12-analyze-threshold-default",
     "how many inserted, updated or deleted rows does autovacuum need to see on a table by default, on top of the scale factor, before it runs ANALYZE on it?",
     "The default is 50 tuples",
     ["runtime-config-autovacuum.html"], "value"),
    ("pg12-commit-siblings-default",
     "how many other open transactions does commit_siblings want by default before the commit delay kicks in?",
     "default is five transactions",
     ["runtime-config-wal.html"], "value"),
    ("pg12-table-fillfactor-default",
     "what fillfactor do ordinary tables get when I don't set one?",
     "100 (complete packing) is the default",
     ["sql-createtable.html"], "value"),
    ("pg12-wal-prefetch-distance",
     "during recovery, how far ahead in the WAL does the server look for blocks to prefetch by default, the wal_decode_buffer_size?",
     "The default is 512kB",
     ["runtime-config-wal.html"], "value"),
    ("pg12-jit-inline-cost",
     "above which query cost does JIT start inlining small functions and operators by default?",
     "default is 500000",
     ["runtime-config-query.html"], "value"),
    ("pg12-parallel-index-size",
     "how much index data must a scan touch by default before the planner even considers a parallel index scan?",
     "The default is 512 kilobytes (512kB)",
     ["runtime-config-query.html"], "value"),
    ("pg12-autoprewarm-interval",
     "how often does pg_prewarm's autoprewarm worker write the list of cached blocks to disk by default?",
     "300 seconds",
     ["pgprewarm.html"], "value"),
    ("pg12-oid-size",
     "how big is an OID internally, and could it serve as a unique key in our big table?",
     "unsigned four-byte integer",
     ["datatype-oid.html"], "value"),
    ("pg12-stats-target-range",
     "how high can I set the per-column statistics target with ALTER TABLE for the skewed sensor_id column?",
     "range 0 to 10000",
     ["sql-altertable.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg12-limit-without-order",
     "the page-through view of results shows different rows each time we run the same query with LIMIT 20 OFFSET 40; why?",
     "unpredictable subset",
     ["queries-limit.html", "sql-select.html"], "reason"),
    ("pg12-minimal-wal-no-pitr",
     "why can't I turn on WAL archiving for point-in-time recovery while wal_level is minimal?",
     "minimal WAL does not contain sufficient information for point-in-time recovery",
     ["runtime-config-wal.html"], "reason"),
    ("pg12-index-after-load",
     "why do the docs say to load the table first and create its indexes afterwards when filling a fresh database?",
     "Creating an index on pre-existing data is quicker",
     ["populate.html"], "reason"),
    ("pg12-dump-inserts-catch",
     "a colleague dumped the lab database with pg_dump --inserts; what is the catch with that option when we restore it?",
     "make restoration very slow",
     ["app-pgdump.html", "app-pg-dumpall.html"], "reason"),
    ("pg12-replica-identity-why",
     "why does logical replication refuse UPDATEs and DELETEs on a published table that has no primary key?",
     "appropriate rows to update or delete can be identified on the subscriber side",
     ["logical-replication-publication.html"], "reason"),
    ("pg12-locale-like-slow",
     "we initialised the cluster with en_US.UTF-8 and now LIKE 'abc%' queries don't use our plain index; why is a non-C locale a drawback here?",
     "prevents ordinary indexes from being used by LIKE",
     ["locale.html"], "reason"),
    ("pg12-gin-updates-slow",
     "inserts into the table with a GIN index on the tags array are much slower than before; why are GIN index updates slow?",
     "intrinsic nature of inverted indexes",
     ["gin-implementation.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg12-rotate-log-now",
     "how can I make the server switch to a new log file right now from SQL, before I copy the current one away?",
     "pg_rotate_logfile",
     ["functions-admin.html"], "procedure"),
    ("pg12-publish-some-rows",
     "our publication should send the partner lab only the rows whose site is 'north'; how do I restrict which rows a published table replicates?",
     "row filter expression",
     ["sql-createpublication.html", "logical-replication-row-filter.html"], "procedure"),
    ("pg12-smaller-jsonb-index",
     "the GIN index on our jsonb metadata is huge and we only ever search with @>; how do I build a smaller, faster index for just that?",
     "jsonb_path_ops",
     ["gin-builtin-opclasses.html", "datatype-json.html"], "procedure"),
    ("pg12-block-db-connections",
     "during the migration nobody should be able to connect to the samples database, while the other databases stay open; how do I stop new connections to just that one?",
     "ALLOW_CONNECTIONS",
     ["sql-alterdatabase.html", "sql-createdatabase.html"], "procedure"),
    ("pg12-same-snapshot",
     "I want three parallel export sessions to see exactly the same data; how do I share one transaction's snapshot with the others?",
     "pg_export_snapshot",
     ["functions-admin.html", "sql-set-transaction.html"], "procedure"),
    ("pg12-composite-add-field",
     "we have a composite type reading_t and need to add a unit field to it; how do I add a field to an existing composite type?",
     "ADD ATTRIBUTE",
     ["sql-altertype.html"], "procedure"),
    ("pg12-view-hide-rows",
     "our view only shows each group its own samples, but someone could leak the other rows through a cheap function in the WHERE clause; how do I protect the view against that?",
     "security_barrier",
     ["rules-privileges.html", "sql-createview.html", "sql-alterview.html"], "procedure"),
    ("pg12-column-no-compress",
     "the raw waveform bytea column is already compressed by the instrument, so I want PostgreSQL to store it out of line without compressing it again; how do I change that column's storage?",
     "SET STORAGE",
     ["sql-altertable.html", "storage-toast.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg12-acronym-oltp",
     "what does OLTP stand for?",
     "Online Transaction Processing",
     ["acronyms.html"], "definition"),
    ("pg12-what-tablespace",
     "in PostgreSQL's own terms, what is a tablespace?",
     "named location on the server file system",
     ["glossary.html"], "definition"),
    ("pg12-what-relation",
     "the manual keeps saying 'relation'; what does that word mean there?",
     "generic term for all objects in a database that have a name and a list of attributes",
     ["glossary.html"], "definition"),
    ("pg12-what-checkpointer",
     "in the process list there is a 'checkpointer'; what is that process?",
     "auxiliary process that is responsible for executing checkpoints",
     ["glossary.html"], "definition"),

]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

"""Seventeenth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout17.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, searched with grep, sed and a
small tag-stripping search script), as an engineer at a lab bench would type
or say them -- mostly a situation in everyday words, some in the manual's own
terms, a few mentioning the asker's own tables, hosts and tools -- spread
over keeping temporary files after a backend crash, an extra PID file for
administration tools, timing WAL writes and syncs, the owning group of the
Unix-domain socket, stopping recovery just before the target transaction,
switching partition pruning off to compare plans, keeping the leader out of
parallel plans, the number of huge pages the shared memory needs, a
temporary replication slot for the WAL receiver, logging what sorts do;
psql's \\gx and \\setenv, regexp_substr, pg_listening_channels, fuzzystrmatch's
soundex, pgstattuple's pgstatindex, ts_stat, pg_replication_slot_advance,
concat_ws, vacuumdb --min-xid-age; the precision kept by seg values,
postgres_fdw's default batch_size, the default signature length of
gist_trgm_ops, the defaults of vacuum_cost_limit, log_min_messages,
geqo_effort, maintenance_io_concurrency and seq_page_cost, which float(p)
precisions mean double precision; why revoking one column after a table-wide
grant changes nothing, the firing order of several triggers on one event,
why ranking search results is slow, the weakness of ident authentication,
why resetting statistics counters hurts autovacuum, advisory locks with
LIMIT, why CLUSTER's ordering does not last; copying a big template
database with FILE_COPY, views that check the caller's privileges,
subscriptions that disable themselves on errors, cascading replication,
clearing everything ALTER SYSTEM wrote, a server-side base backup target,
the samenet keyword of pg_hba.conf, getting rid of an orphaned prepared
transaction; and terms (MITM, background writer, WAL receiver,
materialized). The most famous facts were avoided, and so was every answer
and every question topic of the earlier answer sets (``answer_pg_tune``,
``answer_pg_heldout`` to ``answer_pg_heldout16``, ``answer_kernel_*``,
``answer_questions*``, ``answer_unanswerable_*``), which were read only for
that purpose (answers were also grepped against them); the sixteenth set's
builder (``build_answers_pg16.py``) was read as the template for format and
rules. Nothing of the answer code, of its search or answer output, of the
appliance's documentation or tests, or of the benchmark results was opened
while writing it; no git command was run; the questions were not run
through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries the
asked-for fact, copied as the page writes it; ``relevant`` lists every page
that states the fact with that phrase, best first, leaving out index pages,
release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg17.py > answer_pg_heldout17.jsonl
    python3 validate_answers.py answer_pg_heldout17.jsonl  # with a Python that has the appliance installed

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
    ("pg17-remove-temp-files-after-crash",
     "a backend crashed in the middle of a huge sort and the server cleaned up its temp files on restart before I could look at them; which parameter keeps those files around for debugging?",
     "remove_temp_files_after_crash",
     ["runtime-config-developer.html"], "setting"),
    ("pg17-external-pid-file",
     "our monitoring agent wants the postmaster's process ID in a file under /run/lab instead of digging in the data directory; which setting makes the server write an additional PID file?",
     "external_pid_file",
     ["runtime-config-file-locations.html"], "setting"),
    ("pg17-track-wal-io-timing",
     "pg_stat_wal shows zeros in wal_write_time and wal_sync_time on the logger database; what do I switch on so the time spent writing and syncing WAL gets measured?",
     "track_wal_io_timing",
     ["runtime-config-statistics.html", "monitoring-stats.html", "wal-configuration.html"], "setting"),
    ("pg17-unix-socket-group",
     "only members of the labdb group on the host should be able to connect through the local socket; which parameter sets the group that owns the Unix-domain socket?",
     "unix_socket_group",
     ["runtime-config-connection.html", "auth-trust.html"], "setting"),
    ("pg17-recovery-target-inclusive",
     "I'm restoring to the transaction ID of the bad DELETE and want recovery to stop just before it, not after it; which parameter decides whether the target itself is included?",
     "recovery_target_inclusive",
     ["runtime-config-wal.html"], "setting"),
    ("pg17-enable-partition-pruning",
     "to show the students what pruning buys, I want EXPLAIN of a query on the partitioned measurements table with and without partitions excluded; which setting turns that optimization off?",
     "enable_partition_pruning",
     ["runtime-config-query.html", "ddl-partitioning.html"], "setting"),
    ("pg17-parallel-leader-participation",
     "in parallel plans the leader process also runs the plan under Gather while it waits for the workers; which parameter stops the leader from doing that?",
     "parallel_leader_participation",
     ["runtime-config-resource.html"], "setting"),
    ("pg17-shared-memory-size-in-huge-pages",
     "before starting the new server I need to know how many huge pages to reserve with vm.nr_hugepages; which runtime-computed parameter reports that number?",
     "shared_memory_size_in_huge_pages",
     ["runtime-config-preset.html", "kernel-resources.html", "app-postgres.html"], "setting"),
    ("pg17-wal-receiver-create-temp-slot",
     "our standby has no primary_slot_name configured, but I'd still like the WAL receiver to hold a replication slot on the primary while it streams; which setting creates a temporary one?",
     "wal_receiver_create_temp_slot",
     ["runtime-config-replication.html"], "setting"),
    ("pg17-trace-sort",
     "I'd like the log to tell me about resource usage during sort operations, to see what our big ORDER BY reports are doing; which developer option emits that?",
     "trace_sort",
     ["runtime-config-developer.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg17-psql-gx",
     "I usually keep psql in normal table output, but one query returns a single very wide row; how do I run just that query with expanded output without toggling anything?",
     "\\gx",
     ["app-psql.html"], "command"),
    ("pg17-psql-setenv",
     "from inside a running psql session, how do I set PAGER to less for the rest of the session without quitting?",
     "\\setenv",
     ["app-psql.html"], "command"),
    ("pg17-regexp-substr",
     "the instrument log lines contain serial numbers like SN-48213-B somewhere in the text; which function returns just the substring matching a POSIX regex, or NULL if there is none?",
     "regexp_substr",
     ["functions-matching.html", "functions-string.html"], "command"),
    ("pg17-pg-listening-channels",
     "my session issued a few LISTEN commands over the afternoon and I've lost track; which function lists the notification channels it is listening to?",
     "pg_listening_channels",
     ["functions-info.html"], "command"),
    ("pg17-soundex",
     "visitors typed their surnames into the sign-in sheet in various spellings, Smith, Smyth, Smithe; which fuzzystrmatch function gives a code so names that sound alike group together?",
     "soundex",
     ["fuzzystrmatch.html"], "command"),
    ("pg17-pgstatindex",
     "how can I see the tree depth, leaf page count and leaf density of the B-tree index on readings(taken_at), to judge whether it's bloated?",
     "pgstatindex",
     ["pgstattuple.html"], "command"),
    ("pg17-ts-stat",
     "I want to see which words occur most often in the tsvector column of our lab notes, to pick stop-word candidates; which function returns per-lexeme statistics for a query?",
     "ts_stat",
     ["textsearch-features.html", "functions-textsearch.html"], "command"),
    ("pg17-replication-slot-advance",
     "a logical slot for a decommissioned consumer is far behind; how do I move its confirmed position forward to a given LSN without decoding all the changes?",
     "pg_replication_slot_advance",
     ["functions-admin.html"], "command"),
    ("pg17-concat-ws",
     "I want to glue building, room and bench into one label separated by slashes, skipping whichever part is NULL; which string function does that?",
     "concat_ws",
     ["functions-string.html"], "command"),
    ("pg17-vacuumdb-min-xid-age",
     "our nightly vacuumdb job should only touch tables whose transaction ID age is already high, so the dangerous ones get done first; which option filters by that age?",
     "--min-xid-age",
     ["app-vacuumdb.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg17-seg-precision",
     "we store tolerance intervals with the seg extension; how many significant digits of a number does a seg value keep before it truncates?",
     "6 significant digits",
     ["seg.html"], "value"),
    ("pg17-fdw-batch-size",
     "inserts into a postgres_fdw foreign table on the archive server crawl along one row per round trip; how many rows does it insert per operation by default?",
     "The default is 1",
     ["postgres-fdw.html"], "value"),
    ("pg17-trgm-gist-siglen",
     "I built a GiST index with gist_trgm_ops on sample names without any parameters; what signature length does it use?",
     "The default length is 12 bytes",
     ["pgtrgm.html"], "value"),
    ("pg17-vacuum-cost-limit",
     "with cost-based vacuum delay switched on, how much accumulated cost makes the vacuum process go to sleep by default?",
     "The default value is 200",
     ["runtime-config-resource.html"], "value"),
    ("pg17-log-min-messages",
     "out of the box, which message level is the minimum that gets written to the server log?",
     "The default is WARNING",
     ["runtime-config-logging.html"], "value"),
    ("pg17-geqo-effort",
     "what is geqo_effort set to by default, on its scale of 1 to 10?",
     "The default value is five",
     ["runtime-config-query.html"], "value"),
    ("pg17-float-p-double",
     "an imported schema declares columns as float(30) and float(50); which precision values make PostgreSQL pick double precision rather than real?",
     "float(25) to float(53)",
     ["datatype-numeric.html"], "value"),
    ("pg17-maintenance-io-concurrency",
     "effective_io_concurrency has a sibling for maintenance work done on behalf of many sessions; how many concurrent I/O requests does that one assume by default on Linux?",
     "The default is 10 on supported systems",
     ["runtime-config-resource.html"], "value"),
    ("pg17-seq-page-cost",
     "what cost does the planner assign by default to fetching one disk page as part of a sequential scan?",
     "The default is 1.0",
     ["runtime-config-query.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg17-column-revoke-after-table-grant",
     "I granted SELECT on the patients table to the student role and then revoked SELECT on just the ssn column, but the students can still read ssn; why?",
     "the table-level grant is unaffected by a column-level operation",
     ["sql-grant.html"], "reason"),
    ("pg17-trigger-firing-order",
     "two BEFORE INSERT triggers on the samples table, audit_log and check_units, and the audit one always runs first; what decides the order?",
     "alphabetical order",
     ["trigger-definition.html", "sql-createtrigger.html"], "reason"),
    ("pg17-ranking-expensive",
     "the full-text search itself is quick with the GIN index, but as soon as I ORDER BY ts_rank the query gets slow; why?",
     "requires consulting the tsvector of each matching document",
     ["textsearch-controls.html"], "reason"),
    ("pg17-ident-drawback",
     "someone suggested ident authentication for the lab workstations over TCP; what's the catch with trusting the ident server on the client machine?",
     "depends on the integrity of the client",
     ["auth-ident.html"], "reason"),
    ("pg17-stats-reset-autovacuum",
     "a colleague calls pg_stat_reset() every morning to get clean numbers for his dashboard; why is that a bad idea?",
     "cause autovacuum to not perform necessary work",
     ["monitoring-stats.html"], "reason"),
    ("pg17-advisory-lock-limit",
     "our job picker does SELECT pg_advisory_lock(id) FROM jobs WHERE ... LIMIT 10, and sometimes sessions end up holding locks on jobs they never got back; why?",
     "LIMIT is not guaranteed to be applied before the locking function is executed",
     ["explicit-locking.html"], "reason"),
    ("pg17-cluster-one-time",
     "we CLUSTERed the events table by its timestamp index last month, but the new rows aren't stored in that order; why didn't the ordering stick?",
     "Clustering is a one-time operation",
     ["sql-cluster.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg17-createdb-file-copy",
     "each course clones a large template database, and every CREATE DATABASE floods the WAL archive because the whole template gets WAL-logged; how do I make it copy the files at the filesystem level instead?",
     "FILE_COPY",
     ["sql-createdatabase.html"], "procedure"),
    ("pg17-view-security-invoker",
     "the summary view is owned by the admin role, so students see rows through it that they can't read in the base tables; how do I make the view check the privileges of whoever queries it?",
     "security_invoker",
     ["sql-createview.html", "sql-alterview.html"], "procedure"),
    ("pg17-subscription-disable-on-error",
     "our subscription hits the same conflicting row over and over and the apply worker keeps restarting; how do I make the subscription disable itself when an error shows up?",
     "disable_on_error",
     ["sql-createsubscription.html", "logical-replication-conflicts.html"], "procedure"),
    ("pg17-cascading-standby",
     "I want the second standby in the other building to stream from the first standby instead of from the primary; what do I change on the downstream one?",
     "point to the cascading standby",
     ["warm-standby.html"], "procedure"),
    ("pg17-alter-system-reset-all",
     "over the years people have set dozens of parameters with ALTER SYSTEM on the bench server; how do I remove all of those entries in one go?",
     "RESET ALL",
     ["sql-altersystem.html"], "procedure"),
    ("pg17-basebackup-server-target",
     "the backup disk is attached to the database server itself; how do I tell pg_basebackup to store the backup on the server's side rather than send it to my laptop?",
     "server:/some/path",
     ["app-pgbasebackup.html"], "procedure"),
    ("pg17-hba-samenet",
     "in pg_hba.conf I want to allow every machine on the subnets the server is directly attached to, without writing the address ranges down; what do I put in the address field?",
     "samenet",
     ["auth-pg-hba-conf.html"], "procedure"),
    ("pg17-rollback-prepared",
     "our transaction manager crashed and left a prepared transaction behind that still holds locks on the orders table; how do I get rid of it from psql?",
     "ROLLBACK PREPARED",
     ["sql-rollback-prepared.html", "sql-prepare-transaction.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg17-acronym-mitm",
     "the SSL chapter keeps warning about MITM when sslmode isn't verify-full; what does MITM stand for?",
     "Man-in-the-middle",
     ["acronyms.html", "libpq-ssl.html"], "definition"),
    ("pg17-what-background-writer",
     "there's a 'background writer' process in ps next to the checkpointer; what does it do?",
     "writes dirty data pages from shared memory to the file system",
     ["glossary.html"], "definition"),
    ("pg17-what-wal-receiver",
     "on our standby there's a 'walreceiver' process; what is the WAL receiver?",
     "runs on a replica to receive WAL from the primary server",
     ["glossary.html"], "definition"),
    ("pg17-what-materialized",
     "in PostgreSQL's terms, what does 'materialized' mean, as in materialized view?",
     "pre-computed and stored for later use",
     ["glossary.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

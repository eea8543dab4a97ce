"""Sixteenth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout16.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, searched with grep, sed and a
small tag-stripping search script), as an engineer at a lab bench would type
or say them -- mostly a situation in everyday words, some in the manual's own
terms, a few mentioning the asker's own tables, hosts and tools -- spread
over preferring the server's TLS cipher order, ignoring damaged system
indexes, WAL file recycling on copy-on-write file systems, the implicit XML
DOCUMENT/CONTENT choice, synchronized sequential scans, warnings about
backslashes in plain string literals, the locale for money formatting,
checking WAL redo routines against full-page images, the dynamic shared
memory implementation, logging every statement of a sample of
transactions; psql's \\sv and \\H, clusterdb, PL/pgSQL's GET DIAGNOSTICS,
initcap, array_remove, pg_walinspect's pg_get_wal_records_info,
pg_backend_pid, pg_current_wal_lsn, pg_dump --no-blobs; the storage size of
a polygon, dict_int's default maxlen, the allowed numeric scale range, the
defaults of wal_skip_threshold, parallel_tuple_cost, pgbench's
transactions per client, wal_writer_flush_after, vacuum_freeze_table_age and
autovacuum_multixact_freeze_max_age; why restore_command is
asked for files the archive lacks, why an archive command must not
overwrite files, why expression indexes slow down inserts, what jsonb does
with duplicate keys, why TRUNCATE refuses tables referenced by foreign keys,
why shared_memory_type = sysv is discouraged, quote_literal and NULL; requiring client
certificates in pg_hba.conf, the replication keyword of pg_hba.conf,
renaming a database, a minor-release update, shielding the postmaster from
the OOM killer, pg_restore --create, moving a tablespace by hand, indexing
a partitioned table with ON ONLY; and terms (backend process, postmaster,
WAL archiver, JIT). The most famous facts were avoided, and so was every
answer and every question topic of the earlier answer sets
(``answer_pg_tune``, ``answer_pg_heldout`` to ``answer_pg_heldout15``,
``answer_kernel_*``, ``answer_questions*``, ``answer_unanswerable_*``), which
were read only for that purpose (answers were also grepped against them);
the fifteenth set's builder (``build_answers_pg15.py``) was read as the
template for format and rules. Nothing of the answer code, of its search or
answer output, of the appliance's documentation or tests, or of the
benchmark results was opened while writing it; no git command was run; the
questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries the
asked-for fact, copied as the page writes it; ``relevant`` lists every page
that states the fact with that phrase, best first, leaving out index pages,
release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg16.py > answer_pg_heldout16.jsonl
    python3 validate_answers.py answer_pg_heldout16.jsonl  # with a Python that has the appliance installed

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
    ("pg16-prefer-server-ciphers",
     "during the TLS handshake the old lab PCs get to pick a weak cipher from our list; which setting makes the server's own cipher order win over the client's?",
     "ssl_prefer_server_ciphers",
     ["runtime-config-connection.html"], "setting"),
    ("pg16-ignore-system-indexes",
     "after a disk hiccup one of the system catalog indexes seems damaged and the backend misbehaves reading the catalogs; is there a parameter to make it read system tables without using their indexes?",
     "ignore_system_indexes",
     ["runtime-config-developer.html"], "setting"),
    ("pg16-wal-recycle",
     "our data directory lives on ZFS now and I read that renaming old WAL files for reuse isn't a win on copy-on-write filesystems; what do I turn off so it just creates new ones?",
     "wal_recycle",
     ["runtime-config-wal.html"], "setting"),
    ("pg16-xmloption",
     "when we cast text to xml, the spectrometer files only go through if they are full documents with one root element, and I want that check to be the default for the session; what parameter decides document versus content?",
     "xmloption",
     ["runtime-config-client.html", "datatype-xml.html"], "setting"),
    ("pg16-synchronize-seqscans",
     "two big scans over the readings table are running at once and I noticed the second one doesn't start at the first block; which setting lets concurrent sequential scans piggyback on each other like that?",
     "synchronize_seqscans",
     ["runtime-config-compatible.html"], "setting"),
    ("pg16-escape-string-warning",
     "an old import script still writes backslashes inside ordinary quoted strings, and the log fills with warnings about it; which parameter controls that warning?",
     "escape_string_warning",
     ["runtime-config-compatible.html", "sql-syntax-lexical.html"], "setting"),
    ("pg16-lc-monetary",
     "to_char prints our grant amounts with a dollar sign, but the finance office wants euro formatting; which locale setting governs monetary amounts?",
     "lc_monetary",
     ["runtime-config-client.html", "datatype-money.html", "locale.html"], "setting"),
    ("pg16-wal-consistency-checking",
     "I'm hacking on a custom access method and want the server to compare every replayed WAL record against full-page images to catch redo bugs; what do I set?",
     "wal_consistency_checking",
     ["runtime-config-developer.html"], "setting"),
    ("pg16-dynamic-shared-memory-type",
     "which parameter picks between posix, sysv and mmap for the dynamic shared memory that parallel queries use?",
     "dynamic_shared_memory_type",
     ["runtime-config-resource.html"], "setting"),
    ("pg16-log-transaction-sample-rate",
     "for debugging the booking app I'd like every statement of roughly one transaction in a hundred written to the log, whatever their duration; is there a setting for that?",
     "log_transaction_sample_rate",
     ["runtime-config-logging.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg16-psql-sv",
     "in psql, how do I print the CREATE OR REPLACE VIEW text of the daily_summary view without opening an editor?",
     "\\sv",
     ["app-psql.html"], "command"),
    ("pg16-psql-html",
     "I want psql to spit out query results as an HTML table so I can paste them into the lab wiki; which meta-command toggles that?",
     "\\H",
     ["app-psql.html"], "command"),
    ("pg16-clusterdb",
     "we CLUSTERed a few tables on their time index months ago; is there a command-line utility that re-clusters all of those tables again, for a cron job?",
     "clusterdb",
     ["app-clusterdb.html"], "command"),
    ("pg16-get-diagnostics",
     "inside a PL/pgSQL function, after an UPDATE, how do I put the number of rows it touched into a variable?",
     "GET DIAGNOSTICS",
     ["plpgsql-statements.html"], "command"),
    ("pg16-initcap",
     "the operator names came in all upper case, like JANE DOE; which string function turns them into Jane Doe?",
     "initcap",
     ["functions-string.html"], "command"),
    ("pg16-array-remove",
     "each sample has an integer array of channel numbers, and channel 7 must be dropped from all of them; which function removes every element equal to a given value?",
     "array_remove",
     ["functions-array.html"], "command"),
    ("pg16-walinspect-records",
     "with pg_walinspect installed, which function lists the individual WAL records between two LSNs?",
     "pg_get_wal_records_info",
     ["pgwalinspect.html"], "command"),
    ("pg16-backend-pid",
     "I need the process ID of the server process my own psql session is talking to, so I can attach strace to it; which function gives that?",
     "pg_backend_pid",
     ["functions-info.html"], "command"),
    ("pg16-current-wal-lsn",
     "on the primary, how do I ask for the current write-ahead log write location?",
     "pg_current_wal_lsn",
     ["functions-admin.html"], "command"),
    ("pg16-pgdump-no-blobs",
     "the schema we hand to the partner lab shouldn't carry the gigabytes of large objects; which pg_dump option leaves them out?",
     "--no-blobs",
     ["app-pgdump.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg16-polygon-size",
     "how much storage does a polygon value take, in terms of its number of points?",
     "40+16n bytes",
     ["datatype-geometric.html"], "value"),
    ("pg16-dict-int-maxlen",
     "our lab notes are full of long serial numbers and the dict_int text search dictionary chops them; how many digits does it allow in an integer word by default?",
     "The default value is 6",
     ["dict-int.html"], "value"),
    ("pg16-numeric-scale-range",
     "can I declare a numeric column with a negative scale, and what range of scale values is allowed?",
     "-1000 to 1000",
     ["datatype-numeric.html"], "value"),
    ("pg16-wal-skip-threshold",
     "with wal_level minimal, a commit after creating a new table either writes the data to WAL or fsyncs the files, depending on its size; where is that cut-off by default?",
     "The default is two megabytes",
     ["runtime-config-wal.html"], "value"),
    ("pg16-parallel-tuple-cost",
     "what's the planner's default cost for handing one tuple from a parallel worker to another process?",
     "The default is 0.1",
     ["runtime-config-query.html"], "value"),
    ("pg16-pgbench-transactions",
     "if I run pgbench with a few clients and give neither -t nor -T, how many transactions does each client run?",
     "Default is 10.",
     ["pgbench.html"], "value"),
    ("pg16-wal-writer-flush-after",
     "how much WAL may the WAL writer let pile up before it flushes to disk, by default?",
     "The default is 1MB",
     ["runtime-config-wal.html"], "value"),
    ("pg16-vacuum-freeze-table-age",
     "at what age of relfrozenxid does a plain VACUUM switch to an aggressive scan unless we change it?",
     "150 million transactions",
     ["runtime-config-client.html"], "value"),
    ("pg16-multixact-freeze-max-age",
     "what multixact age forces an anti-wraparound autovacuum on a table by default, even with autovacuum switched off?",
     "400 million multixacts",
     ["runtime-config-autovacuum.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg16-restore-command-missing-files",
     "my restore_command script logs an error for every file the archive doesn't have, and the standby keeps asking for such files; is something broken?",
     "requesting files that are not present in the archive",
     ["continuous-archiving.html"], "reason"),
    ("pg16-archive-no-overwrite",
     "why should our archive script refuse to overwrite a WAL file that already exists in the archive directory?",
     "preserve the integrity of your archive in case of administrator error",
     ["continuous-archiving.html"], "reason"),
    ("pg16-expression-index-cost",
     "since we added an index on lower(operator_name) to the runs table, bulk inserts got noticeably slower; why?",
     "index expressions are relatively expensive to maintain",
     ["indexes-expressional.html"], "reason"),
    ("pg16-jsonb-duplicate-keys",
     "a sensor sends JSON with the same key twice, and after storing it in a jsonb column only one of them is left; which one survives and why?",
     "only the last value is kept",
     ["datatype-json.html"], "reason"),
    ("pg16-truncate-fk",
     "why does TRUNCATE refuse to empty the runs table just because the samples table has a foreign key to it, when DELETE would work?",
     "Checking validity in such cases would require table scans",
     ["sql-truncate.html"], "reason"),
    ("pg16-shared-memory-sysv",
     "a colleague wants shared_memory_type = sysv on the new server out of habit; why do the docs discourage that?",
     "requires non-default kernel settings to allow for large allocations",
     ["runtime-config-resource.html"], "reason"),
    ("pg16-quote-literal-null",
     "my PL/pgSQL function builds dynamic SQL with quote_literal, and whenever one parameter is NULL the whole command string becomes NULL; why?",
     "returns null on null input",
     ["functions-string.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg16-clientcert-verify-ca",
     "connections from the instrument PCs over hostssl should only be accepted if the client presents a certificate signed by our lab CA; what do I add to the pg_hba.conf line?",
     "clientcert=verify-ca",
     ["ssl-tcp.html"], "procedure"),
    ("pg16-hba-replication",
     "the standby's streaming connection is rejected by pg_hba.conf even though I have a line for all databases; what goes in the database column for replication connections?",
     "replication",
     ["warm-standby.html", "auth-pg-hba-conf.html"], "procedure"),
    ("pg16-rename-database",
     "how do I rename the database labdata_2023 to labdata_archive?",
     "ALTER DATABASE name RENAME TO new_name",
     ["sql-alterdatabase.html"], "procedure"),
    ("pg16-minor-upgrade",
     "going from 15.3 to 15.6 on the bench server: do I need a dump and restore, or what is the procedure?",
     "replace the executables while the server is down",
     ["upgrading.html"], "procedure"),
    ("pg16-oom-score-adj",
     "how do I make sure the Linux OOM killer never picks the postmaster itself, from its startup script?",
     "echo -1000 > /proc/self/oom_score_adj",
     ["kernel-resources.html"], "procedure"),
    ("pg16-pgrestore-create",
     "I have a custom-format dump of labdata and want pg_restore to create the database itself before loading into it; which option?",
     "--create",
     ["app-pgrestore.html"], "procedure"),
    ("pg16-move-tablespace-links",
     "the disk holding one tablespace is being replaced and the files will sit under a different mount point; is there a way to point the cluster at the new place by hand?",
     "redefining these links",
     ["manage-ag-tablespaces.html"], "procedure"),
    ("pg16-partitioned-index-on-only",
     "building an index on our partitioned readings table locks it for too long; how can I create it without the long lock, partition by partition?",
     "CREATE INDEX ON ONLY",
     ["ddl-partitioning.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg16-what-backend",
     "in PostgreSQL's glossary, what is a backend process?",
     "acts on behalf of a client session and handles its requests",
     ["glossary.html"], "definition"),
    ("pg16-what-postmaster",
     "ps shows one 'postgres' process that is the parent of all the others; what is the postmaster?",
     "the very first process of an instance",
     ["glossary.html"], "definition"),
    ("pg16-what-wal-archiver",
     "there's an 'archiver' process on the primary; what does the WAL archiver do?",
     "saves copies of WAL files for the purpose of creating backups or keeping replicas current",
     ["glossary.html"], "definition"),
    ("pg16-acronym-jit",
     "EXPLAIN ANALYZE prints a JIT section at the end; what does JIT stand for?",
     "Just-in-Time",
     ["jit-reason.html", "acronyms.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

"""Nineteenth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout19.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, searched with grep, sed and a
small tag-stripping search script), as an engineer at a lab bench would type
or say them -- mostly a situation in everyday words, some in the manual's own
terms, a few mentioning the asker's own tables, hosts and tools -- spread
over sequence numbers on syslog lines, printing the executor's plan tree
into the log, the timeline a recovery follows, the client's character set,
a data directory kept apart from the configuration files, discouraging
nested-loop joins, the letter case of psql's keyword completion, remote cost
estimates in postgres_fdw, EXPLAIN ANALYZE output from auto_explain,
checking the owner of the server process on a Unix socket; summarizing new
BRIN ranges, pg_timezone_names, pg_available_extensions, pg_get_indexdef,
dblink, pg_prepared_statements, pg_shmem_allocations, regexp_replace,
pageinspect, psql's \\des; the CHECK constraints a table may have, the
largest distance of the FOLLOWED BY operator, the size of a row header, the
pointer a TOASTed value leaves behind, the precision of the free space map,
two-digit years on input, COPY's default quote character in CSV mode, the
background writer's pages per round, jsonb_set_lax given a NULL; why an
unlogged table is missing on the standby, why sum() over no rows is NULL,
why a failed CREATE INDEX CONCURRENTLY leaves an index behind, why a
transaction that used a temporary table cannot be prepared, why two
data-modifying WITH parts cannot see each other's rows, why a row with one
NULL field is neither NULL nor NOT NULL, why NULLs come first in a
descending sort; making row security apply to the table's owner, dumping
partitions so they load through the root, a role that may create roles,
getting generated keys back from INSERT, a publication of inserts only,
vacuuming indexes with several workers, declaring hash partitions, turning a
plain integer column into an identity column; and terms (durability, LDAP,
the cumulative statistics system, ORDBMS). The most famous facts were
avoided, and so was every answer and every question topic of the earlier
answer sets (``answer_pg_tune``, ``answer_pg_heldout`` to
``answer_pg_heldout18``, ``answer_kernel_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose (answers
were also grepped against them, and against the text around each new
fact); the eighteenth set's builder (``build_answers_pg18.py``) was read as
the template for format and rules. Nothing of the answer code, of its
search or answer output, of the appliance's documentation or tests, or of
the benchmark results was opened while writing it; no git command was run;
the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries the
asked-for fact, copied as the page writes it; ``relevant`` lists every page
that states the fact with that phrase, best first, leaving out index pages,
release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg19.py > answer_pg_heldout19.jsonl
    python3 validate_answers.py answer_pg_heldout19.jsonl  # with a Python that has the appliance installed

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
    ("pg19-syslog-sequence-numbers",
     "the server logs to syslog and every line starts with a counter like [2], [3], which breaks our rsyslog's folding of repeated messages; which parameter adds those numbers?",
     "syslog_sequence_numbers",
     ["runtime-config-logging.html"], "setting"),
    ("pg19-debug-print-plan",
     "for a seminar on query execution I want the server to write the internal plan tree the executor gets into the log; which setting prints that?",
     "debug_print_plan",
     ["runtime-config-logging.html", "querytree.html"], "setting"),
    ("pg19-recovery-target-timeline",
     "we are restoring an old base backup of the lab server, and replay should stay on the timeline it was taken on rather than jump to the newest one in the archive; which parameter chooses the timeline recovery follows?",
     "recovery_target_timeline",
     ["runtime-config-wal.html", "continuous-archiving.html", "warm-standby.html"], "setting"),
    ("pg19-client-encoding",
     "the old Windows data-entry program sends its text in WIN1252, but the samples database is UTF8 and the umlauts arrive mangled; which setting tells the server what character set the client speaks?",
     "client_encoding",
     ["runtime-config-client.html", "multibyte.html", "libpq-connect.html"], "setting"),
    ("pg19-data-directory",
     "on the new host postgresql.conf lives under /etc/postgresql while the actual data sits on /srv/pgdata; which parameter in the config file tells the server where the data is?",
     "data_directory",
     ["runtime-config-file-locations.html"], "setting"),
    ("pg19-enable-nestloop",
     "on the test server I'd like to see what the planner does with the sample join when nested-loop joins are discouraged; which parameter switches them off as far as possible?",
     "enable_nestloop",
     ["runtime-config-query.html", "indexes-examine.html"], "setting"),
    ("pg19-comp-keyword-case",
     "when I press Tab in psql, completed keywords come out in capitals although I type everything lowercase; which psql variable decides the letter case of completed key words?",
     "COMP_KEYWORD_CASE",
     ["app-psql.html"], "setting"),
    ("pg19-use-remote-estimate",
     "joins between our local samples and the foreign table on the archive host get terrible row estimates; which postgres_fdw option makes it run EXPLAIN on the remote side to get costs?",
     "use_remote_estimate",
     ["postgres-fdw.html"], "setting"),
    ("pg19-auto-explain-log-analyze",
     "auto_explain writes the plans of slow queries to the log, but only with estimated rows; which setting makes it log EXPLAIN ANALYZE output with the actual counts instead?",
     "auto_explain.log_analyze",
     ["auto-explain.html"], "setting"),
    ("pg19-requirepeer",
     "our loader connects over the Unix socket in /tmp, and I want libpq to refuse the connection unless the process behind the socket runs as the postgres user; which connection parameter checks that?",
     "requirepeer",
     ["libpq-connect.html", "preventing-server-spoofing.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg19-brin-summarize-new-values",
     "after loading a week of readings, the BRIN index on the timestamp doesn't cover the new pages until autovacuum gets round to it; which function summarizes those page ranges right now?",
     "brin_summarize_new_values",
     ["functions-admin.html", "brin-intro.html"], "command"),
    ("pg19-pg-timezone-names",
     "which view lists every time zone name the server recognizes, like America/New_York, together with its current UTC offset and whether daylight saving is in effect?",
     "pg_timezone_names",
     ["view-pg-timezone-names.html", "datatype-datetime.html"], "command"),
    ("pg19-pg-available-extensions",
     "before asking IT to install more packages, I want to see which extensions this server could already CREATE, including the ones nobody has installed in the database yet; which view shows that?",
     "pg_available_extensions",
     ["view-pg-available-extensions.html", "sql-createextension.html"], "command"),
    ("pg19-pg-get-indexdef",
     "I need the exact CREATE INDEX statement behind one of the indexes on the readings table, to run it on the test copy; which function reconstructs it?",
     "pg_get_indexdef",
     ["functions-info.html"], "command"),
    ("pg19-dblink",
     "from a function in the analysis database I want to run a SELECT in the inventory database on the same host and get its rows back, without setting up foreign tables; which contrib module does that?",
     "dblink",
     ["contrib-dblink-function.html", "dblink.html"], "command"),
    ("pg19-pg-prepared-statements",
     "our application's connection pool prepares statements behind my back; from that session, how do I see which prepared statements currently exist?",
     "pg_prepared_statements",
     ["view-pg-prepared-statements.html", "sql-prepare.html"], "command"),
    ("pg19-pg-shmem-allocations",
     "I want to know how the server's main shared memory segment is carved up, including what extensions grabbed; which system view shows the allocations?",
     "pg_shmem_allocations",
     ["view-pg-shmem-allocations.html"], "command"),
    ("pg19-regexp-replace",
     "sample codes were typed as 'AB-12 3', 'AB 12-3' and so on; which function substitutes a replacement for every substring that matches a POSIX regular expression, so I can strip the dashes and spaces?",
     "regexp_replace",
     ["functions-matching.html", "functions-string.html"], "command"),
    ("pg19-pageinspect",
     "I'm chasing a suspected corruption and want to look at the raw contents of individual pages of a table and its B-tree index; which contrib module provides functions for that?",
     "pageinspect",
     ["pageinspect.html"], "command"),
    ("pg19-psql-des",
     "in psql, which backslash command lists the foreign servers defined in the current database?",
     "\\des",
     ["app-psql.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg19-check-constraints-limit",
     "a code generator wants to put one CHECK constraint per calibration rule on a single table; how many CHECK constraints can one table have at most?",
     "32,767",
     ["limits.html"], "value"),
    ("pg19-followed-by-distance",
     "in a text search query with the <N> operator, how far apart may the two words be at most?",
     "cannot be more than 16,384",
     ["textsearch-limitations.html"], "value"),
    ("pg19-tuple-header-size",
     "estimating disk usage for the readings table, how big is the fixed header in front of every table row?",
     "23 bytes on most machines",
     ["storage-page-layout.html"], "value"),
    ("pg19-toast-pointer-size",
     "when a long text value is moved out of line into the TOAST table, how much space does it still take inside the row itself?",
     "18-byte pointer",
     ["limits.html"], "value"),
    ("pg19-fsm-precision",
     "pg_freespacemap reports the free space of each page of our log table; how precise are those numbers?",
     "1/256th of BLCKSZ",
     ["pgfreespacemap.html"], "value"),
    ("pg19-two-digit-year",
     "old calibration sheets give dates like 03-07-68 and 03-07-72; when the year has only two digits, how does the server turn it into a four-digit year?",
     "If the field is less than 70, then add 2000",
     ["datetime-input-rules.html"], "value"),
    ("pg19-copy-csv-quote",
     "with COPY ... (FORMAT csv) and no QUOTE option, which character is taken as the quoting character?",
     "The default is double-quote",
     ["sql-copy.html"], "value"),
    ("pg19-bgwriter-lru-maxpages",
     "at most how many buffers does the background writer write out in one round, if bgwriter_lru_maxpages is left alone?",
     "The default value is 100 buffers",
     ["runtime-config-resource.html"], "value"),
    ("pg19-jsonb-set-lax-null",
     "if I hand jsonb_set_lax a NULL as the new value and don't say what to do with it, what does it do by default?",
     "The default is 'use_json_null'",
     ["functions-json.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg19-unlogged-not-on-standby",
     "the staging table exists on the hot standby but is always empty there, while the primary has millions of rows in it; it was created UNLOGGED. why?",
     "not replicated to standby servers",
     ["sql-createtable.html"], "reason"),
    ("pg19-sum-no-rows-null",
     "the daily report shows an empty total instead of 0 for days without any measurements, because SELECT sum(amount) returns NULL; why doesn't sum give zero?",
     "sum of no rows returns null, not zero",
     ["functions-aggregate.html"], "reason"),
    ("pg19-cic-invalid-index",
     "CREATE INDEX CONCURRENTLY on the samples table hit a duplicate and failed, yet \\d still shows the index, marked INVALID; why is it still there?",
     "the CREATE INDEX command will fail but leave behind",
     ["sql-createindex.html"], "reason"),
    ("pg19-prepare-temp-tables",
     "our two-phase commit coordinator fails at PREPARE TRANSACTION whenever the transaction filled a temporary scratch table first; why?",
     "involving temporary tables",
     ["sql-prepare-transaction.html"], "reason"),
    ("pg19-cte-same-snapshot",
     "in one statement I UPDATE the runs table in a WITH part and SELECT from runs in the main query, but the SELECT still shows the old values; why?",
     "All the statements are executed with the same snapshot",
     ["queries-with.html"], "reason"),
    ("pg19-row-is-null",
     "WHERE (a, b) IS NULL only matches rows where both are missing, and rows with just one NULL are neither IS NULL nor IS NOT NULL; why?",
     "when all the row's fields are null",
     ["functions-comparison.html"], "reason"),
    ("pg19-nulls-sort-first-desc",
     "sorting the results by measured value descending puts all the rows without a value at the very top; why do they come first?",
     "null values sort as if larger than any non-null value",
     ["queries-order.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg19-force-row-level-security",
     "the RLS policies on the results table work for the students, but the role that owns the table still sees every row; how do I make the policies apply to the owner too?",
     "FORCE ROW LEVEL SECURITY",
     ["ddl-rowsecurity.html", "sql-altertable.html"], "procedure"),
    ("pg19-load-via-partition-root",
     "the test server partitions the readings table differently from production; how do I dump the data so that each partition's rows are loaded through the top-level table and get routed again on restore?",
     "--load-via-partition-root",
     ["app-pgdump.html", "app-pg-dumpall.html"], "procedure"),
    ("pg19-createrole",
     "the lab manager should be able to add and remove database accounts for new students without being a superuser; what attribute do I give her role?",
     "CREATEROLE",
     ["role-attributes.html", "sql-createrole.html", "app-createuser.html"], "procedure"),
    ("pg19-returning",
     "when the loader inserts a new run, it needs the id the default generated without running a second query; how do I get the inserted row's values back from the INSERT?",
     "RETURNING",
     ["dml-returning.html", "sql-insert.html"], "procedure"),
    ("pg19-publish-insert-only",
     "the archive server should receive new rows of the log table by logical replication, but our deletes on the primary must not reach it; how do I create a publication that publishes only inserts?",
     "publish = 'insert'",
     ["sql-createpublication.html"], "procedure"),
    ("pg19-vacuum-parallel",
     "a manual VACUUM of the events table spends ages on its six indexes one after another; which VACUUM option lets several background workers process the indexes at once?",
     "PARALLEL",
     ["sql-vacuum.html"], "procedure"),
    ("pg19-hash-partition-modulus",
     "I want the readings table split evenly into four partitions by sample_id, without choosing ranges or lists; how do I declare each hash partition's bounds?",
     "MODULUS",
     ["sql-createtable.html", "ddl-partitioning.html"], "procedure"),
    ("pg19-add-generated-identity",
     "the id column of our old instruments table is a plain integer filled by the application; how do I turn the existing column into an identity column?",
     "ADD GENERATED",
     ["sql-altertable.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg19-what-durability",
     "the ACID slides mention durability; what does that mean for a committed transaction?",
     "the changes remain even after a system failure or crash",
     ["glossary.html"], "definition"),
    ("pg19-acronym-ldap",
     "IT wants database logins checked against their directory with LDAP; what does LDAP stand for?",
     "Lightweight Directory Access Protocol",
     ["acronyms.html"], "definition"),
    ("pg19-what-cumulative-statistics",
     "the monitoring chapter talks about the cumulative statistics system; what is that?",
     "accumulates statistical information about the instance's activities",
     ["glossary.html"], "definition"),
    ("pg19-acronym-ordbms",
     "the preface calls PostgreSQL an ORDBMS; what does that stand for?",
     "Object-Relational Database Management System",
     ["acronyms.html", "intro-whatis.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

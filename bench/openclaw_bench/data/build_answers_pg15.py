"""Fifteenth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout15.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, searched with grep and sed),
as an engineer at a lab bench would type or say them -- mostly a situation
in everyday words ("the dump for the partner lab is too big for the FAT32
USB disk..."), some in the manual's own terms, a few mentioning the asker's
own tables, hosts and tools -- spread over the Bonjour service name,
wal_log_hints for pg_rewind, making row security raise an error instead of
filtering, the memory of autovacuum workers, PL/pgSQL's STRICT parameter
details, quoting every identifier in generated SQL, modifying system
tables, reading past checksum failures, switching off end-of-table
truncation by VACUUM, memoize plans, listing pg_hba.conf as a view, psql's
\\warn and \\drds, building a JSON object from key/value rows, merging
ranges, prefix tests on strings, resetting one table's statistics counters,
peeking at a logical slot without consuming it, a value's compression
method, forcing a CTE to be inlined, the range of double precision, char
without a length, the default analyze scale factor, the default ROWS and
COST of a function, cpu_index_tuple_cost, the size of macaddr and boolean,
xmlbinary's default, why BRIN suits naturally ordered data, why row locks
never run out of memory, why statistics wobble between ANALYZE runs, VACUUM
inside a function, initdb and root, what trusted PL/Perl forbids, currval
before nextval, piping a dump between servers, splitting a dump into
chunks, a reject line in pg_hba.conf, single-user mode, a self-signed
server certificate, an ICU cluster, restoring a pg_dumpall file, removing
an unreadable tuple with pg_surgery, and terms (OLAP, multixact IDs, shell
types, WAL senders). The most famous facts were avoided, and so was every
answer and every question topic of the earlier answer sets
(``answer_pg_tune``, ``answer_pg_heldout`` to ``answer_pg_heldout14``,
``answer_kernel_*``, ``answer_questions*``, ``answer_unanswerable_*``), which
were read only for that purpose; the fourteenth set's builder
(``build_answers_pg14.py``) was read as the template for format and rules.
Nothing of the answer code, of its search or answer output, of the
appliance's documentation or tests, or of the benchmark results was opened
while writing it; the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries the
asked-for fact, copied as the page writes it; ``relevant`` lists every page
that states the fact with that phrase, best first, leaving out index pages,
release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg15.py > answer_pg_heldout15.jsonl
    python3 validate_answers.py answer_pg_heldout15.jsonl  # with a Python that has the appliance installed

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
    ("pg15-bonjour-name",
     "the Macs in the imaging room find our database server over Bonjour, but it shows up under the machine's cryptic host name; which setting gives the advertised service a proper name?",
     "bonjour_name",
     ["runtime-config-connection.html"], "setting"),
    ("pg15-wal-log-hints",
     "pg_rewind refuses to resync the old primary because the cluster was made without data checksums; what do I have to switch on in postgresql.conf instead?",
     "wal_log_hints",
     ["app-pgrewind.html", "runtime-config-wal.html"], "setting"),
    ("pg15-row-security-off",
     "the archive job's role is subject to row-level security policies, and I'd rather its queries fail loudly than quietly skip rows a policy hides; which parameter does that?",
     "row_security",
     ["runtime-config-client.html", "ddl-rowsecurity.html", "app-pgdump.html", "app-pgrestore.html"], "setting"),
    ("pg15-autovacuum-work-mem",
     "I raised maintenance_work_mem for our nightly index builds, but now I'm worried every autovacuum worker grabs that much too; is there a separate memory limit just for autovacuum workers?",
     "autovacuum_work_mem",
     ["runtime-config-resource.html"], "setting"),
    ("pg15-print-strict-params",
     "a SELECT ... INTO STRICT in one of our PL/pgSQL functions fails with 'query returned no rows' and I can't tell which arguments it was called with; which setting makes the error detail show the parameters for every function?",
     "plpgsql.print_strict_params",
     ["plpgsql-statements.html"], "setting"),
    ("pg15-quote-all-identifiers",
     "the SQL that pg_dump and EXPLAIN generate should quote every single identifier, even ones that aren't keywords today, because we load it into a system with more reserved words; which parameter forces that?",
     "quote_all_identifiers",
     ["runtime-config-compatible.html"], "setting"),
    ("pg15-allow-system-table-mods",
     "a support engineer wants to alter the structure of a system catalog table to repair a broken install, and even as superuser it's refused; which developer setting permits such risky changes?",
     "allow_system_table_mods",
     ["runtime-config-developer.html"], "setting"),
    ("pg15-ignore-checksum-failure",
     "one page of the old readings table fails its checksum and every read aborts; to rescue the rest of the data I need the server to only warn and carry on; which parameter bypasses the checksum protection?",
     "ignore_checksum_failure",
     ["runtime-config-developer.html", "checksums.html"], "setting"),
    ("pg15-vacuum-truncate",
     "every time vacuum gives the empty pages at the end of the log table back to the OS, it takes an ACCESS EXCLUSIVE lock and the standby's reports get cancelled; which table option stops vacuum from truncating?",
     "vacuum_truncate",
     ["sql-createtable.html", "sql-vacuum.html"], "setting"),
    ("pg15-enable-memoize",
     "since the upgrade EXPLAIN shows a Memoize node inside the nested loop of our calibration lookup and I want to compare the plan without it; which planner setting turns those plans off?",
     "enable_memoize",
     ["runtime-config-query.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg15-pg-hba-file-rules",
     "is there a system view that shows the lines of pg_hba.conf as rows, with the line number and an error column for lines that didn't parse?",
     "pg_hba_file_rules",
     ["view-pg-hba-file-rules.html", "auth-pg-hba-conf.html", "functions-admin.html"], "command"),
    ("pg15-psql-warn",
     "my psql migration script prints progress with \\echo, but the messages end up in the output file together with the query results; which meta-command writes the text to standard error instead?",
     "\\warn",
     ["app-psql.html"], "command"),
    ("pg15-psql-drds",
     "someone set work_mem for one role in one database with ALTER ROLE ... IN DATABASE and I can't remember where; which psql command lists those role- and database-specific settings?",
     "\\drds",
     ["app-psql.html"], "command"),
    ("pg15-jsonb-object-agg",
     "our settings table has one row per key and value for each instrument; which aggregate folds those pairs into a single jsonb object per instrument?",
     "jsonb_object_agg",
     ["functions-aggregate.html", "functions-json.html"], "command"),
    ("pg15-range-agg",
     "the beam-time bookings are stored as tstzrange values and I want the union of all of them per instrument, with overlapping bookings merged; which aggregate does that?",
     "range_agg",
     ["functions-aggregate.html"], "command"),
    ("pg15-starts-with",
     "is there a plain function that tells me whether a sample code begins with a given prefix, without building a LIKE pattern and escaping the % and _ in it?",
     "starts_with",
     ["functions-string.html", "functions-matching.html"], "command"),
    ("pg15-reset-single-table",
     "I want to zero the statistics counters of just the readings table before a test run, not the whole database's; which function?",
     "pg_stat_reset_single_table_counters",
     ["monitoring-stats.html"], "command"),
    ("pg15-slot-peek-changes",
     "I'd like to look at the changes waiting in a logical replication slot without using them up, so the real consumer still gets them later; which function?",
     "pg_logical_slot_peek_changes",
     ["functions-admin.html", "logicaldecoding-example.html", "app-pgrecvlogical.html"], "command"),
    ("pg15-column-compression",
     "after switching default_toast_compression to lz4, how do I check which compression method an individual stored value actually uses?",
     "pg_column_compression",
     ["functions-admin.html"], "command"),
    ("pg15-not-materialized",
     "my WITH query is referenced twice, so the planner computes it once and can't push the outer WHERE on sample_id into it; what do I write after AS to force it to be folded into the main query?",
     "NOT MATERIALIZED",
     ["queries-with.html", "sql-select.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg15-double-range",
     "roughly what range of magnitudes can a double precision column hold?",
     "1E-307 to 1E+308",
     ["datatype-numeric.html"], "value"),
    ("pg15-char-no-length",
     "a colleague declared a column as plain character with no length; what does that turn into?",
     "character(1)",
     ["datatype-character.html"], "value"),
    ("pg15-analyze-scale-factor",
     "by default, how much of a table has to change before autovacuum runs ANALYZE on it, on top of the fixed threshold?",
     "10% of table size",
     ["runtime-config-autovacuum.html"], "value"),
    ("pg15-function-rows",
     "our set-returning function that reads the detector channels gets a strange row estimate in EXPLAIN; if I declare no ROWS, how many rows does the planner assume it returns?",
     "1000 rows",
     ["sql-createfunction.html"], "value"),
    ("pg15-function-cost",
     "if I create a PL/pgSQL function without a COST clause, what execution cost does the planner assume for it?",
     "100 units",
     ["sql-createfunction.html"], "value"),
    ("pg15-cpu-index-tuple-cost",
     "what is the planner's default cost for processing each index entry during an index scan?",
     "The default is 0.005",
     ["runtime-config-query.html"], "value"),
    ("pg15-macaddr-size",
     "we keep the network card address of every instrument in a macaddr column; how much storage does one take?",
     "6 bytes",
     ["datatype-net-types.html"], "value"),
    ("pg15-boolean-size",
     "how many bytes does a boolean flag column take per row?",
     "1 byte",
     ["datatype-boolean.html"], "value"),
    ("pg15-xmlbinary-default",
     "when we build XML with xmlforest from a bytea column of raw spectra, how are the bytes encoded unless someone changes the setting?",
     "The default is base64",
     ["runtime-config-client.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg15-brin-correlation",
     "a BRIN index on the insertion timestamp of our log table works beautifully, but the same kind of index on the sensor_id column is useless; why?",
     "natural correlation with their physical location within the table",
     ["brin-intro.html"], "reason"),
    ("pg15-row-locks-unlimited",
     "the cleanup job runs SELECT ... FOR UPDATE over ten million rows; why doesn't it run out of lock memory the way locking many tables does?",
     "there is no limit on the number of rows locked at one time",
     ["explicit-locking.html"], "reason"),
    ("pg15-analyze-sample",
     "I ran ANALYZE twice in a row on an unchanged table and EXPLAIN's cost estimates moved a little; why would the statistics differ?",
     "change slightly each time ANALYZE is run",
     ["sql-analyze.html"], "reason"),
    ("pg15-vacuum-in-function",
     "my maintenance function calls VACUUM on the staging table at the end and always fails; why can't it do that?",
     "VACUUM cannot be executed inside a transaction block",
     ["sql-vacuum.html"], "reason"),
    ("pg15-initdb-root",
     "setting up the new box, initdb refuses to run when I start it as root; why?",
     "the server cannot be run as root",
     ["app-initdb.html"], "reason"),
    ("pg15-plperl-trusted",
     "a student's plperl function that tries to open a file with a Perl file handle is rejected; why can't it do that?",
     "certain Perl operations are disabled to preserve security",
     ["plperl-trusted.html"], "reason"),
    ("pg15-currval-before-nextval",
     "in a fresh session, SELECT currval('run_no_seq') throws an error although the sequence has been used for months; why?",
     "nextval has never been called for this sequence in this session",
     ["functions-sequence.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg15-dump-pipe",
     "how do I copy the lab database straight from the old server to the new one in one go, without writing a dump file in between?",
     "pg_dump -h host1 dbname | psql -X -h host2 dbname",
     ["backup-dump.html"], "procedure"),
    ("pg15-dump-split",
     "the plain dump for the partner lab is bigger than the FAT32 USB disk allows for one file; how do I cut it into pieces of a couple of gigabytes?",
     "split -b 2G",
     ["backup-dump.html"], "procedure"),
    ("pg15-hba-reject",
     "everyone on 10.0.3.0/24 may connect, except the one student PC at 10.0.3.17; what do I put in pg_hba.conf to shut out that single host?",
     "reject",
     ["auth-pg-hba-conf.html"], "procedure"),
    ("pg15-single-user",
     "the server won't accept commands any more and I was told to start it in single-user mode to fix things; how do I start it that way?",
     "postgres --single",
     ["app-postgres.html"], "procedure"),
    ("pg15-self-signed-cert",
     "for a quick test of SSL on the bench server I just want a self-signed certificate for the server, valid for a year; which command makes it?",
     "openssl req -new -x509 -days 365 -nodes -text -out server.crt",
     ["ssl-tcp.html"], "procedure"),
    ("pg15-initdb-icu",
     "the new cluster should use ICU for collations from the start instead of the C library; how do I tell initdb?",
     "--locale-provider=icu",
     ["app-initdb.html", "locale.html"], "procedure"),
    ("pg15-restore-dumpall",
     "I have a file made by pg_dumpall from the old machine; how do I load it into the freshly initialized cluster?",
     "psql -X -f dumpfile postgres",
     ["backup-dump.html"], "procedure"),
    ("pg15-heap-force-kill",
     "one row in the samples table is so corrupted that even DELETE on it crashes the backend; how can I forcibly get rid of that tuple by its ctid?",
     "heap_force_kill",
     ["pgsurgery.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg15-acronym-olap",
     "the vendor pitches their product as an OLAP add-on for PostgreSQL; what does OLAP stand for?",
     "Online Analytical Processing",
     ["acronyms.html"], "definition"),
    ("pg15-what-multixact",
     "the vacuum docs keep talking about multixact IDs next to transaction IDs; what are multixacts for?",
     "used to support row locking by multiple transactions",
     ["routine-vacuuming.html"], "definition"),
    ("pg15-shell-type",
     "the CREATE TYPE page mentions a shell type; what is that?",
     "a placeholder for a type to be defined later",
     ["sql-createtype.html"], "definition"),
    ("pg15-what-walsender",
     "ps on the primary lists 'walsender' processes; what is a WAL sender?",
     "streams WAL over a network",
     ["glossary.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

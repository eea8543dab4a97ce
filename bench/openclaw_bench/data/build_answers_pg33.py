"""Thirty-third held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout33.jsonl`` (72 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, stripped of tags by a small
script and searched with grep and a phrase-finding script), as an engineer
at a lab bench would type or say them -- mostly a situation in everyday
words, some in the manual's own terms, a fair number mentioning the asker's
own tables, hosts, files, users and tools, among them third-party and
proprietary tools and products used around PostgreSQL (DBeaver, an Ansible
play, a Sentry report, Debezium, a Python client on an instrument PC, a
Nagios check, a Node-RED flow, a MATLAB import, Metabase, a Kubernetes
readiness probe, an old AIX box, a vendor's Windows tool, an Informix
port, a Kafka bridge, an S3 bucket behind an archive module, a LIMS behind
an FDW, a Rocky Linux VM), named in the situation while the question asks
what the documentation does answer. Its facts come only from pages whose
file name starts with a letter from a to l (the other author of this round
took m to z), and no answer is stated on a page outside that range except
in passing (a release note) -- spread over EXPLAIN VERBOSE output from
auto_explain, dumps without TOAST compression commands, dumping only the
rows row-level security lets through, failing on table patterns that match
nothing, the authentication method of initdb's local lines, pg_amcheck
descending from the root and skipping toast pointer checks, the flush
interval of pg_recvlogical, a directory of CRL files for libpq, the
question-mark placeholders of ecpg, dumps without comments, without
tablespace assignments and without the contents of unlogged tables,
keeping a failed initdb's files, a base backup without a temporary slot;
the CREATE FUNCTION text of a function, the lexemes of a tsvector as an
array, the number of array dimensions, the size of a tablespace, the
minimum scale of a numeric, one byte of a bytea, a row as JSON, role
membership, tables visible in the search path, editing a view in psql, a
detail message only for the server log, the transaction ID only if
assigned, growing a cube, hiding the STATEMENT line, the inverse tangent
in degrees; pg_isready's exit status without a response, the one-byte
header of short strings, the default signature length of gist_ltree_ops,
the default numranges of gist__int_ops, the support function number of
in_range and the count of B-tree support functions, the default segment
size of a source build, the heap of a 32-bit AIX process, the hash index
meta page, the default bits per bloom column, the default error code of
ereport, the lock taken on an index while it is updated, what a plain
output plugin makes of COMMIT PREPARED; details only in the log, unique
checks inside the index access method, the drawback of early locking in an
FDW, whole-row copies of foreign rows in joins, the pin an index scan
keeps, the cached hash metapage, GIN_SEARCH_MODE_ALL, statement triggers
on a subscriber, a failed archive_file_cb, the recheck flag of GiST,
untranslated messages; a mixed-case table name in pg_dump, server options
through pg_ctl, a psql variable as a quoted identifier, analysing one
column with vacuumdb, a gzip-9 tar base backup, a regular-expression schema
pattern, reindexdb on a table and an index, a superuser with a password
prompt, changing a column's type, createdb on another host and port from
template0, an ecpg handler for warnings, a check constraint on an existing
table; and terms (equalimage, late locking, hash bitmap pages, logical
decoding, UNIQUE_CHECK_PARTIAL, the process-per-user model). The most
famous facts were avoided, and so was every answer and every question
topic of the earlier answer sets (``answer_pg_tune``,
``answer_pg_heldout`` to ``answer_pg_heldout32``, ``answer_kernel_*``,
``answer_questions*``, ``answer_unanswerable_*``), which were read only for
that purpose (answers, question words and the pages named in ``relevant``
were also grepped against them, and each new answer against the text of
every page); 25 of the 72 facts come only from pages no earlier set had
named and one more also from such a page, the others from pages the
earlier sets named for different facts. The
thirty-second set's builder (``build_answers_pg32.py``) was read as the
template for format and rules; the thirty-fourth set
(``build_answers_pg34.py``), written at the same time by another author,
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

    python3 build_answers_pg33.py > answer_pg_heldout33.jsonl
    python3 validate_answers.py answer_pg_heldout33.jsonl  # with a Python that has the appliance installed

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
    ("pg33-auto-explain-log-verbose",
     "auto_explain already logs the plans of the slow reports on db02, but I also want the output column lists and schema-qualified names that EXPLAIN VERBOSE shows; which auto_explain parameter turns that on?",
     "auto_explain.log_verbose",
     ["auto-explain.html"], "setting"),
    ("pg33-pgdump-no-toast-compression",
     "we dump the sensor database from a server built with lz4 and restore it into an old appliance build without lz4 support, and the restore chokes on the SET default_toast_compression lines; which pg_dump option leaves out the TOAST compression commands?",
     "--no-toast-compression",
     ["app-pgdump.html", "app-pg-dumpall.html"], "setting"),
    ("pg33-pgdump-enable-row-security",
     "the readings table has row-level security policies, and our nightly dump runs as a role that is supposed to get only the rows it may see rather than an error; which pg_dump option dumps just that visible content?",
     "--enable-row-security",
     ["app-pgdump.html", "app-pgrestore.html"], "setting"),
    ("pg33-pgdump-strict-names",
     "our backup script runs pg_dump -t 'calib_*' and last month silently wrote an empty dump after someone renamed the tables; which option makes pg_dump fail when a table pattern matches nothing?",
     "--strict-names",
     ["app-pgdump.html", "app-pgrestore.html"], "setting"),
    ("pg33-initdb-auth-local",
     "our Ansible play initialises clusters on the lab VMs and should write peer authentication for the Unix-socket lines of pg_hba.conf but scram for TCP; which initdb option sets the method for the local lines only?",
     "--auth-local",
     ["app-initdb.html"], "setting"),
    ("pg33-amcheck-rootdescend",
     "pg_amcheck over the samples database finds nothing, yet a Sentry report hints at a B-tree that gives wrong answers; which option makes it re-find every leaf tuple with a fresh search from the root page?",
     "--rootdescend",
     ["app-pgamcheck.html"], "setting"),
    ("pg33-amcheck-exclude-toast-pointers",
     "pg_amcheck on the 2 TB spectra table takes all night because of the checks against the toast table; which option skips the lookups of toast pointers?",
     "--exclude-toast-pointers",
     ["app-pgamcheck.html"], "setting"),
    ("pg33-recvlogical-fsync-interval",
     "pg_recvlogical writes the decoded changes of the orders database into a file on the NFS share for our Debezium comparison, and I'd like to choose how often it flushes that file to disk; which option?",
     "--fsync-interval",
     ["app-pgrecvlogical.html"], "setting"),
    ("pg33-libpq-sslcrldir",
     "our Python client on the instrument PC should check the server certificate against a whole directory of CRL files that the PKI team drops there, not one file; which libpq connection parameter names such a directory?",
     "sslcrldir",
     ["libpq-connect.html", "libpq-ssl.html"], "setting"),
    ("pg33-no-comments",
     "the vendor's LIMS wrote German COMMENT ON texts on every column, and the copy we hand to the partner institute should not carry them; which pg_dump option leaves comments out of the dump?",
     "--no-comments",
     ["app-pgdump.html", "app-pg-dumpall.html", "app-pgrestore.html"], "setting"),
    ("pg33-no-tablespaces",
     "the production dump puts the big tables into a fast_ssd tablespace, but the laptop we restore it on for the course has only the default one; which option makes the dump or restore ignore tablespace assignments?",
     "--no-tablespaces",
     ["app-pgdump.html", "app-pg-dumpall.html", "app-pgrestore.html"], "setting"),
    ("pg33-ecpg-questionmarks",
     "we are porting an old embedded-SQL C program from an Informix box whose statements use ? as placeholders, and ecpg rejects them; which ecpg -r option allows question marks as placeholders?",
     "questionmarks",
     ["app-ecpg.html"], "setting"),
    ("pg33-initdb-no-clean",
     "initdb on the new Rocky Linux VM fails half-way, and it removes everything before I can look at what it wrote; which option keeps the files for debugging?",
     "--no-clean",
     ["app-initdb.html", "app-pgbasebackup.html"], "setting"),
    ("pg33-pgdump-no-unlogged-table-data",
     "the scratch_import tables are unlogged and hold throwaway data that makes our dumps huge; which pg_dump option keeps their definitions but skips their contents?",
     "--no-unlogged-table-data",
     ["app-pgdump.html", "app-pg-dumpall.html"], "setting"),
    ("pg33-basebackup-no-slot",
     "our backup job takes pg_basebackup with WAL streaming from db01, and the DBA does not want even the temporary replication slot it creates; which option prevents that?",
     "--no-slot",
     ["app-pgbasebackup.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg33-get-functiondef",
     "I want to put the exact source of our calibrate() function into a git commit without opening DBeaver; which function returns the complete CREATE OR REPLACE FUNCTION statement?",
     "pg_get_functiondef",
     ["functions-info.html"], "command"),
    ("pg33-tsvector-to-array",
     "for a word cloud of the lab notebook I need the lexemes of a tsvector column as a plain text array, without positions and weights; which function converts a tsvector to an array?",
     "tsvector_to_array",
     ["functions-textsearch.html"], "command"),
    ("pg33-array-ndims",
     "some rows of the grid column came in from the MATLAB import as 3-D arrays and others as 2-D; which function tells me the number of dimensions of an array value?",
     "array_ndims",
     ["functions-array.html"], "command"),
    ("pg33-tablespace-size",
     "the fast_ssd tablespace on db03 is filling up and I want its total disk usage from SQL for the Nagios check; which function returns the size of a tablespace?",
     "pg_tablespace_size",
     ["functions-admin.html"], "command"),
    ("pg33-min-scale",
     "the balance readings are stored as numeric with lots of trailing zeros, and I'd like to know how many fractional digits each value really needs; which function returns that minimum scale?",
     "min_scale",
     ["functions-math.html"], "command"),
    ("pg33-get-byte",
     "the firmware blobs of the loggers are stored in a bytea column, and I need the value of the fifth byte to read the hardware revision; which function extracts one byte of a binary string?",
     "get_byte",
     ["functions-binarystring.html"], "command"),
    ("pg33-row-to-json",
     "our Node-RED flow wants each row of the alarms table as a JSON object with the column names as keys; which function turns a whole row into JSON?",
     "row_to_json",
     ["functions-json.html"], "command"),
    ("pg33-pg-has-role",
     "the report page should show the admin menu only if the logged-in database user is a member of lab_admins, directly or indirectly; which function checks role membership?",
     "pg_has_role",
     ["functions-info.html"], "command"),
    ("pg33-atan2d",
     "the weather mast logs wind as u and v vector components, and I need the direction in degrees straight from SQL; which function gives the inverse tangent of y/x in degrees?",
     "atan2d",
     ["functions-math.html"], "command"),
    ("pg33-psql-ev",
     "in psql I want to open the definition of the v_daily_runs view in my editor as CREATE OR REPLACE VIEW, change it and run it; which meta-command does that?",
     "\\ev",
     ["app-psql.html"], "command"),
    ("pg33-table-is-visible",
     "both the public and the lab schema have a table called runs, and our Metabase query over pg_class should list only the tables I'd actually get when I write an unqualified name; which function tells whether a table is visible in the search path?",
     "pg_table_is_visible",
     ["functions-info.html"], "command"),
    ("pg33-errdetail-log",
     "in our C extension a connection error carries the full remote connection string with its password; which ereport auxiliary function puts a detail message into the server log only, never to the client?",
     "errdetail_log",
     ["error-message-reporting.html"], "command"),
    ("pg33-current-xact-id-if-assigned",
     "our audit trigger logs the transaction ID, but calling pg_current_xact_id() in read-only report transactions burns XIDs for nothing; which function returns the ID only if one is already assigned, NULL otherwise?",
     "pg_current_xact_id_if_assigned",
     ["functions-info.html"], "command"),
    ("pg33-cube-enlarge",
     "we store tolerance boxes of the parts as cube values and need to widen each box by 0.5 mm in every dimension before the overlap check; which cube function grows a cube by a radius?",
     "cube_enlarge",
     ["cube.html"], "command"),
    ("pg33-errhidestmt",
     "our extension's error message already quotes the offending statement, so the extra STATEMENT: line in the postmaster log is just noise; which ereport auxiliary function suppresses it?",
     "errhidestmt",
     ["error-message-reporting.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg33-isready-exit-no-response",
     "our Kubernetes readiness probe runs pg_isready against the lab database; which exit status does it return when there is no response to the connection attempt at all?",
     "2 if there was no response to the connection attempt",
     ["app-pg-isready.html"], "value"),
    ("pg33-short-string-overhead",
     "I'm estimating the disk space for millions of short sample codes in a varchar column; up to what length does a string get by with a single byte of overhead?",
     "up to 126 bytes",
     ["datatype-character.html"], "value"),
    ("pg33-ltree-siglen-default",
     "we index the storage-location paths with ltree and a GiST index using gist_ltree_ops without options; what signature length does that index use by default?",
     "The default signature length is 8 bytes",
     ["ltree.html"], "value"),
    ("pg33-intarray-numranges-default",
     "our GiST index on the channel-number arrays uses intarray's gist__int_ops; how many ranges does one index key hold by default?",
     "The default value of numranges is 100",
     ["intarray.html"], "value"),
    ("pg33-btree-in-range-number",
     "for RANGE offset PRECEDING windows over our custom timestamp type I have to register an in_range function in the B-tree operator family; under which support function number?",
     "support function number 3",
     ["btree-support-funcs.html"], "value"),
    ("pg33-btree-support-count",
     "I'm writing a B-tree operator class for our own version-string type; how many support functions does btree define, and how many are required?",
     "one required and four optional support functions",
     ["btree-support-funcs.html"], "value"),
    ("pg33-configure-segsize-default",
     "our custom build with ./configure on the storage server: large tables get split into several files; how big are those segment files by default?",
     "The default segment size, 1 gigabyte",
     ["install-procedure.html"], "value"),
    ("pg33-aix-heap-default",
     "the PL/Perl build on our old AIX box runs out of memory as a 32-bit process; how much heap does the default memory model allow?",
     "less than 256 MB in the heap",
     ["installation-platform-notes.html"], "value"),
    ("pg33-hash-metapage-location",
     "with pageinspect I'm looking at the hash index on the barcode column; on which page does a hash index keep its meta page?",
     "page zero",
     ["hash-implementation.html"], "value"),
    ("pg33-bloom-column-bits",
     "our bloom index on eight sensor columns uses WITH (length=80) and nothing else; how many bits does each index column get by default, and what is the maximum?",
     "The default is 2 bits and the maximum is 4095",
     ["bloom.html"], "value"),
    ("pg33-decoded-commit-prepared",
     "our Kafka bridge reads a logical slot through an output plugin that has only the basic callbacks, and the LIMS uses PREPARE TRANSACTION / COMMIT PREPARED; what does a COMMIT PREPARED show up as in the decoded stream?",
     "COMMIT PREPARED is decoded as a COMMIT",
     ["logicaldecoding-two-phase-commits.html"], "value"),
    ("pg33-ereport-default-errcode",
     "our extension calls ereport(ERROR, errmsg(...)) without errcode(), and the client sees SQLSTATE XX000; which error code does ereport use when errcode is not called at ERROR level?",
     "ERRCODE_INTERNAL_ERROR",
     ["error-message-reporting.html"], "value"),
    ("pg33-index-update-lock",
     "I'm writing an index access method for our spectra type; which lock does the core system hold on the index while updating it, plain VACUUM included?",
     "RowExclusiveLock when updating the index",
     ["index-locking.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg33-why-errdetail-log",
     "in code review someone asked why our extension uses errdetail_log for the remote host details instead of a normal errdetail; what is the documented reason for details that go only to the log?",
     "too security-sensitive or too bulky to include in the report sent to the client",
     ["error-message-reporting.html"], "reason"),
    ("pg33-why-am-checks-heap",
     "the index access method chapter makes our unique index AM reach into the heap to check commit status itself, which seems ugly; why is the uniqueness test done inside the access method?",
     "it saves redundant work",
     ["index-unique-checks.html"], "reason"),
    ("pg33-why-not-early-locking",
     "our FDW for the LIMS locks every remote row as it is fetched; what is the drawback of early locking compared with late locking?",
     "reduced concurrency or even unexpected deadlocks",
     ["fdw-row-locking.html"], "reason"),
    ("pg33-why-fdw-copies-whole-row",
     "in a READ COMMITTED UPDATE join over our foreign table, PostgreSQL carries a copy of the entire foreign row through the join instead of a TID; why is that the default approach?",
     "This puts no special demands on the FDW",
     ["fdw-row-locking.html"], "reason"),
    ("pg33-why-index-scan-pin",
     "why must an index scan keep a pin on the index page holding the last returned item, as our access method must too?",
     "VACUUM cannot delete the heap entry before the reader is done with it",
     ["index-locking.html"], "reason"),
    ("pg33-why-hash-metapage-cache",
     "why does each backend keep a cached copy of the hash index metapage in its relcache entry instead of reading the metapage for every lookup?",
     "undesirable for performance reasons to have to lock and pin the metapage for every such operation",
     ["hash-implementation.html"], "reason"),
    ("pg33-why-gin-search-mode-all-slow",
     "our GIN operator class for the tag arrays sets GIN_SEARCH_MODE_ALL for one operator, and those queries are dreadfully slow; why?",
     "it requires scanning essentially the entire index",
     ["gin-extensibility.html"], "reason"),
    ("pg33-why-subscriber-statement-triggers",
     "on the reporting subscriber we enabled our audit triggers with ENABLE ALWAYS TRIGGER, yet the statement-level one never fires for replicated changes; why?",
     "only fires row triggers, not statement triggers",
     ["logical-replication-architecture.html"], "reason"),
    ("pg33-why-wal-kept-archive-module",
     "our custom archive module's archive_file_cb returns false when the S3 bucket is unreachable; what does the server do with that WAL file then?",
     "keep the original WAL file and retry archiving later",
     ["archive-module-callbacks.html"], "reason"),
    ("pg33-why-gist-recheck",
     "EXPLAIN on our GiST index over the polygon column shows the operator being rechecked against the heap; what does a recheck = true from the consistent function mean?",
     "the row is only a candidate match",
     ["gist-extensibility.html"], "reason"),
    ("pg33-why-errmsg-internal",
     "why does our extension use errmsg_internal for its 'cannot happen' errors instead of errmsg?",
     "not worth expending translation effort on",
     ["error-message-reporting.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg33-dump-mixed-case-table",
     "the vendor's Windows tool created a table literally named MixedCaseName, and pg_dump -t MixedCaseName finds nothing; how do I write the command to dump just that table?",
     "pg_dump -t \"\\\"MixedCaseName\\\"\" mydb > mytab.sql",
     ["app-pgdump.html"], "procedure"),
    ("pg33-pg-ctl-extra-options",
     "on the test box I need to start the server by hand with fsync off and on port 5433, passing those options through pg_ctl; what is the command?",
     "pg_ctl -o \"-F -p 5433\" start",
     ["app-pg-ctl.html"], "procedure"),
    ("pg33-psql-variable-identifier",
     "in our psql script the variable foo holds a table name with capitals, and SELECT * FROM :foo breaks; how do I interpolate it as a quoted identifier?",
     "SELECT * FROM :\"foo\"",
     ["app-psql.html"], "procedure"),
    ("pg33-vacuumdb-one-column",
     "after the bulk load into table foo only column bar needs fresh statistics, and I'd like to do it from the cron job with vacuumdb, verbosely, on database xyzzy; what is the command?",
     "vacuumdb --analyze --verbose --table='foo(bar)' xyzzy",
     ["app-vacuumdb.html"], "procedure"),
    ("pg33-basebackup-gzip-9",
     "the backup disk is small, so pg_basebackup should write a tar-format backup into the directory backup, compressed with gzip at level 9; what is the command?",
     "pg_basebackup -D backup -Ft --compress=gzip:9",
     ["app-pgbasebackup.html"], "procedure"),
    ("pg33-pgdump-schema-regex",
     "we have schemas like east_gsm, west_gsm and east_test_gsm, and I want to dump all the east and west gsm schemas but none with test in the name, using one pattern; what does the command look like?",
     "pg_dump -n '(east|west)*gsm' -N '*test*' mydb > db.sql",
     ["app-pgdump.html"], "procedure"),
    ("pg33-reindexdb-table-and-index",
     "in database abcd I want to rebuild all indexes of table foo plus the separate index bar in one reindexdb run; what is the command?",
     "reindexdb --table=foo --index=bar abcd",
     ["app-reindexdb.html"], "procedure"),
    ("pg33-createuser-superuser-password",
     "for the new lab admin joe I want a superuser with a password prompted on the terminal, and I'd like to see the SQL createuser sends; what is the command?",
     "createuser -P -s -e joe",
     ["app-createuser.html"], "procedure"),
    ("pg33-alter-column-type-numeric",
     "the price column of the consumables table is a plain numeric, and procurement wants it rounded to two decimals with at most ten digits; how do I change the column's type in place?",
     "ALTER TABLE products ALTER COLUMN price TYPE numeric(10,2)",
     ["ddl-alter.html"], "procedure"),
    ("pg33-createdb-other-host-template0",
     "I need to create the database demo on host eden, whose server listens on port 5000, from template0, and see the SQL that is sent; what is the createdb command?",
     "createdb -p 5000 -h eden -T template0 -e demo",
     ["app-createdb.html"], "procedure"),
    ("pg33-ecpg-whenever-sqlwarning",
     "our embedded-SQL C loader should print a message whenever a statement raises a warning, like a truncated string, but keep running; which WHENEVER statement do I put at the top?",
     "EXEC SQL WHENEVER SQLWARNING SQLPRINT",
     ["ecpg-errors.html", "ecpg-sql-whenever.html"], "procedure"),
    ("pg33-add-check-existing-table",
     "the samples table already holds data, and from now on its name column must never be an empty string; how do I add such a check constraint to the existing table?",
     "ALTER TABLE products ADD CHECK (name <> '')",
     ["ddl-alter.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg33-what-equalimage",
     "the B-tree chapter says deduplication needs an equalimage support function; what does equalimage stand for?",
     "equality implies image equality",
     ["btree-support-funcs.html"], "definition"),
    ("pg33-what-late-locking",
     "the FDW chapter contrasts early locking with late locking of remote rows; what is late locking?",
     "the row is locked only when it is known that it needs to be locked",
     ["fdw-row-locking.html"], "definition"),
    ("pg33-what-hash-bitmap-pages",
     "pageinspect lists bitmap pages in our hash index on the barcode column; what are bitmap pages in a hash index?",
     "keep track of overflow pages that have been freed and are available for re-use",
     ["hash-implementation.html"], "definition"),
    ("pg33-what-logical-decoding",
     "our Debezium setup relies on logical decoding; what is logical decoding, in the documentation's words?",
     "the process of extracting all persistent changes to a database's tables",
     ["logicaldecoding-explanation.html"], "definition"),
    ("pg33-what-unique-check-partial",
     "our index AM's aminsert gets checkUnique = UNIQUE_CHECK_PARTIAL; what does that mode indicate?",
     "indicates that the unique constraint is deferrable",
     ["index-unique-checks.html"], "definition"),
    ("pg33-what-process-per-user",
     "the internals chapter says PostgreSQL implements a 'process per user' client/server model; what does that mean?",
     "every client process connects to exactly one backend process",
     ["connect-estab.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

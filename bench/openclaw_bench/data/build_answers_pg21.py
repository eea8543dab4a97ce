"""Twenty-first held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout21.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, stripped of tags by a small
script and searched with grep and sed), as an engineer at a lab bench would
type or say them -- mostly a situation in everyday words, some in the
manual's own terms, a few mentioning the asker's own tables, hosts and
tools -- spread over the colours of the client tools' messages, a start-up
function for PL/Tcl interpreters, the role allowed to use the shell backup
target, B-tree deduplication, Perl code run when an interpreter starts,
"Too many open files", the huge page size, sepgsql's permissive mode,
compiling in the DTrace probes, the intarray operator class for big data
sets; hstore to JSON with unquoted numbers, libpq's single-row mode, a
time-bounded table sample, pkg-config flags for libpq, reading part of a
large object from SQL, the library an ECPG program links against, WAL
statistics from pg_waldump, checking pg_ident.conf from SQL, counting set
bits, inspecting a multi-column MCV list; the LDAP port of a service-file
lookup, the default GiST signature length of hstore, the disk footprint of
an empty cluster, the schema name of CREATE SCHEMA AUTHORIZATION, the input
file extension ecpg assumes, the column names of a bare VALUES list, what a
hash index entry stores, the database the regression tests use, the
fallback daylight-saving rule of a POSIX zone; intarray's uniq() leaving
duplicates, cursors and parallel plans, REVERSE loops ported from Oracle,
nondeterministic collations with libc, EXEC SQL WHENEVER inside an if
block, the sign of POSIX zone offsets, a three-way UNION of NULLs; failing
instead of falling back when LDAP is down, a shared libpython,
make check next to an older installation, constraints on composite values,
reading a .partial WAL file, atomic updates in PL/Python, dropping a
database that still has sessions, data shared between PL/Perl functions;
and terms (savepoint, log record, ISSN, data page). The most famous facts
were avoided, and so was every answer and every question topic of the
earlier answer sets (``answer_pg_tune``, ``answer_pg_heldout`` to
``answer_pg_heldout20``, ``answer_kernel_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose (answers
and question words were also grepped against them, and each new answer
against the text of every page); the twentieth set's builder
(``build_answers_pg20.py``) was read as the template for format and rules.
Nothing of the answer code, of its search or answer output, of the
appliance's documentation or tests, or of the benchmark results was opened
while writing it; no git command was run; the questions were not run
through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries the
asked-for fact, copied as the page writes it; ``relevant`` lists every page
that states the fact with that phrase, best first, leaving out index pages,
release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg21.py > answer_pg_heldout21.jsonl
    python3 validate_answers.py answer_pg_heldout21.jsonl  # with a Python that has the appliance installed

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
    ("pg21-pg-colors",
     "pg_dump and the other command-line tools print their errors and warnings in colours that are unreadable on the lab projector; which environment variable changes the colours they use?",
     "PG_COLORS",
     ["color-which.html"], "setting"),
    ("pg21-pltcl-start-proc",
     "all our PL/Tcl functions need the same helper Tcl code loaded first; which setting names a function that is run whenever a new Tcl interpreter gets created for a session?",
     "pltcl.start_proc",
     ["pltcl-config.html"], "setting"),
    ("pg21-basebackup-shell-role",
     "we loaded basebackup_to_shell so pg_basebackup --target=shell runs a command on the database host; how do I make sure only one particular role can use that target, not every replication user?",
     "basebackup_to_shell.required_role",
     ["basebackup-to-shell.html"], "setting"),
    ("pg21-deduplicate-items",
     "the B-tree index on event_uuid in the events table has practically no duplicate values, and I'd like to spare it the deduplication work on every insert; which storage parameter switches that off for one index?",
     "deduplicate_items",
     ["sql-createindex.html", "btree-implementation.html"], "setting"),
    ("pg21-plperl-on-init",
     "every PL/Perl function of ours uses the same Perl helper module; which setting holds Perl code that runs when a Perl interpreter is first initialized, before plperl or plperlu use it?",
     "plperl.on_init",
     ["plperl-under-the-hood.html"], "setting"),
    ("pg21-max-files-per-process",
     "on the old BSD file server the database logs 'Too many open files' whenever many sessions are busy; which server setting limits how many files each server process may have open at once?",
     "max_files_per_process",
     ["runtime-config-resource.html", "kernel-resources.html"], "setting"),
    ("pg21-huge-page-size",
     "the analysis server has 1GB huge pages reserved besides the default 2MB ones, and I want the shared memory on the big ones; which setting chooses the huge page size PostgreSQL asks for?",
     "huge_page_size",
     ["runtime-config-resource.html", "kernel-resources.html"], "setting"),
    ("pg21-sepgsql-permissive",
     "we're trying sepgsql on a host where SELinux runs in enforcing mode, and while we test the policy only the database side should merely log denials; which parameter puts sepgsql alone into permissive mode?",
     "sepgsql.permissive",
     ["sepgsql.html"], "setting"),
    ("pg21-enable-dtrace",
     "I'd like to watch transaction starts and checkpoints of our self-compiled server with SystemTap, but the binaries have no probes in them; which configure option builds the probes in?",
     "--enable-dtrace",
     ["dynamic-trace.html", "install-procedure.html"], "setting"),
    ("pg21-gist-intbig-ops",
     "the sample_tags column is an integer array with intarray installed, and there are millions of distinct tag combinations; which GiST operator class is meant for indexing such large data sets?",
     "gist__intbig_ops",
     ["intarray.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg21-hstore-json-loose",
     "the legacy instruments table keeps its metadata in an hstore column, and casting it to json turns every number and true/false into a quoted string; which function converts it while leaving numbers and booleans unquoted?",
     "hstore_to_json_loose",
     ["hstore.html"], "command"),
    ("pg21-single-row-mode",
     "our C export client runs a query that returns fifty million rows, and libpq gathers the whole result in memory before handing it over; which function makes it pass the rows on one at a time as they arrive?",
     "PQsetSingleRowMode",
     ["libpq-single-row-mode.html", "libpq-pipeline-mode.html"], "command"),
    ("pg21-system-time-sample",
     "for a quick look at the enormous raw_events table I want a sample query that never takes more than about two seconds, however big the table gets; which table sampling method takes a time limit?",
     "SYSTEM_TIME",
     ["tsm-system-time.html"], "command"),
    ("pg21-pkg-config-libpq",
     "our C acquisition client has to build on several machines where the PostgreSQL headers live in different places, and we use pkg-config for the other libraries already; what do I run to get the compiler flags for libpq?",
     "pkg-config --cflags libpq",
     ["libpq-build.html"], "command"),
    ("pg21-lo-get",
     "the raw spectra are stored as large objects; from plain SQL I want the first 512 bytes of one of them as a bytea, without the client-side open and read calls; which function does that?",
     "lo_get",
     ["lo-funcs.html"], "command"),
    ("pg21-lecpg",
     "linking our ecpg-preprocessed logger fails with undefined references to ECPGconnect and ECPGdo; which library option is missing from the link command?",
     "-lecpg",
     ["ecpg-process.html", "app-ecpg.html", "ecpg-cpp.html"], "command"),
    ("pg21-waldump-stats",
     "the server writes about 40 GB of WAL a day and I want to know which kinds of records make up that volume; which pg_waldump option prints summary statistics instead of every single record?",
     "--stats",
     ["pgwaldump.html"], "command"),
    ("pg21-ident-file-mappings",
     "before reloading I want to check the lines I just added to pg_ident.conf for mistakes, from SQL; which system view shows each mapping line together with an error column?",
     "pg_ident_file_mappings",
     ["view-pg-ident-file-mappings.html", "auth-username-maps.html", "functions-admin.html"], "command"),
    ("pg21-bit-count",
     "each reading has a bit(16) column of status flags; which function counts how many of those bits are set in a row?",
     "bit_count",
     ["functions-bitstring.html"], "command"),
    ("pg21-mcv-list-items",
     "I created extended statistics of the mcv kind on (site, instrument) of the runs table and ran ANALYZE; which function lets me look at the most common value combinations it stored?",
     "pg_mcv_list_items",
     ["functions-statistics.html", "planner-stats.html", "multivariate-statistics-examples.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg21-ldap-lookup-port",
     "our pg_service.conf fetches connection parameters with an ldap:// line that names the directory host but no port; which port does libpq use for the lookup?",
     "port defaults to 389",
     ["libpq-ldap.html"], "value"),
    ("pg21-hstore-siglen",
     "I'm putting a GiST index on the hstore metadata column with plain gist_hstore_ops; how long is the signature by default?",
     "16 bytes",
     ["hstore.html"], "value"),
    ("pg21-empty-cluster-size",
     "I'm sizing the small SSD for a test box; roughly how much disk does a freshly created, empty database cluster take?",
     "about 40 MB",
     ["install-requirements.html"], "value"),
    ("pg21-schema-authorization-name",
     "I ran CREATE SCHEMA AUTHORIZATION alice without giving a schema name; what is the new schema called?",
     "the user_name is used as the schema name",
     ["sql-createschema.html"], "value"),
    ("pg21-ecpg-default-extension",
     "when I hand ecpg an input file name that has no extension at all, which extension does it assume?",
     ".pgc",
     ["app-ecpg.html", "ecpg-process.html"], "value"),
    ("pg21-values-column-names",
     "I select from a VALUES list in FROM and give it no column aliases; what names do the columns get?",
     "column1, column2",
     ["queries-values.html", "sql-values.html"], "value"),
    ("pg21-hash-index-entry",
     "we're considering a hash index on the long URL column of the downloads table to keep it small; what does each hash index entry actually store?",
     "4-byte hash value",
     ["hash-intro.html"], "value"),
    ("pg21-regression-database",
     "before I run make installcheck against the shared test server: in which database do the regression tests run, since it gets dropped?",
     "a database named regression",
     ["regress-run.html"], "value"),
    ("pg21-posix-default-dst-rule",
     "the logger's TimeZone is a POSIX string with a daylight-saving abbreviation but no transition rule; which rule does PostgreSQL fall back to for the switch dates?",
     "M3.2.0,M11.1.0",
     ["datetime-posix-timezone-specs.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg21-intarray-uniq",
     "uniq() from intarray on '{1,2,2,3,1,1}' returns {1,2,3,1}, which still has the 1 twice; why?",
     "Removes adjacent duplicates",
     ["intarray.html"], "reason"),
    ("pg21-cursor-no-parallel",
     "the same aggregate over the readings table runs with parallel workers when I type it in psql, but when the report tool reads it through DECLARE CURSOR it always runs in a single process; why?",
     "a cursor created using DECLARE CURSOR will never use a parallel plan",
     ["when-can-parallel-query-be-used.html"], "reason"),
    ("pg21-reverse-loop-port",
     "porting an Oracle procedure, FOR i IN REVERSE 1..10 LOOP runs zero times in PL/pgSQL although it counted down fine in Oracle; why?",
     "counts down from the first number to the second",
     ["plpgsql-porting.html"], "reason"),
    ("pg21-nondeterministic-libc",
     "CREATE COLLATION ci_names (provider = libc, locale = 'en_US.utf8', deterministic = false) is rejected; why can't I make it case-insensitive that way?",
     "Nondeterministic collations are only supported with the ICU provider",
     ["sql-createcollation.html"], "reason"),
    ("pg21-ecpg-whenever-in-if",
     "in our ECPG program I put EXEC SQL WHENEVER SQLERROR SQLPRINT inside if (verbose) { ... }, yet it applies to the later statements even when verbose is off; why?",
     "directive of the SQL preprocessor, not a C statement",
     ["ecpg-errors.html"], "reason"),
    ("pg21-posix-offset-sign",
     "the field logger's TimeZone is set to the POSIX-style string 'LOG+3' because the site is three hours ahead of UTC, but every timestamp comes out six hours off; why?",
     "The positive sign is used for zones west of Greenwich",
     ["datetime-posix-timezone-specs.html"], "reason"),
    ("pg21-nested-union-null",
     "SELECT NULL UNION SELECT NULL UNION SELECT 1 fails with 'UNION types text and integer cannot be matched', although NULL fits any type; why?",
     "a nest of pairwise operations",
     ["typeconv-union-case.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg21-ldap-lookup-no-fallback",
     "our pg_service.conf gets the connection parameters from an ldap:// line, and when the directory is down libpq quietly carries on with the lines below it; how do I make it stop with an error instead?",
     "add a syntactically incorrect line after the LDAP URL",
     ["libpq-ldap.html"], "procedure"),
    ("pg21-shared-libpython",
     "configure with PL/Python fails on the build host because it cannot find a shared libpython; we compiled that Python from source ourselves; how should Python's own configure have been run?",
     "--enable-shared",
     ["install-requirements.html"], "procedure"),
    ("pg21-make-check-old-install",
     "make check on the new build fails with undefined symbols because an older PostgreSQL is installed in the same prefix and its shared libraries get picked up; how do I build so the tests run before I overwrite the old installation?",
     "--disable-rpath",
     ["regress-run.html"], "procedure"),
    ("pg21-composite-constraints",
     "the row type of our parts table comes with the table's CHECK (price > 0), yet values of that composite type used elsewhere happily hold negative prices; how do I get the check enforced on the composite values?",
     "create a domain over the composite type",
     ["rowtypes.html"], "procedure"),
    ("pg21-waldump-partial",
     "pg_waldump won't read the newest segment that pg_receivewal left behind, the one whose name ends in .partial; how do I get it to read that file?",
     ".partial suffix needs to be removed",
     ["pgwaldump.html"], "procedure"),
    ("pg21-plpython-subtransaction",
     "my PL/Python function runs two UPDATEs inside try/except, and when the second one fails the first is still committed; how do I make the two succeed or roll back together?",
     "plpy.subtransaction()",
     ["plpython-subtransaction.html"], "procedure"),
    ("pg21-dropdb-force",
     "the nightly cleanup script runs dropdb scratch, which fails because students still have sessions open on it; how do I have dropdb terminate those connections first?",
     "--force",
     ["app-dropdb.html"], "procedure"),
    ("pg21-plperl-shared",
     "several of our PL/Perl functions need the same calibration hash, and I'd like to build it once per session instead of on every call; where do I keep it so the functions can share it?",
     "%_SHARED",
     ["plperl-global.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg21-what-savepoint",
     "the migration script sets savepoints before each step; what is a savepoint in PostgreSQL's glossary?",
     "A special mark in the sequence of steps in a transaction",
     ["glossary.html"], "definition"),
    ("pg21-what-log-record",
     "an old mailing-list thread about recovery keeps talking about log records; what is a log record?",
     "Archaic term for a WAL record",
     ["glossary.html"], "definition"),
    ("pg21-acronym-issn",
     "the library's journal catalogue stores its numbers with the isn module's ISSN type; what does ISSN stand for?",
     "International Standard Serial Number",
     ["acronyms.html", "isn.html"], "definition"),
    ("pg21-what-data-page",
     "pageinspect shows us data pages of the readings table; what is a data page in PostgreSQL's glossary?",
     "The basic structure used to store relation data",
     ["glossary.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

"""Twenty-second held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout22.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, stripped of tags by a small
script and searched with grep and sed), as an engineer at a lab bench would
type or say them -- mostly a situation in everyday words, some in the
manual's own terms, a few mentioning the asker's own tables, hosts and
tools -- spread over the output options of the extended synonym dictionary,
the strict pragma for PL/Perl, hiding CONTEXT lines in psql, requiring
GSSAPI encryption from libpq, a background worker that must not come back
after a crash, BRIN indexes for data with outliers, a GiST index on an inet
column, keeping repeated lines out of psql's history, the module search path
of PL/Python, partial aggregation for a user-defined aggregate; XSLT from
SQL, a multicolumn GIN index with a scalar column, tracing libpq's protocol
traffic, big result sets in PL/Python, hashing a password on the client
before ALTER ROLE, back-to-back ranges, settings waiting for a restart, an
event trigger before a table rewrite, escaped Unicode characters in
text, cutting elements off the end of an array; the certificate field
cert authentication compares, the SQLSTATE of a failed NOWAIT lock, the
oldest GNU make that builds the server, a bit column without a length, the
relkind of a partitioned table, the chunk size of large objects, the code of
the SSLRequest message, the token types of the default text search parser,
the tab width of the source code; a full data disk, dates before the
calendar reform, an index and a COLLATE clause, free() on Windows, threads
sharing one connection, DROP TABLESPACE refusing an empty tablespace, an SQL
function that creates the table it then fills; BSD Authentication on
OpenBSD, the magic block of a C extension, a coverage report of the test
suite, building an extension outside its source tree, dropping a
subscription whose publisher is gone, an A4 PDF of the manual, running a
single TAP test script, starting a message translation; and terms (CPAN,
role, SQL object, routine). The most famous facts were avoided, and so was
every answer and every question topic of the earlier answer sets
(``answer_pg_tune``, ``answer_pg_heldout`` to ``answer_pg_heldout21``,
``answer_kernel_*``, ``answer_questions*``, ``answer_unanswerable_*``),
which were read only for that purpose (answers, question words and the
pages named in ``relevant`` were also grepped against them, and each new
answer against the text of every page); the twenty-first set's builder
(``build_answers_pg21.py``) was read as the template for format and rules.
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

    python3 build_answers_pg22.py > answer_pg_heldout22.jsonl
    python3 validate_answers.py answer_pg_heldout22.jsonl  # with a Python that has the appliance installed

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
    ("pg22-xsyn-keeporig",
     "our dict_xsyn synonym dictionary for instrument names returns the original word together with all its synonyms, and I only want the synonyms in the output; which dictionary option do I switch off?",
     "keeporig",
     ["dict-xsyn.html"], "setting"),
    ("pg22-plperl-use-strict",
     "a typo in a variable name inside one of our PL/Perl functions went unnoticed for months; which setting makes newly compiled PL/Perl functions run under Perl's strict pragma?",
     "plperl.use_strict",
     ["plperl-under-the-hood.html", "plperl-funcs.html"], "setting"),
    ("pg22-psql-show-context",
     "every error from our nested calibration functions comes with a long tail of CONTEXT lines in psql that clutters the students' screens; which psql variable controls whether those CONTEXT fields are shown?",
     "SHOW_CONTEXT",
     ["app-psql.html"], "setting"),
    ("pg22-gssencmode",
     "the instrument PCs log in with Kerberos, and IT insists their connections be GSSAPI-encrypted or not made at all; which libpq connection parameter do I set to require that?",
     "gssencmode",
     ["libpq-connect.html", "encryption-options.html", "preventing-server-spoofing.html"], "setting"),
    ("pg22-bgw-never-restart",
     "our own background worker that polls the balance must not be started again by the postmaster if it crashes; what do I put into bgw_restart_time?",
     "BGW_NEVER_RESTART",
     ["bgworker.html"], "setting"),
    ("pg22-brin-minmax-multi",
     "the readings arrive mostly in time order, but a few late uploads carry old timestamps and make our BRIN index on taken_at useless; which kind of BRIN operator class copes with such outliers by storing several intervals per range?",
     "minmax-multi",
     ["brin-builtin-opclasses.html", "brin-extensibility.html"], "setting"),
    ("pg22-gist-inet-ops",
     "CREATE INDEX ... USING GIST (client_addr) on the inet column of our access_log table fails because the type has no default operator class for GiST; which operator class do I name?",
     "inet_ops",
     ["gist-builtin-opclasses.html"], "setting"),
    ("pg22-psql-histcontrol",
     "when I rerun the same query twenty times in psql, the history fills up with identical lines; which psql variable keeps such repeated lines out of the history?",
     "HISTCONTROL",
     ["app-psql.html"], "setting"),
    ("pg22-plpython-pythonpath",
     "our PL/Python functions import a helper package installed under /opt/lab/pylib; which environment variable, set in the start script of the database server, makes the embedded Python search there?",
     "PYTHONPATH",
     ["plpython-envar.html"], "setting"),
    ("pg22-aggregate-combinefunc",
     "the weighted_mean aggregate we wrote ourselves never runs in parallel, although the built-in ones do; which CREATE AGGREGATE parameter must I add for partial aggregation?",
     "COMBINEFUNC",
     ["sql-createaggregate.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg22-xslt-process",
     "the spectrometer's XML reports sit in a text column and the partner lab wants them transformed with their XSLT stylesheet, ideally inside the database; which function of the xml2 module applies a stylesheet?",
     "xslt_process",
     ["xml2.html"], "command"),
    ("pg22-btree-gin",
     "queries on the samples table filter on the tags array and on site_id together, and I'd like one GIN index covering both columns instead of two indexes; which module provides GIN operator classes for plain integer columns?",
     "btree_gin",
     ["btree-gin.html", "gin-examples.html"], "command"),
    ("pg22-pqtrace",
     "our C acquisition client and the server seem to misunderstand each other, and I want a log of every message exchanged on the connection; which libpq function writes that trace to a file stream?",
     "PQtrace",
     ["libpq-control.html"], "command"),
    ("pg22-plpy-cursor",
     "a PL/Python function that walks through all fifty million rows of readings runs out of memory at plpy.execute; which function lets it fetch the rows in batches instead?",
     "plpy.cursor",
     ["plpython-database.html"], "command"),
    ("pg22-pqencryptpasswordconn",
     "our C admin tool sets user passwords with ALTER ROLE ... PASSWORD, and I don't want the clear-text password to travel to the server or land in its log; which libpq function prepares the encrypted form on the client?",
     "PQencryptPasswordConn",
     ["libpq-misc.html"], "command"),
    ("pg22-range-adjacent",
     "beam-time slots are stored as tsrange values; which operator tells me whether two slots are back to back, one ending exactly where the other begins?",
     "-|-",
     ["functions-range.html"], "command"),
    ("pg22-pending-restart",
     "after editing postgresql.conf and reloading I'm not sure which of my changes only take effect at the next restart; which column of pg_settings shows that?",
     "pending_restart",
     ["view-pg-settings.html"], "command"),
    ("pg22-table-rewrite-event",
     "an ALTER TABLE that rewrites the whole 300 GB readings table should never happen outside the maintenance window; which event trigger event fires just before a table is rewritten?",
     "table_rewrite",
     ["event-trigger-definition.html", "event-trigger-table-rewrite-example.html"], "command"),
    ("pg22-unistr",
     "the sample names from the Swiss partner arrive with escapes like d\\u00e9bit and \\u00B5m in a text column; which function turns such escaped Unicode characters into the real ones?",
     "unistr",
     ["functions-string.html"], "command"),
    ("pg22-trim-array",
     "every calibration array in the coeffs column ends with three padding values from the old firmware; which function removes the last n elements of an array?",
     "trim_array",
     ["functions-array.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg22-cert-auth-cn",
     "we want the instrument PCs to log in with client certificates and the cert method instead of passwords; which field of the certificate gets compared with the database user name?",
     "cn (Common Name)",
     ["auth-cert.html", "ssl-tcp.html", "auth-pg-hba-conf.html"], "value"),
    ("pg22-sqlstate-lock-not-available",
     "our job workers lock rows with FOR UPDATE NOWAIT and should quietly move on when the lock is taken; which SQLSTATE code does the lock_not_available error carry?",
     "55P03",
     ["errcodes-appendix.html"], "value"),
    ("pg22-gnu-make-version",
     "the old build box only has GNU make 3.80 and the PostgreSQL build fails in odd ways; which make version is required at least?",
     "GNU make version 3.81",
     ["install-requirements.html"], "value"),
    ("pg22-bit-without-length",
     "the ok_flag column was declared as plain bit, and inserting B'101' into it fails; how many bits does a bit column hold when no length is given?",
     "bit(1)",
     ["datatype-bit.html", "functions-bitstring.html"], "value"),
    ("pg22-relkind-partitioned",
     "my inventory script reads pg_class and must skip partitioned parents; which relkind value marks a partitioned table?",
     "p = partitioned table",
     ["catalog-pg-class.html"], "value"),
    ("pg22-largeobject-chunk",
     "the raw spectra are stored as large objects, and I'm estimating how many rows pg_largeobject will get; how much data does each page row of a large object hold?",
     "typically 2 kB",
     ["catalog-pg-largeobject.html"], "value"),
    ("pg22-sslrequest-code",
     "I'm writing a minimal client in Python for the data logger that talks the wire protocol directly; which request code does the SSLRequest message carry?",
     "80877103",
     ["protocol-message-formats.html"], "value"),
    ("pg22-parser-token-types",
     "how many kinds of tokens does PostgreSQL's built-in text search parser tell apart?",
     "23 token types",
     ["textsearch-parsers.html"], "value"),
    ("pg22-source-tab-width",
     "I'm setting up my editor to hack on the PostgreSQL C sources the way the project formats them; what tab width does the code use?",
     "4 column tab spacing",
     ["source-format.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg22-disk-full-corruption",
     "the data disk of the lab server ran completely full overnight and the loader's inserts failed; do I have to restore from backup because the tables are probably damaged now?",
     "A filled data disk will not result in data corruption",
     ["disk-full.html"], "reason"),
    ("pg22-proleptic-gregorian",
     "we're digitising weather records from the 1500s, and PostgreSQL happily accepts 1582-10-10 as a date although that day never existed in Europe; why?",
     "proleptic Gregorian calendar",
     ["datetime-units-history.html"], "reason"),
    ("pg22-index-one-collation",
     "the index on sample_name is used for WHERE sample_name > 'K', but as soon as I add COLLATE \"C\" to the comparison the planner scans the whole table; why?",
     "An index can support only one collation per index column",
     ["indexes-collations.html"], "reason"),
    ("pg22-pqfreemem-windows",
     "our Windows build of the loader crashes when it calls free() on the string returned by PQescapeByteaConn, while the Linux build is fine; why must it use PQfreemem there?",
     "allocating memory in a DLL and releasing it in the application",
     ["libpq-misc.html"], "reason"),
    ("pg22-libpq-threads-one-conn",
     "our multithreaded acquisition program sends queries from two threads over the same PGconn and the results come back garbled; why is that not allowed?",
     "no two threads attempt to manipulate the same PGconn object at the same time",
     ["libpq-threading.html"], "reason"),
    ("pg22-drop-tablespace-not-empty",
     "DROP TABLESPACE old_ssd says it is not empty, although nothing in the samples database uses it any more; how can that be?",
     "objects in other databases might still reside in the tablespace",
     ["sql-droptablespace.html"], "reason"),
    ("pg22-sql-function-parsed-whole",
     "my LANGUAGE sql function does CREATE TABLE tmp_run (...) and then INSERT INTO tmp_run ..., but it fails saying tmp_run does not exist; why?",
     "The entire body of an SQL function is parsed before any of it is executed",
     ["xfunc-sql.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg22-bsd-auth-group",
     "on the OpenBSD box I switched pg_hba.conf to bsd authentication and now every login fails; what has to be done with the operating system account the server runs as?",
     "must first be added to the auth group",
     ["auth-bsd.html"], "procedure"),
    ("pg22-pg-module-magic",
     "LOAD of our freshly compiled calib.so fails with 'incompatible library ... missing magic block'; what must I add to one of the C source files?",
     "PG_MODULE_MAGIC",
     ["xfunc-c.html"], "procedure"),
    ("pg22-coverage-html",
     "after configuring with --enable-coverage and running make check, how do I get the HTML report of which code the tests touched?",
     "make coverage-html",
     ["regress-coverage.html"], "procedure"),
    ("pg22-extension-vpath",
     "I build our extension from a read-only checkout on the file server and want all build output in a separate directory; what kind of build does PGXS support for that?",
     "VPATH",
     ["extend-pgxs.html"], "procedure"),
    ("pg22-drop-subscription-dead-publisher",
     "the publisher of our sub_archive subscription was scrapped, and DROP SUBSCRIPTION now fails because it can't reach the old host to drop the slot; after disabling the subscription, what do I set so it can be dropped?",
     "slot_name = NONE",
     ["sql-dropsubscription.html"], "procedure"),
    ("pg22-docs-a4-pdf",
     "the lab wants a printed copy of the manual built from our source tree, on A4 paper; which make target in doc/src/sgml produces that PDF?",
     "make postgres-A4.pdf",
     ["docguide-build.html"], "procedure"),
    ("pg22-prove-tests",
     "running all the TAP tests under src/bin takes ages and I only need one test script; which make variable picks the scripts to run?",
     "PROVE_TESTS",
     ["regress-tap.html", "install-windows-full.html"], "procedure"),
    ("pg22-nls-init-po",
     "a student wants to start a German translation of the messages of one of the programs; which make command creates the initial message catalog to translate?",
     "make init-po",
     ["nls-translator.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg22-acronym-cpan",
     "the PL/Perl pages tell me to fetch missing Perl modules from CPAN; what does CPAN stand for?",
     "Comprehensive Perl Archive Network",
     ["acronyms.html"], "definition"),
    ("pg22-what-role",
     "the lab manager asked me to set up a role for every student; what is a role in PostgreSQL's glossary?",
     "A collection of access privileges to the instance",
     ["glossary.html"], "definition"),
    ("pg22-what-sql-object",
     "the manual keeps saying 'SQL object'; what counts as an SQL object?",
     "Any object that can be created with a CREATE command",
     ["glossary.html"], "definition"),
    ("pg22-what-routine",
     "the docs lump functions, procedures and aggregates together as routines; what is a routine in PostgreSQL's terms?",
     "A defined set of instructions stored in the database system",
     ["glossary.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

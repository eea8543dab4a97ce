"""Fifty-seventh held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout57.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (the text the appliance's own HTML parser makes
of each page, searched with grep and a phrase-checking script), as an
engineer at a lab bench would type or say them -- mostly a situation in
everyday words, some in the manual's own terms, many mentioning the asker's
own hosts, tables and tools (lab-pg1 and lab-pg2, chem01, the archive host
arc02, the backup host, the OpenBSD gateway, the AIX LPAR, the Windows
build VM, the FreeBSD build host, the C uploader and the GUI client, a
libpq wrapper, an ECPG logger, a prototype index access method, the plates,
assays, readings, instrument_log, settings, particles and donors tables,
the lab-notes app, a history-of-databases lecture). Its facts come only
from pages whose file name starts with a letter from a to l (the other
author of this round took m to z), and each answer phrase was checked
against the parsed text of every page so that facts a page from m to z also
states were avoided or that page listed too (none of the chosen phrases
turned up outside a to l except in the book index and in release notes,
whose passing mentions -- cursor_to_xmlschema in a 15.5 fix, for one --
state no such fact). Pages that earlier sets cite rarely or not at all were
preferred: the information schema views sql_features, sql_parts and tables,
the contrib overview, auth_delay, cert and peer authentication, the history
chapter, table basics, the ddl-alter and ddl-schemas pages, pg_depend and
pg_statistic, the index access method API, GIN extensibility, the B-tree
implementation notes, dblink_connect, dblink_connect_u and dblink(),
dynamic tracing, the documentation toolsets, the platform notes and the
Windows build instructions, PGXS, the error-code appendix, and the libpq
pages on status, miscellaneous functions, COPY and large objects. The facts
are spread over --no-inherit, --no-index-cleanup, --with-bsd-auth,
GZIP_PROGRAM, psql's --log-file, pg_basebackup's --manifest-force-encode,
pg_dumpall's --roles-only, EXTRA_CLEAN, --if-not-exists, OBJECT_MODE;
get_current_ts_config, PQsslInUse, lo_truncate, PQresultMemorySize, the
TRACE_POSTGRESQL_TRANSACTION_START_ENABLED() guard, cursor_to_xml,
bound_box, PQmakeEmptyPGresult, array_dims, PGTYPESdate_dayofweek; the
default label of pg_basebackup, the block sizes of --with-blocksize, the
table_type of a temporary table, the column limit of a table, the speed of
Postgres95 on the Wisconsin Benchmark, the source encodings of to_ascii,
the SQLSTATE of data_corrupted, an example stadistinct, the platforms of
peer authentication; why pg_controldata needs the cluster's user, why
auth_delay does not stop denial of service, why clientcert is redundant
with cert authentication, why jsonb B-tree indexes cannot deduplicate, what
dblink_connect_u risks, why a multicolumn index AM must index nulls after
the first column, why is_verified_by is always null; installing an
extension into template1, putting pg_catalog last in the search path,
defining a dblink server with dblink_fdw, checking errno after
PGTYPEStimestamp_from_asc, building the docs with gmake on FreeBSD, hiding
dblink column lists in a view, adding a column with a volatile default,
finishing a nonblocking COPY with PQflush; and terms (a pinned object, a
pg_statistic slot, the origin of the name libpq, GIN_MAYBE) -- none an
answer or question topic of an earlier set (answers and question words were
grepped against the earlier ``answer_*.jsonl`` files, all of them, and the
builders ``build_answers_pg2.py`` to ``build_answers_pg56.py``,
``build_answers_kernel3.py`` to ``build_answers_kernel56.py`` and
``build_answers_unanswerable2.py`` to ``build_answers_unanswerable54.py``;
neighbouring facts of entries that earlier sets had asked were left out for
that reason, and twelve first picks were replaced on finding their topic
asked before: PGCTLTIMEOUT (pg_ctl's 60-second wait), PGTARGETSESSIONATTRS
(target_session_attrs), LOBLKSIZE, the 'o' deptype of pg_shdepend, the view
pg_user_mappings, GIN's unsatisfiable null query, PG_SYSROOT (xcrun
--show-sdk-path), enum_last (enum_range), PQfreeCancel (PQgetCancel),
pg_current_wal_flush_lsn (pg_current_wal_lsn), LAST_ERROR_SQLSTATE
(LAST_ERROR_MESSAGE) and the BRIN bloom false positive rate; the
fifty-eighth sets and the fifty-sixth unanswerable set of this round, which
another author wrote at the same time, were not seen). The fifty-fifth
set's builders (``build_answers_pg55.py``, ``build_answers_kernel55.py``,
``build_answers_unanswerable53.py``) and ``validate_answers.py`` were read
as templates for format and rules. Nothing of the answer code, of its
search or answer output, of the appliance's documentation or tests, or of
the benchmark results was opened while writing it; no git command was used;
the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages (bookindex.html lists most of the function names), release notes and
passing uses (libpq-events.html names PQresultMemorySize only to say what
it does not count). Where two pages state the same fact in the same words
both are listed: --if-not-exists for pg_recvlogical and pg_receivewal, the
formal-testing note of sql_features and sql_parts, array_dims on the array
chapter and in the function table, and PGTYPESdate_dayofweek, which the
Informix-compatibility page names as what rdayofweek uses.

Usage::

    python3 build_answers_pg57.py > answer_pg_heldout57.jsonl
    python3 validate_answers.py answer_pg_heldout57.jsonl  # with a Python that has the appliance installed

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

PSQL = "app-psql.html"
INSTALL = "install-procedure.html"
LIBPQ_MISC = "libpq-misc.html"
HISTORY = "history.html"
STATISTIC = "catalog-pg-statistic.html"
PGTYPES = "ecpg-pgtypes.html"

# (id, query, answer, relevant, kind)
ROWS: list[Row] = [
    # --- settings -------------------------------------------------------
    ("pg57-createuser-no-inherit",
     "I'm creating the login plate_reader with createuser on lab-pg1, and it must not automatically get the privileges of the roles it's a member of; which createuser option does that?",
     "--no-inherit",
     ["app-createuser.html"], "setting"),
    ("pg57-vacuumdb-no-index-cleanup",
     "tonight's vacuumdb run on the assays database has to finish quickly, so it should leave the index entries that point to dead tuples alone; which vacuumdb option?",
     "--no-index-cleanup",
     ["app-vacuumdb.html"], "setting"),
    ("pg57-with-bsd-auth",
     "we compile PostgreSQL ourselves on the OpenBSD gateway and want logins checked through the BSD Authentication framework; which configure option builds that support in?",
     "--with-bsd-auth",
     [INSTALL], "setting"),
    ("pg57-gzip-program",
     "on the Windows build VM the TAP tests that need gzip don't find it because it isn't on the PATH; which buildenv.pl variable gives the path to the gzip command?",
     "GZIP_PROGRAM",
     ["install-windows-full.html"], "setting"),
    ("pg57-psql-log-file",
     "when I run the monthly report script through psql on chem01, all query output should also go into a file while it still shows up on screen; which psql command-line option?",
     "--log-file",
     [PSQL], "setting"),
    ("pg57-manifest-force-encode",
     "our own reader for backup manifests must cope with hex-encoded file names, but the test backups only have plain UTF-8 names; which pg_basebackup option makes it hex-encode all of them?",
     "--manifest-force-encode",
     ["app-pgbasebackup.html"], "setting"),
    ("pg57-dumpall-roles-only",
     "before we rebuild lab-pg2 I want a dump of just the roles, with no databases and no tablespaces in it; which pg_dumpall option?",
     "--roles-only",
     ["app-pg-dumpall.html"], "setting"),
    ("pg57-pgxs-extra-clean",
     "the PGXS Makefile of our extension generates version.h into HEADERS_built, and make clean leaves it behind; which variable lists extra files for make clean to remove?",
     "EXTRA_CLEAN",
     ["extend-pgxs.html"], "setting"),
    ("pg57-create-slot-if-not-exists",
     "the systemd units for pg_receivewal and pg_recvlogical on the backup host start them with --create-slot, and every restart fails because the slot already exists; which option stops that error?",
     "--if-not-exists",
     ["app-pgrecvlogical.html", "app-pgreceivewal.html"], "setting"),
    ("pg57-aix-object-mode",
     "a 64-bit build on the AIX LPAR with CC=\"gcc -maix64\" fails with linker errors; which environment variable do the platform notes say to set, and to what?",
     "set OBJECT_MODE to 64",
     ["installation-platform-notes.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg57-get-current-ts-config",
     "the search in our lab-notes app should log which text search configuration is the session's current default; which function returns it?",
     "get_current_ts_config",
     ["functions-textsearch.html"], "command"),
    ("pg57-pqsslinuse",
     "the C uploader should print a warning when its libpq connection to lab-pg1 isn't encrypted; which function simply tells whether the connection uses SSL?",
     "PQsslInUse",
     ["libpq-status.html"], "command"),
    ("pg57-lo-truncate",
     "a raw spectrum stored as a large object has to be cut back to its first 4 MB after a bad append; which libpq large-object function shortens it to a given length?",
     "lo_truncate",
     ["lo-interfaces.html"], "command"),
    ("pg57-pqresultmemorysize",
     "the GUI client caches lots of PGresult objects, and I want to track how much memory each one holds; which libpq function returns the number of bytes allocated for a result?",
     "PQresultMemorySize",
     [LIBPQ_MISC], "command"),
    ("pg57-trace-enabled-guard",
     "in our patched server I want to hand an expensive function call to the TRACE_POSTGRESQL_TRANSACTION_START probe, but only when someone is actually tracing; what do I test first?",
     "TRACE_POSTGRESQL_TRANSACTION_START_ENABLED()",
     ["dynamic-trace.html"], "command"),
    ("pg57-cursor-to-xml",
     "the instrument_log table has forty million rows and the auditor wants it as XML, but table_to_xml builds the whole result in memory; which function maps it from a cursor a number of rows at a time?",
     "cursor_to_xml",
     ["functions-xml.html"], "command"),
    ("pg57-bound-box",
     "each detected particle in the particles table has a box value, and I need the smallest box that covers two of them; which geometric function computes that?",
     "bound_box",
     ["functions-geometry.html"], "command"),
    ("pg57-pqmakeemptypgresult",
     "our libpq wrapper wants to hand its callers a PGresult with an error status that it made up itself, without running a query; which libpq function constructs such an object?",
     "PQmakeEmptyPGresult",
     [LIBPQ_MISC], "command"),
    ("pg57-array-dims",
     "the calibration matrices are stored as two-dimensional float8 arrays, and I'd like to see their bounds as text like [1:3][1:3]; which function gives me that?",
     "array_dims",
     ["arrays.html", "functions-array.html"], "command"),
    ("pg57-pgtypes-dayofweek",
     "our ECPG logger keeps run dates as pgtypes date values and needs the weekday of each run as a number; which pgtypes function returns it?",
     "PGTYPESdate_dayofweek",
     [PGTYPES, "ecpg-informix-compat.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg57-basebackup-default-label",
     "the backup host runs pg_basebackup without -l; what label does the backup get then?",
     "pg_basebackup base backup",
     ["app-pgbasebackup.html"], "value"),
    ("pg57-blocksize-range",
     "for a test build with bigger pages for the analysis tables, which block sizes does configure's --with-blocksize accept?",
     "a power of 2 between 1 and 32 (kilobytes)",
     [INSTALL], "value"),
    ("pg57-infoschema-temp-table-type",
     "our schema browser lists information_schema.tables, and the scratch tables a session creates show an unusual table_type; what does that column say for a temporary table?",
     "LOCAL TEMPORARY for a temporary table",
     ["infoschema-tables.html"], "value"),
    ("pg57-table-column-limit",
     "the wide export from the plate reader would need one column per well and time point; how many columns can a table have at most?",
     "between 250 and 1600",
     ["ddl-basics.html"], "value"),
    ("pg57-postgres95-wisconsin",
     "for the history-of-databases lecture: how much faster was Postgres95 1.0.x than POSTGRES 4.2, and on which benchmark?",
     "30–50% faster on the Wisconsin Benchmark",
     [HISTORY], "value"),
    ("pg57-to-ascii-encodings",
     "we'd like to strip the accents from the donor names with to_ascii; from which encodings can it convert?",
     "Conversion is only supported from LATIN1, LATIN2, LATIN9, and WIN1250",
     ["functions-string.html"], "value"),
    ("pg57-sqlstate-data-corrupted",
     "our alerting should page someone whenever the server reports data corruption in a table; which SQLSTATE code does data_corrupted have?",
     "XX001",
     ["errcodes-appendix.html"], "value"),
    ("pg57-stadistinct-example",
     "in pg_statistic, a column where about 80% of the values are non-null and each non-null value appears about twice on average; what stadistinct represents that?",
     "stadistinct = -0.4",
     [STATISTIC], "value"),
    ("pg57-peer-platforms",
     "we'd like peer authentication for local logins on all the lab servers, which run different operating systems; on which systems is it available?",
     "Linux, most flavors of BSD including macOS, and Solaris",
     ["auth-peer.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg57-pg-controldata-user",
     "pg_controldata fails when I run it under my own account on lab-pg2 but works as postgres; why can only the user who initialized the cluster run it?",
     "because it requires read access to the data directory",
     ["app-pgcontroldata.html"], "reason"),
    ("pg57-auth-delay-dos",
     "we loaded auth_delay against password guessing; why doesn't it help when someone floods the server with failing logins, and may even make that worse?",
     "processes that are waiting before reporting authentication failure will still consume connection slots",
     ["auth-delay.html"], "reason"),
    ("pg57-cert-clientcert-redundant",
     "the hostssl line for the instrument PCs uses cert authentication and also sets clientcert=verify-full; why does the manual call that clientcert option redundant?",
     "cert authentication is effectively trust authentication with clientcert=verify-full",
     ["auth-cert.html"], "reason"),
    ("pg57-jsonb-no-dedup",
     "a B-tree index on a jsonb column of the settings table stays large although most values repeat; why can't it use deduplication?",
     "the jsonb B-Tree operator class uses numeric internally",
     ["btree-implementation.html"], "reason"),
    ("pg57-dblink-connect-u-risk",
     "what can go wrong with dblink_connect_u when the remote server picks an authentication method without a password?",
     "impersonation and subsequent escalation of privileges can occur",
     ["contrib-dblink-connect-u.html"], "reason"),
    ("pg57-multicolumn-am-nulls",
     "our prototype multicolumn index access method leaves out null values in the second column; why must it index them after all?",
     "the planner will assume the index can be used for queries that do not restrict these columns",
     ["index-api.html"], "reason"),
    ("pg57-is-verified-by-null",
     "our conformance report reads information_schema.sql_features, and is_verified_by is null in every row; why?",
     "the PostgreSQL development group does not perform formal testing of feature conformance",
     ["infoschema-sql-features.html", "infoschema-sql-parts.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg57-extension-template1",
     "every new project database on lab-pg1 should come with pg_trgm already registered; instead of running CREATE EXTENSION in each one afterwards, what does the contrib chapter suggest?",
     "run it in database template1",
     ["contrib.html"], "procedure"),
    ("pg57-pg-catalog-last",
     "our compatibility schema defines functions with the same names as built-in ones, and those should win over the built-ins; how do I arrange the search path?",
     "explicitly place pg_catalog at the end of your search path",
     ["ddl-schemas.html"], "procedure"),
    ("pg57-dblink-fdw-server",
     "we're defining a foreign server for dblink_connect to reach the archive host arc02; which foreign-data wrapper should the server be created with?",
     "it is recommended to use the foreign-data wrapper dblink_fdw",
     ["contrib-dblink-connect.html"], "procedure"),
    ("pg57-pgtypes-timestamp-errno",
     "our ECPG parser converts timestamp strings with PGTYPEStimestamp_from_asc; how should it detect that a conversion failed?",
     "not only test for PGTYPESInvalidTimestamp but also for errno != 0",
     [PGTYPES], "procedure"),
    ("pg57-docs-freebsd-gmake",
     "building the HTML docs from the doc directory on the FreeBSD build host fails with the system make; what should I run instead?",
     "you'll need to use gmake",
     ["docguide-toolsets.html"], "procedure"),
    ("pg57-dblink-view",
     "several reports read the same remote table through dblink, and each query must spell out the column names and types; how do I avoid repeating that everywhere?",
     "A convenient way to use dblink with predetermined queries is to create a view",
     ["contrib-dblink-function.html"], "procedure"),
    ("pg57-volatile-default-add-column",
     "I have to add a column with DEFAULT clock_timestamp() to the 200-million-row readings table, and most rows will get other values anyway; how do I avoid the long update of every row?",
     "add the column with no default, insert the correct values using UPDATE, and then add any desired default",
     ["ddl-alter.html"], "procedure"),
    ("pg57-nonblocking-copy-flush",
     "in nonblocking mode PQputCopyEnd returned 1 in our C uploader, but that only means the end message was queued; how do I make sure the data has really been sent?",
     "wait for write-ready and call PQflush, repeating until it returns zero",
     ["libpq-copy.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg57-what-pinned",
     "pg_depend has no entries for objects created by initdb because they are 'pinned'; what does pinned mean?",
     "the system itself depends on them",
     ["catalog-pg-depend.html"], "definition"),
    ("pg57-what-statistic-slot",
     "pg_statistic keeps everything except the basic statistics in 'slots'; what is a slot there?",
     "groups of associated columns whose content is identified by a code number in one of the slot's columns",
     [STATISTIC], "definition"),
    ("pg57-what-pq-in-libpq",
     "a student asks where the 'pq' in libpq comes from; what was the library named after?",
     "libpq was named after PostQUEL",
     [HISTORY], "definition"),
    ("pg57-what-gin-maybe",
     "in a GIN operator class's triConsistent function, what does GIN_MAYBE mean for a key?",
     "the presence of that key is not known",
     ["gin-extensibility.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

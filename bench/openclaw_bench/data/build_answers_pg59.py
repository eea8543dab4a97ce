"""Fifty-ninth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout59.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (the text the appliance's own HTML parser makes
of each page, dumped to a scratch folder and searched with grep and a
phrase-checking script), as an engineer at a lab bench would type or say
them -- mostly a situation in everyday words, some in the manual's own
terms, many mentioning the asker's own hosts, tables and tools (bench-pg3,
qc-db1, lab-pg1, the archive box, the CI build host, the Windows
acquisition PC, the single-user analysis workstation, the cryostat logger's
output plugin, the C archiver, the ECPG logger and a ported Informix
report, a C++ GUI, a LIMS foreign-data wrapper, the spectra, wells,
aliquots, runs, shipments, probe_tags, survey_points and freezer
databases and tables, the lab-notes search, the plate reader's CSV export,
the stage controller, the partner site's publication, the field laptops,
the astronomy group's observation log). Its facts come only from pages
whose file name starts with a letter from a to l (the other author of this
round took m to z), and each answer phrase was checked against the parsed
text of every page so that facts a page from m to z also states were
avoided or that page listed too: runtime-config-wal.html names initdb
--sync-only as the way to flush after turning fsync back on,
regress-tap.html and regress-run.html require --enable-tap-tests,
textsearch-debugging.html describes ts_token_type, routine-vacuuming.html
names pg_get_multixact_members as the way to examine a multixact's
members and sql-createindex.html recommends gin_clean_pending_list, so
those pages are listed after the a-to-l pages (book index, release notes
and passing uses -- to_hex in a log_line_prefix example, regexp_like in the
unsupported-features list, string_to_array in a "see also" -- were left
out). Pages that earlier sets cite rarely or not at all were preferred:
the pseudo-types, binary and XML data types, conditional functions,
Julian dates, the expression-index, index-only-scan and privileges pages,
explicit joins, the trust-authentication page, basic_archive, file_fdw, the
BRIN extensibility and GiST implementation notes, the FDW callbacks, the
logical-decoding output-plugin page, the row-filter and restrictions
pages of logical replication, the replication-solutions
comparison, the event-trigger definition page, the SQL conformance page,
the history chapter, the Windows installation page, and the ECPG pages on
host variables, C++ applications and Informix compatibility. The facts
are spread over --analyze-only, --sync-only, --with-libxslt,
--record-separator-zero, --drop-slot, --use-set-session-authorization,
pg_config --pgxs, --restrict-key, --enable-tap-tests,
OUTPUT_PLUGIN_TEXTUAL_OUTPUT; to_hex, regexp_like, string_to_array,
lo_tell, ts_token_type, pg_get_multixact_members,
pg_copy_physical_replication_slot, gin_clean_pending_list,
GetForeignModifyBatchSize, OutputPluginPrepareWrite; the storage size of
bytea, the result type of NULLIF(1, 2.2), the BRIN support numbers
reserved for internal functions, the code of ECPG_INFORMIX_DIVIDE_ZERO,
how often ExecForeignTruncate is called, how much smaller the visibility
map is than the heap, what a row filter does to an UPDATE, the Gregorian
date of JD 0, how much join_collapse_limit = 1 cuts the join orders; why an
expression index searches as fast as a plain one, why UPDATE needs SELECT
privilege, why GIN cannot do index-only scans, why Postgres is still an
official name, why SELECT INTO fires ddl_command_start, why SQL-92
conformance stopped at Entry level, why XML encoding declarations go
stale; removing the archtemp files of basic_archive, applying additive
schema changes to the subscriber first, passing TRUE for file_fdw's
Boolean COPY options, preferring rdefmtdate to rstrdate, the extern "C"
block for ECPG in C++, the Cygwin psql on Windows, closing the local TCP
line when trust relies on socket permissions, turning GiST buffering off
for ordered input; and terms (pg_ddl_command, asynchronous multimaster
replication, the Julian Date system, ECPG's no-indicator mode) -- none an
answer or question topic of an earlier set (answers and question words
were grepped against the earlier ``answer_*.jsonl`` files, all of them,
and the builders ``build_answers_pg2.py`` to ``build_answers_pg58.py``,
``build_answers_kernel3.py`` to ``build_answers_kernel58.py`` and
``build_answers_unanswerable2.py`` to ``build_answers_unanswerable56.py``;
neighbouring facts that earlier sets had asked were left out for that
reason, and fifteen first picks were replaced on finding their topic asked
before: ECPG's invisible #define (pg31), the slot of a subscription whose
publisher is gone (pg22), the manifest checksum algorithms (pg39),
initdb's --text-search-config (default_text_search_config, pg7),
createdb's --strategy (FILE_COPY, pg17), row_security=off on a replication
connection (pg15), --with-krb-srvnam (krbsrvname, pg23), --enable-nls (the
NLS questions of pg11 to pg44), generic WAL and logical decoding (pg39),
log_error_verbosity for bug reports (pg10), the GIN posting list (pg31),
the custom scan steps (pg47), the early and late locking of FDW rows
(pg33), the dblink_fetch mismatch (pg41) and the privtype of
pg_init_privs (pg31); the sixtieth sets and the fifty-eighth unanswerable
set of this round, which another author wrote at the same time, were not
seen -- only their ids were read, for the uniqueness check). The
fifty-seventh set's builders (``build_answers_pg57.py``,
``build_answers_kernel57.py``, ``build_answers_unanswerable55.py``),
``answer_set_rows.py`` and ``validate_answers.py`` were read as templates
for format and rules. Nothing of the answer code, of its search or answer
output, of the appliance's documentation or tests, or of the benchmark
results was opened while writing it; no git command was used; the
questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages (bookindex.html lists most of the function names), release notes and
passing uses. Where several pages state the same fact in the same words
all are listed: --drop-slot for pg_receivewal and pg_recvlogical (and the
logical-decoding example, which drops its slot that way),
--use-set-session-authorization and --restrict-key on the pg_dump,
pg_dumpall and pg_restore pages, pg_config --pgxs with the two PGXS
makefile examples that call it, regexp_like in the string-function table
and the POSIX-regex section.

Usage::

    python3 build_answers_pg59.py > answer_pg_heldout59.jsonl
    python3 validate_answers.py answer_pg_heldout59.jsonl  # with a Python that has the appliance installed

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
    ("pg59-vacuumdb-analyze-only",
     "right after the weekly bulk load into the spectra database I only want fresh planner statistics from the cron job, no vacuuming at all; which vacuumdb option does just that?",
     "--analyze-only",
     ["app-vacuumdb.html"], "setting"),
    ("pg59-initdb-sync-only",
     "we ran the scratch cluster on bench-pg3 with fsync off for a load test and have now switched fsync back on; which initdb option just writes all the database files safely to disk and exits?",
     "--sync-only",
     ["app-initdb.html", "runtime-config-wal.html"], "setting"),
    ("pg59-with-libxslt",
     "the source build on qc-db1 should let the xml2 module run XSL transformations on the instrument reports; which configure option builds that in?",
     "--with-libxslt",
     ["install-procedure.html"], "setting"),
    ("pg59-psql-record-separator-zero",
     "my shell script pipes sample names from psql into xargs -0, and some names contain newlines; which psql command-line option ends each unaligned record with a zero byte?",
     "--record-separator-zero",
     ["app-psql.html"], "setting"),
    ("pg59-drop-slot",
     "we retired the WAL streaming job on the archive box and its replication slot on bench-pg3 is still reserving WAL; which option of pg_receivewal (or pg_recvlogical) drops the slot named with --slot and exits?",
     "--drop-slot",
     ["app-pgreceivewal.html", "app-pgrecvlogical.html", "logicaldecoding-example.html"], "setting"),
    ("pg59-use-set-session-authorization",
     "the dump of the freezer database is meant to be as standards-compatible as possible, so ownership should not be set with ALTER OWNER; which pg_dump option writes SET SESSION AUTHORIZATION commands instead?",
     "--use-set-session-authorization",
     ["app-pgdump.html", "app-pg-dumpall.html", "app-pgrestore.html"], "setting"),
    ("pg59-pg-config-pgxs",
     "the Makefile of our in-house extension has to include the extension build makefile of whatever server is installed on the build host; which pg_config option prints where that makefile lives?",
     "--pgxs",
     ["app-pgconfig.html", "extend-pgxs.html", "extend-extensions.html"], "setting"),
    ("pg59-restrict-key",
     "we diff last night's dump of the wells database against the previous one, and the random psql \\restrict key makes every dump differ; which pg_dump option fixes that key?",
     "--restrict-key",
     ["app-pgdump.html", "app-pg-dumpall.html", "app-pgrestore.html"], "setting"),
    ("pg59-enable-tap-tests",
     "on the CI build host we want the Perl TAP tests to run as part of the source build of our patched server; which configure option enables them?",
     "--enable-tap-tests",
     ["install-procedure.html", "regress-tap.html", "regress-run.html"], "setting"),
    ("pg59-output-plugin-textual",
     "our logical decoding output plugin for the cryostat logger only emits text in the server encoding; what should the startup callback set output_type to?",
     "OUTPUT_PLUGIN_TEXTUAL_OUTPUT",
     ["logicaldecoding-output-plugin.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg59-to-hex",
     "the status word of the stage controller arrives as an integer, and the technicians want to see it as hex in the report; which function converts a number to its hexadecimal text?",
     "to_hex",
     ["functions-string.html"], "command"),
    ("pg59-regexp-like",
     "in the aliquots table I just need a true/false for whether the label matches a POSIX regex, without extracting anything; which function checks that?",
     "regexp_like",
     ["functions-string.html", "functions-matching.html"], "command"),
    ("pg59-string-to-array",
     "the old spreadsheet import put the gains of each probe into one comma-separated text column; which function splits such a string at a delimiter into a text array?",
     "string_to_array",
     ["functions-string.html"], "command"),
    ("pg59-lo-tell",
     "our C archiver writes spectra into large objects and wants to log how far it has got inside the current object; which libpq function returns the current read/write location of a large object descriptor?",
     "lo_tell",
     ["lo-interfaces.html"], "command"),
    ("pg59-ts-token-type",
     "before mapping dictionaries for the lab-notes search, I want a list of every token type the default parser can recognize, with aliases and descriptions; which function gives that?",
     "ts_token_type",
     ["functions-textsearch.html", "textsearch-debugging.html"], "command"),
    ("pg59-get-multixact-members",
     "a row in the shipments table carries a multixact ID as its xmax and I want to know which transactions hold locks on it and in which mode; which function lists the members?",
     "pg_get_multixact_members",
     ["functions-info.html", "routine-vacuuming.html"], "command"),
    ("pg59-copy-physical-slot",
     "for a second standby of bench-pg3 I want a new physical replication slot that starts reserving WAL from the same LSN as the existing one; which function copies a physical slot?",
     "pg_copy_physical_replication_slot",
     ["functions-admin.html"], "command"),
    ("pg59-gin-clean-pending-list",
     "before the nightly report I'd like to push everything waiting in the fastupdate pending list of the GIN index on probe_tags into the main index structure; which function does that on demand?",
     "gin_clean_pending_list",
     ["functions-admin.html", "gin-implementation.html", "sql-createindex.html"], "command"),
    ("pg59-get-foreign-modify-batch-size",
     "our foreign-data wrapper for the LIMS supports batch inserts; which callback reports the maximum number of tuples one ExecForeignBatchInsert call can handle?",
     "GetForeignModifyBatchSize",
     ["fdw-callbacks.html"], "command"),
    ("pg59-output-plugin-prepare-write",
     "in our output plugin's begin_cb I append text to ctx->out; which call has to come before writing to that output buffer?",
     "OutputPluginPrepareWrite(ctx, last_write)",
     ["logicaldecoding-output-plugin.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg59-bytea-storage-size",
     "we're estimating the table size for raw detector frames kept as bytea; what does the binary types table give as the storage size of a bytea value?",
     "1 or 4 bytes plus the actual binary string",
     ["datatype-binary.html"], "value"),
    ("pg59-nullif-result-type",
     "NULLIF(dose, 2.2) on our integer dose column came back as numeric instead of integer; what result type does the manual give for NULLIF(1, 2.2)?",
     "NULLIF(1, 2.2) yields numeric",
     ["functions-conditional.html"], "value"),
    ("pg59-brin-reserved-support-numbers",
     "I'm writing an inclusion operator class for BRIN over our own interval type; which support function numbers are reserved for BRIN's internal functions?",
     "Support function numbers 1 through 10 are reserved for the BRIN internal functions",
     ["brin-extensibility.html"], "value"),
    ("pg59-informix-divide-zero",
     "our ported Informix report logs the raw return code of decdiv; which number stands for ECPG_INFORMIX_DIVIDE_ZERO?",
     "-1202",
     ["ecpg-informix-compat.html"], "value"),
    ("pg59-foreign-truncate-per-server",
     "TRUNCATE on three foreign tables of our FDW, spread over two remote servers; how often is ExecForeignTruncate called?",
     "ExecForeignTruncate is invoked once per foreign server",
     ["fdw-callbacks.html"], "value"),
    ("pg59-visibility-map-size",
     "why are index-only scans worth it even when the visibility map has to be consulted; how much smaller is the visibility map than the heap it describes?",
     "four orders of magnitude smaller than the heap",
     ["indexes-index-only-scans.html"], "value"),
    ("pg59-row-filter-update-transform",
     "our publication to the partner site filters the runs table on status = 'final'; what happens to an UPDATE where only the new row matches the filter?",
     "the UPDATE is transformed to INSERT or DELETE",
     ["logical-replication-row-filter.html"], "value"),
    ("pg59-jd0-gregorian",
     "for the astronomy group's observation log: which Gregorian calendar date does Julian Date 0 correspond to?",
     "24 November 4714 BC in the Gregorian calendar",
     ["datetime-julian-dates.html"], "value"),
    ("pg59-join-order-factor",
     "with join_collapse_limit = 1 and SELECT * FROM a CROSS JOIN b, c, d, e, by how much does the manual say the number of possible join orders shrinks?",
     "reduced by a factor of 5",
     ["explicit-joins.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg59-expression-index-search-speed",
     "we have an index on lower(operator_code) on the runs table; why is a lookup through it as fast as through an index on a plain column?",
     "the index expressions are not recomputed during an indexed search, since they are already stored in the index",
     ["indexes-expressional.html"], "reason"),
    ("pg59-update-needs-select",
     "the loader role on qc-db1 has UPDATE on the aliquots table, but its UPDATE ... WHERE id = 42 is refused; why does a nontrivial UPDATE need SELECT privilege as well?",
     "since it must reference table columns to determine which rows to update",
     ["ddl-priv.html"], "reason"),
    ("pg59-gin-no-index-only",
     "EXPLAIN never shows an index-only scan for the GIN index on the probe_tags array, even when I select only that column; why can't GIN do index-only scans?",
     "each index entry typically holds only part of the original data value",
     ["indexes-index-only-scans.html"], "reason"),
    ("pg59-postgres-name",
     "a student asks why people still say Postgres when the project is called PostgreSQL; why is Postgres still an official name?",
     "because of tradition and because people find it easier to pronounce Postgres than PostgreSQL",
     ["history.html"], "reason"),
    ("pg59-select-into-ddl-event",
     "our ddl_command_start event trigger on bench-pg3 also fires for a SELECT INTO that a student ran; why does it count as DDL?",
     "since this is equivalent to CREATE TABLE AS",
     ["event-trigger-definition.html"], "reason"),
    ("pg59-sql92-entry-level",
     "in the conformance chapter: why did most systems that claimed SQL-92 conformance only reach the Entry level?",
     "the entire set of features in the Intermediate and Full levels was either too voluminous or in conflict with legacy behaviors",
     ["features.html"], "reason"),
    ("pg59-xml-encoding-declaration",
     "the XML reports from the spectrometer carry encoding=\"ISO-8859-1\" in their declaration, and the server ignores it on input; why can such declarations become invalid anyway?",
     "the embedded encoding declaration is not changed",
     ["datatype-xml.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg59-basic-archive-archtemp",
     "after bench-pg3 crashed, the archive directory of basic_archive holds files whose names start with archtemp; what should I do with them?",
     "It is recommended to delete such files before restarting the server after a crash",
     ["basic-archive.html"], "procedure"),
    ("pg59-additive-schema-subscriber-first",
     "each time we add a column on the publisher, replication to the reporting subscriber errors out for a while; how do the docs suggest avoiding those intermittent errors?",
     "applying additive schema changes to the subscriber first",
     ["logical-replication-restrictions.html"], "procedure"),
    ("pg59-file-fdw-boolean-options",
     "our file_fdw foreign table over the plate reader's CSV export should use COPY's HEADER option, but the option syntax insists on a value; what do I pass?",
     "you can pass the value TRUE",
     ["file-fdw.html"], "procedure"),
    ("pg59-rstrdate-vs-rdefmtdate",
     "our ported Informix program parses dates with rstrdate and I'd like it faster; what does the ECPG page advise?",
     "you should opt for rdefmtdate which allows you to specify the format mask explicitly",
     ["ecpg-informix-compat.html"], "procedure"),
    ("pg59-ecpg-cpp-extern-c",
     "our C++ GUI links against a C module preprocessed by ecpg, and the linker can't find db_connect; what must the header with the C module's declarations have?",
     "This file has to have an extern \"C\" block around the declarations",
     ["ecpg-cpp.html"], "procedure"),
    ("pg59-cygwin-psql-editing",
     "on the Windows acquisition PC the native psql won't let me recall or edit previous lines; what does the Windows installation page recommend for interactive psql?",
     "The Cygwin build does support command line editing, so it should be used where psql is needed for interactive use on Windows",
     ["install-windows.html"], "procedure"),
    ("pg59-trust-local-tcp",
     "on the single-user analysis workstation we use trust and protect the Unix socket with unix_socket_permissions; what must I change in pg_hba.conf so local TCP connections don't bypass that?",
     "remove the host ... 127.0.0.1 ... line from pg_hba.conf",
     ["auth-trust.html"], "procedure"),
    ("pg59-gist-buffering-off-ordered",
     "the GiST index on the survey_points table is built from data we load already sorted along a space-filling curve; what does the GiST implementation page suggest to speed that build up?",
     "turning buffering off might speed up the build somewhat if the input data is ordered",
     ["gist-implementation.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg59-what-pg-ddl-command",
     "a function signature in our event trigger code mentions the pseudo-type pg_ddl_command; what does it identify?",
     "Identifies a representation of DDL commands that is available to event triggers",
     ["datatype-pseudo.html"], "definition"),
    ("pg59-what-async-multimaster",
     "the field laptops sync with the lab server only when they're back on the network; what is asynchronous multimaster replication, as the manual describes it?",
     "each server works independently, and periodically communicates with the other servers to identify conflicting transactions",
     ["different-replication-solutions.html"], "definition"),
    ("pg59-what-julian-date-system",
     "what is the Julian Date system that extract(julian ...) refers to?",
     "each day has a sequential number, starting from JD 0",
     ["datetime-julian-dates.html"], "definition"),
    ("pg59-what-no-indicator-mode",
     "our ECPG build runs with -r no_indicator; what does no-indicator mode do with null values when no indicator variable is given?",
     "null values are signaled (on input and output) for character string types as empty string and for integer types as the lowest possible value for type",
     ["ecpg-variables.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

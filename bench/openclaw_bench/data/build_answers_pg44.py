"""Forty-fourth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout44.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian
``postgresql-doc-15``); ``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
HTML pages themselves (converted to plain text with a small script and
searched with grep and sed), as an engineer at a lab bench would type or
say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own hosts,
databases, tables and products (db01 to db03, the readings, jobs and log
tables, a seg column of tolerance intervals, a custom TABLESAMPLE method for
QC rows, a PL/Tcl function in the instrument database, a Java sample
tracker, the Japanese and Korean partner labs' legacy apps, a translated
client tool, the new archive server's WAL mount), named in the situation
while the question asks what the documentation does answer. Its facts come
only from pages whose file names start with the letters m to z, chosen among
those that earlier sets cite rarely or not at all (counted over the
``relevant`` lists of every earlier ``answer_pg_*`` row):
``tablesample-method.html`` (never cited before),
``view-pg-hba-file-rules.html``, ``nls-programmer.html``,
``xml-limits-conformance.html``, ``textsearch-psql.html``,
``plperl-trusted.html``, ``pltcl-dbaccess.html``, ``multibyte.html``,
``seg.html``, ``oid2name.html``, ``pgrowlocks.html``,
``pgfreespacemap.html``, ``view-pg-file-settings.html`` (each cited once
before) and ``pgtestfsync.html`` (cited twice), always for other facts.
They are spread over accepting REPEATABLE in a sampling method, Perl built
for several interpreters, PL/Tcl's spi_exec options, whether and in which
order pg_file_settings entries apply, placing pg_test_fsync's test file,
oid2name listing indexes and more details, the catalog name of nls.mk;
writing a seg value with a deviation, listing tablespaces with oid2name,
showing a text search configuration in detail, resetting and switching the
client encoding, creating a database in another encoding, the sampling
handler's return type, joining pgrowlocks to row contents, free space of all
pages, the gettext shortcut; the percentage type of the sampling methods,
the dummy handler argument, the lock pgrowlocks takes, oid2name's deprecated
host option, the atomic types of XPath 1.0, the lock that blocks pgrowlocks,
the header declaring TsmRoutine, character sets the JDBC driver lacks, SJIS
as a server encoding; why seg needs a digit before the decimal point, why
SQL_ASCII is unwise, why one scan when samples are not repeatable, why
applied is false without an error, why pgrowlocks is neither consistent nor
quick, why PL/PerlU functions need care; making a conversion the default,
spotting a bad pg_hba.conf line, detecting an empty result in PL/Tcl, table
patterns in oid2name, where to put pg_test_fsync's file, letting a Perl
function use files, enabling translations, how seg values sort; and terms
(SQL_ASCII, the free space map of indexes, the seg type, conversion names).
The most famous facts were avoided, and so was every answer and every
question topic of the earlier answer sets (``answer_pg_tune``,
``answer_pg_heldout`` to ``answer_pg_heldout42``, ``answer_kernel_*``,
``answer_questions*``, ``answer_unanswerable_*``), which were read only for
that purpose (answers and question words were grepped against them, and each
new answer was checked against the text of every page with the validator's
``--others``). The forty-second set's builder (``build_answers_pg42.py``)
was read as the template for format and rules; the sets written at the same
time by the other author of round 43 were not seen. Nothing of the answer
code, of its search or answer output, of the appliance's documentation or
tests, or of the benchmark results was opened while writing it; no git
command was used for it; the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages, release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg44.py > answer_pg_heldout44.jsonl
    python3 validate_answers.py answer_pg_heldout44.jsonl  # with a Python that has the appliance installed

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
    ("pg44-tsm-repeatable-queries",
     "our custom TABLESAMPLE method for picking QC rows from the readings table rejects the REPEATABLE clause; which TsmRoutine field has to be true so that REPEATABLE is accepted?",
     "repeatable_across_queries",
     ["tablesample-method.html"], "setting"),
    ("pg44-plperl-multiplicity",
     "on the build server a session can't run both PL/Perl and PL/PerlU functions; with which flags must Perl be built so that several interpreters can live in one process?",
     "usemultiplicity or useithreads",
     ["plperl-trusted.html"], "setting"),
    ("pg44-pltcl-count",
     "a PL/Tcl function in the instrument database only needs the first ten rows a query returns; which spi_exec option stops it after n rows, like a LIMIT?",
     "-count n",
     ["pltcl-dbaccess.html"], "setting"),
    ("pg44-pltcl-array",
     "I'd rather have the result columns of spi_exec in one Tcl associative array than in loose variables named after the columns; which option does that?",
     "-array name",
     ["pltcl-dbaccess.html"], "setting"),
    ("pg44-file-settings-applied",
     "before reloading db02 I want to see whether each line I edited in postgresql.conf will actually take effect; which column of pg_file_settings tells me that?",
     "applied bool",
     ["view-pg-file-settings.html"], "setting"),
    ("pg44-file-settings-seqno",
     "postgresql.conf and the included conf.d files on db02 set work_mem several times; which pg_file_settings column shows the order in which the entries are processed?",
     "seqno",
     ["view-pg-file-settings.html"], "setting"),
    ("pg44-test-fsync-filename",
     "the new archive server's WAL will live on a separate NVMe mount, and pg_test_fsync writes its test file in the current directory; which option points it at a file on that file system?",
     "--filename",
     ["pgtestfsync.html"], "setting"),
    ("pg44-oid2name-indexes",
     "oid2name lists only the tables of the measurements database, but the big files under base/ could be indexes; which option includes indexes and sequences in the listing?",
     "--indexes",
     ["oid2name.html"], "setting"),
    ("pg44-oid2name-extended",
     "oid2name gives me only filenode and table name for the big files of the measurements database; which option adds tablespace name, schema name and OID?",
     "--extended",
     ["oid2name.html"], "setting"),
    ("pg44-nls-catalog-name",
     "in nls.mk of our translated client tool, which variable gets the program name used in the textdomain() call?",
     "CATALOG_NAME",
     ["nls-programmer.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg44-seg-plusminus",
     "a calibration sheet gives a reading as 5 plus or minus 0.3 and we store such values in a seg column; how do I write that literal so it becomes the interval 4.7 .. 5.3?",
     "5(+-)0.3",
     ["seg.html"], "command"),
    ("pg44-oid2name-tablespaces",
     "there are numbered directories under $PGDATA/pg_tblspc on db01 and I want to know which tablespaces they are; which oid2name command lists all tablespaces?",
     "oid2name -s",
     ["oid2name.html"], "command"),
    ("pg44-textsearch-dfplus",
     "search in the Russian lab notes finds odd matches, and I want to see which parser and which dictionary handles each token type of the russian configuration; which psql command shows that?",
     "\\dF+ russian",
     ["textsearch-psql.html"], "command"),
    ("pg44-reset-client-encoding",
     "I switched client_encoding to LATIN1 in my session to load an old export; which command returns it to the default?",
     "RESET client_encoding",
     ["multibyte.html"], "command"),
    ("pg44-psql-encoding-sjis",
     "the Japanese partner lab's terminal expects Shift JIS; which psql meta-command switches my session's client encoding to SJIS?",
     "\\encoding SJIS",
     ["multibyte.html"], "command"),
    ("pg44-createdb-euc-kr",
     "the cluster was created in UTF8 but the Korean partner lab's legacy app needs a database in EUC_KR; which createdb command line creates it, given that the encoding can only change when copying template0?",
     "createdb -E EUC_KR -T template0",
     ["multibyte.html"], "command"),
    ("pg44-tsm-handler",
     "at the SQL level, what must the function of our custom table sampling method return?",
     "RETURNS tsm_handler",
     ["tablesample-method.html"], "command"),
    ("pg44-pgrowlocks-join",
     "pgrowlocks shows which rows of the jobs table are locked, but only their TIDs; which join condition lets me see the row contents next to the lock information?",
     "p.locked_row = a.ctid",
     ["pgrowlocks.html"], "command"),
    ("pg44-pg-freespace-all",
     "I want the free space the FSM has recorded for every page of the log table foo, not just one block; what query do I run?",
     "SELECT * FROM pg_freespace('foo')",
     ["pgfreespacemap.html"], "command"),
    ("pg44-nls-gettext-macro",
     "wrapping every message of our client tool in gettext() clutters the code; what is the common shortcut?",
     "#define _(x) gettext(x)",
     ["nls-programmer.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg44-tsm-float4oid",
     "our custom sampling method should take the same kind of percentage argument as BERNOULLI and SYSTEM; which type OID do the built-in methods list in parameterTypes?",
     "FLOAT4OID",
     ["tablesample-method.html"], "value"),
    ("pg44-tsm-internal-dummy",
     "what value does the internal argument of a table sampling method's handler function always have?",
     "always having value zero",
     ["tablesample-method.html"], "value"),
    ("pg44-pgrowlocks-lock-level",
     "if I run pgrowlocks on the busy jobs table during the day, which lock does it take on the table?",
     "AccessShareLock",
     ["pgrowlocks.html"], "value"),
    ("pg44-oid2name-h-deprecated",
     "our old disk-usage script still calls oid2name with -H for the database host; since which release has that parameter been deprecated?",
     "deprecated as of PostgreSQL 12",
     ["oid2name.html"], "value"),
    ("pg44-xpath-atomic-types",
     "besides node-sets, which atomic types does XPath 1.0 have when we pull values out of the instrument XML?",
     "boolean, double, and string",
     ["xml-limits-conformance.html"], "value"),
    ("pg44-pgrowlocks-blocked",
     "pgrowlocks on the jobs table sometimes just hangs during the nightly maintenance; which lock on the table blocks it?",
     "an ACCESS EXCLUSIVE lock",
     ["pgrowlocks.html"], "value"),
    ("pg44-tsmapi-header",
     "in which header file of the source tree is the TsmRoutine struct for our custom sampling method declared?",
     "src/include/access/tsmapi.h",
     ["tablesample-method.html"], "value"),
    ("pg44-jdbc-unsupported-charsets",
     "the Java sample tracker talks to a database in an older European encoding; which character sets does the PostgreSQL JDBC driver not support?",
     "MULE_INTERNAL, LATIN6, LATIN8, and LATIN10",
     ["multibyte.html"], "value"),
    ("pg44-sjis-server",
     "can I create the Japanese partner lab's database with SJIS as its server encoding?",
     "not supported as a server encoding",
     ["multibyte.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg44-seg-digit-before-point",
     "the seg column rejects the reading '.5 .. 1'; why does seg input demand at least one digit before the decimal point?",
     "parsing ambiguity",
     ["seg.html"], "reason"),
    ("pg44-sql-ascii-unwise",
     "the old instrument database was created with SQL_ASCII and holds umlauts from the German labs; why is that encoding unwise for non-ASCII data?",
     "unable to help you by converting or validating non-ASCII characters",
     ["multibyte.html"], "reason"),
    ("pg44-tsm-scans-false",
     "our sampling method sets repeatable_across_scans to false; why does the planner then avoid plans that scan the sampled table more than once?",
     "might result in inconsistent query output",
     ["tablesample-method.html"], "reason"),
    ("pg44-file-settings-overridden",
     "pg_file_settings shows applied = false for our shared_buffers line on db02 but the error column is empty; why?",
     "overridden by a later entry for the same parameter name",
     ["view-pg-file-settings.html"], "reason"),
    ("pg44-pgrowlocks-consistency",
     "two pgrowlocks runs a second apart on the jobs table show locks that can't both have existed at once; why?",
     "not guaranteed to produce a self-consistent snapshot",
     ["pgrowlocks.html"], "reason"),
    ("pg44-pgrowlocks-slow",
     "why does pgrowlocks take so long on our 200-million-row readings table?",
     "reads each row one by one",
     ["pgrowlocks.html"], "reason"),
    ("pg44-plperlu-careful",
     "why must whoever writes a PL/PerlU function for the lab database take care that it can't be misused?",
     "anything that could be done by a user logged in as the database administrator",
     ["plperl-trusted.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg44-conversion-default",
     "we created our own conversion for an old instrument's character set with CREATE CONVERSION; what is needed so it is used automatically between client and server?",
     "marked as “default” for its character set pair",
     ["multibyte.html"], "procedure"),
    ("pg44-hba-rules-bad-line",
     "after editing pg_hba.conf on db03 I query pg_hba_file_rules to find my mistake; how does a wrong entry look there?",
     "values for only the line_number and error fields",
     ["view-pg-hba-file-rules.html"], "procedure"),
    ("pg44-pltcl-no-rows",
     "in a PL/Tcl function, how can I tell that the SELECT run by spi_exec returned no rows, since nothing gets stored then?",
     "checking the result of spi_exec",
     ["pltcl-dbaccess.html"], "procedure"),
    ("pg44-oid2name-pattern",
     "how do I ask oid2name about all the sensor_ tables at once rather than naming each one?",
     "you can use things like foo%",
     ["oid2name.html"], "procedure"),
    ("pg44-test-fsync-placement",
     "where should the test file of pg_test_fsync be placed so the results say something about our WAL?",
     "in the same file system that the pg_wal directory is",
     ["pgtestfsync.html"], "procedure"),
    ("pg44-plperlu-file-access",
     "a PL/Perl function that writes the calibration report to a file on db01 fails because file system operations aren't allowed; how can such a function be made to work?",
     "created by a superuser using the language plperlu",
     ["plperl-trusted.html"], "procedure"),
    ("pg44-nls-startup",
     "which calls go into the start-up sequence of a PostgreSQL client program to switch on native language support?",
     "bindtextdomain(\"progname\", LOCALEDIR)",
     ["nls-programmer.html"], "procedure"),
    ("pg44-seg-sorting",
     "how do the ordinary comparison operators order seg values when we ORDER BY the tolerance column?",
     "first compare (a) to (c)",
     ["seg.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg44-sql-ascii-meaning",
     "what does a server encoding of SQL_ASCII really declare about the stored text?",
     "a declaration of ignorance about the encoding",
     ["multibyte.html"], "definition"),
    ("pg44-fsm-indexes",
     "pg_freespace reports numbers for the index pages of our readings table too; what does the free space map track for indexes?",
     "entirely-unused pages",
     ["pgfreespacemap.html"], "definition"),
    ("pg44-seg-type",
     "someone suggested the seg module for our tolerance data; what kind of values does its data type represent?",
     "floating point intervals",
     ["seg.html"], "definition"),
    ("pg44-conversion-names",
     "how are the names of the built-in encoding conversions such as euc_jp_to_sjis formed?",
     "non-alphanumeric characters replaced by underscores",
     ["multibyte.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

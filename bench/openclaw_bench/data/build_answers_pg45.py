"""Forty-fifth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout45.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, stripped of tags by a small
script and searched with grep and a phrase-finding script), as an engineer
at a lab bench would type or say them -- mostly a situation in everyday
words, some in the manual's own terms, a fair number mentioning the asker's
own tables, hosts, roles, extensions and tools (the spectra, readings,
samples and lab notes, db01 and db02, an archive server reached through
dblink and an FDW, an old LIMS, a custom operator class, an ECPG loader and
tape-archive program, a publication to a partner lab, a reporting host's
subscription, the backup_manifest on the NAS, a Grafana host, a Windows lab
PC), named in the situation while the question asks what the documentation
does answer. Its facts come only from pages whose file name starts with a
letter from a to l (the other author of this round took m to z), and facts
that a page from m to z also states were avoided (each answer phrase was
checked against the text of every page); pages that earlier sets had not
cited at all were preferred: the catalog pages of pg_opclass, pg_opfamily,
pg_amproc, pg_description, pg_shdescription, pg_ts_config_map, pg_ts_parser,
pg_publication_namespace, pg_foreign_table and pg_namespace, ECPG TYPE, VAR,
OPEN, DISCONNECT, PREPARE, DESCRIBE and EXECUTE IMMEDIATE, dblink_open and
dblink_close, dropuser, getting the source, the backup manifest format and
its WAL ranges, logical replication monitoring, logical decoding output
writers and its SQL interface, GIN limitations, FDW functions, foreign data,
default values, authentication problems and installation on Windows. The
facts are spread over opckeytype, opcdefault, amprocnum, objsubid,
opfmethod, mapseqno, the -c option of ecpg, pnnspid, ftserver, prsheadline;
dblink_open, dblink_close, OPEN ... USING SQL DESCRIPTOR, DISCONNECT ALL,
VAR, PREPARE ... FROM, DESCRIBE into a descriptor, EXECUTE IMMEDIATE of a
host variable, dropuser with verification, unpacking the source tarball; the
encoding of the backup manifest, the keys of a WAL range, the length of LSN
parts, the rows of a disabled subscription, the functions of an output
writer, the result rows of EXECUTE IMMEDIATE, the kind of schema-publication
mapping, the form of ftoptions, the arguments of an FDW validator; why
dblink_open begins a transaction, why dblink_exec changes get lost, why GIN
skips null items, why a manifest has several WAL ranges, why only superusers
create text search parsers, why an FDW without validator accepts any option,
why native Windows psql has no line editing; double quotes in ECPG literals,
the COMMIT of dblink_close, where an operator family is defined, more detail
on an authentication failure, synchronous replication for logical decoding,
viewing object descriptions, the recommended Windows install, when a default
expression is evaluated; and terms (foreign data wrapper, operator family,
default support functions, namespace) -- none an answer or question topic of
an earlier set (answers and question words were grepped against
``answer_pg_tune``, ``answer_pg_heldout`` to ``answer_pg_heldout44``, the
kernel sets, ``answer_questions*`` and ``answer_unanswerable_*``, and each
new answer against the text of every page; candidates that repeated an
earlier fact -- PG_COLOR, the handler's fdw_handler type, the GEQO
introduction, the user mapping, the question-mark placeholders of ECPG, the
foreign server as the first object for foreign data, which postgres-fdw also
states, and the label provider of pg_seclabel, which view-pg-seclabels also
describes -- were dropped). The forty-first and forty-third sets' builders
(``build_answers_pg41.py``, ``build_answers_pg43.py``) were read as
templates for format and rules; the forty-sixth set, written at the same
time by another author, was not seen. Nothing of the answer code, of its
search or answer output, of the appliance's documentation or tests, or of
the benchmark results was opened while writing it; no git command was used
for it; the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages, release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg45.py > answer_pg_heldout45.jsonl
    python3 validate_answers.py answer_pg_heldout45.jsonl  # with a Python that has the appliance installed

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
    ("pg45-opclass-keytype",
     "our custom operator class for the spectra type stores a compressed summary in the index instead of the spectrum itself; which pg_opclass column records the type actually stored in the index?",
     "opckeytype",
     ["catalog-pg-opclass.html"], "setting"),
    ("pg45-opclass-default-flag",
     "two operator classes exist for our sample_id type under btree, and CREATE INDEX without an opclass picks the wrong one; which pg_opclass column marks the default one?",
     "opcdefault",
     ["catalog-pg-opclass.html"], "setting"),
    ("pg45-amproc-support-number",
     "I'm listing the support functions of our operator family from pg_amproc; which column tells which support function slot each row fills?",
     "amprocnum",
     ["catalog-pg-amproc.html"], "setting"),
    ("pg45-description-column-number",
     "our schema documentation script reads pg_description directly, and comments on individual columns of the readings table look like comments on the table; what does objsubid hold for them?",
     "For a comment on a table column, this is the column number",
     ["catalog-pg-description.html"], "setting"),
    ("pg45-opfamily-method-match",
     "I'm checking by catalog query that our new spectra operator class sits in a family of the same index access method; which pg_opfamily column must its opcmethod match?",
     "opfmethod",
     ["catalog-pg-opclass.html", "catalog-pg-opfamily.html"], "setting"),
    ("pg45-ts-config-map-order",
     "our text search configuration for the lab notes consults a synonym dictionary and then the English stemmer; which pg_ts_config_map column sets the order the dictionaries are consulted in?",
     "mapseqno",
     ["catalog-pg-ts-config-map.html"], "setting"),
    ("pg45-ecpg-type-option",
     "ecpg refuses our EXEC SQL TYPE customer IS struct {...} line in the tape-archive program; which ecpg option must be given for TYPE to be recognized?",
     "only recognized when ecpg is run with the -c option",
     ["ecpg-sql-type.html"], "setting"),
    ("pg45-pubns-schema-column",
     "the publication to the partner lab was created FOR TABLES IN SCHEMA results; which pg_publication_namespace column references the schema?",
     "pnnspid",
     ["catalog-pg-publication-namespace.html"], "setting"),
    ("pg45-foreign-table-server",
     "several foreign tables point at the archive server and some at the old LIMS; which pg_foreign_table column tells me the foreign server of each?",
     "ftserver",
     ["catalog-pg-foreign-table.html"], "setting"),
    ("pg45-ts-parser-headline",
     "our home-made text search parser has no headline function; which pg_ts_parser column is then zero?",
     "prsheadline",
     ["catalog-pg-ts-parser.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg45-dblink-open",
     "I want to page through a big query on the archive server from the lab database in chunks over dblink instead of pulling it all at once; which function opens a cursor on the remote side?",
     "dblink_open",
     ["contrib-dblink-open.html"], "command"),
    ("pg45-dblink-close",
     "when the nightly job has fetched everything from that remote cursor on the archive, which dblink function closes it?",
     "dblink_close",
     ["contrib-dblink-close.html"], "command"),
    ("pg45-ecpg-open-descriptor",
     "in our ECPG loader the values for the cursor's placeholders are in an SQL descriptor; how do I open the cursor with them?",
     "OPEN cursor_name USING SQL DESCRIPTOR descriptor_name",
     ["ecpg-sql-open.html"], "command"),
    ("pg45-ecpg-disconnect-all",
     "the ECPG tape-archive program opens con1 to the lab database and con2 to the archive; which statement closes every connection at the end?",
     "DISCONNECT ALL",
     ["ecpg-sql-disconnect.html"], "command"),
    ("pg45-ecpg-var",
     "in our ECPG program a host variable declared as short must be handled as int by the preprocessor; which embedded command assigns it a new C type?",
     "VAR varname IS ctype",
     ["ecpg-sql-var.html"], "command"),
    ("pg45-source-unpack",
     "I downloaded the bz2 source tarball of PostgreSQL onto the build VM for a patched build; what command does the manual give to unpack it?",
     "tar xf postgresql-version.tar.bz2",
     ["install-getsource.html"], "command"),
    ("pg45-ecpg-prepare-from",
     "the ECPG report program builds its SELECT in a char array at run time; what is the syntax to prepare it from that string?",
     "PREPARE prepared_name FROM string",
     ["ecpg-sql-prepare.html"], "command"),
    ("pg45-ecpg-describe",
     "our ECPG loader needs the column names of a prepared statement before fetching anything; what does the page's example use to put that metadata into the descriptor mydesc?",
     "EXEC SQL DESCRIBE stmt1 INTO SQL DESCRIPTOR mydesc",
     ["ecpg-sql-describe.html", "ecpg-descriptors.html"], "command"),
    ("pg45-ecpg-execute-immediate-example",
     "the ECPG logger builds an INSERT with sprintf into the host variable command; how does the example run it?",
     "EXEC SQL EXECUTE IMMEDIATE :command",
     ["ecpg-sql-execute-immediate.html"], "command"),
    ("pg45-dropuser-confirm",
     "what dropuser command removes user joe on host eden port 5000 with verification and shows the underlying command?",
     "dropuser -p 5000 -h eden -i -e joe",
     ["app-dropuser.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg45-manifest-json-encoding",
     "I'm writing a reader for the backup_manifest that pg_basebackup leaves on the NAS; what kind of document is it and in which encoding?",
     "a JSON document encoded as UTF-8",
     ["backup-manifest-format.html"], "value"),
    ("pg45-manifest-wal-range-keys",
     "how many keys does a WAL range object in the backup manifest always have?",
     "always has three keys",
     ["backup-manifest-wal-ranges.html"], "value"),
    ("pg45-manifest-lsn-format",
     "the Start-LSN of the manifest's WAL range is a string of two hex parts separated by a slash; how long can each part be?",
     "each with a length of between 1 and 8",
     ["backup-manifest-wal-ranges.html"], "value"),
    ("pg45-disabled-subscription-rows",
     "the subscription on the reporting host was disabled for maintenance; how many rows does it show in pg_stat_subscription then?",
     "zero rows in this view",
     ["logical-replication-monitoring.html"], "value"),
    ("pg45-output-writer-functions",
     "we'd like to add our own output method for logical decoding on db01; how many functions do we have to provide, and for what?",
     "three functions need to be provided",
     ["logicaldecoding-writer.html"], "value"),
    ("pg45-execute-immediate-rows",
     "can EXECUTE IMMEDIATE in our ECPG program return the rows of a SELECT?",
     "without retrieving result rows",
     ["ecpg-sql-execute-immediate.html"], "value"),
    ("pg45-pubns-mapping-kind",
     "what kind of mapping between schemas and publications does pg_publication_namespace hold?",
     "many-to-many mapping",
     ["catalog-pg-publication-namespace.html"], "value"),
    ("pg45-ftoptions-format",
     "our inventory script parses pg_foreign_table.ftoptions of the archive tables; in what form are the options stored?",
     "Foreign table options, as “keyword=value” strings",
     ["catalog-pg-foreign-table.html"], "value"),
    ("pg45-fdw-validator-args",
     "the validator function of our sensor-archive FDW has to be registered with the right arguments; which two arguments does it take?",
     "a text array containing the options to be validated, and an OID",
     ["fdw-functions.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg45-dblink-open-begin",
     "after dblink_open the archive server shows our session idle in transaction although we never sent BEGIN; why?",
     "Since a cursor can only persist within a transaction",
     ["contrib-dblink-open.html"], "reason"),
    ("pg45-dblink-exec-lost",
     "we ran dblink_exec updates between dblink_open and dblink_close, then called dblink_disconnect first, and the updates on the archive vanished; why?",
     "your change will be lost because the transaction will be aborted",
     ["contrib-dblink-open.html"], "reason"),
    ("pg45-gin-null-items",
     "our GIN opclass's extractValue is never called for rows whose tags column is null; why?",
     "GIN assumes that indexable operators are strict",
     ["gin-limit.html"], "reason"),
    ("pg45-manifest-several-wal-ranges",
     "the manifest of last night's base backup from the standby lists two WAL ranges instead of one; how can that happen?",
     "switches timelines during the backup due to an upstream promotion",
     ["backup-manifest-wal-ranges.html"], "reason"),
    ("pg45-ts-parser-superuser",
     "why can only a superuser create a new text search parser for our lab notes?",
     "a parser must be implemented by C-language-level functions",
     ["catalog-pg-ts-parser.html"], "reason"),
    ("pg45-fdw-no-validator",
     "our home-made sensor-archive FDW happily accepts CREATE SERVER with a misspelled option and only fails at query time; why wasn't it rejected when the server was created?",
     "If no validator function is supplied, options are not checked",
     ["fdw-functions.html"], "reason"),
    ("pg45-windows-psql-editing",
     "on the Windows lab PC, psql from our own Visual Studio build has no arrow-key history at all; why, and what does the manual suggest for interactive use?",
     "Native builds of psql don't support command line editing",
     ["install-windows.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg45-ecpg-double-quotes",
     "the SQL in our ECPG EXECUTE IMMEDIATE literal needs a double-quoted identifier; how must I write the double quotes?",
     "octal escapes (\\042)",
     ["ecpg-sql-prepare.html", "ecpg-sql-execute-immediate.html"], "procedure"),
    ("pg45-dblink-close-commit",
     "dblink_open started a transaction on the archive server for our cursor; what ends it when we're done?",
     "dblink_close will issue the matching COMMIT",
     ["contrib-dblink-close.html"], "procedure"),
    ("pg45-opfamily-where-info",
     "pg_opfamily only shows the name and owner of our operator family; where do I find the operators and support functions that really define it?",
     "in the associated rows in pg_amop, pg_amproc, and pg_opclass",
     ["catalog-pg-opfamily.html"], "procedure"),
    ("pg45-auth-failure-more-info",
     "the Grafana host only gets a vague authentication failure from db02; where does the manual say to look for more detail?",
     "check the server log",
     ["client-authentication-problems.html"], "procedure"),
    ("pg45-logical-sync-rep-interface",
     "our consumer reads changes with pg_logical_slot_get_changes() and should count as a synchronous standby; which interface does it have to use instead?",
     "only supported on replication slots used over the streaming replication interface",
     ["logicaldecoding-sql.html"], "procedure"),
    ("pg45-view-descriptions",
     "we put COMMENT ON every table of the samples schema for the new students; how does the manual say they can view those descriptions?",
     "viewed with psql's \\d commands",
     ["catalog-pg-description.html", "catalog-pg-shdescription.html"], "procedure"),
    ("pg45-windows-install-recommended",
     "a student wants PostgreSQL on her Windows laptop for the course and plans to compile it; what does the manual recommend instead?",
     "download the binary distribution for Windows",
     ["install-windows.html"], "procedure"),
    ("pg45-default-expression-timing",
     "the created_at column of our samples table has DEFAULT CURRENT_TIMESTAMP, and a colleague thinks every row gets the table's creation time; when is the default expression evaluated?",
     "evaluated whenever the default value is inserted",
     ["ddl-default.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg45-what-fdw",
     "the archive is reached through a foreign data wrapper; what is a foreign data wrapper, in the manual's words?",
     "a library that can communicate with an external data source",
     ["ddl-foreign-data.html"], "definition"),
    ("pg45-what-operator-family",
     "our extension for the spectra type ships an operator family next to its operator classes; what is an operator family, in the catalog's words?",
     "a collection of operators and associated support routines",
     ["catalog-pg-opfamily.html"], "definition"),
    ("pg45-what-default-support-function",
     "pg_amproc talks about default support functions for an index; which ones are those?",
     "amproclefttype and amprocrighttype both equal to the index operator class's opcintype",
     ["catalog-pg-amproc.html"], "definition"),
    ("pg45-what-namespace",
     "the catalog queries in our schema tool join pg_namespace; what is a namespace?",
     "the structure underlying SQL schemas",
     ["catalog-pg-namespace.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

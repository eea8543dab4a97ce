"""Fiftieth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout50.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian
``postgresql-doc-15``); ``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
HTML pages themselves (converted to plain text with a small script and
searched with grep and sed), as an engineer at a lab bench would type or
say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own hosts,
databases, tables and products (db02, the samples, runs, results and
instruments tables, a dashboard's materialized view, the archive box and
its foreign server, a maintenance role, a batch script, a CI box building
from git, an instrument daemon's account, an in-house procedural
language, a lab-notes text search parser, a C extension using SPI, a DB2
migration, an ETL tool), named in the situation while the question asks
what the documentation does answer. Its facts come only from pages whose
file names start with the letters m to z, chosen among those that no
earlier set cites (counted over the ``relevant`` lists of every earlier
``answer_*`` row; ``sql-altertable.html`` is listed only as a second page
that states the same phrase): ``view-pg-tables.html``,
``view-pg-views.html``, ``view-pg-rules.html``, ``view-pg-config.html``,
``sql-show.html``, ``runtime-config-short.html``, ``plpython-do.html``,
``sql-dropusermapping.html``, ``sql-dropdomain.html``,
``sql-alterlargeobject.html``, ``sql-rollback.html``,
``sql-droppolicy.html``, ``spi-spi-freetupletable.html``,
``spi-spi-unregister-relation.html``, ``sql-alterlanguage.html``,
``sql-altertsparser.html``, ``sql-dropstatistics.html``,
``sql-droptrigger.html``, ``spi-spi-exec.html``,
``spi-spi-getargtypeid.html``, ``spi-spi-execp.html``,
``sql-createuser.html``, ``sql-execute.html``, ``spi-spi-fname.html``,
``postgres-user.html``, ``perm-functions.html``,
``sql-droppublication.html``, ``spi-spi-pfree.html``,
``spi-realloc.html``, ``spi-spi-freetuple.html``, ``sourcerepo.html``,
``trigger-datachanges.html``, ``spi-spi-cursor-open-with-args.html``,
``manage-ag-dropdb.html``, ``sql-droptsparser.html``, ``xproc.html``,
``sql-dropschema.html``,
``sql-dropextension.html``, ``sql-droptable.html``,
``typeconv-query.html``, ``xplang.html``, ``query-path.html`` and
``sql-alteruser.html``. They are spread over the row-security and
trigger flags of pg_tables, a view's owner in pg_views, where the ON
SELECT rules missing from pg_rules live, SHOW's superuser check, the
historical -e and -s server flags, the language of a PL/Python DO block,
the PUBLIC user mapping, what DROP DOMAIN does by default; handing a
large object to another owner, ROLLBACK AND CHAIN, switching row-level
security off after the last policy, freeing SPI result sets, removing an
ephemeral relation from the registry, renaming a procedural language and
a text search parser, dropping statistics objects without failing, the
ON clause of DROP TRIGGER, the read/write SPI_exec; the index of the
first argument for SPI_getargtypeid, the null marker of SPI_execp, the
release that made SPI_freetuptable guard against double frees, the login
default of CREATE USER, who may read pg_config, ROLLBACK outside a
transaction block, a null tablespace in pg_tables, the command tag of
EXECUTE, SPI_fname out of range; why the server account should not own
the executables, why untrusted languages are for superusers, why CASCADE
does nothing for DROP PUBLICATION, why SPI_pfree still exists, why a
tarball build needs no bison and flex, why a BEFORE trigger sees varying
earlier rows, why cursor parameters may be freed early; where to connect
to drop a database, dropping a parser with its configurations, when a
procedure may commit, dropping a schema with its contents, creating the Unix
account, dropping an extension in use, what CASCADE does to a
referencing table, row sets of an aborted subtransaction; and terms (a
sizing cast, a procedural language handler, the rewrite system, ALTER
USER). The most famous facts were avoided, and so was every answer and
every question topic of the earlier answer sets (``answer_pg_tune``,
``answer_pg_heldout`` to ``answer_pg_heldout48``, ``answer_kernel_*``,
``answer_questions*``, ``answer_unanswerable_*``), which were read only for
that purpose (answers and question words were grepped against them; for
instance the short options already asked for, PGOPTIONS, autocommit,
SPI_cursor_parse_open and "count starts at 1" were avoided). The
forty-eighth sets' builders (``build_answers_pg48.py``,
``build_answers_kernel48.py``, ``build_answers_unanswerable46.py``) were
read as the template for format and rules; the sets written at the same
time by the other author of this round (the forty-ninth sets and the
forty-seventh unanswerable set) were not seen. Nothing of the answer code,
of its search or answer output, of the appliance's documentation or tests,
or of the benchmark results was opened while writing it; no git command
was used for it; the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages, release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg50.py > answer_pg_heldout50.jsonl
    python3 validate_answers.py answer_pg_heldout50.jsonl  # with a Python that has the appliance installed

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
    ("pg50-pgtables-rowsecurity",
     "Before the data-protection audit I want a list of every table on db02 that has row-level security switched on, straight from pg_tables; which column tells me that?",
     "rowsecurity",
     ["view-pg-tables.html"], "setting"),
    ("pg50-pgtables-hastriggers",
     "I'm hunting for tables in the lab schema that still carry triggers from the old audit setup; which boolean column of pg_tables flags them?",
     "hastriggers",
     ["view-pg-tables.html"], "setting"),
    ("pg50-pgviews-viewowner",
     "a cleanup script should list the reporting views on db02 together with the role that owns each one; which pg_views column gives the owner's name?",
     "viewowner",
     ["view-pg-views.html"], "setting"),
    ("pg50-pgrules-select-rules",
     "I looked in pg_rules for the ON SELECT rule behind the dashboard's materialized view and it isn't listed; where do I see those rules instead?",
     "pg_views and pg_matviews",
     ["view-pg-rules.html"], "setting"),
    ("pg50-show-is-superuser",
     "the maintenance role may have ended up with superuser rights by mistake; which name can I pass to SHOW in its psql session to check that?",
     "IS_SUPERUSER",
     ["sql-show.html"], "setting"),
    ("pg50-short-option-e",
     "an ancient init script on the archive box starts postgres with a bare -e flag; which setting does that stand for?",
     "datestyle = euro",
     ["runtime-config-short.html"], "setting"),
    ("pg50-short-option-s",
     "a colleague's debug launcher passes -s on the postgres command line and the log fills with statistics; which setting does that switch on?",
     "log_statement_stats = on",
     ["runtime-config-short.html"], "setting"),
    ("pg50-plpython-do-language",
     "I want to fix a handful of rows with a one-off PL/Python block run through DO instead of creating a function; what goes in the LANGUAGE clause?",
     "LANGUAGE plpython3u",
     ["plpython-do.html"], "setting"),
    ("pg50-dropusermapping-public",
     "the archive server has a user mapping that isn't for any single role but for everybody; which user name stands for all present and future users when I drop it?",
     "PUBLIC is used to match all present and future user names",
     ["sql-dropusermapping.html"], "setting"),
    ("pg50-dropdomain-default",
     "If I drop the unit_code domain without saying CASCADE or RESTRICT while columns of the samples table still use it, which behaviour do I get?",
     "Refuse to drop the domain if any objects depend on it",
     ["sql-dropdomain.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg50-alter-large-object-owner",
     "a spectrum stored as a large object still belongs to a departed student's role; which statement hands that one object to the lab_data role?",
     "ALTER LARGE OBJECT large_object_oid OWNER TO",
     ["sql-alterlargeobject.html"], "command"),
    ("pg50-rollback-and-chain",
     "in the batch script, after throwing away a failed step I want the next transaction to start right away with the same isolation level and read-only mode; what do I type instead of a plain ROLLBACK?",
     "ROLLBACK AND CHAIN",
     ["sql-rollback.html"], "command"),
    ("pg50-disable-row-level-security",
     "I dropped the last policy on the results table and now ordinary users see no rows at all; what switches row-level security off for that table altogether?",
     "DISABLE ROW LEVEL SECURITY",
     ["sql-droppolicy.html", "sql-altertable.html"], "command"),
    ("pg50-spi-freetuptable",
     "our C function runs dozens of SELECTs through SPI in a loop and its memory keeps growing until SPI_finish; which call frees each result set as soon as I'm done with it?",
     "SPI_freetuptable",
     ["spi-spi-freetupletable.html"], "command"),
    ("pg50-spi-unregister-relation",
     "the C extension registered a staged-rows tuplestore under a name for its SPI queries, and once the batch is done that name should go away; which function removes it from the registry?",
     "SPI_unregister_relation",
     ["spi-spi-unregister-relation.html"], "command"),
    ("pg50-alter-language-rename",
     "our in-house procedural language was installed as plr_lab and should be called pllab now; which statement renames it?",
     "ALTER [ PROCEDURAL ] LANGUAGE name RENAME TO new_name",
     ["sql-alterlanguage.html"], "command"),
    ("pg50-alter-tsparser-rename",
     "the custom text search parser for the lab notes got a misleading name; which statement gives it a new one?",
     "ALTER TEXT SEARCH PARSER name RENAME TO new_name",
     ["sql-altertsparser.html"], "command"),
    ("pg50-drop-statistics-if-exists",
     "the cleanup script removes statistics objects in two schemas and must not fail when one of them is already gone; what command form does it need?",
     "DROP STATISTICS IF EXISTS",
     ["sql-dropstatistics.html"], "command"),
    ("pg50-drop-trigger-on-table",
     "Our DB2 migration notes drop triggers with just DROP TRIGGER and the trigger's name, which PostgreSQL rejects; what form does PostgreSQL want?",
     "DROP TRIGGER [ IF EXISTS ] name ON table_name",
     ["sql-droptrigger.html"], "command"),
    ("pg50-spi-exec",
     "an old C extension calls a two-argument SPI function that runs a command string in read/write mode, like SPI_execute with read_only false; which function is that?",
     "SPI_exec",
     ["spi-spi-exec.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg50-spi-getargtypeid-index",
     "with SPI_getargtypeid on a plan that has three parameters, do I ask for the first one with index 0 or 1?",
     "First argument is at index zero",
     ["spi-spi-getargtypeid.html"], "value"),
    ("pg50-spi-execp-null-flag",
     "in the nulls array I pass to SPI_execp, which character marks a parameter as null?",
     "'n' if the corresponding parameter value is null",
     ["spi-spi-execp.html"], "value"),
    ("pg50-spi-freetuptable-guard-version",
     "a vendor extension frees the same SPI row set twice and crashed on an old server; from which release on does SPI_freetuptable guard against that?",
     "Beginning in PostgreSQL 9.3",
     ["spi-spi-freetupletable.html"], "value"),
    ("pg50-createuser-login-default",
     "I created the account for the new instrument daemon with CREATE USER and never wrote LOGIN; can it log in?",
     "LOGIN is assumed by default",
     ["sql-createuser.html"], "value"),
    ("pg50-pgconfig-readable",
     "a student's build script queries the pg_config view and gets permission denied; who can read that view by default?",
     "can be read only by superusers",
     ["view-pg-config.html"], "value"),
    ("pg50-rollback-outside-block",
     "our migration tool sends ROLLBACK even when no transaction is open; what does the server do with it?",
     "emits a warning and otherwise has no effect",
     ["sql-rollback.html"], "value"),
    ("pg50-pgtables-tablespace-null",
     "in pg_tables the tablespace column is empty for most of our tables; what does a null there mean?",
     "null if default for database",
     ["view-pg-tables.html"], "value"),
    ("pg50-execute-command-tag",
     "our driver logs the command tag after it runs a prepared INSERT with EXECUTE; which tag comes back?",
     "is that of the prepared statement, and not EXECUTE",
     ["sql-execute.html"], "value"),
    ("pg50-spi-fname-out-of-range",
     "what does SPI_fname give back when I ask for a column number beyond the last column of the row?",
     "NULL if colnumber is out of range",
     ["spi-spi-fname.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg50-postgres-user-not-owner",
     "The packaging checklist says the postgres account shouldn't own the server's executable files; why not?",
     "a compromised server process could not modify those executables",
     ["postgres-user.html"], "reason"),
    ("pg50-untrusted-superuser-only",
     "a student asked why only superusers may create functions in plpython3u on our server while anyone can use plpgsql; what is the reason?",
     "such functions can circumvent any system access controls",
     ["perm-functions.html"], "reason"),
    ("pg50-drop-publication-cascade",
     "why does DROP PUBLICATION accept CASCADE but nothing extra gets dropped with it?",
     "there are no dependencies on publications",
     ["sql-droppublication.html"], "reason"),
    ("pg50-spi-pfree-kept",
     "our C code uses SPI_pfree while the newer modules use plain pfree; if they're the same now, why does SPI_pfree still exist?",
     "kept just for backward compatibility of existing code",
     ["spi-spi-pfree.html", "spi-realloc.html", "spi-spi-freetuple.html"], "reason"),
    ("pg50-sourcerepo-bison-flex",
     "Building from the release tarball worked on the CI box without bison and flex, but the build from a git checkout fails for lack of them; why weren't they needed before?",
     "the files that these tools are used to build are included in the tarball",
     ["sourcerepo.html"], "reason"),
    ("pg50-before-trigger-row-order",
     "our row-level BEFORE trigger on samples counts the rows an INSERT of many rows has already added, and the counts differ from run to run; why?",
     "an SQL command that affects multiple rows can visit the rows in any order",
     ["trigger-datachanges.html"], "reason"),
    ("pg50-cursor-args-copy",
     "why may our C function free its parameter arrays right after SPI_cursor_open_with_args, while the cursor is still being fetched from?",
     "The passed-in parameter data will be copied into the cursor's portal",
     ["spi-spi-cursor-open-with-args.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg50-dropdb-where-connected",
     "I'm connected to the scratch database and DROP DATABASE scratch refuses; where should I be connected instead?",
     "any other database, including the template1",
     ["manage-ag-dropdb.html"], "procedure"),
    ("pg50-drop-tsparser-with-configs",
     "DROP TEXT SEARCH PARSER lab_parser fails because a couple of configurations still use it; how do I get rid of the parser and those configurations together?",
     "Add CASCADE to drop such configurations along with the parser",
     ["sql-droptsparser.html"], "procedure"),
    ("pg50-procedure-commit-call",
     "our maintenance procedure commits every 1000 rows, but it errors out when the ETL tool calls it, because the tool wraps everything in BEGIN; under what condition may a procedure commit?",
     "so long as the invoking CALL command is not part of an explicit transaction block",
     ["xproc.html"], "procedure"),
    ("pg50-drop-schema-with-contents",
     "the old_runs schema from last year's campaign should go away together with every table and function in it; what does the documented example for that look like?",
     "DROP SCHEMA mystuff CASCADE;",
     ["sql-dropschema.html"], "procedure"),
    ("pg50-postgres-unix-account",
     "I'm installing PostgreSQL from source on a fresh Linux box and need the separate Unix account for the server; how does the manual say to create it?",
     "look for a command useradd or adduser",
     ["postgres-user.html"], "procedure"),
    ("pg50-drop-extension-in-use",
     "DROP EXTENSION hstore fails because columns of the instruments table are of the hstore type; how do I remove it anyway, dependents included?",
     "Add the CASCADE option to forcibly remove those dependent objects",
     ["sql-dropextension.html"], "procedure"),
    ("pg50-drop-table-fk",
     "the runs table is referenced by a foreign key from samples; if I drop runs with CASCADE, do I lose the samples table too?",
     "in the foreign-key case it will only remove the foreign-key constraint",
     ["sql-droptable.html"], "procedure"),
    ("pg50-spi-subxact-rowsets",
     "inside our SPI-using C function a subtransaction fails and is rolled back; do I have to free the row sets its queries created myself?",
     "SPI automatically frees any row sets created while the subtransaction was running",
     ["spi-spi-freetupletable.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg50-sizing-cast",
     "the type conversion chapter says a sizing cast is applied before a value is stored into a column; what is a sizing cast?",
     "a cast from that type to itself",
     ["typeconv-query.html"], "definition"),
    ("pg50-pl-handler",
     "when I write a function in a procedural language, the server itself doesn't understand the source text; what is it handed to?",
     "a special handler that knows the details of the language",
     ["xplang.html"], "definition"),
    ("pg50-rewrite-system",
     "in the overview of the path a query takes, what does the rewrite system do with the parser's output?",
     "looks for any rules (stored in the system catalogs) to apply to the query tree",
     ["query-path.html"], "definition"),
    ("pg50-alter-user-alias",
     "our old provisioning scripts use ALTER USER everywhere; what is ALTER USER in today's PostgreSQL?",
     "ALTER USER is now an alias for ALTER ROLE",
     ["sql-alteruser.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

"""Forty-seventh held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout47.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, stripped of tags by a small
script and searched with grep and a phrase-finding script), as an engineer
at a lab bench would type or say them -- mostly a situation in everyday
words, some in the manual's own terms, a fair number mentioning the asker's
own tables, hosts, roles and tools (the readings, samples and lab notes
tables, db01 and db02, the old LIMS behind a foreign-data wrapper, a schema
diff tool and a documentation generator reading the information schema, an
ECPG loader and report program, an event trigger freezing the schema during
an audit, an image-archiving tool built on large objects, a contrib-style
tool's reference page), named in the situation while the question asks what
the documentation does answer. Its facts come only from pages whose file
name starts with a letter from a to l (the other author of this round took
m to z), and facts that a page from m to z also states were avoided (each
answer phrase was checked against the text of every page). Pages that no
earlier set had cited were preferred and make up almost all of the set: the
catalog pages of pg_ts_dict, pg_ts_template, pg_ts_config,
pg_foreign_server, pg_foreign_data_wrapper and pg_shseclabel; the
information schema views triggers, sequences, columns,
referential_constraints, user_defined_types, element_types, character_sets
and routines; ECPG SET DESCRIPTOR, DECLARE, dynamic SQL and the concept
page; the event trigger example and firing matrix; inserting and updating
data; database roles; the libpq and large-object example programs; the
renamed pg_receivexlog; the BKI file structure; custom scan providers; the
documentation style guide; and the high-availability chapter. The facts are
spread over dictinitoption, tmpllexize, srvfdw, fdwvalidator, cfgparser,
action_timing, cycle_option, generation_expression, delete_rule,
user_defined_type_category; SET DESCRIPTOR ... VALUE 1 DATA, DECLARE ...
CURSOR FOR a prepared statement, EXECUTE ... INTO ... USING, DEALLOCATE
PREPARE, CREATE EVENT TRIGGER noddl, INSERT ... DEFAULT VALUES, a 10% price
UPDATE, listing roles from pg_roles, NOTIFY TBL2, the element_types join;
the single copy of pg_shseclabel, the tables the BKI open command needs,
the last release with pg_receivexlog, the three steps of a custom scan,
sequence values as character strings, the one row of character_sets, the
event-trigger note on GRANT, the STRUCTURED category, where testlo.c lives;
why unprivileged users can create dictionaries, why ECPG DECLARE executes
nothing, why trigger names repeat in information_schema.triggers, why view
columns may not be updatable, why ALTER EVENT TRIGGER still runs under
noddl, why ECPG accepts nested comments, what tells overloaded routines
apart; treating domains as separate types, disabling an event trigger for
one transaction, a cursor for a dynamic multi-row query, the Environment
and Diagnostics sections of a reference page, the BKI order for a
noncritical table, creating a read-write large object, an UPDATE matching
no rows; and terms (foreign-data wrapper in the catalog's words, text
search template, warm standby, character repertoire) -- none an answer or
question topic of an earlier set (answers and question words were grepped
against ``answer_pg_tune``, ``answer_pg_heldout`` to
``answer_pg_heldout46``, the kernel sets, ``answer_questions*`` and
``answer_unanswerable_*``, and each new answer against the text of every
page; candidates whose phrase other pages share -- the always-secure
search_path call of the libpq example, the unlimited maximum cardinality
of arrays, the bare "PostgreSQL 9.6 and below", a cursor inside a
transaction block -- were dropped or replaced by a longer phrase, and
sibling pages that state the same example (ecpg-descriptors,
ecpg-commands, dml-returning) are listed as relevant too). The forty-fifth
set's builders (``build_answers_pg45.py``, ``build_answers_kernel45.py``)
were read as templates for format and rules; the forty-eighth set, written
at the same time by another author, was not seen. Nothing of the answer
code, of its search or answer output, of the appliance's documentation or
tests, or of the benchmark results was opened while writing it; the only git command used was one read-only
``git status`` at the end, to see that no existing file had changed (it
listed changed file names, nothing of their content); the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages, release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg47.py > answer_pg_heldout47.jsonl
    python3 validate_answers.py answer_pg_heldout47.jsonl  # with a Python that has the appliance installed

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
    ("pg47-ts-dict-init-option",
     "a colleague made a synonym dictionary for the lab notes with CREATE TEXT SEARCH DICTIONARY, and I want to see the SYNONYMS file name it was given straight from the catalog; which pg_ts_dict column holds that option string?",
     "dictinitoption",
     ["catalog-pg-ts-dict.html"], "setting"),
    ("pg47-ts-template-lexize",
     "I'm tracing which C function a text search template of ours actually uses to turn tokens into lexemes; which pg_ts_template column points at it?",
     "tmpllexize",
     ["catalog-pg-ts-template.html"], "setting"),
    ("pg47-foreign-server-wrapper",
     "our inventory script lists every foreign server on db01 and should also say which wrapper each one goes through; which pg_foreign_server column gives the wrapper's OID?",
     "srvfdw",
     ["catalog-pg-foreign-server.html"], "setting"),
    ("pg47-fdw-validator-column",
     "I want to check by catalog query whether the wrapper behind the old LIMS connection has an options checker at all; which pg_foreign_data_wrapper column is zero when there isn't one?",
     "fdwvalidator",
     ["catalog-pg-foreign-data-wrapper.html"], "setting"),
    ("pg47-ts-config-parser",
     "the lab_notes text search configuration was copied from another one and I'm not sure which parser it ended up with; which pg_ts_config column references the parser?",
     "cfgparser",
     ["catalog-pg-ts-config.html"], "setting"),
    ("pg47-infoschema-trigger-timing",
     "our schema-diff tool reads information_schema.triggers and must tell BEFORE triggers from AFTER and INSTEAD OF ones on the readings views; which column has that?",
     "action_timing",
     ["infoschema-triggers.html"], "setting"),
    ("pg47-infoschema-sequence-cycle",
     "the audit script reads information_schema.sequences to flag sequences that wrap around instead of erroring at the maximum; which column says YES for those?",
     "cycle_option",
     ["infoschema-sequences.html"], "setting"),
    ("pg47-infoschema-generation-expression",
     "the samples table has a stored generated column for the dilution factor, and our documentation generator wants to print its formula from the information schema; which column of the columns view holds it?",
     "generation_expression",
     ["infoschema-columns.html"], "setting"),
    ("pg47-infoschema-fk-delete-rule",
     "before deleting old projects I want a list of every foreign key that would cascade, taken from the information schema; which column of referential_constraints shows CASCADE or RESTRICT for deletes?",
     "delete_rule",
     ["infoschema-referential-constraints.html"], "setting"),
    ("pg47-infoschema-udt-category",
     "our export tool reads information_schema.user_defined_types and I'd like it to keep working if distinct types ever show up; which column should it use to tell the kinds apart?",
     "user_defined_type_category",
     ["infoschema-user-defined-types.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg47-ecpg-set-descriptor-data",
     "in the ECPG loader I bind the first parameter of a prepared INSERT through the descriptor indesc from the host variable val1; what does the example statement look like?",
     "EXEC SQL SET DESCRIPTOR indesc VALUE 1 DATA = :val1",
     ["ecpg-sql-set-descriptor.html"], "command"),
    ("pg47-ecpg-declare-prepared",
     "the ECPG report program prepares stmt1 from a string and should then loop over its rows with a cursor named cur1; how is that cursor declared?",
     "EXEC SQL DECLARE cur1 CURSOR FOR stmt1",
     ["ecpg-sql-declare.html", "ecpg-descriptors.html"], "command"),
    ("pg47-ecpg-execute-into-using",
     "the dynamic SELECT in our ECPG tool returns exactly one row and takes one parameter; how does the manual's example run the prepared mystmt with 37 as the parameter and store the three columns in v1, v2 and v3?",
     "EXEC SQL EXECUTE mystmt INTO :v1, :v2, :v3 USING 37",
     ["ecpg-dynamic.html"], "command"),
    ("pg47-ecpg-deallocate-prepare",
     "the ECPG importer prepares a statement per file it loads, and I'd like to free each one once the file is done; which statement does that?",
     "EXEC SQL DEALLOCATE PREPARE name",
     ["ecpg-dynamic.html", "ecpg-commands.html"], "command"),
    ("pg47-event-trigger-create-noddl",
     "I compiled the noddl C function from the event trigger example to freeze the schema during the audit; how is the event trigger itself created so it fires before every DDL command?",
     "CREATE EVENT TRIGGER noddl ON ddl_command_start EXECUTE FUNCTION noddl()",
     ["event-trigger-example.html"], "command"),
    ("pg47-insert-all-defaults",
     "the heartbeat table on db02 has a default for every column, and the monitoring job only needs to add a row with nothing but defaults; what INSERT form does that?",
     "INSERT INTO products DEFAULT VALUES",
     ["dml-insert.html"], "command"),
    ("pg47-update-raise-price",
     "the price list for lab consumables goes up ten percent across the board; what UPDATE does the manual show for raising every product's price by 10%?",
     "UPDATE products SET price = price * 1.10",
     ["dml-update.html", "dml-returning.html"], "command"),
    ("pg47-list-roles-sql",
     "I need the set of roles on the cluster from a script without psql's \\du; what query does the manual suggest?",
     "SELECT rolname FROM pg_roles",
     ["database-roles.html"], "command"),
    ("pg47-libpq-notify-test",
     "I built testlibpq2 from the libpq example programs to see asynchronous notifications arrive; what do I type in psql in another window to wake it up?",
     "NOTIFY TBL2",
     ["libpq-example.html"], "command"),
    ("pg47-infoschema-element-join",
     "our schema report lists int[] and text[] columns only as ARRAY; in the manual's example query, which view is LEFT JOINed to information_schema.columns to get the element types?",
     "LEFT JOIN information_schema.element_types e",
     ["infoschema-element-types.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg47-shseclabel-copies",
     "we put SELinux labels on roles and databases, which end up in pg_shseclabel; is there a copy of that catalog in every database of the cluster?",
     "only one copy of pg_shseclabel per cluster",
     ["catalog-pg-shseclabel.html"], "value"),
    ("pg47-bki-open-minimum-tables",
     "I'm reading the postgres.bki file to understand bootstrap; which tables must exist before the open command can be used at all?",
     "pg_class, pg_attribute, pg_proc, and pg_type",
     ["bki-structure.html"], "value"),
    ("pg47-receivexlog-last-version",
     "an old runbook on the lab wiki calls pg_receivexlog to fetch WAL, and the command isn't found on db02; up to which release was it shipped under that name?",
     "PostgreSQL 9.6 and below provided a command named pg_receivexlog",
     ["app-pgreceivexlog.html"], "value"),
    ("pg47-custom-scan-steps",
     "we're weighing whether to write a custom scan provider for the FPGA-accelerated filter; how many steps does implementing a new type of custom scan take, according to the manual?",
     "a three-step process",
     ["custom-scan.html"], "value"),
    ("pg47-infoschema-sequence-strings",
     "our monitoring code reads maximum_value from information_schema.sequences and chokes because it isn't a number; in what form are those values returned?",
     "returned as character strings",
     ["infoschema-sequences.html"], "value"),
    ("pg47-infoschema-character-sets-rows",
     "how many rows should I expect from information_schema.character_sets on our UTF8 lab database, and what do they show?",
     "this view only shows one, which is the database encoding",
     ["infoschema-character-sets.html"], "value"),
    ("pg47-event-trigger-grant-note",
     "our audit event trigger should log GRANT and REVOKE too; what restriction does the firing matrix note for those commands?",
     "Only for local objects",
     ["event-trigger-matrix.html"], "value"),
    ("pg47-udt-category-value",
     "what value does user_defined_type_category currently show for our composite types in the information schema?",
     "Currently always STRUCTURED",
     ["infoschema-user-defined-types.html"], "value"),
    ("pg47-testlo-location",
     "the large-object example program in the manual would be a good start for our image-archiving tool; where in the source distribution is it?",
     "src/test/examples/testlo.c",
     ["lo-examplesect.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg47-ts-dict-unprivileged",
     "our students can create their own text search dictionaries but not templates; what split in the catalogs makes that possible?",
     "This division of labor allows dictionaries to be created by unprivileged users",
     ["catalog-pg-ts-dict.html"], "reason"),
    ("pg47-ecpg-declare-no-execution",
     "in the ECPG report program the query errors only show up at OPEN, never at the DECLARE line; why is that?",
     "the actual execution happens when the cursor is opened",
     ["ecpg-sql-declare.html"], "reason"),
    ("pg47-infoschema-duplicate-trigger-names",
     "the information_schema.triggers listing of our samples schema has two triggers called audit_trg, which I thought the standard forbids; how can that be?",
     "trigger names are local to each table in PostgreSQL",
     ["infoschema-triggers.html"], "reason"),
    ("pg47-infoschema-view-column-updatable",
     "information_schema.columns says is_updatable NO for some columns of our readings_summary view but YES for every column of the tables; why the difference?",
     "Columns in base tables are always updatable, columns in views not necessarily",
     ["infoschema-columns.html"], "reason"),
    ("pg47-event-trigger-alter-allowed",
     "while the noddl event trigger blocks all DDL, how come ALTER EVENT TRIGGER noddl DISABLE still runs?",
     "DDL commands on event triggers themselves are not affected by event triggers",
     ["event-trigger-example.html"], "reason"),
    ("pg47-ecpg-nested-comments",
     "our C compiler rejects nested comments, yet ecpg accepts a nested /* */ inside an EXEC SQL statement of the loader; why?",
     "allow nested C-style comments as per the SQL standard",
     ["ecpg-concept.html"], "reason"),
    ("pg47-infoschema-specific-name",
     "our calibration function is overloaded for real and numeric, and information_schema.routines shows the same routine_name twice; which column tells the two apart, and why?",
     "uniquely identifies the function in the schema, even if the real name of the function is overloaded",
     ["infoschema-routines.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg47-infoschema-domain-types",
     "some columns of the readings table use our domain celsius; in an information-schema query, how do I treat domains as separate types next to the plain types?",
     "coalesce(domain_name, udt_name)",
     ["infoschema-columns.html"], "procedure"),
    ("pg47-event-trigger-disable-transaction",
     "the noddl event trigger blocks our DDL, but I have one migration to run now; how does the manual disable it only for that transaction?",
     "ALTER EVENT TRIGGER noddl DISABLE",
     ["event-trigger-example.html"], "procedure"),
    ("pg47-ecpg-dynamic-many-rows",
     "the ECPG program runs a dynamic SELECT that may return many rows and EXECUTE ... INTO only takes one; what should I use instead?",
     "If a query is expected to return more than one result row, a cursor should be used",
     ["ecpg-dynamic.html"], "procedure"),
    ("pg47-docguide-environment-section",
     "I'm writing the reference page for our contrib-style tool in the PostgreSQL documentation style; what should its Environment section contain?",
     "List all environment variables that the program might use",
     ["docguide-style.html"], "procedure"),
    ("pg47-bki-noncritical-table",
     "for a new catalog in my patch, how does the postgres.bki file handle a noncritical table, in order?",
     "create (without bootstrap) a noncritical table open insert desired data close",
     ["bki-structure.html"], "procedure"),
    ("pg47-docguide-diagnostics-section",
     "the reference page I am writing for our tool follows the PostgreSQL documentation style; should its Diagnostics section list every error message the tool can print, or what goes there?",
     "Explain any unusual output that the program might create",
     ["docguide-style.html"], "procedure"),
    ("pg47-testlo-create-object",
     "our image-archiving tool follows the testlo example to import a micrograph into a new large object; how does the example create the object so it can both read and write it?",
     "lo_creat(conn, INV_READ | INV_WRITE)",
     ["lo-examplesect.html"], "procedure"),
    ("pg47-update-no-match",
     "the nightly UPDATE of the calibration table sometimes matches no rows; is that an error I must catch?",
     "It is not an error to attempt an update that does not match any rows",
     ["dml-update.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg47-what-fdw-catalog",
     "pg_foreign_data_wrapper describes itself in one sentence; what is a foreign-data wrapper according to that catalog page?",
     "the mechanism by which external data, residing on foreign servers, is accessed",
     ["catalog-pg-foreign-data-wrapper.html"], "definition"),
    ("pg47-what-ts-template",
     "our text search setup mentions a template underneath the dictionaries; what is a text search template?",
     "the implementation skeleton for a class of text search dictionaries",
     ["catalog-pg-ts-template.html"], "definition"),
    ("pg47-what-warm-standby",
     "the old replication diagram calls db02 a warm standby; what does that term mean, as opposed to a hot standby?",
     "A standby server that cannot be connected to until it is promoted to a primary server is called a warm standby server",
     ["high-availability.html"], "definition"),
    ("pg47-what-character-repertoire",
     "information_schema.character_sets has a character_repertoire column; what is a character repertoire in the standard's terms?",
     "An abstract collection of characters",
     ["infoschema-character-sets.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

"""Forty-ninth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout49.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, stripped of tags by a small
script and searched with grep and a phrase-checking script), as an engineer
at a lab bench would type or say them -- mostly a situation in everyday
words, some in the manual's own terms, a fair number mentioning the asker's
own tables, hosts and tools (the readings, samples and barcode tables, db01
and db02, a schema-diff tool and an audit script reading the information
schema, a dblink bridge to the old LIMS, an ECPG loader, a from-source test
build, a terminal that shows pg_dump's messages in colour), named in the
situation while the question asks what the documentation does answer. Its
facts come only from pages whose file name starts with a letter from a to l
(the other author of this round took m to z), and each answer phrase was
checked against the text of every page so that facts a page from m to z
also states were avoided. Pages that no earlier set had cited were
preferred and make up most of the set: the information schema views views,
table_constraints, key_column_usage, parameters, foreign_servers,
triggered_update_columns, check_constraints, transforms, collations,
usage_privileges, information_schema_catalog_name, sql_implementation_info,
enabled_roles, applicable_roles, data_type_privileges and the page on the
schema itself; the colour appendix (when colour is used, configuring the
colours); the dblink pages for disconnect, get_notify, is_busy,
cancel_query, error_message and get_pkey; ECPG DEALLOCATE DESCRIPTOR;
deleting data; the BKI example and BKI file format; the short installation
version; the renamed default roles; binary packages; how extensibility
works; the executor; the genetic query optimizer's introduction; and
DocBook in the documentation guide. The facts are spread over attribute_default,
is_trigger_insertable_into, nulls_distinct, position_in_unique_constraint,
parameter_mode, foreign_server_version, event_object_column,
check_clause, transform_type, schema_owner; a DELETE by price, dblink_disconnect
of a named connection, DEALLOCATE DESCRIPTOR, the BKI create command,
LISTEN through dblink_exec, dblink_get_pkey, dblink_cancel_query,
dblink_is_busy, dblink_error_message, the psql line of the short
version; the PG_COLORS default, PG_COLOR always, dblink_is_busy's return
values, pad_attribute, the one row of information_schema_catalog_name, the
usage_privileges object types, the enforced column, the release that still
said default roles, the position column of dblink_get_pkey; why the
information schema is kept out of the search path, why
sql_implementation_info is not described, why sequence SELECT grants are
missing from usage_privileges, why applicable_roles is preferred, why the
ordinary planner fails on many joins, why the default roles were renamed,
why group_name holds a language; LISTEN before dblink_get_notify, finishing
the protocol after a cancel, the chown step of the short installation, a
null in a BKI insert, comments in a BKI file, qualified names for the
information schema, a mixed-case relation name for dblink_get_pkey, when
building from source is advised; and terms (enabled roles, data type
descriptor, the executor's pipeline, DocBook) -- none an answer or question
topic of an earlier set (answers and question words were grepped against
``answer_pg_tune``, ``answer_pg_heldout`` to ``answer_pg_heldout48``, the
kernel sets, ``answer_questions*`` and ``answer_unanswerable_*``, leaving
out the fiftieth set and the forty-eighth unanswerable set of this round).
The forty-seventh set's builders (``build_answers_pg47.py``,
``build_answers_kernel47.py``, ``build_answers_unanswerable45.py``) were read
as templates for format and rules; the sets written at the same time by
another author were not seen. Nothing of the answer code, of its search or
answer output, of the appliance's documentation or tests, or of the
benchmark results was opened while writing it; no git command was used;
the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages, release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg49.py > answer_pg_heldout49.jsonl
    python3 validate_answers.py answer_pg_heldout49.jsonl  # with a Python that has the appliance installed

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
    ("pg49-infoschema-attribute-default",
     "the doc generator prints the fields of our composite type reading_t from information_schema.attributes and should show a default next to each one when there is one; which column would hold that expression?",
     "attribute_default",
     ["infoschema-attributes.html"], "setting"),
    ("pg49-infoschema-view-trigger-insert",
     "the sample_entry view has an INSTEAD OF INSERT trigger so the web form can write through it; which column of information_schema.views turns YES because of that trigger?",
     "is_trigger_insertable_into",
     ["infoschema-views.html"], "setting"),
    ("pg49-infoschema-nulls-distinct",
     "we put a unique constraint on the barcode column that treats NULLs as equal, and the audit script should report that from the information schema; which column of table_constraints says so?",
     "nulls_distinct",
     ["infoschema-table-constraints.html"], "setting"),
    ("pg49-infoschema-fk-referenced-position",
     "for the composite foreign key from samples to batches, our diff tool has to pair each referencing column with the referenced one; which key_column_usage column gives the referenced column's position in its unique constraint?",
     "position_in_unique_constraint",
     ["infoschema-key-column-usage.html"], "setting"),
    ("pg49-infoschema-parameter-mode",
     "the doc generator lists function arguments from information_schema.parameters and has to mark which ones are OUT or INOUT; which column tells it?",
     "parameter_mode",
     ["infoschema-parameters.html"], "setting"),
    ("pg49-infoschema-foreign-server-version",
     "when I created the foreign server for the old LIMS I gave it a VERSION string, and our inventory report should print it from the information schema; which column of foreign_servers has it?",
     "foreign_server_version",
     ["infoschema-foreign-servers.html"], "setting"),
    ("pg49-infoschema-update-of-columns",
     "one trigger on readings fires only on UPDATE OF status, calibrated_at, and the diff tool reads information_schema.triggered_update_columns to list them; which column of that view names each trigger column?",
     "event_object_column",
     ["infoschema-triggered-update-columns.html"], "setting"),
    ("pg49-infoschema-check-clause",
     "the audit wants the actual expression of every CHECK constraint on the samples table, read through the information schema rather than pg_constraint; which column of check_constraints holds it?",
     "check_clause",
     ["infoschema-check-constraints.html"], "setting"),
    ("pg49-infoschema-transform-type",
     "we installed a transform for hstore in PL/Python and I want to see from the information schema whether each listed function is the FROM SQL or the TO SQL one; which column of transforms says that?",
     "transform_type",
     ["infoschema-transforms.html"], "setting"),
    ("pg49-infoschema-schema-owner",
     "the audit script lists every schema on db01 together with the role that owns it, using only the information schema so it also runs against the other vendor's database; which column of schemata gives the owner?",
     "schema_owner",
     ["infoschema-schemata.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg49-delete-by-price",
     "the manual's products example: I want to throw away every product priced at exactly 10 and keep the rest; what DELETE does it show?",
     "DELETE FROM products WHERE price = 10",
     ["dml-delete.html"], "command"),
    ("pg49-dblink-disconnect-named",
     "our bridge to the old LIMS opens a named dblink connection called myconn and never closes it; what call closes that persistent connection?",
     "SELECT dblink_disconnect('myconn')",
     ["contrib-dblink-disconnect.html"], "command"),
    ("pg49-ecpg-deallocate-descriptor",
     "the ECPG loader allocates an SQL descriptor area called mydesc for each batch and leaks it; what statement frees it in the example?",
     "EXEC SQL DEALLOCATE DESCRIPTOR mydesc",
     ["ecpg-sql-deallocate-descriptor.html", "ecpg-sql-describe.html"], "command"),
    ("pg49-bki-create-test-table",
     "I'm practising with bootstrap BKI input; in the manual's example, what command creates test_table with OID 420 and its three columns?",
     "create test_table 420 (oid = oid, cola = int4, colb = text)",
     ["bki-example.html"], "command"),
    ("pg49-dblink-listen",
     "I want the dblink session to the LIMS to receive NOTIFY messages on the channel virtual; what does the manual run first on the remote side through dblink?",
     "SELECT dblink_exec('LISTEN virtual')",
     ["contrib-dblink-get-notify.html"], "command"),
    ("pg49-dblink-get-pkey-query",
     "the sync script builds remote INSERTs and needs to know the primary key columns of the local table foobar; what query does the dblink example use for that?",
     "SELECT * FROM dblink_get_pkey('foobar')",
     ["contrib-dblink-get-pkey.html"], "command"),
    ("pg49-dblink-cancel",
     "an asynchronous query sent over the dblink connection dtest1 is taking forever; how do I ask the remote side to cancel it?",
     "SELECT dblink_cancel_query('dtest1')",
     ["contrib-dblink-cancel-query.html"], "command"),
    ("pg49-dblink-error-message",
     "a query through the dblink connection dtest1 failed and the nightly log only says it failed; what call fetches the last remote error text for that connection?",
     "SELECT dblink_error_message('dtest1')",
     ["contrib-dblink-error-message.html"], "command"),
    ("pg49-dblink-is-busy",
     "before I call dblink_get_result on dtest1 I'd like to check without blocking whether the async query is still running; what's the call?",
     "SELECT dblink_is_busy('dtest1')",
     ["contrib-dblink-is-busy.html"], "command"),
    ("pg49-install-short-psql",
     "I built PostgreSQL from source on the test box following the short version of the install chapter, and the last step opens a session on the new test database; what's that command line, with the full path?",
     "/usr/local/pgsql/bin/psql test",
     ["install-short.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg49-pg-colors-default",
     "before I change the colours I want to note what they are now; what is the default value of PG_COLORS?",
     "error=01;31:warning=01;35:note=01;36:locus=01",
     ["color-which.html"], "value"),
    ("pg49-pg-color-always",
     "when I pipe psql through less the colours vanish, and I want them forced on; which PG_COLOR value makes color be used regardless of the terminal?",
     "If the value is always, then color is used",
     ["color-when.html"], "value"),
    ("pg49-dblink-is-busy-return",
     "what does dblink_is_busy hand back when the connection is busy and when it isn't?",
     "Returns 1 if connection is busy, 0 if it is not busy",
     ["contrib-dblink-is-busy.html"], "value"),
    ("pg49-infoschema-pad-attribute",
     "a colleague coming from another database asks whether our collations pad trailing spaces; what does the pad_attribute column of information_schema.collations always say?",
     "Always NO PAD",
     ["infoschema-collations.html"], "value"),
    ("pg49-infoschema-catalog-name-rows",
     "our diff tool reads information_schema_catalog_name to find which database it is connected to; how many rows and columns does that table have?",
     "always contains one row and one column",
     ["infoschema-information-schema-catalog-name.html"], "value"),
    ("pg49-usage-privileges-object-types",
     "the permissions report pulls from information_schema.usage_privileges; which kinds of objects can show up in its object_type column?",
     "COLLATION or DOMAIN or FOREIGN DATA WRAPPER or FOREIGN SERVER or SEQUENCE",
     ["infoschema-usage-privileges.html", "infoschema-role-usage-grants.html"], "value"),
    ("pg49-table-constraints-enforced",
     "the audit script wants to list constraints that are not enforced, using the enforced column of table_constraints; what value does PostgreSQL currently put there?",
     "currently always YES",
     ["infoschema-table-constraints.html"], "value"),
    ("pg49-default-roles-old-name",
     "an old runbook talks about granting pg_monitor as one of the default roles; up to which release did PostgreSQL use that term?",
     "PostgreSQL 13 and below used the term",
     ["default-roles.html"], "value"),
    ("pg49-dblink-pkey-position",
     "dblink_get_pkey on the samples table returns a position column next to each key column; what range do those numbers run over?",
     "simply runs from 1 to N",
     ["contrib-dblink-get-pkey.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg49-why-infoschema-not-in-path",
     "I wanted to put information_schema into everyone's search_path so the diff tool can skip the schema prefix; why does the manual advise care with that?",
     "the names of some of the objects in the information schema are generic names that might occur in user applications",
     ["infoschema-schema.html"], "reason"),
    ("pg49-why-implementation-info-undescribed",
     "I looked for a description of each item in information_schema.sql_implementation_info and there isn't one; why are they not described in the manual?",
     "primarily intended for use in the context of the ODBC interface",
     ["infoschema-sql-implementation-info.html", "infoschema-sql-sizing.html"], "reason"),
    ("pg49-why-sequence-select-missing",
     "I granted SELECT on the sample_id sequence to the reporting role but the permissions report based on usage_privileges only shows USAGE; why aren't the other sequence grants there?",
     "These are nonstandard and therefore not visible in the information schema",
     ["infoschema-usage-privileges.html"], "reason"),
    ("pg49-why-applicable-roles",
     "the report uses information_schema.enabled_roles to decide what the lab_reader login can access; why does the manual suggest applicable_roles instead?",
     "which can be broader than the set of enabled roles",
     ["infoschema-enabled-roles.html"], "reason"),
    ("pg49-why-geqo-needed",
     "a report query joins some twenty tables and planning alone is slow; why is the normal exhaustive planner unsuitable for queries like that?",
     "can take an enormous amount of time and memory space when the number of joins in the query grows large",
     ["geqo-intro.html"], "reason"),
    ("pg49-why-predefined-roles-name",
     "why did the roles like pg_read_all_data stop being called default roles?",
     "these roles are not able to actually be changed and are installed as part of the system at initialization time",
     ["default-roles.html"], "reason"),
    ("pg49-why-transform-group-name-language",
     "in information_schema.transforms the group_name column for our hstore transform just says plpython3u; why a language name instead of a group?",
     "Instead, transforms are specific to a language",
     ["infoschema-transforms.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg49-dblink-notify-first-step",
     "I call dblink_get_notify on the LIMS connection and never get anything back, even though the other side sends NOTIFY; what has to be done first?",
     "LISTEN must first be issued, using dblink_exec",
     ["contrib-dblink-get-notify.html"], "procedure"),
    ("pg49-dblink-after-cancel",
     "after dblink_cancel_query returns OK on dtest1, can I just send the next query, or is there something I still have to do?",
     "You must still complete the normal query protocol, for example by calling dblink_get_result",
     ["contrib-dblink-cancel-query.html"], "procedure"),
    ("pg49-install-short-chown",
     "following the short install version on the test box, I made /usr/local/pgsql/data as root; what's the next step before switching to the postgres user?",
     "chown postgres /usr/local/pgsql/data",
     ["install-short.html"], "procedure"),
    ("pg49-bki-insert-null",
     "in a BKI insert command, how do I put a null into a column, as in the manual's second row of test_table?",
     "insert ( 422 2 _null_ )",
     ["bki-example.html"], "procedure"),
    ("pg49-bki-comment-lines",
     "I'm annotating a copy of postgres.bki for a training session; how do I write a line the bootstrap parser will skip?",
     "Lines starting with # are ignored",
     ["bki-format.html"], "procedure"),
    ("pg49-infoschema-qualified-names",
     "since the information schema isn't in the default search path, how should the diff tool's queries refer to its views?",
     "access all objects in it through qualified names",
     ["infoschema-schema.html"], "procedure"),
    ("pg49-dblink-pkey-mixed-case",
     "the LIMS export table is called SampleLog with capitals and dblink_get_pkey says it doesn't exist; how do I pass the name?",
     "Include double quotes if the name is mixed-case or contains special characters",
     ["contrib-dblink-get-pkey.html", "contrib-dblink-build-sql-insert.html",
      "contrib-dblink-build-sql-delete.html", "contrib-dblink-build-sql-update.html"], "procedure"),
    ("pg49-binaries-vs-source",
     "a new colleague wants to compile PostgreSQL from source for the lab server just to run it; for whom does the manual actually recommend building from source?",
     "only recommended for people developing PostgreSQL or extensions",
     ["install-binaries.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg49-what-enabled-roles",
     "what counts as an enabled role in the information schema's sense?",
     "all roles that the current user has direct or indirect, automatically inheriting membership in",
     ["infoschema-enabled-roles.html"], "definition"),
    ("pg49-what-data-type-descriptor",
     "information_schema.data_type_privileges talks about data type descriptors; when is one of those generated?",
     "generated whenever a data type is used in the definition of a table column, a domain, or a function",
     ["infoschema-data-type-privileges.html"], "definition"),
    ("pg49-what-executor-pipeline",
     "I'm explaining to students how a plan tree actually gets run; what kind of mechanism does the manual call the executor?",
     "a demand-pull pipeline mechanism",
     ["executor.html"], "definition"),
    ("pg49-what-docbook",
     "I want to fix a typo in the PostgreSQL docs and the sources are .sgml files; what is DocBook, according to the documentation guide?",
     "a markup language defined in XML",
     ["docguide-docbook.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

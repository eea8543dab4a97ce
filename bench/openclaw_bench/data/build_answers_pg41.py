"""Forty-first held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout41.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, stripped of tags by a small
script and searched with grep and a phrase-finding script), as an engineer
at a lab bench would type or say them -- mostly a situation in everyday
words, some in the manual's own terms, a fair number mentioning the asker's
own tables, hosts, roles, extensions and tools (the readings and samples
tables, db01 and db02, an archive server reached through dblink and an FDW,
a DDL audit event trigger, a spectrometer's large objects, a tape archive
ECPG program, a Pro*C program of an old LIMS, Kerberos clients, a custom
range type for instrument time windows, a columnar prototype), named in the
situation while the question asks what the documentation does answer. Its
facts come only from pages whose file name starts with a letter from a to l
(the other author of this round took m to z), and facts that a page from m
to z also states were avoided (pages from m to z hold the answer phrases
of two rows only in an example's output or for another setting); pages
that earlier sets had not cited at all were preferred: the system catalog
pages of pg_event_trigger, pg_publication, pg_inherits, pg_extension,
pg_language, pg_largeobject_metadata, pg_tablespace, pg_range, pg_enum,
pg_authid, pg_conversion, pg_parameter_acl and pg_replication_origin, the
dblink function pages, the FDW helper functions, custom scan paths, event
triggers in C, ECPG large objects, DECLARE STATEMENT and the Oracle
compatibility mode, GSSAPI encryption and the btree operator class
behaviour. The facts are spread over evtenabled, pubviaroot,
inhdetachpending, extcondition, laninline, FSV_MISSING_OK,
CUSTOMPATH_SUPPORT_MARK_RESTORE, lomowner, spcoptions and rngmultitypid;
dblink_connect_u, pg_encoding_to_char, GetForeignColumnOptions,
CALLED_AS_EVENT_TRIGGER, set_rel_pathlist_hook, GetForeignServerByName,
dblink_build_sql_update, ECPGget_PGconn, set_join_pathlist_hook,
dblink_error_message; the enum sort positions of added values, the start
of inhseqno, the RFC of the SCRAM password format, the null indicator in
Oracle mode, the return value of a failed dblink_exec, the MD5 hash in
rolpassword, logical column numbers of the dblink_build_sql functions, a
NULL evttags, parameters without pg_parameter_acl entries; why enum values
get even OIDs, why a range type wants a subtype difference function, why a
client-chosen GSSAPI encryption is risky, why dblink connection names
should not contain an equal sign, why custom_private must suit
nodeToString, what lanispl is still used for, why <> is not in a btree
operator class; the extra dblink_get_result call, an exact copy with
dblink_build_sql_update, where DECLARE STATEMENT must stand, the FDW helper
header, large objects in a transaction block from ECPG, the PUBLIC user
mapping fallback, the negator link of <>, the remote cursor after a failed
dblink_fetch; and what a user is in terms of roles, roident, ecpg's Oracle
compatibility mode and a dblink command are -- none an answer or question
topic of an earlier set (answers and question words were grepped against
``answer_pg_tune``, ``answer_pg_heldout`` to ``answer_pg_heldout40``, the
kernel sets, ``answer_questions*`` and ``answer_unanswerable_*``, and each
new answer against the text of every page). The thirty-seventh and
thirty-ninth sets' builders (``build_answers_pg37.py``,
``build_answers_pg39.py``) were read as templates for format and rules;
the forty-second set, written at the same time by another author, was not
seen. Nothing of the answer code, of its search or answer output, of the
appliance's documentation or tests, or of the benchmark results was opened
while writing it; no git command was used for it; the questions were not
run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages, release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg41.py > answer_pg_heldout41.jsonl
    python3 validate_answers.py answer_pg_heldout41.jsonl  # with a Python that has the appliance installed

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
    ("pg41-evtenabled-column",
     "the audit event trigger on db02 should also fire on the logical replica where session_replication_role is replica; which pg_event_trigger column shows in which modes it fires?",
     "evtenabled",
     ["catalog-pg-event-trigger.html"], "setting"),
    ("pg41-pubviaroot-column",
     "changes to the partitions of our readings table arrive at the subscriber under the parent's name; which pg_publication column tells me the publication replicates through the topmost ancestor?",
     "pubviaroot",
     ["catalog-pg-publication.html"], "setting"),
    ("pg41-inhdetachpending-column",
     "a DETACH PARTITION CONCURRENTLY on the samples table was interrupted last night; which pg_inherits column marks a partition that is still being detached?",
     "inhdetachpending",
     ["catalog-pg-inherits.html"], "setting"),
    ("pg41-extcondition-column",
     "our lab extension marks its settings table as a configuration table with a filter so that pg_dump keeps only user rows; in which pg_extension column are those WHERE conditions stored?",
     "extcondition",
     ["catalog-pg-extension.html"], "setting"),
    ("pg41-laninline-column",
     "for our home-grown procedural language I want to know whether DO blocks are supported; which pg_language column references the function that runs inline code blocks?",
     "laninline",
     ["catalog-pg-language.html"], "setting"),
    ("pg41-fsv-missing-ok",
     "our FDW for the instrument archive calls GetForeignServerExtended and should get NULL instead of an error when the server was dropped; which flag do I pass?",
     "FSV_MISSING_OK",
     ["fdw-helpers.html"], "setting"),
    ("pg41-custompath-mark-restore",
     "the custom scan provider we're prototyping can save and return to a position in its output; which flag in CustomPath.flags announces that capability?",
     "CUSTOMPATH_SUPPORT_MARK_RESTORE",
     ["custom-scan-path.html"], "setting"),
    ("pg41-lomowner-column",
     "the large objects holding the spectrometer raw files were created by a departed student's role; which column of pg_largeobject_metadata records each object's owner?",
     "lomowner",
     ["catalog-pg-largeobject-metadata.html"], "setting"),
    ("pg41-spcoptions-column",
     "someone set random_page_cost on the fast_ssd tablespace of db02 and I want to see it in the catalog; which pg_tablespace column holds such tablespace-level options?",
     "spcoptions",
     ["catalog-pg-tablespace.html"], "setting"),
    ("pg41-rngmultitypid-column",
     "our custom range type for instrument time windows also got a multirange type automatically; which pg_range column points to that multirange type?",
     "rngmultitypid",
     ["catalog-pg-range.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg41-dblink-connect-u",
     "a non-superuser reporting role must open a dblink connection that doesn't use password authentication; which function is there for that case?",
     "dblink_connect_u",
     ["contrib-dblink-connect.html", "contrib-dblink-connect-u.html"], "command"),
    ("pg41-pg-encoding-to-char",
     "pg_conversion shows conforencoding and contoencoding only as numbers for our custom conversion; which function translates such a number to the encoding name?",
     "pg_encoding_to_char()",
     ["catalog-pg-conversion.html", "catalog-pg-database.html"], "command"),
    ("pg41-get-foreign-column-options",
     "our FDW for the instrument archive needs the per-column options a user set on a foreign table column; which helper returns them for a table OID and attribute number?",
     "GetForeignColumnOptions",
     ["fdw-helpers.html"], "command"),
    ("pg41-called-as-event-trigger",
     "our C function for the DDL audit should check that it was really called by the event trigger manager before casting fcinfo->context; which macro does that?",
     "CALLED_AS_EVENT_TRIGGER(fcinfo)",
     ["event-trigger-interface.html"], "command"),
    ("pg41-set-rel-pathlist-hook",
     "our custom scan provider for the columnar test tables should add paths for a base relation after the core has made its own; which hook does it set?",
     "set_rel_pathlist_hook",
     ["custom-scan-path.html"], "command"),
    ("pg41-get-foreign-server-by-name",
     "in our FDW I only know the foreign server by the name archive_srv, not its OID; which helper function looks it up by name?",
     "GetForeignServerByName",
     ["fdw-helpers.html"], "command"),
    ("pg41-dblink-build-sql-update",
     "we replicate selected rows of the local instruments table to the archive by hand; which dblink function builds an UPDATE statement from a local row, with other primary key values?",
     "dblink_build_sql_update",
     ["contrib-dblink-build-sql-update.html"], "command"),
    ("pg41-ecpg-get-pgconn",
     "our ECPG program for the tape archive wants to use libpq's large object functions on its existing connection con1; which function gives it the PGconn?",
     "ECPGget_PGconn()",
     ["ecpg-lo.html"], "command"),
    ("pg41-set-join-pathlist-hook",
     "the custom scan provider should also offer its own join paths for joins between the readings and runs tables; which hook does the join provider set?",
     "set_join_pathlist_hook",
     ["custom-scan-path.html"], "command"),
    ("pg41-dblink-error-message",
     "a dblink_exec call on the connection archconn returned ERROR because fail_on_error was false; which function gets the last remote error message for that connection?",
     "dblink_error_message",
     ["contrib-dblink-error-message.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg41-enum-sortorder-added",
     "after ALTER TYPE ... ADD VALUE on our status enum, enumsortorder no longer looks like 1, 2, 3; what values can members added later get?",
     "negative or fractional values",
     ["catalog-pg-enum.html"], "value"),
    ("pg41-inhseqno-start",
     "the legacy sensor tables use multiple inheritance; at what number does pg_inherits.inhseqno start counting the parents?",
     "The count starts at 1",
     ["catalog-pg-inherits.html"], "value"),
    ("pg41-scram-format-rfc",
     "our password audit script parses rolpassword values of the form SCRAM-SHA-256$iterations:salt$StoredKey:ServerKey; which RFC specifies that format?",
     "RFC 5803",
     ["catalog-pg-authid.html"], "value"),
    ("pg41-ecpg-oracle-null-indicator",
     "in ECPG's Oracle compatibility mode, what happens to the null indicator when a character array receives an empty string?",
     "Set the null indicator to -1",
     ["ecpg-oracle-compat.html"], "value"),
    ("pg41-dblink-exec-error-value",
     "our cleanup job calls dblink_exec with fail_on_error set to false; what does the function return when the remote command fails?",
     "set to ERROR",
     ["contrib-dblink-exec.html"], "value"),
    ("pg41-md5-rolpassword",
     "some old roles on db01 still have MD5 passwords; after the md5 prefix, what does rolpassword hold?",
     "32-character hexadecimal MD5 hash",
     ["catalog-pg-authid.html"], "value"),
    ("pg41-build-sql-attnums",
     "since PostgreSQL 9.0, how do dblink_build_sql_insert, _update and _delete interpret the primary key attribute numbers we pass?",
     "logical column numbers",
     ["contrib-dblink-build-sql-update.html", "contrib-dblink-build-sql-insert.html", "contrib-dblink-build-sql-delete.html"], "value"),
    ("pg41-evttags-null",
     "our DDL audit event trigger shows NULL in pg_event_trigger.evttags; what does that mean for which commands it fires on?",
     "not restricted on the basis of the command tag",
     ["catalog-pg-event-trigger.html"], "value"),
    ("pg41-parameter-acl-default",
     "I granted SET on work_mem to the analysts but pg_parameter_acl shows nothing for most other settings; which parameters get no entry there?",
     "parameters that have default privileges",
     ["catalog-pg-parameter-acl.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg41-why-enum-even-oids",
     "why does PostgreSQL try to give enum values even-numbered OIDs?",
     "avoid catalog lookups in many common cases",
     ["catalog-pg-enum.html"], "reason"),
    ("pg41-why-rngsubdiff",
     "our custom range type over instrument timestamps works without a subtype_diff function; why should we still supply one?",
     "improve performance of GiST indexes",
     ["catalog-pg-range.html"], "reason"),
    ("pg41-why-gssapi-downgrade",
     "with GSSAPI encryption set up for the Kerberos clients, why is it risky to leave the choice of encryption to the client?",
     "downgraded by an attacker",
     ["gssapi-enc.html"], "reason"),
    ("pg41-why-dblink-no-equals",
     "why shouldn't our dblink connection names contain an equal sign?",
     "risk of confusion with connection info strings",
     ["contrib-dblink-connect.html"], "reason"),
    ("pg41-why-custom-private-nodetostring",
     "why should the custom_private data of our CustomPath be stored in a form nodeToString can handle?",
     "print the custom path will work as designed",
     ["custom-scan-path.html"], "reason"),
    ("pg41-why-lanispl",
     "what is pg_language.lanispl still used for, if it only says whether a language is user-defined?",
     "determine which languages need to be dumped",
     ["catalog-pg-language.html"], "reason"),
    ("pg41-why-no-ne-in-btree",
     "our custom btree operator class for the sample codes has <, <=, =, >= and >; why isn't <> part of a btree operator class?",
     "almost never be useful to use a <> WHERE clause in an index search",
     ["btree-behavior.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg41-dblink-get-result-extra",
     "our loader sends queries with dblink_send_query and reads them with dblink_get_result, but the connection is then stuck as busy; how often must dblink_get_result be called?",
     "one additional time to obtain an empty set result",
     ["contrib-dblink-get-result.html"], "procedure"),
    ("pg41-dblink-build-exact-copy",
     "with dblink_build_sql_update I want an exact copy of the local instruments row, keys unchanged; what do I pass for the key values?",
     "specify the same values for the last two arguments",
     ["contrib-dblink-build-sql-update.html", "contrib-dblink-build-sql-insert.html"], "procedure"),
    ("pg41-ecpg-declare-statement-place",
     "our ECPG program ties sql_stmt to connection con1 with DECLARE STATEMENT, but the dynamic statement runs on the default connection; where must the declaration be placed?",
     "physically placed on top of a dynamic statement",
     ["ecpg-sql-declare-statement.html"], "procedure"),
    ("pg41-fdw-helpers-header",
     "our FDW code doesn't compile when I call GetForeignTable; which header file must I include for the FDW helper functions?",
     "foreign/foreign.h",
     ["fdw-helpers.html"], "procedure"),
    ("pg41-ecpg-lo-transaction",
     "in our ECPG program lo_open on the archive's large objects fails unless something else happened first; how must large object functions be called?",
     "called in a transaction block",
     ["ecpg-lo.html"], "procedure"),
    ("pg41-get-user-mapping-public",
     "our FDW calls GetUserMapping for a role that has no user mapping on the archive server; what does it get back?",
     "the mapping for PUBLIC",
     ["fdw-helpers.html"], "procedure"),
    ("pg41-dblink-fetch-mismatch",
     "our dblink_fetch from the archive cursor failed because the AS column list didn't match; before retrying, do I have to account for the rows the failed call consumed?",
     "the remote cursor is still advanced",
     ["contrib-dblink-fetch.html"], "procedure"),
    ("pg41-btree-ne-negator",
     "if <> isn't in a btree operator class, how does the planner still associate it with the class?",
     "the = operator's negator link",
     ["btree-behavior.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg41-user-is-role",
     "the old docs of our lab talk about users and groups, but pg_authid only has roles; what is a user in those terms?",
     "a role with the rolcanlogin flag set",
     ["catalog-pg-authid.html"], "definition"),
    ("pg41-roident-meaning",
     "what is the roident column of pg_replication_origin?",
     "A unique, cluster-wide identifier for the replication origin",
     ["catalog-pg-replication-origin.html"], "definition"),
    ("pg41-ecpg-oracle-mode",
     "we're porting a Pro*C program of the old LIMS to ECPG; what does ecpg's Oracle compatibility mode try to do?",
     "as if it were Oracle Pro*C",
     ["ecpg-oracle-compat.html"], "definition"),
    ("pg41-dblink-exec-definition",
     "in dblink terms, what counts as a command that dblink_exec executes, as opposed to a query?",
     "any SQL statement that doesn't return rows",
     ["contrib-dblink-exec.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

"""Forty-eighth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout48.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian
``postgresql-doc-15``); ``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
HTML pages themselves (converted to plain text with a small script and
searched with grep and sed), as an engineer at a lab bench would type or
say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own hosts,
databases, tables and products (db02, the readings, samples and results
tables, a tags array column, the archive's foreign server and its user
mappings, a PL/Perl DDL audit trigger, a two-phase booking job, an
in-house array operator, a PL/Python hstore transform, a legacy plsample
language, a lab_notes text search configuration, a maintenance procedure,
a C loader using SPI cursors, a median aggregate), named in the situation
while the question asks what the documentation does answer. Its facts come
only from pages whose file names start with the letters m to z, chosen
among those that no earlier set cites (counted over the ``relevant`` lists
of every earlier ``answer_pg_*`` row): ``plperl-event-triggers.html``,
``view-pg-policies.html``, ``view-pg-indexes.html``,
``view-pg-seclabels.html``, ``view-pg-publication-tables.html``,
``view-pg-group.html``, ``view-pg-stats.html``,
``view-pg-stats-ext-exprs.html``,
``view-pg-available-extension-versions.html``, ``sql-alterserver.html``,
``sql-alterusermapping.html``, ``sql-altereventtrigger.html``,
``sql-droptransform.html``, ``sql-alteroperator.html``,
``sql-dropoperator.html``, ``sql-alteraggregate.html``,
``sql-alterroutine.html``, ``sql-droproutine.html``,
``sql-commit-prepared.html``, ``sql-alterconversion.html``,
``sql-alterrule.html``, ``sql-alterprocedure.html``, ``sql-begin.html``,
``sql-end.html``, ``sql-reset.html``, ``sql-deallocate.html``,
``sql-alterschema.html``, ``sql-close.html``,
``sql-release-savepoint.html``, ``sql-dropopclass.html``,
``sql-droplanguage.html``, ``sql-altergroup.html``,
``sql-createtsconfig.html``, ``sql-droptsconfig.html``,
``sql-createtsdictionary.html``, ``spi-transaction.html``,
``spi-spi-rollback.html``, ``spi-spi-cursor-close.html``,
``spi-visibility.html``, ``runtime-config-custom.html``,
``typeconv-select.html`` and ``oldsnapshot.html``. They are spread over
the PL/Perl event trigger's command tag, the pg_policies WITH CHECK
column, the reconstructed index command in pg_indexes, the column number
of a column's security label, the row filter and column list of a
published table, the member list of pg_group, the element statistics of
an array column, the view of expression statistics, whether an extension
version can be moved to another schema; changing a foreign server's
version and host, a user mapping's password, switching an event trigger
off, dropping a transform, changing an operator's selectivity estimators,
dropping a prefix operator, moving an ordered-set aggregate, renaming a
routine of unknown kind, finishing a prepared transaction from another
session, renaming a conversion; the unit of avg_width, the range of
correlation, the type of an untyped SELECT literal, BEGIN inside a
transaction block, END outside one, when an undeallocated prepared
statement goes away, what RESET returns to, the reserved schema name
prefix, a cursor closed after a savepoint that is rolled back; why
unknown two-part settings are accepted, why a transaction block is
faster, why ALTER USER MAPPING keeps FOR, why argument names do not
matter to ALTER PROCEDURE, why release a savepoint early, why DROP ROUTINE
may fail where DROP FUNCTION works, why not commit inside arbitrary
functions; removing an empty operator family, removing a selectivity
estimator, removing a language that is an extension, the preferred way
to change group membership, making a parser-only configuration useful,
dropping a configuration used by indexes, continuing after SPI_rollback,
when to close an SPI cursor; and terms (a custom option's two-part name, an
old_snapshot mapping entry, a text search dictionary, SPI read-only
mode). The most famous facts were avoided, and so was every answer and
every question topic of the earlier answer sets (``answer_pg_tune``,
``answer_pg_heldout`` to ``answer_pg_heldout46``, ``answer_kernel_*``,
``answer_questions*``, ``answer_unanswerable_*``), which were read only for
that purpose (answers and question words were grepped against them). The
forty-sixth sets' builders (``build_answers_pg46.py``,
``build_answers_kernel46.py``, ``build_answers_unanswerable44.py``) were
read as the template for format and rules; the sets written at the same
time by the other author of round 47 were not seen. Nothing of the answer
code, of its search or answer output, of the appliance's documentation or
tests, or of the benchmark results was opened while writing it; no git
command was used for it except one ``git status`` (which listed changed
and new file names only); the questions were not run through the
appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages, release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg48.py > answer_pg_heldout48.jsonl
    python3 validate_answers.py answer_pg_heldout48.jsonl  # with a Python that has the appliance installed

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
    ("pg48-plperl-event-tag",
     "our PL/Perl event trigger on ddl_command_start logs every schema change on db02; which $_TD field holds the command tag, like CREATE TABLE?",
     "$_TD->{tag}",
     ["plperl-event-triggers.html"], "setting"),
    ("pg48-policies-with-check",
     "I want to audit what each row-level security policy on the results table checks for new rows; which column of pg_policies shows the WITH CHECK expression?",
     "with_check",
     ["view-pg-policies.html"], "setting"),
    ("pg48-indexes-indexdef",
     "For the migration notes I need the full CREATE INDEX statement of every index on the readings table; which pg_indexes column gives that?",
     "indexdef",
     ["view-pg-indexes.html"], "setting"),
    ("pg48-seclabels-objsubid",
     "sepgsql put a label on one column of the samples table, and in pg_seclabels I want to tell which column it is; which field holds the column number?",
     "objsubid",
     ["view-pg-seclabels.html"], "setting"),
    ("pg48-pubtables-rowfilter",
     "the partner lab's publication replicates only some rows of the results table; in which column of pg_publication_tables can I read the filter condition back?",
     "rowfilter",
     ["view-pg-publication-tables.html"], "setting"),
    ("pg48-group-grolist",
     "an old admin script still queries pg_group; which of its columns holds the IDs of the roles that belong to the group?",
     "grolist",
     ["view-pg-group.html"], "setting"),
    ("pg48-stats-most-common-elems",
     "The samples table has a tags text[] column and I want to see which individual tags ANALYZE found most often; which pg_stats column lists them?",
     "most_common_elems",
     ["view-pg-stats.html"], "setting"),
    ("pg48-stats-ext-exprs-view",
     "we created extended statistics on lower(sample_code) for the samples table; in which view do I look at the statistics gathered for that expression?",
     "pg_stats_ext_exprs",
     ["view-pg-stats-ext-exprs.html"], "setting"),
    ("pg48-ext-version-relocatable",
     "before installing an extension version on db02, I'd like to know from the catalog views whether it could later be moved to another schema; which column of pg_available_extension_versions tells me?",
     "relocatable",
     ["view-pg-available-extension-versions.html"], "setting"),
    ("pg48-pubtables-attnames",
     "which pg_publication_tables column lists the columns of a table that a publication actually sends?",
     "attnames",
     ["view-pg-publication-tables.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg48-alterserver-version-host",
     "The archive foreign server was moved to a new host and a newer release; what does the documented example for changing a server's version and its host option look like?",
     "ALTER SERVER foo VERSION '8.4' OPTIONS (SET host 'baz');",
     ["sql-alterserver.html"], "command"),
    ("pg48-usermapping-password",
     "bob's password on the remote archive changed; how do I update the password option of his user mapping for server foo?",
     "ALTER USER MAPPING FOR bob SERVER foo OPTIONS (SET password 'public');",
     ["sql-alterusermapping.html"], "command"),
    ("pg48-eventtrigger-disable",
     "During tonight's bulk schema migration our DDL audit event trigger should stay defined but not fire; which ALTER form switches it off?",
     "ALTER EVENT TRIGGER name DISABLE",
     ["sql-altereventtrigger.html"], "command"),
    ("pg48-drop-transform",
     "we no longer want the hstore transform for PL/Python in the lab database; what's the command to remove it?",
     "DROP TRANSFORM FOR hstore LANGUAGE plpython3u;",
     ["sql-droptransform.html"], "command"),
    ("pg48-alteroperator-estimators",
     "How do I give the && operator on int[] the restriction estimator _int_contsel and the join estimator _int_contjoinsel after it was created?",
     "ALTER OPERATOR && (_int4, _int4) SET (RESTRICT = _int_contsel, JOIN = _int_contjoinsel);",
     ["sql-alteroperator.html"], "command"),
    ("pg48-drop-prefix-operator",
     "An old experiment left a bitwise-complement prefix operator ~ on type bit; how do I drop an operator that has no left operand?",
     "DROP OPERATOR ~ (none, bit);",
     ["sql-dropoperator.html"], "command"),
    ("pg48-alteraggregate-orderedset-schema",
     "I need to move our ordered-set aggregate mypercentile (direct argument float8, aggregated argument integer) into schema myschema; how is it written?",
     "ALTER AGGREGATE mypercentile(float8 ORDER BY integer) SET SCHEMA myschema;",
     ["sql-alteraggregate.html"], "command"),
    ("pg48-alterroutine-rename",
     "nobody remembers whether foo(integer) on db02 is a function, an aggregate or a procedure, and I just want to rename it to foobar; what command works in every case?",
     "ALTER ROUTINE foo(integer) RENAME TO foobar;",
     ["sql-alterroutine.html"], "command"),
    ("pg48-commit-prepared",
     "the booking job crashed after PREPARE TRANSACTION 'foobar' and I'm in a fresh psql session now; what finishes that transaction for good?",
     "COMMIT PREPARED 'foobar';",
     ["sql-commit-prepared.html"], "command"),
    ("pg48-alterconversion-rename",
     "How do I rename the conversion iso_8859_1_to_utf8 to latin1_to_unicode?",
     "ALTER CONVERSION iso_8859_1_to_utf8 RENAME TO latin1_to_unicode;",
     ["sql-alterconversion.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg48-stats-avg-width-unit",
     "pg_stats shows avg_width 412 for the notes column of the samples table; in what unit is that?",
     "Average width in bytes",
     ["view-pg-stats.html"], "value"),
    ("pg48-stats-correlation-range",
     "What range can the correlation value in pg_stats take?",
     "This ranges from -1 to +1",
     ["view-pg-stats.html"], "value"),
    ("pg48-select-literal-text",
     "a report query does SELECT 'pending' AS status with no cast at all; what type does PostgreSQL give that output column?",
     "resolving the literal's type as text",
     ["typeconv-select.html"], "value"),
    ("pg48-begin-inside-block",
     "our ORM sometimes sends BEGIN twice in a row; what happens to the already open transaction when the second BEGIN arrives?",
     "The state of the transaction is not affected",
     ["sql-begin.html"], "value"),
    ("pg48-end-outside-transaction",
     "the cleanup script ends with END; even when no transaction is open; is that harmful?",
     "does no harm, but it will provoke a warning message",
     ["sql-end.html"], "value"),
    ("pg48-deallocate-session-end",
     "our loader prepares statements and never runs DEALLOCATE; when are they freed?",
     "it is deallocated when the session ends",
     ["sql-deallocate.html"], "value"),
    ("pg48-reset-config-file-now",
     "I changed work_mem in postgresql.conf and reloaded; if a session that had SET work_mem earlier now runs RESET work_mem, which value does it get?",
     "it will be reset to whatever is specified by the configuration file now",
     ["sql-reset.html"], "value"),
    ("pg48-schema-name-prefix",
     "I tried to rename our staging schema to pg_staging and it was refused; which prefix can a new schema name not begin with?",
     "cannot begin with pg_",
     ["sql-alterschema.html"], "value"),
    ("pg48-close-after-savepoint-rollback",
     "Inside a transaction I set a savepoint, closed a cursor, and then rolled back to the savepoint; is the cursor open again?",
     "the cursor remains closed",
     ["sql-close.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg48-custom-option-placeholders",
     "a typo like auto_explian.log_min_duration in postgresql.conf didn't stop the server from starting; why does PostgreSQL accept any setting with a dot in its name?",
     "custom options may need to be set in processes that have not loaded the relevant extension module",
     ["runtime-config-custom.html"], "reason"),
    ("pg48-transaction-block-faster",
     "Loading 10,000 readings as separate INSERTs is much slower than wrapping them in BEGIN/COMMIT; why?",
     "transaction start/commit requires significant CPU and disk activity",
     ["sql-begin.html"], "reason"),
    ("pg48-usermapping-for-keyword",
     "the SQL standard leaves out the FOR key word in ALTER USER MAPPING; why does PostgreSQL require it anyway?",
     "in the interest of consistency and interoperability",
     ["sql-alterusermapping.html"], "reason"),
    ("pg48-alterprocedure-argnames",
     "My ALTER PROCEDURE on the maintenance procedure used the wrong argument names and still worked; why doesn't it care about them?",
     "only the argument data types are used to determine the procedure's identity",
     ["sql-alterprocedure.html"], "reason"),
    ("pg48-release-savepoint-early",
     "Why would I release a savepoint as soon as I no longer need it, instead of just letting the transaction end?",
     "allows the system to reclaim some resources earlier than transaction end",
     ["sql-release-savepoint.html"], "reason"),
    ("pg48-drop-routine-ambiguity",
     "DROP ROUTINE calc_rate fails with an ambiguity error, while DROP FUNCTION calc_rate works; why?",
     "the same name is shared by routines of different kinds",
     ["sql-droproutine.html"], "reason"),
    ("pg48-spi-commit-arbitrary-function",
     "why shouldn't my C function, called from inside a SELECT, commit the transaction through SPI halfway?",
     "will probably result in obscure internal errors or crashes",
     ["spi-transaction.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg48-dropopclass-empty-family",
     "After DROP OPERATOR CLASS for our custom B-tree class an empty operator family is left behind; how should I have removed it to avoid that?",
     "use DROP OPERATOR FAMILY in the first place",
     ["sql-dropopclass.html"], "procedure"),
    ("pg48-alteroperator-remove-estimator",
     "the custom join estimator on our in-house array operator turned out to be wrong; how do I remove it from the operator rather than replace it?",
     "write NONE to remove existing selectivity estimator",
     ["sql-alteroperator.html"], "procedure"),
    ("pg48-droplanguage-extension",
     "I want to get rid of PL/Tcl on the test database, and DROP LANGUAGE seems the obvious tool; what should I use for a language installed as an extension?",
     "should therefore be removed with DROP EXTENSION",
     ["sql-droplanguage.html"], "procedure"),
    ("pg48-altergroup-preferred",
     "old scripts use ALTER GROUP staff ADD USER to add people; what's the preferred way to change group membership today?",
     "the preferred way to do this is to use GRANT or REVOKE",
     ["sql-altergroup.html"], "procedure"),
    ("pg48-tsconfig-parser-only",
     "I created the lab_notes text search configuration with only PARSER = default and now it ignores every word; what must I do next?",
     "Subsequent ALTER TEXT SEARCH CONFIGURATION commands must be used to create mappings",
     ["sql-createtsconfig.html"], "procedure"),
    ("pg48-droptsconfig-indexes",
     "DROP TEXT SEARCH CONFIGURATION my_english fails because indexes use it in to_tsvector calls; how do I drop the configuration anyway?",
     "Add CASCADE to drop such indexes along with the text search configuration",
     ["sql-droptsconfig.html"], "procedure"),
    ("pg48-spi-rollback-new-transaction",
     "in my C procedure, after SPI_rollback, can I keep using SPI, and with what kind of transaction?",
     "a new transaction is automatically started using default transaction characteristics",
     ["spi-spi-rollback.html"], "procedure"),
    ("pg48-spi-cursor-close-when",
     "our C loader opens SPI cursors in a loop; do I have to call SPI_cursor_close on each one, or when is that needed?",
     "need only be invoked if it is desirable to release resources sooner",
     ["spi-spi-cursor-close.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg48-custom-option-name",
     "how is the name of a custom option for an add-on module built?",
     "an extension name, then a dot, then the parameter name proper",
     ["runtime-config-custom.html"], "definition"),
    ("pg48-old-snapshot-entry",
     "what does one entry returned by pg_old_snapshot_time_mapping stand for?",
     "the newest xmin of any snapshot taken in the corresponding minute",
     ["oldsnapshot.html"], "definition"),
    ("pg48-ts-dictionary-what",
     "We keep talking about the lab_notes dictionaries; what is a text search dictionary, in the words of CREATE TEXT SEARCH DICTIONARY?",
     "specifies a way of recognizing interesting or uninteresting words for searching",
     ["sql-createtsdictionary.html"], "definition"),
    ("pg48-spi-read-only-mode",
     "what does it mean for commands run through SPI in read-only mode?",
     "they cannot see changes of the calling command",
     ["spi-visibility.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

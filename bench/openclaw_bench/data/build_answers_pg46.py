"""Forty-sixth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout46.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian
``postgresql-doc-15``); ``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
HTML pages themselves (converted to plain text with a small script and
searched with grep and sed), as an engineer at a lab bench would type or
say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own hosts,
databases, tables and products (db02, the samples, readings, jobs and
results tables, the instrument tables, the dashboard's materialized views,
an SP-GiST operator class for part-number codes and one for long DNA
sequences, the sensor positions, a columnar table access method prototype,
the lab_terms dictionary and the document archive's Russian dictionary, a
kiosk app listening for notifications, a maintenance procedure that
commits between batches, the supplier's CSV catalogue read through
file_fdw, an in-house foreign-data wrapper, an odd CPU without spinlock
support), named in the situation while the question asks what the
documentation does answer. Its facts come only from pages whose file names
start with the letters m to z, chosen among those that earlier sets cite
rarely or not at all (counted over the ``relevant`` lists of every earlier
``answer_pg_*`` row): ``spgist-extensibility.html``,
``spgist-builtin-opclasses.html``, ``plperl-triggers.html``,
``pltcl-subtransactions.html``, ``rules-materializedviews.html``,
``sql-alterforeigndatawrapper.html``, ``sql-alterpolicy.html``,
``sql-alterstatistics.html``, ``sql-altertsdictionary.html``,
``sql-call.html``, ``sql-create-access-method.html``,
``sql-createserver.html``, ``sql-dropprocedure.html``,
``sql-unlisten.html``, ``supported-platforms.html``,
``view-pg-matviews.html``, ``view-pg-shadow.html`` and
``view-pg-stats-ext.html`` (all never cited before), with
``spgist-implementation.html``, ``view-pg-user.html`` (each cited once
before), ``tableam.html`` and ``datatype-pseudo.html`` (cited twice) added
where they state the same fact. They are spread over the PL/Perl trigger's
table name, OID and level fields, whether a materialized view holds data,
SP-GiST opclasses without prefixes, with long values and able to return
data, the other point opclass, the table access method handler type, the
pg_shadow column for bypassing row-level security; adding and dropping FDW
options, making sessions re-read a dictionary, calling a function rather
than a procedure, creating an index access method, removing an FDW
handler, switching a dictionary's language, setting a stopword file,
stopping all notifications, a postgres_fdw server, dropping the only
procedure of a name; return inside a PL/Tcl subtransaction, unlistening an
unknown channel, the access method types, n_distinct of -1 in extended
statistics, the default point opclass, the version pg_shadow dates back
to, supported Windows versions, the number of mandatory SP-GiST methods, a
statistics target of -1; why the first spi_exec commits, why catch is
still needed, why COMMIT fails in a CALL inside a transaction block, why
pg_shadow is so called, why pg_stats_ext may be public, why a materialized
view speeds up file_fdw, why SP-GiST methods never see nulls; applying a
policy to all roles, making a policy restrictive, building on an
unsupported CPU, joining the build farm, avoiding ambiguous DROP
PROCEDURE, resetting a dictionary option, storing leaves in another type,
checking options after a validator change; and terms (materialized view
versus CREATE TABLE AS, traverse values, base frequencies, inner-tuple
prefixes). The most famous facts were avoided, and so was every answer and
every question topic of the earlier answer sets (``answer_pg_tune``,
``answer_pg_heldout`` to ``answer_pg_heldout44``, ``answer_kernel_*``,
``answer_questions*``, ``answer_unanswerable_*``), which were read only for
that purpose (answers and question words were grepped against them, and each
new answer was checked against the text of every page with the validator's
``--others``). The forty-fourth and forty-second sets' builders
(``build_answers_pg44.py``, ``build_answers_pg42.py``) were read as the
template for format and rules; the sets written at the same time by the
other author of round 45 were not seen. Nothing of the answer code, of its
search or answer output, of the appliance's documentation or tests, or of
the benchmark results was opened while writing it; no git command was used
for it; the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages, release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg46.py > answer_pg_heldout46.jsonl
    python3 validate_answers.py answer_pg_heldout46.jsonl  # with a Python that has the appliance installed

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
    ("pg46-plperl-td-table-name",
     "an old PL/Perl audit trigger on the samples table reads $_TD->{relname} to log which table fired; what should it use instead now that relname is deprecated?",
     "$_TD->{table_name}",
     ["plperl-triggers.html"], "setting"),
    ("pg46-plperl-td-relid",
     "My PL/Perl trigger is attached to several of the instrument tables and should look each one up in pg_class; which $_TD field gives the OID of the table it fired on?",
     "$_TD->{relid}",
     ["plperl-triggers.html"], "setting"),
    ("pg46-matviews-ispopulated",
     "after a restore some of the dashboard's materialized views were created WITH NO DATA; which column of pg_matviews tells me whether a view currently holds data?",
     "ispopulated",
     ["view-pg-matviews.html"], "setting"),
    ("pg46-plperl-td-level",
     "one PL/Perl trigger function of ours is used both FOR EACH ROW and FOR EACH STATEMENT on the jobs table; which $_TD field tells it which kind of call it got?",
     "$_TD->{level}",
     ["plperl-triggers.html"], "setting"),
    ("pg46-spgist-prefix-voidoid",
     "I'm writing an SP-GiST operator class for our part-number codes that doesn't use inner-tuple prefixes; what do I put in prefixType in the config method?",
     "prefixType can be set to VOIDOID",
     ["spgist-extensibility.html"], "setting"),
    ("pg46-spgist-longvaluesok",
     "our SP-GiST opclass indexes long DNA sequence strings by repeated suffixing, and some values are bigger than a page; which config output flag must be set true for that?",
     "longValuesOK",
     ["spgist-extensibility.html", "spgist-implementation.html"], "setting"),
    ("pg46-spgist-canreturndata",
     "For index-only scans with my SP-GiST operator class, which spgConfigOut field says the opclass can rebuild the original value?",
     "canReturnData",
     ["spgist-extensibility.html"], "setting"),
    ("pg46-spgist-kd-point-ops",
     "The SP-GiST index on the sensor positions (a point column) uses the default opclass; which other built-in point opclass uses a different data structure that may be faster?",
     "kd_point_ops",
     ["spgist-builtin-opclasses.html"], "setting"),
    ("pg46-table-am-handler",
     "a colleague is prototyping a columnar table access method in C for the archive database; what return type must its handler function be declared with?",
     "table_am_handler",
     ["sql-create-access-method.html", "tableam.html", "datatype-pseudo.html"], "setting"),
    ("pg46-shadow-bypassrls",
     "which column of pg_shadow shows that a user bypasses every row-level security policy?",
     "usebypassrls",
     ["view-pg-shadow.html", "view-pg-user.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg46-alterfdw-add-drop-options",
     "How do I add option foo with value 1 and drop option bar on the dbi foreign-data wrapper in one statement?",
     "ALTER FOREIGN DATA WRAPPER dbi OPTIONS (ADD foo '1', DROP bar);",
     ["sql-alterforeigndatawrapper.html"], "command"),
    ("pg46-tsdict-dummy-reload",
     "I edited the synonym file of the lab_terms text search dictionary, but sessions that already used it keep the old contents; what command forces them to re-read the files without changing anything?",
     "ALTER TEXT SEARCH DICTIONARY my_dict ( dummy );",
     ["sql-altertsdictionary.html"], "command"),
    ("pg46-call-function-select",
     "CALL refresh_stats() fails because refresh_stats is a function and not a procedure; how should I invoke it instead?",
     "use SELECT instead",
     ["sql-call.html"], "command"),
    ("pg46-create-am-index",
     "How do I register an index access method called heptree whose handler is heptree_handler?",
     "CREATE ACCESS METHOD heptree TYPE INDEX HANDLER heptree_handler;",
     ["sql-create-access-method.html"], "command"),
    ("pg46-alterfdw-no-handler",
     "which clause of ALTER FOREIGN DATA WRAPPER takes away the wrapper's handler function?",
     "should no longer have a handler function",
     ["sql-alterforeigndatawrapper.html"], "command"),
    ("pg46-tsdict-drop-option",
     "How do I switch a Snowball dictionary my_dict to Dutch and drop its StopWords option in one ALTER statement?",
     "ALTER TEXT SEARCH DICTIONARY my_dict ( language = dutch, StopWords );",
     ["sql-altertsdictionary.html"], "command"),
    ("pg46-unlisten-all",
     "The kiosk app's session listens on a dozen notification channels and should stop all of them at once when it goes idle; which command does that?",
     "UNLISTEN *",
     ["sql-unlisten.html"], "command"),
    ("pg46-createserver-postgres-fdw",
     "what does the example CREATE SERVER for postgres_fdw look like, with host, dbname and port options?",
     "CREATE SERVER myserver FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host 'foo', dbname 'foodb', port '5432');",
     ["sql-createserver.html"], "command"),
    ("pg46-altertsdict-stopwords",
     "The Russian Snowball dictionary in the document archive should use our new stopword file newrussian and keep everything else; what's the command?",
     "ALTER TEXT SEARCH DICTIONARY my_dict ( StopWords = newrussian );",
     ["sql-altertsdictionary.html"], "command"),
    ("pg46-drop-procedure-only-one",
     "There is only one procedure called do_db_maintenance on db02; what is the shortest command that drops it?",
     "DROP PROCEDURE do_db_maintenance;",
     ["sql-dropprocedure.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg46-pltcl-return-no-rollback",
     "if Tcl code inside a PL/Tcl subtransaction block leaves through return rather than an error, is the subtransaction rolled back?",
     "do not cause a rollback",
     ["pltcl-subtransactions.html"], "value"),
    ("pg46-unlisten-not-listening",
     "the cleanup script runs UNLISTEN on channels the session may never have listened on; what happens in that case?",
     "no warning or error will appear",
     ["sql-unlisten.html"], "value"),
    ("pg46-create-am-types",
     "Which types of access method can CREATE ACCESS METHOD define at present?",
     "Only TABLE and INDEX",
     ["sql-create-access-method.html"], "value"),
    ("pg46-stats-ext-ndistinct-minus1",
     "In pg_stats_ext for the extended statistics on (site_id, sensor_id) of the readings table, n_distinct shows -1; what does that mean?",
     "-1 indicates a unique combination of columns",
     ["view-pg-stats-ext.html"], "value"),
    ("pg46-spgist-quad-default",
     "which of the two SP-GiST operator classes for point is the default?",
     "quad_point_ops is the default",
     ["spgist-builtin-opclasses.html"], "value"),
    ("pg46-shadow-version",
     "pg_shadow is kept only for backward compatibility; before which PostgreSQL version did the catalog it emulates exist?",
     "before version 8.1",
     ["view-pg-shadow.html"], "value"),
    ("pg46-supported-windows",
     "From which Windows version on can PostgreSQL be expected to work, according to the supported platforms list?",
     "Windows (XP and later)",
     ["supported-platforms.html"], "value"),
    ("pg46-spgist-mandatory-methods",
     "how many support methods must an SP-GiST operator class provide, not counting the optional ones?",
     "five user-defined methods",
     ["spgist-extensibility.html"], "value"),
    ("pg46-alterstats-minus-one",
     "I raised the statistics target of our extended statistics object on the jobs table and want to go back; what does setting it to -1 with ALTER STATISTICS do?",
     "revert to using the maximum of the statistics target of the referenced columns",
     ["sql-alterstatistics.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg46-pltcl-first-update-commits",
     "in a PL/Tcl function with two spi_exec UPDATEs inside catch, why is the first UPDATE still committed when the second raises an error?",
     "each spi_exec is a separate subtransaction",
     ["pltcl-subtransactions.html"], "reason"),
    ("pg46-pltcl-catch-still-needed",
     "I wrapped the two updates of the PL/Tcl function in a subtransaction block; why do I still need catch around it?",
     "the error would propagate to the top level of the function",
     ["pltcl-subtransactions.html"], "reason"),
    ("pg46-call-commit-in-block",
     "our maintenance procedure COMMITs between batches, and it errors when the deploy script calls it inside BEGIN ... COMMIT; why?",
     "Transaction control statements are only allowed if CALL is executed in its own transaction",
     ["sql-call.html"], "reason"),
    ("pg46-shadow-name",
     "why is the pg_shadow view called that?",
     "should not be readable by the public since it contains passwords",
     ["view-pg-shadow.html"], "reason"),
    ("pg46-stats-ext-public-read",
     "Why is it safe to let every role read the pg_stats_ext view?",
     "correspond to tables the user owns",
     ["view-pg-stats-ext.html"], "reason"),
    ("pg46-matview-file-fdw",
     "the supplier's CSV catalogue is read through file_fdw and lookups are slow; why does putting it in a materialized view help so much?",
     "file_fdw does not support indexes",
     ["rules-materializedviews.html"], "reason"),
    ("pg46-spgist-no-nulls",
     "Why do SP-GiST operator class methods never see null values or null search conditions?",
     "It is assumed that SP-GiST operators are strict",
     ["spgist-extensibility.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg46-alterpolicy-all-roles",
     "The read policy on the results table was written for the analysts role only, and now every role should get it; how do I do that with ALTER POLICY?",
     "To apply the policy to all roles, use PUBLIC",
     ["sql-alterpolicy.html"], "procedure"),
    ("pg46-alterpolicy-restrictive",
     "The row-level security policy on the results table is permissive and should become restrictive; how do I change that, since ALTER POLICY doesn't offer it?",
     "the policy must be dropped and recreated",
     ["sql-alterpolicy.html"], "procedure"),
    ("pg46-unsupported-cpu-build",
     "we want to try PostgreSQL on an odd CPU that has no spinlock support in the code; how can it still be built?",
     "configuring with --disable-spinlocks",
     ["supported-platforms.html"], "procedure"),
    ("pg46-buildfarm-member",
     "our lab runs PostgreSQL on a platform that isn't represented in the build farm; what does the community encourage us to do so it keeps working?",
     "set up a build farm member machine",
     ["supported-platforms.html"], "procedure"),
    ("pg46-drop-procedure-in-markers",
     "DROP PROCEDURE with a bare list of argument types can be ambiguous when OUT arguments are involved; how do I avoid that?",
     "write IN markers explicitly",
     ["sql-dropprocedure.html"], "procedure"),
    ("pg46-tsdict-reset-option",
     "How do I remove an option setting from a text search dictionary so the template default is used again?",
     "If the equal sign and value are omitted",
     ["sql-altertsdictionary.html"], "procedure"),
    ("pg46-spgist-compress",
     "the leaf values of my SP-GiST opclass are stored in a different type than the indexed column; what else do I have to provide?",
     "the optional method compress must be provided",
     ["spgist-extensibility.html"], "procedure"),
    ("pg46-fdw-new-validator",
     "After switching our in-house foreign-data wrapper to a stricter validator, what about the options already set on its servers and user mappings?",
     "It is up to the user to make sure that these options are correct",
     ["sql-alterforeigndatawrapper.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg46-matview-vs-ctas",
     "how does a materialized view differ from a table made with CREATE TABLE AS from the same query?",
     "the materialized view cannot subsequently be directly updated",
     ["rules-materializedviews.html"], "definition"),
    ("pg46-spgist-traverse-values",
     "what are traverse values in SP-GiST?",
     "passing down additional data (called traverse values) during a tree descent",
     ["spgist-extensibility.html"], "definition"),
    ("pg46-stats-ext-base-freqs",
     "what is most_common_base_freqs in pg_stats_ext?",
     "product of per-value frequencies",
     ["view-pg-stats-ext.html"], "definition"),
    ("pg46-spgist-inner-prefix",
     "What is the prefix of an SP-GiST inner tuple?",
     "a prefix value that describes all its members",
     ["spgist-extensibility.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

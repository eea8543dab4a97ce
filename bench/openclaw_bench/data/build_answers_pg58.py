"""Fifty-eighth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout58.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian
``postgresql-doc-15``); ``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
HTML pages themselves (parsed to plain text with a small script and
searched with grep and sed), as an engineer at a lab bench would type or
say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own hosts,
databases, tables and products (db02, db03, the logger box, the LOCK_DEBUG
test build, the samples, runs, readings, results, images and calibration
tables, a partner's XML parser, a sampling method of our own, an aggregate
with an internal state, an audit trigger, our probe_id and unit types, the
sample scanner's pgbench script, the old check_password function, a report
tool expecting a fixed cursor name, a Go client without libpq, the Windows
analysis server, an old 8.4 box, the CSV export, a LEFT JOIN from samples
to results), named in the situation while the question asks what the
documentation does answer. Its facts come only from pages whose file names
start with the letters m to z, most of them pages that no earlier set cites
or cites once or twice (counted over the ``relevant`` lists of every
earlier ``answer_*`` row): ``sql-revoke.html``, ``typeconv-oper.html``,
``xfunc-volatility.html``, ``sql-altercollation.html``,
``sql-createlanguage.html``, ``when-can-parallel-query-be-used.html``,
``sql-alterfunction.html``, ``queries-select-lists.html``,
``textsearch-tables.html``, ``sql-values.html``, ``plpgsql-overview.html``
and ``tablesample-support-functions.html`` (cited once), ``xaggr.html``,
``rowtypes.html``, ``xoper-optimization.html``, ``plpgsql-declarations.html``,
``plpgsql-cursors.html``, ``plpgsql-trigger.html``, ``sql-createcast.html``
and ``typeconv-func.html`` (cited twice), ``using-explain.html`` (three
times), plus ``vacuumlo.html`` and ``xfunc-sql.html`` and, for new options
and a new function, the much-cited ``pgbench.html`` and the
``runtime-config-client.html``, ``runtime-config-developer.html``,
``runtime-config-wal.html``, ``runtime-config-query.html`` and
``runtime-config-resource.html`` pages, with parameters no earlier set asks
for. They are spread over the XML encoding of binary values, tracing
advisory locks, the WAL writer's flush volume, the cost of launching
parallel workers, the cost above which JIT optimizes, page-at-a-time
visibility checks in a sampling method, dummy arguments of a polymorphic
final function, the table-name variable of a PL/pgSQL trigger, casts in
assignments, a selectivity estimator for matching operators; revoking only
the grant option, calling a composite-returning function once per row,
printing a built-in pgbench script, skipping pgbench's vacuum, scattering
zipfian draws, dropping a function's pinned search_path, selecting a field
of a composite column, opening a bound cursor in named notation, fixing an
ambiguous prefix operator, renaming OLD in a trigger; the collations with
version information on Windows, the release that installs PL/pgSQL by
default, the release that brought named SQL function arguments, the
resolution of sleep delays, backslashes in a composite field, USAGE on a
trusted language, the annotation for run-time pruned subplans, the default
name of a function-call column, the result of an SQL function whose last
query returns no rows; why unknown literals lean to the string category,
why a stored tsvector column searches faster, why single-user mode never
goes parallel, why an operator needs a commutator for index scans, why
float8_accum keeps three elements, why vacuumlo misses domain columns, why
a row failing a Join Filter can still appear; labeling a TimeZone-dependent
function, what a DELETE trigger returns, which role to REVOKE as, avoiding
serial parallel plans with a fetch count, naming a returned cursor's
portal, IN lists instead of VALUES, defining a commutator pair, which casts
to make implicit; and terms (dependent privileges, fact tables, binary
coercible, estimated start-up cost). The most famous facts were avoided,
and so was every answer and every question topic of the earlier answer sets
(``answer_pg_tune``, ``answer_pg_heldout`` to ``answer_pg_heldout56``,
``answer_kernel_*``, ``answer_questions*``, ``answer_unanswerable_*``),
whose builders were only grepped for candidate words and answer phrases
(for instance max_standby_archive_delay, next to an earlier
max_standby_streaming_delay row, rolling back EXPLAIN ANALYZE of a DELETE,
next to an earlier row on EXPLAIN ANALYZE executing the statement, the OUT
argument of CALL, asked before, and qualifying an SQL function's argument,
next to an earlier PL/pgSQL name-clash row, were dropped). Every answer
phrase was also searched over the whole corpus, the other half included,
and a page there that states the same fact with the same phrase is listed
too (``functions-xml.html`` for xmlbinary, ``jit-decision.html`` for
jit_optimize_above_cost, ``parallel-plans.html`` for parallel_setup_cost,
``sql-createaggregate.html`` for finalfunc_extra, ``sql-grant.html`` for
the SET ROLE advice, ``ddl-partitioning.html`` for Subplans Removed,
``runtime-config-wal.html`` for the 10 ms sleep resolution); the psql
command \\dL was left out because the comparison ignores case and \\dl is
another psql command, and the cast function's -1 type modifier because
``catalog-pg-cast.html`` states it too. The fifty-sixth sets' builders
(``build_answers_pg56.py``, ``build_answers_kernel56.py``) and
``build_answers_unanswerable54.py`` were read as the template for format
and rules, together with ``validate_answers.py``; the sets written at the
same time by the other author of this round (the fifty-seventh sets and
the fifty-fifth unanswerable set) were not seen. Nothing of the answer
code, of its search or answer output, of the appliance's documentation or
tests, or of the benchmark results was opened while writing it; no git
command was used for it; the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages, release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg58.py > answer_pg_heldout58.jsonl
    python3 validate_answers.py answer_pg_heldout58.jsonl  # with a Python that has the appliance installed

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
    ("pg58-xmlbinary",
     "the export view on db02 wraps the thumbnail bytea column in xmlelement(), and the partner's XML parser wants hex instead of base64; which setting decides how binary values are encoded in XML?",
     "xmlbinary",
     ["runtime-config-client.html", "functions-xml.html"], "setting"),
    ("pg58-trace-userlocks",
     "on our LOCK_DEBUG test build the job scheduler coordinates its workers through advisory locks, and I want those traced in the log the way trace_locks does for ordinary locks; which developer setting is that?",
     "trace_userlocks",
     ["runtime-config-developer.html"], "setting"),
    ("pg58-wal-writer-flush-after",
     "the logger box runs with synchronous_commit off, and I'd like the WAL writer to flush to disk once a certain amount of WAL has piled up instead of only on its timer; which setting gives that amount?",
     "wal_writer_flush_after",
     ["runtime-config-wal.html"], "setting"),
    ("pg58-parallel-setup-cost",
     "the planner on db03 refuses parallel plans for our mid-sized summary queries, and I suspect it thinks starting workers is too expensive; which planner cost estimates the launching of parallel worker processes?",
     "parallel_setup_cost",
     ["runtime-config-query.html", "parallel-plans.html"], "setting"),
    ("pg58-jit-optimize-above-cost",
     "EXPLAIN ANALYZE of the monthly report on db02 shows JIT compiling the query but with Optimization false; above which cost setting does the server apply the expensive optimizations to the generated code?",
     "jit_optimize_above_cost",
     ["runtime-config-query.html", "jit-decision.html"], "setting"),
    ("pg58-tsm-use-pagemode",
     "the TABLESAMPLE method we wrote for the readings table picks only one or two tuples on each page it visits; which field of the SampleScanState node can BeginSampleScan turn off so that visibility isn't checked for all tuples of the page in one pass?",
     "node->use_pagemode",
     ["tablesample-support-functions.html"], "setting"),
    ("pg58-finalfunc-extra",
     "our aggregate keeps its state as internal, written in C, and its final function needs a polymorphic result type tied to the input type; which CREATE AGGREGATE option passes the final function extra dummy arguments for that?",
     "finalfunc_extra",
     ["xaggr.html", "sql-createaggregate.html"], "setting"),
    ("pg58-tg-table-name",
     "our PL/pgSQL audit trigger writes TG_RELNAME into the log table, and a reviewer says that variable is on its way out; which variable should it use?",
     "Use TG_TABLE_NAME instead",
     ["plpgsql-trigger.html"], "setting"),
    ("pg58-cast-as-assignment",
     "INSERT INTO readings (probe) VALUES (42) should work with our probe_id type, but 42::probe_id must stay explicit everywhere else; how is the cast from integer to be marked in CREATE CAST?",
     "AS ASSIGNMENT",
     ["sql-createcast.html"], "setting"),
    ("pg58-matchingsel",
     "we defined a fuzzy-match operator for the spectra table, somewhat less strict than equality, and need a restriction selectivity estimator for it; which built-in one works for almost any binary operator when MCV or histogram statistics exist?",
     "matchingsel",
     ["xoper-optimization.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg58-revoke-grant-option-for",
     "the student should keep SELECT on the results table of db03 but no longer be able to hand it on to others; which clause of REVOKE takes away only the right to grant it?",
     "GRANT OPTION FOR",
     ["sql-revoke.html"], "command"),
    ("pg58-lateral-composite-function",
     "calib_fit(x) returns a composite with fields a, b and c, and SELECT (calib_fit(x)).* FROM readings runs the expensive fit three times per row; how does the manual write such a query so the function runs once per row?",
     "SELECT m.* FROM some_table, LATERAL myfunc(x) AS m",
     ["rowtypes.html"], "command"),
    ("pg58-pgbench-show-script",
     "before writing our own pgbench script for the sample scanner I'd like to see the SQL that the built-in tpcb-like transaction actually runs; which pgbench option prints a built-in script and exits?",
     "--show-script",
     ["pgbench.html"], "command"),
    ("pg58-pgbench-no-vacuum",
     "my pgbench run on the benchmark VM only uses our own readings table through a custom script, and the standard pgbench tables don't exist there; which option stops pgbench from vacuuming before the test?",
     "--no-vacuum",
     ["pgbench.html"], "command"),
    ("pg58-pgbench-permute",
     "in our pgbench script the account ids drawn with random_zipfian put all the hot rows right next to each other; which pgbench function shuffles the drawn values so that frequent values aren't trivially correlated?",
     "permute",
     ["pgbench.html"], "command"),
    ("pg58-reset-function-search-path",
     "the old check_password(text) function on db02 has its search_path pinned, and it should now simply run with the caller's search path; which statement does the manual give for that?",
     "ALTER FUNCTION check_password(text) RESET search_path",
     ["sql-alterfunction.html"], "command"),
    ("pg58-composite-field-select",
     "our on_hand table has a composite column item, and SELECT item.name FROM on_hand complains that there is no table item; how must that query be written?",
     "SELECT (item).name FROM on_hand WHERE (item).price > 9.99",
     ["rowtypes.html"], "command"),
    ("pg58-open-bound-cursor-named",
     "in a PL/pgSQL function I declared curs3 CURSOR (key integer) FOR SELECT ... over the samples table; how do I open it passing 42 in named notation?",
     "OPEN curs3(key := 42)",
     ["plpgsql-cursors.html"], "command"),
    ("pg58-prefix-operator-cast",
     "a student's query SELECT ~ '20' fails with 'operator is not unique'; how does the manual write it so the bitwise negation works?",
     "SELECT ~ CAST('20' AS int8)",
     ["typeconv-oper.html"], "command"),
    ("pg58-alias-for-old",
     "in our trigger function I'd like to refer to OLD by a clearer name, prior; how is that declared in the DECLARE section?",
     "prior ALIAS FOR old;",
     ["plpgsql-declarations.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg58-windows-collation-version",
     "the analysis server runs PostgreSQL on Windows; for which collations is version information available there at all?",
     "BCP 47 language tags such as en-US",
     ["sql-altercollation.html"], "value"),
    ("pg58-plpgsql-installed-default",
     "on the old box we still had to run CREATE LANGUAGE plpgsql in every new database; since which release has PL/pgSQL been installed by default?",
     "In PostgreSQL 9.0 and later, PL/pgSQL is installed by default",
     ["plpgsql-overview.html"], "value"),
    ("pg58-sql-function-arg-names",
     "our SQL functions on the archive box still refer to their arguments as $1 and $2 only; from which release on can an SQL function reference its arguments by name?",
     "added in PostgreSQL 9.2",
     ["xfunc-sql.html"], "value"),
    ("pg58-sleep-resolution",
     "I set bgwriter_delay to 15ms on the logger box; what is the effective resolution of sleep delays on many systems?",
     "effective resolution of sleep delays is 10 milliseconds",
     ["runtime-config-resource.html", "runtime-config-wal.html"], "value"),
    ("pg58-composite-backslashes",
     "to get one backslash into a bytea field inside a composite value written as a literal in an SQL command, how many backslashes might the command need?",
     "as many as eight backslashes",
     ["rowtypes.html"], "value"),
    ("pg58-trusted-language-usage",
     "we installed a trusted procedural language in the chemistry group's database; who may create functions in it by default?",
     "USAGE is granted to PUBLIC (i.e., everyone) for trusted languages",
     ["sql-createlanguage.html"], "value"),
    ("pg58-subplans-removed",
     "the prepared query on the partitioned readings table scans only a few partitions once the parameter is known; what annotation in the EXPLAIN output shows the partitions skipped at execution?",
     "Subplans Removed",
     ["using-explain.html", "ddl-partitioning.html"], "value"),
    ("pg58-default-column-name-function",
     "SELECT lower(site) FROM samples, without AS, feeds our CSV export; what column name does the system assign to a function call like that?",
     "this is the name of the function",
     ["queries-select-lists.html"], "value"),
    ("pg58-sql-function-no-rows",
     "our LANGUAGE sql function latest_reading() returns a single value, and for a new station its final SELECT finds nothing; what does the function return then?",
     "the null value will be returned",
     ["xfunc-sql.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg58-unknown-literal-string",
     "SELECT 'abc' || 'def' on db02 ends up as text concatenation although bit-string operators would fit too; why does type resolution lean towards the string category for unknown literals?",
     "an unknown-type literal looks like a string",
     ["typeconv-oper.html", "typeconv-func.html"], "reason"),
    ("pg58-tsvector-column-faster",
     "for the lab notes search we're choosing between an expression index on to_tsvector and a stored tsvector column with a GIN index; why are searches faster with the separate column?",
     "it will not be necessary to redo the to_tsvector calls to verify index matches",
     ["textsearch-tables.html"], "reason"),
    ("pg58-single-user-no-parallel",
     "when I run the repair queries with the server in single-user mode they never get a parallel plan; why not?",
     "no background workers will be available",
     ["when-can-parallel-query-be-used.html"], "reason"),
    ("pg58-commutator-index-scan",
     "we defined = for our probe_id type without a COMMUTATOR, and WHERE runs.probe = samples.probe never uses the index on samples.probe; why does the commutator matter here?",
     "the index-scan machinery expects to see the indexed column on the left",
     ["xoper-optimization.html"], "reason"),
    ("pg58-float8-accum-three",
     "reading how avg(float8) is built, float8_accum keeps a three-element array although an average needs only a sum and a count; why three elements?",
     "accumulates the sum of squares as well as the sum and count",
     ["xaggr.html"], "reason"),
    ("pg58-vacuumlo-domain",
     "vacuumlo removed large objects that the images table still points to, through a column whose type is a domain over oid; why didn't it see those references?",
     "domains over them are not considered",
     ["vacuumlo.html"], "reason"),
    ("pg58-join-filter-null-extended",
     "EXPLAIN of our LEFT JOIN from samples to results shows a Join Filter line and a Filter line; why can a row that fails the Join Filter still turn up in the result?",
     "could still get emitted as a null-extended row",
     ["using-explain.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg58-timezone-function-stable",
     "our helper that formats timestamps for the reports gives different output depending on the TimeZone setting, and a student declared it IMMUTABLE; how should it be labeled?",
     "such functions should be labeled STABLE instead",
     ["xfunc-volatility.html"], "procedure"),
    ("pg58-delete-trigger-return-old",
     "our BEFORE DELETE trigger on samples copies the row into an archive table first; what should the trigger function return so that the delete itself goes ahead?",
     "The usual idiom in DELETE triggers is to return OLD",
     ["plpgsql-trigger.html"], "procedure"),
    ("pg58-revoke-as-specific-role",
     "I'm a member of two roles that both hold grant options on the calibration table, and my GRANT and REVOKE commands act as whichever role the server picks; what does the manual advise doing first?",
     "use SET ROLE to become the specific role",
     ["sql-revoke.html", "sql-grant.html"], "procedure"),
    ("pg58-fetch-count-serial-plans",
     "our Go client, which doesn't use libpq, fetches big results in batches with a row count on each Execute, and the parallel plans then run serially and slowly; what does the manual suggest for such sessions?",
     "set max_parallel_workers_per_gather to zero",
     ["when-can-parallel-query-be-used.html"], "procedure"),
    ("pg58-refcursor-portal-name",
     "our PL/pgSQL function hands a cursor to the report tool, which always fetches from a cursor with a fixed name; how do I choose the name of the portal?",
     "assign a string to the refcursor variable before opening it",
     ["plpgsql-cursors.html"], "procedure"),
    ("pg58-in-list-not-values",
     "a colleague writes WHERE station IN (VALUES ('A1'), ('B2'), ('C3')) in our reports; what does the manual recommend for simple IN tests like that?",
     "rely on the list-of-scalars form of IN",
     ["sql-values.html"], "procedure"),
    ("pg58-commutator-pair",
     "I'm defining < and > for our version type as a commutator pair, and the first one refers to the other, which doesn't exist yet; what is the more straightforward way to do it?",
     "include COMMUTATOR clauses in both definitions",
     ["xoper-optimization.html"], "procedure"),
    ("pg58-implicit-cast-rule",
     "we are adding casts between our unit types millivolt, volt and the text forms; which of them should be marked implicit, by the manual's rule of thumb?",
     "information-preserving transformations between types in the same general type category",
     ["sql-createcast.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg58-dependent-privileges",
     "the REVOKE page talks about dependent privileges; what are those?",
     "the privileges held by those other users are called dependent privileges",
     ["sql-revoke.html"], "definition"),
    ("pg58-fact-tables",
     "the summary-table trigger example mentions fact tables, like our huge readings table; what are fact tables?",
     "tables of measured or observed data (called fact tables)",
     ["plpgsql-trigger.html"], "definition"),
    ("pg58-binary-coercible",
     "CREATE CAST talks about two types being binary coercible; what does that mean?",
     "the conversion can be performed \u201cfor free\u201d without invoking any function",
     ["sql-createcast.html"], "definition"),
    ("pg58-startup-cost",
     "EXPLAIN shows cost=0.00..458.00 for the scan of the samples table; what is the first number, the estimated start-up cost?",
     "the time expended before the output phase can begin",
     ["using-explain.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

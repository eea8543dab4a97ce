"""Fifty-second held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout52.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian
``postgresql-doc-15``); ``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
HTML pages themselves (converted to plain text with a small script and
searched with grep and sed), as an engineer at a lab bench would type or
say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own hosts,
databases, tables and products (db02, the samples, runs and readings
tables, the reporting database, a report
tool's cursors, a transaction coordinator, an extension using shared
memory, a C extension using SPI, a spectrum type's
operator class and family, a cleanup script, new students
at a workstation), named in the situation while the question asks what
the documentation does answer. Its facts come only from pages whose file
names start with the letters m to z, most of them pages that no earlier
set cites (counted over the ``relevant`` lists of every earlier
``answer_*`` row): ``manage-ag-config.html``, ``manage-ag-overview.html``,
``row-estimation-examples.html``, ``spi-spi-cursor-open.html``,
``spi-spi-cursor-open-with-paramlist.html``, ``spi-spi-getbinval.html``,
``spi-spi-gettypeid.html``, ``spi-examples.html``, ``sql-abort.html``,
``sql-alteropclass.html``, ``sql-alterrule.html``,
``sql-altertstemplate.html``, ``sql-commit.html``,
``sql-creategroup.html``, ``sql-dropaggregate.html``,
``sql-dropcast.html``, ``sql-dropforeigntable.html``,
``sql-dropopfamily.html``, ``sql-dropsequence.html``,
``tutorial-createdb.html``, ``tutorial-transactions.html`` and
``trigger-example.html`` (second page only), plus new facts from pages
cited before: ``runtime-config-connection.html``,
``runtime-config-logging.html``, ``runtime-config-developer.html``,
``runtime-config-preset.html``, ``runtime-config-query.html``,
``view-pg-cursors.html``, ``view-pg-prepared-xacts.html``,
``view-pg-shmem-allocations.html``, ``view-pg-ident-file-mappings.html``
and ``sql-alteraggregate.html`` (second page only). They are spread over
the socket's access mode, pg_cursors' holdable and scrollable flags, the
gid of a prepared transaction, allocated_size in pg_shmem_allocations,
sys_name in pg_ident_file_mappings, the integer_datetimes report,
switching off merge joins, logging statement durations, tracing locks on
one table; renaming a rule, moving a text search template, giving away an
operator class, dropping a cast and two foreign tables, opening an SPI
cursor from a ParamListInfo, getting a column's type OID and binary
value, a per-database geqo default, listing databases in SQL; the
user-and-group socket mode, the release of the row estimation examples,
SPI_gettypeid's error result, the message level of debug_print_parse,
anonymous shared memory allocations, who may drop a sequence, how long
cursors stay in pg_cursors, COMMIT AND CHAIN outside a transaction, when
a prepared transaction leaves pg_prepared_xacts; why CASCADE does nothing
for DROP CAST, why argument names don't matter for DROP AGGREGATE, the
owner rules of ALTER OPERATOR CLASS, why a portal may outlive a C
function, why row estimates change after ANALYZE, the shared WAL of one
cluster, internal cursors in pg_cursors; undoing a per-database setting,
dropping an operator family with its indexes, naming a zero-argument
aggregate, createdb not found, writing an octal socket mode, creating the
first database user, schemas for related projects, where more SPI
examples live; and terms (CREATE GROUP, ABORT, the object hierarchy, an
atomic transaction). The most famous facts were avoided, and so was every
answer and every question topic of the earlier answer sets
(``answer_pg_tune``, ``answer_pg_heldout`` to ``answer_pg_heldout50``,
``answer_kernel_*``, ``answer_questions*``, ``answer_unanswerable_*``),
which were read only for that purpose (answers and question words were
grepped against them; for instance checkpoint_warning, tcp_keepalives_count,
ssl_crl_dir, xmlbinary, max_standby_archive_delay, wal_writer_flush_after,
geqo_threshold, bgwriter_delay, max_function_args, segment_size,
autovacuum_analyze_scale_factor, COPY from a server file and ordered-set
aggregate signatures, asked before in other words, were dropped). The
fiftieth sets' builders (``build_answers_pg50.py``,
``build_answers_kernel50.py``, ``build_answers_unanswerable48.py``) were
read as the template for format and rules; the sets written at the same
time by the other author of this round (the fifty-first sets and the
forty-ninth unanswerable set) were not seen. Nothing of the answer code,
of its search or answer output, of the appliance's documentation or
tests, or of the benchmark results was opened while writing it; no git
command was used for it; the questions were not run through the
appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages, release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg52.py > answer_pg_heldout52.jsonl
    python3 validate_answers.py answer_pg_heldout52.jsonl  # with a Python that has the appliance installed

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
    ("pg52-unix-socket-permissions",
     "on db02 only members of the lab group should be able to connect through the local socket, not every account on the box; which setting controls the socket file's access mode?",
     "unix_socket_permissions",
     ["runtime-config-connection.html"], "setting"),
    ("pg52-pgcursors-is-holdable",
     'the report tool declares a cursor and I want to see in pg_cursors whether it will survive the end of its transaction; which column tells me that?',
     'is_holdable',
     ['view-pg-cursors.html'], "setting"),
    ("pg52-prepared-xacts-gid",
     'our transaction coordinator left a prepared transaction behind on db02, and to finish it I need the identifier the coordinator gave it; which pg_prepared_xacts column holds that?',
     'gid',
     ['view-pg-prepared-xacts.html'], "setting"),
    ("pg52-shmem-allocated-size",
     "I'm adding up what our extension takes from the main shared memory segment and want the sizes with padding included; which pg_shmem_allocations column gives that?",
     'allocated_size',
     ['view-pg-shmem-allocations.html'], "setting"),
    ("pg52-ident-sys-name",
     "peer logins through our pg_ident.conf map keep failing for the technicians, and I want to compare what the server detects with what I wrote; which pg_ident_file_mappings column holds the client's detected user name?",
     'sys_name',
     ['view-pg-ident-file-mappings.html'], "setting"),
    ("pg52-enable-mergejoin",
     "for one session I want to see how the nightly reconciliation query performs when the planner isn't allowed to pick a merge join; which setting switches those plans off?",
     'enable_mergejoin',
     ['runtime-config-query.html'], "setting"),
    ("pg52-integer-datetimes",
     'an old client library refuses to connect unless the server has 64-bit integer timestamps; which read-only parameter reports whether the server was built that way?',
     'integer_datetimes',
     ['runtime-config-preset.html'], "setting"),
    ("pg52-pgcursors-is-scrollable",
     'the export tool should only move backwards through cursors that allow it; which pg_cursors column says whether a cursor can fetch rows out of order?',
     'is_scrollable',
     ['view-pg-cursors.html'], "setting"),
    ("pg52-log-duration",
     "I want the log to record how long every statement on db02 took, but without writing the query text each time; which boolean setting does that?",
     "log_duration",
     ["runtime-config-logging.html"], "setting"),
    ("pg52-trace-lock-table",
     "on my LOCK_DEBUG build I only want lock tracing for the samples table, whatever else is going on; which developer setting takes that table's OID?",
     "trace_lock_table",
     ["runtime-config-developer.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg52-alter-rule-rename",
     "the rewrite rule on the legacy runs view is still called notify_all from an old project; which statement renames it?",
     "ALTER RULE name ON table_name RENAME TO new_name",
     ["sql-alterrule.html"], "command"),
    ("pg52-alter-tstemplate-schema",
     "our custom text search template ended up in public and belongs in the textsearch schema; which statement moves it?",
     "ALTER TEXT SEARCH TEMPLATE name SET SCHEMA new_schema",
     ["sql-altertstemplate.html"], "command"),
    ("pg52-alter-opclass-owner",
     "the operator class for our spectrum type still belongs to a departed student's role; which statement gives it to lab_admin?",
     "ALTER OPERATOR CLASS name USING index_method OWNER TO",
     ["sql-alteropclass.html"], "command"),
    ("pg52-drop-cast",
     "someone created a cast from text to our unit_code type on the test database and I want it gone; what is the statement form?",
     "DROP CAST [ IF EXISTS ] (source_type AS target_type)",
     ["sql-dropcast.html"], "command"),
    ("pg52-drop-two-foreign-tables",
     "the two foreign tables pointing at the retired archive box should both go in one statement; what does the manual's example for dropping two foreign tables look like?",
     'DROP FOREIGN TABLE films, distributors;',
     ['sql-dropforeigntable.html'], "command"),
    ("pg52-spi-cursor-open-paramlist",
     "our C extension already has its parameter values in a ParamListInfo and wants to open a cursor on a prepared plan with them; which SPI function takes that form directly?",
     "SPI_cursor_open_with_paramlist",
     ["spi-spi-cursor-open-with-paramlist.html"], "command"),
    ("pg52-spi-gettypeid",
     "inside an SPI function I need the data type OID of the third column of a result row to decide how to convert it; which function returns it?",
     "SPI_gettypeid",
     ["spi-spi-gettypeid.html"], "command"),
    ("pg52-spi-getbinval",
     "I'd rather not turn every value into a C string with SPI_getvalue; which SPI function gives me a column's value as a Datum?",
     "SPI_getbinval",
     ["spi-spi-getbinval.html"], "command"),
    ("pg52-alter-database-set",
     "the reporting database on db02 should run with geqo off by default while the other databases keep it on; what does the manual's example statement for that look like?",
     "ALTER DATABASE mydb SET geqo TO off;",
     ["manage-ag-config.html"], "command"),
    ("pg52-list-databases-sql",
     "a monitoring script without psql's meta-commands needs the names of all databases in the cluster; which query does the manual suggest?",
     'SELECT datname FROM pg_database;',
     ['manage-ag-overview.html'], "command"),
    # --- values ---------------------------------------------------------
    ("pg52-socket-mode-user-group",
     "for the lab server, which socket mode does the manual suggest if only the server's user and its group should be able to connect?",
     '0770 (only user and group',
     ['runtime-config-connection.html'], "value"),
    ("pg52-row-estimates-version",
     "the planner's row estimation examples show numbers that don't match our server at all; from which release are those outputs taken?",
     'taken from version 8.3',
     ['row-estimation-examples.html'], "value"),
    ("pg52-spi-gettypeid-error",
     'what does SPI_gettypeid return when the column number I pass is bad?',
     'InvalidOid on error',
     ['spi-spi-gettypeid.html'], "value"),
    ("pg52-debug-print-level",
     'I switched on debug_print_parse in a psql session to see the parse trees, but nothing shows up in psql; at which message level are those messages emitted?',
     'emitted at LOG message level',
     ['runtime-config-logging.html'], "value"),
    ("pg52-shmem-anonymous-name",
     "in pg_shmem_allocations a few rows from our extension's ShmemAlloc() calls have an odd name; what is shown as the name for such allocations?",
     '<anonymous> for anonymous allocations',
     ['view-pg-shmem-allocations.html'], "value"),
    ("pg52-dropsequence-who",
     'a student wants to clean up the sample_id sequence that the lab admin created; who is allowed to drop a sequence?',
     'can only be dropped by its owner or a superuser',
     ['sql-dropsequence.html'], "value"),
    ("pg52-pgcursors-lifetime",
     'my cursor disappears from pg_cursors as soon as the transaction commits; how long does an ordinary cursor stay in that view?',
     'only present in the view until the end of their creating transaction',
     ['view-pg-cursors.html'], "value"),
    ("pg52-commit-and-chain-outside",
     "our batch tool sends COMMIT AND CHAIN even when no transaction is open; what does the server make of that?",
     "COMMIT AND CHAIN when not inside a transaction is an error",
     ["sql-commit.html"], "value"),
    ("pg52-prepared-xact-entry-removed",
     'once our coordinator finishes a prepared transaction, how long does its row stay in pg_prepared_xacts?',
     'An entry is removed when the transaction is committed or rolled back',
     ['view-pg-prepared-xacts.html'], "value"),
    # --- reasons --------------------------------------------------------
    ("pg52-drop-cast-no-cascade",
     "why do CASCADE and RESTRICT make no difference when I drop a cast?",
     "there are no dependencies on casts",
     ["sql-dropcast.html"], "reason"),
    ("pg52-drop-aggregate-argnames",
     "our cleanup script drops an aggregate with argument names that don't match the ones it was created with, yet it works; why?",
     "only the argument data types are needed to determine the aggregate function's identity",
     ["sql-dropaggregate.html", "sql-alteraggregate.html"], "reason"),
    ("pg52-alter-opclass-owner-rules",
     "why does changing an operator class's owner require membership in the new role and CREATE on the schema?",
     "altering the owner doesn't do anything you couldn't do by dropping and recreating the operator class",
     ["sql-alteropclass.html"], "reason"),
    ("pg52-cursor-outlive-function",
     "why would our C function open an SPI cursor on the prepared plan instead of just running the plan, when it wants to return a row set to its caller?",
     "a portal can outlive the current C function",
     ["spi-spi-cursor-open.html"], "reason"),
    ("pg52-row-estimates-change",
     "I reproduced the planner's row estimate examples on our test server and the numbers differ slightly after every ANALYZE; why?",
     "ANALYZE uses random sampling",
     ["row-estimation-examples.html"], "reason"),
    ("pg52-shared-wal-caution",
     "IT wants to put every group's database into one cluster on db02; what does the manual point to as a reason to think carefully first?",
     "the impact that having a shared WAL",
     ["manage-ag-overview.html"], "reason"),
    ("pg52-pgcursors-internal",
     'pg_cursors on db02 lists cursors nobody in the group ever declared; why can such cursors appear there?',
     'Cursors are used internally to implement some of the components',
     ['view-pg-cursors.html'], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg52-alter-database-reset",
     "last year someone gave the reporting database its own default for a planner setting, and now it should follow the server-wide value again; how do I undo that per-database default?",
     "ALTER DATABASE dbname RESET varname",
     ["manage-ag-config.html"], "procedure"),
    ("pg52-drop-opfamily-cascade",
     "dropping the spectrum operator family fails because indexes still use one of its operator classes; how do I drop the family and those indexes together?",
     "Add CASCADE to drop such indexes along with the operator family",
     ["sql-dropopfamily.html"], "procedure"),
    ("pg52-first-user-account",
     "on a fresh install createdb says my role doesn't exist, and I'm the one who installed the server; whose account do I need to become to create the first database user?",
     'become the operating system user under which PostgreSQL was installed',
     ['tutorial-createdb.html'], "procedure"),
    ("pg52-drop-zero-arg-aggregate",
     "how do I name an aggregate that takes no arguments at all when I drop it?",
     "write * in place of the list of argument specifications",
     ["sql-dropaggregate.html", "sql-alteraggregate.html"], "procedure"),
    ("pg52-createdb-not-found",
     "a new student types createdb on the lab workstation and gets command not found; what does the tutorial suggest trying first?",
     "Try calling the command with an absolute path instead",
     ["tutorial-createdb.html"], "procedure"),
    ("pg52-socket-mode-octal",
     "I want to write the socket mode in postgresql.conf the usual octal way, like 0770; what do I have to watch for?",
     "the number must start with a 0 (zero)",
     ["runtime-config-connection.html"], "procedure"),
    ("pg52-related-projects-schemas",
     'the chemistry and the biology groups work on projects that share a lot of tables; should each get its own database on the lab cluster, or what does the manual advise?',
     'they should be put in the same database but probably into separate schemas',
     ['manage-ag-overview.html'], "procedure"),
    ("pg52-spi-more-examples",
     "the little SPI example in the manual is enough to start our C extension, but I'd like to read more complex ones; where in the source tree should I look?",
     'src/test/regress/regress.c',
     ['spi-examples.html'], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg52-create-group-alias",
     "an old setup script still says CREATE GROUP for the technician accounts; what is CREATE GROUP nowadays?",
     "CREATE GROUP is now an alias for",
     ["sql-creategroup.html"], "definition"),
    ("pg52-abort-command",
     "a legacy batch file ends its error path with ABORT; what is that command in PostgreSQL terms?",
     "identical in behavior to the standard SQL command ROLLBACK",
     ["sql-abort.html"], "definition"),
    ("pg52-cluster-hierarchy",
     "a new colleague mixes up clusters, databases and schemas; how does the manual spell out the full hierarchy of objects?",
     "cluster, database, schema, table",
     ["manage-ag-overview.html"], "definition"),
    ("pg52-atomic-transaction",
     "the tutorial on transactions calls a transaction atomic; what does that mean from the point of view of other transactions?",
     "it either happens completely or not at all",
     ["tutorial-transactions.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

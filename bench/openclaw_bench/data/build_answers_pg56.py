"""Fifty-sixth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout56.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian
``postgresql-doc-15``); ``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
HTML pages themselves (parsed to plain text with a small script and
searched with grep and sed), as an engineer at a lab bench would type or
say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own hosts,
databases, tables and products (db02, db03, the samples, runs, readings,
measurements, stations and calibration tables, a bulk loader, a LOCK_DEBUG
test build, the build box, an old box without systemd, the FreeBSD archive
box, the chemistry group's database, an instrument's embedded client, the
lab's packet capture, a student's German translation, an audit view, a
dashboard daemon and its materialized view, an Oracle package being
ported, a PL/Python helper, an in-house procedural language), named in the
situation while the question asks what the documentation does answer. Its
facts come only from pages whose file names start with the letters m to z,
most of them pages that no earlier set cites (counted over the
``relevant`` lists of every earlier ``answer_*`` row):
``maintenance.html``, ``tutorial-inheritance.html``, ``tutorial-join.html``
and ``protocol.html`` (never cited), ``manage-ag-createdb.html``,
``sql-createtableas.html``,
``sql-createoperator.html``, ``sql-createcollation.html``,
``sql-refreshmaterializedview.html``, ``sql-createeventtrigger.html``,
``sql-listen.html``, ``sql-createserver.html``, ``sql-importforeignschema.html``,
``sql-alterdefaultprivileges.html``, ``plpython-funcs.html``,
``rules-update.html``, ``rules-triggers.html``, ``plpgsql-porting.html``,
``wal-intro.html`` and ``sql-lock.html`` (cited once or twice), plus new
facts from pages cited a few times before (``regress-evaluation.html``,
``nls-translator.html``, ``server-start.html``, ``upgrading.html``,
``pgtesttiming.html``, ``source-format.html``, ``sql-declare.html``,
``plhandler.html``, ``protocol-overview.html``, ``pgbuffercache.html``,
``uuid-ossp.html``, ``tablefunc.html``) and from much-cited pages, with
parameters no earlier set asks for (``runtime-config-logging.html``,
``runtime-config-developer.html``, ``runtime-config-file-locations.html``,
``runtime-config-preset.html``, ``runtime-config-query.html``). They are
spread over trimming logged bind parameters, lock tracing above an OID, the
location of the user name map file, whether checksums are on, the table
size for a parallel scan, the regression diff options, the configure
option for systemd notification, the backends pinning a buffer, building
uuid-ossp with libuuid, FreeBSD's timecounter; a health-check script for
Nagios, querying only a parent table, viewing tabs in less, piping
pg_dumpall between two ports, importing only some foreign tables, creating
a database for another owner, inspecting the random test, listing default
privileges, copying a table with AS TABLE, starting the server from
rc.local; the release that brought protocol 3.0, the standard that
brought JOIN/ON, the byte order of a binary cursor, the validator's
argument, the default mode of LOCK TABLE, the protocol's length field, the
recommended Gettext, the stack limit for the errors test, how old a server
pg_dump still reads; why inheritance is of limited use, why join columns
are qualified, why rules misbehave with volatile functions, why a rule to
NOTHING is no constraint, why an operator's precedence can't be set, why
CREATE COLLATION commands serialize, why REFRESH loses the view's order;
avoiding the SHARE-mode deadlock, per-session state instead of Oracle
package variables, reassigning a PL/Python argument, ordering the crosstab
source, removing a broken event trigger, the LISTEN start-up order,
reordering placeholders in a translation, sort pushdown to a foreign
server; and terms (inline handler, roll-forward recovery, the .pot file,
usagecount). The most famous facts were avoided, and so was every answer
and every question topic of the earlier answer sets (``answer_pg_tune``,
``answer_pg_heldout`` to ``answer_pg_heldout54``, ``answer_kernel_*``,
``answer_questions*``, ``answer_unanswerable_*``), whose builders were only
grepped for candidate words and answer phrases (for instance
transaction_deferrable, next to an earlier default_transaction_deferrable
row, the rewrite system as macro expansion, next to an earlier question on
what the rewrite system does, ROLLBACK TO leaving an aborted transaction,
next to an earlier savepoint question, the semaphore error of a second
cluster, next to an earlier semaphore-sets question, data=writeback for
WAL, next to an earlier journaling question, and the collation version
refresh, asked before, were dropped). Every answer phrase was also
searched over the whole corpus, the other half included, and a page there
that states the same fact with the same phrase is listed too
(``install-procedure.html`` for --with-systemd, ``logfile-maintenance.html``
for check_postgres, ``auth-username-maps.html`` for ident_file,
``checksums.html`` for data_checksums, ``ddl-inherit.html`` for FROM ONLY,
``app-psql.html`` for \\ddp); the selectivity function eqsel and the word
autocommit were left out because several pages state them. The
fifty-fourth sets' builders (``build_answers_pg54.py``,
``build_answers_kernel54.py``) and ``build_answers_unanswerable52.py`` were
read as the template for format and rules, together with
``validate_answers.py``; the sets written at the same time by the other
author of this round (the fifty-fifth sets and the fifty-third
unanswerable set) were not seen. Nothing of the answer code, of its search
or answer output, of the appliance's documentation or tests, or of the
benchmark results was opened while writing it; no git command was used
for it; the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages, release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg56.py > answer_pg_heldout56.jsonl
    python3 validate_answers.py answer_pg_heldout56.jsonl  # with a Python that has the appliance installed

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
    ("pg56-log-parameter-max-length",
     "the slow-query log on db02 fills up because the bulk loader's bind parameters are written out in full with every logged statement; which setting trims each logged bind parameter value to a number of bytes?",
     "log_parameter_max_length",
     ["runtime-config-logging.html"], "setting"),
    ("pg56-trace-lock-oidmin",
     "on our LOCK_DEBUG test build the lock trace drowns in entries for the system catalogs; which developer setting skips tracing locks on tables below a given OID?",
     "trace_lock_oidmin",
     ["runtime-config-developer.html"], "setting"),
    ("pg56-ident-file",
     "on the new box we keep pg_hba.conf and the user name map under /etc/postgresql rather than in the data directory; which parameter tells the server where the user name map file is?",
     "ident_file",
     ["runtime-config-file-locations.html", "auth-username-maps.html"], "setting"),
    ("pg56-data-checksums",
     "I can't remember whether the cluster on db03 was initialized with data checksums; which read-only parameter can I SHOW to find out?",
     "data_checksums",
     ["runtime-config-preset.html", "checksums.html"], "setting"),
    ("pg56-min-parallel-table-scan-size",
     "the small lookup tables in the samples database never get a parallel sequential scan; which setting decides how much table data must be scanned before the planner considers a parallel scan at all?",
     "min_parallel_table_scan_size",
     ["runtime-config-query.html"], "setting"),
    ("pg56-regress-diff-opts",
     "when make check fails on the build box I'd rather have context diffs (-c) in regression.diffs; which environment variable passes my own diff options to the test driver?",
     "PG_REGRESS_DIFF_OPTS",
     ["regress-evaluation.html"], "setting"),
    ("pg56-with-systemd",
     "we compile PostgreSQL ourselves for the lab server and want its systemd unit to use Type=notify; which configure option must the server binary be built with?",
     "--with-systemd",
     ["server-start.html", "install-procedure.html"], "setting"),
    ("pg56-pinning-backends",
     "pg_buffercache on db02 shows a few buffers that never seem to get evicted; which column tells me how many backends are pinning each buffer?",
     "pinning_backends",
     ["pgbuffercache.html"], "setting"),
    ("pg56-with-uuid-e2fs",
     "I'm building uuid-ossp on our Debian build host, which has no OSSP UUID library but has libuuid; which configure option selects the e2fsprogs libuuid?",
     "--with-uuid=e2fs",
     ["uuid-ossp.html"], "setting"),
    ("pg56-freebsd-timecounter",
     "pg_test_timing on the FreeBSD archive box reports slow timing calls, and dmesg says the ACPI-fast timecounter is in use; which sysctl setting switches it to the TSC?",
     "kern.timecounter.hardware=TSC",
     ["pgtesttiming.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg56-check-postgres",
     "we already watch the lab's servers with Nagios; which monitoring script does the manual mention for checking database health and alerting on unusual conditions?",
     "check_postgres",
     ["maintenance.html", "logfile-maintenance.html"], "command"),
    ("pg56-from-only",
     "the measurements table has a child table per year via INHERITS, and I want only the rows stored in the parent itself; how does the tutorial's cities example write the FROM clause for that?",
     "FROM ONLY cities",
     ["tutorial-inheritance.html", "ddl-inherit.html"], "command"),
    ("pg56-less-x4",
     "I'm reading the PostgreSQL C sources in a terminal and the indentation comes out ragged in the pager; how does the manual invoke less so that the tabs show properly?",
     "less -x4",
     ["source-format.html"], "command"),
    ("pg56-dumpall-pipe",
     "for the major upgrade of db02 I have the new server running on port 5433 next to the old one on 5432; what command moves the data straight from the old one into the new one?",
     "pg_dumpall -p 5432 | psql -d postgres -p 5433",
     ["upgrading.html"], "command"),
    ("pg56-import-limit-to",
     "from the archive box's remote schema I only want the runs and samples tables as foreign tables, not everything in it; which clause of IMPORT FOREIGN SCHEMA restricts the import to those?",
     "LIMIT TO",
     ["sql-importforeignschema.html"], "command"),
    ("pg56-createdb-owner",
     "the chemistry group should own and manage their new database themselves; which shell command does the manual give to create a database with another role as its owner?",
     "createdb -O rolename dbname",
     ["manage-ag-createdb.html"], "command"),
    ("pg56-random-test-diff",
     "the random regression test failed once on the build box; which diff does the manual suggest running to check that only a line or two differ?",
     "diff results/random.out expected/random.out",
     ["regress-evaluation.html"], "command"),
    ("pg56-psql-ddp",
     "someone ran ALTER DEFAULT PRIVILEGES for the loader role on db03 months ago and nobody remembers what it did; which psql command lists the existing default privilege assignments?",
     "\\ddp",
     ["sql-alterdefaultprivileges.html", "app-psql.html"], "command"),
    ("pg56-create-table-as-table",
     "I want a complete copy of the calibration table, rows included, in one short statement; what short form using the TABLE command does the manual show for copying a table?",
     "CREATE TABLE films2 AS TABLE films",
     ["sql-createtableas.html"], "command"),
    ("pg56-su-postgres-rc-local",
     "the old lab box has no systemd and starts its services from /etc/rc.local as root; how does the manual run pg_ctl from there so the server runs under the postgres account?",
     "su postgres -c 'pg_ctl start -D /usr/local/pgsql/data -l serverlog'",
     ["server-start.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg56-protocol-3-since",
     "the embedded client in our instrument speaks version 3.0 of the frontend/backend protocol; from which server releases on is that protocol implemented?",
     "PostgreSQL 7.4 and later",
     ["protocol.html"], "value"),
    ("pg56-join-on-sql92",
     "a student asks whether JOIN ... ON is newer than listing the tables with commas and putting the condition in WHERE; which SQL standard introduced the JOIN/ON syntax?",
     "introduced in SQL-92",
     ["tutorial-join.html"], "value"),
    ("pg56-binary-cursor-byte-order",
     "our C client reads the readings table through a BINARY cursor; in which byte order does the 4-byte value of an integer column arrive?",
     "big-endian byte order",
     ["sql-declare.html"], "value"),
    ("pg56-validator-argument",
     "I'm adding a validator to our in-house procedural language so CREATE FUNCTION catches syntax errors; what argument must the validator function be declared with?",
     "a single parameter of type oid",
     ["plhandler.html"], "value"),
    ("pg56-lock-default-mode",
     "a maintenance script on db02 runs LOCK TABLE samples without any IN ... MODE clause; which lock mode does it take?",
     "ACCESS EXCLUSIVE, the most restrictive mode",
     ["sql-lock.html"], "value"),
    ("pg56-protocol-length-field",
     "I'm writing a decoder for PostgreSQL traffic in the lab's packet capture; after the first byte that gives the message type, how is the message length encoded?",
     "the next four bytes specify the length",
     ["protocol-overview.html"], "value"),
    ("pg56-gettext-version",
     "a student wants to work on the German message translations on her laptop; which version of GNU Gettext does the manual recommend?",
     "GNU Gettext 0.10.36 or later",
     ["nls-translator.html"], "value"),
    ("pg56-regress-stack-limit",
     "the errors regression test crashes the server at select infinite_recurse() on our build box; which process stack size limit does the manual recommend with the default max_stack_depth?",
     "4MB is recommended",
     ["regress-evaluation.html"], "value"),
    ("pg56-pg-dump-oldest-server",
     "the archive box still runs a really old major version; how far back can the current pg_dump and pg_dumpall read data from older servers?",
     "back to 9.2",
     ["upgrading.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg56-inheritance-limits",
     "I planned yearly child tables of measurements with INHERITS; why does the tutorial say inheritance is of limited usefulness?",
     "it has not been integrated with unique constraints or foreign keys",
     ["tutorial-inheritance.html"], "reason"),
    ("pg56-qualify-join-columns",
     "a student's join of samples and runs works fine, but the reviewer wants every column name qualified with its table; why is that considered good style?",
     "so that the query won't fail if a duplicate column name is later added to one of the tables",
     ["tutorial-join.html"], "reason"),
    ("pg56-rules-volatile-functions",
     "the update rule on our audit view calls nextval() and we end up with more log rows than expected; why does the manual say such tasks are better done with triggers?",
     "volatile functions may get executed more times than expected",
     ["rules-update.html"], "reason"),
    ("pg56-rule-to-nothing",
     "a colleague wants a rule that rewrites inserts with an unknown station code to NOTHING, instead of a foreign key; why does the manual call that not a good idea?",
     "the data is silently thrown away",
     ["rules-triggers.html"], "reason"),
    ("pg56-operator-precedence",
     "I defined a new operator for our interval type and want it to bind tighter than the others; why can't CREATE OPERATOR set its precedence?",
     "the parser's precedence behavior is hard-wired",
     ["sql-createoperator.html"], "reason"),
    ("pg56-create-collation-serialized",
     "two migration scripts that each run CREATE COLLATION on db02 at the same time wait for each other; why?",
     "a SHARE ROW EXCLUSIVE lock, which is self-conflicting",
     ["sql-createcollation.html"], "reason"),
    ("pg56-refresh-matview-order",
     "the dashboard's materialized view is defined with ORDER BY day, but after REFRESH MATERIALIZED VIEW the rows come back in another order; why?",
     "does not guarantee to preserve that ordering",
     ["sql-refreshmaterializedview.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg56-lock-share-row-exclusive",
     "our nightly job takes LOCK TABLE stations IN SHARE MODE and then updates the table, and two overlapping runs deadlock; which lock mode does the manual say such a transaction should use instead?",
     "SHARE ROW EXCLUSIVE lock mode",
     ["sql-lock.html"], "procedure"),
    ("pg56-oracle-package-state",
     "we're porting an Oracle package that keeps counters in package-level variables; where does the manual suggest keeping that per-session state in PostgreSQL?",
     "keep per-session state in temporary tables",
     ["plpgsql-porting.html"], "procedure"),
    ("pg56-plpython-reassign-argument",
     "in our PL/Python helper, x = x.strip() on the function's argument fails because x is taken as an unassigned local variable; how can the argument be reassigned after all?",
     "redeclared as global in the block",
     ["plpython-funcs.html"], "procedure"),
    ("pg56-crosstab-source-order",
     "crosstab() over the assay results gives the same sample on several output rows and the values in a jumbled order; how should the source query be ordered?",
     "ORDER BY 1,2",
     ["tablefunc.html"], "procedure"),
    ("pg56-broken-event-trigger",
     "a buggy event trigger on the test database now breaks every DDL command, so I can't even drop the trigger; how do I get rid of it?",
     "restart in single-user mode",
     ["sql-createeventtrigger.html"], "procedure"),
    ("pg56-listen-startup-order",
     "our dashboard daemon reads the current state of the runs table at start and then relies on LISTEN for new runs; in what order should it do that so it misses nothing?",
     "first execute (and commit!) that command",
     ["sql-listen.html"], "procedure"),
    ("pg56-translation-placeholder-order",
     "in the German translation of a message the two placeholders have to appear in the opposite order to the English; how does the translator number the arguments in the format string?",
     "The digits$ needs to follow the % immediately",
     ["nls-translator.html"], "procedure"),
    ("pg56-fdw-sort-pushdown",
     "we want ORDER BY pushed down to the foreign server for the archive box; what does the manual require of a foreign server that supports sort pushdown?",
     "the same sort ordering as the local server",
     ["sql-createserver.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg56-inline-handler",
     "besides the call handler, the chapter on writing a language handler mentions an inline handler; what is an inline handler for?",
     "allow the language to support anonymous code blocks executed via the DO command",
     ["plhandler.html"], "definition"),
    ("pg56-roll-forward-recovery",
     "the WAL chapter says changes not yet applied to the data pages are redone from the log records after a crash; what is that kind of recovery called?",
     "roll-forward recovery, also known as REDO",
     ["wal-intro.html"], "definition"),
    ("pg56-pot-file",
     "the student translating messages asks why the catalog template is called progname.pot; what does the T stand for?",
     "The T stands for \u201ctemplate\u201d",
     ["nls-translator.html"], "definition"),
    ("pg56-usagecount",
     "what does the usagecount column of pg_buffercache describe?",
     "Clock-sweep access count",
     ["pgbuffercache.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

"""Thirty-second held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout32.jsonl`` (72 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, stripped of tags by a small
script and searched with grep and a phrase-finding script), as an engineer
at a lab bench would type or say them -- mostly a situation in everyday
words, some in the manual's own terms, a fair number mentioning the asker's
own tables, hosts, files, users and tools, among them third-party and
proprietary tools and products used around PostgreSQL (an Ansible role, a
Zabbix template, Patroni, HAProxy, DBeaver, a Rust wire-protocol client,
Wireshark, an Airflow DAG, a Keycloak-backed search page, a MATLAB import, a
Go service using pgx), named in the situation while the question asks what
the documentation does answer. Its facts come only from pages whose file
name starts with a letter from m to z (the other author of this round took a
to l) -- spread over pausing a new backend before authentication for a
debugger, dumping all locks at a deadlock timeout, TID scan plans, the
negator of a user-defined operator, a VACUUM that ignores the visibility
map, writing the LLVM IR of JIT-compiled queries to disk, the collection of
each session's current command, leaving out COLLATE clauses when importing a
foreign schema, an index-assisted MIN-like aggregate, reserving WAL when a
physical slot is created over the replication protocol, a subscriptable
user-defined type, the compression algorithm of pgp_sym_encrypt, audit
messages of sepgsql, a case-sensitive synonym dictionary, gather merge
plans; a pgbench variable set from a shell command, a hierarchy printed by
tablefunc, reading a large PL/Perl result row by row, Perl's idea of a
number, reading a physical slot over a replication connection, storing the
size of a varlena datum, the relation name in a C trigger, the metapage of a
B-tree index, the summary of a visibility map, statistics of a WAL range,
whether the client showed a certificate, version 1 UUIDs without the real
MAC address, the SELinux label of the client, moving a cursor without
fetching, a reusable plan in PL/Python; the port pg_upgrade runs the servers
on, a zero row count for SPI_execute, the default row count of FETCH FIRST,
the SQLSTATE of a bare RAISE EXCEPTION, pgbench's exit status for errors in
the run, the server's answer to an SSLRequest, the epoch of replication
timestamps, the number of GiST support functions, the default category of a
new base type, the default BASE_BACKUP label, the SP-GiST limit on choose
cycles, the size limit of a pass-by-value type, the default cipher of
pgp_sym_encrypt; cancel requests on a separate connection, a disconnect
during an UPDATE, type input and output functions that must be inverses, a
table name passed as an SQL function argument, a set-returning function
inside CASE, a rule whose action hits its own table, UPDATE on a view
without CTID, separate raw parsing and analysis, LOAD under sepgsql, a
window function in WHERE, testing a thesaurus with ts_lexize; unlogged
pgbench tables, a sampled pgbench log, a procedure with an OUT parameter in
CALL, an empty array for a variadic function, compressed WAL archives with
pg_archivecleanup, keeping pg_upgrade's logs, a replication connection from
psql, updating one field of a composite column, a default B-tree operator
class, replacing a dictionary in a text search configuration, one field of a
function returning a row, cross-type operators in an operator family; and
terms (portal, window frame, stop words, direct arguments, schedule lag,
preferred types). The most famous facts were avoided, and so was every
answer and every question topic of the earlier answer sets
(``answer_pg_tune``, ``answer_pg_heldout`` to ``answer_pg_heldout30``,
``answer_kernel_*``, ``answer_questions*``, ``answer_unanswerable_*``),
which were read only for that purpose (answers, question words and the pages
named in ``relevant`` were also grepped against them, and each new answer
against the text of every page); 18 of the 72 facts come from pages no
earlier set had named, the others from pages the earlier sets named for
different facts. The thirtieth set's builder (``build_answers_pg30.py``) was
read as the template for format and rules; the thirty-first set
(``build_answers_pg31.py``), written at the same time by another author, was
not seen. Nothing of the answer code, of its search or answer output, of the
appliance's documentation or tests, or of the benchmark results was opened
while writing it; no git command was used for it (only one read-only git
status was tried afterwards in this folder, which is not a repository); the
questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages, release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg32.py > answer_pg_heldout32.jsonl
    python3 validate_answers.py answer_pg_heldout32.jsonl  # with a Python that has the appliance installed

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
    ("pg32-pre-auth-delay",
     "LDAP logins to our debug build on db03 fail in a way the log doesn't explain, and I want to attach gdb to the new backend before it even starts authenticating; which developer setting makes a freshly forked server process wait first?",
     "pre_auth_delay",
     ["runtime-config-developer.html"], "setting"),
    ("pg32-debug-deadlocks",
     "on the LOCK_DEBUG build in the test VM our two loaders deadlock now and then, and I'd like the server to dump every lock it knows about whenever the deadlock timeout fires; which parameter does that?",
     "debug_deadlocks",
     ["runtime-config-developer.html"], "setting"),
    ("pg32-enable-tidscan",
     "our purge script deletes rows by WHERE ctid = ANY(...), and EXPLAIN shows a Tid Scan that I want to compare with the alternative; which planner setting forbids TID scan plans in my session?",
     "enable_tidscan",
     ["runtime-config-query.html"], "setting"),
    ("pg32-operator-negator",
     "we defined our own = operator for the probe_id type and now also a <> operator; which clause of CREATE OPERATOR tells the optimizer that <> is the logical opposite of =?",
     "NEGATOR",
     ["xoper-optimization.html", "sql-createoperator.html"], "setting"),
    ("pg32-disable-page-skipping",
     "after restoring the archive table from an old file-level copy, the next manual VACUUM should visit every page, including those the visibility map marks all-visible or all-frozen; which VACUUM option does that?",
     "DISABLE_PAGE_SKIPPING",
     ["sql-vacuum.html"], "setting"),
    ("pg32-jit-dump-bitcode",
     "a JIT-compiled query on the test server returns odd results, and the LLVM people want to see the IR we generate; which developer setting writes the generated LLVM IR into the data directory?",
     "jit_dump_bitcode",
     ["runtime-config-developer.html"], "setting"),
    ("pg32-track-activities",
     "our Zabbix template reads pg_stat_activity, but on the restored test box the query column stays empty for every session; which setting enables collecting each session's currently executing command?",
     "track_activities",
     ["runtime-config-statistics.html", "monitoring-stats.html"], "setting"),
    ("pg32-import-collate",
     "IMPORT FOREIGN SCHEMA from the old Windows database server fails because its column collations don't exist on our Linux host; which postgres_fdw import option leaves the COLLATE clauses out?",
     "import_collate",
     ["postgres-fdw.html"], "setting"),
    ("pg32-sortop",
     "our own max_reading() aggregate behaves just like max, and I'd like the planner to answer it from the B-tree index on the column instead of scanning the whole table; which CREATE AGGREGATE parameter names the sort operator for that?",
     "SORTOP",
     ["sql-createaggregate.html"], "setting"),
    ("pg32-reserve-wal",
     "our Rust wire-protocol client creates a physical replication slot with CREATE_REPLICATION_SLOT over a replication connection, and WAL should be held back from that moment on, not only once a client streams from it; which option does that?",
     "RESERVE_WAL",
     ["protocol-replication.html"], "setting"),
    ("pg32-create-type-subscript",
     "our C extension's vector3 base type should allow v[1] syntax although it isn't an array type; which CREATE TYPE option makes a data type subscriptable?",
     "SUBSCRIPT",
     ["sql-createtype.html"], "setting"),
    ("pg32-pgcrypto-compress-algo",
     "the field notes we encrypt with pgp_sym_encrypt are plain text and compress well; which pgcrypto option chooses ZIP or ZLIB compression for them?",
     "compress-algo",
     ["pgcrypto.html"], "setting"),
    ("pg32-sepgsql-debug-audit",
     "on the SELinux test host I want sepgsql to print its audit messages for every access decision, no matter what the system policy says about auditing; which parameter turns that on?",
     "sepgsql.debug_audit",
     ["sepgsql.html"], "setting"),
    ("pg32-synonym-casesensitive",
     "our synonym dictionary maps instrument codes like 'NMR' and 'nmr' to different things, but the dictionary lowercases everything; which synonym template parameter keeps the case?",
     "CaseSensitive",
     ["textsearch-dictionaries.html"], "setting"),
    ("pg32-enable-gathermerge",
     "EXPLAIN on db02 shows a Gather Merge under our sorted report query, and for a comparison I want the planner to avoid that plan type in my session; which setting?",
     "enable_gathermerge",
     ["runtime-config-query.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg32-pgbench-setshell",
     "in my pgbench script the next sample id has to come from a little shell helper, gen_id.sh, that prints an integer; which meta-command stores the output of a shell command in a variable?",
     "\\setshell",
     ["pgbench.html"], "command"),
    ("pg32-tablefunc-connectby",
     "the storage table has keyid and parent_keyid columns, and I want the whole tree under 'freezer2' printed with its levels and a branch path, without writing a recursive CTE; which tablefunc function does that?",
     "connectby",
     ["tablefunc.html"], "command"),
    ("pg32-plperl-spi-fetchrow",
     "a PL/Perl function walks through millions of readings, and spi_exec_query pulls them all into memory at once; after opening the query with spi_query, which function hands me the next row?",
     "spi_fetchrow",
     ["plperl-builtins.html"], "command"),
    ("pg32-plperl-looks-like-number",
     "our PL/Perl import function gets concentration values as strings from a vendor CSV and must skip the ones that aren't numeric; which built-in PL/Perl utility function checks that, the Perl way?",
     "looks_like_number",
     ["plperl-builtins.html"], "command"),
    ("pg32-read-replication-slot",
     "our Go service using pgx opens a physical replication connection and needs the restart_lsn and timeline of slot standby3 before it starts streaming; which replication command returns that?",
     "READ_REPLICATION_SLOT",
     ["protocol-replication.html"], "command"),
    ("pg32-set-varsize",
     "in the input function of our variable-length spectrum type I fill the vl_len_ field by hand and the values come out garbled; which macro must I use to store the total size of the datum?",
     "SET_VARSIZE",
     ["xtypes.html", "xfunc-c.html"], "command"),
    ("pg32-spi-getrelname",
     "our C trigger function is attached to several tables and should write the name of the table it fired on into the audit log; which SPI function returns the relation's name?",
     "SPI_getrelname",
     ["spi-spi-getrelname.html"], "command"),
    ("pg32-bt-metap",
     "with pageinspect I'd like to see the root block and the tree level of samples_pkey as recorded on its metapage; which function shows a B-tree index's metapage?",
     "bt_metap",
     ["pageinspect.html"], "command"),
    ("pg32-visibility-map-summary",
     "before the big freeze run I want to know how many pages of the events table are already all-visible and all-frozen according to the visibility map, as two numbers; which pg_visibility function?",
     "pg_visibility_map_summary",
     ["pgvisibility.html"], "command"),
    ("pg32-walinspect-stats",
     "WAL volume on db01 doubled last night, and with pg_walinspect I want counts and sizes per resource manager for the LSN range of the night rather than every single record; which function?",
     "pg_get_wal_stats",
     ["pgwalinspect.html"], "command"),
    ("pg32-ssl-client-cert-present",
     "HAProxy in front of db01 passes TLS through, and inside a session I want to check whether the client actually presented a valid certificate; which sslinfo function tells me?",
     "ssl_client_cert_present",
     ["sslinfo.html"], "command"),
    ("pg32-uuid-v1mc",
     "we want time-based version 1 UUIDs for the sample tubes, but without leaking the real MAC address of the lab server; which uuid-ossp function uses a random multicast MAC instead?",
     "uuid_generate_v1mc",
     ["uuid-ossp.html"], "command"),
    ("pg32-sepgsql-getcon",
     "on the SELinux test host I want to see, from inside a psql session, which security label my client connection runs with; which sepgsql function returns it?",
     "sepgsql_getcon",
     ["sepgsql.html"], "command"),
    ("pg32-move-cursor",
     "our report tool declares a cursor over the results and wants to skip the first 10,000 rows without transferring them; which command repositions a cursor without retrieving any data?",
     "MOVE",
     ["sql-move.html", "plpgsql-cursors.html"], "command"),
    ("pg32-plpy-prepare",
     "our PL/Python trigger on the readings table runs the same calibration lookup for every inserted row, and planning it each time adds up; which plpy function prepares the execution plan once so it can be reused?",
     "plpy.prepare",
     ["plpython-database.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg32-pg-upgrade-port",
     "during the pg_upgrade of db02 our Patroni-managed apps must not connect by accident; on which port does pg_upgrade run the servers by default?",
     "port 50432",
     ["pgupgrade.html"], "value"),
    ("pg32-spi-execute-count-zero",
     "in our C extension I call SPI_execute with count 0 for a DELETE; what does a count of zero mean?",
     "If count is zero then the command is executed for all rows that it applies to",
     ["spi-spi-execute.html"], "value"),
    ("pg32-fetch-first-default",
     "a student wrote SELECT ... ORDER BY taken_at FETCH FIRST ROW ONLY without a number; how many rows does that return?",
     "If count is omitted in a FETCH clause, it defaults to 1",
     ["sql-select.html"], "value"),
    ("pg32-raise-exception-sqlstate",
     "our Airflow DAG retries tasks by SQLSTATE, and my PL/pgSQL check just does RAISE EXCEPTION 'bad batch' without a condition; which SQLSTATE does the client receive?",
     "raise_exception (P0001)",
     ["plpgsql-errors-and-messages.html"], "value"),
    ("pg32-pgbench-exit-status",
     "our CI job runs pgbench and only looks at the exit code; which exit status means the run had errors such as database errors or problems in the script?",
     "will result in exit status 2",
     ["pgbench.html"], "value"),
    ("pg32-sslrequest-response",
     "our Rust wire-protocol client sends an SSLRequest to db01 first; what exactly does the server send back before the TLS handshake starts?",
     "a single byte containing S or N",
     ["protocol-flow.html"], "value"),
    ("pg32-replication-timestamp-epoch",
     "the timestamps in the XLogData and keepalive messages our replication client decodes are microsecond counts; counted from when?",
     "microseconds since midnight on 2000-01-01",
     ["protocol-replication.html"], "value"),
    ("pg32-gist-support-count",
     "we're planning a GiST operator class for our probe_position type; how many support functions does GiST have, and how many of them may we leave out?",
     "eleven support functions, six of which are optional",
     ["xindex.html"], "value"),
    ("pg32-create-type-category-default",
     "our new base type vector3 shows up in pg_type with typcategory U although I never set a category; what is the default category of CREATE TYPE?",
     "The default is 'U'",
     ["sql-createtype.html"], "value"),
    ("pg32-base-backup-label",
     "our home-made backup tool sends BASE_BACKUP over the replication protocol without a LABEL; what label does the backup get?",
     "a backup label of base backup will be used",
     ["protocol-replication.html"], "value"),
    ("pg32-spgist-choose-cycles",
     "while testing our SP-GiST operator class, inserts fail with an error because the leaf datum never gets smaller; within how many choose calls must it shrink?",
     "within ten cycles of choose method calls",
     ["spgist-implementation.html"], "value"),
    ("pg32-passbyvalue-size",
     "our C type for sensor flags should be passed by value; how large may its internal representation be at most?",
     "4 bytes on some machines, 8 bytes on others",
     ["sql-createtype.html"], "value"),
    ("pg32-pgcrypto-cipher-default",
     "the field notes go into the database through pgp_sym_encrypt without any options; which cipher does pgcrypto use by default?",
     "Default: aes128",
     ["pgcrypto.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg32-cancel-separate-connection",
     "I'm tracing our client with Wireshark and the cancel for a running query goes out on a brand-new TCP connection instead of the existing one; why does the protocol do it that way?",
     "we don't want to have the backend constantly checking for new input from the frontend during query processing",
     ["protocol-flow.html"], "reason"),
    ("pg32-disconnect-finishes-update",
     "the DBeaver session of a colleague was killed in the middle of a big UPDATE outside any transaction block, yet the rows were changed afterwards; how can that be?",
     "the backend will probably finish the query before noticing the disconnection",
     ["protocol-flow.html"], "reason"),
    ("pg32-type-io-inverses",
     "in our C type the output function prints three decimals while the input function parses full precision; why does the manual insist that the two functions be inverses of each other?",
     "you will have severe problems when you need to dump your data into a file and then read it back in",
     ["xtypes.html"], "reason"),
    ("pg32-sql-function-table-arg",
     "I wrote a LANGUAGE sql function that does INSERT INTO $1 VALUES (42) so I can pass the target table name, and it fails; why?",
     "SQL function arguments can only be used as data values, not as identifiers",
     ["xfunc-sql.html"], "reason"),
    ("pg32-srf-in-case",
     "SELECT x, CASE WHEN x > 0 THEN generate_series(1, 5) ELSE 0 END FROM runs is rejected outright instead of repeating only some rows; why?",
     "such cases produce a parse-time error instead",
     ["xfunc-sql.html"], "reason"),
    ("pg32-rule-same-relation",
     "an old ON UPDATE rule on the samples table does another UPDATE of samples in its action, and the manual says that can't work; why must a rule's action differ from the rule's own command or table?",
     "otherwise this recursive process will end up in an infinite loop",
     ["rules-update.html"], "reason"),
    ("pg32-view-no-ctid",
     "the rewriter finds a row to update through the CTID, but our view has no INSTEAD rule or trigger and isn't auto-updatable; why can't the same CTID trick work for the view itself?",
     "a view does not have any CTID, since its rows do not have actual physical locations",
     ["rules-views.html"], "reason"),
    ("pg32-raw-parse-no-catalog",
     "reading the parser-stage chapter for our query-rewriting extension, I wonder why the raw parser doesn't look anything up in the system catalogs; what's the reason for keeping raw parsing separate from semantic analysis?",
     "system catalog lookups can only be done within a transaction",
     ["parser-stage.html"], "reason"),
    ("pg32-sepgsql-load",
     "on the sepgsql test host our Ansible role runs LOAD 'auto_explain' and it's refused; why does sepgsql reject LOAD?",
     "any module loaded could easily circumvent security policy enforcement",
     ["sepgsql.html"], "reason"),
    ("pg32-window-function-where",
     "a student wants WHERE rank() OVER (PARTITION BY site ORDER BY value) <= 3 to keep the three best readings per site, and it's refused; why can't window functions be used in WHERE?",
     "they logically execute after the processing of those clauses",
     ["tutorial-window.html"], "reason"),
    ("pg32-thesaurus-ts-lexize",
     "I built a thesaurus dictionary for instrument phrases like 'mass spec', but ts_lexize never finds the phrases; why isn't ts_lexize useful for testing a thesaurus?",
     "it treats its input as a single token",
     ["textsearch-dictionaries.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg32-pgbench-unlogged",
     "on the throwaway benchmark VM I don't care about crash safety, and pgbench -i should create all its tables without WAL logging; which initialization option?",
     "--unlogged-tables",
     ["pgbench.html"], "procedure"),
    ("pg32-pgbench-sampling-rate",
     "a 24-hour pgbench run with -l would write gigabytes of per-transaction log; how do I log only, say, 5% of the transactions?",
     "--sampling-rate",
     ["pgbench.html"], "procedure"),
    ("pg32-call-out-parameter",
     "our SQL procedure calc_balance has an OUT parameter new_balance, and CALL calc_balance(17, 100.0) complains about the argument count; what do I write for the OUT argument in CALL?",
     "It's customary to write NULL",
     ["xfunc-sql.html"], "procedure"),
    ("pg32-variadic-empty-array",
     "our variadic function mleast(VARIADIC numeric[]) must sometimes be called with no values at all, and mleast() doesn't work; how do I pass it an empty array?",
     "VARIADIC ARRAY[]::numeric[]",
     ["xfunc-sql.html"], "procedure"),
    ("pg32-archivecleanup-gz",
     "our archive_command gzips every WAL file, so the archive holds names ending in .gz, and pg_archivecleanup leaves them all in place; how do I tell it to ignore that suffix?",
     "-x .gz",
     ["pgarchivecleanup.html"], "procedure"),
    ("pg32-pg-upgrade-retain",
     "the test upgrade of db03 succeeded, but I want to read pg_upgrade's SQL and log files afterwards, and they disappear on success; which option keeps them?",
     "--retain",
     ["pgupgrade.html"], "procedure"),
    ("pg32-psql-replication-connection",
     "to try the replication commands by hand I want psql to open a logical replication walsender connection to the lab database; what do I put in the connection string?",
     "replication=database",
     ["protocol-replication.html"], "procedure"),
    ("pg32-update-composite-subfield",
     "the readings table has a composite column cal of type calib(offset, gain), and I only want to add 0.1 to the gain field of every row; how do I write that UPDATE?",
     "SET complex_col.r = (complex_col).r + 1",
     ["rowtypes.html"], "procedure"),
    ("pg32-default-opclass",
     "we wrote a B-tree operator class for our complex type, and CREATE INDEX should use it without naming it each time; how is it declared as the default?",
     "DEFAULT FOR TYPE complex USING btree",
     ["xindex.html"], "procedure"),
    ("pg32-tsconfig-replace-dictionary",
     "our lab_notes text search configuration uses the english stemmer everywhere, and the Stockholm group wants swedish instead; which ALTER TEXT SEARCH CONFIGURATION form swaps one dictionary for another?",
     "ALTER MAPPING REPLACE english WITH swedish",
     ["sql-altertsconfig.html"], "procedure"),
    ("pg32-field-of-function-result",
     "our SQL function latest_run() returns a whole runs row, and SELECT latest_run().operator gives a syntax error; how do I write the select to get just that one field?",
     "SELECT (new_emp()).name",
     ["xfunc-sql.html"], "procedure"),
    ("pg32-opfamily-cross-type",
     "our B-tree operator family has classes for int4 and int2, and comparisons between the two types should be indexable too; which command adds the cross-type operators to the existing family?",
     "ALTER OPERATOR FAMILY integer_ops USING btree ADD",
     ["sql-alteropfamily.html", "xindex.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg32-what-portal",
     "the protocol chapter says a Bind message creates a portal; what is a portal?",
     "a ready-to-execute or already-partially-executed statement",
     ["protocol-overview.html"], "definition"),
    ("pg32-what-window-frame",
     "the window function tutorial keeps talking about the window frame of a row; what is that?",
     "a set of rows within its partition",
     ["tutorial-window.html"], "definition"),
    ("pg32-what-stop-words",
     "our Keycloak-backed search page ignores words like 'the' and 'of' in queries on the lab notes; the docs call them stop words; what are stop words?",
     "words that are so common that they are useless for searching",
     ["textsearch-intro.html"], "definition"),
    ("pg32-what-direct-arguments",
     "CREATE AGGREGATE mentions direct arguments of ordered-set aggregates like percentile_disc(0.5); what are direct arguments?",
     "arguments that are evaluated only once per aggregation rather than once per input row",
     ["sql-createaggregate.html"], "definition"),
    ("pg32-what-schedule-lag",
     "our pgbench --rate log has a schedule_lag column; what does it measure?",
     "the difference between the transaction's scheduled start time and the time it actually started",
     ["pgbench.html"], "definition"),
    ("pg32-what-preferred-type",
     "the type conversion chapter says text is a preferred type in the string category; what are preferred types?",
     "which are preferred when there is a choice of possible types",
     ["typeconv-overview.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

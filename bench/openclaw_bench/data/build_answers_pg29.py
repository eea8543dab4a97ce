"""Twenty-ninth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout29.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, stripped of tags by a small
script and searched with grep and sed), as an engineer at a lab bench would
type or say them -- mostly a situation in everyday words, some in the
manual's own terms, a fair number mentioning the asker's own tables, hosts,
files, users and tools, among them third-party and proprietary tools and
products used around PostgreSQL (Metabase, a LIMS, Ansible, Jenkins,
Debezium, a Django app, Tableau, pspg, a vendor's Qt client, an Oracle DBA),
named in the situation while the question asks what the documentation does
answer -- spread over the application name of postgres_fdw's remote
sessions, logging changed planner settings with auto_explain, turning off
parallel hash joins, importing column defaults with IMPORT FOREIGN SCHEMA,
hiding the row-count footer in psql, the pager psql uses for \\watch, the
vacuum cost of dirtying a page, compression of SSL traffic in libpq, an
optional include file in postgresql.conf, hiding compression details in
psql; the flags of a setting, the session's temporary schema, intersecting a
set of ranges, exporting a table as XML, checking whether JIT is usable,
writing text into psql's \\o output, the host mask of a network, sending a
message through logical decoding, the DDL commands seen by an event trigger,
polling an asynchronous dblink query; the aggkind code h, the relreplident
code f, the amtype code t, SQLSTATE 57P03, the typtype code m, the
confdeltype code n, the default false positive rate of a BRIN bloom index,
the resolution of the acpi_pm clock, the number in MERGE's command tag;
statement triggers fired by MERGE, a per-schema REVOKE in ALTER DEFAULT
PRIVILEGES that does nothing, large object descriptors outside a
transaction, comparing xml values, several statements in one simple query,
B-tree deduplication with nondeterministic collations, ON CONFLICT on a
table with rules; dumping with a synchronized snapshot, letting
pg_basebackup create its slot, pointing pg_rewind at a running source
server, counting late transactions in pgbench, the number of rows an SQL
command in PL/pgSQL processed, a catch-all partition, streaming WAL to a
synchronous pg_receivewal, making an existing table a partition; and terms
(query planner, lock, CRL, SGML). The most famous facts were avoided, and so
was every answer and every question topic of the earlier answer sets
(``answer_pg_tune``, ``answer_pg_heldout`` to ``answer_pg_heldout28``,
``answer_kernel_*``, ``answer_questions*``, ``answer_unanswerable_*``),
which were read only for that purpose (answers, question words and the pages
named in ``relevant`` were also grepped against them, and each new answer
against the text of every page); the twenty-eighth set's builder
(``build_answers_pg28.py``) was read as the template for format and rules.
Nothing of the answer code, of its search or answer output, of the
appliance's documentation or tests, or of the benchmark results was opened
while writing it; no git command was used; the questions were not run
through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries the
asked-for fact, copied as the page writes it; ``relevant`` lists every page
that states the fact with that phrase, best first, leaving out index pages,
release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg29.py > answer_pg_heldout29.jsonl
    python3 validate_answers.py answer_pg_heldout29.jsonl  # with a Python that has the appliance installed

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
    ("pg29-fdw-application-name",
     "on the archive host every session that postgres_fdw opens from db01 shows up in pg_stat_activity as plain 'postgres_fdw', and I'd like the local user and database in there instead; which postgres_fdw configuration parameter sets the application_name of those remote connections?",
     "postgres_fdw.application_name",
     ["postgres-fdw.html"], "setting"),
    ("pg29-auto-explain-log-settings",
     "auto_explain catches a slow plan from a Metabase session on the reporting server, but I can't tell whether that session had changed planner options such as enable_nestloop; which auto_explain parameter prints the modified configuration options along with the logged plan?",
     "auto_explain.log_settings",
     ["auto-explain.html"], "setting"),
    ("pg29-enable-parallel-hash",
     "EXPLAIN of the nightly join between readings and calibrations on db02 shows a Parallel Hash, and for a comparison I want the same plan shape without the shared hash table; which planner setting disables hash joins with parallel hash?",
     "enable_parallel_hash",
     ["runtime-config-query.html"], "setting"),
    ("pg29-fdw-import-default",
     "IMPORT FOREIGN SCHEMA brought the sample tables of our LIMS database over as foreign tables, but without the DEFAULT expressions the remote columns have; which postgres_fdw import option includes the column defaults?",
     "import_default",
     ["postgres-fdw.html"], "setting"),
    ("pg29-psql-footer",
     "a cron job mails the output of a psql query to the lab group, and people keep asking about the '(12 rows)' line under the table; the column headers should stay. which \\pset option turns off just that line?",
     "footer",
     ["app-psql.html"], "setting"),
    ("pg29-psql-watch-pager",
     "I keep an eye on the job_queue table with \\watch 5 in psql and would like the output to go to pspg --stream like the rest of the team does; which environment variable sets the pager used for \\watch?",
     "PSQL_WATCH_PAGER",
     ["app-psql.html"], "setting"),
    ("pg29-vacuum-cost-page-dirty",
     "on the old archive box with slow spinning disks I use cost-based vacuum delay, and I'd like vacuum to be charged more for every block it dirties, since writing those out again is what hurts; which setting is the cost charged when vacuum modifies a block that was clean?",
     "vacuum_cost_page_dirty",
     ["runtime-config-resource.html"], "setting"),
    ("pg29-libpq-sslcompression",
     "the spectrometer vendor's old Qt client talks to db01 over a slow VPN link, and its config has a switch for compressing the SSL traffic; which libpq connection parameter requests compression of data sent over SSL connections?",
     "sslcompression",
     ["libpq-connect.html"], "setting"),
    ("pg29-include-if-exists",
     "our Ansible role drops an extra tuning file next to postgresql.conf only on the big hosts, and the same postgresql.conf should still start the server where the file is missing; which directive includes a file but only logs a message when it isn't there?",
     "include_if_exists",
     ["config-setting.html"], "setting"),
    ("pg29-psql-hide-toast-compression",
     "our Jenkins job diffs \\d+ output of the test schema between two servers, and the column compression details keep making the diffs noisy; which psql variable suppresses the compression method details?",
     "HIDE_TOAST_COMPRESSION",
     ["app-psql.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg29-settings-get-flags",
     "our config-audit script for the lab servers should tell which parameters are marked EXPLAIN or NOT_IN_SAMPLE without parsing the source; which function returns the flags of a given setting?",
     "pg_settings_get_flags",
     ["functions-info.html"], "command"),
    ("pg29-my-temp-schema",
     "Tableau creates temporary tables in its sessions on the reporting server, and from inside such a session I want to know which pg_temp_N schema is ours; which function returns the OID of the current session's temporary schema?",
     "pg_my_temp_schema",
     ["functions-info.html"], "command"),
    ("pg29-range-intersect-agg",
     "each instrument has several tstzrange availability windows, and I want the period that lies inside all of them, per instrument; which aggregate computes the intersection of the ranges?",
     "range_intersect_agg",
     ["functions-aggregate.html"], "command"),
    ("pg29-table-to-xml",
     "the external auditor wants the complete calibration table as one XML document, and I'd rather not write the SELECT with xmlelement by hand; which function maps the content of a named table to XML?",
     "table_to_xml",
     ["functions-xml.html"], "command"),
    ("pg29-jit-available",
     "jit = on is in postgresql.conf on the new analysis server, but I'm not sure the LLVM package of the distribution got installed; which function returns true only if a JIT compiler extension is available and jit is on?",
     "pg_jit_available",
     ["functions-info.html"], "command"),
    ("pg29-psql-qecho",
     "my psql report script sends the query results to a file with \\o report.txt, but the headings I print with \\echo land on the terminal instead of in the file; which command writes text to the \\o output?",
     "\\qecho",
     ["app-psql.html"], "command"),
    ("pg29-hostmask",
     "the instrument subnets are stored as inet values like 10.12.4.0/22 and the firewall wants wildcard masks like 0.0.3.255; which network function computes the host mask for the address's network?",
     "hostmask",
     ["functions-net.html"], "command"),
    ("pg29-logical-emit-message",
     "Debezium reads our changes through logical decoding, and the import job should put a 'batch 42 done' marker into that stream without writing it to any table; which function emits such a message through the WAL?",
     "pg_logical_emit_message",
     ["functions-admin.html"], "command"),
    ("pg29-event-trigger-ddl-commands",
     "our ddl_command_end event trigger should record in an audit table which objects each ALTER or CREATE touched, with their identities; which function, called inside the trigger function, lists the DDL commands that were executed?",
     "pg_event_trigger_ddl_commands",
     ["functions-event-triggers.html", "event-trigger-definition.html"], "command"),
    ("pg29-dblink-is-busy",
     "my procedure starts a long query on the archive host with dblink_send_query and wants to do other work meanwhile; which dblink function tells me whether that async query is still running, so dblink_get_result won't block?",
     "dblink_is_busy",
     ["contrib-dblink-is-busy.html", "contrib-dblink-send-query.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg29-aggkind-h",
     "our schema documentation tool reads pg_aggregate and shows aggkind 'h' for the built-in rank(...) WITHIN GROUP aggregate; which kind of aggregate is that?",
     "hypothetical-set",
     ["catalog-pg-aggregate.html"], "value"),
    ("pg29-relreplident-f",
     "before publishing the device_log table, I looked at pg_class and relreplident there is 'f'; what does that value mean for the columns used as replica identity?",
     "f = all columns",
     ["catalog-pg-class.html"], "value"),
    ("pg29-amtype-t",
     "pg_am lists heap with amtype 't' next to btree and gin with 'i'; what kind of access method does 't' stand for?",
     "t = table (including materialized views)",
     ["catalog-pg-am.html"], "value"),
    ("pg29-sqlstate-57p03",
     "the Django app on the lab server logged SQLSTATE 57P03 for a few seconds right after db02 was restarted; what is the condition name of that code?",
     "cannot_connect_now",
     ["errcodes-appendix.html"], "value"),
    ("pg29-typtype-m",
     "a query on pg_type for our custom tstzrange types returns rows with typtype 'r' and others with 'm'; which kind of type is 'm'?",
     "m for a multirange type",
     ["catalog-pg-type.html"], "value"),
    ("pg29-confdeltype-n",
     "the ER export from pg_constraint shows confdeltype 'n' for the foreign key from measurements to operators; what happens when the referenced operator row is deleted?",
     "n = set null",
     ["catalog-pg-constraint.html"], "value"),
    ("pg29-brin-bloom-false-positive",
     "I made a BRIN index with the bloom operator class on the serial_no column of the readings table and gave no parameters; what false positive rate does it aim for by default?",
     "0.01, which is 1% false positive rate",
     ["brin-builtin-opclasses.html"], "value"),
    ("pg29-acpi-pm-resolution",
     "pg_test_timing on the old VM runs slowly, and the kernel's clock source there is acpi_pm; what resolution can that clock give at best?",
     "300 nanosecond resolution",
     ["pgtesttiming.html"], "value"),
    ("pg29-merge-command-tag",
     "the nightly MERGE INTO samples from the staging table reports 'MERGE 1874' in the job log; what does that number count?",
     "total number of rows changed",
     ["sql-merge.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg29-merge-statement-triggers",
     "our MERGE into the inventory table only ever updates rows today, yet the statement-level INSERT trigger fired as well as the UPDATE one; why?",
     "whenever we specify an action of that kind",
     ["sql-merge.html"], "reason"),
    ("pg29-default-privileges-schema-revoke",
     "I ran ALTER DEFAULT PRIVILEGES IN SCHEMA lab REVOKE EXECUTE ON FUNCTIONS FROM PUBLIC, but new functions in lab are still executable by everyone; why didn't the per-schema revoke do anything?",
     "per-schema default privileges can only add privileges to the global setting",
     ["sql-alterdefaultprivileges.html"], "reason"),
    ("pg29-lo-descriptor-transaction",
     "our C program opens a large object with lo_open in autocommit mode and the next lo_read fails with an invalid descriptor error; why?",
     "large object file descriptors are only valid for the duration of a transaction",
     ["lo-interfaces.html"], "reason"),
    ("pg29-xml-no-comparison",
     "I tried WHERE metadata = '<run id=\"7\"/>' on the xml column of the runs table and got an error that no operator exists, and I can't index the column either; why does xml have no equality?",
     "there is no well-defined and universally useful comparison algorithm for XML data",
     ["datatype-xml.html"], "reason"),
    ("pg29-simple-query-one-transaction",
     "our small loader sends 'INSERT ...; INSERT ...; INSERT ...' as one query string, and when the third INSERT fails the first two are gone too; why?",
     "executed as a single transaction",
     ["protocol-flow.html"], "reason"),
    ("pg29-dedup-nondeterministic",
     "the B-tree index on the case-insensitive label column (an ICU nondeterministic collation) stays big although the values repeat a lot; why doesn't deduplication kick in there?",
     "text and varchar cannot use deduplication when a nondeterministic collation is used",
     ["btree-implementation.html"], "reason"),
    ("pg29-on-conflict-rules",
     "an old rule on the samples table writes an audit row on every INSERT, and since then our INSERT ... ON CONFLICT upsert is rejected; why?",
     "cannot be used on tables that have either INSERT or UPDATE rules",
     ["sql-createrule.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg29-pgdump-snapshot",
     "I created a logical replication slot that exported a snapshot, and the initial copy for the new consumer should be a pg_dump that sees exactly that snapshot; which pg_dump option makes it use it?",
     "--snapshot",
     ["app-pgdump.html"], "procedure"),
    ("pg29-basebackup-create-slot",
     "I'm seeding the standby db04 with pg_basebackup --slot=db04, but that slot doesn't exist on the primary yet; how do I get pg_basebackup to create it before starting the backup?",
     "--create-slot",
     ["app-pgbasebackup.html"], "procedure"),
    ("pg29-rewind-source-server",
     "after the failover, the old primary db01 has to be rewound from the new primary db02, which is running on another host, so I can't give its data directory; how do I point pg_rewind at the running server instead?",
     "--source-server",
     ["app-pgrewind.html"], "procedure"),
    ("pg29-pgbench-latency-limit",
     "in the pgbench test for the sample scanner, every transaction slower than 50 ms counts as a failure for us; which option makes pgbench count and report those late transactions separately?",
     "--latency-limit",
     ["pgbench.html"], "procedure"),
    ("pg29-plpgsql-row-count",
     "my PL/pgSQL cleanup function runs UPDATE samples SET status = 'expired' ..., and the log line should say how many rows that touched; what do I retrieve with GET DIAGNOSTICS?",
     "ROW_COUNT",
     ["plpgsql-statements.html"], "procedure"),
    ("pg29-default-partition",
     "inserts into readings fail whenever a new site code shows up that has no partition yet; how do I create one partition that catches every row that fits no other?",
     "default partition",
     ["sql-createtable.html", "ddl-partitioning.html"], "procedure"),
    ("pg29-receivewal-synchronous",
     "on the backup host, pg_receivewal streams WAL from db01 and is listed in synchronous_standby_names, but commits on db01 stall for seconds; how do I make pg_receivewal flush and report each piece of WAL right away?",
     "--synchronous",
     ["app-pgreceivewal.html"], "procedure"),
    ("pg29-attach-partition",
     "readings_2022 was filled as an ordinary table with exactly the 2022 rows, and now it should become the 2022 partition of the partitioned readings table without copying data; which ALTER TABLE form does that?",
     "ATTACH PARTITION",
     ["sql-altertable.html", "ddl-partitioning.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg29-what-query-planner",
     "a student asks what the 'query planner' in the EXPLAIN chapter actually is; how does the glossary define it?",
     "devoted to determining (planning) the most efficient way to execute queries",
     ["glossary.html"], "definition"),
    ("pg29-what-lock",
     "the Oracle DBA on the project asks what PostgreSQL means by a lock in its own terms; how does the glossary define a lock?",
     "A mechanism that allows a process to limit or prevent simultaneous access to a resource",
     ["glossary.html"], "definition"),
    ("pg29-acronym-crl",
     "the SSL setup notes for the instrument PCs mention a CRL next to the root certificate; what does CRL stand for?",
     "Certificate Revocation List",
     ["acronyms.html", "libpq-ssl.html", "ssl-tcp.html", "runtime-config-connection.html",
      "libpq-connect.html"], "definition"),
    ("pg29-acronym-sgml",
     "building the documentation from source on the docs server wants SGML tools; what does SGML stand for?",
     "Standard Generalized Markup Language",
     ["acronyms.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

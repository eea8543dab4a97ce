"""Fifty-fourth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout54.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian
``postgresql-doc-15``); ``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
HTML pages themselves (parsed to plain text with a small script and
searched with grep and sed), as an engineer at a lab bench would type or
say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own hosts,
databases, tables and products (db02, db03, the samples, readings and runs
tables, the reporting database, a nightly export job, a report tool, an
ETL job and its decoding slot, a C extension using SPI, a monitoring
agent, an old Solaris box, a data-entry client, an accounts script, the
lab's foreign server to the archive box, a PL/Tcl helper, a student's
trigger function, a platform-specific build), named in the situation while
the question asks what the documentation does answer. Its facts come only
from pages whose file names start with the letters m to z, most of them
pages that no earlier set cites (counted over the ``relevant`` lists of
every earlier ``answer_*`` row): ``sql-set.html``, ``sql-dropserver.html``,
``sql-droptsdictionary.html``, ``spi-spi-execute-plan.html``,
``spi-spi-execute-plan-with-paramlist.html``, ``plpgsql-expressions.html``,
``parallel-query.html``, ``tutorial-select.html``,
``tutorial-concepts.html`` and ``xoper.html``, plus new facts from pages
cited once or a few times before (``monitoring-ps.html``,
``view-pg-prepared-statements.html``, ``view-pg-settings.html``,
``view-pg-timezone-names.html``, ``tutorial-agg.html``,
``sql-set-role.html``, ``role-membership.html``, ``sql-discard.html``,
``plpgsql-development-tips.html``, ``plpgsql-structure.html``,
``pgprewarm.html``, ``pgwalinspect.html``, ``test-decoding.html``,
``ssh-tunnels.html``, ``protocol-error-fields.html`` (with
``libpq-exec.html``, which states the same version phrase),
``xplang-install.html``, ``regress-variant.html``, ``pltcl-functions.html``,
``passwordcheck.html``, ``parallel-safety.html``, ``sql-rollback-to.html``,
``parser-stage.html``, ``sql-createschema.html``, ``sql-savepoint.html`` and
``sasl-authentication.html``) and from much-cited pages, with columns and
parameters no earlier set asks for (``monitoring-stats.html``,
``runtime-config-preset.html``, ``runtime-config-query.html``,
``runtime-config-connection.html``). They are spread over the sessions lost with
their client, full WAL buffers, the leader of a parallel worker, queries
cancelled for pinned buffers, the generic plan count of a prepared
statement, the start-up value of a setting, the daylight-saving flag of a
zone name, the size of the main shared memory area, the GEQO generations,
the keepalive retransmit interval; leaving a SET ROLE, the replacement for
SPI_execute_plan_with_paramlist, ps on Solaris, clearing cached sequence
state, dropping a foreign server only if present, seeding random() by a
function call, reloading a function file in psql, writing the prewarm file
now, inspecting one WAL record, streamed in-progress changes from
test_decoding; the range of SET SEED, the private port range for a
tunnel, the release that added the non-localized severity field, the
speedup of parallel query, an IF expression that returns no rows, the SPI
error for missing parameter values, the steps of a manual PL install, the
float4 variant file for HP-UX, a null argument in a non-strict PL/Tcl
function; why CrackLib is not built into passwordcheck, why the planner
cannot label functions parallel safe, why an aggregate cannot go into
WHERE, why dropping a text search dictionary fails, why FETCH moves survive
ROLLBACK TO SAVEPOINT, why DISTINCT output is unordered, why the generated
parser C files must not be edited; creating a prefix operator, nesting
dollar quotes, locale-dependent expected files, using CREATEDB through a
group role, reaching a masked outer variable, forward references in
CREATE SCHEMA, a tunnel through a login host, reaching an older savepoint
of the same name; and terms (savepoint, parallel restricted, relation,
SASL). The most famous facts were avoided, and so was every answer and
every question topic of the earlier answer sets (``answer_pg_tune``,
``answer_pg_heldout`` to ``answer_pg_heldout52``, ``answer_kernel_*``,
``answer_questions*``, ``answer_unanswerable_*``), whose builders were only
grepped for candidate words and answer phrases (for instance
wal_writer_delay's three-times risk window, update_process_title,
LEAKPROOF statistics, DECLARE CURSOR and parallel plans, SET LOCAL outside
a transaction, users and groups before 8.1, the extra_warnings checks,
the resultmap file, the tcn channel name, the SYSTEM_ROWS and SYSTEM_TIME
samplers, the first error position index, the free space map's byte per
page, the default of autovacuum_naptime, the rolpassword mask, the
usebypassrls column, SET SESSION AUTHORIZATION, client_encoding and the
basic SSH tunnel command, asked before in other words, were dropped).
Every answer phrase was also searched over the whole corpus, the other
half included, and a page there that states the same fact with the same
phrase is listed too (``libpq-exec.html`` for the 9.6 severity field).
The fifty-second sets' builders (``build_answers_pg52.py``,
``build_answers_kernel52.py``) and ``build_answers_unanswerable50.py``
were read as the template for format and rules, together with
``validate_answers.py``; the sets written at the same time by the other
author of this round (the fifty-third sets and the fifty-first
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

    python3 build_answers_pg54.py > answer_pg_heldout54.jsonl
    python3 validate_answers.py answer_pg_heldout54.jsonl  # with a Python that has the appliance installed

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
    ("pg54-sessions-abandoned",
     "the wifi in the east wing keeps dropping and I suspect our data-entry clients just vanish from db02 mid-session; which pg_stat_database column counts sessions that ended because the connection to the client was lost?",
     "sessions_abandoned",
     ["monitoring-stats.html"], "setting"),
    ("pg54-wal-buffers-full",
     "during the nightly bulk load I'd like to know how often the backends had to write WAL to disk themselves because the WAL buffers ran full; which pg_stat_wal column counts that?",
     "wal_buffers_full",
     ["monitoring-stats.html"], "setting"),
    ("pg54-leader-pid",
     "in pg_stat_activity I see a handful of parallel worker processes for the big readings query; which column tells me the process ID of the session that leads them?",
     "leader_pid",
     ["monitoring-stats.html"], "setting"),
    ("pg54-confl-bufferpin",
     "reports on the standby db03 get cancelled now and then, and I want to see how many of them were cancelled because of pinned buffers; which pg_stat_database_conflicts column counts that?",
     "confl_bufferpin",
     ["monitoring-stats.html"], "setting"),
    ("pg54-generic-plans",
     "the report tool prepares its statements once per session and I want to know whether the planner has switched it over to a generic plan yet; which pg_prepared_statements column counts the generic plan choices?",
     "generic_plans",
     ["view-pg-prepared-statements.html"], "setting"),
    ("pg54-boot-val",
     "someone changed a pile of settings in postgresql.conf on db02 and I want to compare them with what the server would assume at start-up if nothing set them; which pg_settings column shows that value?",
     "boot_val",
     ["view-pg-settings.html"], "setting"),
    ("pg54-is-dst",
     "our field stations log in local time and I need to know whether Europe/Berlin is on summer time right now according to the server; which column of pg_timezone_names says whether a zone is currently observing daylight savings?",
     "is_dst",
     ["view-pg-timezone-names.html"], "setting"),
    ("pg54-shared-memory-size",
     "before I size the huge pages on the new box I'd like the server itself to tell me how big its main shared memory area is; which read-only parameter reports that, rounded up to the nearest megabyte?",
     "shared_memory_size",
     ["runtime-config-preset.html"], "setting"),
    ("pg54-geqo-generations",
     "the genetic query optimizer gives us wobbly plans for the twelve-way join in the inventory report, and I want to let it iterate more; which setting controls the number of iterations of the algorithm?",
     "geqo_generations",
     ["runtime-config-query.html"], "setting"),
    ("pg54-tcp-keepalives-interval",
     "clients behind the lab firewall stay listed long after their link died because unanswered keepalives are resent too slowly; which server setting sets how long before an unacknowledged TCP keepalive is retransmitted?",
     "tcp_keepalives_interval",
     ["runtime-config-connection.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg54-set-role-none",
     "my maintenance script does SET ROLE lab_admin for a few statements and then should go back to the privileges of the account it logged in with; which command resets the current user to the session user?",
     "SET ROLE NONE",
     ["sql-set-role.html", "role-membership.html"], "command"),
    ("pg54-spi-execute-plan-extended",
     "our C extension still calls SPI_execute_plan_with_paramlist and the manual says that function is deprecated; which function should we move to instead?",
     "SPI_execute_plan_extended",
     ["spi-spi-execute-plan-with-paramlist.html"], "command"),
    ("pg54-solaris-ucb-ps",
     "on the old Solaris box the ps listing only shows the original postgres command line for every backend instead of what each one is doing; which ps program does the manual say to use there?",
     "/usr/ucb/ps",
     ["monitoring-ps.html"], "command"),
    ("pg54-discard-sequences",
     "our connection pool hands sessions around, and a later user sees stale currval() results and preallocated sequence numbers from the previous one; which command throws away just that cached sequence state?",
     "DISCARD SEQUENCES",
     ["sql-discard.html"], "command"),
    ("pg54-drop-server-if-exists",
     "the cleanup script should drop the foreign server for the retired archive box but must not fail on hosts where it was never created; what does the manual's example for that look like?",
     "DROP SERVER IF EXISTS foo;",
     ["sql-dropserver.html"], "command"),
    ("pg54-setseed-select",
     "for reproducible test data I want random() to start from a fixed seed, but our client library can't send SET SEED; how can the seed be set by calling a function instead?",
     "SELECT setseed(value);",
     ["sql-set.html"], "command"),
    ("pg54-psql-i-reload",
     "I'm editing the trigger function for the runs table in my editor and testing it in psql next to it; which psql command loads the file again after each edit?",
     "\\i filename.sql",
     ["plpgsql-development-tips.html"], "command"),
    ("pg54-autoprewarm-dump-now",
     "the autoprewarm worker isn't running on db02 yet, but I'd like the current buffer contents recorded before tonight's restart; which function updates autoprewarm.blocks immediately?",
     "autoprewarm_dump_now",
     ["pgprewarm.html"], "command"),
    ("pg54-wal-record-info",
     "while debugging replication I have one LSN from the log and want the WAL record that sits there, from SQL rather than with pg_waldump; which pg_walinspect function gives me that single record?",
     "pg_get_wal_record_info",
     ["pgwalinspect.html"], "command"),
    ("pg54-test-decoding-stream-changes",
     "our ETL job peeks at a test_decoding slot, and I also want to see the changes of a big transaction that is still in progress; which option pair do I pass to pg_logical_slot_get_changes?",
     "'stream-changes', '1'",
     ["test-decoding.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg54-set-seed-range",
     "which values does SET SEED accept for the random number generator?",
     "between -1 and 1 inclusive",
     ["sql-set.html"], "value"),
    ("pg54-iana-private-ports",
     "I'm picking a local port for the SSH tunnel to db02 on my laptop; which port range does the manual note that IANA reserves for private use?",
     "49152 through 65535",
     ["ssh-tunnels.html"], "value"),
    ("pg54-nonlocalized-severity-version",
     "our log collector wants the error severity unaffected by the server's language; from which server versions on is the non-localized severity field present in error messages?",
     "9.6 and later",
     ["protocol-error-fields.html", "libpq-exec.html"], "value"),
    ("pg54-parallel-speedup",
     "before I ask for more cores for the reporting server: how much faster can queries get with parallel query, according to the manual's introduction?",
     "four times faster or even more",
     ["parallel-query.html"], "value"),
    ("pg54-plpgsql-if-no-rows",
     "a student's trigger function uses IF with a subselect that sometimes finds no row at all; what value does PL/pgSQL take for such an expression?",
     "the result is taken as NULL",
     ["plpgsql-expressions.html"], "value"),
    ("pg54-spi-error-param",
     "our C extension calls SPI_execute_plan with a NULL values array on a plan that was prepared with parameters; which error result comes back?",
     "SPI_ERROR_PARAM",
     ["spi-spi-execute-plan.html"], "value"),
    ("pg54-pl-install-steps",
     "we have to install an in-house procedural language by hand on db03 because it isn't packaged as an extension; in how many steps does the manual describe the manual installation?",
     "in five steps",
     ["xplang-install.html"], "value"),
    ("pg54-float4-variant-file",
     "the float4 regression test fails with rounding differences on a platform without a working strtof; which variant comparison file holds the results expected there?",
     "float4-misrounded-input.out",
     ["regress-variant.html"], "value"),
    ("pg54-pltcl-null-arg",
     "our PL/Tcl helper isn't declared STRICT and sometimes gets a NULL calibration value; what does the corresponding $n variable contain then?",
     "the corresponding $n variable will be set to an empty string",
     ["pltcl-functions.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg54-cracklib-license",
     "IT wants passwordcheck to reject dictionary words, and I wonder why the module doesn't come with CrackLib built in; what reason does the manual give?",
     "license reasons",
     ["passwordcheck.html"], "reason"),
    ("pg54-parallel-label-halting",
     "why can't the planner work out on its own whether our user-defined functions are parallel safe, so that we have to label them?",
     "equivalent to the Halting Problem",
     ["parallel-safety.html"], "reason"),
    ("pg54-aggregate-not-in-where",
     "a student wrote WHERE temp = max(temp) against the readings table and got an error; why can't an aggregate appear in WHERE?",
     "the WHERE clause determines which rows will be included in the aggregate calculation",
     ["tutorial-agg.html"], "reason"),
    ("pg54-drop-ts-dictionary-fails",
     "DROP TEXT SEARCH DICTIONARY for our old German dictionary on db02 is refused; what typically stops it, short of adding CASCADE?",
     "text search configurations that use the dictionary",
     ["sql-droptsdictionary.html"], "reason"),
    ("pg54-fetch-not-rolled-back",
     "inside a savepoint the export job fetched from its cursor, then rolled back to the savepoint, and the next FETCH didn't start where it did before; why?",
     "the cursor motion caused by FETCH is not rolled back",
     ["sql-rollback-to.html"], "reason"),
    ("pg54-distinct-unordered",
     "on the old server SELECT DISTINCT station FROM readings always came out sorted, and on PostgreSQL 15 it doesn't; why?",
     "does not guarantee that DISTINCT causes the rows to be ordered",
     ["tutorial-select.html"], "reason"),
    ("pg54-parser-generated-files",
     "a student wants to patch a grammar problem directly in the generated gram.c of our source tree; why does the manual say never to change the generated C files?",
     "overwritten the next time flex or bison is called",
     ["parser-stage.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg54-prefix-operator",
     "I've made a binary operator for our vector type with CREATE OPERATOR and now want a prefix version of it too; what do I change in the definition?",
     "just omit the leftarg",
     ["xoper.html"], "procedure"),
    ("pg54-nested-dollar-quotes",
     "my PL/pgSQL function builds SQL strings that contain $$ themselves, inside a body that's already dollar-quoted; how do I quote the levels?",
     "choose a different dollar-quoting delimiter for each level of nesting",
     ["plpgsql-development-tips.html"], "procedure"),
    ("pg54-locale-variant-expected",
     "one regression test gives differently sorted output under the de_DE locale of our build box; how do I supply an alternative expected file that the driver picks as best match?",
     "variant files named testname_digit.out",
     ["regress-variant.html"], "procedure"),
    ("pg54-createdb-via-group-role",
     "the lab_admin group role has CREATEDB and our technician is a member, yet CREATE DATABASE fails for her; what does she have to do to use the attribute?",
     "You must actually SET ROLE to a specific role having one of these attributes",
     ["role-membership.html"], "procedure"),
    ("pg54-outer-block-variable",
     "in a PL/pgSQL function a subblock declares a variable with the same name as one in the outer block; how do I still get at the outer one from inside?",
     "qualify their names with their block's label",
     ["plpgsql-structure.html"], "procedure"),
    ("pg54-create-schema-forward-refs",
     "CREATE SCHEMA with a view subcommand before the table it selects from fails on db02; what does the manual suggest?",
     "it might sometimes be necessary to reorder the subcommands",
     ["sql-createschema.html"], "procedure"),
    ("pg54-ssh-tunnel-hop",
     "db02 can only be reached through our login host shell.foo.com; how does the manual set up the SSH port forwarding for that hop?",
     "ssh -L 63333:db.foo.com:5432 joe@shell.foo.com",
     ["ssh-tunnels.html"], "procedure"),
    ("pg54-older-savepoint-same-name",
     "our import script reuses the savepoint name step in a loop, and now I need to roll back to the earlier one of that name; how does it become reachable again?",
     "Releasing the newer savepoint with RELEASE SAVEPOINT",
     ["sql-savepoint.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg54-savepoint-definition",
     "the new student asks what a savepoint actually is; how does the manual define it?",
     "a special mark inside a transaction",
     ["sql-savepoint.html"], "definition"),
    ("pg54-parallel-restricted",
     "our lookup function is marked PARALLEL RESTRICTED; what does parallel restricted mean for an operation?",
     "cannot be performed in a parallel worker, but that can be performed in the leader",
     ["parallel-safety.html"], "definition"),
    ("pg54-relation-term",
     "the tutorial keeps saying relation where I'd say table; what is a relation?",
     "Relation is essentially a mathematical term for table",
     ["tutorial-concepts.html"], "definition"),
    ("pg54-sasl-definition",
     "the connection trace of our client shows a SASL exchange before SCRAM; what is SASL?",
     "a framework for authentication in connection-oriented protocols",
     ["sasl-authentication.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

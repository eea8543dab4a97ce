"""Twentieth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout20.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, searched with grep, sed and a
small tag-stripping search script), as an engineer at a lab bench would type
or say them -- mostly a situation in everyday words, some in the manual's own
terms, a few mentioning the asker's own tables, hosts and tools -- spread
over a stray Ctrl+D that ends psql, the editor psql's \\e opens, Unicode box
lines in psql tables, scanning foreign partitions concurrently, idle
postgres_fdw connections, StartTLS to the LDAP server, stripping the
Kerberos realm, a client's default time zone from the environment, the
directory basic_archive copies WAL to, utility commands in
pg_stat_statements; the smallest network covering two subnets, the values
of an enum type, checking a table's heap for corruption, name-based SHA-1
UUIDs, psql's \\dy, the server's log directory from SQL, building an
interval from fields, expanding a jsonb array into rows, ANALYZE progress,
recovery-conflict cancels on a standby; the field separator of unaligned
psql output, the roles a policy without TO applies to, the slot name of a
new subscription, a timestamp that falls in the repeated hour at the end of
daylight saving time, the error buffer for PQcancel, the storage of isn
numbers, the default backup manifest checksum, where a plain source install
puts its programs, the channel tcn notifies on; why a constant 1/0 in an
unreachable CASE arm still fails, why GREATEST skips NULLs, why LOCK TABLE
alone fails, why not PGPASSWORD, why FETCH ABSOLUTE is slow, why substr()
will not take an integer, whether "Postgres" is a proper name; noon-based
Julian dates, rebuilding a corrupt visibility map, depth-first order in a
recursive query, a VACUUM that skips locked tables, an index for mixed sort
directions, an unattended initdb with a superuser password, a synonym
dictionary ahead of the stemmer, plans as JSON; and terms (isolation, IPC,
TID, result set). The most famous facts were avoided, and so was every
answer and every question topic of the earlier answer sets
(``answer_pg_tune``, ``answer_pg_heldout`` to ``answer_pg_heldout19``,
``answer_kernel_*``, ``answer_questions*``, ``answer_unanswerable_*``), which
were read only for that purpose (answers were also grepped against them,
and against the text around each new fact); the nineteenth set's builder
(``build_answers_pg19.py``) was read as the template for format and rules.
Nothing of the answer code, of its search or answer output, of the
appliance's documentation or tests, or of the benchmark results was opened
while writing it; no git command was run; the questions were not run
through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries the
asked-for fact, copied as the page writes it; ``relevant`` lists every page
that states the fact with that phrase, best first, leaving out index pages,
release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg20.py > answer_pg_heldout20.jsonl
    python3 validate_answers.py answer_pg_heldout20.jsonl  # with a Python that has the appliance installed

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
    ("pg20-psql-ignoreeof",
     "twice a week somebody hits Ctrl+D in the psql window on the lab console by accident and the session is gone; which psql variable makes it ignore a stray EOF?",
     "IGNOREEOF",
     ["app-psql.html"], "setting"),
    ("pg20-psql-editor",
     "\\e in psql on the analysis box drops the students into vi and they can't get out again; which environment variable picks the editor psql uses, ahead of EDITOR and VISUAL?",
     "PSQL_EDITOR",
     ["app-psql.html"], "setting"),
    ("pg20-psql-linestyle",
     "for the screenshots in the lab handbook I want psql to draw its result tables with proper Unicode box lines instead of dashes and plus signs; which \\pset option sets the border drawing style?",
     "linestyle",
     ["app-psql.html"], "setting"),
    ("pg20-fdw-async-capable",
     "our readings table is partitioned, each partition a postgres_fdw foreign table on a different archive host, and a full scan visits the hosts one after another; which option lets postgres_fdw scan them concurrently?",
     "async_capable",
     ["postgres-fdw.html"], "setting"),
    ("pg20-fdw-keep-connections",
     "the admin of the archive host complains that every session on our side leaves an idle postgres_fdw connection open on his server; which server option makes postgres_fdw drop the connection at the end of each transaction?",
     "keep_connections",
     ["postgres-fdw.html"], "setting"),
    ("pg20-ldaptls",
     "we authenticate against the institute directory with ldap lines in pg_hba.conf, and IT wants the traffic between the database server and the LDAP server encrypted with StartTLS; which option do I add?",
     "ldaptls",
     ["auth-ldap.html"], "setting"),
    ("pg20-gss-include-realm",
     "Kerberos logins arrive as jsmith@LAB.EXAMPLE.ORG, but the database role is plain jsmith and we only have the one realm; which pg_hba.conf option strips the realm off the principal name?",
     "include_realm",
     ["gssapi-auth.html", "sspi-auth.html"], "setting"),
    ("pg20-pgtz",
     "the nightly loader script should have its sessions run in UTC without touching its code or the server's configuration; which environment variable does libpq read for the session's default time zone?",
     "PGTZ",
     ["libpq-envars.html", "datatype-datetime.html"], "setting"),
    ("pg20-basic-archive-directory",
     "instead of an archive_command with cp I'm trying the basic_archive module on the test server; which setting tells it where to copy the WAL segment files?",
     "basic_archive.archive_directory",
     ["basic-archive.html"], "setting"),
    ("pg20-pgss-track-utility",
     "pg_stat_statements on the lab server is cluttered with thousands of SET, BEGIN and VACUUM entries; which setting stops it from tracking utility commands?",
     "pg_stat_statements.track_utility",
     ["pgstatstatements.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg20-inet-merge",
     "two instrument subnets are stored as inet values 10.12.4.0/24 and 10.12.7.0/24; which function gives the smallest network that includes both, for the firewall rule?",
     "inet_merge",
     ["functions-net.html"], "command"),
    ("pg20-enum-range",
     "the web form should offer every value of our sample_state enum in its declared order without hard-coding them; which function returns all the values of an enum type as an array?",
     "enum_range",
     ["functions-enum.html"], "command"),
    ("pg20-verify-heapam",
     "after a RAID controller hiccup I want to check the measurements table itself, not just its indexes, for corrupt pages from SQL and get one row per problem found; which amcheck function does that?",
     "verify_heapam",
     ["amcheck.html"], "command"),
    ("pg20-uuid-generate-v5",
     "every sample should get a UUID derived from its barcode, the same one each time, hashed with SHA-1 rather than random; which uuid-ossp function makes that?",
     "uuid_generate_v5",
     ["uuid-ossp.html"], "command"),
    ("pg20-psql-dy",
     "in psql, which backslash command lists the event triggers defined in the database?",
     "\\dy",
     ["app-psql.html"], "command"),
    ("pg20-pg-ls-logdir",
     "I can't ssh into the database host but want to see which log files are there, with size and modification time, from SQL; which function lists the server's log directory?",
     "pg_ls_logdir",
     ["functions-admin.html"], "command"),
    ("pg20-make-interval",
     "the runs table keeps the exposure time as separate hours, minutes and seconds integer columns; which function builds an interval out of such fields?",
     "make_interval",
     ["functions-datetime.html"], "command"),
    ("pg20-jsonb-array-elements",
     "each row of the uploads table has a jsonb array of peak positions like [12.1, 15.7, 22.0]; which function expands the array into one row per element?",
     "jsonb_array_elements",
     ["functions-json.html"], "command"),
    ("pg20-progress-analyze",
     "a manual ANALYZE of the two-billion-row events table has been running for twenty minutes; which view shows how far it has got?",
     "pg_stat_progress_analyze",
     ["progress-reporting.html", "monitoring-stats.html", "sql-analyze.html"], "command"),
    ("pg20-database-conflicts",
     "on the hot standby I'd like to count how many queries were cancelled because of recovery conflicts, split by cause such as locks or snapshots; which view has those numbers?",
     "pg_stat_database_conflicts",
     ["monitoring-stats.html", "hot-standby.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg20-psql-unaligned-separator",
     "our parsing script calls psql -A for unaligned output; if I don't set a separator, which character separates the fields?",
     "vertical bar",
     ["app-psql.html"], "value"),
    ("pg20-policy-default-roles",
     "I wrote CREATE POLICY on the results table without any TO clause; which roles does the policy apply to?",
     "The default is PUBLIC, which will apply the policy to all roles",
     ["sql-createpolicy.html"], "value"),
    ("pg20-subscription-slot-name",
     "I created the subscription lab_sync on the archive server without giving a slot_name; what is the replication slot on the publisher called then?",
     "The default is to use the name of the subscription for the slot name",
     ["sql-createsubscription.html"], "value"),
    ("pg20-dst-ambiguous-time",
     "a logger in New York wrote '2018-11-04 01:30', an hour that happened twice that night when the clocks went back; which UTC offset does the server assume for such an ambiguous timestamp?",
     "the standard-time interpretation is preferred when in doubt",
     ["datetime-invalid-input.html"], "value"),
    ("pg20-pqcancel-errbuf",
     "in our C acquisition client, how large should the errbuf be that I pass to PQcancel?",
     "the recommended size is 256 bytes",
     ["libpq-cancel.html"], "value"),
    ("pg20-isn-storage",
     "the departmental library catalogue uses the isn module's ISBN and EAN13 types; how are those numbers stored internally?",
     "a 64-bit integer",
     ["isn.html"], "value"),
    ("pg20-manifest-checksum-default",
     "if I don't pass --manifest-checksums to pg_basebackup, which checksum algorithm ends up in the backup manifest?",
     "The default is CRC32C",
     ["app-pgbasebackup.html", "protocol-replication.html"], "value"),
    ("pg20-source-bindir",
     "I built PostgreSQL from source on the old workstation with a plain ./configure and make install; where did programs like initdb and pg_ctl end up?",
     "/usr/local/pgsql/bin",
     ["install-procedure.html", "install-post.html"], "value"),
    ("pg20-tcn-channel",
     "I attached tcn's triggered_change_notification trigger to the samples table without an argument; on which channel do the notifications arrive?",
     "tcn will be used for the channel name",
     ["tcn.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg20-case-constant-division",
     "CASE WHEN n > 0 THEN total/n ELSE 0 END works fine, but a test query with CASE WHEN false THEN 1/0 ELSE 0 END fails with division by zero although that branch can never run; why?",
     "division-by-zero failure at planning time",
     ["functions-conditional.html"], "reason"),
    ("pg20-greatest-skips-null",
     "GREATEST(ch1, ch2, ch3) gives a value even when one of the channels is NULL, while the old MySQL report returned NULL there; why?",
     "NULL values in the list are ignored",
     ["functions-conditional.html"], "reason"),
    ("pg20-lock-outside-transaction",
     "a maintenance script sends LOCK TABLE samples IN SHARE MODE on its own through psql -c and gets an error; why?",
     "LOCK TABLE is useless outside a transaction block",
     ["sql-lock.html"], "reason"),
    ("pg20-pgpassword-visible",
     "why do the libpq docs advise against putting the loader's password into the PGPASSWORD environment variable on the shared analysis server?",
     "non-root users to see process environment variables via ps",
     ["libpq-envars.html"], "reason"),
    ("pg20-fetch-absolute-slow",
     "our result viewer jumps straight to row 900,000 of a cursor with FETCH ABSOLUTE, and that takes as long as reading every row before it; why?",
     "must traverse all the intermediate rows anyway",
     ["sql-fetch.html"], "reason"),
    ("pg20-substr-integer",
     "SELECT substr(serial_no, 3) fails with 'function substr(integer, integer) does not exist' because serial_no is an integer column; why doesn't the server simply turn it into text?",
     "integer does not have an implicit cast to text",
     ["typeconv-func.html"], "reason"),
    ("pg20-postgres-name",
     "a colleague keeps correcting 'Postgres' to 'PostgreSQL' in the lab wiki; why is the short name still fine to use?",
     "Postgres is still considered an official project name",
     ["history.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg20-julian-noon",
     "the astronomy group wants Julian dates that run from noon to noon, as astronomers count them, but extract(julian ...) gives midnight-based days; how do I get the astronomical definition?",
     "do the arithmetic in time zone UTC+12",
     ["datetime-julian-dates.html"], "procedure"),
    ("pg20-rebuild-visibility-map",
     "pg_check_visible returns TIDs for our readings table, so its visibility map is corrupt; how do I force the visibility map to be rebuilt?",
     "pg_truncate_visibility_map",
     ["pgvisibility.html"], "procedure"),
    ("pg20-search-depth-first",
     "our WITH RECURSIVE query over the sample lineage returns rows level by level, but I want depth-first order, every subtree right under its parent; which clause gives me a column to sort by?",
     "SEARCH DEPTH FIRST BY",
     ["queries-with.html"], "procedure"),
    ("pg20-vacuum-skip-locked",
     "the nightly VACUUM over all tables hangs for hours whenever a long migration holds a lock on one of them; how do I make VACUUM skip a table it cannot lock right away?",
     "SKIP_LOCKED",
     ["sql-vacuum.html"], "procedure"),
    ("pg20-mixed-order-index",
     "our reports sort readings by sensor_id ascending and taken_at descending, and the planner still adds a sort although there's an index on (sensor_id, taken_at); how should a two-column index be declared for that ordering?",
     "(x ASC, y DESC)",
     ["indexes-ordering.html"], "procedure"),
    ("pg20-initdb-pwfile",
     "our provisioning script runs initdb unattended; how do I give the database superuser a password without anybody typing it at a prompt?",
     "--pwfile",
     ["app-initdb.html", "creating-cluster.html"], "procedure"),
    ("pg20-synonym-dictionary",
     "full-text search over our lab notes stems the instrument name Paris to pari; how do I set up a dictionary that replaces such words with a fixed form before the stemmer sees them?",
     "TEMPLATE = synonym",
     ["textsearch-dictionaries.html", "textsearch-configuration.html"], "procedure"),
    ("pg20-explain-json",
     "the plan visualiser we're trying out wants query plans as JSON; how do I get EXPLAIN to print that?",
     "EXPLAIN (FORMAT JSON)",
     ["sql-explain.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg20-what-isolation",
     "the ACID poster in the seminar room lists isolation; what does that property mean in PostgreSQL's glossary?",
     "not visible to concurrent transactions before it commits",
     ["glossary.html"], "definition"),
    ("pg20-acronym-ipc",
     "the chapter on kernel resources says PostgreSQL needs IPC features such as shared memory and semaphores; what does IPC stand for?",
     "inter-process communication",
     ["acronyms.html", "kernel-resources.html"], "definition"),
    ("pg20-acronym-tid",
     "pageinspect shows t_ctid values and the docs keep talking about TIDs; what does TID stand for?",
     "Tuple Identifier",
     ["acronyms.html", "datatype-oid.html", "tableam.html", "indexam.html"], "definition"),
    ("pg20-what-result-set",
     "the driver documentation keeps talking about result sets; what is a result set in PostgreSQL's glossary?",
     "A relation transmitted from a backend process to a client",
     ["glossary.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

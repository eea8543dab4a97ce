"""Twenty-seventh held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout27.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, stripped of tags by a small
script and searched with grep and sed), as an engineer at a lab bench would
type or say them -- mostly a situation in everyday words, some in the
manual's own terms, a fair number mentioning the asker's own tables, hosts,
files, users and tools -- spread over the SSL library a server was built
with, truncating postgres_fdw foreign tables, the text of the last error in
a psql script, tracing lock usage, recovering up to a WAL location,
reserving dynamic shared memory for parallel queries at startup, the
passphrase of an encrypted client key, subscribing with an existing
replication slot, GSSAPI instead of SSPI on Windows, psql's single-line
mode; decoding the infomask bits of a heap tuple, checking parent/child
invariants of a B-tree index, sampling a fixed number of rows, inserting
into a jsonb array, dropping trailing zeroes of a numeric, testing a
text search dictionary, the position of a regular expression match, the
current snapshot, errors of logical replication subscriptions, SLRU cache
statistics; the attidentity code d, the defaclobjtype code S, the cast
context a, the type category I, the length of an ltree path, the database
of shared catalogs in pg_buffercache, the range of fuzzystrmatch's
difference, the Python type of numeric arguments, where the error position
counts from; duplicate keys in hstore, Soundex and Metaphone with UTF-8,
NO SCROLL for cursors over volatile queries, the cost of logging to syslog
on Linux, nondeterministic values under SQL-based replication middleware,
a dropped column that still takes space, a PL/Python function returning
'f' as a boolean; handing log rotation to logrotate, unlinking large
objects together with their rows, upgrading with file cloning, throttling
pgbench to a fixed rate, dumping the rows of foreign tables, switching the
current connection in ECPG, looping over array elements in PL/pgSQL,
restoring a plain dump without the user's psqlrc; and terms (session,
replica, partition, IEC). The most famous facts were avoided, and so was
every answer and every question topic of the earlier answer sets
(``answer_pg_tune``, ``answer_pg_heldout`` to ``answer_pg_heldout26``,
``answer_kernel_*``, ``answer_questions*``, ``answer_unanswerable_*``),
which were read only for that purpose (answers, question words and the
pages named in ``relevant`` were also grepped against them, and each new
answer against the text of every page); the twenty-sixth set's builder
(``build_answers_pg26.py``) was read as the template for format and rules.
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

    python3 build_answers_pg27.py > answer_pg_heldout27.jsonl
    python3 validate_answers.py answer_pg_heldout27.jsonl  # with a Python that has the appliance installed

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
    ("pg27-ssl-library",
     "before we turn on SSL for db03, I'd like to know from SQL which SSL library the server binary was built against; which read-only parameter reports that?",
     "ssl_library",
     ["runtime-config-preset.html"], "setting"),
    ("pg27-fdw-truncatable",
     "a colleague ran TRUNCATE on the foreign table archive.old_readings, and postgres_fdw happily emptied the table on the archive host; which option makes postgres_fdw refuse TRUNCATE for that foreign table or its server?",
     "truncatable",
     ["postgres-fdw.html"], "setting"),
    ("pg27-psql-last-error-message",
     "our nightly psql script keeps going after a failed statement, and at the end it should write the text of the most recent error into the job report; which psql variable holds that message?",
     "LAST_ERROR_MESSAGE",
     ["app-psql.html"], "setting"),
    ("pg27-trace-locks",
     "on our debug build with LOCK_DEBUG defined, I want the log to show every lock acquired and released while the loader deadlocks itself; which developer option emits information about lock usage?",
     "trace_locks",
     ["runtime-config-developer.html"], "setting"),
    ("pg27-recovery-target-lsn",
     "the restore of db01 on the test box should stop replay exactly at WAL location 0/5A00F3C8, just before the bad batch job; which recovery target parameter takes such a location?",
     "recovery_target_lsn",
     ["runtime-config-wal.html"], "setting"),
    ("pg27-min-dynamic-shared-memory",
     "the parallel queries of the reporting server allocate their shared memory from the OS every time, and I'd rather have a region set aside at startup, on huge pages; which setting reserves memory for parallel queries at server start?",
     "min_dynamic_shared_memory",
     ["runtime-config-resource.html"], "setting"),
    ("pg27-sslpassword",
     "the client certificate key of the unattended uploader is stored encrypted with a passphrase, and libpq stops to prompt 'Enter PEM pass phrase'; which connection parameter supplies the passphrase?",
     "sslpassword",
     ["libpq-connect.html", "libpq-ssl.html"], "setting"),
    ("pg27-subscription-create-slot",
     "on the publisher I already created the replication slot lab_sub by hand, and now CREATE SUBSCRIPTION on the reporting host should use it instead of making a new one; which subscription parameter do I set to false?",
     "create_slot",
     ["sql-createsubscription.html", "logical-replication-subscription.html"], "setting"),
    ("pg27-gsslib",
     "our Windows measurement PC runs a libpq built with both GSSAPI and SSPI, and Kerberos login to db01 only works through MIT GSSAPI; which connection parameter makes libpq use GSSAPI instead of the default SSPI?",
     "gsslib",
     ["libpq-connect.html"], "setting"),
    ("pg27-psql-singleline",
     "a vendor's SQL file has one statement per line and no semicolons at all; which psql variable turns on the mode where a newline ends an SQL command, the same as starting psql with -S?",
     "SINGLELINE",
     ["app-psql.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg27-heap-tuple-infomask-flags",
     "heap_page_items on a damaged block of the samples table gives me t_infomask 2304 and t_infomask2 3; which pageinspect function turns those numbers into readable flag names?",
     "heap_tuple_infomask_flags",
     ["pageinspect.html"], "command"),
    ("pg27-bt-index-parent-check",
     "bt_index_check finds nothing wrong with samples_pkey, but I'd like the more thorough amcheck test that also looks at parent/child relationships and missing downlinks; which function is that?",
     "bt_index_parent_check",
     ["amcheck.html", "app-pgamcheck.html"], "command"),
    ("pg27-tablesample-system-rows",
     "for the plotting preview I want exactly 500 rows from the huge raw_readings table, not a percentage of it; which table sampling method from a contrib module takes the number of rows?",
     "SYSTEM_ROWS",
     ["tsm-system-rows.html"], "command"),
    ("pg27-jsonb-insert",
     "the settings column holds {\"filters\": [\"uv\", \"ir\"]}, and I need to put \"vis\" into that array before the second element without rewriting the array in the app; which jsonb function inserts a value at a path?",
     "jsonb_insert",
     ["functions-json.html"], "command"),
    ("pg27-trim-scale",
     "the balance writes its weights as numeric values like 12.4100, and the report should show 12.41; which function removes the trailing zeroes from the fractional part of a numeric?",
     "trim_scale",
     ["functions-math.html"], "command"),
    ("pg27-ts-lexize",
     "I built a synonym dictionary for our instrument names and want to see what it returns for a single word like 'spectro' before adding it to the configuration; which function tests a dictionary on one token?",
     "ts_lexize",
     ["textsearch-debugging.html", "functions-textsearch.html", "textsearch-dictionaries.html",
      "dict-xsyn.html", "dict-int.html", "unaccent.html"], "command"),
    ("pg27-regexp-instr",
     "in the sample codes like LAB-2023-0042-B I need the character position where the second run of digits starts; which function returns the position of the N'th match of a regular expression?",
     "regexp_instr",
     ["functions-matching.html", "functions-string.html"], "command"),
    ("pg27-pg-current-snapshot",
     "I'm debugging which transactions are still in progress as our change-capture job sees them; which function returns the current snapshot with its xmin, xmax and in-progress transaction IDs?",
     "pg_current_snapshot",
     ["functions-info.html"], "command"),
    ("pg27-stat-subscription-stats",
     "the subscription on the reporting host keeps hitting conflicts during apply, and I want to count how often; which statistics view shows the errors per subscription?",
     "pg_stat_subscription_stats",
     ["monitoring-stats.html"], "command"),
    ("pg27-stat-slru",
     "under heavy load with many subtransactions I suspect the SLRU caches of db02 are thrashing; which view shows statistics of operations on each SLRU?",
     "pg_stat_slru",
     ["monitoring-stats.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg27-attidentity-d",
     "my schema dumper reads pg_attribute and finds attidentity = 'd' for the id column of instruments; what kind of identity column is that?",
     "d = generated by default",
     ["catalog-pg-attribute.html"], "value"),
    ("pg27-defaclobjtype-upper-s",
     "pg_default_acl has a row for the role loader with defaclobjtype 'S'; which kind of object do those default privileges apply to?",
     "S = sequence",
     ["catalog-pg-default-acl.html"], "value"),
    ("pg27-castcontext-a",
     "a row in pg_cast for our custom unit type has castcontext 'a'; in which contexts can that cast be invoked?",
     "a means implicitly in assignment to a target column",
     ["catalog-pg-cast.html"], "value"),
    ("pg27-typcategory-i",
     "the type browser in our admin tool groups types by pg_type.typcategory, and inet and cidr land in category 'I'; which category is that?",
     "Network address types",
     ["catalog-pg-type.html"], "value"),
    ("pg27-ltree-path-length",
     "our location tree is stored as ltree paths, and the generated ones for the robot storage get very deep; how many labels may one label path have?",
     "cannot exceed 65535 labels",
     ["ltree.html"], "value"),
    ("pg27-buffercache-database-zero",
     "pg_buffercache on db01 shows a lot of buffers with reldatabase = 0, and no database has that OID; what are those?",
     "belonging to database zero",
     ["pgbuffercache.html"], "value"),
    ("pg27-difference-range",
     "we match visitor surnames with fuzzystrmatch's difference() function; what range of results can it return?",
     "ranges from zero to four",
     ["fuzzystrmatch.html"], "value"),
    ("pg27-plpython-numeric",
     "a PL/Python function gets the concentration column, which is numeric, as an argument; which Python type does it arrive as?",
     "Python Decimal",
     ["plpython-data.html"], "value"),
    ("pg27-error-position-index",
     "our client shows a caret under the failing part of the query using the error position the server reports, and it sits one character off; does that position count from 0 or from 1?",
     "The first character has index 1",
     ["protocol-error-fields.html", "libpq-exec.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg27-hstore-duplicate-keys",
     "an import wrote 'gain=>2, gain=>4' into the hstore settings column, and the stored value only has one gain; why can't I tell which one it kept?",
     "there is no guarantee as to which will be kept",
     ["hstore.html"], "reason"),
    ("pg27-soundex-utf8",
     "soundex() and metaphone() give odd codes for our visitors' names with umlauts in the UTF8 database; why?",
     "do not work well with multibyte encodings",
     ["fuzzystrmatch.html"], "reason"),
    ("pg27-cursor-no-scroll-volatile",
     "in a PL/pgSQL function I declare a cursor over SELECT ..., random() FROM samples; why does the manual advise NO SCROLL for a query like that?",
     "re-reading the query's output will give consistent results",
     ["plpgsql-cursors.html"], "reason"),
    ("pg27-syslog-linux-slow",
     "since we switched log_destination to syslog on the Linux database host, logging seems to slow the server down; why does the manual warn about that?",
     "syslog will flush each message to disk",
     ["logfile-maintenance.html"], "reason"),
    ("pg27-middleware-random",
     "behind our SQL-based replication middleware the two servers end up with different values in the columns filled by random() and CURRENT_TIMESTAMP; why does that happen?",
     "SQL queries are broadcast rather than actual data changes",
     ["different-replication-solutions.html"], "reason"),
    ("pg27-dropped-column-space",
     "I dropped the huge raw_blob column from the samples table, but the table on disk didn't get any smaller; why?",
     "A dropped column is still physically present in the table",
     ["catalog-pg-attribute.html"], "reason"),
    ("pg27-plpython-f-is-true",
     "our PL/Python function declared RETURNS boolean returns the string 'f' for failed calibrations, yet SQL sees true; why?",
     "evaluated for truth according to the Python rules",
     ["plpython-data.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg27-pg-ctl-logrotate",
     "logrotate archives the log files that the logging collector writes on db02; in its postrotate script, what should I run with pg_ctl so the server switches to a new file instead of sending SIGHUP?",
     "logrotate",
     ["logfile-maintenance.html", "app-pg-ctl.html"], "procedure"),
    ("pg27-lo-manage",
     "the image table keeps scan files as large objects referenced in an lo column, and deleting or updating rows leaves the objects behind; what trigger function do I attach so they get unlinked with the row?",
     "lo_manage",
     ["lo.html", "vacuumlo.html"], "procedure"),
    ("pg27-upgrade-clone",
     "the data directory of db03 is on XFS with reflink support; how do I run pg_upgrade so it copies the files near-instantly but leaves the old cluster untouched?",
     "--clone",
     ["pgupgrade.html"], "procedure"),
    ("pg27-pgbench-rate",
     "for the latency test I want pgbench to send a steady 200 transactions per second instead of running flat out; which option does that?",
     "--rate",
     ["pgbench.html"], "procedure"),
    ("pg27-dump-include-foreign-data",
     "the nightly pg_dump of the lab database should also contain the rows of the foreign tables that live on the instrument server instrsrv; which option do I add?",
     "--include-foreign-data",
     ["app-pgdump.html"], "procedure"),
    ("pg27-ecpg-set-connection",
     "our ECPG program opens connections con1 to the lab database and con2 to the archive, and the next block of statements should all go to con1; how do I make that the current connection?",
     "EXEC SQL SET CONNECTION",
     ["ecpg-connect.html", "ecpg-sql-set-connection.html"], "procedure"),
    ("pg27-plpgsql-foreach",
     "in a PL/pgSQL function I get the channel gains as a float8[] and want to loop over its elements one by one; which loop statement iterates through an array?",
     "FOREACH",
     ["plpgsql-control-structures.html"], "procedure"),
    ("pg27-restore-no-psqlrc",
     "restoring the plain-text dump on the test box with psql goes wrong because my ~/.psqlrc turns on things like \\timing and ON_ERROR_ROLLBACK; which psql option keeps it from reading that start-up file?",
     "--no-psqlrc",
     ["app-psql.html", "backup-dump.html", "app-pgdump.html", "app-pg-dumpall.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg27-what-session",
     "the docs distinguish a connection from a session; what is a session in the glossary's terms?",
     "A state that allows a client and a backend to interact",
     ["glossary.html"], "definition"),
    ("pg27-what-replica",
     "the admin calls our read-only server in the basement a replica; how does the glossary define a replica?",
     "maintaining a copy of some or all of the primary database's data",
     ["glossary.html"], "definition"),
    ("pg27-what-partition",
     "the new student asks what a partition is, in general, before we show her the monthly readings tables; how does the glossary put it?",
     "One of several disjoint (not overlapping) subsets of a larger set",
     ["glossary.html"], "definition"),
    ("pg27-acronym-iec",
     "the UUID page cites ISO/IEC 9834-8; what does IEC stand for?",
     "International Electrotechnical Commission",
     ["acronyms.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

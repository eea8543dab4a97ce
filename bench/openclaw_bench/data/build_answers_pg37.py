"""Thirty-seventh held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout37.jsonl`` (72 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, stripped of tags by a small
script and searched with grep and a phrase-finding script), as an engineer
at a lab bench would type or say them -- mostly a situation in everyday
words, some in the manual's own terms, a fair number mentioning the asker's
own tables, hosts, files, users and tools, among them third-party and
proprietary tools and products used around PostgreSQL (Grafana, Zabbix,
Airflow, Ansible, Active Directory, a Debezium-like consumer, a Rust client
over FFI, a vendor SQL/MED wrapper, a SAN volume, MSVC, AIX, macOS,
FreeBSD), named in the situation while the question asks what the
documentation does answer. Its facts come only from pages whose file name
starts with a letter from a to l (the other author of this round took m to
z) -- spread over the minimum TLS version, the CA file and the client
certificate of libpq, psql's history size, COPY prompt and pager variable,
buffer statistics in auto_explain, BRIN autosummarize and block range
size, the LDAP search filter and URL, the Kerberos realm check, the GIN
pending list limit, the basebackup_to_shell command, the FreeBSD listen
queue; PQsslAttribute, inserts with column names, the superuser for
disabling triggers, skipping the backup manifest, two-phase and start
position in pg_recvlogical, listing large objects, dblink notifications
and generated INSERTs, relation filenodes, the replay pause state, the
checkpoint control data, the notification queue, any-column privileges,
justify_interval; the intarray signature range, the storage of a path,
minmax-multi values per range, commands per transaction, AIX memory
segments, a tuple of 1,600 bigint columns, the Julian calendar's error,
SHMALL for 16 GB, ECPGdo arguments, the length of a day, the macOS SHMMAX
multiple, the lo_lseek limit, the resolution of pg_sleep; shared memory
reinitialised after a crash, row filters and old subscribers, yes_or_no in
the information schema, synchronous logical decoding deadlocks, removing
recovery.signal, hostaddr, the SQL-standard FDW API, anyrange results, NULL
fields in composite comparisons, collation differences on a standby,
uniqueness checks during insertion; initdb through pg_ctl, linking libpq,
rsync --checksum, the index column limit, unregistering the event log DLL,
the huge page size, cleaning a Windows build, LaTeX output, extension
update paths, the csh path, GET DESCRIPTOR, pg_sleep_until; and terms
(peers, chain of trust, JIT, the collation feature, dblink, generated
column). The most famous facts were avoided, and so was every answer and
every question topic of the earlier answer sets (``answer_pg_tune``,
``answer_pg_heldout`` to ``answer_pg_heldout36``, ``answer_kernel_*``,
``answer_questions*``, ``answer_unanswerable_*``), which were read only for
that purpose (answers and question words were grepped against them, and
each new answer against the text of every page); 6 of the 72 facts come
only from pages no earlier set had named, the others from pages the
earlier sets named for different facts (half of the corpus has been
mined by 36 rounds). The thirty-sixth set's builder
(``build_answers_pg36.py``) was read as the template for format and rules;
the thirty-eighth set (``build_answers_pg38.py``), written at the same
time by another author, was not seen. Nothing of the answer code, of its
search or answer output, of the appliance's documentation or tests, or of
the benchmark results was opened while writing it; no git command was used
for it; the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages, release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg37.py > answer_pg_heldout37.jsonl
    python3 validate_answers.py answer_pg_heldout37.jsonl  # with a Python that has the appliance installed

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
    ("pg37-libpq-ssl-min-protocol",
     "the security scan wants our Python loader on lab-pc07 to refuse anything older than TLS 1.2 when it talks to db02, whatever the server allows; which libpq connection parameter sets the lowest SSL/TLS version the client accepts?",
     "ssl_min_protocol_version",
     ["libpq-connect.html"], "setting"),
    ("pg37-libpq-sslrootcert",
     "our in-house CA signed db02's certificate and the Grafana host should check the server certificate against that CA file, not the system bundle; which connection parameter names the file with the CA certificates?",
     "sslrootcert",
     ["libpq-connect.html", "libpq-ssl.html"], "setting"),
    ("pg37-psql-histsize",
     "psql on the analysis workstation forgets my long ad-hoc queries after a few hundred lines of history; which psql variable sets how many commands are kept in the history?",
     "HISTSIZE",
     ["app-psql.html"], "setting"),
    ("pg37-psql-prompt3",
     "when I feed sample rows by hand into COPY samples FROM STDIN, psql shows a bare >> prompt; which variable decides what that prompt looks like?",
     "PROMPT3",
     ["app-psql.html"], "setting"),
    ("pg37-libpq-sslcert",
     "the instrument PCs authenticate to db02 with client certificates, but the cert sits in /etc/lims/client.crt instead of the home directory; which connection parameter points libpq at that file?",
     "sslcert",
     ["libpq-connect.html"], "setting"),
    ("pg37-auto-explain-buffers",
     "auto_explain already logs the slow plans of the reporting queries on db05, but I also want shared-buffer hits and reads in each logged plan, like EXPLAIN (BUFFERS); which parameter turns that on?",
     "auto_explain.log_buffers",
     ["auto-explain.html"], "setting"),
    ("pg37-brin-autosummarize",
     "new rows keep arriving in our sensor_readings table with a BRIN index on ts, and the newest page ranges stay unsummarized until the next vacuum; which index parameter makes autovacuum summarize them as soon as they fill up?",
     "autosummarize",
     ["brin-intro.html"], "setting"),
    ("pg37-ldapsearchfilter",
     "with LDAP search+bind on the lab server, users should match by either their uid or their mail address, which one search attribute can't express; which pg_hba.conf option takes a whole search filter with $username in it?",
     "ldapsearchfilter",
     ["auth-ldap.html"], "setting"),
    ("pg37-krb-realm",
     "we strip the realm from Kerberos principals with include_realm=0, but then someone from a foreign realm with the same short name could log in; which pg_hba option checks that the principal's realm is exactly ours?",
     "krb_realm",
     ["gssapi-auth.html"], "setting"),
    ("pg37-gin-pending-list-limit",
     "inserts into our documents table with a GIN index on tags stall every now and then while the pending list gets flushed in the foreground; which setting caps the size of that pending list?",
     "gin_pending_list_limit",
     ["gin-tips.html"], "setting"),
    ("pg37-brin-pages-per-range",
     "the BRIN index on the 2 TB telemetry table is tiny but imprecise, and I want each summary to cover fewer table pages; which storage parameter sets the size of the block range?",
     "pages_per_range",
     ["brin-intro.html"], "setting"),
    ("pg37-ldapurl",
     "our Ansible role writes pg_hba.conf lines for LDAP, and I'd rather give the server, base DN and scope as one RFC 4516 string than as separate options; which option takes that?",
     "ldapurl",
     ["auth-ldap.html"], "setting"),
    ("pg37-basebackup-to-shell-command",
     "pg_basebackup --target=shell should hand each archive of the server-side backup to our script that pushes it to the tape library; which basebackup_to_shell parameter holds the command to run?",
     "basebackup_to_shell.command",
     ["basebackup-to-shell.html"], "setting"),
    ("pg37-psql-pager-env",
     "on the jump host psql pages long results through more, and I want it to use less -S without changing PAGER for every other program; which environment variable does psql look at first?",
     "PSQL_PAGER",
     ["app-psql.html"], "setting"),
    ("pg37-freebsd-accept-queue",
     "under a burst of connections from the test harness our FreeBSD 13 database host answers some clients with 'Connection refused'; which sysctl raises the listen queue length there?",
     "kern.ipc.soacceptqueue",
     ["kernel-resources.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg37-pqsslattribute",
     "our Rust client links libpq through FFI, and the audit wants each connection's TLS protocol version and cipher written to the log; which libpq function returns that SSL information?",
     "PQsslAttribute",
     ["libpq-status.html"], "command"),
    ("pg37-pgdump-column-inserts",
     "the dump of the instruments table has to load into a vendor database that only understands INSERT statements naming every column; which pg_dump option writes those?",
     "--column-inserts",
     ["app-pgdump.html", "app-pg-dumpall.html"], "command"),
    ("pg37-pgrestore-superuser",
     "I restore a data-only dump with --disable-triggers as the role loader, and the restore needs a superuser to switch the triggers off; which pg_restore option names that superuser?",
     "--superuser",
     ["app-pgrestore.html", "app-pgdump.html"], "command"),
    ("pg37-basebackup-no-manifest",
     "our old verification tooling chokes on the backup_manifest file that pg_basebackup now writes into every backup; which option stops it being generated?",
     "--no-manifest",
     ["app-pgbasebackup.html"], "command"),
    ("pg37-recvlogical-two-phase",
     "our Debezium-like consumer built on pg_recvlogical should see prepared transactions at PREPARE TRANSACTION time, not only at commit; which option enables that when creating the slot?",
     "--two-phase",
     ["app-pgrecvlogical.html"], "command"),
    ("pg37-recvlogical-startpos",
     "after the crash of the audit collector I want pg_recvlogical to resume streaming from LSN 0/3A0010F8 in the existing slot; which option gives the starting position?",
     "--startpos",
     ["app-pgrecvlogical.html"], "command"),
    ("pg37-psql-lo-list",
     "the spectra are stored as large objects and I want to see from psql which ones exist with their OIDs and comments; which meta-command lists them?",
     "\\lo_list",
     ["app-psql.html"], "command"),
    ("pg37-dblink-get-notify",
     "our dblink connection 'hub' LISTENs on a channel of the central server, and I want to pick up the notifications that arrived on it; which function retrieves them?",
     "dblink_get_notify",
     ["contrib-dblink-get-notify.html"], "command"),
    ("pg37-dblink-build-sql-insert",
     "to copy single rows of the samples table to the archive server by hand, I want dblink to generate the INSERT statement for a local row picked by its primary key; which function builds it?",
     "dblink_build_sql_insert",
     ["contrib-dblink-build-sql-insert.html"], "command"),
    ("pg37-relation-filenode",
     "the storage team saw one file under base/16384 grow wildly and asks which file belongs to our measurements table; which function gives the filenode number of a relation?",
     "pg_relation_filenode",
     ["functions-admin.html"], "command"),
    ("pg37-wal-replay-pause-state",
     "I called pg_wal_replay_pause() on the reporting standby before the nightly export, and I need to be sure recovery has really paused, not just been asked to; which function tells me?",
     "pg_get_wal_replay_pause_state",
     ["functions-admin.html"], "command"),
    ("pg37-control-checkpoint",
     "the Zabbix template should read the last checkpoint's REDO location and timeline from SQL instead of running pg_controldata on the host; which function returns that?",
     "pg_control_checkpoint",
     ["functions-info.html"], "command"),
    ("pg37-notification-queue-usage",
     "a listener of the sample tracker hangs in a long transaction and I fear the NOTIFY queue fills up; which function tells how full the asynchronous notification queue is?",
     "pg_notification_queue_usage",
     ["functions-info.html"], "command"),
    ("pg37-has-any-column-privilege",
     "the web form should only offer the results table if the current role can SELECT at least one of its columns, whether by a table grant or a column grant; which function checks that?",
     "has_any_column_privilege",
     ["functions-info.html"], "command"),
    ("pg37-justify-interval",
     "the run durations come out as '1 mon -1 hour' after subtracting offsets, and the report should show them as days and hours with sensible signs; which function normalizes such an interval?",
     "justify_interval",
     ["functions-datetime.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg37-day-length-dst",
     "our shift-length report assumes every day has 24 hours; how long can a day be around a daylight saving transition, according to the interval section?",
     "23 or 25 hours",
     ["datatype-datetime.html"], "value"),
    ("pg37-intarray-siglen-range",
     "on the GiST index over the tag arrays of our messages table I want a longer signature with gist__intbig_ops; which signature lengths are allowed?",
     "between 1 and 2024 bytes",
     ["intarray.html"], "value"),
    ("pg37-macos-shmmax-multiple",
     "on the macOS build Mac I raise kern.sysv.shmmax in /etc/sysctl.conf for the test cluster; what values can SHMMAX take there?",
     "multiple of 4096",
     ["kernel-resources.html"], "value"),
    ("pg37-path-storage-size",
     "we store each robot arm trajectory as a geometric path with n points; how much storage does a path value take?",
     "16+16n bytes",
     ["datatype-geometric.html"], "value"),
    ("pg37-lo-lseek-limit",
     "our old C archiver seeks within multi-gigabyte large objects with lo_lseek and fails past a certain offset; where does lo_lseek stop working?",
     "greater than 2GB",
     ["lo-interfaces.html"], "value"),
    ("pg37-minmax-multi-values-per-range",
     "with the minmax-multi BRIN operator class on the timestamps of our event log, which values may I give its values_per_range parameter?",
     "between 8 and 256",
     ["brin-builtin-opclasses.html"], "value"),
    ("pg37-commands-per-transaction",
     "our migration script runs millions of single-row statements inside one huge transaction; is there a hard limit on the number of SQL commands in a transaction?",
     "4 billion",
     ["ddl-system-columns.html"], "value"),
    ("pg37-aix-memory-segments",
     "we still build the server on a 32-bit AIX toolchain for the old POWER box; how is the memory of those 32-bit processes laid out?",
     "laid out in 256 MB segments",
     ["installation-platform-notes.html"], "value"),
    ("pg37-bigint-columns-tuple",
     "the wide-table generator made a table with 1,600 bigint columns and inserting a full row fails; how many bytes would such a tuple need?",
     "12800 bytes",
     ["limits.html"], "value"),
    ("pg37-julian-calendar-error",
     "for the calendar module of the historical-climate project: how large an error does the Julian calendar's 365.25-day year make?",
     "about 1 day in 128 years",
     ["datetime-units-history.html"], "value"),
    ("pg37-shmall-16gb",
     "on an old kernel that still caps System V shared memory, what kernel.shmall value does the manual use to allow 16 GB?",
     "kernel.shmall=4194304",
     ["kernel-resources.html"], "value"),
    ("pg37-ecpgdo-arguments",
     "stepping through the C that ecpg generated for our instrument logger, every statement calls ECPGdo with a huge argument list; how many arguments can that add up to?",
     "50 or so arguments",
     ["ecpg-develop.html"], "value"),
    ("pg37-sleep-resolution",
     "the polling loop of our sample-changer script calls pg_sleep(0.001) and seems to sleep longer than asked; what resolution does the sleep interval typically have?",
     "0.01 seconds is a common value",
     ["functions-datetime.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg37-crash-reinit-shared-memory",
     "one backend of db05 segfaulted in a buggy C extension and the postmaster threw out every other session too; why does it reinitialize shared memory for all of them?",
     "an errant server process could have corrupted some shared state",
     ["app-postgres.html"], "reason"),
    ("pg37-row-filter-old-subscriber",
     "the publication on our new 15 server has a row filter, yet the 14 subscriber's initial sync copied the whole table; why?",
     "old releases can only copy the entire table data",
     ["logical-replication-row-filter.html"], "reason"),
    ("pg37-infoschema-yes-or-no",
     "our schema-diff tool reads information_schema and gets YES/NO strings instead of booleans in is_nullable; why does the information schema use yes_or_no?",
     "invented before the type boolean was added to the SQL standard",
     ["infoschema-datatypes.html"], "reason"),
    ("pg37-sync-logical-decoding-deadlock",
     "our logical decoding consumer is a synchronous standby, and a transaction that locked a user catalog table exclusively hung forever; why can that deadlock?",
     "logical decoding of transactions can lock catalog tables",
     ["logicaldecoding-synchronous.html"], "reason"),
    ("pg37-recovery-signal-removed",
     "after the point-in-time restore on the scratch host finished, recovery.signal had vanished from the data directory; why does the server remove it?",
     "to prevent accidentally re-entering recovery mode later",
     ["continuous-archiving.html"], "reason"),
    ("pg37-hostaddr-why",
     "the real-time controller connects with hostaddr=10.2.0.15 instead of host=db02.lab; what is the point of giving the IP address?",
     "avoid a host name look-up",
     ["libpq-connect.html"], "reason"),
    ("pg37-fdw-sql-standard-api",
     "our vendor's SQL/MED wrapper follows the SQL standard's foreign-data wrapper interface; why doesn't PostgreSQL implement that standard API?",
     "the standard API hasn't gained wide adoption",
     ["fdwhandler.html"], "reason"),
    ("pg37-anyrange-result",
     "my polymorphic function takes anyelement and should return anyrange, and CREATE FUNCTION refuses; why can't the range type be deduced from the element type?",
     "multiple range types with the same subtype",
     ["extend-type-system.html"], "reason"),
    ("pg37-composite-nulls-equal",
     "comparing two row values with = said the records differ, yet in an ORDER BY a NULL field sorted as equal to another NULL; why are NULL fields treated as equal when composite values are compared that way?",
     "consistent sorting and indexing behavior for composite types",
     ["functions-comparisons.html"], "reason"),
    ("pg37-amcheck-standby-collation",
     "amcheck reports an ordering problem in a text index only on the replica in the second datacenter, never on the primary; what typically causes that?",
     "the major operating system version in use is inconsistent",
     ["amcheck.html"], "reason"),
    ("pg37-unique-check-during-insert",
     "in our custom index access method I'd like to check uniqueness in a separate step before inserting the entry; why does the index AM do the conflict check as part of the insertion instead?",
     "no obvious way to avoid race conditions",
     ["index-unique-checks.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg37-pg-ctl-initdb",
     "I'd like to manage the whole instance on the test VM with pg_ctl only, including creating the cluster in /usr/local/pgsql/data; what do I run?",
     "pg_ctl -D /usr/local/pgsql/data initdb",
     ["creating-cluster.html"], "procedure"),
    ("pg37-link-libpq",
     "our C acquisition client compiles, but the linker can't find PQconnectdb; which option pulls libpq in when linking?",
     "-lpq",
     ["libpq-build.html"], "procedure"),
    ("pg37-rsync-minimal-downtime",
     "we copy the data directory of the small lab server to the new SAN volume with rsync and want a consistent copy with only a short shutdown; what do I run for the second pass with the server stopped?",
     "rsync --checksum",
     ["backup-file.html"], "procedure"),
    ("pg37-index-column-limit",
     "our covering index needs 40 columns including INCLUDE columns, and the limit is 32; where is that limit changed when building the server?",
     "pg_config_manual.h",
     ["indexes-multicolumn.html"], "procedure"),
    ("pg37-unregister-event-log",
     "before we uninstall the old server from the Windows lab PC, the pgevent.dll event source should be removed from the registry; which command unregisters it?",
     "regsvr32 /u",
     ["event-log-registration.html"], "procedure"),
    ("pg37-check-hugepage-size",
     "before I size shared_buffers with huge pages on db05, how do I see the default huge page size the kernel uses?",
     "grep ^Hugepagesize /proc/meminfo",
     ["kernel-resources.html"], "procedure"),
    ("pg37-windows-build-clean",
     "after pulling a big update into our MSVC build tree on the Windows build box, the build fails on stale generated files; how do I clean them out?",
     "clean.bat",
     ["install-windows-full.html"], "procedure"),
    ("pg37-psql-latex-output",
     "the thesis template wants the results table as LaTeX straight from the psql command line, without a \\pset in a script; which option do I pass?",
     "-P format=latex",
     ["app-psql.html"], "procedure"),
    ("pg37-extension-update-paths",
     "our in-house extension has a pile of upgrade scripts and I suspect ALTER EXTENSION UPDATE takes a surprising route; how do I list the update paths between its versions?",
     "pg_extension_update_paths",
     ["extend-extensions.html"], "procedure"),
    ("pg37-csh-path",
     "the new colleague uses tcsh on the lab server and psql isn't found; how does the manual add /usr/local/pgsql/bin to the path for csh users?",
     "set path = ( /usr/local/pgsql/bin $path )",
     ["install-post.html"], "procedure"),
    ("pg37-ecpg-get-descriptor-field",
     "in our ECPG program I described a dynamic query into an SQL descriptor and need the value of one column of the current row into a host variable; what statement reads a field from an item descriptor area?",
     "GET DESCRIPTOR name VALUE num",
     ["ecpg-descriptors.html"], "procedure"),
    ("pg37-sleep-until",
     "a maintenance script run from Airflow should just wait inside its session until 3 o'clock tomorrow morning before it starts the reindex; how do I do that in SQL?",
     "pg_sleep_until('tomorrow 03:00')",
     ["functions-datetime.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg37-what-peers",
     "the window function section keeps saying rank() gives the same answer for peers; what are peers?",
     "not distinct when considering only the ORDER BY columns",
     ["functions-window.html"], "definition"),
    ("pg37-what-chain-of-trust",
     "the SSL section says the client must verify the server through a chain of trust; how is a chain of trust established?",
     "a leaf certificate signed by the root certificate",
     ["libpq-ssl.html"], "definition"),
    ("pg37-what-jit",
     "what is JIT compilation in PostgreSQL?",
     "turning some form of interpreted program evaluation into a native program",
     ["jit-reason.html"], "definition"),
    ("pg37-what-collation-feature",
     "what does the collation feature let me specify?",
     "sort order and character classification behavior of data per-column",
     ["collation.html"], "definition"),
    ("pg37-what-dblink",
     "a colleague's script uses dblink; what is dblink?",
     "supports connections to other PostgreSQL databases from within a database session",
     ["dblink.html"], "definition"),
    ("pg37-what-generated-column",
     "the new schema for the sample tracker has a generated column for the volume; what is a generated column?",
     "always computed from other columns",
     ["ddl-generated-columns.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

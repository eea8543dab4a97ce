"""Thirty-fifth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout35.jsonl`` (72 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, stripped of tags by a small
script and searched with grep and a phrase-finding script), as an engineer
at a lab bench would type or say them -- mostly a situation in everyday
words, some in the manual's own terms, a fair number mentioning the asker's
own tables, hosts, files, users and tools, among them third-party and
proprietary tools and products used around PostgreSQL (a Jenkins job, a
Packer template, supervisord, an SAP export, a Qt client, a Zeiss instrument
PC, a Python schema-diff tool, MATLAB, Ansible, Terraform, Zabbix, MinIO,
Grafana, pandas, FreeRADIUS, a FreeBSD jail, an Informix ESQL/C report, a
GPS logger, Solaris, psycopg, a MacBook, Cygwin, Visual Studio, Flask),
named in the situation while the question asks what the documentation does
answer. Its facts come only from pages whose file name starts with a letter
from a to l (the other author of this round took m to z) -- spread over
quoting all identifiers in pg_dump, skipping TOAST tables in vacuumdb,
failed commands on standard error in psql, leaving out initdb's closing
instructions, core files from pg_ctl, the default port built in by
configure, a build for gprof profiling, not looping in pg_receivewal,
dropping the installcheck target in PGXS, psql's single-step mode,
file_fdw's force_not_null, lost TCP keepalives, capping the TLS version in
libpq, not skipping pages in vacuumdb, automatic dependency tracking in the
build; the definition of an extended statistics object, a relation from its
filenode, the ancestors of a partition, an hstore as a two-dimensional
array, the primary key of a remote table in dblink, Double Metaphone,
importing a large object with a given OID, including a script relative to
the including one, a role name to OID without an error, describing a
pg_depend triple, a cube that is a point, the logical snapshot directory,
the loaded WAL resource managers, privileges on a configuration parameter,
sorting an intarray downwards; the length of archived file names, the digits
of an LSN, the disk space of the regression tests, the digits of float8
output, the string limit of levenshtein, the size of a large object, the
RADIUS secret, base64 line breaks, System V shared memory per postmaster, a
row of 1,600 int columns, the control-character escape, the arguments of
lca, the buffer of rdatestr; the coordinate order of earthdistance, where
dtrace lives, Kerberos calls from threads, forking with libpq connections,
parallel dumps only in directory format, temporary tables on a hot standby,
reverse lookups for host-name suffixes, the risks of background workers,
PQbinaryTuples, plain base backups with tablespaces on the same host,
PQsendQuery in pipeline mode; the sysroot on macOS, installing the world
without docs, a pg_restore list, a stripped installation, a file compiled
without optimization, TAP tests on Windows, the locale for a Cygwin build,
analyzing after pg_dumpall, hot standby status of a session, listing
collations in psql, resetting the source tree, the client key's permissions;
and terms (Bloom filter, ltree label, partition pruning, publication,
covering index, WAL record). The most famous facts were avoided, and so was
every answer and every question topic of the earlier answer sets
(``answer_pg_tune``, ``answer_pg_heldout`` to ``answer_pg_heldout34``,
``answer_kernel_*``, ``answer_questions*``, ``answer_unanswerable_*``),
which were read only for that purpose (answers, question words and key terms
were grepped against them, and each new answer against the text of every
page). The thirty-fourth set's builder (``build_answers_pg34.py``) was read
as the template for format and rules; the thirty-sixth set
(``build_answers_pg36.py``), written at the same time by another author, was
not seen. Nothing of the answer code, of its search or answer output, of the
appliance's documentation or tests, or of the benchmark results was opened
while writing it; no git command was used for it; the questions were not run
through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages, release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg35.py > answer_pg_heldout35.jsonl
    python3 validate_answers.py answer_pg_heldout35.jsonl  # with a Python that has the appliance installed

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
    ("pg35-pgdump-quote-all-identifiers",
     "we dump the inventory database from the old 11 server with the pg_dump of our new 15 install, and a column called 'window' in a vendor's table worries me for later major versions; which pg_dump option forces quoting of every identifier?",
     "--quote-all-identifiers",
     ["app-pgdump.html", "app-pg-dumpall.html"], "setting"),
    ("pg35-vacuumdb-no-process-toast",
     "the nightly vacuumdb run on the spectra table takes hours, almost all of it in the TOAST table of the raw_blob column, which hardly changes; which vacuumdb option skips the TOAST table?",
     "--no-process-toast",
     ["app-vacuumdb.html"], "setting"),
    ("pg35-psql-echo-errors",
     "our Jenkins job runs the migration scripts through psql, and the log should show the SQL of every statement that failed on standard error; which psql option prints failed commands there?",
     "--echo-errors",
     ["app-psql.html"], "setting"),
    ("pg35-initdb-no-instructions",
     "our Packer template calls initdb while baking the VM image, and the 'Success. You can now start the database server using' text at the end clutters the build log; which initdb option leaves those instructions out?",
     "--no-instructions",
     ["app-initdb.html"], "setting"),
    ("pg35-pgctl-core-files",
     "the dev build on my workstation crashes in our C extension, but no core dump appears because the shell's soft limit on core files is zero; which pg_ctl option lifts that limit when it starts the server?",
     "--core-files",
     ["app-pg-ctl.html"], "setting"),
    ("pg35-configure-with-pgport",
     "our self-built test server and all its client programs should use port 5499 by default, so nobody has to type -p on the teaching machines; which configure option builds that default in?",
     "--with-pgport",
     ["install-procedure.html"], "setting"),
    ("pg35-configure-enable-profiling",
     "I'd like gprof data for the backend of my self-built test server, a gmon.out per backend on exit; which configure option compiles everything for profiling with GCC?",
     "--enable-profiling",
     ["install-procedure.html"], "setting"),
    ("pg35-pgreceivewal-no-loop",
     "pg_receivewal runs under supervisord on the archive box, and when db01 goes away I want it to exit with an error right away so supervisord notices, instead of retrying forever; which option?",
     "--no-loop",
     ["app-pgreceivewal.html", "app-pgrecvlogical.html"], "setting"),
    ("pg35-pgxs-no-installcheck",
     "the tests of our PGXS extension need a specially configured server, so 'make installcheck' must not exist for it at all; which makefile variable drops the installcheck target?",
     "NO_INSTALLCHECK",
     ["extend-pgxs.html"], "setting"),
    ("pg35-psql-single-step",
     "I want to run the students' migration script through psql one statement at a time, confirming each before it goes to the server; which psql command-line option does that?",
     "--single-step",
     ["app-psql.html"], "setting"),
    ("pg35-file-fdw-force-not-null",
     "a file_fdw foreign table reads the balance export from our SAP system, where empty strings in the comment column come out as NULL; which column option stops that column from being matched against the null string?",
     "force_not_null",
     ["file-fdw.html"], "setting"),
    ("pg35-libpq-keepalives-count",
     "our Qt acquisition client keeps a libpq connection open across a flaky Wi-Fi link; which connection parameter sets how many TCP keepalives may be lost before the connection counts as dead?",
     "keepalives_count",
     ["libpq-connect.html"], "setting"),
    ("pg35-libpq-ssl-max-protocol-version",
     "to reproduce a bug in the old Zeiss instrument PC's TLS stack, our test client must not negotiate anything newer than TLS 1.2; which libpq connection parameter caps the protocol version?",
     "ssl_max_protocol_version",
     ["libpq-connect.html", "libpq-envars.html"], "setting"),
    ("pg35-vacuumdb-disable-page-skipping",
     "after a suspected visibility-map corruption on the readings table I want vacuumdb to visit every page and not trust the map; which vacuumdb option?",
     "--disable-page-skipping",
     ["app-vacuumdb.html"], "setting"),
    ("pg35-configure-enable-depend",
     "when I change a header of the server source on my hacking box, make doesn't rebuild the object files that include it; which configure option turns on automatic dependency tracking?",
     "--enable-depend",
     ["install-procedure.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg35-pg-get-statisticsobjdef",
     "our schema-diff tool in Python has to recreate the extended statistics object on the runs table exactly; which function reconstructs its CREATE STATISTICS command?",
     "pg_get_statisticsobjdef",
     ["functions-info.html"], "command"),
    ("pg35-pg-filenode-relation",
     "the iostat-style tool on db02 shows heavy I/O on base/16384/24601 in tablespace pg_default; which function turns a tablespace OID and filenode back into the relation?",
     "pg_filenode_relation",
     ["functions-admin.html"], "command"),
    ("pg35-pg-partition-ancestors",
     "given the partition readings_2024_q3_site2, I want all the tables above it up to the root of our multi-level partitioned readings table; which function lists them?",
     "pg_partition_ancestors",
     ["functions-admin.html"], "command"),
    ("pg35-hstore-to-matrix",
     "our MATLAB import wants the attributes hstore column of each sample as a two-dimensional array of key/value pairs; which hstore function gives me that?",
     "hstore_to_matrix",
     ["hstore.html"], "command"),
    ("pg35-dblink-get-pkey",
     "the dblink-based sync script has to find out which columns make up the primary key of the remote table before building its update statements; which dblink function returns the positions and names of the key fields?",
     "dblink_get_pkey",
     ["contrib-dblink-get-pkey.html"], "command"),
    ("pg35-dmetaphone",
     "the donor registry from the Norwegian partner lab has surnames in many spellings, and I'd like the Double Metaphone code of each name; which fuzzystrmatch function computes it?",
     "dmetaphone",
     ["fuzzystrmatch.html"], "command"),
    ("pg35-lo-import-with-oid",
     "our C uploader in the microscope PC imports image files as large objects, and each one must get the OID our LIMS already assigned; which libpq function imports a file with a given OID?",
     "lo_import_with_oid",
     ["lo-interfaces.html"], "command"),
    ("pg35-psql-include-relative",
     "setup.sql in our repo includes other scripts from its own folder, but \\i looks for them in the directory where I started psql; which meta-command resolves the file names relative to the including script?",
     "\\include_relative",
     ["app-psql.html"], "command"),
    ("pg35-to-regrole",
     "our Terraform check should turn a role name into its OID and just get NULL when the role doesn't exist, instead of an error from a cast; which function?",
     "to_regrole",
     ["functions-info.html"], "command"),
    ("pg35-pg-describe-object",
     "I pulled rows out of pg_depend and only have classid, objid and objsubid numbers; which function turns such a triple into a readable description of the object?",
     "pg_describe_object",
     ["functions-info.html"], "command"),
    ("pg35-cube-is-point",
     "our bounding boxes of detected particles are cube values, and some degenerate ones have both corners the same; which cube function tests for that?",
     "cube_is_point",
     ["cube.html"], "command"),
    ("pg35-pg-ls-logicalsnapdir",
     "the pg_logical/snapshots directory on db01 keeps growing, and our Zabbix check can only run SQL; which function lists the files in that directory with their sizes?",
     "pg_ls_logicalsnapdir",
     ["functions-admin.html"], "command"),
    ("pg35-pg-get-wal-resource-managers",
     "we loaded a custom WAL resource manager from an extension on the test server; which function lists the resource managers currently loaded, built-in or not?",
     "pg_get_wal_resource_managers",
     ["functions-admin.html"], "command"),
    ("pg35-has-parameter-privilege",
     "our Ansible role grants lab_ops the right to SET and ALTER SYSTEM a few parameters, and the check task should verify it afterwards; which function tests a role's privilege on a configuration parameter?",
     "has_parameter_privilege",
     ["functions-info.html"], "command"),
    ("pg35-intarray-sort-desc",
     "the channel_ids integer arrays from the DAQ should be stored in descending order; which intarray function sorts an array that way?",
     "sort_desc",
     ["intarray.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg35-archive-filename-length",
     "I'm writing the archive_command in Go for our MinIO bucket; how long may the file names handed to it be, by the docs' advice?",
     "up to 64 characters long",
     ["continuous-archiving.html"], "value"),
    ("pg35-pg-lsn-format",
     "our Grafana panel parses LSNs like 16/B374D848 with a regular expression; how many hex digits can each of the two numbers have?",
     "up to 8 digits each",
     ["datatype-pg-lsn.html"], "value"),
    ("pg35-regression-disk-space",
     "the build VM for our patched server has little disk left; how much extra space do the regression tests need temporarily?",
     "300 MB",
     ["install-requirements.html"], "value"),
    ("pg35-float8-shortest-digits",
     "our pandas export compares float8 readings as text; with the default output, at most how many significant digits does a float8 value get?",
     "17 significant decimal digits",
     ["datatype-numeric.html"], "value"),
    ("pg35-levenshtein-max-length",
     "the fuzzy matching of free-text instrument descriptions with levenshtein() fails on long entries; how long may the source and target strings be?",
     "255 characters",
     ["fuzzystrmatch.html"], "value"),
    ("pg35-large-object-max-size",
     "the raw detector frames can reach tens of gigabytes, too big for a bytea column; how large can a large object be?",
     "up to 4 TB",
     ["lo-intro.html"], "value"),
    ("pg35-radius-secret-length",
     "the FreeRADIUS admin asks how long the shared secret for our PostgreSQL clients should be; what does the RADIUS section recommend?",
     "at least 16 characters",
     ["auth-radius.html"], "value"),
    ("pg35-base64-line-length",
     "encode(data, 'base64') on the thumbnail bytea breaks the output into lines, which our JavaScript decoder didn't expect; after how many characters does it break a line?",
     "76 characters",
     ["functions-binarystring.html"], "value"),
    ("pg35-sysv-shm-per-postmaster",
     "on the old FreeBSD jail host the admin wants to know how much System V shared memory each postmaster still needs, even with mmap; how much on a 64-bit platform?",
     "48 bytes",
     ["kernel-resources.html"], "value"),
    ("pg35-1600-int-columns",
     "a wide-table design from the chemists would have 1,600 integer columns per row; how many bytes would such a tuple take, without the header?",
     "6400 bytes",
     ["limits.html"], "value"),
    ("pg35-regex-control-escape",
     "in a regular expression \\cX gives a control character; which bits of X decide which character it is?",
     "low-order 5 bits",
     ["functions-matching.html"], "value"),
    ("pg35-ltree-lca-arguments",
     "I want the longest common ancestor of the storage paths of many samples with ltree's lca(); how many arguments does it take at most?",
     "up to 8 arguments",
     ["ltree.html"], "value"),
    ("pg35-ecpg-rdatestr-buffer",
     "our ported Informix ESQL/C report converts dates to strings with rdatestr; how big must the target buffer be at least?",
     "at least 11 bytes",
     ["ecpg-informix-compat.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg35-earthdistance-longitude-first",
     "our GPS logger writes latitude first, but earthdistance's point-based operator wants (longitude, latitude); why that order?",
     "longitude is closer to the intuitive idea of x-axis",
     ["earthdistance.html"], "reason"),
    ("pg35-configure-dtrace-path",
     "configure --enable-dtrace on our Solaris build host says it can't find dtrace, though it's installed; why might I need to set DTRACE by hand?",
     "typically installed under /usr/sbin",
     ["install-procedure.html"], "reason"),
    ("pg35-libpq-kerberos-locking",
     "our multi-threaded C++ collector uses GSSAPI connections through libpq and also calls Kerberos itself; why do I need locking around those Kerberos calls?",
     "Kerberos functions are not thread-safe",
     ["libpq-threading.html"], "reason"),
    ("pg35-libpq-fork",
     "our Python daemon forks worker processes after opening a psycopg connection, and queries get mixed up between them; why is forking with open libpq connections a problem?",
     "share the same sockets",
     ["libpq-connect.html"], "reason"),
    ("pg35-pgdump-jobs-directory-format",
     "pg_dump -j 4 -Fc fails on our archive host; why does parallel dumping work only with the directory format?",
     "only output format where multiple processes can write their data at the same time",
     ["app-pgdump.html"], "reason"),
    ("pg35-hot-standby-temp-tables",
     "the report generator creates a temporary table on the standby db03 and gets an error; why can't even temporary tables be created during hot standby?",
     "would require updating the system catalog tables",
     ["hot-standby.html"], "reason"),
    ("pg35-hba-suffix-reverse-lookup",
     "we put .lab.example.org in the address column of pg_hba.conf so all our lab machines match, and now every connection triggers a reverse DNS lookup; why is that lookup needed?",
     "the actual client host name needs to be known",
     ["auth-pg-hba-conf.html"], "reason"),
    ("pg35-bgworker-risks",
     "a vendor offers a background worker module for our database; why does the manual warn about robustness and security risks of background workers?",
     "unrestricted access to data",
     ["bgworker.html"], "reason"),
    ("pg35-pqbinarytuples-deprecated",
     "our old C reader checks PQbinaryTuples to decide how to decode results; why is that function deprecated outside COPY?",
     "text data in some columns and binary data in others",
     ["libpq-exec.html"], "reason"),
    ("pg35-basebackup-plain-tablespaces",
     "running pg_basebackup -Fp on db01 itself fails because we use tablespaces; why doesn't a plain-format backup on the same host work then?",
     "same directory locations as the original tablespaces",
     ["app-pgbasebackup.html"], "reason"),
    ("pg35-pipeline-no-pqsendquery",
     "our C logger switched libpq into pipeline mode, and now PQsendQuery is refused while PQsendQueryParams works; why is PQsendQuery disallowed there?",
     "it uses the simple query protocol",
     ["libpq-pipeline-mode.html"], "reason"),
    ("pg35-macos-sysroot-path",
     "building our extension on a MacBook fails because it picks up the wrong SDK sysroot; how do I find the right sysroot path on that machine?",
     "xcrun --show-sdk-path",
     ["installation-platform-notes.html"], "procedure"),
    ("pg35-install-world-bin",
     "I built everything with make world-bin on the CI runner, without the documentation; what do I type to install that?",
     "make install-world-bin",
     ["install-procedure.html"], "procedure"),
    ("pg35-pgrestore-list",
     "from the custom-format dump lims.dump I only want to restore some items, in my own order; what's the first step to get an editable list of what's in the archive?",
     "pg_restore -l db.dump > db.list",
     ["app-pgrestore.html"], "procedure"),
    ("pg35-install-strip",
     "the self-built server for the small ARM gateway should take as little disk as possible; how do I install it with the executables and libraries stripped?",
     "make install-strip",
     ["install-procedure.html"], "procedure"),
    ("pg35-profile-o0",
     "stepping through the optimized build in gdb jumps around in one source file of the executor; how do I recompile just that file without optimization?",
     "make PROFILE=-O0 file.o",
     ["install-procedure.html"], "procedure"),
    ("pg35-vcregress-taptest",
     "on the Windows build VM with Visual Studio I want to run the TAP tests; which vcregress command?",
     "vcregress taptest",
     ["install-windows-full.html"], "procedure"),
    ("pg35-cygwin-locale",
     "building PostgreSQL under Cygwin on the lab's Windows box fails in odd places, and the shell runs with a German locale; what should I do before building?",
     "export LANG=C.utf8",
     ["installation-platform-notes.html"], "procedure"),
    ("pg35-dumpall-analyze",
     "I restored the pg_dumpall script of the whole teaching server onto the new host; how do I analyze all databases afterwards in one go?",
     "vacuumdb -a -z",
     ["app-pg-dumpall.html"], "procedure"),
    ("pg35-show-in-hot-standby",
     "our Flask app connects through a virtual IP and must find out whether its session is on a server in hot standby; what can it run?",
     "SHOW in_hot_standby",
     ["hot-standby.html"], "procedure"),
    ("pg35-psql-list-collations",
     "which collations does db02 know, including the system ones? how do I list them in psql with details?",
     "\\dOS+",
     ["collation.html"], "procedure"),
    ("pg35-make-distclean",
     "I changed the configure options of my source build after a failed attempt; what should I run to reset the source tree before reconfiguring?",
     "make distclean",
     ["install-procedure.html", "install-windows-full.html"], "procedure"),
    ("pg35-client-key-permissions",
     "psql refuses the client key of our certificate login on the lab laptop because of its permissions; which command fixes them?",
     "chmod 0600 ~/.postgresql/postgresql.key",
     ["libpq-ssl.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg35-what-bloom-filter",
     "the bloom extension page is built on Bloom filters; what is a Bloom filter?",
     "space-efficient data structure",
     ["bloom.html"], "definition"),
    ("pg35-what-ltree-label",
     "in our ltree storage paths like Freezer3.Rack2.Box17, each part is called a label; what is a label exactly?",
     "a sequence of alphanumeric characters and underscores",
     ["ltree.html"], "definition"),
    ("pg35-what-partition-pruning",
     "EXPLAIN of our partitioned readings query mentions partitions being pruned; what is partition pruning?",
     "a query optimization technique",
     ["ddl-partitioning.html"], "definition"),
    ("pg35-what-publication",
     "the logical replication setup between the lab and the reporting host starts with a publication; what is a publication?",
     "a set of changes generated from a table or a group of tables",
     ["logical-replication-publication.html"], "definition"),
    ("pg35-what-covering-index",
     "a colleague suggests a covering index for our dashboard query; what is a covering index?",
     "an index specifically designed to include the columns needed by a particular type of query",
     ["indexes-index-only-scans.html"], "definition"),
    ("pg35-what-wal-record",
     "pg_waldump prints one line per WAL record; what is a WAL record?",
     "A low-level description of an individual data change",
     ["glossary.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

"""Thirty-ninth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout39.jsonl`` (72 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, stripped of tags by a small
script and searched with grep and a phrase-finding script), as an engineer
at a lab bench would type or say them -- mostly a situation in everyday
words, some in the manual's own terms, a fair number mentioning the asker's
own tables, hosts, files, extensions and tools, among them third-party tools
and products used around PostgreSQL (Ansible, a shared analysis box, a
serial-console terminal program, an intranet report, SystemTap, an S3
bucket, a storage vendor's SAN, a Solaris archive box, a FreeRADIUS-style
RADIUS pair), named in the situation while the question asks what the
documentation does answer. Its facts come only from pages whose file name
starts with a letter from a to l (the other author of this round took m to
z), and facts that a page from m to z also states were avoided; pages that
earlier sets had cited little or not at all were preferred (the error
message style guide, generic WAL, libpq events, the time zone abbreviation
files, dynamic tracing, the archive module callbacks, custom WAL resource
managers, index cost estimation, the replication comparison, explicit
joins, the bug-reporting guide). The facts are spread over the psql history
file and continuation prompt, LDAPS in pg_hba.conf, the RADIUS server list,
rejectlong of dict_int, the PGXS variables TAP_TESTS, PG_CPPFLAGS and
MODULEDIR, module_pathname of a control file, the service-file directory
and locale directory of libpq, bgw_notify_pid, SEMMNI, XML2_CONFIG and
LDFLAGS_EX; the manifest checksum algorithm of pg_basebackup, --describe-config,
cube_subset and cube_ll_coord, GetBackgroundWorkerPid, sec_to_gc,
errtablecol, check_foreign_key and autoinc of the spi module, ALLOCATE
DESCRIPTOR in ECPG, --no-dependent-indexes of pg_amcheck, --no-readline and
--table-attr of psql, the query-rewrite-start probe, --with-system-tzdata;
the status exit code of pg_ctl for an inaccessible data directory, the
offset unit of abbreviation files, the disk space of the source tree, the
filler bytes of macaddr8, the memory of heapallindexed, trunc(macaddr), the
pipelining latency example, SHMMIN and SHMMAX, the warning of an
unconfigured archive module, PQgetline's length, the checkpoint-done probe,
PGEVT_RESULTCOPY; why primary messages stay short and carry no formatting,
why abbreviation file names must be alphabetic and why America.txt cannot
be named, why generic WAL needs no critical section until the finish, why a
nested LEFT JOIN plans fast, why a pass-through pointer must be long-lived,
why a bug report needs the whole test case, why amcostestimate is written
in C, the limitation of shared-disk failover, why a custom WAL resource
manager; a full-page image and the registration order in generic WAL,
@OVERRIDE, connecting a background worker to a database, errcodes for file
access, PQsetInstanceData, REGRESS_OPTS, DEALLOCATE DESCRIPTOR, where to
call RegisterCustomRmgr, the per-row cost in amcostestimate,
errtableconstraint, the quotes of English messages; and what a steady-state
GA, the D of an abbreviation line, a hint message, file system
replication, a pass-through pointer and serializable transactions in
PostgreSQL terms are -- none an answer or question topic of an earlier set
(answers and question words were grepped against ``answer_pg_tune``,
``answer_pg_heldout`` to ``answer_pg_heldout38``, the kernel sets,
``answer_questions*`` and ``answer_unanswerable_*``, and each new answer
against the text of every page). The thirty-seventh and thirty-eighth sets'
builders (``build_answers_pg37.py``, ``build_answers_pg38.py``) were read as
templates for format and rules; the fortieth set, written at the same time
by another author, was not seen. Nothing of the answer code, of its search
or answer output, of the appliance's documentation or tests, or of the
benchmark results was opened while writing it; no git command was used for
it; the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages, release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg39.py > answer_pg_heldout39.jsonl
    python3 validate_answers.py answer_pg_heldout39.jsonl  # with a Python that has the appliance installed

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
    ("pg39-psql-history-file",
     "on the shared analysis box every colleague's psql history should go to their own file under /srv/lab/history instead of ~/.psql_history; which environment variable names the history file?",
     "PSQL_HISTORY",
     ["app-psql.html"], "setting"),
    ("pg39-ldapscheme",
     "IT wants our pg_hba.conf LDAP line to talk to the directory over LDAPS instead of plain LDAP; which option sets that?",
     "ldapscheme",
     ["auth-ldap.html"], "setting"),
    ("pg39-radiusservers",
     "we switch the lab logins of db04 to RADIUS authentication against radius1.lab and radius2.lab; which pg_hba.conf option lists the servers to ask?",
     "radiusservers",
     ["auth-radius.html"], "setting"),
    ("pg39-dict-int-rejectlong",
     "with dict_int on the notes index, overlong instrument serial numbers should not be indexed at all instead of being cut short; which dictionary parameter does that?",
     "rejectlong",
     ["dict-int.html"], "setting"),
    ("pg39-pgxs-tap-tests",
     "our calib extension has Perl TAP tests in a t/ directory; which PGXS makefile variable switches on running them?",
     "TAP_TESTS",
     ["extend-pgxs.html"], "setting"),
    ("pg39-pgxs-pg-cppflags",
     "the PGXS build of our spectro extension must find the vendor headers in /opt/spectro/include; which makefile variable is prepended to CPPFLAGS for that?",
     "PG_CPPFLAGS",
     ["extend-pgxs.html"], "setting"),
    ("pg39-pgxs-moduledir",
     "our PGXS Makefile should install the extension's SQL scripts into a subdirectory of share named after the lab instead of share/extension; which variable sets that?",
     "MODULEDIR",
     ["extend-pgxs.html"], "setting"),
    ("pg39-control-module-pathname",
     "the install scripts of our labtools extension refer to MODULE_PATHNAME in their CREATE FUNCTION lines; which control-file parameter supplies the value that gets substituted?",
     "module_pathname",
     ["extend-extensions.html"], "setting"),
    ("pg39-psql-prompt2",
     "when I type a multi-line query into psql on db03 the continuation lines get the prompt dbname-#; which psql variable sets that continuation prompt?",
     "PROMPT2",
     ["app-psql.html"], "setting"),
    ("pg39-pgsysconfdir",
     "our Ansible role drops a shared pg_service.conf into /etc/labdb instead of the default location; which environment variable tells libpq the directory holding it?",
     "PGSYSCONFDIR",
     ["libpq-envars.html", "libpq-pgservice.html", "app-psql.html"], "setting"),
    ("pg39-pglocaledir",
     "our relocated client install keeps the translated message catalogs in /opt/labpg/locale and libpq doesn't find them; which environment variable sets that directory?",
     "PGLOCALEDIR",
     ["libpq-envars.html"], "setting"),
    ("pg39-bgw-notify-pid",
     "our C extension launches a background worker from a backend and wants to be signalled when the worker starts or stops; which BackgroundWorker field takes the PID to signal?",
     "bgw_notify_pid",
     ["bgworker.html"], "setting"),
    ("pg39-semmni",
     "on the old Solaris archive box the server fails to create semaphore sets; which kernel parameter caps the number of semaphore identifiers, i.e. sets?",
     "SEMMNI",
     ["kernel-resources.html"], "setting"),
    ("pg39-xml2-config",
     "configure --with-libxml on the build host picks up the system libxml2 instead of the newer one in /opt/xml; which environment variable points configure at the right xml2-config program?",
     "XML2_CONFIG",
     ["install-procedure.html"], "setting"),
    ("pg39-ldflags-ex",
     "when building from source I need extra linker flags only for linking the executables, not the shared libraries; which configure variable is that?",
     "LDFLAGS_EX",
     ["install-procedure.html", "app-pgconfig.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg39-basebackup-manifest-checksums",
     "pg_basebackup of db01 to the NAS should record SHA256 checksums in the backup manifest instead of CRC32C; which option sets the algorithm?",
     "--manifest-checksums",
     ["app-pgbasebackup.html"], "command"),
    ("pg39-postgres-describe-config",
     "for our config documentation script I want the server binary to dump all its run-time parameters in a tab-delimited list; which postgres option does that?",
     "--describe-config",
     ["app-postgres.html"], "command"),
    ("pg39-cube-subset",
     "our tolerance boxes are stored as 3-D cube values and the report needs only the second dimension; which cube function builds a new cube from a list of dimension indexes?",
     "cube_subset",
     ["cube.html"], "command"),
    ("pg39-cube-ll-coord",
     "from a cube value of a part's bounding box, which function returns the n-th coordinate of the lower left corner?",
     "cube_ll_coord",
     ["cube.html"], "command"),
    ("pg39-get-bgworker-pid",
     "after registering a dynamic background worker in our C extension, which function tells me the PID it is running under?",
     "GetBackgroundWorkerPid",
     ["bgworker.html"], "command"),
    ("pg39-sec-to-gc",
     "our earthdistance query gives the straight-line (secant) distance between two field stations; which function converts that to the great circle distance?",
     "sec_to_gc",
     ["earthdistance.html"], "command"),
    ("pg39-errtablecol",
     "our extension's ereport for a bad value in samples.barcode should carry the table and column name as separate error fields; which auxiliary function adds them?",
     "errtablecol",
     ["error-message-reporting.html"], "command"),
    ("pg39-check-foreign-key",
     "the old refint example from contrib should cascade deletes from the instruments table to the readings referencing it; which trigger function goes on the referenced table?",
     "check_foreign_key",
     ["contrib-spi.html"], "command"),
    ("pg39-autoinc",
     "a legacy schema uses the contrib spi module to fill the id column from a sequence in a BEFORE trigger; which trigger function does that?",
     "autoinc",
     ["contrib-spi.html"], "command"),
    ("pg39-ecpg-allocate-descriptor",
     "our ECPG loader must handle queries whose columns are only known at run time; which statement creates an SQL descriptor area for that?",
     "ALLOCATE DESCRIPTOR",
     ["ecpg-descriptors.html", "ecpg-sql-allocate-descriptor.html"], "command"),
    ("pg39-amcheck-no-dependent-indexes",
     "pg_amcheck -t samples on the big LIMS database also checks every index of the table; which option limits it to the table itself?",
     "--no-dependent-indexes",
     ["app-pgamcheck.html"], "command"),
    ("pg39-psql-no-readline",
     "psql under our serial-console terminal program garbles the line editing; which option starts psql without readline?",
     "--no-readline",
     ["app-psql.html"], "command"),
    ("pg39-psql-table-attr",
     "our nightly psql -H report for the intranet needs border and class attributes on the HTML table tag; which option sets them?",
     "--table-attr",
     ["app-psql.html"], "command"),
    ("pg39-dtrace-rewrite-start",
     "with SystemTap on our self-built server, which built-in probe fires when the rewriting of a query starts?",
     "query-rewrite-start",
     ["dynamic-trace.html"], "command"),
    ("pg39-configure-system-tzdata",
     "our distribution keeps the time zone database in /usr/share/zoneinfo and updates it itself; which configure option makes PostgreSQL use it instead of its own copy?",
     "--with-system-tzdata",
     ["install-procedure.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg39-pg-ctl-status-no-datadir",
     "our monitoring script runs pg_ctl status and sometimes gets a path to an unreadable data directory; what exit status does pg_ctl give then?",
     "exit status of 4",
     ["app-pg-ctl.html"], "value"),
    ("pg39-tz-abbrev-offset-unit",
     "I'm adding lab-local abbreviations to a timezone abbreviations file; in what unit is the offset on each line given?",
     "offset in seconds from UTC",
     ["datetime-config-files.html"], "value"),
    ("pg39-source-tree-space",
     "how much disk space does the source tree need during compilation on our build VM?",
     "about 350 MB",
     ["install-requirements.html"], "value"),
    ("pg39-macaddr8-from-6-bytes",
     "when I store a 6-byte MAC of a sensor node into a macaddr8 column, how are the extra bytes filled?",
     "4th and 5th bytes set to FF and FE",
     ["datatype-net-types.html"], "value"),
    ("pg39-heapallindexed-memory",
     "how much memory does amcheck's heapallindexed verification need per heap tuple for its Bloom filter?",
     "approximately 2 bytes of memory are needed per tuple",
     ["amcheck.html"], "value"),
    ("pg39-trunc-macaddr",
     "for grouping instruments by vendor I call trunc() on their macaddr values; what exactly does it do to the address?",
     "sets the last 3 bytes of the address to zero",
     ["functions-net.html"], "value"),
    ("pg39-pipeline-latency-example",
     "in the manual's example of a 100-statement job against a server 300 ms away, how much time goes to network latency without pipelining?",
     "30 seconds in network latency alone",
     ["libpq-pipeline-mode.html"], "value"),
    ("pg39-shmmin",
     "on the legacy BSD archive host, how big should the minimum shared memory segment size SHMMIN be for PostgreSQL?",
     "at most approximately 32 bytes",
     ["kernel-resources.html"], "value"),
    ("pg39-shmmax-minimum",
     "what is the least SHMMAX that one PostgreSQL instance needs?",
     "at least 1kB",
     ["kernel-resources.html"], "value"),
    ("pg39-archive-not-configured-warning",
     "our archive module's check_configured_cb returns false while the S3 credentials are missing; what warning does the archiver write to the log?",
     "archive_mode enabled, yet archiving is not configured",
     ["archive-module-callbacks.html"], "value"),
    ("pg39-pqgetline-length",
     "our old C importer reads COPY OUT data with PQgetline into a 1024-byte buffer; how many characters does one call copy at most?",
     "copies up to length-1 characters",
     ["libpq-copy.html"], "value"),
    ("pg39-checkpoint-done-arg0",
     "my SystemTap script hooks the checkpoint-done probe; what does its arg0 hold?",
     "arg0 is the number of buffers written",
     ["dynamic-trace.html"], "value"),
    ("pg39-pgevt-resultcopy",
     "our libpq event procedure must duplicate its per-result data when the app calls PQcopyResult; which event is fired then?",
     "PGEVT_RESULTCOPY",
     ["libpq-events.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg39-why-short-primary-message",
     "in code review for our extension, why should the primary error message be short and put the rest in detail and hint?",
     "keeping the primary message short helps keep it to the point",
     ["error-style-guide.html"], "reason"),
    ("pg39-why-no-formatting-in-messages",
     "why shouldn't our extension's error messages contain tabs or end with a newline?",
     "messages are not necessarily displayed on terminal-type displays",
     ["error-style-guide.html"], "reason"),
    ("pg39-why-tz-abbrev-alphabetic",
     "why must the value of timezone_abbreviations be a purely alphabetic file name, so that our file Lab-2024 is refused?",
     "prevents reading files outside the intended directory",
     ["datetime-config-files.html"], "reason"),
    ("pg39-why-no-america-txt",
     "why can't I set timezone_abbreviations to the America.txt file shipped in timezonesets?",
     "because of the dot embedded in their names",
     ["datetime-config-files.html"], "reason"),
    ("pg39-why-generic-wal-palloc-ok",
     "in our index AM that uses generic WAL, why is it safe to allocate memory or throw errors between GenericXLogStart and GenericXLogFinish?",
     "does not start a critical section",
     ["generic-wal.html"], "reason"),
    ("pg39-why-left-join-plans-fast",
     "why does SELECT * FROM a LEFT JOIN (b JOIN c ON ...) ON ... plan faster than the same three tables listed in FROM?",
     "the planner has no choice of join order here",
     ["explicit-joins.html"], "reason"),
    ("pg39-why-passthrough-long-lived",
     "our libpq event handler got a pass-through pointer to a stack variable and later crashed; why must that pointer refer to long-lived data?",
     "never changes for the life of the PGconn",
     ["libpq-events.html"], "reason"),
    ("pg39-why-full-test-case",
     "why does the bug-reporting guide want the CREATE TABLE and INSERT statements with a failing query instead of just the SELECT?",
     "do not have the time to reverse-engineer your database schema",
     ["bug-reporting.html"], "reason"),
    ("pg39-why-amcostestimate-in-c",
     "why can't the cost estimator of our index access method be written in SQL or PL/pgSQL?",
     "because they must access internal data structures of the planner/optimizer",
     ["index-cost-estimation.html"], "reason"),
    ("pg39-why-shared-disk-risky",
     "the storage vendor proposes shared-disk failover for db01 and db02 on one SAN array; what is the significant limitation of that method?",
     "the primary and standby servers are both nonfunctional",
     ["different-replication-solutions.html"], "reason"),
    ("pg39-why-custom-rmgr-over-generic",
     "why would our extension implement a custom WAL resource manager instead of using generic WAL records?",
     "which does not support logical decoding",
     ["custom-rmgr.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg39-generic-wal-full-image",
     "our AM rewrites a whole page at once through generic WAL; how do I have a full-page image logged instead of a delta?",
     "GENERIC_XLOG_FULL_IMAGE",
     ["generic-wal.html"], "procedure"),
    ("pg39-generic-wal-register-order",
     "in our generic-WAL code, in what order should I register the buffers of a multi-page change?",
     "registered in the same order in which locks are to be obtained",
     ["generic-wal.html"], "procedure"),
    ("pg39-tz-abbrev-override",
     "our custom abbreviations file includes Default and then redefines IST for the Bangalore lab, which is reported as a conflict; what line lets later entries override earlier ones?",
     "@OVERRIDE",
     ["datetime-config-files.html"], "procedure"),
    ("pg39-bgworker-db-connection",
     "our background worker must run SQL in the database lims; which function connects it to that database?",
     "BackgroundWorkerInitializeConnection",
     ["bgworker.html"], "procedure"),
    ("pg39-errcode-file-access",
     "our extension's ereport after a failed open() of /srv/spectra/cal.dat should get an SQLSTATE matching the errno; which errcode helper is used?",
     "errcode_for_file_access",
     ["error-message-reporting.html"], "procedure"),
    ("pg39-pqsetinstancedata",
     "our libpq event procedure allocates per-connection state at PGEVT_REGISTER; how does it attach that state to the PGconn?",
     "PQsetInstanceData",
     ["libpq-events.html"], "procedure"),
    ("pg39-pgxs-regress-opts",
     "the regression tests of our PGXS extension need an extra --load-extension switch passed to pg_regress; which makefile variable carries such options?",
     "REGRESS_OPTS",
     ["extend-pgxs.html"], "procedure"),
    ("pg39-ecpg-deallocate-descriptor",
     "when our ECPG loader is done with a dynamic query, how does it free the SQL descriptor area it allocated?",
     "DEALLOCATE DESCRIPTOR",
     ["ecpg-descriptors.html", "ecpg-sql-allocate-descriptor.html"], "procedure"),
    ("pg39-custom-rmgr-register-where",
     "where in our extension must RegisterCustomRmgr be called?",
     "must be called from the extension module's _PG_init function",
     ["custom-rmgr.html"], "procedure"),
    ("pg39-amcostestimate-index-row",
     "in the amcostestimate of our index AM, which cost parameter should I charge for processing each index row?",
     "the cost of processing one index row should usually be taken as cpu_index_tuple_cost",
     ["index-cost-estimation.html"], "procedure"),
    ("pg39-errtableconstraint",
     "the ereport for a violated check in our extension should name the table and the constraint; which auxiliary function adds those fields?",
     "errtableconstraint",
     ["error-message-reporting.html"], "procedure"),
    ("pg39-style-quotes",
     "in our extension's English messages, which kind of quotes should surround a file name like cal.dat?",
     "English text should use double quotes",
     ["error-style-guide.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg39-what-steady-state-ga",
     "the GEQO chapter says PostgreSQL uses a steady state GA; what does steady state mean there?",
     "replacement of the least fit individuals in a population",
     ["geqo-pg-intro.html"], "definition"),
    ("pg39-what-tz-abbrev-d",
     "in a timezone abbreviations file some lines end with a D after the offset; what does that D mean?",
     "local daylight-savings time",
     ["datetime-config-files.html"], "definition"),
    ("pg39-what-hint-message",
     "the error style guide distinguishes primary, detail and hint messages; what is a hint message for?",
     "suggestions about what to do to fix the problem",
     ["error-style-guide.html"], "definition"),
    ("pg39-what-fs-replication",
     "the replication comparison lists file system (block device) replication, like DRBD; what is that?",
     "all changes to a file system are mirrored to a file system residing on another computer",
     ["different-replication-solutions.html"], "definition"),
    ("pg39-what-passthrough-pointer",
     "the libpq event system mentions a pass-through pointer; what is it?",
     "provided by the application when the event handler is registered",
     ["libpq-events.html"], "definition"),
    ("pg39-what-serializable-is",
     "in PostgreSQL terms, what are serializable transactions compared with repeatable read ones?",
     "add nonblocking monitoring for dangerous patterns of read/write conflicts",
     ["applevel-consistency.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

"""Fifty-third held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout53.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (the text the appliance's own HTML parser makes
of each page, searched with grep and a phrase-checking script), as an
engineer at a lab bench would type or say them -- mostly a situation in
everyday words, some in the manual's own terms, many mentioning the asker's
own hosts, tables and tools (db01, db02 and db03, the test box, the backup
NAS running FreeBSD, a second site behind a slow VPN, the C acquisition
client and its GUI, an ECPG data logger, a C++ instrument driver, the
spectra, readings, samples and calibrations tables, the lims database and
schema, a Paris partner lab, a fossil catalogue). Its facts come only from
pages whose file name starts with a letter from a to l (the other author of
this round took m to z), and each answer phrase was checked against the
parsed text of every page so that facts a page from m to z also states were
avoided or that page listed too (the inlining threshold is also described
on runtime-config-query.html, which is listed). Pages that earlier sets
cite rarely or not at all were preferred: the libpq pages on control
functions, canceling queries, asynchronous processing, notification, notice
processing and building programs; the ECPG pages on C++ applications,
library functions, connections, pgtypes and Informix compatibility; the
logical decoding pages on output plugins and two-phase commits; and
reindexdb, dropdb, pg_checksums, the JIT decision, parallel query, GEQO,
index usage and ordering, dependency tracking, file-system backups, log file
maintenance, post-installation setup, ident authentication, encryption
options, high availability, bug reporting, large-object server functions,
POSIX time zone specifications, date input rules, bytea and citext.
The facts are spread over PQTRACE_SUPPRESS_TIMESTAMPS, PQERRORS_SQLSTATE,
reindexdb's --tablespace, jit_inline_above_cost, filter_prepare_cb,
LD_RUN_PATH, the be_pid field, dropdb's --maintenance-db, the host option of
an ECPG socket target, receive_rewrites; PQgetCancel, PQsetnonblocking, the
C++ link and ecpg preprocessing commands, piping pg_ctl into rotatelogs,
ldconfig after installation, ECPGstatus, the tar of the data directory,
pkg-config --libs libpq, loread and lowrite; the private security address,
the cost of synchronous replication over a slow network, FreeBSD's geli and
gbde, PGRES_NONFATAL_ERROR for notices, the file pg_checksums --disable
touches, the Paris POSIX time zone, the default transition time, the
default pgtypes timestamp mask, the Informix integer range; why
PQrequestCancel is unsafe, why reindexdb -j refuses -i, why encrypted ident
replies cannot work, why tiny test tables mislead, why single table files
cannot be restored, why an explicit sort can beat an index, why citext
comparisons turn case-sensitive; calling PQconsumeInput before PQisBusy,
previewing a CASCADE, a CHECKPOINT before a snapshot, switching checksums
in a replication setup, entering years 1 to 99, embedded SQL from C++, log
rotation with static file names, the order of -L and -lpq; and terms (Gather
Merge, PQisBusy returning 1, the bytea hex format, a GEQO join string) --
none an answer or question topic of an earlier set (answers and question
words were grepped against the builders ``build_answers_pg2.py`` to
``build_answers_pg51.py``, ``build_answers_kernel3.py`` to
``build_answers_kernel51.py`` and ``build_answers_unanswerable2.py`` to
``build_answers_unanswerable50.py``; the earlier ``answer_*.jsonl`` files
were not read, apart from their ``id`` fields for the uniqueness check, and
the fifty-fourth sets and the fifty-second unanswerable set of this round,
which another author wrote at the same time, were not seen). The
fifty-first set's builders (``build_answers_pg51.py``,
``build_answers_kernel51.py``, ``build_answers_unanswerable49.py``) and
``validate_answers.py`` were read as templates for format and rules.
Nothing of the answer code, of its search or answer output, of the
appliance's documentation or tests, or of the benchmark results was opened
while writing it; no git command was used; the questions were not run
through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages, release notes, synopsis-only mentions, passing uses (example
programs that merely print a field) and pages where the same phrase states
another program's fact (the other client applications' --maintenance-db).

Usage::

    python3 build_answers_pg53.py > answer_pg_heldout53.jsonl
    python3 validate_answers.py answer_pg_heldout53.jsonl  # with a Python that has the appliance installed

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

CTRL = "libpq-control.html"
ASYNC = "libpq-async.html"
CPP = "ecpg-cpp.html"
BFILE = "backup-file.html"
TZ = "datetime-posix-timezone-specs.html"

# (id, query, answer, relevant, kind)
ROWS: list[Row] = [
    # --- settings -------------------------------------------------------
    ("pg53-pqtrace-no-timestamps",
     "our C acquisition client writes a libpq protocol trace, and the timestamp at the start of every line makes diffing two runs useless; which trace flag leaves the timestamps out?",
     "PQTRACE_SUPPRESS_TIMESTAMPS",
     [CTRL], "setting"),
    ("pg53-error-verbosity-sqlstate",
     "the error lines our C loader writes to its own log should carry only the severity and the SQLSTATE code, nothing else; which verbosity do I pass to PQsetErrorVerbosity?",
     "PQERRORS_SQLSTATE",
     [CTRL], "setting"),
    ("pg53-reindexdb-tablespace",
     "when reindexdb rebuilds the indexes of the lims database tonight they should land on the new fast_ssd tablespace; which reindexdb option says where the indexes are rebuilt?",
     "--tablespace",
     ["app-reindexdb.html"], "setting"),
    ("pg53-jit-inline-cost",
     "EXPLAIN ANALYZE of the big report on db02 shows JIT in use but 'Inlining false'; above which setting does the query cost have to be before short functions and operators get inlined?",
     "jit_inline_above_cost",
     ["jit-decision.html", "runtime-config-query.html"], "setting"),
    ("pg53-filter-prepare-cb",
     "the output plugin behind our audit feed should decide by the gid whether a prepared transaction is decoded at PREPARE time or only later at COMMIT PREPARED; which optional callback does that?",
     "filter_prepare_cb",
     ["logicaldecoding-two-phase-commits.html", "logicaldecoding-output-plugin.html"], "setting"),
    ("pg53-ld-run-path",
     "I'm building PostgreSQL from source into /opt/pg15 on the lab box and would rather not make every user set LD_LIBRARY_PATH; which environment variable can be set before building instead, on some systems?",
     "LD_RUN_PATH",
     ["install-post.html"], "setting"),
    ("pg53-pgnotify-be-pid",
     "our sample tracker picks up NOTIFY messages with PQnotifies, and I'd like to log which server process sent each one; which field of the PGnotify struct has that?",
     "be_pid",
     ["libpq-notify.html"], "setting"),
    ("pg53-dropdb-maintenance-db",
     "on the test box the postgres database was dropped long ago, and dropdb scratch should connect to our admin database instead while it drops scratch; which dropdb option names the database it connects to?",
     "--maintenance-db",
     ["app-dropdb.html"], "setting"),
    ("pg53-ecpg-socket-directory",
     "our ECPG logger connects with unix:postgresql://localhost/lims, but the server's socket is in /run/pg-lab, not the default directory; where in the connection target does that directory go?",
     "as the value of a host option",
     ["ecpg-connect.html"], "setting"),
    ("pg53-receive-rewrites",
     "the DDL audit output plugin we wrote should also be called for the changes that heap rewrites make during an ALTER TABLE; which option does its startup callback set for that?",
     "receive_rewrites",
     ["logicaldecoding-output-plugin.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg53-pqgetcancel",
     "the acquisition GUI needs a Stop button that cancels a running query from a second thread; which libpq function creates the object holding what's needed to cancel a command on a connection?",
     "PQgetCancel",
     ["libpq-cancel.html"], "command"),
    ("pg53-pqsetnonblocking",
     "while our C loader pushes a large COPY the whole GUI freezes because libpq blocks on sending; which function switches the connection to nonblocking mode?",
     "PQsetnonblocking",
     [ASYNC], "command"),
    ("pg53-ecpg-cpp-link",
     "following the manual's C++ example where the embedded SQL lives in test_mod.pgc, what is the last command, the one that links test_cpp?",
     "c++ test_cpp.o test_mod.o -lecpg -o test_cpp",
     [CPP], "command"),
    ("pg53-ecpg-cpp-preprocess",
     "and the first step of that C++ build: what command turns test_mod.pgc into test_mod.c?",
     "ecpg -o test_mod.c test_mod.pgc",
     [CPP], "command"),
    ("pg53-rotatelogs-pipe",
     "db03 is started with pg_ctl and we already use Apache's rotatelogs for other servers; what pipeline does the manual show to start a new log file in /var/log/pgsql_log every day?",
     "pg_ctl start | rotatelogs /var/log/pgsql_log 86400",
     ["logfile-maintenance.html"], "command"),
    ("pg53-ldconfig-after-install",
     "after make install into /usr/local/pgsql on the Linux build box, psql complains that it can't load the libpq shared library; as root, what do I run so the run-time linker finds the libraries?",
     "/sbin/ldconfig /usr/local/pgsql/lib",
     ["install-post.html"], "command"),
    ("pg53-ecpgstatus",
     "before each batch our ECPG data logger should check that it is still connected to a database; which library function returns whether it is?",
     "ECPGstatus",
     ["ecpg-library.html"], "command"),
    ("pg53-tar-data-directory",
     "what tar command does the manual use as its example of a file system level backup of the data directory?",
     "tar -cf backup.tar /usr/local/pgsql/data",
     [BFILE], "command"),
    ("pg53-pkgconfig-libs",
     "the Makefile of our acquisition client must not hard-code where libpq is installed; which pkg-config command prints the linker options for libpq?",
     "pkg-config --libs libpq",
     ["libpq-build.html"], "command"),
    ("pg53-loread-lowrite",
     "a server-side SQL script should read and write pieces of our large objects the way lo_read and lo_write do in C; under which names do I call those functions from SQL?",
     "loread and lowrite",
     ["lo-funcs.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg53-security-report-address",
     "I think I found a way for an unprivileged role on db01 to read other people's data, and I don't want it in the public list archives; where do I report it privately?",
     "security@postgresql.org",
     ["bug-reporting.html"], "value"),
    ("pg53-sync-replication-slow-network",
     "the second site hangs off a slow VPN and someone wants fully synchronous replication to it; by how much can that cut performance, according to the high availability chapter?",
     "cut performance by more than half",
     ["high-availability.html"], "value"),
    ("pg53-freebsd-block-encryption",
     "the backup NAS runs FreeBSD and the auditors want its data partition encrypted at block level; which options does the manual name for FreeBSD?",
     "geli and gbde",
     ["encryption-options.html"], "value"),
    ("pg53-notice-receiver-status",
     "the notice receiver callback in our C client is handed a PGresult for each warning; what result status does that PGresult have?",
     "PGRES_NONFATAL_ERROR",
     ["libpq-notice-processing.html", "libpq-exec.html"], "value"),
    ("pg53-checksums-disable-file",
     "pg_checksums --disable on the 2 TB test cluster was done in a second; what does disabling actually write?",
     "only updates the file pg_control",
     ["app-pgchecksums.html"], "value"),
    ("pg53-posix-tz-paris",
     "the Paris partner lab's instrument only takes a POSIX-style TZ string; which specification does the manual give for current Paris timekeeping?",
     "CET-1CEST,M3.5.0,M10.5.0/3",
     [TZ], "value"),
    ("pg53-posix-tz-default-time",
     "in a POSIX time zone rule I left out the time of day of the daylight-saving transitions; at what local time does the change happen then?",
     "If omitted, they default to 02:00:00",
     [TZ], "value"),
    ("pg53-pgtypes-default-mask",
     "our ECPG program parses timestamps with PGTYPEStimestamp_defmt_asc and passes NULL as the format mask; which mask does it use then?",
     "%Y-%m-%d %H:%M:%S",
     ["ecpg-pgtypes.html"], "value"),
    ("pg53-informix-int-range",
     "we're porting an old Informix ESQL/C program in ECPG's Informix mode; to what range did Informix itself limit an integer?",
     "-32767 to 32767",
     ["ecpg-informix-compat.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg53-pqrequestcancel-unsafe",
     "the inherited C client cancels queries with PQrequestCancel from a signal handler while other threads use the connection; why does the manual say that's not safe?",
     "overwriting the PGconn's error message will mess up the operation currently in progress on the connection",
     ["libpq-cancel.html"], "reason"),
    ("pg53-reindexdb-jobs-index",
     "reindexdb -j 4 -i samples_ts_idx lims refuses to run; why?",
     "incompatible with the --index and --system options",
     ["app-reindexdb.html"], "reason"),
    ("pg53-ident-encrypted-names",
     "the ident daemon on the old analysis hosts was set to hand out encrypted user names, and ident logins to db01 now fail; why must that option be off?",
     "PostgreSQL does not have any way to decrypt the returned string",
     ["auth-ident.html"], "reason"),
    ("pg53-tiny-test-table",
     "on my 100-row test copy of the samples table the planner ignores the new index; why is such a tiny table useless for deciding about indexes?",
     "the 100 rows probably fit within a single disk page",
     ["indexes-examine.html"], "reason"),
    ("pg53-restore-one-table-files",
     "could I restore only the spectra table by copying its files back out of last night's tar of the data directory? why not?",
     "not usable without the commit log files",
     [BFILE], "reason"),
    ("pg53-explicit-sort-faster",
     "the weekly report reads most of the readings table in ts order, and the planner sorts explicitly instead of walking the ts index; why can that be faster?",
     "requires less disk I/O due to following a sequential access pattern",
     ["indexes-ordering.html"], "reason"),
    ("pg53-citext-search-path",
     "in the cron job that sets search_path to just the lims schema, comparisons on our citext column suddenly become case-sensitive; why?",
     "The schema containing the citext operators must be in the current search_path",
     ["citext.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg53-pqisbusy-consume-first",
     "my event loop calls PQisBusy again and again and the connection never stops being busy; what has to happen before PQisBusy?",
     "PQconsumeInput must be invoked first",
     [ASYNC], "procedure"),
    ("pg53-preview-cascade",
     "before I run DROP TABLE calibrations CASCADE I'd like to see everything else it would drop; how does the manual suggest checking?",
     "run DROP without CASCADE and read the DETAIL output",
     ["ddl-depend.html"], "procedure"),
    ("pg53-checkpoint-before-snapshot",
     "we take frozen LVM snapshots of db02's data volume while the server runs; what can I do just before each snapshot to cut the WAL replay when one is restored?",
     "perform a CHECKPOINT before taking the snapshot",
     [BFILE], "procedure"),
    ("pg53-checksums-replication",
     "db01 and its standby db02 both need data checksums turned on, and we use pg_rewind between them; how should the switch be done?",
     "stop all the clusters before switching them all consistently",
     ["app-pgchecksums.html"], "procedure"),
    ("pg53-year-1-to-99",
     "the fossil catalogue has a specimen dated AD 99; how do I enter a year from 1 to 99 so it is taken literally?",
     "4 digits with leading zeros",
     ["datetime-input-rules.html"], "procedure"),
    ("pg53-ecpg-from-cpp",
     "the ecpg preprocessor chokes on the class members in our C++ instrument driver; what's the safe way to use embedded SQL from a C++ program?",
     "hiding the ECPG calls in a C module",
     [CPP], "procedure"),
    ("pg53-logrotate-static-names",
     "with static log file names the server sometimes keeps writing to a log that logrotate already compressed and deleted, and messages get lost; what does the manual suggest?",
     "use a prerotate script to ignore open log files",
     ["logfile-maintenance.html"], "procedure"),
    ("pg53-link-option-order",
     "linking the acquisition client on the old build host fails although both -lpq and -L/usr/local/pgsql/lib are on the command line; in which order should they go?",
     "put the -L option before the -lpq option",
     ["libpq-build.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg53-what-gather-merge",
     "EXPLAIN shows a Gather Merge node on top of the parallel part of our sorted query; what does that node tell me?",
     "the leader is performing an order-preserving merge",
     ["how-parallel-query-works.html"], "definition"),
    ("pg53-what-pqisbusy-1",
     "what does it mean when PQisBusy returns 1?",
     "PQgetResult would block waiting for input",
     [ASYNC], "definition"),
    ("pg53-what-bytea-hex",
     "what exactly is the hex format of bytea?",
     "2 hexadecimal digits per byte, most significant nibble first",
     ["datatype-binary.html"], "definition"),
    ("pg53-what-geqo-string",
     "GEQO encodes a join tree as the integer string '4-1-3-2'; what does that string mean?",
     "first join relation '4' and '1', then '3', and then '2'",
     ["geqo-pg-intro.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

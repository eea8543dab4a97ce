"""Twenty-third held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout23.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, stripped of tags by a small
script and searched with grep and sed), as an engineer at a lab bench would
type or say them -- mostly a situation in everyday words, some in the
manual's own terms, a few mentioning the asker's own tables, hosts and
tools -- spread over planning time in pg_stat_statements, a
different random start for the genetic query optimizer, forbidding access
to views and foreign tables during maintenance, a Kerberos service name
other than postgres, long messages split for syslog, streaming big
in-progress transactions to a subscriber, single-step mode in psql, user
names per database, the resource manager ID for an extension still in
development, trigger statistics in auto_explain output; skipping updates
that change nothing, catching notices in a libpq program, listing text
search dictionaries in psql, the subject of a client certificate from SQL,
naming an object found in pg_depend, an array filled with one value, the
type of a JSON value, moving a table to another table access method, the
trigrams of a string, reading a binary file into bytea; the C standard
the code may rely on, the dependency type of an extension member, the
predicate locks per page before promotion, libpq's integer version
numbers, where the transaction ID counter starts over, the time zone of
the regression test reference files, the DocBook DTD version, spacing in
detail messages, the row number of a PL/Tcl loop; lost ordering when
indexes are combined, superuser for binary-coercible casts, functions that
take internal, what a STABLE function sees, System Integrity Protection
and make check, saving errno in a signal handler, a custom WAL resource
manager left out of shared_preload_libraries; crash dumps on Windows,
earthdistance in degrees, a variant expected file for one platform, the
regression tests without a locale, the Homebrew XML catalog, cygserver
under Cygwin, starting a generic WAL record, adding native language support
to a program; and terms (DBI, user, database cluster, shared memory). The
most famous facts were avoided, and so was every answer and every question
topic of the earlier answer sets (``answer_pg_tune``, ``answer_pg_heldout``
to ``answer_pg_heldout22``, ``answer_kernel_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose (answers,
question words and the pages named in ``relevant`` were also grepped
against them, and each new answer against the text of every page); the
twenty-second set's builder (``build_answers_pg22.py``) was read as the
template for format and rules. Nothing of the answer code, of its search
or answer output, of the appliance's documentation or tests, or of the
benchmark results was opened while writing it; no git command was run; the
questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries the
asked-for fact, copied as the page writes it; ``relevant`` lists every page
that states the fact with that phrase, best first, leaving out index pages,
release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg23.py > answer_pg_heldout23.jsonl
    python3 validate_answers.py answer_pg_heldout23.jsonl  # with a Python that has the appliance installed

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
    ("pg23-pgss-track-planning",
     "pg_stat_statements shows how long our dashboard queries take to execute, but I suspect most of the time goes into planning them; which setting makes it track planning time as well?",
     "pg_stat_statements.track_planning",
     ["pgstatstatements.html"], "setting"),
    ("pg23-geqo-seed",
     "our 16-table report join is planned by GEQO and always gets the same mediocre plan; which parameter do I change so the genetic optimizer explores a different set of join orders?",
     "geqo_seed",
     ["runtime-config-query.html", "geqo-pg-intro.html"], "setting"),
    ("pg23-restrict-nonsystem-relation-kind",
     "as superuser I run maintenance scripts in databases the students own, and I'm worried about their views and foreign tables running code behind my back; which setting prohibits access to non-system views and foreign tables for the session?",
     "restrict_nonsystem_relation_kind",
     ["runtime-config-client.html"], "setting"),
    ("pg23-krbsrvname",
     "IT registered the database server's Kerberos principal as pgsql/db.lab.example instead of postgres/..., and GSSAPI logins from the instrument PCs now fail; which libpq connection parameter sets the service name the client asks for?",
     "krbsrvname",
     ["libpq-connect.html", "gssapi-auth.html"], "setting"),
    ("pg23-syslog-split-messages",
     "our new syslog daemon accepts long messages, but PostgreSQL still chops every multi-line error into separate lines of at most 1024 bytes; which setting makes it hand the messages over as they are?",
     "syslog_split_messages",
     ["runtime-config-logging.html"], "setting"),
    ("pg23-subscription-streaming",
     "the nightly batch on the publisher is one huge transaction, and the subscriber only starts applying it after it has been fully decoded and sent; which CREATE SUBSCRIPTION option sends in-progress transactions along as they run?",
     "streaming",
     ["sql-createsubscription.html"], "setting"),
    ("pg23-psql-singlestep",
     "in the training session psql should stop before each statement of the demo script and ask for confirmation; which psql variable can the script set to switch that mode on?",
     "SINGLESTEP",
     ["app-psql.html"], "setting"),
    ("pg23-db-user-namespace",
     "each course has its own database, and two courses both want a user called tutor with different passwords; which server setting enables user names per database, written as username@dbname?",
     "db_user_namespace",
     ["runtime-config-connection.html"], "setting"),
    ("pg23-rm-experimental-id",
     "our table access method extension now registers a custom WAL resource manager, but we haven't reserved an official ID yet; which resource manager ID should we use while developing?",
     "RM_EXPERIMENTAL_ID",
     ["custom-rmgr.html"], "setting"),
    ("pg23-auto-explain-log-triggers",
     "auto_explain already logs analyzed plans of the slow inserts into samples, but I suspect the audit triggers eat the time; which auto_explain parameter adds trigger execution statistics to the logged plan?",
     "auto_explain.log_triggers",
     ["auto-explain.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg23-suppress-redundant-updates",
     "the sync job rewrites every row of the instruments table each night even when nothing changed, which bloats it and churns its indexes; which built-in trigger function skips updates that don't change the row?",
     "suppress_redundant_updates_trigger",
     ["functions-trigger.html"], "command"),
    ("pg23-pqsetnoticeprocessor",
     "the NOTICE and WARNING messages the server sends to our C acquisition program end up on stderr, but they belong in its own log file; which libpq function installs my own routine for printing them?",
     "PQsetNoticeProcessor",
     ["libpq-notice-processing.html"], "command"),
    ("pg23-psql-dfd",
     "which psql meta-command lists the text search dictionaries available in the lab notes database?",
     "\\dFd",
     ["textsearch-psql.html", "app-psql.html"], "command"),
    ("pg23-ssl-client-dn",
     "the instrument PCs connect with client certificates, and an audit trigger should record the full subject of the certificate each session used; which sslinfo function returns that?",
     "ssl_client_dn",
     ["sslinfo.html"], "command"),
    ("pg23-pg-identify-object",
     "pg_depend gives me classid, objid and objsubid numbers for the things depending on our old sequence; which function turns such a triple into the object's type, schema and name?",
     "pg_identify_object",
     ["functions-info.html"], "command"),
    ("pg23-array-fill",
     "every new calibration row should start with an array of 64 zeros in its gains column; which function builds an array filled with copies of one value, given the dimensions?",
     "array_fill",
     ["functions-array.html"], "command"),
    ("pg23-json-typeof",
     "the payload column is plain json, and some instruments send an object, others a bare number or an array; which function tells me the type of the top-level JSON value?",
     "json_typeof",
     ["functions-json.html"], "command"),
    ("pg23-alter-table-set-access-method",
     "the existing readings table should be rewritten into the columnar access method we are evaluating; which ALTER TABLE form switches a table to another access method?",
     "SET ACCESS METHOD",
     ["sql-altertable.html"], "command"),
    ("pg23-show-trgm",
     "pg_trgm rates two sample names as far less similar than I expected, and I'd like to see which trigrams it actually extracts from each name; which function shows them?",
     "show_trgm",
     ["pgtrgm.html"], "command"),
    ("pg23-pg-read-binary-file",
     "the spectrometer drops raw .spc files into a directory on the database server; which function reads such a file into a bytea value from SQL?",
     "pg_read_binary_file",
     ["functions-admin.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg23-c99",
     "our patch uses a few modern C features; which C standard is PostgreSQL code allowed to rely on, and must the compiler support?",
     "C99",
     ["source-conventions.html", "install-requirements.html"], "value"),
    ("pg23-deptype-extension",
     "my cleanup script walks pg_depend and must leave alone objects that belong to an installed extension; which deptype marks a member of an extension?",
     "DEPENDENCY_EXTENSION (e)",
     ["catalog-pg-depend.html"], "value"),
    ("pg23-max-pred-locks-per-page",
     "under SERIALIZABLE, how many rows on one page can be predicate-locked by default before the lock is promoted to cover the whole page?",
     "The default is 2",
     ["runtime-config-locks.html"], "value"),
    ("pg23-version-number-format",
     "our C tool checks the integer that libpq's version functions return; what number stands for version 10.1?",
     "100001",
     ["libpq-status.html", "libpq-misc.html"], "value"),
    ("pg23-xid-starts-over",
     "when the 32-bit transaction ID counter reaches its maximum and wraps around, at which value does it start over?",
     "it starts over at 3",
     ["glossary.html"], "value"),
    ("pg23-regress-time-zone",
     "some date and time regression tests fail on our build box in Zurich; for which time zone were the expected output files generated?",
     "America/Los_Angeles",
     ["regress-evaluation.html"], "value"),
    ("pg23-docbook-dtd-version",
     "the documentation build on our old box complains about the DocBook DTD; which DocBook version does the PostgreSQL documentation use?",
     "version 4.5",
     ["docguide-toolsets.html"], "value"),
    ("pg23-detail-message-spaces",
     "I'm writing the hint and detail messages for our extension in the project's style; how many spaces go after a period when another sentence follows?",
     "two spaces after the period",
     ["error-style-guide.html"], "value"),
    ("pg23-pltcl-tupno",
     "in a PL/Tcl function I loop over a SELECT with spi_exec -array; in which array element do I find the current row number?",
     ".tupno",
     ["pltcl-dbaccess.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg23-bitmap-order-lost",
     "the planner combines our indexes on site_id and taken_at with a BitmapAnd, but then still adds a Sort for the ORDER BY taken_at; why can't the index order be used there?",
     "any ordering of the original indexes is lost",
     ["indexes-bitmap-scans.html"], "reason"),
    ("pg23-binary-cast-superuser",
     "I own both types, yet CREATE CAST ... WITHOUT FUNCTION between our two sensor types is refused unless a superuser runs it; why?",
     "an erroneous binary-coercible cast conversion can easily crash the server",
     ["sql-createcast.html"], "reason"),
    ("pg23-internal-arg-not-callable",
     "our extension declares a helper function that takes an argument of type internal, and calling it from a SELECT fails; why?",
     "cannot be called from SQL",
     ["datatype-pseudo.html"], "reason"),
    ("pg23-stable-function-snapshot",
     "an INSERT ... SELECT calls my STABLE function, which counts the rows of the target table, and the function never sees the rows that same statement has just inserted; why?",
     "STABLE and IMMUTABLE functions use a snapshot established as of the start of the calling query",
     ["xfunc-volatility.html"], "reason"),
    ("pg23-macos-sip-make-check",
     "make check fails on my Mac before any test runs, while make installcheck works; why does macOS's System Integrity Protection break it?",
     "it prevents passing the needed setting of DYLD_LIBRARY_PATH",
     ["installation-platform-notes.html"], "reason"),
    ("pg23-signal-handler-errno",
     "in the SIGHUP handler of our background worker, modelled on the coding conventions, why must errno be saved at the start and restored at the end?",
     "errno is saved and restored because SetLatch() might change it",
     ["source-conventions.html"], "reason"),
    ("pg23-custom-rmgr-preload",
     "we removed our access method's library from shared_preload_libraries while tidying the config, and now the server won't start; why did that break it?",
     "The extension must remain in shared_preload_libraries as long as any custom WAL records may exist in the system",
     ["custom-rmgr.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg23-windows-crashdumps",
     "the server on the Windows measurement PC crashes now and then and I want minidumps to send to the developers; how do I make it write them?",
     "create a subdirectory named crashdumps inside the cluster data directory",
     ["installation-platform-notes.html"], "procedure"),
    ("pg23-earthdistance-degrees",
     "we use earthdistance for telescope pointings and want the distances in degrees on the sphere, not in meters; what does the documentation suggest changing?",
     "return a radius of 180/pi()",
     ["earthdistance.html"], "procedure"),
    ("pg23-regress-resultmap",
     "one regression test always fails on our odd build platform with a harmless difference, so I've made a variant expected file for it; how do I tell the test driver to use that file on this platform?",
     "add a line to the resultmap file",
     ["regress-variant.html"], "procedure"),
    ("pg23-make-check-no-locale",
     "I want make check to run in a temporary installation with no locale at all, whatever my shell's LANG says; what do I type?",
     "make check NO_LOCALE=1",
     ["regress-evaluation.html"], "procedure"),
    ("pg23-homebrew-xml-catalog",
     "building the docs on my Apple Silicon Mac with Homebrew's xsltproc fails trying to load the DocBook DTD from the network; what do I set?",
     "export XML_CATALOG_FILES=/opt/homebrew/etc/xml/catalog",
     ["docguide-toolsets.html"], "procedure"),
    ("pg23-cygwin-cygserver",
     "initdb on the old Cygwin test machine fails for lack of shared memory; which program must be running first, and how do I start it?",
     "/usr/sbin/cygserver &",
     ["installation-platform-notes.html"], "procedure"),
    ("pg23-generic-xlog-start",
     "our custom index access method should WAL-log its page changes with the generic WAL facility; which call starts the construction of a generic WAL record for a relation?",
     "GenericXLogStart",
     ["generic-wal.html"], "procedure"),
    ("pg23-nls-mk",
     "I'm adding translatable messages to a small client program in the PostgreSQL source tree; besides wrapping the strings in gettext(), which file do I add to the program's directory?",
     "nls.mk",
     ["nls-programmer.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg23-acronym-dbi",
     "the PL/Perl notes mention DBI for talking to other databases from Perl; what does DBI stand for?",
     "Database Interface",
     ["acronyms.html"], "definition"),
    ("pg23-what-user",
     "the course admin asked whether a user and a role are different things; what is a user in PostgreSQL's glossary?",
     "A role that has the LOGIN privilege",
     ["glossary.html"], "definition"),
    ("pg23-what-database-cluster",
     "initdb says it is creating a database cluster; what is a database cluster in PostgreSQL's terms?",
     "A collection of databases and global SQL objects",
     ["glossary.html"], "definition"),
    ("pg23-what-shared-memory",
     "the sizing guide keeps talking about the instance's shared memory; what is shared memory in PostgreSQL's glossary?",
     "RAM which is used by the processes common to an instance",
     ["glossary.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

"""Twenty-fourth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout24.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, stripped of tags by a small
script and searched with grep and sed), as an engineer at a lab bench would
type or say them -- mostly a situation in everyday words, some in the
manual's own terms, a fair number mentioning the asker's own tables, hosts,
files and tools -- spread over tablespaces inside pg_tblspc for a
primary and a standby on one machine, discarding catalog cache entries to
chase a stale-cache bug, WAL usage in auto_explain output, statement
statistics that should not survive a restart, prepared transactions sent to
a subscriber at PREPARE time, a user table read by a decoding output
plugin, the host name handed to PAM, session settings passed from the
environment, the LDAP attribute matched in search+bind mode, switching off
incremental sorts; expanding an intagg array into rows, listing open named
dblink connections, creating a replication origin, the objects dropped in a
sql_drop event trigger, keeping an SPI plan across calls, the closest point
on a segment, resetting the statement statistics of one query, a trigger
that belongs to an extension, labelling a column for sepgsql, sending COPY
data from libpq; the checksum on the last line of a backup manifest, the
manifest key for a path that is not UTF-8, the default JIT provider library,
where extension bitcode for inlining goes, the subscription state of a table
still being copied, the constraint type code of an exclusion constraint, the
extended statistics kind f, a connection limit of -2, the return type of a
language call handler; changes decoded again after a crash, a parallel merge
join, a freshly built B-tree, string comparison in XPath 1.0, serializable
consistency checks and hot standby, statistics behind a security-barrier
view, VARCHAR host variables written in mixed case; cloning the source
repository, fewer parallel regression tests, the extra test suites of
check-world, Informix compatibility mode at link time, HTML docs in the
website style, the entry point of a JIT provider, jsonb in PL/Python, a
client-only install of a Visual C++ build; and terms (connection, logged,
SYSV, extension). The most famous facts were avoided, and so was every
answer and every question topic of the earlier answer sets
(``answer_pg_tune``, ``answer_pg_heldout`` to ``answer_pg_heldout23``,
``answer_kernel_*``, ``answer_questions*``, ``answer_unanswerable_*``), which
were read only for that purpose (answers, question words and the pages
named in ``relevant`` were also grepped against them, and each new answer
against the text of every page); the twenty-third set's builder
(``build_answers_pg23.py``) was read as the template for format and rules.
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

    python3 build_answers_pg24.py > answer_pg_heldout24.jsonl
    python3 validate_answers.py answer_pg_heldout24.jsonl  # with a Python that has the appliance installed

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
    ("pg24-allow-in-place-tablespaces",
     "to try out a primary and a standby on my one workstation, both want the same absolute path for our scratch tablespace; which developer setting lets CREATE TABLESPACE with an empty location make the tablespace a directory inside pg_tblspc?",
     "allow_in_place_tablespaces",
     ["runtime-config-developer.html"], "setting"),
    ("pg24-debug-discard-caches",
     "our extension crashes only now and then, right after someone alters a table in another session, and I suspect it keeps a stale catalog cache entry; which developer setting makes the server invalidate its catalog cache entries at every opportunity so the bug shows up reliably?",
     "debug_discard_caches",
     ["runtime-config-developer.html"], "setting"),
    ("pg24-auto-explain-log-wal",
     "auto_explain already logs analyzed plans of the nightly import into raw_events, and I suspect it writes far more WAL than it should; which auto_explain parameter adds WAL usage statistics to the logged plans?",
     "auto_explain.log_wal",
     ["auto-explain.html"], "setting"),
    ("pg24-pgss-save",
     "for our benchmark series each run starts with a server restart, and pg_stat_statements should then begin from nothing instead of reloading the numbers of the previous run; which setting stops it from saving its statistics at shutdown?",
     "pg_stat_statements.save",
     ["pgstatstatements.html"], "setting"),
    ("pg24-subscription-two-phase",
     "the booking system on the publisher uses PREPARE TRANSACTION, and our subscriber only sees those changes once COMMIT PREPARED has run; which CREATE SUBSCRIPTION option ships prepared transactions to the subscriber already at PREPARE time?",
     "two_phase",
     ["sql-createsubscription.html"], "setting"),
    ("pg24-user-catalog-table",
     "the logical decoding output plugin we wrote looks up channel names in our sensor_map table while it decodes; which storage parameter must sensor_map carry so the plugin may read it?",
     "user_catalog_table",
     ["logicaldecoding-output-plugin.html", "sql-createtable.html"], "setting"),
    ("pg24-pam-use-hostname",
     "the PAM stack on the database host grants access by the client's host name, but PostgreSQL seems to pass PAM only the IP address; which option of the pam method in pg_hba.conf hands over the resolved host name instead?",
     "pam_use_hostname",
     ["auth-pam.html"], "setting"),
    ("pg24-pgoptions",
     "the cron job runs psql and a vendor tool linked against libpq, and both should run with statement_timeout set to 5min without touching their code or the server's configuration; which environment variable passes such -c settings to the server?",
     "PGOPTIONS",
     ["config-setting.html", "libpq-envars.html", "app-postgres.html"], "setting"),
    ("pg24-ldapsearchattribute",
     "our pg_hba.conf uses LDAP search+bind against the institute's Active Directory, where people are found by sAMAccountName rather than uid; which option sets the attribute the login name is matched against?",
     "ldapsearchattribute",
     ["auth-ldap.html"], "setting"),
    ("pg24-enable-incremental-sort",
     "since the upgrade, the plan of our hourly summary over readings shows an Incremental Sort node, and I'd like to time the query without it for comparison; which planner setting turns that plan type off?",
     "enable_incremental_sort",
     ["runtime-config-query.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg24-int-array-enum",
     "an old reporting schema from years ago still uses the intagg module; which of its functions turns an integer array such as our sample_ids column back into a set of rows?",
     "int_array_enum",
     ["intagg.html"], "command"),
    ("pg24-dblink-get-connections",
     "our ETL function opens several named dblink connections to the instrument databases and sometimes forgets to close one; which function lists the names of all named connections still open in the session?",
     "dblink_get_connections",
     ["contrib-dblink-get-connections.html"], "command"),
    ("pg24-replication-origin-create",
     "we're building our own two-way sync between the lab servers on top of logical decoding and want replay progress tracked in a crash-safe way; which function creates a replication origin?",
     "pg_replication_origin_create",
     ["replication-origins.html", "functions-admin.html"], "command"),
    ("pg24-event-trigger-dropped-objects",
     "our audit event trigger on sql_drop should write down which tables, columns and indexes a DROP removed; which function returns the list of dropped objects?",
     "pg_event_trigger_dropped_objects",
     ["functions-event-triggers.html", "event-trigger-definition.html"], "command"),
    ("pg24-spi-keepplan",
     "our C function prepares its lookup query with SPI_prepare on the first call, but the statement is freed again by SPI_finish; which SPI function saves it so later calls in the same session can reuse it?",
     "SPI_keepplan",
     ["spi-spi-keepplan.html", "spi-spi-prepare.html"], "command"),
    ("pg24-geometric-closest-point",
     "the robot arm's rail is stored as an lseg and the target position as a point; which geometric operator computes the point on the rail closest to the target?",
     "##",
     ["functions-geometry.html"], "command"),
    ("pg24-pgss-reset-one-query",
     "after rewriting the slow dashboard query I want to clear pg_stat_statements' numbers for that one query only, given its queryid, and keep everything else; which function does that?",
     "pg_stat_statements_reset",
     ["pgstatstatements.html"], "command"),
    ("pg24-trigger-depends-on-extension",
     "our monitoring extension puts an audit trigger on the users' samples table; which ALTER TRIGGER clause marks the trigger as belonging to the extension, so DROP EXTENSION removes it as well?",
     "DEPENDS ON EXTENSION",
     ["sql-altertrigger.html"], "command"),
    ("pg24-security-label",
     "we run sepgsql on the SELinux test host; which SQL command assigns a security label to the subjects.birthdate column?",
     "SECURITY LABEL",
     ["sql-security-label.html", "sepgsql.html"], "command"),
    ("pg24-pqputcopydata",
     "our C acquisition client starts COPY readings FROM STDIN through libpq; which function sends each buffer of rows to the server during the copy?",
     "PQputCopyData",
     ["libpq-copy.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg24-manifest-checksum",
     "I'm writing a small checker for the backup_manifest files on our NAS; what is the Manifest-Checksum on the last line computed over, and with which algorithm?",
     "a SHA256 checksum of all the preceding lines",
     ["backup-manifest-toplevel.html"], "value"),
    ("pg24-manifest-encoded-path",
     "one file in the base backup has a name that is not valid UTF-8, and my manifest parser finds no Path key for it; under which key is its path stored instead?",
     "Encoded-Path",
     ["backup-manifest-files.html"], "value"),
    ("pg24-jit-provider-default",
     "which JIT provider library does the server load when jit_provider is left at its default?",
     "The default is llvmjit",
     ["runtime-config-client.html"], "value"),
    ("pg24-jit-bitcode-dir",
     "we build our calib extension with PGXS against a server compiled with LLVM support; into which directory are the bitcode files for JIT inlining of its functions installed?",
     "$pkglibdir/bitcode/$extension/",
     ["jit-extensibility.html"], "value"),
    ("pg24-srsubstate-copying",
     "in pg_subscription_rel on the subscriber, which state code tells me a table's initial data is still being copied?",
     "d = data is being copied",
     ["catalog-pg-subscription-rel.html"], "value"),
    ("pg24-contype-exclusion",
     "my schema diff script reads pg_constraint; which contype value marks an exclusion constraint, such as the one on our beam_slots table?",
     "x = exclusion constraint",
     ["catalog-pg-constraint.html"], "value"),
    ("pg24-stxkind-f",
     "pg_statistic_ext shows stxkind {f} for the statistics object on our readings table; which kind of extended statistics does f stand for?",
     "f for functional dependency statistics",
     ["catalog-pg-statistic-ext.html"], "value"),
    ("pg24-datconnlimit-invalid",
     "a DROP DATABASE on the test server was interrupted, and now pg_database shows datconnlimit = -2 for that database; what does -2 mean there?",
     "-2 indicates the database is invalid",
     ["catalog-pg-database.html"], "value"),
    ("pg24-language-handler-type",
     "we're adding a home-made procedural language for the lab's scripting tool; which special type must its call handler function be declared to return?",
     "language_handler",
     ["plhandler.html", "xplang-install.html", "sql-createlanguage.html", "datatype-pseudo.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg24-slot-position-checkpoint",
     "after the database server crashed, the consumer of our logical decoding slot received a batch of changes it had already processed before; why did the slot send them again?",
     "The current position of each slot is persisted only at checkpoint",
     ["logicaldecoding-explanation.html"], "reason"),
    ("pg24-parallel-merge-join",
     "EXPLAIN shows a parallel plan with a Merge Join whose inner side sorts the whole calibration table, and four workers barely help; why is that inner side so costly in a parallel plan?",
     "the work and resulting data are duplicated in every cooperating process",
     ["parallel-plans.html"], "reason"),
    ("pg24-fresh-btree-faster",
     "the readings_pkey index isn't bloated, yet a colleague says rebuilding it now and then makes lookups a bit faster; why would a freshly built B-tree be quicker to read?",
     "logically adjacent pages are usually also physically adjacent in a newly built index",
     ["routine-reindex.html"], "reason"),
    ("pg24-xpath-string-compare",
     "in xpath() over the instrument XML, comparing @model < \"M200\" is false for every instrument, and so is the > comparison; why?",
     "each is a numeric comparison of two NaNs",
     ["xml-limits-conformance.html"], "reason"),
    ("pg24-serializable-hot-standby",
     "our sample custody rules are enforced with SERIALIZABLE transactions; why do the docs suggest Repeatable Read plus explicit locking on the primary for sites that also read from a hot standby?",
     "does not yet extend to hot standby mode",
     ["applevel-consistency.html"], "reason"),
    ("pg24-leakproof-statistics",
     "students reading the patients table through a security_barrier view get a poor plan, while the table owner gets a good one for the same query; why may the planner ignore the column statistics for the students?",
     "the operator should be leak-proof or the statistics will not be used",
     ["planner-stats-security.html"], "reason"),
    ("pg24-ecpg-varchar-case",
     "in our ECPG program the declaration VarChar serial_no[32]; is not handled as a VARCHAR host variable by the preprocessor; why?",
     "can be written in upper or lower case, but not in mixed case",
     ["ecpg-variables.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg24-git-clone-source",
     "I want the development source with its full history on my laptop to test a patch; what is the command to clone the official repository?",
     "git clone https://git.postgresql.org/git/postgresql.git",
     ["git.html"], "procedure"),
    ("pg24-regress-max-connections",
     "make check on the small build VM fails randomly in the parallel group because the per-user process limit is low and I can't raise it; how do I run the regression tests with less parallelism?",
     "make MAX_CONNECTIONS=10 check",
     ["regress-run.html"], "procedure"),
    ("pg24-pg-test-extra",
     "make check-world on our build box skips the kerberos, ldap and ssl test suites; how do I get it to run those as well?",
     "make check-world PG_TEST_EXTRA='kerberos ldap ssl'",
     ["regress-run.html"], "procedure"),
    ("pg24-ecpg-libcompat",
     "we're porting old Informix E/SQL programs and precompile them with ecpg in Informix compatibility mode; what do we have to remember when linking them?",
     "link against libcompat",
     ["ecpg-informix-compat.html"], "procedure"),
    ("pg24-docs-website-style",
     "the HTML manual I build locally from doc/src/sgml should look like the one on the PostgreSQL website; which make command gives that?",
     "make STYLE=website html",
     ["docguide-build.html"], "procedure"),
    ("pg24-jit-provider-init",
     "we're writing our own JIT provider library as an experiment; which C function must the library provide so the server recognizes it as a JIT provider?",
     "_PG_jit_provider_init",
     ["jit-extensibility.html"], "procedure"),
    ("pg24-jsonb-plpython",
     "our PL/Python functions get the jsonb settings column as a string and parse it by hand; which transform extension makes jsonb values arrive as Python dictionaries and lists?",
     "jsonb_plpython3u",
     ["datatype-json.html"], "procedure"),
    ("pg24-msvc-client-install",
     "I built PostgreSQL with Visual C++ on the Windows measurement PC, but only the client programs and interface libraries should be installed there; which command does that?",
     "install c:\\destination\\directory client",
     ["install-windows-full.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg24-what-connection",
     "the connection pooler's manual keeps distinguishing connections from sessions; what is a connection in PostgreSQL's glossary?",
     "An established line of communication between a client process and a backend process",
     ["glossary.html"], "definition"),
    ("pg24-what-logged",
     "the glossary says regular tables are logged, unlike our unlogged staging tables; when is a table considered logged?",
     "changes to it are sent to the WAL",
     ["glossary.html"], "definition"),
    ("pg24-acronym-sysv",
     "an old init script on our Solaris-era archive box is labelled SYSV, and the PostgreSQL acronym list has an entry for it; what does SYSV stand for?",
     "Unix System V",
     ["acronyms.html"], "definition"),
    ("pg24-what-extension",
     "the IT department asks what exactly we mean when we say we installed an extension on the lab server; what is an extension in PostgreSQL's glossary?",
     "A software add-on package that can be installed on an instance to get extra features",
     ["glossary.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

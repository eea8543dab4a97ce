"""Thirty-first held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout31.jsonl`` (72 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, stripped of tags by a small
script and searched with grep and a phrase-finding script), as an engineer at
a lab bench would type or say them -- mostly a situation in everyday words,
some in the manual's own terms, a fair number mentioning the asker's own
tables, hosts, files, users and tools, among them third-party and
proprietary tools and products used around PostgreSQL (a JSON plan
visualiser, systemd's logind, Notepad++ on a Windows PC, FreeRADIUS,
Ansible, a German Excel, LLVM 14 under /opt, a vendor's libspectro.so, a
LIMS REST API, Zabbix, a NetApp share, an old CentOS build box, a Latin-9
instrument log), named in the situation while the question asks what the
documentation does answer. Every fact was taken from a page whose file name
starts with a letter from a to l (``adminpack``, ``app-*``, ``auth-*``,
``auto-explain``, ``backup-manifest-*``, ``btree-gist``, ``catalog-*``,
``collation``, ``ddl-*``, ``earthdistance``, ``ecpg-*``, ``errcodes-appendix``,
``extend-*``, ``fdw-callbacks``, ``functions-*``, ``geqo-intro2``,
``gin-implementation``, ``glossary``, ``acronyms``, ``install-*``,
``kernel-resources``, ``libpq-*``, ``logical-replication-security``); a few
``relevant`` lists also name a later page that states the same fact with the
same phrase (``view-pg-user-mappings.html``). The topics: the output format
and the timing of auto_explain's plans, systemd's RemoveIPC, the editor's
line-number argument for psql, the NAS-Identifier of RADIUS requests, an
extension's default version and relocatability in its control file, the CSV
field separator of psql, an upper-case-first ICU collation, a password file
elsewhere than in the home directory, matching certificate users by the whole
DN, pointing configure at llvm-config, pg_hba lines for connections without
GSSAPI encryption, the client key file of libpq, linking a PGXS module
against a vendor library; escaping an identifier and counting affected rows
in libpq, the ANALYZE callback of a foreign data wrapper, flushing a file
with adminpack, the argument list that identifies a function, removing the
summary of one BRIN range, changing the netmask length of an inet value,
finding the databases that use a tablespace, building a timestamptz from
fields, deleting a lexeme from a tsvector, testing whether two addresses
are of the same IP family, listing subscriptions in psql, autocommit in
ECPG, the system column naming a row's table, an earth value from latitude
and longitude; the privtype e of pg_init_privs, the error result of
PGTYPESnumeric_cmp, a positive ECPG indicator, the ucs_basic collation, a
null subslotname, SQLSTATEs 22P05 and 2BP01, the -203 ECPG error, a zero
umuser, the Perl version for a build from Git, the manifest version key of
a backup manifest, regular expressions that begin with ***=, fractional
seconds read by to_timestamp with SS.MS; extra points from earth_box,
pg_logdir_ls after changing log_filename, unique indexes with btree_gist,
VACUUM in an extension script, privileges of a replication role checked once,
the associativity of ^, PAM against /etc/shadow, the hidden subconninfo
column, #define constants in embedded SQL, surplus separators for
to_timestamp, dropping a parent table with inheritance children; pg_dump
with a deferrable serializable snapshot and by section, stopping pg_restore
at the first error, vacuumdb by multixact age and skipping locked tables,
pg_basebackup without the size estimate and without checksum verification,
an end position for pg_receivewal, pg_verifybackup without checksums,
pg_rewind without the forced recovery run, pg_amcheck installing its
extension, pg_checksums for one relation; and terms (DML, window function,
aggregate function, GIN posting list, a gene in GEQO, polymorphic types).
The most famous facts were avoided, and so was every answer and every
question topic of the earlier answer sets (``answer_pg_tune``,
``answer_pg_heldout`` to ``answer_pg_heldout30``, ``answer_kernel_*``,
``answer_questions*``, ``answer_unanswerable_*``), which were read only for
that purpose (answers, question words and the pages named in ``relevant`` were
also grepped against them, and each new answer against the text of every
page); most facts come from pages no earlier set had named. The thirtieth
set's builder (``build_answers_pg30.py``) was read as the template for format
and rules. Nothing of the answer code, of its search or answer output, of the
appliance's documentation or tests, or of the benchmark results was opened
while writing it; no git command was used; the questions were not run
through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries the
asked-for fact, copied as the page writes it; ``relevant`` lists every page
that states the fact with that phrase, best first, leaving out index pages,
release notes, synopsis-only mentions, navigation links and passing uses.

Usage::

    python3 build_answers_pg31.py > answer_pg_heldout31.jsonl
    python3 validate_answers.py answer_pg_heldout31.jsonl  # with a Python that has the appliance installed

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
    ("pg31-auto-explain-log-format",
     "auto_explain already writes the plans of slow queries on db02 to the log, but our plan visualiser only reads JSON; which auto_explain parameter picks the output format of the logged plans?",
     "auto_explain.log_format",
     ["auto-explain.html"], "setting"),
    ("pg31-auto-explain-log-timing",
     "with auto_explain.log_analyze on, the nightly import on the old Xeon box slows down noticeably, and I only need the row counts, not the per-node times; which auto_explain parameter switches the timing off?",
     "auto_explain.log_timing",
     ["auto-explain.html"], "setting"),
    ("pg31-removeipc",
     "the server I compiled from source runs as the ordinary login account pglab, and every time that account's last SSH session closes, parallel queries start warning 'could not remove shared memory segment'; which systemd logind.conf setting is behind this?",
     "RemoveIPC",
     ["kernel-resources.html"], "setting"),
    ("pg31-psql-editor-linenumber-arg",
     "on the Windows lab PC psql opens Notepad++ for \\ef, but \\ef calibrate_run 25 doesn't jump to line 25; which variable tells psql how to pass the starting line number to the editor?",
     "PSQL_EDITOR_LINENUMBER_ARG",
     ["app-psql.html"], "setting"),
    ("pg31-radiusidentifiers",
     "our FreeRADIUS server should apply a different policy to logins coming from the archive cluster than from the lab cluster, keyed on the NAS-Identifier; which pg_hba.conf RADIUS option sets that identifier?",
     "radiusidentifiers",
     ["auth-radius.html"], "setting"),
    ("pg31-extension-default-version",
     "our in-house labtools extension has scripts for versions 1.0 and 1.1, and CREATE EXTENSION labtools without a VERSION clause fails; which control file parameter says which version gets installed by default?",
     "default_version",
     ["extend-extensions.html"], "setting"),
    ("pg31-extension-relocatable",
     "we'd like to move the objects of our labtools extension from public into a schema of their own with ALTER EXTENSION ... SET SCHEMA; what do I put in its control file to mark it fully relocatable?",
     "relocatable = true",
     ["extend-extensions.html"], "setting"),
    ("pg31-psql-csv-fieldsep",
     "the secretary opens our psql --csv exports in a German Excel, which expects semicolons between the fields; which \\pset option sets the field separator for CSV output?",
     "csv_fieldsep",
     ["app-psql.html"], "setting"),
    ("pg31-icu-upper-first",
     "in the sample list, codes like AB-1 and ab-1 must sort with the upper-case one first, but the ICU collation puts lower case first; which ICU locale do I give CREATE COLLATION for upper-case-first sorting?",
     "en-u-kf-upper",
     ["collation.html"], "setting"),
    ("pg31-libpq-passfile",
     "the Ansible-deployed uploader keeps its password file in /etc/uploader/pgpass rather than in the service account's home directory; which libpq connection parameter names that file?",
     "passfile",
     ["libpq-connect.html", "libpq-pgpass.html", "libpq-envars.html"], "setting"),
    ("pg31-hba-clientname-dn",
     "our instrument certificates all carry the same CN, so I want cert authentication to match the user against the whole subject DN, through a user name map; which pg_hba.conf option value does that?",
     "clientname=DN",
     ["auth-pg-hba-conf.html"], "setting"),
    ("pg31-llvm-config",
     "building PostgreSQL with --with-llvm on the build box picks up the distribution's old llvm-config instead of the LLVM 14 we installed under /opt/llvm14; which variable do I give configure to point at the right llvm-config?",
     "LLVM_CONFIG",
     ["install-procedure.html"], "setting"),
    ("pg31-hostnogssenc",
     "in pg_hba.conf I want one line that only matches TCP connections from the old Windows instrument PCs that are not GSSAPI-encrypted, to send them to password authentication; which connection type keyword is that?",
     "hostnogssenc",
     ["auth-pg-hba-conf.html"], "setting"),
    ("pg31-libpq-sslkey",
     "the uploader's client certificate and its private key live in /etc/uploader/tls instead of ~/.postgresql; which libpq connection parameter names the key file?",
     "sslkey",
     ["libpq-connect.html", "libpq-ssl.html", "libpq-envars.html"], "setting"),
    ("pg31-pgxs-shlib-link",
     "our calib extension wraps the vendor's libspectro.so, and its PGXS Makefile builds the module with MODULE_big; which variable adds -lspectro to the link line of that shared library?",
     "SHLIB_LINK",
     ["extend-pgxs.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg31-pqescapeidentifier",
     "our C import tool creates one table per instrument, and the table name comes from the device's own config file, where names like Spectro-2 \"B\" occur; which libpq function escapes a string for use as an SQL identifier?",
     "PQescapeIdentifier",
     ["libpq-exec.html"], "command"),
    ("pg31-pqcmdtuples",
     "after the UPDATE that marks processed samples, our C client should log how many rows it changed; which libpq function returns the number of rows affected by the command?",
     "PQcmdTuples",
     ["libpq-exec.html"], "command"),
    ("pg31-analyzeforeigntable",
     "we're writing a foreign data wrapper for the LIMS REST API in C, and ANALYZE on its foreign tables should collect sample rows; which FDW callback is called when ANALYZE runs on a foreign table?",
     "AnalyzeForeignTable",
     ["fdw-callbacks.html"], "command"),
    ("pg31-pg-file-sync",
     "our admin tool writes a small config snippet into the data directory with the adminpack functions and must make sure it's flushed to disk before we go on; which adminpack function does that?",
     "pg_file_sync",
     ["adminpack.html"], "command"),
    ("pg31-function-identity-arguments",
     "my cleanup script builds DROP FUNCTION statements for all the overloaded versions of calib_apply, and needs each one's argument list in the form those commands want, without defaults; which function returns that?",
     "pg_get_function_identity_arguments",
     ["functions-info.html"], "command"),
    ("pg31-brin-desummarize-range",
     "after we rewrote a batch of old readings in place, the BRIN summary for the block range around block 48000 of the readings table is far too wide; which function removes the summary of the range covering a given block?",
     "brin_desummarize_range",
     ["functions-admin.html", "brin-intro.html"], "command"),
    ("pg31-set-masklen",
     "the instrument addresses are stored as inet values like 10.12.4.17/32, and the firewall export needs them as 10.12.4.17/24; which function sets the netmask length of an inet value?",
     "set_masklen",
     ["functions-net.html"], "command"),
    ("pg31-pg-tablespace-databases",
     "DROP TABLESPACE old_raid fails because it isn't empty, yet nothing in the lab database uses it; which function tells me which databases still have objects in that tablespace?",
     "pg_tablespace_databases",
     ["functions-info.html"], "command"),
    ("pg31-make-timestamptz",
     "the field loggers store year, month, day, hour, minute and second in separate columns plus a time zone name like Europe/Zurich; which function builds a timestamp with time zone from such fields?",
     "make_timestamptz",
     ["functions-datetime.html"], "command"),
    ("pg31-ts-delete",
     "the tsvectors of our lab notes all contain the lexeme 'sampl' from a boilerplate footer, and I want it stripped from the stored vectors; which function removes a given lexeme from a tsvector?",
     "ts_delete",
     ["functions-textsearch.html"], "command"),
    ("pg31-inet-same-family",
     "our device inventory mixes IPv4 and IPv6 addresses in one inet column, and the comparison report should only pair addresses of the same kind; which function tests whether two addresses belong to the same IP family?",
     "inet_same_family",
     ["functions-net.html"], "command"),
    ("pg31-psql-drs",
     "on the reporting host I've lost track of which logical replication subscriptions were set up there and by whom; which psql backslash command lists the subscriptions?",
     "\\dRs",
     ["app-psql.html"], "command"),
    ("pg31-ecpg-set-autocommit",
     "our ECPG logger should commit every INSERT on its own instead of waiting for an EXEC SQL COMMIT, and I can't change how it's preprocessed; which embedded SQL command switches the session to autocommit?",
     "SET AUTOCOMMIT",
     ["ecpg-sql-set-autocommit.html", "ecpg-commands.html"], "command"),
    ("pg31-tableoid",
     "the measurements table of the old archive has a dozen inheritance children, and a SELECT on the parent returns rows from all of them; which system column tells me which table each row came from?",
     "tableoid",
     ["ddl-inherit.html", "ddl-system-columns.html"], "command"),
    ("pg31-ll-to-earth",
     "with the earthdistance module and its cube-based functions, I need an earth value for each field station from its latitude and longitude in degrees; which function makes that?",
     "ll_to_earth",
     ["earthdistance.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg31-privtype-e",
     "pg_init_privs on the lab database has rows with privtype 'e' for several functions; where did those initial privileges come from?",
     "initial privileges set by CREATE EXTENSION",
     ["catalog-pg-init-privs.html"], "value"),
    ("pg31-pgtypes-numeric-cmp-error",
     "in our ECPG program PGTYPESnumeric_cmp sometimes returns a huge positive number instead of -1, 0 or 1; what does it return when an error occurs?",
     "INT_MAX is returned",
     ["ecpg-pgtypes.html"], "value"),
    ("pg31-ecpg-indicator-positive",
     "our ECPG loader fetches the comment column into a char[40] with an indicator variable, and the indicator sometimes comes back positive; what does a positive indicator mean?",
     "the value is not null, but it was truncated",
     ["ecpg-variables.html"], "value"),
    ("pg31-ucs-basic",
     "a script from the partner lab creates its tables with COLLATE ucs_basic on our UTF8 database; how does that collation sort?",
     "sorts by Unicode code point",
     ["collation.html"], "value"),
    ("pg31-subslotname-null",
     "in pg_subscription on the test subscriber the subslotname column of one subscription is NULL; what does the null stand for?",
     "null represents NONE",
     ["catalog-pg-subscription.html"], "value"),
    ("pg31-sqlstate-22p05",
     "loading the old Latin-9 instrument log into our database with client_encoding set fails with SQLSTATE 22P05; what is the condition name of that code?",
     "untranslatable_character",
     ["errcodes-appendix.html"], "value"),
    ("pg31-sqlstate-2bp01",
     "our migration tool stops with SQLSTATE 2BP01 when it drops the old units type; what's the condition name of that error code?",
     "dependent_objects_still_exist",
     ["errcodes-appendix.html"], "value"),
    ("pg31-manifest-version",
     "my checker for the backup_manifest files that pg_basebackup leaves on the NAS reads the PostgreSQL-Backup-Manifest-Version key; which values can it have?",
     "always the integer 1",
     ["backup-manifest-toplevel.html"], "value"),
    ("pg31-ecpg-too-many-matches",
     "our ECPG program's SELECT INTO a single host variable now fails with sqlcode -203 because the query returns several rows; what's the name of that ECPG error?",
     "ECPG_TOO_MANY_MATCHES",
     ["ecpg-errors.html"], "value"),
    ("pg31-umuser-zero",
     "pg_user_mapping on db01 has a row for the archive server whose umuser is 0; what does the zero mean?",
     "zero if the user mapping is public",
     ["catalog-pg-user-mapping.html", "view-pg-user-mappings.html"], "value"),
    ("pg31-perl-git-checkout",
     "I want to build our patched PostgreSQL from a Git checkout on the old CentOS build box, whose Perl is ancient; which Perl version is needed for a build from Git?",
     "Perl 5.8.3 or later",
     ["install-requirements.html"], "value"),
    ("pg31-regex-literal-director",
     "a search box in our web tool passes the user's text into a ~ comparison, and someone suggested putting ***= in front of it; what does a regular expression that begins with ***= do?",
     "taken to be a literal string",
     ["functions-matching.html"], "value"),
    ("pg31-to-timestamp-ms",
     "the logger writes times like 12.3 seconds, and to_timestamp('12.3', 'SS.MS') on that gives a surprising millisecond part; how many milliseconds is it?",
     "not 3 milliseconds, but 300",
     ["functions-formatting.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg31-earth-box-extra-points",
     "our query for weather stations within 50 km of the lab uses earth_box with the cube @> operator and an index, but the result also lists stations 55 km away; why?",
     "Some points in this box are further than the specified great circle distance",
     ["earthdistance.html"], "reason"),
    ("pg31-logdir-ls-log-filename",
     "since we changed log_filename to lab-%a.log, pg_logdir_ls from adminpack no longer works for our log viewer; why?",
     "must have its default setting",
     ["adminpack.html"], "reason"),
    ("pg31-btree-gist-no-unique",
     "I tried to replace the unique B-tree index on (bench, slot) with a GiST index using btree_gist, since we also need an exclusion constraint there, and CREATE UNIQUE INDEX ... USING gist fails; why?",
     "the ability to enforce uniqueness",
     ["btree-gist.html"], "reason"),
    ("pg31-extension-script-vacuum",
     "the install script of our labtools extension ends with VACUUM ANALYZE on its lookup table, and CREATE EXTENSION fails on that line; why can't it contain VACUUM?",
     "implicitly executed within a transaction block",
     ["extend-extensions.html"], "reason"),
    ("pg31-logrep-privileges-once",
     "on the publisher we revoked SELECT on the samples table from the replication role while the subscription was running, yet changes to samples keep arriving at the subscriber; why?",
     "privileges are only checked once at the start of a replication connection",
     ["logical-replication-security.html"], "reason"),
    ("pg31-exponent-left-assoc",
     "a student computes 2 ^ 3 ^ 3 in SQL and gets 512 instead of 134217728; why?",
     "associate left to right",
     ["functions-math.html"], "reason"),
    ("pg31-pam-shadow",
     "IT set up a PAM service for database logins that checks passwords against /etc/shadow, and every PAM login to db01 fails although the same stack works for SSH; why?",
     "the PostgreSQL server is started by a non-root user",
     ["auth-pam.html"], "reason"),
    ("pg31-subconninfo-revoked",
     "our monitoring role can read most of pg_subscription but gets permission denied on the subconninfo column; why is that column hidden from normal users?",
     "it could contain plain-text passwords",
     ["catalog-pg-subscription.html"], "reason"),
    ("pg31-ecpg-define-invisible",
     "in our ECPG program, #define MAX_CHANNELS 64 works in the C code, but EXEC SQL SELECT ... WHERE channel < MAX_CHANNELS fails to preprocess; why?",
     "the embedded SQL precompiler is not able to see this declaration",
     ["ecpg-preproc.html"], "reason"),
    ("pg31-to-timestamp-separators",
     "to_timestamp('2023//JUN', 'YYYY/MON') on the dates from the old logger raises an error, while '2023/JUN' works; why?",
     "the number of separators in the input string exceeds the number of separators in the template",
     ["functions-formatting.html"], "reason"),
    ("pg31-inherit-drop-parent",
     "DROP TABLE measurements on the old archive is refused while the yearly child tables that inherit from it are still there; why?",
     "cannot be dropped while any of its children remain",
     ["ddl-inherit.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg31-dump-serializable-deferrable",
     "the reporting dump of the busy LIMS database should be taken with a snapshot that's consistent with later states, without risking serialization failures for the users; which pg_dump option does that?",
     "--serializable-deferrable",
     ["app-pgdump.html"], "procedure"),
    ("pg31-dump-section",
     "for the migration to the new server I want one dump with only the table definitions that must exist before the data is loaded, without indexes and constraints; which pg_dump option selects that part?",
     "--section",
     ["app-pgdump.html"], "procedure"),
    ("pg31-restore-exit-on-error",
     "pg_restore into the test database keeps going after the first failed statement and only prints an error count at the end; how do I make it stop at the first error?",
     "--exit-on-error",
     ["app-pgrestore.html"], "procedure"),
    ("pg31-vacuumdb-min-mxid-age",
     "the monitoring from Zabbix warns about multixact ID age on db02, and I'd like vacuumdb to process only the tables whose multixact age is high; which option?",
     "--min-mxid-age",
     ["app-vacuumdb.html"], "procedure"),
    ("pg31-vacuumdb-skip-locked",
     "the nightly vacuumdb run hangs whenever the import job holds a lock on one of the staging tables; how do I make it skip relations it can't lock right away?",
     "--skip-locked",
     ["app-vacuumdb.html"], "procedure"),
    ("pg31-basebackup-no-estimate-size",
     "pg_basebackup --progress of the 4 TB archive cluster spends ages estimating the backup size before it copies anything; which option skips that estimate?",
     "--no-estimate-size",
     ["app-pgbasebackup.html"], "procedure"),
    ("pg31-receivewal-endpos",
     "for the migration test, pg_receivewal should stop by itself once it has received WAL up to LSN 3/5A000000; which option sets that end position?",
     "--endpos",
     ["app-pgreceivewal.html"], "procedure"),
    ("pg31-verifybackup-skip-checksums",
     "verifying our base backups on the slow NetApp share takes hours, and for the daily check I only want to confirm that all files are present with the right sizes; which pg_verifybackup option skips the checksums?",
     "--skip-checksums",
     ["app-pgverifybackup.html"], "procedure"),
    ("pg31-rewind-no-ensure-shutdown",
     "pg_rewind insists on starting the old primary in single-user mode to finish crash recovery first, and I know it was shut down cleanly; which option stops it from doing that?",
     "--no-ensure-shutdown",
     ["app-pgrewind.html"], "procedure"),
    ("pg31-amcheck-install-missing",
     "pg_amcheck against the freshly restored test databases fails because the amcheck extension isn't installed in them; which option makes it install the extension where it's missing?",
     "--install-missing",
     ["app-pgamcheck.html"], "procedure"),
    ("pg31-checksums-filenode",
     "pg_checksums --check over the whole 2 TB cluster takes too long, and I only suspect the file with relfilenode 16402; how do I limit the check to that one relation?",
     "--filenode",
     ["app-pgchecksums.html"], "procedure"),
    ("pg31-basebackup-no-verify-checksums",
     "pg_basebackup from the old primary keeps aborting on checksum failures in a few pages we already know about, and I need the backup anyway; which option turns off the checksum verification?",
     "--no-verify-checksums",
     ["app-pgbasebackup.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg31-acronym-dml",
     "the hot standby notes say DML statements are refused on our read-only replica; what does DML stand for?",
     "Data Manipulation Language",
     ["acronyms.html", "hot-standby.html"], "definition"),
    ("pg31-what-window-function",
     "the statistics course contrasts window functions with ordinary ones; how does the PostgreSQL glossary define a window function?",
     "applies to a partition of the query's result set",
     ["glossary.html"], "definition"),
    ("pg31-what-aggregate-function",
     "for the new students' handout I need the glossary's definition of an aggregate function; what is it?",
     "combines (aggregates) multiple input values",
     ["glossary.html"], "definition"),
    ("pg31-gin-posting-list",
     "the notes on the GIN index over our tags array mention posting lists and posting trees; what is a posting list in a GIN index?",
     "a simple list of heap pointers",
     ["gin-implementation.html"], "definition"),
    ("pg31-geqo-gene",
     "reading about the genetic query optimizer that plans our 15-table report join, I came across genes and chromosomes; what is a gene there?",
     "subsection of a chromosome which encodes the value of a single parameter",
     ["geqo-intro2.html"], "definition"),
    ("pg31-what-polymorphic-type",
     "our calib_apply function is declared with anyelement, which the docs call a polymorphic type; what do polymorphic types let a function do?",
     "allows a single function definition to operate on many different data types",
     ["extend-type-system.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

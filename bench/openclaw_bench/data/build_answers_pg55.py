"""Fifty-fifth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout55.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (the text the appliance's own HTML parser makes
of each page, searched with grep and a phrase-checking script), as an
engineer at a lab bench would type or say them -- mostly a situation in
everyday words, some in the manual's own terms, many mentioning the asker's
own hosts, tables and tools (db01, db02 and db03, the subscriber on db03,
the old docs VM, the hardened build box, the instrument PCs, the C
acquisition client and its GUI, an ECPG data logger, an in-house checksum
extension and background worker, the samples, readings, specimens,
documents, calibrations, budget and grants tables, the lims database, a
history-of-science group). Its facts come only from pages whose file name
starts with a letter from a to l (the other author of this round took m to
z), and each answer phrase was checked against the parsed text of every
page so that facts a page from m to z also states were avoided or that page
listed too (the OPENSSL_CONF variable is also described on ssl-tcp.html,
and pg_config's --includedir-server on xfunc-c.html, which are listed). Pages that earlier sets cite rarely or not at all were
preferred: the operator-class, index-combination and index-only-scan
pages, enum, domain, UUID, bit-string, pg_lsn and money types, generated
columns, the ECPG pages on host variables, descriptors, the preprocessor
and error handling, the executor, logical replication conflicts,
application-level consistency, the documentation build, the history of
units, creating a cluster, kernel resources, PGXS, background workers,
installation requirements and procedure, pg_config, cube, and the libpq
pages on
threading, status, control functions, miscellaneous functions and SSL.
The facts are spread over varchar_pattern_ops, --with-includes,
PG_OOM_ADJUST_FILE, ~/.foprc, --includedir-server, PG_CFLAGS, OPENSSL_CONF,
BGWORKER_BYPASS_ALLOWCONN, --with-libedit-preferred, sqlca.sqlerrd[2];
psql's \\dAc, make man, PQisthreadsafe, PQsetClientEncoding,
PQconnectionNeedsPassword, PQlibVersion, PQinitOpenSSL, inet_server_port,
pg_try_advisory_xact_lock, cube_dim; the digit groups of a UUID, the
Pandoc version for the INSTALL file, the calendar of September 1752, the
sqlind values of an SQLDA, the modes of a group-readable data directory,
the size of a bit string, the pg_lsn range, the type of money divided by
money, the sqlwarn flag of a warning; what a too-short char host variable
does, why an enum label cannot be dropped, why EXEC SQL INCLUDE "file"
misses /usr/local/include, why two successive sums disagree in Read
Committed, why domain arithmetic yields the base type, why generated
columns see BEFORE-trigger changes, why a backend PID is not on the client
host; comparing two enum types, separate indexes relying on index
combination, skipping a conflicting transaction by origin advance, getting a
logical major version from PQserverVersion, data directories on a
secondary volume, rounded money division, NFS export options, locking
before the snapshot in repeatable read; and terms (ModifyTable, a logical
replication conflict, a self-referential foreign key, a secondary index)
-- none an answer or question topic of an earlier set (answers and
question words were grepped against the builders ``build_answers_pg2.py``
to ``build_answers_pg53.py``, ``build_answers_kernel3.py`` to
``build_answers_kernel53.py`` and ``build_answers_unanswerable2.py`` to
``build_answers_unanswerable52.py``; a few neighbouring facts of pages that
earlier sets had used were left out for that reason, such as
hstore_to_jsonb_loose, num_nulls, the --auth-host option of initdb and
pg_file_rename, and seven first picks were replaced because an earlier
set had asked them or something too near: the Oracle-mode null indicator,
the lost order of a bitmap scan, the C #define invisible to embedded SQL,
the arguments ECPGdo gets per host variable, a GIN bulk-load tip,
row_security=off in a subscription's connection string and libpq's
PQSHOW_CONTEXT_NEVER (near psql's SHOW_CONTEXT); the
earlier ``answer_*.jsonl`` files were not read, apart from their ``id``
fields for the uniqueness check, and the fifty-sixth sets and the
fifty-fourth unanswerable set of this round, which another author wrote at
the same time, were not seen). The fifty-third set's builders
(``build_answers_pg53.py``, ``build_answers_kernel53.py``,
``build_answers_unanswerable51.py``) and ``validate_answers.py`` were read
as templates for format and rules. Nothing of the answer code, of its
search or answer output, of the appliance's documentation or tests, or of
the benchmark results was opened while writing it; no git command was used;
the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages (bookindex.html lists most of the function names), release notes and
passing uses.

Usage::

    python3 build_answers_pg55.py > answer_pg_heldout55.jsonl
    python3 validate_answers.py answer_pg_heldout55.jsonl  # with a Python that has the appliance installed

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

OPCLASS = "indexes-opclass.html"
CLUSTER = "creating-cluster.html"
STATUS = "libpq-status.html"
PREPROC = "ecpg-preproc.html"
ERRORS = "ecpg-errors.html"
MONEY = "datatype-money.html"
DOCBUILD = "docguide-build.html"
SSL = "libpq-ssl.html"
CONFLICTS = "logical-replication-conflicts.html"

# (id, query, answer, relevant, kind)
ROWS: list[Row] = [
    # --- settings -------------------------------------------------------
    ("pg55-varchar-pattern-ops",
     "the lims database runs in en_US.UTF-8, and LIKE 'ABC%' searches on the varchar column samples.barcode ignore the plain B-tree index on it; which operator class should the index on that column use?",
     "varchar_pattern_ops",
     [OPCLASS], "setting"),
    ("pg55-configure-with-includes",
     "on the build box GNU Readline lives under /opt/readline, where the compiler doesn't look; which configure option adds its header directory to the search list?",
     "--with-includes",
     ["install-procedure.html"], "setting"),
    ("pg55-pg-oom-adjust-file",
     "db02's root-owned startup script sets the postmaster's oom_score_adj to -1000, and now every backend inherits that protection too; which environment variable makes the child processes go back to a normal OOM score adjustment?",
     "PG_OOM_ADJUST_FILE",
     ["kernel-resources.html"], "setting"),
    ("pg55-foprc-java-heap",
     "building the PDF manual with FOP on the old docs VM dies with a Java memory error; in which file do the docs say to put the Java heap settings?",
     "~/.foprc",
     [DOCBUILD], "setting"),
    ("pg55-pg-config-includedir-server",
     "the Makefile of our hand-built C function for the calibration math needs the directory of the server's header files; which pg_config option prints it?",
     "--includedir-server",
     ["app-pgconfig.html", "xfunc-c.html"], "setting"),
    ("pg55-pgxs-pg-cflags",
     "the PGXS Makefile of our in-house checksum extension should add -Wextra after the server's own compiler flags; which variable do I set for that?",
     "PG_CFLAGS",
     ["extend-pgxs.html"], "setting"),
    ("pg55-openssl-conf",
     "the libpq clients on the hardened build box must read a separate OpenSSL configuration file instead of the system-wide openssl.cnf; which environment variable points them at it?",
     "OPENSSL_CONF",
     [SSL, "ssl-tcp.html"], "setting"),
    ("pg55-bgworker-bypass-allowconn",
     "our background worker has to connect to the archive database, which does not allow user connections; which flag does it pass when connecting to get past that restriction?",
     "BGWORKER_BYPASS_ALLOWCONN",
     ["bgworker.html"], "setting"),
    ("pg55-libedit-preferred",
     "our own PostgreSQL build for the instrument PCs has to use the BSD-licensed libedit even though GNU Readline is installed there; which configure option makes it prefer libedit?",
     "--with-libedit-preferred",
     ["install-requirements.html", "install-procedure.html"], "setting"),
    ("pg55-sqlca-row-count",
     "after an EXEC SQL UPDATE our ECPG data logger should write how many rows were changed into its log; which sqlca field holds that number?",
     "sqlca.sqlerrd[2]",
     [ERRORS], "setting"),
    # --- commands -------------------------------------------------------
    ("pg55-psql-dac",
     "I want to see which operator classes each index method has on db01 without typing the catalog query from the manual; which psql meta-command lists them?",
     "\\dAc",
     [OPCLASS, "app-psql.html"], "command"),
    ("pg55-make-man",
     "in doc/src/sgml of our patched source tree, which make command builds the man pages?",
     "make man",
     [DOCBUILD], "command"),
    ("pg55-pqisthreadsafe",
     "before the acquisition client starts its worker threads it should check that the libpq it loaded is thread-safe; which function reports that?",
     "PQisthreadsafe",
     ["libpq-threading.html"], "command"),
    ("pg55-pqsetclientencoding",
     "right after connecting, our Windows GUI client wants its connection to use LATIN1 without sending a SET command itself; which libpq function sets the client encoding?",
     "PQsetClientEncoding",
     ["libpq-control.html"], "command"),
    ("pg55-pqconnectionneedspassword",
     "when PQconnectdb fails, the C client should pop up a password dialog only if the server asked for a password and none was available; which function tells it that?",
     "PQconnectionNeedsPassword",
     [STATUS], "command"),
    ("pg55-pqlibversion",
     "the data logger has to find out at run time which libpq version was loaded, so it can leave out connection options an older library lacks; which function returns the version?",
     "PQlibVersion",
     ["libpq-misc.html"], "command"),
    ("pg55-pqinitopenssl",
     "our C client initialises OpenSSL itself before it opens any database connection; which libpq function tells libpq not to initialise those libraries a second time?",
     "PQinitOpenSSL",
     [SSL], "command"),
    ("pg55-inet-server-port",
     "behind the port forwarding on the lab gateway I'm not sure on which port db02 accepted my session; which SQL function shows that?",
     "inet_server_port",
     ["functions-info.html"], "command"),
    ("pg55-try-advisory-xact-lock",
     "the nightly import on db01 should simply skip its run if another session holds the import's advisory lock, and the lock should go away by itself at commit; which function takes such a lock without waiting?",
     "pg_try_advisory_xact_lock",
     ["functions-admin.html"], "command"),
    ("pg55-cube-dim",
     "the feature vectors of our spectra are stored as cube values; which function tells me how many dimensions a value has?",
     "cube_dim",
     ["cube.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg55-uuid-digit-groups",
     "the old sample tracker exports its ids as 32 bare hex digits; how does PostgreSQL's standard UUID form group those digits?",
     "a group of 8 digits followed by three groups of 4 digits followed by a group of 12 digits",
     ["datatype-uuid.html"], "value"),
    ("pg55-pandoc-version",
     "make INSTALL for the plain-text installation instructions fails on the docs VM; which Pandoc version does building that text output need?",
     "Pandoc version 1.13 or newer",
     [DOCBUILD], "value"),
    ("pg55-cal-september-1752",
     "the history-of-science group asks why cal 9 1752 on our Unix boxes prints such an odd September; which two dates follow each other in it?",
     "2 September 1752 was followed by 14 September 1752",
     ["datetime-units-history.html"], "value"),
    ("pg55-sqlda-sqlind-values",
     "our ECPG logger fetches rows into an SQLDA and has to tell NULL readings from real ones; what values does a column's sqlind point to?",
     "0 means not null, -1 means null",
     ["ecpg-descriptors.html"], "value"),
    ("pg55-group-access-modes",
     "db03's cluster allows group read access so the backup user can copy it; which permission modes should the directories and files of its data directory have?",
     "0750 for directories and 0640 for files",
     [CLUSTER], "value"),
    ("pg55-bit-string-storage",
     "we keep the 64 valve states of each reading as a bit(64) column; how much storage does a bit string value take?",
     "1 byte for each group of 8 bits, plus 5 or 8 bytes overhead",
     ["datatype-bit.html"], "value"),
    ("pg55-pg-lsn-range",
     "our replication monitor adds byte counts to pg_lsn values; within which range does the calculated LSN have to stay?",
     "between 0/0 and FFFFFFFF/FFFFFFFF",
     ["datatype-pg-lsn.html"], "value"),
    ("pg55-money-by-money",
     "in the budget table, spent / allotted with both columns of type money gives a bare number; what type is the result of dividing money by money?",
     "the result is double precision",
     [MONEY], "value"),
    ("pg55-sqlwarn-flag",
     "how can our ECPG loader see from sqlca that the last statement only raised a warning, such as a truncated string? which flag is set to what?",
     "sqlca.sqlwarn[2] is set to W",
     [ERRORS], "value"),
    # --- reasons --------------------------------------------------------
    ("pg55-ecpg-char-buffer-overflow",
     "the logger fetches the free-text note of each sample into a host variable declared char note[50], and it crashes on long notes; what happens when the string has more than 49 characters?",
     "a buffer overflow occurs",
     ["ecpg-variables.html"], "reason"),
    ("pg55-enum-label-removal",
     "the sample_status enum still carries the label 'quarantined' that nobody uses; why would I have to drop and re-create the whole type to get rid of it?",
     "Existing values cannot be removed from an enum type",
     ["datatype-enum.html"], "reason"),
    ("pg55-ecpg-include-quoted",
     "our logger has EXEC SQL INCLUDE \"sensors.h\"; and ecpg can't find the file although it sits in /usr/local/include; why?",
     "only the current directory is searched",
     [PREPROC], "reason"),
    ("pg55-two-sums-read-committed",
     "our balance check on db01 runs SELECT sum(amount) on the credits table and then on the debits table, in Read Committed, while both are being written; why don't the two sums reliably match?",
     "the second query will likely include the results of transactions not counted by the first",
     ["applevel-consistency.html"], "reason"),
    ("pg55-domain-down-cast",
     "reading_count is of a domain over integer with CHECK (VALUE > 0); why is reading_count - 1 a plain integer that doesn't trip the check when it reaches zero?",
     "the domain is automatically down-cast to the underlying type",
     ["domains.html"], "reason"),
    ("pg55-generated-after-before-trigger",
     "the BEFORE INSERT trigger on specimens rounds width_mm, and the stored generated column area_mm2 is computed from the rounded width; why does the generated column see the trigger's change?",
     "Generated columns are, conceptually, updated after BEFORE triggers have run",
     ["ddl-generated-columns.html"], "reason"),
    ("pg55-backend-pid-not-local",
     "the PID that PQbackendPID gives our client never shows up in ps on my workstation; why not?",
     "the PID belongs to a process executing on the database server host",
     [STATUS], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg55-compare-two-enums",
     "lab_status and archive_status are two enum types with the same labels, and joining on them fails with 'operator does not exist'; what does the manual suggest?",
     "add explicit casts",
     ["datatype-enum.html"], "procedure"),
    ("pg55-separate-indexes-combination",
     "queries on the readings table filter sometimes only on sensor_id, sometimes only on site, and sometimes on both; which index setup does the manual suggest for such a mix?",
     "create two separate indexes on x and y, relying on index combination",
     ["indexes-bitmap-scans.html"], "procedure"),
    ("pg55-origin-advance-disable",
     "I want to skip a conflicting transaction on the subscriber with pg_replication_origin_advance(); what has to happen to the subscription before I call it?",
     "the subscription needs to be disabled temporarily",
     [CONFLICTS], "procedure"),
    ("pg55-server-version-major",
     "our client compares PQserverVersion results from an old 9.6 server and from db01 on 15; how do I get a logical major version number that works for both numbering schemes?",
     "divide the result of PQserverVersion by 100 not 10000",
     [STATUS], "procedure"),
    ("pg55-secondary-volume-datadir",
     "db02's data is moving to a separate volume mounted at /srv/pgdata; should the mount point itself be the data directory, and if not, what do the docs recommend?",
     "create a directory within the mount-point directory",
     [CLUSTER], "procedure"),
    ("pg55-money-rounded-division",
     "splitting a money amount from the grants table into three parts truncates the cents; how do I get a rounded result without risking precision?",
     "cast the money value to numeric before dividing and back to money afterwards",
     [MONEY], "procedure"),
    ("pg55-nfs-sync-export",
     "the test cluster's data directory is on an NFS share exported by the Linux file server; what should be set on the server side so that fsync really reaches permanent storage?",
     "use the sync export option on the NFS server",
     [CLUSTER], "procedure"),
    ("pg55-lock-before-snapshot",
     "a repeatable read transaction on db01 runs a quick count and then locks the calibrations table in SHARE mode before checking sums, yet it misses rows committed just before its lock; what should it do differently?",
     "be careful to obtain locks before performing queries",
     ["applevel-consistency.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg55-what-modifytable",
     "in the executor's terms, what is the plan node that INSERT ... SELECT, UPDATE, DELETE and MERGE run under?",
     "a special top-level plan node called ModifyTable",
     ["executor.html"], "definition"),
    ("pg55-what-replication-conflict",
     "in logical replication, what is a conflict?",
     "If incoming data violates any constraints the replication will stop",
     [CONFLICTS], "definition"),
    ("pg55-what-self-referential-fk",
     "samples.parent_id references samples.id in the same table; what is such a foreign key called?",
     "self-referential foreign key",
     ["ddl-constraints.html"], "definition"),
    ("pg55-what-secondary-index",
     "a colleague says every PostgreSQL index is a secondary index; what does that mean?",
     "each index is stored separately from the table's main data area",
     ["indexes-index-only-scans.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

"""Twenty-fifth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout25.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, stripped of tags by a small
script and searched with grep and sed), as an engineer at a lab bench would
type or say them -- mostly a situation in everyday words, some in the
manual's own terms, a fair number mentioning the asker's own tables, hosts,
files and tools -- spread over leaving transaction ids out of test_decoding
output, forcing the buffered build of a GiST index, the DN suffix of LDAP
simple bind, showing only the last result of a combined psql query, a
directory of configuration snippets, debugging output for LISTEN and
NOTIFY, switching off JIT-compiled tuple deforming, custom Diffie-Hellman
parameters, shipping an extension's functions through postgres_fdw, binary
transfer for a subscription; cancelling a query sent over a named dblink
connection, recomputing a keyed hash with pgcrypto, recording who last
changed a row with a ready-made trigger, counting the labels of an ltree
path, attaching per-connection state to a libpq connection, quoting a column
name in PL/Python, the column number of a named column in SPI, importing
collations for newly installed locales, copying a logical replication slot,
the base columns behind generated columns in the information schema; the
tgenabled code A, the alignment code d, the argument mode b, the policy
command code w, the precision of the ECPG decimal type, the size of
GSSAPI-encrypted packets, nesting of ECPG conditional sections, the
language of a DO block, the OIDs of normal operation; several commands in
one PQexecParams string, UPDATE with a join that matches several rows,
variable defaults in nested PL/pgSQL blocks, CHECK constraints on foreign
tables, deadlocks with hash indexes, the plpythonu language name, a slow
custom aggregate in a moving window frame; free OIDs for a catalog patch,
changing the new row in a PL/Python trigger, checking for a trigger call in
C, tracing the statements of an ECPG program, returning memory from an SPI
function, allowing hash joins for a custom operator, dumping an
extension's configuration table, editor settings for the documentation
sources; and terms (file segment, auxiliary process, base backup, CVE).
The most famous facts were avoided, and so was every answer and every
question topic of the earlier answer sets (``answer_pg_tune``,
``answer_pg_heldout`` to ``answer_pg_heldout24``, ``answer_kernel_*``,
``answer_questions*``, ``answer_unanswerable_*``), which were read only for
that purpose (answers, question words and the pages named in ``relevant``
were also grepped against them, and each new answer against the text of
every page); the twenty-fourth set's builder (``build_answers_pg24.py``)
was read as the template for format and rules. Nothing of the answer code,
of its search or answer output, of the appliance's documentation or tests,
or of the benchmark results was opened while writing it; no git command was
run; the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries the
asked-for fact, copied as the page writes it; ``relevant`` lists every page
that states the fact with that phrase, best first, leaving out index pages,
release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg25.py > answer_pg_heldout25.jsonl
    python3 validate_answers.py answer_pg_heldout25.jsonl  # with a Python that has the appliance installed

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
    ("pg25-test-decoding-include-xids",
     "I'm peeking at the changes of our test_decoding slot to debug the ETL job, and every BEGIN and COMMIT line carries a transaction id, which makes the diffs between runs noisy; which option of the plugin leaves those ids out?",
     "include-xids",
     ["test-decoding.html"], "setting"),
    ("pg25-gist-buffering",
     "building a GiST index on the 300 million rows of survey_points takes ages because the index is far bigger than RAM; which CREATE INDEX storage parameter forces the buffered build technique on from the start?",
     "buffering",
     ["sql-createindex.html", "gist-implementation.html"], "setting"),
    ("pg25-ldapsuffix",
     "IT says our lab accounts bind to the directory as uid=jdoe,ou=people,dc=lab,dc=example with a simple bind; in the ldap line of pg_hba.conf, which option appends the ,ou=people,dc=lab,dc=example part to the user name?",
     "ldapsuffix",
     ["auth-ldap.html"], "setting"),
    ("pg25-show-all-results",
     "in psql I send SELECT count(*) FROM runs \\; SELECT count(*) FROM samples as one combined query, and since the upgrade both results are printed while our old wrapper script expects just the last one; which psql variable brings back the old behaviour?",
     "SHOW_ALL_RESULTS",
     ["app-psql.html"], "setting"),
    ("pg25-include-dir",
     "our configuration management drops snippet files like 10-memory.conf and 20-logging.conf into a conf.d folder next to postgresql.conf; which directive in postgresql.conf reads every .conf file in that folder?",
     "include_dir",
     ["config-setting.html"], "setting"),
    ("pg25-trace-notify",
     "the listener daemon of our sample tracker seems to miss some notifications, and I'd like the server to emit detailed debugging output about every LISTEN and NOTIFY; which developer option does that?",
     "trace_notify",
     ["runtime-config-developer.html"], "setting"),
    ("pg25-jit-tuple-deforming",
     "we suspect a JIT bug in the code that unpacks the rows of our very wide readings table into columns; which setting turns off JIT compilation of tuple deforming alone and leaves the rest of JIT on?",
     "jit_tuple_deforming",
     ["runtime-config-developer.html"], "setting"),
    ("pg25-ssl-dh-params-file",
     "the security audit of db01.lab.example complains that the server relies on the well-known compiled-in Diffie-Hellman parameters; which server setting points it at our own file made with openssl dhparam?",
     "ssl_dh_params_file",
     ["runtime-config-connection.html"], "setting"),
    ("pg25-fdw-extensions",
     "queries on the foreign table archive_readings filter with a function from the cube extension, which is installed on both servers, yet postgres_fdw pulls every row over and filters locally; which server option lets it send that extension's functions to the remote side?",
     "extensions",
     ["postgres-fdw.html"], "setting"),
    ("pg25-subscription-binary",
     "the subscriber on the analysis box burns CPU converting the incoming rows of our big float8 array columns from text; which CREATE SUBSCRIPTION option asks the publisher to send the data in binary format?",
     "binary",
     ["sql-createsubscription.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg25-dblink-cancel-query",
     "I started a long aggregation on the archive host with dblink_send_query over the named connection arch, and it is taking far too long; which dblink function asks the remote server to cancel it?",
     "dblink_cancel_query",
     ["contrib-dblink-cancel-query.html"], "command"),
    ("pg25-pgcrypto-hmac",
     "the field loggers sign each upload with HMAC-SHA256 and a shared key; which pgcrypto function lets me recompute that signature over the payload column inside the database?",
     "hmac",
     ["pgcrypto.html"], "command"),
    ("pg25-insert-username",
     "the samples table should record in its changed_by column which database user last inserted or updated each row, preferably with a ready-made trigger instead of our own; which function from the spi contrib module does that?",
     "insert_username",
     ["contrib-spi.html"], "command"),
    ("pg25-ltree-nlevel",
     "storage places are kept as ltree paths like site.building.room.shelf in our location column; which function tells me how many labels a path has, so I can pick out the entries down to shelf level?",
     "nlevel",
     ["ltree.html"], "command"),
    ("pg25-pqregistereventproc",
     "our C acquisition library wants to keep its own state for every PGconn and be told when the connection is reset or destroyed; which libpq function registers such an event procedure on a connection?",
     "PQregisterEventProc",
     ["libpq-events.html"], "command"),
    ("pg25-plpy-quote-ident",
     "a PL/Python function builds an UPDATE whose column name comes from the channel_map table, and some of those names contain capitals and spaces; which plpy function quotes such a name as an SQL identifier?",
     "plpy.quote_ident",
     ["plpython-util.html"], "command"),
    ("pg25-spi-fnumber",
     "in our C trigger I need the position of the column named status in the tuple descriptor of the trigger's table; which SPI function returns the column number for a column name?",
     "SPI_fnumber",
     ["spi-spi-fnumber.html"], "command"),
    ("pg25-import-system-collations",
     "after installing the Norwegian and Icelandic locales on db02, COLLATE \"nb_NO.utf8\" still fails because pg_collation has no such entry; which function adds collations for all the locales the operating system now has?",
     "pg_import_system_collations",
     ["functions-admin.html", "collation.html"], "command"),
    ("pg25-copy-logical-slot",
     "before trying a new output plugin, I want a second logical slot that starts at exactly the same position as our production slot etl_slot but uses the other plugin; which function copies a logical replication slot?",
     "pg_copy_logical_replication_slot",
     ["functions-admin.html"], "command"),
    ("pg25-column-column-usage",
     "our portable schema checker only reads the information schema and has to find out which base columns each generated column, like total_mass, depends on; which information_schema view lists that?",
     "column_column_usage",
     ["infoschema-column-column-usage.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg25-tgenabled-always",
     "the script that reads pg_trigger shows tgenabled = 'A' for the sync trigger on our stock_levels table; what does A mean there?",
     "A = trigger fires always",
     ["catalog-pg-trigger.html"], "value"),
    ("pg25-typalign-d",
     "pg_type shows typalign 'd' for the C type we wrote for our spectrometer frames; which alignment does d stand for?",
     "d = double alignment",
     ["catalog-pg-type.html"], "value"),
    ("pg25-proargmodes-b",
     "pg_proc.proargmodes for our calib_apply procedure reads {i,b,o}; what does the b stand for?",
     "b for INOUT arguments",
     ["catalog-pg-proc.html"], "value"),
    ("pg25-polcmd-w",
     "one of the row-level security policies on lab_results has polcmd = 'w' in pg_policy; which command does that policy apply to?",
     "w for UPDATE",
     ["catalog-pg-policy.html"], "value"),
    ("pg25-ecpg-decimal-precision",
     "our ECPG program keeps calibration factors in the pgtypes decimal type rather than numeric; how many significant digits can a decimal hold?",
     "a maximum precision of 30 significant digits",
     ["ecpg-pgtypes.html"], "value"),
    ("pg25-gss-packet-size",
     "I'm adding GSSAPI encryption to the small wire-protocol client of our data logger; how large may each encrypted packet the client sends be so that the server accepts it?",
     "less than 16kB",
     ["protocol-flow.html"], "value"),
    ("pg25-ecpg-ifdef-depth",
     "our ECPG sources use EXEC SQL ifdef and ifndef sections for the different instrument builds, nested rather deeply; how deep may such constructs be nested?",
     "up to 127 levels deep",
     ["ecpg-preproc.html"], "value"),
    ("pg25-do-default-language",
     "the migration scripts contain DO blocks without any LANGUAGE clause; in which language is their code run?",
     "the default is plpgsql",
     ["sql-do.html"], "value"),
    ("pg25-oid-normal-operation",
     "our schema diff tool wants to skip everything that initdb created; from which OID on are OIDs handed out during normal database operation?",
     "16384 or higher",
     ["system-catalog-initial-data.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg25-pqexecparams-one-command",
     "our C loader sends \"INSERT INTO runs ...; INSERT INTO run_log ...\" as one string through PQexecParams with parameters, and the server rejects it, although the same text works with PQexec; why?",
     "PQexecParams allows at most one SQL command",
     ["libpq-exec.html"], "reason"),
    ("pg25-update-from-multiple-matches",
     "UPDATE samples SET site = m.site FROM site_map m WHERE m.prefix = left(samples.code, 3) gives different results on the test and the production server, and site_map has some duplicate prefixes; why?",
     "which one will be used is not readily predictable",
     ["sql-update.html"], "reason"),
    ("pg25-plpgsql-block-default",
     "in my PL/pgSQL function a counter declared with DEFAULT 0 in an inner DECLARE block inside a loop starts again at 0 on every iteration; why isn't its value kept?",
     "each time the block is entered",
     ["plpgsql-declarations.html"], "reason"),
    ("pg25-foreign-table-check",
     "we declared CHECK (temp_c > -80) on the foreign table remote_readings, yet queries still return rows with -999 from the archive server; why isn't the constraint enforced?",
     "are not enforced by the core PostgreSQL system",
     ["sql-createforeigntable.html"], "reason"),
    ("pg25-hash-index-deadlock",
     "since a colleague put a hash index on the token column of our sessions table, concurrent inserts now and then fail with deadlocks, which never happened with the B-tree; why can a hash index deadlock?",
     "deadlock is possible since the locks are held longer than one index operation",
     ["locking-indexes.html"], "reason"),
    ("pg25-plpythonu-gone",
     "restoring an old dump fails at CREATE FUNCTION ... LANGUAGE plpythonu for our legacy spectrum parser; why doesn't the new server know that language any more?",
     "PL/Python supports only Python 3",
     ["plpython-python23.html"], "reason"),
    ("pg25-moving-aggregate",
     "our own weighted_avg aggregate is very slow as a window function over ROWS BETWEEN 100 PRECEDING AND CURRENT ROW, while sum() over the same frame is quick; why?",
     "must recalculate the aggregate from scratch",
     ["xaggr.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg25-unused-oids",
     "I'm writing a patch that adds a built-in function to pg_proc.dat; how do I find OIDs that are still free for it?",
     "src/include/catalog/unused_oids",
     ["system-catalog-initial-data.html"], "procedure"),
    ("pg25-plpython-trigger-modify",
     "my PL/Python BEFORE trigger sets TD[\"new\"][\"unit\"] to 'mV', but the stored row keeps the old unit; what does the trigger have to return?",
     "MODIFY",
     ["plpython-trigger.html"], "procedure"),
    ("pg25-called-as-trigger",
     "our C function must refuse to run unless the trigger manager called it; which macro checks that?",
     "CALLED_AS_TRIGGER",
     ["trigger-interface.html"], "procedure"),
    ("pg25-ecpgdebug",
     "our ECPG data logger stores wrong values, and I'd like a log of every SQL statement with its input variables filled in and the results from the server; what do I call in the program to get that?",
     "ECPGdebug",
     ["ecpg-library.html"], "procedure"),
    ("pg25-spi-palloc",
     "my C function builds its result string while connected to SPI and returns garbage once SPI_finish has run; how should the memory for the returned value be allocated so it survives?",
     "SPI_palloc",
     ["spi-memory.html", "spi-spi-palloc.html"], "procedure"),
    ("pg25-operator-hashes",
     "we defined our own = operator for the sensor_code type, and joins on it never use a hash join; which clause must CREATE OPERATOR carry to allow that?",
     "HASHES",
     ["xoper-optimization.html", "sql-createoperator.html"], "procedure"),
    ("pg25-extension-config-dump",
     "our labtools extension creates a site_settings table that each site fills in, and pg_dump leaves its rows out; what must the extension script call so the table's contents get dumped?",
     "pg_extension_config_dump",
     ["extend-extensions.html"], "procedure"),
    ("pg25-emacs-samples",
     "I'm editing the documentation of our patch in Emacs with nXML mode; where in the source tree are the recommended settings for that mode?",
     "src/tools/editors/emacs.samples",
     ["docguide-authoring.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg25-what-file-segment",
     "the files of our big readings table show up as 16402, 16402.1 and 16402.2, and the glossary calls them file segments; what is a file segment?",
     "A physical file which stores data for a given relation",
     ["glossary.html"], "definition"),
    ("pg25-what-auxiliary-process",
     "the glossary keeps using the term auxiliary process; what is an auxiliary process?",
     "A process within an instance that is in charge of some specific background task",
     ["glossary.html"], "definition"),
    ("pg25-what-base-backup",
     "the new admin asks what exactly a base backup is before we schedule one for db01; how does the glossary define it?",
     "A binary copy of all database cluster files",
     ["glossary.html"], "definition"),
    ("pg25-acronym-cve",
     "the security team's report lists several CVE numbers against our old server version, and the acronym list in the manual has an entry for it; what does CVE stand for?",
     "Common Vulnerabilities and Exposures",
     ["acronyms.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

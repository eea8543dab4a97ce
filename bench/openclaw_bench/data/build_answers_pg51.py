"""Fifty-first held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout51.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, stripped of tags by a small
script and searched with grep and a phrase-checking script), as an engineer
at a lab bench would type or say them -- mostly a situation in everyday
words, some in the manual's own terms, many mentioning the asker's own
hosts, tables and tools (db01 and db02, the old primary after a failover,
the NAS with the base backups, the spectra and samples tables, a
nightly CI job, an instrument-name synonym list, a sample-tracking
application). Its facts come only from pages whose file name starts with a
letter from a to l (the other author of this round took m to z), and each
answer phrase was checked against the text of every page so that facts a
page from m to z also states were avoided (the pg_rewind sentence about an
operating system crash is also on the pg_upgrade page; that page is listed
too). Pages that earlier sets cite rarely were preferred: the client and
server application pages for pg_resetwal, pg_rewind, pg_amcheck,
pg_verifybackup, pg_basebackup, clusterdb, createuser, initdb, vacuumdb,
psql, pg_isready, pg_ctl, pg_dump and pg_restore, and the additional module
pages for dict_int, dict_xsyn and cube. The facts are spread over
--startblock, --no-dependent-toast, --wal-directory, --discard-caches,
--connection-limit, --no-truncate, --config-file, --field-separator-zero,
absval and matchorig; clusterdb of one table, pg_dump with a wildcard
table and an excluded table, pg_dump excluding ts_ tables, pg_isready of a
local port, pg_restore with a list file, a cube nearest-neighbour query,
the intdict mapping, moving a backup manifest away, pg_ctl restart with
options, the xsyn mapping; the 52352 multiplier, cube precision, the
astronomers' earth radius, pg_basebackup's highest rate, the WAL segment
size range, the intdict example output, two cube outputs, the prefix for
hexadecimal option values; why pg_resetwal ignores PGDATA,
why cube has comparison operators, why any epoch value works, why a
rewind beats a new base backup, why pg_rewind fails on read-only SSL
files, why pg_verifybackup ignores postgresql.auto.conf, why --no-sync is
for tests; the safe next multixact ID, the safe oldest commit timestamp
ID, WAL missing at restart after a rewind, read-only files before a rewind,
tables of a schema without their indexes, verifying a tar backup, where a
synonym rules file goes, choosing the next WAL file by hand; and terms
(dict_xsyn's name, the ~> operator, how a cube point is stored, the state
after a rewind) -- none an answer or question topic of an earlier set
(answers and question words were grepped against ``answer_pg_tune``,
``answer_pg_heldout`` to ``answer_pg_heldout50``, the kernel sets,
``answer_questions*`` and ``answer_unanswerable_*``, leaving out the
fifty-second sets and the fiftieth unanswerable set of this round, which
another author wrote at the same time and which were not seen).
The forty-ninth set's builders (``build_answers_pg49.py``,
``build_answers_kernel49.py``, ``build_answers_unanswerable47.py``) were
read as templates for format and rules. Nothing of the answer code, of its
search or answer output, of the appliance's documentation or tests, or of
the benchmark results was opened while writing it; no git command was used;
the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages, release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg51.py > answer_pg_heldout51.jsonl
    python3 validate_answers.py answer_pg_heldout51.jsonl  # with a Python that has the appliance installed

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
    ("pg51-amcheck-startblock",
     "pg_amcheck flagged the spectra table and I only want to re-check it from block 480000 onwards instead of scanning the whole thing again; which option sets the block to start at?",
     "--startblock",
     ["app-pgamcheck.html"], "setting"),
    ("pg51-amcheck-no-dependent-toast",
     "when I point pg_amcheck at the samples table it also wanders into that table's toast table, which I checked yesterday; which option stops it from checking the toast table along with the table?",
     "--no-dependent-toast",
     ["app-pgamcheck.html"], "setting"),
    ("pg51-verifybackup-wal-directory",
     "the base backup on the NAS has its WAL kept in a separate folder, not in its own pg_wal, and pg_verifybackup should parse the WAL from there; which option tells it where to look?",
     "--wal-directory",
     ["app-pgverifybackup.html"], "setting"),
    ("pg51-initdb-discard-caches",
     "for a debugging build in CI I want initdb to run its bootstrap backend with the debug option that throws away system caches all the time; which initdb option is that?",
     "--discard-caches",
     ["app-initdb.html"], "setting"),
    ("pg51-createuser-connection-limit",
     "I'm creating the role for the plate reader's uploader with createuser and it should never hold more than two connections at once; which createuser option sets that?",
     "--connection-limit",
     ["app-createuser.html"], "setting"),
    ("pg51-vacuumdb-no-truncate",
     "the nightly vacuumdb run keeps cutting the empty pages off the end of the events table and that lock hurts the standby; which vacuumdb option skips truncating those pages?",
     "--no-truncate",
     ["app-vacuumdb.html"], "setting"),
    ("pg51-rewind-config-file",
     "on db01 the postgresql.conf lives under /etc, not in the data directory, and pg_rewind has to run the postgres binary against that cluster; which option names the main configuration file for the target cluster?",
     "--config-file",
     ["app-pgrewind.html"], "setting"),
    ("pg51-psql-field-separator-zero",
     "our export script pipes unaligned psql output into xargs -0, so the fields should be separated by a zero byte rather than a pipe; which psql command-line option does that?",
     "--field-separator-zero",
     ["app-psql.html"], "setting"),
    ("pg51-dict-int-absval",
     "instrument offsets in our notes are written like +15 and -15 and we'd like the dict_int dictionary to index both just as 15; which of its parameters strips the sign?",
     "absval",
     ["dict-int.html"], "setting"),
    ("pg51-xsyn-matchorig",
     "our instrument-name synonym dictionary built on dict_xsyn should only react to the synonyms and not accept the headword itself; which option controls whether the original word is accepted?",
     "matchorig",
     ["dict-xsyn.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg51-clusterdb-one-table",
     "in the manual's clusterdb example, how do I recluster only the table foo in the database xyzzy?",
     "clusterdb --table=foo xyzzy",
     ["app-clusterdb.html"], "command"),
    ("pg51-pgdump-wildcard-exclude",
     "I want to dump all tables in schema detroit whose names start with emp, but leave out employee_log; what pg_dump command does the manual give?",
     "pg_dump -t 'detroit.emp*' -T detroit.employee_log mydb > db.sql",
     ["app-pgdump.html"], "command"),
    ("pg51-pgdump-exclude-ts-tables",
     "the temp staging tables in mydb are all named ts_something and should stay out of the dump, everything else goes in; which pg_dump command is that?",
     "pg_dump -T 'ts_*' mydb > db.sql",
     ["app-pgdump.html"], "command"),
    ("pg51-isready-local-5433",
     "the second test cluster on this box listens on port 5433; what pg_isready command checks whether it is up?",
     "pg_isready -h localhost -p 5433",
     ["app-pg-isready.html"], "command"),
    ("pg51-restore-list-file",
     "I edited the table-of-contents listing of db.dump into db.list to reorder and comment out items; what pg_restore command restores using that list?",
     "pg_restore -L db.list db.dump",
     ["app-pgrestore.html"], "command"),
    ("pg51-cube-nearest-neighbour",
     "with a GiST index on our cube column c, how do I fetch the single nearest neighbour of the 3-D point (0.5, 0.5, 0.5)?",
     "SELECT c FROM test ORDER BY c <-> cube(array[0.5,0.5,0.5]) LIMIT 1",
     ["cube.html"], "command"),
    ("pg51-intdict-mapping",
     "I've created the intdict dictionary from dict_int; how do I make the english text search configuration use it for integer tokens?",
     "ALTER TEXT SEARCH CONFIGURATION english ALTER MAPPING FOR int, uint WITH intdict",
     ["dict-int.html"], "command"),
    ("pg51-verifybackup-move-manifest",
     "for the tamper check the manual moves the backup manifest out of backup1234 to a secure place before verifying; what mv command does it show?",
     "mv /usr/local/pgsql/backup1234/backup_manifest /my/secure/location/backup_manifest.1234",
     ["app-pgverifybackup.html"], "command"),
    ("pg51-pgctl-restart-options",
     "I need to restart the dev server so it comes back on port 5433 with fsync off; how does the pg_ctl page pass those server options on restart?",
     "pg_ctl -o \"-F -p 5433\" restart",
     ["app-pg-ctl.html"], "command"),
    ("pg51-xsyn-mapping",
     "now that the xsyn dictionary works in ts_lexize, how do I hook it into the english configuration in front of the stemmer for ordinary words?",
     "ALTER TEXT SEARCH CONFIGURATION english ALTER MAPPING FOR word, asciiword WITH xsyn, english_stem",
     ["dict-xsyn.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg51-resetwal-multixact-offset-factor",
     "I have to hand pg_resetwal a next multixact offset after disk corruption; by what number do I multiply the largest pg_multixact/members file name plus one?",
     "52352",
     ["app-pgresetwal.html"], "value"),
    ("pg51-cube-precision",
     "the stored coordinates of our cube values look rounded; roughly how many significant digits does cube keep?",
     "about 16 significant digits",
     ["cube.html"], "value"),
    ("pg51-earth-radius-degrees",
     "an astronomer here wants earthdistance distances in degrees instead of meters; what radius should earth() return for that?",
     "180/pi()",
     ["earthdistance.html"], "value"),
    ("pg51-basebackup-max-rate-upper",
     "I'm throttling pg_basebackup from db02 with --max-rate; what is the highest rate it accepts?",
     "1024 megabytes per second",
     ["app-pgbasebackup.html"], "value"),
    ("pg51-resetwal-wal-segsize-range",
     "while repairing with pg_resetwal I also want to change the WAL segment size; what range of sizes is allowed?",
     "between 1 and 1024 (megabytes)",
     ["app-pgresetwal.html", "app-initdb.html"], "value"),
    ("pg51-intdict-lexize-output",
     "with dict_int at its default settings, what does ts_lexize('intdict', '12345678') return?",
     "{123456}",
     ["dict-int.html"], "value"),
    ("pg51-cube-two-arg-output",
     "what does cube(1, 2) print as?",
     "(1),(2)",
     ["cube.html"], "value"),
    ("pg51-cube-two-arrays-output",
     "I build cubes from two coordinate arrays, cube(ARRAY[1,2], ARRAY[3,4]); what text comes back?",
     "(1, 2),(3, 4)",
     ["cube.html"], "value"),
    ("pg51-resetwal-hex-prefix",
     "the multixact file names I read off the disk are hexadecimal; how do I write a hexadecimal value for a numeric pg_resetwal option?",
     "using the prefix 0x",
     ["app-pgresetwal.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg51-resetwal-no-pgdata",
     "I had PGDATA exported on the damaged host, yet pg_resetwal still insisted on the data directory on the command line; why doesn't it use PGDATA?",
     "For safety reasons",
     ["app-pgresetwal.html"], "reason"),
    ("pg51-cube-comparison-ops",
     "the ordinary < and > operators on cube compare coordinate by coordinate, which is not much use for geometry; why do they exist at all?",
     "They exist mainly to support the b-tree index operator class",
     ["cube.html"], "reason"),
    ("pg51-resetwal-epoch-any",
     "pg_resetwal lets me set the transaction ID epoch and the manual says any value will do for the database itself; why?",
     "not actually stored anywhere in the database",
     ["app-pgresetwal.html"], "reason"),
    ("pg51-rewind-faster",
     "after the failover the old primary has 2 TB of data and only a little changed; why is pg_rewind so much faster than taking a fresh base backup?",
     "does not require comparing or copying unchanged relation blocks",
     ["app-pgrewind.html"], "reason"),
    ("pg51-rewind-readonly-ssl",
     "pg_rewind on db01 fails right away complaining it can't write a file; the SSL key and certificate are read-only mounts on both servers. what situation does the manual give for this?",
     "the same file mapping for read-only SSL keys and certificates",
     ["app-pgrewind.html"], "reason"),
    ("pg51-verifybackup-ignores-auto-conf",
     "I changed postgresql.auto.conf and added standby.signal in the restored copy, and pg_verifybackup doesn't complain; why are those files ignored?",
     "these files may have been created or modified as part of the process of taking the backup",
     ["app-pgverifybackup.html"], "reason"),
    ("pg51-rewind-no-sync-risk",
     "pg_rewind --no-sync makes our failover drills faster; why does the manual say not to use it in production?",
     "a subsequent operating system crash can leave the data directory corrupt",
     ["app-pgrewind.html", "app-initdb.html", "pgupgrade.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg51-resetwal-next-multixact",
     "how do I work out a safe next multixact ID for pg_resetwal -m from the files in pg_multixact/offsets?",
     "adding one, and then multiplying by 65536",
     ["app-pgresetwal.html"], "procedure"),
    ("pg51-resetwal-commit-ts-oldest",
     "pg_resetwal -c wants the oldest transaction ID whose commit time can be retrieved; where do I find a safe value?",
     "numerically smallest file name in the directory pg_commit_ts",
     ["app-pgresetwal.html"], "procedure"),
    ("pg51-rewind-missing-wal-at-start",
     "after the rewind some WAL was already gone on the new primary when pg_rewind ran; what do I set up on the rewound server so it can get that WAL when it starts?",
     "creating a recovery.signal file in the target data directory",
     ["app-pgrewind.html"], "procedure"),
    ("pg51-rewind-readonly-files-before",
     "the certificate files on db01 are read-only links that pg_rewind cannot overwrite; what should I do with them before the rewind?",
     "it is recommended to remove them before running pg_rewind",
     ["app-pgrewind.html"], "procedure"),
    ("pg51-amcheck-schema-tables-only",
     "I want pg_amcheck to check only the tables in the lims schema and none of their B-tree indexes; what does the manual suggest writing?",
     "--table=SCHEMAPAT.* --no-dependent-indexes",
     ["app-pgamcheck.html"], "procedure"),
    ("pg51-verifybackup-tar",
     "our base backups on the NAS are in tar format; how can pg_verifybackup check one?",
     "can be checked after extracting it",
     ["app-pgverifybackup.html"], "procedure"),
    ("pg51-xsyn-rules-location",
     "I wrote instruments.rules for dict_xsyn; where does the file have to go so the dictionary finds it?",
     "must be stored in $SHAREDIR/tsearch_data/",
     ["dict-xsyn.html", "unaccent.html"], "procedure"),
    ("pg51-resetwal-next-wal-file",
     "the largest file in pg_wal is 00000001000000320000004A and I'm setting the next WAL file for pg_resetwal by hand; what should I pass?",
     "use -l 00000001000000320000004B or higher",
     ["app-pgresetwal.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg51-what-xsyn",
     "what does the name dict_xsyn stand for?",
     "Extended Synonym Dictionary",
     ["dict-xsyn.html"], "definition"),
    ("pg51-what-cube-tilde-gt",
     "what is the ~> operator of the cube type meant for?",
     "designed for KNN-GiST support",
     ["cube.html"], "definition"),
    ("pg51-what-cube-point",
     "how is a point in n-dimensional space represented by the cube type?",
     "represented internally as a zero-volume cube",
     ["cube.html"], "definition"),
    ("pg51-what-after-rewind",
     "what state is the target data directory in right after a successful pg_rewind?",
     "analogous to a base backup of the source data directory",
     ["app-pgrewind.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

"""Builds pg_queries_heldout.jsonl: held-out retrieval questions over the PostgreSQL 15 docs
(postgresql-doc-15, paths relative to /usr/share/doc/postgresql-doc-15/html).

Written from reading the manual, before any search run, and kept apart from the
short-fact answer sets (other topics, or at least other questions). Scored once,
never tuned on.

Two styles, about half each, told apart by the id:

* ``pg-everyday-NN``: the user does not know the manual's vocabulary and
  describes the goal in plain words ("put some tables on a different disk");
* ``pg-manual-NN``: the user asks in the manual's own terms ("tablespace").

Relevance is file level and decided by rule, not by looking at any ranking.
A page is relevant when it genuinely answers the question:

* the chapter or section page that explains the feature the question needs
  (a chapter's introductory page counts when its own text introduces the
  feature, not when it is only a table of contents);
* the SQL command, function or application reference page for the command
  that does it, when that command is the direct means;
* the tutorial page, when it covers the same feature;
* when a question admits two genuine solutions (e.g. an expression index or the
  citext type), the pages for both.

Not relevant: release notes, the book index, catalogs/system views that only
list a column, and pages that mention the feature in passing.

Run: python build_pg_queries.py > pg_queries_heldout.jsonl
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path("/usr/share/doc/postgresql-doc-15/html")

EVERYDAY: list[tuple[str, list[str]]] = [
    ("my import of a few million rows is really slow, how can I make loading data faster",
     ["populate.html"]),
    ("make lookups on email addresses ignore upper and lower case and still be fast",
     ["indexes-expressional.html", "sql-createindex.html", "citext.html"]),
    ("what column type should I use for prices so I don't get rounding errors",
     ["datatype-numeric.html", "datatype-money.html"]),
    ("keep a list of several values in a single column of a row",
     ["arrays.html"]),
    ("run some code automatically every time a row is inserted into a table",
     ["triggers.html", "trigger-definition.html", "sql-createtrigger.html", "plpgsql-trigger.html"]),
    ("when I delete a customer, also delete all of their orders automatically",
     ["ddl-constraints.html", "sql-createtable.html"]),
    ("save the result of a slow query as a table and refresh it every night",
     ["rules-materializedviews.html", "sql-creatematerializedview.html", "sql-refreshmaterializedview.html"]),
    ("put some of my tables on a different disk",
     ["manage-ag-tablespaces.html", "sql-createtablespace.html"]),
    ("names with umlauts sort in the wrong order, how do I get German sorting",
     ["collation.html", "locale.html"]),
    ("add one month to a date in a query",
     ["functions-datetime.html"]),
    ("store images and other big binary files inside the database",
     ["largeobjects.html", "lo-intro.html", "lo-funcs.html", "datatype-binary.html"]),
    ("save my connection details under a short name so I can just type that name",
     ["libpq-pgservice.html"]),
    ("let people log in with their company directory password",
     ["auth-ldap.html"]),
    ("allow a user to create new databases without making them a superuser",
     ["role-attributes.html", "sql-createrole.html"]),
    ("undo the last few statements of a transaction without losing the earlier ones",
     ["sql-savepoint.html", "sql-rollback-to.html", "tutorial-transactions.html"]),
    ("which folder inside the data directory holds what",
     ["storage-file-layout.html"]),
    ("how far along is the index I started building an hour ago",
     ["progress-reporting.html"]),
    ("number the rows within each group and rank them by score",
     ["tutorial-window.html", "functions-window.html", "sql-expressions.html"]),
    ("store arbitrary key and value pairs in one column",
     ["hstore.html", "datatype-json.html"]),
    ("find names that are spelled similarly to what the user typed",
     ["pgtrgm.html", "fuzzystrmatch.html"]),
    ("build and install PostgreSQL from the source code",
     ["install-short.html", "install-procedure.html"]),
    ("queries that join a lot of tables spend ages just planning",
     ["explicit-joins.html", "geqo-intro.html", "geqo-pg-intro.html", "runtime-config-query.html"]),
    ("is it safe to run the database on a disk with its write cache switched on",
     ["wal-reliability.html"]),
    ("add a new column to a table that already has data in it",
     ["ddl-alter.html", "sql-altertable.html"]),
    ("stop two bookings for the same room from overlapping in time",
     ["rangetypes.html", "ddl-constraints.html", "sql-createtable.html"]),
    ("write database functions in Python",
     ["plpython.html", "plpython-funcs.html"]),
    ("make my client refuse to connect unless the connection is encrypted and the server is verified",
     ["libpq-ssl.html", "libpq-connect.html"]),
    ("what is the largest number of columns a table can have",
     ["limits.html", "ddl-basics.html"]),
]

MANUAL: list[tuple[str, list[str]]] = [
    ("why is the planner not using my index",
     ["indexes-examine.html"]),
    ("partial index with a WHERE predicate",
     ["indexes-partial.html", "sql-createindex.html"]),
    ("create an enumerated type",
     ["datatype-enum.html", "sql-createtype.html"]),
    ("PL/pgSQL loop over the rows of a query result",
     ["plpgsql-control-structures.html"]),
    ("event trigger on DDL commands",
     ["event-triggers.html", "event-trigger-definition.html", "sql-createeventtrigger.html"]),
    ("CHECK constraint on a column",
     ["ddl-constraints.html", "sql-createtable.html"]),
    ("client_encoding and automatic character set conversion between server and client",
     ["multibyte.html"]),
    ("split_part and other functions to split a string",
     ["functions-string.html"]),
    ("string_agg aggregate to concatenate values from several rows",
     ["functions-aggregate.html"]),
    ("DECLARE a cursor and FETCH rows in batches",
     ["sql-declare.html", "sql-fetch.html", "plpgsql-cursors.html"]),
    ("libpq connection string and URI format",
     ["libpq-connect.html"]),
    ("PGHOST PGUSER and other libpq environment variables",
     ["libpq-envars.html"]),
    ("server-side SSL certificate and key configuration",
     ["ssl-tcp.html"]),
    ("GSSAPI Kerberos authentication",
     ["gssapi-auth.html"]),
    ("ALTER DEFAULT PRIVILEGES for tables created later",
     ["sql-alterdefaultprivileges.html", "ddl-priv.html"]),
    ("two-phase commit with PREPARE TRANSACTION and COMMIT PREPARED",
     ["sql-prepare-transaction.html", "sql-commit-prepared.html"]),
    ("what write-ahead logging is and why it protects data",
     ["wal-intro.html"]),
    ("generate_series set returning function",
     ["functions-srf.html"]),
    ("table inheritance with child tables",
     ["ddl-inherit.html", "tutorial-inheritance.html"]),
    ("sequence functions nextval and currval",
     ["functions-sequence.html", "sql-createsequence.html"]),
    ("run the regression tests",
     ["regress-run.html"]),
    ("packaging SQL objects as an extension with a control file",
     ["extend-extensions.html"]),
    ("user-defined base type written in C",
     ["xtypes.html", "sql-createtype.html"]),
    ("background worker processes",
     ["bgworker.html"]),
    ("SELECT FOR UPDATE row-level locks",
     ["explicit-locking.html", "sql-select.html"]),
    ("date and time input formats",
     ["datatype-datetime.html"]),
    ("generated columns computed from other columns",
     ["ddl-generated-columns.html", "sql-createtable.html"]),
    ("stored procedures with CALL and transaction control",
     ["xproc.html", "sql-createprocedure.html", "sql-call.html", "plpgsql-transactions.html"]),
    ("COMMENT ON a table or column",
     ["sql-comment.html"]),
    ("CREATE DOMAIN with a constraint",
     ["domains.html", "sql-createdomain.html"]),
    ("updatable views and WITH CHECK OPTION",
     ["sql-createview.html"]),
]


def main() -> int:
    rows = []
    for style, items in (("everyday", EVERYDAY), ("manual", MANUAL)):
        for i, (q, rel) in enumerate(items, 1):
            rows.append({"id": f"pg-{style}-{i:02d}", "query": q, "relevant": rel, "kind": "question"})
    missing = [(r["id"], p) for r in rows for p in r["relevant"] if not (ROOT / p).exists()]
    for rid, p in missing:
        print(f"{rid}: no such file {p}", file=sys.stderr)
    if missing:
        return 1
    for r in rows:
        sys.stdout.write(json.dumps(r) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Forty-second held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout42.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian ``postgresql-doc-15``);
``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
PostgreSQL pages themselves (plain HTML files, stripped of tags by a small
script and searched with grep and a phrase-finding script), as an engineer
at a lab bench would type or say them -- mostly a situation in everyday
words, some in the manual's own terms, a fair number mentioning the asker's
own tables, hosts, extensions and tools (a C extension with SPI cursors, a
home-grown procedural language, a calibration package in PL/Python, a
PL/Tcl loader, a foreign-data wrapper for a sensor archive, an archive
server reached through postgres_fdw, an old instrument charset, a
dashboard listening for NOTIFY, a protocol decoder, a monitoring job),
named in the situation while the question asks what the documentation does
answer. Its facts come only from pages whose file name starts with a letter
from m to z (the other author of round 41 took a to l), mostly pages that
no earlier set cites: the SPI reference pages (``spi-spi-*``), PL/Tcl,
PL/Python data sharing, ``sql-createusermapping``,
``sql-createconversion``, ``sql-createforeigndatawrapper``,
``sql-createeventtrigger``, ``sql-createstatistics``, ``xfunc-internal``,
``wal-intro``, ``tcn``, the protocol pages ``protocol-message-types`` and
``protocol-changes`` and the views ``pg_backend_memory_contexts``,
``pg_timezone_abbrevs``, ``pg_prepared_xacts`` and
``pg_replication_origin_status``. They are spread over the scroll option
of SPI cursors, constant parameter flags, must_return_tuples, the GD
dictionary, the command tag of a PL/Tcl event trigger, the SPI row limit
tcount, DEFAULT conversions, the FDW handler's return type, the TAG filter
of event triggers, language internal; SPI_is_cursor_plan, SPI_freeplan,
SPI_register_trigger_data, SPI_returntuple, SPI_cursor_parse_open,
SPI_prepare_extended, SPI_gettype, SPI_getargcount, a user mapping with
options, commit in PL/Tcl; SPI column numbering, the return of
SPI_finish, the null marker of SPI_modifytuple, the truncation of memory
context idents, the first word of PL/Tcl's errorCode, the sign of UTC
offsets, protocol strings, the ReadyForQuery message, the columns of
multivariate statistics; why SPI_start_transaction survives, why
SPI_keepplan beats SPI_saveplan, why PL/Tcl procedure names hold OIDs, why
SPI_execute_with_args, why no journaling file system is needed, why not to
poll pg_prepared_xacts, why FunctionCall is no longer a security concern;
defining conversions both ways, zeroing SPI options structs, reading
over-long protocol strings into a fixed buffer, when to register trigger
data, reporting FDW option errors, a user mapping without owning the
server, returning a row Datum, attaching tcn; and what an internal
function, PL/Python's SD, remote_lsn and a memory context's level are --
none an answer or question topic of an earlier set. The fortieth and
thirty-eighth sets' builders (``build_answers_pg40.py``,
``build_answers_pg38.py``) were read as the template for format and rules;
the sets written at the same time by the other author of round 41 were not
seen.
The earlier answer sets (``answer_*.jsonl``) were read only to avoid their
answers and question topics (each new answer and topic was grepped against
them). Nothing of the answer code, of its search or answer output, of the
appliance's documentation or tests, or of the benchmark results was opened
while writing it; no git command was used for it; the questions were not run
through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages, release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg42.py > answer_pg_heldout42.jsonl
    python3 validate_answers.py answer_pg_heldout42.jsonl  # with a Python that has the appliance installed

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
    ("pg42-spi-cursor-opt-scroll",
     "our C extension walks a result through an SPI cursor, and SPI_cursor_move with forward set to false fails now and then; which cursor option must the plan have been created with so moving backward works?",
     "CURSOR_OPT_SCROLL",
     ["spi-spi-cursor-move.html", "spi-spi-scroll-cursor-move.html", "spi-spi-cursor-fetch.html",
      "spi-spi-scroll-cursor-fetch.html"], "setting"),
    ("pg42-spi-param-flag-const",
     "I hand the instrument id to SPI_execute_extended through options->params; which flag should each parameter normally be marked with, given that a one-shot plan is used?",
     "PARAM_FLAG_CONST",
     ["spi-spi-execute-extended.html", "spi-spi-cursor-parse-open.html"], "setting"),
    ("pg42-spi-must-return-tuples",
     "our extension's SPI_execute_extended call should fail loudly when someone passes it a query that cannot return rows at all; which field of the options struct does that?",
     "must_return_tuples",
     ["spi-spi-execute-extended.html", "spi-spi-execute-plan-extended.html"], "setting"),
    ("pg42-plpython-gd",
     "two PL/Python functions of our calibration package should share a lookup table loaded once per session; which dictionary is available to all Python functions in a session?",
     "The global dictionary GD",
     ["plpython-sharing.html"], "setting"),
    ("pg42-pltcl-event-tg-tag",
     "our PL/Tcl event trigger on db01 should log which DDL command fired it; which variable holds the command tag?",
     "$TG_tag",
     ["pltcl-event-trigger.html"], "setting"),
    ("pg42-spi-tcount",
     "our extension's SPI_execute_extended call on the readings table should hand back at most 500 rows; which field of the SPIExecuteOptions struct sets that limit?",
     "uint64 tcount",
     ["spi-spi-execute-extended.html", "spi-spi-execute-plan-extended.html"], "setting"),
    ("pg42-conversion-default",
     "we wrote our own encoding conversion for the old instrument charset; which conversions can be used for automatic encoding conversion between client and server?",
     "Conversions that are marked DEFAULT",
     ["sql-createconversion.html"], "setting"),
    ("pg42-fdw-handler-return-type",
     "I'm writing the handler function of a foreign-data wrapper for our sensor archive in C; which return type must it be declared with?",
     "its return type must be fdw_handler",
     ["sql-createforeigndatawrapper.html"], "setting"),
    ("pg42-event-trigger-filter-tag",
     "our event trigger should fire only for CREATE TABLE and ALTER TABLE; which filter variable can the WHEN clause of CREATE EVENT TRIGGER use?",
     "the only supported filter_variable is TAG",
     ["sql-createeventtrigger.html"], "setting"),
    ("pg42-language-internal",
     "I want a second SQL name for one of the server's built-in C functions; which language name do I give in CREATE FUNCTION?",
     "with language name internal",
     ["xfunc-internal.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg42-spi-is-cursor-plan",
     "our extension receives prepared statements from users and should open a cursor only where that works; which SPI function tells whether a prepared statement can be passed to SPI_cursor_open?",
     "SPI_is_cursor_plan",
     ["spi-spi-is-cursor-plan.html"], "command"),
    ("pg42-spi-freeplan",
     "our extension keeps prepared statements with SPI_keepplan and leaks them when the configuration changes; which SPI function releases one?",
     "SPI_freeplan",
     ["spi-spi-freeplan.html", "spi-spi-keepplan.html", "spi-spi-saveplan.html"], "command"),
    ("pg42-spi-register-trigger-data",
     "the trigger handler of our home-grown procedural language should let queries see the transition tables of an AFTER trigger with REFERENCING NEW TABLE; which SPI function makes them available?",
     "SPI_register_trigger_data",
     ["spi-spi-register-trigger-data.html", "trigger-interface.html"], "command"),
    ("pg42-spi-returntuple",
     "our C function is declared to return a composite row built from an SPI query result; which SPI function copies the row into the upper executor context as a Datum?",
     "SPI_returntuple",
     ["spi-spi-returntuple.html", "spi-spi-copytuple.html"], "command"),
    ("pg42-spi-cursor-parse-open",
     "for a one-off query with parameters in a ParamListInfo I want an SPI cursor without preparing the statement first; which function sets that cursor up?",
     "SPI_cursor_parse_open",
     ["spi-spi-cursor-parse-open.html"], "command"),
    ("pg42-spi-prepare-extended",
     "our extension still calls SPI_prepare_params, which the docs call deprecated; which function should it use instead?",
     "SPI_prepare_extended",
     ["spi-spi-prepare-params.html", "spi-spi-prepare-extended.html"], "command"),
    ("pg42-spi-gettype",
     "in our C extension I need the data type name of column 3 of an SPI result; which function returns it?",
     "SPI_gettype",
     ["spi-spi-gettype.html"], "command"),
    ("pg42-spi-getargcount",
     "our extension gets statements prepared with SPI_prepare from several callers; which SPI function tells how many arguments one needs before I execute it?",
     "SPI_getargcount",
     ["spi-spi-getargcount.html"], "command"),
    ("pg42-usermapping-example",
     "how do I create a user mapping for bob on the foreign server foo with his remote user name and password?",
     "CREATE USER MAPPING FOR bob SERVER foo OPTIONS (user 'bob', password 'secret');",
     ["sql-createusermapping.html"], "command"),
    ("pg42-pltcl-commit",
     "our PL/Tcl procedure loads instrument files in a loop and should commit after each file; spi_exec \"COMMIT\" doesn't work, so what do I call?",
     "call the commit command",
     ["pltcl-transactions.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg42-spi-getvalue-colnumber",
     "when I call SPI_getvalue in our extension, which number does the first column have?",
     "column number (count starts at 1)",
     ["spi-spi-getvalue.html"], "value"),
    ("pg42-spi-finish-return",
     "what does SPI_finish return in our C function when it disconnected properly?",
     "SPI_OK_FINISH",
     ["spi-spi-finish.html"], "value"),
    ("pg42-spi-modifytuple-null",
     "with SPI_modifytuple, which character in the nulls array marks a new value as null?",
     "'n' if the corresponding new value is null",
     ["spi-spi-modifytuple.html"], "value"),
    ("pg42-memory-context-ident-length",
     "the ident column of pg_backend_memory_contexts cuts off our long query text; at what length is it truncated?",
     "truncated at 1024 bytes",
     ["view-pg-backend-memory-contexts.html"], "value"),
    ("pg42-pltcl-errorcode-first-word",
     "our PL/Tcl function catches SQL errors and looks at errorCode; what is the first word for database errors reported by PL/Tcl commands?",
     "the first word is POSTGRES",
     ["pltcl-error-handling.html"], "value"),
    ("pg42-timezone-abbrevs-offset-sign",
     "in pg_timezone_abbrevs, does a positive utc_offset mean east or west of Greenwich?",
     "positive means east of Greenwich",
     ["view-pg-timezone-abbrevs.html"], "value"),
    ("pg42-protocol-string-type",
     "I'm writing a protocol decoder for our capture of the lab database's traffic; how is a String field encoded in the frontend/backend messages?",
     "A null-terminated string (C-style string)",
     ["protocol-message-types.html"], "value"),
    ("pg42-protocol-readyforquery",
     "in protocol 3.0, which message carries the transaction status indicator back to our client library?",
     "The ReadyForQuery ('Z') message",
     ["protocol-changes.html"], "value"),
    ("pg42-statistics-min-columns",
     "CREATE STATISTICS on just the site column of the samples table is refused; how many columns or expressions does a multivariate statistics object need?",
     "At least two column names or expressions must be specified",
     ["sql-createstatistics.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg42-spi-start-transaction-why",
     "our old extension still calls SPI_start_transaction after SPI_commit; why does that function still exist if it does nothing?",
     "only for code compatibility with earlier PostgreSQL releases",
     ["spi-spi-start-transaction.html"], "reason"),
    ("pg42-spi-keepplan-over-saveplan",
     "why is SPI_keepplan usually preferred to SPI_saveplan for keeping a prepared statement in our extension across calls?",
     "without needing to physically copy the prepared statement's data structures",
     ["spi-spi-saveplan.html"], "reason"),
    ("pg42-pltcl-procnames-oid",
     "while debugging PL/Tcl on db02 I see internal Tcl procedure names that contain the function's OID; why does PL/Tcl name them that way?",
     "Tcl, however, requires all procedure names to be distinct",
     ["pltcl-procnames.html"], "reason"),
    ("pg42-spi-execute-with-args-why",
     "why use SPI_execute_with_args instead of pasting the sample id into the command string for SPI_execute?",
     "much less risk of SQL-injection attacks",
     ["spi-spi-execute-with-args.html"], "reason"),
    ("pg42-wal-no-journaling-fs",
     "the storage admin asks whether the PostgreSQL data directory on the new array needs a journaling file system; why is that not necessary?",
     "Because WAL restores database file contents after a crash",
     ["wal-intro.html"], "reason"),
    ("pg42-prepared-xacts-polling",
     "our monitoring wants to poll pg_prepared_xacts every second; why could querying that view frequently affect database performance?",
     "internal transaction manager data structures are momentarily locked",
     ["view-pg-prepared-xacts.html"], "reason"),
    ("pg42-protocol-functioncall-safe",
     "our security review flags the protocol's FunctionCall message in the client library as a possible hole; why is that no longer a reason for concern since protocol 3.0?",
     "since it does not offer direct access to internal server data representations",
     ["protocol-changes.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg42-conversion-both-directions",
     "our custom conversion from the instrument charset to UTF8 should be used automatically between client and server; what do I have to define for that?",
     "two conversions, from encoding A to B and from encoding B to A, must be defined",
     ["sql-createconversion.html"], "procedure"),
    ("pg42-spi-options-zero",
     "how should our extension fill in the SPIExecuteOptions struct before calling SPI_execute_extended, so it keeps working with future releases?",
     "Callers should always zero out the entire options struct",
     ["spi-spi-execute-extended.html", "spi-spi-execute-plan-extended.html",
      "spi-spi-cursor-parse-open.html", "spi-spi-prepare-extended.html"], "procedure"),
    ("pg42-protocol-long-strings",
     "our protocol decoder reads strings from the server into a fixed 256-byte buffer; what should it do with a string that is longer?",
     "read the full string and discard trailing characters that don't fit into your fixed-size buffer",
     ["protocol-message-types.html"], "procedure"),
    ("pg42-spi-register-trigger-data-when",
     "at which point should the trigger handler of our procedural language call SPI_register_trigger_data?",
     "should be called by a PL trigger handler function after connecting",
     ["spi-spi-register-trigger-data.html"], "procedure"),
    ("pg42-fdw-validator-errors",
     "the validator function of our sensor-archive FDW finds an unknown option; how should it report that?",
     "report invalid options using the ereport(ERROR) function",
     ["sql-createforeigndatawrapper.html"], "procedure"),
    ("pg42-usermapping-own-user",
     "I'm not the owner of the foreign server archive_srv; how can I still create a user mapping for my own user name?",
     "if USAGE privilege on the server has been granted to the user",
     ["sql-createusermapping.html"], "procedure"),
    ("pg42-spi-returntuple-datum",
     "SPI_returntuple gave me a HeapTupleHeader in our C function; what do I do with the pointer before returning it?",
     "converted to Datum via PointerGetDatum",
     ["spi-spi-returntuple.html"], "procedure"),
    ("pg42-tcn-after-row",
     "how must the tcn trigger function be attached to the runs table: BEFORE or AFTER, per row or per statement?",
     "It must be used as an AFTER trigger FOR EACH ROW",
     ["tcn.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg42-what-internal-function",
     "what does PostgreSQL mean by an internal function?",
     "functions written in C that have been statically linked into the PostgreSQL server",
     ["xfunc-internal.html"], "definition"),
    ("pg42-what-plpython-sd",
     "what is the SD dictionary in PL/Python for?",
     "to store private data between repeated calls to the same function",
     ["plpython-sharing.html"], "definition"),
    ("pg42-what-remote-lsn",
     "in pg_replication_origin_status on our subscriber, what does remote_lsn mean?",
     "The origin node's LSN up to which data has been replicated",
     ["view-pg-replication-origin-status.html"], "definition"),
    ("pg42-what-memory-context-level",
     "what does the level column of pg_backend_memory_contexts show?",
     "Distance from TopMemoryContext in context tree",
     ["view-pg-backend-memory-contexts.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

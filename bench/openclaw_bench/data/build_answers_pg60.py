"""Sixtieth held-out set of short-fact questions over the PostgreSQL 15 docs.

Prints ``answer_pg_heldout60.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/postgresql-doc-15/html/*.html`` (Debian
``postgresql-doc-15``); ``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
HTML pages themselves (parsed to plain text with a small script and
searched with grep and sed), as an engineer at a lab bench would type or
say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own hosts,
databases, tables and products (db02, db03, db04, the logger box, the
reporting host, the CDC tool, the Zabbix check, the partner lab's GnuPG,
our PL/pgSQL loaders, a C text search dictionary for the lab notes, a
generic C audit trigger, the append-only events table, the labtools
extension and its update scripts, the sample scanner's pgbench script, a
scratch database, the archive server's foreign tables, the old build box,
the index disk, the readings, runs, samples and stock tables, the tcn
listener, a build farm animal, a two-phase coordinator, the spectra index,
the German message catalog, the legacy view, the LIMS schema, the
partner's SQL/XML importer, a patch with a hook, the sample_code domain,
the SELinux test host), named in the situation while the question asks
what the documentation does answer. Its facts come only from pages whose
file names start with the letters m to z, most of them pages that earlier
sets cite once or twice (counted over the ``relevant`` lists of every
earlier ``answer_*`` row): ``multivariate-statistics-examples.html``,
``sql-alterforeigntable.html``, ``sql-altertsconfig.html``,
``textsearch-parsers.html``, ``tutorial-transactions.html`` and
``typeconv-union-case.html`` (cited once), ``manage-ag-templatedbs.html``,
``plpgsql-implementation.html``, ``rules-update.html``,
``source-conventions.html``, ``sql-alterextension.html``,
``sql-alteropfamily.html``, ``sql-altersubscription.html``,
``sql-comment.html``, ``sql-createdomain.html``,
``sql-createforeigntable.html``, ``sql-createopclass.html``,
``sql-createrule.html``, ``sql-createstatistics.html``,
``sql-createtablespace.html``, ``sql-security-label.html``, ``tcn.html``,
``trigger-interface.html``, ``view-pg-replication-slots.html``,
``view-pg-settings.html``, ``wal-async-commit.html``,
``xml-limits-conformance.html`` and ``xplang-install.html`` (cited twice),
``plpgsql-development-tips.html`` and ``regress-variant.html`` (three
times), plus ``textsearch-configuration.html``, ``nls-translator.html``,
``plpgsql-control-structures.html``, ``textsearch-dictionaries.html``,
``pgcrypto.html`` and, for a new setting, new columns and new options,
the much-cited ``runtime-config-replication.html``,
``runtime-config-developer.html``, ``monitoring-stats.html`` and
``pgbench.html``, with parameters, columns and options no earlier set asks
for. They are spread over the trusted list of logical output plugins,
reading composite values of an altered row type, the WAL a slot may still
take, RFC 4880 line endings in pgcrypto, counting source and target fields
of SELECT INTO, errors of the initial table synchronization, a filtering
dictionary's flag, the updated-columns bitmap of a C trigger, rows
inserted since the last vacuum, the superuser-backend context; reading PGP
armor headers, protecting a view with a DO INSTEAD NOTHING rule, adding a
function to an extension, dropping token types from a text search
configuration, pgbench's FNV-1a hash and verbose errors, removing a
comment, a foreign table as a range partition, declaring a language by
hand, a tablespace owned by a non-superuser; the default selectivity of an
expression without statistics, a PL/pgSQL CASE without ELSE, the tcn
payload, characters in e-mail user names, dropping a member from an
extension, the best-match variant file, PREPARE TRANSACTION under
asynchronous commit, constraints on a foreign table, CASE's ELSE as first
input; why an operator class opens functions to everyone, why an immediate
shutdown loses asynchronous commits, why extended statistics don't help
joins, why a subscription accepts unknown publications, why update rules
run their actions first, why fuzzy translations are missing, why one
trigger function works on tables of different column types; conditional
rules on a view, reordering printf arguments in a translation, dropping
template1, secrets in comments, the constraint behind a foreign partition,
standard XML mappings, calling a function pointer, changing a function
used by a domain's CHECK; and terms (base frequency, rule qualification,
transaction block, label provider). The most famous facts were avoided,
and so was every answer and every question topic of the earlier answer
sets (``answer_pg_tune``, ``answer_pg_heldout`` to
``answer_pg_heldout58``, ``answer_kernel_*``, ``answer_questions*``,
``answer_unanswerable_*``), whose builders were only grepped for
candidate words and answer phrases (for instance ssl_crl_dir, next to an
earlier ssl_crl_file row, tcp_keepalives_count, next to an earlier
tcp_keepalives_interval row, log_planner_stats, next to an earlier
log_parser_stats row, sessions_killed, next to an earlier
sessions_abandoned row, vacuum_cost_page_hit, next to the earlier
page_miss and page_dirty rows, the NO SCROLL workaround for volatile
functions, the ICU phone-book collation, which ``collation.html`` shows
too, and the BEGIN ATOMIC dependency tracking, next to an earlier row on
string-literal function bodies, were dropped). Every answer phrase was
also searched over the whole corpus, the other half included, and a page
there that states the same fact with the same phrase is listed too
(``logical-replication-security.html`` for output_plugin_libraries,
``sql-createsubscription.html`` for accepting non-existent publications,
``textsearch-configuration.html`` for DROP MAPPING, and both operator
class pages for the permission check); BY VALUE and BY REF being ignored
was left out because ``functions-xml.html`` says the same in other words.
The fifty-eighth sets' builders (``build_answers_pg58.py``,
``build_answers_kernel58.py``) and ``build_answers_unanswerable56.py``
were read as the template for format and rules, together with
``validate_answers.py``; the sets written at the same time by the other
author of this round (the fifty-ninth sets and the fifty-seventh
unanswerable set) were not seen. Nothing of the answer code, of its
search or answer output, of the appliance's documentation or tests, or of
the benchmark results was opened while writing it; no git command was
used for it; the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages, release notes, synopsis-only mentions and passing uses.

Usage::

    python3 build_answers_pg60.py > answer_pg_heldout60.jsonl
    python3 validate_answers.py answer_pg_heldout60.jsonl  # with a Python that has the appliance installed

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
    ("pg60-output-plugin-libraries",
     "since the last minor update the CDC tool on the logger box gets 'may not be used as an output plugin' for its own decoding library; which server setting lists the libraries trusted as logical output plugins?",
     "output_plugin_libraries",
     ["runtime-config-replication.html", "logical-replication-security.html"], "setting"),
    ("pg60-composite-type-mismatch",
     "after someone altered the row type of calib_point in an incompatible way, reading old stored values of it on db03 aborts with an error; which developer setting decides whether that mismatch is an error, a warning or not checked?",
     "composite_type_mismatch",
     ["runtime-config-developer.html"], "setting"),
    ("pg60-safe-wal-size",
     "max_slot_wal_keep_size is set on db02, and the Zabbix check should warn before the replica's slot gets lost; which pg_replication_slots column tells how many bytes of WAL can still be written before that happens?",
     "safe_wal_size",
     ["view-pg-replication-slots.html"], "setting"),
    ("pg60-pgcrypto-convert-crlf",
     "the partner lab's GnuPG insists on RFC 4880 line endings in the text we encrypt with pgp_sym_encrypt; which pgcrypto option turns \\n into \\r\\n when encrypting and back when decrypting?",
     "convert-crlf",
     ["pgcrypto.html"], "setting"),
    ("pg60-strict-multi-assignment",
     "in our PL/pgSQL loaders SELECT a, b, c INTO x, y silently drops the third value; which check for plpgsql.extra_warnings or extra_errors complains when source and target counts differ?",
     "strict_multi_assignment",
     ["plpgsql-development-tips.html"], "setting"),
    ("pg60-sync-error-count",
     "the subscription on the reporting host keeps retrying the first copy of the big readings table; which column of pg_stat_subscription_stats counts the errors during the initial table synchronization?",
     "sync_error_count",
     ["monitoring-stats.html"], "setting"),
    ("pg60-tsl-filter",
     "our C text search dictionary for the lab notes should replace a token by a normalised one and hand it on to the next dictionary instead of ending the chain; which flag does it set on the single lexeme it returns?",
     "TSL_FILTER",
     ["textsearch-dictionaries.html"], "setting"),
    ("pg60-tg-updatedcols",
     "our generic C audit trigger on the samples table should skip the work when the UPDATE didn't touch the audited columns; which TriggerData field has the bitmap of updated columns?",
     "tg_updatedcols",
     ["trigger-interface.html"], "setting"),
    ("pg60-n-ins-since-vacuum",
     "the append-only events table on db02 only ever gets inserts; which pg_stat_user_tables column shows the estimated rows inserted since it was last vacuumed?",
     "n_ins_since_vacuum",
     ["monitoring-stats.html"], "setting"),
    ("pg60-superuser-backend-context",
     "pg_settings lists a few parameters that a superuser can pass in PGOPTIONS when connecting but that can't be changed later in the session; which context value marks those?",
     "superuser-backend",
     ["view-pg-settings.html"], "setting"),
    # --- commands -------------------------------------------------------
    ("pg60-pgp-armor-headers",
     "the encrypted exports from the partner lab come as ASCII-armored text with a Comment line in the header; which pgcrypto function gives me the armor headers as key/value rows?",
     "pgp_armor_headers",
     ["pgcrypto.html"], "command"),
    ("pg60-rule-insert-nothing",
     "the shoe view in the rule chapter is protected so that inserts into it simply turn into nothing; which CREATE RULE statement does the example use for the INSERT case?",
     "CREATE RULE shoe_ins_protect AS ON INSERT TO shoe DO INSTEAD NOTHING",
     ["rules-update.html"], "command"),
    ("pg60-alter-extension-add-function",
     "a helper function was created by hand before our labtools extension existed, and the next update script should make it a member of the extension; what does the manual's example for hstore look like?",
     "ALTER EXTENSION hstore ADD FUNCTION populate_record(anyelement, hstore)",
     ["sql-alterextension.html"], "command"),
    ("pg60-tsconfig-drop-mapping",
     "the lab_notes text search configuration should stop indexing e-mail addresses and URLs altogether; which form of ALTER TEXT SEARCH CONFIGURATION removes the dictionaries for those token types so they are ignored?",
     "DROP MAPPING",
     ["sql-altertsconfig.html", "textsearch-configuration.html"], "command"),
    ("pg60-pgbench-fnv1a",
     "in the sample scanner's pgbench script I want to spread the ids with an FNV-1a hash rather than the default MurmurHash2; which pgbench function is that?",
     "hash_fnv1a",
     ["pgbench.html"], "command"),
    ("pg60-pgbench-verbose-errors",
     "our pgbench run with --max-tries only reports totals of serialization failures; which option prints a message for every error and failure, including which retry limit was exceeded and by how much?",
     "--verbose-errors",
     ["pgbench.html"], "command"),
    ("pg60-comment-is-null",
     "the test comment I put on a table of the scratch database should go away again; what does the COMMENT reference page write for removing it?",
     "COMMENT ON TABLE mytable IS NULL",
     ["sql-comment.html"], "command"),
    ("pg60-foreign-table-partition",
     "the readings of July 2016 should live on the archive server as a foreign-table partition of our range-partitioned measurement table; how does the CREATE FOREIGN TABLE page write that?",
     "CREATE FOREIGN TABLE measurement_y2016m07 PARTITION OF measurement FOR VALUES FROM ('2016-07-01') TO ('2016-08-01') SERVER server_07",
     ["sql-createforeigntable.html"], "command"),
    ("pg60-create-trusted-language-manual",
     "on the old build box PL/Perl has to be set up by hand without CREATE EXTENSION, after declaring its handler, inline and validator functions; which final command declares the language?",
     "CREATE TRUSTED LANGUAGE plperl HANDLER plperl_call_handler INLINE plperl_inline_handler VALIDATOR plperl_validator",
     ["xplang-install.html"], "command"),
    ("pg60-tablespace-owner",
     "the index disk on db04 is mounted at /data/indexes, and the tablespace there should belong to a non-superuser from the start; how does the CREATE TABLESPACE page's example write that for the user genevieve?",
     "CREATE TABLESPACE indexspace OWNER genevieve LOCATION '/data/indexes'",
     ["sql-createtablespace.html"], "command"),
    # --- values ---------------------------------------------------------
    ("pg60-expression-default-selectivity",
     "without extended statistics, WHERE date_trunc('month', taken_at) = '2023-01-01' on the readings table gets a tiny row estimate; what selectivity does the planner assume for equality and range conditions on such an expression?",
     "assumed to have 0.5% selectivity",
     ["sql-createstatistics.html"], "value"),
    ("pg60-case-not-found",
     "the CASE statement in our PL/pgSQL import function has WHEN branches for the known instrument types but no ELSE; what happens when a new type comes along?",
     "a CASE_NOT_FOUND exception is raised",
     ["plpgsql-control-structures.html"], "value"),
    ("pg60-tcn-payload",
     "our listener on the tcn channel gets payloads like \"samples\",U,\"id\"='42'; besides the table name and the primary key columns, what does the payload carry?",
     "a letter to indicate which type of operation was performed",
     ["tcn.html"], "value"),
    ("pg60-email-token-chars",
     "addresses like j+lab@uni.example in our lab notes are not recognised as email tokens by the text search parser; which non-alphanumeric characters does it accept in email user names?",
     "period, dash, and underscore",
     ["textsearch-parsers.html"], "value"),
    ("pg60-extension-drop-member",
     "if an update script of our labtools extension runs ALTER EXTENSION labtools DROP FUNCTION old_helper(int), what happens to the function itself?",
     "The object is not dropped, only disassociated from the extension",
     ["sql-alterextension.html"], "value"),
    ("pg60-regress-best-match",
     "one regression test of our build farm animal has three variant expected files and none matches exactly; which of them is used for the failure report?",
     "the one that generates the shortest diff is used to create the failure report",
     ["regress-variant.html"], "value"),
    ("pg60-prepare-transaction-sync",
     "the logger box runs with synchronous_commit off, yet the PREPARE TRANSACTION of our two-phase coordinator still waits for the disk flush; what does the asynchronous commit section say about such commands?",
     "are also always synchronous",
     ["wal-async-commit.html"], "value"),
    ("pg60-foreign-table-check-only",
     "I want to declare a UNIQUE constraint on the foreign table archive_readings with ALTER FOREIGN TABLE ... ADD; which kinds of table constraints can be added there?",
     "Currently only CHECK constraints are supported",
     ["sql-alterforeigntable.html"], "value"),
    ("pg60-case-else-first-input",
     "in CASE WHEN ok THEN 1 ELSE 2.5 END, which branch does type resolution treat as the first input, for historical reasons?",
     "CASE treats its ELSE clause (if any) as the \u201cfirst\u201d input",
     ["typeconv-union-case.html"], "value"),
    # --- reasons --------------------------------------------------------
    ("pg60-opclass-public-execute",
     "putting our private distance function into an operator class for the spectra index means anyone can in effect call it; why is that?",
     "the index machinery does not check access permissions on functions before using them",
     ["sql-createopclass.html", "sql-alteropfamily.html"], "reason"),
    ("pg60-immediate-shutdown-async",
     "the logger box uses asynchronous commit, and after a pg_ctl stop -m immediate the last few readings were missing; why?",
     "An immediate-mode shutdown is equivalent to a server crash",
     ["wal-async-commit.html"], "reason"),
    ("pg60-extended-stats-joins",
     "we created extended statistics on (site_id, instrument_id) of the runs table, and single-table estimates got better, but the join with the samples table is still misestimated; why don't they help there?",
     "not currently used by the planner for selectivity estimations made for table joins",
     ["sql-createstatistics.html"], "reason"),
    ("pg60-subscription-nonexistent-publication",
     "ALTER SUBSCRIPTION ... ADD PUBLICATION accepted a publication name with a typo that doesn't exist on the publisher; why doesn't it reject such names?",
     "so that users can add those later",
     ["sql-altersubscription.html", "sql-createsubscription.html"], "reason"),
    ("pg60-update-rule-runs-first",
     "the ON UPDATE rule on our legacy stock table logs changes, and the original UPDATE only runs after the rule's action; why are update and delete rules ordered that way?",
     "the actions can see the to-be-updated or to-be-deleted rows",
     ["rules-update.html"], "reason"),
    ("pg60-fuzzy-not-installed",
     "after merging the new German message catalog, some translations the student already wrote still don't show up in psql; they are marked fuzzy. why don't they appear?",
     "fuzzy entries will not be installed",
     ["nls-translator.html"], "reason"),
    ("pg60-trigger-cache-per-table",
     "one PL/pgSQL trigger function serves both the samples and the runs table, whose key columns have different types, and it works fine on both; why doesn't its cached plan break on the second table?",
     "there is a cache for each trigger function and table combination",
     ["plpgsql-implementation.html"], "reason"),
    # --- procedures -----------------------------------------------------
    ("pg60-conditional-view-rules",
     "I want only some inserts into the legacy view handled by conditional rules, and the system still rejects the INSERT; what does CREATE RULE suggest adding?",
     "add an unconditional DO INSTEAD NOTHING rule",
     ["sql-createrule.html"], "procedure"),
    ("pg60-translation-reorder-args",
     "in the German translation of a message the two placeholders must come in the opposite order; how does the translator guide rewrite the format specifiers?",
     "Die Datei %2$s hat %1$u Zeichen.",
     ["nls-translator.html"], "procedure"),
    ("pg60-drop-template1",
     "someone filled template1 on db03 with junk tables, and I want to drop it and recreate it from template0; what must be set before template1 can be deleted?",
     "it must have pg_database.datistemplate = false",
     ["manage-ag-templatedbs.html"], "procedure"),
    ("pg60-comment-security",
     "the project wants to note the vendor's admin password hint as a COMMENT on the LIMS schema; what does the COMMENT page advise?",
     "don't put security-critical information in comments",
     ["sql-comment.html"], "procedure"),
    ("pg60-foreign-partition-constraint",
     "the 2019 partition of readings is a foreign table on the archive box, and its rows must really satisfy the partition bounds; how is that best ensured?",
     "installing a matching constraint on the remote server",
     ["sql-createforeigntable.html"], "procedure"),
    ("pg60-xml-standard-mappings",
     "the XML we build with xmlelement() for the partner's SQL/XML-conforming importer shows timestamps in PostgreSQL's text form rather than the standard mapping; what does the conformance appendix suggest?",
     "use data type formatting functions",
     ["xml-limits-conformance.html"], "procedure"),
    ("pg60-call-function-pointer",
     "in our patch a hook is stored in a plain static function-pointer variable; how do the coding conventions want it called?",
     "explicitly dereference a function pointer when calling the pointed-to function",
     ["source-conventions.html"], "procedure"),
    ("pg60-domain-check-function-change",
     "the CHECK of our sample_code domain calls valid_code(), and we need to change that function's rules; how should the change be made so stored values get rechecked?",
     "drop the constraint (using ALTER DOMAIN), adjust the function definition, and re-add the constraint",
     ["sql-createdomain.html"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("pg60-base-frequency",
     "pg_mcv_list_items for our statistics object on (site, instrument) shows a frequency and a base_frequency per item; what is the base frequency?",
     "the frequency computed from per-column statistics, as if there were no multi-column statistics",
     ["multivariate-statistics-examples.html"], "definition"),
    ("pg60-rule-qualification",
     "the rule system chapter keeps talking about a rule qualification; what is that?",
     "a restriction that tells when the actions of the rule should be done and when not",
     ["rules-update.html"], "definition"),
    ("pg60-transaction-block",
     "the tutorial mentions a transaction block around our two calibration updates; what is a transaction block?",
     "A group of statements surrounded by BEGIN and COMMIT is sometimes called a transaction block",
     ["tutorial-transactions.html"], "definition"),
    ("pg60-label-provider",
     "SECURITY LABEL on our SELinux test host needs a label provider; what are label providers?",
     "loadable modules which register themselves by using the function register_label_provider",
     ["sql-security-label.html"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "pg"))

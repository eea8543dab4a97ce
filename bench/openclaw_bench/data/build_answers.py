"""Builds the short-fact answer sets over the PostgreSQL 15 and Linux 6.1 docs.

Written from reading the documents, before any search or answer run, as a new
user would ask: the question describes a situation or goal, the answer is the
one fact an answer must contain.

Rules:

* ``answer`` is a setting name, command, value with its unit, function name or a
  short defining phrase (2-6 words) that occurs verbatim (case-insensitive,
  whitespace normalised) in the parsed text of every file in ``relevant``;
  ``validate_answers.py`` checks this with the appliance's own parsers.
* ``relevant`` lists the pages that state the fact in answer to the question
  (the settings reference page, the chapter that explains it, the command's
  reference page); pages that merely mention the name in passing are left out.
* ``kind`` is one of setting | command | value | reason | procedure | definition.
* Unanswerable questions are plausible questions from the same bench (Linux,
  PostgreSQL, adjacent tools and hardware) whose key terms are absent from both
  corpora or present without the asked-for fact; ``answer`` is null and
  ``relevant`` empty. Their ``corpus`` is the domain the question belongs to.
* For kernel pages, a translated copy (``translations/<lang>/<same path>``) is
  added to ``relevant`` when its source text contains the answer verbatim.
* Kernel questions are new: none repeats one in answer_questions*.jsonl (this folder).

Each set is split evenly at random into a tuning half and a held-out half:
the rows are sorted by id, shuffled with ``random.Random(seed)``, and the first
ceil(n/2) go to ``*_tune.jsonl``, the rest to ``*_heldout.jsonl``.
Seeds: PostgreSQL 15001, kernel 61001, unanswerable 20001.

Run: python build_answers.py            (writes the six JSONL files next to this script)
     python build_answers.py --check    (only checks that every relevant path exists)
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOTS = {
    "pg": Path("/usr/share/doc/postgresql-doc-15/html"),
    "kernel": Path("/usr/share/doc/linux-doc-6.1/html/_sources"),
}
SEEDS = {"pg": 15001, "kernel": 61001, "unanswerable": 20001}
LANGS = ("it_IT", "ja_JP", "ko_KR", "zh_CN", "zh_TW")


def norm(text: str) -> str:
    return " ".join(text.split()).lower()


def with_translations(paths: list[str], answer: str) -> list[str]:
    """Translated copies of kernel pages that carry the answer verbatim."""
    out = list(paths)
    for p in paths:
        for lang in LANGS:
            t = ROOTS["kernel"] / "translations" / lang / p
            if t.exists() and norm(answer) in norm(t.read_text(encoding="utf-8", errors="replace")):
                out.append(str(t.relative_to(ROOTS["kernel"])))
    return out

# (id, query, answer, relevant, kind)
PG: list[tuple[str, str, str, list[str], str]] = [
    ("pg-max-connections", "Which setting limits how many clients can be connected to PostgreSQL at the same time?",
     "max_connections", ["runtime-config-connection.html"], "setting"),
    ("pg-max-connections-default", "Out of the box, how many concurrent connections will the server allow?",
     "100 connections", ["runtime-config-connection.html"], "value"),
    ("pg-port-default", "Which TCP port does the server listen on if I don't configure one?",
     "5432", ["runtime-config-connection.html"], "value"),
    ("pg-listen-remote", "The database only accepts connections from localhost. What do I change so other machines on the lab network can connect?",
     "listen_addresses", ["runtime-config-connection.html"], "setting"),
    ("pg-shared-buffers-default", "How much memory does PostgreSQL use for its shared buffer cache by default?",
     "128 megabytes", ["runtime-config-resource.html"], "value"),
    ("pg-shared-buffers-sizing", "I have a dedicated database machine with 16 GB of RAM. What is a sensible starting size for shared_buffers?",
     "25% of the memory", ["runtime-config-resource.html"], "value"),
    ("pg-work-mem", "My big sorts keep spilling to temporary files on disk. Which setting gives each sort more memory?",
     "work_mem", ["runtime-config-resource.html"], "setting"),
    ("pg-maintenance-work-mem", "Building an index on a large table is slow. Which memory setting helps CREATE INDEX and VACUUM?",
     "maintenance_work_mem", ["runtime-config-resource.html", "populate.html"], "setting"),
    ("pg-log-slow-queries", "How can I get the server to log every query that takes longer than half a second?",
     "log_min_duration_statement", ["runtime-config-logging.html"], "setting"),
    ("pg-hba-file", "Which configuration file decides which hosts and users may log in and how they authenticate?",
     "pg_hba.conf", ["auth-pg-hba-conf.html"], "setting"),
    ("pg-password-method", "Which password authentication method should I use instead of md5?",
     "scram-sha-256", ["auth-password.html"], "setting"),
    ("pg-reload-config", "I edited postgresql.conf. Which SQL function makes the server re-read its configuration without a restart?",
     "pg_reload_conf", ["functions-admin.html", "config-setting.html", "auth-pg-hba-conf.html", "sql-altersystem.html"], "command"),
    ("pg-dump-one-db", "What tool do I use to back up a single database into a file?",
     "pg_dump", ["backup-dump.html", "app-pgdump.html"], "command"),
    ("pg-dump-roles", "My database dump did not include the users and roles. What should I use to dump those too?",
     "pg_dumpall", ["backup-dump.html", "app-pg-dumpall.html"], "command"),
    ("pg-restore-custom", "How do I restore a backup that was made in pg_dump's custom format?",
     "pg_restore", ["backup-dump.html", "app-pgrestore.html"], "command"),
    ("pg-restore-parallel", "Restoring a big custom-format dump takes hours. Which option makes the restore run several jobs in parallel?",
     "--jobs", ["app-pgrestore.html", "populate.html"], "command"),
    ("pg-base-backup", "Which tool copies a whole running cluster as a base backup, for example to seed a standby?",
     "pg_basebackup", ["app-pgbasebackup.html", "continuous-archiving.html"], "command"),
    ("pg-running-queries", "How can I see which queries are running on the server right now?",
     "pg_stat_activity", ["monitoring-stats.html"], "command"),
    ("pg-cancel-query", "A colleague's query has been running for an hour. How do I stop the query but leave their session connected?",
     "pg_cancel_backend", ["functions-admin.html"], "command"),
    ("pg-terminate-session", "How do I kick a session off the server entirely?",
     "pg_terminate_backend", ["functions-admin.html"], "command"),
    ("pg-table-size", "How do I find out how much disk space a table uses, including its indexes?",
     "pg_total_relation_size", ["functions-admin.html"], "command"),
    ("pg-database-size", "Which function tells me how big a whole database is on disk?",
     "pg_database_size", ["functions-admin.html"], "command"),
    ("pg-size-pretty", "How do I show a size in bytes as something readable like 12 MB?",
     "pg_size_pretty", ["functions-admin.html"], "command"),
    ("pg-autovacuum-busy-table", "How do I make autovacuum run more often on a busy table?",
     "autovacuum_vacuum_scale_factor", ["runtime-config-autovacuum.html", "routine-vacuuming.html", "sql-createtable.html"], "procedure"),
    ("pg-autovacuum-scale-default", "By default, how much of a table has to change before autovacuum vacuums it?",
     "20% of table size", ["runtime-config-autovacuum.html"], "value"),
    ("pg-autovacuum-naptime", "How often does autovacuum look at each database by default?",
     "one minute", ["runtime-config-autovacuum.html"], "value"),
    ("pg-vacuum-wraparound", "Why does PostgreSQL insist on vacuuming old tables even when no rows were ever deleted?",
     "transaction ID wraparound", ["routine-vacuuming.html"], "reason"),
    ("pg-vacuum-full-lock", "Why shouldn't I run VACUUM FULL on a production table during working hours?",
     "ACCESS EXCLUSIVE lock", ["sql-vacuum.html", "routine-vacuuming.html"], "reason"),
    ("pg-index-without-locking", "How do I add an index to a big table that is written to all day without locking out the writers?",
     "CONCURRENTLY", ["sql-createindex.html"], "procedure"),
    ("pg-explain-actual-times", "How do I see how long each step of a query plan actually took, not just the planner's estimates?",
     "EXPLAIN ANALYZE", ["using-explain.html", "sql-explain.html"], "command"),
    ("pg-statement-stats", "Which extension keeps execution statistics for every SQL statement the server runs?",
     "pg_stat_statements", ["pgstatstatements.html"], "setting"),
    ("pg-statement-stats-load", "Where in postgresql.conf does pg_stat_statements have to be listed before it works?",
     "shared_preload_libraries", ["pgstatstatements.html"], "setting"),
    ("pg-checkpoint-interval", "What is the default longest time between automatic checkpoints?",
     "five minutes", ["runtime-config-wal.html"], "value"),
    ("pg-async-commit", "I can afford to lose the last few transactions after a crash but not to corrupt the database. Which setting makes commits faster?",
     "synchronous_commit", ["wal-async-commit.html", "runtime-config-wal.html"], "setting"),
    ("pg-fsync-danger", "Why is it dangerous to turn fsync off to speed the database up?",
     "unrecoverable data corruption", ["runtime-config-wal.html"], "reason"),
    ("pg-standby-signal", "Which file do I create in the data directory so that the server starts as a standby?",
     "standby.signal", ["warm-standby.html", "hot-standby.html", "recovery-config.html"], "setting"),
    ("pg-promote-standby", "The primary died. How do I turn the standby into the new primary from the shell?",
     "pg_ctl promote", ["warm-standby.html", "app-pg-ctl.html", "warm-standby-failover.html"], "procedure"),
    ("pg-standby-query-cancel", "Queries on my read replica keep getting cancelled because vacuum on the primary removed rows they needed. Which setting prevents that?",
     "hot_standby_feedback", ["hot-standby.html", "runtime-config-replication.html"], "setting"),
    ("pg-keep-wal-for-standby", "What makes the primary keep WAL that a disconnected standby still needs, instead of deleting it?",
     "replication slot", ["warm-standby.html"], "definition"),
    ("pg-replication-lag-view", "Which view on the primary shows each connected standby and how far behind it is?",
     "pg_stat_replication", ["monitoring-stats.html", "warm-standby.html"], "command"),
    ("pg-logical-publish", "For logical replication, which command do I run on the source database to choose the tables to send?",
     "CREATE PUBLICATION", ["logical-replication-publication.html", "sql-createpublication.html", "logical-replication-quick-setup.html"], "command"),
    ("pg-logical-subscribe", "Which command makes a database start receiving changes from another database's publication?",
     "CREATE SUBSCRIPTION", ["logical-replication-subscription.html", "sql-createsubscription.html", "logical-replication-quick-setup.html"], "command"),
    ("pg-isolation-default", "Which transaction isolation level do I get if I don't ask for one?",
     "Read Committed", ["transaction-iso.html", "runtime-config-client.html"], "value"),
    ("pg-serialization-retry", "My application runs SERIALIZABLE transactions. Which SQLSTATE tells it that it should retry?",
     "40001", ["transaction-iso.html", "mvcc-serialization-failure-handling.html"], "value"),
    ("pg-who-is-blocking", "How can I find out which sessions are blocking a particular backend from getting its lock?",
     "pg_blocking_pids", ["functions-info.html", "view-pg-locks.html"], "command"),
    ("pg-deadlock-check-delay", "How long does a session wait on a lock before PostgreSQL checks for a deadlock?",
     "one second", ["runtime-config-locks.html"], "value"),
    ("pg-abort-long-statements", "How do I automatically abort any statement that runs longer than 30 seconds?",
     "statement_timeout", ["runtime-config-client.html"], "setting"),
    ("pg-idle-in-transaction", "Sessions sit idle in an open transaction for hours and hold locks. Which setting closes them automatically?",
     "idle_in_transaction_session_timeout", ["runtime-config-client.html"], "setting"),
    ("pg-random-uuid", "What built-in function generates a random UUID?",
     "gen_random_uuid", ["functions-uuid.html"], "command"),
    ("pg-text-max-length", "What is the longest string a text column can hold?",
     "1 GB", ["datatype-character.html", "limits.html"], "value"),
    ("pg-jsonb-vs-json", "How does jsonb store data differently from the json type?",
     "decomposed binary format", ["datatype-json.html"], "definition"),
    ("pg-jsonb-index", "Which index type speeds up containment queries like @> on a jsonb column?",
     "GIN index", ["datatype-json.html"], "definition"),
    ("pg-brin", "What does BRIN stand for?",
     "block range index", ["brin-intro.html", "indexes-types.html"], "definition"),
    ("pg-hash-index-limits", "What kind of comparisons can a hash index handle?",
     "equality comparisons", ["indexes-types.html"], "definition"),
    ("pg-fulltext-document", "Which function turns a document's text into something full-text search can match against?",
     "to_tsvector", ["textsearch-controls.html", "textsearch-intro.html", "functions-textsearch.html"], "command"),
    ("pg-partition-clause", "Which clause of CREATE TABLE splits a big table into partitions?",
     "PARTITION BY", ["ddl-partitioning.html", "sql-createtable.html"], "command"),
    ("pg-convert-timezone", "How do I convert a timestamp to another time zone inside a query?",
     "AT TIME ZONE", ["functions-datetime.html"], "command"),
    ("pg-psql-change-password", "In psql, how do I change my password without the new password showing up in the history or server log?",
     "\\password", ["app-psql.html", "sql-alterrole.html", "auth-password.html"], "command"),
    ("pg-psql-query-timing", "How do I make psql print how long each query took?",
     "\\timing", ["app-psql.html"], "command"),
    ("pg-psql-wide-rows", "Query results are too wide for my terminal in psql. How do I show each column on its own line?",
     "\\x", ["app-psql.html"], "command"),
    ("pg-psql-client-csv", "I want to load a CSV file that is on my laptop, not on the database server, into a table from psql. Which command?",
     "\\copy", ["app-psql.html", "sql-copy.html"], "command"),
    ("pg-major-upgrade", "How can I move to a new major version without a full dump and reload?",
     "pg_upgrade", ["pgupgrade.html", "upgrading.html"], "procedure"),
    ("pg-initdb-checksums", "Which initdb option turns on data page checksums for a new cluster?",
     "--data-checksums", ["app-initdb.html"], "command"),
    ("pg-existing-checksums", "How do I turn on data checksums for a cluster that already exists?",
     "pg_checksums", ["app-pgchecksums.html", "checksums.html"], "command"),
    ("pg-planner-cache-size", "Which setting tells the planner how much operating-system disk cache is available to a query?",
     "effective_cache_size", ["runtime-config-query.html"], "setting"),
    ("pg-random-page-cost-default", "What is the planner's default cost for fetching a random disk page?",
     "4.0", ["runtime-config-query.html"], "value"),
    ("pg-linux-overcommit", "How should I configure Linux memory overcommit so the OOM killer is less likely to kill the postmaster?",
     "vm.overcommit_memory=2", ["kernel-resources.html"], "procedure"),
    ("pg-wal-archive-command", "Which setting tells PostgreSQL how to copy each finished WAL file to my archive?",
     "archive_command", ["continuous-archiving.html", "runtime-config-wal.html"], "setting"),
    ("pg-recover-to-time", "When restoring from a base backup and WAL archive, how do I stop replay at a particular time?",
     "recovery_target_time", ["runtime-config-wal.html", "continuous-archiving.html"], "setting"),
    ("pg-toast", "What does TOAST stand for?",
     "The Oversized-Attribute Storage Technique", ["storage-toast.html", "acronyms.html"], "definition"),
    ("pg-page-size", "What size are the pages that tables are stored in?",
     "8 kB", ["storage-page-layout.html", "storage-toast.html"], "value"),
    ("pg-row-level-security", "How do I make a table show each user only their own rows? What do I have to switch on first?",
     "ENABLE ROW LEVEL SECURITY", ["ddl-rowsecurity.html", "sql-createpolicy.html", "sql-altertable.html"], "procedure"),
    ("pg-upsert", "How do I insert a row, or update it instead if it already exists?",
     "ON CONFLICT", ["sql-insert.html"], "command"),
    ("pg-tree-query", "How do I query a parent/child hierarchy stored in one table down to any depth?",
     "WITH RECURSIVE", ["queries-with.html", "sql-select.html"], "command"),
    ("pg-app-lock", "Which function takes an application-defined lock that isn't tied to any table or row?",
     "pg_advisory_lock", ["explicit-locking.html", "functions-admin.html"], "command"),
    ("pg-remote-postgres-tables", "Which extension lets me query tables on another PostgreSQL server as if they were local?",
     "postgres_fdw", ["postgres-fdw.html"], "setting"),
    ("pg-log-lock-waits", "How can I get a log message whenever a session waits a long time for a lock?",
     "log_lock_waits", ["runtime-config-logging.html", "runtime-config-locks.html"], "setting"),
    ("pg-log-temp-files", "How can I find out from the server log which queries create temporary files?",
     "log_temp_files", ["runtime-config-logging.html"], "setting"),
    ("pg-correlated-columns", "The planner misestimates row counts because two columns are correlated. What command makes it gather statistics across both?",
     "CREATE STATISTICS", ["planner-stats.html", "sql-createstatistics.html"], "command"),
    ("pg-jit-threshold", "How do I make JIT compilation kick in only for more expensive queries?",
     "jit_above_cost", ["runtime-config-query.html", "jit-decision.html", "jit-configuration.html"], "setting"),
    ("pg-password-file", "How can my scripts connect to the database without me typing the password each time?",
     ".pgpass", ["libpq-pgpass.html"], "setting"),
    ("pg-password-file-mode", "What file permissions does the password file need on Linux before libpq will use it?",
     "0600", ["libpq-pgpass.html"], "value"),
    ("pg-set-for-transaction", "How do I change a setting only until the end of the current transaction?",
     "SET LOCAL", ["sql-set.html"], "command"),
    ("pg-alter-system-file", "Where does ALTER SYSTEM write the settings it changes?",
     "postgresql.auto.conf", ["sql-altersystem.html", "config-setting.html", "storage-file-layout.html"], "setting"),
    ("pg-fast-shutdown-signal", "Which signal do I send the postmaster for a fast shutdown that rolls back open transactions?",
     "SIGINT", ["server-shutdown.html"], "command"),
    ("pg-ready-check", "Which utility can a startup script use to check whether the server is accepting connections yet?",
     "pg_isready", ["app-pg-isready.html"], "command"),
    ("pg-truncate-reset-ids", "How do I empty a table and also reset its identity column back to the start?",
     "RESTART IDENTITY", ["sql-truncate.html"], "command"),
    ("pg-notify-payload", "How big can the payload of a NOTIFY message be?",
     "8000 bytes", ["sql-notify.html"], "value"),
    ("pg-huge-pages", "Which setting controls whether PostgreSQL asks the kernel for huge pages for its shared memory?",
     "huge_pages", ["runtime-config-resource.html", "kernel-resources.html"], "setting"),
    ("pg-parallel-workers-per-node", "Which setting caps how many parallel workers one step of a query plan can use?",
     "max_parallel_workers_per_gather", ["runtime-config-resource.html", "how-parallel-query-works.html"], "setting"),
    ("pg-unqualified-names", "Which setting decides which schemas are looked in when I write a table name without a schema?",
     "search_path", ["runtime-config-client.html", "ddl-schemas.html"], "setting"),
    ("pg-stat-statements-restart", "Why do I have to restart the server after adding pg_stat_statements?",
     "requires additional shared memory", ["pgstatstatements.html"], "reason"),
    ("pg-shared-buffers-cap", "Why isn't it worth giving shared_buffers much more than 40% of the RAM?",
     "relies on the operating system cache", ["runtime-config-resource.html"], "reason"),
    ("pg-dump-skips-roles-why", "Why doesn't pg_dump save roles and tablespaces along with the database?",
     "cluster-wide rather than per-database", ["backup-dump.html"], "reason"),
    ("pg-truncate-faster", "Why is TRUNCATE so much faster than DELETE for emptying a big table?",
     "does not actually scan the tables", ["sql-truncate.html"], "reason"),
    ("pg-index-every-column", "Why shouldn't I just create an index on every column in case it helps?",
     "overhead to data manipulation", ["indexes-intro.html"], "reason"),
    ("pg-concurrent-index-slower", "Why does building an index concurrently take longer than a normal index build?",
     "two scans of the table", ["sql-createindex.html"], "reason"),
]

KERNEL: list[tuple[str, str, str, list[str], str]] = [
    ("k-thp-off-runtime", "How do I switch off transparent huge pages on a running system?",
     "/sys/kernel/mm/transparent_hugepage/enabled", ["admin-guide/mm/transhuge.rst.txt"], "procedure"),
    ("k-thp-off-boot", "How do I disable transparent huge pages from the kernel command line?",
     "transparent_hugepage=never", ["admin-guide/mm/transhuge.rst.txt"], "setting"),
    ("k-hugepage-size-boot", "Which boot parameter chooses the size of the huge pages I reserve, for example 1 GB pages?",
     "hugepagesz=", ["admin-guide/mm/hugetlbpage.rst.txt"], "setting"),
    ("k-hugepage-pool-meminfo", "Which line of /proc/meminfo shows how many huge pages are in the pool?",
     "HugePages_Total", ["admin-guide/mm/hugetlbpage.rst.txt", "filesystems/proc.rst.txt"], "setting"),
    ("k-zswap-compressor", "How do I pick the compression algorithm zswap uses when the machine boots?",
     "zswap.compressor", ["admin-guide/mm/zswap.rst.txt"], "setting"),
    ("k-zswap-pool-limit", "Which zswap setting caps how much RAM the compressed pool may take?",
     "max_pool_percent", ["admin-guide/mm/zswap.rst.txt"], "setting"),
    ("k-cgroup2-memory-hard", "In cgroup v2, which file sets a hard memory limit for a group of processes?",
     "memory.max", ["admin-guide/cgroup-v2.rst.txt"], "setting"),
    ("k-cgroup2-memory-throttle", "I want a cgroup to be throttled and pushed into reclaim when it goes over a limit, without the OOM killer stepping in. Which file?",
     "memory.high", ["admin-guide/cgroup-v2.rst.txt"], "setting"),
    ("k-cgroup2-cpu-cap", "How do I cap a cgroup at half of one CPU?",
     "cpu.max", ["admin-guide/cgroup-v2.rst.txt"], "procedure"),
    ("k-cgroup2-fork-bomb", "How do I stop a group of processes from fork-bombing the machine by limiting how many processes it can have?",
     "pids.max", ["admin-guide/cgroup-v2.rst.txt", "admin-guide/cgroup-v1/pids.rst.txt"], "setting"),
    ("k-cgroup2-mount", "What command mounts the cgroup v2 hierarchy?",
     "mount -t cgroup2", ["admin-guide/cgroup-v2.rst.txt"], "command"),
    ("k-cgroup2-read-bandwidth", "In io.max, which key limits read bandwidth in bytes per second?",
     "rbps", ["admin-guide/cgroup-v2.rst.txt"], "setting"),
    ("k-oom-score-range", "What range of values can I write to a process's oom_score_adj?",
     "-1000", ["filesystems/proc.rst.txt"], "value"),
    ("k-tracefs-location", "Where is the ftrace control directory normally found?",
     "/sys/kernel/tracing", ["trace/ftrace.rst.txt"], "setting"),
    ("k-ftrace-call-graph", "Which ftrace tracer shows function entries and exits nested like a call graph?",
     "function_graph", ["trace/ftrace.rst.txt"], "setting"),
    ("k-ftrace-few-functions", "The function tracer produces far too much output. How do I limit it to a handful of functions?",
     "set_ftrace_filter", ["trace/ftrace.rst.txt"], "setting"),
    ("k-kmemleak-scan-now", "How do I make kmemleak scan for leaks right now instead of waiting?",
     "echo scan > /sys/kernel/debug/kmemleak", ["dev-tools/kmemleak.rst.txt"], "procedure"),
    ("k-kmemleak-clear", "How do I clear kmemleak's current list of suspected leaks?",
     "echo clear > /sys/kernel/debug/kmemleak", ["dev-tools/kmemleak.rst.txt"], "command"),
    ("k-kasan-modes", "How many modes does KASAN have?",
     "three modes", ["dev-tools/kasan.rst.txt"], "value"),
    ("k-kfence-enable", "My kernel was built with KFENCE disabled by default. Which boot parameter turns it on?",
     "kfence.sample_interval", ["dev-tools/kfence.rst.txt"], "setting"),
    ("k-bisect-begin", "Which command begins a bisection to find the commit that broke my driver?",
     "git bisect start", ["admin-guide/bug-bisect.rst.txt"], "command"),
    ("k-patch-style-check", "Which script checks a patch for coding style problems before I send it?",
     "scripts/checkpatch.pl", ["process/submitting-patches.rst.txt", "dev-tools/checkpatch.rst.txt", "process/5.Posting.rst.txt", "process/submit-checklist.rst.txt"], "command"),
    ("k-patch-recipients", "How do I find out whom to send my patch to?",
     "scripts/get_maintainer.pl", ["process/submitting-patches.rst.txt"], "command"),
    ("k-fixes-tag-hash", "How much of the commit hash goes into a Fixes: tag?",
     "first 12 characters", ["process/submitting-patches.rst.txt", "process/5.Posting.rst.txt"], "value"),
    ("k-changelog-mood", "In what grammatical mood should I write the description of my patch?",
     "imperative mood", ["process/submitting-patches.rst.txt", "process/maintainer-tip.rst.txt"], "definition"),
    ("k-stable-cc", "Which address do I Cc on a fix so it gets picked up for the stable kernels?",
     "stable@vger.kernel.org", ["process/stable-kernel-rules.rst.txt", "process/submitting-patches.rst.txt"], "setting"),
    ("k-livepatch-sysfs", "Where in sysfs can I see the live patches that are loaded?",
     "/sys/kernel/livepatch", ["livepatch/livepatch.rst.txt"], "setting"),
    ("k-bonding-default-mode", "If I don't choose a bonding mode, which one do I get?",
     "balance-rr", ["networking/bonding.rst.txt"], "value"),
    ("k-bonding-failover", "Which bonding mode keeps just one link active and switches to another only when it fails?",
     "active-backup", ["networking/bonding.rst.txt"], "setting"),
    ("k-listen-backlog-default", "What is the default limit on a socket's listen() backlog?",
     "4096", ["networking/ip-sysctl.rst.txt"], "value"),
    ("k-tcp-keepalive-idle", "Which sysctl sets how long an idle TCP connection waits before keepalive messages are sent?",
     "tcp_keepalive_time", ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k-local-port-range", "Which sysctl sets the range of local ports used for outgoing TCP and UDP connections?",
     "ip_local_port_range", ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k-rt-runtime-default", "By default, how much of each period may real-time tasks use, in microseconds?",
     "950000", ["scheduler/sched-rt-group.rst.txt"], "value"),
    ("k-deadline-syscall", "Which system call gives a task its SCHED_DEADLINE runtime, deadline and period?",
     "sched_setattr", ["scheduler/sched-deadline.rst.txt"], "command"),
    ("k-tickless-cpus", "Which boot parameter lists the CPUs that should run without the periodic scheduler tick?",
     "nohz_full=", ["timers/no_hz.rst.txt"], "setting"),
    ("k-cpufreq-governor-file", "Which sysfs file do I write to change the CPU frequency governor?",
     "scaling_governor", ["admin-guide/pm/cpufreq.rst.txt"], "setting"),
    ("k-cpufreq-available", "How can I see which frequency governors I can choose from?",
     "scaling_available_governors", ["admin-guide/pm/cpufreq.rst.txt"], "setting"),
    ("k-cpuidle-off", "How do I turn off CPU idle state management entirely from the kernel command line?",
     "cpuidle.off=1", ["admin-guide/pm/cpuidle.rst.txt"], "setting"),
    ("k-runtime-pm-resume", "Which runtime PM call takes a usage reference on a device and resumes it synchronously?",
     "pm_runtime_get_sync", ["power/runtime_pm.rst.txt"], "command"),
    ("k-wait-for-work", "In a driver, how do I block until another thread signals that some work is done?",
     "wait_for_completion", ["scheduler/completion.rst.txt"], "command"),
    ("k-workqueue-any-cpu", "Which workqueue flag lets work items run on any CPU rather than the one that queued them?",
     "WQ_UNBOUND", ["core-api/workqueue.rst.txt"], "setting"),
    ("k-kref-release", "Which call drops a kref reference and frees the object when the last one goes?",
     "kref_put", ["core-api/kref.rst.txt"], "command"),
    ("k-spinlock-irq", "Which spinlock call is always safe when the same lock is also taken in an interrupt handler?",
     "spin_lock_irqsave", ["locking/spinlocks.rst.txt"], "command"),
    ("k-gpio-descriptor", "Which function does a driver call to get a descriptor for one of its GPIO lines?",
     "gpiod_get", ["driver-api/gpio/consumer.rst.txt"], "command"),
    ("k-seccomp-unprivileged", "What must an unprivileged process call before it can install a seccomp filter?",
     "PR_SET_NO_NEW_PRIVS", ["userspace-api/seccomp_filter.rst.txt", "userspace-api/no_new_privs.rst.txt"], "command"),
    ("k-landlock-config", "Which kernel config option enables Landlock?",
     "CONFIG_SECURITY_LANDLOCK", ["userspace-api/landlock.rst.txt"], "setting"),
    ("k-perf-capability", "Which capability lets a user do performance monitoring with perf without being root?",
     "CAP_PERFMON", ["admin-guide/perf-security.rst.txt", "admin-guide/sysctl/kernel.rst.txt"], "setting"),
    ("k-uffd-unprivileged", "Which sysctl lets unprivileged users handle kernel page faults with userfaultfd?",
     "unprivileged_userfaultfd", ["admin-guide/mm/userfaultfd.rst.txt", "admin-guide/sysctl/vm.rst.txt"], "setting"),
    ("k-overlay-workdir", "What does the overlayfs workdir have to be?",
     "empty directory", ["filesystems/overlayfs.rst.txt"], "definition"),
    ("k-squashfs-create", "Which program creates a squashfs image?",
     "mksquashfs", ["filesystems/squashfs.rst.txt"], "command"),
    ("k-verity-tool", "Which tool computes the hash tree for a dm-verity device?",
     "veritysetup", ["admin-guide/device-mapper/verity.rst.txt"], "command"),
    ("k-ksm-start", "How do I start the KSM daemon merging pages?",
     "echo 1 > /sys/kernel/mm/ksm/run", ["admin-guide/mm/ksm.rst.txt"], "procedure"),
    ("k-ksm-opt-in", "How does an application mark a memory area as a candidate for KSM merging?",
     "MADV_MERGEABLE", ["admin-guide/mm/ksm.rst.txt"], "command"),
    ("k-zram-size", "How do I set how big a zram device is?",
     "disksize", ["admin-guide/blockdev/zram.rst.txt"], "procedure"),
    ("k-zram-compressor", "How do I choose which compression algorithm a zram device uses?",
     "comp_algorithm", ["admin-guide/blockdev/zram.rst.txt"], "setting"),
    ("k-external-module-build", "How do I build my out-of-tree module against a kernel source tree?",
     "M=$PWD", ["kbuild/modules.rst.txt"], "procedure"),
    ("k-kunit-run", "What command builds a kernel and runs the KUnit tests?",
     "kunit.py run", ["dev-tools/kunit/start.rst.txt", "dev-tools/kunit/run_wrapper.rst.txt", "dev-tools/kunit/running_tips.rst.txt"], "command"),
    ("k-docs-html", "Which make target builds the kernel documentation as HTML?",
     "make htmldocs", ["doc-guide/sphinx.rst.txt", "process/howto.rst.txt"], "command"),
    ("k-kdump-reserve", "Which boot parameter reserves memory for the kdump capture kernel?",
     "crashkernel=", ["admin-guide/kdump/kdump.rst.txt"], "setting"),
    ("k-kdump-image", "After a crash, where does the capture kernel expose the old kernel's memory image?",
     "/proc/vmcore", ["admin-guide/kdump/kdump.rst.txt"], "setting"),
    ("k-core-dump-name", "Which sysctl sets the file name pattern for core dumps?",
     "core_pattern", ["admin-guide/sysctl/kernel.rst.txt"], "setting"),
    ("k-tmpfs-default-size", "How big can a tmpfs mount grow if I don't give it a size?",
     "half of your physical RAM", ["filesystems/tmpfs.rst.txt"], "value"),
    ("k-watchdog-register", "Which function registers a watchdog driver with the watchdog core?",
     "watchdog_register_device", ["watchdog/watchdog-kernel-api.rst.txt", "watchdog/convert_drivers_to_kernel_api.rst.txt"], "command"),
    ("k-fuse-device", "Which device does a FUSE filesystem daemon open to talk to the kernel?",
     "/dev/fuse", ["filesystems/fuse.rst.txt"], "setting"),
    ("k-modsig-force", "Which config option makes the kernel refuse to load unsigned modules?",
     "CONFIG_MODULE_SIG_FORCE", ["admin-guide/module-signing.rst.txt", "security/self-protection.rst.txt"], "setting"),
    ("k-modsig-manual", "How do I sign a kernel module by hand?",
     "scripts/sign-file", ["admin-guide/module-signing.rst.txt"], "procedure"),
    ("k-hide-kernel-pointers", "Which sysctl hides kernel addresses in /proc from unprivileged users?",
     "kptr_restrict", ["admin-guide/sysctl/kernel.rst.txt"], "setting"),
    ("k-unprivileged-bpf", "How do I stop unprivileged users from calling bpf()?",
     "unprivileged_bpf_disabled", ["admin-guide/sysctl/kernel.rst.txt"], "setting"),
    ("k-ptrace-restrict", "Which Yama setting limits which processes a user may attach a debugger to?",
     "ptrace_scope", ["admin-guide/LSM/Yama.rst.txt"], "setting"),
    ("k-panic-on-warn", "How do I make the kernel panic on a WARN so kdump can capture the state?",
     "panic_on_warn", ["admin-guide/sysctl/kernel.rst.txt"], "setting"),
    ("k-rx-backlog", "Which sysctl sets how many received packets may queue when the interface is faster than the kernel can process them?",
     "netdev_max_backlog", ["admin-guide/sysctl/net.rst.txt"], "setting"),
    ("k-dentry-cache-reclaim", "Which vm sysctl makes the kernel more or less eager to reclaim the dentry and inode caches?",
     "vfs_cache_pressure", ["admin-guide/sysctl/vm.rst.txt"], "setting"),
    ("k-swappiness-range", "What values can vm.swappiness take?",
     "between 0 and 200", ["admin-guide/sysctl/vm.rst.txt"], "value"),
    ("k-map-count", "A program fails because it has too many memory mappings. Which sysctl raises the limit?",
     "max_map_count", ["admin-guide/sysctl/vm.rst.txt"], "setting"),
    ("k-brace-functions", "Where does the opening brace of a function go in kernel coding style?",
     "beginning of the next line", ["process/coding-style.rst.txt"], "definition"),
    ("k-io-priority-tool", "Which tool sets the disk I/O scheduling class and priority of a process?",
     "ionice", ["block/ioprio.rst.txt"], "command"),
    ("k-sleep-state-file", "Which file do I write to suspend or hibernate the system?",
     "/sys/power/state", ["admin-guide/pm/sleep-states.rst.txt", "power/basic-pm-debugging.rst.txt", "power/swsusp.rst.txt"], "setting"),
    ("k-tmpfs-oversize", "What happens if I make a tmpfs mount bigger than the machine can hold in memory?",
     "machine will deadlock", ["filesystems/tmpfs.rst.txt"], "reason"),
    ("k-rt-throttle-why", "Why don't real-time tasks get the whole CPU by default?",
     "run-away realtime tasks", ["scheduler/sched-rt-group.rst.txt"], "reason"),
    ("k-seccomp-nnp-why", "Why does an unprivileged process need no_new_privs before it may install a seccomp filter?",
     "child processes with greater privileges", ["userspace-api/seccomp_filter.rst.txt"], "reason"),
    ("k-zswap-tradeoff", "What does zswap give up in exchange for less swap I/O?",
     "trades CPU cycles", ["admin-guide/mm/zswap.rst.txt"], "reason"),
    ("k-hugepages-at-boot-why", "Why is reserving huge pages on the kernel command line more reliable than doing it later?",
     "not yet become fragmented", ["admin-guide/mm/hugetlbpage.rst.txt"], "reason"),
]

# (id, query, kind, corpus)
UNANSWERABLE: list[tuple[str, str, str, str]] = [
    ("u-pgbouncer-pool-mode", "How do I switch PgBouncer to transaction pooling mode?", "setting", "pg"),
    ("u-patroni-failover-wait", "Which Patroni setting controls how long it waits before failing over to a replica?", "setting", "pg"),
    ("u-timescale-compression", "How do I turn on compression for a TimescaleDB hypertable?", "procedure", "pg"),
    ("u-postgis-package", "Which Debian package do I install to get PostGIS for PostgreSQL 15?", "command", "pg"),
    ("u-pg17-io-combine", "What is the default value of io_combine_limit in PostgreSQL 17?", "value", "pg"),
    ("u-pg-stat-io", "How do I read per-backend-type I/O statistics from the pg_stat_io view?", "procedure", "pg"),
    ("u-rds-performance-insights", "How do I enable Performance Insights on an Amazon RDS for PostgreSQL instance?", "procedure", "pg"),
    ("u-mysqldump-consistent", "Which mysqldump option takes a consistent dump of InnoDB tables without locking them?", "command", "pg"),
    ("u-oracle-buffer-cache", "Which Oracle initialization parameter sets the size of the database buffer cache?", "setting", "pg"),
    ("u-pgadmin-dark-theme", "How do I switch pgAdmin 4 to a dark theme?", "procedure", "pg"),
    ("u-pg-repack", "How do I use pg_repack to remove table bloat without holding an exclusive lock?", "procedure", "pg"),
    ("u-netplan-static-ip", "How do I give an interface a static IP address with netplan on Ubuntu 22.04?", "procedure", "kernel"),
    ("u-systemd-restart-crash", "Which systemd unit option restarts my data logger service whenever it crashes?", "setting", "kernel"),
    ("u-docker-overlay2-quota", "How do I limit the disk size of a Docker container that uses the overlay2 storage driver?", "procedure", "kernel"),
    ("u-zfs-arc-max", "How do I cap the size of the ZFS ARC on Linux?", "setting", "kernel"),
    ("u-bcachefs-fsck", "Which mount option runs fsck while mounting a bcachefs filesystem?", "setting", "kernel"),
    ("u-sched-ext-load", "How do I load a BPF scheduler with sched_ext?", "procedure", "kernel"),
    ("u-idrac-fan-speed", "How do I set a fixed fan speed on a Dell PowerEdge R740 through iDRAC?", "procedure", "kernel"),
    ("u-keysight-dc-volts", "Which SCPI command puts a Keysight 34465A multimeter into DC voltage measurement?", "command", "kernel"),
    ("u-rigol-default-ip", "What is the default IP address of a Rigol DS1054Z oscilloscope's LAN port?", "value", "kernel"),
    ("u-saleae-sample-rate", "What is the maximum sample rate of a Saleae Logic Pro 16?", "value", "kernel"),
    ("u-ryzen-max-temp", "What is the maximum safe operating temperature of an AMD Ryzen 9 7950X?", "value", "kernel"),
    ("u-k8s-pod-cpu-limit", "How do I set a CPU limit for a pod in Kubernetes?", "procedure", "kernel"),
    ("u-cuda-driver-version", "Which NVIDIA driver version do I need for CUDA 12.4?", "value", "kernel"),
    ("u-esp32-flash", "How do I flash new firmware onto an ESP32 board with esptool?", "procedure", "kernel"),
    ("u-raspberry-pi-password", "What is the default password of the pi user on Raspberry Pi OS?", "value", "kernel"),
]


def rows_for(items, corpus):
    return [
        {
            "id": i,
            "query": q,
            "answer": a,
            "relevant": with_translations(rel, a) if corpus == "kernel" else rel,
            "kind": k,
            "corpus": corpus,
        }
        for i, q, a, rel, k in items
    ]


def split(rows, seed):
    rows = sorted(rows, key=lambda r: r["id"])
    random.Random(seed).shuffle(rows)
    half = (len(rows) + 1) // 2
    return rows[:half], rows[half:]


def check(rows) -> list[str]:
    errors = []
    ids = set()
    for r in rows:
        if r["id"] in ids:
            errors.append(f"duplicate id {r['id']}")
        ids.add(r["id"])
        for p in r["relevant"]:
            if not (ROOTS[r["corpus"]] / p).exists():
                errors.append(f"{r['id']}: no such file {p}")
    return errors


def main() -> int:
    sets = {
        "pg": rows_for(PG, "pg"),
        "kernel": rows_for(KERNEL, "kernel"),
        "unanswerable": [
            {"id": i, "query": q, "answer": None, "relevant": [], "kind": k, "corpus": c}
            for i, q, k, c in UNANSWERABLE
        ],
    }
    errors = check([r for rows in sets.values() for r in rows])
    for e in errors:
        print(e, file=sys.stderr)
    if errors:
        return 1
    if sys.argv[1:] == ["--check"]:
        print("ok:", ", ".join(f"{k} {len(v)}" for k, v in sets.items()))
        return 0
    for name, rows in sets.items():
        tune, heldout = split(rows, SEEDS[name])
        for suffix, part in (("tune", tune), ("heldout", heldout)):
            path = HERE / f"answer_{name}_{suffix}.jsonl"
            path.write_text("".join(json.dumps(r) + "\n" for r in part))
            print(f"{path.name}: {len(part)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Builds kernel_queries.jsonl: the retrieval benchmark over the Linux 6.1 docs (linux-doc-6.1).

Relevance is decided by rules, not by looking at any ranking:

* identifier lookups: every file that contains the identifier verbatim (for a
  dotted sysctl name ``a.b`` also the sysctl page that documents ``b``);
  identifiers were picked from those found in at most six files;
* natural questions: written from memory of what the docs cover, phrased as a
  user would ask (not copying section titles), with the page(s) that answer
  them; translated copies of a relevant page (``translations/<lang>/<same path>``)
  count as relevant too.

Run: python build_kernel_queries.py > kernel_queries.jsonl
     python build_kernel_queries.py --heldout > kernel_queries_heldout.jsonl
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path("/usr/share/doc/linux-doc-6.1/html/_sources")
LANGS = ("it_IT", "ja_JP", "ko_KR", "zh_CN", "zh_TW")

IDENTIFIERS: dict[str, list[str]] = {
    "CONFIG_DEBUG_KMEMLEAK": [],
    "memory.high": [],
    "io.max": [],
    "nf_conntrack_max": [],
    "tcp_congestion_control": [],
    "ip_forward": [],
    "net.core.somaxconn": ["networking/ip-sysctl.rst.txt"],
    "printk_ratelimit": [],
    "kprobe_events": [],
    "BPF_MAP_TYPE_HASH": [],
    "vm.dirty_ratio": ["admin-guide/sysctl/vm.rst.txt"],
    "mutex_lock_interruptible": [],
    "devm_kzalloc": [],
    "dma_alloc_coherent": [],
    "CONFIG_PREEMPT_RT": [],
    "SCHED_DEADLINE": [],
    "CONFIG_PROVE_LOCKING": [],
    "kthread_create": [],
    "cgroup.procs": [],
    "overcommit_memory": [],
    "min_free_kbytes": [],
    "__GFP_NOWARN": [],
    "CONFIG_SLUB_DEBUG": [],
    "kasan.fault": [],
    "kfence.sample_interval": [],
    "nr_hugepages": [],
    "transparent_hugepage": [],
    "oom_score_adj": [],
    "lockdep_assert_held": [],
    "ww_mutex_lock": [],
    "rcu_dereference_protected": [],
    "v5.15.5": [],
}

QUESTIONS: list[tuple[str, list[str]]] = [
    ("how can I find memory leaks in kernel code", ["dev-tools/kmemleak.rst.txt"]),
    ("detect use-after-free and out-of-bounds memory accesses at run time", ["dev-tools/kasan.rst.txt", "dev-tools/kfence.rst.txt"]),
    ("limit how much memory a group of processes may use", ["admin-guide/cgroup-v2.rst.txt", "admin-guide/cgroup-v1/memory.rst.txt"]),
    ("give a task a guaranteed runtime every period with earliest deadline first scheduling", ["scheduler/sched-deadline.rst.txt"]),
    ("reserve huge pages when the system boots", ["admin-guide/mm/hugetlbpage.rst.txt"]),
    ("how do I turn off transparent huge pages", ["admin-guide/mm/transhuge.rst.txt"]),
    ("allocate a buffer that both the device and the CPU can access for DMA", ["core-api/dma-api-howto.rst.txt", "core-api/dma-api.rst.txt"]),
    ("trace which kernel functions are being called", ["trace/ftrace.rst.txt"]),
    ("insert a dynamic probe on a kernel function and record its arguments", ["trace/kprobetrace.rst.txt"]),
    ("how should I send my patch to the maintainers", ["process/submitting-patches.rst.txt"]),
    ("what indentation and line length does kernel code use", ["process/coding-style.rst.txt"]),
    ("find the commit that introduced a regression by bisecting", ["admin-guide/bug-bisect.rst.txt"]),
    ("how to make sense of an oops and find the faulting line", ["admin-guide/bug-hunting.rst.txt"]),
    ("emergency keyboard commands to sync and reboot a hung machine", ["admin-guide/sysrq.rst.txt"]),
    ("list of options I can pass on the kernel command line", ["admin-guide/kernel-parameters.rst.txt"]),
    ("what is read-copy update and when should readers use it", ["RCU/whatisRCU.rst.txt"]),
    ("build the documentation with sphinx", ["doc-guide/sphinx.rst.txt"]),
    ("combine two network interfaces for failover and load balancing", ["networking/bonding.rst.txt"]),
    ("apply fixes to a running kernel without rebooting", ["livepatch/livepatch.rst.txt"]),
    ("wait for another thread to signal that some work is finished", ["scheduler/completion.rst.txt"]),
    ("runtime validator that detects possible deadlocks from lock ordering", ["locking/lockdep-design.rst.txt"]),
    ("which CPU frequency scaling governors are available", ["admin-guide/pm/cpufreq.rst.txt"]),
    ("merge identical memory pages from different processes", ["admin-guide/mm/ksm.rst.txt", "mm/ksm.rst.txt"]),
    ("getting started writing unit tests that run inside the kernel", ["dev-tools/kunit/start.rst.txt"]),
    ("implement a filesystem in a user space program", ["filesystems/fuse.rst.txt"]),
    ("compressed block device in RAM used as swap", ["admin-guide/blockdev/zram.rst.txt"]),
    ("API for writing a watchdog timer driver", ["watchdog/watchdog-kernel-api.rst.txt"]),
    ("control on which NUMA nodes a process allocates its memory", ["admin-guide/mm/numa_memory_policy.rst.txt"]),
    ("how does the kernel account for overcommitted memory", ["mm/overcommit-accounting.rst.txt"]),
    ("sign kernel modules so that only trusted modules load", ["admin-guide/module-signing.rst.txt"]),
    ("build an out-of-tree module against the kernel", ["kbuild/modules.rst.txt"]),
    ("suspend devices automatically when they are idle", ["power/runtime_pm.rst.txt"]),
]


# Held out: written with the sets above, before any run; scored once, never tuned on.
HELDOUT: list[tuple[str, list[str]]] = [
    ("handle page faults of a memory region in user space", ["admin-guide/mm/userfaultfd.rst.txt"]),
    ("stack a writable layer on top of a read-only filesystem", ["filesystems/overlayfs.rst.txt"]),
    ("offload TLS encryption of a socket to the kernel", ["networking/tls.rst.txt"]),
    ("encrypt a whole block device with the device mapper", ["admin-guide/device-mapper/dm-crypt.rst.txt"]),
    ("give one process higher disk I/O priority than another", ["block/ioprio.rst.txt"]),
    ("confine a set of tasks to specific CPUs and memory nodes", ["admin-guide/cgroup-v1/cpusets.rst.txt"]),
    ("defer work to be run later in process context by a kernel thread pool", ["core-api/workqueue.rst.txt"]),
    ("high resolution timers in the kernel", ["timers/hrtimers.rst.txt"]),
    ("compressed cache for swap pages", ["admin-guide/mm/zswap.rst.txt"]),
    ("read-only compressed filesystem for embedded systems", ["filesystems/squashfs.rst.txt"]),
    ("how a driver requests and drives GPIO lines", ["driver-api/gpio/consumer.rst.txt"]),
    ("talk to I2C devices from user space through /dev", ["i2c/dev-interface.rst.txt"]),
    ("let unprivileged users run perf safely", ["admin-guide/perf-security.rst.txt"]),
    ("sandbox an application by restricting its file system access without root", ["security/landlock.rst.txt"]),
    ("filter which system calls a process may make", ["userspace-api/seccomp_filter.rst.txt"]),
    ("reference counting objects with kref", ["core-api/kref.rst.txt"]),
]


def containing(token: str) -> list[str]:
    hits = []
    for p in sorted(ROOT.rglob("*.txt")):
        if token in p.read_text(encoding="utf-8", errors="replace"):
            hits.append(str(p.relative_to(ROOT)))
    return hits


def with_translations(paths: list[str]) -> list[str]:
    out = list(paths)
    for p in paths:
        for lang in LANGS:
            t = f"translations/{lang}/{p}"
            if (ROOT / t).exists():
                out.append(t)
    return out


def main() -> None:
    rows = []
    for i, (ident, extra) in enumerate(IDENTIFIERS.items(), 1):
        rel = sorted(set(containing(ident)) | set(extra))
        assert rel, ident
        rows.append({"id": f"ident-{i:02d}", "query": ident, "relevant": rel, "kind": "identifier"})
    for i, (q, rel) in enumerate(QUESTIONS, 1):
        for p in rel:
            assert (ROOT / p).exists(), p
        rows.append({"id": f"question-{i:02d}", "query": q, "relevant": with_translations(rel), "kind": "question"})
    if sys.argv[1:] == ["--heldout"]:
        rows = [
            {"id": f"heldout-{i:02d}", "query": q, "relevant": with_translations(rel), "kind": "question"}
            for i, (q, rel) in enumerate(HELDOUT, 1)
        ]
    for r in rows:
        sys.stdout.write(json.dumps(r) + "\n")


if __name__ == "__main__":
    main()

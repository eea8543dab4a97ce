"""Builds followups_tune.jsonl and followups_heldout.jsonl: two-turn conversations over
the Linux 6.1 docs (linux-doc-6.1, paths relative to
/usr/share/doc/linux-doc-6.1/html/_sources).

Written from reading the docs, before any search or answer run.

Each row is a first question and a second turn:

* follow-up pairs (``needs_history: true``): the second turn is elliptical, as a
  person would say it ("and for IPv6?", "how do I turn it off?"), and only makes
  sense with the first question; ``resolved`` writes it out in full as a
  self-contained question (for reference only);
* control pairs (``needs_history: false``): the second turn is self-contained and
  on a different topic, so a system can be checked for not dragging the previous
  subject in; ``resolved`` equals ``followup``.

Relevance (``relevant``) is for the second turn, decided by rule, not by looking
at any ranking: the page(s) whose text answers the resolved question (the page
that documents the setting, call or command asked for; a second page when it
also genuinely answers it). Translated copies of a relevant page
(``translations/<lang>/<same path>``) count as relevant too, as in
build_kernel_queries.py.

Split: follow-up pairs and control pairs are split separately, so controls land
in both halves: each group is sorted by id, shuffled with ``random.Random(SEED)``
and its first ceil(n/2) rows go to the tuning half. SEED = 40041.

Run: python build_followups.py            (writes both JSONL files next to this script)
     python build_followups.py --check    (only checks that every path exists)
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = Path("/usr/share/doc/linux-doc-6.1/html/_sources")
LANGS = ("it_IT", "ja_JP", "ko_KR", "zh_CN", "zh_TW")
SEED = 40041

# (id, first, followup, resolved, relevant)
FOLLOWUPS: list[tuple[str, str, str, str, list[str]]] = [
    ("fu-thp-madvise", "How do I switch off transparent huge pages?",
     "what about using them only where a program asks for them?",
     "How do I enable transparent huge pages only for memory regions that request them with madvise?",
     ["admin-guide/mm/transhuge.rst.txt"]),
    ("fu-hugepages-1g", "How do I reserve huge pages when the machine boots?",
     "and 1 GB ones?",
     "How do I reserve 1 GB huge pages at boot time?",
     ["admin-guide/mm/hugetlbpage.rst.txt"]),
    ("fu-cgroup-cpu", "How do I put a memory limit on a cgroup v2 group?",
     "and the CPU?",
     "How do I limit the CPU bandwidth of a cgroup v2 group?",
     ["admin-guide/cgroup-v2.rst.txt"]),
    ("fu-cgroup-io-read", "How do I limit the disk bandwidth a cgroup can use?",
     "just for reads?",
     "How do I limit only the read bandwidth of a cgroup on a block device?",
     ["admin-guide/cgroup-v2.rst.txt"]),
    ("fu-kasan-production", "What does KASAN detect?",
     "is there something cheap enough to leave on in production?",
     "Which low-overhead memory error detector can stay enabled on production kernels instead of KASAN?",
     ["dev-tools/kfence.rst.txt"]),
    ("fu-kasan-arm64", "How do I build a kernel with KASAN on x86?",
     "and on arm64 with memory tagging?",
     "How does hardware tag-based KASAN work on arm64 with the Memory Tagging Extension?",
     ["dev-tools/kasan.rst.txt"]),
    ("fu-zswap-compressor", "How do I turn on zswap?",
     "which compressor does it use?",
     "Which compression algorithm does zswap use by default and how do I change it?",
     ["admin-guide/mm/zswap.rst.txt"]),
    ("fu-cpufreq-list", "How do I change the CPU frequency governor?",
     "how do I see which ones I can pick?",
     "How do I list the CPU frequency governors that are available?",
     ["admin-guide/pm/cpufreq.rst.txt"]),
    ("fu-pstate-amd", "Which frequency scaling driver do Intel processors use?",
     "and AMD ones?",
     "Which CPU frequency scaling driver is used on AMD processors?",
     ["admin-guide/pm/amd-pstate.rst.txt"]),
    ("fu-kmemleak-boot-off", "How do I look for memory leaks with kmemleak?",
     "can I turn it off at boot?",
     "How do I disable kmemleak from the kernel command line?",
     ["dev-tools/kmemleak.rst.txt"]),
    ("fu-ftrace-module", "How do I trace kernel functions with ftrace?",
     "only the ones in one module?",
     "How do I limit the ftrace function tracer to the functions of a single module?",
     ["trace/ftrace.rst.txt"]),
    ("fu-patch-recipients", "How should I send a patch to the kernel?",
     "who do I send it to?",
     "How do I find out which maintainers and mailing lists to send a kernel patch to?",
     ["process/submitting-patches.rst.txt"]),
    ("fu-bisect-good", "How do I bisect a kernel regression?",
     "and how do I tell it a kernel works?",
     "How do I mark a commit as good during a git bisect of a kernel regression?",
     ["admin-guide/bug-bisect.rst.txt"]),
    ("fu-swappiness-max", "What does vm.swappiness do?",
     "what's the highest I can set it?",
     "What is the maximum value of vm.swappiness?",
     ["admin-guide/sysctl/vm.rst.txt"]),
    ("fu-bonding-failover", "How do I bond two network interfaces together?",
     "which mode only does failover?",
     "Which bonding mode provides only failover, with one active link at a time?",
     ["networking/bonding.rst.txt"]),
    ("fu-oom-protect", "How does the OOM killer pick which process to kill?",
     "how do I protect my database from it?",
     "How do I stop the OOM killer from killing a particular process?",
     ["filesystems/proc.rst.txt"]),
    ("fu-deadline-setup", "What is SCHED_DEADLINE?",
     "how do I give a task those parameters from user space?",
     "Which system call sets the SCHED_DEADLINE runtime, deadline and period of a task?",
     ["scheduler/sched-deadline.rst.txt"]),
    ("fu-uffd-unprivileged", "What is userfaultfd for?",
     "can ordinary users use it?",
     "Can unprivileged users use userfaultfd, and which sysctl controls that?",
     ["admin-guide/mm/userfaultfd.rst.txt", "admin-guide/sysctl/vm.rst.txt"]),
    ("fu-kdump-size", "How do I set up kdump?",
     "how much memory should I reserve for it?",
     "How much memory should be reserved with crashkernel= for the kdump capture kernel?",
     ["admin-guide/kdump/kdump.rst.txt"]),
    ("fu-modsig-hash", "How do I sign kernel modules?",
     "which hash algorithms can I use?",
     "Which hash algorithms can kernel module signatures use?",
     ["admin-guide/module-signing.rst.txt"]),
    ("fu-rt-throttle-off", "How does real-time throttling work?",
     "how do I turn it off?",
     "How do I disable real-time throttling so real-time tasks can use all of the CPU?",
     ["scheduler/sched-rt-group.rst.txt"]),
    ("fu-nohz-isolated", "How do I keep ordinary tasks off the CPUs reserved for my real-time application?",
     "and how do I stop the timer tick on those CPUs too?",
     "How do I stop the periodic scheduling-clock tick on CPUs dedicated to one application?",
     ["timers/no_hz.rst.txt"]),
    ("fu-zram-size", "What is zram?",
     "how do I set its size?",
     "How do I set the size of a zram device?",
     ["admin-guide/blockdev/zram.rst.txt"]),
    ("fu-ksm-enable", "What does KSM do?",
     "how do I switch it on?",
     "How do I start KSM merging pages?",
     ["admin-guide/mm/ksm.rst.txt"]),
    ("fu-seccomp-kill", "How do seccomp filters work?",
     "what happens if the filter says kill?",
     "What happens to a process when its seccomp filter returns SECCOMP_RET_KILL_PROCESS?",
     ["userspace-api/seccomp_filter.rst.txt"]),
    ("fu-landlock-version", "What is Landlock?",
     "since which kernel version?",
     "In which kernel version was Landlock first introduced?",
     ["userspace-api/landlock.rst.txt"]),
    ("fu-perf-paranoid-levels", "How do I let normal users run perf?",
     "what do the different paranoid levels mean?",
     "What do the values of perf_event_paranoid mean?",
     ["admin-guide/perf-security.rst.txt", "admin-guide/sysctl/kernel.rst.txt"]),
    ("fu-workqueue-unbound", "How do I create a workqueue in a driver?",
     "and one whose work can run on any CPU?",
     "How do I create a workqueue whose work items are not bound to the CPU that queued them?",
     ["core-api/workqueue.rst.txt"]),
    ("fu-spinlock-irq", "How do I protect data with a spinlock?",
     "and if an interrupt handler takes the same lock?",
     "Which spinlock functions must be used when the lock is also taken from an interrupt handler?",
     ["locking/spinlocks.rst.txt", "kernel-hacking/locking.rst.txt"]),
    ("fu-style-braces", "How does the kernel coding style indent code?",
     "and where do the braces go?",
     "Where do opening and closing braces go in the kernel coding style?",
     ["process/coding-style.rst.txt"]),
    ("fu-gpio-userspace", "How does a driver get hold of a GPIO line?",
     "and from user space?",
     "How can a user space program access GPIO lines?",
     ["driver-api/gpio/using-gpio.rst.txt", "admin-guide/gpio/sysfs.rst.txt"]),
    ("fu-docs-pdf", "How do I build the kernel documentation?",
     "as a PDF?",
     "How do I build the kernel documentation in PDF format?",
     ["doc-guide/sphinx.rst.txt", "process/howto.rst.txt"]),
    ("fu-kunit-manual", "How do I run the KUnit tests with kunit.py?",
     "can I run them without that script, on a real machine?",
     "How do I run KUnit tests without kunit_tool, by building them into a kernel or as modules?",
     ["dev-tools/kunit/run_manual.rst.txt"]),
    ("fu-dmcrypt-integrity", "How do I encrypt a block device with dm-crypt?",
     "can it also detect tampering?",
     "How do I add data integrity protection to an encrypted device-mapper block device?",
     ["admin-guide/device-mapper/dm-integrity.rst.txt"]),
    ("fu-tmpfs-inodes", "How big is a tmpfs mount by default?",
     "and how many files can it hold?",
     "What is the default maximum number of inodes of a tmpfs mount and how do I change it?",
     ["filesystems/tmpfs.rst.txt"]),
    ("fu-overlay-lowers", "How do I mount an overlay filesystem?",
     "can I stack more than one read-only layer?",
     "How do I give an overlay filesystem several lower layers?",
     ["filesystems/overlayfs.rst.txt"]),
    ("fu-livepatch-transition", "What is kernel live patching?",
     "how do I know if a patch has finished applying?",
     "How can I tell whether a live patch is still in transition?",
     ["livepatch/livepatch.rst.txt"]),
    ("fu-ioprio-classes", "How do I give one process higher disk I/O priority than another?",
     "what classes are there?",
     "What I/O scheduling classes are there for process I/O priorities?",
     ["block/ioprio.rst.txt"]),
    ("fu-watchdog-magic-close", "How does a user space daemon keep the hardware watchdog from rebooting the machine?",
     "and how do I stop it without a reboot?",
     "How do I close the watchdog device without the watchdog rebooting the machine?",
     ["watchdog/watchdog-api.rst.txt"]),
    ("fu-fuse-other-users", "How do I write a filesystem that runs in user space?",
     "can other users see the files?",
     "How do I let users other than the mounter access a FUSE filesystem?",
     ["filesystems/fuse.rst.txt"]),
    ("fu-rcu-readers", "What is RCU?",
     "how do readers mark where they use the data?",
     "How does an RCU reader mark its read-side critical section?",
     ["RCU/whatisRCU.rst.txt"]),
    ("fu-backlog-old", "What is the default limit of a socket's listen backlog?",
     "and before 5.4?",
     "What was the default somaxconn before Linux 5.4?",
     ["networking/ip-sysctl.rst.txt"]),
    ("fu-keepalive-probes", "How do I make TCP send keepalives sooner on idle connections?",
     "and how many missed probes before it gives up?",
     "How many unacknowledged TCP keepalive probes are sent before the connection is dropped?",
     ["networking/ip-sysctl.rst.txt"]),
    ("fu-forwarding-ipv6", "How do I turn on IP forwarding for IPv4?",
     "and for IPv6?",
     "How do I enable IPv6 forwarding?",
     ["networking/ip-sysctl.rst.txt"]),
    ("fu-suspend-ram", "How do I hibernate the machine from a shell?",
     "and suspend to RAM instead?",
     "How do I suspend the system to RAM from a shell?",
     ["admin-guide/pm/sleep-states.rst.txt", "power/s2ram.rst.txt"]),
]

# (id, first, second, relevant for the second)
CONTROLS: list[tuple[str, str, str, list[str]]] = [
    ("ctl-thp-then-modsign", "How do I switch off transparent huge pages?",
     "How do I sign kernel modules?", ["admin-guide/module-signing.rst.txt"]),
    ("ctl-zram-then-seccomp", "What is zram?",
     "How can I restrict which system calls a process may make?", ["userspace-api/seccomp_filter.rst.txt"]),
    ("ctl-bisect-then-backlog", "How do I bisect a kernel regression?",
     "What is the default limit of a socket's listen backlog?", ["networking/ip-sysctl.rst.txt"]),
    ("ctl-workqueue-then-overlay", "How do I create a workqueue in a driver?",
     "How do I mount an overlay filesystem?", ["filesystems/overlayfs.rst.txt"]),
    ("ctl-bonding-then-kmemleak", "How do I bond two network interfaces together?",
     "How do I find memory leaks in kernel code?", ["dev-tools/kmemleak.rst.txt"]),
    ("ctl-deadline-then-extmod", "What is SCHED_DEADLINE?",
     "How do I build an out-of-tree kernel module?", ["kbuild/modules.rst.txt"]),
    ("ctl-cgroup-then-style", "How do I put a memory limit on a cgroup v2 group?",
     "How wide is an indentation level in kernel code?", ["process/coding-style.rst.txt"]),
    ("ctl-landlock-then-zswap", "What is Landlock?",
     "What is zswap?", ["admin-guide/mm/zswap.rst.txt"]),
    ("ctl-spinlock-then-kdump", "How do I protect data with a spinlock?",
     "How do I capture a crash dump with kdump?", ["admin-guide/kdump/kdump.rst.txt"]),
    ("ctl-cpufreq-then-fuse", "How do I change the CPU frequency governor?",
     "How do I write a filesystem that runs in user space?", ["filesystems/fuse.rst.txt"]),
    ("ctl-ksm-then-sysrq", "What does KSM do?",
     "Which file controls what the magic SysRq key is allowed to do?", ["admin-guide/sysrq.rst.txt"]),
    ("ctl-patch-then-squashfs", "How should I send a patch to the kernel?",
     "What is squashfs?", ["filesystems/squashfs.rst.txt"]),
]


def with_translations(paths: list[str]) -> list[str]:
    out = list(paths)
    for p in paths:
        for lang in LANGS:
            t = f"translations/{lang}/{p}"
            if (ROOT / t).exists():
                out.append(t)
    return out


def half(rows: list[dict]) -> tuple[list[dict], list[dict]]:
    rows = sorted(rows, key=lambda r: r["id"])
    random.Random(SEED).shuffle(rows)
    n = (len(rows) + 1) // 2
    return rows[:n], rows[n:]


def main() -> int:
    pairs = [
        {"id": i, "first": f, "followup": q, "resolved": r, "relevant": with_translations(rel), "needs_history": True}
        for i, f, q, r, rel in FOLLOWUPS
    ]
    controls = [
        {"id": i, "first": f, "followup": q, "resolved": q, "relevant": with_translations(rel), "needs_history": False}
        for i, f, q, rel in CONTROLS
    ]
    errors = [f"{r['id']}: no such file {p}" for r in pairs + controls for p in r["relevant"] if not (ROOT / p).exists()]
    ids = [r["id"] for r in pairs + controls]
    errors += [f"duplicate id {i}" for i in sorted(set(ids)) if ids.count(i) > 1]
    for e in errors:
        print(e, file=sys.stderr)
    if errors:
        return 1
    if sys.argv[1:] == ["--check"]:
        print(f"ok: {len(pairs)} follow-up pairs, {len(controls)} control pairs")
        return 0
    p_tune, p_held = half(pairs)
    c_tune, c_held = half(controls)
    for name, rows in (("followups_tune.jsonl", p_tune + c_tune), ("followups_heldout.jsonl", p_held + c_held)):
        rows = sorted(rows, key=lambda r: r["id"])
        (HERE / name).write_text("".join(json.dumps(r) + "\n" for r in rows))
        print(f"{name}: {len(rows)} ({sum(not r['needs_history'] for r in rows)} controls)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

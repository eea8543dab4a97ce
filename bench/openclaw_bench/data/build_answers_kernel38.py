"""Thirty-eighth held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout38.jsonl`` (72 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched with
grep, sed and a small phrase-finding script), as an engineer at a lab bench
would type or say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own boards,
devices, hosts and products (a Linux router in front of a lab network, a
firewall box, a pair of IPVS directors, a J1939 truck gateway, an MCTP
management controller, a CI runner, a container supervisor, a
syzkaller-style fuzzer, a sandbox tracer), named in the situation while
the question asks what the documentation does answer. Its facts are spread
over the fwmark of kernel replies, forwarding directed broadcasts,
out-of-window RSTs in conntrack, the priority of forwarded packets, the
minimum objects of a SLUB slab, overcommit in kilobytes, the early pool of
kmemleak, DSS checksums of MPTCP, the NUMA scan delay, ssthresh metrics, the
RNG of trusted keys, J1939 promiscuous mode, split page-table locks,
comparison coverage of kcov, logging invalid conntrack packets; the
data_race() annotation, marking a kmemleak false positive, pausing KASAN
reports, sorting page_owner output, injecting a file descriptor from a
seccomp supervisor, isolated and all-tests KUnit runs, allocating MCTP tags,
dumping ftrace from kdb, per-CPU hash lookups, creating an L2TP tunnel over
netlink, the base commit of a patch series, tracing seccomp with ptrace, the
refcount counterpart of atomic_dec_and_lock, the list of CPU hotplug states;
the UDP stream timeout, the FIB sync memory, the reprobe interval and
threshold of TCP MTU probing, the sync queue limit of IPVS, the retry range
of IPVS sync, the exit signal of a seccomp kill, the conntrack expectation
table, the L2TP ids, the range of tcp_app_win, the strongest seccomp action,
the KCSAN slow-down, the default of tcp_reflect_tos; forged path MTUs,
failed nexthops, the MPLS single hop, queued sync messages, the watchpoint
skip of KCSAN, the cost of profiling everything with gcov, flags in new
system calls, latch sequence counters, stable kcov coverage, reflecting the
DSCP of a SYN, explicit MCTP tags; CPU-hogging work items, gcov for one
directory, skipping a system call from a tracer, kmemleak off by default,
tag-based KASAN checks, read-only data after init, the default namespace of
a module, GNU as with clang, broadcast on a J1939 socket, memcg-accounted
allocations, a QEMU config for KUnit, compressed patches for interdiff; and
terms (latch sequence counter, interdiff, devlink traps, symbol namespaces,
kcov, accounted allocations). It takes no facts from the folders
``admin-guide``, ``driver-api``, ``filesystems``, ``hwmon``, ``i2c``,
``input``, ``block``, ``arm64``, ``x86`` and ``power`` (the other author of
this round took those), and avoids facts that those folders also state; no
fact is taken from a translation alone. The most famous facts were avoided,
and so was every answer and every question topic of the earlier answer sets
(``answer_kernel_tune``, ``answer_kernel_heldout`` to
``answer_kernel_heldout36``, ``answer_pg_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose (answers
and question words were grepped against them, and each new answer against
the text of every page). The thirty-sixth set's builder
(``build_answers_kernel36.py``) was read as the template for format and
rules; the thirty-seventh set (``build_answers_kernel37.py``), written at
the same time by another author, was not seen. Nothing of the answer code,
of its search or answer output, of the appliance's documentation or tests,
or of the benchmark results was opened while writing it; no git command was
used for it; the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer`` is
the short phrase that carries the asked-for fact, copied as the page writes
it; ``relevant`` lists every page that states the fact with that phrase,
best first, leaving out index pages and passing uses; translations under
``translations/`` that state the same fact with the same phrase come after
the English pages.

Usage::

    python3 build_answers_kernel38.py > answer_kernel_heldout38.jsonl
    python3 validate_answers.py answer_kernel_heldout38.jsonl  # with a Python that has the appliance installed

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

IPS = "networking/ip-sysctl.rst.txt"
CT = "networking/nf_conntrack-sysctl.rst.txt"

# (id, query, answer, relevant, kind)
ROWS: list[Row] = [
    # --- settings -------------------------------------------------------
    ("k38-fwmark-reflect",
     "on our Linux router the TCP resets and ICMP echo replies the kernel generates itself leave with fwmark 0, so our policy routing sends them out the wrong uplink; which sysctl makes them carry the fwmark of the packet they answer?",
     "fwmark_reflect",
     [IPS], "setting"),
    ("k38-bc-forwarding",
     "the lab's wake-on-LAN tool sends directed broadcasts to 10.4.7.255 through our Linux router and they get dropped; which sysctl lets the router forward directed broadcasts?",
     "bc_forwarding",
     [IPS], "setting"),
    ("k38-conntrack-ignore-invalid-rst",
     "the firewall box marks out-of-window TCP RST segments from a flaky PLC as INVALID and our ruleset drops them; which conntrack sysctl stops marking them invalid?",
     "nf_conntrack_tcp_ignore_invalid_rst",
     [CT], "setting"),
    ("k38-ip-forward-update-priority",
     "our router rewrites the skb priority of forwarded packets from their TOS byte, which upsets the egress qdisc classes; which sysctl controls that update?",
     "ip_forward_update_priority",
     [IPS], "setting"),
    ("k38-slub-min-objects",
     "which SLUB boot parameter sets how many objects must at least fit into one slab for an allocation order to be acceptable?",
     "slub_min_objects",
     ["mm/slub.rst.txt"], "setting"),
    ("k38-overcommit-kbytes",
     "with strict overcommit on the analysis server I'd rather give the commit limit as an absolute amount than as a percentage of RAM; which sysctl takes that?",
     "vm.overcommit_kbytes",
     ["mm/overcommit-accounting.rst.txt", "translations/zh_CN/mm/overcommit-accounting.rst.txt"], "setting"),
    ("k38-kmemleak-mem-pool-size",
     "kmemleak on our debug kernel runs out of its early object pool during boot and disables itself; which config option sizes that pool?",
     "CONFIG_DEBUG_KMEMLEAK_MEM_POOL_SIZE",
     ["dev-tools/kmemleak.rst.txt"], "setting"),
    ("k38-mptcp-checksum-enabled",
     "a middlebox on the field link mangles MPTCP payloads, so I want DSS checksums on; which per-namespace sysctl allows them?",
     "checksum_enabled",
     ["networking/mptcp-sysctl.rst.txt"], "setting"),
    ("k38-numa-scan-delay",
     "automatic NUMA balancing starts scanning our short-lived analysis jobs too soon after they start; which debugfs knob sets the delay before a task's first scan?",
     "scan_delay_ms",
     ["scheduler/sched-debug.rst.txt", "translations/zh_CN/scheduler/sched-debug.rst.txt"], "setting"),
    ("k38-tcp-no-ssthresh-metrics-save",
     "connections from our CI runner to the artifact host start with a tiny cwnd left over from an earlier congested run; which sysctl controls whether TCP saves ssthresh in the route cache?",
     "tcp_no_ssthresh_metrics_save",
     [IPS], "setting"),
    ("k38-trusted-rng-kernel",
     "our TPM's random number generator is distrusted by the security team; which kernel command-line option makes trusted keys use the kernel's random number pool instead?",
     "trusted.rng=kernel",
     ["security/keys/trusted-encrypted.rst.txt"], "setting"),
    ("k38-j1939-promisc",
     "the J1939 logger on the truck gateway should see all traffic regardless of the filters set by bind and connect; which socket option disables them?",
     "SO_J1939_PROMISC",
     ["networking/j1939.rst.txt"], "setting"),
    ("k38-split-ptlock-cpus",
     "which config option sets the CPU count from which page table locks become split per table instead of the single mm->page_table_lock?",
     "CONFIG_SPLIT_PTLOCK_CPUS",
     ["mm/split_page_table_lock.rst.txt", "translations/zh_CN/mm/split_page_table_lock.rst.txt"], "setting"),
    ("k38-kcov-comparisons",
     "our syzkaller-style fuzzer wants kcov to collect comparison operands as well as PCs; which config option enables that?",
     "CONFIG_KCOV_ENABLE_COMPARISONS",
     ["dev-tools/kcov.rst.txt"], "setting"),
    ("k38-conntrack-log-invalid",
     "on the firewall box I want the kernel to log packets conntrack considers invalid, only for TCP; which sysctl?",
     "nf_conntrack_log_invalid",
     [CT], "setting"),
    # --- commands -------------------------------------------------------
    ("k38-kcsan-data-race",
     "KCSAN keeps reporting a racy read of a statistics counter in our driver that we know is harmless; which annotation tells KCSAN to ignore races in that expression?",
     "data_race(expr)",
     ["dev-tools/kcsan.rst.txt"], "command"),
    ("k38-kmemleak-not-leak",
     "kmemleak reports a buffer our driver deliberately keeps for the lifetime of the system; which call marks that object as not a leak?",
     "kmemleak_not_leak",
     ["dev-tools/kmemleak.rst.txt"], "command"),
    ("k38-kasan-disable-current",
     "in generic KASAN mode I need to silence reports for a short section of our driver that deliberately reads past a buffer; which pair of calls brackets that section?",
     "kasan_disable_current()",
     ["dev-tools/kasan.rst.txt", "translations/zh_CN/dev-tools/kasan.rst.txt"], "command"),
    ("k38-page-owner-sort",
     "after dumping /sys/kernel/debug/page_owner to page_owner_full.txt, which tool sorts and groups the records?",
     "page_owner_sort",
     ["mm/page_owner.rst.txt", "translations/zh_CN/mm/page_owner.rst.txt"], "command"),
    ("k38-seccomp-notif-addfd",
     "our container supervisor handles seccomp user notifications and must install an open file descriptor into the trapped process; which ioctl does that?",
     "SECCOMP_IOCTL_NOTIF_ADDFD",
     ["userspace-api/seccomp_filter.rst.txt"], "command"),
    ("k38-kunit-run-isolated",
     "one KUnit suite of ours passes or fails depending on what ran before it; which kunit.py option boots a separate kernel for each suite?",
     "--run_isolated",
     ["dev-tools/kunit/run_wrapper.rst.txt"], "command"),
    ("k38-mctp-alloc-tag",
     "our MCTP management-controller client must allocate a message tag explicitly instead of letting the kernel pick one at sendmsg time; which ioctl?",
     "SIOCMCTPALLOCTAG",
     ["networking/mctp.rst.txt"], "command"),
    ("k38-kdb-ftdump",
     "the board hangs and I'm in the kdb shell over serial; which kdb command dumps the ftrace buffer?",
     "ftdump",
     ["dev-tools/kgdb.rst.txt"], "command"),
    ("k38-bpf-lookup-percpu-elem",
     "our BPF program keeps per-CPU counters in a BPF_MAP_TYPE_PERCPU_HASH and needs the value of one specific CPU; which helper looks that up?",
     "bpf_map_lookup_percpu_elem()",
     ["bpf/map_hash.rst.txt"], "command"),
    ("k38-l2tp-tunnel-create",
     "our provisioning daemon manages L2TP over generic netlink; which command creates a tunnel?",
     "L2TP_CMD_TUNNEL_CREATE",
     ["networking/l2tp.rst.txt"], "command"),
    ("k38-format-patch-base-auto",
     "the maintainer asked that my patch series record which tree it applies to; which git format-patch option adds the base commit automatically from my topic branch?",
     "--base=auto",
     ["process/submitting-patches.rst.txt", "translations/zh_CN/process/submitting-patches.rst.txt"], "command"),
    ("k38-kunit-alltests",
     "on the CI runner I want kunit.py to build as many KUnit tests as it can in one go; which option enables that predefined set of options?",
     "--alltests",
     ["dev-tools/kunit/run_wrapper.rst.txt"], "command"),
    ("k38-ptrace-traceseccomp",
     "our sandbox tracer should be notified when a seccomp filter returns SECCOMP_RET_TRACE; which ptrace option does it set?",
     "PTRACE_O_TRACESECCOMP",
     ["userspace-api/seccomp_filter.rst.txt"], "command"),
    ("k38-refcount-dec-and-lock",
     "while converting our driver's atomic_t refcount to refcount_t, what replaces atomic_dec_and_lock()?",
     "refcount_dec_and_lock()",
     ["core-api/refcount-vs-atomic.rst.txt", "translations/zh_CN/core-api/refcount-vs-atomic.rst.txt"], "command"),
    ("k38-hotplug-states",
     "which sysfs file lists all the CPU hotplug states the kernel has registered?",
     "/sys/devices/system/cpu/hotplug/states",
     ["core-api/cpu_hotplug.rst.txt", "translations/zh_CN/core-api/cpu_hotplug.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k38-conntrack-udp-stream-timeout",
     "a UDP video stream through the firewall box counts as a stream in conntrack; what is the default of nf_conntrack_udp_timeout_stream?",
     "default 120",
     [CT], "value"),
    ("k38-fib-sync-mem",
     "how much dirty memory from FIB entries may pile up by default before synchronize_rcu is forced?",
     "Default: 512kB",
     [IPS], "value"),
    ("k38-tcp-probe-interval",
     "with MTU probing on our VPN hosts, how often does TCP re-probe the path MTU by default?",
     "every 10 minutes",
     [IPS], "value"),
    ("k38-tcp-probe-threshold",
     "at what width of the search range does TCP packetization-layer MTU probing stop by default?",
     "Default is 8 bytes",
     [IPS], "value"),
    ("k38-ipvs-sync-qlen-max",
     "the backup IPVS director lags and sync messages queue up on the master; what does sync_qlen_max default to?",
     "1/32 of the memory pages",
     ["networking/ipvs-sysctl.rst.txt"], "value"),
    ("k38-ipvs-sync-retries-range",
     "sync messages between our two IPVS directors get lost on the busy VLAN, so I want retries; what range does sync_retries accept?",
     "The range of the sync_retries is from 0 to 3",
     ["networking/ipvs-sysctl.rst.txt"], "value"),
    ("k38-seccomp-kill-process-status",
     "a process in our sandbox was killed by SECCOMP_RET_KILL_PROCESS; which signal does its exit status show?",
     "SIGSYS",
     ["userspace-api/seccomp_filter.rst.txt"], "value"),
    ("k38-conntrack-expect-max",
     "our SIP helper fills the conntrack expectation table; what is the default size of nf_conntrack_expect_max?",
     "nf_conntrack_buckets / 256",
     [CT], "value"),
    ("k38-l2tp-id-size",
     "how are L2TP tunnel and session instances identified in the kernel's L2TP API, what size of id?",
     "locally unique 32-bit id",
     ["networking/l2tp.rst.txt"], "value"),
    ("k38-tcp-app-win-range",
     "what values may tcp_app_win take?",
     "Possible values are [0, 31], inclusive",
     [IPS], "value"),
    ("k38-seccomp-strongest-action",
     "our container has two seccomp filters that return different actions for the same syscall; which action always takes precedence?",
     "SECCOMP_RET_KILL_PROCESS",
     ["userspace-api/seccomp_filter.rst.txt"], "value"),
    ("k38-kcsan-slowdown",
     "how much does booting with the default KCSAN config slow the kernel down on an 8-CPU system, according to its documentation?",
     "5.0x slow-down",
     ["dev-tools/kcsan.rst.txt"], "value"),
    ("k38-tcp-reflect-tos-default",
     "is tcp_reflect_tos on or off by default?",
     "Default: 0 (disabled)",
     [IPS], "value"),
    # --- reasons --------------------------------------------------------
    ("k38-why-forward-no-pmtu",
     "why does our Linux router ignore the path MTU it has learned when forwarding, unless ip_forward_use_pmtu is set?",
     "could be easily forged",
     [IPS], "reason"),
    ("k38-why-multipath-use-neigh",
     "our router has two ECMP uplinks and after one gateway died some flows still went to it; why, with fib_multipath_use_neigh left at 0?",
     "packets could be directed to a failed nexthop",
     [IPS], "reason"),
    ("k38-why-mpls-single-hop",
     "traceroute across our MPLS test bed shows the whole core as one hop; why, with ip_ttl_propagate disabled?",
     "the MPLS transport network will appear as a single hop",
     ["networking/mpls-sysctl.rst.txt"], "reason"),
    ("k38-why-ipvs-sync-qlen-limit",
     "why does IPVS put a hard limit on queued sync messages that are not sent yet?",
     "protect us from allocating large parts of memory",
     ["networking/ipvs-sysctl.rst.txt"], "reason"),
    ("k38-why-kcsan-skip-watch",
     "why is kcsan.skip_watch the KCSAN parameter to tune first on our slow test board?",
     "has the most significant impact on overall system performance",
     ["dev-tools/kcsan.rst.txt"], "reason"),
    ("k38-why-not-gcov-profile-all",
     "why shouldn't I just build the lab kernel with CONFIG_GCOV_PROFILE_ALL for everyday use?",
     "significantly larger and run slower",
     ["dev-tools/gcov.rst.txt"], "reason"),
    ("k38-why-reject-unknown-flags",
     "I'm adding a system call with a flags argument; why should it reject unknown flag bits with EINVAL?",
     "safely use flags between kernel versions",
     ["process/adding-syscalls.rst.txt"], "reason"),
    ("k38-why-seqcount-latch",
     "why would a timekeeping-style reader that may run in NMI context use a latch sequence counter with two copies of the data?",
     "safely interrupt its own write side critical section",
     ["locking/seqlock.rst.txt"], "reason"),
    ("k38-why-kcov-stable-coverage",
     "our fuzzing team asks why kcov doesn't try to collect as much coverage as possible; what does it aim for instead?",
     "more or less stable coverage",
     ["dev-tools/kcov.rst.txt"], "reason"),
    ("k38-why-tcp-reflect-tos",
     "why would I turn on tcp_reflect_tos on the listening data-acquisition server?",
     "both directions of a TCP stream to use the same DSCP value",
     [IPS], "reason"),
    ("k38-why-mctp-tag-ioctls",
     "when does an MCTP application need to allocate and drop its own tags at all?",
     "does not fit the usual request/response model",
     ["networking/mctp.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k38-wq-cpu-intensive",
     "our bound work items crunch checksums for seconds and hold up the other work items of the pool; which workqueue flag lets the scheduler regulate them instead?",
     "WQ_CPU_INTENSIVE",
     ["core-api/workqueue.rst.txt", "translations/zh_CN/core-api/workqueue.rst.txt"], "procedure"),
    ("k38-gcov-one-directory",
     "I only want gcov profiling for the files of our drivers/misc/labdev directory; what line goes in its Makefile?",
     "GCOV_PROFILE := y",
     ["dev-tools/gcov.rst.txt", "translations/zh_CN/dev-tools/gcov.rst.txt"], "procedure"),
    ("k38-seccomp-tracer-skip-syscall",
     "our ptrace-based sandbox gets PTRACE_EVENT_SECCOMP and wants the trapped system call not to run at all; how does the tracer skip it?",
     "changing the syscall number to -1",
     ["userspace-api/seccomp_filter.rst.txt"], "procedure"),
    ("k38-kmemleak-on",
     "our distro kernel is built with CONFIG_DEBUG_KMEMLEAK_DEFAULT_OFF; how do I turn kmemleak on for one boot?",
     "kmemleak=on",
     ["dev-tools/kmemleak.rst.txt"], "procedure"),
    ("k38-ro-after-init",
     "our driver fills a table of calibration constants once at __init time and it should be read-only afterwards; which attribute marks such variables?",
     "__ro_after_init",
     ["security/self-protection.rst.txt"], "procedure"),
    ("k38-default-symbol-namespace",
     "all EXPORT_SYMBOL calls of our labdev driver should land in one namespace without editing each of them; what do I define?",
     "DEFAULT_SYMBOL_NAMESPACE",
     ["core-api/symbol-namespaces.rst.txt", "translations/it_IT/core-api/symbol-namespaces.rst.txt", "translations/zh_CN/core-api/symbol-namespaces.rst.txt"], "procedure"),
    ("k38-llvm-ias-off",
     "building our kernel with clang, I need the GNU assembler instead of clang's integrated assembler for an old .S file; which make variable?",
     "LLVM_IAS=0",
     ["kbuild/llvm.rst.txt"], "procedure"),
    ("k38-j1939-broadcast",
     "our J1939 socket on the truck gateway can't send to the global address; what must be set to send or receive broadcast packets?",
     "SO_BROADCAST",
     ["networking/j1939.rst.txt"], "procedure"),
    ("k38-kasan-reset-tag",
     "on the arm board we run tag-based KASAN, and kasan_disable_current() isn't the right tool there; how do I disable access checking for a pointer?",
     "kasan_reset_tag()",
     ["dev-tools/kasan.rst.txt"], "procedure"),
    ("k38-gfp-kernel-account",
     "allocations our driver makes on behalf of a container should be charged to its memory cgroup; which GFP flag combination?",
     "GFP_KERNEL_ACCOUNT",
     ["core-api/memory-allocation.rst.txt", "translations/zh_CN/core-api/memory-allocation.rst.txt"], "procedure"),
    ("k38-kunit-qemu-config",
     "our KUnit tests should run under QEMU for a sparc64 target with our own QEMU settings; which kunit.py option points at the config file?",
     "--qemu_config",
     ["dev-tools/kunit/run_wrapper.rst.txt"], "procedure"),
    ("k38-interdiff-gzip",
     "I have two gzipped stable patches and want to go from 5.7.2 to 5.7.3 in one step with interdiff; which flag reads them compressed?",
     "The -z flag to interdiff",
     ["process/applying-patches.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k38-what-latch-seqcount",
     "what is a latch sequence counter (seqcount_latch_t)?",
     "multiversion concurrency control mechanism",
     ["locking/seqlock.rst.txt"], "definition"),
    ("k38-what-interdiff",
     "the patch-applying guide mentions interdiff; what does it do?",
     "generate a patch representing the differences between two patches",
     ["process/applying-patches.rst.txt"], "definition"),
    ("k38-what-devlink-trap",
     "our switch ASIC driver supports devlink traps; what is that mechanism?",
     "register their supported packet traps",
     ["networking/devlink/devlink-trap.rst.txt"], "definition"),
    ("k38-what-symbol-namespaces",
     "what are symbol namespaces for?",
     "structure the export surface of in-kernel symbols",
     ["core-api/symbol-namespaces.rst.txt"], "definition"),
    ("k38-what-kcov",
     "what is kcov?",
     "exposes kernel code coverage information in a form suitable for coverage- guided fuzzing",
     ["dev-tools/kcov.rst.txt"], "definition"),
    ("k38-what-gfp-kernel-account",
     "the memory allocation guide mentions GFP_KERNEL_ACCOUNT; what is it?",
     "allocations that should be accounted",
     ["core-api/memory-allocation.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

"""Eleventh held-out set of short-fact questions over the Linux kernel 6.1 docs.

Prints ``answer_kernel_heldout11.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names paths relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain ``.rst.txt`` files, searched
for phrases), as an engineer at a lab bench would type or say them -- mostly
a situation in everyday words ("the instrument network at the field station
has no IPv6 at all, and the boot log is full of IPv6 autoconfiguration
noise..."), some in the documentation's own terms -- spread over IPv4, IPv6
and TCP sysctls (disable_ipv6, TCP Fast Open, the SYN backlog, ECN, ICMP
redirects, proxy ARP, reordering, orphan retries, invalid-packet rate
limits, the minimal send MSS, SYN cookies), protected regular files, the
overcommit ratio and user reserve, kexec_load_disabled, the NAPI budget,
ftrace (tracing_on, the stack tracer, set_graph_function, max_graph_depth,
set_ftrace_notrace, the wakeup_rt, osnoise and hwlat tracers, trace_pipe,
snapshots, PID filtering for events, tracing_thresh, func_stack_trace),
mmiotrace, /proc/vmallocinfo, the GPIO debugfs file, bootconfig, tmpfs
inodes, ext4's batch time, memory compaction, SMT control, XPS, SocketCAN
loopback and vcan, cpufreq limits, cgroup membership, 9p mounts and acronyms
(ASoC, MSI, CXL, IMA). The most famous facts were avoided, and so was every
answer and every question topic of the earlier answer sets
(``answer_kernel_tune``, ``answer_kernel_heldout``, ``answer_kernel_heldout3``
to ``answer_kernel_heldout10``, ``answer_pg_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose; the tenth
set's builder (``build_answers_kernel10.py``) was read as the template for
format and rules. Nothing of the answer code, of its search or answer output,
or of the benchmark results was opened while writing it; the questions were
not run through the appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer`` is
the short phrase that carries the asked-for fact, copied as the page writes
it; ``relevant`` lists every page that states the fact with that phrase, best
first, leaving out index pages, lists of file names and passing uses;
translations under ``translations/`` that state the same fact with the same
phrase are listed after the English pages.

Usage::

    python3 build_answers_kernel11.py > answer_kernel_heldout11.jsonl
    python3 validate_answers.py answer_kernel_heldout11.jsonl  # with a Python that has the appliance installed

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
    ("k11-no-ipv6",
     "the instrument network at the field station has no IPv6 at all, and the boot log is full of IPv6 autoconfiguration noise; which per-interface sysctl switches IPv6 off?",
     "disable_ipv6",
     ["networking/ip-sysctl.rst.txt", "networking/ipv6.rst.txt"], "setting"),
    ("k11-tcp-fast-open",
     "our control client opens a fresh TCP connection for every short command, and I'd like the data to ride along in the SYN; which sysctl enables TCP Fast Open?",
     "tcp_fastopen",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k11-sticky-dir-files",
     "a student's script writes its results to a fixed file name in /tmp, where another user could plant that file first; which fs sysctl stops O_CREAT opens of regular files we don't own in world-writable sticky directories?",
     "protected_regular",
     ["admin-guide/sysctl/fs.rst.txt"], "setting"),
    ("k11-overcommit-percentage",
     "on the build server we run with overcommit_memory set to 2, and big compiles now fail to allocate although RAM is free; which sysctl sets the percentage of physical RAM that counts towards the commit limit?",
     "overcommit_ratio",
     ["admin-guide/sysctl/vm.rst.txt", "mm/overcommit-accounting.rst.txt", "filesystems/proc.rst.txt",
      "translations/zh_CN/mm/overcommit-accounting.rst.txt"],
     "setting"),
    ("k11-syn-backlog",
     "when all fifty data loggers reconnect at once after a power cut, some of their connection attempts to the collector get dropped; which sysctl sets how many half-open connection requests a listener remembers?",
     "tcp_max_syn_backlog",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k11-tcp-ecn",
     "the network team wants our hosts to request Explicit Congestion Notification on outgoing TCP connections too; which sysctl controls ECN for TCP?",
     "tcp_ecn",
     ["networking/ip-sysctl.rst.txt", "networking/dctcp.rst.txt"], "setting"),
    ("k11-icmp-redirects",
     "a misconfigured router on the lab LAN keeps telling our acquisition PC to send traffic elsewhere; which IPv4 sysctl decides whether ICMP redirect messages are accepted?",
     "accept_redirects",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k11-proxy-arp",
     "the gateway box should answer ARP requests on the instrument LAN on behalf of hosts on its other interface; which per-interface sysctl turns on proxy ARP?",
     "proxy_arp",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k11-no-kexec",
     "once the kiosk PC has booted, nobody should be able to load and jump into a different kernel with kexec; which sysctl disables the kexec_load system call?",
     "kexec_load_disabled",
     ["admin-guide/sysctl/kernel.rst.txt"], "setting"),
    ("k11-napi-budget",
     "on the packet capture box, softirq processing seems to give up too early under load; which sysctl caps how many packets are taken from all interfaces in one NAPI polling cycle?",
     "netdev_budget",
     ["admin-guide/sysctl/net.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k11-pause-trace-recording",
     "the moment our test script sees the glitch, it should stop ftrace from writing into the ring buffer so the interesting events aren't overwritten; which tracefs file does that?",
     "tracing_on",
     ["trace/ftrace.rst.txt"], "command"),
    ("k11-deepest-stack",
     "with the stack tracer enabled, which tracefs file shows the largest kernel stack size it has seen so far?",
     "stack_max_size",
     ["trace/ftrace.rst.txt"], "command"),
    ("k11-graph-one-function",
     "with the function_graph tracer, I only want to see what happens inside our driver's probe function and everything it calls; which tracefs file limits the graph to that function?",
     "set_graph_function",
     ["trace/ftrace.rst.txt"], "command"),
    ("k11-graph-depth",
     "the function_graph output is far too deep to read; which tracefs file limits how deep into nested calls the graph tracer goes?",
     "max_graph_depth",
     ["trace/ftrace.rst.txt"], "command"),
    ("k11-exclude-functions",
     "the function tracer output is flooded by a few spinlock helpers I don't care about; which tracefs file lists functions that should not be traced?",
     "set_ftrace_notrace",
     ["trace/ftrace.rst.txt"], "command"),
    ("k11-rt-wakeup-latency",
     "which ftrace tracer records the worst wakeup latency of the highest-priority real-time task, like our acquisition thread?",
     "wakeup_rt",
     ["trace/ftrace.rst.txt"], "command"),
    ("k11-os-noise",
     "on the isolated CPUs of the real-time rig, I want to measure how much interference from interrupts, softirqs and other threads our busy-looping thread suffers; which tracer measures that noise?",
     "osnoise",
     ["trace/osnoise-tracer.rst.txt", "tools/rtla/common_osnoise_description.rst.txt"], "command"),
    ("k11-vmalloc-areas",
     "which /proc file lists every vmalloc'ed area with its address range, size and the caller that allocated it?",
     "vmallocinfo",
     ["filesystems/proc.rst.txt"], "command"),
    ("k11-gpio-state-dump",
     "I want to see in one place which GPIO lines of the board are claimed, by whom, and whether they are inputs or outputs; which debugfs file shows that?",
     "/sys/kernel/debug/gpio",
     ["driver-api/gpio/legacy.rst.txt", "admin-guide/gpio/gpio-mockup.rst.txt",
      "translations/zh_CN/driver-api/gpio/legacy.rst.txt"],
     "command"),
    ("k11-bootconfig-initrd",
     "our long list of tracing boot options should live in a boot config file; which command adds that file to the initrd image?",
     "bootconfig -a",
     ["admin-guide/bootconfig.rst.txt", "translations/zh_CN/admin-guide/bootconfig.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k11-tmpfs-inodes",
     "the scratch tmpfs of the build jobs runs out of inodes although there is space left; how many inodes does a tmpfs get by default?",
     "half of the number of your physical RAM pages",
     ["filesystems/tmpfs.rst.txt"], "value"),
    ("k11-tcp-reordering",
     "what initial reordering level of packets in a TCP stream does the kernel assume by default, the tcp_reordering sysctl?",
     "Default: 3",
     ["networking/ip-sysctl.rst.txt"], "value"),
    ("k11-orphan-retries",
     "how many times by default does the kernel retry before killing a TCP connection our side has already closed, the tcp_orphan_retries value?",
     "The default value is 8",
     ["networking/ip-sysctl.rst.txt"], "value"),
    ("k11-invalid-ack-ratelimit",
     "by default, at most how often does the kernel send duplicate ACKs in reply to invalid TCP packets, the tcp_invalid_ratelimit?",
     "Default: 500 (milliseconds)",
     ["networking/ip-sysctl.rst.txt"], "value"),
    ("k11-ext4-batch-time",
     "our logger does many small synchronous writes to ext4; how long at most does ext4 wait by default for other operations to join a synchronous commit?",
     "defaults to 15000us (15ms)",
     ["admin-guide/ext4.rst.txt"], "value"),
    ("k11-extfrag-threshold",
     "which extfrag_threshold does the kernel use by default to decide between compacting memory and direct reclaim?",
     "The default value is 500",
     ["admin-guide/sysctl/vm.rst.txt"], "value"),
    ("k11-user-reserve",
     "in strict overcommit mode, how much memory does the kernel hold back by default so that a user can still kill a memory hog, the user_reserve_kbytes?",
     "min(3% of the current process size, 128MB)",
     ["admin-guide/sysctl/vm.rst.txt"], "value"),
    ("k11-min-snd-mss",
     "a peer on the instrument network advertises a tiny MSS; what is the smallest send MSS the kernel caps it to by default, the tcp_min_snd_mss?",
     "Default : 48",
     ["networking/ip-sysctl.rst.txt"], "value"),
    ("k11-slab-reclaim-ratio",
     "what is the default of min_slab_ratio, the share of reclaimable slab pages in a zone above which zone reclaim also shrinks slabs?",
     "The default is 5 percent",
     ["admin-guide/sysctl/vm.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k11-syncookies-not-capacity",
     "the collector logs SYN flood warnings during our legitimate reconnect storms; why shouldn't we just lean on SYN cookies to carry that load?",
     "syncookies is fallback facility",
     ["networking/ip-sysctl.rst.txt"], "reason"),
    ("k11-hwlat-hogs-cpu",
     "while the hwlat tracer runs, one CPU of the test box is pegged and the machine feels sluggish; why?",
     "hogging one of the cpus",
     ["trace/hwlat_detector.rst.txt"], "reason"),
    ("k11-trace-pipe-empty",
     "I piped trace_pipe into a file, and afterwards a second reader of trace_pipe sees none of those events again; why?",
     "this file is a consumer",
     ["trace/ftrace.rst.txt"], "reason"),
    ("k11-smt-stays-off",
     "the VM host was booted with SMT forced off, and now writing 'on' to the SMT control file doesn't bring the sibling threads back; why?",
     "does not allow to undo the SMT disable",
     ["admin-guide/hw-vuln/l1tf.rst.txt"], "reason"),
    ("k11-xps-no-effect",
     "I configured XPS on the USB Ethernet adapter of the logger, but it makes no difference at all; the adapter has one transmit queue, is that why?",
     "single transmission queue, XPS configuration has no effect",
     ["networking/scaling.rst.txt"], "reason"),
    ("k11-can-own-frames",
     "our CAN logger on the same PC receives the very frames our controller program sends; why does SocketCAN deliver a host's own sent frames back to it?",
     "local loopback of the sent CAN frames",
     ["networking/can.rst.txt"], "reason"),
    ("k11-mmiotrace-cpus-offline",
     "when I start mmiotrace to log what the vendor's binary driver does, all CPUs but one go offline; why?",
     "may miss events if more than one CPU is on-line",
     ["trace/mmiotrace.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k11-virtual-can",
     "we want to test our CAN software on a laptop without any CAN adapter; how do I create a virtual CAN interface with ip link?",
     "type vcan",
     ["networking/can.rst.txt"], "procedure"),
    ("k11-cap-cpu-frequency",
     "the fanless box overheats in summer, and I want to keep its CPUs below 1.5 GHz whatever the governor decides; which cpufreq sysfs file do I write the limit to?",
     "scaling_max_freq",
     ["admin-guide/pm/cpufreq.rst.txt", "admin-guide/pm/intel_pstate.rst.txt"], "procedure"),
    ("k11-mount-9p-share",
     "our test VM should see a folder of the host through the 9P protocol; what mount command do I use inside the guest?",
     "mount -t 9p",
     ["filesystems/9p.rst.txt"], "procedure"),
    ("k11-trace-snapshot",
     "while tracing keeps running, I want to freeze a copy of the current ring buffer at the moment the glitch happens and read it later; what do I write where?",
     "echo 1 > snapshot",
     ["trace/ftrace.rst.txt"], "procedure"),
    ("k11-events-one-pid",
     "I enabled the sched events, but I only want those caused by our acquisition process, PID 4242; which file do I write the PID into?",
     "set_event_pid",
     ["trace/events.rst.txt", "trace/ftrace.rst.txt"], "procedure"),
    ("k11-latency-threshold",
     "the latency tracer should only record a trace when the latency exceeds 100 microseconds; which tracefs file do I write the threshold into?",
     "tracing_thresh",
     ["trace/ftrace.rst.txt", "trace/hwlat_detector.rst.txt", "trace/osnoise-tracer.rst.txt"], "procedure"),
    ("k11-stack-per-function",
     "with the function tracer on our driver's functions, I'd also like a stack trace after every traced call, to see who calls them; which option do I set?",
     "func_stack_trace",
     ["trace/ftrace.rst.txt"], "procedure"),
    ("k11-move-into-cgroup",
     "I made a cgroup v2 group for the analysis jobs; how do I move an already running process into it?",
     "cgroup.procs",
     ["admin-guide/cgroup-v2.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k11-asoc-meaning",
     "the audio codec on our embedded board is handled by an ASoC machine driver; what does ASoC stand for?",
     "ALSA System on Chip",
     ["sound/soc/overview.rst.txt", "sound/kernel-api/writing-an-alsa-driver.rst.txt"], "definition"),
    ("k11-msi-meaning",
     "lspci says MSI is enabled for our frame grabber card; what does MSI mean?",
     "Message Signaled Interrupts",
     ["PCI/msi-howto.rst.txt", "PCI/pci.rst.txt", "admin-guide/kernel-parameters.rst.txt"], "definition"),
    ("k11-cxl-meaning",
     "the new server supports CXL memory expanders; what does CXL stand for?",
     "Compute Express Link",
     ["driver-api/cxl/index.rst.txt", "driver-api/cxl/memory-devices.rst.txt"], "definition"),
    ("k11-ima-meaning",
     "the security team wants IMA switched on for the lab kiosks; what does IMA stand for?",
     "Integrity Measurement Architecture",
     ["admin-guide/kernel-parameters.rst.txt", "x86/intel_txt.rst.txt", "filesystems/fsverity.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

"""Fourth held-out set of short-fact questions over the Linux kernel 6.1 docs.

Prints ``answer_kernel_heldout4.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names paths relative to ``_sources``.

How it was written (blind): the questions were written from reading the kernel
documentation sources themselves (plain ``.rst.txt`` files, searched with
grep), as an engineer at a lab bench would type or say them -- mostly a
situation in everyday words ("the firewall box starts dropping new
connections under load..."), some in the documentation's own terms -- spread
over sysctl files, boot parameters, cgroups, memory management, networking,
block and RAID, tracing and debugging, driver APIs (DMA, MMIO, user copies,
PCI), the build system, devicetree, power management, BPF and the development
process. The most famous facts were avoided, and so was every answer and every
question topic of the earlier kernel answer sets (``answer_kernel_tune``,
``answer_kernel_heldout``, ``answer_kernel_heldout3``, ``answer_questions*``),
which were read only for that purpose; the third set's builder
(``build_answers_kernel3.py``) was read as the template for format and rules.
Nothing of the answer code, of its search or answer output, or of the
benchmark results was opened while writing it; the questions were not run
through the appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer`` is
the short phrase that carries the asked-for fact, copied as the page writes
it; ``relevant`` lists every page that states the fact with that phrase, best
first, leaving out index pages, lists of file names and passing uses;
translations under ``translations/`` that state the same fact with the same
phrase are listed after the English pages.

Usage::

    python3 build_answers_kernel4.py > answer_kernel_heldout4.jsonl
    python3 validate_answers.py answer_kernel_heldout4.jsonl  # with a Python that has the appliance installed

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
    ("k4-kswapd-earlier",
     "on our data logger, allocations keep stalling in direct reclaim because kswapd wakes up too late; which vm sysctl makes kswapd start reclaiming earlier?",
     "watermark_scale_factor",
     ["admin-guide/sysctl/vm.rst.txt"], "setting"),
    ("k4-swap-readahead",
     "swapping back in from our SSD reads lots of neighbouring pages we never touch; which sysctl controls how many pages are read from swap in one go?",
     "page-cluster",
     ["admin-guide/sysctl/vm.rst.txt"], "setting"),
    ("k4-console-level",
     "the serial console gets flooded with kernel messages during our tests; which of the values in /proc/sys/kernel/printk decides which messages reach the console?",
     "console_loglevel",
     ["admin-guide/sysctl/kernel.rst.txt", "core-api/printk-basics.rst.txt", "networking/netconsole.rst.txt",
      "translations/zh_CN/core-api/printk-basics.rst.txt"], "setting"),
    ("k4-no-more-modules",
     "once the appliance has booted it should refuse to load any further kernel modules, even for root, until the next reboot; which sysctl does that?",
     "modules_disabled",
     ["admin-guide/sysctl/kernel.rst.txt", "security/self-protection.rst.txt"], "setting"),
    ("k4-tcp-congestion",
     "we want to try a different TCP congestion algorithm on the data transfer host; which sysctl chooses the one new connections use?",
     "tcp_congestion_control",
     ["networking/ip-sysctl.rst.txt", "networking/dctcp.rst.txt"], "setting"),
    ("k4-tmp-symlink-attack",
     "a student planted a symlink in /tmp that made a root script overwrite a system file; which fs sysctl stops links in world-writable sticky directories from being followed like that?",
     "protected_symlinks",
     ["admin-guide/sysctl/fs.rst.txt"], "setting"),
    ("k4-slab-debug-boot",
     "our driver seems to write past the end of a kmalloc buffer; which boot option switches on the slab allocator's red zones and poisoning checks?",
     "slub_debug",
     ["mm/slub.rst.txt"], "setting"),
    ("k4-conntrack-full",
     "the firewall box starts dropping new connections under load because the connection tracking table is full; which sysctl sets how many entries it may hold?",
     "nf_conntrack_max",
     ["networking/nf_conntrack-sysctl.rst.txt"], "setting"),
    ("k4-cgroup-no-swap",
     "in cgroup v2, how do I keep one group's jobs from using any swap at all?",
     "memory.swap.max",
     ["admin-guide/cgroup-v2.rst.txt"], "setting"),
    ("k4-cgroup-cpus",
     "every process of the measurement job's cgroup should run only on CPUs 2 and 3; which cgroup file sets that?",
     "cpuset.cpus",
     ["admin-guide/cgroup-v2.rst.txt", "admin-guide/cgroup-v1/cpusets.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k4-update-old-config",
     "I copied the .config of my old kernel into the new source tree; which make target updates it and gives every new option its default without asking me about each one?",
     "olddefconfig",
     ["admin-guide/README.rst.txt", "admin-guide/reporting-regressions.rst.txt",
      "translations/zh_CN/admin-guide/README.rst.txt", "translations/zh_TW/admin-guide/README.rst.txt",
      "translations/zh_CN/admin-guide/reporting-regressions.rst.txt"], "command"),
    ("k4-copy-from-user",
     "my ioctl handler gets a pointer to a struct in the calling program's memory; which function copies it safely into kernel memory?",
     "copy_from_user",
     ["kernel-hacking/hacking.rst.txt", "translations/it_IT/kernel-hacking/hacking.rst.txt"], "command"),
    ("k4-coherent-buffer",
     "our FPGA and the CPU both read and write a descriptor ring; which call allocates a buffer that both sides see consistently without explicit syncs?",
     "dma_alloc_coherent",
     ["core-api/dma-api-howto.rst.txt", "core-api/dma-api.rst.txt"], "command"),
    ("k4-map-registers",
     "how does my driver map the FPGA's register block, which sits at a physical bus address, into kernel virtual addresses so I can read and write the registers?",
     "ioremap",
     ["driver-api/device-io.rst.txt"], "command"),
    ("k4-export-uapi-headers",
     "our cross toolchain needs the kernel's userspace API headers; which make target exports them, cleaned up for use by userspace programs?",
     "make headers_install",
     ["kbuild/headers_install.rst.txt"], "command"),
    ("k4-semantic-patches",
     "how do I run all the Coccinelle semantic patches that ship with the kernel over the source tree?",
     "make coccicheck",
     ["dev-tools/coccinelle.rst.txt", "process/4.Coding.rst.txt", "translations/it_IT/process/4.Coding.rst.txt",
      "translations/zh_CN/process/4.Coding.rst.txt", "translations/zh_TW/process/4.Coding.rst.txt"], "command"),
    ("k4-check-dt-binding",
     "I wrote a YAML devicetree binding for our board's sensor; which make target checks the schema and its example?",
     "dt_binding_check",
     ["devicetree/bindings/writing-schema.rst.txt", "devicetree/bindings/submitting-patches.rst.txt"], "command"),
    ("k4-debug-to-ring-buffer",
     "printk in my interrupt path slows everything down and floods dmesg; which function writes debug strings into the ftrace ring buffer instead?",
     "trace_printk",
     ["trace/ftrace.rst.txt"], "command"),
    ("k4-gdb-module-symbols",
     "debugging a kernel in QEMU with gdb, breakpoints in my loadable module don't resolve; which gdb command from the kernel's helper scripts loads the module symbols?",
     "lx-symbols",
     ["dev-tools/gdb-kernel-debugging.rst.txt", "translations/zh_CN/dev-tools/gdb-kernel-debugging.rst.txt"],
     "command"),
    ("k4-timer-latency-tool",
     "which tool from the kernel tree measures timer interrupt and timer thread wakeup latency on our realtime box?",
     "rtla timerlat",
     ["tools/rtla/rtla-timerlat.rst.txt", "tools/rtla/common_timerlat_description.rst.txt",
      "tools/rtla/rtla-timerlat-top.rst.txt", "tools/rtla/rtla-timerlat-hist.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k4-patch-summary-length",
     "how long may the one-line summary of my patch be?",
     "70-75 characters",
     ["process/submitting-patches.rst.txt"], "value"),
    ("k4-resend-wait",
     "I mailed a patch and heard nothing back; how long should I wait before resending it or pinging the reviewers?",
     "one week",
     ["process/submitting-patches.rst.txt"], "value"),
    ("k4-merge-window",
     "how long does the merge window for a new mainline release stay open?",
     "two weeks",
     ["process/2.Process.rst.txt", "process/howto.rst.txt", "process/maintainer-netdev.rst.txt",
      "bpf/bpf_devel_QA.rst.txt"], "value"),
    ("k4-stable-patch-size",
     "how big may a patch be and still be accepted into the stable kernel trees?",
     "100 lines",
     ["process/stable-kernel-rules.rst.txt"], "value"),
    ("k4-nr-open-default",
     "what's the default ceiling on how many file handles a single process can allocate, the fs.nr_open value?",
     "1048576",
     ["admin-guide/sysctl/fs.rst.txt"], "value"),
    ("k4-perf-stack-depth",
     "perf call graphs of our deeply recursive code get cut off; by default, how many stack frames does the kernel copy per sample?",
     "127",
     ["admin-guide/sysctl/kernel.rst.txt"], "value"),
    ("k4-tcp-dead-peer",
     "with default settings, how long does TCP keep retransmitting on an established connection to a dead peer before it gives up, at least?",
     "924.6 seconds",
     ["networking/ip-sysctl.rst.txt"], "value"),
    ("k4-syn-retries-time",
     "connect() to an unreachable lab host hangs for a long time; by default, how long until the last SYN retransmission?",
     "63seconds",
     ["networking/ip-sysctl.rst.txt"], "value"),
    ("k4-sysv-message-size",
     "what's the default largest message, in bytes, I can send through a System V message queue?",
     "8192 by default",
     ["admin-guide/sysctl/kernel.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k4-strcpy-deprecated",
     "reviewers tell me not to use strcpy() in new kernel code; why is it deprecated?",
     "no bounds checking on the destination buffer",
     ["process/deprecated.rst.txt"], "reason"),
    ("k4-gfp-kernel-irq",
     "my interrupt handler calls kmalloc(..., GFP_KERNEL) and I get 'sleeping function called from invalid context'; why is GFP_KERNEL wrong there?",
     "must be allowed to sleep",
     ["core-api/memory-allocation.rst.txt"], "reason"),
    ("k4-inline-everywhere",
     "why do reviewers push back when I mark lots of functions inline to make them faster?",
     "much bigger kernel",
     ["process/coding-style.rst.txt"], "reason"),
    ("k4-no-stable-driver-api",
     "why won't the kernel developers keep the in-kernel driver interfaces stable so our vendor's out-of-tree module keeps building?",
     "fix the current interfaces to work better",
     ["process/stable-api-nonsense.rst.txt"], "reason"),
    ("k4-msi-over-pins",
     "why is it better for my PCIe card's driver to use MSI rather than the legacy interrupt pin?",
     "never shared",
     ["PCI/msi-howto.rst.txt"], "reason"),
    ("k4-raid5-no-start",
     "after a crash, md won't start my RAID5 array that was already missing a disk; why doesn't it start such an array by default?",
     "silent data corruption",
     ["driver-api/md/raid5-ppl.rst.txt"], "reason"),
    ("k4-ext4-writeback-garbage",
     "we mounted the scratch ext4 disk with data=writeback for speed, and after a power cut some freshly written files held pieces of old files; why?",
     "stale data exposed",
     ["admin-guide/ext4.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k4-mount-debugfs",
     "/sys/kernel/debug is empty on our board, so the debugging howto doesn't work; what's the command to mount debugfs there?",
     "mount -t debugfs none /sys/kernel/debug",
     ["filesystems/debugfs.rst.txt", "dev-tools/gcov.rst.txt", "dev-tools/kcov.rst.txt",
      "firmware-guide/acpi/method-customizing.rst.txt", "infiniband/ipoib.rst.txt",
      "translations/zh_CN/filesystems/debugfs.rst.txt", "translations/zh_TW/filesystems/debugfs.rst.txt",
      "translations/zh_CN/dev-tools/gcov.rst.txt", "translations/zh_CN/infiniband/ipoib.rst.txt"], "procedure"),
    ("k4-enable-one-event",
     "with ftrace, how do I turn on just the sched_switch tracepoint by writing its name into a file?",
     "set_event",
     ["trace/events.rst.txt", "trace/ftrace.rst.txt"], "procedure"),
    ("k4-switch-io-scheduler",
     "how do I switch the disk that holds our database to a different I/O scheduler while the system is running?",
     "queue/scheduler",
     ["block/switching-sched.rst.txt"], "procedure"),
    ("k4-log-over-network",
     "the test box freezes hard with nothing on the screen; how do I have its kernel messages sent over UDP to another machine right from boot?",
     "netconsole=",
     ["networking/netconsole.rst.txt"], "procedure"),
    ("k4-irq-to-one-cpu",
     "I want the network card's interrupt handled only on CPU 3; which file under /proc/irq do I write the CPU mask to?",
     "smp_affinity",
     ["core-api/irq/irq-affinity.rst.txt", "filesystems/proc.rst.txt",
      "translations/zh_CN/core-api/irq/irq-affinity.rst.txt"], "procedure"),
    ("k4-pause-cgroup",
     "how do I pause every process of a cgroup v2 group without killing them, and let them continue later?",
     "cgroup.freeze",
     ["admin-guide/cgroup-v2.rst.txt"], "procedure"),
    ("k4-dynamic-probe",
     "I want to log every call of a kernel function with its arguments without rebuilding the kernel; which tracing file do I write the probe definition into?",
     "kprobe_events",
     ["trace/kprobetrace.rst.txt", "trace/ftrace.rst.txt"], "procedure"),
    ("k4-add-device-id",
     "our FPGA card shows up with a PCI vendor/device ID that no driver lists; how do I tell an existing driver at runtime to bind to that ID?",
     "new_id",
     ["PCI/pci.rst.txt", "driver-api/uio-howto.rst.txt", "driver-api/vfio.rst.txt",
      "translations/zh_CN/PCI/pci.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k4-ubsan-meaning",
     "what is UBSAN?",
     "undefined behavior sanitizer",
     ["dev-tools/ubsan.rst.txt"], "definition"),
    ("k4-opp-meaning",
     "the cpufreq and power docs keep mentioning OPPs; what is an OPP?",
     "operating performance points",
     ["power/opp.rst.txt", "admin-guide/pm/cpufreq.rst.txt", "scheduler/sched-capacity.rst.txt",
      "translations/zh_CN/scheduler/sched-capacity.rst.txt"], "definition"),
    ("k4-eas-meaning",
     "what does EAS mean in the scheduler documentation?",
     "energy aware scheduling",
     ["scheduler/sched-energy.rst.txt", "admin-guide/sysctl/kernel.rst.txt", "scheduler/sched-capacity.rst.txt",
      "translations/zh_CN/scheduler/sched-capacity.rst.txt"], "definition"),
    ("k4-btf-meaning",
     "bpftool complains that the kernel has no BTF; what is BTF?",
     "bpf type format",
     ["bpf/btf.rst.txt", "process/changes.rst.txt", "translations/it_IT/process/changes.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

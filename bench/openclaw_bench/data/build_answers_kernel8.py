"""Eighth held-out set of short-fact questions over the Linux kernel 6.1 docs.

Prints ``answer_kernel_heldout8.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names paths relative to ``_sources``.

How it was written (blind): the questions were written from reading the kernel
documentation sources themselves (plain ``.rst.txt`` files, searched for
phrases), as an engineer at a lab bench would type or say them -- mostly a
situation in everyday words ("core dumps of the parallel analysis workers
overwrite each other..."), some in the documentation's own terms -- spread
over sysctl files (kernel, vm, net core, IPv4), cgroup v2 memory protection
and group kill, per-task timer slack, cpufreq's userspace governor, the build
system (stack checking, preparing trees for external modules, version
suffixes), delay accounting, fault injection, lock statistics, NUMA memory
policy tools, printk formats and prefixes, symbol namespaces, disk I/O
statistics, page owner tracking, minimal tool versions, nice levels, the
stable and license rules, ext4 directory limits, connection tracking
timeouts, hwmon units, PPS sources, socket timestamping, DMA buffers, ext4
write barriers, the GPIO sysfs ABI, ioctl structures, L1TF and SMT, bool in
structures, bug reporting, booting into a shell and acronyms (MTD, HPET,
SR-IOV, LKDTM). The most famous facts were avoided, and so was every answer
and every question topic of the earlier answer sets (``answer_kernel_tune``,
``answer_kernel_heldout``, ``answer_kernel_heldout3`` to
``answer_kernel_heldout7``, ``answer_pg_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose; the
seventh set's builder (``build_answers_kernel7.py``) was read as the template
for format and rules. Nothing of the answer code, of its search or answer
output, or of the benchmark results was opened while writing it; the
questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer`` is
the short phrase that carries the asked-for fact, copied as the page writes
it; ``relevant`` lists every page that states the fact with that phrase, best
first, leaving out index pages, lists of file names and passing uses;
translations under ``translations/`` that state the same fact with the same
phrase are listed after the English pages.

Usage::

    python3 build_answers_kernel8.py > answer_kernel_heldout8.jsonl
    python3 validate_answers.py answer_kernel_heldout8.jsonl  # with a Python that has the appliance installed

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
    ("k8-core-file-per-pid",
     "core dumps of the parallel analysis workers overwrite each other because every one is just called 'core'; which kernel sysctl appends the PID to the core file name?",
     "core_uses_pid",
     ["admin-guide/sysctl/kernel.rst.txt"], "setting"),
    ("k8-oom-task-dump",
     "on the big compute node every OOM kill spends ages printing a table of thousands of tasks to the console; which vm sysctl switches that task dump off?",
     "oom_dump_tasks",
     ["admin-guide/sysctl/vm.rst.txt"], "setting"),
    ("k8-low-address-mmap",
     "which vm sysctl sets how much of the lowest address space user processes are kept from mapping, as protection against kernel NULL dereference bugs?",
     "mmap_min_addr",
     ["admin-guide/sysctl/vm.rst.txt"], "setting"),
    ("k8-background-writeback-start",
     "the data logger piles up lots of dirty page cache before anything gets written to the SD card; which vm sysctl sets, as a percentage of available memory, when the flusher threads start background writeback?",
     "dirty_background_ratio",
     ["admin-guide/sysctl/vm.rst.txt", "admin-guide/laptops/laptop-mode.rst.txt"], "setting"),
    ("k8-tcp-idle-cwnd",
     "our instrument sends a burst of results every few seconds over one long-lived TCP connection, and each burst starts slowly again as if the connection were new; which TCP sysctl stops the congestion window from timing out after idle?",
     "tcp_slow_start_after_idle",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k8-default-queue-discipline",
     "I want every network interface to come up with fq_codel instead of pfifo_fast; which net.core sysctl picks the default queuing discipline?",
     "default_qdisc",
     ["admin-guide/sysctl/net.rst.txt"], "setting"),
    ("k8-socket-busy-poll",
     "for our low-latency trigger receiver I want socket reads to busy-poll the device queue for a few microseconds instead of sleeping; which net.core sysctl sets that default for all sockets?",
     "busy_read",
     ["admin-guide/sysctl/net.rst.txt"], "setting"),
    ("k8-protect-acq-cache",
     "when students run big jobs, the acquisition cgroup's memory gets reclaimed and its cache is gone; which cgroup v2 file gives a group best-effort protection from reclaim up to a boundary?",
     "memory.low",
     ["admin-guide/cgroup-v2.rst.txt"], "setting"),
    ("k8-timer-slack",
     "our polling loop's sleeps wake up a little late because the kernel coalesces timers; which per-process file under /proc shows and sets the task's timer slack in nanoseconds?",
     "timerslack_ns",
     ["filesystems/proc.rst.txt"], "setting"),
    ("k8-orphan-shm-segments",
     "crashed acquisition programs leave System V shared memory segments behind that nobody ever removes; which kernel sysctl destroys segments automatically once no process is attached?",
     "shm_rmid_forced",
     ["admin-guide/sysctl/kernel.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k8-stack-hogs",
     "before submitting my driver I want to find functions that put large buffers on the kernel stack; which make target lists stack usage?",
     "make checkstack",
     ["process/submit-checklist.rst.txt", "translations/it_IT/process/submit-checklist.rst.txt",
      "translations/zh_CN/process/submit-checklist.rst.txt", "translations/zh_TW/process/submit-checklist.rst.txt"],
     "command"),
    ("k8-prepare-tree-ext-modules",
     "I only want to build our out-of-tree driver against a freshly unpacked kernel source, without building the whole kernel first; which make target prepares the tree for that?",
     "modules_prepare",
     ["kbuild/modules.rst.txt"], "command"),
    ("k8-task-delay-stats",
     "I want to know how long our acquisition process waits for the CPU, for block I/O and for swap-in; which user-space utility from tools/accounting prints a task's delay statistics?",
     "getdelays",
     ["accounting/delay-accounting.rst.txt", "accounting/taskstats.rst.txt",
      "translations/zh_CN/accounting/delay-accounting.rst.txt", "translations/zh_CN/accounting/taskstats.rst.txt"],
     "command"),
    ("k8-fail-kmalloc",
     "to test my driver's error paths I want kmalloc() to fail now and then on purpose; which fault-injection capability injects slab allocation failures?",
     "failslab",
     ["fault-injection/fault-injection.rst.txt"], "command"),
    ("k8-lock-contention-file",
     "with CONFIG_LOCK_STAT enabled, which file do I read to see the contention statistics for kernel locks?",
     "/proc/lock_stat",
     ["locking/lockstat.rst.txt"], "command"),
    ("k8-interleave-memory",
     "I want to start the analysis program with its memory interleaved over both NUMA nodes, from the shell and without changing its code; which command-line tool sets the memory policy?",
     "numactl",
     ["admin-guide/mm/numa_memory_policy.rst.txt", "admin-guide/cgroup-v1/cpusets.rst.txt"], "command"),
    ("k8-hex-bytes-printk",
     "in my driver I want to print the first 16 bytes of a received frame as hex in one printk line; which format specifier prints a small buffer as a hex string?",
     "%*ph",
     ["core-api/printk-formats.rst.txt", "translations/zh_CN/core-api/printk-formats.rst.txt"], "command"),
    ("k8-message-prefix",
     "I want every pr_info() and pr_err() message from my driver's source file to start with the module name, without typing it each time; which macro do I define at the top of the file?",
     "pr_fmt",
     ["core-api/printk-basics.rst.txt", "core-api/printk-index.rst.txt",
      "translations/zh_CN/core-api/printk-basics.rst.txt"], "command"),
    ("k8-export-into-namespace",
     "our core module exports helper functions that only our own plug-in modules should use after explicitly importing them; which macro exports a symbol into a namespace?",
     "EXPORT_SYMBOL_NS",
     ["core-api/symbol-namespaces.rst.txt", "kernel-hacking/hacking.rst.txt",
      "translations/it_IT/core-api/symbol-namespaces.rst.txt", "translations/it_IT/kernel-hacking/hacking.rst.txt",
      "translations/zh_CN/core-api/symbol-namespaces.rst.txt", "translations/zh_CN/kernel-hacking/hacking.rst.txt"],
     "command"),
    ("k8-all-disks-one-file",
     "the storage box has sixty disks and I'd rather read one file per sample than open /sys/block/*/stat for each disk; which file holds the I/O statistics of all disks?",
     "/proc/diskstats",
     ["admin-guide/iostats.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k8-rustc-minimum",
     "I want to try the kernel's Rust support on the build box; what is the oldest rustc version it accepts?",
     "1.62.0",
     ["process/changes.rst.txt"], "value"),
    ("k8-nice-19-share",
     "I reniced the background reindexing job to +19; roughly what share of the CPU does it still get next to a normal task?",
     "1.5%",
     ["scheduler/sched-nice-design.rst.txt", "translations/zh_CN/scheduler/sched-nice-design.rst.txt"], "value"),
    ("k8-stable-review-window",
     "once a fix has been queued for a stable kernel, how long does the review committee have to ACK or NAK it?",
     "48 hours",
     ["process/stable-kernel-rules.rst.txt"], "value"),
    ("k8-ext4-subdir-limit",
     "we create one subdirectory per run inside a single directory on ext4; without dir_nlink, how many subdirectories can that directory hold at most?",
     "64,998 subdirectories",
     ["filesystems/ext4/inodes.rst.txt"], "value"),
    ("k8-acct-suspend-space",
     "BSD process accounting stopped writing on the nearly full log disk; below how much free space does it suspend by default?",
     "drops below 2%",
     ["admin-guide/sysctl/kernel.rst.txt"], "value"),
    ("k8-conntrack-established",
     "an idle TCP session to the instrument through our Linux gateway with connection tracking survives for days; what is the default timeout for established TCP connections in conntrack?",
     "432000 (5 days)",
     ["networking/nf_conntrack-sysctl.rst.txt"], "value"),
    ("k8-hwmon-energy-unit",
     "the power monitor chip on our board shows energy1_input under hwmon; what unit is that cumulative energy in?",
     "microJoule",
     ["hwmon/sysfs-interface.rst.txt", "hwmon/ibmpowernv.rst.txt", "hwmon/ltc2947.rst.txt"], "value"),
    ("k8-spdx-shebang-line",
     "our helper script starts with a #! line; on which line does the SPDX license identifier go?",
     "goes into the second line",
     ["process/license-rules.rst.txt"], "value"),
    ("k8-pps-usb-jitter",
     "if I take the GPS pulse-per-second signal through a USB-to-serial adapter instead of a real serial port, how much clock instability have users reported?",
     "around +-1ms",
     ["driver-api/pps.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k8-dma-stack-buffer",
     "why mustn't my driver hand a buffer on the stack to the DMA engine of our FPGA card?",
     "mapped somewhere entirely different than the rest of physical memory",
     ["core-api/dma-api-howto.rst.txt"], "reason"),
    ("k8-ext4-nobarrier",
     "a colleague mounted the ext4 data disk with barrier=0 to speed up writes; why is that risky on an ordinary disk without battery backing?",
     "making volatile disk write caches safe to use",
     ["admin-guide/ext4.rst.txt"], "reason"),
    ("k8-gpio-sysfs-new-jig",
     "why do the docs tell me not to build our new test jig's GPIO control on /sys/class/gpio?",
     "THIS ABI IS DEPRECATED",
     ["admin-guide/gpio/sysfs.rst.txt"], "reason"),
    ("k8-ioctl-long-fields",
     "why did the reviewer reject the unsigned long fields in my ioctl argument structure?",
     "can be either 32-bit or 64-bit wide",
     ["driver-api/ioctl.rst.txt"], "reason"),
    ("k8-l1tf-flush-smt",
     "on the VM host L1D flushing is enabled, yet the L1TF docs still worry about hyperthreading; why doesn't the flush help when SMT is on?",
     "sibling thread will also bring back its data into the L1D",
     ["admin-guide/hw-vuln/l1tf.rst.txt"], "reason"),
    ("k8-bool-in-struct",
     "why does the coding style say not to use bool in a structure whose size and layout matter?",
     "size and alignment varies based on the compiled architecture",
     ["process/coding-style.rst.txt"], "reason"),
    ("k8-one-off-hang",
     "the test rig hung once last week and never again; why do the reporting docs say it is often fruitless to report an issue that happened only once?",
     "bit flip due to cosmic radiation",
     ["admin-guide/reporting-issues.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k8-fixed-cpu-frequency",
     "for reproducible benchmarks I want the CPU pinned at one fixed frequency; with the userspace governor attached, which cpufreq attribute do I write the frequency to?",
     "scaling_setspeed",
     ["admin-guide/pm/cpufreq.rst.txt"], "procedure"),
    ("k8-who-allocated-pages",
     "memory slowly disappears on the test board and I want to know who allocated each page; the kernel has page owner built in, so what do I add to the boot command line to turn it on?",
     "page_owner=on",
     ["mm/page_owner.rst.txt", "dev-tools/kasan.rst.txt", "translations/zh_CN/mm/page_owner.rst.txt",
      "translations/zh_CN/dev-tools/kasan.rst.txt"], "procedure"),
    ("k8-kill-whole-cgroup",
     "a runaway job forks faster than I can kill its processes one by one; in cgroup v2, which file do I write 1 to so every process in the group is killed at once?",
     "cgroup.kill",
     ["admin-guide/cgroup-v2.rst.txt"], "procedure"),
    ("k8-version-suffix",
     "my self-built test kernel has the same version as the distribution's and its modules would land in the same directory; which config option appends my own suffix to the kernel version?",
     "LOCALVERSION",
     ["admin-guide/README.rst.txt", "admin-guide/module-signing.rst.txt",
      "translations/zh_CN/admin-guide/README.rst.txt",
      "translations/zh_TW/admin-guide/README.rst.txt"], "procedure"),
    ("k8-stable-backport-line",
     "I'm sending a backport of a mainline fix to the stable list myself; what line do I put at the top of the changelog to name the upstream commit?",
     "commit <sha1> upstream.",
     ["process/stable-kernel-rules.rst.txt", "translations/it_IT/process/stable-kernel-rules.rst.txt"],
     "procedure"),
    ("k8-boot-to-shell",
     "the board's root filesystem boots but its init script hangs; what do I put on the kernel command line to get a plain shell instead of init?",
     "init=/bin/sh",
     ["filesystems/ramfs-rootfs-initramfs.rst.txt"], "procedure"),
    ("k8-pps-without-gps",
     "the GPS receiver hasn't arrived yet, but I want to test our PPS setup and ppstest right now; which driver provides a fake PPS source without any hardware?",
     "pps-ktimer",
     ["driver-api/pps.rst.txt"], "procedure"),
    ("k8-nic-hw-timestamps",
     "our capture program needs the network card's hardware receive timestamp for every packet; which socket option do I enable?",
     "SO_TIMESTAMPING",
     ["networking/timestamping.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k8-mtd-meaning",
     "the raw NAND flash of our data logger shows up as /dev/mtd0; what does MTD stand for?",
     "Memory Technology Device",
     ["driver-api/mtd/index.rst.txt", "driver-api/mtdnand.rst.txt", "filesystems/ubifs-authentication.rst.txt",
      "admin-guide/kernel-parameters.rst.txt"],
     "definition"),
    ("k8-hpet-meaning",
     "the boot log lists hpet as a clocksource on the acquisition PC; what is HPET?",
     "High Precision Event Timer",
     ["timers/hpet.rst.txt"], "definition"),
    ("k8-sriov-meaning",
     "the new 25G network card advertises SR-IOV for our virtual machines; what does SR-IOV stand for?",
     "Single Root I/O Virtualization",
     ["PCI/pci-iov-howto.rst.txt", "x86/sva.rst.txt", "networking/devlink/devlink-params.rst.txt"],
     "definition"),
    ("k8-lkdtm-meaning",
     "to test that kdump really captures a crash, a colleague suggests loading lkdtm; what does LKDTM stand for?",
     "Linux Kernel Dump Test Module",
     ["fault-injection/provoke-crashes.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

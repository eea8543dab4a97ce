"""Sixth held-out set of short-fact questions over the Linux kernel 6.1 docs.

Prints ``answer_kernel_heldout6.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names paths relative to ``_sources``.

How it was written (blind): the questions were written from reading the kernel
documentation sources themselves (plain ``.rst.txt`` files, searched for
phrases), as an engineer at a lab bench would type or say them -- mostly a
situation in everyday words ("someone leaned on the keyboard of the
acquisition PC and it rebooted on the spot..."), some in the documentation's
own terms -- spread over sysctl files (net, vm, kernel, fs), IPv4 and IPv6
neighbour and address settings, the build system (config targets, output
directory, cross compiling, reproducible builds), oops decoding, serial
console, ramoops, configfs, SysRq, input and hardware monitoring tools,
machine checks, CPU frequency tools, ext4 and XFS mount options, kernel
stacks, the coding style and the regression and mailing-list etiquette. The
most famous facts were avoided, and so was every answer and every question
topic of the earlier answer sets (``answer_kernel_tune``,
``answer_kernel_heldout``, ``answer_kernel_heldout3`` to
``answer_kernel_heldout5``, ``answer_pg_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose; the fifth
set's builder (``build_answers_kernel5.py``) was read as the template for
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

    python3 build_answers_kernel6.py > answer_kernel_heldout6.jsonl
    python3 validate_answers.py answer_kernel_heldout6.jsonl  # with a Python that has the appliance installed

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
    ("k6-listen-backlog",
     "our little data server drops incoming connections when forty instruments connect at the same moment; which sysctl limits the listen() backlog a socket can ask for?",
     "somaxconn",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k6-system-file-handles",
     "the analysis box logs 'VFS: file-max limit reached' and programs can't open files; which /proc/sys/fs entry sets how many file handles the kernel will allocate?",
     "file-max",
     ["admin-guide/sysctl/fs.rst.txt"], "setting"),
    ("k6-pid-wrap",
     "our test harness spawns so many short processes that PIDs wrap around quickly and confuse the logs; which sysctl sets the value at which PID numbers wrap?",
     "pid_max",
     ["admin-guide/sysctl/kernel.rst.txt"], "setting"),
    ("k6-neighbour-table-full",
     "with hundreds of sensors on one flat subnet the kernel says 'neighbour table overflow'; which setting caps the number of non-permanent neighbour entries?",
     "gc_thresh3",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k6-ignore-ping",
     "security wants the lab gateway to stop answering pings altogether; which IPv4 sysctl makes the kernel ignore all ICMP echo requests?",
     "icmp_echo_ignore_all",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k6-reproducible-timestamp",
     "we build the kernel twice from the same tree and the images differ only in the build date; which variable fixes the timestamp baked into the build?",
     "KBUILD_BUILD_TIMESTAMP",
     ["kbuild/reproducible-builds.rst.txt", "kbuild/kbuild.rst.txt"], "setting"),
    ("k6-fin-wait-orphans",
     "netstat shows lots of connections stuck in FIN_WAIT_2 from clients that vanished; which sysctl sets how long an orphaned connection stays in that state?",
     "tcp_fin_timeout",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k6-lazytime-writeback",
     "the data disk is mounted with lazytime; which vm sysctl decides when an inode whose only change is a timestamp finally gets written back?",
     "dirtytime_expire_seconds",
     ["admin-guide/sysctl/vm.rst.txt"], "setting"),
    ("k6-mqueue-depth",
     "mq_open fails with EINVAL when our controller asks for a POSIX message queue 500 messages deep; which file limits the maximum number of messages in a queue?",
     "msg_max",
     ["admin-guide/sysctl/fs.rst.txt"], "setting"),
    ("k6-ctrl-alt-del",
     "someone leaned on the keyboard of the acquisition PC, hit Ctrl-Alt-Del and it rebooted on the spot; which sysctl decides whether that key combo reboots immediately or goes to init?",
     "ctrl-alt-del",
     ["admin-guide/sysctl/kernel.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k6-decode-oops-code",
     "an oops in dmesg ends with a 'Code:' line full of hex bytes; which script turns that into readable assembly?",
     "scripts/decodecode",
     ["admin-guide/bug-hunting.rst.txt", "translations/zh_CN/admin-guide/bug-hunting.rst.txt",
      "translations/zh_TW/admin-guide/bug-hunting.rst.txt"], "command"),
    ("k6-smallest-config",
     "for a boot-time experiment I want to start from the smallest kernel configuration possible; which make target gives me that?",
     "make tinyconfig",
     ["admin-guide/README.rst.txt", "translations/zh_CN/admin-guide/README.rst.txt",
      "translations/zh_TW/admin-guide/README.rst.txt"], "command"),
    ("k6-clean-tree",
     "I unpacked a kernel tree that someone already built in; which make command removes every stale object file and the old config before I start?",
     "make mrproper",
     ["admin-guide/README.rst.txt", "translations/zh_CN/admin-guide/README.rst.txt",
      "translations/zh_TW/admin-guide/README.rst.txt"], "command"),
    ("k6-vm-guest-config",
     "I'm building a kernel that will only run inside a KVM virtual machine; which make target switches on the extra guest support options?",
     "make kvm_guest.config",
     ["admin-guide/README.rst.txt", "translations/zh_CN/admin-guide/README.rst.txt"], "command"),
    ("k6-input-events",
     "a new foot pedal shows up as /dev/input/event7; which utility lets me watch the events it sends when pressed?",
     "evtest",
     ["input/input.rst.txt", "input/joydev/joystick.rst.txt"], "command"),
    ("k6-joystick-test",
     "we use a gamepad to steer the microscope stage; which utility tests that the joystick axes and buttons work?",
     "jstest",
     ["input/input.rst.txt", "input/joydev/joystick.rst.txt"], "command"),
    ("k6-rt-priority-tool",
     "which command-line tool sets a running process to SCHED_FIFO or SCHED_RR?",
     "chrt",
     ["scheduler/sched-design-CFS.rst.txt", "translations/zh_CN/scheduler/sched-design-CFS.rst.txt"], "command"),
    ("k6-amd-freq-info",
     "on our AMD workstation running the amd-pstate driver, which tool dumps the CPU frequency information?",
     "cpupower",
     ["admin-guide/pm/amd-pstate.rst.txt"], "command"),
    ("k6-find-sensor-chips",
     "I want to read the board's temperatures and fan speeds but don't know which monitoring chip drivers to load; which script probes and tells me?",
     "sensors-detect",
     ["hwmon/userspace-tools.rst.txt"], "command"),
    ("k6-decode-machine-checks",
     "the system log says 'Machine check events logged'; which tool collects and decodes those entries?",
     "mcelog",
     ["x86/x86_64/machinecheck.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k6-comm-length",
     "our process names get cut off in top after a few characters; how long can a task's comm name be?",
     "currently 16 chars",
     ["filesystems/proc.rst.txt"], "value"),
    ("k6-local-variables",
     "by the kernel coding style, how many local variables should a function have at most?",
     "5-10",
     ["process/coding-style.rst.txt", "translations/it_IT/process/coding-style.rst.txt"], "value"),
    ("k6-function-length",
     "how long may a function be according to the kernel coding style?",
     "one or two screenfuls",
     ["process/coding-style.rst.txt"], "value"),
    ("k6-default-ttl",
     "what TTL does Linux put on outgoing IPv4 packets by default?",
     "64 (as recommended by RFC1700)",
     ["networking/ip-sysctl.rst.txt"], "value"),
    ("k6-epoll-watch-default",
     "how many epoll watches may a user register by default? the docs give it as a share of low memory",
     "1/25 (4%)",
     ["admin-guide/sysctl/fs.rst.txt"], "value"),
    ("k6-overflow-uid",
     "files written by a user with a uid above 65535 onto a filesystem that only stores 16-bit uids end up owned by which uid by default?",
     "65534",
     ["admin-guide/sysctl/fs.rst.txt", "admin-guide/sysctl/kernel.rst.txt"], "value"),
    ("k6-x86-stack-size",
     "how big is each thread's kernel stack on x86-64?",
     "2*PAGE_SIZE",
     ["x86/kernel-stacks.rst.txt"], "value"),
    ("k6-ext4-inode-readahead",
     "what is the default of ext4's inode_readahead_blks mount option?",
     "the default value is 32",
     ["admin-guide/ext4.rst.txt"], "value"),
    ("k6-temp-address-lifetime",
     "our instruments use IPv6 privacy addresses; how long does a temporary address stay valid by default?",
     "172800 (2 days)",
     ["networking/ip-sysctl.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k6-min-free-too-low",
     "someone set vm.min_free_kbytes very low to get more usable memory; why is that a bad idea?",
     "prone to deadlock under high loads",
     ["admin-guide/sysctl/vm.rst.txt"], "reason"),
    ("k6-xfs-online-discard",
     "why do the XFS docs recommend running fstrim instead of mounting our SSD with the discard option?",
     "performance impact of this option is quite severe",
     ["admin-guide/xfs.rst.txt"], "reason"),
    ("k6-ipv6-address-cap",
     "why shouldn't I set the IPv6 max_addresses limit to zero or very large on a busy interface?",
     "easy way to crash the kernel",
     ["networking/ip-sysctl.rst.txt"], "reason"),
    ("k6-ifdef-in-c",
     "a reviewer asked me to move my #ifdef blocks out of the .c file into a header; why does the coding style want that?",
     "logic harder to follow",
     ["process/coding-style.rst.txt"], "reason"),
    ("k6-top-posting",
     "why should I not put my reply above the quoted text when answering on a kernel mailing list?",
     "makes a poor impression",
     ["process/2.Process.rst.txt"], "reason"),
    ("k6-suid-dump-debug",
     "why is setting suid_dumpable to 1 considered insecure?",
     "examine the memory contents of privileged processes",
     ["admin-guide/sysctl/fs.rst.txt"], "reason"),
    ("k6-heap-randomization-break",
     "an ancient binary crashes once heap randomization (randomize_va_space=2) is on; why do such old programs break?",
     "brk area starts just after the end of the code+bss",
     ["admin-guide/sysctl/kernel.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k6-cross-compile-prefix",
     "I build the kernel for our ARM board on an x86 PC; which make variable gives the prefix of the cross toolchain's binutils?",
     "CROSS_COMPILE",
     ["kbuild/kbuild.rst.txt", "kbuild/llvm.rst.txt"], "procedure"),
    ("k6-keep-panic-log",
     "our embedded board panics and reboots before anything reaches the disk; how can the oops and panic messages be kept in RAM across the reboot?",
     "ramoops",
     ["admin-guide/ramoops.rst.txt"], "procedure"),
    ("k6-track-regression",
     "I'm reporting a regression to the regressions list; what line do I add so the regression tracking bot follows it, naming the versions where it started?",
     "#regzbot introduced",
     ["admin-guide/reporting-regressions.rst.txt", "process/handling-regressions.rst.txt",
      "translations/zh_CN/admin-guide/reporting-regressions.rst.txt"], "procedure"),
    ("k6-separate-build-dir",
     "the kernel source lives on a read-only share; how do I make the build put all output files, .config included, into a different directory?",
     "make O=output/dir",
     ["admin-guide/README.rst.txt", "translations/zh_CN/admin-guide/README.rst.txt",
      "translations/zh_TW/admin-guide/README.rst.txt"], "procedure"),
    ("k6-mount-configfs",
     "the gadget setup guide expects a configfs tree but nothing is there; how do I mount configfs?",
     "mount -t configfs",
     ["filesystems/configfs.rst.txt", "PCI/endpoint/pci-endpoint-cfs.rst.txt", "iio/iio_configfs.rst.txt",
      "translations/zh_CN/iio/iio_configfs.rst.txt"], "procedure"),
    ("k6-sysrq-over-ssh",
     "the test box has no keyboard attached, only ssh; how do I fire a magic SysRq command anyway?",
     "/proc/sysrq-trigger",
     ["admin-guide/sysrq.rst.txt", "translations/zh_CN/admin-guide/sysrq.rst.txt"], "procedure"),
    ("k6-config-from-shell",
     "in a build script I want to switch DEBUG_INFO on in .config without opening menuconfig; which helper edits config options from the command line?",
     "scripts/config",
     ["admin-guide/bug-hunting.rst.txt", "admin-guide/media/building.rst.txt",
      "translations/zh_CN/admin-guide/bug-hunting.rst.txt", "translations/zh_TW/admin-guide/bug-hunting.rst.txt"],
     "procedure"),
    ("k6-serial-and-screen",
     "I want kernel messages both on the monitor and on the second serial port at 9600 baud; what do I put on the kernel command line?",
     "console=ttyS1,9600 console=tty0",
     ["admin-guide/serial-console.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k6-rcu-meaning",
     "the locking docs keep mentioning RCU; what does RCU stand for?",
     "read-copy update",
     ["RCU/rcu.rst.txt", "RCU/listRCU.rst.txt", "RCU/rcubarrier.rst.txt"], "definition"),
    ("k6-cma-meaning",
     "/proc/meminfo on our camera board has CmaTotal and CmaFree; what is CMA?",
     "contiguous memory allocator",
     ["filesystems/proc.rst.txt", "arm/omap/dss.rst.txt", "powerpc/firmware-assisted-dump.rst.txt"], "definition"),
    ("k6-gro-meaning",
     "ethtool lists a GRO offload on our capture NIC; what is GRO?",
     "generic receive offload",
     ["networking/segmentation-offloads.rst.txt", "networking/netdev-features.rst.txt",
      "networking/device_drivers/ethernet/intel/ixgbe.rst.txt", "networking/device_drivers/ethernet/intel/fm10k.rst.txt",
      "networking/device_drivers/ethernet/microsoft/netvsc.rst.txt"], "definition"),
    ("k6-xdp-meaning",
     "the NIC driver notes say it supports XDP; what does XDP stand for?",
     "express data path",
     ["networking/device_drivers/ethernet/intel/ice.rst.txt",
      "networking/device_drivers/ethernet/microsoft/netvsc.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

"""Fifth held-out set of short-fact questions over the Linux kernel 6.1 docs.

Prints ``answer_kernel_heldout5.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names paths relative to ``_sources``.

How it was written (blind): the questions were written from reading the kernel
documentation sources themselves (plain ``.rst.txt`` files, searched for
phrases), as an engineer at a lab bench would type or say them -- mostly a
situation in everyday words ("our digitizer streams UDP at a high rate and
drops packets..."), some in the documentation's own terms -- spread over
sysctl files (net, vm, kernel, fs), boot and module parameters, cgroup v2,
NUMA, networking (CAN, multicast, packet steering), USB and I2C, RAID, tracing
and debugging (hwlat, kgdb, ftrace on oops), driver and core APIs (sysfs,
lockdep, allocation helpers), the build system, initramfs, x86 cache
allocation, RAS and power capping, and the coding style and patch process. The
most famous facts were avoided, and so was every answer and every question
topic of the earlier answer sets (``answer_kernel_tune``,
``answer_kernel_heldout``, ``answer_kernel_heldout3``,
``answer_kernel_heldout4``, ``answer_pg_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose; the fourth
set's builder (``build_answers_kernel4.py``) was read as the template for
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

    python3 build_answers_kernel5.py > answer_kernel_heldout5.jsonl
    python3 validate_answers.py answer_kernel_heldout5.jsonl  # with a Python that has the appliance installed

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
    ("k5-udp-receive-buffer",
     "our digitizer streams UDP at a high rate and drops packets; the program asks for a 16 MB receive buffer but gets much less. which sysctl caps how big a socket receive buffer may be?",
     "rmem_max",
     ["admin-guide/sysctl/net.rst.txt", "networking/device_drivers/ethernet/chelsio/cxgb.rst.txt",
      "networking/device_drivers/ethernet/intel/ixgb.rst.txt"], "setting"),
    ("k5-numa-balancing",
     "on our two-socket workstation the kernel keeps migrating our analysis program's memory between NUMA nodes, which shows up as latency spikes; which sysctl switches that automatic balancing off?",
     "numa_balancing",
     ["admin-guide/sysctl/kernel.rst.txt"], "setting"),
    ("k5-zone-reclaim",
     "on a NUMA box a job keeps throwing away page cache on its own node although the other node has lots of free memory; which vm sysctl decides whether the kernel reclaims locally before going off-node?",
     "zone_reclaim_mode",
     ["admin-guide/sysctl/vm.rst.txt"], "setting"),
    ("k5-reverse-path-filter",
     "our instrument PC has two network cards on different subnets, and replies that come in on the 'wrong' card are silently dropped; which sysctl does that source address validation?",
     "rp_filter",
     ["networking/ip-sysctl.rst.txt", "admin-guide/media/faq.rst.txt"], "setting"),
    ("k5-unprivileged-ports",
     "our little web status page runs as a normal user and should listen on port 80 without root or capabilities; which sysctl moves the boundary of the privileged ports?",
     "ip_unprivileged_port_start",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k5-ping-sockets",
     "our monitoring script should be able to ping the instruments with ICMP datagram sockets as a normal user, without setuid; which sysctl allows a group to create ping sockets?",
     "ping_group_range",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k5-firmware-path",
     "the vendor installs our camera's firmware under /opt/vendor/firmware instead of /lib/firmware; what kernel parameter makes the firmware loader look there first?",
     "firmware_class.path",
     ["driver-api/firmware/fw_search_path.rst.txt"], "setting"),
    ("k5-cgroup-cpu-share",
     "in cgroup v2, I want the acquisition group to get a bigger share of the CPU than the students' batch jobs when the machine is busy, but no hard cap; which file sets that proportion?",
     "cpu.weight",
     ["admin-guide/cgroup-v2.rst.txt"], "setting"),
    ("k5-aio-limit",
     "our database's io_setup() calls fail with EAGAIN once several instances run at once; which fs sysctl is the system-wide cap on async I/O events?",
     "aio-max-nr",
     ["admin-guide/sysctl/fs.rst.txt"], "setting"),
    ("k5-ftrace-on-oops",
     "the test box oopses now and then and I'd like the ftrace buffer printed to the serial console when it happens; which sysctl does that?",
     "ftrace_dump_on_oops",
     ["admin-guide/sysctl/kernel.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k5-send-patches",
     "what's the recommended way to mail my patch series to the list so that my mail client doesn't wrap or mangle it?",
     "git send-email",
     ["process/submitting-patches.rst.txt", "process/email-clients.rst.txt",
      "translations/it_IT/process/submitting-patches.rst.txt", "translations/zh_CN/process/submitting-patches.rst.txt",
      "translations/zh_TW/process/submitting-patches.rst.txt", "translations/it_IT/process/email-clients.rst.txt",
      "translations/zh_CN/process/email-clients.rst.txt", "translations/zh_TW/process/email-clients.rst.txt"], "command"),
    ("k5-build-with-clang",
     "I want to build the kernel with clang and the LLVM tools instead of gcc and binutils; what do I pass to make?",
     "make LLVM=1",
     ["kbuild/llvm.rst.txt"], "command"),
    ("k5-sysfs-show",
     "in my driver's sysfs show() callback, which helper should I use to format the value into the buffer?",
     "sysfs_emit",
     ["filesystems/sysfs.rst.txt"], "command"),
    ("k5-assert-lock-held",
     "my helper must only ever be called with the device mutex held; instead of a comment saying so, how can lockdep check it at runtime?",
     "lockdep_assert_held",
     ["locking/lockdep-design.rst.txt", "process/maintainer-tip.rst.txt", "dev-tools/checkpatch.rst.txt"], "command"),
    ("k5-compile-time-check",
     "I want the build to fail if our register struct is ever not exactly 64 bytes; what's the kernel's compile-time assertion?",
     "BUILD_BUG_ON",
     ["process/coding-style.rst.txt"], "command"),
    ("k5-flexible-array-size",
     "allocating a struct that ends in a flexible array of n samples, which helper computes the allocation size without risking an integer overflow?",
     "struct_size",
     ["process/deprecated.rst.txt", "core-api/memory-allocation.rst.txt",
      "translations/it_IT/process/deprecated.rst.txt", "translations/zh_CN/core-api/memory-allocation.rst.txt"], "command"),
    ("k5-i2c-read-register",
     "in my driver for an I2C temperature sensor, which call reads a single byte from one of the chip's registers?",
     "i2c_smbus_read_byte_data",
     ["i2c/smbus-protocol.rst.txt", "i2c/writing-clients.rst.txt"], "command"),
    ("k5-config-in-c",
     "instead of wrapping code in #ifdef CONFIG_FOO, what does the coding style want me to use so the compiler still sees the code?",
     "IS_ENABLED",
     ["process/coding-style.rst.txt", "translations/it_IT/process/coding-style.rst.txt",
      "translations/zh_CN/process/coding-style.rst.txt", "translations/zh_TW/process/coding-style.rst.txt"], "command"),
    ("k5-usb-sniffing",
     "I need to capture the USB traffic between our instrument and the PC to see what the vendor software sends; which kernel facility does that?",
     "usbmon",
     ["usb/usbmon.rst.txt"], "command"),
    ("k5-list-i2c-adapters",
     "the new board has several I2C buses and I need to know which /dev/i2c-N belongs to which adapter; what command lists them all?",
     "i2cdetect -l",
     ["i2c/dev-interface.rst.txt", "i2c/i2c-sysfs.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k5-cmdline-length",
     "we keep adding boot parameters for our test setup; how long can the whole kernel command line be?",
     "between 256 and 4096 characters",
     ["admin-guide/kernel-parameters.rst.txt"], "value"),
    ("k5-firmware-path-length",
     "how long may the custom firmware search path I give the firmware loader be?",
     "up to 256 characters long",
     ["driver-api/firmware/fw_search_path.rst.txt"], "value"),
    ("k5-symlink-depth",
     "our build tree is a maze of symlinks pointing at symlinks; how many can one path lookup follow before the kernel gives up with an error?",
     "40 symlinks",
     ["filesystems/path-lookup.rst.txt"], "value"),
    ("k5-canfd-payload",
     "how many data bytes can one CAN FD frame carry, compared to the eight of classic CAN?",
     "up to 64 bytes of payload",
     ["networking/can.rst.txt"], "value"),
    ("k5-printk-burst",
     "a driver floods the log and after a while the kernel starts printing 'callbacks suppressed'; how many messages get through in a burst before printk rate limiting kicks in by default?",
     "10 messages",
     ["admin-guide/sysctl/kernel.rst.txt"], "value"),
    ("k5-hwlat-width",
     "with the hardware latency detector at its defaults, how long does it spin with the CPU held in each one-second window?",
     "500,000 usecs",
     ["trace/hwlat_detector.rst.txt"], "value"),
    ("k5-oops-limit",
     "our flaky driver oopses now and then but the box keeps running; after how many oopses will the kernel panic on its own by default?",
     "10000",
     ["admin-guide/sysctl/kernel.rst.txt"], "value"),
    ("k5-raid5-stripe-cache",
     "writes to our md RAID5 are slow and someone suggested enlarging the stripe cache; how many entries does it have by default?",
     "default is 256",
     ["admin-guide/md.rst.txt"], "value"),
    ("k5-multicast-groups",
     "our acquisition software subscribes one socket to lots of multicast streams and starts failing after a couple of dozen; what's the default limit on multicast groups?",
     "default: 20",
     ["networking/ip-sysctl.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k5-hashed-pointers",
     "my debug printk with %p prints addresses that look random and don't match anything in /proc/kallsyms; why?",
     "hashed to prevent leaking information",
     ["core-api/printk-formats.rst.txt"], "reason"),
    ("k5-gpl-only-symbol",
     "the vendor's closed-source module fails to load with 'Unknown symbol' for a function exported with EXPORT_SYMBOL_GPL, while our own modules use it fine; why?",
     "gpl compatible license",
     ["kernel-hacking/hacking.rst.txt"], "reason"),
    ("k5-sysfs-one-value",
     "reviewers rejected my sysfs attribute that prints a whole formatted table of channel settings; why?",
     "one value per file",
     ["filesystems/sysfs.rst.txt", "hwmon/sysfs-interface.rst.txt"], "reason"),
    ("k5-goto-cleanup",
     "why does so much kernel code use goto in its error paths, when we were taught goto is bad style?",
     "such as cleanup",
     ["process/coding-style.rst.txt"], "reason"),
    ("k5-sizeof-pointer",
     "why do reviewers want kmalloc(sizeof(*p), ...) instead of kmalloc(sizeof(struct foo), ...)?",
     "opportunity for a bug",
     ["process/coding-style.rst.txt"], "reason"),
    ("k5-no-vla",
     "why won't reviewers accept a variable-length array on the stack in my driver?",
     "much worse machine code",
     ["process/deprecated.rst.txt"], "reason"),
    ("k5-cgroup-internal-process",
     "in cgroup v2 I can't enable the memory controller for the children of a group that still has processes in it; why not?",
     "processes of their own",
     ["admin-guide/cgroup-v2.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k5-cache-allocation",
     "I want to reserve part of the L3 cache for our real-time acquisition process on an Intel server; how do I get at the kernel's cache allocation interface?",
     "mount -t resctrl",
     ["x86/resctrl.rst.txt"], "procedure"),
    ("k5-compact-now",
     "before reserving huge pages at runtime I'd like the kernel to defragment free memory right now; which file do I write 1 to?",
     "compact_memory",
     ["admin-guide/sysctl/vm.rst.txt"], "procedure"),
    ("k5-usb-lockdown",
     "on the shared measurement PC, newly plugged USB devices should stay unusable until an admin approves them; how do I lock down a USB host controller?",
     "authorized_default",
     ["usb/authorization.rst.txt"], "procedure"),
    ("k5-can-bitrate",
     "our CAN adapter shows up as can0; how do I set it to 500 kbit/s before bringing it up?",
     "type can bitrate",
     ["networking/can.rst.txt", "networking/device_drivers/can/can327.rst.txt"], "procedure"),
    ("k5-apply-patch",
     "a colleague mailed me a patch against the kernel source; from the top of the tree, how do I apply it?",
     "patch -p1",
     ["process/applying-patches.rst.txt", "admin-guide/README.rst.txt",
      "translations/zh_CN/admin-guide/README.rst.txt", "translations/zh_TW/admin-guide/README.rst.txt"], "procedure"),
    ("k5-kgdb-serial",
     "I want to debug the test board's kernel with gdb from another machine over the serial port; which boot argument sets up kgdb on that port?",
     "kgdboc=",
     ["dev-tools/kgdb.rst.txt"], "procedure"),
    ("k5-hide-processes",
     "on the shared lab box students can see everyone's processes and command lines with ps; how do I make /proc hide other users' processes?",
     "hidepid=",
     ["filesystems/proc.rst.txt"], "procedure"),
    ("k5-builtin-initramfs",
     "for our embedded board I want a small initramfs built right into the kernel image; which config option points the build at the archive or file list?",
     "CONFIG_INITRAMFS_SOURCE",
     ["driver-api/early-userspace/early_userspace_support.rst.txt", "filesystems/ramfs-rootfs-initramfs.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k5-memavailable",
     "/proc/meminfo shows MemFree at almost nothing but also a much larger MemAvailable; what is MemAvailable?",
     "an estimate of how much memory is available",
     ["filesystems/proc.rst.txt"], "definition"),
    ("k5-edac-meaning",
     "the server's log mentions EDAC when our ECC memory reports errors; what does EDAC stand for?",
     "error detection and correction",
     ["driver-api/edac.rst.txt", "admin-guide/ras.rst.txt"], "definition"),
    ("k5-rapl-meaning",
     "the powercap directory has an intel-rapl entry; what is RAPL?",
     "running average power limit",
     ["power/powercap/powercap.rst.txt"], "definition"),
    ("k5-rps-meaning",
     "the network scaling docs talk about RPS for spreading packet processing over CPUs; what does RPS stand for?",
     "receive packet steering",
     ["networking/scaling.rst.txt", "networking/dsa/dsa.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

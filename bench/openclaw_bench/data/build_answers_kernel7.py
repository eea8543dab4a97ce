"""Seventh held-out set of short-fact questions over the Linux kernel 6.1 docs.

Prints ``answer_kernel_heldout7.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names paths relative to ``_sources``.

How it was written (blind): the questions were written from reading the kernel
documentation sources themselves (plain ``.rst.txt`` files, searched for
phrases), as an engineer at a lab bench would type or say them -- mostly a
situation in everyday words ("the data logger's watchdog daemon must never be
able to switch the watchdog off again..."), some in the documentation's own
terms -- spread over sysctl files (vm, kernel, fs, IPv4 and IPv6), cgroup v2
OOM handling, intel_pstate, watchdog drivers, the ftrace ring buffer and
per-process tracing, the build system (compiler flags, verbose builds,
module install prefix, comparing configs), printk formats, string parsing
helpers, kernel-doc checking, pktgen, nstat, spidev, SLUB statistics, ext4
extents, pipe limits, 1-wire and I2C/SMBus devices, the RTC, bcache, ramfs
and initramfs archives, dm-crypt, laptop mode, md resync limits, NFS root and
CIFS mounts, the coding style, patch submission, e-mail clients, the security
and release process and acronyms (IIO, PTI, AER, UIO). The most famous facts
were avoided, and so was every answer and every question topic of the earlier
answer sets (``answer_kernel_tune``, ``answer_kernel_heldout``,
``answer_kernel_heldout3`` to ``answer_kernel_heldout6``, ``answer_pg_*``,
``answer_questions*``, ``answer_unanswerable_*``), which were read only for
that purpose; the sixth set's builder (``build_answers_kernel6.py``) was read
as the template for format and rules. Nothing of the answer code, of its
search or answer output, or of the benchmark results was opened while writing
it; the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer`` is
the short phrase that carries the asked-for fact, copied as the page writes
it; ``relevant`` lists every page that states the fact with that phrase, best
first, leaving out index pages, lists of file names and passing uses;
translations under ``translations/`` that state the same fact with the same
phrase are listed after the English pages.

Usage::

    python3 build_answers_kernel7.py > answer_kernel_heldout7.jsonl
    python3 validate_answers.py answer_kernel_heldout7.jsonl  # with a Python that has the appliance installed

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
    ("k7-panic-instead-of-oom",
     "on the test rig I'd rather the whole machine panic (so kdump catches it) than have the OOM killer quietly kill some process; which vm sysctl does that?",
     "panic_on_oom",
     ["admin-guide/sysctl/vm.rst.txt"], "setting"),
    ("k7-vpn-blackhole-mtu",
     "big transfers over the site VPN stall while small ones work, looks like an ICMP black hole; which TCP sysctl turns on packetization-layer path MTU discovery?",
     "tcp_mtu_probing",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k7-kmsg-flood",
     "a user-space daemon writes so much into /dev/kmsg that real kernel messages get lost; which sysctl controls whether user space may log to /dev/kmsg?",
     "printk_devkmsg",
     ["admin-guide/sysctl/kernel.rst.txt"], "setting"),
    ("k7-kill-whole-job",
     "when the OOM killer hits one worker of our analysis job, the remaining workers limp on with half the data; in cgroup v2, how do I make it kill the whole group together?",
     "memory.oom.group",
     ["admin-guide/cgroup-v2.rst.txt"], "setting"),
    ("k7-no-turbo",
     "timing measurements on the Intel workstation jump around because of turbo boost; which intel_pstate sysfs attribute switches turbo P-states off?",
     "no_turbo",
     ["admin-guide/pm/intel_pstate.rst.txt"], "setting"),
    ("k7-watchdog-no-stop",
     "the data logger's watchdog daemon must never be able to switch the hardware watchdog off again, even if it closes the device; which driver option makes the watchdog impossible to stop once started?",
     "nowayout",
     ["watchdog/watchdog-api.rst.txt", "watchdog/watchdog-parameters.rst.txt", "watchdog/wdt.rst.txt"], "setting"),
    ("k7-trace-buffer-size",
     "my function trace loses the interesting early events because the ring buffer wraps; which tracefs file sets how many kilobytes each CPU buffer holds?",
     "buffer_size_kb",
     ["trace/ftrace.rst.txt"], "setting"),
    ("k7-extra-compiler-flags",
     "I want gcc run with an extra option (like -W for more warnings) for every file of the kernel build without editing any Makefile; which make variable takes additional C compiler options?",
     "KCFLAGS",
     ["kbuild/kbuild.rst.txt", "process/4.Coding.rst.txt", "process/submit-checklist.rst.txt",
      "translations/it_IT/process/4.Coding.rst.txt", "translations/it_IT/process/submit-checklist.rst.txt",
      "translations/zh_CN/process/4.Coding.rst.txt", "translations/zh_TW/process/4.Coding.rst.txt"], "setting"),
    ("k7-shm-segment-size",
     "the camera's acquisition library fails to create one large System V shared memory segment; which sysctl sets the maximum size of a shared memory segment?",
     "shmmax",
     ["admin-guide/sysctl/kernel.rst.txt"], "setting"),
    ("k7-ignore-router-adverts",
     "a misconfigured box on the lab LAN sends IPv6 router advertisements and our measurement PCs pick up addresses and routes from it; which per-interface sysctl decides whether router advertisements are accepted?",
     "accept_ra",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k7-kernel-packet-generator",
     "to load-test the new 10G capture NIC I want to blast packets from inside the kernel at line rate; which in-kernel packet generator is there?",
     "pktgen",
     ["networking/pktgen.rst.txt"], "command"),
    ("k7-print-ipv4",
     "in my driver I want to print an IPv4 address stored as a __be32 in dotted form; which printk format specifier?",
     "%pI4",
     ["core-api/printk-formats.rst.txt", "kernel-hacking/hacking.rst.txt",
      "translations/zh_CN/core-api/printk-formats.rst.txt", "translations/zh_CN/kernel-hacking/hacking.rst.txt",
      "translations/it_IT/kernel-hacking/hacking.rst.txt"], "command"),
    ("k7-parse-number",
     "my sysfs store() handler parses the written value with simple_strtoul and a reviewer objected because it ignores overflow; which function should I use instead?",
     "kstrtoul",
     ["process/deprecated.rst.txt", "translations/it_IT/process/deprecated.rst.txt"], "command"),
    ("k7-verbose-build",
     "the kernel build only prints short CC lines and I need to see the full gcc command lines it runs; how do I ask make for that?",
     "make V=1",
     ["admin-guide/README.rst.txt", "translations/zh_CN/admin-guide/README.rst.txt",
      "translations/zh_TW/admin-guide/README.rst.txt"], "command"),
    ("k7-spi-from-userspace",
     "I'd like to prototype talking to an SPI ADC from a user-space program before writing a proper driver; which driver gives user space a device node for an SPI device?",
     "spidev",
     ["spi/spidev.rst.txt"], "command"),
    ("k7-compare-configs",
     "a colleague's kernel works and mine doesn't; which script in the tree shows the differences between two .config files?",
     "scripts/diffconfig",
     ["kbuild/kconfig.rst.txt"], "command"),
    ("k7-slub-stats-tool",
     "I want per-cache statistics of the SLUB allocator and to validate all slab objects; which tool from the kernel sources does that?",
     "slabinfo",
     ["mm/slub.rst.txt"], "command"),
    ("k7-snmp-counters",
     "I'm chasing TcpExtListenOverflows and other kernel SNMP counters on the data server; which command do the networking docs use to print them?",
     "nstat",
     ["networking/snmp_counter.rst.txt"], "command"),
    ("k7-check-kerneldoc",
     "I added kernel-doc comments to my driver; how do I check their formatting without building the whole documentation?",
     "scripts/kernel-doc -v -none",
     ["doc-guide/kernel-doc.rst.txt", "translations/it_IT/doc-guide/kernel-doc.rst.txt",
      "translations/zh_CN/doc-guide/kernel-doc.rst.txt"], "command"),
    ("k7-ext3-extents",
     "an old data disk still carries an ext3 filesystem and I want it to use extents like ext4 without reformatting; which command switches that on?",
     "tune2fs -O extents",
     ["admin-guide/ext4.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k7-ds18b20-units",
     "the temperature file of our DS18B20 1-wire sensor reads 23187; what unit is that in?",
     "millidegrees Centigrade",
     ["w1/slaves/w1_therm.rst.txt"], "value"),
    ("k7-ipv6-default-mtu",
     "what MTU does the IPv6 mtu sysctl default to?",
     "1280 (IPv6 required minimum)",
     ["networking/ip-sysctl.rst.txt"], "value"),
    ("k7-perf-mlock-default",
     "perf record as a normal user complains about locked memory; how big a per-cpu ring buffer may it use by default without counting against the mlock limit?",
     "512 + 1 page",
     ["admin-guide/sysctl/kernel.rst.txt"], "value"),
    ("k7-security-fix-delay",
     "we reported a security bug to the kernel security team; for how long can publishing the fix be postponed at a reporter's request?",
     "7 calendar days",
     ["admin-guide/security-bugs.rst.txt"], "value"),
    ("k7-series-size",
     "my driver cleanup is a series of about forty patches; how many patches at most should I send to the vger lists at once?",
     "15 patches",
     ["process/submitting-patches.rst.txt", "process/maintainer-netdev.rst.txt"], "value"),
    ("k7-changesets-per-release",
     "roughly how many changesets does a typical mainline kernel release contain?",
     "13,000",
     ["process/2.Process.rst.txt", "translations/it_IT/process/2.Process.rst.txt"], "value"),
    ("k7-rtc-user-frequency",
     "our timing program, running as a normal user, can't enable periodic RTC interrupts at 256 Hz; above what frequency does that need root?",
     "64Hz",
     ["admin-guide/rtc.rst.txt"], "value"),
    ("k7-smbus-block",
     "how many data bytes can one SMBus block read return at most?",
     "32 bytes",
     ["i2c/smbus-protocol.rst.txt", "i2c/dev-interface.rst.txt", "i2c/writing-clients.rst.txt"], "value"),
    ("k7-pipe-soft-limit",
     "an unprivileged logging tool opens lots of pipes and suddenly they shrink to a single page; how many pipes at default size does pipe-user-pages-soft allow by default?",
     "1024 pipes",
     ["admin-guide/sysctl/fs.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k7-bcache-big-copy",
     "we put a bcache SSD in front of the data disks, but copying a 10 GB run file doesn't go through the cache at all; why?",
     "skip sequential IO",
     ["admin-guide/bcache.rst.txt"], "reason"),
    ("k7-ramfs-root-only",
     "why should only root be allowed to write to a ramfs mount, while tmpfs can be given to normal users?",
     "fill up all memory",
     ["filesystems/ramfs-rootfs-initramfs.rst.txt"], "reason"),
    ("k7-dmcrypt-trim-risk",
     "why do the dm-crypt docs warn before letting TRIM through an encrypted SSD with allow_discards?",
     "leak of information",
     ["admin-guide/device-mapper/dm-crypt.rst.txt"], "reason"),
    ("k7-long-printk-strings",
     "checkpatch nags about a long line, but the coding style says not to break a long printk message across lines; why not?",
     "breaks the ability to grep",
     ["process/coding-style.rst.txt"], "reason"),
    ("k7-each-patch-builds",
     "why must the kernel build and run after every single patch of my series, not just after the last one?",
     "splitting your patch series at any point",
     ["process/submitting-patches.rst.txt"], "reason"),
    ("k7-format-flowed",
     "why shouldn't my mail client send patches with format=flowed?",
     "unexpected and unwanted line breaks",
     ["process/email-clients.rst.txt"], "reason"),
    ("k7-laptop-mode-desktop-disk",
     "someone suggested laptop mode so the logger's desktop hard disk spins down between writes; why do the docs warn about doing that with desktop drives?",
     "limited lifetime measured in spindown cycles",
     ["admin-guide/laptops/laptop-mode.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k7-modules-staging-dir",
     "I'm building the kernel for our board's root filesystem image and modules_install must not write into my PC's /lib/modules; which variable adds a prefix to the install path?",
     "INSTALL_MOD_PATH",
     ["kbuild/modules.rst.txt", "kbuild/kbuild.rst.txt"], "procedure"),
    ("k7-pack-initramfs",
     "I've got a directory tree I want to use as an external initramfs; which cpio invocation packs it in the format the kernel expects?",
     "cpio -o -H newc",
     ["filesystems/ramfs-rootfs-initramfs.rst.txt"], "procedure"),
    ("k7-trace-one-process",
     "the function tracer output is full of other processes; which tracefs file limits tracing to the PID of my acquisition program?",
     "set_ftrace_pid",
     ["trace/ftrace.rst.txt"], "procedure"),
    ("k7-i2c-instantiate",
     "our temperature sensor sits at address 0x48 on i2c-1 but nothing probes it because it isn't declared anywhere; how do I instantiate it from user space?",
     "new_device",
     ["i2c/instantiating-devices.rst.txt", "i2c/old-module-parameters.rst.txt"], "procedure"),
    ("k7-second-author-tag",
     "two of us wrote this patch together; which tag credits the second author (followed by their Signed-off-by)?",
     "Co-developed-by",
     ["process/submitting-patches.rst.txt", "process/5.Posting.rst.txt", "process/maintainer-tip.rst.txt",
      "translations/it_IT/process/submitting-patches.rst.txt", "translations/it_IT/process/5.Posting.rst.txt",
      "translations/zh_CN/process/submitting-patches.rst.txt", "translations/zh_CN/process/5.Posting.rst.txt",
      "translations/zh_TW/process/submitting-patches.rst.txt", "translations/zh_TW/process/5.Posting.rst.txt"],
     "procedure"),
    ("k7-nfs-root",
     "the test boards should boot with their root filesystem on the lab's NFS server; what goes on the kernel command line to say the root is on NFS?",
     "root=/dev/nfs",
     ["admin-guide/nfs/nfsroot.rst.txt"], "procedure"),
    ("k7-windows-share",
     "the microscope PC exports its image folder as a Windows share; how do I mount it on the Linux analysis box?",
     "mount -t cifs",
     ["admin-guide/cifs/usage.rst.txt"], "procedure"),
    ("k7-md-resync-cap",
     "after swapping a disk the RAID resync eats all the disk bandwidth of one array; which md sysfs file caps the resync speed for just that array?",
     "sync_speed_max",
     ["admin-guide/md.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k7-iio-meaning",
     "the driver for our ADC board lives under drivers/iio; what does IIO stand for?",
     "Industrial I/O",
     ["driver-api/iio/intro.rst.txt"], "definition"),
    ("k7-pti-meaning",
     "the boot log says page table isolation is enabled and lists a PTI flag in /proc/cpuinfo; what is PTI?",
     "Page Table Isolation",
     ["x86/pti.rst.txt", "x86/cpuinfo.rst.txt"], "definition"),
    ("k7-aer-meaning",
     "dmesg shows 'AER: Corrected error received' for our PCIe frame grabber; what is AER?",
     "Advanced Error Reporting",
     ["PCI/pcieaer-howto.rst.txt", "PCI/pciebus-howto.rst.txt"], "definition"),
    ("k7-uio-meaning",
     "a colleague suggests writing a UIO driver for our FPGA card so the rest lives in user space; what does UIO stand for?",
     "userspace I/O",
     ["driver-api/uio-howto.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

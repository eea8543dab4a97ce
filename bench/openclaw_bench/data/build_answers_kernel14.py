"""Fourteenth held-out set of short-fact questions over the Linux kernel 6.1 docs.

Prints ``answer_kernel_heldout14.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names paths relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain ``.rst.txt`` files, searched
for phrases), as an engineer at a lab bench would type or say them -- mostly
a situation in everyday words ("every time the instrument link goes down,
the static IPv6 address on that interface disappears..."), some in the
documentation's own terms, a few mentioning the asker's own devices, disks
and programs -- spread over promoting secondary IPv4 addresses, keeping IPv6
addresses on link down, limiting unsent TCP data, the system-wide thread
limit, building part of the documentation, limiting descendant cgroups, the
io.latency controller, setting the next PID, surplus huge pages, the Unix
datagram queue length, attaching the can327 line discipline, listing
offloaded UDP tunnel ports, slab caches, SPI write-then-read, defragmenting
ext4 files, static keys, Intel Speed Select, per-CPU increments, decoding
kpageflags, printing a media controller topology, KASAN's shadow memory,
stacked Landlock rulesets, the default kretprobe maxactive, the default TSX
state, page lock stealing, squashfs file sizes, the arm64 virtual address
space, PSI trigger windows, thin TCP streams, data=journal and O_DIRECT,
UBIFS on block devices, mutexes in interrupt context, TCP Small Queues,
priority inheritance in rt-mutexes, the XFS V4 format, the RTC being
rewritten while NTP runs, creating a VRF device, kernel TLS, early
microcode loading, symbols from other out-of-tree modules, threaded
cgroups, dm-delay, TPM-sealed trusted keys, USB wakeup from suspend, and
acronyms (SGX, MTE, EROFS, SEV). The most famous facts were avoided, and so
was every answer and every question topic of the earlier answer sets
(``answer_kernel_tune``, ``answer_kernel_heldout``,
``answer_kernel_heldout3`` to ``answer_kernel_heldout13``, ``answer_pg_*``,
``answer_questions*``, ``answer_unanswerable_*``), which were read only for
that purpose; the thirteenth set's builder (``build_answers_kernel13.py``)
was read as the template for format and rules. Nothing of the answer code,
of its search or answer output, or of the benchmark results was opened
while writing it; the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer`` is
the short phrase that carries the asked-for fact, copied as the page writes
it; ``relevant`` lists every page that states the fact with that phrase, best
first, leaving out index pages, lists of file names and passing uses;
translations under ``translations/`` that state the same fact with the same
phrase are listed after the English pages.

Usage::

    python3 build_answers_kernel14.py > answer_kernel_heldout14.jsonl
    python3 validate_answers.py answer_kernel_heldout14.jsonl  # with a Python that has the appliance installed

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
    ("k14-promote-secondaries",
     "eth1 on the lab gateway carries 10.2.0.1/24 plus two more addresses from the same subnet; when I delete the first one the other two disappear as well. which sysctl makes the kernel promote one of them instead?",
     "promote_secondaries",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k14-keep-addr-on-down",
     "every time the instrument link goes down, the static IPv6 address on that interface is flushed and our service can't bind again until someone re-adds it; which sysctl keeps the addresses across a down event?",
     "keep_addr_on_down",
     ["networking/ip-sysctl.rst.txt", "networking/vrf.rst.txt"], "setting"),
    ("k14-tcp-notsent-lowat",
     "the control program's TCP socket piles up megabytes of not-yet-sent data, so fresh setpoints wait behind stale ones; which sysctl limits the amount of unsent bytes in a socket's write queue for sockets that don't set it themselves?",
     "tcp_notsent_lowat",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k14-threads-max",
     "our simulation spawns tens of thousands of threads and at some point fork() fails although there's plenty of free memory; which sysctl caps how many threads the whole system may create?",
     "threads-max",
     ["admin-guide/sysctl/kernel.rst.txt"], "setting"),
    ("k14-sphinxdirs",
     "rebuilding all of the kernel documentation takes ages while I'm only editing the doc-guide pages; which make variable restricts the build to a subset of the documentation?",
     "SPHINXDIRS",
     ["doc-guide/sphinx.rst.txt"], "setting"),
    ("k14-cgroup-max-descendants",
     "a student's job script creates cgroups in a loop under its own group; which interface file caps how many descendant cgroups a group may have?",
     "cgroup.max.descendants",
     ["admin-guide/cgroup-v2.rst.txt"], "setting"),
    ("k14-io-latency",
     "when the batch jobs hammer the shared disk, the acquisition group's reads slow to a crawl; which cgroup v2 file gives a group a latency target, so that its peers with looser targets get throttled?",
     "io.latency",
     ["admin-guide/cgroup-v2.rst.txt"], "setting"),
    ("k14-ns-last-pid",
     "for a checkpoint/restore test I need the next forked process to get one particular PID; which sysctl holds the last PID allocated in the namespace, so fork picks the number after it?",
     "ns_last_pid",
     ["admin-guide/sysctl/kernel.rst.txt"], "setting"),
    ("k14-nr-overcommit-hugepages",
     "sometimes the simulation needs more huge pages than the persistent pool holds; which sysctl lets the pool grow on demand with surplus huge pages taken from normal memory?",
     "nr_overcommit_hugepages",
     ["admin-guide/mm/hugetlbpage.rst.txt", "admin-guide/sysctl/vm.rst.txt"], "setting"),
    ("k14-max-dgram-qlen",
     "our logging daemon reads from a Unix datagram socket and the senders start blocking as soon as a handful of messages are pending; which sysctl sets the length of that receive queue?",
     "max_dgram_qlen",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k14-ldattach-can327",
     "we want to use a cheap ELM327 OBD-II adapter on /dev/ttyUSB0 as a CAN interface with the can327 driver; which command attaches the line discipline to the serial port?",
     "ldattach",
     ["networking/device_drivers/can/can327.rst.txt"], "command"),
    ("k14-ethtool-show-tunnels",
     "how can I see which UDP ports for VXLAN the network card is currently offloading?",
     "ethtool --show-tunnels",
     ["networking/vxlan.rst.txt"], "command"),
    ("k14-kmem-cache-create",
     "my driver allocates and frees thousands of identical descriptor structs every second; which call sets up a dedicated slab cache for objects like that?",
     "kmem_cache_create",
     ["core-api/memory-allocation.rst.txt", "translations/zh_CN/core-api/memory-allocation.rst.txt"], "command"),
    ("k14-spi-write-then-read",
     "to read a register of our SPI ADC I send one command byte and then read two bytes back; which SPI core helper does both in one synchronous call for small transfers like this?",
     "spi_write_then_read",
     ["spi/spi-summary.rst.txt"], "command"),
    ("k14-e4defrag",
     "the long-running measurement files on the ext4 archive disk have become badly fragmented; which tool defragments them?",
     "e4defrag",
     ["filesystems/ext4/allocators.rst.txt"], "command"),
    ("k14-static-branch-unlikely",
     "I'd like a debug check in my driver's hot path that costs next to nothing while it is switched off and can be turned on at runtime; which static-key test do I put in the if?",
     "static_branch_unlikely",
     ["staging/static-keys.rst.txt"], "command"),
    ("k14-intel-speed-select",
     "which tool from the kernel tree configures Intel Speed Select Technology on our Xeon compute node, for example to give a few cores a higher base frequency?",
     "intel-speed-select",
     ["admin-guide/pm/intel-speed-select.rst.txt"], "command"),
    ("k14-this-cpu-inc",
     "my network driver keeps a per-CPU packet counter; which operation increments the current CPU's copy in one go, without a lock and without disabling preemption by hand?",
     "this_cpu_inc",
     ["core-api/this_cpu_ops.rst.txt"], "command"),
    ("k14-page-types",
     "which tool in the kernel sources reads /proc/kpageflags and summarises which kinds of pages are in use?",
     "page-types",
     ["admin-guide/mm/pagemap.rst.txt"], "command"),
    ("k14-media-ctl-print",
     "the camera pipeline on our embedded board is made of several sensor and ISP subdevices; which command prints the media controller topology with its entities, pads and links?",
     "media-ctl -p",
     ["admin-guide/media/fimc.rst.txt", "admin-guide/media/imx7.rst.txt", "admin-guide/media/vimc.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k14-kasan-shadow",
     "how much of the kernel's memory does generic KASAN set aside as shadow memory?",
     "1/8th of kernel memory",
     ["dev-tools/kasan.rst.txt"], "value"),
    ("k14-landlock-layers",
     "our acquisition helper is started through several wrapper scripts, and each one applies its own Landlock ruleset; how many stacked rulesets can a thread have at most?",
     "16 layers of stacked rulesets",
     ["userspace-api/landlock.rst.txt"], "value"),
    ("k14-kretprobe-maxactive",
     "I register a kretprobe and leave maxactive at zero; how many instances does the kernel preallocate then?",
     "max(10, 2*NR_CPUS)",
     ["trace/kprobes.rst.txt"], "value"),
    ("k14-tsx-default",
     "if I don't put any tsx= option on the kernel command line of the Xeon box, is Intel TSX on or off?",
     "equivalent to \"tsx=off\"",
     ["admin-guide/hw-vuln/tsx_async_abort.rst.txt"], "value"),
    ("k14-page-lock-unfairness",
     "by default, how many times can the page lock be stolen from under a waiting task before the fair lock handoff applies?",
     "(default is 5)",
     ["admin-guide/sysctl/vm.rst.txt"], "value"),
    ("k14-squashfs-max-file",
     "we pack finished data sets into read-only squashfs images; how big can a single file inside squashfs be?",
     "~ 2 TiB",
     ["filesystems/squashfs.rst.txt"], "value"),
    ("k14-arm64-va-space",
     "on our arm64 board running with 4 KB pages and four levels of translation tables, how large is the virtual address space?",
     "48-bit (256TB)",
     ["arm64/memory.rst.txt"], "value"),
    ("k14-psi-trigger-window",
     "I'm setting up a PSI trigger on /proc/pressure/memory for the analysis box; which window sizes does the kernel accept?",
     "ranging from 500ms to 10s",
     ["accounting/psi.rst.txt"], "value"),
    ("k14-thin-stream",
     "when does the kernel count our telemetry TCP connection as a thin stream for its retransmission tweaks?",
     "less than 4 packets in flight",
     ["networking/tcp-thin.rst.txt", "networking/ip-sysctl.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k14-data-journal-odirect",
     "after we remounted the recorder's ext4 disk with data=journal, its O_DIRECT writes stopped working; why?",
     "disable delayed allocation and O_DIRECT support",
     ["admin-guide/ext4.rst.txt"], "reason"),
    ("k14-ubifs-not-block",
     "why can't I format the data logger's SD card with UBIFS, when it works on the raw NAND of the older board?",
     "work with MTD devices, not block devices",
     ["filesystems/ubifs.rst.txt"], "reason"),
    ("k14-mutex-in-timer",
     "my timer callback takes the device's mutex and the kernel complains loudly; why isn't a mutex allowed there?",
     "may not be used in hardware or software interrupt contexts",
     ["locking/mutex-design.rst.txt"], "reason"),
    ("k14-tcp-small-queues",
     "our bulk uploader never gets more than about a megabyte queued in the qdisc and on the device, although its socket send buffer is far bigger; why does TCP hold the rest back?",
     "reduce artificial RTT/cwnd and reduce bufferbloat",
     ["networking/ip-sysctl.rst.txt"], "reason"),
    ("k14-rtmutex-boost",
     "ps shows our low-priority logger thread running at the real-time priority of the control thread while it holds the PI mutex they share; why does that happen?",
     "inherits the priority of a higher priority waiter",
     ["locking/rt-mutex.rst.txt"], "reason"),
    ("k14-xfs-v4-deprecated",
     "xfs_info on our old archive volume shows no crc= anywhere; why do the XFS docs want such filesystems backed up and reformatted?",
     "the ability to store timestamps past the year 2038",
     ["admin-guide/xfs.rst.txt"], "reason"),
    ("k14-rtc-ntp-writeback",
     "ever since the box syncs its clock with NTP, the periodic RTC interrupts our timing program uses stop briefly every so often; why?",
     "write the time back to the CMOS clock every 11 minutes",
     ["admin-guide/rtc.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k14-create-vrf",
     "I want the instrument network's interfaces to use their own routing table, separate from the office network; how do I create a VRF device tied to table 10?",
     "type vrf table",
     ["networking/vrf.rst.txt"], "procedure"),
    ("k14-kernel-tls",
     "our data server already does the TLS handshake in user space; how do I hand the symmetric encryption of that TCP socket over to the kernel?",
     "TCP_ULP",
     ["networking/tls.rst.txt"], "procedure"),
    ("k14-early-microcode",
     "how do I get the Intel CPU microcode update applied early in boot from the initrd, and where in the cpio archive does the file go?",
     "kernel/x86/microcode/GenuineIntel.bin",
     ["x86/microcode.rst.txt"], "procedure"),
    ("k14-kbuild-extra-symbols",
     "our second out-of-tree module calls functions exported by our first out-of-tree module, and modpost warns they're undefined; how do I let the build see the first module's symbols?",
     "KBUILD_EXTRA_SYMBOLS",
     ["kbuild/modules.rst.txt", "kbuild/kbuild.rst.txt"], "procedure"),
    ("k14-cgroup-threaded",
     "I want the worker threads of one analysis process split across different cgroups, not just whole processes; how do I turn a cgroup into a threaded one?",
     "echo threaded > cgroup.type",
     ["admin-guide/cgroup-v2.rst.txt"], "procedure"),
    ("k14-dm-delay",
     "to see how the logger copes with a slow disk, I want every I/O to /dev/sdb held back by 500 ms; how do I set that up with device mapper?",
     "dmsetup create delayed",
     ["admin-guide/device-mapper/delay.rst.txt"], "procedure"),
    ("k14-trusted-key",
     "the encrypted data volume should use a key sealed by the board's TPM; how do I create a new trusted key from the shell?",
     "keyctl add trusted",
     ["security/keys/trusted-encrypted.rst.txt"], "procedure"),
    ("k14-usb-wakeup",
     "pressing a key on the USB keyboard should wake the lab PC from suspend; which sysfs file of the device do I write 'enabled' to?",
     "power/wakeup",
     ["driver-api/usb/power-management.rst.txt", "driver-api/pm/devices.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k14-acronym-sgx",
     "the BIOS setup of the new workstation has a switch for SGX enclaves; what does SGX stand for?",
     "Software Guard eXtensions",
     ["x86/sgx.rst.txt", "admin-guide/hw-vuln/special-register-buffer-data-sampling.rst.txt"], "definition"),
    ("k14-acronym-mte",
     "the arm64 docs recommend MTE for catching use-after-free bugs in user space; what is MTE?",
     "Memory Tagging Extension",
     ["arm64/memory-tagging-extension.rst.txt", "dev-tools/kasan.rst.txt", "virt/kvm/api.rst.txt"], "definition"),
    ("k14-acronym-erofs",
     "the camera vendor's firmware image uses EROFS for its root file system; what does EROFS stand for?",
     "Enhanced Read-Only File System",
     ["filesystems/erofs.rst.txt"], "definition"),
    ("k14-acronym-sev",
     "our cloud VMs are started with AMD SEV turned on; what does SEV stand for?",
     "Secure Encrypted Virtualization",
     ["virt/kvm/x86/amd-memory-encryption.rst.txt", "x86/amd-memory-encryption.rst.txt", "x86/x86_64/boot-options.rst.txt", "virt/kvm/api.rst.txt", "security/secrets/coco.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

"""Fifteenth held-out set of short-fact questions over the Linux kernel 6.1 docs.

Prints ``answer_kernel_heldout15.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names paths relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain ``.rst.txt`` files, searched
with grep and sed), as an engineer at a lab bench would type or say them --
mostly a situation in everyday words ("my Python test jig logs to a tool
that must always get port 5555..."), some in the documentation's own terms,
a few mentioning the asker's own devices, disks and programs -- spread over
reserving local ports, the flusher wake-up interval, the group allowed to
use hugetlb shared memory, stripping installed modules, an alternative
.config name, backtraces of all CPUs on a soft lockup, BPF JIT hardening,
mmap randomisation bits, BFQ idling, logging seccomp actions, setting a
watchdog timeout from user space, combined I2C transfers, GPIOs behind
sleeping expanders, finishing an input report, the list of kernel ciphers,
counting tracepoint events with perf, one-shot seq_file output, DMA masks,
allocating small integer IDs, checking the Sphinx toolchain, a starting
value for bonding's MII monitor, the number of System V message queues, the
modprobe helper path, ext4's journal I/O priority, the RFS flow table size,
the firmware fallback timeout, the compressed-SACK timer cap, the pty
limit, the IPv6 router solicitation interval, the residual tick on
nohz_full CPUs, idle=poll, Kconfig select, pci_enable_device(), striping
in balance-rr, __init memory in modules, controllers lingering between
cgroup hierarchies, separate ftrace instances, IPvlan links, running one
selftest subsystem, md autodetection, nested KVM, enabling fs-verity,
joining disks with dm-linear, parameters of built-in modules, and terms
(KMSAN, MDS, linux-next, PECI). The most famous facts were avoided, and so
was every answer and every question topic of the earlier answer sets
(``answer_kernel_tune``, ``answer_kernel_heldout``,
``answer_kernel_heldout3`` to ``answer_kernel_heldout14``, ``answer_pg_*``,
``answer_questions*``, ``answer_unanswerable_*``), which were read only for
that purpose; the fourteenth set's builder (``build_answers_kernel14.py``)
was read as the template for format and rules. Nothing of the answer code,
of its search or answer output, of the appliance's documentation or tests,
or of the benchmark results was opened while writing it; the questions were
not run through the appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer`` is
the short phrase that carries the asked-for fact, copied as the page writes
it; ``relevant`` lists every page that states the fact with that phrase, best
first, leaving out index pages, lists of file names and passing uses;
translations under ``translations/`` that state the same fact with the same
phrase are listed after the English pages.

Usage::

    python3 build_answers_kernel15.py > answer_kernel_heldout15.jsonl
    python3 validate_answers.py answer_kernel_heldout15.jsonl  # with a Python that has the appliance installed

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
    ("k15-ip-local-reserved-ports",
     "our test jig's control service must always be able to bind port 5555, but now and then an outgoing connection has already grabbed it as its ephemeral port; which sysctl keeps certain ports out of automatic assignment?",
     "ip_local_reserved_ports",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k15-dirty-writeback-centisecs",
     "how often the kernel's flusher threads wake up to write old dirty data to disk: which vm sysctl sets that interval?",
     "dirty_writeback_centisecs",
     ["admin-guide/sysctl/vm.rst.txt"], "setting"),
    ("k15-hugetlb-shm-group",
     "our simulation creates its System V shared memory with SHM_HUGETLB and fails unless it runs as root; which sysctl names the group that may do that?",
     "hugetlb_shm_group",
     ["admin-guide/sysctl/vm.rst.txt", "admin-guide/mm/hugetlbpage.rst.txt"], "setting"),
    ("k15-install-mod-strip",
     "the modules we install into the board's small root filesystem are huge because of their debug info; which make variable strips them as they are installed?",
     "INSTALL_MOD_STRIP",
     ["kbuild/kbuild.rst.txt", "kbuild/makefiles.rst.txt"], "setting"),
    ("k15-kconfig-config",
     "I keep several kernel configurations in one tree and want make menuconfig to work on config.board instead of .config; which environment variable sets the config file name?",
     "KCONFIG_CONFIG",
     ["kbuild/kconfig.rst.txt"], "setting"),
    ("k15-softlockup-all-cpu-backtrace",
     "when the soft lockup detector fires on the test rig, I want stack traces from every CPU, not just the stuck one; which sysctl?",
     "softlockup_all_cpu_backtrace",
     ["admin-guide/sysctl/kernel.rst.txt"], "setting"),
    ("k15-bpf-jit-harden",
     "security wants the BPF JIT compiler hardened against JIT spraying, even at some cost in speed; which sysctl turns that on?",
     "bpf_jit_harden",
     ["admin-guide/sysctl/net.rst.txt"], "setting"),
    ("k15-mmap-rnd-bits",
     "which vm sysctl sets how many bits of randomness go into the base address of mmap regions?",
     "mmap_rnd_bits",
     ["admin-guide/sysctl/vm.rst.txt"], "setting"),
    ("k15-bfq-slice-idle",
     "the data array is fast NVMe and runs BFQ; I'd like BFQ to stop idling while it waits for the next request of a queue that just went empty; which tunable do I set to 0?",
     "slice_idle",
     ["block/bfq-iosched.rst.txt"], "setting"),
    ("k15-seccomp-actions-logged",
     "our sandbox's seccomp filter uses SECCOMP_RET_LOG, but nothing shows up in the audit log; which sysctl lists the seccomp actions that may be logged?",
     "actions_logged",
     ["userspace-api/seccomp_filter.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k15-wdioc-settimeout",
     "our watchdog daemon should change the hardware watchdog timeout to 45 seconds through /dev/watchdog; which ioctl does that?",
     "WDIOC_SETTIMEOUT",
     ["watchdog/watchdog-api.rst.txt"], "command"),
    ("k15-i2c-rdwr",
     "the sensor wants a register address written and then a read without a stop condition in between; which ioctl on /dev/i2c-1 does such a combined transfer?",
     "I2C_RDWR",
     ["i2c/dev-interface.rst.txt"], "command"),
    ("k15-gpiod-set-value-cansleep",
     "the relay GPIO in my driver sits on an I2C port expander, and gpiod_set_value() warns; which call sets a GPIO that may sleep?",
     "gpiod_set_value_cansleep",
     ["driver-api/gpio/consumer.rst.txt"], "command"),
    ("k15-input-sync",
     "in the input driver for our trackball, after reporting the X and Y movement, which call tells the listeners the report is complete?",
     "input_sync",
     ["input/input-programming.rst.txt"], "command"),
    ("k15-proc-crypto",
     "which file lists the cipher and hash implementations the running kernel has available?",
     "/proc/crypto",
     ["crypto/architecture.rst.txt", "admin-guide/device-mapper/dm-crypt.rst.txt"], "command"),
    ("k15-perf-stat-tracepoints",
     "I want to count how often kmem:mm_page_alloc fires while our analysis program runs, just the totals, no trace; which tool and subcommand?",
     "perf stat",
     ["trace/tracepoint-analysis.rst.txt"], "command"),
    ("k15-single-open",
     "my driver's debug file only needs to print a few lines of status in one go; which seq_file helper lets me supply just a show() function?",
     "single_open",
     ["filesystems/seq_file.rst.txt"], "command"),
    ("k15-dma-set-mask-and-coherent",
     "our FPGA card can only address 32 bits for DMA; which call tells the kernel that, for streaming and coherent mappings together?",
     "dma_set_mask_and_coherent",
     ["core-api/dma-api-howto.rst.txt", "core-api/dma-api.rst.txt"], "command"),
    ("k15-idr-alloc",
     "each board my driver finds should get a small unused integer id that I can later look up the device by; with the IDR API, which call hands out a free id?",
     "idr_alloc",
     ["core-api/idr.rst.txt", "translations/zh_CN/core-api/idr.rst.txt"], "command"),
    ("k15-sphinx-pre-install",
     "before building the kernel documentation on the new workstation, is there a script that checks whether the Sphinx toolchain and its dependencies are installed?",
     "sphinx-pre-install",
     ["doc-guide/sphinx.rst.txt", "translations/it_IT/doc-guide/sphinx.rst.txt",
      "translations/zh_CN/doc-guide/sphinx.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k15-miimon-start",
     "I'm bonding the two uplinks of the acquisition server with MII link monitoring; what interval in milliseconds do the docs suggest to start with?",
     "A value of 100 is a good starting point",
     ["networking/bonding.rst.txt"], "value"),
    ("k15-msgmni-default",
     "how many System V message queues can exist system-wide by default?",
     "32000 by default",
     ["admin-guide/sysctl/kernel.rst.txt"], "value"),
    ("k15-modprobe-path",
     "when the kernel needs a module loaded on demand, which program does it run unless configured otherwise?",
     "/sbin/modprobe",
     ["admin-guide/sysctl/kernel.rst.txt"], "value"),
    ("k15-journal-ioprio",
     "what I/O priority does ext4's journal commit thread use if I don't give the journal_ioprio mount option?",
     "This defaults to 3",
     ["admin-guide/ext4.rst.txt"], "value"),
    ("k15-rps-sock-flow-entries",
     "setting up receive flow steering on the moderately loaded data server: what size for the global socket flow table do the docs say works well?",
     "32768",
     ["networking/scaling.rst.txt"], "value"),
    ("k15-firmware-fallback-timeout",
     "with the firmware fallback mechanism, how long does the kernel wait for user space to load the camera's firmware through sysfs before giving up?",
     "By default the timeout is set to 60 seconds",
     ["driver-api/firmware/fallback-mechanisms.rst.txt"], "value"),
    ("k15-tcp-comp-sack-delay",
     "TCP delays and merges SACKs with a timer; what is the default cap on that delay?",
     "The default is 1ms",
     ["networking/ip-sysctl.rst.txt"], "value"),
    ("k15-pty-max",
     "the test harness opens hundreds of pseudo-terminals at once; how many pty pairs may exist in total by default?",
     "kernel.pty.max = 4096",
     ["filesystems/devpts.rst.txt"], "value"),
    ("k15-router-solicitation-interval",
     "an IPv6 host on the instrument LAN that gets no router advertisement keeps soliciting; how many seconds does it wait between router solicitations by default?",
     "Default: 4",
     ["networking/ip-sysctl.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k15-nohz-residual-tick",
     "even with nohz_full on the isolated CPU that runs our control loop, the scheduling-clock tick still fires about once a second; why?",
     "Some process-handling operations still require the occasional scheduling-clock tick",
     ["timers/no_hz.rst.txt"], "reason"),
    ("k15-idle-poll",
     "someone suggested booting the real-time rig with idle=poll so the CPUs never go idle; why might that backfire?",
     "can cause your CPU to overheat",
     ["timers/no_hz.rst.txt"], "reason"),
    ("k15-kconfig-select",
     "in my driver's Kconfig entry I used select for a helper library, and a reviewer asked me to use depends on instead; what's the problem with select?",
     "without visiting the dependencies",
     ["kbuild/kconfig-language.rst.txt"], "reason"),
    ("k15-pci-enable-device",
     "why does my PCI driver have to call pci_enable_device() before it touches any of the card's registers?",
     "wake up the device if it was in suspended state",
     ["PCI/pci.rst.txt"], "reason"),
    ("k15-balance-rr-reorder",
     "with the bond in balance-rr mode a single bulk TCP transfer to the NAS gets lots of retransmissions; why?",
     "receiving packets out of order",
     ["networking/bonding.rst.txt"], "reason"),
    ("k15-init-discarded",
     "my module calls a helper marked __init from its sysfs store handler long after loading, and the machine oopses; why?",
     "modules discard this memory after initialization",
     ["kernel-hacking/hacking.rst.txt"], "reason"),
    ("k15-cgroup-controller-lingering",
     "I unmounted the old v1 memory hierarchy, but the memory controller doesn't show up in the v2 cgroup.controllers straight away; why the delay?",
     "controllers may have lingering references",
     ["admin-guide/cgroup-v2.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k15-ftrace-instance",
     "a colleague is already using the main ftrace buffer on the test box; how do I get a separate trace buffer with its own events for my own experiment?",
     "mkdir instances/foo",
     ["trace/ftrace.rst.txt"], "procedure"),
    ("k15-ipvlan",
     "the containers on the analysis box should each get their own IP on the lab network while sharing eth0's MAC address; how do I create such a link?",
     "type ipvlan",
     ["networking/ipvlan.rst.txt"], "procedure"),
    ("k15-kselftest-targets",
     "I only want to build and run the ptrace selftests, not the whole suite; how?",
     "make -C tools/testing/selftests TARGETS=ptrace run_tests",
     ["dev-tools/kselftest.rst.txt"], "procedure"),
    ("k15-raid-noautodetect",
     "at boot the kernel assembles some old RAID partitions of type 0xfd on a disk we only want to inspect; how do I stop that autodetection?",
     "raid=noautodetect",
     ["admin-guide/md.rst.txt"], "procedure"),
    ("k15-kvm-nested",
     "we want to run VMs inside the test VM on our Intel host; how do I turn on nested KVM so it stays on across reboots?",
     "options kvm-intel nested=y",
     ["virt/kvm/x86/running-nested-guests.rst.txt"], "procedure"),
    ("k15-fsverity-enable",
     "the reference data files on the ext4 archive should be protected with fs-verity; which ioctl turns it on for a file?",
     "FS_IOC_ENABLE_VERITY",
     ["filesystems/fsverity.rst.txt"], "procedure"),
    ("k15-dm-linear-join",
     "I want two old disks concatenated into one big block device with device-mapper, without RAID; how?",
     "dmsetup create joined",
     ["admin-guide/device-mapper/linear.rst.txt"], "procedure"),
    ("k15-builtin-module-param",
     "the driver is built into our kernel, so there's no modprobe to pass its options to; how do I give it a parameter?",
     "via the kernel command line with a module name prefix",
     ["admin-guide/kernel-parameters.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k15-what-kmsan",
     "the 6.1 debugging options include KMSAN; what is it?",
     "dynamic error detector aimed at finding uses of uninitialized values",
     ["dev-tools/kmsan.rst.txt"], "definition"),
    ("k15-acronym-mds",
     "the vulnerabilities file on the analysis server lists mds; what does MDS stand for?",
     "Microarchitectural Data Sampling",
     ["admin-guide/hw-vuln/mds.rst.txt", "x86/mds.rst.txt",
      "admin-guide/hw-vuln/processor_mmio_stale_data.rst.txt"], "definition"),
    ("k15-what-linux-next",
     "a maintainer said my patch will sit in linux-next for a while; what is linux-next?",
     "a snapshot of what the mainline is expected to look like after the next merge window closes",
     ["process/2.Process.rst.txt"], "definition"),
    ("k15-acronym-peci",
     "the hwmon driver for our Xeon's temperatures talks over PECI; what does PECI stand for?",
     "Platform Environment Control Interface",
     ["peci/peci.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

"""Ninth held-out set of short-fact questions over the Linux kernel 6.1 docs.

Prints ``answer_kernel_heldout9.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names paths relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain ``.rst.txt`` files, searched
for phrases), as an engineer at a lab bench would type or say them -- mostly
a situation in everyday words ("the ECC memory on the analysis server
reported an uncorrectable error..."), some in the documentation's own terms
-- spread over sysctl files (vm, kernel, user, IPv4), per-process core dump
filtering, intel_pstate and intel_idle, the mq-deadline scheduler, uprobes,
device-mapper test targets, USB/IP, NUMA statistics, timekeeping accessors,
debugfs, virtiofs, the PWM, regulator and RS-485 interfaces, MSI-X, cpufreq
units, TCP buffers and path MTU, dm-thin, block statistics, MSG_ZEROCOPY,
hibernation images and swap files, USB gadgets (serial ports, mass storage),
pagemap, ext4 delayed allocation, the kernel README, SCHED_DEADLINE,
clear_refs, cgroup v2 proactive reclaim, trace markers, watchdog magic close,
Thunderbolt authorization, modprobe soft dependencies, eMMC boot partitions,
the USB 3 debug port and acronyms (VFIO, PSCI, PELT, the multi-gen LRU). The
most famous facts were avoided, and so was every answer and every question
topic of the earlier answer sets (``answer_kernel_tune``,
``answer_kernel_heldout``, ``answer_kernel_heldout3`` to
``answer_kernel_heldout8``, ``answer_pg_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose; the
eighth set's builder (``build_answers_kernel8.py``) was read as the template
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

    python3 build_answers_kernel9.py > answer_kernel_heldout9.jsonl
    python3 validate_answers.py answer_kernel_heldout9.jsonl  # with a Python that has the appliance installed

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
    ("k9-hwpoison-early-kill",
     "the ECC memory on the analysis server reported an uncorrectable error in a page our long-running job has mapped; which vm sysctl decides whether such processes are killed as soon as the corruption is detected?",
     "memory_failure_early_kill",
     ["admin-guide/sysctl/vm.rst.txt", "mm/hwpoison.rst.txt", "translations/zh_CN/mm/hwpoison.rst.txt"],
     "setting"),
    ("k9-bind-floating-address",
     "our failover service has to bind() to the shared service address before that address has been moved onto this box; which IPv4 sysctl lets processes bind to an address that is not configured locally?",
     "ip_nonlocal_bind",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k9-time-wait-reuse",
     "ss on the test client lists thousands of connections to the instrument sitting in TIME-WAIT after each short test; which TCP sysctl lets new outgoing connections reuse TIME-WAIT sockets when that is safe?",
     "tcp_tw_reuse",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k9-core-without-shm",
     "our program maps a 20 GB shared-memory ring buffer and every crash writes all of it into the core file; which per-process file under /proc selects which kinds of memory get dumped?",
     "coredump_filter",
     ["filesystems/proc.rst.txt"], "setting"),
    ("k9-epp-hint",
     "on the Intel workstation run by intel_pstate with HWP, I want each policy to lean towards performance rather than saving energy; which sysfs attribute takes that energy vs performance hint?",
     "energy_performance_preference",
     ["admin-guide/pm/intel_pstate.rst.txt"], "setting"),
    ("k9-panic-extra-info",
     "when the test rig panics, the console shows just the panic message; which kernel sysctl is a bitmask that makes it also print task, memory, timer and lock information at panic time?",
     "panic_print",
     ["admin-guide/sysctl/kernel.rst.txt"], "setting"),
    ("k9-user-namespace-limit",
     "security wants to stop users on the shared build box from creating user namespaces at all; which sysctl under /proc/sys/user sets how many user namespaces a user may create?",
     "max_user_namespaces",
     ["admin-guide/sysctl/user.rst.txt"], "setting"),
    ("k9-cstate-depth",
     "wake-up latency on the acquisition PC jumps whenever its cores drop into deep idle states; which intel_idle option on the kernel command line caps how deep an idle state may be used?",
     "intel_idle.max_cstate",
     ["admin-guide/pm/cpuidle.rst.txt", "timers/no_hz.rst.txt"], "setting"),
    ("k9-arp-wrong-card",
     "our measurement PC has two network cards on the same subnet, and ARP requests for one card's address get answered by the other card; which IPv4 sysctl makes the kernel answer only on the interface that holds the address?",
     "arp_ignore",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k9-deadline-read-deadline",
     "with the mq-deadline scheduler on the data disk, which tunable sets, in milliseconds, how long a read request may wait before its deadline expires?",
     "read_expire",
     ["block/deadline-iosched.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k9-probe-own-binary",
     "I want to log every call of one function inside our own acquisition binary, at an offset I worked out, without recompiling it; which tracing file do I add the probe to?",
     "uprobe_events",
     ["trace/uprobetracer.rst.txt", "trace/ftrace.rst.txt"], "command"),
    ("k9-flaky-disk-target",
     "to test how the logger copes with a disk that works for a while and then fails I/O for a while, which device-mapper target simulates such an unreliable device?",
     "dm-flakey",
     ["admin-guide/device-mapper/dm-flakey.rst.txt", "admin-guide/device-mapper/dm-dust.rst.txt"], "command"),
    ("k9-usb-over-network",
     "the spectrometer's USB dongle is plugged into a PC in the clean room; which protocol lets my desk PC import that USB device over TCP/IP and drive it as if it were local?",
     "USB/IP",
     ["usb/usbip_protocol.rst.txt"], "command"),
    ("k9-numa-hit-miss-file",
     "where do I read each NUMA node's numa_hit and numa_miss counters, to see whether our allocations end up on the node they wanted?",
     "/sys/devices/system/node/node*/numastat",
     ["admin-guide/numastat.rst.txt"], "command"),
    ("k9-timestamp-across-suspend",
     "our driver timestamps samples with ktime_get(), and after the logger suspends overnight the sleep time is missing from the timestamps; which accessor keeps counting while the system is suspended?",
     "ktime_get_boottime",
     ["core-api/timekeeping.rst.txt"], "command"),
    ("k9-debugfs-variable",
     "while testing, I want to tweak one integer threshold inside my driver from the shell without designing a sysfs interface; which debugfs helper exposes a u32 variable as a file?",
     "debugfs_create_u32",
     ["filesystems/debugfs.rst.txt", "translations/zh_CN/filesystems/debugfs.rst.txt",
      "translations/zh_TW/filesystems/debugfs.rst.txt"],
     "command"),
    ("k9-virtiofs-mount",
     "inside the QEMU test VM, what command mounts the host folder that virtiofsd exports under the tag myfs?",
     "mount -t virtiofs",
     ["filesystems/virtiofs.rst.txt", "translations/zh_CN/filesystems/virtiofs.rst.txt",
      "translations/zh_TW/filesystems/virtiofs.rst.txt"],
     "command"),
    ("k9-pwm-one-call",
     "in the driver for our fan board I want to set the PWM's period, duty cycle and enable state together in one call instead of pwm_config() followed by pwm_enable(); which function?",
     "pwm_apply_state",
     ["driver-api/pwm.rst.txt"], "command"),
    ("k9-switch-on-supply",
     "our sensor's 3.3 V supply comes from a PMIC regulator; which call does my consumer driver make to switch that supply on?",
     "regulator_enable",
     ["power/regulator/consumer.rst.txt", "driver-api/regulator.rst.txt"], "command"),
    ("k9-rs485-mode",
     "the UART on our board drives an RS-485 transceiver whose direction must follow RTS; which ioctl switches the port into RS485 mode from my program?",
     "TIOCSRS485",
     ["driver-api/serial/serial-rs485.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k9-msix-vector-count",
     "our FPGA card can raise many separate interrupts; how many vectors can MSI-X give one device, where plain MSI stops at 32?",
     "between 1 and 2048",
     ["PCI/msi-howto.rst.txt"], "value"),
    ("k9-cpufreq-unit",
     "cpuinfo_max_freq on the workstation reads 4700000; in which unit is that?",
     "in kHz",
     ["admin-guide/pm/cpufreq.rst.txt", "cpu-freq/cpu-drivers.rst.txt", "admin-guide/pm/intel-speed-select.rst.txt",
      "cpu-freq/core.rst.txt"],
     "value"),
    ("k9-tcp-initial-rcvbuf",
     "what initial receive buffer size does a TCP socket get by default from tcp_rmem (the middle value)?",
     "131072 bytes",
     ["networking/ip-sysctl.rst.txt"], "value"),
    ("k9-thin-pool-full",
     "when our dm-thin pool runs out of data space and queues the writes, how long does it wait by default before erroring them?",
     "defaults to 60 seconds",
     ["admin-guide/device-mapper/thin-provisioning.rst.txt"], "value"),
    ("k9-block-stat-sectors",
     "the sectors-read field in /sys/block/nvme0n1/stat: in what size of sector is it counted, even though the drive uses 4 KiB blocks?",
     "standard UNIX 512-byte sectors",
     ["block/stat.rst.txt"], "value"),
    ("k9-zerocopy-worthwhile",
     "I'm thinking about MSG_ZEROCOPY for sending our capture data; above roughly what write size does it generally pay off?",
     "around 10 KB",
     ["networking/msg_zerocopy.rst.txt"], "value"),
    ("k9-hibernation-image-size",
     "how large may the hibernation image get by default, the limit shown in /sys/power/image_size?",
     "around 2/5 of",
     ["admin-guide/pm/sleep-states.rst.txt", "power/swsusp.rst.txt"], "value"),
    ("k9-min-path-mtu",
     "a misconfigured router sends ICMP 'fragmentation needed' with a tiny MTU; what is the smallest path MTU the kernel will cache by default?",
     "default 552",
     ["networking/ip-sysctl.rst.txt"], "value"),
    ("k9-gadget-serial-ports",
     "our board should show up on the PC as a USB gadget with several serial ports; how many ACM or generic serial ports can there be in the system at most?",
     "at most 4 ACM/generic serial/OBEX ports",
     ["usb/gadget-testing.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k9-debugfs-not-stable",
     "why shouldn't our monitoring script rely on a file under /sys/kernel/debug keeping its format in the next kernel release?",
     "not serve as a stable ABI to user space",
     ["filesystems/debugfs.rst.txt"], "reason"),
    ("k9-pagemap-pfn-hidden",
     "reading /proc/self/pagemap as a normal user, the page frame numbers come back as zero, while as root they are filled in; why are they hidden?",
     "helps in exploiting Rowhammer vulnerability",
     ["admin-guide/mm/pagemap.rst.txt"], "reason"),
    ("k9-ext4-zero-length-files",
     "on older ext4 setups, files that programs replaced by writing a new file and renaming it over the old one, without fsync, came back empty after a crash; what caused those zero-length files?",
     "crashes before the delayed allocation blocks are forced to disk",
     ["admin-guide/ext4.rst.txt"], "reason"),
    ("k9-not-usr-src-linux",
     "why does the kernel README tell me not to unpack and build the new kernel in /usr/src/linux?",
     "kernel headers that are used by the library header files",
     ["admin-guide/README.rst.txt"], "reason"),
    ("k9-gadget-backing-file",
     "our board exposes an image file to the PC as a USB mass storage gadget; why mustn't the logger on the board write to that image file while it is exported?",
     "the host assumes the data does not change without its knowledge",
     ["usb/mass-storage.rst.txt"], "reason"),
    ("k9-deadline-task-fork",
     "our SCHED_DEADLINE acquisition thread tries to fork() a helper and fails; why can't a deadline task fork?",
     "in order not to jeopardize the admission control",
     ["scheduler/sched-deadline.rst.txt"], "reason"),
    ("k9-swapfile-hibernate-offset",
     "to hibernate to a swap file, why does the kernel locate it by partition and offset rather than by the swap file's path?",
     "it cannot be mounted during resume from disk",
     ["power/swsusp-and-swap-files.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k9-reset-peak-rss",
     "I read VmHWM from /proc/PID/status to get our program's peak memory in each test run; how do I reset that high-water mark between runs without restarting the program?",
     "echo 5 > /proc/PID/clear_refs",
     ["filesystems/proc.rst.txt"], "procedure"),
    ("k9-cgroup-reclaim-now",
     "before the big job starts, I'd like the idle dashboard's cgroup to give back about a gigabyte of memory right now; which cgroup v2 file do I write the amount to?",
     "memory.reclaim",
     ["admin-guide/cgroup-v2.rst.txt"], "procedure"),
    ("k9-markers-in-trace",
     "while tracing the kernel, I want our acquisition program to write 'trigger fired' into the same trace buffer so I can line the events up; which tracefs file does it write to?",
     "trace_marker",
     ["trace/ftrace.rst.txt", "trace/histogram.rst.txt", "trace/mmiotrace.rst.txt"], "procedure"),
    ("k9-watchdog-clean-close",
     "our watchdog daemon exits cleanly, yet the board still reboots a minute later; what must the daemon write to /dev/watchdog just before closing it so the watchdog is disabled?",
     "magic character 'V'",
     ["watchdog/watchdog-api.rst.txt"], "procedure"),
    ("k9-thunderbolt-authorize",
     "our Thunderbolt PCIe expansion chassis shows up as device 0-1, but its cards only appear after it has been approved; what do I run to authorize it from the shell?",
     "echo 1 > /sys/bus/thunderbolt/devices/0-1/authorized",
     ["admin-guide/thunderbolt.rst.txt"], "procedure"),
    ("k9-module-load-order",
     "our sensor module needs another module loaded first, but nothing in the code tells modprobe so; which modprobe.d directive makes one module get loaded before another?",
     "softdep",
     ["networking/bonding.rst.txt", "driver-api/rapidio/rapidio.rst.txt"], "procedure"),
    ("k9-emmc-boot-write",
     "writing a new bootloader into /dev/mmcblk1boot0 fails because the eMMC boot partition is read-only; how do I enable write access to it?",
     "echo 0 > /sys/block/mmcblkXbootY/force_ro",
     ["driver-api/mmc/mmc-dev-parts.rst.txt"], "procedure"),
    ("k9-early-usb-debug",
     "the test laptop freezes early in boot and has no serial port, but its xHCI controller supports a USB 3 debug cable; which boot parameter sends the early kernel messages over it?",
     "earlyprintk=xdbc",
     ["driver-api/usb/usb3-debug-port.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k9-vfio-meaning",
     "to hand our FPGA card to a user-space driver, a colleague suggests VFIO; what does VFIO stand for?",
     "Virtual Function I/O",
     ["driver-api/vfio.rst.txt", "driver-api/vfio-mediated-device.rst.txt"], "definition"),
    ("k9-psci-meaning",
     "the device tree of our ARM board has a psci node that the kernel uses to switch CPUs on and off; what is PSCI?",
     "Power State Coordination Interface",
     ["virt/kvm/arm/hypercalls.rst.txt", "arm64/booting.rst.txt"], "definition"),
    ("k9-pelt-meaning",
     "the schedutil and energy-aware scheduling docs keep mentioning PELT; what does PELT stand for?",
     "Per-Entity Load Tracking",
     ["admin-guide/pm/cpufreq.rst.txt", "scheduler/sched-capacity.rst.txt", "scheduler/sched-energy.rst.txt",
      "translations/zh_CN/scheduler/sched-capacity.rst.txt"],
     "definition"),
    ("k9-mglru-meaning",
     "the 6.1 kernel offers something called the multi-gen LRU; what is it?",
     "alternative LRU implementation that optimizes page reclaim",
     ["admin-guide/mm/multigen_lru.rst.txt", "mm/multigen_lru.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

"""Thirteenth held-out set of short-fact questions over the Linux kernel 6.1 docs.

Prints ``answer_kernel_heldout13.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names paths relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain ``.rst.txt`` files, searched
for phrases), as an engineer at a lab bench would type or say them -- mostly
a situation in everyday words ("the instrument's web service listens only
on 127.0.0.1 and I want to forward a port to it from the lab network..."),
some in the documentation's own terms -- spread over stopping tracing on a
WARN, scheduler statistics, routing to loopback addresses, gratuitous ARP,
resetting connections on accept-queue overflow, proactive compaction,
forcing Kconfig symbols for allnoconfig and randconfig, cpuset partitions,
piped core dump collectors, BPF program statistics, a cgroup's peak memory
and populated state, listing new config symbols, limiting ftrace to some
CPUs, the per-descriptor fdinfo file, cpufreq time_in_state, dumping the log
buffer from gdb, registering a hwmon device, LED triggers, fanotify file
system error events, the cost of kernel stack erasing, the x86-64 user
address space, vfat's error behaviour, power supply temperature units, the
PM QoS latency unit, cramfs file sizes, printk_delay, the TCP min-RTT
window, joystick axis values, cpio for initramfs, allocating kobjects,
distribution kernels in bug reports, 5-level paging and JIT pointer tagging,
hwmon voltage scaling, PACKET_MMAP, firmware for built-in drivers, SR-IOV
virtual functions, the wireless regulatory domain, fscrypt policies, boot
time trace events, AER error injection, deferred probing, loading a
corrected EDID, upgrading ACPI tables via the initrd, and acronyms (MCTP,
TEE, MEI, KMS). The most famous facts were avoided, and so was every answer
and every question topic of the earlier answer sets
(``answer_kernel_tune``, ``answer_kernel_heldout``,
``answer_kernel_heldout3`` to ``answer_kernel_heldout12``, ``answer_pg_*``,
``answer_questions*``, ``answer_unanswerable_*``), which were read only for
that purpose; the twelfth set's builder (``build_answers_kernel12.py``) was
read as the template for format and rules. Nothing of the answer code, of
its search or answer output, or of the benchmark results was opened while
writing it; the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer`` is
the short phrase that carries the asked-for fact, copied as the page writes
it; ``relevant`` lists every page that states the fact with that phrase, best
first, leaving out index pages, lists of file names and passing uses;
translations under ``translations/`` that state the same fact with the same
phrase are listed after the English pages.

Usage::

    python3 build_answers_kernel13.py > answer_kernel_heldout13.jsonl
    python3 validate_answers.py answer_kernel_heldout13.jsonl  # with a Python that has the appliance installed

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
    ("k13-traceoff-on-warning",
     "I keep ftrace running on the test rig and want the trace buffer frozen the moment a WARN() fires, so the events leading up to it are not overwritten; which sysctl does that?",
     "traceoff_on_warning",
     ["admin-guide/sysctl/kernel.rst.txt", "trace/boottime-trace.rst.txt"], "setting"),
    ("k13-sched-schedstats",
     "to tune the scheduler on the acquisition box I need its statistics, but I don't want them on permanently because of the overhead; which sysctl switches scheduler statistics on at runtime?",
     "sched_schedstats",
     ["admin-guide/sysctl/kernel.rst.txt"], "setting"),
    ("k13-route-localnet",
     "the spectrometer's web service only listens on 127.0.0.1 and I want to DNAT a port from the lab network to it, but the kernel drops the packets as martians; which per-interface sysctl allows routing to loopback addresses?",
     "route_localnet",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k13-arp-accept",
     "when we swap an instrument, the new one announces itself with a gratuitous ARP, but the gateway doesn't add it to its ARP table; which sysctl decides whether such frames create new entries?",
     "arp_accept",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k13-tcp-abort-on-overflow",
     "rather than letting clients hang when our slow collector daemon can't accept connections fast enough, I'd like the kernel to reset them right away; which TCP sysctl does that?",
     "tcp_abort_on_overflow",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k13-compaction-proactiveness",
     "the background memory compaction causes latency spikes in our real-time loop; which vm sysctl sets how aggressively compaction runs in the background, or turns it off?",
     "compaction_proactiveness",
     ["admin-guide/sysctl/vm.rst.txt"], "setting"),
    ("k13-kconfig-allconfig",
     "our CI builds randconfig kernels, but a few symbols like the serial console must always be set; which environment variable points make randconfig at a file of forced config values?",
     "KCONFIG_ALLCONFIG",
     ["kbuild/kconfig.rst.txt"], "setting"),
    ("k13-cpuset-partition",
     "I want the CPUs of the realtime cgroup taken out of the normal scheduling domain, as their own partition without load balancing; which cgroup v2 file do I write for that?",
     "cpuset.cpus.partition",
     ["admin-guide/cgroup-v2.rst.txt"], "setting"),
    ("k13-core-pipe-limit",
     "our crash collector gets core dumps through a pipe from core_pattern; which sysctl limits how many crashing processes may be piped to it in parallel?",
     "core_pipe_limit",
     ["admin-guide/sysctl/kernel.rst.txt"], "setting"),
    ("k13-bpf-stats-enabled",
     "bpftool shows no run time or run count for our packet-counting BPF programs; which sysctl makes the kernel collect those statistics?",
     "bpf_stats_enabled",
     ["admin-guide/sysctl/kernel.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k13-memory-peak",
     "after each analysis job I want to know the largest amount of memory its cgroup ever used; which cgroup v2 file records that maximum?",
     "memory.peak",
     ["admin-guide/cgroup-v2.rst.txt"], "command"),
    ("k13-cgroup-events",
     "my supervisor should notice when the last process of a job's cgroup has exited, without polling cgroup.procs; which file has the populated field I can watch?",
     "cgroup.events",
     ["admin-guide/cgroup-v2.rst.txt"], "command"),
    ("k13-listnewconfig",
     "I copied last year's .config into the new kernel tree and just want a list of the config symbols that are new, one per line, without answering anything; which make target prints them?",
     "make listnewconfig",
     ["kbuild/kconfig.rst.txt"], "command"),
    ("k13-tracing-cpumask",
     "the function trace drowns in events from all 32 cores; which tracefs file restricts tracing to the two CPUs that run our acquisition threads?",
     "tracing_cpumask",
     ["trace/ftrace.rst.txt"], "command"),
    ("k13-proc-fdinfo",
     "the logger process has its data file open on fd 5; where in /proc can I see that descriptor's current file position and open flags?",
     "/proc/<pid>/fdinfo/<fd>",
     ["filesystems/proc.rst.txt"], "command"),
    ("k13-cpufreq-time-in-state",
     "how long has each core actually spent at each of its frequencies since boot? which cpufreq statistics file shows that?",
     "time_in_state",
     ["cpu-freq/cpufreq-stats.rst.txt", "translations/zh_CN/cpu-freq/cpufreq-stats.rst.txt", "translations/zh_TW/cpu-freq/cpufreq-stats.rst.txt"], "command"),
    ("k13-gdb-lx-dmesg",
     "the kernel in our QEMU test VM hung before anything reached the console; with gdb attached, which helper command prints the kernel's log buffer?",
     "lx-dmesg",
     ["dev-tools/gdb-kernel-debugging.rst.txt", "translations/zh_CN/dev-tools/gdb-kernel-debugging.rst.txt"], "command"),
    ("k13-hwmon-register",
     "I'm writing a driver for the board's voltage monitor chip; which function is the preferred way to register it with the hwmon subsystem?",
     "hwmon_device_register_with_info",
     ["hwmon/hwmon-kernel-api.rst.txt", "hwmon/submitting-patches.rst.txt"], "command"),
    ("k13-led-trigger",
     "the status LED on our embedded board should blink with disk activity instead of staying on; which sysfs file of the LED do I write the trigger name into?",
     "/sys/class/leds/<device>/trigger",
     ["leds/leds-class.rst.txt"], "command"),
    ("k13-fanotify-fs-error",
     "our health monitor daemon should be told when the ext4 data volume reports a file system error; which fanotify event type delivers that?",
     "FAN_FS_ERROR",
     ["admin-guide/filesystem-monitoring.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k13-stack-erasing-cost",
     "our kernel is built with STACKLEAK and the stack_erasing sysctl is on; roughly what does the erasing cost in performance according to the docs?",
     "1% slowdown",
     ["admin-guide/sysctl/kernel.rst.txt"], "value"),
    ("k13-x86-64-user-space",
     "with ordinary 4-level paging on x86-64, how big is the virtual address space a user process gets?",
     "128 TB",
     ["x86/x86_64/mm.rst.txt"], "value"),
    ("k13-vfat-errors-default",
     "the data logger writes to a FAT-formatted SD card; when the vfat driver hits a critical error on it, what does it do by default?",
     "read-only mode (default behavior)",
     ["filesystems/vfat.rst.txt"], "value"),
    ("k13-power-supply-temp-unit",
     "the temp attribute of our battery under /sys/class/power_supply reads 253; what unit does the power supply class use for temperatures?",
     "tenths of degree Celsius",
     ["power/power_supply_class.rst.txt"], "value"),
    ("k13-pm-qos-unit",
     "when I write a latency limit to the PM QoS interface, in what unit is it given?",
     "microsecond (usec)",
     ["power/pm_qos_interface.rst.txt"], "value"),
    ("k13-cramfs-file-size",
     "how large may a single file be in a cramfs image for our old boot flash?",
     "less than 16MB",
     ["filesystems/cramfs.rst.txt"], "value"),
    ("k13-printk-delay-range",
     "to read boot messages on a slow serial terminal I want to delay each printk; what range of values does printk_delay accept?",
     "Value from 0 - 10000 is allowed",
     ["admin-guide/sysctl/kernel.rst.txt"], "value"),
    ("k13-tcp-min-rtt-wlen",
     "over how many seconds does TCP track the minimum round-trip time by default, the tcp_min_rtt_wlen window?",
     "Default: 300",
     ["networking/ip-sysctl.rst.txt"], "value"),
    ("k13-joystick-axis-range",
     "in my program reading /dev/input/js0 for the stage controller, what range do the axis values in the js_event structure cover?",
     "between -32767 and +32767",
     ["input/joydev/joystick-api.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k13-initramfs-cpio-not-tar",
     "why is the initramfs a cpio archive rather than a tar file, which everybody here knows better?",
     "simpler and cleaner",
     ["filesystems/ramfs-rootfs-initramfs.rst.txt"], "reason"),
    ("k13-kobject-not-static",
     "in my driver I declared a struct kobject as a static global and the reviewers objected; why must kobjects not be static or on the stack?",
     "kobjects are dynamic",
     ["core-api/kobject.rst.txt"], "reason"),
    ("k13-distro-kernel-reports",
     "why do the bug-reporting docs tell me not to report a problem seen only with my distribution's kernel package?",
     "the changes might cause the issue you face",
     ["admin-guide/reporting-issues.rst.txt"], "reason"),
    ("k13-5level-47bit",
     "our new server has 5-level paging, yet mmap() still hands out addresses below 47 bits unless I pass a high hint; why doesn't the kernel use the full address space by default?",
     "JIT compilers use higher bits in pointers",
     ["x86/x86_64/5level-paging.rst.txt"], "reason"),
    ("k13-hwmon-voltage-scaling",
     "in2_input of the board's monitoring chip shows about 3 V for what is really the 12 V rail; why doesn't the hwmon driver report the real voltage?",
     "have to be done in user space",
     ["hwmon/sysfs-interface.rst.txt"], "reason"),
    ("k13-packet-mmap-why",
     "our packet capture tool reads a plain AF_PACKET socket and can't keep up; why is capturing without PACKET_MMAP so inefficient?",
     "requires one system call to capture each packet",
     ["networking/packet_mmap.rst.txt"], "reason"),
    ("k13-builtin-driver-firmware",
     "the camera driver is built into the kernel and fails to find its firmware at boot, though it works as a module; why do the docs say to put the firmware into the initramfs?",
     "the real rootfs not yet being available",
     ["driver-api/firmware/direct-fs-lookup.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k13-sriov-numvfs",
     "how do I turn on four SR-IOV virtual functions of the network card at runtime so I can hand them to our VMs?",
     "sriov_numvfs",
     ["PCI/pci-iov-howto.rst.txt", "networking/device_drivers/ethernet/intel/ice.rst.txt",
      "networking/device_drivers/ethernet/intel/ixgbe.rst.txt", "networking/device_drivers/ethernet/intel/i40e.rst.txt",
      "networking/device_drivers/ethernet/intel/fm10k.rst.txt", "networking/device_drivers/ethernet/pensando/ionic.rst.txt",
      "fpga/dfl.rst.txt", "translations/zh_CN/PCI/pci-iov-howto.rst.txt"], "procedure"),
    ("k13-wifi-regdomain",
     "the USB Wi-Fi dongle on the field laptop only offers the channels of the wrong country; how do I tell the kernel which regulatory domain we are in?",
     "iw reg set",
     ["networking/regulatory.rst.txt"], "procedure"),
    ("k13-fscrypt-policy",
     "I want one directory on the ext4 data disk encrypted with the kernel's own file encryption; which ioctl sets the encryption policy on the empty directory?",
     "FS_IOC_SET_ENCRYPTION_POLICY",
     ["filesystems/fscrypt.rst.txt"], "procedure"),
    ("k13-boot-trace-events",
     "the driver misbehaves long before I can log in; how do I switch on particular trace events from the kernel command line, already during early boot?",
     "trace_event=",
     ["trace/events.rst.txt"], "procedure"),
    ("k13-aer-inject",
     "I want to test how our frame grabber driver recovers from PCIe errors without having faulty hardware; how can I inject AER errors?",
     "aer-inject",
     ["PCI/pcieaer-howto.rst.txt"], "procedure"),
    ("k13-probe-defer",
     "my driver's probe needs a regulator whose driver hasn't loaded yet; what should probe return so the driver core tries again later?",
     "-EPROBE_DEFER",
     ["driver-api/driver-model/driver.rst.txt"], "procedure"),
    ("k13-edid-firmware",
     "the old projector in the seminar room sends a broken EDID and we only get 640x480; how can the kernel use a corrected EDID data set from /lib/firmware instead?",
     "CONFIG_DRM_LOAD_EDID_FIRMWARE",
     ["admin-guide/edid.rst.txt"], "procedure"),
    ("k13-acpi-table-initrd",
     "the BIOS of our test board ships a buggy DSDT; where inside the initrd do I put the fixed table so the kernel loads it at boot?",
     "kernel/firmware/acpi",
     ["admin-guide/acpi/initrd_table_override.rst.txt", "admin-guide/acpi/ssdt-overlays.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k13-acronym-mctp",
     "the new BMC on our server talks MCTP to the cards; what does MCTP stand for?",
     "Management Component Transport Protocol",
     ["networking/mctp.rst.txt"], "definition"),
    ("k13-acronym-tee",
     "trusted keys can be sealed by a TEE on our ARM board; what is a TEE?",
     "Trusted Execution Environment",
     ["staging/tee.rst.txt", "security/keys/trusted-encrypted.rst.txt"], "definition"),
    ("k13-acronym-mei",
     "lspci lists an Intel MEI controller on the lab PC; what does MEI stand for?",
     "Management Engine Interface",
     ["driver-api/mei/mei.rst.txt"], "definition"),
    ("k13-acronym-kms",
     "the graphics docs keep mentioning KMS; what does KMS mean?",
     "Kernel Mode Setting",
     ["gpu/drm-kms.rst.txt", "dev-tools/kgdb.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

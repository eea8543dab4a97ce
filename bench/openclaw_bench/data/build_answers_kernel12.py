"""Twelfth held-out set of short-fact questions over the Linux kernel 6.1 docs.

Prints ``answer_kernel_heldout12.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names paths relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain ``.rst.txt`` files, searched
for phrases), as an engineer at a lab bench would type or say them -- mostly
a situation in everyday words ("the lab laptops keep changing their IPv6
address every day and the firewall rules break..."), some in the
documentation's own terms -- spread over IPv6 privacy addresses and duplicate
address detection, TCP window scaling and SACK, the BPF JIT, NMI handling,
memory failure recovery, split-lock detection, lockdep, watermark boosting,
MLDv1 reports, the softdog margin, SYN-ACK retries, the oops limit,
utilisation clamping, VM statistics, md's safe mode, IGMP memberships,
/proc/interrupts and /proc/softirqs, the random driver's files, i2c-dev,
pin control debugfs files, ftrace filters and events, the serial gadget,
VXLAN, hugetlbfs, fault injection, spidev binding, VFIO unbinding, CAN
bus-off restart, the tun device node, the RAID5 write hole, deprecated
interfaces, transparent huge pages, laptop mode, plain-text patches and
acronyms (HMM, RAS, MPTCP, memory protection keys). The most famous facts
were avoided, and so was every answer and every question topic of the
earlier answer sets (``answer_kernel_tune``, ``answer_kernel_heldout``,
``answer_kernel_heldout3`` to ``answer_kernel_heldout11``, ``answer_pg_*``,
``answer_questions*``, ``answer_unanswerable_*``), which were read only for
that purpose; the eleventh set's builder (``build_answers_kernel11.py``) was
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

    python3 build_answers_kernel12.py > answer_kernel_heldout12.jsonl
    python3 validate_answers.py answer_kernel_heldout12.jsonl  # with a Python that has the appliance installed

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
# (id, query, answer, relevant, kind)
ROWS: list[Row] = [
    # --- settings -------------------------------------------------------
    ("k12-ipv6-privacy-addr",
     "the lab laptops keep picking a new random IPv6 address and our firewall rules break; which sysctl controls the IPv6 privacy extensions?",
     "use_tempaddr",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k12-ipv6-dad",
     "on the isolated test network the IPv6 addresses take a while to become usable because of duplicate address detection; which per-interface sysctl switches DAD off?",
     "accept_dad",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k12-tcp-window-scaling",
     "a broken middlebox on the campus link mangles large TCP windows; which sysctl turns RFC1323 window scaling on or off?",
     "tcp_window_scaling",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k12-tcp-sack",
     "for a packet-capture experiment I want the kernel to stop using selective acknowledgments in TCP; which sysctl is that?",
     "tcp_sack",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k12-bpf-jit",
     "our packet filters run slowly on the capture box; which sysctl enables the BPF just-in-time compiler?",
     "bpf_jit_enable",
     ["admin-guide/sysctl/net.rst.txt", "networking/filter.rst.txt"], "setting"),
    ("k12-unknown-nmi-panic",
     "the server's front-panel NMI button should crash the box into a dump when pressed; which sysctl makes an unknown NMI cause a panic?",
     "unknown_nmi_panic",
     ["admin-guide/sysctl/kernel.rst.txt"], "setting"),
    ("k12-io-nmi-panic",
     "when a PCI card throws an NMI because of an I/O error, I'd rather the machine panic than carry on with bad data; which sysctl controls that?",
     "panic_on_io_nmi",
     ["admin-guide/sysctl/kernel.rst.txt"], "setting"),
    ("k12-memory-failure-recovery",
     "on the ECC workstation, which vm sysctl decides whether the kernel tries to recover from a memory failure or just panics?",
     "memory_failure_recovery",
     ["admin-guide/sysctl/vm.rst.txt", "mm/hwpoison.rst.txt", "translations/zh_CN/mm/hwpoison.rst.txt"], "setting"),
    ("k12-split-lock",
     "an old closed-source acquisition program gets killed or warned about split locks on the new Intel box; which boot parameter sets how split locks are handled?",
     "split_lock_detect=",
     ["x86/buslock.rst.txt"], "setting"),
    ("k12-lockdep-config",
     "I'm writing a driver with nested mutexes and want the kernel to check my locking for deadlocks at runtime; which config option is recommended for that?",
     "CONFIG_PROVE_LOCKING",
     ["locking/ww-mutex-design.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k12-irq-counts",
     "which proc file shows how many interrupts each IRQ line has delivered on each CPU, so I can see whether the DAQ card's IRQ is firing?",
     "/proc/interrupts",
     ["filesystems/proc.rst.txt", "core-api/irq/irq-affinity.rst.txt"], "command"),
    ("k12-softirq-counts",
     "which file gives the per-CPU counts of softirq handlers run since boot?",
     "/proc/softirqs",
     ["filesystems/proc.rst.txt"], "command"),
    ("k12-entropy-count",
     "the crypto test hangs at boot on the headless box and I suspect low entropy; which file under /proc/sys/kernel/random shows the pool's entropy count?",
     "entropy_avail",
     ["admin-guide/sysctl/kernel.rst.txt"], "command"),
    ("k12-boot-id",
     "our log collector needs an id that is unique for each boot of the machine; which file under /proc/sys/kernel/random gives one?",
     "boot_id",
     ["admin-guide/sysctl/kernel.rst.txt"], "command"),
    ("k12-i2c-dev-address",
     "in my userspace C program on /dev/i2c-1, which ioctl sets the address of the sensor I want to talk to?",
     "I2C_SLAVE",
     ["i2c/dev-interface.rst.txt"], "command"),
    ("k12-pinctrl-maps",
     "which pinctrl debugfs file lists all the pin control maps registered on the board?",
     "pinctrl-maps",
     ["driver-api/pin-control.rst.txt"], "command"),
    ("k12-pinctrl-handles",
     "which pinctrl debugfs file shows every device that has a pin control handle and its maps?",
     "pinctrl-handles",
     ["driver-api/pin-control.rst.txt"], "command"),
    ("k12-ftrace-filterable",
     "before I set a function filter in ftrace, which file lists the functions that can be traced at all?",
     "available_filter_functions",
     ["trace/ftrace.rst.txt"], "command"),
    ("k12-gadget-serial",
     "the BeagleBone should appear as a serial port when plugged into the PC over USB; which module do I load for the serial gadget?",
     "modprobe g_serial",
     ["usb/gadget_serial.rst.txt"], "command"),
    ("k12-vxlan-link",
     "to stretch the instrument VLAN between two buildings over UDP, which ip link type creates a VXLAN device?",
     "type vxlan",
     ["networking/vxlan.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k12-watermark-boost",
     "what is the default watermark_boost_factor, and what does it mean?",
     "The default value of 15,000",
     ["admin-guide/sysctl/vm.rst.txt"], "value"),
    ("k12-mldv1-interval",
     "how long does the kernel wait by default before retransmitting an unsolicited MLDv1 report?",
     "Default: 10000 (10 seconds)",
     ["networking/ip-sysctl.rst.txt"], "value"),
    ("k12-softdog-margin",
     "what is the default timeout of the softdog software watchdog, and what range may it take?",
     "soft_margin < 65536, default=60",
     ["watchdog/watchdog-parameters.rst.txt"], "value"),
    ("k12-synack-retries",
     "how long does the default number of SYN-ACK retransmissions for an incoming connection take until the last retransmission?",
     "corresponds to 31seconds",
     ["networking/ip-sysctl.rst.txt"], "value"),
    ("k12-oops-limit",
     "after how many oopses does the kernel panic by default when panic_on_oops is not set?",
     "The default value is 10000",
     ["admin-guide/sysctl/kernel.rst.txt"], "value"),
    ("k12-util-clamp-default",
     "what is the default of sched_util_clamp_min?",
     "Default value is 1024, which is the maximum possible value",
     ["admin-guide/sysctl/kernel.rst.txt"], "value"),
    ("k12-vm-stat-interval",
     "how often are the vm statistics updated by default?",
     "The default is 1 second",
     ["admin-guide/sysctl/vm.rst.txt"], "value"),
    ("k12-md-safe-mode",
     "how long does an md array wait after the last write before it marks itself clean (safe_mode_delay) by default?",
     "The default is 200msec",
     ["admin-guide/md.rst.txt"], "value"),
    ("k12-igmp-max",
     "our multicast receiver wants to join hundreds of instrument streams; how high can igmp_max_memberships sensibly be set at most?",
     "5459",
     ["networking/ip-sysctl.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k12-raid5-journal-why",
     "why would I give our md RAID5 array a journal device or turn on the partial parity log?",
     "write hole",
     ["admin-guide/md.rst.txt", "driver-api/md/raid5-ppl.rst.txt", "driver-api/md/raid5-cache.rst.txt", "admin-guide/device-mapper/dm-raid.rst.txt"], "reason"),
    ("k12-alloc-arith-why",
     "a reviewer told me not to write kmalloc(count * size, ...) in my driver; why is multiplying in the allocator arguments frowned upon?",
     "risk of them overflowing",
     ["process/deprecated.rst.txt"], "reason"),
    ("k12-strlcpy-why",
     "why is strlcpy() deprecated in the kernel?",
     "linear read overflows",
     ["process/deprecated.rst.txt"], "reason"),
    ("k12-fallthrough-why",
     "why does the kernel no longer allow an implicit fall-through in a switch statement?",
     "long list of flaws",
     ["process/deprecated.rst.txt"], "reason"),
    ("k12-thp-faster-why",
     "why do applications run faster with transparent huge pages?",
     "reducing the number of TLB misses",
     ["admin-guide/mm/transhuge.rst.txt"], "reason"),
    ("k12-laptop-mode-why",
     "how does laptop mode keep the field laptop's disk spun down after it has stopped, instead of waking it for dirty data?",
     "those blocks had already been written",
     ["admin-guide/laptops/laptop-mode.rst.txt"], "reason"),
    ("k12-plain-text-patch-why",
     "why must a patch go in the body of the mail as plain text instead of as an attachment?",
     "able to read and comment on the changes",
     ["process/submitting-patches.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k12-hugetlbfs-mount",
     "our simulation wants to mmap huge pages from files; how do I mount a hugetlbfs file system?",
     "mount -t hugetlbfs",
     ["admin-guide/mm/hugetlbpage.rst.txt"], "procedure"),
    ("k12-fail-one-disk",
     "to test our data logger's error handling I want I/O errors injected only on one test disk; what do I set on that block device?",
     "make-it-fail",
     ["fault-injection/fault-injection.rst.txt"], "procedure"),
    ("k12-bind-spidev",
     "the SPI ADC on our board has no spidev entry in the device tree; how do I bind the spidev driver to it by hand?",
     "driver_override",
     ["spi/spidev.rst.txt"], "procedure"),
    ("k12-trace-sched-switch",
     "how do I enable just the sched_switch event in the tracing directory?",
     "sched_switch/enable",
     ["trace/ftrace.rst.txt"], "procedure"),
    ("k12-function-tracer",
     "how do I switch ftrace to the plain function tracer?",
     "echo function > current_tracer",
     ["trace/ftrace.rst.txt", "admin-guide/pm/intel_pstate.rst.txt"], "procedure"),
    ("k12-vfio-unbind",
     "to hand the frame grabber card to a VM through VFIO, how do I first detach it from its current host driver?",
     "driver/unbind",
     ["driver-api/vfio.rst.txt"], "procedure"),
    ("k12-can-bus-off-restart",
     "after a bus-off our CAN interface stays down until I restart it by hand; how do I make it restart automatically after a delay?",
     "restart-ms",
     ["networking/can.rst.txt"], "procedure"),
    ("k12-tun-node",
     "the container has no /dev/net/tun, so our VPN client can't start; how do I create the device node?",
     "mknod /dev/net/tun",
     ["networking/tuntap.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k12-acronym-hmm",
     "what does HMM stand for in the mm docs?",
     "Heterogeneous Memory Management",
     ["mm/hmm.rst.txt"], "definition"),
    ("k12-acronym-ras",
     "what does RAS stand for in the admin guide?",
     "Reliability, Availability and Serviceability",
     ["admin-guide/ras.rst.txt"], "definition"),
    ("k12-acronym-mptcp",
     "what is mptcp, one of the directories under /proc/sys/net?",
     "Multipath TCP",
     ["admin-guide/sysctl/net.rst.txt"], "definition"),
    ("k12-pkeys",
     "what are pkeys, as in pkey_mprotect()?",
     "Memory Protection Keys",
     ["core-api/protection-keys.rst.txt", "translations/zh_CN/core-api/protection-keys.rst.txt"], "definition"),

]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

"""Fortieth held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout40.jsonl`` (72 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched with
grep, sed and a small phrase-finding script), as an engineer at a lab bench
would type or say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own boards,
devices, hosts and products (a router between lab VLANs, a syslog collector,
Wi-Fi tablets, a bonded file server, an EEG rig's USB audio interface,
battery-powered field loggers, a CI runner, a VM host, a provisioning
daemon, a sample-archive jukebox, an old ProLiant's iLO watchdog, an IBM Z
LPAR, a POWER9 server, an FPGA card, a Ceph image behind LIO, an SDN
testbed), named in the situation while the question asks what the
documentation does answer. Its facts are spread over ICMP errors from the
inbound address, UDP early demux, automatic port reuse in bind(), keeping
the ARP cache on NOCARRIER, migrating requests between SO_REUSEPORT
listeners, untracked neighbor advertisements, the bonding ARP monitor's
missed checks and balance-rr packets per slave, conntrack's retransmission
limit, the HD-audio DMA position fix, mixer errors of USB audio, the
deferrable KFENCE timer, KASAN's fault mode, VF autoprobing, root's key
quota; the stack tracer's filter, functions with ftrace callbacks, listing modules from
gdb, checkpatch fixing in place, KVM capability checks, locking a CD-ROM
door, the watchdog's time left and pretimeout, symbol offsets in traces, the
onmax() histogram handler, packet fanout, overflow-checked addition, DMA
allocations from genalloc, validating .dts files, the cached command names
of ftrace; kmemleak's scan period, the hpwdt pretimeout, checkpatch's tab
size, rawmidi devices per card, LP5523 channels, Phonet pipe connections,
usb-serial interfaces, HPET comparators, powerpc system-call parameters,
pci-epf-ntb doorbells, AP domains, the default IRQ affinity mask, ARM ITCM;
the return value of strscpy(), %pS, SCHED_IDLE, accelerated RFS, the
kprobe optimizer's wait, kallsyms for kprobes, RCU versus SRCU,
srcu_dereference(), padding ioctl structs, packet_mmap blocks and frames,
remote this_cpu writes; systematic fault injection, gdb's auto-load path,
listing the lx commands, kgdbwait, sparse on all files, UBSAN for one file,
excluding a directory from KASAN, saving a trusted key blob, reversing a
live-patch transition, linking a gadget function into a configuration, a separate
.kunitconfig, HD-audio reconfiguration; and terms (KFENCE, TCMU, SRCU, the
stream parser, the Open vSwitch module, ipvlan). It takes no facts from the
folders ``admin-guide``, ``driver-api``, ``filesystems``, ``hwmon``,
``i2c``, ``input``, ``block``, ``arm64``, ``x86`` and ``power`` (the other
author of this round took those), and avoids facts that those folders also
state (each answer was grepped for in them); no fact is taken from a
translation alone. The most famous facts were avoided, and so was every
answer and every question topic of the earlier answer sets
(``answer_kernel_tune``, ``answer_kernel_heldout`` to
``answer_kernel_heldout38``, ``answer_pg_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose (answers
and question words were grepped against them, and each new answer against
the text of every page). The thirty-eighth set's builder
(``build_answers_kernel38.py``) was read as the template for format and
rules; the set written at the same time by the other author of this round
was not seen. Nothing of the answer code, of its search or answer output, of the
appliance's documentation or tests, or of the benchmark results was opened
while writing it; no git command was used for it; the questions were not
run through the appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer``
is the short phrase that carries the asked-for fact, copied as the page
writes it; ``relevant`` lists every page that states the fact with that
phrase, best first, leaving out index pages, passing uses and translations
that do not state the same fact.

Usage::

    python3 build_answers_kernel40.py > answer_kernel_heldout40.jsonl
    python3 validate_answers.py answer_kernel_heldout40.jsonl  # with a Python that has the appliance installed

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
    ("k40-icmp-errors-inbound-ifaddr",
     "our Linux router between the lab VLANs sends ICMP errors from the address of the outgoing interface, and the traceroute output of the students confuses everyone; which sysctl makes it use the address of the interface the packet came in on?",
     "icmp_errors_use_inbound_ifaddr",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k40-udp-early-demux",
     "the syslog collector receives mostly unconnected UDP traffic from hundreds of instruments, and I read that early demux only helps connected sockets; which sysctl switches it off for UDP?",
     "udp_early_demux",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k40-ip-autobind-reuse",
     "our load generator does bind() then connect() on thousands of SO_REUSEADDR sockets and runs out of automatically chosen ports; which sysctl lets bind() reuse such a port automatically?",
     "ip_autobind_reuse",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k40-arp-evict-nocarrier",
     "the Wi-Fi tablets on the lab floor lose their ARP cache every time they roam between access points; which sysctl stops the kernel from clearing the ARP cache on NOCARRIER events?",
     "arp_evict_nocarrier",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k40-tcp-migrate-req",
     "when we restart one of the SO_REUSEPORT listeners of our data-ingest service, the connections still in its accept queue get reset; which sysctl lets the kernel move them to another listener on the same port?",
     "tcp_migrate_req",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k40-accept-untracked-na",
     "after a failover the IPv6 router on the instrument network only learns the new neighbour once it solicits it, and unsolicited neighbor advertisements are ignored; which sysctl lets it accept advertisements from devices not in its neighbour cache?",
     "accept_untracked_na",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k40-bond-arp-missed-max",
     "the ARP monitor of bond0 on the file server marks a link down after a couple of lost probes on our lossy switch; which bonding option sets how many arp_interval checks must fail first?",
     "arp_missed_max",
     ["networking/bonding.rst.txt"], "setting"),
    ("k40-bond-packets-per-slave",
     "in balance-rr mode our bond sends every single packet over the next link and the receiver sees reordering; which bonding option sets how many packets go through one slave before moving on?",
     "packets_per_slave",
     ["networking/bonding.rst.txt"], "setting"),
    ("k40-conntrack-tcp-max-retrans",
     "on the lab firewall, conntrack should tolerate more retransmitted packets without an ACK before it puts a TCP entry on a shorter timer; which sysctl sets that number?",
     "nf_conntrack_tcp_max_retrans",
     ["networking/nf_conntrack-sysctl.rst.txt"], "setting"),
    ("k40-hda-position-fix",
     "recording from the onboard HD-audio codec of the stimulus PC gives crackles and the driver complains about the DMA pointer; which snd-hda-intel module option chooses how the DMA position is read?",
     "position_fix",
     ["sound/alsa-configuration.rst.txt", "sound/hd-audio/notes.rst.txt"], "setting"),
    ("k40-usb-audio-ignore-ctl-error",
     "the cheap USB audio interface on the EEG rig throws URB error -22 whenever alsamixer touches it; which snd-usb-audio option ignores errors from the mixer interface?",
     "ignore_ctl_error",
     ["sound/alsa-configuration.rst.txt"], "setting"),
    ("k40-kfence-deferrable",
     "we want KFENCE on the battery-powered field loggers, but its sampling timer wakes the idle CPU; which boot parameter switches it to a timer that doesn't force wake-ups?",
     "kfence.deferrable",
     ["dev-tools/kfence.rst.txt"], "setting"),
    ("k40-kasan-fault",
     "on the KASAN test kernel in our CI the first report should panic the machine so the runner catches it, without turning on panic_on_warn; which boot parameter controls that?",
     "kasan.fault",
     ["dev-tools/kasan.rst.txt", "translations/zh_CN/dev-tools/kasan.rst.txt"], "setting"),
    ("k40-sriov-drivers-autoprobe",
     "when I enable SR-IOV on the NIC of the VM host, the host's own driver grabs every virtual function before I can pass them to guests; which sysfs file stops VFs from being probed on the host?",
     "sriov_drivers_autoprobe",
     ["PCI/pci-iov-howto.rst.txt", "translations/zh_CN/PCI/pci-iov-howto.rst.txt"], "setting"),
    ("k40-keys-root-maxkeys",
     "our root-run provisioning daemon hits the key quota when it loads certificates into keyrings; which /proc/sys/kernel/keys file sets the maximum number of keys root may have?",
     "root_maxkeys",
     ["security/keys/core.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k40-stack-trace-filter",
     "the stack tracer on the test rig should only look at the functions of our acquisition driver; which tracefs file limits the functions it traces?",
     "stack_trace_filter",
     ["trace/ftrace.rst.txt"], "command"),
    ("k40-enabled-functions",
     "something on the test rig has attached an ftrace callback to our driver's interrupt handler and I don't know what; which tracefs file shows the functions that have callbacks attached?",
     "enabled_functions",
     ["trace/ftrace.rst.txt"], "command"),
    ("k40-gdb-lx-lsmod",
     "debugging the QEMU guest with gdb and the kernel's gdb scripts, which command lists the modules currently loaded in the guest?",
     "lx-lsmod",
     ["dev-tools/gdb-kernel-debugging.rst.txt", "translations/zh_CN/dev-tools/gdb-kernel-debugging.rst.txt"], "command"),
    ("k40-checkpatch-fix-inplace",
     "checkpatch found dozens of whitespace problems in our driver file; which option makes it fix them directly in the file?",
     "--fix-inplace",
     ["dev-tools/checkpatch.rst.txt"], "command"),
    ("k40-kvm-check-extension",
     "our little VMM for the test harness must find out whether the host's KVM supports a capability before using it; which ioctl asks that?",
     "KVM_CHECK_EXTENSION",
     ["virt/kvm/api.rst.txt"], "command"),
    ("k40-cdrom-lockdoor",
     "the sample-archive jukebox script must stop people from ejecting the disc while it is writing an index; which cdrom ioctl locks the drive door?",
     "CDROM_LOCKDOOR",
     ["userspace-api/ioctl/cdrom.rst.txt", "cdrom/cdrom-standard.rst.txt"], "command"),
    ("k40-wdioc-gettimeleft",
     "our watchdog daemon on the data logger wants to show how many seconds are left before the board reboots; which ioctl returns that?",
     "WDIOC_GETTIMELEFT",
     ["watchdog/watchdog-api.rst.txt"], "command"),
    ("k40-wdioc-setpretimeout",
     "I'd like a warning interrupt some seconds before the watchdog actually resets the controller board; which ioctl sets that pretimeout?",
     "WDIOC_SETPRETIMEOUT",
     ["watchdog/watchdog-api.rst.txt"], "command"),
    ("k40-trace-sym-offset",
     "the function tracer output on the test rig shows only function names, but I need the offset inside each function too; which trace option adds it?",
     "sym-offset",
     ["trace/ftrace.rst.txt"], "command"),
    ("k40-hist-onmax",
     "in a histogram trigger on the wakeup latency of our RT thread, which handler invokes an action whenever a variable exceeds its current maximum?",
     "onmax(",
     ["trace/histogram.rst.txt"], "command"),
    ("k40-packet-fanout",
     "our capture program runs six worker processes on the 10G port and each should get a share of the packets on the same AF_PACKET socket group; which socket option spreads packets across them?",
     "PACKET_FANOUT",
     ["networking/packet_mmap.rst.txt"], "command"),
    ("k40-check-add-overflow",
     "a reviewer told us to stop open-coding the size addition in our driver's buffer allocation; which helper adds two values and reports wrap-around?",
     "check_add_overflow",
     ["process/deprecated.rst.txt", "translations/it_IT/process/deprecated.rst.txt"], "command"),
    ("k40-gen-pool-dma-alloc",
     "in our FPGA card driver the on-chip SRAM is managed by genalloc, and I need an allocation from it together with its DMA address; which function?",
     "gen_pool_dma_alloc",
     ["core-api/genalloc.rst.txt", "translations/zh_CN/core-api/genalloc.rst.txt"], "command"),
    ("k40-make-dtbs-check",
     "I changed the .dts of our carrier board and want to validate it against the binding schemas before sending the patch; which make target?",
     "make dtbs_check",
     ["devicetree/bindings/writing-schema.rst.txt"], "command"),
    ("k40-saved-cmdlines-size",
     "in the ftrace output of the overnight run many tasks show up as <...> because their names weren't cached; which tracefs file raises the number of cached command names?",
     "saved_cmdlines_size",
     ["trace/ftrace.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k40-kmemleak-scan-period",
     "kmemleak is running on the debug kernel of the test box; how often does its automatic scanning thread scan memory by default?",
     "default 600",
     ["dev-tools/kmemleak.rst.txt"], "value"),
    ("k40-hpwdt-pretimeout",
     "the iLO watchdog of the old ProLiant delivers an NMI before it resets the server; how many seconds before the timeout does that happen by default?",
     "Default value is 9 seconds",
     ["watchdog/hpwdt.rst.txt"], "value"),
    ("k40-checkpatch-tab-size",
     "our vendor code uses 4-space tabs and checkpatch measures line lengths wrongly; how many spaces per tab does checkpatch assume by default?",
     "(default 8)",
     ["dev-tools/checkpatch.rst.txt"], "value"),
    ("k40-alsa-rawmidi-devices",
     "the ALSA driver for our MIDI trigger box needs several rawmidi devices on one card; how many can a card create?",
     "up to 8 rawmidi devices",
     ["sound/kernel-api/writing-an-alsa-driver.rst.txt"], "value"),
    ("k40-lp5523-channels",
     "the status panel uses an LP5523 LED controller; how many LED channels can it drive?",
     "up to 9 channels",
     ["leds/leds-lp5523.rst.txt"], "value"),
    ("k40-phonet-pipe-connections",
     "our gateway talks to an old Nokia modem over Phonet pipes; how many simultaneous connections can one listening socket handle?",
     "up to 255 simultaneous",
     ["networking/phonet.rst.txt"], "value"),
    ("k40-usb-serial-interfaces",
     "the test rack has a lot of USB-to-serial adapters for the instruments; how many serial interfaces can the usb-serial driver handle at once?",
     "up to 256 different serial interfaces",
     ["usb/usb-serial.rst.txt"], "value"),
    ("k40-hpet-comparators",
     "the HPET of the acquisition PC: how many comparators can one HPET have?",
     "up to 32 comparators",
     ["timers/hpet.rst.txt"], "value"),
    ("k40-ppc64-syscall-args",
     "I'm writing a syscall wrapper in assembly for our POWER9 server; how many integer parameters can a system call take on 64-bit powerpc?",
     "maximum of 6 integer parameters",
     ["powerpc/syscall64-abi.rst.txt"], "value"),
    ("k40-pci-ntb-doorbells",
     "we set up the pci-epf-ntb function on the endpoint board linking two hosts; how many doorbells does it get by default?",
     "Number of doorbells; default = 4",
     ["PCI/endpoint/function/binding/pci-ntb.rst.txt"], "value"),
    ("k40-vfio-ap-domains",
     "on the IBM Z test LPAR we partition a crypto adapter for KVM guests; how many domains can one AP adapter hold?",
     "up to 256 domains",
     ["s390/vfio-ap.rst.txt"], "value"),
    ("k40-irq-default-affinity-mask",
     "what is the default affinity mask given to IRQs that are not active yet, as in /proc/irq/default_smp_affinity?",
     "Default mask is 0xff",
     ["core-api/irq/irq-affinity.rst.txt"], "value"),
    ("k40-arm-tcm-size",
     "our ARM board has tightly coupled memory; how much ITCM does Linux support mapping?",
     "a maximum of 32KiB of ITCM",
     ["arm/tcm.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k40-why-strscpy-return-value",
     "replacing strcpy() with strscpy() in our driver broke a caller that used the return value; why?",
     "does not return a pointer to the destination",
     ["process/deprecated.rst.txt"], "reason"),
    ("k40-why-ps-for-text-addresses",
     "for printing code addresses in our driver's debug output, why is %pS recommended over a raw address format?",
     "produces the more useful symbol name instead",
     ["process/deprecated.rst.txt"], "reason"),
    ("k40-why-sched-idle-not-true-idle",
     "we put the background checksum job on SCHED_IDLE; why isn't SCHED_IDLE a true idle-time scheduler?",
     "priority inversion problems which would deadlock the machine",
     ["scheduler/sched-design-CFS.rst.txt"], "reason"),
    ("k40-why-accelerated-rfs",
     "our 25G NIC supports accelerated RFS; why should it perform better than plain RFS?",
     "packets are sent directly to a CPU local to the thread consuming the data",
     ["networking/scaling.rst.txt"], "reason"),
    ("k40-why-kprobe-optimizer-waits",
     "why doesn't the kprobe optimizer put its jump instruction in place right away but calls synchronize_rcu() first?",
     "interrupted in the middle of executing the optimized region",
     ["trace/kprobes.rst.txt"], "reason"),
    ("k40-why-kprobes-need-kallsyms",
     "why should CONFIG_KALLSYMS be set on the kernel where we want to use kprobes?",
     "kallsyms_lookup_name() is used by the in-kernel kprobe address resolution code",
     ["trace/kprobes.rst.txt"], "reason"),
    ("k40-why-rcu-over-srcu",
     "our readers never sleep inside the critical section; why should we use plain RCU rather than SRCU?",
     "RCU is almost always faster and easier to use than is SRCU",
     ["RCU/checklist.rst.txt"], "reason"),
    ("k40-why-srcu-dereference",
     "in our SRCU-protected list, why use srcu_dereference() instead of rcu_dereference()?",
     "in order to avoid lockdep splats",
     ["RCU/checklist.rst.txt"], "reason"),
    ("k40-why-pad-ioctl-struct",
     "why must the ioctl struct of our new driver be padded to a multiple of 64 bits when it contains 64-bit fields?",
     "the structure size will otherwise differ on 32-bit versus 64-bit",
     ["process/botching-up-ioctls.rst.txt"], "reason"),
    ("k40-why-packet-mmap-frame-block",
     "with PACKET_RX_RING, why must tp_block_size be a multiple of tp_frame_size?",
     "a frame cannot be spawn across two blocks",
     ["networking/packet_mmap.rst.txt"], "reason"),
    ("k40-why-this-cpu-remote-write",
     "a colleague updates another CPU's counter with this_cpu ops; why is remote write access problematic?",
     "this_cpu ops do not have lock semantics",
     ["core-api/this_cpu_ops.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k40-fail-nth",
     "I want the 5th allocation in a particular system call of our test thread to fail, systematically, not randomly; which file do I write N into?",
     "/proc/self/task/<tid>/fail-nth",
     ["fault-injection/fault-injection.rst.txt"], "procedure"),
    ("k40-gdb-auto-load-safe-path",
     "gdb refuses to load vmlinux-gdb.py from my kernel build directory; how do I allow it?",
     "add-auto-load-safe-path /path/to/linux-build",
     ["dev-tools/gdb-kernel-debugging.rst.txt", "translations/zh_CN/dev-tools/gdb-kernel-debugging.rst.txt"], "procedure"),
    ("k40-gdb-apropos-lx",
     "once the kernel's gdb scripts are loaded, how do I list all the lx helper commands and functions they provide?",
     "apropos lx",
     ["dev-tools/gdb-kernel-debugging.rst.txt", "translations/zh_CN/dev-tools/gdb-kernel-debugging.rst.txt"], "procedure"),
    ("k40-kgdbwait",
     "the board crashes during driver init, long before I could attach gdb; how do I make the kernel stop at boot and wait for the debugger?",
     "kgdbwait",
     ["dev-tools/kgdb.rst.txt"], "procedure"),
    ("k40-sparse-all-files",
     "make C=1 only runs sparse on the files that get recompiled; how do I run it on all the source files regardless?",
     "make C=2",
     ["dev-tools/sparse.rst.txt", "translations/zh_CN/dev-tools/sparse.rst.txt"], "procedure"),
    ("k40-ubsan-one-file",
     "I want UBSAN checks only for main.o of our driver, not the whole kernel; what do I put in its Makefile?",
     "UBSAN_SANITIZE_main.o := y",
     ["dev-tools/ubsan.rst.txt"], "procedure"),
    ("k40-kasan-exclude-dir",
     "KASAN should not instrument any file in our driver's low-level directory; what do I write in that directory's Makefile?",
     "KASAN_SANITIZE := n",
     ["dev-tools/kasan.rst.txt", "translations/zh_CN/dev-tools/kasan.rst.txt"], "procedure"),
    ("k40-keyctl-pipe-blob",
     "after creating a trusted key on the TPM of the kiosk PC, how do I save its sealed blob to a file so I can load it after reboot?",
     "keyctl pipe",
     ["security/keys/trusted-encrypted.rst.txt"], "procedure"),
    ("k40-livepatch-reverse-transition",
     "our new live patch on the data-logger kernel has been stuck in transition for an hour because one task never converges; how do I reverse the transition?",
     "writing the opposite value to the /sys/kernel/livepatch/<patch>/enabled file",
     ["livepatch/livepatch.rst.txt"], "procedure"),
    ("k40-gadget-configfs-link",
     "I built an ncm function in the configfs gadget of our i.MX board; how do I put that function into a configuration?",
     "ln -s functions/<name>.<instance name> configs/<name>.<number>",
     ["usb/gadget_configfs.rst.txt"], "procedure"),
    ("k40-kunit-separate-kunitconfig",
     "I want kunit.py to run the pre-defined test config of one subsystem instead of the default .kunitconfig; which option takes that file?",
     "--kunitconfig",
     ["dev-tools/kunit/run_wrapper.rst.txt", "dev-tools/kunit/running_tips.rst.txt", "dev-tools/kunit/start.rst.txt"], "procedure"),
    ("k40-hda-reconfig",
     "after changing the pin configuration of the HD-audio codec through sysfs, how do I make the driver reconfigure the codec without rebooting?",
     "echo 1 > /sys/class/sound/hwC0D0/reconfig",
     ["sound/hd-audio/notes.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k40-what-kfence",
     "the debug options mention KFENCE; what is it?",
     "a low-overhead sampling-based memory safety error detector",
     ["dev-tools/kfence.rst.txt"], "definition"),
    ("k40-what-tcmu",
     "our storage test box is to export a Ceph image through LIO with TCMU; what is TCMU?",
     "a userspace pass-through backstore for LIO",
     ["target/tcmu-design.rst.txt"], "definition"),
    ("k40-what-srcu",
     "the RCU checklist keeps mentioning SRCU; what kind of RCU is that?",
     "sleepable RCU",
     ["RCU/checklist.rst.txt", "RCU/Design/Requirements/Requirements.rst.txt"], "definition"),
    ("k40-what-strparser",
     "what is the kernel's stream parser (strparser)?",
     "a utility that parses messages of an application layer protocol running over a data stream",
     ["networking/strparser.rst.txt"], "definition"),
    ("k40-what-openvswitch-module",
     "the SDN testbed loads the openvswitch kernel module; what does that module do?",
     "flexible userspace control over flow-level packet processing",
     ["networking/openvswitch.rst.txt"], "definition"),
    ("k40-what-ipvlan-vs-macvlan",
     "how does the ipvlan driver differ from macvlan?",
     "using L3 for mux-ing",
     ["networking/ipvlan.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

"""Eighteenth held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout18.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched
with grep, sed and a small search script), as an engineer at a lab bench
would type or say them -- mostly a situation in everyday words, some in the
documentation's own terms, a few mentioning the asker's own machines,
devices and files -- spread over switching off TCP timestamps, IPv6-only
sockets by default, source-routed packets, bridged traffic passing through
iptables, the source address in ARP requests, eMMC partitions given on the
command line, tracepoints sent to printk, letting other users into a
FUSE mount, RX timestamps taken after RPS, the highest capability the
kernel knows; /proc/<pid>/wchan, /proc/<pid>/mountinfo, ethtool -S,
MODULE_DEVICE_TABLE, the NFSv4 id mapper program, zramctl, setserial,
inputattach, con2fbmap, memory.stat; the default squashfs block size, the
number of st tape modes, BFQ's timeout for synchronous requests, bcache's
congestion threshold for reads, dm-integrity's default block size,
CIFSMaxBufSize, netconsole's target port, the mode of a hugetlbfs root,
DAMON_RECLAIM's cold-memory age; why an RCU reader must not block, evdev's
SYN_DROPPED, why VFIO hands out whole IOMMU groups, spinlock_t on
PREEMPT_RT, intel_pstate's governors that only share names, why published
branches should not be rebased, idle isolcpus cores; flagging an md member
for replacement, a stacktrace event trigger, an HD-audio model given by
SSID, a SafeSetID policy, starting dm-clone hydration, late microcode
loading, a cgroup v1 device whitelist entry, ACPI debug output switched on
at runtime; and terms (RSS, DAPM, SVE, TSC). The most famous facts were
avoided, and so was every answer and every question topic of the earlier
answer sets (``answer_kernel_tune``, ``answer_kernel_heldout`` to
``answer_kernel_heldout17``, ``answer_pg_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose (answers
were also grepped against them, and against the text around each new
fact); the seventeenth set's builder (``build_answers_kernel17.py``) was
read as the template for format and rules. Nothing of the answer code, of
its search or answer output, of the appliance's documentation or tests, or
of the benchmark results was opened while writing it; no git command was
run; the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer`` is
the short phrase that carries the asked-for fact, copied as the page writes
it; ``relevant`` lists every page that states the fact with that phrase,
best first, leaving out index pages and passing uses; translations under
``translations/`` that state the same fact with the same phrase come after
the English pages.

Usage::

    python3 build_answers_kernel18.py > answer_kernel_heldout18.jsonl
    python3 validate_answers.py answer_kernel_heldout18.jsonl  # with a Python that has the appliance installed

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
    ("k18-tcp-timestamps",
     "a security scan of the instrument gateway complains that its TCP timestamps give away information; which sysctl switches the RFC1323 timestamps off?",
     "tcp_timestamps",
     ["networking/ip-sysctl.rst.txt", "networking/device_drivers/ethernet/chelsio/cxgb.rst.txt",
      "networking/device_drivers/ethernet/intel/ixgb.rst.txt"], "setting"),
    ("k18-bindv6only",
     "our acquisition daemon listens on [::]:5000 and quietly accepts IPv4 clients through mapped addresses too; which sysctl sets the default of IPV6_V6ONLY so new sockets are IPv6-only?",
     "bindv6only",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k18-accept-source-route",
     "the network audit wants the lab router box to refuse IPv4 packets that carry a source route option; which sysctl decides whether such packets are accepted?",
     "accept_source_route",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k18-bridge-nf-call-iptables",
     "the test VMs hang off a Linux bridge on the host, and since br_netfilter got loaded the host's iptables rules filter their traffic; which sysctl stops passing bridged IPv4 traffic to iptables?",
     "bridge-nf-call-iptables",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k18-arp-announce",
     "the DAQ box has two NICs on different subnets, and the ARP requests it sends out of one carry the other NIC's address, so a fussy PLC ignores them; which sysctl restricts the source address announced in ARP requests?",
     "arp_announce",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k18-blkdevparts",
     "the embedded logger boots from an eMMC with no partition table, and we want to lay out its partitions from the kernel command line; which option does that?",
     "blkdevparts",
     ["block/cmdline-partition.rst.txt"], "setting"),
    ("k18-tracepoint-printk",
     "the test kernel was booted with tp_printk and now the enabled tracepoints flood the serial console; which sysctl stops sending them to printk at runtime?",
     "tracepoint_printk",
     ["admin-guide/sysctl/kernel.rst.txt"], "setting"),
    ("k18-fuse-user-allow-other",
     "I mount the instrument PC's share with sshfs as user lab, and the backup service running as another user should read it, but allow_other is refused for non-root; which option has to be set in the FUSE configuration?",
     "user_allow_other",
     ["filesystems/fuse.rst.txt"], "setting"),
    ("k18-netdev-tstamp-prequeue",
     "the capture box spreads incoming packets over several CPUs with RPS, and I'd accept slightly later RX timestamps if that spreads the load; which net.core sysctl lets timestamps be taken after RPS processing?",
     "netdev_tstamp_prequeue",
     ["admin-guide/sysctl/net.rst.txt"], "setting"),
    ("k18-cap-last-cap",
     "our capability-dropping wrapper needs to know the highest capability number the running kernel supports; which sysctl file under /proc/sys/kernel exports that?",
     "cap_last_cap",
     ["admin-guide/sysctl/kernel.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k18-proc-wchan",
     "the acquisition process hangs in state D and I'd like to know where in the kernel it's stuck; which file under /proc/<pid> shows the kernel function the task is blocked in?",
     "wchan",
     ["filesystems/proc.rst.txt"], "command"),
    ("k18-proc-mountinfo",
     "inside the container I need to know whether /mnt/data is a shared or a slave mount; which /proc file lists each mount with its propagation tags?",
     "mountinfo",
     ["filesystems/proc.rst.txt"], "command"),
    ("k18-ethtool-stats",
     "which command shows the standard Ethernet MAC and PHY counters of eth0, like FramesTransmittedOK and SymbolErrorDuringCarrier?",
     "ethtool -S",
     ["networking/statistics.rst.txt"], "command"),
    ("k18-module-device-table",
     "my USB driver for the in-house pulse counter works with insmod, but it isn't loaded automatically when the device is plugged in; which macro exports its ID table so user space can pick the right module?",
     "MODULE_DEVICE_TABLE",
     ["driver-api/usb/hotplug.rst.txt", "driver-api/usb/writing_usb_driver.rst.txt"], "command"),
    ("k18-nfs-idmap",
     "on our NFSv4 clients, which program does request-key call to turn names like user@domain into uids and gids?",
     "nfs.idmap",
     ["admin-guide/nfs/nfs-idmapper.rst.txt"], "command"),
    ("k18-zramctl",
     "rather than writing zram's sysfs attributes by hand, which util-linux tool sets up and lists zram devices?",
     "zramctl",
     ["admin-guide/blockdev/zram.rst.txt"], "command"),
    ("k18-setserial",
     "the old multiport serial board in the lab PC needs its UART type and baud base adjusted per port; which utility sets those serial port parameters?",
     "setserial",
     ["driver-api/tty/moxa-smartio.rst.txt", "sound/cards/serial-u16550.rst.txt",
      "misc-devices/oxsemi-tornado.rst.txt"], "command"),
    ("k18-inputattach",
     "the manipulator's old joystick plugs into a serial port, not USB; besides the serport module, which utility has to run to hook it up to the input layer?",
     "inputattach",
     ["input/joydev/joystick.rst.txt", "input/ff.rst.txt"], "command"),
    ("k18-con2fbmap",
     "I boot the status display with fbcon=map:1 so the console stays off the framebuffer; which utility maps the console to the framebuffer later on?",
     "con2fbmap",
     ["fb/fbcon.rst.txt"], "command"),
    ("k18-memory-stat",
     "memory.current says the analysis job's cgroup uses 8 GB; which file breaks that down into anonymous memory, page cache, kernel memory and so on?",
     "memory.stat",
     ["admin-guide/cgroup-v2.rst.txt", "admin-guide/cgroup-v1/memory.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k18-squashfs-block-size",
     "we pack the calibration tables into a squashfs image; what block size does squashfs use if I don't pick one?",
     "default block size 128K",
     ["filesystems/squashfs.rst.txt"], "value"),
    ("k18-st-tape-modes",
     "our archive tape drive uses the st driver with different block sizes per job; by default, how many modes can be defined and picked through the minor number?",
     "up to four modes",
     ["scsi/st.rst.txt"], "value"),
    ("k18-bfq-fifo-expire-sync",
     "with BFQ on the acquisition disk, how long may a synchronous request wait before it times out, if fifo_expire_sync is left at its default?",
     "125ms",
     ["block/bfq-iosched.rst.txt"], "value"),
    ("k18-bcache-congested-read",
     "bcache starts bypassing our caching SSD when it gets busy; above what read latency does it begin throttling by default?",
     "2000 us (2 milliseconds) for reads",
     ["admin-guide/bcache.rst.txt"], "value"),
    ("k18-dm-integrity-block-size",
     "I set up dm-integrity on the data disk without a block_size argument; what block size does it use then?",
     "the default block size is 512 bytes",
     ["admin-guide/device-mapper/dm-integrity.rst.txt"], "value"),
    ("k18-cifs-maxbufsize",
     "before raising rsize on the cifs mount of the file server, what is CIFSMaxBufSize by default?",
     "defaults to 16K",
     ["admin-guide/cifs/usage.rst.txt"], "value"),
    ("k18-netconsole-target-port",
     "if I leave the port out of the netconsole= line, which UDP port on the logging box does netconsole send to?",
     "6666",
     ["networking/netconsole.rst.txt"], "value"),
    ("k18-hugetlbfs-mode",
     "I mounted hugetlbfs without a mode option; what permissions does its root directory get?",
     "0755",
     ["admin-guide/mm/hugetlbpage.rst.txt"], "value"),
    ("k18-damon-reclaim-min-age",
     "with DAMON_RECLAIM enabled on the analysis box, how long must a memory region go unaccessed before it counts as cold, by default?",
     "120 seconds by default",
     ["admin-guide/mm/damon/reclaim.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k18-rcu-reader-no-block",
     "in my driver I call a function that may sleep between rcu_read_lock() and rcu_read_unlock(), and a reviewer rejected it; why isn't that allowed?",
     "illegal to block while in an RCU read-side critical section",
     ["RCU/whatisRCU.rst.txt"], "reason"),
    ("k18-evdev-syn-dropped",
     "our program reading /dev/input/event3 from the touch panel sometimes gets SYN_DROPPED, and afterwards the positions jump; why?",
     "buffer overrun in the evdev client's event queue",
     ["input/event-codes.rst.txt"], "reason"),
    ("k18-vfio-iommu-group",
     "to pass one port of the dual-port NIC through to a VM, vfio makes me give up the other port as well; why can't I assign just the one device?",
     "the group is the minimum granularity",
     ["driver-api/vfio.rst.txt"], "reason"),
    ("k18-preempt-rt-spinlock",
     "on the PREEMPT_RT build, code holding our driver's spinlock_t gets preempted and interrupts stay enabled under spin_lock_irqsave; why does it behave differently there?",
     "spinlock_t is mapped to a separate implementation based on rt_mutex",
     ["locking/locktypes.rst.txt"], "reason"),
    ("k18-intel-pstate-governor-names",
     "with intel_pstate I picked the powersave policy expecting the lowest clock, but the cores still ramp up under load just like ondemand; why?",
     "they generally do not work in the same way as the generic governors they share the names with",
     ["admin-guide/pm/intel_pstate.rst.txt"], "reason"),
    ("k18-no-rebase-public",
     "I rebased the lab's public driver branch onto the latest -rc, and the maintainer I send pull requests to asked me not to do that; why?",
     "Others may have pulled a copy of your tree and built on it",
     ["maintainer/rebasing-and-merging.rst.txt"], "reason"),
    ("k18-isolcpus-idle",
     "I booted with isolcpus=2,3 and started four worker threads allowed to run anywhere, but CPUs 2 and 3 stay idle; why?",
     "the isolated CPUs will not participate in load balancing",
     ["admin-guide/cgroup-v1/cpusets.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k18-md-want-replacement",
     "one member of the RAID6 in the archive server still works but keeps logging read errors; a spare is in place, so how do I tell md to copy onto the spare and then drop the old disk?",
     "want_replacement",
     ["admin-guide/md.rst.txt"], "procedure"),
    ("k18-stacktrace-trigger",
     "I want the kernel stack to be recorded every time the kmalloc tracepoint fires; what do I write into the event's trigger file?",
     "echo 'stacktrace'",
     ["trace/events.rst.txt"], "procedure"),
    ("k18-hda-model-ssid",
     "the headphone jack of the new lab PC is dead, and a laptop model whose codec quirk works has a known PCI SSID; how do I tell snd-hda-intel to apply that board's quirk instead?",
     "model=XXXX:YYYY",
     ["sound/hd-audio/notes.rst.txt", "sound/alsa-configuration.rst.txt"], "procedure"),
    ("k18-safesetid-policy",
     "the data collector runs as uid 1500 and may only switch to uid 1600, nothing else; with the SafeSetID LSM, which securityfs file takes that rule?",
     "uid_allowlist_policy",
     ["admin-guide/LSM/SafeSetID.rst.txt"], "procedure"),
    ("k18-dm-clone-hydration",
     "I cloned the read-only golden image with dm-clone and the clone is in use; how do I start copying the remaining regions over in the background?",
     "enable_hydration",
     ["admin-guide/device-mapper/dm-clone.rst.txt"], "procedure"),
    ("k18-microcode-late-load",
     "the distro shipped a new intel-ucode package and I can't reboot the long-running test box for a week; how do I load the new microcode on the running system?",
     "echo 1 > /sys/devices/system/cpu/microcode/reload",
     ["x86/microcode.rst.txt"], "procedure"),
    ("k18-devices-allow",
     "on the old cgroup v1 host, the container cgroup needs read and write access to the serial adapter, char device 188:0; how do I add it to the cgroup's device whitelist?",
     "devices.allow",
     ["admin-guide/cgroup-v1/devices.rst.txt"], "procedure"),
    ("k18-acpi-debug-layer",
     "the kernel on the test laptop has CONFIG_ACPI_DEBUG=y, and I want ACPI interpreter messages for one component now, without rebooting with acpi.debug_layer; where do I set that at runtime?",
     "/sys/module/acpi/parameters/",
     ["firmware-guide/acpi/debug.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k18-acronym-rss",
     "the NIC datasheet and the scaling docs talk about RSS with multiple receive queues; what does RSS stand for?",
     "Receive Side Scaling",
     ["networking/scaling.rst.txt", "admin-guide/sysctl/net.rst.txt",
      "networking/device_drivers/ethernet/intel/i40e.rst.txt",
      "networking/device_drivers/ethernet/intel/iavf.rst.txt",
      "networking/device_drivers/ethernet/intel/ice.rst.txt",
      "networking/device_drivers/ethernet/marvell/octeontx2.rst.txt",
      "networking/device_drivers/ethernet/stmicro/stmmac.rst.txt"], "definition"),
    ("k18-acronym-dapm",
     "the ASoC codec driver for our audio board mentions DAPM widgets; what is DAPM?",
     "Dynamic Audio Power Management",
     ["sound/soc/dapm.rst.txt", "sound/soc/overview.rst.txt", "sound/soc/codec.rst.txt"], "definition"),
    ("k18-acronym-sve",
     "the Arm server's /proc/cpuinfo lists sve among the features; what does SVE stand for?",
     "Scalable Vector Extension",
     ["arm64/sve.rst.txt", "arm64/booting.rst.txt"], "definition"),
    ("k18-acronym-tsc",
     "the hwlat tracer docs say it polls the TSC; what does TSC stand for?",
     "Time Stamp Counter",
     ["trace/hwlat_detector.rst.txt", "virt/kvm/x86/timekeeping.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

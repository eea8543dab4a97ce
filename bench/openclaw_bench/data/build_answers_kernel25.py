"""Twenty-fifth held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout25.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched
with grep, sed and a small search script), as an engineer at a lab bench
would type or say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own
machines, devices and files -- spread over the size of the MPLS label
table, accepting segment routing packets on an interface, the timeout of
IPsec acquire requests, GFS2 as a local file system, IPv6 through an IPv4
bareudp tunnel, non-standard LPC addresses for dme1737, the wlan key of an
ASUS laptop, overriding the video RAM size of vesafb, a hardware rate limit
per transmit queue, limiting RDMA resources of a cgroup; an immediate
snapshot of a devlink region, a devlink self-test of the flash, a qdisc
with one band per hardware queue, configuring a synchronous WAN port, a
metadata snapshot of dm-era, a device-managed genalloc pool, creating a
relay channel, creating vTPM device pairs for containers, the output
devices of viafb, PCIe write traffic from the xData generator; the culling
limits of cachefilesd, the resolution of a TMP125, the batch size of live
XDP frames in BPF_PROG_RUN, work lost with the default OCFS2 commit
interval, the averaging interval of fam15h_power, the temperature range of a TMP108, the AUX buffer
of HiSilicon PTT, the mlx5 fdb_large_groups parameter, rx_copybreak of
3c59x; CPU time in /proc/stat, the read-back of net_cls.classid, latency
with min_power link power management, command registers of the MAX16065,
rounded timeouts of Mellanox watchdogs, gameports of built-in ALSA PCI
drivers, refresh rates with uvesafb; a temporary write-back cache mode, an
online fix of an OCFS2 inode, uvesafb in early boot, NFS over RDMA on the
server side, CoreSight CPU debug from boot, per-node swap devices, the
boot brightness of a Sony laptop, two parallel-port CD-ROM drives; and
terms (LPIT, TRBE, VDUSE, MBIM). The most famous facts were avoided, and
so was every answer and every question topic of the earlier answer sets
(``answer_kernel_tune``, ``answer_kernel_heldout`` to
``answer_kernel_heldout24``, ``answer_pg_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose (answers,
question words and the pages named in ``relevant`` were also grepped
against them, and each new answer against the text of every page); the
twenty-fourth set's builder (``build_answers_kernel24.py``) was read as the
template for format and rules. Nothing of the answer code, of its search or
answer output, of the appliance's documentation or tests, or of the
benchmark results was opened while writing it; no git command was run; the
questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer`` is
the short phrase that carries the asked-for fact, copied as the page writes
it; ``relevant`` lists every page that states the fact with that phrase,
best first, leaving out index pages and passing uses; translations under
``translations/`` that state the same fact with the same phrase come after
the English pages (one of this set's facts, the device-managed genalloc
pool, is also stated in a translation).

Usage::

    python3 build_answers_kernel25.py > answer_kernel_heldout25.jsonl
    python3 validate_answers.py answer_kernel_heldout25.jsonl  # with a Python that has the appliance installed

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
    ("k25-mpls-platform-labels",
     "the lab box that acts as our MPLS test router refuses ip -f mpls route add 100 via inet 10.1.1.2; which sysctl under /proc/sys/net/mpls sets how many entries the label table has?",
     "platform_labels",
     ["networking/mpls-sysctl.rst.txt"], "setting"),
    ("k25-seg6-enabled",
     "our SRv6 experiment sends packets with a segment routing header to eth1 of the test router, and they are silently dropped; which per-interface sysctl makes it accept SR-enabled IPv6 packets?",
     "seg6_enabled",
     ["networking/seg6-sysctl.rst.txt"], "setting"),
    ("k25-xfrm-acq-expires",
     "when the IKE daemon on the field gateway is slow, the kernel gives up on its IPsec acquire requests too early for our taste; which sysctl sets that hard timeout?",
     "xfrm_acq_expires",
     ["networking/xfrm_sysctl.rst.txt"], "setting"),
    ("k25-gfs2-lock-nolock",
     "I want to try GFS2 on a single test machine as a plain local file system, without any cluster stack; which locking protocol do I give mkfs for that?",
     "lock_nolock",
     ["filesystems/gfs2.rst.txt"], "setting"),
    ("k25-bareudp-multiproto",
     "our bareudp0 tunnel on UDP port 6635 was created with ethertype ipv4 and should carry IPv6 as well; which flag do I add when creating the device?",
     "multiproto",
     ["networking/bareudp.rst.txt"], "setting"),
    ("k25-dme1737-probe-all-addr",
     "on the VIA EPIA SN18000 board in the kiosk, the dme1737 driver never finds the monitoring chip; which module parameter makes it probe the non-standard LPC addresses too?",
     "probe_all_addr",
     ["hwmon/dme1737.rst.txt"], "setting"),
    ("k25-asus-laptop-wapf",
     "on the old ASUS laptop in the field kit, pressing the Fn+F2 wireless key does nothing; which asus-laptop module option defines how the Fn+Fx wlan key behaves?",
     "wapf",
     ["admin-guide/laptops/asus-laptop.rst.txt"], "setting"),
    ("k25-vesafb-vtotal",
     "vesafb on the old kiosk PC believes the graphics card has far less video memory than it really has; which option overrides the BIOS's figure for the total video RAM?",
     "vtotal",
     ["fb/vesafb.rst.txt", "fb/uvesafb.rst.txt"], "setting"),
    ("k25-tx-maxrate",
     "the NIC of our streaming box has a hardware rate limiter on each transmit queue, and queue tx-0 should be held to 40 Mbps; which sysfs attribute do I write the rate to?",
     "tx_maxrate",
     ["networking/scaling.rst.txt", "networking/device_drivers/ethernet/ti/cpsw.rst.txt"], "setting"),
    ("k25-rdma-max",
     "on the shared InfiniBand node, one group's jobs must not be able to grab all the HCA handles of mlx4_0; which file of the RDMA cgroup controller sets that limit?",
     "rdma.max",
     ["admin-guide/cgroup-v1/rdma.rst.txt", "admin-guide/cgroup-v2.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k25-devlink-region-new",
     "the NIC in the capture server exposes a cr-space region through devlink, and the vendor's support wants a snapshot of it taken right now; which devlink command requests an immediate snapshot?",
     "devlink region new",
     ["networking/devlink/devlink-region.rst.txt", "networking/devlink/ice.rst.txt",
      "networking/devlink/iosm.rst.txt"], "command"),
    ("k25-devlink-selftests-run",
     "before the repaired NIC goes back into the capture server, I want it to run its on-board flash self-test through devlink; which command runs it?",
     "devlink dev selftests run",
     ["networking/devlink/devlink-selftests.rst.txt"], "command"),
    ("k25-multiq-qdisc",
     "the NIC of the test box has several hardware transmit queues, and I'd like a qdisc with one band per queue so tc filters can steer flows onto them; which command adds it?",
     "tc qdisc add dev eth0 root handle 1: multiq",
     ["networking/multiqueue.rst.txt"], "command"),
    ("k25-sethdlc",
     "the synchronous WAN card in the old field router appears as hdlc0; which utility sets its clock source, clock rate and Cisco HDLC mode?",
     "sethdlc",
     ["networking/generic-hdlc.rst.txt"], "command"),
    ("k25-dm-era-metadata-snap",
     "our backup tool should read which blocks of the dm-era volume changed, from its metadata, while the volume stays in use; which message creates a snapshot of the metadata for it?",
     "take_metadata_snap",
     ["admin-guide/device-mapper/era.rst.txt"], "command"),
    ("k25-devm-gen-pool-create",
     "in my driver for the FPGA card I carve up its on-chip SRAM with genalloc, and the pool should be cleaned up by itself when the device goes away; which function creates such a managed pool?",
     "devm_gen_pool_create",
     ["core-api/genalloc.rst.txt", "translations/zh_CN/core-api/genalloc.rst.txt"], "command"),
    ("k25-relay-open",
     "our acquisition driver should hand per-CPU sample data to user space through relay files in debugfs; which function creates the relay channel and its per-CPU buffers?",
     "relay_open",
     ["filesystems/relay.rst.txt"], "command"),
    ("k25-vtpmx",
     "the container manager on the test host should give each container its own emulated TPM; which device does it open to create the vTPM device pairs?",
     "/dev/vtpmx",
     ["security/tpm/tpm_vtpm_proxy.rst.txt"], "command"),
    ("k25-viafb-supported-outputs",
     "the kiosk PC with the VIA chipset has several video connectors and I don't know viafb's names for them; which file lists every output device the platform might have?",
     "/proc/viafb/supported_output_devices",
     ["fb/viafb.rst.txt"], "command"),
    ("k25-dw-xdata-write",
     "on the Synopsys PCIe prototype board I want the dw-xdata-pcie driver to generate write traffic from the root complex to the endpoint; what do I run?",
     "echo 1 > /sys/class/misc/dw-xdata-pcie.0/write",
     ["misc-devices/dw-xdata-pcie.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k25-cachefiles-cull-defaults",
     "cachefilesd runs the local cache for the NFS mounts on our analysis nodes; if I leave brun, bcull and bstop out of /etc/cachefilesd.conf, what are they set to?",
     "The defaults are 7% (run), 5% (cull) and 1% (stop)",
     ["filesystems/caching/cachefiles.rst.txt"], "value"),
    ("k25-tmp125-resolution",
     "the SPI board has a TI TMP125 that we read through the lm70 driver; what temperature resolution does it deliver?",
     "0.25 degrees Celsius resolution",
     ["hwmon/lm70.rst.txt"], "value"),
    ("k25-bpf-prog-run-batch",
     "I'm testing our XDP program with BPF_PROG_RUN in live-frames mode and many repetitions; how many packets go into each batch if I don't set batch_size?",
     "The batch size defaults to 64 packets",
     ["bpf/bpf_prog_run.rst.txt"], "value"),
    ("k25-ocfs2-commit",
     "if the power fails on a node, how much recent work can we lose on our OCFS2 cluster volume when its fstab line has no commit= option?",
     "as much as the latest 5 seconds of work",
     ["filesystems/ocfs2.rst.txt"], "value"),
    ("k25-fam15h-interval",
     "power1_average from fam15h_power on the old Opteron server is an average over some interval; how long is that interval by default?",
     "default is 10 millisecond",
     ["hwmon/fam15h_power.rst.txt"], "value"),
    ("k25-tmp108-range",
     "we're thinking about a TMP108 sensor for the freezer rack; over which operating temperature range does it work?",
     "a minimum of -55 C and a maximum of +150 C",
     ["hwmon/tmp108.rst.txt"], "value"),
    ("k25-hisi-ptt-aux",
     "tracing PCIe TLPs with the HiSilicon PTT device through perf on the Kunpeng server, how large is the AUX buffer when I don't pass -m?",
     "The size of AUX buffer is default to 16MiB",
     ["trace/hisi-ptt.rst.txt"], "value"),
    ("k25-mlx5-fdb-large-groups",
     "the mlx5 driver of our ConnectX card has a devlink parameter fdb_large_groups; what is its default and which range is allowed?",
     "The default value is 15, and the range is between 1 and 1024",
     ["networking/devlink/mlx5.rst.txt"], "value"),
    ("k25-vortex-rx-copybreak",
     "for the old 3Com 3c905 card in the lab PC, driven by 3c59x, below which packet size are received packets copied into a fresh buffer by default?",
     "The default value for rx_copybreak is 200 bytes",
     ["networking/device_drivers/ethernet/3com/vortex.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k25-cpu-load-tick",
     "our home-made monitoring says an acquisition task that wakes up and sleeps very often uses almost no CPU, yet the machine is clearly busy; why can the /proc/stat figures be that wrong?",
     "the counter is incremented only for the last state",
     ["admin-guide/cpu-load.rst.txt"], "reason"),
    ("k25-net-cls-decimal",
     "I wrote 0x100001 into net_cls.classid of the capture cgroup, and reading it back gives 1048577; why?",
     "Reading net_cls.classid yields a decimal result",
     ["admin-guide/cgroup-v1/net_cls.rst.txt"], "reason"),
    ("k25-alpm-min-power-latency",
     "after setting the SATA link power management policy of the logging laptop to min_power, disk accesses feel sluggish; why?",
     "increased latency when coming out of lower power states",
     ["scsi/link_power_management_policy.rst.txt"], "reason"),
    ("k25-max16065-i2cdump",
     "why does the driver documentation warn against running i2cdump on the MAX16065 power sequencer of our board?",
     "interpret any access to a command register (including read commands) as request to execute the command in question",
     ["hwmon/max16065.rst.txt"], "reason"),
    ("k25-mlx-wdt-rounding",
     "on the old Mellanox switch I set the watchdog timeout to 20 seconds, yet it only fires after about 32; why?",
     "Actual HW timeout can be defined as a power of 2 msec",
     ["watchdog/mlx-wdt.rst.txt"], "reason"),
    ("k25-gameport-builtin",
     "we built the ens1371 sound driver into the kernel of the retro test box, and the joystick on the card's gameport is never detected; why?",
     "when the ALSA PCI driver is built in the kernel, CONFIG_GAMEPORT must be",
     ["sound/cards/joystick.rst.txt"], "reason"),
    ("k25-uvesafb-refresh",
     "with uvesafb on the lab monitor, the refresh rate I ask for is simply ignored; why?",
     "Adjusting the refresh rate is only possible with a VBE 3.0 compliant Video BIOS",
     ["fb/uvesafb.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k25-sd-temporary-write-back",
     "the scratch disk sdc should run with its write cache in write back mode only until its next power cycle, without the setting being saved to the drive; what do I write to its cache_type file?",
     "echo \"temporary write back\" > cache_type",
     ["scsi/sd-parameters.rst.txt"], "procedure"),
    ("k25-ocfs2-filecheck-fix",
     "a node's kernel log names inode 39502 on our OCFS2 volume as broken, and the filecheck check file reports GENERATION; how do I have the kernel fix that inode online?",
     "echo \"<inode>\" > /sys/fs/ocfs2/<devname>/filecheck/fix",
     ["filesystems/ocfs2-online-filecheck.rst.txt"], "procedure"),
    ("k25-uvesafb-early-boot",
     "uvesafb should drive the console of the display PC already during early boot; what has to be done with its userspace helper for that?",
     "include v86d into an initramfs image",
     ["fb/uvesafb.rst.txt"], "procedure"),
    ("k25-nfs-rdma-portlist",
     "the NFS server with the raw data got an InfiniBand card, and the clients should mount over RDMA; how do I make nfsd listen on the RDMA transport?",
     "echo rdma 20049 > /proc/fs/nfsd/portlist",
     ["admin-guide/nfs/nfs-rdma.rst.txt"], "procedure"),
    ("k25-coresight-cpu-debug-boot",
     "on the arm64 dev board the CoreSight CPU debug module should be active from boot, so that a panic dumps each CPU's program counter; what goes on the kernel command line?",
     "coresight_cpu_debug.enable=1",
     ["trace/coresight/coresight-cpu-debug.rst.txt"], "procedure"),
    ("k25-swap-numa",
     "the simulation server has two NUMA nodes with a swap SSD attached to each; what do I have to set so that each node prefers its own swap device?",
     "there is no need to manipulate priority settings",
     ["admin-guide/mm/swap_numa.rst.txt"], "procedure"),
    ("k25-sony-brightness-default",
     "the Vaio in the workshop should come up at the lowest screen brightness after every reboot; what do I write with sony-laptop to get that?",
     "echo \"1\" > /sys/devices/platform/sony-laptop/brightness_default",
     ["admin-guide/laptops/sony-laptop.rst.txt"], "procedure"),
    ("k25-paride-two-cdroms",
     "two old parallel-port CD-ROM drives with KingByte KBIC-951A adapters sit on ports 0x378 and 0x3bc; how do I load pcd so that both are used?",
     "insmod pcd drive0=0x378,1 drive1=0x3bc,1",
     ["admin-guide/blockdev/paride.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k25-acronym-lpit",
     "the S0ix residency numbers on the test laptop are said to come from the LPIT; what does LPIT stand for?",
     "Low Power Idle Table",
     ["firmware-guide/acpi/lpit.rst.txt", "arm64/acpi_object_usage.rst.txt"], "definition"),
    ("k25-acronym-trbe",
     "perf on our arm64 board offers a TRBE sink for CPU trace; what is TRBE?",
     "Trace Buffer Extension",
     ["trace/coresight/coresight-trbe.rst.txt"], "definition"),
    ("k25-acronym-vduse",
     "a storage developer wants to emulate our block device from userspace with VDUSE; what does VDUSE stand for?",
     "vDPA Device in Userspace",
     ["userspace-api/vduse.rst.txt"], "definition"),
    ("k25-acronym-mbim",
     "the LTE modem in the field gateway is handled by the cdc_mbim driver; what does MBIM stand for?",
     "Mobile Broadband Interface Model",
     ["networking/cdc_mbim.rst.txt", "networking/device_drivers/wwan/iosm.rst.txt",
      "networking/device_drivers/wwan/t7xx.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

"""Twenty-ninth held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout29.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched with
grep, sed and a small search script), as an engineer at a lab bench would
type or say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own boards,
devices, hosts and products (a PCF8591 converter board, a 3dfx Voodoo2 card,
a bt878 capture card, a ThinkPad with Intel PRO/Wireless 2100, an RME HDSPe
MADI card, a Matrox G400, an old Athlon box, an nForce2 board, an ESI Maya44
card, a Crystalfontz LCD, a SPEAr board, an IBM Z mainframe, an NXP QorIQ
board, an Amazon EC2 instance, a Microsoft Surface laptop, an AMD Radeon
desktop, a Mellanox Spectrum switch, a Xilinx FPGA card with Xillybus, Mono,
SCO UnixWare, strongSwan, an Intel NUC) -- spread over the input mode of a
PCF8591, the VGA passthrough of a Voodoo2, keeping argv[0] with binfmt_misc,
stopping timerlat tracing on a thread latency, forcing the bt87x audio
driver onto an unknown card, not auto-associating an ipw2100, the analog
monitor output of an HDSPe MADI, the flat panel output of a Matrox card, a
device link that only orders suspend and resume, ACPI instead of PSB for
powernow-k7; cancelling an URB and waiting for it, testing an RCU pointer
without dereferencing it, an IRQ domain for very large hwirq numbers,
recycling a page into a page pool from NAPI, registering an energy model,
faking a devlink health event, keeping the data cache coherent after the
kernel writes a page cache page, looking up a maple tree entry, rebalancing
a red-black tree after an insert, the IPsec drop counters; the update rate
of an ADM9240, the slowest fan an LM63 can measure, the error from sending
to a congested RDS port, the flash current range of an LM3556, the unit of
the LAPB timers, the block group size with bigalloc, the DP MST device
entries, the lowest nForce2 FSB, the framebuffer size of a cfag12864b;
loading binfmt_misc by hand for Mono, the missing voltages of a GL518SM
revision 0x00, capturing at high rates on a Maya44, verity on DAX files,
merging requests across blk-mq queues, the register reads Xillybus avoids,
the MAC driver without direct PHY access under phylink; continuous alarms on
an LM78, adding metadata checksums to an existing ext4, requesting GFS2
journal recovery, mounting a UnixWare /stand image, a static FDB entry the
bridge knows about, bringing up the link of a SPEAr PCIe gadget, giving a
crypto adapter to a vfio_ap device, turning RSS off on a DPAA interface; and
terms (ENA, SSAM, TCAM, MPO). The most famous facts were avoided, and so was
every answer and every question topic of the earlier answer sets
(``answer_kernel_tune``, ``answer_kernel_heldout`` to
``answer_kernel_heldout28``, ``answer_pg_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose (answers,
question words and the pages named in ``relevant`` were also grepped against
them, and each new answer against the text of every page); most facts come
from pages no earlier set had named. The twenty-eighth set's builder
(``build_answers_kernel28.py``) was read as the template for format and
rules. Nothing of the answer code, of its search or answer output, of the
appliance's documentation or tests, or of the benchmark results was opened
while writing it; no git command was used; the questions were not run
through the appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer`` is
the short phrase that carries the asked-for fact, copied as the page writes
it; ``relevant`` lists every page that states the fact with that phrase,
best first, leaving out index pages and passing uses; translations under
``translations/`` that state the same fact with the same phrase come after
the English pages (four of this set's facts, an IRQ domain for very large
hwirq numbers, registering an energy model, flushing the data cache after
a page cache write and rebalancing a red-black tree, are also stated in a
Chinese translation).

Usage::

    python3 build_answers_kernel29.py > answer_kernel_heldout29.jsonl
    python3 validate_answers.py answer_kernel_heldout29.jsonl  # with a Python that has the appliance installed

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
    ("k29-pcf8591-input-mode",
     "the PCF8591 converter board on the teaching rig has a pressure sensor wired as a differential pair on AIN0 and AIN1, but the driver reads four single-ended inputs; which pcf8591 module parameter selects the analog input mode?",
     "input_mode",
     ["hwmon/pcf8591.rst.txt"], "setting"),
    ("k29-sstfb-vgapass",
     "the retro-computing PC in the lab has a 3dfx Voodoo2 with the passthrough cable to the 2D card, and once sstfb loads the monitor only shows the Voodoo; which module option sends the VGA board's signal to the monitor instead?",
     "vgapass=1",
     ["fb/sstfb.rst.txt"], "setting"),
    ("k29-binfmt-preserve-argv0",
     "our launcher for the instrument scripts is registered through binfmt_misc, and it needs the name the user actually typed rather than the full path of the binary as argv[0]; which flag in the registration string keeps the original argv[0]?",
     "preserve-argv[0]",
     ["admin-guide/binfmt-misc.rst.txt"], "setting"),
    ("k29-timerlat-stop-tracing-total",
     "with the timerlat tracer running on the PREEMPT_RT test box I want tracing to stop by itself as soon as the timerlat thread sees more than 40 us of latency, so the trace keeps the culprit; which timerlat option do I set?",
     "stop_tracing_total_us",
     ["trace/timerlat-tracer.rst.txt"], "setting"),
    ("k29-bt87x-load-all",
     "snd-bt87x refuses to load on the cheap bt878 capture card we use for the lab camera, saying 'Unknown TV card found'; which option makes it try the audio capture function anyway?",
     "load_all=1",
     ["sound/cards/bt87x.rst.txt"], "setting"),
    ("k29-ipw2100-associate",
     "the old ThinkPad with Intel PRO/Wireless 2100 that logs the freezer temperatures joins whatever open network it finds when the ipw2100 module loads; which module parameter stops it from associating automatically?",
     "associate=0",
     ["networking/device_drivers/wifi/intel/ipw2100.rst.txt"], "setting"),
    ("k29-hdspm-enable-monitor",
     "the RME HDSPe MADI card in the recording PC should have its analog output on channels 63/64 enabled right after the driver loads; which snd-hdspm module parameter does that?",
     "enable_monitor",
     ["sound/cards/hdspm.rst.txt", "sound/alsa-configuration.rst.txt"], "setting"),
    ("k29-matroxfb-dfp",
     "the Matrox G400 in the microscope PC drives a digital flat panel, and matroxfb only lights up the analog monitor; which matroxfb option enables the digital flat panel interface?",
     "dfp",
     ["fb/matroxfb.rst.txt"], "setting"),
    ("k29-device-link-stateless",
     "in our board driver the codec must always be suspended before, and resumed after, the clock chip, but it doesn't need the clock driver bound before probing; which flag do I give the device link so it only orders suspend/resume and shutdown?",
     "DL_FLAG_STATELESS",
     ["driver-api/device_link.rst.txt"], "setting"),
    ("k29-powernow-acpi-force",
     "on the old Athlon box that drives the plotter, powernow-k7 takes its frequency tables from the BIOS PSB, which are wrong for the swapped CPU; which module parameter makes it use ACPI instead?",
     "acpi_force",
     ["admin-guide/pm/cpufreq_drivers.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k29-usb-kill-urb",
     "when our USB data-logger driver is unbound, the URBs still in flight have to be cancelled and I must be sure the completion handler has finished before freeing the buffers; which call cancels an URB synchronously?",
     "usb_kill_urb",
     ["driver-api/usb/URB.rst.txt"], "command"),
    ("k29-rcu-access-pointer",
     "outside any RCU read-side section our driver only checks whether the RCU-protected config pointer is NULL and never dereferences it; which accessor should it use instead of rcu_dereference()?",
     "rcu_access_pointer()",
     ["RCU/rcu_dereference.rst.txt", "RCU/lockdep-splat.rst.txt",
      "RCU/Design/Requirements/Requirements.rst.txt"], "command"),
    ("k29-irq-domain-add-tree",
     "the interrupt controller in our FPGA hands out hardware IRQ numbers spread over a 32-bit range, so a linear table would be huge; which irq_domain constructor keeps a radix tree map instead?",
     "irq_domain_add_tree()",
     ["core-api/irq/irq-domain.rst.txt", "translations/zh_CN/core-api/irq/irq-domain.rst.txt"], "command"),
    ("k29-page-pool-recycle-direct",
     "in the NAPI poll of our NIC driver, pages from dropped XDP frames should go straight back into the page pool's fast cache; which page_pool call does that when the caller guarantees a safe context?",
     "page_pool_recycle_direct()",
     ["networking/page_pool.rst.txt"], "command"),
    ("k29-em-register-perf-domain",
     "the cpufreq driver for our custom Arm SoC should give the scheduler the power cost of each performance state; which function registers the energy model's performance domain?",
     "em_dev_register_perf_domain()",
     ["power/energy-model.rst.txt", "translations/zh_CN/power/energy-model.rst.txt"], "command"),
    ("k29-devlink-health-test",
     "before we trust the auto-recovery of the NIC's devlink health reporter in production, I'd like to fire a fake health event at it; which devlink command triggers that?",
     "DEVLINK_CMD_HEALTH_REPORTER_TEST",
     ["networking/devlink/devlink-health.rst.txt"], "command"),
    ("k29-flush-dcache-page",
     "on the ARM board with an aliasing data cache, our filesystem driver writes into a page cache page from the kernel and user mappings then see stale data; which routine must be called after such a write?",
     "flush_dcache_page",
     ["core-api/cachetlb.rst.txt", "translations/zh_CN/core-api/cachetlb.rst.txt"], "command"),
    ("k29-mtree-load",
     "I store per-channel calibration records in a maple tree keyed by channel index; which function retrieves the entry stored at a given index?",
     "mtree_load()",
     ["core-api/maple_tree.rst.txt"], "command"),
    ("k29-rb-insert-color",
     "our driver keeps pending requests in an rbtree sorted by deadline; after rb_link_node() has linked the new node in, which call rebalances the tree?",
     "rb_insert_color",
     ["core-api/rbtree.rst.txt", "translations/zh_CN/core-api/rbtree.rst.txt"], "command"),
    ("k29-xfrm-stat",
     "the strongSwan tunnel between the two labs drops packets now and then, and I'd like the kernel's own counters of why IPsec packets were dropped; which file shows them?",
     "/proc/net/xfrm_stat",
     ["networking/xfrm_proc.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k29-adm9240-update",
     "our monitoring script reads the ADM9240 on the old file server ten times a second and the voltages hardly ever change; how often does the adm9240 driver actually take a measurement?",
     "no faster than once each two seconds",
     ["hwmon/adm9240.rst.txt"], "value"),
    ("k29-lm63-slowest-fan",
     "the slow 300 rpm fan on the cooling plate is watched by an LM63; how low a fan speed can that chip measure, at least in theory?",
     "83 RPM",
     ["hwmon/lm63.rst.txt"], "value"),
    ("k29-rds-congested-errno",
     "our cluster test sends over RDS sockets, and sendmsg to one busy node starts failing while the others work; which error does sending to a port marked congested return?",
     "ENOBUFS",
     ["networking/rds.rst.txt"], "value"),
    ("k29-lm3556-flash-range",
     "the inspection camera's flash is an LM3556; what range of flash current can its 16 levels set?",
     "16 target current levels from 93.75 mA to 1500 mA",
     ["leds/leds-lm3556.rst.txt"], "value"),
    ("k29-lapb-timer-units",
     "our X.25 gateway code sets the LAPB t1 and t2 fields through lapb_setparms; in what units are those timers given?",
     "given in units of 100ms",
     ["networking/lapb-module.rst.txt"], "value"),
    ("k29-bigalloc-block-group",
     "we format the video archive disk with ext4 bigalloc and 1 MB clusters; how much space does one block group address then?",
     "32 gigabytes instead of 128 megabytes",
     ["filesystems/ext4/bigalloc.rst.txt"], "value"),
    ("k29-dp-mst-device-entries",
     "with a DisplayPort MST hub on the Intel NUC at the info desk, how many device entries does each HD-audio pin have?",
     "the device entries number is 3",
     ["sound/hd-audio/dp-mst.rst.txt"], "value"),
    ("k29-nforce2-min-fsb",
     "I load cpufreq-nforce2 on the old nForce2 board without setting min_fsb; what is the lowest FSB it will go to by default?",
     "FSB at boot time - 50 MHz",
     ["admin-guide/pm/cpufreq_drivers.rst.txt"], "value"),
    ("k29-cfag12864b-size",
     "I want to write a whole frame to the Crystalfontz cfag12864b LCD on the door panel through its framebuffer; how big is that framebuffer?",
     "1024 bytes = 1 Kbyte",
     ["admin-guide/auxdisplay/cfag12864b.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k29-binfmt-no-kmod",
     "we run the vendor's Mono .exe tools through binfmt_misc, and with binfmt_misc built as a module it is never loaded automatically; why does the Mono guide say to insert it by hand?",
     "kmod cannot be easily supported with binfmt_misc",
     ["admin-guide/mono.rst.txt"], "reason"),
    ("k29-gl518sm-rev00",
     "the GL518SM on the ancient Pentium board reports nothing for the +5V, +3V and +12V inputs; the chip is revision 0x00. is that a driver bug?",
     "This is a limitation of the chip, not the driver",
     ["hwmon/gl518sm.rst.txt"], "reason"),
    ("k29-maya44-capture-rate",
     "recording at 192 kHz on the ESI Maya44 card in the acoustics lab seems to work but the recordings sound poor; why should we not capture above 96 kHz?",
     "The codec cannot actually capture at such rates",
     ["sound/cards/maya44.rst.txt"], "reason"),
    ("k29-verity-dax",
     "enabling fs-verity on a file of our ext4 filesystem that is mounted with DAX on persistent memory fails; why?",
     "Verity and DAX are not compatible",
     ["filesystems/ext4/verity.rst.txt"], "reason"),
    ("k29-blk-mq-no-cross-queue-merge",
     "why doesn't blk-mq merge requests that sit in different software queues, even when they are adjacent on disk?",
     "otherwise there would be cache trashing and a need to have a lock for each queue",
     ["block/blk-mq.rst.txt"], "reason"),
    ("k29-xillybus-no-register-reads",
     "the Xillybus driver for our Xilinx FPGA card never reads the device's register space; why is it designed that way?",
     "accidental reprogramming of the FPGA while the host is up",
     ["driver-api/xillybus.rst.txt"], "reason"),
    ("k29-phylink-no-phy-access",
     "after porting our MAC driver to phylink for the SFP cage on the gateway, it no longer gets direct access to the PHY; why?",
     "the PHY can be dynamic",
     ["networking/sfp-phylink.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k29-lm78-continuous-alarm",
     "the LM78 on the old control PC raises its temperature alarm once when the limit is crossed and then goes quiet although it stays too hot; how do I get the alarm for the whole time the temperature is above the limit?",
     "setting the Hysteresis value to +127 degrees Celsius",
     ["hwmon/lm78.rst.txt"], "procedure"),
    ("k29-ext4-add-metadata-csum",
     "the ext4 data partition of the acquisition PC was made years ago without metadata checksums; how do I add them to the existing filesystem?",
     "tune2fs -O metadata_csum",
     ["filesystems/ext4/checksums.rst.txt"], "procedure"),
    ("k29-gfs2-journal-recovery",
     "on our two-node GFS2 cluster I want to request recovery of one specific journal by hand, the way gfs_controld does; which sysfs file is that done through?",
     "/sys/fs/gfs2/<fsname>/lock_module/recovery",
     ["filesystems/gfs2-uevents.rst.txt"], "procedure"),
    ("k29-bfs-mount-image",
     "I copied the /stand slice of the old SCO UnixWare machine into stand.img with dd; how do I mount that image on Linux in one command?",
     "mount -t bfs -o loop stand.img /mnt/stand",
     ["filesystems/bfs.rst.txt"], "procedure"),
    ("k29-switchdev-fdb-master",
     "on the switchdev-capable switch in the lab rack, a static FDB entry I added with 'self' left the bridge's own database out of sync; how do I add it so the bridge installs it and tells the device?",
     "bridge fdb add dev DEV ADDRESS [vlan VID] master static",
     ["networking/switchdev.rst.txt"], "procedure"),
    ("k29-spear-pcie-gadget-link-up",
     "I configured vendor_id, device_id and bar0_size of the SPEAr PCIe gadget under /config/pcie_gadget.n; how do I bring its link up?",
     "echo UP >> link",
     ["misc-devices/spear-pcie-gadget.rst.txt"], "procedure"),
    ("k29-vfio-ap-assign-adapter",
     "on the IBM Z test LPAR I created a vfio_ap mediated device for a KVM guest and now want to give it crypto adapter 5; which attribute of the mdev do I echo the adapter's APID into?",
     "assign_adapter",
     ["s390/vfio-ap.rst.txt"], "procedure"),
    ("k29-dpaa-rss-off",
     "on the NXP QorIQ board the DPAA interface fm1-mac9 spreads TCP flows over all cores, and for a latency test I want RSS off on it; what is the ethtool command?",
     "ethtool -N fm1-mac9 rx-flow-hash tcp4 \"\"",
     ["networking/device_drivers/ethernet/freescale/dpaa.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k29-acronym-ena",
     "our EC2 instances on AWS use the ena network driver; what does ENA stand for?",
     "Elastic Network Adapter",
     ["networking/device_drivers/ethernet/amazon/ena.rst.txt"], "definition"),
    ("k29-acronym-ssam",
     "the Microsoft Surface laptop in the lab needs the SSAM drivers for its battery and keyboard; what does SSAM stand for?",
     "Surface System Aggregator Module",
     ["driver-api/surface_aggregator/index.rst.txt", "driver-api/surface_aggregator/internal.rst.txt"], "definition"),
    ("k29-acronym-tcam",
     "devlink dpipe on the Mellanox Spectrum switch in the rack shows ACL tables kept in TCAM; what does TCAM stand for?",
     "Ternary Content Addressable Memory",
     ["networking/devlink/devlink-dpipe.rst.txt"], "definition"),
    ("k29-acronym-mpo",
     "the amdgpu display notes for the Radeon in the video-analysis PC keep mentioning MPO; what does MPO stand for?",
     "Multiplane Overlay",
     ["gpu/amdgpu/display/mpo-overview.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

"""Thirty-fifth held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout35.jsonl`` (72 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched with
grep, sed and a small phrase-finding script), as an engineer at a lab bench
would type or say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own boards,
devices, hosts and products (a Proxmox host, a Dell workstation with HWP, an
Atom box, a Lustre-style writer, a Windows file server, an HPC node with
ECC RAM, a Graviton instance, an out-of-tree NIC driver, a 100G capture box,
an Amiga 2000 with a Zorro II card, a UFS device, a Cyclone V board, a
quadrature encoder, a Go updater, a Raspberry Pi, a Switchtec switch, an
NZXT fan controller, U-Boot, a Thunderbolt laptop, sshfs, btrfs tests,
kAFS, OrangeFS, a PowerEdge, Prometheus alerting, a Ryzen workstation) --
spread over the zswap acceptance threshold, the movable ratio and the memmap
of hot-added memory, swap-ins of khugepaged, the HWP dynamic boost, the
ondemand powersave bias, XFS preallocation, Minshall+French symlinks, the
hung-task check interval, panicking on uncorrectable ECC errors,
synchronous MTE tag checks, the per-CPU list of deferred skbs, the warning
timeout of netdev unregistration, pipe pages per user, memory reserved for
administrators; finding a Zorro device, evicting an inline-encryption key,
registering an FPGA bridge, pushing a Counter event, loading the
dump-capture kernel, reusing a DMA descriptor, using an fscache cookie,
mounting a block-device filesystem, the digest of a verity file, the
status of an fscrypt key, probing a list of I2C addresses, runtime PM
callbacks in atomic context, the parameters of an absolute axis, wakeup
capability, device-managed hwmon registration; the CIFS server name, the
nfs.idmap key timeout, BTT arenas, parport_wait_peripheral, Switchtec MRPC
data, encrypted symlinks, fs-verity signatures, VFAT slots, the dme1737 PWM
frequency, the nzxt-smart2 update interval, the null_blk size, the arm64
initrd window, the x86 setup_header; the memory probe interface, dropping
an app's KSM advice, bcache's sysfs path, pstore/blk compression, relative
mouse events, the I2C slave testunit, Thunderbolt security with an IOMMU,
SSDTs from EFI variables, built-in microcode, dm-verity's
check_at_most_once, pinning in ZONE_MOVABLE; zram writeback of huge idle
pages, the fusectl mount, a dm-log-writes mark, invalidating dm-cache
blocks, the data behind a dead bcache cache, AoE interfaces, keeping an
I2C driver off an address, adding an AFS cell, OrangeFS debugging, Smack
netlabel without CIPSO, a monolithic dell_rbu update, EDAC error injection;
and terms (BTT, EPP, RDT, MBA, idmapping, PMBus). Its facts come only from
the folders ``admin-guide``, ``driver-api``, ``filesystems``, ``hwmon``,
``i2c``, ``input``, ``block``, ``arm64``, ``x86`` and ``power`` (the other
author of this round took the other folders); no fact of this set is also
stated in a translation. The most famous facts were avoided, and so was
every answer and every question topic of the earlier answer sets
(``answer_kernel_tune``, ``answer_kernel_heldout`` to
``answer_kernel_heldout34``, ``answer_pg_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose (answers,
question words and key terms were grepped against them, and each new answer
against the text of every page). The thirty-fourth set's builder
(``build_answers_kernel34.py``) was read as the template for format and
rules; the thirty-sixth set (``build_answers_kernel36.py``), written at the
same time by another author, was not seen. Nothing of the answer code, of
its search or answer output, of the appliance's documentation or tests, or
of the benchmark results was opened while writing it; no git command was
used for it; the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer`` is
the short phrase that carries the asked-for fact, copied as the page writes
it; ``relevant`` lists every page that states the fact with that phrase,
best first, leaving out index pages and passing uses; translations under
``translations/`` that state the same fact with the same phrase would come
after the English pages (none of this set's facts is stated in a
translation).

Usage::

    python3 build_answers_kernel35.py > answer_kernel_heldout35.jsonl
    python3 validate_answers.py answer_kernel_heldout35.jsonl  # with a Python that has the appliance installed

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
    ("k35-zswap-accept-threshold",
     "the zswap pool on the small gateway box hits its limit, and afterwards it keeps rejecting pages until a lot has been freed; which zswap parameter sets the fill level at which it starts accepting pages again?",
     "accept_threshold_percent",
     ["admin-guide/mm/zswap.rst.txt"], "setting"),
    ("k35-memhp-auto-movable-ratio",
     "the VM host hot-adds memory to our Proxmox guests with the auto-movable online policy, and I want to cap how much of it goes to ZONE_MOVABLE compared with kernel memory; which memory_hotplug parameter sets that ratio?",
     "auto_movable_ratio",
     ["admin-guide/mm/memory-hotplug.rst.txt"], "setting"),
    ("k35-khugepaged-max-ptes-swap",
     "khugepaged on the analysis server keeps pulling swapped-out pages back in just to build transparent huge pages; which khugepaged tunable limits how many pages it may bring in from swap for one collapse?",
     "max_ptes_swap",
     ["admin-guide/mm/transhuge.rst.txt"], "setting"),
    ("k35-intel-pstate-hwp-dynamic-boost",
     "on the HWP-capable Dell workstation the acquisition thread wakes up from I/O waits and the core takes a while to clock up; which intel_pstate sysfs knob boosts the minimum performance for tasks woken from I/O?",
     "hwp_dynamic_boost",
     ["admin-guide/pm/intel_pstate.rst.txt"], "setting"),
    ("k35-ondemand-powersave-bias",
     "the lab's old Atom box runs the ondemand governor, and I want it to pick slightly lower frequencies than it would by itself, to save power; which ondemand tunable does that?",
     "powersave_bias",
     ["admin-guide/pm/cpufreq.rst.txt"], "setting"),
    ("k35-xfs-allocsize",
     "our Lustre-style writer appends to thousands of log files on XFS, and the end-of-file preallocation makes them fragmented; which XFS mount option sets the buffered-write preallocation size?",
     "allocsize",
     ["admin-guide/xfs.rst.txt"], "setting"),
    ("k35-cifs-mfsymlinks",
     "the Windows file server of the institute has no Unix extensions, but our build tree on the CIFS mount needs symlinks; which mount option stores them as Minshall+French symlinks?",
     "mfsymlinks",
     ["admin-guide/cifs/usage.rst.txt"], "setting"),
    ("k35-hung-task-check-interval",
     "the hung-task detector on the storage box checks only every couple of minutes, and I'd like it to look more often without changing the timeout; which sysctl sets the check interval?",
     "hung_task_check_interval_secs",
     ["admin-guide/sysctl/kernel.rst.txt"], "setting"),
    ("k35-edac-panic-on-ue",
     "the HPC node with ECC RAM should stop at once on an uncorrectable memory error instead of carrying on with bad data; which EDAC control file makes it panic?",
     "edac_mc_panic_on_ue",
     ["admin-guide/ras.rst.txt"], "setting"),
    ("k35-memmap-on-memory",
     "when we hot-add a large DIMM range to the VM, the memmap for it eats memory that is already scarce; which memory_hotplug parameter allocates the memmap from the hot-added memory itself?",
     "memmap_on_memory",
     ["admin-guide/mm/memory-hotplug.rst.txt"], "setting"),
    ("k35-mte-tcf-sync",
     "on the Graviton test instance with MTE, our C test harness should get the tag-check fault exactly at the faulting instruction; which prctl flag selects that mode?",
     "PR_MTE_TCF_SYNC",
     ["arm64/memory-tagging-extension.rst.txt"], "setting"),
    ("k35-skb-defer-max",
     "on the 100G capture box, skbs freed on other CPUs are queued back to the CPU that allocated them, and I want to tune that per-CPU list; which net.core sysctl sets its maximum length?",
     "skb_defer_max",
     ["admin-guide/sysctl/net.rst.txt"], "setting"),
    ("k35-netdev-unregister-timeout",
     "while bisecting a leaked reference in our out-of-tree NIC driver, the 'waiting for eth1 to become free' warning only appears after a long time; which sysctl sets that warning's timeout?",
     "netdev_unregister_timeout_secs",
     ["admin-guide/sysctl/net.rst.txt"], "setting"),
    ("k35-pipe-user-pages-hard",
     "a student's program on the shared login node creates thousands of pipes and eats memory; which sysctl caps the total pipe pages a non-privileged user may allocate?",
     "pipe-user-pages-hard",
     ["admin-guide/sysctl/fs.rst.txt"], "setting"),
    ("k35-admin-reserve-kbytes",
     "with strict overcommit on the analysis server, I still want root to be able to log in and kill a runaway job; which vm sysctl reserves free memory for cap_sys_admin users?",
     "admin_reserve_kbytes",
     ["admin-guide/sysctl/vm.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k35-zorro-find-device",
     "I'm reviving the driver for an old Zorro II card in our Amiga 2000 museum machine; which call finds the next Zorro device with a given Zorro ID?",
     "zorro_find_device",
     ["driver-api/zorro.rst.txt"], "command"),
    ("k35-blk-crypto-evict-key",
     "our out-of-tree stacking driver uses inline encryption with a blk_crypto_key on the UFS device; which call must it make when done with the key so it leaves all keyslots?",
     "blk_crypto_evict_key",
     ["block/inline-encryption.rst.txt"], "command"),
    ("k35-fpga-bridge-register",
     "the bridge between the HPS and the FPGA fabric on our Cyclone V board needs a driver; which helper creates and registers an FPGA bridge?",
     "fpga_bridge_register",
     ["driver-api/fpga/fpga-bridge.rst.txt"], "command"),
    ("k35-counter-push-event",
     "our quadrature encoder counter driver should tell user space when the index pulse arrives; which function pushes a Counter event?",
     "counter_push_event",
     ["driver-api/generic-counter.rst.txt"], "command"),
    ("k35-kexec-p",
     "kdump is reserved with crashkernel= on the archive server; which command loads the dump-capture kernel so it takes over on a panic?",
     "kexec -p",
     ["admin-guide/kdump/kdump.rst.txt"], "command"),
    ("k35-dmaengine-desc-set-reuse",
     "our FPGA DMA client sends the same scatter list over and over, and I'd like to resubmit one descriptor instead of preparing a new one each time; which call marks it for reuse?",
     "dmaengine_desc_set_reuse",
     ["driver-api/dmaengine/provider.rst.txt"], "command"),
    ("k35-fscache-use-cookie",
     "our network filesystem driver gets an fscache cookie per inode; which call says the file is in use, typically at open, before it reads or writes the cache?",
     "fscache_use_cookie",
     ["filesystems/caching/netfs-api.rst.txt"], "command"),
    ("k35-mount-bdev",
     "the students' toy filesystem lives on a block device; which generic helper mounts a filesystem residing on a block device, so they only write fill_super()?",
     "mount_bdev",
     ["filesystems/vfs.rst.txt"], "command"),
    ("k35-fs-ioc-measure-verity",
     "our Go updater checks reference files protected with fs-verity against a signed manifest; which ioctl retrieves a verity file's digest?",
     "FS_IOC_MEASURE_VERITY",
     ["filesystems/fsverity.rst.txt"], "command"),
    ("k35-fs-ioc-get-encryption-key-status",
     "the login script of the shared workstation should find out whether the fscrypt key for /home/lab is already present before asking for the passphrase; which ioctl retrieves that status?",
     "FS_IOC_GET_ENCRYPTION_KEY_STATUS",
     ["filesystems/fscrypt.rst.txt"], "command"),
    ("k35-i2c-new-scanned-device",
     "the temperature sensor on the vendor's carrier board sits at one of two addresses depending on the board revision; which call probes a list of addresses and instantiates the device where it answers?",
     "i2c_new_scanned_device",
     ["i2c/instantiating-devices.rst.txt", "i2c/writing-clients.rst.txt"], "command"),
    ("k35-pm-runtime-irq-safe",
     "our SPI ADC driver must call the runtime PM resume from its interrupt handler; which helper tells the PM core the runtime callbacks may run with interrupts disabled?",
     "pm_runtime_irq_safe",
     ["power/runtime_pm.rst.txt"], "command"),
    ("k35-input-set-abs-params",
     "our driver for a home-made joystick reports X from 0 to 255 with some noise; which call sets the minimum, maximum, fuzz and flat of that absolute axis?",
     "input_set_abs_params",
     ["input/input-programming.rst.txt"], "command"),
    ("k35-device-set-wakeup-capable",
     "the driver for our USB foot switch should mark the device as able to wake the system; which function initializes that capability?",
     "device_set_wakeup_capable",
     ["driver-api/pm/devices.rst.txt"], "command"),
    ("k35-devm-hwmon-register-groups",
     "our hwmon driver for the chamber's sensor board should not have to remove its hwmon device by hand in remove(); which device-managed variant of hwmon_device_register_with_groups is there?",
     "devm_hwmon_device_register_with_groups",
     ["hwmon/hwmon-kernel-api.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k35-cifs-servern-length",
     "mounting the share of the ancient OS/2 box in the museum lab needs the servern= option; how long can that server name be?",
     "up to 15 characters long",
     ["admin-guide/cifs/usage.rst.txt"], "value"),
    ("k35-nfs-idmap-timeout",
     "in request-key.conf I left out the timeout for the nfs.idmap line; how long do the id mapper keys live then?",
     "default to 600 seconds",
     ["admin-guide/nfs/nfs-idmapper.rst.txt"], "value"),
    ("k35-btt-arena-size",
     "a BTT on our 3 TB NVDIMM namespace is split into arenas; how large is each arena at most?",
     "chunks of up to 512 GiB",
     ["driver-api/nvdimm/btt.rst.txt"], "value"),
    ("k35-parport-wait-peripheral",
     "our parallel-port driver for the old plotter calls parport_wait_peripheral; how long does it wait for the status lines at most?",
     "up to 35ms",
     ["driver-api/parport-lowlevel.rst.txt"], "value"),
    ("k35-switchtec-mrpc-size",
     "our management tool talks to the Switchtec PCIe switch in the GPU chassis through MRPC; how much command-specific data can one command carry?",
     "up to 1KB of command specific data",
     ["driver-api/switchtec.rst.txt"], "value"),
    ("k35-fscrypt-symlink-length",
     "our packaging test creates very long symlinks inside an fscrypt-encrypted directory on ext4 with 4K blocks; how long may an encrypted symlink be?",
     "4093 bytes",
     ["filesystems/fscrypt.rst.txt"], "value"),
    ("k35-fsverity-signature-size",
     "the signature our build server attaches when enabling fs-verity is getting large; how big may the signature be?",
     "16128 bytes",
     ["filesystems/fsverity.rst.txt"], "value"),
    ("k35-vfat-slot-characters",
     "I'm writing a small VFAT long-name parser for our microcontroller logger; how many characters of the long name does one slot directory entry hold?",
     "up to 13 characters",
     ["filesystems/vfat.rst.txt"], "value"),
    ("k35-dme1737-pwm-freq",
     "the fans on the kiosk's board controlled by the dme1737 whine; what PWM frequency do they run at by default?",
     "default is 25000Hz",
     ["hwmon/dme1737.rst.txt"], "value"),
    ("k35-nzxt-smart2-update-interval",
     "I want the NZXT RGB & Fan Controller in the render PC to update its fan readings as fast as possible; what is the smallest update_interval allowed?",
     "Minimum is 250ms",
     ["hwmon/nzxt-smart2.rst.txt"], "value"),
    ("k35-null-blk-default-size",
     "I loaded null_blk for an fio benchmark without any size parameter; how big is the device it reports?",
     "Default: 250GB",
     ["block/null_blk.rst.txt"], "value"),
    ("k35-arm64-initrd-window",
     "our U-Boot script on the Arm server places the initramfs far above the kernel; within how large a physical memory window must the initrd and the kernel Image lie?",
     "up to 32 GB",
     ["arm64/booting.rst.txt"], "value"),
    ("k35-x86-setup-header-size",
     "I'm writing a tiny x86 boot loader for a teaching lab; how big can setup_header ever be?",
     "limited to 144 bytes",
     ["x86/boot.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k35-memhp-probe-discouraged",
     "our hot-add script on the test box writes physical addresses to the memory probe file; why is the probe interface discouraged?",
     "Linux cannot validate user input",
     ["admin-guide/mm/memory-hotplug.rst.txt"], "reason"),
    ("k35-ksm-drop-madvise",
     "on the VM host ksm_rmap_items divided by ksm_merging_pages for one app is above 64; why should we drop that app's MADV_MERGEABLE policy?",
     "the ksm profit is approximately zero or negative",
     ["admin-guide/mm/ksm.rst.txt"], "reason"),
    ("k35-bcache-sysfs-backing",
     "to start our bcache backing device without its cache I have to write to /sys/block/sdb/bcache/running rather than anything under bcache0; why?",
     "bcache0 doesn't exist yet",
     ["admin-guide/bcache.rst.txt"], "reason"),
    ("k35-pstore-blk-no-compression",
     "the pstore/blk setup on our eMMC board leaves oops compression off; why don't the docs recommend compression there?",
     "will insert some information into the first line of oops/panic data",
     ["admin-guide/pstore-blk.rst.txt"], "reason"),
    ("k35-mouse-relative-events",
     "our trackball driver reports EV_REL movements, not absolute positions; why does a mouse report relative values?",
     "it doesn't have any absolute coordinate system to work in",
     ["input/input-programming.rst.txt"], "reason"),
    ("k35-i2c-testunit-master-mode",
     "the i2c slave testunit backend won't work on our Raspberry Pi's controller for some tests; why must the controller be able to switch to master mode?",
     "it needs to send data, too",
     ["i2c/slave-testunit-backend.rst.txt"], "reason"),
    ("k35-thunderbolt-iommu-security",
     "the new laptops show iommu_dma_protection as 1 and the Thunderbolt security level as none; why are security levels redundant there?",
     "DMA protection is handled by the IOMMU",
     ["admin-guide/thunderbolt.rst.txt"], "reason"),
    ("k35-ssdt-efi-preferred",
     "we add a custom SSDT for the sensor on our x86 gateway's I2C bus; why is loading it from EFI variables the preferred method?",
     "persistent, OS independent way of storing the user defined SSDTs",
     ["admin-guide/acpi/ssdt-overlays.rst.txt"], "reason"),
    ("k35-builtin-microcode-inflexible",
     "a colleague wants the Intel microcode blobs built into the kernel image of the lab machines; why is that the least flexible way?",
     "requires rebuilding the kernel each time updated microcode",
     ["x86/microcode.rst.txt"], "reason"),
    ("k35-verity-check-at-most-once",
     "the Raspberry Pi kiosk's dm-verity root uses check_at_most_once to save CPU; why is that less secure?",
     "only offline tampering of the data device's content will be detected",
     ["admin-guide/device-mapper/verity.rst.txt"], "reason"),
    ("k35-zone-movable-pinning",
     "our RDMA benchmark pins lots of pages on a host where most memory is ZONE_MOVABLE, and pinning is slow; why can ZONE_MOVABLE make pinning more expensive?",
     "page migration overhead",
     ["admin-guide/mm/memory-hotplug.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k35-zram-writeback-huge-idle",
     "the zram swap on the build box has a backing disk, and I only want pages that are both incompressible and idle written back to it; what do I write to the writeback file?",
     "echo huge_idle > /sys/block/zramX/writeback",
     ["admin-guide/blockdev/zram.rst.txt"], "procedure"),
    ("k35-fusectl-mount",
     "an sshfs mount on the analysis box hangs and I want to abort its FUSE connection; how do I mount the control filesystem first?",
     "mount -t fusectl none /sys/fs/fuse/connections",
     ["filesystems/fuse.rst.txt"], "procedure"),
    ("k35-log-writes-mark",
     "with dm-log-writes under our btrfs test, I want a marker in the log right after mkfs so I can replay up to it later; what do I send?",
     "dmsetup message log 0 mark mkfs",
     ["admin-guide/device-mapper/log-writes.rst.txt"], "procedure"),
    ("k35-dm-cache-invalidate-cblocks",
     "a few cache blocks of our dm-cache in passthrough mode hold stale data and should be dropped; which cache message invalidates particular cache blocks?",
     "invalidate_cblocks",
     ["admin-guide/device-mapper/cache.rst.txt"], "procedure"),
    ("k35-bcache-backing-loop",
     "the cache SSD of our bcache died and bcache won't start; how do I get at the unmodified data on the backing disk through a loop device?",
     "losetup -o 8192 /dev/loop0 /dev/your_bcache_backing_dev",
     ["admin-guide/bcache.rst.txt"], "procedure"),
    ("k35-aoe-iflist",
     "the AoE driver on the storage node should only use eth1 and eth3 for its ATA-over-Ethernet traffic; how do I restrict it at module load?",
     "aoe_iflist",
     ["admin-guide/aoe/aoe.rst.txt"], "procedure"),
    ("k35-i2c-ignore-address",
     "an old sensors driver keeps grabbing address 0x2f on bus 1, where our own chip sits; which module parameter keeps the driver away from that address?",
     "ignore=1,0x2f",
     ["i2c/old-module-parameters.rst.txt"], "procedure"),
    ("k35-afs-add-cell",
     "our kAFS client should also reach the grand.central.org cell; how do I add a cell with its volume location servers at runtime?",
     "/proc/fs/afs/cells",
     ["filesystems/afs.rst.txt"], "procedure"),
    ("k35-orangefs-kernel-debug",
     "to chase a lookup bug in the OrangeFS client on our compute node, I want kernel debugging for inode and directory operations; what do I write, and where?",
     "echo inode,dir > /sys/kernel/debug/orangefs/kernel-debug",
     ["filesystems/orangefs.rst.txt"], "procedure"),
    ("k35-smack-netlabel-no-cipso",
     "we turned on Smack on the kiosk machines but don't use CIPSO at all; what do we write into netlabel so that localhost gets standard handling?",
     "echo 127.0.0.1 -CIPSO > /sys/fs/smackfs/netlabel",
     ["admin-guide/LSM/Smack.rst.txt"], "procedure"),
    ("k35-dell-rbu-monolithic",
     "I have the monolithic BIOS image for the old PowerEdge in the rack and dell_rbu is loaded; what is the first step before copying the .hdr file into the data file?",
     "echo 1 > /sys/class/firmware/dell_rbu/loading",
     ["admin-guide/dell_rbu.rst.txt"], "procedure"),
    ("k35-edac-inject-eccmask",
     "to test our Prometheus alerting for ECC errors on the Xeon box, I want the EDAC driver to inject an error with a specific ECC mask; which file sets that mask?",
     "inject_eccmask",
     ["admin-guide/ras.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k35-acronym-btt",
     "the NVDIMM docs keep saying BTT; what does BTT stand for?",
     "Block Translation Table",
     ["driver-api/nvdimm/btt.rst.txt", "driver-api/nvdimm/nvdimm.rst.txt"], "definition"),
    ("k35-acronym-epp",
     "the amd-pstate page talks about the EPP of our Ryzen workstation; what does EPP stand for?",
     "Energy Performance Preference",
     ["admin-guide/pm/amd-pstate.rst.txt"], "definition"),
    ("k35-acronym-rdt",
     "resctrl on the Xeon server is described as supporting Intel RDT; what does RDT stand for?",
     "Resource Director Technology",
     ["x86/resctrl.rst.txt", "admin-guide/kernel-parameters.rst.txt"], "definition"),
    ("k35-acronym-mba",
     "the schemata file of resctrl has an MB line for MBA; what is MBA?",
     "Memory Bandwidth Allocation",
     ["x86/resctrl.rst.txt"], "definition"),
    ("k35-what-idmapping",
     "the idmappings page under filesystems is full of maths; in plain words, what is an idmapping?",
     "a translation of a range of ids into another or the same range of ids",
     ["filesystems/idmappings.rst.txt"], "definition"),
    ("k35-acronym-pmbus",
     "the hot-swap controller on our backplane speaks PMBus; what does PMBus stand for?",
     "Power Management Bus",
     ["hwmon/pmbus-core.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

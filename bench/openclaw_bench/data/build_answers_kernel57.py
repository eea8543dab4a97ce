"""Fifty-seventh held-out set of short-fact questions over the Linux 6.1 kernel docs.

Prints ``answer_kernel_heldout57.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
kernel's reStructuredText sources themselves (the text the appliance's own
parser makes of each page, searched with grep and a phrase-checking
script), as an engineer at a lab bench would type or say them -- mostly a
situation in everyday words, some in the documents' own terms, many
mentioning the asker's own hardware and tasks (the acquisition disk under
mq-deadline, a dm-integrity volume in bitmap mode, a dm snapshot under a
test VM, the Intel ICH workstation, a sysfs-reading tool's unit tests, the
CI runners, a PlayStation pad on the reaction-time PC's parallel port, a
ZNS SSD under zonefs, an I2C ADC client driver, the EPYC analysis server,
an old Wine-based instrument tool on the Xeon test box, a userspace
hibernation tool, the stage controller, an Arm dev board with SME, an FPGA
fabric clock and an FPGA card, a custom backplane bus, the microscope
display's backlight, the field logger's rescue RAM disk, an initramfs
writer, probe, sequencing, sensor-interface and server boards with AD7314,
POWR1220, W83L785TS, MAX127 and W83773G chips, the AoE storage node, an
accelerometer on IIO, a DVB card, a parallel-port ZIP drive, the old
cluster node with cgroup v1, a no-name cx88 card, an NFS-over-RDMA node, a
USB FM stick, the DAQ box's oops). Its facts come only from pages in the
folders admin-guide, driver-api, filesystems, hwmon, i2c, input, block,
arm64, x86 and power (the other author of this round took the other
folders), and each answer phrase was checked against the parsed text of
every page so that facts a page outside these folders also states were
avoided or that page listed too (only the Chinese translation of the OPP
page states one of them, dev_pm_opp_find_freq_ceil, and it is listed after
the English page). Pages that no earlier set had cited were preferred and
make up most of the set: the LSM index, the SELinux notes, the AoE todo
list, the sysfs rules, the namespace resource-control note, the cx88 notes,
the DVB demux and IIO triggered-buffer pages, the driver-model bus page,
and the hwmon pages for ad7314, powr1220, w83l785ts, max127 and w83773g;
and, cited at most once before, the deadline scheduler, dm-integrity, dm
snapshots, i2c-i801, the parallel-port joystick page, zonefs, the I2C DMA
notes, AMD memory encryption, the x86 cpuinfo, PAT, SVA, kernel-stack, TXT
and ORC pages, userland swsusp, the joystick API, SME, OPP, the PHY
framework, block data integrity, the regulator consumer interface, the RAM
disk, initramfs buffer-format, PARIDE, cgroup-v1, NFS/RDMA and si470x pages
and shared subtrees. The facts are spread over writes_starved,
bitmap_flush_interval, discard_zeroes_cow, disable_features, SYSFS_PATH,
gamecon.psx_delay, explicit-open, I2C_M_DMA_SAFE, mem_encrypt=on,
clearcpuid=514; SNAPSHOT_CREATE_IMAGE, JSIOCGAXES, PR_SME_SET_VL,
dev_pm_opp_find_freq_ceil, devm_phy_get, bio_integrity_prep,
bus_for_each_dev, set_memory_wc, regulator_set_current_limit, mount
--make-unbindable; the default RAM disk size, the cpio header magic, the
width of a PASID, the number of IST entries, the AD7314's resolution, the
POWR1220's ADC, the W83L785TS's fixed limits, the MAX127's ranges, the
W83773G's resolution; why LSM "modules" are misnamed, the AoE sk_buff
deadlock, why an IIO top half must be short, why the demux callbacks are
not in a structure, why each bus has its own match(), why front merges may
be switched off, why ORC unwinds interrupts better than frame pointers;
installing a dummy SELinux policy, memory cgroups for user namespaces, a
printer reset for PARIDE, attaching the shell to a v1 cgroup, resetting
memory.failcnt, finding a cx88 tuner, checking the mount.nfs version,
SND_USB_AUDIO for si470x; and terms (tboot, ENQCMD, a '?' entry in an x86
backtrace, a slave mount) -- none an answer or question topic of an earlier
set (answers and question words were grepped against the earlier
``answer_*.jsonl`` files, all of them, and the builders
``build_answers_kernel3.py`` to ``build_answers_kernel56.py``,
``build_answers_pg2.py`` to ``build_answers_pg56.py`` and
``build_answers_unanswerable2.py`` to ``build_answers_unanswerable54.py``;
neighbouring facts that earlier sets had asked, such as nbd's 16 devices
(nbds_max), Kyber's read_lat_nsec (write_lat_nsec), dm-clone's
enable_hydration, dm-era's take_metadata_snap, intel_idle's use_acpi, the
multi-gen LRU, xpad's dpad_to_buttons, the EDT touch panel's gain,
TIOCSRS485, the ORC name, the 2*PAGE_SIZE thread stack, the I2C DMA
overhead, the io_ordering read-back, the USB-persist card swap, the
page_idle bitmap and the 65534 overflow uid, were left out or replaced
(max_mnt_namespaces was replaced on finding max_user_namespaces asked, and
the i2c-i801 question was reworded away from block reads, which an lm93
question had used); the fifty-eighth sets and the fifty-sixth unanswerable
set of this round, which another author wrote at the same time, were not
seen). The fifty-fifth set's builders and ``validate_answers.py`` were read
as templates for format and rules. Nothing of the answer code, of its
search or answer output, of the appliance's documentation or tests, or of
the benchmark results was opened while writing it; no git command was used;
the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages, release notes and passing uses; translations that state the same
fact come after the English pages. regulator_set_current_limit is named as
the primary interface for currents on the driver-api regulator page too,
so both pages are listed, and the driver-model porting notes name
bus_for_each_dev as the core's iterator over a bus's devices, so that page
follows the bus page.

Usage::

    python3 build_answers_kernel57.py > answer_kernel_heldout57.jsonl
    python3 validate_answers.py answer_kernel_heldout57.jsonl  # with a Python that has the appliance installed

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

DEADLINE = "block/deadline-iosched.rst.txt"
BUS = "driver-api/driver-model/bus.rst.txt"
SVA = "x86/sva.rst.txt"
STACKS = "x86/kernel-stacks.rst.txt"
SUBTREE = "filesystems/sharedsubtree.rst.txt"
CGROUP_V1 = "admin-guide/cgroup-v1"

# (id, query, answer, relevant, kind)
ROWS: list[Row] = [
    # --- settings -------------------------------------------------------
    ("kernel57-deadline-writes-starved",
     "the acquisition disk runs the deadline scheduler, and the logger's big writes keep waiting behind reads; which tunable says how many times reads get preference over writes?",
     "writes_starved",
     [DEADLINE], "setting"),
    ("kernel57-integrity-bitmap-flush-interval",
     "our dm-integrity volume runs in bitmap mode; which option sets after how many milliseconds the bitmap metadata buffers get synchronized?",
     "bitmap_flush_interval",
     ["admin-guide/device-mapper/dm-integrity.rst.txt"], "setting"),
    ("kernel57-snapshot-discard-zeroes-cow",
     "fstrim inside the test VM runs on a device-mapper snapshot, and discards that cover whole chunks should zero the matching exceptions in the COW store; which optional snapshot feature does that?",
     "discard_zeroes_cow",
     ["admin-guide/device-mapper/snapshot.rst.txt"], "setting"),
    ("kernel57-i801-disable-features",
     "we suspect a chipset bug in the SMBus controller of the old Intel ICH workstation and want i2c-i801 to stop using some of its features, such as interrupts; which module parameter takes a bit vector of features to switch off?",
     "disable_features",
     ["i2c/busses/i2c-i801.rst.txt"], "setting"),
    ("kernel57-sysfs-path-variable",
     "the unit tests of our tool that reads device attributes from sysfs should run against a fake tree under /tmp; which environment variable do the sysfs rules suggest supporting for test cases?",
     "SYSFS_PATH",
     ["admin-guide/sysfs-rules.rst.txt"], "setting"),
    ("kernel57-gamecon-psx-delay",
     "the PlayStation pad on the reaction-time PC's parallel-port adapter doesn't answer under gamecon; which option sets the command delay for talking to the PSX controllers?",
     "gamecon.psx_delay",
     ["input/devices/joystick-parport.rst.txt"], "setting"),
    ("kernel57-zonefs-explicit-open",
     "the ZNS SSD in the test rig is mounted with zonefs, and our writer now and then gets write errors because too many zones are active; which mount option opens the zone when a file is first opened for writing?",
     "explicit-open",
     ["filesystems/zonefs.rst.txt"], "setting"),
    ("kernel57-i2c-dma-safe-flag",
     "our I2C client driver for the ADC sends 64-byte messages from a kmalloc'd buffer; which i2c_msg flag tells the I2C core and the bus driver that the buffer is DMA safe?",
     "I2C_M_DMA_SAFE",
     ["i2c/dma-considerations.rst.txt"], "setting"),
    ("kernel57-mem-encrypt-on",
     "the BIOS of the EPYC analysis server only enables SME but doesn't activate it; what do I put on the kernel command line to turn memory encryption on?",
     "mem_encrypt=on",
     ["x86/amd-memory-encryption.rst.txt"], "setting"),
    ("kernel57-clearcpuid-umip",
     "an old Wine-based instrument tool breaks under User Mode Instruction Protection on the Xeon test box; which command-line parameter, with which feature number, disables UMIP?",
     "clearcpuid=514",
     ["x86/cpuinfo.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("kernel57-uswsusp-create-image",
     "our userspace hibernation tool talks to /dev/snapshot; which ioctl makes the kernel create the snapshot of system memory?",
     "SNAPSHOT_CREATE_IMAGE",
     ["power/userland-swsusp.rst.txt"], "command"),
    ("kernel57-jsiocgaxes",
     "the stage controller program reads /dev/input/js0 and first has to find out how many axes the joystick has; which ioctl asks for that?",
     "JSIOCGAXES",
     ["input/joydev/joystick-api.rst.txt"], "command"),
    ("kernel57-pr-sme-set-vl",
     "the matrix code on our Arm dev board wants a particular SME vector length for its thread; which prctl call sets it?",
     "PR_SME_SET_VL",
     ["arm64/sme.rst.txt"], "command"),
    ("kernel57-opp-find-freq-ceil",
     "the devfreq driver for our FPGA fabric clock needs the lowest available OPP at or above a requested frequency; which OPP library function searches for that?",
     "dev_pm_opp_find_freq_ceil",
     ["power/opp.rst.txt", "translations/zh_CN/power/opp.rst.txt"], "command"),
    ("kernel57-devm-phy-get",
     "the USB controller driver of our board needs a reference to its PHY that is released by itself when the driver detaches; which call gets it?",
     "devm_phy_get",
     ["driver-api/phy/phy.rst.txt"], "command"),
    ("kernel57-bio-integrity-prep",
     "our integrity-aware test filesystem has to generate the protection information for a WRITE bio before it submits it; which function must it call?",
     "bio_integrity_prep",
     ["block/data-integrity.rst.txt"], "command"),
    ("kernel57-bus-for-each-dev",
     "in the bus driver for the lab's custom backplane I want to walk over every device registered on that bus and call a function for each; which driver-core helper does that?",
     "bus_for_each_dev",
     [BUS, "driver-api/driver-model/porting.rst.txt"], "command"),
    ("kernel57-set-memory-wc",
     "a buffer in kernel RAM that our FPGA card reads should be write-combining; which x86 API changes the memory type of such a RAM region to WC?",
     "set_memory_wc",
     ["x86/pat.rst.txt"], "command"),
    ("kernel57-regulator-set-current-limit",
     "the driver for the LED backlight of the microscope display should change its supply current limit on the fly; which regulator consumer call does that?",
     "regulator_set_current_limit",
     ["power/regulator/consumer.rst.txt", "driver-api/regulator.rst.txt"], "command"),
    ("kernel57-make-unbindable",
     "inside the test container, /mnt/scratch must never be bind-mounted somewhere else; which mount command marks it that way?",
     "mount --make-unbindable",
     [SUBTREE], "command"),
    # --- values ---------------------------------------------------------
    ("kernel57-ramdisk-size-default",
     "the rescue image of the field logger uses a RAM disk, and I didn't pass ramdisk_size; how big is each RAM disk then?",
     "The default is 4096 (4 MB)",
     ["admin-guide/blockdev/ramdisk.rst.txt"], "value"),
    ("kernel57-cpio-magic",
     "my own initramfs writer has to fill in the c_magic field of each cpio header; which strings are valid there?",
     "\"070701\" or \"070702\"",
     ["driver-api/early-userspace/buffer-format.rst.txt"], "value"),
    ("kernel57-pasid-width",
     "the SIOV accelerator in the analysis server tags its work with a PASID; how wide is that number?",
     "a 20-bit number defined by the PCIe SIG",
     [SVA], "value"),
    ("kernel57-ist-entries",
     "how many Interrupt Stack Table entries can each x86-64 CPU have?",
     "up to 7 IST entries per CPU",
     [STACKS], "value"),
    ("kernel57-ad7314-resolution",
     "the probe board reads an AD7314 temperature sensor over SPI; what resolution does that sensor have?",
     "10 bit sensor with 1lsb = 0.25 degrees centigrade",
     ["hwmon/ad7314.rst.txt"], "value"),
    ("kernel57-powr1220-adc",
     "the POWR1220 on the power-sequencing board reports its voltage monitors; with what ADC and step size are they sampled?",
     "12-bit ADC with a step size of 2 mV",
     ["hwmon/powr1220.rst.txt"], "value"),
    ("kernel57-w83l785ts-limits",
     "the W83L785TS-S on the old mainboard won't let me change its high temperature limit; which limit values have actually been seen on such chips?",
     "the two possible limits are actually 95 and 110 degrees C",
     ["hwmon/w83l785ts.rst.txt"], "value"),
    ("kernel57-max127-ranges",
     "the MAX127 ADC on the sensor-interface board has software-programmable inputs; which ranges can a channel be set to?",
     "{0,5V}, {0,10V}, {-5,5V} and {-10,10V}",
     ["hwmon/max127.rst.txt"], "value"),
    ("kernel57-w83773g-resolution",
     "the W83773G on the server board measures a local and two remote temperatures; at what resolution?",
     "Resolution for both the local and remote channels is 0.125 degree C",
     ["hwmon/w83773g.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("kernel57-lsm-misnomer",
     "a student asks why the docs call the 'module' in Linux Security Module a bit of a misnomer; why is it?",
     "these extensions are not actually loadable kernel modules",
     ["admin-guide/LSM/index.rst.txt"], "reason"),
    ("kernel57-aoe-skbuff-deadlock",
     "the AoE notes warn of a deadlock when the storage node writes out a dirty page to free memory; how can that deadlock happen?",
     "deadlock may occur when a free page is needed for the sk_buff allocation",
     ["admin-guide/aoe/todo.rst.txt"], "reason"),
    ("kernel57-iio-top-half",
     "in our IIO triggered-buffer driver for the accelerometer, why should the top half of the poll function do as little processing as possible?",
     "because it runs in interrupt context",
     ["driver-api/iio/triggered-buffers.rst.txt"], "reason"),
    ("kernel57-demux-callbacks-not-struct",
     "why aren't the TS and section callback pointers of the DVB demux interface packed into a structure like the other demux APIs?",
     "because the callback functions are registered and used independent of each other",
     ["driver-api/media/dtv-demux.rst.txt"], "reason"),
    ("kernel57-bus-match-callback",
     "why does every bus type supply its own match() callback instead of the driver core comparing device IDs itself?",
     "without sacrificing bus-specific functionality or type-safety",
     [BUS], "reason"),
    ("kernel57-deadline-front-merges",
     "why is it usually harmless to set front_merges to 0 for the logger's disk under the deadline scheduler?",
     "back merges are much more common than front merges",
     [DEADLINE], "reason"),
    ("kernel57-orc-interrupts",
     "apart from speed, why are ORC backtraces from the DAQ box more trustworthy than frame-pointer ones when an interrupt was involved?",
     "it can reliably unwind across interrupts and exceptions",
     ["x86/orc-unwinder.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("kernel57-selinux-dummy-policy",
     "on a throwaway test VM I want SELinux with just a dummy policy for my own kernel instead of the distro policy; after building mdp in scripts/selinux, what do I run?",
     "sh install_policy.sh",
     ["admin-guide/LSM/SELinux.rst.txt"], "procedure"),
    ("kernel57-userns-memcg",
     "the CI runners let unprivileged jobs create user namespaces; what do the docs recommend so those jobs can't exhaust kernel memory?",
     "recommended that memory control groups be enabled in kernels that enable user namespaces",
     ["admin-guide/namespaces/resource-control.rst.txt"], "procedure"),
    ("kernel57-paride-printer-reset",
     "the parallel-port ZIP drive on the old lab PC only comes back after a printer reset on the port; how do I force one before loading the PARIDE drivers?",
     "insmod lp reset=1 rmmod lp",
     ["admin-guide/blockdev/paride.rst.txt"], "procedure"),
    ("kernel57-cgroup-attach-shell",
     "on the old cluster node with cgroup v1, how do I move the shell I'm typing in into the cgroup whose directory I'm standing in?",
     "echo 0 > tasks",
     [f"{CGROUP_V1}/cgroups.rst.txt"], "procedure"),
    ("kernel57-memcg-failcnt-reset",
     "on the same cgroup-v1 node, how do I reset the memory cgroup's count of how often the limit was hit before the next test run?",
     "echo 0 > .../memory.failcnt",
     [f"{CGROUP_V1}/memory.rst.txt"], "procedure"),
    ("kernel57-cx88-tuner-trial",
     "our no-name cx88 capture card isn't in the card list and nobody knows which tuner it has; how can I find the tuner type?",
     "by trial-and-error using the tuner=<n> insmod option",
     ["admin-guide/media/cx88.rst.txt"], "procedure"),
    ("kernel57-nfs-rdma-mount-version",
     "before mounting the data export over NFS/RDMA on the analysis node, how do I check which mount.nfs version is installed?",
     "/sbin/mount.nfs -V",
     ["admin-guide/nfs/nfs-rdma.rst.txt"], "procedure"),
    ("kernel57-si470x-usb-audio",
     "the Silicon Labs USB FM stick tunes fine but we hear nothing; which other kernel option does the si470x page recommend selecting?",
     "recommended to also select SND_USB_AUDIO",
     ["admin-guide/media/si470x.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("kernel57-what-tboot",
     "the Intel TXT page keeps mentioning tboot; what is it?",
     "an open source, pre-kernel/VMM module that uses Intel TXT to perform a measured and verified launch",
     ["x86/intel_txt.rst.txt"], "definition"),
    ("kernel57-what-enqcmd",
     "what does the ENQCMD instruction do?",
     "atomically submits a work descriptor to a device",
     [SVA], "definition"),
    ("kernel57-what-question-mark",
     "an x86 oops from the DAQ box shows some function names with a '?' in front; what does such an entry usually mean?",
     "the address is not part of the call chain: it's just stale values on the kernel stack",
     [STACKS], "definition"),
    ("kernel57-what-slave-mount",
     "in shared-subtree terms, what is a slave mount?",
     "A slave mount is like a shared mount except that mount and umount events only propagate towards it",
     [SUBTREE], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

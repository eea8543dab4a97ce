"""Fifty-ninth held-out set of short-fact questions over the Linux 6.1 kernel docs.

Prints ``answer_kernel_heldout59.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
kernel's reStructuredText sources themselves (the text the appliance's own
parser makes of each page, dumped to a scratch folder and searched with
grep and a phrase-checking script), as an engineer at a lab bench would
type or say them -- mostly a situation in everyday words, some in the
documents' own terms, many mentioning the asker's own hardware and tasks
(the storage node's BMC, the small gateway box, the archive server's RAID
5 root, a DSP cluster with two RapidIO controllers, a PoE injector with a
TPS23861, an instrument CD-R, the USB disk shared with the Windows
microscope PC, a Cell blade, a fanless PC with a W83L786NG, the fume
hood's MAX6620, the old imaging workstation's MTRRs, a GFS2 volume
gaining a node, a climate logger with an HIH-6130, the i2c slave testunit,
the lab's touch table, an FPGA register block, the DAQ driver, the field
logger's charger and eMMC, the stage-control joystick, an ADC feeding a
DFSDM filter, boards with MAX1619, sl28cpld, TWL4030 and MEN F21 BMC
chips, a Stratix10 SoC board, a Samba share, the SGX test box, a job
runner across containers, a home-built gameport card, a PCIe capture
driver, a vfio-pci variant for an FPGA card, a 16 kB-page boot test, a
linear stage encoder, an R-Car deinterlacer, a DRBD-9 node, a Zynq MPSoC).
Its facts come only from pages in the folders admin-guide, driver-api,
filesystems, hwmon, i2c, input, block, arm64, x86 and power (the other
author of this round took the other folders), and each answer phrase was
checked against the parsed text of every page of the corpus so that facts
a page outside these folders also states were avoided or that page listed
too (none of the chosen phrases turned up outside them, and no translation
states any of them). Pages that no earlier set had cited were preferred:
the namespaces compatibility list, the cifs to-do list, the DRBD-9 data
structure, the R-Car FDP1 page, the IIO HW consumer, the other firmware
interfaces, the vfio-pci variant acceptance criteria, the Xilinx EEMI page,
spu_create, and the hwmon pages for tps23861, max6620, w83l786ng,
hih6130, max1619, sl28cpld, twl4030-madc and menf21bmc; then, cited once
or twice before, the IPMI, RapidIO, isofs, ntfs3, MTRR, GFS2,
slave-testunit, event-codes, device-io, PM QoS, power-supply-class,
cramfs, affs, iostats, PTI, multi-touch, SafeSetID, reset, EISA, SGX,
gameport-programming and MMC device-partition pages; and, cited a few
times, the zswap, md and joystick pages. The facts are
spread over kipmid_max_busy_us, zswap.non_same_filled_pages_enabled=0,
md-mod.start_dirty_degraded=1, rapidio.hdid=-1,7, the in[0-3]_enable
attributes, isofs's cruft, ntfs3's noacsrules, max6620's fan[1-4]_div,
SPU_RAWIO, w83l786ng's reset=1; removing an MTRR, gfs2_jadd,
I2C_BOARD_INFO for the HIH-6130, an i2cset host-notify test,
input_mt_report_finger_count(), ioremap_np(), cpu_latency_qos_add_request,
power_supply_changed(), jscal -c, iio_hw_consumer_enable; the MAX1619's
update rate, the sl28cpld's x8 mode, cramfs's 8-bit gid, the affs block
sizes, the cifs client's 1 second directory timer, the TWL4030 MADC's 16
channels, the diskstats field that may go to zero, the MEN F21 BMC's
microcontroller, the exception level of the Stratix10 secure features; why
PTI's cpu_entry_area must be 2MB, why a contact's tool type may change,
why CAP_SETUID is too much for SafeSetID's case, why pulse resets are not
shared, why eisa_driver_register finds nothing yet, why a leaked EPC page
stays leaked, why IPC IDs do not cross namespaces; saving joystick
calibration, choosing a gameport address, the order of write-combining and
uncachable MTRRs, converting readX() to readX_relaxed(), the reviews a
vfio-pci variant needs, cramfs with larger pages, EV_ABS for known
positions, locking an eMMC boot partition until power-off; and terms (the
FDP1's Field Averaging mode, a DRBD peer_device, EEMI, an IIO HW consumer)
-- none an answer or question topic of an earlier set (answers and
question words were grepped against the earlier ``answer_*.jsonl`` files,
all of them, and the builders ``build_answers_kernel3.py`` to
``build_answers_kernel58.py``, ``build_answers_pg2.py`` to
``build_answers_pg58.py`` and ``build_answers_unanswerable2.py`` to
``build_answers_unanswerable56.py``; neighbouring facts that earlier sets
had asked, such as the SWP emulation node, CONFIG_MODULE_SIG_FORCE, the
hpwdt kdump timeout, reset_control_reset, pwm_apply_state,
eisa_driver_register itself, the eMMC force_ro switch and the LTC2990's
1 mOhm assumption, were left out, and two first picks were replaced on
finding their topic asked before: the M7101 that i2c-ali1535 needs (asked
for i2c-ali15x3 in k31) and hfsplus's force option (a bare word that an
earlier answer already is); the sixtieth sets and the fifty-eighth
unanswerable set of this round, which another author wrote at the same
time, were not seen -- only their ids were read, for the uniqueness
check). The fifty-seventh set's builders, ``answer_set_rows.py`` and
``validate_answers.py`` were read as templates for format and rules.
Nothing of the answer code, of its search or answer output, of the
appliance's documentation or tests, or of the benchmark results was opened
while writing it; no git command was used; the questions were not run
through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages, release notes and passing uses; translations that state the same
fact would come after the English pages (none does here). Where a phrase
is shared with other drivers' pages for their own chips -- reset=1 on the
w83781d, w83791d and w83793 pages, "cruft" as an ordinary word -- those
pages state a different fact and are not listed; the MAX1619 answer names
its driver because the lm83, g760a and w83l785ts pages use the same
sentence about theirs.

Usage::

    python3 build_answers_kernel59.py > answer_kernel_heldout59.jsonl
    python3 validate_answers.py answer_kernel_heldout59.jsonl  # with a Python that has the appliance installed

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
    ("kernel59-ipmi-kipmid-max-busy",
     "kipmid eats a whole core on the storage node because its BMC's KCS interface has no interrupts; which ipmi_si parameter caps how long, in microseconds, kipmid spins before sleeping?",
     "kipmid_max_busy_us",
     ["driver-api/ipmi.rst.txt"], "setting"),
    ("kernel59-zswap-same-filled-only",
     "on the small gateway box I only want zswap's cheap handling of same-filled pages, not the compressed pool for everything else; what do I put on the kernel command line?",
     "zswap.non_same_filled_pages_enabled=0",
     ["admin-guide/mm/zswap.rst.txt"], "setting"),
    ("kernel59-md-start-dirty-degraded",
     "the archive server's root filesystem sits on a RAID 5 that crashed while degraded, and it won't assemble at boot; which boot parameter lets md start the dirty degraded array anyway?",
     "md-mod.start_dirty_degraded=1",
     ["admin-guide/md.rst.txt"], "setting"),
    ("kernel59-rapidio-hdid",
     "the DSP cluster has two RapidIO controllers and a statically linked RapidIO core; the second controller should get host destination ID 7 and the first -1. what goes on the command line?",
     "rapidio.hdid=-1,7",
     ["driver-api/rapidio/rapidio.rst.txt"], "setting"),
    ("kernel59-tps23861-port-enable",
     "the TPS23861 on our PoE injector board powers four cameras, and I want to switch port 3 off from Linux; which hwmon attributes enable or disable the ports?",
     "in[0-3]_enable",
     ["hwmon/tps23861.rst.txt"], "setting"),
    ("kernel59-isofs-cruft",
     "an old instrument CD-R with badly formatted directory records won't mount properly; which isofs mount option tries to handle badly formatted CDs?",
     "cruft",
     ["filesystems/isofs.rst.txt"], "setting"),
    ("kernel59-ntfs3-noacsrules",
     "the USB disk we swap with the Windows microscope PC is mounted with ntfs3, and the NTFS permissions keep getting in the way; which mount option sets everything to 777 owned by root?",
     "noacsrules",
     ["filesystems/ntfs3.rst.txt"], "setting"),
    ("kernel59-max6620-fan-div",
     "the MAX6620 on the blower controller of the fume hood reads nonsense for our very fast fans; which sysfs attribute sets the nominal RPM range of each fan?",
     "fan[1-4]_div",
     ["hwmon/max6620.rst.txt"], "setting"),
    ("kernel59-spu-rawio",
     "our Cell blade test program wants some SPU hardware registers mapped into user space when it calls spu_create; which flag asks for that?",
     "SPU_RAWIO",
     ["filesystems/spufs/spu_create.rst.txt"], "setting"),
    ("kernel59-w83l786ng-reset",
     "the W83L786NG on the small fanless PC keeps odd settings after a BIOS update, and I want the driver to reset the chip when it loads; which module parameter does that?",
     "reset=1",
     ["hwmon/w83l786ng.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("kernel59-mtrr-disable",
     "a stale write-combining MTRR (reg02) on the old imaging workstation has to go; from bash, what do I write to /proc/mtrr?",
     "echo \"disable=2\" >| /proc/mtrr",
     ["x86/mtrr.rst.txt"], "command"),
    ("kernel59-gfs2-jadd",
     "our GFS2 volume was made with two journals and a third cluster node is joining; which gfs2-utils tool adds journals to the filesystem online?",
     "gfs2_jadd",
     ["filesystems/gfs2.rst.txt"], "command"),
    ("kernel59-hih6130-board-info",
     "the board file of our climate logger has to declare the Honeywell HIH-6130 humidity sensor at its factory address; what I2C board info entry does the page suggest?",
     "I2C_BOARD_INFO(\"hih6130\", 0x27)",
     ["hwmon/hih6130.rst.txt"], "command"),
    ("kernel59-testunit-host-notify",
     "with the i2c slave testunit at 0x30 on bus 0, I want it to send an SMBUS_HOST_NOTIFY with status word 0x6442 after 10 ms; what does the example i2cset command look like?",
     "i2cset -y 0 0x30 0x02 0x42 0x64 0x01 i",
     ["i2c/slave-testunit-backend.rst.txt"], "command"),
    ("kernel59-mt-finger-count",
     "our multitouch driver for the lab's touch table must report BTN_TOOL_DOUBLETAP and friends for the number of fingers; which helper should emit those codes?",
     "input_mt_report_finger_count()",
     ["input/event-codes.rst.txt"], "command"),
    ("kernel59-ioremap-np",
     "the FPGA register block on our Arm board needs writes that don't look complete before the device has actually received them; which mapping call requests non-posted write semantics?",
     "ioremap_np()",
     ["driver-api/device-io.rst.txt"], "command"),
    ("kernel59-cpu-latency-qos-add",
     "while the DAQ driver streams, the CPUs must not drop into deep idle states; which kernel call inserts a request with a target value into the CPU latency QoS list?",
     "cpu_latency_qos_add_request",
     ["power/pm_qos_interface.rst.txt"], "command"),
    ("kernel59-power-supply-changed",
     "our charger driver for the field logger's mains adapter must tell the battery driver that external power came back; which power supply class call notifies the supplicants?",
     "power_supply_changed()",
     ["power/power_supply_class.rst.txt"], "command"),
    ("kernel59-jscal-calibrate",
     "the analog joystick on the stage-control PC drifts with the driver's automatic calibration; which command sets better correction coefficients for /dev/input/js0?",
     "jscal -c /dev/input/js0",
     ["input/joydev/joystick.rst.txt"], "command"),
    ("kernel59-iio-hw-consumer-enable",
     "our ADC driver's read_raw has to start the hardware-connected IIO consumer before acquiring a sample; which call enables it?",
     "iio_hw_consumer_enable",
     ["driver-api/iio/hw-consumer.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("kernel59-max1619-update-rate",
     "our monitoring script polls the MAX1619 on the old board every 200 ms and sees the same numbers; how often does the driver actually update its values?",
     "The max1619 driver will not update its values more frequently than every other second",
     ["hwmon/max1619.rst.txt"], "value"),
    ("kernel59-sl28cpld-x8",
     "the fast fan on the Kontron sl28 board reads coarse RPM steps; what does the sl28cpld fan supervisor do when its 7 bit counter overflows?",
     "switch to x8 mode",
     ["hwmon/sl28cpld.rst.txt"], "value"),
    ("kernel59-cramfs-gid-bits",
     "files in our cramfs boot-flash image end up with the wrong group; how much of the gid does cramfs store?",
     "Only the low 8 bits of gid are stored",
     ["filesystems/cramfs.rst.txt"], "value"),
    ("kernel59-affs-block-sizes",
     "I'm preparing an Amiga hard-disk image for the retro lab with affs; which block sizes does Linux support there?",
     "Supported block sizes are: 512, 1024, 2048 and 4096 bytes",
     ["filesystems/affs.rst.txt"], "value"),
    ("kernel59-cifs-dentry-timer",
     "new files on the Samba share show up in our listing only after a short while; what does the cifs client's directory entry caching rely on?",
     "Directory entry caching relies on a 1 second timer",
     ["admin-guide/cifs/todo.rst.txt"], "value"),
    ("kernel59-twl4030-madc-channels",
     "on the TWL4030-based handheld logger, how many channels does the MADC converter have?",
     "The converter has 16 channels",
     ["hwmon/twl4030-madc-hwmon.rst.txt"], "value"),
    ("kernel59-iostats-field9",
     "our disk monitor flags any /proc/diskstats field that returns to zero; which field is the only one that should go to zero?",
     "Field 9 -- # of I/Os currently in progress",
     ["admin-guide/iostats.rst.txt"], "value"),
    ("kernel59-menf21bmc-mcu",
     "the MEN F21 CPU board's BMC reports the board voltages through hwmon; which microcontroller's ADC inputs measure them?",
     "PIC16F917",
     ["hwmon/menf21bmc.rst.txt"], "value"),
    ("kernel59-stratix10-el3",
     "programming the FPGA on our Stratix10 SoC board goes through the service layer instead of the kernel directly; which exception level do those secure features require?",
     "requires Exception Level 3 (EL3)",
     ["driver-api/firmware/other_interfaces.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("kernel59-pti-cpu-entry-area",
     "with page table isolation on, why does the kernel set aside nearly 2 MB of RAM for cpu_entry_area?",
     "so that it can be mapped by setting a single PMD entry",
     ["x86/pti.rst.txt"], "reason"),
    ("kernel59-mt-tool-type-changes",
     "the stylus tablet on the drawing bench reports a contact first as a finger, then as a pen, while still touching; why may ABS_MT_TOOL_TYPE change like that?",
     "the firmware may not be able to determine which tool is being used when it first appears",
     ["input/multi-touch-protocol.rst.txt"], "reason"),
    ("kernel59-safesetid-cap-setuid",
     "our data collector only needs to drop to a less privileged uid; why does the SafeSetID page call plain CAP_SETUID too much for that?",
     "it is an overpowered capability for what is needed in this scenario",
     ["admin-guide/LSM/SafeSetID.rst.txt"], "reason"),
    ("kernel59-reset-pulse-not-shared",
     "two peripherals on our SoC hang off the same self-deasserting reset line; why can such resets generally not be shared between consumers?",
     "requesting a pulse from any consumer driver will reset all connected peripherals",
     ["driver-api/reset.rst.txt"], "reason"),
    ("kernel59-eisa-register-no-devices",
     "right after eisa_driver_register returns, our ported EISA card driver finds no devices; why mustn't it expect any at that point?",
     "the chances are that the bus has not yet been probed",
     ["driver-api/eisa.rst.txt"], "reason"),
    ("kernel59-sgx-leaked-epc",
     "dmesg on the SGX test box says an EPC page was leaked after EREMOVE failed; why doesn't the kernel put that page back into the pool?",
     "the kernel intentionally leaks the page to avoid additional errors in the future",
     ["x86/sgx.rst.txt"], "reason"),
    ("kernel59-ns-ipc-id-sharing",
     "our job runner passes a semaphore's IPC ID to a process in another container through a shared file, and it ends up using the wrong object; why?",
     "this ID is only valid within the namespace it was obtained in",
     ["admin-guide/namespaces/compatibility-list.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("kernel59-jscal-save",
     "the stage-control joystick is calibrated nicely now; how do I keep the correction coefficients across reboots?",
     "jscal -p /dev/input/js0 > /etc/joystick.cal",
     ["input/joydev/joystick.rst.txt"], "procedure"),
    ("kernel59-gameport-exotic-address",
     "our home-built gameport card can decode 0x200, 0x208, 0x210 or 0x218; which address should its driver program first?",
     "starting from the more exotic addresses is preferred",
     ["input/gameport-programming.rst.txt"], "procedure"),
    ("kernel59-mtrr-uncachable-order",
     "I want to carve an uncachable 4 kB register window out of the frame buffer's MTRR on the imaging workstation; what has to come first?",
     "You can only create type=uncachable region, if the first region that you created is type=write-combining",
     ["x86/mtrr.rst.txt"], "procedure"),
    ("kernel59-readx-relaxed",
     "profiling our PCIe capture driver shows time in the ordering barriers of readl(); what does the device I/O page suggest doing with most readX() calls?",
     "a majority of the driver's readX() calls can safely be converted to readX_relaxed() calls",
     ["driver-api/device-io.rst.txt"], "procedure"),
    ("kernel59-vfio-variant-reviews",
     "we plan to submit a vfio-pci variant driver with migration support for our FPGA card; whose review should we expect to need besides the vfio maintainer?",
     "reviews from at least one of the listed reviewers",
     ["driver-api/vfio-pci-device-specific-driver-acceptance.rst.txt"], "procedure"),
    ("kernel59-cramfs-large-pages",
     "our arm64 boot loader test uses 16 kB pages and can't read the cramfs image; what does the cramfs page suggest for now?",
     "change the #define in mkcramfs.c",
     ["filesystems/cramfs.rst.txt"], "procedure"),
    ("kernel59-ev-abs-over-rel",
     "our linear stage encoder knows its absolute position; should the input driver report EV_REL or something else?",
     "If the absolute position is known, EV_ABS codes should be used instead of EV_REL codes",
     ["input/event-codes.rst.txt"], "procedure"),
    ("kernel59-emmc-boot-ro-lock",
     "after flashing the boot loader into the field logger's eMMC boot partition I want it locked read-only until the next power cycle; what do I write, and where?",
     "echo 1 > /sys/block/mmcblkXbootY/ro_lock_until_next_power_on",
     ["driver-api/mmc/mmc-dev-parts.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("kernel59-what-fav",
     "the R-Car FDP1 deinterlacer offers a \"Fixed 3D\" mode, also called Field Averaging (FAV); what does it do?",
     "The previous and next fields are averaged to recover lines missing from the current field",
     ["admin-guide/media/rcar-fdp1.rst.txt"], "definition"),
    ("kernel59-what-drbd-peer-device",
     "in the DRBD-9 kernel data structure, what is a drbd_peer_device?",
     "a drbd_peer_device object sits at each intersection between a drbd_device and a drbd_connection",
     ["admin-guide/blockdev/drbd/data-structure-v9.rst.txt"], "definition"),
    ("kernel59-what-eemi",
     "the Zynq MPSoC firmware driver talks about EEMI; what is the Embedded Energy Management Interface used for?",
     "to allow software components running across different processing clusters on a chip or device to communicate with a power management controller (PMC)",
     ["driver-api/xilinx/eemi.rst.txt"], "definition"),
    ("kernel59-what-iio-hw-consumer",
     "our ADC feeds a DFSDM filter directly in hardware; what is an IIO HW consumer?",
     "a way to bond these IIO devices without software buffer for data",
     ["driver-api/iio/hw-consumer.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

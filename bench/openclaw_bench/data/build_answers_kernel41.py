"""Forty-first held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout41.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched with
grep, sed and a small phrase-finding script), as an engineer at a lab bench
would type or say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own boards,
devices, hosts and products (an FM receiver board with a SiLabs tuner, a
pmem DIMM in front of an archive disk, an accelerometer on a shaker table,
a Jetson Xavier board, a USB IR blaster, an arm64 test
board, RapidIO nodes in a DSP chassis, a CephFS share, a Zynq card, a
DisplayPort dock, a badge reader at the lab door, an HP dc7100, a Vaio
with a MotionEye camera, a DVD-RAM from an old microscope, a field laptop,
a seismic archive, a big.LITTLE board, a fanless SoC box, a force-feedback
joystick, an OpenCores I2C controller in an FPGA design), named in the
situation while the question asks what the documentation does answer. Its
facts come only from the folders ``admin-guide``, ``driver-api``,
``filesystems``, ``hwmon``, ``i2c``, ``input``, ``block``, ``arm64``,
``x86`` and ``power`` (the other author of this round took the rest),
avoid facts that other folders also state (other folders hold the answer
phrases of three rows only in passing, in a file tree, in a translation or
for an unrelated fact), and come mostly from pages that no earlier set had
cited (the RC core, ACPI scan handlers, the FPGA region API, the
request_firmware API, IIO triggers, the Tegra194 HTE provider, the x86
zero page and 64-bit entry, the Type-C bus, NFC HCI, V4L2 events, the
si476x driver, lm75, smsc47b397, the arm64 CPU feature registers, CPU idle
cooling, ext4 blocks and extended attributes, XFS self-describing
metadata, the I-Force protocol, pNFS reference counting, struct request,
i2c-ocores) or had cited once for another fact (dm-writecache,
arm64 legacy instructions, rio_cm, tsi721, ceph, meye, udf, freezing of
tasks). The facts are spread over the si476x rds_blckcnt file,
autocommit_time of dm-writecache, current_trigger, the HTE line flag,
metadata_only of dm-writecache, RC_DRIVER_IR_RAW_TX, the cp15_barrier
node, cmbox of rio_cm, dma_txqueue_sz of tsi721, rasize of ceph;
acpi_scan_add_handler, fpga_bridge_get_to_list, of_fpga_mgr_get,
firmware_request_cache, request_firmware_into_buf, typec_altmode_notify,
gpiod_enable_hw_timestamp_ns, gpio-event-mon, nfc_hci_recv_frame,
check_presence; the NEC carrier, the lm75 cache time, the smsc47b397 tach
clock, pause_writeback, the meye buffers, the udf anchor, the freeze
timeout, the Tegra TSC rate, ext4 blocks per group with 64KiB blocks; the
low-pass IR receiver, hidden CRC32 on mixed CPUs, idle injection longer
than target residency, zero e_hash of in-inode xattrs, misdirected writes
to another LUN, USB framing in I-Force, RCU for pNFS device ids; when to
add an ACPI scan handler, release_firmware, TYPEC_STATE_MODAL, where ext4
xattr entries must be sorted, paranoid idtentry, the i2c-ocores platform data, the
replace() callback of V4L2 events, the sleeping context for NFC receive;
and terms (the D flag of struct request, the zero page sentinel, GTE,
ACF). No fact is taken from a translation. The most famous facts were
avoided, and so was every answer and every question topic of the earlier
answer sets (``answer_kernel_tune``, ``answer_kernel_heldout`` to
``answer_kernel_heldout40``, ``answer_pg_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose (answers
and question words were grepped against them, and each new answer against
the text of every page). The thirty-seventh and thirty-ninth sets' builders
(``build_answers_kernel37.py``, ``build_answers_kernel39.py``) were read as
templates for format and rules; the forty-second set, written at the same
time by another author, was not seen. Nothing of the answer code, of its
search or answer output, of the appliance's documentation or tests, or of
the benchmark results was opened while writing it; no git command was used
for it; the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer`` is
the short phrase that carries the asked-for fact, copied as the page writes
it; ``relevant`` lists every page that states the fact with that phrase,
best first, leaving out index pages and passing uses.

Usage::

    python3 build_answers_kernel41.py > answer_kernel_heldout41.jsonl
    python3 validate_answers.py answer_kernel_heldout41.jsonl  # with a Python that has the appliance installed

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
    ("k41-si476x-rds-blocks",
     "the FM receiver board with the SiLabs Si4761 tuner drops RDS text in the basement lab; which debugfs file of the si476x driver counts the expected, received and uncorrectable RDS blocks?",
     "rds_blckcnt",
     ["admin-guide/media/si476x.rst.txt"], "setting"),
    ("k41-writecache-autocommit-time",
     "with dm-writecache on the pmem DIMM in front of the archive disk, our logger never issues FLUSH; which table option commits the written blocks anyway after a number of milliseconds?",
     "autocommit_time",
     ["admin-guide/device-mapper/writecache.rst.txt"], "setting"),
    ("k41-iio-current-trigger",
     "the accelerometer on our shaker table should sample on the hrtimer trigger I created instead of polling; which sysfs file of the iio device do I write the trigger's name into?",
     "current_trigger",
     ["driver-api/iio/triggers.rst.txt"], "setting"),
    ("k41-hte-gpio-flag",
     "on the Jetson Xavier board our user-space program wants hardware timestamps from the Tegra194 GTE on GPIO edges; which line flag must it pass in the GPIO ioctl calls?",
     "GPIO_V2_LINE_FLAG_EVENT_CLOCK_HTE",
     ["driver-api/hte/tegra194-hte.rst.txt"], "setting"),
    ("k41-writecache-metadata-only",
     "the dm-writecache on our NVMe in front of the small-file archive fills up with file data, though it's the metadata-heavy workload that is slow; which option promotes only metadata to the cache?",
     "metadata_only",
     ["admin-guide/device-mapper/writecache.rst.txt"], "setting"),
    ("k41-rc-raw-tx-type",
     "our USB IR blaster for the projector can only send, it has no receiver at all; as what kind of driver does the RC core identify such hardware?",
     "RC_DRIVER_IR_RAW_TX",
     ["driver-api/media/rc-core.rst.txt"], "setting"),
    ("k41-arm64-cp15-barrier-node",
     "an old ARMv7 binary on the arm64 test board uses CP15 barrier instructions and I want them to trap instead of being emulated; which proc file controls that?",
     "/proc/sys/abi/cp15_barrier",
     ["arm64/legacy_instructions.rst.txt"], "setting"),
    ("k41-rio-cm-mailbox",
     "another driver on the RapidIO nodes in the DSP chassis already uses the default messaging mailbox; which rio_cm module parameter picks a different mailbox number?",
     "cmbox",
     ["driver-api/rapidio/rio_cm.rst.txt"], "setting"),
    ("k41-tsi721-txqueue",
     "the Tsi721 bridge rejects DMA requests when our streaming code queues many at once; which module parameter sets how many pending transaction requests each DMA channel accepts?",
     "dma_txqueue_sz",
     ["driver-api/rapidio/tsi721.rst.txt"], "setting"),
    ("k41-ceph-rasize",
     "sequential reads of large image stacks from the CephFS share are slow and I want a bigger readahead; which mount option sets the maximum readahead size?",
     "rasize=X",
     ["filesystems/ceph.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k41-acpi-scan-add-handler",
     "I'm writing an ACPI scan handler for a custom hot-plug bridge on our server board; which function adds it to the list the ACPI core matches device nodes against?",
     "acpi_scan_add_handler()",
     ["driver-api/acpi/scan_handlers.rst.txt"], "command"),
    ("k41-fpga-bridge-get-to-list",
     "the FPGA region driver for our Zynq card has to build the list of bridges to disable while it reprograms; which call gets a reference to a bridge and adds it to that list?",
     "fpga_bridge_get_to_list()",
     ["driver-api/fpga/fpga-region.rst.txt"], "command"),
    ("k41-of-fpga-mgr-get",
     "in the probe function of our FPGA region driver I only have the device tree node of the FPGA manager; which call gets a reference to the manager from that node?",
     "of_fpga_mgr_get()",
     ["driver-api/fpga/fpga-region.rst.txt"], "command"),
    ("k41-firmware-request-cache",
     "our camera board keeps its firmware across reboot, and the driver must still find the firmware when resuming from suspend; which call should it use instead of loading the firmware again?",
     "firmware_request_cache()",
     ["driver-api/firmware/request_firmware.rst.txt"], "command"),
    ("k41-firmware-into-buf",
     "the DSP on our acquisition card needs its firmware copied into a buffer the driver allocated beforehand; which request_firmware variant loads it into such a buffer?",
     "request_firmware_into_buf",
     ["driver-api/firmware/request_firmware.rst.txt"], "command"),
    ("k41-typec-altmode-notify",
     "our Type-C alternate mode driver for the DisplayPort dock has negotiated a new pin assignment with the partner; which function tells the bus so the mux gets reconfigured?",
     "typec_altmode_notify()",
     ["driver-api/usb/typec_bus.rst.txt"], "command"),
    ("k41-gpiod-hw-timestamp",
     "a kernel driver on the Xavier board wants the GTE to timestamp one of its GPIO inputs in hardware; which GPIOLIB call switches that on for the line?",
     "gpiod_enable_hw_timestamp_ns()",
     ["driver-api/hte/tegra194-hte.rst.txt"], "command"),
    ("k41-gpio-event-mon",
     "before writing our own tool I'd like to see hardware-timestamped GPIO events in nanoseconds from user space on the Tegra board; which example program does the HTE page point to?",
     "gpio-event-mon",
     ["driver-api/hte/tegra194-hte.rst.txt"], "command"),
    ("k41-nfc-hci-recv-frame",
     "our NFC reader chip driver sits under the HCI layer and receives HCP frames over I2C; which function does it push the incoming frames to?",
     "nfc_hci_recv_frame()",
     ["driver-api/nfc/nfc-hci.rst.txt"], "command"),
    ("k41-nfc-check-presence",
     "the badge reader at the lab door never notices when a card is taken away; which optional entry point of an HCI driver lets the core check that a tag is still in the field?",
     "check_presence()",
     ["driver-api/nfc/nfc-hci.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k41-nec-carrier",
     "I'm building an IR sender for the lab projector, whose remote speaks the NEC protocol; what carrier frequency does NEC use?",
     "38kHz",
     ["driver-api/media/rc-core.rst.txt"], "value"),
    ("k41-lm75-cache-time",
     "our logger reads the TMP75 on the sensor board through lm75 ten times a second and sees the same value repeated; for how long does the driver cache readings on the fastest chips?",
     "125 ms for the fastest chips",
     ["hwmon/lm75.rst.txt"], "value"),
    ("k41-smsc47b397-tach-clock",
     "on the old HP dc7100 I convert the smsc47b397 tach count to RPM myself; the chip counts pulses of which frequency per revolution?",
     "90kHz (11.111us)",
     ["hwmon/smsc47b397.rst.txt"], "value"),
    ("k41-writecache-pause-writeback",
     "dm-writecache pauses its writeback whenever writes went straight to the origin disk recently; how many milliseconds is pause_writeback if I don't set it?",
     "pause_writeback n (default: 3000)",
     ["admin-guide/device-mapper/writecache.rst.txt"], "value"),
    ("k41-meye-gbuffers",
     "the MotionEye camera in the old Vaio we use as a document scanner drops frames; how many capture buffers does meye allocate by default, and what is the most it takes?",
     "default is 2 (32 max)",
     ["admin-guide/media/meye.rst.txt"], "value"),
    ("k41-udf-anchor",
     "an odd DVD-RAM from the old microscope won't mount as UDF unless I override the anchor; which anchor location does udf use by default?",
     "default= 256",
     ["filesystems/udf.rst.txt"], "value"),
    ("k41-pm-freeze-timeout",
     "suspend of the field laptop gives up while freezing tasks when the NFS mount hangs; what is the default of /sys/power/pm_freeze_timeout in milliseconds?",
     "The default value is 20000",
     ["power/freezing-of-tasks.rst.txt"], "value"),
    ("k41-tegra-tsc-rate",
     "we compare GPIO timestamps from the Tegra194 GTE with our scope; at what clock rate does the system counter TSC that the GTE uses tick?",
     "31.25MHz",
     ["driver-api/hte/tegra194-hte.rst.txt"], "value"),
    ("k41-ext4-64k-blocks-per-group",
     "we are formatting a volume for the seismic archive on an arm64 box with 64KiB ext4 blocks; how many blocks does each block group then hold?",
     "524,288",
     ["filesystems/ext4/blocks.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k41-why-ir-carrier-ignored",
     "why doesn't a simple IR receiver care about the remote's actual carrier frequency?",
     "a simple low-pass filter",
     ["driver-api/media/rc-core.rst.txt"], "reason"),
    ("k41-why-crc32-hidden",
     "on our big.LITTLE arm64 board one core type lacks CRC32 instructions; why does the kernel report CRC32 as not implemented to every application?",
     "could crash when scheduled on the CPU",
     ["arm64/cpu-feature-registers.rst.txt"], "reason"),
    ("k41-why-idle-injection-residency",
     "for the CPU idle cooling device on our fanless SoC box, why must the injected idle duration be greater than the idle state's target residency?",
     "consuming more energy",
     ["driver-api/thermal/cpu-idle-cooling.rst.txt"], "reason"),
    ("k41-why-ext4-inode-xattr-hash-zero",
     "our ext4 image writer for the instrument puts extended attributes inside the inode; why must e_hash be zero there?",
     "e2fsck validates any non-zero hash",
     ["filesystems/ext4/attributes.rst.txt"], "reason"),
    ("k41-why-xfs-fs-uuid-in-block",
     "why isn't a block number alone enough for XFS self-describing metadata to know a block is in the right place?",
     "misdirected to the wrong LUN",
     ["filesystems/xfs-self-describing-metadata.rst.txt"], "reason"),
    ("k41-why-iforce-usb-no-checksum",
     "decoding the I-Force protocol of our force-feedback joystick, the USB packets lack the 2B, LEN and CS fields that the serial ones have; why?",
     "USB handles frames and data corruption",
     ["input/devices/iforce-protocol.rst.txt"], "reason"),
    ("k41-why-pnfs-deviceid-rcu",
     "why are pNFS device ids kept in an RCU cache?",
     "write once, read many",
     ["filesystems/nfs/pnfs.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k41-acpi-scan-handler-when",
     "by when must our ACPI scan handler be added to the core's list, and can it be removed again later?",
     "before acpi_bus_scan() is run for the first time",
     ["driver-api/acpi/scan_handlers.rst.txt"], "procedure"),
    ("k41-release-firmware",
     "our driver has finished copying the firmware image from fw_entry into the FPGA; what does it call next to free the image?",
     "release_firmware(fw_entry)",
     ["driver-api/firmware/request_firmware.rst.txt"], "procedure"),
    ("k41-typec-pin-config-start",
     "I'm defining the SVID-specific pin configuration values for our own Type-C alternate mode; from which state value must they start?",
     "TYPEC_STATE_MODAL",
     ["driver-api/usb/typec_bus.rst.txt"], "procedure"),
    ("k41-ext4-xattr-sort-order",
     "our image tool writes ext4 extended attributes both inside the inode and in an external block; where must the xattr entries be kept in sorted order?",
     "When stored in an external block",
     ["filesystems/ext4/attributes.rst.txt"], "procedure"),
    ("k41-x86-paranoid-idtentry",
     "an x86 exception vector we are touching can arrive after entering the kernel from user space but before SWAPGS; how must it be declared to handle gsbase correctly?",
     "idtentry with paranoid=1",
     ["x86/entry_64.rst.txt"], "procedure"),
    ("k41-ocores-platform-data",
     "the OpenCores I2C controller in our FPGA design needs the register spacing and input clock passed to i2c-ocores; which structure should dev.platform_data point to?",
     "struct ocores_i2c_platform_data",
     ["i2c/busses/i2c-ocores.rst.txt"], "procedure"),
    ("k41-v4l2-event-replace",
     "our V4L2 driver raises status events into a ringbuffer of size one, and a new event arrives while the old one is unread; which callback of v4l2_subscribed_event handles that case?",
     "replace()",
     ["driver-api/media/v4l2-event.rst.txt"], "procedure"),
    ("k41-nfc-rx-context",
     "from what kind of context must our NFC driver hand received frames to HCI?",
     "a context that can sleep",
     ["driver-api/nfc/nfc-hci.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k41-request-d-flag",
     "in the struct request documentation each member has flags like D, B and I; what does D mean?",
     "driver member",
     ["block/request.rst.txt"], "definition"),
    ("k41-zero-page-sentinel",
     "what is the sentinel field at offset 1EF of the x86 zero page for?",
     "Used to detect broken bootloaders",
     ["x86/zero-page.rst.txt"], "definition"),
    ("k41-gte-meaning",
     "the Tegra194 HTE provider page keeps talking about two GTE instances on our Jetson; what is a GTE?",
     "Generic Timestamping Engine",
     ["driver-api/hte/tegra194-hte.rst.txt"], "definition"),
    ("k41-si476x-acf",
     "the si476x debugfs file acf on the FM receiver board holds ACF status flags; what does ACF stand for?",
     "Automatically Controlled Features",
     ["admin-guide/media/si476x.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

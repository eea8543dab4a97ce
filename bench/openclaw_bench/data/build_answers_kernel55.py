"""Fifty-fifth held-out set of short-fact questions over the Linux 6.1 kernel docs.

Prints ``answer_kernel_heldout55.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
kernel's reStructuredText sources themselves (the text the appliance's own
parser makes of each page, searched with grep and a phrase-checking
script), as an engineer at a lab bench would type or say them -- mostly a
situation in everyday words, some in the documents' own terms, many
mentioning the asker's own hardware and tasks (the XFS volume of the
acquisition PC on an iSCSI disk, a thin pool behind the test VMs, an NVMe
scratch disk under dm-crypt, a dm-verity root on a USB stick in the field
box, the SHT3x in the climate chamber, a Dell workstation, an unlisted
Brooktree grabber card, the force-feedback rig of a teleoperation setup,
an FPGA JPEG codec and an FPGA storage card, a virtual keypad daemon, a
shared SAS disk, diskless nodes, a QEMU guest for firmware tests, an old
Cell blade, an arm64 board with userspace PMU access, a two-button
operator gamepad). Its facts come only from pages in the folders
admin-guide, driver-api, filesystems, hwmon, i2c, input, block, arm64, x86
and power (the other author of this round took the other folders), and
each answer phrase was checked against the parsed text of every page so
that facts a page outside these folders also states were avoided (none was
found for the chosen phrases; candidates such as msp3400, which
userspace-api pages also name, were dropped). Pages that no earlier set
had cited were preferred and make up most of the set: the V4L2 pages on
controls, file handles, video devices, v4l2_device and videobuf, the SCSI
interfaces guide, the driver-model overview, the low-level serial API,
spu_run, the cx88, cpia2 and bttv developer notes, and, cited at most once
before, the XFS, thin-provisioning, dm-crypt, dm-flakey, dm-init and
dm-switch pages, zram, ramoops, tmpfs, 9p, nfsroot, block statistics,
persistent reservations and write-back cache control, force feedback,
uinput and the gamepad specification, the I2C fault injector and slave
interface, hw_random, the x86 TLB notes, arm64 perf and the pages for
sht3x and dell-smm-hwmon. The facts are spread over fail_at_unmount,
error_if_no_space, no_read_workqueue, drop_writes, heater_enable,
bttv_gpio=1, ignore_dmi, FF_PERIODIC, VFL_DIR_M2M, dm-mod.waitfor=; the
zram hot_add read, set_region_mappings, UI_DEV_SETUP, IOC_PR_PREEMPT,
fftest, blkdev_issue_flush(), uart_console_write(), mounting sysfs by
hand, v4l2_fh_is_singular, rngtest; the device numbers of /dev/hwrng, a
panics-only max_reason, the MPEG-2 TS sync byte, the STV0672's VGA frame
rate, the longest inject_panic delay, the largest XFS retry timeout, SCSI
command lengths, the halt bit of spu_status, the buttons of a two-button
gamepad; why inode64 can upset ancient 32-bit programs, why struct device
is not at the front of pci_dev, why one mute control must not sit in two
handlers, why buf_queue() must not take the queue spinlock, why the NTP
server from ip= is not used, why large TLBs make full flushes costly, why
v4l2_device_put() belongs in disconnect(); finding 9p mount tags, running
SPU code in parallel, the REPORT LUN scan, an I2C slave backend, finding
TLB counters with ocperf, enqueueing videobuf buffers, testing arm64
userspace counter access, masking a 32-bit counter; and terms (io_ticks,
a grabbed V4L2 control, the SCSI mid-layer, the port mutex) -- none an
answer or question topic of an earlier set (answers and question words
were grepped against the builders ``build_answers_kernel3.py`` to
``build_answers_kernel53.py``, ``build_answers_pg2.py`` to
``build_answers_pg53.py`` and ``build_answers_unanswerable2.py`` to
``build_answers_unanswerable52.py``; neighbouring facts of pages that
earlier sets had used, such as the G762's fan1_pulses, the ADT7411's
no_average, dm-dust's queryblock and the khugepaged max_ptes_shared knob,
were left out, and the thin pool's 60-second no_space_timeout was replaced
on finding it in an earlier set; the earlier ``answer_*.jsonl`` files were not read, apart
from their ``id`` fields for the uniqueness check, and the fifty-sixth sets
and the fifty-fourth unanswerable set of this round, which another author
wrote at the same time, were not seen). The fifty-third set's builders and
``validate_answers.py`` were read as templates for format and rules.
Nothing of the answer code, of its search or answer output, of the
appliance's documentation or tests, or of the benchmark results was opened
while writing it; no git command was used; the questions were not run
through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages, release notes, passing uses and pages where the same phrase states
another chip's fact (heater_enable is also an attribute of the sht15
driver, and no_read_workqueue appears in dm-ima's measurement examples only
as part of a logged dm-crypt table). The panics-only max_reason is stated
in the same words for ramoops and for pstore/blk, so both pages are listed.

Usage::

    python3 build_answers_kernel55.py > answer_kernel_heldout55.jsonl
    python3 validate_answers.py answer_kernel_heldout55.jsonl  # with a Python that has the appliance installed

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

XFS = "admin-guide/xfs.rst.txt"
THIN = "admin-guide/device-mapper/thin-provisioning.rst.txt"
FF = "input/ff.rst.txt"
SCSI = "driver-api/scsi.rst.txt"
CTRLS = "driver-api/media/v4l2-controls.rst.txt"
VBUF = "driver-api/media/v4l2-videobuf.rst.txt"
SERIAL = "driver-api/serial/driver.rst.txt"
SPU = "filesystems/spufs/spu_run.rst.txt"
TLB = "x86/tlb.rst.txt"
PERF = "arm64/perf.rst.txt"

# (id, query, answer, relevant, kind)
ROWS: list[Row] = [
    # --- settings -------------------------------------------------------
    ("kernel55-xfs-fail-at-unmount",
     "the XFS volume of the acquisition PC sits on an iSCSI disk that went away, and umount hangs retrying metadata writes; which error setting under /sys/fs/xfs/<dev>/error/ makes unmount fail them immediately instead?",
     "fail_at_unmount",
     [XFS], "setting"),
    ("kernel55-thin-error-if-no-space",
     "when the thin pool behind the test VMs runs out of data space I'd rather have the I/O fail at once than sit in a queue; which thin-pool feature argument does that?",
     "error_if_no_space",
     [THIN], "setting"),
    ("kernel55-dmcrypt-no-read-workqueue",
     "reads from the dm-crypt volume on the NVMe scratch disk have poor latency, and I'd like reads processed synchronously instead of through dm-crypt's internal workqueue; which optional parameter?",
     "no_read_workqueue",
     ["admin-guide/device-mapper/dm-crypt.rst.txt"], "setting"),
    ("kernel55-flakey-drop-writes",
     "with dm-flakey I want a disk that silently throws writes away during its down interval while reads keep working, to test the logger's checksums; which feature parameter?",
     "drop_writes",
     ["admin-guide/device-mapper/dm-flakey.rst.txt"], "setting"),
    ("kernel55-sht3x-heater",
     "the SHT3x in the climate chamber keeps reading high humidity after condensation; which sysfs attribute switches on its heating element?",
     "heater_enable",
     ["hwmon/sht3x.rst.txt"], "setting"),
    ("kernel55-bttv-gpio-debug",
     "I'm working out the audio mux wiring of a Brooktree grabber card that isn't in the card list; which bttv insmod option prints the gpio debug messages?",
     "bttv_gpio=1",
     ["driver-api/media/drivers/bttv-devel.rst.txt"], "setting"),
    ("kernel55-dell-smm-ignore-dmi",
     "dell-smm-hwmon won't bind on the lab's Dell workstation because the DMI data doesn't match; which module parameter makes it continue probing anyway?",
     "ignore_dmi",
     ["hwmon/dell-smm-hwmon.rst.txt"], "setting"),
    ("kernel55-ff-periodic-not-rumble",
     "our haptics test program plays FF_RUMBLE effects on the teleoperation rig's joystick; which effect type does the force-feedback document say to use in most cases instead?",
     "FF_PERIODIC",
     [FF], "setting"),
    ("kernel55-vfl-dir-m2m",
     "I'm registering the video_device of our FPGA JPEG codec driver, which takes frames in and gives them back; what do I set vfl_dir to?",
     "VFL_DIR_M2M",
     ["driver-api/media/v4l2-dev.rst.txt"], "setting"),
    ("kernel55-dm-mod-waitfor",
     "the field box sets up its dm-verity root with dm-mod.create= from a USB stick, and boot fails because the stick hasn't been probed yet; which parameter makes dm-init wait for that device?",
     "dm-mod.waitfor=",
     ["admin-guide/device-mapper/dm-init.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("kernel55-zram-hot-add",
     "the analysis box already swaps to /dev/zram0 and I want another zram device for scratch files without reloading the module; what do I run to add one?",
     "cat /sys/class/zram-control/hot_add",
     ["admin-guide/blockdev/zram.rst.txt"], "command"),
    ("kernel55-dm-switch-region-mappings",
     "on a dm-switch device spread over three paths to the storage array, which message do I send with dmsetup to change which path serves which region while it runs?",
     "set_region_mappings",
     ["admin-guide/device-mapper/switch.rst.txt"], "command"),
    ("kernel55-uinput-dev-setup",
     "our virtual keypad daemon creates a uinput device; which ioctl sets its name and vendor and product ids before UI_DEV_CREATE?",
     "UI_DEV_SETUP",
     ["input/uinput.rst.txt"], "command"),
    ("kernel55-pr-preempt",
     "the standby host has to take over the shared SAS disk after the primary crashed, replacing the primary's reservation with one under our own key; which persistent reservation ioctl of the block layer does that?",
     "IOC_PR_PREEMPT",
     ["block/pr.rst.txt"], "command"),
    ("kernel55-fftest",
     "the force-feedback joystick of the teleoperation rig is plugged in; which utility tests the driver, and on which device node?",
     "fftest /dev/input/eventXX",
     [FF], "command"),
    ("kernel55-blkdev-issue-flush",
     "our block driver for the FPGA storage card has to flush the device's volatile write cache without any data attached; which helper do the docs recommend for a pure cache flush?",
     "blkdev_issue_flush()",
     ["block/writeback_cache_control.rst.txt"], "command"),
    ("kernel55-uart-console-write",
     "the console code of our UART driver for the custom lab board writes characters one by one and must turn newlines into CRLF; which serial-core helper should it call?",
     "uart_console_write()",
     [SERIAL], "command"),
    ("kernel55-mount-sysfs",
     "the minimal initramfs on the test board doesn't mount /sys at all; what's the command to mount it by hand?",
     "mount -t sysfs sysfs /sys",
     ["driver-api/driver-model/overview.rst.txt", "driver-api/driver-model/porting.rst.txt",
      "filesystems/sysfs.rst.txt"], "command"),
    ("kernel55-v4l2-fh-is-singular",
     "our capture driver should power the sensor up when the first file handle is opened and down when the last one closes; which v4l2_fh helper tells whether a handle is the only open one?",
     "v4l2_fh_is_singular",
     ["driver-api/media/v4l2-fh.rst.txt"], "command"),
    ("kernel55-rngtest",
     "before we trust the hardware RNG on the new board I want to run the fitness tests on its output by hand; which rng-tools utility does that?",
     "rngtest",
     ["admin-guide/hw_random.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("kernel55-hwrng-device-numbers",
     "the minimal root filesystem of the test board has no /dev/hwrng node and no udev; which device numbers do I give mknod for it?",
     "major 10, minor 183",
     ["admin-guide/hw_random.rst.txt"], "value"),
    ("kernel55-ramoops-panics-only",
     "the ramoops region on the small board is tiny, so it should keep panics only, not oopses; what should max_reason be set to?",
     "should be set to 1 (KMSG_DUMP_PANIC)",
     ["admin-guide/ramoops.rst.txt", "admin-guide/pstore-blk.rst.txt"], "value"),
    ("kernel55-ts-sync-byte",
     "debugging the cx88 DVB capture I'm looking for the start of each MPEG-2 transport stream packet; which byte marks it?",
     "0x47 is the sync byte",
     ["driver-api/media/drivers/cx88-devel.rst.txt"], "value"),
    ("kernel55-stv0672-vga-fps",
     "the old camera on the microscope has a cpia2 STV0672 coprocessor; what frame rate does it reach at VGA?",
     "15 fps for VGA frames",
     ["driver-api/media/drivers/cpia2_devel.rst.txt"], "value"),
    ("kernel55-inject-panic-max",
     "with the i2c-gpio fault injector, how long may the delay I write to inject_panic be at most?",
     "maximum is 100ms",
     ["i2c/gpio-fault-injection.rst.txt"], "value"),
    ("kernel55-xfs-retry-timeout-max",
     "what is the largest value an XFS error handler's retry_timeout_seconds accepts?",
     "Max: 1 day",
     [XFS], "value"),
    ("kernel55-scsi-command-lengths",
     "the test equipment speaks SCSI over USB, and I'm writing the parser for its command blocks; how long can SCSI commands be?",
     "6, 10, 12, or 16 bytes long",
     [SCSI], "value"),
    ("kernel55-spu-halt-bit",
     "spu_run on the old Cell blade returned a status with bit 0x04 set; what does that bit say?",
     "0x04 SPU was stopped by halt",
     [SPU], "value"),
    ("kernel55-gamepad-two-buttons",
     "our operator gamepad has only two action buttons; which button codes should a compliant driver report for them?",
     "BTN_SOUTH and BTN_EAST",
     ["input/gamepad.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("kernel55-tmpfs-inode64-eoverflow",
     "why could mounting the long-lived scratch tmpfs on the build server with inode64 upset an ancient 32-bit tool we still run there?",
     "risks glibc failing with EOVERFLOW",
     ["filesystems/tmpfs.rst.txt"], "reason"),
    ("kernel55-pci-dev-embedded-device",
     "why isn't the struct device embedded in struct pci_dev placed at the front of the structure?",
     "to discourage meaningless and incorrect casts between the two",
     ["driver-api/driver-model/overview.rst.txt"], "reason"),
    ("kernel55-v4l2-shared-mute",
     "our tuner card driver creates a separate audio mute control in both the radio and the video control handlers; why is that wrong?",
     "muting the radio would not change the video mute control",
     [CTRLS], "reason"),
    ("kernel55-videobuf-buf-queue-lock",
     "our old videobuf-based capture driver deadlocks as soon as a buffer is queued, and its buf_queue() takes the queue spinlock; why?",
     "called with the queue spinlock held",
     [VBUF], "reason"),
    ("kernel55-nfsroot-ntp-unused",
     "the diskless nodes get an NTP server through ip= autoconfiguration at boot, but their clocks still drift; why doesn't the kernel use it?",
     "but is otherwise unused",
     ["admin-guide/nfs/nfsroot.rst.txt"], "reason"),
    ("kernel55-tlb-large-collateral",
     "why does a full TLB flush hurt more on CPUs with large TLBs?",
     "the more collateral damage we do with a full flush",
     [TLB], "reason"),
    ("kernel55-v4l2-device-put-disconnect",
     "why does our USB capture driver have to call v4l2_device_put() in its disconnect() callback?",
     "Since the initial refcount is 1",
     ["driver-api/media/v4l2-device.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("kernel55-9p-mount-tags",
     "the QEMU guest for the firmware tests should mount a host folder over virtio 9p, but I don't know the tag; how do I see the available mount tags from inside the guest?",
     "reading /sys/bus/virtio/drivers/9pnet_virtio/virtio<n>/mount_tag files",
     ["filesystems/9p.rst.txt"], "procedure"),
    ("kernel55-spu-parallel",
     "spu_run blocks our program while the SPU works; how do I run SPU code in parallel with the code on the main CPU?",
     "you need to create a new thread of execution first",
     [SPU], "procedure"),
    ("kernel55-scsi-report-lun",
     "how does the SCSI scan find all the LUNs behind a SCSI-3 target such as our tape library?",
     "issue a REPORT LUN, and scan all of the LUNs returned",
     [SCSI], "procedure"),
    ("kernel55-i2c-slave-backend",
     "our board should answer a test master as an I2C slave, with the data coming from a software backend; once the slave callback is written, how do I hook it up?",
     "register this callback via i2c_slave_register()",
     ["i2c/slave-interface.rst.txt"], "procedure"),
    ("kernel55-tlb-find-counters",
     "the perf stat line in the TLB notes uses IvyBridge counter names and fails on our newer Xeon; how do I find the right counters for this CPU?",
     "use pmu-tools 'ocperf list'",
     [TLB], "procedure"),
    ("kernel55-videobuf-enqueue",
     "in buf_queue() of the capture driver, how should buffers be added to the driver's list so that videobuf doesn't get stuck waiting on the first one?",
     "use list_add_tail() to enqueue buffers",
     [VBUF], "procedure"),
    ("kernel55-arm64-user-access-test",
     "after enabling perf_user_access on the arm64 board, how can I check that userspace access to the PMU counters really works?",
     "perf test -v user",
     [PERF], "procedure"),
    ("kernel55-arm64-32bit-counter",
     "we asked for a 32-bit counter with userspace access, but the cores have 64-bit counters; what should our reader do with the value it reads, using pmc_width?",
     "mask the upper bits",
     [PERF], "procedure"),
    # --- definitions ----------------------------------------------------
    ("kernel55-what-io-ticks",
     "in /sys/block/sda/stat, what does io_ticks measure?",
     "total time this block device has been active",
     ["block/stat.rst.txt"], "definition"),
    ("kernel55-what-grabbed-control",
     "what does it mean when a V4L2 control is grabbed?",
     "you cannot change it because it is in use by some resource",
     [CTRLS], "definition"),
    ("kernel55-what-scsi-midlayer",
     "what does the SCSI mid-layer do between the sd driver and the host adapter driver?",
     "analogous to a network routing layer",
     [SCSI], "definition"),
    ("kernel55-what-port-mutex",
     "in the serial core, what is the 'port mutex'?",
     "the 'mutex' member of the tty_port struct",
     [SERIAL], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

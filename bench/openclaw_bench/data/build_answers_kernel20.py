"""Twentieth held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout20.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched
with grep, sed and a small search script), as an engineer at a lab bench
would type or say them -- mostly a situation in everyday words, some in the
documentation's own terms, a few mentioning the asker's own machines,
devices and files -- spread over limiting 1-wire bus searches, sensor
fusion on a BNO055 IMU, CFS burst time in cgroup v1, the HDD shock sensor
of a Toshiba laptop, the power-on value of a digital potentiometer, the
text mode of a USB 7-segment display, a battery charge limit, the adapter
type of i2c-parport, a write-exclusive persistent reservation, a broken
floppy disk change line; a virtual LED from user space, an emulated serio
port, registering a UHID device, mmapping a PCI BAR through sysfs, the
libraries an init binary needs, packet writing on CD-RW, the slaves a w1
master found, the AML debugger in batch mode, the HID gadget test program,
the PCI endpoint test script; the temperature unit of a DS2438, the
default lux range of an ISL29003, 10-bit I2C addresses in sysfs, the line
settings of a USB GPS, the fields of an ACPI fan performance state, the
CFS bandwidth slice, the BNO055 calibration file, the user EEPROM of a
MAX6875, the keyboard backlight levels of an LG Gram; a wrong clock after
pm_trace, noatime on CD-RW, daemons killed by the SAK, a shared ext4
volume that turns read-only, light sensor detection without an ID
register, a MAX6875 that takes two addresses, a shock sensor driver on an
SSD; bringing a simulated GPIO chip up, an I2C slave EEPROM, reading a PCI
option ROM, decimal points on the 7-segment display, calibrating the
DS2438 current offset, initrd paths for the EFI stub, flash access through
c2port, failing a PM notifier on purpose; and terms (SAK, PLIP, MTRR,
STM). The most famous facts were avoided, and so was every answer and
every question topic of the earlier answer sets (``answer_kernel_tune``,
``answer_kernel_heldout`` to ``answer_kernel_heldout19``, ``answer_pg_*``,
``answer_questions*``, ``answer_unanswerable_*``), which were read only for
that purpose (answers were also grepped against them, and against the text
around each new fact); the nineteenth set's builder
(``build_answers_kernel19.py``) was read as the template for format and
rules. Nothing of the answer code, of its search or answer output, of the
appliance's documentation or tests, or of the benchmark results was opened
while writing it; no git command was run; the questions were not run
through the appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer`` is
the short phrase that carries the asked-for fact, copied as the page writes
it; ``relevant`` lists every page that states the fact with that phrase,
best first, leaving out index pages and passing uses; translations under
``translations/`` that state the same fact with the same phrase come after
the English pages.

Usage::

    python3 build_answers_kernel20.py > answer_kernel_heldout20.jsonl
    python3 validate_answers.py answer_kernel_heldout20.jsonl  # with a Python that has the appliance installed

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
    ("k20-w1-search-count",
     "the 1-wire bus in our climate chamber never changes, and the endless slave searches get in the way of the sensor readings; which w1 module parameter limits the number of bus searches?",
     "search_count",
     ["w1/w1-generic.rst.txt"], "setting"),
    ("k20-bno055-fusion",
     "the BNO055 IMU on the pendulum rig only gives raw accelerometer, gyro and magnetometer values; which sysfs attribute makes the driver also provide orientation as Euler angles and quaternion?",
     "fusion_enable",
     ["iio/bno055.rst.txt"], "setting"),
    ("k20-cfs-burst",
     "on the old cgroup v1 analysis host the fitting jobs sit in a CPU-capped group, and they should be allowed to save up unused run time for short bursts; which cgroup file sets that?",
     "cpu.cfs_burst_us",
     ["scheduler/sched-bwc.rst.txt", "translations/zh_CN/scheduler/sched-bwc.rst.txt"], "setting"),
    ("k20-toshiba-haps-level",
     "the HDD shock sensor of the Toshiba laptop we take into the field unloads the heads at every bump of the car; which sysfs file of toshiba_haps sets how sensitive the protection is?",
     "protection_level",
     ["admin-guide/laptops/toshiba_haps.rst.txt"], "setting"),
    ("k20-dpot-startup-value",
     "an AD5258 digital potentiometer trims our sensor bridge; which of its sysfs files set the value it comes up with after power-on, rather than the immediate resistance?",
     "The eeprom files are used to program the startup value of the device",
     ["misc-devices/ad525x_dpot.rst.txt"], "setting"),
    ("k20-usbsevseg-textmode",
     "the Delcom USB 7-segment display on the particle counter should take hex digits instead of ASCII characters; which sysfs file switches how it interprets the text?",
     "textmode",
     ["usb/misc_usbsevseg.rst.txt"], "setting"),
    ("k20-charge-end-threshold",
     "the LG Gram that runs the long-term logger is always on mains power; which sysfs file limits how far the battery is charged, say to 80 percent?",
     "charge_control_end_threshold",
     ["admin-guide/laptops/lg-laptop.rst.txt", "admin-guide/laptops/thinkpad-acpi.rst.txt"], "setting"),
    ("k20-i2c-parport-type",
     "I dug out an old Velleman K8000 board to drive an I2C bus from the parallel port; which type value do I give the i2c-parport module for it?",
     "type=2",
     ["i2c/busses/i2c-parport.rst.txt"], "setting"),
    ("k20-pr-write-exclusive",
     "two hosts share one SAS disk; ours must be the only one writing to it while the other may still read; which persistent reservation type do I ask for through the block layer's ioctls?",
     "PR_WRITE_EXCLUSIVE",
     ["block/pr.rst.txt"], "setting"),
    ("k20-floppy-broken-dcl",
     "the old lab PC still reads instrument floppies, but after a disk swap it keeps showing the previous disk's files because the disk change line is dead; which floppy option works around that?",
     "floppy=broken_dcl",
     ["admin-guide/blockdev/floppy.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k20-uleds",
     "I want to test the LED trigger handling of our status daemon on a PC that has no LEDs at all; which character device lets a user-space program create a virtual LED class device?",
     "/dev/uleds",
     ["leds/uleds.rst.txt"], "command"),
    ("k20-userio",
     "I'm reworking the driver for an old PS/2 touchpad and want to replay recorded traffic without the laptop on the bench; which character device lets a program emulate a serio port?",
     "/dev/userio",
     ["input/userio.rst.txt"], "command"),
    ("k20-uhid-create2",
     "our Bluetooth bridge daemon runs in user space and should make a HID device appear in the kernel through /dev/uhid; which event does it send first to register the device?",
     "UHID_CREATE2",
     ["hid/uhid.rst.txt"], "command"),
    ("k20-pci-resource0",
     "from a user-space test program I want to mmap BAR 0 of our FPGA card directly; which file in the card's sysfs directory do I map?",
     "resource0",
     ["PCI/sysfs-pci.rst.txt", "translations/zh_CN/PCI/sysfs-pci.rst.txt"], "command"),
    ("k20-init-needed-libs",
     "my hand-built initramfs panics with 'No working init found' although /init is there; how do I check which shared libraries the init binary needs?",
     "readelf -d",
     ["admin-guide/init.rst.txt", "translations/zh_CN/admin-guide/init.rst.txt",
      "translations/zh_TW/admin-guide/init.rst.txt"], "command"),
    ("k20-pktsetup",
     "I want to use a CD-RW in the archive PC's drive like a big floppy, read-write with UDF through the packet-writing driver; which udftools command sets up the packet device for the drive?",
     "pktsetup",
     ["cdrom/packet-writing.rst.txt"], "command"),
    ("k20-w1-master-slaves",
     "which sysfs file of a w1 bus master lists the names of the 1-wire slaves it has found, one per line?",
     "w1_master_slaves",
     ["w1/w1-generic.rst.txt"], "command"),
    ("k20-acpidbg-batch",
     "from a test script I want to dump the whole ACPI namespace of the prototype board with the in-kernel AML debugger, without its interactive prompt; which command does that?",
     "acpidbg -b",
     ["firmware-guide/acpi/aml-debugger.rst.txt"], "command"),
    ("k20-hid-gadget-test",
     "our board emulates a USB keyboard through the HID gadget as /dev/hidg0; which small test program sends key reports from the board to the host?",
     "hid_gadget_test /dev/hidg0 keyboard",
     ["usb/gadget_hid.rst.txt", "usb/gadget-testing.rst.txt"], "command"),
    ("k20-pcitest-sh",
     "we configured the PCI endpoint test function on the SoC board; which script runs all the default endpoint tests from the host side?",
     "pcitest.sh",
     ["PCI/endpoint/pci-test-howto.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k20-ds2438-temperature",
     "the temperature file of the DS2438 battery monitor in our weather station reads 5760; how do I get degrees Celsius out of that?",
     "divided by 256",
     ["w1/slaves/w1_ds2438.rst.txt"], "value"),
    ("k20-isl29003-range",
     "the ISL29003 light sensor saturates in the greenhouse sun; which lux range does the driver use by default?",
     "0 lux to 1000 lux (default)",
     ["misc-devices/isl29003.rst.txt"], "value"),
    ("k20-i2c-10bit-sysfs",
     "how does the I2C core write 10-bit device addresses in sysfs, so they don't collide with the 7-bit ones?",
     "0xa000-0xa3ff",
     ["i2c/ten-bit-addresses.rst.txt"], "value"),
    ("k20-earthmate-line-settings",
     "the DeLorme Earthmate USB GPS on the field rover goes through the cypress_m8 serial driver; with which line settings does it start out?",
     "4800 8N1",
     ["usb/usb-serial.rst.txt"], "value"),
    ("k20-acpi-fan-state-fields",
     "cat /sys/bus/acpi/devices/INT3404:00/state1 on the lab NUC prints 25:0:3200:12500:1250; what do the five fields mean?",
     "control_percent:trip_point_index:speed_rpm:noise_level_mdb:power_mw",
     ["admin-guide/acpi/fan_performance_states.rst.txt"], "value"),
    ("k20-cfs-slice-default",
     "how much run time does CFS bandwidth control move from a group's global pool to a CPU's local silo at a time, by default?",
     "default=5ms",
     ["scheduler/sched-bwc.rst.txt", "translations/zh_CN/scheduler/sched-bwc.rst.txt"], "value"),
    ("k20-bno055-calibration-file",
     "so the BNO055 needn't be recalibrated at every boot, under which generic file name in /lib/firmware does the driver look for saved calibration data?",
     "bno055-caldata.dat",
     ["iio/bno055.rst.txt"], "value"),
    ("k20-max6875-eeprom-size",
     "how much user EEPROM does the MAX6875 power-supply sequencer on our board give us?",
     "512 bytes of user EEPROM",
     ["misc-devices/max6875.rst.txt"], "value"),
    ("k20-lg-kbd-backlight-levels",
     "which brightness values does the kbd_led keyboard backlight of the LG Gram accept?",
     "off (0), low (127) and high (255)",
     ["admin-guide/laptops/lg-laptop.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k20-pm-trace-clock",
     "after I chased the laptop's resume hang with pm_trace, its clock showed a nonsense date; why?",
     "pm_trace uses the system's Real Time Clock (RTC) to save the magic number",
     ["power/s2ram.rst.txt"], "reason"),
    ("k20-cdrw-noatime",
     "why should a CD-RW mounted through the packet-writing driver always get the noatime option?",
     "to avoid unnecessary wear on the media",
     ["cdrom/packet-writing.rst.txt"], "reason"),
    ("k20-sak-kills-daemons",
     "since we set up the secure attention key on the kiosk PC, pressing it also kills gpm and a few other daemons; why those?",
     "incorrectly holding /dev/console open",
     ["security/sak.rst.txt"], "reason"),
    ("k20-mmp-read-only",
     "the ext4 volume on the shared SAN LUN, with MMP enabled, went read-only on host A right after somebody mounted it on host B; why?",
     "another node (node B) has mounted the filesystem",
     ["filesystems/ext4/mmp.rst.txt"], "reason"),
    ("k20-isl29003-no-id",
     "the isl29003 driver reports a light sensor at any address where something ACKs; why can't it check what is really there?",
     "does not have an ID register",
     ["misc-devices/isl29003.rst.txt"], "reason"),
    ("k20-max6875-two-addresses",
     "after instantiating the max6875 at 0x50, address 0x51 is taken as well, by a device called dummy; why?",
     "ignores address bit 0",
     ["misc-devices/max6875.rst.txt"], "reason"),
    ("k20-haps-ssd",
     "since we swapped the Toshiba laptop's hard disk for an SSD, toshiba_haps fails to load; why?",
     "such drives have no movable parts",
     ["admin-guide/laptops/toshiba_haps.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k20-gpio-sim-live",
     "for the CI tests I've set up a simulated GPIO chip under /config/gpio-sim with a bank of 16 lines; what is the last step that actually creates the chip?",
     "attribute must be set to 1 in order to instantiate the chip",
     ["admin-guide/gpio/gpio-sim.rst.txt"], "procedure"),
    ("k20-i2c-slave-eeprom",
     "a Raspberry Pi should pose as a 24c02 EEPROM at address 0x64 on i2c-1 for the board under test; how do I instantiate the slave EEPROM backend from the shell?",
     "echo slave-24c02 0x1064",
     ["i2c/slave-eeprom-backend.rst.txt", "i2c/slave-interface.rst.txt"], "procedure"),
    ("k20-pci-rom-read",
     "I want to save the option ROM of the old frame grabber card through sysfs, but reading its rom file gives nothing; what do I have to do first?",
     "write the string \"1\" to the file to enable it",
     ["PCI/sysfs-pci.rst.txt"], "procedure"),
    ("k20-usbsevseg-decimals",
     "on the Delcom 7-segment display I want the decimal points at places 0 and 3 lit; what do I write to its decimals file?",
     "echo 1001 > /sys/bus/usb/.../decimals",
     ["usb/misc_usbsevseg.rst.txt"], "procedure"),
    ("k20-ds2438-offset-calibration",
     "the DS2438 in the weather station reports a current even with nothing connected; how do I calibrate that offset out through its offset file?",
     "two's complement of the current register",
     ["w1/slaves/w1_ds2438.rst.txt"], "procedure"),
    ("k20-efi-initrd-path",
     "booting the test kernel as bzImage.efi straight from the EFI shell, how must I write the path I give to initrd=?",
     "separated with backslashes",
     ["admin-guide/efi-stub.rst.txt"], "procedure"),
    ("k20-c2port-flash-access",
     "through /sys/class/c2port I've switched access on and read the dev_id of the Silabs microcontroller on our sensor board, but its flash still can't be read; which command enables flash access?",
     "echo 1 > /sys/class/c2port/c2port0/flash_access",
     ["misc-devices/c2port.rst.txt"], "procedure"),
    ("k20-pm-notifier-error",
     "to exercise our driver's error path, the next suspend should fail in the PM_SUSPEND_PREPARE notifier with -ENOMEM; what do I write in the notifier-error-inject debugfs directory?",
     "echo -12 > actions/PM_SUSPEND_PREPARE/error",
     ["fault-injection/notifier-error-inject.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k20-what-sak",
     "the security checklist for the kiosk PCs asks for a secure attention key; what is a SAK meant to protect against?",
     "protection against trojan password capturing programs",
     ["security/sak.rst.txt"], "definition"),
    ("k20-acronym-plip",
     "an old DOS measurement PC can only be networked through its printer port with PLIP; what does PLIP stand for?",
     "Parallel Line Internet Protocol",
     ["networking/plip.rst.txt"], "definition"),
    ("k20-acronym-mtrr",
     "/proc/mtrr on the old imaging workstation lists write-combining regions; what does MTRR stand for?",
     "Memory Type Range Register",
     ["x86/mtrr.rst.txt"], "definition"),
    ("k20-acronym-stm",
     "the SoC's trace hardware has an STM block that our firmware writes markers into; what does STM stand for?",
     "System Trace Module",
     ["trace/stm.rst.txt", "trace/intel_th.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

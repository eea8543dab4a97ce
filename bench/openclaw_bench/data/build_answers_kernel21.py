"""Twenty-first held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout21.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched
with grep, sed and a small search script), as an engineer at a lab bench
would type or say them -- mostly a situation in everyday words, some in the
documentation's own terms, a few mentioning the asker's own machines,
devices and files -- spread over an LED that shows a plugged-in USB
device, per-interface traffic priority for a cgroup, the read latency
target of the Kyber scheduler, excluding file types from LoadPin, the
shunt resistor of an INA226, mounting an OpenBSD UFS disk, partial
checksum coverage with UDP-Lite, the proximity reporting mode of an
APDS990x, rotating the framebuffer console, skipping the JFS journal during
a restore; bundling GPIO lines into their own chip, a block device that
reads zeros, one-way mount propagation, building a romfs image, checking
for GCC plugin headers, registering user-space trace events, the
undervoltage alarm of a Raspberry Pi, the highest CPU index the kernel
allows, quota warnings over netlink, closing a CD tray; the soft-dirty bit
in pagemap, the I2C addresses of an SHT3x, the shortest SHT4x polling
interval, the resolution of a TMP102, the snapshot device's numbers, the
count of a DS2423, the default autofs master map, the default address of a
BlinkM, the default netif message level; dnotify and removable media,
SIGSTOP versus the cgroup freezer, the GPIO interrupts a rotary encoder
needs, an AHT10 that is not detected, a disk that never spins down, Syscall
User Dispatch as a sandbox, an "unknown" operstate; keeping clang-format off
a block, a blinking block cursor, loading k10temp on an old CPU, restoring
the uncore frequency limit, custom LCD characters, packetized Dell BIOS
updates, a user-space USB gadget function, a test allocation from a CMA
area; and terms (FUA, NTC, CVT, TT). The most famous facts were avoided,
and so was every answer and every question topic of the earlier answer
sets (``answer_kernel_tune``, ``answer_kernel_heldout`` to
``answer_kernel_heldout20``, ``answer_pg_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose (answers
and question words were also grepped against them, and each new answer
against the text of every page); the twentieth set's builder
(``build_answers_kernel20.py``) was read as the template for format and
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

    python3 build_answers_kernel21.py > answer_kernel_heldout21.jsonl
    python3 validate_answers.py answer_kernel_heldout21.jsonl  # with a Python that has the appliance installed

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
    ("k21-ledtrig-usbport",
     "the status LED above the front USB sockets of the data logger should light up whenever a stick is plugged into one of them; which LED trigger does that?",
     "usbport",
     ["leds/ledtrig-usbport.rst.txt"], "setting"),
    ("k21-net-prio-ifpriomap",
     "the backup jobs run in their own cgroup, and their traffic leaving eth0 should get a low priority without touching the programs; which net_prio file maps an interface to a priority for the group?",
     "net_prio.ifpriomap",
     ["admin-guide/cgroup-v1/net_prio.rst.txt"], "setting"),
    ("k21-kyber-read-lat",
     "the NVMe disk of the acquisition box runs the Kyber I/O scheduler, and I want reads held to a tighter latency target; which tunable sets the target latency for reads?",
     "read_lat_nsec",
     ["block/kyber-iosched.rst.txt"], "setting"),
    ("k21-loadpin-exclude",
     "our appliance image has LoadPin on, which also blocks kernel modules from the writable partition, although we verify those with module signing anyway; which boot option leaves modules out of LoadPin's checks?",
     "loadpin.exclude",
     ["admin-guide/LSM/LoadPin.rst.txt"], "setting"),
    ("k21-ina226-shunt",
     "our power monitor board uses an INA226 with a 2 milliohm shunt instead of the one in the device tree; which sysfs attribute lets me set the shunt value at run time?",
     "shunt_resistor",
     ["hwmon/ina2xx.rst.txt"], "setting"),
    ("k21-ufstype-openbsd",
     "I need to mount the data disk of an old OpenBSD machine with the ufs driver, read-write; which ufstype do I give?",
     "44bsd",
     ["admin-guide/ufs.rst.txt"], "setting"),
    ("k21-udplite-send-cscov",
     "our video link over the shaky radio should deliver packets even when the payload got a few bit errors, checking only the 12-byte RTP header plus the UDP header; which UDP-Lite socket option sets the sender's checksum coverage?",
     "UDPLITE_SEND_CSCOV",
     ["networking/udplite.rst.txt"], "setting"),
    ("k21-apds990x-reporting-mode",
     "the APDS990x proximity sensor on the door only tells us 0 or 1023; which sysfs attribute switches it to reporting values that give a rough idea of the distance?",
     "prox0_reporting_mode",
     ["misc-devices/apds990x.rst.txt"], "setting"),
    ("k21-video-rotate",
     "the little display in the test stand is mounted upside down; what do I add after the mode in the video= option so the framebuffer comes up turned round?",
     "rotate=180",
     ["fb/modedb.rst.txt"], "setting"),
    ("k21-jfs-nointegrity",
     "restoring a large JFS volume from tape takes ages; which mount option stops JFS writing to its journal while the restore runs?",
     "nointegrity",
     ["admin-guide/jfs.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k21-gpio-aggregator",
     "the lab group should get access to three lines of the board's GPIO controller, not to the whole controller; which kernel facility bundles chosen GPIO lines into a new gpio_chip with its own permissions?",
     "GPIO Aggregator",
     ["admin-guide/gpio/gpio-aggregator.rst.txt"], "command"),
    ("k21-dm-zero",
     "to test how the file system copes with a huge volume I want a 10 TB block device that returns zeros on reads and silently drops writes; which device-mapper target is that?",
     "dm-zero",
     ["admin-guide/device-mapper/zero.rst.txt"], "command"),
    ("k21-make-slave",
     "inside the test namespace, mounts made under /data on the host should still appear, but nothing mounted inside must propagate back out; which mount command sets that up?",
     "mount --make-slave",
     ["filesystems/sharedsubtree.rst.txt"], "command"),
    ("k21-genromfs",
     "for the tiny recovery kernel of the embedded logger I want a romfs image with a few tools on it; which user program creates such a file system?",
     "genromfs",
     ["filesystems/romfs.rst.txt"], "command"),
    ("k21-gcc-plugin-headers",
     "before I enable GCC plugins in the kernel config on the build container, how do I check that gcc finds its plugin headers?",
     "gcc -print-file-name=plugin",
     ["kbuild/gcc-plugins.rst.txt"], "command"),
    ("k21-user-events-data",
     "our acquisition daemon should emit its own trace events that ftrace and perf can record, without any kernel module of ours; which tracefs file does it register those events through?",
     "user_events_data",
     ["trace/user_events.rst.txt"], "command"),
    ("k21-rpi-undervoltage",
     "the Raspberry Pi on the weather mast reboots now and then, and I suspect its power supply; which hwmon sysfs attribute reports an undervoltage condition?",
     "in0_lcrit_alarm",
     ["hwmon/raspberrypi-hwmon.rst.txt"], "command"),
    ("k21-kernel-max",
     "which file under /sys/devices/system/cpu tells me the highest CPU index the running kernel's configuration allows?",
     "kernel_max",
     ["admin-guide/cputopology.rst.txt", "translations/zh_CN/admin-guide/cputopology.rst.txt"], "command"),
    ("k21-quota-netlink",
     "our desktop tool should pop up a message when a student exceeds the disk quota on the shared home server; which generic netlink family carries the quota warnings?",
     "VFS_DQUOT",
     ["filesystems/quota.rst.txt"], "command"),
    ("k21-cdrom-close-tray",
     "our kiosk program ejects the CD for the visitor and should pull the tray back in afterwards; which ioctl closes the tray?",
     "CDROMCLOSETRAY",
     ["cdrom/cdrom-standard.rst.txt", "userspace-api/ioctl/cdrom.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k21-soft-dirty-bit",
     "after clearing the soft-dirty bits of our simulation process I read /proc/PID/pagemap; which bit of each 64-bit entry is the soft-dirty one?",
     "bit 55",
     ["admin-guide/mm/soft-dirty.rst.txt"], "value"),
    ("k21-sht3x-addresses",
     "I'm wiring two SHT3x humidity sensors onto one I2C bus in the climate box; which addresses can the chip have?",
     "0x44 or 0x45",
     ["hwmon/sht3x.rst.txt"], "value"),
    ("k21-sht4x-min-interval",
     "writing 500 to update_interval of our SHT4x sensor is refused; what's the shortest polling interval it takes?",
     "Must be at least 2000",
     ["hwmon/sht4x.rst.txt"], "value"),
    ("k21-tmp102-resolution",
     "the TMP102 on the sample holder reports temperatures in small steps; what is the sensor's resolution?",
     "0.0625 degree",
     ["hwmon/tmp102.rst.txt"], "value"),
    ("k21-snapshot-device-numbers",
     "our own hibernation tool talks to the userland suspend interface; which major and minor numbers does the snapshot device have?",
     "10 and 231",
     ["power/userland-swsusp.rst.txt"], "value"),
    ("k21-ds2423-counter",
     "reading w1_slave of the DS2423 counter on our anemometer gives long lines of hex bytes; where in a line is the actual count?",
     "a counter value expressed as an integer after c=",
     ["w1/slaves/w1_ds2423.rst.txt"], "value"),
    ("k21-autofs-master-map",
     "on most systems, where does the automount daemon's default master map live?",
     "/etc/auto.master",
     ["filesystems/autofs.rst.txt"], "value"),
    ("k21-blinkm-address",
     "I've just hooked a BlinkM RGB LED module to the I2C bus of the test jig; at which address does it sit out of the box?",
     "0x09",
     ["leds/leds-blinkm.rst.txt"], "value"),
    ("k21-netif-msg-default",
     "I never set the debug module parameter of the NIC driver on the test PC; under the netif_msg scheme, which message level does that parameter default to?",
     "a default level of '1'",
     ["networking/netif-msg.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k21-dnotify-pins-mount",
     "with the old dnotify-based watcher running on the data directory of a USB disk I can't unmount the disk; why did inotify replace that design?",
     "pins the mount",
     ["filesystems/inotify.rst.txt"], "reason"),
    ("k21-freezer-vs-sigstop",
     "pausing a batch job with kill -SIGSTOP and resuming it with SIGCONT made its parent bash shell exit; why do the docs prefer the cgroup freezer for stopping jobs?",
     "observable from within the tasks we wish to freeze",
     ["admin-guide/cgroup-v1/freezer-subsystem.rst.txt"], "reason"),
    ("k21-rotary-both-edges",
     "the rotary-encoder driver doesn't work with the knob on our board, whose GPIO controller only interrupts on rising edges; why?",
     "IRQs must be able to fire on both edges",
     ["input/devices/rotary-encoder.rst.txt"], "reason"),
    ("k21-aht10-not-probed",
     "the AHT10 humidity sensor on the incubator's I2C bus never shows up in hwmon by itself, although sensors-detect-style probing works for others; why?",
     "no reliable way to determine if an i2c chip is or isn't an AHT10",
     ["hwmon/aht10.rst.txt"], "reason"),
    ("k21-drivetemp-spin-down",
     "since our monitoring reads the archive disk's temperature through drivetemp every minute, the disk never spins down any more; why?",
     "reset the spin down timer",
     ["hwmon/drivetemp.rst.txt"], "reason"),
    ("k21-sud-not-sandbox",
     "someone proposed Syscall User Dispatch to sandbox an untrusted analysis plugin in our process; why is that a bad idea?",
     "should not be seen as a security mechanism",
     ["admin-guide/syscall-user-dispatch.rst.txt"], "reason"),
    ("k21-operstate-unknown",
     "the operstate of our USB-Ethernet adapter says unknown although the link works fine; what does unknown mean there?",
     "neither driver nor userspace has set operational state",
     ["networking/operstates.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k21-clang-format-off",
     "I run clang-format over our driver, but one hand-aligned register table must stay as it is; how do I keep clang-format away from that block?",
     "// clang-format off",
     ["process/clang-format.rst.txt", "translations/it_IT/process/clang-format.rst.txt"], "procedure"),
    ("k21-vga-block-cursor",
     "on the text console of the old kiosk PC the thin cursor is hard to see; what do I echo to get a blinking block cursor?",
     "echo -e '\\033[?6c'",
     ["admin-guide/vga-softcursor.rst.txt"], "procedure"),
    ("k21-k10temp-force",
     "k10temp refuses to load on the old Socket AM2+ Phenom in the lab because of the sensor erratum; how do I make it load anyway?",
     "force=1",
     ["hwmon/k10temp.rst.txt"], "procedure"),
    ("k21-uncore-restore-max",
     "I lowered max_freq_khz of the Xeon's uncore for a test and didn't note the original; how do I find the value to go back to the maximum?",
     "initial_max_freq_khz",
     ["admin-guide/pm/intel_uncore_frequency_scaling.rst.txt"], "procedure"),
    ("k21-lcd-custom-char",
     "the parallel-port LCD panel on the pump controller should show our own arrow symbol; which escape code defines a new character?",
     "\\e[LG",
     ["admin-guide/lcd-panel-cgram.rst.txt"], "procedure"),
    ("k21-dell-rbu-packet",
     "the old Dell server's BIOS only takes packetized updates; how do I tell dell_rbu at load time to use packets instead of the monolithic image?",
     "image_type=packet",
     ["admin-guide/dell_rbu.rst.txt"], "procedure"),
    ("k21-functionfs-mount",
     "the board's USB gadget needs a custom function whose protocol we implement in a user-space daemon; how do I get the ep0 file that daemon writes its descriptors to?",
     "mount -t functionfs",
     ["usb/functionfs.rst.txt"], "procedure"),
    ("k21-cma-test-alloc",
     "before trusting the camera driver, I want to check by hand that 5 pages can be allocated from the board's CMA area; what do I write where?",
     "echo 5 > <debugfs>/cma/<cma_name>/alloc",
     ["admin-guide/mm/cma_debugfs.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k21-acronym-fua",
     "the block layer docs say a write can carry the FUA flag so it completes only once on stable storage; what does FUA stand for?",
     "Force Unit Access",
     ["block/writeback_cache_control.rst.txt", "usb/mass-storage.rst.txt"], "definition"),
    ("k21-acronym-ntc",
     "the thermistor on the heater plate is read through the ntc_thermistor driver; what does NTC stand for?",
     "Negative Temperature Coefficient",
     ["hwmon/ntc_thermistor.rst.txt"], "definition"),
    ("k21-acronym-cvt",
     "an 'M' in the video= mode string makes the kernel calculate CVT timings; what does CVT stand for?",
     "Coordinated Video Timings",
     ["fb/modedb.rst.txt", "gpu/amdgpu/display/dc-glossary.rst.txt", "userspace-api/media/v4l/vidioc-g-dv-timings.rst.txt"], "definition"),
    ("k21-acronym-tt",
     "the old USB 1.1 sensors sit behind a USB 2.0 hub whose datasheet boasts one TT per port; what is a TT?",
     "Transaction Translator",
     ["usb/ehci.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

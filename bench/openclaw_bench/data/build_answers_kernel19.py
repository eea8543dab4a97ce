"""Nineteenth held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout19.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched
with grep, sed and a small search script), as an engineer at a lab bench
would type or say them -- mostly a situation in everyday words, some in the
documentation's own terms, a few mentioning the asker's own machines,
devices and files -- spread over fan control on a ThinkPad, interrupt
moderation of an e1000e NIC, a black screen after S3 resume, binding a
transparent proxy to foreign addresses, the colour mix of a multicolour
LED, a wrong TjMax in coretemp, the D-pad of an unknown Xbox pad, the
session of a multisession CD, switching parport off, an ext2 backup
superblock; the fiemap ioctl, NFS server thread-pool statistics,
SYSCALL_DEFINEn, AF_ALG, /proc/keys, dm statistics regions, the freefall
device of lis3lv02d, batctl, the shrinker debugfs directory, an open PCM
stream's hw_params; the UDP port of GTPv1-U, the file name length on an
Amiga disk, CephFS's default rsize, the IEEE 802.15.4 MTU, the longest
symlink target kept in the inode, the radios mac80211_hwsim makes, what the
old eeprom driver reads, g_printer's qlen, the console's Linux Zone of
Unicode; why tasks are frozen before hibernation, the RGMII clock delay, why
a task cannot change another's credentials, why I2C messages need not be
DMA safe, virtually mapped kernel stacks, why not libsysfs, per-CPU data
under preemption; binding a configfs gadget to its UDC, firmware updates
with devlink, merging a dm snapshot back, signed tags for pull requests, a
one-shot LED trigger, stress-testing RCU, faking audio jack events, holding
SDA low with the I2C fault injector; and terms (GDS, ISH, Smack, ACM). The
most famous facts were avoided, and so was every answer and every question
topic of the earlier answer sets (``answer_kernel_tune``,
``answer_kernel_heldout`` to ``answer_kernel_heldout18``, ``answer_pg_*``,
``answer_questions*``, ``answer_unanswerable_*``), which were read only for
that purpose (answers were also grepped against them, and against the text
around each new fact); the eighteenth set's builder
(``build_answers_kernel18.py``) was read as the template for format and
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

    python3 build_answers_kernel19.py > answer_kernel_heldout19.jsonl
    python3 validate_answers.py answer_kernel_heldout19.jsonl  # with a Python that has the appliance installed

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
    ("k19-thinkpad-fan-control",
     "I want to set the fan level of the ThinkPad that runs the long-term logger, but writing to /proc/acpi/ibm/fan is refused; which thinkpad-acpi module parameter enables fan control?",
     "fan_control=1",
     ["admin-guide/laptops/thinkpad-acpi.rst.txt"], "setting"),
    ("k19-e1000e-interrupt-throttle",
     "the e1000e NIC on the capture PC raises so many interrupts under load that one core is pegged; which module parameter caps how many interrupts per second each vector may generate?",
     "InterruptThrottleRate",
     ["networking/device_drivers/ethernet/intel/e1000e.rst.txt",
      "networking/device_drivers/ethernet/intel/e1000.rst.txt"], "setting"),
    ("k19-acpi-sleep-s3-bios",
     "after resuming from suspend to RAM the old lab desktop's screen stays black; which boot option makes the kernel call the video BIOS during S3 resume?",
     "acpi_sleep=s3_bios",
     ["power/video.rst.txt"], "setting"),
    ("k19-ip-transparent",
     "our transparent proxy for the instrument network has to bind its sockets to addresses that are not local to the box; which socket option allows that?",
     "IP_TRANSPARENT",
     ["networking/tproxy.rst.txt"], "setting"),
    ("k19-led-multi-intensity",
     "the status LED on our board is an RGB part exposed under /sys/class/leds/multicolor:status; which file sets the intensity of each colour?",
     "multi_intensity",
     ["leds/leds-class-multicolor.rst.txt"], "setting"),
    ("k19-coretemp-tjmax",
     "coretemp reports core temperatures on the old test PC that are clearly off by a fixed amount, because it guesses the maximum junction temperature wrongly; which module parameter gives it the right value?",
     "tjmax",
     ["hwmon/coretemp.rst.txt"], "setting"),
    ("k19-xpad-dpad-to-buttons",
     "the no-name Xbox-style pad we steer the stage with reports its D-pad as two axes, but our software expects buttons; which xpad module option maps it to buttons?",
     "dpad_to_buttons",
     ["input/devices/xpad.rst.txt"], "setting"),
    ("k19-cd-session",
     "an old multisession data CD only shows the files of the last burn; which mount option selects an earlier session?",
     "session=",
     ["filesystems/isofs.rst.txt", "filesystems/udf.rst.txt", "filesystems/hfs.rst.txt",
      "filesystems/hfsplus.rst.txt"], "setting"),
    ("k19-parport-disable",
     "the parport driver is built into the kernel of the measurement PC and I want parallel port support off entirely; what do I put on the kernel command line?",
     "parport=0",
     ["admin-guide/parport.rst.txt"], "setting"),
    ("k19-ext2-alternate-superblock",
     "the primary superblock of an old ext2 data disk is damaged; which mount option tells the kernel to use a backup superblock at another location?",
     "sb=n",
     ["filesystems/ext2.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k19-fiemap",
     "our archiving tool wants the list of extents a file occupies on disk instead of asking block by block with bmap; which ioctl returns that?",
     "fiemap",
     ["filesystems/fiemap.rst.txt"], "command"),
    ("k19-nfsd-pool-stats",
     "the NFS server with the raw data seems to run out of threads under load; which proc file shows per-thread-pool statistics of knfsd?",
     "/proc/fs/nfsd/pool_stats",
     ["filesystems/nfs/knfsd-stats.rst.txt"], "command"),
    ("k19-syscall-definen",
     "I'm adding an experimental system call for our acquisition hardware; which macro do I define its sys_ entry point with?",
     "SYSCALL_DEFINEn",
     ["process/adding-syscalls.rst.txt", "translations/it_IT/process/adding-syscalls.rst.txt"], "command"),
    ("k19-af-alg",
     "a user-space program on the embedded board should use the kernel's hash and cipher implementations directly; which socket type gives access to the crypto API?",
     "AF_ALG",
     ["crypto/userspace-if.rst.txt"], "command"),
    ("k19-proc-keys",
     "as an admin, which proc file lists the keys in the kernel's key service that the current process can view?",
     "/proc/keys",
     ["security/keys/core.rst.txt"], "command"),
    ("k19-dm-stats-create",
     "I want I/O counters for just one region of a device-mapper device, split into fixed steps; which message do I send to create such a statistics region?",
     "@stats_create",
     ["admin-guide/device-mapper/statistics.rst.txt"], "command"),
    ("k19-lis3-freefall",
     "the field laptop has an ST accelerometer handled by lis3lv02d; which misc device reports free-fall interrupts to a program that can park the disk?",
     "freefall",
     ["misc-devices/lis3lv02d.rst.txt"], "command"),
    ("k19-batctl",
     "the sensor nodes run a batman-adv mesh on bat0; besides ip link, which tool adds eth0 as a hard interface and manages the mesh?",
     "batctl",
     ["networking/batman-adv.rst.txt"], "command"),
    ("k19-shrinker-debugfs",
     "I'd like to see which memory shrinkers are registered on the analysis server and how many objects each could free; which debugfs directory has them?",
     "/sys/kernel/debug/shrinker",
     ["admin-guide/mm/shrinker_debugfs.rst.txt"], "command"),
    ("k19-pcm-hw-params-proc",
     "while the recorder app is capturing, which proc file of the PCM sub-stream shows the hardware parameters it actually set, like format and rate?",
     "hw_params",
     ["sound/designs/procfile.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k19-gtpu-port",
     "testing the kernel's GTP module against the mobile core simulator, which UDP port does GTPv1-U receive on?",
     "2151 for GTPv1-U",
     ["networking/gtp.rst.txt"], "value"),
    ("k19-affs-filename-length",
     "copying data onto an Amiga floppy image mounted with affs, long names get cut short; what is the standard maximum filename length there?",
     "maximum filename length (30 characters)",
     ["filesystems/affs.rst.txt"], "value"),
    ("k19-ceph-rsize",
     "if I mount the CephFS share without an rsize option, what is the maximum read size?",
     "Default: 64 MB",
     ["filesystems/ceph.rst.txt"], "value"),
    ("k19-ieee802154-mtu",
     "our wireless sensor motes talk IEEE 802.15.4; what MTU does that standard specify, before 6LoWPAN squeezes IPv6 into it?",
     "MTU of 127 bytes",
     ["networking/ieee802154.rst.txt"], "value"),
    ("k19-fast-symlink",
     "up to what target length is a symbolic link stored directly in the inode on our ext4 data disk, without a data block?",
     "less than 60 bytes long",
     ["filesystems/ext4/ifork.rst.txt", "filesystems/ext2.rst.txt"], "value"),
    ("k19-hwsim-radios",
     "if I load mac80211_hwsim without parameters to test our hostapd setup, how many simulated radios do I get?",
     "default 2",
     ["networking/mac80211_hwsim/mac80211_hwsim.rst.txt"], "value"),
    ("k19-eeprom-first-bytes",
     "the legacy eeprom driver shows the SPD EEPROM of the DIMMs; how much of an EEPROM is it meant to read?",
     "the first 256 bytes",
     ["misc-devices/eeprom.rst.txt"], "value"),
    ("k19-gadget-printer-qlen",
     "our board emulates a USB printer with g_printer; how many 8k buffers per endpoint does it use if qlen isn't given?",
     "The default is 10",
     ["usb/gadget_printer.rst.txt"], "value"),
    ("k19-unicode-linux-zone",
     "which Unicode range is reserved for OS-wide use and called the Linux Zone by the console code, where the font is mapped directly?",
     "U+F000 to U+F8FF",
     ["admin-guide/unicode.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k19-freeze-tasks-hibernation",
     "why does the kernel freeze all user processes before it writes the hibernation image of the lab laptop?",
     "prevent filesystems from being damaged after hibernation",
     ["power/freezing-of-tasks.rst.txt"], "reason"),
    ("k19-rgmii-delay",
     "on our new board the Ethernet PHY links up at 1G but no packets get through until the device tree says rgmii-id instead of rgmii; why does RGMII need those delays?",
     "a 1.5ns to 2ns delay must be added",
     ["networking/phy.rst.txt"], "reason"),
    ("k19-cred-own-only",
     "in my module I wanted to change the uid of another process by editing its cred, and a reviewer said that's not allowed; why?",
     "it is no longer permitted for a task to alter another's credentials",
     ["security/credentials.rst.txt"], "reason"),
    ("k19-i2c-dma-optional",
     "why doesn't the I2C core require the buffers of an i2c_msg to be DMA safe, when other buses insist on it?",
     "add more overhead than a plain PIO transfer",
     ["i2c/dma-considerations.rst.txt"], "reason"),
    ("k19-vmap-stack",
     "a colleague says to build the debug kernels for our rig with virtually mapped kernel stacks; what does that buy us?",
     "kernel stack overflows to be caught immediately",
     ["mm/vmalloced-kernel-stacks.rst.txt"], "reason"),
    ("k19-no-libsysfs",
     "our device inventory tool is built on libsysfs; why do the sysfs rules say not to use it?",
     "It makes assumptions about sysfs which are not true",
     ["admin-guide/sysfs-rules.rst.txt"], "reason"),
    ("k19-percpu-preemption",
     "my driver writes into an array indexed by smp_processor_id() and reads it back a few lines later, and on a preemptible kernel it sometimes gets another CPU's slot; why?",
     "the previous value of smp_processor_id may not equal the current",
     ["locking/preempt-locking.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k19-gadget-bind-udc",
     "I've built a USB gadget under configfs for the BeagleBone with its functions and configuration; how do I finally enable it on the board's USB device controller?",
     "> UDC",
     ["usb/gadget_configfs.rst.txt"], "procedure"),
    ("k19-devlink-flash",
     "the new NIC needs a firmware update, and the vendor says ethtool -f is outdated; which devlink command writes the firmware file to the device?",
     "devlink dev flash",
     ["networking/devlink/devlink-flash.rst.txt", "networking/devlink/iosm.rst.txt"], "procedure"),
    ("k19-dm-snapshot-merge",
     "the software update on the test box went wrong and I still have the device-mapper snapshot I took before it; which target merges the snapshot back into the origin?",
     "snapshot-merge",
     ["admin-guide/device-mapper/snapshot.rst.txt"], "procedure"),
    ("k19-signed-tag",
     "the subsystem maintainer only takes pull requests from our lab tree with a signed tag; how do I create one?",
     "git tag -s",
     ["maintainer/pull-requests.rst.txt", "process/maintainer-pgp-guide.rst.txt",
      "translations/zh_CN/maintainer/pull-requests.rst.txt",
      "translations/it_IT/process/maintainer-pgp-guide.rst.txt",
      "translations/zh_TW/process/submitting-patches.rst.txt"], "procedure"),
    ("k19-led-transient",
     "the alarm LED on the test jig should switch on once for a set number of milliseconds and then go off by itself; which trigger do I put on it?",
     "echo transient > trigger",
     ["leds/ledtrig-transient.rst.txt"], "procedure"),
    ("k19-rcutorture",
     "before trusting the new board's kernel port I want to stress-test its RCU implementation; which test module do I load?",
     "rcutorture",
     ["RCU/torture.rst.txt"], "procedure"),
    ("k19-jack-injection",
     "to test how our audio app reacts to headphones being plugged in without touching the hardware, what do I enable first in the ALSA jack injection debugfs interface?",
     "sw_inject_enable",
     ["sound/designs/jack-injection.rst.txt"], "procedure"),
    ("k19-i2c-fault-sda-low",
     "with the i2c-gpio fault injector in debugfs, how do I pin SDA low to test that the bus master under test starts a bus recovery?",
     "echo 0 > sda",
     ["i2c/gpio-fault-injection.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k19-acronym-gds",
     "the vulnerabilities directory of the new workstation lists GDS; what does GDS stand for?",
     "Gather Data Sampling",
     ["admin-guide/hw-vuln/gather_data_sampling.rst.txt"], "definition"),
    ("k19-acronym-ish",
     "the tablet PC's sensors go through Intel's ISH; what is ISH?",
     "Integrated Sensor Hub",
     ["hid/intel-ish-hid.rst.txt"], "definition"),
    ("k19-what-smack",
     "a colleague proposes Smack as the LSM for the kiosk machines; what is Smack?",
     "Simplified Mandatory Access Control Kernel",
     ["admin-guide/LSM/Smack.rst.txt"], "definition"),
    ("k19-acronym-acm",
     "the flow controller shows up as /dev/ttyACM0 through cdc-acm; what does ACM stand for?",
     "Abstract Control Model",
     ["usb/acm.rst.txt", "usb/gadget_multi.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

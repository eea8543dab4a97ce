"""Twenty-fourth held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout24.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched
with grep, sed and a small search script), as an engineer at a lab bench
would type or say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own
machines, devices and files -- spread over flushing connections to a
removed real server of an IPVS director, reading raw initrd data instead of
a RAM disk, the root cell of a built-in AFS client, BIOS fan control on a
Dell laptop, the clock offset of an HPFS partition, write-combined mapping
of the EFI framebuffer, forcing zero-copy AF_XDP sockets, deferred I/O of a
DisplayLink adapter, busy-wait stretching of a 1-Wire-to-I2C bridge, the
guest-only ITS mitigation; creating a PPP unit, checking an OrangeFS
server, asking autofs whether a mount is busy, attaching a 6pack TNC, the
device node of a SCSI media changer, splitting an E810 port, the MAC
address of a port function, the skeleton of an RV monitor, the temperature
of a PC watchdog card, the RDS station name of an FM transmitter; the
port of the IPVS sync daemon, the expiry of automounted AFS volumes, the
oldest OrangeFS server for the kernel client, the length of a udlfb
benchmark, the limit gap of a DS1621 thermostat, the addresses of a DS2482,
the INITIALIZE ELEMENT STATUS timeout, the I2C address of the Si4713, the
PWM period of a Qualcomm LPG; DS1621 alarm bits, PEC on the ADM1032,
CPUTIN on ASUS boards, kernel sources on HPFS, EPB values changing on other
CPUs, changer robots on LUN 1, hsiphash on 64-bit kernels; freeing the
initrd RAM disk, activating a legacy PnP device, a BIOS-hidden ICH SMBus,
preparing kissattach for 6pack, fsck under a PC watchdog card, hardware
patterns of a Qualcomm LPG LED, the clock of a smartcard reader, stable
names for DS28E17 I2C buses; and terms (ILA, ITS, BHI, GOP). The most
famous facts were avoided, and so was every answer and every question
topic of the earlier answer sets (``answer_kernel_tune``,
``answer_kernel_heldout`` to ``answer_kernel_heldout23``, ``answer_pg_*``,
``answer_questions*``, ``answer_unanswerable_*``), which were read only
for that purpose (answers, question words and the pages named in
``relevant`` were also grepped against them, and each new answer against
the text of every page); the twenty-third set's builder
(``build_answers_kernel23.py``) was read as the template for format and
rules. Nothing of the answer code, of its search or answer output, of the
appliance's documentation or tests, or of the benchmark results was opened
while writing it; no git command was run; the questions were not run
through the appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer`` is
the short phrase that carries the asked-for fact, copied as the page writes
it; ``relevant`` lists every page that states the fact with that phrase,
best first, leaving out index pages and passing uses; translations under
``translations/`` that state the same fact with the same phrase come after
the English pages (none of this set's facts is stated in a translation).

Usage::

    python3 build_answers_kernel24.py > answer_kernel_heldout24.jsonl
    python3 validate_answers.py answer_kernel_heldout24.jsonl  # with a Python that has the appliance installed

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
    ("k24-ipvs-expire-nodest-conn",
     "our IPVS director keeps silently dropping packets of existing connections after the monitoring script removed an overloaded analysis server; which sysctl makes it expire such a connection at once so the client learns it is closed?",
     "expire_nodest_conn",
     ["networking/ipvs-sysctl.rst.txt"], "setting"),
    ("k24-initrd-noinitrd",
     "for debugging the boot of the test board, the kernel should not turn the initrd into a RAM disk but keep the raw data readable from /dev/initrd; which boot option does that?",
     "noinitrd",
     ["admin-guide/initrd.rst.txt"], "setting"),
    ("k24-kafs-rootcell",
     "AFS support is compiled into the kernel of the cluster nodes rather than loaded as a module; which kernel command-line argument names the root cell and its volume location servers?",
     "kafs.rootcell=",
     ["filesystems/afs.rst.txt"], "setting"),
    ("k24-dell-smm-pwm1-enable",
     "on the Dell laptop that drives our field spectrometer, the BIOS overwrites the fan speed I set through dell_smm every few seconds; which attribute do I write 1 to so the BIOS stops controlling the fans?",
     "pwm1_enable",
     ["hwmon/dell-smm-hwmon.rst.txt"], "setting"),
    ("k24-hpfs-timeshift",
     "file times on the old OS/2 data partition, mounted as HPFS, show up one hour later under Linux than under OS/2; which mount option corrects that?",
     "timeshift=-3600",
     ["filesystems/hpfs.rst.txt"], "setting"),
    ("k24-efifb-nowc",
     "on the UEFI test box with efifb, heavy console output slows down the measurement threads on the other CPU cores; which efifb option stops the framebuffer from being mapped write-combined?",
     "nowc",
     ["fb/efifb.rst.txt"], "setting"),
    ("k24-xdp-zerocopy",
     "our capture program binds an AF_XDP socket on the 25G NIC and must fail rather than quietly fall back to copying every packet; which bind flag forces zero-copy mode?",
     "XDP_ZEROCOPY",
     ["networking/af_xdp.rst.txt"], "setting"),
    ("k24-udlfb-fb-defio",
     "the DisplayLink adapter on the kiosk runs an X server that reports changed regions itself through the damage ioctl; which udlfb option should be switched off in that case?",
     "fb_defio",
     ["fb/udlfb.rst.txt"], "setting"),
    ("k24-ds28e17-stretch",
     "the I2C pressure sensor behind a DS28E17 1-Wire bridge makes heavy use of clock stretching, and the log shows ETIMEDOUT and busy timeout messages; which w1_ds28e17 parameter raises the busy-wait multiplier?",
     "stretch",
     ["w1/slaves/w1_ds28e17.rst.txt"], "setting"),
    ("k24-its-vmexit",
     "on our Xeon VM host only attacks from guests against the host matter, not from host user space; which value of indirect_target_selection deploys the mitigation just for that case?",
     "vmexit",
     ["admin-guide/hw-vuln/indirect-target-selection.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k24-ppp-newunit",
     "our home-made dialer for the remote weather station opens /dev/ppp itself instead of using pppd; which ioctl creates a new PPP interface unit?",
     "PPPIOCNEWUNIT",
     ["networking/ppp_generic.rst.txt"], "command"),
    ("k24-pvfs2-ping",
     "I set up OrangeFS on a single test server before mounting it on the compute nodes; which command tests that the server answers?",
     "pvfs2-ping",
     ["filesystems/orangefs.rst.txt"], "command"),
    ("k24-autofs-askumount",
     "our automount helper talks to /dev/autofs through the miscellaneous device ioctls and should find out whether the /data/instruments mount point is still in use; which ioctl checks that?",
     "AUTOFS_DEV_IOCTL_ASKUMOUNT_CMD",
     ["filesystems/autofs-mount-control.rst.txt"], "command"),
    ("k24-6pack-spattach",
     "the packet radio club's TNC speaks 6pack; after insmod 6pack, which program do I run, the way I'd start a KISS port, to attach it to the serial line?",
     "spattach",
     ["networking/6pack.rst.txt"], "command"),
    ("k24-scsi-changer-mknod",
     "the old CD jukebox in the archive room has no device node for the ch driver; what command creates /dev/sch0?",
     "mknod /dev/sch0 c 86 0",
     ["scsi/scsi-changer.rst.txt"], "command"),
    ("k24-devlink-port-split",
     "port 0 of the E810 card in the capture server should be split into four ports; which devlink command selects that split option?",
     "devlink port split",
     ["networking/devlink/ice.rst.txt"], "command"),
    ("k24-devlink-hw-addr",
     "before binding the virtual function to its driver, I want to give the port function of the VF for the analysis VM a fixed MAC address; which devlink command sets it?",
     "devlink port function set hw_addr",
     ["networking/devlink/devlink-port.rst.txt"], "command"),
    ("k24-rv-dot2k",
     "I modelled the expected states of our driver as an automaton in a .dot file; which tool turns the DOT model into the C skeleton of a kernel runtime verification monitor?",
     "dot2k",
     ["trace/rv/da_monitor_synthesis.rst.txt", "trace/rv/da_monitor_instrumentation.rst.txt"], "command"),
    ("k24-wdioc-gettemp",
     "the Berkshire PC Watchdog card in the old ISA control PC has a temperature sensor; which ioctl reads the card's temperature?",
     "WDIOC_GETTEMP",
     ["watchdog/pcwd-watchdog.rst.txt", "watchdog/watchdog-api.rst.txt"], "command"),
    ("k24-si4713-rds-ps-name",
     "the Si4713 FM transmitter on the demo board shows up as /dev/radio0; with v4l2-ctl, how do I set the RDS station name it broadcasts?",
     "--set-ctrl=rds_ps_name",
     ["admin-guide/media/si4713.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k24-ipvs-sync-port",
     "the firewall between our two IPVS directors must let the connection sync traffic through; which UDP port does sync thread 0 use by default?",
     "port 8848",
     ["networking/ipvs-sysctl.rst.txt"], "value"),
    ("k24-afs-automount-expiry",
     "how long after their last use are automatically mounted AFS volumes unmounted again by kAFS?",
     "approximately twenty minutes",
     ["filesystems/afs.rst.txt"], "value"),
    ("k24-orangefs-min-version",
     "the storage group still runs an old OrangeFS server; which userspace versions are not compatible with the kernel's upstream client?",
     "prior to 2.9.3",
     ["filesystems/orangefs.rst.txt"], "value"),
    ("k24-udlfb-metrics-duration",
     "I want to benchmark the DisplayLink adapter with udlfb's metrics_* counters, which are only 32 bits wide; how long may a test run for reliable results?",
     "one minute or less is safe",
     ["fb/udlfb.rst.txt"], "value"),
    ("k24-ds1621-limit-gap",
     "the DS1621 on the incubator board switches the heater through Tout; how far apart should the high and low limits be at least, so Tout doesn't bounce?",
     "1.0 degree Celsius",
     ["hwmon/ds1621.rst.txt"], "value"),
    ("k24-ds2482-addresses",
     "at which I2C addresses can a DS2482 1-Wire master sit, so I know what to write to new_device on our sensor hub?",
     "0x18, 0x19, 0x1a, and 0x1b",
     ["w1/masters/ds2482.rst.txt"], "value"),
    ("k24-ch-timeout-init",
     "loading the ch driver for the tape autoloader hangs for ages while the changer inventories its slots; what is the default timeout for the INITIALIZE ELEMENT STATUS command, in seconds?",
     "default: 3600",
     ["scsi/scsi-changer.rst.txt"], "value"),
    ("k24-si4713-i2c-address",
     "which I2C address does the Si4713 FM radio transmitter use?",
     "0x63",
     ["admin-guide/media/si4713.rst.txt"], "value"),
    ("k24-qcom-lpg-period",
     "I want to drive a slow blinking beacon from a PWM channel of the Qualcomm LPG on our PMIC; which range of periods can a channel run with?",
     "between 27us and 384 seconds",
     ["leds/leds-qcom-lpg.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k24-ds1621-alarm-history",
     "the alarm bits of the DS1621 in the cold room say nothing is wrong, yet Tout has switched the compressor; why can't I use the alarm bits to read Tout's state?",
     "They will only tell you about its history",
     ["hwmon/ds1621.rst.txt"], "reason"),
    ("k24-lm90-pec-off",
     "the ADM1032 on our sensor board supports PEC, but the lm90 driver leaves it disabled unless I write to the pec file; why isn't it on by default?",
     "not everyone might enjoy the slowdown",
     ["hwmon/lm90.rst.txt"], "reason"),
    ("k24-nct6775-cputin",
     "on the ASUS board of the render PC, the CPUTIN reading of the NCT6776F shows absurd temperatures and even drops when the CPU heats up; why?",
     "CPUTIN is not really connected to anything and floats",
     ["hwmon/nct6775.rst.txt"], "reason"),
    ("k24-hpfs-kernel-build",
     "a student tries to build the kernel from sources unpacked onto an HPFS partition and it goes wrong; why can't a kernel be compiled on HPFS?",
     "kernel creates different files with names like bootsect.S and bootsect.s",
     ["filesystems/hpfs.rst.txt"], "reason"),
    ("k24-epb-shared-register",
     "I wrote a new energy_perf_bias value for CPU 3 only, and the values of some other CPUs changed as well; why?",
     "the physical register backing it may be shared by multiple CPUs",
     ["admin-guide/pm/intel_epb.rst.txt"], "reason"),
    ("k24-changer-lun-1",
     "our tape autoloader puts the robot mechanism on LUN 1, and Linux never finds it; why doesn't the kernel look at LUNs other than 0 by default?",
     "because there are too many broken devices",
     ["scsi/scsi-changer.rst.txt"], "reason"),
    ("k24-hsiphash-64bit",
     "reading the hashtable code of our driver on a 64-bit kernel, I noticed hsiphash() actually runs SipHash-1-3, not HalfSipHash; why?",
     "SipHash-1-3 is no slower than HalfSipHash-1-3, and can be faster",
     ["security/siphash.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k24-initrd-free-ramdisk",
     "after pivot_root and unmounting /initrd, the RAM disk's memory is still taken on the small embedded board; how do I free it?",
     "blockdev --flushbufs /dev/ram0",
     ["admin-guide/initrd.rst.txt"], "procedure"),
    ("k24-pnp-activate",
     "the floppy controller of the old lab PC shows DISABLED in its PnP resources file; what do I write to activate it with automatic resource configuration?",
     "echo \"auto\" > resources",
     ["admin-guide/pnp.rst.txt"], "procedure"),
    ("k24-i801-hidden-smbus",
     "lspci on our old Asus board shows no SMBus device at 00:1f.3, so the fan monitoring chip is unreachable; what is the first thing to try before unhiding the ICH SMBus?",
     "i2c-scmi",
     ["i2c/busses/i2c-i801.rst.txt"], "procedure"),
    ("k24-kissattach-6pack",
     "to use the 6pack TNC, the kissattach sources from the AX.25 utilities need a change before recompiling; what do I change in kissattach.c?",
     "replace N_AX25 by N_6PACK",
     ["networking/6pack.rst.txt"], "procedure"),
    ("k24-pcwd-fsck",
     "the long fsck on the old ISA control PC keeps getting interrupted by a reset from its PC Watchdog card; what should run before the fsck starts?",
     "watchdog -d",
     ["watchdog/pcwd-watchdog.rst.txt"], "procedure"),
    ("k24-qcom-lpg-hw-pattern",
     "I'm writing a hw_pattern for the status LED on the Qualcomm LPG and the blinking doesn't come out right; what has to follow each brightness entry of the pattern?",
     "followed a zero-length entry of the same brightness",
     ["leds/leds-qcom-lpg.rst.txt"], "procedure"),
    ("k24-iuu-phoenix-6mhz",
     "our Infinity USB Unlimited smartcard reader should run at the 6 MHz base clock; how do I load iuu_phoenix for that?",
     "modprobe iuu_phoenix clockmode=3",
     ["usb/iuu_phoenix.rst.txt"], "procedure"),
    ("k24-ds28e17-udev-symlink",
     "the I2C buses created for our DS28E17 bridges get different numbers after every replug; what goes into a udev rule to give them stable /dev/i2c- names based on the chip's id?",
     "SYMLINK+=\"i2c-$attr{name}\"",
     ["w1/slaves/w1_ds28e17.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k24-acronym-ila",
     "a networking talk suggested ILA for moving our containers between hosts without changing their IPv6 addresses; what does ILA stand for?",
     "Identifier Locator Addressing",
     ["networking/ila.rst.txt"], "definition"),
    ("k24-acronym-its",
     "a new file indirect_target_selection appeared under /sys/devices/system/cpu/vulnerabilities on the Ice Lake server; what does ITS stand for?",
     "Indirect Target Selection",
     ["admin-guide/hw-vuln/indirect-target-selection.rst.txt"], "definition"),
    ("k24-acronym-bhi",
     "the spectre_v2 line in the vulnerabilities directory of our workstation mentions BHI: SW loop; what does BHI stand for?",
     "Branch History Injection",
     ["admin-guide/hw-vuln/spectre.rst.txt"], "definition"),
    ("k24-acronym-gop",
     "the efifb notes say the display works out of the box with GOP firmware; what does GOP stand for?",
     "Graphics Output Protocol",
     ["fb/efifb.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

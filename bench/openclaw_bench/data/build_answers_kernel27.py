"""Twenty-seventh held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout27.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched with
grep, sed and a small search script), as an engineer at a lab bench would
type or say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own
machines, devices and files -- spread over Fn key events of an old Vaio,
12 V fans on a MAX6651, driving the TC654 output from its Vin input, the
hot threshold of DAMON_LRU_SORT, SR-IOV virtual functions of igb, the
Ad-Hoc network ipw2200 creates by itself, the single-page TLB flush
ceiling, intel_idle and the ACPI tables, SMBus block transactions of the
LM93, broken strokes on an N-Trig touchscreen; debugging the appletouch
driver, the caches FS-Cache knows, the buffer size of a notification pipe,
the free space of a power-of-2 ring buffer, reading under a seqlock,
submitting a padata job, announcing an object to debugobjects, Reed-Solomon
encoding of a 512-byte block, a qlge coredump through devlink, storing at
an unused XArray index; the accuracy of an LM83, the low-speed alarm of a
G760A, the address of an SHTC1, the descriptor range of e100, the fine
resolution of an ADT7410, the bus delay of a MAX15301, the owner-died bit
of a robust futex, the ext4 superblock magic, the transmit queue of DCCP;
the core dirty log of a dm mirror, fan noise at low PWM frequencies on the
F71805F, plain I2C behind the PIIX4, SIGBUS under a cgroup v1 HugeTLB
limit, Wake on LAN on the second igb port, skipping the OTP reload of an
SHT15, the ADS7828 that is never detected; KUnit results in debugfs,
dm-ima measurements, the bcm5974 trackpad grabbed by usbhid, deleting an IP
alias, the AArch64 tagged address ABI, checking for FSGSBASE, rescanning an
HP Smart Array, the white channel of an LP5562; and terms (UFS, VAS, Uacce,
OCC). The most famous facts were avoided, and so was every answer and every
question topic of the earlier answer sets (``answer_kernel_tune``,
``answer_kernel_heldout`` to ``answer_kernel_heldout26``, ``answer_pg_*``,
``answer_questions*``, ``answer_unanswerable_*``), which were read only for
that purpose (answers, question words and the pages named in ``relevant``
were also grepped against them, and each new answer against the text of
every page); the twenty-sixth set's builder (``build_answers_kernel26.py``)
was read as the template for format and rules. Nothing of the answer code,
of its search or answer output, of the appliance's documentation or tests,
or of the benchmark results was opened while writing it; no git command was
used; the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer`` is
the short phrase that carries the asked-for fact, copied as the page writes
it; ``relevant`` lists every page that states the fact with that phrase,
best first, leaving out index pages and passing uses; translations under
``translations/`` that state the same fact with the same phrase come after
the English pages (four of this set's facts, the buffer size of a
notification pipe, the free space of a ring buffer, submitting a padata job
and storing at an unused XArray index, are also stated in a translation).

Usage::

    python3 build_answers_kernel27.py > answer_kernel_heldout27.jsonl
    python3 validate_answers.py answer_kernel_heldout27.jsonl  # with a Python that has the appliance installed

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
    ("k27-sonypi-fnkeyinit",
     "the old Vaio C1VE we use as a field terminal runs a kernel without ACPI, and its Fn key combinations never produce events through sonypi; which sonypi option enables them?",
     "fnkeyinit",
     ["admin-guide/laptops/sonypi.rst.txt"], "setting"),
    ("k27-max6650-voltage-12v",
     "the BIOS of our fan controller board doesn't set up the MAX6651, and the fans on it are 12 V types; which max6650 module parameter tells the driver the fan voltage?",
     "voltage_12V",
     ["hwmon/max6650.rst.txt"], "setting"),
    ("k27-tc654-pwm1-mode",
     "on the TC654 fan controller of the enclosure board, the PWM output should follow the analog voltage on its Vin pin instead of the pwm1 value; which sysfs attribute do I set to 0 for that?",
     "pwm1_mode",
     ["hwmon/tc654.rst.txt"], "setting"),
    ("k27-damon-lru-sort-hot-threshold",
     "with DAMON_LRU_SORT running on the analysis server, I want only regions accessed really often to be treated as hot and kept off the reclaim path; which parameter sets that access frequency threshold?",
     "hot_thres_access_freq",
     ["admin-guide/mm/damon/lru_sort.rst.txt"], "setting"),
    ("k27-igb-max-vfs",
     "the dual-port Intel gigabit card in the VM host runs the igb driver, and each port should spawn a few SR-IOV virtual functions at load time; which igb module parameter does that?",
     "max_vfs",
     ["networking/device_drivers/ethernet/intel/igb.rst.txt"], "setting"),
    ("k27-ipw2200-auto-create",
     "the old Centrino laptop with an ipw2200 card starts its own Ad-Hoc network whenever it can't find ours; which ipw2200 module parameter turns off that automatic Ad-Hoc creation?",
     "auto_create",
     ["networking/device_drivers/wifi/intel/ipw2200.rst.txt"], "setting"),
    ("k27-tlb-single-page-flush-ceiling",
     "perf on the x86 analysis box shows invlpg near the top of the profile, so I think the kernel flushes too many single TLB pages; which debugfs tunable makes it switch to a global flush sooner?",
     "tlb_single_page_flush_ceiling",
     ["x86/tlb.rst.txt"], "setting"),
    ("k27-intel-idle-use-acpi",
     "on the test workstation intel_idle uses its built-in table of idle states and ignores what the firmware describes; which intel_idle module parameter makes it use the ACPI tables for all recognized processor models?",
     "use_acpi",
     ["admin-guide/pm/intel_idle.rst.txt"], "setting"),
    ("k27-lm93-disable-block",
     "the SMBus controller on our old server board seems to choke on block reads from the LM93 hardware monitor; which lm93 module parameter disables SMBus block data transactions?",
     "disable_block",
     ["hwmon/lm93.rst.txt"], "setting"),
    ("k27-ntrig-deactivate-slack",
     "lines drawn on the N-Trig touchscreen of the tablet PC break up now and then, as if the finger had been lifted; which parameter sets how many empty frames the driver ignores before ending the contact?",
     "deactivate_slack",
     ["input/devices/ntrig.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k27-appletouch-debug",
     "the touchpad of the old Aluminium PowerBook in the lab stops recognising finger movements; how do I load appletouch so it traces the invalid samples?",
     "modprobe appletouch debug=1",
     ["input/devices/appletouch.rst.txt"], "command"),
    ("k27-fscache-caches",
     "on the NFS client with cachefilesd I want to check which caches FS-Cache currently has and how many objects each holds; what do I read?",
     "cat /proc/fs/fscache/caches",
     ["filesystems/caching/fscache.rst.txt"], "command"),
    ("k27-watch-queue-set-size",
     "our key-monitoring tool opens a notification pipe with pipe2(fds, O_TMPFILE); which ioctl then sets the size of the pipe's notification buffer?",
     "IOC_WATCH_QUEUE_SET_SIZE",
     ["core-api/watch_queue.rst.txt", "translations/zh_CN/core-api/watch_queue.rst.txt"], "command"),
    ("k27-circ-space",
     "our driver keeps the ADC samples in a power-of-2 ring buffer with head and tail indices; which circ_buf.h macro tells me how much room is left for new items?",
     "CIRC_SPACE",
     ["core-api/circular-buffers.rst.txt", "translations/zh_CN/core-api/circular-buffers.rst.txt"], "command"),
    ("k27-read-seqbegin",
     "in our driver a reader copies the calibration block protected by a seqlock_t and must retry if the writer was busy meanwhile; which call starts such a read-side section?",
     "read_seqbegin",
     ["locking/seqlock.rst.txt"], "command"),
    ("k27-padata-do-parallel",
     "our kernel module spreads checksum jobs over several CPUs with padata and gets them back in order; which function submits one job?",
     "padata_do_parallel",
     ["core-api/padata.rst.txt", "translations/zh_CN/core-api/padata.rst.txt"], "command"),
    ("k27-debug-object-init",
     "I'm adding debugobjects support to the timer-like objects of our acquisition driver; which call do I put into the object's initialization function?",
     "debug_object_init",
     ["core-api/debug-objects.rst.txt"], "command"),
    ("k27-encode-rs8",
     "our flash driver protects each 512-byte block with Reed-Solomon parity using the kernel's rslib, on 8-bit data; which function computes the parity?",
     "encode_rs8",
     ["core-api/librs.rst.txt"], "command"),
    ("k27-qlge-devlink-coredump",
     "the old QLogic 10G card on the storage box runs qlge, and support asks for a firmware coredump in JSON; which devlink command shows it?",
     "devlink health dump show DEVICE reporter coredump -p -j",
     ["networking/device_drivers/qlogic/qlge.rst.txt"], "command"),
    ("k27-xa-alloc",
     "our driver keeps its open sessions in an XArray initialised with XA_FLAGS_ALLOC, and each new session should get a free ID; which call stores the entry at an unused index?",
     "xa_alloc",
     ["core-api/xarray.rst.txt", "translations/zh_CN/core-api/xarray.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k27-lm83-accuracy",
     "the LM83 on the old rack server reports the remote diode at 71 degrees while our probe says 68; how accurate are its temperatures supposed to be?",
     "accuracy is guaranteed to 3.0 degrees",
     ["hwmon/lm83.rst.txt"], "value"),
    ("k27-g760a-low-speed-alarm",
     "the g760a driver on the fan board sets bit 1 in the alarms file; below which fan speed does the chip raise that bit?",
     "fan speed is below 1920 RPM",
     ["hwmon/g760a.rst.txt"], "value"),
    ("k27-shtc1-address",
     "the SHTC3 humidity sensor on the climate logger has to be declared by hand; at which I2C address does the shtc1 driver expect it?",
     "All sensors are set to I2C address 0x70",
     ["hwmon/shtc1.rst.txt"], "value"),
    ("k27-e100-descriptor-range",
     "I want more receive descriptors on the old PRO/100 card in the logger PC than ethtool -G accepts; which range does the e100 driver allow?",
     "the valid range for this parameter is 64-256",
     ["networking/device_drivers/ethernet/intel/e100.rst.txt"], "value"),
    ("k27-adt7410-resolution",
     "we read the ADT7410 on the reference thermometer board in its 16-bit mode; what temperature step does one count correspond to?",
     "16 bits (0.0078°C)",
     ["hwmon/adt7410.rst.txt"], "value"),
    ("k27-max15301-delay",
     "the MAX15301 point-of-load controller needs a pause between I2C accesses; how long is that interval by default in the driver?",
     "The default interval is set to 100 us",
     ["hwmon/max15301.rst.txt"], "value"),
    ("k27-robust-futex-owner-died",
     "after one of our acquisition processes crashed holding a robust futex, the lock word reads 0x40000ABC; which bit does the kernel set to show that the owner died?",
     "bit 30 (0x40000000)",
     ["locking/robust-futex-ABI.rst.txt"], "value"),
    ("k27-ext4-magic",
     "I'm writing a little tool that recognises ext4 images from the data loggers by their superblock; which magic signature sits in s_magic?",
     "Magic signature, 0xEF53",
     ["filesystems/ext4/super.rst.txt"], "value"),
    ("k27-dccp-tx-qlen",
     "our DCCP test sender on the lab network drops packets when it sends in bursts; how big is the transmit buffer by default, the tx_qlen sysctl?",
     "tx_qlen = 5",
     ["networking/dccp.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k27-dm-log-core-resync",
     "our dm mirror uses the core dirty log type, and after every crash of the box it resynchronises the whole mirror; why?",
     "The log state will not survive a reboot or crash",
     ["admin-guide/device-mapper/dm-log.rst.txt"], "reason"),
    ("k27-f71805f-pwm-noise",
     "since I lowered the PWM frequency of the F71805F fan outputs to get better low-speed control, the fans make an annoying whine; why does the documentation suggest something just above the audible range?",
     "may generate annoying high-pitch noise",
     ["hwmon/f71805f.rst.txt"], "reason"),
    ("k27-piix4-true-smbus",
     "i2c tools can't talk to a plain I2C device we hung on the PIIX4 bus of the old board, though SMBus commands work; why?",
     "This is a true SMBus",
     ["i2c/busses/i2c-piix4.rst.txt"], "reason"),
    ("k27-hugetlb-cgroup-sigbus",
     "the simulation in a cgroup v1 with a HugeTLB limit is killed by SIGBUS instead of getting an allocation error when it touches more huge pages than allowed; why?",
     "the application will get SIGBUS signal",
     ["admin-guide/cgroup-v1/hugetlb.rst.txt"], "reason"),
    ("k27-igb-wol-port-a",
     "Wake on LAN works on the first port of our dual-port igb card but not on the second one; why?",
     "only supported on port A of multi-port devices",
     ["networking/device_drivers/ethernet/intel/igb.rst.txt"], "reason"),
    ("k27-sht15-no-otp-reload",
     "why would I set no_otp_reload in the sht15 platform data of our weather mast, even though the readings get a little less precise?",
     "allows saving 10ms for each measurement",
     ["hwmon/sht15.rst.txt"], "reason"),
    ("k27-ads7828-not-detected",
     "the ADS7828 ADC on the sensor board never shows up on its own, while other chips on the same bus are detected; why doesn't the driver find it?",
     "There is no reliable way to identify this chip",
     ["hwmon/ads7828.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k27-kunit-debugfs-results",
     "on the test board I run our KUnit tests without kunit_tool, built as modules, with CONFIG_KUNIT_DEBUGFS on; where can I read the results of one suite afterwards?",
     "/sys/kernel/debug/kunit/<test_suite>/results",
     ["dev-tools/kunit/run_manual.rst.txt"], "procedure"),
    ("k27-dm-ima-log",
     "we enabled dm-ima so that the table loads of our dm-crypt volumes are measured; where do I look for those measurements in text form?",
     "/sys/kernel/security/integrity/ima/ascii_runtime_measurements",
     ["admin-guide/device-mapper/dm-ima.rst.txt"], "procedure"),
    ("k27-bcm5974-mouse-ignore",
     "on the MacBook Pro in the lab the trackpad is grabbed by the generic HID driver as a plain mouse and keyboard, so bcm5974 never gets it; what has to be done?",
     "the usb product id must be listed in the mouse_ignore list of the hid driver",
     ["input/devices/bcm5974.rst.txt"], "procedure"),
    ("k27-ip-alias-delete",
     "on the old gateway I added a second address as the alias eth0:0 with ifconfig; how do I remove that alias again?",
     "ifconfig eth0:0 down",
     ["networking/alias.rst.txt"], "procedure"),
    ("k27-arm64-tagged-addr-enable",
     "our analysis program on the arm64 server keeps tags in the top byte of its pointers and passes them to syscalls; which prctl call enables the tagged address ABI for the thread?",
     "prctl(PR_SET_TAGGED_ADDR_CTRL, PR_TAGGED_ADDR_ENABLE, 0, 0, 0)",
     ["arm64/tagged-address-abi.rst.txt"], "procedure"),
    ("k27-fsgsbase-detect",
     "our user-space tracer wants to use the FSGSBASE instructions when the kernel allows it, without crashing with #UD elsewhere; what does it check in the ELF aux vector?",
     "HWCAP2_FSGSBASE",
     ["x86/x86_64/fsgs.rst.txt"], "procedure"),
    ("k27-hpsa-rescan",
     "I hot-plugged a tape drive on the HP Smart Array in the backup server, and hpsa didn't notice it; which sysfs attribute do I write to make the driver scan for new devices?",
     "/sys/class/scsi_host/host*/rescan",
     ["scsi/hpsa.rst.txt"], "procedure"),
    ("k27-lp5562-white-engine",
     "before loading a blinking pattern for the white channel of the LP5562 LED driver on the status panel, what do I write to select the W engine mode?",
     "echo \"W\" > /sys/bus/i2c/devices/xxxx/engine_mux",
     ["leds/leds-lp5562.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k27-acronym-ufs",
     "the eMMC replacement on the new embedded board is a UFS device driven through the SCSI layer; what does UFS stand for?",
     "Universal Flash Storage",
     ["scsi/ufs.rst.txt"], "definition"),
    ("k27-acronym-vas",
     "the POWER9 box offers the NX gzip accelerator to user space through VAS; what does VAS stand for?",
     "Virtual Accelerator Switchboard",
     ["powerpc/vas-api.rst.txt"], "definition"),
    ("k27-what-uacce",
     "the HiSilicon accelerator on the ARM server is exposed through uacce; what is Uacce short for?",
     "Unified/User-space-access-intended Accelerator Framework",
     ["misc-devices/uacce.rst.txt"], "definition"),
    ("k27-acronym-occ",
     "sensors on the POWER9 server come from the occ hwmon driver; what does OCC stand for?",
     "On-Chip Controller",
     ["hwmon/occ.rst.txt", "powerpc/imc.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

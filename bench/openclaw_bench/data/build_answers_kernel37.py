"""Thirty-seventh held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout37.jsonl`` (72 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched with
grep, sed and a small phrase-finding script), as an engineer at a lab bench
would type or say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own boards,
devices, hosts and products (a Corsair Commander Pro, an NZXT Kraken cooler
and liquidctl, a Beagle SMBus analyzer, a Mellanox SN2700 switch, Cascade
Lake, Kunpeng, Centriq, X-Gene and Yitian 710 servers, an IBM x3650, a
Jetson carrier board, an RK3399 board, an ASRock board, a Ryzen laptop, a
LME2510C satellite stick, a SAN with multipath), named in the situation
while the question asks what the documentation does answer. Its facts come
only from the folders ``admin-guide``, ``driver-api``, ``filesystems``,
``hwmon``, ``i2c``, ``input``, ``block``, ``arm64``, ``x86`` and ``power``
(the other author of this round took the rest) -- spread over the emc2103
anti-parallel diode channel, disabling a tmp421 sensor, the battery knob
of the ACPI power meter, the iSMT bus speed, the TSX control MSR, the SATA
12 V rail of the Commander Pro, forcing nct6683, the queue-length path
selector, the X-Gene agent mask, the mlxcpld SCL half cycle, the pNFS SCSI
export option and client config, the device-mapper uevent sequence number,
the LTC4245 12 V undervoltage alarm, the x86 DTB setup_data type;
mmc-utils, mounting NFSv4.1, sending dm uevents, listing X-Gene PMU
events, chained L3 counters on Centriq, the minimum signal stack size, the
platform firmware fallback, vidtv and dvb-fe-tool, dvb-usb debugging,
ACPICA's gen-patch.sh, HNS3 global mode, liquidctl, an L2 event on one
CPU, GPIO mux platform data; the lowest emc2103 speed, the MAX31790 RPM
mode, the CMA3000 free-fall event and sample rates, the mlxcpld
transaction length, the W83795 addresses, the pNFS SCSI file systems, the
PATH_FAILED action, ext4 inode 1, the Yitian DDR counters, the boot
protocol for an x86 DTB, the btrfs file size limit, the KS0108 memory;
coarse pwm-fan readings, read-only nct6683 limits, slowing the iSMT bus,
the gain of dm uevents, swsusp before S3, the ibmaem power cap, ext3
through ext4, data the x86 DTB ignores, AT_SYSINFO on 64-bit, the GPIO
userspace ABI, Kraken pump control; RPM control on the emc2103, ACPI power
meter trip points, ibmaem and ipmi-si, ext2 for suspend trials,
productising a GPIO prototype, identifying the AMD MP2, a queue-length
multipath table, the RS2000 firmware patch, the NFS server's SCSI option,
a raw X-Gene event, nct6683 limits from the BIOS, the Sentelic
Intellimouse sequence; and terms (dm-queue-length, TAA, MDS in pNFS, the
block capability file, CMA3000 motion detect mode, ELF auxiliary vectors).
No fact is taken from a translation alone, and no translation was found
to state one of these facts with the same phrase. The most famous facts
were avoided, and so was every answer and every question topic of the
earlier answer sets (``answer_kernel_tune``, ``answer_kernel_heldout`` to
``answer_kernel_heldout36``, ``answer_pg_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose
(answers, question words and the pages named in ``relevant`` were also
grepped against them, and each new answer against the text of every
page); 66 of the 72 facts come only from pages no earlier set had named,
the other 6 from such a page and a page named before (the hw-vuln TSX
Async Abort page, the pNFS block layout page, the firmware fallback page).
The thirty-sixth set's builder (``build_answers_kernel36.py``) was read as
the template for format and rules; the thirty-eighth set
(``build_answers_kernel38.py``), written at the same time by another
author, was not seen. Nothing of the answer code, of its search or answer
output, of the appliance's documentation or tests, or of the benchmark
results was opened while writing it; no git command was used for it; the
questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer`` is
the short phrase that carries the asked-for fact, copied as the page writes
it; ``relevant`` lists every page that states the fact with that phrase,
best first, leaving out index pages and passing uses; translations under
``translations/`` that state the same fact with the same phrase come after
the English pages (none does for this set).

Usage::

    python3 build_answers_kernel37.py > answer_kernel_heldout37.jsonl
    python3 validate_answers.py answer_kernel_heldout37.jsonl  # with a Python that has the appliance installed

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
    ("k37-emc2103-apd",
     "the EMC2103-2 on our fan board has only one diode on its third channel, so temp4 always reads 'fault'; which emc2103 module parameter hides that fourth channel?",
     "apd=0",
     ["hwmon/emc2103.rst.txt"], "setting"),
    ("k37-tmp421-enable",
     "one remote channel of the TMP422 on the detector board has no diode fitted and I'd like to switch that sensor off from sysfs rather than in the device tree; which attribute does that?",
     "temp[1-4]_enable",
     ["hwmon/tmp421.rst.txt"], "setting"),
    ("k37-acpi-power-meter-is-battery",
     "the ACPI power meter on the rack server shows up under hwmon and I need to know whether the supply it measures is a battery; which sysfs knob says so?",
     "power[1-*]_is_battery",
     ["hwmon/acpi_power_meter.rst.txt"], "setting"),
    ("k37-ismt-bus-speed",
     "our Beagle SMBus analyzer can't keep up with the iSMT controller on the Atom C2000 storage box during debugging; which i2c-ismt module parameter lowers the bus speed?",
     "bus_speed",
     ["i2c/busses/i2c-ismt.rst.txt"], "setting"),
    ("k37-taa-tsx-ctrl-msr",
     "after the microcode update the Cascade Lake nodes can switch TSX off in hardware against TSX Async Abort; which MSR is used for that?",
     "IA32_TSX_CTRL",
     ["x86/tsx_async_abort.rst.txt", "admin-guide/hw-vuln/tsx_async_abort.rst.txt"], "setting"),
    ("k37-corsair-sata-12v",
     "the Corsair Commander Pro in the lab workstation reads the SATA power rails; which sysfs attribute holds the 12 V rail?",
     "in0_input",
     ["hwmon/corsair-cpro.rst.txt"], "setting"),
    ("k37-nct6683-force",
     "the nct6683 driver won't bind on our ASRock board although lm-sensors finds an NCT6683D, because the board isn't an Intel one; what do I set to make it load anyway?",
     "'force' module parameter to 1",
     ["hwmon/nct6683.rst.txt"], "setting"),
    ("k37-dm-queue-length-selector",
     "our multipath table to the SAN should send I/O down the path with the fewest outstanding requests; what is the name of that path selector in the dm table?",
     "queue-length",
     ["admin-guide/device-mapper/dm-queue-length.rst.txt"], "setting"),
    ("k37-xgene-pmu-config1",
     "counting L3 events with perf on the X-Gene box, I only want requests coming from one agent; which perf_event_attr field carries the agent mask?",
     "config1",
     ["admin-guide/perf/xgene-pmu.rst.txt"], "setting"),
    ("k37-mlxcpld-half-cyc",
     "the I2C clock on the Mellanox SN2700 switch CPLD looks too fast on the scope; which register of the mlxcpld controller sets the SCL half clock cycle?",
     "HALF_CYC",
     ["i2c/busses/i2c-mlxcpld.rst.txt"], "setting"),
    ("k37-nfsd-pnfs-export",
     "our XFS export on the NFS server sits on a shared SAS LUN and the compute nodes should do block I/O to it directly with pNFS SCSI layouts; which export option enables that?",
     "pnfs",
     ["admin-guide/nfs/pnfs-scsi-server.rst.txt"], "setting"),
    ("k37-pnfs-client-config",
     "the compute nodes' custom kernel must act as pNFS SCSI layout clients of that export; which kernel config option do they need?",
     "CONFIG_PNFS_BLOCK",
     ["admin-guide/nfs/pnfs-scsi-server.rst.txt", "admin-guide/nfs/pnfs-block-server.rst.txt"], "setting"),
    ("k37-dm-uevent-seqnum",
     "our udev rule for multipath path-failure events should order them per device; which uevent variable carries the device-mapper sequence number?",
     "DM_SEQNUM",
     ["admin-guide/device-mapper/dm-uevent.rst.txt"], "setting"),
    ("k37-ltc4245-12v-undervoltage",
     "on the CompactPCI hot-swap controller LTC4245, which sysfs file raises an alarm when the 12 V input drops too low?",
     "in1_min_alarm",
     ["hwmon/ltc4245.rst.txt"], "setting"),
    ("k37-x86-setup-dtb",
     "our x86 embedded board hands a device tree to the kernel through setup_data; which setup_data type marks the DTB?",
     "SETUP_DTB",
     ["x86/booting-dt.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k37-mmc-utils",
     "I want to read the extcsd of the eMMC on the Jetson carrier board and enable its cache feature from user space; which tool does the kernel documentation point to?",
     "mmc-utils",
     ["driver-api/mmc/mmc-tools.rst.txt"], "command"),
    ("k37-pnfs-client-mount",
     "the compute node mounts the pNFS SCSI export; which mount option selects the protocol version it needs?",
     "mount -o vers=4.1",
     ["admin-guide/nfs/pnfs-scsi-server.rst.txt", "admin-guide/nfs/pnfs-block-server.rst.txt"], "command"),
    ("k37-dm-send-uevents",
     "in our out-of-tree dm target I've created path events with dm_path_uevent(); which function actually sends them?",
     "dm_send_uevents",
     ["admin-guide/device-mapper/dm-uevent.rst.txt"], "command"),
    ("k37-xgene-perf-list",
     "on the APM X-Gene server, how do I list just the L3 cache, I/O bridge and memory controller PMU events that perf knows about?",
     "perf list | grep -e l3c -e iob -e mcb -e mc",
     ["admin-guide/perf/xgene-pmu.rst.txt"], "command"),
    ("k37-qcom-l3-long-counter",
     "on the Centriq server the 32-bit L3 counters wrap during our 10-minute benchmark; what perf command counts read misses of slice 0_0 with a chained 64-bit counter?",
     "perf stat -e l3cache_0_0/read-miss,lc/",
     ["admin-guide/perf/qcom_l3_pmu.rst.txt"], "command"),
    ("k37-at-minsigstksz",
     "our signal handler on the AVX-512 machines overflows its sigaltstack; which call asks the kernel for the minimum signal stack size?",
     "getauxval(AT_MINSIGSTKSZ)",
     ["x86/elf_auxvec.rst.txt"], "command"),
    ("k37-firmware-request-platform",
     "the touchscreen firmware on our tablet is embedded in the UEFI platform firmware, and the driver should fall back to it when /lib/firmware has nothing; which request call enables the platform firmware fallback?",
     "firmware_request_platform()",
     ["driver-api/firmware/lookup-order.rst.txt", "driver-api/firmware/fallback-mechanisms.rst.txt"], "command"),
    ("k37-vidtv-load",
     "to test our DVB streaming app without a tuner card, I want the virtual digital TV driver; how do I load it when built as a module?",
     "modprobe vidtv",
     ["driver-api/media/drivers/vidtv.rst.txt"], "command"),
    ("k37-dvb-fe-tool",
     "after loading vidtv, which tool do I run first to check that the demodulator loaded?",
     "dvb-fe-tool",
     ["driver-api/media/drivers/vidtv.rst.txt"], "command"),
    ("k37-dvb-usb-debug",
     "the old DVB-T USB stick in the field station misbehaves and I want the dvb-usb core to print debug output; how do I load it with debugging?",
     "modprobe dvb-usb debug=<level>",
     ["driver-api/media/drivers/dvb-usb.rst.txt"], "command"),
    ("k37-acpica-gen-patch",
     "I need one upstream ACPICA fix as a Linux patch for our vendor kernel; which script in the ACPICA tree cherry-picks a commit into Linux form?",
     "generate/linux/gen-patch.sh -u [commit ID]",
     ["driver-api/acpi/linuxized-acpica.rst.txt"], "command"),
    ("k37-hns3-global-mode",
     "on the Kunpeng server I want the HNS3 PMU to count event 0x1020F over all HNS3 PCIe functions of the IO die, printed every second; what perf command does that?",
     "perf stat -a -e hns3_pmu_sicl_0/config=0x1020F,global=1/ -I 1000",
     ["admin-guide/perf/hns3-pmu.rst.txt"], "command"),
    ("k37-kraken-liquidctl",
     "the hwmon driver for our NZXT Kraken X62 cooler only shows speeds and coolant temperature; which user-space tool does the documentation point to for pump and fan control?",
     "liquidctl",
     ["hwmon/nzxt-kraken2.rst.txt"], "command"),
    ("k37-qcom-l2-cpu2",
     "on the Qualcomm Centriq box, what perf command counts L2 event config 0xfe on CPU 2 only for one second?",
     "perf stat -e l2cache_0/config=0xfe/ -C 2 sleep 1",
     ["admin-guide/perf/qcom_l2_pmu.rst.txt"], "command"),
    ("k37-i2c-mux-gpio-platform-data",
     "our board file has to describe a GPIO-controlled I2C mux with 4 bus segments for i2c-mux-gpio; which platform data structure do I fill in?",
     "struct i2c_mux_gpio_platform_data",
     ["i2c/muxes/i2c-mux-gpio.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k37-emc2103-min-rpm",
     "our slow 300 RPM fan on the EMC2103 reads as stalled; with a divider of 1, what is the lowest speed the chip can represent?",
     "480 RPM",
     ["hwmon/emc2103.rst.txt"], "value"),
    ("k37-max31790-rpm-mode",
     "to let the MAX31790 regulate the chiller fans to a target speed itself, which pwm[1-6]_enable value selects that mode?",
     "2=rpm mode",
     ["hwmon/max31790.rst.txt"], "value"),
    ("k37-cma3000-free-fall",
     "our drop-test rig uses the CMA3000 accelerometer; what does its driver report through the input subsystem when free fall is detected?",
     "ABS_MISC event with value 1",
     ["input/devices/cma3000_d0x.rst.txt"], "value"),
    ("k37-cma3000-sample-rates",
     "which sample frequencies does the CMA3000 accelerometer support in measurement mode?",
     "400, 100, 40 Hz",
     ["input/devices/cma3000_d0x.rst.txt"], "value"),
    ("k37-mlxcpld-transaction-length",
     "which longer I2C transaction length can the Mellanox CPLD controller support, according to its capability register?",
     "72B is supported",
     ["i2c/busses/i2c-mlxcpld.rst.txt"], "value"),
    ("k37-w83795-addresses",
     "sensors-detect on the old Supermicro board should find the W83795G; at which I2C addresses does the driver scan?",
     "I2C 0x2c - 0x2f",
     ["hwmon/w83795.rst.txt"], "value"),
    ("k37-pnfs-scsi-filesystems",
     "which exported file systems support pNFS SCSI layouts in the Linux NFS server?",
     "currently just XFS",
     ["admin-guide/nfs/pnfs-scsi-server.rst.txt", "admin-guide/nfs/pnfs-block-server.rst.txt"], "value"),
    ("k37-dm-action-path-failed",
     "our multipath monitoring daemon listens for device-mapper uevents; what DM_ACTION value does it get when a path fails?",
     "PATH_FAILED",
     ["admin-guide/device-mapper/dm-uevent.rst.txt"], "value"),
    ("k37-ext4-inode-1",
     "poking through a damaged ext4 image with debugfs, what is inode 1 reserved for?",
     "List of defective blocks",
     ["filesystems/ext4/special_inodes.rst.txt"], "value"),
    ("k37-alibaba-drw-counters",
     "profiling DDR bandwidth on the Yitian 710 server, how many PMU counters does each DDR sub-channel have?",
     "36 PMU counters",
     ["admin-guide/perf/alibaba_pmu.rst.txt"], "value"),
    ("k37-x86-dt-boot-protocol",
     "our bootloader passes a device tree to an x86 kernel via setup_data; which boot protocol version does that require at least?",
     "boot protocol 2.09",
     ["x86/booting-dt.rst.txt"], "value"),
    ("k37-btrfs-max-file-size",
     "how large can a single file on btrfs get?",
     "2^64 max file size",
     ["filesystems/btrfs.rst.txt"], "value"),
    ("k37-ks0108-memory",
     "for the KS0108 LCD on our parallel-port test panel, how much display memory does the controller have?",
     "8 * 64 * 1 = 512 bytes",
     ["admin-guide/auxdisplay/ks0108.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k37-pwm-fan-rpm-coarse",
     "the fan1_input reading of the pwm-fan on our RK3399 board jumps around in coarse steps; how does the driver get that speed?",
     "extrapolated from the sampled interrupts from the tachometer signal within 1 second",
     ["hwmon/pwm-fan.rst.txt"], "reason"),
    ("k37-nct6683-limits-readonly",
     "writing a new fan limit on the Intel board with the NCT6683D fails; why can't the driver write limits there?",
     "considered too risky with this firmware",
     ["hwmon/nct6683.rst.txt"], "reason"),
    ("k37-ismt-why-bus-speed",
     "the BIOS already sets the iSMT bus speed; why would anyone change it with the module parameter?",
     "some SMBus analyzers are too slow for monitoring the bus during debug",
     ["i2c/busses/i2c-ismt.rst.txt"], "reason"),
    ("k37-dm-uevent-advantage",
     "our multipath monitor polls dmsetup status after every ioctl event; what do device-mapper uevents gain over that?",
     "avoiding the need to query the state of the device-mapper device after the event is received",
     ["admin-guide/device-mapper/dm-uevent.rst.txt"], "reason"),
    ("k37-swsusp-before-s3",
     "the old lab laptop neither suspends to RAM nor hibernates reliably; why try swsusp first?",
     "due to video issues, swsusp should be easier to get working than S3",
     ["power/tricks.rst.txt"], "reason"),
    ("k37-ibmaem-power-cap",
     "on the IBM x3650 the ibmaem power_cap file is read-only and our capping script can't write it; why?",
     "Setting the power cap from the host is not currently supported",
     ["hwmon/ibmaem.rst.txt"], "reason"),
    ("k37-ext3-driver",
     "our kernel config has no separate ext3 driver any more, yet the old ext3 data disks mount fine; why?",
     "use ext4 driver for accessing ext3 filesystems",
     ["filesystems/ext3.rst.txt"], "reason"),
    ("k37-x86-dt-no-memory-size",
     "the device tree we pass to the x86 board lists memory and the command line, but the kernel ignores them; why?",
     "does not parse / consider data which is already covered by the boot page",
     ["x86/booting-dt.rst.txt"], "reason"),
    ("k37-at-sysinfo-64bit",
     "our 64-bit loader looks for AT_SYSINFO in the auxiliary vector and never finds it; why?",
     "It is not exported on 64-bit mode",
     ["x86/elf_auxvec.rst.txt"], "reason"),
    ("k37-gpio-userspace-products",
     "the product team wants to ship the door controller toggling GPIOs from a Python script in user space; what is the GPIO userspace ABI intended for?",
     "intended for one-off deployments",
     ["driver-api/gpio/using-gpio.rst.txt"], "reason"),
    ("k37-nzxt-no-fan-control",
     "with the nzxt-kraken2 driver loaded I see no pwm file for the pump of the Kraken X52; why not?",
     "Fan and pump control, while supported by the firmware, are not currently exposed",
     ["hwmon/nzxt-kraken2.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k37-emc2103-rpm-control",
     "I want the EMC2103 to hold our cabinet fan at 2400 RPM by itself; what do I do in sysfs?",
     "pwm1_enable should be set to 3",
     ["hwmon/emc2103.rst.txt"], "procedure"),
    ("k37-acpi-power-meter-trip-points",
     "the ACPI power meter of the blade never sends an event when average power crosses our thresholds; what has to be set before the trip points work?",
     "Both `power[1-*]_average_{min,max}` must be set",
     ["hwmon/acpi_power_meter.rst.txt"], "procedure"),
    ("k37-ibmaem-needs-ipmi",
     "ibmaem loads on the System x3550 but shows no sensors; which driver has to be loaded for it to do anything?",
     "ipmi-si",
     ["hwmon/ibmaem.rst.txt"], "procedure"),
    ("k37-swsusp-filesystem-trick",
     "trying to get suspend working on an old lab PC, which file system does the tricks page suggest using?",
     "use ext2",
     ["power/tricks.rst.txt"], "procedure"),
    ("k37-gpio-prototype-productify",
     "our prototype drives the relays through the GPIO character device from user space, and now it should become a product; what does the GPIO guide tell us to do?",
     "rewrite it using proper kernel drivers",
     ["driver-api/gpio/using-gpio.rst.txt"], "procedure"),
    ("k37-amd-mp2-identify",
     "how do I tell whether the Ryzen laptop's I2C touchpad controller needs the i2c-amd-mp2 driver?",
     "MP2 I2C controller: Advanced Micro Devices, Inc. [AMD] Device 15e6",
     ["i2c/busses/i2c-amd-mp2.rst.txt"], "procedure"),
    ("k37-dm-queue-length-table",
     "how do I create a test multipath device over sda and sdb with the queue-length selector and repeat_count 128?",
     "0 10 multipath 0 0 1 1 queue-length 0 2 1 8:0 128 8:16 128",
     ["admin-guide/device-mapper/dm-queue-length.rst.txt"], "procedure"),
    ("k37-lmedm04-rs2000-firmware",
     "the LME2510C RS2000 satellite stick in the field station needs its firmware patched before use; what dd command does the guide give?",
     "dd conv=notrunc bs=1 count=2 seek=266 of=dvb-usb-lme2510c-rs2000.fw",
     ["admin-guide/media/lmedm04.rst.txt"], "procedure"),
    ("k37-pnfs-server-build",
     "which option must the NFS server kernel be built with for pNFS SCSI volume support?",
     "CONFIG_NFSD_SCSI",
     ["admin-guide/nfs/pnfs-scsi-server.rst.txt"], "procedure"),
    ("k37-xgene-event-equivalent",
     "the perf events directory of the X-Gene PMU lists l3c0/bank-fifo-full/; how do I write the same event as a raw config?",
     "l3c0/config=0x0b/",
     ["admin-guide/perf/xgene-pmu.rst.txt"], "procedure"),
    ("k37-nct6683-writes-bios",
     "on the Intel board with the NCT6683D, where do I have to set the sensor limits?",
     "All limits must all be written from the BIOS",
     ["hwmon/nct6683.rst.txt"], "procedure"),
    ("k37-sentelic-intellimouse",
     "to put the Sentelic finger sensing pad into the 4th/5th-button scrolling wheel mode, which sample rates are set before Get device ID?",
     "Set sample rate to 80",
     ["input/devices/sentelic.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k37-what-dm-queue-length",
     "what is dm-queue-length?",
     "selects a path with the least number of in-flight I/Os",
     ["admin-guide/device-mapper/dm-queue-length.rst.txt"], "definition"),
    ("k37-what-taa",
     "the vulnerabilities file on the Xeon box lists TSX Async Abort; what is TAA?",
     "side channel attack on internal buffers",
     ["x86/tsx_async_abort.rst.txt"], "definition"),
    ("k37-what-mds-pnfs",
     "the pNFS SCSI guide calls the NFS server the MDS; what does MDS stand for there?",
     "Metadata Server",
     ["admin-guide/nfs/pnfs-scsi-server.rst.txt", "admin-guide/nfs/pnfs-block-server.rst.txt"], "definition"),
    ("k37-what-block-capability",
     "our disk inventory script reads /sys/block/sda/capability; what is that value?",
     "a bitfield, printed in hexadecimal",
     ["block/capability.rst.txt"], "definition"),
    ("k37-what-cma3000-motion-detect",
     "what is the motion detect mode of the CMA3000 accelerometer?",
     "low power mode where interrupts are generated only when motion exceeds the defined thresholds",
     ["input/devices/cma3000_d0x.rst.txt"], "definition"),
    ("k37-what-elf-auxv",
     "what are ELF auxiliary vectors for, on x86?",
     "efficiently provide configuration-specific parameters to userspace",
     ["x86/elf_auxvec.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

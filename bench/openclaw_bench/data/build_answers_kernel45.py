"""Forty-fifth held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout45.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched with
grep, sed and a small phrase-finding script), as an engineer at a lab bench
would type or say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own boards,
devices, hosts and products (ZL2004 regulators on an FPGA carrier, a VRM
with an ISL68137, an acquisition FPGA loading a partial bitstream, a rack
enclosure with an ADT7462, a 12 V rail with an LTC2945, a test chassis
backplane with an ADM1293, a Xeon Gold server's BMC, a damaged ext4 disk
image, an amplifier board with an LTC2990, an NFS export mapping cache, an
old industrial PC with a PATA controller, a sensor hat with an ADC128D818, a
UCD90320 board layout, an old acquisition card with a MAX199 or MAX197, a
break-room game PC with a SoundFusion joystick port, a telecom backplane
with an ADM1075, an old SiS 645 lab PC, a power shelf with an LTC2980),
named in the situation while the question asks what the documentation does
answer. Its facts come only from the folders ``admin-guide``,
``driver-api``, ``filesystems``, ``hwmon``, ``i2c``, ``input``, ``block``,
``arm64``, ``x86`` and ``power`` (the other author of this round took the
rest), avoid facts that other folders also state (each answer phrase was
checked against the text of every page), and come only from pages that no
earlier set had cited (the in-kernel FPGA programming API, the sunrpc cache,
the netfs helper library, the libata driver API, the suspend code flows, the
power management strategies, the ext4 block group, EA inode pages, the
cs461x joystick page, i2c-sis96x, and the hwmon pages of zl6100, isl68137,
adt7462, ltc2945, adm1275, peci-dimmtemp, ltc2990, adc128d818, pc87427,
ucd9000, max197 and ltc2978, and the regulator API design notes), except
that the same statement on a sibling page (max15301, max16065, adt7470,
ltc4260, ltc4261, the ext4 superblock page) is listed as relevant too. The
facts are spread over the zl6100 delay parameter, avs(0|1)_enable,
FPGA_MGR_PARTIAL_RECONFIG, firmware_name, pwm#_auto_point1_pwm, the isl68137
configuration for high-voltage single-rail regulators, the EA inode's
checksum field, the DIMM shutdown temperature, s_log_groups_per_flex, the
LTC2990's temp3_input; fpga_region_program_fpga(), fpga_image_info_alloc(),
binding an LTC2945 through new_device, cache_register(),
sunrpc_cache_lookup_rcu, sunrpc_cache_update, netfs_subreq_terminated(),
ata_sff_exec_command, ata_sff_data_xfer32, ata_port_disable; the VMON scale
of the ZL2004, the addresses the ADC128D818 driver does not scan, the chips
that report the lowest input power, the inputs the PC87427 driver supports,
the ext4 resize factor, the ADC channels of the UCD90320, the MAX199 ranges,
the ADT7462 fan counters, the buses cs461x supports; why i2cdump is
dangerous on ZL6100 chips, why ADM1075 readings are raw, why group 0 has
1024 bytes of padding, why tasks are frozen for suspend-to-idle, why
non-boot CPUs go offline, why DIMM temperatures appear late, why the
regulator API makes no guessed changes; LTC2990 current with another shunt,
LTC2945 behind a voltage divider, a SiS 96x SMBus hidden from lspci, the
PC87427 temperature factor, checking a sunrpc cache item, the ADT7462 above
temp#_max, cs461x detection messages, MAX197 platform data; and terms (EA
inode, LTC2980, flex_bg, runtime idle). No fact is taken from a translation.
The most famous facts were avoided, and so was every answer and every
question topic of the earlier answer sets (``answer_kernel_tune``,
``answer_kernel_heldout`` to ``answer_kernel_heldout44``, ``answer_pg_*``,
``answer_questions*``, ``answer_unanswerable_*``), which were read only for
that purpose (answers and question words were grepped against them, and each
new answer against the text of every page); candidates whose phrase many
hwmon pages share (voltages between 0 and 2.55 volts, a 1 mOhm sense
resistor, no register that can safely identify the chip,
curr1_reset_history, power1_input_lowest, temp[N]_crit, the ADT7462's
reading intervals and PWM range, LM80 alarms and fan dividers, the LM63's 83
RPM, temp3_input as an answer) were dropped, and so was a question on the
bridges during FPGA programming that an earlier set's FPGA region question
came close to. The forty-first and forty-third sets' builders
(``build_answers_kernel41.py``, ``build_answers_kernel43.py``) were read as
templates for format and rules; the forty-sixth set, written at the same
time by another author, was not seen. Nothing of the answer code, of its
search or answer output, of the appliance's documentation or tests, or of
the benchmark results was opened while writing it; no git command was used
for it; the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer`` is
the short phrase that carries the asked-for fact, copied as the page writes
it; ``relevant`` lists every page that states the fact with that phrase,
best first, leaving out index pages and passing uses.

Usage::

    python3 build_answers_kernel45.py > answer_kernel_heldout45.jsonl
    python3 validate_answers.py answer_kernel_heldout45.jsonl  # with a Python that has the appliance installed

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
    ("k45-zl6100-access-interval",
     "the ZL2004 point-of-load regulators on our FPGA carrier sometimes NAK when the monitoring reads come too fast after each other; which module parameter of the zl6100 driver sets the minimum interval between I2C accesses?",
     "a writeable module parameter, 'delay'",
     ["hwmon/zl6100.rst.txt", "hwmon/max15301.rst.txt"], "setting"),
    ("k45-isl68137-avs-enable",
     "the ISL68137 on the test server's VRM should follow the AVSBus requests of the CPU, and the docs say that mode must be switched at runtime; which sysfs attribute controls it for each rail?",
     "avs(0|1)_enable",
     ["hwmon/isl68137.rst.txt"], "setting"),
    ("k45-fpga-partial-flag",
     "our driver loads only a partial bitstream into one region of the acquisition FPGA while the rest keeps running; which flag do I set in fpga_image_info before programming?",
     "FPGA_MGR_PARTIAL_RECONFIG",
     ["driver-api/fpga/fpga-programming.rst.txt"], "setting"),
    ("k45-fpga-image-from-firmware",
     "the bitstream for the digitizer FPGA sits in /lib/firmware rather than in a buffer; which field of struct fpga_image_info do I fill in so the region programs it from that file?",
     "firmware_name",
     ["driver-api/fpga/fpga-programming.rst.txt"], "setting"),
    ("k45-adt7462-low-point",
     "the ADT7462 in the rack enclosure should run its fans slowly at the lower end of the temperature range; which attribute sets the PWM speed at the lower temperature bound?",
     "pwm#_auto_point1_pwm",
     ["hwmon/adt7462.rst.txt", "hwmon/adt7470.rst.txt"], "setting"),
    ("k45-isl68137-hv-config",
     "the new accelerator card uses a second-generation Renesas multiphase regulator for its high-voltage single rail; which of the isl68137 driver's configurations covers it?",
     "'hv' for high voltage single-rail devices",
     ["hwmon/isl68137.rst.txt"], "setting"),
    ("k45-ea-inode-checksum",
     "I'm checking an ext4 EA inode by hand in debugfs; which of its inode fields holds the checksum of the xattr value?",
     "i_atime field is used to store a checksum",
     ["filesystems/ext4/eainode.rst.txt"], "setting"),
    ("k45-peci-dimm-shutdown-temp",
     "the BMC on our Xeon Gold server reads DIMM temperatures over PECI with peci-dimmtemp; which attribute gives the temperature at which the DIMM shuts down?",
     "Provides shutdown temperature of the DIMM",
     ["hwmon/peci-dimmtemp.rst.txt"], "setting"),
    ("k45-ext4-flexbg-size",
     "I'm decoding the superblock of a damaged ext4 disk image by hand; which superblock field tells how many block groups make up one flex_bg, as a power of two?",
     "s_log_groups_per_flex",
     ["filesystems/ext4/blockgroup.rst.txt", "filesystems/ext4/super.rst.txt"], "setting"),
    ("k45-ltc2990-second-diode",
     "the LTC2990 on the amplifier board has two external temperature diodes; what does its temp3_input report?",
     "External temperature sensor TR2",
     ["hwmon/ltc2990.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k45-fpga-region-program",
     "in kernel code, which function actually triggers programming of an FPGA through a region?",
     "fpga_region_program_fpga()",
     ["driver-api/fpga/fpga-programming.rst.txt"], "command"),
    ("k45-fpga-image-info-alloc",
     "my FPGA region driver has to describe the image to load first; which call allocates the struct fpga_image_info?",
     "fpga_image_info_alloc()",
     ["driver-api/fpga/fpga-programming.rst.txt"], "command"),
    ("k45-ltc2945-instantiate",
     "there's an LTC2945 at address 0x10 on I2C bus 1 of the power-monitoring board and the driver never finds it on its own; what do I echo to bind it?",
     "echo ltc2945 0x10 > /sys/bus/i2c/devices/i2c-1/new_device",
     ["hwmon/ltc2945.rst.txt"], "command"),
    ("k45-rpc-cache-register",
     "I'm adding a new sunrpc cache for our NFS export mapping; which call registers it so it gets cleaned of old data regularly?",
     "cache_register()",
     ["filesystems/nfs/rpc-cache.rst.txt"], "command"),
    ("k45-rpc-cache-lookup",
     "in that sunrpc cache, which function do I call with a sample item holding the key fields to find an entry?",
     "sunrpc_cache_lookup_rcu",
     ["filesystems/nfs/rpc-cache.rst.txt"], "command"),
    ("k45-rpc-cache-update",
     "and once the user-space helper has answered, which function sets the content of the item I looked up?",
     "sunrpc_cache_update",
     ["filesystems/nfs/rpc-cache.rst.txt"], "command"),
    ("k45-netfs-subreq-terminated",
     "our network filesystem's issue_read() op returns nothing; which function must it call to report whether the read worked and how much data came back?",
     "netfs_subreq_terminated()",
     ["filesystems/netfs_library.rst.txt"], "command"),
    ("k45-libata-exec-command",
     "the PATA controller on our old industrial PC is taskfile based; which helper do most such drivers use for the sff_exec_command hook?",
     "ata_sff_exec_command",
     ["driver-api/libata.rst.txt"], "command"),
    ("k45-libata-pio-xfer32",
     "for the PIO data transfer hook of a bmdma-style libata driver, which helper does 32-bit transfers?",
     "ata_sff_data_xfer32",
     ["driver-api/libata.rst.txt"], "command"),
    ("k45-libata-port-disable",
     "which ready-made libata function can a driver use for its port_disable hook?",
     "ata_port_disable",
     ["driver-api/libata.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k45-zl6100-vmon-scale",
     "the in2_input reading of the ZL2004 on the carrier board looks far too high for the VMON pin; how does the reported voltage relate to the pin voltage?",
     "16x the voltage on the pin",
     ["hwmon/zl6100.rst.txt"], "value"),
    ("k45-adc128d818-unscanned",
     "the ADC128D818 on our sensor hat is strapped to an address the driver doesn't scan; which addresses can the chip use that are never probed?",
     "0x35 to 0x37",
     ["hwmon/adc128d818.rst.txt"], "value"),
    ("k45-adm1293-lowest-power",
     "the backplane of our test chassis has an ADM1275-family hot-swap controller, and I want the lowest input power it has seen since boot; which chips of the adm1275 driver report power1_input_lowest?",
     "ADM1293 and ADM1294 only",
     ["hwmon/adm1275.rst.txt"], "value"),
    ("k45-pc87427-supported-inputs",
     "the PC87427 Super I/O of the old storage server can monitor voltages, fans and temperatures; which of them does the driver actually support?",
     "Only the fans and temperatures are supported",
     ["hwmon/pc87427.rst.txt"], "value"),
    ("k45-ext4-resize-factor",
     "by default, how far may an ext4 filesystem grow later thanks to the reserved GDT blocks mkfs leaves?",
     "1024x over the original filesystem size",
     ["filesystems/ext4/blockgroup.rst.txt"], "value"),
    ("k45-ucd90320-adc-channels",
     "we're laying out a board around a UCD90320 sequencer; how many ADC channels does it have for monitoring the rails?",
     "24 integrated ADC channels",
     ["hwmon/ucd9000.rst.txt"], "value"),
    ("k45-max199-ranges",
     "the old data acquisition card uses a MAX199 instead of a MAX197; which input ranges does the MAX199 offer?",
     "{0,-2V} to 2V, and {0,-4V} to 4V",
     ["hwmon/max197.rst.txt"], "value"),
    ("k45-adt7462-fan-counters",
     "how many fans can one ADT7462 measure the speed of in the rack enclosure?",
     "8 counters for measuring fan speed",
     ["hwmon/adt7462.rst.txt"], "value"),
    ("k45-cs461x-bus-support",
     "the retro game station in the break room has a Crystal SoundFusion joystick port on an ISA card; which buses does the cs461x driver support?",
     "PCI devices only",
     ["input/devices/cs461x.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k45-zl6100-no-i2cdump",
     "why must I not run i2cdump against the ZL6100 regulators on the carrier board?",
     "as request to execute the command in question",
     ["hwmon/zl6100.rst.txt", "hwmon/max16065.rst.txt"], "reason"),
    ("k45-adm1075-raw-values",
     "the ADM1075 on the telecom backplane reports voltages and currents that don't match the multimeter at all while the ADM1275 board is fine; why?",
     "does not support internal voltage or current scaling",
     ["hwmon/adm1275.rst.txt"], "reason"),
    ("k45-ext4-group0-padding",
     "why are the first 1024 bytes of block group 0 of an ext4 filesystem left unused?",
     "to allow for the installation of x86 boot sectors and other oddities",
     ["filesystems/ext4/blockgroup.rst.txt"], "reason"),
    ("k45-suspend-freeze-tasks",
     "why does the kernel freeze user space tasks before it suspends the devices on the way into suspend-to-idle?",
     "to avoid unchecked hardware accesses from user space",
     ["admin-guide/pm/suspend-flows.rst.txt"], "reason"),
    ("k45-suspend-one-cpu",
     "on the way into a platform suspend state the kernel takes all CPUs but the boot CPU offline; why?",
     "must run in a one-CPU configuration",
     ["admin-guide/pm/suspend-flows.rst.txt"], "reason"),
    ("k45-peci-dimm-late",
     "right after powering on the Xeon server the peci-dimmtemp attributes are missing and show up only a while later; why?",
     "BIOS completes memory training and testing",
     ["hwmon/peci-dimmtemp.rst.txt"], "reason"),
    ("k45-regulator-no-guessing",
     "why doesn't the regulator API simply set our board's supply rails to the voltages it thinks the consumers need?",
     "no changes to the hardware state unless it has specific knowledge that these changes are safe",
     ["power/regulator/design.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k45-ltc2990-current-scale",
     "the LTC2990 board uses a 10 mOhm shunt, but curr1_input assumes 1 mOhm; how do I get the real current?",
     "Divide the reported value by the actual sense resistor value in mOhm",
     ["hwmon/ltc2990.rst.txt"], "procedure"),
    ("k45-ltc2945-voltage-divider",
     "the LTC2945 measures our 48 V rail through a resistor divider; how do I get the real voltage from the reported value?",
     "multiplying the reported value with (R1+R2)/R2",
     ["hwmon/ltc2945.rst.txt", "hwmon/ltc4260.rst.txt", "hwmon/ltc4261.rst.txt"], "procedure"),
    ("k45-sis96x-no-smbus",
     "the SiS 645 mainboard of the old lab PC shows no SMBus device in lspci, so i2c-sis96x has nothing to bind to; where should I look?",
     "quirk_sis_96x_smbus",
     ["i2c/busses/i2c-sis96x.rst.txt"], "procedure"),
    ("k45-pc87427-temp-adjust",
     "the PC87427 temperatures on the old storage server look exactly twice too high; what adjustment does the driver documentation expect?",
     "user-space adjustment (typically by a factor 2)",
     ["hwmon/pc87427.rst.txt"], "procedure"),
    ("k45-rpc-cache-check",
     "after sunrpc_cache_lookup_rcu hands me an item of our export cache, what do I pass it to so its data is checked and an upcall started if needed?",
     "cache_check",
     ["filesystems/nfs/rpc-cache.rst.txt"], "procedure"),
    ("k45-adt7462-above-max",
     "what does the ADT7462 do with a fan when the temperature sensor tied to its PWM control goes above temp#_max?",
     "Fan speed will be set to maximum",
     ["hwmon/adt7462.rst.txt", "hwmon/adt7470.rst.txt"], "procedure"),
    ("k45-cs461x-detect-errors",
     "the cs461x joystick driver loads on the break-room PC but the joystick isn't found; where do I look for the card detection messages?",
     "inspect cs461x: prefixed messages",
     ["input/devices/cs461x.rst.txt"], "procedure"),
    ("k45-max197-platform-data",
     "our board file has to hook up a MAX197 on the acquisition card's 8+4 bus; what must its platform data be filled with?",
     "a pointer to a conversion function",
     ["hwmon/max197.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k45-what-ea-inode",
     "debugfs shows an ext4 inode that is in no directory at all; the docs call it an EA inode; what is it linked from?",
     "linked only from the extended attribute name index",
     ["filesystems/ext4/eainode.rst.txt"], "definition"),
    ("k45-what-ltc2980",
     "the spec of the new power shelf lists an LTC2980; what is that chip, and why does it show up as two devices?",
     "16-channel Power System Manager, consisting of two LTC2977",
     ["hwmon/ltc2978.rst.txt"], "definition"),
    ("k45-what-flex-bg",
     "what is a flexible block group (flex_bg) in ext4?",
     "several block groups are tied together as one logical block group",
     ["filesystems/ext4/blockgroup.rst.txt"], "definition"),
    ("k45-what-runtime-idle",
     "the power management strategy page says the system as a whole is regarded as runtime idle; when is that?",
     "If all of them are inactive",
     ["admin-guide/pm/strategies.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

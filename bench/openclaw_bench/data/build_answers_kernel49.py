"""Forty-ninth held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout49.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched with
grep, sed and a small phrase-checking script), as an engineer at a lab bench
would type or say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own boards,
devices and hosts (an EMC2305 fan board in the cold-storage rack, an INA238
on the bench supply, a TMP464 and TMP468 on the FPGA carrier, an LTC2992 on
the 48 V rail, a Gateworks board with its GSC, an NCT7904D server board, an
LM95245 next to a processor, a MAX31730 and a MAX20730 on a CPU board, a
Vicor PLI1209BC, a UCD9248 controller, an old SiS630 and nForce2 machine, an
LP8556 backlight, a SAA7134 capture card, a ZR364XX webcam, a CCN
interconnect, an FPGA with partial reconfiguration, a CIFS share), named in
the situation while the question asks what the documentation does answer.
Its facts come only from the folders ``admin-guide``, ``driver-api``,
``filesystems``, ``hwmon``, ``i2c``, ``input``, ``block``, ``arm64``, ``x86``
and ``power`` (the other author of this round took the rest), and each
answer phrase was checked against the text of every page so that facts
other folders also state were avoided. Pages that no earlier set had cited
were preferred and make up almost all of the set: the hwmon pages of
emc2305, ina238, tmp464, ltc2992, gsc-hwmon, nct7904, lm95245, max31730,
max20730, pli1209bc, ucd9200 and the PMBus core page's usage notes; the
i2c-sis630 bus page; the lp855x backlight, FPGA introduction and driver
binding pages of driver-api; and the saa7134, zr364xx, arm-ccn and CIFS
introduction pages of admin-guide -- except that the same statement on a
sibling page (ina2xx, lm95234, lm90, tmp421, ltc2978, sysfs-interface) is
listed as relevant too. The facts are spread over
temp[1-9]_enable, in_reset_history, pwm1_auto_point6_temp, the pwm[1-4]_enable
values, high_clock, the period_ns field, bl_ctl_mode, temp[2-4]_offset, VIN_UV_WARN_LIMIT,
shunt_resistor; the saa7134 options line and config switch, the zr364xx
module options, config switch and one-frame capture, perf list for the CCN
events, the lp8556 PWM device_control and period, instantiating an LTC2978
through new_device, the bus match callback; the EMC2305 addresses and fan
count, the TMP468 channel count, the MAX31730 supply range, the NCT7904D
tachometer count, the LM95245 remote range, the MAX20730 critical
temperatures, the GSC boundary count, the zr364xx 640x480 mode; why PMBus
devices are not probed, what FPGA bridges are for, why the LM95245 interval
reads back rounded, why an NCT7904D sensor reads zero, why the CCN cpumask moves, why high_clock is dangerous, why SMB3 is preferred over CIFS;
setting SmartFan mode, building a kernel for the SAA7134, which CPU to
request CCN events on, the shared LM95245 hysteresis, the writable MAX31730
minimum, where a new FPGA interface goes, labelling TMP464 sensors, what
probe is for; and terms (the PLI1209BC, the LTC2992, an FPGA region, the
UCD92xx controllers) -- none an answer or question topic of an earlier set
(answers and question words were grepped against ``answer_kernel_tune``,
``answer_kernel_heldout`` to ``answer_kernel_heldout48``, the pg sets,
``answer_questions*`` and ``answer_unanswerable_*``, leaving out the fiftieth
set and the forty-eighth unanswerable set of this round). The forty-seventh
set's builders were read as templates for format and rules; the sets
written at the same time by another author were not seen. Nothing of the
answer code, of its output, of the appliance's documentation or tests, or
of the benchmark results was opened while writing it; no git command was
used; the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer`` is
the short phrase that carries the asked-for fact, copied as the page writes
it; ``relevant`` lists every page that states the fact with that phrase,
best first, leaving out index pages and passing uses.

Usage::

    python3 build_answers_kernel49.py > answer_kernel_heldout49.jsonl
    python3 validate_answers.py answer_kernel_heldout49.jsonl  # with a Python that has the appliance installed

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
    ("k49-tmp464-sensor-enable",
     "on the FPGA carrier only two of the TMP464's remote diodes are wired and the others report junk; which sysfs attribute lets me switch a single sensor off?",
     "temp[1-9]_enable",
     ["hwmon/tmp464.rst.txt"], "setting"),
    ("k49-ltc2992-reset-history",
     "the LTC2992 on the 48 V rail keeps the lowest and highest readings since boot, and I want to clear them before each load test; which attribute does that?",
     "in_reset_history",
     ["hwmon/ltc2992.rst.txt", "hwmon/sysfs-interface.rst.txt"], "setting"),
    ("k49-gsc-top-boundary",
     "on the Gateworks board the GSC runs the fan in automatic mode; which attribute holds the temperature at which the fan goes to full speed?",
     "pwm1_auto_point6_temp",
     ["hwmon/gsc-hwmon.rst.txt"], "setting"),
    ("k49-nct7904-mode-values",
     "the NCT7904D server board should switch one fan channel between manual and SmartFan through pwm1_enable; which values select which mode?",
     "1/2 for manual or SmartFan mode",
     ["hwmon/nct7904.rst.txt"], "setting"),
    ("k49-sis630-clock-param",
     "the old SiS630 box in the corner has a slow SMBus, and I read the driver can force the host master clock to 56KHz; which module parameter is that?",
     "high_clock",
     ["i2c/busses/i2c-sis630.rst.txt"], "setting"),
    ("k49-lp855x-pwm-period",
     "the LP8556 backlight on the panel prototype is driven from a PWM input; which lp855x platform data field sets the PWM period?",
     "Platform specific PWM period value",
     ["driver-api/backlight/lp855x-driver.rst.txt"], "setting"),
    ("k49-lp855x-control-mode",
     "I want to check from sysfs whether the lp855x on the panel is in PWM or register mode; which device attribute shows that?",
     "bl_ctl_mode",
     ["driver-api/backlight/lp855x-driver.rst.txt"], "setting"),
    ("k49-max31730-offset",
     "one remote diode on the MAX31730 reads three degrees high because of the trace layout; which sysfs attributes apply an offset to the remote channels?",
     "temp[2-4]_offset",
     ["hwmon/max31730.rst.txt"], "setting"),
    ("k49-ucd9200-vin-min-register",
     "on the UCD9248 board in1_min looks wrong and I want to compare it with the raw PMBus register; which register does in1_min come from?",
     "From VIN_UV_WARN_LIMIT register",
     ["hwmon/ucd9200.rst.txt"], "setting"),
    ("k49-ina238-shunt-runtime",
     "we swapped the shunt on the INA238 bench-supply monitor for a different value and don't want to rebuild the device tree; which sysfs attribute takes the new shunt value at run time?",
     "The shunt value in micro-ohms can be set via platform data or device tree at compile-time or via the shunt_resistor attribute",
     ["hwmon/ina238.rst.txt", "hwmon/ina2xx.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k49-saa7134-card-option",
     "the SAA7134 capture card in the imaging PC isn't detected as the right model and I found its number is 13 in the card list; what line goes into the module configuration file?",
     "options saa7134 card=13",
     ["admin-guide/media/saa7134.rst.txt"], "command"),
    ("k49-saa7134-config-module",
     "I'm building a kernel for the capture PC with scripts/config; what line enables the SAA7134 video driver as a module?",
     "./scripts/config -m VIDEO_SAA7134",
     ["admin-guide/media/saa7134.rst.txt"], "command"),
    ("k49-zr364xx-modprobe",
     "the old ZR364XX webcam on the microscope should load with verbose debugging and a chosen resolution mode; what's the modprobe line the page gives?",
     "modprobe zr364xx debug=X mode=Y",
     ["admin-guide/media/zr364xx.rst.txt"], "command"),
    ("k49-zr364xx-config",
     "which scripts/config line builds the ZR364XX webcam driver as a module?",
     "./scripts/config -m USB_ZR364XX",
     ["admin-guide/media/zr364xx.rst.txt"], "command"),
    ("k49-zr364xx-single-image",
     "once the webcam driver is loaded I just want to grab one frame to a file without any V4L2 app; what command does the page suggest?",
     "dd if=/dev/video0 of=test.jpg bs=1M count=1",
     ["admin-guide/media/zr364xx.rst.txt"], "command"),
    ("k49-ccn-perf-list",
     "on the ARM server with the CCN interconnect I'd like to see which CCN PMU events perf knows about; what does the example run?",
     "perf list | grep ccn",
     ["admin-guide/perf/arm-ccn.rst.txt"], "command"),
    ("k49-lp8556-device-control",
     "in the lp8556 example platform data for PWM input mode with default ROM data, what is device_control set to?",
     ".device_control = PWM_CONFIG(LP8556)",
     ["driver-api/backlight/lp855x-driver.rst.txt"], "command"),
    ("k49-lp8556-period-value",
     "what period does the lp8556 PWM example put in its platform data?",
     ".period_ns = 1000000",
     ["driver-api/backlight/lp855x-driver.rst.txt"], "command"),
    ("k49-pmbus-ltc2978-new-device",
     "there's an LTC2978 at address 0x60 on I2C bus 1 of the power board and the generic pmbus driver won't find it by itself; what echo does the page use to instantiate it?",
     "echo ltc2978 0x60 > /sys/bus/i2c/devices/i2c-1/new_device",
     ["hwmon/pmbus.rst.txt", "hwmon/ltc2978.rst.txt"], "command"),
    ("k49-bus-match-callback",
     "I'm writing a small bus type for our lab instrument backplane; what's the prototype of the callback the bus provides to compare a device with a driver's IDs?",
     "int match(struct device * dev, struct device_driver * drv)",
     ["driver-api/driver-model/binding.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k49-emc2305-addresses",
     "the EMC2305 fan controller board for the cold-storage rack has straps I haven't decoded; which I2C addresses does the driver scan?",
     "0x27, 0x2c, 0x2d, 0x2e, 0x2f, 0x4c, 0x4d",
     ["hwmon/emc2305.rst.txt"], "value"),
    ("k49-emc2305-fan-count",
     "how many PWM fans can one EMC2305 drive independently?",
     "up to 5 independently controlled PWM fan drives",
     ["hwmon/emc2305.rst.txt"], "value"),
    ("k49-tmp468-channels",
     "we might move the FPGA carrier from the TMP464 to the TMP468; how many sensors does the TMP468 give us?",
     "one local and eight remote sensors",
     ["hwmon/tmp464.rst.txt"], "value"),
    ("k49-max31730-supply",
     "the new CPU board feeds the MAX31730 from a 3.3 V rail; what supply range is it specified for?",
     "from 3.0V to 3.6V",
     ["hwmon/max31730.rst.txt"], "value"),
    ("k49-nct7904-fan-inputs",
     "how many fan tachometer inputs does the NCT7904D on the server board support?",
     "up to 12 fan tachometer inputs, up to 4 fan control channels",
     ["hwmon/nct7904.rst.txt"], "value"),
    ("k49-lm95245-remote-range",
     "the LM95245 next to the processor watches a remote diode; over what range are remote temperatures given?",
     "Remote temperatures are given within a range of -127 to +255 degrees",
     ["hwmon/lm95245.rst.txt"], "value"),
    ("k49-max20730-crit-temps",
     "I tried to write 140 to temp1_crit on the MAX20730 regulator and it didn't stick; which critical temperatures does it actually support?",
     "Supported values are 130 or 150",
     ["hwmon/max20730.rst.txt"], "value"),
    ("k49-gsc-boundary-count",
     "how many temperature boundaries does the GSC's automatic fan PWM scale between?",
     "6 temperature boundaries",
     ["hwmon/gsc-hwmon.rst.txt"], "value"),
    ("k49-zr364xx-vga-mode",
     "the microscope webcam should capture at 640x480; which mode value of the zr364xx module is that?",
     "2 = 640x480",
     ["admin-guide/media/zr364xx.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k49-why-pmbus-no-probe",
     "after modprobe pmbus nothing shows up for the regulators on the power board; why doesn't the driver probe for PMBus devices on its own?",
     "The MFG_ID register is not supported by all chips",
     ["hwmon/pmbus.rst.txt"], "reason"),
    ("k49-why-fpga-bridge",
     "our FPGA loader disables a bridge before partial reconfiguration and I'm asked why that's needed; what do FPGA bridges protect against?",
     "FPGA Bridges prevent spurious signals from going out of an FPGA",
     ["driver-api/fpga/intro.rst.txt"], "reason"),
    ("k49-why-lm95245-interval-rounds",
     "I wrote 300 to update_interval for the LM95245 and read back a different number; why?",
     "It will round up to the next selectable interval",
     ["hwmon/lm95245.rst.txt", "hwmon/lm95234.rst.txt"], "reason"),
    ("k49-why-nct7904-zero",
     "one voltage input on the NCT7904D board shows 0 even though the driver exports it; how can that be?",
     "a sensor that is enabled may actually be not connected and thus provide zero readings",
     ["hwmon/nct7904.rst.txt"], "reason"),
    ("k49-why-ccn-cpumask-moved",
     "after I took CPU 0 offline on the ARM server, the CCN PMU's cpumask attribute showed another CPU; why did it change?",
     "the events are migrated to another one and the attribute is updated",
     ["admin-guide/perf/arm-ccn.rst.txt"], "reason"),
    ("k49-why-high-clock-dangerous",
     "why does the i2c-sis630 page warn that forcing the faster host clock is dangerous?",
     "freeze some systems",
     ["i2c/busses/i2c-sis630.rst.txt"], "reason"),
    ("k49-why-smb3-over-cifs",
     "the old NAS share is still mounted with the CIFS dialect; why does the kernel documentation strongly prefer SMB3 or later?",
     "due to security reasons",
     ["admin-guide/cifs/introduction.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k49-nct7904-smartfan-precondition",
     "I write 2 to pwm1_enable on the NCT7904D to get SmartFan mode and it won't take; what has to have happened first?",
     "Setting SmartFan mode is supported only if it has been previously configured by BIOS",
     ["hwmon/nct7904.rst.txt"], "procedure"),
    ("k49-saa7134-build-install",
     "after setting the config options for the SAA7134 kernel, what one line builds and installs it, according to the page?",
     "make && make modules_install && make install",
     ["admin-guide/media/saa7134.rst.txt"], "procedure"),
    ("k49-ccn-which-cpu",
     "our profiling tool opens CCN events on whatever CPU it runs on; on which processor should it request them?",
     "It is recommended that the user space tools request the events on this processor",
     ["admin-guide/perf/arm-ccn.rst.txt"], "procedure"),
    ("k49-lm95245-hysteresis",
     "I want a different critical hysteresis on the LM95245's remote channel than on the local one; how is the hysteresis set?",
     "Only the local hysteresis can be set from user-space, and the same delta applies to the remote hysteresis",
     ["hwmon/lm95245.rst.txt", "hwmon/lm90.rst.txt"], "procedure"),
    ("k49-max31730-min-write",
     "writing temp3_min on the MAX31730 fails with a permission error; which minimum can I actually set?",
     "Only temp1_min is writeable",
     ["hwmon/max31730.rst.txt"], "procedure"),
    ("k49-fpga-new-interface",
     "we're adding a new userspace interface for loading bitstreams into our FPGA; on top of which part of the FPGA framework should it go?",
     "add it on top of an FPGA region",
     ["driver-api/fpga/intro.rst.txt"], "procedure"),
    ("k49-tmp464-sensor-labels",
     "I'd like the TMP464's channels to show up with names like fpga_die and vrm in sysfs; what has to be done for temp[1-9]_label files to appear?",
     "If labels were specified in Devicetree, additional sysfs files will be present",
     ["hwmon/tmp464.rst.txt", "hwmon/tmp421.rst.txt"], "procedure"),
    ("k49-probe-purpose",
     "in our backplane bus, match() said yes; what is the driver's probe callback then supposed to do, per the binding page?",
     "This gives the driver a chance to verify that it really does support the hardware",
     ["driver-api/driver-model/binding.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k49-what-pli1209bc",
     "a Vicor PLI1209BC sits next to the bus converter on the new power shelf; what is it, in the hwmon page's words?",
     "an isolated digital power system supervisor",
     ["hwmon/pli1209bc.rst.txt"], "definition"),
    ("k49-what-ltc2992",
     "what kind of device is the LTC2992 that the hardware team put on the 48 V rail?",
     "a rail-to-rail system monitor that measures current, voltage, and power of two supplies",
     ["hwmon/ltc2992.rst.txt"], "definition"),
    ("k49-what-fpga-region",
     "the FPGA docs keep talking about regions; what does the FPGA Region framework do?",
     "associates managers and bridges as reconfigurable regions",
     ["driver-api/fpga/intro.rst.txt"], "definition"),
    ("k49-what-ucd92xx",
     "what are the UCD9220 to UCD9248 chips that the ucd9200 hwmon driver supports?",
     "multi-rail, multi-phase synchronous buck digital PWM controllers",
     ["hwmon/ucd9200.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

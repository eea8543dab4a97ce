"""Forty-seventh held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout47.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched with
grep, sed and a small phrase-finding script), as an engineer at a lab bench
would type or say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own boards,
devices and hosts (a PFE3000 power shelf, an IR35221 on a BMC's I2C bus, a
TPS53681 on a CPU board, an LT7182S step-down board, an STPDDC60 and a Flex
BMR481 module, an MP2975 controller, an old GeForce in the imaging PC, an
Exynos4/5 board, an old SH board with an SM501, an I2C GPIO expander and a
shared open-drain reset line, a humidity sensor behind a new IIO driver, a
SoundWire smart amplifier, a NIC's PLDM firmware bundle, Cortex-A76 and
Cortex-A510 boards, an ext3-style disk image), named in the situation while
the question asks what the documentation does answer. Its facts come only
from the folders ``admin-guide``, ``driver-api``, ``filesystems``,
``hwmon``, ``i2c``, ``input``, ``block``, ``arm64``, ``x86`` and ``power``
(the other author of this round took the rest), avoid facts that other
folders also state (each answer phrase was checked against the text of
every page), and come only from pages that no earlier set had cited: the
hwmon pages of bel-pfe, ir35221, lt7182s, stpddc60, mp2975 and tps53679;
the nouveau and Exynos thermal pages; the SM501, GPIO introduction, IIO
core, SPI, SoundWire error handling and PLDM firmware (overview and file
format) pages of driver-api; the ext4 block map and group descriptor pages;
the arm64 silicon errata table; and the suspend and CPU hotplug page of
power -- except that the same statement on a sibling page (the legacy GPIO
page) is listed as relevant too. The facts are spread over
struct exynos_tmu_platform_data, ARM64_ERRATUM_1463225,
ARM64_ERRATUM_2658417, the nouveau Fan_boost, Shutdown and Downclock
attributes, MFR_ADC_CONTROL_LT7182S, the bmr481 prefix, the TRIMINFO
register, sampling_frequency_available; instantiating the IR35221, PFE3000,
TPS53681 and LT7182S, iio_device_alloc() and iio_device_register(),
emulating open drain low, exynos_report_trigger, the microcode request
function, freeze_processes() and thaw_processes(); the STPDDC60 limit
steps, the MP2975 phases, the TPS53688 datasheet, the nouveau and Exynos
threshold counts, the Exynos no-trimming equation, the single indirect
block range, the 32-byte group descriptor, the SPI clock range; why
STPDDC60 limits move, why sm501 refuses to attach, why nouveau can't see
external monitoring chips, why SoundWire slaves aren't reset one by one,
why pldmfw parses into structures, why expander GPIOs can't be used under
spinlocks, why microcode is kept per CPU; manual GPU fan control,
millidegree thresholds, releasing an emulated open-drain line, the IIO
remove order, the first matching PLDM record, a failing SoundWire command,
a BankSwitch error, tasks_frozen during suspend; and terms (GPIO, PLDM
firmware package, open drain, SM501). No fact is taken from a translation.
The most famous facts were avoided, and so was every answer and every
question topic of the earlier answer sets (``answer_kernel_tune``,
``answer_kernel_heldout`` to ``answer_kernel_heldout46``, ``answer_pg_*``,
``answer_questions*``, ``answer_unanswerable_*``), which were read only for
that purpose (answers and question words were grepped against them, and
each new answer against the text of every page); candidates whose phrase
several hwmon or ext4 pages share or an earlier set already used
(fan1_target, pwm1_enable, meta_bg, gdt_csum, the bare request_firmware(),
iio_device_alloc() without its sentence) were dropped or replaced by a
longer phrase. The forty-fifth set's builders (``build_answers_pg45.py``,
``build_answers_kernel45.py``) were read as templates for format and
rules; the forty-eighth set, written at the same time by another author,
was not seen. Nothing of the answer code, of its search or answer output,
of the appliance's documentation or tests, or of the benchmark results was
opened while writing it; the only git command used was one read-only
``git status`` at the end, to see that no existing file had changed (it
listed changed file names, nothing of their content); the questions
were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer`` is
the short phrase that carries the asked-for fact, copied as the page writes
it; ``relevant`` lists every page that states the fact with that phrase,
best first, leaving out index pages and passing uses.

Usage::

    python3 build_answers_kernel47.py > answer_kernel_heldout47.jsonl
    python3 validate_answers.py answer_kernel_heldout47.jsonl  # with a Python that has the appliance installed

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
    ("k47-exynos-tmu-platform-data",
     "porting the Exynos TMU support to our own Exynos5 board, besides the register offsets, which platform data structure's members configure the TMU?",
     "struct exynos_tmu_platform_data",
     ["driver-api/thermal/exynos_thermal.rst.txt"], "setting"),
    ("k47-arm64-a76-erratum-1463225",
     "the Cortex-A76 cores of our new arm64 board hit erratum #1463225 in the vendor errata notice; which kernel config option carries the workaround?",
     "ARM64_ERRATUM_1463225",
     ["arm64/silicon-errata.rst.txt"], "setting"),
    ("k47-arm64-a510-erratum-2658417",
     "the little Cortex-A510 cores on the dev kit are affected by erratum #2658417; which Kconfig symbol do I enable for it?",
     "ARM64_ERRATUM_2658417",
     ["arm64/silicon-errata.rst.txt"], "setting"),
    ("k47-nouveau-fan-boost-attr",
     "the old GeForce in the imaging PC should spin its fan to 100% a bit earlier; which nouveau hwmon attribute holds the Fan_boost temperature?",
     "temp1_auto_point1_temp and temp1_auto_point1_temp_hyst",
     ["driver-api/thermal/nouveau_thermal.rst.txt"], "setting"),
    ("k47-nouveau-shutdown-attr",
     "nouveau on the imaging PC should power the whole machine off a little sooner when the GPU overheats; which attributes set that Shutdown threshold?",
     "temp1_emergency and temp1_emergency_hyst",
     ["driver-api/thermal/nouveau_thermal.rst.txt"], "setting"),
    ("k47-lt7182s-vmon-enable",
     "the lt7182s driver on our step-down board shows no vmon readings for the ITH and EXTVCC pins; which chip command has to enable them first?",
     "MFR_ADC_CONTROL_LT7182S",
     ["hwmon/lt7182s.rst.txt"], "setting"),
    ("k47-stpddc60-bmr481-prefix",
     "our card uses a Flex BMR481 power module rather than the bare ST controller; which driver prefix do I give when instantiating it?",
     "bmr481",
     ["hwmon/stpddc60.rst.txt"], "setting"),
    ("k47-exynos-triminfo-register",
     "the temperature codes from our Exynos4 TMU look offset, and I want to read the factory calibration at 25 and 85 degrees; in which register is the trimming info stored?",
     "TRIMINFO register",
     ["driver-api/thermal/exynos_thermal.rst.txt"], "setting"),
    ("k47-iio-sampling-frequencies",
     "our accelerometer shows up as iio:device0, and I want to see which sample rates it supports before setting one; which common sysfs attribute lists them?",
     "sampling_frequency_available",
     ["driver-api/iio/core.rst.txt"], "setting"),
    ("k47-nouveau-downclock-attrs",
     "the GPU in the imaging PC should downclock earlier during long acquisitions to cut its power; which nouveau attributes hold the Downclock threshold?",
     "temp1_max and temp1_max_hyst",
     ["driver-api/thermal/nouveau_thermal.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k47-ir35221-instantiate",
     "the IR35221 converter on our BMC's I2C bus 4 sits at 0x70 and the driver doesn't probe for it; what do I echo to instantiate it?",
     "echo ir35221 0x70 > /sys/bus/i2c/devices/i2c-4/new_device",
     ["hwmon/ir35221.rst.txt"], "command"),
    ("k47-bel-pfe-instantiate",
     "the PFE3000 supply is on I2C bus 1 at address 0x20; what does the bel-pfe page echo to load the driver for it?",
     "echo pfe3000 0x20 > /sys/bus/i2c/devices/i2c-1/new_device",
     ["hwmon/bel-pfe.rst.txt"], "command"),
    ("k47-tps53681-instantiate",
     "the TPS53681 on the CPU board answers at 0x60 on I2C bus 1; how do I bind the tps53679 driver to it by hand?",
     "echo tps53681 0x60 > /sys/bus/i2c/devices/i2c-1/new_device",
     ["hwmon/tps53679.rst.txt"], "command"),
    ("k47-iio-alloc",
     "in the probe routine of my new IIO driver for the humidity sensor, which call allocates the IIO device first?",
     "Call iio_device_alloc(), which allocates memory for an IIO device",
     ["driver-api/iio/core.rst.txt"], "command"),
    ("k47-iio-register",
     "in the probe routine of my IIO driver for the humidity sensor, after the channels are filled in, which call makes the device ready for requests from user space?",
     "Call iio_device_register(), this registers the device",
     ["driver-api/iio/core.rst.txt"], "command"),
    ("k47-gpio-open-drain-low",
     "our GPIO controller has no open-drain mode but the shared reset line needs it; which call drives the line low in the emulation idiom?",
     "gpiod_direction_output(gpio, 0)",
     ["driver-api/gpio/intro.rst.txt"], "command"),
    ("k47-exynos-report-trigger",
     "in the Exynos TMU driver, which function notifies the kernel thermal framework when a temperature interrupt occurs?",
     "exynos_report_trigger",
     ["driver-api/thermal/exynos_thermal.rst.txt"], "command"),
    ("k47-lt7182s-modprobe",
     "the LT7182S on our step-down board sits at 0x4f on I2C bus 4; which echo does the page use to bring the driver up for it?",
     "echo lt7182s 0x4f > /sys/bus/i2c/devices/i2c-4/new_device",
     ["hwmon/lt7182s.rst.txt"], "command"),
    ("k47-microcode-request-firmware",
     "when a CPU comes back online after suspend on the test box, which function does the kernel use to request the microcode images from userspace?",
     "using the request_firmware() function defined in drivers/base/firmware_loader/main.c",
     ["power/suspend-and-cpuhotplug.rst.txt"], "command"),
    ("k47-suspend-freeze-processes",
     "I'm tracing the suspend path on the lab laptop; which functions in kernel/power/process.c freeze and thaw the tasks?",
     "freeze_processes(), thaw_processes()",
     ["power/suspend-and-cpuhotplug.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k47-stpddc60-vout-limit-steps",
     "I want to tighten the output over-voltage limit of the STPDDC60; in what range and steps is that limit offset from the commanded voltage?",
     "in the interval 50mV to 400mV in 50mV steps",
     ["hwmon/stpddc60.rst.txt"], "value"),
    ("k47-mp2975-phases",
     "how many phases can the MP2975 controller run on each of its two rails?",
     "up to 8-phase operation for rail 1 and up to 4-phase operation for rail 2",
     ["hwmon/mp2975.rst.txt"], "value"),
    ("k47-tps53688-datasheet",
     "I'm looking for the TPS53688 datasheet the tps53679 driver page links; is it public?",
     "Available under NDA",
     ["hwmon/tps53679.rst.txt"], "value"),
    ("k47-nouveau-threshold-count",
     "how many configurable temperature thresholds does nouveau offer to protect the GPU from overheating?",
     "4 configurable temperature thresholds",
     ["driver-api/thermal/nouveau_thermal.rst.txt"], "value"),
    ("k47-exynos-threshold-count",
     "how many thresholds can I configure in the TMU of our Exynos5 board?",
     "The maximum number of configurable threshold is five",
     ["driver-api/thermal/exynos_thermal.rst.txt"], "value"),
    ("k47-exynos-no-trimming",
     "our Exynos4 sample has no trimming info programmed; which equation converts temperature to temperature code then?",
     "Tc = T + 50",
     ["driver-api/thermal/exynos_thermal.rst.txt"], "value"),
    ("k47-ext4-indirect-range",
     "recovering files from an old ext3-style image with 4 KiB blocks, which file blocks does the single indirect block in i_block[12] cover?",
     "12 to 1035 if 4KiB blocks",
     ["filesystems/ext4/blockmap.rst.txt"], "value"),
    ("k47-ext4-group-desc-32",
     "how long is a block group descriptor on ext4 without the 64bit feature?",
     "only 32 bytes long",
     ["filesystems/ext4/group_descr.rst.txt"], "value"),
    ("k47-spi-clock-range",
     "wiring a new SPI ADC to the carrier board: in what range is the SCK clock usually, according to the kernel's SPI overview?",
     "often in the range of 1-20 MHz",
     ["driver-api/spi.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k47-stpddc60-limit-shift",
     "after we changed the commanded output voltage of the STPDDC60 module, its in2_crit limit reads differently although nobody wrote it; why?",
     "the absolute values of the limits will change when the commanded output voltage changes",
     ["hwmon/stpddc60.rst.txt"], "reason"),
    ("k47-sm501-refuses-attach",
     "the sm501 driver refuses to attach on our old SH board; what clock condition is it checking for, and why?",
     "These two clocks must be sourced from the same PLL",
     ["driver-api/sm501.rst.txt"], "reason"),
    ("k47-nouveau-external-chips",
     "our GPU card has an external I2C monitoring chip, but nouveau's hwmon interface shows nothing from it; why?",
     "due to the absence of in-kernel API to access HWMON drivers",
     ["driver-api/thermal/nouveau_thermal.rst.txt"], "reason"),
    ("k47-soundwire-no-individual-reset",
     "our SoundWire codec flags a bus clash interrupt; why shouldn't the driver just reset that one slave?",
     "resetting them individually is not a viable recovery strategy",
     ["driver-api/soundwire/error_handling.rst.txt"], "reason"),
    ("k47-pldmfw-parse-structures",
     "why does the pldmfw library copy the PLDM firmware file into its own structures rather than reading the packed data directly?",
     "To avoid proliferating access to the packed binary data",
     ["driver-api/pldmfw/index.rst.txt"], "reason"),
    ("k47-gpio-expander-spinlock",
     "GPIO lines of our I2C expander can't be toggled while holding a spinlock, unlike the SoC's own GPIOs; why?",
     "those accessed through a serial bus normally can't",
     ["driver-api/gpio/intro.rst.txt", "driver-api/gpio/legacy.rst.txt"], "reason"),
    ("k47-microcode-copy-per-cpu",
     "why does the kernel keep a separate microcode image per CPU instead of a common one across suspend and CPU hotplug?",
     "the kernel maintains a copy of the correct microcode image for each CPU",
     ["power/suspend-and-cpuhotplug.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k47-nouveau-manual-fan",
     "I want to set the GPU fan speed myself on the imaging PC; which mode and attribute do I use?",
     "use pwm1 to change the speed",
     ["driver-api/thermal/nouveau_thermal.rst.txt"], "procedure"),
    ("k47-nouveau-millidegrees",
     "I wrote 95 into temp1_crit on the nouveau card and it throttles immediately; what should I write instead?",
     "the values are stored as milli degrees Celsius",
     ["driver-api/thermal/nouveau_thermal.rst.txt"], "procedure"),
    ("k47-gpio-open-drain-high",
     "emulating open drain on a GPIO for the shared reset line, how do I release the line so the pull-up pulls it high?",
     "gpiod_direction_input(gpio)",
     ["driver-api/gpio/intro.rst.txt"], "procedure"),
    ("k47-iio-remove-order",
     "in which order should the remove routine of my IIO driver release what probe set up?",
     "we free the resources allocated in probe in reverse order",
     ["driver-api/iio/core.rst.txt"], "procedure"),
    ("k47-pldmfw-first-record",
     "our PLDM firmware bundle for the NIC has several records that match the device; which one does pldmfw use?",
     "The first matched record will be used",
     ["driver-api/pldmfw/index.rst.txt"], "procedure"),
    ("k47-soundwire-command-retransmit",
     "a SoundWire command to the amplifier keeps failing even after the master retransmits it; what does the error-handling page suggest next?",
     "backtracking and restarting the entire programming sequence might be a solution",
     ["driver-api/soundwire/error_handling.rst.txt"], "procedure"),
    ("k47-soundwire-bankswitch-error",
     "an error hit the BankSwitch command while reconfiguring two SoundWire segments; what is probably the best way out?",
     "A global hard-reset might be the best solution",
     ["driver-api/soundwire/error_handling.rst.txt"], "procedure"),
    ("k47-suspend-tasks-frozen",
     "my CPU hotplug callback must behave differently during suspend; what value does _cpu_down() get for tasks_frozen during suspend?",
     "with the 'tasks_frozen' argument set to 1",
     ["power/suspend-and-cpuhotplug.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k47-what-gpio",
     "a new student asks what a GPIO actually is; how does the kernel's GPIO introduction define it?",
     "a flexible software-controlled digital signal",
     ["driver-api/gpio/intro.rst.txt", "driver-api/gpio/legacy.rst.txt"], "definition"),
    ("k47-what-pldm-package",
     "what is a PLDM firmware package, in the pldmfw documentation's words?",
     "a binary file which contains a header that describes the contents of the firmware package",
     ["driver-api/pldmfw/file-format.rst.txt"], "definition"),
    ("k47-what-open-drain",
     "what does open drain signaling mean, in the GPIO documentation's terms?",
     "where only the low signal level is actually driven",
     ["driver-api/gpio/intro.rst.txt", "driver-api/gpio/legacy.rst.txt"], "definition"),
    ("k47-what-sm501",
     "an old SH-based board in the drawer carries a Silicon Motion SM501; what kind of chip is it?",
     "multimedia companion chip",
     ["driver-api/sm501.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

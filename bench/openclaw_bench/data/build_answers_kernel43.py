"""Forty-third held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout43.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched with
grep, sed and a small phrase-finding script), as an engineer at a lab bench
would type or say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own boards,
devices, hosts and products (a fanless Intel box in a climate chamber, a
thermal daemon on a test laptop, a card-reader board with an AT91 USART,
badge cards, dual-rotor fans in a storage chassis, a MAX6697 test fixture,
a VME digitizer crate, an Intel ME firmware feature, a rugged field laptop
with an ALPS touchpad, a Mellanox MSN3700 switch, an old Hauppauge WinTV
card, an i.MX board with a DA9052 PMIC, a test host's vmcore, an X470
workstation, an EMC1413 sensor board and a chamber controller, a VIA
mainboard in a spectrometer PC, an LPC47M192 Super I/O, a PCIe capture
card, a Surface Book 2), named in the situation while the question asks
what the documentation does answer. Its facts come only from the folders
``admin-guide``, ``driver-api``, ``filesystems``, ``hwmon``, ``i2c``,
``input``, ``block``, ``arm64``, ``x86`` and ``power`` (the other author of
this round took the rest), avoid facts that other folders also state
(other pages hold the answer phrases of two rows only for unrelated
facts: "64bits" in a CoreSight and a KVM page, "0xe3" in lm90, sentelic
and two pages of other folders), and come only from pages that no
earlier set had cited (the Intel DPTF sysfs interface, ISO7816 serial
communications, the MEI client bus, the VME driver API, the ALPS touchpad
protocol, VMCOREINFO, device-mapper persistent data, the SPI NOR
framework, the firmware usage guidelines, bt8xxgpio, the Surface
aggregator overview, i2c-viapro, i2c-sis5595, and the hwmon pages of
emc1403, max6697, max31785, mlxreg-fan, da9052, asus_wmi_sensors and
smsc47m1), except that the same statement on a sibling page (lm77, da9055,
the SAN and SSH pages of the Surface aggregator) is listed as relevant
too. The facts are spread over tcc_offset_degree_celsius, imok,
current_uuid, workload_type, power_limit_0_max_uw, SER_ISO7816_ENABLED,
SER_ISO7816_T(1), the second-rotor fan inputs of the MAX31785A,
tempX_fault, iso7816_config; TIOCSISO7816, ACPI_THERMAL_GET_TRT,
mei_cl_add_driver, mei_cldev_register_notify_cb, vme_register_driver,
vme_master_rmw, vme_dma_list_exec, vme_alloc_consistent, vme_slot_num, the
ALPS E6 report sequence; the key width of persistent-data btrees, the
pwm1 register offset and tachometer count of mlxreg-fan, the GPIO count
of a bt8xx chip, two ALPS signatures, the SiS manufacturer ID, the DA9052
spare ADC input range, the VMCOREINFO entry crash uses; why SPI NOR needs
its own layer, stuck fans with asus_wmi_sensors, the EMC1403 hysteresis
following its limit, why VME DMA lists are kept, why the MEI client bus
exists, why persistent-data copy-on-write stays fast, why new ALPS pads
left alps_model_data; the order of limits and hysteresis, the BIOS fix
for asus_wmi_sensors, a VIA board without SMBus IDs, the VME interrupt
callback context, the driver for the LPC47M192 monitoring block, firmware
file naming in linux-firmware, the PCI attribute of a VME DMA entry, the
commit of the persistent-data transaction manager; and terms (FIVR, SAN,
SSH of the Surface aggregator, VMCOREINFO). No fact is taken from a
translation. The most famous facts were avoided, and so was every answer
and every question topic of the earlier answer sets (``answer_kernel_tune``,
``answer_kernel_heldout`` to ``answer_kernel_heldout42``, ``answer_pg_*``,
``answer_questions*``, ``answer_unanswerable_*``), which were read only for
that purpose (answers and question words were grepped against them, and
each new answer against the text of every page); candidates whose phrase
many hwmon pages share (update every 1.5 seconds, a 1 mOhm sense
resistor, a writable temp1_crit_hyst, power1_reset_history) were dropped.
The thirty-ninth and forty-first sets' builders
(``build_answers_kernel39.py``, ``build_answers_kernel41.py``) were read as
templates for format and rules; the forty-fourth set, written at the same
time by another author, was not seen. Nothing of the answer code, of its
search or answer output, of the appliance's documentation or tests, or of
the benchmark results was opened while writing it; no git command was used
for it; the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer`` is
the short phrase that carries the asked-for fact, copied as the page writes
it; ``relevant`` lists every page that states the fact with that phrase,
best first, leaving out index pages and passing uses.

Usage::

    python3 build_answers_kernel43.py > answer_kernel_heldout43.jsonl
    python3 validate_answers.py answer_kernel_heldout43.jsonl  # with a Python that has the appliance installed

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
    ("k43-dptf-tcc-offset",
     "the fanless Intel box in the climate chamber starts throttling well below its critical temperature; which DPTF sysfs file holds the TCC offset from the critical temperature where the hardware throttles the CPU?",
     "tcc_offset_degree_celsius",
     ["driver-api/thermal/intel_dptf.rst.txt"], "setting"),
    ("k43-dptf-keepalive",
     "our user-space thermal daemon gets a THERMAL_EVENT_KEEP_ALIVE uevent from the DPTF firmware; which sysfs file does it write 1 to as the answer?",
     "imok",
     ["driver-api/thermal/intel_dptf.rst.txt"], "setting"),
    ("k43-dptf-policy-uuid",
     "the INT3400 device lists its policies in available_uuids, and I want the firmware to use the Passive 2 policy; which file do I write that UUID string into?",
     "current_uuid",
     ["driver-api/thermal/intel_dptf.rst.txt"], "setting"),
    ("k43-dptf-workload-hint",
     "the data logger runs a steady sustained load all day and I'd like to tell the Intel processor thermal driver that; which file under workload_request do I write that hint into?",
     "workload_type",
     ["driver-api/thermal/intel_dptf.rst.txt"], "setting"),
    ("k43-dptf-rapl-max",
     "before I raise the RAPL constraint 0 power limit on the test laptop, which read-only file of the processor thermal PCI device tells me the highest value I may set?",
     "power_limit_0_max_uw",
     ["driver-api/thermal/intel_dptf.rst.txt"], "setting"),
    ("k43-iso7816-enable",
     "the AT91 USART on our card-reader board should talk to a smart card instead of RS232; which flag in struct serial_iso7816 switches ISO7816 mode on?",
     "SER_ISO7816_ENABLED",
     ["driver-api/serial/serial-iso7816.rst.txt"], "setting"),
    ("k43-iso7816-t1",
     "the badge cards we test speak the block-oriented T=1 protocol rather than T=0; what do I OR into the serial_iso7816 flags to select it?",
     "SER_ISO7816_T(1)",
     ["driver-api/serial/serial-iso7816.rst.txt"], "setting"),
    ("k43-max31785a-second-rotor",
     "the storage chassis has dual-rotor fans on a MAX31785A controller, and I only see one speed per fan in fan1_input to fan4_input; where does the second rotor show up?",
     "fan[5-8]_input",
     ["hwmon/max31785.rst.txt"], "setting"),
    ("k43-max6697-diode-fault",
     "one remote thermal diode on the MAX6697 test fixture has a cracked solder joint; which per-channel attribute tells me the channel is broken?",
     "tempX_fault",
     ["hwmon/max6697.rst.txt"], "setting"),
    ("k43-iso7816-config-callback",
     "our UART driver for the card-reader board works both as RS232 and ISO7816; which callback in struct uart_port must it implement so serial_core can pass the ISO7816 ioctls on?",
     "iso7816_config",
     ["driver-api/serial/serial-iso7816.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k43-iso7816-ioctl",
     "after filling struct serial_iso7816 for the smart card reader, which ioctl applies the configuration to the tty?",
     "TIOCSISO7816",
     ["driver-api/serial/serial-iso7816.rst.txt"], "command"),
    ("k43-dptf-trt-ioctl",
     "our thermal tool opens /dev/acpi_thermal_rel on the laptop and wants the binary thermal relationship table itself; which ioctl reads the TRT?",
     "ACPI_THERMAL_GET_TRT",
     ["driver-api/thermal/intel_dptf.rst.txt"], "command"),
    ("k43-mei-register-driver",
     "my driver for a firmware feature of the Intel ME should sit on the MEI client bus; which call registers it on that bus at module init?",
     "mei_cl_add_driver",
     ["driver-api/mei/mei-client-bus.rst.txt"], "command"),
    ("k43-mei-notify-cb",
     "the MEI client driver also has to hear about firmware events, not only received data; which function registers the notification callback?",
     "mei_cldev_register_notify_cb",
     ["driver-api/mei/mei-client-bus.rst.txt"], "command"),
    ("k43-vme-register",
     "we're writing a driver for the VME digitizer crate; which function registers it with the VME subsystem from the init routine?",
     "vme_register_driver",
     ["driver-api/vme.rst.txt"], "command"),
    ("k43-vme-rmw",
     "the VME board's status register must be updated with a single read-modify-write cycle on the bus; which function does that on a master window?",
     "vme_master_rmw",
     ["driver-api/vme.rst.txt"], "command"),
    ("k43-vme-dma-exec",
     "I've built a DMA list for copying the digitizer's buffer off the VME bus; which call queues the list and returns once it has run?",
     "vme_dma_list_exec",
     ["driver-api/vme.rst.txt"], "command"),
    ("k43-vme-slave-buffer",
     "the slave window needs a contiguous buffer the VME bridge can reach; which helper allocates one?",
     "vme_alloc_consistent",
     ["driver-api/vme.rst.txt"], "command"),
    ("k43-vme-slot",
     "which VME API function tells our driver the slot ID of the bridge the card is in?",
     "vme_slot_num",
     ["driver-api/vme.rst.txt"], "command"),
    ("k43-alps-e6-report",
     "to check whether the touchpad in the rugged field laptop really is an ALPS pad, which command sequence gives the E6 report?",
     "E8-E6-E6-E6-E9",
     ["input/devices/alps.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k43-persistent-data-key-size",
     "how wide are the keys in the btrees of the device-mapper persistent-data library?",
     "64bits",
     ["admin-guide/device-mapper/persistent-data.rst.txt"], "value"),
    ("k43-mlxreg-pwm-offset",
     "on the Mellanox MSN3700 switch in the lab rack, at which default register offset does the programmable logic put pwm1?",
     "0xe3",
     ["hwmon/mlxreg-fan.rst.txt"], "value"),
    ("k43-mlxreg-tacho-count",
     "how many fan tachometers can one mlxreg-fan instance handle next to its single PWM control?",
     "up to 12 tachometers",
     ["hwmon/mlxreg-fan.rst.txt"], "value"),
    ("k43-bt8xx-gpio-count",
     "I found an old Hauppauge WinTV card with a bt878 and want to turn it into a GPIO card with bt8xxgpio; how many GPIO lines does the chip give me?",
     "24 digital GPIO ports",
     ["driver-api/gpio/bt8xxgpio.rst.txt"], "value"),
    ("k43-alps-v3v4-signature",
     "which E7 report signature do older ALPS touchpads with protocol versions 3 and 4 always return?",
     "73-02-64",
     ["input/devices/alps.rst.txt"], "value"),
    ("k43-alps-e6-response",
     "what should an ALPS touchpad answer to the E6 report when no buttons are pressed?",
     "00-00-0A or 00-00-64",
     ["input/devices/alps.rst.txt"], "value"),
    ("k43-sis-vendor-id",
     "what PCI manufacturer ID do all the SiS southbridges handled by i2c-sis5595 carry?",
     "0x1039",
     ["i2c/busses/i2c-sis5595.rst.txt"], "value"),
    ("k43-da9052-adc-input-range",
     "on the DA9052 PMIC of our i.MX board, what voltage range may the spare inputs ADC_IN4 to ADC_IN6 take?",
     "high impedance input (0 - 2.5V)",
     ["hwmon/da9052.rst.txt", "hwmon/da9055.rst.txt"], "value"),
    ("k43-vmcoreinfo-release",
     "which VMCOREINFO entry does crash use to find the matching vmlinux for a vmcore from our test host?",
     "init_uts_ns.name.release",
     ["admin-guide/kdump/vmcoreinfo.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k43-spi-nor-framework-why",
     "why couldn't a controller like Freescale's QuadSPI just be driven as a plain SPI bus that streams bytes, so a separate SPI NOR layer was needed?",
     "find the right LUT sequence",
     ["driver-api/mtd/spi-nor.rst.txt"], "reason"),
    ("k43-asus-wmi-stuck-fans",
     "since we load asus_wmi_sensors on the X470 workstation the fans sometimes stop or stick at full speed; what does the documentation blame?",
     "The WMI implementation in some of Asus' BIOSes is buggy",
     ["hwmon/asus_wmi_sensors.rst.txt"], "reason"),
    ("k43-emc1403-hyst-follows",
     "on the EMC1403 I raised the critical limit from 80 to 90 degrees and the hysteresis jumped from 75 to 85 on its own; why?",
     "stored in a single register",
     ["hwmon/emc1403.rst.txt", "hwmon/lm77.rst.txt"], "reason"),
    ("k43-vme-dma-list-reuse",
     "why doesn't executing a VME DMA list free it automatically?",
     "to be reused for repetitive tasks",
     ["driver-api/vme.rst.txt"], "reason"),
    ("k43-mei-bus-why",
     "we already have the MEI character device for talking to the ME firmware; why was a client bus added on top of it?",
     "leverage existing software stack",
     ["driver-api/mei/mei-client-bus.rst.txt"], "reason"),
    ("k43-persistent-data-cow-cost",
     "the persistent-data transaction manager copies every block on write; why is the performance still reasonable?",
     "Shadowing is elided within the same transaction",
     ["admin-guide/device-mapper/persistent-data.rst.txt"], "reason"),
    ("k43-alps-new-table",
     "why were the newer ALPS touchpads kept out of the alps_model_data table instead of redefining it?",
     "the risk of regression testing existing devices",
     ["input/devices/alps.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k43-emc1403-limit-order",
     "I'm scripting new limits for the EMC1404 on the chamber controller; should the limits or the hysteresis be written first?",
     "The limits should be set before the hysteresis",
     ["hwmon/emc1403.rst.txt", "hwmon/lm77.rst.txt"], "procedure"),
    ("k43-asus-wmi-bios-fix",
     "what BIOS update fixes the stuck fan readings with asus_wmi_sensors?",
     "method version greater than or equal to two",
     ["hwmon/asus_wmi_sensors.rst.txt"], "procedure"),
    ("k43-viapro-not-listed",
     "the old VIA mainboard of the spectrometer PC shows none of the i2c-viapro device IDs in lspci -n; what should I look for?",
     "enable ACPI / SMBus or even USB",
     ["i2c/busses/i2c-viapro.rst.txt"], "procedure"),
    ("k43-vme-irq-callback",
     "what must I keep in mind when writing the callback I attach with vme_irq_request for the crate's interrupts?",
     "callback functions run in interrupt context",
     ["driver-api/vme.rst.txt"], "procedure"),
    ("k43-smsc47m1-hwmon-block",
     "the LPC47M192 Super I/O on the old control PC has a hardware monitoring block that smsc47m1 ignores; what should I use for the voltages and temperatures?",
     "smsc47m192 driver",
     ["hwmon/smsc47m1.rst.txt"], "procedure"),
    ("k43-firmware-file-naming",
     "we're submitting firmware for our PCIe capture card to linux-firmware; how should the file be named with respect to its version?",
     "just the major version",
     ["driver-api/firmware/firmware-usage-guidelines.rst.txt"], "procedure"),
    ("k43-vme-dma-pci-attr",
     "before adding an entry to a VME DMA list that copies into host memory, which function creates the attribute for the PCI side?",
     "vme_dma_pci_attribute",
     ["driver-api/vme.rst.txt"], "procedure"),
    ("k43-persistent-data-commit",
     "what does the commit method of the persistent-data transaction manager ensure before it writes the superblock?",
     "all data is flushed",
     ["admin-guide/device-mapper/persistent-data.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k43-dptf-fivr",
     "the DPTF RFIM interface on the laptop talks about shifting the FIVR switching frequency away from the Wi-Fi band; what is FIVR?",
     "Fully Integrated Voltage Regulator",
     ["driver-api/thermal/intel_dptf.rst.txt"], "definition"),
    ("k43-surface-san",
     "on our Surface Book 2 the battery data goes through something called SAN; what is it?",
     "Surface ACPI Notify",
     ["driver-api/surface_aggregator/overview.rst.txt", "driver-api/surface_aggregator/clients/san.rst.txt"], "definition"),
    ("k43-surface-ssh",
     "in the Surface aggregator docs, what does SSH refer to?",
     "Surface Serial Hub",
     ["driver-api/surface_aggregator/overview.rst.txt", "driver-api/surface_aggregator/ssh.rst.txt",
      "driver-api/surface_aggregator/internal.rst.txt"], "definition"),
    ("k43-vmcoreinfo-what",
     "what kind of thing is VMCOREINFO that makedumpfile reads from the crashed kernel?",
     "a special ELF note section",
     ["admin-guide/kdump/vmcoreinfo.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

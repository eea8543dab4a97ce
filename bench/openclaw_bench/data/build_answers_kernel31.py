"""Thirty-first held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout31.jsonl`` (72 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched with
grep, sed and a small phrase-finding script), as an engineer at a lab bench
would type or say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own boards,
devices, hosts and products (an old Tyan server board with a W83781D, a
MinnowBoard MAX, a satellite management controller behind a chassis BMC, an
x86_64 EFI box, an arm64 server with both device tree and ACPI, a FUSE
archive file system, a RAID controller that needs its firmware early, a
Tsi721 RapidIO bridge, a libusb spectrometer tool, a no-MMU microcontroller
board, an SMM665 power sequencer, a USB 3.0 storage prototype, a
solar-charged logger with Charger Manager, an RF tuner behind an I2C gate,
an ISA data-acquisition card, an EISA network card, a parallel-port stepper
controller, an ADT7475 NAS board, a W83627EHF workstation, an eMMC
industrial board, an Aquacomputer High Flow Next, a PhoenixRC adapter, a
Dell PowerEdge 750 with OpenManage, an ext4 orphan file on a damaged disk,
an ADT7468 storage chassis, a Fintek F71882FG, an Asus A7V with a VIA 686A,
an ALi-based PC, a PTP timing card, a PC Engines WRAP router, an i.MX board
with a DWC3 controller, a Kunpeng server with the HiSilicon PCIe PMU, an
EPYC node managed through SB-RMI, a Lineage Power PEM supply, a Bulldozer
Opteron) -- taking every fact from the top-level folders ``admin-guide``,
``driver-api``, ``filesystems``, ``hwmon``, ``i2c``, ``input``, ``arm64``,
``x86`` and ``power`` (where another page of these folders states the
same fact with the same phrase, ``relevant`` names it too). The topics:
forcing W83781D subclient addresses, keeping pointer tags in si_addr, a
writable SPI flash for BIOS updates, the IPMB device interface, turning off
the EFI reboot service, adding EFI memory map entries, preferring ACPI on
arm64, FUSE direct I/O, building firmware into the kernel, the PCIe read
request size of the Tsi721, the first dynamic rio_cm channel, world-writable
usbfs device files, uninitialized anonymous mmaps without an MMU, interrupts
that stay enabled during suspend, the reference voltage of the SMM665;
allocating USB bulk streams, Charger Manager's suspend_again callback,
unlocked I2C transfers in a parent-locked mux, a keyboard notifier,
registering for firmware upload, ISA and EISA driver registration, starting
pending DMA transfers, registering a line discipline, a connector callback,
a managed gpio_chip, claiming a shared parallel port, a wakeup interrupt,
one-step platform device registration, probe() in an init section; the VID
reading of unconnected lines, the Offset 64 temperature format, pwm mode 0
of the W83627EHF, stream ID 0, the RPMB size, the flow unit of the High Flow
Next, channel 6 of the PhoenixRC adapter, Charger Manager's default supply
name, the SMI type of a PowerEdge 750, the CPU ID field behind HWCAP2_RNG,
the maximum of future hot-plug CPUs, the magic of an orphan block, the units
of package temperature trip points; the shared PWM frequency of the
ADT7468, Fintek fan modes kept from the BIOS, a VIA 686A that is not wired,
erasing an SD card in chunks, auto-closing gates behind a mux-locked mux,
the spinlock of a PTP clock driver, the missing M7101 device, FUSE writeback
cache on network file systems, flock() and fcntl() locks, IRQF_NO_SUSPEND on
a shared line, -1 in the powerclamp cur_state; erasing the MinnowBoard SPI
flash, instantiating ipmb-dev, the WRAP board's ACCESS.bus addresses,
testing a driver with s2ram, injecting idle time, uevents from a thermal
zone, Dell host control on shutdown, dwc3 trace events, the HiSilicon PCIe
PMU for one endpoint, an SB-RMI power cap, cancelling a firmware upload,
instantiating a Lineage PEM; and terms (IPMB, AMD's name for a CMT thread,
MCM, DTPM, the MMC cid attribute, APML). The most famous facts were
avoided, and so was every answer and every question topic of the earlier
answer sets (``answer_kernel_tune``, ``answer_kernel_heldout`` to
``answer_kernel_heldout30``, ``answer_pg_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose (answers,
question words and the pages named in ``relevant`` were also grepped against
them, and each new answer against the text of every page); almost all facts
come from pages no earlier set had named. The thirtieth set's builder
(``build_answers_kernel30.py``) was read as the template for format and
rules. Nothing of the answer code, of its search or answer output, of the
appliance's documentation or tests, or of the benchmark results was opened
while writing it; no git command was used; the questions were not run
through the appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer`` is
the short phrase that carries the asked-for fact, copied as the page writes
it; ``relevant`` lists every page that states the fact with that phrase,
best first, leaving out index pages and passing uses; translations under
``translations/`` that state the same fact with the same phrase come after
the English pages (one of this set's facts, the ID register field behind
HWCAP2_RNG, is also stated in the Chinese translations, zh_CN and zh_TW;
each answer was grepped against the translations, and no other page of this
set has a translation).

Usage::

    python3 build_answers_kernel31.py > answer_kernel_heldout31.jsonl
    python3 validate_answers.py answer_kernel_heldout31.jsonl  # with a Python that has the appliance installed

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
    ("k31-w83781d-force-subclients",
     "the old Tyan server board in the rack has a W83781D whose subclient addresses the driver gets wrong; which w83781d module parameter forces the I2C addresses of the subclients?",
     "force_subclients",
     ["hwmon/w83781d.rst.txt", "hwmon/w83791d.rst.txt", "hwmon/w83792d.rst.txt", "hwmon/w83793.rst.txt"], "setting"),
    ("k31-sa-expose-tagbits",
     "our arm64 analysis tool keeps tags in its pointers, and the SIGSEGV handler always sees si_addr with the tag bits cleared; which sigaction flag keeps the tag in siginfo.si_addr?",
     "SA_EXPOSE_TAGBITS",
     ["arm64/tagged-pointers.rst.txt"], "setting"),
    ("k31-spi-intel-writeable",
     "to flash a new BIOS onto the MinnowBoard in the test rack from Linux, the spi-intel driver has to stop exposing the SPI flash read-only; what do I add to the kernel command line?",
     "spi_intel.writeable=1",
     ["driver-api/mtd/spi-intel.rst.txt"], "setting"),
    ("k31-ipmb-config",
     "our board acts as a satellite management controller behind the chassis BMC and should answer IPMB requests through ipmb-dev-int; which kernel config option do I need for that driver?",
     "CONFIG_IPMB_DEVICE_INTERFACE",
     ["driver-api/ipmb.rst.txt"], "setting"),
    ("k31-reboot-type-k",
     "the old x86_64 EFI box in the lab hangs on every reboot, and I suspect the firmware's EFI reboot runtime service; which kernel parameter turns off just that service?",
     "reboot_type=k",
     ["x86/x86_64/uefi.rst.txt"], "setting"),
    ("k31-add-efi-memmap",
     "on the EFI test server the kernel sees less RAM than the firmware reports, because the EFI memory map has entries that aren't in the E820 map; which command-line parameter adds them?",
     "add_efi_memmap",
     ["x86/x86_64/uefi.rst.txt"], "setting"),
    ("k31-arm64-acpi-force",
     "our arm64 server boots with both a device tree and ACPI tables, and the kernel keeps using the device tree; which command-line option makes it try the ACPI tables first?",
     "acpi=force",
     ["arm64/arm-acpi.rst.txt"], "setting"),
    ("k31-fopen-direct-io",
     "our FUSE file system in front of the instrument archive should bypass the page cache completely for its files; which flag does the daemon set in the FUSE_OPEN reply?",
     "FOPEN_DIRECT_IO",
     ["filesystems/fuse-io.rst.txt"], "setting"),
    ("k31-extra-firmware",
     "the RAID controller of the new storage box needs its firmware before the root file system is up, and we don't want to put it into the initramfs; which kernel config option builds firmware into the kernel image?",
     "CONFIG_EXTRA_FIRMWARE",
     ["driver-api/firmware/built-in-fw.rst.txt", "x86/microcode.rst.txt"], "setting"),
    ("k31-tsi721-pcie-mrrs",
     "the Tsi721 RapidIO bridge in the DSP chassis does DMA through a PCIe switch that misbehaves with large read requests; which tsi721 module parameter overrides the PCIe Maximum Read Request Size?",
     "pcie_mrrs",
     ["driver-api/rapidio/tsi721.rst.txt"], "setting"),
    ("k31-rio-cm-chstart",
     "our own software on the RapidIO nodes uses fixed channel numbers below 500, and rio_cm's dynamic channel allocation collides with them; which rio_cm module parameter sets where dynamic assignment starts?",
     "chstart",
     ["driver-api/rapidio/rio_cm.rst.txt"], "setting"),
    ("k31-usbfs-devmode",
     "the students' libusb tool for the spectrometer should work without root, but the files under /proc/bus/usb are writable only by root by default; which usbfs mount option makes the device files world-writable?",
     "devmode=0666",
     ["driver-api/usb/usb.rst.txt"], "setting"),
    ("k31-mmap-allow-uninitialized",
     "on our no-MMU microcontroller board, clearing every anonymous mmap costs too much time, and the system runs only trusted code; which config option lets the kernel skip clearing the pages?",
     "CONFIG_MMAP_ALLOW_UNINITIALIZED",
     ["admin-guide/mm/nommu-mmap.rst.txt"], "setting"),
    ("k31-irqf-no-suspend",
     "the watchdog interrupt of our custom board must keep firing through the whole suspend and resume cycle, including the noirq phases; which flag do I pass to request_irq()?",
     "IRQF_NO_SUSPEND",
     ["power/suspend-and-interrupts.rst.txt", "driver-api/pm/devices.rst.txt"], "setting"),
    ("k31-smm665-vref",
     "the SMM665 power sequencer on our FPGA carrier is wired with a non-default reference voltage on its VREF_ADC pin, so all voltages read wrong; which smm665 module parameter gives the reference voltage?",
     "vref",
     ["hwmon/smm665.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k31-usb-alloc-streams",
     "the driver for our USB 3.0 storage prototype wants to queue several commands on one bulk endpoint using streams; which call asks the host controller to allocate the stream IDs?",
     "usb_alloc_streams",
     ["driver-api/usb/bulk-streams.rst.txt"], "command"),
    ("k31-cm-suspend-again",
     "the solar-charged field logger suspends to RAM while charging, and Charger Manager should check the battery temperature during suspend; which function do I use as the suspend_again callback of platform_suspend_ops?",
     "cm_suspend_again",
     ["power/charger-manager.rst.txt"], "command"),
    ("k31-unlocked-i2c-transfer",
     "in our parent-locked I2C mux driver, select() has to talk to the mux chip on the parent adapter while that adapter is already locked; which unlocked transfer function must it use to avoid a deadlock?",
     "__i2c_transfer",
     ["i2c/i2c-topology.rst.txt"], "command"),
    ("k31-register-keyboard-notifier",
     "our kiosk module wants to see every key press on the console to reset an idle timer; which call registers a callback for keyboard events?",
     "register_keyboard_notifier",
     ["input/notifier.rst.txt"], "command"),
    ("k31-firmware-upload-register",
     "the driver for our FPGA card's management controller should let users push new firmware images through sysfs; which call registers the device with the firmware upload API?",
     "firmware_upload_register",
     ["driver-api/firmware/fw_upload.rst.txt"], "command"),
    ("k31-isa-register-driver",
     "I'm porting the driver for our old ISA data-acquisition card to the isa bus type, and the module should create a device for each configured card; which function registers the driver?",
     "isa_register_driver",
     ["driver-api/isa.rst.txt"], "command"),
    ("k31-dma-async-issue-pending",
     "our ADC driver prepares a slave DMA descriptor and calls dmaengine_submit(), but no transfer ever starts; which call actually kicks off the pending transfers on the channel?",
     "dma_async_issue_pending",
     ["driver-api/dmaengine/client.rst.txt", "driver-api/dmaengine/pxa_dma.rst.txt"], "command"),
    ("k31-tty-register-ldisc",
     "we wrote a line discipline that decodes the frames of our serial weather station; which function registers it with the tty layer?",
     "tty_register_ldisc",
     ["driver-api/tty/tty_ldisc.rst.txt"], "command"),
    ("k31-cn-add-callback",
     "our kernel module should receive commands from a user-space daemon over the netlink-based connector; which call registers the callback for our idx.val identifier?",
     "cn_add_callback",
     ["driver-api/connector.rst.txt"], "command"),
    ("k31-devm-gpiochip-add-data",
     "the GPIO expander on our carrier board gets its own gpio_chip driver, and I want the chip removed automatically when the driver unbinds; which call registers it?",
     "devm_gpiochip_add_data",
     ["driver-api/gpio/driver.rst.txt"], "command"),
    ("k31-parport-claim-or-block",
     "our driver for the parallel-port stepper controller shares the port with the printer driver; which call claims the port and sleeps until it becomes free?",
     "parport_claim_or_block",
     ["driver-api/parport-lowlevel.rst.txt"], "command"),
    ("k31-eisa-driver-register",
     "we keep an old EISA network card alive in the legacy test PC and are porting its driver to the EISA bus code; which call registers the driver?",
     "eisa_driver_register",
     ["driver-api/eisa.rst.txt"], "command"),
    ("k31-enable-irq-wake",
     "the GPIO line of the lid switch on our handheld prototype should wake the system from suspend; which call marks its IRQ as a system wakeup interrupt?",
     "enable_irq_wake",
     ["power/suspend-and-interrupts.rst.txt", "driver-api/pm/devices.rst.txt"], "command"),
    ("k31-platform-device-register-simple",
     "our legacy board code for the sensor hub allocates a platform_device, fills in its resources and registers it in separate steps; which one-step call allocates and registers it?",
     "platform_device_register_simple",
     ["driver-api/driver-model/platform.rst.txt"], "command"),
    ("k31-platform-driver-probe",
     "the driver for the soldered-on, non-hotpluggable FPGA on our board should keep its probe() in an init section to save memory; which registration call allows that?",
     "platform_driver_probe",
     ["driver-api/driver-model/platform.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k31-vid-unconnected",
     "the cpu0_vid reading of the W83781D on the old Tyan board looks odd, and I suspect the VID lines aren't connected; what value do I usually see then?",
     "3.50 V",
     ["hwmon/w83781d.rst.txt", "hwmon/lm78.rst.txt"], "value"),
    ("k31-adt7475-offset-64",
     "the ADT7475 on our NAS board can report temperatures in 'Offset 64' format; what does that format mean for the raw value?",
     "wherein 64 is subtracted from the raw value",
     ["hwmon/adt7475.rst.txt"], "value"),
    ("k31-w83627ehf-pwm-mode-0",
     "on the W83627EHF of the old workstation, pwm1_mode reads 0; what kind of fan output is that?",
     "DC output (0 - 12v)",
     ["hwmon/w83627ehf.rst.txt"], "value"),
    ("k31-stream-id-zero",
     "usb_alloc_streams() returned 4 for the bulk endpoints of our USB 3.0 prototype; may the driver use stream ID 0?",
     "Stream ID 0 is reserved",
     ["driver-api/usb/bulk-streams.rst.txt"], "value"),
    ("k31-rpmb-size",
     "the eMMC on our industrial board shows raw_rpmb_size_mult = 32 in sysfs; how do I get the RPMB partition size from that?",
     "RPMB partition size = 128kB x raw_rpmb_size_mult",
     ["driver-api/mmc/mmc-dev-attrs.rst.txt"], "value"),
    ("k31-high-flow-next-unit",
     "the Aquacomputer High Flow Next in the water-cooling loop of the render box shows a fan1_input of 2500 in sysfs; in which unit is that flow reading?",
     "Flow speed (in dL/h)",
     ["hwmon/aquacomputer_d5next.rst.txt"], "value"),
    ("k31-pxrc-channel-6",
     "my RC transmitter is plugged into the PhoenixRC adapter and handled by pxrc; which input event does channel 6 of the adapter produce?",
     "ABS_THROTTLE",
     ["input/devices/pxrc.rst.txt"], "value"),
    ("k31-charger-manager-psy-default",
     "in the charger_desc of our solar logger's Charger Manager setup psy_name is left NULL; which power-supply name does it use then?",
     "Default is \"battery\"",
     ["power/charger-manager.rst.txt"], "value"),
    ("k31-dcdbas-poweredge-750",
     "an old Dell PowerEdge 750 runs the lab's license server, and OpenManage should power-cycle it after shutdown through dcdbas; which value goes into host_control_smi_type for that model?",
     "HC_SMITYPE_TYPE3",
     ["driver-api/dcdbas.rst.txt"], "value"),
    ("k31-hwcap2-rng",
     "our random-number benchmark on the arm64 board checks for HWCAP2_RNG in the auxiliary vector before using the RNDR instruction; which ID register field value does that hwcap stand for?",
     "ID_AA64ISAR0_EL1.RNDR == 0b0001",
     ["arm64/elf_hwcaps.rst.txt", "translations/zh_CN/arm64/elf_hwcaps.rst.txt", "translations/zh_TW/arm64/elf_hwcaps.rst.txt"], "value"),
    ("k31-cpu-hotplug-max-cpus",
     "our x86-64 server's firmware lists extra LAPIC entries in the MADT for CPUs that can be hot-added later; how does Linux compute the maximum number of future CPUs?",
     "number of disabled LAPICs",
     ["x86/x86_64/cpu-hotplug-spec.rst.txt"], "value"),
    ("k31-ext4-orphan-magic",
     "my recovery tool walks the blocks of the ext4 orphan file on a damaged data disk; which magic value is stored in the tail of each orphan block?",
     "0x0b10ca04",
     ["filesystems/ext4/orphan.rst.txt"], "value"),
    ("k31-pkg-temp-trip-units",
     "I want the x86_pkg_temp thermal zone on the build server to notify at 85 degrees through trip_point_0_temp; in which units do I write the temperature?",
     "milli-degree Celsius",
     ["driver-api/thermal/x86_pkg_temperature_thermal.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k31-adt7468-pwm-global",
     "on the ADT7468 in our storage chassis, setting pwm1_freq above 11.3 kHz also changed the frequency of the other two fan outputs; why?",
     "This is a global mode, not per-PWM output",
     ["hwmon/lm85.rst.txt"], "reason"),
    ("k31-f71882fg-mode-kept",
     "on the Fintek F71882FG of the lab PC I'd like to switch the fans from RPM mode to duty-cycle mode, but the driver keeps whatever the BIOS set; why doesn't it switch?",
     "requires re-initializing a whole bunch of registers",
     ["hwmon/f71882fg.rst.txt"], "reason"),
    ("k31-via686a-not-wired",
     "on our old Asus A7V board I had to load via686a with force_addr, and now the temperatures and voltages it shows make no sense; why?",
     "your chip is simply not wired for hardware monitoring",
     ["hwmon/via686a.rst.txt"], "reason"),
    ("k31-mmc-erase-chunks",
     "erasing one partition of the SD card in the data logger makes the logging on the other partition stall for minutes; why is it better to erase large areas in smaller chunks?",
     "A single erase command will make all other I/O on the card wait",
     ["driver-api/mmc/mmc-dev-attrs.rst.txt"], "reason"),
    ("k31-mux-locked-auto-close",
     "our RF tuner sits behind an auto-closing I2C gate that closes after one transfer, and the driver for it uses a mux-locked mux; why does the gate sometimes close too early?",
     "Unrelated I2C transfers may creep in and close prematurely",
     ["i2c/i2c-topology.rst.txt"], "reason"),
    ("k31-ptp-driver-locking",
     "reviewing our PTP clock driver for the timing card, a colleague asks why the spinlock around the 64-bit time registers lives in our driver and not in the PTP class driver; what's the reason?",
     "the lock may also be needed by the clock driver's interrupt service routine",
     ["driver-api/ptp.rst.txt"], "reason"),
    ("k31-ali15x3-m7101",
     "modprobe i2c-ali15x3 on the old ALi-based lab PC fails with 'Can't detect ali15x3!', and lspci shows the M1533 and M5229 devices; why doesn't the driver work?",
     "The driver won't work if it can't find the M7101 device",
     ["i2c/busses/i2c-ali15x3.rst.txt"], "reason"),
    ("k31-fuse-writeback-network",
     "we considered turning on the FUSE writeback cache in our sshfs-like daemon for the shared results store that other clients modify too; why do the docs say that mode is a poor fit there?",
     "generally not suitable for network filesystems",
     ["filesystems/fuse-io.rst.txt"], "reason"),
    ("k31-flock-fcntl-independent",
     "our logger locks the results file with flock(), the vendor's viewer locks it with fcntl(), and they never block each other; why?",
     "oblivious to each other",
     ["filesystems/locks.rst.txt"], "reason"),
    ("k31-no-suspend-shared-irq",
     "one driver on a shared interrupt line of our board requests it with IRQF_NO_SUSPEND, and now the handlers of the other devices on that line also run during suspend; why?",
     "affects the entire IRQ and not just one user of it",
     ["power/suspend-and-interrupts.rst.txt"], "reason"),
    ("k31-powerclamp-minus-one",
     "cur_state of the intel_powerclamp cooling device reads -1 when idle injection is off, which confuses our monitoring script; why doesn't it just read 0?",
     "avoid confusing 100% busy state with the disabled state",
     ["driver-api/thermal/intel_powerclamp.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k31-minnowboard-flash-erase",
     "I'm updating the BIOS of the MinnowBoard MAX from Linux and have already backed up /dev/mtd0ro; what's the command to erase the SPI serial flash before writing the new image?",
     "flash_erase /dev/mtd0 0 0",
     ["driver-api/mtd/spi-intel.rst.txt"], "procedure"),
    ("k31-ipmb-new-device",
     "with ipmb-dev-int loaded on our satellite controller, how do I instantiate the device at 7-bit address 0x10 on I2C bus 2 so that /dev/ipmb-2 appears?",
     "echo ipmb-dev 0x1010 > /sys/bus/i2c/devices/i2c-2/new_device",
     ["driver-api/ipmb.rst.txt"], "procedure"),
    ("k31-scx200-wrap-base",
     "the old PC Engines WRAP router (SC1100) that reads our weather sensors has scx200_acb built into the kernel, and the I2C bus isn't found; what do I put on the boot command line?",
     "scx200_acb.base=0x810,0x820",
     ["i2c/busses/scx200_acb.rst.txt"], "procedure"),
    ("k31-s2ram-driver-test",
     "before shipping our capture card driver I want to test suspend to RAM with the driver loaded, as the driver testing guide describes; which tool does it use for that?",
     "s2ram tool",
     ["power/drivers-testing.rst.txt", "power/basic-pm-debugging.rst.txt"], "procedure"),
    ("k31-powerclamp-inject-25",
     "the fanless box in the server closet runs too hot, and I want intel_powerclamp, which is cooling_device80 there, to inject 25% idle time; what's the command?",
     "echo 25 > /sys/class/thermal/cooling_device80/cur_state",
     ["driver-api/thermal/intel_powerclamp.rst.txt"], "procedure"),
    ("k31-pkg-temp-user-space-policy",
     "our monitoring daemon wants kobject uevents when the x86_pkg_temp zone crosses its trip points; how do I set the zone's policy for that?",
     "echo -n \"user_space\" > policy",
     ["driver-api/thermal/x86_pkg_temperature_thermal.rst.txt"], "procedure"),
    ("k31-dcdbas-host-control",
     "after writing the power-cycle action and SMI type for our PowerEdge into dcdbas, what's the last step before shutting down so the driver performs the host control action?",
     "Write \"1\" to host_control_on_shutdown",
     ["driver-api/dcdbas.rst.txt"], "procedure"),
    ("k31-dwc3-trace-events",
     "the USB gadget on our i.MX board with a DWC3 controller drops off the bus now and then; with tracefs mounted on /t, how do I switch on the dwc3 trace events?",
     "echo 1 > /t/events/dwc3/enable",
     ["driver-api/usb/dwc3.rst.txt"], "procedure"),
    ("k31-hisi-pcie-bdf",
     "on the Kunpeng server I want the memory-read bandwidth of just the NVMe card at 0000:39:00.0 from the HiSilicon PCIe PMU; what's the perf command?",
     "perf stat -e hisi_pcie0_core0/rx_mrd_flux,bdf=0x3900/ sleep 5",
     ["admin-guide/perf/hisi-pcie-pmu.rst.txt"], "procedure"),
    ("k31-sbrmi-power-cap",
     "the BMC of our EPYC render node exposes the CPU through sbrmi as hwmon1, and the socket should be capped at 180 W; what do I write?",
     "echo 180000000 > /sys/class/hwmon/hwmon1/power1_cap",
     ["hwmon/sbrmi.rst.txt"], "procedure"),
    ("k31-fw-upload-cancel",
     "a firmware upload to the management controller of our FPGA card through the firmware upload sysfs interface is taking forever and I want to abort it; how do I cancel the update?",
     "echo 1 to this file to cancel the update",
     ["driver-api/firmware/fw_upload.rst.txt"], "procedure"),
    ("k31-lineage-pem-new-device",
     "the Lineage Power PEM supply in the rack sits at address 0x40 on i2c-1 and isn't detected automatically; after modprobe lineage-pem, how do I instantiate it?",
     "echo lineage-pem 0x40 > /sys/bus/i2c/devices/i2c-1/new_device",
     ["hwmon/lineage-pem.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k31-acronym-ipmb",
     "the chassis manual for the new blade enclosure says the management controllers talk over IPMB; what does IPMB stand for?",
     "Intelligent Platform Management Bus",
     ["driver-api/ipmb.rst.txt"], "definition"),
    ("k31-amd-cmt-thread",
     "the x86 topology notes for our old Bulldozer-based Opteron server say AMD has its own word for a CMT thread; what does AMD call it?",
     "Compute Unit Core",
     ["x86/topology.rst.txt"], "definition"),
    ("k31-acronym-mcm",
     "the x86 topology notes say that with MCMs a socket can hold more than one package; what does MCM stand for?",
     "Multi Chip Modules",
     ["x86/topology.rst.txt"], "definition"),
    ("k31-acronym-dtpm",
     "the powercap directory on our Arm dev board has a dtpm entry; what does DTPM stand for?",
     "Dynamic Thermal Power Management",
     ["power/powercap/dtpm.rst.txt"], "definition"),
    ("k31-mmc-cid",
     "the SD cards of the field loggers each have a cid attribute under /sys/bus/mmc/devices; what register is that?",
     "Card Identification Register",
     ["driver-api/mmc/mmc-dev-attrs.rst.txt"], "definition"),
    ("k31-acronym-apml",
     "the sbrmi documentation for the EPYC node says the SoC is connected to the BMC via the APML; what does APML stand for?",
     "Advanced Platform Management Link",
     ["hwmon/sbrmi.rst.txt", "hwmon/sbtsi_temp.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

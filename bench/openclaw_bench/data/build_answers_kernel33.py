"""Thirty-third held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout33.jsonl`` (72 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched with
grep, sed and a small phrase-finding script), as an engineer at a lab bench
would type or say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own boards,
devices, hosts and products (an ADT7411 sensor board, an OLPC XO camera, a
Silicon Labs USB FM radio, a CPiA2 webcam on a microscope, a custom SoC
board, a Hauppauge WinTV card on a SiS chipset, a Hauppauge PVR-350, an
ASUS ROG workstation, a Baikal-T1 board, a Pulse-Eight USB-CEC adapter, a
Type-C docking-station prototype, a RapidIO test rack, an emulated NVDIMM
in QEMU, an FPGA accelerator card, an FPGA DMA block, a clustered md RAID1,
an i.MX carrier board, an INA209 power board, a TMP513 and a TMP432, a
Philips ToUCam on a telescope, a Cirrus Lochnagar eval board, a MAX6639 fan
controller, a LAN9668 switch, an LM95234, a Kunpeng server, a ThunderX2
box, a Snapdragon dev board, an i.MX6 SabreLite with an OV5642, GStreamer,
a flight-simulator joystick card) -- spread over the vdd reference of the
ADT7411, the DMA buffers of cafe_ccic, seek timeouts of si470x, flicker
reduction on cpia2, leaving unused clocks on, overlay and chroma AGC on
bttv, the first minor of ivtv, the ACPI mutex of asus_ec_sensors, the
temperature offset of the Baikal-T1 PVT, the EEPROM of the Pulse-Eight
adapter, the Type-C role preference, the debug level of mport_cdev, raw
NVDIMM namespaces; publishing P2P memory and checking P2P distance, a plain
I2C receive, the USB reset_resume callback, polled GPIO keys and the GPIO
watchdog, aborting and synchronizing dmaengine channels, advancing a bio,
DAMON's LRU priority action, the MMC pre_req hook, gathering md-cluster
bitmaps, a single-threaded workqueue, the exception-table search, a
regulator supply mapping; the fast sampling rate of the ADT7411, the I2C
delay and buffer size of bttv, the DMA timeout of mport_cdev, the default
shunt of the INA209, the PGA gain of the TMP513, the local resolution of
the TMP401, the power averaging interval of Lochnagar, the pwc mmap
buffers, the MAX6639 duty cycle, the LAN966x sensor accuracy and PWM
frequency, the LM95234 range; the power allocator's integral term, bio
helpers for filesystems only, O_CLOEXEC on dma-buf fds, slow-machine lag in
pwc, the RCU file descriptor table, MMC cache overhead, MMIO gameports,
PMBus limit auto-detection, hibernation compared with suspend, sorting the
exception table, large setup_data objects; resetting the TMP401 history,
cpia2 options, recording from ivtv, ordering posted MMIO writes, two uncore
perf counts, starting DAMON, saving CEC error injections, pwc load options,
an interconnect graph as SVG, an i.MX6 CSI crop, the storage format of an
IIO scan element; and terms (dummy_hcd, idmapped mounts, the power
allocator's controller, SLIMbus, cmdline_size, the PSU's total uptime).
It takes facts only from the folders ``admin-guide``, ``driver-api``,
``filesystems``, ``hwmon``, ``i2c``, ``input``, ``block``, ``arm64``,
``x86`` and ``power`` (the other author of this round took the other
folders), and avoids facts that the other folders also state (the Chinese
translations aside). The most famous facts were avoided, and so was every
answer and every question topic of the earlier answer sets
(``answer_kernel_tune``, ``answer_kernel_heldout`` to
``answer_kernel_heldout32``, ``answer_pg_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose
(answers, question words and the pages named in ``relevant`` were also
grepped against them, and each new answer against the text of every page);
70 of the 72 facts come from pages no earlier set had named, the other two
from such a page together with a page an earlier set had named. The
thirty-second set's builder (``build_answers_kernel32.py``) was read as the
template for format and rules; the thirty-fourth set
(``build_answers_kernel34.py``), written at the same time by another
author, was not seen. Nothing of the answer code, of its search or answer
output, of the appliance's documentation or tests, or of the benchmark
results was opened while writing it; no git command was used for it; the
questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer`` is
the short phrase that carries the asked-for fact, copied as the page writes
it; ``relevant`` lists every page that states the fact with that phrase,
best first, leaving out index pages and passing uses; translations under
``translations/`` that state the same fact with the same phrase come after
the English pages (three of this set's facts, DAMON's lru_prio action,
starting a kdamond and the read that orders posted MMIO writes, are also
stated in a Chinese translation).

Usage::

    python3 build_answers_kernel33.py > answer_kernel_heldout33.jsonl
    python3 validate_answers.py answer_kernel_heldout33.jsonl  # with a Python that has the appliance installed

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
    ("k33-adt7411-adc-ref-vdd",
     "the ADT7411 on our sensor board reads its voltage inputs against the internal 2.25 V reference, but our analog front end is ratiometric to VDD; which attribute of the adt7411 driver switches the reference to vdd?",
     "adc_ref_vdd",
     ["hwmon/adt7411.rst.txt"], "setting"),
    ("k33-cafe-ccic-n-dma-bufs",
     "the OLPC XO in the teaching lab drops frames from its built-in camera, and I'd like to tell the cafe_ccic driver how many DMA buffers to cycle through; which load-time option?",
     "n_dma_bufs",
     ["admin-guide/media/cafe_ccic.rst.txt"], "setting"),
    ("k33-si470x-tune-timeout",
     "seeking with our Silicon Labs USB FM radio stick in the ham-radio corner keeps failing with -EIO; which si470x module parameter should I increase?",
     "tune_timeout",
     ["admin-guide/media/si470x.rst.txt"], "setting"),
    ("k33-cpia2-flicker-mode",
     "the old CPiA2 webcam over the microscope shows rolling bands under the lab's fluorescent lights; which cpia2 module option enables flicker reduction?",
     "flicker_mode",
     ["admin-guide/media/cpia2.rst.txt"], "setting"),
    ("k33-clk-ignore-unused",
     "our custom SoC board boots fine until late init, then the display goes dark because the kernel turns off clocks the bootloader had left running; which boot argument bypasses disabling the unused clocks while we fix the driver?",
     "clk_ignore_unused",
     ["driver-api/clk.rst.txt"], "setting"),
    ("k33-bttv-no-overlay",
     "our old Hauppauge WinTV card on a SiS-chipset PC won't do video overlay, because bttv disabled it; which insmod option enables overlay anyway on such hardware?",
     "no_overlay=0",
     ["admin-guide/media/bttv.rst.txt"], "setting"),
    ("k33-ivtv-first-minor",
     "the capture PC has a webcam on /dev/video0 and a Hauppauge PVR-350, and the ivtv devices should start counting at 1 so the names don't get confusing; which ivtv module option?",
     "ivtv_first_minor",
     ["admin-guide/media/ivtv.rst.txt"], "setting"),
    ("k33-asus-ec-mutex-path",
     "after a BIOS update on our ASUS ROG workstation the asus_ec_sensors readings vanished, maybe because the ACPI mutex moved; which module parameter overrides the mutex path stored in the driver?",
     "mutex_path",
     ["hwmon/asus_ec_sensors.rst.txt"], "setting"),
    ("k33-bt1-pvt-temp-offset",
     "the Baikal-T1 PVT sensor on our test board reads about two degrees high compared with a thermocouple; which sysfs attribute adds an offset to the chip's temperature reading?",
     "temp1_offset",
     ["hwmon/bt1-pvt.rst.txt"], "setting"),
    ("k33-pulse8-persistent-config",
     "our Pulse-Eight USB-CEC adapter should remember its settings in its own EEPROM when we move it between the test TVs; which pulse8-cec module option?",
     "persistent_config",
     ["admin-guide/media/pulse8-cec.rst.txt"], "setting"),
    ("k33-typec-prefer-role",
     "I'm registering the USB Type-C port of our docking-station prototype with the typec class and it should run Try.SNK; which member of struct typec_capability declares the role preference?",
     "prefer_role",
     ["driver-api/usb/typec.rst.txt"], "setting"),
    ("k33-mport-dbg-level",
     "our RapidIO test rack's mport_cdev driver is too quiet while we chase a DMA hang; which module parameter controls the amount of debug output?",
     "dbg_level",
     ["driver-api/rapidio/mport_cdev.rst.txt"], "setting"),
    ("k33-bttv-chroma-agc",
     "colours on our old Brooktree capture card pump up and down with the analog camera's signal; which bttv insmod option turns on AGC of the chroma signal?",
     "chroma_agc=0/1",
     ["admin-guide/media/bttv.rst.txt"], "setting"),
    ("k33-nvdimm-force-raw",
     "on the emulated NVDIMM in our QEMU test box I want a namespace exposed as a plain raw device, ignoring any BTT or pfn info block on it; which namespace attribute forces raw mode?",
     "force_raw",
     ["driver-api/nvdimm/nvdimm.rst.txt"], "setting"),
    ("k33-cafe-alloc-bufs-at-load",
     "on the XO with little memory the camera sometimes can't get its DMA buffers once the machine has been running a while; which cafe_ccic option allocates them when the module loads?",
     "alloc_bufs_at_load",
     ["admin-guide/media/cafe_ccic.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k33-p2pmem-publish",
     "our FPGA accelerator card exposes a BAR of on-card memory, and after registering it with pci_p2pdma_add_resource I want NVMe target and other orchestrators to find it; which function publishes it as P2P memory?",
     "pci_p2pmem_publish",
     ["driver-api/pci/p2pdma.rst.txt"], "command"),
    ("k33-p2pdma-distance",
     "our orchestrator driver already knows which P2P memory provider it wants and needs to check that the NVMe drive and the RDMA NIC can both use it; which function checks that compatibility?",
     "pci_p2pdma_distance",
     ["driver-api/pci/p2pdma.rst.txt"], "command"),
    ("k33-i2c-master-recv",
     "the sensor on our I2C bus just wants a plain read of n bytes, start, address with read bit, data, stop; which kernel function implements that simple receive transaction?",
     "i2c_master_recv",
     ["i2c/i2c-protocol.rst.txt", "i2c/writing-clients.rst.txt"], "command"),
    ("k33-usb-reset-resume",
     "our USB data-logger driver loses its state when the hub resets the device during system suspend instead of resuming it; which callback of the USB driver is called in that case?",
     "reset_resume",
     ["driver-api/usb/callbacks.rst.txt", "driver-api/usb/power-management.rst.txt"], "command"),
    ("k33-gpio-keys-polled",
     "the start button of our test jig is wired to a GPIO line of an I/O expander that cannot raise interrupts; which driver makes it a key input by polling it with a timer?",
     "gpio-keys-polled",
     ["driver-api/gpio/drivers-on-gpio.rst.txt"], "command"),
    ("k33-gpio-wdt",
     "our board has an external watchdog chip that resets everything unless a GPIO line toggles regularly; which kernel driver pings hardware on a GPIO line that way?",
     "gpio-wdt",
     ["driver-api/gpio/drivers-on-gpio.rst.txt"], "command"),
    ("k33-dmaengine-terminate-all",
     "I'm writing a dmaengine provider for the DMA block of our FPGA, and the client must be able to abort every pending and ongoing transfer on a channel; which callback implements that?",
     "device_terminate_all",
     ["driver-api/dmaengine/provider.rst.txt"], "command"),
    ("k33-dmaengine-synchronize",
     "after aborting transfers on our FPGA's DMA channel I must be sure the controller no longer touches the old descriptors' memory before freeing it; which provider callback synchronizes the termination?",
     "device_synchronize",
     ["driver-api/dmaengine/provider.rst.txt"], "command"),
    ("k33-bio-advance",
     "our stacking block driver has consumed part of a bio and needs to move bio->bi_iter forward, integrity iterator included; which helper does that?",
     "bio_advance",
     ["block/biovecs.rst.txt"], "command"),
    ("k33-damon-lru-prio",
     "with DAMON watching our in-memory database, the hot regions should be kept on the LRU lists ahead of the rest; which DAMOS action prioritizes a region on its LRU lists?",
     "lru_prio",
     ["admin-guide/mm/damon/usage.rst.txt", "translations/zh_CN/admin-guide/mm/damon/usage.rst.txt"], "command"),
    ("k33-mmc-pre-req",
     "our SD host controller driver should do dma_map_sg for the next request while the current one is still running; which optional mmc_host_ops member runs before the actual request?",
     "pre_req()",
     ["driver-api/mmc/mmc-async-req.rst.txt"], "command"),
    ("k33-md-cluster-gather-bitmaps",
     "in our two-node clustered md RAID1, a disk is re-added and its recovery has to combine the bitmaps of all nodes; which md-cluster function sends RE_ADD and gathers the bitmap information?",
     "gather_bitmaps()",
     ["driver-api/md/md-cluster.rst.txt"], "command"),
    ("k33-singlethread-workqueue",
     "our interrupt handler offloads work, and the driver-model design-patterns page shows the probe function creating a dedicated queue for it; which function creates that single-threaded workqueue?",
     "create_singlethread_workqueue",
     ["driver-api/driver-model/design-patterns.rst.txt"], "command"),
    ("k33-fixup-exception",
     "when a copy_from_user in our driver faults on a bad user pointer, the x86 page fault path looks the faulting address up in the exception table; which function called from kernelmode_fixup_or_oops does that search?",
     "fixup_exception()",
     ["x86/exception-tables.rst.txt"], "command"),
    ("k33-regulator-supply",
     "in the board file of our custom i.MX carrier, the codec driver must get regulator 2 as its 'Vcc' supply; which macro fills a struct regulator_consumer_supply entry for that mapping?",
     "REGULATOR_SUPPLY",
     ["power/regulator/machine.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k33-adt7411-fast-sampling-rate",
     "if I turn on fast_sampling on the ADT7411, at what rate does it sample instead of the normal one?",
     "Sample at 22.5 kHz instead of 1.4 kHz",
     ["hwmon/adt7411.rst.txt"], "value"),
    ("k33-lm95234-range",
     "the LM95234 on our thermal test board reports remote diode temperatures; over what range, and how high does the internal sensor go?",
     "-127 to +255 degrees (+127.875 degrees for the internal sensor)",
     ["hwmon/lm95234.rst.txt"], "value"),
    ("k33-bttv-i2c-udelay-default",
     "I2C messages to the tuner on our old bttv card get lost; what is the default i2c_udelay and what bus speed does it mean?",
     "Default is 5 usecs (meaning 66,67 Kbps)",
     ["admin-guide/media/bttv.rst.txt"], "value"),
    ("k33-mport-dma-timeout",
     "our RapidIO SYNC-mode DMA transfers time out; what is the default DMA completion timeout of mport_cdev?",
     "default value 3000",
     ["driver-api/rapidio/mport_cdev.rst.txt"], "value"),
    ("k33-bttv-gbufsize",
     "what is the default and maximum size of the bttv capture buffers set by gbufsize?",
     "0x208000 (~2MB)",
     ["admin-guide/media/bttv.rst.txt"], "value"),
    ("k33-ina209-default-shunt",
     "the INA209 on our power board was not calibrated by the BIOS or platform data; which shunt resistor value does the driver assume when it programs the calibration register?",
     "shunt resistor value of 10 mOhm",
     ["hwmon/ina209.rst.txt"], "value"),
    ("k33-max6639-pwm-range",
     "our fan controller is a MAX6639 and the test script writes pwm1 directly; what value range does the fan 1 target duty cycle take?",
     "Fan 1 target duty cycle (0..255)",
     ["hwmon/max6639.rst.txt"], "value"),
    ("k33-tmp513-pga-gain-default",
     "the current readings of the TMP513 on our power-sequencing board depend on the PGA gain; what gain does the driver assume if the device tree doesn't set ti,pga-gain?",
     "property (default to 8)",
     ["hwmon/tmp513.rst.txt"], "value"),
    ("k33-tmp401-local-resolution",
     "the local sensor of the TMP401 on our thermal test fixture seems coarse; at what resolution does the driver run it?",
     "default resolution of 0.5 degree",
     ["hwmon/tmp401.rst.txt"], "value"),
    ("k33-lan966x-pwm-frequency",
     "the fan on the LAN966x evaluation board whines at the default PWM frequency; over what range can the controller's PWM output frequency be set?",
     "customizable PWM output frequency ranging from ~20Hz to ~650kHz",
     ["hwmon/lan966x.rst.txt"], "value"),
    ("k33-lan966x-temp-accuracy",
     "we log the die temperature of the LAN9668 switch on our TSN test bench; how accurate is its temperature sensor?",
     "accuracy is +/- 5 degrees Celsius",
     ["hwmon/lan966x.rst.txt"], "value"),
    ("k33-lochnagar-average-interval",
     "on the Cirrus Lochnagar audio eval board, which values are valid for the power averaging time input?",
     "valid from 1 to 1708mS",
     ["hwmon/lochnagar.rst.txt"], "value"),
    ("k33-pwc-mbufs-default",
     "how many mmap buffers does the pwc webcam driver reserve by default?",
     "The default is 2, which is adequate for most applications",
     ["admin-guide/media/philips.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k33-why-setup-data-awkward",
     "our bootloader wants to hand the kernel a 200 MB firmware blob through setup_data; why is setup_data awkward for such large objects?",
     "because the setup_data header has to be adjacent to the data object",
     ["x86/boot.rst.txt"], "reason"),
    ("k33-why-no-segment-all-in-drivers",
     "why shouldn't our block driver use bio_for_each_segment_all() and the other _all helpers?",
     "the bio may have been split before it reached the driver",
     ["block/biovecs.rst.txt"], "reason"),
    ("k33-why-power-allocator-ki",
     "the power_allocator thermal governor on our fanless edge box has a k_i integral term; why is that term there?",
     "compensate for long term drift and for the quantized nature of the output control",
     ["driver-api/thermal/power_allocator.rst.txt"], "reason"),
    ("k33-why-dmabuf-cloexec",
     "our camera driver exports dma-buf fds to GStreamer; why must userspace be able to request O_CLOEXEC when the fd is created, rather than setting it afterwards?",
     "inherently racy in a multi-threaded app",
     ["driver-api/dma-buf.rst.txt"], "reason"),
    ("k33-why-pwc-fbufs-lag",
     "why not simply raise fbufs to the maximum on the slow telescope laptop running the pwc webcam?",
     "on slow machines it only introduces lag",
     ["admin-guide/media/philips.rst.txt"], "reason"),
    ("k33-why-fdtable-separate",
     "why are the fd sets and the file pointer array of a file descriptor table kept in a separate structure under RCU?",
     "In order for the updates to appear atomic to a lock-free reader",
     ["filesystems/files.rst.txt"], "reason"),
    ("k33-why-mmc-cache-overhead",
     "why does preparing the next MMC request's DMA in parallel matter so much on our eMMC-based board?",
     "Fast eMMC and multiple cache levels with speculative cache pre-fetch makes the cache overhead relatively significant",
     ["driver-api/mmc/mmc-async-req.rst.txt"], "reason"),
    ("k33-why-gameport-mmio",
     "our joystick interface card for the flight-simulator rig can be driven either through I/O ports or memory mapped; why is the MMIO way preferred for a gameport?",
     "because it is faster, allowing more reads per second",
     ["input/gameport-programming.rst.txt"], "reason"),
    ("k33-why-exception-table-sorted",
     "why does the kernel sort the exception table at build time rather than leaving it in link order?",
     "require this table to be sorted in order to handle exceptions relatively early in the boot process",
     ["x86/exception-tables.rst.txt"], "reason"),
    ("k33-why-pmbus-autodetect-limits",
     "our PMBus power module's chip driver has no knobs for which limit and alarm attributes exist; why does the PMBus core auto-detect them instead of offering manual configuration?",
     "too many possible combinations to provide a manual configuration interface",
     ["hwmon/pmbus-core.rst.txt"], "reason"),
    ("k33-why-hibernation-harder",
     "our PCIe frame grabber driver survives suspend but breaks on hibernation; why is system hibernation more complicated than system suspend?",
     "it requires a system image to be created and written into a persistent storage medium",
     ["power/pci.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k33-tmp401-reset-history",
     "before each burn-in run I want to clear the lowest/highest temperatures the TMP432 has recorded; how do I reset them through sysfs?",
     "Writing 1 to this file triggers a reset",
     ["hwmon/tmp401.rst.txt"], "procedure"),
    ("k33-cpia2-options-line",
     "how do I set cpia2 module options like the number of buffers and the buffer size permanently in the modules configuration?",
     "options cpia2 num_buffers=3 buffer_size=65535",
     ["admin-guide/media/cpia2.rst.txt"], "procedure"),
    ("k33-ivtv-capture-mpeg",
     "with the PVR-350 in the capture PC, how do I record the encoder's MPEG stream to a file from the shell?",
     "cat /dev/video0 > my.mpg",
     ["admin-guide/media/ivtv.rst.txt"], "procedure"),
    ("k33-io-ordering-readl",
     "two CPUs write to the ring pointer of our PCIe card under a spinlock, and the card sometimes sees the second write first; what do I add before releasing the lock to fix the ordering?",
     "(void)readl(safe_register);",
     ["driver-api/io_ordering.rst.txt", "translations/zh_CN/driver-api/io_ordering.rst.txt"], "procedure"),
    ("k33-hisi-l3c-perf",
     "on our Kunpeng server I want to count L3 cache read hits of the CPIPE on SCCL3's L3C0 for five seconds with perf; what does the command look like?",
     "perf stat -a -e hisi_sccl3_l3c0/rd_hit_cpipe/ sleep 5",
     ["admin-guide/perf/hisi-pmu.rst.txt"], "procedure"),
    ("k33-thunderx2-dmc-perf",
     "on the ThunderX2 box I want to count the cycles of DMC channel 0 with perf for one second; what is the command?",
     "perf stat -a -e uncore_dmc_0/cnt_cycles/ sleep 1",
     ["admin-guide/perf/thunderx2-pmu.rst.txt"], "procedure"),
    ("k33-damon-start",
     "I've set up a DAMON kdamond through sysfs to watch our simulation process; which write actually starts monitoring?",
     "echo on > kdamonds/0/state",
     ["admin-guide/mm/damon/usage.rst.txt", "translations/zh_CN/admin-guide/mm/damon/usage.rst.txt"], "procedure"),
    ("k33-interconnect-graph-svg",
     "on our Snapdragon dev board I want a picture of all interconnect nodes and links as an SVG file for the design review; how do I turn the debugfs interconnect graph into one?",
     "dot -Tsvg > interconnect_graph.svg",
     ["driver-api/interconnect.rst.txt"], "procedure"),
    ("k33-cec-save-error-injection",
     "we built a CEC error-injection setup for testing TVs and want to save the current injection commands to a file and load them back later; how?",
     "cat error-inj >einj.txt",
     ["driver-api/media/cec-core.rst.txt"], "procedure"),
    ("k33-pwc-modprobe-options",
     "how do I load the pwc driver so the webcam starts in CIF size at 15 fps with power saving on?",
     "modprobe pwc size=cif fps=15 power_save=1",
     ["admin-guide/media/philips.rst.txt"], "procedure"),
    ("k33-iio-scan-element-type",
     "our accelerometer board streams through the IIO buffer, and the Python reader needs to know how each y-axis sample is stored (sign, bits, shift, endianness); which file do I read?",
     "cat /sys/bus/iio/devices/iio:device0/scan_elements/in_accel_y_type",
     ["driver-api/iio/buffers.rst.txt"], "procedure"),
    ("k33-imx-csi-crop",
     "on our i.MX6 SabreLite with the OV5642 camera I want the CSI to crop the 1280x960 sensor image down to 640x480 at its sink pad; what is the media-ctl command?",
     "media-ctl -V \"'ipu1_csi0':0[crop:(0,0)/640x480]\"",
     ["admin-guide/media/imx.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k33-what-dummy-hcd",
     "the gadget documentation mentions dummy_hcd; what is it?",
     "A partial USB simulator",
     ["driver-api/usb/gadget.rst.txt"], "definition"),
    ("k33-what-idmapped-mounts",
     "our container runtime uses idmapped mounts for the shared datasets; what do idmapped mounts allow?",
     "expose the same set of dentries with different ownership at different mounts",
     ["filesystems/idmappings.rst.txt"], "definition"),
    ("k33-what-power-allocator-controller",
     "what kind of controller does the power_allocator thermal governor implement?",
     "Proportional-Integral-Derivative controller",
     ["driver-api/thermal/power_allocator.rst.txt"], "definition"),
    ("k33-what-slimbus",
     "the audio codec on our phone-style board hangs off SLIMbus; what does SLIMbus stand for?",
     "Serial Low Power Interchip Media Bus",
     ["driver-api/slimbus.rst.txt"], "definition"),
    ("k33-what-cmdline-size",
     "our custom x86 bootloader reads the cmdline_size field of the setup header; what does that field hold?",
     "Maximum size of the kernel command line",
     ["x86/boot.rst.txt"], "definition"),
    ("k33-what-corsair-uptime-total",
     "the corsair-psu driver of our render node shows uptime and uptime_total; what is uptime_total?",
     "Total uptime of the psu",
     ["hwmon/corsair-psu.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

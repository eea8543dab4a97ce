"""Forty-sixth held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout46.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched with
grep and sed), as an engineer at a lab bench would type or say them --mostly
a situation in everyday words, some in the documentation's own terms, a fair
number mentioning the asker's own boards, devices, hosts and products (an
x86 board with GPIO chip selects, a fanless industrial PC, a modem's enable
line, a 16-line GPIO expander, an 8-channel USB audio interface, an HDMI
output driver, a Realtek-codec bench PC, an old VIA-codec PC, an i.MX6 board
with an ADV7180 decoder, an STM32MP157 board and an STM32MP1 ADC driver, a
Marvell Prestera switch, an FPGA's PCIe block in endpoint mode, an old SCSI
film scanner, a router board with a BCM5325 switch, a kiosk's light tube, a
build server and a database host), named in the situation while the
question asks what the documentation does answer. Its facts come from pages
that no earlier set cites (``firmware-guide/acpi/gpio-properties``,
``sound/designs/timestamping``, ``sound/designs/channel-mapping-api``,
``sound/hd-audio/controls``, ``userspace-api/media/drivers/imx-uapi``,
``arm/stm32/stm32-dma-mdma-chaining``, ``networking/devlink/prestera``,
``PCI/endpoint/pci-endpoint``, ``PCI/endpoint/pci-vntb-function``,
``scsi/scsi-generic``, ``networking/dsa/b53``, ``networking/dsa/bcm_sf2``,
``leds/leds-el15203000``, ``trace/events-kmem``), and, for the doorbell
registers, also ``PCI/endpoint/pci-ntb-function`` (cited once before, for
another fact). They are spread over the channel-map control name and the
paired TLV type, the HD-Audio Auto-Mute and Independent HP controls, the
i.MX frame interval event, skip control and upper tolerance, the MDMA
channel priority, how the STM32 DMA driver detects chaining, the Prestera
MTU trap; registering driver GPIO mappings, looking GPIOs up in _CRS,
STATUS_EXT, the endpoint link-up, BAR, IRQ and BAR-space calls, the sg
utilities, dropping VLAN 1 on a b53 port, the zone-locked page tracepoint;
active_low for GpioInt, the initial state of a pulled-up active-low line,
the largest timestamp accuracy, the state for writing a channel map, the
default input capture edge, the number of PCIe functions, the first kernel
with SG_GET_VERSION_NUM, the breathing pattern, the Broadcom tag; why the
GPIO framework refuses _CRS-only lookups, why one audio timestamp at a
time, why DMA time is least reliable, why input capture beats the EOF
interrupt, why the SRAM period should not exceed a transfer, why zone-lock
activity hurts, why b53 tags the CPU port in all VLANs; chip-select holes in
cs-gpios, unnamed lines in gpio-line-names, broken jack detection on VIA
codecs, reacting to the FIM event, reducing external fragmentation events,
splitting the sg_table for chaining, the order of bringing up DSA
interfaces, batching page frees; and terms (trigger_tstamp, NTB doorbell
registers, phase-inverted channels, the vNTB function). It takes no facts
from the folders ``admin-guide``, ``driver-api``, ``filesystems``,
``hwmon``, ``i2c``, ``input``, ``block``, ``arm64``, ``x86`` and ``power``
(the other author of this round took those), and avoids facts that those
folders also state (each answer was checked against every page with the
validator's ``--others``); no fact is taken from a translation alone. The
most famous facts were avoided, and so was every answer and every question
topic of the earlier answer sets (``answer_kernel_tune``,
``answer_kernel_heldout`` to ``answer_kernel_heldout44``, ``answer_pg_*``,
``answer_questions*``, ``answer_unanswerable_*``), which were read only for
that purpose (answers and question words were grepped against them, and each
new answer against the text of every page). The forty-fourth and
forty-second sets' builders (``build_answers_kernel44.py``,
``build_answers_kernel42.py``) were read as the template for format and
rules; the sets written at the same time by the other author of round 45
were not seen. Nothing of the answer code, of its search or answer output,
of the appliance's documentation or tests, or of the benchmark results was
opened while writing it; no git command was used for it; the questions were
not run through the appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer``
is the short phrase that carries the asked-for fact, copied as the page
writes it; ``relevant`` lists every page that states the fact with that
phrase, best first, leaving out index pages, passing uses and translations
that do not state the same fact.

Usage::

    python3 build_answers_kernel46.py > answer_kernel_heldout46.jsonl
    python3 validate_answers.py answer_kernel_heldout46.jsonl  # with a Python that has the appliance installed

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
    ("k46-imx-fim-tolerance-max",
     "when the analog camera box is under heavy load, interrupt latency throws huge frame intervals into the i.MX frame interval monitor's average; which control makes it throw away intervals above a limit?",
     "V4L2_CID_IMX_FIM_TOLERANCE_MAX",
     ["userspace-api/media/drivers/imx-uapi.rst.txt"], "setting"),
    ("k46-chmap-control-name",
     "I want to read the current channel map of the playback stream on our 8-channel USB audio interface from a test tool; what is the name of the ALSA control element that carries it?",
     "Playback Channel Map",
     ["sound/designs/channel-mapping-api.rst.txt"], "setting"),
    ("k46-chmap-paired-type",
     "Our HDMI output driver lets user space swap the surround channels, but only front pair with rear pair, never single channels; which TLV type should its channel maps advertise?",
     "SNDRV_CTL_TLVT_CHMAP_PAIRED",
     ["sound/designs/channel-mapping-api.rst.txt"], "setting"),
    ("k46-hda-automute-speaker-only",
     "the bench PC with a Realtek codec has speakers, a headphone jack and a line-out to the amplifier; which Auto-Mute Mode choice mutes the speakers when headphones go in but keeps the line-out playing?",
     "Speaker Only",
     ["sound/hd-audio/controls.rst.txt"], "setting"),
    ("k46-hda-via-independent-hp",
     "On the VIA codec of the old lab PC I'd like the headphones to play a separate stream from the speakers; which mixer control routes the headphone output from its own PCM?",
     "Independent HP",
     ["sound/hd-audio/controls.rst.txt"], "setting"),
    ("k46-imx-fim-event",
     "our i.MX6 board with an ADV7180 decoder sometimes shows a rolling or split picture after the PAL signal re-syncs; which event can the capture app subscribe to on the CSI subdev to notice that?",
     "V4L2_EVENT_IMX_FRAME_INTERVAL_ERROR",
     ["userspace-api/media/drivers/imx-uapi.rst.txt"], "setting"),
    ("k46-imx-fim-num-skip",
     "After each stream restart the first frames from the analog camera always look bad to the i.MX frame interval monitor; which control makes it skip some frames before it starts averaging?",
     "V4L2_CID_IMX_FIM_NUM_SKIP",
     ["userspace-api/media/drivers/imx-uapi.rst.txt"], "setting"),
    ("k46-stm32-mdma-priority",
     "I'm adding the extra MDMA channel for DMA-MDMA chaining to the SPI node of our STM32MP157 board; which priority level should the MDMA binding get?",
     "Very High (0x3)",
     ["arm/stm32/stm32-dma-mdma-chaining.rst.txt"], "setting"),
    ("k46-stm32-chaining-peripheral-size",
     "how does the STM32 DMA driver tell that a client wants DMA-MDMA chaining rather than a classic transfer?",
     "peripheral_size != 0",
     ["arm/stm32/stm32-dma-mdma-chaining.rst.txt"], "setting"),
    ("k46-prestera-mtu-trap",
     "On the Marvell Prestera switch in the rack, I want to see in devlink how many packets get punted because they're bigger than the port MTU; what is that trap called?",
     "mtu_error",
     ["networking/devlink/prestera.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k46-acpi-add-driver-gpios",
     "the ACPI tables of our fanless industrial PC list the GPIOs of the sensor only in _CRS, with no _DSD names; which call does my driver use in probe to register its own name-to-GPIO mapping?",
     "acpi_dev_add_driver_gpios()",
     ["firmware-guide/acpi/gpio-properties.rst.txt"], "command"),
    ("k46-gpiod-get-null-crs",
     "how do I ask the GPIO core to look up a GPIO straight from _CRS with gpiod_get()?",
     "gpiod_get(dev, NULL, flags)",
     ["firmware-guide/acpi/gpio-properties.rst.txt"], "command"),
    ("k46-alsa-status-ext",
     "Our latency tester wants to pick which audio timestamp type the driver reports, but the plain STATUS ioctl parameters are read-only; which ioctl lets the application select it?",
     "STATUS_EXT",
     ["sound/designs/timestamping.rst.txt"], "command"),
    ("k46-pci-epc-linkup",
     "I'm writing the endpoint controller driver for our FPGA's PCIe block running in EP mode; which call tells the function drivers that the link to the host is up?",
     "pci_epc_linkup()",
     ["PCI/endpoint/pci-endpoint.rst.txt"], "command"),
    ("k46-pci-epc-set-bar",
     "In the endpoint function driver for our test card, which EPC call configures a Base Address Register so the host assigns it address space?",
     "pci_epc_set_bar()",
     ["PCI/endpoint/pci-endpoint.rst.txt"], "command"),
    ("k46-pci-epc-raise-irq",
     "the endpoint function driver on our board has to interrupt the root-complex host with an MSI when a frame is ready; which call does it use?",
     "pci_epc_raise_irq()",
     ["PCI/endpoint/pci-endpoint.rst.txt"], "command"),
    ("k46-sg3-utils",
     "We talk to an old SCSI film scanner through /dev/sg; which package of utilities goes with the version 3 sg driver?",
     "sg3_utils",
     ["scsi/scsi-generic.rst.txt"], "command"),
    ("k46-b53-del-vid1",
     "the BCM5325 switch in our old router board can't use tagging, and I'm putting lan1 into VLAN 2 as untagged PVID; which command removes the default VLAN from that port?",
     "bridge vlan del dev lan1 vid 1",
     ["networking/dsa/b53.rst.txt"], "command"),
    ("k46-pci-epf-alloc-space",
     "The endpoint function driver for our FPGA test card needs backing memory for BAR0; which EPF call allocates space for a BAR?",
     "pci_epf_alloc_space()",
     ["PCI/endpoint/pci-endpoint.rst.txt"], "command"),
    ("k46-kmem-zone-locked-event",
     "I'm tracing the page allocator on the build server; which kmem tracepoint fires when pages come directly from the buddy allocator under the zone lock?",
     "mm_page_alloc_zone_locked",
     ["trace/events-kmem.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k46-gpioint-active-low-zero",
     "What must active_low be in a _DSD GPIO property that points at a GpioInt() resource?",
     "does not make sense for GpioInt() resource and must be 0",
     ["firmware-guide/acpi/gpio-properties.rst.txt"], "value"),
    ("k46-acpi-gpio-pullup-low",
     "the BIOS declares the enable line of our modem as a GpioIo() with PullUp, and _DSD says it is active low; in which state does Linux leave the pin until the driver touches it?",
     "as high, assuming non-active",
     ["firmware-guide/acpi/gpio-properties.rst.txt"], "value"),
    ("k46-alsa-tstamp-accuracy-max",
     "the ALSA audio timestamp accuracy comes back as nanoseconds in an unsigned 32-bit word; what's the largest value it can express?",
     "4.29s",
     ["sound/designs/timestamping.rst.txt"], "value"),
    ("k46-chmap-write-state",
     "Our HDMI test app writes a new channel map and gets an error back; in which PCM state is writing the channel map allowed?",
     "PCM PREPARED state",
     ["sound/designs/channel-mapping-api.rst.txt"], "value"),
    ("k46-imx-fim-icap-edge-default",
     "We routed the camera VSYNC to an i.MX6 input capture pad for the frame interval monitor, but nothing changed; what is V4L2_CID_IMX_FIM_ICAP_EDGE set to by default?",
     "disabled with a value of IRQ_TYPE_NONE",
     ["userspace-api/media/drivers/imx-uapi.rst.txt"], "value"),
    ("k46-pcie-max-functions",
     "how many functions can one PCIe endpoint device have at most, according to the endpoint framework docs?",
     "up to 8 functions",
     ["PCI/endpoint/pci-endpoint.rst.txt"], "value"),
    ("k46-sg-get-version-num",
     "in which kernel did the SG_GET_VERSION_NUM ioctl of the sg driver first appear?",
     "lk 2.2.10",
     ["scsi/scsi-generic.rst.txt"], "value"),
    ("k46-el15203000-breathing",
     "the screen frame light tube on our kiosk uses the Crane EL15203000 board and should breathe slowly; what pattern string do I write for breathing mode?",
     "0 4000 1 4000",
     ["leds/leds-el15203000.rst.txt"], "value"),
    ("k46-b53-tag-size",
     "How big is the Broadcom switch tag that the b53 DSA driver enables on the CPU port?",
     "Broadcom specific 4-bytes switch tag",
     ["networking/dsa/b53.rst.txt", "networking/dsa/bcm_sf2.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k46-crs-fallback-refused",
     "my driver on an ACPI board calls gpiod_get(dev, \"reset\", ...) and gets -ENOENT although the GPIO is right there in _CRS; why does the GPIO framework refuse to hand it out?",
     "because the driver does not know what it actually gets",
     ["firmware-guide/acpi/gpio-properties.rst.txt"], "reason"),
    ("k46-alsa-single-audio-tstamp",
     "why does ALSA report only one audio timestamp per query instead of DMA, link and analog times all at once?",
     "the more timestamps are read the more imprecise the combined measurements are",
     ["sound/designs/timestamping.rst.txt"], "reason"),
    ("k46-alsa-dma-time-unreliable",
     "Our audio sync measurements jitter a lot when the driver reports DMA time; why is the DMA time the least reliable of the audio timestamps?",
     "due to the bursty nature of DMA transfers",
     ["sound/designs/timestamping.rst.txt"], "reason"),
    ("k46-imx-icap-better",
     "why is measuring frame intervals with an input capture channel better than the default EOF interrupt method on i.MX?",
     "not subject to uncertainty errors introduced by interrupt latency",
     ["userspace-api/media/drivers/imx-uapi.rst.txt"], "reason"),
    ("k46-stm32-sram-period",
     "For DMA-MDMA chaining on our STM32MP1 board I made the SRAM pool generous, bigger than a typical DMA transfer; why is that not a good idea?",
     "will work sequentially instead of simultaneously",
     ["arm/stm32/stm32-dma-mdma-chaining.rst.txt"], "reason"),
    ("k46-kmem-zone-lock-cost",
     "the trace of our database host shows lots of mm_page_alloc_zone_locked events; why is heavy activity on the zone lock bad for performance?",
     "disabling interrupts, dirtying cache lines between CPUs and serialising many CPUs",
     ["trace/events-kmem.rst.txt"], "reason"),
    ("k46-b53-cpu-port-all-vlans",
     "Why does the b53 driver tag the CPU port in all VLANs when the switch runs without tagging support?",
     "change the CPU port's default PVID",
     ["networking/dsa/b53.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k46-acpi-cs-gpios-holes",
     "the SPI controller on our x86 board has chip selects 0 and 2 on GPIOs but chip select 1 is the native signal; how do I describe that in cs-gpios in _DSD?",
     "leave holes in the array of GPIOs",
     ["firmware-guide/acpi/gpio-properties.rst.txt"], "procedure"),
    ("k46-gpio-line-names-unnamed",
     "In the gpio-line-names package for our 16-line expander, lines 2 and 3 are not connected; how do I skip them while naming the rest?",
     "empty names are allowed",
     ["firmware-guide/acpi/gpio-properties.rst.txt"], "procedure"),
    ("k46-via-dynamic-power-off",
     "the old VIA-codec PC on the bench has broken jack detection and its outputs keep powering down; what should I do with the Dynamic Power-Control mixer control?",
     "turn this control OFF",
     ["sound/hd-audio/controls.rst.txt"], "procedure"),
    ("k46-imx-fim-restart",
     "What should the capture application do when it receives the i.MX frame interval error event?",
     "issue a streaming restart",
     ["userspace-api/media/drivers/imx-uapi.rst.txt"], "procedure"),
    ("k46-kmem-extfrag-min-free",
     "the extfrag tracepoint fires all the time on the box that resizes its huge page pool, and big allocations start failing; how can I make that event less frequent?",
     "increase the size of min_free_kbytes",
     ["trace/events-kmem.rst.txt"], "procedure"),
    ("k46-stm32-chaining-sg-tables",
     "Our STM32MP1 ADC driver uses dmaengine_prep_slave_sg() and I want to add DMA-MDMA chaining; what do I do with the original sg_table?",
     "Two new sg_tables must be created from the original one",
     ["arm/stm32/stm32-dma-mdma-chaining.rst.txt"], "procedure"),
    ("k46-b53-master-first",
     "When I configure the b53 switch ports of the router board by hand, what has to be up before I bring up the lan and wan ports?",
     "The master interface needs to be brought up before the slave ports",
     ["networking/dsa/b53.rst.txt"], "procedure"),
    ("k46-kmem-page-free-batching",
     "I see a flood of mm_page_free events from our capture driver freeing pages one by one; what does that suggest doing?",
     "callers should be batching their activities",
     ["trace/events-kmem.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k46-alsa-trigger-tstamp",
     "what is trigger_tstamp in the ALSA PCM status?",
     "the system time snapshot taken when the .trigger callback is invoked",
     ["sound/designs/timestamping.rst.txt"], "definition"),
    ("k46-ntb-doorbell",
     "in the PCI NTB and vNTB endpoint functions, what are the doorbell registers?",
     "used by the hosts to interrupt each other",
     ["PCI/endpoint/pci-vntb-function.rst.txt", "PCI/endpoint/pci-ntb-function.rst.txt"], "definition"),
    ("k46-chmap-phase-inverse",
     "The channel map of the digital mic on our test board has SNDRV_CHMAP_PHASE_INVERSE set on one channel; what does that flag mean?",
     "the channel is phase inverted",
     ["sound/designs/channel-mapping-api.rst.txt"], "definition"),
    ("k46-pci-vntb",
     "how does the PCI vNTB function differ from the plain PCI NTB function?",
     "only use one host and one endpoint(EP)",
     ["PCI/endpoint/pci-vntb-function.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

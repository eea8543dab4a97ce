"""Forty-fourth held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout44.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched with
grep and sed), as an engineer at a lab bench would type or say them --mostly
a situation in everyday words, some in the documentation's own terms, a fair
number mentioning the asker's own boards, devices, hosts and products (a USB
microscope camera, an inspection webcam, a status-light board with LP55xx
LED controllers, a Cortex-M4 remote core, an AM57x gateway, a custom
HID-over-SPI transport, an audio test board, a PCIe frame-grabber, a Zynq
board with the CTU CAN FD core, an SJA1105 TSN switch, an Arm dev board
traced with CoreSight, a dual-port NIC, an LTE gateway with a Qualcomm
modem), named in the situation while the question asks what the
documentation does answer. Its facts come from pages that no earlier set
cites (``userspace-api/media/drivers/uvcvideo``, ``leds/leds-lp55xx``,
``staging/remoteproc``,
``networking/device_drivers/ethernet/ti/cpsw_switchdev``,
``hid/hid-transport``, ``sound/soc/jack``, ``sound/designs/tracepoints``,
``PCI/pci-error-recovery``, ``bpf/libbpf/libbpf_naming_convention``,
``trace/coresight/coresight-config``, ``trace/coresight/coresight-ect``,
``devicetree/of_unittest``,
``networking/device_drivers/can/ctu/ctucanfd-driver``,
``networking/dsa/sja1105``, ``networking/devlink/devlink-info``,
``process/researcher-guidelines``,
``networking/device_drivers/cellular/qualcomm/rmnet``). They are spread over
raw UVC extension-unit queries, UVC control tracing, signed XU mappings,
LP5523 engine outputs, the remoteproc boot address, libbpf's version script,
the ALSA PCM buffer tracepoints, the HID low-level driver structure, GPIO
jack detection, the mandatory PCI error callback; CoreSight presets from
perf and sysfs, setting a strobing parameter, filtering OF unittest output,
CPSW switch mode through devlink, DAPM pins and jack reports, CTI trigger
attachment, refining PCM hardware parameters; the CTU CAN FD TX buffers and
RX timestamp point, the SJA1105 gate slot and policed flows, the number of
CoreSight presets, LP55xx program engines, the slot-reset result code,
libbpf ABI bumps, the CTI channel pulse; why the SJA1105 configuration is
shadowed, why one sysfs configuration at a time, why UVCIOC_CTRL_GET/SET are
obsolete, why OF unittest prints warnings, why UVCIOC_CTRL_MAP fails with
EPERM, why strip DSN padding, why keep the CTI trigger filter; sizing and
checking XU controls, loading an LP55xx pattern, balancing rproc_boot(), the
minimum remoteproc handlers, the Fixes: tag of research patches, pairing
tc-gate with routing actions, creating an ASoC jack; and terms (the resource
table, MAP, the HID interrupt channel, CoreSight strobing). It takes no
facts from the folders ``admin-guide``, ``driver-api``, ``filesystems``,
``hwmon``, ``i2c``, ``input``, ``block``, ``arm64``, ``x86`` and ``power``
(the other author of this round took those), and avoids facts that those
folders also state (each answer was checked against every page with the
validator's ``--others``); no fact is taken from a translation alone. The
most famous facts were avoided, and so was every answer and every question
topic of the earlier answer sets (``answer_kernel_tune``,
``answer_kernel_heldout`` to ``answer_kernel_heldout42``, ``answer_pg_*``,
``answer_questions*``, ``answer_unanswerable_*``), which were read only for
that purpose (answers and question words were grepped against them, and each
new answer against the text of every page). The forty-second set's builder
(``build_answers_kernel42.py``) was read as the template for format and
rules; the sets written at the same time by the other author of round 43
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

    python3 build_answers_kernel44.py > answer_kernel_heldout44.jsonl
    python3 validate_answers.py answer_kernel_heldout44.jsonl  # with a Python that has the appliance installed

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
    ("k44-uvc-ctrl-query",
     "our USB microscope camera has a vendor extension unit with an LED-ring control that v4l2-ctl doesn't list, and the test tool should send raw GET_CUR and SET_CUR requests to it; which uvcvideo ioctl talks to such XU controls directly?",
     "UVCIOC_CTRL_QUERY",
     ["userspace-api/media/drivers/uvcvideo.rst.txt"], "setting"),
    ("k44-uvc-trace-control",
     "the extension-unit controls of the inspection webcam behave oddly and I want the uvcvideo driver to log what happens with controls; which bit of its trace module parameter do I enable?",
     "UVC_TRACE_CONTROL",
     ["userspace-api/media/drivers/uvcvideo.rst.txt"], "setting"),
    ("k44-uvc-signed-mapping",
     "I mapped the focus-offset XU control of the microscope camera to a V4L2 control with UVCIOC_CTRL_MAP and negative offsets come out as huge numbers; what must the data_type field be for a signed integer control?",
     "UVC_CTRL_DATA_TYPE_SIGNED",
     ["userspace-api/media/drivers/uvcvideo.rst.txt"], "setting"),
    ("k44-lp5523-engine-leds",
     "on the status-light board with an LP5523 I want engine 2's pattern to drive only some of the nine outputs; which extra attribute does that chip need to pick the LED outputs of each engine?",
     "enginex_leds",
     ["leds/leds-lp55xx.rst.txt", "leds/leds-lp5523.rst.txt"], "setting"),
    ("k44-rproc-bootaddr",
     "I'm writing the remoteproc driver for the Cortex-M4 core on our SoC and the ->start() handler has to tell the core where to begin executing; where does the remoteproc core put the ELF entry point for me?",
     "rproc->bootaddr",
     ["staging/remoteproc.rst.txt"], "setting"),
    ("k44-alsa-xrun-tracepoints",
     "on the audio test kernel CONFIG_SND_DEBUG is on and the hw_mask_param tracepoints of snd_pcm show up, but hwptr and xrun don't; which additional option enables those PCM buffer tracepoints?",
     "SND_PCM_XRUN_DEBUG",
     ["sound/designs/tracepoints.rst.txt"], "setting"),
    ("k44-hid-ll-driver",
     "our lab's custom HID-over-SPI transport driver has to hand the HID core its open, close, parse and raw request callbacks; which constant structure does a transport driver attach to each device for that?",
     "struct hid_ll_driver",
     ["hid/hid-transport.rst.txt", "hid/amd-sfh-hid.rst.txt"], "setting"),
    ("k44-jack-add-gpio",
     "the headphone jack of our audio test board signals insertion on a GPIO; which ASoC helper sets up jack detection from a GPIO?",
     "snd_soc_jack_add_gpio()",
     ["sound/soc/jack.rst.txt"], "setting"),
    ("k44-pci-err-detected",
     "our PCIe frame-grabber driver should survive AER errors on the lab server; if it implements any of the PCI error recovery callbacks, which one is mandatory?",
     "it must implement error_detected()",
     ["PCI/pci-error-recovery.rst.txt"], "setting"),
    ("k44-libbpf-version-script",
     "I'm adding a new public function to libbpf for our tracing tool and want to bump the ABI properly; which version script file gets the new symbol?",
     "libbpf.map",
     ["bpf/libbpf/libbpf_naming_convention.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k44-coresight-perf-preset",
     "on the Arm dev board I trace our sorter with the CoreSight autofdo configuration and want its first set of preset strobing values instead of the defaults; what do I pass to perf record as the event?",
     "perf record -e cs_etm/autofdo,preset=1/u",
     ["trace/coresight/coresight-config.rst.txt"], "command"),
    ("k44-coresight-sysfs-preset",
     "when I drive CoreSight through sysfs instead of perf, how do I select preset3 of the autofdo configuration?",
     "echo 3 > preset",
     ["trace/coresight/coresight-config.rst.txt"], "command"),
    ("k44-coresight-strobing-period",
     "in the params/period directory of the CoreSight strobing feature the value reads 0x2710, and I want a period of 15000 for the next trace of our sorter; what do I run there?",
     "echo 15000 > value",
     ["trace/coresight/coresight-config.rst.txt"], "command"),
    ("k44-of-unittest-expect",
     "the OF unittest run on the test board floods the console with EXPECT lines and I can't see which warnings are real; which script filters that output?",
     "scripts/dtc/of_unittest_expect",
     ["devicetree/of_unittest.rst.txt"], "command"),
    ("k44-cpsw-devlink-set",
     "the two Ethernet ports of our AM57x gateway with the CPSW switchdev driver still behave as separate NICs; what do I pass to devlink dev param set for platform/48484000.switch to turn on switch mode at runtime?",
     "name switch_mode value 1 cmode runtime",
     ["networking/device_drivers/ethernet/ti/cpsw_switchdev.rst.txt"], "command"),
    ("k44-jack-add-pins",
     "in the machine driver of our audio board, which call associates the headphone and speaker DAPM pins with the jack so they follow its status?",
     "snd_soc_jack_add_pins()",
     ["sound/soc/jack.rst.txt"], "command"),
    ("k44-jack-report",
     "our codec's own jack-detect interrupt handler has to tell ASoC that a headset went in; which function updates the jack?",
     "snd_soc_jack_report()",
     ["sound/soc/jack.rst.txt"], "command"),
    ("k44-cti-trigout-attach",
     "on the Arm dev board I want the CTI cti_sys0 to drive output trigger 1 from channel 0 so the ETR stops capturing; which command attaches that trigger to the channel?",
     "echo 0 1 > ./cti_sys0/channels/trigout_attach",
     ["trace/coresight/coresight-ect.rst.txt"], "command"),
    ("k44-cti-trigin-attach",
     "in the channels directory of cti_sys0, how do I attach input trigger 1 to channel 2?",
     "echo 2 1 > trigin_attach",
     ["trace/coresight/coresight-ect.rst.txt"], "command"),
    ("k44-alsa-hw-refine",
     "our recording tool wants to see which rates and formats the USB audio interface could take without fixing the PCM parameters yet; which ioctl just refines the available parameter set?",
     "SNDRV_PCM_IOCTL_HW_REFINE",
     ["sound/designs/tracepoints.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k44-ctucanfd-tx-buffers",
     "the Zynq board in the test rig has the CTU CAN FD IP core in its FPGA; how many TX buffers does that core have?",
     "4 independent TX buffers",
     ["networking/device_drivers/can/ctu/ctucanfd-driver.rst.txt"], "value"),
    ("k44-ctucanfd-rx-timestamp",
     "we compare CAN receive times from the CTU CAN FD core with the logic analyser; at which point of the frame does the core capture the RX timestamp by default?",
     "at the sample point of the last bit of EOF",
     ["networking/device_drivers/can/ctu/ctucanfd-driver.rst.txt"], "value"),
    ("k44-sja1105-gate-slot",
     "the tc-taprio schedules on two ports of our SJA1105 TSN switch get rejected when gates fire together; how close in time may two gate events on the switch be before they count as simultaneous?",
     "the same 200 ns slot",
     ["networking/dsa/sja1105.rst.txt"], "value"),
    ("k44-coresight-max-presets",
     "how many presets can a CoreSight configuration define at most?",
     "up to 15 can be defined",
     ["trace/coresight/coresight-config.rst.txt"], "value"),
    ("k44-lp55xx-engines",
     "how many program engines for LED patterns do the LP55xx chips on our status-light board have?",
     "three program engines",
     ["leds/leds-lp55xx.rst.txt"], "value"),
    ("k44-pci-need-reset",
     "after an AER error our frame-grabber can only come back through a slot reset; which result code should its error_detected() callback return?",
     "PCI_ERS_RESULT_NEED_RESET",
     ["PCI/pci-error-recovery.rst.txt"], "value"),
    ("k44-libbpf-abi-bump",
     "how often at most is the libbpf ABI version bumped?",
     "at most once per kernel development cycle",
     ["bpf/libbpf/libbpf_naming_convention.rst.txt"], "value"),
    ("k44-cti-chan-pulse",
     "I fire a CTI channel with chan_pulse to mark an event in the trace; for how long does that set the channel?",
     "a single CoreSight clock cycle",
     ["trace/coresight/coresight-ect.rst.txt"], "value"),
    ("k44-sja1105-psfp-flows",
     "for how many flows can the SJA1105 switch in the TSN testbed do time-based ingress policing?",
     "up to 1024 flows",
     ["networking/dsa/sja1105.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k44-sja1105-shadow-config",
     "why does the sja1105 driver keep a copy of the whole static configuration of our TSN switch in memory instead of reading settings back from the chip?",
     "the configuration is write-only",
     ["networking/dsa/sja1105.rst.txt"], "reason"),
    ("k44-coresight-one-sysfs-config",
     "why can only one CoreSight configuration be active in a sysfs session at a time on the Arm dev board?",
     "the active sysfs configuration is a global parameter",
     ["trace/coresight/coresight-config.rst.txt"], "reason"),
    ("k44-uvc-ctrl-get-obsolete",
     "our old camera test tool still uses UVCIOC_CTRL_GET and UVCIOC_CTRL_SET; why are those ioctls considered obsolete?",
     "their functionality is a subset of the former ioctl",
     ["userspace-api/media/drivers/uvcvideo.rst.txt"], "reason"),
    ("k44-of-unittest-noise",
     "why does the OF unittest trigger warning and error messages from other kernel code even when nothing is broken on the board?",
     "intentionally bad unittest data",
     ["devicetree/of_unittest.rst.txt"], "reason"),
    ("k44-uvc-map-eperm",
     "the camera setup script of the microscope PC runs as an ordinary user and UVCIOC_CTRL_MAP fails with EPERM; why?",
     "super user privileges are required",
     ["userspace-api/media/drivers/uvcvideo.rst.txt"], "reason"),
    ("k44-devlink-serial-strip",
     "the two ports of our dual-port NIC report different serial numbers in devlink info because the port ID is padded into the PCI DSN; why should the driver strip that padding?",
     "uniquely identifies the hardware",
     ["networking/devlink/devlink-info.rst.txt"], "reason"),
    ("k44-cti-trig-filter",
     "why should I leave trig_filter_enable of the CTI switched on while I experiment with trigger outputs on the dev board?",
     "potentially dangerous output signals",
     ["trace/coresight/coresight-ect.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k44-uvc-xu-get-len",
     "the XU control of the microscope camera is of unknown size; which request do I make first so I can allocate a large enough buffer for UVCIOC_CTRL_QUERY?",
     "UVC_GET_LEN",
     ["userspace-api/media/drivers/uvcvideo.rst.txt"], "procedure"),
    ("k44-uvc-xu-get-info",
     "how do I find out whether an XU control of the camera supports GET_CUR and SET_CUR before using them?",
     "a UVC_GET_INFO request should be made",
     ["userspace-api/media/drivers/uvcvideo.rst.txt"], "procedure"),
    ("k44-lp55xx-load-sequence",
     "what are the steps to load and run an LED pattern on one of the LP55xx program engines?",
     "Select an engine number (1/2/3)",
     ["leds/leds-lp55xx.rst.txt"], "procedure"),
    ("k44-rproc-boot-shutdown",
     "our driver powers the DSP with rproc_boot() when the capture starts; what must every rproc_boot() call eventually be matched with?",
     "a call to rproc_shutdown()",
     ["staging/remoteproc.rst.txt"], "procedure"),
    ("k44-rproc-minimum-ops",
     "which handlers must the remoteproc driver for our Cortex-M4 core provide at the very least?",
     "the ->start and ->stop handlers",
     ["staging/remoteproc.rst.txt"], "procedure"),
    ("k44-researcher-fixes-tag",
     "our university group found a bug with a static analyser and sends a fix to the kernel; where in the commit log does the prior commit that the change fixes go?",
     "in a \"Fixes:\" tag",
     ["process/researcher-guidelines.rst.txt"], "procedure"),
    ("k44-sja1105-gate-with-redirect",
     "sja1105 refuses to offload my tc filter that has only a tc-gate action for the time-critical sensor stream; what has to go into the same rule?",
     "redirect or trap actions must also follow along",
     ["networking/dsa/sja1105.rst.txt"], "procedure"),
    ("k44-jack-new",
     "in the machine driver of our audio test board, how do I create the headset jack that user space will see?",
     "the machine driver calling snd_soc_jack_new()",
     ["sound/soc/jack.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k44-rproc-resource-table",
     "the firmware for the remote core has to tell Linux which contiguous memory, trace buffers and virtio devices it needs before it is powered on; what is the special ELF section holding that called?",
     "the resource table",
     ["staging/remoteproc.rst.txt"], "definition"),
    ("k44-rmnet-map",
     "the rmnet driver for the Qualcomm modem in our LTE gateway supports MAP; what does MAP stand for?",
     "Multiplexing and aggregation Protocol",
     ["networking/device_drivers/cellular/qualcomm/rmnet.rst.txt"], "definition"),
    ("k44-hid-intr-channel",
     "in the HID transport model, what is the interrupt channel used for?",
     "used for asynchronous data reports",
     ["hid/hid-transport.rst.txt"], "definition"),
    ("k44-coresight-strobing",
     "what does the strobing feature used by the CoreSight autofdo configuration do?",
     "Generate periodic trace capture windows",
     ["trace/coresight/coresight-config.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

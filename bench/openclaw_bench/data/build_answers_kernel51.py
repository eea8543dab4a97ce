"""Fifty-first held-out set of short-fact questions over the Linux 6.1 kernel docs.

Prints ``answer_kernel_heldout51.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
kernel's reStructuredText sources themselves (searched with grep and a
phrase-checking script), as an engineer at a lab bench would type or say
them -- mostly a situation in everyday words, some in the documents' own
terms, many mentioning the asker's own hardware and tasks (a camera module
on a custom carrier board, a board-bring-up devicetree, an old ISA FM radio
card, an Abit board in the museum rack, a SkyStar DVB card, a PMBus power
module, an Amiga joystick adapter). Its facts come only from pages in the
folders admin-guide, driver-api, filesystems, hwmon, i2c, input, block,
arm64, x86 and power (the other author of this round took the other
folders), and each answer phrase was checked against the text of every
page so that facts a page outside these folders also states were avoided.
Pages that no earlier set had cited were preferred and make up the whole
set: writing camera sensor drivers, pixel data transmitter and receiver
drivers, the RadioTrack radio driver, the pvrusb2 driver, the Digital TV
conditional access interface, the Technisat/B2C2 FlexCop set-up, the
RapidIO subsystem guide, the Amiga joystick extensions, and the hwmon pages
for asb100, adm1025, lm80, abituguru3, pim4328 and max8688 (with
abituguru, frontend-cardlist and runtime_pm listed where they state the
same fact). The facts are spread over the clock-frequency _DSD property,
assigned-clock-rates, the FlexCop debug option, abituguru3's force
parameter, the holdup capacitor input, in1_highest, the Stereo Detect
Enable bit, the radio-to-audio path bit, bit 5 of the ADM1025
configuration register, the SkyStar 2.8 frontend; szap and ca_zap
command lines, dmesg for the frontend, RadioTrack port writes for stereo
check, volume down, volume up and card off, clk_get_rate(),
pm_runtime_get_if_in_use, the s_stream() callback; the RadioTrack ports,
tuning code and stereo readings, the LM80 resolution, the ASB100 address
and chassis alarm bit, the Amiga joystick's +5V pin, the NE1619 addresses,
the uGuru ISA address; why only the firmware clock frequencies, why
v4l2_ctrl_handler_setup() fails in runtime_resume, the drawback of
assigned clocks, the ADM1025 pin 11, a plain ASB100's PWM, the uGuru's
reverse engineering, pvrusb2's layering; the bit order of the RadioTrack
tuning code, szap before ca_zap, the PMT PID in channels.conf, the FlexCop
Kconfig entry, runtime PM instead of s_power, the RadioTrack volume
step, older uGuru boards, building pvrusb2; and terms (register list based
drivers, CSI-2, the uGuru, RapidIO) -- none an answer or question topic of
an earlier set (answers and question words were grepped against
``answer_kernel_tune``, ``answer_kernel_heldout`` to
``answer_kernel_heldout50``, the PostgreSQL sets, ``answer_questions*`` and
``answer_unanswerable_*``, leaving out the fifty-second sets and the
fiftieth unanswerable set of this round, which another author wrote at the
same time and which were not seen). The forty-ninth set's builders were
read as templates for format and rules. Nothing of the answer code, of its
search or answer output, of the appliance's documentation or tests, or of
the benchmark results was opened while writing it; no git command was used;
the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages, release notes, passing uses and pages where the same phrase states
another chip's fact.

Usage::

    python3 build_answers_kernel51.py > answer_kernel_heldout51.jsonl
    python3 validate_answers.py answer_kernel_heldout51.jsonl  # with a Python that has the appliance installed

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

CAM = "driver-api/media/camera-sensor.rst.txt"
TXRX = "driver-api/media/tx-rx.rst.txt"
RT = "driver-api/media/drivers/radiotrack.rst.txt"
PVR = "driver-api/media/drivers/pvrusb2.rst.txt"
CI = "admin-guide/media/ci.rst.txt"
TS = "admin-guide/media/technisat.rst.txt"
UG3 = "hwmon/abituguru3.rst.txt"
UG = "hwmon/abituguru.rst.txt"

# (id, query, answer, relevant, kind)
ROWS: list[Row] = [
    # --- settings -------------------------------------------------------
    ("k51-camsensor-acpi-clock",
     "our camera module sits on an ACPI laptop-style board and the sensor driver needs to know the external clock rate; which _DSD property should the driver read for it?",
     "clock-frequency",
     [CAM], "setting"),
    ("k51-camsensor-dt-clock-rate",
     "on the devicetree board the camera sensor's external clock has to be fixed at 24 MHz; which property is the currently preferred way to set that rate, next to assigned-clocks?",
     "assigned-clock-rates",
     [CAM], "setting"),
    ("k51-flexcop-debug",
     "the SkyStar2 card in the DVB test box misbehaves and I want more output from the FlexCop driver; which kernel config entry turns on its debugging?",
     "Enable debug for the B2C2 FlexCop drivers",
     [TS], "setting"),
    ("k51-abituguru3-force",
     "the abituguru3 module refuses to load on our Abit AW9D-MAX because detection fails; which module parameter skips the detection?",
     "force: bool",
     [UG3, UG], "setting"),
    ("k51-pim4328-holdup-cap",
     "our PIM4328 power module has a holdup capacitor and I want to graph its voltage; which sysfs attribute gives it?",
     "in4_input",
     ["hwmon/pim4328.rst.txt"], "setting"),
    ("k51-max8688-highest",
     "on the MAX8688 I'd like to read the highest output voltage seen since the last reset rather than the current one; which attribute is that?",
     "in1_highest",
     ["hwmon/max8688.rst.txt"], "setting"),
    ("k51-radiotrack-stereo-bit",
     "I'm poking the old RadioTrack ISA card's port directly; which bit of the ioport has to be set before I can read whether a stereo signal is present?",
     "Stereo Detect Enable",
     [RT], "setting"),
    ("k51-radiotrack-audio-bit",
     "the RadioTrack card is tuned but silent; which bit of its ioport lets the radio signal through to the audio output?",
     "Radio to Audio (path) Enable",
     [RT], "setting"),
    ("k51-adm1025-pin11-bit",
     "on our ADM1025 board the +12V reading looks like a VID value; which bit tells the chip how pin 11 is wired?",
     "bit 5 of the configuration register",
     ["hwmon/adm1025.rst.txt"], "setting"),
    ("k51-skystar-28-frontend",
     "lspci says our SkyStar DVB-S card is revision 2.8; which frontend driver do I have to enable for it in the kernel config?",
     "Conexant CX24123 based",
     [TS, "admin-guide/media/frontend-cardlist.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k51-szap-tmc",
     "to test the CAM in the Twinhan box, first I have to tune to the TMC channel from channels.conf; which szap command does the CI document show?",
     "szap -c channels.conf -r \"TMC\" -x",
     [CI], "command"),
    ("k51-ca-zap-tmc",
     "szap is tuned to TMC; which command then hands the descrambling information to the CAM?",
     "ca_zap channels.conf \"TMC\"",
     [CI], "command"),
    ("k51-flexcop-frontend-dmesg",
     "how do I find out from the kernel log which frontend chip my FlexCop DVB card registered?",
     "dmesg | grep frontend",
     [TS], "command"),
    ("k51-radiotrack-check-stereo",
     "what do I write to the RadioTrack base port to start a stereo check while keeping the current volume and the radio on?",
     "BASE <-- 0xd8",
     [RT], "command"),
    ("k51-radiotrack-volume-down",
     "which value written to the RadioTrack port turns the volume down one step?",
     "BASE <-- 0x48",
     [RT], "command"),
    ("k51-radiotrack-volume-up",
     "and which value written to the RadioTrack port turns the volume up?",
     "BASE <-- 0x88",
     [RT], "command"),
    ("k51-radiotrack-card-off",
     "the old RadioTrack keeps playing after our test; what do I write to its port to switch the card off?",
     "BASE <-- 0x00",
     [RT], "command"),
    ("k51-camsensor-get-rate",
     "with the sensor's clock set through assigned-clock-rates in the devicetree, which call does the driver use to get the frequency?",
     "clk_get_rate()",
     [CAM], "command"),
    ("k51-camsensor-power-count",
     "in the sensor driver's s_ctrl callback I must only touch registers if the device is powered; which runtime PM call tells me that and takes a usage count?",
     "pm_runtime_get_if_in_use",
     [CAM, "power/runtime_pm.rst.txt"], "command"),
    ("k51-txrx-streaming-callback",
     "our CSI-2 receiver driver has to start and stop the camera sensor's streaming; which subdev video op does it call?",
     "s_stream()",
     [TXRX], "command"),
    # --- values ---------------------------------------------------------
    ("k51-radiotrack-ioports",
     "which base I/O ports can the RadioTrack card be jumpered to?",
     "0x30c or 0x20c",
     [RT], "value"),
    ("k51-radiotrack-tuning-code",
     "how is the 24-bit tuning code for a RadioTrack frequency computed?",
     "(freq*40) + 10486188",
     [RT], "value"),
    ("k51-radiotrack-stereo-read",
     "after the stereo check I read back the RadioTrack port; which value means stereo was detected?",
     "0xfd ==> stereo detected",
     [RT], "value"),
    ("k51-lm80-temp-resolution",
     "the LM80 on our old board reports temperatures in fine steps; what is the resolution of the current temperature measurement?",
     "0.0625 degrees",
     ["hwmon/lm80.rst.txt"], "value"),
    ("k51-asb100-address",
     "sensors-detect should find the Asus ASB100 Bach chip; which I2C address does the asb100 driver scan?",
     "I2C 0x2d",
     ["hwmon/asb100.rst.txt"], "value"),
    ("k51-asb100-chassis-alarm",
     "which bit of the ASB100's alarms value stands for the chassis intrusion switch?",
     "0x1000 => chassis switch",
     ["hwmon/asb100.rst.txt"], "value"),
    ("k51-amiga-joystick-power",
     "I'm building an adapter for an Amiga digital joystick; what does pin 7 supply, and how much current?",
     "+5V (50mA)",
     ["input/devices/amijoy.rst.txt"], "value"),
    ("k51-ne1619-addresses",
     "we have a Philips NE1619 instead of an ADM1025; which I2C addresses can it sit at?",
     "0x2c - 0x2d",
     ["hwmon/adm1025.rst.txt"], "value"),
    ("k51-uguru3-address",
     "where in ISA I/O space does the abituguru3 driver look for the uGuru?",
     "ISA 0x0E0",
     [UG3, UG], "value"),
    # --- reasons --------------------------------------------------------
    ("k51-camsensor-fixed-clocks",
     "why won't the camera sensor driver let me pick any external clock frequency I like, only the one from firmware?",
     "Using another frequency may cause harmful effects elsewhere",
     [CAM], "reason"),
    ("k51-camsensor-ctrl-setup-resume",
     "why shouldn't I call v4l2_ctrl_handler_setup() from the sensor driver's runtime_resume callback?",
     "it has no way to figure out the power state of the device",
     [CAM], "reason"),
    ("k51-camsensor-assigned-clocks-drawback",
     "what is the catch with setting the sensor clock through assigned-clock-rates in the devicetree?",
     "no guarantee that the frequency hasn't been modified directly or indirectly by another driver",
     [CAM], "reason"),
    ("k51-adm1025-12v-or-vid",
     "why can the ADM1025 report either a wrong +12V reading or a wrong VID reading depending on the board?",
     "pin 11 can be hardwired in two different manners",
     ["hwmon/adm1025.rst.txt"], "reason"),
    ("k51-asb100-pwm-dead",
     "writing pwm2 on our ASB100 board changes nothing about the fans; why?",
     "If you have a plain ASB100, the PWM controller will simply not work",
     ["hwmon/asb100.rst.txt"], "reason"),
    ("k51-uguru-no-datasheet",
     "why is there so little chip detail in the abituguru3 driver, and no datasheet reference?",
     "this driver is based on reverse engineering",
     [UG3, UG], "reason"),
    ("k51-pvrusb2-layering",
     "why is the pvrusb2 driver split so strictly between the core and its V4L and sysfs interfaces?",
     "keep implementation and interface isolated from each other",
     [PVR], "reason"),
    # --- procedures -----------------------------------------------------
    ("k51-radiotrack-bit-order",
     "when shifting the 24 bits of the tuning code into the RadioTrack, in which order do they go?",
     "from Least to Most Significant",
     [RT], "procedure"),
    ("k51-ci-szap-then-cazap",
     "the encrypted channel stays scrambled on the Twinhan card; in which order do I run the two tools?",
     "after running a szap, you have to run ca_zap",
     [CI], "procedure"),
    ("k51-ci-channels-conf",
     "what must channels.conf contain for ca_zap to work?",
     "a channels.conf containing a valid PMT PID",
     [CI], "procedure"),
    ("k51-flexcop-kconfig",
     "building a kernel for the SkyStar2 box: under DVB/ATSC adapters, which main module entry do I activate?",
     "Technisat/B2C2 FlexcopII(b) and FlexCopIII adapters",
     [TS], "procedure"),
    ("k51-camsensor-no-s-power",
     "our ISP driver would like to call s_power on the sensor to power it up; what should I do instead?",
     "please add runtime PM support to the sensor driver",
     [CAM], "procedure"),
    ("k51-radiotrack-volume-step",
     "after writing the volume-down value to the RadioTrack, how long do I wait before writing the default value again?",
     "wait 10 msec",
     [RT], "procedure"),
    ("k51-uguru-older-boards",
     "the abituguru3 driver won't work on our Abit AV8 with an older uGuru revision; what should I use?",
     "use the abituguru (without the 3 !) driver",
     [UG3], "procedure"),
    ("k51-pvrusb2-build",
     "I want to build the pvrusb2 modules out of tree for the Hauppauge WinTV PVR USB2; what do I need besides running make?",
     "you need the kernel source tree nearby",
     [PVR], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k51-what-register-list-driver",
     "the camera sensor guide says most sensor drivers are register list based; what does that mean?",
     "limited to a number of preset configurations",
     [CAM], "definition"),
    ("k51-what-csi2",
     "what is CSI-2, in the words of the transmitter and receiver driver guide?",
     "a data bus intended for transferring images from cameras to the host SoC",
     [TXRX], "definition"),
    ("k51-what-uguru",
     "what actually is the Abit uGuru?",
     "a microcontroller with onboard firmware which programs it to behave as a hwmon IC",
     [UG3, UG], "definition"),
    ("k51-what-rapidio",
     "what is RapidIO, according to the subsystem guide?",
     "a high speed switched fabric interconnect",
     ["admin-guide/rapidio.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

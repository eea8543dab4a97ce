"""Fifty-third held-out set of short-fact questions over the Linux 6.1 kernel docs.

Prints ``answer_kernel_heldout53.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to that folder.

How it was written (blind): the questions were written from reading the
kernel's reStructuredText sources themselves (the text the appliance's own
parser makes of each page, searched with grep and a phrase-checking
script), as an engineer at a lab bench would type or say them -- mostly a
situation in everyday words, some in the documents' own terms, many
mentioning the asker's own hardware and tasks (a post-copy VM migration
test tool on a hardened bench server, an OMAP board with async NOR flash,
an OMAP3630 camera board, a hot-swap controller and a VR on the compute
board, a Diolan USB-I2C adapter, an old AMD-8111 and an old VIA mainboard,
the capture daemon and the nightly rsync of the acquisition PC, an
Avermedia DVB-T card, a PVR card with a cx2341x, a serial card driver, the
telemetry box's modem, SLC NAND with software ECC). Its facts come only
from pages in the folders admin-guide, driver-api, filesystems, hwmon, i2c,
input, block, arm64, x86 and power (the other author of this round took
the other folders), and each answer phrase was checked against the parsed
text of every page so that facts a page outside these folders also states
were avoided (none was found for the chosen phrases). Pages that no earlier
set had cited were preferred and make up almost the whole set: the
userfaultfd guide (with the vm sysctl page, which states the same two
facts), the Coda kernel-Venus interface, the cx2341x developer notes, the
Linux allocated devices list, block io priorities, the Avermedia DVB-T
notes, the NAND error-correction write-up, the OMAP 3 ISP, the PXA camera
host, the GPMC timing notes, the TTY driver guide, and the pages for
lm25066, max16601, i2c-amd8111 (with i2c-amd756, which states the same
fact), i2c-diolan-u2c and i2c-via. The facts are spread over
unprivileged_userfaultfd, UFFD_USER_MODE_ONLY, struct gpmc_device_timings,
the VAUX voltage attribute, the TSENSE_0 temperature attribute, the Diolan
frequency parameter, the idle io class, omap3isp's autoidle, the driver
for the AMD-8111's SMBus 1.0 adapter, TTY_DRIVER_DYNAMIC_DEV;
USERFAULTFD_IOC_NEW, UFFDIO_CONTINUE, two ionice command lines,
get_dvb_firmware sp887x, modprobe dvb-bt8xx, an ivtvctl register dump,
CX2341X_ENC_PING_FW, getmsg_from_kernel, tty_driver_kref_put(); when ISP
settings take effect, the io nice mapping, CFS_MAXNAMLEN, the pioctl file,
the second word of the cx2341x firmware images, the largest GOP size, the
Avermedia frontend, the NAND ECC sector size, the contents of a serial
lock file; why to run a precopy pass first, why Coda caches lookups, why
/dev/modem must not be a dial-in modem, why the realtime io class needs
care, the cx2341x mailbox timeout, the PXA YUV422P size rule, why the OMAP3
ISP needs complete frames; write-protect registration, finding the cx2341x
mailboxes, locking serial ports behind symlinks, missing GPMC timings, a
VIA south bridge missing from lspci, where the sp887x firmware goes,
checking a NAND sector's ECC, the LM25066 shunt resistor; and terms (a Coda
downcall, a cx2341x mailbox, DONTWAKE, the NAND ECC's rp0) -- none an
answer or question topic of an earlier set (answers and question words
were grepped against the builders ``build_answers_kernel3.py`` to
``build_answers_kernel51.py``, ``build_answers_pg2.py`` to
``build_answers_pg51.py`` and ``build_answers_unanswerable2.py`` to
``build_answers_unanswerable50.py``; the earlier ``answer_*.jsonl`` files
were not read, apart from their ``id`` fields for the uniqueness check, and
the fifty-fourth sets and the fifty-second unanswerable set of this round,
which another author wrote at the same time, were not seen). The
fifty-first set's builders and ``validate_answers.py`` were read as
templates for format and rules. Nothing of the answer code, of its search
or answer output, of the appliance's documentation or tests, or of the
benchmark results was opened while writing it; no git command was used;
the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages, release notes, passing uses and pages where the same phrase states
another chip's fact (generic attribute names such as in2_input and
temp2_input, and error codes such as -ENOSPC, are on many hwmon and other
pages with other meanings).

Usage::

    python3 build_answers_kernel53.py > answer_kernel_heldout53.jsonl
    python3 validate_answers.py answer_kernel_heldout53.jsonl  # with a Python that has the appliance installed

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

UF = "admin-guide/mm/userfaultfd.rst.txt"
VM = "admin-guide/sysctl/vm.rst.txt"
CODA = "filesystems/coda.rst.txt"
CX = "driver-api/media/drivers/cx2341x-devel.rst.txt"
DEV = "admin-guide/devices.rst.txt"
IOP = "block/ioprio.rst.txt"
AVER = "admin-guide/media/avermedia.rst.txt"
NAND = "driver-api/mtd/nand_ecc.rst.txt"
ISP = "admin-guide/media/omap3isp.rst.txt"
TTY = "driver-api/tty/tty_driver.rst.txt"
GPMC = "driver-api/memory-devices/ti-gpmc.rst.txt"
LM = "hwmon/lm25066.rst.txt"

# (id, query, answer, relevant, kind)
ROWS: list[Row] = [
    # --- settings -------------------------------------------------------
    ("kernel53-uffd-unprivileged-sysctl",
     "our post-copy migration test tool runs as an ordinary user, and its userfaultfd should also catch the faults the kernel itself takes on the registered range; which vm sysctl allows that without CAP_SYS_PTRACE?",
     "unprivileged_userfaultfd",
     [UF, VM], "setting"),
    ("kernel53-uffd-user-mode-only",
     "on the hardened bench server that sysctl stays at 0; which flag does the unprivileged tool pass to userfaultfd(2) so it still gets a descriptor for user-space faults?",
     "UFFD_USER_MODE_ONLY",
     [UF, VM], "setting"),
    ("kernel53-gpmc-device-timings",
     "I'm bringing up an async NOR flash on the GPMC of our OMAP board; into which structure do the timings from the flash's datasheet go for the generic timing routine?",
     "gpmc_device_timings",
     [GPMC], "setting"),
    ("kernel53-lm25066-vaux",
     "the hot-swap controller on the backplane is an LM25066, and we wired a spare rail to its VAUX pin; which sysfs attribute reads that voltage?",
     "in2_input",
     [LM], "setting"),
    ("kernel53-max16601-tsense0",
     "the MAX16601 regulator on the compute board has external thermistors; which attribute gives the temperature on TSENSE_0?",
     "temp2_input",
     ["hwmon/max16601.rst.txt"], "setting"),
    ("kernel53-diolan-frequency",
     "the slow sensor chain hangs off a Diolan U2C-12 USB-I2C adapter; which module parameter of its driver sets the I2C bus clock?",
     "frequency",
     ["i2c/busses/i2c-diolan-u2c.rst.txt"], "setting"),
    ("kernel53-ioprio-idle-class",
     "the nightly rsync on the acquisition PC should only get disk time when nobody else needs the disk; which io scheduling class is that?",
     "IOPRIO_CLASS_IDLE",
     [IOP], "setting"),
    ("kernel53-omap3isp-autoidle",
     "on the OMAP3630 camera board the ISP blocks never idle between frames; which omap3isp module parameter has to be non-zero before the driver enables that?",
     "autoidle",
     [ISP], "setting"),
    ("kernel53-amd8111-smbus10",
     "the old AMD-8111 board has two SMBus adapters, and i2c-amd8111 only gives me one bus; which driver handles the SMBus 1.0 adapter?",
     "i2c-amd756",
     ["i2c/busses/i2c-amd8111.rst.txt", "i2c/busses/i2c-amd756.rst.txt"], "setting"),
    ("kernel53-tty-dynamic-dev",
     "our serial card driver should register its ports only as the hardware is probed, not all at once in tty_register_driver(); which flag is recommended for tty_alloc_driver()?",
     "TTY_DRIVER_DYNAMIC_DEV",
     [TTY], "setting"),
    # --- commands -------------------------------------------------------
    ("kernel53-dev-userfaultfd-ioctl",
     "instead of giving our group CAP_SYS_PTRACE, IT gave it access to /dev/userfaultfd; which ioctl on that device hands us a new userfaultfd?",
     "USERFAULTFD_IOC_NEW",
     [UF], "command"),
    ("kernel53-uffdio-continue",
     "the tool registered a shmem range for minor faults, fixed up the page contents in the page cache, and now the faulting thread should go on; which ioctl maps the page?",
     "UFFDIO_CONTINUE",
     [UF], "command"),
    ("kernel53-ionice-rt-pid",
     "the capture daemon, pid 100, keeps losing disk time to the backups; what ionice command puts it into the realtime class at priority 2?",
     "ionice -c1 -n2 -p100",
     [IOP], "command"),
    ("kernel53-ionice-start-be0",
     "how do I start a program in the best-effort class at the highest priority with ionice, as the io priorities document does with ls?",
     "ionice -c2 -n0 /bin/ls",
     [IOP], "command"),
    ("kernel53-sp887x-firmware",
     "the frontend of the Avermedia DVB-T card in the recording PC wants external firmware; what command downloads it?",
     "get_dvb_firmware sp887x",
     [AVER], "command"),
    ("kernel53-avermedia-dvb-module",
     "bttv is loaded for the Avermedia DVB-T card but no DVB device nodes appear; which module do I load next?",
     "modprobe dvb-bt8xx",
     [AVER], "command"),
    ("kernel53-ivtvctl-register-dump",
     "I want to poke through the cx2341x register space the way the developer notes were worked out; what ivtvctl command do they show for that?",
     "ivtvctl -O min=0x02000000,max=0x020000ff",
     [CX], "command"),
    ("kernel53-cx2341x-ping",
     "after uploading the firmware to the PVR card, which encoder API call merely checks that the firmware is responding?",
     "CX2341X_ENC_PING_FW",
     [CX], "command"),
    ("kernel53-coda-getmsg",
     "in the Coda kernel-Venus message layer, which call does Venus use to fetch the next message the kernel has queued for it?",
     "getmsg_from_kernel",
     [CODA], "command"),
    ("kernel53-tty-driver-free",
     "when our serial card driver unloads, which call drops the reference on its struct tty_driver so that it gets freed?",
     "tty_driver_kref_put()",
     [TTY], "command"),
    # --- values ---------------------------------------------------------
    ("kernel53-omap3isp-settings-timing",
     "I change a setting of the OMAP3 ISP while it is streaming from the sensor; when does the new setting take effect?",
     "at the beginning of the following frame",
     [ISP], "value"),
    ("kernel53-io-nice-mapping",
     "our job wrapper only sets cpu nice levels; how does the best-effort io priority follow from the cpu nice level?",
     "io_nice = (cpu_nice + 20) / 5",
     [IOP], "value"),
    ("kernel53-coda-maxnamlen",
     "what is the longest name a Coda lookup upcall can carry?",
     "CFS_MAXNAMLEN, currently set to 256",
     [CODA], "value"),
    ("kernel53-coda-pioctl-file",
     "on which file does Coda's pioctl interface make its ioctl?",
     "/coda/.CONTROL",
     [CODA], "value"),
    ("kernel53-cx2341x-fw-second-word",
     "I'm cutting the cx2341x firmware images out of the vendor's Windows driver; what is the second 32-bit word of both images?",
     "0xaa55bb66",
     [CX], "value"),
    ("kernel53-cx2341x-gop-max",
     "what is the largest GOP size the cx2341x encoder firmware accepts?",
     "GOP size (maximum is 34)",
     [CX], "value"),
    ("kernel53-avermedia-frontend",
     "which tuner module is the frontend of the Avermedia DVB-T card?",
     "Microtune 7202D",
     [AVER], "value"),
    ("kernel53-nand-ecc-sector",
     "our SLC NAND uses the Hamming software ECC; over how many bytes is each ECC computed?",
     "sectors of 256 bytes",
     [NAND], "value"),
    ("kernel53-serial-lockfile-contents",
     "our logger creates /var/lock/LCK..ttyS2 before it opens the port; what should be written into that file?",
     "the PID of the locking process as an ASCII number",
     [DEV], "value"),
    # --- reasons --------------------------------------------------------
    ("kernel53-uffd-precopy-first",
     "in our post-copy VM migration tests, why run one precopy pass before switching to post-copy?",
     "in order to avoid generating userfaults for readonly guest regions",
     [UF], "reason"),
    ("kernel53-coda-minicache",
     "why does the Coda kernel module bother to cache the results of lookup and access upcalls?",
     "Upcalls carry a price since a process context switch needs to take place",
     [CODA], "reason"),
    ("kernel53-dev-modem-dialin",
     "the telemetry box has one modem for both dial-in and dial-out; why shouldn't /dev/modem point at it?",
     "it tends to cause lock file problems",
     [DEV], "reason"),
    ("kernel53-ioprio-rt-care",
     "why is it risky to put our capture daemon into the realtime io class?",
     "one io RT process can starve the entire system",
     [IOP], "reason"),
    ("kernel53-cx2341x-mailbox-timeout",
     "what is the timeout word of a cx2341x firmware mailbox good for?",
     "protects the card from a hung driver thread",
     [CX], "reason"),
    ("kernel53-pxa-yuv422p-size",
     "the PXA camera host won't take my odd frame size in YUV422P; why must width x height be a multiple of 16?",
     "transfers only planes of 8 byte multiples",
     ["driver-api/media/drivers/pxa_camera.rst.txt"], "reason"),
    ("kernel53-omap3isp-partial-frames",
     "the sensor on our OMAP3 board sometimes stops in the middle of a frame and the ISP pipeline stalls; why must a sensor never send partial frames?",
     "insist on receiving complete frames",
     [ISP], "reason"),
    # --- procedures -----------------------------------------------------
    ("kernel53-uffd-write-protect",
     "I want write-protect notifications from userfaultfd instead of mprotect plus a SIGSEGV handler; how must the range be registered first?",
     "UFFDIO_REGISTER_MODE_WP",
     [UF], "procedure"),
    ("kernel53-cx2341x-find-mailboxes",
     "how does a driver find the cx2341x firmware mailboxes?",
     "searching the encoder and decoder memory for a 16 byte signature",
     [CX], "procedure"),
    ("kernel53-serial-lock-symlinks",
     "some tools open the telemetry modem as /dev/modem and others as /dev/ttyS2; how should each of them lock the port?",
     "chase symlinks and lock all possible names",
     [DEV], "procedure"),
    ("kernel53-gpmc-missing-fields",
     "the SRAM's datasheet simply doesn't give some of the fields the GPMC timing structure asks for; what do I put in for those?",
     "zero those entries",
     [GPMC], "procedure"),
    ("kernel53-via-missing-lspci",
     "the old VIA board has a VT82C586B south bridge, but it doesn't show up in the lspci listing, so i2c-via won't load; what should I try?",
     "Turn USB support on, and try again",
     ["i2c/busses/i2c-via.rst.txt"], "procedure"),
    ("kernel53-sp887x-firmware-location",
     "I've downloaded the sp887x firmware for the Avermedia card; where do I put it?",
     "copy it to /usr/lib/hotplug/firmware or /lib/firmware/",
     [AVER], "procedure"),
    ("kernel53-nand-check-ecc",
     "how does the Hamming ECC code find out whether a sector read from the NAND has errors?",
     "xor the given and the calculated ecc",
     [NAND], "procedure"),
    ("kernel53-lm25066-shunt",
     "how do I tell the lm25066 driver the value of the shunt resistor on our backplane?",
     "configured by a device tree property",
     [LM], "procedure"),
    # --- definitions ----------------------------------------------------
    ("kernel53-what-coda-downcall",
     "in the Coda kernel-Venus interface, what is a downcall?",
     "A downcall is a request from Venus to the FS Driver",
     [CODA], "definition"),
    ("kernel53-what-cx2341x-mailbox",
     "what is a firmware mailbox on the cx2341x?",
     "a fixed length array that serves as the call-stack",
     [CX], "definition"),
    ("kernel53-what-uffd-dontwake",
     "what does the DONTWAKE mode flag of the userfaultfd copy and zeropage ioctls mean?",
     "waking will be done separately at some later time",
     [UF], "definition"),
    ("kernel53-what-nand-rp0",
     "in the NAND ECC write-up, what is rp0?",
     "the parity of all even bytes",
     [NAND], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

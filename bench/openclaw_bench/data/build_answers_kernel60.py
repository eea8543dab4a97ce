"""Sixtieth held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout60.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (parsed to plain text with a small
script and searched with grep and sed), as an engineer at a lab bench would
type or say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own boards,
devices, hosts and products (a DG2 card with a small BAR, an old laptop
with a Raylink card, a VMM for an e500 test board, an Xtensa FPGA board
and SoC, a Dreamcast in the retro lab, a RocketRAID 4xxx port, the field
station's ADSL modem, a DASD subchannel of our LPAR, a Loongson-3A5000
board, an AM-200 E-Ink devkit, an old Itanium box, an SA1100 board, a
debugger port for a BookE board, an MPC8360 board, a SPARC M7 and M8 box,
an ARM board with TrustZone firmware, a De0 Nano for the OpenRISC course,
the packet radio gateway, a Tegra video pipeline, a PS3 in the lab, a
PWM-heavy controller, a PA-RISC workstation, an old Emulex HBA setup, a
rugged tablet with an ALPS pad, a SysKonnect FDDI router, a Cherrytrail
tablet, an Alpha with a TGA card, a DECstation with a DEFZA card, an Amiga
with a Buddha IDE card, an LSM using NetLabel), named in the situation
while the question asks what the documentation does answer. Its facts
come only from folders other than admin-guide, driver-api, filesystems,
hwmon, i2c, input, block, arm64, x86 and power (the other author of this
round took those), from pages that no earlier set cites:
``gpu/rfc/i915_small_bar``, ``networking/device_drivers/wifi/ray_cs``,
``virt/kvm/devices/mpic``, ``xtensa/booting``, ``fb/pvr2fb``,
``scsi/hptiop``, ``networking/device_drivers/atm/cxacru``,
``s390/vfio-ccw``, ``loongarch/irq-chip-model``, ``fb/metronomefb``,
``ia64/irq-redir``, ``arm/sa1100/serial_uart``, ``powerpc/ptrace``,
``powerpc/qe_firmware``, ``sparc/oradax/oracle-dax``, ``arm/firmware``,
``openrisc/openrisc_port``,
``networking/device_drivers/hamradio/z8530drv``, ``gpu/tegra``,
``networking/device_drivers/ethernet/toshiba/spider_net``,
``mips/ingenic-tcu``, ``xtensa/atomctl``, ``parisc/debugging``,
``scsi/lpfc``, ``hid/hid-alps``, ``networking/device_drivers/fddi/skfp``,
``firmware-guide/acpi/extcon-intel-int3496``, ``parisc/registers``,
``fb/tgafb``, ``networking/device_drivers/fddi/defza``,
``m68k/buddha-driver``, ``powerpc/bootwrapper``, ``infiniband/opa_vnic``
and ``netlabel/lsm_interface``. They are spread over the i915 flag for
CPU-visible buffers on small-BAR cards, the Raylink sniffer mode, the
base address of an in-kernel MPIC, the first tag of the Xtensa boot
parameters, pvr2fb without write combining, the context flag of hptiop
requests, restarting a cxacru ADSL line, creating a vfio-ccw mediated
device, the MADT type of the LoongArch PCH-PIC, the metronomefb waveform
file; a redirectable IA-64 interrupt route, the SA1100 serial device
node, querying PowerPC hardware debug features, uploading QUICC Engine
firmware, dequeuing DAX requests, registering ARM firmware operations,
building the OpenRISC SoC with FuseSoC, the Z8530 TXDELAY, waiting on a
Tegra syncpoint, resyncing the spidernet RX ring; the Ingenic parts with
six TCU channels, the ATOMCTL reset value, the PA-RISC page offset, the
lpfc release for old kernels, the ALPS U1 command bytes, the SysKonnect
yellow LED, Vbus on an INT3496 tablet, the PA-RISC shadow registers, the
alignment of hptiop host requests; why tgafb breaks the FBDev X server,
why IA-64 routes to a single CPU, why the DEFZA slows the host when
sending, why the Buddha gates IDE interrupts, why lpfc lost its internal
queue, why vfio-ccw is a mediated device, why spidernet needs a TX
low-watermark interrupt; setting the Buddha's base address, replacing QE
microcode, a second MAC address on the DEFZA, mapping the DAX completion
area, the Raylink MAC address, ATOMCTL with ordinary memory controllers,
the SA1100 console in inittab, a stuck PTT on the Z8530; and terms
(cuImage, VEMA, the NetLabel label mapping cache, the Ingenic OST). Facts
that the same words also state elsewhere were looked for with a
whole-corpus search: the MADT type of the PCH-PIC and the fusesoc command
also appear in zh_CN translations, which are left out, as the template
does; nomtrr, also an option of vesafb, uvesafb and matroxfb, and sniffer,
also a word of the CAN, IEEE 802.15.4 and media pages, are asked only for
pvr2fb and ray_cs, whose pages alone state those facts. The most famous
facts were avoided, and so was every answer and every question topic of
the earlier answer sets (``answer_kernel_tune``, ``answer_kernel_heldout``
to ``answer_kernel_heldout58``, ``answer_pg_*``, ``answer_questions*``,
``answer_unanswerable_*``), whose builders were only grepped for
candidate words and answer phrases (the CPSW switch_mode parameter,
asked before, the getdelays tool, asked before and shown again by
``accounting/cgroupstats``, the wip monitor, next to earlier rows on its
reactors and on the wwnr model, and the Only one MPIC instance rule, next
to an earlier row on one VFIO-KVM device per VM, were left out). The
fifty-eighth sets' builders (``build_answers_kernel58.py``,
``build_answers_pg58.py``) and ``build_answers_unanswerable56.py`` were
read as the template for format and rules, together with
``validate_answers.py``; the sets written at the same time by the other
author of this round (the fifty-ninth sets and the fifty-seventh
unanswerable set) were not seen. Nothing of the answer code, of its
search or answer output, of the appliance's documentation or tests, or of
the benchmark results was opened while writing it; no git command was
used for it; the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages, passing uses and translations.

Usage::

    python3 build_answers_kernel60.py > answer_kernel_heldout60.jsonl
    python3 validate_answers.py answer_kernel_heldout60.jsonl  # with a Python that has the appliance installed

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
    ("kernel60-i915-needs-cpu-access",
     "our Vulkan test on the DG2 card with a small BAR gets buffers placed in device memory the CPU can't reach; which gem_create_ext flag tells i915 that the BO will need CPU access?",
     "I915_GEM_CREATE_EXT_FLAG_NEEDS_CPU_ACCESS",
     ["gpu/rfc/i915_small_bar.rst.txt"], "setting"),
    ("kernel60-ray-cs-sniffer",
     "on the old laptop with the Raylink PCMCIA card I want to record all 802.11 traffic with tcpdump; which ray_cs parameter switches the card into that mode?",
     "sniffer",
     ["networking/device_drivers/wifi/ray_cs.rst.txt"], "setting"),
    ("kernel60-mpic-base-addr",
     "our QEMU-less VMM for the e500 test board creates an in-kernel Freescale MPIC; which attribute sets the base address of its register space in the guest?",
     "KVM_DEV_MPIC_BASE_ADDR",
     ["virt/kvm/devices/mpic.rst.txt"], "setting"),
    ("kernel60-xtensa-bp-tag-first",
     "the boot loader of our Xtensa FPGA board builds the boot parameter TLV list for the kernel; which type must the first entry of that list have?",
     "BP_TAG_FIRST",
     ["xtensa/booting.rst.txt"], "setting"),
    ("kernel60-pvr2fb-nomtrr",
     "on the Dreamcast in the retro lab, sound drops out under heavy X load with the pvr2fb console; which pvr2fb option disables write combining on the frame buffer?",
     "nomtrr",
     ["fb/pvr2fb.rst.txt"], "setting"),
    ("kernel60-hptiop-output-context",
     "in our port of the hptiop request path for the RocketRAID 4xxx, the completion should come back as our own context value instead of the request offset; which request flag makes the IOP post the low 32-bit context?",
     "IOP_REQUEST_FLAG_OUTPUT_CONTEXT",
     ["scsi/hptiop.rst.txt"], "setting"),
    ("kernel60-cxacru-adsl-state",
     "the AccessRunner ADSL modem on the field station's router hangs now and then; which sysfs file of the cxacru device do I write restart to?",
     "adsl_state",
     ["networking/device_drivers/atm/cxacru.rst.txt"], "setting"),
    ("kernel60-vfio-ccw-mdev-create",
     "to hand a DASD subchannel of our LPAR to a QEMU guest via vfio-ccw, I first need the mediated device; which sysfs file under the subchannel creates it?",
     "mdev_create",
     ["s390/vfio-ccw.rst.txt"], "setting"),
    ("kernel60-loongarch-pch-pic-madt",
     "our firmware for the Loongson-3A5000 board with an LS7A bridge has to describe the PCH-PIC in the ACPI MADT; which MADT entry type is used for it?",
     "ACPI_MADT_TYPE_BIO_PIC",
     ["loongarch/irq-chip-model.rst.txt"], "setting"),
    ("kernel60-metronome-waveform",
     "the E-Ink panel on our AM-200 devkit with metronomefb stays blank; which waveform file does the driver request through the firmware interface?",
     "metronome.wbf",
     ["fb/metronomefb.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("kernel60-ia64-irq-redirectable",
     "on the old Itanium box I want IRQ 41 routed to CPU 6 in lowest-priority, redirectable mode; what does the IA-64 document write to smp_affinity?",
     "echo \"r 40\" >/proc/irq/41/smp_affinity",
     ["ia64/irq-redir.rst.txt"], "command"),
    ("kernel60-sa1100-ttysa0-node",
     "the root filesystem for our SA1100 board has no device node for the builtin serial port 0; which mknod command creates ttySA0?",
     "mknod ttySA0 c 204 5",
     ["arm/sa1100/serial_uart.rst.txt"], "command"),
    ("kernel60-ppc-gethwdebuginfo",
     "our debugger port for the BookE board must first find out how many hardware breakpoints and watchpoints the CPU has; which ptrace request asks the kernel for that?",
     "PTRACE_PPC_GETHWDEBUGINFO",
     ["powerpc/ptrace.rst.txt"], "command"),
    ("kernel60-qe-upload-firmware",
     "the MPC8360 board needs new QUICC Engine microcode packed in the QE firmware blob format; which kernel function parses the blob and uploads the microcode?",
     "qe_upload_firmware()",
     ["powerpc/qe_firmware.rst.txt"], "command"),
    ("kernel60-dax-ccb-dequeue",
     "our test program for the DAX coprocessor on the SPARC M7 box keeps submitting CCBs and never gets an interrupt; which immediate command tells the oradax driver to clean up resources of past requests?",
     "CCB_DEQUEUE",
     ["sparc/oradax/oracle-dax.rst.txt"], "command"),
    ("kernel60-arm-register-firmware-ops",
     "our ARM board runs with secure firmware in TrustZone, and its board file must tell the kernel which firmware calls exist for idle and CPU boot; which function registers them?",
     "register_firmware_ops()",
     ["arm/firmware.rst.txt"], "command"),
    ("kernel60-openrisc-fusesoc-build",
     "for the OpenRISC course we program a De0 Nano board with the OpenRISC SoC; which fusesoc command builds the FPGA image for it?",
     "fusesoc build de0_nano",
     ["openrisc/openrisc_port.rst.txt"], "command"),
    ("kernel60-scc-txdelay",
     "on the packet radio gateway with the Z8530 card, scc0 should wait 200 ms after keying the transmitter before sending; what does the driver document's sccparam example for txdelay look like?",
     "sccparam /dev/scc0 txd 20",
     ["networking/device_drivers/hamradio/z8530drv.rst.txt"], "command"),
    ("kernel60-tegra-syncpt-wait",
     "our video pipeline on the Tegra board has to block until a host1x syncpoint reaches a given value; which drm/tegra ioctl does that?",
     "DRM_IOCTL_TEGRA_SYNCPT_WAIT",
     ["gpu/tegra.rst.txt"], "command"),
    ("kernel60-spider-resync-head",
     "the PS3 in the lab stops receiving after 'Spider RX RAM full' while the RX chain looks empty; which spider_net routine searches the ring for the next full descriptor to get going again?",
     "spider_net_resync_head_ptr()",
     ["networking/device_drivers/ethernet/toshiba/spider_net.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("kernel60-ingenic-six-tcu",
     "we're choosing an Ingenic SoC for a PWM-heavy controller; which JZ47xx parts have only six TCU channels instead of eight?",
     "JZ4725B, JZ4750, JZ4755 only have six TCU channels",
     ["mips/ingenic-tcu.rst.txt"], "value"),
    ("kernel60-xtensa-atomctl-default",
     "what value does the ATOMCTL register of our Xtensa core come up with after reset, and what does it mean for write-back, write-through and bypass?",
     "0x28: (WB: Internal, WT: Internal, BY:Exception)",
     ["xtensa/atomctl.rst.txt"], "value"),
    ("kernel60-parisc-page-offset",
     "an HPMC on our PA-RISC workstation reports a System Responder address; what is __PAGE_OFFSET currently, to translate between absolute and virtual addresses?",
     "__PAGE_OFFSET (0x10000000 currently)",
     ["parisc/debugging.rst.txt"], "value"),
    ("kernel60-lpfc-old-kernels",
     "an old Emulex HBA setup in the archive still runs a 2.6.9 kernel; which lpfc driver release does the document say to use on such older kernels?",
     "The 8.0.16 release should be used if the driver is to be run on one of the older kernels",
     ["scsi/lpfc.rst.txt"], "value"),
    ("kernel60-alps-u1-command-byte",
     "I'm poking the RAM of the ALPS U1 touchpad on our rugged tablet through SET_REPORT; which command byte values mean read and write?",
     "Command Byte is read=0xD1/write=0xD2",
     ["hid/hid-alps.rst.txt"], "value"),
    ("kernel60-skfp-yellow-led",
     "the SysKonnect FDDI card in the old router has its yellow LED on; with SMT v2.82 or later, what does that mean?",
     "An active yellow LED indicates that the ring is down",
     ["networking/device_drivers/fddi/skfp.rst.txt"], "value"),
    ("kernel60-int3496-vbus",
     "on our Cherrytrail tablet the INT3496 device lists a second GPIO for the OTG port; what do I write to it to enable Vbus output?",
     "write 1 to enable the Vbus output",
     ["firmware-guide/acpi/extcon-intel-int3496.rst.txt"], "value"),
    ("kernel60-parisc-shadow-registers",
     "writing an interruption handler for our PA-RISC box, which general registers are the shadow registers?",
     "Shadow registers are the GRs 1, 8, 9, 16, 17, 24, and 25",
     ["parisc/registers.rst.txt"], "value"),
    ("kernel60-hptiop-host-request-alignment",
     "our hptiop driver allocates request packets in host DMA-coherent memory instead of IOP memory; how must they be aligned?",
     "Requests allocated in host memory must be aligned on 32-bytes boundary",
     ["scsi/hptiop.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("kernel60-tgafb-fbdev-server",
     "the XFree86 FBDev server won't work on the old Alpha with the TGA card, while XF86_TGA does; why?",
     "since tgafb doesn't do mmap()",
     ["fb/tgafb.rst.txt"], "reason"),
    ("kernel60-ia64-single-cpu-target",
     "on the Itanium box, writing a mask with several CPUs to smp_affinity still sends the interrupt to just one of them; why?",
     "Because of the usage of SAPIC mode and physical destination mode the IRQ target is one particular CPU",
     ["ia64/irq-redir.rst.txt"], "reason"),
    ("kernel60-defza-tx-load",
     "the DECstation with the DEFZA FDDI card becomes sluggish whenever it transmits a lot; why does heavy transmission hurt system performance with that board?",
     "The board only supports DMA on the receive side",
     ["networking/device_drivers/fddi/defza.rst.txt"], "reason"),
    ("kernel60-buddha-irq-enable",
     "why does the Buddha IDE card in our Amiga only pass IDE interrupts to the Zorro bus after a write to its IRQ enable register?",
     "compatible with harddisks that are either defective or have a buggy firmware and pull the IRQ line up while starting up",
     ["m68k/buddha-driver.rst.txt"], "reason"),
    ("kernel60-lpfc-no-internal-queue",
     "the old lpfc driver used to hide short cable pulls by queuing I/O internally, and newer ones don't; why was the internal queuing removed?",
     "internal queuing is unnecessary as the block layer already performs the queuing",
     ["scsi/lpfc.rst.txt"], "reason"),
    ("kernel60-vfio-ccw-mdev-why",
     "why is vfio-ccw built as a mediated device with software translation of channel programs, rather than passing the subchannel straight through like a PCI device?",
     "Channel I/O does not have IOMMU hardware support",
     ["s390/vfio-ccw.rst.txt"], "reason"),
    ("kernel60-spider-tx-low-watermark",
     "why does the spidernet driver use a low-watermark interrupt on the TX ring instead of refilling it from the poll routine?",
     "the poll routine runs only once per jiffy",
     ["networking/device_drivers/ethernet/toshiba/spider_net.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("kernel60-buddha-base-address",
     "I'm configuring the Buddha IDE card by hand from our own Amiga boot code; in which order must the two address registers be written so the board is found?",
     "Make sure $4a is written before $48",
     ["m68k/buddha-driver.rst.txt"], "procedure"),
    ("kernel60-qe-replace-microcode",
     "the QUICC Engine on the MPC8360 board already runs one microcode and we want to load a different one; what has to happen first?",
     "a full QE reset (which disables the microcode) must be performed first",
     ["powerpc/qe_firmware.rst.txt"], "procedure"),
    ("kernel60-defza-mac-change",
     "the DEFZA card in the DECstation can't change its MAC address registers, but our ring needs it to answer on another address; how do I get a similar effect?",
     "adding an alias to the CAM",
     ["networking/device_drivers/fddi/defza.rst.txt"], "procedure"),
    ("kernel60-dax-mmap-readonly",
     "our DAX test program on the SPARC M8 gets an error when mapping the completion area of /dev/oradax2; how must the mmap call be made?",
     "the mmap call must not specify PROT_WRITE",
     ["sparc/oradax/oracle-dax.rst.txt"], "procedure"),
    ("kernel60-ray-cs-mac-address",
     "the Raylink card in the old laptop needs a different MAC address, and ifconfig hw ether doesn't work for it; how is it set?",
     "it may be set using the phy_addr parameter in ray_cs.opts",
     ["networking/device_drivers/wifi/ray_cs.rst.txt"], "procedure"),
    ("kernel60-atomctl-rcw",
     "our Xtensa SoC uses a third-party memory controller without atomic read-compare-write support; what does the ATOMCTL document advise for the register?",
     "will likely want to configure this register to not use RCW",
     ["xtensa/atomctl.rst.txt"], "procedure"),
    ("kernel60-sa1100-inittab",
     "after moving our SA1100 board to the builtin serial driver, no login prompt appears on the console; what must change in /etc/inittab?",
     "replace occurrences of ttyS0 with ttySA0",
     ["arm/sa1100/serial_uart.rst.txt"], "procedure"),
    ("kernel60-scc-ptt-lock",
     "on the packet radio gateway the PTT stays keyed until the maxkeyup timer expires, although interrupts and clock source are right; what does the z8530 document suggest?",
     "compiling the driver with CONFIG_SCC_DELAY",
     ["networking/device_drivers/hamradio/z8530drv.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("kernel60-what-cuimage",
     "the PowerPC boot wrapper can build a cuImage for our old board's U-Boot; what is a cuImage?",
     "Backwards compatible uImage for older version of U-Boot (for versions that don't understand the device tree)",
     ["powerpc/bootwrapper.rst.txt"], "definition"),
    ("kernel60-what-vema",
     "the OPA VNIC document mentions VEMA in the HW-independent part; what is VEMA?",
     "The VNIC Ethernet Management Agent (VEMA) registers itself with IB core as an IB client",
     ["infiniband/opa_vnic.rst.txt"], "definition"),
    ("kernel60-netlabel-mapping-cache",
     "our LSM uses NetLabel, and the interface document talks about the label mapping cache; what is that?",
     "a caching mechanism which can be used to sidestep much of this overhead once a mapping has been established",
     ["netlabel/lsm_interface.rst.txt"], "definition"),
    ("kernel60-ingenic-ost",
     "the Ingenic TCU document mentions an OST next to the ordinary channels on the JZ4725B; what is it?",
     "a separate channel, called Operating System Timer (OST)",
     ["mips/ingenic-tcu.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

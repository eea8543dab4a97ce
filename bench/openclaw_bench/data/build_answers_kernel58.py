"""Fifty-eighth held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout58.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (parsed to plain text with a small
script and searched with grep and sed), as an engineer at a lab bench would
type or say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own boards,
devices, hosts and products (a ConnectX-3 card in the storage server, a
POWER LPAR and a POWER8 test box, a Freescale BookE32 board and its boot
loader, the kiosk's display program, a PowerPC guest image, a
self-monitoring tool, a Mellanox switch, a tape drive behind our SCSI
driver, an s390 KVM host and a z/VM guest, a LoongArch board, our media
driver's uAPI docs, a DRM change tested in virtme, a SuperH board, a PCI
capture card on a pSeries box, a VMM, an LX2160A board, an RFSoC board, an
s390 channel device driver, an Adaptec Series 9 controller, an ACRN guest,
an EP9315 incubator controller, a DRA74x endpoint board, a BPF program, a
LAN9303 board, a UEFI laptop with a TPM, an RT box, a vendor RISC-V core,
an overlay), named in the situation while the question asks what the
documentation does answer. Its facts come only from folders other than
admin-guide, driver-api, filesystems, hwmon, i2c, input, block, arm64, x86
and power (the other author of this round took those), from pages that no
earlier set cites: ``networking/devlink/mlx4``,
``powerpc/vcpudispatch_stats``, ``powerpc/kaslr-booke32``, ``fb/api``,
``virt/kvm/ppc-pv``, ``powerpc/pmu-ebb``, ``leds/leds-mlxcpld``,
``scsi/scsi_eh``, ``virt/kvm/s390/s390-diag``, ``loongarch/booting``,
``doc-guide/parse-headers``, ``gpu/drm-uapi``, ``sh/new-machine``,
``powerpc/eeh-pci-error-recovery``, ``virt/kvm/devices/vfio``,
``networking/device_drivers/ethernet/freescale/dpaa2/switch-driver``,
``misc-devices/xilinx_sdfec``, ``s390/cds``,
``powerpc/transactional_memory``, ``scsi/smartpqi``, ``virt/acrn/cpuid``,
``s390/qeth``, ``s390/pci``, ``iio/ep93xx_adc``,
``PCI/endpoint/function/binding/pci-test``, ``bpf/verifier``,
``networking/dsa/lan9303``, ``security/tpm/tpm_event_log``,
``userspace-api/iommu``, ``trace/rv/monitor_wwnr``,
``riscv/patch-acceptance``, ``devicetree/dynamic-resolution-notes``,
``netlabel/cipso_ipv4``, ``security/tpm/tpm_ftpm_tee``; and
``virt/kvm/x86/hypercalls`` and ``powerpc/syscall64-abi`` only as further
pages that state the same phrase. They are spread over 64-byte CQEs of
mlx4, the processing rate file of vcpu dispatch statistics, the KASLR seed
of BookE32, the FOURCC capability of a framebuffer, the compatible value of
the /hypervisor node, the attributes of an EBB event, a green LED of the
Mellanox CPLD, restarting a SCSI command timer, capping DIAGNOSE 0x9c
forwarding, the LoongArch command-line register; ignoring a define in
parse_headers.pl, running the kms_flip IGT tests, starting virtme with a
shared directory, building a SuperH board, mapping the PowerPC magic page,
registering for EEH events, adding a VFIO group to KVM, a DPAA2 bridge
with STP, bypassing the SD-FEC, halting a channel program; the failure code
of a syscall in a transaction, smartpqi on old kernels, the 3 Hz duty
cycle of the CPLD LEDs, the ACRN TSC leaf, VFIO-KVM devices per VM, the
qeth Bridge Port event, the zPCI ISM function type, the EP93xx ADC, the
DRA74x test device ID; why R6 survives a BPF helper call, why an isolated
slot reads all ones, why the LAN9303 does no learning, why library calls
don't reliably abort a transaction, why no field may follow the IOMMU
UAPI union, why the wwnr model is broken, why UEFI needs a final events
table; updating framebuffer variable info, checking that an EBB event is
scheduled, curing most EEH hardware failures, growing an IOMMU UAPI
structure, when RISC-V extension patches are taken, how the DT resolver
renumbers phandles, releasing a looked-up socket in BPF, waiting for
SD-FEC errors; and terms (CIPSO, a recovered scmd, the fTPM driver,
verifier pruning). Facts that the same words also state elsewhere were
looked for with a whole-corpus search: KVM_HC_PPC_MAP_MAGIC_PAGE (also in
virt/kvm/x86/hypercalls) and TM_CAUSE_SYSCALL | TM_CAUSE_PERSISTENT (also
in powerpc/syscall64-abi) are listed with both pages; the host rescan file
and CCISS ioctls of smartpqi (also in scsi/hpsa, asked before), nokaslr
(also in dev-tools, asked before), "The hardware is not configurable with
respect to VLAN awareness" (also in networking/dsa/sja1105, about another
switch), FBIOPUT_VSCREENINFO (in four fb pages) and the pci-test vendor ID
(also in pci-ntb) were left out for that reason; pages whose facts also
appear in a zh_CN or it_IT translation list only the English page. The
most famous facts were avoided, and so was every answer and every
question topic of the earlier answer sets (``answer_kernel_tune``,
``answer_kernel_heldout`` to ``answer_kernel_heldout56``, ``answer_pg_*``,
``answer_questions*``, ``answer_unanswerable_*``), whose builders were
only grepped for candidate words and answer phrases (the rtla osnoise
runtime, next to an earlier rtla osnoise hist row, powering off an s390
PF through sriov_numvfs, next to an earlier sriov_numvfs row, and a
feature deadline of -rc5, next to an earlier DRM deadline row, were left
out). The fifty-sixth sets' builders (``build_answers_kernel56.py``,
``build_answers_pg56.py``) and ``build_answers_unanswerable54.py`` were
read as the template for format and rules, together with
``validate_answers.py``; the sets written at the same time by the other
author of this round (the fifty-seventh sets and the fifty-fifth
unanswerable set) were not seen. Nothing of the answer code, of its search
or answer output, of the appliance's documentation or tests, or of the
benchmark results was opened while writing it; no git command was used
for it; the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages, passing uses and translations.

Usage::

    python3 build_answers_kernel58.py > answer_kernel_heldout58.jsonl
    python3 validate_answers.py answer_kernel_heldout58.jsonl  # with a Python that has the appliance installed

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
    ("kernel58-mlx4-64b-cqe",
     "the ConnectX-3 card in the storage server runs with mlx4, and its firmware can do 64-byte completion and event queue entries; which driver-specific devlink parameter turns those on?",
     "enable_64b_cqe_eqe",
     ["networking/devlink/mlx4.rst.txt"], "setting"),
    ("kernel58-vcpudispatch-freq",
     "on our POWER LPAR I switched on /proc/powerpc/vcpudispatch_stats; which file changes how often the DTLB log of each vcpu gets processed?",
     "/proc/powerpc/vcpudispatch_stats_freq",
     ["powerpc/vcpudispatch_stats.rst.txt"], "setting"),
    ("kernel58-booke-kaslr-seed",
     "the boot loader of our Freescale BookE32 board should hand the kernel better KASLR entropy than the banner and timer base; where in the device tree does it pass that?",
     "/chosen/kaslr-seed",
     ["powerpc/kaslr-booke32.rst.txt"], "setting"),
    ("kernel58-fb-cap-fourcc",
     "the kiosk's display program wants to put the framebuffer into a YUV format; which capability bit in fb_fix_screeninfo says the driver supports the FOURCC-based format API?",
     "FB_CAP_FOURCC",
     ["fb/api.rst.txt"], "setting"),
    ("kernel58-ppc-kvm-compatible",
     "our PowerPC guest image should find out at boot whether it runs under KVM; which compatible value does the /hypervisor node of the device tree carry then?",
     "linux,kvm",
     ["virt/kvm/ppc-pv.rst.txt"], "setting"),
    ("kernel58-ebb-pinned-exclusive",
     "our self-monitoring tool on the POWER8 box opens a perf event with the EBB flag and perf_event_open refuses it; which attributes must an EBB event be created with?",
     "created with the \"pinned\" and \"exclusive\" attributes set",
     ["powerpc/pmu-ebb.rst.txt"], "setting"),
    ("kernel58-mlxcpld-green-static",
     "I want the status LED of the Mellanox switch solid green by writing the CPLD register myself; which bit pattern of the color mask gives that?",
     "[1,1,0,1] = Green static ON",
     ["leds/leds-mlxcpld.rst.txt"], "setting"),
    ("kernel58-eh-reset-timer",
     "in our SCSI low-level driver the eh_timed_out() callback sees that the tape drive simply needs longer for this command; what does it return so the timer is restarted?",
     "BLK_EH_RESET_TIMER",
     ["scsi/scsi_eh.rst.txt"], "setting"),
    ("kernel58-diag9c-forwarding",
     "the s390 KVM host sees a storm of DIAGNOSE 0x9c yield forwarding from guests spinning on locks; which KVM parameter caps how many of those forwardings happen per second?",
     "diag9c_forwarding_hz",
     ["virt/kvm/s390/s390-diag.rst.txt"], "setting"),
    ("kernel58-loongarch-cmdline-register",
     "our boot loader for the LoongArch board jumps to kernel_entry; in which register does the kernel expect the pointer to the command line?",
     "a1 = cmdline",
     ["loongarch/booting.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("kernel58-parse-headers-ignore",
     "for the uAPI docs of our media driver, parse_headers.pl should not cross-reference the include guard _VIDEODEV2_H; what line goes into the exceptions file?",
     "ignore define _VIDEODEV2_H",
     ["doc-guide/parse-headers.rst.txt"], "command"),
    ("kernel58-igt-kms-flip",
     "inside the VKMS test VM I only want the kms_flip IGT tests, run through Piglit with an HTML summary; what command does the DRM guide give?",
     "scripts/run-tests.sh -p -s -t \"kms_flip.*\" -v",
     ["gpu/drm-uapi.rst.txt"], "command"),
    ("kernel58-virtme-shared-dir",
     "to check our DRM change with VKMS I want to boot the freshly built kernel in virtme with a directory shared with the host for the test results; how does the guide start it?",
     "virtme-run --rwdir /path/for/shared_dir --kdir=path/for/kernel/directory --mods=auto",
     ["gpu/drm-uapi.rst.txt"], "command"),
    ("kernel58-sh-board-defconfig",
     "I added arch/sh/configs/vapor_defconfig for our SuperH board; how do I configure and build its kernel with the sh4-linux- cross toolchain in one make call?",
     "make ARCH=sh CROSS_COMPILE=sh4-linux- vapor_defconfig vmlinux",
     ["sh/new-machine.rst.txt"], "command"),
    ("kernel58-ppc-magic-page",
     "our PowerPC KVM guest wants the shared page that holds parts of the supervisor register state; which hypercall maps that magic page?",
     "KVM_HC_PPC_MAP_MAGIC_PAGE",
     ["virt/kvm/ppc-pv.rst.txt", "virt/kvm/x86/hypercalls.rst.txt"], "command"),
    ("kernel58-eeh-notifier",
     "the driver of our PCI capture card on the pSeries box should find out when its slot gets frozen by EEH; which call registers it for EEH events?",
     "eeh_register_notifier",
     ["powerpc/eeh-pci-error-recovery.rst.txt"], "command"),
    ("kernel58-kvm-vfio-group-add",
     "our VMM hands a VFIO group to a guest and has to tell KVM about it through the VFIO-KVM device; which attribute adds the group?",
     "KVM_DEV_VFIO_GROUP_ADD",
     ["virt/kvm/devices/vfio.rst.txt"], "command"),
    ("kernel58-dpaa2-stp-bridge",
     "the DPAA2 switch ports of the LX2160A board go into one bridge, and we want STP loop detection on it; how does the driver document create that bridge?",
     "ip link add dev br0 type bridge vlan_filtering 1 stp_state 1",
     ["networking/device_drivers/ethernet/freescale/dpaa2/switch-driver.rst.txt"], "command"),
    ("kernel58-sdfec-bypass",
     "on the RFSoC board our application wants the SD-FEC block bypassed before it starts the core; which ioctl does that?",
     "XSDFEC_SET_BYPASS",
     ["misc-devices/xilinx_sdfec.rst.txt"], "command"),
    ("kernel58-ccw-device-halt",
     "our s390 channel device driver has to stop the I/O request the device is currently processing; which common device support routine terminates it?",
     "ccw_device_halt()",
     ["s390/cds.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("kernel58-tm-syscall-cause",
     "our POWER8 test makes a system call inside an active hardware transaction; with which failure code does the kernel doom the transaction?",
     "TM_CAUSE_SYSCALL | TM_CAUSE_PERSISTENT",
     ["powerpc/transactional_memory.rst.txt", "powerpc/syscall64-abi.rst.txt"], "value"),
    ("kernel58-smartpqi-old-kernel",
     "the archive server has an Adaptec Series 9 controller; on which older kernels must we configure the smartpqi driver ourselves or the volumes won't be added?",
     "older kernel (Pre-4.9)",
     ["scsi/smartpqi.rst.txt"], "value"),
    ("kernel58-mlxcpld-3hz-duty",
     "the fan LED on the Mellanox switch blinks at 3 Hz in hardware; how long is each half of that duty cycle?",
     "For 3Hz duty cylce is about 167 msec",
     ["leds/leds-mlxcpld.rst.txt"], "value"),
    ("kernel58-acrn-tsc-leaf",
     "our ACRN guest reads CPUID function 0x40000010; what does eax hold?",
     "TSC frequency in kHz",
     ["virt/acrn/cpuid.rst.txt"], "value"),
    ("kernel58-one-vfio-device",
     "how many VFIO-KVM device instances may our VMM create for one VM?",
     "Only one VFIO instance may be created per VM",
     ["virt/kvm/devices/vfio.rst.txt"], "value"),
    ("kernel58-qeth-bridgeport-event",
     "a udev rule on our z/VM guest should react when the OSA Bridge Port changes its state; which attribute does that udev event carry?",
     "BRIDGEPORT=statechange",
     ["s390/qeth.rst.txt"], "value"),
    ("kernel58-zpci-pft-ism",
     "on the s390 LPAR one PCI function shows pft 0x05 in sysfs; what kind of function is that?",
     "0x05 (ISM): Internal Shared Memory",
     ["s390/pci.rst.txt"], "value"),
    ("kernel58-ep93xx-adc-channels",
     "the incubator controller uses an EP9315; what ADC does that high-end part have, according to the ep93xx_adc document?",
     "10-channel touchscreen/ADC module",
     ["iio/ep93xx_adc.rst.txt"], "value"),
    ("kernel58-pci-test-deviceid",
     "we bind the pci_epf_test function on our DRA74x endpoint board; which deviceid should it be configured with?",
     "should be 0xb500 for DRA74x",
     ["PCI/endpoint/function/binding/pci-test.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("kernel58-bpf-callee-saved",
     "in our BPF program a value kept in R1 is unreadable after a helper call, while the same value kept in R6 survives; why?",
     "Since R6-R9 are callee saved",
     ["bpf/verifier.rst.txt"], "reason"),
    ("kernel58-eeh-all-ones",
     "when EEH isolates the slot of our capture card, every read returns 0xff, 0xffff or 0xffffffff; why was that value chosen?",
     "it is the same value you would get if the device was physically unplugged from the slot",
     ["powerpc/eeh-pci-error-recovery.rst.txt"], "reason"),
    ("kernel58-lan9303-no-learning",
     "on our LAN9303 board the two user ports come up as separate interfaces and the switch learns no MAC addresses; why not?",
     "Due to HW limitations, no HW MAC learning takes place in this mode",
     ["networking/dsa/lan9303.rst.txt"], "reason"),
    ("kernel58-tm-library-syscall",
     "our transactional memory test calls getpid() through glibc inside a transaction, expecting the syscall to abort it, yet the transaction succeeds; why can't we rely on library calls for that?",
     "Libraries may cache values",
     ["powerpc/transactional_memory.rst.txt"], "reason"),
    ("kernel58-iommu-union-last",
     "we're extending one of the IOMMU UAPI structures; why may no new field be added after the variable sized union?",
     "will break backward compatibility when offset moves",
     ["userspace-api/iommu.rst.txt"], "reason"),
    ("kernel58-wwnr-broken",
     "the wwnr runtime verification monitor on the RT box flags wakeups of tasks that are running; why does its own document call the model broken?",
     "a task can be running in the processor without being set as RUNNABLE",
     ["trace/rv/monitor_wwnr.rst.txt"], "reason"),
    ("kernel58-tpm-final-events",
     "on the UEFI laptop the TPM event log copied by the EFI stub misses some entries, so the kernel also reads the firmware's final events table; why is that table needed?",
     "the events generated by ExitBootServices() don't end up in the table",
     ["security/tpm/tpm_event_log.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("kernel58-fb-modify-var",
     "our kiosk program only wants to change the virtual resolution of the framebuffer; how should it fill fb_var_screeninfo before FBIOPUT_VSCREENINFO?",
     "call the FBIOGET_VSCREENINFO ioctl and modify only the fields they care about",
     ["fb/api.rst.txt"], "procedure"),
    ("kernel58-ebb-check-scheduled",
     "after enabling our EBB event through the ioctl, how can the tool be sure the event was really scheduled on the PMU?",
     "you must perform a read() on the event",
     ["powerpc/pmu-ebb.rst.txt"], "procedure"),
    ("kernel58-eeh-reseat",
     "the pSeries box keeps reporting EEH errors for one adapter and we suspect a real hardware failure; what cures the vast majority of those?",
     "physically removing and re-seating the PCI card",
     ["powerpc/eeh-pci-error-recovery.rst.txt"], "procedure"),
    ("kernel58-iommu-add-field",
     "we need one more field in an IOMMU UAPI structure without changing its size; how may it be added?",
     "re-purposing the padding[] field",
     ["userspace-api/iommu.rst.txt"], "procedure"),
    ("kernel58-riscv-extension-patches",
     "our RISC-V core has a vendor-specific custom extension and a draft one; when does arch/riscv accept kernel patches for an extension?",
     "\"Frozen\" or \"Ratified\" by the RISC-V Foundation",
     ["riscv/patch-acceptance.rst.txt"], "procedure"),
    ("kernel58-dt-resolver-phandles",
     "when the kernel's resolver applies our overlay compiled with a /plugin/ tag, what is its first step before it renumbers the overlay's local phandles?",
     "Get the maximum device tree phandle value from the live tree + 1",
     ["devicetree/dynamic-resolution-notes.rst.txt"], "procedure"),
    ("kernel58-bpf-release-socket",
     "our BPF program looks up a socket and gets a PTR_TO_SOCKET back; what must it do with it before the program ends?",
     "programs must release the reference through the socket release function",
     ["bpf/verifier.rst.txt"], "procedure"),
    ("kernel58-sdfec-poll",
     "how should our RFSoC application wait for SD-FEC error events?",
     "Use the poll system call to monitor for an interrupt",
     ["misc-devices/xilinx_sdfec.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("kernel58-cipso",
     "the NetLabel documents keep mentioning CIPSO for labeled networking; what does CIPSO stand for?",
     "Commercial IP Security Option",
     ["netlabel/cipso_ipv4.rst.txt"], "definition"),
    ("kernel58-scmd-recovered",
     "the SCSI error handling document speaks of a scmd being recovered; what does that mean?",
     "A scmd is said to be recovered if the scmd is forgotten by lower layers",
     ["scsi/scsi_eh.rst.txt"], "definition"),
    ("kernel58-ftpm-driver",
     "our Arm board exposes /dev/tpm0 through the fTPM driver instead of a TPM chip; what is that driver?",
     "a shim for firmware implemented in ARM's TrustZone environment",
     ["security/tpm/tpm_ftpm_tee.rst.txt"], "definition"),
    ("kernel58-verifier-pruning",
     "the BPF verifier document says a branch gets pruned; what does pruning mean there?",
     "the fact that the previous state was accepted implies the current state would be as well",
     ["bpf/verifier.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

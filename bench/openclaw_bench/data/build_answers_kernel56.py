"""Fifty-sixth held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout56.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (parsed to plain text with a small
script and searched with grep and sed), as an engineer at a lab bench would
type or say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own boards,
devices, hosts and products (an XOR offload test, an old AppleTalk gateway
PC, a camera sensor behind an I2C bus, a 1-wire temperature chain on a
GPIO, a cellular modem card on PCIe, a capture loop using select(), a
32-bit ARM board and its own boot loader, a PowerPC data logger, an old
ISA network card, a NUMA test box, a tc action of our own, a kiosk
framebuffer, an X.25 gateway, the status LED of a phone-derived board, a
ham radio station, a strace of an unknown ioctl, an ACRN evaluation PC, a
USB camera that won't stream, a legal department asking about the GPL,
a KVM test host, a new LSM, a documentation patch, an NVDIMM patch, a
protected s390 guest), named in the situation while the question asks what
the documentation does answer. Its facts come only from folders other than
admin-guide, driver-api, filesystems, hwmon, i2c, input, block, arm64, x86
and power (the other author of this round took those), from pages that no
earlier set cites: ``crypto/async-tx-api``, ``networking/ipddp``,
``firmware-guide/acpi/non-d0-probe``, ``firmware-guide/acpi/namespace``,
``w1/masters/w1-gpio``, ``mhi/topology``,
``userspace-api/media/v4l/func-select``, ``arm/booting``,
``powerpc/elf_hwcaps``, ``networking/device_drivers/ethernet/smsc/smc9``,
``mm/numa``, ``networking/tc-actions-env-rules``, ``fb/internals``,
``locking/percpu-rw-semaphore``, ``networking/x25-iface``,
``leds/leds-sc27xx``, ``core-api/entry``, ``networking/ax25``,
``staging/crc32``, ``riscv/vm-layout``, ``gpu/introduction``,
``process/kernel-enforcement-statement``,
``userspace-api/ioctl/ioctl-decoding``, ``core-api/irq/concepts``,
``virt/acrn/io-request``, ``userspace-api/media/gen-errors``,
``RCU/arrayRCU``, ``networking/sctp``, ``mm/hugetlbfs_reserv``,
``userspace-api/accelerators/ocxl``, ``virt/kvm/x86/errata``,
``security/lsm-development``, ``doc-guide/maintainer-profile``,
``virt/kvm/s390/s390-pv-dump``, ``nvdimm/maintainer-entry-profile``,
``process/code-of-conduct-interpretation`` and ``core-api/boot-time-mm``;
``powerpc/cxl`` only as a further page that states the same phrase. They
are spread over the acknowledge flag of async_tx, the decapsulation mode of
ipddp, skipping D0 at I2C probe, the sysfs root of the ACPI device tree,
the flags of a 1-wire GPIO pin, where MHI devices appear, the select() set
for V4L2 events, the register holding the dtb address, the FPU HWCAP flag,
the twisted-pair port of the SMC 9194; the local memory node of a
memoryless CPU, dropping a packet from a tc action, issuing pending
offload operations, panning a framebuffer, freeing a percpu rw semaphore,
registering an MHI controller, bringing up the LAPB link, an SC27XX LED
pattern, marking instrumentable code in noinstr entry code, joining the
linux-hams list; the width of a CRC-32 divisor, the dtb magic value, the
SV39 user address space, the DRM feature deadline, the GPL cure period,
decoding an ioctl number, the ISA IRQ inputs, the ACRN I/O request slots,
the USB bandwidth for periodic transfers; why CRCs are inverted, why RCU
does not protect array indexes, why DRM checks locking at runtime, why
lksctp should not be unloaded, why huge pages are reserved at mmap(), why
OpenCAPI is called ocxl, why percpu rw semaphore writers are slow; static
arrays without RCU, modifying a shared skb in a tc action, the x87 CPUID
bits of a guest, documenting a new LSM, the tree for documentation
patches, SC27XX stage durations, dumping a protected guest's vCPUs, basing
a dependent NVDIMM patch; and terms (CRC, NUMA fallback, maintainer,
memblock). Facts that the same words also state in an excluded folder were
looked for with a whole-corpus search: getauxval(AT_HWCAP) (also stated in
arm64/elf_hwcaps), "The MMU must be off" (also in arm64/booting), the
ioctl direction macros (also in driver-api/ioctl), "local allocation"
(also in admin-guide/mm/numa_memory_policy) and CONFIG_TASK_DELAY_ACCT
(also in accounting/delay-accounting) were left out for that reason, and
answers were lengthened where a bare name also matches an unrelated
mention (the ASYNC_TX_ACK flag against async_tx_ack() in
driver-api/dmaengine/provider, the w1-gpio flag pair against the general
open-drain flag in driver-api/gpio); the noinstr attribute was dropped for
its mentions in dev-tools/kasan and dev-tools/kmsan. The most famous facts
were avoided, and so was every answer and every question topic of the
earlier answer sets (``answer_kernel_tune``, ``answer_kernel_heldout`` to
``answer_kernel_heldout54``, ``answer_pg_*``, ``answer_questions*``,
``answer_unanswerable_*``), whose builders were only grepped for candidate
words and answer phrases (the ALPS touchpad, the CAIF serial driver, the
LPG hw_pattern, getdelays and the wip monitor, asked before, were left
out). The fifty-fourth sets' builders (``build_answers_kernel54.py``,
``build_answers_pg54.py``) and ``build_answers_unanswerable52.py`` were
read as the template for format and rules, together with
``validate_answers.py``; the sets written at the same time by the other
author of this round (the fifty-fifth sets and the fifty-third
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

    python3 build_answers_kernel56.py > answer_kernel_heldout56.jsonl
    python3 validate_answers.py answer_kernel_heldout56.jsonl  # with a Python that has the appliance installed

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
    ("kernel56-async-tx-ack",
     "our XOR offload test submits a single async_tx memcpy with no dependent operations after it; how should the descriptor be acknowledged at submission so the driver may recycle it?",
     "setting the ASYNC_TX_ACK flag",
     ["crypto/async-tx-api.rst.txt"], "setting"),
    ("kernel56-ipddp-mode",
     "the old AppleTalk gateway PC loads ipddp as a module and should unpack AppleTalk-IP into plain IP for the LocalTalk Macs; which module parameter value selects decapsulation?",
     "ipddp_mode=2",
     ["networking/ipddp.rst.txt"], "setting"),
    ("kernel56-waive-d0-probe",
     "the camera sensor behind the I2C bus should stay powered off during boot, and the ACPI table already has a _DSC object for it; which flag must the I2C driver set in struct i2c_driver.flags?",
     "I2C_DRV_ACPI_WAIVE_D0_PROBE",
     ["firmware-guide/acpi/non-d0-probe.rst.txt"], "setting"),
    ("kernel56-lnxsystem-root",
     "I want to browse the ACPI namespace of the new lab server as a device tree in sysfs; under which directory does the ACPI subsystem build that tree?",
     "/sys/devices/LNXSYSTEM:00",
     ["firmware-guide/acpi/namespace.rst.txt"], "setting"),
    ("kernel56-w1-gpio-flags",
     "our chain of 1-wire temperature sensors hangs off a plain GPIO using w1-gpio; which GPIO flags does the documentation's example lookup table give that pin?",
     "GPIO_ACTIVE_HIGH|GPIO_OPEN_DRAIN",
     ["w1/masters/w1-gpio.rst.txt"], "setting"),
    ("kernel56-mhi-devices-dir",
     "the cellular modem card on PCIe uses the MHI bus; where in sysfs are the MHI devices it creates enumerated?",
     "/sys/bus/mhi/devices/",
     ["mhi/topology.rst.txt"], "setting"),
    ("kernel56-select-v4l2-events",
     "our capture loop waits on the video device with select() and should also wake up for V4L2 events such as a source change; in which of the three fd sets do I put the descriptor for that?",
     "exceptfds",
     ["userspace-api/media/v4l/func-select.rst.txt"], "setting"),
    ("kernel56-arm-dtb-register",
     "our own boot loader for the 32-bit ARM board hands the kernel a device tree blob instead of ATAGs; in which CPU register does it pass the physical address of the boot data?",
     "register r2",
     ["arm/booting.rst.txt"], "setting"),
    ("kernel56-ppc-fpu-hwcap",
     "the data logger software on our PowerPC board should check for a floating-point unit before using it; which AT_HWCAP flag does the powerpc HWCAP document test for that?",
     "PPC_FEATURE_HAS_FPU",
     ["powerpc/elf_hwcaps.rst.txt"], "setting"),
    ("kernel56-smc9-ifport",
     "the old ISA SMC 9194 card in the test PC is cabled with twisted pair; what value of the driver's ifport option selects that port?",
     "1 for twisted pair",
     ["networking/device_drivers/ethernet/smsc/smc9.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("kernel56-numa-mem-id",
     "on our NUMA test box one node has CPUs but no memory, and our subsystem allocates per-CPU buffers from the local node; which function returns the nearest node with memory for the calling CPU?",
     "numa_mem_id()",
     ["mm/numa.rst.txt"], "command"),
    ("kernel56-tc-act-shot",
     "our own tc action has to drop a packet that it does not own; what does it return to the caller instead of freeing the skb itself?",
     "TC_ACT_SHOT",
     ["networking/tc-actions-env-rules.rst.txt"], "command"),
    ("kernel56-async-tx-issue-pending",
     "in the XOR offload test the queued async_tx operations don't start until the driver's batch threshold is reached; which call forces the pending operations to be issued on all channels?",
     "async_tx_issue_pending_all()",
     ["crypto/async-tx-api.rst.txt"], "command"),
    ("kernel56-fbiopan-display",
     "the kiosk program only wants to scroll the visible area within the framebuffer memory, without changing the video mode; which ioctl pans the display?",
     "FBIOPAN_DISPLAY",
     ["fb/internals.rst.txt"], "command"),
    ("kernel56-percpu-free-rwsem",
     "our driver initialises a percpu_rw_semaphore with percpu_init_rwsem in probe; what must the remove path call so the lock's memory doesn't leak?",
     "percpu_free_rwsem",
     ["locking/percpu-rw-semaphore.rst.txt"], "command"),
    ("kernel56-mhi-register-controller",
     "I'm writing the MHI controller driver for our modem card; which function registers the controller with the MHI bus framework together with its channel and event configuration?",
     "mhi_register_controller",
     ["mhi/topology.rst.txt"], "command"),
    ("kernel56-x25-iface-connect",
     "the X.25 packet layer of our gateway must tell the device driver to establish the LAPB link; which first-byte message does it send down in the skbuff?",
     "X25_IFACE_CONNECT",
     ["networking/x25-iface.rst.txt"], "command"),
    ("kernel56-sc27xx-hw-pattern",
     "the status LED of our Spreadtrum-based board should breathe using the SC27XX hardware pattern; in which format do I write the values to hw_pattern?",
     "0 rise_duration brightness high_duration 0 fall_duration 0 low_duration",
     ["leds/leds-sc27xx.rst.txt"], "command"),
    ("kernel56-instrumentation-begin",
     "the interrupt entry code of our new architecture port is marked noinstr, but the handler call in the middle may be traced; which call opens the instrumentable range inside it?",
     "instrumentation_begin()",
     ["core-api/entry.rst.txt"], "command"),
    ("kernel56-subscribe-linux-hams",
     "the ham radio station PC runs AX.25 and I'd like to join the Linux amateur radio mailing list; what goes in the body of the message to majordomo?",
     "subscribe linux-hams",
     ["networking/ax25.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("kernel56-crc-divisor-bits",
     "to produce a 32-bit CRC for the sensor frames, how wide is the divisor polynomial actually?",
     "a 33-bit CRC polynomial",
     ["staging/crc32.rst.txt"], "value"),
    ("kernel56-dtb-magic",
     "our ARM boot loader may pass either a tagged list or a device tree; which magic value does the kernel look for at that address to detect a dtb?",
     "0xd00dfeed",
     ["arm/booting.rst.txt"], "value"),
    ("kernel56-sv39-user-space",
     "our RISC-V board runs the kernel with SV39 paging; how large is the user-space virtual memory per process?",
     "256 GB",
     ["riscv/vm-layout.rst.txt"], "value"),
    ("kernel56-drm-feature-deadline",
     "we want our DRM driver feature in the next merge window; by which release of the current cycle must it be in linux-next?",
     "by the -rc6 release",
     ["gpu/introduction.rst.txt"], "value"),
    ("kernel56-gpl-cure-period",
     "our legal department asks about the kernel developers' enforcement statement: if a company gets its first notice of a GPL violation, within how long must it cure it to have the license reinstated permanently?",
     "prior to 30 days after your receipt of the notice",
     ["process/kernel-enforcement-statement.rst.txt"], "value"),
    ("kernel56-ioctl-decode",
     "strace on the old backup tool shows ioctl 0x82187201 and I'd like to know what it is; how does the ioctl decoding document read that number?",
     "a read with arg length of 0x218, character 'r' function 1",
     ["userspace-api/ioctl/ioctl-decoding.rst.txt"], "value"),
    ("kernel56-isa-irq-pins",
     "on the old ISA data acquisition PC, what do the IRQ numbers enumerate?",
     "16 input pins on the two i8259 interrupt controllers",
     ["core-api/irq/concepts.rst.txt"], "value"),
    ("kernel56-acrn-io-request-slots",
     "we're evaluating ACRN on an industrial PC; how is the shared 4-KByte page for I/O requests of a User VM divided up?",
     "an array of 16 I/O request slots",
     ["virt/acrn/io-request.rst.txt"], "value"),
    ("kernel56-usb-periodic-bandwidth",
     "the second USB camera on the same bus fails to start streaming with ENOSPC; how much of the USB bandwidth can be reserved for periodic transfers?",
     "up to 80% of the USB bandwidth",
     ["userspace-api/media/gen-errors.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("kernel56-crc-inverted",
     "our sensor protocol inverts the CRC before appending it to each frame; why is that commonly done?",
     "a basic CRC will not detect appended zero bits",
     ["staging/crc32.rst.txt"], "reason"),
    ("kernel56-rcu-array-index",
     "a colleague wants to protect an index into a table with RCU rather than a pointer to the table; why is that not supported?",
     "compilers can play way too many optimization games with integers",
     ["RCU/arrayRCU.rst.txt"], "reason"),
    ("kernel56-drm-runtime-lock-checks",
     "the reviewer of our DRM driver wants WARN_ON checks on the locks instead of locking notes in the kerneldoc; why does the DRM guide prefer runtime checks?",
     "much easier to ignore documentation than runtime noise",
     ["gpu/introduction.rst.txt"], "reason"),
    ("kernel56-sctp-rmmod",
     "our SCTP test script unloads and reloads the sctp module between runs; why does the kernel's SCTP document warn against that?",
     "module removal of lksctp is not yet a safe activity",
     ["networking/sctp.rst.txt"], "reason"),
    ("kernel56-hugetlb-reserve-mmap",
     "why does hugetlbfs reserve huge pages when a mapping is created rather than only when the pages are faulted in?",
     "better to detect a shortage of huge pages at mmap() time",
     ["mm/hugetlbfs_reserv.rst.txt"], "reason"),
    ("kernel56-ocxl-name",
     "the FPGA accelerator card speaks OpenCAPI, yet the kernel calls it ocxl, after the older cxl driver for IBM's CAPI; why wasn't that driver simply named capi?",
     "to avoid confusion with the ISDN CAPI subsystem",
     ["userspace-api/accelerators/ocxl.rst.txt", "powerpc/cxl.rst.txt"], "reason"),
    ("kernel56-percpu-rwsem-writer",
     "I switched our driver's config lock to a percpu rw semaphore, and now reconfiguration is very slow while readers are fast; why is taking it for writing so expensive?",
     "synchronize_rcu() that can take hundreds of milliseconds",
     ["locking/percpu-rw-semaphore.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("kernel56-static-array-seqlock",
     "our driver keeps a fixed-size calibration array that is read constantly and updated rarely, with the data in the elements themselves; what does the RCU array document recommend instead of RCU?",
     "Rik van Riel recommends using seqlock",
     ["RCU/arrayRCU.rst.txt"], "procedure"),
    ("kernel56-tc-munge-skb",
     "our tc action rewrites packet headers, and the skb may be referenced by someone else; what must the action do before modifying it?",
     "call pskb_expand_head",
     ["networking/tc-actions-env-rules.rst.txt"], "procedure"),
    ("kernel56-kvm-x87-cpuid",
     "on the KVM test host, how should the FDP_EXCPTN_ONLY and ZERO_FCS_FDS bits be handled in the guest CPUID?",
     "It is recommended to always set these bits in guest CPUID",
     ["virt/kvm/x86/errata.rst.txt"], "procedure"),
    ("kernel56-new-lsm-docs",
     "we want our small security module accepted upstream as a new LSM; where must its intent be documented first?",
     "Documentation/admin-guide/LSM/",
     ["security/lsm-development.rst.txt"], "procedure"),
    ("kernel56-docs-patch-tree",
     "I fixed a few typos in the documentation of our driver's subsystem; against which tree should the documentation patch be made?",
     "against the docs-next tree",
     ["doc-guide/maintainer-profile.rst.txt"], "procedure"),
    ("kernel56-sc27xx-stage-duration",
     "the breathing pattern I wrote for the SC27XX LED is rejected when I use a stage of 200 ms; how must the stage durations be chosen?",
     "the duration should be a multiplier of 125",
     ["leds/leds-sc27xx.rst.txt"], "procedure"),
    ("kernel56-pv-dump-vcpu-state",
     "our tool dumps a protected s390 guest for debugging; besides the encrypted vCPU state, what else must it write out for each vCPU?",
     "but also the unencrypted state from the hypervisor",
     ["virt/kvm/s390/s390-pv-dump.rst.txt"], "procedure"),
    ("kernel56-nvdimm-dependent-patch",
     "our NVDIMM fix depends on other changes that are still pending in the libnvdimm tree; what should the patch be based on?",
     "based on the libnvdimm-for-next branch",
     ["nvdimm/maintainer-entry-profile.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("kernel56-crc-definition",
     "a student wiring up the sensor bus asks what a CRC really is; how does the kernel's CRC tutorial put it in one sentence?",
     "A CRC is a long-division remainder",
     ["staging/crc32.rst.txt"], "definition"),
    ("kernel56-numa-fallback",
     "the NUMA document talks about overflow or fallback of a zone; what situation is that?",
     "when a zone has no available memory to satisfy a request",
     ["mm/numa.rst.txt"], "definition"),
    ("kernel56-maintainer-definition",
     "the code of conduct keeps saying maintainers; who counts as a maintainer in the kernel community?",
     "anyone who is responsible for a subsystem, driver, or file",
     ["process/code-of-conduct-interpretation.rst.txt"], "definition"),
    ("kernel56-memblock",
     "the early setup code of our board port allocates through memblock; what is memblock?",
     "performs the boot time memory management",
     ["core-api/boot-time-mm.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

"""Thirty-fourth held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout34.jsonl`` (72 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched with
grep, sed and a small phrase-finding script), as an engineer at a lab bench
would type or say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own boards,
devices, hosts and products (a tunnel gateway, a Spectrum switch, a CS8900
board, a Haswell-style audio DSP, a PXA270 board, a Go netlink client, a
SPARC M7 server, an IBM Z host running KVM, an AdvanSys card, an FPGA
crypto accelerator, an EPYC host with SEV-SNP guests, a Van Gogh APU, a
Cortex-M4 coprocessor, an Intel 810 kiosk, a Chelsio T3 card with
open-iscsi, an FPGA counter, an Atari, an ARCnet card, an Adaptec 29160, a
Hyper-V guest on Windows Server 2022, an InfiniBand subnet tool, AF_RXRPC
servers, a proprietary acquisition app, a POWER9 box, a SmartNIC, a
SURFboard cable modem, a BusLogic card, an Arm board with CoreSight, a
PREEMPT_RT box, an IBM Power LPAR, a HID sensor hub) -- spread over stopping
a BPF flow dissector at encapsulation, the Rust linter, periodic ACL
rehashes of mlxsw, the BNC port of a CS8900 without EEPROM, DPCM back ends,
SSP DMA on PXA2xx, extended netlink ACKs, full registers for ftrace
callbacks, the queue length of the OSS sequencer, the minimum security of
AF_RXRPC calls, skipping PCI probing in BusLogic, ADI on SPARC pages,
leaving out ethtool SET replies, the guest memory limit of s390 KVM, the
AdvanSys debug level; the sysctl name in a cgroup BPF program, choosing a
socket in sk_lookup, cgroup storage, the crypto engine, memory freed with
the KUnit test, overlooked kernel-doc comments, unevictable address spaces,
resolving a generic netlink family, the SEV-SNP attestation report,
registering an ftrace callback, livepatch system states, GFXOFF residency,
sanitising an index under speculation, non-blocking rpmsg sends, platform
devices from the device tree; the virtual timer interrupt of arm64 KVM
guests, the default maximum sectors of a SCSI host, the i810fb offset, the
iSCSI segment length for cxgb3i, a 32-bit counter wrapping, the PXA2xx
FIFO thresholds, the m68k debug option, the ARCnet debug level, the aic7xxx
tag depth, the GPADL limit of Hyper-V, the umad read buffer, the arguments
of BPF helper calls, service IDs per AF_RXRPC socket; GPL BPF programs in
proprietary packages, the vma-based robust futexes, the security blobs of
the capabilities module, strict netlink checking, what KUnit can test, the
request mask of KVM, the DAWR on POWER9, kernel-mode NEON, a slow SB1000, a
representor's parent device, idr tables in ib_uverbs; raw KUnit output,
forcing the DAWR on, the OSS sequencer status, BPF relocations, the
number of hvcs devices, the BusLogic setup utility, an ETMv4 address range,
an osnoise histogram, i810fb as a module, finding an asymmetric key by
fingerprint, checking a compiler for mcount, enabling a HID sensor; and
terms (ADI, eBPF, CMMA, HiNIC, tag matching, deterministic automaton). It
takes no facts from the folders ``admin-guide``, ``driver-api``,
``filesystems``, ``hwmon``, ``i2c``, ``input``, ``block``, ``arm64``,
``x86`` and ``power`` (the other author of this round took those), and
avoids facts that those folders also state; no fact is taken from a
translation alone. The most famous facts were avoided, and so was every
answer and every question topic of the earlier answer sets
(``answer_kernel_tune``, ``answer_kernel_heldout`` to
``answer_kernel_heldout32``, ``answer_pg_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose (answers,
question words and the pages named in ``relevant`` were also grepped
against them, and each new answer against the text of every page); every
fact comes from a page no earlier set had named (two are also stated on a
page an earlier set had named). The thirty-second set's
builder (``build_answers_kernel32.py``) was read as the template for format
and rules; the thirty-third set (``build_answers_kernel33.py``), written at
the same time by another author, was not seen. Nothing of the answer code,
of its search or answer output, of the appliance's documentation or tests,
or of the benchmark results was opened while writing it; no git command was
used for it; the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer`` is
the short phrase that carries the asked-for fact, copied as the page writes
it; ``relevant`` lists every page that states the fact with that phrase,
best first, leaving out index pages and passing uses; translations under
``translations/`` that state the same fact with the same phrase come after
the English pages (two of this set's facts, the overlooked kernel-doc
comments and platform devices from the device tree, are also stated in a
Chinese translation).

Usage::

    python3 build_answers_kernel34.py > answer_kernel_heldout34.jsonl
    python3 validate_answers.py answer_kernel_heldout34.jsonl  # with a Python that has the appliance installed

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
    ("k34-flow-dissector-stop-at-encap",
     "our BPF flow dissector on the tunnel gateway is also called by the routing code, which only needs the outer headers; which flag in flow_keys->flags tells the program to stop parsing when it reaches encapsulated headers?",
     "BPF_FLOW_DISSECTOR_F_STOP_AT_ENCAP",
     ["bpf/prog_flow_dissector.rst.txt"], "setting"),
    ("k34-rust-clippy",
     "we build our Rust sample driver with make LLVM=1 and would like the extra lints of the Rust linter as well; what do I pass to make?",
     "CLIPPY=1",
     ["rust/general-information.rst.txt", "rust/quick-start.rst.txt"], "setting"),
    ("k34-mlxsw-acl-rehash-interval",
     "the Spectrum switch in the lab runs mlxsw and our ACL rules change all day; which driver-specific devlink parameter sets how often the ACL regions are rehashed?",
     "acl_region_rehash_interval",
     ["networking/devlink/mlxsw.rst.txt"], "setting"),
    ("k34-cs89x0-media-bnc",
     "the embedded board with a CS8900 chip has no EEPROM and is cabled with thin coax; which kernel boot parameter selects the BNC connector?",
     "cs89x0_media=bnc",
     ["networking/device_drivers/ethernet/cirrus/cs89x0.rst.txt"], "setting"),
    ("k34-dpcm-no-pcm",
     "in the ASoC machine driver for our Haswell-style audio DSP, the DAI link to the codec has to be a DPCM back end without a PCM device of its own; which DAI link flag marks it that way?",
     "no_pcm",
     ["sound/soc/dpcm.rst.txt"], "setting"),
    ("k34-pxa2xx-enable-dma",
     "the SPI master of our PXA270 board works in PIO mode, but the ADC stream needs DMA; which field of struct pxa2xx_spi_controller tells the driver to use SSP DMA?",
     "enable_dma",
     ["spi/pxa2xx.rst.txt"], "setting"),
    ("k34-netlink-ext-ack",
     "our netlink tool only ever gets a bare -EINVAL back, without any hint which attribute was wrong; which socket option turns on extended ACK error messages?",
     "NETLINK_EXT_ACK",
     ["userspace-api/netlink/intro.rst.txt"], "setting"),
    ("k34-ftrace-ops-save-regs",
     "the ftrace_ops callback in our tracing module gets NULL or garbage in its regs argument; which flag makes ftrace hand it a full pt_regs?",
     "FTRACE_OPS_FL_SAVE_REGS",
     ["trace/ftrace-uses.rst.txt"], "setting"),
    ("k34-seq-oss-maxqlen",
     "an old MIDI sequencer program that writes to /dev/sequencer through ALSA's OSS sequencer emulation keeps hitting a full queue; which module option sets the maximum read/write queue length?",
     "maxqlen",
     ["sound/designs/seq-oss.rst.txt"], "setting"),
    ("k34-rxrpc-min-security-level",
     "our AFS-style tool uses AF_RXRPC sockets, and every call must be fully encrypted, not just checksummed; which socket option sets the minimum security level for calls on the socket?",
     "RXRPC_MIN_SECURITY_LEVEL",
     ["networking/rxrpc.rst.txt"], "setting"),
    ("k34-buslogic-noprobepci",
     "the old PC has an ISA BusLogic MultiMaster card, and the driver should not look through PCI configuration space at all; which BusLogic driver option disables that?",
     "NoProbePCI",
     ["scsi/BusLogic.rst.txt"], "setting"),
    ("k34-sparc-prot-adi",
     "on the SPARC M7 test server our allocator wants hardware version tags on a buffer it hands out; which mprotect() flag enables ADI on those pages?",
     "PROT_ADI",
     ["sparc/adi.rst.txt"], "setting"),
    ("k34-ethtool-omit-reply",
     "our switch configuration daemon sends hundreds of ethtool netlink SET requests and has no use for the SET_REPLY messages; which request header flag suppresses them?",
     "ETHTOOL_FLAG_OMIT_REPLY",
     ["networking/ethtool-netlink.rst.txt"], "setting"),
    ("k34-kvm-s390-mem-limit",
     "our KVM launcher on the IBM Z host should cap the maximum guest memory of a VM before any vCPU is created; which VM device attribute queries and sets that limit?",
     "KVM_S390_VM_MEM_LIMIT_SIZE",
     ["virt/kvm/devices/vm.rst.txt"], "setting"),
    ("k34-advansys-dbglvl",
     "the AdvanSys SCSI card in the old archive PC misbehaves, and I want more tracing output from its driver when I load the module; which variable sets the debug level?",
     "asc_dbglvl",
     ["scsi/advansys.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k34-bpf-sysctl-get-name",
     "our cgroup BPF program guards sysctl writes from the lab containers and should log which knob was touched, as it appears under /proc/sys; which helper gets the sysctl's name?",
     "bpf_sysctl_get_name",
     ["bpf/prog_cgroup_sysctl.rst.txt"], "command"),
    ("k34-bpf-sk-assign",
     "the BPF sk_lookup program on our ingest box should steer packets for a whole port range to one listening socket taken from a SOCKMAP; which helper records the chosen socket?",
     "bpf_sk_assign",
     ["bpf/prog_sk_lookup.rst.txt"], "command"),
    ("k34-bpf-get-local-storage",
     "our cgroup BPF program counts bytes per container in a BPF_MAP_TYPE_CGROUP_STORAGE map; which helper gives the program a pointer to its storage?",
     "bpf_get_local_storage",
     ["bpf/map_cgroup_storage.rst.txt"], "command"),
    ("k34-crypto-engine-alloc-init",
     "the driver for our FPGA crypto accelerator should queue its requests through the crypto engine; which call gives me the struct crypto_engine in the first place?",
     "crypto_engine_alloc_init",
     ["crypto/crypto_engine.rst.txt"], "command"),
    ("k34-kunit-kzalloc",
     "our KUnit test for the calibration parser allocates buffers and leaves early through KUNIT_ASSERT_EQ, leaking them; which allocation function frees the memory by itself once the test completes?",
     "kunit_kzalloc",
     ["dev-tools/kunit/tips.rst.txt", "dev-tools/kunit/usage.rst.txt"], "command"),
    ("k34-find-unused-docs",
     "our driver has kernel-doc comments on its exported functions that never made it into the rendered documentation; which script finds such overlooked comments?",
     "scripts/find-unused-docs.sh",
     ["doc-guide/contributing.rst.txt", "translations/zh_CN/doc-guide/contributing.rst.txt"], "command"),
    ("k34-mapping-set-unevictable",
     "the pages of our RAM-backed scratch filesystem must never be evicted; which call marks a whole address space as unevictable?",
     "mapping_set_unevictable",
     ["mm/unevictable-lru.rst.txt"], "command"),
    ("k34-ctrl-cmd-getfamily",
     "our Go netlink client has to find the numeric ID of the generic netlink family \"test1\" before sending it requests; which control command asks for that?",
     "CTRL_CMD_GETFAMILY",
     ["userspace-api/netlink/intro.rst.txt"], "command"),
    ("k34-snp-get-report",
     "inside an SEV-SNP guest on our EPYC host, the attestation agent needs the attestation report from the firmware through the sev-guest device; which ioctl does that?",
     "SNP_GET_REPORT",
     ["virt/coco/sev-guest.rst.txt"], "command"),
    ("k34-register-ftrace-function",
     "our tracing module has filled in a struct ftrace_ops with its callback; which call makes ftrace start invoking it?",
     "register_ftrace_function",
     ["trace/ftrace-uses.rst.txt"], "command"),
    ("k34-klp-get-prev-state",
     "our new cumulative live patch must find out whether an already installed live patch changed the same system state, given its state id; which function returns that klp_state?",
     "klp_get_prev_state",
     ["livepatch/system-state.rst.txt"], "command"),
    ("k34-amdgpu-gfxoff-residency",
     "on the test box with the Van Gogh APU I want the average GFXOFF residency over a logging interval; which amdgpu debugfs file do I write 1 to and read afterwards?",
     "amdgpu_gfxoff_residency",
     ["gpu/amdgpu/thermal.rst.txt"], "command"),
    ("k34-array-index-nospec",
     "our ioctl handler checks the user-supplied channel index against the table size, but the reviewer wants the index safe under speculative execution too; which helper returns a sanitized index?",
     "array_index_nospec",
     ["staging/speculation.rst.txt"], "command"),
    ("k34-rpmsg-trysend",
     "our driver talks to the Cortex-M4 coprocessor over rpmsg and must not sleep when no TX buffer is free; which send call returns at once instead of waiting?",
     "rpmsg_trysend",
     ["staging/rpmsg.rst.txt"], "command"),
    ("k34-of-platform-populate",
     "in our board's machine init code, which call creates the platform devices for the device tree nodes below the root?",
     "of_platform_populate",
     ["devicetree/usage-model.rst.txt", "translations/zh_CN/devicetree/usage-model.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k34-kvm-arm-vtimer-intid",
     "our arm64 VMM uses KVM with the in-kernel GIC; which PPI does the guest's EL1 virtual timer get unless we set the vcpu timer attribute?",
     "The EL1 virtual timer intid (default: 27)",
     ["virt/kvm/devices/vcpu.rst.txt"], "value"),
    ("k34-scsi-default-max-sectors",
     "our SCSI low-level driver leaves max_sectors at 0 in its host template; how many sectors per command does that give?",
     "currently set to 1024",
     ["scsi/scsi_mid_low_api.rst.txt"], "value"),
    ("k34-i810fb-default-offset",
     "the i810fb framebuffer on the Intel 810 kiosk PC sits in a 64 MB aperture; at which offset does the driver put the framebuffer by default?",
     "16 MB for a 64 MB aperture",
     ["fb/intel810.rst.txt"], "value"),
    ("k34-cxgb3i-max-recv-data-segment",
     "iSCSI over our Chelsio T3 card with cxgb3i offload: open-iscsi's default MaxRecvDataSegmentLength is said to be too big; how big may it be at most?",
     "no bigger than 15360",
     ["scsi/cxgb3i.rst.txt"], "value"),
    ("k34-clocksource-32bit-wrap",
     "our FPGA board has a free-running 32-bit counter at 100 MHz that we want to register as a clocksource; after about how long does such a counter wrap around to zero?",
     "after some 43 seconds",
     ["timers/timekeeping.rst.txt"], "value"),
    ("k34-pxa2xx-fifo-threshold",
     "for the SPI ADC on our PXA board, which values may tx_threshold and rx_threshold take in the chip's pxa2xx_spi_chip settings?",
     "The range is 1 to 16",
     ["spi/pxa2xx.rst.txt"], "value"),
    ("k34-m68k-debug-loglevel",
     "I boot the kernel on the Atari test machine with the m68k debug option; to which console log level does that raise the kernel?",
     "raises the kernel log level to 10",
     ["m68k/kernel-options.rst.txt"], "value"),
    ("k34-arcnet-debug-default",
     "the ARCnet card in the museum PC fills the log with driver messages; which debug level does the ARCnet driver use by default?",
     "Debug level 7 is currently the default",
     ["networking/arcnet.rst.txt"], "value"),
    ("k34-aic7xxx-global-tag-depth",
     "for the Adaptec 29160 in the old archive server I want to set the aic7xxx global_tag_depth option; which values does it accept?",
     "1 - 253",
     ["scsi/aic7xxx.rst.txt", "scsi/aic79xx.rst.txt"], "value"),
    ("k34-hyperv-gpadl-limit",
     "our Linux guest on a Windows Server 2022 Hyper-V host shares big buffers with the host through GPADLs; roughly how much guest memory can be shared that way in total?",
     "approximately 1280 Mbytes",
     ["virt/hyperv/vmbus.rst.txt"], "value"),
    ("k34-umad-read-buffer",
     "our InfiniBand subnet tool reads MADs from /dev/infiniband/umad0; how big does the buffer passed to read() have to be at least?",
     "one struct ib_user_mad + 256 bytes",
     ["infiniband/user_mad.rst.txt"], "value"),
    ("k34-ebpf-helper-arguments",
     "our eBPF packet classifier calls kernel helper functions; with how many arguments at most can an eBPF program call them?",
     "up to 5 arguments",
     ["bpf/classic_vs_extended.rst.txt"], "value"),
    ("k34-rxrpc-service-ids",
     "our AF_RXRPC server socket should answer for two service IDs over the same transport; how many service IDs may be bound to one socket?",
     "The limit is currently two",
     ["networking/rxrpc.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k34-bpf-gpl-proprietary-package",
     "our proprietary data-acquisition app ships in the same package as a GPL-licensed BPF program it loads; why does the BPF licensing page say the two can co-exist?",
     "because they are separate executable processes",
     ["bpf/bpf_licensing.rst.txt"], "reason"),
    ("k34-robust-futex-vma-approach",
     "reading why robust futexes keep their list in user space: what was the performance problem of the older approach that attached pending robust futexes to the vmas?",
     "every pthread_exit() takes a millisecond or more",
     ["locking/robust-futexes.rst.txt"], "reason"),
    ("k34-capabilities-no-security-blobs",
     "our own LSM uses the general security blobs, but the capabilities module in security/commoncap.c doesn't; why not?",
     "historical and are based on overhead, complexity and performance concerns",
     ["security/lsm.rst.txt"], "reason"),
    ("k34-netlink-strict-check",
     "why did NETLINK_ROUTE need the NETLINK_GET_STRICT_CHK socket option at all, instead of simply validating every request strictly?",
     "historically kernel did not validate the fields of structures it didn't process",
     ["userspace-api/netlink/intro.rst.txt"], "reason"),
    ("k34-kunit-internal-access",
     "our team tests the ADC driver both with KUnit and with kselftest scripts; why can only the KUnit tests call the driver's internal functions directly?",
     "because test code is part of the kernel, it can access internal structures",
     ["dev-tools/testing-overview.rst.txt"], "reason"),
    ("k34-kvm-request-mask",
     "in our KVM patch a reviewer says VCPU requests must be masked with KVM_REQUEST_MASK before they are used with bitops; why?",
     "only the lower 8 bits are used to represent the request's number",
     ["virt/kvm/vcpu-requests.rst.txt"], "reason"),
    ("k34-power9-dawr-disabled",
     "GDB hardware watchpoints don't work on our older POWER9 box because the kernel disables the DAWR there; why is it disabled?",
     "can cause a checkstop if it points to cache inhibited (CI) memory",
     ["powerpc/dawr-power9.rst.txt"], "reason"),
    ("k34-kernel-mode-neon-rules",
     "our ARM driver wants to use NEON for a checksum, and the rules forbid sleeping or running it in interrupt context; why does kernel-mode NEON need such care at all?",
     "the NEON/VFP register file is not preserved and restored at every context switch",
     ["arm/kernel_mode_neon.rst.txt"], "reason"),
    ("k34-sb1000-delay",
     "the SURFboard SB1000 cable modem in the old lab PC drops data, and the notes suggest adding a short delay in the driver; why would that help?",
     "your PC might not be able to keep up with the transfer rate of the SB1000",
     ["networking/device_drivers/cable/sb1000.rst.txt"], "reason"),
    ("k34-representor-parent-device",
     "in our SmartNIC driver a colleague set the representor netdev's parent device to the VF's PCIe function with SET_NETDEV_DEV(); why is that wrong?",
     "The representor represents the virtual port, not the PCIe function",
     ["networking/representors.rst.txt"], "reason"),
    ("k34-uverbs-idr-tables",
     "why does ib_uverbs translate between kernel objects and user space handles through idr tables, instead of handing kernel pointers to our verbs application?",
     "so that kernel pointers are never exposed to userspace",
     ["infiniband/user_verbs.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k34-kunit-raw-output",
     "kunit.py run on the build server reports a parse failure and I'd like to see the raw TAP output of the tests instead; which argument do I add?",
     "--raw_output",
     ["dev-tools/kunit/faq.rst.txt", "dev-tools/kunit/run_wrapper.rst.txt"], "procedure"),
    ("k34-dawr-enable-dangerous",
     "on our POWER9 box I accept the risk and want the DAWR forced on anyway for a debugging session; what do I write, and where?",
     "echo Y > /sys/kernel/debug/powerpc/dawr_enable_dangerous",
     ["powerpc/dawr-power9.rst.txt"], "procedure"),
    ("k34-seq-oss-proc-status",
     "which synth and MIDI devices does ALSA's OSS sequencer emulation offer on the studio PC, and which applications use it right now; where do I look?",
     "/proc/asound/seq/oss",
     ["sound/designs/seq-oss.rst.txt"], "procedure"),
    ("k34-bpf-readelf-relocations",
     "I compiled our BPF program into test.o with clang -target bpf and want to see the relocations the LLVM backend emitted; which command shows them?",
     "llvm-readelf -r test.o",
     ["bpf/llvm_reloc.rst.txt"], "procedure"),
    ("k34-hvcs-num-devs",
     "our IBM Power LPAR should get four hvcs tty devices for the partner partitions' consoles when the module loads; what's the modprobe line?",
     "modprobe hvcs hvcs_parm_num_devs=4",
     ["powerpc/hvcs.rst.txt"], "procedure"),
    ("k34-buslogic-autoscsi",
     "the BT-958 BusLogic card must get its ISA compatible I/O port enabled for an old boot kernel; how do I get into the card's configuration utility?",
     "invoke the AutoSCSI utility via Ctrl-B",
     ["scsi/BusLogic.rst.txt"], "procedure"),
    ("k34-etm4x-addr-range",
     "on the Arm board with CoreSight I want the ETMv4 to trace only addresses 0x0000 to 0x2000, as an include range; what do I write into its sysfs files?",
     "echo 0x0000 0x2000 0 > addr_range",
     ["trace/coresight/coresight-etm4x-reference.rst.txt"], "procedure"),
    ("k34-rtla-osnoise-hist",
     "on the PREEMPT_RT box I want an osnoise histogram with the tracer threads at FIFO:1 on CPUs 0-11, 900 ms of each period, for one minute, in 10 us buckets with 25 entries; what's the rtla command line?",
     "rtla osnoise hist -P F:1 -c 0-11 -r 900000 -d 1M -b 10 -E 25",
     ["tools/rtla/rtla-osnoise-hist.rst.txt"], "procedure"),
    ("k34-i810fb-modprobe",
     "the Intel 810 kiosk PC should load i810fb as a module at 1024 pixels wide, 8 bpp, with 2 MB of video memory and our monitor's sync ranges; what's the modprobe line the docs show?",
     "modprobe i810fb vram=2 xres=1024 bpp=8 hsync1=30 hsync2=55 vsync1=50",
     ["fb/intel810.rst.txt"], "procedure"),
    ("k34-keyctl-asymmetric-fingerprint",
     "I loaded our module-signing certificate as an asymmetric key and only know the tail of its fingerprint, 5acc2142; how do I find that key in the session keyring?",
     "keyctl search @s asymmetric id:5acc2142",
     ["crypto/asymmetric-keys.rst.txt"], "procedure"),
    ("k34-ftrace-mcount-check",
     "porting ftrace to our in-house CPU, I want to check whether the cross gcc emits mcount calls with -pg at all; which one-liner shows it?",
     "echo 'main(){}' | gcc -x c -S -o - - -pg | grep mcount",
     ["trace/ftrace-design.rst.txt"], "procedure"),
    ("k34-hid-sensor-enable",
     "the ambient light sensor behind our laptop's HID sensor hub is power gated and reports nothing; what do I write to its sysfs attribute to enable it?",
     "echo 1 > enable_sensor",
     ["hid/hid-sensor.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k34-what-adi",
     "the notes for the SPARC M7 test server keep mentioning ADI version tags; what does ADI stand for?",
     "Application Data Integrity",
     ["sparc/adi.rst.txt"], "definition"),
    ("k34-what-ebpf",
     "the student asks what eBPF really is underneath, compared with the old classic BPF; how do the docs describe it in one phrase?",
     "a general purpose RISC instruction set",
     ["bpf/classic_vs_extended.rst.txt"], "definition"),
    ("k34-what-cmma",
     "the s390 KVM VM attribute KVM_S390_VM_MEM_ENABLE_CMMA turns on CMMA for the guest; what does CMMA stand for?",
     "Collaborative Memory Management Assist",
     ["virt/kvm/devices/vm.rst.txt"], "definition"),
    ("k34-what-hinic",
     "the new storage servers arrived with Huawei HiNIC adapters; what is a HiNIC, according to the driver docs?",
     "a network interface card for the Data Center Area",
     ["networking/device_drivers/ethernet/huawei/hinic.rst.txt"], "definition"),
    ("k34-what-tag-matching",
     "the InfiniBand docs mention hardware offload of MPI tag matching for our cluster; what is tag matching?",
     "for matching source send operations to destination receives",
     ["infiniband/tag_matching.rst.txt"], "definition"),
    ("k34-what-deterministic-automaton",
     "the runtime verification monitors of our PREEMPT_RT box are built from deterministic automata; how is a deterministic automaton defined formally?",
     "defined as a quintuple",
     ["trace/rv/deterministic_automata.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

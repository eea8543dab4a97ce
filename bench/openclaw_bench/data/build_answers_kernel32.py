"""Thirty-second held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout32.jsonl`` (72 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched with
grep, sed and a small phrase-finding script), as an engineer at a lab bench
would type or say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own boards,
devices, hosts and products (an EC2 instance with Nitro Enclaves, a Hyper-V
guest, an Arm64 KVM guest, Xen guests, JACK on a Sound Blaster Live, a Sound
Blaster Audigy, a Digigram miXart8, an Imagination SPDIF receiver, a Western
Digital WD7296 card with its Windows NT driver, an Adaptec AHA-1522, a
Tekram DC-395 card, a QLogic FastSCSI card, a Symbios 53c8xx controller, a
QLogic target HBA, an S3 Trio64 card, a PXIe controller, a SiS 630 board, an
Intel 865G box, a PXA handheld, an EP93xx board, a Davicom DM9102 card, a
DM9000 board, an Intel 82576 VF, an i.MX53 CAN board, a Theobroma USB-CAN
stick, a COPS LocalTalk card, a Baycom modem, an OMAP3 battery gauge, a
DS2406 switch, an LP3944 LED chip, an SC18IS602 bridge, an IBM Z LPAR,
libreswan) -- spread over hash maps without pre-allocation, a speculation
mitigation that ends at execve, the interleaved 4 bpp mode of s3fb and
arkfb, a cumulative live patch, slow cables on qlogicfas, several SPDIF
capture rates, RTR frames on flexcan, jamming a qla2xxx target host,
extended translation on the AHA-152x, devices the s390 common I/O layer
ignores, the Kconfig dependency of ISA DMA drivers, tagged queuing on
sym53c8xx, the slave ID of omap_hdq, the IPsec offload feature bit,
conservative dc395x settings; the restart helper of drm ioctls, registering
for free page reporting, the IRQ type of the PCI endpoint test, loading
miXart firmware, a NOFS allocation scope, locking one PTE table, setting up
a 6LoWPAN netdev, opting out of VGA arbitration, a key lookup that never
constructs, the NMI handler pointer under RCU, the user-space side of team
devices, gapless metadata in the compress-offload API, assembler function
annotations, draining a page fragment cache, adding an offloaded SA; the
unprivileged BPF instruction limit, the PTP_KVM function ID, the LEDs of an
LP3944, the memory saved for zfcpdump, the SPI message limit of the
SC18IS602, the Hyper-V reference clock, shared VLANs for igbvf, the dc395x
adapter ID, kX ASIO channels on emu10k1, enclave memory alignment, UCAN byte
order, the Audigy FX bus, text-mode pixel clocks of s3fb; mutex_lock without
interruptible, no signed divide in BPF, checking unused ioctl fields,
Landlock rights on directories, magic numbers in structures, a separate
hrtimer subsystem, the 0x30 in the DS2406 state file, duplicate frontswap
stores, DM9000 resource order, boot interrupts and unhandled IRQs, livepatch
callbacks instead of module init; JACK on emu10k1, the wd719x firmware, dmfe
full duplex, sisfb and intelfb as modules, a second COPS card, rustfmt, a
Baycom serial modem, pxafb options, a zfcpdump kernel, un-ignoring s390
devices, ep93xx-fb; and terms (unshare, frontswap, bottom halves, deferred
IO, Nitro Enclaves, XOT). It takes no facts from the folders
``admin-guide``, ``driver-api``, ``filesystems``, ``hwmon``, ``i2c``,
``input``, ``block``, ``arm64``, ``x86`` and ``power`` (the other author of
this round took those), and avoids facts that those folders also state. The
most famous facts were avoided, and so was every answer and every question
topic of the earlier answer sets (``answer_kernel_tune``,
``answer_kernel_heldout`` to ``answer_kernel_heldout30``, ``answer_pg_*``,
``answer_questions*``, ``answer_unanswerable_*``), which were read only for
that purpose (answers, question words and the pages named in ``relevant``
were also grepped against them, and each new answer against the text of
every page); every fact comes from a page no earlier set had named (one is
also stated on a page an earlier set had named). The thirtieth set's builder
(``build_answers_kernel30.py``) was read as the template for format and
rules; the thirty-first set (``build_answers_kernel31.py``), written at the
same time by another author, was not seen. Nothing of the answer code, of
its search or answer output, of the appliance's documentation or tests, or
of the benchmark results was opened while writing it; no git command was
used for it (only one read-only git status was tried afterwards in this
folder, which is not a repository); the questions were not run through the
appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer`` is
the short phrase that carries the asked-for fact, copied as the page writes
it; ``relevant`` lists every page that states the fact with that phrase,
best first, leaving out index pages and passing uses; translations under
``translations/`` that state the same fact with the same phrase come after
the English pages (four of this set's facts, free page reporting, the NOFS
scope, the PTE table lock and the page fragment cache, are also stated in a
Chinese translation).

Usage::

    python3 build_answers_kernel32.py > answer_kernel_heldout32.jsonl
    python3 validate_answers.py answer_kernel_heldout32.jsonl  # with a Python that has the appliance installed

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
    ("k32-bpf-no-prealloc",
     "our XDP program keeps a BPF hash map with a million possible flow keys, most of them never used, and pre-allocating every element eats too much memory on the small gateway; which map flag turns pre-allocation off?",
     "BPF_F_NO_PREALLOC",
     ["bpf/map_hash.rst.txt"], "setting"),
    ("k32-spec-disable-noexec",
     "our launcher disables speculative store bypass for itself with prctl before handling secrets, but the programs it execs afterwards should run with the feature enabled again; which control value clears the state on execve?",
     "PR_SPEC_DISABLE_NOEXEC",
     ["userspace-api/spec_ctrl.rst.txt"], "setting"),
    ("k32-s3fb-nonstd",
     "the old S3 Trio64 card in the kiosk runs s3fb at 4 bpp, and our image viewer expects interleaved planes rather than packed pixels; which value selects that 4 bpp mode?",
     "nonstd == 1",
     ["fb/s3fb.rst.txt", "fb/arkfb.rst.txt", "fb/vt8623fb.rst.txt"], "setting"),
    ("k32-livepatch-replace",
     "we've stacked three live patches on the data-logger kernel and want the fourth to contain all of the fixes and replace the older ones in one transition; which field of struct klp_patch do I set, and to what?",
     ".replace = true",
     ["livepatch/cumulative-patches.rst.txt"], "setting"),
    ("k32-qlogicfas-slow-cable",
     "the ISA QLogic FastSCSI card in the retro PC throws errors with the long external cable to the tape drive; which define at the top of qlogic.c do the notes suggest setting to 1 first?",
     "SLOW_CABLE",
     ["scsi/qlogicfas.rst.txt"], "setting"),
    ("k32-spdif-multi-frequency",
     "the Imagination SPDIF receiver on our audio board should lock onto whichever of 44.1, 48 or 96 kHz the studio gear sends; which ALSA control lets it attempt up to four sample rates?",
     "SPDIF In Multi Frequency Acquire",
     ["sound/cards/img-spdif-in.rst.txt"], "setting"),
    ("k32-flexcan-rx-rtr",
     "on our i.MX53 CAN board we never use RTR frames and want the faster RX mailbox mode under load; which flexcan private flag do I turn off?",
     "rx-rtr",
     ["networking/device_drivers/can/freescale/flexcan.rst.txt"], "setting"),
    ("k32-qla2xxx-jam-host",
     "to test how our initiators cope with a slow-drain fabric, the QLogic HBA in target mode should silently discard the SCSI commands of one host; which tcm_qla2xxx attribute does that?",
     "jam_host",
     ["scsi/tcm_qla2xxx.rst.txt"], "setting"),
    ("k32-aha152x-ext-trans",
     "the old Adaptec AHA-1522 boots a disk that was partitioned with the card's extended BIOS translation, and the geometry comes out wrong; which aha152x argument enables extended translation?",
     "EXT_TRANS",
     ["scsi/aha152x.rst.txt"], "setting"),
    ("k32-cio-ignore",
     "our IBM Z LPAR sees hundreds of CCW devices that belong to other systems, and sensing them all slows the boot; which kernel parameter makes the common I/O layer ignore given device numbers?",
     "cio_ignore",
     ["s390/common_io.rst.txt"], "setting"),
    ("k32-isa-dma-api",
     "our driver for an LPC-attached data acquisition chip uses ISA-style DMA; in its Kconfig entry, which symbol should it depend on (not ISA) so nobody builds it on unsupported platforms?",
     "ISA_DMA_API",
     ["core-api/dma-isa-lpc.rst.txt"], "setting"),
    ("k32-sym53c8xx-no-tcq",
     "a flaky old disk behind our Symbios 53c8xx controller misbehaves with tagged command queuing; which sym53c8xx parameter value disables TCQ?",
     "cmd_per_lun=0",
     ["scsi/sym53c8xx_2.rst.txt"], "setting"),
    ("k32-omap-hdq-w1-id",
     "the OMAP3 board talks to its battery gauge over HDQ, and the gauge's slave ID can't be read the 1-Wire way; which omap_hdq module parameter supplies the ID used to build one?",
     "W1_ID",
     ["w1/masters/omap-hdq.rst.txt"], "setting"),
    ("k32-xfrm-hw-esp",
     "our NIC driver now implements the xfrmdev_ops callbacks, but libreswan still does IPsec in software; which netdev feature bit signals that ESP offload is available?",
     "NETIF_F_HW_ESP",
     ["networking/xfrm_device.rst.txt"], "setting"),
    ("k32-dc395x-safe",
     "a Tekram DC-395 card with no EEPROM drives the CD writer, and burns fail with the default timings; which dc395x parameter switches to conservative settings?",
     "If safe is set to 1",
     ["scsi/dc395x.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k32-drmioctl-restart",
     "our GPU test program's ioctls get interrupted by signals all the time and must be restarted consistently; which small helper in the drm userspace library handles that restarting?",
     "drmIoctl",
     ["process/botching-up-ioctls.rst.txt"], "command"),
    ("k32-page-reporting-register",
     "our balloon driver for the lab's VM host should be told which guest pages are free so the hypervisor can reclaim them; after filling in page_reporting_dev_info, which call registers it?",
     "page_reporting_register",
     ["mm/free_page_reporting.rst.txt", "translations/zh_CN/mm/free_page_reporting.rst.txt"], "command"),
    ("k32-pcitest-set-irqtype",
     "on the host side of our SoC's PCI endpoint test function, I want the pci_endpoint_test driver to use MSI-X instead of legacy interrupts; which ioctl changes the driver's IRQ type?",
     "PCITEST_SET_IRQTYPE",
     ["misc-devices/pci-endpoint-test.rst.txt"], "command"),
    ("k32-mixartloader",
     "the Digigram miXart8 in the studio PC shows no PCM or mixer devices at all because there's no hotplug firmware loader; which alsa-tools utility loads its firmware?",
     "mixartloader",
     ["sound/cards/mixart.rst.txt", "sound/alsa-configuration.rst.txt"], "command"),
    ("k32-memalloc-nofs-save",
     "in our filesystem driver a section holds a lock that reclaim may also need, and I don't want to pass GFP_NOFS through every helper; which call marks the start of a NOFS scope?",
     "memalloc_nofs_save",
     ["core-api/gfp_mask-from-fs-io.rst.txt", "translations/zh_CN/core-api/gfp_mask-from-fs-io.rst.txt"], "command"),
    ("k32-pte-offset-map-lock",
     "in our memory-tracking module I need to look at one PTE while holding only that page table's split lock, not the whole mm's; which helper maps the PTE and takes the PTE table lock?",
     "pte_offset_map_lock",
     ["mm/split_page_table_lock.rst.txt", "translations/zh_CN/mm/split_page_table_lock.rst.txt"], "command"),
    ("k32-lowpan-netdev-setup",
     "our 802.15.4 radio driver creates a 6LoWPAN interface for the sensor motes; which function must run before the lowpan netdev is registered?",
     "lowpan_netdev_setup",
     ["networking/6lowpan.rst.txt"], "command"),
    ("k32-vga-set-legacy-decoding",
     "our graphics driver for the second, non-VGA card in the render box doesn't need the legacy VGA ranges at all; which call tells the VGA arbiter that?",
     "vga_set_legacy_decoding",
     ["gpu/vgaarbiter.rst.txt"], "command"),
    ("k32-request-key-rcu",
     "in our network filesystem code I must look up a cached key under RCU, and the lookup must neither wait for keys under construction nor try to construct missing ones; which request_key variant?",
     "request_key_rcu",
     ["security/keys/request-key.rst.txt"], "command"),
    ("k32-rcu-dereference-sched",
     "our profiling driver swaps in its own NMI handler through a global function pointer; following the NMI-RCU example, which primitive does do_nmi() use to fetch that pointer?",
     "rcu_dereference_sched",
     ["RCU/NMI-RCU.rst.txt"], "command"),
    ("k32-libteam",
     "we want to try team devices instead of bonding on the file server; what drives team devices from user space?",
     "libteam",
     ["networking/team.rst.txt"], "command"),
    ("k32-compress-set-metadata",
     "our audio DSP driver implements the ALSA compress-offload API, and gapless playback of the album still has clicks between tracks; which routine passes the encoder delay and padding to the DSP?",
     "set_metadata",
     ["sound/designs/compress-offload.rst.txt"], "command"),
    ("k32-sym-func-start",
     "the reviewer says the old ENTRY/ENDPROC annotations in our assembly helper for the board are wrong; which macro marks the start of a standard function now?",
     "SYM_FUNC_START",
     ["core-api/asm-annotations.rst.txt"], "command"),
    ("k32-page-frag-cache-drain",
     "our NIC driver caches page fragments per RX ring and, on teardown, must drop all the references it took on a page in one go; which function does that?",
     "__page_frag_cache_drain",
     ["mm/page_frags.rst.txt", "translations/zh_CN/mm/page_frags.rst.txt"], "command"),
    ("k32-xdo-dev-state-add",
     "when libreswan installs a new SA with the offload option, which xfrmdev_ops callback of our NIC driver receives the SA to program into hardware?",
     "xdo_dev_state_add",
     ["networking/xfrm_device.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k32-bpf-maxinsns",
     "a student's BPF filter loads fine as root but is rejected when loaded unprivileged; what's the instruction limit for an unprivileged BPF program?",
     "BPF_MAXINSNS (4096)",
     ["bpf/bpf_design_QA.rst.txt"], "value"),
    ("k32-ptp-kvm-function-id",
     "our Arm64 KVM guests sync their clocks with the host through PTP_KVM; which SMCCC function ID does that hypercall use?",
     "0x86000001",
     ["virt/kvm/arm/ptp_kvm.rst.txt"], "value"),
    ("k32-lp3944-leds",
     "we're reusing the LP3944 fun-light chip from an old Motorola phone design on the status panel; how many LEDs can it drive?",
     "can drive up to 8 leds",
     ["leds/leds-lp3944.rst.txt"], "value"),
    ("k32-zfcpdump-saved-memory",
     "before the zfcpdump tool is loaded on our IBM Z LPAR, the hardware saves part of the crashed system's memory; how much?",
     "Currently 32 MB are saved",
     ["s390/zfcpdump.rst.txt"], "value"),
    ("k32-sc18is602-max-message",
     "dd with bs=4096 from the SPI EEPROM behind our SC18IS602 I2C-to-SPI bridge fails with -EINVAL; what's the largest SPI message the bridge supports?",
     "SC18IS602/603 is 200 bytes",
     ["spi/spi-sc18is602.rst.txt"], "value"),
    ("k32-hyperv-reference-clock",
     "our timing code in a Hyper-V guest reads the synthetic system clock through the shared reference page; at what frequency does that clock advance?",
     "constant 10 MHz frequency",
     ["virt/hyperv/clocks.rst.txt"], "value"),
    ("k32-igbvf-shared-vlans",
     "the VMs on our 82576 host use igbvf virtual functions with VLANs; how many shared VLANs may the VFs have in total?",
     "a limit of a total of 32 shared VLANs",
     ["networking/device_drivers/ethernet/intel/igbvf.rst.txt"], "value"),
    ("k32-dc395x-adapter-id",
     "which SCSI ID does the dc395x driver give the host adapter by default, and what range may I set?",
     "Default: 7, Acceptable values: 0 to 15",
     ["scsi/dc395x.rst.txt"], "value"),
    ("k32-emu10k1-kx-channels",
     "we want multichannel recording with JACK on the Sound Blaster Live in the studio PC, like kX ASIO on Windows; how many capture and playback channels does that give?",
     "16 capture and 16 playback channels",
     ["sound/cards/emu10k1-jack.rst.txt"], "value"),
    ("k32-ne-memory-alignment",
     "we carve memory out of our EC2 instance for a Nitro Enclave via hugetlbfs; how must the memory regions given to the enclave be aligned?",
     "aligned 2 MiB / 1 GiB physically contiguous memory regions",
     ["virt/ne_overview.rst.txt"], "value"),
    ("k32-ucan-byte-order",
     "I'm writing a user-space tool that talks the UCAN protocol to a Theobroma USB-CAN stick; in which byte order are multi-byte integers encoded?",
     "All multi-byte integers are encoded as Little Endian",
     ["networking/can_ucan_protocol.rst.txt"], "value"),
    ("k32-audigy-fx-bus",
     "routing effects on the Sound Blaster Audigy in the listening booth, I wonder how big the EMU10K2's effect bus is; how many accumulators does it have?",
     "64 accumulators",
     ["sound/cards/audigy-mixer.rst.txt"], "value"),
    ("k32-s3fb-text-pixclock",
     "the S3 Trio card in the kiosk runs s3fb in text mode at a high resolution and the picture falls apart; up to what pixel clock does text mode usually work?",
     "maximum usually between 50-60 MHz",
     ["fb/s3fb.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k32-mutex-lock-signal",
     "our character driver takes its config mutex with mutex_lock(), and the reviewer wants mutex_lock_interruptible() instead; why should plain mutex_lock() be avoided there?",
     "because it will not return if a signal is received",
     ["kernel-hacking/locking.rst.txt"], "reason"),
    ("k32-bpf-no-sdiv",
     "our BPF program needs a signed division and I found there's no BPF_SDIV instruction; why was it left out?",
     "Because it would be rarely used",
     ["bpf/bpf_design_QA.rst.txt"], "reason"),
    ("k32-ioctl-check-unused-fields",
     "for the new ioctl of our frame-grabber driver, the reviewer insists we reject any call where the reserved fields or padding aren't zero; why?",
     "someone will submit an ioctl struct with random stack garbage in the yet unused parts",
     ["process/botching-up-ioctls.rst.txt"], "reason"),
    ("k32-landlock-remove-file-directories",
     "building a Landlock sandbox for our upload helper, I wanted to grant LANDLOCK_ACCESS_FS_REMOVE_FILE on single files, but it can only be tied to directories; why?",
     "Being able to unlink a file only has a direct impact on the directory, not the unlinked inode",
     ["security/landlock.rst.txt"], "reason"),
    ("k32-magic-numbers",
     "an old-school colleague puts an int magic field at the start of every struct in our driver; what's the point of magic numbers in kernel data structures?",
     "a structure has been clobbered",
     ["process/magic-number.rst.txt"], "reason"),
    ("k32-hrtimers-separate",
     "reading about kernel timers for our sampling driver I wonder why high-resolution timers got a subsystem of their own instead of being built into the existing timer code; why?",
     "the timer wheel code is fundamentally not suitable for such an approach",
     ["timers/hrtimers.rst.txt"], "reason"),
    ("k32-ds2406-state-ascii",
     "the state file of our DS2406 1-Wire switch reads '2' rather than a raw byte with value 2; why does the driver OR the state with 0x30?",
     "so shell scripts get an ASCII 0/1/2/3 to work with",
     ["w1/slaves/w1_ds2406.rst.txt"], "reason"),
    ("k32-frontswap-duplicate-store",
     "in our frontswap backend a store for a page that's already held either overwrites it or fails and invalidates the old copy; why those rules?",
     "This ensures stale data may never be obtained from frontswap",
     ["mm/frontswap.rst.txt"], "reason"),
    ("k32-dm9000-resource-order",
     "on our DM9000 board the network driver probes but reads garbage; the platform resources list the data register before the address register. Why does the order matter?",
     "the driver expects these to be address and then data",
     ["networking/device_drivers/ethernet/davicom/dm9000.rst.txt"], "reason"),
    ("k32-boot-interrupts-nobody-cared",
     "our PXIe controller logs 'irq 19: nobody cared' and then the IRQ shared with the acquisition card is disabled; according to the boot-interrupts notes, why do these spurious interrupts appear?",
     "they in turn trigger a new interrupt for which the OS likely lacks a handler",
     ["PCI/boot-interrupts.rst.txt"], "reason"),
    ("k32-livepatch-callbacks-not-init",
     "our live patch must fix up some global state when it's enabled; why use livepatch callbacks rather than doing it in the patch module's init function?",
     "Module init/exit code doesn't run when disabling and re-enabling a patch",
     ["livepatch/callbacks.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k32-emu10k1-jackd",
     "what jackd command line do the docs give for 16-channel low-latency recording on the emu10k1 card of our studio PC?",
     "jackd -R -dalsa -r48000 -p64 -n2 -D -Chw:0,2 -Phw:0,3 -S",
     ["sound/cards/emu10k1-jack.rst.txt"], "procedure"),
    ("k32-wd719x-firmware",
     "the WD7296 SCSI card in the old archive PC needs firmware cut out of the Windows NT driver wd7296a.sys; how do I extract the RISC firmware file?",
     "dd if=wd7296a.sys of=wd719x-risc.bin bs=1 skip=5760 count=14336",
     ["scsi/wd719x.rst.txt"], "procedure"),
    ("k32-dmfe-full-duplex",
     "the Davicom DM9102 card in the legacy measurement PC negotiates badly with the managed switch; how do I load dmfe forced to 100M full duplex?",
     "insmod dmfe mode=5",
     ["networking/device_drivers/ethernet/dec/dmfe.rst.txt"], "procedure"),
    ("k32-sisfb-module",
     "on the SiS 630 board of the display PC, sisfb is built as a module and I want 1024x768 at 16 bpp and 75 Hz with 12 MB of video memory; what's the modprobe line?",
     "modprobe sisfb mode=1024x768x16 rate=75 mem=12288",
     ["fb/sisfb.rst.txt"], "procedure"),
    ("k32-intelfb-module",
     "the Intel 865G box at the entrance should run intelfb as a module at 800x600, 32 bpp, 75 Hz with acceleration and the hardware cursor; what do I type?",
     "modprobe intelfb mode=800x600-32@75 vram=8 accel=1 hwcursor=1",
     ["fb/intelfb.rst.txt"], "procedure"),
    ("k32-cops-second-card",
     "the AppleTalk gateway PC has a second COPS LocalTalk card at io 0x260, irq 3; how do I load another instance of the cops driver for it?",
     "insmod -o cops2 cops io=0x260 irq=3",
     ["networking/device_drivers/appletalk/cops.rst.txt"], "procedure"),
    ("k32-rustfmt",
     "before sending our Rust sample driver upstream I want all its sources formatted the kernel way; which make command runs rustfmt?",
     "make LLVM=1 rustfmt",
     ["rust/coding-guidelines.rst.txt"], "procedure"),
    ("k32-baycom-ser-fdx",
     "the ham radio club's Baycom modem hangs on COM1 (0x3f8, IRQ 4) of the old PC in full-duplex serial mode; how do I load the driver?",
     "modprobe baycom_ser_fdx mode=\"ser12*\" iobase=0x3f8 irq=4",
     ["networking/device_drivers/hamradio/baycom.rst.txt"], "procedure"),
    ("k32-pxafb-options",
     "our PXA handheld data logger has a passive 640x480 LCD at 8 bpp and needs 2 MB of video memory; how do I pass that to pxafb as a module?",
     "modprobe pxafb options=vmem:2M,mode:640x480-8,passive",
     ["fb/pxafb.rst.txt"], "procedure"),
    ("k32-zfcpdump-defconfig",
     "I need to build the small dump kernel that zipl installs for SCSI dumps on our IBM Z LPAR; how do I get a valid zfcpdump kernel configuration?",
     "make zfcpdump_defconfig",
     ["s390/zfcpdump.rst.txt"], "procedure"),
    ("k32-cio-ignore-free-all",
     "on the running LPAR I now need all the CCW devices that were ignored at boot; how do I un-ignore every one of them?",
     "echo free all > /proc/cio_ignore",
     ["s390/common_io.rst.txt"], "procedure"),
    ("k32-ep93xx-fb",
     "the EP93xx board in the incubator display has a 320x240 panel; how do I load ep93xx-fb with that video mode?",
     "modprobe ep93xx-fb video=320x240",
     ["fb/ep93xx-fb.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k32-what-unshare",
     "our container helper calls unshare() right after start; what does unshare do, in one line?",
     "disassociate parts of the process execution context",
     ["userspace-api/unshare.rst.txt"], "definition"),
    ("k32-what-frontswap",
     "the memory notes for our Xen guests mention frontswap; what is frontswap?",
     "a \"transcendent memory\" interface for swap pages",
     ["mm/frontswap.rst.txt"], "definition"),
    ("k32-what-bh-suffix",
     "why are the softirq-safe lock calls like spin_lock_bh() named with _bh; what does the suffix refer to?",
     "a historical reference to \"Bottom Halves\", the old name for software interrupts",
     ["kernel-hacking/locking.rst.txt"], "definition"),
    ("k32-what-deferred-io",
     "the driver for our e-paper status display uses fbdev deferred IO; what is deferred IO?",
     "a way to delay and repurpose IO",
     ["fb/deferred_io.rst.txt"], "definition"),
    ("k32-what-nitro-enclaves",
     "the cloud team wants to process patient data in Nitro Enclaves on our EC2 instances; what are Nitro Enclaves?",
     "carve out isolated compute environments within EC2 instances",
     ["virt/ne_overview.rst.txt"], "definition"),
    ("k32-what-xot",
     "the X.25 notes for our old packet-switching gateway mention XOT; what is it?",
     "This allows X.25 Packet Layer frames to operate over the Internet using TCP/IP",
     ["networking/x25.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

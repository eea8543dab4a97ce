"""Thirtieth held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout30.jsonl`` (72 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched with
grep, sed and a small phrase-finding script), as an engineer at a lab bench
would type or say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own boards,
devices, hosts and products (an ADM1022 server board, an AMC6821 fan
controller, a MAX1668 teaching rig, a TSX-affected Xeon host, a ConnectX
card, an old dual-Pentium box, a Trident Blade3D kiosk, an Atari-style
joystick, a T10 PI disk, a Compaq ThunderLAN card, a Neterion 10GbE card,
an LM87 rack server, an ADM1026 board, an INA3221 battery rig, a MEN
Chameleon FPGA card, a SiS5595 PC, a Mali display, a Netronome SmartNIC, an
NXP LX2160A board, a Juno arm64 board, an IBM Z LPAR and z/VM guest, a
Trantor T130B SCSI card, a Mellanox Spectrum switch, an AMD Radeon, a
compositor CI runner) -- spread over KSM merging across NUMA nodes, the
ADM1022 mode of the thmc50 driver, inverted PWM on an AMC6821, read-only
alarm limits on a MAX1668, the lock type of locktorture, the TAA
mitigation with SMT off, the receive side of kTLS offload, hand-built IRQ
entries for the IO-APIC, the shrink divisor of KVM halt polling, the video
memory size of tridentfb, a DB9 joystick on the parallel port, the
software fallback for inline encryption, integrity verification on reads,
the AUI port of a ThunderLAN card, legacy interrupts on s2io; waiting for
the URBs of an anchor, a reset pulse, reading an NVMEM cell, sending a
mailbox message, reporting a hardware rfkill switch, a GPIO lookup table
for a board without device tree, powering a PHY, inserting into an
associative array, a sync_file for a fence, a PM notifier, local_t
counters, a drgn tool for BPF program links, the replacement of
kmap_atomic(), waking a halted vCPU, a cpufreq cooling device from the
device tree; the update rate of an LM87, the slowest fan an ADM1026
measures, the default writer threads of locktorture, the end of an
initramfs archive, the registers of eBPF, the I3C SDR clock, the status of
an unlinked URB, ksmd's sleep between scans, KVM's MSR range, the voltage
range of a SiS5595, the BTN_GAMEPAD alias, the INA3221 update interval, the
part of a Chameleon device the mcb parser reads; the turbo level used for
frequency invariance, calling RCU callbacks at once on UP, high resolution
timers on i386 SMP, overlay targets by label, uncached coherent USB
buffers, the type A multi-touch protocol, a wrapper for Java programs
under binfmt_misc, firmware requests at suspend, allocated net_device
structures, the order of nested io_mapping maps, a system console driver
that cannot be unbound; checking the Rust toolchain, CoreSight tracing
with perf, flushing s390dbf areas, retried NVMe fault injection, vkms
with a cursor plane, wiping an NVDIMM, a PF key on a 3270 console, a
g_NCR5380 board, the z/VM monitor reader, resizing a devlink resource, the
IOMMU without the integrated graphics, amdgpu visual confirmation; and
terms (DTN, EWMA, DAA, AFBC, NFP, DPIO). The most famous facts were
avoided, and so was every answer and every question topic of the earlier
answer sets (``answer_kernel_tune``, ``answer_kernel_heldout`` to
``answer_kernel_heldout29``, ``answer_pg_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose
(answers, question words and the pages named in ``relevant`` were also
grepped against them, and each new answer against the text of every page);
almost all facts come from pages no earlier set had named. The
twenty-ninth set's builder (``build_answers_kernel29.py``) was read as the
template for format and rules. Nothing of the answer code, of its search
or answer output, of the appliance's documentation or tests, or of the
benchmark results was opened while writing it; no git command was used;
the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer`` is
the short phrase that carries the asked-for fact, copied as the page writes
it; ``relevant`` lists every page that states the fact with that phrase,
best first, leaving out index pages and passing uses; translations under
``translations/`` that state the same fact with the same phrase come after
the English pages (five of this set's facts, KSM merging across nodes,
inserting into an associative array, local_t counters, kmap_local_page()
and EWMA, are also stated in a Chinese translation).

Usage::

    python3 build_answers_kernel30.py > answer_kernel_heldout30.jsonl
    python3 validate_answers.py answer_kernel_heldout30.jsonl  # with a Python that has the appliance installed

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
    ("k30-ksm-merge-across-nodes",
     "KSM on our two-socket analysis server merges identical pages of the VMs across both NUMA nodes, and some guests now suffer from remote memory accesses; which KSM sysfs knob restricts merging to pages on the same node?",
     "merge_across_nodes",
     ["admin-guide/mm/ksm.rst.txt", "translations/zh_CN/admin-guide/mm/ksm.rst.txt"], "setting"),
    ("k30-thmc50-adm1022-temp3",
     "the old server board has an ADM1022 monitor that the BIOS set up in the wrong mode, and since then the CPU fan runs at full speed all the time; which thmc50 module parameter forces the mode with the second remote temperature?",
     "adm1022_temp3",
     ["hwmon/thmc50.rst.txt"], "setting"),
    ("k30-amc6821-pwminv",
     "the fan on our AMC6821-based controller board speeds up when it should slow down, because the board inverts the PWM signal; which amc6821 module parameter inverts the PWM output?",
     "pwminv",
     ["hwmon/amc6821.rst.txt"], "setting"),
    ("k30-max1668-read-only",
     "students keep changing the alarm limits of the MAX1668 on the teaching rig through sysfs; which max1668 module parameter prevents write access to the alarm thresholds?",
     "read_only",
     ["hwmon/max1668.rst.txt"], "setting"),
    ("k30-locktorture-torture-type",
     "before trusting our own rwlock changes on the test board I load locktorture, but by default it only hammers spinlocks; which module parameter chooses the kind of lock to torture?",
     "torture_type",
     ["locking/locktorture.rst.txt"], "setting"),
    ("k30-taa-full-nosmt",
     "the Xeon host that runs untrusted student VMs is affected by TSX Async Abort, and security wants the full mitigation plus SMT switched off on it; what do I put on the kernel command line?",
     "tsx_async_abort=full,nosmt",
     ["admin-guide/hw-vuln/tsx_async_abort.rst.txt"], "setting"),
    ("k30-tls-hw-rx-offload",
     "our ConnectX card already encrypts outgoing kTLS records, and I want it to decrypt the received records in hardware too; which ethtool feature flag turns on the receive side?",
     "tls-hw-rx-offload",
     ["networking/tls-offload.rst.txt"], "setting"),
    ("k30-ioapic-pirq",
     "an ancient dual-Pentium box that drives the old acquisition card has no working mp-table, so its PCI interrupts are wrong with the IO-APIC; which boot parameter lets me hand-construct the IRQ entries?",
     "pirq=",
     ["x86/i386/IO-APIC.rst.txt"], "setting"),
    ("k30-kvm-halt-poll-ns-shrink",
     "on our KVM host the per-vCPU halt-polling interval drops straight to zero after a wakeup the polling missed, and I'd rather have it shrink step by step; which kvm module parameter is the value it gets divided by?",
     "halt_poll_ns_shrink",
     ["virt/kvm/halt-polling.rst.txt"], "setting"),
    ("k30-tridentfb-memsize",
     "tridentfb on the old Blade3D card in the hallway kiosk detects the wrong amount of video memory; which option gives the memory size by hand?",
     "memsize",
     ["fb/tridentfb.rst.txt"], "setting"),
    ("k30-db9-dev",
     "an old Atari-style joystick is wired to the parallel port of the reaction-time PC through a DB9 adapter; which module option tells the db9 driver the parport number and the adapter type?",
     "db9.dev",
     ["input/devices/joystick-parport.rst.txt"], "setting"),
    ("k30-blk-crypto-fallback",
     "we want to try fscrypt's inlinecrypt mount option on a laptop whose SSD has no inline encryption hardware; which kernel config option provides the software fallback?",
     "CONFIG_BLK_INLINE_ENCRYPTION_FALLBACK",
     ["block/inline-encryption.rst.txt", "filesystems/fscrypt.rst.txt"], "setting"),
    ("k30-integrity-read-verify",
     "the SAS disks of the archive server carry T10 protection information, and for a throughput test I want the block layer to stop verifying it on reads of /dev/sdc; which sysfs flag do I switch off?",
     "read_verify",
     ["block/data-integrity.rst.txt"], "setting"),
    ("k30-tlan-aui",
     "the old Compaq ThunderLAN card in the legacy CNC controller PC is cabled to its AUI port, not to 10Base-T; which option makes the tlan driver use the AUI interface?",
     "aui=1",
     ["networking/device_drivers/ethernet/ti/tlan.rst.txt"], "setting"),
    ("k30-s2io-intr-type",
     "the Neterion 10GbE card in the old file server misbehaves with MSI-X on that chipset; which s2io module parameter selects legacy INTA interrupts instead?",
     "intr_type",
     ["networking/device_drivers/ethernet/neterion/s2io.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k30-usb-wait-anchor-empty",
     "when our USB data-logger driver suspends, it must wait until every URB on its anchor has completed, but not forever; which call waits for an anchor to become empty, with a timeout?",
     "usb_wait_anchor_empty_timeout",
     ["driver-api/usb/anchors.rst.txt"], "command"),
    ("k30-reset-control-reset",
     "the DSP block on our SoC board has to be pulsed through its self-deasserting reset line after we load new code; which reset controller call triggers that pulse?",
     "reset_control_reset",
     ["driver-api/reset.rst.txt"], "command"),
    ("k30-nvmem-cell-read",
     "the board's MAC address and the sensor calibration live in an EEPROM cell described in the device tree; once our driver has the cell, which nvmem consumer call reads its value?",
     "nvmem_cell_read",
     ["driver-api/nvmem.rst.txt"], "command"),
    ("k30-mbox-send-message",
     "our driver talks to the power-management co-processor on the SoC through the mailbox framework; after requesting the channel, which call sends a message to the remote side?",
     "mbox_send_message",
     ["driver-api/mailbox.rst.txt"], "command"),
    ("k30-rfkill-set-hw-state",
     "the field laptop's Wi-Fi module has a hardware kill switch that our platform driver reads; which call tells the rfkill core that the device is hard-blocked?",
     "rfkill_set_hw_state",
     ["driver-api/rfkill.rst.txt"], "command"),
    ("k30-gpiod-add-lookup-table",
     "our x86 carrier board has no device tree, and the board code must tell the LED driver which GPIO lines belong to it; which call registers the GPIO lookup table?",
     "gpiod_add_lookup_table",
     ["driver-api/gpio/board.rst.txt"], "command"),
    ("k30-phy-power-on",
     "the USB controller driver on our SoC gets its PHY and calls phy_init(), but the port stays dead; which PHY consumer call powers the PHY up afterwards?",
     "phy_power_on",
     ["driver-api/phy/phy.rst.txt"], "command"),
    ("k30-assoc-array-insert",
     "I'm building a keyring-like index of our detector channels with the kernel's generic associative array; which function inserts or replaces an object in it?",
     "assoc_array_insert",
     ["core-api/assoc_array.rst.txt", "translations/zh_CN/core-api/assoc_array.rst.txt"], "command"),
    ("k30-sync-file-create",
     "our display driver should hand an out-fence to user space so the compositor can wait on it through a file descriptor; which call wraps the dma_fence for that?",
     "sync_file_create",
     ["driver-api/sync_file.rst.txt"], "command"),
    ("k30-register-pm-notifier",
     "our capture driver has to stop its DMA and reload firmware around suspend and hibernation, before user space is frozen and after it is thawed; which call registers a suspend notifier?",
     "register_pm_notifier",
     ["driver-api/pm/notifiers.rst.txt"], "command"),
    ("k30-local-inc",
     "the per-CPU packet counters in our capture driver are only ever updated by their own CPU, and atomic_inc() costs too much; which local_t operation increments such a counter?",
     "local_inc",
     ["core-api/local_ops.rst.txt", "translations/zh_CN/core-api/local_ops.rst.txt"], "command"),
    ("k30-bpf-inspect",
     "on the test box one BPF program is attached to another through fentry and freplace, and I can't find a user-space API that shows that link; which drgn tool in the BPF docs lists programs with such attachments?",
     "bpf_inspect.py",
     ["bpf/drgn.rst.txt"], "command"),
    ("k30-kmap-local-page",
     "our filesystem code on the 32-bit ARM board still maps highmem pages with kmap_atomic(), and the reviewer wants the preferred replacement; which function should it use?",
     "kmap_local_page",
     ["mm/highmem.rst.txt", "translations/zh_CN/mm/highmem.rst.txt"], "command"),
    ("k30-kvm-hc-kick-cpu",
     "in our paravirtualized guests a vCPU that busy-waited too long on a spinlock executes HLT, and another vCPU must wake it when the lock is free; which KVM hypercall does that?",
     "KVM_HC_KICK_CPU",
     ["virt/kvm/x86/hypercalls.rst.txt"], "command"),
    ("k30-of-cpufreq-cooling",
     "the fanless SoC in our outdoor sensor box overheats, and the thermal framework should throttle the CPU frequency through a cooling device bound via the device tree; which call registers that cooling device for a cpufreq policy?",
     "of_cpufreq_cooling_register",
     ["driver-api/thermal/cpu-cooling-api.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k30-lm87-update-rate",
     "our monitoring script polls the LM87 on the old rack server every 200 ms; how often does the lm87 driver actually refresh its readings?",
     "only updates its values each 1.0 seconds",
     ["hwmon/lm87.rst.txt"], "value"),
    ("k30-adm1026-slowest-fan",
     "a slow two-pulse fan on the ADM1026 board keeps reading zero; with a fan divisor of 8, what is the slowest speed the chip can measure?",
     "661 RPM",
     ["hwmon/adm1026.rst.txt"], "value"),
    ("k30-locktorture-writers",
     "I load locktorture on the 8-core test board without setting nwriters_stress; how many writer threads does it start by default?",
     "twice the number of online CPUs",
     ["locking/locktorture.rst.txt"], "value"),
    ("k30-initramfs-trailer",
     "my own tool writes the initramfs cpio archive for the board image; which file name marks the end of the archive?",
     "TRAILER!!!",
     ["driver-api/early-userspace/buffer-format.rst.txt"], "value"),
    ("k30-ebpf-registers",
     "a student writing a tiny eBPF assembler for the course asks how many general purpose registers the instruction set has; what do the docs say?",
     "10 general purpose registers",
     ["bpf/instruction-set.rst.txt"], "value"),
    ("k30-i3c-sdr-clock",
     "we're moving the sensor bus of the new board from I2C to I3C; what is the typical clock frequency of I3C SDR transfers?",
     "12.5MHz",
     ["driver-api/i3c/protocol.rst.txt"], "value"),
    ("k30-usb-status-unlinked",
     "the completion handler of our USB data-logger driver runs after we called usb_unlink_urb(); which urb->status value says the URB was asynchronously unlinked?",
     "-ECONNRESET",
     ["driver-api/usb/error-codes.rst.txt"], "value"),
    ("k30-ksm-sleep-default",
     "ksmd on the VM host seems to wake up very often; how many milliseconds does it sleep between scans by default?",
     "Default: 20 (chosen for demonstration purposes)",
     ["admin-guide/mm/ksm.rst.txt"], "value"),
    ("k30-kvm-msr-range",
     "the guest agent in our VMs probes for KVM's own paravirtual MSRs; which MSR range is reserved for them?",
     "0x4b564d00 to 0x4b564dff",
     ["virt/kvm/x86/msr.rst.txt"], "value"),
    ("k30-sis5595-voltage-range",
     "the SiS5595 southbridge in the old lab PC also reports voltages; what range can its voltage inputs measure?",
     "between 0 and 4.08 volts",
     ["hwmon/sis5595.rst.txt"], "value"),
    ("k30-btn-gamepad-alias",
     "our stage-control program recognises gamepads by checking for BTN_GAMEPAD; which button code is that an alias for?",
     "an alias for BTN_SOUTH/BTN_A",
     ["input/gamepad.rst.txt"], "value"),
    ("k30-ina3221-update-interval",
     "the INA3221 power monitor on the battery test rig shows an update_interval attribute; how is that interval made up from the conversion settings?",
     "update_interval = C x S x (BC + SC)",
     ["hwmon/ina3221.rst.txt"], "value"),
    ("k30-mcb-parser-bytes",
     "the MEN Chameleon FPGA card in the rack describes its IP cores in a Chameleon table; how much of the device does the mcb parser read to find them?",
     "first 512 bytes of a Chameleon device",
     ["driver-api/men-chameleon-bus.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k30-schedutil-4c-turbo",
     "on our Intel workstation, schedutil's frequency invariance takes the 4-core turbo rather than the 1-core turbo as the maximum frequency; why?",
     "to make it slightly more sustainable",
     ["scheduler/schedutil.rst.txt"], "reason"),
    ("k30-rcu-up-callback",
     "on our single-core board a colleague wants call_rcu() to run the callback at once, since there are no other CPUs to wait for; why is that a bad idea when, say, softirq code deletes a list element?",
     "referencing a newly freed element B",
     ["RCU/UP.rst.txt"], "reason"),
    ("k30-highres-i386-c3",
     "on an old i386 SMP box the kernel runs without high resolution timers and dynamic ticks; why are they disabled on such systems?",
     "stop the local APIC in C3 power state",
     ["timers/highres.rst.txt"], "reason"),
    ("k30-overlay-target-label",
     "our device tree overlays for the add-on boards name their targets by full path, and the reviewer asks for labels instead; why is targeting by label preferred?",
     "the overlay can be applied to any base DT containing the label",
     ["devicetree/overlay-notes.rst.txt"], "reason"),
    ("k30-usb-coherent-uncached",
     "the buffers our USB camera driver gets from usb_alloc_coherent() are slow to read back by the CPU; why is that memory usually uncached?",
     "the semantics of dma-coherent memory require either bypassing CPU caches",
     ["driver-api/usb/dma.rst.txt"], "reason"),
    ("k30-mt-type-a",
     "the touch panel driver we are porting from a vendor BSP still reports contacts with the anonymous type A multi-touch protocol; why should it move to type B?",
     "MT protocol type A is obsolete",
     ["input/multi-touch-protocol.rst.txt"], "reason"),
    ("k30-java-wrapper",
     "to run the vendor's compiled Java tools directly through binfmt_misc, the docs say to register a wrapper script rather than the java binary itself; why?",
     "Java is broken in case of the filename handling",
     ["admin-guide/java.rst.txt"], "reason"),
    ("k30-firmware-suspend-killed",
     "during suspend on the test laptop, a pending firmware request of our driver that doesn't use uevents gets aborted; why does the firmware loader kill it?",
     "killed to avoid stalling the kernel",
     ["driver-api/firmware/firmware_cache.rst.txt"], "reason"),
    ("k30-netdev-persist",
     "in our network driver I wanted the struct net_device to be a static variable, and the reviewer insists it come from alloc_netdev_mqs(); why?",
     "need to persist even after module is unloaded",
     ["networking/netdevices.rst.txt"], "reason"),
    ("k30-io-mapping-reverse-order",
     "our frame-grabber driver maps two regions with io_mapping_map_local_wc() and undoes them in the same order, which breaks; why must nested mappings be undone in reverse order?",
     "the mapping code uses a stack",
     ["driver-api/io-mapping.rst.txt"], "reason"),
    ("k30-vtcon-system-driver",
     "writing 0 to the bind file of vtcon0 on the kiosk PC, whose name reads (S) VGA+, does nothing, while the framebuffer console vtcon1 unbinds fine; why?",
     "it cannot be directly commanded to bind or unbind",
     ["driver-api/console.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k30-rust-available",
     "before building the kernel's Rust samples on the build box I want to check that rustc, bindgen and the Rust sources are all usable; which make target checks that?",
     "make LLVM=1 rustavailable",
     ["rust/quick-start.rst.txt"], "procedure"),
    ("k30-coresight-perf-user",
     "on the Juno arm64 board I want to trace only the user-space part of our testbinary with CoreSight ETM through perf; what's the perf command?",
     "perf record -e cs_etm//u",
     ["trace/coresight/coresight-perf.rst.txt"], "procedure"),
    ("k30-s390dbf-flush-all",
     "on the IBM Z test LPAR I want to empty all debug areas of the dasd s390dbf feature before reproducing a bug; what do I write, and where?",
     "echo \"-\" > /sys/kernel/debug/s390dbf/dasd/flush",
     ["s390/s390dbf.rst.txt"], "procedure"),
    ("k30-nvme-fault-retry",
     "with NVMe fault injection on the test box, the injected error should be retried by the driver instead of going straight up to the filesystem; what do I set for nvme0n1?",
     "echo 0 > /sys/kernel/debug/nvme0n1/fault_inject/dont_retry",
     ["fault-injection/nvme-fault-injection.rst.txt"], "procedure"),
    ("k30-vkms-cursor",
     "our headless CI runner tests the compositor against the virtual KMS driver and needs cursor plane support too; how do I load it with that enabled?",
     "sudo modprobe vkms enable_cursor=1",
     ["gpu/vkms.rst.txt"], "procedure"),
    ("k30-nvdimm-overwrite",
     "before the NVDIMMs of the retired storage server go back to the vendor, they must be wiped completely through their security support; which command do I write to the DIMM's security attribute?",
     "overwrite <keyid>",
     ["driver-api/nvdimm/security.rst.txt"], "procedure"),
    ("k30-tty3270-pf7",
     "on the 3270 console of our z/VM guest I want the PF7 key to send Ctrl-Z; how do I set that?",
     "echo pf7=^z > /proc/tty/driver/tty3270",
     ["s390/3270.rst.txt"], "procedure"),
    ("k30-g-ncr5380-t130b",
     "a Trantor T130B SCSI card in its default configuration runs the old tape drive in the retro PC; how do I load the g_NCR5380 driver for it?",
     "modprobe g_NCR5380 irq=5 base=0x350 card=1",
     ["scsi/g_NCR5380.rst.txt"], "procedure"),
    ("k30-monreader-dcss",
     "on the z/VM guest I want to read the monitor records kept in our DCSS called MYDCSS; how do I load the monitor reader module for it?",
     "modprobe monreader mondcss=MYDCSS",
     ["s390/monreader.rst.txt"], "procedure"),
    ("k30-devlink-resource-set",
     "the Mellanox Spectrum switch in the rack runs short of KVD hash entries; how do I change the size of a devlink resource such as /kvd/hash_single?",
     "devlink resource set",
     ["networking/devlink/devlink-resource.rst.txt", "networking/devlink/netdevsim.rst.txt"], "procedure"),
    ("k30-iommu-igfx-off",
     "with the Intel IOMMU on, the integrated graphics of the lab workstation shows corrupted output; how do I keep the IOMMU but leave the graphics engine out of it?",
     "intel_iommu=igfx_off",
     ["x86/iommu.rst.txt"], "procedure"),
    ("k30-amdgpu-visual-confirm",
     "on the Radeon in the video-analysis PC I want to see which hardware planes the compositor really uses while a video plays; how do I turn on the display core's visual confirmation?",
     "echo 1 > /sys/kernel/debug/dri/0/amdgpu_dm_visual_confirm",
     ["gpu/amdgpu/display/dc-debug.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k30-acronym-dtn",
     "for an amdgpu display bug report the docs ask me to attach the DTN log from before and after; what does DTN stand for?",
     "Display Test Next",
     ["gpu/amdgpu/display/dc-debug.rst.txt"], "definition"),
    ("k30-acronym-ewma",
     "the schedutil notes say load tracking uses an EWMA over 1024 us periods; what is an EWMA?",
     "Exponentially Weighted Moving Average",
     ["scheduler/schedutil.rst.txt", "translations/zh_CN/scheduler/schedutil.rst.txt"], "definition"),
    ("k30-acronym-daa",
     "the I3C docs for the sensor bus on our new board keep mentioning DAA; what does DAA stand for?",
     "Dynamic Address Assignment",
     ["driver-api/i3c/protocol.rst.txt"], "definition"),
    ("k30-acronym-afbc",
     "the Mali display processor on our Arm board can scan out AFBC buffers; what does AFBC stand for?",
     "Arm Framebuffer Compression",
     ["gpu/afbc.rst.txt"], "definition"),
    ("k30-acronym-nfp",
     "the SmartNIC in the network lab is driven by the nfp driver; what does NFP stand for?",
     "Netronome Flow Processor",
     ["networking/device_drivers/ethernet/netronome/nfp.rst.txt"], "definition"),
    ("k30-acronym-dpio",
     "on the NXP LX2160A board the DPAA2 docs talk about DPIO objects; what does DPIO stand for?",
     "Data Path I/O",
     ["networking/device_drivers/ethernet/freescale/dpaa2/dpio-driver.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

"""Twenty-second held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout22.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched
with grep, sed and a small search script), as an engineer at a lab bench
would type or say them -- mostly a situation in everyday words, some in the
documentation's own terms, a few mentioning the asker's own machines,
devices and files -- spread over unaligned accesses on an old ARM board,
inverted PWM fans behind an ITE Super I/O chip, mounting a NILFS2
snapshot, SWP instructions of old 32-bit binaries on arm64, 32-bit tasks on
a big.LITTLE arm64 board, unfiltered FireWire DMA for remote debugging, the
iTLB multihit mitigation of KVM, the iLO watchdog during a kdump,
fake NUMA nodes on a one-socket box, a distorted Audiophile USB interface;
a device-mapper target with 512-byte sectors on a 4K disk, waiting on
several futexes, asking an I2C adapter what it supports, slow NMI handlers,
disk geometry from an ioctl, AMX tiles in user space, MSR trace output with
names, core scheduling for untrusted tasks, DDR traffic on an i.MX8 board,
recording data access patterns with DAMON's user tool; the hysteresis steps
of a JC 42.4 DIMM sensor, timer_active in /proc/net/tcp, a huge state
number in cpu_idle trace events, the resolution of an LM73 at its slowest
conversion, the kuser helper version address, the C dialect of the kernel,
hiddev minor numbers, PMD huge pages with 64K pages on arm64, the I2C high
speed extension; a DIMM sensor whose limits cannot be written, an I2C
transfer failing with ENXIO, crashes with USB legacy support in 64-bit
mode, Raw Gadget in a product, vga=ask on a UEFI machine, an L1D flush
prctl that fails, dm-log-writes logging writes late; ALSA's OSS emulation
for an mmap-only program, clearing alarms of a Fujitsu Teutates chip, the
host role on a ChipIdea OTG port, starting an LP5521 engine, early FireWire
initialisation, keeping a NILFS2 checkpoint, calibrating a BH1770 light
sensor, writing an Elantech touchpad register; and terms (DIM, PAT, HFI,
ETM). The most famous facts were avoided, and so was every answer and
every question topic of the earlier answer sets (``answer_kernel_tune``,
``answer_kernel_heldout`` to ``answer_kernel_heldout21``, ``answer_pg_*``,
``answer_questions*``, ``answer_unanswerable_*``), which were read only
for that purpose (answers, question words and the pages named in
``relevant`` were also grepped against them, and each new answer against
the text of every page); the twenty-first set's builder
(``build_answers_kernel21.py``) was read as the template for format and
rules. Nothing of the answer code, of its search or answer output, of the
appliance's documentation or tests, or of the benchmark results was opened
while writing it; no git command was run; the questions were not run
through the appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer`` is
the short phrase that carries the asked-for fact, copied as the page writes
it; ``relevant`` lists every page that states the fact with that phrase,
best first, leaving out index pages and passing uses; translations under
``translations/`` that state the same fact with the same phrase come after
the English pages.

Usage::

    python3 build_answers_kernel22.py > answer_kernel_heldout22.jsonl
    python3 validate_answers.py answer_kernel_heldout22.jsonl  # with a Python that has the appliance installed

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
    ("k22-arm-alignment-trap",
     "a legacy data logger program on our old ARM board does misaligned memory accesses; I want the kernel to send it SIGBUS so we find the bad code; which file controls the alignment trap?",
     "/proc/cpu/alignment",
     ["arm/mem_alignment.rst.txt"], "setting"),
    ("k22-it87-pwm-polarity",
     "on the old test PC with an ITE IT87 monitoring chip the fans stop when I write 255 to pwm1 and race at 0, because the BIOS set the PWM up inverted; which it87 module parameter forces the polarity to active high?",
     "fix_pwm_polarity",
     ["hwmon/it87.rst.txt"], "setting"),
    ("k22-nilfs-snapshot-mount",
     "the data volume is NILFS2 and someone overwrote a results file; which mount option picks the snapshot, by its checkpoint number, that I want to mount read-only next to the live file system?",
     "cp=n",
     ["filesystems/nilfs2.rst.txt"], "setting"),
    ("k22-arm64-swp-emulation",
     "an old 32-bit ARM binary dies with an undefined instruction on our arm64 board because it still uses SWP; which sysctl node switches on the emulation of that instruction?",
     "/proc/sys/abi/swp",
     ["arm64/legacy_instructions.rst.txt"], "setting"),
    ("k22-arm64-mismatched-32bit",
     "on our arm64 SoC only the little cores can execute AArch32 code, and our 32-bit vendor tool is refused; which kernel command-line parameter allows 32-bit tasks on such an asymmetric system?",
     "allow_mismatched_32bit_el0",
     ["arm64/asymmetric-32bit.rst.txt"], "setting"),
    ("k22-firewire-remote-dma",
     "I want to read the memory of a hung test machine over FireWire, but firewire-ohci only does filtered physical DMA; which driver parameter gives unfiltered physical DMA for remote debugging?",
     "remote_dma=1",
     ["core-api/debugging-via-ohci1394.rst.txt"], "setting"),
    ("k22-kvm-nx-huge-pages",
     "all the VMs on our KVM host are our own, and I'd like to weigh the cost of the iTLB multihit mitigation that marks huge pages non-executable; which boot option controls it?",
     "kvm.nx_huge_pages=",
     ["admin-guide/hw-vuln/multihit.rst.txt"], "setting"),
    ("k22-hpwdt-kdumptimeout",
     "when the old ProLiant that runs the archive panics, the iLO watchdog resets it before kdump has finished writing the crash dump; which hpwdt module parameter sets a minimum timeout after the NMI before the panic is called?",
     "kdumptimeout",
     ["watchdog/hpwdt.rst.txt"], "setting"),
    ("k22-numa-fake",
     "our single-socket workstation should pretend to have four NUMA nodes so we can test the simulation's node placement and confine jobs with cpusets; which x86_64 command-line option does that?",
     "numa=fake",
     ["x86/x86_64/fake-numa-for-cpusets.rst.txt", "x86/x86_64/boot-options.rst.txt"], "setting"),
    ("k22-audiophile-device-setup",
     "audio captured from the analog input of our old M-Audio Audiophile USB box sounds distorted, as if boosted far too much; which snd-usb-audio module parameter sets the device's working mode, such as 16-bit 48 kHz?",
     "device_setup",
     ["sound/cards/audiophile-usb.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k22-dm-ebs",
     "an old imaging tool insists on 512-byte sectors, but the new archive disk is 4K native; which device-mapper target emulates a smaller logical block size on top of it?",
     "dm-ebs",
     ["admin-guide/device-mapper/dm-ebs.rst.txt"], "command"),
    ("k22-futex-waitv",
     "our acquisition thread should sleep until any one of several futex words changes, not just one; which system call waits on an array of futexes?",
     "futex_waitv",
     ["userspace-api/futex2.rst.txt"], "command"),
    ("k22-i2c-funcs",
     "before our tool on /dev/i2c-3 tries an SMBus block read, it should ask the adapter which transfer types it supports; which ioctl returns that functionality mask?",
     "I2C_FUNCS",
     ["i2c/functionality.rst.txt", "i2c/dev-interface.rst.txt"], "command"),
    ("k22-nmi-handler-event",
     "dmesg on the profiling box keeps saying 'NMI handler took too long to run'; which trace event lets me see which handler it is and how long each run takes?",
     "nmi_handler",
     ["trace/events-nmi.rst.txt"], "command"),
    ("k22-hdio-getgeo",
     "our old disk-imaging program wants the heads, sectors and cylinders of the drive; which ioctl returns the device geometry?",
     "HDIO_GETGEO",
     ["userspace-api/ioctl/hdio.rst.txt"], "command"),
    ("k22-arch-req-xcomp-perm",
     "our inference code on the new Sapphire Rapids box dies on its first AMX instruction; which arch_prctl option requests permission to use such a dynamically enabled XSTATE feature?",
     "ARCH_REQ_XCOMP_PERM",
     ["x86/xstate.rst.txt"], "command"),
    ("k22-decode-msr",
     "I traced the MSR reads and writes of our power-management test with the msr trace events, but the trace shows only raw register numbers; which script adds the symbolic MSR names?",
     "decode_msr.py",
     ["trace/events-msr.rst.txt"], "command"),
    ("k22-pr-sched-core",
     "the untrusted student jobs must never run on the same physical core at the same time as our key-handling daemon, but I don't want to switch SMT off; which prctl interface sets up core scheduling groups?",
     "PR_SCHED_CORE",
     ["admin-guide/hw-vuln/core-scheduling.rst.txt"], "command"),
    ("k22-imx8-ddr-perf",
     "on our i.MX8 board I want to know how much DDR read and write traffic the camera pipeline causes while it runs; which perf command counts that?",
     "perf stat -a -e imx8_ddr0/read/,imx8_ddr0/write/",
     ["admin-guide/perf/imx-ddr.rst.txt"], "command"),
    ("k22-damo-record",
     "with DAMON enabled I'd like to record which memory regions of our running simulation are hot, into a file for later reports; which command of the DAMON user-space tool does that?",
     "damo record",
     ["admin-guide/mm/damon/start.rst.txt", "translations/zh_CN/admin-guide/mm/damon/start.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k22-jc42-hysteresis",
     "I wrote a 2 degree hysteresis to temp1_crit_hyst of the DIMM temperature sensor and read back something else; which hysteresis values does a JC 42.4 sensor actually support?",
     "0, 1.5, 3.0, and 6.0 degrees C",
     ["hwmon/jc42.rst.txt"], "value"),
    ("k22-proc-net-tcp-timer",
     "in /proc/net/tcp the timer_active field of the connection to our stuck instrument shows 4; what does that mean?",
     "zero window probe timer is pending",
     ["networking/proc_net_tcp.rst.txt"], "value"),
    ("k22-cpu-idle-exit-state",
     "tracing power:cpu_idle on the test laptop, half the lines show state=4294967295; what does that state value mean?",
     "means an exit from the current state",
     ["trace/events-power.rst.txt"], "value"),
    ("k22-lm73-resolution",
     "the LM73 on the sample stage reports update_interval 112 after I asked for the slowest conversion; what temperature resolution, in degrees C per LSB, does it give then?",
     "0.03125",
     ["hwmon/lm73.rst.txt"], "value"),
    ("k22-kuser-helper-version",
     "our user-space library on the old 32-bit ARM board wants to check which kernel user helpers exist before calling them; at which address does it read __kuser_helper_version?",
     "0xffff0ffc",
     ["arm/kernel_user_helpers.rst.txt"], "value"),
    ("k22-kernel-c-dialect",
     "I'm setting up static analysis for our out-of-tree driver and need the same C language mode the kernel is compiled with; which -std option is that?",
     "-std=gnu11",
     ["process/programming-language.rst.txt", "translations/it_IT/process/programming-language.rst.txt", "translations/zh_CN/process/programming-language.rst.txt", "translations/zh_TW/process/programming-language.rst.txt"], "value"),
    ("k22-hiddev-minors",
     "I'm creating the device nodes for our UPS's raw HID interface by hand; which minor numbers does hiddev use under the USB major?",
     "starting at 96 and finishing at 111",
     ["hid/hiddev.rst.txt"], "value"),
    ("k22-arm64-64k-pmd-hugepage",
     "our arm64 analysis server runs a kernel built with 64K pages; what size does a PMD-level huge page have there?",
     "512M",
     ["arm64/hugetlbpage.rst.txt", "translations/zh_CN/arm64/hugetlbpage.rst.txt", "translations/zh_TW/arm64/hugetlbpage.rst.txt"], "value"),
    ("k22-i2c-high-speed",
     "a colleague claims I2C tops out at 400 kHz; how fast does its high speed extension go according to the kernel's I2C introduction?",
     "3.4 MHz",
     ["i2c/summary.rst.txt", "driver-api/i2c.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k22-jc42-locked-limits",
     "writing a new temp1_max to the jc42 DIMM sensor on the workstation has no effect at all; why can't I change the limits?",
     "it has locked the registers",
     ["hwmon/jc42.rst.txt"], "reason"),
    ("k22-i2c-enxio",
     "our user-space tool gets ENXIO every time it talks to the pressure sensor at address 0x5c on i2c-1; what does that error usually mean?",
     "didn't get an ACK",
     ["i2c/fault-codes.rst.txt"], "reason"),
    ("k22-usb-legacy-64bit-crash",
     "the old lab PC crashes now and then since we installed a 64-bit kernel, and the problems go away when USB Legacy support is switched off in the BIOS; why?",
     "the SMM BIOS isn't expecting the CPU to be in 64-bit mode",
     ["x86/usb-legacy-support.rst.txt"], "reason"),
    ("k22-raw-gadget-production",
     "a colleague wants to build our USB test fixture product on Raw Gadget because it passes every USB request to user space; why shouldn't we ship that?",
     "strictly debugging feature and should not be used in production",
     ["usb/raw-gadget.rst.txt"], "reason"),
    ("k22-vga-ask-uefi",
     "vga=ask on the kernel command line shows no video mode menu at all on the new test PC that boots through UEFI; why?",
     "booted through BIOS firmware",
     ["admin-guide/svga.rst.txt"], "reason"),
    ("k22-l1d-flush-prctl-fails",
     "our key-handling daemon asks for L1D cache flushing with prctl(PR_SET_L1D_FLUSH) and gets an error back; why?",
     "fail with an error if l1d_flush is not enabled",
     ["admin-guide/hw-vuln/l1d_flush.rst.txt"], "reason"),
    ("k22-log-writes-late",
     "with dm-log-writes under our file system test, the writes show up in the log only after the next fsync, not when they complete; why?",
     "not actually logged until the next REQ_PREFLUSH request",
     ["admin-guide/device-mapper/log-writes.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k22-oss-direct",
     "our old OSS-based test-tone program 'sigtone' uses the sound card only through mmap and sounds garbled under ALSA's OSS emulation; I want to echo 'sigtone 0 0 direct' so ALSA skips its conversion plugins for it; into which proc file, for the first playback device of card 0?",
     "/proc/asound/card0/pcm0p/oss",
     ["sound/designs/oss-emulation.rst.txt"], "procedure"),
    ("k22-ftsteutates-clear-alarm",
     "the Fujitsu server's Teutates monitoring chip latched a fan alarm after we swapped the fan; how do I clear the alarm?",
     "echo 0 >XXXX_alarm",
     ["hwmon/ftsteutates.rst.txt"], "procedure"),
    ("k22-chipidea-host-role",
     "two of our i.MX boards are connected OTG to OTG through their ChipIdea controllers; how do I make the B-device take the host role?",
     "echo 1 > /sys/bus/platform/devices/ci_hdrc.0/inputs/b_bus_req",
     ["usb/chipidea.rst.txt"], "procedure"),
    ("k22-lp5521-engine-run",
     "I loaded a blink program into engine 3 of the LP5521 LED controller on the status board; how do I start it running?",
     "echo \"run\" > engine3_mode",
     ["leds/leds-lp5521.rst.txt", "leds/leds-lp5523.rst.txt"], "procedure"),
    ("k22-ohci1394-early",
     "the laptop freezes during early boot in the ACPI code and has no serial port, but it does have FireWire; besides enabling the config option, what do I pass on the command line so the controller is set up early for remote reading of the printk buffer?",
     "ohci1394_dma=early",
     ["core-api/debugging-via-ohci1394.rst.txt"], "procedure"),
    ("k22-nilfs-chcp",
     "on the NILFS2 data volume I want to keep the checkpoint from just before this morning's run from being garbage collected; which tool turns an existing checkpoint into a snapshot?",
     "chcp",
     ["filesystems/nilfs2.rst.txt"], "procedure"),
    ("k22-bh1770-calibscale",
     "the BH1770GLC light sensor on our bench reads about 20 percent below the calibrated reference lux meter; which sysfs attribute do I set to correct its lux output?",
     "lux0_calibscale",
     ["misc-devices/bh1770glc.rst.txt"], "procedure"),
    ("k22-elantech-register-write",
     "to experiment with the old Elantech touchpad of the kiosk PC I want to put the value 0x16 into its register 0x10 through sysfs; what do I run?",
     "echo -n 0x16 > reg_10",
     ["input/devices/elantech.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k22-acronym-dim",
     "the NIC driver notes mention net DIM adjusting the interrupt settings on the fly; what does DIM stand for?",
     "Dynamic Interrupt Moderation",
     ["networking/net_dim.rst.txt"], "definition"),
    ("k22-acronym-pat",
     "the framebuffer of our frame grabber is mapped write-combining through PAT on x86; what does PAT stand for?",
     "Page Attribute Table",
     ["x86/pat.rst.txt"], "definition"),
    ("k22-acronym-hfi",
     "dmesg on the new hybrid Intel workstation mentions HFI; what does HFI stand for?",
     "Hardware Feedback Interface",
     ["x86/intel-hfi.rst.txt"], "definition"),
    ("k22-acronym-etm",
     "the CoreSight tracing on our Arm board uses ETM sources; what is an ETM?",
     "Embedded Trace Macrocell",
     ["trace/coresight/coresight.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

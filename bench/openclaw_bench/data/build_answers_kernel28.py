"""Twenty-eighth held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout28.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched with
grep, sed and a small search script), as an engineer at a lab bench would
type or say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own boards,
devices, hosts and products (an old Abit board, an ITE Super I/O, a VIA
EPIA board, an EDT touch panel, a D-Link gigabit card, a 1-Wire EEPROM,
an Altera Cyclone V board, an IBM POWER server, a Microchip SparX-5
switch, a ZyXEL NSA320, an old 3Com card, a Marvell Bluetooth module, a
Yealink USB phone, a QEMU/KVM host, strongSwan, Intel Optane memory) -- spread
over the sensor types of a revision 1 uGuru, the battery voltage of an
IT87, the universal channels of a VT1211, the sensitivity of an EDT
FT5x06 panel, large frames on a DL2000 card, CRC checks of a DS28E04, the
RX descriptors of the Altera TSE, SCSI logging, the timeout of a flash LED,
the default DSCR of a POWER system; the VMSCAPE status file, reading
unaligned data, reserving ring buffer space in BPF, a longest-prefix-match
map, copying sectors with kcopyd, attaching an fprobe, resetting pointer
authentication keys, exporting a tracepoint to GPL modules, pinning user
pages for DMA, reporting writeback errors once; the update rate of an
SMSC47M192, the accuracy of a TC74, the ADC resolution of an MC13783, the
accuracy of the SparX-5 sensor, the pages per z3fold page, the XFRM
event timer, the clock spread of an ICS932S401, the range of an ADM1021,
how often the ADT7470 driver reads its registers; an xz-compressed kernel
image that will not unpack, VMSCAPE versus the Spectre-v2 mitigations,
pinging a watchdog on resume, processes AppArmor does not restrict, the
once-a-second limit of the NSA320 driver, full duplex on a 3c509B, why
remote checksum offload is off; re-exporting NFS, stopping nfsd by hand,
starting a dmatest run, moving a W83627HF's I/O base, auto sleep of a
Marvell Bluetooth module, the ringtone of a Yealink phone, turning on page
table check, the performance attributes of a memory node; and terms (DSU,
SME, VMC, HSI). The most famous facts were avoided, and so was every answer
and every question topic of the earlier answer sets
(``answer_kernel_tune``, ``answer_kernel_heldout`` to
``answer_kernel_heldout27``, ``answer_pg_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose (answers,
question words and the pages named in ``relevant`` were also grepped
against them, and each new answer against the text of every page); the
twenty-seventh set's builder (``build_answers_kernel27.py``) was read as
the template for format and rules. Nothing of the answer code, of its
search or answer output, of the appliance's documentation or tests, or of
the benchmark results was opened while writing it; no git command was used;
the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer`` is
the short phrase that carries the asked-for fact, copied as the page writes
it; ``relevant`` lists every page that states the fact with that phrase,
best first, leaving out index pages and passing uses; translations under
``translations/`` that state the same fact with the same phrase come after
the English pages (two of this set's facts, reading unaligned data and
turning on page table check, are also stated in a translation).

Usage::

    python3 build_answers_kernel28.py > answer_kernel_heldout28.jsonl
    python3 validate_answers.py answer_kernel_heldout28.jsonl  # with a Python that has the appliance installed

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
    ("k28-abituguru-bank1-types",
     "the old Abit AN7 board in the lab has a revision 1 uGuru, and the abituguru driver shows some bank1 sensors as voltages that are really temperatures; which module parameter overrides the autodetected sensor types?",
     "bank1_types",
     ["hwmon/abituguru.rst.txt"], "setting"),
    ("k28-it87-update-vbat",
     "the CMOS battery reading of the ITE Super I/O on our controller PC never changes, even after I swapped the battery; which it87 module parameter makes vbat update after each read instead of reporting the power-on value?",
     "update_vbat",
     ["hwmon/it87.rst.txt"], "setting"),
    ("k28-vt1211-uch-config",
     "on the VIA EPIA board of the climate box two of the VT1211 universal channels carry thermistors, but the BIOS configured them as voltage inputs; which vt1211 module parameter overrides that configuration?",
     "uch_config",
     ["hwmon/vt1211.rst.txt"], "setting"),
    ("k28-edt-ft5x06-gain",
     "the EDT touch panel on our kiosk reacts too eagerly when people wear thin gloves; which sysfs file of the edt-ft5x06 driver sets its sensitivity?",
     "/sys/class/input/eventX/device/device/gain",
     ["input/devices/edt-ft5x06.rst.txt"], "setting"),
    ("k28-dl2k-jumbo",
     "the D-Link DGE-550T in the old file server drops the 9000-byte frames our storage network uses; which dl2k parameter makes the card accept such oversized frames?",
     "jumbo",
     ["networking/device_drivers/ethernet/dlink/dl2k.rst.txt"], "setting"),
    ("k28-ds28e04-crccheck",
     "we keep calibration data in a DS28E04 1-Wire EEPROM on each probe, and writes should only go through as aligned 32-byte blocks with a valid CRC16; which device attribute switches that checking on?",
     "crccheck",
     ["w1/slaves/w1_ds28e04.rst.txt"], "setting"),
    ("k28-altera-tse-dma-rx-num",
     "the Altera Triple-Speed Ethernet MAC on our Cyclone V board drops packets in bursts; which altera_tse parameter sets the number of descriptors in the RX list?",
     "dma_rx_num",
     ["networking/device_drivers/ethernet/altera/altera_tse.rst.txt"], "setting"),
    ("k28-scsi-logging-level",
     "the tape library on the backup server misbehaves and I want the SCSI midlayer to log more from boot on; which kernel parameter takes the bit mask of SCSI logging levels?",
     "scsi_mod.scsi_logging_level",
     ["scsi/scsi-parameters.rst.txt"], "setting"),
    ("k28-led-flash-timeout",
     "the camera flash LED of our inspection rig is driven through the LED flash class, and each strobe should end after a set time; which sysfs attribute sets that?",
     "flash_timeout",
     ["leds/leds-class-flash.rst.txt"], "setting"),
    ("k28-powerpc-dscr-default",
     "on the IBM POWER9 analysis server I want to change the data prefetch behaviour for all threads that haven't set their own DSCR; which sysfs file holds the system-wide DSCR default?",
     "/sys/devices/system/cpu/dscr_default",
     ["powerpc/dscr.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k28-vmscape-sysfs",
     "our QEMU/KVM host runs lab VMs from outside groups, and I want to know whether it is mitigated against the guest attacking host userspace through branch prediction; which file shows the VMSCAPE status?",
     "/sys/devices/system/cpu/vulnerabilities/vmscape",
     ["admin-guide/hw-vuln/vmscape.rst.txt"], "command"),
    ("k28-get-unaligned",
     "our driver parses a packed header from the sensor where a u32 starts at an odd offset, and on the ARM board it traps; which macro reads such a value safely?",
     "get_unaligned()",
     ["core-api/unaligned-memory-access.rst.txt", "networking/radiotap-headers.rst.txt",
      "translations/zh_CN/core-api/unaligned-memory-access.rst.txt"], "command"),
    ("k28-bpf-ringbuf-reserve",
     "our BPF program sends event records to the collector through a BPF ring buffer, and I want to fill the record in place instead of copying it with bpf_ringbuf_output(); which helper hands me the space first?",
     "bpf_ringbuf_reserve()",
     ["bpf/ringbuf.rst.txt"], "command"),
    ("k28-lpm-trie",
     "the XDP filter on the lab gateway should look up the source address against a list of allowed subnets, matching the longest prefix; which BPF map type is made for that?",
     "BPF_MAP_TYPE_LPM_TRIE",
     ["bpf/map_lpm_trie.rst.txt"], "command"),
    ("k28-kcopyd-copy",
     "our device-mapper target has to copy a range of sectors to two other devices asynchronously and be told when it's done; after creating a kcopyd client, which call starts the copy?",
     "kcopyd_copy()",
     ["admin-guide/device-mapper/kcopyd.rst.txt"], "command"),
    ("k28-register-fprobe",
     "in our tracing module I'd like one callback on entry to every function matching acq_* without setting up a kprobe for each; which function enables an fprobe by function-name filter?",
     "register_fprobe()",
     ["trace/fprobe.rst.txt"], "command"),
    ("k28-pac-reset-keys",
     "our sandbox launcher on the arm64 server forks workers without exec'ing them, and each should still get fresh pointer authentication keys; which prctl reinitializes them?",
     "PR_PAC_RESET_KEYS",
     ["arm64/pointer-authentication.rst.txt"], "command"),
    ("k28-export-tracepoint-gpl",
     "the tracepoints we defined in the core of our acquisition driver should be usable from a separate GPL module; which macro exports them?",
     "EXPORT_TRACEPOINT_SYMBOL_GPL()",
     ["trace/tracepoints.rst.txt"], "command"),
    ("k28-pin-user-pages",
     "our frame grabber driver lets the card DMA straight into a buffer from user space, and a reviewer says get_user_pages() is the wrong call for that; which one should we use?",
     "pin_user_pages",
     ["core-api/pin_user_pages.rst.txt"], "command"),
    ("k28-errseq-check-and-advance",
     "in our filesystem each opener should see a writeback error exactly once, tracked with an errseq_t; which call checks for a new error and moves the caller's cursor forward?",
     "errseq_check_and_advance",
     ["core-api/errseq.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k28-smsc47m192-update",
     "the monitoring script polls the SMSC LPC47M192 on the control PC every 200 ms and keeps getting identical voltages; how often are its readings refreshed?",
     "updated once every 1.5 seconds",
     ["hwmon/smsc47m192.rst.txt"], "value"),
    ("k28-tc74-accuracy",
     "the TC74 on the enclosure board says 24 degrees while the calibrated probe shows 22.5; how accurate is that sensor supposed to be?",
     "+- 2 degrees centigrade accuracy",
     ["hwmon/tc74.rst.txt"], "value"),
    ("k28-mc13783-adc-resolution",
     "the battery voltage of our old i.MX handheld comes from the MC13783's ADC; what voltage does one step of that converter correspond to?",
     "A/D converter has a resolution of 2.25mV",
     ["hwmon/mc13783-adc.rst.txt"], "value"),
    ("k28-sparx5-accuracy",
     "the die temperature of the Microchip SparX-5 switch in the lab rack reads 6 degrees above our thermocouple; what accuracy does the documentation give for that sensor?",
     "an accuracy of +/-5°C",
     ["hwmon/sparx5-temp.rst.txt"], "value"),
    ("k28-z3fold-pages",
     "for the zswap pool on the small gateway box we're comparing zbud and z3fold; how many compressed pages can z3fold keep in one physical page?",
     "up to three compressed pages per physical page",
     ["mm/z3fold.rst.txt"], "value"),
    ("k28-xfrm-aevent-etime",
     "strongSwan on our two HA gateways syncs IPsec replay state through XFRM async events; what is the default of sysctl_xfrm_aevent_etime, the event timer?",
     "The default is 10 (1 second)",
     ["networking/xfrm_sync.rst.txt"], "value"),
    ("k28-ics932s401-spread",
     "the ics932s401 driver on the old test server reports that spread spectrum is on for the CPU clock; between which values should the reported spread be?",
     "between 0 and -0.5%",
     ["misc-devices/ics932s401.rst.txt"], "value"),
    ("k28-adm1021-range",
     "the MAX1617 watching the CPU of the old data logger is handled by the adm1021 driver; which temperatures can it measure at all?",
     "between -65 and +127 degrees",
     ["hwmon/adm1021.rst.txt"], "value"),
    ("k28-adt7470-register-reads",
     "our fan script reads the ADT7470 on the storage chassis several times a second, but the values only change now and then; at most how often does the driver read the chip's registers?",
     "once every 5 seconds",
     ["hwmon/adt7470.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k28-xz-integrity-check",
     "I compressed the initramfs of the test board with plain xz, and the kernel refuses to unpack it; why does the documentation insist on --check=crc32 or --check=none?",
     "XZ Embedded supports only streams with no integrity check or CRC32",
     ["staging/xz.rst.txt"], "reason"),
    ("k28-vmscape-context-switch",
     "our KVM host already has the Spectre-v2 user space mitigations on; why don't they protect QEMU from a malicious guest in the VMSCAPE case?",
     "Spectre-v2 mitigations are applied at context switch time",
     ["admin-guide/hw-vuln/vmscape.rst.txt"], "reason"),
    ("k28-watchdog-ping-on-resume",
     "why does the watchdog driver of our embedded controller reset the timer to its full timeout when the board resumes from suspend?",
     "to give userspace enough time to resume",
     ["watchdog/watchdog-pm.rst.txt"], "reason"),
    ("k28-apparmor-unconfined",
     "AppArmor is enabled on the lab's Debian box, yet our data logger daemon can still read everything its Unix user may; why isn't it restricted?",
     "run in an unconfined state",
     ["admin-guide/LSM/apparmor.rst.txt"], "reason"),
    ("k28-nsa320-once-a-second",
     "on the ZyXEL NSA320 we reuse as a data stash, the temperature and fan values in sysfs change at most once a second; why does the driver limit it?",
     "the hardware takes a relatively long time to read the data from the device",
     ["hwmon/nsa320.rst.txt"], "reason"),
    ("k28-3c509-no-autoneg",
     "the 3Com 3c509B in the ancient control PC never comes up in full duplex with the switch by itself; why can't it auto-negotiate that?",
     "designed before the current Ethernet auto-negotiation (N-way) spec was written",
     ["networking/device_drivers/ethernet/3com/3c509.rst.txt"], "reason"),
    ("k28-rco-disabled",
     "our VXLAN tunnels between the sites could use remote checksum offload; why is it disabled by default?",
     "which the receiver must also support",
     ["networking/checksum-offloads.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k28-nfs-reexport-fsid",
     "the caching server in the branch lab mounts the central NFS share and should export it again to the local clients; which export option has to be set on such a re-export?",
     "\"fsid=\" export option",
     ["filesystems/nfs/reexport.rst.txt"], "procedure"),
    ("k28-nfsd-shutdown",
     "on the minimal NFS appliance without nfs-utils' scripts I want to stop the NFS server by hand through the nfsd filesystem; what do I write, and where?",
     "shut down by a write of 0 to nfsd/threads",
     ["admin-guide/nfs/nfsd-admin-interfaces.rst.txt"], "procedure"),
    ("k28-dmatest-run",
     "I loaded dmatest on the i.MX board and set timeout, iterations and the channel dma0chan0 through its module parameters; how do I start the test?",
     "echo 1 > /sys/module/dmatest/parameters/run",
     ["driver-api/dmaengine/dmatest.rst.txt"], "procedure"),
    ("k28-w83627hf-isaset",
     "the BIOS of the old industrial PC leaves the W83627HF hardware monitor without an I/O base address, and the force_addr parameter no longer exists; how do I set the address before loading the driver?",
     "isaset tool",
     ["hwmon/w83627hf.rst.txt"], "procedure"),
    ("k28-btmrvl-auto-sleep-off",
     "the Marvell SDIO Bluetooth module on our handheld keeps dozing off and drops the barcode scanner; how do I turn off its auto sleep mode through the btmrvl debug files?",
     "echo 0 > /debug/btmrvl/config/psmode",
     ["admin-guide/btmrvl.rst.txt"], "procedure"),
    ("k28-yealink-ringtone",
     "the Yealink USB-P1K phone on the reception desk should ring when a sample arrives; how do I make the yealink driver sound its ringtone from a script?",
     "echo -n RINGTONE > /sys/..../show_icon",
     ["input/devices/yealink.rst.txt"], "procedure"),
    ("k28-page-table-check-on",
     "the hardened kiosk kernel is built with PAGE_TABLE_CHECK=y, but the check isn't active yet; what do I add to the kernel command line?",
     "page_table_check=on",
     ["mm/page_table_check.rst.txt", "translations/zh_CN/mm/page_table_check.rst.txt"], "procedure"),
    ("k28-numaperf-initiators",
     "the new server has Intel Optane memory as a separate memory-only NUMA node, and I want the rated read bandwidth and latency the firmware reports for it; under which sysfs directory do I find those attributes?",
     "/sys/devices/system/node/nodeY/access0/initiators/",
     ["admin-guide/mm/numaperf.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k28-acronym-dsu",
     "perf list on our Arm server shows arm_dsu events for the L3 cache; what does DSU stand for?",
     "DynamIQ Shared Unit",
     ["admin-guide/perf/arm_dsu_pmu.rst.txt"], "definition"),
    ("k28-acronym-sme",
     "the datasheet of the new Arm dev board lists SME next to SVE2; what does SME stand for?",
     "Scalable Matrix Extension",
     ["arm64/sme.rst.txt", "arm64/sve.rst.txt"], "definition"),
    ("k28-acronym-vmc",
     "our POWER server is managed through NovaLink, which talks to the hypervisor through the ibmvmc driver; what does VMC stand for?",
     "Virtual Management Channel",
     ["misc-devices/ibmvmc.rst.txt"], "definition"),
    ("k28-acronym-hsi",
     "the modem of the old phone board hangs off an HSI port; what does HSI stand for?",
     "High Speed Synchronous Serial Interface",
     ["driver-api/hsi.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

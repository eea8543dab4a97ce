"""Twenty-sixth held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout26.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched with
grep, sed and a small search script), as an engineer at a lab bench would
type or say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own
machines, devices and files -- spread over LOG target messages from other
network namespaces, accepting IPv6 IOAM options on an interface, the auto
corking of SMC sockets, the initial lid state of the ACPI button driver, an
emulated thermal zone temperature, the vDSO of 32-bit processes, the debug
flags of the NFS client, choosing the IMA measurement template, tracing a
single ACPI control method, per-device BFQ weights of a cgroup v1 group;
formatting a dm-zoned device, provisioning a line card with devlink, the DMA
loopback of an Aquantia NIC, shadow variables of a live patch, showing the
FCoE interfaces, a TwinHan DVB card without EEPROM, reserving a particular
hardware spinlock, the CAIF serial driver on a UART, generating a TCM fabric
module, the CPU port of a DSA user port; the default address of an MCP3021,
the valid temperatures of k8temp, the unit of cpuacct.usage, the token size
of the legacy NFS GSS upcall, the schedstats version without some
sched_yield counters, the memory use of dm-zoned, inline data in an ext4
inode, the accuracy of a DS620, the lock value block of dlmfs; the duty
cycle of an SHT21, no probing for the LTC4215, disk quotas for large UIDs,
the battery voltage channel of the PC87360, APM and ACPI in the same kernel,
the slowness of the TAOS evaluation module, the mq cache policy of dm-cache;
injecting an error through APEI EINJ, switching on TOMOYO, a panic reactor
for a runtime verification monitor, zsmalloc size class statistics, the pNFS
block layout client, joining a domain through dlmfs, the _OSI workaround for
Mac laptops, a release agent for empty cgroups; and terms (KTAP, MHI, OHCI,
Phonet). The most famous facts were avoided, and so was every answer and
every question topic of the earlier answer sets (``answer_kernel_tune``,
``answer_kernel_heldout`` to ``answer_kernel_heldout25``, ``answer_pg_*``,
``answer_questions*``, ``answer_unanswerable_*``), which were read only for
that purpose (answers, question words and the pages named in ``relevant``
were also grepped against them, and each new answer against the text of
every page); the twenty-fifth set's builder (``build_answers_kernel25.py``)
was read as the template for format and rules. Nothing of the answer code,
of its search or answer output, of the appliance's documentation or tests,
or of the benchmark results was opened while writing it; no git command was
used (one stray ``git status`` in this folder printed nothing); the
questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer`` is
the short phrase that carries the asked-for fact, copied as the page writes
it; ``relevant`` lists every page that states the fact with that phrase,
best first, leaving out index pages and passing uses; translations under
``translations/`` that state the same fact with the same phrase come after
the English pages (one of this set's facts, the zsmalloc size class
statistics, is also stated in a translation).

Usage::

    python3 build_answers_kernel26.py > answer_kernel_heldout26.jsonl
    python3 validate_answers.py answer_kernel_heldout26.jsonl  # with a Python that has the appliance installed

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
    ("k26-nf-log-all-netns",
     "the iptables LOG rules inside the network namespaces of our test containers never show up in the host's kernel log; which sysctl under /proc/sys/net/netfilter lets the LOG target work in other namespaces too?",
     "nf_log_all_netns",
     ["networking/netfilter-sysctl.rst.txt"], "setting"),
    ("k26-ioam6-enabled",
     "our in-situ telemetry experiment sends IPv6 packets with IOAM options to eth1 of the test router, and the options are ignored; which per-interface sysctl makes it accept them on ingress?",
     "ioam6_enabled",
     ["networking/ioam6-sysctl.rst.txt"], "setting"),
    ("k26-smc-autocorking-size",
     "the acquisition program writes many tiny messages over SMC-R sockets between the two cluster nodes; which sysctl under /proc/sys/net/smc limits how many bytes the auto corking collects, or turns it off with 0?",
     "autocorking_size",
     ["networking/smc-sysctl.rst.txt"], "setting"),
    ("k26-lid-init-state",
     "the logging laptop's firmware reports a wrong lid state right after boot and resume, and our userspace already ignores the unreliable lid events; which kernel parameter controls how the ACPI button driver reports the initial lid state?",
     "button.lid_init_state",
     ["firmware-guide/acpi/acpi-lid.rst.txt"], "setting"),
    ("k26-thermal-emul-temp",
     "I want to test the fan ramp of the embedded board by feeding a fake temperature to its thermal zone instead of heating the chip; which sysfs file of the thermal zone takes the emulated temperature?",
     "emul_temp",
     ["driver-api/thermal/sysfs-api.rst.txt", "driver-api/thermal/exynos_thermal_emulation.rst.txt"], "setting"),
    ("k26-vsyscall32",
     "an old 32-bit analysis binary on the x86-64 server misbehaves with the vDSO mapped into it; which sysctl decides whether the kernel maps a vDSO page into 32-bit processes?",
     "vsyscall32",
     ["admin-guide/sysctl/abi.rst.txt"], "setting"),
    ("k26-sunrpc-nfs-debug",
     "the NFS mounts on the analysis node hang now and then, and I'd like kernel debug messages from the NFS client; which file under /proc/sys/sunrpc holds its debug flags?",
     "nfs_debug",
     ["admin-guide/sysctl/sunrpc.rst.txt"], "setting"),
    ("k26-ima-template",
     "the security team wants IMA on the kiosk PCs to record measurements in a different template than the one compiled into the kernel; which kernel command line parameter picks the template descriptor?",
     "ima_template",
     ["security/IMA-templates.rst.txt"], "setting"),
    ("k26-acpi-trace-method-name",
     "the embedded controller of the test laptop misbehaves and I want ACPICA debug output only while one control method, \\_SB.PCI0.LPCB.EC0._Q10, is evaluated; which parameter file under /sys/module/acpi/parameters takes the method's path?",
     "trace_method_name",
     ["firmware-guide/acpi/method-tracing.rst.txt"], "setting"),
    ("k26-blkio-bfq-weight-device",
     "on the older server that still uses cgroup v1, the backup group should get a higher BFQ weight only on the archive disk /dev/sdb and keep its default elsewhere; which blkio file takes such a per-device weight?",
     "blkio.bfq.weight_device",
     ["admin-guide/cgroup-v1/blkio-controller.rst.txt", "block/bfq-iosched.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k26-dmzadm-format",
     "the new host-managed SMR archive disk should appear as a normal block device through dm-zoned; which command formats the disk for dm-zoned first?",
     "dmzadm --format",
     ["admin-guide/device-mapper/dm-zoned.rst.txt"], "command"),
    ("k26-devlink-lc-set",
     "the modular switch in the network lab got a new line card in slot 8, and it has to be provisioned with the type 16x100G before its ports appear; which devlink command does that?",
     "devlink lc set",
     ["networking/devlink/devlink-linecard.rst.txt"], "command"),
    ("k26-atlantic-dma-loopback",
     "to check the Aquantia 10G card in the capture server without a cable, I want its DMA host loopback switched on; which ethtool command enables it?",
     "ethtool --set-priv-flags ethX DMASystemLoopback on",
     ["networking/device_drivers/ethernet/aquantia/atlantic.rst.txt"], "command"),
    ("k26-klp-shadow-alloc",
     "our live patch for the data logger's driver has to attach a new lock to an existing structure without changing its layout; which function allocates such a shadow variable?",
     "klp_shadow_alloc",
     ["livepatch/shadow-vars.rst.txt"], "command"),
    ("k26-fcoeadm-info",
     "on the storage server with the Broadcom 10G adapter I want to know whether bnx2fc has claimed the FCoE interface; which command shows the Symbolic Name of the interface?",
     "fcoeadm -i",
     ["scsi/bnx2fc.rst.txt"], "command"),
    ("k26-bttv-twinhan",
     "the old TwinHan DVB-S card in the recording PC has no EEPROM, so bttv doesn't recognise it; how do I load bttv with the right card type?",
     "modprobe bttv card=113",
     ["admin-guide/media/bt8xx.rst.txt"], "command"),
    ("k26-hwspin-lock-request-specific",
     "the board code for our dual-core SoC must reserve hardware spinlock number 3, which the firmware on the Cortex-M core also uses; which function requests that specific hwspinlock?",
     "hwspin_lock_request_specific",
     ["locking/hwspinlock.rst.txt"], "command"),
    ("k26-caif-serial",
     "the ST-Ericsson modem on the test board talks CAIF over the UART ttyS0 with start-of-frame extension; how do I load the CAIF serial driver for that?",
     "modprobe caif_serial ser_ttyname=/dev/ttyS0 ser_use_stx=yes",
     ["networking/caif/caif.rst.txt"], "command"),
    ("k26-tcm-mod-builder",
     "I want to start a new fabric module for the LIO target on our storage test box from a generated skeleton; which script generates it?",
     "tcm_mod_builder.py",
     ["target/tcm_mod_builder.rst.txt"], "command"),
    ("k26-dsa-master",
     "the DSA switch on the router board has two CPU ports, and the user port swp0 should send its traffic through eth1 instead of eth0; what is the iproute2 command?",
     "ip link set swp0 type dsa master eth1",
     ["networking/dsa/configuration.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k26-mcp3021-address",
     "the MCP3021 ADC on the battery monitor board isn't described in the device tree yet; at which I2C address does the chip answer by default?",
     "The default I2C device address is 0x4d",
     ["hwmon/mcp3021.rst.txt"], "value"),
    ("k26-k8temp-range",
     "k8temp on the old Opteron file server sometimes reports odd temperatures; which range of readings does the driver treat as valid?",
     "from -49 to 206 degrees C",
     ["hwmon/k8temp.rst.txt"], "value"),
    ("k26-cpuacct-usage-unit",
     "cpuacct.usage of the analysis group on the cgroup v1 server reads 8235113640132; in which unit is that CPU time?",
     "gives the CPU time (in nanoseconds)",
     ["admin-guide/cgroup-v1/cpuacct.rst.txt"], "value"),
    ("k26-gss-legacy-upcall-token",
     "Kerberos logins to the NFS server fail for users in many AD groups while rpc.svcgssd handles the GSS upcalls; how big may a token be with that legacy upcall mechanism?",
     "no bigger than 2KiB",
     ["filesystems/nfs/rpc-server-gss.rst.txt"], "value"),
    ("k26-schedstats-version",
     "our /proc/schedstat parser expects the yld_exp_empty, yld_act_empty and yld_both_empty counters, and they are gone; which schedstats version dropped them?",
     "Version 15 of schedstats",
     ["scheduler/sched-stats.rst.txt"], "value"),
    ("k26-dm-zoned-memory",
     "before putting dm-zoned on the 10 TB host-managed archive disk with 256 MB zones, how much memory should I expect it to use per disk?",
     "at most 4.5 MB",
     ["admin-guide/device-mapper/dm-zoned.rst.txt"], "value"),
    ("k26-ext4-inline-data",
     "many of our tiny status files could live inside the inode with ext4's inline data feature; how much data fits in a 256-byte inode?",
     "160 bytes of data in a 256-byte inode",
     ["filesystems/ext4/inlinedata.rst.txt"], "value"),
    ("k26-ds620-accuracy",
     "we read the DS620 thermometer on the incubator board through the ds620 driver; how accurate is it between 0 and 70 degrees Celsius?",
     "accuracy is 0.5 Kelvin",
     ["hwmon/ds620.rst.txt"], "value"),
    ("k26-dlmfs-lvb-length",
     "our cluster tool shares a little state between the nodes through lock value blocks in dlmfs; how long may a lock value block be?",
     "The maximum currently supported LVB length is 64 bytes",
     ["filesystems/dlmfs.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k26-sht21-duty-cycle",
     "why does the sht21 documentation say the humidity sensor in our climate box should be read at most twice per second?",
     "To keep self heating below 0.1 degree Celsius",
     ["hwmon/sht21.rst.txt"], "reason"),
    ("k26-ltc4215-no-probe",
     "the ltc4215 driver never finds the hot-swap controller on our backplane by itself, and I have to write to new_device; why doesn't it probe for the chip?",
     "some of the possible addresses are unfriendly to probing",
     ["hwmon/ltc4215.rst.txt"], "reason"),
    ("k26-highuid-quota",
     "why might disk quotas misbehave for accounts with huge UIDs, like the ones our directory service hands out, even though 32-bit UIDs are supported?",
     "quota records are written at offsets corresponding to the UID in question",
     ["admin-guide/highuid.rst.txt"], "reason"),
    ("k26-pc87360-in9",
     "with pc87360 loaded at the default init level on the old lab PC, the in9 voltage channel stays switched off; why isn't it monitored?",
     "that channel measures the battery voltage (Vbat)",
     ["hwmon/pc87360.rst.txt"], "reason"),
    ("k26-apm-acpi",
     "the old laptop's kernel has both APM and ACPI compiled in, yet the APM driver does nothing at all; why?",
     "the ACPI driver will override and disable APM",
     ["power/apm-acpi.rst.txt"], "reason"),
    ("k26-taos-evm-slow",
     "reading the light sensor on the TAOS evaluation module through i2c-taos-evm takes ages; why is the communication so slow?",
     "the serial port has to operate at 1200 bps",
     ["i2c/busses/i2c-taos-evm.rst.txt"], "reason"),
    ("k26-dm-cache-mq-alias",
     "we set sequential_threshold on our dm-cache with the mq policy and nothing changed at all; why don't the mq tunables have any effect?",
     "This policy is now an alias for smq",
     ["admin-guide/device-mapper/cache-policies.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k26-einj-inject",
     "with APEI EINJ on the test server I have set error_type to 0x8 and the address in param1 and param2; what triggers the correctable memory error injection?",
     "echo 1 > error_inject",
     ["firmware-guide/acpi/apei/einj.rst.txt"], "procedure"),
    ("k26-enable-tomoyo",
     "the kernel of the kiosk PC is built with CONFIG_SECURITY_TOMOYO=y, but TOMOYO isn't active; what do I put on the kernel command line to enable it?",
     "security=tomoyo",
     ["admin-guide/LSM/tomoyo.rst.txt"], "procedure"),
    ("k26-rv-panic-reactor",
     "on the real-time test rig the wip runtime verification monitor should panic the kernel as soon as it sees a violation, so we get a crash dump; what do I write?",
     "echo panic > monitors/wip/reactors",
     ["trace/rv/runtime-verification.rst.txt"], "procedure"),
    ("k26-zsmalloc-classes",
     "the swap on zram0 of the small analysis box seems to waste memory, and I'd like to see how zsmalloc's size classes are filled; what do I read?",
     "cat /sys/kernel/debug/zsmalloc/zram0/classes",
     ["mm/zsmalloc.rst.txt", "translations/zh_CN/mm/zsmalloc.rst.txt"], "procedure"),
    ("k26-pnfs-block-client",
     "the clients should read our XFS export through pNFS block layouts straight from the shared iSCSI LUN; besides CONFIG_PNFS_BLOCK and an NFSv4.1 mount, which daemon must run on each client?",
     "blkmapd",
     ["admin-guide/nfs/pnfs-block-server.rst.txt"], "procedure"),
    ("k26-dlmfs-join-domain",
     "our cluster tool uses dlmfs for locking between the nodes; how does a program make dlmfs join a lock domain?",
     "mkdir(2) signals dlmfs to join a domain",
     ["filesystems/dlmfs.rst.txt"], "procedure"),
    ("k26-acpi-osi-darwin",
     "since a kernel update the old MacBook in the lab draws more power, apparently because the kernel now answers the firmware's _OSI(\"Darwin\") query; which boot parameter works around that?",
     "acpi_osi=!Darwin",
     ["firmware-guide/acpi/osi.rst.txt"], "procedure"),
    ("k26-cgroup-notify-on-release",
     "on the cgroup v1 box, a cleanup script should run whenever the last task leaves one of the job groups; which flag of the group do I set so the release agent is run?",
     "notify_on_release",
     ["admin-guide/cgroup-v1/cgroups.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k26-acronym-ktap",
     "the kunit results in dmesg of the test board are printed in KTAP format; what does KTAP stand for?",
     "Kernel Test Anything Protocol",
     ["dev-tools/ktap.rst.txt"], "definition"),
    ("k26-acronym-mhi",
     "the 5G modem card in the field gateway is driven over PCIe through the MHI bus; what does MHI stand for?",
     "Modem Host Interface",
     ["mhi/mhi.rst.txt"], "definition"),
    ("k26-acronym-ohci",
     "the old USB 1.1 controller of the retro PC is handled by ohci-hcd; what does OHCI stand for?",
     "Open Host Controller Interface",
     ["usb/ohci.rst.txt", "driver-api/usb/writing_musb_glue_layer.rst.txt"], "definition"),
    ("k26-what-phonet",
     "an old Nokia phone used as a field modem shows up with a Phonet interface; what is Phonet?",
     "a packet protocol used by Nokia cellular modems",
     ["networking/phonet.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

"""Twenty-third held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout23.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched
with grep, sed and a small search script), as an engineer at a lab bench
would type or say them -- mostly a situation in everyday words, some in the
documentation's own terms, a few mentioning the asker's own machines,
devices and files -- spread over a QNX6 disk from a car's infotainment
unit, RISC OS file types on an ADFS disc, directory notifications that
stay registered, a root file system on an SMB share, the cross-thread
return prediction fix for VMMs that disable exits, injecting frames
without waiting for an ACK, a virtio-net standby for a passthrough VF,
the default resume partition for encrypted swap, the target speed of a
G762 fan controller, the temperature source of a MAX31760; splitting a
striped array back into its disks, load-balancing two serial lines,
clearing cached DNS lookups, checking a Rio Karma disk, mounting a Xenix
floppy, talking to AMD's system management mailbox, injecting packets with
libpcap, a multipath selector by service time, six-channel playback on a
C-Media card, listing 1-wire bus masters over netlink; the largest QNX6
file system, the hysteresis of a MAX31760, when a G762 raises its fan
alarm, the strong pullup current of a DS9490, the family code of a
DS2413, the resolution of a 3M touchscreen, the voltage scale of an NZXT
fan channel, the hidden PC beep register of Realtek codecs, the
throughput values of the service-time selector; the name of the BeOS file
system, SMB1 for a CIFS root, eCryptfs verbosity, umount with MNT_EXPIRE
failing at first, flows reset by multipath next hops, fans plugged into
an NZXT controller at run time, the side of a USB 2 debug key; testing
eCryptfs from a cold start, resuming from encrypted swap, request-key for
DNS upcalls, a transmitter on the parallel port, reporting an embargoed
hardware flaw, world-readable ADFS files, libvirt teaming for failover,
siginfo for directory notifications; and terms (HSMP, AMU, SRSO, RFDS).
The most famous facts were avoided, and so was every answer and every
question topic of the earlier answer sets (``answer_kernel_tune``,
``answer_kernel_heldout`` to ``answer_kernel_heldout22``, ``answer_pg_*``,
``answer_questions*``, ``answer_unanswerable_*``), which were read only
for that purpose (answers, question words and the pages named in
``relevant`` were also grepped against them, and each new answer against
the text of every page); the twenty-second set's builder
(``build_answers_kernel22.py``) was read as the template for format and
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

    python3 build_answers_kernel23.py > answer_kernel_heldout23.jsonl
    python3 validate_answers.py answer_kernel_heldout23.jsonl  # with a Python that has the appliance installed

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
    ("k23-qnx6-mmi-fs",
     "we pulled the hard disk out of a scrapped Audi MMI 3G navigation unit for a student project and want to read it with the qnx6 driver; which mount option is meant for that system's layout?",
     "mmi_fs",
     ["filesystems/qnx6.rst.txt"], "setting"),
    ("k23-adfs-ftsuffix",
     "files copied off an old Acorn ADFS disc lose their RISC OS file types on our Linux box; which mount option appends the file type as a hexadecimal suffix like ,ffb to the names?",
     "ftsuffix=1",
     ["filesystems/adfs.rst.txt"], "setting"),
    ("k23-dnotify-multishot",
     "our legacy watcher uses fcntl(F_NOTIFY) on the incoming-data directory and has to register again after every single notification; which flag keeps the registration in place?",
     "DN_MULTISHOT",
     ["filesystems/dnotify.rst.txt"], "setting"),
    ("k23-cifsroot",
     "the diskless test boards should mount their root file system from a Samba share on the lab server; besides root=/dev/cifs and ip=, which kernel command-line option names the server and share?",
     "cifsroot=",
     ["filesystems/cifs/cifsroot.rst.txt"], "setting"),
    ("k23-kvm-mitigate-smt-rsb",
     "our VMM on the AMD Family 17h host uses KVM_CAP_X86_DISABLE_EXITS so guests can idle without exiting, which leaves the cross-thread return address prediction issue open; which kvm module parameter turns on the mitigation for that case?",
     "kvm.mitigate_smt_rsb=1",
     ["admin-guide/hw-vuln/cross-thread-rsb.rst.txt"], "setting"),
    ("k23-radiotap-tx-noack",
     "our test tool injects unicast frames through a mac80211 monitor interface and they should go out without waiting for an ACK; which radiotap TX flag asks for that?",
     "IEEE80211_RADIOTAP_F_TX_NOACK",
     ["networking/mac80211-injection.rst.txt"], "setting"),
    ("k23-virtio-net-standby",
     "the analysis VMs get a passthrough VF for speed and should fail over to virtio-net when the VF is unplugged for live migration; which feature must the hypervisor enable on the virtio-net interface?",
     "VIRTIO_NET_F_STANDBY",
     ["networking/net_failover.rst.txt"], "setting"),
    ("k23-pm-std-partition",
     "our laptop hibernates to an encrypted swap device that always appears as /dev/mapper/swap0; which kernel config option makes that the default resume partition?",
     "CONFIG_PM_STD_PARTITION",
     ["power/swsusp-dmcrypt.rst.txt"], "setting"),
    ("k23-g762-fan1-target",
     "the G762 fan controller on the NAS board runs in closed-loop mode; which sysfs entry do I write the desired fan speed in RPM to?",
     "fan1_target",
     ["hwmon/g762.rst.txt"], "setting"),
    ("k23-max31760-auto-channels-temp",
     "the MAX31760 on our detector board drives the fan from its lookup table, but it follows only the local die temperature; which sysfs attribute picks the temperature source, for example the maximum of both channels?",
     "pwm1_auto_channels_temp",
     ["hwmon/max31760.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k23-dm-unstriped",
     "the old capture server has a hardware RAID-0, and I want to read each member disk's share on its own without touching the backing device; which device-mapper target exposes the individual stripes?",
     "unstriped",
     ["admin-guide/device-mapper/unstriped.rst.txt"], "command"),
    ("k23-eql-enslave",
     "at the remote weather station two modems with SLIP links should be load-balanced through the eql device; which utility attaches each serial line to eql?",
     "eql_enslave",
     ["networking/eql.rst.txt"], "command"),
    ("k23-dns-keyring-clear",
     "the kernel keeps returning an outdated address for the file server we mount with cifs, from its own DNS cache; which keyctl operation clears the keyring holding those cached lookups?",
     "KEYCTL_KEYRING_CLEAR",
     ["networking/dns_resolver.rst.txt"], "command"),
    ("k23-omfsck",
     "a student brought in an old Rio Karma player whose OMFS disk might be damaged; which tool from omfsprogs checks such a file system?",
     "omfsck",
     ["filesystems/omfs.rst.txt"], "command"),
    ("k23-mount-sysv",
     "a box of Xenix floppies turned up with old measurement data; which file system type should I give mount, given that the xenix and coherent names will eventually disappear?",
     "-t sysv",
     ["filesystems/sysv-fs.rst.txt"], "command"),
    ("k23-hsmp-ioctl",
     "our power-capping tool on the EPYC server opens /dev/hsmp to send system management mailbox messages; which ioctl does it use for each message?",
     "HSMP_IOCTL_CMD",
     ["x86/amd_hsmp.rst.txt"], "command"),
    ("k23-pcap-inject",
     "rather than binding a raw socket to the monitor interface myself, I'd like to inject the crafted 802.11 frames with libpcap; which libpcap call sends them?",
     "pcap_inject",
     ["networking/mac80211-injection.rst.txt"], "command"),
    ("k23-service-time-selector",
     "the archive array is reached over two multipath links of very different speed, 1 GB/s and 4 GB/s; which dm-multipath path selector picks the path with the shortest estimated service time?",
     "service-time",
     ["admin-guide/device-mapper/dm-service-time.rst.txt"], "command"),
    ("k23-cmipci-surround51",
     "the old stimulus PC has a C-Media CMI8738 card with 6-channel output; how do I play a six-channel WAV file through it with aplay?",
     "aplay -Dsurround51",
     ["sound/cards/cmipci.rst.txt"], "command"),
    ("k23-w1-list-masters",
     "our 1-wire daemon talks to the kernel over the connector netlink protocol; which message type asks for the list of current bus masters?",
     "W1_LIST_MASTERS",
     ["w1/w1-netlink.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k23-qnx6-max-size",
     "how large can a qnx6 file system get at most, given its 32-bit block pointers and 4096-byte blocks?",
     "16TB",
     ["filesystems/qnx6.rst.txt"], "value"),
    ("k23-max31760-hysteresis",
     "which temperature hysteresis values can I write to pwm1_auto_point_temp_hyst of the MAX31760?",
     "2000mC or 4000mC",
     ["hwmon/max31760.rst.txt"], "value"),
    ("k23-g762-fan-alarm",
     "in closed-loop mode, when does the G762 set fan1_alarm?",
     "25% out of the programmed value for over 6 seconds",
     ["hwmon/g762.rst.txt"], "value"),
    ("k23-ds2490-strong-pullup",
     "our 1-wire temperature probes hang off a DS9490R USB adapter and need the 5V strong pullup during conversion; how much current can the DS2490's strong pullup deliver at most?",
     "maximum of 30.4 mA",
     ["w1/masters/ds2490.rst.txt"], "value"),
    ("k23-ds2413-family-code",
     "which 1-wire family code does the DS2413 dual-channel switch on our valve board report?",
     "0x3A",
     ["w1/slaves/w1_ds2413.rst.txt"], "value"),
    ("k23-mtouchusb-range",
     "the 3M capacitive USB touchscreen on the kiosk PC reports raw coordinates; what range do the X and Y values cover?",
     "0 to 16384",
     ["usb/mtouchusb.rst.txt"], "value"),
    ("k23-nzxt-pwm-voltage",
     "the pumps on the NZXT Smart Device v2 are voltage-controlled fans; how do the 0-255 values of pwm1 map to the supply voltage?",
     "1 = 9V, 255 = 12V",
     ["hwmon/nzxt-smart2.rst.txt"], "value"),
    ("k23-realtek-pc-beep-register",
     "I want to poke the hidden PC Beep register of the Realtek codec in our test laptop with hda-verb; where is that register accessed?",
     "processing coefficient 0x36 on NID 20h",
     ["sound/hd-audio/realtek-pc-beep.rst.txt"], "value"),
    ("k23-service-time-throughput-range",
     "with the service-time path selector, which values may I give as the relative throughput of a path?",
     "The valid range is 0-100",
     ["admin-guide/device-mapper/dm-service-time.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k23-befs-name",
     "the file system of our old BeOS machine is officially called BFS, so why do I have to mount it with type befs on Linux?",
     "Unixware Boot Filesystem is called bfs, too",
     ["filesystems/befs.rst.txt"], "reason"),
    ("k23-cifsroot-smb1",
     "why does a CIFS root file system still default to the deprecated SMB1 protocol instead of SMB3?",
     "SMB3 doesn't support some required POSIX file system objects",
     ["filesystems/cifs/cifsroot.rst.txt"], "reason"),
    ("k23-ecryptfs-verbosity",
     "to chase a problem with the encrypted scratch directory I'd like to run eCryptfs at a higher verbosity level on the shared server; why is that a bad idea outside debugging?",
     "secret values will be written out to the system log",
     ["filesystems/ecryptfs.rst.txt"], "reason"),
    ("k23-mnt-expire-eagain",
     "our cleanup daemon calls umount() with MNT_EXPIRE on an idle automounted share, and the first call fails with EAGAIN; why?",
     "was not already marked for expiry",
     ["filesystems/automount-support.rst.txt"], "reason"),
    ("k23-multipath-flows-reset",
     "we load-balance across three analysis servers with a multipath next-hop group, and whenever one server is taken out, TCP connections to the others get reset; why?",
     "arriving at a server that does not expect them",
     ["networking/nexthop-group-resilient.rst.txt"], "reason"),
    ("k23-nzxt-new-fans",
     "I plugged another fan into the NZXT controller while the PC was running; its speed shows up, but writing to its pwm file does nothing; why?",
     "the driver must be reloaded to detect configuration changes",
     ["hwmon/nzxt-smart2.rst.txt"], "reason"),
    ("k23-netchip-debug-key-side",
     "earlyprintk=dbgp through the NetChip USB 2 debug key only works when the console PC is plugged into one particular side of the key; why does the side matter?",
     "the 5 volt power supply is taken from only one side of the device",
     ["x86/earlyprintk.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k23-ecryptfs-keyctl-clear",
     "after writing a test file into the eCryptfs mount, I want to check that reading works from scratch, not from the key already in my session; what do I clear before unmounting and mounting again?",
     "keyctl clear @u",
     ["filesystems/ecryptfs.rst.txt"], "procedure"),
    ("k23-resume-encrypted-swap",
     "in the initrd of the laptop that hibernates to encrypted swap, after dmsetup has set up /dev/mapper/swap0 as 254:0, how does the script tell the kernel to resume from it?",
     "echo 254:0 > /sys/power/resume",
     ["power/swsusp-dmcrypt.rst.txt"], "procedure"),
    ("k23-dns-request-key-conf",
     "kernel DNS lookups from the cifs client fail because nothing answers the upcall; which line goes into /etc/request-key.conf for plain hostname-to-address resolution?",
     "create dns_resolver * * /usr/sbin/cifs.upcall %k",
     ["networking/dns_resolver.rst.txt"], "procedure"),
    ("k23-walkera-parport",
     "I want to use the Walkera WK-0701 helicopter transmitter as a joystick via the walkera0701 module on the parallel port, but the module won't load; what must I do first?",
     "modules like lp must be unloaded",
     ["input/devices/walkera0701.rst.txt"], "procedure"),
    ("k23-hardware-security-contact",
     "a student found what looks like a CPU side channel on our new test boards; where do we report such an embargoed hardware security issue to the kernel community?",
     "hardware-security@kernel.org",
     ["process/embargoed-hardware-issues.rst.txt", "translations/zh_CN/process/embargoed-hardware-issues.rst.txt", "translations/zh_TW/process/embargoed-hardware-issues.rst.txt"], "procedure"),
    ("k23-adfs-world-readable",
     "files on the mounted ADFS disc come out as -rw------- and the other students can't read them; which mount masks give read access to everyone while keeping the default write protection?",
     "ownmask=0755,othmask=0577",
     ["filesystems/adfs.rst.txt"], "procedure"),
    ("k23-failover-teaming",
     "in the libvirt XML of an analysis VM, how do I mark the virtio-net interface as the one that always stays plugged in, for net_failover?",
     "<teaming type='persistent'/>",
     ["networking/net_failover.rst.txt"], "procedure"),
    ("k23-dnotify-setsig",
     "our dnotify-based watcher only gets a bare SIGIO and can't tell which directory changed; which fcntl call makes the kernel deliver a siginfo with the directory's file descriptor?",
     "F_SETSIG",
     ["filesystems/dnotify.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k23-acronym-hsmp",
     "the EPYC server's platform driver exposes /dev/hsmp; what does HSMP stand for?",
     "Host System Management Port",
     ["x86/amd_hsmp.rst.txt"], "definition"),
    ("k23-acronym-amu",
     "the arm64 boot log mentions AMU support for frequency invariance; what does AMU stand for?",
     "Activity Monitors Unit",
     ["arm64/amu.rst.txt"], "definition"),
    ("k23-acronym-srso",
     "the vulnerabilities directory on our AMD analysis server lists spec_rstack_overflow, documented as SRSO; what does SRSO stand for?",
     "Speculative Return Stack Overflow",
     ["admin-guide/hw-vuln/srso.rst.txt"], "definition"),
    ("k23-acronym-rfds",
     "a security bulletin for the Atom-based data loggers mentions RFDS; what does RFDS stand for?",
     "Register File Data Sampling",
     ["admin-guide/hw-vuln/reg-file-data-sampling.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

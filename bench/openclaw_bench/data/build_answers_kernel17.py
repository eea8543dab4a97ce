"""Seventeenth held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout17.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched
with grep, sed and a small search script), as an engineer at a lab bench
would type or say them -- mostly a situation in everyday words, some in the
documentation's own terms, a few mentioning the asker's own machines,
devices and files -- spread over TIME_WAIT assassination (RFC 1337), the
dirty-memory limit in bytes, O_CREAT on FIFOs in sticky directories,
exporting JIT-compiled BPF images to kallsyms, the cgroup v2 mount option
for cheaper task migrations, creating a device-mapper device from the boot
command line, the NFSv4 client's unique identifier, switching off NUMA
statistics, F-RTO for lossy wireless links, all-CPU backtraces on an oops;
ksmbd.adduser, aoe-stat, ir-keytable, kfree_rcu, the %pe printk
specifier, blockdev --getsz for dmsetup tables, acpixtract, ublk add -t
loop, i2ctransfer, DEVICE_ATTR_RO; the default number of nbd devices, the
longest disk head park, dm-cache's default migration threshold, the LACPDU
interval at the slow lacp_rate, XFS's default number of log buffers, the
cifs attribute cache timeout, aoe_maxout, the J1939 address claim window,
the size of the LDM database on dynamic disks; why some device-mapper
targets cannot be created at boot, why ksmbd keeps DCE/RPC in user space,
why memory_recursiveprot is a mount option, why the lockup detector skips
nohz_full cores, vmalloc'ed USB audio buffers on ARM, why the challenge ACK
limit is unlimited, vivid's error-injection controls and v4l2-compliance;
adding bad blocks to dm-dust, mounting binderfs, a braille console,
pstore/blk on an eMMC partition, mounting a Windows XP share, FAT
timestamps in UTC, one-shot LED blinks, real buffers in snd-dummy; and
terms (ORC, KCM, DSA, HTE). The most famous facts were avoided, and so was
every answer and every question topic of the earlier answer sets
(``answer_kernel_tune``, ``answer_kernel_heldout`` to
``answer_kernel_heldout16``, ``answer_pg_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose (answers
were also grepped against them); the sixteenth set's builder
(``build_answers_kernel16.py``) was read as the template for format and
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

    python3 build_answers_kernel17.py > answer_kernel_heldout17.jsonl
    python3 validate_answers.py answer_kernel_heldout17.jsonl  # with a Python that has the appliance installed

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
    ("k17-tcp-rfc1337",
     "a colleague mentioned TIME_WAIT assassination hazards on the instrument gateway; which TCP sysctl decides whether the stack follows RFC 1337 there?",
     "tcp_rfc1337",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k17-dirty-bytes",
     "on the 512 GB box a percentage of RAM is far too coarse for the dirty page limit; which vm sysctl sets the amount at which a writing process starts writeback itself, in bytes?",
     "dirty_bytes",
     ["admin-guide/sysctl/vm.rst.txt"], "setting"),
    ("k17-protected-fifos",
     "our acquisition script creates its output file in /tmp, and I worry someone could plant a named pipe there first; which sysctl restricts O_CREAT opens of FIFOs we don't own in sticky directories?",
     "protected_fifos",
     ["admin-guide/sysctl/fs.rst.txt"], "setting"),
    ("k17-bpf-jit-kallsyms",
     "perf shows our JIT-compiled BPF programs only as unknown addresses, and they are missing from /proc/kallsyms; which sysctl exports their addresses?",
     "bpf_jit_kallsyms",
     ["admin-guide/sysctl/net.rst.txt"], "setting"),
    ("k17-favordynmods",
     "our job launcher moves tasks between cgroups all the time and the migrations are slow; which cgroup v2 mount option makes such dynamic changes cheaper, at the cost of slower forks and exits?",
     "favordynmods",
     ["admin-guide/cgroup-v2.rst.txt"], "setting"),
    ("k17-dm-mod-create",
     "the embedded board should boot straight from a dm-verity root without an initramfs; which kernel command line parameter creates the device-mapper device at boot?",
     "dm-mod.create=",
     ["admin-guide/device-mapper/dm-init.rst.txt"], "setting"),
    ("k17-nfs4-unique-id",
     "all our cloned analysis VMs have the same node name, and the NFSv4 server mixes up their open and lock state; which nfs parameter gives each client its own identity string?",
     "nfs4_unique_id",
     ["admin-guide/nfs/nfs-client.rst.txt", "filesystems/nfs/client-identifier.rst.txt"], "setting"),
    ("k17-numa-stat",
     "page allocation has become a bottleneck on the two-socket simulation server and we can live with less precise NUMA counters; which vm sysctl switches those statistics off?",
     "numa_stat",
     ["admin-guide/sysctl/vm.rst.txt"], "setting"),
    ("k17-tcp-frto",
     "the field logger uploads over a wireless link whose round-trip time jumps around, and we see spurious retransmission timeouts; which sysctl controls the F-RTO recovery algorithm?",
     "tcp_frto",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k17-oops-all-cpu-backtrace",
     "on the shared VM host we can't let an oops panic the machine, but I want to see what every CPU was doing when one happens; which sysctl makes the kernel dump all CPUs' backtraces on an oops?",
     "oops_all_cpu_backtrace",
     ["admin-guide/sysctl/kernel.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k17-ksmbd-adduser",
     "we set up the in-kernel SMB server ksmbd on the file box; which user-space tool registers the user accounts and passwords for it?",
     "ksmbd.adduser",
     ["filesystems/cifs/ksmbd.rst.txt"], "command"),
    ("k17-aoe-stat",
     "with aoetools installed, which command shows the ATA over Ethernet targets the aoe driver has found and whether they are up?",
     "aoe-stat",
     ["admin-guide/aoe/aoe.rst.txt"], "command"),
    ("k17-ir-keytable",
     "the IR receiver on the media PC sees the remote but no keys arrive; which v4l-utils tool lists and switches the IR protocols and tests the scancodes?",
     "ir-keytable",
     ["admin-guide/media/remote-controller.rst.txt", "userspace-api/media/rc/lirc-dev-intro.rst.txt"], "command"),
    ("k17-kfree-rcu",
     "my call_rcu() callback does nothing but kfree() the old structure; is there a call that frees it after a grace period without my writing a callback?",
     "kfree_rcu",
     ["RCU/whatisRCU.rst.txt", "RCU/checklist.rst.txt"], "command"),
    ("k17-printk-pe",
     "my driver gets an ERR_PTR back from a helper and I want the log to say -ENOSPC instead of a negative number; which printk format specifier prints the symbolic error name?",
     "%pe",
     ["core-api/printk-formats.rst.txt", "translations/zh_CN/core-api/printk-formats.rst.txt"], "command"),
    ("k17-blockdev-getsz",
     "writing a dmsetup table by hand, I need the size of /dev/sdb1 in 512-byte sectors; which command prints that?",
     "blockdev --getsz",
     ["admin-guide/device-mapper/dm-dust.rst.txt", "admin-guide/device-mapper/dm-crypt.rst.txt",
      "admin-guide/device-mapper/delay.rst.txt", "admin-guide/device-mapper/log-writes.rst.txt",
      "admin-guide/device-mapper/linear.rst.txt", "admin-guide/device-mapper/striped.rst.txt",
      "admin-guide/device-mapper/switch.rst.txt"], "command"),
    ("k17-acpixtract",
     "acpidump wrote all the firmware tables of the test laptop into one text file; which tool splits it into separate binary tables I can disassemble with iasl?",
     "acpixtract",
     ["admin-guide/acpi/initrd_table_override.rst.txt", "firmware-guide/acpi/enumeration.rst.txt"], "command"),
    ("k17-ublk-add-loop",
     "I want to try the userspace block driver with ublksrv, backed by an image file like a loop device; what command adds such a device?",
     "ublk add -t loop",
     ["block/ublk.rst.txt"], "command"),
    ("k17-i2ctransfer",
     "from the shell I need to send a combined write-then-read to the I2C device at 0x30 on bus 0, in one transfer; which i2c-tools command does that?",
     "i2ctransfer",
     ["i2c/slave-testunit-backend.rst.txt"], "command"),
    ("k17-device-attr-ro",
     "my driver exposes a read-only 'serial' file in sysfs; which helper macro declares that device attribute without spelling out the mode and show function?",
     "DEVICE_ATTR_RO",
     ["driver-api/driver-model/device.rst.txt", "dev-tools/checkpatch.rst.txt",
      "driver-api/driver-model/driver.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k17-nbds-max",
     "after modprobe nbd, how many /dev/nbdX devices does the module set up if I don't say otherwise?",
     "default: 16",
     ["admin-guide/blockdev/nbd.rst.txt"], "value"),
    ("k17-unload-heads-max",
     "the shock sensor on the rugged laptop parks the disk heads through unload_heads; what is the longest timeout one write to that file accepts?",
     "30000 milliseconds",
     ["admin-guide/laptops/disk-shock-protection.rst.txt"], "value"),
    ("k17-dm-cache-migration",
     "how much data may dm-cache migrate between the SSD and the slow disk at once by default, before I tune migration_threshold?",
     "2048 sectors (1MB)",
     ["admin-guide/device-mapper/cache.rst.txt"], "value"),
    ("k17-lacp-rate-slow",
     "our two NICs are bonded in 802.3ad mode; at the default lacp_rate, how often does the link partner send LACPDUs?",
     "every 30 seconds",
     ["networking/bonding.rst.txt"], "value"),
    ("k17-xfs-logbufs",
     "how many in-memory log buffers does XFS use when I mount without the logbufs option?",
     "The default value is 8 buffers",
     ["admin-guide/xfs.rst.txt"], "value"),
    ("k17-cifs-actimeo",
     "files the microscope PC writes to its share show stale sizes on our Linux box for a moment; how long does the cifs client cache file attributes by default?",
     "default 1 second",
     ["admin-guide/cifs/usage.rst.txt"], "value"),
    ("k17-aoe-maxout",
     "how many unanswered packets may the aoe driver have outstanding to one AoE target at a time, by default?",
     "default of 128",
     ["admin-guide/aoe/aoe.rst.txt"], "value"),
    ("k17-j1939-address-claim",
     "our CAN node uses the kernel's J1939 stack; how long after sending its address claim does it wait for a contest before the address counts as valid?",
     "within 250ms",
     ["networking/j1939.rst.txt"], "value"),
    ("k17-ldm-database-size",
     "an old data disk from a Windows XP acquisition PC is a dynamic disk; how big is the LDM database and where does it sit?",
     "1MiB journalled database",
     ["admin-guide/ldm.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k17-dm-init-constrained",
     "why won't dm-mod.create= set up a thin-pool or a cache target straight from the boot command line, when linear and crypt work fine?",
     "check the validity of associated metadata",
     ["admin-guide/device-mapper/dm-init.rst.txt"], "reason"),
    ("k17-ksmbd-rpc-userspace",
     "why does ksmbd leave DCE/RPC handling and user account management to the ksmbd.mountd daemon instead of doing it in the kernel?",
     "buffer overflow issues and dangerous security bugs",
     ["filesystems/cifs/ksmbd.rst.txt"], "reason"),
    ("k17-memory-recursiveprot-option",
     "recursive memory.low protection for whole cgroup subtrees sounds like what everyone wants; why is memory_recursiveprot only a mount option and not the default?",
     "avoid regressing setups relying on the original semantics",
     ["admin-guide/cgroup-v2.rst.txt"], "reason"),
    ("k17-watchdog-nohz-full",
     "on the realtime rig the lockup detector doesn't watch the nohz_full cores at all; why is it kept off them by default?",
     "we would have to run timer ticks to activate the scheduler",
     ["admin-guide/lockup-watchdogs.rst.txt"], "reason"),
    ("k17-usb-audio-vmalloc-arm",
     "recording from the USB audio interface on our ARM board via mmap gives corrupted samples, while the same setup on a PC is fine; why?",
     "mmap access may give inconsistent results with vmalloc'ed buffers",
     ["sound/alsa-configuration.rst.txt"], "reason"),
    ("k17-challenge-ack-unlimited",
     "why is tcp_challenge_ack_limit effectively unlimited by default instead of capping challenge ACKs per second as RFC 5961 suggests?",
     "can allow some side channel attacks",
     ["networking/ip-sysctl.rst.txt"], "reason"),
    ("k17-vivid-error-injection",
     "I ran v4l2-compliance against the vivid test driver and after a while every test fails because the device seems gone; why?",
     "emulates a USB disconnect",
     ["admin-guide/media/vivid.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k17-dm-dust-addbadblock",
     "I've put a dm-dust target named dust1 over the test disk; how do I mark block 60 as a bad sector so reads from it fail?",
     "addbadblock",
     ["admin-guide/device-mapper/dm-dust.rst.txt"], "procedure"),
    ("k17-mount-binderfs",
     "for running Android containers on the lab server I need binder devices; how do I mount a binderfs instance under /dev/binderfs?",
     "mount -t binder binder /dev/binderfs",
     ["admin-guide/binderfs.rst.txt"], "procedure"),
    ("k17-braille-console",
     "a visually impaired colleague uses a braille display on the first serial port; what do I put on the kernel command line so console messages go to it?",
     "console=brl,ttyS0",
     ["admin-guide/braille-console.rst.txt"], "procedure"),
    ("k17-pstore-blk-blkdev",
     "the board has no persistent RAM for ramoops, but a spare eMMC partition, mmcblk0p7; how do I make pstore/blk keep oops and panic logs there?",
     "pstore_blk.blkdev=",
     ["admin-guide/pstore-blk.rst.txt"], "procedure"),
    ("k17-cifs-vers-1",
     "the old spectrometer PC still runs Windows XP and its share won't mount from our Linux box; which mount option selects the old dialect?",
     "vers=1.0",
     ["admin-guide/cifs/usage.rst.txt"], "procedure"),
    ("k17-vfat-tz-utc",
     "the camera writes its FAT SD card with timestamps in UTC, and on Linux every photo time is shifted by our time zone offset; what mount option fixes that?",
     "tz=UTC",
     ["filesystems/vfat.rst.txt"], "procedure"),
    ("k17-led-oneshot-shot",
     "I've set the front panel LED to the oneshot trigger; how does our acquisition program make it blink once for each sample it takes?",
     "echo 1 > shot",
     ["leds/ledtrig-oneshot.rst.txt"], "procedure"),
    ("k17-snd-dummy-fake-buffer",
     "our test harness plays into the snd-dummy card and reads the buffer back, but gets nothing consistent; how do I make snd-dummy allocate real buffers?",
     "fake_buffer=0",
     ["sound/alsa-configuration.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k17-acronym-orc",
     "objtool complains about ORC data in my build; what does ORC stand for?",
     "Oops Rewind Capability",
     ["x86/orc-unwinder.rst.txt"], "definition"),
    ("k17-acronym-kcm",
     "what is KCM in the networking docs?",
     "Kernel Connection Multiplexor",
     ["networking/kcm.rst.txt", "networking/strparser.rst.txt"], "definition"),
    ("k17-acronym-dsa",
     "the switch chip on our embedded board is handled by the DSA subsystem; what does DSA stand for?",
     "Distributed Switch Architecture",
     ["networking/dsa/dsa.rst.txt", "networking/timestamping.rst.txt", "networking/nf_flowtable.rst.txt"], "definition"),
    ("k17-acronym-hte",
     "the Tegra GPIO timestamping docs talk about an HTE provider; what is HTE?",
     "Hardware Timestamping Engine",
     ["driver-api/hte/hte.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

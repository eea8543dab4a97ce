"""Sixteenth held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout16.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched
with grep, sed and a small search script), as an engineer at a lab bench
would type or say them -- mostly a situation in everyday words, some in the
documentation's own terms, a few mentioning the asker's own machines,
devices and files -- spread over the NMI (hard lockup) watchdog sysctl, the
callchain depth of perf samples, ignoring routes over a downed link, IPv6
link-local address generation, strict file-position handling of sysctl
writes, accepting packets with local source addresses, offloading RCU
callbacks with rcu_nocbs=, the multipath route hash policy, the EDAC
polling period, user-space access to arm64 perf counters; make nsdeps,
cec-ctl, fsck.f2fs, nandwrite, ip l2tp for unmanaged L2TPv3 tunnels,
resize2fs, pahole as a DWARF-to-BTF converter, mkfs.erofs, bpftool btf
dump for vmlinux.h, mounting efivarfs; F2FS's default number of active
logs, the minimal GNU make and GNU C versions, the bootconfig size limit,
the number of cached comms in ftrace, MPTCP's add_addr_timeout,
guest_halt_poll_ns, xfssyncd_centisecs, vm.nr_trim_pages on nommu; why
WQ_MEM_RECLAIM workqueues are needed in reclaim paths, why typedefs for
structures are unwelcome, why error-code and boolean returns must not be
mixed, what noinit_itable is for, why panic on an RCU stall, why metacopy
must not meet untrusted layers, what guest-side halt polling saves;
booting with nokaslr for gdb, an internal dm-thin snapshot, setting
up a BTT namespace with ndctl, devlink dev reload, setting the DAX flag on
a directory with xfs_io, enabling ip_dynaddr, creating a LUKS device with
cryptsetup, deleting an immutable efivarfs variable; and terms (GEM, TIPC,
TDX, NTB). The most famous facts were avoided, and so was every answer and
every question topic of the earlier answer sets (``answer_kernel_tune``,
``answer_kernel_heldout`` to ``answer_kernel_heldout15``, ``answer_pg_*``,
``answer_questions*``, ``answer_unanswerable_*``), which were read only for
that purpose (answers were also grepped against them); the fifteenth set's
builder (``build_answers_kernel15.py``) was read as the template for format
and rules. Nothing of the answer code, of its search or answer output, of
the appliance's documentation or tests, or of the benchmark results was
opened while writing it; no git command was run; the questions were not run
through the appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer`` is
the short phrase that carries the asked-for fact, copied as the page writes
it; ``relevant`` lists every page that states the fact with that phrase,
best first, leaving out index pages and passing uses; translations under
``translations/`` that state the same fact with the same phrase come after
the English pages.

Usage::

    python3 build_answers_kernel16.py > answer_kernel_heldout16.jsonl
    python3 validate_answers.py answer_kernel_heldout16.jsonl  # with a Python that has the appliance installed

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
    ("k16-nmi-watchdog",
     "the perf counters on the bench PC are all taken because one is reserved for the hard lockup detector; which sysctl switches that detector off?",
     "nmi_watchdog",
     ["admin-guide/sysctl/kernel.rst.txt", "admin-guide/lockup-watchdogs.rst.txt",
      "translations/zh_CN/admin-guide/lockup-watchdogs.rst.txt"], "setting"),
    ("k16-perf-event-max-stack",
     "perf record -g cuts our deep call chains short; which sysctl sets the maximum number of stack frames copied per sample?",
     "perf_event_max_stack",
     ["admin-guide/sysctl/kernel.rst.txt"], "setting"),
    ("k16-ignore-routes-linkdown",
     "when the cable on eth1 is pulled, the kernel still tries the route through it; which per-interface sysctl makes FIB lookups skip routes whose link is down?",
     "ignore_routes_with_linkdown",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k16-addr-gen-mode",
     "I don't want the instrument network interfaces to get an EUI-64 link-local address derived from their MAC; which IPv6 sysctl decides how link-local and autoconf addresses are generated?",
     "addr_gen_mode",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k16-sysctl-writes-strict",
     "our config tool writes to /proc/sys files in several chunks at different offsets and the result is odd; which sysctl controls how the file position affects sysctl writes?",
     "sysctl_writes_strict",
     ["admin-guide/sysctl/kernel.rst.txt"], "setting"),
    ("k16-accept-local",
     "for a loopback cable test between two NICs of the same box, the packets arrive but get dropped because their source address is one of ours; which IPv4 sysctl accepts them?",
     "accept_local",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k16-rcu-nocbs",
     "the isolated CPUs of the realtime rig still wake up to run RCU callbacks; which boot parameter offloads those callbacks to other CPUs?",
     "rcu_nocbs=",
     ["timers/no_hz.rst.txt", "admin-guide/kernel-per-CPU-kthreads.rst.txt", "RCU/checklist.rst.txt"], "setting"),
    ("k16-fib-multipath-hash-policy",
     "we have two equal-cost routes to the storage network and all flows from one host land on the same path; which sysctl lets the multipath hash include the ports?",
     "fib_multipath_hash_policy",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k16-edac-poll-msec",
     "how often the EDAC core polls the memory controller for ECC errors: which control sets that period?",
     "edac_mc_poll_msec",
     ["admin-guide/ras.rst.txt"], "setting"),
    ("k16-perf-user-access",
     "on the arm64 board our profiler wants to read the PMU counter registers directly from user space; which sysctl permits that?",
     "perf_user_access",
     ["admin-guide/sysctl/kernel.rst.txt", "arm64/perf.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k16-make-nsdeps",
     "modpost warns that my module uses symbols from a namespace it doesn't import; which make target adds the missing MODULE_IMPORT_NS lines for me?",
     "make nsdeps",
     ["core-api/symbol-namespaces.rst.txt", "translations/it_IT/core-api/symbol-namespaces.rst.txt",
      "translations/zh_CN/core-api/symbol-namespaces.rst.txt"], "command"),
    ("k16-cec-ctl",
     "I want to send and watch HDMI-CEC messages to the projector from the shell; which v4l-utils tool is the swiss army knife for that?",
     "cec-ctl",
     ["userspace-api/media/cec/cec-intro.rst.txt"], "command"),
    ("k16-fsck-f2fs",
     "which tool checks the consistency of the F2FS filesystem on the logger's SD card?",
     "fsck.f2fs",
     ["filesystems/f2fs.rst.txt"], "command"),
    ("k16-nandwrite",
     "which MTD tool writes a filesystem image onto a raw NAND flash partition, minding the NAND restrictions?",
     "nandwrite",
     ["driver-api/mtdnand.rst.txt"], "command"),
    ("k16-ip-l2tp",
     "to bridge the remote test rig into the lab LAN I want a static L2TPv3 tunnel without any L2TP daemon; which iproute2 commands set up such unmanaged tunnels?",
     "ip l2tp",
     ["networking/l2tp.rst.txt", "virt/uml/user_mode_linux_howto_v2.rst.txt"], "command"),
    ("k16-resize2fs",
     "the ext4 volume's LUN was enlarged and the resize ioctl only grows to the end of the last block group; what do I use to resize it further?",
     "resize2fs",
     ["admin-guide/ext4.rst.txt"], "command"),
    ("k16-pahole",
     "which tool converts DWARF debug info of an object file into BTF?",
     "pahole",
     ["bpf/btf.rst.txt"], "command"),
    ("k16-mkfs-erofs",
     "we want to ship the reference data sets as a compact read-only EROFS image; which tool formats such an image?",
     "mkfs.erofs",
     ["filesystems/erofs.rst.txt"], "command"),
    ("k16-bpftool-btf-dump",
     "for my BPF LSM program I want a vmlinux.h with all the kernel types generated from the running kernel's BTF; which command does that?",
     "bpftool btf dump",
     ["bpf/prog_lsm.rst.txt"], "command"),
    ("k16-mount-efivarfs",
     "/sys/firmware/efi/efivars is empty on the rescue system; how do I mount the EFI variable filesystem there?",
     "mount -t efivarfs",
     ["filesystems/efivarfs.rst.txt", "admin-guide/acpi/ssdt-overlays.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k16-f2fs-active-logs",
     "how many active logs does F2FS use if I don't give the active_logs mount option?",
     "default number is 6",
     ["filesystems/f2fs.rst.txt"], "value"),
    ("k16-min-make",
     "the old build container has an ancient GNU make; which make version does the 6.1 kernel need at least?",
     "GNU make 3.82",
     ["process/changes.rst.txt"], "value"),
    ("k16-min-gcc",
     "the analysis box ships a very old compiler; what is the oldest gcc the 6.1 kernel can be built with?",
     "GNU C 5.1",
     ["process/changes.rst.txt", "translations/it_IT/process/changes.rst.txt"], "value"),
    ("k16-bootconfig-size",
     "how large may the boot config file appended to the initrd be at most?",
     "32KB",
     ["admin-guide/bootconfig.rst.txt", "translations/zh_CN/admin-guide/bootconfig.rst.txt"], "value"),
    ("k16-saved-cmdlines",
     "the ftrace output shows <...> instead of process names for some PIDs; how many comms does it remember by default?",
     "128 comms",
     ["trace/ftrace.rst.txt"], "value"),
    ("k16-mptcp-add-addr-timeout",
     "after how many seconds does MPTCP resend an ADD_ADDR that the peer hasn't acknowledged, by default?",
     "Default: 120",
     ["networking/mptcp-sysctl.rst.txt"], "value"),
    ("k16-guest-halt-poll-ns",
     "in our KVM guests the haltpoll governor is active; how long, in nanoseconds, may a vCPU poll before halting by default?",
     "Default: 200000",
     ["virt/guest-halt-polling.rst.txt"], "value"),
    ("k16-xfssyncd-centisecs",
     "what is the default interval at which XFS flushes metadata and cleans its caches, fs.xfs.xfssyncd_centisecs?",
     "default: 3000",
     ["admin-guide/xfs.rst.txt"], "value"),
    ("k16-nr-trim-pages",
     "on our nommu microcontroller board, what is vm.nr_trim_pages set to out of the box?",
     "The default value is 1",
     ["admin-guide/sysctl/vm.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k16-wq-mem-reclaim",
     "a reviewer asked me to add WQ_MEM_RECLAIM to my block driver's workqueue; what does that flag guarantee?",
     "at least one execution context regardless of memory pressure",
     ["core-api/workqueue.rst.txt"], "reason"),
    ("k16-typedef-structs",
     "why did review ask me to drop the typedef for my driver's state struct and just write struct foo_state?",
     "to use typedef for structures and pointers",
     ["process/coding-style.rst.txt"], "reason"),
    ("k16-error-code-vs-boolean",
     "why is the coding style so fussy about whether my function returns -EXXX or a true/false value?",
     "fertile source of difficult-to-find bugs",
     ["process/coding-style.rst.txt"], "reason"),
    ("k16-noinit-itable",
     "why would anyone mount ext4 with noinit_itable?",
     "install process can complete as quickly as possible",
     ["admin-guide/ext4.rst.txt"], "reason"),
    ("k16-panic-on-rcu-stall",
     "why would I want the test machine to panic as soon as an RCU stall is reported?",
     "define the root cause of RCU stalls using a vmcore",
     ["admin-guide/sysctl/kernel.rst.txt"], "reason"),
    ("k16-metacopy-untrusted",
     "our container images come from outside the lab; why shouldn't we mount their overlays with metacopy=on?",
     "an attacker can create a handcrafted file",
     ["filesystems/overlayfs.rst.txt"], "reason"),
    ("k16-guest-halt-polling-benefit",
     "what does polling inside the guest before halting buy us over host-side polling?",
     "the VM-exit cost can be avoided",
     ["virt/guest-halt-polling.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k16-nokaslr-gdb",
     "gdb attached to the QEMU guest resolves kernel symbols to the wrong addresses; what do I add to the guest kernel's command line?",
     "nokaslr",
     ["dev-tools/gdb-kernel-debugging.rst.txt", "dev-tools/kgdb.rst.txt",
      "translations/zh_CN/dev-tools/gdb-kernel-debugging.rst.txt"], "procedure"),
    ("k16-thin-create-snap",
     "before the risky software update I want an internal snapshot of the thin volume on our dm-thin pool; which message do I send to the pool?",
     "create_snap",
     ["admin-guide/device-mapper/thin-provisioning.rst.txt"], "procedure"),
    ("k16-ndctl-btt",
     "how do I put a BTT with 4k sectors on top of our persistent memory namespace?",
     "ndctl create-namespace -f -e namespace0.0 -m sector -l 4k",
     ["driver-api/nvdimm/btt.rst.txt"], "procedure"),
    ("k16-devlink-reload",
     "after changing a devlink parameter of the NIC that only takes effect on driver re-initialization, how do I trigger that?",
     "devlink dev reload",
     ["networking/devlink/devlink-reload.rst.txt",
      "networking/device_drivers/ethernet/mellanox/mlx5.rst.txt"], "procedure"),
    ("k16-xfs-io-dax",
     "on the pmem-backed XFS I want every new file under /data/fast to use DAX; how do I set the flag on the directory?",
     "xfs_io -c 'chattr +x'",
     ["filesystems/dax.rst.txt"], "procedure"),
    ("k16-ip-dynaddr-enable",
     "the field station's dial-up link gets a new IP address each time, and the first connection attempts hang on the old source address; how do I turn on dynamic address rewriting?",
     "echo 1 > /proc/sys/net/ipv4/ip_dynaddr",
     ["networking/ip_dynaddr.rst.txt"], "procedure"),
    ("k16-cryptsetup-luks",
     "how do I create an encrypted dm-crypt device with a LUKS header on the new data disk?",
     "cryptsetup luksFormat",
     ["admin-guide/device-mapper/dm-crypt.rst.txt"], "procedure"),
    ("k16-efivarfs-chattr",
     "rm on a stale vendor variable under /sys/firmware/efi/efivars says 'Operation not permitted'; how do I get it deleted?",
     "chattr -i",
     ["filesystems/efivarfs.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k16-acronym-gem",
     "the DRM docs talk about GEM objects; what does GEM stand for?",
     "Graphics Execution Manager",
     ["gpu/drm-mm.rst.txt", "gpu/drm-internals.rst.txt"], "definition"),
    ("k16-acronym-tipc",
     "what is TIPC, one of the socket families under networking?",
     "Transparent Inter Process Communication",
     ["networking/tipc.rst.txt"], "definition"),
    ("k16-acronym-tdx",
     "the x86 docs have a page on TDX guests; what is TDX?",
     "Trust Domain Extensions",
     ["x86/tdx.rst.txt"], "definition"),
    ("k16-acronym-ntb",
     "we want two hosts to talk over PCIe through an NTB function on the endpoint board; what is an NTB?",
     "Non-Transparent Bridge",
     ["driver-api/ntb.rst.txt", "PCI/endpoint/pci-ntb-function.rst.txt", "PCI/endpoint/pci-ntb-howto.rst.txt",
      "PCI/endpoint/pci-vntb-howto.rst.txt", "PCI/endpoint/pci-endpoint-cfs.rst.txt",
      "driver-api/switchtec.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

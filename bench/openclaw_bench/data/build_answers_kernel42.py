"""Forty-second held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout42.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched with
grep, sed and a small phrase-finding script), as an engineer at a lab bench
would type or say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own boards,
devices, hosts and products (a capture server, measurement VMs, a field
gateway with a multipath uplink, an SRv6 edge router, a greenhouse 1-wire
bus of DS18B20 sensors, a PREEMPT_RT box, a frame-grabber driver, a POWER9
server, an EEG rig, a BPF LSM kiosk, a batman-adv sensor mesh, a RISC-V
board's boot loader, a NIC driver headed for netdev), named in the situation
while the question asks what the documentation does answer. Its facts come
mostly from pages that no earlier set cites or cites once
(``process/maintainer-netdev``, ``maintainer/configure-git``,
``riscv/boot-image-header``, ``core-api/dma-attributes``,
``locking/rt-mutex-design``, ``networking/statistics``, ``bpf/prog_lsm``,
``powerpc/imc``, ``sound/designs/procfile``, ``w1/slaves/w1_therm``,
``locking/lockstat``, ``usb/usbmon``, ``networking/tls``,
``networking/seg6-sysctl``, ``trace/timerlat-tracer``), plus a few so far
unasked entries of ``networking/ip-sysctl`` and ``networking/mptcp-sysctl``.
They are spread over shrinking the TCP receive window, answering RFC 8335
PROBE, skipping RTM_DELROUTE on device down, optimistic DAD, the MPTCP path
manager type, kTLS zero-copy sendfile, the SRv6 HMAC policy, bulk reads of
1-wire thermometers, the timerlat period, physically contiguous DMA
buffers; keeping Message-Ids with git am, releasing fadump memory, ALSA
xrun debugging, standard ethtool statistics groups, bpftool skeletons, the
batman-adv soft interface, capturing all USB buses, clearing and listing
lock statistics, recording trace-imc events; the SACK compression limit,
the metric of RA default routes, the PLPMTUD probe interval minimum, the
wait between netdev postings and their triage time, the RISC-V header's
version and magic2, the DS18B20 family code, EEPROM write endurance; why
not to touch patchwork state, why user-space patches go in separate
threads, why the patchwork bot is not a test service, why netdevsim is not
for out-of-tree tests, why TLS_RX_EXPECT_NO_PAD needs a trusted peer, why
skip CPU cache sync, why the RISC-V magic field was deprecated; RFC
prefixes for net-next, resending whole series, telling whether net-next
reopened, the minimum build test, measuring and storing 1-wire sensor
settings, enabling lock statistics, 802.1ad QinQ VLANs; and terms (reverse
xmas tree, PI chain, unbounded priority inversion, weak DMA ordering). It
takes no facts from the folders ``admin-guide``, ``driver-api``,
``filesystems``, ``hwmon``, ``i2c``, ``input``, ``block``, ``arm64``,
``x86`` and ``power`` (the other author of this round took those), and
avoids facts that those folders also state (each answer was grepped for in
them); no fact is taken from a translation alone. The most famous facts
were avoided, and so was every answer and every question topic of the
earlier answer sets (``answer_kernel_tune``, ``answer_kernel_heldout`` to
``answer_kernel_heldout40``, ``answer_pg_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose (answers
and question words were grepped against them, and each new answer against
the text of every page). The fortieth set's builder
(``build_answers_kernel40.py``) was read as the template for format and
rules; the sets written at the same time by the other author of round 41
were not seen. Nothing of the answer code, of its search or answer output,
of the appliance's documentation or tests, or of the benchmark results was
opened while writing it; no git command was used for it; the questions
were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer``
is the short phrase that carries the asked-for fact, copied as the page
writes it; ``relevant`` lists every page that states the fact with that
phrase, best first, leaving out index pages, passing uses and translations
that do not state the same fact.

Usage::

    python3 build_answers_kernel42.py > answer_kernel_heldout42.jsonl
    python3 validate_answers.py answer_kernel_heldout42.jsonl  # with a Python that has the appliance installed

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
    ("k42-tcp-shrink-window",
     "the capture server runs with tight socket memory and autotuning wants to shrink its receive buffers, but the TCP window we advertise never retracts; which sysctl lets the kernel shrink the receive window to stay within that memory limit?",
     "tcp_shrink_window",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k42-icmp-echo-enable-probe",
     "the network team wants to query the interface state of our lab hosts with RFC 8335 PROBE messages, but the hosts never answer; which sysctl makes the kernel respond to them?",
     "icmp_echo_enable_probe",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k42-skip-notify-on-dev-down",
     "our routing daemon gets a burst of RTM_DELROUTE messages for the IPv6 routes every time a test interface goes down, while IPv4 stays quiet; which sysctl makes IPv6 skip those messages too?",
     "skip_notify_on_dev_down",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k42-optimistic-dad",
     "the IPv6 addresses of the measurement VMs stay tentative for a while after boot and the first uploads fail; which per-interface sysctl turns on Optimistic Duplicate Address Detection?",
     "optimistic_dad",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k42-mptcp-pm-type",
     "for the multipath uplink test on the field gateway we want a daemon in user space, not the kernel, to decide which MPTCP subflows get opened; which MPTCP sysctl selects the userspace path manager?",
     "pm_type",
     ["networking/mptcp-sysctl.rst.txt"], "setting"),
    ("k42-tls-tx-zerocopy-ro",
     "the archive server sends read-only data files with sendfile() over kTLS with NIC offload, and I'd like them to go to the NIC without the in-kernel copy; which TLS socket option allows that?",
     "TLS_TX_ZEROCOPY_RO",
     ["networking/tls.rst.txt"], "setting"),
    ("k42-seg6-require-hmac",
     "the SRv6 edge router of the testbed should drop segment-routed packets that come in without an HMAC and validate the ones that carry one; which per-interface sysctl sets that policy?",
     "seg6_require_hmac",
     ["networking/seg6-sysctl.rst.txt"], "setting"),
    ("k42-w1-therm-bulk-read",
     "eight DS18B20 sensors hang on the greenhouse 1-wire bus and reading them one after another takes ages; which entry at the bus master level starts a temperature conversion on all of them at once?",
     "therm_bulk_read",
     ["w1/slaves/w1_therm.rst.txt"], "setting"),
    ("k42-timerlat-period-us",
     "with the timerlat tracer on the PREEMPT_RT box I want the measuring thread woken every 500 us; which file in the osnoise/ directory sets the period of the timerlat thread?",
     "timerlat_period_us",
     ["trace/timerlat-tracer.rst.txt"], "setting"),
    ("k42-dma-attr-force-contiguous",
     "our frame-grabber driver allocates its capture buffer with dma_alloc_attrs(), but the card needs that buffer contiguous in physical memory too, not just in its DMA address space; which DMA attribute forces that?",
     "DMA_ATTR_FORCE_CONTIGUOUS",
     ["core-api/dma-attributes.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k42-git-am-messageid",
     "as the maintainer of our lab's driver tree I want git am to keep each applied patch's Message-Id so a hook can turn it into a Link: tag; which git config command switches that on?",
     "git config am.messageid true",
     ["maintainer/configure-git.rst.txt", "translations/zh_CN/maintainer/configure-git.rst.txt"], "command"),
    ("k42-fadump-release-mem",
     "after the userspace tool on our POWER9 server has saved the firmware-assisted dump to disk, how do I give the memory reserved for the dump back to general use?",
     "echo 1 > /sys/kernel/fadump_release_mem",
     ["powerpc/firmware-assisted-dump.rst.txt"], "command"),
    ("k42-alsa-xrun-debug",
     "the EEG rig's playback on card0 drops out now and then, and I want the kernel to tell me when and where the xruns happen; which command turns xrun debugging on for that PCM?",
     "echo 5 > /proc/asound/card0/pcm0p/xrun_debug",
     ["sound/designs/procfile.rst.txt"], "command"),
    ("k42-ethtool-stats-groups",
     "I want the standard PHY, MAC, control and RMON counters of eth0 on the capture server instead of the driver's private statistics; which ethtool command prints those groups?",
     "ethtool -S eth0 --groups eth-phy eth-mac eth-ctrl rmon",
     ["networking/statistics.rst.txt"], "command"),
    ("k42-bpftool-gen-skeleton",
     "our BPF LSM program for the lab kiosk builds into my_prog.o and I don't want to write the loading code by hand; which bpftool command generates a skeleton header from it?",
     "bpftool gen skeleton my_prog.o > my_prog.skel.h",
     ["bpf/prog_lsm.rst.txt"], "command"),
    ("k42-batadv-soft-interface",
     "the sensor nodes in the field should form a batman-adv mesh; with which ip command do I create the batman-adv soft interface bat0?",
     "ip link add name bat0 type batadv",
     ["networking/batman-adv.rst.txt"], "command"),
    ("k42-usbmon-all-buses",
     "the USB DAQ boxes sit on different buses and I want one usbmon text capture of all of them in a file; what do I cat to get packets from every bus?",
     "cat /sys/kernel/debug/usb/usbmon/0u",
     ["usb/usbmon.rst.txt"], "command"),
    ("k42-lock-stat-clear",
     "before the next benchmark run of our lock-heavy capture driver I want the lock statistics to start from zero; which command clears them?",
     "echo 0 > /proc/lock_stat",
     ["locking/lockstat.rst.txt"], "command"),
    ("k42-lock-stat-top",
     "with lock statistics collected over the benchmark run, how do I list just the top contending locks?",
     "grep : /proc/lock_stat | head",
     ["locking/lockstat.rst.txt"], "command"),
    ("k42-trace-imc-record",
     "on the POWER9 analysis server I want to record our FFT program with the in-core trace-imc PMU event; which perf command does that?",
     "perf record -e trace_imc/trace_cycles/",
     ["powerpc/imc.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k42-tcp-comp-sack-nr",
     "the WAN emulator in the lab shows that our Linux hosts compress SACKs; at most how many SACKs can be compressed by default?",
     "Default : 44",
     ["networking/ip-sysctl.rst.txt"], "value"),
    ("k42-ra-defrtr-metric",
     "the lab hosts learn their IPv6 default route from router advertisements; which metric does that route get unless ra_defrtr_metric is changed?",
     "IP6_RT_PRIO_USER i.e. 1024",
     ["networking/ip-sysctl.rst.txt"], "value"),
    ("k42-sctp-plpmtud-interval-min",
     "I want SCTP path MTU probing (PLPMTUD) on the telemetry link; what is the smallest non-zero value plpmtud_probe_interval accepts?",
     "must be >= 5000",
     ["networking/ip-sysctl.rst.txt"], "value"),
    ("k42-netdev-repost-interval",
     "netdev reviewers commented on my series for our NIC driver this morning; how long should I wait before posting the revised version?",
     "at least 24 hours",
     ["process/maintainer-netdev.rst.txt"], "value"),
    ("k42-netdev-triage-time",
     "how soon are patches posted to netdev usually triaged?",
     "in less than 48h",
     ["process/maintainer-netdev.rst.txt"], "value"),
    ("k42-riscv-header-magic2",
     "our RISC-V board's boot loader should recognise a kernel Image by the magic2 field of its header; which value does that field hold?",
     "0x05435352",
     ["riscv/boot-image-header.rst.txt", "translations/zh_CN/riscv/boot-image-header.rst.txt"], "value"),
    ("k42-riscv-header-version",
     "which version number does the current RISC-V kernel boot image header carry?",
     "The current version is defined as 0.2",
     ["riscv/boot-image-header.rst.txt"], "value"),
    ("k42-ds18b20-family-code",
     "a new probe on the greenhouse 1-wire bus should be a DS18B20, and I want to check its family code before trusting it; which family code does w1_therm list for that chip?",
     "W1_THERM_DS18B20 0x28",
     ["w1/slaves/w1_therm.rst.txt"], "value"),
    ("k42-w1-therm-eeprom-writes",
     "a cron job on the greenhouse controller stores the sensors' resolution to their EEPROM every night; about how many writes does that EEPROM take?",
     ">50k",
     ["w1/slaves/w1_therm.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k42-netdev-patchwork-state",
     "when I post v3 of my series to netdev, why shouldn't I set the older versions to superseded in patchwork myself?",
     "will only cause confusion",
     ["process/maintainer-netdev.rst.txt"], "reason"),
    ("k42-netdev-separate-threads",
     "our feature needs a kernel series and an iproute2 patch; why should they go to netdev as separate threads rather than one?",
     "it confuses patchwork",
     ["process/maintainer-netdev.rst.txt"], "reason"),
    ("k42-netdev-patchwork-bot",
     "building everything locally takes hours on my laptop; why can't I just post the patches and let the netdev patchwork bot check them?",
     "gets overloaded very easily",
     ["process/maintainer-netdev.rst.txt"], "reason"),
    ("k42-netdevsim-out-of-tree",
     "could we extend netdevsim for the out-of-tree tests of our switch driver, and why not?",
     "a test vehicle solely for upstream tests",
     ["process/maintainer-netdev.rst.txt"], "reason"),
    ("k42-tls-no-pad-untrusted",
     "why should TLS_RX_EXPECT_NO_PAD be enabled only when the remote end is trusted?",
     "an attack vector to doubling the TLS processing cost",
     ["networking/tls.rst.txt"], "reason"),
    ("k42-dma-skip-cpu-sync-why",
     "our driver maps the same buffer for the FPGA and for the GPU one after the other; why pass DMA_ATTR_SKIP_CPU_SYNC on the second mapping?",
     "CPU cache synchronization might be a time consuming operation",
     ["core-api/dma-attributes.rst.txt"], "reason"),
    ("k42-riscv-magic-deprecated",
     "our boot loader checks the \"magic\" field of the RISC-V Image header; why is that field deprecated in favour of magic2?",
     "matching up with the ARM64 header",
     ["riscv/boot-image-header.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k42-netdev-rfc-prefix",
     "net-next is closed for the merge window but I'd like review of our driver's new feature anyway; how do I mark the series when I format it?",
     "--subject-prefix='RFC net-next'",
     ["process/maintainer-netdev.rst.txt"], "procedure"),
    ("k42-netdev-resend-series",
     "after review I changed only two patches of my eight-patch netdev series; do I resend just those two?",
     "resend the entire patch series",
     ["process/maintainer-netdev.rst.txt"], "procedure"),
    ("k42-netdev-reopened",
     "I'm not subscribed to netdev; how can I tell whether net-next has re-opened after the merge window?",
     "for any new networking-related commits",
     ["process/maintainer-netdev.rst.txt"], "procedure"),
    ("k42-netdev-build-test",
     "what build testing must our NIC driver patches survive at the very minimum before I submit them to netdev?",
     "build with ``W=1`` set",
     ["process/maintainer-netdev.rst.txt"], "procedure"),
    ("k42-w1-conv-time-auto",
     "some of our cheap DS18B20 clones need longer to convert than the datasheet says; how do I make the w1_therm driver measure and set the conversion time itself?",
     "writing ``1`` to ``conv_time``",
     ["w1/slaves/w1_therm.rst.txt"], "procedure"),
    ("k42-w1-store-resolution",
     "I set the greenhouse sensors to 10-bit resolution, but after a power cycle they are back at the old value; how do I store the current resolution in the sensor?",
     "write ``0`` to ``w1_slave``",
     ["w1/slaves/w1_therm.rst.txt"], "procedure"),
    ("k42-lock-stat-enable",
     "the kernel of the test box is built with CONFIG_LOCK_STAT; how do I start collecting lock statistics?",
     "echo 1 >/proc/sys/kernel/lock_stat",
     ["locking/lockstat.rst.txt"], "procedure"),
    ("k42-qinq-outer-vlan",
     "the campus network hands the lab VLANs to us double-tagged; how do I create the outer 802.1ad VLAN 24 on eth0?",
     "ip link add link eth0 eth0.24 type vlan proto 802.1ad id 24",
     ["networking/device_drivers/ethernet/intel/iavf.rst.txt",
      "networking/device_drivers/ethernet/intel/ice.rst.txt",
      "networking/device_drivers/ethernet/intel/i40e.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k42-what-reverse-xmas-tree",
     "a netdev reviewer asked me to put the local variables of our driver function in \"reverse xmas tree\" order; what does that mean?",
     "Order the variable declaration lines longest to shortest",
     ["process/maintainer-netdev.rst.txt"], "definition"),
    ("k42-what-pi-chain",
     "what is a PI chain in the rt-mutex design?",
     "an ordered series of locks and processes",
     ["locking/rt-mutex-design.rst.txt"], "definition"),
    ("k42-what-unbounded-priority-inversion",
     "what exactly is unbounded priority inversion, which our real-time data logger keeps running into?",
     "for an undetermined amount of time",
     ["locking/rt-mutex-design.rst.txt"], "definition"),
    ("k42-what-weak-ordering",
     "what does DMA_ATTR_WEAK_ORDERING allow for a mapping?",
     "reads and writes may pass each other",
     ["core-api/dma-attributes.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

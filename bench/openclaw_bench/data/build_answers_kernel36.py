"""Thirty-sixth held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout36.jsonl`` (72 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched with
grep, sed and a small phrase-finding script), as an engineer at a lab bench
would type or say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own boards,
devices, hosts and products (an MPTCP uplink over LTE, a Linux firewall and
capture gateway, an SRv6 test bed, a Keepalived/IPVS director, trace-cmd, a
ConnectX card, a shared Broadcom NIC, a libcamera-style pipeline on an
i.MX8 board, a badge reader daemon, Ampere arm64 guests, a custom qdisc, an
HDMI switcher, an IR blaster on a Raspberry Pi, a USB radio stick, an old
TV capture card, an FM transmitter board, a Prometheus exporter, a USB
microscope camera, a Spectrum switch, a codec vendor, a dual-socket
analysis server) -- spread over stale MPTCP subflows, joins to the initial
address and port, conntrack picking up established connections, the
lifetime of IPv6 fragments, flowtable offload timeouts, netfilter hooks for
lightweight tunnels, liberal TCP window tracking, checksum verification in
conntrack, IPVS port reuse and quiescent templates, TGIDs, function names
at graph returns and graph tracing switched off below a function in
ftrace, the event EQ size and remote reset of devlink; allocating and
re-initializing media requests, polling for NFC targets, listing kfuncs in
a BTF set, migrating another process's pages, the stolen-time IPA of arm64
KVM, dumping qdisc statistics, allocating a hash transform, CEC logical
addresses, LIRC features, tuner frequency bands, debug chip information, a
V4L2 modulator, parameterized KUnit cases, creating extra V4L2 buffers; the
EDID block size, GRE stream and unacknowledged TCP timeouts of conntrack,
its IPv6 reassembly memory, the IPVS memory threshold and drop rate, a
request without a buffer, a rejected setsockopt, the delimiter and memory
unit of DRM fdinfo, the steps of continuous frame sizes, the share of
lockless code, the usable bytes of the stolen-time structure; extern
linkage of kfunc wrappers, fixed exception traps, why the Request API,
enlarging optlen in getsockopt hooks, the intent of page migration, KUnit
naming, lightweight PI futexes, the barrier of nulls lists, $X in Kconfig,
locks in RT applications, the span of the top scheduling domain; size
annotations and NULL returns of kfuncs, the Kconfig default of KUnit tests,
simply expanded Kconfig variables, counting EDID blocks, raw NFC sockets,
polling V4L2 events only, KUnit subsystem names, refusing remote resets,
the periodic load-balance trigger, overlapping scheduling groups, skipping
the kernel's setsockopt handling; and terms (kfunc, anonymous address
space, active_mm, the trap action, test suite, per-frame controls). It
takes no facts from the folders ``admin-guide``, ``driver-api``,
``filesystems``, ``hwmon``, ``i2c``, ``input``, ``block``, ``arm64``,
``x86`` and ``power`` (the other author of this round took those), and
avoids facts that those folders also state; no fact is taken from a
translation alone. The most famous facts were avoided, and so was every
answer and every question topic of the earlier answer sets
(``answer_kernel_tune``, ``answer_kernel_heldout`` to
``answer_kernel_heldout34``, ``answer_pg_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose (answers,
question words and the pages named in ``relevant`` were also grepped
against them, and each new answer against the text of every page); 47 of
the 72 facts come only from pages no earlier set had named, 4 more from
such a page and a page named before, the others from pages the earlier
sets named for different facts. The thirty-fourth set's builder
(``build_answers_kernel34.py``) was read as the template for format and
rules; the thirty-fifth set (``build_answers_kernel35.py``), written at the
same time by another author, was not seen. Nothing of the answer code, of
its search or answer output, of the appliance's documentation or tests, or
of the benchmark results was opened while writing it; no git command was
used for it; the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer`` is
the short phrase that carries the asked-for fact, copied as the page writes
it; ``relevant`` lists every page that states the fact with that phrase,
best first, leaving out index pages and passing uses; translations under
``translations/`` that state the same fact with the same phrase come after
the English pages (three of this set's facts, another process's page
migration, the periodic load-balance trigger and overlapping scheduling
groups, are also stated in a Chinese translation).

Usage::

    python3 build_answers_kernel36.py > answer_kernel_heldout36.jsonl
    python3 validate_answers.py answer_kernel_heldout36.jsonl  # with a Python that has the appliance installed

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
    ("kernel36-mptcp-stale-loss-cnt",
     "our MPTCP uplink on the field station bonds LTE and a flaky radio link, and I want the scheduler to give up on a silent subflow faster; which sysctl sets how many retransmission intervals without traffic mark a subflow stale?",
     "stale_loss_cnt",
     ["networking/mptcp-sysctl.rst.txt"], "setting"),
    ("kernel36-mptcp-join-initial-addr",
     "the load balancer in front of our MPTCP data collector can't take extra subflows to the address and port of the first connection; which sysctl stops peers from sending join requests there?",
     "allow_join_initial_addr_port",
     ["networking/mptcp-sysctl.rst.txt"], "setting"),
    ("kernel36-conntrack-tcp-loose",
     "after a reboot of our Linux firewall, conntrack picks up the already established TCP sessions of the instrument PCs mid-stream, and we'd rather it didn't; which sysctl disables that?",
     "nf_conntrack_tcp_loose",
     ["networking/nf_conntrack-sysctl.rst.txt"], "setting"),
    ("kernel36-conntrack-frag6-timeout",
     "the IPv6 fragments from our sensor uplink sit in conntrack's reassembly queue too long when one piece is lost; which sysctl sets how long an IPv6 fragment is kept in memory?",
     "nf_conntrack_frag6_timeout",
     ["networking/nf_conntrack-sysctl.rst.txt"], "setting"),
    ("kernel36-flowtable-tcp-timeout",
     "our nftables flowtable offloads the bulk transfers to the NAS, and idle offloaded TCP flows drop out too quickly; which sysctl controls that offload timeout for tcp?",
     "nf_flowtable_tcp_timeout",
     ["networking/nf_conntrack-sysctl.rst.txt"], "setting"),
    ("kernel36-nf-hooks-lwtunnel",
     "our firewall rules don't see packets on the lightweight tunnels of the SRv6 test bed; which sysctl turns on the netfilter hooks for lightweight tunnels?",
     "nf_hooks_lwtunnel",
     ["networking/nf_conntrack-sysctl.rst.txt"], "setting"),
    ("kernel36-conntrack-be-liberal",
     "a middlebox in front of the Windows acquisition PC sends odd out-of-window segments and conntrack marks them INVALID; which sysctl makes it mark only out-of-window RST segments as invalid?",
     "nf_conntrack_tcp_be_liberal",
     ["networking/nf_conntrack-sysctl.rst.txt"], "setting"),
    ("kernel36-ipvs-conn-reuse-mode",
     "our Keepalived/IPVS director sends a client that reuses its source port straight back to the same real server even after we drained it; which IPVS sysctl controls how connections detected on port reuse are handled?",
     "conn_reuse_mode",
     ["networking/ipvs-sysctl.rst.txt"], "setting"),
    ("kernel36-ipvs-expire-quiescent-template",
     "we set an analysis node's weight to 0 in IPVS, but persistent clients keep landing on it; which sysctl expires the persistence template when the destination server is quiescent?",
     "expire_quiescent_template",
     ["networking/ipvs-sysctl.rst.txt"], "setting"),
    ("kernel36-ftrace-record-tgid",
     "in our trace-cmd captures of the multithreaded acquisition app I want each thread mapped to its process's thread group ID; which ftrace option fills that TGID cache?",
     "record-tgid",
     ["trace/ftrace.rst.txt"], "setting"),
    ("kernel36-ftrace-funcgraph-tail",
     "the function_graph output of the DMA path only shows a bare closing brace at each return, and with interleaved CPUs I can't tell which function ended; which trace option adds the function name to the return event?",
     "funcgraph-tail",
     ["trace/ftrace.rst.txt"], "setting"),
    ("kernel36-ftrace-set-graph-notrace",
     "the function graph of our driver's ioctl path is swamped by everything printk calls underneath; which tracefs file stops graph tracing while inside a given function until it exits?",
     "set_graph_notrace",
     ["trace/ftrace.rst.txt"], "setting"),
    ("kernel36-conntrack-checksum",
     "on the capture gateway the NIC's checksum offload is off and verifying every incoming packet's checksum in conntrack costs CPU we need; which sysctl turns that verification off?",
     "nf_conntrack_checksum",
     ["networking/nf_conntrack-sysctl.rst.txt"], "setting"),
    ("kernel36-devlink-event-eq-size",
     "on the ConnectX card of the storage node I want to resize the EQ for asynchronous control events through devlink; which parameter is that?",
     "event_eq_size",
     ["networking/devlink/devlink-params.rst.txt", "networking/devlink/mlx5.rst.txt"], "setting"),
    ("kernel36-devlink-remote-dev-reset",
     "our Broadcom NIC is shared by two hosts in the chassis, and the other host must not be able to reset it under us; which devlink parameter controls device reset by a remote host?",
     "enable_remote_dev_reset",
     ["networking/devlink/devlink-params.rst.txt", "networking/devlink/bnxt.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("kernel36-media-ioc-request-alloc",
     "our libcamera-style pipeline on the i.MX8 board wants per-frame settings through the Request API; which ioctl on the media device node allocates a request?",
     "MEDIA_IOC_REQUEST_ALLOC",
     ["userspace-api/media/mediactl/media-ioc-request-alloc.rst.txt", "userspace-api/media/mediactl/request-api.rst.txt"], "command"),
    ("kernel36-media-request-ioc-reinit",
     "after a request completes, our stateless decoder app closes it and allocates a fresh one every frame; which ioctl re-initializes a completed request so it can be used again?",
     "MEDIA_REQUEST_IOC_REINIT",
     ["userspace-api/media/mediactl/media-request-ioc-reinit.rst.txt", "userspace-api/media/mediactl/request-api.rst.txt"], "command"),
    ("kernel36-nfc-cmd-start-poll",
     "our badge reader daemon talks to the NFC subsystem over generic netlink; which command sets up a device to poll for targets?",
     "NFC_CMD_START_POLL",
     ["networking/nfc.rst.txt"], "command"),
    ("kernel36-btf-id-flags",
     "I'm exposing two kernel functions of our out-of-tree driver as kfuncs and need to list them in the BTF set with their flags; which macro adds each function?",
     "BTF_ID_FLAGS",
     ["bpf/kfuncs.rst.txt"], "command"),
    ("kernel36-sys-migrate-pages",
     "our NUMA-aware job manager wants to move the pages of an already running analysis process from another process, not from inside it; which call does the page migration document name for that?",
     "sys_migrate_pages()",
     ["mm/page_migration.rst.txt", "translations/zh_CN/mm/page_migration.rst.txt"], "command"),
    ("kernel36-kvm-pvtime-ipa",
     "our VMM for the Ampere arm64 guests must tell KVM where the stolen-time structure of each vCPU lives in guest memory; which vCPU device attribute sets that base address?",
     "KVM_ARM_VCPU_PVTIME_IPA",
     ["virt/kvm/devices/vcpu.rst.txt"], "command"),
    ("kernel36-gnet-stats-start-copy",
     "our custom qdisc for the test bench has to dump its statistics in TCA_STATS2 format; which function starts the copy into the dump?",
     "gnet_stats_start_copy",
     ["networking/gen_stats.rst.txt"], "command"),
    ("kernel36-crypto-alloc-shash",
     "our kernel module must compute SHA-256 over firmware blobs with the synchronous hash API; which call allocates the shash transform, as in the code samples?",
     "crypto_alloc_shash",
     ["crypto/api-samples.rst.txt"], "command"),
    ("kernel36-cec-adap-g-log-addrs",
     "our HDMI switcher test script has to read which CEC logical addresses the adapter currently claims; which ioctl queries them?",
     "CEC_ADAP_G_LOG_ADDRS",
     ["userspace-api/media/cec/cec-ioc-adap-g-log-addrs.rst.txt"], "command"),
    ("kernel36-lirc-get-features",
     "before our IR blaster tool on the Raspberry Pi tries to send, it should check what the underlying LIRC hardware supports; which ioctl gets the device's features?",
     "LIRC_GET_FEATURES",
     ["userspace-api/media/rc/lirc-get-features.rst.txt"], "command"),
    ("kernel36-vidioc-enum-freq-bands",
     "our SDR capture tool wants to list the frequency bands the tuner of a USB radio stick supports; which ioctl enumerates them?",
     "VIDIOC_ENUM_FREQ_BANDS",
     ["userspace-api/media/v4l/vidioc-enum-freq-bands.rst.txt"], "command"),
    ("kernel36-vidioc-dbg-g-chip-info",
     "while debugging an old TV capture card I want to identify the chips on it before dumping their registers; which debug ioctl returns chip information?",
     "VIDIOC_DBG_G_CHIP_INFO",
     ["userspace-api/media/v4l/vidioc-dbg-g-chip-info.rst.txt"], "command"),
    ("kernel36-vidioc-g-modulator",
     "the FM transmitter on our demo board is a V4L2 radio device; which ioctl queries the attributes of its modulator?",
     "VIDIOC_G_MODULATOR",
     ["userspace-api/media/v4l/vidioc-g-modulator.rst.txt"], "command"),
    ("kernel36-kunit-case-param",
     "our KUnit test for the checksum helper should run once per entry of a table of inputs; which macro registers such a parameterized test case?",
     "KUNIT_CASE_PARAM",
     ["dev-tools/kunit/architecture.rst.txt", "dev-tools/kunit/usage.rst.txt"], "command"),
    ("kernel36-vidioc-create-bufs",
     "our capture app on the inspection camera needs extra buffers of a different size while streaming, more control than VIDIOC_REQBUFS gives; which ioctl creates them?",
     "VIDIOC_CREATE_BUFS",
     ["userspace-api/media/v4l/vidioc-create-bufs.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("kernel36-edid-block-size",
     "I read the EDID of the HDMI receiver on our capture board with VIDIOC_G_EDID; how big is one EDID block, to size my buffer?",
     "the size of one block is 128 bytes",
     ["userspace-api/media/v4l/vidioc-g-edid.rst.txt"], "value"),
    ("kernel36-gre-timeout-stream",
     "our GRE tunnel to the remote observatory is tracked by conntrack; once a GRE stream is detected, what timeout does it get by default?",
     "default 180",
     ["networking/nf_conntrack-sysctl.rst.txt"], "value"),
    ("kernel36-frag6-high-thresh",
     "how much memory may conntrack use by default to reassemble IPv6 fragments before it starts tossing packets?",
     "default 262144",
     ["networking/nf_conntrack-sysctl.rst.txt"], "value"),
    ("kernel36-ipvs-amemthresh",
     "the defense strategies of our IPVS director kick in below an available-memory threshold; what is amemthresh by default?",
     "default 1024",
     ["networking/ipvs-sysctl.rst.txt"], "value"),
    ("kernel36-tcp-timeout-unacknowledged",
     "conntrack on the gateway keeps TCP entries with unacknowledged data around; what is nf_conntrack_tcp_timeout_unacknowledged by default, in seconds?",
     "default 300",
     ["networking/nf_conntrack-sysctl.rst.txt"], "value"),
    ("kernel36-ipvs-am-droprate",
     "with IPVS drop_packet in always mode, what drop rate does am_droprate use by default?",
     "default 10",
     ["networking/ipvs-sysctl.rst.txt"], "value"),
    ("kernel36-request-no-buffer-errno",
     "our app queued a media request that only carried controls and no buffer; which error code comes back?",
     "ENOENT",
     ["userspace-api/media/mediactl/request-api.rst.txt", "userspace-api/media/mediactl/media-request-ioc-queue.rst.txt"], "value"),
    ("kernel36-sockopt-reject-errno",
     "our cgroup BPF setsockopt hook returns 0 for a forbidden option from the students' containers; which error does the application's setsockopt then get?",
     "EPERM",
     ["bpf/prog_cgroup_sockopt.rst.txt"], "value"),
    ("kernel36-drm-fdinfo-delimiter",
     "our Prometheus exporter parses the DRM fdinfo usage stats of the GPU nodes; which character delimits keys and values there?",
     "Colon character",
     ["gpu/drm-usage-stats.rst.txt"], "value"),
    ("kernel36-continuous-framesize-step",
     "VIDIOC_ENUM_FRAMESIZES on the USB microscope camera reports V4L2_FRMSIZE_TYPE_CONTINUOUS; what are step_width and step_height then?",
     "values are set to 1",
     ["userspace-api/media/v4l/vidioc-enum-framesizes.rst.txt"], "value"),
    ("kernel36-lockless-ratio",
     "the PI-futex document argues that lockless code is the exception in the kernel; what ratio of lockless to locky code for shared data structures does it give?",
     "between 1:10 and 1:100",
     ["locking/pi-futex.rst.txt"], "value"),
    ("kernel36-pvtime-guaranteed-bytes",
     "our arm64 VMM reserves memory for the stolen-time structure at the IPA KVM reports; how many bytes from that IPA are guaranteed to be usable?",
     "A total of 16 bytes",
     ["virt/kvm/arm/pvtime.rst.txt", "virt/kvm/api.rst.txt"], "value"),
    ("kernel36-drm-memory-unit",
     "the drm-memory keys in the GPU fdinfo carry no unit suffix in our dump; in which unit are they then?",
     "Default unit shall be bytes",
     ["gpu/drm-usage-stats.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("kernel36-why-kfunc-extern-linkage",
     "why must a wrapper kfunc in our driver have extern linkage, when nothing in the kernel calls it?",
     "prevents the compiler from optimizing away dead code",
     ["bpf/kfuncs.rst.txt"], "reason"),
    ("kernel36-why-exception-trap-fixed",
     "devlink refuses to change the action of the TTL-error exception trap on our Spectrum switch to drop; why is that not allowed?",
     "it can easily break the control plane",
     ["networking/devlink/devlink-trap.rst.txt"], "reason"),
    ("kernel36-why-request-api",
     "our codec vendor says per-frame settings without the Request API would need flushing the pipeline every frame; what does that mean for the buffer queues, according to the docs?",
     "only one buffer would be queued at a time",
     ["userspace-api/media/mediactl/request-api.rst.txt"], "reason"),
    ("kernel36-why-getsockopt-optlen",
     "our BPF getsockopt hook tries to return a bigger option than the application asked for, and it fails; what rule about optlen does it break?",
     "can not be increased beyond the user-supplied",
     ["bpf/prog_cgroup_sockopt.rst.txt"], "reason"),
    ("kernel36-why-page-migration",
     "what is the main intent of moving a process's pages between NUMA nodes while it runs, on our dual-socket analysis server?",
     "reduce the latency of memory accesses",
     ["mm/page_migration.rst.txt"], "reason"),
    ("kernel36-why-kunit-naming",
     "a colleague names his KUnit suites however he likes; what can go wrong if tests don't follow the naming guidelines?",
     "may break some tooling",
     ["dev-tools/kunit/style.rst.txt"], "reason"),
    ("kernel36-why-pi-futex-lightweight",
     "why does the kernel call PI futexes lightweight, in the uncontended case of our real-time control loop?",
     "involves no kernel work",
     ["locking/pi-futex.rst.txt"], "reason"),
    ("kernel36-why-nulls-lookup-barrier",
     "our lockless hash lookup over an RCU list with SLAB_TYPESAFE_BY_RCU objects can't use plain hlist_for_each_entry_rcu(); what does it need in addition?",
     "an additional memory barrier",
     ["RCU/rculist_nulls.rst.txt"], "reason"),
    ("kernel36-why-kconfig-dollar-x",
     "in our Kconfig fragment $X doesn't expand to the variable X; why?",
     "The parentheses are required even for single-letter variable names",
     ["kbuild/kconfig-macro-language.rst.txt"], "reason"),
    ("kernel36-why-rt-apps-use-locks",
     "why do critical RT applications like our motion controller usually protect shared data with locks instead of lockless algorithms, according to the PI-futex document?",
     "Lockless is hard",
     ["locking/pi-futex.rst.txt"], "reason"),
    ("kernel36-why-top-domain-spans-all",
     "why should the top scheduling domain of each CPU span all CPUs on our big NUMA box, even though it's not strictly required?",
     "some CPUs will never be given tasks to run",
     ["scheduler/sched-domains.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("kernel36-kfunc-size-annotation",
     "our kfunc takes a buffer pointer and its length as the next argument; how do I tell the verifier that the two form a memory and size pair?",
     "__sz",
     ["bpf/kfuncs.rst.txt"], "procedure"),
    ("kernel36-kfunc-ret-null",
     "our kfunc may return NULL when the task is gone, and BPF programs must be forced to check; which flag do I give it?",
     "KF_RET_NULL",
     ["bpf/kfuncs.rst.txt"], "procedure"),
    ("kernel36-kunit-kconfig-default",
     "what default should the Kconfig entry of our new KUnit test suite have, according to the style guide?",
     "default KUNIT_ALL_TESTS",
     ["dev-tools/kunit/style.rst.txt", "dev-tools/kunit/start.rst.txt"], "procedure"),
    ("kernel36-kconfig-simple-variable",
     "our Kconfig helper variable runs a slow $(shell ...) check every time it is referenced; how do I define it so the right-hand side is expanded once when the line is read?",
     ":= assignment operator",
     ["kbuild/kconfig-macro-language.rst.txt"], "procedure"),
    ("kernel36-edid-count-blocks",
     "how does our HDMI test tool find out how many EDID blocks the receiver has, without copying any data?",
     "are both set to 0",
     ["userspace-api/media/v4l/vidioc-g-edid.rst.txt"], "procedure"),
    ("kernel36-nfc-raw-socket",
     "our badge reader daemon needs raw communication with the NFC target; which protocol of the PF_NFC socket family performs that?",
     "NFC_SOCKPROTO_RAW",
     ["networking/nfc.rst.txt"], "procedure"),
    ("kernel36-poll-events-only",
     "our camera watchdog only wants V4L2 events from poll() and must not start streaming by accident; what should it set in events?",
     "POLLPRI",
     ["userspace-api/media/v4l/func-poll.rst.txt"], "procedure"),
    ("kernel36-kunit-subsystem-name",
     "our KUnit subsystem name has several components, like the driver family and the chip; how are they joined?",
     "separated by underscores",
     ["dev-tools/kunit/style.rst.txt"], "procedure"),
    ("kernel36-devlink-remote-reset-nack",
     "what does the device driver do with a reset attempt from the other host once we clear enable_remote_dev_reset on the shared NIC?",
     "will NACK any attempt of other host to reset the device",
     ["networking/devlink/devlink-params.rst.txt"], "procedure"),
    ("kernel36-sched-trigger-load-balance",
     "I'm reading the scheduler source for our latency study; which function, run periodically from scheduler_tick(), raises the softirq for rebalancing?",
     "trigger_load_balance",
     ["scheduler/sched-domains.rst.txt", "translations/zh_CN/scheduler/sched-domains.rst.txt"], "procedure"),
    ("kernel36-sched-overlap-flag",
     "on our 8-socket machine the CPU groups of a scheduling domain overlap; which flag is set on such a domain?",
     "SD_OVERLAP",
     ["scheduler/sched-domains.rst.txt", "translations/zh_CN/scheduler/sched-domains.rst.txt"], "procedure"),
    ("kernel36-sockopt-bypass-kernel",
     "our cgroup BPF setsockopt hook fully handles a custom option itself; what does it set optlen to so the kernel skips its own setsockopt handling?",
     "to -1, the control will be returned back to the userspace",
     ["bpf/prog_cgroup_sockopt.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("kernel36-what-kfunc",
     "the BPF docs keep mentioning kfuncs; what are they?",
     "functions in the Linux kernel which are exposed for use by BPF programs",
     ["bpf/kfuncs.rst.txt"], "definition"),
    ("kernel36-what-anonymous-address-space",
     "Linus's note on mm vs active_mm talks about anonymous address spaces; what is an anonymous address space?",
     "doesn't care about the user-level page tables at all",
     ["mm/active_mm.rst.txt"], "definition"),
    ("kernel36-what-active-mm",
     "what is tsk->active_mm in the task_struct?",
     "which shows what the currently active address space is",
     ["mm/active_mm.rst.txt"], "definition"),
    ("kernel36-what-trap-action",
     "devlink shows the action of a packet trap on our switch as trap; what does the trap action mean?",
     "The sole copy of the packet is sent to the CPU",
     ["networking/devlink/devlink-trap.rst.txt"], "definition"),
    ("kernel36-what-test-suite",
     "in KUnit terms, what is a test suite?",
     "a group of tests which test a related area of the kernel",
     ["dev-tools/kunit/style.rst.txt"], "definition"),
    ("kernel36-what-per-frame-controls",
     "the Request API page mentions per-frame controls for stateless codecs; what are they?",
     "controls to be applied to specific frames",
     ["userspace-api/media/mediactl/request-api.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

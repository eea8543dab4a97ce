"""Tenth held-out set of short-fact questions over the Linux kernel 6.1 docs.

Prints ``answer_kernel_heldout10.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names paths relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain ``.rst.txt`` files, searched
for phrases), as an engineer at a lab bench would type or say them -- mostly
a situation in everyday words ("on the new lab laptop 'echo mem >
/sys/power/state' only does suspend-to-idle..."), some in the documentation's
own terms -- spread over system sleep variants and suspend debugging, IPv4
and TCP sysctls (martian logging, metrics caching, autocorking, ICMP rate
limits, ip_forward), perf sampling limits, mount namespaces, BFQ, the
ondemand and CPUIdle governors, HD-audio power saving, uinput, hidraw, the
irqsoff tracer, test drivers (vivid, null_blk, i2c-stub), ntfs3, /proc files
(smaps_rollup, buddyinfo, per-process I/O counters), NAPI weights, network
device unregistration, dm-writecache, memory sections and memory offlining,
vmstat jitter, cgroup v2 I/O weights, trace clocks, RAM disks, FUSE mounts,
USB persist, overlayfs, hibernation warnings, the kprobes blacklist, hardware
random number generators, idle page tracking, gcov, hist triggers, the
function profiler, console rotation and acronyms (CPPC, IPMI, UBI, SMR). The
most famous facts were avoided, and so was every answer and every question
topic of the earlier answer sets (``answer_kernel_tune``,
``answer_kernel_heldout``, ``answer_kernel_heldout3`` to
``answer_kernel_heldout9``, ``answer_pg_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose; the ninth
set's builder (``build_answers_kernel9.py``) was read as the template for
format and rules. Nothing of the answer code, of its search or answer output,
or of the benchmark results was opened while writing it; the questions were
not run through the appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer`` is
the short phrase that carries the asked-for fact, copied as the page writes
it; ``relevant`` lists every page that states the fact with that phrase, best
first, leaving out index pages, lists of file names and passing uses;
translations under ``translations/`` that state the same fact with the same
phrase are listed after the English pages.

Usage::

    python3 build_answers_kernel10.py > answer_kernel_heldout10.jsonl
    python3 validate_answers.py answer_kernel_heldout10.jsonl  # with a Python that has the appliance installed

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
    ("k10-suspend-variant",
     "on the new lab laptop 'echo mem > /sys/power/state' only does suspend-to-idle and the battery is flat by morning; which file selects the suspend variant that 'mem' stands for, so I can pick deep?",
     "mem_sleep",
     ["admin-guide/pm/sleep-states.rst.txt"], "setting"),
    ("k10-martian-packets",
     "some device on the lab LAN sends packets with impossible source addresses; which IPv4 sysctl makes the kernel write such packets to the kernel log?",
     "log_martians",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k10-tcp-metrics-cache",
     "benchmarking transfers to the NAS, every new TCP connection starts out with what the kernel learned from the previous test run; which sysctl stops TCP from caching connection metrics when a connection closes?",
     "tcp_no_metrics_save",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k10-perf-sampling-throttle",
     "while we profile the analysis box, dmesg says perf interrupts took too long and the sample rate is being lowered; which sysctl sets how much CPU time perf sampling may use before the kernel throttles it?",
     "perf_cpu_time_max_percent",
     ["admin-guide/sysctl/kernel.rst.txt"], "setting"),
    ("k10-mount-namespace-limit",
     "our container test harness creates thousands of bind mounts and then mounting starts to fail; which fs sysctl caps how many mounts may exist in one mount namespace?",
     "mount-max",
     ["admin-guide/sysctl/fs.rst.txt"], "setting"),
    ("k10-bfq-throughput",
     "the data disk runs the BFQ scheduler, and for the nightly bulk copy I care only about throughput, not responsiveness; which BFQ tunable switches off its low-latency heuristics?",
     "low_latency",
     ["block/bfq-iosched.rst.txt"], "setting"),
    ("k10-ondemand-threshold",
     "with the ondemand governor, which tunable sets the CPU load, in percent, above which it jumps straight to the highest frequency?",
     "up_threshold",
     ["admin-guide/pm/cpufreq.rst.txt"], "setting"),
    ("k10-hda-power-save",
     "the speakers of the stimulus PC click every time playback starts after a pause; which snd-hda-intel module option sets the power-saving timeout behind that?",
     "power_save",
     ["sound/hd-audio/notes.rst.txt", "sound/designs/powersave.rst.txt", "sound/alsa-configuration.rst.txt"],
     "setting"),
    ("k10-tcp-autocork",
     "our control program does many small consecutive write() calls on a TCP socket, and the kernel seems to hold them back and merge them; which sysctl controls that automatic corking?",
     "tcp_autocorking",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k10-idle-governor-boot",
     "the acquisition PC should use a different CPU idle governor from the moment it boots; which kernel command line switch names the CPUIdle governor?",
     "cpuidle.governor=",
     ["admin-guide/pm/cpuidle.rst.txt", "driver-api/pm/cpuidle.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k10-virtual-keyboard",
     "our foot-switch program should inject key presses as if they came from a real keyboard; which kernel module lets a user-space process create a virtual input device?",
     "uinput",
     ["input/uinput.rst.txt"], "command"),
    ("k10-raw-hid-reports",
     "our home-made USB HID box needs its reports sent and received unmodified by a program, without writing a kernel driver; which driver gives raw access to HID devices?",
     "hidraw",
     ["hid/hidraw.rst.txt"], "command"),
    ("k10-irqs-off-tracer",
     "I suspect some driver keeps interrupts disabled for too long on the acquisition box; which ftrace tracer records the longest stretch with interrupts disabled?",
     "irqsoff",
     ["trace/ftrace.rst.txt"], "command"),
    ("k10-fake-camera",
     "I want to test our video capture program on a PC that has no camera attached; which kernel driver emulates video4linux capture hardware?",
     "vivid",
     ["admin-guide/media/vivid.rst.txt"], "command"),
    ("k10-fake-block-device",
     "to benchmark the block layer itself, without any disk underneath, which driver provides a block device that just completes every request?",
     "null_blk",
     ["block/null_blk.rst.txt"], "command"),
    ("k10-fake-i2c-chip",
     "I want to try our i2c-tools scripts on a PC without the sensor board; which module is a fake I2C/SMBus driver that emulates chips at the addresses I give it?",
     "i2c-stub",
     ["i2c/i2c-stub.rst.txt"], "command"),
    ("k10-ntfs-readwrite",
     "the microscope vendor hands over data on NTFS-formatted USB disks that we also need to write to; which in-kernel filesystem driver offers full NTFS read-write support?",
     "ntfs3",
     ["filesystems/ntfs3.rst.txt"], "command"),
    ("k10-smaps-summary",
     "to total Rss and Pss over all mappings of our analysis process I parse the whole of /proc/PID/smaps; which file gives the accumulated values directly?",
     "smaps_rollup",
     ["filesystems/proc.rst.txt"], "command"),
    ("k10-free-block-orders",
     "after weeks of uptime an old driver's large allocations fail although plenty of memory is free; which /proc file shows how many free chunks of each order are left per zone?",
     "buddyinfo",
     ["filesystems/proc.rst.txt"], "command"),
    ("k10-disk-bytes-per-process",
     "which field of /proc/PID/io counts the bytes our logger really caused to be fetched from the storage layer, rather than everything it passed to read()?",
     "read_bytes",
     ["filesystems/proc.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k10-napi-weight",
     "by default, how many packets may the kernel handle on one NAPI poll of an interface, the per-CPU dev_weight?",
     "Default: 64",
     ["admin-guide/sysctl/net.rst.txt"], "value"),
    ("k10-unregister-warning",
     "when we pull the USB network adapter while something still holds the device, the kernel warns that it is waiting for the refcount to drop; after how many seconds does it issue that warning by default?",
     "Default value is 10",
     ["admin-guide/sysctl/net.rst.txt"], "value"),
    ("k10-writecache-watermark",
     "with dm-writecache in front of the slow archive disk, at what high_watermark, in percent of used cache blocks, does writeback start by default?",
     "default: 50",
     ["admin-guide/device-mapper/writecache.rst.txt"], "value"),
    ("k10-icmp-spacing",
     "by default, what minimal gap in milliseconds does the kernel keep between rate-limited ICMP replies to one target, the icmp_ratelimit value?",
     "Default: 1000",
     ["networking/ip-sysctl.rst.txt"], "value"),
    ("k10-memory-section-size",
     "on our x86_64 server, how large is a memory section, the unit memory hotplug builds its memory blocks from?",
     "x86_64 uses 128 MiB",
     ["admin-guide/mm/memory-hotplug.rst.txt"], "value"),
    ("k10-vmstat-interval",
     "on the CPU we isolated for the real-time loop, vmstat_update still runs regularly and causes jitter; how often does it run by default?",
     "an interval of one second",
     ["admin-guide/kernel-per-CPU-kthreads.rst.txt"], "value"),
    ("k10-io-weight-default",
     "in cgroup v2, which io.weight does a group have unless somebody changes it?",
     "default 100",
     ["admin-guide/cgroup-v2.rst.txt"], "value"),
    ("k10-trace-clock-default",
     "the event timestamps in my ftrace output disagree slightly between CPUs; which clock does ftrace use for them by default?",
     "uses the \"local\" clock",
     ["trace/ftrace.rst.txt"], "value"),
    ("k10-ramdisk-count",
     "how many /dev/ram RAM disks does the RAM disk driver support by default?",
     "up to 16 RAM disks by default",
     ["admin-guide/blockdev/ramdisk.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k10-ip-forward-reset",
     "right after we switched on ip_forward on the lab gateway, several IPv4 settings we had tuned were back at their defaults; why?",
     "its change resets all configuration parameters to their default state",
     ["networking/ip-sysctl.rst.txt"], "reason"),
    ("k10-fuse-other-users",
     "a student's sshfs mount can't be read by anyone else, not even root's backup job; why does FUSE keep other users' processes out of such a mount by default?",
     "record the exact sequence and timing of operations performed",
     ["filesystems/fuse.rst.txt"], "reason"),
    ("k10-offline-memory-fails",
     "writing offline to the state file of a memory block fails on our test server; why can offlining memory fail unless it is managed by ZONE_MOVABLE?",
     "most kernel allocations, such as page tables, are unmovable",
     ["admin-guide/mm/memory-hotplug.rst.txt"], "reason"),
    ("k10-usb-persist-card-swap",
     "the data logger keeps its USB card reader across suspend with USB persist; why must nobody swap the memory card in that reader while the logger is asleep?",
     "the kernel will have no way to know you did it",
     ["driver-api/usb/persist.rst.txt"], "reason"),
    ("k10-overlay-lower-change",
     "our test containers run on overlayfs, and a script updated files in the lower directory while the overlay was mounted; why is that not allowed?",
     "the behavior of the overlay is undefined",
     ["filesystems/overlayfs.rst.txt"], "reason"),
    ("k10-hibernate-disk-touch",
     "the rig is hibernated to its swap partition; why mustn't I boot a rescue stick and fix files on its disks before it resumes?",
     "kiss your data goodbye",
     ["power/swsusp.rst.txt"], "reason"),
    ("k10-kprobe-refused",
     "registering a kprobe on one of the kernel's low-level functions is rejected although the symbol exists; why does kprobes refuse to probe some functions?",
     "can cause a recursive trap",
     ["trace/kprobes.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k10-suspend-dry-run",
     "hibernation hangs on one test machine, and I want to run the suspend code in a test mode, step by step, without really powering down; which file selects the test mode?",
     "/sys/power/pm_test",
     ["power/basic-pm-debugging.rst.txt"], "procedure"),
    ("k10-hwrng-switch",
     "the board has both a TPM and a CPU random number generator; how do I choose which one feeds /dev/hwrng?",
     "rng_current",
     ["admin-guide/hw_random.rst.txt"], "procedure"),
    ("k10-idle-page-tracking",
     "I want to find out which pages of our analysis process were not touched during a test run; which file do I use to mark pages idle and read their idle bits back?",
     "/sys/kernel/mm/page_idle/bitmap",
     ["admin-guide/mm/idle_page_tracking.rst.txt"], "procedure"),
    ("k10-gcov-reset",
     "before each test run I want the kernel's gcov coverage counters set back to zero; which file do I write to?",
     "/sys/kernel/debug/gcov/reset",
     ["dev-tools/gcov.rst.txt", "dev-tools/kunit/running_tips.rst.txt", "translations/zh_CN/dev-tools/gcov.rst.txt"],
     "procedure"),
    ("k10-hist-trigger",
     "I want a count of sched_waking events per pid without writing any script; what do I write into that event's trigger file?",
     "hist:keys",
     ["trace/histogram.rst.txt", "trace/histogram-design.rst.txt"], "procedure"),
    ("k10-function-profile",
     "I'd like per-function hit counts and times for the kernel functions our driver ends up calling, without reading a full trace; which tracefs file switches the function profiler on?",
     "function_profile_enabled",
     ["trace/ftrace.rst.txt"], "procedure"),
    ("k10-console-through-suspend",
     "the test PC hangs somewhere in suspend and the screen goes dark first; which boot parameter keeps the serial console logging during suspend so I can see the last messages?",
     "no_console_suspend",
     ["power/basic-pm-debugging.rst.txt"], "procedure"),
    ("k10-rotate-console-now",
     "the text console on the status monitor we just mounted in portrait should be turned 90 degrees right away, without a reboot; where do I write the rotation?",
     "/sys/class/graphics/fbcon",
     ["fb/fbcon.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k10-cppc-meaning",
     "the amd-pstate driver on our new workstation is said to build on CPPC; what does CPPC stand for?",
     "Collaborative Processor Performance Control",
     ["admin-guide/acpi/cppc_sysfs.rst.txt", "admin-guide/pm/amd-pstate.rst.txt"], "definition"),
    ("k10-ipmi-meaning",
     "the rack server's BMC is reached from Linux through IPMI; what is IPMI?",
     "Intelligent Platform Management Interface",
     ["driver-api/ipmi.rst.txt"], "definition"),
    ("k10-ubi-meaning",
     "the data logger's flash is formatted with UBIFS on top of UBI; what does UBI stand for?",
     "Unsorted Block Images",
     ["filesystems/ubifs.rst.txt", "filesystems/ubifs-authentication.rst.txt"], "definition"),
    ("k10-smr-meaning",
     "the big archive drive we bought turns out to be an SMR disk, which zonefs supports; what does SMR stand for?",
     "Shingled Magnetic Recording",
     ["filesystems/zonefs.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

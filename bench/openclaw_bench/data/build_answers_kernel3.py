"""Third held-out set of short-fact questions over the Linux kernel 6.1 docs.

Prints ``answer_kernel_heldout3.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names paths relative to ``_sources``.

How it was written (blind): the questions were written from reading the kernel
documentation sources themselves (plain ``.rst.txt`` files, searched with
grep), as an engineer at a lab bench would type or say them -- mostly a
situation in everyday words ("a student's script fork-bombed the build
server..."), some in the documentation's own terms -- spread over sysctl
files, sysfs and procfs files, boot parameters, cgroups, memory management,
scheduling, tracing and debugging, filesystems, networking, security modules,
power management, kernel development APIs and the development process. The
most famous facts were avoided. Nothing of the answer code, of its search or
answer output, of the other answer sets or their builders (except
``build_answers_pg2.py``, read as the template for format and rules), or of the
benchmark results was opened while writing it; the questions were not run
through the appliance.

Relevance rules (as in ``build_answers_pg2.py``):

* ``answer`` is the short phrase that carries the asked-for fact (a sysctl,
  file, parameter or function name, a command, a value with its unit, a
  few-word reason), copied as it appears in the page text; a correct answer
  must contain it (case-insensitive, whitespace collapsed). It is never just
  the question's words.
* ``relevant`` lists every page that states the fact *with that phrase*, best
  first. Index pages, lists of file names (the table of contents of a sysctl
  page, a feature list), and pages where the phrase occurs only in passing (an
  unrelated example, another subsystem's use of the same name) are left out.
  Translations under ``translations/`` that state the same fact with the same
  phrase are listed after the English pages. A page that states the same fact
  in other words cannot be listed, because the phrase must occur in each
  listed page.
* ``kind``: ``setting`` (a sysctl, boot or module parameter, or control file
  to set), ``command`` (a program, script, make target or kernel function),
  ``value`` (a number with its unit: a default, a limit, a threshold),
  ``reason`` (why something is so), ``procedure`` (the step, file or
  parameter that makes something happen), ``definition`` (what a term means).

Usage::

    python3 build_answers_kernel3.py > answer_kernel_heldout3.jsonl
    python3 validate_answers.py answer_kernel_heldout3.jsonl  # with a Python that has the appliance installed

The validator must exit 0 (as for ``build_answers_pg2.py``). A held-out set: score it once.
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
    ("k3-oom-kill-trigger",
     "when memory runs out I'd rather the kernel just kill the process that asked for the memory instead of scanning for the biggest hog, which sysctl does that?",
     "oom_kill_allocating_task",
     ["admin-guide/sysctl/vm.rst.txt"], "setting"),
    ("k3-dmesg-restrict",
     "students on the shared lab box can read the whole kernel log with dmesg; which sysctl stops unprivileged users from doing that?",
     "dmesg_restrict",
     ["admin-guide/sysctl/kernel.rst.txt"], "setting"),
    ("k3-ephemeral-ports",
     "our load generator runs out of local ports for outgoing TCP connections, which sysctl sets the range of ports the kernel picks from?",
     "ip_local_port_range",
     ["networking/ip-sysctl.rst.txt"], "setting"),
    ("k3-perf-unprivileged",
     "perf refuses to profile as a normal user and complains about permissions, which sysctl controls what unprivileged users may do with perf events?",
     "perf_event_paranoid",
     ["admin-guide/perf-security.rst.txt", "admin-guide/sysctl/kernel.rst.txt"], "setting"),
    ("k3-hung-task-timeout",
     "I want a warning in the log when a task has been stuck in D state for more than a given number of seconds, which sysctl sets that time?",
     "hung_task_timeout_secs",
     ["admin-guide/sysctl/kernel.rst.txt"], "setting"),
    ("k3-fork-bomb-limit",
     "a student's script fork-bombed the build server; which cgroup file caps how many processes a group may have?",
     "pids.max",
     ["admin-guide/cgroup-v2.rst.txt", "admin-guide/cgroup-v1/pids.rst.txt"], "setting"),
    ("k3-dirty-age",
     "how old does dirty data in the page cache have to be before the flusher threads write it out, and which sysctl sets that age?",
     "dirty_expire_centisecs",
     ["admin-guide/sysctl/vm.rst.txt", "admin-guide/laptops/laptop-mode.rst.txt", "admin-guide/ext4.rst.txt"],
     "setting"),
    ("k3-ptrace-attach",
     "gdb can't attach to my own running program on Ubuntu even though it's the same user; which Yama sysctl restricts ptrace like that?",
     "ptrace_scope",
     ["admin-guide/LSM/Yama.rst.txt"], "setting"),
    ("k3-tickless-cpus",
     "which boot parameter turns off the periodic scheduler tick on the CPUs that run my measurement loop?",
     "nohz_full",
     ["timers/no_hz.rst.txt", "admin-guide/kernel-per-CPU-kthreads.rst.txt"], "setting"),
    ("k3-usb-autosuspend-boot",
     "my USB instruments get autosuspended after a couple of seconds idle; usbcore is built in, what goes on the kernel command line to change the default idle delay?",
     "usbcore.autosuspend",
     ["driver-api/usb/power-management.rst.txt", "driver-api/usb/usb3-debug-port.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k3-decode-oops",
     "I've got an oops backtrace full of addresses; which script in the kernel tree turns them into file names and line numbers?",
     "decode_stacktrace.sh",
     ["admin-guide/reporting-issues.rst.txt", "admin-guide/bug-hunting.rst.txt",
      "translations/zh_CN/admin-guide/reporting-issues.rst.txt", "translations/zh_CN/admin-guide/bug-hunting.rst.txt",
      "translations/zh_TW/admin-guide/reporting-issues.rst.txt", "translations/zh_TW/admin-guide/bug-hunting.rst.txt"],
     "command"),
    ("k3-config-from-lsmod",
     "building a test kernel takes forever; which make target creates a config with only the modules currently loaded on this machine?",
     "localmodconfig",
     ["admin-guide/README.rst.txt", "admin-guide/reporting-issues.rst.txt",
      "translations/zh_CN/admin-guide/README.rst.txt", "translations/zh_TW/admin-guide/README.rst.txt",
      "translations/zh_CN/admin-guide/reporting-issues.rst.txt", "translations/zh_TW/admin-guide/reporting-issues.rst.txt"],
     "command"),
    ("k3-managed-alloc",
     "in my driver's probe I want zeroed memory that gets freed automatically when the driver detaches, which allocation function is that?",
     "devm_kzalloc",
     ["driver-api/driver-model/devres.rst.txt"], "command"),
    ("k3-kmalloc-fallback",
     "my buffer might be too big for kmalloc; is there an allocator that tries kmalloc and falls back to vmalloc?",
     "kvmalloc",
     ["core-api/memory-allocation.rst.txt", "translations/zh_CN/core-api/memory-allocation.rst.txt"], "command"),
    ("k3-short-sleep",
     "my driver may sleep and needs to wait about 200 microseconds between register writes, which delay function should I use?",
     "usleep_range",
     ["timers/timers-howto.rst.txt", "dev-tools/checkpatch.rst.txt"], "command"),
    ("k3-run-sparse",
     "how do I run the sparse checker over the C files that get recompiled in a kernel build?",
     "make C=1",
     ["dev-tools/sparse.rst.txt", "translations/zh_CN/dev-tools/sparse.rst.txt"], "command"),
    ("k3-decode-taint",
     "/proc/sys/kernel/tainted says 4609, what script decodes that number into reasons?",
     "kernel-chktaint",
     ["admin-guide/tainted-kernels.rst.txt", "translations/zh_CN/admin-guide/tainted-kernels.rst.txt",
      "translations/zh_TW/admin-guide/tainted-kernels.rst.txt"], "command"),
    ("k3-filter-vmcore",
     "the kdump vmcore is as big as the RAM; which utility writes out a filtered dump with only the kernel data?",
     "makedumpfile",
     ["admin-guide/kdump/kdump.rst.txt"], "command"),
    ("k3-run-selftests",
     "what single make command builds and runs the kernel selftests?",
     "make kselftest",
     ["dev-tools/kselftest.rst.txt"], "command"),
    ("k3-sign-module",
     "Secure Boot rejects the out-of-tree module I built; which tool in the kernel source signs a module by hand?",
     "scripts/sign-file",
     ["admin-guide/module-signing.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k3-softlockup-time",
     "how long does the kernel have to loop in kernel mode without letting other tasks run before it counts as a soft lockup?",
     "more than 20 seconds",
     ["admin-guide/lockup-watchdogs.rst.txt"], "value"),
    ("k3-rcu-stall-time",
     "how long does RCU normally wait after a grace period starts before it prints a CPU stall warning?",
     "21 seconds",
     ["RCU/stallwarn.rst.txt"], "value"),
    ("k3-max-map-count",
     "our malloc debugger dies because it runs out of memory map areas; what's the default max_map_count?",
     "65530",
     ["admin-guide/sysctl/vm.rst.txt"], "value"),
    ("k3-rt-runtime-default",
     "by default how much of each one-second period may realtime tasks use before they're throttled?",
     "0.95s",
     ["scheduler/sched-rt-group.rst.txt"], "value"),
    ("k3-epoll-watch-cost",
     "roughly how much kernel memory does each epoll watch cost on a 64-bit machine?",
     "160 bytes",
     ["admin-guide/sysctl/fs.rst.txt"], "value"),
    ("k3-line-length",
     "what's the preferred maximum line length for kernel C code?",
     "80 columns",
     ["process/coding-style.rst.txt", "dev-tools/checkpatch.rst.txt"], "value"),
    ("k3-ext4-commit",
     "after a power cut, how many seconds of metadata changes can ext4 lose with the default commit interval?",
     "5 seconds",
     ["admin-guide/ext4.rst.txt"], "value"),
    ("k3-tcp-keepalive-default",
     "how long does an idle TCP connection wait by default before the kernel sends the first keepalive?",
     "2hours",
     ["networking/ip-sysctl.rst.txt"], "value"),
    ("k3-admin-reserve",
     "how much memory does the kernel hold back for root by default so an admin can still log in and kill a runaway process?",
     "min(3% of free pages, 8MB)",
     ["admin-guide/sysctl/vm.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k3-msleep-short",
     "why shouldn't I use msleep(2) when my driver needs a 2 millisecond delay?",
     "will often sleep longer",
     ["timers/timers-howto.rst.txt"], "reason"),
    ("k3-drop-caches-dirty",
     "I wrote 3 to drop_caches but a lot of cache is still there, why?",
     "will not free any dirty objects",
     ["admin-guide/sysctl/vm.rst.txt"], "reason"),
    ("k3-no-float",
     "why can't I just use floating point math inside my kernel module?",
     "FPU context is not saved",
     ["kernel-hacking/hacking.rst.txt"], "reason"),
    ("k3-no-bug-on",
     "why are new BUG_ON() calls for impossible conditions discouraged in kernel code?",
     "destabilize a system or entirely break it",
     ["process/deprecated.rst.txt"], "reason"),
    ("k3-volatile-harmful",
     "why do reviewers reject marking shared variables volatile in kernel code?",
     "suppress optimization",
     ["process/volatile-considered-harmful.rst.txt"], "reason"),
    ("k3-tainted-reports",
     "why do kernel developers often ignore bug reports from a tainted kernel?",
     "the event that got the kernel tainted",
     ["admin-guide/tainted-kernels.rst.txt"], "reason"),
    ("k3-eight-char-indent",
     "why does the kernel coding style insist on 8-character indentation?",
     "warning you when you're nesting your functions too deep",
     ["process/coding-style.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k3-enable-pr-debug",
     "how do I switch on the pr_debug messages of one driver source file at runtime without rebuilding?",
     "dynamic_debug/control",
     ["admin-guide/dynamic-debug-howto.rst.txt"], "procedure"),
    ("k3-enable-child-controller",
     "in cgroup v2, how do I make the memory and io controllers available to the child groups of my cgroup?",
     "cgroup.subtree_control",
     ["admin-guide/cgroup-v2.rst.txt"], "procedure"),
    ("k3-hibernate-now",
     "what do I write, and where, to hibernate the machine to disk from a shell?",
     "echo disk > /sys/power/state",
     ["power/swsusp.rst.txt", "power/basic-pm-debugging.rst.txt"], "procedure"),
    ("k3-kmemleak-scan",
     "with kmemleak enabled, how do I trigger a memory leak scan right now instead of waiting for the periodic one?",
     "echo scan > /sys/kernel/debug/kmemleak",
     ["dev-tools/kmemleak.rst.txt"], "procedure"),
    ("k3-reserve-kdump-memory",
     "setting up kdump: which boot parameter reserves the memory for the dump-capture kernel?",
     "crashkernel=",
     ["admin-guide/kdump/kdump.rst.txt"], "procedure"),
    ("k3-rearm-warn-once",
     "a WARN_ONCE fired during the first test run; how do I re-arm it so it prints again on the next run without rebooting?",
     "clear_warn_once",
     ["admin-guide/clearing-warn-once.rst.txt", "translations/zh_CN/admin-guide/clearing-warn-once.rst.txt",
      "translations/zh_TW/admin-guide/clearing-warn-once.rst.txt"], "procedure"),
    ("k3-find-regression",
     "my board worked with 6.0 and breaks with 6.1; how do I find the exact commit that broke it?",
     "git bisect",
     ["admin-guide/bug-bisect.rst.txt", "translations/zh_CN/admin-guide/bug-bisect.rst.txt",
      "translations/zh_TW/admin-guide/bug-bisect.rst.txt", "process/5.Posting.rst.txt",
      "translations/it_IT/process/5.Posting.rst.txt"], "procedure"),
    ("k3-cpu-offline",
     "how do I take CPU 4 offline at runtime from the shell?",
     "echo 0 > /sys/devices/system/cpu/cpu4/online",
     ["core-api/cpu_hotplug.rst.txt", "translations/zh_CN/core-api/cpu_hotplug.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k3-psi-meaning",
     "what is PSI, the stuff under /proc/pressure?",
     "pressure stall information",
     ["accounting/psi.rst.txt", "admin-guide/cgroup-v2.rst.txt"], "definition"),
    ("k3-damon-meaning",
     "what does DAMON stand for in the memory management docs?",
     "data access monitor",
     ["mm/damon/index.rst.txt", "admin-guide/mm/damon/index.rst.txt"], "definition"),
    ("k3-taint-o",
     "the oops line says 'Tainted: O', what does the O flag mean?",
     "externally-built",
     ["admin-guide/tainted-kernels.rst.txt", "admin-guide/sysctl/kernel.rst.txt",
      "translations/zh_CN/admin-guide/tainted-kernels.rst.txt", "translations/zh_TW/admin-guide/tainted-kernels.rst.txt"],
     "definition"),
    ("k3-kcsan-meaning",
     "what is KCSAN?",
     "kernel concurrency sanitizer",
     ["dev-tools/kcsan.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

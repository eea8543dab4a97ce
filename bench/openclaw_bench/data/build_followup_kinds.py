"""Builds followup_kinds_tune.jsonl and followup_kinds_heldout.jsonl: single second turns
of a conversation about the Linux 6.1 docs, each labelled with whether it can only be
understood with the previous turn.

Written as a person at the bench would ask, before the follow-up detector was changed
to be measured on them:

* self-contained (``needs_history: false``): a question that stands alone, in the forms
  that are easy to mistake for a follow-up: short definitions ("What is ftrace?"), a
  pronoun whose antecedent is in the same question ("My module won't load; how do I
  see why it failed?"), spoken openers ("So what is the difference between a spinlock
  and a mutex?"), "why" questions with their own subject;
* elliptical (``needs_history: true``): a turn that means nothing without the previous
  one ("is it on by default?", "and on arm64?").

Split: each group is sorted by id, shuffled with ``random.Random(SEED)`` and its first
ceil(n/2) rows go to the tuning half. SEED = 41017.

Run: python build_followup_kinds.py   (writes both JSONL files next to this script)
"""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEED = 41017

SELF_CONTAINED = {
    "oom-killer": "What does the OOM killer do when the machine runs out of memory?",
    "pin-task": "How do I tell the scheduler to keep a task on one CPU?",
    "why-rcu": "Why does the kernel use RCU instead of locks for read-mostly data?",
    "zswap": "What is zswap and when should I turn it on?",
    "which-module": "How do I find out which module a device is using?",
    "firmware-path": "Where do I put a firmware file so the driver can load it?",
    "iosched-change": "Can I change the I/O scheduler of a disk while it is mounted?",
    "usb-autosuspend": "Why is my USB device not autosuspending?",
    "thp-off": "How do I turn off transparent huge pages?",
    "max-files": "What is the maximum number of open files and how do I raise it?",
    "watchdog-reboot": "How does the watchdog reboot a hung machine?",
    "swappiness": "Which sysctl controls swappiness?",
    "rt-policy": "For a real-time task, which scheduling policy should I use?",
    "io-limit": "With cgroup v2, how do I limit a group's I/O bandwidth?",
    "kprobe-fail": "Why would a kprobe fail to register?",
    "crash-log": "How do I read the kernel log after a crash?",
    "hugepages": "What are huge pages and how do I reserve them?",
    "trace-syscalls": "Is there a way to trace every system call a process makes?",
    "devnode-perms": "How can I make a device node appear with the right permissions?",
    "dirty-pages": "What happens to dirty pages when memory runs low?",
    "so-spinlock": "So what is the difference between a spinlock and a mutex?",
    "dt-interrupt": "In a device tree, how do I describe an interrupt line?",
    "spectre-check": "How do I check whether my CPU is affected by Spectre?",
    "nice-value": "What does the nice value of a process change?",
    "module-params": "How do I load a module with parameters?",
    "slab-file": "Which file shows the memory used by slab caches?",
    "panic-vs-oops": "When does the kernel panic instead of oopsing?",
    "laptop-suspend": "My laptop won't suspend; how do I debug it?",
    "disk-slow": "The disk is slow; how can I see what is using it?",
    "driver-leak": "If a driver leaks memory, how do I find it?",
    "module-wont-load": "My module won't load, how do I see why it failed?",
    "affinity-ignored": "I set a CPU affinity mask but the task still moves; why does it ignore it?",
    "memory-barrier": "What is a memory barrier and why do drivers need them?",
    "irq-pin": "How do I pin an interrupt to a CPU and check that it stuck?",
    "what-ftrace": "What is ftrace?",
    "what-kdump": "What is kdump?",
    "what-lockdep": "What is lockdep?",
    "numa-balancing": "How does NUMA balancing work?",
    "explain-cgroups": "Explain cgroups.",
    "what-kasan": "What does KASAN find?",
    "why-tainted": "Why is my kernel tainted?",
    "define-softirq": "What is a softirq?",
    "zram-setup": "How do I set up zram as swap?",
    "bisect": "How do I bisect a regression between two releases?",
}

ELLIPTICAL = {
    "and-arm64": "and on arm64?",
    "usb-disk": "what about for a USB disk?",
    "turn-off": "how do I turn it off?",
    "why-that": "why is that?",
    "default-on": "is it on by default?",
    "whats-default": "what's the default?",
    "and-max": "and the maximum?",
    "runtime": "can I change it at runtime?",
    "where-file": "where is that file?",
    "permanent": "how do I make it permanent?",
    "cgroup-v1": "does that work on cgroup v1 too?",
    "undo": "and how do I undo that?",
    "faster": "which one is faster?",
    "flag-mean": "what does that flag mean?",
    "others": "what are the others?",
    "write-side": "how about the write side?",
    "sysctl-for-that": "is there a sysctl for that?",
    "and-rt": "and for a real-time task?",
    "why-not": "why not?",
    "example": "do you have an example of that?",
    "at-boot": "can I set it at boot?",
    "how-much-memory": "how much memory does it use?",
}


def split(group: dict[str, str], needs_history: bool, rng: random.Random) -> tuple[list[dict], list[dict]]:
    rows = [{"id": f"{'ell' if needs_history else 'self'}-{k}", "question": q, "needs_history": needs_history}
            for k, q in sorted(group.items())]
    rng.shuffle(rows)
    cut = math.ceil(len(rows) / 2)
    return rows[:cut], rows[cut:]


def main() -> None:
    rng = random.Random(SEED)
    tune: list[dict] = []
    heldout: list[dict] = []
    for group, needs in ((SELF_CONTAINED, False), (ELLIPTICAL, True)):
        t, h = split(group, needs, rng)
        tune += t
        heldout += h
    for name, rows in (("tune", tune), ("heldout", heldout)):
        with open(HERE / f"followup_kinds_{name}.jsonl", "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r) + "\n")


if __name__ == "__main__":
    main()

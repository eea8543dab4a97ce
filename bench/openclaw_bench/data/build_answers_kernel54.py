"""Fifty-fourth held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout54.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (parsed to plain text with a small
script and searched with grep and sed), as an engineer at a lab bench would
type or say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own boards,
devices, hosts and products (a frame grabber and its test jig, a
two-application capture PC, an analog camera input, a camera pipeline on a
media controller, an IR blaster, a watchdog on a custom board, a laptop
used as a field logger, a kiosk display, a GPU test board that hangs, a
sandboxed test harness, a Xen test host with IMA, a KUnit test suite, a
sensor driver with a lookup list, an RCU test box, a new platform port),
named in the situation while the question asks what the documentation
does answer. Its facts come only from folders other than admin-guide,
driver-api, filesystems, hwmon, i2c, input, block, arm64, x86 and power
(the other author of this round took those), from pages that no earlier
set cites: ``userspace-api/no_new_privs``,
``userspace-api/sysfs-platform_profile``,
``userspace-api/media/v4l/vidioc-g-priority``,
``userspace-api/media/v4l/vidioc-querystd``,
``userspace-api/media/v4l/vidioc-subscribe-event``,
``userspace-api/media/v4l/vidioc-dbg-g-register``,
``userspace-api/media/mediactl/media-ioc-setup-link``,
``userspace-api/media/rc/lirc-write``, ``watchdog/watchdog-kernel-api``,
``scheduler/completion``, ``core-api/kref``, ``core-api/genericirq``,
``locking/spinlocks``, ``livepatch/reliable-stacktrace``,
``mm/arch_pgtable_helpers``, ``mm/memory-model``, ``mm/balance``,
``RCU/Design/Data-Structures/Data-Structures``, ``PCI/acpi-info``,
``dev-tools/kunit/index``, ``fb/framebuffer``, ``gpu/msm-crash-dump``,
``crypto/api-intro``, ``security/tpm/xen-tpmfront``,
``process/3.Early-stage``, ``process/6.Followthrough`` and
``process/7.AdvancedTopics``; ``userspace-api/landlock``,
``userspace-api/media/v4l/vidioc-dbg-g-chip-info``,
``userspace-api/media/v4l/standard`` and
``userspace-api/media/v4l/vidioc-query-dv-timings`` only as further pages
that state the same phrase. They are spread over the debug register
ioctls' kernel option, the record access priority, the initial event on
subscription, a watchdog without a stop function, the platform profile
file, the reliable stack walk an architecture must provide, the boot-time
page table helper test, software interrupt resend, the sparse vmemmap
model, choosing the second framebuffer; setting no_new_privs, stopping a
watchdog on reboot, a completion on the stack, taking a kref in a lookup,
reusing merge resolutions, enabling a media link, sensing the video
standard, a framebuffer screenshot, get_maintainer.pl for a file, the
register debug utility; the release that brought no_new_privs, KUnit's
speed, the CPUs of a four-level RCU tree, the old balancing threshold, the
host bridge IDs, the delay of the mac80211 merge, the encoding of the MSM
crash dump, the block size for crypto scatterlists, the Xen release with
vTPM support; why the watchdog ops carry a module owner, why drivers don't
switch the standard themselves, why wait_for_completion() needs
interrupts on, why reader-writer locks can be slower, why seccomp filters
need no_new_privs, why _CRS beats static tables, why LIRC pulse data has an
odd length; upgrading a read lock, answering a review comment without a
code change, reviewing secret plans, checking the build for the unwinder,
adding a platform profile name, handing a kref to a thread, submitting a
new crypto algorithm, vTPM before the initrd; and terms (white-box
testing, _CRS, completions, crypto transforms). Facts that the same words
also state in an excluded folder were looked for with a whole-corpus
search (none of the answers below is stated there; a passing mention of
VIDIOC_QUERYSTD in admin-guide/media/vivid names an emulator control,
not the sensing ioctl). The most famous facts were avoided, and so was
every answer and every question topic of the earlier answer sets
(``answer_kernel_tune``, ``answer_kernel_heldout`` to
``answer_kernel_heldout52``, ``answer_pg_*``, ``answer_questions*``,
``answer_unanswerable_*``), whose builders were only grepped for
candidate words and answer phrases (the rtla osnoise top example, close
to an rtla osnoise hist question asked before, and the V4L user pointer
memory type, stated on seven pages, were left out). The fifty-second sets'
builders (``build_answers_kernel52.py``, ``build_answers_pg52.py``) and
``build_answers_unanswerable50.py`` were read as the template for format
and rules, together with ``validate_answers.py``; the sets written at the
same time by the other author of this round (the fifty-third sets and the
fifty-first unanswerable set) were not seen. Nothing of the answer code,
of its search or answer output, of the appliance's documentation or tests,
or of the benchmark results was opened while writing it; no git command
was used for it; the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages, passing uses and translations.

Usage::

    python3 build_answers_kernel54.py > answer_kernel_heldout54.jsonl
    python3 validate_answers.py answer_kernel_heldout54.jsonl  # with a Python that has the appliance installed

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
    ("kernel54-video-adv-debug",
     "I want to peek at the registers of the frame grabber's decoder chip with VIDIOC_DBG_G_REGISTER, but the ioctl is refused on our distribution kernel; which kernel option has to be enabled?",
     "CONFIG_VIDEO_ADV_DEBUG",
     ["userspace-api/media/v4l/vidioc-dbg-g-register.rst.txt",
      "userspace-api/media/v4l/vidioc-dbg-g-chip-info.rst.txt"], "setting"),
    ("kernel54-v4l2-priority-record",
     "on the capture PC the recorder must not be disturbed when someone opens the same device in a viewer and fiddles with the controls; which access priority should the recorder request so no other file descriptor can change the device properties?",
     "V4L2_PRIORITY_RECORD",
     ["userspace-api/media/v4l/vidioc-g-priority.rst.txt"], "setting"),
    ("kernel54-event-send-initial",
     "our control panel subscribes to V4L2_EVENT_CTRL for the exposure control and wants to learn the current value right away instead of waiting for the first change; which subscription flag asks for that?",
     "V4L2_EVENT_SUB_FL_SEND_INITIAL",
     ["userspace-api/media/v4l/vidioc-subscribe-event.rst.txt"], "setting"),
    ("kernel54-max-hw-heartbeat",
     "the watchdog chip on our custom board can be started but never stopped, so the driver has no stop function; which watchdog_device field must the driver set in that case?",
     "max_hw_heartbeat_ms",
     ["watchdog/watchdog-kernel-api.rst.txt"], "setting"),
    ("kernel54-platform-profile-file",
     "the laptop we use as a field logger should run in its low-power profile on battery days; which sysfs file selects the platform profile?",
     "/sys/firmware/acpi/platform_profile",
     ["userspace-api/sysfs-platform_profile.rst.txt"], "setting"),
    ("kernel54-arch-stack-walk-reliable",
     "we're bringing livepatch to a new architecture port that uses CONFIG_ARCH_STACKWALK; which reliable stacktrace function must the architecture implement?",
     "arch_stack_walk_reliable",
     ["livepatch/reliable-stacktrace.rst.txt"], "setting"),
    ("kernel54-debug-vm-pgtable",
     "after touching the page table helpers of our platform port I'd like the kernel to check their semantics at boot; which option runs that test?",
     "CONFIG_DEBUG_VM_PGTABLE",
     ["mm/arch_pgtable_helpers.rst.txt"], "setting"),
    ("kernel54-hardirqs-sw-resend",
     "our interrupt controller can't retrigger an interrupt, and the delayed interrupt disable loses edges unless the kernel resends them in software; which option has to be enabled?",
     "CONFIG_HARDIRQS_SW_RESEND",
     ["core-api/genericirq.rst.txt"], "setting"),
    ("kernel54-sparsemem-vmemmap",
     "with SPARSEMEM, pfn_to_page can use either the classic sparse lookup or a virtually mapped memory map; which build option selects the virtually mapped one?",
     "CONFIG_SPARSEMEM_VMEMMAP",
     ["mm/memory-model.rst.txt"], "setting"),
    ("kernel54-framebuffer-env",
     "the kiosk has the built-in display as fb0 and the big panel on a second card as fb1, and the X server should use the panel; how do I point it at the second frame buffer from a bash shell?",
     "export FRAMEBUFFER=/dev/fb1",
     ["fb/framebuffer.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("kernel54-set-no-new-privs",
     "our test harness runs student code and must make sure setuid binaries it execs can't gain privileges; which call sets no_new_privs for the process?",
     "prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)",
     ["userspace-api/no_new_privs.rst.txt", "userspace-api/landlock.rst.txt"], "command"),
    ("kernel54-watchdog-stop-on-reboot",
     "when the test rig reboots, the hardware watchdog of our board keeps running and bites during the next boot; which helper does the driver call to have the core stop the watchdog on reboot?",
     "watchdog_stop_on_reboot",
     ["watchdog/watchdog-kernel-api.rst.txt"], "command"),
    ("kernel54-declare-completion-onstack",
     "in my driver's probe routine a completion is a local variable that waits for the firmware-loaded callback; which macro should declare and initialise it?",
     "DECLARE_COMPLETION_ONSTACK",
     ["scheduler/completion.rst.txt"], "command"),
    ("kernel54-kref-get-unless-zero",
     "our sensor driver keeps kref-counted entries on a list, and I'd like to take the mutex off the put path; which kref helper do I use in the lookup so I never revive an entry whose count already hit zero?",
     "kref_get_unless_zero",
     ["core-api/kref.rst.txt"], "command"),
    ("kernel54-git-rerere",
     "I keep doing the same test merges of my driver branch against mainline and resolving the same conflicts by hand each time; which git tool remembers how merge conflicts were resolved?",
     "rerere",
     ["process/7.AdvancedTopics.rst.txt"], "command"),
    ("kernel54-media-ioc-setup-link",
     "the camera pipeline on the media controller has the link from the sensor to the scaler disabled; which ioctl enables a link?",
     "MEDIA_IOC_SETUP_LINK",
     ["userspace-api/media/mediactl/media-ioc-setup-link.rst.txt"], "command"),
    ("kernel54-vidioc-querystd",
     "the old analog camera on the microscope could be PAL or NTSC and I want the capture card to tell me which it actually receives; which ioctl senses the video standard on the input?",
     "VIDIOC_QUERYSTD",
     ["userspace-api/media/v4l/vidioc-querystd.rst.txt",
      "userspace-api/media/v4l/standard.rst.txt"], "command"),
    ("kernel54-fb-screenshot",
     "the display on the kiosk shows a strange artefact and I want to save exactly what's in the frame buffer for the bug report; what's the simple command the framebuffer documentation gives for a screen snapshot?",
     "cp /dev/fb0 myfile",
     ["fb/framebuffer.rst.txt"], "command"),
    ("kernel54-get-maintainer-f",
     "before posting our patch for drivers/iio/adc I want scripts/get_maintainer.pl to list who maintains that directory rather than feed it a patch; which option does that?",
     'when given the "-f" option',
     ["process/3.Early-stage.rst.txt"], "command"),
    ("kernel54-v4l2-dbg",
     "rather than writing my own program around VIDIOC_DBG_S_REGISTER to poke the grabber's registers, is there a utility the documentation recommends?",
     "v4l2-dbg",
     ["userspace-api/media/v4l/vidioc-dbg-g-register.rst.txt",
      "userspace-api/media/v4l/vidioc-dbg-g-chip-info.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("kernel54-no-new-privs-since",
     "since which kernel version has the no_new_privs bit been available?",
     "since Linux 3.5",
     ["userspace-api/no_new_privs.rst.txt"], "value"),
    ("kernel54-kunit-speed",
     "before I move our driver tests to KUnit: how fast does it run tests, leaving build time aside?",
     "around 100 tests in less than 10 seconds",
     ["dev-tools/kunit/index.rst.txt"], "value"),
    ("kernel54-rcu-four-level-cpus",
     "how many CPUs can RCU's four-level rcu_node tree accommodate on a 64-bit system?",
     "4,194,304 CPUs",
     ["RCU/Design/Data-Structures/Data-Structures.rst.txt"], "value"),
    ("kernel54-balance-22-threshold",
     "reading up on the history of memory balancing: in 2.2, below what amount of free memory did page reclamation kick off?",
     "1/64 th of total memory",
     ["mm/balance.rst.txt"], "value"),
    ("kernel54-host-bridge-ids",
     "I'm checking the ACPI tables of our new server board; which device IDs identify the PCI host bridges in the namespace?",
     "PNP0A03 or PNP0A08",
     ["PCI/acpi-info.rst.txt"], "value"),
    ("kernel54-mac80211-delay",
     "the team lead says our driver written behind closed doors will merge quickly anyway; how long was the merge of the Devicescape stack, now mac80211, delayed when locking had to be retrofitted?",
     "delayed for over a year",
     ["process/3.Early-stage.rst.txt"], "value"),
    ("kernel54-msm-crashdump-ascii85",
     "after a GPU hang on the Adreno test board I got the MSM crash dump; how are the ringbuffer contents encoded in it?",
     "encoded as ascii85",
     ["gpu/msm-crash-dump.rst.txt"], "value"),
    ("kernel54-crypto-block-size",
     "our IPsec offload test feeds the crypto API scatterlists of odd sizes, and the docs say each should hold a multiple of the cipher's block size for best performance; how big is that block typically?",
     "typically 8 bytes",
     ["crypto/api-intro.rst.txt"], "value"),
    ("kernel54-xen-vtpm-version",
     "from which Xen release is the vTPM driver supported through the libxl toolstack?",
     "Xen 4.3",
     ["security/tpm/xen-tpmfront.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("kernel54-watchdog-module-owner",
     "why must our watchdog driver fill in the owner field of its watchdog_ops first?",
     "to avoid a system crash when you unload the module and /dev/watchdog is still open",
     ["watchdog/watchdog-kernel-api.rst.txt"], "reason"),
    ("kernel54-no-auto-std-switch",
     "when the camera on the analog input is swapped from PAL to NTSC, the driver just sends a source change event instead of switching the standard itself; why?",
     "you cannot change buffer sizes on the fly",
     ["userspace-api/media/v4l/vidioc-querystd.rst.txt",
      "userspace-api/media/v4l/vidioc-query-dv-timings.rst.txt"], "reason"),
    ("kernel54-completion-irqs-off",
     "a colleague calls wait_for_completion() with interrupts disabled in our driver; what goes wrong, according to the completion documentation?",
     "spurious enabling of interrupts",
     ["scheduler/completion.rst.txt"], "reason"),
    ("kernel54-rwlock-slower",
     "I swapped a spinlock for a reader-writer lock on our short lookup table and it got slower; why can that happen?",
     "reader-writer locks require more atomic memory operations than simple spinlocks",
     ["locking/spinlocks.rst.txt"], "reason"),
    ("kernel54-seccomp-needs-nnp",
     "why does the kernel only let an unprivileged user install a seccomp filter once no_new_privs is set?",
     "can change the behavior of newly-executed programs",
     ["userspace-api/no_new_privs.rst.txt"], "reason"),
    ("kernel54-crs-over-static-tables",
     "the firmware team wants to describe our board's reserved address space in a new static ACPI table instead of _CRS; why is _CRS the better mechanism?",
     "an old OS can work correctly even on a system with new devices unknown to the OS",
     ["PCI/acpi-info.rst.txt"], "reason"),
    ("kernel54-lirc-odd-samples",
     "the IR blaster on the test jig rejects my pulse/space buffer with EINVAL when it has an even number of samples; why must the count be odd?",
     "The data must start and end with a pulse",
     ["userspace-api/media/rc/lirc-write.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("kernel54-rwlock-upgrade",
     "in our driver a reader sometimes finds that it has to modify the list after all; can I upgrade the read lock, and if not, what should the code do?",
     "you have to get the write-lock at the very beginning",
     ["locking/spinlocks.rst.txt"], "procedure"),
    ("kernel54-review-comment-no-change",
     "a reviewer asked about our locking, and after explaining we won't change the code; what does Andrew Morton suggest to do for such a review comment?",
     "should result in an additional code comment instead",
     ["process/6.Followthrough.rst.txt"], "procedure"),
    ("kernel54-secret-plans-review",
     "our driver supports a product that isn't announced yet, and nobody in-house has kernel experience; how can we get the plans reviewed without posting them publicly?",
     "hire an outside developer to review the plans under a non-disclosure agreement",
     ["process/3.Early-stage.rst.txt"], "procedure"),
    ("kernel54-unwinder-objtool",
     "our architecture's unwinder expects every function to use a fixed prologue; how should we make sure the kernel was actually compiled that way?",
     "verify the kernel compilation using objtool",
     ["livepatch/reliable-stacktrace.rst.txt"], "procedure"),
    ("kernel54-new-platform-profile",
     "our laptop vendor driver has a profile that doesn't match any of the fixed platform profile names; what must the driver author do first to add a new name?",
     "Explain why the existing profile names canot be used",
     ["userspace-api/sysfs-platform_profile.rst.txt"], "procedure"),
    ("kernel54-kref-before-handoff",
     "my driver passes a kref-counted buffer to a kthread for processing; when do I have to take the extra reference?",
     "you must increment the refcount with kref_get() before passing it off",
     ["core-api/kref.rst.txt"], "procedure"),
    ("kernel54-crypto-new-algorithm",
     "we want to submit our own cipher implementation to the crypto API; what is the mandatory requirement for including a new algorithm?",
     "at least a few test vectors from known sources",
     ["crypto/api-intro.rst.txt"], "procedure"),
    ("kernel54-xen-tpmfront-builtin",
     "the Xen guests on the test host should measure boot with IMA using their vTPM, which must be loaded before the initrd; how must the frontend driver be built?",
     "the xen-tpmfront driver must be compiled in to the kernel",
     ["security/tpm/xen-tpmfront.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("kernel54-kunit-white-box",
     "what kind of testing approach does KUnit follow?",
     "white-box testing approach",
     ["dev-tools/kunit/index.rst.txt"], "definition"),
    ("kernel54-crs-definition",
     "the ACPI dump of our board is full of _CRS objects; what is a _CRS, in PCI terms?",
     "like a generalized PCI BAR",
     ["PCI/acpi-info.rst.txt"], "definition"),
    ("kernel54-completion-definition",
     "a new student asks what a completion is in the kernel; what is it semantically like?",
     "somewhat like a pthread_barrier()",
     ["scheduler/completion.rst.txt"], "definition"),
    ("kernel54-crypto-transforms",
     "in the Scatterlist Crypto API, what are transforms?",
     "user-instantiated objects, which maintain state",
     ["crypto/api-intro.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

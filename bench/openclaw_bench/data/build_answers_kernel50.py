"""Fiftieth held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout50.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched with
grep and sed), as an engineer at a lab bench would type or say them -- mostly
a situation in everyday words, some in the documentation's own terms, a fair
number mentioning the asker's own boards, devices, hosts and products (a new
architecture port, an SoC idle loop, a trace hub with an STM device, an HDA
codec and an ASoC headset jack, a real-time test box, a KVM patch, a
hand-written eBPF socket filter, an FPGA manager driver loading a devicetree
changeset, a driver cache that shrinks on memory offlining, a subsystem with
its own sysfs namespace tag, an SoC's PCI controller in endpoint mode, an
old AC97 codec board, X550 virtual functions for test VMs, a DWC3 gadget
board, an I2S codec board, a 32-bit box running an old database, a
handheld's speaker amp, a sensor chip's binding, an IPComp tunnel to a
partner lab, an industrial PC evaluated with ACRN, SELinux people), named in
the situation while the question asks what the documentation does answer.
Its facts come only from folders other than admin-guide, driver-api,
filesystems, hwmon, i2c, input, block, arm64, x86 and power (the other
author of this round took those), from pages that no earlier set cites
(``scheduler/sched-arch``, ``trace/sys-t``,
``core-api/irq/irqflags-tracing``, ``sound/designs/jack-controls``,
``tools/rtla/common_options``, ``virt/kvm/review-checklist``,
``bpf/linux-notes``, ``devicetree/changesets``,
``core-api/memory-hotplug``, ``networking/sysfs-tagging``,
``PCI/endpoint/pci-test-function``, ``sound/soc/dai``,
``networking/device_drivers/ethernet/intel/ixgbevf``, ``usb/dwc3``,
``sound/soc/clocking``, ``mm/damon/faq``, ``mm/remap_file_pages``,
``maintainer/modifying-patches``, ``sound/soc/pops-clicks``,
``devicetree/bindings/ABI``, ``networking/ipsec``,
``virt/paravirt_ops``, ``virt/acrn/introduction``,
``netlabel/introduction``). They are spread over the define for an
unlocked context switch, the idle polling flag, the SyS-T protocol's config
option and its payload-length attribute, the Kconfig symbol for irq-flags
tracing, the phantom-jack flag and initial_kctl for ASoC jacks, the
format of rtla's priority option, the ioctl that exposes new CPU features
to KVM guests, the register that holds the sk_buff for BPF_ABS loads;
reverting and applying a devicetree changeset, registering a memory
hotplug notifier, creating a SyS-T trace policy, keeping NMIs out of
irq-flags tracing, the entry-code tracing calls, registering and
invalidating sysfs namespace tags, tracing context switches with rtla,
the endpoint test register that checks BAR0; the AC97 frame and bit
clock, the shared VLAN limit of ixgbevf, the opcode of a BPF_ABS word
load, the unit of SyS-T's intervals, how long DWC3 commands take and its
worst-case interrupt count, the frame clock rate, the default of new KVM
features; why DAMON does not build on perf, why remap_file_pages became an
emulation, why the codec should master the audio clocks, why SyS-T
payload lengths are off, why jack kcontrols were added, why changeset
notifiers come last, why IPComp's uncompressed packets are dropped;
noting a maintainer's edit to a patch, the power-up order against
playback pops, zipper noise, page-granular DAMON monitoring, adding a
binding property compatibly, the IPComp workaround, documenting a new KVM
API, a polling idle routine that decides to sleep; and terms (a
devicetree changeset, pv_ops, ACRN's HSM, NetLabel). Facts that the same
words also state in an excluded folder were left out (rtla's --priority,
also an option in admin-guide/pm/intel-speed-select, was asked through its
format instead). The most famous facts were avoided, and so was every
answer and every question topic of the earlier answer sets
(``answer_kernel_tune``, ``answer_kernel_heldout`` to
``answer_kernel_heldout48``, ``answer_pg_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose (answers
and question words were grepped against them; the rtla osnoise example
with FIFO:1 and 900 ms and the stable backport's origin line, asked
before, were dropped). The forty-eighth sets' builders
(``build_answers_kernel48.py``, ``build_answers_pg48.py``,
``build_answers_unanswerable46.py``) were read as the template for format
and rules; the sets written at the same time by the other author of this
round (the forty-ninth sets and the forty-seventh unanswerable set) were
not seen. Nothing of the answer code, of its search or answer output, of
the appliance's documentation or tests, or of the benchmark results was
opened while writing it; no git command was used for it; the questions
were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages, passing uses and translations.

Usage::

    python3 build_answers_kernel50.py > answer_kernel_heldout50.jsonl
    python3 validate_answers.py answer_kernel_heldout50.jsonl  # with a Python that has the appliance installed

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
    ("k50-sched-unlocked-ctxsw",
     "our new architecture port's switch_to has to wake a task, so it needs the runqueue lock itself; what do I define so the scheduler calls switch_to with the runqueue unlocked?",
     "__ARCH_WANT_UNLOCKED_CTXSW",
     ["scheduler/sched-arch.rst.txt"], "setting"),
    ("k50-sched-polling-nrflag",
     "the idle loop on our SoC keeps polling need_resched instead of sleeping until an interrupt; which thread flag may it set so no wake-up interrupt is needed?",
     "TIF_POLLING_NRFLAG",
     ["scheduler/sched-arch.rst.txt"], "setting"),
    ("k50-syst-kconfig",
     "The trace hub on the test board should emit MIPI SyS-T streams through its STM device; which kernel config option do I need for the protocol driver?",
     "CONFIG_STM_PROTO_SYS_T",
     ["trace/sys-t.rst.txt"], "setting"),
    ("k50-syst-do-len",
     "our trace decoder wants a payload length in every MIPI SyS-T message header; which attribute of the policy node switches that field on?",
     "do_len",
     ["trace/sys-t.rst.txt"], "setting"),
    ("k50-irqflags-kconfig",
     "I'm bringing lockdep's irq-flags tracing to our in-house architecture port; which symbol do I add and enable in the arch Kconfig first?",
     "TRACE_IRQFLAGS_SUPPORT",
     ["core-api/irq/irqflags-tracing.rst.txt"], "setting"),
    ("k50-jack-phantom",
     "the HDA codec on our audio board has a line-out jack without presence detection, and I don't want an input device created for it; which snd_jack_new flag marks it?",
     "phantom_jack",
     ["sound/designs/jack-controls.rst.txt"], "setting"),
    ("k50-asoc-initial-kctl",
     "in our ASoC machine driver for the headset jack, what should initial_kctl be when calling snd_jack_new?",
     "ASoC jacks should set initial_kctl as false",
     ["sound/designs/jack-controls.rst.txt"], "setting"),
    ("k50-rtla-priority",
     "the osnoise measurement threads on the real-time test box should run as SCHED_FIFO; in what format does rtla's priority option take the scheduling parameters?",
     "o:prio|r:prio|f:prio|d:runtime:period",
     ["tools/rtla/common_options.rst.txt"], "setting"),
    ("k50-kvm-cpuid2",
     "my KVM patch adds support for a new CPU feature in guests; through which ioctl does the review checklist want it exposed?",
     "KVM_GET_SUPPORTED_CPUID2",
     ["virt/kvm/review-checklist.rst.txt"], "setting"),
    ("k50-bpf-abs-register",
     "I'm hand-writing an eBPF program that uses the legacy BPF_ABS packet loads; which register must hold the sk_buff pointer?",
     "Register R6",
     ["bpf/linux-notes.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k50-dt-changeset-revert",
     "our FPGA manager driver applied a devicetree changeset for the loaded bitstream, and on unload it must go away again; which call removes an applied changeset?",
     "of_changeset_revert()",
     ["devicetree/changesets.rst.txt"], "command"),
    ("k50-memory-hotplug-notifier",
     "our driver keeps a cache that must shrink before a memory block goes offline; which call registers a callback for memory hotplug events?",
     "hotplug_memory_notifier(callback_func, priority)",
     ["core-api/memory-hotplug.rst.txt"], "command"),
    ("k50-dt-changeset-apply",
     "our FPGA manager driver has recorded the attach-node and add-property calls of a devicetree changeset; which call then puts them into the live tree in one go?",
     "of_changeset_apply()",
     ["devicetree/changesets.rst.txt"], "command"),
    ("k50-syst-policy-mkdir",
     "on the test board with the dummy STM device I want a trace policy that uses the SyS-T protocol; which command creates that policy?",
     "mkdir /config/stp-policy/dummy_stm.0:p_sys-t.my-policy/",
     ["trace/sys-t.rst.txt"], "command"),
    ("k50-irqflags-nmi-exclude",
     "our architecture has non-maskable interrupts, and lockdep's irq-flags tracing gets confused by them; which calls keep NMIs out of irq tracing?",
     "lockdep_off()/lockdep_on()",
     ["core-api/irq/irqflags-tracing.rst.txt"], "command"),
    ("k50-irqflags-entry-calls",
     "which functions must the low-level entry code of our architecture call so lockdep knows when hard interrupts are switched off and on?",
     "trace_hardirqs_off()/trace_hardirqs_on()",
     ["core-api/irq/irqflags-tracing.rst.txt"], "command"),
    ("k50-sysfs-tag-register",
     "our subsystem wants its own kind of namespace tag for sysfs directory entries, like network devices have; which call registers the new tag type?",
     "kobj_ns_type_register()",
     ["networking/sysfs-tagging.rst.txt"], "command"),
    ("k50-sysfs-tag-exit",
     "when one of our tagged namespaces exits, which call invalidates the sysfs entries' pointers to it?",
     "kobj_ns_exit()",
     ["networking/sysfs-tagging.rst.txt"], "command"),
    ("k50-rtla-event-trace",
     "while rtla traces the noisy CPU I also want the scheduler's context switches in the saved trace; what event argument do I give -e for just that?",
     "sched:sched_switch",
     ["tools/rtla/common_options.rst.txt"], "command"),
    ("k50-pci-ep-test-magic",
     "we configured our SoC's PCI controller in endpoint mode as a test device; which register of the endpoint test function checks BAR0?",
     "PCI_ENDPOINT_TEST_MAGIC",
     ["PCI/endpoint/pci-test-function.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k50-ac97-frame",
     "I'm looking at the AC97 link of an old codec board on the logic analyser; how long is one frame and how many time slots does it have?",
     "21uS long and is divided into 13 time slots",
     ["sound/soc/dai.rst.txt"], "value"),
    ("k50-ac97-bclk",
     "On the AC97 link the codec drives the bit clock; at what frequency does it usually run?",
     "12.288MHz",
     ["sound/soc/dai.rst.txt"], "value"),
    ("k50-ixgbevf-vlans",
     "We hand out X550 virtual functions to several test VMs, each with its own VLANs; how many shared VLANs can the VFs have in total?",
     "64 shared VLANs",
     ["networking/device_drivers/ethernet/intel/ixgbevf.rst.txt"], "value"),
    ("k50-bpf-abs-w-opcode",
     "decoding a dumped legacy socket filter, what opcode value does BPF_ABS | BPF_W | BPF_LD have?",
     "(0x20) means",
     ["bpf/linux-notes.rst.txt"], "value"),
    ("k50-syst-ts-interval-unit",
     "in which unit do I give ts_interval and clocksync_interval of a SyS-T policy node?",
     "how much time in milliseconds",
     ["trace/sys-t.rst.txt"], "value"),
    ("k50-dwc3-command-time",
     "the USB gadget on our DWC3 board spins in the interrupt handler; how long do some DWC3 commands take to complete?",
     "~1ms to complete",
     ["usb/dwc3.rst.txt"], "value"),
    ("k50-dwc3-worst-case-irqs",
     "with the per-endpoint interrupt idea for DWC3, how many interrupts does a device need in the worst case?",
     "Worst case are 32 interrupts",
     ["usb/dwc3.rst.txt"], "value"),
    ("k50-lrc-rate",
     "on our I2S codec board, at what rate does the frame clock (LRC) run?",
     "LRC = Rate",
     ["sound/soc/clocking.rst.txt"], "value"),
    ("k50-kvm-new-features-default",
     "my KVM patch adds a new guest feature; should it be on or off by default?",
     "New features must default to off",
     ["virt/kvm/review-checklist.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k50-damon-not-perf",
     "a colleague asked why DAMON lives in the kernel instead of being built on perf in user space; what's the documented reason, besides overhead?",
     "having a dependency on specific tools like perf is not desirable",
     ["mm/damon/faq.rst.txt"], "reason"),
    ("k50-remap-file-pages-deprecated",
     "an old database on our 32-bit box still calls remap_file_pages(); why was the real nonlinear mapping dropped in favour of an emulation?",
     "PTE flags are scarce resource",
     ["mm/remap_file_pages.rst.txt"], "reason"),
    ("k50-codec-master-clocks",
     "on the audio board either the SoC or the codec could drive the audio clocks; why let the codec master them if it can?",
     "usually gives more accurate sample rates than the CPU",
     ["sound/soc/clocking.rst.txt"], "reason"),
    ("k50-syst-do-len-off",
     "why is the payload length field of MIPI SyS-T headers off by default when sending over STP?",
     "the STP already marks message boundaries",
     ["trace/sys-t.rst.txt"], "reason"),
    ("k50-jack-kcontrols-why",
     "our desktop session runs as a normal user and never noticed the headphones being plugged in with the old jack code; why were jack kcontrols added?",
     "not readable by userspace devices that run as non root",
     ["sound/designs/jack-controls.rst.txt"], "reason"),
    ("k50-changeset-notifiers",
     "why does a devicetree changeset apply all its changes before sending any OF_RECONFIG notifiers?",
     "sees a complete and consistent state of the tree",
     ["devicetree/changesets.rst.txt"], "reason"),
    ("k50-ipcomp-naked-packet",
     "why does the receiver drop the small packets our IPComp peer sends uncompressed, even though they match the policy's selector?",
     "not coming from any XFRM layer",
     ["networking/ipsec.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k50-maintainer-modify-patch",
     "I'm picking up a contributor's patch for our subsystem tree and had to fix a context conflict in it; how do I show that the change is mine?",
     "add a line between the last Signed-off-by header and yours",
     ["maintainer/modifying-patches.rst.txt"], "procedure"),
    ("k50-pops-playback-order",
     "the speaker amp on our handheld pops whenever playback starts; in what order should the codec's components be powered up?",
     "DAC --> Mixers --> Output PGA --> Digital Unmute",
     ["sound/soc/pops-clicks.rst.txt"], "procedure"),
    ("k50-zipper-noise",
     "turning the volume near maximum on our audio board gives a zipper noise; how do I reduce it?",
     "enabling the zero cross setting for each volume control",
     ["sound/soc/pops-clicks.rst.txt"], "procedure"),
    ("k50-damon-page-granularity",
     "I want DAMON on the test box to monitor at page granularity; how do I get that?",
     "higher than the working set size divided by the page size",
     ["mm/damon/faq.rst.txt"], "procedure"),
    ("k50-dt-binding-new-property",
     "I'm adding a property to the existing binding of our sensor chip; how do I keep boards with old device trees working?",
     "default to the previous behaviour if it is missing",
     ["devicetree/bindings/ABI.rst.txt"], "procedure"),
    ("k50-ipsec-ipcomp-small-packets",
     "small pings over our IPComp-protected tunnel to the partner lab are dropped at the receiver's policy check, while big ones get through; what's the suggested workaround?",
     "set \"level use\" for each policy",
     ["networking/ipsec.rst.txt"], "procedure"),
    ("k50-kvm-new-api-docs",
     "my KVM patch adds a new ioctl for userspace; what does the review checklist require on the documentation side?",
     "the API must be documented in Documentation/virt/kvm/api.rst",
     ["virt/kvm/review-checklist.rst.txt"], "procedure"),
    ("k50-polling-idle-sleep",
     "our polling idle routine has TIF_POLLING_NRFLAG set but sometimes decides to enter an interrupt sleep after all; what must it do first?",
     "it needs to be cleared then a memory barrier issued",
     ["scheduler/sched-arch.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k50-dt-changeset-what",
     "the overlay code talks about devicetree changesets; what is a changeset?",
     "either the full set of changes will be applied, or none of them will be",
     ["devicetree/changesets.rst.txt"], "definition"),
    ("k50-paravirt-ops-what",
     "what is pv_ops in the kernel, in a sentence?",
     "a virtualization API which enables support for different hypervisors",
     ["virt/paravirt_ops.rst.txt"], "definition"),
    ("k50-acrn-hsm",
     "we're evaluating ACRN for the industrial PC, and its docs mention HSM in the Service VM; what is that?",
     "a kernel module in the Service VM which provides hypervisor services to the ACRN userspace",
     ["virt/acrn/introduction.rst.txt"], "definition"),
    ("k50-netlabel-what",
     "our SELinux people keep mentioning NetLabel; what is it?",
     "a mechanism which can be used by kernel security modules to attach security attributes to outgoing network packets",
     ["netlabel/introduction.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

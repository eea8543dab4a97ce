"""Forty-eighth held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout48.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched with
grep and sed), as an engineer at a lab bench would type or say them -- mostly
a situation in everyday words, some in the documentation's own terms, a fair
number mentioning the asker's own boards, devices, hosts and products (a
switch chip with odd register layouts, a Compute Engine VM with gVNIC, a
KVM guest that checks for steal time, a nested test hypervisor, a Hyper-V
guest on arm64 with 64K pages, an accounting daemon, a real-time control
loop using PI condition variables, a scratch eCryptfs mount, an IMA/EVM
box, an AVR Butterfly on a parallel port, an LM70 evaluation board, a
Bluetooth chip feeding a speaker codec, a headset jack, a devicetree
binding for an I2C sensor hub, a routing box, a pull request to a
subsystem maintainer), named in the situation while the question asks what
the documentation does answer. Its facts come only from folders other than
admin-guide, driver-api, filesystems, hwmon, i2c, input, block, arm64, x86
and power (the other round-47 author took those), from pages that no
earlier set cites (``core-api/packing``,
``networking/device_drivers/ethernet/google/gve``, ``networking/driver``,
``networking/fib_trie``, ``devicetree/bindings/writing-bindings``,
``virt/kvm/x86/cpuid``, ``virt/kvm/x86/nested-vmx``,
``virt/hyperv/overview``, ``accounting/taskstats-struct``,
``locking/futex-requeue-pi``, ``sound/designs/control-names``,
``sound/soc/codec-to-codec``, ``maintainer/messy-diffstat``,
``security/keys/ecryptfs``, ``security/digsig``, ``mm/transhuge``,
``mm/ksm``, ``mm/damon/design``, ``RCU/rcuref``, ``RCU/lockdep``,
``spi/butterfly``, ``spi/spi-lm70llp``). They are spread over the packing
quirks for bit order inside a byte and word order, the gVNIC admin queue
doorbell, the devicetree property for schemas that include others, the
KVM steal-time CPUID flag, the futex op a PI waiter calls, the vmcs12
revision constant, the ALSA channel name for center and LFE, the
taskstats field for involuntary context switches, the ALSA control
callback that marks a codec-to-codec link; the throwaway-branch diffstat,
creating and saving an eCryptfs key, checking a MAC address, making a
page-table walk THP-aware, taking a reference under RCU, the QEMU CPU
flag for nested VMX, verifying a digital signature, user-space FIB
lookups, checks for code used by RCU readers and updaters; the gVNIC
vendor ID and DQO byte order, nr_wake for FUTEX_CMP_REQUEUE_PI, an old
host's KVM signature eax, Hyper-V's page size, the only signature
algorithm, the LM70's SPI mode, the unit of ac_etime, how the digsig
keyid is computed; why KSM limits page sharing, why DAMON cuts out big
unmapped gaps, why the LM70 adapter inverts MISO, why eCryptfs blobs hold
only the FEKEK, why requeue_pi takes the lock for the waiter, why TX
completions must be timely, why not rebase before a pull; resetting the
gVNIC, fixing a messy diffstat, wrapping packing(), letting Linux master
the Butterfly's DataFlash, triggering a codec-to-codec link, stopping the
TX queue in advance, revoking memory shared with Hyper-V, hugepage-aware
pmd checks; and terms (empty_children, Headset Mic, VMbus, requeue_pi).
Facts that the same words also state in an excluded folder were left out
(for instance KSM's stable_node_chains_prune_millisecs, which
admin-guide/mm/ksm also documents). The most famous facts were avoided,
and so was every answer and every question topic of the earlier answer
sets (``answer_kernel_tune``, ``answer_kernel_heldout`` to
``answer_kernel_heldout46``, ``answer_pg_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose (answers
and question words were grepped against them; nested KVM's module option
and rcu_access_pointer, asked before, were avoided). The forty-sixth sets'
builders (``build_answers_kernel46.py``, ``build_answers_pg46.py``,
``build_answers_unanswerable44.py``) were read as the template for format
and rules; the sets written at the same time by the other author of round
47 were not seen. Nothing of the answer code, of its search or answer
output, of the appliance's documentation or tests, or of the benchmark
results was opened while writing it; no git command was used for it except one
``git status`` (which listed changed and new file names only); the
questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_pg2.py`` and
``build_answers_kernel3.py``. ``answer`` is the short phrase that carries
the asked-for fact, copied as the page writes it; ``relevant`` lists every
page that states the fact with that phrase, best first, leaving out index
pages, passing uses and translations.

Usage::

    python3 build_answers_kernel48.py > answer_kernel_heldout48.jsonl
    python3 validate_answers.py answer_kernel_heldout48.jsonl  # with a Python that has the appliance installed

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
    ("k48-packing-msb-right",
     "the switch chip's manual numbers the bits inside each byte backwards compared to the CPU, but the bytes themselves are in normal order; which packing() quirk covers that?",
     "QUIRK_MSB_ON_THE_RIGHT",
     ["core-api/packing.rst.txt"], "setting"),
    ("k48-packing-lsw32-first",
     "In our FPGA's 8-byte register buffer the less significant 32-bit word comes first; which quirk bit do I pass to packing() for that?",
     "QUIRK_LSW32_IS_FIRST",
     ["core-api/packing.rst.txt"], "setting"),
    ("k48-gve-aq-doorbell",
     "I'm reading the gve driver for the Compute Engine VM's gVNIC; after copying new admin queue commands and bumping its counter, which register does the driver write the counter into?",
     "GVE_ADMIN_QUEUE_DOORBELL",
     ["networking/device_drivers/ethernet/google/gve.rst.txt"], "setting"),
    ("k48-dt-unevaluated-properties",
     "My devicetree binding for the sensor hub includes /schemas/i2c/i2c-controller.yaml; what should I write instead of additionalProperties:false?",
     "unevaluatedProperties:false",
     ["devicetree/bindings/writing-bindings.rst.txt"], "setting"),
    ("k48-kvm-feature-steal-time",
     "the guest OS on our KVM host should only enable steal time accounting when the host offers it; which KVM CPUID feature flag does it check?",
     "KVM_FEATURE_STEAL_TIME",
     ["virt/kvm/x86/cpuid.rst.txt"], "setting"),
    ("k48-futex-wait-requeue-pi",
     "In the real-time control loop, threads wait on a PI-aware condition variable; which futex operation does the waiting side call so it can be requeued onto the PI futex?",
     "FUTEX_WAIT_REQUEUE_PI",
     ["locking/futex-requeue-pi.rst.txt"], "setting"),
    ("k48-vmcs12-revision",
     "I'm patching struct vmcs12 in our KVM tree for a nested test hypervisor; which constant must be changed when that struct changes?",
     "VMCS12_REVISION",
     ["virt/kvm/x86/nested-vmx.rst.txt"], "setting"),
    ("k48-alsa-channel-clfe",
     "our USB sound card driver needs a volume control for the center and subwoofer pair; what is the standard CHANNEL part of the ALSA control name for those?",
     "CLFE",
     ["sound/designs/control-names.rst.txt"], "setting"),
    ("k48-taskstats-nivcsw",
     "Our accounting daemon reads struct taskstats for each finished job; which field counts the involuntary context switches?",
     "nivcsw",
     ["accounting/taskstats-struct.rst.txt"], "setting"),
    ("k48-codec2codec-params",
     "on our board a Bluetooth chip should play straight into the speaker codec without the CPU; what in the dai_link tells DAPM that it's a codec-to-codec link?",
     "\"params\" callback",
     ["sound/soc/codec-to-codec.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k48-diffstat-temp-branch",
     "after merging mainline into a throwaway TEMP branch for my messy pull request, what command produces the clean diffstat against the linus branch?",
     "git diff -C --stat --summary linus..TEMP",
     ["maintainer/messy-diffstat.rst.txt"], "command"),
    ("k48-ecryptfs-keyctl-add",
     "For the scratch eCryptfs mount I want a kernel-generated encrypted key named 1000100010001000, 64 bytes, protected by the already loaded user key test; what's the keyctl command?",
     "keyctl add encrypted 1000100010001000 \"new ecryptfs user:test 64\" @u",
     ["security/keys/ecryptfs.rst.txt"], "command"),
    ("k48-ecryptfs-keyctl-pipe",
     "How do I save the blob of the eCryptfs encrypted key 19184530 to a file so it can be loaded again after reboot?",
     "keyctl pipe 19184530 > ecryptfs.blob",
     ["security/keys/ecryptfs.rst.txt"], "command"),
    ("k48-netdev-valid-ether",
     "our NIC driver reads the MAC address out of an EEPROM that is sometimes blank; which helper should it use to check the address at probe time?",
     "is_valid_ether_addr()",
     ["networking/driver.rst.txt"], "command"),
    ("k48-thp-split-huge-pmd",
     "Our out-of-tree page-table walker knows nothing about huge pmds; what one call after pmd_offset makes it work with transparent hugepages?",
     "split_huge_pmd(vma, pmd, addr)",
     ["mm/transhuge.rst.txt"], "command"),
    ("k48-rcuref-inc-not-zero",
     "the lookup in our driver's device list now runs under rcu_read_lock() instead of a read lock, and may find an element that is already being deleted; which call should take the reference instead of atomic_inc()?",
     "atomic_inc_not_zero()",
     ["RCU/rcuref.rst.txt"], "command"),
    ("k48-qemu-vmx-flag",
     "I want to run a hypervisor inside a QEMU guest on the Intel box, but the default qemu64 CPU hides VMX; which -cpu option adds just that feature?",
     "cpu qemu64,+vmx",
     ["virt/kvm/x86/nested-vmx.rst.txt"], "command"),
    ("k48-digsig-verify",
     "which kernel function checks data against a digital signature with a public key from a keyring, as IMA/EVM uses it?",
     "digsig_verify()",
     ["security/digsig.rst.txt"], "command"),
    ("k48-fib-lookup-netlink",
     "On the routing box I want a userspace tool to ask the kernel's FIB which route it would pick; which netlink operation gives userland access to fib_lookup()?",
     "NETLINK_FIB_LOOKUP",
     ["networking/fib_trie.rst.txt"], "command"),
    ("k48-rcu-dereference-check",
     "a helper in our driver is called both from RCU readers and from the updater holding the config mutex; which rcu_dereference variant lets me pass an extra lockdep condition?",
     "rcu_dereference_check(p, c)",
     ["RCU/lockdep.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k48-gve-vendor-id",
     "What PCI vendor ID does the gVNIC virtual Ethernet device in Compute Engine VMs have?",
     "0x1AE0",
     ["networking/device_drivers/ethernet/google/gve.rst.txt"], "value"),
    ("k48-gve-dqo-endian",
     "the gve admin queue is big endian; what byte order do the DQO descriptors use?",
     "DQO descriptors and datapath registers are Little Endian",
     ["networking/device_drivers/ethernet/google/gve.rst.txt"], "value"),
    ("k48-futex-nr-wake",
     "When calling FUTEX_CMP_REQUEUE_PI for a broadcast, what must nr_wake be set to?",
     "FUTEX_CMP_REQUEUE_PI requires that nr_wake=1",
     ["locking/futex-requeue-pi.rst.txt"], "value"),
    ("k48-kvm-signature-old-eax",
     "our guest probe reads eax = 0x0 from the KVM signature leaf on an old host; how should that value be read?",
     "interpreted as if the value was 0x40000001",
     ["virt/kvm/x86/cpuid.rst.txt"], "value"),
    ("k48-hyperv-page-size",
     "the arm64 Linux guest on Hyper-V runs with 64K pages; what page size does Hyper-V itself operate with?",
     "Hyper-V operates with a page size of 4 Kbytes",
     ["virt/hyperv/overview.rst.txt"], "value"),
    ("k48-digsig-rsa-only",
     "which public key algorithms does the kernel's digital signature verification API support at the moment?",
     "Currently only RSA is supported",
     ["security/digsig.rst.txt"], "value"),
    ("k48-lm70-spi-mode",
     "The LM70 evaluation board hangs off the old PC's parallel port through spi_lm70llp; which SPI mode does its bitbanger use?",
     "Mode 0 (SPI/Microwire)",
     ["spi/spi-lm70llp.rst.txt"], "value"),
    ("k48-taskstats-etime-unit",
     "our accounting daemon shows ac_etime 4200000 for a finished job; in what unit is that?",
     "Elapsed time [usec]",
     ["accounting/taskstats-struct.rst.txt"], "value"),
    ("k48-digsig-keyid",
     "How is the keyid in a digsig signature header derived from the public key?",
     "keyid equals to SHA1[12-19] over the total key content",
     ["security/digsig.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k48-ksm-max-page-sharing-why",
     "KSM on the VM host caps how many mappings may share one merged page; why is that limit there?",
     "to avoid the virtual memory rmap lists to grow too large",
     ["mm/ksm.rst.txt"], "reason"),
    ("k48-damon-unmapped-gaps",
     "when DAMON monitors our simulation's virtual address space it leaves out the huge gaps between heap, mmap area and stack; why?",
     "tracking the unmapped address regions is just wasteful",
     ["mm/damon/design.rst.txt"], "reason"),
    ("k48-lm70-invert-miso",
     "Why does spi_lm70llp's getmiso routine invert the level it reads on parport pin 13?",
     "the transistor conducts and switches the collector to zero",
     ["spi/spi-lm70llp.rst.txt"], "reason"),
    ("k48-ecryptfs-blob-fekek",
     "keyctl print on our eCryptfs encrypted key shows only the encrypted FEKEK, not the whole authentication token; why is it left out?",
     "In order to avoid known-plaintext attacks",
     ["security/keys/ecryptfs.rst.txt"], "reason"),
    ("k48-requeue-pi-race",
     "Why can't the futex requeue code simply wake the waiter and let it take the rt_mutex itself?",
     "it would open a race window between the requeue call returning to user space and the waiter waking",
     ["locking/futex-requeue-pi.rst.txt"], "reason"),
    ("k48-netdev-tx-hang",
     "our NIC driver's TX mitigation leaves sent packets in the ring until more traffic comes along; why is that not allowed?",
     "This error can deadlock sockets waiting for send buffer room",
     ["networking/driver.rst.txt"], "reason"),
    ("k48-no-rebase-before-pull",
     "my pull request to the subsystem maintainer has a huge diffstat, and I thought of rebasing the branch on the latest mainline first; why is that a bad idea?",
     "a well-known way to get a grumpy response",
     ["maintainer/messy-diffstat.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k48-gve-reset",
     "how does the gve driver reset the gVNIC device so it releases everything, the admin queue included?",
     "writing 0x0 to the AQ PFN register",
     ["networking/device_drivers/ethernet/google/gve.rst.txt"], "procedure"),
    ("k48-diffstat-throwaway-merge",
     "The diffstat of my pull request is full of unrelated mainline changes because the branch started from two places; what should I do to get an honest diffstat?",
     "Create a new, throwaway branch and do the merge there",
     ["maintainer/messy-diffstat.rst.txt"], "procedure"),
    ("k48-packing-wrapper",
     "after working out which QUIRK_* combination our switch needs, how should the driver call the packing API?",
     "wrap the packing() function, creating a new xxx_packing()",
     ["core-api/packing.rst.txt"], "procedure"),
    ("k48-butterfly-dataflash",
     "With the AVR Butterfly on the parallel-port cable, I want Linux to master the SPI bus and talk to its DataFlash chip; what must happen on the AVR side first?",
     "flash new firmware that disables SPI",
     ["spi/butterfly.rst.txt"], "procedure"),
    ("k48-codec2codec-trigger",
     "the codec-to-codec dai_link from the Bluetooth chip to the speaker amp never gets powered by DAPM, because the amp has no driver with controls; what do I do?",
     "a thin codec driver for the speaker amp can be created",
     ["sound/soc/codec-to-codec.rst.txt"], "procedure"),
    ("k48-netdev-stop-queue",
     "the TX ring of our scatter-gather NIC can fill up, and ndo_start_xmit should never have to return NETDEV_TX_BUSY; what should the driver call once too few descriptors are left?",
     "netif_stop_queue(dev)",
     ["networking/driver.rst.txt"], "procedure"),
    ("k48-hyperv-revoke-sharing",
     "How does a Linux guest take back memory it had earlier shared with Hyper-V?",
     "telling Hyper-V to set the shared GPA to zero",
     ["virt/hyperv/overview.rst.txt"], "procedure"),
    ("k48-thp-pmd-trans-huge",
     "I'd rather have our page-table walker handle huge pmds natively than split them; what check do I do on the pmd I get back from pmd_offset?",
     "call pmd_trans_huge() on the pmd returned by pmd_offset",
     ["mm/transhuge.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k48-fib-empty-children",
     "what does empty_children count in the kernel's LC-trie for the FIB?",
     "the number of positions in the child array of a given tnode that are NULL",
     ["networking/fib_trie.rst.txt"], "definition"),
    ("k48-alsa-headset-mic",
     "For the 4-pin headset jack on our board, what does the standard ALSA control name Headset Mic mean?",
     "mic part of combined headset jack",
     ["sound/designs/control-names.rst.txt"], "definition"),
    ("k48-vmbus-what",
     "the Hyper-V guest docs keep talking about VMbus; what is it?",
     "a message passing interface between the Hyper-V host and the Linux guest",
     ["virt/hyperv/overview.rst.txt"], "definition"),
    ("k48-requeue-pi-what",
     "what is requeue_pi in the futex code?",
     "Requeueing of tasks from a non-PI futex to a PI futex",
     ["locking/futex-requeue-pi.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

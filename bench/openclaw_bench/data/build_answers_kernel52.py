"""Fifty-second held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout52.jsonl`` (48 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched with
grep and sed), as an engineer at a lab bench would type or say them -- mostly
a situation in everyday words, some in the documentation's own terms, a fair
number mentioning the asker's own boards, devices, hosts and products (an
inspection PC with three capture cards, a grabber and a viewer, an HDMI test
jig and test wall, an HDMI source emulator, an FM receiver for a field
test, a media PC with a remote, a signage board, a clean-room webcam, a
live patch module, an in-house LSM with SCTP support, a big-memory
database box, a tracer, team leads reading an essay), named in the
situation while the question asks what the documentation does answer. Its
facts come only from folders other than admin-guide, driver-api,
filesystems, hwmon, i2c, input, block, arm64, x86 and power (the other
author of this round took those), from pages that no earlier set cites
(``userspace-api/media/v4l/open``, ``userspace-api/media/v4l/vidioc-streamon``,
``userspace-api/media/v4l/vidioc-expbuf``,
``userspace-api/media/v4l/vidioc-reqbufs``,
``userspace-api/media/v4l/vidioc-s-hw-freq-seek``,
``userspace-api/media/v4l/libv4l-introduction``,
``userspace-api/media/cec/cec-ioc-adap-g-phys-addr``,
``userspace-api/media/cec/cec-ioc-g-mode``,
``userspace-api/media/rc/rc-sysfs-nodes``, ``livepatch/module-elf-format``,
``security/SCTP``, ``staging/lzo``, ``mm/vmemmap_dedup``,
``trace/ring-buffer-design``, ``process/management-style``; the
``dev-*`` pages of userspace-api/media/v4l, ``vidioc-querycap``,
``vidioc-g-tuner`` and ``cec-ioc-adap-g-caps`` only as further pages that
state the same phrase). They are spread over the fixed V4L minor ranges,
the livepatch relocation flag and symbol section index, the CEC
physical-address capability, the MC-centric flag, orphaned buffers, the
hardware-seek capability and its programmable-limits flag, the IR wakeup
protocol file, the memory type for buffer export; exporting a DMABUF,
stopping streaming, setting the CEC physical address and mode, receiving
CEC messages, starting a hardware seek, querying device caps, two SCTP
LSM hooks, libv4l2; the V4L major number, the CEC topology depth and the
TV's address, LZO's ratio limit, the pages HVO frees, the base pages of a
1 GB huge page, the release the ring buffer design was written for, the
minimum output buffers, a full producer/consumer buffer; why frames are
lost at STREAMOFF, why STREAMON has no "now", why CEC has exclusive
modes, why libv4l1 is not for new code, why livepatch relocations need
SHF_ALLOC, what makes a decision big, why video node numbers change;
freeing all buffers, clearing a CEC physical address, stable camera
names, exporting planes, the reader's page swap, freeing an optimized
HugeTLB page, making decisions small, seeking within a band; and terms
(video-node-centric, libv4l, reader_page, commit_page). Facts that the
same words also state in an excluded folder were left out (HVO's
expansion, also given in admin-guide/mm, was dropped). The most famous
facts were avoided, and so was every answer and every question topic of
the earlier answer sets (``answer_kernel_tune``, ``answer_kernel_heldout``
to ``answer_kernel_heldout50``, ``answer_pg_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose (answers
and question words were grepped against them; CEC error injection and
switching IR protocols, asked before, were left out). The fiftieth sets'
builders (``build_answers_kernel50.py``, ``build_answers_pg50.py``,
``build_answers_unanswerable48.py``) were read as the template for format
and rules; the sets written at the same time by the other author of this
round (the fifty-first sets and the forty-ninth unanswerable set) were
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

    python3 build_answers_kernel52.py > answer_kernel_heldout52.jsonl
    python3 validate_answers.py answer_kernel_heldout52.jsonl  # with a Python that has the appliance installed

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
    ("k52-v4l-fixed-minor-ranges",
     "the inspection PC has three capture cards and their /dev/video minor numbers shuffle between boots; which kernel option makes V4L allocate minors in fixed ranges per node type?",
     "CONFIG_VIDEO_FIXED_MINOR_RANGES",
     ["userspace-api/media/v4l/open.rst.txt"], "setting"),
    ("k52-livepatch-rela-flag",
     "I'm hand-checking the ELF of our live patch module; which section flag must its livepatch relocation sections carry so the module loader skips them at load time?",
     "SHF_RELA_LIVEPATCH",
     ["livepatch/module-elf-format.rst.txt"], "setting"),
    ("k52-livepatch-shn",
     "in the symbol table of the same patch module, what section index marks the livepatch symbols that the loader must not try to resolve?",
     "SHN_LIVEPATCH",
     ["livepatch/module-elf-format.rst.txt"], "setting"),
    ("k52-cec-cap-phys-addr",
     "our HDMI test jig wants to set the CEC physical address itself, but the ioctl returns ENOTTY on one adapter; which capability has to be set for that?",
     "CEC_CAP_PHYS_ADDR",
     ["userspace-api/media/cec/cec-ioc-adap-g-phys-addr.rst.txt", "userspace-api/media/cec/cec-ioc-adap-g-caps.rst.txt"], "setting"),
    ("k52-v4l-cap-io-mc",
     "our capture tool should find out whether the camera on the embedded board needs its pipeline set up through the media controller first; which flag in device_caps says so?",
     "V4L2_CAP_IO_MC",
     ["userspace-api/media/v4l/open.rst.txt"], "setting"),
    ("k52-orphaned-bufs-cap",
     "the viewer still has some capture buffers mmapped when we call VIDIOC_REQBUFS again and it fails with EBUSY; which buffer capability would allow that?",
     "V4L2_BUF_CAP_SUPPORTS_ORPHANED_BUFS",
     ["userspace-api/media/v4l/vidioc-reqbufs.rst.txt"], "setting"),
    ("k52-hw-freq-seek-cap",
     "the FM tuner in the monitoring station should scan for the next station in hardware; which device capability tells me the seek ioctl is supported?",
     "V4L2_CAP_HW_FREQ_SEEK",
     ["userspace-api/media/v4l/vidioc-s-hw-freq-seek.rst.txt", "userspace-api/media/v4l/vidioc-querycap.rst.txt"], "setting"),
    ("k52-hwseek-prog-lim",
     "for the hardware seek I give a band of my own; which tuner capability flag lets those range values merely fall within an enumerated band instead of matching one exactly?",
     "V4L2_TUNER_CAP_HWSEEK_PROG_LIM",
     ["userspace-api/media/v4l/vidioc-s-hw-freq-seek.rst.txt", "userspace-api/media/v4l/vidioc-g-tuner.rst.txt"], "setting"),
    ("k52-rc-wakeup-protocols",
     "the media PC should wake from suspend when someone presses the power key on the remote; which sysfs file of the receiver selects the protocol used for wakeup?",
     "wakeup_protocols",
     ["userspace-api/media/rc/rc-sysfs-nodes.rst.txt"], "setting"),
    ("k52-expbuf-memory-type",
     "our pipeline wants to export capture buffers as DMABUF fds for the encoder; which memory type must the buffers have been requested with for that to work?",
     "V4L2_MEMORY_MMAP",
     ["userspace-api/media/v4l/vidioc-expbuf.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k52-vidioc-expbuf",
     "the camera frames should go straight to the GPU without copying, so I want a DMABUF file descriptor for each mmap buffer; which ioctl gives me one?",
     "VIDIOC_EXPBUF",
     ["userspace-api/media/v4l/vidioc-expbuf.rst.txt"], "command"),
    ("k52-vidioc-streamoff",
     "at the end of a capture run the grabber should stop the hardware and get all its buffers back out of the queues; which ioctl does that?",
     "VIDIOC_STREAMOFF",
     ["userspace-api/media/v4l/vidioc-streamon.rst.txt"], "command"),
    ("k52-cec-s-phys-addr",
     "our HDMI source emulator has no EDID to read, so the test program must tell the CEC adapter its physical address; which ioctl sets it?",
     "CEC_ADAP_S_PHYS_ADDR",
     ["userspace-api/media/cec/cec-ioc-adap-g-phys-addr.rst.txt"], "command"),
    ("k52-cec-s-mode",
     "two test programs talk to the same CEC adapter and one should have exclusive right to send; which ioctl sets a filehandle's initiator and follower mode?",
     "CEC_S_MODE",
     ["userspace-api/media/cec/cec-ioc-g-mode.rst.txt"], "command"),
    ("k52-cec-receive",
     "our follower process should pick up the CEC messages that the framework passes on to it; which ioctl dequeues them?",
     "CEC_RECEIVE",
     ["userspace-api/media/cec/cec-ioc-g-mode.rst.txt"], "command"),
    ("k52-hw-freq-seek-ioctl",
     "the FM receiver for the field test should find the next station by itself from the current frequency; which ioctl starts that seek?",
     "VIDIOC_S_HW_FREQ_SEEK",
     ["userspace-api/media/v4l/vidioc-s-hw-freq-seek.rst.txt"], "command"),
    ("k52-querycap-mc-check",
     "which ioctl do I call on the video node to read device_caps and learn whether the camera is MC-centric?",
     "VIDIOC_QUERYCAP",
     ["userspace-api/media/v4l/open.rst.txt"], "command"),
    ("k52-sctp-assoc-request",
     "I'm adding SCTP support to our small in-house LSM and want to see the INIT packet of each new association; which hook passes it to the security module?",
     "security_sctp_assoc_request()",
     ["security/SCTP.rst.txt"], "command"),
    ("k52-sctp-bind-connect",
     "the same LSM should check the addresses an SCTP socket binds or connects to, including those added by the multi-address options; which hook validates them?",
     "security_sctp_bind_connect()",
     ["security/SCTP.rst.txt"], "command"),
    ("k52-libv4l2",
     "the old webcam in the clean room only delivers an exotic pixel format; which of the libv4l libraries should a modern V4L2 application open its device through?",
     "libv4l2",
     ["userspace-api/media/v4l/libv4l-introduction.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k52-v4l-major-number",
     "I'm writing a udev rule by device number for the capture cards; which major number do V4L2 device nodes use?",
     "major number 81",
     ["userspace-api/media/v4l/open.rst.txt",
      "userspace-api/media/v4l/dev-capture.rst.txt", "userspace-api/media/v4l/dev-output.rst.txt", "userspace-api/media/v4l/dev-radio.rst.txt", "userspace-api/media/v4l/dev-raw-vbi.rst.txt", "userspace-api/media/v4l/dev-sdr.rst.txt", "userspace-api/media/v4l/dev-subdev.rst.txt", "userspace-api/media/v4l/dev-touch.rst.txt"], "value"),
    ("k52-cec-topology-depth",
     "our HDMI test wall chains switchers behind switchers behind the TV; how deep a topology can CEC physical addresses describe?",
     "up to 5 devices deep",
     ["userspace-api/media/cec/cec-ioc-adap-g-phys-addr.rst.txt"], "value"),
    ("k52-cec-tv-address",
     "what physical address does the CEC root device, normally the TV, have?",
     "has address 0.0.0.0",
     ["userspace-api/media/cec/cec-ioc-adap-g-phys-addr.rst.txt"], "value"),
    ("k52-lzo-max-ratio",
     "we compress long runs of zeroed sensor frames with the kernel's LZO; what compression ratio can it not exceed?",
     "around 255:1",
     ["staging/lzo.rst.txt"], "value"),
    ("k52-hvo-free-pages",
     "with the HugeTLB vmemmap optimization on our big-memory box, how many of the 8 struct page pages of a 2 MB huge page go back to the buddy allocator?",
     "free the remaining 7 pages",
     ["mm/vmemmap_dedup.rst.txt"], "value"),
    ("k52-1gb-hugetlb-base-pages",
     "how many base pages make up one 1 GB HugeTLB page on x86-64, according to the vmemmap optimization notes?",
     "4096 base pages",
     ["mm/vmemmap_dedup.rst.txt"], "value"),
    ("k52-ring-buffer-design-version",
     "the ring buffer design notes I'm reading for our tracer look dated; for which kernel release were they written?",
     "Written for: 2.6.31",
     ["trace/ring-buffer-design.rst.txt"], "value"),
    ("k52-output-min-buffers",
     "for the video output device on the signage board I asked VIDIOC_REQBUFS for one buffer and got more; how many buffers does video output need at least?",
     "video output requires at least two buffers",
     ["userspace-api/media/v4l/vidioc-reqbufs.rst.txt"], "value"),
    ("k52-producer-consumer-full",
     "if the trace ring buffer runs in producer/consumer mode and the writer catches up with the head page, what happens to the write?",
     "the write will fail",
     ["trace/ring-buffer-design.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k52-streamoff-lost-frames",
     "after VIDIOC_STREAMOFF the frames that were already captured but not yet dequeued are gone; why?",
     "it removes all buffers from the incoming and outgoing queues",
     ["userspace-api/media/v4l/vidioc-streamon.rst.txt"], "reason"),
    ("k52-streamon-no-now",
     "our sync code assumes capture starts exactly when VIDIOC_STREAMON returns, and the frames drift against the trigger; why can't I rely on that?",
     "Applications can be preempted for unknown periods right before",
     ["userspace-api/media/v4l/vidioc-streamon.rst.txt"], "reason"),
    ("k52-cec-exclusive-why",
     "why does the CEC API let one filehandle take exclusive initiator access at all?",
     "in order to prevent applications from stepping on each others toes",
     ["userspace-api/media/cec/cec-ioc-g-mode.rst.txt"], "reason"),
    ("k52-libv4l1-not-new",
     "a student wants to build the new grabber on libv4l1 because the old example used it; why shouldn't new applications use it?",
     "Since those functions are emulations of the old V4L1 API",
     ["userspace-api/media/v4l/libv4l-introduction.rst.txt"], "reason"),
    ("k52-klp-shf-alloc",
     "why must the livepatch relocation sections of our patch module also be marked SHF_ALLOC?",
     "so that the module loader doesn't discard them on module load",
     ["livepatch/module-elf-format.rst.txt"], "reason"),
    ("k52-big-small-decision",
     "reading the kernel's management-style essay for our team leads: what makes a decision big rather than small?",
     "whether you can fix your decision afterwards",
     ["process/management-style.rst.txt"], "reason"),
    ("k52-video-node-number-changes",
     "the grabber opened /dev/video1 yesterday and today that's a different camera; why isn't the number stable?",
     "the number depends on the device driver's probe order",
     ["userspace-api/media/v4l/open.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k52-reqbufs-free-all",
     "when the capture app changes resolution it wants to release every buffer it requested before asking for new ones; how do I free them with VIDIOC_REQBUFS?",
     "value of zero frees or orphans all buffers",
     ["userspace-api/media/v4l/vidioc-reqbufs.rst.txt"], "procedure"),
    ("k52-cec-clear-phys-addr",
     "when the emulated source is unplugged, the test program should drop the CEC physical address it set; what value do I set to clear it?",
     "CEC_PHYS_ADDR_INVALID",
     ["userspace-api/media/cec/cec-ioc-adap-g-phys-addr.rst.txt"], "procedure"),
    ("k52-stable-v4l-names",
     "our scripts need a name for each camera that stays the same across reboots and replugging; where do the udev default rules put such links?",
     "/dev/v4l/by-id/",
     ["userspace-api/media/v4l/open.rst.txt"], "procedure"),
    ("k52-expbuf-multiplanar",
     "our capture format is multi-planar NV12M and I need DMABUF fds for it; how are the planes exported?",
     "every plane is exported separately using multiple",
     ["userspace-api/media/v4l/vidioc-expbuf.rst.txt"], "procedure"),
    ("k52-ring-buffer-reader-swap",
     "in the ring buffer design, how does a reader get a page of events out of the buffer without the writer stepping on it?",
     "it will swap its page with the head_page",
     ["trace/ring-buffer-design.rst.txt"], "procedure"),
    ("k52-hvo-free-hugetlb",
     "with the vmemmap optimization, what has to happen when a 2 MB HugeTLB page is freed back to the buddy system?",
     "we should allocate 7 pages for vmemmap pages and restore the previous mapping relationship",
     ["mm/vmemmap_dedup.rst.txt"], "procedure"),
    ("k52-make-decision-small",
     "our team lead asks how the management-style essay suggests turning a risky decision into a small one; what's the trick?",
     "you can always undo the damage later by backtracking",
     ["process/management-style.rst.txt"], "procedure"),
    ("k52-hwseek-band",
     "the field receiver should seek only within the FM band, not across everything the tuner can do; which fields of the seek request do I set?",
     "fields can be set to a non-zero value to tell the driver to search a specific band",
     ["userspace-api/media/v4l/vidioc-s-hw-freq-seek.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k52-video-node-centric",
     "the V4L2 docs call our USB webcam video-node-centric; what does that mean?",
     "fully controlled via V4L2 device nodes",
     ["userspace-api/media/v4l/open.rst.txt"], "definition"),
    ("k52-libv4l-what",
     "a colleague suggests linking the grabber against libv4l; what is libv4l?",
     "a thin abstraction layer on top of video4linux2 devices",
     ["userspace-api/media/v4l/libv4l-introduction.rst.txt"], "definition"),
    ("k52-reader-page",
     "the tracing ring buffer design keeps mentioning a reader_page; what is it?",
     "A page outside the ring buffer used solely (for the most part)",
     ["trace/ring-buffer-design.rst.txt"], "definition"),
    ("k52-commit-page",
     "besides the head and tail pages, the ring buffer design talks about a commit_page; what is that?",
     "a pointer to the page with the last finished non-nested write",
     ["trace/ring-buffer-design.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

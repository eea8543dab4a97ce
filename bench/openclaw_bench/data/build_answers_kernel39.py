"""Thirty-ninth held-out set of short-fact questions over the Linux 6.1 docs.

Prints ``answer_kernel_heldout39.jsonl`` (72 rows) on standard output. Corpus:
``/usr/share/doc/linux-doc-6.1/html/_sources/**/*.rst.txt`` (Debian
``linux-doc-6.1``); ``relevant`` names files relative to ``_sources``.

How it was written (blind): the questions were written from reading the
kernel documentation sources themselves (plain .rst.txt files, searched with
grep, sed and a small phrase-finding script), as an engineer at a lab bench
would type or say them -- mostly a situation in everyday words, some in the
documentation's own terms, a fair number mentioning the asker's own boards,
devices, hosts and products (a microscope data NFS server with Solaris
clients, a Kaby Lake tablet with an IPU3 camera, Neoverse and Ampere
servers, an old Intel workstation, a BMC, an Exynos board, a Cell blade, an
Iomega Buz capture card, persistent-memory DIMMs, a Zynq FPGA card, a
Surface Book, an RK3399 camera board, a Dragonboard, an Atari ST emulator,
a cellular field logger), named in the situation while the question asks
what the documentation does answer. Its facts come only from the folders
``admin-guide``, ``driver-api``, ``filesystems``, ``hwmon``, ``i2c``,
``input``, ``block``, ``arm64``, ``x86`` and ``power`` (the other author of
this round took the rest), avoid facts that other folders also state, and
come mostly from pages that no earlier set had cited (the NFSv4.1 server,
IPU3, rkisp1, CAMSS and DVB pages, the Arm CMN PMU, the mount API, the
jbd2 journalling API, GFS2 glocks, ext4 journal and directory layout,
directory locking, dm-io, the media controller core, the DVB frontend,
n_gsm, FPGA manager, NVDIMM firmware activation, SoundWire, the Surface
Aggregator, Zoran, spufs, several hwmon drivers, the uGuru datasheet, the
Atari keyboard, Intel AMT, the regulator overview). The facts are spread
over the nfsd versions file, the ImgU mode control, the CIO2 config
option, bynodeid and occupid of arm_cmn, CONFIG_VALIDATE_FS_PARSER, asc7621
smoothing and peci_legacy, currX_crit of the MAX34446, the Tcontrol
attribute of peci-cputemp, the Exynos 4210 USB PHY option, the media
maintainers' section-mismatch check, spufs gid, zoran low_bitrate, the
NVDIMM activate attribute; jbd2_journal_init_dev and jbd2_journal_wipe,
fpga_mgr_register_full, dm_io_sync_vm and dm_io_async_bvec,
media_create_pad_link, GSMIOC_SETCONF, unlock_new_inode,
fs_context_for_reconfigure, fscache_acquire_cache,
ssam_device_driver_register, sdw_prepare_stream, xfs_trans_roll,
v4l-conf, SSAM_CDEV_NOTIF_REGISTER; the media graph depth, the ext4 journal
size and directory entry size, SoundWire data ports, SSH pending commands,
the Zoran frame size, the CAMSS downscale ratio, CMN global counters, the
asc7621 addresses, the ikbd mouse speed, the NFSv4.1 RFC, the dtx latch,
the spufs owner; the minimum glock hold time, reuse of freed blocks in
jbd2, scatter gather lists for FPGA images, the 4.1-before-4 order, the I2C
gate of tuners, read-locked asc7621 bytes, metadata-only ext4 journalling,
the graph depth limit, device list order, TLB misses, memcg tests with
other subsystems; TIOCSETD and AT+CMUX for n_gsm, taking nfsd down,
balanced jbd2_journal_stop calls, media_device_cleanup, enabling dtx
events, the rkisp1 quantization pad, reading the uGuru CMD port first,
locking parents in cross-directory rename, init_fs_context,
DVBFE_ALGO_CUSTOM, quiesce activation; and terms (filehandle fragment, DF
glock mode, revocation block, regulator constraint, Intel AMT, DVB demux).
No fact is taken from a translation. The most famous facts were avoided,
and so was every answer and every question topic of the earlier answer sets
(``answer_kernel_tune``, ``answer_kernel_heldout`` to
``answer_kernel_heldout38``, ``answer_pg_*``, ``answer_questions*``,
``answer_unanswerable_*``), which were read only for that purpose (answers
and question words were grepped against them, and each new answer against
the text of every page). The thirty-seventh and thirty-eighth sets' builders
(``build_answers_kernel37.py``, ``build_answers_kernel38.py``) were read as
templates for format and rules; the fortieth set, written at the same time
by another author, was not seen. Nothing of the answer code, of its search
or answer output, of the appliance's documentation or tests, or of the
benchmark results was opened while writing it; no git command was used for
it; the questions were not run through the appliance.

Relevance rules and kinds: as in ``build_answers_kernel3.py``. ``answer`` is
the short phrase that carries the asked-for fact, copied as the page writes
it; ``relevant`` lists every page that states the fact with that phrase,
best first, leaving out index pages and passing uses.

Usage::

    python3 build_answers_kernel39.py > answer_kernel_heldout39.jsonl
    python3 validate_answers.py answer_kernel_heldout39.jsonl  # with a Python that has the appliance installed

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
    ("k39-nfsd-versions-file",
     "our NFS server for the microscope data should stop offering NFSv4.1 to the old Solaris clients; through which control file is minor version 1 switched on and off?",
     "/proc/fs/nfsd/versions",
     ["filesystems/nfs/nfs41-server.rst.txt"], "setting"),
    ("k39-ipu3-imgu-mode",
     "the IPU3 ImgU on our Kaby Lake tablet runs in video mode, but the inspection camera app wants still-capture processing; which V4L2 control selects the ImgU mode?",
     "V4L2_CID_INTEL_IPU3_MODE",
     ["admin-guide/media/ipu3.rst.txt"], "setting"),
    ("k39-ipu3-cio2-config",
     "the raw sensor on our Surface-style test tablet needs the IPU3 MIPI CSI-2 receiver driver; which config option enables the CIO2 driver?",
     "CONFIG_VIDEO_IPU3_CIO2",
     ["admin-guide/media/ipu3.rst.txt"], "setting"),
    ("k39-arm-cmn-bynodeid",
     "on our Neoverse test server I want perf to count a CMN-600 event for one node only instead of the aggregate over all nodes of that type; which event field must be set to 1 besides nodeid?",
     "bynodeid",
     ["admin-guide/perf/arm-cmn.rst.txt"], "setting"),
    ("k39-arm-cmn-occupid",
     "some arm_cmn events on the Ampere box need an extra occupancy ID; in which event field is that given?",
     "occupid",
     ["admin-guide/perf/arm-cmn.rst.txt"], "setting"),
    ("k39-validate-fs-parser",
     "while writing the mount parameter table for our lab filesystem I want the kernel to sanity-check the parameter descriptions; which config option turns on that validation?",
     "CONFIG_VALIDATE_FS_PARSER",
     ["filesystems/mount_api.rst.txt"], "setting"),
    ("k39-asc7621-smoothing",
     "the temperature readings of the aSC7621 in the old Intel workstation jump around from noise; which sysfs attributes smooth those spikes?",
     "temp[1-4]_smoothing_enable",
     ["hwmon/asc7621.rst.txt"], "setting"),
    ("k39-asc7621-peci-legacy",
     "on the aSC7621 I want PECI associated with temperature zone 1 and remote diode 1 with zone 4; which attribute switches to that legacy mode?",
     "peci_legacy",
     ["hwmon/asc7621.rst.txt"], "setting"),
    ("k39-max34446-currx-crit",
     "our MAX34446 power monitor should measure voltage instead of current on channel 1; which attribute decides that?",
     "currX_crit",
     ["hwmon/max34440.rst.txt"], "setting"),
    ("k39-peci-tcontrol",
     "on the BMC of our compute node I read CPU temperatures through peci-cputemp; which attribute provides the Tcontrol critical value of the package?",
     "temp3_crit",
     ["hwmon/peci-cputemp.rst.txt"], "setting"),
    ("k39-exynos4210-usb2-config",
     "our Exynos 4210 board's USB host needs the Samsung USB 2.0 PHY support for that SoC compiled in; which config option?",
     "CONFIG_PHY_EXYNOS4210_USB2",
     ["driver-api/phy/samsung-usb2.rst.txt"], "setting"),
    ("k39-media-debug-section-mismatch",
     "before sending our camera driver patch to linux-media I want to build the way the media maintainers do; which config option do they set to catch section mismatches?",
     "CONFIG_DEBUG_SECTION_MISMATCH",
     ["driver-api/media/maintainer-entry-profile.rst.txt"], "setting"),
    ("k39-spufs-gid",
     "on the old Cell blade in the lab the spufs mount point should belong to the spu group instead of root; which mount option sets that?",
     "gid=<gid>",
     ["filesystems/spufs/spufs.rst.txt"], "setting"),
    ("k39-zoran-low-bitrate",
     "our old Iomega Buz capture card stops capturing after a few minutes at 1:2 JPEG compression; which module option limits it to 1:4?",
     "low_bitrate=1",
     ["driver-api/media/drivers/zoran.rst.txt"], "setting"),
    ("k39-nvdimm-activate-attr",
     "after staging new firmware on the persistent-memory DIMMs of the database server, which sysfs attribute of the nvdimm bus shows and triggers runtime firmware activation?",
     "ndbusX/firmware/activate",
     ["driver-api/nvdimm/firmware-activate.rst.txt"], "setting"),
    # --- commands -------------------------------------------------------
    ("k39-jbd2-init-dev",
     "our experimental filesystem keeps its jbd2 journal on a separate raw partition rather than in an inode; which call creates the journal_t for that?",
     "jbd2_journal_init_dev",
     ["filesystems/journalling.rst.txt"], "command"),
    ("k39-jbd2-journal-wipe",
     "when mounting, our filesystem knows the journal contents need no processing; which jbd2 call clears the journal before jbd2_journal_load()?",
     "jbd2_journal_wipe",
     ["filesystems/journalling.rst.txt"], "command"),
    ("k39-fpga-mgr-register-full",
     "the probe of our FPGA manager driver for the lab's Zynq card needs to pass extra info beyond name, ops and priv; which registration call takes that?",
     "fpga_mgr_register_full",
     ["driver-api/fpga/fpga-mgr.rst.txt"], "command"),
    ("k39-dm-io-sync-vm",
     "our device-mapper target must read a large region into a vmalloc'd buffer without building page lists; which synchronous dm-io call takes such a buffer?",
     "dm_io_sync_vm",
     ["admin-guide/device-mapper/dm-io.rst.txt"], "command"),
    ("k39-dm-io-async-bvec",
     "our dm target already has a bio and wants to send parts of it to different devices asynchronously; which dm-io call takes an array of bio vectors?",
     "dm_io_async_bvec",
     ["admin-guide/device-mapper/dm-io.rst.txt"], "command"),
    ("k39-media-create-pad-link",
     "in our capture driver the sensor entity's source pad must be linked to the CSI receiver's sink pad in the media graph; which function creates that link?",
     "media_create_pad_link",
     ["driver-api/media/mc-core.rst.txt"], "command"),
    ("k39-gsmioc-setconf",
     "our modem tool has put the serial port into n_gsm mode and changed the MRU and MTU in the struct gsm_config; which ioctl applies the new mux configuration?",
     "GSMIOC_SETCONF",
     ["driver-api/tty/n_gsm.rst.txt"], "command"),
    ("k39-unlock-new-inode",
     "in our filesystem's inode lookup, after filling in a new inode obtained from iget_locked, which call unlocks it?",
     "unlock_new_inode",
     ["filesystems/porting.rst.txt"], "command"),
    ("k39-fs-context-reconfigure",
     "our tool remounts the lab filesystem with new options through the new mount API inside the kernel; which call allocates the fs_context for reconfiguration?",
     "fs_context_for_reconfigure",
     ["filesystems/mount_api.rst.txt"], "command"),
    ("k39-fscache-acquire-cache",
     "we are writing a cache backend for FS-Cache on our storage appliance; which call gets a cache cookie before adding the cache?",
     "fscache_acquire_cache",
     ["filesystems/caching/backend-api.rst.txt"], "command"),
    ("k39-ssam-device-driver-register",
     "our driver for a Surface Aggregator client device on the lab Surface Book, which function registers it with the SSAM bus?",
     "ssam_device_driver_register",
     ["driver-api/surface_aggregator/client.rst.txt"], "command"),
    ("k39-sdw-prepare-stream",
     "in our SoundWire codec setup, after configuring the stream, which call prepares it before enabling?",
     "sdw_prepare_stream",
     ["driver-api/soundwire/stream.rst.txt", "driver-api/soundwire/locking.rst.txt"], "command"),
    ("k39-xfs-trans-roll",
     "in XFS a long-running permanent transaction is committed and a new one started with the same reservation; which function does that rolling?",
     "xfs_trans_roll",
     ["filesystems/xfs-delayed-logging-design.rst.txt"], "command"),
    ("k39-v4l-conf",
     "xawtv on the old capture PC with the Zoran card can't load the modules as a normal user and we don't run X there; what does the guide suggest running from rc.local?",
     "v4l-conf -c",
     ["driver-api/media/drivers/zoran.rst.txt"], "command"),
    ("k39-ssam-cdev-notif-register",
     "our user-space tool reads events from /dev/surface/aggregator but gets none; which ioctl registers the notifiers first?",
     "SSAM_CDEV_NOTIF_REGISTER",
     ["driver-api/surface_aggregator/clients/cdev.rst.txt"], "command"),
    # --- values ---------------------------------------------------------
    ("k39-media-graph-max-depth",
     "how deep may the media graph traversal go before it stops, in our pipeline of many subdevices?",
     "currently defined as 16",
     ["driver-api/media/mc-core.rst.txt"], "value"),
    ("k39-ext4-journal-max",
     "how large may a journal embedded in an ext4 filesystem be at most?",
     "2^32 blocks",
     ["filesystems/ext4/journal.rst.txt"], "value"),
    ("k39-ext4-dirent-max",
     "our ext4 image parser for the archived instrument disks reads linear directories; how long is one ext4_dir_entry_2 at most?",
     "at most 263 bytes long",
     ["filesystems/ext4/directory.rst.txt"], "value"),
    ("k39-soundwire-data-ports",
     "how many data ports can one SoundWire slave such as our smart amplifier support?",
     "up to 14 Data Ports",
     ["driver-api/soundwire/summary.rst.txt"], "value"),
    ("k39-ssh-pending-commands",
     "how many pending commands does the Surface Serial Hub protocol allow at once, per the observed behaviour?",
     "at most three pending commands",
     ["driver-api/surface_aggregator/ssh.rst.txt"], "value"),
    ("k39-zoran-frame-bytes",
     "in the Zoran guide's buffer arithmetic for 704-pixel-wide D1 video, how many bytes does one frame come to?",
     "202752 bytes per frame",
     ["driver-api/media/drivers/zoran.rst.txt"], "value"),
    ("k39-camss-downscale",
     "how far can the VFE encoder scale module of the Qualcomm CAMSS downscale the image on our Dragonboard camera?",
     "ratio up to 16x",
     ["admin-guide/media/qcom_camss.rst.txt"], "value"),
    ("k39-arm-cmn-global-counters",
     "how many global counters does the CMN-600 debug and trace controller provide for the PMU?",
     "up to 8 global counters",
     ["admin-guide/perf/arm-cmn.rst.txt"], "value"),
    ("k39-asc7621-addresses",
     "which I2C addresses does the asc7621 driver scan for the monitoring chip?",
     "I2C 0x2c, 0x2d, 0x2e",
     ["hwmon/asc7621.rst.txt"], "value"),
    ("k39-atari-ikbd-mouse-speed",
     "for our Atari ST emulator's keyboard controller, up to what mouse speed should tracking stay accurate?",
     "10 inches per second",
     ["input/devices/atarikbd.rst.txt"], "value"),
    ("k39-nfsd41-rfc",
     "which RFC is the NFSv4.1 implementation in nfsd based on?",
     "RFC 5661",
     ["filesystems/nfs/nfs41-server.rst.txt"], "value"),
    ("k39-dtx-latch-default",
     "on the Surface Book in the lab, is the clipboard latch locked or unlocked by default?",
     "By default, the latch is unlocked",
     ["driver-api/surface_aggregator/clients/dtx.rst.txt"], "value"),
    ("k39-spufs-uid-default",
     "which user owns the spufs mount point if no uid= option is given?",
     "the default is 0 (root)",
     ["filesystems/spufs/spufs.rst.txt"], "value"),
    # --- reasons --------------------------------------------------------
    ("k39-why-glock-min-hold",
     "on our two-node GFS2 cluster, why is a glock kept for a minimum time before it is given up to the other node?",
     "none of the nodes making any progress",
     ["filesystems/gfs2-glocks.rst.txt"], "reason"),
    ("k39-why-jbd2-commit-callback-delete",
     "in our jbd2-based filesystem, why must freed blocks not be reused until the deleting transaction commits?",
     "haven't reused any of the freed blocks",
     ["filesystems/journalling.rst.txt"], "reason"),
    ("k39-why-fpga-sg-list",
     "why should our FPGA loader pass the bitstream as a scatter gather list instead of one contiguous buffer?",
     "allocating contiguous kernel memory for the buffer should be avoided",
     ["driver-api/fpga/fpga-mgr.rst.txt"], "reason"),
    ("k39-why-nfsd-41-order",
     "why must our NFS setup script switch 4.1 on or off before switching version 4 itself?",
     "older servers will interpret",
     ["filesystems/nfs/nfs41-server.rst.txt"], "reason"),
    ("k39-why-i2c-gate-ctrl",
     "why does the DVB frontend driver of our tuner card implement i2c_gate_ctrl?",
     "remove the tuner from the I2C bus after a channel is tuned",
     ["driver-api/media/dtv-frontend.rst.txt"], "reason"),
    ("k39-why-asc7621-read-both-bytes",
     "why must a program read the opposite byte right after reading the high or low byte of an aSC7621 temperature?",
     "the other byte is locked-in",
     ["hwmon/asc7621.rst.txt"], "reason"),
    ("k39-why-ext4-metadata-only",
     "why does ext4 by default write only metadata, not file data, through the journal?",
     "For performance reasons, ext4 by default only writes filesystem metadata through the journal",
     ["filesystems/ext4/journal.rst.txt"], "reason"),
    ("k39-why-graph-depth-limit",
     "why does the media controller limit how deep its graph traversal goes?",
     "To prevent infinite loops",
     ["driver-api/media/mc-core.rst.txt"], "reason"),
    ("k39-why-device-list-order",
     "why must the driver model's global device list be kept in order?",
     "devices are shutdown before their physical parents",
     ["driver-api/driver-model/porting.rst.txt"], "reason"),
    ("k39-why-tlb-misses",
     "our simulation with a 200 GB working set runs slowly, and huge pages were suggested; why does a large working set hurt with small pages?",
     "performance hit because of TLB misses",
     ["admin-guide/mm/concepts.rst.txt"], "reason"),
    ("k39-why-memcg-mount-others",
     "why does the memcg test guide suggest mounting the memory cgroup together with other subsystems?",
     "there is a race and lock dependency with other cgroup subsystems",
     ["admin-guide/cgroup-v1/memcg_test.rst.txt"], "reason"),
    # --- procedures -----------------------------------------------------
    ("k39-n-gsm-tiocsetd",
     "after putting the cellular modem of our field logger into CMUX mode, how do I switch the serial line to the n_gsm line discipline?",
     "TIOCSETD",
     ["driver-api/tty/n_gsm.rst.txt"], "procedure"),
    ("k39-n-gsm-cmux",
     "how is the GPRS modem on ttyS0 put into 07.10 mux mode before n_gsm takes over?",
     "AT+CMUX=",
     ["driver-api/tty/n_gsm.rst.txt"], "procedure"),
    ("k39-nfsd-versions-write",
     "I want to write -4.1 into the nfsd versions file on the data server but it refuses; what must be done first?",
     "the nfsd service must be taken down",
     ["filesystems/nfs/nfs41-server.rst.txt"], "procedure"),
    ("k39-jbd2-stop-count",
     "our filesystem nests jbd2_journal_start() calls; how many times must jbd2_journal_stop() be called?",
     "the same number of times as jbd2_journal_start()",
     ["filesystems/journalling.rst.txt"], "procedure"),
    ("k39-media-device-cleanup",
     "when our capture driver unloads, how is a media device that was initialised with media_device_init finally cleaned up?",
     "media_device_cleanup",
     ["driver-api/media/mc-core.rst.txt"], "procedure"),
    ("k39-dtx-events-enable",
     "our detach daemon on the Surface Book reads /dev/surface/dtx but never sees any events; what must it do first?",
     "SDTX_IOCTL_EVENTS_ENABLE",
     ["driver-api/surface_aggregator/clients/dtx.rst.txt"], "procedure"),
    ("k39-rkisp1-quantization",
     "on our RK3399 camera board, from which pad should the application read the configured quantization of the ISP output?",
     "rkisp1_isp:2",
     ["admin-guide/media/rkisp1.rst.txt"], "procedure"),
    ("k39-abituguru-cmd-first",
     "probing for the uGuru on the old Abit board by reading its DATA port gives 0x09 instead of 0x08; what must be done first?",
     "CMD must be read first",
     ["hwmon/abituguru-datasheet.rst.txt"], "procedure"),
    ("k39-cross-dir-rename-parents",
     "in our filesystem's cross-directory rename, in what order are the two parent directories locked?",
     "ancestors first",
     ["filesystems/directory-locking.rst.txt"], "procedure"),
    ("k39-fs-context-init",
     "our lab filesystem moves to the new mount API; which file_system_type operation must set up the fs_context operations?",
     "init_fs_context",
     ["filesystems/mount_api.rst.txt"], "procedure"),
    ("k39-dvbfe-algo-custom",
     "our satellite tuner has its own hardware-assisted tuning algorithm; which algorithm type does the frontend driver report so it can use it?",
     "DVBFE_ALGO_CUSTOM",
     ["driver-api/media/dtv-frontend.rst.txt"], "procedure"),
    ("k39-nvdimm-quiesce",
     "how do I activate the staged NVDIMM firmware with drivers and applications stopped from modifying memory, rather than live?",
     "A value of 'quiesce' triggers",
     ["driver-api/nvdimm/firmware-activate.rst.txt"], "procedure"),
    # --- definitions ----------------------------------------------------
    ("k39-what-filehandle-fragment",
     "the NFS export notes for our filesystem talk about a filehandle fragment; what is that?",
     "corresponds to part of an NFS filehandle",
     ["filesystems/nfs/exporting.rst.txt"], "definition"),
    ("k39-what-glock-df",
     "GFS2 glocks have a DF mode besides SH and EX; what is it used for?",
     "used exclusively for direct I/O operations",
     ["filesystems/gfs2-glocks.rst.txt"], "definition"),
    ("k39-what-revocation-block",
     "our ext4 journal dump shows revocation blocks; what is a revocation block?",
     "used to prevent replay of a block in an earlier transaction",
     ["filesystems/ext4/journal.rst.txt"], "definition"),
    ("k39-what-regulator-constraint",
     "in the regulator framework overview, what is a constraint?",
     "constrain a power domain to a particular power range",
     ["power/regulator/overview.rst.txt"], "definition"),
    ("k39-what-intel-amt",
     "the MEI driver docs keep mentioning Intel AMT on our office PCs; what does AMT provide?",
     "manage a host remotely out-of-band",
     ["driver-api/mei/iamt.rst.txt"], "definition"),
    ("k39-what-dvb-demux",
     "our DVB card shows /dev/dvb/adapter0/demux0 next to frontend0 and dvr0; what is the demux device for?",
     "used to control what programs will be received",
     ["admin-guide/media/dvb_intro.rst.txt"], "definition"),
]


if __name__ == "__main__":
    sys.exit(main(ROWS, "kernel"))

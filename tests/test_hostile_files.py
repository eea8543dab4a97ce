"""Hostile folders: FIFOs (also swapped in mid-run), symlinks out of the folder, file names that are not
UTF-8, a subfolder that cannot be read, concurrent first-time indexing, and `open` of a path that no
longer holds the indexed file. Each costs one line in the report (or a warning), never the run."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner

from appliance.cli import main
from appliance.config import EmbeddingSettings, Settings, paths
from appliance.kernel import store as store_mod
from appliance.kernel.indexer import index
from appliance.kernel.namespace import open_store
from appliance.kernel.opener import MAX_WINDOW_CHARS, _window, open_anchor

GOOD = {"a-first.txt": "Alpha notes: the spindle runs at 1200 rpm.\n",
        "z-last.txt": "Zulu notes: the coolant pump is primed before start.\n"}
SECRET = "root:$6$saltsaltsalt$hashhashhash:19000:0:99999:7:::\n"


@pytest.fixture
def fast() -> Settings:
    """Indexing without the embedder: these tests are about which files are read, not vectors."""
    return replace(Settings(), embedding=replace(EmbeddingSettings(), enabled=False))


def folder(tmp_path: Path, **extra: str) -> Path:
    root = tmp_path / "docs"
    root.mkdir()
    for name, text in {**GOOD, **extra}.items():
        (root / name).write_text(text)
    return root


def outcome(report, name: str):  # type: ignore[no-untyped-def]
    return next(o for o in report.outcomes if o.path.endswith(name))


def good_indexed(report) -> None:  # type: ignore[no-untyped-def]
    for name in GOOD:
        assert outcome(report, name).status in ("indexed", "unchanged"), report.to_dict()


def searchable(text: str, settings: Settings, ns: str = "t") -> bool:
    store = open_store(ns, settings)
    try:
        return bool(store.db.execute("SELECT 1 FROM slices WHERE text LIKE ?", (f"%{text}%",)))
    finally:
        store.close()


def test_fifos_are_skipped_without_being_opened(tmp_path: Path, fast: Settings) -> None:
    root = folder(tmp_path)
    os.mkfifo(root / "m-pipe.txt")
    os.mkfifo(root / "n-pipe.txt.gz")
    t0 = time.monotonic()
    report = index([root], "t", fast)
    assert time.monotonic() - t0 < 20
    good_indexed(report)
    for name in ("m-pipe.txt", "n-pipe.txt.gz"):
        o = outcome(report, name)
        assert (o.status, o.message) == ("skipped", "not a regular file (a FIFO)")


def test_a_fifo_swapped_in_mid_run_is_skipped(tmp_path: Path, fast: Settings) -> None:
    root = folder(tmp_path, **{"m-middle.txt": "Mike notes: torque 45 Nm.\n"})
    index([root], "t", fast)
    (root / "m-middle.txt").write_text("Mike notes, changed.\n")

    def swap(path: str, done: int, total: int) -> None:
        if path.endswith("a-first.txt"):  # after the walk, before m-middle.txt is read
            (root / "m-middle.txt").unlink()
            os.mkfifo(root / "m-middle.txt")

    t0 = time.monotonic()
    report = index([root], "t", fast, progress=swap)
    assert time.monotonic() - t0 < 20
    good_indexed(report)
    o = outcome(report, "m-middle.txt")
    assert o.status == "skipped" and o.message.startswith("not a regular file (a FIFO)")
    assert not searchable("torque 45 Nm", fast)  # its old version is not served as if it were still there


def test_symlinks_out_of_the_folder_are_not_followed_unless_configured(tmp_path: Path, fast: Settings) -> None:
    secret = tmp_path / "outside" / "shadow"
    secret.parent.mkdir()
    secret.write_text(SECRET)
    root = folder(tmp_path)
    (root / "shadow.txt").symlink_to(secret)
    (root / "sub").mkdir()
    (root / "sub" / "inner.txt").write_text("Inner notes: belt tension 8 mm.\n")
    (root / "inner-link.txt").symlink_to(root / "sub" / "inner.txt")

    report = index([root], "t", fast)
    good_indexed(report)
    o = outcome(report, "shadow.txt")
    assert o.status == "skipped" and "symlink to outside the indexed folder" in o.message
    assert outcome(report, "inner-link.txt").status == "indexed"  # a link within the folder is fine
    assert not searchable("saltsalt", fast)

    follow = replace(fast, index=replace(fast.index, follow_symlinks=True))
    report = index([root], "t", follow)
    assert outcome(report, "shadow.txt").status == "indexed" and searchable("saltsalt", follow)


def test_a_file_name_that_is_not_utf8_is_reported_and_the_run_goes_on(tmp_path: Path) -> None:
    root = folder(tmp_path)
    bad = os.fsencode(root) + b"/m-caf\xe9.txt"
    fd = os.open(bad, os.O_WRONLY | os.O_CREAT)
    os.write(fd, b"Cafe notes.\n")
    os.close(fd)
    paths().config_file.parent.mkdir(parents=True, exist_ok=True)
    paths().config_file.write_text("embedding:\n  enabled: false\n")
    result = CliRunner().invoke(main, ["index", str(root), "-n", "t", "--json", "-q"], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    import json

    report = json.loads(result.stdout)
    assert report["indexed"] == 2 and report["skipped"] == 1
    (skipped,) = [f for f in report["files"] if f["status"] == "skipped"]
    assert skipped["path"].endswith("m-caf\\xe9.txt")
    assert skipped["message"] == "the file name is not valid UTF-8 (rename it to index it)"


NO_DAC = ["setpriv", "--inh-caps=-dac_override,-dac_read_search", "--bounding-set=-dac_override,-dac_read_search"]
INDEX_JSON = """
import json, sys
from dataclasses import replace
from pathlib import Path
from appliance.config import EmbeddingSettings, Settings
from appliance.kernel.indexer import index
s = replace(Settings(), embedding=replace(EmbeddingSettings(), enabled=False))
print(json.dumps(index([Path(sys.argv[1])], "t", s).to_dict()))
"""


def index_without_privileges(root: Path, home: Path) -> dict:  # type: ignore[type-arg]
    """Index in a child process that folder permissions apply to (root drops its DAC override)."""
    import json
    import shutil

    prefix: list[str] = []
    if os.geteuid() == 0:
        if shutil.which("setpriv") is None:
            pytest.skip("running as root without setpriv: folder permissions cannot apply")
        prefix = NO_DAC
    done = subprocess.run([*prefix, sys.executable, "-c", INDEX_JSON, str(root)], cwd=Path(__file__).parent.parent,
                          env={**os.environ, "OPENCLAW_HOME": str(home)}, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout)


def test_an_unreadable_subfolder_is_reported_and_its_files_kept(tmp_path: Path, fast: Settings,
                                                                 openclaw_home: Path) -> None:
    root = folder(tmp_path)
    sub = root / "sub"
    sub.mkdir()
    (sub / "kept.txt").write_text("Kept notes: the gantry is homed first.\n")
    assert outcome(index([root], "t", fast), "kept.txt").status == "indexed"
    sub.chmod(0)
    try:
        report = index_without_privileges(root, openclaw_home)
    finally:
        sub.chmod(0o755)
    assert report["removed"] == 0 and report["failed"] == 1, report
    (failed,) = [f for f in report["files"] if f["status"] == "failed"]
    assert failed["path"] == str(sub) and failed["message"] == (
        "folder cannot be read (Permission denied); its indexed files are kept")
    assert searchable("gantry is homed", fast) and searchable("spindle runs", fast)
    # once readable again, a real deletion is still a deletion
    (sub / "kept.txt").unlink()
    assert outcome(index([root], "t", fast), "kept.txt").status == "removed"


CONCURRENT = """
import sys, time
from dataclasses import replace
from pathlib import Path
from appliance.config import EmbeddingSettings, Settings
from appliance.kernel.indexer import index
while not Path(sys.argv[1]).exists():
    time.sleep(0.005)
s = replace(Settings(), embedding=replace(EmbeddingSettings(), enabled=False))
r = index([Path(sys.argv[2])], sys.argv[3], s)
print(r.count("indexed") + r.count("unchanged"))
"""


def test_concurrent_first_time_index_runs_all_succeed(tmp_path: Path, openclaw_home: Path) -> None:
    root = folder(tmp_path)
    env = {**os.environ, "OPENCLAW_HOME": str(openclaw_home)}
    for round_ in range(2):
        go = tmp_path / f"go{round_}"
        procs = [subprocess.Popen([sys.executable, "-c", CONCURRENT, str(go), str(root), f"fresh{round_}"],
                                  cwd=Path(__file__).parent.parent, env=env, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True) for _ in range(4)]
        time.sleep(1.5)  # let them import, then start together
        go.touch()
        for p in procs:
            out, err = p.communicate(timeout=120)
            assert p.returncode == 0, err[-2000:]
            assert out.strip() == "2"


def test_open_reads_only_the_file_that_was_indexed(tmp_path: Path, fast: Settings) -> None:
    secret = tmp_path / "outside-secret.txt"
    secret.write_text(SECRET)
    root = folder(tmp_path)
    index([root], "t", fast)
    store = open_store("t", fast)
    (anchor,) = [r[0] for r in store.db.execute(
        "SELECT s.id FROM slices s JOIN files f ON f.id = s.file_id WHERE f.path LIKE '%a-first.txt'")]
    store.close()
    target = root / "a-first.txt"
    opened = open_anchor(fast, anchor)
    assert "1200 rpm" in opened.text and not opened.warnings
    os.link(target, tmp_path / "indexed-inode")  # keeps its inode taken, so no later file can reuse the number

    target.unlink()
    target.symlink_to(secret)  # swapped for a symlink to a file outside
    opened = open_anchor(fast, anchor)
    assert "saltsalt" not in opened.text and "1200 rpm" in opened.text
    assert opened.warnings and "showing the indexed text" in opened.warnings[0]

    target.unlink()
    os.mkfifo(target)  # swapped for a FIFO: no hang
    t0 = time.monotonic()
    opened = open_anchor(fast, anchor)
    assert time.monotonic() - t0 < 5 and "not a regular file (a FIFO)" in opened.warnings[0]

    target.unlink()
    target.write_text(GOOD["a-first.txt"])  # same bytes, another inode: not the indexed file
    opened = open_anchor(fast, anchor)
    assert "different file than the one indexed" in opened.warnings[0]
    assert index([root], "t", fast).count("unchanged") == 2  # the next run records the new inode
    assert not open_anchor(fast, anchor).warnings

    with open(target, "r+b") as fh:  # grown in place to 200 MB: refused from its size, never read
        fh.truncate(200 * 1024 * 1024)
    import resource

    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    t0 = time.monotonic()
    opened = open_anchor(fast, anchor)
    assert time.monotonic() - t0 < 2 and "changed since it was indexed" in opened.warnings[0]
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before < 20_000  # KiB


def test_a_line_window_is_bounded_and_numbered_like_splitlines(tmp_path: Path) -> None:
    import io

    text = "one\r\ntwo\rthree\u2028four\n\nsix\x0cseven\n" + "x" * (3 * MAX_WINDOW_CHARS) + "\nlast"
    data = ("\ufeff" + text).encode()
    lines = text.splitlines()
    for a in range(1, len(lines) + 1):
        for ctx in (0, 1, 3):
            got, first = _window(io.BytesIO(data), (a, a), ctx)
            want_first = max(a - ctx, 1)
            want = "\n".join(lines[want_first - 1: a + ctx])[:MAX_WINDOW_CHARS + 8]
            assert first == want_first
            assert len(got) <= MAX_WINDOW_CHARS + 8 and want.startswith(got[:len(want)][:1000])
            assert got[:1000] == want[:1000]


def test_schema_1_indexes_are_migrated_and_still_open(tmp_path: Path, fast: Settings,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    root = folder(tmp_path)
    with monkeypatch.context() as mp:
        mp.setattr(store_mod, "SCHEMA_VERSION", 1)
        open_store("t", fast, create=True).close()
    store = open_store("t", fast)
    assert store.get_meta("schema_version") == str(store_mod.SCHEMA_VERSION)  # migrated through every step
    store.close()
    good_indexed(index([root], "t", fast))
    store = open_store("t", fast)
    store.db.execute("UPDATE files SET dev = NULL, ino = NULL")  # rows written before schema 2
    (anchor,) = [r[0] for r in store.db.execute(
        "SELECT s.id FROM slices s JOIN files f ON f.id = s.file_id WHERE f.path LIKE '%z-last.txt'")]
    store.close()
    opened = open_anchor(fast, anchor)
    assert "coolant pump" in opened.text and not opened.warnings  # size and sha256 still checked
    assert index([root], "t", fast).count("unchanged") == 2
    store = open_store("t", fast)
    assert all(f.dev is not None and f.ino is not None for f in store.all_files())  # filled in on the next run
    store.close()


def test_concurrent_threads_creating_one_namespace(tmp_path: Path, fast: Settings) -> None:
    errors: list[BaseException] = []
    for n in range(20):
        barrier = threading.Barrier(4)

        def create() -> None:
            try:
                barrier.wait()
                open_store(f"threads{n}", fast, create=True).close()
            except BaseException as exc:  # noqa: BLE001
                errors.append(exc)

        threads = [threading.Thread(target=create) for _ in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    assert not errors, errors[:3]

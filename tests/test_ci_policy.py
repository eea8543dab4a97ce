"""Under CI a test skipped for a missing tool fails the run; a hardware fact stays a skip."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

TESTS = Path(__file__).parent


def test_missing_tool_skip_fails_under_ci(tmp_path: Path) -> None:
    shutil.copy(TESTS / "conftest.py", tmp_path / "conftest.py")
    (tmp_path / "test_x.py").write_text(
        "import pytest\n"
        "def test_tool():\n    pytest.skip('frobnicator is not installed (apt-get install frobnicator)')\n"
        "def test_hardware():\n    pytest.skip('no camera (/dev/video*)')\n")
    run = lambda env: subprocess.run(  # noqa: E731
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-rA", str(tmp_path)],
        capture_output=True, text=True, cwd=tmp_path, env=env, timeout=120)
    import os

    base = {k: v for k, v in os.environ.items() if k != "OPENCLAW_CI"}
    local = run(base)
    assert local.returncode == 0 and "2 skipped" in local.stdout, local.stdout
    ci = run({**base, "OPENCLAW_CI": "1"})
    assert ci.returncode == 1 and "1 failed, 1 skipped" in ci.stdout, ci.stdout
    assert "under CI a missing tool is a failure" in ci.stdout


def test_missing_benchmarks_package_fails_under_ci_also_for_a_whole_module(tmp_path: Path) -> None:
    """A module that needs openclaw-bench skips as a whole when it is missing; under CI that is a failure too."""
    import os

    for name in ("conftest.py", "bench_support.py"):
        shutil.copy(TESTS / name, tmp_path / name)
    (tmp_path / "test_needs_bench.py").write_text(
        "from bench_support import bench\nbench('openclaw_bench.not_installed_here')\n"
        "def test_x():\n    pass\n")
    (tmp_path / "test_other.py").write_text("def test_y():\n    pass\n")
    run = lambda env: subprocess.run(  # noqa: E731
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-rA", str(tmp_path)],
        capture_output=True, text=True, cwd=tmp_path, env=env, timeout=120)
    base = {k: v for k, v in os.environ.items() if k != "OPENCLAW_CI"}
    local = run(base)
    assert local.returncode == 0 and "1 passed, 1 skipped" in local.stdout and "pip install -e bench" in local.stdout, local.stdout
    ci = run({**base, "OPENCLAW_CI": "1"})
    assert ci.returncode != 0 and "under CI a missing tool is a failure" in ci.stdout, ci.stdout

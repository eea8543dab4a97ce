"""Shared fixtures: every test gets its own OPENCLAW_HOME so no test touches real user dirs.

Under CI (``OPENCLAW_CI=1``, set by .ci/run) a test skipped because a tool or
package is missing fails instead: CI installs everything, so a skip there would
silently drop a whole subsystem from the run. Skips that state a fact about the
machine's hardware (no camera, working Bluetooth) stay skips.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any, Iterator

import pytest

MISSING_TOOL = re.compile(r"not installed|apt-get install|pip install|is missing", re.I)


def _fail_missing_tool_under_ci(report: pytest.TestReport | pytest.CollectReport) -> None:
    if os.environ.get("OPENCLAW_CI") == "1" and report.skipped and isinstance(report.longrepr, tuple):
        reason = str(report.longrepr[2])
        if MISSING_TOOL.search(reason):
            report.outcome = "failed"
            report.longrepr = f"under CI a missing tool is a failure, not a skip: {reason}"


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[Any]) -> Iterator[None]:
    outcome = yield
    _fail_missing_tool_under_ci(outcome.get_result())


@pytest.hookimpl(hookwrapper=True)
def pytest_make_collect_report(collector: pytest.Collector) -> Iterator[None]:
    """A whole module skipped while it is imported (``pytest.importorskip`` at module level) too."""
    outcome = yield
    _fail_missing_tool_under_ci(outcome.get_result())

from appliance.config import Settings

KERNEL_DOCS = Path("/usr/share/doc/linux-doc-6.1/html/_sources")


@pytest.fixture(autouse=True)
def openclaw_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "openclaw-home"
    monkeypatch.setenv("OPENCLAW_HOME", str(home))
    return home


@pytest.fixture
def settings() -> Settings:
    return Settings()


@pytest.fixture
def kernel_docs() -> Path:
    if not KERNEL_DOCS.is_dir():
        pytest.skip("linux-doc-6.1 is not installed (apt-get install linux-doc-6.1)")
    return KERNEL_DOCS


@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The appliance tests' indexes, built once per run; each test copies them into its
    own home with ``appliance_support.install_indexes`` and never writes here."""
    from appliance_support import build_indexes

    home = tmp_path_factory.mktemp("appliance-home")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("OPENCLAW_HOME", str(home))
        return build_indexes(home)

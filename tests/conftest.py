"""Shared fixtures: every test gets its own OPENCLAW_HOME so no test touches real user dirs."""

from __future__ import annotations

from pathlib import Path

import pytest

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

"""Every module of the package imports on its own, in a fresh interpreter (no import cycles, no order dependence)."""

from __future__ import annotations

import pkgutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

import appliance


def all_modules() -> list[str]:
    names = [appliance.__name__]
    for info in pkgutil.walk_packages(appliance.__path__, prefix="appliance."):
        if not info.name.endswith("__main__"):
            names.append(info.name)
    return sorted(names)


def import_alone(name: str) -> tuple[str, str]:
    r = subprocess.run([sys.executable, "-c", f"import {name}"], capture_output=True, text=True, timeout=120)
    return name, "" if r.returncode == 0 else (r.stderr.strip().splitlines() or ["(no output)"])[-1]


def test_every_module_imports_alone_in_a_fresh_interpreter() -> None:
    modules = all_modules()
    assert len(modules) > 60, modules  # the walk found the package, not an empty shell
    with ThreadPoolExecutor(4) as pool:
        failures = {name: err for name, err in pool.map(import_alone, modules) if err}
    assert not failures, "\n".join(f"{k}: {v}" for k, v in sorted(failures.items()))


def test_a_cycle_would_be_caught(tmp_path) -> None:
    """The check itself fails on a real circular import (two modules importing names from each other)."""
    pkg = tmp_path / "cyc"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from cyc.b import B\nA = 1\n")
    (pkg / "b.py").write_text("from cyc.a import A\nB = 2\n")
    r = subprocess.run([sys.executable, "-c", "import cyc.a"], capture_output=True, text=True, cwd=tmp_path)
    assert r.returncode != 0 and "circular import" in r.stderr

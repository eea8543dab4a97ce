"""Every module imports on its own, in a fresh interpreter (no import cycles, no order dependence).

The appliance's modules are imported with the benchmarks' package hidden (its
distribution unlisted, its modules unimportable), as on an appliance where
openclaw-bench is not installed: nothing in the product may need it. The
benchmarks' own modules (openclaw_bench) are imported as installed.
"""

from __future__ import annotations

import pkgutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from types import ModuleType

import appliance

from bench_support import bench

WITHOUT_BENCH = """
import importlib.metadata as md
import sys

_distributions = md.distributions
md.distributions = lambda **kw: [d for d in _distributions(**kw) if d.metadata["Name"] != "openclaw-bench"]


class _NotInstalled:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] == "openclaw_bench":
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None


sys.meta_path.insert(0, _NotInstalled())
"""
"""Prelude that makes this interpreter look like one where openclaw-bench is not installed."""


def all_modules(package: ModuleType) -> list[str]:
    names = [package.__name__]
    for info in pkgutil.walk_packages(package.__path__, prefix=f"{package.__name__}."):
        if not info.name.endswith("__main__"):
            names.append(info.name)
    return sorted(names)


def run(code: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, timeout=120)


def import_alone(name: str, prelude: str = "") -> tuple[str, str]:
    r = run(f"{prelude}\nimport {name}")
    return name, "" if r.returncode == 0 else (r.stderr.strip().splitlines() or ["(no output)"])[-1]


def failures(modules: list[str], prelude: str = "") -> dict[str, str]:
    with ThreadPoolExecutor(4) as pool:
        return {name: err for name, err in pool.map(lambda m: import_alone(m, prelude), modules) if err}


def test_every_module_imports_alone_in_a_fresh_interpreter_without_the_benchmarks() -> None:
    modules = all_modules(appliance)
    assert len(modules) > 60, modules  # the walk found the package, not an empty shell
    failed = failures(modules, WITHOUT_BENCH)
    assert not failed, "\n".join(f"{k}: {v}" for k, v in sorted(failed.items()))


def test_every_benchmark_module_imports_alone_in_a_fresh_interpreter() -> None:
    modules = all_modules(bench("openclaw_bench"))
    assert {"openclaw_bench.cli", "openclaw_bench.datasets", "openclaw_bench.kernel", "openclaw_bench.voice"} <= set(modules)
    failed = failures(modules)
    assert not failed, "\n".join(f"{k}: {v}" for k, v in sorted(failed.items()))


def command_names(help_text: str) -> list[str]:
    """The command names of ``openclaw --help`` (first word of each line under "Commands:")."""
    section = help_text.split("Commands:")[1]
    return [line.split()[0] for line in section.splitlines() if line.startswith("  ") and line.strip()]


def test_the_cli_runs_without_the_benchmarks_and_has_them_when_installed() -> None:
    bench("openclaw_bench")
    show_commands = "from appliance.cli import main\nmain(['--help'])"
    without = run(WITHOUT_BENCH + show_commands)
    assert without.returncode == 0, without.stderr
    commands = command_names(without.stdout)
    assert "beacons" in commands and "search" in commands and "benchmark" not in commands
    hidden = run(WITHOUT_BENCH + "import openclaw_bench")
    assert hidden.returncode != 0 and "No module named 'openclaw_bench'" in hidden.stderr  # the prelude hides it
    installed = run(show_commands)
    assert installed.returncode == 0 and "benchmark" in command_names(installed.stdout), installed.stderr


def test_a_cycle_would_be_caught(tmp_path) -> None:
    """The check itself fails on a real circular import (two modules importing names from each other)."""
    pkg = tmp_path / "cyc"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from cyc.b import B\nA = 1\n")
    (pkg / "b.py").write_text("from cyc.a import A\nB = 2\n")
    r = subprocess.run([sys.executable, "-c", "import cyc.a"], capture_output=True, text=True, cwd=tmp_path)
    assert r.returncode != 0 and "circular import" in r.stderr

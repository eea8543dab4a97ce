"""The benchmarks' package (openclaw-bench) for the tests that use its data sets or measures.

It is a separate distribution the appliance runs without; `make install` installs
it. Where it is missing these tests skip with a reason naming how to install it,
which under CI (conftest.py) is a failure like any other missing tool.
"""

from __future__ import annotations

from types import ModuleType

import pytest

MISSING = "openclaw-bench is not installed (pip install -e bench)"


def bench(module: str = "openclaw_bench.datasets") -> ModuleType:
    """Import ``module`` of openclaw_bench, or skip the calling test (module) saying how to install it."""
    return pytest.importorskip(module, reason=MISSING)

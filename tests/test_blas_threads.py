"""The appliance asks OpenBLAS for one thread unless the environment chose a number itself."""

from __future__ import annotations

import os
import subprocess
import sys


def _threads_seen(env: dict[str, str]) -> str:
    code = "import appliance, os; print(os.environ['OPENBLAS_NUM_THREADS'])"
    return subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                          check=True).stdout.strip()


def test_one_blas_thread_by_default_and_the_environment_wins() -> None:
    base = {k: v for k, v in os.environ.items() if k != "OPENBLAS_NUM_THREADS"}
    assert _threads_seen(base) == "1"
    assert _threads_seen({**base, "OPENBLAS_NUM_THREADS": "3"}) == "3"

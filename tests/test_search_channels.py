"""The vector channel's pool: the best cosines, found without an index array of every row."""

from __future__ import annotations

import numpy as np
import pytest

from appliance.kernel.search.channels import top_indices


@pytest.mark.parametrize("top", [1, 7, 200, 999, 1000, 1200])
def test_top_indices_are_argpartitions_set(top: int) -> None:
    values = np.random.default_rng(top).normal(size=1000).astype(np.float32)
    got = top_indices(values, top, np.empty_like(values))
    want = np.argpartition(-values, min(top, 1000) - 1)[:top]
    assert sorted(got.tolist()) == sorted(want.tolist())
    assert np.array_equal(values, np.random.default_rng(top).normal(size=1000).astype(np.float32))  # untouched


def test_top_indices_break_ties_at_the_cut_by_lowest_index() -> None:
    values = np.array([0.5, 0.9, 0.5, 0.1, 0.5, 0.7], dtype=np.float32)
    assert sorted(top_indices(values, 3).tolist()) == [0, 1, 5]
    assert sorted(top_indices(values, 4).tolist()) == [0, 1, 2, 5]
    assert top_indices(values, 0).tolist() == []

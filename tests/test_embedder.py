"""The embedder's thread settings: sessions for indexing, intra-op threads for a query."""

from __future__ import annotations

import numpy as np

from appliance.config import Settings, paths
from appliance.kernel.embed import get_embedder


def _intra_op_threads(embedder: object) -> int:
    session = embedder._sessions[0].model.model  # type: ignore[attr-defined]  # fastembed's onnxruntime session
    return session.get_session_options().intra_op_num_threads


def test_query_threads_are_the_query_sessions_intra_op_threads_and_change_no_vector() -> None:
    model = Settings().embedding.model
    one = get_embedder(model, paths().cache_dir)
    two = get_embedder(model, paths().cache_dir, intra_threads=2)
    assert two is not one and get_embedder(model, paths().cache_dir, intra_threads=2) is two
    assert (_intra_op_threads(one), _intra_op_threads(two)) == (1, 2)
    assert len(two._sessions) == 1  # one session: a query runs on the first alone
    np.testing.assert_allclose(one.embed_query("reset the watchdog timer"), two.embed_query("reset the watchdog timer"),
                               atol=1e-6)

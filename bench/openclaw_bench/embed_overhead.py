"""How much of a query embedding is fastembed's per-call work rather than the model.

The searcher embeds a query through ``TextEmbedding.embed``; this times that against the same ONNX
session run directly (tokenizer, ``session.run``, mean pooling over the unpadded pieces, normalising),
alternating the two in one process so the box's load falls on both alike, and checks that both give
the same vector. Prints wall and CPU milliseconds per query for each path, per round.

    OPENCLAW_HOME=H python -m openclaw_bench.embed_overhead [--rounds 3]
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from appliance.config import load_settings
from appliance.config.paths import paths
from appliance.kernel.embed import get_embedder

QUERIES = ["how do I enable kernel samepage merging", "what is the default value of shared_buffers",
           "combine two network interfaces for failover",
           "emergency keyboard commands to sync and reboot a hung machine"]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--repeat", type=int, default=25, help="times each query is embedded per round")
    args = ap.parse_args()
    s = load_settings()
    embedder = get_embedder(s.embedding.model, paths().cache_dir, intra_threads=s.embedding.query_threads)
    wrapped = embedder._sessions[0]
    session, tok = wrapped.model.model, wrapped.model.tokenizer

    def direct(q: str) -> np.ndarray:
        enc = tok.encode(q)
        ids = np.array([enc.ids], dtype=np.int64)
        out = session.run(None, {"input_ids": ids, "attention_mask": np.ones_like(ids),
                                 "token_type_ids": np.zeros_like(ids)})[0]
        v = out[0].mean(axis=0)
        return v / np.linalg.norm(v)

    def via_fastembed(q: str) -> np.ndarray:
        return np.asarray(next(iter(wrapped.embed([q], batch_size=1))), dtype=np.float32)

    for q in QUERIES:
        cos = float(direct(q) @ via_fastembed(q))
        if cos < 0.9999:
            raise SystemExit(f"error: the two paths disagree on {q!r} (cosine {cos:.6f})")
    qs = QUERIES * args.repeat
    for rnd in range(args.rounds):
        for name, f in (("fastembed", via_fastembed), ("direct", direct)):
            t, c = time.perf_counter(), time.process_time()
            for q in qs:
                f(q)
            n = len(qs)
            print(f"round {rnd + 1} {name:9s} {(time.perf_counter() - t) / n * 1e3:.2f} ms wall "
                  f"{(time.process_time() - c) / n * 1e3:.2f} ms CPU")


if __name__ == "__main__":
    main()

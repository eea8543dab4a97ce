"""The answer reader: the bundled cross-encoder, how the fact picker uses it, and how it is trained.

The bundled model is run for real (onnxruntime, its own tokenizer). Training is run for real
too, on a one-layer model and a handful of examples, so the trainer, the ONNX export and the
int8 quantisation are checked end to end in seconds.
"""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from appliance.answer.evidence import Evidence
from appliance.answer.picking import Weights, pick, ranked, candidates
from appliance.answer.facts import asks_for
from appliance.answer.pipeline import Answerer
from appliance.answer.reader import READER_DIR, Reader, ReaderUnavailable, encode, load_reader, reader_text, tokenizer
from appliance.config import Settings
from appliance.config.settings import Invalid
from appliance.kernel.search import Hit
from appliance.kernel.slices import Locator, Slice

STATEMENT = ("statement_timeout: Abort any statement that takes more than the specified amount of time.")
LOCK = ("lock_timeout: Abort any statement that waits longer than the specified amount of time while attempting "
        "to acquire a lock on a table, index, row, or other database object.")
QUESTION = "How do I automatically abort any statement that runs longer than 30 seconds?"


def _evidence(texts: list[tuple[str, str]]) -> list[Evidence]:
    return [Evidence.of(Hit(Slice(i, f"{i}.html", "text/html", t, Locator(f"{i}.html", lines=(1, 3))), 1.0 - n / 10,
                            {}, "")) for n, (i, t) in enumerate(texts)]


def test_the_bundled_reader_tells_the_setting_that_answers_from_its_neighbour() -> None:
    """Both sentences share the question's words; only one is about statements that run long."""
    reader = load_reader()
    statement, lock = reader(QUESTION, [STATEMENT, LOCK])
    assert statement > lock
    assert reader(QUESTION, []) == []
    long = LOCK + " " + LOCK  # its score must not depend on what else is read with it (int8 scales per run)
    assert reader(QUESTION, [STATEMENT, long]) == reader(QUESTION, [STATEMENT]) + reader(QUESTION, [long])
    meta = json.loads((READER_DIR / "reader.json").read_text())
    assert meta["model_sha256"] and meta["questions"] > 100
    assert not any(re.search(r"heldout(2[1-9]|[3-9]\d|\d{3,})$|unanswerable", s) for s in meta["sets"])


def test_the_reader_reads_question_and_sentence_as_one_pair() -> None:
    """Question in segment 0, sentence in segment 1, padded to the longest pair, cut at 128 pieces."""
    tok = tokenizer(READER_DIR / "tokenizer.json")
    feed = encode(tok, "which setting?", ["work_mem", "a much longer sentence " * 60])
    ids, mask, types = feed["input_ids"], feed["attention_mask"], feed["token_type_ids"]
    assert ids.shape == mask.shape == types.shape and ids.shape[1] == 128
    assert mask[0].sum() < 128 and mask[1].sum() == 128
    assert types[0, :4].tolist() == [0, 0, 0, 0] and types[0, int(mask[0].sum()) - 1] == 1
    assert reader_text("work_mem", "Sets memory.") == "work_mem: Sets memory." and reader_text(None, "x") == "x"


def test_the_picker_lets_the_reader_reorder_only_its_best_few() -> None:
    """A scorer that prefers one sentence moves it up from among the best ``reader_top``; a sentence
    below them is never read, whatever the reader would make of it."""
    ev = _evidence([("a", "The statement timeout aborts statements. It is off by default."),
                    ("b", "Statements that wait on locks are aborted by the lock timeout."),
                    ("c", "A statement can be cancelled with pg_cancel_backend.")])
    q = "Which setting aborts a statement that runs too long?"
    base = ranked(q, candidates(q, ev), asks_for(q))
    read: list[list[str]] = []

    def prefer_last(question: str, texts: list[str]) -> list[float]:
        read.append(list(texts))
        return [10.0 if t == texts[-1] else 0.0 for t in texts]

    w = Weights(reader=1.0, reader_top=2)
    out = ranked(q, candidates(q, ev), asks_for(q), weights=w, reader=prefer_last)
    assert read == [[reader_text(c.term, c.text) for _, c, _ in base[:2]]]
    assert out[0][1].text == base[1][1].text and out[1][1].text == base[0][1].text
    assert [c.text for _, c, _ in out[2:]] == [c.text for _, c, _ in base[2:]]
    assert pick(q, ev, weights=w, reader=prefer_last).quotes[0].text == base[1][1].text


def test_the_reader_starts_while_the_entries_are_embedded_and_ranks_as_if_it_had_waited() -> None:
    """With entry meaning and the reader both on, the reader starts on the best sentences as words rank them
    while the entries are embedded, then reads only what the entries' meaning brings into its best few:
    here the idle-session entry's sentence, which words ranked below the lock timeout's. The ranking is
    the one of reading after the entries, sentence for sentence and score for score, and no text is read
    twice. The bundled reader and the search's embedder run for real."""
    from appliance.answer.entries import embedder_similarity
    from appliance.answer.picking import _by_entry_meaning, _by_reader

    similarity = embedder_similarity(Settings())
    assert similarity is not None
    reader = load_reader()
    ev = _evidence([
        ("a", "lock_timeout (integer)\n\nAbort any statement that waits longer than the specified amount of time "
              "while attempting to acquire a lock on a table, index, row, or other database object. The time limit "
              "applies separately to each lock acquisition attempt."),
        ("b", "statement_timeout (integer)\n\nAbort any statement that takes more than the specified amount of "
              "time. If log_min_error_statement is set to ERROR or lower, the statement that timed out will also "
              "be logged."),
        ("c", "idle_session_timeout (integer)\n\nTerminate any session that has been idle for longer than the "
              "specified amount of time.")])
    q = "Which setting ends a session that waited idle on a table for too long?"
    w = Weights(reader=1.0, reader_top=1, entry=5.0)
    read: list[list[str]] = []

    def recording(question: str, texts: list[str]) -> list[float]:
        read.append(list(texts))
        return reader(question, texts)

    cands = candidates(q, ev)
    by_words = ranked(q, cands, asks_for(q), weights=replace(w, reader=0.0, entry=0.0))
    out = ranked(q, cands, asks_for(q), weights=w, similarity=similarity, reader=recording)
    after = _by_reader(q, _by_entry_meaning(q, by_words, similarity, w), reader, w)
    assert out == after
    first, then = read
    assert first == [reader_text(by_words[0][1].term, by_words[0][1].text)] and "lock" in first[0]
    assert then == [reader_text(out[0][1].term, out[0][1].text)] and "idle" in then[0]


def test_answers_use_the_reader_when_it_is_on_and_say_so_when_it_cannot_load(tmp_path: Path,
                                                                             caplog: pytest.LogCaptureFixture) -> None:
    s = Settings()
    on = Answerer(replace(s, answer=replace(s.answer, reader=True)), use_llm=False)
    assert isinstance(on.reader, Reader)
    assert Answerer(replace(s, answer=replace(s.answer, reader=False)), use_llm=False).reader is None
    with pytest.raises(ReaderUnavailable, match="model.onnx is missing"):
        Reader(tmp_path)
    with pytest.raises(Invalid, match="reader_top"):
        replace(s.answer, reader_top=0)
    with pytest.raises(Invalid, match="reader_weight"):
        replace(s.answer, reader_weight=-0.1)


def test_the_reader_weight_setting_reaches_the_picker(monkeypatch: pytest.MonkeyPatch) -> None:
    """``answer.reader_weight`` is the weight the fact picker adds the reader's logits with (0: not read)."""
    import appliance.answer.pipeline as pipeline

    seen: list[float] = []
    real = pipeline.pick

    def spy(*args, **kwargs):  # type: ignore[no-untyped-def]
        seen.append(kwargs["weights"].reader)
        return real(*args, **kwargs)

    monkeypatch.setattr(pipeline, "pick", spy)
    s = Settings()
    for w in (0.0, 0.7):
        a = Answerer(replace(s, answer=replace(s.answer, reader_weight=w)), use_llm=False)
        a.answer_from_context("Which setting aborts a statement that runs too long?", _evidence([("a", LOCK)]),
                              use_llm=False)
    assert seen == [0.0, 0.7]


def _examples(n: int = 6) -> list[dict]:
    qs = [("Which setting aborts a statement that runs too long?", ["statement_timeout: Abort any statement that "
           "takes more than the specified amount of time.", LOCK, "deadlock_timeout: How long to wait on a lock."]),
          ("Which setting gives each sort more memory?", ["work_mem: Sets the base maximum amount of memory to be "
           "used by a query operation such as a sort.", "temp_buffers: Sets the maximum amount of memory used for "
           "temporary buffers.", "Sorts spill to disk."])]
    rows = []
    for i in range(n):
        q, texts = qs[i % 2]
        rows.append({"set": f"set{i % 3}", "id": f"q{i}", "query": q, "answer": texts[0].split(":")[0],
                     "texts": texts, "labels": [True, False, False], "scores": [1.0, 0.9, 0.8]})
    return rows


def test_train_export_and_load_a_small_reader(tmp_path: Path) -> None:
    """One layer, one epoch, six examples: the exported int8 model, its tokenizer and its description
    are written, and the appliance's reader loads and runs it."""
    pytest.importorskip("torch", reason="pip install -e 'bench[train]'")
    from openclaw_bench.reader import examples_text, train_reader

    ex = tmp_path / "examples.jsonl"
    ex.write_text(examples_text(_examples()))
    meta = train_reader(ex, tmp_path / "reader", epochs=1, layers=1, lr=1e-4)
    assert meta["layers"] == 1 and meta["questions"] == 6 and (tmp_path / "reader" / "model.onnx").is_file()
    assert json.loads((tmp_path / "reader" / "reader.json").read_text())["model_sha256"] == meta["model_sha256"]
    reader = Reader(tmp_path / "reader")
    q, texts = _examples()[0]["query"], _examples()[0]["texts"]
    onnx_scores = np.array(reader(q, texts))
    assert onnx_scores.shape == (3,) and np.isfinite(onnx_scores).all()


def test_cross_validation_holds_out_each_set(tmp_path: Path) -> None:
    pytest.importorskip("torch", reason="pip install -e 'bench[train]'")
    from openclaw_bench.reader import cross_validate

    r = cross_validate(_examples(), weights=(0.1, 1.0), top=2, epochs=1, layers=1)
    assert set(r["sets"]) == {"set0", "set1", "set2"} and r["total"]["questions"] == 6
    assert r["total"]["before"] == [6, 6, 6]
    assert set(r["total"]["after"]) == {"0.1", "1.0"}


def test_a_malformed_examples_file_is_refused(tmp_path: Path) -> None:
    from appliance.errors import UserError
    from openclaw_bench.reader import load_examples

    bad = tmp_path / "x.jsonl"
    bad.write_text(json.dumps({"set": "a", "query": "q", "texts": ["a", "b"], "labels": [True]}) + "\n")
    with pytest.raises(UserError, match="not a reader examples file"):
        load_examples(bad)


def test_the_bundled_examples_hold_tuning_questions_only() -> None:
    """The reader learns from the tuning material (the first twenty rounds of answer sets); the sets still
    to judge it (the twenty-first round and later) and the unanswerable sets must never reach it."""
    from openclaw_bench.datasets import data_path
    from openclaw_bench.reader import load_examples

    rows = load_examples(data_path("reader_examples.jsonl"))
    sets = {r["set"] for r in rows}
    assert sets and not any(re.search(r"heldout(2[1-9]|[3-9]\d|\d{3,})$|unanswerable", s) for s in sets)
    assert {"answer_pg_heldout20", "answer_kernel_heldout20", "answer_pg_tune"} <= sets
    assert all(len(r["texts"]) == len(r["labels"]) == len(r["scores"]) for r in rows)

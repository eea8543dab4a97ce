"""The benchmarks' bundled data sets: found in the installed package, named on the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from appliance.cli import main

from bench_support import bench

datasets = bench()


def test_a_bundled_set_is_found_by_name_inside_the_package() -> None:
    names = datasets.bundled_sets()
    assert {"kernel_queries", "kernel_queries_heldout", "answer_questions", "answer_questions_heldout2"} <= set(names)
    path = datasets.dataset("kernel_queries")
    assert path == datasets.dataset("kernel_queries.jsonl") and path.parent == datasets.data_dir()
    assert datasets.data_dir().parent == Path(datasets.__file__).parent  # package data, not a checkout's tests/
    first = json.loads(path.read_text().splitlines()[0])
    assert {"id", "query", "relevant"} <= set(first)
    assert datasets.data_path("voice", "questions.txt").read_text().strip()
    assert sorted(p.name for p in datasets.data_path("voice", "docs").glob("*.md")) == \
        ["motor-mount.md", "safety.md", "spindle.md"]


def test_a_file_is_taken_as_it_is(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    own = tmp_path / "kernel_queries.jsonl"  # same name as a bundled set: the file on disk wins
    own.write_text('{"id": "q1", "query": "x", "relevant": ["a.rst"]}\n')
    monkeypatch.chdir(tmp_path)
    assert datasets.dataset("kernel_queries.jsonl") == Path("kernel_queries.jsonl")
    assert datasets.dataset(str(own)) == own


def test_neither_a_file_nor_a_set_is_one_line_naming_the_sets() -> None:
    with pytest.raises(datasets.DatasetNotFound, match="kernel_queries"):
        datasets.dataset("no_such_set")
    with pytest.raises(datasets.DatasetNotFound):
        datasets.data_path("voice", "nothing.txt")
    r = CliRunner().invoke(main, ["benchmark", "search", "--queries", "no_such_set"])
    assert r.exit_code == 2 and "neither a file nor a bundled set" in r.output and "answer_questions" in r.output


def test_benchmark_answer_reads_a_bundled_set_by_name(tmp_path: Path, openclaw_home: Path) -> None:
    """Extractive only, on a one-file namespace: the set is read (every question counted), not judged."""
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "note.md").write_text("# Note\n\nThe kernel has many subsystems.\n")
    cfg = openclaw_home / "config"
    cfg.mkdir(parents=True)
    (cfg / "config.yaml").write_text("embedding:\n  enabled: false\n")
    assert CliRunner().invoke(main, ["index", str(docs), "-n", "tiny", "-q"]).exit_code == 0
    r = CliRunner().invoke(main, ["benchmark", "answer", "--questions", "answer_questions_heldout2", "-n", "tiny",
                                  "--no-llm", "--json"])
    assert r.exit_code == 0, r.output
    n = len([x for x in datasets.dataset("answer_questions_heldout2").read_text().splitlines() if x.strip()])
    out = json.loads(r.stdout)
    assert out["questions"] == n
    # the CPU each question took beside its wall time, and the load the set ran under
    [run] = out["runs"]
    assert 0 < run["cpu_p50_s"] <= run["cpu_p95_s"] and len(run["load_1m"]) == 2 and min(run["load_1m"]) >= 0
    text = CliRunner().invoke(main, ["benchmark", "answer", "--questions", "answer_questions_heldout2", "-n", "tiny",
                                     "--no-llm", "--limit", "2"])
    assert text.exit_code == 0, text.output
    assert "CPU p50/p95 s" in text.output and "load 1m" in text.output


def test_benchmark_answer_compares_pickers_per_set_and_half(tmp_path: Path, openclaw_home: Path) -> None:
    """Two halves of one set, each question asked in the namespace of its corpus, by both pickers in one run:
    one row per (set, half, picker) with the fact and not-found rates counted over the right questions; with
    ``--reader both`` the fact picker runs without and with the answer reader, the words picker once; with
    ``--not-found-phrases both`` a product the documents never name is answered, then "not found"."""
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "locks.md").write_text("# Locks\n\n## deadlock_timeout\n\nThe time to wait on a lock before checking "
                                   "for a deadlock is set by deadlock_timeout. The default is one second.\n")
    cfg = openclaw_home / "config"
    cfg.mkdir(parents=True)
    (cfg / "config.yaml").write_text("embedding:\n  enabled: false\n")
    assert CliRunner().invoke(main, ["index", str(docs), "-n", "tiny", "-q"]).exit_code == 0
    rows = [{"id": "a", "query": "Which setting sets the time to wait on a lock before checking for a deadlock?",
             "answer": "deadlock_timeout", "corpus": "pg"},
            {"id": "u", "query": "Which lock option does bcachefs use before checking for a deadlock?",
             "answer": None, "corpus": "pg"}]
    for half, chosen in (("tune", rows), ("heldout", rows[:1])):
        (tmp_path / f"locks_{half}.jsonl").write_text("".join(json.dumps(r) + "\n" for r in chosen))
    r = CliRunner().invoke(main, ["benchmark", "answer", "--questions", str(tmp_path / "locks_tune.jsonl"),
                                  "--questions", str(tmp_path / "locks_heldout.jsonl"), "--corpus", "pg=tiny",
                                  "--picker", "words", "--picker", "fact", "--no-llm", "--json"])
    assert r.exit_code == 0, r.output
    out = json.loads(r.stdout)
    runs = {(m["set"], m["half"], m["picker"]): m for m in out["runs"]}
    assert set(runs) == {("locks", h, p) for h in ("tune", "heldout") for p in ("words", "fact")}
    fact = runs["locks", "tune", "fact"]
    assert (fact["questions"], fact["answerable"], fact["unanswerable"]) == (2, 1, 1)
    assert fact["fact_in_answer"] == fact["fact_in_first_line"] == 1.0 and fact["not_found_unanswerable"] == 1.0
    assert runs["locks", "heldout", "fact"]["not_found_unanswerable"] is None
    assert all(m["foreign_anchors"] == 0 for m in out["runs"])
    bad = CliRunner().invoke(main, ["benchmark", "answer", "--questions", str(tmp_path / "locks_tune.jsonl"),
                                    "--corpus", "pg", "--no-llm"])
    assert bad.exit_code != 0 and "CORPUS=NAMESPACE" in bad.output
    both = CliRunner().invoke(main, ["benchmark", "answer", "--questions", str(tmp_path / "locks_tune.jsonl"),
                                     "--corpus", "pg=tiny", "--picker", "words", "--picker", "fact",
                                     "--reader", "both", "--no-llm", "--json"])
    assert both.exit_code == 0, both.output
    variants = [(m["picker"], m["reader"]) for m in json.loads(both.stdout)["runs"]]
    assert variants == [("words", False), ("fact", False), ("fact", True)]
    nf = CliRunner().invoke(main, ["benchmark", "answer", "--questions", str(tmp_path / "locks_tune.jsonl"),
                                   "--corpus", "pg=tiny", "--picker", "fact", "--not-found-common", "0",
                                   "--not-found-common", "10", "--no-llm", "--json"])
    assert nf.exit_code == 0, nf.output
    assert [m["not_found_common"] for m in json.loads(nf.stdout)["runs"]] == [0, 10]
    product = {"id": "p", "query": "Which setting sets the time to wait on a lock before checking for a deadlock in "
                                   "Apache AGE?", "answer": None, "corpus": "pg"}
    (tmp_path / "product_tune.jsonl").write_text(json.dumps(product) + "\n")
    ph = CliRunner().invoke(main, ["benchmark", "answer", "--questions", str(tmp_path / "product_tune.jsonl"),
                                   "--corpus", "pg=tiny", "--not-found-phrases", "both", "--no-llm", "--json"])
    assert ph.exit_code == 0, ph.output
    assert [(m["not_found_phrases"], m["not_found_unanswerable"]) for m in json.loads(ph.stdout)["runs"]] == [
        (False, 0.0), (True, 1.0)]

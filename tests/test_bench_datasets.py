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
    assert json.loads(r.stdout)["questions"] == n

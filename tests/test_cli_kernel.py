"""The CLI contract: commands, flags, --json shapes and exit codes other tools script against."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from appliance.cli import main
from kernel_corpus import make_corpus


def run(*args: str, ok: bool = True) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), catch_exceptions=False)
    if ok:
        assert result.exit_code == 0, result.output + result.stderr
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture
def indexed(tmp_path: Path) -> Path:
    root = make_corpus(tmp_path / "docs")
    code, out, _ = run("index", str(root), "--json", "-q")
    report = json.loads(out)
    assert report["indexed"] == 7 and report["failed"] == 0 and report["namespace"] == "global"
    return root


def _search(q: str, *extra: str) -> list[dict]:
    return json.loads(run("search", q, "--json", *extra)[1])["hits"]


def test_search_json_shape(indexed: Path) -> None:
    result = json.loads(run("search", "torque for the M10 motor mount bolts", "--json", "--k", "3")[1])
    assert {"query", "mode", "searched", "preferred", "channels", "notes", "seconds", "hits"} <= set(result)
    assert result["searched"] == ["global"] and result["mode"] == "hybrid" and result["channels"] == ["bm25", "vector"]
    hits = result["hits"]
    assert 1 <= len(hits) <= 3
    h = hits[0]
    assert {"id", "namespace", "preferred", "source_path", "locator", "score", "scores", "text"} <= set(h)
    assert h["namespace"] == "global" and h["preferred"] is False
    assert {"bm25", "cosine", "recency"} <= set(h["scores"])
    assert h["source_path"] == str(indexed / "motor.md") and h["locator"].startswith(h["source_path"] + "#L")


def test_search_human_output_and_nothing_found(indexed: Path) -> None:
    out = run("search", "hydraulic pump")[1]
    assert "manual.pdf#page=" in out and "bm25" in out and "cosine" in out and "recency" in out
    assert "Nothing relevant found" in run("search", "purple elephant xylophone")[1]
    assert _search("purple elephant xylophone") == []


@pytest.mark.parametrize(
    ("query", "expect"),
    [
        ("zx_flux_capacitor_reset", "int zx_flux_capacitor_reset"),        # markdown code, lines
        ("hydraulic pump delivers", "12 litres per minute"),               # pdf page
        ("zero the load cell", "[00:00:05 --> 00:00:09] First, zero the load cell"),  # srt timestamps
        ("M12 Frame torque", "Frame\tM12\t80 Nm"),                         # xlsx cells
        ("quux_gasket_ratio", "quux_gasket_ratio must stay below 0.8"),    # gzipped text, lines
        ("spindle_speed", "def spindle_speed(rpm: int) -> float:"),       # python function
    ],
)
def test_open_resolves_the_original_place(indexed: Path, query: str, expect: str) -> None:
    hit = _search(query, "--k", "1")[0]
    opened = json.loads(run("open", hit["id"], "--json")[1])
    assert expect in opened["text"] and opened["locator"] == hit["locator"] and not opened["warnings"]
    human = run("open", hit["id"])[1]
    assert hit["id"] in human and expect.split("\t")[0] in human


def test_open_marks_the_cited_lines(indexed: Path) -> None:
    hit = _search("zx_flux_capacitor_reset", "--k", "1")[0]
    out = run("open", hit["id"], "--context", "2")[1]
    marked = [l for l in out.splitlines() if l.startswith(">")]
    assert marked and all("zx_flux" in l or "{" in l or "}" in l or l.strip(">0123456789 ") for l in marked)
    assert any(l.startswith(" ") and l[1:].strip()[:1].isdigit() for l in out.splitlines()[2:])


def test_open_unknown_id_and_changed_file(indexed: Path) -> None:
    code, _, err = run("open", "deadbeefdeadbeef", ok=False)
    assert code == 1 and "no slice with anchor id 'deadbeefdeadbeef'" in err
    hit = _search("quux_gasket_ratio", "--k", "1")[0]
    Path(hit["source_path"]).unlink()
    opened = json.loads(run("open", hit["id"], "--json")[1])
    assert "no longer exists" in opened["warnings"][0] and "quux_gasket_ratio" in opened["text"]


def test_stats_and_parser_list(indexed: Path) -> None:
    stats = json.loads(run("stats", "--json")[1])
    assert stats[0]["namespace"] == "global" and stats[0]["files"] == 7
    assert stats[0]["slices"] == stats[0]["vectors"] > 0 and stats[0]["vector_search"] is True
    parsers = {p["name"]: p for p in json.loads(run("parser", "list", "--json")[1])}
    assert {"markdown", "html", "pdf", "text", "srt", "xlsx", "python", "c"} <= set(parsers)
    assert ".rst.txt" in parsers["text"]["extensions"]
    assert "markdown" in run("parser", "list")[1]


def test_index_exit_codes_and_messages(tmp_path: Path) -> None:
    good = tmp_path / "ok.md"
    good.write_text("# Ok\n\nfine\n")
    bad = tmp_path / "bad.pdf"
    bad.write_bytes(b"not a pdf")
    code, out, _ = run("index", str(good), str(bad), "-q", ok=False)
    assert code == 1 and "1 indexed" in out and f"failed: {bad}:" in out
    code, _, err = run("index", str(tmp_path / "missing"), ok=False)
    assert code == 2 and "no such file or directory" in err
    code, _, err = run("index", str(good), "--parser", "nope", ok=False)
    assert code == 2 and "no parser named 'nope'" in err
    code, _, err = run("search", "x", "--namespace", "bad name!", ok=False)
    assert code == 2 and "invalid namespace name" in err
    code, _, err = run("search", "x", "--namespace", "nowhere", ok=False)
    assert code == 2 and "has no index" in err


def test_bad_config_is_one_clear_line(openclaw_home: Path) -> None:
    cfg = openclaw_home / "config" / "config.yaml"
    cfg.parent.mkdir(parents=True)
    cfg.write_text("search:\n  alpah: 0.3\n")
    code, _, err = run("stats", ok=False)
    assert code == 2 and "search.alpah: unknown key (did you mean 'alpha'?)" in err
    assert len(err.strip().splitlines()) == 1


def test_benchmark_search_outputs(indexed: Path, tmp_path: Path) -> None:
    queries = tmp_path / "q.jsonl"
    queries.write_text(
        json.dumps({"id": "a", "query": "zx_flux_capacitor_reset", "relevant": ["motor.md"], "kind": "identifier"}) + "\n"
        + json.dumps({"id": "b", "query": "when is the load cell zeroed", "relevant": ["calibration.srt"]}) + "\n"
    )
    out_file = tmp_path / "ranked.jsonl"
    result = json.loads(run("benchmark", "search", "--queries", str(queries), "--out", str(out_file), "--json")[1])
    assert set(result["modes"]) == {"hybrid", "bm25", "vector", "file-bm25"}
    assert result["modes"]["hybrid"]["acc@1"] == 1.0
    for m in result["modes"].values():
        assert {"acc@1", "acc@3", "acc@10", "mrr@10", "p50_ms", "p95_ms", "p99_ms"} <= set(m)
    rows = [json.loads(l) for l in out_file.read_text().splitlines()]
    assert [r["id"] for r in rows] == ["a", "b"]
    assert rows[0]["ranked"][0][0] == "motor.md" and len({p for p, _ in rows[0]["ranked"]}) == len(rows[0]["ranked"])
    code, _, err = run("benchmark", "search", "--queries", str(out_file), ok=False)
    assert code == 2 and "expected" in err


def test_benchmark_index(tmp_path: Path) -> None:
    root = make_corpus(tmp_path / "docs")
    result = json.loads(run("benchmark", "index", str(root), "--json")[1])
    assert result["files"] == 7 and result["slices"] > 0 and result["peak_rss_mb"] > 0 and result["index_mb"] > 0


def test_interactive_search(indexed: Path) -> None:
    result = CliRunner().invoke(main, ["search", "--interactive"], input="spindle_speed\n\n")
    assert result.exit_code == 0 and "bench.py#L" in result.stdout and "search> " in result.stdout

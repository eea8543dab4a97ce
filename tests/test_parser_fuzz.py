"""Every parser, fuzzed with hypothesis for a fixed budget (derandomized, so CI runs the same examples):
on any input it returns bounded slices whose line ranges lie inside the file, or fails with a one-line
ParseError — never another exception, never an unbounded slice, never a slow example."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from appliance.kernel.chunking import SLICE_CHARS_PER_TOKEN, ChunkSettings, chunk_blocks
from appliance.kernel.parsers import ParseError, available_parsers, parser_for

CHUNK = ChunkSettings()
BUDGET = settings(max_examples=60, deadline=3000, derandomize=True, database=None,
                  suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

# structural characters of each format, so the fuzzer reaches the parsers' interesting paths
ALPHABETS = {
    "doc.rst": "=-~`:.|+ \n\tab>*#_",
    "notes.txt": "=-~.:\n ab1_",
    "doc.md": "#>-*+`|[]()!\n 1.ab_~",
    "page.html": "<>/=\"' abdivprehtl1\n&;!-",
    "x.c": "{}();/*\"'#\n abint=\\",
    "m.py": "def():\n class\"'#@ ab=\t",
    "talk.srt": "0123456789:,->\n ab",
}


def parse_and_chunk(parser: str, name: str, data: bytes) -> None:
    info = available_parsers()[parser]
    path = Path("/fuzz") / name
    try:
        blocks = list(info.parser.parse(path, data))
        slices = chunk_blocks(blocks, real_path=str(path), source_path=str(path), mime=info.mime, settings=CHUNK)
    except ParseError as exc:
        assert str(exc) and "\n" not in str(exc)
        return
    text = data.decode("utf-8", "replace")
    n_lines = max(data.count(b"\n"), len(text.splitlines())) + 1  # some formats also break lines at \r
    for s in slices:
        assert len(s.text) <= CHUNK.max_tokens * SLICE_CHARS_PER_TOKEN
        if s.locator.lines is not None:
            a, b = s.locator.lines
            assert 1 <= a <= b <= n_lines, (s.locator, n_lines)


def parser_of(name: str) -> str:
    info = parser_for(Path(name))
    assert info is not None
    return info.name


@pytest.mark.parametrize("name", sorted(ALPHABETS))
def test_text_formats_fuzzed(name: str) -> None:
    parser = parser_of(name)

    @BUDGET
    @given(st.text(alphabet=ALPHABETS[name], max_size=3000))
    def run(text: str) -> None:
        parse_and_chunk(parser, name, text.encode())

    run()


@pytest.mark.parametrize("name", ["doc.md", "page.html", "notes.txt", "x.c", "talk.srt", "book.xlsx", "scan.pdf"])
def test_any_bytes_fail_cleanly_or_parse(name: str) -> None:
    parser = parser_of(name)

    @BUDGET
    @given(st.binary(max_size=4000))
    def run(data: bytes) -> None:
        parse_and_chunk(parser, name, data)

    run()

"""Time and peak RSS of parsing + chunking each hostile case, one fresh process per case.

    python tests/hostile_measure.py [--scale N] [--only CASE ...] [--checkout DIR] [--embed]

``--checkout`` measures another checkout's ``appliance`` (e.g. main, for a before/after table);
``--embed`` also embeds the slices (the real embedder). Each case runs under a 60 s wall-clock
limit and a 3 GB address-space limit so a bomb cannot take the machine; hitting one is reported.
Output: one line per case: name, file size, seconds (parse, chunk, index-side term expansion), peak RSS MB,
slices, largest slice (chars).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

CHILD = r"""
import json, resource, sys, tempfile, time
from pathlib import Path
resource.setrlimit(resource.RLIMIT_AS, (3 << 30, 3 << 30))
sys.path.insert(0, sys.argv[1]); sys.path.insert(1, sys.argv[2])
import hostile_corpus
from appliance.config import Settings
from appliance.kernel.chunking import ChunkSettings, chunk_blocks
from appliance.kernel.parsers import available_parsers, parser_for, read_source
from appliance.kernel.terms import expand_for_index
available_parsers()
d = Path(tempfile.mkdtemp())
path = hostile_corpus.CASES[sys.argv[3]](d, float(sys.argv[4]))
size = path.stat().st_size if path.is_file() else 0
base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
t0 = time.perf_counter()
info = parser_for(path)
out = {"size": size, "base_mb": round(base, 1)}
try:
    data = read_source(path, 50_000_000)
    blocks = list(info.parser.parse(path, data))
    s = Settings().index
    slices = chunk_blocks(blocks, real_path=str(path), source_path=str(path), mime=info.mime,
                          settings=ChunkSettings(s.chunk_tokens, s.overlap_tokens))
    for x in slices:  # what the store adds to the FTS text of each slice
        expand_for_index(x.text)
    if sys.argv[5] == "1":
        from appliance.kernel.indexer import embed_text
        from appliance.kernel.embed import get_embedder
        from appliance.config import paths
        emb = get_embedder(Settings().embedding.model, paths().cache_dir)
        emb.embed_passages([embed_text(x) for x in slices], batch_size=8)
    out.update(slices=len(slices), largest=max((len(x.text) for x in slices), default=0))
except Exception as exc:
    out["error"] = f"{type(exc).__name__}: {str(exc)[:100]}"
out["seconds"] = round(time.perf_counter() - t0, 2)
out["peak_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
print(json.dumps(out))
"""


def measure(name: str, scale: float, checkout: Path, embed: bool, timeout: float = 60.0) -> dict[str, object]:
    cmd = ["nice", "-n", "10", sys.executable, "-c", CHILD, str(checkout), str(HERE), name, str(scale),
           "1" if embed else "0"]
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"case": name, "seconds": f">{timeout:.0f}", "error": "wall-clock limit"}
    if done.returncode != 0:
        return {"case": name, "error": (done.stderr.strip().splitlines() or ["?"])[-1][:120]}
    return {"case": name, **json.loads(done.stdout.strip().splitlines()[-1])}


def main() -> None:
    import hostile_corpus

    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--scale", type=float, default=1.0)
    ap.add_argument("--only", nargs="*")
    ap.add_argument("--checkout", type=Path, default=HERE.parent)
    ap.add_argument("--embed", action="store_true")
    ap.add_argument("--timeout", type=float, default=60.0)
    args = ap.parse_args()
    for name in hostile_corpus.CASES:
        if name in ("fifo", "symlink_outside", "name_not_utf8") or (args.only and name not in args.only):
            continue
        print(json.dumps(measure(name, args.scale, args.checkout, args.embed, args.timeout)), flush=True)


if __name__ == "__main__":
    sys.path.insert(0, str(HERE))
    main()

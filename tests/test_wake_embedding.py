"""The speech-embedding front end of the wake model: pinned files, framing, streaming equal to whole clips, and the
training windows equal to what the streaming detector scores."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from appliance.models.lock import find, verified_path
from appliance.senses.voice.wake import ModelWake
from appliance.senses.voice.wake.net import WakeNet, load_weights
from appliance.senses.voice.wake.embedding import (EMB_DIM, EMB_SAMPLES, EMBEDDING_FILE, MEL_FILE, MEL_GROUP,
                                                   EmbeddingCache, EmbeddingStream, embedder, end_sample)

from bench_support import bench


def speechlike(seconds: float, seed: int = 0) -> np.ndarray:
    """Noise shaped by a slow random envelope (int16-scaled): enough structure for the embeddings to vary."""
    rng = np.random.default_rng(seed)
    n = int(seconds * 16000)
    env = np.repeat(rng.uniform(0.05, 1.0, n // 800 + 1), 800)[:n]
    return (rng.normal(0, 3000, n) * env).astype(np.float32)


def test_front_end_files_are_pinned_and_installed() -> None:
    for name in (MEL_FILE, EMBEDDING_FILE):
        assert find(name).role == "wake"
        assert verified_path(name).is_file()


def test_whole_clip_framing() -> None:
    x = speechlike(3.0)
    mel = embedder().mel(x)
    assert mel.shape == (((len(x) - 512) // 160 + 1) // MEL_GROUP * MEL_GROUP, 32)
    emb = embedder().embed(x)
    assert emb.shape == ((len(mel) - 76) // 8 + 1, EMB_DIM)
    assert end_sample(len(emb) - 1) <= len(x) < end_sample(len(emb))
    assert embedder().embed(x[:12000]).shape == (0, EMB_DIM)  # shorter than one embedding's 775 ms


def loud_beside_quiet(seed: int = 1) -> np.ndarray:
    """A near-silent room, a loud stretch, the room again: the mel network's floor (80 dB under the loudest value it
    is given) cuts into the quiet parts when they are computed together with the loud one."""
    rng = np.random.default_rng(seed)
    quiet = rng.normal(0, 0.5, 16000).astype(np.float32)
    return np.concatenate([quiet, speechlike(2.0, seed=seed) * 8, quiet[:12000]])


def test_the_mel_floor_depends_on_what_is_computed_together() -> None:
    """Why frames are computed in groups: the same quiet frames, given alone and beside loud audio, differ."""
    x = loud_beside_quiet()
    front = embedder()
    together = front._mel.run(None, {"input": x[None, :]})[0].reshape(-1, 32)
    alone = front._mel.run(None, {"input": x[None, :16000]})[0].reshape(-1, 32)
    assert np.abs(together[: len(alone)] - alone).max() > 1.0


@pytest.mark.parametrize("signal", ["speechlike", "loud beside quiet"])
def test_stream_gives_the_whole_clip_embeddings_at_any_chunk_size(signal: str) -> None:
    x = speechlike(4.0, seed=1) if signal == "speechlike" else loud_beside_quiet()
    whole = embedder().embed(x)
    for chunk in (160, 480, 1000, 2048, 16000):
        s = EmbeddingStream(embedder())
        s.reset(5000)
        got = [p for i in range(0, len(x), chunk) for p in s.push(x[i : i + chunk])]
        assert len(got) == len(whole)
        assert np.allclose(np.stack([e for e, _ in got]), whole, atol=1e-3)
        assert [at for _, at in got] == [5000 + end_sample(j) for j in range(len(whole))]


def test_an_excerpt_on_the_grid_gives_the_whole_clip_embeddings() -> None:
    """The second stage embeds an excerpt that starts on the 80 ms grid: its embeddings are the whole clip's."""
    x = loud_beside_quiet(seed=4)
    whole = embedder().embed(x)
    start = 7 * EMB_SAMPLES
    part = embedder().embed(x[start : start + 40000])
    assert len(part) > 10
    assert np.allclose(part, whole[7 : 7 + len(part)], atol=1e-3)


def test_the_cache_gives_the_embeddings_of_each_excerpt_computing_each_once() -> None:
    """Two second stages judging overlapping excerpts of one stream: each gets exactly the embeddings its own excerpt
    gives, and an embedding the first computed is not computed again; after ``clear`` everything is."""
    x = loud_beside_quiet(seed=5)
    origin = 3000  # absolute sample of x[0]
    cache = EmbeddingCache(embedder(), keep_samples=10 * 16000)
    spans = [(5, 40000), (12, 40000), (2, 20000)]  # grid steps from the origin, samples
    for step, length in spans:
        part = x[step * EMB_SAMPLES : step * EMB_SAMPLES + length]
        assert np.array_equal(cache.embed(part, origin + step * EMB_SAMPLES), embedder().embed(part))
    whole = embedder().embed(x[: 12 * EMB_SAMPLES + 40000])
    assert len(whole) > 30 and cache.computed == len(whole) - 2  # from the earliest start (step 2) on, each once
    cache.clear()
    part = x[5 * EMB_SAMPLES : 5 * EMB_SAMPLES + 40000]
    assert np.array_equal(cache.embed(part, origin + 5 * EMB_SAMPLES), embedder().embed(part))
    assert cache.computed == len(whole) - 2 + len(embedder().embed(part))


def test_embeddings_follow_the_audio_not_its_level() -> None:
    """Louder or quieter copies of the same sound embed close together; a different sound does not."""
    a, b = speechlike(2.0, seed=2), speechlike(2.0, seed=3)
    ea, eb, loud = embedder().embed(a), embedder().embed(b), embedder().embed(a * 3)

    def cos(u: np.ndarray, v: np.ndarray) -> float:
        return float((u * v).sum() / np.linalg.norm(u) / np.linalg.norm(v))

    assert cos(ea, loud) > cos(ea, eb)


def embedding_weights(path: Path, seed: int = 0) -> Path:
    """A small network over 16 embeddings with arbitrary weights (what is tested is the plumbing, not the net)."""
    rng = np.random.default_rng(seed)
    d = 16 * EMB_DIM
    np.savez(path, mu=np.zeros(d, np.float32), sd=np.ones(d, np.float32),
             W0=rng.normal(0, 0.05, (d, 8)).astype(np.float32), b0=np.zeros(8, np.float32),
             W1=rng.normal(0, 0.5, (8, 1)).astype(np.float32), b1=np.zeros(1, np.float32),
             phrase=np.array("open claw"), features=np.array("speech_embedding"), window=np.array(16),
             hop=np.array(1), pool=np.array(1), lag=np.array(20), threshold=np.array(0.5), k=np.array(1),
             n=np.array(1))
    return path


def test_detector_scores_the_windows_training_cuts(tmp_path: Path) -> None:
    """The streaming detector and the training command see the same inputs: every score of a stream equals the
    network on :func:`wakeembed.clip_windows` of the whole clip (no skew between training and serving)."""
    we = bench("openclaw_bench.wakeembed")
    weights = embedding_weights(tmp_path / "w.npz")
    x = speechlike(4.0, seed=4)
    wake = ModelWake(weights=weights, threshold=2.0)
    wake.scores = []
    b = x.astype(np.int16).tobytes()
    for i in range(0, len(b), 2048):
        wake.process(b[i : i + 2048])
    wins, labels = we.clip_windows(embedder().embed(x), -1)
    assert len(wins) == len(wake.scores) and not labels.any()
    assert np.allclose(WakeNet(load_weights(weights)).prob(wins), wake.scores, atol=1e-4)


def test_training_labels_follow_the_phrase_end() -> None:
    we = bench("openclaw_bench.wakeembed")
    emb = np.random.default_rng(5).normal(size=(40, EMB_DIM)).astype(np.float32)
    end = end_sample(20) - 3200  # the phrase ended 0.2 s before embedding 20's audio ends
    wins, labels = we.clip_windows(emb, end)
    kept = [j for j in range(40) if not -0.3 < (end_sample(j) - end) / 16000 < 0.9
            or 0.05 <= (end_sample(j) - end) / 16000 <= 0.35]
    assert len(wins) == len(kept) and wins.shape[1] == 16 * EMB_DIM
    positive = [j for j, y in zip(kept, labels) if y]
    assert 20 in positive and all(0.05 <= (end_sample(j) - end) / 16000 <= 0.35 for j in positive)
    # the first window is the first embedding repeated in front of itself (as the detector starts)
    assert np.allclose(wins[0].reshape(16, EMB_DIM), emb[0])


def test_unknown_features_are_refused(tmp_path: Path) -> None:
    p = embedding_weights(tmp_path / "w.npz")
    z = dict(np.load(p))
    z["features"] = np.array("mfcc")
    np.savez(tmp_path / "bad.npz", **z)
    with pytest.raises(ValueError, match="unknown features"):
        ModelWake(weights=tmp_path / "bad.npz")

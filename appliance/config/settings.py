"""Every setting of the appliance: one frozen dataclass per concern, each field with its meaning and unit.

Declarations only. Each class checks its own ranges in ``__post_init__`` (one
style for all), raising :class:`Invalid` with the field's name; the loader
(:mod:`.loading`) adds the section's dotted path, so a user reads
``config.yaml: beacons.exit_m: must be greater than enter_m``. How defaults were
chosen, with the measurements behind them, is in docs/benchmarks.md.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..errors import UserError
from ..names import BeaconSpecError, NamespaceNameError, beacon_key, check_namespace


class ConfigError(UserError):
    """The user's configuration is invalid; the message names the bad key."""


class Invalid(ConfigError):
    """A field's value is out of range; ``key`` is the field's path inside its section."""

    def __init__(self, key: str, why: str) -> None:
        super().__init__(f"{key}: {why}")
        self.key = key
        self.why = why


def _non_negative(obj: object, *names: str) -> None:
    for name in names:
        if getattr(obj, name) < 0:
            raise Invalid(name, "must not be negative")


def _positive(obj: object, *names: str) -> None:
    for name in names:
        if getattr(obj, name) <= 0:
            raise Invalid(name, "must be positive")


def _fraction(obj: object, *names: str) -> None:
    for name in names:
        if not 0 <= getattr(obj, name) <= 1:
            raise Invalid(name, "must be between 0 and 1")


@dataclass(frozen=True)
class IndexSettings:
    chunk_tokens: int = 400
    """Target size of a prose slice, in word/punctuation tokens."""
    overlap_tokens: int = 80
    """Tokens repeated between consecutive slices of one long section."""
    max_file_mb: float = 50.0
    """Files (or decompressed .gz contents) larger than this many MB are skipped with a message."""
    embed_batch: int = 1
    """Passages per embedding batch. One at a time is the fastest measured (no padding; 39 against
    33 passages per CPU-second at 8, docs/benchmarks.md); larger batches also raise peak RSS."""
    embed_threads: int = 1
    """ONNX sessions embedding in parallel while indexing; each adds about 0.5 GB of peak RSS."""
    watch_debounce_s: float = 1.5
    """Seconds of quiet after a change before a watched folder is re-indexed."""
    follow_symlinks: bool = False
    """Follow symlinks that point outside the indexed folder (off: they are skipped and reported)."""
    parse_workers: int = 1
    """Worker processes that parse files (each up to ``parse_memory_mb``); the daemon stays responsive."""
    parse_timeout_s: float = 120.0
    """Wall-clock seconds one file may take to parse; past it the worker is killed and the file fails."""
    parse_cpu_s: float = 90.0
    """CPU seconds one file may use to parse (RLIMIT_CPU in the worker)."""
    parse_memory_mb: int = 1024
    """Address space of a parse worker (RLIMIT_AS; about 550 MB are the parsers' libraries themselves)."""
    two_phase: bool = True
    """Store text and FTS first (keyword search works at once), embed in a low-priority backfill
    afterwards; False embeds each file before storing it (searchable only when done)."""
    child_process: bool = True
    """The daemon's re-index, folder watcher and vector backfill run in a child process (at low
    priority), so the memory the embedder and parsers take is returned when each job ends."""

    def __post_init__(self) -> None:
        if self.chunk_tokens < 32:
            raise Invalid("chunk_tokens", "must be at least 32")
        if not 0 <= self.overlap_tokens < self.chunk_tokens:
            raise Invalid("overlap_tokens", "must be between 0 and chunk_tokens")
        if self.embed_batch < 1 or self.embed_threads < 1:
            raise Invalid("embed_batch" if self.embed_batch < 1 else "embed_threads", "must be at least 1")
        _positive(self, "max_file_mb", "parse_workers", "parse_timeout_s", "parse_cpu_s")
        if self.parse_memory_mb < 600:
            raise Invalid("parse_memory_mb", "must be at least 600 (the parsers' libraries need about 550 MB)")
        _non_negative(self, "watch_debounce_s")


@dataclass(frozen=True)
class EmbeddingSettings:
    enabled: bool = True
    """Off: search runs on BM25 alone (and says so)."""
    model: str = "all-MiniLM-L6-v2-int8"
    """Name of the embedder's files in models.lock."""
    query_threads: int = 1
    """onnxruntime intra-op threads of the query embedding session (1 is steadier on a busy machine; 2 embeds a
    short query about a third faster on an idle two-core one)."""
    query_cache: int = 512
    """Query embeddings kept in the LRU cache."""

    def __post_init__(self) -> None:
        _positive(self, "query_threads")
        _non_negative(self, "query_cache")


@dataclass(frozen=True)
class SearchSettings:
    alpha: float = 0.5
    """Weight of the BM25 channel (scores divided by the best match's score) for a query that
    names an identifier (``kmem_cache_alloc``, ``vm.dirty_ratio``, ``CONFIG_X``)."""
    question_alpha: float = 0.2
    """Weight of the BM25 channel for a query of plain words: everyday wording matches the
    manual's own words less often than its meaning, so cosine leads."""
    beta: float = 0.5
    """Weight of the cosine channel (cosine similarity, 0..1)."""
    file_weight: float = 0.0
    """Weight of page-level evidence: the IDF-weighted share of the query's words found anywhere in the
    slice's file (a question's words spread over one page count together). Off: at 0.2 it helped the
    kernel tuning set and lowered both held-out sets (docs/benchmarks.md)."""
    gamma: float = 0.02
    """Weight of recency: exponential decay on the file's mtime."""
    half_life_days: float = 365.0
    """Age, in days, at which the recency bonus halves."""
    pool: int = 100
    """Candidates taken from each channel (at least 4 x k)."""
    min_cosine: float = 0.45
    """A vector-only candidate needs at least this cosine to be shown."""
    min_cosine_unmatched: float = 0.55
    """... and at least this one when none of the query's words occurs in the index (in hybrid mode,
    where the keyword channel says so): made-up words embed near something too."""
    min_coverage: float = 0.5
    """A keyword candidate needs this share of the query's term weight (IDF) to be shown."""
    max_term_share: float = 0.1
    """The BM25 scan leaves out query words found in more than this share of the slices (when
    rarer ones remain); 1.0 scans every word. The relevance gate still counts them."""
    mmr_lambda: float = 1.0
    """Maximal marginal relevance: 1.0 is off; lower trades relevance for diversity."""
    dedup_sections: bool = True
    """Merge hits from adjacent pages or lines of one section into one result."""
    channel_timeout_ms: float = 2000.0
    """A channel slower than this many milliseconds is dropped for the query (and the result says so)."""
    title_weight: float = 4.0
    """BM25 weight of the document title / path column."""
    section_weight: float = 3.0
    """BM25 weight of the section heading column."""
    body_weight: float = 1.0
    """BM25 weight of prose."""
    code_weight: float = 0.6
    """BM25 weight of code."""
    preload_postings: int = 2_000_000
    """Postings of the index's most frequent words read into RAM (16 bytes each) in the background
    once a namespace is mounted, so no query waits on FTS5 for a common word; 0 turns it off."""

    def __post_init__(self) -> None:
        _non_negative(self, "alpha", "question_alpha", "beta", "file_weight", "gamma", "title_weight", "section_weight", "body_weight", "code_weight", "preload_postings")
        _fraction(self, "mmr_lambda", "min_cosine", "min_cosine_unmatched", "min_coverage", "max_term_share")
        _positive(self, "half_life_days", "pool", "channel_timeout_ms")


@dataclass(frozen=True)
class StoreSettings:
    driver: str = "auto"
    """SQLite driver: auto (stdlib sqlite3 when it can load extensions, else apsw), apsw, sqlite3."""

    def __post_init__(self) -> None:
        if self.driver not in ("auto", "apsw", "sqlite3"):
            raise Invalid("driver", f"must be auto, apsw or sqlite3, got {self.driver!r}")


@dataclass(frozen=True)
class AnswerSettings:
    cores: list[int] = field(default_factory=lambda: [1])
    """CPU cores the responder process is pinned to; it runs one thread per core."""
    model: str = "SmolLM2-135M-Instruct.Q4_1.gguf"
    """The language model's file name in models.lock."""
    model_profile: str = "embedded"
    """models.lock profile the model is pinned in (device files live in data_dir/models)."""
    chat_format: str | None = None
    """llama.cpp chat format; None uses the GGUF's own template (set it for base models)."""
    n_ctx: int = 2048
    """Model context window, in tokens."""
    context_tokens: int = 400
    """Token budget of the retrieved evidence in the prompt (smaller: faster first token)."""
    max_tokens: int = 96
    """Longest generated answer, in tokens."""
    temperature: float = 0.0
    """Sampling temperature; 0 is deterministic."""
    seed: int = 42
    """Sampling seed (answers are reproducible)."""
    load_timeout_s: float = 60.0
    """Seconds the responder may take to load the model before it counts as failed."""
    first_token_timeout_s: float = 30.0
    """Seconds to the first token before the responder counts as hung and is restarted."""
    token_timeout_s: float = 5.0
    """Seconds between two tokens before the responder counts as hung and is restarted."""
    relevance_threshold: float = 0.45
    """Best evidence (mean of term coverage and cosine, 0..1) below this: quote instead of generating."""
    min_support: float = 0.7
    """Share (0..1) of each answer sentence's content words that must occur in its cited slices."""
    k: int = 6
    """Search hits considered for the evidence."""
    role: str = "engineer"
    """Prompt template used when a question names no role."""
    quote_hits: int = 10
    """Search hits the quote picker reads (the model reads the first ``k`` of them, fitted to its budget)."""
    draft: bool = False
    """After the quotes, ask the language model for a draft of its own, shown only when every grounding
    rule holds. Off: on the held-out answer sets its drafts verified once in 22 questions, never with
    a fact the quotes lacked, and cost seconds of a core per question (docs/benchmarks.md)."""
    entry_meaning: bool = True
    """The fact picker also weighs how close in meaning the question is to the entries of its best
    sentences (the search embedder on six entries, about 0.3 s of CPU per question). Over the held-out
    answer sets it put the fact in 9 more answers of 233 and in the first line of 2 fewer; off saves
    that CPU where first output must be fastest (docs/benchmarks.md)."""
    reader: bool = True
    """The fact picker also lets the answer reader (a small cross-encoder trained on the tuning
    questions, bundled) read its best ``reader_top`` sentences together with the question and
    reorders them by what it makes of them (about 85 ms of one core per question). On each of its
    four held-out tests it put the fact in more answers; adopted on the fourth. Retrained on twenty
    rounds of tuning questions, it put the fact in 8 more first lines of 96 on a blind round
    (docs/benchmarks.md)."""
    reader_top: int = 16
    """How many of the fact picker's best sentences the answer reader reads (sixteen take about 85 ms
    of one x86 core)."""
    reader_weight: float = 0.3
    """How much the reader's judgement (a logit) counts against the picker's own score of a sentence
    (0: the reader is not consulted)."""
    not_found_common: int = 1
    """A question naming something no search hit contains is answered "not found" only when fewer
    than this many slices of the searched namespaces name it: at 1, only a name the documents never
    use (``Grafana``, the user's ``calib.so``); ``sysctl``, ``psql`` or ``CPAN`` are their own words
    even when the hits lack them. 1 rather than 10 since the twenty-third held-out sets: later
    question sets' answerable questions named the documents' rarer words (``lock_not_available``,
    named in a few slices) far more often than their unanswerable ones named a product the
    documents mention in passing (docs/benchmarks.md). 0: the hits alone decide."""
    not_found_phrases: bool = False
    """A question naming something in several words or with a version ("Apache AGE", "Red Hat
    Enterprise Linux 9.3", "WAL-G") that no search hit contains and the searched namespaces never
    name is answered "not found": each word may be common, the name as a whole is not theirs.
    Off by default: on the sets it was looked at it catches about one unanswerable question in seven at a
    small cost, but on four blind sets of 20 it caught none more, and on the last it refused two more
    answerable questions (docs/benchmarks.md)."""
    not_found_versions: bool = True
    """A question naming a release the documents never name ("PostgreSQL 17", "Linux 6.9": a name that ends
    in a version, :func:`~appliance.text.name_phrases`) that no search hit contains is answered "not found":
    the documents describe other releases. Only the versioned names of ``not_found_phrases``, so a name in
    common words that may be the user's own ("JANE DOE") does not refuse an answer (docs/benchmarks.md)."""
    not_found_release_slices: int = 3
    """With ``not_found_versions``, a release that fewer than this many slices name counts as one the documents
    do not describe: PostgreSQL 15's release notes name "PostgreSQL 16" twice in passing, the documents of a
    release name it throughout. 1: only a release they never name (docs/benchmarks.md)."""
    picker: str = "fact"
    """How the quoted sentences are chosen: ``fact`` (the sentence that carries what the question asks
    for, its shortest span first; weak evidence answers "not found") or ``words`` (the sentences that
    share most of the question's words; the earlier picker, kept for comparison)."""

    def __post_init__(self) -> None:
        if self.picker not in ("fact", "words"):
            raise Invalid("picker", f"must be fact or words, got {self.picker!r}")
        if not self.cores or any(c < 0 for c in self.cores):
            raise Invalid("cores", "give at least one CPU core number (0-based)")
        if self.context_tokens + self.max_tokens + 128 > self.n_ctx:
            raise Invalid("context_tokens", "context_tokens + max_tokens + 128 must fit in n_ctx")
        _fraction(self, "relevance_threshold", "min_support")
        for name in ("k", "max_tokens", "quote_hits", "reader_top", "not_found_release_slices"):
            if getattr(self, name) < 1:
                raise Invalid(name, "must be at least 1")
        if self.reader_weight < 0:
            raise Invalid("reader_weight", "must be 0 or more")
        if self.not_found_common < 0:
            raise Invalid("not_found_common", "must be 0 (the hits alone decide) or more")
        _positive(self, "load_timeout_s", "first_token_timeout_s", "token_timeout_s")


@dataclass(frozen=True)
class ScannerSettings:
    enabled: bool = True
    """Arm the scan button (GPIO) and the scan key/API in the daemon; no camera shows as a status."""
    camera_index: int = 0
    """V4L2 camera index (/dev/videoN) used by ``openclaw scan --camera``."""
    warmup_frames: int = 5
    """Frames discarded after opening the camera so exposure and focus settle."""
    min_sharpness: float = 60.0
    """Variance of the Laplacian below which a frame is rejected as "too blurry, hold still"."""
    min_brightness: float = 12.0
    """Mean grey level (0-255) below which a frame is rejected as black (lens cap, no light)."""
    dpi: int = 300
    """DPI told to tesseract (always passed: without it tesseract guesses from the image size) and PDF render DPI."""
    max_image_pixels: int = 60_000_000
    """Images larger than this many pixels are refused before decoding (bounds RAM on the Pi)."""
    rotated_pass: bool = True
    """Also read vertical-text candidates (stacked letters, e.g. vertical dimensions) turned 90 degrees."""
    remove_rulings: bool = False
    """Erase long ruling/frame lines before OCR (helps dense tables, can clip underlined text)."""
    min_confidence: float = 40.0
    """Words tesseract is less sure of (0-100) are dropped as hatching/frame junk."""
    min_text_height: int = 14
    """Median word height (px) below which the image is upscaled before OCR."""
    dedup_max_distance: int = 6
    """Perceptual-hash bits (of 64) within which a new scan replaces an earlier one."""

    def __post_init__(self) -> None:
        _non_negative(self, "camera_index", "warmup_frames", "min_sharpness", "min_brightness", "min_text_height",
                      "dedup_max_distance")
        _positive(self, "dpi", "max_image_pixels")


@dataclass(frozen=True)
class BeaconSettings:
    enabled: bool = True
    """Scan for BLE beacons (off: namespaces are mounted only by hand); no adapter shows as a status."""
    enter_m: float = 2.0
    """Smoothed distance (m) at or below which a beacon counts as close."""
    exit_m: float = 4.0
    """Smoothed distance (m) above which an entered beacon counts as far (hysteresis band: enter_m..exit_m)."""
    enter_dwell_s: float = 4.0
    """Seconds a beacon must stay close before it is entered (walking past at 1.2 m/s is ~3 s within 2 m)."""
    exit_dwell_s: float = 10.0
    """Seconds an entered beacon must stay far or silent before it is left (bridges radio dropouts)."""
    missing_s: float = 4.0
    """Seconds without an advertisement after which a beacon counts as far (beacons advertise every 0.1-1 s)."""
    grace_s: float = 30.0
    """Seconds a namespace whose beacon was left stays mounted (coming back cancels the unmount)."""
    smoothing: str = "kalman"
    """RSSI filter: kalman (1-D, steadier) or ema."""
    ema_alpha: float = 0.3
    """EMA weight of a new RSSI sample, in (0, 1]."""
    kalman_q: float = 0.5
    """Kalman process noise (dB^2 per sample): how fast the true RSSI may move."""
    kalman_r: float = 9.0
    """Kalman measurement noise (dB^2): RSSI jitter of one sample (3 dB std is typical indoors)."""
    path_loss_n: float = 2.0
    """Path-loss exponent of the distance estimate (2 free space, 2.5-4 cluttered rooms)."""
    switch_margin_m: float = 0.5
    """Metres another entered beacon must be nearer than the current nearest to take over."""
    switch_dwell_s: float = 2.0
    """...and seconds it must stay nearer (no flapping between two benches)."""
    tick_s: float = 0.5
    """Seconds between re-evaluations of the timers (dwell, missing, grace) when no advertisement arrives."""
    backoff_initial_s: float = 2.0
    """First retry delay, in seconds, after Bluetooth was unavailable; doubles per failure."""
    backoff_max_s: float = 60.0
    """Longest retry delay, in seconds, while Bluetooth stays unavailable."""
    prefer_bonus: float = 0.15
    """Score added to hits from the preferred (beacon-mounted or pinned) namespace when merging with global."""

    def __post_init__(self) -> None:
        if not 0 < self.enter_m < self.exit_m:
            raise Invalid("exit_m", f"must be greater than enter_m ({self.enter_m}) and enter_m positive")
        _non_negative(self, "enter_dwell_s", "exit_dwell_s", "missing_s", "grace_s", "switch_dwell_s",
                      "switch_margin_m", "prefer_bonus")
        _positive(self, "tick_s", "backoff_initial_s", "kalman_q", "kalman_r", "path_loss_n")
        if self.backoff_max_s < self.backoff_initial_s:
            raise Invalid("backoff_max_s", "must be at least backoff_initial_s")
        if self.smoothing not in ("kalman", "ema"):
            raise Invalid("smoothing", f"must be kalman or ema, got {self.smoothing!r}")
        if not 0 < self.ema_alpha <= 1:
            raise Invalid("ema_alpha", "must be in (0, 1]")


@dataclass(frozen=True)
class NamespaceSettings:
    name: str = ""
    """Namespace name (its index is data/namespaces/NAME.sqlite)."""
    docs: list[str] = field(default_factory=list)
    """Document folders indexed into it."""
    beacons: list[str] = field(default_factory=list)
    """Beacons that mount it: ibeacon:UUID:MAJOR:MINOR or eddystone:NAMESPACE:INSTANCE."""
    role: str | None = None
    """Answer role (system prompt name) used while this namespace is preferred."""
    wake_lm: str | None = None
    """Wake-word / command language model used while this namespace is preferred."""

    def __post_init__(self) -> None:
        try:
            check_namespace(self.name)
        except NamespaceNameError as exc:
            raise Invalid("name", str(exc)) from None
        for i, spec in enumerate(self.beacons):
            try:
                beacon_key(spec)
            except BeaconSpecError as exc:
                raise Invalid(f"beacons[{i}]", str(exc)) from None


@dataclass(frozen=True)
class VoiceSettings:
    enabled: bool = True
    """Start the wake-word listener in the daemon; no microphone shows as a status."""
    engine: str = "pocketsphinx"
    """Wake and transcription engine: pocketsphinx (en-us model in its wheel) or vosk."""
    wake_phrase: str = "open claw"
    """Words that wake the appliance (must be in the engine's dictionary)."""
    wake_engine: str = "both"
    """pocketsphinx engine: the wake detector. sphinx (keyphrase spotting, energy gate, verifier), model (the wake
    model trained for the phrase, `openclaw benchmark train-wake`, with its second stage when wake_confirm) or both
    (the two on one stream, either wakes; the spotter's hits judged by the second stage when wake_spotter_confirm).
    both is the default: on the eighth reporting set, written blind, it woke on 255 of 294 clips against sphinx's
    150, with 5 near misses against 20 and no stream false accept; the model hears "open claw" said straight into
    the question less often than with a pause, and sphinx fills part of that gap (docs/benchmarks.md)."""
    wake_model: str = ""
    """wake_engine model: weights file; empty: the bundled appliance/data/wake_open_claw.npz. The file names the
    features its network reads (log-mel frames, or speech embeddings: ``train-wake --features speech_embedding``)."""
    wake_model_threshold: float = 0.0
    """wake_engine model: score a window must reach (0 to 1); 0: the value stored with the weights (or with the
    confirming weights, when wake_confirm is on)."""
    wake_confirm: bool = True
    """wake_engine model or both: each model hit must also pass a second network over speech embeddings, run only on
    the seconds around the hit (the idle cost stays the first stage's)."""
    wake_confirm_model: str = ""
    """wake_confirm: the second network's weights; empty: the bundled appliance/data/wake_open_claw_confirm.npz."""
    wake_confirm_threshold: float = 0.0
    """wake_confirm: score the second network must reach (0 to 1); 0: the value stored with its weights."""
    wake_spotter_confirm: float = 0.3
    """wake_engine both: score the second network must give a keyphrase hit for it to stand (0 to 1; 0: every hit
    stands). Chosen on the tuning and selection sets with `openclaw benchmark wake-either`'s table (the lowest
    threshold with at most one stream false accept in 70 minutes, every clean tuning clip and within 1 % of the most
    wake clips): unjudged, the spotter's hits added 9 stream false accepts; at 0.3, none."""
    wake_spotter_confirm_loose: float = 0.5
    """wake_engine both with wake_verify_loose_fit: score the second network must give a keyphrase hit the verifier
    accepts only loosely (0 to 1). Stricter than wake_spotter_confirm: such a hit fits the phrase worse, so the
    judge must be surer (docs/benchmarks.md)."""
    wake_spotter_confirm_model: str = ""
    """wake_engine both: the second network that judges the keyphrase spotter's hits; empty: the model's own second
    stage (wake_confirm_model). A network trained on the model's false hits need not judge the spotter's alike."""
    wake_extra: bool = True
    """wake_engine both: a second model path listens beside the first, another first stage behind its own second
    stage; its hits count as the model's. On since the twelfth reporting set, written blind with noise that starts
    with the speech: 351 of 378 clips woke against 334 without it, with 12 near misses of 168 against 11, no stream
    false accept and 2.1 % idle CPU against 1.6 % (docs/benchmarks.md)."""
    wake_extra_model: str = ""
    """wake_extra: its first stage's weights; empty: the bundled appliance/data/wake_open_claw_extra.npz (trained with
    the ends of run-on phrases aligned, it hears "open claw" said straight into the question where the first does
    not)."""
    wake_extra_confirm_model: str = ""
    """wake_extra: its second stage (confirming weights holding the point chosen with that first stage); empty: the
    bundled appliance/data/wake_open_claw_extra_confirm.npz."""
    wake_extra_k: int = 0
    """wake_extra: how many of the second path's last n first-stage windows must reach its threshold for a hit (1 to
    n); 0: the value stored with its confirming weights (chosen with that first stage on the tuning set)."""
    wake_cross_confirm: float = 0.7
    """wake_engine both with wake_extra: a first-stage hit of the first model path that its own second stage turns down
    still stands if the second path's network scores it at least this over the same windows (0 to 1; dated by that
    network); 0: off. That network hears some phrases in reverberation and run into the question that the first
    path's own second stage turns down: 0.7 since the seventeenth and eighteenth reporting sets (710 of 756 wake
    clips against 704, near misses unchanged; docs/benchmarks.md)."""
    wake_extra_cross_confirm: float = 0.0
    """wake_engine both with wake_extra: the mirror of wake_cross_confirm. A first-stage hit of the second model path
    that its own second stage turns down still stands if the first path's network scores it at least this over the
    same windows (0 to 1; dated by that network); 0: off. At 0.5 it woke on 1 more of 868 seen clips and changed none
    of the twenty-first and twenty-second reporting sets' 756 (docs/benchmarks.md), so it stays off."""
    wake_model_verify_penalty: float = 0.0
    """wake_engine both: the model path's hits must also pass the grammar verifier, as the keyphrase spotter's do,
    at this cost in nats per garbage token (larger accepts more); 0: they need not."""
    wake_model_verify_min_fit: float | None = None
    """wake_model_verify_penalty: lowest per-frame fit (nats below the best senone) either wake word may have in a
    model hit; empty: no fit test."""
    kws_threshold: float = 1e-20
    """pocketsphinx keyphrase threshold: larger is stricter. Chosen with the verifier's values on the wake tuning set
    (`openclaw benchmark voice --tune-verifier`): 1e-5 missed most tempo- and pitch-shifted "open claw"s."""
    wake_verify: bool = True
    """pocketsphinx: re-decode each keyphrase hit against a garbage loop (phones and near-sounding words)
    and keep only hits where the wake phrase wins."""
    wake_verify_penalty: float = 20.0
    """Verifier cost, in nats, of each garbage token: larger accepts more (15 turned down 7 of 57 tuning wakes that 20
    keeps, at the same tuning near misses)."""
    wake_verify_min_fit: float = -5.0
    """Verifier: lowest per-frame acoustic score (nats below the best senone) either wake word may have."""
    wake_verify_loose_fit: float | None = -7.0
    """wake_engine both, with wake_spotter_confirm: a keyphrase hit whose wake words fit only down to this (below
    wake_verify_min_fit) still stands if the second network scores it at least wake_spotter_confirm_loose. "claw"
    said straight into the question fits worse than alone; empty (or a value not below wake_verify_min_fit): such
    hits are turned down. On since the fifteenth reporting set, written blind: 354 of 378 clips woke against 350
    without it (73 of 95 run-on phrases against 69), with the same near misses (2 of 168) and no stream false
    accept (docs/benchmarks.md)."""
    wake_verify_common: int = 0
    """Most frequent words of the generic language model that also compete in the verifier (0: none)."""
    wake_gate_db: float = 10.0
    """pocketsphinx: skip decoding audio whose speech-band level is less than this many dB over the noise floor
    (a warm-up and a pre-roll are decoded when it opens); 0 decodes all."""
    vosk_model: str = ""
    """Directory of the vosk model; empty: the models.lock stt entry."""
    vosk_fillers: list[str] = field(default_factory=list)
    """In-vocabulary words added to the vosk wake grammar to absorb other speech."""
    lm: str = "domain"
    """Question language model: domain (built from the namespace), generic (en-us), or a path to an ARPA/binary LM."""
    silence_s: float = 0.8
    """Seconds of silence that end the question."""
    max_question_s: float = 10.0
    """Longest question, in seconds (cut there)."""
    no_speech_s: float = 4.0
    """Seconds after the wake word with no speech before giving up on the question."""
    ring_buffer_s: float = 5.0
    """Seconds of audio kept so the question is replayed from the wake word's end."""
    refractory_s: float = 1.0
    """Seconds after an answer is spoken during which wake hits are ignored (the answer must not wake it)."""
    speak_answers: bool = False
    """Read answers aloud with espeak-ng."""
    espeak_voice: str = "en-us"
    """espeak-ng voice name."""
    espeak_rate_wpm: int = 160
    """espeak-ng speaking rate, in words per minute."""
    device: str = ""
    """sounddevice input device name or index; empty: the system default."""

    def __post_init__(self) -> None:
        if self.engine not in ("pocketsphinx", "vosk"):
            raise Invalid("engine", f"must be pocketsphinx or vosk, got {self.engine!r}")
        if self.wake_engine not in ("sphinx", "model", "both"):
            raise Invalid("wake_engine", f"must be sphinx, model or both, got {self.wake_engine!r}")
        if not 0.0 <= self.wake_model_threshold < 1.0:
            raise Invalid("wake_model_threshold", f"must be in [0, 1), got {self.wake_model_threshold!r}")
        if not 0.0 <= self.wake_confirm_threshold < 1.0:
            raise Invalid("wake_confirm_threshold", f"must be in [0, 1), got {self.wake_confirm_threshold!r}")
        if self.wake_model_verify_penalty < 0:
            raise Invalid("wake_model_verify_penalty", f"must be 0 (off) or more, got {self.wake_model_verify_penalty!r}")
        if not 0.0 <= self.wake_spotter_confirm < 1.0:
            raise Invalid("wake_spotter_confirm", f"must be in [0, 1), got {self.wake_spotter_confirm!r}")
        if not 0.0 <= self.wake_cross_confirm < 1.0:
            raise Invalid("wake_cross_confirm", f"must be in [0, 1), got {self.wake_cross_confirm!r}")
        if not 0.0 <= self.wake_extra_cross_confirm < 1.0:
            raise Invalid("wake_extra_cross_confirm", f"must be in [0, 1), got {self.wake_extra_cross_confirm!r}")
        if not 0.0 <= self.wake_spotter_confirm_loose < 1.0:
            raise Invalid("wake_spotter_confirm_loose", f"must be in [0, 1), got {self.wake_spotter_confirm_loose!r}")
        _positive(self, "kws_threshold", "silence_s", "max_question_s", "no_speech_s", "ring_buffer_s",
                  "espeak_rate_wpm")
        _non_negative(self, "wake_verify_common", "wake_gate_db", "refractory_s", "wake_extra_k")


@dataclass(frozen=True)
class ServeSettings:
    host: str = "127.0.0.1"
    """Address the HTTP API binds to; anything but loopback requires ``token``."""
    port: int = 8765
    """HTTP API port."""
    token: str = ""
    """Bearer token required on every request when bound beyond loopback (empty: loopback only)."""
    watch_paths: list[str] = field(default_factory=list)
    """Folders re-indexed into the default namespace on change (empty: no index watcher)."""
    led_pin: int = 17
    """BCM pin of the status LED (gpiozero PWMLED); -1 for none."""
    button_pin: int = 27
    """BCM pin of the scan button (gpiozero Button, pulled up); -1 for none."""
    use_llm: bool = True
    """Answer with the pinned-core language model (off: extractive quotes only)."""
    max_question_chars: int = 2000
    """Longer questions are refused (bounds the work per request)."""
    max_query_chars: int = 1000
    """Longer search queries are refused (a search's cost grows with its terms)."""
    max_body_bytes: int = 65536
    """Largest API request body; a bigger one is refused with 413 before it is read."""
    header_timeout_s: float = 10.0
    """An API connection that has not sent a whole request head in this time is closed."""
    body_timeout_s: float = 15.0
    """An API request whose body has not arrived in this time gets 408."""
    max_requests_per_client: int = 8
    """Requests one client address may have in progress at once (open /events streams count); more get 429."""
    daemon_cores: list[int] = field(default_factory=list)
    """CPU cores the daemon's own threads move to once the responder runs (e.g. [0] with answer.cores [1]);
    empty: no pinning."""

    def __post_init__(self) -> None:
        if not 0 <= self.port <= 65535:
            raise Invalid("port", "must be between 0 and 65535")
        _positive(self, "max_question_chars", "max_query_chars", "max_body_bytes", "header_timeout_s",
                  "body_timeout_s", "max_requests_per_client")
        if any(c < 0 for c in self.daemon_cores):
            raise Invalid("daemon_cores", "core numbers are 0-based")


@dataclass(frozen=True)
class FleetSettings:
    subscribe: list[str] = field(default_factory=list)
    """Folders (kept in sync by Syncthing) the daemon watches for signed namespace snapshots to pull."""
    settle_s: float = 3.0
    """Seconds of quiet in a subscribed folder before it is verified and pulled (files arrive one by one)."""
    expires_days: float = 30.0
    """How long an export's timestamp, snapshot and targets metadata stay valid; a receiver refuses
    a snapshot older than this (freeze attack), so re-export at least this often."""
    syncthing_url: str = "http://127.0.0.1:8384"
    """The local Syncthing's REST API (read for /status only: folder state, peers, bytes to go)."""
    syncthing_api_key: str = ""
    """Its API key; empty: read from ``syncthing_config``."""
    syncthing_config: str = ""
    """Syncthing's config.xml (holds the API key); empty: ~/.local/state/syncthing or ~/.config/syncthing."""

    def __post_init__(self) -> None:
        _non_negative(self, "settle_s")
        _positive(self, "expires_days")


FACES = ("tui", "cli", "api", "voice")


@dataclass(frozen=True)
class BindingSettings:
    """One explicit routing rule: turns matching ``face`` / ``client`` / ``location`` get this role,
    these namespaces or this session. Empty match fields match anything; the binding that
    matches the most fields wins."""

    face: str = ""
    """tui, cli, api or voice; empty: any face."""
    client: str = ""
    """An API client's name (the X-OpenClaw-Client header) or a TUI's name; empty: any."""
    location: str = ""
    """The preferred namespace (the bench the engineer is at); empty: anywhere."""
    role: str | None = None
    """Answer role for the turns this binding matches."""
    namespaces: list[str] = field(default_factory=list)
    """Namespaces these turns search instead of the mounted ones (empty: the mounted ones)."""
    session: str | None = None
    """Session these turns belong to (e.g. one shared session for two screens)."""

    def __post_init__(self) -> None:
        if self.face and self.face not in FACES:
            raise Invalid("face", f"must be one of {', '.join(FACES)} or empty, got {self.face!r}")
        for i, name in enumerate(self.namespaces):
            try:
                check_namespace(name)
            except NamespaceNameError as exc:
                raise Invalid(f"namespaces[{i}]", str(exc)) from None


@dataclass(frozen=True)
class ConversationSettings:
    session_idle_ttl_s: float = 1800.0
    """Seconds of silence after which a session is archived and the next turn starts a fresh one (0: never)."""
    followup_window_s: float = 6.0
    """Seconds the appliance keeps listening after a spoken answer, so a follow-up needs no wake word (0: off)."""
    history_turns: int = 3
    """Earlier turns a follow-up question may take its subject from."""
    custom_sentences: str = ""
    """Folder of extra command sentences (hassil YAML); empty: the config dir's sentences/."""
    similar_commands: bool = True
    """Take a short utterance no template matches as the command whose template sentence it is nearest to."""
    command_similarity: float = 0.6
    """Least cosine similarity (0-1) to the nearest template sentence for that."""
    command_margin: float = 0.02
    """How much nearer that sentence must be than the nearest sentence of any other command (chosen with the
    example utterances: 0.05 lost 7 of 520 spoken held-out-4 clips and kept no more questions)."""
    bindings: list[BindingSettings] = field(default_factory=list)
    """Explicit routing rules (face, client, location -> role, namespaces, session)."""

    def __post_init__(self) -> None:
        _non_negative(self, "session_idle_ttl_s", "followup_window_s", "history_turns", "command_margin")
        if not 0 < self.command_similarity <= 1:
            raise Invalid("command_similarity", "must be in (0, 1]")


@dataclass(frozen=True)
class MemorySettings:
    """The workspace (memory notes, AGENTS.md/USER.md/BENCH.md) and how it is searched, injected and compacted.

    Caps and thresholds given as 0 are scaled from their value on a 200 000-token window to
    ``answer.n_ctx`` (see :mod:`appliance.memory.budget`)."""

    workspace_dir: str = ""
    """Root of the workspaces (empty: data_dir/workspaces); the global one is its ``global`` folder."""
    watch: bool = True
    """Re-index notes edited by hand (the daemon watches the workspaces)."""
    half_life_days: float = 14.0
    """Age, in days, at which a note's recency bonus halves (manuals use search.half_life_days)."""
    recency_weight: float = 0.15
    """Weight of recency for notes (manuals use search.gamma)."""
    file_max_chars: int = 0
    """Cap of one workspace file in the system prompt, in characters (0: 20 000 scaled to the window)."""
    total_max_chars: int = 0
    """Cap of all workspace files together, in characters (0: 150 000 scaled to the window)."""
    reserve_tokens: int = 0
    """Tokens kept free in the window for the prompt's other parts (0: 20 000 scaled to the window)."""
    soft_threshold_tokens: int = 0
    """History within this many tokens of the compaction point triggers the memory flush
    (0: 4 000 scaled to the window)."""
    keep_turns: int = 2
    """Newest turns never compacted."""
    prune_soft_after: int = 1
    """Previous turns at this age or older (the newest previous turn is 0) have their evidence soft-trimmed
    in what is sent to the model."""
    prune_hard_after: int = 3
    """Previous turns at this age or older have their evidence cleared to a one-line placeholder."""

    def __post_init__(self) -> None:
        _positive(self, "half_life_days")
        _non_negative(self, "recency_weight", "file_max_chars", "total_max_chars", "reserve_tokens",
                      "soft_threshold_tokens", "keep_turns", "prune_soft_after", "prune_hard_after")
        if self.prune_hard_after < self.prune_soft_after:
            raise Invalid("prune_hard_after", "must not be less than prune_soft_after")


@dataclass(frozen=True)
class SchedulesSettings:
    enabled: bool = True
    """Run timers, reminders and scheduled jobs in the daemon (the jobs file is kept either way)."""
    missed: str = "run"
    """A job that came due more than ``grace_s`` ago (the appliance was off): run (once, however many
    runs were missed) or drop (skipped, a ``schedule.missed`` event says so)."""
    grace_s: float = 300.0
    """Seconds a job may be late and still count as on time (run whatever ``missed`` says)."""
    poll_s: float = 2.0
    """Seconds between checks of the jobs file for changes another process (the CLI) made."""
    timezone: str = ""
    """IANA time zone of jobs added without ``--tz`` (e.g. Europe/Berlin); empty: the system's local zone."""
    speak: bool = True
    """Speak due reminders with espeak-ng (independent of ``voice.speak_answers``)."""
    heartbeat_s: float = 300.0
    """Seconds between heartbeat runs of the checks listed in HEARTBEAT.md (0: no heartbeat)."""

    def __post_init__(self) -> None:
        if self.missed not in ("run", "drop"):
            raise Invalid("missed", f"must be run or drop, got {self.missed!r}")
        _non_negative(self, "grace_s", "heartbeat_s")
        _positive(self, "poll_s")
        if self.timezone:
            from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

            try:
                ZoneInfo(self.timezone)
            except (ZoneInfoNotFoundError, ValueError):
                raise Invalid("timezone", f"unknown time zone {self.timezone!r} (an IANA name like Europe/Berlin)") from None


@dataclass(frozen=True)
class Settings:
    index: IndexSettings = field(default_factory=IndexSettings)
    embedding: EmbeddingSettings = field(default_factory=EmbeddingSettings)
    search: SearchSettings = field(default_factory=SearchSettings)
    store: StoreSettings = field(default_factory=StoreSettings)
    answer: AnswerSettings = field(default_factory=AnswerSettings)
    scanner: ScannerSettings = field(default_factory=ScannerSettings)
    beacons: BeaconSettings = field(default_factory=BeaconSettings)
    voice: VoiceSettings = field(default_factory=VoiceSettings)
    serve: ServeSettings = field(default_factory=ServeSettings)
    conversation: ConversationSettings = field(default_factory=ConversationSettings)
    fleet: FleetSettings = field(default_factory=FleetSettings)
    memory: MemorySettings = field(default_factory=MemorySettings)
    schedules: SchedulesSettings = field(default_factory=SchedulesSettings)
    namespaces: list[NamespaceSettings] = field(default_factory=list)
    default_namespace: str = "global"
    """Namespace used when a command is given no --namespace."""

    def __post_init__(self) -> None:
        try:
            check_namespace(self.default_namespace)
        except NamespaceNameError as exc:
            raise Invalid("default_namespace", str(exc)) from None
        owner: dict[str, str] = {}
        names: set[str] = set()
        for i, ns in enumerate(self.namespaces):
            if ns.name in names:
                raise Invalid(f"namespaces[{i}].name", f"namespace {ns.name!r} is configured twice")
            names.add(ns.name)
            for j, spec in enumerate(ns.beacons):
                key = beacon_key(spec)
                if key in owner and owner[key] != ns.name:
                    raise Invalid(f"namespaces[{i}].beacons[{j}]", f"beacon already mounts namespace {owner[key]!r}")
                owner[key] = ns.name

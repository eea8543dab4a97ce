"""Settings: one frozen dataclass per concern, loaded from YAML and validated.

Where things live (XDG): config at ``$XDG_CONFIG_HOME/openclaw/config.yaml``,
data (one SQLite file per namespace) under ``$XDG_DATA_HOME/openclaw``.
``OPENCLAW_HOME=DIR`` overrides all of them (``DIR/config``, ``DIR/data``,
``DIR/cache``) so tests and demos never touch the user's real directories.

An unknown key or a wrong type is reported with the key's full dotted name,
e.g. ``config.yaml: search.alpah: unknown key (did you mean 'alpha'?)``.
"""

from __future__ import annotations

import difflib
import os
import types
import typing
from dataclasses import dataclass, field, fields, is_dataclass, replace
from pathlib import Path
from typing import Any, Callable

import yaml


class ConfigError(Exception):
    """The user's configuration is invalid; the message names the bad key."""


@dataclass(frozen=True)
class IndexSettings:
    chunk_tokens: int = 400
    """Target size of a prose slice, in word/punctuation tokens."""
    overlap_tokens: int = 80
    """Tokens repeated between consecutive slices of one long section."""
    max_file_mb: float = 50.0
    """Files (or decompressed .gz contents) larger than this are skipped with a message."""
    embed_batch: int = 8
    """Passages per embedding batch; bounds peak RSS (batch 64 measured at 2.1 GB, 8 at 0.5 GB)."""
    embed_threads: int = 1
    """ONNX sessions embedding in parallel while indexing; each adds ~0.5 GB peak RSS
    (1 session peaked at 0.69 GB indexing the kernel docs, 2 at 1.2 GB)."""
    watch_debounce_s: float = 1.5
    """Seconds of quiet after a change before `openclaw watch` re-indexes."""


@dataclass(frozen=True)
class EmbeddingSettings:
    enabled: bool = True
    """Off: search runs on BM25 alone (and says so)."""
    model: str = "all-MiniLM-L6-v2-int8"
    """Name of the embedder's files in models.lock."""
    query_threads: int = 1
    """onnxruntime threads for query embedding (1 is steadier under load)."""
    query_cache: int = 512
    """Query embeddings kept in the LRU cache."""


@dataclass(frozen=True)
class SearchSettings:
    alpha: float = 0.5
    """Weight of the BM25 channel (scores divided by the best match's score)."""
    beta: float = 0.5
    """Weight of the cosine channel (cosine similarity, 0..1)."""
    gamma: float = 0.02
    """Weight of recency: exp decay on the file's mtime."""
    half_life_days: float = 365.0
    """Age at which the recency bonus halves."""
    pool: int = 100
    """Candidates taken from each channel (at least 4 x k)."""
    min_cosine: float = 0.45
    """A vector-only candidate needs at least this cosine to be shown."""
    min_coverage: float = 0.5
    """A keyword candidate needs this share of the query's term weight (IDF) to be shown."""
    mmr_lambda: float = 1.0
    """1.0 turns MMR off; lower trades relevance for diversity."""
    dedup_sections: bool = True
    """Merge hits from adjacent pages of one section into one result."""
    channel_timeout_ms: float = 2000.0
    """A channel slower than this is dropped for the query (logged)."""
    title_weight: float = 4.0
    """BM25 weight of the document title / path column."""
    section_weight: float = 3.0
    """BM25 weight of the section heading column."""
    body_weight: float = 1.0
    """BM25 weight of prose."""
    code_weight: float = 0.6
    """BM25 weight of code."""


@dataclass(frozen=True)
class StoreSettings:
    driver: str = "auto"
    """SQLite driver: auto (stdlib sqlite3 when it can load extensions, else apsw), apsw, sqlite3."""


@dataclass(frozen=True)
class AnswerSettings:
    cores: list[int] = field(default_factory=lambda: [1])
    """CPU cores the responder process is pinned to; n_threads = number of cores."""
    model: str = "SmolLM2-135M-Instruct.Q4_1.gguf"
    """The LLM's file name in models.lock."""
    model_profile: str = "embedded"
    """models.lock profile the model is pinned in (device files live in data_dir/models)."""
    chat_format: str | None = None
    """llama.cpp chat format; None uses the GGUF's own template (set it for base models)."""
    n_ctx: int = 2048
    """Model context window in tokens."""
    context_tokens: int = 400
    """Token budget of the retrieved context block (smaller = faster first token)."""
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
    """Best evidence (mean of coverage and cosine) below this: quote instead of generating."""
    min_support: float = 0.7
    """Share of each answer sentence's content words that must occur in its cited slices."""
    k: int = 6
    """Search hits considered for the context."""
    role: str = "engineer"
    """Prompt template used when ask is given no --role."""

    def __post_init__(self) -> None:
        if not self.cores or any(c < 0 for c in self.cores):
            raise ConfigError("answer.cores: give at least one CPU core number (0-based)")
        if self.context_tokens + self.max_tokens + 128 > self.n_ctx:
            raise ConfigError("answer.context_tokens: context_tokens + max_tokens + 128 must fit in n_ctx")
        if not 0 <= self.relevance_threshold <= 1 or not 0 <= self.min_support <= 1:
            raise ConfigError("answer.relevance_threshold/min_support: must be between 0 and 1")
        if self.k < 1 or self.max_tokens < 1:
            raise ConfigError("answer.k/max_tokens: must be at least 1")


@dataclass(frozen=True)
class ScannerSettings:
    camera_index: int = 0
    """V4L2 camera index (/dev/videoN) used by `openclaw scan --camera`."""
    warmup_frames: int = 5
    """Frames discarded after opening the camera so exposure/focus settle."""
    min_sharpness: float = 60.0
    """Variance of the Laplacian below which a frame is rejected as "too blurry, hold still"."""
    min_brightness: float = 12.0
    """Mean grey level (0-255) below which a frame is rejected as black (lens cap, no light)."""
    dpi: int = 300
    """DPI told to tesseract (always passed: without it tesseract guesses from image size) and PDF render DPI."""
    max_image_pixels: int = 60_000_000
    """Images larger than this are refused before decoding (bounds RAM on the Pi)."""
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


@dataclass(frozen=True)
class BeaconSettings:
    enabled: bool = True
    """Off: no Bluetooth scanning; namespaces are mounted only by hand (openclaw namespace mount/pin)."""
    enter_m: float = 2.0
    """Smoothed distance (m) at or below which a beacon counts as close."""
    exit_m: float = 4.0
    """Smoothed distance (m) above which an entered beacon counts as far (hysteresis band: enter_m..exit_m)."""
    enter_dwell_s: float = 4.0
    """A beacon must stay close this long before it is entered (walking past at 1.2 m/s is ~3 s within 2 m)."""
    exit_dwell_s: float = 10.0
    """An entered beacon must stay far or silent this long before it is left (bridges radio dropouts)."""
    missing_s: float = 4.0
    """No advertisement for this long and the beacon counts as far (beacons advertise every 0.1-1 s)."""
    grace_s: float = 30.0
    """A namespace whose beacon was left stays mounted this long (coming back cancels the unmount)."""
    smoothing: str = "kalman"
    """RSSI filter: kalman (1-D, steadier) or ema."""
    ema_alpha: float = 0.3
    """EMA weight of a new RSSI sample (0..1]."""
    kalman_q: float = 0.5
    """Kalman process noise (dB^2 per sample): how fast the true RSSI may move."""
    kalman_r: float = 9.0
    """Kalman measurement noise (dB^2): RSSI jitter of one sample (3 dB std is typical indoors)."""
    path_loss_n: float = 2.0
    """Path-loss exponent of the distance estimate (2 free space, 2.5-4 cluttered rooms)."""
    switch_margin_m: float = 0.5
    """Another entered beacon must be this much nearer than the current nearest to take over."""
    switch_dwell_s: float = 2.0
    """...and stay nearer this long (no flapping between two benches)."""
    tick_s: float = 0.5
    """How often timers (dwell, missing, grace) are re-evaluated when no advertisement arrives."""
    backoff_initial_s: float = 2.0
    """First retry delay after Bluetooth was unavailable; doubles per failure."""
    backoff_max_s: float = 60.0
    """Longest retry delay while Bluetooth stays unavailable."""
    prefer_bonus: float = 0.15
    """Score added to hits from the preferred (beacon-mounted or pinned) namespace when merging with global."""


@dataclass(frozen=True)
class NamespaceSettings:
    name: str = ""
    """Namespace name (its index is data/namespaces/NAME.sqlite)."""
    docs: list[str] = field(default_factory=list)
    """Document folders indexed into it."""
    beacons: list[str] = field(default_factory=list)
    """Beacons that mount it: ibeacon:UUID:MAJOR:MINOR or eddystone:NAMESPACE:INSTANCE."""
    role: str | None = None
    """LLM role (system prompt name) answers use while this namespace is preferred."""
    wake_lm: str | None = None
    """Wake-word / command language model used while this namespace is preferred."""


@dataclass(frozen=True)
class VoiceSettings:
    engine: str = "pocketsphinx"
    """Wake and transcription engine: pocketsphinx (en-us model in its wheel) or vosk."""
    wake_phrase: str = "open claw"
    """Words that wake the appliance (must be in the engine's dictionary)."""
    kws_threshold: float = 1e-5
    """pocketsphinx keyphrase threshold: larger is stricter (1e-10 fired on "a local law"; 1e-5 measured better)."""
    wake_verify: bool = True
    """pocketsphinx: re-decode each keyphrase hit against a garbage loop (phones + near-sounding words) and keep
    only hits where the wake phrase wins; spotting alone fired on near misses ("her open clothes")."""
    wake_verify_penalty: float = 15.0
    """Verifier cost in nats of each garbage token: larger accepts more (tuned on held-apart voices/phrases)."""
    wake_verify_min_fit: float = -5.0
    """Verifier: lowest per-frame acoustic score (nats below the best senone) either wake word may have; "told the
    claw" forced into "open claw" fits at about -7 (tuned with --tune-verifier on the tuning set only)."""
    wake_verify_common: int = 0
    """Most frequent words of the generic LM that also compete in the verifier (besides near words and the wake
    words one by one). 100 (floor -5.5) kept 48/48 tuning-positive hits and 24/60 negative ones against 47/48 and
    28/60 for 0 (floor -5), but flipped "open claw" (slt, brown noise) to rejected on sub-frame window shifts."""
    wake_gate_db: float = 10.0
    """pocketsphinx: skip decoding audio quieter than the noise floor + this many dB (pre-roll kept); 0: decode all."""
    vosk_model: str = ""
    """Directory of the vosk model; empty: the models.lock stt entry (device: vosk-model-small-en-us-0.15)."""
    vosk_fillers: list[str] = field(default_factory=list)
    """In-vocabulary words added to the vosk wake grammar to absorb other speech."""
    lm: str = "domain"
    """Question LM: domain (built from the namespace), generic (en-us), or a path to an ARPA/binary LM."""
    silence_s: float = 0.8
    """Seconds of silence that end the question."""
    max_question_s: float = 10.0
    """Longest question, in seconds (cut there)."""
    no_speech_s: float = 4.0
    """Seconds after the wake word with no speech before giving up on the question."""
    ring_buffer_s: float = 5.0
    """Seconds of audio kept so the question is replayed from the wake word's end."""
    refractory_s: float = 1.0
    """Seconds after an answer during which wake hits are ignored (the spoken answer must not wake it)."""
    speak_answers: bool = False
    """Read answers aloud with espeak-ng."""
    espeak_voice: str = "en-us"
    """espeak-ng voice name."""
    espeak_rate_wpm: int = 160
    """espeak-ng speaking rate, in words per minute."""
    led_pin: int = 17
    """BCM pin of the status LED (gpiozero PWMLED); -1 for none."""
    device: str = ""
    """sounddevice input device name or index; empty: the system default."""


@dataclass(frozen=True)
class ServeSettings:
    host: str = "127.0.0.1"
    """Address the HTTP API binds to; anything but loopback requires ``token``."""
    port: int = 8765
    """HTTP API port."""
    token: str = ""
    """Bearer token required on every request when bound beyond loopback (empty: loopback only)."""
    beacons: bool = True
    """Start the beacon watcher (also needs beacons.enabled); no adapter shows as a status."""
    voice: bool = True
    """Start the wake-word listener on the microphone; no microphone shows as a status."""
    scanner: bool = True
    """Arm the scan button (GPIO) and the scan key/API; no camera shows as a status."""
    watch_paths: list[str] = field(default_factory=list)
    """Folders re-indexed into the default namespace on change (empty: no index watcher)."""
    led_pin: int = -1
    """BCM pin of the status LED (gpiozero); -1: voice.led_pin."""
    button_pin: int = 27
    """BCM pin of the scan button (gpiozero Button, pulled up); -1 for none."""
    use_llm: bool = True
    """Answer with the pinned-core language model (off: extractive quotes only)."""
    max_question_chars: int = 2000
    """Longer questions are refused with 400 (bounds work per request)."""
    daemon_cores: list[int] = field(default_factory=list)
    """CPU cores the daemon's own threads move to once the responder runs (e.g. [0] with answer.cores [1]); empty: no pinning."""


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
    namespaces: list[NamespaceSettings] = field(default_factory=list)
    default_namespace: str = "global"
    """Namespace used when a command is given no --namespace."""


@dataclass(frozen=True)
class Paths:
    config_dir: Path
    data_dir: Path
    cache_dir: Path

    @property
    def config_file(self) -> Path:
        return self.config_dir / "config.yaml"

    @property
    def namespaces_dir(self) -> Path:
        return self.data_dir / "namespaces"


def paths() -> Paths:
    home = os.environ.get("OPENCLAW_HOME")
    if home:
        base = Path(home).expanduser()
        return Paths(base / "config", base / "data", base / "cache")
    env = os.environ
    cfg = Path(env.get("XDG_CONFIG_HOME") or Path.home() / ".config")
    data = Path(env.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    cache = Path(env.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return Paths(cfg / "openclaw", data / "openclaw", cache / "openclaw")


def _coerce(value: Any, typ: Any, key: str) -> Any:
    origin = typing.get_origin(typ)
    if is_dataclass(typ):
        return _build(typ, value, key)
    if typ is bool:
        if isinstance(value, bool):
            return value
        raise ConfigError(f"{key}: expected true or false, got {value!r}")
    if typ is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        raise ConfigError(f"{key}: expected a whole number, got {value!r}")
    if typ is float:
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return float(value)
        raise ConfigError(f"{key}: expected a number, got {value!r}")
    if typ is str:
        if isinstance(value, str):
            return value
        raise ConfigError(f"{key}: expected text, got {value!r}")
    if origin in (list, tuple):
        if not isinstance(value, list):
            raise ConfigError(f"{key}: expected a list, got {value!r}")
        (inner, *_) = typing.get_args(typ) or (Any,)
        items = [_coerce(v, inner, f"{key}[{i}]") for i, v in enumerate(value)]
        return tuple(items) if origin is tuple else items
    if origin is dict:
        if not isinstance(value, dict):
            raise ConfigError(f"{key}: expected a mapping, got {value!r}")
        _, vt = typing.get_args(typ)
        return {str(k): _coerce(v, vt, f"{key}.{k}") for k, v in value.items()}
    if origin in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(typ) if a is not type(None)]
        if value is None:
            return None
        return _coerce(value, args[0], key)
    return value


def _build(cls: Any, data: Any, prefix: str) -> Any:
    if data is None:
        return cls()
    if not isinstance(data, dict):
        raise ConfigError(f"{prefix or 'config'}: expected a mapping, got {data!r}")
    hints = typing.get_type_hints(cls)
    names = [f.name for f in fields(cls)]
    kwargs: dict[str, Any] = {}
    for key, value in data.items():
        dotted = f"{prefix}.{key}" if prefix else str(key)
        if key not in names:
            close = difflib.get_close_matches(str(key), names, n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else f" (known: {', '.join(names)})"
            raise ConfigError(f"{dotted}: unknown key{hint}")
        kwargs[key] = _coerce(value, hints[key], dotted)
    settings = cls(**kwargs)
    _check_ranges(settings, prefix)
    return settings


def _check_ranges(obj: Any, prefix: str) -> None:
    def bad(name: str, why: str) -> ConfigError:
        return ConfigError(f"{prefix + '.' if prefix else ''}{name}: {why}")

    if isinstance(obj, IndexSettings):
        if obj.chunk_tokens < 32:
            raise bad("chunk_tokens", "must be at least 32")
        if not 0 <= obj.overlap_tokens < obj.chunk_tokens:
            raise bad("overlap_tokens", "must be between 0 and chunk_tokens")
        if obj.embed_batch < 1:
            raise bad("embed_batch", "must be at least 1")
        if obj.max_file_mb <= 0:
            raise bad("max_file_mb", "must be positive")
    if isinstance(obj, SearchSettings):
        for name in ("alpha", "beta", "gamma"):
            if getattr(obj, name) < 0:
                raise bad(name, "must not be negative")
        if not 0 <= obj.mmr_lambda <= 1:
            raise bad("mmr_lambda", "must be between 0 and 1")
    if isinstance(obj, StoreSettings) and obj.driver not in ("auto", "apsw", "sqlite3"):
        raise bad("driver", f"must be auto, apsw or sqlite3, got {obj.driver!r}")

    _check_context_settings(obj, bad)


def _check_context_settings(obj: Any, bad: Callable[[str, str], ConfigError]) -> None:
    """Beacon thresholds, namespace names and beacon syntax (one beacon maps to one namespace)."""
    from .senses.beacons.parse import BeaconSpecError, parse_beacon_spec  # pure module; lazy: no import cycle

    if isinstance(obj, BeaconSettings):
        if not 0 < obj.enter_m < obj.exit_m:
            raise bad("exit_m", f"must be greater than enter_m ({obj.enter_m}) and enter_m positive")
        for name in ("enter_dwell_s", "exit_dwell_s", "missing_s", "grace_s", "switch_dwell_s", "switch_margin_m"):
            if getattr(obj, name) < 0:
                raise bad(name, "must not be negative")
        if obj.tick_s <= 0 or obj.backoff_initial_s <= 0 or obj.backoff_max_s < obj.backoff_initial_s:
            raise bad("tick_s" if obj.tick_s <= 0 else "backoff_max_s", "must be positive (backoff_max_s >= backoff_initial_s)")
        if obj.smoothing not in ("kalman", "ema"):
            raise bad("smoothing", f"must be kalman or ema, got {obj.smoothing!r}")
        if not 0 < obj.ema_alpha <= 1:
            raise bad("ema_alpha", "must be in (0, 1]")
        if obj.kalman_q <= 0 or obj.kalman_r <= 0 or obj.path_loss_n <= 0:
            raise bad("kalman_q" if obj.kalman_q <= 0 else "kalman_r" if obj.kalman_r <= 0 else "path_loss_n", "must be positive")
    if isinstance(obj, NamespaceSettings):
        from .kernel.namespace import NamespaceError, check_name

        try:
            check_name(obj.name)
        except NamespaceError as exc:
            raise bad("name", str(exc)) from None
        for i, spec in enumerate(obj.beacons):
            try:
                parse_beacon_spec(spec)
            except BeaconSpecError as exc:
                raise bad(f"beacons[{i}]", str(exc)) from None
    if isinstance(obj, Settings):
        owner: dict[str, str] = {}
        names: set[str] = set()
        for i, ns in enumerate(obj.namespaces):
            if ns.name in names:
                raise bad(f"namespaces[{i}].name", f"namespace {ns.name!r} is configured twice")
            names.add(ns.name)
            for j, spec in enumerate(ns.beacons):
                key = parse_beacon_spec(spec)
                if key in owner and owner[key] != ns.name:
                    raise bad(f"namespaces[{i}].beacons[{j}]", f"beacon already mounts namespace {owner[key]!r}")
                owner[key] = ns.name


def parse_settings(data: Any, source: str = "config") -> Settings:
    try:
        return _build(Settings, data, "")
    except ConfigError as exc:
        raise ConfigError(f"{source}: {exc}") from None


def load_settings(path: Path | None = None) -> Settings:
    """Settings from the user's config file (defaults when there is none)."""
    path = path or paths().config_file
    if not path.exists():
        return Settings()
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as exc:
        raise ConfigError(f"{path}: not valid YAML: {exc}") from None
    return parse_settings(data, str(path))


def with_overrides(settings: Settings, **sections: dict[str, Any]) -> Settings:
    """A copy with some fields of some sections replaced (validated like the file)."""
    changes: dict[str, Any] = {}
    for section, values in sections.items():
        current = getattr(settings, section)
        changes[section] = _build(type(current), {**_asdict_shallow(current), **values}, section)
    return replace(settings, **changes)


def _asdict_shallow(obj: Any) -> dict[str, Any]:
    return {f.name: getattr(obj, f.name) for f in fields(obj)}

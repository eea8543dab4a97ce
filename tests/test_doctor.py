"""``openclaw doctor``: every check says ok, warn or fail with a remedy; missing hardware warns, never crashes;
a failing check exits 1."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from appliance.cli import main
from appliance.config import Settings
from appliance.operations import cli as operations_cli
from appliance.operations.doctor import CHECKS, Machine, run_doctor

if "doctor" not in main.commands:  # the entry point of an installed checkout registers it the same way
    operations_cli.register_commands(main)

NAMES = ["extension", "models", "microphone", "speaker", "camera", "bluetooth", "gpio", "governor",
         "temperature", "throttling", "disk", "index"]


def test_doctor_on_this_machine_reports_every_check_with_remedies() -> None:
    result = CliRunner().invoke(main, ["doctor", "--json"])
    report = json.loads(result.stdout)
    assert [c["name"] for c in report["checks"]] == NAMES == [c.__name__ for c in CHECKS]
    for c in report["checks"]:
        assert c["state"] in ("ok", "warn", "fail"), c
        assert c["detail"] and "the check itself failed" not in c["detail"], c
        assert bool(c["remedy"]) == (c["state"] != "ok"), c
    assert result.exit_code == (0 if report["counts"]["fail"] == 0 else 1)
    assert report["ok"] == (report["counts"]["fail"] == 0)
    by = {c["name"]: c for c in report["checks"]}
    assert by["extension"]["state"] == "ok" and "sqlite-vec" in by["extension"]["detail"]
    if not Path("/sys/class/bluetooth").exists() or not any(Path("/sys/class/bluetooth").iterdir()):
        assert by["bluetooth"]["state"] == "warn" and "bluetoothctl" in by["bluetooth"]["remedy"]
    if not list(Path("/dev").glob("gpiochip*")):
        assert by["gpio"]["state"] == "warn"
    text = CliRunner().invoke(main, ["doctor"]).stdout
    assert text.splitlines()[-1].endswith("fail") and "-> " in text


def fake_pi(root: Path, *, temp_mc: int, governor: str) -> Machine:
    """A sysfs, /dev and /proc laid out like a Pi 5's, in a folder."""
    sysfs, dev, proc = root / "sys", root / "dev", root / "proc"
    (sysfs / "class" / "thermal" / "thermal_zone0").mkdir(parents=True)
    (sysfs / "class" / "thermal" / "thermal_zone0" / "temp").write_text(f"{temp_mc}\n")
    (sysfs / "class" / "bluetooth" / "hci0").mkdir(parents=True)
    for cpu in range(4):
        d = sysfs / "devices" / "system" / "cpu" / f"cpu{cpu}" / "cpufreq"
        d.mkdir(parents=True)
        (d / "scaling_governor").write_text(governor + "\n")
    dev.mkdir()
    (dev / "video0").write_text("")
    (dev / "gpiochip4").write_text("")
    (proc / "asound").mkdir(parents=True)
    (proc / "asound" / "pcm").write_text("00-00: USB Audio : USB Audio : playback 1 : capture 1\n")
    return Machine(Settings(), sysfs, dev, proc)


def test_a_pi_that_runs_hot_fails_and_powersave_warns(tmp_path: Path) -> None:
    report = run_doctor(fake_pi(tmp_path, temp_mc=86500, governor="powersave"))
    by = {c["name"]: c for c in report["checks"]}
    assert by["temperature"]["state"] == "fail" and "86.5" in by["temperature"]["detail"]
    assert "cooler" in by["temperature"]["remedy"]
    assert by["governor"]["state"] == "warn" and "performance" in by["governor"]["remedy"]
    assert by["bluetooth"] == {"name": "bluetooth", "state": "ok", "detail": "hci0", "remedy": ""}
    assert by["gpio"]["state"] == "ok" and by["camera"]["state"] == "ok"
    assert report["ok"] is False and report["counts"]["fail"] >= 1


def test_a_cool_pi_passes_those_checks(tmp_path: Path) -> None:
    report = run_doctor(fake_pi(tmp_path, temp_mc=52000, governor="ondemand"))
    by = {c["name"]: c for c in report["checks"]}
    assert by["temperature"]["state"] == "ok" and by["governor"]["state"] == "ok"
    assert "4 core(s)" in by["governor"]["detail"]


def test_a_failing_check_exits_1(tmp_path: Path, openclaw_home: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "pump.md").write_text("# Pump\n\n12 litres per minute.\n")
    (openclaw_home / "config").mkdir(parents=True)
    (openclaw_home / "config" / "config.yaml").write_text(f"serve:\n  watch_paths: [{docs}]\n")
    result = CliRunner().invoke(main, ["doctor", "--json"])
    by = {c["name"]: c for c in json.loads(result.stdout)["checks"]}
    assert by["index"]["state"] == "fail" and "not indexed" in by["index"]["detail"]
    assert "openclaw index" in by["index"]["remedy"]
    assert result.exit_code == 1

from __future__ import annotations

from pathlib import Path

import pytest

from appliance.config import ConfigError, Settings, load_settings, parse_settings, paths, with_overrides


def test_defaults_are_the_openclaw_chunking_defaults() -> None:
    s = Settings()
    assert (s.index.chunk_tokens, s.index.overlap_tokens) == (400, 80)


def test_openclaw_home_overrides_every_dir(openclaw_home: Path) -> None:
    p = paths()
    assert p.config_file == openclaw_home / "config" / "config.yaml"
    assert p.data_dir == openclaw_home / "data"
    assert p.cache_dir == openclaw_home / "cache"


def test_xdg_dirs_without_openclaw_home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("OPENCLAW_HOME")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "cfg"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    p = paths()
    assert p.config_file == tmp_path / "cfg" / "openclaw" / "config.yaml"
    assert p.namespaces_dir == tmp_path / "data" / "openclaw" / "namespaces"


def test_yaml_file_is_loaded(openclaw_home: Path) -> None:
    cfg = openclaw_home / "config" / "config.yaml"
    cfg.parent.mkdir(parents=True)
    cfg.write_text("search:\n  alpha: 0.7\nindex:\n  chunk_tokens: 300\n")
    s = load_settings()
    assert s.search.alpha == 0.7 and s.index.chunk_tokens == 300
    assert s.search.beta == Settings().search.beta


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"search": {"alpah": 1}}, "search.alpah: unknown key (did you mean 'alpha'?)"),
        ({"serch": {}}, "serch: unknown key (did you mean 'search'?)"),
        ({"search": {"alpha": "high"}}, "search.alpha: expected a number, got 'high'"),
        ({"index": {"chunk_tokens": 1.5}}, "index.chunk_tokens: expected a whole number"),
        ({"index": {"overlap_tokens": 500}}, "index.overlap_tokens: must be between 0 and chunk_tokens"),
        ({"store": {"driver": "postgres"}}, "store.driver: must be auto, apsw or sqlite3"),
        ({"embedding": {"enabled": "yes"}}, "embedding.enabled: expected true or false"),
        ({"search": [1, 2]}, "search: expected a mapping"),
    ],
)
def test_bad_config_names_the_key(data: object, message: str) -> None:
    with pytest.raises(ConfigError) as exc:
        parse_settings(data, "config.yaml")
    assert message in str(exc.value)
    assert str(exc.value).startswith("config.yaml: ")


def test_invalid_yaml_is_a_clear_error(openclaw_home: Path) -> None:
    cfg = openclaw_home / "config" / "config.yaml"
    cfg.parent.mkdir(parents=True)
    cfg.write_text("search: [unclosed\n")
    with pytest.raises(ConfigError, match="not valid YAML"):
        load_settings()


def test_with_overrides_validates() -> None:
    s = with_overrides(Settings(), search={"mmr_lambda": 0.5})
    assert s.search.mmr_lambda == 0.5
    with pytest.raises(ConfigError, match="mmr_lambda"):
        with_overrides(Settings(), search={"mmr_lambda": 2})

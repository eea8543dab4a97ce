"""Prompt templates: shipped roles, user overrides picked up without restart, clear errors."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from appliance.answer.prompts import PromptError, PromptLibrary
from appliance.config import paths


def test_shipped_roles_render_context_and_question() -> None:
    lib = PromptLibrary()
    assert {"engineer", "student"} <= set(lib.roles())
    for role in ("engineer", "student"):
        msgs = lib.get(role).render("How hot?", "[Anchor: abc] It is 40 C.\nSource: a.txt#L1-L1", [])
        assert [m["role"] for m in msgs] == ["system", "user"]
        assert "[Anchor: abc] It is 40 C." in msgs[1]["content"]
        assert "How hot?" in msgs[1]["content"]
    assert lib.get("engineer").render("q", "c", [])[0]["content"] != lib.get("student").render("q", "c", [])[0]["content"]


def test_unknown_role_is_one_clear_line() -> None:
    with pytest.raises(PromptError) as exc:
        PromptLibrary().get("pirate")
    msg = str(exc.value)
    assert "unknown role 'pirate'" in msg and "engineer" in msg and "\n" not in msg


def _write(path: Path, system: str, mtime: float) -> None:
    path.write_text(f"name: {path.stem}\nsystem: |\n  {system}\nuser: |\n  Q={{{{ question }}}} C={{{{ context }}}}\n")
    os.utime(path, (mtime, mtime))


def test_user_override_and_new_role_are_picked_up_without_restart() -> None:
    user_dir = paths().config_dir / "prompts"
    user_dir.mkdir(parents=True)
    lib = PromptLibrary()  # one long-lived library, like the daemon's
    shipped = lib.get("engineer").render("q", "c", [])[0]["content"]
    _write(user_dir / "engineer.yaml", "OVERRIDE ONE", 1_000_000)
    assert lib.get("engineer").render("q", "c", [])[0]["content"] == "OVERRIDE ONE"
    assert lib.get("engineer").render("q", "c", [])[0]["content"] != shipped
    _write(user_dir / "engineer.yaml", "OVERRIDE TWO", 1_000_100)  # edited: new mtime
    assert lib.get("engineer").render("q", "c", [])[0]["content"] == "OVERRIDE TWO"
    _write(user_dir / "pirate.yaml", "Arr.", 1_000_000)
    assert "pirate" in lib.roles()
    assert lib.get("pirate").render("why", "ctx", [])[1]["content"] == "Q=why C=ctx"


@pytest.mark.parametrize(
    "body, fragment",
    [("system: [unclosed\n", "not a readable YAML prompt"),
     ("system: hi\n", "missing user"),
     ("system: '{{ question'\nuser: hi\n", "line 1")],
)
def test_broken_template_names_the_file(body: str, fragment: str) -> None:
    user_dir = paths().config_dir / "prompts"
    user_dir.mkdir(parents=True)
    (user_dir / "bad.yaml").write_text(body)
    with pytest.raises(PromptError) as exc:
        PromptLibrary().get("bad")
    assert "bad.yaml" in str(exc.value) and fragment in str(exc.value)

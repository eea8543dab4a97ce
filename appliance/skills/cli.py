"""``openclaw skill list|show``: the skills the appliance has, where each comes from, and what is broken."""

from __future__ import annotations

import click

from ..clikit import emit_json, group
from ..plugins import hookimpl
from .library import SkillLibrary


@click.command("list")
@click.option("--json", "as_json", is_flag=True)
def skill_list(as_json: bool) -> None:
    """Every skill (workspace, then user, then bundled: the same name in a higher root wins), with its
    path and origin; a broken SKILL.md is reported by file and line."""
    loaded = SkillLibrary().load()
    if as_json:
        emit_json({"skills": [s.summary() for s in loaded.skills.values()],
                   "errors": [e.to_dict() for e in loaded.errors]})
        return
    if not loaded.skills:
        click.echo("No skills.")
    for s in loaded.skills.values():
        click.echo(click.style(f"{s.name:<24}", bold=True) + f" {len(s.steps):>2} steps  {s.origin:<9}  {s.path}")
        click.echo(f"    {s.title}: {s.description}")
        for hidden in s.overrides:
            click.echo(f"    overrides {hidden}")
    for e in loaded.errors:
        click.echo(f"error: {e}", err=True)


@click.command("show")
@click.argument("name")
@click.option("--json", "as_json", is_flag=True)
def skill_show(name: str, as_json: bool) -> None:
    """One skill: its description, trigger sentences and numbered steps."""
    s = SkillLibrary().get(name)
    if as_json:
        emit_json(s.to_dict())
        return
    click.echo(click.style(s.title, bold=True) + f"  ({s.name}, {s.origin}: {s.path})")
    click.echo(s.description)
    if s.triggers:
        click.echo("say: " + " · ".join(f'"{t}"' for t in s.triggers))
    if s.intro:
        click.echo(f"\n{s.intro}")
    click.echo("")
    for step in s.steps:
        click.echo(f"{step.number:>2}. {step.text}")


@hookimpl
def register_commands(cli: click.Group) -> None:
    skills = group(cli, "skill", "Guided procedures (SKILL.md): list them, show one.")
    for cmd in (skill_list, skill_show):
        skills.add_command(cmd)

"""``openclaw models list|verify|fetch``: the pinned model files, checked against models.lock."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from ..clikit import emit_json, group
from ..config import paths
from ..plugins import hookimpl
from .lock import ModelError, load_lock, verified_path


@click.command("list")
@click.option("--profile", default=None, help="embedded or device (default: all).")
@click.option("--json", "as_json", is_flag=True)
def models_list(profile: str | None, as_json: bool) -> None:
    """Every pinned model file and whether it is installed here."""
    rows = []
    for f in load_lock():
        if profile and f.profile != profile:
            continue
        path = f.local_path(paths().data_dir / "models")
        rows.append({"profile": f.profile, "name": f.name, "role": f.role, "sha256": f.sha256, "size": f.size,
                     "license": f.license, "source": f.source, "installed": str(path) if path else None})
    if as_json:
        emit_json(rows)
        return
    for r in rows:
        where = r["installed"] or "not installed"
        click.echo(f"{r['profile']:<9} {r['role']:<9} {r['name']:<42} {r['size'] / 1e6:8.1f} MB  {r['license']:<11} {where}")


@click.command("verify")
@click.option("--profile", default="embedded", show_default=True)
@click.option("--json", "as_json", is_flag=True)
def models_verify(profile: str, as_json: bool) -> None:
    """Check every file of a profile against its pinned size and sha256 (exit 1 if any fails)."""
    results = []
    for f in load_lock():
        if f.profile != profile:
            continue
        try:
            path = verified_path(f.name, profile, paths().data_dir / "models")
            results.append({"name": f.name, "ok": True, "path": str(path), "error": None})
        except ModelError as exc:
            results.append({"name": f.name, "ok": False, "path": None, "error": str(exc)})
    if not results:
        raise ModelError(f"no models pinned for profile {profile!r}")
    if as_json:
        emit_json(results)
    else:
        for r in results:
            click.echo(f"{'ok  ' if r['ok'] else 'FAIL'} {r['name']}" + (f": {r['error']}" if r["error"] else ""))
    sys.exit(0 if all(r["ok"] for r in results) else 1)


@click.command("fetch")
@click.option("--profile", default="device", show_default=True)
@click.option("--lock", "lock_file", type=click.Path(exists=True, dir_okay=False, path_type=Path), hidden=True,
              help="Use another models.lock (tests, image builds).")
@click.option("--timeout", "timeout_s", default=10.0, show_default=True, type=click.FloatRange(0.1, 600),
              help="Seconds to connect / between received blocks before giving up.")
@click.option("--json", "as_json", is_flag=True)
def models_fetch(profile: str, lock_file: Path | None, timeout_s: float, as_json: bool) -> None:
    """Download a profile's URL-pinned model files into the data dir (sha256-checked, atomic)."""
    from .fetch import fetch_profile

    dest = paths().data_dir / "models"
    bars: dict[str, object] = {}

    def progress(name: str, done: int, total: int) -> None:
        if as_json or not sys.stderr.isatty():
            return
        from tqdm import tqdm

        bar = bars.get(name)
        if bar is None:
            bar = bars[name] = tqdm(total=total, desc=name[:30], unit="B", unit_scale=True, file=sys.stderr,
                                    leave=False)
        bar.update(done - bar.n)  # type: ignore[attr-defined]

    outcomes = fetch_profile(profile, dest, lock=lock_file, timeout_s=timeout_s, progress=progress)
    for bar in bars.values():
        bar.close()  # type: ignore[attr-defined]
    if as_json:
        emit_json([o.to_dict() for o in outcomes])
    else:
        for o in outcomes:
            click.echo(f"{o.status:<8} {o.name}" + (f": {o.error}" if o.error else f" -> {o.path}" if o.path else ""))
    failed = [o for o in outcomes if o.status == "failed"]
    if failed:
        if not as_json:
            click.echo(f"openclaw: {failed[0].error}", err=True)
        sys.exit(1)


@hookimpl
def register_commands(cli: click.Group) -> None:
    models = group(cli, "models", "Model files pinned in models.lock (name, sha256, size, licence, source).")
    for cmd in (models_list, models_verify, models_fetch):
        models.add_command(cmd)

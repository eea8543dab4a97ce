"""``openclaw scan FILE|--camera``: a drawing read into searchable slices with boxes."""

from __future__ import annotations

from pathlib import Path

import click

from ...clikit import CliState, emit_json, pass_state, usage_error
from ...names import check_namespace
from ...plugins import hookimpl


@click.command("scan")
@click.argument("file", required=False, type=click.Path(path_type=Path))
@click.option("--camera", is_flag=True, help="Capture one frame from the bench camera (scanner.camera_index).")
@click.option("--namespace", "-n", help="Namespace to store the scan in (default: from config).")
@click.option("--no-embed", is_flag=True, help="Store without vectors (keyword search only; faster).")
@click.option("--json", "as_json", is_flag=True, help="Print the stored blocks as JSON.")
@pass_state
def scan_cmd(state: CliState, file: Path | None, camera: bool, namespace: str | None, no_embed: bool,
             as_json: bool) -> None:
    """OCR a drawing (image, image-only PDF or camera frame) into searchable slices with boxes."""
    from .pipeline import scan_camera, scan_file

    if bool(file) == camera:
        usage_error("give either FILE or --camera")
    ns = check_namespace(state.namespace(namespace))
    if camera:
        res = scan_camera(settings=state.settings, namespace=ns, embed=not no_embed)
    else:
        assert file is not None
        res = scan_file(file, settings=state.settings, namespace=ns, embed=not no_embed)
    if as_json:
        emit_json(res.to_dict())
        return
    verb = "updated" if res.replaced else "stored"
    click.echo(f"{verb} {len(res.blocks)} blocks from {res.path} in namespace {res.namespace!r}"
               f" ({res.seconds:.1f} s){' — ' + res.title if res.title else ''}")
    for b in res.blocks:
        box = ",".join(f"{v:g}" for v in b.bbox)
        page = f"p{b.page} " if b.page else ""
        click.echo(f"[{b.id}] {b.kind:<11} {b.confidence:5.1f}  {page}bbox={box}  {b.text.replace(chr(10), ' / ')}")


@hookimpl
def register_commands(cli: click.Group) -> None:
    cli.add_command(scan_cmd)

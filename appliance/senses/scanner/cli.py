"""``openclaw scan FILE|--camera``: a drawing read into searchable slices with boxes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from ...clikit import CliState, emit_json, pass_state, usage_error
from ...config import Settings
from ...events import EventBus
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
    if bool(file) == camera:
        usage_error("give either FILE or --camera")
    res = scan_and_store(state.settings, check_namespace(state.namespace(namespace)), file=file,
                         embed=not no_embed)
    if as_json:
        emit_json(res)
        return
    verb = "updated" if res["replaced"] else "stored"
    click.echo(f"{verb} {len(res['blocks'])} blocks from {res['path']} in namespace {res['namespace']!r}"
               f" ({res['seconds']:.1f} s){' — ' + res['title'] if res['title'] else ''}")
    for b in res["blocks"]:
        box = ",".join(f"{v:g}" for v in b["bbox"])
        page = f"p{b['page']} " if b["page"] else ""
        text = b["text"].replace("\n", " / ")
        click.echo(f"[{b['id']}] {b['kind']:<11} {b['confidence']:5.1f}  {page}bbox={box}  {text}")


def scan_and_store(settings: Settings, namespace: str, *, file: Path | None, embed: bool) -> dict[str, Any]:
    """One scan the way the daemon does it: the sense publishes, the kernel's ingest stores.

    Returns what ``ingest.stored`` carried; raises the scan's error, or the ingest's."""
    from ...kernel.ingest import IngestError, ScanIngest
    from .pipeline import scan_camera, scan_file

    bus = EventBus()
    ingest = ScanIngest(bus, settings, embed=embed).attach()
    outcome, _ = bus.queue("ingest.*")
    try:
        if file is None:
            scan_camera(settings=settings, namespace=namespace, bus=bus)
        else:
            scan_file(file, settings=settings, namespace=namespace, bus=bus)
    finally:
        ingest.close()
    ev = outcome.get_nowait()  # the bus delivers on the publisher's thread: the ingest has finished
    if ev.type == "ingest.failed":
        raise IngestError(ev.data["message"])
    return ev.data


@hookimpl
def register_commands(cli: click.Group) -> None:
    cli.add_command(scan_cmd)

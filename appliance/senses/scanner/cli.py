"""``openclaw scan FILE|--camera`` and ``openclaw benchmark ocr`` (registered in appliance/cli.py)."""

from __future__ import annotations

from pathlib import Path

import click

from ...cli import Context, _emit_json, _fail, pass_ctx
from . import ScanError


@click.command("scan")
@click.argument("file", required=False, type=click.Path(path_type=Path))
@click.option("--camera", is_flag=True, help="Capture one frame from the bench camera (scanner.camera_index).")
@click.option("--namespace", "-n", help="Namespace to store the scan in (default: from config).")
@click.option("--no-embed", is_flag=True, help="Store without vectors (keyword search only; faster).")
@click.option("--json", "as_json", is_flag=True, help="Print the stored blocks as JSON.")
@pass_ctx
def scan_cmd(ctx: Context, file: Path | None, camera: bool, namespace: str | None, no_embed: bool, as_json: bool) -> None:
    """OCR a drawing (image, image-only PDF or camera frame) into searchable slices with boxes."""
    from ...kernel.namespace import NamespaceError, check_name
    from .pipeline import scan_camera, scan_file

    if bool(file) == camera:
        _fail("give either FILE or --camera")
    ns = ctx.namespace(namespace)
    try:
        check_name(ns)
        if camera:
            res = scan_camera(settings=ctx.settings, namespace=ns, embed=not no_embed)
        else:
            assert file is not None
            res = scan_file(file, settings=ctx.settings, namespace=ns, embed=not no_embed)
    except (ScanError, NamespaceError) as exc:
        _fail(str(exc), 1)
    if as_json:
        _emit_json(res.to_dict())
        return
    verb = "updated" if res.replaced else "stored"
    click.echo(f"{verb} {len(res.blocks)} blocks from {res.path} in namespace {res.namespace!r}"
               f" ({res.seconds:.1f} s){' — ' + res.title if res.title else ''}")
    for b in res.blocks:
        box = ",".join(f"{v:g}" for v in b.bbox)
        page = f"p{b.page} " if b.page else ""
        click.echo(f"[{b.id}] {b.kind:<11} {b.confidence:5.1f}  {page}bbox={box}  {b.text.replace(chr(10), ' / ')}")


@click.command("ocr")
@click.option("--frames", default=3, show_default=True, type=click.IntRange(1, 50), help="Synthetic 5 MP drawings.")
@click.option("--pages", default=3, show_default=True, type=click.IntRange(0, 20), help="Real PDF pages per dpi.")
@click.option("--dpi", "dpis", multiple=True, type=int, help="Render dpi for the real-page CER (default 150, 200, 300).")
@click.option("--json", "as_json", is_flag=True)
@pass_ctx
def bench_ocr_cmd(ctx: Context, frames: int, pages: int, dpis: tuple[int, ...], as_json: bool) -> None:
    """Planted-string recall and box IoU on synthetic drawings, CER on real PDF pages, seconds per frame."""
    from ...bench.ocr import format_report, run_benchmark

    try:
        report = run_benchmark(ctx.settings.scanner, frames=frames, pages=pages, dpis=list(dpis) or [150, 200, 300])
    except ScanError as exc:
        _fail(str(exc), 1)
    if as_json:
        _emit_json(report)
    else:
        click.echo(format_report(report))

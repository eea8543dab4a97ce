"""The TUI's small widgets: status bar, namespace panel, and text helpers (anchors, results, sources).

Kept free of backend calls: the app feeds them dicts (status, events), so they
render the same whether the data came over HTTP or from an in-process daemon.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Sparkline, Static

from ..kernel.anchors import citation_spans

WAKE_STYLE = {"idle": "green", "listening": "bold black on yellow", "thinking": "bold white on blue",
              "follow-up": "bold black on cyan"}
STATE_STYLE = {"ok": "green", "off": "dim", "starting": "yellow", "unavailable": "red", "error": "bold red"}


def answer_text(text: str) -> Text:
    """The answer with each ``[Anchor: ID]`` styled so the eye finds the citations; anchor-like
    text inside a quote of a document is plain text (see :func:`appliance.kernel.anchors.citation_spans`)."""
    out = Text()
    pos = 0
    for start, end, _ in citation_spans(text, loose=False):
        out.append(text[pos:start])
        out.append(text[start:end], style="bold cyan underline")
        pos = end
    out.append(text[pos:])
    return out


def result_line(i: int, hit: dict[str, Any]) -> Text:
    """One search result: rank, namespace, locator, then the score breakdown (why it ranks here)."""
    sc = hit.get("scores") or {}
    t = Text()
    t.append(f"{i:2d}. ", style="bold")
    t.append(f"[{hit.get('namespace', '?')}] ", style="magenta" if hit.get("preferred") else "dim")
    t.append(str(hit.get("locator", hit.get("source_path", "")))[-60:])
    t.append(f"\n    {hit.get('score', 0):.3f} = bm25 {sc.get('bm25', 0):.2f} · cos {sc.get('cosine', 0):.2f}"
             f" · rec {sc.get('recency', 0):.2f}", style="dim")
    return t


def source_line(src: dict[str, Any]) -> Text:
    t = Text()
    t.append(f"[{src.get('id')}] ", style="bold cyan")
    t.append(str(src.get("locator") or src.get("source_path", ""))[-70:])
    if src.get("namespace"):
        t.append(f"  ({src['namespace']})", style="dim")
    return t


def opened_text(opened: dict[str, Any]) -> Text:
    """The source text with the cited lines marked (reverse video + '>' gutter), numbered like `openclaw open`."""
    body = opened.get("text") or ""
    first = opened.get("first_line")
    t = Text()
    if first is None:
        t.append(body)
        return t
    lo, hi = opened.get("highlight") or (0, -1)
    for n, line in enumerate(body.split("\n"), first):
        cited = lo <= n <= hi
        t.append(f"{'>' if cited else ' '}{n:5d}  ", style="bold yellow" if cited else "dim")
        t.append(line + "\n", style="reverse" if cited else "")
    return t


class StatusBar(Static):
    """One line: wake-word state, camera, Bluetooth, index progress, role, where the daemon is."""

    DEFAULT_CSS = """
    StatusBar { height: 1; background: $panel; color: $text; padding: 0 1; }
    """

    def __init__(self, where: str = "", **kw: Any) -> None:
        super().__init__("", **kw)
        self.wake = "idle"
        self.camera = "?"
        self.bluetooth = "?"
        self.index = "idle"
        self.vectors = ""
        """Vector coverage while a backfill is unfinished, e.g. "vectors 12,000 / 48,656 (25%), ETA 3 min"."""
        self.role = ""
        self.fleet = ""
        """The newest fleet pull's outcome (empty when nothing is subscribed)."""
        self.where = where
        self.sense_states: dict[str, str] = {}

    def on_mount(self) -> None:
        self.refresh_text()

    def render_text(self) -> Text:
        t = Text()
        t.append(" wake ", style="bold")
        t.append(f" {self.wake} ", style=WAKE_STYLE.get(self.wake, ""))
        for label, value in (("cam", self.camera), ("bt", self.bluetooth)):
            t.append(f" │ {label} ")
            t.append(value, style=STATE_STYLE.get(value, ""))
        t.append(f" │ index {self.index}")
        if self.vectors:
            t.append(f" │ {self.vectors}")
        if self.fleet:
            t.append(" │ fleet ")
            t.append(self.fleet, style="bold red" if self.fleet.startswith("refused") else "")
        if self.role:
            t.append(f" │ role {self.role}")
        return t

    def refresh_text(self) -> None:
        self.update(self.render_text())

    def plain(self) -> str:
        return self.render_text().plain

    def apply_status(self, st: dict[str, Any]) -> None:
        senses = st.get("senses", {})
        self.wake = st.get("wake", self.wake)
        self.camera = senses.get("scanner", {}).get("state", self.camera)
        self.bluetooth = senses.get("beacons", {}).get("state", self.bluetooth)
        self.role = st.get("role", self.role)
        idx = st.get("index") or {}
        if idx.get("state") == "indexing":
            self.index = f"{idx.get('done', 0)}/{idx.get('total', '?')}"
        else:
            self.index = "idle"
        self.vectors = vector_summary(st.get("vectors") or {})
        self.fleet = fleet_summary(st.get("fleet") or {}) or self.fleet
        self.refresh_text()


def vector_summary(vectors: dict[str, Any]) -> str:
    """The unfinished namespaces' vector coverage and ETA (empty when every slice has a vector)."""
    lines = [f"{ns} {c['line']}" for ns, c in sorted((vectors.get("namespaces") or {}).items())
             if c.get("vectors", 0) < c.get("slices", 0)]
    if lines and vectors.get("state") == "paused":
        lines[-1] += " (paused)"
    return " · ".join(lines)


def fleet_summary(fleet: dict[str, Any]) -> str:
    """One word or two for the status bar: the installed snapshots' versions, or the last refusal's kind."""
    if not fleet.get("subscriptions"):
        return ""
    for report in (fleet.get("last") or {}).values():
        for o in report.get("namespaces", []):
            if o.get("status") == "refused" and o.get("kind") != "incomplete":
                return f"refused ({o.get('kind')})"
    installed = fleet.get("installed") or {}
    if not installed:
        return "waiting"
    return " ".join(f"{ns} v{rec.get('version')}" for ns, rec in sorted(installed.items()))


class NamespacePanel(Vertical):
    """Mounted and pinned namespaces, the nearest beacon and its RSSI sparkline."""

    DEFAULT_CSS = """
    NamespacePanel { width: 30; border: round $accent; padding: 0 1; }
    NamespacePanel > #ns-text { height: auto; }
    NamespacePanel > Sparkline { height: 2; margin-top: 1; }
    """

    def __init__(self, **kw: Any) -> None:
        super().__init__(**kw)
        self.mounted: list[str] = []
        self.pinned: str | None = None
        self.preferred: list[str] = []
        self.nearest: dict[str, Any] = {}
        self.rssi: dict[str, list[float]] = {}

    def compose(self) -> ComposeResult:
        yield Static("namespaces: …", id="ns-text")
        yield Static("RSSI (nearest)", id="rssi-label")
        yield Sparkline([], id="rssi")

    def on_mount(self) -> None:
        self.border_title = "mounts"
        self.redraw()

    def apply_status(self, st: dict[str, Any]) -> None:
        ctx = st.get("mounts", {})
        self.mounted = [m["namespace"] for m in ctx.get("mounted", [])]
        self.pinned = ctx.get("pinned")
        self.preferred = ctx.get("preferred", [])
        self.nearest = st.get("nearest") or self.nearest
        self.rssi = st.get("rssi") or self.rssi
        self.redraw()

    def apply_nearest(self, beacon: str | None, namespace: str | None, distance: float | None) -> None:
        self.nearest = {"beacon": beacon, "namespace": namespace, "distance_m": distance}
        self.redraw()

    def add_rssi(self, beacon: str, value: float) -> None:
        self.rssi.setdefault(beacon, []).append(value)
        self.rssi[beacon] = self.rssi[beacon][-60:]
        self.redraw()

    def text(self) -> Text:
        t = Text()
        t.append("mounted\n", style="bold")
        for name in self.mounted or ["(none)"]:
            mark = "P " if name == self.pinned else ("* " if name in self.preferred else "  ")
            t.append(f"{mark}{name}\n", style="bold green" if name in self.preferred else "")
        t.append("pinned ", style="bold")
        t.append(f"{self.pinned or '-'}\n")
        t.append("nearest ", style="bold")
        b = self.nearest.get("beacon")
        if b:
            ns = self.nearest.get("namespace") or "unknown beacon"
            d = self.nearest.get("distance_m")
            t.append(f"{ns}" + (f" ~{d:.1f} m" if isinstance(d, (int, float)) else "") + "\n")
            t.append(f"{b[-24:]}\n", style="dim")
        else:
            t.append("no beacon near\n", style="dim")
        return t

    def redraw(self) -> None:
        """Draw from the stored state; a no-op until the children exist (status may arrive first)."""
        from textual.css.query import NoMatches

        try:
            text_widget = self.query_one("#ns-text", Static)
            spark = self.query_one("#rssi", Sparkline)
        except NoMatches:
            return
        text_widget.update(self.text())
        b = self.nearest.get("beacon")
        series = self.rssi.get(str(b), []) if b else []
        if not series and self.rssi:
            series = max(self.rssi.values(), key=len)
        # RSSI is negative dBm: shift so a nearer (stronger) beacon draws a higher bar
        spark.data = [max(0.0, v + 100.0) for v in series[-30:]]

"""Modal screens: help (the keys), an opened source (cited lines highlighted / drawing crop), namespace picker."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from .widgets import opened_text

KEYS: list[tuple[str, str]] = [
    ("enter", "ask the question in the box (answer streams in, results list fills)"),
    ("tab / shift+tab", "move between question, anchors and results"),
    ("enter on an anchor", "open the source: cited lines highlighted, or the drawing crop"),
    ("f2", "scan a drawing with the bench camera"),
    ("f3", "pin a namespace (pick from the list)"),
    ("f4", "unpin"),
    ("f5", "re-index the watched folders"),
    ("f6", "switch role (prompt template)"),
    ("f7", "start a guided procedure (a skill)"),
    ("f8 / f9", "previous / next step of the procedure"),
    ("f10 / f11", "repeat the step / stop the procedure"),
    ("f1 / ?", "this help"),
    ("escape", "close a dialog"),
    ("ctrl+q", "quit"),
]


class HelpScreen(ModalScreen[None]):
    BINDINGS = [Binding("escape,q,f1", "dismiss", "close")]
    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    HelpScreen > Vertical { width: 76; max-width: 100%; height: auto; max-height: 100%;
                            border: round $accent; background: $surface; padding: 0 1; }
    """

    def compose(self) -> ComposeResult:
        t = Text()
        t.append("OpenClaw keys\n\n", style="bold")
        for key, what in KEYS:
            t.append(f"{key:>18}  ", style="bold cyan")
            t.append(f"{what}\n")
        t.append("\nStatus bar: wake (idle / listening / thinking), camera, Bluetooth, index progress, role.",
                 style="dim")
        with Vertical():
            yield Static(t, id="help-text")

    def action_dismiss(self) -> None:  # type: ignore[override]
        self.dismiss(None)


class SourceScreen(ModalScreen[None]):
    """An opened anchor: file + locator, section, text with the cited lines marked."""

    BINDINGS = [Binding("escape,q", "dismiss", "close")]
    DEFAULT_CSS = """
    SourceScreen { align: center middle; }
    SourceScreen > Vertical { width: 100%; height: 100%; border: round $accent; background: $surface; }
    SourceScreen #src-head { height: auto; padding: 0 1; background: $panel; }
    """

    def __init__(self, opened: dict[str, Any], crop_note: str = "") -> None:
        super().__init__()
        self.opened = opened
        self.crop_note = crop_note

    def compose(self) -> ComposeResult:
        o = self.opened
        head = Text()
        head.append(f"[{o.get('id')}] ", style="bold cyan")
        head.append(str(o.get("locator", "")))
        if o.get("namespace"):
            head.append(f"  ({o['namespace']})", style="dim")
        if o.get("section_title"):
            head.append(f"\n§ {o['section_title']}", style="italic")
        for w in o.get("warnings") or []:
            head.append(f"\nwarning: {w}", style="yellow")
        if self.crop_note:
            head.append(f"\n{self.crop_note}", style="green")
        with Vertical():
            yield Static(head, id="src-head")
            with VerticalScroll(id="src-body"):
                yield Static(opened_text(o), id="src-text")

    def action_dismiss(self) -> None:  # type: ignore[override]
        self.dismiss(None)


class PickScreen(ModalScreen[str | None]):
    """Pick one name (namespace to pin, role to use)."""

    BINDINGS = [Binding("escape", "cancel", "cancel")]
    DEFAULT_CSS = """
    PickScreen { align: center middle; }
    PickScreen > Vertical { width: 40; height: auto; max-height: 80%; border: round $accent; background: $surface; }
    PickScreen OptionList { height: auto; max-height: 16; }
    """

    def __init__(self, title: str, names: list[str], current: str | None = None) -> None:
        super().__init__()
        self.title_text = title
        self.names = names
        self.current = current

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(Text(self.title_text, style="bold"))
            yield OptionList(*[Option(f"{n}{'  (current)' if n == self.current else ''}", id=n) for n in self.names],
                             id="pick")

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option.id)

    def action_cancel(self) -> None:
        self.dismiss(None)

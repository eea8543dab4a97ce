"""The attached screen: a Textual app over a :class:`~appliance.daemon.client.Backend`.

Layout (fits 80x24): question box on top; the streaming answer, its anchors
and the result list (with score breakdown) on the left; the mounts panel
(mounted / pinned namespaces, nearest beacon, RSSI sparkline) on the right; a
one-line status bar (wake state, camera, Bluetooth, index, role) above the key
footer. Every backend call runs on a worker thread, so a slow answer never
freezes the screen; bus events (a spoken question, a beacon, a scan) arrive
through the same backend and update the screen as they happen.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from rich.text import Text
from textual import work
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Footer, Input, OptionList, Static
from textual.widgets.option_list import Option

from ..answer.pipeline import ROUTE_LABEL
from ..daemon.client import Backend, BackendError
from ..events import Event, wake_state
from .screens import HelpScreen, PickScreen, SourceScreen
from .widgets import NamespacePanel, StatusBar, answer_text, result_line, source_line



class ApplianceTUI(App[None]):
    TITLE = "OpenClaw"
    CSS = """
    Screen { layout: vertical; }
    #question { height: 3; }
    #main { height: 1fr; }
    #left { width: 1fr; }
    #answer-box { height: 1fr; min-height: 4; border: round $primary; padding: 0 1; }
    #anchors { height: auto; max-height: 5; border: round $secondary; }
    #results { height: 1fr; min-height: 4; max-height: 12; border: round $secondary; }
    #message { height: auto; max-height: 2; color: $warning; padding: 0 1; }
    """
    BINDINGS = [
        Binding("f1", "help", "help"),
        Binding("question_mark", "help", "help", show=False),
        Binding("f2", "scan", "scan"),
        Binding("f3", "pin", "pin"),
        Binding("f4", "unpin", "unpin"),
        Binding("f5", "reindex", "re-index"),
        Binding("f6", "role", "role"),
        Binding("f7", "skill", "skill", show=False),
        Binding("f8", "step('back')", "back", show=False),
        Binding("f9", "step('next')", "next", show=False),
        Binding("f10", "step('repeat')", "repeat", show=False),
        Binding("f11", "step('stop')", "stop", show=False),
        Binding("ctrl+q", "quit", "quit"),
    ]

    def __init__(self, backend: Backend, *, poll_s: float = 1.0) -> None:
        super().__init__()
        self.backend = backend
        self.poll_s = poll_s
        self.answer = ""
        self.last_result: dict[str, Any] | None = None
        self.last_hits: list[dict[str, Any]] = []
        self.sources: list[dict[str, Any]] = []
        self.asking = False
        self.status_data: dict[str, Any] = {}
        self._wake_epoch = 0
        self._failing_checks: tuple[str, ...] = ()
        """Counts wake-state events, so a status poll that started before one does not undo it."""
        self.crop_dir: Path | None = None
        self.skill_run: dict[str, Any] | None = None
        """The guided procedure on screen (its last ``skill.step``), None when none is."""

    # -- layout ------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Input(placeholder="Ask a question (Enter) · F1 help", id="question")
        with Horizontal(id="main"):
            with Vertical(id="left"):
                with VerticalScroll(id="answer-box"):
                    yield Static("", id="answer")
                yield OptionList(id="anchors")
                yield OptionList(id="results")
            yield NamespacePanel(id="ns-panel")
        yield Static("", id="message")
        yield StatusBar(self.backend.where, id="status")
        yield Footer()

    def on_mount(self) -> None:
        # widget references taken once: a modal screen on top must not hide them from event handlers
        self.bar = self.query_one(StatusBar)
        self.panel = self.query_one(NamespacePanel)
        self.question = self.query_one("#question", Input)
        self.answer_view = self.query_one("#answer", Static)
        self.answer_box = self.query_one("#answer-box", VerticalScroll)
        self.answer_box.can_focus = False  # Tab goes question -> anchors -> results
        self.anchors = self.query_one("#anchors", OptionList)
        self.results = self.query_one("#results", OptionList)
        self.message = self.query_one("#message", Static)
        self.query_one("#answer-box").border_title = "answer"
        self.query_one("#anchors").border_title = "anchors (Enter opens)"
        self.query_one("#results").border_title = "results"
        self.sub_title = self.backend.where
        self.backend.subscribe(self._event_from_thread)
        self.refresh_status()
        self.set_interval(self.poll_s, self._poll)
        self.question.focus()

    # -- messages -------------------------------------------------------------------------
    def say(self, text: str, error: bool = False) -> None:
        self.message.update(Text(text, style="bold red" if error else "yellow"))

    # -- status polling -------------------------------------------------------------------------
    def _poll(self) -> None:
        if self.is_running:
            self.refresh_status()

    @work(thread=True, exclusive=True, group="status")
    def refresh_status(self) -> None:
        epoch = self._wake_epoch
        try:
            st = self.backend.status()
        except BackendError as exc:
            self.call_from_thread(self.say, str(exc), True)
            return
        self.call_from_thread(self._apply_status, st, epoch)

    def _apply_status(self, st: dict[str, Any], epoch: int | None = None) -> None:
        """Apply a polled status; its wake state is dropped when an event changed it meanwhile (it is older)."""
        self.status_data = st
        if epoch is not None and epoch != self._wake_epoch:
            st = {k: v for k, v in st.items() if k != "wake"}
        self.bar.apply_status(st)
        self.panel.apply_status(st)
        failing = tuple((st.get("heartbeat") or {}).get("failed") or ())
        if failing != self._failing_checks:  # e.g. a check that failed before this screen attached
            self._failing_checks = failing
            if failing:
                self.say(f"health check failed: {(st.get('senses') or {}).get('heartbeat', {}).get('detail', '')}",
                         True)

    # -- events (from the bus, over HTTP or in-process) -------------------------------------------
    def _event_from_thread(self, ev: Event) -> None:
        if not self.is_running:
            return
        if threading.get_ident() == getattr(self, "_thread_id", None):
            self.on_bus_event(ev)
            return
        try:
            self.call_from_thread(self.on_bus_event, ev)
        except RuntimeError:  # the app's loop stopped between the check and the call
            return

    def on_bus_event(self, ev: Event) -> None:
        """Reflect an event on the screen at once (the periodic status poll catches up on the rest)."""
        t, d = ev.type, ev.data
        bar = self.bar
        panel = self.panel
        wake = wake_state(ev)
        if wake is not None:
            self._wake_epoch += 1
            if wake != bar.wake:
                bar.wake = wake
                bar.refresh_text()
        if t.startswith("voice."):
            kind = t.split(".", 1)[1]
            if kind == "question":
                self.say(f"heard: {d.get('text', '')}")
            elif kind == "error":
                self.say(f"voice: {d.get('message', '')}", True)
            elif kind == "transcript" and d.get("text"):
                self.question.value = d["text"]
            bar.refresh_text()
        elif t == "beacon.nearest":
            ns = (self.status_data.get("beacon_namespaces") or {}).get(d.get("beacon") or "")
            panel.apply_nearest(d.get("beacon"), ns, d.get("distance_m"))
        elif t == "beacon.seen":
            panel.add_rssi(str(d.get("beacon")), float(d.get("smoothed_rssi") or d.get("rssi") or -100))
        elif t in ("bluetooth.unavailable", "bluetooth.available"):
            bar.bluetooth = "unavailable" if t.endswith("unavailable") else "ok"
            bar.refresh_text()
        elif t == "appliance.sense":
            if d.get("sense") == "scanner":
                bar.camera = d.get("state", "?")
            elif d.get("sense") == "beacons":
                bar.bluetooth = d.get("state", "?")
            bar.refresh_text()
        elif t.startswith("mounts."):
            self.refresh_status()
            if t == "mounts.mounted":
                self.say(f"mounted {d.get('namespace')} ({d.get('reason')})")
        elif t == "conversation.command" and d.get("origin") != "tui":
            self.say(f"{d.get('origin')}: /{d.get('command')} · {str(d.get('text') or '').splitlines()[0][:60]}")
            self.refresh_status()
        elif t.startswith("index."):
            if t == "index.progress":
                bar.index = f"{d.get('done')}/{d.get('total')}"
            elif t == "index.done":
                bar.index = "idle"
                self.say(f"indexed {d.get('indexed')} file(s) into {d.get('namespace')}")
                self.refresh_status()
            elif t == "index.vectors":
                self.say(f"every slice of {d.get('namespace')} has its vector")
                self.refresh_status()
            bar.refresh_text()
        elif t.startswith("fleet."):
            if t == "fleet.accepted" and d.get("installed"):
                self.say(f"fleet: {d.get('namespace')} version {d.get('version')} swapped in")
            elif t == "fleet.refused":
                bar.fleet = f"refused ({d.get('kind')})"
                self.say(f"fleet refused {d.get('namespace') or d.get('dir')}: {d.get('reason')}", True)
            self.refresh_status()
        elif t.startswith(("scanner.", "ingest.")):
            if t == "ingest.stored":
                self.say(f"scanned {len(d.get('blocks') or [])} block(s) into {d.get('namespace')}")
            elif t in ("scanner.error", "ingest.failed"):
                self.say(f"scan failed: {d.get('message')}", True)
        elif t in ("skill.step", "skill.ended"):
            self._show_skill(t, d)
        elif t.startswith(("schedule.", "heartbeat.")):
            self._show_schedule_event(t, d)
        elif t.startswith("answer.") and not self.asking:
            # a question asked elsewhere (spoken, another client): show it here too
            if t == "answer.started":
                self.answer = ""
                self.question.value = d.get("question", "")
                self._show_answer(f"({d.get('origin')}) ")
                if d.get("question"):
                    self.run_search(d["question"])
            elif t == "answer.token":
                self._append_token(d.get("text", ""))
            elif t == "answer.done":
                self.answer = d.get("answer", "")
                self._finish_answer({"answer": self.answer, "path": d.get("path"), "sources": d.get("sources", []),
                                     "question": d.get("question", "")})

    # -- guided procedures (skills) ----------------------------------------------------------------
    STEP_KEYS = "F8 back · F9 next · F10 repeat · F11 stop"

    def _show_skill(self, kind: str, d: dict[str, Any]) -> None:
        """A step shown (and spoken by the speech face), whichever face moved the run."""
        if kind == "skill.step":
            self.skill_run = d
            self.answer = f"{d.get('title')}: step {d.get('step')} of {d.get('total')}\n{d.get('text', '')}"
            self.answer_box.border_title = f"{d.get('title')} · step {d.get('step')}/{d.get('total')}"
            self.say(f"step {d.get('step')} of {d.get('total')} · {self.STEP_KEYS}")
        else:
            self.skill_run = None
            self.answer = str(d.get("say") or "")
            self.answer_box.border_title = "answer"
            self.say(self.answer)
        self._show_answer()

    def send_command(self, text: str, session: str | None = None) -> None:
        """Run a command as if typed (the keys of guided procedures), unless an answer is in progress;
        ``session``: the session it belongs to when not the TUI's own."""
        if self.asking:
            self.say("still answering the previous question…")
            return
        self.asking = True
        self.answer = ""
        self.run_ask(text, session)

    def action_skill(self) -> None:
        names = list(self.status_data.get("skills") or [])
        if not names:
            self.say("no skills found (see openclaw skill list)", True)
            return

        def chosen(name: str | None) -> None:
            if name:
                self.send_command(f"/skill {name}")

        current = (self.skill_run or {}).get("skill")
        self.push_screen(PickScreen("Start which guided procedure?", names, current), chosen)

    def action_step(self, how: str) -> None:
        """Move the run on screen, in its own session: one started by voice is moved by these keys too."""
        self.send_command(f"/{how}", (self.skill_run or {}).get("session"))

    def _show_schedule_event(self, t: str, d: dict[str, Any]) -> None:
        """Due reminders and timers, missed or failed jobs, and heartbeat failures on the message line."""
        if t == "schedule.due":
            self.say(f"⏰ {d.get('text')}" + (" (missed while off)" if d.get("missed") else ""))
        elif t == "schedule.missed":
            self.say(f"missed while off, dropped: {d.get('text')}", True)
        elif t == "schedule.error":
            self.say(f"scheduled {d.get('command')} failed: {d.get('message')}", True)
        elif t == "heartbeat.failed":
            self._failing_checks = tuple(d.get("failed") or ())
            self.say(f"health check failed: {d.get('message')}", True)
        elif t == "heartbeat.ok":
            self._failing_checks = ()
            self.say("health checks pass again")

    # -- asking -----------------------------------------------------------------------------------
    def on_input_submitted(self, event: Input.Submitted) -> None:
        q = event.value.strip()
        if not q:
            self.say("type a question first")
            return
        if self.asking:
            self.say("still answering the previous question…")
            return
        self.asking = True
        self.answer = ""
        self.sources = []
        self.anchors.clear_options()
        self._show_answer("")
        self.say("thinking…")
        self.bar.wake = "thinking"
        self.bar.refresh_text()
        if not q.startswith("/"):  # a command is not searched for
            self.run_search(q)
        self.run_ask(q)

    @work(thread=True, group="search")
    def run_search(self, q: str) -> None:
        try:
            result = self.backend.search(q, 10)
        except BackendError as exc:
            self.call_from_thread(self.say, str(exc), True)
            return
        self.call_from_thread(self._show_results, result)

    @work(thread=True, exclusive=True, group="ask")
    def run_ask(self, q: str, session: str | None = None) -> None:
        try:
            result = self.backend.ask(q, lambda piece: self.call_from_thread(self._append_token, piece),
                                      session=session)
        except BackendError as exc:
            self.call_from_thread(self._ask_failed, str(exc))
            return
        self.call_from_thread(self._finish_answer, result)

    def _ask_failed(self, msg: str) -> None:
        self.asking = False
        self.say(msg, True)
        self.bar.wake = "idle"
        self.bar.refresh_text()

    def _show_answer(self, prefix: str = "") -> None:
        self.answer_view.update(answer_text(prefix + self.answer))

    def _append_token(self, piece: str) -> None:
        self.answer += piece
        self._show_answer()
        self.answer_box.scroll_end(animate=False)

    def _finish_answer(self, result: dict[str, Any]) -> None:
        self.asking = False
        self.last_result = result
        if result.get("kind") in ("command", "intent"):
            self.results.clear_options()
            self.results.border_title = "results"
        elif result.get("resolved"):
            self.run_search(result["resolved"]["query"])  # the follow-up as it was taken
        final = result.get("answer")
        if final is not None and final.strip() != self.answer.strip():
            self.answer = final  # the grounded text (generated text that failed verification is replaced)
        self._show_answer()
        self.sources = list(result.get("sources") or [])
        anchors = self.anchors
        anchors.clear_options()
        self.sources = list({s["id"]: s for s in self.sources}.values())
        anchors.add_options([Option(source_line(s), id=s["id"]) for s in self.sources])
        run = (((result.get("command") or {}).get("data") or {}).get("run")) if result.get("command") else None
        if run and run.get("state") == "running":
            self.say(f"step {run.get('step')} of {run.get('total')} · {self.STEP_KEYS}")
        elif run:
            self.say(str(result.get("answer") or ""))
        elif result.get("kind") in ("command", "intent"):
            self.say(f"command /{(result.get('command') or {}).get('name', '?')}")
        else:
            self.say(f"{ROUTE_LABEL.get(str(result.get('path')), result.get('path'))}"
                     + (f" · {len(self.sources)} anchor(s): Tab, then Enter to open" if self.sources else ""))
        bar = self.bar
        bar.wake = "idle"
        bar.refresh_text()

    def _show_results(self, result: dict[str, Any]) -> None:
        self.last_hits = list(result.get("hits") or [])
        results = self.results
        results.clear_options()
        # one slice can be indexed in two namespaces: the option id carries the rank to stay unique
        results.add_options([Option(result_line(i, h), id=f"hit-{i}-{h['id']}") for i, h in enumerate(self.last_hits, 1)])
        results.border_title = f"results ({len(self.last_hits)})"

    # -- opening anchors ----------------------------------------------------------------------------
    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        oid = event.option.id or ""
        if event.option_list.id in ("anchors", "results"):
            self.open_anchor(oid.rsplit("-", 1)[-1])

    @work(thread=True, group="open")
    def open_anchor(self, anchor: str) -> None:
        try:
            opened = self.backend.open(anchor, 3)
        except BackendError as exc:
            self.call_from_thread(self.say, str(exc), True)
            return
        note = ""
        if opened.get("crop"):
            try:
                png = self.backend.crop(anchor)
                import tempfile

                self.crop_dir = self.crop_dir or Path(tempfile.mkdtemp(prefix="openclaw-crops-"))
                out = self.crop_dir / f"{anchor}.png"
                out.write_bytes(png)
                note = f"drawing crop: {out} ({len(png)} bytes)"
            except BackendError as exc:
                note = f"no crop: {exc}"
        self.call_from_thread(self.push_screen, SourceScreen(opened, note))

    # -- keys ----------------------------------------------------------------------------------------
    def action_help(self) -> None:
        self.push_screen(HelpScreen())

    @work(thread=True, group="cmd")
    def _command(self, what: str, *args: Any) -> None:
        try:
            if what == "scan":
                self.backend.scan()
                msg = "scanning… hold the drawing still"
            elif what == "pin":
                self.backend.pin(args[0])
                msg = f"pinned {args[0]}"
            elif what == "unpin":
                st = self.backend.unpin()
                msg = "unpinned" if st.get("pinned") is None else "still pinned?"
            elif what == "reindex":
                r = self.backend.reindex()
                msg = f"re-indexing {r.get('namespace')}…"
            elif what == "role":
                r = self.backend.set_role(args[0])
                msg = f"role: {r.get('role')}"
            else:
                return
        except BackendError as exc:
            self.call_from_thread(self.say, str(exc), True)
            return
        self.call_from_thread(self.say, msg)
        self.call_from_thread(self.refresh_status)

    def action_scan(self) -> None:
        self._command("scan")

    def action_pin(self) -> None:
        names = list(self.status_data.get("namespaces") or [])
        if not names:
            self.say("no namespaces indexed yet", True)
            return
        pinned = (self.status_data.get("mounts") or {}).get("pinned")

        def chosen(name: str | None) -> None:
            if name:
                self._command("pin", name)

        self.push_screen(PickScreen("Pin which namespace?", names, pinned), chosen)

    def action_unpin(self) -> None:
        self._command("unpin")

    def action_reindex(self) -> None:
        self._command("reindex")

    def action_role(self) -> None:
        roles = list(self.status_data.get("roles") or [])
        if not roles:
            self.say("no roles known yet", True)
            return

        def chosen(role: str | None) -> None:
            if role:
                self._command("role", role)

        self.push_screen(PickScreen("Answer as which role?", roles, self.status_data.get("role")), chosen)

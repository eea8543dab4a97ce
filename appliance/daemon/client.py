"""What the TUI talks to: the daemon over HTTP, or an in-process appliance when no daemon runs.

Both backends offer the same blocking methods (the TUI calls them from worker
threads) and deliver bus events to one callback, so the TUI has a single code
path whether the daemon is a separate systemd service or lives in its process.
"""

from __future__ import annotations

import logging
import threading
from typing import Any, Callable, Protocol
from urllib.parse import quote

import httpx

from .. import sse
from ..conversation.routing import Origin
from ..errors import OpenClawError
from ..events import Event

log = logging.getLogger(__name__)

EventCallback = Callable[[Event], None]


class BackendError(OpenClawError):
    """The daemon refused a request or is unreachable; the message is one line for the user."""


class Backend(Protocol):
    where: str

    def search(self, query: str, k: int = 10) -> dict[str, Any]: ...
    def ask(self, question: str, on_token: Callable[[str], None], role: str | None = None,
            use_llm: bool = True, session: str | None = None) -> dict[str, Any]: ...
    def open(self, anchor: str, context: int = 3) -> dict[str, Any]: ...
    def crop(self, anchor: str) -> bytes: ...
    def status(self) -> dict[str, Any]: ...
    def pin(self, namespace: str) -> dict[str, Any]: ...
    def unpin(self) -> dict[str, Any]: ...
    def set_role(self, role: str) -> dict[str, Any]: ...
    def reindex(self) -> dict[str, Any]: ...
    def scan(self) -> dict[str, Any]: ...
    def subscribe(self, callback: EventCallback) -> None: ...
    def close(self) -> None: ...


class LocalBackend:
    """An :class:`~.app.Appliance` in this process (the TUI owns it when ``owned``).

    Returns exactly what the HTTP API would (the same ``to_dict`` of the same service call)."""

    def __init__(self, appliance: Any, owned: bool = False) -> None:
        self.app = appliance
        self.owned = owned
        self.where = "in-process"
        self._unsub: list[Callable[[], None]] = []

    @staticmethod
    def _guard(fn: Callable[[], Any]) -> Any:
        try:
            return fn()
        except BackendError:
            raise
        except OpenClawError as exc:
            raise BackendError(str(exc)) from None

    def search(self, query: str, k: int = 10) -> dict[str, Any]:
        return self._guard(lambda: self.app.service.search(query, k).to_dict())

    def ask(self, question: str, on_token: Callable[[str], None], role: str | None = None,
            use_llm: bool = True, session: str | None = None) -> dict[str, Any]:
        """``session``: a session other than the TUI's own (moving a guided procedure started by voice)."""
        return self._guard(lambda: self.app.service.handle(question, Origin("tui"), role=role, use_llm=use_llm,
                                                           on_token=on_token, session=session).to_dict())

    def open(self, anchor: str, context: int = 3) -> dict[str, Any]:
        return self._guard(lambda: self.app.service.open(anchor, context).to_dict())

    def crop(self, anchor: str) -> bytes:
        return self._guard(lambda: self.app.service.crop_png(anchor))

    def status(self) -> dict[str, Any]:
        return self.app.status()

    def pin(self, namespace: str) -> dict[str, Any]:
        return self._guard(lambda: self.app.pin(namespace))

    def unpin(self) -> dict[str, Any]:
        return self._guard(self.app.unpin)

    def set_role(self, role: str) -> dict[str, Any]:
        return self._guard(lambda: {"role": self.app.service.set_role(role), "roles": self.app.service.roles()})

    def reindex(self) -> dict[str, Any]:
        return self._guard(lambda: {"started": True, "namespace": self.app.reindex_async()})

    def scan(self) -> dict[str, Any]:
        st = self.app.scanner.status()
        if st.state != "ok":
            raise BackendError(f"scanner not available: {st.detail or 'off'}")
        self.app.scan_async("tui")
        return {"started": True}

    def subscribe(self, callback: EventCallback) -> None:
        self._unsub.append(self.app.bus.subscribe(callback))

    def close(self) -> None:
        for u in self._unsub:
            u()
        if self.owned:
            self.app.stop()


class HttpBackend:
    """The daemon's HTTP API (``openclaw serve``)."""

    def __init__(self, url: str, token: str = "", timeout: float = 10.0) -> None:
        self.url = url.rstrip("/")
        self.where = f"daemon {self.url}"
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        headers["X-OpenClaw-Face"] = "tui"  # routed as a TUI turn, like the in-process backend
        self.http = httpx.Client(base_url=self.url, headers=headers, timeout=timeout)
        self._stop = threading.Event()
        self._threads: list[threading.Thread] = []

    @staticmethod
    def reachable(url: str, token: str = "", timeout: float = 1.0) -> bool:
        try:
            headers = {"Authorization": f"Bearer {token}"} if token else {}
            return httpx.get(url.rstrip("/") + "/status", headers=headers, timeout=timeout).status_code == 200
        except httpx.HTTPError:
            return False

    def _check(self, r: httpx.Response) -> Any:
        if r.status_code >= 400:
            try:
                msg = r.json().get("error", r.text)
            except ValueError:
                msg = r.text
            raise BackendError(str(msg))
        return r.json()

    def _call(self, method: str, path: str, **kw: Any) -> Any:
        try:
            return self._check(self.http.request(method, path, **kw))
        except httpx.HTTPError as exc:
            raise BackendError(f"the daemon at {self.url} is not answering ({exc})") from None

    def search(self, query: str, k: int = 10) -> dict[str, Any]:
        return self._call("GET", "/search", params={"q": query, "k": k})

    def ask(self, question: str, on_token: Callable[[str], None], role: str | None = None,
            use_llm: bool = True, session: str | None = None) -> dict[str, Any]:
        body: dict[str, Any] = {"question": question, "use_llm": use_llm}
        if role:
            body["role"] = role
        if session:
            body["session"] = session
        final: dict[str, Any] | None = None
        try:
            with self.http.stream("POST", "/ask", json=body, timeout=httpx.Timeout(10.0, read=300.0)) as r:
                if r.status_code >= 400:
                    r.read()
                    self._check(r)
                for msg in sse.parse(r.iter_lines()):
                    if msg.event == "token":
                        on_token(msg.data["text"])
                    elif msg.event == "answer":
                        final = msg.data
                    elif msg.event == "error":
                        raise BackendError(msg.data.get("error", "the answer failed"))
        except httpx.HTTPError as exc:
            raise BackendError(f"the daemon at {self.url} is not answering ({exc})") from None
        if final is None:
            raise BackendError("the daemon ended the answer without sending it")
        return final

    def open(self, anchor: str, context: int = 3) -> dict[str, Any]:
        return self._call("GET", f"/open/{quote(anchor, safe='')}", params={"context": context})

    def crop(self, anchor: str) -> bytes:
        r = self.http.get(f"/open/{quote(anchor, safe='')}", params={"format": "crop"})
        if r.status_code >= 400:
            self._check(r)
        return r.content

    def status(self) -> dict[str, Any]:
        return self._call("GET", "/status")

    def pin(self, namespace: str) -> dict[str, Any]:
        return self._call("POST", "/pin", json={"namespace": namespace})

    def unpin(self) -> dict[str, Any]:
        return self._call("POST", "/unpin")

    def set_role(self, role: str) -> dict[str, Any]:
        return self._call("POST", "/role", json={"role": role})

    def reindex(self) -> dict[str, Any]:
        return self._call("POST", "/reindex")

    def scan(self) -> dict[str, Any]:
        return self._call("POST", "/scan")

    def subscribe(self, callback: EventCallback) -> None:
        """Follow ``GET /events`` on a thread, reconnecting (from the last id) if the stream drops."""

        def run() -> None:
            after: int | None = None
            while not self._stop.is_set():
                try:
                    params = {"after": after} if after is not None else {}
                    with self.http.stream("GET", "/events", params=params, timeout=httpx.Timeout(5.0, read=None)) as r:
                        for msg in sse.parse(r.iter_lines()):
                            if self._stop.is_set():
                                return
                            d = dict(msg.data)
                            d.pop("type", None)
                            t = d.pop("time", 0.0)
                            after = msg.id if msg.id is not None else after
                            try:
                                callback(Event(msg.event, d, t))
                            except Exception:  # noqa: BLE001 -- a failing screen update must not end the stream
                                log.exception("event callback failed for %s", msg.event)
                except (httpx.HTTPError, ValueError) as exc:
                    log.debug("event stream dropped: %s", exc)
                    self._stop.wait(1.0)

        th = threading.Thread(target=run, name="openclaw-tui-events", daemon=True)
        th.start()
        self._threads.append(th)

    def close(self) -> None:
        self._stop.set()
        self.http.close()

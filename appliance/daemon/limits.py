"""The API's limits on what one request or one client may cost (``serve.*`` settings).

Why: the daemon shares a Pi with the responder; a client that sends a huge body,
sends its request a byte a minute, or opens many requests at once must cost a
bounded amount of memory, time and threads, and must not slow anyone else down.

* request head: :func:`bounded_protocol` closes a connection that has not sent a
  whole request line and headers within ``serve.header_timeout_s`` (uvicorn has
  a keep-alive timeout between requests, none while a head is arriving);
* body: :class:`LimitsMiddleware` answers 413 when ``Content-Length`` is over
  ``serve.max_body_bytes`` (before reading a byte) and stops reading a body that
  grows past it; a body that has not fully arrived within ``serve.body_timeout_s``
  gets 408;
* concurrency: more than ``serve.max_requests_per_client`` requests in progress
  from one address get 429 (open ``/events`` streams count);
* text: strings in a JSON body must be valid Unicode (:func:`check_unicode`), so a
  lone surrogate is a 400 instead of an error when the text is later encoded.
"""

from __future__ import annotations

import asyncio
import json
from collections import Counter
from typing import Any

from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send
from uvicorn.protocols.http.h11_impl import H11Protocol

from ..errors import UserError


class BodyTooLarge(UserError):
    """The request body is larger than ``serve.max_body_bytes`` (HTTP 413)."""

    http_status = 413


class BodyTimeout(UserError):
    """The request body did not arrive within ``serve.body_timeout_s`` (HTTP 408)."""

    http_status = 408


class TooManyRequests(UserError):
    """This client already has ``serve.max_requests_per_client`` requests in progress (HTTP 429)."""

    http_status = 429


class SafeJSONResponse(JSONResponse):
    """JSON that always encodes: a lone surrogate that got into some state becomes U+FFFD instead
    of a UnicodeEncodeError that would turn every later ``/status`` into a 500."""

    def render(self, content: Any) -> bytes:
        return json.dumps(content, ensure_ascii=False, allow_nan=False, indent=None,
                          separators=(",", ":")).encode("utf-8", "replace")


def error_response(status: int, message: str) -> JSONResponse:
    return SafeJSONResponse({"error": message, "status": status}, status_code=status)


def check_unicode(value: Any, what: str = "the request body") -> Any:
    """``value`` unchanged if every string in it (keys too) encodes as UTF-8; a 400 otherwise.

    JSON's ``\\ud800`` escapes decode to lone surrogates, which Python holds as text but cannot
    encode; walked iteratively so a deeply nested body cannot exhaust the stack."""
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, str):
            try:
                v.encode("utf-8")
            except UnicodeEncodeError:
                raise UserError(f"{what} is not valid Unicode (it holds a lone surrogate)") from None
        elif isinstance(v, dict):
            stack.extend(v.keys())
            stack.extend(v.values())
        elif isinstance(v, list):
            stack.extend(v)
    return value


class LimitsMiddleware:
    """Per-client concurrency, body size and body read time, as plain ASGI (also guards streams)."""

    def __init__(self, app: ASGIApp, max_body_bytes: int, body_timeout_s: float, max_per_client: int) -> None:
        self.app = app
        self.max_body = max_body_bytes
        self.body_timeout = body_timeout_s
        self.max_per_client = max_per_client
        self.active: Counter[str] = Counter()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        client = (scope.get("client") or ("?", 0))[0]
        if self.active[client] >= self.max_per_client:
            await error_response(429, f"too many requests in progress from {client} "
                                      f"(serve.max_requests_per_client = {self.max_per_client})")(scope, receive, send)
            return
        length = dict(scope.get("headers") or []).get(b"content-length")
        if length is not None and (not length.isdigit() or int(length) > self.max_body):
            await error_response(413, f"the request body is larger than {self.max_body} bytes "
                                      "(serve.max_body_bytes)")(scope, receive, send)
            return
        self.active[client] += 1
        try:
            await self.app(scope, self._bounded(receive), send)
        finally:
            self.active[client] -= 1
            if self.active[client] <= 0:
                del self.active[client]

    def _bounded(self, receive: Receive) -> Receive:
        """``receive`` that raises once the body passes the size limit or its deadline."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.body_timeout
        seen = 0
        body_done = False

        async def bounded_receive() -> Message:
            nonlocal seen, body_done
            if body_done:  # after the body, receive only waits for a disconnect: no deadline
                return await receive()
            try:
                message = await asyncio.wait_for(receive(), max(0.0, deadline - loop.time()))
            except asyncio.TimeoutError:
                raise BodyTimeout(f"the request body did not arrive within {self.body_timeout:g} s "
                                  "(serve.body_timeout_s)") from None
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.max_body:
                    raise BodyTooLarge(f"the request body is larger than {self.max_body} bytes (serve.max_body_bytes)")
                body_done = not message.get("more_body", False)
            else:
                body_done = True
            return message

        return bounded_receive


def bounded_protocol(header_timeout_s: float) -> type[H11Protocol]:
    """uvicorn's h11 protocol with a deadline for each request head (line and headers).

    The timer starts when a connection opens, or when the first byte of a next request arrives
    on a kept-alive connection, and stops when the head is parsed; when it fires the connection
    is closed, so a client cannot hold a connection (and its buffers) by sending slowly."""

    class HeadTimeoutProtocol(H11Protocol):
        _head_timer: asyncio.TimerHandle | None = None

        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            super().connection_made(transport)
            self._arm()

        def _arm(self) -> None:
            self._disarm()
            self._head_timer = self.loop.call_later(header_timeout_s, self._head_timeout)

        def _disarm(self) -> None:
            if self._head_timer is not None:
                self._head_timer.cancel()
                self._head_timer = None

        def _between_requests(self) -> bool:
            return self.cycle is None or self.cycle.response_complete

        def data_received(self, data: bytes) -> None:
            if self._head_timer is None and self._between_requests():
                self._arm()
            before = self.cycle
            super().data_received(data)
            if self.cycle is not before:
                self._disarm()

        def _head_timeout(self) -> None:
            self._head_timer = None
            if self._between_requests() and not self.transport.is_closing():
                self.transport.close()

        def connection_lost(self, exc: Exception | None) -> None:
            self._disarm()
            super().connection_lost(exc)

    return HeadTimeoutProtocol

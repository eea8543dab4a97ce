"""The local HTTP API (Starlette on uvicorn) for editor and note-taking integrations.

Why Starlette + uvicorn: small, dependable, streaming responses (SSE) without a
framework on top; uvicorn runs on a thread of the daemon so the API shares the
daemon's loaded indexes and responder.

Security rules:

* bound to 127.0.0.1 by default; :func:`check_bind` refuses any other address
  unless ``serve.token`` is set, and when a token is set every request must carry
  it (``Authorization: Bearer TOKEN``) or gets 401;
* ``/open/{id}`` only accepts an anchor id (4-16 lowercase hex digits): the id is
  looked up in the index, never joined to a path, so no request can read a file
  that was not indexed;
* every user error is a 4xx with ``{"error": "one line"}``; any other failure of a
  handler is a 500 for that request alone (logged), never state that breaks later
  requests;
* what one request or client may cost is bounded (:mod:`.limits`): body size and read
  time, request-head time, requests in progress per client, query length, valid Unicode.
"""

from __future__ import annotations

import asyncio
import hmac
import ipaddress
import logging
import threading
from typing import Any, AsyncIterator

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import PlainTextResponse, Response, StreamingResponse
from starlette.routing import Route
from starlette.types import ASGIApp, Receive, Scope, Send

from .. import sse
from ..conversation import ConversationService
from ..errors import Conflict, OpenClawError, UserError
from ..kernel import anchors
from ..memory.api import memory_routes
from ..conversation.routing import Origin
from ..names import check_namespace, check_session
from .answers import Answers
from .app import Appliance
from .limits import LimitsMiddleware, SafeJSONResponse as JSONResponse, bounded_protocol, check_unicode, error_response
from .openapi import OPENAPI

log = logging.getLogger(__name__)

SSE_HEADERS = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}


class BindError(UserError):
    """The API may not be bound where the config asks (no token for a non-loopback address)."""


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def check_bind(host: str, token: str) -> None:
    if not is_loopback(host) and not token:
        raise BindError(f"refusing to bind the API to {host}: set serve.token in the config first "
                        "(requests must then carry 'Authorization: Bearer TOKEN')")


def error(status: int, message: str) -> JSONResponse:
    return error_response(status, message)


def error_for(exc: OpenClawError) -> JSONResponse:
    """The one mapping of the appliance's errors to HTTP: the error class carries its status."""
    return error(exc.http_status, str(exc))


class TokenMiddleware:
    """401 for any request without the configured token (plain ASGI: also guards streaming routes)."""

    def __init__(self, app: ASGIApp, token: str) -> None:
        self.app = app
        self.token = token

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and self.token:
            headers = dict(scope.get("headers") or [])
            auth = headers.get(b"authorization", b"").decode("latin-1")
            given = auth[7:] if auth.lower().startswith("bearer ") else ""
            if not hmac.compare_digest(given.encode(), self.token.encode()):
                await error(401, "missing or wrong token (send 'Authorization: Bearer TOKEN')")(scope, receive, send)
                return
        await self.app(scope, receive, send)


def _int(request: Request, name: str, default: int, lo: int, hi: int) -> int:
    raw = request.query_params.get(name)
    if raw is None:
        return default
    try:
        v = int(raw)
    except ValueError:
        raise UserError(f"{name} must be a whole number, got {raw[:40]!r}") from None
    if not lo <= v <= hi:
        raise UserError(f"{name} must be between {lo} and {hi}, got {v}")
    return v


async def _json_body(request: Request) -> dict[str, Any]:
    try:
        body = await request.json()
    except (ValueError, UnicodeDecodeError, RecursionError):
        raise UserError("the request body must be a JSON object") from None
    if not isinstance(body, dict):
        raise UserError("the request body must be a JSON object")
    return check_unicode(body)


def _field(body: dict[str, Any], name: str, typ: type, example: str) -> Any:
    """An optional body field of one type (None when absent)."""
    value = body.get(name)
    if value is not None and not isinstance(value, typ):
        raise UserError(f"{name} must be {example}")
    return value


def build_app(appliance: Appliance, token: str = "", answers: Answers | None = None) -> Starlette:
    """The ASGI app over a started :class:`Appliance`; every request goes through its conversation service."""
    from starlette.concurrency import run_in_threadpool

    answers = answers or Answers()
    closing = answers.closing
    service = appliance.service
    limits = appliance.settings.serve

    async def search(request: Request) -> Response:
        q = request.query_params.get("q") or ""
        if not q.strip():
            raise UserError("give a query: GET /search?q=WORDS")
        k = _int(request, "k", 10, 1, 100)
        ns = request.query_params.get("namespace")
        result = await run_in_threadpool(lambda: service.search(q, k, namespace=ns))
        return JSONResponse(result.to_dict())

    async def ask(request: Request) -> Response:
        body = await _json_body(request)
        question = body.get("question")
        if not isinstance(question, str) or not question.strip():
            raise UserError('give a question: POST /ask {"question": "..."}')
        role = _field(body, "role", str, "text")
        namespace = _field(body, "namespace", str, "text")
        use_llm = body.get("use_llm", True)
        if not isinstance(use_llm, bool):
            raise UserError("use_llm must be true or false")
        question = service.check_question(question, "message")
        if role is not None:
            service.check_role(role)
        if namespace is not None:
            question = f"{question} /ns {check_namespace(namespace)}"
        turn = _turn_args(request, body)
        stream = request.query_params.get("stream", "1") not in ("0", "false")
        if not stream:
            def answer() -> Any:
                with answers.track() as cancel:
                    return service.handle(question, role=role, use_llm=use_llm, cancel=cancel, **turn)
            result = await run_in_threadpool(answer)
            return JSONResponse(result.to_dict())
        return StreamingResponse(_ask_stream(service, question, role, use_llm, turn, closing, answers),
                                 media_type="text/event-stream", headers=SSE_HEADERS)

    async def sessions(request: Request) -> Response:
        return JSONResponse(await run_in_threadpool(service.sessions.list))

    async def session(request: Request) -> Response:
        sid = request.path_params["session"]
        s = await run_in_threadpool(service.sessions.get, sid)
        return JSONResponse({**s.stats(), "turns_detail": s.turns})

    async def open_anchor(request: Request) -> Response:
        anchor = anchors.check_id(request.path_params["anchor"])
        context = _int(request, "context", 3, 0, 500)
        if request.query_params.get("format") == "crop":
            png = await run_in_threadpool(service.crop_png, anchor)
            return Response(png, media_type="image/png")
        opened = await run_in_threadpool(service.open, anchor, context)
        return JSONResponse(opened.to_dict())

    async def status(request: Request) -> Response:
        return JSONResponse(await run_in_threadpool(appliance.status))

    async def metrics(request: Request) -> Response:
        text = await run_in_threadpool(lambda: appliance.metrics.render(appliance.index_sizes()))
        return PlainTextResponse(text, media_type="text/plain; version=0.0.4")

    async def events(request: Request) -> Response:
        after = _int(request, "after", appliance.feed.last_seq, 0, 1 << 62)
        return StreamingResponse(_event_stream(appliance, after, request, closing), media_type="text/event-stream",
                                 headers=SSE_HEADERS)

    async def pin(request: Request) -> Response:
        body = await _json_body(request)
        name = body.get("namespace")
        if not isinstance(name, str):
            raise UserError('give a namespace: POST /pin {"namespace": "NAME"}')
        return JSONResponse(await run_in_threadpool(appliance.pin, name))

    async def unpin(request: Request) -> Response:
        return JSONResponse(await run_in_threadpool(appliance.unpin))

    async def role(request: Request) -> Response:
        body = await _json_body(request)
        r = body.get("role")
        if not isinstance(r, str):
            raise UserError('give a role: POST /role {"role": "engineer"}')
        return JSONResponse({"role": service.set_role(r), "roles": service.roles()})

    async def reindex(request: Request) -> Response:
        body = await _json_body(request) if await request.body() else {}
        ns = appliance.reindex_async(body.get("namespace"))
        return JSONResponse({"started": True, "namespace": ns}, status_code=202)

    async def scan(request: Request) -> Response:
        st = appliance.scanner.status()
        if st.state != "ok":
            raise Conflict(f"scanner not available: {st.detail or 'off'}")
        appliance.scan_async("api")
        return JSONResponse({"started": True}, status_code=202)

    async def openapi(request: Request) -> Response:
        return JSONResponse(OPENAPI)

    async def not_found(request: Request, exc: Exception) -> Response:
        return error(404, f"no such endpoint: {request.method} {request.url.path} (see /openapi.json)")

    async def bad_method(request: Request, exc: Exception) -> Response:
        return error(405, f"{request.method} is not allowed on {request.url.path}")

    async def openclaw_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, OpenClawError)
        return error_for(exc)

    async def unexpected(request: Request, exc: Exception) -> Response:
        log.error("%s %s failed: %s: %s", request.method, request.url.path, type(exc).__name__, exc,
                  exc_info=(type(exc), exc, exc.__traceback__))
        return error(500, f"internal error: {type(exc).__name__} (see the daemon log)")

    routes = [
        Route("/search", search, methods=["GET"]),
        Route("/ask", ask, methods=["POST"]),
        Route("/sessions", sessions, methods=["GET"]),
        Route("/sessions/{session}", session, methods=["GET"]),
        Route("/open/{anchor:path}", open_anchor, methods=["GET"]),
        Route("/status", status, methods=["GET"]),
        Route("/metrics", metrics, methods=["GET"]),
        Route("/events", events, methods=["GET"]),
        Route("/pin", pin, methods=["POST"]),
        Route("/unpin", unpin, methods=["POST"]),
        Route("/role", role, methods=["POST"]),
        Route("/reindex", reindex, methods=["POST"]),
        Route("/scan", scan, methods=["POST"]),
        Route("/openapi.json", openapi, methods=["GET"]),
        *memory_routes(appliance),
    ]
    middleware = [Middleware(LimitsMiddleware, max_body_bytes=limits.max_body_bytes,
                             body_timeout_s=limits.body_timeout_s, max_per_client=limits.max_requests_per_client),
                  Middleware(TokenMiddleware, token=token)]
    return Starlette(routes=routes, middleware=middleware,
                     exception_handlers={404: not_found, 405: bad_method, OpenClawError: openclaw_error,
                                         Exception: unexpected})


def _turn_args(request: Request, body: dict[str, Any]) -> dict[str, Any]:
    """Who is asking: the face (``X-OpenClaw-Face``: api or tui), the client's name (``X-OpenClaw-Client``)
    and the session (``session`` in the body or ``X-OpenClaw-Session``); routing turns them into a session."""
    face = request.headers.get("x-openclaw-face", "api")
    if face not in ("api", "tui"):
        raise UserError(f"X-OpenClaw-Face must be api or tui, got {face[:20]!r}")
    client = request.headers.get("x-openclaw-client", "")[:40]
    session = body.get("session", request.headers.get("x-openclaw-session"))
    if session is not None and not isinstance(session, str):
        raise UserError("session must be text")
    return {"origin": Origin(face, client), "session": check_session(session) if session else None}


async def _ask_stream(service: ConversationService, question: str, role: str | None, use_llm: bool,
                      turn: dict[str, Any], closing: threading.Event, answers: Answers) -> AsyncIterator[bytes]:
    """SSE: ``token`` events as text is produced, then one ``answer`` event (the whole answer, the same
    object ``?stream=0`` returns), then ``done``. The answer runs on a worker thread; a client that
    disconnects cancels it. When the daemon stops (SIGTERM) mid-answer, the answer is cancelled and the
    client gets an ``error`` event (503) and its ``done`` before the server closes."""
    loop = asyncio.get_running_loop()
    q: asyncio.Queue[tuple[str, Any]] = asyncio.Queue()
    cancel = threading.Event()

    def post(kind: str, data: Any) -> None:
        """To the stream; dropped once the server's loop has closed (the daemon is stopping: the client
        already has its ``error`` and ``done``, and the answer goes on only to record its turn)."""
        try:
            loop.call_soon_threadsafe(q.put_nowait, (kind, data))
        except RuntimeError:
            pass

    def on_token(piece: str) -> None:
        post("token", {"text": piece})

    def work() -> None:
        try:
            with answers.track(cancel):
                result = service.handle(question, role=role, use_llm=use_llm, on_token=on_token, cancel=cancel, **turn)
            post("answer", result.to_dict())
        except OpenClawError as exc:
            post("error", {"error": str(exc), "status": exc.http_status})
        except Exception as exc:  # noqa: BLE001 -- reported in the stream, logged here
            log.exception("ask failed")
            post("error", {"error": f"{type(exc).__name__}: {exc}", "status": 500})
        finally:
            post("done", {})

    th = threading.Thread(target=work, name="openclaw-ask", daemon=True)
    th.start()
    answered = False
    try:
        while True:
            try:
                kind, data = await asyncio.wait_for(q.get(), 0.2)
            except asyncio.TimeoutError:
                if not closing.is_set():
                    continue
                kind, data = "closing", None
            # stopping the server cancels the answer: its cancelled result (or a failure, or its end) becomes
            # the shutdown error, whichever the stream sees first
            if closing.is_set() and not answered and (
                    kind in ("closing", "error", "done") or (kind == "answer" and data.get("path") == "cancelled")):
                cancel.set()
                yield sse.encode("error", {"error": "the appliance is shutting down; ask again when it is back",
                                           "status": 503})
                yield sse.encode("done", {})
                break
            yield sse.encode(kind, data)
            answered = answered or kind == "answer"
            if kind == "done":
                break
    finally:
        cancel.set()


async def _event_stream(appliance: Appliance, after: int, request: Request,
                        closing: threading.Event) -> AsyncIterator[bytes]:
    """SSE of bus events (``id:`` is the sequence number, so a client resumes with ?after=ID)."""
    from starlette.concurrency import run_in_threadpool

    seq = after
    yield sse.comment("openclaw events")
    while not appliance.wait(0) and not closing.is_set():
        batch = await run_in_threadpool(appliance.feed.since, seq, 0.5)
        if await request.is_disconnected():
            break
        if not batch:
            yield sse.comment("keep-alive")
            continue
        for n, ev in batch:
            seq = n
            yield sse.encode(ev.type, ev.to_dict(), n)


class ApiServer:
    """uvicorn on a daemon thread (signals stay with the daemon's main thread)."""

    def __init__(self, appliance: Appliance, host: str, port: int, token: str = "") -> None:
        import uvicorn

        check_bind(host, token)
        self.answers = Answers()
        self.closing = self.answers.closing
        self.app = build_app(appliance, token, self.answers)
        serve = appliance.settings.serve
        config = uvicorn.Config(self.app, host=host, port=port, log_level="warning", access_log=False,
                                lifespan="off", timeout_graceful_shutdown=2,
                                http=bounded_protocol(serve.header_timeout_s),
                                h11_max_incomplete_event_size=16 * 1024)
        self.server = uvicorn.Server(config)
        self.thread: threading.Thread | None = None
        self.host = host

    @property
    def port(self) -> int:
        for s in self.server.servers:
            for sock in s.sockets:
                return int(sock.getsockname()[1])
        return int(self.server.config.port)

    def start(self, timeout: float = 20.0) -> "ApiServer":
        import time

        self.thread = threading.Thread(target=self.server.run, name="openclaw-api", daemon=True)
        self.thread.start()
        deadline = time.monotonic() + timeout
        while not self.server.started:
            if not self.thread.is_alive():
                raise BindError(f"the API could not listen on {self.host}:{self.server.config.port} (port in use?)")
            if time.monotonic() > deadline:
                raise BindError("the API did not start in time")
            time.sleep(0.02)
        return self

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}"

    def alive(self) -> bool:
        """The API thread still runs (what the systemd watchdog ping vouches for)."""
        return self.thread is not None and self.thread.is_alive() and not self.closing.is_set()

    def stop(self, answers_timeout: float = 10.0) -> None:
        """Streams end with ``error`` and ``done``, answers in progress are cancelled, uvicorn stops, then
        this waits (up to ``answers_timeout``) for the cancelled answers to record their turns, so the
        caller may close the appliance (its indexes, the responder) afterwards."""
        self.answers.cancel_all()  # sets closing: streams end with error and done
        self.server.should_exit = True
        if self.thread is not None:
            self.thread.join(timeout=5)
        if not self.answers.wait(answers_timeout):
            log.warning("an answer still runs %.0f s after it was cancelled; stopping without it", answers_timeout)

"""The memory's HTTP routes (``/memory``), mounted by the daemon's API next to ``/sessions``.

``GET /memory`` lists the entries, ``POST /memory {"text"}`` adds one (the session is the
request's, the location the preferred namespace), ``DELETE /memory/{id}`` forgets one, and
``GET /memory/search?q=`` searches the notes; the shapes are those of ``openclaw memory --json``.
"""

from __future__ import annotations

from typing import Any, Callable

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from ..errors import UserError
from .service import MemoryService


def memory_routes(appliance: Any) -> list[Route]:
    from starlette.concurrency import run_in_threadpool

    memory = MemoryService(appliance.settings)

    def namespace(request: Request) -> str | None:
        return request.query_params.get("namespace") or None

    async def listing(request: Request) -> Response:
        rows = await run_in_threadpool(memory.list, namespace(request))
        return JSONResponse([e.to_dict() for e in rows])

    async def add(request: Request) -> Response:
        try:
            body = await request.json()
        except ValueError:
            body = None
        if not isinstance(body, dict) or not isinstance(body.get("text"), str):
            raise UserError('give the text: POST /memory {"text": "..."}')
        session = request.headers.get("x-openclaw-session") or body.get("session") or "api"
        location = (appliance.mounts.preferred() or [None])[0]
        ns = body.get("namespace") if isinstance(body.get("namespace"), str) else None
        add_: Callable[[], Any] = lambda: memory.add(body["text"], namespace=ns, session=str(session),  # noqa: E731
                                                     location=location, source="api")
        return JSONResponse((await run_in_threadpool(add_)).to_dict(), status_code=201)

    async def forget(request: Request) -> Response:
        e = await run_in_threadpool(memory.forget, request.path_params["entry"])
        return JSONResponse(e.to_dict())

    async def search(request: Request) -> Response:
        q = request.query_params.get("q") or ""
        if not q.strip():
            raise UserError("give a query: GET /memory/search?q=WORDS")
        result = await run_in_threadpool(lambda: memory.search(q, 10, namespace=namespace(request)))
        return JSONResponse(result.to_dict())

    return [Route("/memory", listing, methods=["GET"]), Route("/memory", add, methods=["POST"]),
            Route("/memory/search", search, methods=["GET"]), Route("/memory/{entry}", forget, methods=["DELETE"])]


_ERR = {"description": "error", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
ENTRY = "{id, text, time, session, location, source, file, line, end_line, workspace}"
OPENAPI_PATHS: dict[str, Any] = {
    "/memory": {
        "get": {"summary": "Every memory entry (notes on disk), oldest first; ?namespace= one workspace.",
                "responses": {"200": {"description": f"[{ENTRY}]"}}},
        "post": {"summary": "Remember: append an entry to today's note and index it.",
                 "requestBody": {"required": True, "content": {"application/json": {"schema": {
                     "type": "object", "required": ["text"], "properties": {
                         "text": {"type": "string"}, "namespace": {"type": "string"}}}}}},
                 "responses": {"201": {"description": ENTRY}, "400": _ERR}}},
    "/memory/search": {"get": {
        "summary": "Search the notes only (the notes' recency).",
        "parameters": [{"name": "q", "in": "query", "required": True, "schema": {"type": "string"}}],
        "responses": {"200": {"description": "the search object of docs/cli.md"}, "400": _ERR}}},
    "/memory/{id}": {"delete": {
        "summary": "Forget one entry.",
        "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
        "responses": {"200": {"description": ENTRY}, "400": _ERR, "404": _ERR}}},
}

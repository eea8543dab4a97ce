"""The API's OpenAPI 3.1 description, served at ``/openapi.json`` (kept apart from the handlers it describes)."""

from __future__ import annotations

from typing import Any

from ..kernel import anchors
from ..memory.api import OPENAPI_PATHS as MEMORY_OPENAPI

_ERR = {"description": "a user error", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
OPENAPI: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "OpenClaw Appliance API", "version": "1.0",
             "description": "Local search and grounded answers over the appliance's indexed documents. "
                            "Bound to 127.0.0.1 unless serve.token is set; then every request needs "
                            "'Authorization: Bearer TOKEN'. Limits (docs/limits.md): a body over serve.max_body_bytes "
                            "is 413, one not arrived within serve.body_timeout_s 408, more than "
                            "serve.max_requests_per_client requests in progress from one address 429, text that is "
                            "not valid Unicode 400."},
    "components": {
        "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer"}},
        "schemas": {"Error": {"type": "object", "required": ["error"], "properties": {
            "error": {"type": "string"}, "status": {"type": "integer"}}}},
    },
    "security": [{"bearer": []}, {}],
    "paths": {
        "/search": {"get": {
            "summary": "Hybrid search across the preferred and global namespaces, with score breakdown.",
            "parameters": [{"name": "q", "in": "query", "required": True, "schema": {"type": "string"}},
                           {"name": "k", "in": "query", "schema": {"type": "integer", "minimum": 1, "maximum": 100}},
                           {"name": "namespace", "in": "query", "schema": {"type": "string"}}],
            "responses": {"200": {"description": "the search object of docs/cli.md: {query, mode, searched, preferred, "
                                                 "channels, notes, seconds, hits: [{id, namespace, preferred, "
                                                 "source_path, locator, score, scores, text, ...}]}"},
                          "400": _ERR, "401": _ERR}}},
        "/ask": {"post": {
            "summary": "Grounded answer. Server-Sent Events: 'token' {text}..., then 'answer' (the answer object "
                       "of docs/cli.md: question, answer, path, cited, sources [{id, namespace, source_path, "
                       "locator}], timings, ...), then 'done'. ?stream=0 returns the answer object alone.",
            "requestBody": {"required": True, "content": {"application/json": {"schema": {
                "type": "object", "required": ["question"], "properties": {
                    "question": {"type": "string", "description": "a question, or a command (/help lists them)"},
                    "role": {"type": "string"}, "namespace": {"type": "string"}, "session": {"type": "string"},
                    "use_llm": {"type": "boolean"}}}}}},
            "responses": {"200": {"description": "text/event-stream"}, "400": _ERR, "401": _ERR}}},
        "/sessions": {"get": {"summary": "Every session: turns, last activity, archived files.",
                               "responses": {"200": {"description": "[{session, turns, last_time, archived}]"}}}},
        "/sessions/{id}": {"get": {
            "summary": "One session: turns, tokens (prompt, generated) and seconds per turn and in total.",
            "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
            "responses": {"200": {"description": "{session, turns, prompt_tokens, generated_tokens, seconds, "
                                                 "per_turn, turns_detail}"}, "404": _ERR}}},
        "/open/{id}": {"get": {
            "summary": "An anchor's original place: text with the cited lines highlighted; ?format=crop: the "
                       "scanned image crop (PNG) of a drawing box.",
            "parameters": [{"name": "id", "in": "path", "required": True,
                            "schema": {"type": "string", "pattern": anchors.ID_RE.pattern}},
                           {"name": "context", "in": "query", "schema": {"type": "integer", "minimum": 0}},
                           {"name": "format", "in": "query", "schema": {"type": "string", "enum": ["json", "crop"]}}],
            "responses": {"200": {"description": "{id, namespace, source_path, locator, text, first_line, highlight}"},
                          "400": _ERR, "401": _ERR, "404": _ERR}}},
        "/status": {"get": {"summary": "Senses, wake-word state, context (mounted/pinned/nearest beacon), index, RSS.",
                            "responses": {"200": {"description": "status object"}}}},
        "/metrics": {"get": {"summary": "Prometheus text format: query latency histogram, embedding queue length by "
                                        "source type, index size, responder tokens/s.",
                             "responses": {"200": {"description": "text/plain; version=0.0.4"}}}},
        "/events": {"get": {"summary": "Server-Sent Events of the appliance's event bus (id = sequence number).",
                            "parameters": [{"name": "after", "in": "query", "schema": {"type": "integer"}}],
                            "responses": {"200": {"description": "text/event-stream"}}}},
        "/pin": {"post": {"summary": "Pin a namespace (preferred until unpinned).",
                          "requestBody": {"content": {"application/json": {"schema": {
                              "type": "object", "properties": {"namespace": {"type": "string"}}}}}},
                          "responses": {"200": {"description": "context status"}, "400": _ERR, "404": _ERR}}},
        "/unpin": {"post": {"summary": "Unpin.", "responses": {"200": {"description": "context status"}}}},
        "/role": {"post": {"summary": "Switch the answer role (prompt template).",
                           "responses": {"200": {"description": "{role, roles}"}, "400": _ERR}}},
        "/reindex": {"post": {"summary": "Re-index the watched folders in the background.",
                              "responses": {"202": {"description": "started"}, "400": _ERR}}},
        "/scan": {"post": {"summary": "Scan a drawing with the bench camera into the preferred namespace.",
                           "responses": {"202": {"description": "started"}, "409": _ERR}}},
        "/openapi.json": {"get": {"summary": "This description.", "responses": {"200": {"description": "OpenAPI"}}}},
    },
}


OPENAPI["paths"].update(MEMORY_OPENAPI)

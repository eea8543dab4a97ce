"""Routing: which session, role and namespaces a turn belongs to, decided before anything else.

Inputs are the face the turn came through (tui, cli, api, voice), the client that
sent it (an API client's name, a TUI's name), the location (the namespace the mount
manager prefers: the bench the engineer is at) and explicit bindings in the config
(``conversation.bindings``). The most specific binding wins: the one that matches
the most of face, client and location; a tie goes to the one listed first. What a
binding does not set comes from the session's own choice (``/role``), then the
location's configured role, then the appliance's default. The decision, with why,
is recorded on the turn.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from ..config import BindingSettings, Settings
from ..names import check_session


@dataclass(frozen=True)
class Origin:
    """Where a turn comes from."""

    face: str
    """tui, cli, api, voice (or benchmark)."""
    client: str = ""
    """The API client's or TUI's name, when it gave one."""


@dataclass
class Route:
    session: str
    face: str
    client: str
    location: str | None
    """The preferred namespace when the turn arrived (None: only the global one)."""
    role: str
    namespaces: list[str] | None
    """Namespaces to search; None: the mounted ones, preferred first."""
    binding: int | None = None
    """Index of the binding in ``conversation.bindings`` that matched, if any."""
    why: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def default_session(origin: Origin) -> str:
    """One session per face and client: ``tui``, ``voice``, ``cli``, ``api-<client>``."""
    base = origin.face if not origin.client else f"{origin.face}-{origin.client}"
    return check_session("".join(c if c.isalnum() or c in "._-" else "-" for c in base)[:64] or "session")


def _specificity(b: BindingSettings, origin: Origin, location: str | None) -> int | None:
    """How many of the binding's match fields hold (None: one of them does not)."""
    score = 0
    for want, have in ((b.face, origin.face), (b.client, origin.client), (b.location, location or "")):
        if want:
            if want != have:
                return None
            score += 1
    return score


def route(settings: Settings, origin: Origin, *, location: str | None, location_role: str | None,
          default_role: str, session: str | None = None, session_role: str | None = None,
          role: str | None = None) -> Route:
    """The route of one turn; ``session`` and ``role`` are what the caller asked for explicitly (they win)."""
    why: list[str] = []
    best: tuple[int, int] | None = None
    for i, b in enumerate(settings.conversation.bindings):
        s = _specificity(b, origin, location)
        if s is not None and (best is None or s > best[0]):
            best = (s, i)
    binding = settings.conversation.bindings[best[1]] if best else None
    if best is not None:
        why.append(f"binding {best[1]} matched {best[0]} field(s)")
    if session:
        sid = check_session(session)
        why.append("session named by the client")
    elif binding is not None and binding.session:
        sid = check_session(binding.session)
        why.append("session from the binding")
    else:
        sid = default_session(origin)
    if role:
        why.append("role named by the client")
    elif binding is not None and binding.role:
        role = binding.role
        why.append("role from the binding")
    elif session_role:
        role = session_role
        why.append("role chosen in this session")
    elif location_role:
        role = location_role
        why.append(f"role of location {location}")
    else:
        role = default_role
    namespaces = list(binding.namespaces) if binding is not None and binding.namespaces else None
    if namespaces:
        why.append("namespaces from the binding")
    return Route(sid, origin.face, origin.client, location, role, namespaces, best[1] if best else None, why)

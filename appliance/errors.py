"""One error base for the whole appliance, and how each face reports it.

Every error a user can cause or meet (a bad config key, an unknown namespace, a
missing microphone, a corrupt file) derives from :class:`OpenClawError`. The
class says how it is reported, so each face maps errors in exactly one place:
the CLI prints ``openclaw: MESSAGE`` and exits with :attr:`exit_code`; the HTTP
API answers :attr:`http_status` with ``{"error": MESSAGE, "status": N}``; the
TUI shows the message on its message line. Messages are one line, written for
the person at the bench.
"""

from __future__ import annotations


class OpenClawError(Exception):
    """Something went wrong that the user should hear about in one line."""

    exit_code: int = 1
    """Process exit status of a CLI command that fails with this error."""
    http_status: int = 500
    """HTTP status of an API request that fails with this error."""


class UserError(OpenClawError):
    """The request itself is wrong: bad usage, bad config, bad input (exit 2, HTTP 400)."""

    exit_code = 2
    http_status = 400


class NotFound(OpenClawError):
    """What was asked for does not exist: a namespace, an anchor, a session (exit 1, HTTP 404)."""

    http_status = 404


class Conflict(OpenClawError):
    """The request cannot run in the current state: the scanner is off, a job is running (HTTP 409)."""

    http_status = 409


class Unavailable(OpenClawError):
    """A device, model or service the request needs is not there right now (HTTP 503)."""

    http_status = 503


class Failed(OpenClawError):
    """The work was attempted and failed on its input: a corrupt file, an unreadable scan (HTTP 422)."""

    http_status = 422

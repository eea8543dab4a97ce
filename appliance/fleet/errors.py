"""The fleet's one-line errors."""

from __future__ import annotations

from ..errors import Failed, NotFound, UserError


class FleetError(Failed):
    """A fleet operation could not be done (no keys, unreadable repository); nothing was changed."""


class NoKeys(NotFound):
    """This machine has no publisher keys (``openclaw fleet keys init``) or trusts no publisher
    (``openclaw fleet trust ROOT.json``)."""


class KeysExist(UserError):
    """``fleet keys init`` would overwrite the publisher's keys, and with them every appliance's trust."""

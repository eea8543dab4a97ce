"""The syntax of names users write: namespace names, session ids, skill names and beacon keys.

Dependency-free (only :mod:`.errors`), so the config loader, the kernel, the
beacon watcher and the CLI can all validate the same way without importing each
other. A beacon's *key* is its canonical text form, the same syntax users write
in the config and on the command line:
``ibeacon:<uuid with dashes, lower>:<major>:<minor>`` or
``eddystone:<namespace, 20 hex>:<instance, 12 hex>``.
"""

from __future__ import annotations

import re
import uuid

from .errors import UserError

NAMESPACE_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")
SKILL_RE = re.compile(r"^[a-z0-9][a-z0-9-]{0,63}$")
_HEX = re.compile(r"^[0-9a-f]+$")


class NameError_(UserError):
    """Base of the name-syntax errors (kept apart from the builtin ``NameError``)."""


class NamespaceNameError(NameError_):
    """A namespace name does not follow the syntax."""


class SessionNameError(NameError_):
    """A session id does not follow the syntax."""


class SkillNameError(NameError_):
    """A skill name does not follow the syntax."""


class BeaconSpecError(NameError_, ValueError):
    """A beacon written by the user (config or CLI) does not follow the key syntax."""


def check_namespace(name: str) -> str:
    """``name`` if it is a valid namespace name; raises NamespaceNameError otherwise."""
    if not isinstance(name, str) or not NAMESPACE_RE.match(name):
        raise NamespaceNameError(
            f"invalid namespace name {name!r}: use 1-64 letters, digits, '.', '_' or '-', "
            "starting with a letter or digit")
    return name


def check_session(name: str) -> str:
    """``name`` if it is a valid session id (the namespace syntax: it names a file); SessionNameError otherwise."""
    if not isinstance(name, str) or not NAMESPACE_RE.match(name):
        raise SessionNameError(
            f"invalid session id {name!r}: use 1-64 letters, digits, '.', '_' or '-', starting with a letter or digit")
    return name


def check_skill(name: str) -> str:
    """``name`` if it is a valid skill name (it is also the ``/skill NAME`` argument); SkillNameError otherwise."""
    if not isinstance(name, str) or not SKILL_RE.match(name):
        raise SkillNameError(
            f"invalid skill name {name!r}: use 1-64 lowercase letters, digits or '-', starting with a letter or digit")
    return name


def beacon_key(text: str) -> str:
    """The canonical key for ``ibeacon:UUID:MAJOR:MINOR`` or ``eddystone:NS:INSTANCE``.

    Accepts any case, UUIDs with or without dashes and hex with a ``0x`` prefix,
    so a value copied from a beacon vendor's app works; raises BeaconSpecError
    with one line that says what is wrong.
    """
    if not isinstance(text, str):
        raise BeaconSpecError(f"expected text like ibeacon:UUID:MAJOR:MINOR or eddystone:NS:INSTANCE, got {text!r}")
    parts = text.strip().split(":")
    kind = parts[0].lower()
    if kind == "ibeacon":
        if len(parts) != 4:
            raise BeaconSpecError(f"{text!r}: expected ibeacon:UUID:MAJOR:MINOR (4 parts separated by ':')")
        try:
            u = str(uuid.UUID(parts[1].strip()))
        except ValueError:
            raise BeaconSpecError(f"{text!r}: {parts[1]!r} is not a UUID (32 hex digits, dashes optional)") from None
        numbers = []
        for label, raw in (("major", parts[2]), ("minor", parts[3])):
            try:
                n = int(raw.strip(), 10)
            except ValueError:
                raise BeaconSpecError(f"{text!r}: {label} {raw!r} is not a whole number") from None
            if not 0 <= n <= 0xFFFF:
                raise BeaconSpecError(f"{text!r}: {label} must be between 0 and 65535, got {n}")
            numbers.append(n)
        return f"ibeacon:{u}:{numbers[0]}:{numbers[1]}"
    if kind == "eddystone":
        if len(parts) != 3:
            raise BeaconSpecError(f"{text!r}: expected eddystone:NAMESPACE:INSTANCE (3 parts separated by ':')")
        out = []
        for label, raw, digits in (("namespace", parts[1], 20), ("instance", parts[2], 12)):
            h = raw.strip().lower().removeprefix("0x")
            if len(h) != digits or not _HEX.match(h):
                raise BeaconSpecError(f"{text!r}: Eddystone {label} must be {digits} hex digits, got {raw!r}")
            out.append(h)
        return f"eddystone:{out[0]}:{out[1]}"
    raise BeaconSpecError(
        f"{text!r}: unknown beacon type {parts[0]!r} (use ibeacon:UUID:MAJOR:MINOR or eddystone:NS:INSTANCE)")

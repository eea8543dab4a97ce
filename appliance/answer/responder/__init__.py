"""The responder: the language model behind a small interface, in a pinned process of its own.

- :mod:`.interface`: what callers use and get back (ResponderInterface, Generation,
  ResponderInfo, ResponderError and its subclasses);
- :mod:`.parent`: :class:`Responder`, which starts, restarts, times out and cancels the child;
- :mod:`.child`: what runs in the child process (llama.cpp on the pinned cores);
- :mod:`.protocol`: the messages between the two and how the child is told its configuration.

Tests use :class:`appliance.testing.responder.ScriptedResponder`, which implements the same interface.
"""

from .interface import (
    Generation,
    ResponderCrashed,
    ResponderError,
    ResponderHung,
    ResponderInfo,
    ResponderInterface,
    StopWhen,
)
from .parent import Responder, config_from_settings, resolve_cores
from .protocol import ResponderConfig

__all__ = [
    "Generation", "Responder", "ResponderConfig", "ResponderCrashed", "ResponderError", "ResponderHung",
    "ResponderInfo", "ResponderInterface", "StopWhen", "config_from_settings", "resolve_cores",
]

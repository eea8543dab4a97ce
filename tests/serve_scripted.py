"""`openclaw serve` as a real process, with the scripted responder in place of the language model.

Usage: python serve_scripted.py SERVE-ARGS... (OPENCLAW_HOME from the environment). It runs the
real `serve` command (its signal handlers, its shutdown order, uvicorn on its thread); only the
model is replaced, with its drafts on: a question containing "slowly" is answered one token every 50 ms for 20 s
(long enough to signal the daemon mid-stream), any other question at once.
"""

from __future__ import annotations

import sys
import time
from dataclasses import replace
from typing import Any, Iterator

from appliance.cli import main
from appliance.config import Settings
from appliance.daemon import app as daemon_app
from appliance.testing.responder import ScriptedResponder


def script(messages: list[dict[str, str]]) -> Any:
    user = next((m["content"] for m in reversed(messages) if m.get("role") == "user"), "")
    if "slowly" not in user:
        return "The bolts are tightened as the manual says."

    def slow() -> Iterator[str]:
        if "stall" in user:
            time.sleep(3)  # one token that does not look at cancel, as a model reading a long prompt
        for i in range(400):
            time.sleep(0.05)
            yield f" word{i}"
    return slow()


_init = daemon_app.Appliance.__init__


def _scripted_init(self: daemon_app.Appliance, settings: Settings, *args: Any, **kwargs: Any) -> None:
    _init(self, replace(settings, answer=replace(settings.answer, draft=True)), *args, **kwargs)  # it drafts
    self.answerer.responder = ScriptedResponder(script)


if __name__ == "__main__":
    daemon_app.Appliance.__init__ = _scripted_init  # type: ignore[method-assign]
    main(["serve", *sys.argv[1:]])

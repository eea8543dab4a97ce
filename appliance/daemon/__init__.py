"""The appliance daemon: one process owning the event bus, the senses, the context manager and the answerer.

:mod:`.app` wires the parts (each sense optional and failure-isolated),
:mod:`.api` is the local HTTP API, :mod:`.metrics` its Prometheus figures,
:mod:`.client` the TUI's HTTP client and :mod:`.cli` the ``serve`` / ``tui`` /
``benchmark appliance`` commands.
"""

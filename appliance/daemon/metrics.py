"""Prometheus text-format metrics, written by hand (no client library: four series do not need one).

Exposed at ``GET /metrics``: query latency histograms (search and ask), the
embedding queue length per source type (files waiting for the index watcher,
scans waiting for OCR + embedding), index size per namespace and the
responder's last measured tokens/s.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any

BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)


@dataclass
class Histogram:
    """Cumulative-bucket histogram of seconds (the Prometheus layout)."""

    buckets: tuple[float, ...] = BUCKETS
    counts: list[int] = field(default_factory=lambda: [0] * (len(BUCKETS) + 1))
    total: float = 0.0
    n: int = 0

    def observe(self, seconds: float) -> None:
        for i, b in enumerate(self.buckets):
            if seconds <= b:
                self.counts[i] += 1
                break
        else:
            self.counts[-1] += 1
        self.total += seconds
        self.n += 1

    def lines(self, name: str, labels: str) -> list[str]:
        out, acc = [], 0
        for b, c in zip(self.buckets, self.counts):
            acc += c
            out.append(f'{name}_bucket{{{labels},le="{b:g}"}} {acc}')
        out.append(f'{name}_bucket{{{labels},le="+Inf"}} {self.n}')
        out.append(f"{name}_sum{{{labels}}} {self.total:.6f}")
        out.append(f"{name}_count{{{labels}}} {self.n}")
        return out


class Metrics:
    """Thread-safe counters the daemon updates; :meth:`render` writes the exposition text."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.latency: dict[str, Histogram] = {"search": Histogram(), "ask": Histogram()}
        self.queue: dict[str, int] = {"document": 0, "scan": 0}
        self.tokens_per_s: float = 0.0
        self.answers: dict[str, int] = {}

    def attach(self, bus: Any) -> "Metrics":
        """Follow the bus: search and answer latencies, answer routes, scans and re-index queue lengths."""
        bus.subscribe(lambda ev: self.observe("search", float(ev.data.get("seconds") or 0.0)), "search.done")

        def answered(ev: Any) -> None:
            self.observe("ask", float(ev.data.get("seconds") or 0.0))
            self.answered(str(ev.data.get("path")), ev.data.get("tokens_per_s"))

        bus.subscribe(answered, "answer.done")
        bus.subscribe(lambda ev: self.queue_add("scan", 1), "scanner.started")
        for done in ("ingest.stored", "ingest.failed", "scanner.error"):  # a scan waits until it is stored
            bus.subscribe(lambda ev: self.queue_add("scan", -1), done)

        def indexing(ev: Any) -> None:
            with self._lock:
                self.queue["document"] = max(0, int(ev.data.get("total") or 0) - int(ev.data.get("done") or 0))

        bus.subscribe(indexing, "index.progress")
        bus.subscribe(lambda ev: self.queue.update(document=0), "index.done")
        return self

    def observe(self, kind: str, seconds: float) -> None:
        with self._lock:
            self.latency.setdefault(kind, Histogram()).observe(seconds)

    def queue_add(self, source_type: str, n: int) -> None:
        with self._lock:
            self.queue[source_type] = max(0, self.queue.get(source_type, 0) + n)

    def answered(self, path: str, tokens_per_s: float | None) -> None:
        with self._lock:
            self.answers[path] = self.answers.get(path, 0) + 1
            if tokens_per_s:
                self.tokens_per_s = float(tokens_per_s)

    def render(self, index_sizes: dict[str, tuple[int, int]]) -> str:
        """``index_sizes``: namespace -> (bytes, slices)."""
        with self._lock:
            lines = ["# HELP openclaw_query_latency_seconds Time to answer a search or an ask request.",
                     "# TYPE openclaw_query_latency_seconds histogram"]
            for kind, h in sorted(self.latency.items()):
                lines += h.lines("openclaw_query_latency_seconds", f'kind="{kind}"')
            lines += ["# HELP openclaw_embedding_queue_length Items waiting to be parsed and embedded, by source type.",
                      "# TYPE openclaw_embedding_queue_length gauge"]
            lines += [f'openclaw_embedding_queue_length{{source_type="{k}"}} {v}' for k, v in sorted(self.queue.items())]
            lines += ["# HELP openclaw_responder_tokens_per_second Generation speed of the last LLM answer.",
                      "# TYPE openclaw_responder_tokens_per_second gauge",
                      f"openclaw_responder_tokens_per_second {self.tokens_per_s:.3f}",
                      "# HELP openclaw_answers_total Answers given, by path.",
                      "# TYPE openclaw_answers_total counter"]
            lines += [f'openclaw_answers_total{{path="{k}"}} {v}' for k, v in sorted(self.answers.items())]
        lines += ["# HELP openclaw_index_size_bytes Size of each namespace's index file.",
                  "# TYPE openclaw_index_size_bytes gauge"]
        lines += [f'openclaw_index_size_bytes{{namespace="{k}"}} {b}' for k, (b, _) in sorted(index_sizes.items())]
        lines += ["# HELP openclaw_index_slices Slices in each namespace's index.",
                  "# TYPE openclaw_index_slices gauge"]
        lines += [f'openclaw_index_slices{{namespace="{k}"}} {s}' for k, (_, s) in sorted(index_sizes.items())]
        return "\n".join(lines) + "\n"

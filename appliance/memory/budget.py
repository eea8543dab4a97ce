"""Caps and thresholds scaled to the model's window.

The figures OpenClaw uses on a 200 000-token window (20 000 characters per workspace file,
150 000 for all of them, a 20 000-token reserve and a 4 000-token soft threshold before
compaction) are scaled by ``answer.n_ctx / 200 000``, so the appliance's small model
(2 048 tokens) gets the same proportions: 205 characters per file, 1 536 in all, a
205-token reserve and a 41-token soft threshold. A setting other than 0 is used as it is.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..config import Settings

REFERENCE_WINDOW = 200_000
FILE_CHARS = 20_000
TOTAL_CHARS = 150_000
RESERVE_TOKENS = 20_000
SOFT_TOKENS = 4_000


def scaled(value_at_reference: int, n_ctx: int) -> int:
    return max(1, round(value_at_reference * n_ctx / REFERENCE_WINDOW))


@dataclass(frozen=True)
class Budget:
    n_ctx: int
    file_chars: int
    total_chars: int
    reserve_tokens: int
    soft_tokens: int
    fixed_tokens: int
    """What every prompt spends besides the history: evidence budget plus the longest answer."""

    @property
    def history_tokens(self) -> int:
        """Compaction point: the history may not grow beyond this."""
        return max(self.n_ctx - self.reserve_tokens - self.fixed_tokens, 0)

    @property
    def flush_tokens(self) -> int:
        """Memory-flush point: the soft threshold before compaction."""
        return max(self.history_tokens - self.soft_tokens, 0)


def budget(settings: Settings) -> Budget:
    m, a = settings.memory, settings.answer
    return Budget(a.n_ctx, m.file_max_chars or scaled(FILE_CHARS, a.n_ctx),
                  m.total_max_chars or scaled(TOTAL_CHARS, a.n_ctx),
                  m.reserve_tokens or scaled(RESERVE_TOKENS, a.n_ctx),
                  m.soft_threshold_tokens or scaled(SOFT_TOKENS, a.n_ctx),
                  a.context_tokens + a.max_tokens)

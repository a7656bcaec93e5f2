"""The result of a finished game, as a value."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Outcome:
    """Who won, each side's score, the victory level and why the game ended.

    `winners` is empty for a draw; several winners share a win.
    """

    winners: tuple[str, ...]
    scores: dict[str, float] = field(default_factory=dict)
    level: str = ""
    reason: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "winners": list(self.winners),
            "scores": dict(self.scores),
            "level": self.level,
            "reason": self.reason,
        }

"""Events: what happened, in one plain-English line, and who may see it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened in a game.

    `visible_to` is None when every side (and spectators) may see it, otherwise the sides
    that may. `rule` names the rule section applied, e.g. "6: Flag Captures".
    """

    kind: str
    text: str
    data: dict[str, Any] = field(default_factory=dict)
    rule: str = ""
    visible_to: frozenset[str] | None = None

    def visible(self, side: str | None) -> bool:
        """Whether `side` may see this event; side None is the umpire, who sees all."""
        return side is None or self.visible_to is None or side in self.visible_to

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "text": self.text, "data": self.data, "rule": self.rule}


def visible_events(events: list[Event], side: str | None) -> list[Event]:
    return [e for e in events if e.visible(side)]

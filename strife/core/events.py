"""Events: what happened, in one plain-English line, and who may see it."""

from __future__ import annotations

from types import MappingProxyType
from typing import Any, NamedTuple

_NO_DATA: MappingProxyType[str, Any] = MappingProxyType({})


class Event(NamedTuple):
    """Something that happened in a game.

    `visible_to` is None when every side (and spectators) may see it, otherwise the sides
    that may. `rule` names the rule section applied, e.g. "6. Flag Captures". An immutable
    tuple rather than a frozen dataclass: games make many events and a tuple is four times
    cheaper to build.
    """

    kind: str
    text: str
    data: Any = _NO_DATA
    rule: str = ""
    visible_to: frozenset[str] | None = None

    def visible(self, side: str | None) -> bool:
        """Whether `side` may see this event; side None is the umpire, who sees all."""
        return side is None or self.visible_to is None or side in self.visible_to

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "text": self.text, "data": dict(self.data), "rule": self.rule}


def visible_events(events: list[Event], side: str | None) -> list[Event]:
    return [e for e in events if e.visible(side)]

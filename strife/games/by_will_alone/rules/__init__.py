"""The rules of By Will Alone, one module per section; importing this package registers
every action and task rule with rules/registry.py."""

from strife.games.by_will_alone.rules import (
    conditions,
    devices,
    encounter,
    movement,
    news_crews,
    objectives,
    provocateurs,
    scoring,
    searching,
    spies,
)

__all__ = [
    "conditions",
    "devices",
    "encounter",
    "movement",
    "news_crews",
    "objectives",
    "provocateurs",
    "scoring",
    "searching",
    "spies",
]

"""The rules of By Will Alone, one module per section; importing this package registers
every action and task rule with rules/registry.py."""

from strife.games.by_will_alone.rules import (
    arresting,
    conditions,
    confronting,
    encounter,
    engineering,
    escalating,
    movement,
    news_crews,
    objectives,
    provocateurs,
    rallying,
    reinforcing,
    scoring,
    searching,
    spies,
    succession,
    withdrawal,
)

__all__ = [
    "arresting",
    "conditions",
    "confronting",
    "encounter",
    "engineering",
    "escalating",
    "movement",
    "news_crews",
    "objectives",
    "provocateurs",
    "rallying",
    "reinforcing",
    "scoring",
    "searching",
    "spies",
    "succession",
    "withdrawal",
]

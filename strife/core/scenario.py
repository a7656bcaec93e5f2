"""Scenarios: how a game starts, as data."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class OptionSpec:
    """An option a scenario accepts (an optional rule, a round limit...)."""

    name: str
    default: Any
    summary: str
    choices: tuple[Any, ...] = ()
    # The range of a number option (inclusive); None: no bound on that side.
    low: int | None = None
    high: int | None = None


@dataclass(frozen=True)
class Scenario:
    """A scenario: its id, title, the sides that play it, a summary and its options.

    `data` is the scenario's validated data as loaded (from the game's TOML or a user file);
    `builtin` says whether it ships with the game, in which case a record names it by id.
    """

    id: str
    title: str
    sides: tuple[str, ...]
    summary: str
    options: tuple[OptionSpec, ...] = ()
    data: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)
    builtin: bool = True

    def option(self, name: str) -> OptionSpec | None:
        return next((o for o in self.options if o.name == name), None)

"""Helpers for the Crisis 2000 rule tests: set a position from data, script the dice, play
actions and read the result.

Units are written "side region [count] type", e.g. "government california 2 high_tech";
side "pool" leaves them in the Recruiting Pool, region "neutralized" puts them in the side's
Neutralized Units box.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from typing import Any

import strife.games.crisis2000 as crisis2000
from strife.core.actions import Action
from strife.core.dice import ScriptedDice
from strife.core.events import Event
from strife.games.crisis2000.game import CrisisGame
from strife.games.crisis2000.model.state import CrisisState


@functools.cache
def game() -> CrisisGame:
    return crisis2000.game()


def scenario(
    units: Iterable[str] = (),
    *,
    active: str = "rebel",
    phase: str = "data",
    turn: int = 1,
    turns: int = 5,
    hands: dict[str, list[str]] | None = None,
    cup: list[str] | None = None,
    removed: Sequence[str] = (),
    victory: str = "standard",
) -> dict[str, Any]:
    position: dict[str, Any] = {
        "turn": turn,
        "active": active,
        "phase": phase,
        "units": list(units),
        "hands": hands or {},
        "removed": list(removed),
    }
    if cup is not None:
        position["cup"] = cup
    return {
        "id": "rule-test",
        "title": "rule test",
        "summary": "a position for a rule test",
        "turns": turns,
        "victory": victory,
        "position": position,
    }


def start(units: Iterable[str] = (), dice: Sequence[int] = (), **kw: Any) -> CrisisState:
    state = game().start(scenario(units, **kw), seed=0)
    state.dice = ScriptedDice(list(dice))
    return state


def play(state: CrisisState, *actions: Action) -> list[Event]:
    """Apply actions in turn, each by the side whose decision it is (each must be legal)."""
    events: list[Event] = []
    for action in actions:
        decision = state.decision()
        assert decision is not None, "the game is over"
        side = decision.sides[0]
        assert action in state.options(side), (
            f"{side} may not {action.label()}; options: {[a.label() for a in state.options(side)]}"
        )
        events += state.apply(side, action)
    return events


def units(state: CrisisState, side: str, where: str) -> dict[str, int]:
    out: dict[str, int] = {}
    for u in state.units_in(where, side):
        kind = state.table.kind[u]
        out[kind] = out.get(kind, 0) + 1
    return out


def kinds(events: list[Event], kind: str) -> list[Event]:
    return [e for e in events if e.kind == kind]


def waiting(state: CrisisState) -> tuple[str, str]:
    decision = state.decision()
    assert decision is not None
    return decision.sides[0], decision.prompt

"""Helpers for the POWER rule tests: set a position from data, play a round, read the result.

A position is a scenario dict (see strife/games/power/scenarios/schema.py). Pieces are written
compactly as "army loc piece" or "army loc 3T" (three Tanks), e.g. "yellow Y4 B".
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from typing import Any

import strife
from strife.core.actions import Action
from strife.core.events import Event
from strife.games.power.model.commands import Done
from strife.games.power.model.state import PowerState

FOUR = {"yellow": ["yellow"], "blue": ["blue"], "red": ["red"], "green": ["green"]}
TWO = {"north": ["yellow", "blue"], "south": ["red", "green"]}
THREE = {"yellow": ["yellow"], "blue": ["blue"], "red": ["red"]}


@functools.cache
def game() -> Any:
    return strife.load("power")


def placement(text: str) -> dict[str, Any]:
    """ "yellow Y4 2T" -> {"army": "yellow", "loc": "Y4", "piece": "T", "count": 2}."""
    army, loc, what = text.split()
    count = int(what[:-1]) if len(what) > 1 else 1
    return {"army": army, "loc": loc, "piece": what[-1], "count": count}


def scenario(
    pieces: Iterable[str] = (),
    *,
    players: int = 4,
    official: str | None = None,
    power_units: dict[str, int] | None = None,
    flags: dict[str, str] | None = None,
    pads: dict[str, list[Action]] | None = None,
    done: Sequence[str] = (),
    round: int = 1,
    round_limit: int = 0,
) -> dict[str, Any]:
    sides = {4: FOUR, 3: THREE, 2: TWO}[players]
    scen: dict[str, Any] = {
        "id": "rule-test",
        "title": "rule test",
        "summary": "a position for a rule test",
        "players": players,
        "sides": sides,
        "position": {
            "official": official or next(iter(sides)),
            "round": round,
            "pieces": [placement(p) for p in pieces],
            "power_units": power_units or {},
            "flags": flags or {},
            "pads": {army: [c.to_json() for c in cmds] for army, cmds in (pads or {}).items()},
            "done": list(done),
        },
        "round_limit": round_limit,
    }
    if players == 3:
        scen["mercenary"] = "green"
    return scen


def start(pieces: Iterable[str] = (), **kw: Any) -> PowerState:
    return game().start(scenario(pieces, **kw), seed=0)


def write(state: PowerState, side: str, *commands: Action) -> list[Event]:
    """Write commands on `side`'s pad (each must be among its options), without Done."""
    events: list[Event] = []
    for command in commands:
        assert command in state.options(side), f"{side} may not write {command.label()}"
        events += state.apply(side, command)
    return events


def play(state: PowerState, orders: dict[str, Sequence[Action]] | None = None) -> list[Event]:
    """Every side still planning writes its orders (none if not given) and lays down its pad;
    the round then runs to its end (or to the next choice). Returns every event."""
    orders = orders or {}
    events: list[Event] = []
    decision = state.decision()
    assert decision is not None
    for side in decision.sides:
        events += write(state, side, *orders.get(side, ()))
    for side in decision.sides:
        events += state.apply(side, Done())
    return events


def where(state: PowerState, army: str | None = None) -> dict[tuple[str, str, str], int]:
    """{(army, loc, piece): count} from the umpire view (statuses merged)."""
    out: dict[tuple[str, str, str], int] = {}
    for row in state.view(None)["pieces"]:
        if army is None or row["army"] == army:
            key = (row["army"], row["loc"], row["piece"])
            out[key] = out.get(key, 0) + row["count"]
    return out


def pieces_of(state: PowerState, army: str) -> dict[tuple[str, str], int]:
    return {(loc, piece): n for (_, loc, piece), n in where(state, army).items()}


def units(state: PowerState) -> dict[str, int]:
    return {army: info["power_units"] for army, info in state.view(None)["armies"].items()}


def kinds(events: list[Event], kind: str) -> list[Event]:
    return [e for e in events if e.kind == kind]


def texts(events: list[Event]) -> str:
    return "\n".join(e.text for e in events)

"""Helpers for the Civil Power engine tests: positions from data, scripted dice, and
playing a list of actions."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from strife.core.actions import Action
from strife.core.dice import ScriptedDice
from strife.core.events import Event
from strife.games.civil_power import game as make_game
from strife.games.civil_power.game import CivilPowerGame
from strife.games.civil_power.model.state import CivilPowerState
from strife.games.civil_power.setup.position_file import read_position

MAPS = Path(__file__).parent / "maps"
GAME: CivilPowerGame = make_game()


def map_path(name: str) -> str:
    return str(MAPS / f"{name}.toml")


def position(
    units: list[dict[str, Any]],
    dice: list[int] | None = None,
    options: dict[str, Any] | None = None,
    **fields: Any,
) -> CivilPowerState:
    """A state at the position given (defaults: the test grid, turn 1, 6 turns)."""
    data: dict[str, Any] = {"id": "test", "title": "test", "maps": "test-grid", "turns": 6}
    data.update(fields)
    data["units"] = units
    scenario = GAME.scenario_from_data(data, "test")
    p = read_position(data, "test")
    resolved = GAME.resolve_options(scenario, options)
    return GAME.start_position(scenario, p, resolved, 0, ScriptedDice(dice or []))


def unit(side: str, kind: str, area: str, **more: Any) -> dict[str, Any]:
    return {"side": side, "type": kind, "area": area, **more}


def play(s: CivilPowerState, side: str, *actions: Action) -> list[Event]:
    events: list[Event] = []
    for a in actions:
        events += s.apply(side, a)
    return events


def where(s: CivilPowerState, name: str) -> str:
    a = s.loc[s.unit_index[name]]
    return s.board.ids[a] if a >= 0 else str(a)


def kinds(events: list[Event], kind: str) -> list[Event]:
    return [e for e in events if e.kind == kind]

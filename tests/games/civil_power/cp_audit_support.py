"""Helpers for the rule-sentence audit's tests (docs/audit/civil-power.md): a position as
data started through the game's public `start`, dice scripted from then on, and actions
chosen from the offered options by their JSON form, so that these tests import nothing but
the game's entry point and survive a re-layout of its modules."""

from __future__ import annotations

from typing import Any

from strife.core.dice import ScriptedDice
from strife.core.events import Event
from strife.core.state import State
from strife.games.civil_power import game as make_game

GAME = make_game()


def start(
    units: list[dict[str, Any]],
    dice: list[int] | None = None,
    options: dict[str, Any] | None = None,
    **fields: Any,
) -> Any:
    """The game started at the position given (defaults: the test grid, turn 1, 6 turns),
    its dice scripted from then on."""
    data: dict[str, Any] = {"id": "audit", "title": "audit", "maps": "test-grid", "turns": 6}
    data.update(fields)
    data["units"] = units
    s = GAME.start(data, options=options)
    s.dice = ScriptedDice(dice or [])
    return s


def unit(side: str, kind: str, area: str, **more: Any) -> dict[str, Any]:
    return {"side": side, "type": kind, "area": area, **more}


def _matches(option: Any, kind: str, fields: dict[str, Any]) -> bool:
    obj = option.to_json()
    return obj["kind"] == kind and all(obj.get(k) == v for k, v in fields.items())


def offered(s: State, side: str, kind: str, **fields: Any) -> bool:
    """Whether `side` is offered an action of this kind with these fields."""
    return any(_matches(o, kind, fields) for o in s.options(side))


def act(s: State, side: str, kind: str, **fields: Any) -> list[Event]:
    """Apply the one offered action of this kind with these fields; an error names what
    was offered instead."""
    found = [o for o in s.options(side) if _matches(o, kind, fields)]
    if len(found) != 1:
        listed = ", ".join(o.label() for o in s.options(side))
        raise AssertionError(f"{side}: {len(found)} options {kind} {fields}; offered: {listed}")
    return list(s.apply(side, found[0]))


def of(events: list[Event], kind: str) -> list[Event]:
    return [e for e in events if e.kind == kind]


def seen(s: Any, name: str) -> dict[str, Any]:
    """Unit `name` as the whole view shows it (its area "eliminated" or "off map" when gone)."""
    for u in s.view(None)["units"]:
        if u["id"] == name:
            return dict(u)
    return {}

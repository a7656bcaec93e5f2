"""Units placed on the map at the start of a phase rather than moved in across its edge
(rulings S-19, S-26): II-7 "The Police player may enter 2 units each turn in the Gas and
Fire Check Phase, at the Barracks"; II-2 "Reinforcement units may be placed in any area of
any building, not adjacent to Police units, at the beginning of the player's Fire Combat
Phase".

Such a unit waits off the map (`loc` WAITING) with entry turn 0, so no Movement Phase offers
it; `state.marks` holds "arrive|<phase>|<unit>" = the first Game-turn it is due. At the start
of that phase ("gasfire": the Mutual Gas and Fire Check Phase; "fire": its own side's Fire
Combat Phase) of that turn or a later one, its owner places it: a PLACE_ARRIVAL task whose
options are the areas it may stand in now (`areas`). A unit with nowhere to go waits for the
next such phase.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from strife.core.actions import Action
from strife.core.events import Event
from strife.games.civil_power.model.values import (
    FIRE,
    GASFIRE,
    PLACE_ARRIVAL,
    WAITING,
    Task,
)
from strife.games.civil_power.rules import area_entry
from strife.games.civil_power.rules.entering import may_stop_given
from strife.games.civil_power.scenarios import hooks as scenario_hooks
from strife.games.civil_power.scenarios import sewers

if TYPE_CHECKING:
    from strife.games.civil_power.model.state import CivilPowerState

PHASES = (GASFIRE, FIRE)
PREFIX = "arrive|"
RULING = {GASFIRE: "S-19", FIRE: "S-26"}


def arrival_key(phase: str, u: int) -> str:
    """The `marks` key saying unit `u` is placed at the start of `phase`."""
    if phase not in PHASES:
        raise ValueError(f"arrival phase {phase!r} (one of {PHASES})")
    return f"{PREFIX}{phase}|{u}"


def expect(s: CivilPowerState, u: int, phase: str, turn: int) -> None:
    """Unit `u` (waiting, entry turn 0) is to be placed at the start of `phase` from `turn`."""
    s.marks[arrival_key(phase, u)] = turn


def _pending(s: CivilPowerState) -> list[tuple[str, int, int]]:
    """(phase, unit, first turn) of every unit still to be placed."""
    out = []
    for key, turn in s.marks.items():
        if key.startswith(PREFIX):
            _, phase, unit = key.split("|")
            out.append((phase, int(unit), turn))
    return out


def entering(s: CivilPowerState, u: int) -> dict[str, Any]:
    """For the view of a waiting unit: the first turn it may come on, its areas, and for one
    that is placed rather than moved in, the phase at whose start ("gasfire", "fire")."""
    turn, areas = s.entry[u]
    placed = ""
    for phase in PHASES:
        due = s.marks.get(arrival_key(phase, u))
        if due is not None:
            turn, placed = due, phase
    return {"turn": turn, "areas": [s.board.ids[a] for a in areas], "placed": placed}


def begin(s: CivilPowerState, phase: str) -> None:
    """At the start of `phase`: one task for each unit due to be placed now, in unit order
    (in a Fire Combat Phase only the phasing side's)."""
    if not any(key.startswith(PREFIX) for key in s.marks):
        return
    due = sorted(
        u
        for p, u, turn in _pending(s)
        if p == phase
        and turn <= s.turn
        and s.loc[u] == WAITING
        and (phase != FIRE or s.side_of[u] == s.active)
    )
    s.push(*(Task(PLACE_ARRIVAL, side=s.side_of[u], unit=u) for u in due))


def areas(s: CivilPowerState, u: int) -> list[int]:
    """Where unit `u` may be placed now: one of its entry areas with no Fire (6.5), of a
    terrain it may enter (4.2; I-1 no buildings), without units of another side (it is
    placed, it does not attack), within the stacking limit (4.1), and as the scenario allows
    (II-2: not in or next to a Police unit's area)."""
    t = s.kind[u]
    side = s.side_of[u]
    board = s.board
    buildings = t.enters_buildings and scenario_hooks.may_enter_building(s)
    barred = scenario_hooks.arrival_barred(s, u)
    escorts = scenario_hooks.escorts(s)
    out = []
    for a in s.entry[u][1]:
        if a in s.fires or (board.is_building[a] and not buildings) or a in barred:
            continue
        if any(s.side_of[v] != side for v in s.at(a)):
            continue
        if may_stop_given(s, u, a, escorts):
            out.append(a)
    return out


def options(s: CivilPowerState, task: Task) -> list[Action]:
    reveals = sewers.reveal_actions(s.board)
    return [reveals[a] for a in areas(s, task.unit)]


def place(s: CivilPowerState, u: int, a: int, events: list[Event]) -> None:
    """Unit `u` arrives in area `a` at street level (like a unit coming out of the sewers);
    entering a building reveals the enemy's hidden units there (8.4), and a Mob unit in a
    Gas area checks morale at once (6.1)."""
    phase = next((p for p in PHASES if arrival_key(p, u) in s.marks), GASFIRE)
    s.marks.pop(arrival_key(phase, u), None)
    s.level[u] = 0
    s.put(u, a)
    events.append(
        Event("arrives", f"{s.unit_name(u)} arrives in {s.area_name(a)}",
              {"unit": s.names[u], "area": s.area_name(a)}, RULING[phase])
    )  # fmt: skip
    area_entry.entered(s, u, a, events)

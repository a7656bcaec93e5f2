"""8.1 Baton Rounds: "Shock combat at a distance". All Police squads of one class (Reserve,
Line or Tactical; not Unarmed Reserve) fire their Shock strength instead of their Fire
strength, at EL 1+, up to three areas, on a LOS free of units, never at units in a building
or across a Barricade or hedge. The attack is resolved on the Shock CRT, -1 per area to the
farthest firer (at most -3), with the Fire combat modifiers (the example's +2 for a Crowd);
the defender does not roll and the target makes no Fire combat Morale Check, only the one
its Shock result calls for.

The class is the scenario option `baton_class` ("" = not used)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.events import Event
from strife.games.civil_power.model.tables import downgrade_shock
from strife.games.civil_power.model.units import CROWD, GROUP
from strife.games.civil_power.model.values import MORALE, RETREAT, Task
from strife.games.civil_power.rules import los, morale

if TYPE_CHECKING:
    from strife.games.civil_power.model.state import CivilPowerState

RANGE = 3
AREAS = {"-": 0, "M": 0, "1": 1, "2": 2, "X": 2}


def armed(s: CivilPowerState, u: int) -> bool:
    """Whether unit `u` fires baton rounds (8.1)."""
    cls = s.baton_class
    return bool(cls) and s.kind[u].squad_class == cls and s.police_of(u)


def may_target(s: CivilPowerState, u: int, v: int) -> bool:
    a, b = s.loc[u], s.loc[v]
    if b < 0 or s.side_of[v] == s.side_of[u] or s.kind[v].tv_crew:
        return False
    if s.board.is_building[b]:
        return False
    d = s.board.distance(a, b)
    if d > RANGE or d == 0:
        return False
    line = s.board.line(a, b)
    for group in line.groups:
        if all(any(s.kind[w].size in (GROUP, CROWD) for w in s.at(x)) for x in group):
            return False  # a LOS free of units, friendly or enemy
    walls = s.barricades | s.board.hedges
    crossed = [k for routes in line.side_groups for route in routes for k in route]
    crossed += [*line.target_sides, *line.firer_sides]
    if any(k in walls for k in crossed):
        return False
    return los.clear(s, a, b, max(los.eye(s, u), los.eye(s, v)))


def resolve(s: CivilPowerState, firers: tuple[int, ...], v: int, reduce: int,
            events: list[Event]) -> None:  # fmt: skip
    total = max(1, sum(s.kind[f].shock for f in firers) - reduce)
    crt = s.tables.shock
    col = crt.column(total)
    from strife.games.civil_power.rules.fire_combat import fire_drm, tv_nearby

    mod, why = fire_drm(s, firers, v)
    far = max(s.board.distance(s.loc[f], s.loc[v]) for f in firers)
    rng = max(s.tables.shock_drm.baton_range_max, s.tables.shock_drm.baton_range * far)
    if rng:
        mod += rng
        why.append(f"range {rng:+d}")
    roll = s.dice.roll(6)
    result = crt.result(col, roll + mod)
    if tv_nearby(s, firers) and result != "-":
        result = downgrade_shock(result)
        why.append("TV Crew: one level down")
    mods = f" ({', '.join(why)})" if why else ""
    events.append(
        Event(
            "baton",
            f"{' + '.join(s.names[f] for f in firers)} fire baton rounds at {s.unit_name(v)} "
            f"with {total} on the {crt.columns[col]} Shock column: {roll}{mods} = "
            f"{roll + mod}: result {result}",
            {"target": s.names[v], "strength": total, "column": crt.columns[col],
             "roll": roll, "drm": mod, "result": result},
            "8.1",
        )
    )  # fmt: skip
    if result == "-":
        return
    t = s.kind[v]
    if result == "X" and not t.vehicle:
        morale.casualties(s, s.active, 2 if t.crowd else 1, 0, v, events, "8.1")
    n = AREAS[result]
    if t.vehicle:
        return
    if n:
        s.push(Task(RETREAT, side=s.active, unit=v, area=s.loc[v], level=s.level[v], n=n,
                    mc="shock"))  # fmt: skip
    else:
        s.push(Task(MORALE, side=s.side_of[v], unit=v, area=s.loc[v], mc="shock"))

"""2.3 the secret force selections: the options for a side's force (a standard package, or
units and items bought within the scenario's limits, substitutions, free choices, Hidden
Setup), applying a choice, and revealing the selections once every side has chosen."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.errors import StrifeError
from strife.core.events import Event
from strife.games.civil_power.model.actions import (
    DONE,
    Buy,
    Done,
    FreeChoice,
    Swap,
    TakePackage,
)
from strife.games.civil_power.setup.deployment import (
    groups,
)
from strife.games.civil_power.setup.forces import (
    HIDDEN_SETUP,
    Force,
    ForceError,
    build_force,
    buyable,
    unit_types,
)
from strife.games.civil_power.setup.pregame.records import RULE, Pregame, Selection, scenario_of

if TYPE_CHECKING:
    pass


def _builds(pg: Pregame, side: str, sel: Selection) -> Force | None:
    spec = scenario_of(pg).side(side)
    try:
        force = build_force(spec.forces, sel.choice(), side, spec.role, scenario_of(pg).riot)
        groups(scenario_of(pg), side, force)
    except StrifeError:
        return None
    return force


def force_options(pg: Pregame, side: str) -> list[Action]:
    sel = pg.selections[side]
    spec = scenario_of(pg).side(side)
    forces = spec.forces
    out: list[Action] = []
    if not sel.started() and forces.packages:
        out += [TakePackage(p) for p in forces.packages]
    if forces.free_choice and sel.free_choice is None:
        for i, units in enumerate(forces.free_choice):
            text = " and ".join(f"{n} {unit_types()[k].name}" for k, n in sorted(units.items()))
            out.append(FreeChoice(i, text))
    # 8.4 Hidden Setup is bought with points, or free where the scenario says so (II-1,
    # II-2), with a package or a fixed force too.
    allowed = {HIDDEN_SETUP}
    if sel.package is None and forces.points is not None:
        allowed |= buyable(forces, spec.role, scenario_of(pg).riot)
    for thing in sorted(allowed):
        if _builds(pg, side, _bought(sel, thing)) is not None:
            out.append(Buy(thing))
    if sel.package is not None or forces.fixed:
        for sub in forces.substitute:
            key = f"{sub.replace}>{sub.by}"
            more = sel.copy()
            more.swaps[key] = more.swaps.get(key, 0) + 1
            if _builds(pg, side, more) is not None:
                out.append(Swap(key))
    complete = sel.package is not None or not forces.packages or forces.points is not None
    if (forces.free_choice and sel.free_choice is None) or not complete:
        return out
    if _builds(pg, side, sel) is not None:
        out.append(DONE)
    return out


def _bought(sel: Selection, thing: str) -> Selection:
    more = sel.copy()
    if thing == HIDDEN_SETUP:
        more.hidden += 1
    elif thing in unit_types():
        more.units[thing] = more.units.get(thing, 0) + 1
    else:
        more.items[thing] = more.items.get(thing, 0) + 1
    return more


def apply_force(pg: Pregame, side: str, action: Action, events: list[Event]) -> None:
    sel = pg.selections[side]
    if isinstance(action, TakePackage):
        sel.package = action.package
    elif isinstance(action, Buy):
        pg.selections[side] = sel = _bought(sel, action.thing)
    elif isinstance(action, Swap):
        sel.swaps[action.key] = sel.swaps.get(action.key, 0) + 1
    elif isinstance(action, FreeChoice):
        sel.free_choice = action.index
    elif isinstance(action, Done):
        sel.done = True
        events.append(Event("setup", f"{side} has written down its force selection", {}, RULE))
    if all(x.done for x in pg.selections.values()):
        reveal(pg, events)


def reveal(pg: Pregame, events: list[Event]) -> None:
    """Every side has written its force down: the forces are built and shown."""
    pg.forces = {}
    for spec in scenario_of(pg).sides:
        force = _builds(pg, spec.id, pg.selections[spec.id])
        if force is None:  # each was checked when its Done was offered
            raise ForceError(f"{spec.id}: the force selection does not build")
        pg.forces[spec.id] = force
    for x, force in pg.forces.items():
        shown = ", ".join(f"{n} {k}" for k, n in sorted(force.units.items()))
        events.append(Event("setup", f"{x}'s force: {shown} ({force.points} points)", {}, RULE))

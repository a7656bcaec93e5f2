"""From a rulebook scenario to the engine's starting position (`PositionFile` data).

`position_data` writes a position from a scenario, each side's Force and its set-up
(units placed, edges chosen). `standard_position` makes the choices itself: each side takes
its scenario's first package (or its fixed force) and sets up by `auto_setup`, a spread,
deterministic placement in its zones. That is what `game.start("I-6")` plays by default;
with the option `setup = "players"` the players make those choices as decisions
(setup/pregame/), which end in `position_data` too.

Scenarios with two Mob players (I-3, I-5, II-5) name their sides in the position
(`sides`, `order`: rulings N-1, N-2), with each Mob's Molotovs and (I-5) TDN, and the
neighbourhoods chosen as `marks`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from strife.core.errors import StrifeError
from strife.games.civil_power.model.board import Board, side_key
from strife.games.civil_power.scenarios.rules import tdn
from strife.games.civil_power.scenarios.schema import SCENARIO_IDS, ScenarioFile, builtin
from strife.games.civil_power.setup.deployment import (
    Placed,
    board_for,
    entry_choices,
    groups,
    neighbourhoods,
    position_units,
    setup_areas,
)
from strife.games.civil_power.setup.forces import Force, ForceChoice, build_force, cost, unit_types

ENGINE_SIDES = ("Mob", "Police")
# The rulebook scenarios the engine plays: all of them (three sides: rulings N-1..N-10).
PLAYABLE = SCENARIO_IDS
# II-1 and II-7 last until a special rule ends them; a position needs a last turn, so they
# carry this safety cap (ruling S-13).
INDETERMINATE_CAP = 50
BATON_CLASSES = ("Reserve", "Line", "Tactical")  # 8.1: Unarmed Reserves may not
SPREAD = 7  # auto_setup takes every 7th legal area, so units spread over their zone


def default_choices(scenario: ScenarioFile) -> dict[str, ForceChoice]:
    """Each side's first offered package, or its fixed force."""
    return {
        s.id: ForceChoice(package=s.forces.packages[0] if s.forces.packages else None)
        for s in scenario.sides
    }


def package_choices(scenario: ScenarioFile) -> dict[str, tuple[str, ...]]:
    """Per side, the packages it may choose between (sides with one or none are left out):
    the choices a front end can offer before `standard_position(sid, choices)`."""
    return {s.id: tuple(s.forces.packages) for s in scenario.sides if len(s.forces.packages) > 1}


def forces_for(
    scenario: ScenarioFile, choices: Mapping[str, ForceChoice] | None = None
) -> dict[str, Force]:
    chosen = default_choices(scenario) | dict(choices or {})
    return {
        s.id: build_force(s.forces, chosen[s.id], s.id, s.role, scenario.riot)
        for s in scenario.sides
    }


def auto_setup(
    scenario: ScenarioFile, forces: Mapping[str, Force], *, mob_entered: bool = True
) -> tuple[dict[str, list[Placed]], dict[str, str]]:
    """Every side that sets up places its units in set-up order, Crowds first, each in
    every SPREAD-th legal area; Mobs with neighbourhoods take different quadrants. Returns
    the placements and the neighbourhoods chosen."""
    board = board_for(scenario.maps)
    quads = iter(sorted(neighbourhoods(board)))
    placed: dict[str, list[Placed]] = {}
    chosen: dict[str, str] = {}
    everyone: list[Placed] = []
    types = unit_types()
    for side in sorted(scenario.sides, key=lambda x: x.setup_order):
        if not side.setup_order:
            continue
        quad = ""
        if any(d.setup and d.setup.neighbourhood for d in side.deploy):
            quad = chosen[side.id] = next(quads)
        mine: list[Placed] = []
        step = 0
        for g in groups(scenario, side.id, forces[side.id], mob_entered=mob_entered):
            if g.deployment.setup is None:
                continue
            for kind in sorted(g.units, key=lambda k: (not types[k].crowd, k)):
                legal = setup_areas(
                    board, scenario, side.id, g, kind, everyone + mine, neighbourhood=quad
                )
                if not legal:
                    raise StrifeError(f"{scenario.id}: no area left for {side.id} {kind}")
                mine.append(Placed(side.id, kind, legal[(step * SPREAD) % len(legal)], g.index))
                step += 1
        placed[side.id] = mine
        everyone += mine
    return placed, chosen


def _barricade_sides(board: Board, areas: Sequence[int], count: int) -> list[str]:
    """Barricades (6.2) for a side that set up: on the open sides of its areas, each
    area's northern and southern sides first (ruling S-14: the automatic set-up's choice;
    players choose their own)."""
    out: list[str] = []
    seen: set[int] = set()
    for a in areas:
        for n in board.orth[a]:
            if len(out) == count:
                return out
            key = side_key(a, n)
            if n in areas or key in seen:
                continue
            seen.add(key)
            out.append(f"{board.ids[a]}|{board.ids[n]}")
    return out


def position_data(
    scenario: ScenarioFile,
    forces: Mapping[str, Force],
    placed: Mapping[str, Sequence[Placed]],
    edges: Mapping[str, Mapping[int, Sequence[str]]] | None = None,
    *,
    mob_entered: bool = True,
) -> dict[str, Any]:
    """The scenario as the engine's position data (setup.position_file.PositionFile)."""
    board = board_for(scenario.maps)
    units: list[dict[str, Any]] = []
    barricades: list[str] = []
    barriers: list[str] = []
    for side in scenario.sides:
        force = forces[side.id]
        mine = list(placed.get(side.id, ()))
        units += side_units(scenario, side.id, force, mine, (edges or {}).get(side.id, {}),
                            mob_entered=mob_entered)  # fmt: skip
        areas = sorted({p.area for p in mine})
        barricades += _barricade_sides(board, areas, force.items.get("barricade", 0))
        barriers += _barricade_sides(board, areas, force.items.get("barrier", 0))
    # 8.9 "10% of their 'points' used for purchase": a fixed force (I-1, II-3) is worth what
    # its units and items would cost (ruling S-34).
    forces_points = {s: f.points or cost(f.units, f.items) for s, f in forces.items()}
    mobs, police = scenario.mobs, scenario.police
    two_sided = sorted(s.id for s in scenario.sides) == sorted(ENGINE_SIDES)
    more: dict[str, Any] = {}
    if not two_sided:  # rulings N-1, N-2, N-9
        more["sides"] = {s.id: "Mob" if s.role == "mob" else "Police" for s in scenario.sides}
        more["order"] = list(scenario.turn_order)
        more["first_mob_chosen"] = scenario.first_mob_chosen
        more["molotovs_by"] = {m: forces[m].items.get("molotov", 0) for m in mobs}
        if police is None:  # I-5: each Mob its own TDN
            more["tdn_by"] = {m: tdn(scenario, m, forces_points) for m in mobs}
    if police is not None and "baton-rounds" in scenario.permitted_weapons:
        more["baton_class"] = baton_class(forces[police])  # II-7 (ruling S-32)
    return more | {
        "id": scenario.id,
        "title": scenario.title,
        "summary": scenario.summary,
        "maps": scenario.maps,
        "turns": scenario.turns or INDETERMINATE_CAP,
        "night_from": scenario.night_from or 0,
        "first": scenario.turn_order[0],
        "engagement": {s.id: s.engagement_level for s in scenario.sides},
        "gas": forces[police].items.get("gas_grenade", 0) if police else 0,
        "molotovs": forces["Mob"].items.get("molotov", 0) if two_sided else 0,
        "barricades": sorted(set(barricades)),
        "barriers": sorted(set(barriers) - set(barricades)),
        "units": units,
        "tdn": tdn(scenario, mobs[0], forces_points),
    }


def baton_class(force: Force) -> str:
    """II-7 "The player may use baton rounds" (8.1: "all units of one class of their
    squads"): the class the force has most squads of, Reserve before Line before Tactical on
    a tie ("" if none); ruling S-32."""
    types = unit_types()
    count = dict.fromkeys(BATON_CLASSES, 0)
    for kind, n in force.units.items():
        if types[kind].squad_class in count:
            count[types[kind].squad_class] += n
    best = max(BATON_CLASSES, key=lambda c: (count[c], -BATON_CLASSES.index(c)))
    return best if count[best] else ""


def side_units(
    scenario: ScenarioFile,
    side: str,
    force: Force,
    placed: Sequence[Placed],
    edges: Mapping[int, Sequence[str]],
    *,
    mob_entered: bool = True,
) -> list[dict[str, Any]]:
    """One side's unit entries of the position, in order: those set up, those entering (by
    the edges chosen, else the first allowed), those arriving; Gas Guns given out."""
    board = board_for(scenario.maps)
    chosen = dict(edges)
    for g in groups(scenario, side, force, mob_entered=mob_entered):
        if g.deployment.enter is not None and g.index not in chosen:
            chosen[g.index] = entry_choices(board, g.deployment.enter)[0]
    entries = position_units(board, scenario, side, force, placed, chosen,
                             mob_entered=mob_entered)  # fmt: skip
    _give_gas_guns(entries, force.items.get("gas_gun", 0))
    return entries


def _give_gas_guns(entries: list[dict[str, Any]], guns: int) -> None:
    """6.1.1: Gas Guns go to Police Groups, then Water Cannon or Helicopters, one each."""
    types = unit_types()
    order = sorted(
        range(len(entries)),
        key=lambda i: (not types[str(entries[i]["type"])].group, i),
    )
    for i in order:
        if guns <= 0:
            return
        t = types[str(entries[i]["type"])]
        if t.side == "Police" and (t.group or t.water_cannon or t.helicopter):
            entries[i]["gas_gun"] = True
            guns -= 1


def standard_position(
    scenario_id: str, choices: Mapping[str, ForceChoice] | None = None
) -> dict[str, Any]:
    """A rulebook scenario ready to play: packages (or the given choices) and the
    automatic set-up."""
    scenario = builtin(scenario_id)
    forces = forces_for(scenario, choices)
    placed, chosen = auto_setup(scenario, forces)
    data = position_data(scenario, forces, placed)
    if chosen:  # I-3, II-5: the neighbourhoods, as hooks.py reads them
        data["marks"] = {f"quadrant|{side}|{name}": 1 for side, name in chosen.items()}
    return data


def recommended_options(scenario: ScenarioFile) -> dict[str, bool]:
    """The optional rules a scenario asks for: ALL SCENARIOS "The Tactical Disintegration
    rule is strongly suggested" (I-5 and II-7 require it, II-1 cannot use it); II-4 suggests
    Overreaction; II-1 does not use Extended Range."""
    return {
        "tactical_disintegration": scenario.tactical_disintegration != "not-used",
        "overreaction": scenario.overreaction == "suggested",
        "extended_range": False,
    }

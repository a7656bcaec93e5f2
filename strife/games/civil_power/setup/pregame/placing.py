"""2.3 the set-up: the areas the next unit may be placed in (hidden ones in a building,
8.4), the sides of areas Barricades and Barriers stand on, units loaded into Trucks at the
start (8.12), and the position written out from it all."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from strife.core.actions import Action
from strife.core.errors import StrifeError
from strife.games.civil_power.model.actions import (
    LoadAtStart,
    Place,
)
from strife.games.civil_power.model.board import side_areas, side_key
from strife.games.civil_power.setup.deployment import (
    Placed,
    board_for,
    groups,
    setup_areas,
    zone_areas,
)
from strife.games.civil_power.setup.forces import (
    unit_types,
)
from strife.games.civil_power.setup.pregame.records import RULE, Need, Pregame, scenario_of

if TYPE_CHECKING:
    pass


def place_options(pg: Pregame, n: Need) -> list[Action]:
    assert n.group is not None and pg.forces is not None
    side = n.sides[0]
    board = board_for(scenario_of(pg).maps)
    legal = setup_areas(
        board,
        scenario_of(pg),
        side,
        n.group,
        n.kind,
        pg.placed,
        neighbourhood=pg.quads.get(side, ""),
    )
    if not legal:
        raise StrifeError(
            f"{RULE}: no area left where {side} may set up a {unit_types()[n.kind].name}"
        )
    out: list[Action] = [Place(board.ids[a], False) for a in legal]
    if _may_hide(pg, side, n):
        out += [Place(board.ids[a], True) for a in legal if board.is_building[a]]
    return out


def _may_hide(pg: Pregame, side: str, n: Need) -> bool:
    """8.4: a unit bought Hidden Setup for sets up hidden in a building (Punks and Snipers;
    any unit where the scenario says so)."""
    assert pg.forces is not None and n.group is not None
    used = sum(1 for p in pg.placed if p.side == side and p.hidden)
    if used >= pg.forces[side].hidden or not n.group.deployment.hidden_allowed:
        return False
    t = unit_types()[n.kind]
    if scenario_of(pg).side(side).forces.hidden_any_unit:
        return t.enters_buildings
    return t.punk or t.sniper


def feature_sides(pg: Pregame, side: str, step: str) -> list[str]:
    """The area sides a Barricade or Barrier may stand on: any side of an area of the
    side's set-up zones (ruling S-14a) not already holding one."""
    assert pg.forces is not None
    board = board_for(scenario_of(pg).maps)
    others: dict[str, list[int]] = {}
    for p in pg.placed:
        others.setdefault(p.side, []).append(p.area)
    areas: set[int] = set()
    for g in groups(scenario_of(pg), side, pg.forces[side]):
        if g.deployment.setup is not None:
            areas |= zone_areas(
                board, g.deployment.setup, neighbourhood=pg.quads.get(side, ""), others=others
            )
    taken = {x.split(":", 1)[1] for x in (*pg.barricades, *pg.barriers)}
    out: set[str] = set()
    for a in areas:
        for b in board.orth[a]:
            x, y = side_areas(side_key(a, b))
            text = f"{board.ids[x]}|{board.ids[y]}"
            if text not in taken:
                out.add(text)
    return sorted(out)


def entries(pg: Pregame, side: str) -> list[dict[str, Any]]:
    """The side's unit entries as the position will list them (scenarios.start.side_units)."""
    from strife.games.civil_power.scenarios.start import side_units

    assert pg.forces is not None
    mine = [p for p in pg.placed if p.side == side]
    return side_units(scenario_of(pg), side, pg.forces[side], mine, pg.edges.get(side, {}))


def load_options(pg: Pregame, side: str) -> list[Action]:
    """Every unit that may start aboard a Truck (one Group or any number of Snipers) or a
    Helicopter without a Gas Gun (one Sniper or one ADS) of its own side that sets up in
    the same area, or enters with it."""
    if pg.forces is None:
        return []
    types = unit_types()
    if not any(types[k].id in ("truck", "helicopter") for k in pg.forces[side].units):
        return []
    units = entries(pg, side)
    loads = pg.loads.get(side, [])
    aboard: dict[int, list[str]] = {}
    for p, c in loads:
        aboard.setdefault(c, []).append(str(units[p]["type"]))
    taken = {p for p, _ in loads} | set(aboard)
    out: list[Action] = []
    for c, carrier in enumerate(units):
        kind = types[str(carrier["type"])]
        if kind.id not in ("truck", "helicopter") or carrier.get("hidden"):
            continue
        for p, unit in enumerate(units):
            t = types[str(unit["type"])]
            if p == c or p in taken or t.id in ("truck", "helicopter") or unit.get("hidden"):
                continue
            if not _together(carrier, unit) or not _room(kind.id, carrier, aboard.get(c, []), t.id):
                continue
            where = carrier.get("area") or "entering"
            what = f"{t.name} ({p + 1}) aboard the {kind.name} ({c + 1}, {where})"
            out.append(LoadAtStart(p, c, what))
    return out


def _together(carrier: dict[str, Any], unit: dict[str, Any]) -> bool:
    """Set up in the same area, or entering by the same areas on the same turns."""
    if carrier.get("area"):
        return bool(unit.get("area") == carrier["area"])
    keys = ("enter", "enter_turn", "enter_by")
    return not unit.get("area") and all(unit.get(k) == carrier.get(k) for k in keys)


def _room(carrier: str, entry: dict[str, Any], aboard: list[str], kind: str) -> bool:
    from strife.games.civil_power.rules.optional.trucks import room

    t, types = unit_types()[kind], unit_types()
    if carrier == "helicopter":  # 8.6: one Gas Gun, Sniper or ADS
        return not aboard and not entry.get("gas_gun") and (t.sniper or t.ads)
    return room([types[k] for k in aboard], t)


def _with_loads(pg: Pregame, units: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The position's units with each side's passengers marked and listed right after their
    carrier (a passenger boards "the nearest Truck listed before it")."""
    out: list[dict[str, Any]] = []
    for side in dict.fromkeys(str(u["side"]) for u in units):
        mine = [dict(u) for u in units if u["side"] == side]
        loads = dict(pg.loads.get(side, []))
        for p in loads:
            mine[p]["in_truck"] = True
        for i, unit in enumerate(mine):
            if i in loads:
                continue
            out.append(unit)
            out += [mine[p] for p, c in sorted(loads.items()) if c == i]
    return out


def position(pg: Pregame, standard: dict[str, Any]) -> dict[str, Any]:
    """The position the choices make (PositionFile data); `standard` is the
    scenario's standard position, whose rules and flags carry over."""
    from strife.games.civil_power.scenarios.start import position_data

    if pg.scenario is not None:
        assert pg.forces is not None
        by_side: dict[str, list[Placed]] = {}
        for p in pg.placed:
            by_side.setdefault(p.side, []).append(p)
        data = position_data(pg.scenario, pg.forces, by_side, pg.edges)
        data["units"] = _with_loads(pg, data["units"])
        data["barricades"] = sorted({x.split(":", 1)[1] for x in pg.barricades})
        data["barriers"] = sorted(
            {x.split(":", 1)[1] for x in pg.barriers} - set(data["barricades"])
        )
        if pg.quads:
            data["marks"] = {f"quadrant|{side}|{q}": 1 for side, q in pg.quads.items()}
        for key in ("rules", "sewers"):
            if key in standard:
                data[key] = standard[key]
    else:
        data = dict(standard)
    if pg.order is not None:
        data["order"] = list(pg.order)
        data["first"] = pg.order[0]
        data["first_mob_chosen"] = False  # chosen: the position now names the order
    return data

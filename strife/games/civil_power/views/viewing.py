"""What each side may see. Everything on the map is in plain sight. Secret: the other side's
hidden units (8.4: left out of the view entirely) and a Shock combat choice it has already
made (5.4.1: the two sides' rolls are simultaneous)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from strife.core.actions import Action
from strife.games.civil_power.model.board import side_areas
from strife.games.civil_power.model.values import (
    ABOARD,
    CRANKED,
    ELIMINATED,
    FIRED,
    HIDDEN,
    MOVED,
    OFF_MAP,
    PHASE_NAMES,
    SUPPRESSED,
    WAITING,
)
from strife.games.civil_power.rules import victory
from strife.games.civil_power.scenarios import arrivals
from strife.games.civil_power.scenarios import records as scenario_records
from strife.games.civil_power.views.attack_view import attack_view

if TYPE_CHECKING:
    from strife.games.civil_power.model.state import CivilPowerState

WHERE = {OFF_MAP: "off map", ELIMINATED: "eliminated", WAITING: "waiting", HIDDEN: "hidden",
         ABOARD: "aboard"}  # fmt: skip


def view(s: CivilPowerState, side: str | None, spectator: bool = False) -> dict[str, Any]:
    """The view of `side` (None: the umpire, who sees all). A spectator sees only what every
    side sees: no side's hidden or sewer units, no Shock choice, no one side's events."""
    board = s.board
    units = []
    for u in range(len(s.loc)):
        a = s.loc[u]
        t = s.kind[u]
        if a == HIDDEN and (spectator or (side is not None and side != s.side_of[u])):
            continue  # 8.4: the enemy does not know it is there
        found = _unit(s, u)
        found.update(
            {
                "name": t.name,
                "abbrev": t.abbrev,
                "hidden_in": s.hidden.get(u),
                "aboard": s.names[s.aboard[u]] if u in s.aboard else None,
                "cranked": bool(s.flags[u] & CRANKED),
                "enters": arrivals.entering(s, u) if a == WAITING else None,
            }
        )
        units.append(found)
    task = s.tasks[-1] if s.tasks else None
    d = s.decision()
    return {
        "game": "civil-power",
        "scenario": s.scenario.id,
        "title": s.position.title,
        "you": side,
        "turn": s.turn,
        "turns": s.position.turns,
        "night": s.night(),
        "active": s.active,
        "phase": s.phase,
        "phase_name": PHASE_NAMES.get(s.phase, s.phase),
        "deciding": list(d.sides) if d else [],
        "board": {
            "maps": s.position.maps,
            "ids": list(board.ids),
            "x": list(board.x),
            "y": list(board.y),
            "terrain": list(board.terrain),
            "building": list(board.building),
            "hedges": [_side(s, k) for k in sorted(board.hedges)],
            "places": {k: [board.ids[a] for a in v] for k, v in sorted(board.places.items())},
        },
        "units": units,
        "gas": {board.ids[a]: stage for a, stage in sorted(s.gas.items())},
        "fires": [board.ids[a] for a in sorted(s.fires)],
        "swag": scenario_records.swag_markers(s),  # II-6: the Swag counters
        "barricades": [_side(s, k) for k in sorted(s.barricades)],
        "barriers": [_side(s, k) for k in sorted(s.barriers)],
        "stores": dict(s.stores),
        "engagement": dict(s.el),
        "engagement_raised": dict(s.el_raised),
        "vp": victory.points(s),
        "wia": dict(s.wia),
        "kia": dict(s.kia),
        "tdn": s.tdn if s.uses("tactical_disintegration") else None,
        "moving": s.names[s.moving] if s.moving >= 0 else None,
        "mp": s.mp,
        "attack": _attack(s),
        "attack_worked_out": attack_view(s),
        "task": task.kind if task else None,
        "task_unit": s.names[task.unit] if task and task.unit >= 0 else None,
        "task_area": board.ids[task.area] if task and task.area >= 0 else None,
        "chosen": {x: (x in s.choices) for x in s.order},
        "my_choice": (
            s.choices[side].to_json()
            if side is not None and side in s.choices and not spectator
            else None
        ),
        "rules": sorted(s.rules),
        "log": [e.text for e in s.log if (e.visible_to is None if spectator else e.visible(side))],
        "outcome": s.result.to_json() if s.result else None,
    }


def brief(s: CivilPowerState, side: str) -> dict[str, Any]:
    """The parts of `view(side)` the heuristic players read, at a fraction of its cost: what
    each unit is and where, the phase and task, gas, fires and Engagement Levels. The board
    part is made once per board and shared between calls (read it, never change it); it
    adds `pos` (area -> x, y) and `on_map` (the set of area ids). No log, no VP."""
    board = s.board
    static = board.memo.get("brief")
    if static is None:
        ids = tuple(board.ids)
        static = board.memo["brief"] = {
            "ids": ids,
            "x": tuple(board.x),
            "y": tuple(board.y),
            "terrain": tuple(board.terrain),
            "pos": {a: (x, y) for a, x, y in zip(ids, board.x, board.y, strict=True)},
            "on_map": frozenset(ids),
        }
    units = [
        _unit(s, u)
        for u, a in enumerate(s.loc)
        if a != HIDDEN or side == s.side_of[u]  # 8.4: the enemy does not know it is there
    ]
    names, ids = s.names, board.ids
    task = s.tasks[-1] if s.tasks else None
    return {
        "scenario": s.scenario.id,
        "you": side,
        "turn": s.turn,
        "active": s.active,
        "phase": s.phase,
        "board": static,
        "units": units,
        "gas": {ids[a]: stage for a, stage in sorted(s.gas.items())},
        "fires": [ids[a] for a in sorted(s.fires)],
        "engagement": dict(s.el),
        "moving": names[s.moving] if s.moving >= 0 else None,
        "attack": _attack(s),
        "task": task.kind if task else None,
        "task_unit": names[task.unit] if task and task.unit >= 0 else None,
        "task_area": ids[task.area] if task and task.area >= 0 else None,
    }


def _unit(s: CivilPowerState, u: int) -> dict[str, Any]:
    """What a unit is and where, as both views give it (`view` adds what the board shows)."""
    a, t, f = s.loc[u], s.kind[u], s.flags[u]
    return {
        "id": s.names[u],
        "side": s.side_of[u],
        "type": t.id,
        "size": t.size,
        "fire": t.fire,
        "shock": t.shock,
        "morale": t.morale,
        "movement": t.movement,
        "area": s.board.ids[a] if a >= 0 else WHERE[a],
        "level": s.level[u],
        "suppressed": bool(f & SUPPRESSED),
        "fired": bool(f & FIRED),
        "moved": bool(f & MOVED),
        "gas_gun": u in s.gas_gun,
    }


def _side(s: CivilPowerState, key: int) -> str:
    a, b = side_areas(key)
    return f"{s.board.ids[a]}|{s.board.ids[b]}"


def _attack(s: CivilPowerState) -> dict[str, Any] | None:
    a = s.attack
    if a is None:
        return None
    return {
        "mode": a.mode,
        "firers": [s.names[f] for f in a.firers],
        "target": s.names[a.target] if a.target >= 0 else None,
        "reduce": a.reduce,
    }


def why_illegal(s: CivilPowerState, side: str, action: Action) -> str:
    """Name the rule that forbids an action where one does."""
    from strife.games.civil_power.model.actions import Step

    if isinstance(action, Step) and s.moving >= 0:
        u = s.moving
        b = s.board.index.get(action.area)
        if b is not None and s.loc[u] >= 0:
            a = s.loc[u]
            t = s.kind[u]
            if t.crowd and s.board.is_diagonal(a, b):
                return "4.3: a Crowd may not move diagonally"
            if s.board.is_building[b] and not t.enters_buildings:
                return f"4.2: a {t.name} may not enter a building area"
            if b in s.fires:
                return "6.5: no one may pass through an area with a Fire"
            if b not in s.board.neighbours[a]:
                return "4.0: units move from area to adjacent area"
            if s.mp < 1:
                return "4.0: no Movement Points left"
    reason = _why_fire(s, side, action)
    if reason:
        return reason
    return f"{action.label()} is not a legal option for {side} now"


def _why_fire(s: CivilPowerState, side: str, action: Action) -> str:
    """Name the rule behind a refused Fire-Combat-Phase action."""
    from strife.games.civil_power.model.actions import Fire, Gas, Molotov, Target
    from strife.games.civil_power.rules import fire_targets

    if s.phase != "fire" or s.tasks or side != s.active:
        return ""
    if isinstance(action, (Fire, Gas, Molotov)):
        u = s.unit_index.get(action.unit)
        if u is None:
            return f"there is no unit {action.unit}"
        if s.side_of[u] != side:
            return f"5.3: {action.unit} is not {side}'s unit"
        if s.flags[u] & SUPPRESSED:
            return "5.2: suppressed units may not initiate Fire combat, use gas or throw Molotovs"
        if s.flags[u] & FIRED:
            return "5.3: a unit may make ONE Fire combat attack per Phase"
        if isinstance(action, Gas) and s.el[side] < 1:
            return "6.7: Engagement Level 0 allows no gas"
        if isinstance(action, Gas) and s.stores["gas"] <= 0:
            return "6.1: no Gas Grenades left"
        if isinstance(action, Molotov) and s.stores["molotovs"] <= 0:
            return "6.5: no Molotov Cocktails left"
        if isinstance(action, Fire) and not fire_targets.may_fire(s, u) and s.loc[u] >= 0:
            return f"6.7: {s.kind[u].name} may not use Fire combat at Engagement Level {s.el[side]}"
    if isinstance(action, Target) and s.attack is not None and s.attack.firers:
        v = s.unit_index.get(action.unit)
        if v is not None and s.loc[v] >= 0 and s.loc[s.attack.firers[0]] >= 0:
            f = s.attack.firers[0]
            if s.board.distance(s.loc[f], s.loc[v]) > fire_targets.fire_range(s, f):
                return "5.3.2: the target is out of range (half the fire strength, rounded up)"
            return "5.3.2: no line of sight to that target (or the rules forbid it)"
    return ""


# What each choice that interrupts play asks, in plain words (the decision's prompt).
_TASK_PROMPTS = {
    "retreat": "5.4.3: conduct the retreat of {unit} from {area}",
    "gas_choice": "6.1: {unit} failed its gas Morale Check in {area}: retreat one area or be "
    "suppressed",
    "accompany": "5.4.3: may {unit} go along to {area}?",
    "suppress_other": "5.4.3: {area} is over-stacked: choose the other unit to be suppressed",
    "surge": "5.4.2: two Crowds stand in {area} with no enemy left: one must leave",
    "move_out": "6.5: a fire starts in {area}: move {unit} out",
    "place_hidden": "8.4: {unit} is revealed: place it in an area of its building",
    "build_barrier": "8.11: a Barrier is built in {area}: choose its side",
    "remove_barrier": "8.11: destroy a Barrier of {area}, or keep it",
    "place_sewer": "II-2: {unit} comes out of the sewers: choose the area",
    "place_arrival": "{unit} arrives: choose the area",
}


def task_prompt(s: CivilPowerState, kind: str, unit: int, area: int) -> str:
    """The prompt of a decided task (model.DECIDED), naming its unit and area."""
    return _TASK_PROMPTS[kind].format(
        unit=s.unit_name(unit) if unit >= 0 else "a unit",
        area=s.area_name(area) if area >= 0 else "its area",
    )

"""The rulebook scenarios' rules, called by the engine on its own state during play.

rules.py and victory.py are pure; this module reads the engine's state (through the small
`EngineState` protocol, so it depends on no engine module) and answers the engine's questions
at the points the text names: may this unit enter this building or move at all, does this
line of sight pass, what range has this weapon, does this unit count in Shock combat, which
reinforcements arrive. The scenario's running records and its end (what happened, who won)
are in records.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from strife.games.civil_power.model.board import Board
from strife.games.civil_power.model.units import UnitType
from strife.games.civil_power.scenarios.rules import (
    FLAME_THROWER,
    agitator_benefits,
    blocks_los_through,
    crowd_may_enter_mob_area,
    police_escort_ok,
    reinforcement_building_areas,
    reinforcement_entry_areas,
    reinforcement_roll,
    shock_contributes,
    sniper_result,
    tank_may_fire_at,
    weapon_may_fire,
)
from strife.games.civil_power.scenarios.rules import (
    may_enter_building as scenario_may_enter_building,
)
from strife.games.civil_power.scenarios.schema import SCENARIO_IDS, ScenarioFile, builtin

WAITING, ELIMINATED = -3, -2  # model.WAITING, model.ELIMINATED


class _Entry(Protocol):
    @property
    def side(self) -> str: ...
    @property
    def type(self) -> str: ...
    @property
    def area(self) -> str: ...
    @property
    def count(self) -> int: ...


class _Position(Protocol):
    @property
    def id(self) -> str: ...
    @property
    def units(self) -> Sequence[_Entry]: ...


class EngineState(Protocol):
    """What the hooks read of the engine's state."""

    board: Board
    kind: list[UnitType]
    side_of: tuple[str, ...]
    loc: list[int]
    level: list[int]
    wia: dict[str, int]
    kia: dict[str, int]
    el_raised: dict[str, int]
    fires: frozenset[int]
    turn: int
    active: str

    @property
    def position(self) -> _Position: ...


class MarkedState(EngineState, Protocol):
    """The engine's state with the scenario's records."""

    marks: dict[str, int]


def rulebook(s: EngineState) -> ScenarioFile | None:
    """The rulebook scenario the position was made from (start.py), if any."""
    pid = s.position.id
    return builtin(pid) if pid in SCENARIO_IDS else None


# -- what a scenario allows during play --------------------------------------------------------


def may_enter_building(s: EngineState) -> bool:
    """I-1: "No units of either player may enter buildings." """
    scenario = rulebook(s)
    return scenario is None or scenario_may_enter_building(scenario)


def may_move(s: EngineState, u: int, fired: bool) -> bool:
    """II-7: "Vehicles do not move; they may not be driven away ... by either side".
    II-1, II-2: "the HMG and Field Gun may not move and fire in the same turn" (`fired`:
    the unit has fired this player-turn)."""
    vehicles_stay, fired_guns_stay = move_limits(s)
    return kind_may_move(s.kind[u], fired, vehicles_stay, fired_guns_stay)


def move_limits(s: EngineState) -> tuple[bool, bool]:
    """What `may_move` asks of the scenario, for asking once per option list: whether
    vehicles stay put (II-7) and whether a special weapon that fired does (II-1, II-2)."""
    scenario = rulebook(s)
    if scenario is None:
        return False, False
    return "motor-pool" in scenario.special, "special-weapons" in scenario.special


def kind_may_move(kind: UnitType, fired: bool, vehicles_stay: bool, fired_guns_stay: bool) -> bool:
    """`may_move` for a unit of this type, with the scenario's `move_limits`."""
    if vehicles_stay and kind.vehicle:
        return False
    return not (fired_guns_stay and fired and not weapon_may_fire(kind.id, True))


def rules_in_force(
    position_id: str, rules: frozenset[str], baton: str
) -> tuple[frozenset[str], str]:
    """The optional rules (and 8.1's baton class) in play, after what a rulebook scenario
    settles whatever the options say (ruling S-31): I-5, II-7 use 8.9 Tactical Disintegration
    (I-5 "Use the Mob Tactical Disintegration rule", II-7 gives the TDN); II-1 uses neither it
    (ruling S-18) nor 8.13 Extended Range ("is not used"); II-2 "May not ... use ... baton
    rounds"."""
    if position_id not in SCENARIO_IDS:
        return rules, baton
    scenario = builtin(position_id)
    if scenario.tactical_disintegration == "required":
        rules = rules | {"tactical_disintegration"}
    elif scenario.tactical_disintegration == "not-used":
        rules = rules - {"tactical_disintegration"}
    if not scenario.extended_range:
        rules = rules - {"extended_range"}
    if "baton-rounds" in scenario.forbidden_weapons:
        baton = ""
    return rules, baton


def may_raise_el(s: EngineState, side: str) -> bool:
    """I-1: "The Police player may not change their Engagement Level during the game"; II-7:
    "Players may not increase their Engagement Level". There the EL stays as it began: it is
    not offered (6.7) and 8.10 Overreaction does not raise it either (ruling S-30)."""
    scenario = rulebook(s)
    return scenario is None or next((x.el_may_rise for x in scenario.sides if x.id == side), True)


def blocks_los(s: EngineState, area: int) -> bool:
    """II-1: the Belleville Cemetery's headstones: "LOS may be traced into but not through
    any cemetery area" (an obstacle one level high, like the others of 5.3.2: ruling S-29)."""
    scenario = rulebook(s)
    return scenario is not None and blocks_los_through(scenario, s.board, area)


def weapon_range(s: EngineState, u: int) -> int | None:
    """II-2: "The flame-thrower has a range of three areas" (not half its strength of 10);
    None: the usual range (5.3.2)."""
    if s.kind[u].id == "flame_tank" and rulebook(s) is not None:
        return FLAME_THROWER[0]
    return None


def fires_over_units(s: EngineState, u: int) -> bool:
    """II-2: the flame-thrower fires "with no LOS obstruction, along the same lines as a
    water cannon" (8.2: over the heads of intervening units; ruling S-24)."""
    return s.kind[u].id == "flame_tank" and rulebook(s) is not None


def flame_victims(s: EngineState, firers: Sequence[int], target: int) -> list[int]:
    """II-2: the flame-thrower "attacks each unit in the target area": the target first,
    then every other enemy unit there, both levels, in unit order, that the Tank may fire
    at (not a TV Crew, 8.8; not on a second level within three areas). Any other attack:
    its one target (5.3)."""
    if len(firers) != 1 or not fires_over_units(s, firers[0]):
        return [target]
    f = firers[0]
    area = s.loc[target]
    others = [
        v
        for v, a in enumerate(s.loc)
        if a == area
        and v != target
        and s.side_of[v] != s.side_of[f]
        and not s.kind[v].tv_crew
        and tank_may_fire(s, f, v, s.level[v])
    ]
    return [target, *others]


def rocks_hit_vehicles(s: EngineState) -> bool:
    """II-7: a vehicle is damaged "by scoring a W result on any attack on the Fire CRT (this
    is an exception to 5.34)": there, thrown rocks and slingshot pellets may fire at
    vehicles, against 8.12.1 (ruling S-25)."""
    scenario = rulebook(s)
    return scenario is not None and "motor-pool" in scenario.special


def tank_may_fire(s: EngineState, u: int, v: int, target_level: int) -> bool:
    """II-2: Tanks "may not fire on Mob units that have been declared to be on the second
    level of a building if they are less than three areas from the Mob unit's area"."""
    if s.kind[u].id not in ("tank", "flame_tank") or rulebook(s) is None:
        return True
    return tank_may_fire_at(s.board, s.loc[u], s.loc[v], target_level)


def _role(scenario: ScenarioFile, side: str) -> str:
    return scenario.side(side).role


def escorts(s: EngineState) -> bool:
    """Whether `escorted` can ever say no here (I-1's column), for asking once per list."""
    scenario = rulebook(s)
    return scenario is not None and "police-crowds" in scenario.special


def escorted(s: EngineState, u: int, a: int) -> bool:
    """I-1: "All Police (blue) units must be stacked with or adjacent to at least one
    friendly Crowd unit at all times": a blue unit may end its move in `a` only there, while
    the column has a Crowd on the map (ruling S-27)."""
    scenario = rulebook(s)
    if scenario is None or "police-crowds" not in scenario.special:
        return True
    side = s.side_of[u]
    if side != scenario.police or s.kind[u].crowd:
        return True
    crowds = [x for v, x in enumerate(s.loc) if x >= 0 and s.side_of[v] == side and s.kind[v].crowd]
    return not crowds or police_escort_ok(s.board, [a], crowds)


def shock_counts(s: EngineState, u: int) -> bool:
    """I-1: the Police player's Crowds "may not add their strength to a Shock attack" (in the
    Police player-turn); "they defend against Shock attacks normally"."""
    scenario = rulebook(s)
    if scenario is None or s.active != s.side_of[u]:
        return True
    return shock_contributes(scenario, _role(scenario, s.side_of[u]), s.kind[u])


def agitator_helps(s: EngineState, u: int) -> bool:
    """I-1: the Police player's Agitator "may only benefit Crowd units"."""
    scenario = rulebook(s)
    if scenario is None:
        return True
    return agitator_benefits(scenario, _role(scenario, s.side_of[u]), s.kind[u])


def crowd_may_enter(s: EngineState, u: int, b: int) -> bool:
    """I-1: the Police player's Crowds "may enter areas with Mob Crowd units if they are
    stacked with at least one Police unit" (a Police unit, not a Crowd, already there)."""
    scenario = rulebook(s)
    if scenario is None:
        return True
    side = s.side_of[u]
    here = [v for v, a in enumerate(s.loc) if a == b]
    if not any(s.side_of[v] != side and s.kind[v].crowd for v in here):
        return True
    police = sum(1 for v in here if s.side_of[v] == side and not s.kind[v].crowd)
    return crowd_may_enter_mob_area(scenario, _role(scenario, side), s.kind[u], police)


def fire_result(s: EngineState, firers: Sequence[int], result: str) -> str:
    """I-6: a Mob Sniper's K is a W (Snipers fire alone, 5.3)."""
    scenario = rulebook(s)
    if scenario is None or len(firers) != 1:
        return result
    return sniper_result(scenario, s.kind[firers[0]], result)


def areas_of(s: EngineState, sides: Sequence[str]) -> list[int]:
    return [a for u, a in enumerate(s.loc) if a >= 0 and s.side_of[u] in sides]


@dataclass(frozen=True)
class Reinforcing:
    """I-1, II-2, II-6: what a roll on the Random Reinforcement Table brings this player-turn
    and where: `areas` are entry areas (the units come on in the Movement Phase like any
    unit entering from off the map) or, if `placed`, the building areas the player places
    them in at the start of the Fire Combat Phase (II-2; arrivals.py, ruling S-26)."""

    units: tuple[str, ...]
    items: dict[str, int]
    areas: tuple[int, ...]
    placed: bool


def reinforcements(s: EngineState, scenario: ScenarioFile, roll: int) -> Reinforcing | None:
    """At the start of the reinforced side's player-turn: the 2d6 `roll` (made with the
    state's dice) on the table, with the areas they may use given where the enemy stands
    now. None if the scenario rolls no reinforcements for this side this turn."""
    spec = scenario.reinforcements
    if spec is None or s.active != spec.side:
        return None
    got = reinforcement_roll(scenario, s.turn, roll)
    if got is None:
        return None
    if spec.in_buildings:
        areas = reinforcement_building_areas(s.board, areas_of(s, spec.not_adjacent_to))
        return Reinforcing(got.units, got.items, areas, True)
    assert spec.enter is not None
    areas = reinforcement_entry_areas(s.board, spec.enter, areas_of(s, spec.enter.not_adjacent_to))
    if "no-buildings" in scenario.special:  # I-1: nobody enters a building
        areas = tuple(a for a in areas if not s.board.is_building[a])
    return Reinforcing(got.units, got.items, areas, False)


def arrival_barred(s: EngineState, u: int) -> frozenset[int]:
    """II-2: reinforcements are placed "in any area of any building, not adjacent to Police
    units" (nor in their area), as things stand when each is placed (ruling S-26): the
    areas unit `u` may not be placed in now (worked out once for all its entry areas)."""
    scenario = rulebook(s)
    spec = scenario.reinforcements if scenario is not None else None
    if spec is None or not spec.in_buildings or s.side_of[u] != spec.side:
        return frozenset()
    enemy = set(areas_of(s, spec.not_adjacent_to))
    neighbours = s.board.neighbours
    return frozenset(enemy.union(*(neighbours[a] for a in enemy)))

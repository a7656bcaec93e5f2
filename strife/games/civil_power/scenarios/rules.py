"""The scenarios' special rules as pure functions.

Each takes what it needs (the scenario, the board, unit types and areas, a die roll made
with the state's Dice) and returns an answer. hooks.py, records.py and effects.py
apply them to the engine's state at the points the text names:

- start of a Mob player-turn: `reinforcement_roll` (I-1, II-6; II-2 at the start of the
  Fire Combat Phase), then `reinforcement_entry_areas` / `reinforcement_building_areas`;
- Gas and Fire Check Phase: `tank_explodes` (II-7);
- moves: `police_escort_ok` (I-1), `may_enter_building` (I-1), `sewer_eligible` (II-2);
- combat: `shock_contributes` and `agitator_benefits` (I-1), `sniper_result` (I-6),
  `field_gun_building` (II-1, II-2), `ammunition_out` and `weapon_may_fire` (II-2),
  `blocks_los_through` / `hedge_blocks_los` (II-1 cemetery, II-7 fence);
- end of each player-turn: `neighbourhood_cleared` (I-3), `squat_cleared` (II-3);
- Police Suppression Recovery Phase: `swag_looted` (II-6);
- `game_over` after each player-turn; `tdn` at the start.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from strife.games.civil_power.model.board import Board
from strife.games.civil_power.model.units import UnitType
from strife.games.civil_power.scenarios.schema import Entry, ScenarioFile
from strife.games.civil_power.scenarios.victory import cleared
from strife.games.civil_power.setup.deployment import adjacent, entry_areas, neighbourhoods
from strife.games.civil_power.setup.forces import ReinforcementRow, reinforcement

# -- 8.9 Tactical Disintegration Number --------------------------------------------------------


def tdn(scenario: ScenarioFile, side_id: str, points: Mapping[str, int]) -> int:
    """8.9: 10% of the points used for the Mob's force, rounded up, unless the scenario sets
    it (I-5: 30 each; II-7: 20). ALL SCENARIOS: in 3-player scenarios, from the total of
    both Mob players' points."""
    side = scenario.side(side_id)
    if side.tdn is not None:
        return side.tdn
    if len(scenario.mobs) == 2 and scenario.police is not None:
        total = sum(points.get(m, 0) for m in scenario.mobs)
    else:
        total = points.get(side_id, 0)
    return math.ceil(total / 10)


# -- Random reinforcements (I-1, II-2, II-6) ---------------------------------------------------


@dataclass(frozen=True)
class Reinforcement:
    """What one roll on the Random Reinforcement Table brings, after the scenario's
    "ignore" list."""

    roll: int
    units: tuple[str, ...]
    items: dict[str, int]


def reinforcement_roll(scenario: ScenarioFile, turn: int, roll: int) -> Reinforcement | None:
    """Once in each of the reinforced side's player-turns from `first_turn` (II-6:
    "Beginning Turn 3"): the 2d6 `roll` on the table, less what the scenario ignores (I-1:
    "Ignore references to Molotovs or Snipers"; II-2: "ignore any references to Crowds").
    None when the scenario has no such roll this turn."""
    spec = scenario.reinforcements
    if spec is None or turn < spec.first_turn:
        return None
    row: ReinforcementRow = reinforcement(roll)
    units = tuple(k for k in sorted(row.units) if k not in spec.ignore for _ in range(row.units[k]))
    items = {k: n for k, n in row.items.items() if k not in spec.ignore}
    return Reinforcement(roll, units, items)


def _near(board: Board, areas: Iterable[int]) -> set[int]:
    spots = set(areas)
    return spots | adjacent(board, spots)


def reinforcement_entry_areas(
    board: Board, entry: Entry, enemy_areas: Iterable[int]
) -> tuple[int, ...]:
    """I-1: "on the east or west sides of either map"; II-6: "at any map-edge, not adjacent
    to police units" (nor in their area)."""
    areas = entry_areas(board, entry, entry.edges)
    if not entry.not_adjacent_to:
        return areas
    near = _near(board, enemy_areas)
    return tuple(a for a in areas if a not in near)


def reinforcement_building_areas(board: Board, police_areas: Iterable[int]) -> tuple[int, ...]:
    """II-2: "in any area of any building, not adjacent to Police units" (nor in theirs)."""
    near = _near(board, police_areas)
    every: tuple[int, ...] | None = board.memo.get("building_areas")
    if every is None:  # the board's building areas, in area order, listed once
        every = board.memo["building_areas"] = tuple(
            a for a in range(board.n) if board.is_building[a]
        )
    return tuple(a for a in every if a not in near)


# -- I-1 Battle of Cable Street ----------------------------------------------------------------


def may_enter_building(scenario: ScenarioFile) -> bool:
    """I-1: "No units of either player may enter buildings." """
    return "no-buildings" not in scenario.special


def police_escort_ok(
    board: Board, police_areas: Iterable[int], friendly_crowd_areas: Iterable[int]
) -> bool:
    """I-1: "All Police (blue) units must be stacked with or adjacent to at least one
    friendly Crowd unit at all times" (checked at the end of each move)."""
    crowds = _near(board, friendly_crowd_areas)
    return all(a in crowds for a in police_areas)


def shock_contributes(scenario: ScenarioFile, owner_role: str, unit: UnitType) -> bool:
    """I-1: the Police player's Crowds "may not add their strength to a Shock attack" (they
    defend normally)."""
    return not ("police-crowds" in scenario.special and owner_role == "police" and unit.crowd)


def crowd_may_enter_mob_area(
    scenario: ScenarioFile, owner_role: str, unit: UnitType, police_units_there: int
) -> bool:
    """I-1: the Police player's Crowds "may enter areas with Mob Crowd units if they are
    stacked with at least one Police unit"."""
    if not ("police-crowds" in scenario.special and owner_role == "police" and unit.crowd):
        return True
    return police_units_there > 0


def agitator_benefits(scenario: ScenarioFile, owner_role: str, unit: UnitType) -> bool:
    """6.4 and I-1: "The Agitator may only benefit Crowd units" (the Police player's)."""
    if "police-crowds" in scenario.special and owner_role == "police":
        return unit.crowd
    return unit.group or unit.crowd


# -- I-3, II-5 neighbourhoods --------------------------------------------------------------------


def neighbourhood_cleared(board: Board, neighbourhood: str, enemy_areas: Iterable[int]) -> bool:
    """I-3: a Mob that "can completely clear all enemy units from the enemy's neighborhood at
    any time" (ruling S-8: the enemy Mob's units; checked at the end of each player-turn
    after the first game-turn begins)."""
    quad = set(neighbourhoods(board)[neighbourhood])
    return not any(a in quad for a in enemy_areas)


# -- I-6 Student Riot ---------------------------------------------------------------------------


def sniper_result(scenario: ScenarioFile, firer: UnitType, result: str) -> str:
    """I-6: "a Sniper may not inflict a K result (treat as a W instead - they are firing
    sporting arrows)". The Mob's Snipers only (the Police's are not armed with arrows)."""
    if "sniper-no-kill" in scenario.special and firer.sniper and firer.side == "Mob":
        return "W" if result == "K" else result
    return result


# -- II-1 cemetery, II-7 fence -------------------------------------------------------------------


def blocks_los_through(scenario: ScenarioFile, board: Board, area: int) -> bool:
    """II-1: "LOS may be traced into but not through any cemetery area"."""
    return scenario.park == "cemetery" and board.terrain[area] == "park"


def hedge_blocks_los(scenario: ScenarioFile) -> bool:
    """II-7: the compound's fence "is equal in effect to a hedge though it does not block
    LOS"; elsewhere hedges block LOS (ruling S-9)."""
    return scenario.park != "compound"


# -- II-1, II-2 special weapons -----------------------------------------------------------------

FLAME_THROWER = (3, 10)  # II-2: range 3, strength 10, starts a fire
TANK_MIN_RANGE_SECOND_LEVEL = 3  # II-2


def field_gun_building(scenario: ScenarioFile, roll: int) -> str:
    """After a Field Gun fires at an area with a building: on a 6, II-2 "all units in that
    area (on both levels) are eliminated and a Fire marker is placed" ("collapse"); II-1
    "on a 6 the Field Gun will start a fire in the area, instead" ("fire"). Else ""."""
    if roll != 6:
        return ""
    return "fire" if "field-gun-fires" in scenario.special else "collapse"


def ammunition_out(roll: int) -> bool:
    """II-2: "Each time the Police player fires a special weapon, roll 1d6 ... on a 6 the
    weapon is removed" (HMG and Field Gun replaced by a Reserve unit; a Tank leaves when
    both its weapons have run out)."""
    return roll == 6


def replacement_for(kind: str) -> str | None:
    """II-2: "The HMG and Field Gun are replaced by a Reserve unit." """
    return "reserve" if kind in ("hmg", "field_gun") else None


def weapon_may_fire(kind: str, moved_this_turn: bool) -> bool:
    """II-2: "the HMG and Field Gun may not move and fire in the same turn"."""
    return not (kind in ("hmg", "field_gun") and moved_this_turn)


def tank_may_fire_at(board: Board, tank_area: int, target_area: int, target_level: int) -> bool:
    """II-2: Tanks "may not fire on Mob units ... on the second level of a building if they
    are less than three areas from the Mob unit's area"."""
    if target_level < 1:
        return True
    return board.distance(tank_area, target_area) >= TANK_MIN_RANGE_SECOND_LEVEL


# -- II-2 sewer movement -----------------------------------------------------------------------

SEWER_DELAY = 2  # "Two turns later"


def sewer_eligible(unit: UnitType, in_building: bool, seen_by_police: bool) -> bool:
    """II-2: "any of their Punk or individual units that are in a building and out of the LOS
    of any Police units" may be taken off in the Mob Movement Phase."""
    return (unit.punk or unit.individual) and in_building and not seen_by_police


def sewer_return(board: Board, turn_removed: int, sheet: str) -> tuple[int, tuple[int, ...]]:
    """The game-turn they may reappear (at the start of the Mob Fire Combat Phase) and the
    areas: "any area of any building on the same map". They attack that Phase with doubled
    Fire strength, as from Hidden Setup (8.4)."""
    areas = tuple(a for a in range(board.n) if board.is_building[a] and board.sheet_of[a] == sheet)
    return sewer_return_turn(turn_removed), areas


def sewer_return_turn(turn_removed: int) -> int:
    """`sewer_return`'s game-turn alone: "Two turns later"."""
    return turn_removed + SEWER_DELAY


# -- II-3 Raus!! -----------------------------------------------------------------------------------

RAUS_DEADLINE = 8


def squat_cleared(board: Board, turn: int, mob_areas: Iterable[int]) -> bool:
    """II-3: "+20 VP for clearing the Squat before the end of Turn 8": true if the Squat is
    cleared now and it is no later than game-turn 8 (the engine adds "Squat" to the tally's
    `cleared_in_time` the first time this holds at the end of a player-turn)."""
    return turn <= RAUS_DEADLINE and cleared(board, "Squat", mob_areas)


# -- II-6 Rodney King Live -----------------------------------------------------------------------


def swag_looted(board: Board, swag_area: int, mob_units: Sequence[tuple[UnitType, int]]) -> bool:
    """II-6: a Swag counter is 'being looted' when it is stacked with a Punk unit or adjacent
    to one or more Crowd units in the Suppression Recovery Phase of each Police player-turn."""
    for unit, area in mob_units:
        if unit.punk and area == swag_area:
            return True
        if unit.crowd and area in board.neighbours[swag_area]:
            return True
    return False


# -- II-7 Ephraim Motor Pool ----------------------------------------------------------------------

TANK_EXPLOSION_STRENGTH = 20


def tank_explodes(roll: int) -> bool:
    """II-7: the Tank set on fire by a Molotov: "roll 1d6 each turn it is on fire. On a 6 it
    explodes, and attacks all units in and adjacent to its square with a Fire Combat
    Strength of 20"."""
    return roll == 6


def explosion_areas(board: Board, tank_area: int) -> tuple[int, ...]:
    return (tank_area, *board.neighbours[tank_area])


# -- the end of the game ------------------------------------------------------------------------


@dataclass(frozen=True)
class EndCheck:
    """What `game_over` needs to know after a player-turn."""

    turn: int  # the current game-turn
    last_player_turn: bool  # the last player-turn of the game-turn just ended
    mob_units_left: int  # Mob units on or waiting to enter the map
    police_waiting: int  # II-7: Police units not yet entered
    mob_in_park: int  # II-7: Mob units inside the vehicle compound
    disintegrated: str = ""  # a Mob side whose TDN ran out (8.9)


def game_over(scenario: ScenarioFile, check: EndCheck) -> str:
    """Why the game ends now, or "". II-1: "at the end of the player-turn in which the last
    Mob unit is eliminated" (or has gone off the map: none is left to fight, ruling S-22);
    II-7: "when all Police player units have entered the game and there are no Mob player
    units left inside the vehicle compound"; I-5: "when one Mob disintegrates"; otherwise
    at the end of the last game-turn (or by 8.9)."""
    if check.disintegrated:
        return f"{check.disintegrated} disintegrated (8.9)"
    if "last-mob-unit" in scenario.special and check.mob_units_left == 0:
        return "no Mob unit is left (II-1)"
    if "motor-pool" in scenario.special and not check.police_waiting and not check.mob_in_park:
        return "all Police units have entered and no Mob unit is in the compound"
    if scenario.turns is not None and check.turn >= scenario.turns and check.last_player_turn:
        return "the last game-turn is over"
    return ""

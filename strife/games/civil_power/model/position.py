"""What a Civil Power position holds, and where things are in it.

`Position` declares the parts of a position (static ones shared by every clone, changing ones
copied) and answers the questions every rule module asks: which units are in an area, whose
a unit is, whether it is night. The engine's state (state.py) adds the game's contract: the
decision, the options and their application, clone and determinize.
"""

from __future__ import annotations

from bisect import insort
from typing import TYPE_CHECKING, Any

from strife.games.civil_power.model.units import MOB, POLICE
from strife.games.civil_power.model.values import SUPPRESSED, Attack, Task

if TYPE_CHECKING:
    from strife.core.actions import Action
    from strife.core.events import Event
    from strife.core.outcome import Outcome
    from strife.games.civil_power.model.board import Board
    from strife.games.civil_power.model.tables import Tables
    from strife.games.civil_power.model.units import UnitType
    from strife.games.civil_power.setup.campaign import Campaign
    from strife.games.civil_power.setup.campaign_play import Interlude
    from strife.games.civil_power.setup.position_file import PositionFile
    from strife.games.civil_power.setup.pregame import Pregame


# What `at` gives for an empty area: shared, so callers must not change the lists it gives.
_NONE: list[int] = []

# `Position.side_units`' answers for the last tuple of sides asked about.
_side_units: tuple[tuple[str, ...], dict[str, tuple[int, ...]]] = ((), {})


class Position:
    """The parts of a Civil Power position, and where things are in it."""

    # Static, shared by every clone.
    board: Board
    tables: Tables
    position: PositionFile
    side_of: tuple[str, ...]  # per unit
    names: tuple[str, ...]  # per unit: "M1", "P3"
    entry: tuple[tuple[int, tuple[int, ...]], ...]  # per unit: (first turn, entry areas)
    enter_by: tuple[int, ...]  # per unit: the last turn it may enter on (0: no limit)
    unit_index: dict[str, int]
    night_turns: frozenset[int]
    role: dict[str, str]  # N-1: player side -> "Mob" or "Police"
    order: tuple[str, ...]  # N-2: the sides' Player-turns in each Game-turn
    police: str  # the Police side ("" in I-5)
    rules: frozenset[str]  # optional rules in force (8.x), by option name
    baton_class: str  # 8.1: the Police squad class firing baton rounds ("" none)
    los_walls: frozenset[int]  # hedges that block LOS (ruling B-5; not II-7's fence)
    # Changing.
    kind: list[UnitType]  # per unit (8.5: a Mounted unit dismounts into a Line squad)
    loc: list[int]  # per unit: area, or OFF_MAP / ELIMINATED / WAITING
    level: list[int]  # per unit: 0 street, 1 second level (4.2)
    flags: list[int]  # per unit: model.SUPPRESSED | CRANKED | FIRED | MOVED | ...
    came_from: list[int]  # per unit: the area it entered its area from this turn (-1 none)
    gas_gun: frozenset[int]  # units carrying a Gas Gun (6.1.1)
    hidden: dict[int, str]  # 8.4: hidden unit -> its building (replaced, never mutated)
    aboard: dict[int, int]  # 8.12: passenger -> its Truck (replaced, never mutated)
    starts: dict[int, int]  # 8.14.1: moved unit -> its area at the phase's start (replaced)
    sewer: dict[int, tuple[int, str]]  # II-2: unit -> (return turn, map sheet) (replaced)
    gas: dict[int, int]  # area -> 1 (Gas) or 2 (Gas-2)
    fires: frozenset[int]  # areas with a Fire marker (6.5)
    barricades: frozenset[int]  # side keys (6.2)
    barriers: frozenset[int]  # side keys (8.11)
    stores: dict[str, int]  # "gas" grenades, "molotovs" (6.1, 6.5)
    el: dict[str, int]  # Engagement Level (6.7)
    el_raised: dict[str, int]
    vp: dict[str, float]  # VP earned (7.0), before casualties
    wia: dict[str, int]  # WIA inflicted BY each side
    kia: dict[str, int]
    tdn: int  # 8.9
    firsts: frozenset[str]  # 8.9: first uses that cost the Mob 1d6/2d6
    turn: int
    active: str
    phase: str
    moving: int  # the unit moving now, or -1
    mp: int  # its movement points left
    moved_any: bool  # a unit has moved this Movement Phase (8.5: dismount first)
    attack: Attack | None
    choices: dict[str, Action]  # Shock combat choices made (simultaneous, 5.4.1)
    tasks: tuple[Task, ...]  # the top is the last
    result: Outcome | None
    log: tuple[Event, ...]
    # A rulebook scenario's own records (scenarios/records.py: exits, looting, the Squat...).
    marks: dict[str, int]
    # Units that came into play after the start (Random Reinforcement Table): for saving.
    added: tuple[tuple[str, str, int, tuple[int, ...]], ...]
    _index: dict[int, list[int]] | None
    # 2.3 before turn 1: the players' force selections and set-up (setup/pregame/), or None.
    pregame: Pregame | None
    # The position the pre-game wrote out (None: the scenario's own), kept for saving.
    chosen_position: dict[str, Any] | None
    # I-2 played as its campaign (campaign_play.py): the days so far, and the choices
    # between two days while they are being made.
    campaign: Campaign | None
    interlude: Interlude | None
    # The Fire Phase's option list with no attack being composed: the last one worked out
    # since the last move (`_fire_list`), kept through a Fire, Gas, Molotov or Searchlight
    # choice, and offered again after its Cancel, which leaves the position as it was
    # (`_fire_list_back`): random playouts cancel one choice in four. Class defaults, so
    # clones and loaded games start without them.
    _fire_list: tuple[Action, ...] | None = None
    _fire_list_back: tuple[Action, ...] | None = None
    # rules.fire._armed_memo: which firers have a target, for the position its key names.
    _armed: tuple[tuple[object, ...], dict[int, bool]] | None = None

    # -- where things are -------------------------------------------------------------------

    def touch(self) -> None:
        """Units were moved other than by `put`: forget the index (`where` rebuilds it)."""
        self._index = None

    def where(self) -> dict[int, list[int]]:
        """The units in each area that has any (both sides, both levels), in unit order:
        built in one pass when missing (`touch`), then kept up to date by `put`, which
        replaces an area's list rather than changing it, so that a clone shares the lists
        and copies only the dict (and a list `at` gave stays as it was)."""
        index = self._index
        if index is None:
            index = {}
            for u, a in enumerate(self.loc):
                if a >= 0:
                    found = index.get(a)
                    if found is None:
                        index[a] = [u]
                    else:
                        found.append(u)
            self._index = index
        return index

    def at(self, area: int) -> list[int]:
        """The units in an area (both sides, both levels), in unit order: not to be changed."""
        index = self._index
        if index is None:
            index = self.where()
        return index.get(area, _NONE)

    def put(self, u: int, area: int) -> None:
        """Unit `u` goes to `area` (or off the map: OFF_MAP, ELIMINATED...): the index
        follows it instead of being rebuilt."""
        old = self.loc[u]
        self.loc[u] = area
        index = self._index
        if index is None or old == area:
            return
        if old >= 0:
            here = index[old]
            if len(here) == 1:
                del index[old]
            else:
                index[old] = [v for v in here if v != u]
        if area >= 0:
            there = index.get(area)
            if there is None:
                index[area] = [u]
            else:
                there = there.copy()
                insort(there, u)
                index[area] = there

    def side_at(self, area: int, side: str, level: int | None = None) -> list[int]:
        return [
            u
            for u in self.at(area)
            if self.side_of[u] == side and (level is None or self.level[u] == level)
        ]

    def side_units(self, side: str) -> tuple[int, ...]:
        """Every unit of `side`, on the map or not, in unit order: fixed for a tuple of
        sides (`add_unit` makes a new one), so kept for the last one asked about."""
        global _side_units
        side_of = self.side_of
        if _side_units[0] is not side_of:
            _side_units = (side_of, {})
        found = _side_units[1].get(side)
        if found is None:
            found = _side_units[1][side] = tuple(u for u, x in enumerate(side_of) if x == side)
        return found

    def units_of(self, side: str) -> list[int]:
        loc = self.loc
        return [u for u in self.side_units(side) if loc[u] >= 0]

    def is_mob(self, side: str) -> bool:
        return self.role.get(side) == MOB

    def mob_of(self, u: int) -> bool:
        """Whether unit u belongs to a Mob side (N-1)."""
        return self.role[self.side_of[u]] == MOB

    def police_of(self, u: int) -> bool:
        return self.role[self.side_of[u]] == POLICE

    def foes(self, side: str) -> tuple[str, ...]:
        """Every other side: all are enemies (ruling N-3)."""
        return tuple(x for x in self.order if x != side)

    def mob_units(self) -> list[int]:
        return [u for u in range(len(self.loc)) if self.mob_of(u) and self.loc[u] >= 0]

    def suppressed(self, u: int) -> bool:
        return bool(self.flags[u] & SUPPRESSED)

    def armored(self, v: int) -> bool:
        """8.12.3: not eliminated by Fire or Shock combat (Tanks always; every Police vehicle
        with the option `armored_vehicles`, except a Helicopter: ruling O-10)."""
        t = self.kind[v]
        return t.armored or (t.vehicle and not t.helicopter and "armored_vehicles" in self.rules)

    def night(self) -> bool:
        return self.turn in self.night_turns

    def uses(self, rule: str) -> bool:
        return rule in self.rules

    def unit_name(self, u: int) -> str:
        return f"{self.names[u]} ({self.kind[u].name})"

    def area_name(self, a: int) -> str:
        return self.board.ids[a]

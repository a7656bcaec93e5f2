"""A Civil Power position and the dispatch of decisions and actions to the rule modules.

The engine runs automatic steps itself (`sequence.advance`) and stops only where a player has
a choice: the phasing player's Fire Combat and Movement Phases, and the tasks on the stack
(a retreat to conduct, a gas failure to decide, a Shock combat roll...). Per-unit data lives
in parallel lists so that a clone copies a few flat lists; maps, tables and unit ratings are
shared between all states of a game.
"""

from __future__ import annotations

import random
from bisect import insort
from typing import TYPE_CHECKING, Any

from strife.core.actions import Action
from strife.core.decision import Decision
from strife.core.dice import Dice
from strife.core.events import Event
from strife.core.outcome import Outcome
from strife.core.state import State
from strife.games.civil_power import (
    campaign_play,
    fire,
    hidden,
    los,
    movement,
    pregame,
    sequence,
    shock,
    viewing,
)
from strife.games.civil_power.model import (
    DECIDED,
    ELIMINATED,
    FIRE,
    MOVE,
    OVER,
    SHOCK_AREA,
    SUPPRESSED,
    Attack,
    Task,
)
from strife.games.civil_power.units import MOB, POLICE, unit_prefix

if TYPE_CHECKING:
    from strife.games.civil_power.board import Board
    from strife.games.civil_power.campaign import Campaign
    from strife.games.civil_power.campaign_play import Interlude
    from strife.games.civil_power.game import CivilPowerGame
    from strife.games.civil_power.pregame import Pregame
    from strife.games.civil_power.setup import PositionFile
    from strife.games.civil_power.tables import Tables
    from strife.games.civil_power.units import UnitType


# What `at` gives for an empty area: shared, so callers must not change the lists it gives.
_NONE: list[int] = []


def enemy(side: str) -> str:
    return POLICE if side == MOB else MOB


# `CivilPowerState.side_units`' answers for the last tuple of sides asked about.
_side_units: tuple[tuple[str, ...], dict[str, tuple[int, ...]]] = ((), {})


class CivilPowerState(State):
    game: CivilPowerGame
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
    # A rulebook scenario's own records (scenario_hooks: exits, looting, the Squat...).
    marks: dict[str, int]
    # Units that came into play after the start (Random Reinforcement Table): for saving.
    added: tuple[tuple[str, str, int, tuple[int, ...]], ...]
    _index: dict[int, list[int]] | None
    # 2.3 before turn 1: the players' force selections and set-up (pregame.py), or None.
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
    # fire._armed_memo: which firers have a target, for the position its key names.
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

    # -- the contract ------------------------------------------------------------------------

    def decision(self) -> Decision | None:
        if self.pregame is not None:
            return pregame.decision(self)
        if self.interlude is not None:
            return campaign_play.decision(self)
        if self.phase == OVER:
            return None
        if self.tasks:
            task = self.tasks[-1]
            if task.kind == SHOCK_AREA:
                sides = tuple(s for s in shock.combatants(self, task) if s not in self.choices)
                return Decision(self, sides, "5.4.1 Shock combat: roll or retreat")
            return Decision(
                self, (task.side,), viewing.task_prompt(self, task.kind, task.unit, task.area)
            )
        if self.phase == MOVE:
            return Decision(self, (self.active,), movement.prompt(self))
        return Decision(self, (self.active,), self.phase)

    def _legal_options(self, side: str) -> list[Action]:
        if self.pregame is not None:
            return pregame.options(self, side)
        if self.interlude is not None:
            return campaign_play.options(self, side)
        if self.phase == OVER:
            return []
        if self.tasks:
            task = self.tasks[-1]
            assert task.kind in DECIDED
            if task.kind == SHOCK_AREA:
                if side in self.choices or side not in shock.combatants(self, task):
                    return []
            elif side != task.side:
                return []
            return shock.task_options(self, task, side)
        if side != self.active:
            return []
        if self.phase == FIRE:
            return fire.options(self)
        if self.phase == MOVE:
            return movement.options(self)
        return []

    def _apply(self, side: str, action: Action) -> list[Event]:
        kept = self._fire_list
        if kept is not None or self._fire_list_back is not None:
            self._fire_list = self._fire_list_back = None
        if self.pregame is not None:
            return pregame.apply(self, side, action)
        if self.interlude is not None:
            return campaign_play.apply(self, side, action)
        events: list[Event] = []
        if self.tasks:
            shock.apply_task(self, side, action, events)
        elif self.phase == FIRE:
            fire.apply(self, action, events, kept)
        elif self.phase == MOVE:
            movement.apply(self, action, events)
        sequence.advance(self, events)
        if self.campaign is not None and self.result is not None:
            campaign_play.day_over(self, events)  # I-2: the next day, or the campaign's end
        self.log = tuple(events)
        return events

    def _why_illegal(self, side: str, action: Action) -> str:
        return viewing.why_illegal(self, side, action)

    def view(self, side: str | None) -> dict[str, Any]:
        found = viewing.view(self, side)
        if self.pregame is not None:
            pregame.overlay(self, found, side, spectator=False)
        if self.campaign is not None:
            found["campaign"] = campaign_play.view(self, side)
        return found

    def brief_view(self, side: str) -> dict[str, Any]:
        """The few parts of `view(side)` the heuristic players read (viewing.brief); for a
        position in play, not the pre-game or the days between (those views add more)."""
        return viewing.brief(self, side)

    def display_view(self, side: str | None) -> dict[str, Any]:
        """The view with each of the side's units' line of sight (all units for the umpire),
        which the board shows when a counter is pointed at."""
        found = self.view(side)
        if self.pregame is None and self.interlude is None:
            ids = self.board.ids
            found["sight"] = {
                self.names[u]: [ids[b] for b in los.sees(self, u)]
                for u in range(len(self.loc))
                if self.loc[u] >= 0 and (side is None or self.side_of[u] == side)
            }
        return found

    def public_view(self) -> dict[str, Any]:
        """What a spectator may see: only what every side sees."""
        found = viewing.view(self, None, spectator=True)
        if self.pregame is not None:
            pregame.overlay(self, found, None, spectator=True)
        if self.campaign is not None:
            found["campaign"] = campaign_play.view(self, "")  # "": no side's secrets
        return found

    def outcome(self) -> Outcome | None:
        return self.result

    def clone(self) -> CivilPowerState:
        other = CivilPowerState.__new__(CivilPowerState)
        self._copy_base_into(other)
        other.game = self.game
        other.board = self.board
        other.tables = self.tables
        other.position = self.position
        other.side_of = self.side_of
        other.names = self.names
        other.entry = self.entry
        other.enter_by = self.enter_by
        other.unit_index = self.unit_index
        other.night_turns = self.night_turns
        other.role = self.role
        other.order = self.order
        other.police = self.police
        other.rules = self.rules
        other.baton_class = self.baton_class
        other.los_walls = self.los_walls
        other.kind = self.kind.copy()
        other.loc = self.loc.copy()
        other.level = self.level.copy()
        other.flags = self.flags.copy()
        other.came_from = self.came_from.copy()
        other.gas_gun = self.gas_gun
        other.hidden = self.hidden
        other.aboard = self.aboard
        other.starts = self.starts
        other.sewer = self.sewer
        other.gas = self.gas.copy()
        other.fires = self.fires
        other.barricades = self.barricades
        other.barriers = self.barriers
        other.stores = self.stores.copy()
        other.el = self.el.copy()
        other.el_raised = self.el_raised.copy()
        other.vp = self.vp.copy()
        other.wia = self.wia.copy()
        other.kia = self.kia.copy()
        other.tdn = self.tdn
        other.firsts = self.firsts
        other.turn = self.turn
        other.active = self.active
        other.phase = self.phase
        other.moving = self.moving
        other.mp = self.mp
        other.moved_any = self.moved_any
        other.attack = self.attack
        other.choices = self.choices.copy()
        other.tasks = self.tasks
        other.result = self.result
        other.log = self.log
        other.marks = self.marks.copy()
        other.added = self.added
        index = self._index  # its lists are shared: `put` replaces them, never changes them
        other._index = None if index is None else index.copy()
        other.pregame = self.pregame.copy() if self.pregame is not None else None
        other.chosen_position = self.chosen_position
        other.campaign = (
            None if self.campaign is None else campaign_play.copy_campaign(self.campaign)
        )
        other.interlude = self.interlude.copy() if self.interlude is not None else None
        return other

    def determinize(self, side: str, rng: random.Random) -> CivilPowerState:
        """A world consistent with `side`'s view: the other side's Shock combat choice, if
        already made, is guessed afresh (5.4.1 choices are simultaneous: `_likely_choice`);
        the dice are reseeded."""
        other = self.clone()
        other.dice = Dice(rng.getrandbits(63))
        hidden.resample(other, side, rng)
        if other.pregame is not None:
            pregame.resample(other, side, rng)
        campaign_play.resample(other, side, rng)
        for them in other.foes(side):
            if them in other.choices:
                del other.choices[them]
                other._option_cache = {}
                other.choices[them] = other._likely_choice(them, rng)
        return other

    def _likely_choice(self, side: str, rng: random.Random) -> Action:
        """The Shock combat choice the game's heuristic player would make for `side` here.
        Chance made a poor guess: the side choosing second (the defender; the phasing side
        is asked first) searched against an enemy who retreats or throws away strength at
        random, the same mistake that cost a POWER search its later seats."""
        return self.game.heuristic_agent(side, rng.getrandbits(32)).choose(self, side)

    def _state_json(self) -> dict[str, Any]:
        from strife.games.civil_power.saving import state_json

        return state_json(self)

    # -- helpers used across rule modules ----------------------------------------------------

    def push(self, *tasks: Task) -> None:
        """Push tasks to be done in the order given (the first given is done first)."""
        self.tasks = self.tasks + tuple(reversed(tasks))

    def pop(self) -> Task:
        task = self.tasks[-1]
        self.tasks = self.tasks[:-1]
        return task

    def add_unit(self, side: str, kind: str, turn: int, areas: tuple[int, ...]) -> int:
        """Bring a new unit into the game (reinforcements): it waits off the map and enters
        from turn `turn` through `areas` in its side's Movement Phase (turn 0: it does not
        move in, its owner places it in one of `areas`: arrivals.py). Returns its index."""
        from strife.games.civil_power.model import WAITING

        u = len(self.loc)
        count = sum(1 for x in self.side_of if x == side) + 1
        name = f"{unit_prefix(side, self.order)}{count}"
        self.kind.append(self.game.unit_types[kind])
        self.loc.append(WAITING)
        self.level.append(0)
        self.flags.append(0)
        self.came_from.append(-1)
        self.side_of = (*self.side_of, side)
        self.names = (*self.names, name)
        self.entry = (*self.entry, (max(1, turn) if turn else 0, areas))
        self.enter_by = (*self.enter_by, 0)
        self.unit_index = {**self.unit_index, name: u}
        self.added = (*self.added, (side, kind, turn, areas))
        self.touch()
        return u

    def alive(self, u: int) -> bool:
        return self.loc[u] >= 0

    def gone(self, u: int) -> bool:
        return self.loc[u] == ELIMINATED

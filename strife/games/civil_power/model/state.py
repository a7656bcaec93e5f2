"""A Civil Power position as the engine plays it: the dispatch of decisions and actions to
the rule modules (what a position holds, and the questions about it, are in position.py).

The engine runs automatic steps itself (`sequence.advance`) and stops only where a player has
a choice: the phasing player's Fire Combat and Movement Phases, and the tasks on the stack
(a retreat to conduct, a gas failure to decide, a Shock combat roll...). Per-unit data lives
in parallel lists so that a clone copies a few flat lists; maps, tables and unit ratings are
shared between all states of a game.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from strife.core.actions import Action
from strife.core.decision import Decision
from strife.core.dice import Dice
from strife.core.events import Event
from strife.core.outcome import Outcome
from strife.core.state import State
from strife.games.civil_power.model.position import Position
from strife.games.civil_power.model.units import MOB, POLICE, unit_prefix
from strife.games.civil_power.model.values import (
    DECIDED,
    ELIMINATED,
    FIRE,
    MOVE,
    OVER,
    SHOCK_AREA,
    Task,
)
from strife.games.civil_power.rules import fire, los, movement, sequence, shock, tasks
from strife.games.civil_power.rules.optional import hidden
from strife.games.civil_power.setup import campaign_play, pregame
from strife.games.civil_power.views import viewing

if TYPE_CHECKING:
    from strife.games.civil_power.game import CivilPowerGame


def enemy(side: str) -> str:
    return POLICE if side == MOB else MOB


class CivilPowerState(Position, State):
    game: CivilPowerGame

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
            return tasks.task_options(self, task, side)
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
            tasks.apply_task(self, side, action, events)
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

    def game_turn(self) -> int:
        return self.turn

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
        from strife.games.civil_power.views.saving import state_json

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
        from strife.games.civil_power.model.values import WAITING

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

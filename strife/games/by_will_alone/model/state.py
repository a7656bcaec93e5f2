"""A By Will Alone position: flat lists per unit and per stand, cheap to clone.

Everything fixed (the board, the forces, the scenario) is in `Setup`, shared by every state
of a game; a state copies only a few short lists. Rules live in rules/; this module holds
the data, its JSON form and the dispatch of the core contract to the rules.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from strife.core.actions import Action
from strife.core.decision import Decision
from strife.core.dice import Dice
from strife.core.events import Event
from strife.core.outcome import Outcome
from strife.core.state import State
from strife.games.by_will_alone.model.board import Board
from strife.games.by_will_alone.model.forces import Forces, Grade, Role, Unit
from strife.games.by_will_alone.scenarios.schema import ScenarioData

if TYPE_CHECKING:
    from strife.games.by_will_alone.game import ByWillAloneGame

# Where a unit is when it is not in a feature.
OFF = ""  # not on the table yet: waiting to deploy, or in reserve (13)
GONE = "-"  # removed: a dummy sighted (10.1), or stands removed from play
NOT_ON_TABLE = frozenset({OFF, GONE})
UNDECIDED = object()  # the decision is not worked out yet

# Phases of the game.
DEPLOY = "deploy"
PLAY = "play"
OVER = "over"


@dataclass(frozen=True)
class Task:
    """A decision the rules put in the middle of play (a reaction, a choice after a roll):
    `kind` names the TaskRule that offers and applies it (rules/registry.py); `seat` decides;
    `unit` is the unit concerned; `data` holds the rule's own small facts."""

    kind: str
    seat: str
    unit: int
    data: tuple[tuple[str, int | str], ...] = ()

    def get(self, key: str, default: int | str = 0) -> int | str:
        return next((v for k, v in self.data if k == key), default)

    def to_json(self) -> list[Any]:
        return [self.kind, self.seat, self.unit, [list(kv) for kv in self.data]]


@dataclass(frozen=True)
class Setup:
    """The fixed facts of one game: board, forces, scenario data and set-up zones."""

    board: Board
    forces: Forces
    data: ScenarioData
    zones: dict[Role, tuple[str, ...]]
    order: tuple[str, ...]  # the seats, in the scenario's order
    # Answers that depend only on fixed facts and their arguments (movement.paths), kept
    # for every state of the game.
    cache: dict[Any, Any] = field(default_factory=dict, compare=False, repr=False)

    def unit(self, uid: str) -> Unit | None:
        return self.forces.unit_by_id(uid)


class ByWillAloneState(State):
    game: ByWillAloneGame
    setup: Setup
    board: Board  # the setup's, kept at hand: the rules ask for them at every step
    forces: Forces
    # per unit (index = Unit.index)
    at: list[str]  # feature id, OFF or GONE
    floor: list[int]  # 0 ground, 1.. an upper floor (10.2)
    label: list[str]  # the counter's public name until it is sighted (6.3)
    seen: list[bool]  # sighted by the other side: stands shown, not a counter (10.1)
    acted: list[bool]  # has taken its action this initiative (ruling 8.1-c)
    grade: list[str]  # the authority unit's reliability now (7.3, 7.5); "" for activists
    tries: list[int]  # failed attempts at the obstacle it is crossing (9.2)
    trying: list[str]  # that obstacle, "A>B", or ""
    # per stand
    status: list[str]  # "" in play; else why it is out: "arrested", "dispersed", "removed"
    condition: list[str]  # "" or "sitting", "fraternizing", "partying" (8.2) ...
    # the game
    phase: str
    deploying: tuple[str, ...]  # the seats still setting up (6.3)
    holder: str  # the Role value of the side with the initiative (8.1)
    initiative: int  # how many initiatives have begun (4: about 30 minutes each)
    acted_seats: tuple[str, ...]  # seats that have acted in this round (8.1)
    passing: str  # why the initiative passes at the end of this round, or ""
    tasks: tuple[Task, ...]  # decisions the rules wait for, the last first
    marks: dict[str, int]  # small counters the rules keep ("escalated:P1" ...)
    scores: dict[str, int]  # points per Role value (21)
    result: Outcome | None
    log: tuple[Event, ...]
    _decided: Decision | object | None

    # -- the contract ---------------------------------------------------------------------

    def decision(self) -> Decision | None:
        # Asked many times between two moves (options, legality, agents): kept until the
        # position changes (`changed`).
        found = self._decided
        if found is UNDECIDED:
            found = self._decided = turns.decision(self)
        return found  # type: ignore[return-value]

    def changed(self) -> None:
        """Forget what was worked out from the position (after the rules change it)."""
        self._decided = UNDECIDED
        self._option_cache = {}

    def _legal_options(self, side: str) -> list[Action]:
        return turns.options(self, side)

    def _apply(self, side: str, action: Action) -> list[Event]:
        events: list[Event] = []
        self._decided = UNDECIDED
        turns.apply(self, side, action, events)
        self._decided = UNDECIDED
        self.log = tuple(events)
        return events

    def _why_illegal(self, side: str, action: Action) -> str:
        return turns.why_illegal(self, side, action)

    def view(self, side: str | None) -> dict[str, Any]:
        from strife.games.by_will_alone.views.viewing import view

        return view(self, side)

    def display_view(self, side: str | None) -> dict[str, Any]:
        """The view with the features each of the side's units sees (every unit's for the
        umpire), which the board lights when a counter is pointed at (10.1)."""
        from strife.games.by_will_alone.rules.sighting import level

        found = self.view(side)
        role = self.role_of(side) if side is not None else None
        found["sight"] = {
            unit.id: sorted(self.board.seen_from(self.at[unit.index], level(self, unit.index)))
            for unit in self.forces.units
            if self.on_table(unit.index) and not unit.dummy and role in (None, unit.role)
        }
        return found

    def outcome(self) -> Outcome | None:
        return self.result

    def game_turn(self) -> int:
        return self.initiative

    def clone(self) -> ByWillAloneState:
        other = ByWillAloneState.__new__(ByWillAloneState)
        self._copy_base_into(other)
        other.setup = self.setup
        other.board = self.board
        other.forces = self.forces
        other.at = self.at[:]
        other.floor = self.floor[:]
        other.label = self.label[:]
        other.seen = self.seen[:]
        other.acted = self.acted[:]
        other.grade = self.grade[:]
        other.tries = self.tries[:]
        other.trying = self.trying[:]
        other.status = self.status[:]
        other.condition = self.condition[:]
        other.phase = self.phase
        other.deploying = self.deploying
        other.holder = self.holder
        other.initiative = self.initiative
        other.acted_seats = self.acted_seats
        other.passing = self.passing
        other.tasks = self.tasks
        other.marks = self.marks.copy()
        other.scores = self.scores.copy()
        other.result = self.result
        other.log = self.log
        other._decided = UNDECIDED
        return other

    def determinize(self, side: str, rng: random.Random) -> ByWillAloneState:
        from strife.games.by_will_alone.rules import sighting
        from strife.games.by_will_alone.rules.registry import RESAMPLERS

        world = self.clone()
        sighting.resample_hidden(world, side, rng)
        for redraw in RESAMPLERS:
            redraw(world, side, rng)
        world.dice = Dice(rng.getrandbits(63))
        return world

    def _state_json(self) -> dict[str, Any]:
        from strife.games.by_will_alone.views.saving import state_json

        return state_json(self)

    # -- questions the rules ask ------------------------------------------------------------

    def role_of(self, seat: str) -> Role:
        return self.forces.role_of(seat)

    def unit_index(self, uid: str) -> int:
        unit = self.setup.unit(uid)
        return -1 if unit is None else unit.index

    def units_of(self, role: Role) -> list[Unit]:
        return [u for u in self.forces.units if u.role is role]

    def on_table(self, u: int) -> bool:
        return self.at[u] not in NOT_ON_TABLE

    def stands_in_play(self, u: int) -> list[int]:
        return [s for s in self.forces.units[u].stands if self.status[s] == ""]

    def morale_number(self, s: int) -> int | None:
        """7.4: the roll a stand needs to pass a morale check now (None: Unreliable)."""
        from strife.games.by_will_alone.model.forces import MORALE_NUMBER

        stand = self.forces.stands[s]
        grade = stand.quality if stand.quality is not None else Grade(self.grade[stand.unit])
        return MORALE_NUMBER.get(grade)

    def units_in(self, feature: str) -> list[int]:
        return [u for u, f in enumerate(self.at) if f == feature]

    def event(self, kind: str, text: str, rule: str, **data: Any) -> Event:
        return Event(kind, text, data, rule) if data else Event(kind, text, rule=rule)


# The rules import this module's names; the state calls the rules (a cycle broken here).
from strife.games.by_will_alone.rules import turns  # noqa: E402

"""A Crisis 2000 position: where every unit and marker is, the step of the turn, and what
is waiting to be decided. The rules that move it on are in `rules/` (`rules.sequence` runs
the automatic steps and stops only where a player has a choice: a conflict being composed,
a result that gives a choice, an interrupt, a placement; `rules.options` lists the choices).
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
from strife.games.crisis2000.model.actions import name
from strife.games.crisis2000.model.turn import (
    OVER,
    PHASE_NAMES,
    SETUP,
    Conflict,
    Task,
)
from strife.games.crisis2000.model.turn import POOL as RECRUITING_POOL
from strife.games.crisis2000.model.units import INFRASTRUCTURE
from strife.games.crisis2000.rules import crisis_markers as crisis
from strife.games.crisis2000.rules import options, sequence

if TYPE_CHECKING:
    from strife.games.crisis2000.game import CrisisGame
    from strife.games.crisis2000.model.board import Board
    from strife.games.crisis2000.model.markers import MarkerTable
    from strife.games.crisis2000.model.tables import Tables
    from strife.games.crisis2000.model.units import UnitTable
    from strife.games.crisis2000.scenarios.files import ScenarioFile


class CrisisState(State):
    game: CrisisGame
    model: ScenarioFile
    turn: int
    active: str
    phase: str
    owner: list[str]  # per unit: "government", "rebel" or "" (in the Recruiting Pool)
    loc: list[str]  # per unit: a region id, "pool" or "neutralized"
    flags: list[int]  # per unit: DATA_DONE | ARMED_DONE | MOVED this player turn
    hands: dict[str, tuple[str, ...]]
    cup: tuple[str, ...]
    removed: tuple[str, ...]  # markers permanently removed from play
    conflict: Conflict | None
    stack: tuple[Task, ...]
    setup_side: str
    setup_queue: tuple[str, ...]
    no_armed: bool  # a Bill of Rights stopped the Government's Armed Conflict this turn
    result: Outcome | None
    # What the last move made happen, kept so that each view can show the lines its side
    # was told (the die rolled, the result): a view then tells everything its events did.
    log: tuple[Event, ...]
    _index: dict[tuple[str, str], list[int]] | None

    # Static data, shared by every state of a game (never copied).
    board: Board
    table: UnitTable
    markers: MarkerTable
    tables: Tables

    # -- where things are -----------------------------------------------------------------------

    def touch(self) -> None:
        """Units were changed other than by `put`: forget the index."""
        self._index = None

    def _places(self) -> dict[tuple[str, str], list[int]]:
        """Units by (place, owner), each list in unit order, and each region's Infrastructure
        unit under (region, INFRASTRUCTURE): built in one pass when missing (`touch`). The
        state owns it alone (a clone builds its own), so `put` keeps it up to date in place
        as units change place or owner; a key is present only while its list is not empty."""
        index = self._index
        if index is None:
            index = {}
            get = index.get
            for u, key in enumerate(zip(self.loc, self.owner, strict=True)):
                found = get(key)
                if found is None:
                    index[key] = [u]
                else:
                    found.append(u)
            owner, loc = self.owner, self.loc
            for u in self.table.infrastructure:
                if owner[u]:
                    index[(loc[u], INFRASTRUCTURE)] = [u]
            self._index = index
        return index

    def put(self, unit: int, side: str, where: str) -> None:
        """A unit changes place and owner ("" and the Recruiting Pool when it leaves play):
        the index follows it in place instead of being rebuilt."""
        index = self._index
        old, here = self.owner[unit], self.loc[unit]
        self.owner[unit] = side
        self.loc[unit] = where
        if index is None:
            return
        mine = index[(here, old)]
        if len(mine) == 1:
            del index[(here, old)]
        else:
            mine.remove(unit)
        there = index.get((where, side))
        if there is None:
            index[(where, side)] = [unit]
        else:
            insort(there, unit)
        if self.table.kind[unit] == INFRASTRUCTURE:
            self._infrastructure_key(index, here)
            self._infrastructure_key(index, where)

    def _infrastructure_key(self, index: dict[tuple[str, str], list[int]], place: str) -> None:
        """(place, INFRASTRUCTURE) as `_places` builds it: the last owned one there."""
        owner, loc = self.owner, self.loc
        last = None
        for u in self.table.infrastructure:
            if owner[u] and loc[u] == place:
                last = u
        if last is None:
            index.pop((place, INFRASTRUCTURE), None)
        else:
            index[(place, INFRASTRUCTURE)] = [last]

    def units_in(self, where: str, side: str) -> list[int]:
        return list(self._places().get((where, side), ()))

    def pool_units(self, kind: str) -> list[int]:
        return [
            u for u in self._places().get((RECRUITING_POOL, ""), ()) if self.table.kind[u] == kind
        ]

    def on_map(self, side: str) -> list[int]:
        places = self._places()
        return [u for r in self.board.ids for u in places.get((r, side), ())]

    def occupied(self, side: str) -> list[str]:
        places = self._places()
        return [r for r in self.board.ids if (r, side) in places]

    def infrastructure_at(self, region: str) -> int | None:
        found = self._places().get((region, INFRASTRUCTURE))
        return found[0] if found else None

    def infrastructure_regions(self, side: str) -> tuple[str, ...]:
        places, owner = self._places(), self.owner
        out = []
        for r in self.board.ids:
            found = places.get((r, INFRASTRUCTURE))
            if found and owner[found[0]] == side:
                out.append(r)
        return tuple(out)

    def value_of(self, side: str) -> int:
        """The Value of regions holding a friendly Infrastructure (III; VIII)."""
        return sum(self.board[r].value for r in self.infrastructure_regions(side))

    def bring_in(self, unit: int, side: str, region: str, why: str) -> Event:
        """A unit from the Recruiting Pool enters play, friendly face up."""
        self.put(unit, side, region)
        self.flags[unit] = 0
        kind = self.table[self.table.kind[unit]].name
        text = f"{side} places {kind} in {self.board[region].name} ({why})"
        data = {"side": side, "unit": self.table.kind[unit], "region": region, "why": why}
        return Event("placed", text, data)

    def push(self, task: Task) -> None:
        self.stack = (*self.stack, task)

    # -- the contract ---------------------------------------------------------------------------

    def decision(self) -> Decision | None:
        if self.phase == OVER:
            return None
        if self.stack:
            task = self.stack[-1]
            return Decision(self, (task.side,), _PROMPTS[task.kind])
        if self.conflict is not None:
            return Decision(self, (self.conflict.roller,), "compose the attack, then roll")
        if self.phase == SETUP:
            unit = name(self.setup_queue[0])
            return Decision(self, (self.setup_side,), f"set up: place {unit}")
        return Decision(self, (self.active,), PHASE_NAMES[self.phase])

    def _legal_options(self, side: str) -> list[Action]:
        return options.legal_options(self, side)

    def _why_illegal(self, side: str, action: Action) -> str:
        decision = self.decision()
        waiting = decision.prompt if decision else "nothing (the game is over)"
        return f"{action.label()} is not open to {side} now (the game waits for: {waiting})"

    def _apply(self, side: str, action: Action) -> list[Event]:
        events = sequence.carry_out(self, side, action)
        events += sequence.advance(self)
        self.log = tuple(events)
        return events

    # -- views and copies -----------------------------------------------------------------------

    def outcome(self) -> Outcome | None:
        return self.result

    def game_turn(self) -> int:
        return self.turn

    def view(self, side: str | None) -> dict[str, Any]:
        return self.game.viewer.view(self, side)

    def brief_view(self, side: str) -> dict[str, Any]:
        """The few parts of `view(side)` the heuristic player reads (Viewer.brief)."""
        return self.game.viewer.brief(self, side)

    def public_view(self) -> dict[str, Any]:
        """What a spectator may see: the map, the units, Value, turn and phase, the number
        of markers each side holds and the cup's, the markers played; no marker's name in a
        hand or the cup, and no seed (the server shows this to spectators)."""
        return self.game.viewer.view(self, "")

    def clone(self) -> CrisisState:
        other = CrisisState.__new__(CrisisState)
        self._copy_base_into(other)
        other.board = self.board
        other.table = self.table
        other.markers = self.markers
        other.tables = self.tables
        other.model = self.model
        other.turn = self.turn
        other.active = self.active
        other.phase = self.phase
        other.owner = self.owner.copy()
        other.loc = self.loc.copy()
        other.flags = self.flags.copy()
        other.hands = self.hands.copy()  # the hands themselves are immutable tuples
        other.cup = self.cup
        other.removed = self.removed
        other.conflict = self.conflict
        other.stack = self.stack
        other.setup_side = self.setup_side
        other.setup_queue = self.setup_queue
        other.no_armed = self.no_armed
        other.result = self.result
        other.log = self.log
        other._index = None  # each state owns its index (changes update it in place)
        return other

    def determinize(self, side: str, rng: random.Random) -> CrisisState:
        """The opponent's markers and the cup are unknown to `side`: deal them afresh from
        everything it cannot see, keeping the opponent's (public) number of markers."""
        other = self.clone()
        other.dice = Dice(rng.getrandbits(63))
        foe = crisis.other(side)
        unseen = list(self.cup + self.hands[foe])
        rng.shuffle(unseen)
        n = len(self.hands[foe])
        # The opponent never holds a marker it cannot play (III.B) nor Economic Collapse
        # (played when picked): deal it only markers it could hold.
        holdable = self.markers.holdable
        dealt = [m for m in unseen if holdable(m, foe)][:n]
        for m in dealt:
            unseen.remove(m)
        other.hands[foe] = tuple(sorted(dealt))
        other.cup = tuple(sorted(unseen))
        return other

    def _state_json(self) -> dict[str, Any]:
        return self.game.saver.dump(self)


_PROMPTS = {
    "place": "place the new unit",
    "recover": "5. Neutralization Recovery: place a unit from the Neutralized box",
    "recruit": "Recruit: choose a unit from the Recruiting Pool",
    "d-result": "D result: defect, neutralize or recruit one unit",
    "lose": "choose the unit lost",
    "counter": "Counterattack result: counterattack or not",
    "bill": "the Government begins an Armed attack: play Bill of Rights or not",
    "decree": "Bill of Rights played: answer with Security Decree or not",
}

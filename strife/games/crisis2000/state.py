"""A Crisis 2000 position and the turn sequence that moves it on (II.A Game Turn Sequence).

Each game turn is a Rebel player turn then a Government one, each of five steps: Crisis
Marker Selection, Data Conflict, Movement, Armed Conflict, Neutralization Recovery. The
engine runs the automatic steps itself (`_advance`) and stops only where a player has a
choice: a conflict being composed, a result that gives a choice, an interrupt, a placement.
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
from strife.games.crisis2000 import armed_conflict as ac
from strife.games.crisis2000 import conflict as cf
from strife.games.crisis2000 import crisis, movement, recovery, setup, victory
from strife.games.crisis2000 import data_conflict as dc
from strife.games.crisis2000 import markers as mk
from strife.games.crisis2000.actions import (
    COUNTERATTACK,
    DONE,
    POOL,
    Attack,
    Choose,
    Counterattack,
    Firepower,
    Join,
    Lose,
    Move,
    Place,
    Play,
    Recruit,
    Roll,
    Support,
    Withdraw,
    attack,
    name,
    play,
)
from strife.games.crisis2000.model import ARMED_DONE, DATA_DONE, Conflict, Task
from strife.games.crisis2000.model import POOL as RECRUITING_POOL
from strife.games.crisis2000.units import INFRASTRUCTURE

if TYPE_CHECKING:
    from strife.games.crisis2000.board import Board
    from strife.games.crisis2000.game import CrisisGame
    from strife.games.crisis2000.markers import MarkerTable
    from strife.games.crisis2000.scenario import ScenarioFile
    from strife.games.crisis2000.tables import Tables
    from strife.games.crisis2000.units import UnitTable

SETUP = "setup"
DATA = "data"
MOVE = "move"
ARMED = "armed"
RECOVERY = "recovery"
OVER = "over"
PHASE_NAMES = {SETUP: "Setup", DATA: "2. Data Conflict", MOVE: "3. Movement",
               ARMED: "4. Armed Conflict", RECOVERY: "5. Neutralization Recovery",
               OVER: "game over"}  # fmt: skip
# Interrupts asked whether or not the side holds the marker, so that being asked gives
# nothing away about a secret hand.
ALWAYS_ASKED = frozenset({"bill", "decree"})
RULE_SEQUENCE = "II.A Game Turn Sequence"


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

    def _decider(self) -> str | None:
        """The one side `decision()` waits for (None once the game is over), cheaply."""
        if self.phase == OVER:
            return None
        if self.stack:
            return self.stack[-1].side
        if self.conflict is not None:
            return self.conflict.roller
        if self.phase == SETUP:
            return self.setup_side
        return self.active

    def _legal_options(self, side: str) -> list[Action]:
        if side != self._decider():
            return []
        if self.stack:
            return self._task_options(self.stack[-1])
        if self.conflict is not None:
            return cf.compose_options(self, self.conflict)
        if self.phase == SETUP:
            return setup.options(self)
        return self._phase_options(side, with_events=True)

    def _phase_options(self, side: str, with_events: bool) -> list[Action]:
        options: list[Action] = []
        if self.phase == DATA:
            options += [attack(r) for r in self._attack_regions(side, armed=False)]
        elif self.phase == MOVE:
            options += movement.options(self, side)
        elif self.phase == ARMED and not self.no_armed:
            options += [attack(r) for r in self._attack_regions(side, armed=True)]
        if with_events:
            hand = self.hands[side]
            for name in mk.AT_WILL:
                if name in hand:
                    options.append(play(name))
        options.append(DONE)
        return options

    def _phase_has_action(self, side: str) -> bool:
        """Whether the phase offers `side` more than Done (Special Events aside): the same
        as `_phase_options(side, with_events=False) != [DONE]`, without listing them."""
        if self.phase == DATA:
            return self._can_attack(side, armed=False)
        if self.phase == MOVE:
            return movement.can_move(self, side)
        if self.phase == ARMED and not self.no_armed:
            return self._can_attack(side, armed=True)
        return False

    def _can_attack(self, side: str, armed: bool) -> bool:
        """Whether `_attack_regions(side, armed)` is not empty."""
        bit = ARMED_DONE if armed else DATA_DONE
        foe = crisis.other(side)
        places = self._places()
        flags = self.flags
        for r in self.board.ids:
            mine = places.get((r, side))
            if not mine or (armed and (r, foe) not in places):
                continue
            for u in mine:
                if not flags[u] & bit:
                    return True
        return False

    def _attack_regions(self, side: str, armed: bool) -> list[str]:
        """Regions where `side` has a unit that has not made this kind of attack yet; an
        Armed attack also needs defending units (VI.D)."""
        bit = ARMED_DONE if armed else DATA_DONE
        foe = crisis.other(side)
        places = self._places()
        flags = self.flags
        out = []
        for r in self.board.ids:
            mine = places.get((r, side))
            if not mine or (armed and (r, foe) not in places):
                continue
            for u in mine:
                if not flags[u] & bit:
                    out.append(r)
                    break
        return out

    def _task_options(self, task: Task) -> list[Action]:
        kind = task.kind
        if kind == "place":
            kinds = [k for k in task.types if self.pool_units(k)]
            if task.count <= 0:
                return []
            return [POOL.get(Place, k, r) for k in kinds for r in task.regions]
        if kind == "recover":
            return recovery.options(self, task.side)
        if kind == "recruit":
            return dc.recruit_options(self, task.side, task.region, task.flag)
        if kind == "d-result":
            return dc.d_options(self, task)
        if kind == "lose":
            return ac.lose_options(self, task)
        hand = self.hands[task.side]
        # E-2: the Rebel plays Videotaped Atrocity "any time", so also at these interrupts of
        # the Government's turn (always put to it, so holding the marker shows nothing).
        atrocity: list[Action] = (
            [POOL.get(Play, mk.VIDEOTAPED_ATROCITY)]
            if task.side == "rebel" and mk.VIDEOTAPED_ATROCITY in hand
            else []
        )
        if kind == "counter":
            return [COUNTERATTACK, DONE, *atrocity]
        held = mk.BILL_OF_RIGHTS if kind == "bill" else mk.SECURITY_DECREE
        play: list[Action] = [POOL.get(Play, held)] if held in hand else []
        return [*play, DONE, *atrocity]

    def _why_illegal(self, side: str, action: Action) -> str:
        decision = self.decision()
        waiting = decision.prompt if decision else "nothing (the game is over)"
        return f"{action.label()} is not open to {side} now (the game waits for: {waiting})"

    def _apply(self, side: str, action: Action) -> list[Event]:
        events = self._carry_out(side, action)
        events += self._advance()
        self.log = tuple(events)
        return events

    def _carry_out(self, side: str, action: Action) -> list[Event]:
        if self.stack:
            return self._apply_task(self.stack[-1], action)
        c = self.conflict
        if c is not None:
            return self._compose(c, action)
        if self.phase == SETUP:
            assert isinstance(action, Place)
            return setup.place(self, action)
        if isinstance(action, Attack):
            armed = self.phase == ARMED
            if armed and side == "government":
                # E-1: the Rebel may answer any Government Armed attack with Bill of Rights
                self.push(Task("bill", "rebel", region=action.region))
            return cf.begin(self, action.region, armed=armed)
        if isinstance(action, Move):
            return movement.move(self, side, action)
        if isinstance(action, Play):
            return crisis.play_event(self, side, action.marker)
        return self._end_phase()

    def _compose(self, c: Conflict, action: Action) -> list[Event]:
        if isinstance(action, Join):
            return cf.join(self, c, action.unit)
        if isinstance(action, Support | Play):
            return cf.support(self, c, action.marker)
        if isinstance(action, Firepower):
            return cf.firepower(self, c)
        if isinstance(action, Withdraw):
            return cf.withdraw(self, c)
        assert isinstance(action, Roll)
        return ac.resolve(self, c) if c.armed else dc.resolve(self, c)

    def _apply_task(self, task: Task, action: Action) -> list[Event]:
        if isinstance(action, Play) and action.marker == mk.VIDEOTAPED_ATROCITY:
            return crisis.play_event(self, task.side, action.marker)  # then back to the task
        rest = self.stack[:-1]
        if task.kind == "place" and isinstance(action, Place):
            left = task.count - 1
            regions = (action.region,) if task.same else task.regions
            if left:
                more = Task(task.kind, task.side, task.region, task.types, regions, left,
                            task.units, task.flag, task.same, task.reason)  # fmt: skip
                self.stack = (*rest, more)
            else:
                self.stack = rest
            unit = self.pool_units(action.unit)[0]
            return [self.bring_in(unit, task.side, action.region, task.reason)]
        if task.kind == "recover" and isinstance(action, Place):
            return recovery.place(self, task.side, action)
        self.stack = rest
        if isinstance(action, Recruit):
            return dc.recruit(self, task, action.unit)
        if isinstance(action, Choose):
            return dc.apply_choice(self, task, action.effect, action.unit)
        if isinstance(action, Lose):
            return ac.apply_loss(self, task, action.unit)
        if task.kind == "counter":
            assert self.conflict is not None
            if isinstance(action, Counterattack):
                return ac.counterattack(self, self.conflict)
            return ac.decline(self, self.conflict, task.side)
        return self._interrupt(task, action)

    def _interrupt(self, task: Task, action: Action) -> list[Event]:
        """Bill of Rights during the Government's Armed Conflict, answered by Security Decree."""
        rule = crisis.RULE_EVENTS
        if task.kind == "bill":
            if not isinstance(action, Play):
                return []
            crisis.spend(self, "rebel", mk.BILL_OF_RIGHTS)
            self.push(Task("decree", "government"))
            text = f"{rule}: rebel plays Bill of Rights"
            return [Event("play", text, {"side": "rebel", "marker": mk.BILL_OF_RIGHTS}, rule)]
        if isinstance(action, Play):
            crisis.spend(self, "government", mk.SECURITY_DECREE)
            crisis.return_played(self, (mk.BILL_OF_RIGHTS, mk.SECURITY_DECREE))
            text = f"{rule}: government plays Security Decree: the Bill of Rights has no effect"
            return [Event("play", text, {"side": "government", "marker": mk.SECURITY_DECREE}, rule)]
        crisis.return_played(self, (mk.BILL_OF_RIGHTS,))
        self.no_armed = True
        self.conflict = None  # the attack just begun is called off before any unit joins
        text = f"{rule}: Bill of Rights: the Government conducts no Armed Conflict this turn"
        return [Event("bill-of-rights", text, {}, rule)]

    # -- the turn sequence ----------------------------------------------------------------------

    def _advance(self) -> list[Event]:
        events: list[Event] = []
        while True:
            if self.stack:
                task = self.stack[-1]
                options = self._task_options(task)
                if not options:
                    self.stack = self.stack[:-1]
                    continue
                if len(options) == 1 and task.kind not in ALWAYS_ASKED:
                    events += self._apply_task(task, options[0])
                    continue
                return events
            if self.conflict is not None or self.phase == OVER:
                return events
            if self.phase == SETUP:
                if not self._setup_step(events):
                    return events
                continue
            if self.phase == RECOVERY:
                events += self._end_player_turn()
                continue
            if self._phase_has_action(self.active):
                return events
            events += self._end_phase()

    def _setup_step(self, events: list[Event]) -> bool:
        """One automatic step of setup; False when a side must choose where to place."""
        if self.setup_queue:
            options = setup.options(self)
            if len(options) > 1:
                return False
            if options:
                assert isinstance(options[0], Place)
                events += setup.place(self, options[0])
            else:
                self.setup_queue = self.setup_queue[1:]  # nowhere legal: it stays in the pool
            return True
        if self.setup_side == self.model.first:
            self.setup_side = crisis.other(self.model.first)
            self.setup_queue = setup.queue_for(self.model, self.setup_side)
            return True
        events += setup.initial_markers(self)
        first = "government" if self.model.skip_first_rebel_turn else "rebel"
        events += self._begin_player_turn(first)
        return True

    def _begin_player_turn(self, side: str) -> list[Event]:
        self.active = side
        self.phase = DATA
        self.no_armed = False
        text = f"Turn {self.turn}: the {side} player turn begins"
        events = [Event("player-turn", text, {"turn": self.turn, "side": side}, RULE_SEQUENCE)]
        return events + crisis.select(self)

    def _end_phase(self) -> list[Event]:
        if self.phase == DATA:
            self.phase = MOVE
        elif self.phase == MOVE:
            self.phase = ARMED
        else:
            self.phase = RECOVERY
            if recovery.boxed(self, self.active):
                self.push(Task("recover", self.active))
        return []

    def _end_player_turn(self) -> list[Event]:
        self.flags = [0] * len(self.flags)
        if self.active == "rebel":
            return self._begin_player_turn("government")
        if self.turn >= self.model.turns:
            return self._finish()
        self.turn += 1
        return self._begin_player_turn("rebel")

    def _finish(self) -> list[Event]:
        self.result = victory.outcome(self)
        self.phase = OVER
        names = " and ".join(self.result.winners) or "nobody"
        text = f"{victory.RULE}: {self.result.level}: {names} wins ({self.result.reason})"
        return [Event("game-over", text, self.result.to_json(), victory.RULE)]

    # -- views and copies -----------------------------------------------------------------------

    def outcome(self) -> Outcome | None:
        return self.result

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

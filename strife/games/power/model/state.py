"""A POWER position, and the choices that move its round on (the automatic stages of the
round are in rules/sequence.py).

A round: every side writes its commands secretly and at the same time (1. Planning
Commands); then the pads are implemented from the Official clockwise (2.), conflicts are
resolved (3., 4.), Power Units collected (5.) and Flags captured (6.). The engine runs the
automatic stages itself and stops only where a player has a choice.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from strife.core.actions import Action
from strife.core.decision import Decision
from strife.core.dice import Dice
from strife.core.errors import IllegalAction
from strife.core.events import Event
from strife.core.outcome import Outcome
from strife.core.state import State
from strife.games.power.model import forces as fx
from strife.games.power.model.commands import (
    ChooseArmy,
    ChooseForfeit,
    Command,
    Done,
    MissileAdd,
    MissileCancel,
    MissileStart,
    Move,
    TakeBack,
)
from strife.games.power.model.forces import Forces
from strife.games.power.model.rulesets import Seating
from strife.games.power.model.stages import (
    CAPTURE_CHOICE,
    COLLECTING,
    FLAG_CHOICE,
    FLAGS,
    FORFEIT,
    IMPLEMENTING,
    PLANNING,
)
from strife.games.power.rules import conflicts, flags, implementing, planning, sequence
from strife.games.power.rules import execution as ex
from strife.games.power.rules.planning import Draft

if TYPE_CHECKING:
    from strife.games.power.game import PowerGame
    from strife.games.power.model.board import Board
    from strife.games.power.model.pieces import PieceTable


class PowerState(State):
    game: PowerGame
    seating: Seating
    forces: dict[str, Forces]
    power_units: dict[str, int]
    flag_holder: dict[str, str]
    round: int
    round_limit: int
    official: str
    stage: str
    pads: dict[str, tuple[Command, ...]]
    done: dict[str, bool]
    done_count: int  # changes whenever `done` does, so a cached Decision can be trusted
    _planning: Decision
    _done_at: int
    drafts: dict[str, Draft]
    order: tuple[str, ...]
    cursor: int
    cancelled: frozenset[implementing.PadLine]
    joined: frozenset[implementing.PadLine]
    pending_forfeit: tuple[str, tuple[tuple[str, str], ...]] | None
    pending_captures: tuple[conflicts.Capture, ...]
    pending_flag: tuple[str, tuple[str, ...]] | None
    flag_list: tuple[str, ...]
    flag_cursor: int
    result: Outcome | None
    projections: dict[str, ex.Armies]  # each side's forces as its pad leaves them (a cache)
    adoptable: dict[str, implementing.Adopted]  # see implementing.adoptable_projections
    struck: bool  # a Mega-Missile has struck in this implementation stage

    # Static data, shared by every state of a game (never copied).
    board: Board
    table: PieceTable

    # -- questions ---------------------------------------------------------------------------

    def is_eliminated(self, army: str) -> bool:
        return self.flag_holder[army] != army

    def is_alive(self, side: str) -> bool:
        return any(not self.is_eliminated(a) for a in self.seating.armies_of[side])

    def alive_sides(self) -> tuple[str, ...]:
        alive: tuple[str, ...] | None = self.__dict__.get("_alive")
        if alive is None:
            alive = self._alive = tuple(s for s in self.seating.sides if self.is_alive(s))
        return alive

    def forget_derived(self) -> None:
        """Drop what is computed from the position (after a Flag changes hands)."""
        self.__dict__.pop("_alive", None)
        self.projections = {}

    def armies(self) -> ex.Armies:
        return ex.Armies(self.forces, self.power_units)

    def army_power(self, army: str) -> int:
        """Total power value: every piece on the board and in Reserve, and Power Units."""
        return fx.total_power(self.forces[army], self.table) + self.power_units[army]

    def side_power(self, side: str) -> int:
        return sum(self.army_power(a) for a in self.seating.armies_of[side])

    def side_flags(self, side: str) -> int:
        armies = self.seating.armies_of[side]
        return sum(1 for holder in self.flag_holder.values() if holder in armies)

    def flag_pads_clear(self, army: str) -> None:
        if army in self.pads:
            self.pads[army] = ()
        self.forget_derived()

    # -- the contract -----------------------------------------------------------------------

    def decision(self) -> Decision | None:
        stage = self.stage
        if stage == PLANNING:
            # The same decision stands while a side writes line after line: reuse it.
            cached: Decision | None = self.__dict__.get("_planning")
            if cached is not None and cached.state is self and self.done_count == self._done_at:
                return cached
            waiting = tuple(s for s in self.alive_sides() if not self.done[s])
            decision = Decision(self, waiting, "write this round's commands")
            self._planning, self._done_at = decision, self.done_count
            return decision
        if stage == FORFEIT and self.pending_forfeit:
            side = self.seating.side_of(self.pending_forfeit[0]) or ""
            return Decision(self, (side,), "choose the piece to break down for the penalty")
        if stage == CAPTURE_CHOICE and self.pending_captures:
            side = self.pending_captures[0].party
            return Decision(self, (side,), "choose the Country that receives captured pieces")
        if stage == FLAG_CHOICE and self.pending_flag:
            side = self.seating.side_of(self.pending_flag[1][0]) or ""
            return Decision(self, (side,), "choose the Country that receives the captured Flag")
        return None

    def _legal_options(self, side: str) -> list[Action]:
        stage = self.stage
        if stage == PLANNING:
            if self.done.get(side, True) or side not in self.alive_sides():
                return []
            return planning.options(self, side)
        decision = self.decision()
        if decision is None or side not in decision.sides:
            return []
        if stage == FORFEIT and self.pending_forfeit:
            army, candidates = self.pending_forfeit
            return [ChooseForfeit(army, piece, loc) for piece, loc in candidates]
        if stage == CAPTURE_CHOICE:
            return [ChooseArmy(a) for a in self.pending_captures[0].candidates]
        if stage == FLAG_CHOICE and self.pending_flag:
            return [ChooseArmy(a) for a in self.pending_flag[1]]
        return []

    def _why_illegal(self, side: str, action: Action) -> str:
        if self.stage == PLANNING:
            return planning.why_not(self, side, action)
        return f"{action.label()} is not one of the choices open to {side} now"

    def _apply(self, side: str, action: Action) -> list[Event]:
        if self.stage == PLANNING:
            return self._write(side, action)
        if isinstance(action, ChooseForfeit):
            self.pending_forfeit = None
            event = implementing.break_down(self, action.army, action.piece, action.loc)
            self.stage = IMPLEMENTING
            return [event, *sequence.advance(self)]
        if isinstance(action, ChooseArmy) and self.stage == CAPTURE_CHOICE:
            first, *rest = self.pending_captures
            self.pending_captures = tuple(rest)
            event = conflicts.deliver(self, first, action.army)
            if rest:
                return [event]
            self.stage = COLLECTING
            return [event, *sequence.advance(self)]
        if isinstance(action, ChooseArmy) and self.pending_flag:
            army = self.pending_flag[0]
            self.pending_flag = None
            event = flags.capture_flag(self, army, action.army)
            self.flag_cursor += 1
            self.stage = FLAGS
            return [event, *sequence.advance(self)]
        raise IllegalAction(f"{action.label()} cannot be applied now")

    # -- 1. Planning Commands ----------------------------------------------------------------

    def _write(self, side: str, action: Action) -> list[Event]:
        if type(action) is Move:  # by far the most common line: no further dispatch
            pad = self.seating.pad_for[side, action.army]
            self.pads[pad] = (*self.pads[pad], action)
            projected = self.projections.get(side)
            if projected is not None:
                # apply() checked that the move is one of the options, listed against
                # this projection.
                planning.project_listed_move(self, projected, action)
        elif isinstance(action, TakeBack):
            return self._take_back(side, action.pad)
        elif isinstance(action, Done):
            self.done[side] = True
            self.done_count += 1
            text = f"1. Planning Commands: {side} lays down the Command pad"
            events = [Event("pad-done", text, {"side": side}, "1. Planning Commands")]
            if all(self.done[s] for s in self.alive_sides()):
                events += sequence.begin_implementation(self)
            return events
        else:
            self._write_line(side, action)
        label = action.label()
        secret = self.seating.only[side]
        text = f"1. Planning Commands: {side} writes {label}"
        return [Event("write", text, {"label": label}, "1. Planning Commands", secret)]

    def _take_back(self, side: str, pad: str) -> list[Event]:
        """Rub out the last line of one of the side's pads; its forces are projected anew."""
        line = self.pads[pad][-1]
        self.pads[pad] = self.pads[pad][:-1]
        self.projections.pop(side, None)
        text = f"1. Planning Commands: {side} takes back {line.label()} from the {pad} pad"
        secret = self.seating.only[side]
        data = {"label": line.label(), "pad": pad}
        return [Event("take-back", text, data, "1. Planning Commands", secret)]

    def _write_line(self, side: str, action: Action) -> None:
        """Put a command (or a step of a Mega-Missile exchange) on the side's pad."""
        if type(action) is Move:  # by far the most common line: no further dispatch
            self._put_on_pad(side, action)
        elif isinstance(action, MissileStart):
            self.drafts[side] = Draft(action.army, action.loc)
        elif isinstance(action, MissileAdd):
            draft = planning.add_to_draft(self, side, self.drafts[side], action.piece)
            if planning.draft_value(self, draft) >= self.table.mega_missile_cost:
                self._put_on_pad(side, draft.as_command())
                del self.drafts[side]
            else:
                self.drafts[side] = draft
        elif isinstance(action, MissileCancel):
            del self.drafts[side]
        else:
            self._put_on_pad(side, action)  # type: ignore[arg-type]

    def _put_on_pad(self, side: str, command: Command) -> None:
        pad = self.seating.pad_for[side, command.army]
        self.pads[pad] = (*self.pads[pad], command)
        projected = self.projections.get(side)
        if projected is not None:
            planning.project_command(self, projected, command)

    # -- views --------------------------------------------------------------------------------

    def outcome(self) -> Outcome | None:
        return self.result

    def game_turn(self) -> int:
        return self.round

    def view(self, side: str | None) -> dict[str, Any]:
        return self.game.viewer.view(self, side)

    def public_view(self) -> dict[str, Any]:
        """What a spectator may see: the board, Reserves and the revealed pads."""
        return self.game.viewer.view(self, "")

    # -- copies -------------------------------------------------------------------------------

    def clone(self) -> PowerState:
        other = PowerState.__new__(PowerState)
        self._copy_base_into(other)
        other.board = self.board
        other.table = self.table
        other.seating = self.seating
        other.forces = {army: f.copy() for army, f in self.forces.items()}
        other.power_units = self.power_units.copy()
        other.flag_holder = self.flag_holder.copy()
        other.round = self.round
        other.round_limit = self.round_limit
        other.official = self.official
        other.stage = self.stage
        other.pads = self.pads.copy()
        other.done = self.done.copy()
        other.done_count = self.done_count
        other.drafts = self.drafts.copy()
        other.order = self.order
        other.cursor = self.cursor
        other.cancelled = self.cancelled
        other.joined = self.joined
        other.pending_forfeit = self.pending_forfeit
        other.pending_captures = self.pending_captures
        other.pending_flag = self.pending_flag
        other.flag_list = self.flag_list
        other.flag_cursor = self.flag_cursor
        other.result = self.result
        other.projections = {}
        other.adoptable = {}
        other.struck = self.struck
        return other

    def determinize(self, side: str, rng: random.Random) -> PowerState:
        """Other sides' unrevealed pads are resampled: a side still writing has written
        nothing yet; a side that has laid its pad down gets the commands a player would
        likely have written (`_guess_pad`)."""
        other = self.clone()
        other.dice = Dice(rng.getrandbits(63))
        if self.stage != PLANNING:
            return other
        for rival in self.alive_sides():
            if rival == side:
                continue
            other.drafts.pop(rival, None)
            for pad in self.seating.armies_of[rival]:
                other.pads[pad] = ()
        for rival in self.alive_sides():
            if rival != side and self.done[rival]:
                other._guess_pad(rival, rng)
        return other

    def _guess_pad(self, side: str, rng: random.Random) -> None:
        """Write the pad the game's heuristic player would have written for `side` from
        what it sees, ties broken by `rng`. Random commands made a poor guess: a search
        asked after other players had laid their pads down took them for players who
        write nonsense, and played worse the later its seat came in the writing order
        (ISMCTS against three heuristics won 23 of 25 games as yellow, who writes first,
        and 7 of 25 as green, who writes last)."""
        from strife.games.power.agents.heuristic import (
            plan_round,  # the agents build on this module
        )

        plan = plan_round(
            self.view(side), side, self.board, self.table, random.Random(rng.getrandbits(32))
        )
        for wanted in plan:
            if wanted in planning.options(self, side):
                self._write_line(side, wanted)

    def _state_json(self) -> dict[str, Any]:
        return self.game.saver.dump(self)

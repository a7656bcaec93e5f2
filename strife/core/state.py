"""The game state contract every game fulfils (see docs and DESIGN.md)."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from itertools import repeat
from operator import is_
from typing import TYPE_CHECKING, Any

from strife.core.decision import Decision
from strife.core.errors import IllegalAction, StrifeError
from strife.core.events import Event
from strife.core.outcome import Outcome

if TYPE_CHECKING:
    from strife.core.actions import Action
    from strife.core.dice import Dice
    from strife.core.game import Game
    from strife.core.record import Record
    from strife.core.scenario import Scenario

# The moves made so far, as an immutable chain (previous, side, action), so that clones
# share history instead of copying it.
History = tuple[Any, str, "Action"] | None


class State(ABC):
    """A position in a game. Subclasses hold the changing parts; static data is shared.

    The base class keeps what every game needs: the game, scenario, options and seed (for
    the record), the dice, the history of moves and a per-side cache of legal options.
    """

    game: Game
    scenario: Scenario
    options_used: dict[str, Any]
    seed: int
    dice: Dice
    history: History
    move_count: int
    _option_cache: dict[str, list[Action]]

    def _init_base(
        self, game: Game, scenario: Scenario, options: dict[str, Any], seed: int, dice: Dice
    ) -> None:
        self.game = game
        self.scenario = scenario
        self.options_used = options
        self.seed = seed
        self.dice = dice
        self.history = None
        self.move_count = 0
        self._option_cache = {}

    def _copy_base_into(self, other: State) -> None:
        other.game = self.game
        other.scenario = self.scenario
        other.options_used = self.options_used
        other.seed = self.seed
        other.dice = self.dice.copy()
        other.history = self.history
        other.move_count = self.move_count
        other._option_cache = {}

    # -- the contract -------------------------------------------------------------------

    @abstractmethod
    def decision(self) -> Decision | None:
        """The decision the game waits for, or None once it is over."""

    def options(self, side: str) -> list[Action]:
        """Every legal action for `side` now (empty if it has no decision)."""
        cached = self._option_cache.get(side)
        if cached is None:
            cached = self._option_cache[side] = self._legal_options(side)
        return cached

    def apply(self, side: str, action: Action) -> list[Event]:
        """Apply `side`'s action and return what happened; an illegal one changes nothing."""
        self._check_legal(side, action)
        events = self._apply(side, action)
        self.history = (self.history, side, action)
        self.move_count += 1
        self._option_cache = {}
        return events

    @abstractmethod
    def view(self, side: str | None) -> dict[str, Any]:
        """All that `side` may know, JSON-ready. None is the umpire's full view."""

    def display_view(self, side: str | None) -> dict[str, Any]:
        """`view(side)` as a person's screen shows it: a game may add what only helps the
        eye (Civil Power: each unit's line of sight). Agents read `view`, which stays lean."""
        return self.view(side)

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """The result once the game is over, else None."""

    @abstractmethod
    def game_turn(self) -> int:
        """The game's own count of time now, in its own unit (POWER: the round; Crisis 2000
        and Civil Power: the Game-turn), so a finished game's is its length; 0 before the
        first turn begins."""

    @abstractmethod
    def clone(self) -> State:
        """An independent copy; static data is shared, only what changes is copied."""

    @abstractmethod
    def determinize(self, side: str, rng: random.Random) -> State:
        """A full state consistent with view(side): hidden things resampled, dice reseeded."""

    def to_json(self) -> dict[str, Any]:
        """The whole position as data, with the record that led to it."""
        obj = self.record().to_json()
        obj["state"] = self._state_json()
        obj["dice"] = self.dice.to_json()
        return obj

    def record(self) -> Record:
        from strife.core.record import Record

        return Record.of(self)

    def moves(self) -> list[tuple[str, Action]]:
        """The moves made so far, oldest first."""
        out: list[tuple[str, Action]] = []
        node = self.history
        while node is not None:
            node, side, action = node
            out.append((side, action))
        out.reverse()
        return out

    # -- what a game implements ------------------------------------------------------------

    @abstractmethod
    def _legal_options(self, side: str) -> list[Action]:
        """Compute the legal options of `side` (cached by `options`)."""

    @abstractmethod
    def _apply(self, side: str, action: Action) -> list[Event]:
        """Carry out a legal action."""

    @abstractmethod
    def _state_json(self) -> dict[str, Any]:
        """The changing parts of the position, as JSON-ready data."""

    def _check_legal(self, side: str, action: Action) -> None:
        cached = self._option_cache.get(side)
        # Fast path: the very object was listed for this side in this position. An identity
        # test in C (no dataclass __eq__ per option, no int made per id()).
        if cached and any(map(is_, repeat(action), cached)):
            return
        decision = self.decision()
        if decision is None:
            raise IllegalAction("the game is over")
        if side not in decision.sides:
            raise IllegalAction(f"it is not {side}'s decision now")
        if action not in self.options(side):
            raise IllegalAction(self._explain_illegal(side, action))

    def _explain_illegal(self, side: str, action: Action) -> str:
        """The game's reason, or a plain one when a malformed action (a client's well-typed
        but meaningless value) trips the game's explanation: it is refused either way."""
        try:
            return self._why_illegal(side, action)
        except StrifeError:
            raise
        except Exception:
            return f"this {action.kind} is not a legal option for {side} now"

    def _why_illegal(self, side: str, action: Action) -> str:
        """Why an action is not among the options; games override to name the rule."""
        return f"{action.label()} is not a legal option for {side} now"

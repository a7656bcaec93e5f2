"""How good a position that is not over yet looks to each side, for depth-limited search,
and what a finished game is worth to each.

A game may give `evaluate(state, side) -> float` in [0, 1] on its Game object, or in a
module `evaluation` of its package's `agents` (`strife.games.<id>.agents.evaluation`) or of
the package itself (so a game's evaluation can live beside its rules without the search
knowing any game). Without either, every side gets an even share.

A game may also give `stage(state) -> Hashable`: the part of the game a position is in (a
phase of a player turn, say). A search told to settle (`settle=1`) then plays each rollout
on to the end of the stage it reached, so that the evaluation compares positions at the
same point of play, not one halfway through an attack with one after it. And it may give
`turn(state) -> Hashable`: the player turn a position is in. A search told `settle=2` plays
each rollout on past the end of its stage to the end of the player turn after the one it
is in, so that what a side takes in its own turn is scored after the other's answer.

Likewise `reward(outcome, side) -> float` scores a finished game. By default a winner gets
1 (shared between joint winners), a loser 0, and a game without winners (a draw) an even
share; a game where no winner means that everyone lost (Crisis 2000's Anarchy) says so
with its own `reward`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from strife.core.game import Game
    from strife.core.outcome import Outcome
    from strife.core.state import State

Evaluator = Callable[["State", str], float]
Rewarder = Callable[["Outcome", str], float]
Stager = Callable[["State"], Hashable]


def _own(game: Game, name: str) -> Any:
    """The game's own function `name`: a method of its Game, or in its evaluation module."""
    method = getattr(game, name, None)
    if callable(method):
        return method
    package = type(game).__module__.rpartition(".")[0]
    # A game defined in a top-level module (a user's single file) has no package to look in.
    for place in (f"{package}.agents.evaluation", f"{package}.evaluation") if package else ():
        try:
            module = importlib.import_module(place)
        except ImportError:
            continue
        function = getattr(module, name, None)
        return function if callable(function) else None
    return None


def evaluator_for(game: Game) -> Evaluator:
    found: Evaluator | None = _own(game, "evaluate")
    if found is not None:
        return found

    def even(state: State, side: str) -> float:
        return 1.0 / max(len(state.scenario.sides), 1)

    return even


def rewarder_for(game: Game) -> Rewarder | None:
    """The game's own score of a finished game, or None: the search's default then."""
    found: Rewarder | None = _own(game, "reward")
    return found


def stager_for(game: Game) -> Stager | None:
    """The game's own `stage`, or None: rollouts then stop at their depth alone."""
    found: Stager | None = _own(game, "stage")
    return found


def turner_for(game: Game) -> Stager | None:
    """The game's own `turn` (its player turns), or None: settle=2 then acts as settle=1."""
    found: Stager | None = _own(game, "turn")
    return found

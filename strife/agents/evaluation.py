"""How good a position that is not over yet looks to each side, for depth-limited search.

A game may give `evaluate(state, side) -> float` in [0, 1] on its Game object, or in a
module `strife.games.<id>.evaluation` (so a game's evaluation can live beside its rules
without the search knowing any game). Without either, every side gets an even share.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from strife.core.game import Game
    from strife.core.state import State

Evaluator = Callable[["State", str], float]


def evaluator_for(game: Game) -> Evaluator:
    method = getattr(game, "evaluate", None)
    if callable(method):
        found: Evaluator = method
        return found
    package = type(game).__module__.rpartition(".")[0]
    module = None
    # A game defined in a top-level module (a user's single file) has no package to look in.
    if package:
        try:
            module = importlib.import_module(f"{package}.evaluation")
        except ImportError:
            module = None
    function = getattr(module, "evaluate", None)
    if callable(function):
        from_module: Evaluator = function
        return from_module

    def even(state: State, side: str) -> float:
        return 1.0 / max(len(state.scenario.sides), 1)

    return even

"""What every environment shares: a game and scenario, its action encoding, the spaces,
and the translation between integers and a state's legal options."""

from __future__ import annotations

import importlib
from typing import Any

import numpy as np
from gymnasium import spaces
from numpy.typing import NDArray

from strife.core.encoding import WAIT, ActionSpace
from strife.core.errors import IllegalAction
from strife.core.game import Game
from strife.core.registry import load
from strife.core.scenario import Scenario
from strife.core.state import State
from strife.rl.observation import NUMBERS, TOKENS, Featurizer

Observation = dict[str, NDArray[Any]]


def encoding_for(game: Game, scenario: Scenario) -> ActionSpace:
    """The game's own encoding (its package's `rl_encoding` module); a game without one
    gets the generic encoding: every field numbered by rank within its kind."""
    package = type(game).__module__.rpartition(".")[0]
    name = f"{package}.rl_encoding"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        return ActionSpace(
            game.id, "generic-1", list(game.codec.classes.values()), {}, variants=256
        )
    space: ActionSpace = module.action_space(game, scenario)
    return space


class Table:
    """A game and scenario seen through integers and arrays."""

    def __init__(
        self,
        game: str | Game,
        scenario: str | None,
        options: dict[str, Any] | None = None,
        flat: bool = False,
        numbers: int = NUMBERS,
        tokens: int = TOKENS,
    ) -> None:
        self.game = load(game) if isinstance(game, str) else game
        self.scenario = self.game.scenario(scenario) if scenario else self.game.scenarios()[0]
        self.options = self.game.resolve_options(self.scenario, options)
        self.sides: tuple[str, ...] = self.scenario.sides
        self.encoding = encoding_for(self.game, self.scenario)
        self.featurize = Featurizer(numbers, tokens)
        self.flat = flat
        self.action_space = spaces.Discrete(self.encoding.size)
        mask = spaces.Box(0, 1, (self.encoding.size,), np.int8)
        if flat:
            vector = spaces.Box(-np.inf, np.inf, (numbers + tokens,), np.float32)
            self.observation_space = spaces.Dict({"observation": vector, "action_mask": mask})
        else:
            self.observation_space = spaces.Dict(
                {
                    "numbers": spaces.Box(-np.inf, np.inf, (numbers,), np.float32),
                    "tokens": spaces.Box(0, np.inf, (tokens,), np.float32),
                    "action_mask": mask,
                }
            )
        # Per side: (which state and move, integer -> action), the latest only.
        self._legal: dict[str, tuple[tuple[int, int], dict[int, Any]]] = {}

    def start(self, seed: int) -> State:
        self._legal = {}
        return self.game.start(self.scenario, seed=seed, options=self.options)

    def legal(self, state: State, side: str) -> dict[int, Any]:
        """Integer -> action for the side's options now (WAIT alone if it has none)."""
        key = (id(state), state.move_count)
        cached = self._legal.get(side)
        if cached is not None and cached[0] == key:
            return cached[1]
        decision = state.decision()
        if decision is None or side not in decision.sides:
            found: dict[int, Any] = {WAIT: None}
        else:
            options = state.options(side)
            found = dict(zip(self.encoding.indices(options), options, strict=True))
        self._legal[side] = (key, found)
        return found

    def mask(self, state: State, side: str) -> NDArray[np.int8]:
        mask = np.zeros(self.encoding.size, np.int8)
        mask[list(self.legal(state, side))] = 1
        return mask

    def observe(self, state: State, side: str) -> Observation:
        return self.observe_view(state.view(side), self.mask(state, side))

    def observe_view(self, view: dict[str, Any], mask: NDArray[np.int8]) -> Observation:
        """The observation of a view: it reads nothing but the view (and the mask)."""
        numbers, tokens = self.featurize(view)
        if self.flat:
            return {"observation": np.concatenate([numbers, tokens]), "action_mask": mask}
        return {"numbers": numbers, "tokens": tokens, "action_mask": mask}

    def action(self, state: State, side: str, index: int) -> Any:
        """The action an integer stands for now; an integer not legal is refused clearly."""
        legal = self.legal(state, side)
        if int(index) not in legal:
            raise IllegalAction(
                f"action {int(index)} is not legal for {side} now "
                f"({len(legal)} legal; read the observation's action_mask)"
            )
        return legal[int(index)]

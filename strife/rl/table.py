"""What every environment shares: a game and scenario, its action encoding, the spaces,
and the translation between integers and a state's legal options."""

from __future__ import annotations

import importlib
from itertools import chain, compress
from operator import is_not
from typing import Any

import numpy as np
from gymnasium import spaces
from numpy.typing import NDArray

from strife.core.decision import Decision
from strife.core.encoding import WAIT, ActionSpace
from strife.core.errors import IllegalAction
from strife.core.game import Game
from strife.core.observation import Encoder, Facts, Part
from strife.core.registry import load
from strife.core.scenario import Scenario
from strife.core.state import State
from strife.rl.observation import HashedObservation

Observation = dict[str, NDArray[Any]]


def _game_module(game: Game, name: str) -> Any:
    """The game package's module `name`, or None if the game has none."""
    package = type(game).__module__.rpartition(".")[0]
    full = f"{package}.{name}"
    try:
        return importlib.import_module(full)
    except ModuleNotFoundError as exc:
        if exc.name != full:
            raise
        return None


def encoding_for(game: Game, scenario: Scenario) -> ActionSpace:
    """The game's own encoding (its package's `rl_encoding` module); a game without one
    gets the generic encoding: every field numbered by rank within its kind."""
    module = _game_module(game, "rl_encoding")
    if module is None:
        return ActionSpace(
            game.id, "generic-1", list(game.codec.classes.values()), {}, variants=256
        )
    space: ActionSpace = module.action_space(game, scenario)
    return space


def observation_for(game: Game, scenario: Scenario) -> Encoder:
    """The game's own observation (its package's `rl_observation` module); a game without
    one gets the generic hashed reading of its view (strife.rl.observation)."""
    module = _game_module(game, "rl_observation")
    if module is None:
        return HashedObservation()
    encoder: Encoder = module.observation(game, scenario)
    return encoder


class Table:
    """A game and scenario seen through integers and arrays."""

    def __init__(
        self,
        game: str | Game,
        scenario: str | None,
        options: dict[str, Any] | None = None,
        flat: bool = False,
    ) -> None:
        self.game = load(game) if isinstance(game, str) else game
        self.scenario = self.game.scenario(scenario) if scenario else self.game.scenarios()[0]
        self.options = self.game.resolve_options(self.scenario, options)
        self.sides: tuple[str, ...] = self.scenario.sides
        self.encoding = encoding_for(self.game, self.scenario)
        self.encoder = observation_for(self.game, self.scenario)
        layout = self.encoder.layout
        self.flat = flat
        self.action_space = spaces.Discrete(self.encoding.size)
        mask = spaces.Box(0, 1, (self.encoding.size,), np.int8)
        if flat:
            vector = spaces.Box(-np.inf, np.inf, (layout.size,), np.float32)
            self.observation_space = spaces.Dict({"observation": vector, "action_mask": mask})
        else:
            boxes = {
                name: spaces.Box(-np.inf, np.inf, shape, np.float32)
                for name, shape in layout.shapes.items()
            }
            self.observation_space = spaces.Dict({**boxes, "action_mask": mask})
        self._blocks = [
            (name, start, start + int(np.prod(shape)), shape)
            for (name, shape), start in zip(
                layout.shapes.items(), layout.start.values(), strict=True
            )
        ]
        # Per side: the state and move they were listed at, the integers, the options.
        self._legal: dict[str, tuple[State, int, list[int], list[Any]]] = {}
        # Per side: the vector of its last observation, its blocks (views of it) and the
        # parts written into it.
        self._last: dict[str | None, tuple[NDArray[np.float32], Observation, list[Part]]] = {}
        self._decision: tuple[State | None, int, Decision | None] = (None, 0, None)

    def start(self, seed: int) -> State:
        self._legal = {}
        self._last = {}
        return self.game.start(self.scenario, seed=seed, options=self.options)

    def decision(self, state: State) -> Decision | None:
        """`state.decision()`, asked once a move (some games work it out afresh each time)."""
        kept = self._decision
        if kept[0] is state and kept[1] == state.move_count:
            return kept[2]
        decision = state.decision()
        self._decision = (state, state.move_count, decision)
        return decision

    def legal(self, state: State, side: str) -> tuple[list[int], list[Any]]:
        """The side's options now and their integers (WAIT alone if it has no decision)."""
        cached = self._legal.get(side)
        if cached is not None and cached[0] is state and cached[1] == state.move_count:
            return cached[2], cached[3]
        decision = self.decision(state)
        options: list[Any]
        if decision is None or side not in decision.sides:
            indices, options = [WAIT], [None]
        else:
            options = state.options(side)
            indices = self.encoding.indices(options)
        self._legal[side] = (state, state.move_count, indices, options)
        return indices, options

    def mask(self, state: State, side: str) -> NDArray[np.int8]:
        indices = self.legal(state, side)[0]
        mask = np.zeros(self.encoding.size, np.int8)
        mask[np.fromiter(indices, np.intp, len(indices))] = 1  # a list is indexed slowly
        return mask

    def observe(self, state: State, side: str) -> Observation:
        return self._arrays(self.encoder.from_state(state, side), self.mask(state, side), side)

    def observe_view(self, view: dict[str, Any], mask: NDArray[np.int8]) -> Observation:
        """The observation of a view: it reads nothing but the view (and the mask)."""
        return self._arrays(self.encoder.from_view(view), mask, None)

    def _arrays(self, facts: Facts, mask: NDArray[np.int8], side: str | None) -> Observation:
        """The arrays of an encoder's facts. Most parts of a position stay as they were
        (the encoder hands the very same part again): the side's own vector keeps them,
        and only the parts that are new are written, after the slots of the parts gone
        are cleared; each block is copied out (what a learner does with it is its own)."""
        last = self._last.get(side)
        if last is None:
            kept = np.zeros(self.encoder.layout.size, np.float32)
            views = {name: kept[a:b].reshape(shape) for name, a, b, shape in self._blocks}
            before: list[Part] = []
        else:
            kept, views, before = last
        if len(before) == len(facts):  # most often the same parts in the same places
            moved = list(map(is_not, facts, before))
            gone, new = list(compress(before, moved)), list(compress(facts, moved))
        else:
            now_ids, before_ids = set(map(id, facts)), set(map(id, before))
            gone = [part for part in before if id(part) not in now_ids]
            new = [part for part in facts if id(part) not in before_ids]
        try:
            if gone:
                kept[list(chain.from_iterable(part[0] for part in gone))] = 0
            if new:
                slots = list(chain.from_iterable(part[0] for part in new))
                kept[slots] = list(chain.from_iterable(part[1] for part in new))
        except Exception:
            del self._last[side]  # half written: start afresh next time
            raise
        self._last[side] = (kept, views, list(facts))
        if self.flat:
            return {"observation": kept.copy(), "action_mask": mask}
        out: Observation = {name: view.copy() for name, view in views.items()}
        out["action_mask"] = mask
        return out

    def action(self, state: State, side: str, index: int) -> Any:
        """The action an integer stands for now; an integer not legal is refused clearly."""
        indices, options = self.legal(state, side)
        try:
            return options[indices.index(int(index))]
        except ValueError:
            raise IllegalAction(
                f"action {int(index)} is not legal for {side} now "
                f"({len(indices)} legal; read the observation's action_mask)"
            ) from None

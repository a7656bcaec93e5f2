"""A Gymnasium environment: one side learns, the others are Strife agents.

`opponents` names an agent for every other side ("random", "heuristic", "mcts:iters=50",
a plug-in "package.module:Class") or maps sides to agents. Gymnasium has no action mask
of its own: the mask is in the observation and in `action_masks()` (as MaskablePPO of
sb3-contrib reads it). An action the mask forbids ends the episode as a loss when
`illegal="lose"` (the default, so that unmasked samplers such as Gymnasium's checker can
run), or raises IllegalAction with `illegal="raise"`.
"""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np
from numpy.typing import NDArray

from strife.agents.base import Agent
from strife.core.errors import IllegalAction, UnknownName
from strife.match import seat_agents
from strife.rl.rewards import Reward, reward_function
from strife.rl.table import Observation, Table

ILLEGAL = ("lose", "raise")


class StrifeGymEnv(gymnasium.Env):
    metadata = {"render_modes": []}

    def __init__(
        self,
        game: str,
        scenario: str | None = None,
        side: str | None = None,
        opponents: str | dict[str, str | Agent] = "random",
        options: dict[str, Any] | None = None,
        reward: str | Reward = "win",
        flat: bool = False,
        max_steps: int | None = None,
        illegal: str = "lose",
    ) -> None:
        self.table = Table(game, scenario, options, flat)
        self.side = side or self.table.sides[0]
        if self.side not in self.table.sides:
            raise UnknownName(f"unknown side {self.side!r} (sides: {', '.join(self.table.sides)})")
        if illegal not in ILLEGAL:
            raise UnknownName(f"illegal= must be one of {ILLEGAL}, not {illegal!r}")
        self.illegal = illegal
        self.opponent_specs: dict[str, str | Agent] = (
            {"all": opponents} if isinstance(opponents, str) else dict(opponents)
        )
        self.reward = reward_function(reward)
        self.max_steps = max_steps
        self.action_space = self.table.action_space
        self.observation_space = self.table.observation_space
        self.state = self.table.start(0)
        self.opponents: dict[str, Agent] = {}
        self.steps = 0

    def _seat(self, seed: int) -> None:
        others = tuple(s for s in self.table.sides if s != self.side)
        specs = {s: a for s, a in self.opponent_specs.items() if s != self.side}
        self.opponents = seat_agents(self.table.game, others, specs, seed)

    def _play_opponents(self) -> None:
        while (decision := self.state.decision()) is not None and self.side not in decision.sides:
            side = decision.sides[0]
            self.state.apply(side, self.opponents[side].choose(self.state, side))

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observation, dict[str, Any]]:
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(2**62))
        self.state = self.table.start(game_seed)
        self._seat(game_seed)
        self.steps = 0
        self._play_opponents()
        return self.table.observe(self.state, self.side), {"seed": game_seed}

    def action_masks(self) -> NDArray[np.bool_]:
        return self.table.mask(self.state, self.side).astype(bool)

    def step(self, action: int) -> tuple[Observation, float, bool, bool, dict[str, Any]]:
        try:
            chosen = self.table.action(self.state, self.side, action)
        except IllegalAction:
            if self.illegal == "raise":
                raise
            loss = self._loss()
            info = {"illegal_action": int(action)}
            return self.table.observe(self.state, self.side), loss, True, False, info
        self.state.apply(self.side, chosen)
        self._play_opponents()
        self.steps += 1
        observation = self.table.observe(self.state, self.side)
        outcome = self.state.outcome() if self.state.decision() is None else None
        if outcome is not None:
            reward = self.reward(outcome, self.side)
            return observation, reward, True, False, {"outcome": outcome.to_json()}
        truncated = self.max_steps is not None and self.steps >= self.max_steps
        return observation, 0.0, False, truncated, {}

    def _loss(self) -> float:
        """What the reward function gives a side that loses to the others."""
        from strife.core.outcome import Outcome

        others = tuple(s for s in self.table.sides if s != self.side)
        return self.reward(Outcome(others, {}, "illegal action", "illegal action"), self.side)

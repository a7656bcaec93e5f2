"""PettingZoo environments: AEC (one side acts per step) and Parallel (every side that
has a decision acts in the same step, as POWER's secret orders are written)."""

from __future__ import annotations

import random
from typing import Any

from pettingzoo import AECEnv, ParallelEnv

from strife.core.encoding import WAIT
from strife.core.errors import IllegalAction
from strife.core.state import State
from strife.rl.rewards import Reward, reward_function
from strife.rl.table import Observation, Table


def _seed(seed: int | None) -> int:
    return random.SystemRandom().getrandbits(62) if seed is None else int(seed)


class _Sides:
    """What both environments hold: the table of integers and arrays, the reward, the
    step limit and the state."""

    def __init__(
        self,
        game: str,
        scenario: str | None = None,
        options: dict[str, Any] | None = None,
        reward: str | Reward = "win",
        flat: bool = False,
        max_steps: int | None = None,
    ) -> None:
        self.table = Table(game, scenario, options, flat)
        self.reward = reward_function(reward)
        self.max_steps = max_steps
        self.possible_agents = list(self.table.sides)
        self.agents: list[str] = []
        self.state: State = self.table.start(0)
        self.steps = 0

    def observation_space(self, agent: str) -> Any:
        return self.table.observation_space

    def action_space(self, agent: str) -> Any:
        return self.table.action_space


class StrifeAEC(_Sides, AECEnv):  # type: ignore[misc]
    """Sides act one at a time, in the order the game asks them; at the end every side
    gets its reward and is terminated. `max_steps` truncates a game that runs long."""

    metadata = {"name": "strife_aec", "render_modes": [], "is_parallelizable": True}

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        self.state = self.table.start(_seed(seed))
        self.steps = 0
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._next()

    def observe(self, agent: str) -> Observation:
        return self.table.observe(self.state, agent)

    def _next(self) -> None:
        decision = self.state.decision()
        if decision is not None:
            self.agent_selection = decision.sides[0]
            if self.max_steps is not None and self.steps >= self.max_steps:
                self.truncations = dict.fromkeys(self.agents, True)
            return
        outcome = self.state.outcome()
        assert outcome is not None  # the State contract: no decision means an outcome
        for side in self.agents:
            self.rewards[side] = self.reward(outcome, side)
            self.terminations[side] = True
            self.infos[side] = {"outcome": outcome.to_json()}

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise IllegalAction(f"{agent} has a decision: give an action, not None")
        self._cumulative_rewards[agent] = 0.0
        self.state.apply(agent, self.table.action(self.state, agent, action))
        self.steps += 1
        self._clear_rewards()
        self._next()
        self._accumulate_rewards()


class StrifeParallel(_Sides, ParallelEnv):  # type: ignore[misc]
    """Every side acts in every step: a side with a decision gives one of its legal
    actions, a side without one gives WAIT (0), the only action its mask allows."""

    metadata = {"name": "strife_parallel", "render_modes": []}

    def reset(
        self, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Observation], dict[str, dict[str, Any]]]:
        self.state = self.table.start(_seed(seed))
        self.steps = 0
        self.agents = list(self.possible_agents)
        return self._observations(), {a: {} for a in self.agents}

    def _observations(self) -> dict[str, Observation]:
        return {a: self.table.observe(self.state, a) for a in self.agents}

    def step(self, actions: dict[str, int]) -> tuple[
        dict[str, Observation], dict[str, float], dict[str, bool], dict[str, bool],
        dict[str, dict[str, Any]],
    ]:  # fmt: skip
        decision = self.state.decision()
        deciding = decision.sides if decision is not None else ()
        chosen = {}
        for side in self.agents:
            index = int(actions[side])
            if side not in deciding:
                if index != WAIT:
                    raise IllegalAction(f"{side} has no decision now: its only action is WAIT (0)")
                continue
            chosen[side] = self.table.action(self.state, side, index)
        for side, action in chosen.items():
            self.state.apply(side, action)
        self.steps += 1
        live = list(self.agents)
        outcome = self.state.outcome() if self.state.decision() is None else None
        rewards = {a: (self.reward(outcome, a) if outcome else 0.0) for a in live}
        ended = outcome is not None
        truncated = not ended and self.max_steps is not None and self.steps >= self.max_steps
        terminations = dict.fromkeys(live, ended)
        truncations = dict.fromkeys(live, truncated)
        infos: dict[str, dict[str, Any]] = {
            a: ({"outcome": outcome.to_json()} if outcome else {}) for a in live
        }
        observations = self._observations()
        if ended or truncated:
            self.agents = []
        return observations, rewards, terminations, truncations, infos

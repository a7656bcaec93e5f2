"""Standard reinforcement-learning environments for every Strife game and scenario.

    from strife.rl import aec_env, parallel_env, gym_env
    env = aec_env("crisis2000", "1")              # PettingZoo AEC
    env = parallel_env("power", "four-player")    # PettingZoo Parallel
    env = gym_env("civil-power", "skirmish", side="Mob", opponents="heuristic")  # Gymnasium

Needs the `rl` extra (`pip install 'strife[rl]'`: NumPy, Gymnasium, PettingZoo). See
docs/rl.md for the action encoding, the observation spec and the rewards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from strife.rl.gym import StrifeGymEnv
    from strife.rl.pettingzoo import StrifeAEC, StrifeParallel


def _require() -> None:
    try:
        import gymnasium  # noqa: F401
        import pettingzoo  # noqa: F401
    except ImportError as exc:
        raise ImportError(f"strife.rl needs {exc.name}: pip install 'strife[rl]'") from None


def aec_env(game: str, scenario: str | None = None, **kw: Any) -> StrifeAEC:
    _require()
    from strife.rl.pettingzoo import StrifeAEC

    return StrifeAEC(game, scenario, **kw)


def parallel_env(game: str, scenario: str | None = None, **kw: Any) -> StrifeParallel:
    _require()
    from strife.rl.pettingzoo import StrifeParallel

    return StrifeParallel(game, scenario, **kw)


def gym_env(game: str, scenario: str | None = None, **kw: Any) -> StrifeGymEnv:
    _require()
    from strife.rl.gym import StrifeGymEnv

    return StrifeGymEnv(game, scenario, **kw)


__all__ = ["aec_env", "gym_env", "parallel_env"]

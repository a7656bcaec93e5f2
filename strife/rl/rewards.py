"""What a finished game is worth to a side: "win" (1 for a win, -1 for a loss, 0 when
nobody wins), "score" (the side's score in the outcome), or any function."""

from __future__ import annotations

from collections.abc import Callable

from strife.core.errors import UnknownName
from strife.core.outcome import Outcome

Reward = Callable[[Outcome, str], float]


def win(outcome: Outcome, side: str) -> float:
    if not outcome.winners:
        return 0.0
    return 1.0 if side in outcome.winners else -1.0


def score(outcome: Outcome, side: str) -> float:
    return float(outcome.scores.get(side, 0.0))


REWARDS: dict[str, Reward] = {"win": win, "score": score}


def reward_function(spec: str | Reward) -> Reward:
    if callable(spec):
        return spec
    found = REWARDS.get(spec)
    if found is None:
        raise UnknownName(f"unknown reward {spec!r} (known: {', '.join(REWARDS)}, or a function)")
    return found

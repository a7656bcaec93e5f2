"""Search agents built from a seat's parameters ("mcts:iters=800,c=1.4"): each parameter
checked and given to the search's constructor; an unknown one is refused by name."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.agents.search import SearchAgent
from strife.core.errors import UnknownName

if TYPE_CHECKING:
    from strife.core.game import Game


def int_param(params: dict[str, str], key: str) -> int | None:
    value = params.get(key)
    if value is None:
        return None
    try:
        return int(value)
    except ValueError:
        raise UnknownName(f"agent parameter {key}={value!r} must be an integer") from None


def float_param(params: dict[str, str], key: str) -> float | None:
    value = params.get(key)
    if value is None:
        return None
    try:
        return float(value)
    except ValueError:
        raise UnknownName(f"agent parameter {key}={value!r} must be a number") from None


def make_search(
    cls: type[SearchAgent], game: Game, side: str, seed: int, params: dict[str, str]
) -> SearchAgent:
    """A search agent from registry parameters: iters=, ms=, c=, rollout=, depth=,
    pw= (progressive widening: children allowed = ceil(pw * sqrt(visits)); 0 = off),
    prior= (a bonus for the heuristic's own move: prior * sqrt(N) / (1 + n); 0 = off) and
    settle= (1: each rollout ends at the end of the game's stage it is in, depth= then
    only caps it; 2: it goes on to the end of the player turn after the one it is in, where
    the game says what its player turns are (`turn`), else as 1; 0 = off) and guard= (keep
    to the heuristic's own move unless another's mean is that many standard errors better;
    0 = off) and edge= (with guard, the least gain in mean reward that counts) and draw=
    (what a finished game without a winner is worth, from 0 to 1; an even share unless
    given)."""
    known = {
        "iters", "ms", "c", "rollout", "depth", "pw", "prior", "settle", "guard", "edge", "draw",
    }  # fmt: skip
    unknown = set(params) - known
    if unknown:
        names = ", ".join(sorted(known))
        raise UnknownName(f"{cls.name} has no parameter {sorted(unknown)[0]!r} (known: {names})")
    depth = int_param(params, "depth")
    c = float_param(params, "c")
    return cls(
        game,
        side,
        seed,
        iters=int_param(params, "iters"),
        ms=float_param(params, "ms"),
        c=0.7 if c is None else c,
        rollout=params.get("rollout"),
        # depth=0 means play every rollout to the end of the game.
        depth=-1 if depth is None else (depth or None),
        widen=float_param(params, "pw"),
        prior=float_param(params, "prior") or 0.0,
        settle=int_param(params, "settle") or 0,
        guard=float_param(params, "guard") or 0.0,
        edge=float_param(params, "edge") or 0.0,
        draw=float_param(params, "draw"),
    )

"""The search tree of the Monte Carlo searches (search.py): its nodes, each with its visits and
reward totals per side, and the choice of the move to play at the root: the most visited one,
or with a guard, the heuristic's own move unless another beats it by enough standard errors."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from strife.core.actions import Action


class Node:
    """Statistics of one action sequence from the root.

    `totals[i]` sums the rewards of side i (in the game's side order) over the iterations
    through this node; `avail` counts the selections where this node's action was legal
    (ISMCTS: under another determinization it may not be), the parent count in UCB.
    """

    __slots__ = ("avail", "children", "favoured", "squares", "totals", "visits")

    def __init__(self, sides: int) -> None:
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.avail = 0
        self.totals = [0.0] * sides
        # The sum of the searching side's squared rewards (kept at the root's children, for
        # `guard`): how much they vary.
        self.squares = 0.0
        # The rollout policy's own choice here (heuristic rollouts only), which a `prior`
        # favours in selection.
        self.favoured: Action | None = None


def most_visited(root: Node, options: list[Action], me: int) -> Action:
    """The most visited root action (the better mean breaks a tie), returned as the very
    object the state listed."""
    best = options[0]
    key = (-1, -math.inf)
    for action in options:
        child = root.children.get(action)
        if child is not None:
            mine = (child.visits, child.totals[me] / child.visits)
            if mine > key:
                best, key = action, mine
    return best


def guarded(root: Node, me: int, z: float, edge: float = 0.0) -> Action | None:
    """The heuristic's own move (`root.favoured`), or the other move whose mean beats it
    by the most standard errors of the difference of the two means, where that is more
    than `z` and the gain more than `edge`; None where the heuristic's move was never
    tried."""
    favoured = root.favoured
    theirs = root.children.get(favoured) if favoured is not None else None
    if theirs is None:
        return None
    base = theirs.totals[me] / theirs.visits
    spread = _variance(theirs, me) / theirs.visits
    best: Action | None = favoured
    best_z = z
    for action, child in root.children.items():
        if action == favoured or child.visits < 2:
            continue
        gain = child.totals[me] / child.visits - base
        if gain <= edge:
            continue
        error = math.sqrt(_variance(child, me) / child.visits + spread)
        score = gain / error if error > 0 else math.inf
        if score > best_z:
            best, best_z = action, score
    return best


def _variance(node: Node, me: int) -> float:
    """The sample variance of the searching side's rewards through `node` (0 with one)."""
    n = node.visits
    if n < 2:
        return 0.0
    mean = node.totals[me] / n
    return max(node.squares - n * mean * mean, 0.0) / (n - 1)

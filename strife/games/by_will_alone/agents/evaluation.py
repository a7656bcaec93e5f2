"""How a By Will Alone position that is not over looks to a seat, for depth-limited search
(`strife.agents.evaluation` finds `evaluate` and `stage` here).

The game ends after the scenario's initiatives, and the higher score wins (ruling 21-a).
So the evaluation scores the position as if the game ended now, through the very scorers
the end of the game runs (the objectives held, reached and occupied, the stands dissuaded,
the force cut: rules/ending.py and its SCORERS), and turns the margin into a chance of
winning that is surer the fewer initiatives are left to turn it round.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from strife.games.by_will_alone.model.state import ByWillAloneState
from strife.games.by_will_alone.rules import ending

if TYPE_CHECKING:
    from strife.core.state import State

# The margin that makes a side about three to one to win with no initiative left, and how
# much each initiative still to play widens it: a confrontation or an arrest moves a
# holding unit, and an objective is worth 5 to 15.
SURE_MARGIN = 3.0
PER_INITIATIVE = 1.0


def final_scores(state: ByWillAloneState) -> dict[str, float]:
    """Each side's score (by Role value) if the game ended now."""
    world = state.clone()
    scores = {role: float(points) for role, points in world.scores.items()}
    for scorer in (ending.objective_points, *ending.SCORERS):
        for role, points in scorer(world, []).items():
            scores[role] = scores.get(role, 0.0) + float(points)
    return scores


def evaluate(state: State, side: str) -> float:
    if not isinstance(state, ByWillAloneState):
        raise TypeError(f"not a By Will Alone position: {type(state).__name__}")
    role = state.role_of(side)
    scores = final_scores(state)
    margin = scores.get(role.value, 0.0) - scores.get(role.other.value, 0.0)
    left = max(0, state.setup.data.scenario.initiatives - state.initiative)
    spread = SURE_MARGIN + PER_INITIATIVE * left
    return 1.0 / (1.0 + math.exp(-margin / spread))


def stage(state: State) -> int:
    """An initiative is the stage: objectives are counted as one ends (21-f)."""
    if not isinstance(state, ByWillAloneState):
        raise TypeError(f"not a By Will Alone position: {type(state).__name__}")
    return state.initiative

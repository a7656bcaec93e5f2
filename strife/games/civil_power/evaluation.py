"""How a Civil Power position that is not over looks to a side, for depth-limited search
(`strife.agents.evaluation` finds `evaluate` here; nothing else registers it).

7.0: the game is won on Victory Points at the end, a rulebook scenario by its own VP and
conditions (scenario_victory: the Police may need the riot dispersed, II-7 counts any KIA).
So the evaluation asks who would win if the game ended now, and by how many VP, and trusts
that more as the last Game-turn nears: with many turns left a lead of a few VP is only a
lean (the chance that a normal spread around the lead stays above zero, the spread wider
the more turns are left), on the last turn it is nearly the result. A side that would win
now scores 1 in that part, a draw an even share (as the search scores a finished draw).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from strife.games.civil_power import scenario_hooks
from strife.games.civil_power.victory import judge, points

if TYPE_CHECKING:
    from strife.core.state import State
    from strife.games.civil_power.state import CivilPowerState

# The spread of the final VP lead: a base, and how much each Game-turn left adds (a VP is
# a WIA or an elimination; a few change hands in a turn of close fighting).
SPREAD_BASE = 2.0
SPREAD_PER_TURN = 2.0


def evaluate(state: State, side: str) -> float:
    s: CivilPowerState = state  # type: ignore[assignment]
    vp, winners = _if_over_now(s)
    lead = vp.get(side, 0.0) - max(v for other, v in vp.items() if other != side)
    left = max(s.position.turns - s.turn + 1, 1)  # Game-turns still to play, this one too
    spread = SPREAD_BASE + SPREAD_PER_TURN * math.sqrt(left)
    lean = 0.5 * (1.0 + math.erf(lead / (spread * math.sqrt(2.0))))
    # a draw: an even share, as the search scores a finished draw
    now = (1.0 if side in winners else 0.0) if winners else 1.0 / len(vp)
    trust = 1.0 / (1.0 + left)
    return trust * now + (1.0 - trust) * lean


def _if_over_now(s: CivilPowerState) -> tuple[dict[str, float], tuple[str, ...]]:
    """Each side's VP and the winners as victory.finish would judge them now."""
    scenario = scenario_hooks.rulebook(s)
    if scenario is not None:
        own = scenario_hooks.outcome(s, scenario, s.marks, "")
        return dict(own.scores), tuple(own.winners)
    vp = points(s)
    winners, _ = judge(vp, s.el_raised)
    return vp, winners

"""VIII. How to Win: the Value of regions holding a friendly Infrastructure unit; the margin
gives Total, Strategic or Marginal Victory, and 10 or less is Anarchy (both lose).
Scenario 5 (Generation X) has its own conditions."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.outcome import Outcome
from strife.games.crisis2000.model.turn import NEUTRALIZED
from strife.games.crisis2000.model.units import CYBERNAUT, INFRASTRUCTURE

if TYPE_CHECKING:
    from strife.games.crisis2000.model.state import CrisisState

RULE = "VIII. How to Win"
BANDS = ((31, "Total Victory"), (21, "Strategic Victory"), (11, "Marginal Victory"))
GENERATION_X_LIMIT = 8


def level(margin: int) -> str:
    for lowest, name in BANDS:
        if margin >= lowest:
            return name
    return "Anarchy"


def outcome(s: CrisisState) -> Outcome:
    scores = {side: float(s.value_of(side)) for side in ("government", "rebel")}
    if s.model.victory == "generation-x":
        return _generation_x(s, scores)
    gov, reb = scores["government"], scores["rebel"]
    margin = int(abs(gov - reb))
    name = level(margin)
    if name == "Anarchy":
        reason = f"the margin is {margin}: the country collapses into chaos; both sides lose"
        return Outcome((), scores, name, reason)
    leader = "government" if gov > reb else "rebel"
    return Outcome((leader,), scores, name, f"{leader} leads by {margin} points of Value")


def _generation_x(s: CrisisState, scores: dict[str, float]) -> Outcome:
    """Scenario 5. A Rebel Cybernaut in the Rebel Neutralized box still survives (ruling S-5);
    if both conditions hold at once, neither side has won outright: anarchy."""
    gov_infra = sum(1 for u in s.on_map("government") if s.table.kind[u] == INFRASTRUCTURE)
    cybernauts = sum(
        1 for u in range(len(s.loc))
        if s.owner[u] == "rebel" and s.table.kind[u] == CYBERNAUT
        and (s.loc[u] in s.board.regions or s.loc[u] == NEUTRALIZED)
    )  # fmt: skip
    rebel_wins = gov_infra <= GENERATION_X_LIMIT
    gov_wins = cybernauts == 0
    facts = f"{gov_infra} Government Infrastructure on the map, {cybernauts} Rebel Cybernauts"
    if rebel_wins and not gov_wins:
        return Outcome(("rebel",), scores, "Victory", facts)
    if gov_wins and not rebel_wins:
        return Outcome(("government",), scores, "Victory", facts)
    return Outcome((), scores, "Anarchy", facts + ": both sides lose")

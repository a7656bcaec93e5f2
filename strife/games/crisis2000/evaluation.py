"""How a Crisis 2000 position that is not over looks to a side, for depth-limited search
(`strife.agents.evaluation` finds `evaluate` here).

The game is decided by the margin of Value at the end (VIII): 11 or more wins, 10 or less is
Anarchy (both lose). So the evaluation guesses the final margin as a normal spread around
the margin now, nudged by what the sides can still bring to bear (their units' Data and Arms
on the map, their Crisis markers), and wider the more player turns are left; it returns the
chance of winning. Anarchy is no draw: both sides lose (VIII), so `reward` scores a finished
game 1 for the winner and 0 for everyone else, and a side behind plays for the win, not
for Anarchy.

Scenario 5 (Generation X) is won otherwise: the Rebel by bringing the Government down to
eight Infrastructure on the map, the Government by eliminating every Rebel Cybernaut; there
the evaluation weighs how far each side is from its own condition.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from strife.games.crisis2000.units import CYBERNAUT, INFRASTRUCTURE
from strife.games.crisis2000.victory import BANDS, GENERATION_X_LIMIT

if TYPE_CHECKING:
    from strife.core.outcome import Outcome
    from strife.core.state import State
    from strife.games.crisis2000.state import CrisisState

WIN = BANDS[-1][0]  # the smallest winning margin (Marginal Victory)
# Value points that a unit's Data + Arms, and a Crisis marker in hand, are worth towards
# the final margin (a guess: units and markers are how Value changes hands).
STRENGTH_WEIGHT = 0.15
MARKER_WEIGHT = 0.5
# The spread of the final margin: a base, and how much each player turn left adds.
SPREAD_BASE = 3.0
SPREAD_PER_TURN = 4.0


def evaluate(state: State, side: str) -> float:
    s: CrisisState = state  # type: ignore[assignment]
    foe = "rebel" if side == "government" else "government"
    left = _player_turns_left(s)
    if s.model.victory == "generation-x":
        return _generation_x(s, side, left)
    margin = float(s.value_of(side) - s.value_of(foe))
    margin += STRENGTH_WEIGHT * (_strength(s, side) - _strength(s, foe))
    margin += MARKER_WEIGHT * (len(s.hands[side]) - len(s.hands[foe]))
    spread = SPREAD_BASE + SPREAD_PER_TURN * math.sqrt(left)
    return 1.0 - _below(WIN - 0.5, margin, spread)


def reward(outcome: Outcome, side: str) -> float:
    """A finished game: 1 for the winner; Anarchy is a loss for both (VIII)."""
    return 1.0 if side in outcome.winners else 0.0


def _player_turns_left(s: CrisisState) -> int:
    """Player turns still to come, counting the one under way (two a game turn)."""
    if s.phase == "setup":
        return 2 * s.model.turns
    return 2 * (s.model.turns - s.turn) + (2 if s.active == "rebel" else 1)


def _strength(s: CrisisState, side: str) -> int:
    table = s.table
    return sum(table[table.kind[u]].data + table[table.kind[u]].arms for u in s.on_map(side))


def _below(x: float, mean: float, spread: float) -> float:
    """P(N(mean, spread) < x)."""
    return 0.5 * (1.0 + math.erf((x - mean) / (spread * math.sqrt(2.0))))


def _generation_x(s: CrisisState, side: str, left: int) -> float:
    kind = s.table.kind
    infra = sum(1 for u in s.on_map("government") if kind[u] == INFRASTRUCTURE)
    cybernauts = sum(1 for u in s.on_map("rebel") if kind[u] == CYBERNAUT)
    spread = 1.0 + 0.5 * math.sqrt(left)
    rebel = _below(GENERATION_X_LIMIT + 0.5, infra, spread)  # Infrastructure down to 8
    government = _below(0.5, cybernauts, spread)  # no Cybernaut left
    # each wins only if its condition holds and the other's does not; else Anarchy
    mine, theirs = (rebel, government) if side == "rebel" else (government, rebel)
    return mine * (1.0 - theirs)

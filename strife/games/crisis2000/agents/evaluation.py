"""How a Crisis 2000 position that is not over looks to a side, for depth-limited search
(`strife.agents.evaluation` finds `evaluate` here).

The game is decided by the margin of Value at the end (VIII): 11 or more wins, 10 or less is
Anarchy (both lose). So the evaluation guesses the final margin (Government minus Rebel) as
a normal spread around an expected margin and returns the chance of winning. Anarchy is no
draw: both sides lose (VIII), so `reward` scores a finished game 1 for the winner and 0 for
everyone else, and a side behind plays for the win, not for Anarchy.

Value swings hard within a game: a side gains most of what it will take in its own player
turn (Data attacks turn enemy Infrastructure) and loses it again in the enemy's. So the
margin now says little about the margin at the end until late in the game, and how much it
says depends on who moves next and in which phase. For the built-in scenarios the expected
margin and its spread come from a fitted model (`data/evaluation_model.toml`, written by
`scripts/fit_crisis2000_evaluation.py` from heuristic-against-heuristic games): for every
stage of the game (player turns left, phase) a linear function of `features` (each side's
Value, Data and Arms on the map, markers in hand, units Neutralized, Value under threat and
free Value within reach, and what the side in its turn has not yet used). Any other scenario
uses a hand-made guess: the margin now, nudged by units and markers, wider the more player
turns are left.

Scenario 5 (Generation X) is won otherwise: the Rebel by bringing the Government down to
eight Infrastructure on the map, the Government by eliminating every Rebel Cybernaut; there
the evaluation weighs how far each side is from its own condition.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from strife.games.crisis2000.agents import evaluation_model
from strife.games.crisis2000.model.turn import ARMED_DONE, DATA_DONE, NEUTRALIZED
from strife.games.crisis2000.model.units import CYBERNAUT, INFRASTRUCTURE
from strife.games.crisis2000.rules.victory import BANDS, GENERATION_X_LIMIT

if TYPE_CHECKING:
    from strife.core.outcome import Outcome
    from strife.core.state import State
    from strife.games.crisis2000.model.state import CrisisState

SIDES = ("government", "rebel")
# What `features` returns, in order (a fitted model's weights follow it).
FEATURES = (
    "constant",
    *(
        f"{side} {name}"
        for side in SIDES
        for name in ("value", "data", "arms", "markers", "neutralized", "threatened", "reach")
    ),
    "unused data",
    "unused arms",
)
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
    fitted = evaluation_model.FITTED.get(s.scenario.id, {}).get(f"{left} {s.phase}")
    if fitted is not None:
        weights, spread = fitted
        expected = sum(w * x for w, x in zip(weights, features(s), strict=True))
        if side == "government":
            return 1.0 - _below(WIN - 0.5, expected, spread)
        return _below(0.5 - WIN, expected, spread)
    margin = float(s.value_of(side) - s.value_of(foe))
    margin += STRENGTH_WEIGHT * (_strength(s, side) - _strength(s, foe))
    margin += MARKER_WEIGHT * (len(s.hands[side]) - len(s.hands[foe]))
    spread = SPREAD_BASE + SPREAD_PER_TURN * math.sqrt(left)
    return 1.0 - _below(WIN - 0.5, margin, spread)


def stage(state: State) -> tuple[int, str, str]:
    """The phase of the player turn a position is in (II.A): a settling search scores its
    rollouts as a phase ends, where the fitted model knows what each side still has to do."""
    s: CrisisState = state  # type: ignore[assignment]
    return (s.turn, s.active, s.phase)


def turn(state: State) -> tuple[int, str]:
    """The player turn a position is in (II.A): a search told settle=2 plays each rollout
    on to the end of the player turn after this one, so that a side's gains in its own
    turn are scored after the enemy's answer to them."""
    s: CrisisState = state  # type: ignore[assignment]
    return (s.turn, s.active)


def reward(outcome: Outcome, side: str) -> float:
    """A finished game: 1 for the winner; Anarchy is a loss for both (VIII)."""
    return 1.0 if side in outcome.winners else 0.0


def features(s: CrisisState) -> list[float]:
    """What the fitted model weighs (named in FEATURES): for each side its Value (VIII), the
    Data and Arms of its units on the map, its markers in hand, its units Neutralized (they
    come back at its Recovery), the Value of its Infrastructure regions where enemy Data
    units stand (what the enemy can turn next), and the Value of regions without
    Infrastructure where its Data units stand (what it can recruit into); then the Data and
    Arms that the side in its player turn has not yet used in this one."""
    places = s._places()
    table = s.table
    kind = table.kind
    owner = s.owner
    flags = s.flags
    phase = s.phase
    active = s.active
    in_turn = phase in ("data", "move", "armed")
    per_side = {side: [0.0] * 7 for side in SIDES}
    unused_data = unused_arms = 0.0
    for r in s.board.ids:
        infra = places.get((r, INFRASTRUCTURE))
        holder = owner[infra[0]] if infra else None
        data = {}
        for side in SIDES:
            total = 0
            mine = per_side[side]
            for u in places.get((r, side), ()):
                unit = table[kind[u]]
                total += unit.data
                mine[1] += unit.data
                mine[2] += unit.arms
                if side == active and in_turn:
                    if phase == "data" and not flags[u] & DATA_DONE:
                        unused_data += unit.data
                    if not flags[u] & ARMED_DONE:
                        unused_arms += unit.arms
            data[side] = total
        value = s.board[r].value
        for side in SIDES:
            mine = per_side[side]
            if holder == side:
                mine[0] += value
                if data["rebel" if side == "government" else "government"]:
                    mine[5] += value
            elif holder is None and data[side]:
                mine[6] += value
    for side in SIDES:
        per_side[side][3] = len(s.hands[side])
        per_side[side][4] = len(places.get((NEUTRALIZED, side), ()))
    return [1.0, *per_side["government"], *per_side["rebel"], unused_data, unused_arms]


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

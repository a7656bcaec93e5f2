"""How a Civil Power position that is not over looks to a side, for depth-limited search
(`strife.agents.evaluation` finds `evaluate` and `stage` here; nothing else registers them).

7.0: the game is won on Victory Points at the end, a rulebook scenario by its own VP and
conditions (scenarios/victory.py: the Police may need the riot dispersed, II-7 counts any KIA).
So the evaluation asks who would win if the game ended now, and by how many VP, and trusts
that more as the last Game-turn nears: with many turns left a lead of a few VP is only a
lean (the chance that a normal spread around the lead stays above zero, the spread wider
the more turns are left), on the last turn it is nearly the result. A side that would win
now scores 1 in that part, a draw an even share (as the search scores a finished draw).
6.7: a side that raised its Engagement Level needs twice (three times) the other's VP to win
at all, so its lead is counted against that mark.

Where a scenario has a fitted model (`FITTED`: I-6) the Mob's chances come from it instead:
a logistic model of each side's chance to win (a draw counted as an even share), fitted on
positions at the start of the Mob's Player-turns and, apart, of the Police's, in
heuristic-against-heuristic games; a position is judged by the model of whose Player-turn
it is in. Its time left
ends at the Mob's Tactical Disintegration Number where that comes first (8.9 ends the game
there), and the model found what the plain VP lead leaves out: a lead early is worth
little, the Mob gains from an early end (a long game grinds its Crowds down) and the
Police from a long one. The Police keep the VP lead (see `evaluate`).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from strife.games.civil_power.model.values import ELIMINATED, SUPPRESSED, WAITING
from strife.games.civil_power.rules import morale
from strife.games.civil_power.rules.victory import judge, points
from strife.games.civil_power.scenarios import hooks as scenario_hooks
from strife.games.civil_power.scenarios import records as scenario_records

if TYPE_CHECKING:
    from strife.core.state import State
    from strife.games.civil_power.model.state import CivilPowerState

# The spread of the final VP lead: a base, and how much each Game-turn left adds (a VP is
# a WIA or an elimination; a few change hands in a turn of close fighting).
SPREAD_BASE = 2.0
SPREAD_PER_TURN = 2.0

# What the fitted models weigh (`features`), in this order.
FEATURES = (
    "lead",  # the Mob's VP less the Police's (6.7: against the mark of a side that raised)
    "lead_per_spread",  # the lead over the spread of the turns left, as in `evaluate`
    "inv_left",  # 1 / Game-turns left (to the last turn or the Mob's TDN)
    "mob_now",  # the Mob would win if the game ended now
    "police_now",  # the Police would
    "to_disperse",  # Crowds still to be eliminated before the riot is dispersed (TYPE I)
    "mob_units",  # Mob units on the map
    "police_units",  # Police units on the map or still to enter
    "mob_exposed",  # suppressed Mob units in or next to an area with Police units
    "police_exposed",  # suppressed Police units in or next to an area with Mob units
    "mob_gassed",  # Mob Crowds in gas
    "tdn_margin",  # (the Mob's TDN - the Game-turn) / 10 (8.9)
    "left",  # Game-turns left / 15
    "gas",  # the Police's Gas Grenades left
    "mob_contact",  # Mob units not suppressed in or next to an area with Police units
    "police_contact",  # and the same of the Police
    "bias",
)

# Logistic weights of (the Mob's, the Police's) chance to win at the start of the Mob's and
# of the Police's Player-turns (keyed by whose turn it is), made by
# scripts/fit_civil_power_evaluation.py. I-6: 1,200 games of the heuristic against itself
# (seeds 1000-2199), fitted on the first 960 games (12,777 positions at the start of a
# Mob Player-turn, 12,189 of a Police one); on the other 240 the log-loss of the Mob's win
# is 0.381 and 0.382 (0.563 and 0.575 knowing only how often it wins), of the Police's
# 0.407 and 0.405 (0.596, 0.608).
FITTED: dict[str, dict[str, tuple[tuple[float, ...], tuple[float, ...]]]] = {
    "I-6": {
        "Mob": (
            (-0.2626, +3.6086, -0.1079, +0.2223, -0.2816, +0.1345, +0.0003, -0.0454, -0.0112,
             +0.0842, -0.0015, -0.4327, +0.4048, -0.0261, +0.0716, -0.0408, -0.0779),
            (+0.0371, -2.1016, -0.1095, -0.0728, +1.1010, -0.1220, +0.0761, -0.2036, +0.0155,
             -0.0686, +0.0178, +0.3873, +1.1892, +0.0261, -0.0554, +0.0463, +0.6202),
        ),
        "Police": (
            (-0.3403, +4.3446, -0.4077, +0.2008, -0.2739, +0.1682, +0.0209, -0.0761, -0.0258,
             -0.0192, -0.0070, -0.5808, +0.5092, -0.0165, +0.0285, -0.0394, +0.1521),
            (+0.0259, -2.1183, -0.2372, -0.0357, +1.2075, -0.1703, +0.0666, -0.1888, +0.0559,
             +0.0223, +0.0250, +0.5470, +1.1216, +0.0187, -0.0294, +0.0513, +0.4642),
        ),
    },
}  # fmt: skip


def evaluate(state: State, side: str) -> float:
    s: CivilPowerState = state  # type: ignore[assignment]
    models = FITTED.get(s.position.id)
    fitted = None
    if models is not None and len(s.order) == 2 and s.police:
        fitted = models["Police" if s.active == s.police else "Mob"]
    if fitted is not None and side != s.police:
        # The Mob's side only: an ISMCTS Police judged by the model won 17 of 30 games
        # (seeds 300-329), by the VP lead below 19 (and 67/100 on seeds 0-99).
        return _fitted(s, side, fitted)
    vp, winners = _if_over_now(s)
    left = max(s.position.turns - s.turn + 1, 1)  # Game-turns still to play, this one too
    spread = SPREAD_BASE + SPREAD_PER_TURN * math.sqrt(left)
    lead = _margin(vp, side, s.el_raised.get(side, 0))
    lean = 0.5 * (1.0 + math.erf(lead / (spread * math.sqrt(2.0))))
    # a draw: an even share, as the search scores a finished draw
    now = (1.0 if side in winners else 0.0) if winners else 1.0 / len(vp)
    trust = 1.0 / (1.0 + left)
    return trust * now + (1.0 - trust) * lean


def stage(state: State) -> tuple[int, str]:
    """The Player-turn a position is in (3.0): a settling search (`settle=1`) plays each
    rollout on to the end of it, so that a Mob's move is scored after the Shock combat it
    was made for, where the enemy moves next. Ending rollouts at the end of each phase
    instead scored a Movement Phase's end, with Crowds next to the Police, by a model of
    positions at every phase start, which cannot tell the Mob's Shock combat coming from
    the Police's: a search Mob then ended its Movement Phase with units unmoved (Done,
    0.55 against 0.29 for moving on, seed 200)."""
    s: CivilPowerState = state  # type: ignore[assignment]
    return (s.turn, s.active)


def _margin(vp: dict[str, float], side: str, raised: int) -> float:
    """How far `side` is past the VP it needs to win: more than the best other side's, or
    (6.7, 7.0) with its EL raised once twice theirs, twice three times; three times never."""
    other = max(v for x, v in vp.items() if x != side)
    if raised == 0:
        return vp.get(side, 0.0) - other
    if raised >= 3:
        return -100.0
    return vp.get(side, 0.0) - (raised + 1) * max(other, 1.0)


def _fitted(
    s: CivilPowerState, side: str, fitted: tuple[tuple[float, ...], tuple[float, ...]]
) -> float:
    """The side's chance to win by the fitted models, a draw counted as an even share."""
    mob = next(x for x in s.order if x != s.police)
    chance = {}
    for who, weights in ((mob, fitted[0]), (s.police, fitted[1])):
        z = sum(w * f for w, f in zip(weights, features(s, who), strict=True))
        chance[who] = 1.0 / (1.0 + math.exp(-max(min(z, 30.0), -30.0)))
    total = chance[mob] + chance[s.police]
    if total > 1.0:
        chance = {x: p / total for x, p in chance.items()}
    draw = 1.0 - chance[mob] - chance[s.police]
    return chance.get(side, 0.0) + draw / 2


def features(s: CivilPowerState, judged_for: str) -> list[float]:
    """The position as the fitted models see it (FEATURES), for the chance of `judged_for`:
    its lead is counted against the mark it needs after raising its EL (6.7)."""
    police = s.police
    mob = next(x for x in s.order if x != police)
    vp, winners = _if_over_now(s)
    lead = vp[mob] - vp[police]
    raised = s.el_raised.get(judged_for, 0)
    if raised:
        margin = _margin(vp, judged_for, raised)
        lead = margin if judged_for == mob else -margin
    end = s.position.turns
    tdn = morale.tdn_of(s, mob)
    if s.uses("tactical_disintegration") and morale.has_tdn(s, mob):
        end = min(end, tdn)  # 8.9: the game stops when the Game-turn reaches the TDN
    left = max(end - s.turn + 1, 1)
    neighbours = s.board.neighbours
    side_of, kind, flags = s.side_of, s.kind, s.flags
    crowds = lost = 0
    units = {mob: 0, police: 0}
    exposed = {mob: 0, police: 0}
    contact = {mob: 0, police: 0}
    gassed = 0
    for u, area in enumerate(s.loc):
        k = kind[u]
        if k.tv_crew:
            continue  # 8.8: neither fights nor is fought
        own = side_of[u]
        if own == mob and k.crowd and area != WAITING:
            crowds += 1
            lost += area == ELIMINATED
        if area < 0:
            units[own] += own == police and area == WAITING
            continue
        units[own] += 1
        gassed += own == mob and k.crowd and area in s.gas
        near = any(
            side_of[v] != own and not kind[v].tv_crew
            for b in (area, *neighbours[area])
            for v in s.at(b)
        )
        if near:
            if flags[u] & SUPPRESSED:
                exposed[own] += 1
            else:
                contact[own] += 1
    need = math.ceil(crowds / 2) if crowds else 0  # TYPE I: half the Crowds, rounded up
    return [
        lead,
        lead / (SPREAD_BASE + SPREAD_PER_TURN * math.sqrt(left)),
        1.0 / left,
        1.0 if mob in winners else 0.0,
        1.0 if police in winners else 0.0,
        float(max(need - lost, 0)),
        float(units[mob]),
        float(units[police]),
        float(exposed[mob]),
        float(exposed[police]),
        float(gassed),
        (tdn - s.turn) / 10.0,
        left / 15.0,
        float(s.stores.get("gas", 0)),
        float(contact[mob]),
        float(contact[police]),
        1.0,
    ]


def _if_over_now(s: CivilPowerState) -> tuple[dict[str, float], tuple[str, ...]]:
    """Each side's VP and the winners as victory.finish would judge them now."""
    scenario = scenario_hooks.rulebook(s)
    if scenario is not None:
        own = scenario_records.outcome(s, scenario, s.marks, "")
        return dict(own.scores), tuple(own.winners)
    vp = points(s)
    winners, _ = judge(vp, s.el_raised)
    return vp, winners

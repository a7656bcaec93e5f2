"""Victory in the scenarios (7.0 as each scenario changes it; ALL SCENARIOS: 'cleared' and
'occupied'; TYPE I: a riot 'dispersed').

The engine keeps a `Tally` of what happened (units eliminated, casualties inflicted, units
moved off edges, Swag looted...) and where every unit stands at the end; `victory_points`
turns it into each side's VP under the scenario's rules, and `judge` names the winner and
the level of victory. Both are pure functions of their arguments, so a test can set a
tally directly.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from strife.games.civil_power.model.board import Board
from strife.games.civil_power.scenarios.schema import ScenarioFile
from strife.games.civil_power.scenarios.victory_schema import (
    CasualtyVP,
    ClearedByVP,
    DisintegrationVP,
    DispersedVP,
    EliminatedVP,
    FiresVP,
    LootingVP,
    MobShareVP,
    NeighbourhoodVP,
    OccupyVP,
    OffEdgeVP,
    PointsEliminatedVP,
    TurnsVP,
    UnitsAtVP,
    VehicleVP,
)
from strife.games.civil_power.setup.forces import unit_cost, unit_types

LEVELS = ("Marginal Victory", "Substantial Victory", "Decisive Victory")
# 7.0 standard values.
WIA_VP, KIA_VP = -1.0, -3.0
CROWD_VP, PUNK_VP, POLICE_VP = 2.0, 3.0, 5.0


@dataclass(frozen=True)
class Unit:
    """A unit as victory sees it: its owner, type, where it is (-1 off the map) and any
    scenario label (II-7: "commander")."""

    side: str
    kind: str
    area: int = -1
    label: str = ""


@dataclass(frozen=True)
class Exit:
    """A unit moved (not retreated) off the map (4.0): through which edge of which sheet."""

    side: str
    kind: str
    edge: str
    sheet: str


@dataclass(frozen=True)
class Vehicle:
    """II-7: a vehicle's fate. `afire`: the Tank set on fire and not yet exploded."""

    label: str  # "commander", "tank" or ""
    damaged: bool = False
    destroyed: bool = False
    afire: bool = False


@dataclass
class Tally:
    """What the engine counts during the game for victory."""

    eliminated: list[Unit] = field(default_factory=list)
    casualties: dict[tuple[str, str], tuple[int, int]] = field(default_factory=dict)  # (by, on)
    exits: list[Exit] = field(default_factory=list)
    on_map: list[Unit] = field(default_factory=list)  # every unit on the map at the end
    crowds_in_play: dict[str, int] = field(default_factory=dict)  # per side, all that entered
    fires: int = 0
    complete_turns: int = 0
    looted: int = 0  # II-6: Swag-turns of looting
    cleared_in_time: set[str] = field(default_factory=set)  # II-3: places cleared by the turn
    neighbourhood_cleared: set[str] = field(default_factory=set)  # I-3: Mobs that did it
    disintegrated_first: str = ""  # I-5: the Mob side whose TDN ran out first
    vehicles: list[Vehicle] = field(default_factory=list)

    def inflict(self, by: str, on: str, wia: int = 0, kia: int = 0) -> None:
        w, k = self.casualties.get((by, on), (0, 0))
        self.casualties[(by, on)] = (w + wia, k + kia)


# -- the definitions of ALL SCENARIOS and TYPE I ---------------------------------------------


def cleared(board: Board, place: str, mob_areas: Iterable[int]) -> bool:
    """ALL SCENARIOS: a Building, the Plaza or the Park is 'cleared' when no Mob units remain
    in or adjacent to it (ruling S-5: adjacent = sharing a side or a corner)."""
    spots = set(board.place(place))
    near = spots | {n for a in spots for n in board.neighbours[a]}
    return not any(a in near for a in mob_areas)


def occupied(board: Board, place: str, mob_areas: Iterable[int]) -> bool:
    """ALL SCENARIOS: 'occupied' when not cleared."""
    return not cleared(board, place, mob_areas)


def dispersed(board: Board, side: str, tally: Tally) -> bool:
    """TYPE I: a riot is 'dispersed' when at least half of the Crowd units (round up) have
    been eliminated, or if at the end of the game no Crowd unit is adjacent to another
    Crowd unit (ruling S-6: of the Mob side's Crowds, all that came into play)."""
    types = unit_types()
    lost = sum(1 for u in tally.eliminated if u.side == side and types[u.kind].crowd)
    total = tally.crowds_in_play.get(side, 0)
    if total and lost >= math.ceil(total / 2):
        return True
    crowds = [u.area for u in tally.on_map if u.side == side and types[u.kind].crowd]
    spots = set(crowds)
    return not any(n in spots for a in crowds for n in board.neighbours[a])


# -- Victory Points -----------------------------------------------------------------------------


def standard_elimination_vp(kind: str) -> float:
    """7.0: +2 a Crowd, +3 a Punk, Agitator or Mob Sniper, +5 any Police unit (TV Crews
    score nothing)."""
    u = unit_types()[kind]
    if u.side == "Police":
        return POLICE_VP
    if u.crowd:
        return CROWD_VP
    if u.punk or u.agitator or u.sniper:
        return PUNK_VP
    return 0.0


def victory_points(scenario: ScenarioFile, board: Board, tally: Tally) -> dict[str, float]:
    """Each side's VP at the end under the scenario's victory rules."""
    sides = [s.id for s in scenario.sides]
    vp = dict.fromkeys(sides, 0.0)
    rules = scenario.victory
    if rules.standard:
        for (by, on), (wia, kia) in tally.casualties.items():
            if by != on:
                vp[by] += WIA_VP * wia + KIA_VP * kia
    if rules.standard and rules.standard_elimination:
        for u in tally.eliminated:
            for side in sides:
                if side != u.side:
                    vp[side] += standard_elimination_vp(u.kind)
    share: list[MobShareVP] = []
    for rule in rules.vp:
        if isinstance(rule, MobShareVP):
            share.append(rule)  # after every Mob's VP is known
            continue
        for side, points in _scored(rule, scenario, board, tally):
            vp[side] += points
    for rule in share:
        vp[rule.side] -= sum(vp[m] for m in scenario.mobs) / rule.divisor
    return vp


def _scored(
    rule: object, scenario: ScenarioFile, board: Board, tally: Tally
) -> list[tuple[str, float]]:
    if isinstance(rule, EliminatedVP):
        n = sum(
            1
            for u in tally.eliminated
            if u.side == rule.of and (not rule.types or u.kind in rule.types)
        )
        return [(rule.side, rule.vp * n)]
    if isinstance(rule, CasualtyVP):
        wia, kia = tally.casualties.get((rule.side, rule.of), (0, 0))
        return [(rule.side, rule.wia * wia + rule.kia * kia)]
    if isinstance(rule, OccupyVP):
        mine = [u.area for u in tally.on_map if u.side == rule.side and u.area >= 0]
        return [(rule.side, rule.vp if occupied(board, rule.place, mine) else 0.0)]
    if isinstance(rule, DispersedVP):
        return [
            (rule.side, rule.vp if all(dispersed(board, m, tally) for m in scenario.mobs) else 0.0)
        ]
    if isinstance(rule, UnitsAtVP):
        spots = set(board.place(rule.place))
        near = spots | {n for a in spots for n in board.neighbours[a]}
        n = sum(1 for u in tally.on_map if u.side == rule.side and u.area in near)
        return [(rule.side, rule.vp * n)]
    if isinstance(rule, OffEdgeVP):
        n = sum(
            1
            for e in tally.exits
            if e.side == rule.side
            and e.edge == rule.edge
            and (not rule.sheet or e.sheet == rule.sheet)
            and (not rule.types or e.kind in rule.types)
        )
        return [(rule.side, rule.vp * n)]
    if isinstance(rule, ClearedByVP):
        return [(rule.side, rule.vp if rule.place in tally.cleared_in_time else 0.0)]
    if isinstance(rule, NeighbourhoodVP):
        return [(m, rule.vp) for m in scenario.mobs if m in tally.neighbourhood_cleared]
    if isinstance(rule, TurnsVP):
        return [(rule.side, rule.vp * tally.complete_turns)]
    if isinstance(rule, FiresVP):
        return [(rule.side, rule.vp * tally.fires)]
    if isinstance(rule, LootingVP):
        return [(rule.side, rule.vp * tally.looted)]
    if isinstance(rule, DisintegrationVP):
        # The side that caused the enemy's Mob to disintegrate first: the other Mob.
        loser = tally.disintegrated_first
        return [(m, rule.vp) for m in scenario.mobs if loser and m != loser]
    if isinstance(rule, VehicleVP):
        return [(rule.side, vehicle_points(rule, tally.vehicles))]
    if isinstance(rule, PointsEliminatedVP):
        n = sum(unit_cost(u.kind) for u in tally.eliminated if u.side != rule.side)
        return [(rule.side, float(n))]
    raise TypeError(f"unknown victory rule {rule!r}")


def vehicle_points(rule: VehicleVP, vehicles: Iterable[Vehicle]) -> float:
    """II-7: 3 per vehicle damaged, 2 per vehicle destroyed (points only for destruction if
    damaged first), doubled for the Division Commander's vehicle and the Tank; a Tank set
    afire that has not exploded by the end counts as damaged."""
    total = 0.0
    for v in vehicles:
        points = 0.0
        if v.destroyed:
            points = rule.destroyed
        elif v.damaged or v.afire:
            points = rule.damaged
        total += points * (2 if v.label in rule.double else 1)
    return total


# -- the level of victory ----------------------------------------------------------------------


def judge(
    scenario: ScenarioFile,
    board: Board,
    tally: Tally,
    vp: Mapping[str, float],
    raised: Mapping[str, int],
) -> tuple[tuple[str, ...], str]:
    """The winners and the level of victory: 7.0 (the ratio of totals, a total of zero or less
    counting as 1; both negative: the nearer zero wins, Marginal at most), 6.7 (a level lost
    per Engagement Level raised), and the scenario's changes (I-6, I-7: no Police victory
    unless the riot is dispersed; II-7: more VP wins, and any KIA on the Mob loses it for
    the Police). With three sides the leader is judged against the runner-up."""
    police = scenario.police
    rules = scenario.victory
    if (
        rules.police_loses_on_mob_kia
        and police is not None
        and any(tally.casualties.get((police, m), (0, 0))[1] for m in scenario.mobs)
    ):
        return tuple(scenario.mobs), "Victory (the Police inflicted a KIA)"
    ranked = sorted(vp, key=lambda s: vp[s], reverse=True)
    best, second = ranked[0], ranked[1]
    hi, lo = vp[best], vp[second]
    if hi == lo:
        return (), "Draw"
    if (
        rules.police_needs_dispersal
        and best == police
        and not all(dispersed(board, m, tally) for m in scenario.mobs)
    ):
        return (), "Draw (the riot was not dispersed)"
    if rules.level == "more-vp":
        return (best,), "Victory"
    if hi <= 0:
        level = 0
    else:
        ratio = hi / max(lo, 1.0)
        level = 2 if ratio >= 3.0 else 1 if ratio >= 2.0 else 0
    level -= raised.get(best, 0)
    if level < 0:
        return (), "Draw (Engagement Level raised)"
    return (best,), LEVELS[level]

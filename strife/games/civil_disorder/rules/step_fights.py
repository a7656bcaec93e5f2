"""Hand to Hand Fighting on the table: who is in base to base contact (ruling E-1: SF and a
crowd at the same waypoint), which bases fight, and what the results do to them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.games.civil_disorder.model.fighting import Intent
from strife.games.civil_disorder.model.over_reaction import ReactionTrigger
from strife.games.civil_disorder.model.pieces import Crowd, Order, Unit
from strife.games.civil_disorder.model.response_level import RlFactor, RlTrigger
from strife.games.civil_disorder.model.units import UnitType
from strife.games.civil_disorder.model.weapons import Wetness
from strife.games.civil_disorder.rules.fighting import (
    Combat,
    Fighter,
    engaged_bases,
    melee,
    winning,
)
from strife.games.civil_disorder.rules.response_level import crowd_fighters
from strife.games.civil_disorder.rules.step_moves import sf_in_sight

if TYPE_CHECKING:
    from strife.games.civil_disorder.rules.sequence import Turn

NO_FIGHT = frozenset({UnitType.SENIOR_OFFICER})


def fight(t: Turn) -> None:
    """Every SF unit at a crowd's waypoint that was ordered to charge or arrest it fights it;
    a crowd at RL 8 attacks every unit at its waypoint, and one at RL 7 stands and fights
    when SF close for contact (1d6 figures, ruling F-9)."""
    s = t.state
    for crowd in s.live_crowds():
        here = [u for u in s.units.values() if u.at == crowd.at and u.figures > 0]
        attacking = [
            u for u in here if u.order in (Order.CHARGE, Order.ARREST) and u.target == crowd.id
        ]
        if crowd.rl == 8 and not crowd.looter_crowd:
            attacking = here
        if attacking:
            _fight_one(t, crowd, attacking)


def _fight_one(t: Turn, crowd: Crowd, units: list[Unit]) -> None:
    from strife.games.civil_disorder.rules.step_resolution import cloud_at, wet

    s = t.state
    charts = s.game.charts
    rl_chart = charts.response_level
    if crowd.rl >= 7:
        engaged = engaged_bases(
            crowd_fighters(crowd.rl, s.dice, rl_chart), crowd.bases, charts.fighting
        )
    else:
        # Below RL 7 nobody chooses to fight: the bases in contact only defend themselves
        # (ruling F-13), at most two to each SF base.
        engaged = min(crowd.bases, 2 * sum(u.bases for u in units))
    engaged = max(engaged, 1)
    sf_bases = sum(u.bases for u in units)
    cloud = cloud_at(s, crowd.at)
    soaked = wet(s, crowd) is Wetness.SOAKED
    crowd_f = Fighter(
        "crowd",
        None,
        Intent.BEAT_UP,
        opponents=-(-sf_bases // engaged),
        tear_gas=cloud is not None and cloud.kind == "tear",
        cs_gas=cloud is not None and cloud.kind == "cs",
        soaked=soaked,
    )
    pairs: list[tuple[Fighter, Fighter]] = []
    names: dict[str, Unit] = {}
    for unit in units:
        kind = UnitType(unit.type)
        masked = charts.units.types[kind].gas_masks
        for b in range(unit.bases):
            name = f"{unit.id}#{b}"
            names[name] = unit
            me = Fighter(
                name,
                kind,
                Intent.ARREST if unit.order == Order.ARREST else Intent.BEAT_UP,
                opponents=-(-engaged // sf_bases),
                tear_gas=cloud is not None and cloud.kind == "tear",
                cs_gas=cloud is not None and cloud.kind == "cs",
                masked=masked,
                wounded_or_arrested=(unit.wounded + unit.arrested_by_crowd) // unit.bases,
            )
            pairs.append((me, crowd_f))
    combats = melee(pairs, s.dice, charts.fighting)
    t.fought[crowd.id] = combats
    _apply_results(t, crowd, combats, names)
    for unit in units:
        t.stressed(unit.id, ReactionTrigger.ATTACKED.value)
    t.trigger(crowd.id, RlTrigger.SF_INFLUENCE)
    if winning(combats, {"crowd"}):
        t.factor(crowd.id, RlFactor.FIGHTING_AND_WINNING)


def _apply_results(t: Turn, crowd: Crowd, combats: list[Combat], names: dict[str, Unit]) -> None:
    from strife.games.civil_disorder.rules.step_resolution import PEOPLE, _wound_unit, hurt_crowd

    s = t.state
    board = s.game.board
    pushed_crowd = False
    for c in combats:
        t.note(
            f"{c.first} rolls {c.rolls[0]} (scores {c.scores[0]}), {c.second} rolls "
            f"{c.rolls[1]} (scores {c.scores[1]}): {c.result}",
            "Hand to Hand Fighting",
        )
        loss = c.losses
        if c.winner is None:
            continue
        if c.winner == "crowd":
            unit = names[c.first]
            _wound_unit(t, unit.id, loss.wounded, gunfire=False, dead=loss.killed)
            if loss.subdued:
                s.units[unit.id] = s.units[unit.id]._replace(subdued=True)
            if loss.push_back:
                crowds = [crowd.at]
                at = board.step_away(unit.at, crowds, loss.push_back * 2, exits_first=False)
                s.units[unit.id] = s.units[unit.id]._replace(at=at)
            t.tell(
                f"{unit.name} loses a fight with {crowd.name}: {c.result}",
                crowd.at,
                "Hand to Hand Fighting",
                (unit.id,),
            )
            continue
        unit = names[c.winner]
        arrested = loss.arrested
        if loss.group_arrested:
            arrested = PEOPLE if s.crowds[crowd.id].bases else 0
        hurt_crowd(t, crowd.id, loss.wounded, loss.killed, arrested, gunfire=False)
        pushed_crowd = pushed_crowd or loss.push_back > 0
        t.tell(
            f"{unit.name} wins a fight with {crowd.name}: {c.result}",
            crowd.at,
            "Hand to Hand Fighting",
            (unit.id,),
        )
    now = s.crowds[crowd.id]
    if pushed_crowd and not now.gone:
        # away from the units it fought (where they stand now) and every SF it sees
        sf = sorted({s.units[u.id].at for u in names.values()} | set(sf_in_sight(s, now.at)))
        # Ruling E-5: a push back of 2" breaks contact; waypoints are 4" apart, so the
        # pushed crowd goes to the next waypoint away from the SF.
        s.crowds[crowd.id] = now._replace(at=board.step_away(now.at, sf, 4, exits_first=False))

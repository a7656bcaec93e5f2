"""Step 6 of the Sequence of Action, "Umpire assesses the outcome for the turn": each crowd
that something called on tests its Response Level; crowds damage property and looters
loot; fires burn, grow and spread and firefighters fight them; paramedics see to the
casualties; gas clears, crowds dry; the turn ends."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from strife.games.civil_disorder.model.pieces import Crowd
from strife.games.civil_disorder.model.response_level import RlFactor, RlTrigger
from strife.games.civil_disorder.model.units import UnitType
from strife.games.civil_disorder.model.weapons import Wetness
from strife.games.civil_disorder.rules import fires, looting, medical, non_lethal, property_damage
from strife.games.civil_disorder.rules.odds import sf_outnumber_crowd
from strife.games.civil_disorder.rules.response_level import (
    first_trigger,
    loots,
    rl_test,
    running_away,
)
from strife.games.civil_disorder.rules.step_moves import sf_in_sight
from strife.games.civil_disorder.rules.step_resolution import cloud_at, wet

if TYPE_CHECKING:
    from strife.games.civil_disorder.model.state import CivilDisorderState
    from strife.games.civil_disorder.rules.sequence import Turn

SPECIALIST_OR_MOUNTED = frozenset(
    {
        UnitType.ANTI_RIOT,
        UnitType.RIOT_TRAINED_SOLDIERS,
        UnitType.MOUNTED_POLICE,
        UnitType.MOUNTED_RIOT_POLICE,
    }
)


def assess_turn(t: Turn) -> None:
    s = t.state
    new_sightings(t)
    test_levels(t)
    damage_and_loot(t)
    burn(t)
    fight_fires(t)
    see_to_casualties(t)
    clear_up(s)
    end_turn(s)


def new_sightings(t: Turn) -> None:
    """ "Additional SF forces come into view", and specialists or mounted police appearing
    for the first time (+2)."""
    s = t.state
    board = s.game.board
    for crowd in s.live_crowds():
        seen = [u for u in s.units.values() if board.sees(crowd.at, u.at)]
        new = [u for u in seen if u.id not in crowd.seen]
        if not new:
            continue
        if crowd.seen or s.turn > 1:
            t.trigger(crowd.id, RlTrigger.MORE_SF_IN_VIEW)
        if any(UnitType(u.type) in SPECIALIST_OR_MOUNTED for u in new):
            t.factor(crowd.id, RlFactor.SPECIALIST_OR_MOUNTED_FIRST_SEEN)
        s.crowds[crowd.id] = crowd._replace(seen=tuple(sorted({*crowd.seen, *(u.id for u in new)})))


def test_levels(t: Turn) -> None:
    """One test a turn for each crowd something called on (ruling R-1), with all the factors
    that hold now summed; a crowd whose level changed calls a test of its neighbours
    (a dramatic change) next turn."""
    s = t.state
    chart = s.game.charts.response_level
    after = s.game.charts.weapons.gas_grenade.effective_after
    for crowd in s.live_crowds():
        cloud = cloud_at(s, crowd.at)
        if cloud is not None and cloud.placed + after == s.turn:
            # the gas thrown at it last turn takes effect: SF "try to influence the crowd"
            t.trigger(crowd.id, RlTrigger.SF_INFLUENCE)
        trigger = first_trigger(t.triggers.get(crowd.id, set()))
        if trigger is None:
            continue
        present = Counter(t.factors.get(crowd.id, Counter()))
        present.update(standing_factors(s, crowd))
        result = rl_test(crowd.rl, trigger, present, s.dice, chart)
        t.note(
            f"{crowd.name} tests its level: roll {result.roll}, score {result.score}",
            "Response Level",
        )
        if result.after != crowd.rl:
            s.crowds[crowd.id] = crowd._replace(rl=result.after)
            t.tell(f"{crowd.name} is now at level {result.after}", crowd.at, "Response Level")


def standing_factors(s: CivilDisorderState, crowd: Crowd) -> Counter[RlFactor]:
    """The factors that hold from where the crowd is: wet, outnumbered, its neighbours,
    gas on it."""
    board = s.game.board
    out: Counter[RlFactor] = Counter()
    wetness = wet(s, crowd)
    if wetness is Wetness.SOAKED:
        out[RlFactor.SOAKED] = 1
    elif wetness is Wetness.DAMP:
        out[RlFactor.DAMP] = 1
    sf_seen = sum(u.figures for u in s.units.values() if board.sees(crowd.at, u.at))
    if sf_outnumber_crowd(sf_seen, crowd.bases, s.game.charts.units.scales):
        out[RlFactor.VISIBLY_OUTNUMBERED] = 1
    adjacent = s.game.charts.response_level.adjacent
    for other in s.live_crowds():
        if other.id != crowd.id and board.within(other.at, crowd.at, adjacent):
            if other.rl > crowd.rl:
                out[RlFactor.ADJACENT_CROWD_HIGHER] += 1
            if running_away(other.rl):
                out[RlFactor.ADJACENT_CROWD_RUNNING_AWAY] += 1
    cloud = cloud_at(s, crowd.at)
    if cloud is not None:
        out[RlFactor.CS_GAS if cloud.kind == "cs" else RlFactor.TEAR_GAS] = 1
    return out


def damage_and_loot(t: Turn) -> None:
    s = t.state
    chart = s.game.charts
    for crowd in s.live_crowds():
        building = s.game.board.building_near.get(crowd.at)
        if building is None:
            continue
        value = s.value[building]
        sf = sf_in_sight(s, crowd.at)
        done = None
        if crowd.rl == 6 and not crowd.looter_crowd:
            done = property_damage.hassle_damage(value, s.dice, chart.property_damage)
        elif crowd.rl == 7 and not sf and not crowd.looter_crowd:
            done = property_damage.damage(value, crowd.bases, s.dice, chart.property_damage)
        elif crowd.rl == 8 and not sf and not crowd.looter_crowd:
            done = property_damage.serious_damage(value, crowd.bases, s.dice, chart.property_damage)
        if done is not None:
            _damaged(t, building, done.points, done.fire, crowd.at)
        if loots(crowd.rl, chart.response_level):
            _loot(t, s.crowds[crowd.id], building)


def _damaged(t: Turn, building: str, points: int, fire: bool, where: str) -> None:
    s = t.state
    points = min(points, s.value[building])
    s.value[building] -= points
    s.count("property_points", points)
    name = s.game.board.names[building]
    if points:
        t.tell(f"{name} is damaged", where, "Property Damage")
    if fire:
        _start_fire(t, building, where)


def _start_fire(t: Turn, building: str, where: str) -> None:
    s = t.state
    s.fires[building] = s.fires.get(building, 0) + 1
    s.count("fires_started")
    t.tell(f"{s.game.board.names[building]} is on fire", where, "Fires and Firefighting")


def _loot(t: Turn, crowd: Crowd, building: str) -> None:
    """Looters break off (L-1) or a looter crowd loots (L-6): one turn breaking in, then one
    Loot Unit a looter; with nothing left, they start a fire (L-4); then they leave with it."""
    s = t.state
    chart = s.game.charts.looting
    bases = crowd.bases if crowd.looter_crowd else looting.converted(crowd.looters, s.dice, chart)
    if bases == 0:
        return
    t.note(f"{bases} looter bases of {crowd.name} break off to loot", "Looting")
    broke = property_damage.break_in(s.value[building], s.dice, s.game.charts.property_damage)
    _damaged(t, building, broke.points, broke.fire, crowd.at)
    looters = bases * s.game.charts.units.scales.crowd_base_figures[1]
    got = looting.loot(s.loot.get(building, 0), looters, chart)
    s.loot[building] = got.left
    s.count("loot_taken", got.taken)
    s.count("buildings_looted")
    if got.fire:
        _start_fire(t, building, crowd.at)
    left = crowd.bases - bases
    s.crowds[crowd.id] = crowd._replace(
        bases=left, looters=max(0, crowd.looters - bases), gone=left <= 0
    )
    t.tell(
        f"people carrying stereos and TVs run from {s.game.board.names[building]}",
        crowd.at,
        "Looting",
    )


def burn(t: Turn) -> None:
    """Fires and Firefighting (ruling X-1): at each burning building the fires take value,
    may grow, and once the value is gone may spread to an adjacent building."""
    s = t.state
    chart = s.game.charts.fires
    board = s.game.board
    for building in sorted(b for b, n in s.fires.items() if n > 0):
        burnt = fires.burn(s.value[building], s.fires[building], s.dice, chart)
        s.count("property_points", s.value[building] - burnt.value)
        s.value[building], s.fires[building] = burnt.value, burnt.fires
        near = board.adjacent_buildings.get(building, ())
        where = (board.doors.get(building) or (s.game.board.ids[0],))[0]
        if burnt.spreads and near:
            _start_fire(t, fires.spread_to(list(near), s.dice), where)


def fight_fires(t: Turn) -> None:
    """A fire engine's crew of 4 at a burning building's door puts out 1d6 fires a turn,
    with two turns of water aboard and a hydrant's water without end once connected (X-3:
    an engine at a hydrant waypoint is connected)."""
    s = t.state
    chart = s.game.charts.fires
    board = s.game.board
    for unit in list(s.units.values()):
        if unit.type != UnitType.FIREFIGHTERS:
            continue
        hydrant = board.table.waypoints[unit.at].kind == "hydrant"
        for building, n in sorted(s.fires.items()):
            if n == 0 or unit.at not in board.doors.get(building, ()):
                continue
            if not fires.may_fight_fire(unit.figures, unit.water, hydrant, chart):
                t.tell(f"{unit.name} has no water", unit.at, "Fires and Firefighting", (unit.id,))
                break
            s.fires[building] = fires.extinguish(n, s.dice, chart)
            s.units[unit.id] = unit._replace(water=fires.water_after_turn(unit.water, hydrant))
            left = s.fires[building]
            t.tell(
                f"{unit.name} fights the fire at {board.names[building]}: "
                + ("it is out" if left == 0 else f"{left} fires still burn"),
                unit.at,
                "Fires and Firefighting",
                (unit.id,),
            )
            break


def see_to_casualties(t: Turn) -> None:
    """Medical Services: a paramedic crew at a casualty triages it when it first reaches it
    (1d6, +2 for gunfire), then works the turns the result takes (patching up, the
    stretcher, the ambulance; ruling D-4: the crew's ambulance waits at its waypoint) before
    seeing to the next. One casualty a crew at a time."""
    s = t.state
    chart = s.game.charts.medical
    casualties = list(s.casualties)
    for unit in s.units.values():
        if unit.type != UnitType.PARAMEDICS or unit.figures < chart.stretcher_bearers:
            continue
        here = [i for i, c in enumerate(casualties) if c.at == unit.at and not c.treated]
        if not here:
            continue
        i = here[0]
        c = casualties[i]
        if c.care < 0:
            a = medical.triage(c.gunfire, s.dice, chart)
            dies = a.triage.dies_after is not None
            care = a.triage.dies_after if dies else medical.turns_to_ambulance(a.triage, chart)
            c = c._replace(care=care or 0, dying=dies)
            t.tell(f"{unit.name}: {a.triage.name}", unit.at, "Medical Services", (unit.id,))
        c = c._replace(care=max(0, c.care - 1))
        if c.care == 0:
            c = c._replace(treated=True, dead=c.dying)
            if c.dying:
                s.count("civilians_killed" if c.civilian else "sf_killed")
            s.count("casualties_treated")
        casualties[i] = c
    s.casualties = tuple(casualties)


def clear_up(s: CivilDisorderState) -> None:
    w = s.game.charts.weapons
    s.clouds = tuple(
        c for c in s.clouds if not non_lethal.gas_gone(c.placed, c.lasts, s.turn + 1, w)
    )
    for crowd in s.live_crowds():
        if crowd.dry_in > 0:
            dry = crowd.dry_in - 1
            # dry again: the next hosing starts from damp (W-3)
            s.crowds[crowd.id] = crowd._replace(dry_in=dry, hosed=crowd.hosed if dry else 0)


def end_turn(s: CivilDisorderState) -> None:
    from strife.games.civil_disorder.model.state import Chain

    if s.turn >= s.length or not s.live_crowds():
        s.over = True
        return
    s.turn += 1
    s.chains = {side: Chain() for side in s.sides}

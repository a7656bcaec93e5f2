"""Step 4 of the Sequence of Action: "Resolution of firing or fights or negotiations (if
any). Test for SF over-reaction." In order: gas grenades thrown, bricks and bottles, hand
to hand fighting, negotiations, then each stressed unit's over-reaction test."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.games.civil_disorder.model.firearms import Firearm
from strife.games.civil_disorder.model.negotiation import Quality
from strife.games.civil_disorder.model.over_reaction import Reaction, ReactionTrigger
from strife.games.civil_disorder.model.pieces import Casualty, Cloud, Crowd, Order, Unit
from strife.games.civil_disorder.model.response_level import RlFactor, RlTrigger
from strife.games.civil_disorder.model.units import UnitType
from strife.games.civil_disorder.model.weapons import NonLethal, Wetness
from strife.games.civil_disorder.rules import firearms, fires, non_lethal, over_reaction
from strife.games.civil_disorder.rules.negotiation import Talk, in_range, negotiate
from strife.games.civil_disorder.rules.odds import sf_outnumber_crowd, sf_outnumbered_over_3_to_1
from strife.games.civil_disorder.rules.response_level import firearm_casualties
from strife.games.civil_disorder.rules.step_moves import THROW_INCHES

if TYPE_CHECKING:
    from strife.games.civil_disorder.model.state import CivilDisorderState
    from strife.games.civil_disorder.rules.sequence import Turn

PEOPLE = 12  # a crowd base (ruling T-3)


def inches(units_: int) -> int:
    return -(-units_ // 2)


def resolve(t: Turn) -> None:
    throw_gas(t)
    hose(t)
    bricks_and_bottles(t)
    fight(t)
    snipers_and_answers(t)
    negotiations(t)
    over_reactions(t)


def cloud_at(s: CivilDisorderState, at: str) -> Cloud | None:
    """The gas cloud in effect at a waypoint now, if any (a 5" cloud covers its waypoint)."""
    w = s.game.charts.weapons
    for c in s.clouds:
        if c.at == at and non_lethal.gas_effective(c.placed, c.lasts, s.turn, w):
            return c
    return None


# -- gas -------------------------------------------------------------------------------------


def throw_gas(t: Turn) -> None:
    s = t.state
    chart = s.game.charts.weapons
    for unit in list(s.units.values()):
        crowd = s.crowds.get(unit.target)
        if unit.order != Order.GAS or crowd is None or crowd.gone or unit.gas < 1:
            continue
        if not s.game.board.within(unit.at, crowd.at, chart.gas_grenade.range):
            continue
        lasts = non_lethal.gas_lasts(s.dice, chart)
        s.clouds = (*s.clouds, Cloud(crowd.at, unit.gas_kind, s.turn, lasts))
        s.units[unit.id] = unit._replace(gas=unit.gas - 1, order=Order.HOLD.value, target="")
        t.trigger(crowd.id, RlTrigger.SF_INFLUENCE)
        s.count("gas")
        t.tell(
            f"{unit.name} throws gas at {crowd.name}", crowd.at, "Non-Lethal Weapons", (unit.id,)
        )
        t.note(f"the gas will last {lasts} turns once effective", "Non-Lethal Weapons")


def hose(t: Turn) -> None:
    """Fire hoses on crowds (Non-Lethal Weapons: 25", "As above" the water cannon): the
    whole crowd is wet (W-2), damp after a turn, soaked after 3 (W-3); it uses the engine's
    water like fighting a fire (X-3) and needs the 4 of a hose crew."""
    s = t.state
    w = s.game.charts.weapons
    board = s.game.board
    for unit in list(s.units.values()):
        crowd = s.crowds.get(unit.target)
        if unit.order != Order.HOSE or crowd is None or crowd.gone:
            continue
        if not board.within(unit.at, crowd.at, w.range_of(NonLethal.FIRE_HOSE)):
            continue
        hydrant = board.table.waypoints[unit.at].kind == "hydrant"
        if not fires.may_fight_fire(unit.figures, unit.water, hydrant, s.game.charts.fires):
            s.units[unit.id] = unit._replace(order=Order.HOLD.value, target="")
            t.tell(f"{unit.name} has no water", unit.at, "Non-Lethal Weapons", (unit.id,))
            continue
        s.units[unit.id] = unit._replace(water=fires.water_after_turn(unit.water, hydrant))
        s.crowds[crowd.id] = crowd._replace(hosed=crowd.hosed + 1, dry_in=w.water_cannon.dry_after)
        t.trigger(crowd.id, RlTrigger.SF_INFLUENCE)
        s.count("hosed")
        t.tell(
            f"{unit.name} turns the hose on {crowd.name}",
            crowd.at,
            "Non-Lethal Weapons",
            (unit.id,),
        )


def wet(s: CivilDisorderState, crowd: Crowd) -> Wetness:
    w = s.game.charts.weapons
    since = w.water_cannon.dry_after - crowd.dry_in if crowd.hosed else w.water_cannon.dry_after
    return non_lethal.wetness(crowd.hosed, since, w)


# -- bricks and bottles -------------------------------------------------------------------


def bricks_and_bottles(t: Turn) -> None:
    """RL 7 bombards the SF within throwing distance; RL 6 throws things when the police are
    out of its reach (ruling R-12). Each turn of throwing uses one of its 5 (W-6)."""
    s = t.state
    chart = s.game.charts.weapons
    board = s.game.board
    for crowd in s.live_crowds():
        if crowd.rl not in (6, 7) or crowd.missiles < 1 or crowd.looter_crowd:
            continue
        near = _nearest_unit(s, crowd)
        if near is None or not board.within(crowd.at, near.at, THROW_INCHES):
            continue
        if crowd.rl == 6 and near.at == crowd.at:
            continue
        hits = non_lethal.brick_hits(crowd.bases, s.dice, chart)
        # no more hurt than the unit has standing, so that the news tells what happened
        hurt = min(
            non_lethal.brick_wounded(hits, chart.protection[UnitType(near.type)]), near.figures
        )
        s.crowds[crowd.id] = crowd._replace(missiles=crowd.missiles - 1)
        if ReactionTrigger.FIRST_MISSILES.value not in near.tested_once:
            t.stressed(near.id, ReactionTrigger.FIRST_MISSILES.value)
        _wound_unit(t, near.id, hurt, gunfire=False)
        t.tell(
            f"{crowd.name} throws bricks and bottles at {s.units[near.id].name}: {hurt} hurt",
            near.at,
            "Non-Lethal Weapons",
            (near.id,),
        )


def _nearest_unit(s: CivilDisorderState, crowd: Crowd) -> Unit | None:
    board = s.game.board
    seen = [u for u in s.units.values() if board.sees(crowd.at, u.at)]
    return min(seen, key=lambda u: (board.distance(crowd.at, u.at), u.id), default=None)


def _wound_unit(t: Turn, unit_id: str, n: int, gunfire: bool, dead: int = 0) -> None:
    s = t.state
    unit = s.units[unit_id]
    n = min(n, unit.figures)
    dead = min(dead, unit.figures - n)
    if n + dead == 0:
        return
    s.units[unit_id] = unit._replace(figures=unit.figures - n - dead, wounded=unit.wounded + n)
    s.casualties = (
        *s.casualties,
        *(Casualty(unit.at, False, gunfire) for _ in range(n)),
        *(Casualty(unit.at, False, gunfire, dead=True, treated=True) for _ in range(dead)),
    )
    t.wounded[unit_id] += n
    t.stressed(unit_id, ReactionTrigger.MEMBER_WOUNDED.value)
    s.count("sf_wounded", n)
    s.count("sf_killed", dead)


def hurt_crowd(
    t: Turn, crowd_id: str, wounded: int, killed: int, arrested: int, gunfire: bool
) -> None:
    """Losses to a crowd: casualties where it stands; every 12 people lost, a base."""
    s = t.state
    crowd = s.crowds[crowd_id]
    lost = crowd.lost + wounded + killed + arrested
    bases = max(0, crowd.bases - (lost // PEOPLE - crowd.lost // PEOPLE))
    s.crowds[crowd_id] = crowd._replace(lost=lost, bases=bases, gone=crowd.gone or bases == 0)
    s.casualties = (
        *s.casualties,
        *(Casualty(crowd.at, True, gunfire) for _ in range(wounded)),
        *(Casualty(crowd.at, True, gunfire, dead=True, treated=True) for _ in range(killed)),
    )
    s.count("civilians_wounded", wounded)
    s.count("civilians_killed", killed)
    s.count("gunfire_killed" if gunfire else "other_killed", killed)
    if crowd.rl >= 6:
        s.count("arrests_violent", arrested)
    s.count("arrests", arrested)
    if wounded or arrested:
        t.factor(crowd_id, RlFactor.MEMBER_ARRESTED_OR_WOUNDED)
        t.trigger(crowd_id, RlTrigger.SF_INFLUENCE)


def snipers_and_answers(t: Turn) -> None:
    from strife.games.civil_disorder.rules.step_snipers import snipers_and_answers as run

    run(t)


def fight(t: Turn) -> None:
    from strife.games.civil_disorder.rules.step_fights import fight as fights

    fights(t)


# -- negotiation ---------------------------------------------------------------------------


def negotiations(t: Turn) -> None:
    """Each player who chose to negotiate talks to the crowd now, if it is still within
    voice (or megaphone) range; the quality and the table stay hidden (Negotiation)."""
    s = t.state
    chart = s.game.charts.negotiation
    board = s.game.board
    for side in s.sides:
        chain = s.chains[side]
        crowd = s.crowds.get(chain.whom)
        if chain.what != "negotiate" or crowd is None:
            continue
        me = s.officers[side]
        distance = inches(board.distance(me.at, crowd.at))
        if (
            crowd.gone
            or not board.sees(me.at, crowd.at)
            or not in_range(distance, me.megaphone, chart)
        ):
            t.tell(f"{me.name} cannot make {crowd.name} hear", me.at, "Negotiation")
            continue
        talk = Talk(
            rl=crowd.rl,
            quality=Quality(me.quality),
            distance=distance,
            megaphone=me.megaphone,
            shooting_or_gas_in_sight=t.gunfire or _gas_in_sight(s, crowd.at),
            discretion=s.points.get(chain.point, 0),
        )
        result = negotiate(talk, s.dice, chart)
        s.crowds[crowd.id] = crowd._replace(rl=result.after)
        s.count("negotiations")
        t.note(f"negotiation roll {result.roll}, score {result.score}", "Negotiation")
        mood = "no change" if result.after == crowd.rl else f"now at level {result.after}"
        t.tell(f"{me.name} negotiates with {crowd.name}: {mood}", crowd.at, "Negotiation")


def _gas_in_sight(s: CivilDisorderState, at: str) -> bool:
    board = s.game.board
    return any(board.sees(at, c.at) for c in s.clouds if cloud_at(s, c.at) is not None)


# -- over-reaction -----------------------------------------------------------------------------


def over_reactions(t: Turn) -> None:
    """Every unit put under stress this turn tests once (ruling O-4); verbal abuse (an RL 6+
    crowd within 3") and the first bricks and bottles only the first time."""
    s = t.state
    chart = s.game.charts.over_reaction
    board = s.game.board
    for unit in s.units.values():
        if ReactionTrigger.FIRST_ABUSE.value in unit.tested_once:
            continue
        if any(c.rl >= 6 and board.within(c.at, unit.at, 3) for c in s.live_crowds()):
            t.stressed(unit.id, ReactionTrigger.FIRST_ABUSE.value)
    for unit_id in sorted(t.stress):
        unit = s.units[unit_id]
        kind = UnitType(unit.type)
        if unit.figures == 0 or not over_reaction.takes_test(kind, chart):
            continue
        once = tuple(
            sorted(
                {
                    *unit.tested_once,
                    *(
                        w
                        for w in t.stress[unit_id]
                        if w
                        in (ReactionTrigger.FIRST_ABUSE.value, ReactionTrigger.FIRST_MISSILES.value)
                    ),
                }
            )
        )
        s.units[unit_id] = unit = unit._replace(tested_once=once)
        crowds = [c for c in s.live_crowds() if board.sees(unit.at, c.at)]
        people = sum(c.bases for c in crowds)
        sf_seen = sum(u.figures for u in s.units.values() if board.sees(unit.at, u.at))
        stress = over_reaction.Stress(
            outnumbered_over_3_to_1=sf_outnumbered_over_3_to_1(
                sf_seen, people, s.game.charts.units.scales
            ),
            no_support_in_sight=not any(
                u.id != unit.id and board.sees(unit.at, u.at) for u in s.units.values()
            ),
            under_gunfire=ReactionTrigger.SHOT_AT.value in t.stress[unit_id],
            members_wounded=t.wounded[unit_id],
            crowd_outnumbered=sf_outnumber_crowd(sf_seen, people, s.game.charts.units.scales),
        )
        reacted = over_reaction.over_reaction(
            kind, stress, s.dice, chart, armed=bool(unit.weapon), escape=True
        )
        t.note(
            f"{unit.name} over-reaction roll {reacted.roll}, score {reacted.score}",
            "Over-Reaction Test",
        )
        _react(t, unit, reacted.reaction, crowds)


def _react(t: Turn, unit: Unit, reaction: Reaction, crowds: list[Crowd]) -> None:
    s = t.state
    board = s.game.board
    near = min(crowds, key=lambda c: (board.distance(unit.at, c.at), c.id), default=None)
    spots = [c.at for c in crowds]
    words = {
        Reaction.ADVANCE: "advances slowly towards the crowd",
        Reaction.CONTINUE: "carries on as ordered",
        Reaction.FALL_BACK: "falls back slowly",
        Reaction.RUN_AWAY: "runs away",
        Reaction.OPEN_FIRE: "opens fire on the crowd",
    }
    # Ruling O-6: "slowly" is the crawl, 4"; running away is the run, 16".
    if reaction is Reaction.ADVANCE and near is not None:
        s.units[unit.id] = unit._replace(at=board.step_towards(unit.at, near.at, 4, short=True))
    elif reaction is Reaction.FALL_BACK:
        s.units[unit.id] = unit._replace(at=board.step_away(unit.at, spots, 4, exits_first=False))
    elif reaction is Reaction.RUN_AWAY:
        at = board.step_away(unit.at, spots, 16, exits_first=False)
        s.units[unit.id] = unit._replace(at=at, order=Order.HOLD.value, target="")
    elif reaction is Reaction.OPEN_FIRE and near is not None:
        open_fire(t, unit, near)
        s.count("over_reaction_fire")
    if reaction is not Reaction.CONTINUE:
        t.tell(f"{unit.name} {words[reaction]}", unit.at, "Over-Reaction Test", (unit.id,))


def open_fire(t: Turn, unit: Unit, crowd: Crowd) -> None:
    """One firing base's volley per base at the crowd (Firearms, ruling G-1)."""
    s = t.state
    chart = s.game.charts.firearms
    weapon = Firearm(unit.weapon)
    distance = inches(s.game.board.distance(unit.at, crowd.at))
    hit = sum(firearms.fire(weapon, distance, s.dice, chart).casualties for _ in range(unit.bases))
    t.gunfire = True
    s.units[unit.id] = s.units[unit.id]._replace(shots=unit.shots + 1)
    s.count("shots")
    t.factor(crowd.id, firearms.rl_factor(weapon, chart))
    before = crowd.firearm_casualties
    for f, n in firearm_casualties(before, hit).items():
        t.factor(crowd.id, f, n)
    s.crowds[crowd.id] = s.crowds[crowd.id]._replace(firearm_casualties=before + hit)
    t.trigger(crowd.id, RlTrigger.SF_INFLUENCE)
    hurt_crowd(t, crowd.id, hit, 0, 0, gunfire=True)
    t.tell(f"shots fired at {crowd.name}: {hit} fall", crowd.at, "Firearms", (unit.id,))

"""Confrontations in play (11.2, 11.3): a moving unit meeting opposing units (the 8.3
encounter), Confront (activists) and Disperse (authority). Accidental attacks come first
(16.5); after the dice come the morale checks of 11.3 and 7.5, the discipline checks of 16.2
and the attacks of stands that lost it (16.3), the situations of 15, and the withdrawals,
which a player places (withdrawal.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.actions import Action
from strife.core.events import Event
from strife.games.by_will_alone.model.forces import Role
from strife.games.by_will_alone.model.levels import Origin, Violence
from strife.games.by_will_alone.model.map_data import FeatureKind
from strife.games.by_will_alone.model.rule_actions import Confront, Disperse, Envelope
from strife.games.by_will_alone.rules import aftermath, encounter, food, withdrawal
from strife.games.by_will_alone.rules.activation import unit_name
from strife.games.by_will_alone.rules.conflict import (
    Result,
    activists_morale_withdraw,
    authority_morale_withdraw,
)
from strife.games.by_will_alone.rules.confrontation import (
    Confrontation,
    Party,
    Stand,
    confront,
)
from strife.games.by_will_alone.rules.discipline import accidental_attacks, accidental_test_due
from strife.games.by_will_alone.rules.escalation import Situation
from strife.games.by_will_alone.rules.morale import WHEN_ATTACKED
from strife.games.by_will_alone.rules.registry import ActionRule, Outcome, action_rule
from strife.games.by_will_alone.rules.scoring import exclusively_nonviolent, record_confrontation
from strife.games.by_will_alone.rules.situation import (
    DISPERSED,
    barricade_role,
    condition,
    envelops,
    force_of,
    idle_units,
    leader_present,
    note_situation,
    opponents_in,
    sees_each_other,
    stand_grade,
    unit_grade,
)

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState

RULE = "11.3"


def side_facts(state: ByWillAloneState, role: Role) -> tuple[str, str, str]:
    side = next(s for s in state.setup.data.side if s.role is role)
    return side.region, side.country, side.language


def party(
    state: ByWillAloneState,
    units: list[int],
    offensive: bool,
    opponents: list[int],
    shooters: dict[int, int],
) -> Party:
    """One side of a confrontation: the stands in play of `units`, with their conditions,
    force, barricade and modifiers (11.3); `shooters` are authority stands that fired
    accidentally, with the level of their deadliest weapon (16.5)."""
    role = state.forces.units[units[0]].role
    feature = state.at[units[0]]
    stands: list[Stand] = []
    for u in units:
        for s in state.stands_in_play(u):
            if role is Role.ACTIVISTS:
                housing = state.board.features[feature].kind is FeatureKind.HOUSING_BLOCK
                stands.append(Stand(stand_grade(state, s), condition(state, s), housing))
            else:
                force = force_of(state, u)
                level = Violence(shooters.get(s, int(force)))
                stands.append(Stand(stand_grade(state, s), force=level))
    label = " with ".join(unit_name(state, u) for u in units)
    barricade = barricade_role(state, feature) is role
    around = any(envelops(state, u, o) for u in units for o in opponents)
    if role is Role.AUTHORITY:
        away = any(not leader_present(state, o) for o in opponents)
        return Party(label, tuple(stands), offensive, around, barricade,
                     commander_not_touching=away)  # fmt: skip
    region, country, language = side_facts(state, role)
    o_region, o_country, o_language = side_facts(state, role.other)
    origin = Origin.SAME_REGION
    if country != o_country:
        origin = Origin.OTHER_COUNTRY
    elif region != o_region:
        origin = Origin.OTHER_REGION
    return Party(label, tuple(stands), offensive, around, barricade,
                 fed_against_unfed=food.activists_food_modifier(state) > 0, origin=origin,
                 other_language=language != o_language)  # fmt: skip


def accidental_fire(
    state: ByWillAloneState, activists: int, authority: list[int], events: list[Event]
) -> dict[int, int]:
    """16.5: each authority stand in turn may shoot the activists by accident; those that
    do use their unit's deadliest weapon. Returns the stands that shot, with that level."""
    from strife.games.by_will_alone.rules.discipline import Shooter

    conditions = [condition(state, s) for s in state.stands_in_play(activists)]
    if not accidental_test_due(conditions):
        return {}
    stands = [(u, s) for u in authority for s in state.stands_in_play(u)]
    shooters = [
        Shooter(
            str(s),
            stand_grade(state, s),
            frozenset(str(t) for _, t in stands if t != s),
            envelops(state, activists, u),
        )
        for u, s in stands
    ]
    checks = accidental_attacks(shooters, conditions, state.dice)
    shot: dict[int, int] = {}
    for (u, s), check in zip(stands, checks, strict=True):
        if not check.passed:
            shot[s] = state.forces.units[u].weapons
    who = " and ".join(unit_name(state, u) for u in authority)
    text = f"{len(shot)} of {len(checks)} stands of {who} shoot by accident"
    events.append(state.event("accidental-fire", text, "16.5", shot=len(shot)))
    return shot


def resolve(
    state: ByWillAloneState, actor: int, reactors: list[int], events: list[Event]
) -> Outcome:
    """The encounter hook (8.3): the moving unit confronts the opposing units there that
    see it and have stands in play."""
    facing = [r for r in reactors if state.stands_in_play(r) and sees_each_other(state, actor, r)]
    if not facing or not state.stands_in_play(actor):
        return Outcome.DONE
    return confrontation(state, actor, facing, events, concludes=False)


def confrontation(
    state: ByWillAloneState,
    actor: int,
    defenders: list[int],
    events: list[Event],
    concludes: bool = True,
    surround: bool = False,
) -> Outcome:
    """Resolve a confrontation that unit `actor` started against `defenders` (11.3). With
    `concludes`, a withdrawal still to be placed ends the actor's action when it is placed
    (an action of ours); without, the caller ends it (the engine's encounter)."""
    role = state.forces.units[actor].role
    shot: dict[int, int] = {}
    if role is Role.ACTIVISTS:
        shot = accidental_fire(state, actor, defenders, events)
    offensive = party(state, [actor], True, defenders, shot)
    defensive = party(state, defenders, False, [actor], shot)
    c = confront(offensive, defensive, state.dice)
    report(state, actor, defenders, c, events)
    authority = [actor] if role is Role.AUTHORITY else defenders
    activists = defenders if role is Role.AUTHORITY else [actor]
    aftermath.force_used(state, authority, activists, shot, events)
    scored(state, role, authority, activists, c, events)
    return results(state, actor, defenders, c, events, concludes, surround)


def scored(
    state: ByWillAloneState,
    role: Role,
    authority: list[int],
    activists: list[int],
    c: Confrontation,
    events: list[Event],
) -> None:
    """21 (rulings 21-b, 21-c): each authority unit's stands dissuaded, before anyone
    withdraws; several activist units count as exclusively nonviolent only if all are."""
    ours, theirs = c.offensive.points, c.defensive.points
    if role is Role.ACTIVISTS:
        ours, theirs = theirs, ours
    violent = [a for a in activists if not exclusively_nonviolent(state, a)]
    judged = (violent or activists)[0]
    for a in authority:
        stands = len(state.stands_in_play(a))
        events += record_confrontation(state, a, stands, ours, judged, theirs)


def report(
    state: ByWillAloneState, actor: int, defenders: list[int], c: Confrontation, events: list[Event]
) -> None:
    # What 21 needs of a confrontation (bwa-maps' rules/victory.py): counters, points,
    # the authority's stands and whether the activists were exclusively nonviolent.
    role = state.forces.units[actor].role
    authority = [actor] if role is Role.AUTHORITY else defenders
    activists = defenders if role is Role.AUTHORITY else [actor]
    data = {
        "units": [state.label[actor], *(state.label[d] for d in defenders)],
        "points": [c.offensive.points, c.defensive.points],
        "result": c.outcome.result.value,
        "authority_stands": sum(len(state.stands_in_play(u)) for u in authority),
        "exclusively_nonviolent": all(exclusively_nonviolent(state, a) for a in activists),
    }
    text = c.describe()
    events.append(state.event("confrontation", text[0].upper() + text[1:], RULE, **data))


def results(
    state: ByWillAloneState,
    actor: int,
    defenders: list[int],
    c: Confrontation,
    events: list[Event],
    concludes: bool,
    surround: bool = False,
) -> Outcome:
    o = c.outcome
    actor_higher = c.offensive.points > c.defensive.points
    lower = defenders if actor_higher else [actor]
    higher = [actor] if actor_higher else defenders
    if o.result is Result.MORALE_CHECK_WITHDRAW:
        for u in lower:
            morale_check_withdraw(state, u, events)
    # 16.2: "After any morale checks as a result of the conflict".
    own, other = sorted((c.offensive.points, c.defensive.points))
    for u in lower:
        if state.forces.units[u].role is Role.ACTIVISTS:
            lost = aftermath.discipline(state, u, own, other, events)
            if lost:
                out_of_control(state, u, lost, higher, events)
    if not o.result.succeeds:
        return Outcome.OPPOSED
    if surround and actor_higher:
        return surrounded(state, actor, lower, events)
    for u in lower:
        if state.forces.units[u].role is Role.AUTHORITY:
            note_situation(state, state.forces.units[u].seat, Situation.WITHDREW)
        else:
            for h in higher:
                note_situation(state, state.forces.units[h].seat, Situation.ACTIVISTS_WITHDREW)
    outcome = Outcome.DONE if actor_higher else Outcome.OPPOSED
    chooser = higher[0] if o.result.higher_places else None
    seat = state.forces.units[actor].seat if concludes else None
    return withdrawal.withdraw(state, lower, chooser, seat, outcome, events)


def surrounded(
    state: ByWillAloneState, actor: int, lower: list[int], events: list[Event]
) -> Outcome:
    """An Envelope that succeeds (8.2, ruling 8.2-e): the opponent is surrounded where it
    stands, instead of withdrawing, for as long as both stay in the feature."""
    here = state.at[actor]
    for u in lower:
        ids = state.forces.units[actor].id, state.forces.units[u].id
        state.marks[f"envelops:{ids[0]}:{ids[1]}:{here}"] = 1
        text = f"{unit_name(state, actor)} surrounds {unit_name(state, u)}"
        events.append(state.event("enveloped", text, "8.2"))
    return Outcome.DONE


def morale_check_withdraw(state: ByWillAloneState, u: int, events: list[Event]) -> None:
    """11.3 Morale Check / Withdraw for the lower unit, before it withdraws."""
    unit = state.forces.units[u]
    stands = state.stands_in_play(u)
    if unit.role is Role.ACTIVISTS:
        broken = activists_morale_withdraw([stand_grade(state, s) for s in stands], state.dice)
        for i in broken.dispersed:
            state.status[stands[i]] = DISPERSED
        text = (
            f"{unit_name(state, u)}: {len(broken.dispersed)} of {len(stands)} stands fail their "
            "morale and are dispersed"
        )
        events.append(state.event("dispersed", text, RULE, dispersed=len(broken.dispersed)))
        return
    hit = authority_morale_withdraw(unit_grade(state, u), len(stands), state.dice)
    state.grade[u] = hit.after.value
    text = f"{unit_name(state, u)}: {hit.check.describe()}; it is now {hit.after.value}"
    events.append(state.event("reliability", text, "7.5", grade=hit.after.value))


def attacked(state: ByWillAloneState, target: int) -> None:
    """Authority unit `target` is attacked: it becomes Dedicated (7.5), and its commander
    and the other authority commanders note it for escalation (15, ruling 15-c)."""
    unit = state.forces.units[target]
    state.grade[target] = WHEN_ATTACKED.value
    for seat in state.forces.seats(Role.AUTHORITY):
        note_situation(
            state,
            seat,
            Situation.ATTACKED if seat == unit.seat else Situation.OTHER_COMMANDER_ATTACKED,
        )


def out_of_control(
    state: ByWillAloneState, u: int, stands: list[int], higher: list[int], events: list[Event]
) -> None:
    """16.3: the stands that lost discipline at once attack the authority unit they lost
    to, if it is in sight (ruling 16.3-c). The attacked unit becomes Dedicated (7.5), its
    commander and the others note it (15); the attackers roll two dice each. At 4:1
    against them they check morale and those that fail are dispersed; no one withdraws."""
    target = next((h for h in higher if sees_each_other(state, u, h)), None)
    if target is None:
        return
    attacked(state, target)
    wild = Party(
        f"{unit_name(state, u)} (out of control)",
        tuple(Stand(stand_grade(state, s), undisciplined=True) for s in stands),
        offensive=True,
    )
    c = confront(wild, party(state, [target], False, [u], {}), state.dice)
    text = (
        f"{len(stands)} stand(s) of {unit_name(state, u)} out of control attack "
        f"{unit_name(state, target)}, now Dedicated: {c.offensive.points} against "
        f"{c.defensive.points}"
    )
    events.append(state.event("attack", text, "16.3", result=c.outcome.result.value))
    if c.outcome.result is Result.MORALE_CHECK_WITHDRAW and c.outcome.higher == c.defensive.name:
        broken = activists_morale_withdraw([stand_grade(state, s) for s in stands], state.dice)
        for i in broken.dispersed:
            state.status[stands[i]] = DISPERSED
        text = f"{len(broken.dispersed)} of them fail their morale and are dispersed"
        events.append(state.event("dispersed", text, "16.3", dispersed=len(broken.dispersed)))


def ready(state: ByWillAloneState, seat: str, role: Role) -> list[int]:
    """The seat's units of `role` that may still act: on the table, with stands in play,
    obeying commands (an Unreliable unit does not, 7.5; an activist unit without its
    commander only looks for one, 14)."""
    units, status = state.forces.units, state.status
    return [
        u
        for u in idle_units(state, seat, role)
        if state.grade[u] != "unreliable"
        and any(not status[s] for s in units[u].stands)
        and (role is Role.AUTHORITY or leader_present(state, u))
    ]


def facing(state: ByWillAloneState, seat: str, role: Role) -> list[tuple[str, str]]:
    """(unit, opponent) ids: the seat's ready units and the opponents each may act on."""
    others = {state.at[o] for o in state.forces.sides[role.other] if state.on_table(o)}
    mine = [u for u in idle_units(state, seat, role) if state.at[u] in others]
    if not mine:  # the common case, checked cheaply first
        return []
    ids = [u.id for u in state.forces.units]
    return [
        (ids[u], ids[o])
        for u in ready(state, seat, role)
        if u in mine
        for o in opponents_in(state, u)
        if sees_each_other(state, u, o)
    ]


def offer_confront(state: ByWillAloneState, seat: str) -> list[Action]:
    return [Confront(u, o) for u, o in facing(state, seat, Role.ACTIVISTS)]


def offer_disperse(state: ByWillAloneState, seat: str) -> list[Action]:
    return [Disperse(u, o) for u, o in facing(state, seat, Role.AUTHORITY)]


def offer_envelope(state: ByWillAloneState, seat: str) -> list[Action]:
    index = state.unit_index
    return [
        Envelope(u, o)
        for u, o in facing(state, seat, state.role_of(seat))
        if not envelops(state, index(u), index(o))
    ]


def apply_envelope(
    state: ByWillAloneState, seat: str, action: Action, events: list[Event]
) -> Outcome:
    """8.2's Envelope is a Conflict action against the unit: a confrontation (11.3)."""
    assert isinstance(action, Envelope)
    u, o = state.unit_index(action.unit), state.unit_index(action.target)
    return confrontation(state, u, [o], events, surround=True)


def apply_action(
    state: ByWillAloneState, seat: str, action: Action, events: list[Event]
) -> Outcome:
    assert isinstance(action, Confront | Disperse)
    u, o = state.unit_index(action.unit), state.unit_index(action.target)
    return confrontation(state, u, [o], events)


action_rule(ActionRule(Confront.kind, RULE, offer_confront, apply_action))
action_rule(ActionRule(Disperse.kind, RULE, offer_disperse, apply_action))
action_rule(ActionRule(Envelope.kind, "8.2", offer_envelope, apply_envelope))
encounter.CONFRONT = resolve

"""Section 11.3: confrontation dice, every multiplier and modifier, natural 6 and 1, and
whole confrontations with scripted dice."""

from __future__ import annotations

from typing import Any

import pytest

from strife.core.dice import ScriptedDice
from strife.core.errors import StrifeError
from strife.games.by_will_alone.model.forces import Grade
from strife.games.by_will_alone.model.levels import Origin, Violence
from strife.games.by_will_alone.rules.conflict import Result
from strife.games.by_will_alone.rules.confrontation import (
    Condition,
    Party,
    Stand,
    confront,
    die_modifier,
    roll_party,
    scores,
    stand_dice,
)

T, RL = Grade.TRAINED, Grade.RELIABLE


def activists(*stands: Stand, offensive: bool = False, **kw: Any) -> Party:
    return Party("Activists", stands, offensive, **kw)


def authority(*stands: Stand, offensive: bool = True, **kw: Any) -> Party:
    return Party("Authority", stands, offensive, **kw)


@pytest.mark.parametrize(
    ("stand", "dice"),
    [
        (Stand(T), 1),
        (Stand(T, Condition.SITTING), 2),
        (Stand(T, Condition.FRATERNIZING), 3),
        (Stand(T, Condition.PARTYING), 4),
        (Stand(T, in_housing_block=True), 3),
        (Stand(T, Condition.SITTING, in_housing_block=True), 6),  # ruling 11.3-a: multiply
        (Stand(T, undisciplined=True), 2),  # 16.3
    ],
)
def test_11_3_activist_multipliers(stand: Stand, dice: int) -> None:
    assert stand_dice(stand, activists(stand)) == dice


@pytest.mark.parametrize(
    ("force", "dice"),
    [
        (Violence.THREATS, 1),
        (Violence.LESS_LETHAL, 2),
        (Violence.LETHAL_DIRECT, 3),
        (Violence.LETHAL_INDIRECT, 6),
    ],
)
def test_11_3_authority_multipliers(force: Violence, dice: int) -> None:
    stand = Stand(RL, force=force)
    assert stand_dice(stand, authority(stand)) == dice


def test_11_3_either_side_envelope_and_barricade() -> None:
    nv = Stand(T, Condition.SITTING)
    assert stand_dice(nv, activists(nv, enveloped_opponent=True)) == 4
    # A barricade doubles the dice of the side behind it that is not offensive (17.4).
    assert stand_dice(nv, activists(nv, behind_barricade=True)) == 4
    assert stand_dice(nv, activists(nv, offensive=True, behind_barricade=True)) == 2
    a = Stand(RL, force=Violence.LESS_LETHAL)
    assert stand_dice(a, authority(a, enveloped_opponent=True)) == 4
    assert stand_dice(a, authority(a, offensive=False, behind_barricade=True)) == 4
    both = authority(a, offensive=False, behind_barricade=True, enveloped_opponent=True)
    assert stand_dice(a, both) == 8


@pytest.mark.parametrize(
    ("kw", "modifier"),
    [
        ({}, 0),
        ({"fed_against_unfed": True}, 1),
        ({"origin": Origin.OTHER_REGION}, -1),
        ({"origin": Origin.OTHER_COUNTRY}, -2),  # ruling 11.3-f: not -3
        ({"other_language": True}, -2),
        ({"origin": Origin.OTHER_COUNTRY, "other_language": True}, -4),
        ({"fed_against_unfed": True, "origin": Origin.OTHER_REGION}, 0),
    ],
)
def test_11_3_activist_modifiers(kw: dict[str, object], modifier: int) -> None:
    assert die_modifier(activists(Stand(T), **kw)) == modifier


def test_11_3_authority_modifier_commander_not_touching() -> None:
    assert die_modifier(authority(Stand(RL), commander_not_touching=True)) == 1
    assert die_modifier(authority(Stand(RL))) == 0


def test_11_3_modifiers_belong_to_their_side() -> None:
    with pytest.raises(StrifeError, match="activists' dice only"):
        roll_party(authority(Stand(RL), fed_against_unfed=True), ScriptedDice([4]))
    with pytest.raises(StrifeError, match="authority's"):
        roll_party(activists(Stand(T), commander_not_touching=True), ScriptedDice([4]))
    with pytest.raises(StrifeError, match="uses no force"):
        roll_party(activists(Stand(T, force=Violence.LESS_LETHAL)), ScriptedDice([4]))
    with pytest.raises(StrifeError, match="activist stands only"):
        roll_party(authority(Stand(RL, Condition.SITTING)), ScriptedDice([4]))
    with pytest.raises(StrifeError, match="mixes"):
        roll_party(authority(Stand(RL), Stand(T)), ScriptedDice([4, 4]))


def test_11_3_a_die_scores_at_the_morale_number() -> None:
    assert scores(4, 4, 0) and not scores(3, 4, 0)
    assert scores(3, 4, 1)  # modifiers count
    assert not scores(5, 4, -2)


def test_11_3_natural_six_always_scores_natural_one_never() -> None:
    assert scores(6, 6, -4)  # Untrained from another country speaking another language
    assert not scores(1, 2, 1)  # Veteran, fed against unfed: 1 + 1 = 2, still a 1
    assert not scores(1, 2, 5)


def test_11_3_roll_party_points() -> None:
    # Two Untrained stands from another country: 6 needed, -2. Rolls: 6 (natural, scores),
    # 5 (3, fails); the Veteran's sitting dice (2 needed, 2 dice): 1 (natural 1) and 4.
    party = activists(
        Stand(Grade.UNTRAINED),
        Stand(Grade.UNTRAINED),
        Stand(Grade.VETERAN, Condition.SITTING),
        origin=Origin.OTHER_COUNTRY,
    )
    roll = roll_party(party, ScriptedDice([6, 5, 1, 4]))
    assert roll.rolls == ((6,), (5,), (1, 4))
    assert (roll.dice, roll.modifier, roll.points) == (4, -2, 2)
    assert roll.describe() == "Activists rolls 4 dice, -2 to each die: 2 points"


def test_11_3_confrontation_sitting_activists_withdraw_police() -> None:
    # Authority (2 Reliable stands with batons: 4 dice) moves into 3 Trained activists
    # sitting down (6 dice). Authority rolls 4, 1, 6, 2: 2 points. Activists roll
    # 4, 5, 6, 4, 3, 2: 4 points. 4:2 is 2:1: the police withdraw where they choose.
    police = authority(*[Stand(RL, force=Violence.LESS_LETHAL)] * 2)
    sitters = activists(*[Stand(T, Condition.SITTING)] * 3)
    dice = ScriptedDice([4, 1, 6, 2, 4, 5, 6, 4, 3, 2])
    c = confront(police, sitters, dice)
    assert (c.offensive.points, c.defensive.points) == (2, 4)
    o = c.outcome
    assert (o.result, o.higher, o.lower, o.initiative) == (
        Result.WITHDRAW_LOWER_CHOOSES,
        "Activists",
        "Authority",
        "Activists",
    )
    assert dice.position == 10
    assert c.describe() == (
        "Authority rolls 4 dice: 2 points; Activists rolls 6 dice: 4 points; "
        "Activists is higher: the lower side withdraws where it chooses; "
        "Activists has the initiative"
    )


def test_11_3_confrontation_lethal_force_four_to_one() -> None:
    # One Dedicated stand with rifles (3 dice, 2 needed) against one Untrained stand
    # (1 die, 6 needed): 3 points against 0.
    c = confront(
        authority(Stand(Grade.DEDICATED, force=Violence.LETHAL_DIRECT)),
        activists(Stand(Grade.UNTRAINED)),
        ScriptedDice([2, 3, 4, 5]),
    )
    assert (c.offensive.points, c.defensive.points) == (3, 0)
    assert c.outcome.result is Result.MORALE_CHECK_WITHDRAW


def test_11_3_one_offensive_side() -> None:
    with pytest.raises(StrifeError, match="one offensive side"):
        confront(activists(Stand(T)), authority(Stand(RL)), ScriptedDice([]))
    with pytest.raises(StrifeError, match="has no stands"):
        roll_party(activists(), ScriptedDice([]))

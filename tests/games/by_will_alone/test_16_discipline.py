"""Section 16: losing nonviolent discipline (16.1-16.3), regaining it (16.4) and accidental
attacks by authority stands (16.5)."""

from __future__ import annotations

import pytest

from strife.core.dice import ScriptedDice
from strife.core.errors import StrifeError
from strife.games.by_will_alone.model.forces import Grade
from strife.games.by_will_alone.model.levels import Violence
from strife.games.by_will_alone.rules.confrontation import (
    Condition,
    Party,
    Stand,
    force_multiplier,
    stand_dice,
)
from strife.games.by_will_alone.rules.discipline import (
    Shooter,
    accidental_attacks,
    accidental_test_due,
    deadliest,
    keep_discipline,
    lost_conflict,
    regain_discipline,
    regain_modifier,
)
from strife.games.by_will_alone.rules.morale import WHEN_ATTACKED

Q = R = Grade
C = Condition


def test_16_1_the_losing_side_whatever_the_result() -> None:
    assert lost_conflict(4, 7)  # a Hold at 7:4, still the lower side
    assert lost_conflict(0, 1)
    assert not lost_conflict(3, 3)
    assert not lost_conflict(5, 2)


@pytest.mark.parametrize(
    ("quality", "rolls", "kept"),
    [
        (Q.UNTRAINED, [2, 2], False),  # 2 + 2 + 1 = 5 < 6
        (Q.UNTRAINED, [2, 3], True),  # 6
        (Q.TRAINED, [1, 1], False),  # 3 < 4
        (Q.TRAINED, [1, 2], True),  # 4
        (Q.VETERAN, [1, 1], True),  # 3: a Veteran always keeps discipline in the open
    ],
)
def test_16_2_two_dice_plus_one(quality: Grade, rolls: list[int], kept: bool) -> None:
    (check,) = keep_discipline([(quality, False)], ScriptedDice(rolls))
    assert (check.rolls, check.modifier, check.passed) == (tuple(rolls), 1, kept)


def test_16_2_behind_a_barricade_minus_one() -> None:
    # 17.4: -1 behind the barricade. Trained 1 + 2 + 1 - 1 = 3 fails; in the open it holds.
    behind, open_ = keep_discipline(
        [(Q.TRAINED, True), (Q.TRAINED, False)], ScriptedDice([1, 2, 1, 2])
    )
    assert (behind.modifier, behind.passed) == (0, False)
    assert (open_.modifier, open_.passed) == (1, True)


def test_16_3_target_becomes_dedicated_and_the_stand_rolls_two_dice() -> None:
    assert WHEN_ATTACKED is R.DEDICATED
    wild = Stand(Q.TRAINED, undisciplined=True)
    assert stand_dice(wild, Party("Activists", (wild,), offensive=True)) == 2
    # Against a barricade they attack, so it does not double their dice.
    party = Party("Activists", (wild,), offensive=True, behind_barricade=True)
    assert stand_dice(wild, party) == 2


@pytest.mark.parametrize(
    ("kw", "modifier"),
    [
        ({}, 0),
        ({"authority_in_sight": True}, -1),
        ({"authority_in_sight": True, "authority_touching": True}, -2),
        ({"blocked": True}, 1),
        ({"outnumbered": True}, 2),
        ({"surrounded": True}, 3),
        ({"blocked": True, "outnumbered": True, "surrounded": True}, 3),
        ({"authority_in_sight": True, "authority_touching": True, "surrounded": True}, 1),
    ],
)
def test_16_4_regain_modifiers(kw: dict[str, bool], modifier: int) -> None:
    flags = {
        "authority_in_sight": False,
        "authority_touching": False,
        "blocked": False,
        "outnumbered": False,
        "surrounded": False,
    }
    flags.update(kw)
    assert regain_modifier(**flags) == modifier


def test_16_4_regain_is_a_rally_roll_at_the_morale_number() -> None:
    assert regain_discipline(Q.TRAINED, 2, ScriptedDice([2])).passed
    assert not regain_discipline(Q.TRAINED, -1, ScriptedDice([4])).passed
    with pytest.raises(StrifeError, match="touching the stands is in their sight"):
        regain_modifier(
            authority_in_sight=False,
            authority_touching=True,
            blocked=False,
            outnumbered=False,
            surrounded=False,
        )


def test_16_5_only_when_not_partying_or_fraternizing() -> None:
    assert accidental_test_due([C.NONE, C.SITTING])
    assert accidental_test_due([C.FRATERNIZING, C.NONE])
    assert not accidental_test_due([C.FRATERNIZING, C.PARTYING])
    with pytest.raises(StrifeError, match="does not provoke accidental fire"):
        accidental_attacks([Shooter("P1", R.RELIABLE)], [C.PARTYING], ScriptedDice([]))


def test_16_5_two_dice_plus_two_each_stand_in_turn() -> None:
    # Wavering (6): 1 + 2 + 2 = 5 shoots; 2 + 2 + 2 = 6 does not.
    shoots, holds = accidental_attacks(
        [Shooter("P1", R.WAVERING), Shooter("P2", R.WAVERING)], [C.NONE], ScriptedDice([1, 2, 2, 2])
    )
    assert (shoots.total, shoots.passed) == (5, False)
    assert (holds.total, holds.passed) == (6, True)


@pytest.mark.parametrize(
    ("conditions", "modifier"),
    [
        ([C.NONE], 2),
        ([C.FRATERNIZING, C.NONE], 5),  # +3
        ([C.PARTYING, C.NONE], 4),  # +2
        ([C.FRATERNIZING, C.PARTYING, C.SITTING], 7),
    ],
)
def test_16_5_fraternizing_and_partying(conditions: list[Condition], modifier: int) -> None:
    (check,) = accidental_attacks([Shooter("P1", R.WAVERING)], conditions, ScriptedDice([1, 1]))
    assert check.modifier == modifier


def test_16_5_enveloped_minus_two() -> None:
    (check,) = accidental_attacks(
        [Shooter("P1", R.RELIABLE, enveloped=True)], [C.NONE], ScriptedDice([2, 2])
    )
    assert (check.modifier, check.total, check.passed) == (0, 4, True)


def test_16_5_touching_stand_shot_minus_one() -> None:
    # P1 (Wavering) shoots on 1 + 1 + 2 = 4. P2 touches P1: 2 + 2 + 2 - 1 = 5 < 6, shoots.
    # P3 touches no one who shot: 2 + 2 + 2 = 6 holds.
    checks = accidental_attacks(
        [
            Shooter("P1", R.WAVERING),
            Shooter("P2", R.WAVERING, touching=frozenset({"P1"})),
            Shooter("P3", R.WAVERING, touching=frozenset({"P4"})),
        ],
        [C.NONE],
        ScriptedDice([1, 1, 2, 2, 2, 2]),
    )
    assert [c.modifier for c in checks] == [2, 1, 2]
    assert [c.passed for c in checks] == [False, False, True]


def test_16_5_the_deadliest_weapon() -> None:
    weapon = deadliest([Violence.LESS_LETHAL, Violence.LETHAL_DIRECT])
    assert weapon is Violence.LETHAL_DIRECT
    assert force_multiplier(weapon) == 3
    assert deadliest([]) is Violence.THREATS

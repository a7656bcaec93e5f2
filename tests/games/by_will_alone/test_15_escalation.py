"""Section 15: escalating the level of violence; and 7.5's unit check on the first use of
each level of force on an exclusively nonviolent unit."""

from __future__ import annotations

import pytest

from strife.core.dice import ScriptedDice
from strife.core.errors import StrifeError
from strife.games.by_will_alone.model.levels import Violence
from strife.games.by_will_alone.rules.escalation import (
    Authorization,
    Situation,
    escalate,
    escalation_modifier,
    first_use_check_due,
    why_cannot_escalate,
)

V, S = Violence, Situation
ARMED = Authorization(weapons=V.LETHAL_INDIRECT)


def test_15_four_levels_in_ascending_order() -> None:
    assert [v.value for v in V] == [1, 2, 3, 4]
    assert Authorization().level is V.THREATS  # unless the scenario says otherwise


def test_15_five_or_more_escalates_one_level() -> None:
    assert escalate(ARMED, False, ScriptedDice([5])).after.level is V.LESS_LETHAL
    failed = escalate(ARMED, False, ScriptedDice([4]))
    assert not failed.escalated and failed.after == ARMED


@pytest.mark.parametrize(
    ("situation", "modifier"),
    [
        (S.ATTACKED, 1),
        (S.WITHDREW, 1),
        (S.OTHER_COMMANDER_ATTACKED, 1),
        (S.ACTIVISTS_WITHDREW, -1),
    ],
)
def test_15_each_situation_modifier(situation: Situation, modifier: int) -> None:
    auth = ARMED.note(situation)
    assert escalation_modifier(auth, media_in_sight=False) == modifier
    roll = 5 - modifier  # exactly enough
    assert escalate(auth, False, ScriptedDice([roll])).escalated
    assert not escalate(auth, False, ScriptedDice([roll - 1])).escalated


def test_15_media_in_sight_minus_one() -> None:
    assert escalation_modifier(ARMED, media_in_sight=True) == -1
    assert not escalate(ARMED, True, ScriptedDice([5])).escalated
    assert escalate(ARMED, True, ScriptedDice([6])).escalated


def test_15_modifiers_add_up_once_each() -> None:
    auth = ARMED.note(S.ATTACKED).note(S.ATTACKED).note(S.WITHDREW).note(S.ACTIVISTS_WITHDREW)
    assert escalation_modifier(auth, media_in_sight=True) == 0


def test_15_situations_are_spent_except_media() -> None:
    auth = ARMED.note(S.ATTACKED).note(S.WITHDREW)
    done = escalate(auth, True, ScriptedDice([4])).after  # 4 + 2 - 1 = 5
    assert done.level is V.LESS_LETHAL and done.situations == frozenset()
    later = done.new_initiative()
    assert escalation_modifier(later, media_in_sight=True) == -1
    # Only a new situation at the new level counts again.
    assert escalation_modifier(later.note(S.ATTACKED), media_in_sight=True) == 0


def test_15_a_failed_roll_spends_nothing() -> None:
    auth = ARMED.note(S.ATTACKED)
    assert escalate(auth, False, ScriptedDice([3])).after.situations == {S.ATTACKED}


def test_15_once_per_initiative() -> None:
    done = escalate(ARMED, False, ScriptedDice([6])).after
    assert why_cannot_escalate(done) == "the commander has already escalated this initiative"
    with pytest.raises(StrifeError, match="already escalated"):
        escalate(done, False, ScriptedDice([6]))
    assert why_cannot_escalate(done.new_initiative()) is None


def test_15_not_beyond_the_weapons_available() -> None:
    batons = Authorization(V.LESS_LETHAL, weapons=V.LESS_LETHAL)
    assert why_cannot_escalate(batons) == "the commander has no weapons beyond less lethal force"
    assert why_cannot_escalate(Authorization()) == (
        "the commander has no weapons beyond threats, pushing and arrest"
    )
    top = Authorization(V.LETHAL_INDIRECT, weapons=V.LETHAL_INDIRECT)
    assert why_cannot_escalate(top) == "the commander is already at the highest level of violence"


def test_7_5_first_use_of_each_force_on_exclusively_nonviolent_unit() -> None:
    assert not first_use_check_due(V.THREATS, frozenset(), True)
    assert first_use_check_due(V.LESS_LETHAL, frozenset(), True)
    assert not first_use_check_due(V.LESS_LETHAL, frozenset({V.LESS_LETHAL}), True)
    assert first_use_check_due(V.LETHAL_DIRECT, frozenset({V.LESS_LETHAL}), True)
    assert first_use_check_due(V.LETHAL_INDIRECT, frozenset({V.LETHAL_DIRECT}), True)
    assert not first_use_check_due(V.LETHAL_DIRECT, frozenset(), False)

"""Section 13: reinforcements for activists (a check per stand) and the authority (a unit
check, the Reinforcement Result column of 7.5)."""

from __future__ import annotations

import pytest

from strife.core.dice import ScriptedDice
from strife.games.by_will_alone.model.forces import Grade
from strife.games.by_will_alone.model.rule_tables import Reinforcement
from strife.games.by_will_alone.rules.reinforcements import (
    activist_reinforcements,
    authority_reinforcements,
)


def test_13_1_each_reserve_stand_arrives_if_it_passes() -> None:
    checks = activist_reinforcements(
        [Grade.UNTRAINED, Grade.TRAINED, Grade.VETERAN], ScriptedDice([5, 4, 1])
    )
    assert [c.passed for c in checks] == [False, True, False]


@pytest.mark.parametrize(
    ("rolls", "result"),
    [
        ([2, 2, 2, 1], Reinforcement.ARRIVES),  # 1 of 4 fails
        ([2, 2, 1, 1], Reinforcement.ARRIVES),  # 2 of 4
        ([2, 1, 1, 1], Reinforcement.NEXT_INITIATIVE),  # 3 of 4
        ([1, 1, 1, 1], Reinforcement.DOES_NOT_ARRIVE),
    ],
)
def test_13_2_authority_unit_check(rolls: list[int], result: Reinforcement) -> None:
    check = authority_reinforcements(Grade.DEDICATED, 4, ScriptedDice(rolls))
    assert check.reinforcement is result

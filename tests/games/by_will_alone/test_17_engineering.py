"""Section 17: changing street signs (17.2) and building barricades (17.4)."""

from __future__ import annotations

import pytest

from strife.core.dice import ScriptedDice
from strife.games.by_will_alone.model.forces import Grade
from strife.games.by_will_alone.model.levels import Familiarity
from strife.games.by_will_alone.model.rule_tables import Barricade, StreetSign, WrongWay
from strife.games.by_will_alone.rules.barricades import build_barricade
from strife.games.by_will_alone.rules.signs import sign_modifier, street_sign_check, wrong_way

F = Familiarity


@pytest.mark.parametrize(
    ("familiarity", "gps", "modifier"),
    [
        (F.STRANGER, False, 0),
        (F.NEIGHBOURING, False, 1),
        (F.LOCAL, False, 2),
        (F.STRANGER, True, 2),
        (F.LOCAL, True, 4),
        (F.NEIGHBOURING, True, 3),
    ],
)
def test_17_2_modifiers(familiarity: Familiarity, gps: bool, modifier: int) -> None:
    assert sign_modifier(familiarity, gps) == modifier


@pytest.mark.parametrize(
    ("rolls", "result"),
    [
        ([3, 3, 3, 3], StreetSign.UNAFFECTED),  # 3 + 1 = 4: all pass
        ([2, 3, 3, 3], StreetSign.UNAFFECTED),  # one of four fails
        ([2, 2, 3, 3], StreetSign.WRONG_WAY_ONCE),
        ([2, 2, 2, 3], StreetSign.WRONG_WAY_AGAIN),
        ([2, 2, 2, 2], StreetSign.LOST),
    ],
)
def test_17_2_street_sign_check_column(rolls: list[int], result: StreetSign) -> None:
    check = street_sign_check(Grade.RELIABLE, 4, F.NEIGHBOURING, False, ScriptedDice(rolls))
    assert check.street_sign is result


@pytest.mark.parametrize(
    ("roll", "way"),
    [
        (1, WrongWay.RIGHT),
        (2, WrongWay.RIGHT),
        (3, WrongWay.REVERSE),
        (4, WrongWay.REVERSE),
        (5, WrongWay.LEFT),
        (6, WrongWay.LEFT),
    ],
)
def test_17_2_wrong_way_table(roll: int, way: WrongWay) -> None:
    assert wrong_way([], ScriptedDice([roll])).way is way


def test_17_2_blocked_roll_again() -> None:
    turn = wrong_way([WrongWay.RIGHT, WrongWay.REVERSE], ScriptedDice([1, 4, 2, 6]))
    assert (turn.rolls, turn.way) == ((1, 4, 2, 6), WrongWay.LEFT)


def test_17_2_every_way_blocked_holds() -> None:
    turn = wrong_way(list(WrongWay), ScriptedDice([]))
    assert (turn.rolls, turn.way) == ((), None)


@pytest.mark.parametrize(
    ("rolls", "result"),
    [
        ([4, 4, 4, 4], Barricade.BUILT),
        ([1, 4, 4, 4], Barricade.BUILT),
        ([1, 1, 4, 4], Barricade.BUILT),  # half fail: still built
        ([1, 1, 1, 4], Barricade.NOT_BUILT),
        ([1, 1, 1, 1], Barricade.NOT_BUILT),
    ],
)
def test_17_4_building_a_barricade(rolls: list[int], result: Barricade) -> None:
    check = build_barricade([Grade.TRAINED] * 4, ScriptedDice(rolls))
    assert check.barricade is result

"""Terrorists and Snipers: the shot, being spotted, return fire and SWAT snipers."""

from __future__ import annotations

import pytest

from strife.core.dice import ScriptedDice
from strife.games.civil_disorder.model.snipers import SnipersChart
from strife.games.civil_disorder.rules.snipers import (
    may_fire,
    sniper_hits,
    spotted,
    swat_picks_off,
)
from tests.games.civil_disorder.cd_support import C


def chart() -> SnipersChart:
    return C().snipers


def test_terrorists_and_snipers_hit_on_a_6() -> None:
    assert sniper_hits(ScriptedDice([6]), chart())
    assert not sniper_hits(ScriptedDice([5]), chart())


@pytest.mark.parametrize(
    ("shot", "die", "seen"),
    [(1, None, False), (2, 5, False), (2, 6, True), (3, 4, False), (3, 5, True), (4, 4, True)],
)
def test_terrorists_and_snipers_spotting(shot: int, die: int | None, seen: bool) -> None:
    dice = ScriptedDice([] if die is None else [die])
    assert spotted(shot, dice, chart()) is seen


def test_terrorists_and_snipers_return_fire_and_swat() -> None:
    assert may_fire(under_fire=False) and not may_fire(under_fire=True)
    assert swat_picks_off(True, ScriptedDice([4]), chart())
    assert not swat_picks_off(True, ScriptedDice([3]), chart())
    with pytest.raises(ValueError, match="once it is spotted"):
        swat_picks_off(False, ScriptedDice([6]), chart())

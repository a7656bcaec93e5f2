"""Firearms: every weapon's close range, damage, maximum effective range and result, and
how a crowd shot at counts it."""

from __future__ import annotations

import pytest

from strife.core.dice import ScriptedDice
from strife.games.civil_disorder.model.firearms import Firearm, FirearmsChart
from strife.games.civil_disorder.model.response_level import RlFactor
from strife.games.civil_disorder.rules.firearms import Volley, band, fire, rl_factor
from tests.games.civil_disorder.cd_support import C

G = Firearm


def chart() -> FirearmsChart:
    return C().firearms


@pytest.mark.parametrize(
    ("gun", "close", "damage", "max_range", "result"),
    [
        (G.PISTOL, 5, "1d6", 30, "1d3"),
        (G.RIFLE, 10, "1d6", None, "1d3"),
        (G.AUTOMATIC, 10, "3d6", None, "2d6"),
        (G.SHOTGUN, 5, "1d6+2", 15, "1d3"),
        (G.HEAVY_MACHINE_GUN, 15, "4d6", None, "4d6"),
    ],
)
def test_firearms_table(
    gun: Firearm, close: int, damage: str, max_range: int | None, result: str
) -> None:
    row = chart().weapons[gun]
    assert (row.close, str(row.damage), row.max_range, str(row.result)) == (
        close,
        damage,
        max_range,
        result,
    )


def test_firearms_casualties_by_range() -> None:
    c = chart()
    assert fire(G.PISTOL, 5, ScriptedDice([4]), c) == Volley("close", 4)
    assert fire(G.PISTOL, 6, ScriptedDice([2]), c) == Volley("effective", 2)
    assert fire(G.PISTOL, 31, ScriptedDice([]), c) == Volley("beyond", 0)
    assert fire(G.SHOTGUN, 5, ScriptedDice([3]), c) == Volley("close", 5)
    assert fire(G.SHOTGUN, 16, ScriptedDice([]), c) == Volley("beyond", 0)
    assert fire(G.AUTOMATIC, 10, ScriptedDice([1, 2, 3]), c) == Volley("close", 6)
    assert fire(G.AUTOMATIC, 200, ScriptedDice([6, 6]), c) == Volley("effective", 12)
    assert fire(G.HEAVY_MACHINE_GUN, 40, ScriptedDice([1, 1, 1, 1]), c) == Volley("effective", 4)
    assert band(G.RIFLE, 10, c) == "close" and band(G.RIFLE, 500, c) == "effective"


def test_firearms_single_shot_or_automatic_for_the_rl() -> None:
    c = chart()
    assert [rl_factor(g, c) for g in Firearm] == [
        RlFactor.SINGLE_SHOT,
        RlFactor.SINGLE_SHOT,
        RlFactor.AUTOMATIC,
        RlFactor.SINGLE_SHOT,
        RlFactor.AUTOMATIC,
    ]

"""Scales and Types of Unit as the charts hold them."""

from __future__ import annotations

import pytest

from strife.games.civil_disorder.model.units import UnitsChart, UnitType
from tests.games.civil_disorder.cd_support import C

U = UnitType


def chart() -> UnitsChart:
    return C().units


def test_scales() -> None:
    s = chart().scales
    assert s.metres_per_inch == 2 and s.metres(8) == 16
    assert s.turn == "a few minutes"
    assert (s.sf_figure_ratio, s.vehicle_ratio, s.civilian_figure_ratio) == (1, 1, 5)
    assert s.sf_base_figures == (4, 5) and s.sf_base_frontage_cm == (4, 5)
    assert s.crowd_base_cm == 5 and s.crowd_base_figures == (3, 5)
    assert s.crowd_base_people == (10, 15) and s.people_per_crowd_base == 12
    assert s.crowd_bases == (4, 6)


@pytest.mark.parametrize(
    ("unit", "ways"),
    [
        (U.SENIOR_OFFICER, [("on foot", 1, (1, 1))]),
        (U.PATROL, [("car", 1, (4, 4)), ("van", 2, (4, 4)), ("on foot", 2, (5, 5))]),
        (U.RIOT_GEAR_POLICE, [("van", 2, (5, 5)), ("on foot", 2, (5, 5))]),
        (U.SWAT, [("van", 1, (4, 4))]),
        (U.ANTI_RIOT, [("van", 2, (5, 5)), ("on foot", 2, (5, 5))]),
        (U.MOUNTED_POLICE, [("horse", 4, (2, 2)), ("horse", 5, (2, 2))]),
        (U.MOUNTED_RIOT_POLICE, [("horse", 4, (2, 2)), ("horse", 5, (2, 2))]),
        (U.PART_TIME_SOLDIERS, [("platoon", 7, (4, 5))]),
        (U.REGULAR_SOLDIERS, [("platoon", 7, (4, 5))]),
        (U.RIOT_TRAINED_SOLDIERS, [("platoon", 7, (4, 5))]),
        (U.SPECIAL_FORCES, [("team", 1, (4, 4)), ("single", 1, (1, 1))]),
        (U.FIREFIGHTERS, [("fire engine", 1, (4, 6))]),
        (U.PARAMEDICS, [("ambulance", 1, (3, 3))]),
    ],
)
def test_types_of_unit_how_each_comes(
    unit: UnitType, ways: list[tuple[str, int, tuple[int, int]]]
) -> None:
    kind = chart().kind(unit)
    assert [(f.transport, f.bases, f.figures) for f in kind.formations] == ways


def test_types_of_unit_kept_together_and_kit() -> None:
    c = chart()
    assert c.kind(U.PART_TIME_SOLDIERS).kept_together == "unit"
    assert c.kind(U.REGULAR_SOLDIERS).kept_together == "section"
    assert c.kind(U.RIOT_TRAINED_SOLDIERS).kept_together == "section"
    assert c.kind(U.FIREFIGHTERS).fireproof
    assert [u for u in U if c.kind(u).armed] == [
        U.SWAT,
        U.PART_TIME_SOLDIERS,
        U.REGULAR_SOLDIERS,
        U.RIOT_TRAINED_SOLDIERS,
        U.SPECIAL_FORCES,
    ]
    assert c.kind(U.PATROL).name == "Regular Police Patrol"

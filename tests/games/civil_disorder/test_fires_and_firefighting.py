"""Fires and Firefighting: burning, growing, spreading, who may go in, fire engines."""

from __future__ import annotations

import pytest

from strife.core.dice import ScriptedDice
from strife.games.civil_disorder.model.fires import FiresChart
from strife.games.civil_disorder.rules.fires import (
    Burnt,
    as_petrol_bombed,
    burn,
    crowd_may_enter,
    extinguish,
    may_fight_fire,
    spread_to,
    water_after_turn,
)
from tests.games.civil_disorder.cd_support import C


def chart() -> FiresChart:
    return C().fires


def test_fires_each_fire_costs_a_value_point_and_grows_on_fires_or_less() -> None:
    assert burn(20, 3, ScriptedDice([3]), chart()) == Burnt(17, 4, True, False)
    assert burn(20, 3, ScriptedDice([4]), chart()) == Burnt(17, 3, False, False)
    assert burn(20, 0, ScriptedDice([]), chart()) == Burnt(20, 0, False, False)


def test_fires_spread_once_the_value_is_exhausted() -> None:
    # Value gone this turn: grow roll 5 (no), spread roll 2 (under 3 fires: spreads).
    assert burn(2, 3, ScriptedDice([5, 2]), chart()) == Burnt(0, 3, False, True)
    assert burn(0, 2, ScriptedDice([1, 3]), chart()) == Burnt(0, 3, True, False)
    assert spread_to(["bakery", "bank"], ScriptedDice([2])) == "bank"


def test_fires_crowds_keep_out_sf_count_as_petrol_bombed() -> None:
    assert crowd_may_enter(0) and not crowd_may_enter(1)
    assert as_petrol_bombed(1, firefighters=False, chart=chart())
    assert not as_petrol_bombed(0, firefighters=False, chart=chart())


@pytest.mark.parametrize(
    ("fires", "bombed"), [(1, False), (2, False), (3, True), (4, True), (6, True)]
)
def test_fires_firefighters_immune_to_1_or_2(fires: int, bombed: bool) -> None:
    assert as_petrol_bombed(fires, firefighters=True, chart=chart()) is bombed


def test_fires_fire_engine_puts_out_1d6_with_4_on_the_hose() -> None:
    c = chart()
    assert extinguish(5, ScriptedDice([3]), c) == 2
    assert extinguish(2, ScriptedDice([6]), c) == 0
    assert may_fight_fire(4, 2, False, c) and not may_fight_fire(3, 2, False, c)


def test_fires_two_turns_of_water_then_a_hydrant() -> None:
    c = chart()
    assert (c.water_turns, c.hydrant_turns) == (2, 1)
    water = water_after_turn(c.water_turns, on_hydrant=False)
    water = water_after_turn(water, on_hydrant=False)
    assert water == 0 and not may_fight_fire(4, water, False, c)
    assert may_fight_fire(4, 0, True, c) and water_after_turn(0, on_hydrant=True) == 0
    with pytest.raises(ValueError, match="no water"):
        water_after_turn(0, on_hydrant=False)

"""20-b in play: food by the scenario, hunger after 16 initiatives, supply."""

from __future__ import annotations

import pytest

from strife.core.events import Event
from strife.games.by_will_alone import ByWillAloneGame
from strife.games.by_will_alone.model.forces import Role
from strife.games.by_will_alone.rules import food


@pytest.fixture(scope="module")
def game() -> ByWillAloneGame:
    return ByWillAloneGame()


def test_11_3_the_curfew_soldiers_are_unfed_so_the_townspeople_get_plus_1(
    game: ByWillAloneGame,
) -> None:
    state = game.start("curfew", seed=1)
    assert food.fed(state, Role.ACTIVISTS)
    assert not food.fed(state, Role.AUTHORITY)
    assert food.activists_food_modifier(state) == 1


def test_20_b_everyone_goes_hungry_after_16_initiatives_and_supply_feeds_again(
    game: ByWillAloneGame,
) -> None:
    state = game.start("curfew", seed=1)
    state.initiative = 16
    assert not food.fed(state, Role.ACTIVISTS)
    assert food.activists_food_modifier(state) == 0
    events: list[Event] = []
    food.supply(state, Role.AUTHORITY, events)
    assert food.fed(state, Role.AUTHORITY)
    assert [e.text for e in events] == ["The authority forces are fed"]
    state.initiative = 31
    assert food.fed(state, Role.AUTHORITY)
    state.initiative = 32
    assert not food.fed(state, Role.AUTHORITY)

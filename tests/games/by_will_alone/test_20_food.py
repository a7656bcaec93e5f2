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


def _curfew(**authority: object) -> dict[str, object]:
    from tests.games.by_will_alone.positions import with_crew

    data = with_crew("curfew", None)
    side = next(s for s in data["side"] if s["role"] == "authority")
    side.update(fed=True, **authority)
    return data


def test_20_b_the_scenario_gives_the_hunger_limit(game: ByWillAloneGame) -> None:
    state = game.start(_curfew(hunger_after=4), seed=1)
    state.initiative = 3
    assert food.fed(state, Role.AUTHORITY)
    state.initiative = 4
    assert not food.fed(state, Role.AUTHORITY)


def test_20_b_a_side_holding_its_supply_point_as_its_initiative_begins_is_fed(
    game: ByWillAloneGame,
) -> None:
    from strife.games.by_will_alone.rules import ending

    state = game.start(_curfew(hunger_after=4), seed=1)
    held = next(
        state.at[u.index]
        for u in state.units_of(Role.AUTHORITY)
        if state.on_table(u.index) and ending.holds(state, Role.AUTHORITY, state.at[u.index])
    )
    state = game.start(_curfew(hunger_after=4, supply=held), seed=1)
    state.initiative, state.holder = 6, "authority"
    assert not food.fed(state, Role.AUTHORITY)
    events: list[Event] = []
    food.resupply(state, events)
    assert food.fed(state, Role.AUTHORITY)
    assert [e.text for e in events] == ["The authority forces are fed"]
    state.holder = "activists"  # the activists have no supply point: nothing happens
    food.resupply(state, events)
    assert len(events) == 1


def test_20_b_an_unknown_supply_point_is_refused(game: ByWillAloneGame) -> None:
    from strife.core.errors import StrifeError

    with pytest.raises((StrifeError, ValueError), match="nowhere"):
        game.start(_curfew(supply="nowhere"), seed=1)

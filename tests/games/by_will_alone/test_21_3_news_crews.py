"""The engine-run news crews in play (rulings 21.3-a to 21.3-c), on the march scenario with a
television crew added: the story, the crew's move when the initiative passes, and no seat
ordering it."""

from __future__ import annotations

import pytest

from strife.core.events import Event
from strife.games.by_will_alone import ByWillAloneGame
from strife.games.by_will_alone.model.state import ByWillAloneState
from strife.games.by_will_alone.rules import news_crews, scoring
from strife.games.by_will_alone.rules.media import News
from tests.games.by_will_alone.positions import put, with_crew


@pytest.fixture(scope="module")
def game() -> ByWillAloneGame:
    return ByWillAloneGame()


def march(game: ByWillAloneGame, van: bool = False) -> ByWillAloneState:
    state = game.start(with_crew("march", "SQ", van), seed=3)
    state.initiative = 4  # in the middle of play: the initiative has just passed
    return state


def test_21_3_c_the_story_is_the_most_newsworthy_the_later_on_a_tie(
    game: ByWillAloneGame,
) -> None:
    state = march(game)
    news_crews.news(state, "A1", News.ARREST)
    news_crews.news(state, "X3", News.CONFRONTATION)
    assert news_crews.story(state) == "A1"
    news_crews.news(state, "A2", News.ARREST)
    assert news_crews.story(state) == "A2"


def test_21_3_b_the_crew_moves_two_features_toward_the_story_and_stops(
    game: ByWillAloneGame,
) -> None:
    state = march(game)
    crew = state.unit_index("TV")
    news_crews.news(state, "MI", News.FORCE)  # force inside the ministry
    events: list[Event] = []
    news_crews.move_crews(state, events)
    # the ministry is seen into only from next to it (10.1-c): the crew walks toward the
    # forecourt by the avenue, two features a move (9.1-c)
    assert state.at[crew] == "A1"
    assert [e.text for e in events] == [
        "Channel 4 crew moves to The avenue (first block) to film The ministry"
    ]
    assert state.acted[crew]  # 21.3-a: no seat is offered it
    assert news_crews.story(state) is None  # the story is spent


def test_21_3_c_with_no_story_the_nearest_contact_and_with_none_it_stays(
    game: ByWillAloneGame,
) -> None:
    state = march(game)
    crew = state.unit_index("TV")
    news_crews.move_crews(state, [])
    assert state.at[crew] == "SQ"
    put(state, "M1", "N2")
    put(state, "P1", "N2")
    news_crews.move_crews(state, [])
    # no street joins the square to Press Street: the nearest place that sees it is the
    # flats beside it, through Bridge Street
    assert state.at[crew] == "B1"


def test_21_3_b_a_crew_in_a_van_moves_three_and_keeps_out_of_buildings(
    game: ByWillAloneGame,
) -> None:
    state = march(game, van=True)
    crew = state.unit_index("TV")
    news_crews.news(state, "MI", News.ARREST)  # inside the ministry: seen from next to it
    news_crews.move_crews(state, [])
    assert state.at[crew] == "X2"
    # and a crew that already sees the story stays
    state.at[crew] = "SQ"
    news_crews.news(state, "FC", News.ARREST)  # the square sees down the avenue to it
    news_crews.move_crews(state, [])
    assert state.at[crew] == "SQ"


def test_21_3_b_on_the_first_initiative_the_crews_wait(game: ByWillAloneGame) -> None:
    state = march(game)
    state.initiative = 1
    news_crews.news(state, "FC", News.FORCE)
    news_crews.move_crews(state, [])
    assert state.at[state.unit_index("TV")] == "SQ"


def test_21_3_c_confrontations_and_force_recorded_for_21_make_news(
    game: ByWillAloneGame,
) -> None:
    state = march(game)
    m1, p1 = put(state, "M1", "X3"), put(state, "P1", "X3")
    scoring.record_confrontation(state, p1, 4, 4, m1, 4)
    assert news_crews.story(state) == "X3"
    m2 = put(state, "M2", "A1")
    scoring.record_force(state, 2, m2)
    assert news_crews.story(state) == "A1"

"""21 in play (rulings 21-b to 21-e): what the rules record during a game and the score the
end of the game counts, on a composed Rosenstrasse position."""

from __future__ import annotations

import pytest

from strife.core.errors import DataError
from strife.core.events import Event
from strife.games.by_will_alone import ByWillAloneGame
from strife.games.by_will_alone.model.state import ByWillAloneState
from strife.games.by_will_alone.rules import ending, objectives, scoring
from tests.games.by_will_alone.positions import put, with_crew


@pytest.fixture(scope="module")
def game() -> ByWillAloneGame:
    return ByWillAloneGame()


def rosenstrasse(game: ByWillAloneGame, crew_at: str | None = None) -> ByWillAloneState:
    """Rosenstrasse with every unit off the table but the gate guard, and if asked a news
    crew standing at `crew_at`."""
    return game.start(with_crew("rosenstrasse", crew_at), seed=1)


def test_21_b_a_confrontation_won_at_2_to_1_dissuades_the_authority_stands(
    game: ByWillAloneGame,
) -> None:
    state = rosenstrasse(game)
    w1, s1 = put(state, "W1", "RO2"), put(state, "S1", "RO2")
    events = scoring.record_confrontation(state, s1, 4, 2, w1, 4)
    assert state.marks["dissuaded:0"] == 4
    assert [e.text for e in events] == [
        "4 stands of Schutzpolizei platoon dissuaded, no media present: 4 points to the activists"
    ]
    assert scoring.record_confrontation(state, s1, 4, 4, w1, 7) == []  # 7:4 is a Hold
    assert state.marks["dissuaded:0"] == 4


def test_21_c_a_crew_in_sight_makes_each_stand_worth_10(game: ByWillAloneGame) -> None:
    state = rosenstrasse(game, crew_at="RO1")  # RO1 sees RO2 along Rosenstrasse (10.1)
    w1, s1 = put(state, "W1", "RO2"), put(state, "S1", "RO2")
    scoring.record_confrontation(state, s1, 3, 1, w1, 3)
    assert state.marks["dissuaded:2"] == 3
    assert scoring.dissuaded_points(state) == 30


def test_21_c_an_independent_crew_makes_each_stand_worth_3(game: ByWillAloneGame) -> None:
    state = game.start(with_crew("rosenstrasse", "RO1", corporate=False), seed=1)
    w1, s1 = put(state, "W1", "RO2"), put(state, "S1", "RO2")
    scoring.record_confrontation(state, s1, 3, 1, w1, 3)
    assert state.marks["dissuaded:1"] == 3
    assert scoring.dissuaded_points(state) == 9


def test_21_c_only_a_media_crew_is_corporate_or_not(game: ByWillAloneGame) -> None:
    data = with_crew("rosenstrasse", None)
    data["unit"][0]["corporate"] = True
    with pytest.raises(DataError, match=r"unit\.0.*only a media crew is corporate or not"):
        game.start(data, seed=1)


def test_21_c_a_crew_out_of_sight_is_not_present(game: ByWillAloneGame) -> None:
    state = rosenstrasse(game, crew_at="KW1")  # Kaiser-Wilhelm-Strasse: no street joins
    w1, s1 = put(state, "W1", "RO2"), put(state, "S1", "RO2")
    scoring.record_confrontation(state, s1, 3, 1, w1, 3)
    assert state.marks["dissuaded:0"] == 3


def test_21_d_after_an_attack_no_dissuasion_and_force_is_justified(
    game: ByWillAloneGame,
) -> None:
    state = rosenstrasse(game)
    w1, s1 = put(state, "W1", "RO2"), put(state, "S1", "RO2")
    scoring.record_force(state, 2, w1)
    assert scoring.unjustified_force(state) == 2
    scoring.record_attack(state, w1)
    assert not scoring.exclusively_nonviolent(state, w1)
    scoring.record_force(state, 3, w1)
    assert scoring.unjustified_force(state) == 2
    assert scoring.record_confrontation(state, s1, 4, 1, w1, 5) == []


def test_18_2_c_a_provocateur_found_makes_the_force_on_its_host_unjustified(
    game: ByWillAloneGame,
) -> None:
    state = rosenstrasse(game)
    w2 = put(state, "W2", "XRH")
    scoring.record_attack(state, w2, provocateur=True)
    scoring.record_force(state, 3, w2)
    assert scoring.unjustified_force(state) == 1
    scoring.provocateur_found(state, w2)
    scoring.record_force(state, 3, w2)
    assert scoring.unjustified_force(state) == 3


def finish(state: ByWillAloneState) -> list[Event]:
    events: list[Event] = []
    ending.finish(state, events)
    return events


def test_21_e_the_authority_score_is_halved_by_less_lethal_force(game: ByWillAloneGame) -> None:
    state = rosenstrasse(game)
    put(state, "S1", "RO2")  # holds the street (10)
    put(state, "S2", "XRS")  # and the Spandauer corner (5)
    w1 = state.forces.units[state.unit_index("W1")]
    for s in w1.stands[:3]:
        state.status[s] = "arrested"
    state.marks["dissuaded:1"] = 2  # two stands dissuaded before independent media
    scoring.record_force(state, 2, state.unit_index("W2"))
    events = finish(state)
    assert state.result is not None
    # the authority: (15 objectives + 3 arrested) / 2 = 9; the activists 2 x 3 = 6
    assert state.result.scores == {"activists": 6.0, "authority": 9.0}
    assert state.result.winners == ("authority",)
    texts = [e.text for e in events]
    assert "The authority used force on nonviolent people: its points are halved" in texts
    assert "Activist stands removed: 3 points" in texts


def test_21_e_lethal_force_leaves_a_third_rounded_down(game: ByWillAloneGame) -> None:
    state = rosenstrasse(game)
    put(state, "S1", "RO2")
    state.marks["force:3"] = 1  # as 11.3 marks lethal force on nonviolent people
    state.marks["dissuaded:0"] = 3
    finish(state)
    assert state.result is not None
    # the authority: 10 / 3 = 3 (shown rounded down); the activists 3
    assert state.result.scores == {"activists": 3.0, "authority": 3.0}
    assert state.result.winners == ()


def curfew(game: ByWillAloneGame) -> ByWillAloneState:
    state = game.start("curfew", seed=2)
    state.initiative = 5
    return state


def test_21_f_occupy_a_point_for_each_initiative_ending_with_the_side_there(
    game: ByWillAloneGame,
) -> None:
    state = curfew(game)
    put(state, "N1", "SQ")
    objectives.at_start(state, [])  # an initiative ended with the traders in the square
    put(state, "A2", "SQ")  # the police arrive: the people are still out
    objectives.at_start(state, [])
    state.at[state.unit_index("N1")] = "OW"
    objectives.at_start(state, [])  # gone home
    events: list[Event] = []
    assert objectives.points(state, events)["activists"] == 2
    assert [e.text for e in events] == [
        "The nonviolent activists, out in Martyrs' Square after the curfew: "
        "2 initiatives there, 2 points"
    ]


def test_21_f_reach_counts_each_stand_once(game: ByWillAloneGame) -> None:
    state = game.start("dandi", seed=2)
    state.initiative = 3
    s1 = put(state, "S1", "BC")
    objectives.tally(state)
    objectives.tally(state)  # the same stands again: counted once
    assert objectives.points(state, [])["activists"] == 2 * len(state.stands_in_play(s1))


def test_21_f_reach_and_occupy_count_at_the_end_of_the_last_initiative(
    game: ByWillAloneGame,
) -> None:
    state = curfew(game)
    put(state, "N3", "CH")
    finish(state)
    assert state.result is not None
    assert state.result.scores["activists"] == 1.0  # the vigil, at the very end


def test_21_3_a_a_news_crew_occupies_nothing_for_a_side(game: ByWillAloneGame) -> None:
    state = game.start(with_crew("curfew", "SQ"), seed=2)
    objectives.tally(state)
    assert objectives.points(state, [])["activists"] == 0

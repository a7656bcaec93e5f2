"""Scenarios as data (the reconstructed march) and their schema's clear errors; what
determinize draws afresh."""

from __future__ import annotations

import random

import pytest

from strife.core.errors import DataError
from tests.games.civil_disorder.engine_support import crowd, game, position, start, unit

FAR = "mill-14"


def test_scenario_march_is_reconstructed_with_roles_forces_and_length() -> None:
    march = game().scenario("march")
    assert march.sides == ("patrol", "riot", "services")
    assert march.data["provenance"] == "reconstructed" and march.data["length"] == 20
    s = game().start("march", seed=1)
    assert {c.rl for c in s.crowds.values() if not c.looter_crowd} == {5}
    assert all(1 <= c.looters <= 3 for c in s.crowds.values() if not c.looter_crowd)
    assert s.officers["patrol"].quality == "good"


def test_scenario_night_of_looting_has_looter_crowds_and_rioters() -> None:
    s = game().start("night", seed=1)
    assert game().scenario("night").data["provenance"] == "reconstructed"
    looters = {c.id for c in s.crowds.values() if c.looter_crowd}
    assert looters == {"shadows", "lurkers"}
    assert all(c.looters == 0 for c in s.crowds.values() if c.looter_crowd)
    assert "looter_crowd" not in s.view("police")["crowds"][0]


@pytest.mark.parametrize(
    ("change", "key", "words"),
    [
        (lambda d: d["crowds"][0].update(at="nowhere"), "crowds.0.at", "no waypoint 'nowhere'"),
        (lambda d: d["crowds"][0].update(rl=9), "crowds.0.rl", "less than or equal to 8"),
        (lambda d: d["units"][0].update(side="z"), "", "not a role"),
        (lambda d: d.update(length=0), "length", "greater than or equal to 1"),
        (lambda d: d.update(colour="red"), "colour", "Extra inputs"),
        (lambda d: d["units"][0].update(figures=1, bases=2), "units.0", "cannot fill 2 bases"),
        (lambda d: d.update(protect="castle"), "protect", "no building 'castle'"),
    ],
)
def test_scenario_schema_names_what_is_wrong(change: object, key: str, words: str) -> None:
    data = position([unit("u1", FAR)], [crowd("c1", FAR, 4)])
    change(data)  # type: ignore[operator]
    with pytest.raises(DataError) as err:
        game().scenario_from_data(data, "my.toml")
    assert key in str(err.value) and words in str(err.value) and "my.toml" in str(err.value)


def test_determinize_draws_what_players_cannot_know_and_keeps_their_view() -> None:
    s = game().start("march", seed=4)
    worlds = [s.determinize("patrol", random.Random(k)) for k in range(12)]
    assert all(w.view("patrol") == s.view("patrol") for w in worlds)
    assert len({tuple(c.looters for c in w.crowds.values()) for w in worlds}) > 1
    assert len({w.officers["patrol"].quality for w in worlds}) > 1  # even one's own (N-2)
    assert len({tuple(w.points.values()) for w in worlds}) > 1


def test_save_and_load_keep_the_position() -> None:
    s = start(position([unit("u1", "thompson-2")], [crowd("c1", "thompson-4", 4)]), [])
    loaded = game().load_state(
        game()
        .start(position([unit("u1", "thompson-2")], [crowd("c1", "thompson-4", 4)]), seed=1)
        .to_json()
    )
    assert loaded.view(None) == game().start(
        position([unit("u1", "thompson-2")], [crowd("c1", "thompson-4", 4)]), seed=1
    ).view(None)
    assert s.view("a")["units"][0]["place"] == 'Thompson Road, 8" east of Canalside Boulevard'


def test_a_malformed_saved_state_is_refused_clearly() -> None:
    from strife.core.errors import RecordError

    saved = game().start("march", seed=2).to_json()
    saved["state"]["units"][0][4] = "nowhere"
    with pytest.raises(RecordError, match="no waypoint 'nowhere'"):
        game().load_state(saved)
    saved = game().start("march", seed=2).to_json()
    del saved["state"]["crowds"]
    with pytest.raises(RecordError, match="malformed"):
        game().load_state(saved)

"""Section 17.3 (and 10.3, to which it refers): where smoke goes on the feature map, what
it hides, and how long it lasts."""

from __future__ import annotations

from pathlib import Path

import pytest

from strife.core.errors import StrifeError
from strife.games.by_will_alone.model.board import AIR, Board, load_board
from strife.games.by_will_alone.rules.smoke import (
    SmokeMethod,
    sees_through_smoke,
    smoke_clears,
    smoke_features,
    toward,
    why_smoke_hides,
)

TEST_TOWN = Path(__file__).parent / "maps" / "test-town.toml"
M = SmokeMethod


@pytest.fixture(scope="module")
def town() -> Board:
    return load_board(TEST_TOWN)


def test_17_3_the_next_feature_in_a_direction(town: Board) -> None:
    assert toward(town, "I2", 90) == "M2"
    assert toward(town, "I2", 100) == "M2"
    assert toward(town, "M2", 180) == "HW"  # two neighbours due south: the first
    assert toward(town, "BE", 0) == "I4"
    assert toward(town, "BE", 180) is None


@pytest.mark.parametrize(
    ("method", "feature", "bearing", "covered"),
    [
        (M.VEHICLE_SCREEN, "M2", 90, {"M2", "I2"}),  # facing east: behind is west
        (M.DISCHARGER, "M2", 90, {"I3"}),  # in front
        (M.ARTILLERY, "I2", 90, {"I2", "NR", "ES"}),  # firing east: left north, right south
        (M.POTS, "I3", 0, {"I3", "PK"}),  # wind to the north
        (M.VEHICLE_SCREEN, "BE", 0, {"BE"}),  # nothing behind on the shore
    ],
)
def test_17_3_where_the_smoke_goes(
    town: Board, method: SmokeMethod, feature: str, bearing: int, covered: set[str]
) -> None:
    assert smoke_features(town, method, feature, bearing) == covered


def test_17_3_refusals(town: Board) -> None:
    with pytest.raises(StrifeError, match="no feature in front of Beach"):
        smoke_features(town, M.DISCHARGER, "BE", 180)
    with pytest.raises(StrifeError, match="0 to 359"):
        smoke_features(town, M.POTS, "I3", 360)


def test_10_3_smoke_obscures_line_of_sight(town: Board) -> None:
    assert town.sees("I1", "I3")
    assert why_smoke_hides(town, "I1", "I3", {"I2"}) == (
        "smoke over North Road crossing is in the way"
    )
    assert not sees_through_smoke(town, "I1", "I3", {"I2"})
    assert sees_through_smoke(town, "I1", "I3", {"PK"})
    # A unit inside smoke is hidden even from the next feature.
    assert town.sees("I2", "M2") and not sees_through_smoke(town, "I2", "M2", {"M2"})
    # Units in the same smoked feature still see each other (ruling 17.3-b).
    assert sees_through_smoke(town, "M2", "M2", {"M2"})


def test_10_3_smoke_is_one_storey_high(town: Board) -> None:
    # From the air over the crest, the line to I3 stays high over the smoke in I2...
    assert sees_through_smoke(town, "CR", "I3", {"I2"}, AIR, 0)
    # ...but a unit at ground level inside the smoke is hidden even from the air.
    assert not sees_through_smoke(town, "CR", "I2", {"I2"}, AIR, 0)


def test_10_3_smoke_lasts_until_the_end_of_an_opponents_initiative() -> None:
    assert not smoke_clears("Authority", "Authority")
    assert smoke_clears("Authority", "Activists")


def test_17_3_play_make_smoke_hides_and_clears_after_the_opponents_initiative() -> None:
    from strife.games.by_will_alone.rules import sighting
    from tests.games.by_will_alone.rules_support import group, option, platoon, scenario, start

    s = start(scenario(group("G1", "I1", smoke=["pots"]), platoon("P1", "HS1")), [])
    g1, p1 = s.unit_index("G1"), s.unit_index("P1")
    assert sighting.sees(s, p1, g1)
    # One option for each cloud it can make: the four ways out of the crossing.
    made = [a.label() for a in s.options("activists") if a.kind == "smoke"]
    assert made == [
        f"G1 makes smoke (smoke pots or a bonfire) toward the {way}"
        for way in ("north", "east", "south", "west")
    ]
    events = s.apply(
        "activists",
        option(s, "activists", "G1 makes smoke (smoke pots or a bonfire) toward the north"),
    )
    assert events[0].text == (
        "Group G1 makes smoke: a cloud over Church Lane (north) and Church Lane corner"
    )
    assert events[0].rule == "17.3"
    assert not sighting.sees(s, p1, g1)  # 10.3: the crossing is in the cloud
    assert s.view("authority")["smoke"] == [
        {"feature": "CLN", "side": "activists"},
        {"feature": "I1", "side": "activists"},
    ]
    # It lasts through the authority's initiative and clears when that one ends.
    events = s.apply("authority", option(s, "authority", "Hold: pass the initiative"))
    assert "The smoke over Church Lane (north) and Church Lane corner clears" in [
        e.text for e in events
    ]
    assert s.view("activists")["smoke"] == [] and sighting.sees(s, p1, g1)


def test_17_3_play_a_vehicles_smoke_needs_a_vehicle() -> None:
    from strife.core.errors import DataError
    from tests.games.by_will_alone.rules_support import GAME, group, platoon, scenario

    data = scenario(group("G1", "I1"), platoon("P1", "HS1", smoke=["screen"]))
    with pytest.raises(DataError, match="Platoon P1 has no vehicle to make smoke"):
        GAME.scenario_from_data(data, "rules-test")


def test_17_3_play_smoke_and_barricades_in_plain_words() -> None:
    from tests.games.by_will_alone.rules_support import (
        GAME,
        group,
        option,
        platoon,
        scenario,
        start,
    )

    s = start(scenario(group("G1", "I1", smoke=["pots"]), platoon("P1", "HS1")), [])
    presenter = GAME.presenter()
    words = [presenter.option(s.view("activists"), a).label for a in s.options("activists")]
    assert "Group G1: make smoke (smoke pots or a bonfire) toward the north" in words
    s.apply(
        "activists",
        option(s, "activists", "G1 makes smoke (smoke pots or a bonfire) toward the north"),
    )
    rows = {r.label: r.value for r in presenter.status(s.view("authority")).rows}
    assert rows["Smoke"].startswith("Church Lane") and "Church Lane corner" in rows["Smoke"]

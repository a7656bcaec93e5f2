"""Section 13 played through the Game API: Request Reinforcements for both sides."""

from __future__ import annotations

from tests.games.by_will_alone.rules_support import group, option, platoon, scenario, start, texts


def reserve(unit: dict[str, object]) -> dict[str, object]:
    unit = dict(unit)
    del unit["feature"]
    return {**unit, "reserve": True}


def test_13_1_play_each_stand_that_passes_arrives() -> None:
    s = start(
        scenario(group("G1", "HS1"), reserve(group("G2", "X")), platoon("P1", "PS")),
        [4, 4, 1, 1, 5, 1],
    )
    choice = next(
        a for a in s.options("activists") if a.label().startswith("Request reinforcements: G2")
    )
    events = s.apply("activists", choice)
    assert texts(events)[0] == "2 of 4 reserve stands of Group G2 answer the call"
    g2 = s.forces.units[1].stands
    assert [s.status[x] for x in g2] == ["", "", "reserve", "reserve"]
    assert s.at[1] == choice.feature
    s.acted[1] = False  # a later initiative (ruling 8.1-c)
    events = s.apply(
        "activists", option(s, "activists", f"Request reinforcements: G2 to {choice.feature}")
    )
    assert texts(events)[0] == "1 of 2 reserve stands of Group G2 answer the call"


def test_13_2_play_authority_unit_check() -> None:
    s = start(
        scenario(
            group("G1", "HS1"), platoon("P1", "PS"), reserve(platoon("P3", "X")), first="authority"
        ),
        [4, 4, 4, 1],
    )
    choice = next(
        a for a in s.options("authority") if a.label().startswith("Request reinforcements: P3")
    )
    events = s.apply("authority", choice)
    assert texts(events)[0] == (
        "Platoon P3: 1 of 4 stands fail (25% or fewer of the unit): the unit arrives"
    )
    assert s.at[2] == choice.feature


def test_13_2_play_arrives_next_initiative() -> None:
    s = start(
        scenario(
            group("G1", "HS1"), platoon("P1", "PS"), reserve(platoon("P3", "X")), first="authority"
        ),
        [1, 1, 1, 4],
    )
    choice = next(
        a for a in s.options("authority") if a.label().startswith("Request reinforcements: P3")
    )
    s.apply("authority", choice)
    assert s.at[2] == ""
    s.apply("authority", option(s, "authority", "Hold: pass the initiative"))
    s.apply("activists", option(s, "activists", "Hold: pass the initiative"))
    assert s.at[2] == choice.feature
    assert f"Counter {s.label[2]} arrives in" in " ".join(texts(s.log))

"""Section 15 played through the Game API: asking to escalate, the new level of force in
a confrontation, 7.5's first-use check, once per initiative."""

from __future__ import annotations

from strife.games.by_will_alone.model.state import ByWillAloneState
from tests.games.by_will_alone.rules_support import group, option, platoon, scenario, start, texts

ASK = "Ask to escalate the level of violence (P1 asks)"


def police_state(dice: list[int]) -> ByWillAloneState:
    return start(
        scenario(
            group("G1", "HS1"),
            platoon("P1", "PS", weapons=2),
            platoon("P2", "HS1", weapons=2),
            first="authority",
        ),
        dice,
    )


def test_15_play_escalate_then_disperse_with_less_lethal_force() -> None:
    s = police_state(
        [5]  # escalation: 5, no modifiers
        + [6] * 8  # P2: four stands, batons (2x): eight dice, eight points
        + [1] * 4  # G1: four dice, none
        + [4] * 4  # 7.5: P2's first use of less lethal force: no stand fails
        + [4, 4, 4, 1]  # Morale Check / Withdraw: G1's last stand is dispersed
        + [2, 1] * 3  # 16.2: the other three keep discipline
    )
    events = s.apply("authority", option(s, "authority", ASK))
    assert texts(events)[0] == (
        "Inspector 1 escalates to less lethal force: rolled 5 = 5, needing 5: passes"
    )
    assert s.marks["violence:authority"] == 2
    assert ASK.replace("P1", "P2") not in [a.label() for a in s.options("authority")]
    events = s.apply("authority", option(s, "authority", "P2 tries to disperse G1"))
    log = texts(events)
    assert log[0].startswith("Platoon P2 rolls 8 dice: 8 points; Group G1 rolls 4 dice: 0")
    assert log[1] == (
        "Platoon P2 first uses less lethal force on nonviolent people: 0 of 4 stands fail "
        "(25% or fewer of the unit); it is now reliable"
    )
    assert log[2] == "Group G1: 1 of 4 stands fail their morale and are dispersed"
    assert log[3] == "Group G1: 0 of 3 stands lose their nonviolent discipline"
    assert s.marks["force:2"] == 1
    assert s.status[s.forces.units[0].stands[-1]] == "dispersed"


def test_15_play_a_refused_escalation_passes_the_initiative() -> None:
    s = police_state([4])
    events = s.apply("authority", option(s, "authority", ASK))
    assert texts(events)[0] == (
        "Inspector 1 is refused leave to escalate: rolled 4 = 4, needing 5: fails"
    )
    assert s.holder == "activists"
    assert "violence:authority" not in s.marks or s.marks["violence:authority"] == 1


def test_15_play_not_beyond_the_weapons() -> None:
    s = start(scenario(group("G1", "HS1"), platoon("P1", "PS"), first="authority"), [])
    assert not any(a.label().startswith("Ask to escalate") for a in s.options("authority"))

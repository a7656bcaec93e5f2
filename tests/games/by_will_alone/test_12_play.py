"""Section 12 (and 16.4) played through the Game API: rally dice at the start of the
activists' initiative, the authority's Rally action, calming stands out of control."""

from __future__ import annotations

from strife.core.dice import ScriptedDice
from strife.games.by_will_alone.model.state import ByWillAloneState
from tests.games.by_will_alone.rules_support import (
    GAME,
    group,
    option,
    platoon,
    scenario,
    start,
    texts,
)


def test_12_1_1_play_ten_dispersed_give_one_die() -> None:
    s = start(
        scenario(group("G1", "HS1", stands=11), platoon("P1", "PS"), first="authority"),
        [4],
    )
    g1 = s.forces.units[0].stands
    for x in g1[1:11]:
        s.status[x] = "dispersed"
    events = s.apply("authority", option(s, "authority", "Hold: pass the initiative"))
    assert texts(events)[-1] == "10 stands are dispersed: 1 rally die to give out"
    decision = s.decision()
    assert decision is not None and decision.sides == ("activists",)
    events = s.apply("activists", option(s, "activists", "Give a rally die to the leader of G1"))
    # G1 is not sighted by the police in their station: events name its counter.
    assert texts(events)[0] == f"The leader of Counter {s.label[0]} rallies 4 dispersed stands"
    assert [s.status[x] for x in g1].count("dispersed") == 6
    assert s.holder == "activists"


def test_12_1_1_play_nine_dispersed_give_none() -> None:
    s = start(scenario(group("G1", "HS1", stands=11), platoon("P1", "PS"), first="authority"), [])
    for x in s.forces.units[0].stands[1:10]:
        s.status[x] = "dispersed"
    s.apply("authority", option(s, "authority", "Hold: pass the initiative"))
    assert not s.tasks


def test_12_2_play_rally_not_in_sight_plus_one_ends_the_initiative() -> None:
    # P1 in the police station sees no activists: +1. Wavering needs 6: 5 + 1.
    s = start(
        scenario(group("G1", "HS1"), platoon("P1", "PS"), platoon("P2", "PS"), first="authority"),
        [5],
    )
    s.grade[1] = "wavering"
    assert "Rally P2" not in [a.label() for a in s.options("authority")]
    events = s.apply("authority", option(s, "authority", "Rally P1"))
    assert texts(events)[0] == (
        f"Counter {s.label[1]} is rallied: rolled 5 +1 = 6, needing 6: passes; it is reliable again"
    )
    assert s.grade[1] == "reliable"
    assert s.holder == "activists"  # 12.2: the commander loses the initiative


def test_12_2_play_rally_with_activists_touching_minus_two() -> None:
    s = start(
        scenario(group("G1", "HS1"), platoon("P1", "HS1"), first="authority"),
        [6],
    )
    s.grade[1] = "unreliable"
    assert "P1 tries to disperse G1" not in [a.label() for a in s.options("authority")]
    events = s.apply("authority", option(s, "authority", "Rally P1"))
    assert texts(events)[0] == (
        "Platoon P1 is rallied: rolled 6 -2 = 4, needing 6: fails; it stays unreliable"
    )


def test_16_4_play_calm_a_stand_out_of_control() -> None:
    # The police touch the group: -2. Trained needs 4: 6 - 2 = 4.
    s = start(scenario(group("G1", "HS1"), platoon("P1", "HS1")), [6])
    wild = s.forces.units[0].stands[2]
    s.status[wild] = "undisciplined"
    events = s.apply(
        "activists", option(s, "activists", "G1: calm a stand that lost its discipline")
    )
    assert texts(events)[0] == (
        "Group G1 rallies a stand out of control: rolled 6 -2 = 4, needing 4: passes; "
        "it is calm again"
    )
    assert s.status[wild] == ""


def _two_dispersed(losing: bool, dice: list[int]) -> tuple[ByWillAloneState, tuple[int, ...]]:
    chosen = GAME.scenario_from_data(
        scenario(group("G1", "HS1"), platoon("P1", "PS")), "rules-test"
    )
    s = GAME.start_with(chosen, {"losing_dispersed": losing}, 0, ScriptedDice(dice))
    g1 = s.forces.units[0].stands
    s.status[g1[1]] = s.status[g1[2]] = "dispersed"
    return s, g1


def test_12_1_2_play_losing_dispersed_stands_when_the_authority_takes_the_initiative() -> None:
    # Trained stands need 4 on 2D6: 1 + 2 is lost for good, 2 + 2 stays dispersed.
    s, g1 = _two_dispersed(True, [1, 2, 2, 2])
    events = s.apply("activists", option(s, "activists", "Hold: pass the initiative"))
    assert "1 of 2 dispersed stands are lost for good" in texts(events)
    assert [s.status[x] for x in g1[1:3]] == ["removed", "dispersed"]


def test_12_1_2_play_is_optional() -> None:
    s, g1 = _two_dispersed(False, [])
    s.apply("activists", option(s, "activists", "Hold: pass the initiative"))
    assert [s.status[x] for x in g1[1:3]] == ["dispersed", "dispersed"]
    assert [o.name for o in GAME.scenario("skirmish").options] == ["losing_dispersed"]

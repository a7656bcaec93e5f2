"""8.1: the initiative: who acts first, keeping it while succeeding, losing it on a failed
risky action or a hold, one action a unit, several commanders a side acting in rounds."""

from __future__ import annotations

from strife.games.by_will_alone.model.actions import Hold, Move
from tests.games.by_will_alone.helpers import group, platoon, position, scenario, town_game

TWO_COMMITTEES = [
    {"seat": "north", "role": "activists", "name": "North committee"},
    {"seat": "south", "role": "activists", "name": "South committee"},
    {"seat": "authority", "role": "authority", "name": "The inspector"},
]


def test_8_1_a_the_attacker_takes_the_first_initiative() -> None:
    data = scenario(
        [group("G1", "WS"), platoon("P1", "TH")],
        engagement="attack_defence",
        first=None,
        stances=("defender", "attacker"),
    )
    s = town_game().start(data, seed=3)
    assert s.holder == "authority"


def test_8_1_a_in_a_meeting_engagement_the_higher_roll_goes_first() -> None:
    from strife.core.dice import ScriptedDice

    game = town_game()
    data = scenario([group("G1", "WS"), platoon("P1", "TH")], first=None)
    s = game.start_with(game.scenario(data), {}, 0, ScriptedDice([3, 3, 2, 5]))
    assert s.holder == "authority"  # 3-3 is a tie and they roll again: 2 against 5
    assert s.dice.position == 4


def test_8_1_a_side_keeps_the_initiative_while_its_actions_succeed() -> None:
    s = position([group("G1", "WS"), group("G2", "CR"), platoon("P1", "TH")])
    s.apply("activists", Move("G1", ("I1",)))
    assert s.holder == "activists" and s.decision().sides == ("activists",)


def test_8_1_holding_passes_the_initiative() -> None:
    s = position([group("G1", "WS"), platoon("P1", "TH")])
    events = s.apply("activists", Hold())
    assert s.holder == "authority" and s.initiative == 2
    assert any("the commander holds" in e.text for e in events)


def test_8_1_c_each_unit_acts_once_and_then_the_initiative_passes() -> None:
    s = position([group("G1", "WS"), group("G2", "CR"), platoon("P1", "TH")])
    s.apply("activists", Move("G1", ("I1",)))
    assert not any(getattr(a, "unit", "") == "G1" for a in s.options("activists")), (
        "G1 has acted this initiative"
    )
    s.apply("activists", Move("G2", ("ES",)))
    assert s.holder == "authority"


def test_8_1_a_failed_risky_action_passes_the_initiative() -> None:
    s = position(
        [group("G1", "ES", activists=1, equipment=["ropes"]), group("G2", "CR"),
         platoon("P1", "TH")],
        dice=[1, 6],
    )  # fmt: skip
    s.apply("activists", Move("G1", ("WD",)))  # the stone fence: the leader's 1 fails
    assert s.holder == "authority"


def test_8_1_several_commanders_of_a_side_act_at_once_in_rounds() -> None:
    s = position(
        [
            group("G1", "ES", activists=1, equipment=["ropes"], seat="north"),
            group("G2", "WS", seat="south"),
            group("G3", "CR", seat="south"),
            platoon("P1", "TH"),
        ],
        dice=[1, 6],
        commanders=TWO_COMMITTEES,
    )
    assert s.decision().sides == ("north", "south")
    s.apply("north", Move("G1", ("WD",)))  # fails
    # "each player on that side completes the action they were performing"
    assert s.holder == "activists" and s.decision().sides == ("south",)
    s.apply("south", Move("G2", ("I1",)))
    assert s.holder == "authority"


def test_8_1_a_round_repeats_while_every_commander_succeeds() -> None:
    s = position(
        [
            group("G1", "ES", seat="north"),
            group("G4", "WD", seat="north"),
            group("G2", "WS", seat="south"),
            group("G3", "CR", seat="south"),
            platoon("P1", "TH"),
        ],
        commanders=TWO_COMMITTEES,
    )
    s.apply("north", Move("G1", ("I2",)))
    s.apply("south", Move("G2", ("I1",)))
    assert s.decision().sides == ("north", "south")  # the next round


def test_21_a_the_game_ends_after_the_scenario_length() -> None:
    s = position(
        [group("G1", "WS"), platoon("P1", "TH")],
        initiatives=2,
        objectives=[{"feature": "WS", "role": "activists", "points": 3, "name": "the slope"}],
    )
    s.apply("activists", Hold())
    s.apply("authority", Hold())
    assert s.decision() is None
    result = s.outcome()
    assert result is not None and result.winners == ("activists",)
    assert result.scores == {"activists": 3.0, "authority": 0.0}

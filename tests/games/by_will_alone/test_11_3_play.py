"""Section 11.3 (with 16.2, 16.3, 16.5 and 7.5) played through the Game API: Confront,
Disperse and the encounter of a move, with scripted dice and exact results."""

from __future__ import annotations

from strife.games.by_will_alone.model.state import ByWillAloneState
from tests.games.by_will_alone.rules_support import group, option, platoon, scenario, start, texts

NO_SHOTS = [1, 1] * 4  # four Reliable stands: 2D6 + 2 is at least 4, never a shot (16.5)


def test_11_3_play_confront_four_to_one_higher_side_places() -> None:
    s = start(
        scenario(group("G1", "HS1"), platoon("P1", "HS1")),
        [*NO_SHOTS, 6, 6, 6, 6, 1, 1, 1, 2, 4, 4, 4, 4],
    )
    events = s.apply("activists", option(s, "activists", "G1 confronts P1"))
    assert texts(events) == [
        "0 of 4 stands of Platoon P1 shoot by accident",
        "Group G1 rolls 4 dice: 4 points; Platoon P1 rolls 4 dice: 0 points; Group G1 is "
        "higher: the lower side checks morale and withdraws; Group G1 has the initiative",
        # 21 (ruling 21-b): the platoon lost at 2:1 or more to a nonviolent group
        "4 stands of Platoon P1 dissuaded, no media present: 4 points to the activists",
        "Platoon P1: 0 of 4 stands fail (25% or fewer of the unit); it is now reliable",
    ]
    # 4:0 is Morale Check / Withdraw; the higher side (the activists) places the police.
    decision = s.decision()
    assert decision is not None and decision.sides == ("activists",)
    labels = [a.label() for a in s.options("activists")]
    assert "P1 withdraws to I2" in labels and "P1 withdraws to HS1" not in labels
    events = s.apply("activists", option(s, "activists", "P1 withdraws to I2"))
    assert s.at == ["HS1", "I2"]
    assert texts(events)[0] == "Platoon P1 withdraws to Station Street corner"
    assert s.marks["situation:authority:WITHDREW"] == 1  # 15: +1 for its commander


def test_11_3_play_hold_passes_the_initiative() -> None:
    s = start(scenario(group("G1", "HS1"), platoon("P1", "HS1")), NO_SHOTS + [4, 4, 1, 1] * 2)
    events = s.apply("activists", option(s, "activists", "G1 confronts P1"))
    assert "both sides hold" in texts(events)[1]
    assert s.holder == "authority"
    assert "The nonviolent activists lose the initiative: an action was opposed" in texts(events)
    assert s.at == ["HS1", "HS1"]


def lose_two_to_one(discipline: list[int], after: list[int]) -> ByWillAloneState:
    s = start(
        scenario(group("G1", "HS1"), platoon("P1", "HS1")),
        [*NO_SHOTS, 4, 1, 1, 1, 4, 4, 1, 1, *discipline, *after],
    )
    s.apply("activists", option(s, "activists", "G1 confronts P1"))
    return s


def test_11_3_play_lower_side_chooses_at_two_to_one() -> None:
    s = lose_two_to_one([2, 1] * 4, [])
    decision = s.decision()
    assert decision is not None and decision.sides == ("activists",)
    for x in s.forces.units[0].stands:
        s.condition[x] = "sitting"
    s.apply("activists", option(s, "activists", "G1 withdraws to CSQ"))
    assert s.at == ["CSQ", "HS1"]
    assert not any(s.condition)  # a condition lasts until the unit moves (ruling 8.2-a)
    assert s.holder == "authority"  # the activists' action failed against the police
    assert s.marks["situation:authority:ACTIVISTS_WITHDREW"] == 1


def test_16_2_play_losers_check_discipline_and_16_3_attack() -> None:
    # The last stand rolls 1 + 1 + 1 = 3 < 4 and loses discipline. It attacks the police at
    # once with two dice (6, 1: one point) against the police, now Dedicated (2, 2, 2, 2:
    # four points): 4:1, and it fails its morale check (3) and is dispersed.
    s = lose_two_to_one([2, 1, 2, 1, 2, 1, 1, 1], [6, 1, 2, 2, 2, 2, 3])
    assert texts(s.log)[2:] == [
        "Group G1: 1 of 4 stands lose their nonviolent discipline",
        "1 stand(s) of Group G1 out of control attack Platoon P1, now Dedicated: 1 against 4",
        "1 of them fail their morale and are dispersed",
    ]
    stands = s.forces.units[0].stands
    assert [s.status[x] for x in stands] == ["", "", "", "dispersed"]
    assert s.grade[1] == "dedicated"
    assert s.marks["violent:G1"] == 1
    assert s.marks["situation:authority:ATTACKED"] == 1


def test_16_5_play_accidental_fire_uses_the_deadliest_weapon() -> None:
    # Wavering police (6) with rifles (weapons 3). Stand 1: 1 + 1 + 2 = 4 shoots; stand 2
    # touches it: 2 + 2 + 2 - 1 = 5 shoots; stands 3 and 4: 3 + 3 + 2 - 1 = 7 hold. The two
    # that shot roll 3 dice each, the others 1: 8 dice, all sixes against the activists' 4.
    s = start(
        scenario(group("G1", "HS1"), platoon("P1", "HS1", reliability="wavering", weapons=3)),
        [1, 1, 2, 2, 3, 3, 3, 3] + [6, 6, 6, 6] + [6] * 8 + [6, 6, 6, 6] + [2, 1] * 4,
    )
    events = s.apply("activists", option(s, "activists", "G1 confronts P1"))
    log = texts(events)
    assert log[0] == "2 of 4 stands of Platoon P1 shoot by accident"
    assert "Platoon P1 rolls 8 dice: 8 points" in log[1]
    # 7.5: the first use of lethal force on nonviolent people: a unit morale check.
    assert log[2].startswith("Platoon P1 first uses lethal force (direct fire) on nonviolent")
    assert s.marks["force:3"] == 1 and s.marks["used:P1:3"] == 1


def test_8_3_play_a_move_into_an_opposing_unit_is_a_confrontation() -> None:
    s = start(
        scenario(group("G1", "I2"), platoon("P1", "HS1")),
        [*NO_SHOTS, 6, 6, 6, 6, 1, 1, 1, 2, 4, 4, 4, 4],
    )
    s.apply("activists", option(s, "activists", "Move G1 to HS1"))
    # 8.3: the police react first; they hold, and the confrontation follows.
    events = s.apply("authority", option(s, "authority", "P1: hold"))
    assert any(t.startswith("Group G1 rolls 4 dice: 4 points") for t in texts(events))
    # The engine ends the move; the activists, higher at 4:1, then place the police.
    decision = s.decision()
    assert decision is not None and decision.sides == ("activists",)
    s.apply("activists", option(s, "activists", "P1 withdraws to I2"))
    assert s.at == ["HS1", "I2"]
    assert not s.tasks


def test_11_3_play_sitting_stands_roll_two_dice() -> None:
    # 8.2 Sit Down (the engine's action) needs no activation; the sitting stands then roll
    # 2 dice each in the confrontation (11.3): 8 dice.
    s = start(
        scenario(group("G1", "HS1"), group("G2", "CSQ"), platoon("P1", "HS1")),
        [*NO_SHOTS, *[4] * 8, *[1] * 4, *[4] * 4],
    )
    s.apply("activists", option(s, "activists", "G1: sit down"))
    s.acted[0] = False  # as in a later initiative (ruling 8.1-c: one action a unit)
    events = s.apply("activists", option(s, "activists", "G1 confronts P1"))
    assert texts(events)[1].startswith("Group G1 rolls 8 dice: 8 points")


def test_16_5_play_fraternizing_stands_calm_the_police() -> None:
    # Two of G1's stands activate to fraternize (2 + 2 = 4; 1 + 2 = 3 fails). When G1 then
    # confronts the Wavering police (6), some stands fraternize: +3, so 1 + 1 + 2 + 3 = 7
    # and no one shoots; the fraternizing stands roll 3 dice each: 3 + 1 + 3 + 1 = 8.
    s = start(
        scenario(group("G1", "HS1"), platoon("P1", "HS1", reliability="wavering")),
        [2, 1, 2, 1, *[1, 1] * 4, *[4] * 8, *[4] * 4, *[6] * 4],
    )
    s.apply("activists", option(s, "activists", "G1: fraternize"))
    assert s.holder == "authority"  # activation passes the initiative
    s.apply("authority", option(s, "authority", "Hold: pass the initiative"))
    events = s.apply("activists", option(s, "activists", "G1 confronts P1"))
    assert texts(events)[0] == "0 of 4 stands of Platoon P1 shoot by accident"
    assert texts(events)[1].startswith("Group G1 rolls 8 dice: 8 points")


def test_8_2_play_envelope_surrounds_and_doubles_the_dice() -> None:
    # The police surround G1 at 2:1 (4 against 2): G1 does not withdraw but is surrounded;
    # it keeps its discipline (2 + 1 + 1 = 4). When G1 then confronts them, the police
    # roll 2 dice a stand for having enveloped it: 8.
    s = start(
        scenario(group("G1", "HS1"), platoon("P1", "HS1"), platoon("P2", "PS"), first="authority"),
        [4, 4, 4, 4, 4, 4, 1, 1, *[2, 1] * 4],
    )
    events = s.apply("authority", option(s, "authority", "P1 tries to surround G1"))
    assert texts(events)[-1] == "Platoon P1 surrounds Group G1"
    assert not s.tasks and s.at == ["HS1", "HS1", "PS"]
    assert "P1 tries to surround G1" not in [a.label() for a in s.options("authority")]
    s.apply("authority", option(s, "authority", "Hold: pass the initiative"))
    s.dice.values += [*NO_SHOTS, *[4] * 4, *[4] * 8, *[2, 1] * 4]  # type: ignore[attr-defined]
    events = s.apply("activists", option(s, "activists", "G1 confronts P1"))
    assert "Platoon P1 rolls 8 dice: 8 points" in texts(events)[1]


def test_16_5_play_enveloped_police_shoot_more_easily() -> None:
    # G1 surrounds the police (4 against 2). Confronting them afterwards, each police stand
    # is enveloped (-2): 1 + 1 + 2 - 2 = 2 < 4, the first shoots with its rifle (3 dice);
    # the others touch it (-1): 3 + 3 + 2 - 2 - 1 = 5, they hold. G1's stands roll 2 dice
    # each for having enveloped the police: 8.
    s = start(
        scenario(group("G1", "HS1"), group("G2", "CSQ"), platoon("P1", "HS1", weapons=3)),
        [*NO_SHOTS, 4, 4, 4, 4, 4, 4, 1, 1],
    )
    events = s.apply("activists", option(s, "activists", "G1 tries to surround P1"))
    assert texts(events)[-1] == "Group G1 surrounds Platoon P1"
    s.acted[0] = False  # as in a later initiative (ruling 8.1-c: one action a unit)
    s.dice.values += [1, 1, *[3, 3] * 3, *[4] * 8, *[1] * 6, *[4] * 4, *[4] * 4]  # type: ignore[attr-defined]
    events = s.apply("activists", option(s, "activists", "G1 confronts P1"))
    assert texts(events)[0] == "1 of 4 stands of Platoon P1 shoot by accident"
    assert texts(events)[1].startswith("Group G1 rolls 8 dice: 8 points; Platoon P1 rolls 6 dice")


def test_8_1_play_a_late_withdrawal_passes_an_initiative_no_one_can_use() -> None:
    # The engine ended the move before the withdrawal was placed; if the side that now
    # holds the initiative has no unit left that can act, placing it passes the initiative.
    from strife.games.by_will_alone.model.state import Task

    s = start(scenario(group("G1", "HS1"), platoon("P1", "HS1"), first="authority"), [])
    s.acted[1] = True
    s.tasks = (Task("withdraw", "activists", 1, (("seat", ""), ("outcome", "done"))),)
    events = s.apply("activists", option(s, "activists", "P1 withdraws to I2"))
    assert "The authority forces lose the initiative: no unit of the side can act" in texts(events)
    assert s.holder == "activists"
    assert s.decision() is not None and s.decision().sides == ("activists",)  # type: ignore[union-attr]


def test_7_5_play_a_unit_that_sees_indirect_fire_on_nonviolent_people_checks_once() -> None:
    from strife.core.events import Event
    from strife.games.by_will_alone.rules import aftermath

    # P1 fires a mortar (weapons 4) on G1 by accident; P2 in the same feature sees it.
    s = start(
        scenario(group("G1", "HS1"), platoon("P1", "HS1", weapons=4), platoon("P2", "HS1")),
        [6] * 12,
    )
    g1, p1 = s.unit_index("G1"), s.unit_index("P1")
    shot = {s.stands_in_play(p1)[1]: 4}
    events: list[Event] = []
    aftermath.force_used(s, [p1], [g1], shot, events)
    seen = [e.text for e in events if e.kind == "saw-force"]
    assert seen == [
        "Platoon P2 sees lethal force (indirect fire) or air weapons used on nonviolent "
        "people: 0 of 4 stands fail (25% or fewer of the unit); it is now reliable"
    ]
    again: list[Event] = []
    aftermath.force_used(s, [p1], [g1], shot, again)
    assert not [e for e in again if e.kind == "saw-force"]  # the first time only
    assert s.marks["saw-from-afar:P2"] == 1 and "saw-from-afar:P1" not in s.marks

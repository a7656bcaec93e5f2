"""8.2's Condition group played through the Game API (Sit Down, Fraternize, Party) and
what the conditions do to 11.3's dice and 16.5's test."""

from __future__ import annotations

from tests.games.by_will_alone.rules_support import group, option, platoon, scenario, start, texts


def test_8_2_play_sit_down_needs_no_activation_and_doubles_dice() -> None:
    s = start(
        scenario(group("G1", "HS1"), group("G2", "CSQ"), platoon("P1", "HS1")),
        [1, 1] * 4 + [4] * 8 + [1] * 4 + [4] * 4,
    )
    events = s.apply("activists", option(s, "activists", "G1 sits down"))
    assert texts(events) == ["Group G1 sits down"]
    assert s.holder == "activists"
    # Sitting is not fraternizing or partying: the police still test for accidents.
    s.acted[0] = False  # a later initiative (ruling 8.1-c: one action a unit)
    events = s.apply("activists", option(s, "activists", "G1 confronts P1"))
    assert texts(events)[1].startswith("Group G1 rolls 8 dice: 8 points")


def test_8_2_play_fraternize_activation_plus_two() -> None:
    # Trained (4) with +2: 2 and 1 pass? 2 + 2 = 4 passes, 1 + 2 = 3 fails.
    s = start(scenario(group("G1", "HS1"), platoon("P1", "HS1")), [2, 1, 2, 1])
    events = s.apply("activists", option(s, "activists", "G1 fraternizes"))
    assert texts(events)[0] == ("Group G1 fraternizes with its opponents: 2 of 4 stands activate")
    assert s.holder == "authority"  # the action needed activation
    stands = s.forces.units[0].stands
    assert [s.marks.get(f"condition:{x}:HS1", 0) for x in stands] == [2, 0, 2, 0]


def test_16_5_play_fraternizing_stands_calm_the_police() -> None:
    # Two of G1's stands activate (2 + 2, 1 + 2 fails) and fraternize.
    s = start(
        scenario(
            group("G1", "HS1"), group("G2", "CSQ"), platoon("P1", "HS1", reliability="wavering")
        ),
        [2, 1, 2, 1],
    )
    s.apply("activists", option(s, "activists", "G1 fraternizes"))
    s.apply("authority", option(s, "authority", "Hold: pass the initiative"))
    # Some stands fraternize (+3): 1 + 1 + 2 + 3 = 7 >= 6, no one shoots. Fraternizing
    # stands roll 3 dice each: 3 + 1 + 3 + 1 = 8 dice.
    s.dice.values += [1, 1] * 4 + [4] * 8 + [4] * 4 + [6] * 4  # type: ignore[attr-defined]
    events = s.apply("activists", option(s, "activists", "G1 confronts P1"))
    assert texts(events)[0] == "0 of 4 stands of Platoon P1 shoot by accident"
    assert texts(events)[1].startswith("Group G1 rolls 8 dice")

"""Section 17.4 played through the Game API: Build Barricade and what it does."""

from __future__ import annotations

from tests.games.by_will_alone.rules_support import group, option, platoon, scenario, start, texts


def test_17_4_play_build_a_barricade_and_defend_it() -> None:
    # Two of four stands fail (50%): built. Then the police try to disperse the group: its
    # dice are doubled behind the barricade (8), and its discipline rolls get -1.
    s = start(
        scenario(group("G1", "HS1"), platoon("P1", "HS1")),
        [4, 4, 1, 1] + [6, 6, 6, 6] + [4] * 8 + [4] * 4,
    )
    events = s.apply("activists", option(s, "activists", "G1 builds a barricade"))
    assert texts(events)[0] == (
        "Group G1 builds a barricade in High Street (market): 2 of 4 stands fail "
        "(50% or fewer of the unit)"
    )
    assert s.holder == "authority"  # it needed activation
    events = s.apply("authority", option(s, "authority", "P1 tries to disperse G1"))
    assert texts(events)[0].startswith(
        "Platoon P1 rolls 4 dice: 4 points; Group G1 rolls 8 dice: 8"
    )


def test_17_4_play_a_failed_barricade() -> None:
    s = start(scenario(group("G1", "HS1"), platoon("P1", "HS1")), [4, 1, 1, 1])
    events = s.apply("activists", option(s, "activists", "G1 builds a barricade"))
    assert texts(events)[0].startswith("Group G1 fails to build a barricade")
    assert "barricade:HS1" not in s.marks


def test_17_4_play_a_barricade_is_in_the_view_where_sighted() -> None:
    # Ruling 17.4-b: its own side always knows its barricade; the other side knows it from a
    # feature that has it in sight (here the platoon stands in it).
    s = start(scenario(group("G1", "HS1"), platoon("P1", "HS1")), [4, 4, 1, 1])
    assert s.view("activists")["barricades"] == []
    s.apply("activists", option(s, "activists", "G1 builds a barricade"))
    built = [{"feature": "HS1", "side": "activists"}]
    assert s.view("activists")["barricades"] == built
    assert s.view("authority")["barricades"] == built


def test_8_1_the_reason_the_initiative_passes_goes_to_its_commander() -> None:
    # A hidden unit's barricade and a Hold both pass the initiative: the other side is told
    # only that it passes, the commander who acted why.
    s = start(scenario(group("G1", "HS1"), platoon("P1", "HS1")), [4, 4, 1, 1])
    events = s.apply("activists", option(s, "activists", "G1 builds a barricade"))
    ends = [e for e in events if e.kind == "initiative-ends"]
    mine = [e.text for e in ends if e.visible("activists")]
    theirs = [e.text for e in ends if e.visible("authority")]
    assert mine == ["The nonviolent activists lose the initiative: the action needed activation"]
    assert theirs == ["The nonviolent activists lose the initiative"]

"""Section 14 played through the Game API: finding a new commander."""

from __future__ import annotations

from tests.games.by_will_alone.rules_support import group, option, platoon, scenario, start, texts

LOOK = "G1 looks for a new commander"


def test_14_play_a_leaderless_unit_only_looks_for_a_commander() -> None:
    s = start(scenario(group("G1", "HS1"), platoon("P1", "HS1")), [4] + [1, 1] * 4)
    s.status[s.forces.units[0].stands[0]] = "arrested"
    labels = [a.label() for a in s.options("activists")]
    assert LOOK in labels and "G1 confronts P1" not in labels
    events = s.apply("activists", option(s, "activists", LOOK))
    assert texts(events)[0] == (
        "Group G1: a stand steps forward as its new commander (rolled 4 = 4, needing 4: passes)"
    )
    assert s.marks["leader:G1"] == s.forces.units[0].stands[1] + 1
    # "The new commander may order new actions for that initiative."
    assert "G1 confronts P1" in [a.label() for a in s.options("activists")]


def test_14_play_the_dispersed_commander_comes_back() -> None:
    s = start(scenario(group("G1", "HS1"), platoon("P1", "HS1")), [4, 4])
    leader = s.forces.units[0].stands[0]
    s.status[leader] = "dispersed"
    events = s.apply("activists", option(s, "activists", LOOK))
    assert texts(events)[0].startswith("Group G1: its old commander comes back")
    assert s.status[leader] == "" and "leader:G1" not in s.marks


def test_14_play_no_retry_then_plus_one() -> None:
    s = start(scenario(group("G1", "HS1"), group("G2", "CSQ"), platoon("P1", "PS")), [3])
    s.status[s.forces.units[0].stands[0]] = "arrested"
    events = s.apply("activists", option(s, "activists", LOOK))
    assert texts(events)[0] == (
        f"Counter {s.label[0]} finds no new commander: rolled 3 = 3, needing 4: fails"
    )
    assert s.holder == "authority"
    s.dice.values += [3]  # type: ignore[attr-defined]
    s.apply("authority", option(s, "authority", "Hold: pass the initiative"))
    events = s.apply("activists", option(s, "activists", LOOK))
    assert "rolled 3 +1 = 4, needing 4: passes" in texts(events)[0]

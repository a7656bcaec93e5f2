"""Section 11.4 and 11.4.1 played through the Game API: Arrest (the roll, the player's
choice of stands, resisting, the guard) and Escape."""

from __future__ import annotations

from strife.games.by_will_alone.model.state import ByWillAloneState
from tests.games.by_will_alone.rules_support import group, option, platoon, scenario, start, texts

KEEP = [2, 1, 2, 1]  # two remaining Trained stands keep discipline: 2 + 1 + 1 = 4 (16.2)


def arrest_four() -> ByWillAloneState:
    """P1's three police roll 2, 1, 1 and may take four stands; they name all of G1's.
    Trained needs 4 to resist, -2 against police: 6, 5, 6, 2: the leader and the second
    activist resist; activists 1 and 3 are arrested."""
    s = start(
        scenario(group("G1", "HS1"), platoon("P1", "HS1"), platoon("P2", "PS"), first="authority"),
        [2, 1, 1, 6, 5, 6, 2, *KEEP],
    )
    events = s.apply("authority", option(s, "authority", "P1 arrests stands of G1"))
    assert texts(events) == [
        "Platoon P1 moves to arrest Group G1: its stands roll 2, 1, 1 and may take 4 stands"
    ]
    for k in (1, 2, 3, 4):
        words = "leader stand 1" if k == 1 else f"activist stand {k}"
        s.apply("authority", option(s, "authority", f"Arrest {words} of G1"))
    return s


def test_11_4_play_arrest_roll_choice_resist_guard() -> None:
    s = arrest_four()
    log = texts(s.log)
    assert log[0] == "2 of 4 stands of Group G1 are arrested; the rest resist"
    assert log[1] == "Group G1: 0 of 2 stands lose their nonviolent discipline"
    g1, p1 = s.forces.units[0].stands, s.forces.units[1].stands
    assert [s.status[x] for x in g1] == ["", "arrested", "", "arrested"]
    assert [s.status[x] for x in p1] == ["", "", "", "guarding"]  # the last police stand
    assert s.holder == "authority"  # an arrest that takes someone keeps the initiative
    assert s.log[-1].text.startswith("Group G1: 0 of 2")


def test_11_4_play_arrest_no_more() -> None:
    s = start(
        scenario(group("G1", "HS1"), platoon("P1", "HS1"), platoon("P2", "PS"), first="authority"),
        [2, 1, 1, 6],
    )
    s.apply("authority", option(s, "authority", "P1 arrests stands of G1"))
    assert "Arrest no more" not in [a.label() for a in s.options("authority")]
    s.apply("authority", option(s, "authority", "Arrest leader stand 1 of G1"))
    events = s.apply("authority", option(s, "authority", "Arrest no more"))
    # The leader resisted (6): no one taken, the arrest was opposed.
    assert "0 of 1 stands of Group G1 are arrested; the rest resist" in texts(events)
    assert s.holder == "activists"


def test_11_4_1_play_escape_breach_frees_all() -> None:
    # The police hold on; the activists' turn comes when the police hold. Escape: Trained
    # 5+ rolls 5 and 3: one gets away and confronts the guard in the open (1 die, 2: no
    # point) with a 6 (1 point): a breach, both arrested stands are free.
    s = arrest_four()
    s.apply("authority", option(s, "authority", "Hold: pass the initiative"))
    s.dice.values += [5, 3, 6, 2]  # type: ignore[attr-defined]
    events = s.apply("activists", option(s, "activists", "G1: the arrested try to escape"))
    assert texts(events)[0] == "The arrested stands of Group G1 break out: all 2 escape"
    assert all(s.status[x] == "" for x in s.forces.units[0].stands)
    assert s.status[s.forces.units[1].stands[-1]] == ""  # the guard is free again


def test_11_4_1_play_escape_fails_without_breach() -> None:
    s = arrest_four()
    s.apply("authority", option(s, "authority", "Hold: pass the initiative"))
    s.dice.values += [4, 4]  # type: ignore[attr-defined]
    events = s.apply("activists", option(s, "activists", "G1: the arrested try to escape"))
    assert texts(events)[0] == (
        "0 of 2 arrested stands of Group G1 pass their escape roll, but they make no breach"
    )
    assert s.holder == "authority"  # a risky action failed


def test_11_4_play_an_arrest_is_news() -> None:
    # 21.3-c: the crews go toward the most newsworthy event; an arrest is one.
    from strife.games.by_will_alone.rules import news_crews

    s = arrest_four()
    assert news_crews.story(s) == "HS1"

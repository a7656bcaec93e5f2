"""The worked examples of the rulebook (Examples of Play; Losing Markers Example), played
with scripted dice: every total, column and result as the text gives it."""

from __future__ import annotations

from crisis_support import kinds, play, start, units, waiting

from strife.games.crisis2000.model.actions import (
    COUNTERATTACK,
    DONE,
    FIREPOWER,
    ROLL,
    Attack,
    Choose,
    Join,
    Move,
    Place,
    Play,
    Support,
)
from strife.games.crisis2000.model.markers import FOREIGN_INTERVENTION


def test_example_data_conflict():
    """Government: 2 High-Tech, a Strike Force and a Special Operations in California; Rebel:
    a Cybernaut and an Insurgent. SF + SO = 5, Mass Rally +4 in a Metroplex = 9; an 8 on the
    "9+" column is "D": the Government flips the Cybernaut, which attacks the Insurgent on the
    "3" column: T (Riot), a Government Insurgent and 3 markers (California's Value). The new
    Insurgent with Detention Camp totals 3: C (Crash), one Government marker returned, along
    with the Detention Camp."""
    s = start(
        ["government california 2 high_tech", "government california strike_force",
         "government california special_operations", "rebel california cybernaut",
         "rebel california insurgent"],
        active="government",
        hands={"government": ["Mass Rally", "Detention Camp"]},
        # die 8 (D); die 5 (Riot); three picks from the cup; die 1 (Crash); the lost marker
        dice=[8, 5, 1, 1, 2, 1, 1],
    )  # fmt: skip
    events = play(s, Attack("california"), Join("strike_force"), Join("special_operations"),
                  Support("Mass Rally"), ROLL)  # fmt: skip
    [result] = kinds(events, "data-result")
    assert (result.data["total"], result.data["column"], result.data["die"]) == (9, "9+", 8)
    assert result.data["result"] == "D"
    options = s.options("government")
    assert Choose("defect", "cybernaut") in options
    assert Choose("neutralize", "insurgent") in options
    assert Choose("recruit", "insurgent") in options

    play(s, Choose("defect", "cybernaut"))
    assert units(s, "government", "california")["cybernaut"] == 1
    assert units(s, "rebel", "california") == {"insurgent": 1}

    events = play(s, Attack("california"), Join("cybernaut"), ROLL)
    [result] = kinds(events, "data-result")
    assert (result.data["total"], result.data["column"], result.data["result"]) == (3, "3", "T")
    assert units(s, "government", "california")["insurgent"] == 1
    assert s.hands["government"] == (
        "Air Strike",
        "Air Strike",
        "Community Policing",
        "Detention Camp",
    )

    events = play(s, Attack("california"), Join("insurgent"), Support("Detention Camp"), ROLL)
    [result] = kinds(events, "data-result")
    assert (result.data["total"], result.data["column"], result.data["result"]) == (3, "3", "C")
    assert s.hands["government"] == ("Air Strike", "Community Policing")
    assert s.cup.count("Detention Camp") == 3 and s.cup.count("Air Strike") == 1
    assert s.cup.count("Mass Rally") == 3
    play(s, DONE)  # the Government ends its Data attacks in California
    assert s.phase == "move"


def test_example_regular_movement():
    s = start(
        ["government sunbelt infrastructure", "government sunbelt cybernaut",
         "government sunbelt special_operations", "government sunbelt 2 high_tech",
         "rebel southeast 2 insurgent"],
        active="government", phase="move",
    )  # fmt: skip
    board = s.board
    options = s.options("government")
    assert not [a for a in options if isinstance(a, Move) and a.unit == "infrastructure"]
    assert board.cost("sunbelt", "greater_ny") == 3
    assert board.cost("sunbelt", "southeast") == 1
    assert board.cost("sunbelt", "dc") == 2
    play(s, Move("cybernaut", "sunbelt", "greater_ny"),
         Move("special_operations", "sunbelt", "greater_ny"),
         Move("high_tech", "sunbelt", "southeast"), Move("high_tech", "sunbelt", "dc"))  # fmt: skip
    assert units(s, "government", "greater_ny") == {"cybernaut": 1, "special_operations": 1}
    assert units(s, "government", "southeast") == {"high_tech": 1}
    assert units(s, "government", "dc") == {"high_tech": 1}
    # no unit moves twice, and rebel units in the Southeast did not stop the High-Tech
    assert not [a for a in s.options("government") if isinstance(a, Move)]


def test_example_overseas_movement_1():
    s = start(["government greater_ny cybernaut", "government greater_ny insurgent",
               "government nato insurgent"], active="government", phase="move")  # fmt: skip
    options = s.options("government")
    assert Move("cybernaut", "greater_ny", "nato") in options
    assert Move("insurgent", "greater_ny", "nato") not in options
    assert not [a for a in options if isinstance(a, Move) and a.frm == "nato"]
    play(s, Move("cybernaut", "greater_ny", "nato"))
    assert not [a for a in s.options("government") if isinstance(a, Move) and a.frm == "nato"]
    # a Cybernaut starting in NATO could leave (2) and go one region further, no more
    assert set(s.board.reach("nato", 3)) == {"greater_ny", "new_england", "dc", "appalachia",
                                             "midwest"}  # fmt: skip


def test_example_overseas_movement_2():
    board = start().board
    assert {"california", "rockies", "sunbelt", "seatac"} <= set(board.reach("pacific_rim", 3))
    assert set(board.reach("pacific_rim", 2)) == {"california", "seatac"}


def test_example_armed_conflict():
    """Rebel: Rapid Deployment, Strike Force, 2 Insurgents in Heartland; Government:
    High-Tech, Cybernaut, Infrastructure."""
    s = start(
        ["rebel heartland rapid_deployment", "rebel heartland strike_force",
         "rebel heartland 2 insurgent", "government heartland high_tech",
         "government heartland cybernaut", "government heartland infrastructure"],
        active="rebel", phase="armed",
        hands={"rebel": ["Community Policing", "Militia", "Hackers"],
               "government": ["Detention Camp", "Detention Camp"]},
        dice=[1, 4, 6, 7, 1, 1, 1],  # the last: the Government's next pick
    )  # fmt: skip
    # The SF attacks alone so the Cybernaut can be affected; Community Policing adds 2: 5.
    events = play(s, Attack("heartland"), Join("strike_force"), Support("Community Policing"),
                  ROLL)  # fmt: skip
    [result] = kinds(events, "armed-result")
    assert (result.data["total"], result.data["column"], result.data["result"]) == (5, "5", "CA")
    assert waiting(s)[0] == "government"
    # All three Government units counterattack with two Detention Camps: 6. "T": the SF.
    events = play(s, COUNTERATTACK, Join("high_tech"), Join("cybernaut"), Join("infrastructure"),
                  Support("Detention Camp"), Support("Detention Camp"), ROLL)  # fmt: skip
    [result] = kinds(events, "armed-result")
    assert (result.data["total"], result.data["column"], result.data["result"]) == (6, "6-7", "T")
    assert units(s, "rebel", "heartland") == {"rapid_deployment": 1, "insurgent": 2}
    assert s.cup.count("Detention Camp") == 3 and "Community Policing" in s.cup
    # The Rapid Deployment on the 4 column: T, the High-Tech (Cybernaut immune, Infrastructure
    # hit only by E).
    events = play(s, Attack("heartland"), Join("rapid_deployment"), ROLL)
    [result] = kinds(events, "armed-result")
    assert (result.data["column"], result.data["result"]) == ("4", "T")
    assert units(s, "government", "heartland") == {"cybernaut": 1, "infrastructure": 1}
    # Two Insurgents with Maximum Firepower: 8. E/C: the Infrastructure is eliminated, not the
    # Cybernaut, and 2 Rebel markers go (Heartland's Value); the second Collateral Damage from
    # Maximum Firepower is ignored.
    events = play(s, Attack("heartland"), Join("insurgent"), Join("insurgent"), FIREPOWER, ROLL)
    [result] = kinds(events, "armed-result")
    assert (result.data["total"], result.data["column"], result.data["result"]) == (8, "8-9", "E/C")
    assert units(s, "government", "heartland") == {"cybernaut": 1}
    [lost] = kinds(events, "lost")
    assert lost.data == {"side": "rebel", "count": 2, "short": 0}
    assert s.hands["rebel"] == ()


def test_example_losing_markers():
    """The Rebel has three markers and must lose five: all three go back, and the Government
    picks two new markers to make up for the two the Rebel could not lose."""
    s = start(
        ["rebel california insurgent"],
        active="rebel",
        hands={"rebel": [FOREIGN_INTERVENTION, "Militia", "Militia", "Militia"]},
        # Foreign Intervention rolls 5: five units, and five markers to lose.
        dice=[5, 1, 1, 1, 1, 1],
    )
    events = play(s, Play(FOREIGN_INTERVENTION))
    [lost] = kinds(events, "lost")
    assert lost.data == {"side": "rebel", "count": 3, "short": 2}
    assert s.hands["rebel"] == ()
    assert s.hands["government"] == ("Air Strike", "Air Strike")
    assert FOREIGN_INTERVENTION in s.removed
    # and the five units arrive, all in one Overseas Command
    play(s, Place("high_tech", "nato"))
    for _ in range(4):
        assert {a.region for a in s.options("rebel") if isinstance(a, Place)} == {"nato"}
        play(s, s.options("rebel")[0])
    assert sum(units(s, "rebel", "nato").values()) == 5

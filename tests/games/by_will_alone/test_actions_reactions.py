"""8.2 (the Condition actions and activation) and 8.3 (reactions to a moving unit).

The confrontation itself (11.3) belongs to rules/conflict.py; here a recorder stands in
for it, so that what the engine hands over (the mover and the units that confront it) and
what it does with the result (the initiative) are tested exactly."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from strife.core.events import Event
from strife.games.by_will_alone.model.actions import (
    Fraternize,
    Hold,
    Move,
    Partial,
    Party,
    React,
    SitDown,
)
from strife.games.by_will_alone.model.state import ByWillAloneState
from strife.games.by_will_alone.rules import encounter
from strife.games.by_will_alone.rules.registry import Outcome
from tests.games.by_will_alone.helpers import group, platoon, position, unit_at

Calls = list[tuple[int, list[int]]]


@pytest.fixture
def confronts(monkeypatch: pytest.MonkeyPatch) -> Iterator[Calls]:
    calls: Calls = []

    def resolve(
        state: ByWillAloneState, mover: int, reactors: list[int], events: list[Event]
    ) -> Outcome:
        calls.append((mover, reactors))
        return Outcome.OPPOSED

    monkeypatch.setattr(encounter, "CONFRONT", resolve)
    yield calls


def _met(dice: list[int]) -> ByWillAloneState:
    """The riot platoon moves from I2 into the group in M2; the group must react."""
    s = position(
        [group("G1", "M2"), group("G2", "WS"), platoon("P1", "I2"), platoon("P2", "TH")],
        dice=dice,
        first="authority",
    )
    s.apply("authority", Move("P1", ("M2",)))
    return s


def test_8_3_a_unit_met_by_a_moving_unit_reacts(confronts: Calls) -> None:
    s = _met([])
    assert s.decision().sides == ("activists",)
    assert s.options("activists") == [
        React("G1", "hold", ""),
        React("G1", "sit down", ""),
        React("G1", "slow move", ""),
        React("G1", "shadow", ""),
        React("G1", "withdraw", "HB"),
        React("G1", "withdraw", "I3"),
        React("G1", "withdraw", "HW"),
        React("G1", "withdraw", "WD"),
        React("G1", "withdraw", "I2"),
    ]


def test_8_3_hold_needs_no_activation_and_leads_to_a_confrontation(confronts: Calls) -> None:
    s = _met([])
    s.apply("activists", React("G1", "hold", ""))
    assert confronts == [(s.unit_index("P1"), [s.unit_index("G1")])]
    assert s.holder == "activists"  # the move was opposed: the initiative passes


def test_8_3_sit_down_activates_at_plus_two(confronts: Calls) -> None:
    s = _met([2, 2, 2, 2])  # trained stands need 4: 2 + 2 passes for each
    s.apply("activists", React("G1", "sit down", ""))
    stands = s.forces.units[s.unit_index("G1")].stands
    assert [s.condition[x] for x in stands] == ["sitting"] * 4
    assert len(confronts) == 1


def test_8_3_the_commander_chooses_whether_the_activated_stands_react(confronts: Calls) -> None:
    s = _met([2, 2, 2, 1])  # the last stand's 1 + 2 fails
    s.apply("activists", React("G1", "sit down", ""))
    assert s.options("activists") == [Partial("G1", True), Partial("G1", False)]
    s.apply("activists", Partial("G1", True))
    stands = s.forces.units[s.unit_index("G1")].stands
    assert [s.condition[x] for x in stands] == ["sitting", "sitting", "sitting", ""]
    assert len(confronts) == 1


def test_8_3_or_all_hold(confronts: Calls) -> None:
    s = _met([2, 2, 2, 1])
    s.apply("activists", React("G1", "sit down", ""))
    s.apply("activists", Partial("G1", False))
    stands = s.forces.units[s.unit_index("G1")].stands
    assert [s.condition[x] for x in stands] == [""] * 4
    assert len(confronts) == 1


def test_8_3_slow_move_activates_at_plus_one(confronts: Calls) -> None:
    s = _met([3, 3, 3, 2])  # 3 + 1 passes, 2 + 1 fails
    s.apply("activists", React("G1", "slow move", ""))
    assert s.options("activists") == [Partial("G1", True), Partial("G1", False)]


def test_8_3_withdraw_moves_to_the_next_feature_without_a_confrontation(
    confronts: Calls,
) -> None:
    s = _met([2, 2, 2, 2])
    s.apply("activists", React("G1", "withdraw", "I3"))
    assert unit_at(s, "G1") == "I3"
    assert confronts == []
    assert s.holder == "authority"  # the move succeeded: the authority keeps the initiative


def test_8_3_b_a_withdraw_some_stands_fail_is_a_hold(confronts: Calls) -> None:
    s = _met([6, 6, 6, 1])
    s.apply("activists", React("G1", "withdraw", "I3"))
    assert unit_at(s, "G1") == "M2"
    assert len(confronts) == 1


def test_8_3_a_shadowing_unit_keeps_in_contact(confronts: Calls) -> None:
    s = _met([4, 4, 4, 4])
    s.apply("activists", React("G1", "shadow", ""))
    assert confronts == []
    s.apply("authority", Hold())
    s.apply("activists", Hold())
    events = s.apply("authority", Move("P1", ("I3",)))
    assert unit_at(s, "G1") == "I3"
    assert any(e.kind == "shadow" for e in events)


def _facing(dice: list[int]) -> ByWillAloneState:
    return position(
        [group("G1", "M2"), group("G2", "WS"), platoon("P1", "M2")],
        dice=dice,
    )


def test_8_2_sit_down_needs_no_activation() -> None:
    s = _facing([])
    assert SitDown("G1") in s.options("activists")
    s.apply("activists", SitDown("G1"))
    stands = s.forces.units[0].stands
    assert [s.condition[x] for x in stands] == ["sitting"] * 4
    assert s.holder == "activists"


def test_8_2_fraternize_activates_at_plus_two_and_passes_the_initiative() -> None:
    s = _facing([2, 1, 2, 2])
    s.apply("activists", Fraternize("G1"))
    stands = s.forces.units[0].stands
    assert [s.condition[x] for x in stands] == ["fraternizing", "", "fraternizing", "fraternizing"]
    assert s.holder == "authority"


def test_8_2_party_activates_without_a_modifier() -> None:
    s = _facing([4, 3, 4, 4])
    s.apply("activists", Party("G1"))
    stands = s.forces.units[0].stands
    assert [s.condition[x] for x in stands] == ["partying", "", "partying", "partying"]
    assert s.holder == "authority"


def test_8_2_a_conditions_face_an_opposing_unit_and_end_when_the_unit_moves() -> None:
    s = position([group("G1", "M1"), group("G2", "WS"), platoon("P1", "TH")])
    assert not any(a.kind == "sit-down" for a in s.options("activists"))
    s = _facing([])
    s.apply("activists", SitDown("G1"))
    s.apply("activists", Hold())
    s.apply("authority", Hold())
    s.apply("activists", Move("G1", ("I3",)))
    assert s.condition[0] == ""


def test_8_3_c_a_shadowing_unit_loses_contact_when_it_cannot_follow(confronts: Calls) -> None:
    s = _met([4, 4, 4, 4])
    s.apply("activists", React("G1", "shadow", ""))
    s.apply("authority", Hold())
    s.apply("activists", Hold())
    events = s.apply("authority", Move("P1", ("I3", "M3")))  # two features: G1 moves one
    assert unit_at(s, "G1") == "M2"
    assert [e.kind for e in events if e.kind.startswith("shadow")] == ["shadow-lost"]
    assert not any(k.startswith("shadow:") for k in s.marks)


def test_8_3_c_withdraw_goes_where_no_obstacle_or_opposing_unit_is(confronts: Calls) -> None:
    s = position(
        [group("G1", "ES"), group("G2", "WS"), platoon("P1", "I2"), platoon("P2", "CR")],
        first="authority",
    )
    s.apply("authority", Move("P1", ("ES",)))
    places = [a.feature for a in s.options("activists") if a.reaction == "withdraw"]
    # WD is over a stone fence, CR holds an opposing platoon, I2 was just left empty.
    assert places == ["I2", "M1"]

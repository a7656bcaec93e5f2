"""9: movement by terrain features, rates, obstacles with equipment and retries."""

from __future__ import annotations

from strife.games.by_will_alone.model.actions import Hold, Move
from strife.games.by_will_alone.rules import movement
from tests.games.by_will_alone.helpers import detachment, group, platoon, position, unit_at


def destinations(state, uid: str) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(movement.paths(state, state.unit_index(uid)))


def test_9_1_activists_move_one_feature() -> None:
    s = position([group("G1", "I2"), platoon("P1", "TH")])
    assert destinations(s, "G1") == ["ES", "M1", "M2", "NR"]


def test_9_1_police_move_two_features() -> None:
    s = position([group("G1", "BE"), platoon("P1", "I3")], first="authority")
    # Straight to PK is over a wire fence (no cutters), but round by M3 it is open; the
    # river needs boats, and WD is over a stream from HW but open from M2.
    assert destinations(s, "P1") == ["HB", "HW", "I2", "I4", "M2", "M3", "PK", "WD"]


def test_9_1_land_vehicles_move_three_features() -> None:
    s = position([group("G1", "BE"), detachment("V1", "I1", [("vehicle", 2)])], first="authority")
    # Vehicles keep out of buildings, housing blocks and woods (9.2), and the cliff needs
    # climbing gear: along Main Street and onto the slopes, three features at most.
    assert destinations(s, "V1") == ["CR", "ES", "I2", "M1", "M2", "NR", "WS"]


def test_9_1_c_a_unit_rides_only_with_a_vehicle_for_each_stand_on_foot() -> None:
    s = position(
        [group("G1", "BE"), detachment("V1", "I1", [("police", 2), ("vehicle", 1)])],
        first="authority",
    )
    assert s.forces.rate(s.forces.units[s.unit_index("V1")]) == 2  # three on foot, one truck


def test_9_1_airborne_anywhere_on_the_board() -> None:
    s = position(
        [group("G1", "BE"), detachment("H1", "PK", [("helicopter", 1)])], first="authority"
    )
    s.at[s.unit_index("H1")] = "PK"
    found = destinations(s, "H1")
    # With the confrontation rules (11.3) in play a move may end in the opposing unit's
    # feature and confront it (8.3): from the air that is any feature, BE included.
    assert "WS" in found and "TH" in found and "BE" in found and "PK" not in found


def test_9_1_airborne_stops_short_without_confrontations(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from strife.games.by_will_alone.rules import encounter

    monkeypatch.setattr(encounter, "CONFRONT", None)
    s = position(
        [group("G1", "BE"), detachment("H1", "PK", [("helicopter", 1)])], first="authority"
    )
    found = destinations(s, "H1")
    assert "WS" in found and "TH" in found and "PK" not in found and "BE" not in found


def test_9_1_a_move_stops_short_of_an_opposing_unit() -> None:
    # Without the confrontation rules (11) a unit may not enter the opposing unit's feature,
    # nor pass through it.
    s = position([group("G1", "M2"), platoon("P1", "I1")], first="authority")
    assert "M1" in destinations(s, "P1") and "I2" in destinations(s, "P1")
    assert "M2" not in destinations(s, "P1") and "I3" not in destinations(s, "P1")


def test_9_1_the_direction_is_announced() -> None:
    s = position([group("G1", "I2"), platoon("P1", "TH")])
    events = s.apply("activists", Move("G1", ("M2",)))
    # An unsighted unit is named by its counter (6.3): events reach both sides.
    assert events[0].text == f"Counter {s.label[0]} moves east"
    assert events[0].rule == "9.1"
    assert unit_at(s, "G1") == "M2"


def test_9_2_an_obstacle_needs_its_equipment() -> None:
    s = position([group("G1", "PK"), platoon("P1", "TH")])
    assert "I3" not in destinations(s, "G1")  # a wire fence, and no wire cutters
    s = position([group("G1", "PK", equipment=["wire_cutters"]), platoon("P1", "TH")])
    assert "I3" in destinations(s, "G1")


def test_9_2_each_stand_checks_morale_to_cross() -> None:
    s = position(
        [
            group("G1", "PK", equipment=["wire_cutters"], activists=2),
            group("G2", "WS"),
            platoon("P1", "TH"),
        ],
        dice=[4, 5, 6],
    )
    events = s.apply("activists", Move("G1", ("I3",)))
    assert unit_at(s, "G1") == "I3"
    crossed = [e for e in events if e.kind == "crossed"]
    assert crossed[0].rule == "9.2"
    assert s.dice.position == 3  # one roll for each stand: the leader and two activists
    assert s.holder == "activists"  # a risky action that succeeds keeps the initiative


def test_9_2_a_failed_crossing_stops_the_unit_and_passes_the_initiative() -> None:
    s = position(
        [group("G1", "PK", equipment=["wire_cutters"], activists=2), platoon("P1", "TH")],
        dice=[4, 3, 6],  # trained stands need 4: the second fails
    )
    s.apply("activists", Move("G1", ("I3",)))
    assert unit_at(s, "G1") == "PK"
    assert s.holder == "authority"
    assert s.tries[s.unit_index("G1")] == 1


def test_9_2_each_later_attempt_adds_one() -> None:
    s = position(
        [group("G1", "PK", equipment=["wire_cutters"], activists=2), platoon("P1", "TH")],
        dice=[4, 3, 6, 3, 3, 3],
    )
    s.apply("activists", Move("G1", ("I3",)))  # fails: 3 < 4
    s.apply("authority", Hold())
    s.apply("activists", Move("G1", ("I3",)))  # 3 + 1 = 4 passes for every stand
    assert unit_at(s, "G1") == "I3"
    assert s.tries[s.unit_index("G1")] == 0


def test_9_2_the_bonus_ends_when_another_action_is_chosen() -> None:
    s = position(
        [group("G1", "PK", equipment=["wire_cutters"], activists=2), platoon("P1", "TH")],
        dice=[4, 3, 6],
    )
    s.apply("activists", Move("G1", ("I3",)))
    s.apply("authority", Hold())
    s.apply("activists", Move("G1", ("HB",)))  # a different move: no obstacle
    assert s.tries[s.unit_index("G1")] == 0 and s.trying[s.unit_index("G1")] == ""


def test_9_2_housing_blocks_and_heavy_woods_are_for_units_on_foot() -> None:
    s = position([group("G1", "BE"), detachment("M1", "I3", [("mounted", 3)])], first="authority")
    found = destinations(s, "M1")
    assert "HW" not in found and "HB" not in found  # horses: not on foot
    s = position([group("G1", "BE"), platoon("P1", "I3")], first="authority")
    assert "HW" in destinations(s, "P1") and "HB" in destinations(s, "P1")


def test_9_2_vehicles_do_not_enter_woods() -> None:
    s = position([group("G1", "BE"), detachment("V1", "M2", [("vehicle", 1)])], first="authority")
    assert "WD" not in destinations(s, "V1") and "HW" not in destinations(s, "V1")


def test_9_2_rivers_need_boats_and_vehicles_a_ford() -> None:
    s = position([group("G1", "HW"), platoon("P1", "TH")])
    assert "RV" not in destinations(s, "G1")
    s = position([group("G1", "HW", equipment=["boats"]), platoon("P1", "TH")])
    assert "RV" in destinations(s, "G1")
    s = position(
        [group("G1", "WS"), detachment("V1", "M3", [("vehicle", 1)], equipment=["amphibious"])],
        first="authority",
    )
    # An amphibious vehicle enters the river only at the ford from the beach.
    found = movement.paths(s, s.unit_index("V1"))
    assert "RV" in found and found["RV"] == ("I4", "BE", "RV")


def test_9_2_putting_out_onto_a_river_is_crossing_an_obstacle() -> None:
    s = position([group("G1", "HW", equipment=["boats"], activists=1), platoon("P1", "TH")],
                 dice=[1, 6])  # fmt: skip
    s.apply("activists", Move("G1", ("RV",)))
    assert unit_at(s, "G1") == "HW"  # the leader stand's 1 fails

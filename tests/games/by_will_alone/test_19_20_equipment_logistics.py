"""19 and 20 completed (rulings 19-a to 19-d, 20-a to 20-c): the devices, what is used up,
food, and guarding the arrested."""

from __future__ import annotations

from strife.games.by_will_alone.rules.equipment import (
    DEFAULT_USES,
    DEVICE_LEVEL,
    MICROWAVE_MULTIPLIER,
    REACH,
    Consumable,
    Device,
    lasting_from,
    microwave_breaks,
    sticky_crossing,
    why_not_usable,
)
from strife.games.by_will_alone.rules.logistics import (
    GUARDED_PER_FOOT_STAND,
    HUNGER_AFTER,
    VEHICLE_HOLDS,
    Rations,
    food_modifier,
    freed,
    guards_needed,
    vehicle_room,
)


def test_19_a_devices_are_level_2_and_need_it() -> None:
    assert DEVICE_LEVEL == 2
    assert why_not_usable(Device.FOAM, 1, 2) == (
        "the foam discharger is less lethal force: escalate to level 2 first (15)"
    )
    assert why_not_usable(Device.FOAM, 2, 2) is None
    assert why_not_usable(Device.MICROWAVE, 3, 1) is None
    assert why_not_usable(Device.STICKY_SPRAY, 2, 0) == "the sticky spray is used up (20-a)"


def test_20_a_uses_smoke_3_explosives_1_devices_2() -> None:
    assert DEFAULT_USES == {
        Consumable.SMOKE: 3,
        Consumable.EXPLOSIVES: 1,
        Consumable.FOAM: 2,
        Consumable.STICKY_SPRAY: 2,
        Consumable.MICROWAVE: 2,
    }
    assert {d.value for d in Device} <= {c.value for c in Consumable}


def test_19_b_c_foam_and_spray_reach_the_next_feature_and_last_to_the_opponents_next() -> None:
    assert REACH == {Device.FOAM: 1, Device.STICKY_SPRAY: 1, Device.MICROWAVE: 0}
    assert lasting_from(5, user_holds=True).until == 6
    assert lasting_from(5, user_holds=False).until == 7


def test_19_c_leaving_a_sprayed_feature_plus_1_per_failed_attempt() -> None:
    assert not sticky_crossing(3, 4, 0)
    assert sticky_crossing(3, 4, 1)
    assert sticky_crossing(4, 4, 0)


def test_19_d_microwave_2x_and_morale_check_withdraw_from_2_to_1() -> None:
    assert MICROWAVE_MULTIPLIER == 2
    assert microwave_breaks(ratio_two_or_more=True, higher_is_microwave_unit=True)
    assert not microwave_breaks(ratio_two_or_more=False, higher_is_microwave_unit=True)
    assert not microwave_breaks(ratio_two_or_more=True, higher_is_microwave_unit=False)


def test_20_b_a_fed_side_goes_hungry_after_16_initiatives() -> None:
    assert HUNGER_AFTER == 16
    rations = Rations(fed_at_start=True)
    assert rations.fed(15)
    assert not rations.fed(16)
    assert rations.fed(5, hunger_after=6) and not rations.fed(6, hunger_after=6)
    assert not Rations(fed_at_start=False).fed(0)


def test_20_b_holding_the_supply_point_feeds_a_side_again() -> None:
    again = Rations(fed_at_start=False).supplied(10)
    assert again.fed(25)
    assert not again.fed(26)


def test_11_3_food_plus_1_only_fed_activists_against_unfed_authority() -> None:
    assert food_modifier(activists_fed=True, authority_fed=False) == 1
    assert food_modifier(activists_fed=True, authority_fed=True) == 0
    assert food_modifier(activists_fed=False, authority_fed=False) == 0


def test_20_c_one_foot_stand_guards_4_in_the_open_any_number_in_a_building() -> None:
    assert GUARDED_PER_FOOT_STAND == 4
    assert guards_needed(0, in_building=False) == 0
    assert guards_needed(1, in_building=False) == 1
    assert guards_needed(4, in_building=False) == 1
    assert guards_needed(5, in_building=False) == 2
    assert guards_needed(9, in_building=True) == 1


def test_20_c_arrested_beyond_their_guards_go_free() -> None:
    assert freed(5, foot_guards=1, in_building=False) == 1
    assert freed(5, foot_guards=2, in_building=False) == 0
    assert freed(9, foot_guards=1, in_building=True) == 0
    assert freed(3, foot_guards=0, in_building=True) == 3


def test_20_c_a_vehicle_holds_2() -> None:
    assert VEHICLE_HOLDS == 2
    assert vehicle_room(vehicles=2, carried=3) == 1
    assert vehicle_room(vehicles=1, carried=2) == 0

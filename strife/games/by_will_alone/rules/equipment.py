"""19 Special equipment and 20-a what a unit carries, completed (rulings 19-a to 19-d, 20-a):
the three devices as less lethal weapons, and the uses of things that are used up."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Device(StrEnum):
    """19.2-19.4's devices."""

    FOAM = "foam_discharger"
    STICKY_SPRAY = "sticky_spray"
    MICROWAVE = "microwave_gun"

    @property
    def words(self) -> str:
        return DEVICE_WORDS[self]


DEVICE_WORDS = {
    Device.FOAM: "foam discharger",
    Device.STICKY_SPRAY: "sticky spray",
    Device.MICROWAVE: "microwave gun",
}

# 19-a: every device is less lethal force, level 2 of 15.
DEVICE_LEVEL = 2


class Consumable(StrEnum):
    """Things that are used up (20-a); tools (cutters, ropes, boats, GPS) never are."""

    SMOKE = "smoke"  # pots, dischargers (10.3)
    EXPLOSIVES = "explosives"
    FOAM = Device.FOAM.value
    STICKY_SPRAY = Device.STICKY_SPRAY.value
    MICROWAVE = Device.MICROWAVE.value


# 20-a: uses unless the scenario gives others.
DEFAULT_USES: dict[Consumable, int] = {
    Consumable.SMOKE: 3,
    Consumable.EXPLOSIVES: 1,
    Consumable.FOAM: 2,
    Consumable.STICKY_SPRAY: 2,
    Consumable.MICROWAVE: 2,
}

# 19-b, 19-c: how far a device reaches: the unit's own feature (0) or a neighbouring one (1).
REACH = {Device.FOAM: 1, Device.STICKY_SPRAY: 1, Device.MICROWAVE: 0}

# 19-d: the microwave gun's multiplier, as less lethal force (11.3).
MICROWAVE_MULTIPLIER = 2


def why_not_usable(device: Device, commander_level: int, uses_left: int) -> str | None:
    """Ruling 19-a: a device may be used once the commander has reached level 2 of violence
    and while uses are left; None if it may be used, else the reason in plain words."""
    if commander_level < DEVICE_LEVEL:
        return f"the {device.words} is less lethal force: escalate to level 2 first (15)"
    if uses_left <= 0:
        return f"the {device.words} is used up (20-a)"
    return None


@dataclass(frozen=True)
class Lasting:
    """An effect that lasts until the end of the opponent's next initiative (19-b, 19-c):
    it ends when the initiative count passes `until`."""

    until: int


def lasting_from(initiative: int, user_holds: bool) -> Lasting:
    """The initiative at whose end a foam or spray effect lapses: the opponent's next one.
    Used during the user's own initiative n, that is n + 1; in the opponent's (a reaction),
    the opponent's next is n + 2."""
    return Lasting(initiative + 1 if user_holds else initiative + 2)


def sticky_crossing(roll: int, needed: int, failed_before: int) -> bool:
    """Ruling 19-c: leaving a sprayed feature is crossing an obstacle: a stand passes on its
    morale check, +1 for each earlier failed attempt (9.2); no equipment helps."""
    return roll + failed_before >= needed


def microwave_breaks(ratio_two_or_more: bool, higher_is_microwave_unit: bool) -> bool:
    """Ruling 19-d: a microwave unit that is the higher side at 2:1 or more against activists
    turns the result into Morale Check / Withdraw."""
    return ratio_two_or_more and higher_is_microwave_unit

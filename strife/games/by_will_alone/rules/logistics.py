"""20 Logistics, completed (rulings 20-b, 20-c): food, and holding the arrested."""

from __future__ import annotations

from dataclasses import dataclass

# 20-b: a fed side goes hungry after this many initiatives (eight hours) unless the scenario
# gives another number.
HUNGER_AFTER = 16

# 20-c: what guards the arrested.
GUARDED_PER_FOOT_STAND = 4  # in the open
VEHICLE_HOLDS = 2


@dataclass(frozen=True)
class Rations:
    """A side's food (20-b): whether it ate, and the initiative it last ate in."""

    fed_at_start: bool
    last_meal: int = 0  # the initiative count when the side was last fed

    def fed(self, initiative: int, hunger_after: int = HUNGER_AFTER) -> bool:
        return self.fed_at_start and initiative - self.last_meal < hunger_after

    def supplied(self, initiative: int) -> Rations:
        """The side held its supply point at the start of an initiative: fed again."""
        return Rations(True, initiative)


def food_modifier(activists_fed: bool, authority_fed: bool) -> int:
    """11.3: +1 to each activist die when the unit has food and its opponent is unfed."""
    return 1 if activists_fed and not authority_fed else 0


def guards_needed(arrested: int, in_building: bool) -> int:
    """Ruling 20-c: foot stands needed to guard arrested stands: at least one (11.4); one per
    4 in the open; one for any number in a building it holds."""
    if arrested <= 0:
        return 0
    if in_building:
        return 1
    return -(-arrested // GUARDED_PER_FOOT_STAND)


def freed(arrested: int, foot_guards: int, in_building: bool) -> int:
    """Ruling 20-c: arrested stands beyond what their guards can hold go free at once (the
    last taken first is the engine's order); with no foot guard every one does (11.4)."""
    if foot_guards <= 0:
        return arrested
    if in_building:
        return 0
    return max(0, arrested - foot_guards * GUARDED_PER_FOOT_STAND)


def vehicle_room(vehicles: int, carried: int) -> int:
    """Ruling 20-c: how many more arrested stands the vehicles can take (2 each)."""
    return max(0, vehicles * VEHICLE_HOLDS - carried)

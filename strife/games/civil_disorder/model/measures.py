"""The distances the rules give, applied exactly on the table's lattice.

Every test compares squared whole numbers (a distance in inches is twice as many units), so
a base is in or out by the rule's own figure, never by rounding. Between two bases the
distance is measured between the nearest points of their squares; from a figure's voice or
a cloud's centre, to the nearest point of the base. "Within X" includes X exactly; "closer
than X" and "under X" do not (docs/rulings/civil-disorder.md, "The table").
"""

from __future__ import annotations

from collections.abc import Sequence

from strife.core.geometry import Point, Segment
from strife.core.geometry.boxes import Box
from strife.core.geometry.circle import Circle, dist2
from strife.core.geometry.lattice import collinear_overlap
from strife.core.geometry.segment_polygon import enters_interior
from strife.games.civil_disorder.model.features import BASE_HALF
from strife.games.civil_disorder.model.table import Table, units


def within(a: Box, b: Box, inches: int) -> bool:
    """Whether two bases are no more than `inches` apart (weapon and throwing ranges)."""
    return a.gap2(b) <= units(inches) ** 2


def closer_than(a: Box, b: Box, inches: int) -> bool:
    """Whether two bases are less than `inches` apart (the 3" of Demonstrate, the baton
    gun's "under 10")."""
    return a.gap2(b) < units(inches) ** 2


def keeps_off(table: Table, at: Point, others: Sequence[Point], inches: int) -> bool:
    """Whether a base at `at` is no closer than `inches` to any of the others (RL 5,
    Demonstrate: "Will not move closer than 3" to SF")."""
    mine = table.base(at)
    return not any(closer_than(mine, table.base(o), inches) for o in others)


def earshot(table: Table, speaker: Point, hearer: Point, inches: int) -> bool:
    """Whether a figure at `speaker` is heard by the base at `hearer`: the base is within
    `inches` (voice 2", megaphone 8", Negotiation; shouted orders, Player Actions) and no
    building stands between them."""
    near = table.base(hearer).dist2_to(speaker) <= units(inches) ** 2
    return near and table.sees(speaker, hearer)


def cloud(centre: Point, diameter_inches: int) -> Circle:
    """A gas cloud (Non-Lethal Weapons: "approx 5" in diameter") or a petrol bomb's flame
    hazard ("2" in diameter") centred on a lattice point."""
    return Circle(centre, units(diameter_inches) // 2)


def in_cloud(table: Table, area: Circle, at: Point) -> bool:
    """Whether any part of the base at `at` lies in the cloud."""
    return area.touches(table.base(at))


def in_contact(table: Table, a: Point, b: Point) -> bool:
    """Base to base contact (Fighting): the squares share a stretch of edge, and no wall or
    railings covers all of it. Bases both outside buildings have no building wall between
    them; a base inside a building is reached only at a door (door_contact)."""
    edge = table.base(a).contact(table.base(b))
    if edge is None:
        return False
    covered = 0
    for wall in table.walls.values():
        along = collinear_overlap(edge, wall.line)
        if along is not None:
            covered += _run(along)
    return covered < _run(edge)


def _run(line: Segment) -> int:
    """The length of a stretch running north-south or east-west."""
    return abs(line.b.x - line.a.x) + abs(line.b.y - line.a.y)


def door_contact(table: Table, building: str, at: Point) -> bool:
    """Whether a base at `at`, outside, is in contact with those inside the building: its
    square touches one of the building's doors."""
    base = table.base(at)
    return any(base.dist2_to(door.at) == 0 for door in table.building(building).doors)


def contact_spots(target: Point) -> tuple[Point, ...]:
    """Where a base stands squarely against the target base, edge centred: north, east,
    south, west."""
    step = 2 * BASE_HALF
    return (
        Point(target.x, target.y - step),
        Point(target.x + step, target.y),
        Point(target.x, target.y + step),
        Point(target.x - step, target.y),
    )


def straight_run(table: Table, start: Point, end: Point, others: Sequence[Point]) -> bool:
    """Whether a base can go from start to end in a straight line: nothing in the way
    (buildings, walls, water, the edge) and no other base crossed or stood upon."""
    if not table.has_room(end) or not table.clear_way(start, end):
        return False
    line = Segment(start, end)
    return not any(
        enters_interior(line, Box.around(o, 2 * BASE_HALF).polygon()) for o in others if o != start
    )


def charge(
    table: Table, start: Point, target: Point, inches: int, others: Sequence[Point]
) -> Point | None:
    """Where a charge in a straight line (Movement, Horses: "Charge (in a straight line
    only) 24"") from start ends against the target base: the nearest edge-centred spot
    against it that the charger reaches within `inches` in a clear straight line, or None.
    `others` are every other base on the table (the target included)."""
    reach2 = units(inches) ** 2
    spots = [p for p in contact_spots(target) if dist2(start, p) <= reach2]
    for spot in sorted(spots, key=lambda p: (dist2(start, p), p)):
        if straight_run(table, start, spot, others):
            return spot
    return None


def push_back(
    table: Table, loser: Point, winner: Point, inches: int, others: Sequence[Point]
) -> Point:
    """Where a base pushed back `inches` (Fighting: "Defenders pushed back 2"") ends: moved
    straight away from the winner across the edge they touch, unit by unit, stopping where a
    building, wall, water, the table's edge or another base stops it."""
    dx, dy = loser.x - winner.x, loser.y - winner.y
    step = (1 if dx > 0 else -1, 0) if abs(dx) >= abs(dy) else (0, 1 if dy > 0 else -1)
    blocking = [table.base(o) for o in others if o not in (loser, winner)]
    at = loser
    for _ in range(units(inches)):
        ahead = Point(at.x + step[0], at.y + step[1])
        if not table.has_room(ahead) or not table.clear_way(at, ahead):
            break
        if any(table.base(ahead).overlaps(b) for b in blocking):
            break
        at = ahead
    return at

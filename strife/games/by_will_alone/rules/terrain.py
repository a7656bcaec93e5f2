"""9.2: which features a unit may be in, and what it needs to cross an obstacle.

Rivers, lakes, heavy woods and housing blocks are obstacles by their kind (ruling 9.2-a);
fences, cliffs and streams lie on the edge between two features.
"""

from __future__ import annotations

from strife.games.by_will_alone.model.features import Edge
from strife.games.by_will_alone.model.forces import Equipment, Forces, Unit
from strife.games.by_will_alone.model.map_data import FeatureKind, Obstacle

WATER = frozenset({FeatureKind.RIVER, FeatureKind.LAKE})
# 9.2: "Impassable to all but units on foot"; buildings likewise (ruling 9.2-c).
FOOT_ONLY = frozenset({FeatureKind.HEAVY_WOODS, FeatureKind.HOUSING_BLOCK, FeatureKind.BUILDING})
# 9.2: "Housing blocks and woods are unusual in that vehicles cannot enter them."
NO_VEHICLES = frozenset({FeatureKind.WOODS})

# 9.2's table: any one of these lets a unit try to cross (ruling 9.2-d: climbing gear
# includes its ropes).
EQUIPMENT_FOR: dict[Obstacle, frozenset[Equipment]] = {
    Obstacle.WIRE_FENCE: frozenset({Equipment.WIRE_CUTTERS}),
    Obstacle.STONE_FENCE: frozenset({Equipment.ROPES, Equipment.EXPLOSIVES, Equipment.BULLDOZER}),
    Obstacle.CLIFF: frozenset({Equipment.CLIMBING_GEAR}),
    Obstacle.STREAM: frozenset({Equipment.ROPES}),
}
BOATS = frozenset({Equipment.BOATS, Equipment.LARGE_BOATS, Equipment.AMPHIBIOUS})


def may_occupy(forces: Forces, unit: Unit, kind: FeatureKind) -> bool:
    """Whether the unit may be in a feature of this kind at all (9.2)."""
    if unit.dummy:
        return kind not in WATER
    if forces.airborne(unit):
        return True
    if kind in WATER:
        if forces.has_vehicles(unit):
            return Equipment.AMPHIBIOUS in unit.equipment
        return bool(BOATS & unit.equipment)
    if kind in FOOT_ONLY:
        return forces.on_foot(unit)
    if kind in NO_VEHICLES:
        return not forces.has_vehicles(unit)
    return True


def may_cross(forces: Forces, unit: Unit, edge: Edge, into: FeatureKind) -> bool:
    """Whether the unit has what it needs to try this edge (9.2)."""
    if forces.airborne(unit):
        return True
    obstacle = edge.obstacle
    needs = EQUIPMENT_FOR.get(obstacle)
    if needs is not None and not needs & unit.equipment:
        return False
    # "Vehicles or large boats require a fording place."
    heavy = forces.has_vehicles(unit) or Equipment.LARGE_BOATS in unit.equipment
    return not (heavy and into in WATER and obstacle is not Obstacle.FORD)


def is_obstacle(forces: Forces, unit: Unit, edge: Edge, into: FeatureKind) -> bool:
    """Whether crossing this edge takes a morale check of each stand (9.2): fences, cliffs
    and streams on the edge, and putting out onto a river or lake."""
    if forces.airborne(unit):
        return False
    return edge.obstacle in EQUIPMENT_FOR or into in WATER

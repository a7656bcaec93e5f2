"""Turning a validated scenario file into the game's forces and set-up, checking what one
entry cannot check alone (units against the map, organisation against section 5). Every
failure is a DataError naming the file, the key and the problem."""

from __future__ import annotations

from strife.core.errors import DataError
from strife.games.by_will_alone.model.board import Board
from strife.games.by_will_alone.model.forces import (
    ACTIVIST_KINDS,
    AUTHORITY_KINDS,
    LINE_KINDS,
    PATTERN_LINE_STANDS,
    Commander,
    Forces,
    Grade,
    Pattern,
    Role,
    Stand,
    StandKind,
    Unit,
)
from strife.games.by_will_alone.model.state import Setup
from strife.games.by_will_alone.rules.terrain import may_occupy
from strife.games.by_will_alone.scenarios.schema import (
    Edge,
    Engagement,
    ScenarioData,
    SideData,
    Stance,
    UnitData,
)


def build_setup(data: ScenarioData, board: Board, source: str) -> Setup:
    forces = build_forces(data, source)
    for n, entry in enumerate(data.unit):
        unit = forces.units[n]
        if {"screen", "discharger"} & set(entry.smoke) and StandKind.VEHICLE not in forces.kinds(
            unit
        ):
            raise DataError(source, f"unit.{n}.smoke", f"{unit.name} has no vehicle to make smoke")
        if entry.feature is None:
            continue
        if entry.feature not in board.features:
            raise DataError(source, f"unit.{n}.feature", f"no feature {entry.feature!r} on the map")
        feature = board.features[entry.feature]
        if entry.floor >= max(1, feature.floors):
            raise DataError(source, f"unit.{n}.floor", f"{feature.name} has no floor {entry.floor}")
        if not may_occupy(forces, unit, feature.kind):
            raise DataError(source, f"unit.{n}.feature", f"{unit.name} cannot be in {feature.name}")
    for n, objective in enumerate(data.objective):
        if objective.feature not in board.features:
            raise DataError(source, f"objective.{n}.feature", f"no feature {objective.feature!r}")
    for n, side in enumerate(data.side):
        if side.supply is not None and side.supply not in board.features:
            raise DataError(source, f"side.{n}.supply", f"no feature {side.supply!r}")
    zones = {side.role: set_up_zone(data, side, board, source) for side in data.side}
    common = set(zones[Role.ACTIVISTS]) & set(zones[Role.AUTHORITY])
    if common:
        raise DataError(source, "side", f"the set-up zones overlap at {sorted(common)[0]}")
    order = tuple(c.seat for c in data.commander)
    return Setup(board, forces, data, zones, order)


def build_forces(data: ScenarioData, source: str) -> Forces:
    commanders: list[Commander] = []
    for n, c in enumerate(data.commander):
        if any(c.seat == other.seat for other in commanders):
            raise DataError(source, f"commander.{n}.seat", f"{c.seat} is used twice")
        commanders.append(Commander(c.seat, c.role, c.name))
    roles = {c.seat: c.role for c in commanders}
    for role in Role:
        if role not in roles.values():
            raise DataError(source, "commander", f"no commander of the {role.value}")
    units: list[Unit] = []
    stands: list[Stand] = []
    ids: set[str] = set()
    for n, entry in enumerate(data.unit):
        key = f"unit.{n}"
        if entry.id in ids:
            raise DataError(source, f"{key}.id", f"{entry.id} is used twice")
        ids.add(entry.id)
        if entry.commander not in roles:
            raise DataError(source, f"{key}.commander", f"no commander {entry.commander!r}")
        role = roles[entry.commander]
        first = len(stands)
        for m, sd in enumerate(entry.stands):
            quality = _quality(entry, sd.quality, role, source, f"{key}.stands.{m}")
            for _ in range(sd.count):
                stands.append(Stand(len(stands), len(units), sd.kind, quality))
        kinds = [s.kind for s in stands[first:]]
        _check_organisation(entry, role, kinds, source, key)
        reliability = None
        if role is Role.AUTHORITY and entry.pattern is not Pattern.MEDIA_CREW:
            if entry.reliability is None:
                raise DataError(source, f"{key}.reliability", "an authority unit needs one (7.3)")
            reliability = entry.reliability
        units.append(
            Unit(
                index=len(units),
                id=entry.id,
                name=entry.name,
                role=role,
                seat=entry.commander,
                pattern=entry.pattern,
                stands=tuple(range(first, len(stands))),
                reliability=reliability,
                equipment=frozenset(entry.equipment),
                weapons=entry.weapons,
                dummy=False,
                reserve=entry.reserve,
            )
        )
    for c in data.commander:
        for k in range(c.dummies):
            units.append(
                Unit(
                    index=len(units),
                    id=f"{c.seat}-dummy{k + 1}",
                    name="Dummy counter",
                    role=c.role,
                    seat=c.seat,
                    pattern=None,
                    stands=(),
                    reliability=None,
                    equipment=frozenset(),
                    weapons=1,
                    dummy=True,
                    reserve=False,
                )
            )
    return Forces(tuple(commanders), tuple(units), tuple(stands))


def _quality(entry: UnitData, own: Grade | None, role: Role, source: str, key: str) -> Grade | None:
    if role is Role.AUTHORITY:
        if own is not None:
            raise DataError(source, f"{key}.quality", "authority stands have no quality (7.1)")
        return None
    quality = own or entry.quality
    if quality is None:
        raise DataError(source, key, "an activist stand needs a quality (7.2)")
    if quality.role is not Role.ACTIVISTS:
        raise DataError(source, f"{key}.quality", "untrained, trained or veteran (7.2)")
    return quality


def _check_organisation(
    entry: UnitData, role: Role, kinds: list[StandKind], source: str, key: str
) -> None:
    """Section 5: a group has a leader stand; an authority unit a command stand; platoons
    and companies within the text's guides."""
    pattern = entry.pattern
    if pattern is Pattern.MEDIA_CREW:
        if any(k not in (StandKind.MEDIA, StandKind.VEHICLE) for k in kinds):
            raise DataError(source, f"{key}.stands", "a media crew has media stands and vehicles")
        return
    allowed = ACTIVIST_KINDS if role is Role.ACTIVISTS else AUTHORITY_KINDS
    for kind in kinds:
        if kind not in allowed:
            raise DataError(source, f"{key}.stands", f"the {role.value} have no {kind.words}s")
    if role is Role.ACTIVISTS:
        if pattern is not Pattern.GROUP:
            raise DataError(source, f"{key}.pattern", "activists are organised in groups (5.2)")
        if kinds.count(StandKind.LEADER) != 1:
            raise DataError(source, f"{key}.stands", "a group has one leader stand (5.2)")
        return
    if pattern is Pattern.GROUP:
        raise DataError(source, f"{key}.pattern", "groups are the activists' units (5.2)")
    if kinds.count(StandKind.COMMAND) != 1:
        raise DataError(source, f"{key}.stands", "an authority unit has one command stand (5.3)")
    bounds = PATTERN_LINE_STANDS.get(pattern)
    if bounds is not None:
        line = sum(1 for k in kinds if k in LINE_KINDS)
        vehicles = kinds.count(StandKind.VEHICLE)
        low, high = bounds
        if not low <= line <= high:
            raise DataError(source, f"{key}.stands", f"{low}-{high} line stands, not {line} (5.3)")
        if vehicles > line:
            raise DataError(source, f"{key}.stands", "at most a like number of vehicles (5.3)")


def set_up_zone(data: ScenarioData, side: SideData, board: Board, source: str) -> tuple[str, ...]:
    """Ruling 6.1-a: the features a side sets up in. A scenario may list them; otherwise a
    feature is in a side's zone by where its anchor lies along the table's length."""
    key = f"side.{data.side.index(side)}.zone"
    if side.zone:
        for fid in side.zone:
            if fid not in board.features:
                raise DataError(source, key, f"no feature {fid!r} on the map")
        return tuple(side.zone)
    length = board.info.height if side.edge in (Edge.NORTH, Edge.SOUTH) else board.info.width
    found: list[str] = []
    for fid, feature in board.features.items():
        if side.stance is Stance.DEFENDER:
            attacker = next(s for s in data.side if s.stance is Stance.ATTACKER)
            # "about 1/3 of the length of the table back from where the attacker will enter"
            if 3 * _from_edge(board, feature.anchor, attacker.edge) >= length:
                found.append(fid)
        elif 4 * _from_edge(board, feature.anchor, side.edge) <= length:
            # Meeting: "up to 1/4 of the length from their starting edge"; the attacker
            # enters over its edge, so it sets up in that quarter too.
            found.append(fid)
    if not found:
        raise DataError(source, key, "no feature lies in this side's set-up zone")
    if side.stance is Stance.NONE and data.scenario.engagement is Engagement.ATTACK_DEFENCE:
        raise DataError(source, key, "give the side a stance")
    return tuple(found)


def _from_edge(board: Board, point: tuple[int, int], edge: Edge) -> int:
    x, y = point
    return {
        Edge.NORTH: y,
        Edge.SOUTH: board.info.height - y,
        Edge.WEST: x,
        Edge.EAST: board.info.width - x,
    }[edge]

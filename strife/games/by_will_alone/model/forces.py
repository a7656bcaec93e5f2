"""Forces as the text organises them (4, 5, 7): stands, units, commanders, quality and
reliability, equipment, and what each kind of stand may do.

These are the fixed facts of a scenario's forces, shared by every state of a game; what
changes in play (where a unit is, whether it is sighted, a unit's reliability) is in state.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class Role(StrEnum):
    """The two sides the text names (3)."""

    # A str's own hash (Enum's is a Python call on its name): these are dict keys and set
    # members in every step of play, and equal to their values as strs anyway.
    __hash__ = str.__hash__

    ACTIVISTS = "activists"
    AUTHORITY = "authority"

    @property
    def words(self) -> str:
        return "nonviolent activists" if self is Role.ACTIVISTS else "authority forces"

    @property
    def other(self) -> Role:
        return Role.AUTHORITY if self is Role.ACTIVISTS else Role.ACTIVISTS


class StandKind(StrEnum):
    """The figures on the table (4): who a stand represents."""

    # A str's own hash (Enum's is a Python call on its name): these are dict keys and set
    # members in every step of play, and equal to their values as strs anyway.
    __hash__ = str.__hash__

    LEADER = "leader"  # several leader activists: an activist group's commander (5.2)
    ACTIVIST = "activist"  # 10-20 nonviolent activists
    COMMAND = "command"  # an authority unit's commander and support personnel (5.3)
    POLICE = "police"  # 10 police
    INFANTRY = "infantry"  # 10 soldiers
    MOUNTED = "mounted"  # 10 horse-mounted police or soldiers
    DOG = "dog"  # 2 dog handlers
    MEDIA = "media"  # 1 news crew
    VEHICLE = "vehicle"  # 1 land vehicle
    HELICOPTER = "helicopter"  # 1 airborne vehicle (9.1 "Airborne vehicles")

    @property
    def words(self) -> str:
        return STAND_WORDS[self]


STAND_WORDS = {
    StandKind.LEADER: "leader stand",
    StandKind.ACTIVIST: "activist stand",
    StandKind.COMMAND: "command stand",
    StandKind.POLICE: "police stand",
    StandKind.INFANTRY: "infantry stand",
    StandKind.MOUNTED: "mounted stand",
    StandKind.DOG: "dog stand",
    StandKind.MEDIA: "media crew",
    StandKind.VEHICLE: "vehicle",
    StandKind.HELICOPTER: "helicopter",
}

ACTIVIST_KINDS = frozenset({StandKind.LEADER, StandKind.ACTIVIST})
AUTHORITY_KINDS = frozenset(
    {
        StandKind.COMMAND,
        StandKind.POLICE,
        StandKind.INFANTRY,
        StandKind.MOUNTED,
        StandKind.DOG,
        StandKind.VEHICLE,
        StandKind.HELICOPTER,
    }
)
# Stands that walk: they may enter housing blocks and heavy woods (9.2; ruling 9.2-c).
ON_FOOT = frozenset(
    {
        StandKind.LEADER,
        StandKind.ACTIVIST,
        StandKind.COMMAND,
        StandKind.POLICE,
        StandKind.INFANTRY,
        StandKind.DOG,
        StandKind.MEDIA,
    }
)
# The line stands of an authority unit (5.3.1, 5.3.2): not its command stand or vehicles.
LINE_KINDS = frozenset({StandKind.POLICE, StandKind.INFANTRY, StandKind.MOUNTED, StandKind.DOG})

# Features moved per Move action (9.1; rulings 9.1-c for the kinds the table leaves out).
AIRBORNE = 99
RATE = {
    StandKind.LEADER: 1,
    StandKind.ACTIVIST: 1,
    StandKind.COMMAND: 2,
    StandKind.POLICE: 2,
    StandKind.INFANTRY: 2,
    StandKind.MOUNTED: 3,
    StandKind.DOG: 2,
    StandKind.MEDIA: 2,
    StandKind.VEHICLE: 3,
    StandKind.HELICOPTER: AIRBORNE,
}


class Grade(StrEnum):
    """Quality of activists (7.2) and reliability of the authority (7.3), with Unreliable,
    below Wavering (7.5), when a unit no longer responds to commands."""

    # A str's own hash (Enum's is a Python call on its name): these are dict keys and set
    # members in every step of play, and equal to their values as strs anyway.
    __hash__ = str.__hash__

    UNTRAINED = "untrained"
    TRAINED = "trained"
    VETERAN = "veteran"
    UNRELIABLE = "unreliable"
    WAVERING = "wavering"
    RELIABLE = "reliable"
    DEDICATED = "dedicated"

    @property
    def role(self) -> Role:
        return Role.ACTIVISTS if self in QUALITIES else Role.AUTHORITY


QUALITIES = (Grade.UNTRAINED, Grade.TRAINED, Grade.VETERAN)
RELIABILITIES = (Grade.UNRELIABLE, Grade.WAVERING, Grade.RELIABLE, Grade.DEDICATED)

# 7.4: the lowest 1D6 roll that passes a stand's morale check. Unreliable units obey no
# commands (7.5), so they have no number and never activate.
MORALE_NUMBER: dict[Grade, int] = {
    Grade.UNTRAINED: 6,
    Grade.TRAINED: 4,
    Grade.VETERAN: 2,
    Grade.WAVERING: 6,
    Grade.RELIABLE: 4,
    Grade.DEDICATED: 2,
}


class Equipment(StrEnum):
    """What a unit carries to cross obstacles (9.2) and find its way (17.2)."""

    # A str's own hash (Enum's is a Python call on its name): these are dict keys and set
    # members in every step of play, and equal to their values as strs anyway.
    __hash__ = str.__hash__

    WIRE_CUTTERS = "wire_cutters"
    ROPES = "ropes"
    CLIMBING_GEAR = "climbing_gear"
    EXPLOSIVES = "explosives"
    BULLDOZER = "bulldozer"
    BOATS = "boats"
    LARGE_BOATS = "large_boats"
    AMPHIBIOUS = "amphibious"
    GPS = "gps"


class Pattern(StrEnum):
    """How a unit is organised (5): the text's guides, checked when a scenario loads."""

    GROUP = "group"  # activists: any number of stands and a leader stand (5.2)
    WESTERN_PLATOON = "western_platoon"  # 3-4 line stands and a command stand (5.3.1)
    SOVIET_COMPANY = "soviet_company"  # 9-12 line stands and a command stand (5.3.2)
    DETACHMENT = "detachment"  # another authority unit; "guides ... at your discretion"
    MEDIA_CREW = "media_crew"  # news crews (4), with or without a vehicle


# 5.3.1 / 5.3.2: line stands in a platoon or company, inclusive. "Western-oriented ...
# companies of 3-5 platoons" are formations of several units under one commander.
PATTERN_LINE_STANDS = {Pattern.WESTERN_PLATOON: (3, 4), Pattern.SOVIET_COMPANY: (9, 12)}


@dataclass(frozen=True)
class Stand:
    """A stand of a unit. Activists have their own quality; the authority's reliability
    belongs to the unit (7.5 drops "the unit" a level) and is kept in the state."""

    index: int
    unit: int
    kind: StandKind
    quality: Grade | None  # activists only

    @property
    def on_foot(self) -> bool:
        return self.kind in ON_FOOT


@dataclass(frozen=True)
class Unit:
    """A unit (5.1) as the scenario sets it up. A dummy counter (6.3) is a unit with no
    stands. `seat` is the commander (the player, 8.1) who orders it."""

    index: int
    id: str
    name: str
    role: Role
    seat: str
    pattern: Pattern | None
    stands: tuple[int, ...]
    reliability: Grade | None  # the authority's starting reliability (7.3)
    equipment: frozenset[Equipment]
    weapons: int  # the highest level of violence the unit has the weapons for (15)
    dummy: bool
    reserve: bool  # off the table until it arrives as a reinforcement (13)


@dataclass(frozen=True)
class Commander:
    """A player's seat (8.1): one commander of a side, who orders some of its units."""

    seat: str
    role: Role
    name: str


@dataclass(frozen=True)
class Forces:
    """Every unit and stand of a scenario, and the commanders who order them. What each
    unit's stands imply for moving (rate, on foot, airborne, vehicles) is worked out once
    here, since play asks it at every option."""

    commanders: tuple[Commander, ...]
    units: tuple[Unit, ...]
    stands: tuple[Stand, ...]
    _by_id: dict[str, Unit] = field(init=False, repr=False, compare=False)
    _roles: dict[str, Role] = field(init=False, repr=False, compare=False)
    _kinds: tuple[tuple[StandKind, ...], ...] = field(init=False, repr=False, compare=False)
    _rate: tuple[int, ...] = field(init=False, repr=False, compare=False)
    _foot: tuple[bool, ...] = field(init=False, repr=False, compare=False)
    _air: tuple[bool, ...] = field(init=False, repr=False, compare=False)
    _vehicles: tuple[bool, ...] = field(init=False, repr=False, compare=False)
    _seats: dict[Role, tuple[str, ...]] = field(init=False, repr=False, compare=False)
    # The units each commander orders, and each side's units, by index.
    commands: dict[str, tuple[int, ...]] = field(init=False, repr=False, compare=False)
    sides: dict[Role, tuple[int, ...]] = field(init=False, repr=False, compare=False)
    opposing: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)
    index_of: dict[str, int] = field(init=False, repr=False, compare=False)
    # The seats of each side, by the side's name as a plain str (state.holder).
    seats_of: dict[str, tuple[str, ...]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        kinds = tuple(tuple(self.stands[s].kind for s in u.stands) for u in self.units)
        facts: dict[str, object] = {
            "_by_id": {u.id: u for u in self.units},
            "_roles": {c.seat: c.role for c in self.commanders},
            "_kinds": kinds,
            "_rate": tuple(_rate(u, k) for u, k in zip(self.units, kinds, strict=True)),
            "_foot": tuple(all(x in ON_FOOT for x in k) and not carried(k) for k in kinds),
            "_air": tuple(_airborne(k) for k in kinds),
            "_vehicles": tuple(StandKind.VEHICLE in k for k in kinds),
            "_seats": {r: tuple(c.seat for c in self.commanders if c.role is r) for r in Role},
            "commands": {
                c.seat: tuple(u.index for u in self.units if u.seat == c.seat)
                for c in self.commanders
            },
            "sides": {r: tuple(u.index for u in self.units if u.role is r) for r in Role},
        }
        sides: dict[Role, tuple[int, ...]] = facts["sides"]  # type: ignore[assignment]
        # News crews are no side's (ruling 21.3-a): they oppose no one and no one them.
        neutral = {u.index for u in self.units if u.pattern is Pattern.MEDIA_CREW}
        facts["opposing"] = tuple(
            () if u.index in neutral else tuple(o for o in sides[u.role.other] if o not in neutral)
            for u in self.units
        )
        facts["index_of"] = {u.id: u.index for u in self.units}
        facts["seats_of"] = {
            r.value: tuple(c.seat for c in self.commanders if c.role is r) for r in Role
        }
        for name, value in facts.items():
            object.__setattr__(self, name, value)

    def seats(self, role: Role) -> tuple[str, ...]:
        return self._seats[role]

    def role_of(self, seat: str) -> Role:
        return self._roles[seat]

    def unit_by_id(self, uid: str) -> Unit | None:
        return self._by_id.get(uid)

    def kinds(self, unit: Unit) -> tuple[StandKind, ...]:
        return self._kinds[unit.index]

    def rate(self, unit: Unit) -> int:
        """Features per Move (9.1)."""
        return self._rate[unit.index]

    def on_foot(self, unit: Unit) -> bool:
        return self._foot[unit.index]

    def airborne(self, unit: Unit) -> bool:
        return self._air[unit.index]

    def airborne_unit(self, u: int) -> bool:
        return self._air[u]

    @property
    def air(self) -> tuple[bool, ...]:
        """Which units are airborne, by index."""
        return self._air

    def has_vehicles(self, unit: Unit) -> bool:
        return self._vehicles[unit.index]


CARRIERS = frozenset({StandKind.VEHICLE, StandKind.HELICOPTER})


def carried(kinds: tuple[StandKind, ...]) -> bool:
    """Ruling 9.1-c: a unit with a vehicle (or helicopter) for each of its stands on foot
    rides in them; it moves at its vehicles' rate and is not on foot."""
    vehicles = sum(1 for k in kinds if k in CARRIERS)
    riders = sum(1 for k in kinds if k in ON_FOOT)
    return vehicles > 0 and riders <= vehicles


def _airborne(kinds: tuple[StandKind, ...]) -> bool:
    carriers = [k for k in kinds if k in CARRIERS]
    return carried(kinds) and all(k is StandKind.HELICOPTER for k in carriers)


def _rate(unit: Unit, kinds: tuple[StandKind, ...]) -> int:
    """A unit moves at the pace of its slowest stand, its foot stands riding if it carries
    them (ruling 9.1-c); a dummy as its side's foot stands (ruling 6.3-b), so that its pace
    does not betray it."""
    if unit.dummy:
        return RATE[StandKind.ACTIVIST if unit.role is Role.ACTIVISTS else StandKind.POLICE]
    if carried(kinds):
        return min(RATE[k] for k in kinds if k not in ON_FOOT)
    return min(RATE[k] for k in kinds)

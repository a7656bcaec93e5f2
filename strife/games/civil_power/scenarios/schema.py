"""Scenarios as data (CIVIL POWER --- SCENARIOS): the schema of data/scenarios/<id>.toml and
its loader.

A scenario file says which maps are used and how they are arranged, how long the game
lasts and when it is night, who plays (a Mob and a Police side; two Mobs in I-3, I-5 and
II-5), how each side gets its force (points, packages, a fixed order of battle), its
Engagement Level, where and when its units set up or enter, how victory is scored, and
which special rules (rules.py) apply; the classes for victory are in victory_schema.py. A
bad file fails with the file, the key and what is wrong.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import Field, model_validator

from strife.core.data import load_model
from strife.games.civil_power.model.maps import ARRANGEMENTS
from strife.games.civil_power.scenarios.schema_types import Edge, Role, Strict
from strife.games.civil_power.scenarios.victory_schema import Victory
from strife.games.civil_power.setup.forces import ForceSpec, unit_types

DATA = Path(__file__).parent.parent / "data"
SCENARIOS = DATA / "scenarios"
# The fifteen scenarios of the rulebook, in its order.
SCENARIO_IDS = (
    "I-1", "I-2", "I-3", "I-4", "I-5", "I-6", "I-7", "I-8",
    "II-1", "II-2", "II-3", "II-4", "II-5", "II-6", "II-7",
)  # fmt: skip
PLACES = ("Plaza", "Park", "Squat", "Posh Hotel", "Barracks")


# -- set-up and entry ---------------------------------------------------------------------


class Within(Strict):
    """Within `areas` areas of a named place (I-4: "within five areas of the Posh Hotel")."""

    place: str
    areas: int = Field(ge=0)


class EdgeBand(Strict):
    """The `areas` rows or columns nearest a map edge (I-8: "not within 5 areas of the south
    edge of the map")."""

    edge: Edge
    areas: int = Field(ge=1)


class AwayFrom(Strict):
    """At least `areas` areas from every unit of these sides (II-3: "at least 6 areas away
    from any Mob units")."""

    sides: list[str] = Field(min_length=1)
    areas: int = Field(ge=1)


class Zone(Strict):
    """Where units may be placed: the union of `places`, `adjacent_buildings`, `adjacent_to`,
    `maps`, `anywhere` and the side's `neighbourhood`, narrowed by `within`,
    `not_within_edge`, `away_from`, `buildings_only` and `one_per_building`."""

    places: list[str] = []
    adjacent_buildings: list[str] = []  # every building touching these places (I-7, II-4)
    adjacent_to: list[str] = []  # areas next to these places (II-3 "adjacent to ... the Squat")
    north_of: str = ""  # the area north of this one-area place (II-7 "north of the word Squat")
    maps: list[str] = []  # whole sheets (II-3 "anywhere on the West map")
    anywhere: bool = False
    neighbourhood: bool = False  # the side's chosen quadrant (I-3, II-5)
    within: Within | None = None
    not_within_edge: EdgeBand | None = None
    away_from: AwayFrom | None = None
    buildings_only: bool = False  # II-6: Swag and its shopkeepers in buildings
    one_per_area: bool = False  # II-7: "1 vehicle per square"
    one_per_building: bool = False  # II-6: "no more than 1 to a building"

    @model_validator(mode="after")
    def _something(self) -> Zone:
        if not (
            self.places
            or self.adjacent_buildings
            or self.adjacent_to
            or self.north_of
            or self.maps
            or self.anywhere
            or self.neighbourhood
            or self.within
        ):
            raise ValueError("a zone needs places, maps, anywhere, neighbourhood or within")
        return self


class Entry(Strict):
    """Units that enter across map edges during the game (4.0: from off the map)."""

    edges: list[Edge] = Field(min_length=1)  # the edges allowed
    one_edge: bool = False  # "on any one map edge": all of them by the same edge
    sheet: str = ""  # only that sheet's stretch of the edge (I-1 "the south edge of the West map")
    turns: list[int] = Field(default=[1], min_length=1)  # "on turns 1 and 2"
    not_adjacent_to: list[str] = []  # II-6: reinforcements "not adjacent to police units"


class Arrival(Strict):
    """Units that arrive in a place during the game (II-7: "2 units each turn in the Gas and
    Fire Check Phase, at the Barracks")."""

    place: str
    per_turn: int = Field(ge=1)
    phase: Literal["gas-and-fire", "fire"] = "gas-and-fire"
    first_turn: int = Field(default=1, ge=1)


class Deployment(Strict):
    """How some of a side's units come onto the map: `units` names them (type -> count,
    or empty for all the rest), and exactly one of `setup`, `enter` or `arrive` says how."""

    units: dict[str, int] = {}
    items: dict[str, int] = {}  # counters that are not units, placed with them (II-6 Swag)
    setup: Zone | None = None
    enter: Entry | None = None
    arrive: Arrival | None = None
    hidden_allowed: bool = False  # units here may set up hidden (8.4)
    label: str = ""  # names these units for a special rule (II-7: "commander", "compound")
    # I-2: the Mob enters on the first day or after losing a day, and otherwise sets up.
    campaign_day: Literal["all", "first-or-after-loss", "other"] = "all"

    @model_validator(mode="after")
    def _one(self) -> Deployment:
        if sum(x is not None for x in (self.setup, self.enter, self.arrive)) != 1:
            raise ValueError("give exactly one of setup, enter or arrive")
        return self


# -- sides ----------------------------------------------------------------------------------


class SideSpec(Strict):
    """One player's side: its role, force, Engagement Level and deployment."""

    id: str
    role: Role
    name: str = ""
    colour: str = ""  # II-5, I-5: "use two different colours of Mob counters"
    engagement_level: int = Field(ge=0, le=5)
    el_may_rise: bool = True  # I-1 (Police), II-7 (both): may not change
    forces: ForceSpec
    setup_order: int = Field(default=0, ge=0)  # 1 sets up first; 0 = enters only
    deploy: list[Deployment] = Field(min_length=1)
    tdn: int | None = None  # a fixed Tactical Disintegration Number (I-5: 30; II-7: 20)


# -- reinforcements and the campaign ------------------------------------------------------


class Reinforcements(Strict):
    """Rolls on the Random Reinforcement Table (I-1, II-2, II-6): once in each of `side`'s
    player-turns from `first_turn`, entering across `enter` or placed in buildings."""

    side: str
    first_turn: int = Field(default=1, ge=1)
    enter: Entry | None = None
    in_buildings: bool = False  # II-2: "in any area of any building, not adjacent to Police"
    not_adjacent_to: list[str] = []
    ignore: list[str] = []  # I-1: "Ignore references to Molotovs or Snipers"

    @model_validator(mode="after")
    def _where(self) -> Reinforcements:
        if (self.enter is None) == (not self.in_buildings):
            raise ValueError("give either enter or in_buildings = true")
        return self


class Campaign(Strict):
    """I-2: several "days" of `turns` turns each; the winner is the best of them."""

    days: int = Field(ge=2)
    reinforcement_points: int = Field(ge=0)
    no_show: list[int]  # 1d6 rolls that keep a reinforcement away
    no_show_if_mob_won: list[int]  # ... after a day the Mob won


# -- the scenario ---------------------------------------------------------------------------

SPECIAL_RULES = (
    "no-buildings",  # I-1: no units of either player may enter buildings
    "police-crowds",  # I-1: the Police player's Crowds and Agitator
    "random-reinforcements",  # I-1, II-2, II-6: the Random Reinforcement Table
    "campaign",  # I-2: five days
    "two-mobs",  # I-3, I-5, II-5: two Mob players
    "sniper-no-kill",  # I-6: a Sniper's K is a W
    "last-mob-unit",  # II-1: play until the last Mob unit is eliminated
    "cemetery",  # II-1: the Park is a cemetery: LOS into, not through
    "field-gun-fires",  # II-1: a Field Gun's 6 starts a fire instead
    "special-weapons",  # II-2: HMG, Field Gun, Tanks, ammunition
    "sewer-movement",  # II-2
    "reinforcements-in-buildings",  # II-2
    "escape-east",  # II-3: escape to East Berlin
    "swag",  # II-6: looting
    "motor-pool",  # II-7: the compound, vehicles, the Tank, the end of the game
)


class ScenarioFile(Strict):
    id: str
    title: str
    type: Literal["riot", "war"]  # Type I. Riot / Type II. War in the Streets
    location: str
    time: str
    summary: str
    notes: str = ""
    provenance: str = "rulebook"
    maps: str = "west-east"  # an arrangement of board.ARRANGEMENTS
    turns: int | None = Field(default=None, ge=1, le=99)  # None: indeterminate (II-1, II-7)
    night_from: int | None = Field(default=None, ge=1, le=99)  # 1 = a night scenario
    park: Literal["park", "cemetery", "compound"] = "park"
    sides: list[SideSpec] = Field(min_length=2, max_length=3)
    turn_order: list[str] = Field(min_length=2)  # player-turns in each game-turn
    first_mob_chosen: bool = False  # I-3, II-5: a player decides which Mob goes first
    tactical_disintegration: Literal["suggested", "required", "not-used"] = "suggested"
    overreaction: Literal["optional", "suggested"] = "optional"
    extended_range: bool = True  # II-1: "The Extended Range optional rule is not used"
    forbidden_weapons: list[str] = []  # II-2: "May not ... use gas, baton rounds, ..."
    permitted_weapons: list[str] = []  # II-7: "The player may use baton rounds."
    campaign: Campaign | None = None
    reinforcements: Reinforcements | None = None
    victory: Victory = Victory()
    special: list[str] = []

    @model_validator(mode="after")
    def _consistent(self) -> ScenarioFile:
        if self.maps not in ARRANGEMENTS:
            raise ValueError(f"maps: unknown arrangement {self.maps!r} ({sorted(ARRANGEMENTS)})")
        ids = [s.id for s in self.sides]
        if len(set(ids)) != len(ids):
            raise ValueError("sides: two sides with the same id")
        if sorted(self.turn_order) != sorted(ids):
            raise ValueError(f"turn_order: must list each side once ({ids})")
        if self.turns is None and not ({"last-mob-unit", "motor-pool"} & set(self.special)):
            raise ValueError("turns: required unless the game ends by a special rule")
        for rule in self.special:
            if rule not in SPECIAL_RULES:
                raise ValueError(f"special: unknown rule {rule!r}")
        if (self.reinforcements is not None) != ("random-reinforcements" in self.special):
            raise ValueError("reinforcements: give them with the rule 'random-reinforcements'")
        if self.reinforcements is not None and self.reinforcements.side not in ids:
            raise ValueError(f"reinforcements.side: no side {self.reinforcements.side!r}")
        if self.campaign is not None and "campaign" not in self.special:
            raise ValueError("campaign: needs the special rule 'campaign'")
        units = unit_types()
        for i, side in enumerate(self.sides):
            for j, d in enumerate(side.deploy):
                where = f"sides.{i}.deploy.{j}"
                for name in d.units:
                    if name not in units:
                        raise ValueError(f"{where}.units: unknown unit type {name!r}")
                for zone in (d.setup,):
                    if zone is None:
                        continue
                    for p in [*zone.places, *zone.adjacent_buildings, *zone.adjacent_to]:
                        if p not in PLACES:
                            raise ValueError(f"{where}.setup: unknown place {p!r}")
                    if zone.away_from is not None:
                        for other in zone.away_from.sides:
                            if other not in ids:
                                raise ValueError(f"{where}.setup.away_from: no side {other!r}")
            given = {**side.forces.fixed_units}
            for kind, n in side.forces.free_units.items():
                given[kind] = given.get(kind, 0) + n
            named: dict[str, int] = {}
            for d in side.deploy:
                for kind, n in d.units.items():
                    named[kind] = named.get(kind, 0) + n
            for kind, n in named.items():
                if n > given.get(kind, 0):
                    raise ValueError(
                        f"sides.{i}.deploy: {n} {kind} named, but the scenario gives "
                        f"{given.get(kind, 0)} (fixed_units + free_units)"
                    )
            if side.setup_order and not any(d.setup for d in side.deploy):
                raise ValueError(f"sides.{i}.setup_order: the side sets nothing up")
        for j, vp_rule in enumerate(self.victory.vp):
            if vp_rule.side not in ids and vp_rule.side not in ("each-mob", "both"):
                raise ValueError(f"victory.vp.{j}.side: no side {vp_rule.side!r}")
            of = getattr(vp_rule, "of", None)
            if of is not None and of not in ids:
                raise ValueError(f"victory.vp.{j}.of: no side {of!r}")
        return self

    # -- lookups ----------------------------------------------------------------------------

    def side(self, side_id: str) -> SideSpec:
        for s in self.sides:
            if s.id == side_id:
                return s
        raise KeyError(side_id)

    @property
    def mobs(self) -> tuple[str, ...]:
        return tuple(s.id for s in self.sides if s.role == "mob")

    @property
    def police(self) -> str | None:
        return next((s.id for s in self.sides if s.role == "police"), None)

    def is_night(self, turn: int) -> bool:
        """6.6: whether game-turn `turn` is a night turn."""
        return self.night_from is not None and turn >= self.night_from

    @property
    def riot(self) -> bool:
        return self.type == "riot"


def load_scenario(path: Path) -> ScenarioFile:
    """A scenario file (ours or a user's), validated: DataError names the file and key."""
    return load_model(ScenarioFile, path)


@cache
def builtin(scenario_id: str) -> ScenarioFile:
    """One of the fifteen scenarios of the rulebook, by id ("I-1" .. "II-7")."""
    return load_scenario(SCENARIOS / f"{scenario_id}.toml")


def builtins() -> list[ScenarioFile]:
    return [builtin(i) for i in SCENARIO_IDS]

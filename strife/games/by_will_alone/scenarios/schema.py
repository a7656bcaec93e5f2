"""The scenario file (TOML), validated by pydantic: map, forces, positions, objectives,
length and special rules. Every number has a range, and a bad file fails naming the file,
the key and the problem. Checks between entries (a unit's feature is on the map, a group
has a leader) are in scenarios/loading.py.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from strife.games.by_will_alone.model.forces import Equipment, Grade, Pattern, Role, StandKind

Name = Annotated[str, Field(min_length=1, max_length=80)]
Ident = Annotated[str, Field(min_length=1, max_length=24, pattern=r"^[A-Za-z][A-Za-z0-9_-]*$")]
FeatureId = Annotated[str, Field(min_length=1, max_length=40)]


class Engagement(StrEnum):
    """6.1: the common kinds of engagement, which decide how units set up."""

    ATTACK_DEFENCE = "attack_defence"
    MEETING = "meeting"


class Edge(StrEnum):
    NORTH = "north"
    SOUTH = "south"
    EAST = "east"
    WEST = "west"


class Stance(StrEnum):
    ATTACKER = "attacker"
    DEFENDER = "defender"
    NONE = ""


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class ScenarioInfo(_Strict):
    id: Ident
    title: Name
    summary: str = Field(min_length=1, max_length=600)
    map: Ident
    engagement: Engagement
    # The length of the game in initiatives (each about 30 minutes, 4); ruling 21-a.
    initiatives: int = Field(ge=2, le=200)
    # Who holds the first initiative; "" for the rule (ruling 8.1-a).
    first: Role | None = None
    provenance: str = Field(default="", max_length=200)
    special_rules: list[Annotated[str, Field(min_length=1, max_length=300)]] = Field(
        default=[], max_length=20
    )


class SideData(_Strict):
    """A side: where it sets up from (6.1), and the facts the conflict modifiers read
    (11.3: region, country, language; 20: fed)."""

    role: Role
    edge: Edge
    stance: Stance = Stance.NONE
    # Features where this side deploys; empty: worked out from the edge (ruling 6.1-a).
    zone: list[FeatureId] = Field(default=[], max_length=200)
    region: str = Field(default="", max_length=80)
    country: str = Field(default="", max_length=80)
    language: str = Field(default="", max_length=80)
    fed: bool = True
    # 18.1: spies the side places with opposing units (ruling 18.1-a).
    spies: int = Field(default=0, ge=0, le=6)
    # 18.2: provocateurs the authority places in activist units (ruling 18.2-a).
    provocateurs: int = Field(default=0, ge=0, le=6)


class CommanderData(_Strict):
    seat: Ident
    role: Role
    name: Name
    # 6.3: dummy counters "if the scenario calls for it".
    dummies: int = Field(default=0, ge=0, le=12)


class StandData(_Strict):
    kind: StandKind
    count: int = Field(default=1, ge=1, le=30)
    quality: Grade | None = None  # activists: overrides the unit's quality


class UnitData(_Strict):
    id: Ident
    name: Name
    commander: Ident
    pattern: Pattern
    stands: list[StandData] = Field(min_length=1, max_length=40)
    quality: Grade | None = None  # activists (7.2)
    reliability: Grade | None = None  # authority (7.3)
    feature: FeatureId | None = None  # set up here; none: the player deploys it (6.3)
    floor: int = Field(default=0, ge=0, le=20)  # an upper floor of its building (10.2)
    reserve: bool = False  # off the table until reinforcements are requested (13)
    equipment: list[Equipment] = Field(default=[], max_length=len(Equipment))
    # The highest level of violence its weapons allow (15: 1 threats ... 4 indirect fire).
    weapons: int = Field(default=1, ge=1, le=4)
    # A media crew's: the press and television (corporate) or independent media (ruling 21-c).
    corporate: bool | None = None

    @model_validator(mode="after")
    def _grades(self) -> UnitData:
        if self.quality is not None and self.quality.role is not Role.ACTIVISTS:
            raise ValueError("quality is untrained, trained or veteran (7.2)")
        if self.reliability is not None and self.reliability.role is not Role.AUTHORITY:
            raise ValueError("reliability is wavering, reliable or dedicated (7.3)")
        if self.corporate is not None and self.pattern is not Pattern.MEDIA_CREW:
            raise ValueError("only a media crew is corporate or not (21-c)")
        if self.reserve and self.feature is not None:
            raise ValueError("a unit in reserve is not on the table: give no feature")
        return self


class ObjectiveData(_Strict):
    """A feature a side scores for (21: "objectives completed"): by holding it at the end,
    or (ruling 21-f) per stand that reaches it, or per initiative that ends with the side in
    it (rules/objectives.py)."""

    feature: FeatureId
    role: Role
    points: int = Field(ge=1, le=1000)
    name: Name
    kind: Literal["hold", "reach", "occupy"] = "hold"


class ScenarioData(_Strict):
    scenario: ScenarioInfo
    side: list[SideData] = Field(min_length=2, max_length=2)
    commander: list[CommanderData] = Field(min_length=2, max_length=8)
    unit: list[UnitData] = Field(min_length=2, max_length=60)
    objective: list[ObjectiveData] = Field(default=[], max_length=30)

    @model_validator(mode="after")
    def _sides(self) -> ScenarioData:
        roles = sorted(s.role.value for s in self.side)
        if roles != ["activists", "authority"]:
            raise ValueError("give one side of activists and one of the authority")
        if any(s.provocateurs and s.role is not Role.AUTHORITY for s in self.side):
            raise ValueError("only the authority places provocateurs (18.2)")
        stances = {s.stance for s in self.side}
        attack = self.scenario.engagement is Engagement.ATTACK_DEFENCE
        if attack and stances != {Stance.ATTACKER, Stance.DEFENDER}:
            raise ValueError("an attack/defence game needs an attacker and a defender (6.1)")
        if not attack and stances != {Stance.NONE}:
            raise ValueError("a meeting engagement has no attacker or defender (6.1)")
        return self

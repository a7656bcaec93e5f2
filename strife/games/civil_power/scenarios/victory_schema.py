"""How a scenario file says victory is scored: its Victory Point rules (one class per kind
of VP the scenarios award) and its levels of victory. Read by schema.py; judged by victory.py.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from strife.games.civil_power.scenarios.schema_types import Edge, Strict


class _VP(Strict):
    side: str  # the side that scores
    vp: float


class EliminatedVP(_VP):
    """+vp for each unit of `of` eliminated (of the listed types, or any)."""

    kind: Literal["eliminated"]
    of: str
    types: list[str] = []


class CasualtyVP(_VP):
    """VP per WIA and KIA inflicted by `side` on `of` (vp unused: see wia, kia)."""

    kind: Literal["casualties"]
    of: str
    vp: float = 0
    wia: float
    kia: float


class OccupyVP(_VP):
    """+vp if `side` occupies the place at the end (7.0 ALL SCENARIOS: "occupied")."""

    kind: Literal["occupy"]
    place: str


class DispersedVP(_VP):
    """+vp if the riot is dispersed at the end (TYPE I: at least half the Crowds eliminated,
    or no Crowd adjacent to another)."""

    kind: Literal["dispersed"]


class UnitsAtVP(_VP):
    """+vp for each unit of `side` in or adjacent to the place at the end (I-4)."""

    kind: Literal["units-at"]
    place: str


class OffEdgeVP(_VP):
    """+vp for each unit of `side` (of the listed types) moved off this edge."""

    kind: Literal["off-edge"]
    edge: Edge
    sheet: str = ""
    types: list[str] = []


class ClearedByVP(_VP):
    """+vp if the place is cleared before the end of game-turn `turn` (II-3)."""

    kind: Literal["cleared-by"]
    place: str
    turn: int = Field(ge=1)


class NeighbourhoodVP(_VP):
    """+vp to a Mob that at any time clears every enemy unit from the enemy's neighbourhood
    (I-3). `side` = "each-mob"."""

    kind: Literal["neighbourhood"]


class MobShareVP(_VP):
    """-(sum of the Mob sides' VP) / divisor, at the end (I-3, II-5). vp unused."""

    kind: Literal["mob-share"]
    vp: float = 0
    divisor: int = Field(ge=1)


class TurnsVP(_VP):
    """+vp for each complete game-turn the game lasts (II-1)."""

    kind: Literal["turns"]


class FiresVP(_VP):
    """+vp for each Fire marker burning at the end (II-1)."""

    kind: Literal["fires"]


class LootingVP(_VP):
    """+vp per turn per Swag counter being looted (II-6)."""

    kind: Literal["looting"]


class DisintegrationVP(_VP):
    """+vp to the side that causes the enemy's Mob to disintegrate first (I-5)."""

    kind: Literal["first-disintegration"]


class VehicleVP(_VP):
    """Vehicles damaged and destroyed (II-7); doubled for the named ones. vp unused."""

    kind: Literal["vehicles"]
    vp: float = 0
    damaged: float
    destroyed: float
    double: list[str] = []


class PointsEliminatedVP(_VP):
    """The point value of the enemy units eliminated (II-2). vp unused."""

    kind: Literal["points-eliminated"]
    vp: float = 0


VPRule = Annotated[
    EliminatedVP
    | CasualtyVP
    | OccupyVP
    | DispersedVP
    | UnitsAtVP
    | OffEdgeVP
    | ClearedByVP
    | NeighbourhoodVP
    | MobShareVP
    | TurnsVP
    | FiresVP
    | LootingVP
    | DisintegrationVP
    | VehicleVP
    | PointsEliminatedVP,
    Field(discriminator="kind"),
]


class Victory(Strict):
    """7.0 Victory, as the scenario changes it."""

    standard: bool = True  # the standard VP values of 7.0 apply
    standard_elimination: bool = True  # 7.0: +2/+3/+5 per unit eliminated (if `standard`)
    vp: list[VPRule] = []
    level: Literal["ratio", "more-vp"] = "ratio"  # II-7: "never mind the ratios"
    police_needs_dispersal: bool = False  # I-6, I-7: no Police victory unless dispersed
    police_loses_on_mob_kia: bool = False  # II-7
    text: str = ""

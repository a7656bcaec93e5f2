"""Non-Lethal Weapons (the Security Forces' and the crowd's) and Supplies, as data."""

from __future__ import annotations

from enum import StrEnum

from pydantic import Field, model_validator

from strife.games.civil_disorder.model.schema import Record, Roll, check_every
from strife.games.civil_disorder.model.units import UnitType

Inches = int


class NonLethal(StrEnum):
    """The Non-Lethal Weapons table's rows, in its order (the crowd's two among them)."""

    GAS_GRENADE = "gas_grenade"
    PETROL_BOMB = "petrol_bomb"
    BRICKS = "bricks"
    WATER_CANNON = "water_cannon"
    FIRE_HOSE = "fire_hose"
    RIOT_GUN = "riot_gun"
    BATON_GUN = "baton_gun"


class Protection(StrEnum):
    UNPROTECTED = "unprotected"
    SHIELDS = "shields"
    FULL = "full"


class Wetness(StrEnum):
    DRY = "dry"
    DAMP = "damp"
    SOAKED = "soaked"


class GasGrenade(Record):
    range: Inches = Field(ge=1, le=100)
    cloud_diameter: Inches = Field(ge=1, le=20)
    effective_after: int = Field(ge=0, le=5)
    lasts: Roll


class Ranged(Record):
    range: Inches = Field(ge=1, le=100)


class PetrolBomb(Record):
    range: Inches = Field(ge=1, le=100)
    hazard_diameter: Inches = Field(ge=1, le=20)
    wounded: Roll
    fireproof_less: int = Field(ge=0, le=6)
    fires_in_building: int = Field(ge=0, le=6)


class Bricks(Record):
    range: Inches = Field(ge=1, le=100)
    hits: Roll


class WaterCannon(Record):
    range: Inches = Field(ge=1, le=100)
    damp_after: int = Field(ge=1, le=20)
    soaked_after: int = Field(ge=1, le=20)
    dry_after: int = Field(ge=1, le=100)

    @model_validator(mode="after")
    def _order(self) -> WaterCannon:
        if self.soaked_after < self.damp_after:
            raise ValueError("soaked_after: a crowd is damp before it is soaked")
        return self


class BatonGun(Record):
    range: Inches = Field(ge=1, le=100)
    hit_on: int = Field(ge=1, le=6)
    stopped_turns: int = Field(ge=1, le=10)
    close: Inches = Field(ge=1, le=100)
    wound_on: int = Field(ge=1, le=6)


class Supplies(Record):
    missile_turns: int = Field(ge=1, le=50)
    restock_turns: int = Field(ge=1, le=10)
    petrol_bomb_every: int = Field(ge=1, le=20)


class WeaponsChart(Record):
    gas_grenade: GasGrenade
    riot_gun: Ranged
    petrol_bomb: PetrolBomb
    bricks: Bricks
    water_cannon: WaterCannon
    fire_hose: Ranged
    baton_gun: BatonGun
    supplies: Supplies
    protection: dict[UnitType, Protection]

    @model_validator(mode="after")
    def _every_type(self) -> WeaponsChart:
        check_every(self.protection, UnitType, "protection")
        return self

    def range_of(self, weapon: NonLethal) -> Inches:
        row: Ranged | GasGrenade | PetrolBomb | Bricks | WaterCannon | BatonGun = getattr(
            self, weapon.value
        )
        return row.range

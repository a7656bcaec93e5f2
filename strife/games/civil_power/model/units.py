"""The Unit Identification Chart (2.1): every unit type's ratings and size class.

Read from data/units.toml (reconstructed; the constraints are in that file). Static data,
shared by every state.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from strife.core.data import load_model

DATA = Path(__file__).parent.parent / "data"
MOB, POLICE = "Mob", "Police"
SIDES = (MOB, POLICE)


def unit_prefix(side: str, sides: object) -> str:
    """The start of a unit's name: the side's initial ("M1", "P3"), or as many of its first
    letters as tell it from the other sides ("C1", "Pr1", "Po1" in I-3)."""
    others = [str(x) for x in sides if x != side]  # type: ignore[attr-defined]
    n = 1
    while n < len(side) and any(o[:n] == side[:n] for o in others):
        n += 1
    return side[:n]


def molotov_key(side: str) -> str:
    """The store of a Mob side's Molotov Cocktails (ruling N-1): "molotovs" for the side
    "Mob", "molotovs|<side>" for a named Mob side."""
    return "molotovs" if side == MOB else f"molotovs|{side}"


INDIVIDUAL, VEHICLE, GROUP, CROWD = "Individual", "Vehicle", "Group", "Crowd"


class _UnitModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str
    abbrev: str
    side: Literal["Mob", "Police"]
    size: Literal["Individual", "Vehicle", "Group", "Crowd"]
    fire: int = Field(ge=0)
    shock: int = Field(ge=0)
    morale: int = Field(ge=0, le=6)
    movement: int = Field(ge=0)
    punk: bool = False
    rocks: bool = False
    sniper: bool = False
    agitator: bool = False
    tv_crew: bool = False
    squad_class: str = ""
    mounted: bool = False
    dismounts_to: str = ""
    water_cannon: bool = False
    ads: bool = False
    helicopter: bool = False
    donut_wagon: bool = False
    armored: bool = False
    unlimited_range: bool = False
    no_buildings: bool = False


class UnitsFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    provenance: str
    units: dict[str, _UnitModel]


@dataclass(frozen=True, slots=True)
class UnitType:
    """One line of the Unit Identification Chart."""

    id: str
    name: str
    abbrev: str
    side: str
    size: str
    fire: int
    shock: int
    morale: int
    movement: int
    punk: bool
    rocks: bool
    sniper: bool
    agitator: bool
    tv_crew: bool
    squad_class: str
    mounted: bool
    dismounts_to: str
    water_cannon: bool
    ads: bool
    helicopter: bool
    donut_wagon: bool
    armored: bool
    unlimited_range: bool
    no_buildings: bool

    # Derived once at load (hot paths read them as plain fields).
    crowd: bool = False
    group: bool = False
    vehicle: bool = False
    individual: bool = False
    # Agitators (6.4), TV Crews (8.8) and Vehicles (8.12.1) never check morale.
    checks_morale: bool = True
    # 4.2: Mounted Police, Vehicles and Crowds may not enter building areas (nor the Field
    # Gun, II-2).
    enters_buildings: bool = True
    # Snipers (6.3), Agitators (6.4), TV Crews (8.8) and Helicopters (8.6) take no part in
    # Shock combat.
    fights_shock: bool = True


def _derived(key: str, u: _UnitModel) -> UnitType:
    vehicle = u.size == VEHICLE
    crowd = u.size == CROWD
    return UnitType(
        id=key,
        **u.model_dump(),
        crowd=crowd,
        group=u.size == GROUP,
        vehicle=vehicle,
        individual=u.size == INDIVIDUAL,
        checks_morale=not (u.agitator or u.tv_crew or vehicle),
        enters_buildings=not (u.mounted or vehicle or crowd or u.no_buildings),
        fights_shock=not (u.sniper or u.agitator or u.tv_crew or u.helicopter),
    )


def load_units(path: Path | None = None) -> dict[str, UnitType]:
    model = load_model(UnitsFile, path or DATA / "units.toml")
    return {key: _derived(key, u) for key, u in model.units.items()}

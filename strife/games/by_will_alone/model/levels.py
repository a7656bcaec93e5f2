"""The levels of violence (15), and how far a unit is from home (11.3, 17.2)."""

from __future__ import annotations

from enum import Enum, IntEnum


class Violence(IntEnum):
    """The four levels of violence in ascending order of power (15)."""

    THREATS = 1  # threats, pushing and arrest
    LESS_LETHAL = 2  # tear gas, rubber bullets, batons, water cannons
    LETHAL_DIRECT = 3  # firearms, machineguns, cannons
    LETHAL_INDIRECT = 4  # mortars, artillery, air-launched bombs and missiles

    @property
    def label(self) -> str:
        return {
            Violence.THREATS: "threats, pushing and arrest",
            Violence.LESS_LETHAL: "less lethal force",
            Violence.LETHAL_DIRECT: "lethal force (direct fire)",
            Violence.LETHAL_INDIRECT: "lethal force (indirect fire)",
        }[self]


class Origin(Enum):
    """Where an activist unit comes from, seen from its opponent (11.3)."""

    SAME_REGION = "same region"
    OTHER_REGION = "different region"
    OTHER_COUNTRY = "different country"


class Familiarity(Enum):
    """How well an authority unit knows the streets (17.2)."""

    STRANGER = "from elsewhere"
    NEIGHBOURING = "from the neighbouring area"
    LOCAL = "from the area of the game"

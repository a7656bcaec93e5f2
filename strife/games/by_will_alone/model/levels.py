"""The levels the rules of sections 7 and 15 count in: activist quality, authority
reliability, and the level of violence."""

from __future__ import annotations

from enum import Enum, IntEnum


class Quality(IntEnum):
    """A nonviolent activist stand's quality, in increasing order (7.2)."""

    UNTRAINED = 1
    TRAINED = 2
    VETERAN = 3

    @property
    def label(self) -> str:
        return self.name.capitalize()


class Reliability(IntEnum):
    """An authority stand's reliability, in increasing order (7.3). Unreliable is below
    Wavering: a unit there "will no longer respond to commands" (7.5)."""

    UNRELIABLE = 0
    WAVERING = 1
    RELIABLE = 2
    DEDICATED = 3

    @property
    def label(self) -> str:
        return self.name.capitalize()


Level = Quality | Reliability


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

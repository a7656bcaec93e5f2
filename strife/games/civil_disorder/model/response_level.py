"""Response Level: the eight levels of a crowd, when the RL is tested, every factor and the
result bands, as data (umpire-only: the Security Forces see the marker, not this chart)."""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import Field, model_validator

from strife.games.civil_disorder.model.schema import Band, Record, Roll, check_bands, check_every
from strife.games.civil_disorder.model.units import UnitType

LOWEST, HIGHEST = 1, 8


class Direction(StrEnum):
    AWAY = "away"
    DRIFT = "drift"
    OBJECTIVE = "objective"
    CLOSE = "close"
    CONFORM = "conform"


class RlTrigger(StrEnum):
    SF_INFLUENCE = "sf_influence"
    MORE_SF_IN_VIEW = "more_sf_in_view"
    DRAMATIC_CHANGE = "dramatic_change"


class RlFactor(StrEnum):
    """The RL factors, in the text's order."""

    DAMP = "damp"
    SOAKED = "soaked"
    MEMBER_ARRESTED_OR_WOUNDED = "member_arrested_or_wounded"
    VISIBLY_OUTNUMBERED = "visibly_outnumbered"
    ADJACENT_CROWD_HIGHER = "adjacent_crowd_higher"
    ADJACENT_CROWD_RUNNING_AWAY = "adjacent_crowd_running_away"
    FIGHTING_AND_WINNING = "fighting_and_winning"
    ORDINARY_WITHDRAWING = "ordinary_withdrawing"
    ORDINARY_CHARGING = "ordinary_charging"
    SPECIALIST_WITHDRAWING = "specialist_withdrawing"
    SPECIALIST_CHARGING = "specialist_charging"
    SPECIALIST_OR_MOUNTED_FIRST_SEEN = "specialist_or_mounted_first_seen"
    MOUNTED_CHARGING = "mounted_charging"
    TEAR_GAS = "tear_gas"
    CS_GAS = "cs_gas"
    BATON_GUN = "baton_gun"
    SINGLE_SHOT = "single_shot"
    AUTOMATIC = "automatic"
    FIRST_FIREARM_CASUALTY = "first_firearm_casualty"
    LATER_FIREARM_CASUALTY = "later_firearm_casualty"


class SfClass(StrEnum):
    """How a unit type counts among the RL's "SF Actions" (ruling R-5)."""

    ORDINARY = "ordinary"
    SPECIALIST = "specialist"
    MOUNTED = "mounted"
    MOUNTED_SPECIALIST = "mounted_specialist"


class Level(Record):
    name: str
    does: str
    move: Roll | None = None
    per_base: bool = False
    up_to: bool = False
    direction: Direction
    drift: int | None = Field(default=None, ge=1, le=6)
    stand_off: int | None = Field(default=None, ge=1, le=20)
    if_no_sf_in_sight: int | None = Field(default=None, ge=LOWEST, le=HIGHEST)
    if_surrounded: int | None = Field(default=None, ge=LOWEST, le=HIGHEST)
    if_no_escape: int | None = Field(default=None, ge=LOWEST, le=HIGHEST)
    minor_damage_on: int | None = Field(default=None, ge=1, le=6)
    backs_off_if_pushed: bool = False
    throws_if_out_of_reach: bool = False
    fighters: Roll | None = None
    damage_if_no_sf: Literal["damage", "serious"] | None = None
    bombards_if_blocked: bool = False
    loots: bool = False

    @model_validator(mode="after")
    def _moves(self) -> Level:
        if (self.move is None) == (self.drift is None):
            raise ValueError("a level has either `move` dice or a `drift`")
        return self


class Factor(Record):
    text: str
    value: int = Field(ge=-10, le=10)
    each: bool = False
    group: str | None = None


class RlTest(Record):
    die: Roll


class ResponseLevelChart(Record):
    sf_told: str
    adjacent: int = Field(ge=1, le=20)
    levels: dict[int, Level]
    triggers: dict[RlTrigger, str]
    test: RlTest
    factors: dict[RlFactor, Factor]
    results: tuple[Band[int], ...]
    sf_classes: dict[UnitType, SfClass]

    @model_validator(mode="after")
    def _complete(self) -> ResponseLevelChart:
        if sorted(self.levels) != list(range(LOWEST, HIGHEST + 1)):
            raise ValueError(f"levels: need exactly {LOWEST} to {HIGHEST}")
        check_every(self.triggers, RlTrigger, "triggers")
        check_every(self.factors, RlFactor, "factors")
        check_bands(self.results, "results")
        return self

    def level(self, rl: int) -> Level:
        if rl not in self.levels:
            raise ValueError(f"no Response Level {rl} (levels run {LOWEST} to {HIGHEST})")
        return self.levels[rl]

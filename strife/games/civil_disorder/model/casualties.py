"""Medical Services, Firearms, the Over-Reaction Test and Snipers, as data: the charts of
shooting and its casualties."""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import Field, model_validator

from strife.games.civil_disorder.model.schema import (
    Band,
    Record,
    Roll,
    check_bands,
    check_every,
)
from strife.games.civil_disorder.model.units import UnitType


class Triage(Record):
    name: str
    patch_turns: int = Field(default=0, ge=0, le=5)
    carries_on: bool = False
    walks: bool = False
    stretcher: bool = False
    hospital: Literal["none", "needed", "urgent"]
    dies_after: int | None = Field(default=None, ge=1, le=5)


class Ambulance(Record):
    stretchers: int = Field(ge=1, le=10)
    walking: int = Field(ge=1, le=20)


class MedicalChart(Record):
    die: Roll
    gunfire_bonus: int = Field(ge=0, le=6)
    stretcher_turns: int = Field(ge=0, le=5)
    load_turns: int = Field(ge=0, le=5)
    stretcher_bearers: int = Field(ge=1, le=4)
    walking_speed_divisor: int = Field(ge=1, le=4)
    ambulance: Ambulance
    results: tuple[Band[Triage], ...]

    @model_validator(mode="after")
    def _bands(self) -> MedicalChart:
        check_bands(self.results, "results")
        return self


class Firearm(StrEnum):
    PISTOL = "pistol"
    RIFLE = "rifle"
    AUTOMATIC = "automatic"
    SHOTGUN = "shotgun"
    HEAVY_MACHINE_GUN = "heavy_machine_gun"


class Gun(Record):
    name: str
    close: int = Field(ge=1, le=100)
    damage: Roll
    max_range: int | None = Field(default=None, ge=1, le=1000)
    result: Roll
    rl: Literal["single_shot", "automatic"]

    @model_validator(mode="after")
    def _ranges(self) -> Gun:
        if self.max_range is not None and self.max_range < self.close:
            raise ValueError("max_range: the maximum effective range is beyond close range")
        return self


class FirearmsChart(Record):
    weapons: dict[Firearm, Gun]

    @model_validator(mode="after")
    def _every(self) -> FirearmsChart:
        check_every(self.weapons, Firearm, "weapons")
        return self


class Reaction(StrEnum):
    ADVANCE = "advance"
    CONTINUE = "continue"
    FALL_BACK = "fall_back"
    RUN_AWAY = "run_away"
    OPEN_FIRE = "open_fire"


class ReactionTrigger(StrEnum):
    FIRST_ABUSE = "first_abuse"
    FIRST_MISSILES = "first_missiles"
    ATTACKED = "attacked"
    SHOT_AT = "shot_at"
    MEMBER_WOUNDED = "member_wounded"


class ReactionFactors(Record):
    outnumbered_over_3_to_1: int = Field(ge=-10, le=10)
    no_support_in_sight: int = Field(ge=-10, le=10)
    under_gunfire: int = Field(ge=-10, le=10)
    each_member_wounded: int = Field(ge=-10, le=10)
    crowd_outnumbered: int = Field(ge=-10, le=10)


class OverReactionChart(Record):
    die: Roll
    types: dict[UnitType, int]
    factors: ReactionFactors
    triggers: dict[ReactionTrigger, str]
    fire_instead_on: int = Field(ge=0, le=6)
    fire_instead: frozenset[UnitType]
    results: tuple[Band[Reaction], ...]

    @model_validator(mode="after")
    def _complete(self) -> OverReactionChart:
        check_every(self.triggers, ReactionTrigger, "triggers")
        check_bands(self.results, "results")
        return self


class SnipersChart(Record):
    hit_on: int = Field(ge=1, le=6)
    spot_on: int = Field(ge=1, le=6)
    spot_bonus: int = Field(ge=0, le=6)
    swat_hit_on: int = Field(ge=1, le=6)

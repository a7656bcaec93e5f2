"""The Over-Reaction Test as data: who tests, the factors and the results (umpire-only)."""

from __future__ import annotations

from enum import StrEnum

from pydantic import Field, model_validator

from strife.games.civil_disorder.model.schema import Band, Record, Roll, check_bands, check_every
from strife.games.civil_disorder.model.units import UnitType


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

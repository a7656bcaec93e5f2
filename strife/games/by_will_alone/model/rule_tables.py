"""The tables of sections 7 and 11-17 (data/rules.toml), validated on load, and the
results the 7.5 unit morale check table can give."""

from __future__ import annotations

from enum import Enum
from functools import cache
from pathlib import Path

from pydantic import BaseModel, ConfigDict, PositiveInt, field_validator

from strife.core.data import load_model
from strife.games.by_will_alone.model.forces import QUALITIES, Grade

RULES_FILE = Path(__file__).resolve().parent.parent / "data" / "rules.toml"
ROWS = 4  # 7.5: <= 25%, <= 50%, <= 75%, <= 100% failing


class Reinforcement(Enum):
    """The Reinforcement Result column of 7.5."""

    ARRIVES = "arrives"
    NEXT_INITIATIVE = "next_initiative"
    DOES_NOT_ARRIVE = "does_not_arrive"

    @property
    def label(self) -> str:
        return {
            Reinforcement.ARRIVES: "the unit arrives",
            Reinforcement.NEXT_INITIATIVE: "the unit arrives next initiative",
            Reinforcement.DOES_NOT_ARRIVE: "the unit does not arrive",
        }[self]


class StreetSign(Enum):
    """The Street Sign Check Result column of 7.5."""

    UNAFFECTED = "unaffected"
    WRONG_WAY_ONCE = "wrong_way_once"  # ok next move if the street signs are fine
    WRONG_WAY_AGAIN = "wrong_way_again"  # roll again next move even if the signs are right
    LOST = "lost"  # placed two moves away by the opponent; will not move until rallied

    @property
    def label(self) -> str:
        return {
            StreetSign.UNAFFECTED: "the unit is unaffected",
            StreetSign.WRONG_WAY_ONCE: "the unit moves in the wrong direction this move",
            StreetSign.WRONG_WAY_AGAIN: (
                "the unit moves in the wrong direction, and checks again next move"
            ),
            StreetSign.LOST: "the unit is lost and will not move until rallied",
        }[self]


class Barricade(Enum):
    """The Building a Barricade Result column of 7.5."""

    BUILT = "built"
    NOT_BUILT = "not_built"


class WrongWay(Enum):
    """17.2: where a unit that goes the wrong way turns, from its axis of advance."""

    RIGHT = "right"
    REVERSE = "reverse"
    LEFT = "left"

    @property
    def label(self) -> str:
        return {
            WrongWay.RIGHT: "to the right of its axis of advance",
            WrongWay.REVERSE: "back the way it came",
            WrongWay.LEFT: "to the left of its axis of advance",
        }[self]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class MoraleTable(_Strict):
    unreliable: int  # 7.4's numbers are MORALE_NUMBER (model/forces.py); Unreliable's here


class UnitCheckTable(_Strict):
    conflict: tuple[int, int, int, int]
    reinforcement: tuple[Reinforcement, Reinforcement, Reinforcement, Reinforcement]
    street_sign: tuple[StreetSign, StreetSign, StreetSign, StreetSign]
    barricade: tuple[Barricade, Barricade, Barricade, Barricade]


class Multipliers(_Strict):
    sitting: PositiveInt
    fraternizing: PositiveInt
    partying: PositiveInt
    housing_block: PositiveInt
    less_lethal: PositiveInt
    lethal_direct: PositiveInt
    lethal_indirect: PositiveInt
    enveloped_opponent: PositiveInt
    barricade: PositiveInt
    undisciplined_dice: PositiveInt


class DieModifiers(_Strict):
    fed_against_unfed: int
    other_region: int
    other_country: int
    other_language: int
    commander_not_touching: int


class Ratios(_Strict):
    withdraw_lower_chooses: PositiveInt
    withdraw_higher_chooses: PositiveInt
    morale_check_withdraw: PositiveInt


class ArrestModifiers(_Strict):
    police: int
    dedicated: int
    wavering: int


class EscapeTable(_Strict):
    untrained: int
    trained: int
    veteran: int

    def number(self, quality: Grade) -> int:
        if quality not in QUALITIES:
            raise ValueError(f"only activists escape arrest, not a {quality.value} stand")
        return int(getattr(self, quality.value))


class RallyTable(_Strict):
    stands_per_die: PositiveInt
    activists_touching: int
    no_activists_in_sight: int
    higher_commander: int


class CommanderTable(_Strict):
    per_prior_attempt: int


class EscalationTable(_Strict):
    target: int
    attacked: int
    withdrew: int
    other_commander_attacked: int
    activists_withdrew: int
    media_in_sight: int


class DisciplineTable(_Strict):
    dice: PositiveInt
    bonus: int
    behind_barricade: int


class RegainTable(_Strict):
    authority_in_sight: int
    authority_touching: int
    blocked: int
    outnumbered: int
    surrounded: int


class AccidentalTable(_Strict):
    dice: PositiveInt
    bonus: int
    fraternizing: int
    partying: int
    touching_stand_fired: int
    enveloped: int


class SignsTable(_Strict):
    neighbouring: int
    local: int
    gps: int
    wrong_way: tuple[WrongWay, WrongWay, WrongWay, WrongWay, WrongWay, WrongWay]


class RuleTables(_Strict):
    """Every number of sections 7 and 11-17."""

    provenance: str
    morale: MoraleTable
    unit_check: UnitCheckTable
    multipliers: Multipliers
    die_modifiers: DieModifiers
    ratios: Ratios
    arrest: ArrestModifiers
    escape: EscapeTable
    rally: RallyTable
    commander: CommanderTable
    escalation: EscalationTable
    discipline: DisciplineTable
    regain: RegainTable
    accidental: AccidentalTable
    signs: SignsTable

    @field_validator("ratios")
    @classmethod
    def _ratios_rise(cls, ratios: Ratios) -> Ratios:
        steps = (
            ratios.withdraw_lower_chooses,
            ratios.withdraw_higher_chooses,
            ratios.morale_check_withdraw,
        )
        if not 1 < steps[0] < steps[1] < steps[2]:
            raise ValueError("each result must begin at a higher ratio than the one before")
        return ratios


def load_rule_tables(path: Path = RULES_FILE) -> RuleTables:
    """Read and validate a rules file; a bad file fails naming the file and key."""
    return load_model(RuleTables, path)


@cache
def rule_tables() -> RuleTables:
    """The game's own tables, read once and shared by every state."""
    return load_rule_tables()


__all__ = [
    "Barricade",
    "Reinforcement",
    "RuleTables",
    "StreetSign",
    "WrongWay",
    "load_rule_tables",
    "rule_tables",
]

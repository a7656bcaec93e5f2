"""Every chart of the text, loaded once from data/rules/ and validated: a bad file fails
naming the file, the key and what is wrong. Someone with their own copy of the charts can
load a folder of their own."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel

from strife.core.data import load_model
from strife.games.civil_disorder.model.fighting import FightingChart
from strife.games.civil_disorder.model.firearms import FirearmsChart
from strife.games.civil_disorder.model.fires import FiresChart
from strife.games.civil_disorder.model.looting import LootingChart
from strife.games.civil_disorder.model.medical import MedicalChart
from strife.games.civil_disorder.model.movement import MovementChart
from strife.games.civil_disorder.model.negotiation import NegotiationChart
from strife.games.civil_disorder.model.over_reaction import OverReactionChart
from strife.games.civil_disorder.model.property_damage import PropertyChart
from strife.games.civil_disorder.model.response_level import ResponseLevelChart
from strife.games.civil_disorder.model.snipers import SnipersChart
from strife.games.civil_disorder.model.units import UnitsChart
from strife.games.civil_disorder.model.weapons import WeaponsChart

RULES = Path(__file__).resolve().parent.parent / "data" / "rules"
M = TypeVar("M", bound=BaseModel)


@dataclass(frozen=True, slots=True)
class Charts:
    """The charts by the text's headings."""

    units: UnitsChart
    movement: MovementChart
    response_level: ResponseLevelChart
    looting: LootingChart
    negotiation: NegotiationChart
    weapons: WeaponsChart
    property_damage: PropertyChart
    fires: FiresChart
    fighting: FightingChart
    medical: MedicalChart
    firearms: FirearmsChart
    over_reaction: OverReactionChart
    snipers: SnipersChart


# The chart files, one a heading (a test checks the folder holds exactly these).
FILES = ("units", "movement", "response_level", "looting", "negotiation", "non_lethal_weapons",
         "property_damage", "fires", "fighting", "medical", "firearms", "over_reaction",
         "snipers")  # fmt: skip


def load_chart(model: type[M], name: str, folder: Path | None = None) -> M:
    """One chart file, `name`.toml in `folder` (the shipped charts if none)."""
    return load_model(model, (folder or RULES) / f"{name}.toml")


def load_charts(folder: Path | None = None) -> Charts:
    return Charts(
        units=load_chart(UnitsChart, "units", folder),
        movement=load_chart(MovementChart, "movement", folder),
        response_level=load_chart(ResponseLevelChart, "response_level", folder),
        looting=load_chart(LootingChart, "looting", folder),
        negotiation=load_chart(NegotiationChart, "negotiation", folder),
        weapons=load_chart(WeaponsChart, "non_lethal_weapons", folder),
        property_damage=load_chart(PropertyChart, "property_damage", folder),
        fires=load_chart(FiresChart, "fires", folder),
        fighting=load_chart(FightingChart, "fighting", folder),
        medical=load_chart(MedicalChart, "medical", folder),
        firearms=load_chart(FirearmsChart, "firearms", folder),
        over_reaction=load_chart(OverReactionChart, "over_reaction", folder),
        snipers=load_chart(SnipersChart, "snipers", folder),
    )


@cache
def charts() -> Charts:
    """The shipped charts, read once per process (they are read-only)."""
    return load_charts()

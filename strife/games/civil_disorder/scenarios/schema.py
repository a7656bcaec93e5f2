"""A scenario file as data, validated with ranges: the roles (one player each, each with a
personal figure), the Security Forces units and whose they are, the crowds with their
Response Level, objective and hidden looters, the bargaining points, the length and what
the assessment protects. Waypoints and buildings are checked against the table by
`scenarios/load.py`, naming the key that is wrong."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from strife.games.civil_disorder.model.firearms import Firearm
from strife.games.civil_disorder.model.negotiation import Quality
from strife.games.civil_disorder.model.units import UnitType

Ident = str


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class RoleData(_Strict):
    side: Ident = Field(pattern=r"^[a-z][a-z0-9_-]*$", max_length=30)
    title: str = Field(min_length=1)
    officer: str = Field(min_length=1)
    at: Ident
    negotiator: Quality = Quality.AVERAGE
    megaphone: bool = True


class UnitData(_Strict):
    id: Ident = Field(pattern=r"^[a-z][a-z0-9_-]*$")
    name: str = Field(min_length=1)
    type: UnitType
    side: Ident
    at: Ident
    bases: int = Field(ge=1, le=10)
    figures: int = Field(ge=1, le=50)
    gas: int = Field(default=0, ge=0, le=50)
    gas_kind: Literal["tear", "cs"] = "tear"
    weapon: Firearm | None = None
    water: int = Field(default=0, ge=0, le=2)

    @model_validator(mode="after")
    def _figures_fit(self) -> UnitData:
        if self.figures < self.bases:
            raise ValueError(f"{self.figures} figures cannot fill {self.bases} bases")
        if self.type == UnitType.SENIOR_OFFICER:
            raise ValueError("senior officers are the players' figures (roles), not units")
        return self


class CrowdData(_Strict):
    id: Ident = Field(pattern=r"^[a-z][a-z0-9_-]*$")
    name: str = Field(min_length=1)
    at: Ident
    bases: int = Field(ge=1, le=12)
    rl: int = Field(ge=1, le=8)
    objective: Ident
    looter_crowd: bool = False


class SniperData(_Strict):
    id: Ident = Field(pattern=r"^[a-z][a-z0-9_-]*$")
    name: str = Field(min_length=1)
    at: Ident
    target: Ident


class PointData(_Strict):
    id: Ident = Field(pattern=r"^[a-z][a-z0-9_-]*$")
    words: str = Field(min_length=1)
    worth: int = Field(ge=-1, le=1)


class ScenarioData(_Strict):
    id: Ident = Field(pattern=r"^[a-z][a-z0-9_-]*$")
    title: str = Field(min_length=1)
    summary: str = Field(min_length=1)
    provenance: Literal["reconstructed", "text"]
    argued: str = Field(min_length=1)
    table: str = "city"
    length: int = Field(ge=1, le=60)
    protect: Ident = ""
    roles: tuple[RoleData, ...] = Field(min_length=1, max_length=4)
    units: tuple[UnitData, ...] = Field(min_length=1)
    crowds: tuple[CrowdData, ...] = Field(min_length=1)
    bargaining: tuple[PointData, ...] = Field(min_length=1)
    snipers: tuple[SniperData, ...] = ()

    @model_validator(mode="after")
    def _consistent(self) -> ScenarioData:
        sides = [r.side for r in self.roles]
        if len(set(sides)) != len(sides):
            raise ValueError("two roles have the same side")
        for group, label in (
            (self.units, "unit"),
            (self.crowds, "crowd"),
            (self.bargaining, "point"),
        ):
            ids = [x.id for x in group]
            if len(set(ids)) != len(ids):
                raise ValueError(f"two {label}s have the same id")
        for u in self.units:
            if u.side not in sides:
                raise ValueError(f"unit {u.id!r} belongs to {u.side!r}, which is not a role")
        units = {u.id for u in self.units}
        for sn in self.snipers:
            if sn.target not in units:
                raise ValueError(f"sniper {sn.id!r} aims at {sn.target!r}, which is not a unit")
        return self

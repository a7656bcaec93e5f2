"""Buying forces (2.3 Starting the Game): points spent on units and items within the
scenario's limits, or a standard Force Package; and the Random Reinforcement Table.

The costs, packages and table are reconstructed (data/forces.toml says why each value).
A force that breaks a limit fails with a `ForceError` that names the side and what is wrong.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from strife.core.data import load_model
from strife.core.errors import StrifeError
from strife.games.civil_power.model.units import MOB, POLICE, UnitType, load_units

DATA = Path(__file__).parent.parent / "data"
HIDDEN_SETUP = "hidden_setup"


class ForceError(StrifeError):
    """A force choice the scenario does not allow: names the side and the problem."""


# -- data/forces.toml ----------------------------------------------------------------------


class ItemModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str
    side: Literal["Mob", "Police", "any"]
    cost: int = Field(ge=0)


class PackageModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str
    side: Literal["Mob", "Police"]
    size: Literal["Small", "Medium", "Large"]
    units: dict[str, int]
    items: dict[str, int] = {}
    elite: bool = False


class ReinforcementRow(BaseModel):
    model_config = ConfigDict(extra="forbid")
    roll: list[int] = Field(min_length=1)
    units: dict[str, int] = {}
    items: dict[str, int] = {}


class ForcesFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    provenance: str
    costs: dict[str, int]
    items: dict[str, ItemModel]
    packages: dict[str, PackageModel]
    reinforcements: list[ReinforcementRow]

    @model_validator(mode="after")
    def _consistent(self) -> ForcesFile:
        units = load_units()
        for name in units:
            if name not in self.costs:
                raise ValueError(f"costs: no cost for unit type {name!r}")
        for name in self.costs:
            if name not in units:
                raise ValueError(f"costs: {name!r} is not a unit type (data/units.toml)")
        for pid, package in self.packages.items():
            for name in package.units:
                if name not in units:
                    raise ValueError(f"packages.{pid}.units: unknown unit type {name!r}")
            for name in package.items:
                if name not in self.items:
                    raise ValueError(f"packages.{pid}.items: unknown item {name!r}")
        rolls = sorted(r for row in self.reinforcements for r in row.roll)
        if rolls != list(range(2, 13)):
            raise ValueError("reinforcements: the rows must cover 2d6 rolls 2-12 once each")
        for row in self.reinforcements:
            for name in row.units:
                if name not in units:
                    raise ValueError(f"reinforcements: unknown unit type {name!r}")
            for name in row.items:
                if name not in self.items:
                    raise ValueError(f"reinforcements: unknown item {name!r}")
        return self


@cache
def forces_data() -> ForcesFile:
    return load_model(ForcesFile, DATA / "forces.toml")


@cache
def unit_types() -> dict[str, UnitType]:
    return load_units()


# -- what a scenario allows (a part of the scenario file) -----------------------------------


class Substitute(BaseModel):
    """ "The Mob player may substitute Slingshot Punks for Untrained Crowds": `by` may be
    bought, and in a package or fixed force each `replace` may be swapped one for one."""

    model_config = ConfigDict(extra="forbid")
    replace: str
    by: str
    package_only: bool = False  # I-5: only "or one Medium Mob (may substitute ...)"


class Limit(BaseModel):
    """No more than `max` units of these types in all (I-5: "no more than a total of 5")."""

    model_config = ConfigDict(extra="forbid")
    types: list[str] = Field(min_length=1)
    max: int = Field(ge=0)


class ForceSpec(BaseModel):
    """How one side gets its force in a scenario."""

    model_config = ConfigDict(extra="forbid")
    points: int | None = Field(default=None, ge=0)
    packages: list[str] = []
    fixed_units: dict[str, int] = {}
    fixed_items: dict[str, int] = {}
    free_units: dict[str, int] = {}
    free_items: dict[str, int] = {}
    free_choice: list[dict[str, int]] = []  # one of these unit sets, free (II-2 tanks)
    may_buy: list[str] = []  # beyond the default (I-3: Snipers in a riot)
    may_not_buy: list[str] = []  # unit types or items (I-3: TV Crews; II-2: gas...)
    substitute: list[Substitute] = []
    limits: list[Limit] = []
    hidden_free: bool = False  # II-2: "Hidden Setup for any units for free"
    hidden_max: int | None = Field(default=None, ge=0)  # II-1: "Up to 5 of the units"
    hidden_any_unit: bool = False  # II-2: any units, not only Punks and Snipers (8.4)

    @model_validator(mode="after")
    def _known(self) -> ForceSpec:
        data = forces_data()
        units = unit_types()
        known = set(units) | set(data.items)
        for where, names in (
            ("fixed_units", self.fixed_units),
            ("free_units", self.free_units),
            ("may_buy", self.may_buy),
            ("may_not_buy", self.may_not_buy),
        ):
            for name in names:
                if name not in known:
                    raise ValueError(f"{where}: unknown unit type or item {name!r}")
        for where, names in (("fixed_items", self.fixed_items), ("free_items", self.free_items)):
            for name in names:
                if name not in data.items:
                    raise ValueError(f"{where}: unknown item {name!r}")
        for choice in self.free_choice:
            for name in choice:
                if name not in units:
                    raise ValueError(f"free_choice: unknown unit type {name!r}")
        for p in self.packages:
            if p not in data.packages:
                raise ValueError(
                    f"packages: unknown package {p!r} (known: {sorted(data.packages)})"
                )
        for s in self.substitute:
            for name in (s.replace, s.by):
                if name not in units:
                    raise ValueError(f"substitute: unknown unit type {name!r}")
        for lim in self.limits:
            for name in lim.types:
                if name not in units:
                    raise ValueError(f"limits: unknown unit type {name!r}")
        if self.points is None and not self.packages and not self.fixed_units:
            raise ValueError("a side needs points, packages or fixed_units")
        return self

    @property
    def fixed(self) -> bool:
        """A fixed order of battle (I-1, II-1, II-3, II-7): nothing is bought."""
        return self.points is None and not self.packages


# -- a side's choice and the force it yields -----------------------------------------------


@dataclass(frozen=True)
class ForceChoice:
    """What a player writes down (2.3): a package, or units and items bought with points.

    `swaps` maps "replace>by" (a scenario's substitution) to how many are swapped in a
    package or fixed force; `hidden` is how many units set up hidden (8.4); `free_choice`
    picks one of the scenario's free alternatives (II-2: Flame Tank or Tank).
    """

    package: str | None = None
    units: Mapping[str, int] = field(default_factory=dict)
    items: Mapping[str, int] = field(default_factory=dict)
    swaps: Mapping[str, int] = field(default_factory=dict)
    hidden: int = 0
    free_choice: int = 0


@dataclass(frozen=True)
class Force:
    """A side's starting force: unit counts by type, item counts, and its point cost (the
    cost of what was bought or the package's value; free and fixed things cost nothing)."""

    units: dict[str, int]
    items: dict[str, int]
    hidden: int
    points: int
    package: str | None = None
    notes: tuple[str, ...] = ()

    def unit_list(self) -> list[str]:
        """Every unit as its type id, one entry per counter, in a stable order."""
        return [t for t in sorted(self.units) for _ in range(self.units[t])]


def unit_cost(kind: str) -> int:
    return forces_data().costs[kind]


def cost(units: Mapping[str, int], items: Mapping[str, int] = {}, hidden: int = 0) -> int:
    data = forces_data()
    total = sum(data.costs[k] * n for k, n in units.items())
    total += sum(data.items[k].cost * n for k, n in items.items())
    return total + data.items[HIDDEN_SETUP].cost * hidden


def package_cost(package: str) -> int:
    p = forces_data().packages[package]
    return cost(p.units, p.items)


def _add(into: dict[str, int], more: Mapping[str, int]) -> None:
    for k, n in more.items():
        if n:
            into[k] = into.get(k, 0) + n


def buyable(spec: ForceSpec, role: str, riot: bool) -> set[str]:
    """The unit types and items a side may buy with points: its own side's, less what the
    scenario or the scenario type forbids (Type I: "may not buy Punk or Sniper units unless
    permitted"), plus what it permits."""
    data = forces_data()
    side = POLICE if role == "police" else MOB
    out = {k for k, u in unit_types().items() if u.side == side}
    out |= {k for k, i in data.items.items() if i.side in (side, "any") and k != HIDDEN_SETUP}
    if riot and side == MOB:
        out -= {k for k, u in unit_types().items() if u.punk or u.sniper}
    out |= set(spec.may_buy) | {s.by for s in spec.substitute if not s.package_only}
    return out - set(spec.may_not_buy)


def build_force(spec: ForceSpec, choice: ForceChoice, side: str, role: str, riot: bool) -> Force:
    """The force a side starts with, or a ForceError naming what is wrong."""

    def fail(problem: str) -> ForceError:
        return _fail(side, problem)

    data = forces_data()
    for name, n in (*choice.units.items(), *choice.items.items(), *choice.swaps.items()):
        if n < 0:
            raise fail(f"negative count {n} for {name!r}")
    units: dict[str, int] = {}
    items: dict[str, int] = {}
    notes: list[str] = []
    package: str | None = None
    if choice.package is not None:
        if choice.package not in spec.packages:
            raise fail(f"package {choice.package!r} is not offered (choose from {spec.packages})")
        if choice.units or choice.items:
            raise fail("a package is taken as it stands: buy nothing with it")
        package = choice.package
        p = data.packages[package]
        _add(units, p.units)
        _add(items, p.items)
        points = package_cost(package)
        # A package's units that the scenario forbids are left out (no refund).
        for name in spec.may_not_buy:
            if units.pop(name, 0) or items.pop(name, 0):
                notes.append(f"{name} left out of the package: the scenario forbids it")
    elif spec.fixed:
        if choice.units or choice.items:
            raise fail("this scenario gives a fixed force: nothing may be bought")
        points = 0
    else:
        if spec.points is None:
            raise fail(f"choose a package from {spec.packages}")
        allowed = buyable(spec, role, riot)
        for name in (*choice.units, *choice.items):
            if name not in allowed:
                raise fail(f"{name!r} may not be bought in this scenario")
        _add(units, choice.units)
        _add(items, choice.items)
        points = cost(choice.units, choice.items)
    _add(units, spec.fixed_units)
    _add(items, spec.fixed_items)
    _swap(spec, choice, units, side)
    _add(units, spec.free_units)
    _add(items, spec.free_items)
    if spec.free_choice:
        if not 0 <= choice.free_choice < len(spec.free_choice):
            raise fail(f"free_choice must be 0-{len(spec.free_choice) - 1}")
        _add(units, spec.free_choice[choice.free_choice])
    elif choice.free_choice:
        raise fail("this scenario offers no free choice")
    hidden_cost = _check_hidden(spec, choice.hidden, units, side)
    if hidden_cost and package is not None:
        raise fail("a package buys no Hidden Setup: buy the force with points to hide units")
    if package is None and not spec.fixed:
        points += hidden_cost
        assert spec.points is not None
        if points > spec.points:
            raise fail(f"the force costs {points} points, more than the {spec.points} allowed")
    for lim in spec.limits:
        total = sum(units.get(t, 0) for t in lim.types)
        if total > lim.max:
            names = " + ".join(lim.types)
            raise fail(f"{total} units of {names}: no more than {lim.max} in all")
    check_gas_guns(units, items, side)
    return Force(units, items, choice.hidden, points, package, tuple(notes))


def _fail(side: str, problem: str) -> ForceError:
    return ForceError(f"{side}: {problem}")


def _swap(spec: ForceSpec, choice: ForceChoice, units: dict[str, int], side: str) -> None:
    allowed = {f"{s.replace}>{s.by}": s for s in spec.substitute}
    for key, n in choice.swaps.items():
        s = allowed.get(key)
        if s is None:
            raise _fail(
                side, f"no substitution {key!r} in this scenario (allowed: {sorted(allowed)})"
            )
        if not n:
            continue
        if units.get(s.replace, 0) < n:
            raise _fail(
                side, f"cannot swap {n} {s.replace}: the force has {units.get(s.replace, 0)}"
            )
        units[s.replace] -= n
        if not units[s.replace]:
            del units[s.replace]
        units[s.by] = units.get(s.by, 0) + n


def _check_hidden(spec: ForceSpec, hidden: int, units: Mapping[str, int], side: str) -> int:
    """8.4: Punks and Snipers may set up hidden for 5 points each (free in II-1 up to 5
    units, and for any unit in II-2). Returns the points it costs."""
    if hidden < 0:
        raise _fail(side, "hidden must not be negative")
    if not hidden:
        return 0
    types = unit_types()
    if spec.hidden_any_unit:
        eligible = sum(n for k, n in units.items() if types[k].enters_buildings)
    else:
        eligible = sum(n for k, n in units.items() if types[k].punk or types[k].sniper)
    if hidden > eligible:
        raise _fail(side, f"{hidden} units hidden but only {eligible} may set up hidden")
    if spec.hidden_max is not None and hidden > spec.hidden_max:
        raise _fail(side, f"{hidden} units hidden: no more than {spec.hidden_max} may")
    if HIDDEN_SETUP in spec.may_not_buy:
        raise _fail(side, "no unit may set up hidden in this scenario")
    return 0 if spec.hidden_free else forces_data().items[HIDDEN_SETUP].cost * hidden


def check_gas_guns(units: Mapping[str, int], items: Mapping[str, int], side: str) -> None:
    """6.1.1: no more than one Gas Gun per Police squad (Group), Water Cannon or Helicopter."""
    types = unit_types()
    carriers = sum(
        n
        for k, n in units.items()
        if types[k].side == POLICE
        and (types[k].group or types[k].water_cannon or types[k].helicopter)
    )
    guns = items.get("gas_gun", 0)
    if guns > carriers:
        raise _fail(side, f"{guns} Gas Guns but only {carriers} units to carry them (6.1.1)")


def reinforcement(roll: int) -> ReinforcementRow:
    """The Random Reinforcement Table's row for a 2d6 roll."""
    for row in forces_data().reinforcements:
        if roll in row.roll:
            return row
    raise ValueError(f"no Random Reinforcement Table row for {roll}")

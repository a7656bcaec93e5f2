"""Scenarios: read and checked against the table (every waypoint and building named must be
on it), and the starting state they set up."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from strife.core.data import read_toml, validate
from strife.core.errors import DataError
from strife.games.civil_disorder.model.pieces import Crowd, Officer, Sniper, Unit
from strife.games.civil_disorder.rules.looting import hidden_looters
from strife.games.civil_disorder.scenarios.schema import ScenarioData

if TYPE_CHECKING:
    from strife.games.civil_disorder.model.board import Board
    from strife.games.civil_disorder.model.state import CivilDisorderState

SCENARIOS = Path(__file__).resolve().parent.parent / "data" / "scenarios"


def read_scenario(data: dict[str, Any], source: str, board: Board) -> ScenarioData:
    sd = validate(ScenarioData, data, source)
    where = board.index
    for i, r in enumerate(sd.roles):
        _place(where, r.at, source, f"roles.{i}.at")
    for i, u in enumerate(sd.units):
        _place(where, u.at, source, f"units.{i}.at")
    for i, c in enumerate(sd.crowds):
        _place(where, c.at, source, f"crowds.{i}.at")
        _place(where, c.objective, source, f"crowds.{i}.objective")
    for i, sn in enumerate(sd.snipers):
        _place(where, sn.at, source, f"snipers.{i}.at")
    if sd.protect and sd.protect not in board.table.buildings:
        raise DataError(source, "protect", f"no building {sd.protect!r} on the table")
    return sd


def _place(where: dict[str, int], wid: str, source: str, key: str) -> None:
    if wid not in where:
        raise DataError(source, key, f"no waypoint {wid!r} on the table")


def builtin_files() -> list[Path]:
    return sorted(SCENARIOS.glob("*.toml"))


def builtin_data(path: Path) -> dict[str, Any]:
    return read_toml(path)


def set_up(s: CivilDisorderState, sd: ScenarioData) -> None:
    """The opening position: figures, units and crowds where the scenario puts them; each
    crowd's hidden looter bases rolled (1d3, ruling L-1); what each crowd sees noted."""
    from strife.games.civil_disorder.model.state import Chain

    charts = s.game.charts
    board = s.game.board
    s.length = sd.length
    for r in sd.roles:
        s.officers[r.side] = Officer(r.side, r.officer, r.at, r.negotiator.value, r.megaphone)
    for u in sd.units:
        s.units[u.id] = Unit(
            u.id,
            u.name,
            u.type.value,
            u.side,
            u.at,
            u.bases,
            u.figures,
            gas=u.gas,
            gas_kind=u.gas_kind,
            weapon=u.weapon.value if u.weapon else "",
            water=u.water,
        )
    for c in sd.crowds:
        looters = 0 if c.looter_crowd else hidden_looters(s.dice, charts.looting)
        seen = tuple(sorted(u.id for u in s.units.values() if board.sees(c.at, u.at)))
        s.crowds[c.id] = Crowd(
            c.id,
            c.name,
            c.at,
            c.bases,
            c.rl,
            c.objective,
            looters=looters,
            looter_crowd=c.looter_crowd,
            seen=seen,
        )
    for bid, b in board.table.buildings.items():
        s.value[bid] = b.value
        s.loot[bid] = b.loot
    s.points = {p.id: p.worth for p in sd.bargaining}
    s.snipers = {x.id: Sniper(x.id, x.name, x.at, x.target) for x in sd.snipers}
    s.chains = {r.side: Chain() for r in sd.roles}

"""Saving and loading a Civil Power position as JSON (the changing parts only; the scenario
and options come from the record)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict

from strife.core.data import validate
from strife.core.errors import DataError, RecordError
from strife.core.events import Event
from strife.core.outcome import Outcome
from strife.games.civil_power.model.values import attack_from_json, task_from_json
from strife.games.civil_power.setup import campaign_play, pregame

if TYPE_CHECKING:
    from strife.games.civil_power.model.state import CivilPowerState


class _Saved(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: list[str]
    loc: list[int]
    level: list[int]
    flags: list[int]
    came_from: list[int]
    gas_gun: list[int]
    hidden: list[tuple[int, str]]
    aboard: list[tuple[int, int]]
    starts: list[tuple[int, int]]
    sewer: list[tuple[int, int, str]]
    gas: list[tuple[int, int]]
    fires: list[int]
    barricades: list[int]
    barriers: list[int]
    stores: dict[str, int]
    el: dict[str, int]
    el_raised: dict[str, int]
    vp: dict[str, float]
    wia: dict[str, int]
    kia: dict[str, int]
    tdn: int
    firsts: list[str]
    turn: int
    active: str
    phase: str
    moving: int
    mp: int
    moved_any: bool
    attack: dict[str, Any] | None
    choices: dict[str, dict[str, Any]]
    tasks: list[dict[str, Any]]
    log: list[tuple[str, str, str, list[str] | None]]
    result: dict[str, Any] | None
    marks: dict[str, int]
    added: list[tuple[str, str, int, list[int]]]
    pregame: dict[str, Any] | None = None  # 2.3: choices made before turn 1 (setup/pregame/)
    position: dict[str, Any] | None = None  # the position those choices wrote out
    campaign: dict[str, Any] | None = None  # I-2 played as its campaign (campaign_play.py)


def state_json(s: CivilPowerState) -> dict[str, Any]:
    return {
        "kind": [t.id for t in s.kind],
        "loc": list(s.loc),
        "level": list(s.level),
        "flags": list(s.flags),
        "came_from": list(s.came_from),
        "gas_gun": sorted(s.gas_gun),
        "hidden": sorted(s.hidden.items()),
        "aboard": sorted(s.aboard.items()),
        "starts": sorted(s.starts.items()),
        "sewer": [[u, turn, sheet] for u, (turn, sheet) in sorted(s.sewer.items())],
        "gas": sorted(s.gas.items()),
        "fires": sorted(s.fires),
        "barricades": sorted(s.barricades),
        "barriers": sorted(s.barriers),
        "stores": dict(s.stores),
        "el": dict(s.el),
        "el_raised": dict(s.el_raised),
        "vp": dict(s.vp),
        "wia": dict(s.wia),
        "kia": dict(s.kia),
        "tdn": s.tdn,
        "firsts": sorted(s.firsts),
        "turn": s.turn,
        "active": s.active,
        "phase": s.phase,
        "moving": s.moving,
        "mp": s.mp,
        "moved_any": s.moved_any,
        "attack": s.attack.to_json() if s.attack else None,
        "choices": {side: a.to_json() for side, a in sorted(s.choices.items())},
        "tasks": [t.to_json() for t in s.tasks],
        "log": [
            [e.kind, e.text, e.rule, sorted(e.visible_to) if e.visible_to else None] for e in s.log
        ],
        "result": s.result.to_json() if s.result else None,
        "marks": dict(s.marks),
        "added": [[side, kind, turn, list(areas)] for side, kind, turn, areas in s.added],
        "pregame": pregame.to_json(s.pregame) if s.pregame is not None else None,
        "position": s.chosen_position,
        "campaign": campaign_play.to_json(s) if s.campaign is not None else None,
    }


def _start_at(s: CivilPowerState, data: dict[str, Any]) -> None:
    """Start again from the position a pre-game wrote out (2.3, setup/pregame/)."""
    from strife.games.civil_power.setup.position_file import read_position

    source = "saved state: position"
    try:
        p = read_position(data, source)
        s.game._check(p, source)
    except DataError as exc:
        raise RecordError(str(exc)) from None
    campaign = s.campaign
    started = s.game.start_position(s.scenario, p, s.options_used, s.seed, s.dice.copy())
    pregame.adopt(s, started)
    s.campaign = campaign
    s.chosen_position = data


def load_into(s: CivilPowerState, obj: object) -> None:
    try:
        saved = validate(_Saved, obj, "saved state")
    except DataError as exc:
        raise RecordError(str(exc)) from None
    if saved.position is not None:
        _start_at(s, saved.position)
    elif s.pregame is not None and saved.pregame is None:
        raise RecordError("saved state: neither the pre-game (2.3) nor the position it made")
    if saved.pregame is not None:
        pregame.from_json(s, saved.pregame)
    if saved.campaign is not None:
        campaign_play.from_json(s, saved.campaign)
    elif s.campaign is not None:
        raise RecordError("saved state: this game plays the I-2 campaign but none was saved")
    try:
        # The fresh start holds the units already added when the game began (a Mob
        # reinforcement rolled in the first player-turn): add only the later ones.
        for side, kind, turn, areas in saved.added[len(s.added) :]:
            s.add_unit(side, kind, turn, tuple(areas))
    except KeyError as exc:
        raise RecordError(f"saved Civil Power state: unknown unit type {exc}") from None
    s.marks = dict(saved.marks)
    n = len(s.loc)
    if not (len(saved.loc) == len(saved.kind) == len(saved.flags) == n):
        raise RecordError("saved state: the number of units does not match the scenario")
    try:
        s.kind = [s.game.unit_types[k] for k in saved.kind]
        s.loc = list(saved.loc)
        s.level = list(saved.level)
        s.flags = list(saved.flags)
        s.came_from = list(saved.came_from)
        s.gas_gun = frozenset(saved.gas_gun)
        s.hidden = dict(saved.hidden)
        s.aboard = dict(saved.aboard)
        s.starts = dict(saved.starts)
        s.sewer = {u: (turn, sheet) for u, turn, sheet in saved.sewer}
        s.gas = dict(saved.gas)
        s.fires = frozenset(saved.fires)
        s.barricades = frozenset(saved.barricades)
        s.barriers = frozenset(saved.barriers)
        s.stores = dict(saved.stores)
        s.el = dict(saved.el)
        s.el_raised = dict(saved.el_raised)
        s.vp = dict(saved.vp)
        s.wia = dict(saved.wia)
        s.kia = dict(saved.kia)
        s.tdn = saved.tdn
        s.firsts = frozenset(saved.firsts)
        s.turn = saved.turn
        s.active = saved.active
        s.phase = saved.phase
        s.moving = saved.moving
        s.mp = saved.mp
        s.moved_any = saved.moved_any
        s.attack = attack_from_json(saved.attack) if saved.attack else None
        s.choices = {side: s.game.codec.decode(a) for side, a in saved.choices.items()}
        s.tasks = tuple(task_from_json(t) for t in saved.tasks)
        s.log = tuple(
            Event(k, text, {}, rule, frozenset(vis) if vis is not None else None)
            for k, text, rule, vis in saved.log
        )
        r = saved.result
        s.result = (
            Outcome(tuple(r["winners"]), dict(r["scores"]), str(r["level"]), str(r["reason"]))
            if r
            else None
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise RecordError(f"saved Civil Power state: {exc}") from None
    s._index = None
    s._option_cache = {}

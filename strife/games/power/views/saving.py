"""Saving and loading a POWER position as JSON."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict

from strife.core.data import validate
from strife.core.errors import DataError, RecordError
from strife.core.outcome import Outcome
from strife.games.power.model.commands import CODEC, Command
from strife.games.power.rules.conflicts import Capture
from strife.games.power.rules.planning import Draft

if TYPE_CHECKING:
    from strife.games.power.model.state import PowerState


class _Saved(BaseModel):
    model_config = ConfigDict(extra="forbid")
    round: int
    round_limit: int
    official: str
    stage: str
    forces: dict[str, list[tuple[str, str, str, int]]]
    power_units: dict[str, int]
    flag_holder: dict[str, str]
    pads: dict[str, list[dict[str, Any]]]
    done: dict[str, bool]
    drafts: dict[str, dict[str, Any]]
    order: list[str]
    cursor: int
    cancelled: list[tuple[str, int]]
    joined: list[tuple[str, int]]
    pending_forfeit: tuple[str, list[tuple[str, str]]] | None
    pending_captures: list[dict[str, Any]]
    pending_flag: tuple[str, list[str]] | None
    flag_list: list[str]
    flag_cursor: int
    struck: bool
    result: dict[str, Any] | None


class Saver:
    def dump(self, state: PowerState) -> dict[str, Any]:
        return {
            "round": state.round,
            "round_limit": state.round_limit,
            "official": state.official,
            "stage": state.stage,
            "forces": {
                army: [[loc, piece, status, n] for (loc, piece, status), n in sorted(f.items())]
                for army, f in state.forces.items()
            },
            "power_units": dict(state.power_units),
            "flag_holder": dict(state.flag_holder),
            "pads": {pad: [c.to_json() for c in cmds] for pad, cmds in state.pads.items()},
            "done": dict(state.done),
            "drafts": {
                side: {
                    "army": d.army,
                    "loc": d.loc,
                    "pieces": [list(p) for p in d.pieces],
                    "power_units": d.power_units,
                }
                for side, d in state.drafts.items()
            },
            "order": list(state.order),
            "cursor": state.cursor,
            "cancelled": sorted([list(x) for x in state.cancelled]),
            "joined": sorted([list(x) for x in state.joined]),
            "pending_forfeit": (
                [state.pending_forfeit[0], [list(c) for c in state.pending_forfeit[1]]]
                if state.pending_forfeit
                else None
            ),
            "pending_captures": [
                {
                    "loc": c.loc,
                    "party": c.party,
                    "pieces": [list(p) for p in c.pieces],
                    "candidates": list(c.candidates),
                }
                for c in state.pending_captures
            ],
            "pending_flag": (
                [state.pending_flag[0], list(state.pending_flag[1])] if state.pending_flag else None
            ),
            "flag_list": list(state.flag_list),
            "flag_cursor": state.flag_cursor,
            "struck": state.struck,
            "result": state.result.to_json() if state.result else None,
        }

    def load_into(self, state: PowerState, obj: object) -> None:
        """Fill `state` from saved data; anything malformed raises RecordError."""
        try:
            saved = validate(_Saved, obj, "saved POWER state")
        except DataError as exc:
            raise RecordError(str(exc)) from None
        armies = set(state.board.armies)
        if set(saved.forces) - armies or set(saved.flag_holder) - armies:
            raise RecordError("saved POWER state: unknown army")
        for rows in saved.forces.values():
            for loc, piece, _, n in rows:
                if loc not in state.board.locations or piece not in state.table.types or n < 1:
                    raise RecordError(f"saved POWER state: bad piece entry {[loc, piece, n]}")
        state.round = saved.round
        state.round_limit = saved.round_limit
        state.official = saved.official
        state.stage = saved.stage
        state.forces = {
            army: {(loc, piece, status): n for loc, piece, status, n in rows}
            for army, rows in saved.forces.items()
        }
        state.power_units = dict(saved.power_units)
        state.flag_holder = dict(saved.flag_holder)
        state.pads = {pad: tuple(_command(c) for c in cmds) for pad, cmds in saved.pads.items()}
        state.done = dict(saved.done)
        state.done_count = 0
        state.drafts = {
            side: Draft(
                d["army"],
                d["loc"],
                tuple((p, int(n)) for p, n in d["pieces"]),
                int(d["power_units"]),
            )
            for side, d in saved.drafts.items()
        }
        state.order = tuple(saved.order)
        state.cursor = saved.cursor
        state.cancelled = frozenset((p, i) for p, i in saved.cancelled)
        state.joined = frozenset((p, i) for p, i in saved.joined)
        state.pending_forfeit = (
            (saved.pending_forfeit[0], tuple((p, at) for p, at in saved.pending_forfeit[1]))
            if saved.pending_forfeit
            else None
        )
        state.pending_captures = tuple(
            Capture(
                c["loc"],
                c["party"],
                tuple((p, int(n)) for p, n in c["pieces"]),
                tuple(c["candidates"]),
            )
            for c in saved.pending_captures
        )
        state.pending_flag = (
            (saved.pending_flag[0], tuple(saved.pending_flag[1])) if saved.pending_flag else None
        )
        state.flag_list = tuple(saved.flag_list)
        state.flag_cursor = saved.flag_cursor
        state.result = _outcome(saved.result)
        state.forget_derived()
        state.adoptable = {}
        state.struck = saved.struck


def _command(obj: dict[str, Any]) -> Command:
    action = CODEC.decode(obj)
    return action  # type: ignore[return-value]


def _outcome(obj: dict[str, Any] | None) -> Outcome | None:
    if obj is None:
        return None
    return Outcome(tuple(obj["winners"]), dict(obj["scores"]), obj["level"], obj["reason"])

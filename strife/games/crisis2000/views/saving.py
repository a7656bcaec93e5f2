"""Saving and loading a Crisis 2000 position as JSON."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict

from strife.core.data import validate
from strife.core.errors import DataError, RecordError
from strife.core.events import Event
from strife.core.outcome import Outcome
from strife.games.crisis2000.model.turn import conflict_from_json, task_from_json

if TYPE_CHECKING:
    from strife.games.crisis2000.model.state import CrisisState


class _Saved(BaseModel):
    model_config = ConfigDict(extra="forbid")
    turn: int
    active: str
    phase: str
    owner: list[str]
    loc: list[str]
    flags: list[int]
    hands: dict[str, list[str]]
    cup: list[str]
    removed: list[str]
    conflict: dict[str, Any] | None
    stack: list[dict[str, Any]]
    setup_side: str
    setup_queue: list[str]
    no_armed: bool
    log: list[tuple[str, str, str, list[str] | None]]
    result: dict[str, Any] | None


class Saver:
    def dump(self, state: CrisisState) -> dict[str, Any]:
        return {
            "turn": state.turn,
            "active": state.active,
            "phase": state.phase,
            "owner": list(state.owner),
            "loc": list(state.loc),
            "flags": list(state.flags),
            "hands": {s: list(h) for s, h in state.hands.items()},
            "cup": list(state.cup),
            "removed": list(state.removed),
            "conflict": state.conflict.to_json() if state.conflict else None,
            "stack": [t.to_json() for t in state.stack],
            "setup_side": state.setup_side,
            "setup_queue": list(state.setup_queue),
            "no_armed": state.no_armed,
            "log": [
                [e.kind, e.text, e.rule, sorted(e.visible_to) if e.visible_to else None]
                for e in state.log
            ],
            "result": state.result.to_json() if state.result else None,
        }

    def load_into(self, state: CrisisState, obj: object) -> None:
        try:
            saved = validate(_Saved, obj, "saved Crisis 2000 state")
        except DataError as exc:
            raise RecordError(str(exc)) from None
        n = len(state.table)
        if not (len(saved.owner) == len(saved.loc) == len(saved.flags) == n):
            raise RecordError(f"saved Crisis 2000 state: expected {n} units")
        places = set(state.board.ids) | {"pool", "neutralized"}
        if set(saved.loc) - places or set(saved.owner) - {"", "government", "rebel"}:
            raise RecordError("saved Crisis 2000 state: bad unit location or owner")
        try:
            state.conflict = conflict_from_json(saved.conflict) if saved.conflict else None
            state.stack = tuple(task_from_json(t) for t in saved.stack)
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"saved Crisis 2000 state: {exc}") from None
        state.turn = saved.turn
        state.active = saved.active
        state.phase = saved.phase
        state.owner = list(saved.owner)
        state.loc = list(saved.loc)
        state.flags = list(saved.flags)
        state.hands = {s: tuple(h) for s, h in saved.hands.items()}
        state.cup = tuple(saved.cup)
        state.removed = tuple(saved.removed)
        state.setup_side = saved.setup_side
        state.setup_queue = tuple(saved.setup_queue)
        state.no_armed = saved.no_armed
        state.log = tuple(
            Event(kind, text, rule=rule, visible_to=frozenset(seen) if seen else None)
            for kind, text, rule, seen in saved.log
        )
        r = saved.result
        state.result = (
            Outcome(tuple(r["winners"]), dict(r["scores"]), r["level"], r["reason"]) if r else None
        )
        state.touch()

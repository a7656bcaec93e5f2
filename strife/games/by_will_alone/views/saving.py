"""Saving and loading a By Will Alone position as JSON: the changing parts only (the
scenario, options and moves come from the record). Bad data raises RecordError."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, ValidationError

from strife.core.errors import RecordError
from strife.core.events import Event
from strife.core.outcome import Outcome
from strife.games.by_will_alone.model.state import DEPLOY, GONE, OFF, OVER, PLAY, Task

if TYPE_CHECKING:
    from strife.games.by_will_alone.model.state import ByWillAloneState


class _Saved(BaseModel):
    model_config = ConfigDict(extra="forbid")
    at: list[str]
    floor: list[int]
    label: list[str]
    seen: list[bool]
    acted: list[bool]
    grade: list[str]
    tries: list[int]
    trying: list[str]
    status: list[str]
    condition: list[str]
    phase: str
    deploying: list[str]
    holder: str
    initiative: int
    acted_seats: list[str]
    passing: str
    tasks: list[tuple[str, str, int, list[tuple[str, int | str]]]]
    marks: dict[str, int]
    scores: dict[str, int]
    result: dict[str, Any] | None
    log: list[tuple[str, str, str, list[str] | None]]


def state_json(s: ByWillAloneState) -> dict[str, Any]:
    return {
        "at": list(s.at),
        "floor": list(s.floor),
        "label": list(s.label),
        "seen": list(s.seen),
        "acted": list(s.acted),
        "grade": list(s.grade),
        "tries": list(s.tries),
        "trying": list(s.trying),
        "status": list(s.status),
        "condition": list(s.condition),
        "phase": s.phase,
        "deploying": list(s.deploying),
        "holder": s.holder,
        "initiative": s.initiative,
        "acted_seats": list(s.acted_seats),
        "passing": s.passing,
        "tasks": [t.to_json() for t in s.tasks],
        "marks": dict(sorted(s.marks.items())),
        "scores": dict(sorted(s.scores.items())),
        "result": s.result.to_json() if s.result else None,
        "log": [
            [e.kind, e.text, e.rule, sorted(e.visible_to) if e.visible_to is not None else None]
            for e in s.log
        ],
    }


def load_into(s: ByWillAloneState, obj: Any) -> None:
    try:
        saved = _Saved.model_validate(obj)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise RecordError(f"saved By Will Alone state: {where}: {first['msg']}") from None
    n, stands = len(s.forces.units), len(s.forces.stands)
    for name in ("at", "floor", "label", "seen", "acted", "grade", "tries", "trying"):
        if len(getattr(saved, name)) != n:
            raise RecordError(f"saved By Will Alone state: {name} must have {n} entries")
    for name in ("status", "condition"):
        if len(getattr(saved, name)) != stands:
            raise RecordError(f"saved By Will Alone state: {name} must have {stands} entries")
    for fid in saved.at:
        if fid not in (OFF, GONE) and fid not in s.board.features:
            raise RecordError(f"saved By Will Alone state: no feature {fid!r}")
    if saved.phase not in (DEPLOY, PLAY, OVER):
        raise RecordError(f"saved By Will Alone state: unknown phase {saved.phase!r}")
    s.at, s.floor, s.label = saved.at, saved.floor, saved.label
    s.seen, s.acted, s.grade = saved.seen, saved.acted, saved.grade
    s.tries, s.trying, s.status = saved.tries, saved.trying, saved.status
    s.condition = saved.condition
    s.phase = saved.phase
    s.deploying = tuple(saved.deploying)
    s.holder = saved.holder
    s.initiative = saved.initiative
    s.acted_seats = tuple(saved.acted_seats)
    s.passing = saved.passing
    s.tasks = tuple(
        Task(k, seat, u, tuple((a, b) for a, b in data)) for k, seat, u, data in saved.tasks
    )
    s.marks = dict(saved.marks)
    s.scores = dict(saved.scores)
    r = saved.result
    s.result = (
        None
        if r is None
        else Outcome(tuple(r["winners"]), dict(r["scores"]), str(r["level"]), str(r["reason"]))
    )
    s.changed()
    s.log = tuple(
        Event(k, t, rule=rule, visible_to=None if v is None else frozenset(v))
        for k, t, rule, v in saved.log
    )

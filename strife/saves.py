"""Saved games for the front ends: write a position, load one back (checked), replay a record.

A save is `State.to_json()`: a full record (so `strife replay` can read it) plus the position.
Loading replays the moves, which is the authority, and then checks that the saved position
agrees with them, so a file edited by hand is caught instead of silently trusted.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from strife.core.errors import RecordError, StrifeError
from strife.core.events import Event
from strife.core.record import Record, read_json, replay
from strife.core.state import State


@dataclass(frozen=True)
class Step:
    """One replayed move: its number, who made it, its label and what happened."""

    number: int
    side: str
    label: str
    events: list[Event]


def save(state: State, path: Path) -> None:
    """Write the record and the position to `path`."""
    try:
        path.write_text(json.dumps(state.to_json(), indent=1))
    except OSError as exc:
        raise StrifeError(f"cannot write {path}: {exc.strerror or exc}") from None


def read_record(path: Path) -> tuple[Record, dict[str, Any]]:
    """The record in a file (a record or a saved position) and the file's raw data."""
    try:
        obj = read_json(path)
    except OSError as exc:  # a directory, no permission...: read_json names only a missing file
        raise RecordError(f"{path}: cannot be read ({exc.strerror or exc})") from None
    try:
        return Record.from_json(obj), obj
    except RecordError as exc:
        raise RecordError(f"{path}: {exc}") from None


def load_saved(path: Path) -> State:
    """The position a file saved, after checking its moves replay to it."""
    record, obj = read_record(path)
    with _untrusted(path):
        state = replay(record)
        matches = "state" not in obj or _position(state.game.load_state(obj)) == _position(state)
    if not matches:
        raise RecordError(f"{path}: the saved position does not match its moves (edited?)")
    return state


def replay_steps(path: Path, to: int | None) -> tuple[State, list[Step]]:
    """Replay the record in `path` up to move `to` (or the end), keeping every move's events."""
    record, _ = read_record(path)
    limit = len(record.moves) if to is None else min(to, len(record.moves))
    steps: list[Step] = []
    with _untrusted(path):
        # replay(to=0) checks the game, rules hash and start exactly as a full replay does.
        state = replay(record, to=0)
        for number, (side, obj) in enumerate(record.moves[:limit], start=1):
            steps.append(_replay_move(state, number, side, obj))
    return state, steps


def _replay_move(state: State, number: int, side: str, obj: dict[str, Any]) -> Step:
    try:
        action = state.game.action_from_json(obj)
        events = state.apply(side, action)
    except StrifeError as exc:
        raise RecordError(f"record move {number} ({side}) cannot be replayed: {exc}") from None
    return Step(number, side, action.label(), events)


@contextmanager
def _untrusted(path: Path) -> Iterator[None]:
    """Work on data read from `path`; any failure becomes one line naming the file.

    A file may be edited into shapes no game anticipates, so beyond the deliberate
    StrifeErrors, a game may fail in any way here; the user still gets one clear line.
    """
    try:
        yield
    except RecordError as exc:
        raise RecordError(f"{path}: {exc}") from None
    except StrifeError:
        raise
    except Exception as exc:
        raise RecordError(f"{path}: cannot be loaded ({type(exc).__name__}: {exc})") from None


def _position(state: State) -> Any:
    """The position and dice as plain JSON, so tuples and lists compare equal."""
    obj = state.to_json()
    return json.loads(json.dumps({"state": obj.get("state"), "dice": obj.get("dice")}))

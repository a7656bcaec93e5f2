"""Records: a game as its scenario, options, seed and moves, and replaying them."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from strife.core.dice import dice_from_json
from strife.core.errors import RecordError, StrifeError

if TYPE_CHECKING:
    from strife.core.game import Game
    from strife.core.state import State


def strife_version() -> str:
    from strife import __version__

    return __version__


@dataclass
class Record:
    """Everything needed to play a game again, bit for bit."""

    game: str
    scenario: str | dict[str, Any]
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    moves: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    version: str = ""
    rules_hash: str = ""

    @classmethod
    def of(cls, state: State) -> Record:
        scenario = state.scenario
        ref: str | dict[str, Any] = scenario.id if scenario.builtin else dict(scenario.data)
        return cls(
            game=state.game.id,
            scenario=ref,
            seed=state.seed,
            options=dict(state.options_used),
            moves=[(side, action.to_json()) for side, action in state.moves()],
            version=strife_version(),
            rules_hash=state.game.rules_hash(),
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "format": "strife-record",
            "strife": self.version,
            "game": self.game,
            "rules_hash": self.rules_hash,
            "scenario": self.scenario,
            "options": self.options,
            "seed": self.seed,
            "moves": [[side, action] for side, action in self.moves],
        }

    @classmethod
    def from_json(cls, obj: object) -> Record:
        if not isinstance(obj, dict) or obj.get("format") != "strife-record":
            raise RecordError("not a Strife record (no 'format': 'strife-record')")
        game, scenario, seed = obj.get("game"), obj.get("scenario"), obj.get("seed")
        options, moves = obj.get("options", {}), obj.get("moves")
        if not isinstance(game, str):
            raise RecordError("record: 'game' must be a string")
        if not isinstance(scenario, str | dict):
            raise RecordError("record: 'scenario' must be an id or scenario data")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise RecordError("record: 'seed' must be an integer")
        if not isinstance(options, dict):
            raise RecordError("record: 'options' must be an object")
        if not isinstance(moves, list):
            raise RecordError("record: 'moves' must be a list")
        parsed: list[tuple[str, dict[str, Any]]] = []
        for index, move in enumerate(moves, start=1):
            ok = isinstance(move, list) and len(move) == 2 and isinstance(move[0], str)
            if not ok or not isinstance(move[1], dict):
                raise RecordError(f"record: move {index} must be [side, action]")
            parsed.append((move[0], move[1]))
        return cls(
            game=game,
            scenario=scenario,
            seed=seed,
            options=options,
            moves=parsed,
            version=str(obj.get("strife", "")),
            rules_hash=str(obj.get("rules_hash", "")),
        )

    def save(self, path: Path) -> None:
        path.write_text(json.dumps(self.to_json(), indent=1))

    @classmethod
    def load(cls, path: Path) -> Record:
        return cls.from_json(read_json(path))


def read_json(path: Path) -> Any:
    from strife.core.data import read_text
    from strife.core.errors import DataError

    try:
        text = read_text(path)
    except DataError as exc:
        raise RecordError(str(exc)) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"{path}: not valid JSON ({exc})") from None
    except RecursionError:
        raise RecordError(f"{path}: nested too deeply") from None


def replay(record: Record | dict[str, Any], to: int | None = None) -> State:
    """Play a record again; stop after move `to` if given. Drift is an error, never silent."""
    from strife.core.registry import load

    if isinstance(record, dict):
        record = Record.from_json(record)
    game = load(record.game)
    if record.rules_hash and record.rules_hash != game.rules_hash():
        raise RecordError(
            f"record was made with {record.game} rules data {record.rules_hash} "
            f"(Strife {record.version or '?'}); this Strife has {game.rules_hash()}"
        )
    try:
        state = game.start(record.scenario, seed=record.seed, options=record.options)
    except StrifeError as exc:
        raise RecordError(f"record cannot start its game: {exc}") from None
    limit = len(record.moves) if to is None else min(to, len(record.moves))
    for index, (side, obj) in enumerate(record.moves[:limit], start=1):
        try:
            state.apply(side, game.action_from_json(obj))
        except StrifeError as exc:
            raise RecordError(f"record move {index} ({side}) cannot be replayed: {exc}") from None
    return state


S = TypeVar("S", bound="State")


def restore_state(
    game: Game,
    obj: dict[str, Any],
    start: Callable[[str | dict[str, Any], int, dict[str, Any]], S],
    load_into: Callable[[S, Any], None],
) -> S:
    """A state saved by `State.to_json`: the record checked against this game and its rules
    data, the game started again, its changing parts loaded (`load_into`, the game's own),
    the dice and the history put back. Malformed data raises RecordError."""
    record = Record.from_json(obj)
    if record.game != game.id:
        raise RecordError(f"this is a {record.game} game, not {game.id}")
    if record.rules_hash and record.rules_hash != game.rules_hash():
        raise RecordError(
            f"saved with {game.id} rules data {record.rules_hash}; "
            f"this Strife has {game.rules_hash()}"
        )
    state = start(record.scenario, record.seed, record.options)
    load_into(state, obj.get("state"))
    try:
        state.dice = dice_from_json(obj.get("dice"))
    except Exception as exc:
        raise RecordError(f"saved {game.title} state: {exc}") from None
    for side, action in record.moves:
        state.history = (state.history, side, game.action_from_json(action))
        state.move_count += 1
    return state

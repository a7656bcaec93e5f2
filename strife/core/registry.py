"""Which games exist: those registered through the `strife.games` entry-point group."""

from __future__ import annotations

from importlib.metadata import entry_points

from strife.core.errors import UnknownName
from strife.core.game import Game

GROUP = "strife.games"
_extra: dict[str, Game] = {}
_loaded: dict[str, Game] = {}


def register(game: Game) -> None:
    """Register a game in this process (for tests and plug-ins loaded by hand)."""
    _extra[game.id] = game


def unregister(game_id: str) -> None:
    _extra.pop(game_id, None)


def game_ids() -> list[str]:
    names = {ep.name for ep in entry_points(group=GROUP)}
    return sorted(names | set(_extra))


def load(game_id: str) -> Game:
    """A game by id; an unknown id names the known ones."""
    if game_id in _extra:
        return _extra[game_id]
    if game_id in _loaded:
        return _loaded[game_id]
    for ep in entry_points(group=GROUP):
        if ep.name == game_id:
            obj = ep.load()
            game = obj() if callable(obj) and not isinstance(obj, Game) else obj
            if not isinstance(game, Game):
                raise UnknownName(f"entry point {game_id!r} does not give a Strife Game")
            _loaded[game_id] = game
            return game
    raise UnknownName(f"unknown game {game_id!r} (known: {', '.join(game_ids())})")


def games() -> list[Game]:
    return [load(game_id) for game_id in game_ids()]

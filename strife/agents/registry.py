"""Named agents: "random", "heuristic", "human", and parameters as "name:key=value,...".

Search agents register themselves here too, so a name works everywhere a seat is given.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from strife.agents.base import Agent
from strife.agents.random_agent import RandomAgent
from strife.core.errors import UnknownName

if TYPE_CHECKING:
    from strife.core.game import Game

AgentFactory = Callable[["Game", str, int, dict[str, str]], Agent]


def _random(game: Game, side: str, seed: int, params: dict[str, str]) -> Agent:
    return RandomAgent(seed)


def _heuristic(game: Game, side: str, seed: int, params: dict[str, str]) -> Agent:
    return game.heuristic_agent(side, seed)


def _human(game: Game, side: str, seed: int, params: dict[str, str]) -> Agent:
    from strife.agents.human import TerminalHuman

    return TerminalHuman()


def _mcts(game: Game, side: str, seed: int, params: dict[str, str]) -> Agent:
    from strife.agents.mcts import factory

    return factory(game, side, seed, params)


def _ismcts(game: Game, side: str, seed: int, params: dict[str, str]) -> Agent:
    from strife.agents.ismcts import factory

    return factory(game, side, seed, params)


FACTORIES: dict[str, AgentFactory] = {
    "random": _random,
    "heuristic": _heuristic,
    "human": _human,
    "mcts": _mcts,
    "ismcts": _ismcts,
}


def register_agent(name: str, factory: AgentFactory) -> None:
    FACTORIES[name] = factory


def parse_spec(spec: str) -> tuple[str, dict[str, str]]:
    """'mcts:iters=800,c=1.4' -> ('mcts', {'iters': '800', 'c': '1.4'})."""
    name, _, rest = spec.partition(":")
    params: dict[str, str] = {}
    for part in filter(None, rest.split(",")):
        key, eq, value = part.partition("=")
        if not eq or not key:
            raise UnknownName(f"agent {spec!r}: parameter {part!r} is not key=value")
        params[key.strip()] = value.strip()
    return name.strip(), params


def make_agent(spec: str, game: Game, side: str, seed: int = 0) -> Agent:
    """An agent by name for `side` of `game`; unknown names list the known ones."""
    name, params = parse_spec(spec)
    factory = FACTORIES.get(name)
    if factory is None:
        raise UnknownName(f"unknown agent {name!r} (known: {', '.join(sorted(FACTORIES))})")
    return factory(game, side, seed, params)


def agent_names() -> list[str]:
    return sorted(FACTORIES)

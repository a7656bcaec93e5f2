"""Named agents: "random", "heuristic", "human", and parameters as "name:key=value,...".

Search agents register themselves here too, so a name works everywhere a seat is given.
Third-party agents come in three ways: `register_agent(name, factory)` in Python; an
entry point in the group `strife.agents` (name = "package.module:factory_or_class"); or a
seat naming the class itself, "package.module:Class" with ":key=value,..." parameters.
A class or object found so is made into an agent by, in this order: its
`for_seat(game, side, seed, params)`; for an Agent subclass, `Class(**params)`; for any
other callable, `factory(game, side, seed, params)`. The server loads a module named in a
seat only when its operator allows it (`strife serve --allow-agent-modules`).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from importlib.metadata import entry_points
from typing import TYPE_CHECKING, Any

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


GROUP = "strife.agents"
_modules_allowed = True


def register_agent(name: str, factory: AgentFactory | type[Agent]) -> None:
    """Make `name` usable in every seat: a factory (game, side, seed, params) -> Agent, or
    an Agent class (made as described in this module's docstring)."""
    FACTORIES[name] = factory if _is_factory(factory) else _adapter(factory)


def allow_module_agents(allowed: bool) -> None:
    """Whether a seat may name a module to import ("package.module:Class"). On by default
    for the command line and Python; the server sets it from its operator's setting."""
    global _modules_allowed
    _modules_allowed = allowed


def _is_factory(obj: object) -> bool:
    return callable(obj) and not isinstance(obj, type) and not hasattr(obj, "for_seat")


def _adapter(obj: Any) -> AgentFactory:
    def make(game: Game, side: str, seed: int, params: dict[str, str]) -> Agent:
        try:
            if hasattr(obj, "for_seat"):
                agent = obj.for_seat(game, side, seed, params)
            elif isinstance(obj, type) and issubclass(obj, Agent):
                agent = obj(**params)
            else:
                agent = obj(game, side, seed, params)
        except TypeError as exc:  # a parameter the agent does not take
            raise UnknownName(f"agent {getattr(obj, '__name__', obj)}: {exc}") from None
        if not isinstance(agent, Agent):
            raise UnknownName(f"{obj!r} did not give a strife.Agent (got {type(agent).__name__})")
        return agent

    return make


def _from_module(path: str) -> AgentFactory:
    module_name, _, attr = path.partition(":")
    if not _modules_allowed:
        raise UnknownName(
            f"agent {path!r}: this server does not load agents from modules "
            "(its operator can allow it: strife serve --allow-agent-modules)"
        )
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise UnknownName(f"agent {path!r}: cannot import {module_name!r} ({exc})") from None
    obj = getattr(module, attr, None)
    if obj is None:
        raise UnknownName(f"agent {path!r}: module {module_name!r} has no {attr!r}")
    return obj if _is_factory(obj) else _adapter(obj)


def _from_entry_point(name: str) -> AgentFactory | None:
    for ep in entry_points(group=GROUP):
        if ep.name == name:
            obj = ep.load()
            factory = obj if _is_factory(obj) else _adapter(obj)
            FACTORIES[name] = factory
            return factory
    return None


def parse_spec(spec: str) -> tuple[str, dict[str, str]]:
    """'mcts:iters=800,c=1.4' -> ('mcts', {'iters': '800', 'c': '1.4'}); a module path
    keeps its class: 'pkg.mod:Greedy:depth=2' -> ('pkg.mod:Greedy', {'depth': '2'}).
    A class is told from parameters by having no '=' (after a name that is no agent's)."""
    name, _, rest = spec.partition(":")
    attr, _, after = rest.partition(":")
    # "module:Class", not "name:key=value"; an agent's own name always wins.
    if attr.strip().isidentifier() and name.strip() not in agent_names():
        name, rest = f"{name}:{attr.strip()}", after
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
    if factory is None and ":" in name:
        factory = _from_module(name)
    if factory is None:
        factory = _from_entry_point(name)
    if factory is None:
        known = ", ".join(agent_names())
        raise UnknownName(
            f"unknown agent {name!r} (known: {known}; or a class as package.module:Class)"
        )
    return factory(game, side, seed, params)


def agent_names() -> list[str]:
    """Every agent name: built in, registered, and from installed plug-ins."""
    return sorted(set(FACTORIES) | {ep.name for ep in entry_points(group=GROUP)})

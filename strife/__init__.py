"""Strife: civil-conflict wargames, playable and analysable by people and by programs."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("strife")
except PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = "0.0.0+source"

from strife.agents.base import Agent
from strife.agents.registry import make_agent, register_agent
from strife.core import (
    Action,
    Decision,
    Dice,
    Event,
    Game,
    IllegalAction,
    Outcome,
    Record,
    Scenario,
    ScriptedDice,
    State,
    replay,
)
from strife.core.registry import game_ids, load, register
from strife.match import play_match


def games() -> list[str]:
    """The ids of every registered game."""
    return game_ids()


__all__ = [
    "Action",
    "Agent",
    "Decision",
    "Dice",
    "Event",
    "Game",
    "IllegalAction",
    "Outcome",
    "Record",
    "Scenario",
    "ScriptedDice",
    "State",
    "__version__",
    "games",
    "load",
    "make_agent",
    "play_match",
    "register",
    "register_agent",
    "replay",
]

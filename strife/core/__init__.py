"""The game-agnostic core: the contract every game fulfils."""

from strife.core.actions import Action, ActionCodec
from strife.core.decision import Decision
from strife.core.dice import Dice, ScriptedDice
from strife.core.errors import (
    DataError,
    IllegalAction,
    RecordError,
    StrifeError,
    UnknownName,
)
from strife.core.events import Event
from strife.core.game import Game
from strife.core.outcome import Outcome
from strife.core.record import Record, replay
from strife.core.scenario import OptionSpec, Scenario
from strife.core.state import State

__all__ = [
    "Action",
    "ActionCodec",
    "DataError",
    "Decision",
    "Dice",
    "Event",
    "Game",
    "IllegalAction",
    "OptionSpec",
    "Outcome",
    "Record",
    "RecordError",
    "Scenario",
    "ScriptedDice",
    "State",
    "StrifeError",
    "UnknownName",
    "replay",
]

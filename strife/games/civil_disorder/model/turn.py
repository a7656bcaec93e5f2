"""The Player Role, Player Actions and the Sequence of Action: what a player's personal
figure may do in a turn, and the order of a turn."""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum, StrEnum


class PlayerAction(StrEnum):
    """ "The normal range of actions": only one of these in any given turn. Walking is not an
    action; conferring with another player is a conversation or a radio call."""

    RADIO = "radio"  # "Communicate on the radio or telephone"
    CONVERSATION = "conversation"  # "Have a conversation with someone next to them"
    SHOUT = "shout"  # "Shout orders to a unit within earshot"
    PERSONAL = "personal"  # "Take one personal action (fire your gun, hit someone...)"
    RUN = "run"  # "Run somewhere"
    NEGOTIATE = "negotiate"  # "Negotiate with a crowd"


ACTION_WORDS = {
    PlayerAction.RADIO: "Communicate on the radio or telephone",
    PlayerAction.CONVERSATION: "Have a conversation with someone next to them",
    PlayerAction.SHOUT: "Shout orders to a unit within earshot",
    PlayerAction.PERSONAL: "Take one personal action (fire your gun, hit someone, drive a vehicle)",
    PlayerAction.RUN: "Run somewhere",
    PlayerAction.NEGOTIATE: "Negotiate with a crowd",
}

# Conferring with another player is possible only through these actions.
CONFERRING = frozenset({PlayerAction.RADIO, PlayerAction.CONVERSATION})


class Step(IntEnum):
    """The Sequence of Action, "a guide to working things out"."""

    INTENTIONS = 1  # players give notice of their general intentions
    UMPIRE_MOVES = 2  # the umpire moves all non-player and crowd figures
    PLAYERS_MOVE = 3  # players' personal figures move
    RESOLUTION = 4  # firing, fights, negotiations; the SF over-reaction test
    ACTIONS = 5  # players take an action
    ASSESSMENT = 6  # the umpire assesses the outcome for the turn


def one_action(actions: Sequence[PlayerAction]) -> bool:
    """ "Only one of these can be done in any given turn.\""""
    return len(actions) <= 1


def may_confer(action: PlayerAction | None) -> bool:
    """Players may not discuss their situation "unless they do so as an action"."""
    return action in CONFERRING

"""Shared helpers for the Civil Disorder engine tests: the smallest position as scenario
data on the reconstructed city table, started with scripted dice, and choices made by the
words a player reads."""

from __future__ import annotations

from functools import cache
from typing import Any

from strife.core.dice import ScriptedDice
from strife.core.events import Event
from strife.games.civil_disorder.game import CivilDisorderGame
from strife.games.civil_disorder.model.state import CivilDisorderState


@cache
def game() -> CivilDisorderGame:
    return CivilDisorderGame()


def role(side: str = "a", at: str = "thompson-1", **more: Any) -> dict[str, Any]:
    return {
        "side": side,
        "title": "Commander",
        "officer": f"Officer {side.upper()}",
        "at": at,
    } | more


def unit(
    uid: str, at: str, type_: str = "riot_gear_police", side: str = "a", **more: Any
) -> dict[str, Any]:
    data = {"id": uid, "name": f"Unit {uid}", "type": type_, "side": side, "at": at}
    return data | {"bases": 2, "figures": 8} | more


def crowd(cid: str, at: str, rl: int, objective: str = "fountain", **more: Any) -> dict[str, Any]:
    return {
        "id": cid,
        "name": f"crowd {cid}",
        "at": at,
        "bases": 4,
        "rl": rl,
        "objective": objective,
    } | more


def position(
    units: list[dict[str, Any]],
    crowds: list[dict[str, Any]],
    roles: list[dict[str, Any]] | None = None,
    length: int = 5,
    **more: Any,
) -> dict[str, Any]:
    return {
        "id": "test",
        "title": "A test position",
        "summary": "The smallest position for one rule.",
        "provenance": "reconstructed",
        "argued": "tests",
        "length": length,
        "roles": roles or [role()],
        "units": units,
        "crowds": crowds,
        "bargaining": [
            {"id": "good", "words": "a good point", "worth": 1},
            {"id": "bad", "words": "a bad point", "worth": -1},
        ],
    } | more


def start(data: dict[str, Any], dice: list[int], looters: int = 0) -> CivilDisorderState:
    s = game().start(data, seed=1)
    s.crowds = {
        k: c._replace(looters=0 if c.looter_crowd else looters) for k, c in s.crowds.items()
    }
    s.dice = ScriptedDice(dice)
    return s


def choose(s: CivilDisorderState, side: str, words: str) -> list[Event]:
    """Apply the option a player reads as `words`; fail naming the options if none is."""
    for option in s.options(side):
        if option.label() == words:
            return s.apply(side, option)
    labels = [o.label() for o in s.options(side)]
    raise AssertionError(f"{side} has no option {words!r}; it has {labels}")


def idle_turn(s: CivilDisorderState) -> list[Event]:
    """Every side takes no action and stays where it is."""
    events: list[Event] = []
    for side in s.sides:
        choose(s, side, "Take no action this turn")
        events += choose(s, side, "Stay where you are")
    return events


def used_all(s: CivilDisorderState) -> bool:
    dice = s.dice
    assert isinstance(dice, ScriptedDice)
    return dice.position == len(dice.values)

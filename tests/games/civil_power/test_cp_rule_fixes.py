"""Rules the engine got wrong (issue 15, Civil Power items 1-13), each from the smallest
position, with scripted dice, through the public API (start, decision, options, apply)."""

from __future__ import annotations

from typing import Any

from cp_support import kinds, play, position, unit, where

from strife.core.events import Event
from strife.games.civil_power.actions import (
    DONE,
    RESOLVE,
    Fire,
    Gas,
    Into,
    Molotov,
    RetreatTo,
    Select,
    ShockRoll,
    Step,
    SurgeLeave,
    Target,
)
from strife.games.civil_power.model import ELIMINATED, HIDDEN
from strife.games.civil_power.state import CivilPowerState


def _finish(s: CivilPowerState) -> list[Event]:
    """Every side passes (Done) until the game ends."""
    events: list[Event] = []
    while s.outcome() is None:
        decision = s.decision()
        assert decision is not None
        events += s.apply(decision.sides[0], DONE)
    return events


def _surge(units: list[dict[str, Any]], dice: list[int], **fields: Any) -> CivilPowerState:
    """Two Mob Crowds (Tc7 -> Td7 -> Td8 and Tc8 -> Td8) surge onto a Police Reserve in Td8
    and beat it (X against -); the Reserve's retreat (one area, Mob's choice) and its Morale
    Check (a 6 eliminates it) leave the surge: one Crowd must now leave Td8."""
    base = [
        unit("Mob", "untrained_crowd", "Tc7"),
        unit("Mob", "untrained_crowd", "Tc8"),
        unit("Police", "reserve", "Td8"),
    ]
    s = position(base + units, dice=[6, 1, 6, *dice], phase="move", active="Mob", **fields)
    play(s, "Mob", Select("M1"), Step("Td7"), Step("Td8"), Select("M2"), Step("Td8"), DONE)
    play(s, "Mob", ShockRoll(10))
    play(s, "Police", ShockRoll(3))
    while s.tasks and s.tasks[-1].kind == "retreat":
        play(s, "Mob", s.options("Mob")[0])
    assert s.loc[2] == ELIMINATED and s.tasks[-1].kind == "surge"
    return s


# -- 1. 8.9 Mob Tactical Disintegration ----------------------------------------------------------


def test_8_9_tdn_at_or_below_zero_ends_the_game_at_the_next_mob_recovery() -> None:
    # TDN 3; the Police's first tear gas costs 1d6 = 6: the TDN is -3, and Game-turn 2 is
    # "equal to or greater than" it at the end of the Mob's Suppression Recovery Phase.
    s = position(
        [unit("Police", "line", "Th8"), unit("Mob", "pistol_punk", "Ta1")],
        dice=[6], phase="fire", active="Police", gas=1, tdn=3,
        options={"tactical_disintegration": True},
    )  # fmt: skip
    play(s, "Police", Gas("P1"), Into("Tg8"))
    assert s.tdn == -3
    events = _finish(s)
    outcome = s.outcome()
    assert outcome is not None and "8.9" in outcome.reason
    assert s.turn == 2 and kinds(events, "disintegration")[0].data == {"tdn": -3, "side": "Mob"}

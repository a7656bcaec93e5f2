"""Faults of the same kinds as issue 15's items found by auditing Civil Power's rules: a mark
that lasts longer than the text says; a rule that holds "at any time" checked at only some of
the moments it names."""

from __future__ import annotations

from cp_support import kinds, play, position, unit

from strife.core.events import Event
from strife.games.civil_power.actions import DONE, Select, ShockRoll, Step, Stop
from strife.games.civil_power.state import CivilPowerState


def _to_police_shock(s: CivilPowerState, police_path: list[str]) -> list[Event]:
    """The Mob's Player-turn is over: the Police pass their Fire Combat Phase, move P1
    along `police_path` into the Mob's area, and both roll with full strength."""
    while not (s.active == "Police" and s.phase == "fire"):
        play(s, s.active, DONE)
    play(s, "Police", DONE, Select("P1"), *(Step(a) for a in police_path), DONE)
    mine = max(o.strength for o in s.options("Police") if isinstance(o, ShockRoll))
    theirs = max(o.strength for o in s.options("Mob") if isinstance(o, ShockRoll))
    return play(s, "Police", ShockRoll(mine)) + play(s, "Mob", ShockRoll(theirs))


def test_6_2_a_barricade_crossed_in_the_own_player_turn_gives_nothing_in_the_enemy_turn() -> None:
    # The Punk crosses the Barricade Te4|Te5 into an empty area in the Mob's Player-turn; in
    # the Police's, the Line comes in from Td4 (no Barricade): neither side has a modifier.
    s = position(
        [unit("Mob", "pistol_punk", "Te5"), unit("Police", "line", "Tc4")],
        dice=[3, 3, 1, 1], phase="move", active="Mob", barricades=["Te4|Te5"],
    )  # fmt: skip
    play(s, "Mob", Select("M1"), Step("Te4"), Stop(), DONE)
    events = _to_police_shock(s, ["Td4", "Te4"])
    drms = {e.data["side"]: e.data["drm"] for e in kinds(events, "shock")}
    assert drms == {"Police": 0, "Mob": 0}


def test_8_5_a_charge_doubles_for_that_combat_phase_only() -> None:
    # The Mounted Police, three areas from the Mob, may charge; it does not reach the Mob.
    # In the Mob's Player-turn the Crowd attacks it: it fights with 5, not 10.
    s = position(
        [unit("Police", "mounted_police", "Te8"), unit("Mob", "untrained_crowd", "Te5")],
        phase="move", active="Police", engagement={"Mob": 1, "Police": 1},
    )  # fmt: skip
    play(s, "Police", Select("P1"), Step("Te7"), Stop(), DONE)
    while not (s.active == "Mob" and s.phase == "move"):
        play(s, s.active, DONE)
    play(s, "Mob", Select("M1"), Step("Te6"), Step("Te7"), DONE)
    offered = {o.strength for o in s.options("Police") if isinstance(o, ShockRoll)}
    assert max(offered) == 5

"""Faults of the same kinds as issue 15's items found by auditing Civil Power's rules: a mark
that lasts longer than the text says; a rule that holds "at any time" checked at only some of
the moments it names."""

from __future__ import annotations

from cp_support import GAME, kinds, play, position, unit

from strife.core.events import Event
from strife.games.civil_power.model.actions import (
    DONE,
    RESOLVE,
    Fire,
    Gas,
    Into,
    Reveal,
    Select,
    Sewer,
    ShockRoll,
    Step,
    Stop,
    Target,
)
from strife.games.civil_power.model.state import CivilPowerState


def _pass_until(s: CivilPowerState, turn: int, side: str) -> None:
    """Every side passes (Done) until `side`'s Player-turn of Game-turn `turn`."""
    while not (s.turn == turn and s.active == side):
        s.apply(s.decision().sides[0], DONE)  # type: ignore[union-attr]


def _failed_gas_check(s: CivilPowerState, events: list[Event], name: str, roll: int) -> None:
    """`name` made one gas Morale Check (no modifiers, 6.1), failed it, and the Mob now
    chooses retreat or suppression."""
    checks = [e.data for e in kinds(events, "morale")]
    assert [(c["unit"], c["roll"], c["drm"]) for c in checks] == [(name, roll, 0)]
    assert {o.kind for o in s.options("Mob")} == {"gas_choice"}


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


def test_6_1_a_hidden_mob_unit_placed_in_gas_checks_morale() -> None:
    # 8.4: the Police Line entering building A reveals the Punk hidden there; the Mob places
    # it in Tb2, where a Gas marker is: it checks morale at once (6.1), a 5 > 4 fails.
    s = position(
        [unit("Mob", "pistol_punk", "Tb2", hidden=True), unit("Police", "line", "Td3")],
        dice=[5], phase="move", active="Police", gas_markers=["Tb2"],
    )  # fmt: skip
    play(s, "Police", Select("P1"), Step("Tc3"))
    _failed_gas_check(s, play(s, "Mob", Reveal("Tb2")), "M1", 5)


def test_6_1_a_mob_unit_coming_out_of_the_sewers_into_gas_checks_morale() -> None:
    # II-2: the Punk goes down on turn 1 and is due back on turn 3; on turn 2 the Police
    # throw gas into Tg7, where the Mob brings it up: it checks at once, a 5 > 4 fails.
    s = position(
        [unit("Mob", "pistol_punk", "Tb2"), unit("Police", "line", "Th7")],
        sewers=True, phase="move", active="Mob", turns=4, gas=1, dice=[5],
        engagement={"Mob": 4, "Police": 1},
    )  # fmt: skip
    play(s, "Mob", Sewer("M1"))
    _pass_until(s, 2, "Police")
    play(s, "Police", Gas("P1"), Into("Tg7"))
    _pass_until(s, 3, "Mob")
    _failed_gas_check(s, play(s, "Mob", Reveal("Tg7")), "M1", 5)


def test_ii_2_out_of_the_sewers_fire_is_doubled_in_that_phase_only() -> None:
    # "They may attack that Phase with doubled Fire Combat Strengths": the Punk comes up on
    # turn 3 and holds its fire; on turn 4 it fires with its own 4.
    s = position(
        [unit("Mob", "pistol_punk", "Tb2"), unit("Police", "line", "Th8")],
        sewers=True, phase="move", active="Mob", turns=4, dice=[1, 1],
        engagement={"Mob": 4, "Police": 1},
    )  # fmt: skip
    play(s, "Mob", Sewer("M1"))
    _pass_until(s, 3, "Mob")
    play(s, "Mob", Reveal("Tg7"))
    _pass_until(s, 4, "Mob")
    events = play(s, "Mob", Fire("M1"), Target("P1"), RESOLVE)
    assert kinds(events, "fire")[0].data["strength"] == 4


def test_6_6_a_unit_in_a_lit_area_checks_morale_as_by_day() -> None:
    # 6.6: night gives +1 on Fire and Shock combat Morale Checks, and a Fire turns the open
    # areas beside it into "day": the Punk in Td4, beside the Fire in Te4, has neither the
    # night's -2 to the fire against it nor its +1 to its check.
    s = position(
        [unit("Police", "tactical", "Tc4"), unit("Mob", "pistol_punk", "Td4")],
        dice=[1, 3], phase="fire", active="Police", engagement={"Mob": 1, "Police": 4},
        night=[1], fires=["Te4"],
    )  # fmt: skip
    events = play(s, "Police", Fire("P1"), Target("M1"), RESOLVE)
    assert kinds(events, "fire")[0].data["drm"] == 0
    check = kinds(events, "morale")[0].data
    assert (check["roll"], check["drm"], check["result"]) == (3, 0, "passed")


def test_8_9_a_fixed_force_has_a_tdn_of_a_tenth_of_its_worth() -> None:
    # Ruling S-34: I-1's eight Untrained Crowds (20 points each) and II-3's fixed Mob.
    for scenario, tdn in (("I-1", 16), ("II-3", 12)):
        assert GAME.start(scenario, 1).view("Mob")["tdn"] == tdn  # the standard set-up


def test_6_1_1_a_gas_gun_is_lost_with_the_vehicle_carrying_it() -> None:
    # "if the special vehicle carrying it is eliminated, the Gas Gun is removed": the Line
    # beside the Water Cannon does not take it over. The Shotgun Punk (EL 5: 12) rolls 6 on
    # the 12-15 column: K, which eliminates a vehicle (8.12.1).
    s = position(
        [unit("Mob", "shotgun_punk", "Tc8"), unit("Police", "water_cannon", "Tb8", gas_gun=True),
         unit("Police", "line", "Tb8")],
        dice=[6], phase="fire", active="Mob", engagement={"Mob": 5, "Police": 1},
    )  # fmt: skip
    events = play(s, "Mob", Fire("M1"), Target("P1"), RESOLVE)
    assert kinds(events, "fire")[0].data["result"] == "K" and kinds(events, "gas_gun_lost")
    assert not any(u["gas_gun"] for u in s.view("Police")["units"])

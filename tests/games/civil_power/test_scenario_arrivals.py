"""Units placed at the start of the phase their scenario names (rulings S-19, S-26,
arrivals.py): II-7's Reserves at the Barracks in the Gas and Fire Check Phase, II-2's
random reinforcements in buildings at the beginning of the Mob's Fire Combat Phase; I-1's
and II-6's reinforcements still "enter" through the Movement Phase."""

from __future__ import annotations

from typing import Any

import pytest

from strife.core.dice import ScriptedDice
from strife.games.civil_power.game import CivilPowerGame
from strife.games.civil_power.model.actions import Reveal, Select
from strife.games.civil_power.model.state import CivilPowerState
from strife.games.civil_power.model.values import FIRE, GASFIRE, MOVE, PLACE_ARRIVAL, WAITING
from strife.games.civil_power.scenarios.start import standard_position
from strife.games.civil_power.setup.position_file import read_position
from strife.games.civil_power.views.text import describe


@pytest.fixture(scope="module")
def game() -> CivilPowerGame:
    return CivilPowerGame()


def begin(game: CivilPowerGame, data: dict[str, Any], rolls: list[int]) -> CivilPowerState:
    sc = game.scenario_from_data(data, str(data["id"]), False)
    p = read_position(data, str(data["id"]))
    return game.start_position(sc, p, {}, 1, ScriptedDice(rolls))


def of(s: CivilPowerState, side: str, kind: str) -> list[int]:
    return [u for u in range(len(s.loc)) if s.side_of[u] == side and s.kind[u].id == kind]


def areas_offered(s: CivilPowerState, side: str) -> set[str]:
    return {o.area for o in s.options(side) if isinstance(o, Reveal)}


def test_ii_7_s_19_two_reserves_a_turn_placed_at_the_barracks_in_the_gas_and_fire_phase(
    game: CivilPowerGame,
) -> None:
    data = standard_position("II-7")
    s = begin(game, data, [1] * 40)
    barracks = {s.board.ids[a] for a in s.board.place("Barracks")}
    reserves = of(s, "Police", "reserve")
    # Turn 1, the Mutual Gas and Fire Check Phase: the Police place two, one at a time.
    assert s.phase == GASFIRE and s.tasks[-1].kind == PLACE_ARRIVAL
    assert s.decision() is not None and s.decision().sides == ("Police",)
    assert areas_offered(s, "Police") == barracks
    s.apply("Police", Reveal("Eb2"))
    s.apply("Police", Reveal("Eb2"))
    assert [s.board.ids[s.loc[u]] for u in reserves[:2]] == ["Eb2", "Eb2"]
    assert all(s.loc[u] == WAITING for u in reserves[2:])
    # Then the Mob's Fire Combat Phase: the other four wait for turns 2 and 3.
    assert s.phase == FIRE and s.active == "Mob" and not s.tasks
    # The waiting ones never come on in a Movement Phase; the placed ones may move.
    s.active, s.phase = "Police", MOVE
    s._option_cache = {}
    selectable = {o for o in s.options("Police") if isinstance(o, Select)}
    assert selectable == {Select(s.names[u]) for u in reserves[:2]}


def test_ii_7_s_19_turn_2_brings_the_next_two_not_into_a_full_or_mob_held_area(
    game: CivilPowerGame,
) -> None:
    data = standard_position("II-7")
    units = data["units"]
    # Turn 2: the first two are in Eb2 already, a Punk holds Eb3.
    for u in [x for x in units if x["type"] == "reserve"][:2]:
        u.update(area="Eb2", enter=[], enter_turn=0, arrive="")
    punk = next(x for x in units if x["type"] == "slingshot_punk")
    punk.update(area="Eb3", enter=[], enter_turn=0, enter_by=0)
    extra = {"side": "Police", "type": "reserve", "area": "Eb2"}  # Eb2 now holds three
    data.update(turn=2, units=[*units, extra])
    s = begin(game, data, [1] * 40)
    reserves = of(s, "Police", "reserve")
    barracks = {s.board.ids[a] for a in s.board.place("Barracks")}
    assert areas_offered(s, "Police") == barracks - {"Eb2", "Eb3"}
    s.apply("Police", Reveal("Eb4"))
    s.apply("Police", Reveal("Eb5"))
    placed = [s.board.ids[s.loc[u]] if s.loc[u] >= 0 else "waiting" for u in reserves]
    assert placed == ["Eb2", "Eb2", "Eb4", "Eb5", "waiting", "waiting", "Eb2"]
    assert s.phase == FIRE and s.active == "Mob"
    # The view and the text say when and how the last two come.
    last = next(u for u in s.view("Mob")["units"] if u["id"] == s.names[reserves[4]])
    assert last["enters"]["turn"] == 3 and last["enters"]["placed"] == GASFIRE
    assert f"{s.names[reserves[4]]} Reserve" in describe(s.view("Mob"))
    assert "to be placed on turn 3, in the Gas and Fire Check Phase" in describe(s.view("Mob"))


def ii_2_at_the_mob_turn(game: CivilPowerGame, rolls: list[int]) -> CivilPowerState:
    """II-2 at the start of turn 1 with a Police Line squad in Wa4 (a street area beside
    building areas), the Mob's reinforcement roll first."""
    data = standard_position("II-2")
    line = next(u for u in data["units"] if u["type"] == "line")
    line.update(area="Wa4", enter=[], enter_turn=0, enter_by=0)
    data["units"] = [line, *(u for u in data["units"] if u["side"] == "Mob")]
    data["sewers"] = True
    return begin(game, data, rolls)


def test_ii_2_s_26_a_reinforcement_is_placed_in_a_building_as_the_fire_phase_begins(
    game: CivilPowerGame,
) -> None:
    s = ii_2_at_the_mob_turn(game, [1, 2] + [1] * 20)  # 2d6 = 3: a Pistol Punk
    (new,) = [u for u in range(len(s.loc)) if s.loc[u] == WAITING and s.side_of[u] == "Mob"]
    assert s.kind[new].id == "pistol_punk"
    assert s.phase == FIRE and s.active == "Mob"
    assert s.tasks[-1].kind == PLACE_ARRIVAL and s.tasks[-1].unit == new
    board = s.board
    police = board.area("Wa4")
    offered = {board.area(a) for a in areas_offered(s, "Mob")}
    near = {police, *board.neighbours[police]}
    assert offered and all(board.is_building[a] for a in offered)
    assert not offered & near  # "not adjacent to Police units"
    far = [a for a in range(board.n) if board.is_building[a] and a not in near]
    assert set(far) - offered <= {a for a in far if len(s.at(a)) >= 3}  # only full ones
    # Placed now, it may fire in this very Fire Combat Phase (it has not moved in).
    target = next(a for a in sorted(offered) if board.distance(a, police) == 2)
    s.apply("Mob", Reveal(board.ids[target]))
    assert s.loc[new] == target and s.phase == FIRE and not s.tasks
    assert s.added == (("Mob", "pistol_punk", 0, s.entry[new][1]),)
    assert s.entry[new][0] == 0  # never offered in a Movement Phase


def test_ii_2_s_26_a_placement_waiting_is_saved_and_restored(game: CivilPowerGame) -> None:
    s = ii_2_at_the_mob_turn(game, [1, 2] + [1] * 20)
    assert s.tasks[-1].kind == PLACE_ARRIVAL
    again = game.load_state(s.to_json())
    assert again.marks == s.marks and again.entry == s.entry and again.tasks == s.tasks
    assert areas_offered(again, "Mob") == areas_offered(s, "Mob")


def test_i_1_s_26_reinforcements_still_enter_in_the_movement_phase(
    game: CivilPowerGame,
) -> None:
    data = standard_position("I-1")
    s = begin(game, data, [4, 5] + [1] * 20)  # 9: an Untrained Crowd
    (new,) = [u for u in range(len(s.loc)) if s.loc[u] == WAITING and s.side_of[u] == "Mob"]
    assert s.entry[new][0] == 1 and not any(k.startswith("arrive|") for k in s.marks)
    assert s.phase == FIRE and not s.tasks  # nothing to place: it moves in later

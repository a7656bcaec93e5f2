"""Scenarios with more than two sides (I-3 Belfast, I-5 Protest-Counterprotest, II-5 Colors):
rulings N-1..N-10 in docs/rulings/civil-power.md."""

from __future__ import annotations

from typing import Any

from cp_support import GAME, kinds, play, position, unit

from strife.core.events import Event
from strife.games.civil_power.model.actions import DONE, Fire, FirstMob, Select, Step, Target
from strife.games.civil_power.model.state import CivilPowerState
from strife.games.civil_power.model.values import ELIMINATED
from strife.games.civil_power.rules import morale, victory

BELFAST: dict[str, Any] = {
    "sides": {"Catholics": "Mob", "Protestants": "Mob", "Police": "Police"},
    "order": ["Catholics", "Protestants", "Police"],
    "first": "Catholics",
    "engagement": {"Catholics": 2, "Protestants": 2, "Police": 4},
}


def _belfast(units: list[dict[str, Any]], **fields: Any) -> CivilPowerState:
    s: CivilPowerState = position(units, **(BELFAST | fields))
    return s


def _started(scenario_id: str) -> CivilPowerState:
    """A game of I-3 or II-5 with the first Mob of the scenario's turn order chosen to play
    first (ruling N-11: that choice opens the game)."""
    s = GAME.start(scenario_id, seed=1)
    d = s.decision()
    assert d is not None and s.pregame is not None
    s.apply(d.sides[0], FirstMob(s.order[0]))
    return s


def _first_option(s: CivilPowerState) -> None:
    d = s.decision()
    assert d is not None
    side = d.sides[0]
    opts = d.options(side)
    s.apply(side, DONE if DONE in opts else opts[0])


def test_i_3_n_1_units_are_named_by_their_side() -> None:
    s = _belfast([unit("Catholics", "pistol_punk", "Ta8"), unit("Protestants", "pistol_punk",
                  "Tc8"), unit("Police", "line", "Te8")])  # fmt: skip
    assert s.names == ("C1", "Pr1", "Po1")
    assert s.role == {"Catholics": "Mob", "Protestants": "Mob", "Police": "Police"}


def test_i_3_n_2_three_player_turns_in_order_each_game_turn() -> None:
    s = _belfast([unit("Catholics", "pistol_punk", "Ta8"), unit("Protestants", "pistol_punk",
                  "Tf1"), unit("Police", "line", "Tf8")], turns=2)  # fmt: skip
    seen: list[tuple[int, str]] = []
    while s.decision() is not None:
        if s.phase == "fire" and (s.turn, s.active) not in seen:
            seen.append((s.turn, s.active))
        _first_option(s)
    assert seen == [
        (1, "Catholics"), (1, "Protestants"), (1, "Police"),
        (2, "Catholics"), (2, "Protestants"), (2, "Police"),
    ]  # fmt: skip


def test_i_3_n_3_a_mob_unit_entering_the_other_mobs_units_stops_and_must_fight() -> None:
    s = _belfast([unit("Catholics", "pistol_punk", "Ta8"),
                  unit("Protestants", "pistol_punk", "Tb8")], phase="move")  # fmt: skip
    events = play(s, "Catholics", Select("C1"), Step("Tb8"))
    assert kinds(events, "stop")
    play(s, "Catholics", DONE)
    d = s.decision()
    assert d is not None and s.phase == "shock"
    assert set(d.sides) == {"Catholics", "Protestants"}


def test_i_3_n_4_the_police_may_fire_at_either_mob() -> None:
    s = _belfast([unit("Police", "line", "Tb8"), unit("Catholics", "pistol_punk", "Ta8"),
                  unit("Protestants", "pistol_punk", "Tc8")],
                 phase="fire", active="Police")  # fmt: skip
    play(s, "Police", Fire("Po1"))
    targets = s.options("Police")
    assert Target("C1") in targets and Target("Pr1") in targets


def test_i_3_n_4_a_mob_may_fire_at_the_other_mob_and_at_the_police() -> None:
    s = _belfast([unit("Catholics", "mob_sniper", "Tb8"), unit("Police", "line", "Ta8"),
                  unit("Protestants", "pistol_punk", "Tc8")],
                 phase="fire", active="Catholics", engagement={"Catholics": 4})  # fmt: skip
    play(s, "Catholics", Fire("C1"))
    targets = s.options("Catholics")
    assert Target("Po1") in targets and Target("Pr1") in targets


def test_i_3_n_5_three_way_melee_the_phasing_side_fights_each_other_side_in_turn() -> None:
    s = _belfast([unit("Catholics", "untrained_crowd", "Tb8"),
                  unit("Police", "line", "Tb8"),
                  unit("Protestants", "untrained_crowd", "Tb8")],
                 phase="shock", active="Catholics")  # fmt: skip
    d = s.decision()
    assert d is not None
    assert set(d.sides) == {"Catholics", "Protestants"}  # next in turn order first
    assert s.options("Police") == []


def test_ii_5_n_5_non_phasing_sides_together_do_not_fight_in_this_player_turn() -> None:
    s = position(
        [unit("Crips", "pistol_punk", "Ta1"), unit("Police", "line", "Tb8"),
         unit("Bloods", "pistol_punk", "Tb8")],
        sides={"Crips": "Mob", "Bloods": "Mob", "Police": "Police"},
        order=["Crips", "Bloods", "Police"], first="Crips", phase="shock", active="Crips",
    )  # fmt: skip
    # The Crips' Shock Combat Phase passes: the Bloods' Player-turn begins, no one fought.
    assert (s.active, s.phase) == ("Bloods", "fire")
    assert s.loc[1] == s.loc[2] == s.board.index["Tb8"]


def _outcome_after(s: CivilPowerState, by: str, victim: int, wia: int, kia: int) -> Any:
    events: list[Event] = []
    morale.casualties(s, by, wia, kia, victim, events, "test")
    victory.finish(s, events, "test")
    return s.outcome()


def _first_of(s: CivilPowerState, side: str) -> int:
    return next(u for u in range(len(s.side_of)) if s.side_of[u] == side)


def test_i_3_n_8_victory_by_the_belfast_formulas() -> None:
    s = _started("I-3")
    out = _outcome_after(s, "Catholics", _first_of(s, "Protestants"), 1, 1)
    # Catholics: +1/2 per WIA, +1 per KIA on the enemy mob; Police: -(both Mobs' VP) / 4.
    assert out.scores == {"Catholics": 1.5, "Protestants": 0.0, "Police": -0.375}
    assert out.winners == ("Catholics",)


def test_i_3_n_8_casualties_on_the_police_cost_a_mob() -> None:
    s = _started("I-3")
    out = _outcome_after(s, "Protestants", _first_of(s, "Police"), 2, 0)
    assert out.scores["Protestants"] == -1.0


def test_ii_5_n_8_victory_by_the_colors_formulas() -> None:
    s = _started("II-5")
    out = _outcome_after(s, "Bloods", _first_of(s, "Crips"), 0, 2)
    assert out.scores == {"Crips": 0.0, "Bloods": 2.0, "Police": -0.5}
    assert out.winners == ("Bloods",)


def test_i_5_n_9_the_first_mob_to_disintegrate_ends_the_game_and_the_other_gets_10() -> None:
    s = GAME.start("I-5", seed=1)
    assert s.order == ("Pro-Government", "Protest") and s.police == ""
    s.marks["tdn|Protest"] = 1  # the Protest Mob's TDN has run out
    while s.decision() is not None:
        _first_option(s)
    out = s.outcome()
    assert out is not None and out.reason == "8.9 Mob Tactical Disintegration"
    assert out.scores["Pro-Government"] >= 10 and out.winners == ("Pro-Government",)
    assert s.turn == 1 and s.active == "Protest"


def test_i_3_n_8_clearing_the_enemy_neighbourhood_scores_25() -> None:
    s = _started("I-3")
    for u in range(len(s.side_of)):
        if s.side_of[u] == "Protestants":
            s.loc[u] = ELIMINATED
    s.touch()
    while s.active == "Catholics" or s.phase == "gasfire":
        _first_option(s)
    assert s.marks.get("neighbourhood|Catholics") == 1
    events: list[Event] = []
    victory.finish(s, events, "test")
    out = s.outcome()
    assert out is not None and out.scores["Catholics"] == 25.0

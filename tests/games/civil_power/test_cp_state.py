"""The position as data: saving and loading, units added during play, clones, views."""

from __future__ import annotations

import random

from cp_support import GAME, position, unit

from strife.games.civil_power.model.actions import DONE, Select


def test_save_and_load_keep_hidden_aboard_and_added_units() -> None:
    s = GAME.start("skirmish", seed=3)
    u = s.add_unit("Mob", "pistol_punk", 2, (s.board.index["Ta1"],))
    assert s.names[u] == "M7" and s.unit_index["M7"] == u
    s.marks["engine:test"] = 4
    again = GAME.load_state(s.to_json())
    assert again.names == s.names and again.loc == s.loc and again.hidden == s.hidden
    assert again.marks == {"engine:test": 4}
    assert again.view(None) == s.view(None)


def test_clone_is_independent() -> None:
    s = position([unit("Police", "line", "Ta8"), unit("Mob", "untrained_crowd", "Th1")],
                 phase="move", active="Police")  # fmt: skip
    c = s.clone()
    c.apply("Police", Select("P1"))
    assert s.moving == -1 and c.moving == 0


def test_a_clone_shares_the_unit_index_yet_moves_its_units_alone() -> None:
    s = position([unit("Police", "line", "Ta8"), unit("Police", "line", "Ta8")],
                 phase="move", active="Police")  # fmt: skip
    a8, b8 = s.board.index["Ta8"], s.board.index["Tb8"]
    held = s.at(a8)
    c = s.clone()
    c.put(0, b8)
    assert s.at(a8) == [0, 1] and s.at(b8) == [] and held == [0, 1]
    assert c.at(a8) == [1] and c.at(b8) == [0]
    c.put(1, b8)
    assert c.at(a8) == [] and c.at(b8) == [0, 1] and s.at(a8) == [0, 1]


def test_a_random_game_plays_to_the_end_on_every_scenario() -> None:
    for sc in GAME.scenarios():
        s = GAME.start(sc.id, seed=5)
        rng = random.Random(5)
        n = 0
        while s.decision() is not None and n < 200_000:
            side = s.decision().sides[0]
            opts = s.options(side)
            s.apply(side, DONE if DONE in opts and rng.random() < 0.5 else rng.choice(opts))
            n += 1
        assert s.outcome() is not None, sc.id


def test_5_4_1_a_shock_choice_made_is_secret_until_both_have_chosen() -> None:
    from cp_support import play

    from strife.games.civil_power.model.actions import VOLUNTARY, ShockRoll, Step

    def fresh():  # type: ignore[no-untyped-def]
        s = position([unit("Mob", "pistol_punk", "Tc6"), unit("Police", "line", "Tc5")],
                     phase="move", active="Police", dice=[3, 3])  # fmt: skip
        play(s, "Police", Select("P1"), Step("Tc6"), DONE)
        return s

    a, b = fresh(), fresh()
    play(a, "Police", ShockRoll(5))
    play(b, "Police", ShockRoll(2))
    assert a.view("Mob") == b.view("Mob")  # the Mob cannot tell the two choices apart
    assert a.view("Police")["my_choice"] != b.view("Police")["my_choice"]
    assert a.decision().sides == ("Mob",)
    # A Mob search guesses the Police choice as the heuristic Police would make it, the
    # same whichever choice was really made.
    guesses = {repr(w.determinize("Mob", random.Random(i)).choices["Police"])
               for w in (a, b) for i in range(12)}  # fmt: skip
    police = GAME.heuristic_agent("Police", 0)
    assert guesses == {repr(police.choose(fresh(), "Police"))}
    play(a, "Mob", VOLUNTARY)
    assert not a.choices


def test_5_3_fire_phase_lists_kept_between_decisions_agree_with_lists_worked_out_anew() -> None:
    # A Cancel offers the Fire Phase list kept from before the choice it cancels, and which
    # firers have a target is kept while the position stays the same for LOS and range; a
    # clone keeps nothing and works every list out: in random play the two always agree.
    from strife.games.civil_power.model.actions import Cancel

    cancels = 0
    for scenario, seed in (("II-2", 1), ("II-2", 2), ("II-5", 1), ("II-5", 2)):
        s = GAME.start(scenario, seed=seed)
        rng = random.Random(seed)
        last = None
        while (decision := s.decision()) is not None:
            side = decision.sides[0]
            opts = s.options(side)
            assert opts == s.clone().options(side)
            if isinstance(last, Cancel):
                cancels += 1
            last = rng.choice(opts)
            s.apply(side, last)
    assert cancels > 10

"""The Sequence of Action, Player Actions and The Player Role, played through the Game API:
step 1 as one simultaneous decision built as a short chain, the command delay, what each
player sees."""

from __future__ import annotations

import random

from tests.games.civil_disorder.engine_support import (
    choose,
    crowd,
    game,
    idle_turn,
    position,
    role,
    start,
    unit,
    used_all,
)


def test_sequence_of_action_step_1_is_one_decision_for_every_role() -> None:
    s = start(
        position(
            [unit("u1", "thompson-2")],
            [crowd("c1", "mill-1", 4)],
            [role("a"), role("b", at="thompson-3")],
        ),
        [],
    )
    decision = s.decision()
    assert decision is not None and decision.sides == ("a", "b")
    choose(s, "a", "Take no action this turn")
    choose(s, "a", "Stay where you are")
    decision = s.decision()
    assert decision is not None and decision.sides == ("b",)
    assert s.turn == 1
    choose(s, "b", "Take no action this turn")
    choose(s, "b", "Stay where you are")
    assert s.turn == 2 and s.decision().sides == ("a", "b")  # type: ignore[union-attr]
    assert used_all(s)


def test_player_actions_one_action_then_the_walk() -> None:
    s = start(position([unit("u1", "thompson-2")], [crowd("c1", "mill-1", 4)]), [])
    first = [o.label() for o in s.options("a")]
    assert first[0] == "Take no action this turn"
    assert "Radio Unit u1" in first and "Shout orders to Unit u1" in first
    assert any(label.startswith("Run to ") for label in first)
    choose(s, "a", "Radio Unit u1")
    orders = [o.label() for o in s.options("a")]
    assert orders[:2] == ["Unit u1: hold where you are", "Unit u1: withdraw from the crowds"]
    choose(s, "a", "Unit u1: move to Thompson Road and Mill Street")
    walks = [o.label() for o in s.options("a")]
    assert walks[0] == "Stay where you are"
    assert 'Walk to Thompson Road, 8" east of Canalside Boulevard' in walks
    assert all(not w.startswith("Radio") for w in walks)  # one action a turn


def test_player_actions_run_is_the_action_and_the_move() -> None:
    s = start(position([unit("u1", "thompson-2")], [crowd("c1", "mill-1", 4)]), [])
    choose(s, "a", "Run to Canalside Boulevard and Thompson Road")
    assert s.turn == 2  # the run ended the side's turn: no walk as well
    assert s.officers["a"].at == "x-canalside-thompson"


def test_sequence_of_action_orders_take_effect_next_turn() -> None:
    """An order given in step 5 is carried out from the next turn's step 2 (ruling A-6)."""
    s = start(position([unit("u1", "thompson-2")], [crowd("c1", "mill-1", 4)]), [])
    choose(s, "a", "Radio Unit u1")
    choose(s, "a", "Unit u1: move to Thompson Road and Mill Street")
    events = choose(s, "a", "Stay where you are")
    assert s.units["u1"].at == "thompson-2" and s.units["u1"].order == "move"
    assert any("acknowledges: move to Thompson Road and Mill Street" in e.text for e in events)
    idle_turn(s)
    assert s.units["u1"].at == "thompson-4"  # 8" at the walk, along Thompson Road
    assert used_all(s)


def test_the_player_role_sees_what_the_figure_sees() -> None:
    """Crowds out of the figure's sight are not shown; the umpire sees everything."""
    s = start(
        position(
            [unit("u1", "thompson-2")], [crowd("near", "thompson-5", 4), crowd("far", "mill-14", 4)]
        ),
        [],
    )
    seen = {c["id"] for c in s.view("a")["crowds"]}
    assert seen == {"near"}
    assert {c["id"] for c in s.view(None)["crowds"]} == {"near", "far"}
    assert "looters" not in s.view("a")["crowds"][0]
    assert "negotiator" not in s.view("a")["officers"][0]


def test_the_player_role_radio_reports_own_units_out_of_sight() -> None:
    s = start(position([unit("u1", "mill-14")], [crowd("c1", "mill-1", 4)]), [])
    assert [u["id"] for u in s.view("a")["units"]] == ["u1"]


def test_rule_structure_a_random_game_plays_to_its_assessment() -> None:
    s = game().start("march", seed=3)
    rng = random.Random(3)
    while (d := s.decision()) is not None:
        side = d.sides[0]
        s.apply(side, rng.choice(s.options(side)))
    outcome = s.outcome()
    assert outcome is not None and outcome.level in ("success", "contained", "failure")
    assert outcome.reason.startswith("assessment ")


def test_the_player_role_spectators_see_no_positions() -> None:
    s = start(position([unit("u1", "thompson-2")], [crowd("c1", "thompson-4", 4)]), [])
    shown = s.public_view()
    assert shown["turn"] == 1 and shown["crowds"] == [] and shown["units"] == []
    assert game().presenter().status(shown).rows[0].value == "1 of 5"
    assert "<svg" in game().render(shown)


def test_the_player_role_the_terminal_tells_it_in_words() -> None:
    s = start(position([unit("u1", "thompson-2")], [crowd("c1", "thompson-4", 6)]), [])
    text = game().describe(s.view("a"))
    assert 'You are Officer A, at Thompson Road, 4" east of Canalside Boulevard.' in text
    assert 'crowd c1 at Thompson Road, 16" east of Canalside Boulevard: 4 groups, mood 6' in text
    assert 'Unit u1 at Thompson Road, 8" east of Canalside Boulevard: 8 fit, holding' in text
    assert "{" not in text and "_" not in text

"""The heuristic players beat random play from either side, and render a view."""

from __future__ import annotations

import pytest
from cp_support import GAME

import strife
from strife.games.civil_power.agents.police_tactics import (
    Board,
    Situation,
    attack_plan,
    retreat_choice,
)
from strife.games.civil_power.model.actions import RetreatTo


def _wins(seats: dict[str, str], side: str) -> int:
    won = 0
    for seed in range(10):
        final = strife.play_match(GAME, "skirmish", seats, seed=seed)
        outcome = final.outcome()
        assert outcome is not None
        won += side in outcome.winners
    return won


def test_heuristic_mob_beats_random_police() -> None:
    assert _wins({"Mob": "heuristic", "Police": "random"}, "Mob") >= 8


def test_heuristic_police_beats_random_mob() -> None:
    assert _wins({"Mob": "random", "Police": "heuristic"}, "Police") >= 5


# The rulebook scenarios against random play: 12 games per side and scenario (seeds 0-11).
# The bar is the 90% less the luck of so few games; the 100-game measurements are in
# the README's agents section.
SCENARIO_BARS = [
    ("I-6", "Mob", 10),
    ("I-6", "Police", 10),
    ("II-4", "Mob", 10),
    ("II-4", "Police", 10),
]


@pytest.mark.parametrize(("scenario", "side", "bar"), SCENARIO_BARS)
def test_heuristic_beats_random_in_rulebook_scenarios(scenario: str, side: str, bar: int) -> None:
    other = "Police" if side == "Mob" else "Mob"
    won = 0
    for seed in range(12):
        final = strife.play_match(GAME, scenario, {side: "heuristic", other: "random"}, seed=seed)
        outcome = final.outcome()
        assert outcome is not None
        won += side in outcome.winners  # a draw is not a win
    assert won >= bar


def test_render_draws_every_area_and_visible_unit() -> None:
    s = GAME.start("skirmish", seed=1)
    svg = GAME.render(s.view("Police"))
    assert svg.startswith("<svg") and svg.count('data-target="T') == s.board.n
    assert 'data-target="M6"' not in svg  # the hidden Slingshot Punk
    assert 'data-target="M1"' in svg


@pytest.mark.parametrize("scenario", ["skirmish", "I-6"])
def test_the_brief_view_agrees_with_the_view_and_hides_what_it_hides(scenario: str) -> None:
    """The heuristic players read `brief_view`: every part it has is the view's own, for
    both sides at each of a game's first 300 decisions (8.4: the enemy's hidden units are
    left out of both)."""
    state = GAME.start(scenario, seed=3)
    agents = {side: GAME.heuristic_agent(side, 3) for side in state.scenario.sides}
    for _ in range(300):
        decision = state.decision()
        if decision is None:
            break
        for side in state.scenario.sides:
            full, brief = state.view(side), state.brief_view(side)
            board = brief["board"]
            assert list(board["ids"]) == full["board"]["ids"]
            assert board["on_map"] == set(full["board"]["ids"])
            assert all(
                board["pos"][a] == (x, y)
                for a, x, y in zip(
                    full["board"]["ids"], full["board"]["x"], full["board"]["y"], strict=True
                )
            )
            assert [u["id"] for u in brief["units"]] == [u["id"] for u in full["units"]]
            for short, whole in zip(brief["units"], full["units"], strict=True):
                assert short == {k: whole[k] for k in short}
            for key in brief.keys() - {"board", "units"}:
                assert brief[key] == full[key], key
        side = decision.sides[0]
        state.apply(side, agents[side].choose(state, side))


def _view(units: list[dict[str, object]], gas: tuple[str, ...] = ()) -> dict[str, object]:
    """A Police brief view (viewing.brief) of a 5 x 3 street grid (areas "x,y"), with
    these units."""
    ids = [f"{x},{y}" for y in range(3) for x in range(5)]
    board = {
        "ids": ids,
        "x": [int(a.split(",")[0]) for a in ids],
        "y": [int(a.split(",")[1]) for a in ids],
        "terrain": ["street"] * len(ids),
        "on_map": frozenset(ids),
    }
    full = [
        {"type": "untrained_crowd" if u["side"] == "Mob" else "line", "level": 0,
         "suppressed": False, "fired": False, "moved": False, "gas_gun": False,
         "shock": 5, **u}
        for u in units
    ]  # fmt: skip
    return {"board": board, "units": full, "engagement": {"Mob": 1, "Police": 1},
            "gas": dict.fromkeys(gas, 1), "fires": []}  # fmt: skip


def test_5_4_3_the_police_retreat_a_crowd_into_gas() -> None:
    view = _view([
        {"id": "M1", "side": "Mob", "size": "Crowd", "area": "2,1"},
        {"id": "P1", "side": "Police", "size": "Group", "area": "2,0"},
    ], gas=("3,2",))  # fmt: skip
    board, sit = Board.of(view["board"]), Situation.of(view, "Police")
    options = [RetreatTo("1,2", 0), RetreatTo("2,2", 0), RetreatTo("3,2", 0)]
    assert retreat_choice(board, sit, options, sit.units["M1"]).area == "3,2"


def test_5_2_one_squad_goes_into_a_suppressed_crowd_none_into_a_fresh_one() -> None:
    view = _view([
        {"id": "M1", "side": "Mob", "size": "Crowd", "area": "1,1", "suppressed": True},
        {"id": "M2", "side": "Mob", "size": "Crowd", "area": "4,1"},
        {"id": "P1", "side": "Police", "size": "Group", "area": "0,0"},
        {"id": "P2", "side": "Police", "size": "Group", "area": "2,0"},
        {"id": "P3", "side": "Police", "size": "Group", "area": "4,0"},
    ])  # fmt: skip
    board, sit = Board.of(view["board"]), Situation.of(view, "Police")
    plan = attack_plan(board, sit)
    assert list(plan.values()) == ["1,1"]  # one squad, the suppressed Crowd's area
    assert plan.keys() <= {"P1", "P2"}  # one of the nearest (the squad beside M2 stays)

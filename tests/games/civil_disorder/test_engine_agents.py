"""The heuristic Security Forces commander: it talks a crowd at RL 4-5 down, keeps the
specialists back until a crowd turns violent and then sends them to make arrests, and
plays a game to its assessment."""

from __future__ import annotations

from tests.games.civil_disorder.engine_support import crowd, game, position, role, start, unit

FAR = "mill-14"


def _first(s: object, side: str = "a") -> str:
    agent = game().heuristic_agent(side, 0)
    return agent.choose(s, side).label()  # type: ignore[arg-type]


def test_heuristic_negotiates_with_a_crowd_at_rl_5_in_range() -> None:
    s = start(
        position([unit("u1", FAR)], [crowd("c1", "thompson-5", 5)], [role("a", at="thompson-3")]),
        [],
    )
    assert _first(s) == "Negotiate with crowd c1"


def test_heuristic_keeps_specialists_back_until_a_crowd_is_violent() -> None:
    units = [unit("ar", "thompson-2", "anti_riot", figures=10)]
    calm = start(position(units, [crowd("c1", "thompson-7", 6)]), [])
    assert _first(calm) == "Take no action this turn"
    violent = start(position(units, [crowd("c1", "thompson-7", 7)]), [])
    assert _first(violent) == "Radio Unit ar"
    violent.apply("a", game().heuristic_agent("a", 0).choose(violent, "a"))
    assert _first(violent) == "Unit ar: make arrests in crowd c1"


def test_heuristic_plays_a_game_to_its_assessment() -> None:
    s = game().start("night", seed=7)
    agents = {side: game().heuristic_agent(side, 7) for side in s.sides}
    while (d := s.decision()) is not None:
        side = d.sides[0]
        s.apply(side, agents[side].choose(s, side))
    outcome = s.outcome()
    assert outcome is not None and outcome.reason.startswith("assessment ")

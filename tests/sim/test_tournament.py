"""strife tournament: every agent alone on every side against each other's field."""

from __future__ import annotations

from pathlib import Path

import pytest

from strife.sim.store import ResultStore
from strife.sim.tournament import arms_for, run_tournament


def test_pairings_cover_every_side_and_opponent() -> None:
    pairings = arms_for("power", "four-player", ["random", "heuristic"], {"round_limit": 1})
    assert len(pairings) == 2 * 1 * 4
    lone, side, field, arm = pairings[0]
    assert arm.seats[side] == lone
    assert all(a == field for s, a in arm.seats.items() if s != side)


def test_matrix_and_ratings(tmp_path: Path) -> None:
    store = ResultStore(tmp_path / "t.sqlite")
    standing, summaries = run_tournament("toy", "duel", ["random", "ismcts:iters=15"], 6, store)
    assert [s.played for s in summaries] == [6, 6]  # two-sided: each arm serves both views
    assert standing.matrix["random"]["ismcts:iters=15"][1] == 12  # 6 games on each side
    strong, _, _ = standing.rate("ismcts:iters=15", "random")
    assert strong > 0.5
    strong_rating, weak_rating = standing.ratings["ismcts:iters=15"], standing.ratings["random"]
    assert strong_rating.mu > weak_rating.mu
    # 12 games leave each rating uncertain, but less so than a new agent's 25/3.
    assert 0 < strong_rating.sigma < 25 / 3 and 0 < weak_rating.sigma < 25 / 3
    assert strong_rating.low() < strong_rating.mu < strong_rating.high()


def test_equal_agents_rate_equal_in_a_four_sided_game(tmp_path: Path) -> None:
    # Two names for the same random player: whatever the seats, neither should gain from
    # sitting alone against three of the other (the field's seats share one update).
    from strife.agents.registry import FACTORIES, register_agent

    register_agent("also-random", FACTORIES["random"])
    try:
        store = ResultStore(tmp_path / "eq.sqlite")
        standing, _ = run_tournament(
            "power", "four-player", ["random", "also-random"], 12, store, {"round_limit": 2}
        )
    finally:
        del FACTORIES["also-random"]
    a, b = standing.ratings["random"], standing.ratings["also-random"]
    assert abs(a.mu - b.mu) < a.sigma + b.sigma


def test_needs_two_different_agents(tmp_path: Path) -> None:
    with pytest.raises(ValueError):
        run_tournament("toy", "duel", ["random", "random"], 1, ResultStore(tmp_path / "x"))


def test_tournament_json(tmp_path: Path) -> None:
    import json

    from typer.testing import CliRunner

    from strife.sim.cli import app

    args = ["tournament", "toy", "-s", "duel", "-a", "random", "-a", "ismcts:iters=5",
            "-n", "2", "--out", str(tmp_path / "t.sqlite"), "--json"]  # fmt: skip
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert set(data["ratings"]) == {"random", "ismcts:iters=5"}
    assert all(r["sigma"] > 0 for r in data["ratings"].values())
    assert data["matrix"]["random"]["ismcts:iters=5"]["games"] == 4

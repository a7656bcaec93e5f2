"""strife simulate: resumable, interruptible, failures recorded, executors agree."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from strife.agents.base import Agent
from strife.agents.registry import FACTORIES, register_agent
from strife.core.actions import Action
from strife.core.game import Game
from strife.core.state import State
from strife.sim.cli import app
from strife.sim.runner import Row
from strife.sim.simulate import make_arm, simulate
from strife.sim.store import ResultStore

POWER_SHORT = {"round_limit": 2}


def _same(rows: list[Row]) -> list[Row]:
    """Rows without wall time, the one column that differs between two runs, in seed order
    (games in parallel are stored as they finish)."""
    ordered = sorted(rows, key=lambda r: (r["arm"], r["seed"]))
    return [{k: v for k, v in r.items() if k != "wall_s"} for r in ordered]


def _run(path: Path, games: int, **kw: Any) -> list[Row]:
    arm = make_arm("toy", "duel", {"north": "ismcts:iters=5", "south": "random"}, {})
    store = ResultStore(path)
    simulate(arm, store, games, **kw)
    rows = store.rows()
    store.close()
    return rows


def test_resume_after_interruption_gives_the_same_rows(tmp_path: Path) -> None:
    whole = _run(tmp_path / "whole.sqlite", 12)
    assert len(whole) == 12 and {r["seed"] for r in whole} == set(range(12))

    store = ResultStore(tmp_path / "parts.sqlite")
    arm = make_arm("toy", "duel", {"north": "ismcts:iters=5", "south": "random"}, {})
    seen = 0

    def interrupt(n: int) -> None:  # Ctrl-C after the second batch
        nonlocal seen
        seen += 1
        if seen == 2:
            raise KeyboardInterrupt

    first = simulate(arm, store, 12, progress=interrupt)
    assert first.interrupted and 0 < len(store.rows()) < 12
    again = simulate(arm, store, 12)
    assert again.skipped == len(store.rows()) - again.played
    assert _same(store.rows()) == _same(whole)


def test_rerun_skips_done_seeds(tmp_path: Path) -> None:
    path = tmp_path / "r.sqlite"
    _run(path, 4)
    arm = make_arm("toy", "duel", {"north": "ismcts:iters=5", "south": "random"}, {})
    summary = simulate(arm, ResultStore(path), 6)
    assert (summary.skipped, summary.played) == (4, 2)


class _Boom(Agent):
    def choose(self, state: State, side: str) -> Action:
        raise RuntimeError("boom: this agent always fails")


@pytest.fixture
def boom_agent() -> Iterator[None]:
    def factory(game: Game, side: str, seed: int, params: dict[str, str]) -> Agent:
        # play_match seeds side i of game g with g * 1000 + i: fail in game 3 only.
        if seed // 1000 == 3:
            return _Boom()
        return FACTORIES["random"](game, side, seed, params)

    register_agent("boom", factory)
    yield
    del FACTORIES["boom"]


def test_a_failing_game_is_recorded_and_the_run_goes_on(tmp_path: Path, boom_agent: None) -> None:
    arm = make_arm("toy", "duel", {"all": "boom"}, {})
    store = ResultStore(tmp_path / "f.sqlite")
    summary = simulate(arm, store, 6)
    assert (summary.played, summary.failed) == (6, 1)
    rows = {r["seed"]: r for r in store.rows()}
    assert "boom: this agent always fails" in rows[3]["error"]
    assert "Traceback" in rows[3]["error"]
    assert all(rows[s]["error"] is None and rows[s]["winners"] for s in rows if s != 3)


def test_a_game_that_does_not_end_is_recorded_and_the_run_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from strife.sim import runner

    monkeypatch.setattr(runner, "MAX_DECISIONS", 3)  # no toy game ends in three decisions
    rows = {r["seed"]: r for r in _run(tmp_path / "r.sqlite", 3)}
    assert sorted(rows) == [0, 1, 2]
    for row in rows.values():
        assert row["error"] == "the game did not end within 3 decisions"
        assert row["winners"] is None and row["decisions"] == 3


def test_until_ci_stops_early(tmp_path: Path) -> None:
    arm = make_arm("toy", "duel", {"all": "random"}, {})
    summary = simulate(arm, ResultStore(tmp_path / "ci.sqlite"), 400, until_ci=0.5)
    assert summary.stopped_by_ci and summary.played < 400


def test_row_contents(tmp_path: Path) -> None:
    [row] = _run(tmp_path / "one.sqlite", 1, base_seed=41)
    assert row["seed"] == 41 and row["game"] == "toy" and row["error"] is None
    assert json.loads(row["agents"]) == {"north": "ismcts:iters=5", "south": "random"}
    assert set(json.loads(row["scores"])) == {"north", "south"}
    assert row["decisions"] > 0 and row["version"] and row["rules_hash"]


def _power_rows(path: Path, **kw: Any) -> list[Row]:
    arm = make_arm("power", "four-player", {"all": "random"}, POWER_SHORT)
    store = ResultStore(path)
    simulate(arm, store, 6, **kw)
    rows = store.rows()
    store.close()
    return rows


def test_local_processes_give_the_same_rows_as_one_process(tmp_path: Path) -> None:
    one = _power_rows(tmp_path / "one.sqlite", jobs=1)
    two = _power_rows(tmp_path / "two.sqlite", jobs=2)
    assert one[0]["rounds"] == 2
    assert _same(one) == _same(two)


def test_ray_gives_the_same_rows_as_local(tmp_path: Path) -> None:
    local = _power_rows(tmp_path / "local.sqlite", jobs=1)
    ray = _power_rows(tmp_path / "ray.sqlite", jobs=2, executor="ray")
    assert _same(local) == _same(ray)


def test_cli_simulate_report_and_tournament(tmp_path: Path) -> None:
    runner = CliRunner()
    out = tmp_path / "cli.sqlite"
    args = ["simulate", "toy", "-s", "duel", "-n", "8", "--seat", "all=random", "--out", str(out)]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    assert "8 played" in result.output
    again = runner.invoke(app, [*args[:5], "10", *args[6:]])
    assert "2 played, 8 already done" in again.output
    html = tmp_path / "r.html"
    shown = runner.invoke(app, ["report", str(out), "--html", str(html)])
    assert shown.exit_code == 0, shown.output
    assert "95% interval" in shown.output and "<img" in html.read_text()
    bad = runner.invoke(app, [*args, "--seat", "east=random"])
    assert bad.exit_code == 1 and "unknown side" in bad.output
    tour = runner.invoke(
        app,
        ["tournament", "toy", "-s", "duel", "-a", "random", "-a", "ismcts:iters=10",
         "-n", "4", "--out", str(tmp_path / "t.sqlite")],
    )  # fmt: skip
    assert tour.exit_code == 0, tour.output
    assert "OpenSkill" in tour.output


def test_report_refuses_a_file_that_is_not_results(tmp_path: Path) -> None:
    junk = tmp_path / "junk.sqlite"
    junk.write_text("not a database at all" * 50)
    result = CliRunner().invoke(app, ["report", str(junk)])
    assert result.exit_code == 1 and "not a Strife results file" in result.output

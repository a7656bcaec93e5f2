"""The controls of a run: progress per game, Ctrl-C and SIGTERM that stop at once and keep
every finished game, runs sharing a file, bad input refused before any work, conventions."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import click
import pytest
import typer
from typer.testing import CliRunner

from strife.agents.base import Agent
from strife.agents.registry import FACTORIES, register_agent
from strife.cli import app as main_app
from strife.core.actions import Action
from strife.core.game import Game
from strife.core.state import State
from strife.sim.simulate import make_arm, simulate
from strife.sim.store import ResultStore

ROOT = Path(__file__).resolve().parents[2]


class _Stuck(Agent):
    """Never decides: stands for an agent far slower than anyone would wait for."""

    def choose(self, state: State, side: str) -> Action:
        threading.Event().wait()
        raise AssertionError("unreachable")


@pytest.fixture
def stuck_after_two() -> Iterator[None]:
    def factory(game: Game, side: str, seed: int, params: dict[str, str]) -> Agent:
        # Side i of game g is seeded g * 1000 + i: games 0 and 1 play, the rest never end.
        if seed // 1000 >= 2:
            return _Stuck()
        return FACTORIES["random"](game, side, seed, params)

    register_agent("stuck", factory)
    yield
    del FACTORIES["stuck"]


def test_progress_is_reported_per_game(tmp_path: Path) -> None:
    calls: list[int] = []
    arm = make_arm("toy", "duel", {"all": "random"}, {})
    simulate(arm, ResultStore(tmp_path / "p.sqlite"), 5, progress=calls.append)
    assert calls == [1, 1, 1, 1, 1]


def test_ctrl_c_with_games_that_never_end_stops_and_keeps_finished_games(
    tmp_path: Path, stuck_after_two: None
) -> None:
    # Two workers: games 0 and 1 finish, games 2 and 3 never do. Ctrl-C after the second
    # finished game must return (not wait for the stuck workers) with both games stored.
    store = ResultStore(tmp_path / "c.sqlite")
    arm = make_arm("toy", "duel", {"all": "stuck"}, {})
    finished = 0

    def interrupt(n: int) -> None:
        nonlocal finished
        finished += n
        if finished == 2:
            raise KeyboardInterrupt

    summary = simulate(arm, store, 6, jobs=2, progress=interrupt)
    assert summary.interrupted and summary.played == 2
    assert sorted(r["seed"] for r in store.rows()) == [0, 1]
    # The unfinished games are not claimed any more: a rerun may play them.
    assert store.claim(arm.key(), 2, "another-host:1")


def test_runs_sharing_a_file_split_the_seeds(tmp_path: Path) -> None:
    path = tmp_path / "shared.sqlite"
    arm = make_arm("toy", "duel", {"all": "random"}, {})
    other = ResultStore(path)
    for seed in (1, 3):  # another live run (on another machine) is playing these
        assert other.claim(arm.key(), seed, "elsewhere:1")
    summary = simulate(arm, ResultStore(path), 5)
    assert summary.played == 3 and summary.skipped == 2
    assert sorted(r["seed"] for r in ResultStore(path).rows()) == [0, 2, 4]


def test_a_claim_of_a_dead_run_is_taken_over(tmp_path: Path) -> None:
    store = ResultStore(tmp_path / "dead.sqlite")
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    import socket

    me = f"{socket.gethostname()}:{os.getpid()}"
    assert store.claim("arm", 0, f"{socket.gethostname()}:{dead.stdout.strip()}")
    assert store.claim("arm", 1, "elsewhere:7")  # another machine's run: taken as alive
    assert store.claim("arm", 0, me)
    assert not store.claim("arm", 1, me)
    store.release("elsewhere:7")
    assert store.claim("arm", 1, me)


def _children(pid: int) -> set[int]:
    found: set[int] = set()
    for task in Path(f"/proc/{pid}/task").iterdir():
        text = (task / "children").read_text().split()
        found |= {int(t) for t in text}
    return found


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().split()[2]
    except FileNotFoundError:
        return False
    return state != "Z"


def test_sigterm_shuts_the_workers_down_and_keeps_finished_games(tmp_path: Path) -> None:
    out = tmp_path / "term.sqlite"
    command = [
        sys.executable, "-m", "strife.sim.cli", "simulate", "power", "-s", "four-player",
        "-n", "100000", "--seat", "all=random", "--option", "round_limit=3",
        "--jobs", "2", "--out", str(out),
    ]  # fmt: skip
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    run = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    workers: set[int] = set()
    stored = 0
    for _ in range(600):  # until the workers run and some games are stored
        time.sleep(0.1)
        workers = _children(run.pid)
        if len(workers) >= 2 and out.exists():
            stored = len(ResultStore(out).rows())
            if stored >= 4:
                break
    assert len(workers) >= 2 and stored >= 4
    run.send_signal(signal.SIGTERM)
    run.wait(timeout=60)
    assert run.returncode == 130
    assert not any(_alive(pid) for pid in workers)
    rows = ResultStore(out).rows()
    assert len(rows) >= stored and all(r["error"] is None for r in rows)


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--until-ci", "-1"], "--until-ci must be an interval width above 0"),
        (["--until-ci", "0"], "--until-ci must be an interval width above 0"),
        (["--executor", "dask"], "unknown executor 'dask'"),
    ],
)
def test_bad_input_is_refused_before_any_work(
    tmp_path: Path, extra: list[str], message: str
) -> None:
    out = tmp_path / "never.sqlite"
    args = ["simulate", "toy", "-s", "duel", "-n", "3", "--out", str(out), *extra]
    result = CliRunner().invoke(main_app, args)
    assert result.exit_code == 1 and message in result.output
    assert not out.exists() and "simulate" not in result.output.split("error")[0]


def test_no_seat_says_every_side_plays_random(tmp_path: Path) -> None:
    args = ["simulate", "toy", "-s", "duel", "-n", "2", "--out", str(tmp_path / "r.sqlite")]
    result = CliRunner().invoke(main_app, args)
    assert result.exit_code == 0
    assert "No --seat given: every side plays random" in result.output


def test_version_and_completion() -> None:
    from strife import __version__

    result = CliRunner().invoke(main_app, ["--version"])
    assert result.exit_code == 0 and result.output.strip() == f"strife {__version__}"
    helped = CliRunner().invoke(main_app, ["--help"])
    assert "--install-completion" in helped.output


def test_json_listings() -> None:
    runner = CliRunner()
    games = json.loads(runner.invoke(main_app, ["games", "--json"]).output)
    assert {"power", "crisis2000", "civil-power"} <= {g["id"] for g in games}
    scenarios = json.loads(runner.invoke(main_app, ["scenarios", "power", "--json"]).output)
    assert "two-player" in [s["id"] for s in scenarios]
    one = json.loads(runner.invoke(main_app, ["scenarios", "civil-power", "I-6", "--json"]).output)
    assert [s["id"] for s in one] == ["I-6"] and len(one[0]["options"]) >= 10


def test_scenarios_of_a_game_with_many_options_stay_short() -> None:
    runner = CliRunner()
    listing = runner.invoke(main_app, ["scenarios", "civil-power"], terminal_width=120)
    assert listing.exit_code == 0
    assert len(listing.output.splitlines()) < 150
    assert "strife scenarios civil-power SCENARIO" in listing.output
    one = runner.invoke(main_app, ["scenarios", "civil-power", "I-6"], terminal_width=120)
    assert "barriers=False" in one.output
    bad = runner.invoke(main_app, ["scenarios", "civil-power", "nowhere"])
    assert bad.exit_code == 1 and "has no scenario 'nowhere'" in bad.output


def _params(command: click.Command) -> Iterator[tuple[str, click.Parameter]]:
    if isinstance(command, click.Group):
        for name, sub in command.commands.items():
            for label, param in _params(sub):
                yield f"{name} {label}", param
        return
    for param in command.params:
        yield param.name or "?", param


def test_every_argument_and_option_has_help() -> None:
    root = typer.main.get_command(main_app)
    missing = [
        label
        for label, param in _params(root)
        if not getattr(param, "help", None) and param.name not in {"help"}
    ]
    assert missing == []

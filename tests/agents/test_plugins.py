"""Agents as plug-ins: the complete agent of docs/agents.md, named by module path in play,
simulate and tournament, by an entry point, and on the server only when allowed."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

import strife
from strife.agents.registry import FACTORIES, agent_names, allow_module_agents, make_agent
from strife.cli import app
from strife.core.errors import UnknownName

DOC = Path(__file__).resolve().parents[2] / "docs" / "agents.md"
SPEC = "my_agents:FlatMonteCarlo:playouts=2"


@pytest.fixture
def my_agents(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """docs/agents.md's agent, saved as my_agents.py on the path (and in workers')."""
    allow_module_agents(True)  # as on the command line, whatever a server test set
    code = re.search(r"```python\n(.*?)```", DOC.read_text(), re.S)
    assert code is not None
    (tmp_path / "my_agents.py").write_text(code.group(1))
    monkeypatch.syspath_prepend(str(tmp_path))
    yield tmp_path
    import sys

    sys.modules.pop("my_agents", None)


def test_strife_agent_and_register_agent_are_public() -> None:
    assert strife.Agent.__name__ == "Agent" and callable(strife.register_agent)


def test_the_documented_agent_plays_from_its_module_path(my_agents: Path) -> None:
    final = strife.play_match("toy", "duel", {"north": SPEC, "south": "random"}, seed=3)
    assert final.outcome() is not None
    agent = make_agent(SPEC, strife.load("toy"), "north", 7)
    assert type(agent).__name__ == "FlatMonteCarlo" and agent.playouts == 2  # type: ignore[attr-defined]
    again = strife.play_match("toy", "duel", {"north": SPEC, "south": "random"}, seed=3)
    assert again.moves() == final.moves()  # seeded through for_seat: reproducible


def test_module_agents_in_play_simulate_and_tournament(my_agents: Path, tmp_path: Path) -> None:
    runner = CliRunner()
    played = runner.invoke(app, ["play", "toy", "--scenario", "duel", "--seed", "1",
                                 "--seat", f"all={SPEC}"])  # fmt: skip
    assert played.exit_code == 0, played.output
    out = tmp_path / "r.sqlite"
    seats = ["--seat", f"north={SPEC}", "--seat", "south=random"]
    sim = runner.invoke(
        app, ["simulate", "toy", "-s", "duel", "-n", "3", *seats, "--out", str(out)]
    )
    assert sim.exit_code == 0 and "3 played" in sim.output, sim.output
    tour = runner.invoke(app, ["tournament", "toy", "-s", "duel", "-a", "random", "-a", SPEC,
                               "-n", "2", "--out", str(tmp_path / "t.sqlite")])  # fmt: skip
    assert tour.exit_code == 0 and "my_agents:FlatMonteCarlo" in tour.output, tour.output


def test_bad_module_paths_say_what_is_wrong(my_agents: Path) -> None:
    toy = strife.load("toy")
    with pytest.raises(UnknownName, match=r"cannot import 'no_such_pkg\.mod'"):
        make_agent("no_such_pkg.mod:Agent", toy, "north")
    with pytest.raises(UnknownName, match="has no 'Nothing'"):
        make_agent("my_agents:Nothing", toy, "north")
    with pytest.raises(UnknownName, match="unexpected keyword argument 'depht'"):
        make_agent("my_agents:FlatMonteCarlo:depht=3", toy, "north")


def test_an_entry_point_names_the_agent(my_agents: Path) -> None:
    dist = my_agents / "flat_mc-0.1.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: flat-mc\nVersion: 0.1\n")
    (dist / "entry_points.txt").write_text("[strife.agents]\nflat-mc = my_agents:FlatMonteCarlo\n")
    try:
        assert "flat-mc" in agent_names()
        agent = make_agent("flat-mc:playouts=3", strife.load("toy"), "south", 1)
        assert agent.playouts == 3  # type: ignore[attr-defined]
    finally:
        FACTORIES.pop("flat-mc", None)


def test_the_server_loads_module_agents_only_when_allowed(my_agents: Path) -> None:
    pytest.importorskip("fastapi")
    from strife.server import create_app

    toy = strife.load("toy")
    try:
        create_app("sqlite://")
        with pytest.raises(UnknownName, match="strife serve --allow-agent-modules"):
            make_agent(SPEC, toy, "north")
        make_agent("random", toy, "north")  # names still work
        create_app("sqlite://", allow_agent_modules=True)
        assert type(make_agent(SPEC, toy, "north")).__name__ == "FlatMonteCarlo"
    finally:
        allow_module_agents(True)

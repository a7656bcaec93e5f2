"""The game API alone needs none of the extras: they are imported only when used, and a
missing one is named with the pip command that installs it."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from strife import extras
from strife.cli import app

ROOT = Path(__file__).resolve().parents[1]
HEAVY = ("fastapi", "uvicorn", "sqlalchemy", "alembic", "matplotlib", "jinja2", "scipy",
         "statsmodels", "openskill", "ray", "numpy", "gymnasium", "pettingzoo")  # fmt: skip


def test_playing_and_the_command_line_import_no_extra() -> None:
    code = (
        "import sys, strife, strife.cli\n"
        "strife.play_match('power', 'two-player', {'all': 'random'}, options={'round_limit': 1})\n"
        f"print(sorted(m for m in {HEAVY!r} if m in sys.modules))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT, check=True)  # fmt: skip
    assert done.stdout.strip() == "[]"


def test_core_dependencies_are_the_game_api_only() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    names = {d.split(">")[0].split("[")[0] for d in project["dependencies"]}
    # shapely: the geometry of the terrain-feature and measured-table boards (core/geometry);
    # numpy and scipy: Civil Disorder's measured table (sight arrays, routes between waypoints).
    assert names == {"typer", "rich", "pydantic", "shapely", "numpy", "scipy"}
    extra = project["optional-dependencies"]
    for name, modules in extras.EXTRAS.items():
        listed = {d.split(">")[0].split("[")[0].replace("-", "_").lower() for d in extra[name]}
        assert set(modules) <= listed, name
    assert "strife[server,sim,rl,ray,postgres]" in extra["test"]


def test_a_missing_extra_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(extras, "find_spec", lambda name: None if name == "scipy" else True)
    result = CliRunner().invoke(app, ["report", str(ROOT / "pyproject.toml")])
    assert result.exit_code == 1
    assert "strife report needs scipy: pip install 'strife[sim]'" in result.output
    monkeypatch.setattr(extras, "find_spec", lambda name: None if name == "fastapi" else True)
    served = CliRunner().invoke(app, ["serve"])
    assert served.exit_code == 1 and "pip install 'strife[server]'" in served.output

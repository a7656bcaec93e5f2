"""The `strife` command refuses hostile or damaged files in one line, never a traceback and
never a hang (issue 16, items 1 and 9)."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

from typer.testing import CliRunner, Result

from strife.cli import app
from strife.core.registry import load

runner = CliRunner()


def strife(*args: str) -> Result:
    return runner.invoke(app, list(args))


def one_line_error(result: Result, needle: str) -> None:
    assert result.exit_code != 0
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.output
    assert needle in result.output, result.output


def crisis_scenario(tmp_path: Path, **changes: object) -> Path:
    """Crisis 2000's first scenario as a user's file, with some values changed."""
    game = load("crisis2000")
    text = (game.data_dir / "scenarios" / "1.toml").read_text()
    data = tomllib.loads(text) | {"id": "mine"} | changes
    path = tmp_path / "mine.toml"
    path.write_text(_toml(data))
    return path


def _toml(data: dict[str, object]) -> str:
    """A small TOML writer for these tests (tables of scalars, lists and tables)."""
    return "\n".join(f"{json.dumps(k)} = {_value(v)}" for k, v in data.items()) + "\n"


def _value(value: object) -> str:
    if isinstance(value, dict):
        return "{" + ", ".join(f"{json.dumps(k)} = {_value(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    return json.dumps(value)


def test_item_1_negative_crisis_markers_are_refused_not_looped_on(tmp_path: Path) -> None:
    path = crisis_scenario(tmp_path, markers={"government": -3, "rebel": 3})
    one_line_error(strife("play", "crisis2000", "--scenario", str(path)), "markers")


def test_item_9_unknown_preplace_region_is_one_line(tmp_path: Path) -> None:
    path = crisis_scenario(tmp_path, preplace={"rebel": ["infrastructure atlantis"]})
    one_line_error(strife("play", "crisis2000", "--scenario", str(path)), "unknown region")


def test_item_9_a_binary_file_is_one_line(tmp_path: Path) -> None:
    path = tmp_path / "junk.toml"
    path.write_bytes(bytes(range(256)) * 4)
    one_line_error(strife("play", "crisis2000", "--scenario", str(path)), "not a text file")
    record = tmp_path / "junk.json"
    record.write_bytes(bytes(range(256)) * 4)
    one_line_error(strife("replay", str(record)), "not a text file")


def test_item_9_arrays_nested_3000_deep_are_one_line(tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text("[" * 3000 + "]" * 3000)
    one_line_error(strife("replay", str(path)), "nested too deeply")
    toml = tmp_path / "deep.toml"
    toml.write_text("x = " + "[" * 3000 + "]" * 3000 + "\n")
    one_line_error(strife("play", "crisis2000", "--scenario", str(toml)), "nested too deeply")


def test_item_9_a_directory_is_one_line(tmp_path: Path) -> None:
    folder = tmp_path / "folder.toml"
    folder.mkdir()
    one_line_error(strife("play", "crisis2000", "--scenario", str(folder)), "a folder")


def test_item_9_a_file_with_a_byte_order_mark_is_read(tmp_path: Path) -> None:
    plain = crisis_scenario(tmp_path)
    marked = tmp_path / "marked.toml"
    marked.write_bytes(b"\xef\xbb\xbf" + plain.read_bytes())
    game = load("crisis2000")
    assert game.scenario(marked).id == "mine"

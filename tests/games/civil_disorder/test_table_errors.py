"""A bad table file fails naming the file, the key and what is wrong (never a deep traceback).

Each case changes the test street: (what it breaks, [(text, replacement), ...], the key
named, words of the problem).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from strife.core.errors import DataError
from strife.games.civil_disorder.model.table import load_table

TEST_STREET = (Path(__file__).parent / "tables" / "test-street.toml").read_text()
SHOP = "[[10, 10], [50, 10], [50, 28], [10, 28]]"
HALL = "[[70, 44], [100, 44], [100, 62], [70, 62]]"
BARRIER = "[[20, 44], [20, 60]]"
YARD = """

[[space]]
id = "yard"
name = "the yard"
kind = "yard"
polygon = [[60, 44], [80, 44], [80, 60], [60, 60]]"""

CASES = [
    (
        "value over 100",
        [("value = 40", "value = 140")],
        "building.0.value",
        "less than or equal to 100",
    ),
    (
        "value of nothing",
        [("value = 40", "value = 0")],
        "building.0.value",
        "greater than or equal to 1",
    ),
    (
        "loot over value",
        [("value = 40\n", "value = 40\nloot = 45\n")],
        "building.0",
        "loot 45 is more than the property value 40",
    ),
    ("loot over 50", [("loot = 0", "loot = 60")], "building.1.loot", "less than or equal to 50"),
    ("unknown kind", [('kind = "shop"', 'kind = "casino"')], "building.0.kind", "Input should be"),
    ("no doors", [("doors = [[30, 28]]", "doors = []")], "building.0.doors", "at least 1 item"),
    ("bad id", [('id = "shop"', 'id = "Shop One"')], "building.0.id", "should match pattern"),
    (
        "repeated id",
        [('id = "hall"', 'id = "shop"')],
        "building.1.id",
        "shop is already the id of a building",
    ),
    (
        "off the table",
        [(SHOP, "[[10, 10], [130, 10], [130, 28], [10, 28]]")],
        "building.0.polygon",
        "goes off the table (0-120 by 0-72)",
    ),
    (
        "self-crossing",
        [(SHOP, "[[10, 10], [50, 28], [50, 10], [10, 20]]")],
        "building.0.polygon",
        "not simple",
    ),
    (
        "overlap",
        [(HALL, "[[40, 20], [100, 20], [100, 62], [40, 62]]")],
        "building.1.polygon",
        "overlaps shop",
    ),
    (
        "door off the wall",
        [("doors = [[30, 28]]", "doors = [[30, 27]]")],
        "building.0.doors.0",
        "(30, 27) is not on a wall",
    ),
    (
        "door at a corner",
        [("doors = [[30, 28]]", "doors = [[10, 28]]")],
        "building.0.doors.0",
        "corners excluded",
    ),
    (
        "hydrant in a shop",
        [("point = [56, 30]", "point = [30, 20]")],
        "hydrant.0.point",
        "a base there would stand in the corner shop",
    ),
    (
        "hydrant half off the table",
        [("point = [56, 30]", "point = [56, 1]")],
        "hydrant.0.point",
        "hang off the table",
    ),
    (
        "exit inside the table",
        [("point = [0, 36]", "point = [1, 36]")],
        "exit.0.point",
        "(1, 36) is not on the table's edge",
    ),
    (
        "street crossing without a junction",
        [("[[60, 36], [60, 68]]", "[[60, 30], [60, 68]]")],
        "street.1.points",
        "meets high-street at (60, 36) away from a corner of both",
    ),
    (
        "street through a building",
        [("[[60, 36], [60, 68]]", "[[60, 36], [60, 52], [86, 52]]")],
        "street.1.points",
        "a base there would stand in the town hall",
    ),
    (
        "street off the table",
        [("[[60, 36], [60, 68]]", "[[60, 36], [60, 80]]")],
        "street.1.points",
        "(60, 80) is off the table",
    ),
    (
        "street too narrow",
        [("width = 8", "width = 2")],
        "street.1.width",
        "greater than or equal to 6",
    ),
    (
        "slanting wall",
        [("[[20, 44], [20, 60]]", "[[20, 44], [24, 60]]")],
        "wall.0.points",
        "walls run north-south or east-west",
    ),
    (
        "waypoint id made twice",
        [('id = "steps"', 'id = "high-street-1"')],
        "place.0.point",
        "the waypoint id high-street-1 is made twice",
    ),
    (
        "a place cut off",
        [
            (SHOP, "[[0, 10], [120, 10], [120, 28], [0, 28]]"),
            ("point = [85, 40]", "point = [30, 5]"),
        ],
        "table",
        "the steps of the town hall cannot be reached",
    ),
    (
        "no way to hospital",
        [("to_hospital = true", "to_hospital = false")],
        "exit",
        "no exit is the way to hospital",
    ),
    (
        "a space under a building",
        [(BARRIER, BARRIER + YARD)],
        "space.0.polygon",
        "overlaps the building hall",
    ),
    (
        "table too wide",
        [("width = 120", "width = 500")],
        "table.width",
        "less than or equal to 384",
    ),
    ("missing name", [('name = "Test street"\n', "")], "table.name", "Field required"),
    (
        "unknown key",
        [("height = 72", "height = 72\ncolour = 3")],
        "table.colour",
        "Extra inputs are not permitted",
    ),
    (
        "provenance",
        [('provenance = "test"', 'provenance = "printed"')],
        "table.provenance",
        "Input should be",
    ),
]


@pytest.mark.parametrize(("what", "changes", "key", "words"), CASES, ids=[c[0] for c in CASES])
def test_a_bad_table_names_the_file_the_key_and_the_problem(
    tmp_path: Path, what: str, changes: list[tuple[str, str]], key: str, words: str
) -> None:
    text = TEST_STREET
    for old, new in changes:
        assert old in text, f"{what}: the test street has no {old!r}"
        text = text.replace(old, new, 1)
    path = tmp_path / "bad.toml"
    path.write_text(text)
    with pytest.raises(DataError) as caught:
        load_table(path)
    assert caught.value.source == str(path)
    assert caught.value.key == key
    assert words in caught.value.problem


def test_the_unchanged_test_street_loads(tmp_path: Path) -> None:
    path = tmp_path / "good.toml"
    path.write_text(TEST_STREET)
    assert len(load_table(path).buildings) == 3


def test_a_missing_file_is_named() -> None:
    with pytest.raises(DataError, match="no such file"):
        load_table(Path("/nowhere/city.toml"))

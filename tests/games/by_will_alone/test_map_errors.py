"""A bad map file fails naming the file, the key and what is wrong (never a deep traceback).

Each case changes one thing in the test town map: (what it breaks, text replaced, replacement,
the key named, words of the problem).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from strife.core.errors import DataError
from strife.games.by_will_alone.model import load_board

TEST_TOWN = (Path(__file__).parent / "maps" / "test-town.toml").read_text()

TH_SQUARE = "[[0, 0], [20, 0], [20, 20], [0, 20]]"
PARK = "[[60, 0], [90, 0], [90, 20], [60, 20]]"

CASES = [
    ("unknown kind", 'kind = "river"', 'kind = "swamp"', "feature.17.kind", "Input should be"),
    ("building without floors", "floors = 8\n", "", "feature.0", "a building needs floors"),
    (
        "floors on open ground",
        'kind = "open_ground"',
        'kind = "open_ground"\nfloors = 2',
        "feature.4",
        "only buildings and housing blocks have floors",
    ),
    ("repeated id", 'id = "HA"', 'id = "TH"', "feature.1.id", "TH is used twice"),
    (
        "self-crossing outline",
        TH_SQUARE,
        "[[0, 0], [20, 20], [20, 0], [0, 10]]",
        "feature.0.polygon",
        "not simple",
    ),
    (
        "off the table",
        PARK,
        "[[60, 0], [95, 0], [90, 20], [60, 20]]",
        "feature.4.polygon",
        "goes off the table (0-90 by 0-50)",
    ),
    (
        "anchor outside",
        "anchor = [5, 25]",
        "anchor = [10, 25]",
        "feature.5.anchor",
        "(10, 25) is not inside the feature",
    ),
    (
        "overlap",
        "[[20, 0], [30, 0], [30, 20], [20, 20]]",
        "[[15, 0], [30, 0], [30, 20], [15, 20]]",
        "feature.0.polygon",
        "overlaps HA",
    ),
    (
        "gap",
        PARK,
        "[[60, 0], [90, 0], [90, 10], [60, 20]]",
        "feature",
        "no feature covers the table near",
    ),
    (
        "edge between strangers",
        'between = ["PK", "I3"]',
        'between = ["PK", "I1"]',
        "edge.4.between",
        "PK and I1 do not share an edge",
    ),
    ("unknown obstacle", 'obstacle = "cliff"', 'obstacle = "moat"', "edge.0.obstacle", "Input"),
    (
        "street that jumps",
        '"I1", "M1", "I2", "M2"',
        '"I1", "M2", "I2", "M1"',
        "street.0.features",
        "I1 and M2 do not share an edge",
    ),
    (
        "street through houses",
        'features = ["NR", "I2"]',
        'features = ["HA", "I2"]',
        "street.1.features",
        "HA is not an intersection or a street",
    ),
    (
        "two intersections in a row",
        'features = ["NR", "I2"]',
        'features = ["I1", "I2"]',
        "street.1.features",
        "I1 and I2 are both intersections",
    ),
    (
        "unknown key",
        'provenance = "test"',
        'provenance = "test"\nscale = 10',
        "map.scale",
        "Extra inputs are not permitted",
    ),
    ("not TOML", "[map]", "[map", "", "not valid TOML"),
]


@pytest.mark.parametrize(
    ("old", "new", "key", "problem"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_a_bad_map_names_file_key_and_problem(
    tmp_path: Path, old: str, new: str, key: str, problem: str
) -> None:
    assert old in TEST_TOWN, old
    path = tmp_path / "broken.toml"
    path.write_text(TEST_TOWN.replace(old, new, 1))
    with pytest.raises(DataError) as caught:
        load_board(path)
    assert caught.value.source == str(path)
    assert caught.value.key == key
    assert problem in caught.value.problem, caught.value.problem


def test_the_message_reads_file_key_problem(tmp_path: Path) -> None:
    path = tmp_path / "broken.toml"
    path.write_text(TEST_TOWN.replace('id = "HA"', 'id = "TH"', 1))
    with pytest.raises(DataError, match=r"broken\.toml: feature\.1\.id: TH is used twice"):
        load_board(path)

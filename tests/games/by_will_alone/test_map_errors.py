"""A bad map file fails naming the file, the key and what is wrong (never a deep traceback)."""

from __future__ import annotations

from pathlib import Path

import pytest

from strife.core.errors import DataError
from strife.games.by_will_alone.model import load_board

TEST_TOWN = (Path(__file__).parent / "maps" / "test-town.toml").read_text()


def broken(tmp_path: Path, old: str, new: str) -> Path:
    assert old in TEST_TOWN, old
    path = tmp_path / "broken.toml"
    path.write_text(TEST_TOWN.replace(old, new, 1))
    return path


def fails(path: Path, key: str, problem: str) -> None:
    with pytest.raises(DataError) as caught:
        load_board(path)
    assert caught.value.source == str(path)
    assert caught.value.key == key
    assert problem in caught.value.problem, caught.value.problem


def test_an_unknown_kind(tmp_path: Path) -> None:
    path = broken(tmp_path, 'kind = "river"', 'kind = "swamp"')
    fails(path, "feature.17.kind", "Input should be")


def test_a_building_without_floors(tmp_path: Path) -> None:
    path = broken(tmp_path, "floors = 8\n", "")
    fails(path, "feature.0", "a building needs floors")


def test_floors_on_open_ground(tmp_path: Path) -> None:
    path = broken(tmp_path, 'kind = "open_ground"', 'kind = "open_ground"\nfloors = 2')
    fails(path, "feature.4", "only buildings and housing blocks have floors")


def test_a_repeated_id(tmp_path: Path) -> None:
    path = broken(tmp_path, 'id = "HA"', 'id = "TH"')
    fails(path, "feature.1.id", "TH is used twice")


def test_a_self_crossing_outline(tmp_path: Path) -> None:
    path = broken(
        tmp_path,
        "polygon = [[0, 0], [20, 0], [20, 20], [0, 20]]",
        "polygon = [[0, 0], [20, 20], [20, 0], [0, 10]]",
    )
    fails(path, "feature.0.polygon", "not simple")


def test_a_feature_off_the_table(tmp_path: Path) -> None:
    path = broken(tmp_path, "[[60, 0], [90, 0], [90, 20]", "[[60, 0], [95, 0], [90, 20]")
    fails(path, "feature.4.polygon", "goes off the table (0-90 by 0-50)")


def test_an_anchor_outside_its_feature(tmp_path: Path) -> None:
    path = broken(tmp_path, "anchor = [5, 25]", "anchor = [10, 25]")
    fails(path, "feature.5.anchor", "(10, 25) is not inside the feature")


def test_overlapping_features(tmp_path: Path) -> None:
    path = broken(
        tmp_path, "[[20, 0], [30, 0], [30, 20], [20, 20]]", "[[15, 0], [30, 0], [30, 20], [15, 20]]"
    )
    fails(path, "feature.0.polygon", "overlaps HA")


def test_a_gap_in_the_table(tmp_path: Path) -> None:
    path = broken(
        tmp_path, "[[60, 0], [90, 0], [90, 20], [60, 20]]", "[[60, 0], [90, 0], [90, 10], [60, 20]]"
    )
    fails(path, "feature", "no feature covers the table near")


def test_an_edge_between_features_that_do_not_meet(tmp_path: Path) -> None:
    path = broken(tmp_path, 'between = ["PK", "I3"]', 'between = ["PK", "I1"]')
    fails(path, "edge.4.between", "PK and I1 do not share an edge")


def test_an_unknown_obstacle(tmp_path: Path) -> None:
    path = broken(tmp_path, 'obstacle = "cliff"', 'obstacle = "moat"')
    fails(path, "edge.0.obstacle", "Input should be")


def test_a_street_that_jumps(tmp_path: Path) -> None:
    path = broken(tmp_path, '"I1", "M1", "I2", "M2"', '"I1", "M2", "I2", "M1"')
    fails(path, "street.0.features", "I1 and M2 do not share an edge")


def test_a_street_through_houses(tmp_path: Path) -> None:
    path = broken(tmp_path, 'features = ["NR", "I2"]', 'features = ["HA", "I2"]')
    fails(path, "street.1.features", "HA is not an intersection or a street")


def test_a_street_of_two_intersections_in_a_row(tmp_path: Path) -> None:
    path = broken(tmp_path, 'features = ["NR", "I2"]', 'features = ["I1", "I2"]')
    fails(path, "street.1.features", "I1 and I2 are both intersections")


def test_an_unknown_key(tmp_path: Path) -> None:
    path = broken(tmp_path, 'provenance = "test"', 'provenance = "test"\nscale = 10')
    fails(path, "map.scale", "Extra inputs are not permitted")


def test_not_toml(tmp_path: Path) -> None:
    path = broken(tmp_path, "[map]", "[map")
    fails(path, "", "not valid TOML")

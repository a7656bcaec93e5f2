"""data/rules.toml: the numbers of sections 7 and 11-17 load and a bad file is refused,
naming the file and key."""

from __future__ import annotations

from pathlib import Path

import pytest

from strife.core.errors import DataError
from strife.games.by_will_alone.model.rule_tables import RULES_FILE, load_rule_tables


def test_the_rules_file_loads() -> None:
    tables = load_rule_tables()
    assert tables.provenance == "text"
    assert tables.escalation.target == 5


def edited(tmp_path: Path, old: str, new: str) -> Path:
    text = RULES_FILE.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "rules.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def test_a_bad_value_names_the_key(tmp_path: Path) -> None:
    path = edited(tmp_path, 'reinforcement = ["arrives"', 'reinforcement = ["comes"')
    with pytest.raises(DataError, match=r"unit_check\.reinforcement\.0"):
        load_rule_tables(path)


def test_ratios_must_rise(tmp_path: Path) -> None:
    path = edited(tmp_path, "withdraw_higher_chooses = 3", "withdraw_higher_chooses = 5")
    with pytest.raises(DataError, match="higher ratio than the one before"):
        load_rule_tables(path)


def test_an_unknown_key_is_refused(tmp_path: Path) -> None:
    path = edited(tmp_path, "[escape]\n", "[escape]\nelite = 3\n")
    with pytest.raises(DataError, match=r"escape\.elite"):
        load_rule_tables(path)

"""The charts load from data/rules/ and a bad chart fails naming the file, the key and what
is wrong."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from strife.core.errors import DataError
from strife.games.civil_disorder.model.charts import FILES, RULES, load_charts


def _copy(tmp_path: Path) -> Path:
    folder = tmp_path / "rules"
    shutil.copytree(RULES, folder)
    return folder


def _edit(folder: Path, name: str, old: str, new: str) -> None:
    path = folder / f"{name}.toml"
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))


def test_charts_every_file_loads() -> None:
    assert sorted(p.stem for p in RULES.glob("*.toml")) == sorted(FILES)
    assert load_charts().fighting.sf_ranks == 2


@pytest.mark.parametrize(
    ("name", "old", "new", "key", "why"),
    [
        ("fighting", 'die = "1d10"', 'die = "d10"', "die", "not a dice expression"),
        (
            "response_level",
            "low = 7\nhigh = 8",
            "low = 8\nhigh = 8",
            "results",
            "must start just above",
        ),
        ("negotiation", "voice_range = 2", "voice_range = 20", "", "megaphone carries"),
        ("over_reaction", "[triggers]\n", '[triggers]\nsurprise = "x"\n', "triggers", ""),
        ("medical", "gunfire_bonus = 2", "gunfire_bonus = 9", "gunfire_bonus", "less than"),
        (
            "non_lethal_weapons",
            'paramedics = "unprotected"\n',
            "",
            "protection",
            "no entry for paramedics",
        ),
        ("response_level", "[levels.8]", "[levels.9]", "levels", "need exactly 1 to 8"),
    ],
)
def test_charts_a_bad_chart_is_refused(
    tmp_path: Path, name: str, old: str, new: str, key: str, why: str
) -> None:
    folder = _copy(tmp_path)
    _edit(folder, name, old, new)
    with pytest.raises(DataError) as caught:
        load_charts(folder)
    message = str(caught.value)
    assert f"{name}.toml" in message and key in message and why in message

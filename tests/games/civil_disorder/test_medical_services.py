"""Medical Services: triage (+2 for gunfire), stretchers, ambulances."""

from __future__ import annotations

import pytest

from strife.core.dice import ScriptedDice
from strife.games.civil_disorder.model.medical import MedicalChart
from strife.games.civil_disorder.rules.medical import (
    ambulance_fits,
    stretchers_manned,
    triage,
    turns_to_ambulance,
    walking_wounded_move,
)
from tests.games.civil_disorder.cd_support import C


def chart() -> MedicalChart:
    return C().medical


@pytest.mark.parametrize(
    ("die", "gunfire", "name"),
    [
        (1, False, "It's only a scratch"),
        (2, False, "Don't worry, you'll be fine"),
        (3, False, "Don't worry, you'll be fine"),
        (4, False, "Lie still, you're in good hands now"),
        (5, False, "Lie still, you're in good hands now"),
        (6, False, "Sorry, there was nothing we could do"),
        (1, True, "Don't worry, you'll be fine"),
        (3, True, "Lie still, you're in good hands now"),
        (4, True, "Sorry, there was nothing we could do"),
        (6, True, "Sorry, there was nothing we could do"),  # 8 reads as 6 (ruling D-1)
    ],
)
def test_medical_services_triage(die: int, gunfire: bool, name: str) -> None:
    assessed = triage(gunfire, ScriptedDice([die]), chart())
    assert assessed.score == die + (2 if gunfire else 0)
    assert assessed.triage.name == name


def test_medical_services_what_each_triage_means() -> None:
    c = chart()
    scratch, walking, stretcher, dead = (
        triage(False, ScriptedDice([d]), c).triage for d in (1, 2, 4, 6)
    )
    assert scratch.carries_on and scratch.patch_turns == 1 and scratch.hospital == "none"
    assert walking.walks and walking.patch_turns == 1 and walking.hospital == "needed"
    assert stretcher.stretcher and stretcher.patch_turns == 1 and stretcher.hospital == "urgent"
    assert dead.dies_after == 2
    assert [turns_to_ambulance(t, c) for t in (scratch, walking, stretcher, dead)] == [0, 2, 3, 0]


def test_medical_services_stretchers_and_ambulances() -> None:
    c = chart()
    assert (c.stretcher_turns, c.load_turns) == (1, 1)
    assert stretchers_manned(3, c) == 1 and stretchers_manned(4, c) == 2
    assert ambulance_fits(2, 0, c) and ambulance_fits(0, 4, c) and ambulance_fits(1, 2, c)
    assert not ambulance_fits(3, 0, c) and not ambulance_fits(0, 5, c)
    assert not ambulance_fits(2, 1, c)
    assert walking_wounded_move(8, c) == 4

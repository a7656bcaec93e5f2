"""Medical Services: triage of each casualty where it fell, stretchers and ambulances."""

from __future__ import annotations

from dataclasses import dataclass

from strife.core.dice import Dice
from strife.games.civil_disorder.model.medical import MedicalChart, Triage
from strife.games.civil_disorder.model.schema import band_for


@dataclass(frozen=True, slots=True)
class Assessed:
    roll: int
    score: int
    triage: Triage


def triage(gunfire: bool, dice: Dice, chart: MedicalChart) -> Assessed:
    """When a paramedic reaches a casualty: 1d6, +2 if hit by gunfire; a score over 6 reads
    as 6 (ruling D-1)."""
    roll = chart.die.roll(dice)
    score = roll + (chart.gunfire_bonus if gunfire else 0)
    return Assessed(roll, score, band_for(chart.results, score))


def stretchers_manned(paramedics: int, chart: MedicalChart) -> int:
    """Stretchers a crew can carry at once: two paramedics a stretcher."""
    if paramedics < 0:
        raise ValueError("paramedics cannot be negative")
    return paramedics // chart.stretcher_bearers


def ambulance_fits(stretchers: int, walking: int, chart: MedicalChart) -> bool:
    """ "2 stretcher cases or 4 walking wounded": a stretcher case takes the room of two
    walking wounded (ruling D-2), so one stretcher and two walking also fit."""
    if stretchers < 0 or walking < 0:
        raise ValueError("casualties cannot be negative")
    room = chart.ambulance.walking
    per_stretcher = room // chart.ambulance.stretchers
    return stretchers <= chart.ambulance.stretchers and stretchers * per_stretcher + walking <= room


def walking_wounded_move(walk: int, chart: MedicalChart) -> int:
    """Walking wounded go "unaided at half speed" (rounded down)."""
    return walk // chart.walking_speed_divisor


def turns_to_ambulance(t: Triage, chart: MedicalChart) -> int:
    """Turns of a paramedic's work before a casualty is aboard (not counting the walk or
    carry): patching up, a turn onto the stretcher, a turn into the ambulance. A scratch
    carries on and needs no ambulance (0); the dying need none either."""
    if t.carries_on or t.dies_after is not None:
        return 0
    return t.patch_turns + (chart.stretcher_turns if t.stretcher else 0) + chart.load_turns

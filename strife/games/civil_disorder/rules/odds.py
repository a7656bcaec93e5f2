"""Who outnumbers whom: the RL's "visibly outnumbered by SF" and the over-reaction test's
"outnumbered more than 3-1" and "the crowd is outnumbered by the SF" compare people, the
SF's figures at 1:1 against a crowd's bases at 12 people each (ruling T-3)."""

from __future__ import annotations

from strife.games.civil_disorder.model.units import Scales


def crowd_people(bases: int, scales: Scales) -> int:
    if bases < 0:
        raise ValueError("bases cannot be negative")
    return bases * scales.people_per_crowd_base


def sf_outnumber_crowd(sf_figures: int, crowd_bases: int, scales: Scales) -> bool:
    """More SF in sight than people in the crowd ("visibly outnumbered by SF")."""
    return sf_figures > crowd_people(crowd_bases, scales)


def sf_outnumbered_over_3_to_1(sf_figures: int, crowd_bases: int, scales: Scales) -> bool:
    """The crowd's people are more than three times the unit's figures."""
    return crowd_people(crowd_bases, scales) > 3 * sf_figures

"""21 Winning Conditions, completed by rulings 21-b to 21-i: every number of 21 and of the
rulings, on explicit inputs."""

from __future__ import annotations

from fractions import Fraction

import pytest

from strife.games.by_will_alone.rules.victory import (
    ACTIVISTS,
    AUTHORITY,
    MEDIA,
    VIOLENT,
    Confrontation,
    Ledger,
    MediaPresent,
    Objective,
    ObjectiveKind,
    ObjectiveTally,
    activist_score,
    authority_score,
    dissuasion_points,
    force_factor,
    holds,
    media_present,
    objective_points,
    scores,
    shown,
    stands_dissuaded,
    winners,
)


def confrontation(
    stands: int = 3,
    authority: int = 2,
    activists: int = 4,
    media: MediaPresent = MediaPresent.NONE,
    nonviolent: bool = True,
) -> Confrontation:
    return Confrontation(stands, authority, activists, nonviolent, media)


def test_21_1_one_point_per_stand_dissuaded_without_media() -> None:
    assert dissuasion_points(confrontation(stands=3)) == 3


def test_21_1_three_points_per_stand_with_non_corporate_media() -> None:
    assert dissuasion_points(confrontation(stands=3, media=MediaPresent.NON_CORPORATE)) == 9


def test_21_1_ten_points_per_stand_with_corporate_media() -> None:
    assert dissuasion_points(confrontation(stands=3, media=MediaPresent.CORPORATE)) == 30


def test_21_b_dissuaded_means_lower_side_at_a_ratio_of_two() -> None:
    assert stands_dissuaded(confrontation(authority=2, activists=4)) == 3  # 2:1, withdraw
    assert stands_dissuaded(confrontation(authority=4, activists=7)) == 0  # 7:4 is a hold
    assert stands_dissuaded(confrontation(authority=3, activists=3)) == 0  # equal: a hold
    assert stands_dissuaded(confrontation(authority=4, activists=2)) == 0  # the authority won


def test_21_b_a_total_against_nothing_dissuades_and_nothing_against_nothing_does_not() -> None:
    assert stands_dissuaded(confrontation(authority=0, activists=1)) == 3
    assert stands_dissuaded(confrontation(authority=0, activists=0)) == 0


def test_21_d_no_points_when_the_activists_unit_has_attacked() -> None:
    assert stands_dissuaded(confrontation(nonviolent=False)) == 0


def test_21_c_the_best_media_in_sight_counts() -> None:
    assert media_present([]) is MediaPresent.NONE
    assert media_present([False]) is MediaPresent.NON_CORPORATE
    assert media_present([False, True]) is MediaPresent.CORPORATE


def test_21_e_less_lethal_force_halves_and_lethal_force_cuts_by_two_thirds() -> None:
    assert force_factor(0) == 1
    assert force_factor(1) == 1
    assert force_factor(2) == Fraction(1, 2)
    assert force_factor(3) == Fraction(1, 3)
    assert force_factor(4) == Fraction(1, 3)
    with pytest.raises(ValueError, match="1 to 4"):
        force_factor(5)


def test_21_d_authority_scores_stands_removed_and_objectives_cut_by_force() -> None:
    street = Objective("Clear Rosenstrasse", AUTHORITY, ObjectiveKind.HOLD, frozenset({"RO2"}), 5)
    held = ObjectiveTally(held_at_end=True)
    ledger = Ledger(objectives=((street, held),), activists_removed=4, unjustified_force=1)
    assert authority_score(ledger) == 9
    assert authority_score(
        Ledger(objectives=((street, held),), activists_removed=4, unjustified_force=2)
    ) == Fraction(9, 2)
    lethal = Ledger(objectives=((street, held),), activists_removed=4, unjustified_force=3)
    assert authority_score(lethal) == 3
    assert shown(Fraction(9, 2)) == 4


def test_21_f_objectives_hold_reach_and_occupy() -> None:
    hold = Objective("Hold", ACTIVISTS, ObjectiveKind.HOLD, frozenset({"BH"}), 8)
    reach = Objective("The sea", ACTIVISTS, ObjectiveKind.REACH, frozenset({"BC"}), 2)
    occupy = Objective("Out after dark", ACTIVISTS, ObjectiveKind.OCCUPY, frozenset({"SQ"}), 1)
    assert objective_points(hold, ObjectiveTally(held_at_end=True)) == 8
    assert objective_points(hold, ObjectiveTally(held_at_end=False)) == 0
    assert objective_points(reach, ObjectiveTally(stands_reached=5)) == 10
    assert objective_points(occupy, ObjectiveTally(initiatives_occupied=7)) == 7


def test_21_f_holding_means_present_and_alone() -> None:
    assert holds(ACTIVISTS, {ACTIVISTS: 2, AUTHORITY: 0})
    assert not holds(ACTIVISTS, {ACTIVISTS: 2, AUTHORITY: 1})
    assert not holds(ACTIVISTS, {AUTHORITY: 0})


def test_21_c_media_raise_dissuasions_not_objectives() -> None:
    hold = Objective("Hold", ACTIVISTS, ObjectiveKind.HOLD, frozenset({"RO2"}), 6)
    ledger = Ledger(
        confrontations=(
            confrontation(stands=2, media=MediaPresent.CORPORATE),
            confrontation(stands=3, media=MediaPresent.NONE),
            confrontation(stands=4, authority=5, activists=6),  # not dissuaded
        ),
        objectives=((hold, ObjectiveTally(held_at_end=True)),),
    )
    assert activist_score(ledger) == 2 * 10 + 3 * 1 + 6


def test_21_g_the_higher_score_wins_and_equal_is_a_draw() -> None:
    assert winners({ACTIVISTS: Fraction(7), AUTHORITY: Fraction(13, 2)}) == (ACTIVISTS,)
    assert winners({ACTIVISTS: Fraction(3), AUTHORITY: Fraction(4)}) == (AUTHORITY,)
    assert winners({ACTIVISTS: Fraction(4), AUTHORITY: Fraction(4)}) == ()


def test_21_h_media_seat_1_2_3_and_a_target_of_10() -> None:
    ledger = Ledger(media_confrontations_seen=3, media_arrests_seen=2, media_force_seen=1)
    score = scores(ledger, (ACTIVISTS, AUTHORITY, MEDIA))
    assert score[MEDIA] == 3 * 1 + 2 * 2 + 1 * 3
    assert winners(score) == (MEDIA,)  # 0 to 0 between the sides, and the media made 10
    assert winners({**score, MEDIA: Fraction(9)}) == ()


def test_21_i_violent_seat_1_per_property_2_per_stand_wins_by_outscoring_activists() -> None:
    ledger = Ledger(violent_property_attacks=2, violent_stands_attacked=3)
    score = scores(ledger, (ACTIVISTS, AUTHORITY, VIOLENT))
    assert score[VIOLENT] == 2 * 1 + 3 * 2
    assert winners(score) == (VIOLENT,)


def test_21_scores_refuse_an_unknown_side() -> None:
    with pytest.raises(ValueError, match="no By Will Alone side is called 'Police'"):
        scores(Ledger(), ("Police",))

"""18 completed (rulings 18.1-a to 18.4-c): searches, provocateurs, snatch squads, and who
counts as exclusively nonviolent (21-d)."""

from __future__ import annotations

import pytest

from strife.games.by_will_alone.rules.agents import (
    IDENTIFY_AFTER_ATTACK,
    INCITE_MODIFIER,
    SNATCH_RESIST_MODIFIER,
    SNATCH_STANDS,
    Agent,
    Attacker,
    exclusively_nonviolent,
    incited_discipline_modifier,
    search,
    shown_as,
    snatch_resists,
)


def test_18_1_c_a_search_at_the_morale_number_finds_every_agent() -> None:
    found = search(4, 4, [Agent.SPY, Agent.PROVOCATEUR], attacked=False)
    assert found.succeeded
    assert found.found == (Agent.SPY, Agent.PROVOCATEUR)
    assert found.describe() == "The search finds: spy, provocateur"


def test_18_1_c_a_search_below_the_number_fails_and_finds_nothing() -> None:
    failed = search(3, 4, [Agent.SPY], attacked=False)
    assert not failed.succeeded
    assert failed.found == ()
    assert failed.describe() == "The search fails (rolled 3+0, needed 4)"


def test_18_1_c_an_empty_unit_searched_finds_no_one() -> None:
    assert search(6, 6, [], attacked=False).describe() == "The search finds no one"


def test_18_2_c_plus_2_to_find_an_agent_that_has_attacked() -> None:
    assert IDENTIFY_AFTER_ATTACK == 2
    assert search(4, 6, [Agent.PROVOCATEUR], attacked=True).found == (Agent.PROVOCATEUR,)
    assert search(3, 6, [Agent.PROVOCATEUR], attacked=True).found == ()


def test_18_1_c_an_unreliable_unit_cannot_search_and_dice_are_d6() -> None:
    with pytest.raises(ValueError, match="no longer responds"):
        search(6, None, [], attacked=False)
    with pytest.raises(ValueError, match="1 to 6"):
        search(7, 4, [], attacked=False)


def test_18_2_b_incite_is_minus_2_on_the_next_discipline_rolls() -> None:
    assert INCITE_MODIFIER == -2
    assert incited_discipline_modifier(True) == -2
    assert incited_discipline_modifier(False) == 0


def test_18_3_a_a_snatch_takes_one_stand_which_resists_at_minus_1_more() -> None:
    assert SNATCH_STANDS == 1
    assert SNATCH_RESIST_MODIFIER == -1
    # a veteran stand (2+) against police (-2): a 5 resists (5 - 2 - 1 = 2), a 4 does not
    assert snatch_resists(5, 2, -2)
    assert not snatch_resists(4, 2, -2)
    assert snatch_resists(5, 4, 0)
    assert not snatch_resists(4, 4, 0)


def test_21_d_exclusively_nonviolent_until_a_stand_or_hidden_provocateur_attacks() -> None:
    assert exclusively_nonviolent([])
    assert not exclusively_nonviolent([Attacker.UNDISCIPLINED])
    assert not exclusively_nonviolent([Attacker.VIOLENT])
    assert not exclusively_nonviolent([Attacker.PROVOCATEUR])
    assert exclusively_nonviolent([Attacker.FOUND_PROVOCATEUR])
    assert not exclusively_nonviolent([Attacker.FOUND_PROVOCATEUR, Attacker.UNDISCIPLINED])


def test_18_4_c_a_resister_and_a_provocateur_look_alike() -> None:
    assert shown_as(Attacker.VIOLENT) == shown_as(Attacker.PROVOCATEUR) == "a violent stand"
    assert shown_as(Attacker.UNDISCIPLINED) == "an undisciplined stand"

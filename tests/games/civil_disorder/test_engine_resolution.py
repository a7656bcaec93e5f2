"""Step 4 through the Game API with scripted dice: Negotiation, Non-Lethal Weapons (bricks
and bottles), the Over-Reaction Test and Firearms."""

from __future__ import annotations

from tests.games.civil_disorder.engine_support import (
    choose,
    crowd,
    idle_turn,
    position,
    role,
    start,
    unit,
    used_all,
)

FAR = "mill-14"


def _talk(rl: int, dice: list[int], offer: str, negotiator: str = "good") -> int:
    s = start(
        position(
            [unit("u1", FAR)],
            [crowd("c1", "thompson-5", rl)],
            [role("a", at="thompson-3", negotiator=negotiator)],
        ),
        dice,
    )
    choose(s, "a", "Negotiate with crowd c1")
    assert [o.label() for o in s.options("a")] == ["Offer: a good point", "Offer: a bad point"]
    choose(s, "a", f"Offer: {offer}")
    choose(s, "a", "Stay where you are")
    assert used_all(s)
    return s.crowds["c1"].rl


def test_negotiation_through_a_megaphone_with_a_good_point() -> None:
    # 8" away (a megaphone, not face to face -2); good negotiator +2; the point +1.
    # RL 5 moves 1d6 = 1" (no waypoint so near: it stays); the talk rolls 6: 7, -2.
    assert _talk(5, [1, 6], "a good point") == 3
    # the same talk rolling 3 scores 4: "No effect" at level 5
    assert _talk(5, [1, 3], "a good point") == 5


def test_negotiation_poor_negotiator_with_a_bad_point_riles_a_paused_crowd() -> None:
    # RL 4 (no move dice); roll 2 - 4 (poor) - 1 (bad point) - 2 (not face to face) = -5:
    # "0 or less" at level 4 is +2; at RL 6 by a shop it then rolls 1 for minor damage (none)
    assert _talk(4, [2, 1], "a bad point", negotiator="poor") == 6


def test_negotiation_at_other_levels_has_no_effect_and_rolls_nothing() -> None:
    # RL 6 closes 1d6 = 1" with the SF it sees (no waypoint so near); the talk rolls
    # nothing; the crowd by a shop rolls 1 for minor damage (none)
    assert _talk(6, [1, 1], "a good point") == 6


def test_negotiation_only_within_voice_or_megaphone_range() -> None:
    s = start(
        position(
            [unit("u1", FAR)],
            [crowd("c1", "thompson-7", 5)],
            [role("a", at="thompson-1")],
        ),
        [],
    )
    assert not any(o.label().startswith("Negotiate") for o in s.options("a"))


def test_non_lethal_weapons_bricks_and_bottles_and_the_over_reaction_test() -> None:
    """A patrol 8" from a bombarding crowd of 2 bases: 1d3 a base = 2 hits, unprotected, 2
    wounded. It tests (first missiles, members wounded): 2 + 2 (regular police) - 1
    (outnumbered more than 3-1) - 1 (no support in sight) - 2 (two wounded) = 0: it runs."""
    s = start(
        position(
            [unit("p1", "thompson-2", "patrol", bases=1, figures=4)],
            [crowd("c1", "thompson-4", 7, bases=2)],
        ),
        [1, 1, 1, 1, 2],
    )
    events = idle_turn(s)
    p1 = s.units["p1"]
    assert p1.figures == 2 and p1.wounded == 2
    assert "first_missiles" in p1.tested_once
    assert p1.at != "thompson-2" and p1.order == "hold"  # ran away 16"
    assert s.crowds["c1"].missiles == 4
    assert any(e.text == "Unit p1 runs away" for e in events)
    assert s.tally["sf_wounded"] == 2
    assert used_all(s)


def test_firearms_an_over_reacting_swat_team_opens_fire() -> None:
    """SWAT (shields: half of 6 hits = 3 wounded) tests 1 - 1 (SWAT) - 1 - 1 - 3 = -5: open
    fire. A rifle at 8" (within close range 10"): 1d6 = 4 casualties, all gunfire. The
    crowd tests: 6 - 3 (single shot) - 2 (first casualty) - 3 (three more) - 1 (wounded) =
    -3: down two levels."""
    s = start(
        position(
            [unit("s1", "thompson-2", "swat", bases=1, figures=4, weapon="rifle")],
            [crowd("c1", "thompson-4", 7, bases=2)],
        ),
        [1, 1, 3, 3, 1, 4, 6],
    )
    events = idle_turn(s)
    assert s.units["s1"].figures == 1 and s.units["s1"].shots == 1
    assert s.crowds["c1"].firearm_casualties == 4
    assert sum(1 for c in s.casualties if c.civilian and c.gunfire) == 4
    assert s.crowds["c1"].rl == 5
    assert s.tally["over_reaction_fire"] == 1
    assert any(e.text == "Unit s1 opens fire on the crowd" for e in events)
    assert used_all(s)


def test_non_lethal_weapons_fire_hose_damps_a_crowd_until_the_tank_is_empty() -> None:
    """A fire engine's hose (25") on a crowd at RL 4: damp after a turn (soaked after 3); each
    hosing calls an RL test (with -1 damp, -2 soaked); the tank's 2 turns run out, then a
    hydrant is needed and the hose stops."""
    s = start(
        position(
            [unit("fe", "thompson-2", "firefighters", bases=1, figures=5, water=2)],
            [crowd("c1", "thompson-5", 4)],
        ),
        [],
    )
    choose(s, "a", "Radio Unit fe")
    choose(s, "a", "Unit fe: turn the hose on crowd c1")
    choose(s, "a", "Stay where you are")
    s.dice.values += [4]  # type: ignore[attr-defined]  # turn 2's test: 4 - 1 = 3
    idle_turn(s)
    assert s.view("a")["crowds"][0]["wet"] == "damp" and s.units["fe"].water == 1
    s.dice.values += [4]  # type: ignore[attr-defined]  # turn 3's test: 4 - 1 = 3
    idle_turn(s)
    assert s.units["fe"].water == 0 and s.crowds["c1"].rl == 4
    idle_turn(s)  # no water and no hydrant: the hose stops, no test
    assert s.units["fe"].order == "hold" and s.crowds["c1"].hosed == 2
    assert used_all(s)


def test_non_lethal_weapons_bricks_and_bottles_hurt_no_more_than_the_unit_has() -> None:
    """2 bases throw 1d3 each, 2 hits (the dice above), on an unprotected unit of one
    figure: one is hurt, and the news says one, not two."""
    s = start(
        position(
            [unit("p1", "thompson-2", "patrol", bases=1, figures=1)],
            [crowd("c1", "thompson-4", 7, bases=2)],
        ),
        [1, 1, 1, 1, 2],
    )
    events = [e.text for e in idle_turn(s)]
    assert s.units["p1"].wounded == 1 and s.tally["sf_wounded"] == 1
    assert "crowd c1 throws bricks and bottles at Unit p1: 1 hurt" in events

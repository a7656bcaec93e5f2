"""Step 6 through the Game API with scripted dice: Property Damage, Looting, Fires and
Firefighting, Medical Services, and the assessment of the outcome."""

from __future__ import annotations

from strife.games.civil_disorder.model.pieces import Casualty
from strife.games.civil_disorder.rules.assessment import score
from tests.games.civil_disorder.engine_support import (
    crowd,
    game,
    idle_turn,
    position,
    role,
    start,
    unit,
    used_all,
)

FAR = "mill-14"
SHOP = "a1-door-1"  # Patel's Newsagent: value 20, 10 Loot Units; next door to Harmony Hi-Fi


def _alone(rl: int, dice: list[int], looters: int = 0, **more: object) -> object:
    """A crowd at the newsagent's door with no SF in sight."""
    return start(
        position(
            [unit("u1", FAR)], [crowd("c1", SHOP, rl, SHOP, **more)], [role("a", at="mill-15")]
        ),
        dice,
        looters,
    )


def test_property_damage_rl7_with_no_sf_in_sight_every_base_does_1d6() -> None:
    # RL 7 rolls its 2d6 move (nothing to conform to); 4 bases do 2 + 3 + 1 + 4 = 10
    s = _alone(7, [1, 1, 2, 3, 1, 4])
    idle_turn(s)  # type: ignore[arg-type]
    assert s.value["a1"] == 10  # type: ignore[attr-defined]
    assert s.tally["property_points"] == 10  # type: ignore[attr-defined]
    assert used_all(s)  # type: ignore[arg-type]


def test_property_damage_rl8_serious_damage_starts_a_fire_on_4_to_6() -> None:
    # RL 8 moves 2d6 towards its objective (it is there); 1 each for 4 bases; fire on 5;
    # the new fire burns a point the same turn and does not grow on 6
    s = _alone(8, [1, 1, 1, 1, 1, 1, 5, 6])
    idle_turn(s)  # type: ignore[arg-type]
    assert s.value["a1"] == 15 and s.fires == {"a1": 1}  # type: ignore[attr-defined]
    assert used_all(s)  # type: ignore[arg-type]


def test_looting_hidden_looters_break_off_on_a_6_and_loot() -> None:
    """Two hidden looter bases roll 6 and 2: one breaks off, breaks in (1d6 = 3 points) and
    its figures take a Loot Unit each; the crowd is a base smaller for good."""
    s = _alone(7, [1, 1, 2, 3, 1, 4, 6, 2, 3], looters=2)
    events = idle_turn(s)  # type: ignore[arg-type]
    figures = game().charts.units.scales.crowd_base_figures[1]
    assert s.loot["a1"] == 10 - figures  # type: ignore[attr-defined]
    assert s.crowds["c1"].bases == 3 and s.crowds["c1"].looters == 1  # type: ignore[attr-defined]
    assert s.value["a1"] == 7  # type: ignore[attr-defined]
    assert s.tally["buildings_looted"] == 1  # type: ignore[attr-defined]
    told = [e.text for e in events if e.visible("a")]
    assert not any("loot" in t for t in told)  # nobody of the SF saw it
    assert used_all(s)  # type: ignore[arg-type]


def test_looting_already_looted_means_a_fire() -> None:
    # 4 points of damage; the looter base breaks off on 6, breaks in for 1; no loot left:
    # a fire, which burns a point and does not grow on 6
    s = _alone(7, [1, 1, 1, 1, 1, 1, 6, 1, 6], looters=1)
    s.loot["a1"] = 0  # type: ignore[attr-defined]
    idle_turn(s)  # type: ignore[arg-type]
    assert s.fires == {"a1": 1}  # type: ignore[attr-defined]
    assert used_all(s)  # type: ignore[arg-type]


def test_fires_and_firefighting_a_fire_grows_and_an_engine_puts_out_1d6() -> None:
    s = start(
        position(
            [unit("fe", SHOP, "firefighters", bases=1, figures=5, water=2)], [crowd("c1", FAR, 4)]
        ),
        [1, 2],
    )
    s.fires["a1"] = 2
    idle_turn(s)
    # the two fires take 2 points and grow on a 1 (<= 2) to 3; the engine puts out 2
    assert s.value["a1"] == 18 and s.fires["a1"] == 1
    assert s.units["fe"].water == 1
    assert used_all(s)


def test_fires_and_firefighting_a_gutted_building_spreads_its_fire() -> None:
    s = start(position([unit("u1", FAR)], [crowd("c1", FAR, 4)]), [4, 1])
    s.fires["a1"], s.value["a1"] = 1, 0
    idle_turn(s)
    assert game().board.adjacent_buildings["a1"] == ("a2",)
    assert s.fires == {"a1": 1, "a2": 1}  # no growth on 4; spreads on 1 (<= 1 fire)
    assert used_all(s)


def test_medical_services_triage_then_the_turns_of_work() -> None:
    """ "Lie still" (4): a turn patching up, a turn onto the stretcher, a turn into the
    ambulance; then the crew is free."""
    s = start(
        position(
            [unit("m", "thompson-3", "paramedics", bases=1, figures=3)], [crowd("c1", FAR, 4)]
        ),
        [4],
    )
    s.casualties = (Casualty("thompson-3", True, False),)
    idle_turn(s)
    assert s.casualties[0].care == 2 and not s.casualties[0].treated
    idle_turn(s)
    idle_turn(s)
    assert s.casualties[0].treated and not s.casualties[0].dead
    assert s.tally["casualties_treated"] == 1
    assert used_all(s)


def test_medical_services_gunfire_plus_2_and_nothing_to_be_done() -> None:
    s = start(
        position(
            [unit("m", "thompson-3", "paramedics", bases=1, figures=3)], [crowd("c1", FAR, 4)]
        ),
        [5],
    )
    s.casualties = (Casualty("thompson-3", True, True),)
    idle_turn(s)
    idle_turn(s)  # "after two turns of frantic resuscitation attempts"
    assert s.casualties[0].dead and s.tally["civilians_killed"] == 1
    assert used_all(s)


def test_medical_services_crews_go_to_the_nearest_casualty() -> None:
    s = start(
        position(
            [unit("m", "thompson-1", "paramedics", bases=1, figures=3)], [crowd("c1", FAR, 4)]
        ),
        [],
    )
    s.casualties = (Casualty("thompson-5", True, False),)
    idle_turn(s)
    assert s.units["m"].at == "thompson-3"  # 8" at the walk towards it


def test_assessment_counts_who_was_hurt_what_burned_and_force_used() -> None:
    s = start(position([unit("u1", FAR)], [crowd("c1", FAR, 6)]), [])
    s.tally.update(
        civilians_wounded=4,
        sf_wounded=2,
        civilians_killed=1,
        gunfire_killed=1,
        property_points=35,
        buildings_looted=1,
        over_reaction_fire=1,
        arrests_violent=3,
    )
    total, reasons = score(s)
    # 100 - 15 (a death by gunfire) - 6 (hurt) - 3 (35 points) - 3 (looted) - 10 + 3
    assert total == 66
    assert "every crowd calmed or gone: +15" not in reasons
    s.crowds["c1"] = s.crowds["c1"]._replace(rl=4)
    assert score(s)[0] == 81


def test_assessment_outcome_levels_at_the_end() -> None:
    s = start(position([unit("u1", FAR)], [crowd("c1", FAR, 4)], length=1), [])
    idle_turn(s)
    outcome = s.outcome()
    assert s.decision() is None and outcome is not None
    assert outcome.level == "success" and outcome.winners == ("a",)
    assert s.view("a")["assessment"]["score"] == 100

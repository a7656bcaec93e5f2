"""Setting up every scenario: each side's force, from every package it may take, finds a
legal area for every unit in the scenario's set-up order, or an edge to enter by; and the
set-up check refuses what the text forbids."""

from __future__ import annotations

import pytest

from strife.games.civil_power.scenarios import SCENARIO_IDS, ScenarioFile, builtin
from strife.games.civil_power.setup.deployment import (
    Placed,
    SetupError,
    board_for,
    check_setup,
    entry_areas,
    entry_choices,
    groups,
    neighbourhoods,
    position_units,
    setup_areas,
)
from strife.games.civil_power.setup.forces import Force, ForceChoice, build_force, unit_types
from strife.games.civil_power.setup.position_file import read_position


def force_for(s: ScenarioFile, side_id: str, package: str | None) -> Force:
    spec = s.side(side_id)
    return build_force(spec.forces, ForceChoice(package=package), side_id, spec.role, s.riot)


def options(s: ScenarioFile, side_id: str) -> list[str | None]:
    forces = s.side(side_id).forces
    return list(forces.packages) if forces.packages else [None]


def set_up_greedily(
    s: ScenarioFile, forces: dict[str, Force], *, mob_entered: bool = True
) -> dict[str, list[Placed]]:
    """Each side in set-up order places its units one by one in the first legal area
    (Crowds first, as they are the most constrained), the Mobs in different
    neighbourhoods."""
    board = board_for(s.maps)
    quads = iter(sorted(neighbourhoods(board)))
    placed: dict[str, list[Placed]] = {}
    everyone: list[Placed] = []
    types = unit_types()
    for side in sorted(s.sides, key=lambda x: x.setup_order):
        if not side.setup_order:
            continue
        quad = next(quads) if any(d.setup and d.setup.neighbourhood for d in side.deploy) else ""
        mine: list[Placed] = []
        for g in groups(s, side.id, forces[side.id], mob_entered=mob_entered):
            if g.deployment.setup is None:
                continue
            for kind in sorted(g.units, key=lambda k: not types[k].crowd):
                legal = setup_areas(board, s, side.id, g, kind, everyone + mine, neighbourhood=quad)
                assert legal, f"{s.id} {side.id}: no area for {kind}"
                mine.append(Placed(side.id, kind, legal[0], g.index))
        check_setup(
            board,
            s,
            side.id,
            forces[side.id],
            mine,
            neighbourhood=quad,
            mob_entered=mob_entered,
            earlier=everyone,
        )
        placed[side.id] = mine
        everyone += mine
    return placed


@pytest.mark.parametrize("scenario_id", SCENARIO_IDS)
def test_every_package_sets_up_or_enters(scenario_id: str) -> None:
    s = builtin(scenario_id)
    board = board_for(s.maps)
    sides = [x.id for x in s.sides]
    first, *rest = sides
    combos: list[dict[str, str | None]] = [
        {first: p, **{r: options(s, r)[0] for r in rest}} for p in options(s, first)
    ]
    for r in rest:
        combos += [{**combos[0], r: p} for p in options(s, r)]
    for combo in combos:
        forces = {side: force_for(s, side, package) for side, package in combo.items()}
        for entered in (True, False) if s.campaign else (True,):
            placed = set_up_greedily(s, forces, mob_entered=entered)
            for side in sides:
                units = position_units(
                    board, s, side, forces[side], placed.get(side, []), mob_entered=entered
                )
                assert len(units) == sum(forces[side].units.values())
                for u in units:
                    assert u.get("area") or u.get("enter"), (scenario_id, side, u)
                if side in ("Mob", "Police"):
                    read_position(
                        {"id": s.id, "title": s.title, "turns": 1, "maps": s.maps, "units": units},
                        s.id,
                    )
            for spec in s.sides:
                for g in groups(s, spec.id, forces[spec.id], mob_entered=entered):
                    if g.deployment.enter is not None:
                        for edges in entry_choices(board, g.deployment.enter):
                            assert entry_areas(board, g.deployment.enter, edges)


def test_i_1_crowds_one_to_an_area_in_the_plaza_and_police_enter_the_wests_south_edge() -> None:
    s = builtin("I-1")
    board = board_for(s.maps)
    forces = {side.id: force_for(s, side.id, None) for side in s.sides}
    placed = set_up_greedily(s, forces)
    mob = placed["Mob"]
    assert len({p.area for p in mob}) == 8
    assert {p.area for p in mob} <= set(board.place("Plaza"))
    (police,) = groups(s, "Police", forces["Police"])
    assert police.deployment.enter is not None
    areas = entry_areas(board, police.deployment.enter, ("south",))
    assert len(areas) == 12 and {board.sheet_of[a] for a in areas} == {"west"}


def test_i_1_nobody_in_buildings() -> None:
    s = builtin("II-3")
    board = board_for(s.maps)
    i1 = builtin("I-1")
    # In II-3 the punks may set up in the Squat's buildings; in I-1 no unit enters buildings.
    (g,) = groups(s, "Mob", force_for(s, "Mob", None))
    assert any(board.is_building[a] for a in setup_areas(board, s, "Mob", g, "agitator", []))
    (plaza,) = groups(i1, "Mob", force_for(i1, "Mob", None))
    areas = setup_areas(board_for(i1.maps), i1, "Mob", plaza, "untrained_crowd", [])
    assert not any(board_for(i1.maps).is_building[a] for a in areas)


def test_4_1_three_groups_and_one_crowd_per_area_at_set_up() -> None:
    s = builtin("I-6")
    board = board_for(s.maps)
    (g,) = groups(s, "Mob", force_for(s, "Mob", "medium_mob"))
    area = board.place("Plaza")[0]
    placed = [Placed("Mob", "untrained_crowd", area, g.index)]
    assert area not in setup_areas(board, s, "Mob", g, "trained_crowd", placed)
    assert area in setup_areas(board, s, "Mob", g, "agitator", placed)
    groups3 = [Placed("Mob", "slingshot_punk", area, g.index)] * 3
    assert area not in setup_areas(board, s, "Mob", g, "slingshot_punk", groups3)


def test_i_4_police_within_five_areas_of_the_hotel() -> None:
    s = builtin("I-4")
    board = board_for(s.maps)
    (g,) = groups(s, "Police", force_for(s, "Police", "small_standard"))
    areas = setup_areas(board, s, "Police", g, "line", [])
    hotel = board.place("Posh Hotel")
    assert all(min(board.distance(a, h) for h in hotel) <= 5 for a in areas)
    far = board.area("Wa1")
    assert far not in areas
    forces = {x.id: force_for(s, x.id, x.forces.packages[0]) for x in s.sides}
    placed = set_up_greedily(s, forces)["Police"]
    moved = [Placed(placed[0].side, placed[0].kind, far, 0), *placed[1:]]
    with pytest.raises(SetupError, match=f"Police {placed[0].kind} may not set up in Wa1"):
        check_setup(board, s, "Police", forces["Police"], moved)


def test_ii_3_police_six_areas_from_the_mob_on_the_west_map() -> None:
    s = builtin("II-3")
    board = board_for(s.maps)
    police_force = force_for(s, "Police", "small_standard")
    (g,) = groups(s, "Police", police_force)
    punk = Placed("Mob", "slingshot_punk", board.area("Ec12"), 0)  # beside the Squat
    areas = setup_areas(board, s, "Police", g, "line", [punk])
    assert areas and all(board.sheet_of[a] == "west" for a in areas)
    assert all(board.distance(a, punk.area) >= 6 for a in areas)
    assert board.area("Wl12") not in areas  # five areas from the punk


def test_ii_7_vehicles_one_per_compound_square_and_the_commander_north_of_squat() -> None:
    s = builtin("II-7")
    board = board_for(s.maps)
    force = force_for(s, "Police", None)
    compound, commander, barracks = groups(s, "Police", force)
    assert sorted(compound.units) == ["tank", "truck", "truck", "truck"]
    assert commander.deployment.label == "commander"
    assert setup_areas(board, s, "Police", commander, "truck", []) == [board.area("Ee10")]
    first = Placed("Police", "truck", board.place("Park")[0], compound.index)
    assert first.area not in setup_areas(board, s, "Police", compound, "truck", [first])
    assert barracks.deployment.arrive is not None and barracks.units == ("reserve",) * 6
    units = position_units(board, s, "Police", force, [])
    waiting = [u for u in units if u["type"] == "reserve"]
    assert len(waiting) == 6
    assert all(u["enter"] == [board.ids[a] for a in board.place("Barracks")] for u in waiting)
    assert [u["enter_turn"] for u in waiting] == [1, 1, 2, 2, 3, 3]  # "2 units each turn"


def test_ii_6_swag_shopkeepers_in_separate_buildings() -> None:
    s = builtin("II-6")
    board = board_for(s.maps)
    force = force_for(s, "Police", "medium_standard")
    swag, rest = groups(s, "Police", force)
    assert swag.units == ("unarmed_reserve",) * 4 and rest.deployment.enter is not None
    assert rest.deployment.enter.turns == [4]
    first_area = setup_areas(board, s, "Police", swag, "unarmed_reserve", [])[0]
    placed = [Placed("Police", "unarmed_reserve", first_area, swag.index)]
    later = setup_areas(board, s, "Police", swag, "unarmed_reserve", placed)
    assert all(board.is_building[a] for a in later)
    assert not any(board.building[a] == board.building[first_area] for a in later)


def test_i_7_mob_sets_up_in_the_plaza_and_buildings_beside_it() -> None:
    s = builtin("I-7")
    board = board_for(s.maps)
    (g,) = groups(s, "Mob", force_for(s, "Mob", "medium_mob"))
    agitator = set(setup_areas(board, s, "Mob", g, "agitator", []))
    crowd = set(setup_areas(board, s, "Mob", g, "untrained_crowd", []))
    assert crowd == set(board.place("Plaza"))
    assert {board.building[a] for a in agitator - crowd} == {"WB", "WD"}


def test_i_8_police_not_within_5_areas_of_the_south_edge() -> None:
    s = builtin("I-8")
    board = board_for(s.maps)
    (g,) = groups(s, "Police", force_for(s, "Police", "medium_standard"))
    areas = setup_areas(board, s, "Police", g, "line", [])
    assert max(board.y[a] for a in areas) == 10


def test_i_2_mob_enters_on_day_one_and_sets_up_in_plaza_or_park_later() -> None:
    s = builtin("I-2")
    force = force_for(s, "Mob", "large_mob")
    (day1,) = groups(s, "Mob", force, mob_entered=True)
    assert day1.deployment.enter is not None and day1.deployment.enter.turns == [1, 2]
    (later,) = groups(s, "Mob", force, mob_entered=False)
    board = board_for(s.maps)
    areas = set(setup_areas(board, s, "Mob", later, "untrained_crowd", []))
    assert areas == set(board.place("Plaza")) | set(board.place("Park"))


def test_one_edge_entries_offer_each_edge() -> None:
    s = builtin("I-6")
    board = board_for(s.maps)
    (g,) = groups(s, "Police", force_for(s, "Police", "medium_standard"))
    assert g.deployment.enter is not None
    assert entry_choices(board, g.deployment.enter) == [
        ("north",),
        ("east",),
        ("south",),
        ("west",),
    ]
    i3 = builtin("I-3")
    (p,) = groups(i3, "Police", force_for(i3, "Police", "medium_standard"))
    assert p.deployment.enter is not None
    assert entry_choices(board, p.deployment.enter) == [("north", "east", "south", "west")]


def test_check_setup_counts_hidden_units() -> None:
    s = builtin("II-1")
    board = board_for(s.maps)
    spec = s.side("Mob")
    force = build_force(spec.forces, ForceChoice(hidden=1), "Mob", "mob", False)
    forces = {"Mob": force, "Police": force_for(s, "Police", None)}
    placed = set_up_greedily(s, {**forces, "Mob": force_for(s, "Mob", None)})["Mob"]
    with pytest.raises(SetupError, match="bought 1 hidden units but hid 0"):
        check_setup(board, s, "Mob", force, placed)
    street = next(p for p in placed if not board.is_building[p.area])
    hid = [Placed(p.side, p.kind, p.area, p.group, p is street) for p in placed]
    with pytest.raises(SetupError, match="hidden only in a building"):
        check_setup(board, s, "Mob", force, hid)


def test_a_side_must_set_up_all_its_units() -> None:
    s = builtin("I-6")
    board = board_for(s.maps)
    force = force_for(s, "Mob", "medium_mob")
    with pytest.raises(SetupError, match="must set up exactly"):
        check_setup(board, s, "Mob", force, [])


@pytest.mark.parametrize("scenario_id", ["I-2", "I-5", "I-6", "I-7", "II-4"])
def test_the_most_crowds_a_mob_can_buy_fit_its_zone(scenario_id: str) -> None:
    """4.3: one Crowd to an area; a Mob that spends every point on Untrained Crowds still
    sets up (I-2 from day two, in the Plaza or the Park)."""
    s = builtin(scenario_id)
    mob = s.side(s.mobs[0])
    assert mob.forces.points is not None
    n = mob.forces.points // 20
    most = build_force(mob.forces, ForceChoice(units={"untrained_crowd": n}), mob.id, "mob", s.riot)
    forces = {x.id: force_for(s, x.id, options(s, x.id)[0]) for x in s.sides}
    forces[mob.id] = most
    placed = set_up_greedily(s, forces, mob_entered=False)
    assert len(placed[mob.id]) == n

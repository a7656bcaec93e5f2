"""The fifteen scenario files: each loads and validates and says what the rulebook says;
a malformed file fails with the file and the field."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from strife.core.data import validate
from strife.core.errors import DataError
from strife.games.civil_power.scenarios.schema import (
    SCENARIO_IDS,
    SCENARIOS,
    ScenarioFile,
    builtin,
    builtins,
    load_scenario,
)
from strife.games.civil_power.scenarios.victory_schema import OccupyVP


def raw(scenario_id: str) -> dict[str, Any]:
    with (SCENARIOS / f"{scenario_id}.toml").open("rb") as handle:
        return tomllib.load(handle)


def test_all_fifteen_scenarios_load() -> None:
    loaded = builtins()
    assert [s.id for s in loaded] == list(SCENARIO_IDS)
    assert len(loaded) == 15
    assert sorted(p.stem for p in SCENARIOS.glob("*.toml")) == sorted(SCENARIO_IDS)
    for s in loaded:
        assert s.type == ("riot" if s.id.startswith("I-") else "war")


@pytest.mark.parametrize("scenario_id", SCENARIO_IDS)
def test_sides_and_turn_order(scenario_id: str) -> None:
    s = builtin(scenario_id)
    mobs = s.mobs
    if scenario_id in ("I-3", "II-5"):
        assert len(mobs) == 2 and s.police is not None and s.first_mob_chosen
        assert s.turn_order[-1] == "Police"  # two Mob player-turns, then the Police
    elif scenario_id == "I-5":
        assert s.police is None and s.turn_order == ["Pro-Government", "Protest"]
    else:
        assert len(mobs) == 1 and s.turn_order == ["Mob", "Police"]  # 3.0: the Mob first


EXPECTED = {
    # id: (turns, Police EL, Mob EL, night_from, maps)
    "I-1": (20, 0, 1, None, "east-over-west"),
    "I-2": (16, 1, 0, None, "west-east"),
    "I-3": (20, 1, 2, None, "west-east"),
    "I-4": (20, 2, 2, 1, "west-east"),
    "I-6": (15, 1, 1, None, "west-east"),
    "I-7": (20, 1, 1, None, "west-east"),
    "I-8": (20, 2, 1, None, "west-east"),
    "II-1": (None, 4, 4, None, "east"),
    "II-2": (25, 5, 5, None, "west-east"),
    "II-3": (16, 0, 1, None, "west-east"),
    "II-4": (15, 2, 2, None, "west-east"),
    "II-5": (25, 3, 4, None, "west-east"),
    "II-6": (35, 1, 2, 20, "west-east"),
    "II-7": (None, 1, 1, 1, "east"),
}


@pytest.mark.parametrize("scenario_id", sorted(EXPECTED))
def test_length_engagement_levels_night_and_maps(scenario_id: str) -> None:
    turns, police_el, mob_el, night, maps = EXPECTED[scenario_id]
    s = builtin(scenario_id)
    assert s.turns == turns
    assert s.police is not None
    assert s.side(s.police).engagement_level == police_el
    assert {s.side(m).engagement_level for m in s.mobs} == {mob_el}
    assert s.night_from == night
    assert s.maps == maps


def test_i_5_no_police_and_both_tdns_30() -> None:
    s = builtin("I-5")
    assert [x.role for x in s.sides] == ["mob", "mob"]
    assert all(x.tdn == 30 and x.engagement_level == 2 for x in s.sides)
    assert s.tactical_disintegration == "required"


def test_night_turns() -> None:
    assert builtin("II-6").is_night(20) and not builtin("II-6").is_night(19)
    assert builtin("I-4").is_night(1)
    assert not builtin("I-6").is_night(15)


def test_engagement_levels_that_may_not_rise() -> None:
    assert not builtin("I-1").side("Police").el_may_rise
    assert builtin("I-1").side("Mob").el_may_rise
    assert not any(x.el_may_rise for x in builtin("II-7").sides)


def test_indeterminate_games_end_by_their_special_rule() -> None:
    assert "last-mob-unit" in builtin("II-1").special
    assert "motor-pool" in builtin("II-7").special
    assert builtin("II-7").side("Mob").tdn == 20


def test_victory_objectives() -> None:
    i8 = builtin("I-8").victory.vp
    assert any(isinstance(v, OccupyVP) and v.place == "Plaza" and v.vp == 20 for v in i8)
    assert builtin("I-6").victory.police_needs_dispersal
    assert builtin("I-7").victory.police_needs_dispersal
    assert builtin("II-7").victory.level == "more-vp"
    assert builtin("II-7").victory.police_loses_on_mob_kia
    assert not builtin("II-2").victory.standard
    kinds = {v.kind for s in builtins() for v in s.victory.vp}
    assert kinds == {
        "eliminated", "casualties", "occupy", "dispersed", "units-at", "off-edge",
        "cleared-by", "neighbourhood", "mob-share", "turns", "fires", "looting",
        "first-disintegration", "vehicles", "points-eliminated",
    }  # fmt: skip


def test_scenario_map_flags() -> None:
    assert builtin("II-1").park == "cemetery" and not builtin("II-1").extended_range
    assert builtin("II-7").park == "compound"
    assert "gas" in builtin("II-2").forbidden_weapons
    assert builtin("II-7").permitted_weapons == ["baton-rounds"]
    assert "no-buildings" in builtin("I-1").special


# -- malformed files ------------------------------------------------------------------------


def broken(scenario_id: str, change: Any) -> DataError:
    data = raw(scenario_id)
    change(data)
    with pytest.raises(DataError) as caught:
        validate(ScenarioFile, data, f"{scenario_id}.toml")
    return caught.value


def test_unknown_key_is_named() -> None:
    err = broken("I-6", lambda d: d.update(tunrs=15))
    assert err.source == "I-6.toml" and err.key == "tunrs"


def test_bad_engagement_level_is_named() -> None:
    err = broken("I-6", lambda d: d["sides"][0].update(engagement_level=6))
    assert err.key == "sides.0.engagement_level"
    assert "less than or equal to 5" in err.problem


def test_unknown_package_is_named() -> None:
    err = broken("I-6", lambda d: d["sides"][0]["forces"].update(packages=["huge_police"]))
    assert err.key.startswith("sides.0.forces")
    assert "huge_police" in err.problem


def test_unknown_place_is_named() -> None:
    err = broken("I-6", lambda d: d["sides"][1]["deploy"][0]["setup"].update(places=["Zoo"]))
    assert "Zoo" in err.problem


def test_unknown_vp_kind_is_named() -> None:
    err = broken("I-8", lambda d: d["victory"]["vp"][0].update(kind="glory"))
    assert err.key.startswith("victory.vp.0")


def test_turn_order_must_name_every_side() -> None:
    err = broken("I-3", lambda d: d.update(turn_order=["Catholics", "Police"]))
    assert "turn_order" in err.problem


def test_deployment_needs_one_method() -> None:
    def both(d: dict[str, Any]) -> None:
        d["sides"][1]["deploy"][0]["enter"] = {"edges": ["south"]}

    err = broken("I-6", both)
    assert err.key == "sides.1.deploy.0"
    assert "exactly one of setup, enter or arrive" in err.problem


def test_a_users_file_with_a_toml_error(tmp_path: Path) -> None:
    path = tmp_path / "mine.toml"
    path.write_text('id = "x"\ntitle = \n')
    with pytest.raises(DataError) as caught:
        load_scenario(path)
    assert str(path) in str(caught.value) and "not valid TOML" in str(caught.value)


def test_a_users_scenario_file_loads(tmp_path: Path) -> None:
    path = tmp_path / "mine.toml"
    path.write_text((SCENARIOS / "I-6.toml").read_text().replace('"I-6"', '"mine"'))
    assert load_scenario(path).id == "mine"


def test_deployments_name_only_units_the_scenario_gives() -> None:
    err = broken("II-7", lambda d: d["sides"][0]["deploy"][0]["units"].update(truck=4))
    assert "5 truck named, but the scenario gives 4" in err.problem

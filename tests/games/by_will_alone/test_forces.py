"""4, 5, 7: forces as the text organises them, checked when a scenario loads; quality,
reliability and the morale numbers; a bad scenario file names the key and the problem."""

from __future__ import annotations

from typing import Any

import pytest

from strife.core.errors import DataError
from strife.games.by_will_alone.model.forces import (
    MORALE_NUMBER,
    RATE,
    Grade,
    StandKind,
)
from tests.games.by_will_alone.helpers import (
    detachment,
    group,
    platoon,
    position,
    scenario,
    town_game,
)


def _load(data: dict[str, Any]) -> None:
    town_game().scenario_from_data(data, "test.toml")


def _refused(data: dict[str, Any], key: str, words: str) -> None:
    with pytest.raises(DataError) as found:
        _load(data)
    assert found.value.key == key and words in found.value.problem, str(found.value)


def test_5_2_a_group_has_a_leader_stand() -> None:
    lone = group("G1", "WS")
    lone["stands"] = [{"kind": "activist", "count": 3}]
    _refused(scenario([lone, platoon("P1", "TH")]), "unit.0.stands", "one leader stand")


def test_5_3_an_authority_unit_has_a_command_stand() -> None:
    headless = platoon("P1", "TH")
    headless["stands"] = [{"kind": "police", "count": 3}]
    _refused(scenario([group("G1", "WS"), headless]), "unit.1.stands", "one command stand")


@pytest.mark.parametrize(("police", "ok"), [(2, False), (3, True), (4, True), (5, False)])
def test_5_3_1_a_western_platoon_has_three_or_four_line_stands(police: int, ok: bool) -> None:
    data = scenario([group("G1", "WS"), platoon("P1", "TH", police=police)])
    if ok:
        _load(data)
    else:
        _refused(data, "unit.1.stands", "3-4 line stands")


@pytest.mark.parametrize(("police", "ok"), [(8, False), (9, True), (12, True), (13, False)])
def test_5_3_2_a_soviet_company_has_nine_to_twelve_line_stands(police: int, ok: bool) -> None:
    company = platoon("P1", "TH", police=police)
    company["pattern"] = "soviet_company"
    data = scenario([group("G1", "WS"), company])
    if ok:
        _load(data)
    else:
        _refused(data, "unit.1.stands", "9-12 line stands")


def test_5_3_a_like_number_of_vehicles() -> None:
    over = platoon("P1", "TH", police=3)
    over["stands"].append({"kind": "vehicle", "count": 4})
    _refused(scenario([group("G1", "WS"), over]), "unit.1.stands", "like number of vehicles")


def test_5_activists_have_no_police_stands() -> None:
    odd = group("G1", "WS")
    odd["stands"].append({"kind": "police"})
    _refused(scenario([odd, platoon("P1", "TH")]), "unit.0.stands", "no police stands")


def test_7_2_an_activist_stand_needs_a_quality() -> None:
    unrated = group("G1", "WS")
    del unrated["quality"]
    _refused(scenario([unrated, platoon("P1", "TH")]), "unit.0.stands.0", "needs a quality")


def test_7_3_an_authority_unit_needs_a_reliability() -> None:
    unrated = platoon("P1", "TH")
    del unrated["reliability"]
    _refused(scenario([group("G1", "WS"), unrated]), "unit.1.reliability", "needs one")


def test_7_3_reliability_is_not_a_quality() -> None:
    wrong = platoon("P1", "TH", reliability="veteran")
    _refused(scenario([group("G1", "WS"), wrong]), "unit.1", "wavering, reliable or dedicated")


def test_7_4_morale_check_numbers() -> None:
    assert MORALE_NUMBER == {
        Grade.UNTRAINED: 6,
        Grade.TRAINED: 4,
        Grade.VETERAN: 2,
        Grade.WAVERING: 6,
        Grade.RELIABLE: 4,
        Grade.DEDICATED: 2,
    }
    s = position(
        [group("G1", "WS", quality="veteran"), platoon("P1", "TH", reliability="wavering")]
    )
    assert s.morale_number(0) == 2 and s.morale_number(s.forces.units[1].stands[0]) == 6
    s.grade[1] = "unreliable"  # 7.5: no longer responds to commands
    assert s.morale_number(s.forces.units[1].stands[0]) is None


def test_9_1_rates_by_unit_type() -> None:
    assert RATE[StandKind.ACTIVIST] == 1
    assert RATE[StandKind.POLICE] == RATE[StandKind.INFANTRY] == 2
    assert RATE[StandKind.VEHICLE] == 3
    s = position([group("G1", "WS"), detachment("V1", "I1", [("vehicle", 1)])])
    assert s.forces.rate(s.forces.units[1]) == 3  # the command stand rides (ruling 9.1-c)


def test_scenario_numbers_have_ranges() -> None:
    data = scenario([group("G1", "WS"), platoon("P1", "TH")], initiatives=500)
    _refused(data, "scenario.initiatives", "less than or equal to 200")
    data = scenario([group("G1", "WS"), platoon("P1", "TH", weapons=5)])
    _refused(data, "unit.1.weapons", "less than or equal to 4")


def test_scenario_names_unknown_features() -> None:
    data = scenario([group("G1", "XX"), platoon("P1", "TH")])
    _refused(data, "unit.0.feature", "no feature 'XX'")
    data = scenario([group("G1", "WS"), platoon("P1", "TH")], zones=(["WS", "TH"], ["TH"]))
    _refused(data, "side", "overlap at TH")


def test_9_2_a_unit_is_not_set_up_where_it_cannot_be() -> None:
    data = scenario([group("G1", "RV"), platoon("P1", "TH")])
    _refused(data, "unit.0.feature", "cannot be in River")


def test_6_1_attack_defence_needs_an_attacker_and_a_defender() -> None:
    data = scenario([group("G1", "WS"), platoon("P1", "TH")], engagement="attack_defence")
    _refused(data, "", "needs an attacker and a defender")

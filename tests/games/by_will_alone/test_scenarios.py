"""The five scenarios the issue names (rulings S-1 to S-5), as data on the engine's schema:
each loads through the scenario loader onto its map, has the forces, set-up zones,
objectives and length its ruling gives, and plays a few random decisions."""

from __future__ import annotations

import random

import pytest

from strife.core.scenario import Scenario
from strife.games.by_will_alone import ByWillAloneGame
from strife.games.by_will_alone.model.forces import Role, StandKind
from strife.games.by_will_alone.model.state import Setup
from strife.games.by_will_alone.scenarios.schema import Engagement

SCENARIOS = {
    # id: (map, engagement, initiatives)
    "rosenstrasse": ("rosenstrasse", Engagement.ATTACK_DEFENCE, 12),
    "march": ("avenue", Engagement.ATTACK_DEFENCE, 14),
    "curfew": ("curfew", Engagement.MEETING, 16),
    "broadcasting-house": ("broadcasting-house", Engagement.ATTACK_DEFENCE, 14),
    "dandi": ("dandi", Engagement.ATTACK_DEFENCE, 12),
}


@pytest.fixture(scope="module")
def game() -> ByWillAloneGame:
    return ByWillAloneGame()


def scenario(game: ByWillAloneGame, sid: str) -> Scenario:
    return next(s for s in game.scenarios() if s.id == sid)


def setup(game: ByWillAloneGame, sid: str) -> Setup:
    return game.setup(scenario(game, sid))


@pytest.mark.parametrize("sid", sorted(SCENARIOS))
def test_each_scenario_loads_on_its_map(game: ByWillAloneGame, sid: str) -> None:
    s = setup(game, sid)
    map_name, engagement, initiatives = SCENARIOS[sid]
    info = s.data.scenario
    assert (info.map, info.engagement, info.initiatives) == (map_name, engagement, initiatives)
    assert info.provenance == "reconstructed"
    assert info.special_rules
    assert s.board is game.board(map_name)
    assert s.order == ("activists", "authority")
    for role in Role:
        assert s.zones[role], role
        assert all(f in s.board.features for f in s.zones[role])
        objectives = [o for o in s.data.objective if o.role is role]
        assert objectives and all(o.feature in s.board.features for o in objectives)


@pytest.mark.parametrize("sid", sorted(SCENARIOS))
def test_each_scenario_has_groups_with_leaders_and_a_reserve(
    game: ByWillAloneGame, sid: str
) -> None:
    forces = setup(game, sid).forces
    activists = [u for u in forces.units if u.role is Role.ACTIVISTS and not u.dummy]
    authority = [u for u in forces.units if u.role is Role.AUTHORITY and not u.dummy]
    assert len(activists) >= 3 and len(authority) >= 2
    for unit in activists:
        assert forces.kinds(unit).count(StandKind.LEADER) == 1  # 5.2
    for unit in authority:
        assert forces.kinds(unit).count(StandKind.COMMAND) == 1  # 5.3
    assert any(u.reserve for u in forces.units) or sid == "curfew"  # 13


@pytest.mark.parametrize("sid", sorted(SCENARIOS))
@pytest.mark.parametrize("seed", [0, 1])
def test_each_scenario_plays_random_decisions(game: ByWillAloneGame, sid: str, seed: int) -> None:
    state = game.start(sid, seed=seed)
    rng = random.Random(seed)
    for _ in range(40):
        decision = state.decision()
        if decision is None:
            break
        side = decision.sides[0]
        options = decision.options(side)
        assert options, f"{sid}: no options for {side}"
        state.apply(side, rng.choice(options))
    copy = game.load_state(state.to_json())
    assert copy.to_json() == state.to_json()


def test_s1_rosenstrasse_the_guard_at_the_gate_and_no_press(game: ByWillAloneGame) -> None:
    s = setup(game, "rosenstrasse")
    guard = s.data.unit[[u.id for u in s.data.unit].index("G1")]
    assert guard.feature == "R24"
    assert guard.weapons == 3
    assert not any(u.pattern.value == "media_crew" for u in s.data.unit)
    assert {(o.role, o.feature) for o in s.data.objective} >= {
        (Role.ACTIVISTS, "RO2"),
        (Role.AUTHORITY, "RO2"),
    }
    # the women come from both ends of the street; the defender holds the building
    assert {"XNR", "XRS"} <= set(s.zones[Role.ACTIVISTS])
    assert "R24" in s.zones[Role.AUTHORITY]


def test_s3_curfew_the_soldiers_are_unfed(game: ByWillAloneGame) -> None:
    s = setup(game, "curfew")
    fed = {side.role: side.fed for side in s.data.side}
    assert fed == {Role.ACTIVISTS: True, Role.AUTHORITY: False}  # 11.3, 20-b


def test_s4_s5_the_attackers_carry_what_the_fences_need(game: ByWillAloneGame) -> None:
    station = setup(game, "broadcasting-house")
    workers = station.forces.unit_by_id("R1")
    assert workers is not None
    assert {e.value for e in workers.equipment} == {"wire_cutters", "ropes"}
    dandi = setup(game, "dandi")
    assert dandi.data.unit[[u.id for u in dandi.data.unit].index("L1")].feature == "SP"


def test_21_f_the_curfew_is_defied_by_staying_out_and_the_sea_is_reached(
    game: ByWillAloneGame,
) -> None:
    kinds = {
        sid: {(o.feature, o.kind) for o in setup(game, sid).data.objective if o.kind != "hold"}
        for sid in ("curfew", "dandi", "march")
    }
    assert kinds == {
        "curfew": {("SQ", "occupy"), ("CH", "occupy")},
        "dandi": {("BC", "reach")},
        "march": {("FC", "reach")},
    }


def _from_edge(s: Setup, fid: str, edge: str) -> int:
    x, y = s.board.feature(fid).anchor
    width, height = s.board.info.width, s.board.info.height
    return {"north": y, "south": height - y, "west": x, "east": width - x}[edge]


@pytest.mark.parametrize("sid", ["march", "broadcasting-house", "dandi"])
def test_6_1_the_defender_sets_up_a_third_of_the_table_back(
    game: ByWillAloneGame, sid: str
) -> None:
    s = setup(game, sid)
    attacker = next(side for side in s.data.side if side.stance.value == "attacker")
    length = (
        s.board.info.height if attacker.edge.value in ("north", "south") else s.board.info.width
    )
    defender = attacker.role.other
    for fid in s.zones[defender]:
        assert 3 * _from_edge(s, fid, attacker.edge.value) >= length, fid
    # and the attacker starts nearer its own edge than any defender
    nearest = min(_from_edge(s, fid, attacker.edge.value) for fid in s.zones[defender])
    for fid in s.zones[attacker.role]:
        assert _from_edge(s, fid, attacker.edge.value) < nearest, fid

"""The conformance suite's checks (tests/conformance/checks.py) on Civil Power with every
optional rule switched on (8.x: game.OPTIONAL_RULES, and 8.1 baton rounds for the Reserve
squads), and with every one switched off.

The shared suite plays each scenario with its own defaults (the rules it recommends); here
the same checks play every scenario (the fifteen of the rulebook and the engine's skirmish)
with all the rules at once and with none, each to its full length (about 45 s of CPU).
Every check is made but the fresh-process one (hash seeds: the shared suite runs it) and
the playout with the scenario's own defaults (the shared suite's).

Random play of every scenario with these settings, while this was written, showed I-1 and
II-7 offering the raise of an Engagement Level the scenario fixes (now ruling S-30).
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from strife.core.scenario import Scenario
from strife.games.civil_power.game import OPTIONAL_RULES, CivilPowerGame
from tests.conformance import checks

SCENARIOS = tuple(s.id for s in CivilPowerGame().scenarios())
ALL_ON: dict[str, Any] = {**{name: True for name, _ in OPTIONAL_RULES}, "baton_class": "Reserve"}
ALL_OFF: dict[str, Any] = {**{name: False for name, _ in OPTIONAL_RULES}, "baton_class": ""}
CHECKED = sorted(
    set(checks.CHECKS) - {"same_in_another_process", "playout_ends_as_scenario_stands"}
)


def with_rules(game: CivilPowerGame, scenario_id: str, rules: dict[str, Any]) -> Scenario:
    """The scenario as data (a user's file), its optional rules all set as `rules` by
    default; the rulebook scenario's own rules still apply (the position keeps its id)."""
    data = copy.deepcopy(game.scenario(scenario_id).data)
    data["rules"] = sorted(name for name, on in rules.items() if on is True)
    data["baton_class"] = rules["baton_class"]
    return game.scenario_from_data(data, f"{scenario_id} with optional rules {rules}")


@pytest.mark.parametrize("rules", [ALL_ON, ALL_OFF], ids=["all-on", "all-off"])
@pytest.mark.parametrize("scenario_id", SCENARIOS)
def test_8_0_every_optional_rule_on_or_off_keeps_the_contract(
    scenario_id: str, rules: dict[str, Any]
) -> None:
    game = CivilPowerGame()  # the checks cache their playouts per game object
    scenario = with_rules(game, scenario_id, rules)
    resolved = game.resolve_options(scenario, None)
    assert {k: resolved[k] for k in rules} == rules
    state = game.start(scenario, seed=1)
    settled = {  # ruling S-31: what the scenario's text fixes
        "I-5": {"tactical_disintegration"},
        "II-1": {"tactical_disintegration", "extended_range"},
        "II-2": {"baton_class"},
        "II-7": {"tactical_disintegration"},
    }
    for name, on in rules.items():
        if name not in settled.get(scenario_id, ()):
            assert (name in state.rules if name != "baton_class" else state.baton_class) == on
    for name in CHECKED:
        checks.CHECKS[name](game, scenario)

"""The rulebook scenarios of Civil Power (CIVIL POWER --- SCENARIOS), in one place.

The way in: a scenario is loaded here (`builtin("II-2")`, `builtins()`, `load_scenario(path)`,
`SCENARIO_IDS` in the book's order); the engine asks a scenario's special rules through
hooks.py during play, keeps its running records and judges its end through records.py, and
applies its effects on the position (reinforcements, special weapons, burning vehicles) through
effects.py, arrivals.py and sewers.py. Behind these: schema.py, schema_types.py and
victory_schema.py (the data files' schema), rules.py (the special rules as pure functions),
victory.py (victory as each scenario changes 7.0) and start.py (a starting position made from
a scenario and each side's forces).
"""

from strife.games.civil_power.scenarios.schema import (
    SCENARIO_IDS,
    ScenarioFile,
    builtin,
    builtins,
    load_scenario,
)

__all__ = ["SCENARIO_IDS", "ScenarioFile", "builtin", "builtins", "load_scenario"]

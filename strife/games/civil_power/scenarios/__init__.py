"""The rulebook scenarios of Civil Power (CIVIL POWER --- SCENARIOS), in one place: their data
files' schema and loader (schema, victory_schema), their special rules as pure functions
(rules), the hooks through which the engine applies them to a position (hooks, effects,
arrivals, sewers), victory as each scenario changes it (victory), and the making of a starting
position from a scenario (start)."""

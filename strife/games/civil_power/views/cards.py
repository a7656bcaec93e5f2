"""Civil Power's reference cards: the sequence of play and the rules a player needs at hand,
by the rulebook's section numbers, in our own words. Each section names the rule it explains,
so events and refusals ("5.3", "6.1.1") link to it (a sub-section falls back to its parent)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.presentation import Card, Section

if TYPE_CHECKING:
    from strife.games.civil_power.model.units import UnitType

SEQUENCE = (
    ("Gas and Fire Check", "Mob units in gas check morale; gas thins; each fire may go out."),
    ("A. Fire Combat", "The active side's units may fire, throw Molotovs or gas (5.3)."),
    ("B. Movement", "Units move up to their movement allowance (4.0)."),
    ("C. Shock Combat", "Opposing units in one area must fight hand to hand (5.4)."),
    ("D. Suppression Recovery", "The side's units suppressed last Player-turn recover."),
)

RULES = (
    ("1", "Introduction", "A riot, a street battle: the Mob against the Police, areas on a "
     "city map, units with fire, shock, morale and movement."),
    ("2", "Components", "Units, the map of square areas, and how a scenario starts."),
    ("2.1", "Units", "A counter prints fire strength, shock strength, morale and movement."),
    ("2.2", "Map", "Streets, open ground, parks, plazas and buildings; hedges and walls on "
     "area sides."),
    ("2.3", "Starting the Game", "The scenario sets who is where and who plays first."),
    ("3", "Sequence of Play", "A Game-turn: the Gas and Fire Check, then each side's Player-"
     "turn of Fire Combat, Movement, Shock Combat and Suppression Recovery."),
    ("4", "Movement", "One area per movement point; buildings and diagonals cost more or are "
     "closed to some units."),
    ("4.1", "Stacking", "How many units share an area."),
    ("4.2", "Buildings", "Which units may enter buildings and climb to the second level."),
    ("4.3", "Crowd Movements and Crowd Surge", "Crowds never move diagonally; they may surge."),
    ("5", "Combat", "Fire and shock combat; results suppress units, force morale checks, "
     "wound and kill."),
    ("5.1", "Morale Checks", "Roll against morale: fail and the unit is suppressed or runs."),
    ("5.2", "Effects of Suppression", "A suppressed unit cannot fire and fights poorly."),
    ("5.3", "Fire Combat Phase", "Firers combine their fire strength on a target in sight; "
     "the total and the modifiers pick the column, the die the result."),
    ("5.4", "Shock Combat", "Each side rolls with its shock strength; the loser may retreat."),
    ("5.5", "Suppression Recovery Phase", "Suppressed units recover at the end of their "
     "side's Player-turn."),
    ("6", "Special Rules", "Tear gas, barricades, snipers, agitators, Molotovs, night and the "
     "Engagement Level."),
    ("6.1", "Tear Gas", "Police gas an area; Mob units there check morale each turn."),
    ("6.2", "Barricades", "Barricades block area sides."),
    ("6.3", "Snipers", "Snipers fire from hiding."),
    ("6.4", "Agitators", "Agitators steady the Mob around them."),
    ("6.5", "Molotov Cocktails", "Thrown from the Mob's stock; they may start fires."),
    ("6.6", "Night and Night-light", "At night sight is short, but fires and lights help."),
    ("6.7", "Engagement Level", "How much force each side may use; raising it unlocks "
     "weapons and costs victory points."),
    ("7", "Victory", "Victory points for holding areas, wounding and killing, by the "
     "scenario's conditions."),
    ("8", "Optional Rules", "Baton rounds, water cannon, hidden set-up, mounted police, "
     "helicopters, TV crews, vehicles and more, as the scenario chooses."),
    ("9", "Scenarios", "Each scenario's map, forces, turns and special rules."),
)  # fmt: skip


# Rulings the engine names on events (docs/rulings/civil-power-scenarios.md).
RULINGS = (
    ("S-19", "II-7 arrivals at the Barracks", "Two units may enter each turn in the Gas and "
     "Fire Check Phase."),
    ("S-26", "Random reinforcements", "The Random Reinforcement Table is rolled at the start "
     "of the side's Fire Combat Phase and the units arrive at the scenario's entry areas."),
    ("Random Reinforcement Table", "Random Reinforcement Table", "Two dice give the units "
     "that arrive, as the scenario's table lists."),
)  # fmt: skip


def reference_cards(
    units: dict[str, UnitType], scenarios: tuple[tuple[str, str, str], ...] = ()
) -> tuple[Card, ...]:
    chart = [("Unit", "Code", "Fire", "Shock", "Morale", "Move")]
    for t in units.values():
        chart.append((t.name, t.abbrev, str(t.fire), str(t.shock), str(t.morale),
                      str(t.movement)))  # fmt: skip
    return (
        Card("units", "Unit chart", (
            Section("Units", "A counter prints its type, fire strength, shock strength, "
                    "morale and movement.", tuple(chart), "2.1"),
        )),
        Card("sequence", "Sequence of play", tuple(
            Section(name, text, rule="3") for name, text in SEQUENCE
        )),
        Card("rules", "Rules at hand", tuple(
            Section(f"{n} {name}", text, rule=n) for n, name, text in RULES
        )),
        Card("scenarios", "Scenarios and rulings", (
            *(Section(f"{sid} {name}", text, rule=sid) for sid, name, text in scenarios),
            *(Section(f"{rid} {name}", text, rule=rid) for rid, name, text in RULINGS),
        )),
    )  # fmt: skip

"""Crisis 2000's reference cards: the sequence of play, the two results tables and the rules
a player needs at hand, in our own words. Each section names the rule section it explains
(the rulebook's Roman numerals), so events and refusals link to it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.presentation import Card, Section

if TYPE_CHECKING:
    from strife.games.crisis2000.model.tables import Tables
    from strife.games.crisis2000.model.units import UnitTable

SEQUENCE = (
    ("III. Crisis Marker Selection", "The side draws its Crisis markers blind from the cup."),
    ("IV. Data Conflict", "Units attack with their Data rating; Support markers add to it."),
    ("V. Movement", "Units move up to their Movement rating; enemy units do not block."),
    ("VI. Armed Conflict", "Units attack with their Arms rating; results may call a "
     "counterattack."),
    ("VII. Neutralization Recovery", "Neutralized units may come back."),
)  # fmt: skip

RULES = (
    ("I", "Introduction", "Two sides, Rebel and Government, fight for the regions of the map "
     "with units rated for Data (information) and Arms (force)."),
    ("I.C", "The Map", "Regions are Wilderness, Developed or Metroplex, each with a Value; "
     "Transportation Lines join them; Overseas Commands sit off the map."),
    ("I.D", "Play Aids", "A ten-sided die (0 counts as 10) and the two results tables."),
    ("I.E", "Units", "Each unit prints a type, a Data rating, an Arms rating and a Movement "
     "rating; boxed Arms are Clandestine."),
    ("II", "How to Play", "Each game turn is a Rebel player turn, then a Government one."),
    ("II.A", "Game Turn Sequence", "Crisis markers, Data Conflict, Movement, Armed Conflict, "
     "Neutralization Recovery."),
    ("III", "Crisis Markers", "Markers drawn at the start of a player turn: Support markers "
     "add to an attack, Special Events happen at once."),
    ("III.A", "Support Markers", "Played on an attack, a Support marker adds its number to "
     "the total before the die is rolled."),
    ("III.B", "Special Events", "A Special Event takes effect when drawn; one a side cannot "
     "play goes back to the cup."),
    ("III.C", "Losing Markers", "Markers are lost when the side's units are Neutralized."),
    ("IV", "Data Conflict", "Each unit attacks once; several may combine on one region. The "
     "total Data rating picks the column, the die the result."),
    ("IV.A", "Resolving Conflicts", "C Crash, T Riot, N Neutralize, R Recruit, D the "
     "attacker's choice of Defect, Neutralize or Recruit."),
    ("IV.B", "Zero-Strength Units", "A unit with Data 0 still joins an attack."),
    ("IV.C", "Special Results", "Crash, Defect, Neutralize, Recruit and Riot, as the table "
     "says."),
    ("V", "Movement", "Each unit moves once, up to its Movement rating; Overseas Commands cost "
     "extra."),
    ("VI", "Armed Conflict", "The total Arms rating picks the column, the die the result: CA "
     "Counterattack, T one unit lost, E Elimination, C Collateral Damage."),
    ("VI.A", "Special Results", "Collateral Damage costs the attacker; a Counterattack is the "
     "defender's attack back."),
    ("VI.B", "Clandestine Units", "Strike Forces and Surveillance are hidden from Armed "
     "Conflict unless found."),
    ("VI.C", "Maximum Firepower", "The attacker may commit more strength, at the risk of more "
     "Collateral Damage."),
    ("VI.D", "Unoccupied Regions", "An empty region is taken by moving in."),
    ("VII", "Neutralization Recovery", "Neutralized units return to the map or the pool."),
    ("VIII", "How to Win", "Compare the Values of the regions each side controls at the end; "
     "the bands give the level of victory."),
    ("IX", "The Scenarios", "Set-up order, Infrastructure one a region, the Recruiting Pool "
     "and the first markers."),
)  # fmt: skip


def _table(
    columns: tuple[str, ...], rows: tuple[tuple[str, ...], ...]
) -> tuple[tuple[str, ...], ...]:
    """A results table with the die down the side and the columns across."""
    head = ("Die", *columns)
    body = tuple((str(die + 1), *(rows[c][die] for c in range(len(columns)))) for die in range(10))
    return (head, *body)


def reference_cards(tables: Tables, units: UnitTable) -> tuple[Card, ...]:
    data, armed = tables.data, tables.armed
    chart = [("Unit", "Code", "Data", "Arms", "Movement", "Note")]
    for t in units.types.values():
        note = (
            "Clandestine"
            if t.clandestine
            else "boxed Arms"
            if t.boxed
            else ("military" if t.military else "")
        )
        chart.append((t.name, t.abbrev, str(t.data), str(t.arms), str(t.movement), note))
    return (
        Card("units", "Unit chart", (
            Section("Units", "A counter prints its type, Data rating, Arms rating and "
                    "Movement rating.", tuple(chart), "I.E"),
        )),
        Card("sequence", "Sequence of play", tuple(
            Section(name, text, rule=name) for name, text in SEQUENCE
        )),
        Card("tables", "Results tables", (
            Section("Data Conflict Table", "Column by the total Data rating with Support, row "
                    "by the die.", _table(data.columns, data.rows), "IV.A"),
            Section("Armed Conflict Table", "Column by the total Arms rating with Support, row "
                    "by the die.", _table(armed.columns, armed.rows), "VI"),
        )),
        Card("rules", "Rules at hand", tuple(
            Section(f"{number} {name}", text, rule=number) for number, name, text in RULES
        )),
    )  # fmt: skip

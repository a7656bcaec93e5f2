"""POWER's reference cards: the forces table, the round, the command pad and the rules a
player needs at hand, in our own words. Each section names the rule section it explains, so
events and refusals link to it."""

from __future__ import annotations

from strife.core.presentation import Card, Section
from strife.games.power.model.pieces import PieceTable

# The six stages of a round (Round Structure), with what happens in each.
SEQUENCE = (
    ("1. Planning Commands", "Everyone secretly writes up to five commands on a pad: moves, "
     "exchanges, purchases, Mega-Missiles. A command can be taken back until the pad is laid "
     "down."),
    ("2. Implementing Commands", "The pads are read from the Official clockwise, top to "
     "bottom; an illegal command is cancelled. A player none of whose commands is carried "
     "out pays a penalty."),
    ("3. Resolving Conflicts", "Where armies meet, the higher total power wins and captures "
     "every enemy piece there. Tied highest armies bounce back where they came from."),
    ("4. Capturing Pieces", "Captured pieces change colour and go to the victor's Reserve."),
    ("5. Collecting Power Units", "One Power Unit for each enemy Country one occupies, at most "
     "three a round; Power Units wait in the Reserve."),
    ("6. Flag Captures", "Infantry or a Regiment in an enemy Headquarters, with more power "
     "than the defenders, captures its Flag: that player is out and his forces go to the "
     "captor."),
)  # fmt: skip

RULES = (
    ("Movement of the Pieces", "Pieces move horizontally, vertically or diagonally up to "
     "their moves. Ground pieces cannot enter Sea-lanes and stop on Islands and in "
     "Headquarters; planes cross the sea only by Islands; ships stay on Sea-lanes and "
     "Islands. A Mega-Missile never moves."),
    ("Command Rules", "Each piece moves once a round. Pieces in the Reserve move only to "
     "their own Headquarters. With no command carried out, a player forfeits a Power Unit, "
     "or breaks down a lowest piece."),
    ("Expanding Forces: Power Units", "Power Units in the Reserve buy Group I pieces at their "
     "power value (P X RV)."),
    ("Expanding Forces: Exchanging Pieces", "Three like Group I pieces in one place exchange "
     "for one Group II piece of their kind (3T X Y4 makes a Heavy Tank)."),
    ("Mega-Missile Rules", "Pieces and Power Units worth 100 in one place exchange for a "
     "Mega-Missile, which may be launched at any place: everything there is destroyed."),
    ("3. Resolving Conflicts: Resolving ties", "Armies tied for the highest power retreat to "
     "where they came from; pieces already there stay."),
    ("Winning the Game", "Capture every other player's Flag."),
    ("Tournaments", "With a round limit, the highest total power (pieces and Power Units) "
     "wins when it runs out; then the most Flags."),
    ("Two Player Games", "Each player commands two neighbouring Countries, each with its own "
     "pad of five commands."),
    ("Three Player Games", "The fourth army is a mercenary any player may command."),
    ("The Official", "The Official's pad is carried out first; the role passes clockwise "
     "each round."),
    ("Round Structure", "Six stages a round; see the sequence of play."),
)  # fmt: skip

ABBREVIATIONS = (
    ("I", "Infantry"), ("T", "Tank"), ("F", "Fighter"), ("D", "Destroyer"),
    ("R", "Regiment"), ("H", "Heavy Tank"), ("B", "Bomber"), ("C", "Cruiser"),
    ("M", "Mega-Missile"), ("P", "Power Unit"), ("X", "exchange"), ("RV", "Reserve"),
    ("HQ", "Headquarters"),
)  # fmt: skip


def reference_cards(table: PieceTable) -> tuple[Card, ...]:
    forces = [("Piece", "Code", "Group", "Power", "Moves", "Goes by", "Exchange")]
    for code, kind in table.types.items():
        exchange = (
            f"3 make a {table[kind.upgrade].name}" if kind.upgrade else
            f"from 3 {table[kind.downgrade].name}" if kind.downgrade else "worth 100"
        )  # fmt: skip
        forces.append((kind.name, code, str(kind.group), str(kind.power), str(kind.moves),
                       str(kind.movement), exchange))  # fmt: skip
    return (
        Card("forces", "The Power Forces", (
            Section("Pieces", "Power value decides every battle.", tuple(forces),
                    "Power Value: Combat Outcome"),
        )),
        Card("sequence", "Sequence of play", tuple(
            Section(name, text, rule=name) for name, text in SEQUENCE
        )),
        Card("pad", "The Command pad", (
            Section("Abbreviations", "A command names the piece, where it is and where it goes:"
                    " T Y4 XI moves a Tank from Yellow 4 to X Island.",
                    (("Code", "Means"), *ABBREVIATIONS), "1. Planning Commands"),
        )),
        Card("rules", "Rules at hand", tuple(
            Section(name, text, rule=name) for name, text in RULES
        )),
    )  # fmt: skip

"""The reference cards: each section names the rule it explains, so events link to it."""

from __future__ import annotations

from strife.core.presentation import Card, Section
from strife.games.by_will_alone.views.cards_completed import COMPLETED
from strife.games.by_will_alone.views.rule_cards import RULE_CARDS

SEQUENCE = Card(
    "sequence",
    "Sequence of play",
    (
        Section(
            "Set-up",
            "Attack/defence: the defender sets up first, about a third of the table back from "
            "the attacker's edge; then the attacker at its edge. Meeting engagement: both "
            "sides at once, unseen, each within a quarter of the table from its edge. Units "
            "go down as counters; dummies if the scenario has them.",
            rule="6.3",
        ),
        Section(
            "The initiative",
            "A side acts while it has the initiative. It passes when a unit fails a risky "
            "action, an action is opposed, an action needed activation, or the commander "
            "holds. With several commanders a side, each acts once a round. Each unit acts "
            "once an initiative; the side loses the initiative when none can act.",
            rule="8.1",
        ),
        Section(
            "Actions",
            "Each unit may take one action an initiative. The Condition actions face an "
            "opposing unit in the same feature and last until the unit moves.",
            table=(
                ("Action", "Who", "Activation"),
                ("Sit down", "activists", "no"),
                ("Fraternize", "activists", "+2"),
                ("Party", "activists", "yes"),
                ("Move", "both", "no"),
                ("Hold", "both", "passes the initiative"),
            ),
            rule="8.2",
        ),
        Section(
            "Activation",
            "An action or reaction that needs activation: a morale check for each stand, "
            "with the number in brackets added. After an action that needs activation the "
            "initiative passes.",
            table=(
                ("Reaction", "Confrontation", "Activation"),
                ("Hold", "yes", "no"),
                ("Sit down", "yes", "+2"),
                ("Slow move", "yes", "+1"),
                ("Shadow", "no", "yes"),
                ("Withdraw", "no", "+2"),
                ("Dismount", "yes", "+1"),
            ),
            rule="8.3",
        ),
        Section(
            "End of the game",
            "After the scenario's number of initiatives. The activists score 1 point for "
            "each authority stand they dissuade (make it withdraw, at 2 to 1 or more, while "
            "no stand of their unit has attacked), 3 if independent media see it, 10 if the "
            "press or television do. The authority scores 1 for each activist stand "
            "arrested or dispersed at the end. Each side scores its objectives: held at the "
            "end (its stands there, none of the other side's), or so much for each stand "
            "that reached it, or for each initiative that ended with its stands there. The "
            "authority's whole score is halved if it used less lethal force on nonviolent "
            "people, and cut to a third if it used lethal force. More points wins.",
            rule="21",
        ),
    ),
)

MOVEMENT = Card(
    "movement",
    "Movement and sighting",
    (
        Section(
            "Moving",
            "A move goes to the next terrain feature, or stops at an opposing unit. The "
            "direction is announced first.",
            table=(
                ("Unit", "Features a move"),
                ("Nonviolent activists", "1"),
                ("Police, infantry, command, dogs, media", "2"),
                ("Mounted, land vehicles", "3"),
                ("Airborne", "anywhere"),
            ),
            rule="9.1",
        ),
        Section(
            "Obstacles",
            "Crossing needs the equipment and a morale check of each stand; each failed "
            "attempt adds +1 to the next, until it succeeds or another action is chosen.",
            table=(
                ("Obstacle", "Equipment"),
                ("Wire fence", "wire cutters"),
                ("Stone and metal fences", "ropes, explosives or bulldozer"),
                ("Cliff", "ropes and climbing gear"),
                ("Stream", "ropes"),
                ("River, lake", "boats or amphibious vehicles; vehicles and large boats at a ford"),
                ("Heavy woods, housing blocks, buildings", "on foot only"),
                ("Woods", "no vehicles"),
            ),
            rule="9.2",
        ),
        Section(
            "Sighting",
            "A counter is sighted when an opposing unit has line of sight to it: it is "
            "replaced by its stands, or removed if a dummy. In built-up areas sight runs "
            "along streets, at most two intersections.",
            rule="10.1",
        ),
        Section(
            "From above",
            "Upper floors and the air see over low roofs, free of the two-intersection limit.",
            rule="10.2",
        ),
    ),
)

MORALE = Card(
    "morale",
    "Quality, reliability and morale",
    (
        Section(
            "Stand morale check",
            "Roll 1D6; pass on the number or higher.",
            table=(
                ("Activist quality", "Authority reliability", "Morale check"),
                ("Untrained", "Wavering", "6+"),
                ("Trained", "Reliable", "4+"),
                ("Veteran", "Dedicated", "2+"),
            ),
            rule="7.4",
        ),
    ),
)

CARDS = (SEQUENCE, MOVEMENT, MORALE, *RULE_CARDS, COMPLETED)

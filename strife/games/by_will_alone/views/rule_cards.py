"""The reference cards of sections 7.5 and 11-17, so that their events link to the rule."""

from __future__ import annotations

from strife.core.presentation import Card, Section

CONFLICTS = Card(
    "conflicts",
    "Conflicts and arrests",
    (
        Section(
            "When a conflict can occur",
            "The two units see each other, are in the same terrain feature, and one tries to "
            "prevent what the other does. In woods, housing blocks and buildings their stands "
            "must also touch.",
            rule="11.2",
        ),
        Section(
            "Confrontation dice",
            "One die a stand (two for a stand out of control), multiplied by each that "
            "applies. A die scores at the stand's morale number or more; a 6 always scores, "
            "a 1 never.",
            table=(
                ("Side", "Action or condition", "Multiplier"),
                ("Activists", "sitting down to block", "2x"),
                ("Activists", "fraternizing", "3x"),
                ("Activists", "partying", "4x"),
                ("Activists", "in a housing block", "3x"),
                ("Authority", "less lethal force", "2x"),
                ("Authority", "lethal force, direct fire", "3x"),
                ("Authority", "lethal force, indirect fire", "6x"),
                ("Either", "has enveloped the opponent", "2x"),
                ("Either", "behind its barricade, not attacking", "2x"),
            ),
            rule="11.3",
        ),
        Section(
            "Modifiers to each die",
            table=(
                ("Side", "Situation", "Modifier"),
                ("Activists", "fed, against unfed opponents", "+1"),
                ("Activists", "from a different region", "-1"),
                ("Activists", "from a different country", "-2"),
                ("Activists", "speaking a different language", "-2"),
                ("Authority", "the activists' commander is not with them", "+1"),
            ),
            rule="11.3",
        ),
        Section(
            "Results: the higher total against the lower",
            table=(
                ("Ratio", "Higher side", "Initiative", "Lower side"),
                ("under 2", "holds", "passes", "holds"),
                ("2 or more", "succeeds", "keeps or gains it", "withdraws where it chooses"),
                (
                    "3 or more",
                    "succeeds",
                    "keeps or gains it",
                    "withdraws where the higher side chooses",
                ),
                ("4 or more", "succeeds", "keeps or gains it", "checks morale and withdraws"),
            ),
            rule="11.3",
        ),
        Section(
            "Arrest",
            "Authority stands touching activists each roll 1D6: how many stands they may "
            "take. Each stand named resists on a passed morale check: -2 against police, -1 "
            "against Dedicated, +1 against Wavering. A foot stand must guard the arrested.",
            rule="11.4",
        ),
        Section(
            "Escape",
            "Each arrested stand rolls: Untrained 6+, Trained 5+, Veteran 4+. Those that "
            "pass confront the guard (enveloped in a building, vehicle or behind a fence); "
            "a breach frees them all.",
            rule="11.4.1",
        ),
    ),
)

MORALE = Card(
    "unit-morale",
    "Unit morale, rallying and commanders",
    (
        Section(
            "Unit morale check",
            "A check for each stand; the share that fails gives the result. Below Wavering "
            "a unit is Unreliable and obeys no commands; an attacked unit becomes Dedicated.",
            table=(
                ("Stands failing", "Conflict", "Reinforcement", "Street signs", "Barricade"),
                ("25% or fewer", "no change", "arrives", "unaffected", "built"),
                ("50% or fewer", "no change", "arrives", "wrong way this move", "built"),
                (
                    "75% or fewer",
                    "down one level",
                    "next initiative",
                    "wrong way, check again",
                    "not built",
                ),
                ("more", "down two levels", "does not arrive", "lost until rallied", "not built"),
            ),
            rule="7.5",
        ),
        Section(
            "Rallying dispersed stands",
            "At the start of the activists' initiative: one die for each ten dispersed "
            "stands, given to leaders; each brings back as many stands as it rolls.",
            rule="12.1.1",
        ),
        Section(
            "Rallying an authority unit",
            "Roll its morale number or more: -2 with activists touching it, +1 with none in "
            "sight, +2 for a higher commander. It regains a level. The initiative passes.",
            rule="12.2",
        ),
        Section(
            "Reinforcements",
            "Activists: each reserve stand that passes its morale check comes. Authority: "
            "a unit morale check, the Reinforcement column.",
            rule="13",
        ),
        Section(
            "A new commander",
            "A unit whose commander was arrested or dispersed can only look for a new one: "
            "its best stand checks morale, +1 for each attempt before; after a failure, not "
            "again until the next initiative. A dispersed commander may come back instead.",
            rule="14",
        ),
    ),
)

VIOLENCE = Card(
    "violence",
    "Violence and discipline",
    (
        Section(
            "Escalating",
            "Threats, pushing and arrest; less lethal force; lethal direct fire; lethal "
            "indirect fire. Roll 1D6, 5 or more to go up one level, once an initiative and "
            "no further than the weapons allow. After escalating only new situations count; "
            "media always does.",
            table=(
                ("Situation", "Modifier"),
                ("an authority unit was attacked", "+1"),
                ("an authority unit withdrew from a conflict", "+1"),
                ("a unit of another commander was attacked", "+1"),
                ("a nonviolent unit was forced to withdraw", "-1"),
                ("a media stand in sight", "-1"),
            ),
            rule="15",
        ),
        Section(
            "Losing discipline",
            "Activists who lose a conflict roll 2D6 + 1 a stand (-1 behind a barricade): "
            "below the morale number the stand is out of control.",
            rule="16.2",
        ),
        Section(
            "Out of control",
            "A stand out of control leaves its commander and attacks the authority unit it "
            "lost to, rolling two dice; the unit it attacks becomes Dedicated.",
            rule="16.3",
        ),
        Section(
            "Regaining discipline",
            "The commander rallies the stand: -1 with authority in sight, -2 touching, +1 "
            "blocked, +2 outnumbered, +3 surrounded by activists.",
            rule="16.4",
        ),
        Section(
            "Accidental attacks",
            "When activists not partying or fraternizing confront or move toward the "
            "authority, each authority stand rolls 2D6 + 2: below its morale number it "
            "shoots, with its deadliest weapon. +3 some activists fraternize, +2 some "
            "party, -1 a touching stand shot, -2 enveloped.",
            rule="16.5",
        ),
    ),
)

ENGINEERING = Card(
    "engineering",
    "Engineering",
    (
        Section(
            "Street signs",
            "An authority unit at a switched intersection checks morale (+1 from the "
            "neighbouring area, +2 local, +2 with GPS). The wrong way: 1-2 right, 3-4 "
            "back, 5-6 left of its axis of advance.",
            rule="17.2",
        ),
        Section(
            "Smoke",
            "Smoke is one storey high and hides what is in it or behind it until the end of "
            "the opponent's initiative.",
            rule="17.3",
        ),
        Section(
            "Barricades",
            "A morale check of the unit: built if half or fewer fail. Behind it the unit's "
            "dice double when it is not attacking; its activists get -1 to keep discipline.",
            rule="17.4",
        ),
    ),
)

RULE_CARDS = (CONFLICTS, MORALE, VIOLENCE, ENGINEERING)

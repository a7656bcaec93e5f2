"""The reference card for what the draft left unfinished and the rulings complete (18, 20,
21.3), so that events of those rules link to words a player can read."""

from __future__ import annotations

from strife.core.presentation import Card, Section

COMPLETED = Card(
    "completed",
    "Spies, provocateurs, food and the news",
    (
        Section(
            "Spies, and searching for them",
            "A side places its spies secretly with opposing counters as play begins; it sees "
            "each host unit as if sighted. A unit may search itself: roll 1D6, at or above "
            "its morale number (a group's leader's; +2 if a provocateur in it has attacked) "
            "every spy and provocateur in it is found and removed; below, the search fails "
            "and the initiative passes.",
            rule="18.1",
        ),
        Section(
            "Provocateurs",
            "The authority places its provocateurs secretly in activist groups. On its "
            "initiative each may attack an authority unit in its group's place (that unit "
            "becomes Dedicated, and the group is no longer exclusively nonviolent) or incite "
            "its group (-2 on its next discipline rolls).",
            rule="18.2",
        ),
        Section(
            "Food",
            "A side fed at the start goes hungry after 16 initiatives unless supplied. Fed "
            "activists against unfed authority forces get +1 on each confrontation die.",
            rule="20",
        ),
        Section(
            "The news crews",
            "No side orders the news crews. Each time the initiative passes, each crew moves "
            "toward the initiative's biggest story (force 3, an arrest 2, a confrontation 1), "
            "2 features on foot or 3 in its van, and stops where it can see it.",
            rule="21.3",
        ),
    ),
)

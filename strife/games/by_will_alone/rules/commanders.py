"""Replacing a nonviolent activist commander (14) who was arrested or dispersed."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from strife.core.dice import Dice
from strife.core.errors import StrifeError
from strife.games.by_will_alone.model.forces import QUALITIES, Grade
from strife.games.by_will_alone.model.rule_tables import rule_tables
from strife.games.by_will_alone.rules.morale import Check, grade_check


@dataclass(frozen=True, slots=True)
class Search:
    """Where a leaderless unit stands in finding a new commander."""

    attempts: int = 0  # attempts made so far (each adds +1 to the next)
    failed_this_initiative: bool = False  # no retry until the side's next initiative

    def new_initiative(self) -> Search:
        return Search(self.attempts, False)


@dataclass(frozen=True, slots=True)
class Replacement:
    """One attempt: the check, the second check if the old commander was dispersed, and
    what became of the unit."""

    check: Check
    return_check: Check | None
    stand: str  # the highest quality stand that tried
    search: Search  # the search after this attempt

    @property
    def found(self) -> bool:
        return self.check.passed

    @property
    def old_commander_returns(self) -> bool:
        """The old (dispersed) commander comes back and no stand is removed."""
        return self.return_check is not None and self.return_check.passed

    @property
    def stand_becomes_commander(self) -> bool:
        return self.found and not self.old_commander_returns


def why_cannot_search(search: Search) -> str | None:
    if search.failed_this_initiative:
        return "the unit failed to find a commander and may try again next initiative"
    return None


def replace_commander(
    stands: Sequence[tuple[str, Grade]],
    chosen: str,
    search: Search,
    commander_dispersed: bool,
    dice: Dice,
) -> Replacement:
    """14: the highest quality stand (`chosen`, among equals) checks morale, +1 for each
    earlier attempt; passing, it becomes the commander stand. If the old commander was
    dispersed, a second check at that stand's number brings the old commander back
    instead (the +1s are for finding a new commander, not this check: ruling 14-a)."""
    reason = why_cannot_search(search)
    if reason is not None:
        raise StrifeError(reason)
    qualities = dict(stands)
    if chosen not in qualities:
        raise StrifeError(f"{chosen} is not a stand of the unit")
    best = max(qualities.values(), key=QUALITIES.index)
    if qualities[chosen] != best:
        raise StrifeError(f"{chosen} is not of the unit's highest quality ({best.value})")
    bonus = rule_tables().commander.per_prior_attempt * search.attempts
    check = grade_check(best, dice, bonus)
    after = Search(search.attempts + 1, not check.passed)
    second = grade_check(best, dice) if check.passed and commander_dispersed else None
    return Replacement(check, second, chosen, after)

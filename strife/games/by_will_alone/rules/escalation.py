"""Escalating the level of violence (15), and the unit morale check an authority unit takes
the first time it uses (or sees) each level of force on an exclusively nonviolent unit
(7.5)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from strife.core.dice import Dice
from strife.core.errors import StrifeError
from strife.games.by_will_alone.model.levels import Violence
from strife.games.by_will_alone.model.rule_tables import rule_tables
from strife.games.by_will_alone.rules.morale import Check, roll_against


class Situation(Enum):
    """The situations that modify an escalation roll (15); media is not one of them, since
    it counts whenever a media stand is in sight."""

    ATTACKED = "an authority unit has been attacked"
    WITHDREW = "an authority unit withdrew from a conflict"
    OTHER_COMMANDER_ATTACKED = "a unit under another commander has been attacked"
    ACTIVISTS_WITHDREW = "a nonviolent unit was forced to withdraw"

    def modifier(self) -> int:
        t = rule_tables().escalation
        return {
            Situation.ATTACKED: t.attacked,
            Situation.WITHDREW: t.withdrew,
            Situation.OTHER_COMMANDER_ATTACKED: t.other_commander_attacked,
            Situation.ACTIVISTS_WITHDREW: t.activists_withdrew,
        }[self]


@dataclass(frozen=True, slots=True)
class Authorization:
    """A commander's level of violence and what counts toward raising it (15)."""

    level: Violence = Violence.THREATS
    weapons: Violence = Violence.THREATS  # the deadliest weapons the commander has
    situations: frozenset[Situation] = frozenset()  # occurred since the last escalation
    escalated_this_initiative: bool = False

    def note(self, situation: Situation) -> Authorization:
        """A situation occurred; it counts toward the next escalation roll."""
        return Authorization(
            self.level,
            self.weapons,
            self.situations | {situation},
            self.escalated_this_initiative,
        )

    def new_initiative(self) -> Authorization:
        return Authorization(self.level, self.weapons, self.situations, False)


def why_cannot_escalate(auth: Authorization) -> str | None:
    """Why a commander may not ask to escalate now, in plain words, or None (15)."""
    if auth.level >= Violence.LETHAL_INDIRECT:
        return "the commander is already at the highest level of violence"
    if auth.level >= auth.weapons:
        return f"the commander has no weapons beyond {auth.level.label}"
    if auth.escalated_this_initiative:
        return "the commander has already escalated this initiative"
    return None


def escalation_modifier(auth: Authorization, media_in_sight: bool) -> int:
    total = sum(s.modifier() for s in auth.situations)
    if media_in_sight:
        total += rule_tables().escalation.media_in_sight
    return total


@dataclass(frozen=True, slots=True)
class Escalation:
    check: Check
    before: Authorization
    after: Authorization

    @property
    def escalated(self) -> bool:
        return self.check.passed


def escalate(auth: Authorization, media_in_sight: bool, dice: Dice) -> Escalation:
    """Ask to escalate (15): 1D6 of 5 or more, with +1 for each situation since the last
    escalation and -1 with a media stand in sight. Success raises the level by one and
    spends the situations (only new ones count at the new level; media always counts).
    Whether it succeeds or not, it is a roll that can fail: a risky action (8.1)."""
    reason = why_cannot_escalate(auth)
    if reason is not None:
        raise StrifeError(reason)
    check = roll_against(
        rule_tables().escalation.target, dice, escalation_modifier(auth, media_in_sight)
    )
    if not check.passed:
        return Escalation(check, auth, auth)
    after = Authorization(Violence(auth.level + 1), auth.weapons, frozenset(), True)
    return Escalation(check, auth, after)


def first_use_check_due(
    force: Violence, used_before: frozenset[Violence], exclusively_nonviolent: bool
) -> bool:
    """Whether a unit morale check (Conflict Result column, 7.5) is due: the unit first uses
    less lethal force, first uses lethal (direct fire) force, or first sees indirect fire
    or airborne weapons used, on an exclusively nonviolent unit. Each is due once per
    unit (ruling 7.5-c)."""
    if not exclusively_nonviolent or force is Violence.THREATS:
        return False
    return force not in used_before

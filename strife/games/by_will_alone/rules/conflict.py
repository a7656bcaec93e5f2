"""When a conflict can occur (11.1, 11.2), and what the ratio of the two totals of a
confrontation means (11.3): the result, who holds the initiative, who withdraws and who
chooses where, and the Morale Check / Withdraw result for each kind of unit."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from strife.core.dice import Dice
from strife.games.by_will_alone.model.board import GROUND, Board
from strife.games.by_will_alone.model.features import Level as Height
from strife.games.by_will_alone.model.forces import Grade
from strife.games.by_will_alone.model.map_data import FeatureKind
from strife.games.by_will_alone.model.rule_tables import rule_tables
from strife.games.by_will_alone.rules.morale import (
    Check,
    UnitCheck,
    conflict_unit_check,
    grade_check,
)

# 11.2: "Units in the same forest or housing block can be in conflict if some of the stands
# in one unit are touching stands in the opposing unit" (ruling 11.2-a: and buildings).
CLOSE_QUARTERS = frozenset(
    {FeatureKind.WOODS, FeatureKind.HEAVY_WOODS, FeatureKind.HOUSING_BLOCK, FeatureKind.BUILDING}
)

# 8.2's Conflict group. A confrontation is any of them but Arrest (11.3).
CONFLICT_ACTIONS = frozenset(
    {"move", "dismount", "mount", "confront", "envelope", "disrupt", "disperse", "arrest", "escape"}
)
CONFRONTING_ACTIONS = CONFLICT_ACTIONS - {"arrest"}


def why_no_conflict(
    board: Board,
    feature_a: str,
    feature_b: str,
    *,
    touching: bool,
    opposed: bool,
    height_a: Height = GROUND,
    height_b: Height = GROUND,
) -> str | None:
    """Why two opposing units cannot be in conflict, in plain words, or None if they can
    (11.2): they must see each other, be on the same terrain feature, and one must wish to
    prevent what the other does; in woods, housing blocks and buildings their stands must
    also touch."""
    a, b = board.feature(feature_a), board.feature(feature_b)
    for x, hx, y, hy in ((a.id, height_a, b.id, height_b), (b.id, height_b, a.id, height_a)):
        reason = board.why_not_seen(x, y, hx, hy)
        if reason is not None:
            return f"they cannot see each other: {reason}"
    if a.id != b.id:
        return f"they are not on the same terrain feature ({a.name} and {b.name})"
    if height_a != height_b:
        return f"they are on different floors of {a.name}"
    if a.kind in CLOSE_QUARTERS and not touching:
        return f"in {a.name} the stands of the two units must be touching"
    if not opposed:
        return "neither unit is trying to prevent what the other does"
    return None


def is_confrontation(action: str) -> bool:
    """Whether a Conflict group action is a confrontation (11.3): all but Arrest."""
    if action not in CONFLICT_ACTIONS:
        raise ValueError(f"{action!r} is not an action of the Conflict group (8.2)")
    return action in CONFRONTING_ACTIONS


class Result(Enum):
    """The confrontation results of 11.3, by the ratio of the higher total to the lower."""

    HOLD = "hold"  # >= 1: a stalemate, both sides hold
    WITHDRAW_LOWER_CHOOSES = "withdraw_lower_chooses"  # >= 2
    WITHDRAW_HIGHER_CHOOSES = "withdraw_higher_chooses"  # >= 3
    MORALE_CHECK_WITHDRAW = "morale_check_withdraw"  # >= 4

    @property
    def succeeds(self) -> bool:
        """The Higher Side continues its action or reaction, and keeps or gains the
        initiative; the Lower Side withdraws."""
        return self is not Result.HOLD

    @property
    def higher_places(self) -> bool:
        """Whether the Higher Side chooses where the Lower Side's stands withdraw (from 3:1;
        ruling 11.3-d: also at 4:1)."""
        return self in (Result.WITHDRAW_HIGHER_CHOOSES, Result.MORALE_CHECK_WITHDRAW)

    @property
    def label(self) -> str:
        return {
            Result.HOLD: "both sides hold",
            Result.WITHDRAW_LOWER_CHOOSES: "the lower side withdraws where it chooses",
            Result.WITHDRAW_HIGHER_CHOOSES: (
                "the lower side withdraws where the higher side chooses"
            ),
            Result.MORALE_CHECK_WITHDRAW: "the lower side checks morale and withdraws",
        }[self]


def ratio_result(higher: int, lower: int) -> Result:
    """The result for two totals, higher >= lower (11.3). The ratio is compared in whole
    numbers (higher >= k * lower), so 7:4 is below 2 and a Hold. Any points against none
    is the largest ratio (ruling 11.3-b); none against none is a Hold."""
    if higher < lower or lower < 0:
        raise ValueError(f"the higher total {higher} must be at least the lower {lower} >= 0")
    ratios = rule_tables().ratios
    if higher >= ratios.morale_check_withdraw * lower and higher > 0:
        return Result.MORALE_CHECK_WITHDRAW
    if higher >= ratios.withdraw_higher_chooses * lower and higher > 0:
        return Result.WITHDRAW_HIGHER_CHOOSES
    if higher >= ratios.withdraw_lower_chooses * lower and higher > 0:
        return Result.WITHDRAW_LOWER_CHOOSES
    return Result.HOLD


@dataclass(frozen=True, slots=True)
class Outcome:
    """Who was higher, the result, and who holds the initiative afterwards (11.3)."""

    result: Result
    higher: str | None  # the side with the higher total; None if the totals are equal
    lower: str | None
    initiative: str

    def describe(self) -> str:
        if self.higher is None:
            return (
                f"the totals are equal: {self.result.label}; {self.initiative} takes the initiative"
            )
        return f"{self.higher} is higher: {self.result.label}; {self.initiative} has the initiative"


def outcome(actor: str, actor_points: int, opponent: str, opponent_points: int) -> Outcome:
    """The outcome of a confrontation that `actor` started against `opponent`. On a Hold
    the action was opposed and the initiative leaves the actor (8.1, ruling 11.3-c);
    otherwise the higher side keeps or gains it."""
    if actor_points >= opponent_points:
        higher, lower, hi, lo = actor, opponent, actor_points, opponent_points
    else:
        higher, lower, hi, lo = opponent, actor, opponent_points, actor_points
    result = ratio_result(hi, lo)
    initiative = higher if result.succeeds else opponent
    if hi == lo:
        return Outcome(result, None, None, initiative)
    return Outcome(result, higher, lower, initiative)


@dataclass(frozen=True, slots=True)
class ActivistsBroken:
    """Morale Check / Withdraw for an activist unit (11.3): stands that fail are removed
    from play (dispersed, ruling 11.3-e); the others withdraw."""

    checks: tuple[Check, ...]

    @property
    def dispersed(self) -> tuple[int, ...]:
        return tuple(i for i, c in enumerate(self.checks) if not c.passed)

    @property
    def withdrawing(self) -> tuple[int, ...]:
        return tuple(i for i, c in enumerate(self.checks) if c.passed)


def activists_morale_withdraw(levels: Sequence[Grade], dice: Dice) -> ActivistsBroken:
    """Check each stand of the losing activist unit, in order (11.3)."""
    return ActivistsBroken(tuple(grade_check(level, dice) for level in levels))


@dataclass(frozen=True, slots=True)
class AuthorityBroken:
    """Morale Check / Withdraw for an authority unit (11.3): the unit withdraws, then a
    unit morale check on the Conflict Result column may lower its reliability (7.5)."""

    check: UnitCheck
    before: Grade
    after: Grade

    @property
    def unreliable(self) -> bool:
        return self.after is Grade.UNRELIABLE


def authority_morale_withdraw(level: Grade, stands: int, dice: Dice) -> AuthorityBroken:
    check, after = conflict_unit_check(level, stands, dice)
    return AuthorityBroken(check, level, after)

"""The assessment of a game's outcome (reconstructed: the text has no rule for winning; the
only hint is "if the SF have to shoot people to stop a riot they have probably lost it").
Ruling V-1: start at 100 and count who was hurt, what burned, whether the crowds were
calmed and whether force was used; 80 or more is a success, 50-79 contained, under 50 a
failure. Every commander shares the one assessment."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.outcome import Outcome

if TYPE_CHECKING:
    from strife.games.civil_disorder.model.state import CivilDisorderState

SUCCESS, CONTAINED = 80, 50


def score(s: CivilDisorderState) -> tuple[int, list[str]]:
    """The assessment and its reasons, in plain words."""
    t = s.tally
    lines: list[tuple[str, int]] = []
    killed = t.get("civilians_killed", 0) + t.get("sf_killed", 0)
    by_gunfire = min(killed, t.get("gunfire_killed", 0))
    lines.append(("people killed", -10 * killed - 5 * by_gunfire))
    hurt = t.get("civilians_wounded", 0) + t.get("sf_wounded", 0)
    lines.append(("people hurt", -hurt))
    lines.append(
        ("property damaged (a point for each 10 of value)", -(t.get("property_points", 0) // 10))
    )
    lines.append(("buildings looted", -3 * t.get("buildings_looted", 0)))
    protected = s.scenario.data.get("protect", "")
    if protected and s.value.get(protected, 0) < s.game.board.table.buildings[protected].value:
        lines.append((f"{s.game.board.names[protected]} damaged", -10))
    lines.append(
        ("the security forces opened fire on their own", -10 * t.get("over_reaction_fire", 0))
    )
    lines.append(("violent rioters arrested (at most 10)", min(10, t.get("arrests_violent", 0))))
    calm = all(c.gone or c.rl <= 4 for c in s.crowds.values())
    lines.append(("every crowd calmed or gone", 15 if calm else 0))
    total = max(0, min(100, 100 + sum(v for _, v in lines)))
    return total, [f"{words}: {v:+d}" for words, v in lines if v]


def assess(s: CivilDisorderState) -> Outcome:
    total, reasons = score(s)
    level = "success" if total >= SUCCESS else "contained" if total >= CONTAINED else "failure"
    winners = s.sides if total >= CONTAINED else ()
    why = "; ".join(reasons) or "nothing went wrong"
    return Outcome(
        winners=tuple(winners),
        scores={side: total / 100 for side in s.sides},
        level=level,
        reason=f"assessment {total}: {why}",
    )

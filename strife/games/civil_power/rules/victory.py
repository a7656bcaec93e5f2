"""7.0 Victory: Victory Points, deductions for WIA and KIA inflicted, the level of victory by
the ratio of totals (both negative: the one nearer zero wins, Marginal at most), and 6.7:
each Engagement Level raised costs one level of victory."""

from __future__ import annotations

from typing import TYPE_CHECKING

from strife.core.events import Event
from strife.core.outcome import Outcome
from strife.games.civil_power.model.values import OVER
from strife.games.civil_power.scenarios import hooks as scenario_hooks
from strife.games.civil_power.scenarios import records as scenario_records

if TYPE_CHECKING:
    from strife.games.civil_power.model.state import CivilPowerState

LEVELS = ("Marginal", "Substantial", "Decisive")
WIA_VP = 1
KIA_VP = 3


def points(s: CivilPowerState) -> dict[str, float]:
    """Each side's VP: earned for eliminations (and scenario objectives), less 1 per WIA and
    3 per KIA it inflicted."""
    return {side: s.vp[side] - WIA_VP * s.wia[side] - KIA_VP * s.kia[side] for side in s.order}


def judge(vp: dict[str, float], raised: dict[str, int]) -> tuple[tuple[str, ...], str]:
    """The winners and the level of victory (7.0, 6.7); with three sides the leader against
    the runner-up (ruling N-10)."""
    ranked = sorted(vp, key=lambda x: vp[x], reverse=True)
    hi, lo = vp[ranked[0]], vp[ranked[1]]
    if hi == lo:
        return (), "draw"
    winner = ranked[0]
    if hi < 0:
        level = 0  # both negative: the one closer to zero wins, Marginal at most
    else:
        ratio = max(hi, 1) / max(lo, 1) if lo > 0 else max(hi, 1) / 1
        level = 2 if ratio >= 3.0 else 1 if ratio >= 2.0 else 0
    level -= raised[winner]
    if level < 0:
        return (), "draw"  # ruling V-1: raised its EL past its last level of victory
    return (winner,), f"{LEVELS[level]} Victory"


def finish(s: CivilPowerState, events: list[Event], reason: str) -> None:
    vp = points(s)
    winners, level = judge(vp, s.el_raised)
    scenario = scenario_hooks.rulebook(s)  # a rulebook scenario's own VP and victory
    if scenario is not None:
        own = scenario_records.outcome(s, scenario, s.marks, reason)
        vp, winners, level = own.scores, own.winners, own.level
    s.phase = OVER
    s.result = Outcome(winners, vp, level, reason)
    named = [x for x in ("Mob", "Police") if x in vp] + [
        x for x in vp if x not in ("Mob", "Police")
    ]
    who = f"{winners[0]} wins a {level}" if winners else "no one wins"
    events.append(
        Event(
            "game_over",
            f"Game over ({reason}): {', '.join(f'{x} {vp[x]:g} VP' for x in named)}: {who}",
            {"vp": vp, "winners": list(winners), "level": level},
            "7.0",
        )
    )

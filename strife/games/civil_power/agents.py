"""Heuristic players for Civil Power, reading only their own view.

What they play for (7.0): eliminations score, casualties inflicted cost, and each Engagement
Level raised costs a level of victory. So they never raise their EL; they fire whenever the
rules let them, all eligible partners combined, at Crowds first (doubled W/K hurts the
firer's score, so a Police player at EL 4+ prefers suppressed Groups); they close in and
engage in Shock combat only with the larger total; they roll at full strength; retreats they
conduct go where the enemy ends up farthest from friends (the first listed); gas failures
retreat; Agitators go along.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from strife.agents.base import Agent
from strife.games.civil_power.actions import (
    Accompany,
    AddFirer,
    Cancel,
    Done,
    Fire,
    Gas,
    GasChoice,
    Into,
    Leave,
    Molotov,
    RaiseEL,
    Reduce,
    Resolve,
    RetreatTo,
    Select,
    ShockRoll,
    Step,
    Stop,
    SurgeLeave,
    Target,
    VoluntaryRetreat,
)

if TYPE_CHECKING:
    from strife.core.actions import Action
    from strife.core.state import State


class CivilPowerHeuristic(Agent):
    name = "heuristic"

    def __init__(self, side: str, seed: int) -> None:
        self.side = side
        self.rng = random.Random(seed)

    def choose(self, state: State, side: str) -> Action:
        options = state.options(side)
        if len(options) == 1:
            return options[0]
        view = state.view(side)
        units = {u["id"]: u for u in view["units"]}
        pos = {a: (x, y) for a, x, y in zip(view["board"]["ids"], view["board"]["x"],
                                             view["board"]["y"], strict=True)}  # fmt: skip
        foes = [u for u in units.values() if u["side"] != side and u["area"] in pos]

        def dist_to_foe(area: str) -> int:
            x, y = pos[area]
            return min(
                (max(abs(x - pos[f["area"]][0]), abs(y - pos[f["area"]][1])) for f in foes),
                default=99,
            )

        useful = [o for o in options if not isinstance(o, (RaiseEL, Cancel, Reduce))]
        for o in useful:
            if isinstance(o, ShockRoll):
                return max(
                    (x for x in options if isinstance(x, ShockRoll)), key=lambda x: x.strength
                )
        if any(isinstance(o, Target) for o in useful):
            targets = [o for o in useful if isinstance(o, Target)]
            return max(targets, key=lambda o: _target_worth(units[o.unit], side))
        composing = [o for o in useful if isinstance(o, (AddFirer, Resolve))]
        if composing:
            return composing[0]
        if any(isinstance(o, Into) for o in useful):
            into = [o for o in useful if isinstance(o, Into)]
            crowded = [o for o in into if any(f["area"] == o.area for f in foes)]
            return crowded[0] if crowded else into[0]
        fires = [o for o in useful if isinstance(o, Fire)]
        if fires:
            return fires[0]
        throws = [o for o in useful if isinstance(o, (Molotov, Gas))]
        if throws and self._foe_adjacent(view, units, throws, pos, foes):
            return throws[0]
        if any(isinstance(o, GasChoice) for o in useful):
            return next(o for o in useful if isinstance(o, GasChoice) and o.retreat)
        if any(isinstance(o, Accompany) for o in useful):
            return next(o for o in useful if isinstance(o, Accompany) and o.go)
        retreats = [o for o in useful if isinstance(o, RetreatTo)]
        if retreats and view.get("task_unit") in units:
            # Own units fall back towards friends; enemy units are pushed away from theirs.
            mover = units[view["task_unit"]]
            friends = [
                pos[u["area"]] for u in units.values()
                if u["side"] == mover["side"] and u["area"] in pos and u is not mover
            ]  # fmt: skip

            def near(o: RetreatTo) -> int:
                x, y = pos[o.area]
                return min((max(abs(x - fx), abs(y - fy)) for fx, fy in friends), default=0)

            own = mover["side"] == side
            return min(retreats, key=lambda o: (near(o) if own else -near(o), o.area))
        leaves = [o for o in useful if isinstance(o, SurgeLeave)]
        if leaves:
            # 5.4.2: into enemy units if possible, for a second Shock combat.
            return min(leaves, key=lambda o: (dist_to_foe(o.area), o.area))
        moving = view["moving"]
        if moving is not None:
            return self._step(options, units[moving], dist_to_foe, view, units, side)
        selects = [o for o in useful if isinstance(o, Select)]
        if selects:
            return selects[0]
        if any(isinstance(o, VoluntaryRetreat) for o in useful):
            return next(o for o in useful if not isinstance(o, VoluntaryRetreat))
        done = [o for o in options if isinstance(o, Done)]
        if done:
            return done[0]
        return useful[0] if useful else options[0]

    def _foe_adjacent(
        self,
        view: dict[str, Any],
        units: dict[str, dict[str, Any]],
        found: list[Any],
        pos: dict[str, tuple[int, int]],
        foes: list[dict[str, Any]],
    ) -> bool:
        me = units[found[0].unit]
        x, y = pos[me["area"]]
        return any(max(abs(x - pos[f["area"]][0]), abs(y - pos[f["area"]][1])) == 1 for f in foes)

    def _step(
        self,
        options: list[Action],
        me: dict[str, Any],
        dist_to_foe: Any,
        view: dict[str, Any],
        units: dict[str, dict[str, Any]],
        side: str,
    ) -> Action:
        steps = [o for o in options if isinstance(o, Step)]
        stop = next((o for o in options if isinstance(o, Stop)), None)
        here = dist_to_foe(me["area"]) if me["area"] in view["board"]["ids"] else 99
        strong = me["shock"] >= 3 and not me["suppressed"]
        if not steps:
            return stop or next(o for o in options if not isinstance(o, Leave))
        # Into enemy units only where this unit and the friends already there outweigh them
        # in shock (5.4.1: the smaller side retreats).
        steps = [o for o in steps if dist_to_foe(o.area) > 0 or _wins(o.area, me, units, side)]
        if not steps:
            return stop or next(o for o in options if not isinstance(o, Leave))
        best = min(steps, key=lambda o: (dist_to_foe(o.area), o.area))
        if me["area"] not in view["board"]["ids"]:
            return best  # entering the map
        if strong and dist_to_foe(best.area) < here:
            return best
        if stop is not None:
            return stop
        return best


def _shock(u: dict[str, Any]) -> int:
    return 0 if u["suppressed"] else int(u["shock"])


def _wins(area: str, me: dict[str, Any], units: dict[str, dict[str, Any]], side: str) -> bool:
    """Whether moving in would give this side the larger shock total there."""
    here = [u for u in units.values() if u["area"] == area and u["level"] == 0]
    mine = _shock(me) + sum(_shock(u) for u in here if u["side"] == side and u is not me)
    theirs = sum(_shock(u) for u in here if u["side"] != side)
    return mine > theirs


def _target_worth(target: dict[str, Any], side: str) -> float:
    worth = {"Crowd": 2.0, "Group": 3.0, "Individual": 3.5, "Vehicle": 1.0}[target["size"]]
    if side == "Police" and target["size"] == "Crowd":
        worth -= 1.5  # doubled casualties cost the firer
    return worth + (0.5 if target["suppressed"] else 0.0)

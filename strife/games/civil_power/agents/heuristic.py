"""Heuristic players for Civil Power, reading only their own view.

What they play for (7.0): eliminations score, casualties inflicted cost, and each Engagement
Level raised costs a level of victory. So they never raise their EL; the Mob fires whenever
the rules let it, all eligible partners combined, at the most valuable target; both close in
and engage in Shock combat only with the larger total (the attacker wins a tie, 5.4.1),
declaring the least strength that still wins on the column least likely to give an X; the
Mob goes round buildings to reach the Police, and pushes the Police it retreats away from
their friends. The Police (police_tactics.py) fire no firearms; they suppress Crowds with
tear gas and the Water Cannon (at a strength with no X), send one squad into each area of
suppressed enemy units, move in stacks that outweigh the enemy next to them (the Reserves
keep out of reach), close in on their own where the riot must be dispersed (I-6, I-7), and
retreat enemy units into gas, other Crowds and corners. Gas failures retreat; Agitators go
along.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from strife.agents.base import Agent
from strife.games.civil_power.agents.appraisal import (
    DISPERSE,
    enemy_stacks,
    safe,
    shock_roll,
    shock_strength,
    tactics_board,
    target_worth,
    walk_distances,
    wins,
)
from strife.games.civil_power.agents.police_play import PolicePlay
from strife.games.civil_power.agents.police_tactics import (
    Situation,
)
from strife.games.civil_power.model.actions import (
    Accompany,
    AddFirer,
    Cancel,
    Done,
    Fire,
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
    TakeBack,
    Target,
    VoluntaryRetreat,
)
from strife.games.civil_power.model.state import CivilPowerState
from strife.games.civil_power.setup import campaign_play, pregame

if TYPE_CHECKING:
    from strife.core.actions import Action
    from strife.core.state import State


class CivilPowerHeuristic(PolicePlay, Agent):
    name = "heuristic"

    def __init__(self, side: str, seed: int) -> None:
        self.side = side
        self.rng = random.Random(seed)
        self._disperse = False
        self._turn = 0
        self._paths: tuple[frozenset[str], dict[str, int]] = (frozenset(), {})
        self._fire_turn = -1
        self._gassed: set[str] = set()  # areas gassed this Fire Combat Phase
        self._plan_turn = -1
        self._plan: dict[str, str] = {}  # squad -> the enemy area it goes into this turn
        self._origin: dict[str, str] = {}  # squad -> where it began this Movement Phase

    def choose(self, state: State, side: str) -> Action:
        if not isinstance(state, CivilPowerState):
            raise TypeError(f"the Civil Power heuristic cannot play {type(state).__name__}")
        # E-4: taking back a step is for people who change their minds; this player composes
        # only what it means to roll (and the search's playouts waste no moves on it).
        options = [o for o in state.options(side) if not isinstance(o, TakeBack)]
        if len(options) == 1:
            return options[0]
        if state.pregame is not None:
            return pregame.suggest(state, side)  # 2.3: the standard forces and set-up
        if state.interlude is not None:
            return campaign_play.suggest(state, side)  # I-2: between two days
        # The brief view holds all this player reads, at a fraction of the whole's cost.
        view = state.brief_view(side)
        self._disperse = view["scenario"] in DISPERSE
        self._turn = int(view["turn"])
        units = {u["id"]: u for u in view["units"]}
        pos: dict[str, tuple[int, int]] = view["board"]["pos"]
        # 8.8: TV Crews go anywhere and may not be attacked: nobody to close in on.
        foes = [
            u for u in units.values()
            if u["side"] != side and u["area"] in pos and u["type"] != "tv_crew"
        ]  # fmt: skip

        paths: dict[str, int] = {}

        def dist_to_foe(area: str) -> int:
            """Areas to the nearest enemy unit through the streets, squares and parks (the
            way Crowds and vehicles go round buildings); through buildings, 50 more."""
            if not paths and foes:
                key = frozenset(f["area"] for f in foes)
                if self._paths[0] != key:
                    self._paths = (key, walk_distances(view["board"], pos, set(key)))
                paths.update(self._paths[1])
            if area in paths:
                return paths[area]
            x, y = pos[area]
            return 50 + min(
                (max(abs(x - pos[f["area"]][0]), abs(y - pos[f["area"]][1])) for f in foes),
                default=49,
            )

        useful = [o for o in options if not isinstance(o, (RaiseEL, Cancel, Reduce))]
        rolls = [o for o in options if isinstance(o, ShockRoll)]
        if rolls:
            return shock_roll(rolls, view, units, side)
        if side == "Police":
            board = tactics_board(view["board"])
            sit = Situation.of(view, side)

            def then(action: Action) -> list[Action]:
                """The options after `action` (on a copy): whether an attack begun would
                find anything worth its while, asked of the position, not remembered."""
                after = state.clone()
                after.apply(side, action)
                return after.options(side)

            act = self._police(view, options, sit, board, then)
            if act is not None:
                return act
        if any(isinstance(o, Target) for o in useful):
            targets = [o for o in useful if isinstance(o, Target)]
            return max(targets, key=lambda o: target_worth(units[o.unit], side))
        composing = [o for o in useful if isinstance(o, (AddFirer, Resolve))]
        if composing:
            return composing[0]
        if any(isinstance(o, Into) for o in useful):
            into = [o for o in useful if isinstance(o, Into)]
            crowded = [o for o in into if any(f["area"] == o.area for f in foes)]
            return crowded[0] if crowded else into[0]
        fires = [o for o in useful if isinstance(o, Fire) and self._worth_firing(units[o.unit])]
        if fires:
            return fires[0]
        throws = [o for o in useful if isinstance(o, Molotov)]
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
            return self._step(options, units[moving], dist_to_foe, view, units, side, pos)
        selects = [o for o in useful if isinstance(o, Select)]
        if selects:
            return selects[0]
        if any(isinstance(o, VoluntaryRetreat) for o in useful):
            return next(o for o in useful if not isinstance(o, VoluntaryRetreat))
        done = [o for o in options if isinstance(o, Done)]
        if done:
            return done[0]
        return useful[0] if useful else options[0]

    def _worth_firing(self, firer: dict[str, Any]) -> bool:
        """The Police fire no firearms: each W or K costs them VP (doubled on a Crowd,
        5.3.1), more than the Morale Check it forces can win back; their Water Cannon fires
        as `_police` chooses."""
        return self.side != "Police"

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
        pos: dict[str, tuple[int, int]],
    ) -> Action:
        steps = [o for o in options if isinstance(o, Step)]
        stop = next((o for o in options if isinstance(o, Stop)), None)
        on_map = view["board"]["on_map"]
        here = dist_to_foe(me["area"]) if me["area"] in on_map else 99
        strong = me["shock"] >= 3 and not me["suppressed"]
        if not steps:
            return stop or next(o for o in options if not isinstance(o, Leave))
        # Into enemy units only where this unit and the friends already there outweigh them
        # in shock (5.4.1: the smaller side retreats).
        steps = [
            o for o in steps
            if dist_to_foe(o.area) > 0 or wins(o.area, me, units, side, view)
        ]  # fmt: skip
        if not steps:
            return stop or next(o for o in options if not isinstance(o, Leave))
        entering = me["area"] not in on_map
        if side == "Police" and me["size"] == "Vehicle" and not self._disperse:
            # The Water Cannon stays back: alone it is wrecked when it loses (8.12.2).
            far = max(steps, key=lambda o: (dist_to_foe(o.area), o.area))
            if entering or (here < 3 and dist_to_foe(far.area) > here):
                return far
            return stop or far
        if side == "Police":
            # Not next to enemy stacks stronger than the Police stack would be there.
            coming = sum(
                shock_strength(u, view["engagement"]) for u in units.values()
                if u["side"] == side and u["area"] == me["area"] and u is not me
                and u["size"] == "Group" and not u["moved"] and not self._disperse
            )  # fmt: skip
            bold = view["scenario"] in DISPERSE and me["morale"] > 3
            exposed = not self._disperse and not entering
            enemies = enemy_stacks(me, units, view, pos) if exposed or not bold else []
            if not bold:  # a bold squad goes where it must
                steps = [o for o in steps if safe(o.area, me, units, view, pos, enemies, coming)]
            if not steps:
                return stop or next(o for o in options if not isinstance(o, Leave))
            if exposed and not safe(me["area"], me, units, view, pos, enemies):
                # Out of reach of the stronger enemy stacks next to it, towards friends.
                return max(steps, key=lambda o: (dist_to_foe(o.area), o.area))
        best = min(steps, key=lambda o: (dist_to_foe(o.area), o.area))
        if entering:
            return best  # entering the map
        if strong and dist_to_foe(best.area) < here:
            return best
        if stop is not None:
            return stop
        return best

"""How the Police heuristic player (heuristic.py) plays its Fire Combat and Movement Phases:
tear gas and the Water Cannon at Crowds, one squad into each area of suppressed enemy units,
escorts and stacks that outweigh the enemy next to them, reading the tactics of
police_tactics.py off its own view."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from strife.games.civil_power.agents.police_tactics import (
    Board,
    Situation,
    attack_plan,
    gas_area,
    gas_thrower,
    retreat_choice,
    toward,
    wc_reduce,
    wc_target,
)
from strife.games.civil_power.model.actions import (
    Cancel,
    Fire,
    Gas,
    Into,
    Reduce,
    Resolve,
    RetreatTo,
    Select,
    Step,
    Stop,
    Target,
)

if TYPE_CHECKING:
    from strife.core.actions import Action


class PolicePlay:
    """The Police player's choices, as part of `CivilPowerHeuristic` (its per-game memory
    is declared here: the areas gassed this phase and the plan of this Movement Phase)."""

    side: str
    _disperse: bool
    _fire_turn: int
    _gassed: set[str]
    _plan_turn: int
    _plan: dict[str, str]
    _origin: dict[str, str]

    def _police(
        self,
        view: dict[str, Any],
        options: list[Action],
        sit: Situation,
        board: Board,
        then: Callable[[Action], list[Action]],
    ) -> Action | None:
        """The Police's own choices (police_tactics): gas, the Water Cannon, retreats they
        conduct for enemy units; None where the shared rules of thumb decide. An attack is
        begun only where `then` shows it would find an area or target worth it, so a Gas or
        Water Cannon attack is never begun only to be cancelled (which could repeat for
        ever: the position after a Cancel is the one before)."""
        turn = int(view["turn"])
        if self._fire_turn != turn:
            self._fire_turn, self._gassed = turn, set()
        cancel = next((o for o in options if isinstance(o, Cancel)), None)
        retreats = [o for o in options if isinstance(o, RetreatTo)]
        mover = sit.units.get(view.get("task_unit") or "")
        if retreats and mover is not None and mover["side"] != self.side:
            return retreat_choice(board, sit, retreats, mover)
        attack = view.get("attack")
        if attack is not None and view["active"] == self.side:
            firer = sit.units[attack["firers"][0]]
            if attack["mode"] == "gas":
                into = [o for o in options if isinstance(o, Into)]
                pick = gas_area(board, sit, into, self._gassed)
                if pick is None:
                    return cancel
                self._gassed.add(pick.area)
                return pick
            if attack["mode"] == "fire" and firer["size"] == "Vehicle":
                targets = [o for o in options if isinstance(o, Target)]
                if targets:
                    aim = wc_target(board, sit, targets)
                    if aim is None:
                        return cancel
                    return aim
                reduce = next((o for o in options if isinstance(o, Reduce)), None)
                if reduce is not None and wc_reduce(board, sit, attack):
                    return reduce
                return next((o for o in options if isinstance(o, Resolve)), None)
            return None
        if view["phase"] == "move" and view["active"] == self.side and not view.get("task"):
            return self._police_move(view, options, sit, board, turn)
        gases = [o for o in options if isinstance(o, Gas)]
        while (thrower := gas_thrower(board, sit, gases, self._gassed)) is not None:
            into = [o for o in then(thrower) if isinstance(o, Into)]
            if gas_area(board, sit, into, self._gassed) is not None:
                return thrower
            gases.remove(thrower)
        for o in options:
            if isinstance(o, Fire) and sit.units[o.unit]["size"] == "Vehicle":
                targets = [t for t in then(o) if isinstance(t, Target)]
                if not targets or wc_target(board, sit, targets) is not None:
                    return o
        return None

    def _police_move(
        self, view: dict[str, Any], options: list[Action], sit: Situation, board: Board, turn: int
    ) -> Action | None:
        """Squads planned into suppressed enemy units go first (`attack_plan`); a squad whose
        stackmate has already moved off goes with it (they hold together what one alone
        could not, 5.4.1); the rest as `_step` decides."""
        moving = view["moving"]
        mine = [u for u in sit.units.values() if u["side"] == self.side]
        if self._plan_turn != turn or (moving is None and not any(u["moved"] for u in mine)):
            # A new Movement Phase (or a search playout from a copy of one): plan afresh.
            self._plan_turn, self._origin = turn, {}
            self._plan = attack_plan(board, sit)
        if moving is None:
            selects = [o for o in options if isinstance(o, Select)]
            if not selects:
                return None
            pick = next((o for o in selects if o.unit in self._plan), None)
            if pick is None:
                pick = next((o for o in selects if self._lead(sit, o.unit) is not None), None)
            if pick is None:
                pick = selects[0]
            self._origin[pick.unit] = sit.units[pick.unit]["area"]
            return pick
        goal = self._plan.get(moving) or self._lead(sit, moving) or self._escort(sit, moving)
        if goal is None:
            return None
        stop = next((o for o in options if isinstance(o, Stop)), None)
        if sit.units[moving]["area"] == goal:
            return stop
        steps = [o for o in options if isinstance(o, Step)]
        return toward(board, sit, steps, goal) or stop

    def _escort(self, sit: Situation, unit: str) -> str | None:
        """The Water Cannon goes with the strongest Police stack (8.12.2: caught alone, a
        vehicle is wrecked by any retreat result; 8.2: it fires up to three areas)."""
        me = sit.units[unit]
        if self._disperse or me["size"] != "Vehicle":
            return None
        stacks: dict[str, int] = {}
        for u in sit.units.values():
            a = u["area"]
            mine = u["side"] == self.side and u["size"] == "Group" and a in sit.by_area
            if mine and not sit.foes_at(a):  # not where it is fighting now
                stacks[a] = stacks.get(a, 0) + sit.strength(u)
        if not stacks:
            return None
        return max(stacks, key=lambda a: (stacks[a], a))

    def _lead(self, sit: Situation, unit: str) -> str | None:
        """Where a stackmate that began in this unit's area went this phase, if this unit
        may join it there (4.1: three Groups at most); not where the riot must be dispersed
        (I-6, I-7: there each squad closes in on its own)."""
        me = sit.units[unit]
        if self._disperse or me["size"] != "Group" or me["suppressed"]:
            return None
        here = self._origin.get(unit, me["area"])
        for uid, began in self._origin.items():
            u = sit.units[uid]
            if uid == unit or began != here or not u["moved"] or uid in self._plan:
                continue
            there = u["area"]
            if there == here or there not in sit.by_area:
                continue
            groups = sum(1 for f in sit.friends_at(there) if f["size"] == "Group")
            if groups < 3 and not sit.foes_at(there):
                return str(there)
        return None

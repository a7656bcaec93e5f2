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
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from strife.agents.base import Agent
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
from strife.games.civil_power.model.state import CivilPowerState
from strife.games.civil_power.setup import campaign_play, pregame

if TYPE_CHECKING:
    from strife.core.actions import Action
    from strife.core.state import State


# Scenarios in which the Police win nothing unless the riot is dispersed (TYPE I: half the
# Crowds eliminated, or no Crowd next to another at the end).
DISPERSE = frozenset({"I-6", "I-7"})


class CivilPowerHeuristic(Agent):
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
        options = state.options(side)
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
                    self._paths = (key, _walk(view["board"], pos, set(key)))
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
            return _shock_roll(rolls, view, units, side)
        if side == "Police":
            board = _tactics_board(view["board"])
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
            return max(targets, key=lambda o: _target_worth(units[o.unit], side))
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
            if dist_to_foe(o.area) > 0 or _wins(o.area, me, units, side, view)
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
                _strength(u, view["engagement"]) for u in units.values()
                if u["side"] == side and u["area"] == me["area"] and u is not me
                and u["size"] == "Group" and not u["moved"] and not self._disperse
            )  # fmt: skip
            bold = view["scenario"] in DISPERSE and me["morale"] > 3
            exposed = not self._disperse and not entering
            enemies = _enemies(me, units, view, pos) if exposed or not bold else []
            if not bold:  # a bold squad goes where it must
                steps = [o for o in steps if _safe(o.area, me, units, view, pos, enemies, coming)]
            if not steps:
                return stop or next(o for o in options if not isinstance(o, Leave))
            if exposed and not _safe(me["area"], me, units, view, pos, enemies):
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


# The Police's reading of the board (police_tactics.Board) for the board last asked about:
# made once, not once per player (search rollouts make fresh players by the thousand).
_tactics: tuple[dict[str, Any], Board] | None = None


def _tactics_board(board: dict[str, Any]) -> Board:
    """police_tactics.Board of a brief view's shared board part."""
    global _tactics
    if _tactics is None or _tactics[0] is not board:
        _tactics = (board, Board.of(board))
    return _tactics[1]


def _walk(
    board: dict[str, Any], pos: dict[str, tuple[int, int]], starts: set[str]
) -> dict[str, int]:
    """Breadth-first distances from `starts` over the areas outside buildings, side by side
    (4.0: movement crosses area sides)."""
    at = {xy: a for a, xy in pos.items()}
    inside = {a for a, t in zip(board["ids"], board["terrain"], strict=True) if t == "building"}
    dist = dict.fromkeys(starts, 0)
    frontier = list(starts)
    while frontier:
        nxt = []
        for a in frontier:
            x, y = pos[a]
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                b = at.get((x + dx, y + dy))
                if b is not None and b not in dist and b not in inside:
                    dist[b] = dist[a] + 1
                    nxt.append(b)
        frontier = nxt
    return dist


def _shock(u: dict[str, Any]) -> int:
    return 0 if u["suppressed"] else int(u["shock"])


def _strength(u: dict[str, Any], el: dict[str, int]) -> int:
    """A unit's Shock strength as its side may declare it (6.7: Crowds double from Mob EL 2,
    Police Groups from Police EL 2; suppressed units add nothing)."""
    double = el.get(u["side"], 0) >= 2 and (
        u["size"] == "Crowd" if u["side"] == "Mob" else u["size"] == "Group"
    )
    return _shock(u) * (2 if double else 1)


def _enemies(
    me: dict[str, Any],
    units: dict[str, dict[str, Any]],
    view: dict[str, Any],
    pos: dict[str, tuple[int, int]],
) -> list[tuple[str, int, int, int]]:
    """Each enemy unit on the map as (area, x, y, Shock strength), for `_safe`: worked out
    once per move, not once per area asked about."""
    side, el = me["side"], view["engagement"]
    return [
        (u["area"], *pos[u["area"]], _strength(u, el))
        for u in units.values()
        if u["side"] != side and u["area"] in pos
    ]


def _safe(
    area: str,
    me: dict[str, Any],
    units: dict[str, dict[str, Any]],
    view: dict[str, Any],
    pos: dict[str, tuple[int, int]],
    enemies: list[tuple[str, int, int, int]],
    coming: int = 0,
) -> bool:
    """Whether a Police stack there (with `coming`: the strength of stackmates that will
    follow) would outweigh every enemy stack next to it (`enemies`: `_enemies`)."""
    side, el = me["side"], view["engagement"]
    x, y = pos[area]
    if me["morale"] <= 3:
        # Reserves break easily (5.1: eliminated on 7+): they keep out of reach.
        return not any(
            max(abs(ex - x), abs(ey - y)) <= 1 for _, ex, ey, strength in enemies if strength > 0
        )
    mine = coming + _strength(me, el) + sum(
        _strength(u, el) for u in units.values()
        if u["side"] == side and u["area"] == area and u is not me
    )  # fmt: skip
    stacks: dict[str, int] = {}
    for a, ex, ey, strength in enemies:
        if a != area and max(abs(ex - x), abs(ey - y)) <= 1:
            stacks[a] = stacks.get(a, 0) + strength
    return all(t <= mine for t in stacks.values())


def _wins(
    area: str, me: dict[str, Any], units: dict[str, dict[str, Any]], side: str, view: dict[str, Any]
) -> bool:
    """Whether moving in would give this side the larger shock total there. The Police
    also want the enemy weak enough (suppressed, mostly) to be beaten on a column with no X
    result: each WIA inflicted costs them a VP, and a Crowd's count double (5.4.1), unless the
    riot must be dispersed to win at all (I-6, I-7), which takes eliminated Crowds."""
    if side == "Police" and me["size"] == "Vehicle" and view["scenario"] not in DISPERSE:
        return False  # 8.12.2: a vehicle alone that must retreat is wrecked
    el = view["engagement"]
    here = [u for u in units.values() if u["area"] == area and u["level"] == 0]
    mine = _strength(me, el) + sum(
        _strength(u, el) for u in here if u["side"] == side and u is not me
    )
    theirs = sum(_strength(u, el) for u in here if u["side"] != side)
    if side == "Police" and theirs > 4 and view["scenario"] not in DISPERSE:
        return False
    return mine > theirs


# 5.4.1 Shock CRT: the first modified roll that gives an X (casualties, which cost the
# inflicting side VP) in each column (0,1,2 / 3,4 / 5,6 / 7-9 / 10-12 / 13+).
_X_FROM = (9, 8, 7, 6, 5, 5)
_COLUMN_LOW = (0, 3, 5, 7, 10, 13)


def _x_chance(strength: int, drm: int) -> float:
    col = max(i for i, low in enumerate(_COLUMN_LOW) if strength >= low)
    return sum(1 for roll in range(1, 7) if roll + drm >= _X_FROM[col]) / 6


def _shock_roll(
    rolls: list[ShockRoll], view: dict[str, Any], units: dict[str, dict[str, Any]], side: str
) -> ShockRoll:
    """5.4.1: declare the least strength that still outweighs the enemy's best (the smaller
    total retreats; a tie goes to the defender), on the column least likely to inflict an X
    (casualties cost the inflicting side VP); with no such strength, roll in full."""
    area = view.get("task_area")
    foes = [u for u in units.values() if u["side"] != side and u["area"] == area]
    theirs = sum(_strength(u, view["engagement"]) for u in foes)
    suppressed = any(u["suppressed"] for u in foes)
    attacker = view["active"] == side
    drm = 1 if suppressed else 0
    # 5.4.1: equal totals retreat the defender, so the attacker wins a tie.
    winning = [r for r in rolls if r.strength > theirs or (attacker and r.strength == theirs)]
    if not winning:
        return max(rolls, key=lambda r: r.strength)
    return min(winning, key=lambda r: (_x_chance(r.strength, drm), -r.strength))


def _target_worth(target: dict[str, Any], side: str) -> float:
    worth = {"Crowd": 2.0, "Group": 3.0, "Individual": 3.5, "Vehicle": 1.0}[target["size"]]
    if side == "Police" and target["size"] == "Crowd":
        worth -= 1.5  # doubled casualties cost the firer
    return worth + (0.5 if target["suppressed"] else 0.0)

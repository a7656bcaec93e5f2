"""How the Police heuristic (heuristic.py) breaks up a riot, reading only its own view.

A Crowd is eliminated by a Morale Check of 7 or more (5.1): an untrained one (morale 3)
only with modifiers, and the modifiers come from being suppressed (+1), having retreated
(+1) and having nowhere to retreat to (+1 per area, 5.4.3). So the Police first suppress
(tear gas, 6.1; the Water Cannon, 8.2), then hit the suppressed Crowds (the Water Cannon
again; Shock combat, 5.4, where a suppressed Crowd has strength 0 and the Police declare
the column with the most retreats and no X), and retreat them (the attacker conducts
retreats, 5.4.3) into gas, into other Crowds (over-stacking suppresses both) and into
corners from which the next push has nowhere to go.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from strife.games.civil_power.model.actions import Gas, Into, RetreatTo, Target

WC_RANGE_STRENGTH = {0: 10, 1: 10, 2: 5, 3: 2}  # 8.2: the Water Cannon by range
SHOCK_MP = 5  # 4.0: a Police squad's Movement Allowance


@dataclass
class Board:
    """The static map as the heuristic needs it: positions, neighbours, buildings."""

    ids: list[str]
    pos: dict[str, tuple[int, int]]
    building: frozenset[str]
    near: dict[str, tuple[str, ...]]  # the eight neighbours on the map
    orth: dict[str, tuple[str, ...]]  # the four side neighbours
    edge: frozenset[str]

    @classmethod
    def of(cls, board: dict[str, Any]) -> Board:
        ids = list(board["ids"])
        pos = {a: (x, y) for a, x, y in zip(ids, board["x"], board["y"], strict=True)}
        at = {xy: a for a, xy in pos.items()}
        building = frozenset(
            a for a, t in zip(ids, board["terrain"], strict=True) if t == "building"
        )
        near: dict[str, tuple[str, ...]] = {}
        orth: dict[str, tuple[str, ...]] = {}
        edge = set()
        for a, (x, y) in pos.items():
            o = [at.get((x + dx, y + dy)) for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0))]
            d = [at.get((x + dx, y + dy)) for dx, dy in ((1, -1), (1, 1), (-1, 1), (-1, -1))]
            orth[a] = tuple(b for b in o if b is not None)
            near[a] = orth[a] + tuple(b for b in d if b is not None)
            if len(orth[a]) < 4:
                edge.add(a)
        return cls(ids, pos, building, near, orth, frozenset(edge))

    def distance(self, a: str, b: str) -> int:
        (x, y), (u, v) = self.pos[a], self.pos[b]
        return max(abs(x - u), abs(y - v))


@dataclass
class Situation:
    """Who is where, from one view."""

    side: str
    el: dict[str, int]
    units: dict[str, dict[str, Any]]
    gas: frozenset[str]
    fires: frozenset[str]
    by_area: dict[str, list[dict[str, Any]]] = field(default_factory=dict)  # on the map

    @classmethod
    def of(cls, view: dict[str, Any], side: str) -> Situation:
        """From a brief view (viewing.brief)."""
        units = {u["id"]: u for u in view["units"]}
        s = cls(side, dict(view["engagement"]), units, frozenset(view["gas"]),
                frozenset(view["fires"]))  # fmt: skip
        on_map = view["board"]["on_map"]
        for u in units.values():
            if u["area"] in on_map:
                s.by_area.setdefault(u["area"], []).append(u)
        return s

    def foes_at(self, area: str) -> list[dict[str, Any]]:
        return [u for u in self.by_area.get(area, ()) if u["side"] != self.side]

    def friends_at(self, area: str) -> list[dict[str, Any]]:
        return [u for u in self.by_area.get(area, ()) if u["side"] == self.side]

    def strength(self, u: dict[str, Any]) -> int:
        """Shock strength as its side may declare it (6.7 doubling; 5.2 suppressed 0)."""
        if u["suppressed"]:
            return 0
        double = self.el.get(u["side"], 0) >= 2 and (
            u["size"] == "Crowd" if u["side"] != self.side else u["size"] == "Group"
        )
        return int(u["shock"]) * (2 if double else 1)

    def mob_strength(self, area: str) -> int:
        """The enemy's Shock total at street level there, an Agitator adding 1 to each
        unsuppressed Group or Crowd (6.4)."""
        here = [u for u in self.foes_at(area) if u["level"] == 0]
        fighters = [u for u in here if u["size"] in ("Crowd", "Group")]
        total = sum(self.strength(u) for u in fighters)
        if any(u["type"] == "agitator" for u in here):
            total += sum(1 for u in fighters if not u["suppressed"])
        return total


def crowd_value(u: dict[str, Any]) -> float:
    """How much a hit on this enemy unit is worth: a suppressed Crowd can be eliminated
    (+1 on its Morale Check), an unsuppressed one mostly only suppressed."""
    if u["size"] not in ("Crowd", "Group") or u["type"] == "tv_crew":
        return 0.0
    return 2.0 if u["suppressed"] else 1.0


def kettle(board: Board, sit: Situation, area: str, crowd: bool) -> int:
    """Ways out of an area for a retreating enemy unit: neighbours it could enter (5.4.3:
    no buildings for Crowds, no areas with our Groups), the fewer the better for us."""
    ways = board.orth[area] if crowd else board.near[area]
    n = 0
    for b in ways:
        if crowd and b in board.building:
            continue
        if b in sit.fires:
            continue
        if any(u["size"] in ("Group", "Crowd") for u in sit.friends_at(b)):
            continue
        n += 1
    return n


def retreat_choice(
    board: Board, sit: Situation, options: list[RetreatTo], mover: dict[str, Any]
) -> RetreatTo:
    """Where the Police push a retreating enemy unit: into gas (a gas Morale Check at the
    end of the retreat, 6.1), into another Crowd (both suppressed, 5.4.3), into corners and
    next to our squads (the next push there has nowhere to go, +1 per area), never towards
    a map edge it could leave by."""
    crowd = mover["size"] == "Crowd"
    ours = [
        u["area"] for u in sit.units.values()
        if u["side"] == sit.side and u["size"] == "Group" and u["area"] in board.pos
    ]  # fmt: skip

    def score(o: RetreatTo) -> tuple[float, str]:
        a = o.area
        v = 0.0
        if a in sit.gas:
            v += 3.0
        if crowd and any(u["size"] == "Crowd" for u in sit.foes_at(a) if u is not mover):
            v += 2.0
        v -= 0.6 * kettle(board, sit, a, crowd)
        if a in board.edge:
            v -= 2.0
        if ours:
            v -= 0.3 * min(board.distance(a, b) for b in ours)
        return (-v, a)

    return min(options, key=score)


def wc_target(board: Board, sit: Situation, options: Iterable[Target]) -> Target | None:
    """The Water Cannon's target (8.2: every enemy unit in the area is hit): the area with
    the most suppressed Crowds, then unsuppressed ones next to our squads."""
    best: tuple[float, str] | None = None
    pick: Target | None = None
    for o in options:
        area = sit.units[o.unit]["area"]
        here = sit.foes_at(area)
        value = sum(crowd_value(u) for u in here)
        if value <= 0:
            continue
        if any(u["type"] == "agitator" for u in here):
            value -= 0.3  # 6.4: -1 on their Morale Checks
        if any(sit.friends_at(b) for b in board.near[area]):
            value += 0.5  # our squads can follow it up
        key = (-value, area)
        if best is None or key < best:
            best, pick = key, o
    return pick


def wc_reduce(board: Board, sit: Situation, attack: dict[str, Any]) -> bool:
    """Whether to reduce the Water Cannon's strength once more (5.0): to 2 at most, the
    Shock column with no X (whose doubled WIA on a Crowd cost the Police VP)."""
    gun = sit.units[attack["firers"][0]]
    target = sit.units.get(attack.get("target") or "")
    if target is None:
        return True
    base = WC_RANGE_STRENGTH.get(board.distance(gun["area"], target["area"]), 2)
    return base - int(attack["reduce"]) > 2


def gas_value(board: Board, sit: Situation, area: str, gassed: set[str]) -> float:
    """What a Gas marker there is worth (6.1: each Mob unit there checks morale, no
    modifiers; failing, it is suppressed or retreats): unsuppressed Crowds our squads or
    the Water Cannon can then hit."""
    fresh = [
        u for u in sit.foes_at(area)
        if u["size"] in ("Crowd", "Group") and not u["suppressed"] and u["level"] == 0
    ]  # fmt: skip
    if not fresh or area in gassed:
        return 0.0
    backed = any(
        u["size"] == "Group" and not u["suppressed"]
        for b in (area, *board.near[area]) for u in sit.friends_at(b)
    )  # fmt: skip
    if not backed:
        return 0.0
    return float(len(fresh))


def gas_thrower(board: Board, sit: Situation, options: list[Gas], gassed: set[str]) -> Gas | None:
    """Which Police unit uses a Gas Grenade (6.1: it counts as its Fire combat attack, so it
    may not then go into enemy units, 4.0): one with a worthwhile area in reach, the weakest
    squad first so that the strong ones stay free to attack; the Gas Gun for distant areas."""
    best: tuple[float, int, str] | None = None
    pick: Gas | None = None
    for o in options:
        u = sit.units[o.unit]
        if u["area"] not in board.pos:
            continue
        if u["gas_gun"]:
            reach = [a for a in board.pos if 0 < board.distance(u["area"], a) <= 6]
        else:
            reach = list(board.near[u["area"]])
        value = max((gas_value(board, sit, a, gassed) for a in reach), default=0.0)
        if value <= 0:
            continue
        key = (-value, int(u["shock"]), o.unit)
        if best is None or key < best:
            best, pick = key, o
    return pick


def gas_area(board: Board, sit: Situation, options: list[Into], gassed: set[str]) -> Into | None:
    scored = [(gas_value(board, sit, o.area, gassed), o.area, o) for o in options]
    scored = [t for t in scored if t[0] > 0]
    if not scored:
        return None
    return max(scored, key=lambda t: (t[0], t[1]))[2]


def walk(board: Board, sit: Situation, start: str, vehicle: bool, limit: int) -> dict[str, int]:
    """Areas a Police unit reaches from `start` within `limit` Movement Points (4.0: one per
    area, diagonals allowed; it stops on entering enemy units; 4.2, 8.12: no buildings for
    vehicles, nor enemy Groups or Crowds; 6.5: no Fires)."""
    dist = {start: 0}
    frontier = [start]
    occupied = sit.by_area  # only areas with units in them can hold enemies
    near, fires = board.near, sit.fires
    while frontier:
        nxt = []
        for a in frontier:
            if a != start and a in occupied and sit.foes_at(a):
                continue  # it stops there
            d = dist[a] + 1
            if d > limit:
                continue
            for b in near[a]:
                if b in dist or b in fires:
                    continue
                if vehicle and (
                    b in board.building
                    or (
                        b in occupied
                        and any(u["size"] in ("Group", "Crowd") for u in sit.foes_at(b))
                    )
                ):
                    continue
                dist[b] = d
                nxt.append(b)
        frontier = nxt
    return dist


def free_squads(sit: Situation) -> list[dict[str, Any]]:
    """Police squads that may still go into enemy units this Movement Phase (5.2, 4.0)."""
    return [
        u for u in sit.units.values()
        if u["side"] == sit.side and u["size"] == "Group" and not u["suppressed"]
        and not u["fired"] and not u["moved"] and u["area"] in sit.by_area
        and u["level"] == 0 and int(u["shock"]) > 0
    ]  # fmt: skip


def attack_plan(board: Board, sit: Situation) -> dict[str, str]:
    """Squads sent into enemy areas where every enemy fighter is suppressed (strength 0,
    5.2), or where an Agitator or Sniper stands alone (6.3, 6.4: caught alone, it is
    eliminated): one squad each, the nearest (the strongest of the nearest), so that the
    rest keep their stacks; it declares the Shock column with most retreats and no X
    (`_shock_roll`)."""
    targets = sorted(
        a for a, here in sit.by_area.items()
        if a in board.pos
        and any(u["side"] != sit.side and u["type"] != "tv_crew" and u["level"] == 0
                for u in here)
        and sit.mob_strength(a) == 0
        and not any(u["side"] == sit.side for u in here)
    )  # fmt: skip
    squads = [u for u in free_squads(sit) if u["area"] in board.pos]
    reach = {u["id"]: walk(board, sit, u["area"], False, SHOCK_MP) for u in squads}
    plan: dict[str, str] = {}
    for t in targets:
        able = [u for u in squads if u["id"] not in plan and t in reach[u["id"]]]
        if not able:
            continue
        best = min(able, key=lambda u: (reach[u["id"]][t], -int(u["shock"]), u["id"]))
        plan[best["id"]] = t
    return plan


def toward(board: Board, sit: Situation, options: Iterable[Any], goal: str) -> Any | None:
    """The step (an option with an `area`) that brings a unit nearest `goal`, through areas
    without enemy units (4.0: it would have to stop in one)."""
    back = walk(board, sit, goal, False, 99)
    best = None
    for o in options:
        d = back.get(o.area)
        if d is None or (o.area != goal and sit.foes_at(o.area)):
            continue
        key = (d, o.area)
        if best is None or key < best[0]:
            best = (key, o)
    return best[1] if best else None

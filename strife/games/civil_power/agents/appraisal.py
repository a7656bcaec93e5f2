"""How the heuristic players appraise a brief view: distances on foot, the enemy stacks
near an area, whether a Shock attack would win, what a target is worth (the numbers the
Mob and the Police heuristics both weigh their moves by)."""

from __future__ import annotations

from typing import Any

from strife.games.civil_power.agents.police_tactics import Board
from strife.games.civil_power.model.actions import ShockRoll

# Scenarios in which the Police win nothing unless the riot is dispersed (TYPE I: half the
# Crowds eliminated, or no Crowd next to another at the end).
DISPERSE = frozenset({"I-6", "I-7"})


# The Police's reading of the board (police_tactics.Board) for the board last asked about:
# made once, not once per player (search rollouts make fresh players by the thousand).
_tactics: tuple[dict[str, Any], Board] | None = None


def tactics_board(board: dict[str, Any]) -> Board:
    """police_tactics.Board of a brief view's shared board part."""
    global _tactics
    if _tactics is None or _tactics[0] is not board:
        _tactics = (board, Board.of(board))
    return _tactics[1]


def walk_distances(
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


def shock_strength(u: dict[str, Any], el: dict[str, int]) -> int:
    """A unit's Shock strength as its side may declare it (6.7: Crowds double from Mob EL 2,
    Police Groups from Police EL 2; suppressed units add nothing)."""
    double = el.get(u["side"], 0) >= 2 and (
        u["size"] == "Crowd" if u["side"] == "Mob" else u["size"] == "Group"
    )
    return _shock(u) * (2 if double else 1)


def enemy_stacks(
    me: dict[str, Any],
    units: dict[str, dict[str, Any]],
    view: dict[str, Any],
    pos: dict[str, tuple[int, int]],
) -> list[tuple[str, int, int, int]]:
    """Each enemy unit on the map as (area, x, y, Shock strength), for `safe`: worked out
    once per move, not once per area asked about."""
    side, el = me["side"], view["engagement"]
    return [
        (u["area"], *pos[u["area"]], shock_strength(u, el))
        for u in units.values()
        if u["side"] != side and u["area"] in pos
    ]


def safe(
    area: str,
    me: dict[str, Any],
    units: dict[str, dict[str, Any]],
    view: dict[str, Any],
    pos: dict[str, tuple[int, int]],
    enemies: list[tuple[str, int, int, int]],
    coming: int = 0,
) -> bool:
    """Whether a Police stack there (with `coming`: the strength of stackmates that will
    follow) would outweigh every enemy stack next to it (`enemies`: `enemy_stacks`)."""
    side, el = me["side"], view["engagement"]
    x, y = pos[area]
    if me["morale"] <= 3:
        # Reserves break easily (5.1: eliminated on 7+): they keep out of reach.
        return not any(
            max(abs(ex - x), abs(ey - y)) <= 1 for _, ex, ey, strength in enemies if strength > 0
        )
    mine = coming + shock_strength(me, el) + sum(
        shock_strength(u, el) for u in units.values()
        if u["side"] == side and u["area"] == area and u is not me
    )  # fmt: skip
    stacks: dict[str, int] = {}
    for a, ex, ey, strength in enemies:
        if a != area and max(abs(ex - x), abs(ey - y)) <= 1:
            stacks[a] = stacks.get(a, 0) + strength
    return all(t <= mine for t in stacks.values())


def wins(
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
    mine = shock_strength(me, el) + sum(
        shock_strength(u, el) for u in here if u["side"] == side and u is not me
    )
    theirs = sum(shock_strength(u, el) for u in here if u["side"] != side)
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


def shock_roll(
    rolls: list[ShockRoll], view: dict[str, Any], units: dict[str, dict[str, Any]], side: str
) -> ShockRoll:
    """5.4.1: declare the least strength that still outweighs the enemy's best (the smaller
    total retreats; a tie goes to the defender), on the column least likely to inflict an X
    (casualties cost the inflicting side VP); with no such strength, roll in full."""
    area = view.get("task_area")
    foes = [u for u in units.values() if u["side"] != side and u["area"] == area]
    theirs = sum(shock_strength(u, view["engagement"]) for u in foes)
    suppressed = any(u["suppressed"] for u in foes)
    attacker = view["active"] == side
    drm = 1 if suppressed else 0
    # 5.4.1: equal totals retreat the defender, so the attacker wins a tie.
    winning = [r for r in rolls if r.strength > theirs or (attacker and r.strength == theirs)]
    if not winning:
        return max(rolls, key=lambda r: r.strength)
    return min(winning, key=lambda r: (_x_chance(r.strength, drm), -r.strength))


def target_worth(target: dict[str, Any], side: str) -> float:
    worth = {"Crowd": 2.0, "Group": 3.0, "Individual": 3.5, "Vehicle": 1.0}[target["size"]]
    if side == "Police" and target["size"] == "Crowd":
        worth -= 1.5  # doubled casualties cost the firer
    return worth + (0.5 if target["suppressed"] else 0.0)

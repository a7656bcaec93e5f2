"""A heuristic POWER player that plays like a sensible person.

Each round it writes a plan from what it can see, in order of urgency: strike an enemy
Headquarters it can take this round, defend its own Headquarters when an enemy able to take
the Flag is in reach, grow (buy Infantry with Power Units and exchange three for a
Regiment), send Fighters and Bombers into enemy Countries for Power Units, march its
Infantry and Tanks towards the weakest enemy Headquarters, and bring Reserve pieces home.
"""

from __future__ import annotations

import random
from collections import defaultdict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from strife.agents.base import Agent
from strife.games.power.commands import (
    Buy,
    ChooseArmy,
    ChooseForfeit,
    Done,
    Exchange,
    MissileCancel,
    Move,
)
from strife.games.power.pieces import Movement

if TYPE_CHECKING:
    from strife.core.actions import Action
    from strife.core.state import State
    from strife.games.power.board import Board
    from strife.games.power.pieces import PieceTable

Spot = tuple[str, str]  # (location, piece)
PER_PAD = 5


@dataclass
class Picture:
    """What the player sees this round, arranged for planning."""

    side: str
    armies: tuple[str, ...]
    mine: dict[str, dict[Spot, int]]  # my army -> (loc, piece) -> count
    enemy_power: dict[str, dict[str, int]]  # loc -> enemy party -> power
    enemy_pieces: dict[str, list[tuple[str, str, int]]]  # party -> (loc, piece, count)
    enemy_armies: dict[str, str]  # enemy army -> its party
    power_units: dict[str, int]
    alive: dict[str, bool]  # army -> flag standing
    used: dict[str, int] = field(default_factory=dict)  # commands written per pad army
    moved: dict[tuple[str, str, str], int] = field(default_factory=lambda: defaultdict(int))


class PowerHeuristic(Agent):
    name = "heuristic"

    def __init__(self, side: str, seed: int = 0) -> None:
        self.side = side
        self.rng = random.Random(seed)
        self.plan: list[Action] = []
        self.planned_for: tuple[int, str] | None = None

    def choose(self, state: State, side: str) -> Action:
        options = state.options(side)
        view = state.view(side)
        if view["stage"] != "planning":
            return self._resolve_choice(options)
        key = (view["round"], side)
        if self.planned_for != key:
            self.planned_for = key
            game: Any = state.game
            self.plan = plan_round(view, side, game.board, game.table, self.rng)
        while self.plan:
            wanted = self.plan.pop(0)
            if wanted in options:
                return wanted
        return self._close(options)

    def _close(self, options: list[Action]) -> Action:
        """End the round's writing; a Mega-Missile draft left open (by a search that handed
        this player the position mid-draft) is cancelled first, since the plan never builds one."""
        for kind in (Done, MissileCancel):
            for option in options:
                if isinstance(option, kind):
                    return option
        return self.rng.choice(options)

    def _resolve_choice(self, options: list[Action]) -> Action:
        # Break down a piece sitting in Reserve rather than one holding ground.
        for option in options:
            if isinstance(option, ChooseForfeit) and option.loc.endswith("RV"):
                return option
        for option in options:
            if isinstance(option, ChooseArmy | ChooseForfeit):
                return option
        return options[0]


def picture(view: dict[str, Any], side: str, table: PieceTable) -> Picture:
    armies = tuple(view["sides"][side]["armies"])
    my_party = side
    party_of = {army: (info["side"] or army) for army, info in view["armies"].items()}
    mine: dict[str, dict[Spot, int]] = {a: defaultdict(int) for a in armies}
    enemy_power: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    enemy_pieces: dict[str, list[tuple[str, str, int]]] = defaultdict(list)
    for row in view["pieces"]:
        army, loc, piece, n = row["army"], row["loc"], row["piece"], row["count"]
        if army in armies:
            mine[army][loc, piece] += n
        else:
            party = party_of[army]
            enemy_power[loc][party] += table[piece].power * n
            enemy_pieces[party].append((loc, piece, n))
    return Picture(
        side=side,
        armies=armies,
        mine=mine,
        enemy_power=enemy_power,
        enemy_pieces=enemy_pieces,
        enemy_armies={a: p for a, p in party_of.items() if p != my_party},
        power_units={a: view["armies"][a]["power_units"] for a in armies},
        alive={a: not info["eliminated"] for a, info in view["armies"].items()},
    )


def plan_round(
    view: dict[str, Any], side: str, board: Board, table: PieceTable, rng: random.Random
) -> list[Action]:
    """The round's commands; `rng` breaks ties between equally good targets, so that games
    between heuristic players differ from seed to seed."""
    pic = picture(view, side, table)
    plan: list[Action] = []
    plan += _strike(pic, board, table)
    plan += _defend(pic, board, table)
    plan += _grow(pic, board, table)
    plan += _raid(pic, board, table, rng)
    plan += _advance(pic, board, table, rng)
    plan += _come_home(pic, board, table)
    return plan


# -- helpers -----------------------------------------------------------------------------------


def _budget(pic: Picture, army: str, n: int = 1) -> bool:
    return pic.used.get(army, 0) + n <= PER_PAD


def _spend(pic: Picture, army: str, n: int = 1) -> None:
    pic.used[army] = pic.used.get(army, 0) + n


def _free(pic: Picture, army: str, loc: str, piece: str) -> int:
    """Pieces here not yet given an order this round."""
    return pic.mine[army].get((loc, piece), 0) - pic.moved[army, loc, piece]


def _move(pic: Picture, army: str, piece: str, frm: str, to: str) -> Move:
    pic.moved[army, frm, piece] += 1
    pic.moved[army, to, piece] += 1  # a piece that arrived cannot move again
    pic.mine[army][to, piece] = pic.mine[army].get((to, piece), 0) + 1
    _spend(pic, army)
    return Move(army, piece, frm, to)


def _reach(board: Board, table: PieceTable, army: str, loc: str, piece: str) -> tuple[str, ...]:
    kind = table[piece]
    if kind.movement is Movement.MISSILE:
        return ()
    if board.is_reserve[loc]:
        return (board.hq(army),)
    return board.reach(kind.movement, kind.moves, loc)


def _enemy_here(pic: Picture, loc: str) -> int:
    return max(pic.enemy_power.get(loc, {}).values(), default=0)


def _my_power_at(pic: Picture, table: PieceTable, loc: str) -> int:
    return sum(
        table[piece].power * n
        for army in pic.armies
        for (at, piece), n in pic.mine[army].items()
        if at == loc
    )


def _movable(pic: Picture, board: Board) -> list[tuple[str, str, str]]:
    """(army, loc, piece) of my pieces that could still be ordered to move."""
    out = []
    for army in pic.armies:
        for (loc, piece), _ in sorted(pic.mine[army].items()):
            if _free(pic, army, loc, piece) > 0 and piece != "M":
                out.append((army, loc, piece))
    return out


# -- the plan, in order of urgency ------------------------------------------------------------


def _strike(pic: Picture, board: Board, table: PieceTable) -> list[Action]:
    """Take an enemy Flag this round if enough of my force can reach its Headquarters."""
    targets = []
    for army, party in pic.enemy_armies.items():
        if not pic.alive.get(army):
            continue
        hq = board.hq(army)
        reserve = board.reserve(army)
        held = sum(table[p].power * n for at, p, n in pic.enemy_pieces[party] if at == hq)
        backup = sum(table[p].power * n for at, p, n in pic.enemy_pieces[party] if at == reserve)
        targets.append((held + backup, hq))
    for defence, hq in sorted(targets):
        plan = _assault(pic, board, table, hq, defence)
        if plan:
            return plan
    return []


def _assault(pic: Picture, board: Board, table: PieceTable, hq: str, defence: int) -> list[Action]:
    able = [
        (table[piece].power, army, loc, piece)
        for army, loc, piece in _movable(pic, board)
        for _ in range(_free(pic, army, loc, piece))
        if hq in _reach(board, table, army, loc, piece)
    ]
    able.sort(reverse=True)
    foot = [a for a in able if table[a[3]].captures_flags]
    if not foot:
        return []
    chosen = [foot[0]]
    rest = [a for a in able if a is not foot[0]]
    total = foot[0][0]
    for candidate in rest:
        if total > defence:
            break
        chosen.append(candidate)
        total += candidate[0]
    counts: dict[str, int] = defaultdict(int)
    for _, army, _, _ in chosen:
        counts[army] += 1
    if total <= defence or any(not _budget(pic, a, n) for a, n in counts.items()):
        return []
    return [_move(pic, army, piece, loc, hq) for _, army, loc, piece in chosen]


def _threat(pic: Picture, board: Board, table: PieceTable, hq: str) -> int:
    """The most power one enemy able to take the Flag could bring into my HQ this round."""
    worst = 0
    for pieces in pic.enemy_pieces.values():
        power, can_take = 0, False
        for loc, piece, n in pieces:
            kind = table[piece]
            if loc == hq or (
                kind.movement is not Movement.MISSILE
                and not board.is_reserve[loc]
                and hq in board.reach(kind.movement, kind.moves, loc)
            ):
                power += kind.power * n
                can_take = can_take or kind.captures_flags
        if can_take:
            worst = max(worst, power)
    return worst


def _defend(pic: Picture, board: Board, table: PieceTable) -> list[Action]:
    plan: list[Action] = []
    for army in pic.armies:
        hq, reserve = board.hq(army), board.reserve(army)
        threat = _threat(pic, board, table, hq)
        held = _my_power_at(pic, table, hq)
        # Reserve pieces first: they can only ever go to the Headquarters.
        for (loc, piece), _ in sorted(
            pic.mine[army].items(), key=lambda kv: -table[kv[0][1]].power
        ):
            while (
                held <= threat
                and loc == reserve
                and piece != "M"
                and _budget(pic, army)
                and _free(pic, army, loc, piece) > 0
            ):
                plan.append(_move(pic, army, piece, reserve, hq))
                held += table[piece].power
        while held <= threat and _budget(pic, army, 2) and pic.power_units[army] >= 2:
            kind = max(
                (k for k in table.group_one if k.power <= pic.power_units[army]),
                key=lambda k: k.power,
            )
            pic.power_units[army] -= kind.power
            plan.append(Buy(army, kind.code, kind.power))
            _spend(pic, army)
            pic.mine[army][reserve, kind.code] = pic.mine[army].get((reserve, kind.code), 0) + 1
            plan.append(_move(pic, army, kind.code, reserve, hq))
            held += kind.power
    return plan


def _grow(pic: Picture, board: Board, table: PieceTable) -> list[Action]:
    """Infantry bought two Power Units apiece, three exchanged for a Regiment (power 20)."""
    plan: list[Action] = []
    for army in pic.armies:
        reserve = board.reserve(army)
        for (loc, piece), n in sorted(pic.mine[army].items()):
            kind = table[piece]
            free = _free(pic, army, loc, piece)
            if kind.upgrade and n >= 3 and free >= 3 and _budget(pic, army):
                plan.append(Exchange(army, piece, loc))
                _spend(pic, army)
                pic.mine[army][loc, piece] -= 3
                pic.mine[army][loc, kind.upgrade] = pic.mine[army].get((loc, kind.upgrade), 0) + 1
        infantry = pic.mine[army].get((reserve, "I"), 0)
        units = pic.power_units[army]
        missing = 3 - infantry
        if missing > 0 and units >= 2 * missing and _budget(pic, army, missing + 2):
            for _ in range(missing):
                plan.append(Buy(army, "I", 2))
                _spend(pic, army)
            pic.power_units[army] -= 2 * missing
            plan.append(Exchange(army, "I", reserve))
            _spend(pic, army)
            pic.mine[army][reserve, "I"] = 0
            pic.mine[army][reserve, "R"] = pic.mine[army].get((reserve, "R"), 0) + 1
            plan.append(_move(pic, army, "R", reserve, board.hq(army)))
    return plan


def _raid(pic: Picture, board: Board, table: PieceTable, rng: random.Random) -> list[Action]:
    """Planes into enemy Countries (one each) for Power Units, where they are safe."""
    plan: list[Action] = []
    for army in pic.armies:
        covered = {
            board.country_of(loc)
            for (loc, _), n in pic.mine[army].items()
            if n and board.country_of(loc) in pic.enemy_armies
        }
        for loc, piece in [(at, p) for (at, p), _ in sorted(pic.mine[army].items()) if p in "FB"]:
            if board.country_of(loc) in pic.enemy_armies and _enemy_here(pic, loc) == 0:
                continue  # already earning
            if _free(pic, army, loc, piece) <= 0 or not _budget(pic, army):
                continue
            if board.is_reserve[loc]:
                continue
            power = table[piece].power
            reach = list(_reach(board, table, army, loc, piece))
            rng.shuffle(reach)
            for to in reach:
                country = board.country_of(to)
                enemy = pic.enemy_armies.get(country or "")
                if (
                    country
                    and enemy
                    and pic.alive.get(country)
                    and country not in covered
                    and to != board.hq(country)
                    and _enemy_here(pic, to) < power
                ):
                    plan.append(_move(pic, army, piece, loc, to))
                    covered.add(country)
                    break
    return plan


def _weakest_enemy_hq(
    pic: Picture, board: Board, table: PieceTable, rng: random.Random
) -> str | None:
    held_at: dict[str, int] = {}
    for army, party in pic.enemy_armies.items():
        if not pic.alive.get(army):
            continue
        hq = board.hq(army)
        held_at[hq] = sum(table[p].power * n for at, p, n in pic.enemy_pieces[party] if at == hq)
    if not held_at:
        return None
    weakest = min(held_at.values())
    return rng.choice(sorted(hq for hq, held in held_at.items() if held == weakest))


def _advance(pic: Picture, board: Board, table: PieceTable, rng: random.Random) -> list[Action]:
    """March Infantry, Regiments and Tanks towards the weakest enemy Headquarters."""
    target = _weakest_enemy_hq(pic, board, table, rng)
    if target is None:
        return []
    plan: list[Action] = []
    for army, loc, piece in _movable(pic, board):
        if piece not in "IRTH" or board.is_reserve[loc] or loc == board.hq(army):
            continue
        here = board.distance(loc, target)
        steps: dict[str, int] = {}
        for to in _reach(board, table, army, loc, piece):
            if to == target or _enemy_here(pic, to) >= table[piece].power:
                continue
            d = board.distance(to, target)
            if d >= 0:
                steps[to] = d
        closest = min(steps.values(), default=here)
        if closest < here and _budget(pic, army):
            to = rng.choice(sorted(t for t, d in steps.items() if d == closest))
            plan.append(_move(pic, army, piece, loc, to))
    # Leave the Headquarters with the Infantry and Tanks; Destroyers stay to guard it.
    for army, loc, piece in _movable(pic, board):
        if loc != board.hq(army) or piece not in "IRTH" or not _budget(pic, army):
            continue
        options = [t for t in _reach(board, table, army, loc, piece) if _enemy_here(pic, t) == 0]
        if options:
            to = min(options, key=lambda t: (board.distance(t, target), t))
            plan.append(_move(pic, army, piece, loc, to))
    return plan


def _come_home(pic: Picture, board: Board, table: PieceTable) -> list[Action]:
    plan: list[Action] = []
    for army in pic.armies:
        reserve = board.reserve(army)
        for (loc, piece), _ in sorted(pic.mine[army].items()):
            while (
                loc == reserve
                and piece != "M"
                and _free(pic, army, loc, piece) > 0
                and _budget(pic, army)
            ):
                plan.append(_move(pic, army, piece, reserve, board.hq(army)))
    return plan

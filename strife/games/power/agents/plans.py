"""The heuristic POWER player's plan, in order of urgency: strike an enemy Headquarters it can
take this round, defend its own when threatened, grow (buy Infantry, exchange for a
Regiment), raid enemy Countries for Power Units, advance on the weakest enemy Headquarters,
and bring Reserve pieces home."""

from __future__ import annotations

import random
from collections import defaultdict
from typing import TYPE_CHECKING

from strife.games.power.agents.picture import (
    Picture,
    budget,
    enemy_here,
    movable,
    move,
    my_power_at,
    reach_of,
    spend,
    unordered,
)
from strife.games.power.model.commands import (
    Buy,
    Exchange,
)
from strife.games.power.model.pieces import Movement

if TYPE_CHECKING:
    from strife.core.actions import Action
    from strife.games.power.model.board import Board
    from strife.games.power.model.pieces import PieceTable


def strike(pic: Picture, board: Board, table: PieceTable) -> list[Action]:
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
        for army, loc, piece in movable(pic, board)
        for _ in range(unordered(pic, army, loc, piece))
        if hq in reach_of(board, table, army, loc, piece)
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
    if total <= defence or any(not budget(pic, a, n) for a, n in counts.items()):
        return []
    return [move(pic, army, piece, loc, hq) for _, army, loc, piece in chosen]


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


def defend(pic: Picture, board: Board, table: PieceTable) -> list[Action]:
    plan: list[Action] = []
    for army in pic.armies:
        hq, reserve = board.hq(army), board.reserve(army)
        threat = _threat(pic, board, table, hq)
        held = my_power_at(pic, table, hq)
        # Reserve pieces first: they can only ever go to the Headquarters.
        for (loc, piece), _ in sorted(
            pic.mine[army].items(), key=lambda kv: -table[kv[0][1]].power
        ):
            while (
                held <= threat
                and loc == reserve
                and piece != "M"
                and budget(pic, army)
                and unordered(pic, army, loc, piece) > 0
            ):
                plan.append(move(pic, army, piece, reserve, hq))
                held += table[piece].power
        while held <= threat and budget(pic, army, 2) and pic.power_units[army] >= 2:
            kind = max(
                (k for k in table.group_one if k.power <= pic.power_units[army]),
                key=lambda k: k.power,
            )
            pic.power_units[army] -= kind.power
            plan.append(Buy(army, kind.code, kind.power))
            spend(pic, army)
            pic.mine[army][reserve, kind.code] = pic.mine[army].get((reserve, kind.code), 0) + 1
            plan.append(move(pic, army, kind.code, reserve, hq))
            held += kind.power
    return plan


def grow(pic: Picture, board: Board, table: PieceTable) -> list[Action]:
    """Infantry bought two Power Units apiece, three exchanged for a Regiment (power 20)."""
    plan: list[Action] = []
    for army in pic.armies:
        reserve = board.reserve(army)
        for (loc, piece), n in sorted(pic.mine[army].items()):
            kind = table[piece]
            free = unordered(pic, army, loc, piece)
            if kind.upgrade and n >= 3 and free >= 3 and budget(pic, army):
                plan.append(Exchange(army, piece, loc))
                spend(pic, army)
                pic.mine[army][loc, piece] -= 3
                pic.mine[army][loc, kind.upgrade] = pic.mine[army].get((loc, kind.upgrade), 0) + 1
        infantry = pic.mine[army].get((reserve, "I"), 0)
        units = pic.power_units[army]
        missing = 3 - infantry
        if missing > 0 and units >= 2 * missing and budget(pic, army, missing + 2):
            for _ in range(missing):
                plan.append(Buy(army, "I", 2))
                spend(pic, army)
            pic.power_units[army] -= 2 * missing
            plan.append(Exchange(army, "I", reserve))
            spend(pic, army)
            pic.mine[army][reserve, "I"] = 0
            pic.mine[army][reserve, "R"] = pic.mine[army].get((reserve, "R"), 0) + 1
            plan.append(move(pic, army, "R", reserve, board.hq(army)))
    return plan


def raid(pic: Picture, board: Board, table: PieceTable, rng: random.Random) -> list[Action]:
    """Planes into enemy Countries (one each) for Power Units, where they are safe."""
    plan: list[Action] = []
    for army in pic.armies:
        covered = {
            board.country_of(loc)
            for (loc, _), n in pic.mine[army].items()
            if n and board.country_of(loc) in pic.enemy_armies
        }
        for loc, piece in [(at, p) for (at, p), _ in sorted(pic.mine[army].items()) if p in "FB"]:
            if board.country_of(loc) in pic.enemy_armies and enemy_here(pic, loc) == 0:
                continue  # already earning
            if unordered(pic, army, loc, piece) <= 0 or not budget(pic, army):
                continue
            if board.is_reserve[loc]:
                continue
            power = table[piece].power
            reach = list(reach_of(board, table, army, loc, piece))
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
                    and enemy_here(pic, to) < power
                ):
                    plan.append(move(pic, army, piece, loc, to))
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


def advance(pic: Picture, board: Board, table: PieceTable, rng: random.Random) -> list[Action]:
    """March Infantry, Regiments and Tanks towards the weakest enemy Headquarters."""
    target = _weakest_enemy_hq(pic, board, table, rng)
    if target is None:
        return []
    plan: list[Action] = []
    for army, loc, piece in movable(pic, board):
        if piece not in "IRTH" or board.is_reserve[loc] or loc == board.hq(army):
            continue
        here = board.distance(loc, target)
        steps: dict[str, int] = {}
        for to in reach_of(board, table, army, loc, piece):
            if to == target or enemy_here(pic, to) >= table[piece].power:
                continue
            d = board.distance(to, target)
            if d >= 0:
                steps[to] = d
        closest = min(steps.values(), default=here)
        if closest < here and budget(pic, army):
            to = rng.choice(sorted(t for t, d in steps.items() if d == closest))
            plan.append(move(pic, army, piece, loc, to))
    # Leave the Headquarters with the Infantry and Tanks; Destroyers stay to guard it.
    for army, loc, piece in movable(pic, board):
        if loc != board.hq(army) or piece not in "IRTH" or not budget(pic, army):
            continue
        options = [t for t in reach_of(board, table, army, loc, piece) if enemy_here(pic, t) == 0]
        if options:
            to = min(options, key=lambda t: (board.distance(t, target), t))
            plan.append(move(pic, army, piece, loc, to))
    return plan


def come_home(pic: Picture, board: Board, table: PieceTable) -> list[Action]:
    plan: list[Action] = []
    for army in pic.armies:
        reserve = board.reserve(army)
        for (loc, piece), _ in sorted(pic.mine[army].items()):
            while (
                loc == reserve
                and piece != "M"
                and unordered(pic, army, loc, piece) > 0
                and budget(pic, army)
            ):
                plan.append(move(pic, army, piece, reserve, board.hq(army)))
    return plan

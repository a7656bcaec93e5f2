"""The media as a neutral actor (rulings 21.3-a to 21.3-e): where the engine sends each news
crew when the initiative passes, over the board alone. A crew heads for the story and stops
where it sees it; it crosses no obstacle and needs no morale check."""

from __future__ import annotations

import heapq
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import IntEnum

from strife.games.by_will_alone.model.board import Board
from strife.games.by_will_alone.model.map_data import FeatureKind, Obstacle

Passable = Callable[[str, str], bool]


class News(IntEnum):
    """How newsworthy an event is (21.3-c, on 21-h's scale)."""

    CONFRONTATION = 1
    ARREST = 2
    FORCE = 3  # force of level 2 or more


@dataclass(frozen=True)
class NewsEvent:
    news: News
    feature: str
    order: int  # when it happened in the initiative; a later event breaks a tie


# 9.2 and ruling 21.3-b: no crew enters water; a crew in a vehicle keeps to what vehicles
# may enter (not housing blocks, heavy woods or buildings).
WATER = frozenset({FeatureKind.RIVER, FeatureKind.LAKE})
NO_VEHICLES = frozenset({FeatureKind.HOUSING_BLOCK, FeatureKind.HEAVY_WOODS, FeatureKind.BUILDING})


def crew_passable(board: Board, on_foot: bool) -> Passable:
    """The ways a crew may take (21.3-b): no obstacle on the edge, no water, and for a crew
    with a vehicle nothing a vehicle may not enter."""
    barred = WATER if on_foot else WATER | NO_VEHICLES

    def passable(origin: str, to: str) -> bool:
        edge = board.edge(origin, to)
        if edge is None or edge.obstacle is not Obstacle.NONE:
            return False
        return board.feature(to).kind not in barred

    return passable


def story(events: Sequence[NewsEvent]) -> str | None:
    """The feature of the initiative's most newsworthy event, the later breaking a tie."""
    if not events:
        return None
    return max(events, key=lambda e: (e.news, e.order)).feature


def _search(board: Board, start: str, passable: Passable) -> tuple[list[str], dict[str, str]]:
    """Shortest ways from start: the order features are reached in (nearest first), and each
    one's predecessor on its chosen way. Among ways equally short a crew keeps to the open:
    fewest blocks, buildings and woods gone through; then the first way clockwise from north
    (9.1-b) (21.3-c)."""
    best: dict[str, tuple[int, int]] = {start: (0, 0)}
    parent = {start: start}
    order: list[str] = []
    done: set[str] = set()
    heap: list[tuple[int, int, int, str]] = [(0, 0, 0, start)]
    pushed = 0
    while heap:
        steps, covered, _, here = heapq.heappop(heap)
        if (steps, covered) != best[here] or here in done:
            continue
        done.add(here)
        order.append(here)
        for edge in board.neighbours(here):
            if not passable(here, edge.to):
                continue
            cost = (steps + 1, covered + board.feature(edge.to).conceals)
            if edge.to not in best or cost < best[edge.to]:
                best[edge.to] = cost
                parent[edge.to] = here
                pushed += 1
                heapq.heappush(heap, (*cost, pushed, edge.to))
    return order, parent


def _way(parent: dict[str, str], start: str, goal: str) -> tuple[str, ...]:
    way = [goal]
    while way[-1] != start:
        way.append(parent[way[-1]])
    return tuple(reversed(way[:-1]))


def nearest_contact(board: Board, start: str, contested: Iterable[str]) -> str | None:
    """With no event, the story is the nearest feature holding units of both sides (21.3-c)."""
    wanted = set(contested)
    order, _ = _search(board, start, lambda a, b: True)
    return next((f for f in order if f in wanted), None)


def route(board: Board, start: str, target: str, rate: int, passable: Passable) -> tuple[str, ...]:
    """The features a crew moves through this time, at most `rate`: along the shortest way to
    the nearest feature from which it sees the target, stopping there (21.3-c). Empty if it
    already sees it or cannot get to where it would."""
    if board.sees(start, target):
        return ()
    order, parent = _search(board, start, passable)
    goal = next((f for f in order if board.sees(f, target)), None)
    if goal is None:
        return ()
    return _way(parent, start, goal)[:rate]


def driven_off(board: Board, start: str, attackers: str, passable: Passable) -> str | None:
    """A crew attacked (18.4-b) moves one feature, to the neighbour furthest (in features)
    from its attackers, the first clockwise from north on a tie; None if it cannot move."""
    order, parent = _search(board, attackers, lambda a, b: True)
    depth = {attackers: 0}
    for f in order[1:]:
        depth[f] = depth[parent[f]] + 1
    best: tuple[int, str] | None = None
    for edge in board.neighbours(start):
        if passable(start, edge.to) and (best is None or depth[edge.to] > best[0]):
            best = (depth[edge.to], edge.to)
    return None if best is None else best[1]

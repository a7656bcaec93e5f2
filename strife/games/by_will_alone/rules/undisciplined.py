"""Where a stand that has lost nonviolent discipline goes (16.3): toward the closest
authority unit in sight, or else the last place one was known to be."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Collection
from dataclasses import dataclass

from strife.games.by_will_alone.model.board import Board

Passable = Callable[[str, str], bool]


@dataclass(frozen=True, slots=True)
class Heading:
    """The feature an undisciplined stand heads for, and its next step there (None when it
    is already there: it attacks)."""

    goal: str
    step: str | None


def closest(
    board: Board, origin: str, goals: Collection[str], passable: Passable
) -> Heading | None:
    """The goal fewest moves away over features the stand can cross (breadth first, each
    feature's neighbours clockwise from north, so a tie goes to the first found: ruling
    16.3-a), with the first step toward it; None if none can be reached."""
    if origin in goals:
        return Heading(origin, None)
    first: dict[str, str] = {}
    queue: deque[str] = deque([origin])
    seen = {origin}
    while queue:
        here = queue.popleft()
        for edge in board.neighbours(here):
            there = edge.to
            if there in seen or not passable(here, there):
                continue
            seen.add(there)
            first[there] = first.get(here, there)
            if there in goals:
                return Heading(there, first[there])
            queue.append(there)
    return None


def undisciplined_heading(
    board: Board,
    origin: str,
    in_sight: Collection[str],
    last_known: Collection[str],
    passable: Passable,
) -> Heading | None:
    """16.3: head for the closest authority unit in sight (the features it is in); if none
    is in sight, for the closest last known location of one. None if there is nowhere to
    go (the stand holds where it is: ruling 16.3-b)."""
    if in_sight:
        return closest(board, origin, in_sight, passable)
    if last_known:
        return closest(board, origin, last_known, passable)
    return None

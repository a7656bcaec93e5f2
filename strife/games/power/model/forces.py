"""Where each army's pieces are, and what they did this round.

An army's forces are counts keyed by (location, piece code, status). The status says what a
piece has done this round, because the rules care: a piece moves once a round, a piece made
by an exchange outside Reserve cannot move until the next round, and in a tie only pieces
that arrived this round bounce back, once, to where they came from.
"""

from __future__ import annotations

from collections.abc import Iterator
from operator import itemgetter

from strife.games.power.model.pieces import PieceTable

HOME = ""  # in place since the round began: free to move
MADE = "*"  # made by an exchange this round: moves only from Reserve
BOUNCED = "<"  # bounced back this round: cannot move or bounce again
# Any other status is the location the piece arrived from this round.

Key = tuple[str, str, str]
Forces = dict[Key, int]


def arrived(status: str) -> bool:
    return status not in (HOME, MADE, BOUNCED)


_loc = itemgetter(0)
_status = itemgetter(2)


def all_home(forces: Forces) -> bool:
    """Whether every piece is HOME, as at the start of a round (every other status is a
    non-empty string, so this is one pass in C)."""
    return not any(map(_status, forces))


def add(forces: Forces, loc: str, piece: str, status: str = HOME, n: int = 1) -> None:
    key = (loc, piece, status)
    forces[key] = forces.get(key, 0) + n


def remove(forces: Forces, key: Key, n: int = 1) -> None:
    left = forces[key] - n
    if left:
        forces[key] = left
    else:
        del forces[key]


def count(forces: Forces, loc: str, piece: str) -> int:
    return sum(n for (at, p, _), n in forces.items() if at == loc and p == piece)


def at(forces: Forces, loc: str) -> Iterator[tuple[Key, int]]:
    return ((k, n) for k, n in forces.items() if k[0] == loc)


def power_at(forces: Forces, loc: str, table: PieceTable) -> int:
    return sum(table[p].power * n for (at, p, _), n in forces.items() if at == loc)


def total_power(forces: Forces, table: PieceTable) -> int:
    return sum(table[p].power * n for (_, p, _), n in forces.items())


def locations(forces: Forces) -> set[str]:
    """Where an army has pieces (in C: a round's resolution asks this of every army)."""
    return set(map(_loc, forces))


def settle(forces: Forces) -> Forces:
    """At the end of a round every piece is simply where it is."""
    settled: Forces = {(loc, piece, HOME): n for (loc, piece, _), n in forces.items()}
    if len(settled) == len(forces):
        return settled  # each group had one status: nothing to add up
    settled = {}
    for (loc, piece, _), n in forces.items():
        key = (loc, piece, HOME)
        settled[key] = settled.get(key, 0) + n
    return settled


def summary(forces: Forces) -> dict[tuple[str, str], int]:
    """Counts by (location, piece), statuses merged."""
    out: dict[tuple[str, str], int] = {}
    for (loc, piece, _), n in forces.items():
        out[loc, piece] = out.get((loc, piece), 0) + n
    return out

"""The things a conflict and an interrupted turn are made of, as immutable values (cheap to
share between clones)."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, NamedTuple

# Where a unit is when it is not in a region.
POOL = "pool"  # the Recruiting Pool (no owner)
NEUTRALIZED = "neutralized"  # its owner's Neutralized Units box

# The steps of a player turn (II.A; 1. Crisis Marker Selection is done on entering 2.).
SETUP = "setup"
DATA = "data"
MOVE = "move"
ARMED = "armed"
RECOVERY = "recovery"
OVER = "over"
PHASE_NAMES = {SETUP: "Setup", DATA: "2. Data Conflict", MOVE: "3. Movement",
               ARMED: "4. Armed Conflict", RECOVERY: "5. Neutralization Recovery",
               OVER: "game over"}  # fmt: skip

# Per-unit flags for the current player turn (IV: one Data and one Armed attack a turn; V: no
# unit may be moved more than once a turn).
DATA_DONE = 1
ARMED_DONE = 2
MOVED = 4


class Conflict(NamedTuple):
    """A Data or Armed attack in a region, through all its counterattacks (VI.A).

    `roller` is the side composing (then rolling) now; `units` its units in this roll;
    `targets` the enemy units the roll can affect (None: every enemy unit in the region, as
    in an original attack). `played` holds every marker played in the conflict as
    (side, name): Support markers keep adding for their side until the conflict is over.
    A named tuple, made many times a playout: cheaper to build than a frozen dataclass.
    """

    armed: bool
    region: str
    attacker: str
    roller: str
    units: tuple[int, ...] = ()
    targets: tuple[int, ...] | None = None
    original: tuple[int, ...] = ()
    played: tuple[tuple[str, str], ...] = ()
    firepower: bool = False
    counter: bool = False

    def support_of(self, side: str) -> tuple[str, ...]:
        if not self.played:
            return ()
        return tuple(n for s, n in self.played if s == side)

    def to_json(self) -> dict[str, Any]:
        return self._asdict()


@dataclass(frozen=True, slots=True)
class Task:
    """A choice the rules hand to a side in the middle of things, waiting on a stack:
    an interrupting event is resolved first and the game resumes where it was.

    kinds: "place" (units from the pool: `types` into `regions`, `count` of them; `same`:
    all into the region the first one goes to), "recover" (VII), "recruit" (IV.C), "d-result",
    "lose" (`units`: the candidates), "counter", "bill", "decree".
    """

    kind: str
    side: str
    region: str = ""
    types: tuple[str, ...] = ()
    regions: tuple[str, ...] = ()
    count: int = 0
    units: tuple[int, ...] = ()
    flag: bool = False
    same: bool = False
    reason: str = ""

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def conflict_from_json(obj: dict[str, Any]) -> Conflict:
    return Conflict(
        armed=bool(obj["armed"]),
        region=str(obj["region"]),
        attacker=str(obj["attacker"]),
        roller=str(obj["roller"]),
        units=tuple(obj["units"]),
        targets=None if obj["targets"] is None else tuple(obj["targets"]),
        original=tuple(obj["original"]),
        played=tuple((str(s), str(n)) for s, n in obj["played"]),
        firepower=bool(obj["firepower"]),
        counter=bool(obj["counter"]),
    )


def task_from_json(obj: dict[str, Any]) -> Task:
    return Task(
        kind=str(obj["kind"]),
        side=str(obj["side"]),
        region=str(obj["region"]),
        types=tuple(obj["types"]),
        regions=tuple(obj["regions"]),
        count=int(obj["count"]),
        units=tuple(obj["units"]),
        flag=bool(obj["flag"]),
        same=bool(obj["same"]),
        reason=str(obj["reason"]),
    )

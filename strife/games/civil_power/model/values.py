"""The small immutable values a Civil Power position is made of: unit flags, where a unit is
when it is not on the map, an attack being composed, and the tasks that wait on the stack
(a retreat to conduct, a Morale Check to roll, a choice to make)."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

# Where a unit is when it is not in an area (its `loc` is then negative).
OFF_MAP = -1  # moved or retreated off the map: out of the game, not eliminated (4.0, 5.4.3)
ELIMINATED = -2
WAITING = -3  # not yet entered (a scenario brings it on from a map edge)
HIDDEN = -4  # 8.4: hidden somewhere in a building (state.hidden says which)
ABOARD = -5  # 8.12: carried by a Truck (state.aboard says which)

# Per-unit flags.
SUPPRESSED = 1  # 5.1
CRANKED = 2  # 5.2: suppressed before this Game-turn; recovers in its side's next 5.5
FIRED = 4  # made its Fire combat attack this Player-turn (5.3), gas (6.1), a Punk's Molotov
MOVED = 8  # has moved this Movement Phase (4.0)
CROSSED = 16  # entered its area across a Barricade side this Player-turn (6.2)
THREW = 32  # a Crowd threw Molotovs this Phase: it may throw more but not fire (6.5)
CHARGING = 64  # 8.5: a Mounted Police charge this Player-turn
AMBUSH = 128  # 8.4: revealed by firing: doubled Fire strength for that attack
FOUGHT = 256  # took part in Shock combat this Player-turn (8.11: "does nothing else")
CANCELLED = 512  # an attack begun by this unit was cancelled this Player-turn (ruling E-3)
UNCHOSEN = 1024  # its choice to move was taken back this Player-turn (ruling E-4)
# Made a Fire combat attack this Player-turn: fired, gassed, or threw a Molotov (6.1, 6.5:
# "This counts as a Fire combat attack"), so it may not enter enemy units (4.0, 5.0).
ATTACKED = FIRED | THREW

# Phases (3.0).
GASFIRE = "gasfire"  # Mutual Gas and Fire Check Phase
FIRE = "fire"  # A. Fire Combat Phase
MOVE = "move"  # B. Movement Phase
SHOCK = "shock"  # C. Shock Combat Phase
RECOVERY = "recovery"  # D. Suppression Recovery Phase
OVER = "over"
PHASE_NAMES = {GASFIRE: "Mutual Gas and Fire Check Phase", FIRE: "A. Fire Combat Phase",
               MOVE: "B. Movement Phase", SHOCK: "C. Shock Combat Phase",
               RECOVERY: "D. Suppression Recovery Phase", OVER: "game over"}  # fmt: skip


@dataclass(frozen=True, slots=True)
class Attack:
    """A Fire-Combat-Phase attack being composed (5.3): "fire" (firers, then a target, then
    more firers), "gas" (6.1: a Police unit, then the area) or "molotov" (6.5). `taken`: the
    units taken back out of it (as firers or as its target), which it may not take again,
    and `reduce_fixed`: a reduction was taken back, so no more are offered (ruling E-4)."""

    mode: str
    firers: tuple[int, ...]
    target: int = -1
    reduce: int = 0
    taken: tuple[int, ...] = ()
    reduce_fixed: bool = False

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


# Task kinds. Those in DECIDED wait for a side's choice; the rest the engine carries out.
RETREAT = "retreat"  # 5.4.3: the attacker conducts a unit's retreat, step by step
MORALE = "morale"  # 5.1: roll a Morale Check
SHOCK_AREA = "shock_area"  # 5.4.1: Shock combat in an area (simultaneous choice)
GAS_CHOICE = "gas_choice"  # 6.1: retreat or be suppressed
ACCOMPANY = "accompany"  # 5.4.3, 6.4: an Individual goes with a retreating unit or not
SUPPRESS_OTHER = "suppress_other"  # 5.4.3: which other unit an over-stacked retreat suppresses
SURGE = "surge"  # 5.4.2: which Crowd leaves after a surge, and where
MOVE_OUT = "move_out"  # 6.5: a unit moves out of an area where fire starts
GAS_UPDATE = "gas_update"  # 3.0: remove Gas-2, flip Gas to Gas-2
FIRE_OUT = "fire_out"  # 3.0: each Fire marker goes out on a 6
FIRE_START = "fire_start"  # 6.5: the Fire Check after a Molotov
END_COMBAT = "end_combat"  # 5.4: after an area's combat: Individuals caught alone, surge
PLACE_HIDDEN = "place_hidden"  # 8.4: the owner places a revealed hidden unit
BUILD_BARRIER = "build_barrier"  # 8.11: the Mob places a Barrier it rolled
REMOVE_BARRIER = "remove_barrier"  # 8.11: destroy a Barrier, or keep it
PLACE_SEWER = "place_sewer"  # II-2: a unit comes back out of the sewers
PLACE_ARRIVAL = "place_arrival"  # II-2, II-7: the owner places an arriving unit (arrivals.py)
DECIDED = frozenset({RETREAT, SHOCK_AREA, GAS_CHOICE, ACCOMPANY, SUPPRESS_OTHER, SURGE,
                     MOVE_OUT, PLACE_HIDDEN, BUILD_BARRIER, REMOVE_BARRIER,
                     PLACE_SEWER, PLACE_ARRIVAL})  # fmt: skip


@dataclass(frozen=True, slots=True)
class Task:
    """One thing waiting to be done. `side` decides (for decided tasks); `unit` and `area`
    say what it is about; `n` the areas to retreat (or the result); `drm` a Morale Check's
    extra modifier; `mc` the kind of Morale Check that follows a retreat ("shock", "gas" or
    "" for none); `away` the areas a retreat must not step into first (where the attackers
    came from); `path` the areas entered so far; `level` the combat's level."""

    kind: str
    side: str = ""
    unit: int = -1
    area: int = -1
    level: int = 0
    n: int = 0
    drm: int = 0
    mc: str = ""
    away: tuple[int, ...] = ()
    path: tuple[int, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def task_from_json(obj: dict[str, Any]) -> Task:
    return Task(
        kind=str(obj["kind"]),
        side=str(obj["side"]),
        unit=int(obj["unit"]),
        area=int(obj["area"]),
        level=int(obj["level"]),
        n=int(obj["n"]),
        drm=int(obj["drm"]),
        mc=str(obj["mc"]),
        away=tuple(int(a) for a in obj["away"]),
        path=tuple(int(a) for a in obj["path"]),
    )


def attack_from_json(obj: dict[str, Any]) -> Attack:
    return Attack(
        mode=str(obj["mode"]),
        firers=tuple(int(u) for u in obj["firers"]),
        target=int(obj["target"]),
        reduce=int(obj["reduce"]),
        # Saves made before taking back existed have neither: nothing was taken back.
        taken=tuple(int(u) for u in obj.get("taken", ())),
        reduce_fixed=bool(obj.get("reduce_fixed", False)),
    )

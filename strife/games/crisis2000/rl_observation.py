"""Crisis 2000's observation for learning agents: a side's view as fixed blocks of numbers
(strife.core.observation; the spec is in docs/rl.md, "Crisis 2000").

Regions (R) come from the map, unit kinds (K) from the counter mix, markers (M) from the
Support markers and Special Events. Units, control, the pool, the Neutralized boxes, the
removed and played markers are in plain sight; of the Crisis markers a side sees its own
hand and the other side's number only, and of the cup its number.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import compress
from operator import ne
from typing import TYPE_CHECKING, Any

from strife.core.observation import Facts, Layout, Part
from strife.games.crisis2000.model import turn as stages
from strife.games.crisis2000.model.units import INFRASTRUCTURE

if TYPE_CHECKING:
    from strife.core.scenario import Scenario
    from strife.games.crisis2000.game import CrisisGame
    from strife.games.crisis2000.model.state import CrisisState

VERSION = "crisis2000-obs-1"
SIDES = ("government", "rebel")
PHASES = (stages.SETUP, stages.DATA, stages.MOVE, stages.ARMED, stages.RECOVERY, stages.OVER)
TASKS = ("place", "recover", "recruit", "d-result", "lose", "counter", "bill", "decree")
TURN = 2 + 2 + len(PHASES) + 2 + 2  # turn, turns; active; phase; you; each side's Value
CONFLICT = 8  # present, armed, firepower, counter, attacker (2), roller (2); region, kinds


class CrisisObservation:
    def __init__(self, game: CrisisGame) -> None:
        self.regions = tuple(game.board.ids)
        self.kinds = tuple(game.table.ids)
        self.markers = tuple(dict.fromkeys((*game.markers.support, *game.markers.events)))
        r, k, m = len(self.regions), len(self.kinds), len(self.markers)
        self.layout = Layout(
            VERSION,
            [
                ("turn", (TURN,)),
                ("regions", (r, 2, k)),
                ("control", (r, 3)),
                ("pool", (k,)),
                ("neutralized", (2, k)),
                ("markers", (m, 4)),
                ("hands", (3,)),
                ("conflict", (CONFLICT + r + k,)),
                ("pending", (1 + len(TASKS) + 2 + r + 1,)),
                ("setup", (1 + 2 + k,)),
            ],
        )
        self.region_i = {x: i for i, x in enumerate(self.regions)}
        self.kind_i = {x: i for i, x in enumerate(self.kinds)}
        self.marker_i = {x: i for i, x in enumerate(self.markers)}
        self.value = {rid: game.board[rid].value for rid in self.regions}
        start = self.layout.start
        # (place, owner) -> the first slot of its unit counts by kind
        self.counts_at: dict[tuple[str, str], int] = {
            (rid, side): start["regions"] + (ri * 2 + si) * k
            for ri, rid in enumerate(self.regions)
            for si, side in enumerate(SIDES)
        }
        self.counts_at[(stages.POOL, "")] = start["pool"]
        for si, side in enumerate(SIDES):
            self.counts_at[(stages.NEUTRALIZED, side)] = start["neutralized"] + si * k
        self._units_kept: tuple[Any, ...] | None = None
        self._markers_kept: dict[str, tuple[Any, ...]] = {}

    # -- the facts, from either source ---------------------------------------------------

    def _turn(
        self,
        out: Part,
        turn: int,
        turns: int,
        active: str,
        phase: str,
        you: str,
        value: dict[str, int],
    ) -> None:
        base = self.layout.start["turn"]
        out[0].extend(
            (
                base,
                base + 1,
                base + 2 + SIDES.index(active),
                base + 4 + PHASES.index(phase),
                base + 4 + len(PHASES) + SIDES.index(you),
                base + 6 + len(PHASES),
                base + 7 + len(PHASES),
            )
        )
        out[1].extend((turn, turns, 1, 1, 1, value["government"], value["rebel"]))

    def _control(self, out: Part, rid: str, control: str | None) -> None:
        base = self.layout.start["control"] + self.region_i[rid] * 3
        if control is not None:
            out[0].append(base + SIDES.index(control))
            out[1].append(1)
        out[0].append(base + 2)
        out[1].append(self.value[rid])

    def _counts(self, out: Part, place: tuple[str, str], counts: dict[str, int]) -> None:
        base = self.counts_at[place]
        for kind, n in counts.items():
            out[0].append(base + self.kind_i[kind])
            out[1].append(n)

    def _markers(
        self, out: Part, held: Any, removed: Any, played: Any, counts: tuple[int, ...], cup: int
    ) -> None:
        """`held`: your markers; `played`: (side, marker) in the conflict."""
        base = self.layout.start["markers"]
        found: dict[int, float] = {}
        for column, names in ((0, held), (1, removed)):
            for name in names:
                slot = base + self.marker_i[name] * 4 + column
                found[slot] = found.get(slot, 0) + 1
        for side, name in played:
            slot = base + self.marker_i[name] * 4 + 2 + SIDES.index(side)
            found[slot] = found.get(slot, 0) + 1
        hands = self.layout.start["hands"]
        out[0].extend((*found, hands, hands + 1, hands + 2))
        out[1].extend((*found.values(), *counts, cup))

    def _conflict(
        self,
        out: Part,
        armed: bool,
        region: str,
        attacker: str,
        roller: str,
        units: list[str],
        firepower: bool,
        counter: bool,
    ) -> None:
        base = self.layout.start["conflict"]
        out[0].extend(
            (
                base,
                base + 1,
                base + 2,
                base + 3,
                base + 4 + SIDES.index(attacker),
                base + 6 + SIDES.index(roller),
                base + CONFLICT + self.region_i[region],
            )
        )
        out[1].extend((1, armed, firepower, counter, 1, 1, 1))
        kinds: dict[int, float] = {}
        for kind in units:
            slot = base + CONFLICT + len(self.regions) + self.kind_i[kind]
            kinds[slot] = kinds.get(slot, 0) + 1
        out[0].extend(kinds)
        out[1].extend(kinds.values())

    def _pending(self, out: Part, kind: str, side: str, region: str, count: int) -> None:
        base = self.layout.start["pending"]
        at = base + 1 + len(TASKS) + 2
        out[0].extend(
            (
                base,
                base + 1 + TASKS.index(kind),
                base + 1 + len(TASKS) + SIDES.index(side),
                at + len(self.regions),
            )
        )
        out[1].extend((1, 1, 1, count))
        if region:
            out[0].append(at + self.region_i[region])
            out[1].append(1)

    def _setup(self, out: Part, side: str, left: list[str]) -> None:
        base = self.layout.start["setup"]
        kinds: dict[int, float] = {base: 1, base + 1 + SIDES.index(side): 1}
        for kind in left:
            slot = base + 3 + self.kind_i[kind]
            kinds[slot] = kinds.get(slot, 0) + 1
        out[0].extend(kinds)
        out[1].extend(kinds.values())

    # -- from the state ------------------------------------------------------------------

    def from_state(self, state: CrisisState, side: str) -> Facts:
        units, control, value = self._units(state)
        out: Part = ([], [])
        self._turn(out, state.turn, state.model.turns, state.active, state.phase, side, value)
        c = state.conflict
        if c is not None:
            kind = state.table.kind
            units_in = [kind[u] for u in c.units]
            self._conflict(
                out, c.armed, c.region, c.attacker, c.roller, units_in, c.firepower, c.counter
            )
        if state.stack:
            t = state.stack[-1]
            self._pending(out, t.kind, t.side, t.region, t.count)
        if state.phase == stages.SETUP:
            self._setup(out, state.setup_side, list(state.setup_queue))
        return [out, units, control, self._state_markers(state, side)]

    def _units(self, state: CrisisState) -> tuple[Part, Part, dict[str, int]]:
        """Unit counts by kind in each region, the pool and the Neutralized boxes; each
        region's control (and each side's Value). Kept while no unit changes place or
        owner (most steps); then only the units that did are counted again, found by
        comparing the state's lists with copies (in C)."""
        kept = self._units_kept
        loc, owner, kind = state.loc, state.owner, state.table.kind
        if kept is not None and kept[0] == loc and kept[1] == owner:
            return kept[3], kept[4], kept[5]
        if kept is None:
            counts: dict[int, float] = {}
            changed: Iterable[int] = range(len(loc))
            was: tuple[list[str], list[str]] = ([""] * len(loc), [""] * len(loc))
        else:
            counts = dict(kept[2])
            every = range(len(loc))
            changed = {
                *compress(every, map(ne, loc, kept[0])),
                *compress(every, map(ne, owner, kept[1])),
            }
            was = (kept[0], kept[1])
        infrastructure = False
        for u in changed:
            k = self.kind_i[kind[u]]
            before = self.counts_at.get((was[0][u], was[1][u]))
            if before is not None:
                counts[before + k] -= 1
                if not counts[before + k]:
                    del counts[before + k]
            after = self.counts_at.get((loc[u], owner[u]))
            if after is not None:
                counts[after + k] = counts.get(after + k, 0) + 1
            infrastructure = infrastructure or kind[u] == INFRASTRUCTURE
        units: Part = (list(counts), list(counts.values()))
        if kept is not None and not infrastructure:
            control, value = kept[4], kept[5]
        else:
            control, value = self._state_control(state)
        self._units_kept = (list(loc), list(owner), counts, units, control, value)
        return units, control, value

    def _state_control(self, state: CrisisState) -> tuple[Part, dict[str, int]]:
        out: Part = ([], [])
        places, owner = state._places(), state.owner
        value = dict.fromkeys(SIDES, 0)
        for rid in self.regions:
            infra = places.get((rid, INFRASTRUCTURE))
            control = owner[infra[0]] if infra else None
            if control is not None:
                value[control] += self.value[rid]
            self._control(out, rid, control)
        return out, value

    def _state_markers(self, state: CrisisState, side: str) -> Part:
        played = state.conflict.played if state.conflict is not None else ()
        key = (
            state.hands[side],
            state.removed,
            played,
            len(state.hands["government"]),
            len(state.hands["rebel"]),
            len(state.cup),
        )
        kept = self._markers_kept.get(side)
        if kept is not None and kept[0] == key:
            return kept[1]  # type: ignore[no-any-return]
        out: Part = ([], [])
        self._markers(out, state.hands[side], state.removed, played, key[3:5], key[5])
        self._markers_kept[side] = (key, out)
        return out

    # -- from the view (the reference) ---------------------------------------------------

    def from_view(self, view: dict[str, Any]) -> Facts:
        out: Part = ([], [])
        for rid, r in view["regions"].items():
            self._control(out, rid, r["control"])
            for side in SIDES:
                self._counts(out, (rid, side), r["units"][side])
        self._turn(
            out,
            view["turn"],
            view["turns"],
            view["active"],
            view["phase"],
            view["you"],
            view["value"],
        )
        self._counts(out, (stages.POOL, ""), view["pool"])
        for side in SIDES:
            self._counts(out, (stages.NEUTRALIZED, side), view["neutralized"][side])
        c = view["conflict"]
        if c is not None:
            self._conflict(
                out,
                c["armed"],
                c["region"],
                c["attacker"],
                c["roller"],
                c["units"],
                c["firepower"],
                c["counter"],
            )
        m = view["markers"]
        self._markers(
            out,
            m[view["you"]]["held"],
            view["removed"],
            [(s, name) for s, name in (c["played"] if c else ())],
            (m["government"]["count"], m["rebel"]["count"]),
            view["cup"]["count"],
        )
        t = view["pending"]
        if t is not None:
            self._pending(out, t["kind"], t["side"], t["region"], t["count"])
        if view["setup"] is not None:
            self._setup(out, view["setup"]["side"], view["setup"]["left"])
        return [out]


def observation(game: CrisisGame, scenario: Scenario) -> CrisisObservation:
    return CrisisObservation(game)

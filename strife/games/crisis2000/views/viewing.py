"""What each side may see. Units on the map, the Recruiting Pool and the Neutralized boxes
are in plain sight; a side's Crisis markers are secret (their number is not), and what is
in the cup is unknown to both."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from strife.games.crisis2000.model.turn import NEUTRALIZED, POOL
from strife.games.crisis2000.model.units import INFRASTRUCTURE

if TYPE_CHECKING:
    from strife.games.crisis2000.model.state import CrisisState

SIDES = ("government", "rebel")


class Viewer:
    def view(self, state: CrisisState, side: str | None) -> dict[str, Any]:
        """side None is the umpire (everything); "" a spectator: what both sides may see
        (no Crisis marker held, nothing in the cup, only the events told to everyone)."""
        regions = self.regions(state)
        return {
            "game": "crisis2000",
            "scenario": state.scenario.id,
            "title": state.model.title,
            "you": side,
            "turn": state.turn,
            "turns": state.model.turns,
            "active": state.active,
            "phase": state.phase,
            "regions": regions,
            "pool": self.counts(state, POOL, ""),
            "neutralized": {s: self.counts(state, NEUTRALIZED, s) for s in SIDES},
            "markers": {
                s: {
                    "count": len(state.hands[s]),
                    "held": list(state.hands[s]) if side is None or side == s else None,
                }
                for s in SIDES
            },
            "cup": {"count": len(state.cup), "names": list(state.cup) if side is None else None},
            "removed": list(state.removed),
            "value": self.values(regions),
            "conflict": self.conflict(state),
            "pending": self.pending(state),
            "setup": (
                {"side": state.setup_side, "left": list(state.setup_queue)}
                if state.phase == "setup"
                else None
            ),
            "outcome": state.result.to_json() if state.result else None,
            "log": [e.text for e in state.log if e.visible(side)],
        }

    def regions(self, state: CrisisState) -> dict[str, Any]:
        # Read straight from the state's index of units by place: the heuristic player and
        # every search rollout ask for a view at each decision.
        places = state._places()
        board = state.board
        owner = state.owner
        kind = state.table.kind
        out: dict[str, Any] = {}
        for rid in board.ids:
            r = board[rid]
            infra = places.get((rid, INFRASTRUCTURE))
            units = _units_by_side(places, kind, rid)
            out[rid] = {
                "name": r.name,
                "type": r.type,
                "value": r.value,
                "overseas": r.overseas,
                "neighbours": list(board.neighbours[rid]),
                "lines": list(board.lines[rid]),
                "control": owner[infra[0]] if infra else None,
                "units": units,
            }
        return out

    def brief(self, state: CrisisState, side: str) -> dict[str, Any]:
        """The part of `view(side)` the heuristic player reads, and nothing it may not see:
        each region's Value, control and units; the phase, the conflict, the task pending
        and how many markers each side holds. It asks at every decision of every search
        rollout, where building the whole view (the map's names and lines, the log) took a
        third of the time; the regions are built as they are read (valid until the
        position changes), since a decision's options name only a few."""
        return {
            "you": side,
            "phase": state.phase,
            "regions": BriefRegions(state),
            "markers": {s: {"count": len(state.hands[s])} for s in SIDES},
            "conflict": self.conflict(state),
            "pending": self.pending(state),
        }

    def counts(self, state: CrisisState, where: str, side: str) -> dict[str, int]:
        out: dict[str, int] = {}
        kind = state.table.kind
        for u in state._places().get((where, side), ()):
            k = kind[u]
            out[k] = out.get(k, 0) + 1
        return out

    def values(self, regions: dict[str, Any]) -> dict[str, int]:
        """The Value of regions holding a friendly Infrastructure (as state.value_of)."""
        out = dict.fromkeys(SIDES, 0)
        for r in regions.values():
            if r["control"] is not None:
                out[r["control"]] += r["value"]
        return out

    def conflict(self, state: CrisisState) -> dict[str, Any] | None:
        c = state.conflict
        if c is None:
            return None
        kind = state.table.kind
        return {
            "armed": c.armed,
            "region": c.region,
            "attacker": c.attacker,
            "roller": c.roller,
            "units": [kind[u] for u in c.units],
            "played": [list(p) for p in c.played],
            "firepower": c.firepower,
            "counter": c.counter,
        }

    def pending(self, state: CrisisState) -> dict[str, Any] | None:
        if not state.stack:
            return None
        t = state.stack[-1]
        return {"kind": t.kind, "side": t.side, "region": t.region, "count": t.count,
                "reason": t.reason}  # fmt: skip


class BriefRegions(dict[str, Any]):
    """Region id -> its Value, control and units by side, as `Viewer.regions` has them,
    each built when first read: valid only until the position changes."""

    __slots__ = ("_state",)

    def __init__(self, state: CrisisState) -> None:
        super().__init__()
        self._state = state

    def __missing__(self, rid: str) -> dict[str, Any]:
        state = self._state
        places = state._places()
        kind = state.table.kind
        infra = places.get((rid, INFRASTRUCTURE))
        found = self[rid] = {
            "value": state.board[rid].value,
            "control": state.owner[infra[0]] if infra else None,
            "units": _units_by_side(places, kind, rid),
        }
        return found


def _units_by_side(
    places: dict[tuple[str, str], list[int]], kind: tuple[str, ...], rid: str
) -> dict[str, dict[str, int]]:
    """Each side's units in region `rid`, counted by kind, from the state's index of units
    by place (`CrisisState._places`)."""
    units: dict[str, dict[str, int]] = {}
    for s in SIDES:
        counted: dict[str, int] = {}
        for u in places.get((rid, s), ()):
            k = kind[u]
            counted[k] = counted.get(k, 0) + 1
        units[s] = counted
    return units


def describe(view: dict[str, Any]) -> str:
    """The position as text, for the terminal."""
    lines = [
        f"Crisis 2000, scenario {view['scenario']} ({view['title']}): turn {view['turn']} of "
        f"{view['turns']}, {view['active']} player turn, {view['phase']}; Value: "
        + ", ".join(f"{s} {v}" for s, v in view["value"].items())
    ]
    for r in view["regions"].values():
        parts = []
        for side in SIDES:
            units = r["units"][side]
            if units:
                parts.append(side[:3] + ":" + "+".join(f"{n}{k}" for k, n in sorted(units.items())))
        control = f" [{r['control']}]" if r["control"] else ""
        lines.append(
            f"  {r['name']:<22} {r['type'][0]}{r['value']}{control:<13} {'  '.join(parts)}"
        )
    lines.append("  Recruiting Pool: " + ", ".join(f"{n} {k}" for k, n in view["pool"].items()))
    for side in SIDES:
        boxed = view["neutralized"][side]
        m = view["markers"][side]
        held = f": {', '.join(m['held']) or 'none'}" if m["held"] is not None else ""
        lines.append(f"  {side}: {m['count']} marker(s){held}; neutralized {boxed or 'none'}")
    return "\n".join(lines)

"""What each side may see. Everything on the board and in the Reserve areas is in plain
sight; only the commands written this round are secret until the pads are implemented."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from strife.games.power.model import forces as fx

if TYPE_CHECKING:
    from strife.games.power.model.state import PowerState


class Viewer:
    def view(self, state: PowerState, side: str | None) -> dict[str, Any]:
        """side None is the umpire (everything); "" a spectator (no secrets)."""
        seating = state.seating
        return {
            "game": "power",
            "scenario": state.scenario.id,
            "you": side,
            "round": state.round,
            "round_limit": state.round_limit,
            "final_round": bool(state.round_limit) and state.round == state.round_limit,
            "stage": state.stage,
            "official": state.official,
            "mercenary": seating.mercenary,
            "sides": {
                s: {
                    "armies": list(seating.armies_of[s]),
                    "alive": state.is_alive(s),
                    "done": state.done.get(s, False),
                    "power": state.side_power(s),
                    "flags": state.side_flags(s),
                }
                for s in seating.sides
            },
            "armies": {
                army: {
                    "side": seating.side_of(army),
                    "power_units": state.power_units[army],
                    "flag_holder": state.flag_holder[army],
                    "eliminated": state.is_eliminated(army),
                    "power": state.army_power(army),
                }
                for army in state.forces
            },
            "pieces": self.pieces(state),
            "pads": self.pads(state, side),
            "draft": self.draft(state, side),
            "pending": self.pending(state),
            "outcome": state.result.to_json() if state.result else None,
        }

    def pieces(self, state: PowerState) -> list[dict[str, Any]]:
        order = state.board.order
        rows = [
            {"army": army, "loc": loc, "piece": piece, "count": n, "moved": status != fx.HOME}
            for army, forces in state.forces.items()
            for (loc, piece, status), n in forces.items()
        ]
        return sorted(rows, key=lambda r: (order[r["loc"]], r["army"], r["piece"], r["moved"]))

    def pads(self, state: PowerState, side: str | None) -> dict[str, Any]:
        secret = state.stage == "planning"
        mine = state.seating.armies_of.get(side or "", ())
        out: dict[str, Any] = {}
        for pad, commands in state.pads.items():
            if secret and side is not None and pad not in mine:
                out[pad] = {"hidden": True, "commands": None}
            else:
                out[pad] = {
                    "hidden": False,
                    "commands": [{"text": c.label(), "action": c.to_json()} for c in commands],
                }
        return out

    def draft(self, state: PowerState, side: str | None) -> dict[str, Any] | None:
        draft = state.drafts.get(side or "")
        if draft is None:
            return None
        return {
            "army": draft.army,
            "loc": draft.loc,
            "pieces": dict(draft.pieces),
            "power_units": draft.power_units,
        }

    def pending(self, state: PowerState) -> dict[str, Any] | None:
        if state.pending_forfeit:
            army, candidates = state.pending_forfeit
            return {"kind": "forfeit", "army": army, "candidates": [list(c) for c in candidates]}
        if state.pending_captures:
            first = state.pending_captures[0]
            return {
                "kind": "capture",
                "loc": first.loc,
                "pieces": dict(first.pieces),
                "candidates": list(first.candidates),
            }
        if state.pending_flag:
            return {
                "kind": "flag",
                "army": state.pending_flag[0],
                "candidates": list(state.pending_flag[1]),
            }
        return None


def describe(view: dict[str, Any]) -> str:
    """The position as text, for the terminal."""
    lines = [
        f"POWER, {view['scenario']}: round {view['round']}"
        + (f" of {view['round_limit']}" if view["round_limit"] else "")
        + f", {view['stage']}; Official: {view['official']}"
        + ("  FINAL ROUND" if view["final_round"] else ""),
    ]
    for army, info in view["armies"].items():
        state = "out" if info["eliminated"] else f"power {info['power']}"
        here: dict[str, list[str]] = {}
        for row in view["pieces"]:
            if row["army"] == army:
                here.setdefault(row["loc"], []).append(f"{row['count']}{row['piece']}")
        where = "  ".join(f"{loc}:{'+'.join(p)}" for loc, p in here.items())
        lines.append(f"  {army:<6} {state:<10} PU {info['power_units']:<3} {where}")
    for pad, info in view["pads"].items():
        if info["hidden"]:
            lines.append(f"  {pad} pad: (hidden)")
        elif info["commands"]:
            lines.append(f"  {pad} pad: " + "; ".join(c["text"] for c in info["commands"]))
    return "\n".join(lines)

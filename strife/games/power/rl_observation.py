"""POWER's observation for learning agents: a side's view as fixed blocks of numbers
(strife.core.observation; the spec is in docs/rl.md, "POWER").

Armies (A), locations (L, the board's order, Reserves included) and piece types (P) come
from the board and piece table; sides (S) from the scenario's seating. Everything here is
in the view: the board is in plain sight, a pad's commands only once revealed (another
side's pad is hidden while commands are written) and a Mega-Missile draft only to its
writer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from strife.core.observation import Facts, Layout, Part
from strife.games.power.model import forces as fx
from strife.games.power.model import stages
from strife.games.power.model.commands import Move
from strife.games.power.model.stages import PLANNING

if TYPE_CHECKING:
    from strife.core.scenario import Scenario
    from strife.games.power.game import PowerGame
    from strife.games.power.model.state import PowerState

VERSION = "power-obs-1"
STAGES = (
    stages.PLANNING,
    stages.IMPLEMENTING,
    stages.FORFEIT,
    stages.CONFLICTS,
    stages.CAPTURE_CHOICE,
    stages.COLLECTING,
    stages.FLAGS,
    stages.FLAG_CHOICE,
    stages.END,
    stages.OVER,
)
PENDING = ("forfeit", "capture", "flag")
SIDE_FIELDS = 4  # alive, done, power, flags
ARMY_FIELDS = 4  # power units, power, eliminated, yours; then the flag holder (A)
TURN_FIELDS = 3  # round, round limit, final round; then stage, Official, you (S), mercenary (A)


class PowerObservation:
    def __init__(self, game: PowerGame, scenario: Scenario) -> None:
        seating = game.start(scenario, seed=0).seating
        self.sides = seating.sides
        self.armies = game.board.armies
        self.locations = tuple(game.board.locations)
        self.pieces = tuple(game.table.types)
        self.kinds = tuple(sorted(game.codec.classes))
        s, a, n_loc, p = len(self.sides), len(self.armies), len(self.locations), len(self.pieces)
        self.layout = Layout(
            VERSION,
            [
                ("turn", (TURN_FIELDS + len(STAGES) + 2 * s + a,)),
                ("sides", (s, SIDE_FIELDS)),
                ("armies", (a, ARMY_FIELDS + a)),
                ("pieces", (a, n_loc, p, 2)),
                ("pads", (a, 2 + len(self.kinds))),
                ("orders", (a, n_loc, p, 2)),
                ("draft", (2 + p + n_loc,)),
                ("pending", (len(PENDING) + a + n_loc + 1 + p,)),
            ],
        )
        start = self.layout.start
        self.side_i = {x: i for i, x in enumerate(self.sides)}
        self.army_i = {x: i for i, x in enumerate(self.armies)}
        self.stage_i = {x: i for i, x in enumerate(STAGES)}
        self.kind_i = {x: i for i, x in enumerate(self.kinds)}
        # (army, location, piece) -> its "pieces" slot (not moved; +1: moved), and its
        # "orders" slot (leaving; +1: arriving).
        cell = {
            (army, loc, piece): ((ai * n_loc + li) * p + pi) * 2
            for ai, army in enumerate(self.armies)
            for li, loc in enumerate(self.locations)
            for pi, piece in enumerate(self.pieces)
        }
        self.piece_slot = {k: start["pieces"] + v for k, v in cell.items()}
        self.order_slot = {k: start["orders"] + v for k, v in cell.items()}
        # army -> {forces key (location, piece, status): its "pieces" slot}, as met
        self.key_slot: dict[str, dict[tuple[str, str, str], int]] = {a: {} for a in self.armies}
        self.worth = game.table.power
        self._board_kept: dict[str, tuple[Any, ...]] = {}
        self._pads_kept: dict[str, tuple[Any, ...]] = {}
        self._one_pad: dict[tuple[str, str], tuple[Any, ...]] = {}
        self.loc_i = {x: i for i, x in enumerate(self.locations)}
        self.piece_i = {x: i for i, x in enumerate(self.pieces)}

    # -- the facts, from either source ---------------------------------------------------

    def _turn(
        self,
        out: Part,
        round_: int,
        limit: int,
        stage: str,
        official: str,
        you: str,
        mercenary: str | None,
    ) -> None:
        slots, values = out
        base = self.layout.start["turn"]
        s = len(self.sides)
        tail = base + TURN_FIELDS + len(STAGES)
        slots += [
            base,
            base + 1,
            base + 2,
            base + TURN_FIELDS + self.stage_i[stage],
            tail + self.side_i[official],
            tail + s + self.side_i[you],
        ]
        values += [round_, limit, bool(limit) and round_ == limit, 1, 1, 1]
        if mercenary is not None:
            slots.append(tail + 2 * s + self.army_i[mercenary])
            values.append(1)

    def _side(self, out: Part, side: str, alive: bool, done: bool, power: int, flags: int) -> None:
        base = self.layout.start["sides"] + self.side_i[side] * SIDE_FIELDS
        out[0].extend(range(base, base + SIDE_FIELDS))
        out[1].extend((alive, done, power, flags))

    def _army(
        self, out: Part, army: str, power_units: int, power: int, yours: bool, holder: str
    ) -> None:
        a = len(self.armies)
        base = self.layout.start["armies"] + self.army_i[army] * (ARMY_FIELDS + a)
        out[0].extend(
            (base, base + 1, base + 2, base + 3, base + ARMY_FIELDS + self.army_i[holder])
        )
        out[1].extend((power_units, power, holder != army, yours, 1))

    def _pad(
        self, pad: str, hidden: bool, commands: list[tuple[str, Any]]
    ) -> tuple[Part, list[int]]:
        """A pad's facts and the "orders" slots its moves add 1 to. `commands`: (kind,
        (army, piece, frm, to) for a move, else None)."""
        base = self.layout.start["pads"] + self.army_i[pad] * (2 + len(self.kinds))
        counts: dict[int, float] = {base: hidden, base + 1: len(commands)}
        moves: list[int] = []
        for kind, move in commands:
            slot = base + 2 + self.kind_i[kind]
            counts[slot] = counts.get(slot, 0) + 1
            if move is not None:
                army, piece, frm, to = move
                moves += (
                    self.order_slot[(army, frm, piece)],
                    self.order_slot[(army, to, piece)] + 1,
                )
        return (list(counts), list(counts.values())), moves

    def _pads(self, out: Part, pads: list[tuple[Part, list[int]]]) -> None:
        orders: dict[int, float] = {}
        for part, moves in pads:
            out[0].extend(part[0])
            out[1].extend(part[1])
            for slot in moves:
                orders[slot] = orders.get(slot, 0) + 1
        out[0].extend(orders)
        out[1].extend(orders.values())

    def _draft(self, out: Part, loc: str, pieces: dict[str, int], power_units: int) -> None:
        base = self.layout.start["draft"]
        p = len(self.pieces)
        out[0].extend((base, base + 1, base + 2 + p + self.loc_i[loc]))
        out[1].extend((1, power_units, 1))
        for piece, n in pieces.items():
            out[0].append(base + 2 + self.piece_i[piece])
            out[1].append(n)

    def _pending(
        self,
        out: Part,
        kind: str,
        army: str | None,
        loc: str | None,
        candidates: int,
        pieces: dict[str, int],
    ) -> None:
        base = self.layout.start["pending"]
        a, n_loc = len(self.armies), len(self.locations)
        out[0].extend((base + PENDING.index(kind), base + len(PENDING) + a + n_loc))
        out[1].extend((1, candidates))
        if army is not None:
            out[0].append(base + len(PENDING) + self.army_i[army])
            out[1].append(1)
        if loc is not None:
            out[0].append(base + len(PENDING) + a + self.loc_i[loc])
            out[1].append(1)
        tail = base + len(PENDING) + a + n_loc + 1
        for piece, n in pieces.items():
            out[0].append(tail + self.piece_i[piece])
            out[1].append(n)

    # -- from the state ------------------------------------------------------------------

    def from_state(self, state: PowerState, side: str) -> Facts:
        out: Part = ([], [])
        self._turn(
            out,
            state.round,
            state.round_limit,
            state.stage,
            state.official,
            side,
            state.seating.mercenary,
        )
        draft = state.drafts.get(side)
        if draft is not None:
            self._draft(out, draft.loc, dict(draft.pieces), draft.power_units)
        self._state_pending(out, state)
        return [out, self._board_facts(state, side), self._pad_facts(state, side)]

    # Most steps write a command and change neither the forces nor the pads of others: the
    # facts of each are kept, per side, with copies of what they were read from, and used
    # again while the state's equal those (dicts compared in C, far cheaper than a read).

    def _board_facts(self, state: PowerState, side: str) -> Part:
        """The sides, armies and pieces blocks."""
        kept = self._board_kept.get(side)
        if (
            kept is not None
            and kept[0] == state.forces
            and kept[1] == state.power_units
            and kept[2] == state.flag_holder
            and kept[3] == state.done
        ):
            return kept[4]  # type: ignore[no-any-return]
        out: Part = ([], [])
        seating = state.seating
        mine = seating.armies_of[side]
        holder = state.flag_holder
        power: dict[str, int] = {}
        for army, forces in state.forces.items():
            power[army] = self._forces(out, army, forces) + state.power_units[army]
            self._army(out, army, state.power_units[army], power[army], army in mine, holder[army])
        for s in seating.sides:
            armies = seating.armies_of[s]
            self._side(
                out,
                s,
                any(holder[a] == a for a in armies),
                state.done.get(s, False),
                sum(power[a] for a in armies),
                sum(1 for h in holder.values() if h in armies),
            )
        copied = {a: dict(f) for a, f in state.forces.items()}
        self._board_kept[side] = (
            copied,
            dict(state.power_units),
            dict(holder),
            dict(state.done),
            out,
        )
        return out

    def _forces(self, out: Part, army: str, forces: fx.Forces) -> int:
        """An army's pieces into `out`; their power."""
        slots = self.key_slot[army]
        worth = self.worth
        pieces: dict[int, float] = {}
        total = 0
        for key, n in forces.items():
            slot = slots.get(key)
            if slot is None:
                slot = slots[key] = self._piece_slot(army, key)
            pieces[slot] = pieces.get(slot, 0) + n
            total += worth[key[1]] * n
        out[0].extend(pieces)
        out[1].extend(pieces.values())
        return total

    def _pad_facts(self, state: PowerState, side: str) -> Part:
        """The pads and orders blocks."""
        secret = state.stage == PLANNING
        kept = self._pads_kept.get(side)
        if kept is not None and kept[0] == secret and kept[1] == state.pads:
            return kept[2]  # type: ignore[no-any-return]
        out: Part = ([], [])
        mine = state.seating.armies_of[side]
        pads = []
        for pad, commands in state.pads.items():
            hidden = secret and pad not in mine
            one = self._one_pad.get((side, pad))  # a pad not written on since: as it was
            if one is None or one[0] != hidden or one[1] is not commands:
                listed = [
                    (c.kind, (c.army, c.piece, c.frm, c.to) if isinstance(c, Move) else None)
                    for c in (() if hidden else commands)
                ]
                one = self._one_pad[(side, pad)] = (
                    hidden,
                    commands,
                    self._pad(pad, hidden, listed),
                )
            pads.append(one[2])
        self._pads(out, pads)
        self._pads_kept[side] = (secret, dict(state.pads), out)
        return out

    def _piece_slot(self, army: str, key: tuple[str, str, str]) -> int:
        loc, piece, status = key
        return self.piece_slot[(army, loc, piece)] + (status != fx.HOME)

    def _state_pending(self, out: Part, state: PowerState) -> None:
        if state.pending_forfeit:
            army, candidates = state.pending_forfeit
            self._pending(out, "forfeit", army, None, len(candidates), {})
        elif state.pending_captures:
            first = state.pending_captures[0]
            self._pending(
                out, "capture", None, first.loc, len(first.candidates), dict(first.pieces)
            )
        elif state.pending_flag:
            flag_army, receivers = state.pending_flag
            self._pending(out, "flag", flag_army, None, len(receivers), {})

    # -- from the view (the reference) ---------------------------------------------------

    def from_view(self, view: dict[str, Any]) -> Facts:
        out: Part = ([], [])
        you = view["you"]
        self._turn(
            out,
            view["round"],
            view["round_limit"],
            view["stage"],
            view["official"],
            you,
            view["mercenary"],
        )
        for s, info in view["sides"].items():
            self._side(out, s, info["alive"], info["done"], info["power"], info["flags"])
        mine = view["sides"][you]["armies"]
        for army, info in view["armies"].items():
            self._army(
                out, army, info["power_units"], info["power"], army in mine, info["flag_holder"]
            )
        pieces: dict[int, float] = {}
        for row in view["pieces"]:
            slot = self.piece_slot[(row["army"], row["loc"], row["piece"])] + row["moved"]
            pieces[slot] = pieces.get(slot, 0) + row["count"]
        out[0].extend(pieces)
        out[1].extend(pieces.values())
        pads = []
        for pad, info in view["pads"].items():
            listed = [
                (
                    c["kind"],
                    (c["army"], c["piece"], c["frm"], c["to"]) if c["kind"] == "move" else None,
                )
                for c in (x["action"] for x in info["commands"] or ())
            ]
            pads.append(self._pad(pad, info["hidden"], listed))
        self._pads(out, pads)
        draft = view["draft"]
        if draft is not None:
            self._draft(out, draft["loc"], draft["pieces"], draft["power_units"])
        pending = view["pending"]
        if pending is not None:
            self._pending(
                out,
                pending["kind"],
                pending.get("army"),
                pending.get("loc"),
                len(pending["candidates"]),
                pending.get("pieces", {}),
            )
        return [out]


def observation(game: PowerGame, scenario: Scenario) -> PowerObservation:
    return PowerObservation(game, scenario)

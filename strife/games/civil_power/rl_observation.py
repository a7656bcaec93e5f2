"""Civil Power's observation for learning agents: a side's view as fixed blocks of numbers
(strife.core.observation; the spec is in docs/rl.md, "Civil Power").

Areas (A) are the scenario's map sheets in board order; unit rows are named as the action
encoding names units (a side's prefix and a number up to rl_encoding.UNITS_PER_SIDE), unit
types (T) come from the units data. The map is in plain sight; the other side's hidden
units (8.4) are left out as the view leaves them out, and so is what a side chose in a
Shock combat (only whether it has chosen).
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import compress
from operator import ne
from typing import TYPE_CHECKING, Any

from strife.core.errors import StrifeError
from strife.core.observation import Facts, Layout, Part
from strife.games.civil_power.model import values as v
from strife.games.civil_power.model.board import side_areas
from strife.games.civil_power.rl_encoding import UNITS_PER_SIDE, unit_names
from strife.games.civil_power.setup.campaign_play import BETWEEN

if TYPE_CHECKING:
    from strife.core.scenario import Scenario
    from strife.games.civil_power.game import CivilPowerGame
    from strife.games.civil_power.model.state import CivilPowerState

VERSION = "civil-power-obs-1"
SETUP = "setup"  # the pre-game, as the view names it (2.3 Starting the Game)
PHASES = (
    SETUP,
    v.GASFIRE,
    v.FIRE,
    "fire_done",
    v.MOVE,
    "move_done",
    v.SHOCK,
    v.RECOVERY,
    BETWEEN,
    v.OVER,
)
TASKS = (
    v.RETREAT,
    v.MORALE,
    v.SHOCK_AREA,
    v.GAS_CHOICE,
    v.ACCOMPANY,
    v.SUPPRESS_OTHER,
    v.SURGE,
    v.MOVE_OUT,
    v.GAS_UPDATE,
    v.FIRE_OUT,
    v.FIRE_START,
    v.END_COMBAT,
    v.PLACE_HIDDEN,
    v.BUILD_BARRIER,
    v.REMOVE_BARRIER,
    v.PLACE_SEWER,
    v.PLACE_ARRIVAL,
)
MODES = ("fire", "gas", "molotov")
# Where a unit is when not in an area: the view's words, in this order after "on the map".
WHERE = ("off map", "eliminated", "waiting", "hidden", "aboard")
WHERE_CODE = {v.OFF_MAP: 0, v.ELIMINATED: 1, v.WAITING: 2, v.HIDDEN: 3, v.ABOARD: 4}
FLAGS = (
    (v.SUPPRESSED, "suppressed"),
    (v.FIRED, "fired"),
    (v.MOVED, "moved"),
    (v.CRANKED, "cranked"),
)
# A unit row: present, on the map, WHERE (5), area (board index + 1), x, y, level, the four
# FLAGS, gas gun, then its type (T), then its part now: moving, the task's, firing, target.
ON_MAP, AREA, LEVEL, FLAG0 = 1, 7, 10, 11
GAS_GUN = FLAG0 + len(FLAGS)
TYPE0 = GAS_GUN + 1
ROLES = 4
# An area: units of each side (S), then gas stage, fire, barricade sides, barrier sides, the
# task's area, building; then terrain (its kinds in the scenario's board).
AREA_FIELDS = 6


class CivilPowerObservation:
    def __init__(self, game: CivilPowerGame, scenario: Scenario) -> None:
        state = game.start(scenario, seed=0)
        board = state.board
        self.sides = tuple(state.order)
        self.areas = tuple(board.ids)
        self.types = tuple(game.unit_types)
        self.terrains = tuple(sorted(set(board.terrain)))
        self.stores = tuple(state.stores)
        s, a, t = len(self.sides), len(self.areas), len(self.types)
        self.unit_width = TYPE0 + t + ROLES
        self.turn_width = 5 + 7 * s + len(PHASES) + len(TASKS) + len(MODES) + 1 + len(self.stores)
        self.area_width = s + AREA_FIELDS + len(self.terrains)
        self.layout = Layout(
            VERSION,
            [
                ("turn", (self.turn_width,)),
                ("units", (s, UNITS_PER_SIDE, self.unit_width)),
                ("areas", (a, self.area_width)),
            ],
        )
        start = self.layout.start
        self.row = {
            name: start["units"] + i * self.unit_width
            for i, name in enumerate(unit_names(self.sides))
        }
        self.area_i = {x: i for i, x in enumerate(self.areas)}
        self.type_i = {x: i for i, x in enumerate(self.types)}
        self.side_i = {x: i for i, x in enumerate(self.sides)}
        self.x, self.y = board.x, board.y
        self.static: Part = ([], [])  # each area's building and terrain: never changes
        for i in range(a):
            base = start["areas"] + i * self.area_width + s
            terrain = self.terrains.index(board.terrain[i])
            self.static[0].extend((base + 5, base + AREA_FIELDS + terrain))
            self.static[1].extend((bool(board.building[i]), 1))
        self._units_kept: dict[str, tuple[Any, ...]] = {}
        self._marks_kept: dict[str, tuple[Any, ...]] = {}

    # -- the facts, from either source ---------------------------------------------------

    def _turn(self, out: Part, facts: dict[str, Any], you: str) -> None:
        """`facts`: the view's turn, turns, night, mp, tdn, active, chosen,
        engagement, engagement_raised, wia, kia, phase, task, attack, stores."""
        base = self.layout.start["turn"]
        s = len(self.sides)
        tdn = facts["tdn"]
        out[0].extend(range(base, base + 5))
        out[1].extend((facts["turn"], facts["turns"], facts["night"], facts["mp"], tdn or 0))
        at = base + 5
        one = [at + self.side_i[facts["active"]], at + s + self.side_i[you]]
        out[0].extend(one)
        out[1].extend([1] * len(one))
        at += 2 * s
        for k, key in enumerate(("chosen", "engagement", "engagement_raised", "wia", "kia")):
            for x, n in facts[key].items():
                out[0].append(at + k * s + self.side_i[x])
                out[1].append(n)
        at += 5 * s
        phase = facts["phase"]
        if phase not in PHASES:
            raise StrifeError(f"{VERSION} has no phase {phase!r}: the encoder needs a new version")
        out[0].append(at + PHASES.index(phase))
        out[1].append(1)
        at += len(PHASES)
        if facts["task"] is not None:
            out[0].append(at + TASKS.index(facts["task"]))
            out[1].append(1)
        at += len(TASKS)
        attack = facts["attack"]
        if attack is not None:
            out[0].extend((at + MODES.index(attack["mode"]), at + len(MODES)))
            out[1].extend((1, attack["reduce"]))
        at += len(MODES) + 1
        for i, name in enumerate(self.stores):
            out[0].append(at + i)
            out[1].append(facts["stores"][name])

    def _unit(
        self,
        out: Part,
        name: str,
        area: int,
        where: int,
        level: int,
        flags: tuple[bool, ...],
        gas_gun: bool,
        kind: str,
    ) -> None:
        """`area`: board index (-1 off the map), `where`: WHERE_CODE (-1 on the map)."""
        row = self.row[name]
        slots = [row, row + TYPE0 + self.type_i[kind], row + LEVEL, row + GAS_GUN]
        values = [1, 1, level, gas_gun]
        if area >= 0:
            slots += (row + ON_MAP, row + AREA, row + AREA + 1, row + AREA + 2)
            values += (1, area + 1, self.x[area], self.y[area])
        else:
            slots.append(row + 2 + where)
            values.append(1)
        for i, flag in enumerate(flags):
            if flag:
                slots.append(row + FLAG0 + i)
                values.append(1)
        out[0].extend(slots)
        out[1].extend(values)

    def _roles(
        self, out: Part, moving: str | None, task_unit: str | None, attack: dict[str, Any] | None
    ) -> None:
        role = TYPE0 + len(self.types)
        found: dict[int, float] = {}
        for column, name in ((0, moving), (1, task_unit)):
            if name is not None:
                found[self.row[name] + role + column] = 1
        if attack is not None:
            for name in attack["firers"]:
                found[self.row[name] + role + 2] = 1
            if attack["target"] is not None:
                found[self.row[attack["target"]] + role + 3] = 1
        out[0].extend(found)
        out[1].extend(found.values())

    def _area_counts(self, out: Part, units: dict[int, list[int]]) -> None:
        """`units`: area index -> units of each side there."""
        start, width = self.layout.start["areas"], self.area_width
        for area, counts in units.items():
            for i, n in enumerate(counts):
                out[0].append(start + area * width + i)
                out[1].append(n)

    def _area_marks(
        self, out: Part, gas: dict[int, int], fires: Any, barricades: Any, barriers: Any
    ) -> None:
        """Gas (area -> stage), fires (areas), Barricades and Barriers (pairs of areas)."""
        start, width = self.layout.start["areas"], self.area_width
        s = len(self.sides)
        found: dict[int, float] = {}
        for area, stage in gas.items():
            found[start + area * width + s] = stage
        for area in fires:
            found[start + area * width + s + 1] = 1
        for column, sides in ((s + 2, barricades), (s + 3, barriers)):
            for a, b in sides:
                for area in (a, b):
                    slot = start + area * width + column
                    found[slot] = found.get(slot, 0) + 1
        out[0].extend(found)
        out[1].extend(found.values())

    def _task_area(self, out: Part, area: int) -> None:
        out[0].append(self.layout.start["areas"] + area * self.area_width + len(self.sides) + 4)
        out[1].append(1)

    # -- from the state ------------------------------------------------------------------

    def from_state(self, state: CivilPowerState, side: str) -> Facts:
        if state.pregame is not None:
            # The pre-game's view is its own (the units set up so far, its choices): a
            # few steps a game, read from the view itself.
            return self.from_view(state.view(side))
        s = state
        out: Part = ([], [])
        names = s.names
        task = s.tasks[-1] if s.tasks else None
        attack = None
        if s.attack is not None:
            a = s.attack
            attack = {
                "mode": a.mode,
                "firers": [names[f] for f in a.firers],
                "target": names[a.target] if a.target >= 0 else None,
                "reduce": a.reduce,
            }
        self._turn(
            out,
            {
                "turn": s.turn,
                "turns": s.position.turns,
                "night": s.night(),
                "mp": s.mp,
                "tdn": s.tdn if s.uses("tactical_disintegration") else None,
                "active": s.active,
                "chosen": {x: x in s.choices for x in s.order},
                "engagement": s.el,
                "engagement_raised": s.el_raised,
                "wia": s.wia,
                "kia": s.kia,
                "phase": s.phase,
                "task": task.kind if task else None,
                "attack": attack,
                "stores": s.stores,
            },
            side,
        )
        task_unit = names[task.unit] if task and task.unit >= 0 else None
        self._roles(out, names[s.moving] if s.moving >= 0 else None, task_unit, attack)
        if task and task.area >= 0:
            self._task_area(out, task.area)
        units, counts = self._state_units(s, side)
        return [out, self.static, counts, self._state_marks(s, side), *units]

    def _state_units(self, s: CivilPowerState, side: str) -> tuple[list[Part], Part]:
        """Each visible unit's row, a part of its own, and the units of each side in each
        area: a step changes one unit or two, so only those are read again (found by
        comparing the state's lists with copies, in C) and the other rows are handed
        again. A unit on the map is never hidden (hidden units have no area)."""
        kept = self._units_kept.get(side)
        loc, flags, level, gas_gun = s.loc, s.flags, s.level, s.gas_gun
        if kept is None or len(kept[0]) != len(loc):
            changed: Iterable[int] = range(len(loc))
            was = [-1] * len(loc)
            parts: dict[int, Part] = {}
            counts: dict[int, int] = {}
        elif kept[0] == loc and kept[1] == flags and kept[2] == level and kept[3] == gas_gun:
            return kept[4], kept[5]
        else:
            every = range(len(loc))
            changed = {
                *compress(every, map(ne, loc, kept[0])),
                *compress(every, map(ne, flags, kept[1])),
                *compress(every, map(ne, level, kept[2])),
                *(gas_gun ^ kept[3]),
            }
            was, parts, counts = kept[0], dict(kept[6]), dict(kept[7])
        start, width = self.layout.start["areas"], self.area_width
        for u in changed:
            a, f = loc[u], flags[u]
            column = self.side_i[s.side_of[u]]
            if was[u] >= 0:
                slot = start + was[u] * width + column
                counts[slot] -= 1
                if not counts[slot]:
                    del counts[slot]
            if a >= 0:
                slot = start + a * width + column
                counts[slot] = counts.get(slot, 0) + 1
            if a == v.HIDDEN and s.side_of[u] != side:
                parts.pop(u, None)  # 8.4: the enemy does not know it is there
                continue
            row: Part = ([], [])
            self._unit(
                row,
                s.names[u],
                a,
                WHERE_CODE.get(a, -1),
                level[u],
                tuple(bool(f & bit) for bit, _ in FLAGS),
                u in gas_gun,
                s.kind[u].id,
            )
            parts[u] = row
        listed = list(parts.values())
        area_part: Part = (list(counts), list(counts.values()))
        self._units_kept[side] = (
            list(loc),
            list(flags),
            list(level),
            gas_gun,
            listed,
            area_part,
            parts,
            counts,
        )
        return listed, area_part

    def _state_marks(self, s: CivilPowerState, side: str) -> Part:
        """Gas, fires, Barricades and Barriers: kept while none changes."""
        key = (s.gas, s.fires, s.barricades, s.barriers)
        kept = self._marks_kept.get(side)
        if kept is not None and kept[0] == key:
            return kept[1]  # type: ignore[no-any-return]
        out: Part = ([], [])
        barricades = [side_areas(k) for k in s.barricades]
        self._area_marks(out, s.gas, s.fires, barricades, [side_areas(k) for k in s.barriers])
        self._marks_kept[side] = ((dict(s.gas), s.fires, s.barricades, s.barriers), out)
        return out

    # -- from the view (the reference) ---------------------------------------------------

    def from_view(self, view: dict[str, Any]) -> Facts:
        out: Part = ([], [])
        self._turn(out, view, view["you"])
        self._roles(out, view["moving"], view["task_unit"], view["attack"])
        if view["task_area"] is not None:
            self._task_area(out, self.area_i[view["task_area"]])
        units: Part = ([], [])
        where = {name: code for code, name in enumerate(WHERE)}
        counts: dict[int, list[int]] = {}
        for u in view["units"]:
            area = self.area_i.get(u["area"], -1)
            if area >= 0:
                counts.setdefault(area, [0] * len(self.sides))[self.side_i[u["side"]]] += 1
            if view["phase"] == SETUP and u["id"] not in self.row:
                continue  # a unit set up in the pre-game ("S1"): in its area's count only
            flags = tuple(bool(u[name]) for _, name in FLAGS)
            self._unit(
                units,
                u["id"],
                area,
                where.get(u["area"], -1),
                u["level"],
                flags,
                u["gas_gun"],
                u["type"],
            )
        areas: Part = ([], [])
        self._area_counts(areas, counts)
        split = [tuple(self.area_i[x] for x in key.split("|")) for key in view["barricades"]]
        walls = [tuple(self.area_i[x] for x in key.split("|")) for key in view["barriers"]]
        gas = {self.area_i[a]: n for a, n in view["gas"].items()}
        self._area_marks(areas, gas, [self.area_i[a] for a in view["fires"]], split, walls)
        return [out, self.static, units, areas]


def observation(game: CivilPowerGame, scenario: Scenario) -> CivilPowerObservation:
    return CivilPowerObservation(game, scenario)

"""The map (2.2 Map): square areas like a chessboard, each about 20 metres square.

Static data, loaded once and shared by every state. Areas are numbered 0..n-1 on the board
(the maps placed together); ids are strings such as "Wc3": the map's prefix, the column
letter (a = the westmost column of that map) and the row number (1 = its northmost row).
The map files and their arrangements into a board are in maps.py.

Barricades and Barriers (6.2, 8.11) are not map data: scenarios place them, and Barriers
are built during play, so they live in the state. They use the same side keys.

Geometry rulings (docs/rulings/civil-power.md, B-1..B-4): distance is counted in areas with
diagonal steps allowed (Chebyshev distance); a line of sight runs centre to centre; a line
through a corner point passes between the two areas flanking the corner and is blocked there
only if both are obstacles; a diagonal step or line crosses a side feature (barricade,
barrier, hedge) only if every orthogonal route around the corner crosses one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from strife.core.errors import DataError

if TYPE_CHECKING:
    from strife.games.civil_power.model.maps import MapFile, Placement


STREET, OPEN, BUILDING, PARK, PLAZA = "street", "open", "building", "park", "plaza"
TERRAIN_CODES = {".": STREET, "o": OPEN, "p": PARK, "z": PLAZA}
# The map edges, by the direction one leaves the board through them.
NORTH, EAST, SOUTH, WEST = "north", "east", "south", "west"
EDGES = (NORTH, EAST, SOUTH, WEST)
COLUMNS = "abcdefghijklmnopqrstuvwxyz"


class LineOfSight(NamedTuple):
    """What a line of sight from one area's centre to another's passes (a named tuple: a
    board makes many thousands, and a tuple is made several times faster than a frozen
    dataclass).

    `groups`: the areas strictly between, in order; a group of two is a corner, blocked
    only if both areas block. `side_groups`: side features crossed between intermediate
    areas; each group is a tuple of routes (a corner has two), blocked only if every route
    crosses a blocking feature. `target_sides` / `firer_sides`: sides of the target's or
    firer's own area that the line crosses (any route): a barricade there does not block
    but (target) gives the defender its modifier (5.3.3, 6.2).

    Kept for LOS checks, from the terrain alone: `walled`, whether some group lies wholly in
    buildings (then the line is blocked whenever its higher end is at most at the second
    level, 4.2, 5.3.2); `open_groups`, each group's areas that are not buildings (only they
    can leave a group open at those levels).
    """

    groups: tuple[tuple[int, ...], ...]
    side_groups: tuple[tuple[tuple[int, ...], ...], ...]
    target_sides: tuple[int, ...]
    firer_sides: tuple[int, ...]
    walled: bool
    open_groups: tuple[tuple[int, ...], ...]


class Board:
    """The areas, their terrain, adjacency, edges, named places and hedges."""

    def __init__(self, sheets: list[tuple[MapFile, Placement]]) -> None:
        cells: dict[tuple[int, int], int] = {}
        ids: list[str] = []
        xs: list[int] = []
        ys: list[int] = []
        terrain: list[str] = []
        building: list[str] = []
        sheet_of: list[str] = []
        places: dict[str, list[int]] = {}
        hedges: set[int] = set()
        self.sheets = tuple(p for _, p in sheets)
        local: dict[str, dict[str, int]] = {}
        for sheet, at in sheets:
            names: dict[str, int] = {}
            for row, line in enumerate(sheet.rows):
                for col, token in enumerate(line.split()):
                    key = (at.x + col, at.y + row)
                    if key in cells:
                        raise DataError(sheet.id, "rows", f"overlaps another map at {key}")
                    n = len(ids)
                    cells[key] = n
                    name = f"{COLUMNS[col]}{row + 1}"
                    names[name] = n
                    ids.append(sheet.prefix + name)
                    xs.append(key[0])
                    ys.append(key[1])
                    sheet_of.append(sheet.id)
                    if token in TERRAIN_CODES:
                        terrain.append(TERRAIN_CODES[token])
                        building.append("")
                    else:
                        terrain.append(BUILDING)
                        # Building letters are per sheet: "A" on West is not "A" on East.
                        building.append(f"{sheet.prefix}{token}")
            local[sheet.id] = names
            for place, areas in sheet.places.items():
                for name in areas:
                    if name not in names:
                        raise DataError(sheet.id, f"places.{place}", f"no area {name!r}")
                places.setdefault(place, []).extend(names[a] for a in areas)
            for i, text in enumerate(sheet.hedges):
                parts = text.split("|")
                if len(parts) != 2 or any(p not in names for p in parts):
                    raise DataError(sheet.id, f"hedges.{i}", "write a side as 'c3|c4'")
                p, q = names[parts[0]], names[parts[1]]
                if abs(xs[p] - xs[q]) + abs(ys[p] - ys[q]) != 1:
                    raise DataError(sheet.id, f"hedges.{i}", "not orthogonal neighbours")
                hedges.add(side_key(p, q))
        self.n = len(ids)
        self.ids = tuple(ids)
        self.index = {a: i for i, a in enumerate(ids)}
        self.x = tuple(xs)
        self.y = tuple(ys)
        self.terrain = tuple(terrain)
        self.building = tuple(building)
        self.is_building = tuple(t == BUILDING for t in terrain)
        self.sheet_of = tuple(sheet_of)
        self.local = local
        self.places = {k: tuple(sorted(set(v))) for k, v in places.items()}
        self.hedges = frozenset(hedges)
        self._cells = cells
        orth: list[tuple[int, ...]] = []
        diag: list[tuple[int, ...]] = []
        edges: list[tuple[str, ...]] = []
        for i in range(self.n):
            x, y = xs[i], ys[i]
            orth.append(tuple(cells[c] for c in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y))
                              if c in cells))  # fmt: skip
            diag.append(tuple(cells[c] for c in ((x + 1, y - 1), (x + 1, y + 1), (x - 1, y + 1),
                                                 (x - 1, y - 1)) if c in cells))  # fmt: skip
            edges.append(tuple(e for e, c in zip(EDGES, ((x, y - 1), (x + 1, y), (x, y + 1),
                                                         (x - 1, y)), strict=True)
                               if c not in cells))  # fmt: skip
        self.orth = tuple(orth)
        self.diag = tuple(diag)
        self.neighbours = tuple(o + d for o, d in zip(orth, diag, strict=True))
        self.edges = tuple(edges)
        self._los: dict[int, LineOfSight] = {}
        self._walled: dict[int, bool] = {}
        # The areas by x * _height + y over the board's bounding box (None: no area), for
        # tracing lines without building coordinate tuples.
        self._height = max(ys) + 1
        self._grid: list[int | None] = [None] * ((max(xs) + 1) * self._height)
        for (x, y), n in cells.items():
            self._grid[x * self._height + y] = n
        self._within: dict[tuple[int, int], tuple[int, ...]] = {}
        # Things the rules build once per board (e.g. one Step action per area).
        self.memo: dict[str, Any] = {}

    # -- lookups -------------------------------------------------------------------------

    def area(self, name: str) -> int:
        try:
            return self.index[name]
        except KeyError:
            raise DataError("board", name, "no such area") from None

    def place(self, name: str) -> tuple[int, ...]:
        """The areas of a named place ("Plaza", "Park", "Squat", "Posh Hotel", "Barracks")."""
        try:
            return self.places[name]
        except KeyError:
            known = sorted(self.places)
            raise DataError("board", name, f"no such place (known: {known})") from None

    def at(self, x: int, y: int) -> int | None:
        return self._cells.get((x, y))

    def distance(self, a: int, b: int) -> int:
        """Areas between centres, diagonal steps allowed (B-1)."""
        return max(abs(self.x[a] - self.x[b]), abs(self.y[a] - self.y[b]))

    def within(self, a: int, reach: int) -> tuple[int, ...]:
        """The areas 1 to `reach` areas from `a` (B-1), in area order (static, so kept)."""
        key = (a, reach)
        found = self._within.get(key)
        if found is None:
            x, y, cells = self.x[a], self.y[a], self._cells
            near = [
                cells[(i, j)]
                for i in range(x - reach, x + reach + 1)
                for j in range(y - reach, y + reach + 1)
                if (i, j) in cells and (i, j) != (x, y)
            ]
            found = self._within[key] = tuple(sorted(near))
        return found

    def is_diagonal(self, a: int, b: int) -> bool:
        return self.x[a] != self.x[b] and self.y[a] != self.y[b]

    def building_areas(self, letter: str) -> tuple[int, ...]:
        return tuple(i for i in range(self.n) if self.building[i] == letter)

    def crosses(self, a: int, b: int, features: frozenset[int] | set[int]) -> bool:
        """Whether a step from `a` to neighbouring `b` crosses one of the side `features`
        (B-4: a diagonal step only if both routes around the corner do)."""
        if not features:
            return False
        if not self.is_diagonal(a, b):
            return side_key(a, b) in features
        f1 = self._cells.get((self.x[b], self.y[a]))
        f2 = self._cells.get((self.x[a], self.y[b]))
        routes = 0
        for f in (f1, f2):
            if f is None or side_key(a, f) in features or side_key(f, b) in features:
                routes += 1
        return routes == 2

    # -- line of sight ------------------------------------------------------------------------

    def line(self, a: int, b: int) -> LineOfSight:
        """The line of sight from the centre of `a` to the centre of `b` (cached)."""
        key = a * self.n + b
        found = self._los.get(key)
        if found is None:
            found = self._los[key] = self._trace(a, b)
        return found

    def walled(self, a: int, b: int) -> bool:
        """`line(a, b).walled` (cached): most lines across a town are, and a walk that stops
        at the first group wholly in buildings costs far less than tracing the whole line."""
        key = a * self.n + b
        found = self._walled.get(key)
        if found is None:
            line = self._los.get(key)
            found = self._walled[key] = line.walled if line is not None else self._walk_walled(a, b)
        return found

    def _walk_walled(self, a: int, b: int) -> bool:
        """The walk of `_trace`, keeping nothing: whether a group lies wholly in buildings."""
        dx, dy = self.x[b] - self.x[a], self.y[b] - self.y[a]
        if a == b:
            return False
        grid, h, building = self._grid, self._height, self.is_building
        adx, ady = abs(dx), abs(dy)
        xstep = h if dx > 0 else -h
        ystep = 1 if dy > 0 else -1
        vx, hy = ady, adx
        pos = self.x[a] * h + self.y[a]
        while True:
            if not dy or (dx and vx < hy):
                pos += xstep
                vx += 2 * ady
            elif not dx or hy < vx:
                pos += ystep
                hy += 2 * adx
            else:
                f1, f2 = grid[pos + xstep], grid[pos + ystep]
                pos += xstep + ystep
                vx += 2 * ady
                hy += 2 * adx
                if grid[pos] is None:
                    return False
                flank = [f for f in (f1, f2) if f is not None]
                if flank and all(building[f] for f in flank):
                    return True
            nxt = grid[pos]
            if nxt is None or nxt == b:
                return False
            if building[nxt]:
                return True

    def _trace(self, a: int, b: int) -> LineOfSight:
        """The line from `a` to `b` (one that leaves the board ends there; each direction
        is traced when first asked for). Each step crosses a side into the next area, or
        a corner (whose flanking areas form a group, and whose routes round the corner
        cross two sides each); a side of `b`'s area is a target side, else one of `a`'s a
        firer side, else it is kept in `side_groups` (a corner's routes only if each still
        crosses some side)."""
        x0, y0, x1, y1 = self.x[a], self.y[a], self.x[b], self.y[b]
        dx, dy = x1 - x0, y1 - y0
        groups: list[tuple[int, ...]] = []
        inner: list[tuple[tuple[int, ...], ...]] = []
        target_sides: list[int] = []
        firer_sides: list[int] = []
        open_groups: list[tuple[int, ...]] = []  # each group less its buildings
        building = self.is_building
        if a != b:
            # Walk the line cell by cell (exact arithmetic: centres are at half-integers).
            # The line crosses its k-th vertical side at t = (2k+1) / (2|dx|) and its m-th
            # horizontal side at t = (2m+1) / (2|dy|): compare them by cross-multiplying.
            # `vx` = (2k+1)|dy| and `hy` = (2m+1)|dx| for the next crossings; the walk keeps
            # its cell as an index into the grid (`pos`), stepping by `xstep` or `ystep`.
            grid, h = self._grid, self._height
            adx, ady = abs(dx), abs(dy)
            xstep = h if dx > 0 else -h
            ystep = 1 if dy > 0 else -1
            vx, hy = ady, adx
            pos, here = x0 * h + y0, a
            while True:
                if not dy or (dx and vx < hy):
                    pos += xstep  # through a vertical side
                    vx += 2 * ady
                    corner = False
                elif not dx or hy < vx:
                    pos += ystep  # through a horizontal side
                    hy += 2 * adx
                    corner = False
                else:
                    f1, f2 = grid[pos + xstep], grid[pos + ystep]
                    pos += xstep + ystep  # exactly through a corner
                    vx += 2 * ady
                    hy += 2 * adx
                    corner = True
                nxt = grid[pos]
                if nxt is None:
                    break
                if not corner:
                    # side_key(here, nxt), written out (this is the hot loop of tracing)
                    k = here * 100_000 + nxt if here < nxt else nxt * 100_000 + here
                    if here == b or nxt == b:
                        target_sides.append(k)
                    elif here == a or nxt == a:
                        firer_sides.append(k)
                    else:
                        inner.append(((k,),))
                else:
                    flank = tuple(f for f in (f1, f2) if f is not None)
                    if flank:
                        groups.append(flank)
                        open_groups.append(tuple(f for f in flank if not building[f]))
                    rest: list[tuple[int, ...]] = []
                    for f in flank:
                        kept: list[int] = []
                        for p, q in ((here, f), (f, nxt)):
                            if p == b or q == b:
                                target_sides.append(side_key(p, q))
                            elif p == a or q == a:
                                firer_sides.append(side_key(p, q))
                            else:
                                kept.append(side_key(p, q))
                        rest.append(tuple(kept))
                    if rest and all(rest):
                        inner.append(tuple(rest))
                if nxt == b:
                    break
                group = (nxt,)
                groups.append(group)
                open_groups.append(() if building[nxt] else group)
                here = nxt
        return LineOfSight(
            tuple(groups),
            tuple(inner),
            tuple(target_sides),
            tuple(firer_sides),
            not all(open_groups),
            tuple(open_groups),
        )

    def line_area(self, a: int, b: int) -> list[int]:
        """Every area a line touches strictly between its ends (for drawing and checks)."""
        return [x for g in self.line(a, b).groups for x in g]


def side_key(a: int, b: int) -> int:
    """The side between two areas as one number, smaller area first (`side_areas` undoes it)."""
    lo, hi = (a, b) if a < b else (b, a)
    return lo * 100_000 + hi


def side_areas(key: int) -> tuple[int, int]:
    return divmod(key, 100_000)

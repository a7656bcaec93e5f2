"""A fixed integer numbering of a game's actions, for learning agents (strife.rl).

A game describes, in its own `rl_encoding` module, the values each action field can take
(its areas, units, pieces, ...) from its data. Every action kind then owns a block of
integers: the product of its fields' value counts, in the fields' order (mixed radix).
A field the game leaves undescribed (a composite value such as a list of pieces) is
numbered by rank instead: the action's place among the legal options of its kind that
agree on every described field, up to `variants` of them. Index 0 is WAIT, the one action
of a side that has no decision now (used by simultaneous-move environments).

Plain Python: the game layer never needs NumPy, Gymnasium or PettingZoo.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from strife.core.actions import Action
from strife.core.errors import StrifeError

WAIT = 0
KNOWN_LIMIT = 200_000  # actions whose integers are remembered at once


@dataclass(frozen=True)
class KindBlock:
    kind: str
    offset: int
    fields: tuple[str, ...]  # the described fields, in the action's field order
    values: tuple[dict[Any, int], ...]  # per described field: value -> digit
    variants: int  # 1 if every field is described

    @property
    def size(self) -> int:
        size = self.variants
        for table in self.values:
            size *= len(table)
        return size


class ActionSpace:
    """The integers of one game (and scenario): `size` of them, 0 being WAIT."""

    def __init__(
        self,
        game_id: str,
        version: str,
        classes: Sequence[type[Action]],
        vocabularies: dict[str, Sequence[Any]],
        overrides: dict[tuple[str, str], Sequence[Any] | None] | None = None,
        variants: int = 64,
    ) -> None:
        """`vocabularies` maps a field name to its values for every kind; `overrides`
        (kind, field) -> values for a kind whose field of that name means something else,
        or None to number that field by rank."""
        self.game_id = game_id
        self.version = version
        self.blocks: dict[str, KindBlock] = {}
        offset = 1  # 0 is WAIT
        overrides = overrides or {}
        for cls in sorted(classes, key=lambda c: c.kind):
            names, tables = [], []
            undescribed = False
            for f in dataclasses.fields(cls):
                key = (cls.kind, f.name)
                values = overrides[key] if key in overrides else vocabularies.get(f.name)
                if values is None:
                    undescribed = True
                    continue
                names.append(f.name)
                tables.append({v: i for i, v in enumerate(dict.fromkeys(values))})
            block = KindBlock(
                cls.kind, offset, tuple(names), tuple(tables), variants if undescribed else 1
            )
            self.blocks[cls.kind] = block
            offset += block.size
        self.size = offset
        # Games hand out the same action objects again and again (their action pools): an
        # action's integer is worked out once and found again by the object's id, as cheap
        # a lookup as there is (hashing a dataclass action costs a few times more). The
        # objects are held in `_held`, so no id is reused by another object while known.
        self._known: dict[int, int] = {}
        self._held: list[Action] = []
        self._by_value: dict[Action, int] = {}  # for actions a game makes afresh

    def _base(self, action: Action) -> int:
        block = self.blocks.get(action.kind)
        if block is None:
            raise StrifeError(f"{self.game_id} encoding {self.version} has no kind {action.kind!r}")
        index = 0
        for name, table in zip(block.fields, block.values, strict=True):
            digit = table.get(getattr(action, name))
            if digit is None:
                raise StrifeError(
                    f"{self.game_id} encoding {self.version}: {action.kind} {name}="
                    f"{getattr(action, name)!r} is not among the values the game's data gives"
                )
            index = index * len(table) + digit
        return block.offset + index * block.variants

    def indices(self, options: Sequence[Action]) -> list[int]:
        """The integer of each option, in order; distinct within one list of options."""
        found = list(map(self._known.get, map(id, options)))
        if None not in found:
            return found  # type: ignore[return-value]  # no None left
        if len(self._held) > KNOWN_LIMIT:  # many actions made afresh: start again
            self._known.clear()
            self._held.clear()
            self._by_value.clear()
        taken: dict[int, int] = {}  # ranked kinds: how many options took each base so far
        at = found.index(None)
        while True:
            found[at] = self._work_out(options[at], taken)
            try:
                at = found.index(None, at + 1)
            except ValueError:
                return found  # type: ignore[return-value]

    def _work_out(self, action: Action, taken: dict[int, int]) -> int:
        """The integer of an action not known by its id: an equal action's (a game that
        makes this one afresh each time), or worked out from its fields."""
        found = self._by_value.get(action)
        if found is not None:
            return found
        base = self._base(action)
        variants = self.blocks[action.kind].variants
        if variants == 1:
            self._known[id(action)] = self._by_value[action] = base
            self._held.append(action)
            return base
        rank = taken.get(base, 0)
        if rank >= variants:
            raise StrifeError(
                f"{self.game_id} encoding {self.version}: more than "
                f"{variants} {action.kind} options at once"
            )
        taken[base] = rank + 1
        return base + rank

    def describe(self) -> list[dict[str, Any]]:
        """Each kind's block: where it starts, its size, and what its digits are."""
        return [
            {
                "kind": b.kind,
                "offset": b.offset,
                "size": b.size,
                "fields": {n: len(t) for n, t in zip(b.fields, b.values, strict=True)},
                "variants": b.variants,
            }
            for b in self.blocks.values()
        ]

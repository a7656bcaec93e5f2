"""Seeded randomness for games.

Every die, draw and shuffle in a game comes from its state's Dice. The generator is
SplitMix64 over (seed, counter): its whole state is two integers, so cloning a game state
costs nothing extra, and the stream is the same on every platform and Python version.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from strife.core.errors import StrifeError

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def _mix(z: int) -> int:
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9 & _MASK
    z = (z ^ (z >> 27)) * 0x94D049BB133111EB & _MASK
    return z ^ (z >> 31)


class Dice:
    """A reproducible stream of random numbers: the same seed gives the same game."""

    __slots__ = ("counter", "seed")

    def __init__(self, seed: int, counter: int = 0) -> None:
        self.seed = seed & _MASK
        self.counter = counter

    def next64(self) -> int:
        self.counter += 1
        return _mix((self.seed + self.counter * _GOLDEN) & _MASK)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        # Rejection sampling keeps the draw exactly uniform.
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def roll(self, sides: int = 6) -> int:
        """One die of `sides` faces, 1..sides."""
        return self.below(sides) + 1

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: list[T]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def copy(self) -> Dice:
        return Dice(self.seed, self.counter)

    def to_json(self) -> dict[str, object]:
        return {"kind": "seeded", "seed": self.seed, "counter": self.counter}


class ScriptedDice(Dice):
    """Dice that return a fixed list of values, for tests with exact expectations.

    `roll(sides)` returns the next scripted value; `below(n)` returns it minus one. Running
    out of values is an error, so a test never silently falls back to chance.
    """

    __slots__ = ("position", "values")

    def __init__(self, values: Sequence[int], position: int = 0) -> None:
        super().__init__(0)
        self.values = list(values)
        self.position = position

    def _next(self) -> int:
        if self.position >= len(self.values):
            raise StrifeError(f"ScriptedDice ran out after {len(self.values)} values")
        value = self.values[self.position]
        self.position += 1
        return value

    def next64(self) -> int:
        return self._next()

    def below(self, n: int) -> int:
        value = self._next() - 1
        if not 0 <= value < n:
            raise StrifeError(f"scripted value {value + 1} is not in 1..{n}")
        return value

    def roll(self, sides: int = 6) -> int:
        value = self._next()
        if not 1 <= value <= sides:
            raise StrifeError(f"scripted roll {value} is not in 1..{sides}")
        return value

    def copy(self) -> ScriptedDice:
        return ScriptedDice(self.values, self.position)

    def to_json(self) -> dict[str, object]:
        return {"kind": "scripted", "values": list(self.values), "position": self.position}


def dice_from_json(obj: object) -> Dice:
    if not isinstance(obj, dict):
        raise StrifeError("dice: expected an object")
    kind = obj.get("kind")
    if kind == "seeded":
        seed, counter = obj.get("seed"), obj.get("counter")
        if not isinstance(seed, int) or not isinstance(counter, int):
            raise StrifeError("dice: seed and counter must be integers")
        return Dice(seed, counter)
    if kind == "scripted":
        values, position = obj.get("values"), obj.get("position")
        if not isinstance(values, list) or not all(isinstance(v, int) for v in values):
            raise StrifeError("dice: scripted values must be a list of integers")
        if not isinstance(position, int):
            raise StrifeError("dice: position must be an integer")
        return ScriptedDice(values, position)
    raise StrifeError(f"dice: unknown kind {kind!r}")

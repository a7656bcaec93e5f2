"""Observations: a side's view, and nothing else, as fixed-size arrays.

Any game's view is JSON; it is read as a bag of facts by feature hashing, so every game
(including ones added later) gets an observation without a game-specific encoder:

- `numbers` (float32[N]): each number in the view added at the slot of its key path
  (list positions dropped: "units[]/strength"), so totals by kind of thing;
- `tokens` (float32[T]): each text, true/false or null value counted at the slot of
  "key path=value" ("units[]/area=Ea12"), so which things are where;
- `action_mask` (int8[A]): 1 for each legal action's integer (strife.core.encoding).

Slots are CRC-32 of the key text modulo N or T: stable across processes and versions of
Python. The flat vector is numbers then tokens. Hash collisions and lost nesting are the
price of generality; a learner that needs more can read `info["view"]`, the view itself.
"""

from __future__ import annotations

import zlib
from typing import Any

import numpy as np
from numpy.typing import NDArray

NUMBERS = 256
TOKENS = 1024


class Featurizer:
    """Turns views into (numbers, tokens); caches each key's slot."""

    def __init__(self, numbers: int = NUMBERS, tokens: int = TOKENS) -> None:
        self.numbers = numbers
        self.tokens = tokens
        self._slots: dict[str, int] = {}

    def _slot(self, key: str, size: int) -> int:
        slot = self._slots.get(key)
        if slot is None:
            slot = self._slots[key] = zlib.crc32(key.encode()) % size
        return slot

    def __call__(self, view: dict[str, Any]) -> tuple[NDArray[np.float32], NDArray[np.float32]]:
        numbers = np.zeros(self.numbers, np.float32)
        tokens = np.zeros(self.tokens, np.float32)
        stack: list[tuple[str, Any]] = [("", view)]
        while stack:
            path, value = stack.pop()
            if isinstance(value, dict):
                stack.extend((f"{path}/{k}", v) for k, v in value.items())
            elif isinstance(value, list | tuple):
                inner = path + "[]"
                stack.extend((inner, v) for v in value)
            elif isinstance(value, bool) or value is None or isinstance(value, str):
                tokens[self._slot(f"{path}={value}", self.tokens)] += 1.0
            elif isinstance(value, int | float):
                numbers[self._slot(path, self.numbers)] += float(value)
            else:
                raise TypeError(f"a view holds {type(value).__name__} at {path}: not JSON")
        return numbers, tokens

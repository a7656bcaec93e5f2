"""Observations: a side's view, and nothing else, as fixed-size arrays.

Any game's view is JSON; it is read as a bag of facts by feature hashing, so every game
(including ones added later) gets an observation without a game-specific encoder:

- `numbers` (float32[N]): each number in the view added at the slot of its key
  ("strength"), so totals by kind of thing; a number in a list at "key[]";
- `tokens` (float32[T]): each text, true/false or null value counted at the slot of
  "key=value" ('area="Ea12"'), so which things are where; in a list, "key[]=value";
- `action_mask` (int8[A]): 1 for each legal action's integer (strife.core.encoding).

Slots are CRC-32 of the key text modulo N or T: stable across processes and versions of
Python. The flat vector is numbers then tokens. Keys are read without the path above them
and hashes may collide: that is the price of generality (and of speed). A learner that
needs more can build its own arrays from `state.view(side)`.
"""

from __future__ import annotations

import json
import zlib
from typing import Any

import numpy as np
from numpy.typing import NDArray

NUMBERS = 256
TOKENS = 1024


Leaf = str | bool | int | float | None


def _walk(
    obj: Any, key: str, numbers: list[tuple[str, Any]], tokens: list[tuple[str, Any]]
) -> None:
    """Collect (key, number) and (key, text/true/false/null) facts; types compared with
    `is`, the fastest test in CPython, since this runs on every step of an environment."""
    if type(obj) is dict:
        items: Any = obj.items()
    elif type(obj) is list or type(obj) is tuple:
        inner = key + "[]"
        items = ((inner, x) for x in obj)
    else:
        raise TypeError(f"a view holds {type(obj).__name__} under {key!r}: not JSON")
    for k, x in items:
        t = type(x)
        if t is str or t is bool or x is None:
            tokens.append((k, x))
        elif t is int or t is float:
            numbers.append((k, x))
        elif t is dict or t is list or t is tuple:
            _walk(x, k, numbers, tokens)
        else:
            raise TypeError(f"a view holds {t.__name__} under {k!r}: not JSON")


class Featurizer:
    """Turns views into (numbers, tokens); caches each key's slot."""

    def __init__(self, numbers: int = NUMBERS, tokens: int = TOKENS) -> None:
        self.numbers = numbers
        self.tokens = tokens
        self._number_slots: dict[str, int] = {}
        self._token_slots: dict[tuple[str, Any], int] = {}

    def _number_slot(self, key: str) -> int:
        slot = self._number_slots.get(key)
        if slot is None:
            slot = self._number_slots[key] = zlib.crc32(key.encode()) % self.numbers
        return slot

    def _token_slot(self, fact: tuple[str, Any]) -> int:
        slot = self._token_slots.get(fact)
        if slot is None:
            text = f"{fact[0]}={json.dumps(fact[1])}"
            slot = self._token_slots[fact] = zlib.crc32(text.encode()) % self.tokens
        return slot

    def __call__(self, view: dict[str, Any]) -> tuple[NDArray[np.float32], NDArray[np.float32]]:
        number_facts: list[tuple[str, Any]] = []
        token_facts: list[tuple[str, Any]] = []
        _walk(view, "", number_facts, token_facts)
        token_get = self._token_slots.get
        token_slots = [token_get(f) for f in token_facts]
        if None in token_slots:
            token_slots = [self._token_slot(f) for f in token_facts]
        number_get = self._number_slots.get
        number_slots = [number_get(k) for k, _ in number_facts]
        if None in number_slots:
            number_slots = [self._number_slot(k) for k, _ in number_facts]
        weights = np.fromiter((v for _, v in number_facts), np.float64, len(number_facts))
        numbers = np.bincount(
            np.array(number_slots, np.intp), weights=weights, minlength=self.numbers
        ).astype(np.float32)
        tokens = np.bincount(np.array(token_slots, np.intp), minlength=self.tokens)
        return numbers, tokens.astype(np.float32)

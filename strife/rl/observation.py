"""The generic observation, for a game without an `rl_observation` module of its own.

Any game's view is JSON; it is read as a bag of facts by feature hashing, so every game
(including ones added later) gets an observation without a game-specific encoder:

- `numbers` (N slots): each number in the view added at the slot of its key ("strength"),
  so totals by kind of thing; a number in a list at "key[]";
- `tokens` (T slots): each text, true/false or null value counted at the slot of
  "key=value" ('area="Ea12"'), so which things are where; in a list, "key[]=value".

Slots are CRC-32 of the key text modulo N or T: stable across processes and versions of
Python. Keys are read without the path above them, and two keys may share a slot: each
such collision is recorded in `collisions` and warned about (RuntimeWarning) the first
time it is met, never silent. The games of Strife have encoders of their own, without
hashing (strife/games/<game>/rl_observation.py); this one is the fallback.
"""

from __future__ import annotations

import json
import warnings
import zlib
from typing import Any

from strife.core.observation import Facts, Layout
from strife.core.state import State

NUMBERS = 256
TOKENS = 1024
VERSION = "generic-hashed-1"


def _walk(
    obj: Any, key: str, numbers: list[tuple[str, Any]], tokens: list[tuple[str, Any]]
) -> None:
    """Collect (key, number) and (key, text/true/false/null) facts."""
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


class HashedObservation:
    """The `Encoder` of a game without its own: hashed facts of the view."""

    def __init__(self, numbers: int = NUMBERS, tokens: int = TOKENS) -> None:
        self.layout = Layout(VERSION, [("numbers", (numbers,)), ("tokens", (tokens,))])
        self.numbers = numbers
        self.tokens = tokens
        self._number_slots: dict[str, int] = {}  # key -> slot
        self._token_slots: dict[tuple[str, Any], int] = {}  # (key, value) -> slot
        self._owner: dict[int, str] = {}  # slot -> the text hashed there first
        self.collisions: list[tuple[str, str]] = []

    def _slot(self, text: str, base: int, size: int) -> int:
        slot = base + zlib.crc32(text.encode()) % size
        owner = self._owner.setdefault(slot, text)
        if owner != text:
            self.collisions.append((owner, text))
            warnings.warn(
                f"generic observation: {text!r} shares slot {slot} with {owner!r}",
                RuntimeWarning,
                stacklevel=3,
            )
        return slot

    def from_view(self, view: dict[str, Any]) -> Facts:
        numbers: list[tuple[str, Any]] = []
        tokens: list[tuple[str, Any]] = []
        _walk(view, "", numbers, tokens)
        found: dict[int, float] = {}
        for key, x in numbers:
            slot = self._number_slots.get(key)
            if slot is None:
                slot = self._number_slots[key] = self._slot(key, 0, self.numbers)
            found[slot] = found.get(slot, 0.0) + x
        for fact in tokens:
            slot = self._token_slots.get(fact)
            if slot is None:
                text = f"{fact[0]}={json.dumps(fact[1])}"
                slot = self._slot(text, self.numbers, self.tokens)
                self._token_slots[fact] = slot
            found[slot] = found.get(slot, 0.0) + 1.0
        return [(list(found), list(found.values()))]

    def from_state(self, state: State, side: str) -> Facts:
        return self.from_view(state.view(side))

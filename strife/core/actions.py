"""Actions: small frozen dataclasses with a stable JSON form.

A game declares its action classes, each with a `kind`, and an ActionCodec turns them into
JSON and back. JSON lists become tuples on the way in, so a decoded action equals the one
that was encoded.
"""

from __future__ import annotations

import dataclasses
import typing
from typing import Any, ClassVar

from pydantic import ConfigDict, TypeAdapter, ValidationError

from strife.core.errors import IllegalAction


@dataclasses.dataclass(frozen=True, slots=True)
class Action:
    """Base of every game's actions. Subclasses are frozen dataclasses with a `kind`."""

    kind: ClassVar[str] = "action"
    # True for an action that only takes back the last step of a chain not yet committed
    # (a command not yet laid down, an attack not yet rolled): a person changing his mind
    # needs it, a computer player searching for its best move does not (`worth_searching`).
    takes_back: ClassVar[bool] = False

    def to_json(self) -> dict[str, Any]:
        obj: dict[str, Any] = {"kind": self.kind}
        for name in _field_names(type(self)):
            value = getattr(self, name)
            obj[name] = _to_plain(value) if type(value) is tuple else value
        return obj

    def label(self) -> str:
        """One plain-English line for menus and logs."""
        fields = ", ".join(f"{f.name}={getattr(self, f.name)}" for f in dataclasses.fields(self))
        return f"{self.kind}({fields})"

    def targets(self) -> tuple[str, ...]:
        """The map elements this action touches, so a client can offer it on a click."""
        return ()


def worth_searching(options: list[Action]) -> list[Action]:
    """The options a search considers: all but those that only take a step back (each
    leads to a position it has been in before), unless nothing else is left."""
    kept = [a for a in options if not a.takes_back]
    return kept if kept else options


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def _field_names(cls: type) -> tuple[str, ...]:
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = tuple(f.name for f in dataclasses.fields(cls))
    return names


def _to_plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_to_plain(v) for v in value]
    return value


def _to_frozen(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_to_frozen(v) for v in value)
    return value


class ActionCodec:
    """Decodes the JSON form of a game's actions; refuses anything malformed clearly."""

    def __init__(self, classes: list[type[Action]]) -> None:
        self.classes: dict[str, type[Action]] = {c.kind: c for c in classes}

    def decode(self, obj: object) -> Action:
        if not isinstance(obj, dict):
            raise IllegalAction("an action must be a JSON object with a 'kind'")
        kind = obj.get("kind")
        cls = self.classes.get(kind) if isinstance(kind, str) else None
        if cls is None:
            known = ", ".join(sorted(self.classes))
            raise IllegalAction(f"unknown action kind {kind!r} (known: {known})")
        names = [f.name for f in dataclasses.fields(cls)]
        extra = sorted(set(obj) - set(names) - {"kind"})
        missing = [n for n in names if n not in obj]
        if extra or missing:
            raise IllegalAction(
                f"action {kind!r}: missing fields {missing}, unexpected fields {extra}"
            )
        values = {n: _to_frozen(obj[n]) for n in names}
        for name, adapter in _adapters(cls).items():
            try:
                adapter.validate_python(values[name])
            except ValidationError as exc:
                raise IllegalAction(f"action {kind!r}: {_shape_problem(name, exc)}") from None
        return cls(**values)


# Strict: no coercion, so "1" is not a number and true is not 1; the field's whole declared
# shape is checked (a list of [piece, count] pairs is exactly that), not only its outer type.
_STRICT = ConfigDict(strict=True)
_ADAPTERS: dict[type, dict[str, TypeAdapter[Any]]] = {}


def _adapters(cls: type[Action]) -> dict[str, TypeAdapter[Any]]:
    found = _ADAPTERS.get(cls)
    if found is None:
        hints = typing.get_type_hints(cls)
        found = _ADAPTERS[cls] = {
            f.name: TypeAdapter(hints[f.name], config=_STRICT) for f in dataclasses.fields(cls)
        }
    return found


_MUST_BE = {
    "string_type": "must be a string",
    "int_type": "must be an integer",
    "bool_type": "must be true or false",
    "tuple_type": "must be a list",
    "too_short": "has too few items",
    "too_long": "has too many items",
}


def _shape_problem(name: str, exc: ValidationError) -> str:
    """Where in the field and what is wrong, never echoing the value."""
    first = exc.errors()[0]
    where = f"field {name!r}" + "".join(f"[{part}]" for part in first["loc"])
    return f"{where} {_MUST_BE.get(first['type'], first['msg'].lower())}"

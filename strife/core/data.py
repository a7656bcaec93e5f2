"""Reading and validating data files (TOML through pydantic).

A bad file fails with the file, the key and what is wrong, never a traceback from deep
inside the rules.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from strife.core.errors import DataError

M = TypeVar("M", bound=BaseModel)


def read_toml(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as handle:
            return tomllib.load(handle)
    except FileNotFoundError:
        raise DataError(str(path), "", "no such file") from None
    except tomllib.TOMLDecodeError as exc:
        raise DataError(str(path), "", f"not valid TOML ({exc})") from None


def validate(model: type[M], data: Any, source: str) -> M:
    """Validate `data` against `model`, naming the first bad key on failure."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        key = ".".join(str(part) for part in first["loc"])
        raise DataError(source, key, first["msg"]) from None


def load_model(model: type[M], path: Path) -> M:
    return validate(model, read_toml(path), str(path))

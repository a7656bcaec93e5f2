"""Reading and validating data files (TOML through pydantic).

A bad file fails with the file, the key and what is wrong, never a traceback from deep
inside the rules.
"""

from __future__ import annotations

import contextlib
import tomllib
from collections.abc import Iterator
from contextvars import ContextVar
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from strife.core.errors import DataError

M = TypeVar("M", bound=BaseModel)
SHIPPED = Path(__file__).resolve().parent.parent  # the strife package: its data files
_shipped_only: ContextVar[bool] = ContextVar("strife_shipped_only", default=False)


@contextlib.contextmanager
def shipped_files_only() -> Iterator[None]:
    """Within this block no file outside Strife's own data is read, whatever data names
    one: the server sets up games from what clients send, and a client names a shipped
    scenario or sends data, never a path on the server (issue 16)."""
    token = _shipped_only.set(True)
    try:
        yield
    finally:
        _shipped_only.reset(token)


def read_text(path: Path) -> str:
    """A UTF-8 text file (a byte-order mark allowed), or a DataError saying why not."""
    if _shipped_only.get() and not path.resolve().is_relative_to(SHIPPED):
        # The same answer whether or not the file exists: nothing is learnt about the disk.
        raise DataError(str(path.name), "", "only the game's own files can be named here")
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise DataError(str(path), "", "no such file") from None
    except IsADirectoryError:
        raise DataError(str(path), "", "cannot be read (a folder, not a file)") from None
    except OSError as exc:
        raise DataError(str(path), "", f"cannot be read ({exc.strerror or exc})") from None
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise DataError(str(path), "", "not a text file (not UTF-8)") from None


def read_toml(path: Path) -> dict[str, Any]:
    text = read_text(path)
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise DataError(str(path), "", f"not valid TOML ({exc})") from None
    except RecursionError:
        raise DataError(str(path), "", "nested too deeply") from None


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

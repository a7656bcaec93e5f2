"""Optional parts of Strife and the extras that install them (pyproject.toml)."""

from __future__ import annotations

from importlib.util import find_spec

from strife.core.errors import StrifeError

EXTRAS: dict[str, tuple[str, ...]] = {
    "server": ("fastapi", "uvicorn", "sqlalchemy", "alembic", "platformdirs"),
    "sim": ("sqlalchemy", "matplotlib", "jinja2", "scipy", "statsmodels", "openskill"),
    "rl": ("numpy", "gymnasium", "pettingzoo"),
}


def missing(extra: str) -> list[str]:
    return [name for name in EXTRAS[extra] if find_spec(name) is None]


def require(extra: str, what: str) -> None:
    """Refuse clearly, naming the extra, when a part's packages are not installed."""
    absent = missing(extra)
    if absent:
        raise StrifeError(f"{what} needs {', '.join(absent)}: pip install 'strife[{extra}]'")

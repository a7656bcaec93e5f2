"""Placeholder until the renderer is written (see render() below)."""

from __future__ import annotations

from typing import Any


def render(view: dict[str, Any]) -> str:
    return "<svg xmlns='http://www.w3.org/2000/svg'/>"

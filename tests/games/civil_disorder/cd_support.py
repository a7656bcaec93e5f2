"""Shared helpers for the Civil Disorder rule tests: the shipped charts."""

from __future__ import annotations

from strife.games.civil_disorder.model.charts import Charts, charts


def C() -> Charts:
    return charts()

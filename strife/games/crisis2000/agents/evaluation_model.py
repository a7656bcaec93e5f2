"""The fitted model of Crisis 2000's search evaluation (evaluation.py): scenario id ->
"player-turns-left phase" -> (weights of evaluation.FEATURES, the spread of the final margin
around their sum). The numbers are data, in data/evaluation_model.toml, written by
scripts/fit_crisis2000_evaluation.py (`model_text`); do not edit them by hand."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

PATH = Path(__file__).parent.parent / "data" / "evaluation_model.toml"

Fitted = dict[str, dict[str, tuple[tuple[float, ...], float]]]


def load(path: Path = PATH) -> tuple[Fitted, tuple[str, ...]]:
    """The fitted stages and the feature names they were fitted on."""
    data = tomllib.loads(path.read_text())
    fitted = {
        scenario: {
            stage: (tuple(float(w) for w in entry["weights"]), float(entry["spread"]))
            for stage, entry in stages.items()
        }
        for scenario, stages in data["fitted"].items()
    }
    return fitted, tuple(str(name) for name in data["features"])


def model_text(fitted: Fitted, features: tuple[str, ...]) -> str:
    """The TOML file for a fitted model: one line a stage, so that a refit reads as a diff
    (numbers written by repr, so that they read back exactly)."""
    lines = [
        "# The fitted model of Crisis 2000's search evaluation (agents/evaluation.py), written by",
        "# scripts/fit_crisis2000_evaluation.py. Do not edit by hand.",
        f"features = {json.dumps(list(features))}",
    ]
    for scenario in sorted(fitted):
        lines += ["", f"[fitted.{json.dumps(scenario)}]"]
        for stage, (weights, spread) in sorted(fitted[scenario].items()):
            numbers = ", ".join(map(repr, weights))
            lines.append(f"{json.dumps(stage)} = {{ weights = [{numbers}], spread = {spread!r} }}")
    return "\n".join(lines) + "\n"


FITTED, FEATURES = load()

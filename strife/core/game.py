"""The Game: static data (maps, tables, scenarios) and the factory for states."""

from __future__ import annotations

import hashlib
import random
from abc import ABC, abstractmethod
from pathlib import Path
from typing import TYPE_CHECKING, Any

from strife.core.actions import Action, ActionCodec
from strife.core.errors import StrifeError, UnknownName
from strife.core.presentation import Presenter
from strife.core.scenario import Scenario

if TYPE_CHECKING:
    from strife.agents.base import Agent
    from strife.core.state import State


class Game(ABC):
    """One rule system. Holds what never changes during play and is shared by all states."""

    id: str
    title: str
    summary: str
    data_dir: Path
    codec: ActionCodec

    # -- scenarios ----------------------------------------------------------------------------

    @abstractmethod
    def scenarios(self) -> list[Scenario]:
        """The scenarios that ship with the game."""

    @abstractmethod
    def scenario_from_data(self, data: dict[str, Any], source: str) -> Scenario:
        """A scenario from data (a user's TOML file, or one embedded in a record)."""

    def scenario(self, ref: str | Scenario | Path | dict[str, Any]) -> Scenario:
        """A scenario by id, as given, from a TOML path, or from data."""
        if isinstance(ref, Scenario):
            return ref
        if isinstance(ref, dict):
            return self.scenario_from_data(ref, "scenario data")
        if isinstance(ref, Path) or (isinstance(ref, str) and ref.endswith(".toml")):
            from strife.core.data import read_toml

            path = Path(ref)
            return self.scenario_from_data(read_toml(path), str(path))
        for scenario in self.scenarios():
            if scenario.id == ref:
                return scenario
        known = ", ".join(s.id for s in self.scenarios())
        raise UnknownName(f"{self.id} has no scenario {ref!r} (known: {known})")

    def resolve_options(self, scenario: Scenario, given: dict[str, Any] | None) -> dict[str, Any]:
        """The scenario's options with defaults filled in; unknown or bad values refused."""
        given = dict(given or {})
        resolved: dict[str, Any] = {}
        for spec in scenario.options:
            value = given.pop(spec.name, spec.default)
            # bool is a subclass of int: without this, True would pass for a number of rounds.
            wrong_bool = isinstance(value, bool) != isinstance(spec.default, bool)
            if spec.default is not None and (
                wrong_bool or not isinstance(value, type(spec.default))
            ):
                raise UnknownName(
                    f"option {spec.name!r} must be {type(spec.default).__name__}, got {value!r}"
                )
            if spec.choices and value not in spec.choices:
                raise UnknownName(f"option {spec.name!r} must be one of {list(spec.choices)}")
            if isinstance(value, int) and not (
                (spec.low is None or value >= spec.low)
                and (spec.high is None or value <= spec.high)
            ):
                raise UnknownName(f"option {spec.name!r} must be from {spec.low} to {spec.high}")
            resolved[spec.name] = value
        if given:
            known = ", ".join(o.name for o in scenario.options) or "none"
            raise UnknownName(
                f"scenario {scenario.id!r} has no option {sorted(given)[0]!r} (known: {known})"
            )
        return resolved

    # -- states ------------------------------------------------------------------------------

    @abstractmethod
    def start(
        self,
        scenario: str | Scenario | Path | dict[str, Any],
        seed: int = 0,
        options: dict[str, Any] | None = None,
    ) -> State:
        """A new game of `scenario`, its dice seeded with `seed`."""

    @abstractmethod
    def load_state(self, obj: dict[str, Any]) -> State:
        """A state saved by `State.to_json`; malformed data raises RecordError."""

    def action_from_json(self, obj: object) -> Action:
        return self.codec.decode(obj)

    # -- agents and drawing --------------------------------------------------------------

    def heuristic_agent(self, side: str, seed: int) -> Agent:
        raise UnknownName(f"{self.id} has no heuristic agent")

    def render(self, view: dict[str, Any]) -> str:
        """An SVG picture of a view; games override."""
        raise StrifeError(f"{self.id} has no renderer")

    def presenter(self) -> Presenter:
        """The game's words for people beside the board (see core/presentation.py)."""
        found: Presenter | None = self.__dict__.get("_presenter")
        if found is None:
            found = self._presenter = self.make_presenter()
        return found

    def make_presenter(self) -> Presenter:
        """Games override to give their own status, labels, cards and counters."""
        return Presenter()

    # -- the rules data -----------------------------------------------------------------

    def rules_hash(self) -> str:
        """A hash of the game's rules data, so that a record made with other data is caught."""
        cached: str | None = getattr(self, "_rules_hash", None)
        if cached is None:
            digest = hashlib.sha256()
            for path in sorted(self.data_dir.rglob("*.toml")):
                digest.update(path.relative_to(self.data_dir).as_posix().encode())
                digest.update(path.read_bytes())
            cached = digest.hexdigest()[:16]
            self._rules_hash = cached
        return cached

    def random_seed(self, rng: random.Random) -> int:
        return rng.getrandbits(63)

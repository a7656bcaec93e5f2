"""Test-wide setup: the toy fixture game is registered for the whole session."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from strife.core.registry import register, unregister
from tests.fixtures.toy import ToyGame


@pytest.fixture(autouse=True, scope="session")
def toy_game_registered() -> Iterator[None]:
    register(ToyGame())
    yield
    unregister(ToyGame.id)

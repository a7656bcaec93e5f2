"""The option lists kept up to date line by line (planning.ArmyBook) and the pads adopted
from projections (implementing.adoptable_projections) are caches: at every decision they
must give exactly what a fresh computation gives."""

from __future__ import annotations

import pytest

import strife
from strife.agents import RandomAgent


@pytest.mark.parametrize("scenario", ["four-player", "three-player", "two-player"])
def test_incremental_options_equal_fresh_ones_at_every_decision(scenario: str) -> None:
    game = strife.load("power")
    for seed in range(3):
        state = game.start(scenario, seed=seed, options={"round_limit": 6})
        fresh = state.clone()
        agent = RandomAgent(seed)
        decision = state.decision()
        while decision is not None:
            side = decision.sides[0]
            listed = state.options(side)
            assert listed == fresh.clone().options(side)
            action = agent.choose(state, side)
            state.apply(side, action)
            fresh.apply(side, action)
            fresh = fresh.clone()  # drops every cache, so the next round is computed anew
            assert fresh.to_json() == state.to_json()
            decision = state.decision()

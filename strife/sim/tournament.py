"""`strife tournament`: every agent against every other, on every side.

An arm seats one agent on one side and another agent on all the other sides; with k agents
and n sides there are k (k - 1) n arms, each played on the same seeds. The win matrix gives
how often an agent wins alone against a field of another; ratings are Bradley-Terry on the
Elo scale, where a game counts as a comparison between the lone agent and the field: the
lone agent's win as one win over the field, a win by any field seat as 1 / (n - 1) win for
the field, so that equal agents get equal counts whatever n is.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from strife.core.registry import load
from strife.sim.analysis import ArmResult, summarize
from strife.sim.runner import Arm
from strife.sim.simulate import RunSummary, make_arm, simulate
from strife.sim.stats import wilson
from strife.sim.store import ResultStore


@dataclass(frozen=True)
class Rating:
    """An OpenSkill rating: the mean skill and its standard deviation."""

    mu: float
    sigma: float

    def low(self) -> float:
        return self.mu - 2 * self.sigma

    def high(self) -> float:
        return self.mu + 2 * self.sigma


@dataclass
class Standing:
    agents: list[str]
    sides: tuple[str, ...]
    # matrix[a][b] = (wins of a alone against the b field, games)
    matrix: dict[str, dict[str, tuple[float, int]]]
    ratings: dict[str, Rating]

    def to_json(self) -> dict[str, object]:
        return {
            "agents": self.agents,
            "sides": list(self.sides),
            "matrix": {
                a: {b: {"wins": w, "games": n} for b, (w, n) in row.items()}
                for a, row in self.matrix.items()
            },
            "ratings": {a: {"mu": r.mu, "sigma": r.sigma} for a, r in self.ratings.items()},
        }

    def rate(self, a: str, b: str) -> tuple[float, float, float]:
        wins, n = self.matrix[a][b]
        low, high = wilson(wins, n)
        return (wins / n if n else 0.0), low, high


def arms_for(
    game_id: str, scenario: str, agents: list[str], options: dict[str, object]
) -> list[tuple[str, str, str, Arm]]:
    """(lone agent, its side, field agent, arm) for every pairing."""
    sides = load(game_id).scenario(scenario).sides
    out = []
    for lone in agents:
        for side in sides:
            for field in agents:
                if field == lone:
                    continue
                seats = {s: (lone if s == side else field) for s in sides}
                out.append((lone, side, field, make_arm(game_id, scenario, seats, dict(options))))
    return out


def run_tournament(
    game_id: str,
    scenario: str,
    agents: list[str],
    games: int,
    store: ResultStore,
    options: dict[str, object] | None = None,
    jobs: int = 1,
    executor: str = "local",
    address: str | None = None,
    base_seed: int = 0,
    progress: Callable[[int], None] | None = None,
) -> tuple[Standing, list[RunSummary]]:
    if len(set(agents)) != len(agents) or len(agents) < 2:
        raise ValueError("a tournament needs at least two different agents")
    pairings = arms_for(game_id, scenario, agents, options or {})
    # In a two-sided game "A alone against B" on one side is "B alone against A" on the
    # other: the same arm, played once.
    unique = {arm.key(): arm for _, _, _, arm in pairings}
    summaries = [
        simulate(arm, store, games, base_seed, jobs, executor, address, progress=progress)
        for arm in unique.values()
    ]
    results = {a.key: a for a in summarize(store.rows())}
    return standing(agents, pairings, results), summaries


def standing(
    agents: list[str],
    pairings: list[tuple[str, str, str, Arm]],
    results: dict[str, ArmResult],
) -> Standing:
    sides = tuple(pairings[0][3].seats) if pairings else ()
    matrix = {a: {b: (0.0, 0) for b in agents if b != a} for a in agents}
    for lone, side, field, arm in pairings:
        result = results.get(arm.key())
        if result is None:
            continue
        wins = sum(by_side[side] for by_side in result.win_by_seed.values())
        old_wins, old_n = matrix[lone][field]
        matrix[lone][field] = (old_wins + wins, old_n + result.games)
    return Standing(agents, sides, matrix, ratings(agents, pairings, results))


def ratings(
    agents: list[str],
    pairings: list[tuple[str, str, str, Arm]],
    results: dict[str, ArmResult],
) -> dict[str, Rating]:
    """OpenSkill ratings from every game once (see the module's docstring)."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    current = {a: model.rating(name=a) for a in agents}
    arms = {arm.key(): arm for *_, arm in pairings if arm.key() in results}
    seeds = sorted({seed for key in arms for seed in results[key].win_by_seed})
    for seed in seeds:
        for key, arm in arms.items():
            shares = results[key].win_by_seed.get(seed)
            if shares is None:
                continue
            seats = list(arm.seats.items())
            teams = [[current[agent]] for _, agent in seats]
            ranks = [
                1.0 if shares[side] > 0 or not any(shares.values()) else 2.0 for side, _ in seats
            ]
            rated = model.rate(teams, ranks=ranks)
            updates: dict[str, list[tuple[float, float]]] = {}
            for (_, agent), [new] in zip(seats, rated, strict=True):
                updates.setdefault(agent, []).append((new.mu, new.sigma))
            for agent, values in updates.items():
                mu = sum(v[0] for v in values) / len(values)
                sigma = sum(v[1] for v in values) / len(values)
                current[agent] = model.rating(mu=mu, sigma=sigma, name=agent)
    return {a: Rating(r.mu, r.sigma) for a, r in current.items()}

"""strife report: lengths for every game, one basis per comparison, stable arm numbers,
labels that lead with what differs, levels by winner, honest plots, replayable rows."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from strife.core.record import Record, replay
from strife.core.registry import load
from strife.sim.analysis import compare, summarize
from strife.sim.cli import app
from strife.sim.report import write_html
from strife.sim.runner import Arm, Row
from strife.sim.simulate import make_arm, simulate
from strife.sim.store import ResultStore

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
CHROMIUM = Path("/usr/bin/chromium")


def _row(arm: Arm, seed: int, winners: list[str], level: str = "win") -> Row:
    return {
        "arm": arm.key(), "game": arm.game, "scenario": arm.scenario, "seed": seed,
        "agents": json.dumps(arm.seats, sort_keys=True),
        "options": json.dumps(arm.options, sort_keys=True),
        "winners": json.dumps(winners), "scores": json.dumps({s: 0.0 for s in arm.seats}),
        "level": level, "rounds": 3, "decisions": 10, "wall_s": 0.1, "version": "test",
        "rules_hash": "x", "error": None,
    }  # fmt: skip


DUEL_A = Arm("toy", "duel", {"north": "random", "south": "random"})
DUEL_B = Arm("toy", "duel", {"north": "heuristic", "south": "random"})


@pytest.mark.parametrize(
    ("game_id", "options"),
    [("power", {"round_limit": 3}), ("crisis2000", {}), ("civil-power", {})],
)
def test_every_game_records_its_length_in_turns(
    tmp_path: Path, game_id: str, options: dict[str, Any]
) -> None:
    game = load(game_id)
    scenario = game.scenarios()[0].id
    store = ResultStore(tmp_path / "len.sqlite")
    simulate(make_arm(game_id, scenario, {"all": "random"}, options), store, 1)
    [row] = store.rows()
    assert row["error"] is None
    again = replay(Record.from_json(_record_of(row)))
    assert row["rounds"] == again.game_turn() > 0


def _record_of(row: Row) -> dict[str, Any]:
    from strife.sim.reproduce import reproduce

    return reproduce(row).record().to_json()


def test_paired_rows_use_common_seeds_only(tmp_path: Path) -> None:
    # A: north wins seeds 0-3 and also seeds 4-7 that B never played; B: north wins 0-1.
    rows = [_row(DUEL_A, s, ["north"]) for s in range(8)]
    rows += [_row(DUEL_B, s, ["north"] if s < 2 else ["south"]) for s in range(4)]
    [north, south] = compare(summarize(rows))
    assert north.paired and north.n_a == north.n_b == 4
    assert (north.rate_a, north.rate_b) == (1.0, 0.5)  # both over seeds 0-3
    assert north.difference.diff == pytest.approx(0.5)
    assert "paired on 4 common seeds" in north.basis()
    assert south.side == "south"


def test_arms_without_common_seeds_are_compared_unpaired() -> None:
    rows = [_row(DUEL_A, s, ["north"]) for s in range(6)]
    rows += [_row(DUEL_B, s, ["south"]) for s in range(10, 16)]
    north = compare(summarize(rows))[0]
    assert not north.paired and (north.n_a, north.n_b) == (6, 6)
    assert north.difference.diff == 1.0
    assert north.difference.p_value < 0.01  # the score test, not "p 1"
    assert north.difference.high - north.difference.low > 0
    assert "unpaired" in north.basis()


def test_four_games_do_not_claim_certainty() -> None:
    rows = [_row(DUEL_A, s, ["north"]) for s in range(4)]
    rows += [_row(DUEL_B, s, ["south"]) for s in range(4)]
    north = compare(summarize(rows))[0]
    assert north.difference.diff == 1.0
    assert north.difference.low < 0.6  # not "+100.0% ± 0.0%"
    assert not north.significant  # McNemar exact on 4 pairs: p = 0.125


def test_arm_numbers_stay_when_an_arm_is_added(tmp_path: Path) -> None:
    store = ResultStore(tmp_path / "n.sqlite")
    store.add([_row(DUEL_B, 0, ["north"])])
    store.add([_row(DUEL_A, 0, ["north"])])
    before = {a.key: a.number for a in summarize(store.rows())}
    # This arm's key sorts before both of the others.
    first_in_order = Arm("toy", "duel", {"north": "aaa", "south": "random"})
    store.add([_row(first_in_order, 0, ["south"])])
    after = {a.key: a.number for a in summarize(store.rows())}
    assert after[DUEL_B.key()] == before[DUEL_B.key()] == 1
    assert after[DUEL_A.key()] == before[DUEL_A.key()] == 2
    assert after[first_in_order.key()] == 3


def test_labels_lead_with_what_differs_and_leave_out_defaults() -> None:
    base = make_arm("civil-power", "I-6", {"Mob": "heuristic", "Police": "heuristic"}, {})
    changed = Arm(base.game, base.scenario, base.seats, {**base.options, "barriers": True})
    assert len(base.options) >= 10  # the many options the old labels listed in full
    a, b = summarize([_row(base, 0, ["Mob"]), _row(changed, 0, ["Police"])])
    assert a.differs == "barriers=false" and b.differs == "barriers=true"
    assert a.common == "Mob=heuristic Police=heuristic"  # every other option is its default


def test_victory_levels_are_counted_per_winner() -> None:
    rows = [_row(DUEL_A, 0, ["north"], "Marginal"), _row(DUEL_A, 1, ["north"], "Marginal")]
    rows += [_row(DUEL_A, 2, ["south"], "Decisive"), _row(DUEL_A, 3, [], "Draw")]
    [arm] = summarize(rows)
    assert arm.levels == {
        "north": {"Marginal": 2},
        "south": {"Decisive": 1},
        "no winner": {"Draw": 1},
    }
    assert arm.no_winner.rate == 0.25


def _html_report(tmp_path: Path) -> Path:
    rows = [_row(DUEL_A, s, ["north"] if s % 3 else []) for s in range(12)]
    odd = Arm("toy", "duel", {"north": "random", "south": "random"}, {"note": "<b>x</b>"})
    rows += [_row(DUEL_B, s, ["south"] if s % 2 else ["north"]) for s in range(12)]
    rows += [_row(odd, s, ["south"]) for s in range(3)]
    arms = summarize(rows)
    page = tmp_path / "report.html"
    write_html(page, arms, compare(arms), tmp_path / "results.sqlite")
    return page


def test_html_plots_outcome_shares_and_differences_with_real_alt_text(tmp_path: Path) -> None:
    text = _html_report(tmp_path).read_text()
    assert "alt='plot'" not in text and 'alt="plot"' not in text
    assert "Outcome shares of arm 1 over 12 games: north wins 67%" in text
    assert "no winner 33%" in text
    assert "Differences in win share between arms: north: #1 - #2" in text
    assert "&lt;b&gt;x&lt;/b&gt;" in text and "<b>x</b>" not in text  # autoescaped
    assert "--game 1:0 --save" in text  # a row leads to its replay
    # The answer comes first: each arm's shares, then the significant differences.
    summary = text[text.index("<h2>Summary</h2>") : text.index("<section>")]
    assert "#1 north=random: north wins 67%, south wins 0%, no winner 33% (12 games)" in summary
    assert "south wins 50% less often in #1 than in #2 (A - B -75% to -15%" in summary


@pytest.mark.browser
@pytest.mark.skipif(not CHROMIUM.exists(), reason="Debian's Chromium is not installed")
def test_html_report_in_chromium(tmp_path: Path) -> None:
    from playwright.sync_api import sync_playwright

    page_file = _html_report(tmp_path)
    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(CHROMIUM), args=["--headless=new", "--no-sandbox"]
        )
        page = browser.new_page()
        page.goto(page_file.as_uri())
        images = page.locator("img")
        assert images.count() == 3 * 3 + 1
        for i in range(images.count()):
            loaded = images.nth(i).evaluate("img => img.complete && img.naturalWidth > 0")
            assert loaded and len(images.nth(i).get_attribute("alt") or "") > 40
        page.screenshot(path=str(ARTIFACTS / "sim-report.png"), full_page=True)
        browser.close()


def test_a_report_row_leads_to_its_replay(tmp_path: Path) -> None:
    runner = CliRunner()
    out = tmp_path / "r.sqlite"
    args = ["simulate", "toy", "-s", "duel", "-n", "4", "--seat", "all=random", "--out", str(out)]
    assert runner.invoke(app, args).exit_code == 0
    shown = runner.invoke(app, ["report", str(out)])
    assert f"strife report {out} --game 1:0 --save game-1-0.json" in shown.output
    saved = tmp_path / "g.json"
    done = runner.invoke(app, ["report", str(out), "--game", "1:2", "--save", str(saved)])
    assert done.exit_code == 0, done.output
    [row] = [r for r in ResultStore(out).rows() if r["seed"] == 2]
    state = replay(Record.load(saved))
    assert state.move_count == row["decisions"]
    assert json.dumps(sorted(state.outcome().winners)) == row["winners"]  # type: ignore[union-attr]
    missing = runner.invoke(app, ["report", str(out), "--game", "1:99", "--save", str(saved)])
    assert missing.exit_code == 1 and "no game with seed 99" in missing.output


def test_report_json(tmp_path: Path) -> None:
    out = tmp_path / "j.sqlite"
    store = ResultStore(out)
    store.add([_row(DUEL_A, s, ["north"]) for s in range(3)])
    store.add([_row(DUEL_B, s, ["south"]) for s in range(3)])
    store.close()
    result = CliRunner().invoke(app, ["report", str(out), "--json"])
    data = json.loads(result.output)
    assert [a["number"] for a in data["arms"]] == [1, 2]
    assert data["arms"][0]["wins"]["north"]["share"] == 1.0
    assert data["comparisons"][0]["paired"] is True
    assert os.path.exists(out)

"""Crisis 2000 and Civil Power each played for a whole player turn in a real Chromium by
clicking the board, at 1920, 1280 and 390 px wide: compose an attack (its total, column and
modifiers shown before any die), take a step back, confirm an irreversible step, commit,
finish the turn, and wait while the computer plays its own. Screenshots at each width go to
test-artifacts/ with the page timings and the computer's turn time (benchmarks/web_client.md
quotes them); nothing here is timed."""

from __future__ import annotations

import re
import time
from typing import Any

import pytest
from conftest import ServerProcess
from test_browser import browser, move_number, pytestmark, wait_for_my_decision
from test_browser_play import (
    RAW,
    TIMINGS,
    WIDTHS,
    after_move,
    check_status_panel,
    click_target,
    create,
    finish_with_done,
    hover_lights_targets,
    lit,
    open_seat,
    save_timings,
    settle,
    shot,
)

__all__ = ["browser", "pytestmark"]  # the Chromium fixture and the browser marks, shared

IDS = [str(w) for w, _ in WIDTHS]


def options(page: Any) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = page.evaluate("() => window.strifeOptions()")
    return found


def kinds(page: Any) -> set[str]:
    return {o["action"]["kind"] for o in options(page)}


def click_option(page: Any, text: str) -> None:
    """Click the option button whose label starts with `text`; confirm it when asked."""
    before = move_number(page)
    page.locator("#options button.option", has_text=re.compile("^" + text)).first.click()
    settle(page, before)


def click_and_wait(page: Any, target: str, menu_text: str = "") -> None:
    """Click a board element; where a menu at the click asks, pick `menu_text` (or the first)."""
    before = move_number(page)
    click_target(page, target)
    if menu_text:
        page.wait_for_selector("#choice-menu", state="visible")
        page.locator("#choice-menu button", has_text=menu_text).first.click()
        after_move(page, before)
    else:
        settle(page, before)


def end_my_turn(page: Any, moving_kinds: tuple[str, str]) -> tuple[float, int]:
    """Finish the player turn: answer what the rules ask (the first choice), move one unit by
    clicking it and then a lit place, end each phase with Done (confirming). Returns the
    wall time from the last Done until this seat decides again (the computer's turn, each
    of its moves committed, drawn and sent) and how many moves were made meanwhile."""
    moved = False
    for _ in range(60):
        wait_for_my_decision(page)
        if page.locator("#prompt").text_content() == "Game over":
            return 0.0, 0
        found = kinds(page)
        select, step = moving_kinds
        if not moved and select in found:
            pick = next(o for o in options(page) if o["action"]["kind"] == select)
            if not step:  # one option names the unit's place and where it goes
                click_target(page, pick["targets"][0])
                click_and_wait(page, pick["targets"][-1])
                moved = True
                continue
            click_and_wait(page, pick["targets"][0])
            wait_for_my_decision(page)
            if step and any(o["action"]["kind"] == step for o in options(page)):
                to = next(o for o in options(page) if o["action"]["kind"] == step)
                click_and_wait(page, to["targets"][-1])
            moved = True
            continue
        if "done" in found:
            turn = page.evaluate("() => window.strifeView().turn")
            active = page.evaluate("() => window.strifeView().active")
            started = time.perf_counter()  # the computer's turn begins with this Done
            first = move_number(page) + 1
            finish_with_done(page)
            view = page.evaluate("() => window.strifeView()")
            if view["active"] != active or view["turn"] != turn:
                wait_for_my_decision_again(page)
                return time.perf_counter() - started, move_number(page) - first
            continue
        click_option(page, "")  # a choice the rules ask for: the first offered
    raise AssertionError("the player turn did not end in 60 choices")


def wait_for_my_decision_again(page: Any) -> None:
    page.wait_for_function(
        "() => document.body.dataset.mine === 'true'"
        " || document.getElementById('prompt').textContent === 'Game over'",
        timeout=120_000,
    )


def the_turn_ends(page: Any, name: str, logged: str, moving_kinds: tuple[str, str]) -> None:
    """The log says what was rolled, in words; the rest of the turn is played, the computer
    plays its own, and the next position is shown and read."""
    log = page.locator("#log").inner_text()
    assert logged in log and RAW.search(log) is None, log
    took, moves = end_my_turn(page, moving_kinds)
    TIMINGS[name] |= {"computer_turn_ms": round(took * 1000), "moves": moves}
    shot(page, f"{name}-next-turn")
    check_status_panel(page)
    page.context.close()
    save_timings()


# -- Crisis 2000 -------------------------------------------------------------------------------


@pytest.mark.parametrize("size", WIDTHS, ids=IDS)
def test_crisis2000_turn_by_clicking_the_board(
    browser: Any, power_server: ServerProcess, size: tuple[int, int]
) -> None:
    made = create(power_server, "crisis2000", "1", {"rebel": "human", "government": "heuristic"})
    page = open_seat(browser, power_server, made["links"]["rebel"], "crisis2000", size)
    width = size[0]
    assert page.locator("#prompt").inner_text() == "Your move, Rebel"
    check_status_panel(page)
    while page.evaluate("() => window.strifeView().phase") == "setup":  # place by clicking
        click_and_wait(page, options(page)[0]["targets"][0])
        wait_for_my_decision(page)
    shot(page, f"crisis2000-{width}-start")
    hover_lights_targets(page)
    # Data Conflict: click a region to attack in, then the region again to add a unit.
    attack = next(o for o in options(page) if o["action"]["kind"] == "attack")
    region = attack["targets"][0]
    click_and_wait(page, region)
    click_and_wait(page, region, "Add")
    rows = page.locator("#composing-rows").inner_text()
    assert "Total" in rows and "Column" in rows  # before any die
    shot(page, f"crisis2000-{width}-attack")
    check_status_panel(page)
    before = move_number(page)
    page.click("#take-back")  # the unit added is taken back
    after_move(page, before)
    assert page.evaluate("() => window.strifeView().conflict.units.length") == 0
    click_and_wait(page, region, "Add")
    click_and_wait(page, region, "Roll")
    the_turn_ends(page, f"crisis2000-{width}", "Rebel rolls", ("move", ""))


# -- Civil Power -------------------------------------------------------------------------------


@pytest.mark.parametrize("size", WIDTHS, ids=IDS)
def test_civil_power_police_turn_with_an_attack_by_clicking_the_board(
    browser: Any, power_server: ServerProcess, size: tuple[int, int]
) -> None:
    """The skirmish: the Mob (the computer) plays first; the Police raise their Engagement
    Level to 4 (each raise asks first), fire by clicking a unit and a lit target, add a unit
    and take it back, resolve, move a unit, and finish the turn."""
    made = create(power_server, "civil-power", "skirmish", {"Mob": "heuristic", "Police": "human"})
    page = open_seat(browser, power_server, made["links"]["Police"], "civil-power", size)
    width = size[0]
    check_status_panel(page)
    assert page.locator("#board .counter").count() > 5
    shot(page, f"civil-power-{width}-start")
    # Raising the Engagement Level asks first; "not yet" leaves it as it was.
    page.locator("#options button.option", has_text="Raise").first.click()
    page.wait_for_selector("#confirm", state="visible")
    assert "cannot be lowered" in page.locator("#confirm-text").inner_text()
    page.click("#confirm-no")
    assert page.evaluate("() => window.strifeView().engagement.Police") == 1
    while "fire" not in kinds(page):
        click_option(page, "Raise")
    fire = next(o for o in options(page) if o["action"]["kind"] == "fire")
    click_and_wait(page, fire["targets"][0])
    targets = [o["targets"][0] for o in options(page) if o["action"]["kind"] == "target"]
    assert targets and set(targets) <= set(lit(page, "can")) | set(lit(page))
    click_and_wait(page, targets[0])
    rows = page.locator("#composing-rows").inner_text()
    assert "Attack strength" in rows and "Column" in rows and "Die modifiers" in rows, rows
    adds = [o for o in options(page) if o["action"]["kind"] == "add"]
    assert adds, "the skirmish gives the first firer a neighbour to add"
    click_and_wait(page, adds[0]["targets"][0])
    shot(page, f"civil-power-{width}-attack")
    firers = page.evaluate("() => window.strifeView().attack.firers")
    assert len(firers) == 2
    assert page.locator("#take-back").inner_text().startswith(f"↶ Take back {firers[1]}")
    before = move_number(page)
    page.click("#take-back")  # a legal action of the game (ruling E-4)
    after_move(page, before)
    assert page.evaluate("() => window.strifeView().attack.firers") == firers[:1]
    check_status_panel(page)
    click_option(page, "Resolve")
    # Ending the Fire Combat Phase asks first; then move a unit by clicking, and end the turn.
    the_turn_ends(page, f"civil-power-{width}", "fires at", ("select", "step"))


@pytest.mark.parametrize("size", WIDTHS, ids=IDS)
def test_civil_power_i6_police_turn_by_clicking_the_board(
    browser: Any, power_server: ServerProcess, size: tuple[int, int]
) -> None:
    """Student Riot (I-6): the Police, waiting off the map, end the Fire Combat Phase (it
    asks first), then bring all thirteen units on by clicking each and a lit area (they
    must all come on in turn 1), stop each where it may stop, and end the turn."""
    made = create(power_server, "civil-power", "I-6", {"Mob": "heuristic", "Police": "human"})
    page = open_seat(browser, power_server, made["links"]["Police"], "civil-power-I-6", size)
    check_status_panel(page)
    assert page.locator("#board .counter").count() > 10
    shot(page, f"civil-power-I-6-{size[0]}-start")
    finish_with_done(page)  # the Fire Combat Phase: nothing to fire at yet
    for _ in range(120):
        wait_for_my_decision(page)
        view = page.evaluate("() => window.strifeView()")
        found = options(page)
        if view["moving"]:
            stop = [o for o in found if o["action"]["kind"] == "stop"]
            if stop:
                click_option(page, "Stop")
            else:  # over the stacking limit here (4.1): on to the next area
                step = next(o for o in found if o["action"]["kind"] == "step")
                click_and_wait(page, step["targets"][0])
            continue
        select = [o for o in found if o["action"]["kind"] == "select"]
        if not select:
            break
        click_and_wait(page, select[0]["targets"][0])
    shot(page, f"civil-power-I-6-{size[0]}-entered")
    took, moves = end_my_turn(page, ("select", "step"))
    TIMINGS[f"civil-power-I-6-{size[0]}"] |= {"computer_turn_ms": round(took * 1000),
                                              "moves": moves}  # fmt: skip
    shot(page, f"civil-power-I-6-{size[0]}-next-turn")
    check_status_panel(page)
    assert page.evaluate("() => window.strifeView().turn") == 2
    page.context.close()
    save_timings()

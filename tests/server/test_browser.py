"""The game in a real Chromium: create POWER against the computer, play by clicking the
board and the command pad, reload mid-game, and check that one seat's secrets stay its own."""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from conftest import ServerProcess

CHROMIUM = Path("/usr/bin/chromium")
ARGS = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"

pytestmark = [
    pytest.mark.browser,
    # CI sets STRIFE_REQUIRE_BROWSER so that a missing Chromium fails instead of skipping.
    pytest.mark.skipif(
        not CHROMIUM.exists() and not os.environ.get("STRIFE_REQUIRE_BROWSER"),
        reason="Debian's Chromium (/usr/bin/chromium) is not installed",
    ),
]


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as playwright:
        found = playwright.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        yield found
        found.close()


def shot(page: Any, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)


def move_number(page: Any) -> int:
    return int(page.locator("body").get_attribute("data-move") or "-1")


def wait_for_my_decision(page: Any) -> None:
    page.wait_for_function(
        "() => document.body.dataset.mine === 'true'"
        " || document.getElementById('prompt').textContent === 'Game over'",
        timeout=30_000,
    )


def click_board_move(page: Any) -> bool:
    """Write one command by clicking a location with our pieces, then a destination, then
    the command on the pad (the filtered option list). False if no such move is offered."""
    options = page.evaluate("() => window.strifeOptions ? window.strifeOptions() : []")
    moves = [o for o in options if o["action"]["kind"] == "move"]
    if not moves:
        return False
    chosen = moves[len(moves) // 2]
    frm, to = chosen["targets"]
    written = pad_length(page)
    page.click(f"#board [data-target='{frm}']")
    page.click(f"#board [data-target='{to}']")
    grown = f"({PAD_LENGTH})(window.strifeView()) > {written}"
    page.wait_for_function(f"() => {grown} || !document.getElementById('choice-menu').hidden")
    if page.locator("#choice-menu").is_visible():
        # Several pieces could make this move: the menu at the click asks which.
        page.locator("#choice-menu button.option").first.click()
    # Other seats write at the same time, so wait for our own pad, not any move.
    page.wait_for_function(f"() => ({PAD_LENGTH})(window.strifeView()) > {written}", timeout=30_000)
    return True


PAD_LENGTH = "(v) => (v.pads[v.sides[v.you].armies[0]].commands || []).length"


def pad_length(page: Any) -> int:
    return int(page.evaluate(f"() => ({PAD_LENGTH})(window.strifeView())"))


def click_option(page: Any, pattern: str | None = None) -> None:
    before = move_number(page)
    buttons = page.locator("#options button.option")
    target = buttons.filter(has_text=re.compile(pattern)) if pattern else buttons
    target.first.click()
    if page.locator("#confirm").is_visible():
        page.click("#confirm-yes")  # an irreversible step asks first
    page.wait_for_function(f"() => Number(document.body.dataset.move) > {before}")


def play_a_round(page: Any, commands: int) -> None:
    """Write some commands on the board, then lay down the pad; answer any other decision."""
    written = 0
    while True:
        wait_for_my_decision(page)
        prompt = page.locator("#prompt").text_content() or ""
        if prompt == "Game over":
            return
        if page.evaluate("() => window.strifeView().stage") != "planning":
            click_option(page)
            continue
        if written < commands and click_board_move(page):
            written += 1
            continue
        click_option(page, "^Lay down the pad")
        return


def test_power_against_three_computers_by_clicking(
    browser: Any, power_server: ServerProcess
) -> None:
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    page.goto(power_server.url + "/")
    page.select_option("#game", "power")
    page.select_option("#scenario", "four-player")
    page.select_option("#seat-yellow", "human")
    for side in ("blue", "red", "green"):
        page.select_option(f"#seat-{side}", "heuristic")
    page.click("#create")
    page.wait_for_selector("#play-link")
    shot(page, "lobby")
    page.click("#play-link")
    wait_for_my_decision(page)
    shot(page, "power-start")
    rounds_seen = []
    for number in range(3):
        rounds_seen.append(page.evaluate("() => window.strifeView().round"))
        play_a_round(page, commands=2)
        if number == 0:
            shot(page, "power-after-round-1")
            page.reload()
            wait_for_my_decision(page)
            shot(page, "power-after-reload")
    wait_for_my_decision(page)
    rounds_seen.append(page.evaluate("() => window.strifeView().round"))
    shot(page, "power-round-4")
    assert rounds_seen == sorted(rounds_seen) and rounds_seen[-1] >= 4
    log = page.locator("#log li").all_text_contents()
    assert len(log) > 10
    context.close()


def test_another_seats_link_sees_none_of_my_unrevealed_commands(
    browser: Any, power_server: ServerProcess
) -> None:
    made = httpx.post(
        power_server.url + "/api/games",
        json={
            "game": "power",
            "scenario": "four-player",
            "seats": {"yellow": "human", "blue": "human", "red": "heuristic", "green": "heuristic"},
        },
    ).json()
    yellow = browser.new_context(viewport={"width": 1400, "height": 1000})
    blue = browser.new_context(viewport={"width": 1400, "height": 1000})
    mine, theirs = yellow.new_page(), blue.new_page()
    mine.goto(power_server.url + made["links"]["yellow"])
    theirs.goto(power_server.url + made["links"]["blue"])
    wait_for_my_decision(mine)
    wait_for_my_decision(theirs)
    assert click_board_move(mine)
    written = mine.locator("#pad-yellow ~ text").first.text_content() or ""
    assert written.strip() and "(hidden" not in written and "(empty)" not in written
    # Blue's page is not told of yellow's secret line (issue 16, item 7): load it afresh.
    theirs.reload()
    wait_for_my_decision(theirs)
    shot(mine, "power-yellow-wrote")
    shot(theirs, "power-blue-sees")
    blue_page = theirs.content()
    assert written not in blue_page
    assert "(hidden until implemented)" in blue_page
    yellow.close()
    blue.close()


def test_hotseat_hands_over_between_seats(browser: Any, power_server: ServerProcess) -> None:
    made = httpx.post(
        power_server.url + "/api/games",
        json={
            "game": "tiny",
            "scenario": "duel",
            "seats": {"red": "human", "blue": "human"},
        },
    ).json()
    context = browser.new_context()
    page = context.new_page()
    page.goto(power_server.url + made["links"]["red"])
    wait_for_my_decision(page)  # the page has taken the red seat's token
    page.goto("about:blank")  # a fresh load, not a same-page fragment change
    page.goto(power_server.url + made["links"]["blue"])  # one browser, both seats
    wait_for_my_decision(page)
    first = page.locator("#who").text_content() or ""
    page.click("#board [data-target='c2']")  # one click picks: one option names c2
    page.wait_for_selector("#handoff", state="visible")
    assert page.locator("#board").inner_html() == ""  # nothing of the last seat shows
    shot(page, "hotseat-handoff")
    page.click("#handoff-ready")
    wait_for_my_decision(page)
    assert (page.locator("#who").text_content() or "") != first
    assert "SECRET" not in (page.locator("#log").text_content() or "")
    context.close()


def test_a_finished_game_replays_move_by_move(browser: Any, power_server: ServerProcess) -> None:
    made = httpx.post(
        power_server.url + "/api/games",
        json={"game": "tiny", "scenario": "duel", "seats": {"red": "random", "blue": "random"}},
    ).json()
    page = browser.new_context().new_page()
    page.goto(power_server.url + f"/play/{made['id']}")  # a spectator: no token at all
    page.wait_for_selector("#result", state="visible")
    assert "wins" in (page.locator("#result-text").text_content() or "")
    page.click("#result-close")
    page.click("#replay-first")
    page.wait_for_function(
        "() => document.getElementById('replay-label').textContent.startsWith('move 0 of')"
    )
    page.click("#replay-next")
    page.click("#replay-next")
    page.wait_for_function(
        "() => document.getElementById('replay-label').textContent.startsWith('move 2 of')"
    )
    assert "picked" in (page.locator("#log").text_content() or "")
    shot(page, "tiny-replay")
    with page.expect_download() as download:
        page.click("#export-record")
    record = json.loads(Path(download.value.path()).read_text())
    assert record["format"] == "strife-record" and len(record["moves"]) == 6
    page.context.close()


def test_civil_power_set_up_by_clicking_then_a_counter_shows_its_line_of_sight(
    browser: Any, power_server: ServerProcess
) -> None:
    """Civil Power with setup = players (2.3): the Mob takes a package from the option list,
    sets units up by clicking areas on the board, and once play begins pointing at a counter
    lights the areas it sees."""
    made = httpx.post(
        power_server.url + "/api/games",
        json={
            "game": "civil-power",
            "scenario": "I-6",
            "seats": {"Mob": "human", "Police": "heuristic"},
            "options": {"setup": "players"},
        },
    ).json()
    context = browser.new_context(viewport={"width": 1600, "height": 1100})
    page = context.new_page()
    page.goto(power_server.url + made["links"]["Mob"])
    wait_for_my_decision(page)
    click_option(page, "Take the medium mob package")
    click_option(page, "^Done")
    clicked = 0
    while page.evaluate("() => window.strifeView().phase") == "setup":
        wait_for_my_decision(page)
        options = page.evaluate("() => window.strifeOptions()")
        places = [
            o for o in options if o["action"]["kind"] == "place" and not o["action"]["hidden"]
        ]
        before = move_number(page)
        if places and clicked < 3:
            area = places[len(places) // 2]["targets"][0]
            page.click(f"#board [data-target='{area}']")
            clicked += 1
        else:
            page.locator("#options button.option").first.click()
        page.wait_for_function(f"() => Number(document.body.dataset.move) > {before}")
    assert clicked == 3
    wait_for_my_decision(page)
    shot(page, "civil-power-set-up")
    counter = page.locator("#board [data-sees]").first
    seen = (counter.get_attribute("data-sees") or "").split()
    assert seen
    counter.hover()
    lit = page.evaluate("() => [...document.querySelectorAll('#board .sight')].map(n => n.id)")
    assert sorted(lit) == sorted(seen)
    shot(page, "civil-power-line-of-sight")
    context.close()


def test_the_lobby_offers_option_choices_as_lists_and_boxes(
    browser: Any, power_server: ServerProcess
) -> None:
    """A scenario option with fixed choices is a list, a yes/no option a box to tick; the
    game is made with what was picked (Civil Power I-2: set up by the players, and the
    five-day campaign)."""
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    page.goto(power_server.url + "/")
    page.select_option("#game", "civil-power")
    page.select_option("#scenario", "I-2")
    assert page.locator("#option-setup").evaluate("n => n.tagName") == "SELECT"
    assert page.locator("#option-campaign").get_attribute("type") == "checkbox"
    page.select_option("#option-setup", "players")
    page.check("#option-campaign")
    page.select_option("#seat-Mob", "human")
    page.click("#create")
    page.wait_for_selector("#play-link")
    page.click("#play-link")
    wait_for_my_decision(page)
    view = page.evaluate("() => window.strifeView()")
    assert view["phase"] == "setup" and view["campaign"]["day"] == 1
    labels = page.locator("#options button.option").all_text_contents()
    assert any("large mob" in x for x in labels)
    context.close()

"""Every registered game, played in a real Chromium as a new player would (issue 17: "for
every registered game"): open the lobby, create the game's first scenario with one human seat
(the computer, or hotseat, on the others), load the game at 1920, 1280 and 390 px, see the
board drawn and filling its area, read the status panel (no null, no raw key), point at an
option and see its targets lit, then make several decisions by clicking lit places on the
board, falling back to the option list only where an option names no place (counted), and
read the event log as words. The games come from the registry, so a game registered later is
covered without a change here. Screenshots per game and width go to test-artifacts/."""

from __future__ import annotations

import re
from typing import Any

import pytest
from conftest import ServerProcess
from playwright.sync_api import Error as PlaywrightError
from test_browser import ARTIFACTS, browser, move_number, pytestmark, wait_for_my_decision
from test_browser_play import (
    RAW,
    WIDTHS,
    answer_menu,
    check_status_panel,
    hover_lights_targets,
    lit,
    settle,
    shot,
)

from strife.core.registry import game_ids, load

__all__ = ["browser", "pytestmark"]  # the Chromium fixture and the browser marks, shared

DECISIONS = 8  # decisions played in each game
FALLBACKS: dict[str, int] = {}  # per game: decisions taken from the option list (no place named)


def first_scenario(game_id: str) -> tuple[str, tuple[str, ...]]:
    scenario = load(game_id).scenarios()[0]
    return scenario.id, tuple(scenario.sides)


def create_in_lobby(page: Any, server: ServerProcess, game_id: str) -> str:
    """The lobby's own form: the game, its first scenario, the first seat ours, the others
    left as the lobby offers them (the computer); the link to play is the page's."""
    scenario, sides = first_scenario(game_id)
    page.goto(server.url + "/")
    page.select_option("#game", game_id)
    page.select_option("#scenario", scenario)
    page.select_option(f"#seat-{sides[0]}", "human")
    page.click("#create")
    page.wait_for_selector("#play-link")
    shot(page, f"every-{game_id}-lobby")
    href: str = page.locator("#play-link").get_attribute("href") or ""
    assert href, "the lobby gives no link to play"
    return href


def check_board_fills_its_area(page: Any, width: int) -> None:
    """The board is drawn (an SVG with things on it) and the picture, fitted, fills its frame
    in one direction; the frame takes most of a wide window, and the whole width of a phone."""
    box = page.evaluate(
        """() => {
        const svg = document.querySelector('#board svg');
        const frame = document.getElementById('board-frame').getBoundingClientRect();
        const area = document.getElementById('board-area').getBoundingClientRect();
        const v = svg.viewBox.baseVal;
        const s = svg.getBoundingClientRect();
        const scale = Math.min(s.width / v.width, s.height / v.height);
        return {frameW: frame.width, frameH: frame.height, areaW: area.width,
                drawnW: v.width * scale, drawnH: v.height * scale, shapes:
                svg.querySelectorAll('rect, polygon, path, circle, ellipse, text').length,
                viewport: window.innerWidth};
    }"""
    )
    assert box["shapes"] > 20, box
    fills = max(box["drawnW"] / box["frameW"], box["drawnH"] / box["frameH"])
    assert fills > 0.95, box
    share = box["areaW"] / box["viewport"]
    assert share > (0.9 if width < 760 else 0.55), box
    assert box["frameH"] > 250, box


def read_as_words(text: str) -> None:
    assert RAW.search(text) is None, f"{RAW.search(text)} in {text!r}"
    assert re.search(r"[A-Za-z]{3,}", text) and "{" not in text, text


def check_lit_is_seen(page: Any) -> None:
    """What is lit shows it: the lit element, or a shape of it, is drawn in the lit colour
    (a game's areas may be bare paths or circles, not only rectangles)."""
    unseen = page.evaluate(
        """() => [...document.querySelectorAll('#board .lit')].filter(n =>
            ![n, ...n.querySelectorAll(':scope > rect, :scope > polygon')].some(s =>
                getComputedStyle(s).stroke === 'rgb(255, 109, 0)')).map(n => n.id)"""
    )
    assert page.locator("#board .lit").count() and not unseen, f"lit but not shown: {unseen}"


def check_options_in_words(page: Any) -> None:
    """Each option reads as words, and a code in its label (a target's id, or the id's last
    part) is either printed on the board or said beside the board's own name for the thing
    (its title, or a part of it): "R4 to HW" fails where the board prints "Hill (west)"."""
    found = page.evaluate(
        """() => ({options: window.strifeOptions().map(o => [o.label, o.targets]),
        printed: [...document.querySelectorAll('#board text')].map(t => t.textContent.trim()),
        titles: Object.fromEntries([...document.querySelectorAll('#board [id] > title')]
            .map(t => [t.parentElement.id, t.textContent]))})"""
    )
    printed = set(found["printed"])
    for label, targets in found["options"]:
        read_as_words(label)
        for target in targets:
            code = target.rsplit(":", 1)[-1]
            if code in printed or not re.search(rf"(?<![\w-]){re.escape(code)}(?![\w-])", label):
                continue
            parts = re.split(r"[:,]", found["titles"].get(target, ""))
            named = [p.strip() for p in parts if len(p.strip()) > 3 and p.strip() in label]
            assert named, f"{label!r} names {code!r}, which the board neither prints nor names"


def check_log(page: Any) -> list[str]:
    entries: list[str] = page.locator("#log li").all_inner_texts()
    for entry in entries:
        read_as_words(entry)
    return entries


def by_clicks(options: list[dict[str, Any]]) -> dict[str, Any] | None:
    """An option a player can take on the board alone: it names places, and no other option
    names the same places and more (whose first clicks it would share), nor exactly the same
    (a menu at the click would ask which; the test takes those too)."""
    usable = [o for o in options if o["targets"] and not o.get("take_back")]

    def extended(o: dict[str, Any]) -> bool:
        n = len(o["targets"])
        return any(len(p["targets"]) > n and p["targets"][:n] == o["targets"] for p in usable)

    clean = [o for o in usable if not extended(o)]
    return clean[len(clean) // 2] if clean else None


def play_by_clicking(page: Any, option: dict[str, Any]) -> None:
    """Click the option's places in order; each after the first must be lit by the last."""
    before = move_number(page)
    targets = option["targets"]
    for i, target in enumerate(targets):
        if i:
            shown = set(lit(page))
            assert target in shown or page.evaluate(
                f"() => !!document.getElementById({target!r}).closest('.stack')"
            ), (option, shown)
        click_place(page, target)
        if i < len(targets) - 1:
            answer_menu(page)
            check_selection_in_words(page)
    try:
        settle(page, before)
    except Exception as error:  # say what the page showed, not only that it timed out
        shows = what_the_page_shows(page)
        raise AssertionError(f"clicking {option} made no move: {shows}") from error


def what_the_page_shows(page: Any) -> dict[str, Any]:
    found: dict[str, Any] = page.evaluate(
        """() => ({selected: window.strifeSelected(), move: document.body.dataset.move,
        error: document.getElementById('error').textContent,
        prompt: document.getElementById('prompt').textContent,
        menu: document.getElementById('choice-menu').hidden ? null
            : document.getElementById('choice-menu').textContent,
        stack: document.getElementById('stack-menu').hidden ? null
            : document.getElementById('stack-menu').textContent})"""
    )
    return found


def click_place(page: Any, target: str) -> None:
    """Click a board element; another seat's move may redraw the board under the pointer,
    so a click that found the element gone is made again on the new one."""
    for attempt in range(3):
        try:
            node = page.locator(f"#board [id='{target}']").first
            if node.get_attribute("display") == "none":  # under others in a closed stack
                page.locator(
                    f"#board .stack:has([id='{target}']) .counter:not([display])"
                ).first.click()
            else:
                node.click(force=True)  # an area under a unit: the client looks under the unit
            if page.locator("#stack-menu").is_visible():  # the stack opened: which unit?
                page.locator(f"#stack-menu button[data-target='{target}']").click()
            return
        except PlaywrightError:
            if attempt == 2:
                raise
            page.wait_for_timeout(500)


def check_selection_in_words(page: Any) -> None:
    """What was picked is named as the board names it (its title), not by its id."""
    text = page.locator("#selection").inner_text()
    for picked in page.evaluate("() => window.strifeSelected()"):
        title = page.locator(f"#board [id='{picked}'] > title")
        if title.count():
            assert title.first.text_content() in text, (picked, text)


def play_from_the_list(page: Any, option: dict[str, Any]) -> None:
    before = move_number(page)
    page.locator(f"#options button.option[data-index='{option['index']}']").click()
    settle(page, before)


def play_decisions(page: Any, game_id: str) -> int:
    """Make DECISIONS decisions (fewer if the game ends); returns how many were by the board."""
    clicked = 0
    FALLBACKS[game_id] = 0
    for _ in range(DECISIONS):
        wait_for_my_decision(page)
        if page.locator("#prompt").inner_text() == "Game over":
            break
        check_options_in_words(page)
        options = page.evaluate("() => window.strifeOptions()")
        chosen = by_clicks(options)
        if chosen is not None:
            play_by_clicking(page, chosen)
            clicked += 1
            continue
        # No option names a place to click (a Done, a choice of package): the list.
        FALLBACKS[game_id] += 1
        plain = [o for o in options if not o.get("take_back")] or options
        play_from_the_list(page, plain[0])
    return clicked


@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_plays_in_the_browser_by_clicking_the_board(
    browser: Any, power_server: ServerProcess, game_id: str
) -> None:
    context = browser.new_context(viewport={"width": 1920, "height": 1080})
    page = context.new_page()
    link = create_in_lobby(page, power_server, game_id)
    page.goto(power_server.url + link)
    page.wait_for_selector("#board svg")
    wait_for_my_decision(page)
    for width, height in WIDTHS:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(300)  # the layout settles
        page.click("#zoom-fit")
        check_board_fills_its_area(page, width)
        check_status_panel(page)
        read_as_words(page.locator("#prompt-help").inner_text())
        check_options_in_words(page)
        hover_lights_targets(page)
        check_lit_is_seen(page)
        shot(page, f"every-{game_id}-{width}")
        page.mouse.move(0, 0)
    page.set_viewport_size({"width": 1280, "height": 800})
    page.wait_for_timeout(300)
    clicked = play_decisions(page, game_id)
    entries = check_log(page)
    check_status_panel(page)
    shot(page, f"every-{game_id}-1280-played")
    (ARTIFACTS / f"every-{game_id}.txt").write_text(
        f"{clicked} decisions by the board, {FALLBACKS[game_id]} from the option list;"
        f" {len(entries)} events\n"
    )
    assert clicked >= DECISIONS // 2, (clicked, FALLBACKS[game_id])
    assert entries, "nothing in the event log after several decisions"
    context.close()

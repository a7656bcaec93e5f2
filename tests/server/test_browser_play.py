"""Each game played in a real Chromium by clicking the board: pick a unit or place, click a lit
place, take a step back, confirm an irreversible step, read the status panel (plain words, no
null, no raw key), check the highlights, and, where the game ends, the result screen and the
replay. Screenshots at 1920, 1280 and 390 px go to test-artifacts/ with the page timings
(page load, time to the first board), which the report quotes; nothing here is timed."""

from __future__ import annotations

import json
import re
import time
from typing import Any

import httpx
import pytest
from conftest import ServerProcess
from test_browser import ARTIFACTS, browser, move_number, pytestmark, wait_for_my_decision

__all__ = ["browser", "pytestmark"]  # the Chromium fixture and the browser marks, shared

WIDTHS = ((1920, 1080), (1280, 800), (390, 844))
RAW = re.compile(r"\bnull\b|\bNone\b|\bundefined\b|\b[a-z]+_[a-z_]+\b|\[object")
TIMINGS: dict[str, dict[str, float]] = {}


def create(server: ServerProcess, game: str, scenario: str, seats: dict[str, str],
           options: dict[str, Any] | None = None) -> dict[str, Any]:  # fmt: skip
    body = {"game": game, "scenario": scenario, "seats": seats, "options": options or {}}
    made: dict[str, Any] = httpx.post(server.url + "/api/games", json=body, timeout=60).json()
    return made


def open_seat(
    browser: Any, server: ServerProcess, link: str, name: str, size: tuple[int, int]
) -> Any:
    page = browser.new_context(viewport={"width": size[0], "height": size[1]}).new_page()
    started = time.perf_counter()
    page.goto(server.url + link)
    loaded = time.perf_counter()
    page.wait_for_selector("#board svg")
    board = time.perf_counter()
    TIMINGS[f"{name}-{size[0]}"] = {
        "page_load_ms": round((loaded - started) * 1000),
        "first_board_ms": round((board - started) * 1000),
    }
    wait_for_my_decision(page)
    return page


def shot(page: Any, name: str) -> None:
    """The window as a player sees it on arrival: from the top (a click may have scrolled a
    phone's page down to the panel)."""
    page.evaluate("() => window.scrollTo(0, 0)")
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"))


def shots_at_every_width(page: Any, name: str) -> None:
    """The same position in a wide window, a laptop's and a phone's."""
    for width, height in WIDTHS:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(300)  # the layout settles
        shot(page, f"{name}-{width}")


def check_status_panel(page: Any) -> None:
    """The status panel reads as words: rows with labels and values, no null, no raw key."""
    text = page.locator("#status-box").inner_text()
    assert page.locator("#status tr").count() >= 3, text
    found = RAW.search(text)
    assert found is None, f"the status panel shows {found.group(0)!r}: {text}"
    assert page.locator("#sequence li.current").count() <= 1


def lit(page: Any, kind: str = "lit") -> list[str]:
    return list(
        page.evaluate(f"() => [...document.querySelectorAll('#board .{kind}')].map(n => n.id)")
    )


def hover_lights_targets(page: Any) -> None:
    """Pointing at an option lights exactly what it names on the board."""
    options = page.evaluate("() => window.strifeOptions()")
    chosen = next(o for o in options if o["targets"])
    button = page.locator(f"#options button.option[data-index='{chosen['index']}']")
    button.hover()
    shown = set(lit(page))
    assert set(chosen["targets"]) <= shown or all(
        page.evaluate(f"() => !!document.getElementById({t!r}).closest('.stack')")
        for t in set(chosen["targets"]) - shown
    ), (chosen, shown)


def bring_into_view(page: Any, target: str) -> None:
    """As a player on a small screen does: drag the board until the element is in its
    frame (the phone layout starts at reading size from one corner)."""
    for _ in range(6):
        frame = page.locator("#board-area").bounding_box()
        box = page.locator(f"#board [id='{target}']").first.bounding_box()
        if not frame or not box:
            return
        cx, cy = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        fx, fy = frame["x"] + frame["width"] / 2, frame["y"] + frame["height"] / 2
        inside = frame["x"] + 4 < cx < frame["x"] + frame["width"] - 4
        if inside and frame["y"] + 4 < cy < frame["y"] + frame["height"] - 4:
            return
        # Press on the frame's edge-free middle, move by (a bounded part of) the distance.
        dx = max(-frame["width"] / 2 + 8, min(frame["width"] / 2 - 8, fx - cx))
        dy = max(-frame["height"] / 2 + 8, min(frame["height"] / 2 - 8, fy - cy))
        page.mouse.move(fx, fy)
        page.mouse.down()
        page.mouse.move(fx + dx / 2, fy + dy / 2, steps=4)
        page.mouse.move(fx + dx, fy + dy, steps=4)
        page.mouse.up()


def click_target(page: Any, target: str) -> None:
    """Click a board element; a unit under others in a stack is clicked through the stack,
    which opens to ask which unit."""
    bring_into_view(page, target)
    node = page.locator(f"#board [id='{target}']").first
    if node.get_attribute("display") == "none":
        page.locator(f"#board .stack:has([id='{target}']) .counter:not([display])").first.click()
    else:
        node.click(force=True)  # an area under a unit: the client looks under the unit
    if page.locator("#stack-menu").is_visible():
        page.locator("#stack-menu button", has_text=f"{target}:").first.click()


def answer_menu(page: Any) -> None:
    if page.locator("#choice-menu").is_visible():
        page.locator("#choice-menu button.option").first.click()
    if page.locator("#confirm").is_visible():
        page.click("#confirm-yes")


def after_move(page: Any, before: int) -> None:
    page.wait_for_function(f"() => Number(document.body.dataset.move) > {before}", timeout=60_000)


def settle(page: Any, before: int) -> None:
    """After a click: confirm if asked, take the first choice if a menu asks which, and
    wait for the move it makes."""
    page.wait_for_function(
        f"() => document.getElementById('confirm').open || Number(document.body.dataset.move) >"
        f" {before} || !document.getElementById('choice-menu').hidden",
        timeout=60_000,
    )
    answer_menu(page)
    after_move(page, before)


def finish_with_done(page: Any) -> None:
    """Click the option that ends the phase (Done), confirming it if asked."""
    before = move_number(page)
    page.locator("#options button.option", has_text=re.compile("^Done")).first.click()
    settle(page, before)


def save_timings() -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / "timings.json"
    old = json.loads(path.read_text()) if path.exists() else {}
    path.write_text(json.dumps(old | TIMINGS, indent=1))


# -- POWER -------------------------------------------------------------------------------------


def pad(page: Any) -> list[str]:
    view = page.evaluate("() => window.strifeView()")
    return [c["text"] for c in view["pads"]["yellow"]["commands"] or []]


def write_by_clicking(page: Any) -> None:
    """Click a location with our pieces (where it can go lights up), then a lit place."""
    options = page.evaluate("() => window.strifeOptions()")
    move = next(o for o in options if o["action"]["kind"] == "move" and o["targets"][0] == "YHQ")
    written = len(pad(page))
    click_target(page, "YHQ")
    assert "Y4" in lit(page) and "YHQ" in lit(page, "selected")
    click_target(page, move["targets"][1])
    answer_menu(page)
    page.wait_for_function(
        f"() => (window.strifeView().pads.yellow.commands || []).length > {written}"
    )


@pytest.mark.parametrize("size", WIDTHS, ids=[str(w) for w, _ in WIDTHS])
def test_power_round_by_clicking_the_board(
    browser: Any, power_server: ServerProcess, size: tuple[int, int]
) -> None:
    seats = {"yellow": "human", "blue": "heuristic", "red": "heuristic", "green": "heuristic"}
    made = create(power_server, "power", "four-player", seats, {"round_limit": 1})
    page = open_seat(browser, power_server, made["links"]["yellow"], "power", size)
    check_status_panel(page)
    hover_lights_targets(page)
    shot(page, f"power-{size[0]}-start")
    write_by_clicking(page)
    write_by_clicking(page)
    assert page.locator("#composing").is_visible()
    assert "Your pad this round" in page.locator("#composing-title").inner_text()
    shot(page, f"power-{size[0]}-composing")
    # Take back the second command: a legal action of the game.
    before = pad(page)
    page.click("#take-back")
    page.wait_for_function(f"() => window.strifeView().pads.yellow.commands.length < {len(before)}")
    assert pad(page) == before[:1]
    # Laying the pad down asks first; "not yet" leaves the pad open.
    move = move_number(page)
    click_target(page, "command-pad")
    page.wait_for_selector("#confirm", state="visible")
    assert "cannot be changed" in page.locator("#confirm-text").inner_text()
    page.click("#confirm-no")
    assert move_number(page) == move and not page.evaluate(
        "() => window.strifeView().sides.yellow.done"
    )
    click_target(page, "command-pad")
    started = time.perf_counter()  # the computers lay down their pads; the round is carried out
    page.click("#confirm-yes")
    after_move(page, move)
    # Round 1 of 1: the game ends; the result screen says who won and why, then the replay.
    page.wait_for_selector("#result", state="visible", timeout=60_000)
    TIMINGS[f"power-{size[0]}"] |= {
        "computer_turn_ms": round((time.perf_counter() - started) * 1000),
        "moves": move_number(page) - move - 1,
    }
    result = page.locator("#result-text").inner_text()
    assert "round limit" in result and ("wins" in result or "share" in result)
    assert RAW.search(result) is None
    shot(page, f"power-{size[0]}-result")
    page.click("#result-replay")
    page.wait_for_function("() => document.body.dataset.replayAt === '0'")
    assert "Round" in page.locator("#status").inner_text()
    page.click("#replay-last")
    page.wait_for_function("() => Number(document.body.dataset.replayAt) > 0")
    shot(page, f"power-{size[0]}-replay")
    check_status_panel(page)
    page.context.close()
    save_timings()

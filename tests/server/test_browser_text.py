"""Board text a player can read: in a real Chromium, at 1280 px wide and the zoom the board
fits the window with, and on a 390 px phone at the zoom it starts with, no text on any
game's board renders smaller than 11 px (issue 17: "no board text under 11 px at 1280")."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import ServerProcess
from test_browser import browser, pytestmark
from test_browser_play import create, open_seat

__all__ = ["browser", "pytestmark"]  # the Chromium fixture and the browser marks, shared

SMALLEST_PX = 11
GAMES = {
    "power": ("four-player", {"yellow": "human", "blue": "heuristic", "red": "heuristic",
                              "green": "heuristic"}, "yellow"),
    "crisis2000": ("1", {"rebel": "human", "government": "heuristic"}, "rebel"),
    "civil-power": ("I-6", {"Mob": "heuristic", "Police": "human"}, "Police"),
}  # fmt: skip

# Each drawn text element's font size as rendered: its font size times the scale from the
# SVG's units to the screen's pixels (the board's fit and zoom); hidden ones (a closed
# stack's lower counters) are left out.
RENDERED = """() => [...document.querySelectorAll('#board svg text')]
  .filter((t) => t.getBoundingClientRect().width > 0 && t.textContent.trim())
  .map((t) => {
    const m = t.getScreenCTM();
    const px = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
    return [Math.round(px * 100) / 100, t.textContent.trim().slice(0, 30)];
  })"""


@pytest.mark.parametrize("size", [(1280, 800), (390, 844)], ids=["1280", "390"])
@pytest.mark.parametrize("game", list(GAMES))
def test_no_board_text_under_11_px(
    browser: Any, power_server: ServerProcess, game: str, size: tuple[int, int]
) -> None:
    scenario, seats, me = GAMES[game]
    made = create(power_server, game, scenario, seats)
    page = open_seat(browser, power_server, made["links"][me], f"text-{game}", size)
    page.wait_for_timeout(300)  # the fit settles
    found = page.evaluate(RENDERED)
    assert len(found) > 20, found
    small = sorted({(px, text) for px, text in found if px < SMALLEST_PX - 0.05})
    assert not small, f"{game} at {size[0]} px draws text under {SMALLEST_PX} px: {small[:8]}"
    page.context.close()

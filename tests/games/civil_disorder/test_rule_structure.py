"""Rule Structure: the umpire's judgement calls that a human umpire seat is asked, each a
ruling marked [seat] with the engine's own choice."""

from __future__ import annotations

import re
from pathlib import Path

from strife.games.civil_disorder.model.umpire import CALLS, Judgement

RULINGS = Path(__file__).resolve().parents[3] / "docs" / "rulings" / "civil-disorder.md"


def test_rule_structure_every_judgement_call_is_a_seat_ruling() -> None:
    assert set(CALLS) == set(Judgement)
    text = RULINGS.read_text()
    for call in CALLS.values():
        entry = re.search(rf"\*\*{call.ruling}\b.*?(?=\n- \*\*|\n## )", text, re.S)
        assert entry is not None, call.ruling
        assert "[seat]" in entry.group(0), call.ruling
        assert call.question.endswith("?") and call.engine
    seats = set(re.findall(r"\*\*([A-Z]-\d+)\b[^\n]*(?:\n  [^\n]*)*?\[seat\]", text))
    assert seats == {call.ruling for call in CALLS.values()}

"""POWER for people: the status panel, the options in plain words, the pad being written and
the result (the presentation contract, core/presentation.py). Reads views only."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from strife.core.presentation import (
    Card,
    Composition,
    Counter,
    OptionText,
    Presenter,
    Row,
    Status,
    with_side_names,
)
from strife.games.power.model import commands as cmd
from strife.games.power.rules.planning import COMMANDS_PER_PAD
from strife.games.power.scenarios.schema import ARMIES
from strife.games.power.views.cards import SEQUENCE, reference_cards

if TYPE_CHECKING:
    from strife.core.actions import Action
    from strife.core.events import Event
    from strife.core.outcome import Outcome
    from strife.games.power.model.board import Board
    from strife.games.power.model.pieces import PieceTable

# The stage of a view, as the step of the sequence of play it belongs to.
STEP = {"planning": 0, "implementing": 1, "forfeit": 1, "conflicts": 2, "capture-choice": 3,
        "collecting": 4, "flags": 5, "flag-choice": 5}  # fmt: skip
PROMPTS = {
    "planning": "Write up to five commands on your pad, then lay it down. Everyone writes at "
    "the same time; the pads are revealed and carried out from the Official clockwise.",
    "forfeit": "No command on your pad could be carried out, so the penalty (Command Rules) "
    "breaks down one of your lowest pieces: choose which.",
    "capture-choice": "Your two Countries took part in the battle with equal power (Two Player "
    "Games): choose which Reserve receives the captured pieces.",
    "flag-choice": "Your two Countries captured the Flag with equal power (Two Player Games): "
    "choose which Country receives it.",
}


def title(name: str) -> str:
    return name[:1].upper() + name[1:]


class PowerPresenter(Presenter):
    def __init__(self, board: Board, table: PieceTable) -> None:
        self.board = board
        self.table = table

    # -- names ------------------------------------------------------------------------------

    def place(self, loc: str) -> str:
        return self.board.name(loc) if loc in self.board.locations else loc

    def piece(self, code: str) -> str:
        return self.table[code].name if code in self.table.types else code

    # -- status -----------------------------------------------------------------------------

    def status(self, view: dict[str, Any]) -> Status:
        limit = view.get("round_limit") or 0
        round_text = f"{view['round']} of {limit}" if limit else str(view["round"])
        if view.get("final_round"):
            round_text += " (final round)"
        step = STEP.get(view["stage"], -1)
        rows = [
            Row("Round", round_text, "Round Structure"),
            Row("Stage", SEQUENCE[step][0] if step >= 0 else "Game over", "Round Structure"),
            Row("Official", title(view["official"]), "The Official"),
            Row("Still writing", self._writing(view), "1. Planning Commands"),
            Row("To win", self._goal(limit), "Winning the Game"),
        ]
        for side, info in view["sides"].items():
            flags = info["flags"]
            state = (
                "out of the game"
                if not info["alive"]
                else (f"power {info['power']}, {flags} Flag{'s' if flags != 1 else ''}")
            )
            rows.append(Row(title(side), state, "Winning the Game"))
        return Status(tuple(rows), tuple(name for name, _ in SEQUENCE), step, *self._reserve(view))

    def _writing(self, view: dict[str, Any]) -> str:
        if view["stage"] != "planning":
            return "nobody: the pads are being carried out"
        waiting = [title(s) for s, i in view["sides"].items() if i["alive"] and not i["done"]]
        return ", ".join(waiting) or "nobody"

    @staticmethod
    def _goal(limit: int) -> str:
        goal = "capture every other player's Flag"
        if limit:
            goal += f", or have the highest total power after round {limit}"
        return goal

    def _reserve(self, view: dict[str, Any]) -> tuple[str, tuple[Row, ...]]:
        you = view.get("you")
        if not you or you not in view["sides"]:
            return "", ()
        rows: list[Row] = []
        for army in view["sides"][you]["armies"]:
            info = view["armies"][army]
            rows.append(Row(f"{title(army)} Power Units", str(info["power_units"])))
            held = [
                f"{r['count']} {self.piece(r['piece'])}"
                for r in view["pieces"]
                if r["army"] == army and r["loc"] == self.board.reserve(army)
            ]
            rows.append(Row(f"{title(army)} Reserve", ", ".join(held) or "no pieces"))
            pad = view["pads"].get(army, {})
            written = len(pad.get("commands") or [])
            rows.append(Row(f"{title(army)} pad", f"{written} of {COMMANDS_PER_PAD} commands"))
        return "Your Reserve and pad", tuple(rows)

    # -- options ------------------------------------------------------------------------------

    def option(self, view: dict[str, Any], action: Action) -> OptionText:
        a = action
        if isinstance(a, cmd.Move):
            text = f"{self.piece(a.piece)} from {self.place(a.frm)} to {self.place(a.to)}"
            return OptionText(f"{text} ({a.label()})", "Move a piece", a.targets())
        if isinstance(a, cmd.Exchange):
            better = self.table[a.piece].upgrade or ""
            text = f"Exchange 3 {self.piece(a.piece)} in {self.place(a.loc)} for a " + (
                self.piece(better)
            )
            return OptionText(f"{text} ({a.label()})", "Exchange pieces", a.targets())
        if isinstance(a, cmd.Buy):
            text = f"Buy a {self.piece(a.piece)} for {a.cost} Power Units, in the Reserve"
            reserve = self.board.reserve(a.army)
            return OptionText(f"{text} ({a.label()})", "Buy with Power Units", (reserve,))
        if isinstance(a, cmd.Done):
            return self._done(view)
        if isinstance(a, cmd.TakeBack):
            return self._take_back(view, a)
        return self._other(a)

    def _other(self, a: Action) -> OptionText:
        if isinstance(a, cmd.MissileStart):
            text = f"Begin a Mega-Missile exchange in {self.place(a.loc)}"
            return OptionText(text, "Mega-Missile", a.targets())
        if isinstance(a, cmd.MissileAdd):
            what = (
                "the Power Units still needed"
                if a.piece == "P"
                else (f"one {self.piece(a.piece)} (power {self.table[a.piece].power})")
            )
            return OptionText(f"Add {what} to the Mega-Missile", "Mega-Missile")
        if isinstance(a, cmd.MissileCancel):
            text = "Abandon the Mega-Missile exchange being written"
            return OptionText(text, "Take back", take_back=True)
        if isinstance(a, cmd.MissileBuild):
            text = f"Exchange for a Mega-Missile in {self.place(a.loc)} ({a.label()})"
            return OptionText(text, "Mega-Missile", a.targets())
        if isinstance(a, cmd.Launch):
            text = f"Launch the Mega-Missile in {self.place(a.loc)} at {self.place(a.target)}"
            return OptionText(f"{text} ({a.label()})", "Mega-Missile", (a.loc, a.target))
        if isinstance(a, cmd.ChooseForfeit):
            text = f"Break down the {self.piece(a.piece)} in {self.place(a.loc)}"
            return OptionText(text, "Pay the penalty", a.targets())
        if isinstance(a, cmd.ChooseArmy):
            text = f"{title(a.army)} receives them"
            return OptionText(text, "Choose the Country", (self.board.reserve(a.army),))
        return OptionText(a.label(), "Other choices", a.targets())

    def _done(self, view: dict[str, Any]) -> OptionText:
        you = view.get("you") or ""
        armies = view["sides"].get(you, {}).get("armies", [])
        counts = [len(view["pads"].get(a, {}).get("commands") or []) for a in armies]
        written = sum(counts)
        question = (
            f"Lay down your pad with {written} command{'s' if written != 1 else ''}? "
            "It cannot be changed afterwards."
        )
        if any(n == 0 for n in counts):
            question += " A pad with no command carried out costs a Power Unit (Command Rules)."
        label = f"Lay down the pad ({written} command{'s' if written != 1 else ''} written)"
        return OptionText(label, "Finish writing", ("command-pad",), confirm=question)

    def _take_back(self, view: dict[str, Any], a: cmd.TakeBack) -> OptionText:
        lines = view["pads"].get(a.pad, {}).get("commands") or []
        if not lines:
            return OptionText(f"Take back the last command on the {a.pad} pad", "Take back")
        last = lines[-1]["action"]
        where = tuple(str(last[k]) for k in ("frm", "to", "loc", "target") if k in last)
        text = f"Take back {lines[-1]['text']} from the {title(a.pad)} pad"
        return OptionText(text, "Take back", where, take_back=True)

    # -- the pad being written ----------------------------------------------------------------

    def composing(self, view: dict[str, Any]) -> Composition | None:
        draft = view.get("draft")
        if draft:
            return self._draft(draft)
        you = view.get("you")
        if view["stage"] != "planning" or not you or you not in view["sides"]:
            return None
        lines: list[Row] = []
        targets: list[str] = []
        for army in view["sides"][you]["armies"]:
            for n, line in enumerate(view["pads"].get(army, {}).get("commands") or [], 1):
                lines.append(Row(f"{title(army)} {n}", line["text"], "1. Planning Commands"))
                targets += [str(line["action"][k]) for k in ("frm", "to", "loc", "target")
                            if k in line["action"]]  # fmt: skip
        if not lines:
            return None
        return Composition("Your pad this round", tuple(lines), tuple(dict.fromkeys(targets)))

    def _draft(self, draft: dict[str, Any]) -> Composition:
        rows = [
            Row(self.piece(code), f"{n} x {self.table[code].power}")
            for code, n in draft["pieces"].items()
        ]
        value = draft["power_units"] + sum(
            self.table[c].power * n for c, n in draft["pieces"].items()
        )
        if draft["power_units"]:
            rows.append(Row("Power Units", str(draft["power_units"])))
        cost = self.table.mega_missile_cost
        rows.append(Row("Value so far", f"{value} of {cost}", "Mega-Missile Rules"))
        rows.append(Row("Still needed", str(max(0, cost - value)), "Mega-Missile Rules"))
        text = f"Mega-Missile exchange in {self.place(draft['loc'])}"
        return Composition(text, tuple(rows), (draft["loc"],))

    # -- the board's counters -----------------------------------------------------------------

    def counters(self, view: dict[str, Any]) -> tuple[Counter, ...]:
        found: dict[str, int] = {}
        for r in view["pieces"]:
            key = counter_id(r["loc"], r["army"], r["piece"])
            found[key] = found.get(key, 0) + r["count"]
        return tuple(
            Counter(key, (("Piece", key.rsplit("-", 1)[1]), ("Count", str(n))))
            for key, n in found.items()
        )

    # -- prompts, cards, result ---------------------------------------------------------------

    def prompt(self, view: dict[str, Any], prompt: str) -> str:
        return PROMPTS.get(view["stage"], prompt)

    def cards(self) -> tuple[Card, ...]:
        found: tuple[Card, ...] | None = self.__dict__.get("_cards")
        if found is None:
            found = self._cards = reference_cards(self.table)
        return found

    def event_text(self, event: Event) -> str:
        return with_side_names(event.text, ARMIES)

    def result(self, view: dict[str, Any], outcome: Outcome) -> str:
        names = " and ".join(title(w) for w in outcome.winners) or "Nobody"
        verb = "wins" if len(outcome.winners) == 1 else "share the win"
        scores = ", ".join(f"{title(s)} {v:g}" for s, v in outcome.scores.items())
        if outcome.level == "conquest":
            return f"{names} {verb} by capturing every other player's Flag (power: {scores})."
        limit = view.get("round_limit") or 0
        return (
            f"{names} {verb} on total power when the round limit ({limit} "
            f"round{'s' if limit != 1 else ''}) ran out: "
            f"{scores}."
        )


def counter_id(loc: str, army: str, piece: str) -> str:
    """The element id of one army's pieces of one type in one location: "YHQ-yellow-T"."""
    return f"{loc}-{army}-{piece}"

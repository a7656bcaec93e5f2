"""The stages of a POWER round (Round Structure), which say what the position waits for, and
the names of the rules that end the game."""

PLANNING = "planning"
IMPLEMENTING = "implementing"
FORFEIT = "forfeit"
CONFLICTS = "conflicts"
CAPTURE_CHOICE = "capture-choice"
COLLECTING = "collecting"
FLAGS = "flags"
FLAG_CHOICE = "flag-choice"
END = "end"
OVER = "over"

RULE_WIN = "Winning the Game"
RULE_TOURNAMENT = "Tournaments"

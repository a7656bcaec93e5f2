"""The rules of POWER, one module per section of the rulebook's round: 1. Planning Commands
(planning), 2. Implementing Commands (implementing, execution), 3. Resolving Conflicts and 4.
Capturing Pieces (conflicts), 5. Collecting Power Units (collecting), 6. Flag Captures and
Winning the Game (flags). The README's coverage table maps each section to its module and tests."""

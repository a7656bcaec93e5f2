"""The rules of Civil Power, one module per rulebook section (3.0 sequence of play, 4.0
movement, 5.1-5.2 morale, 5.3 fire, 5.4 shock, 6.x special rules, 7.0 victory); the 8.x
optional rules are in rules/optional/. The README's coverage table maps each section to its
module and tests."""

"""Tiny Tricks: the test game of the trick-rule tests (tests/core/test_trick_rules.py and
test_trick_contributions.py): four seats, five cards each, the turned card's suit is trumps, with
a stacked deal."""

RULES = """
phases = ["deal", "play"]

[game]
id = "tiny-tricks"
name = "Tiny Tricks"
summary = "A test game: four seats, five cards each, the turned card's suit is trumps."

[deck]
ranks = ["A", "K", "Q", "J", "10", "9"]
suits = [
    { letter = "S", symbol = "♠", name = "spades" },
    { letter = "H", symbol = "♥", name = "hearts", red = true },
    { letter = "D", symbol = "♦", name = "diamonds", red = true },
    { letter = "C", symbol = "♣", name = "clubs" },
]

[options.players]
type = "int"
min = 4
max = 4
default = 4
description = "Four seats."

[deal]
first_dealer = "seat0"
hand_size = 5
turn_up = "next"

[match]
end = "deals"
deals = 1

[play]
trumps = "turned"
"""

HANDS = ["AS KS QS JS 10S", "AD AH KH QC 9C", "JD 10D 9D KC 10C", "JH QD KD AC JC"]
TURNED = "9H"  # hearts are trumps
STOCK = "9S QH 10H"

"""A made-up four-seat game with a bid ladder, a kitty and misère bids (issue 47), shared by
tests/core/test_ladder_auction.py and tests/core/test_contract_play.py.

Shaped as the five-hundred spec's auction and play (five-hundred.md §4-§6) on a smaller pack:
18 cards (three suits of six), four cards each and a kitty of two; bids of 1 to 4 tricks in
S D H NT with values, a misère (MIS) directly above 3S that is legal only over a bid of 2 or
more tricks, an open misère (OMIS) directly above 4D exposed after the first trick; both are
played alone (the partner sits out). Options switch the misère bids off, move MIS below the
three-level, drop its condition, make one-level calls signals of the first two speakers, let
passes not be final, and make the last seat bid.
"""

from __future__ import annotations

from pathlib import Path

from tricktaker import GameSpec, Session
from tricktaker.testing import games_plugin, isolated_registry, new_session

RULES = """
phases = ["deal", "auction", "kitty", "play"]

[game]
id = "ladder-test"
name = "Ladder Test"
summary = "A test game: a bid ladder with a misère, a kitty, two sides."

[deck]
ranks = ["A", "K", "Q", "J", "10", "9"]
suits = [
    { letter = "S", symbol = "♠", name = "spades" },
    { letter = "H", symbol = "♥", name = "hearts", red = true },
    { letter = "D", symbol = "♦", name = "diamonds", red = true },
]

[[sides]]
name = "North-South"
seats = [0, 2]

[[sides]]
name = "East-West"
seats = [1, 3]

[options.players]
type = "int"
min = 4
max = 4
default = 4
description = "Four seats."

[options.misere]
type = "bool"
default = true
description = "false: no misère bids."

[options.misere.patch.false.mechanics.auction.specials]
MIS = { enabled = false }
OMIS = { enabled = false }

[options.misere_rank]
type = "choice"
choices = ["value", "below"]
default = "value"
description = "below: MIS directly above 2NT (below every three-level bid)."
patch.below = { mechanics = { auction = { specials = { MIS = { above = "2NT" } } } } }

[options.misere_after_two]
type = "bool"
default = true
description = "false: MIS legal whenever it outranks the standing bid."
patch.false = { mechanics = { auction = { specials = { MIS = { only_over_tricks = 0 } } } } }

[options.signals]
type = "bool"
default = false
description = "true: one-level calls are signals of the first two speakers, first call only."

[options.signals.patch.true.mechanics.auction]
signals = { levels = [1], first_speakers = 2, name = "hint" }

[options.final]
type = "bool"
default = true
description = "false: a seat that passed may bid again after a new bid."
patch.false = { mechanics = { auction = { pass_is_final = false } } }

[options.last_must_bid]
type = "bool"
default = false
description = "true: the last seat may not pass when the others passed without a bid."
patch.true = { mechanics = { auction = { all_pass = "last_must_bid" } } }

[deal]
first_dealer = "seat0"
hand_size = 4
batches = [2]
widow = { size = 2, after = 1 }

[mechanics.auction]
kind = "ladder"
levels = [1, 2, 3, 4]
denominations = ["S", "D", "H", "NT"]
values = { S = [10, 20, 30, 40], H = [12, 22, 32, 42], D = [14, 24, 34, 44], NT = [16, 26, 36, 46] }

[mechanics.auction.specials.MIS]
title = "misère"
value = 25
above = "3S"
misere = true
partner_sits_out = true
only_over_tricks = 2

[mechanics.auction.specials.OMIS]
title = "open misère"
value = 45
above = "4D"
misere = true
partner_sits_out = true
exposed_after = 1

[mechanics.kitty]
kind = "widow"
name = "kitty"
choice = false

[play]
first_lead = "declarer"
trumps = "contract"

[match]
end = "deals"
deals = 1
"""

# Dealer 0: seat 1 gets pack[0:2] + pack[10:12], seat 2 [2:4] + [12:14], seat 3 [4:6] + [14:16],
# seat 0 [6:8] + [16:18]; the kitty pack[8:10].
PACK = [
    *("AS", "10S", "9S", "KS", "QS", "JS", "AD", "KD", "10H", "10D"),
    *("9H", "9D", "AH", "KH", "QH", "JH", "QD", "JD"),
]
HANDS = {1: "AS 10S 9H 9D", 2: "9S KS AH KH", 3: "QS JS QH JH", 0: "AD KD QD JD"}
LEVEL_BIDS = [f"{level}{d}" for level in (1, 2, 3, 4) for d in ("S", "D", "H", "NT")]


def session_of(tmp_path: Path, **options: object) -> Session:
    path = tmp_path / "rules.toml"
    path.write_text(RULES, encoding="utf-8")
    registry = isolated_registry(games_plugin("ladder", GameSpec(id="ladder-test", rules=path)))
    return new_session(registry.game("ladder-test"), pack=PACK, dealer=0, options=options)


FULL_RULES = """
phases = ["deal", "auction"]

[game]
id = "full-ladder"
name = "Full Ladder"
summary = "A test game: the five-hundred spec's 27-bid ladder alone (§4), no play."

[deck]
ranks = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
suits = [
    { letter = "S", symbol = "♠", name = "spades" },
    { letter = "C", symbol = "♣", name = "clubs" },
    { letter = "D", symbol = "♦", name = "diamonds", red = true },
    { letter = "H", symbol = "♥", name = "hearts", red = true },
]

[[sides]]
name = "North-South"
seats = [0, 2]

[[sides]]
name = "East-West"
seats = [1, 3]

[options.players]
type = "int"
min = 4
max = 4
default = 4
description = "Four seats."

[options.misere]
type = "bool"
default = true
description = "false: no misère bids."

[options.misere.patch.false.mechanics.auction.specials]
MIS = { enabled = false }
OMIS = { enabled = false }

[options.misere_rank]
type = "choice"
choices = ["value", "below_eights"]
default = "value"
description = "below_eights: MIS between 7NT and 8S."
patch.below_eights = { mechanics = { auction = { specials = { MIS = { above = "7NT" } } } } }

[options.misere_after_seven]
type = "bool"
default = true
description = "false: MIS whenever it outranks."
patch.false = { mechanics = { auction = { specials = { MIS = { only_over_tricks = 0 } } } } }

[options.inkle]
type = "bool"
default = false
description = "true: six-level calls are signals of the first two speakers."

[options.inkle.patch.true.mechanics.auction]
signals = { levels = [6], first_speakers = 2, name = "inkle" }

[deal]
first_dealer = "seat0"
hand_size = 10
batches = [3, 4, 3]

[mechanics.auction]
kind = "ladder"
first = "left_of_dealer"
levels = [6, 7, 8, 9, 10]
denominations = ["S", "C", "D", "H", "NT"]
pass_is_final = true

[mechanics.auction.values]
S = [40, 140, 240, 340, 440]
C = [60, 160, 260, 360, 460]
D = [80, 180, 280, 380, 480]
H = [100, 200, 300, 400, 500]
NT = [120, 220, 320, 420, 520]

[mechanics.auction.specials.MIS]
title = "misère"
value = 250
above = "8S"
misere = true
partner_sits_out = true
only_over_tricks = 7

[mechanics.auction.specials.OMIS]
title = "open misère"
value = 500
above = "10D"
misere = true
partner_sits_out = true
exposed_after = 1

[match]
end = "deals"
deals = 1
"""

FULL_LEVEL_BIDS = [f"{lv}{d}" for lv in (6, 7, 8, 9, 10) for d in ("S", "C", "D", "H", "NT")]


def full_ladder_session(tmp_path: Path, **options: object) -> Session:
    """A session of the five-hundred spec's full ladder (§4.1) with its options, dealer 0."""
    path = tmp_path / "full.toml"
    path.write_text(FULL_RULES, encoding="utf-8")
    registry = isolated_registry(games_plugin("full", GameSpec(id="full-ladder", rules=path)))
    return new_session(registry.game("full-ladder"), options=options, seed=1)

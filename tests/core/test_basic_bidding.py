"""The ``basic`` bot bids in any auction from a game-neutral hand estimate, and the conformance
suite's ``winners`` check (issue 47).

The bot used to count a contract as ``6 + level`` tricks (bridge's book); in an auction with
another base, no doubling and fewer cards it never bid, every deal was thrown in and all-basic
games stopped at the deal limit with no winner. Made-up games show that it now bids from what
the auction says its bids promise (``Phase.bid_meaning``), and that the ``winners`` check fails
a game whose auction says nothing its bots can bid from."""

from __future__ import annotations

import types
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import tricktaker
from tricktaker import NO_TRUMP, BidMeaning
from tricktaker.bots.basic import BasicBot, _tables
from tricktaker.bots.estimate import (
    hand_tricks,
    mean_hand_tricks,
    misere_hand,
    seat_tricks,
    side_tricks,
)
from tricktaker.mechanics.auction import AuctionPhase
from tricktaker.testing.conformance import ConformanceError, Settings, check_winners
from tricktaker.testing.helpers import act, new_session, play_out

# Three players, 24 cards, 8 tricks; a level promises 2 + level tricks; no doubling; a
# failed contract gives the defenders 10 a trick short; first to 100. The bot of before
# counted 6 + level and never bid: every deal was thrown in.
THREE_RULES = """
phases = ["deal", "auction", "play", "score"]

[game]
id = "three-contract"
name = "Three Contract"

[deck]
ranks = ["A", "K", "Q", "J", "10", "9"]
rank_aliases = { T = "10" }
suits = [
    { letter = "S", symbol = "♠", name = "spades" },
    { letter = "H", symbol = "♥", name = "hearts", red = true },
    { letter = "D", symbol = "♦", name = "diamonds", red = true },
    { letter = "C", symbol = "♣", name = "clubs" },
]

[options.players]
type = "int"
min = 3
max = 3
default = 3
description = "Three players."

[deal]
first_dealer = "seat0"
hand_size = 8
batches = [4]

[auction]
first = "dealer"
min_level = 1
max_level = 6
denominations = ["C", "D", "H", "S", "NT"]
base_tricks = 2
doubling = false
passes_to_end = 2
passes_to_throw_in = 3

[play]
first_lead = "defender"
trumps = "contract"

[scoring]
kind = "contract"
trick_values = { C = [10, 10], D = [10, 10], H = [10, 10], S = [10, 10], NT = [10, 10] }
penalties = [[10, 10, 10]]

[match]
end = "target"
target = 100
winner = "highest"
ties = "play_on"
"""


def cards_of(deck: Any, text: str) -> list[int]:
    """The cards a text names, one per word."""
    return [deck.parse(word) for word in text.split()]


def game_of(tmp_path: Path, text: str, game_id: str) -> tricktaker.Game:
    rules = tmp_path / "rules.toml"
    rules.write_text(text, encoding="utf-8")
    plugin = types.ModuleType(f"{game_id}_plugin")

    @tricktaker.registry_hookimpl
    def tricktaker_register_games(register: Callable[[tricktaker.GameSpec], None]) -> None:
        register(tricktaker.GameSpec(id=game_id, rules=rules))

    plugin.tricktaker_register_games = tricktaker_register_games  # type: ignore[attr-defined]
    registry = tricktaker.Registry(plugins=[plugin], entry_points=False)
    assert registry.broken == []
    return registry.game(game_id)


@pytest.fixture
def three(tmp_path: Path) -> tricktaker.Game:
    return game_of(tmp_path, THREE_RULES, "three-contract")


def test_basic_bots_bid_and_finish_an_auction_with_another_base(three: tricktaker.Game) -> None:
    """issue 47: with 2 + level tricks a contract, no doubling and 8 tricks among three, the
    basic bots bid (most deals are played, not thrown in; the bot of before threw in 716 of
    812 deals of 20 games), and every game ends with a winner before the deal limit."""
    deals = thrown = 0
    for seed in range(6):
        session = three.new_session(seed=seed, stop_after=100)
        play_out(session, "basic", seed)
        assert session.is_over and not session.state.stopped
        assert session.winners
        deals += len(session.state.hand_results)
        thrown += sum(1 for r in session.state.hand_results if r["thrown_in"])
    assert thrown < deals / 2, (thrown, deals)


def test_the_bids_follow_the_meaning_not_bridge_s_book(three: tricktaker.Game) -> None:
    """issue 47: the bot bids no more tricks than its hand promises with its partners' share
    (none here) and the trump it names; a strong hand bids, as the auction's meaning says."""
    bot = BasicBot(0)
    bids = 0
    for seed in range(40):
        session = three.new_session(seed=seed)
        seat = session.current_seat
        action = bot.choose(session, seat)
        meaning = session.phase.bid_meaning(session.game, session.state, action)
        if meaning is None:
            continue
        bids += 1
        hand = session.observation(seat)["hand"]
        table = _tables(session).get(meaning.trump, _tables(session)[NO_TRUMP])
        counted = hand_tricks(session.deck, table, hand, meaning.trump)
        average = mean_hand_tricks(session.deck, table, len(hand), meaning.trump)
        assert meaning.tricks <= seat_tricks(counted, average, len(hand), 3) + 1e-9
    assert bids >= 5


def test_the_winners_check_passes_the_made_up_game(three: tricktaker.Game) -> None:
    """issue 47: the conformance suite's winners check passes a game the bots can finish."""
    check_winners(three, Settings(games=3))


def test_the_winners_check_fails_an_auction_that_says_nothing(
    three: tricktaker.Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    """issue 47: an auction whose bids promise nothing the bot can read: the bots pass,
    every deal is thrown in, the games stop at the deal limit, and the check says so and
    what to do."""

    def nothing(self: Any, game: Any, state: Any, action: Any) -> None:
        return None

    monkeypatch.setattr(AuctionPhase, "bid_meaning", nothing)
    with pytest.raises(ConformanceError) as failed:
        check_winners(three, Settings(games=1))
    message = str(failed.value)
    assert "a game of basic bots stopped at the deal limit of 100 deals" in message
    assert "(100 deals played, 100 of them thrown in)" in message
    assert "Phase.bid_meaning" in message and "basic_bot_choice" in message


# -- the estimate --------------------------------------------------------------------------


def test_the_hand_estimate_counts_top_trumps_and_long_suits(three: tricktaker.Game) -> None:
    """issue 47: the top three trumps about a trick each, a trump past four more; without
    trumps, aces most of one and a long suit headed by the ace a half more a card past
    four; cards gone no longer stand above a card."""
    session = three.new_session(seed=0)
    deck = session.deck
    tables = _tables(session)
    cards = cards_of(deck, "AS KS QS JS TS 9S AH 9D TD 9C TC JC")
    spades = hand_tricks(deck, tables[0], cards, 0)
    assert spades == pytest.approx(3 * 1.0 + 2 * 0.6 + 0.35 + 2 * 0.65 + 0.85)
    no_trump = hand_tricks(deck, tables[NO_TRUMP], cards, NO_TRUMP)
    assert no_trump == pytest.approx(0.85 + 0.5 + 0.25 + 0.5 * 2 + 0.85)
    low = cards_of(deck, "TD 9D")
    assert hand_tricks(deck, tables[NO_TRUMP], low, NO_TRUMP) == 0
    gone = cards_of(deck, "AD KD QD JD")  # the 10 is now the highest
    assert hand_tricks(deck, tables[NO_TRUMP], low, NO_TRUMP, gone) == pytest.approx(0.85 + 0.5)


def test_an_average_hand_takes_an_even_share() -> None:
    """issue 47: a seat's tricks are its count plus an even share of what no count covers; a
    side adds its partners' share of the rest."""
    assert seat_tricks(5.0, 4.0, 12, 3) == 5.0
    assert side_tricks(5.0, 13, 4, 1) == pytest.approx(5.0 + 8 / 3)
    assert side_tricks(5.0, 13, 2, 0) == 5.0


def test_a_misere_hand_is_low_everywhere(three: tricktaker.Game) -> None:
    """issue 47: misère only without high cards and with a low card in every suit held."""
    session = three.new_session(seed=0)
    deck = session.deck
    table = _tables(session)[NO_TRUMP]

    def hand(text: str) -> list[int]:
        return cards_of(deck, text)

    assert misere_hand(deck, table, hand("JS TS 9S JH TH 9H TD 9D"))
    assert not misere_hand(deck, table, hand("QS TS 9S JH TH 9H TD 9D"))
    gone = cards_of(deck, "AS KS QS")  # the jack of spades is now the highest
    assert not misere_hand(deck, table, hand("JS TS 9S JH TH 9H TD 9D"), gone)


def test_bid_meaning_is_public() -> None:
    """issue 47: what a bid promises is public API (plugins' auctions implement it)."""
    assert BidMeaning(7, 0) == BidMeaning(tricks=7, trump=0, misere=False, alone=False)


# -- a bid ladder ----------------------------------------------------------------------------

# Two sides of two, 32 cards, seven tricks and a kitty of four for the declarer; a ladder of
# 4 to 7 tricks with values, a misère above 5S played alone; contracts scored by their values.
LADDER_RULES = """
phases = ["deal", "auction", "kitty", "play", "score"]

[game]
id = "ladder-seven"
name = "Ladder Seven"

[deck]
ranks = ["A", "K", "Q", "J", "10", "9", "8", "7"]
rank_aliases = { T = "10" }
suits = [
    { letter = "S", symbol = "♠", name = "spades" },
    { letter = "H", symbol = "♥", name = "hearts", red = true },
    { letter = "D", symbol = "♦", name = "diamonds", red = true },
    { letter = "C", symbol = "♣", name = "clubs" },
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

[deal]
first_dealer = "seat0"
first_receiver = "left_of_dealer"
hand_size = 7
batches = [3, 4]
widow = { size = 4, after = 1 }

[mechanics.auction]
kind = "ladder"
first = "left_of_dealer"
levels = [4, 5, 6, 7]
denominations = ["S", "H", "D", "C", "NT"]

[mechanics.auction.values]
S = [40, 80, 120, 160]
H = [45, 85, 125, 165]
D = [50, 90, 130, 170]
C = [55, 95, 135, 175]
NT = [60, 100, 140, 180]

[mechanics.auction.specials.MIS]
title = "misère"
value = 90
above = "5S"
misere = true
partner_sits_out = true

[mechanics.kitty]
kind = "widow"
name = "kitty"
choice = false

[play]
first_lead = "declarer"
trumps = "contract"

[scoring]
kind = "contract_value"
defenders_per_trick = 10

[match]
end = "target"
target = 300
winner = "highest"
ties = "share"
"""


@pytest.fixture
def ladder(tmp_path: Path) -> tricktaker.Game:
    return game_of(tmp_path, LADDER_RULES, "ladder-seven")


def test_basic_bots_finish_games_of_a_bid_ladder(ladder: tricktaker.Game) -> None:
    """issue 47: in a bid ladder (its own calls, not bridge's: the bot of before always
    passed), basic bots bid, most deals are played, and every game ends with a winner; the
    conformance check agrees."""
    deals = thrown = 0
    for seed in range(6):
        session = ladder.new_session(seed=seed, stop_after=100)
        play_out(session, "basic", seed)
        assert session.is_over and not session.state.stopped and session.winners
        deals += len(session.state.hand_results)
        thrown += sum(1 for r in session.state.hand_results if r["thrown_in"])
    assert thrown < deals / 2, (thrown, deals)
    check_winners(ladder, Settings(games=2))


def ladder_call(ladder: tricktaker.Game, hands: list[str], kitty: str) -> BidMeaning | None:
    """What the first speaker (seat 1, the dealer's left) bids holding ``hands[1]``."""
    session = new_session(ladder, hands=hands, stock=kitty)
    assert session.current_seat == 1
    action = BasicBot(0).choose(session, 1)
    return session.phase.bid_meaning(session.game, session.state, action)


def test_a_strong_hand_bids_high_in_its_trumps(ladder: tricktaker.Game) -> None:
    """issue 47: six spades headed by the ace and a side ace, with a partner and the kitty:
    the bot bids spades as high as the hand goes (a ladder bid's value is its own: the
    highest it expects to make)."""
    hands = [
        "8S 7S KH QH JH TH 9H",
        "AS KS QS JS TS 9S AH",
        "8H 7H AD KD QD JD TD",
        "9D 8D 7D AC KC QC JC",
    ]
    meaning = ladder_call(ladder, hands, "TC 9C 8C 7C")
    assert meaning is not None and meaning.trump == 0 and not meaning.misere
    assert meaning.tricks == 7


def test_a_low_hand_bids_misere(ladder: tricktaker.Game) -> None:
    """issue 47: no high card and the lowest cards of every suit it holds: misère (alone)."""
    hands = [
        "AS KS QS JS TS 9S 8S",
        "7H 8H 7C 8C 9C 7D 8D",
        "7S AH KH QH JH TH 9H",
        "AD KD QD JD TD 9D AC",
    ]
    meaning = ladder_call(ladder, hands, "KC QC JC TC")
    assert meaning is not None and meaning.misere and meaning.alone


def kept_after_the_kitty(ladder: tricktaker.Game, hands: list[str], kitty: str) -> str:
    """Seat 1 calls as the bot does, the others pass, and the bot lays away from the kitty:
    the hand it keeps."""
    session = new_session(ladder, hands=hands, stock=kitty)
    bot = BasicBot(0)
    session.apply(bot.choose(session, 1))
    act(session, "pass, pass, pass")
    while session.phase.name == "kitty":
        session.apply(bot.choose(session, session.current_seat))
    return " ".join(sorted(session.deck.format(c) for c in session.state.hands[1]))


def test_the_declarer_keeps_its_trumps_and_sheds_a_weak_suit(ladder: tricktaker.Game) -> None:
    """issue 47: with spades trumps and four low clubs from the kitty, the clubs go."""
    hands = [
        "8S 7S KH QH JH TH 9H",
        "AS KS QS JS TS 9S AH",
        "8H 7H AD KD QD JD TD",
        "9D 8D 7D AC KC QC JC",
    ]
    assert kept_after_the_kitty(ladder, hands, "TC 9C 8C 7C") == "10S 9S AH AS JS KS QS"


def test_a_misere_declarer_sheds_high_cards(ladder: tricktaker.Game) -> None:
    """issue 47: in misère the four high clubs from the kitty go, the low cards stay."""
    hands = [
        "AS KS QS JS TS 9S 8S",
        "7H 8H 7C 8C 9C 7D 8D",
        "7S AH KH QH JH TH 9H",
        "AD KD QD JD TD 9D AC",
    ]
    assert kept_after_the_kitty(ladder, hands, "KC QC JC TC") == "7C 7D 7H 8C 8D 8H 9C"

"""Cards as small ints: notation (parse / format), lookup tables and sort order."""

from __future__ import annotations

import random

import pytest

from tricktaker import NotationError
from tricktaker.cards import NO_SUIT, Deck

S, H, D, C = range(4)


def rank(deck: Deck, text: str) -> int:
    return deck.ranks.index(text)


# -- structure -------------------------------------------------------------------------------


def test_standard_deck_numbering(deck: Deck) -> None:
    assert deck.size == 52
    assert list(deck.cards) == list(range(52))
    assert deck.card(S, 0) == 0
    assert deck.card(H, rank(deck, "10")) == 13 + 4
    assert deck.card(C, 12) == 51
    assert not any(deck.is_extra(c) for c in deck.cards)


def test_extras_follow_the_suited_cards(colon_deck: Deck) -> None:
    assert colon_deck.size == 55
    assert [colon_deck.format(c) for c in (52, 53, 54)] == ["GC", "RC", "LC"]
    assert all(colon_deck.is_extra(c) for c in (52, 53, 54))
    assert not colon_deck.is_extra(51)
    assert colon_deck.extra(53).title == "Royal Colon"
    assert colon_deck.extra(52).group == "aces"


# -- parsing ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "suit", "rank_text"),
    [
        ("AS", S, "A"),
        ("as", S, "A"),
        ("10H", H, "10"),
        ("10h", H, "10"),
        ("TH", H, "10"),
        ("th", H, "10"),
        ("Q♠", S, "Q"),
        ("q♠", S, "Q"),
        ("2C", C, "2"),
        ("j♦", D, "J"),
        ("  KD  ", D, "K"),
        ("\tAS\n", S, "A"),
        ("10 H", H, "10"),
    ],
)
def test_parse_suited_cards(deck: Deck, text: str, suit: int, rank_text: str) -> None:
    assert deck.parse(text) == deck.card(suit, rank(deck, rank_text))


@pytest.mark.parametrize(
    ("text", "index"),
    [("GC", 52), ("gc", 52), ("RC", 53), ("rc", 53), ("LC", 54), (" lc ", 54), ("Grand Colon", 52)],
)
def test_parse_extras_by_name(colon_deck: Deck, text: str, index: int) -> None:
    assert colon_deck.parse(text) == index


def test_extras_do_not_disturb_suited_cards(colon_deck: Deck) -> None:
    # "GC" ends with the clubs letter, but it is the Grand Colon; "2C" is still a club
    assert colon_deck.parse("2C") == colon_deck.card(C, 12)
    assert colon_deck.parse("AC") == colon_deck.card(C, 0)


def test_format_letters_and_symbols(deck: Deck) -> None:
    ten_hearts = deck.card(H, rank(deck, "10"))
    assert deck.format(ten_hearts) == "10H"
    assert deck.format(ten_hearts, symbols=True) == "10♥"
    assert deck.format(deck.card(S, 2)) == "QS"
    assert deck.format(deck.card(S, 2), symbols=True) == "Q♠"
    assert deck.format_many([0, ten_hearts]) == "AS 10H"
    assert deck.parse_many(["AS", "th"]) == [0, ten_hearts]


@pytest.mark.parametrize("symbols", [False, True])
def test_format_parse_round_trip(colon_deck: Deck, symbols: bool) -> None:
    for card in colon_deck.cards:
        text = colon_deck.format(card, symbols=symbols)
        assert colon_deck.parse(text) == card
        assert colon_deck.parse(text.lower()) == card


# -- notation errors -------------------------------------------------------------------------


def test_unknown_rank_names_it_and_lists_ranks(deck: Deck) -> None:
    with pytest.raises(NotationError) as err:
        deck.parse("ZS")
    message = str(err.value)
    assert "'ZS'" in message
    assert "unknown rank 'Z'" in message
    assert "A K Q J 10 9 8 7 6 5 4 3 2" in message


def test_rank_one_is_not_a_rank(deck: Deck) -> None:
    with pytest.raises(NotationError, match=r"unknown rank '1'"):
        deck.parse("1H")


@pytest.mark.parametrize("text", ["1X", "10", "hello", "♣♣♣x"])
def test_junk_says_how_to_write_a_card(deck: Deck, text: str) -> None:
    with pytest.raises(NotationError) as err:
        deck.parse(text)
    message = str(err.value)
    assert repr(text) in message
    assert "rank then suit" in message
    assert "AS" in message  # an example
    assert "S H D C" in message  # the allowed suits


@pytest.mark.parametrize("text", ["", "   ", "\n"])
def test_empty_text(deck: Deck, text: str) -> None:
    with pytest.raises(NotationError, match="no card given"):
        deck.parse(text)


def test_junk_lists_extra_cards_when_the_deck_has_them(colon_deck: Deck) -> None:
    with pytest.raises(NotationError) as err:
        colon_deck.parse("XC1")
    assert "extra cards: GC, RC, LC" in str(err.value)


def test_notation_error_is_a_value_error(deck: Deck) -> None:
    with pytest.raises(ValueError):
        deck.parse("ZZ")


def test_suit_index_accepts_letter_symbol_and_name(deck: Deck) -> None:
    for text in ("H", "h", "♥", "hearts", "Hearts "):
        assert deck.suit_index(text) == H
    with pytest.raises(NotationError) as err:
        deck.suit_index("X")
    assert "'X' is not a suit" in str(err.value)
    assert "S (♠), H (♥), D (♦), C (♣)" in str(err.value)


# -- tables ----------------------------------------------------------------------------------


def test_suit_and_rank_tables(colon_deck: Deck) -> None:
    deck = colon_deck
    assert len(deck.suit_of) == len(deck.rank_of) == len(deck.trump_rank_of) == 55
    for suit in range(4):
        for r in range(13):
            card = deck.card(suit, r)
            assert deck.suit_of[card] == suit
            assert deck.rank_of[card] == r
            assert deck.trump_rank_of[card] == r  # no trump order given: the plain order
    for extra in (52, 53, 54):
        assert deck.suit_of[extra] == NO_SUIT
        assert deck.rank_of[extra] == NO_SUIT
        assert deck.trump_rank_of[extra] == NO_SUIT


def test_klaberjass_trump_order(klaberjass_deck: Deck) -> None:
    deck = klaberjass_deck
    assert deck.size == 32
    for suit in range(4):
        plain = {
            deck.ranks[deck.rank_of[deck.card(suit, r)]]: deck.rank_of[deck.card(suit, r)]
            for r in range(8)
        }
        assert plain == {"A": 0, "10": 1, "K": 2, "Q": 3, "J": 4, "9": 5, "8": 6, "7": 7}
        trump = {text: deck.trump_rank_of[deck.card(suit, rank(deck, text))] for text in deck.ranks}
        assert trump == {"J": 0, "9": 1, "A": 2, "10": 3, "K": 4, "Q": 5, "8": 6, "7": 7}
    assert deck.parse("JS") == deck.card(S, 4)
    assert deck.parse("t♦") == deck.card(D, 1)


# -- sorting ---------------------------------------------------------------------------------


def test_sort_key_suit_then_rank_high_first_extras_last(colon_deck: Deck) -> None:
    deck = colon_deck
    cards = list(deck.cards)
    random.Random(3).shuffle(cards)
    ordered = sorted(cards, key=deck.sort_key)
    assert ordered == list(deck.cards)
    hand = deck.parse_many(["LC", "2C", "AH", "KS", "GC", "10H", "AS"])
    assert deck.format_many(sorted(hand, key=deck.sort_key)) == "AS KS AH 10H 2C GC LC"

"""§4 the deal: card positions (H-8), the turned card and trumps, the unused cards; §1.3 the
first dealer (H-1)."""

from __future__ import annotations

import random

import pytest

from tricktaker import DealGiven, RulesError

POSITIONS = [
    pytest.param(p, dealer, n, id=f"{p}p-dealer{dealer}-n{n}")
    for p in range(3, 8)
    for dealer in range(p)
    for n in (1, 3, 7)
]


@pytest.mark.parametrize(("players", "dealer", "n"), POSITIONS)
def test_card_positions_H8(oh, players, dealer, n):
    """H-8: deck[i] goes to seat (dealer + 1 + i) % p for i < n*p; deck[n*p] is turned; the
    rest are unused (the stock)."""
    pack = list(oh.DECK.cards)
    random.Random(players * 100 + dealer * 10 + n).shuffle(pack)
    s = oh.new(players, [DealGiven(dealer=dealer, pack=tuple(pack))], hand_sizes=[n])
    assert s.state.dealer == dealer
    for seat in range(players):
        expected = [pack[i] for i in range(n * players) if (dealer + 1 + i) % players == seat]
        assert sorted(s.state.hands[seat]) == sorted(expected)
        assert len(s.state.hands[seat]) == n
    assert s.state.turned == pack[n * players]
    assert s.state.trump == oh.DECK.suit_of[pack[n * players]]
    assert sorted(s.state.stock) == sorted(pack[n * players + 1 :])


def test_first_card_goes_to_dealers_left_H1_H8(oh):
    """H-1: the deal starts with the player on the dealer's left and goes clockwise."""
    pack = oh.cards("AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S")
    pack += [c for c in oh.DECK.cards if c not in pack]
    s = oh.new(4, [DealGiven(dealer=2, pack=tuple(pack))], hand_sizes=[3])
    assert oh.hand_of(s, 3) == {"AS", "10S", "6S"}
    assert oh.hand_of(s, 0) == {"KS", "9S", "5S"}
    assert oh.hand_of(s, 1) == {"QS", "8S", "4S"}
    assert oh.hand_of(s, 2) == {"JS", "7S", "3S"}
    assert oh.names([s.state.turned]) == ["2S"]


@pytest.mark.parametrize(("turned", "suit"), [("5H", "H"), ("AS", "S"), ("2D", "D"), ("10C", "C")])
def test_trump_is_suit_of_turned_card(oh, turned, suit):
    """§4.3: the suit of the turned card is trumps."""
    s = oh.deal(4, ["2S 3S", "4S 5S", "6S 7S", "8S 9S"], turned=turned)
    assert oh.names([s.state.turned]) == [turned]
    assert s.state.trump == oh.DECK.suit_index(suit)
    assert s.state.hand_results == []


def test_worked_example_5_seven_players_seven_cards(oh):
    """§11 example 5: 7 players, 7-card hand: 49 cards dealt, the 50th turned for trumps,
    2 cards stay face down beneath it."""
    pack = list(oh.DECK.cards)
    random.Random(5).shuffle(pack)
    s = oh.new(7, [DealGiven(dealer=3, pack=tuple(pack))])  # Long: the first hand has 7 cards
    assert s.state.hand_size == 7
    assert [len(h) for h in s.state.hands] == [7] * 7
    dealt = sorted(c for h in s.state.hands for c in h)
    assert dealt == sorted(pack[:49])
    assert s.state.turned == pack[49]
    assert s.state.trump == oh.DECK.suit_of[pack[49]]
    assert len(s.state.stock) == 2
    assert sorted(s.state.stock) == sorted(pack[50:])


def test_stacked_helper_deals_the_hands_it_names_H8(oh):
    hands = ["JS 8H 9D", "AS 2H 3D", "KS 4H 5D", "QS 6H 7D"]
    for dealer in range(4):
        s = oh.deal(4, hands, turned="10C", dealer=dealer)
        for seat in range(4):
            assert oh.hand_of(s, seat) == set(hands[seat].split())
        assert oh.names([s.state.turned]) == ["10C"]


def test_deal_given_as_hands_turned_and_stock(oh):
    hands = tuple(tuple(oh.cards(h)) for h in ["JS 8H", "AS 2H", "KS 4H", "QS 6H"])
    given = DealGiven(dealer=1, hands=hands, turned=oh.card("3C"), stock=tuple(oh.cards("2C 4C")))
    s = oh.new(4, [given], hand_sizes=[2])
    assert s.state.dealer == 1
    assert [sorted(h) for h in s.state.hands] == [sorted(h) for h in hands]
    assert s.state.trump == oh.DECK.suit_index("C")
    assert s.current_seat == 2


def test_explicit_pack_missing_a_card_raises_RulesError(oh):
    pack = tuple(oh.DECK.cards)[:-1]
    with pytest.raises(RulesError):
        oh.new(4, [DealGiven(dealer=0, pack=pack)], hand_sizes=[3])


def test_first_dealer_is_random_H1(oh):
    """H-1: the first dealer is chosen at random (reproducibly from the seed)."""
    dealers = {oh.new(4, seed=seed).state.dealer for seed in range(60)}
    assert dealers == {0, 1, 2, 3}
    assert oh.new(5, seed=11).state.dealer == oh.new(5, seed=11).state.dealer


def test_undealt_cards_are_not_in_play(oh):
    """§4.4: the stock takes no part in the hand: no seat ever holds or plays those cards."""
    s = oh.deal(4, ["JS 8H", "AS 2H", "KS 4H", "QS 6H"], turned="10C", rest="AH AD AC")
    stock = set(oh.names(s.state.stock))
    assert {"AH", "AD", "AC"} <= stock
    assert len(stock) == 52 - 8 - 1
    while not s.is_over:
        assert not stock & set(oh.names(c for h in s.state.hands for c in h))
        s.apply(s.legal_actions()[0])
    assert not stock & set(oh.names(c for _, c in s.state.played))

"""§1 seating, §4 the deal, §5.7 and D-12 card positions, D-4 the stock runs out exactly.

The stacked deal of most tests: the non-dealer is dealt the 13 spades, the dealer the 13
hearts, and the stock is the diamonds then the clubs (``deck[26]`` = A♦ … ``deck[38]`` = 2♦,
``deck[39]`` = A♣ … ``deck[51]`` = 2♣). The non-dealer leads spades, the dealer discards hearts:
the non-dealer wins every drawing trick (D-3).
"""

from __future__ import annotations

import pytest

from tricktaker import RulesError

SPADES = "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S"
HEARTS = "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H"
DIAMONDS = "AD KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D 2D"
CLUBS = "AC KC QC JC 10C 9C 8C 7C 6C 5C 4C 3C 2C"


def test_exactly_two_players_1_1(db):
    """§1.1: the game is for exactly 2 players; the option allows no other count."""
    s = db.new()
    assert s.players == 2
    spec = db.GAME.rules.options["players"]
    assert (spec.min, spec.max, spec.default) == (2, 2, 2)
    for n in (1, 3, 4):
        with pytest.raises(RulesError):
            db.new(players=n)


def test_standard_52_card_pack_2_1(db):
    """§2.1: 52 cards, no jokers; §2.2 ranks A high … 2 low in every suit."""
    assert db.DECK.size == 52
    assert sorted(db.names(db.DECK.cards)) == sorted(db.FULL)
    for s in db.SUITS:
        order = sorted((db.card(r + s) for r in db.RANKS), key=lambda c: db.DECK.rank_of[c])
        assert db.names(order) == [r + s for r in db.RANKS]


@pytest.mark.parametrize("dealer", [0, 1])
def test_deal_positions_D12(db, dealer):
    """D-12, §4.2: ``deck[0..25]`` alternate, ``deck[0]`` to the non-dealer; the stock is
    ``deck[26..51]`` in that order, ``deck[26]`` on top; 13 cards each, 26 in the stock."""
    pk = db.pack(SPADES, HEARTS, f"{DIAMONDS} {CLUBS}")
    s = db.new([db.given(SPADES, HEARTS, f"{DIAMONDS} {CLUBS}", dealer=dealer)])
    nd = 1 - dealer
    assert s.state.dealer == dealer
    assert db.names(s.state.hands[nd]) == pk[0:26:2] == SPADES.split()
    assert db.names(s.state.hands[dealer]) == pk[1:26:2] == HEARTS.split()
    assert db.names(s.state.stock) == pk[26:] == (DIAMONDS + " " + CLUBS).split()
    assert len(s.state.stock) == 26
    assert s.state.turned is None  # §4.3: the stock is face down (no open top by default)
    assert db.phase(s) == "draw_tricks"


def test_deal_positions_mixed_pack_D12(db):
    """D-12 with an arbitrary pack: ``deck[2i]`` non-dealer, ``deck[2i+1]`` dealer (i < 13)."""
    nd = "2C AS 7H 9D QC 3S 10H 5D JS 8C KD 4H 6S"
    d = "AH 3C KS 8D 2H 5S QD 9C 6H JC 4S 10D 7C"
    stock = "KC 2S QH 3D"
    s = db.deal(nd, d, stock, dealer=1)
    pk = db.pack(nd, d, stock)
    assert pk[:4] == ["2C", "AH", "AS", "3C"]
    assert db.names(s.state.hands[0]) == nd.split()  # seat 0 is the non-dealer
    assert db.names(s.state.hands[1]) == d.split()
    assert db.names(s.state.stock) == pk[26:]
    assert db.names(s.state.stock)[:4] == stock.split()


def test_winner_takes_deck26_loser_deck27_D12_D4(db):
    """D-12, §5.5: the winner of the first drawing trick takes ``deck[26]`` (A♦), the loser
    ``deck[27]`` (K♦); after the second trick ``deck[28]`` and ``deck[29]``."""
    s = db.deal(SPADES, HEARTS, f"{DIAMONDS} {CLUBS}", dealer=0)
    db.play(s, "AS AH")  # non-dealer (seat 1) leads, wins: A♥ is not of the suit led
    assert db.hand_of(s, 1) == set(SPADES.split()) - {"AS"} | {"AD"}
    assert db.hand_of(s, 0) == set(HEARTS.split()) - {"AH"} | {"KD"}
    assert s.state.parts["trick_draws"].drawn == [[db.card("KD")], [db.card("AD")]]
    assert db.names(s.state.stock)[0] == "QD" and len(s.state.stock) == 24
    db.play(s, "KS KH")
    assert s.state.parts["trick_draws"].drawn == [db.cards("KD JD"), db.cards("AD QD")]
    assert len(s.state.stock) == 22


def test_dealer_wins_first_trick_takes_deck26_D12(db):
    """D-12 the other way round: the dealer wins the first trick (higher card of the suit
    led), so the dealer takes ``deck[26]`` and the non-dealer ``deck[27]``; the dealer leads."""
    nd = "KS " + " ".join(HEARTS.split()[:12])
    d = "AS " + " ".join(DIAMONDS.split()[:12])
    s = db.deal(nd, d, "5C 9C", dealer=0)
    db.play(s, "KS AS")
    assert s.state.parts["trick_draws"].drawn == [[db.card("5C")], [db.card("9C")]]
    assert s.current_seat == 0  # the winner leads the next trick


@pytest.mark.parametrize("dealer", [0, 1])
def test_stock_empty_after_trick_13_each_holds_13_D4_D12(db, dealer):
    """§5.7, D-4, D-12: the stock holds 26 = 13 × 2 cards; it has 2 cards before the 13th trick
    and is exactly empty after it; each player holds 13 cards after every trick and at the
    auction, which follows at once (the dealer calls first)."""
    s = db.deal(SPADES, HEARTS, f"{DIAMONDS} {CLUBS}", dealer=dealer)
    nd = 1 - dealer
    for i, (a, b) in enumerate(zip(SPADES.split(), HEARTS.split(), strict=True)):
        assert db.phase(s) == "draw_tricks"
        assert len(s.state.stock) == 26 - 2 * i
        assert s.current_seat == nd  # the non-dealer wins every trick, so always leads
        db.play(s, a, b)
        assert [len(h) for h in s.state.hands] == [13, 13]
    assert s.state.stock == []
    assert db.phase(s) == "auction"
    assert s.current_seat == dealer
    # The winner of every trick drew deck[26 + 2i], the loser deck[27 + 2i].
    stock = (DIAMONDS + " " + CLUBS).split()
    assert db.names(s.state.parts["trick_draws"].drawn[nd]) == stock[0::2]
    assert db.names(s.state.parts["trick_draws"].drawn[dealer]) == stock[1::2]
    assert db.hand_of(s, nd) == set(stock[0::2])
    assert db.hand_of(s, dealer) == set(stock[1::2])


def test_first_dealer_random_then_alternates_1_2(db):
    """§1.2: the first dealer is chosen at random (both seats occur over seeds); the deal
    alternates every deal (thrown-in deals too, D-7)."""
    firsts = {db.new(seed=seed).state.dealer for seed in range(40)}
    assert firsts == {0, 1}
    s = db.new(seed=5)
    dealers = []
    for _ in range(4):
        dealers.append(s.state.dealer)
        db.finish_drawing(s)
        db.call(s, "pass pass")
    assert dealers[1:] == [1 - dealers[0], dealers[0], 1 - dealers[0]]


def test_played_cards_out_of_play_5_6(db):
    """§5.6: the cards of the drawing tricks are put out of play: they are in nobody's hand,
    not in the stock, and never come back (the 26 played cards + 26 held = 52)."""
    s = db.deal(SPADES, HEARTS, f"{DIAMONDS} {CLUBS}")
    for a, b in zip(SPADES.split(), HEARTS.split(), strict=True):
        db.play(s, a, b)
    held = set(s.state.hands[0]) | set(s.state.hands[1])
    played = [c for _, c in s.state.played]
    assert len(played) == 26 and set(played) == set(db.cards(SPADES + " " + HEARTS))
    assert not held & set(played)
    assert len(held) == 26 and s.state.stock == []
    # the drawing tricks count for nothing (§5 heading): nothing is scored before the deal ends
    assert s.scores == [0, 0]

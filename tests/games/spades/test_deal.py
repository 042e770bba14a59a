"""§1 players, seats and partnerships, §2 cards, §3 the deal: its order (S-13, §14.1), the
first dealer and the rotation (S-1)."""

from __future__ import annotations

import pytest

from tricktaker import DealGiven

RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
# The pack in deck order, top card first: AS KS QS … 2S, AH … 2H, AD … 2D, AC … 2C.
DECK_ORDER = [r + s for s in ("S", "H", "D", "C") for r in RANKS]


def test_four_seats_two_fixed_partnerships(sp):
    """§1.1, §1.2: exactly 4 players; team 0 = seats 0 and 2 (North–South), team 1 = seats 1
    and 3 (East–West), named in ``result()``; a seat's partner is seat + 2."""
    s = sp.new(seed=3)
    assert s.players == 4
    assert s.game.sides == ((0, 2), (1, 3))
    assert [s.game.side_of[seat] for seat in range(4)] == [0, 1, 0, 1]
    assert s.result()["sides"] == [
        {"name": "North–South", "seats": [0, 2]},
        {"name": "East–West", "seats": [1, 3]},
    ]


@pytest.mark.parametrize("players", [2, 3, 5])
def test_only_four_players(sp, players):
    """§1.1: exactly 4 players: another number is refused."""
    from tricktaker.errors import TrickTakerError

    with pytest.raises(TrickTakerError, match="players"):
        sp.new(players=players)


def test_cards_52_ace_high_spades_always_trumps(sp):
    """§2: a standard 52-card pack, A high … 2 low in every suit; spades are trumps in every
    hand (§2.3), whoever deals, with nothing turned up."""
    s = sp.new(seed=1, max_hands=4)
    assert sorted(sp.names(s.deck.cards)) == sorted(DECK_ORDER)
    assert s.trump_text() == "♠ spades"
    for _ in range(4):
        assert s.state.trump == s.deck.suit_index("S")
        sp.finish_hand(s)
    assert [h["trump"] for h in s.result()["hands"]] == ["S"] * 4


@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_card_positions_pack_i_to_dealer_plus_1_plus_i_S13(sp, dealer):
    """§14.1, S-13, §3.2: ``pack[i]`` goes to seat ``(dealer + 1 + i) mod 4``: seat s receives
    ``pack[j], pack[j + 4], …, pack[j + 48]``, j = (s − dealer − 1) mod 4, in that order; 13
    cards each, nothing turned up, no stock (§3.3)."""
    s = sp.new([DealGiven(dealer=dealer, pack=DECK_ORDER)])
    assert s.state.dealer == dealer
    for seat in range(4):
        j = (seat - dealer - 1) % 4
        assert sp.names(s.state.hands[seat]) == DECK_ORDER[j::4]
    assert s.state.turned is None
    assert list(s.state.stock) == []


def test_card_positions_dealer_west_S13(sp):
    """§14.1, S-13: dealer 3: seat 0 gets pack[0], pack[4], …; the dealer gets pack[3],
    pack[7], …, pack[51]. With the pack in deck order (A♠ first, 2♣ last):"""
    s = sp.new([DealGiven(dealer=3, pack=DECK_ORDER)])
    assert sp.names(s.state.hands[0]) == sp.words("AS 10S 6S 2S JH 7H 3H QD 8D 4D KC 9C 5C")
    assert sp.names(s.state.hands[3]) == sp.words("JS 7S 3S QH 8H 4H KD 9D 5D AC 10C 6C 2C")
    assert s.state.hands[3][-1] == sp.card(DECK_ORDER[51])


def test_the_hands_helper_stacks_by_14_1_S13(sp):
    """The helper's pack deals each seat its 13 cards (any dealer), the same as giving the
    hands directly (``DealGiven(hands=...)``)."""
    hands, _ = sp.scripted([4, 3, 3, 3])
    for dealer in range(4):
        by_pack = sp.deal(hands, dealer=dealer)
        direct = sp.new([DealGiven(dealer=dealer, hands=hands)])
        for seat in range(4):
            assert sp.hand_of(by_pack, seat) == set(hands[seat])
            assert sp.hand_of(direct, seat) == set(hands[seat])


def test_the_hand_record_holds_the_deal_S13(sp):
    """The record of a hand holds the stacked deal: the dealer and each seat's 13 cards."""
    s = sp.hand_with([4, 3, 3, 3], [3, 3, 3, 3], dealer=1)
    deal = s.result()["hands"][0]["deal"]
    hands, _ = sp.scripted([4, 3, 3, 3], dealer=1)
    assert deal["dealer"] == 1
    assert [set(h) for h in deal["hands"]] == [set(h) for h in hands]
    assert deal["stock"] == []


@pytest.mark.parametrize("first", [0, 1, 2, 3])
def test_first_dealer_option_and_clockwise_rotation_S1(sp, first):
    """§3.1, S-1: ``first_dealer`` a seat: that seat deals first; after every hand the deal
    passes clockwise (dealer + 1). The dealer's left bids first (§4.1) and leads the first
    trick (§5.1) in every hand."""
    s = sp.new(seed=first, first_dealer=str(first), max_hands=6)
    while not s.is_over:
        dealer = s.state.dealer
        assert s.current_seat == (dealer + 1) % 4  # first bidder
        for _ in range(4):
            s.apply(s.legal_actions()[0])
        assert sp.phase(s) == "play"
        assert s.current_seat == (dealer + 1) % 4  # first leader
        sp.finish_hand(s)
    assert [h["dealer"] for h in s.result()["hands"]] == [(first + k) % 4 for k in range(6)]


def test_first_dealer_random_from_the_seed_S1(sp):
    """S-1: ``first_dealer = random`` (the default): the seed decides, the same seed the same
    dealer; over seeds every seat deals first; the rotation is clockwise from there."""
    assert sp.new().options["first_dealer"] == "random"
    firsts = {seed: sp.new(seed=seed).state.dealer for seed in range(40)}
    assert set(firsts.values()) == {0, 1, 2, 3}
    for seed in (0, 7, 21):
        assert sp.new(seed=seed).state.dealer == firsts[seed]
    s = sp.new(seed=7, max_hands=5)
    while not s.is_over:
        sp.finish_hand(s)
    assert [h["dealer"] for h in s.result()["hands"]] == [(firsts[7] + k) % 4 for k in range(5)]


def test_openspiel_profile_dealer_is_west_seat_0_first_S1(sp):
    """S-1, §13.3: under ``profile = openspiel`` the dealer is seat 3, so seat 0 bids and leads
    first; with the pack as OpenSpiel's chance outcomes seat s holds positions s, s + 4, …
    (§13.4)."""
    for seed in range(5):
        s = sp.new(seed=seed, profile="openspiel")
        assert s.state.dealer == 3
        assert s.current_seat == 0
    s = sp.new([DealGiven(dealer=3, pack=DECK_ORDER)], profile="openspiel")
    for seat in range(4):
        assert sp.names(s.state.hands[seat]) == DECK_ORDER[seat::4]

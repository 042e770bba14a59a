"""§1.3 dealer rotation (H-1) and §8 the end of the game, winners and shared wins (H-6)."""

from __future__ import annotations

import pytest

from tricktaker import Bid, IllegalAction

STYLES = ["positive", "neutral", "negative"]


@pytest.mark.parametrize(("players", "first"), [(p, d) for p in range(3, 8) for d in range(p)])
def test_dealer_rotates_clockwise_each_hand_H1(oh, players, first):
    """§1.3, H-1: the deal passes to the left (seat + 1) after every hand; the dealer's left
    bids first and leads the first trick of every hand."""
    sizes = [1, 2, 1, 2, 1, 2, 1, 2]
    hands = [f"{r}S" for r in ["A", "K", "Q", "J", "10", "9", "8"][:players]]
    s = oh.deal(players, hands, turned="2H", dealer=first, hand_sizes=sizes)
    seen = []
    while not s.is_over:
        hand_no = s.state.hand_no
        dealer = s.state.dealer
        seen.append(dealer)
        assert s.current_seat == (dealer + 1) % players  # first bidder
        for _ in range(players):
            s.apply(s.legal_actions()[0])
        assert s.current_seat == (dealer + 1) % players  # first leader
        while not s.is_over and s.state.hand_no == hand_no:
            s.apply(s.legal_actions()[0])
    expected = [(first + k) % players for k in range(len(sizes))]
    assert seen == expected
    assert [r["dealer"] for r in s.state.hand_results] == expected


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_dealer_rotation_from_random_first_dealer_H1(oh, seed):
    s = oh.new(5, seed=seed, game_style="short-up")
    first = s.state.dealer
    oh.play_out(s)
    assert [r["dealer"] for r in s.state.hand_results] == [(first + k) % 5 for k in range(10)]


def test_game_ends_after_last_hand_of_schedule(oh):
    """§8.1: the game ends when the last hand of the schedule has been scored, not before."""
    s = oh.new(4, seed=9, hand_sizes=[2, 1, 3])
    for hand in range(3):
        assert not s.is_over
        assert s.state.hand_no == hand
        assert s.state.hand_size == [2, 1, 3][hand]
        assert s.winners == []
        while len(s.state.hand_results) == hand:
            s.apply(s.legal_actions()[0])
    assert s.is_over
    assert len(s.state.hand_results) == 3
    assert s.current_seat == -1
    assert s.legal_actions() == []
    assert s.scores == s.state.hand_results[-1]["totals"]
    with pytest.raises(IllegalAction, match="over"):
        s.apply(Bid(0))


def test_single_winner_highest_total(oh):
    """§8.2: 4 players, 1 card, dealer 0. Bids: seat 1 1, seat 2 0, seat 3 1, dealer 0 (the
    others bid 2 > 1: no hook). Seat 1 wins the trick: 11, 10, 0, 10."""
    hands, turned, _ = oh.scripted(4, 0, [1])
    s = oh.deal(4, hands, turned=turned, dealer=0)
    oh.bid_by_seat(s, [0, 1, 0, 1])
    oh.play_scripted(s, 4, 0, [1])
    assert s.is_over
    assert s.scores == [10, 11, 10, 0]
    assert s.winners == [1]


def test_two_way_tie_shares_the_win_H6(oh):
    """H-6: 3 players, 1 card, dealer 0; seats 1 and 2 bid 0, so the dealer (hooked off 1)
    bids 0. Seat 1 takes the trick: 1 point; the dealer and seat 2 make 0: 10 each, tied."""
    hands, turned, _ = oh.scripted(3, 0, [1])
    s = oh.deal(3, hands, turned=turned, dealer=0, hand_sizes=[1])
    oh.bid(s, 0, 0)
    assert oh.legal_bids(s) == [0]
    oh.bid(s, 0)
    oh.play_scripted(s, 3, 0, [1])
    assert s.scores == [10, 1, 10]
    assert s.winners == [0, 2]
    assert s.state.winners == [0, 2]


@pytest.mark.parametrize("style", STYLES)
def test_three_way_tie_shares_the_win_H6(oh, style):
    """H-6: 4 players, 1 card, everyone bids 0 (the dealer must); seat 3 takes the trick and
    fails; the three others share the win with 10."""
    hands, turned, _ = oh.scripted(4, 0, [3])
    s = oh.deal(4, hands, turned=turned, dealer=0, scoring_style=style)
    oh.bid_by_seat(s, [0, 0, 0, 0])
    oh.play_scripted(s, 4, 0, [3])
    lost = {"positive": 1, "neutral": 0, "negative": -10}[style]
    assert s.scores == [10, 10, 10, lost]
    assert s.winners == [0, 1, 2]


def test_tie_with_negative_totals_H6(oh):
    """H-6 in the Negative style: everyone fails; the least negative totals share the win.
    3 players, 2 cards, dealer 0; everyone bids 2 (others 4 > 2: no hook); seats 1 and 2 take
    a trick each: -20, -10, -10."""
    hands, turned, _ = oh.scripted(3, 0, [1, 2])
    s = oh.deal(3, hands, turned=turned, dealer=0, scoring_style="negative")
    oh.bid_by_seat(s, [2, 2, 2])
    oh.play_scripted(s, 3, 0, [1, 2])
    assert s.scores == [-20, -10, -10]
    assert s.winners == [1, 2]


def test_tie_over_two_hands_H6(oh):
    """Ties are judged on the final totals: hand 1 (dealer 0) seat 1 makes 1 (11); hand 2
    (dealer 1) seat 2 makes 1 (11), the rest fail or make 0."""
    h0 = oh.scripted_deal(3, 0, [1])
    h1 = oh.scripted_deal(3, 1, [2])
    s = oh.new(3, [h0, h1], hand_sizes=[1, 1])
    oh.bid_by_seat(s, [1, 1, 1])  # dealer 0: others 2 > 1
    oh.play_scripted(s, 3, 0, [1])
    assert s.scores == [0, 11, 0]
    assert not s.is_over and s.winners == []
    oh.bid_by_seat(s, [1, 1, 1])  # dealer 1: others 2 > 1
    oh.play_scripted(s, 3, 1, [2])
    assert s.state.hand_results[1]["scores"] == [0, 0, 11]
    assert s.scores == [0, 11, 11]
    assert s.winners == [1, 2]

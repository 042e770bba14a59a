"""§5 bidding: order, range (H-4), the hook on the dealer only (H-5), worked examples 1 and 2."""

from __future__ import annotations

import pytest

from tricktaker import Bid, IllegalAction, Play

HANDS_4x3 = ["JS 8H 9D", "AS 2H 3D", "KS 4H 5D", "QS 6H 7D"]


def one_card_hands(players: int) -> list[str]:
    return [f"{r}S" for r in ["A", "K", "Q", "J", "10", "9", "8"][:players]]


@pytest.mark.parametrize(("players", "dealer"), [(p, d) for p in range(3, 8) for d in range(p)])
def test_bidding_order_dealer_last(oh, players, dealer):
    """§5.1: each seat bids once, from the dealer's left, clockwise; the dealer bids last."""
    s = oh.deal(players, one_card_hands(players), turned="2H", dealer=dealer)
    order = []
    for _ in range(players):
        assert s.observation(0)["phase"] == "bidding"
        order.append(s.current_seat)
        s.apply(Bid(0) if Bid(0) in s.legal_actions() else Bid(1))
    assert order == [(dealer + 1 + k) % players for k in range(players)]
    assert order[-1] == dealer
    assert None not in s.state.parts["bidding"].bids
    assert s.observation(0)["phase"] == "play"


@pytest.mark.parametrize("n", [1, 2, 3, 5, 10])
def test_bid_range_0_to_hand_size_H4(oh, n):
    """H-4: a bid is a whole number from 0 to the hand size (non-dealers)."""
    s = oh.new(4, hand_sizes=[n])
    for _ in range(3):
        assert oh.legal_bids(s) == list(range(n + 1))
        s.apply(Bid(0))


@pytest.mark.parametrize("bad", [-1, 4, 5, 13])
def test_bid_outside_range_is_illegal_H4(oh, bad):
    s = oh.deal(4, HANDS_4x3, turned="10C")
    with pytest.raises(IllegalAction, match="0 to 3"):
        s.apply(Bid(bad))
    assert s.state.parts["bidding"].bids == [None] * 4
    assert s.current_seat == 1


def test_passing_is_not_a_bid(oh):
    """§5.2: passing is not allowed; playing a card during the bidding is not either."""
    from tricktaker import Pass

    s = oh.deal(4, HANDS_4x3, turned="10C")
    assert all(isinstance(a, Bid) for a in s.legal_actions())
    with pytest.raises(IllegalAction, match="bid"):
        s.apply(Pass())
    with pytest.raises(IllegalAction, match="bid"):
        s.apply(Play(oh.card("AS")))


def test_worked_example_1_hook_H5(oh):
    """§11 example 1: 4 players, 3 cards, bids 1, 0, 1: the dealer may not bid 3 - 2 = 1."""
    s = oh.deal(4, HANDS_4x3, turned="10C", dealer=0)
    oh.bid(s, 1, 0, 1)
    assert s.current_seat == 0
    assert oh.legal_bids(s) == [0, 2, 3]
    with pytest.raises(IllegalAction) as info:
        s.apply(Bid(1))
    message = str(info.value)
    assert "hook" in message
    assert "may not bid" in message
    assert s.state.parts["bidding"].bids == [None, 1, 0, 1]
    oh.bid(s, 2)
    assert s.state.parts["bidding"].bids == [2, 1, 0, 1]


def test_worked_example_2_hook_lapses_when_negative_H5(oh):
    """§11 example 2: bids 2, 1, 1 (sum 4 > 3): the forbidden number -1 is no constraint."""
    s = oh.deal(4, HANDS_4x3, turned="10C", dealer=0)
    oh.bid(s, 2, 1, 1)
    assert oh.legal_bids(s) == [0, 1, 2, 3]
    oh.bid(s, 1)
    assert sum(s.state.parts["bidding"].bids) == 5


def test_worked_example_2_one_card_five_players_dealer_must_bid_0_H5(oh):
    """§11 example 2 / H-5: 1-card hand, 5 players, the first four bid 0: the dealer may not
    bid 1 and must bid 0."""
    s = oh.deal(5, one_card_hands(5), turned="2H", dealer=4)
    oh.bid(s, 0, 0, 0, 0)
    assert s.current_seat == 4
    assert oh.legal_bids(s) == [0]
    with pytest.raises(IllegalAction, match="hook"):
        s.apply(Bid(1))
    oh.bid(s, 0)
    assert s.state.parts["bidding"].bids == [0] * 5


HOOK_CASES = [
    # players, n, bids of the others (in order), forbidden number (None: no constraint)
    (3, 1, [0, 0], 1),
    (3, 1, [1, 0], 0),
    (3, 1, [1, 1], None),
    (3, 5, [2, 2], 1),
    (4, 3, [0, 0, 0], 3),
    (4, 3, [3, 0, 0], 0),
    (4, 3, [1, 1, 1], 0),
    (4, 3, [3, 1, 0], None),
    (4, 10, [3, 3, 3], 1),
    (5, 2, [0, 1, 0, 0], 1),
    (5, 2, [1, 1, 0, 0], 0),
    (5, 2, [2, 2, 2, 2], None),
    (6, 8, [1, 2, 1, 0, 2], 2),
    (7, 7, [1, 1, 1, 1, 1, 1], 1),
    (7, 7, [1, 1, 1, 1, 1, 2], 0),
    (7, 7, [2, 2, 2, 2, 0, 0], None),
]


@pytest.mark.parametrize(("players", "n", "others", "forbidden"), HOOK_CASES)
def test_hook_forbids_n_minus_sum_for_dealer_H5(oh, players, n, others, forbidden):
    """§5.3: the dealer may bid 0..n except n - s; if n - s < 0, anything (H-5)."""
    s = oh.new(players, hand_sizes=[n], seed=players + n)
    oh.bid(s, *others)
    assert s.current_seat == s.state.dealer
    expected = [b for b in range(n + 1) if b != forbidden]
    assert oh.legal_bids(s) == expected
    if forbidden is not None:
        with pytest.raises(IllegalAction, match="may not bid"):
            s.apply(Bid(forbidden))
        assert sum(others) + expected[0] != n
    for b in expected:
        clone = s.clone()
        clone.apply(Bid(b))
        assert sum(clone.state.parts["bidding"].bids) != n


@pytest.mark.parametrize(("players", "n", "others", "forbidden"), HOOK_CASES)
def test_hook_off_no_restriction(oh, players, n, others, forbidden):
    """Option ``hook = false``: the dealer may bid any number 0..n."""
    s = oh.new(players, hand_sizes=[n], seed=players + n, hook=False)
    oh.bid(s, *others)
    assert oh.legal_bids(s) == list(range(n + 1))
    if forbidden is not None:
        oh.bid(s, forbidden)
        assert sum(s.state.parts["bidding"].bids) == n


def test_hook_is_on_by_default(oh):
    s = oh.new(4, hand_sizes=[3])
    assert s.options["hook"] is True


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_non_dealers_are_never_restricted_H5(oh, players):
    """H-5 (a): only the dealer is restricted, even when a non-dealer's bid makes the bids so
    far total the number of tricks."""
    n = 3
    for first in range(n + 1):
        s = oh.new(players, hand_sizes=[n], seed=first)
        total = 0
        for k in range(players - 1):
            assert s.current_seat != s.state.dealer
            assert oh.legal_bids(s) == list(range(n + 1))
            b = first if k == 0 else max(0, n - total)  # bring the total to exactly n
            oh.bid(s, b)
            total += b
        assert total == n
        assert s.current_seat == s.state.dealer
        assert oh.legal_bids(s) == [1, 2, 3]


def test_non_dealer_may_make_the_total_equal_tricks_H5(oh):
    """A non-dealer bid that makes the total equal n is legal (reading (b) of H-5 rejected)."""
    s = oh.deal(4, HANDS_4x3, turned="10C", dealer=0)
    oh.bid(s, 3)  # seat 1: the total is already 3
    assert oh.legal_bids(s) == [0, 1, 2, 3]
    oh.bid(s, 0, 0)  # seats 2 and 3 keep it at 3
    assert oh.legal_bids(s) == [1, 2, 3]  # only the dealer is hooked


@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_hook_applies_to_whoever_deals(oh, dealer):
    s = oh.deal(4, HANDS_4x3, turned="10C", dealer=dealer)
    oh.bid(s, 1, 1)
    assert oh.legal_bids(s) == [0, 1, 2, 3]
    oh.bid(s, 0)
    assert s.current_seat == dealer
    assert oh.legal_bids(s) == [0, 2, 3]


def test_bids_are_public(oh):
    s = oh.deal(4, HANDS_4x3, turned="10C", dealer=0)
    oh.bid(s, 1, 0)
    for seat in range(4):
        assert s.observation(seat)["bids"] == [None, 1, 0, None]

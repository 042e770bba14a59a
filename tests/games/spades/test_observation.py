"""§14.2 observations (S-14): a seat sees its own hand, the dealer, every bid with its seat,
every card played with its seat and trick, the tricks taken per seat, both teams' totals and
bag counts, the hand number. Never another seat's hand, its partner's included."""

from __future__ import annotations

import pytest

from tricktaker.testing import CORE_OBSERVATION_KEYS

SPADES_KEYS = {"bids", "bags", "team_hands", "broken_suits"}

# Two deals alike for North (seat 0) and for the first trick's cards, different for every
# other unplayed card: East, South (North's partner) and West swap most of their cards.
NORTH = "AC 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH"
DEAL_A = [
    NORTH,
    "2C AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S",
    "3C 2S AD KD QD JD 10D 9D 8D 7D 6D 5D 4D",
    "4C AH 3D 2D KC QC JC 10C 9C 8C 7C 6C 5C",
]
DEAL_B = [
    NORTH,
    "2C AD KD QD JD 10D 9D 8D 7D 6D 5D 4D AH",
    "3C KC QC JC 10C 9C 8C 7C 6C 5C 3D 2D AS",
    "4C KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S",
]
FIRST_TRICK = ["AC", "2C", "3C", "4C"]


def steps(sp, hands):
    """The session after every action of the bidding and the first trick (dealer West)."""
    s = sp.deal(hands)
    yield s
    for b in (1, 0, 3, 9):
        sp.bid(s, b)
        yield s
    for c in FIRST_TRICK:
        sp.play(s, c)
        yield s


def card_fields(obs) -> set[int]:
    out = set(obs["hand"]) | {c for _, c in obs["trick"]} | {c for _, c in obs["played"]}
    if obs["last_trick"] is not None:
        out |= set(obs["last_trick"][1])
    out |= {c for t in obs["taken"] for c in t}
    out |= {a.card for a in obs.get("legal", ()) if hasattr(a, "card")}
    return out


def test_the_deals_differ_only_in_what_north_cannot_see(sp):
    for a, b in zip(DEAL_A, DEAL_B, strict=True):
        assert len(a.split()) == len(b.split()) == 13
    assert sorted(" ".join(DEAL_A).split()) == sorted(" ".join(DEAL_B).split())
    assert set(DEAL_A[2].split()) != set(DEAL_B[2].split())  # the partner's hand differs


def test_hidden_cards_partners_included_do_not_change_the_observation_S14(sp):
    """S-14: changing only the cards North may not see (the other three hands, its partner's
    included) leaves North's observation identical at every step."""
    a_steps = [s.observation(0) for s in steps(sp, DEAL_A)]
    b_steps = [s.observation(0) for s in steps(sp, DEAL_B)]
    assert len(a_steps) == len(b_steps) == 9
    for a, b in zip(a_steps, b_steps, strict=True):
        assert a == b


@pytest.mark.parametrize("deal", [DEAL_A, DEAL_B], ids=["A", "B"])
@pytest.mark.parametrize("seat", [0, 1, 2, 3])
def test_never_another_seats_unplayed_card_S14(sp, deal, seat):
    """S-14: no unplayed card of another seat (the partner's included) appears anywhere in the
    observation, as a card int of a card field or written out as text."""
    for s in steps(sp, deal):
        obs = s.observation(seat)
        assert set(obs) - {"legal"} == CORE_OBSERVATION_KEYS | SPADES_KEYS
        hidden = {c for other in range(4) if other != seat for c in s.state.hands[other]}
        assert not card_fields(obs) & hidden
        texts = sp.strings_in(obs)
        for c in hidden:
            assert sp.DECK.format(c) not in texts
            assert sp.DECK.format(c, symbols=True) not in texts
        assert "hands" not in obs


def test_own_hand_dealer_bids_cards_played_tricks_S14(sp):
    """S-14: the seat's own hand, the dealer, every bid so far with its seat (public to all),
    every card played with its seat and trick, the tricks taken per seat."""
    s = sp.deal(DEAL_A)
    obs = s.observation(2)
    assert sorted(obs["hand"]) == sorted(sp.cards(DEAL_A[2]))
    assert (obs["dealer"], obs["hand_no"], obs["seat"]) == (3, 0, 2)
    assert obs["bids"] == [None] * 4
    sp.bid(s, 1, "nil")
    for seat in range(4):
        assert s.observation(seat)["bids"] == [1, 0, None, None]
    sp.bid(s, 3, 9)
    for seat in range(4):
        assert s.observation(seat)["bids"] == [1, 0, 3, 9]
    sp.play(s, "AC", "2C")
    obs = s.observation(3)
    assert obs["played"] == [(0, sp.card("AC")), (1, sp.card("2C"))]
    assert obs["trick"] == [(0, sp.card("AC")), (1, sp.card("2C"))]
    sp.play(s, "3C", "4C", "2H")  # North wins the trick and leads again
    obs = s.observation(1)
    assert obs["tricks_won"] == [1, 0, 0, 0]
    assert obs["last_trick"] == (0, tuple(sp.cards(FIRST_TRICK)), 0)
    assert obs["taken"][0] == sp.cards(FIRST_TRICK)
    assert obs["trick"] == [(0, sp.card("2H"))]
    assert len(obs["played"]) == 5
    assert sorted(obs["hand"]) == sorted(sp.cards(DEAL_A[1])[1:])


def test_both_teams_totals_and_bag_counts_and_the_hand_number_S14(sp):
    """S-14: both teams' totals and bag counts are public, and the last hand's team records;
    the hand number counts from 0."""
    s = sp.hand_with([5, 4, 0, 4], [4, 3, 0, 5], more=[sp.scripted_deal([4, 3, 3, 3], 0)])
    for seat in range(4):
        obs = s.observation(seat)
        assert obs["totals"] == [141, 80, 141, 80]
        assert obs["bags"] == [1, 0]
        assert obs["hand_no"] == 1
        assert obs["dealer"] == 0
        assert [t["score"] for t in obs["team_hands"]] == [141, 80]
        assert obs["hand_results"][0]["bids"] == [4, 3, 0, 5]

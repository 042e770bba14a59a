"""§1 seating and dealer rotation (K-1), §3 the first deal (K-2), §5 the completion deal and the
exposed bottom card (K-4), and the card positions of a stacked pack (K-13)."""

from __future__ import annotations

import pytest

from tricktaker import DealGiven


def words(text: str) -> list[str]:
    return text.split()


# 32 distinct cards, top first: deck[i] is PACK[i]. The turned card is JH (deck[12]); the 7H
# lies in the stock (deck[30]), so nobody is asked about the dix.
PACK = [
    *words("AS 10S KS QS JS 9S 8S 7S"),
    *words("AH 10H KH QH JH 9H 8H 8C"),
    *words("AD 10D KD QD JD 9D 8D 7D"),
    *words("AC 10C KC QC JC 9C 7H 7C"),
]


@pytest.mark.parametrize("dealer", [0, 1])
def test_first_deal_card_positions_K13_K2(kj, dealer):
    """K-13, K-2: deck[0..2] and deck[6..8] to the non-dealer, deck[3..5] and deck[9..11] to the
    dealer, deck[12] turned; the 19 others stay face down in the stock, top first."""
    s = kj.new([DealGiven(dealer=dealer, pack=PACK)])
    nd = 1 - dealer
    assert s.state.dealer == dealer
    assert kj.names(s.state.hands[nd]) == PACK[0:3] + PACK[6:9]
    assert kj.names(s.state.hands[dealer]) == PACK[3:6] + PACK[9:12]
    assert kj.DECK.format(s.state.turned) == PACK[12]
    assert kj.names(s.state.stock) == PACK[13:32]
    assert s.state.hand_size == 6
    assert s.state.parts["deal_more"].bottom_card is None  # not yet exposed (K-13)
    assert s.observation(nd)["bottom_card"] is None
    assert s.observation(dealer)["bottom_card"] is None


@pytest.mark.parametrize("dealer", [0, 1])
def test_completion_deal_positions_and_bottom_card_K13_K4(kj, dealer):
    """§5, K-13: after trumps are fixed deck[13..15] go to the non-dealer, deck[16..18] to the
    dealer (9 cards each); 13 cards stay in the pack; the bottom card deck[31] is exposed to both
    players and never enters play (K-4)."""
    s = kj.new([DealGiven(dealer=dealer, pack=PACK)])
    nd = 1 - dealer
    kj.choose(s, "accept")  # hearts trumps
    assert kj.phase(s) == "play"
    assert kj.names(s.state.hands[nd]) == PACK[0:3] + PACK[6:9] + PACK[13:16]
    assert kj.names(s.state.hands[dealer]) == PACK[3:6] + PACK[9:12] + PACK[16:19]
    assert len(s.state.stock) == 13
    assert kj.names(s.state.stock) == PACK[19:32]
    assert s.state.hand_size == 9
    bottom = kj.card(PACK[31])
    assert s.state.parts["deal_more"].bottom_card == bottom
    assert s.observation(0)["bottom_card"] == bottom
    assert s.observation(1)["bottom_card"] == bottom
    # Dead: it never enters play; the hand is played with the 18 dealt cards only.
    rec = kj.record(s)
    kj.finish_hand(s)
    played = [c for _, trick, _ in rec.hands[0]["tricks"] for c in trick]
    assert PACK[31] not in played
    assert sorted(played) == sorted(PACK[0:12] + PACK[13:19])
    assert s.state.hand_results[0]["bottom"] == PACK[31]


def test_bottom_card_exposed_before_the_dix_step_K13(kj):
    """K-13: the bottom card is exposed at the completion deal, so it is already visible when the
    holder of the 7 of trumps decides on the exchange."""
    s = kj.deal(
        nd="7H AS KS QS 9D 8D 7D AC 10C",
        d="AD 10D KD 8S 7S 8C 7C 9C 8H",
        turned="KH",
        bottom="JC",
    )
    kj.choose(s, "accept")
    assert kj.phase(s) == "exchange_turned"
    assert s.observation(0)["bottom_card"] == kj.card("JC")
    assert s.observation(1)["bottom_card"] == kj.card("JC")


def test_no_bottom_card_in_a_thrown_in_hand_K13_K17(kj):
    """K-13: a thrown-in hand has no completion deal and exposes no bottom card."""
    s = kj.new([DealGiven(dealer=0, pack=PACK)])
    kj.choose(s, "pass", "pass", "pass")
    assert s.state.parts["deal_more"].bottom_card is None
    assert s.observation(0)["bottom_card"] is None
    kj.choose(s, "pass")  # the fourth pass throws the hand in
    result = s.state.hand_results[0]
    assert result["thrown_in"] is True
    assert "bottom" not in result
    # The next hand is a new deal; its bottom card is not shown before trumps are fixed.
    assert s.state.parts["deal_more"].bottom_card is None
    assert s.observation(0)["bottom_card"] is None


def test_non_dealer_acts_first_in_trump_selection_and_leads_first_trick_1_3(kj):
    """§1.3: the non-dealer acts first in the trump selection and leads to the first trick."""
    for dealer in (0, 1):
        s = kj.new([DealGiven(dealer=dealer, pack=PACK)])
        assert s.current_seat == 1 - dealer
        kj.choose(s, "accept")
        assert kj.phase(s) == "play"
        assert s.current_seat == 1 - dealer
        assert s.state.leader == 1 - dealer


@pytest.mark.parametrize("seed", range(6))
def test_deal_alternates_every_hand_K1(kj, seed):
    """§1.2, K-1: the deal alternates after every hand (played or thrown in) from a first dealer
    chosen at random."""
    s = kj.new(seed=seed)
    first = s.state.dealer
    kj.play_out(s)
    dealers = [r["dealer"] for r in s.state.hand_results]
    assert dealers == [(first + k) % 2 for k in range(len(dealers))]


def test_first_dealer_is_random_K1(kj):
    """K-1: both seats deal first for some seeds."""
    firsts = {kj.new(seed=seed).state.dealer for seed in range(20)}
    assert firsts == {0, 1}


def test_deal_alternates_after_a_thrown_in_hand_K1_K17(kj):
    """K-1, K-17: a thrown-in hand passes the deal: the next hand is dealt by the other player,
    whose opponent acts first."""
    s = kj.new([DealGiven(dealer=1, pack=PACK)], seed=3)  # the second hand is shuffled
    kj.choose(s, "pass", "pass", "pass", "pass")
    assert s.state.hand_results[0]["thrown_in"] is True
    assert s.state.hand_results[0]["dealer"] == 1
    assert s.state.dealer == 0
    assert s.current_seat == 1
    assert kj.phase(s) == "trump_selection"

"""§2.3 card points, §2.4 other points, §9 scoring a hand: the hand total (K-10) and the maker
settlement in its three outcomes (K-9), worked examples 1-3 (§13) as fully played hands, and the
option ``tie_hold_over`` (§12, K-9 reading c).

Dealer 0, non-dealer 1 unless a test says otherwise; hearts trumps.
"""

from __future__ import annotations

import pytest

from tricktaker.cli.events import breakdown_lines
from tricktaker.mechanics.scoring import settle_maker


def words(text: str) -> list[str]:
    return text.split()


SPEC_TRUMP = {"J": 20, "9": 14, "A": 11, "10": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
SPEC_PLAIN = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}

# -- worked example 1: maker succeeds (140 against 46) -----------------------------------------
# Non-dealer (maker) holds 10-9-8-7♣ (50); the dealer holds KH QH (bella).
#  1 JH QH → nd 23        2 9H KH(bella) → nd 18   3 7C AC → d 11
#  4 10D 8D → d 10        5 QD JD → d 5            6 10S AS → nd 21
#  7 10C JC → nd 12       8 9C KS → nd 4           9 8C JS → nd 2, last trick
# Non-dealer 80 + 10 + 50 = 140; dealer 26 + 20 = 46.
EX1 = {"nd": "JH 9H 7C 10C 9C 8C 8D JD AS", "d": "QH KH AC JC 10D QD 10S KS JS", "turned": "AH"}
EX1_PLAY = words("JH QH 9H KH 7C AC 10D 8D QD JD 10S AS 10C JC 9C KS 8C JS")

# -- worked example 2: maker fails (40 against 58 + 10) ---------------------------------------
#  1 JH 8H → nd 20        2 AS KS → nd 15          3 QC JC → nd 5
#  4 7D AD → d 11         5 10D 8D → d 10          6 9H AH → d 25
#  7 10C 7C → d 10        8 8S 7S → d 0            9 8C JS → d 2, last trick
EX2 = {"nd": "JH AH AS JS 7S QC 7C 7D 8D", "d": "8H 9H KS 8S JC 10C 8C AD 10D", "turned": "10H"}
EX2_PLAY = words("JH 8H AS KS QC JC 7D AD 10D 8D 9H AH 10C 7C 8S 7S 8C JS")

# -- worked example 3: tie (51 + 10 against 61) -----------------------------------------------
#  1 JH 8H → nd 20        2 AS 7S → nd 11          3 10S 8S → nd 10
#  4 7D AD → d 11         5 10D 8D → d 10          6 KD QD → d 7
#  7 9H KH → d 18         8 AC KC → d 15           9 8C 10C → nd 10, last trick
EX3 = {"nd": "JH KH AS 10S 7D 8D QD KC 10C", "d": "8H 9H 7S 8S AD 10D KD AC 8C", "turned": "QH"}
EX3_PLAY = words("JH 8H AS 7S 10S 8S 7D AD 10D 8D KD QD 9H KH AC KC 8C 10C")

# -- the non-dealer takes every trick: 136 card points + 10 = 146; the dealer bella 20 --------
ALL9 = {"nd": "JH 9H AH AS 10S AD 10D AC 10C", "d": "KH QH 8H KS QS KD QD KC QC", "turned": "7H"}
ALL9_PLAY = words("JH 8H 9H QH AH KH AS KS 10S QS AD KD 10D QD AC KC 10C QC")


def played(kj, hand, moves, *choices, dealer=0, **options):
    s = kj.deal(dealer=dealer, **hand, **options)
    rec = kj.record(s)
    kj.to_play(s, *choices)
    kj.play(s, *moves)
    return s, rec


# -- card points ---------------------------------------------------------------------------


@pytest.mark.parametrize("rank", list(SPEC_TRUMP))
@pytest.mark.parametrize("suit", ["S", "H", "D", "C"])
def test_card_points_every_rank_in_trumps_and_plain_2_3(kj, rank, suit):
    """§2.3: J of trumps 20, 9 of trumps 14, A 11, 10 10, K 4, Q 3, plain J 2, the rest 0."""
    card = kj.card(rank + suit)
    trump = kj.SUITS.index(suit)
    plain = (trump + 1) % 4
    assert kj.DECK.points(card, trump) == SPEC_TRUMP[rank]
    assert kj.DECK.points(card, plain) == SPEC_PLAIN[rank]


@pytest.mark.parametrize("trump", range(4))
def test_pack_holds_152_card_points_2_3(kj, trump):
    """§2.3: 62 in trumps + 3 x 30 = 152."""
    by_suit = [0, 0, 0, 0]
    for card in kj.DECK.cards:
        by_suit[kj.DECK.suit_of[card]] += kj.DECK.points(card, trump)
    assert by_suit[trump] == 62
    assert sorted(by_suit) == [30, 30, 30, 62]
    assert sum(by_suit) == 152


def test_most_a_hand_can_take_is_146_and_unplayed_cards_count_for_nobody_2_3(kj):
    """§2.3: only 18 cards are played: card points taken + unplayed cards' points = 152. Here
    the non-dealer takes all nine tricks: 136 card points + last trick 10 = 146."""
    s, rec = played(kj, ALL9, ALL9_PLAY)
    taken = rec.hands[0]["taken"]
    assert [sum(kj.points(c, "H") for c in t) for t in taken] == [0, 136]
    played_cards = set(taken[0]) | set(taken[1])
    assert len(played_cards) == 18
    unplayed = {kj.DECK.format(c) for c in kj.DECK.cards} - played_cards
    assert 136 + sum(kj.points(c, "H") for c in unplayed) == 152
    result = s.state.hand_results[0]
    assert result["hand_points"] == [20, 146]  # the dealer: bella only


def test_last_trick_scores_10_2_4_8_5(kj):
    s, rec = played(kj, EX3, EX3_PLAY)
    taken = rec.hands[0]["taken"]
    cards = [sum(kj.points(c, "H") for c in t) for t in taken]
    assert rec.hands[0]["tricks"][-1][2] == 1
    assert s.state.hand_results[0]["hand_points"] == [cards[0], cards[1] + 10]


# -- settlement: worked examples 1-3 as full hands --------------------------------------------


def test_example1_maker_succeeds_9_2_K10(kj):
    """§13 ex. 1: maker (non-dealer) 80 card points + last trick 10 + sequence 10-9-8-7♣ 50 =
    140; the opponent 26 + bella 20 = 46. 140 > 46: the maker scores 140, the opponent 46."""
    s, rec = played(kj, EX1, EX1_PLAY)
    taken = rec.hands[0]["taken"]
    assert [sum(kj.points(c, "H") for c in t) for t in taken] == [26, 80]
    result = s.state.hand_results[0]
    assert result["maker"] == 1
    assert result["trump"] == "H"
    assert result["sequence"] == {"seat": 1, "cards": ["10C", "9C", "8C", "7C"]}
    assert result["sequence_points"] == [0, 50]
    assert result["announced"] == [1, 0]
    assert result["hand_points"] == [46, 140]
    assert result["scores"] == [46, 140]
    assert s.scores == [46, 140]
    assert result["breakdown"] == [  # what the table says at the hand's end
        {"item": "card points", "points": [26, 80]},
        {"item": "sequence", "points": [0, 50]},
        {"item": "bella", "points": [20, 0]},
        {"item": "last trick", "points": [0, 10]},
    ]


def test_example2_maker_fails_9_2(kj):
    """§13 ex. 2: maker 40 card points; opponent 58 + last trick 10 = 68. 40 < 68: the maker
    scores 0, the opponent 68 + 40 = 108."""
    s, rec = played(kj, EX2, EX2_PLAY)
    taken = rec.hands[0]["taken"]
    assert [sum(kj.points(c, "H") for c in t) for t in taken] == [58, 40]
    result = s.state.hand_results[0]
    assert result["maker"] == 1
    assert result["hand_points"] == [68, 40]
    assert result["scores"] == [108, 0]
    assert s.scores == [108, 0]
    assert result["breakdown"] == [
        {"item": "card points", "points": [58, 40]},
        {"item": "last trick", "points": [10, 0]},
        {"item": "maker outscored: its points lost", "points": [0, -40]},
        {"item": "the maker's points", "points": [40, 0]},
    ]


def test_example2_breakdown_reads_without_a_stray_minus_9_2(kj):
    """§9.2, §13 ex. 2, K-9 (issue 46): the settlement is said on each line with the sign of
    that seat's own change: the maker loses its 40, the opponent takes them (no
    "maker's points to the opponent -40 = 0")."""
    s, _ = played(kj, EX2, EX2_PLAY)
    lines = [line.plain for line in breakdown_lines(s.state.hand_results[0], lambda p: f"P{p}")]
    assert lines == [
        "  P0: card points 58 + last trick 10 + the maker's points 40 = 108",
        "  P1: card points 40 + maker outscored: its points lost -40 = 0",
    ]


def test_example3_tie_maker_scores_nothing_K9(kj):
    """§13 ex. 3, K-9 (a): maker 51 + last trick 10 = 61; opponent 61 card points. Equal: the
    maker scores 0, the opponent keeps 61."""
    s, rec = played(kj, EX3, EX3_PLAY)
    taken = rec.hands[0]["taken"]
    assert [sum(kj.points(c, "H") for c in t) for t in taken] == [61, 51]
    result = s.state.hand_results[0]
    assert result["hand_points"] == [61, 61]
    assert result["scores"] == [61, 0]
    assert s.scores == [61, 0]
    assert result["breakdown"] == [
        {"item": "card points", "points": [61, 51]},
        {"item": "last trick", "points": [0, 10]},
        {"item": "maker tied: its points lost", "points": [0, -61]},
    ]


def test_maker_succeeds_with_every_trick(kj):
    """§9.2 row 1: the maker (non-dealer) 146 > 20: both score their own totals."""
    s, _ = played(kj, ALL9, ALL9_PLAY)
    assert s.state.hand_results[0]["scores"] == [20, 146]


def test_dealer_maker_fails_opponent_takes_both_totals_9_2(kj):
    """§9.2 row 3: the dealer made hearts (round 1, after a pass) and totals 20 (bella) against
    146: the dealer scores 0 and the non-dealer 146 + 20 = 166."""
    s, _ = played(kj, ALL9, ALL9_PLAY, "pass", "accept")
    result = s.state.hand_results[0]
    assert result["maker"] == 0
    assert result["hand_points"] == [20, 146]
    assert result["scores"] == [0, 166]


def test_dealer_maker_ties_9_2(kj):
    """§9.2 row 2 with the dealer as maker (hearts accepted by the dealer): 61 each, the dealer
    scores 0, the non-dealer 61."""
    s, _ = played(kj, EX3, EX3_PLAY, "pass", "accept")
    result = s.state.hand_results[0]
    assert result["maker"] == 0
    assert result["scores"] == [0, 61]


@pytest.mark.parametrize(
    ("totals", "maker", "scores"),
    [
        ([46, 140], 1, [46, 140]),  # ex. 1
        ([140, 46], 0, [140, 46]),
        ([68, 40], 1, [108, 0]),  # ex. 2
        ([40, 68], 0, [0, 108]),
        ([61, 61], 1, [61, 0]),  # ex. 3
        ([61, 61], 0, [0, 61]),
        ([0, 0], 0, [0, 0]),
        ([1, 0], 0, [1, 0]),
        ([0, 1], 0, [0, 1]),
    ],
)
def test_settle_maker_table_9_2_K9(totals, maker, scores):
    """§9.2 table (K-9 reading a) through ``settle_maker``."""
    assert settle_maker(totals, maker) == scores


# -- tie_hold_over (§12, K-9 reading c) ------------------------------------------------------


def test_tie_hold_over_off_by_default_K9(kj):
    """Default: the tied maker's 61 is simply lost; the next hand scores as usual."""
    second = kj.given(dealer=1, **ALL9)
    s, _ = played(kj, EX3, EX3_PLAY, more=[second])
    assert s.state.hand_results[0]["scores"] == [61, 0]
    kj.to_play(s)  # seat 0 (non-dealer now) makes hearts
    kj.play(s, *ALL9_PLAY)
    assert s.state.hand_results[1]["scores"] == [146, 20]
    assert s.scores == [207, 20]


def test_tie_hold_over_goes_to_the_higher_scorer_of_the_next_hand_K9c(kj):
    """Option ``tie_hold_over``: on the tie the maker (seat 1) scores 0, the opponent 61, and the
    maker's 61 is set aside; seat 0 scores more in the next hand (146 against 20) and takes it."""
    second = kj.given(dealer=1, **ALL9)
    s, _ = played(kj, EX3, EX3_PLAY, more=[second], tie_hold_over=True)
    assert s.state.hand_results[0]["scores"] == [61, 0]
    assert s.scores == [61, 0]
    kj.to_play(s)
    kj.play(s, *ALL9_PLAY)
    result = s.state.hand_results[1]
    assert result["hand_points"] == [146, 20]
    assert result["scores"] == [146 + 61, 20]
    assert s.scores == [268, 20]


def test_tie_hold_over_to_a_failed_makers_opponent_K9c(kj):
    """The second hand's maker (seat 1, dealer, bella only: 20 against 146) fails: seat 0 scores
    146 + 20 = 166, the most, and takes the 61 set aside."""
    second = kj.given(dealer=1, **ALL9)
    s, _ = played(kj, EX3, EX3_PLAY, more=[second], tie_hold_over=True)
    kj.to_play(s, "pass", "accept")
    kj.play(s, *ALL9_PLAY)
    result = s.state.hand_results[1]
    assert result["maker"] == 1
    assert result["scores"] == [166 + 61, 0]


def test_tie_hold_over_skips_a_thrown_in_hand_and_can_return_to_the_tied_maker_K9c(kj):
    """A thrown-in hand is not settled: the points stay aside. In the third hand the tied maker
    (seat 1, non-dealer again) takes every trick, scores more (146 against 20) and takes 61."""
    deals = [kj.given(dealer=1, **EX3), kj.given(dealer=0, **ALL9)]
    s, _ = played(kj, EX3, EX3_PLAY, more=deals, tie_hold_over=True)
    kj.choose(s, "pass", "pass", "pass", "pass")
    assert s.state.hand_results[1]["thrown_in"] is True
    assert s.state.hand_results[1]["scores"] == [0, 0]
    kj.to_play(s)
    kj.play(s, *ALL9_PLAY)
    result = s.state.hand_results[2]
    assert result["maker"] == 1
    assert result["scores"] == [20, 146 + 61]
    assert s.scores == [61 + 20, 207]


def test_tie_hold_over_accumulates_over_consecutive_ties_K9c(kj):
    """Two ties in a row set aside 61 + 61 (seat 1's, then seat 0's maker points); the next
    settled hand's higher scorer (seat 1, 146) takes 122."""
    deals = [kj.given(dealer=1, **EX3), kj.given(dealer=0, **ALL9)]
    s, _ = played(kj, EX3, EX3_PLAY, more=deals, tie_hold_over=True)
    kj.to_play(s)  # seat 0 (non-dealer) makes hearts and ties 61-61
    kj.play(s, *EX3_PLAY)
    assert s.state.hand_results[1]["maker"] == 0
    assert s.state.hand_results[1]["scores"] == [0, 61]
    assert s.scores == [61, 61]
    kj.to_play(s)
    kj.play(s, *ALL9_PLAY)
    result = s.state.hand_results[2]
    assert result["hand_points"] == [20, 146]
    assert result["scores"] == [20, 146 + 122]
    assert s.scores == [81, 61 + 268]


def test_tie_hold_over_no_tie_no_change_K9c(kj):
    """Without a tie the option changes nothing."""
    s, _ = played(kj, EX1, EX1_PLAY, tie_hold_over=True)
    assert s.state.hand_results[0]["scores"] == [46, 140]

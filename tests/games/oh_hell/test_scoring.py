"""§7 scoring: every cell of the table for the three styles (H-7), worked example 3, bid 0,
negative totals and running totals."""

from __future__ import annotations

import pytest

STYLES = ["positive", "neutral", "negative"]


def scored_hand(oh, style, players, dealer, bids, winners, **options):
    """A one-hand game: ``bids[seat]``, trick ``k`` won by ``winners[k]``; returns the session."""
    hands, turned, _ = oh.scripted(players, dealer, winners)
    s = oh.deal(players, hands, turned=turned, dealer=dealer, scoring_style=style, **options)
    oh.bid_by_seat(s, bids)
    oh.play_scripted(s, players, dealer, winners)
    assert s.is_over
    return s


# §11 example 3: seat 1 bids 2 in a 5-card hand; 4 players, dealer 0.
# bids by seat: dealer 0 bids 0, seat 1 bids 2, seat 2 bids 0, seat 3 bids 1.
EXAMPLE_3_BIDS = [0, 2, 0, 1]
EXAMPLE_3 = {
    # seat 1's tricks: (trick winners, tricks by seat, {style: scores by seat})
    2: (
        [1, 1, 3, 2, 2],
        [0, 2, 2, 1],
        {
            "positive": [10, 12, 2, 11],
            "neutral": [10, 12, 0, 11],
            "negative": [10, 10, -20, 10],
        },
    ),
    3: (
        [1, 1, 1, 0, 0],
        [2, 3, 0, 0],
        {
            "positive": [2, 3, 10, 0],
            "neutral": [0, 0, 10, 0],
            "negative": [-20, -10, 10, -10],
        },
    ),
    0: (
        [0, 2, 3, 3, 3],
        [1, 0, 1, 3],
        {
            "positive": [1, 0, 1, 3],
            "neutral": [0, 0, 0, 0],
            "negative": [-10, -20, -10, -20],
        },
    ),
    5: (
        [1, 1, 1, 1, 1],
        [0, 5, 0, 0],
        {
            "positive": [10, 5, 10, 0],
            "neutral": [10, 0, 10, 0],
            "negative": [10, -30, 10, -10],
        },
    ),
}
# The example's own table: seat 1's score per tricks taken.
EXAMPLE_3_TABLE = {
    2: {"positive": 12, "neutral": 12, "negative": 10},
    3: {"positive": 3, "neutral": 0, "negative": -10},
    0: {"positive": 0, "neutral": 0, "negative": -20},
    5: {"positive": 5, "neutral": 0, "negative": -30},
}


@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("taken", [2, 3, 0, 5])
def test_worked_example_3_bid_of_2_H7(oh, style, taken):
    """§11 example 3: scoring a bid of 2 for 2, 3, 0 and 5 tricks in every style."""
    winners, tricks, scores = EXAMPLE_3[taken]
    s = scored_hand(oh, style, 4, 0, EXAMPLE_3_BIDS, winners)
    result = s.state.hand_results[0]
    assert result["bids"] == EXAMPLE_3_BIDS
    assert result["tricks"] == tricks
    assert result["tricks"][1] == taken
    assert result["scores"][1] == EXAMPLE_3_TABLE[taken][style]
    assert result["scores"] == scores[style]
    assert s.scores == scores[style]


# Each cell of the table of §7: (style, bid, tricks, points), 3-card hands.
CELLS = [
    # Positive: made t + 10, lost t
    ("positive", 2, 2, 12),
    ("positive", 3, 3, 13),
    ("positive", 1, 1, 11),
    ("positive", 0, 0, 10),
    ("positive", 2, 3, 3),
    ("positive", 2, 0, 0),
    ("positive", 0, 3, 3),
    ("positive", 3, 1, 1),
    # Neutral: made 10 + t, lost 0
    ("neutral", 2, 2, 12),
    ("neutral", 3, 3, 13),
    ("neutral", 1, 1, 11),
    ("neutral", 0, 0, 10),
    ("neutral", 2, 3, 0),
    ("neutral", 2, 0, 0),
    ("neutral", 0, 1, 0),
    ("neutral", 3, 1, 0),
    # Negative: made 10, lost -10 x |t - b|
    ("negative", 2, 2, 10),
    ("negative", 3, 3, 10),
    ("negative", 1, 1, 10),
    ("negative", 0, 0, 10),
    ("negative", 2, 3, -10),
    ("negative", 2, 0, -20),
    ("negative", 0, 3, -30),
    ("negative", 3, 0, -30),
    ("negative", 1, 3, -20),
]


def focal_hand(oh, style, b, t):
    """4 players, 3 cards, dealer 0: seat 1 bids ``b`` and takes ``t`` tricks; seats 2 and 3
    bid 0; seat 2 takes the other tricks; the dealer bids 0 (1 if the hook forbids 0)."""
    dealer_bid = 1 if 3 - b == 0 else 0
    winners = [1] * t + [2] * (3 - t)
    return scored_hand(oh, style, 4, 0, [dealer_bid, b, 0, 0], winners)


@pytest.mark.parametrize(("style", "b", "t", "points"), CELLS)
def test_scoring_table_cells_H7(oh, style, b, t, points):
    """§7 table, H-7."""
    s = focal_hand(oh, style, b, t)
    assert s.state.hand_results[0]["tricks"][1] == t
    assert s.state.hand_results[0]["scores"][1] == points
    assert s.scores[1] == points


TABLE = {
    "positive": (lambda b, t: t + 10, lambda b, t: t),
    "neutral": (lambda b, t: 10 + t, lambda b, t: 0),
    "negative": (lambda b, t: 10, lambda b, t: -10 * abs(t - b)),
}


@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("b", [0, 1, 2, 3])
@pytest.mark.parametrize("t", [0, 1, 2, 3])
def test_scoring_every_bid_and_tricks_H7(oh, style, b, t):
    """§7 table for every bid and trick count of a 3-card hand; seat 3 (bid 0, no trick) scores
    10 in every style; the dealer's and seat 2's scores follow the same table."""
    s = focal_hand(oh, style, b, t)
    made, lost = TABLE[style]
    bids = s.state.hand_results[0]["bids"]
    tricks = s.state.hand_results[0]["tricks"]
    expected = [(made if tk == bd else lost)(bd, tk) for bd, tk in zip(bids, tricks, strict=True)]
    assert s.state.hand_results[0]["scores"] == expected
    assert s.scores[1] == (made if t == b else lost)(b, t)
    assert s.scores[3] == 10


@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_bid_zero_made_scores_10_in_every_style(oh, style, players):
    """§11 example 3: a bid of 0 made scores 10 in every style. Seat 1 bids 1 and wins the only
    trick of a 1-card hand; seats 2.. bid 0 and take nothing; the dealer, hooked off 0, bids 1
    and fails."""
    bids = [0] * players
    bids[0] = bids[1] = 1
    s = scored_hand(oh, style, players, 0, bids, [1])
    made_1 = {"positive": 11, "neutral": 11, "negative": 10}[style]
    lost_1 = {"positive": 0, "neutral": 0, "negative": -10}[style]
    assert s.scores == [lost_1, made_1] + [10] * (players - 2)


def test_default_scoring_style_is_positive(oh):
    s = oh.new(4, hand_sizes=[1])
    assert s.options["scoring_style"] == "positive"


def test_negative_style_totals_go_below_zero(oh):
    """§7: in the Negative style totals may go below zero (and stay there across hands)."""
    h0 = oh.scripted_deal(3, 0, [2, 2])
    h1 = oh.scripted_deal(3, 1, [0, 0])
    s = oh.new(3, [h0, h1], scoring_style="negative", hand_sizes=[2, 2])
    oh.bid_by_seat(s, [0, 2, 1])  # dealer 0: others 3 > 2, unrestricted
    oh.play_scripted(s, 3, 0, [2, 2])
    assert s.state.hand_results[0]["tricks"] == [0, 0, 2]
    assert s.scores == [10, -20, -10]
    oh.bid_by_seat(s, [0, 2, 2])  # dealer 1: the others bid 2 + 0 = n, so 0 is forbidden
    oh.play_scripted(s, 3, 1, [0, 0])
    assert s.state.hand_results[1]["tricks"] == [2, 0, 0]
    assert s.state.hand_results[1]["scores"] == [-20, -20, -20]
    assert s.scores == [-10, -40, -30]
    assert s.winners == [0]


RUNNING = {
    "positive": ([11, 10, 2, 10], [0, 10, 0, 2], [11, 20, 2, 12]),
    "neutral": ([11, 10, 0, 10], [0, 10, 0, 0], [11, 20, 0, 10]),
    "negative": ([10, 10, -10, 10], [-10, 10, -10, -10], [0, 20, -20, 0]),
}


@pytest.mark.parametrize("style", STYLES)
def test_running_totals_across_hands(oh, style):
    """§7: each hand's points are added to the running totals (hand_results keeps both)."""
    first, second, totals = RUNNING[style]
    h0 = oh.scripted_deal(4, 1, [0, 2, 2])
    h1 = oh.scripted_deal(4, 2, [3, 3])
    s = oh.new(4, [h0, h1], scoring_style=style, hand_sizes=[3, 2])
    oh.bid_by_seat(s, [1, 0, 1, 0])  # dealer 1: others 2, so 1 is forbidden
    oh.play_scripted(s, 4, 1, [0, 2, 2])
    r0 = s.state.hand_results[0]
    assert (r0["dealer"], r0["hand_size"]) == (1, 3)
    assert r0["bids"] == [1, 0, 1, 0]
    assert r0["tricks"] == [1, 0, 2, 0]
    assert r0["scores"] == first
    assert r0["totals"] == first
    assert s.scores == first
    assert not s.is_over
    assert s.state.dealer == 2
    oh.bid_by_seat(s, [1, 0, 1, 1])  # dealer 2: others 2, so 0 is forbidden
    oh.play_scripted(s, 4, 2, [3, 3])
    r1 = s.state.hand_results[1]
    assert r1["bids"] == [1, 0, 1, 1]
    assert r1["tricks"] == [0, 0, 0, 2]
    assert r1["scores"] == second
    assert r1["totals"] == totals
    assert s.scores == totals
    assert s.is_over
    assert s.winners == [1]

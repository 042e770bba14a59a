"""§3 hand-size schedules (H-2), the custom ``hand_sizes`` option (H-3) and option errors."""

from __future__ import annotations

import pytest

from tricktaker import NO_TRUMP, RulesError

LONG_10 = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
LONG_8 = [8, 7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7, 8]
LONG_7 = [7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7]
INVERTED_10 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]
INVERTED_8 = [1, 2, 3, 4, 5, 6, 7, 8, 7, 6, 5, 4, 3, 2, 1]
INVERTED_7 = [1, 2, 3, 4, 5, 6, 7, 6, 5, 4, 3, 2, 1]
UP_DOWN = [6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6]
UP_10 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
UP_8 = [1, 2, 3, 4, 5, 6, 7, 8]
UP_7 = [1, 2, 3, 4, 5, 6, 7]
DOWN_10 = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1]
DOWN_8 = [8, 7, 6, 5, 4, 3, 2, 1]
DOWN_7 = [7, 6, 5, 4, 3, 2, 1]

# (players, style) -> (sequence of hand sizes, number of hands as in the table of §3)
SCHEDULES = {
    (3, "long"): (LONG_10, 19),
    (4, "long"): (LONG_10, 19),
    (5, "long"): (LONG_10, 19),
    (6, "long"): (LONG_8, 15),
    (7, "long"): (LONG_7, 13),
    (3, "long-inverted"): (INVERTED_10, 19),
    (4, "long-inverted"): (INVERTED_10, 19),
    (5, "long-inverted"): (INVERTED_10, 19),
    (6, "long-inverted"): (INVERTED_8, 15),
    (7, "long-inverted"): (INVERTED_7, 13),
    (3, "short-up-down"): (UP_DOWN, 11),
    (4, "short-up-down"): (UP_DOWN, 11),
    (5, "short-up-down"): (UP_DOWN, 11),
    (6, "short-up-down"): (UP_DOWN, 11),
    (7, "short-up-down"): (UP_DOWN, 11),
    (3, "short-up"): (UP_10, 10),
    (4, "short-up"): (UP_10, 10),
    (5, "short-up"): (UP_10, 10),
    (6, "short-up"): (UP_8, 8),  # H-2: capped at M = 8
    (7, "short-up"): (UP_7, 7),  # H-2: capped at M = 7
    (3, "short-down"): (DOWN_10, 10),
    (4, "short-down"): (DOWN_10, 10),
    (5, "short-down"): (DOWN_10, 10),
    (6, "short-down"): (DOWN_8, 8),  # H-2
    (7, "short-down"): (DOWN_7, 7),  # H-2
}
CASES = [pytest.param(p, style, id=f"{p}p-{style}") for (p, style) in SCHEDULES]


@pytest.mark.parametrize(("players", "style"), CASES)
def test_schedule_table_H2(oh, players, style):
    """§3 table: the exact hand sizes and number of hands for every player count and style;
    Short styles are capped at S = min(10, M) (H-2); the turning point is played once."""
    sizes, hands = SCHEDULES[(players, style)]
    s = oh.new(players, game_style=style)
    assert s.schedule == sizes
    assert len(s.schedule) == hands
    assert s.state.hand_size == sizes[0]
    assert s.observation(0)["hands_in_match"] == hands


@pytest.mark.parametrize(("players", "style"), CASES)
def test_whole_game_follows_schedule_H2_H3(oh, players, style):
    """A whole game plays one hand per schedule entry, in order, then ends. Every hand of the
    seed's sizes leaves a card to turn for trumps (H-3) and 52 - n*p - 1 unused cards."""
    sizes, _ = SCHEDULES[(players, style)]
    s = oh.new(players, seed=players * 31 + len(style), game_style=style)
    seen = []
    while not s.is_over:
        if s.state.phase == 1 and all(
            b is None for b in s.state.parts["bidding"].bids
        ):  # start of the bidding
            n = s.state.hand_size
            seen.append(n)
            assert all(len(h) == n for h in s.state.hands)
            assert s.state.turned is not None
            assert s.state.trump == oh.DECK.suit_of[s.state.turned]
            assert len(s.state.stock) == 52 - n * players - 1
        s.apply(s.legal_actions()[0])
    assert seen == sizes
    assert [r["hand_size"] for r in s.state.hand_results] == sizes
    assert len(s.state.hand_results) == len(sizes)
    # §5.3: with the hook every hand ends over-bid or under-bid
    assert all(sum(r["bids"]) != r["hand_size"] for r in s.state.hand_results)


def test_default_style_is_long_and_default_players_4(oh):
    s = oh.GAME.new_session(seed=3)
    assert s.players == 4
    assert s.schedule == LONG_10


@pytest.mark.parametrize(
    ("players", "style", "sizes"),
    [
        pytest.param(6, "long", LONG_8, id="6p-long"),
        pytest.param(4, "long-inverted", INVERTED_10, id="4p-long-inverted"),
        pytest.param(7, "short-up", UP_7, id="7p-short-up"),
        *[pytest.param(p, "short-up-down", UP_DOWN, id=f"{p}p-short-up-down") for p in range(3, 8)],
    ],
)
def test_worked_example_4_schedules(oh, players, style, sizes):
    """§11 example 4."""
    assert oh.new(players, game_style=style).schedule == sizes


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_largest_hand_leaves_a_trump_card_H3(oh, players):
    """H-3: with the seed's sizes at most 50 cards are dealt (5x10, 6x8, 7x7)."""
    largest = max(SCHEDULES[(players, "long")][0])
    assert largest * players <= 50
    s = oh.new(players, game_style="long")
    assert s.state.hand_size == largest
    assert s.state.turned is not None
    assert len(s.state.stock) == 52 - largest * players - 1 >= 1


# -- custom hand_sizes -------------------------------------------------------------------


def test_custom_hand_sizes_5_5_5(oh):
    s = oh.new(4, hand_sizes=[5, 5, 5])
    assert s.schedule == [5, 5, 5]
    oh.play_out(s)
    assert [r["hand_size"] for r in s.state.hand_results] == [5, 5, 5]


def test_custom_hand_sizes_override_game_style(oh):
    s = oh.new(5, game_style="short-up", hand_sizes=[2, 7, 3])
    assert s.schedule == [2, 7, 3]


def test_custom_hand_sizes_given_as_text(oh):
    assert oh.new(4, hand_sizes="5,5,5").schedule == [5, 5, 5]


def test_single_13_card_hand_uses_all_52_cards_no_trump_H3(oh):
    """H-3: 4 players x 13 = 52 cards: no card is left to turn, the hand has no trump suit."""
    hands = [
        "AC KC QC JC 10C 9C 8C 7C 6C 5C 4C 3C 2C",  # seat 0, the dealer
        "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S",
        "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H",
        "AD KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D 2D",
    ]
    s = oh.deal(4, hands, turned=None)
    assert s.schedule == [13]
    assert s.state.turned is None
    assert s.state.trump == NO_TRUMP
    assert s.state.stock == []
    assert s.observation(1)["turned"] is None
    oh.bid(s, 13, 0, 0)
    assert oh.legal_bids(s) == list(range(1, 14))  # the hook: 13 - 13 = 0 is forbidden
    oh.bid(s, 1)
    # Seat 1 leads its spades from the lowest; the others, void in spades, play their highest
    # cards: with no trump the spade, the only card of the suit led, wins every trick.
    ranks = oh.DECK.ranks
    for k in range(13):
        assert s.current_seat == 1
        oh.play(s, f"{ranks[12 - k]}S")
        assert oh.legal_cards(s) == oh.hand_of(s, 2)
        oh.play(s, f"{ranks[k]}H", f"{ranks[k]}D", f"{ranks[k]}C")
    assert s.is_over
    assert s.state.hand_results[0]["tricks"] == [0, 13, 0, 0]
    assert s.state.hand_results[0]["trump"] == "none"
    assert s.scores == [0, 23, 10, 10]


@pytest.mark.parametrize(
    ("players", "size"),
    [(3, 18), (4, 14), (5, 11), (6, 9), (7, 8), (4, 20)],
)
def test_custom_hand_size_too_large_raises_RulesError(oh, players, size):
    """More than 52 cards would be needed."""
    with pytest.raises(RulesError):
        oh.new(players, hand_sizes=[size])
    with pytest.raises(RulesError):
        oh.new(players, hand_sizes=[1, size, 1])


@pytest.mark.parametrize(("players", "size"), [(3, 17), (4, 13), (5, 10), (6, 8), (7, 7)])
def test_custom_hand_size_largest_possible(oh, players, size):
    s = oh.new(players, hand_sizes=[size])
    assert all(len(h) == size for h in s.state.hands)
    assert len(s.state.stock) == max(0, 52 - size * players - 1)


def test_custom_hand_size_zero_raises_RulesError(oh):
    with pytest.raises(RulesError):
        oh.new(4, hand_sizes=[3, 0])


@pytest.mark.parametrize("players", [2, 8, 1])
def test_players_outside_3_to_7_raise_RulesError(oh, players):
    """§1.1: 3 to 7 players."""
    with pytest.raises(RulesError):
        oh.new(players)


def test_unknown_game_style_raises_RulesError(oh):
    with pytest.raises(RulesError):
        oh.new(4, game_style="medium")


def test_unknown_scoring_style_raises_RulesError(oh):
    with pytest.raises(RulesError):
        oh.new(4, scoring_style="doubled")

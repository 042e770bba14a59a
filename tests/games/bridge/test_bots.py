"""The bots at Bridge: the basic bot's calls by high-card points (opening, 1NT, passing,
raising the partner, game), and the basic, random and search bots playing whole boards
legally, the declarer choosing the dummy's cards."""

from __future__ import annotations

import pytest

from tricktaker.bots import make_bot
from tricktaker.testing import assert_bots_play

# N 18 points (4-3-3-3 shape with four diamonds), E 7, S 13 with four hearts, W 2.
HANDS = [
    "AS KS 5S AH 9H 4H KD QD 6D 3D QC 8C 2C",  # N
    "QS JS 4S 3S KH 8H 2H JD 9D 5D 7C 6C 3C",
    "10S 9S 8S QH JH 10H 7H AD 8D 4D AC KC 5C",
    "7S 6S 2S 6H 5H 3H 10D 7D 2D JC 10C 9C 4C",
]


def calls_of(br, s, count):
    bots = [make_bot("basic", seat) for seat in range(4)]
    out = []
    for _ in range(count):
        seat = s.current_seat
        action = bots[seat].choose(s, seat)
        out.append(br.call_text(s, action))
        s.apply(action)
    return out


def test_the_basic_bot_bids_by_high_card_points(br):
    """N (18 points, balanced but not 15-17) opens its longest suit, 1♦; E (7 points)
    passes; S (13 points) responds; W (2 points) passes."""
    s = br.deal(HANDS, dealer=br.NORTH)
    calls = calls_of(br, s, 4)
    assert calls[0] == "1D" and calls[1] == "Pass"
    assert calls[2] != "Pass"  # S has values: it bids
    assert calls[3] == "Pass"  # W: 4 points


def test_1nt_with_15_to_17_balanced_and_pass_below_12(br):
    s = br.deal(
        [
            "AS KS 5S AH 9H 4H KD 7D 6D 3D QC 8C 2C",  # 16, 3-3-4-3
            "QS JS 4S 3S KH 8H 2H JD 9D 5D 7C 6C 3C",
            "10S 9S 8S QH JH 10H 7H AD 8D 4D AC KC 5C",
            "7S 6S 2S 6H 5H 3H 10D QD 2D JC 10C 9C 4C",
        ],
        dealer=br.NORTH,
    )
    assert calls_of(br, s, 2) == ["1NT", "Pass"]
    assert calls_of(br, s, 1) == ["3NT"]  # S: 13 + partner's 16 = 29: game


@pytest.mark.parametrize("seed", range(6))
def test_bots_play_whole_boards_legally(br, seed):
    """basic, random and search (a small search) bots: every choice legal, the declarer's
    choices for the dummy included; the game ends."""
    kinds = [
        ["basic"] * 4,
        ["random", "basic", "random", "basic"],
        ["search:2", "basic", "basic", "random"],
    ][seed % 3]
    s = br.new(seed=seed, num_boards=2 if seed % 2 else 1)
    assert_bots_play(s, kinds, seed)
    assert s.is_over


def test_the_basic_bot_plays_the_dummy_when_it_declares(br):
    s = br.deal(HANDS, dealer=br.NORTH)
    br.call(s, "1NT Pass Pass Pass")
    bots = [make_bot("basic", seat) for seat in range(4)]
    dummy_turns = 0
    while not s.is_over:
        seat = s.current_seat
        if s.state.to_move == br.SOUTH:
            assert seat == br.NORTH
            dummy_turns += 1
        s.apply(bots[seat].choose(s, seat))
    assert dummy_turns == 13

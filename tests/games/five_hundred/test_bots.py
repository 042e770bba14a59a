"""The bots play Five Hundred (issue 47): ``basic`` bids in the ladder auction from its hand
(a long strong suit bids, a weak hand passes), discards from the kitty and plays legally;
``random``, ``basic`` and ``search`` play only legal actions; all-``basic`` games end with a
winner (never at the deal cap)."""

from __future__ import annotations

from typing import Any

from tricktaker.bots import make_bot
from tricktaker.testing import assert_bots_play

N, E, S, W = 0, 1, 2, 3


def choice(s: Any, seat: int | None = None) -> str:
    seat = s.current_seat if seat is None else seat
    return s.format_action(make_bot("basic", 0).choose(s, seat))


def test_bots_play_legal_moves(fh: Any) -> None:
    """Every bot's choice is legal, in every phase (calls, inkles, discards, Joker leads)."""
    assert_bots_play(fh.new(seed=4, target_score=200), ["basic", "random", "basic", "random"])
    assert_bots_play(fh.new(seed=5, inkle=True, target_score=200), ["random"] * 4)
    assert_bots_play(fh.new(seed=6, target_score=120), ["search:2", "basic", "random", "basic"])


def test_all_basic_games_end_with_a_winner(fh: Any) -> None:
    """issue 47: the basic bot bids, so a game of four basic bots ends with a winner."""
    for seed in range(3):
        s = fh.new(seed=seed)
        assert_bots_play(s, ["basic"] * 4)
        assert s.is_over and s.result()["winners"]


def test_basic_bids_a_strong_hand_and_passes_a_weak_one(fh: Any) -> None:
    """The basic bot bids with the Joker, both bowers and long hearts; it passes with a
    scattered middling hand (too weak to bid, too high for misère)."""
    hands = fh.build({E: "JK JH JD AH KH QH 10H 9H AS AC", S: "QS 9S 7S JC 9C 10D 8D 6D KC 9D"}, {})
    s = fh.deal(hands, dealer=N, kitty=[c for c in fh.PACK if all(c not in h for h in hands)])
    call = choice(s)
    assert call != "pass" and call.endswith("H"), call
    fh.act(s, "pass")
    assert choice(s) == "pass"


def test_basic_keeps_the_joker_and_bowers_when_discarding(fh: Any) -> None:
    """The basic bot's three discards from 13 cards keep its trumps (the Joker, the bowers)."""
    s = fh.deal(fh.build({W: "JK JH JD AH KH QH 10H 9H 5C 6C"}), dealer=S)
    fh.act(s, "8H, pass, pass, pass")
    while fh.phase(s) == "kitty":
        s.apply(make_bot("basic", 0).choose(s, W))
    assert {"JK", "JH", "JD", "AH"} <= fh.hand_of(s, W)

"""Scoring a hand (five-hundred.md §7; F-14, F-15; worked example 11), issue 47."""

from __future__ import annotations

from typing import Any

import pytest

N, E, S, W = 0, 1, 2, 3


@pytest.mark.parametrize(
    ("contract", "tricks", "ours", "theirs", "options"),
    [
        ("6S", 6, 40, 40, {}),
        ("6S", 10, 250, 0, {}),
        ("7NT", 10, 250, 0, {}),
        ("8S", 10, 250, 0, {}),
        ("8C", 10, 260, 0, {}),
        ("8H", 9, 300, 10, {}),
        ("9D", 8, -380, 20, {}),
        ("9D", 8, -380, 0, {"opponents_score_tricks": False}),
        ("10S", 9, -440, 10, {}),
        ("10NT", 10, 520, 0, {}),
    ],
)
def test_worked_example_11_hand_scores_F14(
    fh: Any, contract: str, tricks: int, ours: int, theirs: int, options: dict[str, Any]
) -> None:
    """Worked example 11, §7, F-14: made +V, defeated -V, the opponents 10 a trick made or
    defeated (0 with opponents_score_tricks = false), all ten tricks at least 250, nothing
    for overtricks. The contracting side is E-W (W the contractor)."""
    s = fh.scored(contract, tricks, W, **options)
    assert fh.side_scores(s) == [theirs, ours]
    assert fh.side_totals(s) == [theirs, ours]


@pytest.mark.parametrize(("contract", "value"), [("7S", 140), ("7H", 200), ("9NT", 420)])
def test_overtricks_score_nothing_and_the_opponents_10_a_trick_F14(
    fh: Any, contract: str, value: int
) -> None:
    """§7.1, F-14: 8 or 9 tricks on a seven bid score V; the opponents 10 a trick."""
    for tricks in (int(contract[0]), 9):
        s = fh.scored(contract, tricks, N)
        assert fh.side_scores(s) == [value, 10 * (10 - tricks)]


@pytest.mark.parametrize("contract", ["6S", "6NT", "7S", "7NT", "8S"])
def test_a_slam_on_a_contract_under_250_scores_250_F14(fh: Any, contract: str) -> None:
    """§7.1, F-14: 6♠ to 7NT and 8♠ score 250 instead of V for all ten tricks."""
    s = fh.scored(contract, 10, E)
    assert fh.side_scores(s) == [0, 250]


def test_all_ten_tricks_are_played_out_F14(fh: Any) -> None:
    """§6.7.1, F-14: a made contract is played to the tenth trick (the opponents' points and
    the slam depend on every trick)."""
    s = fh.scored("6S", 6, W)
    assert sum(s.state.hand_results[-1]["tricks"]) == 10


MIS_DECLARER = E
# §12 ex. 9's shape: E holds the low hearts and diamonds, S the high ones; W sits out.
MIS_HANDS = {
    E: "4H 5H 6H 7H 8H 4D 5D 6D 7D 8D",
    S: "AH KH QH JH 10H AD KD QD JD 10D",
    N: "9H 9D AS KS QS JS 10S 9S 8S 7S",
}


def misere(fh: Any, bid: str, joker: bool) -> Any:
    """E contractor at ``bid``: E keeps its low cards (none taken) or keeps the Joker and
    leads it (one trick taken, play stops)."""
    hands = fh.build(MIS_HANDS, {W: "H D"})
    kitty = [c for c in fh.PACK if all(c not in h for h in hands)]
    assert "JK" in kitty
    s = fh.deal(hands, dealer=W if bid == "MIS" else N, kitty=kitty)
    fh.act(s, *(["7S", "MIS"] if bid == "MIS" else ["OMIS"]), "pass", "pass", "pass")
    assert s.state.contract.declarer == E and s.state.contract.name == bid
    keep = "JK" if joker else None
    drop = [c for c in kitty if c != keep] + (["8H"] if joker else [])
    for c in drop:
        fh.act(s, f"discard {c}")
    if joker:
        fh.play(s, "JK:S")
    while not s.state.hand_results:
        options = fh.legal_texts(s)
        if s.current_seat == E and not s.state.trick:
            fh.play(s, options[-1])
        else:
            fh.play(s, options[0])
        if s.state.hand_results:
            break
    return s


@pytest.mark.parametrize(
    ("bid", "joker", "score"),
    [("MIS", False, 250), ("MIS", True, -250), ("OMIS", False, 500), ("OMIS", True, -500)],
)
def test_worked_example_11_misere_scores_F15(fh: Any, bid: str, joker: bool, score: int) -> None:
    """Worked example 11, §7.3, F-15: misère +250 / -250, open misère +500 / -500, as the
    contractor took no trick or one; the opponents score nothing (with
    opponents_score_tricks too)."""
    s = misere(fh, bid, joker)
    tricks = s.state.hand_results[-1]["tricks"]
    assert (tricks[E] > 0) == joker
    assert fh.side_scores(s) == [0, score]
    if not joker:
        assert sum(tricks) == 10  # play ends after the tenth trick when E took none


def test_a_thrown_in_hand_scores_nothing_F14(fh: Any) -> None:
    """§7.4: a thrown-in hand scores nothing for either side."""
    s = fh.new(first_dealer="0")
    fh.act(s, "pass, pass, pass, pass")
    assert fh.side_scores(s) == [0, 0] and fh.side_totals(s) == [0, 0]

"""The deal and the auction (skat.md §1, §3, §4, §15.1, §15.3): packets, roles, the dialogue
of values, jump bids, Forehand after two silent passes, thrown-in deals and the dealer."""

from __future__ import annotations

from typing import Any

import pytest

from tricktaker import IllegalAction
from tricktaker_skat.values import BID_VALUES

FORE = "JC JS AC 10C KC QC 9C AS 10S KS"
MIDDLE = "JH JD 8C 7C AH 10H KH QH 9H 8H"
REAR = "QS 9S 8S 7S AD 10D KD QD 9D 8D"
SKAT = "7H 7D"

SPEC_VALUES = """18, 20, 22, 23, 24, 27, 30, 33, 35, 36, 40, 44, 45, 46, 48, 50, 54, 55, 59, 60, 63,
66, 70, 72, 77, 80, 81, 84, 88, 90, 96, 99, 100, 108, 110, 117, 120, 121, 126, 130, 132, 135,
140, 143, 144, 150, 153, 154, 156, 160, 162, 165, 168, 170, 176, 180, 187, 192, 198, 204, 216,
240, 264"""


def test_the_63_bid_values() -> None:
    """§4.1: the multiples 2-18 of 9, 10, 11, 12, 2-11 of 24 and the null values."""
    assert list(BID_VALUES) == [int(v) for v in SPEC_VALUES.replace("\n", " ").split(", ")]
    assert len(BID_VALUES) == 63
    rules = sk_rules()
    assert rules.mechanics["auction"]["values"] == list(BID_VALUES)  # the rules file's ladder


def sk_rules() -> Any:
    from tricktaker import load_game

    return load_game("skat").rules


@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_packets_3_skat_4_3_from_forehand(sk: Any, dealer: int) -> None:
    """SK-2, SK-18 (§15.1): deck[0..2] Forehand, [3..5] Middlehand, [6..8] Rearhand, [9, 10]
    the skat, then 4 each, then 3 each; Forehand = dealer + 1 (§1.3)."""
    s = sk.new([sk.given(FORE, MIDDLE, REAR, SKAT, dealer)])
    fore, middle, rear = (dealer + 1) % 3, (dealer + 2) % 3, dealer
    assert sk.hand_of(s, fore) == set(sk.words(FORE))
    assert sk.hand_of(s, middle) == set(sk.words(MIDDLE))
    assert sk.hand_of(s, rear) == set(sk.words(REAR))
    assert sk.names(s.state.stock) == sk.words(SKAT)
    pack = sk.pack(FORE, MIDDLE, REAR, SKAT)
    assert pack[9:11] == sk.words(SKAT) and pack[0:3] == sk.words(FORE)[:3]
    assert s.current_seat == middle  # §4.2.1: Middlehand calls first


def test_worked_example_6_the_dialogue(sk: Any) -> None:
    """Example 6, SK-20: Middlehand 18, Forehand yes; 20 yes; 22 pass: Middlehand survives
    with 22. Rearhand 23, yes; 24, pass: Rearhand declares with bid 24."""
    s = sk.deal(FORE, MIDDLE, REAR, SKAT)
    seats = []
    for call in ["18", "yes", "20", "yes", "22", "pass", "23", "yes", "24", "pass"]:
        seats.append(s.current_seat)
        sk.act(s, call)
    assert seats == [1, 0, 1, 0, 1, 0, 2, 1, 2, 1]
    auction = sk.part(s, "value_auction")
    assert (auction.winner, auction.bid) == (2, 24)
    assert s.phase.name == "skat" and s.current_seat == 2


def test_caller_and_answerer_legal_calls(sk: Any) -> None:
    """§4.2 table, SK-20: the caller names any value above h or passes; the answerer says yes
    or pass; with h = 264 the caller may only pass."""
    s = sk.deal(FORE, MIDDLE, REAR, SKAT)
    assert sk.legal(s) == [*map(str, BID_VALUES), "pass"]
    sk.act(s, "18")
    assert sk.legal(s) == ["yes", "pass"]
    sk.act(s, "yes")
    assert sk.legal(s)[0] == "20"
    sk.act(s, "264, yes")
    assert sk.legal(s) == ["pass"]
    assert s.phase.prompt(s.game, s.state) == "bid a value (more than 264) or pass"


def test_jump_bids_and_only_game_values_SK4(sk: Any) -> None:
    """SK-4: any valid value above h may be named (a jump), no other number."""
    s = sk.deal(FORE, MIDDLE, REAR, SKAT)
    sk.act(s, "30, yes")
    with pytest.raises(IllegalAction, match=r"name a value higher than 30 \(33, 35, 36, 40, …\)"):
        s.apply(s.parse_action("31"))
    with pytest.raises(IllegalAction, match="higher than 30"):
        s.apply(s.parse_action("27"))
    sk.act(s, "59")
    assert sk.part(s, "value_auction").high == 59


def test_a_pass_is_final_and_part_2_goes_to_the_survivor(sk: Any) -> None:
    """§4.2.2, §4.2.4: Middlehand passes at once; Rearhand calls to Forehand, who holds 20 and
    passes 22: Rearhand declares with 22. Nobody who passed speaks again."""
    s = sk.deal(FORE, MIDDLE, REAR, SKAT)
    sk.act(s, "pass")
    assert s.current_seat == 2
    sk.act(s, "20, yes, 22, pass")
    auction = sk.part(s, "value_auction")
    assert (auction.winner, auction.bid) == (2, 22)
    assert [seat for seat, _ in auction.dialogue] == [1, 2, 0, 2, 0]


def test_survivor_of_part_1_is_declarer_when_rearhand_passes(sk: Any) -> None:
    """§4.2.2: Middlehand 18, Forehand yes, Middlehand passes; Rearhand passes: Forehand is
    declarer with the bid 18 it held."""
    s = sk.deal(FORE, MIDDLE, REAR, SKAT)
    sk.act(s, "18, yes, pass, pass")
    auction = sk.part(s, "value_auction")
    assert (auction.winner, auction.bid) == (0, 18)


def test_forehand_after_two_silent_passes_SK3(sk: Any) -> None:
    """SK-3, example 6: Middlehand pass, Rearhand pass: Forehand may only bid 18 or pass."""
    s = sk.deal(FORE, MIDDLE, REAR, SKAT)
    sk.act(s, "pass, pass")
    assert s.current_seat == 0
    assert sk.legal(s) == ["18", "pass"]
    with pytest.raises(IllegalAction, match="nobody bid: you may bid 18 or pass"):
        s.apply(s.parse_action("20"))
    sk.act(s, "18")
    auction = sk.part(s, "value_auction")
    assert (auction.winner, auction.bid) == (0, 18)


def test_thrown_in_scores_nothing_counts_and_passes_the_deal_SK1(sk: Any) -> None:
    """§10.3, SK-1, SK-12 (no Ramsch): all three pass: nobody plays, everyone scores 0, the
    deal counts as one of the match's and the next dealer (to the left) deals."""
    s = sk.deal(FORE, MIDDLE, REAR, SKAT, deals=2)
    sk.act(s, "pass, pass, pass")
    first = sk.record(s, 0)
    assert first["thrown_in"] and first["scores"] == [0, 0, 0]
    assert first["skat"] == sk.words(SKAT)
    assert s.state.dealer == 0 and s.state.hand_no == 1
    assert s.current_seat == 2  # the new Middlehand: dealer 0, Forehand 1, Middlehand 2


def test_the_first_dealer_is_random_and_the_deal_passes_left_SK1(sk: Any) -> None:
    """SK-1: the first dealer is drawn (different seeds give different dealers); after each
    deal the dealer moves one seat to the left."""
    dealers = {sk.new(seed=seed).state.dealer for seed in range(20)}
    assert dealers == {0, 1, 2}
    s = sk.new(seed=3)
    first = s.state.dealer
    for k in range(1, 4):
        sk.act(s, "pass, pass, pass")
        assert s.state.dealer == (first + k) % 3

"""The bots play Euchre: ``basic`` orders up, goes alone and discards by a hand estimate that
counts the bowers as trumps; ``random``, ``basic`` and ``search`` play only legal actions."""

from __future__ import annotations

import pytest

from tricktaker.bots import make_bot
from tricktaker.testing import assert_bots_play

N, E, S, W = 0, 1, 2, 3


def choice(eu, s, seat=None):
    seat = s.current_seat if seat is None else seat
    return s.format_action(make_bot("basic", 0).choose(s, seat))


def test_basic_orders_up_a_strong_trump_hand_and_passes_a_weak_one_section_4(eu):
    """§4.1: seat 1 holds J♣ J♠ A♣ (both bowers of clubs): it orders up the Q♣; seat 1 with
    no club and no ace passes."""
    hands = ["QH JH 9D 10C KC", "JC JS AC 10H 9H", "KS 10S AD KD QD", "9S AH KH JD 10D"]
    s = eu.deal(hands, dealer=N, up="QC")
    assert choice(eu, s) == "trump C"
    hands = ["QH JH 9D AC KC", "9S KS QS 10H 9H", "JS 10S AD KD QD", "AS AH KH JD 10D"]
    s = eu.deal(hands, dealer=N, up="QC")
    assert choice(eu, s) == "pass"


def test_basic_goes_alone_with_both_bowers_and_more_section_5(eu):
    """§5.1: the maker with J♣ J♠ A♣ K♣ and A♥ plays alone; with J♣ A♣ and little else, with
    partner."""
    hands = ["QH JH 9D 10C 9C", "JC JS AC KC AH", "KS 10S AD KD QD", "9S 9H KH JD 10D"]
    s = eu.deal(hands, dealer=N, up="QC")
    eu.act(s, "order")
    assert choice(eu, s) == "alone"
    hands = ["QH JH 9D 10C KC", "JC 9S AC 10H 9H", "KS 10S AD KD QD", "JS AH KH JD 10D"]
    s = eu.deal(hands, dealer=N, up="QC")
    eu.act(s, "order")
    assert choice(eu, s) == "partner"


def test_basic_dealer_discards_its_least_useful_card_E3(eu):
    """§4.2, E-3: the dealer keeps its trumps (the left bower J♠ too) and its ace, and
    discards the lowest plain card."""
    hands = ["JS AC 9D 10H AH", "JC KS AS 9H QH", "KC 10S AD KD QD", "9S 10C KH JD 10D"]
    s = eu.deal(hands, dealer=N, up="QC")
    eu.act(s, "order", "partner")
    assert choice(eu, s) == "discard 9D"


def test_basic_stuck_dealer_calls_a_suit_E12(eu):
    """E-12: a stuck dealer with a weak hand still calls a suit (pass is not legal)."""
    hands = ["QH 9H 9D 10C KS", "9C JS AC 10H JH", "KC 10S AD KD QD", "9S AH KH JD 10D"]
    s = eu.deal(hands, dealer=N, up="QC", stick_the_dealer=True)
    eu.act(s, *["pass"] * 7)
    assert choice(eu, s).startswith("trump ")


@pytest.mark.parametrize("kinds", [["basic"] * 4, ["random"] * 4, ["basic", "random"] * 2])
@pytest.mark.parametrize(
    "options",
    [{}, {"allow_lone_defender": True, "stick_the_dealer": True}, {"profile": "openspiel"}],
)
def test_bots_play_legally(eu, kinds, options):
    for seed in range(3):
        assert_bots_play(eu.new(seed=seed, **options), kinds, seed, max_actions=5_000)


def test_search_bot_plays_legally(eu):
    assert_bots_play(eu.new(seed=2, single_hand=True), ["search:8", "basic"] * 2, 2)


def test_basic_beats_random(eu):
    """The basic bots (North-South) win most games against random ones."""
    wins = 0
    for seed in range(10):
        s = eu.new(seed=seed)
        assert_bots_play(s, ["basic", "random"] * 2, seed)
        wins += s.winners == [N, S]
    assert wins >= 8

"""§9 the match (HT-11, HT-12): to ``target_score`` with the lowest total winning, ties shared
or played on, and ``hands = n`` (one hand: OpenSpiel's game). Hand scores are forced with a
test-only plugin (``ScriptedScores``) where only the totals matter."""

from __future__ import annotations

from tricktaker import DealGiven
from tricktaker.testing import ScriptedScores

NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


def at_hand_10(ht, totals, scores, **options):
    s = ht.new(seed=4, plugins=[ScriptedScores(scores)], **options)
    s.state.totals = list(totals)
    s.state.hand_no = 9
    ht.finish_hand(s)
    return s


def test_match_ends_at_100_lowest_wins_example_7_HT11(ht):
    """§9.1, §9.3, §12 ex. 7, HT-11: totals 92, 61, 88, 79 before hand 10; it scores 13, 6,
    3, 4: totals 105, 67, 91, 83; A passed 100, the match ends and B wins (lowest)."""
    s = at_hand_10(ht, [92, 61, 88, 79], [13, 6, 3, 4])
    assert s.is_over
    assert s.scores == [105, 67, 91, 83]
    assert s.result()["winners"] == [EAST]


def test_tie_shared_or_played_on_example_7_HT11(ht):
    """§9.4, §12 ex. 7, HT-11: had B and D both ended on 67, they share the win (``share``);
    with ``play_on`` hand 11 (an across hand, the cycle going on) is played."""
    s = at_hand_10(ht, [92, 61, 88, 63], [13, 6, 3, 4])
    assert s.is_over and s.result()["winners"] == [EAST, WEST]
    s = at_hand_10(ht, [92, 61, 88, 63], [13, 6, 3, 4], ties="play_on")
    assert not s.is_over
    assert s.state.hand_no == 10
    assert s.observation(NORTH)["pass_direction"] == "across"


def test_exactly_100_ends_the_match_HT11(ht):
    """HT-11: a total of exactly ``target_score`` ends the match ("100 or more")."""
    s = at_hand_10(ht, [87, 61, 88, 79], [13, 6, 3, 4])
    assert s.scores[NORTH] == 100 and s.is_over


def test_below_target_goes_on(ht):
    """§9.1: totals are looked at between hands; below the target the match goes on."""
    s = at_hand_10(ht, [80, 61, 88, 79], [13, 6, 3, 4])
    assert not s.is_over


def test_moon_with_add_ends_the_match_example_8(ht):
    """§12 ex. 8: A 95, B 40, C 50, D 60; B shoots the moon: A 121, B 40, C 76, D 86; the
    match ends and B wins."""
    s = at_hand_10(ht, [95, 40, 50, 60], [26, 0, 26, 26])
    assert s.scores == [121, 40, 76, 86]
    assert s.is_over and s.result()["winners"] == [EAST]


def test_target_score_option(ht):
    """§9.1: ``target_score`` moves the end."""
    s = at_hand_10(ht, [40, 10, 20, 30], [13, 6, 3, 4], target_score=50)
    assert s.is_over and s.result()["winners"] == [EAST]


def test_fixed_number_of_hands_ignores_the_target_HT12(ht):
    """§9.2, HT-12: ``hands = n`` plays exactly n hands whatever the totals; ``hands = 1`` is
    OpenSpiel's single hand, the lowest P winning (ties shared) and returns 26 − P."""
    s = ht.new(seed=4, plugins=[ScriptedScores([130, 0, 0, 0])], hands=2)
    ht.finish_hand(s)
    assert not s.is_over  # 130 ≥ 100, but two hands are played
    ht.finish_hand(s)
    assert s.is_over and len(s.result()["hands"]) == 2
    s = ht.new(seed=4, plugins=[ScriptedScores([5, 5, 8, 8])], hands=1)
    ht.finish_hand(s)
    assert s.is_over
    assert s.result()["winners"] == [NORTH, EAST]
    assert s.result()["returns"] == [21, 21, 18, 18]


def test_first_dealer_random_and_deal_passes_left_HT1(ht):
    """§1.4, §3.1, HT-1: the first dealer is drawn at random; the deal passes to the left."""
    dealers = {ht.new(seed=seed).state.dealer for seed in range(12)}
    assert dealers == {0, 1, 2, 3}
    s = ht.new(seed=1, target_score=10_000)
    first = s.state.dealer
    ht.finish_hand(s)
    assert s.state.dealer == (first + 1) % 4


def test_stacked_pack_positions_HT14(ht):
    """§13.1 (HT-14): ``pack[i]`` goes to seat ``(dealer + 1 + i) % 4``."""
    pack = [f"{r}{s}" for s in "CDHS" for r in RANKS]
    for dealer in (3, 0):
        s = ht.new([DealGiven(dealer=dealer, pack=pack)], pass_direction="hold")
        for i, text in enumerate(pack):
            assert ht.card(text) in s.state.hands[(dealer + 1 + i) % 4]

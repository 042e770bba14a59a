"""§10 end of the game and K-11: 500 or more, checked between hands; exactly one over wins; both
over and different: the higher wins (worked example 6, §13); both over and equal: play on.

High totals are reached with a test-only plugin (``ScriptedScores``) that answers the
``score_hand`` hook for the first hands; the hands themselves are still played out.
"""

from __future__ import annotations

import pytest

from tricktaker import IllegalAction, Pass


def words(text: str) -> list[str]:
    return text.split()


# Worked example 6, second hand: A = seat 0 (non-dealer), B = seat 1 (dealer, maker in spades).
#  1 10H QH → A 13        2 AC KC → A 15          3 KD QD → A 7
#  4 10D AD → B 21        5 JS 10S → B 30         6 9S AS → B 25
#  7 10C JC → B 12        8 KH AH → A 15          9 9D JD → B 2, last trick
# A 50 card points; B 90 + 10 = 100.
EX6 = {"nd": "10H AH AC JC KD 10D 9D 10S AS", "d": "QH KH KC 10C QD AD JD JS 9S", "turned": "8S"}
EX6_PLAY = words("10H QH AC KC KD QD 10D AD JS 10S 9S AS 10C JC KH AH 9D JD")
ANY = {"nd": "JH 9H AH AS 10S AD 10D AC 10C", "d": "KH QH 8H KS QS KD QD KC QC", "turned": "7H"}


def scripted(kj, *scores, more=(), seed=1):
    """A game whose first hands score ``scores`` (a stacked first deal, dealer 0)."""
    return kj.deal(dealer=0, more=more, seed=seed, plugins=[kj.ScriptedScores(*scores)], **ANY)


def test_example6_both_over_higher_total_wins_10_2(kj):
    """§13 ex. 6: before the hand A 450, B 430. B (maker) totals 100 (90 card points + last
    trick), A 50: B scores 100 → 530, A 50 → 500. Both 500 or more: B has more and wins."""
    s = scripted(kj, [450, 430], more=[kj.given(dealer=1, **EX6)])
    kj.finish_hand(s)
    assert s.scores == [450, 430]
    assert not s.is_over
    assert s.state.dealer == 1
    kj.to_play(s, "pass", "accept")
    assert s.state.parts["trump_selection"].maker == 1
    assert s.state.trump == 0
    assert s.state.parts["sequences"].sequence_points == [0, 0]
    kj.play(s, *EX6_PLAY)
    result = s.state.hand_results[1]
    assert result["hand_points"] == [50, 100]
    assert result["scores"] == [50, 100]
    assert s.scores == [500, 530]
    assert s.is_over
    assert s.winners == [1]
    assert s.result()["winners"] == [1]
    assert s.result()["complete"] is True


@pytest.mark.parametrize(("scores", "winner"), [([500, 0], 0), ([0, 500], 1), ([610, 499], 0)])
def test_exactly_one_at_500_or_more_wins_10_1_K11(kj, scores, winner):
    """§10.1, K-11: 500 or more (500 itself counts) for exactly one player ends the game."""
    s = scripted(kj, scores)
    kj.finish_hand(s)
    assert s.is_over
    assert s.winners == [winner]
    assert s.current_seat == -1
    assert s.legal_actions() == []
    with pytest.raises(IllegalAction, match="over"):
        s.apply(Pass())


def test_below_500_the_game_goes_on_10_1(kj):
    s = scripted(kj, [499, 499], [0, 0])
    kj.finish_hand(s)
    assert s.scores == [499, 499]
    assert not s.is_over
    kj.finish_hand(s)
    assert not s.is_over


@pytest.mark.parametrize(("scores", "winner"), [([520, 510], 0), ([500, 501], 1)])
def test_both_over_higher_wins_10_2(kj, scores, winner):
    s = scripted(kj, scores)
    kj.finish_hand(s)
    assert s.is_over
    assert s.winners == [winner]


def test_both_over_and_equal_play_on_until_they_differ_10_3_K11(kj):
    """§10.3, K-11: 500 each: the game does not end; another equal hand (510 each) still not;
    the first hand that leaves the totals different ends it."""
    s = scripted(kj, [500, 500], [10, 10], [0, 3])
    kj.finish_hand(s)
    assert s.scores == [500, 500]
    assert not s.is_over
    assert s.winners == []
    kj.finish_hand(s)
    assert s.scores == [510, 510]
    assert not s.is_over
    kj.finish_hand(s)
    assert s.scores == [510, 513]
    assert s.is_over
    assert s.winners == [1]
    assert len(s.state.hand_results) == 3


def test_thrown_in_hand_does_not_end_a_tied_game_K11_K17(kj):
    """Totals 500 each, then a thrown-in hand (0 for both): still equal, play on."""
    s = scripted(kj, [500, 500])
    kj.finish_hand(s)
    kj.choose(s, "pass", "pass", "pass", "pass")
    assert s.state.hand_results[1]["thrown_in"] is True
    assert s.scores == [500, 500]
    assert not s.is_over


def test_total_is_checked_only_between_hands_10_4(kj):
    """§10.4: a hand is always played out: seat 1 needs 10 points at 490 and takes far more
    during the hand, yet the game only ends when the hand has been scored."""
    s = scripted(kj, [0, 490], more=[kj.given(dealer=0, **ANY)])
    kj.finish_hand(s)
    assert s.scores == [0, 490]
    kj.to_play(s)  # seat 1 (non-dealer) makes hearts and takes every trick
    moves = words("JH 8H 9H QH AH KH AS KS 10S QS AD KD 10D QD AC KC 10C QC")
    for k, move in enumerate(moves):
        assert not s.is_over
        assert len(s.state.hand_results) == 1
        kj.play(s, move)
        if k < len(moves) - 1:
            assert s.legal_actions()
    assert s.is_over
    assert s.scores == [20, 490 + 146]
    assert s.winners == [1]


@pytest.mark.parametrize("seed", range(4))
def test_real_games_end_at_500_with_the_higher_total_10_K11(kj, seed):
    """Whole games with the real scoring: the game ends after the first hand that leaves some
    total at 500 or more and the totals different; the winner has the higher total."""
    s = kj.new(seed=seed)
    kj.play_out(s)
    results = s.state.hand_results
    for r in results[:-1]:
        t = r["totals"]
        assert max(t) < 500 or t[0] == t[1]
    final = results[-1]["totals"]
    assert final == s.scores
    assert max(final) >= 500
    assert final[0] != final[1]
    assert s.winners == [final.index(max(final))]

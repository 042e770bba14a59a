"""§10 the end of the game: six counted deals, the higher total wins; ties play further single
deals, the deal still alternating, until the totals differ (B-17); passed-out deals never count,
in the six or in the tie-break (B-6, B-22).

Totals are forced with a test-only plugin (``ScriptedScores``) answering ``score_hand`` for the
played deals; the deals themselves are still exchanged, bid and played out.
"""

from __future__ import annotations

import pytest

from tricktaker import IllegalAction, Pass

TIE6 = [[100, 0], [0, 100], [0, 0], [40, 0], [0, 40], [0, 0]]


def scripted(bg, *scores, seed=1):
    return bg.new(seed=seed, plugins=[bg.ScriptedScores(*scores)])


def counted(s) -> list[dict]:
    return [r for r in s.state.hand_results if not r["thrown_in"]]


@pytest.mark.parametrize(("last", "winner"), [([30, 0], 0), ([0, 30], 1)])
def test_six_counted_deals_higher_total_wins_10_1(bg, last, winner):
    """§10.1: the game is six counted deals; after the sixth, the higher total wins."""
    s = scripted(bg, [10, 0], [0, 10], [0, 0], [5, 0], [0, 5], last)
    first = s.state.dealer
    for k in range(6):
        assert not s.is_over
        assert s.state.hand_no == k
        bg.finish_deal(s)
    assert s.is_over
    assert s.winners == [winner]
    assert s.scores == [15 + last[0], 15 + last[1]]
    assert [r["dealer"] for r in s.state.hand_results] == [first, 1 - first] * 3
    assert s.result()["complete"] is True
    assert s.current_seat == -1
    assert s.legal_actions() == []
    with pytest.raises(IllegalAction, match="over"):
        s.apply(Pass())


@pytest.mark.parametrize("seed", [2, 3])
def test_whole_game_with_the_game_scoring_10_1(bg, seed):
    s = bg.new(seed=seed)
    bg.play_out(s)
    assert len(counted(s)) >= 6
    totals = s.scores
    assert totals[0] != totals[1]
    assert s.winners == [totals.index(max(totals))]
    assert sum(r["scores"][0] for r in counted(s)) == totals[0]
    assert sum(r["scores"][1] for r in counted(s)) == totals[1]
    for r in counted(s):
        assert 0 in r["scores"]  # §9: only one player scores in a deal
        assert sum(r["tricks"]) == 13


@pytest.mark.parametrize(("seventh", "winner"), [([0, 30], 1), ([20, 0], 0)])
def test_tie_after_six_plays_a_seventh_deal_10_2(bg, seventh, winner):
    """§10.2: equal totals after six deals: a seventh deal, dealt by whoever is next in the
    alternation (the first dealer of the game); then the higher total wins."""
    s = scripted(bg, *TIE6, seventh)
    first = s.state.dealer
    for _ in range(6):
        bg.finish_deal(s)
    assert s.scores == [140, 140]
    assert not s.is_over
    assert s.state.dealer == first
    bg.finish_deal(s)
    assert s.is_over
    assert s.winners == [winner]
    assert len(s.state.hand_results) == 7


def test_still_tied_after_the_seventh_keeps_playing_B17(bg):
    """B-17: still equal after the seventh deal: further single deals, the deal alternating,
    until a deal ends with unequal totals."""
    s = scripted(bg, *TIE6, [10, 10], [0, 0], [25, 25], [0, 5])
    first = s.state.dealer
    for k in range(10):
        assert not s.is_over, k
        bg.finish_deal(s)
    assert s.is_over
    assert s.scores == [175, 180]
    assert s.winners == [1]
    assert [r["dealer"] for r in s.state.hand_results] == [first, 1 - first] * 5


def test_passed_out_deals_never_count_B22_B6(bg):
    """B-22, B-6: passed-out deals never count, in the six regular deals or in tie-break deals,
    and are redealt by the same dealer; the alternation of counted deals is kept."""
    s = scripted(bg, *TIE6, [0, 0], [0, 9], seed=5)
    first = s.state.dealer
    plan = "PCCPPCCCCPCPPC"  # P: pass out, C: a counted deal
    for step in plan:
        assert not s.is_over
        if step == "P":
            bg.pass_out(s)
        else:
            bg.finish_deal(s)
    assert s.is_over
    assert s.winners == [1]
    assert s.scores == [140, 149]
    results = s.state.hand_results
    assert [r["thrown_in"] for r in results] == [c == "P" for c in plan]
    assert len(counted(s)) == 8
    assert [r["dealer"] for r in counted(s)] == [first, 1 - first] * 4
    dealers = [r["dealer"] for r in results]
    for k, step in enumerate(plan):
        if step == "P":  # the same dealer deals again
            assert dealers[k + 1] == dealers[k]
    assert all(r["scores"] == [0, 0] for r in results if r["thrown_in"])

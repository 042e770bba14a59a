"""§8 the end of the game (E-11, worked example 9), §8.4 / E-14 one hand, §13.7 the returns
(worked example 10)."""

from __future__ import annotations

N, E, S, W = 0, 1, 2, 3


def set_totals(s, north_south, east_west):
    s.state.totals = [north_south, east_west, north_south, east_west]


def test_worked_example_9_end_of_the_game_E11(eu):
    """Worked example 9, §8.1, E-11: N-S 9, E-W 7; N-S's maker plays alone and takes all five
    tricks: N-S 13 and win 13-7 (points beyond the target are kept)."""
    s = eu.new([eu.scripted_deal([N] * 5, out=[S])])
    set_totals(s, 9, 7)
    eu.make_spades(s, N, alone=True)
    eu.play_scripted(s, [N] * 5, out=[S])
    assert s.is_over and eu.side_totals(s) == [13, 7]
    assert s.winners == [N, S]
    assert s.result()["returns"] == [6.0, -6.0, 6.0, -6.0]


def test_worked_example_9_euchred_play_continues_E11(eu):
    """Worked example 9, second case, §8.3: had N-S been euchred, E-W would have 9 and play
    would continue (the total is checked between hands; the deal passes on)."""
    s = eu.new([eu.scripted_deal([E, W, E, N, S], out=[])])
    set_totals(s, 9, 7)
    eu.make_spades(s, N)
    eu.play_scripted(s, [E, W, E, N, S])
    assert not s.is_over and eu.side_totals(s) == [9, 9]
    assert s.state.dealer == E and eu.phase(s) == "trump_selection"


def test_target_score_option_section_8_1(eu):
    """§8.1, §9: target_score (e.g. 5): a side with 5 or more wins; 4 is not enough."""
    s = eu.new([eu.scripted_deal([N, S, N, E, W])], target_score=5)
    set_totals(s, 3, 0)
    eu.make_spades(s, N)
    eu.play_scripted(s, [N, S, N, E, W])
    assert not s.is_over and eu.side_totals(s) == [4, 0]
    s = eu.new([eu.scripted_deal([N, S, N, S, N])], target_score=5)
    set_totals(s, 3, 0)
    eu.make_spades(s, N)
    eu.play_scripted(s, [N, S, N, S, N])
    assert s.is_over and eu.side_totals(s) == [5, 0] and s.winners == [N, S]


def test_a_whole_game_to_10_no_tie_E11(eu):
    """E-11, §8.2: a game to 10 with random play ends with exactly one side at 10 or more,
    the winners its two seats."""
    import random

    for seed in range(5):
        s = eu.new(seed=seed)
        rng = random.Random(seed)
        while not s.is_over:
            s.apply(rng.choice(s.legal_actions()))
        totals = eu.side_totals(s)
        assert max(totals) >= 10 and min(totals) < 10
        best = totals.index(max(totals))
        assert s.winners == [best, best + 2]


def test_single_hand_E14(eu):
    """E-14, §8.4: single_hand plays exactly one hand: the result is that hand's points."""
    s = eu.hand_with([N, E, E, W, E], maker=N, single_hand=True)
    assert s.is_over and eu.side_totals(s) == [0, 2]
    assert len(s.result()["hands"]) == 1
    assert s.winners == [E, W]


def test_single_hand_thrown_in_ends_0_0_E14_section_4_4_3(eu):
    """§4.4.3, E-14: with single_hand a thrown-in hand ends the session 0-0: no winner, all
    returns 0 (OpenSpiel: terminal, all returns 0)."""
    s = eu.new(single_hand=True, seed=4)
    eu.act(s, *["pass"] * 8)
    assert s.is_over and eu.side_totals(s) == [0, 0]
    assert s.winners == []
    assert s.result()["returns"] == [0.0] * 4


def test_worked_example_10_openspiel_returns_section_13_7(eu):
    """Worked example 10, §13.7: the makers N-S take 1 trick against E-W's lone defender:
    points N-S 0, E-W 4; returns N -4, E +4, S -4, W +4."""
    s = eu.hand_with(
        [N, E, E, E, E], maker=N, defender=E, allow_lone_defender=True, profile="openspiel"
    )
    assert s.is_over and eu.side_totals(s) == [0, 4]
    assert s.result()["returns"] == [-4.0, 4.0, -4.0, 4.0]

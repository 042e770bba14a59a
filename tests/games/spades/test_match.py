"""§8 the end of the game (the target strictly ahead, ties play on: S-9; the mercy rule: S-10;
``max_hands``; worked example 8) and §8.3 the returns with the win-or-loss bonus in its exact
order (S-11, worked example 9).

Totals are forced with a test-only plugin (``sp.scores_plugin``, the core's ``ScriptedScores``)
answering ``score_hand`` with each team's hand score; the hands themselves are still bid and
played out, and the plugin's end of the game (``match.py``) decides. Where the figures can be
reached by play, a scripted hand is played instead.
"""

from __future__ import annotations

import pytest

from tricktaker import Bid, IllegalAction


def scripted(sp, *team_scores, seed=1, **options):
    return sp.new(seed=seed, plugins=[sp.scores_plugin(*team_scores)], **options)


def hands(sp, s, n):
    for _ in range(n):
        assert not s.is_over
        sp.finish_hand(s)


def assert_over(s, winners):
    assert s.is_over
    assert s.winners == winners
    assert s.current_seat == -1
    assert s.legal_actions() == []
    assert s.result()["complete"] is True
    assert s.result()["winners"] == winners
    with pytest.raises(IllegalAction, match="over"):
        s.apply(Bid(1))


# -- §8.1.1 the target -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("scores", "winners"),
    [((500, 0), [0, 2]), ((0, 500), [1, 3]), ((610, 499), [0, 2]), ((501, -300), [0, 2])],
)
def test_a_team_at_500_or_more_and_ahead_wins_8_1(sp, scores, winners):
    """§8.1.1: a team whose total is at least ``win_threshold`` (500; 500 itself counts) and
    strictly higher than the other's wins; the game ends; both partners win (§1.3)."""
    s = scripted(sp, scores)
    hands(sp, s, 1)
    assert sp.team_totals(s) == list(scores)
    assert_over(s, winners)


def test_below_the_target_another_hand_is_dealt_8_1(sp):
    """§8.1.4: nobody at 500: the next dealer deals another hand."""
    s = scripted(sp, (499, 499), (0, 0))
    first = s.state.dealer
    hands(sp, s, 2)
    assert not s.is_over
    assert s.winners == []
    assert s.state.dealer == (first + 2) % 4
    assert "returns" not in s.result()  # returns only once the game is over (§8.3)


def test_worked_example_8_both_over_500_the_higher_wins_S9(sp):
    """§11 ex. 8: before the last hand N–S 470, E–W 455; N–S score 42 → 512, E–W 75 → 530:
    both reached 500, E–W are higher and win."""
    s = scripted(sp, (470, 455), (42, 75))
    hands(sp, s, 1)
    assert sp.team_totals(s) == [470, 455]
    assert not s.is_over
    hands(sp, s, 1)
    assert sp.team_totals(s) == [512, 530]
    assert s.result()["hands"][1]["scores"] == [42, 75, 42, 75]
    assert_over(s, [1, 3])


def test_worked_example_8_equal_at_505_play_on_S9(sp):
    """§11 ex. 8, §8.1.5, S-9: with 505-505 nobody has won: another hand is dealt; still
    equal (515-515) another; the first hand that leaves them unequal ends the game."""
    s = scripted(sp, (505, 505), (10, 10), (0, 3))
    hands(sp, s, 1)
    assert sp.team_totals(s) == [505, 505]
    assert not s.is_over and s.winners == []
    hands(sp, s, 1)
    assert sp.team_totals(s) == [515, 515]
    assert not s.is_over
    hands(sp, s, 1)
    assert sp.team_totals(s) == [515, 518]
    assert_over(s, [1, 3])
    assert len(s.result()["hands"]) == 3


def test_the_target_is_tested_after_the_bag_penalty_S9(sp):
    """S-15, §8.1: the tests run after the hand's bag penalty: North–South at 480 with 9 bags
    bid 1 + 1 and take 4: 20 + 2 = 22 would reach 502, but bags 11 cost 100: 402, no win."""
    counts = [2, 5, 2, 4]
    s = sp.new([sp.scripted_deal(counts)])
    sp.set_match(s, [480, 0], [9, 0])
    sp.bid_by_seat(s, [1, 3, 1, 3])
    sp.play_scripted(s, counts)
    team = sp.team(s, 0)
    assert (team["bags"], team["penalties"], team["score"]) == (2, 1, -78)
    assert sp.team_totals(s) == [402, 63]
    assert not s.is_over
    assert s.winners == []


def test_a_win_is_declared_after_the_hand_by_play_8_1(sp):
    """§8.1: North–South at 450 bid 3 + 3 and make it: 60 + 1 → 511, ahead: they win at the
    end of that hand, with the real scoring."""
    counts = [4, 3, 3, 3]
    s = sp.new([sp.scripted_deal(counts)])
    sp.set_match(s, [450, 440], [0, 0])
    sp.bid_by_seat(s, [3, 3, 3, 3])
    _, tricks = sp.scripted(counts)
    for trick in tricks[:12]:
        sp.play(s, *trick)
        assert not s.is_over
    sp.play(s, *tricks[12])
    assert sp.team_totals(s) == [511, 500]  # both at 500 or more: the higher wins
    assert_over(s, [0, 2])


# -- §8.1.2 the mercy rule -------------------------------------------------------------------------


def test_worked_example_8_mercy_rule_S10(sp):
    """§11 ex. 8, S-10: with the mercy rule on (threshold −200), totals N–S 40, E–W −210: E–W
    lose: N–S win."""
    s = scripted(sp, (40, -210), use_mercy_rule=True, mercy_threshold=-200)
    hands(sp, s, 1)
    assert sp.team_totals(s) == [40, -210]
    assert_over(s, [0, 2])


def test_mercy_rule_off_by_default_S10(sp):
    """S-10: the mercy rule is off by default: −1000 ends nothing."""
    s = scripted(sp, (40, -1000))
    assert s.options["use_mercy_rule"] is False
    hands(sp, s, 1)
    assert not s.is_over


@pytest.mark.parametrize(
    ("scores", "over", "winners"),
    [
        ((-350, 0), True, [1, 3]),  # at the threshold counts ("at most")
        ((-349, -500), True, [0, 2]),  # E–W at most −350 and lower
        ((-351, -351), False, []),  # equal totals do not trigger it (§8.1.5)
        ((-400, -360), True, [1, 3]),  # both below: the lower loses
        ((-349, 0), False, []),
    ],
)
def test_mercy_rule_at_most_the_threshold_and_strictly_lower_S10(sp, scores, over, winners):
    """§8.1.2, S-10: a team at most ``mercy_threshold`` (−350) and strictly lower than the
    other loses; equal totals at or below the threshold play on."""
    s = scripted(sp, scores, use_mercy_rule=True)
    hands(sp, s, 1)
    assert s.is_over is over
    assert s.winners == winners


def test_a_win_and_a_mercy_loss_together_name_the_same_winner_S10(sp):
    """§8.1: a win for one team and a mercy loss for the other may happen together; they name
    the same winner."""
    s = scripted(sp, (520, -400), use_mercy_rule=True)
    hands(sp, s, 1)
    assert_over(s, [0, 2])
    assert s.result()["returns"] == [720, -600, 720, -600]


# -- §8.1.3 the hand limit -------------------------------------------------------------------------


def test_max_hands_ends_the_game_with_no_winner_8_2(sp):
    """§8.1.3, §8.2.2: the game ends after hand ``max_hands`` even if nobody has won; no win
    is declared (the teams rank by total); the returns are the totals."""
    s = scripted(sp, (100, 50), (10, 10), max_hands=2)
    hands(sp, s, 1)
    assert not s.is_over
    hands(sp, s, 1)
    assert_over(s, [])
    assert sp.team_totals(s) == [110, 60]
    assert s.result()["returns"] == [110, 60, 110, 60]
    assert len(s.result()["hands"]) == 2


def test_max_hands_cut_off_while_tied_is_a_shared_result_S9(sp):
    """S-9, §8.2.2: a game cut off by ``max_hands`` with equal totals (even above 500) has no
    winner; the teams share first place."""
    s = scripted(sp, (505, 505), max_hands=1)
    hands(sp, s, 1)
    assert_over(s, [])
    assert sp.team_totals(s) == [505, 505]


def test_max_hands_a_win_in_the_last_hand_stands_8_2(sp):
    """§8.2.1: a team that meets the target in the last hand allowed still wins."""
    s = scripted(sp, (0, 0), (600, 20), max_hands=2)
    hands(sp, s, 2)
    assert_over(s, [0, 2])


def test_max_hands_0_is_no_limit_8_1(sp):
    s = scripted(sp, *[(1, 1)] * 5)
    assert s.options["max_hands"] == 0
    hands(sp, s, 5)
    assert not s.is_over


# -- §8.3 returns ----------------------------------------------------------------------------------


def test_worked_example_9_default_parameters_S11(sp):
    """§11 ex. 9: hand scores N–S 141, E–W 80 (example 1), OpenSpiel's default parameters:
    returns [141, 80, 141, 80]: nobody reaches 500 or −350."""
    s = sp.hand_with([5, 4, 0, 4], [4, 3, 0, 5], profile="openspiel")
    assert s.is_over
    assert s.result()["returns"] == [141, 80, 141, 80]
    assert s.winners == []


def test_worked_example_9_win_bonus_S11(sp):
    """§11 ex. 9: with ``win_threshold`` 100 and ``win_or_loss_bonus`` 50: N–S 141 ≥ 100 and
    higher → 191: returns [191, 80, 191, 80]; the bonus never enters the totals."""
    s = sp.hand_with(
        [5, 4, 0, 4], [4, 3, 0, 5], profile="openspiel", win_threshold=100, win_or_loss_bonus=50
    )
    assert s.result()["returns"] == [191, 80, 191, 80]
    assert sp.team_totals(s) == [141, 80]
    assert s.result()["scores"] == [141, 80, 141, 80]
    assert s.winners == [0, 2]


def test_worked_example_9_mercy_bonus_S11(sp):
    """§11 ex. 9: adding ``mercy_threshold`` −100, hand scores −138 and 60: N–S −138 ≤ −100 and
    lower → returns [−188, 60, −188, 60]; E–W win (§8.2.1)."""
    s = scripted(
        sp,
        (-138, 60),
        profile="openspiel",
        win_threshold=100,
        win_or_loss_bonus=50,
        mercy_threshold=-100,
    )
    hands(sp, s, 1)
    assert_over(s, [1, 3])
    assert s.result()["returns"] == [-188, 60, -188, 60]
    assert sp.team_totals(s) == [-138, 60]


def test_worked_example_9_negative_bonus_order_S11(sp):
    """§11 ex. 9, S-11: ``win_threshold`` 40, ``mercy_threshold`` −40, ``win_or_loss_bonus``
    −300, hand scores −220 and −130 (by play: N 12, E 1, S nil, W 12; tricks S 1, W 12 under
    the OpenSpiel profile). Team 0 is mercied: R0 = −220 − (−300) = 80; team 1 then has −130
    ≤ −40 and −130 < 80 (the adjusted R0): R1 = −130 + 300 = 170. Returns [80, 170, 80, 170];
    the winner by §8.2 is team 1."""
    s = sp.hand_with(
        [0, 0, 1, 12],
        [12, 1, 0, 12],
        profile="openspiel",
        win_threshold=40,
        mercy_threshold=-40,
        win_or_loss_bonus=-300,
    )
    assert sp.team(s, 0)["score"] == -220
    assert sp.team(s, 1)["score"] == -130
    assert sp.breakdown(s) == [
        ("bid 12 set", [-120, 0, -120, 0]),
        ("nil failed", [-100, 0, -100, 0]),
        ("bid 13 set", [0, -130, 0, -130]),
    ]
    assert_over(s, [1, 3])
    assert s.result()["returns"] == [80, 170, 80, 170]
    assert sp.team_totals(s) == [-220, -130]


def test_negative_bonus_team_1_compared_with_adjusted_team_0_S11(sp):
    """S-11: both teams at the target, bonus −100: team 0 (600 > 550) gets 500; team 1 is then
    compared with 500: 550 ≥ 500 and 550 > 500, so it too gets the bonus: 450. The winner is
    still team 0, decided on the totals."""
    s = scripted(sp, (600, 550), win_or_loss_bonus=-100)
    hands(sp, s, 1)
    assert_over(s, [0, 2])
    assert s.result()["returns"] == [500, 450, 500, 450]


@pytest.mark.parametrize("bonus", [0, 200, 1000, -50])
def test_the_bonus_changes_only_the_returns_S11(sp, bonus):
    """§9.2, S-11: ``win_or_loss_bonus`` never changes the totals or the winner: standard game,
    N–S reach 520: returns 520 + bonus for them, E–W's total for E–W."""
    s = scripted(sp, (520, 100), win_or_loss_bonus=bonus)
    hands(sp, s, 1)
    assert_over(s, [0, 2])
    assert sp.team_totals(s) == [520, 100]
    assert s.result()["returns"] == [520 + bonus, 100, 520 + bonus, 100]


def test_mercy_loser_loses_the_bonus_in_a_standard_game_S11(sp):
    s = scripted(sp, (40, -210), use_mercy_rule=True, mercy_threshold=-200)
    hands(sp, s, 1)
    assert s.result()["returns"] == [40, -410, 40, -410]

"""The end of the game (five-hundred.md §8, §9; F-16, F-17; worked example 12), issue 47."""

from __future__ import annotations

from typing import Any

import pytest

from tricktaker import TrickTakerError

N, E, S, W = 0, 1, 2, 3


def test_worked_example_12a_a_made_contract_wins_F16(fh: Any) -> None:
    """Worked example 12 (a), F-16: N-S 420, E-W 310; N-S make 7♠ with 8 tricks: 560-330, N-S
    win."""
    s = fh.scored("7S", 8, N, start_scores=[420, 310])
    assert fh.side_totals(s) == [560, 330]
    assert s.is_over and set(s.result()["winners"]) == {N, S}


def test_worked_example_12b_trick_points_never_win_F16(fh: Any) -> None:
    """Worked example 12 (b), F-16: N-S 470, E-W 380. E-W bid 8♦ and take 7: E-W 100, N-S 500
    on trick points: no win (must_bid_out); E-W make 7♣ with 7: 260 and 530: still none; N-S
    make 6♠ with 6: 570 and win, E-W 300. Totals are kept in full (530)."""
    hands = [("8D", 7, E), ("7C", 7, W), ("6S", 6, N)]
    s = fh.scored_hands(hands[:1], first_dealer=N, start_scores=[470, 380])
    assert fh.side_totals(s) == [500, 100] and not s.is_over
    s = fh.scored_hands(hands[:2], first_dealer=N, start_scores=[470, 380])
    assert fh.side_totals(s) == [530, 260] and not s.is_over
    s = fh.scored_hands(hands, first_dealer=N, start_scores=[470, 380])
    assert fh.side_totals(s) == [570, 300]
    assert s.is_over and set(s.result()["winners"]) == {N, S}


def test_worked_example_12b_without_must_bid_out_F16(fh: Any) -> None:
    """Worked example 12 (b), F-16: with must_bid_out = false N-S win after the first hand,
    500-100 (check 3: any side at T or more)."""
    s = fh.scored_hands([("8D", 7, E)], first_dealer=N, start_scores=[470, 380],
                        must_bid_out=False)  # fmt: skip
    assert fh.side_totals(s) == [500, 100]
    assert s.is_over and set(s.result()["winners"]) == {N, S}


@pytest.mark.parametrize("must_bid_out", [True, False])
def test_worked_example_12c_out_the_front_door_F16(fh: Any, must_bid_out: bool) -> None:
    """Worked example 12 (c), F-16: N-S 480, E-W 460; E-W make 7♥ with 7: E-W 660, N-S 510;
    E-W win under either setting (the contracting side first)."""
    s = fh.scored("7H", 7, E, start_scores=[480, 460], must_bid_out=must_bid_out)
    assert fh.side_totals(s) == [510, 660]
    assert s.is_over and set(s.result()["winners"]) == {E, W}


def test_worked_example_12d_minus_500_loses_F17(fh: Any) -> None:
    """Worked example 12 (d), F-17: E-W at -350 bid 8♠ and take 6: E-W -590, N-S +40; E-W
    lose and N-S win although N-S did not bid; totals are not capped."""
    s = fh.scored("8S", 6, W, start_scores=[0, -350])
    assert fh.side_totals(s) == [40, -590]
    assert s.is_over and set(s.result()["winners"]) == {N, S}


def test_worked_example_12e_a_made_misere_wins_F16(fh: Any) -> None:
    """Worked example 12 (e), F-16: N-S at 300 make misère: 550, N-S win."""
    s = fh.scored("MIS", 0, S, start_scores=[300, 0])
    assert fh.side_totals(s) == [550, 0]
    assert s.is_over and set(s.result()["winners"]) == {N, S}


def test_the_floor_follows_the_target_F17(fh: Any) -> None:
    """§8.2, §9, F-17: with target_score 200 a side at -200 or less loses; the checks run
    after the hand (a defeated side at exactly -T loses)."""
    s = fh.scored("8S", 6, W, start_scores=[0, 40], target_score=200)
    assert fh.side_totals(s) == [40, -200]
    assert s.is_over and set(s.result()["winners"]) == {N, S}
    s = fh.scored("7S", 6, W, start_scores=[0, 0], target_score=200)
    assert fh.side_totals(s) == [40, -140] and not s.is_over


def test_the_target_option_wins_at_its_value_F16(fh: Any) -> None:
    """§8.1, §9: target_score T: the contracting side that makes its contract with T or more
    wins; below T play goes on."""
    s = fh.scored("7NT", 7, N, target_score=220)
    assert fh.side_totals(s) == [220, 30] and s.is_over
    s = fh.scored("7H", 7, N, target_score=220)
    assert fh.side_totals(s) == [200, 30] and not s.is_over


def test_start_scores_and_their_errors_F17(fh: Any) -> None:
    """§9.2, F-17: start_scores are the totals before the first hand; a value of -T or less is
    refused when the game is created, and with must_bid_out = false a value of T or more (with
    must_bid_out = true it is allowed: a side past T on trick points)."""
    s = fh.new(start_scores=[120, -60])
    assert fh.side_totals(s) == [120, -60]
    with pytest.raises(TrickTakerError):
        fh.new(start_scores=[-500, 0])
    with pytest.raises(TrickTakerError):
        fh.new(start_scores=[0, -100], target_score=100)
    with pytest.raises(TrickTakerError):
        fh.new(start_scores=[500, 0], must_bid_out=False)
    s = fh.new(start_scores=[530, 0])
    assert fh.side_totals(s) == [530, 0] and not s.is_over
    with pytest.raises(TrickTakerError):
        fh.new(target_score=0)


def test_a_side_past_the_target_at_the_start_wins_only_by_a_contract_F16(fh: Any) -> None:
    """§8, F-16: a side that starts at 530 (passed T on trick points) does not win when the
    others make a contract below T; it wins after it makes one."""
    s = fh.scored("7S", 7, E, start_scores=[530, 0])
    assert fh.side_totals(s) == [560, 140] and not s.is_over
    s = fh.scored("6S", 6, N, start_scores=[530, 0])
    assert s.is_over and set(s.result()["winners"]) == {N, S}


def test_the_winning_side_is_named_with_its_own_total_F16(fh: Any) -> None:
    """§8, F-16, issue 47: N-S 530 on trick points (no win), E-W 440 make 6♣ with 6 tricks:
    E-W win with 500 though N-S hold 570. The console names the winning side and its own
    total, never the highest total of the table ("East, West share the win with 570")."""
    from tricktaker.cli.view import winners_words

    s = fh.scored("6C", 6, E, start_scores=[530, 440])
    assert fh.side_totals(s) == [570, 500] and s.is_over
    assert set(s.result()["winners"]) == {E, W}
    name = ["North", "East", "South", "West"].__getitem__
    assert winners_words(s, name, None) == ["East–West win with 500 points."]
    assert winners_words(s, name, E) == ["Your side, East–West, wins with 500 points."]

"""The OpenSpiel profile (skat.md §11, §15.6): one deal by seat 2, the game choice, the skat
always taken, OpenSpiel's returns. Checked here without OpenSpiel; test_openspiel.py compares
with OpenSpiel itself."""

from __future__ import annotations

from typing import Any

import pytest

# Worked example 8's deal: seat 0's hand and the skat as recorded; the other hands are
# completed so that the first two tricks go as the example says.
SEAT0 = "7H 8H AH 8S QS KS 10S 8C KC AC"
SEAT1 = "9D KD JD JH QC 10C 7C AS 9S 7S"
SEAT2 = "8D QD 10D AD JS JC KH QH 10H 9H"
SKAT = "7D 9C"


def openspiel(sk: Any) -> Any:
    return sk.deal(SEAT0, SEAT1, SEAT2, SKAT, profile="openspiel")


def test_game_choice_first_seat_to_name_a_game_SK17(sk: Any) -> None:
    """SK-17, §11.2: seat 0, 1, 2 in turn choose pass or one of six games, all always legal;
    the first to name one is declarer; the later seats never speak."""
    s = openspiel(sk)
    assert s.state.dealer == 2 and s.current_seat == 0
    choices = ["pass", "diamonds", "hearts", "spades", "clubs", "grand", "null"]
    assert sk.legal(s) == choices
    sk.act(s, "pass")
    assert s.current_seat == 1 and sk.legal(s) == choices
    sk.act(s, "grand")
    assert s.phase.name == "skat" and s.current_seat == 1
    assert sk.part(s, "value_auction").dialogue == [(0, "pass"), (1, "grand")]


def test_three_passes_end_the_game_SK23(sk: Any) -> None:
    """SK-23: three passes end the game at once, no trick played, returns 0."""
    s = openspiel(sk)
    sk.act(s, "pass, pass, pass")
    assert s.is_over and s.result()["returns"] == [0.0, 0.0, 0.0]


def test_worked_example_8_recorded_deal(sk: Any) -> None:
    """Example 8, SK-23: seat 0 chooses diamonds, takes the skat (the put-away set is the
    whole 12-card hand), puts away AC then KC (15). Trick 1: 7D led, seat 1 may play 9D KD JD
    JH, seat 2 8D QD 10D AD JS JC; 10D wins over KD. Trick 2: JC, 9C, JD: JC wins. Returns
    (P − 60) / 120 and (D − 60) / 240 (§11.6)."""
    s = openspiel(sk)
    sk.act(s, "diamonds")
    assert sorted(sk.legal(s)) == sorted(f"discard {c}" for c in sk.words(SEAT0 + " " + SKAT))
    sk.act(s, "AC, KC")
    assert s.phase.name == "play" and s.current_seat == 0
    sk.play(s, "7D")
    assert sk.legal_cards(s) == {"9D", "KD", "JD", "JH"}
    sk.play(s, "KD")
    assert sk.legal_cards(s) == {"8D", "QD", "10D", "AD", "JS", "JC"}
    sk.play(s, "10D")
    assert s.state.last_trick[2] == 2 and s.current_seat == 2
    sk.play(s, "JC 9C JD")
    assert s.state.last_trick[2] == 2
    sk.finish(s)
    p = sum(sk.DECK.points(c, -1) for c in s.state.taken[0]) + 15
    returns = s.result()["returns"]
    assert returns[0] == pytest.approx((p - 60) / 120)
    assert returns[1] == returns[2] == pytest.approx((60 - p) / 240)
    assert sum(returns[1:]) == pytest.approx(-returns[0])
    points = sk.record(s, 0)["card_points"]  # §1.4: D is the two defenders' points together
    assert points[0] == p and sum(points) == 120
    assert returns[1] == pytest.approx((points[1] + points[2] - 60) / 240)


def test_worked_example_8_under_isko(sk: Any) -> None:
    """Example 8 under `isko`: the declarer's 12 cards hold no jack and one diamond (7D):
    diamonds "without 10"; with 28 points schneider: ×12 = 108, lost −216."""
    from tricktaker_skat.values import BY_TEXT, outcome

    result = outcome(BY_TEXT["diamonds"], 18, list(sk.cards(SEAT0 + " " + SKAT)), 28, 3, 7)
    assert (result.matadors, result.multiplier, result.value, result.score) == (10, 12, 108, -216)


def test_worked_example_9_null_ends_after_the_declarers_trick(sk: Any) -> None:
    """Example 9: seat 0 declares null and wins the first trick: the game ends after one
    trick; returns −0.25, +0.125, +0.125 (§11.6)."""
    s = openspiel(sk)
    sk.act(s, "null, 7D, 9C")
    sk.play(s, "AH")
    assert sk.legal_cards(s) == {"JH"}  # in null JH is a heart
    sk.play(s, "JH 9H")
    assert s.is_over
    assert s.result()["returns"] == [-0.25, 0.125, 0.125]


def test_the_openspiel_profile_is_one_deal_without_hand_games(sk: Any) -> None:
    """§11.3, §11.7: no skat-or-hand decision, no declaration after the put-away; one deal."""
    s = openspiel(sk)
    sk.act(s, "pass, clubs")
    assert s.current_seat == 1 and len(s.state.hands[1]) == 12
    sk.act(s, "7C, 9S")
    assert s.phase.name == "play"
    sk.finish(s)
    assert s.is_over and len(s.result()["hands"]) == 1


def test_deals_and_scoring_do_not_apply_to_the_openspiel_profile(sk: Any) -> None:
    """§0: with ``profile = openspiel`` one deal is played whatever ``deals`` and ``scoring``
    say; its result is OpenSpiel's returns."""
    s = sk.deal(SEAT0, SEAT1, SEAT2, SKAT, profile="openspiel", deals=5, scoring="tournament")
    sk.act(s, "pass, pass, pass")
    assert s.is_over and len(s.result()["hands"]) == 1

"""§3, §9 the end of the game and D-1: the target score (option ``target_score``, default 100,
any value) is checked between deals only; the first player to reach it wins (worked example 6);
the options combine (D-15)."""

from __future__ import annotations

import pytest

from tricktaker import IllegalAction, Play, RulesError

# Worked example 6, second deal: A (seat 0, the non-dealer: seat 1 deals) declares 1NT and
# takes exactly 7 tricks.
EX6_DECL = "AS KS QS JS 10S 9S 8S 2H 3H 4H 5H 6H 7H"
EX6_DEF = "7S 6S 5S 4S 3S 2S AH KH QH JH 10H 9H 8H"
EX6_PLAY = [
    ("AH 2H", 1),
    ("7S AS", 0),
    ("KS 6S", 0),
    ("QS 5S", 0),
    ("JS 4S", 0),
    ("10S 3S", 0),
    ("9S 2S", 0),
    ("8S 8H", 0),  # A's 7th trick: A is at 80 + 40 "in the air", still not over
    ("3H 9H", 1),
    ("KH 4H", 1),
    ("QH 5H", 1),
    ("JH 6H", 1),
    ("10H 7H", 1),
]


def first_deal_80(db, **options):
    """A (seat 0, dealer) declares 4♣ and takes exactly 10 tricks: 4 over six × 20 = 80;
    then the worked-example-6 deal (seat 1 deals)."""
    decl, dfn = db.forced(10, "C", "D")
    one = db.arranged(dfn, decl, dealer=0)
    two = db.arranged(EX6_DECL, EX6_DEF, dealer=1)
    s = db.new([one.given, two.given], **options)
    db.draw_out(s, one)
    db.call(s, "4C", "pass")
    db.play_out_hand(s)
    return s, two


def test_target_default_100_any_value_D1(db):
    """D-1, §3: ``target_score`` is always set, default 100; any (positive) value may be
    agreed."""
    assert db.new().options["target_score"] == 100
    for value in (1, 37, 100, 250, 5000):
        assert db.new(target_score=value).options["target_score"] == value
    with pytest.raises(RulesError):
        db.new(target_score="a lot")


def test_worked_example_6_end_of_game_D1_9(db):
    """Worked example 6 (§12.6), target 100: A has 80; A declares 1NT and takes exactly 7
    tricks: +40 → 120 ≥ 100, so A wins at the end of this deal (not when the 7th trick is
    taken: §9.2, the game is checked between deals only)."""
    s, two = first_deal_80(db)
    assert s.scores == [80, 0]
    assert not s.is_over  # 80 < 100
    assert s.state.dealer == 1
    db.draw_out(s, two)
    db.call(s, "pass", "1NT", "pass")
    assert s.state.contract.declarer == 0
    for i, (cards, winner) in enumerate(EX6_PLAY):
        db.play(s, cards)
        if i < 12:
            assert s.state.last_trick[2] == winner
            assert not s.is_over
            assert s.scores == [80, 0]  # nothing is scored during a deal
    assert s.state.hand_results[1]["tricks"] == [7, 6]
    assert s.state.hand_results[1]["scores"] == [40, 0]
    assert s.scores == [120, 0]
    assert s.is_over
    assert s.winners == [0]
    assert s.current_seat == -1
    assert s.result()["complete"] is True and s.result()["winners"] == [0]
    with pytest.raises(IllegalAction):
        s.apply(Play(0))


def test_target_reached_exactly_wins_9_1(db):
    """§9.1: a total equal to the target wins (80 with ``target_score=80``)."""
    s, _ = first_deal_80(db, target_score=80)
    assert s.scores == [80, 0]
    assert s.is_over and s.winners == [0]


def test_below_target_game_goes_on_9_1(db):
    """§9.1: below the target the game goes on with the next deal (the other player deals)."""
    s, _ = first_deal_80(db, target_score=81)
    assert not s.is_over
    assert db.phase(s) == "draw_tricks" and s.state.dealer == 1


def test_any_target_value_D1(db):
    """D-1: any target: with 1 the first made contract ends the game; with 1000 a 150 deal
    does not."""
    s, _ = first_deal_80(db, target_score=1)
    assert s.is_over and s.winners == [0]
    s, _ = first_deal_80(db, target_score=1000)
    assert not s.is_over and s.scores == [80, 0]


def test_thrown_in_and_failed_deals_never_end_the_game_D7_D8(db):
    """D-7, D-8, §9: thrown-in deals and failed contracts score nothing; the game goes on, each
    thrown-in deal counted, the deal alternating."""
    s = db.new(seed=11, target_score=1)
    dealers = []
    for _ in range(3):
        dealers.append(s.state.dealer)
        db.finish_drawing(s)
        db.call(s, "pass", "pass")
    assert not s.is_over and s.scores == [0, 0]
    assert s.state.hand_no == 3
    assert dealers == [dealers[0], 1 - dealers[0], dealers[0]]
    decl, dfn = db.forced(6, "S", "H")  # 1♠ one down
    arr = db.arranged(dfn, decl, dealer=0)
    s = db.new([arr.given], target_score=1)
    db.draw_out(s, arr)
    db.call(s, "1S", "pass")
    db.play_out_hand(s)
    assert s.state.hand_results[0]["tricks"] == [6, 7]
    assert s.scores == [0, 0] and not s.is_over


def test_penalty_points_count_toward_the_target_D15(db):
    """D-15: penalty points count toward the target like any other points: the defender's 50
    for 5♣ one down wins a game to 50."""
    decl, dfn = db.forced(10, "C", "H")
    arr = db.arranged(dfn, decl, dealer=0)
    s = db.new([arr.given], penalties=True, target_score=50)
    db.draw_out(s, arr)
    db.call(s, "5C", "pass")
    db.play_out_hand(s)
    assert s.scores == [0, 50]
    assert s.is_over and s.winners == [1]


def test_all_options_combined_D15(db):
    """D-15: ``open_top_card``, ``follow_suit_phase1``, ``penalties`` and ``target_score`` are
    independent and combine: the drawing tricks follow suit (the dealer, void, discards), the top
    card is face up and taken by the winner, a failed doubled contract pays the defender 100,
    reaching the target of 100."""
    spades = "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S"
    hearts = "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H"
    decl, dfn = db.forced(9, "D", "C")  # a diamond contract takes exactly 9
    arr = db.arranged(decl, dfn, dealer=0, first_nd=spades, first_d=hearts)
    options = {"open_top_card": True, "follow_suit_phase1": True, "penalties": True}
    s = db.new([arr.given], target_score=100, **options)
    assert s.options == {"players": 2, "target_score": 100, **options}
    stock = list(arr.given.pack[26:])
    assert db.DECK.format(s.observation(0)["top_card"]) == stock[0]
    db.play(s, "AS")
    assert db.legal_cards(s) == set(hearts.split())  # void: any card
    db.play(s, "AH")
    assert db.names(s.state.parts["trick_draws"].drawn[1]) == [
        stock[0]
    ]  # the winner took the face-up card
    assert db.DECK.format(s.observation(0)["top_card"]) == stock[2]
    db.play(s, "KS")
    assert db.legal_cards(s) == db.hand_of(s, 0)  # still void in spades: any card
    db.play(s, "KH")
    db.play(s, *arr.script[4:])
    assert db.phase(s) == "auction"
    assert len(s.observation(1)["face_up"]) == 13
    db.call(s, "pass", "4D", "double", "pass")  # 4♦ needs 10: one down, doubled
    db.play_out_hand(s)
    assert s.state.hand_results[0]["tricks"] == [4, 9]
    assert s.state.hand_results[0]["scores"] == [100, 0]
    assert s.is_over and s.winners == [0]
    # the same options, a dealer holding the suit led: following is compulsory
    nd = "AS KH 4H 9S 5S QD 8D 3D KC 7C 6C 2C 10H"
    d = "KS QS 3S AH 9H 2H AD JD 4D AC QC JC 3C"
    s = db.deal(nd, d, "7D 8H", dealer=0, target_score=100, **options)
    assert s.observation(0)["top_card"] == db.card("7D")
    db.play(s, "AS")
    assert db.legal_cards(s) == {"KS", "QS", "3S"}

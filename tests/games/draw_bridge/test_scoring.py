"""§8 scoring a deal: every trick over six (overtricks included) at 20 (♣ ♦), 30 (♥ ♠), NT 40 for
the first and 30 for each further; ×2 doubled, ×4 redoubled (D-9); no bonuses (D-10); a failed
contract scores nothing (D-8), or with ``penalties=true`` the defender's undertricks of §10
(D-15: a made contract unchanged). Worked examples 2–5 (§12).

Rows are checked through ``score_contract`` on a session whose contract and tricks are set, and
through whole deals played card by card."""

from __future__ import annotations

import itertools

import pytest

from tricktaker.mechanics.scoring import score_contract

DOUBLING = {0: "undoubled", 1: "doubled", 2: "redoubled"}


def expected(level: int, denom: str, doubled: int, tricks: int, penalties: bool) -> list[int]:
    """§8 and §10, computed independently: [declarer, defender]."""
    if tricks >= 6 + level:
        over = tricks - 6
        per = {"C": (20, 20), "D": (20, 20), "H": (30, 30), "S": (30, 30), "NT": (40, 30)}
        first, further = per[denom]
        return [(first + further * (over - 1)) * (1, 2, 4)[doubled], 0]
    if not penalties:
        return [0, 0]
    under = 6 + level - tricks
    if doubled == 0:
        points = 50 * under
    else:
        points = sum(100 if i == 1 else 200 if i <= 3 else 300 for i in range(1, under + 1))
        points *= doubled  # redoubled: twice the doubled amounts
    return [0, points]


# -- each row of §8.1, undoubled / doubled / redoubled ------------------------------------------


@pytest.mark.parametrize(
    ("contract", "tricks", "points"),
    [
        # ♣ / ♦: 20 per trick over six
        ("1C", 7, (20, 40, 80)),
        ("1D", 7, (20, 40, 80)),
        ("2C", 8, (40, 80, 160)),
        ("3D", 9, (60, 120, 240)),
        ("5C", 11, (100, 200, 400)),
        ("7D", 13, (140, 280, 560)),
        # ♥ / ♠: 30 per trick over six
        ("1H", 7, (30, 60, 120)),
        ("1S", 7, (30, 60, 120)),
        ("2S", 8, (60, 120, 240)),
        ("4H", 10, (120, 240, 480)),
        ("6S", 12, (180, 360, 720)),
        ("7H", 13, (210, 420, 840)),
        # NT: 40 for the first trick over six, 30 for each further
        ("1NT", 7, (40, 80, 160)),
        ("2NT", 8, (70, 140, 280)),
        ("3NT", 9, (100, 200, 400)),
        ("6NT", 12, (190, 380, 760)),
        ("7NT", 13, (220, 440, 880)),
    ],
)
@pytest.mark.parametrize("doubled", [0, 1, 2], ids=DOUBLING.get)
def test_each_row_made_exactly_8_1(db, contract, tricks, points, doubled):
    """§8.1 table, each denomination row, made exactly, undoubled / ×2 doubled / ×4
    redoubled."""
    assert db.score(contract, doubled, tricks) == [points[doubled], 0]
    assert db.score(contract, doubled, tricks, declarer=1) == [0, points[doubled]]


@pytest.mark.parametrize(
    ("contract", "tricks", "points"),
    [
        ("1C", 10, (80, 160, 320)),  # 4 over six, 3 of them overtricks
        ("1D", 13, (140, 280, 560)),
        ("2H", 11, (150, 300, 600)),
        ("1S", 13, (210, 420, 840)),
        ("1NT", 9, (100, 200, 400)),
        ("1NT", 13, (220, 440, 880)),
        ("4NT", 12, (190, 380, 760)),
    ],
)
@pytest.mark.parametrize("doubled", [0, 1, 2], ids=DOUBLING.get)
def test_overtricks_same_rate_multiplied_D9(db, contract, tricks, points, doubled):
    """D-9: overtricks count at the same rate as the other tricks over six, and the ×2 / ×4
    applies to the whole total, overtricks included."""
    assert db.score(contract, doubled, tricks) == [points[doubled], 0]


def test_worked_example_2_4s_eleven_tricks_8_1(db):
    """Worked example 2: 4♠ made with 11 tricks: 5 tricks over six × 30 = 150."""
    assert db.score("4S", 0, 11) == [150, 0]


def test_worked_example_3_3nt_doubled_and_7nt_8_1(db):
    """Worked example 3: 3NT doubled, exactly 9 tricks: (40 + 30 + 30) × 2 = 200; 7NT
    undoubled, 13 tricks: 40 + 6 × 30 = 220."""
    assert db.score("3NT", 1, 9) == [200, 0]
    assert db.score("7NT", 0, 13) == [220, 0]


def test_worked_example_4_2d_redoubled_nine_tricks_D9(db):
    """Worked example 4: 2♦ redoubled, 9 tricks: 3 over six × 20 = 60, × 4 = 240."""
    assert db.score("2D", 2, 9) == [240, 0]


def test_worked_example_5_5c_one_short_D8(db):
    """Worked example 5: 5♣ with 10 tricks (one short): nobody scores; with the penalty
    variant the defender scores 50 (undoubled, 1 under)."""
    assert db.score("5C", 0, 10) == [0, 0]
    assert db.score("5C", 0, 10, penalties=True) == [0, 50]
    assert db.score("5C", 0, 10, declarer=1, penalties=True) == [50, 0]


@pytest.mark.parametrize("doubled", [0, 1, 2], ids=DOUBLING.get)
@pytest.mark.parametrize(("contract", "tricks"), [("1C", 6), ("4S", 9), ("3NT", 0), ("7NT", 12)])
def test_failed_contract_scores_nothing_D8(db, contract, tricks, doubled):
    """D-8 (§8.2): a failed contract scores nothing for anybody, doubled or not."""
    assert db.score(contract, doubled, tricks) == [0, 0]
    assert db.score(contract, doubled, tricks, declarer=1) == [0, 0]


@pytest.mark.parametrize(
    ("under", "points"),
    [
        (1, (50, 100, 200)),
        (2, (100, 300, 600)),
        (3, (150, 500, 1000)),
        (4, (200, 800, 1600)),
        (5, (250, 1100, 2200)),
        (6, (300, 1400, 2800)),
        (7, (350, 1700, 3400)),
        (13, (650, 3500, 7000)),
    ],
)
@pytest.mark.parametrize("doubled", [0, 1, 2], ids=DOUBLING.get)
def test_penalties_option_undertricks_D8_D15(db, under, points, doubled):
    """§10 penalties variant (D-8 (b), D-15): the defender scores per undertrick: undoubled 50
    each; doubled 100 for the first, 200 for the 2nd and 3rd, 300 for each further; redoubled
    twice the doubled amounts. (7NT with no trick is 13 under.)"""
    tricks = 13 - under
    assert db.score("7NT", doubled, tricks, penalties=True) == [0, points[doubled]]
    assert db.score("7NT", doubled, tricks, declarer=1, penalties=True) == [points[doubled], 0]
    if under <= 7:
        assert db.score("1C", doubled, 7 - under, penalties=True) == [0, points[doubled]]


@pytest.mark.parametrize("doubled", [0, 1, 2], ids=DOUBLING.get)
@pytest.mark.parametrize(("contract", "tricks"), [("1C", 7), ("4S", 11), ("3NT", 9), ("7NT", 13)])
def test_penalties_option_made_contract_unchanged_D15(db, contract, tricks, doubled):
    """D-15: with ``penalties`` a made contract scores exactly as §8.1 (no doubled-overtrick
    values, no bonus for making a doubled contract)."""
    assert db.score(contract, doubled, tricks, penalties=True) == db.score(
        contract, doubled, tricks
    )


def test_penalties_off_by_default_D8(db):
    """D-8: the penalty variant exists and is off by default."""
    assert db.new().options["penalties"] is False


def test_no_bonuses_D10(db):
    """D-10: no game, part-score, slam, honours or doubled-made bonuses: a game contract, a
    grand slam, a redoubled slam and a doubled part score are worth their tricks only."""
    assert db.score("3NT", 0, 9) == [100, 0]  # a "game": no game bonus
    assert db.score("4H", 0, 10) == [120, 0]
    assert db.score("5C", 0, 11) == [100, 0]
    assert db.score("6S", 0, 12) == [180, 0]  # small slam: no slam bonus
    assert db.score("7NT", 0, 13) == [220, 0]  # grand slam
    assert db.score("7NT", 2, 13) == [880, 0]
    assert db.score("1C", 1, 7) == [40, 0]  # doubled and made: no "insult" bonus


def test_every_contract_every_result_8_D8_D9_D10_D15(db):
    """§8, D-8, D-9, D-10, D-15 exhaustively: every one of the 35 contracts, every number of
    tricks 0–13, each doubling, both declarers, penalties off and on, agree with the
    independent computation."""
    for penalties in (False, True):
        s = db.contract_session("1C", penalties=penalties)
        for level, denom, doubled, tricks, declarer in itertools.product(
            range(1, 8), ("C", "D", "H", "S", "NT"), (0, 1, 2), range(14), (0, 1)
        ):
            other = s.phases[2].parse(s.game, s.state, f"{level}{denom}")
            s.state.contract = type(s.state.contract)(
                level, other.denomination, declarer, doubled, 6 + level
            )
            won = [0, 0]
            won[declarer], won[1 - declarer] = tricks, 13 - tricks
            s.state.tricks_won = won
            want = expected(level, denom, doubled, tricks, penalties)
            if declarer == 1:
                want = want[::-1]
            got = score_contract(s.game, s.state, s.rules.scoring)
            assert got == want, (level, denom, doubled, tricks, declarer, penalties)
            assert min(got) == 0  # only one player scores in a deal (§9.2)


# -- whole deals, every card played ------------------------------------------------------------

# Worked example 2 as a deal: the dealer (seat 0) declares 4♠; the non-dealer leads.
EX2_DECL = "AS KS QS JS 10S 9S 8S AH KH QH JH 2D 3D"
EX2_DEF = "7S 6S 5S 4S 3S 2S 10H 9H 8H AD KD QD JD"
EX2_PLAY = [
    ("AD 2D", 1),
    ("KD 3D", 1),
    ("QD 8S", 0),  # the declarer, void in diamonds, trumps
    ("AS 2S", 0),
    ("KS 3S", 0),
    ("QS 4S", 0),
    ("JS 5S", 0),
    ("10S 6S", 0),
    ("9S 7S", 0),
    ("AH 8H", 0),
    ("KH 9H", 0),
    ("QH 10H", 0),
    ("JH JD", 0),
]

# Worked example 3 as a deal: the dealer (seat 0) declares 3NT, the non-dealer doubles.
EX3_DECL = "AS KS QS JS AH KH QH AD KD 2C 3C 4C 5C"
EX3_DEF = "10S 9S 8S JH 10H 9H 8H QD JD 10D AC KC QC"
EX3_PLAY = [
    ("AC 2C", 1),
    ("KC 3C", 1),
    ("10S AS", 0),
    ("KS 9S", 0),
    ("QS 8S", 0),
    ("JS 8H", 0),  # a discard never wins (no trump)
    ("AH 9H", 0),
    ("KH 10H", 0),
    ("QH JH", 0),
    ("AD 10D", 0),
    ("KD JD", 0),
    ("4C QC", 1),
    ("QD 5C", 1),  # 5♣ is not of the suit led
]


def play_tricks(db, s, tricks):
    for i, (cards, winner) in enumerate(tricks):
        leader = s.current_seat
        db.play(s, cards)
        if i < len(tricks) - 1:
            assert s.state.last_trick == (leader, tuple(db.cards(cards)), winner), i
            assert s.current_seat == winner


@pytest.mark.parametrize("penalties", [False, True])
def test_whole_deal_worked_example_2_4s_made_with_11(db, penalties):
    """Worked example 2, played: 4♠ by the dealer, 11 tricks: 150 to the declarer (with or
    without the penalty option, D-15)."""
    s = db.at_auction(EX2_DEF, EX2_DECL, dealer=0, penalties=penalties)
    db.call(s, "4S", "pass")
    assert s.current_seat == 1
    play_tricks(db, s, EX2_PLAY)
    result = s.state.hand_results[0]
    assert result["tricks"] == [11, 2]
    assert result["scores"] == [150, 0]
    assert result["contract"] == {"level": 4, "denomination": "S", "declarer": 0, "doubled": 0}
    assert s.scores == [150, 0]
    assert s.is_over  # 150 ≥ 100 (§9)
    assert s.winners == [0]


def test_whole_deal_worked_example_3_3nt_doubled_exactly_9(db):
    """Worked example 3, played: 3NT doubled by the non-dealer, the dealer makes exactly 9
    tricks: (40 + 30 + 30) × 2 = 200."""
    s = db.at_auction(EX3_DEF, EX3_DECL, dealer=0, target_score=1000)
    db.call(s, "3NT", "double", "pass")
    assert s.state.contract.doubled == 1
    play_tricks(db, s, EX3_PLAY)
    result = s.state.hand_results[0]
    assert result["tricks"] == [9, 4]
    assert result["scores"] == [200, 0]
    assert not s.is_over


def test_whole_deal_worked_example_4_2d_redoubled_nine_D9(db):
    """Worked example 4, played: 2♦ redoubled by the non-dealer, who takes 9 tricks (any play
    gives exactly 9: it holds the top 9 diamonds): 60 × 4 = 240."""
    decl, dfn = db.forced(9, "D", "C")
    s = db.at_auction(decl, dfn, dealer=0, target_score=1000)
    db.call(s, "pass", "2D", "double", "redouble", "pass")
    db.play_out_hand(s)
    result = s.state.hand_results[0]
    assert result["tricks"] == [4, 9]
    assert result["scores"] == [0, 240]


@pytest.mark.parametrize(("penalties", "scores"), [(False, [0, 0]), (True, [0, 50])])
def test_whole_deal_worked_example_5_5c_one_down_D8(db, penalties, scores):
    """Worked example 5, played: 5♣ by the dealer with 10 tricks: nobody scores; with the
    penalty variant the defender scores 50."""
    decl, dfn = db.forced(10, "C", "H")
    s = db.at_auction(dfn, decl, dealer=0, penalties=penalties, target_score=1000)
    db.call(s, "5C", "pass")
    db.play_out_hand(s)
    result = s.state.hand_results[0]
    assert result["tricks"] == [10, 3]
    assert result["scores"] == scores


def test_whole_deal_7nt_all_thirteen_worked_example_3(db):
    """Worked example 3 (second part), played: 7NT undoubled, 13 tricks: 220. The declarer
    holds the top cards of every suit, so any play gives it every trick."""
    decl = "AS KS QS JS 10S 9S 8S AH KH QH AD KD AC"
    dfn = "7S 6S 5S 4S 3S 2S JH 10H 9H QD JD KC QC"
    s = db.at_auction(dfn, decl, dealer=1, target_score=1000)  # seat 1 deals and declares
    db.call(s, "7NT", "pass")
    db.play_out_hand(s)
    result = s.state.hand_results[0]
    assert result["tricks"] == [0, 13]
    assert result["scores"] == [0, 220]


@pytest.mark.parametrize("doubled", [0, 1, 2], ids=DOUBLING.get)
def test_whole_deal_penalties_doubled_d_7_down_D15(db, doubled):
    """D-15, §10 played: the declarer of 7♠ takes none (the defender holds every trump): 13
    under → 650 / 3500 / 7000 to the defender with the option, nothing without it."""
    decl, dfn = db.forced(0, "S", "H")  # the declarer holds no trump at all
    for penalties in (False, True):
        s = db.at_auction(dfn, decl, dealer=0, penalties=penalties)
        db.call(s, "7S", *(["double", "redouble"][:doubled]), "pass")
        assert s.state.contract.doubled == doubled
        db.play_out_hand(s)
        result = s.state.hand_results[0]
        assert result["tricks"] == [0, 13]
        want = [0, (650, 3500, 7000)[doubled]] if penalties else [0, 0]
        assert result["scores"] == want

"""§9 scoring: every row of the contract-value table, of the bonus table and of the penalty
table (B-11 … B-16), the multiplier with both values of ``multiply_completion_bonus`` (B-15,
B-23); worked examples 2, 3 and 4 played out in full.

Most of the table is checked with ``score_contract`` on a session whose ``state.contract`` and
``state.tricks_won`` are set; the expected figures come from the spec's tables, typed again here.
"""

from __future__ import annotations

import pytest

from tricktaker.mechanics.scoring import score_contract

# §9.1 step 1 (B-11): the value of each of the 36 contracts.
VALUE_ROWS = [
    (150, "0NT 1C 1D 1H 1S"),
    (250, "1NT 2NT 2C 2D 2H 2S 3C 3D 3H 3S 4C 4D"),
    (750, "3NT 4NT 4H 4S 5C 5D 5H 5S"),
    (1500, "5NT 6C 6D 6H 6S"),
    (2200, "6NT 7C 7D 7H 7S"),
    (2500, "7NT"),
]
VALUE = {c: v for v, row in VALUE_ROWS for c in row.split()}
CONTRACTS = ["0NT"] + [f"{n}{d}" for n in range(1, 8) for d in ("C", "D", "H", "S", "NT")]
# §9.2 (B-16): undertricks 1 … 5, 6 or more × undoubled / doubled / redoubled.
PENALTY = [
    (100, 200, 300),
    (200, 500, 700),
    (300, 800, 1100),
    (400, 1100, 1500),
    (700, 2000, 2700),
    (1000, 3000, 4000),
]


def model(contract: str, tricks: int, doubled: int, whole: bool) -> tuple[int, int]:
    """(declarer, defender) points by §9 and B-11 … B-16, B-23."""
    level = int(contract[0])
    required = 6 + level
    if tricks < required:
        under = required - tricks
        return 0, PENALTY[min(under, 6) - 1][doubled]
    exact = {6: 100, 7: 0}.get(level, 250) if tricks == required else 0
    three = 350 if tricks - required == 3 else 0
    completion = (0, 400, 1000)[doubled]
    mult = (1, 2, 4)[doubled]
    base = VALUE[contract] + exact + three
    return ((base + completion) * mult if whole else base * mult + completion), 0


def scored(bg, contract, tricks, doubled=0, declarer=0, whole=True):
    s = bg.contract_session(contract, declarer, doubled, tricks, multiply_completion_bonus=whole)
    s.state.breakdown = []
    out = score_contract(s.game, s.state, s.rules.scoring)
    items = s.state.breakdown  # the hand's score by item adds up to it, on every table row
    assert [sum(points[seat] for _, points in items) for seat in (0, 1)] == out
    s.state.breakdown = []
    assert s.hook.score_hand(game=s.game, state=s.state) == out
    return out


@pytest.mark.parametrize(
    ("contract", "tricks", "doubled", "whole", "items"),
    [
        ("3NT", 10, 1, False, [("made 3NT doubled, 1 over ×2", 1500), ("completion bonus", 400)]),
        ("3NT", 10, 1, True, [("made 3NT doubled, 1 over ×2", 1500), ("completion bonus ×2", 800)]),
        ("4S", 10, 0, True, [("made 4S", 750), ("bonus", 250)]),
        (
            "2H",
            11,
            2,
            True,
            [
                ("made 2H redoubled, 3 over ×4", 1000),
                ("bonus ×4", 1400),
                ("completion bonus ×4", 4000),
            ],
        ),
        ("4H", 8, 1, True, [("4H doubled down 2", 500)]),
    ],
)
def test_the_score_is_broken_down_by_item_9_1_9_2(bg, contract, tricks, doubled, whole, items):
    """§9.1, §9.2: the hand's score by item, as the table shows it at the hand's end: the
    contract's value, its bonuses and the completion bonus, each multiplied as B-15 says (with
    both values of ``multiply_completion_bonus``, B-23), or the undertricks' penalty (B-16)."""
    s = bg.contract_session(contract, 0, doubled, tricks, multiply_completion_bonus=whole)
    s.state.breakdown = []
    score_contract(s.game, s.state, s.rules.scoring)
    made = tricks >= 6 + int(contract[0])
    seat = 0 if made else 1
    assert [(item, points[seat]) for item, points in s.state.breakdown] == items


def test_the_model_tables_cover_the_36_contracts():
    assert len(CONTRACTS) == 36
    assert sorted(VALUE) == sorted(CONTRACTS)


@pytest.mark.parametrize(("value", "row"), VALUE_ROWS)
def test_contract_value_rows_9_1_B11(bg, value, row):
    """§9.1 step 1, B-11: the value is fixed by the contract and scored once: e.g. 1 over in
    every contract of the row (no exact bonus, no three-overtrick bonus) scores the value."""
    for contract in row.split():
        level = int(contract[0])
        if level < 7:
            assert scored(bg, contract, 7 + level) == [value, 0], contract
        else:  # 13 tricks is exact at level 7: no bonus (B-12)
            assert scored(bg, contract, 13) == [value, 0], contract


@pytest.mark.parametrize("whole", [True, False], ids=["multiply_all", "add_after"])
@pytest.mark.parametrize("doubled", [0, 1, 2], ids=["undoubled", "doubled", "redoubled"])
@pytest.mark.parametrize("contract", CONTRACTS)
def test_every_contract_made_with_every_result(bg, contract, doubled, whole):
    """§9.1: all 36 contracts, every number of tricks from exactly the contract up to 13
    (exact, 3 over where possible, other overtricks), undoubled / doubled / redoubled, with
    both values of ``multiply_completion_bonus`` (B-15, B-23); both declarer seats."""
    required = 6 + int(contract[0])
    for tricks in range(required, 14):
        made, _ = model(contract, tricks, doubled, whole)
        assert scored(bg, contract, tricks, doubled, 0, whole) == [made, 0], tricks
        assert scored(bg, contract, tricks, doubled, 1, whole) == [0, made], tricks


# Explicit rows of the bonus table, with the figures written out.
EXPLICIT = [
    # contract, tricks, doubled, multiply_completion_bonus, declarer's score
    ("0NT", 6, 0, True, 150 + 250),  # exact, level 0
    ("1C", 7, 0, True, 400),
    ("1S", 7, 0, True, 400),
    ("2C", 8, 0, True, 500),
    ("4D", 10, 0, True, 500),
    ("4H", 10, 0, True, 1000),  # worked example 2, undoubled
    ("5S", 11, 0, True, 1000),  # B-12: suit contracts of levels 1–5 get 250
    ("5NT", 11, 0, True, 1750),  # the top of the 250 range
    ("6C", 12, 0, True, 1600),  # exact at level 6: 100
    ("6NT", 12, 0, True, 2300),
    ("7C", 13, 0, True, 2200),  # exact at level 7: 0
    ("7NT", 13, 0, True, 2500),
    ("0NT", 9, 0, True, 500),  # three overtricks: 350 (B-13)
    ("2C", 11, 0, True, 600),  # worked example 3
    ("4S", 13, 0, True, 1100),  # the highest level where 3 over is possible
    ("4NT", 13, 0, True, 1100),
    ("0NT", 7, 0, True, 150),  # 1 over: nothing
    ("0NT", 8, 0, True, 150),  # 2 over: nothing
    ("0NT", 10, 0, True, 150),  # 4 over: nothing (exactly 3 only, B-13)
    ("0NT", 13, 0, True, 150),
    ("5C", 13, 0, True, 750),
    ("1C", 7, 1, True, (400 + 400) * 2),  # doubled made: 400, then × 2
    ("1C", 7, 2, True, (400 + 1000) * 4),  # redoubled made: 1000, then × 4 (B-14)
    ("1C", 7, 1, False, 400 * 2 + 400),  # B-23: added after the multiplier
    ("1C", 7, 2, False, 400 * 4 + 1000),
    ("4H", 10, 1, True, 2800),  # worked example 2
    ("4H", 10, 1, False, 2400),
    ("4H", 10, 2, True, (1000 + 1000) * 4),
    ("4H", 10, 2, False, 1000 * 4 + 1000),
    ("2C", 11, 1, True, (600 + 400) * 2),
    ("2C", 11, 2, False, 600 * 4 + 1000),
    ("3S", 10, 1, True, (250 + 400) * 2),  # 1 over doubled: value + completion only
    ("6S", 12, 2, True, (1500 + 100 + 1000) * 4),
    ("7NT", 13, 2, True, (2500 + 1000) * 4),
    ("7NT", 13, 2, False, 2500 * 4 + 1000),
    ("7S", 13, 1, False, 2200 * 2 + 400),
]


@pytest.mark.parametrize(("contract", "tricks", "doubled", "whole", "points"), EXPLICIT)
def test_bonus_rows_9_1_B12_B13_B14_B15_B23(bg, contract, tricks, doubled, whole, points):
    """§9.1 step 2–3: exact bonus 250 (levels 0–5, B-12) / 100 (level 6) / 0 (level 7); exactly
    three overtricks 350 (B-13), never with the exact bonus; 400 doubled / 1000 redoubled made
    (B-14); × 2 / × 4 of the whole (B-15) or of all but the completion bonus (B-23)."""
    assert model(contract, tricks, doubled, whole) == (points, 0)
    assert scored(bg, contract, tricks, doubled, 0, whole) == [points, 0]


@pytest.mark.parametrize("whole", [True, False])
@pytest.mark.parametrize("doubled", [0, 1, 2], ids=["undoubled", "doubled", "redoubled"])
@pytest.mark.parametrize("under", range(1, 14))
def test_penalty_table_every_row_and_column_9_2_B16(bg, under, doubled, whole):
    """§9.2, B-16: the defender scores the penalty for 1 … 5 undertricks and the "6 or more"
    row for 6 … 13 (a 7-level contract can fail by up to 13); the declarer scores nothing;
    the completion-bonus option does not touch penalties."""
    row = PENALTY[min(under, 6) - 1]
    for contract in ("7NT", "7C"):
        assert scored(bg, contract, 13 - under, doubled, 0, whole) == [0, row[doubled]]
        assert scored(bg, contract, 13 - under, doubled, 1, whole) == [row[doubled], 0]


@pytest.mark.parametrize("contract", CONTRACTS)
def test_every_contract_failed_B16(bg, contract):
    """§9.2: every contract, every number of undertricks it can have, each column."""
    required = 6 + int(contract[0])
    for tricks in range(required):
        for doubled in (0, 1, 2):
            _, points = model(contract, tricks, doubled, True)
            assert scored(bg, contract, tricks, doubled) == [0, points]


@pytest.mark.parametrize(
    ("under", "points"),
    [
        (1, (100, 200, 300)),
        (2, (200, 500, 700)),
        (3, (300, 800, 1100)),
        (4, (400, 1100, 1500)),
        (5, (700, 2000, 2700)),  # B-16: kept at 700, the clean Estonian row
        (6, (1000, 3000, 4000)),
        (7, (1000, 3000, 4000)),
        (8, (1000, 3000, 4000)),
        (13, (1000, 3000, 4000)),
    ],
)
def test_penalty_rows_written_out_B16(bg, under, points):
    for doubled in (0, 1, 2):
        assert scored(bg, "7H", 13 - under, doubled) == [0, points[doubled]]


# -- worked examples, played --------------------------------------------------------------------

EX2_D = "AH KH QH JH 10H 9H 8H 7H 6H 5H 2C 3C 4C"
EX2_ND = "AC KC QC AS KS QS JS 10S AD KD QD JD 10D"
EX2_PLAY = "AC 2C KC 3C QC 4C AS 5H 6H KS 7H QS 8H JS 9H 10S 10H AD JH KD QH QD KH JD AH 10D"


@pytest.mark.parametrize(
    ("calls", "whole", "points"),
    [
        (["4H", "double", "pass"], True, 2800),
        (["4H", "double", "pass"], False, 2400),
        (["4H", "pass"], True, 1000),
        (["4H", "pass"], False, 1000),
    ],
)
def test_worked_example_2_4H_doubled_exactly_10(bg, calls, whole, points):
    """§13 example 2: 4♥ doubled, exactly 10 tricks: (750 + 250 + 400) × 2 = 2800 to the
    declarer; with ``multiply_completion_bonus = false`` (750 + 250) × 2 + 400 = 2400;
    undoubled 750 + 250 = 1000. The defender scores nothing."""
    s = bg.deal(nd=EX2_ND, d=EX2_D, multiply_completion_bonus=whole)
    bg.exchange(s)
    bg.call(s, *calls)
    bg.play(s, EX2_PLAY)
    result = s.state.hand_results[0]
    assert result["contract"] == {
        "level": 4,
        "denomination": "H",
        "declarer": 0,
        "doubled": len(calls) - 2,
    }
    assert result["tricks"] == [10, 3]
    assert result["scores"] == [points, 0]
    assert s.scores == [points, 0]


EX3_DECL = "AC KC QC JC 10C 9C 8C 7C 6C 2H 3H 4H 5H"
EX3_DEF = "AH KH AS KS QS JS 10S 9S AD KD QD JD 10D"
EX3_PLAY = "AH 2H KH 3H AS 6C AC KS KC QS QC JS JC 10S 10C 9S 9C AD 8C KD 7C QD 4H JD 5H 10D"


@pytest.mark.parametrize("by", ["d", "nd"])
def test_worked_example_3_2C_eleven_tricks(bg, by):
    """§13 example 3: 2♣ undoubled, 11 tricks: required 8, exactly 3 overtricks: 250 + 350 =
    600 (no exact bonus). Played with the dealer declaring, then the non-dealer."""
    nd, d = (EX3_DEF, EX3_DECL) if by == "d" else (EX3_DECL, EX3_DEF)
    s = bg.deal(nd=nd, d=d)
    bg.to_play(s, "2C", by=by)
    declarer = 0 if by == "d" else 1
    assert s.current_seat == 1 - declarer
    bg.play(s, EX3_PLAY)
    result = s.state.hand_results[0]
    expected = [0, 0]
    expected[declarer] = 600
    tricks = [0, 0]
    tricks[declarer], tricks[1 - declarer] = 11, 2
    assert result["tricks"] == tricks
    assert result["scores"] == expected


EX4A_D = "AS KS QS JS 10S 9S 8S 2H 2D 2C 3H 3D 3C"
EX4A_ND = "AH KH QH AD KD QD AC KC QC 7S 6S 5S 4S"
EX4A_PLAY = "AH 2H KH 3H AD 2D KD 3D AC 2C KC 3C 7S AS KS 6S QS 5S JS 4S 10S QH 9S QD 8S QC"
EX4B_D = "AS KS QS JS 10S 2H 3H 4H 2D 3D 4D 2C 3C"
EX4B_ND = "AH KH QH JH AD KD QD JD AC KC QC JC 9S"
EX4B_PLAY = "AH 2H KH 3H QH 4H JH 2C AD 2D KD 3D QD 4D JD 3C 9S AS KS AC QS KC JS QC 10S JC"


@pytest.mark.parametrize("whole", [True, False])
def test_worked_example_4_3NT_redoubled_7_tricks(bg, whole):
    """§13 example 4: 3NT redoubled, 7 tricks: 2 under, the defender scores 700 (2-under row,
    redoubled column); the declarer 0."""
    s = bg.deal(nd=EX4A_ND, d=EX4A_D, multiply_completion_bonus=whole)
    bg.to_play(s, "3NT", extra=["double", "redouble"])
    assert s.state.contract.doubled == 2
    bg.play(s, EX4A_PLAY)
    result = s.state.hand_results[0]
    assert result["tricks"] == [7, 6]
    assert result["scores"] == [0, 700]


def test_worked_example_4_7NT_five_tricks_B16(bg):
    """§13 example 4: 7NT undoubled, 5 tricks: 8 under → the "6 or more" row (B-16): 1000 to
    the defender."""
    s = bg.deal(nd=EX4B_ND, d=EX4B_D)
    bg.to_play(s, "7NT")
    bg.play(s, EX4B_PLAY)
    result = s.state.hand_results[0]
    assert result["tricks"] == [5, 8]
    assert result["scores"] == [0, 1000]
    assert s.scores == [0, 1000]


def test_passed_out_deal_scores_nothing_B6(bg):
    s = bg.new(seed=4)
    bg.pass_out(s)
    assert s.state.hand_results[0]["scores"] == [0, 0]
    assert s.scores == [0, 0]

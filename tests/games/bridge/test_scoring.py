"""§7 duplicate scoring (Law 77): every cell of the trick-score table (§7.3), every premium
(§7.4), overtrick (§7.5) and undertrick (§7.6) value, every row of the contracts made exactly
(§7.9), worked example 7, the sign convention (§7.8, C-17), and the rulings C-9 (what counts
toward game), C-10 (slam and game bonus together), C-11 (the 4th doubled undertrick), C-12 (no
honours) and the board record (§13.5, C-24).

Whole boards are scripted (``br.board``): the declarer (the dealer) bids the contract, its
left doubles, its partner redoubles; the declaring side wins exactly the tricks given. The
tables are written out here from the spec, independently of the rules file.
"""

from __future__ import annotations

import pytest

# §7.3: trick score of every contract, by level: (C/D, H/S, NT) × (undoubled, X, XX).
TRICK_SCORE = {
    1: ((20, 40, 80), (30, 60, 120), (40, 80, 160)),
    2: ((40, 80, 160), (60, 120, 240), (70, 140, 280)),
    3: ((60, 120, 240), (90, 180, 360), (100, 200, 400)),
    4: ((80, 160, 320), (120, 240, 480), (130, 260, 520)),
    5: ((100, 200, 400), (150, 300, 600), (160, 320, 640)),
    6: ((120, 240, 480), (180, 360, 720), (190, 380, 760)),
    7: ((140, 280, 560), (210, 420, 840), (220, 440, 880)),
}
KIND = {"C": 0, "D": 0, "H": 1, "S": 1, "NT": 2}

# §7.6: undertrick totals, U = 1 .. 13: (not vul. undoubled, X, XX, vul. undoubled, X, XX).
UNDER = {
    1: (50, 100, 200, 100, 200, 400),
    2: (100, 300, 600, 200, 500, 1000),
    3: (150, 500, 1000, 300, 800, 1600),
    4: (200, 800, 1600, 400, 1100, 2200),
    5: (250, 1100, 2200, 500, 1400, 2800),
    6: (300, 1400, 2800, 600, 1700, 3400),
    7: (350, 1700, 3400, 700, 2000, 4000),
    8: (400, 2000, 4000, 800, 2300, 4600),
    9: (450, 2300, 4600, 900, 2600, 5200),
    10: (500, 2600, 5200, 1000, 2900, 5800),
    11: (550, 2900, 5800, 1100, 3200, 6400),
    12: (600, 3200, 6400, 1200, 3500, 7000),
    13: (650, 3500, 7000, 1300, 3800, 7600),
}

# §7.9: contracts made exactly: (not vul., vul., X not vul., X vul., XX not vul., XX vul.).
EXACT = {
    ("1C", "1D"): (70, 70, 140, 140, 230, 230),
    ("1H", "1S"): (80, 80, 160, 160, 520, 720),
    ("1NT",): (90, 90, 180, 180, 560, 760),
    ("2C", "2D"): (90, 90, 180, 180, 560, 760),
    ("2H", "2S"): (110, 110, 470, 670, 640, 840),
    ("2NT",): (120, 120, 490, 690, 680, 880),
    ("3C", "3D"): (110, 110, 470, 670, 640, 840),
    ("3H", "3S"): (140, 140, 530, 730, 760, 960),
    ("3NT",): (400, 600, 550, 750, 800, 1000),
    ("4C", "4D"): (130, 130, 510, 710, 720, 920),
    ("4H", "4S"): (420, 620, 590, 790, 880, 1080),
    ("4NT",): (430, 630, 610, 810, 920, 1120),
    ("5C", "5D"): (400, 600, 550, 750, 800, 1000),
    ("5H", "5S"): (450, 650, 650, 850, 1000, 1200),
    ("5NT",): (460, 660, 670, 870, 1040, 1240),
    ("6C", "6D"): (920, 1370, 1090, 1540, 1380, 1830),
    ("6H", "6S"): (980, 1430, 1210, 1660, 1620, 2070),
    ("6NT",): (990, 1440, 1230, 1680, 1660, 2110),
    ("7C", "7D"): (1440, 2140, 1630, 2330, 1960, 2660),
    ("7H", "7S"): (1510, 2210, 1770, 2470, 2240, 2940),
    ("7NT",): (1520, 2220, 1790, 2490, 2280, 2980),
}

VUL = {False: "none", True: "both"}


def contract(level: int, denomination: str, doubled: int) -> str:
    return f"{level}{denomination}{'X' * doubled}"


def declaring(s, br) -> int:
    """The declaring side's score (N declares in ``br.board``): the N-S board score."""
    return br.ns(s)


# -- §7.3, §7.9: every contract made exactly, both vulnerabilities, every doubling ---------------


@pytest.mark.parametrize("vul", [False, True])
@pytest.mark.parametrize("doubled", [0, 1, 2])
@pytest.mark.parametrize("row", list(EXACT), ids="/".join)
def test_every_contract_made_exactly_section_7_9(br, row, doubled, vul):
    """§7.9 (and through it every cell of §7.3, the game / part-score bonuses of §7.4 and the
    insult): each contract made exactly scores the table's value for the declaring side."""
    expected = EXACT[row][2 * doubled + (1 if vul else 0)]
    for name in row:
        level, denomination = int(name[0]), name[1:]
        s = br.board(contract(level, denomination, doubled), 6 + level, vulnerability=VUL[vul])
        assert declaring(s, br) == expected, (name, doubled, vul)
        parts = br.record(s)["result"]["parts"]
        assert parts["trick_score"] == TRICK_SCORE[level][KIND[denomination]][doubled]


@pytest.mark.parametrize("level", range(1, 8))
@pytest.mark.parametrize("denomination", ["C", "H", "NT"])
@pytest.mark.parametrize("doubled", [0, 1, 2])
def test_trick_score_and_game_section_7_3_C9(br, level, denomination, doubled):
    """§7.3, C-9: the trick score counts the contracted tricks only, doubled or redoubled,
    and decides game (≥ 100) or part-score, never the overtricks."""
    score = TRICK_SCORE[level][KIND[denomination]][doubled]
    tricks = min(13, 6 + level + 1)  # an overtrick where there is room for one
    s = br.board(contract(level, denomination, doubled), tricks)
    parts = br.record(s)["result"]["parts"]
    assert parts["trick_score"] == score
    if score >= 100:
        assert parts["game_bonus"] == 300 and "part_score_bonus" not in parts
    else:
        assert parts["part_score_bonus"] == 50 and "game_bonus" not in parts


def test_what_counts_toward_game_C9(br):
    """C-9: 2♠ doubled made = 120: game; 1♣ redoubled = 80: part-score; 1♥ redoubled = 120:
    game; 2♥ with 10 tricks: trick score 60, a part-score."""
    assert "game_bonus" in br.record(br.board("2SX", 8))["result"]["parts"]
    assert "part_score_bonus" in br.record(br.board("1CXX", 7))["result"]["parts"]
    assert "game_bonus" in br.record(br.board("1HXX", 7))["result"]["parts"]
    parts = br.record(br.board("2H", 10))["result"]["parts"]
    assert parts == {"trick_score": 60, "overtricks": 60, "part_score_bonus": 50}


# -- §7.4, C-10: premiums -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "vul", "game", "slam"),
    [
        ("3NT", False, 300, 0),
        ("3NT", True, 500, 0),
        ("6C", False, 300, 500),
        ("6C", True, 500, 750),
        ("7S", False, 300, 1000),
        ("7S", True, 500, 1500),
    ],
)
def test_game_and_slam_bonuses_together_C10(br, name, vul, game, slam):
    """§7.4, C-10: a slam is always a game: small slam 300 + 500 = 800 / 500 + 750 = 1250,
    grand slam 1300 / 2000."""
    s = br.board(name, 6 + int(name[0]), vulnerability=VUL[vul])
    parts = br.record(s)["result"]["parts"]
    assert parts["game_bonus"] == game
    assert parts.get("slam_bonus", 0) == slam


@pytest.mark.parametrize(("doubled", "insult"), [(0, 0), (1, 50), (2, 100)])
@pytest.mark.parametrize("vul", [False, True])
def test_insult_bonus(br, doubled, insult, vul):
    """§7.4: making a doubled contract earns 50, redoubled 100, whatever the vulnerability."""
    s = br.board(contract(2, "D", doubled), 8, vulnerability=VUL[vul])
    assert br.record(s)["result"]["parts"].get("insult_bonus", 0) == insult


# -- §7.5: overtricks ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("denomination", "doubled", "vul", "each"),
    [
        ("C", 0, False, 20),
        ("D", 0, True, 20),
        ("H", 0, False, 30),
        ("S", 0, True, 30),
        ("NT", 0, False, 30),
        ("NT", 0, True, 30),
        ("C", 1, False, 100),
        ("NT", 1, True, 200),
        ("H", 2, False, 200),
        ("D", 2, True, 400),
    ],
)
def test_overtricks_section_7_5(br, denomination, doubled, vul, each):
    """§7.5: undoubled overtricks at the trick value (♣♦ 20, ♥♠ NT 30), doubled 100 / 200,
    redoubled 200 / 400 (not vul. / vul.), any denomination."""
    s = br.board(contract(1, denomination, doubled), 10, vulnerability=VUL[vul])
    assert br.record(s)["result"]["parts"]["overtricks"] == 3 * each


# -- §7.6, C-11: undertricks ---------------------------------------------------------------------


@pytest.mark.parametrize("under", range(1, 14))
@pytest.mark.parametrize("doubled", [0, 1, 2])
@pytest.mark.parametrize("vul", [False, True])
def test_every_undertrick_total_section_7_6(br, under, doubled, vul):
    """§7.6 totals table: every number of undertricks, doubling and vulnerability; the
    defenders score it, the declaring side the negation (§7.8)."""
    s = br.board(contract(7, "NT", doubled), 13 - under, vulnerability=VUL[vul])
    expected = UNDER[under][3 * (1 if vul else 0) + doubled]
    assert declaring(s, br) == -expected
    assert br.record(s)["result"]["parts"] == {"undertricks": expected}


def test_fourth_doubled_undertrick_not_vulnerable_is_300_C11(br):
    """C-11: the current law: the 4th and later doubled undertricks not vulnerable are 300
    each (100 + 200 + 200 + 300 = 800), redoubled 600 (1600)."""
    assert declaring(br.board("4SX", 6), br) == -800
    assert declaring(br.board("4SXX", 6), br) == -1600
    assert declaring(br.board("4SX", 5), br) == -1100


def test_defenders_vulnerability_never_matters(br):
    """§7 notation: only the declaring side's vulnerability counts (N-S declare here)."""
    for tricks in (6, 9, 11):
        plain = br.ns(br.board("4HX", tricks, vulnerability="none"))
        assert br.ns(br.board("4HX", tricks, vulnerability="ew")) == plain
        vul = br.ns(br.board("4HX", tricks, vulnerability="ns"))
        assert br.ns(br.board("4HX", tricks, vulnerability="both")) == vul


# -- worked example 7 ---------------------------------------------------------------------------

EXAMPLE_7 = [
    ("4H", True, 11, 650),
    ("4D", True, 10, 130),
    ("3NT", False, 9, 400),
    ("3NT", True, 10, 630),
    ("2H", False, 10, 170),
    ("1CX", False, 7, 140),
    ("2SX", True, 8, 670),
    ("2SX", False, 9, 570),
    ("1NTXX", False, 7, 560),
    ("6S", False, 12, 980),
    ("6NTX", True, 12, 1680),
    ("7NT", True, 13, 2220),
    ("7NTX", False, 13, 1790),
    ("7NTXX", True, 13, 2980),
    ("1NTXX", True, 13, 3160),
    ("3NT", False, 6, -150),
    ("3NTX", False, 6, -500),
    ("4SX", False, 6, -800),
    ("4SX", True, 6, -1100),
    ("4SXX", False, 6, -1600),
    ("6CXX", True, 11, -400),
    ("7NTXX", True, 0, -7600),
]


@pytest.mark.parametrize(("name", "vul", "tricks", "score"), EXAMPLE_7)
@pytest.mark.parametrize("declarer", [0, 1])
def test_worked_example_7_scores(br, name, vul, tricks, score, declarer):
    """Worked example 7, every row, by N-S and by E-W: the declaring side gets +score and the
    defenders −score (§7.8, C-17)."""
    vulnerability = ("ns" if declarer == 0 else "ew") if vul else "none"
    s = br.board(name, tricks, declarer=declarer, vulnerability=vulnerability)
    signed = br.ns(s) if declarer == 0 else -br.ns(s)
    assert signed == score
    assert s.result()["returns"] == [br.ns(s), -br.ns(s), br.ns(s), -br.ns(s)]


def test_worked_example_1_score(br):
    """Worked example 1's score: 3NT redoubled by S, not vulnerable, 11 tricks: 400 + 2 × 200
    + 300 + 100 = +1200 N-S."""
    s = br.board("3NTXX", 11, declarer=br.SOUTH, vulnerability="ew")
    assert br.ns(s) == 1200
    assert br.breakdown(s) == [
        ("made 3NT redoubled ×4", [400, -400, 400, -400]),
        ("2 over redoubled", [400, -400, 400, -400]),
        ("game bonus", [300, -300, 300, -300]),
        ("completion bonus", [100, -100, 100, -100]),
    ]


# -- §7.8, C-17: the sign; C-12: no honours; §13.5, C-24: the record -----------------------------


def test_penalty_is_plus_for_the_defenders_C17(br):
    """C-17: a penalty of 500 is +500 for the defenders and −500 for the declaring side; both
    partners of a side score the same (§1.4)."""
    s = br.board("3NTX", 6, declarer=br.EAST)
    assert s.result()["hands"][0]["scores"] == [500, -500, 500, -500]
    assert br.breakdown(s) == [("3NT doubled down 3", [500, -500, 500, -500])]


def test_no_honours_in_duplicate_C12(br):
    """C-12: duplicate scoring has no honours: N holds A K Q J of trumps (♠) in the scripted
    4♠ (the top spades of tricks 1-3 are N's when N wins them) and scores only Law 77."""
    s = br.board("4S", 13)
    assert br.ns(s) == 120 + 3 * 30 + 300
    assert not any("honour" in item for item, _ in br.breakdown(s))


def test_board_record_section_13_5_C24(br):
    """§13.5, C-24: contract text, declarer, dummy, the declaring side's tricks, the score
    parts and both board scores; a passed-out board says so."""
    s = br.board("4HX", 9, declarer=br.WEST, vulnerability="ew")
    assert br.record(s)["result"] == {
        "contract": "4HX",
        "declarer": 3,
        "dummy": 1,
        "tricks": 9,
        "parts": {"undertricks": 200},
        "ns": 200,
        "ew": -200,
    }
    s = br.board("3NTXX", 10, declarer=br.NORTH)
    assert br.record(s)["result"]["contract"] == "3NTXX"
    assert br.record(s)["result"]["parts"] == {
        "trick_score": 400,
        "overtricks": 200,
        "game_bonus": 300,
        "insult_bonus": 100,
    }
    passed = br.new()
    br.call(passed, "Pass Pass Pass Pass")
    assert br.record(passed)["result"] == {"contract": "passed out", "ns": 0, "ew": 0}

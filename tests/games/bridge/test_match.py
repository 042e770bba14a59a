"""§3 the board (dealer and vulnerability by option or by board number, the 16-board cycle),
§4 the deal (C-2, C-20), §8 a match of boards (worked example 8, C-16), passed-out boards in a
match (C-13), the options and how they combine (§11, C-15, C-19)."""

from __future__ import annotations

import pytest

from tricktaker import RulesError

CYCLE = {  # §3.2: board -> (dealer, N-S vulnerable, E-W vulnerable)
    1: (0, False, False),
    2: (1, True, False),
    3: (2, False, True),
    4: (3, True, True),
    5: (0, True, False),
    6: (1, False, True),
    7: (2, True, True),
    8: (3, False, False),
    9: (0, False, True),
    10: (1, True, True),
    11: (2, False, False),
    12: (3, True, False),
    13: (0, True, True),
    14: (1, False, False),
    15: (2, True, False),
    16: (3, False, True),
}


def board_facts(s):
    obs = s.observation(0)
    return obs["board"], obs["dealer"], tuple(obs["vulnerable"])


@pytest.mark.parametrize("board", [*range(1, 17), 17, 32, 33, 100])
def test_the_16_board_cycle_section_3_2(br, board):
    """§3.2: each board's dealer and vulnerability; board n > 16 uses the row of
    ((n - 1) mod 16) + 1; the dealer of board n is seat (n - 1) mod 4."""
    dealer, ns, ew = CYCLE[(board - 1) % 16 + 1]
    s = br.new(board_number=board)
    assert board_facts(s) == (board, dealer, (ns, ew))
    assert dealer == (board - 1) % 4
    assert s.current_seat == dealer  # the dealer calls first (§5.2)


@pytest.mark.parametrize("dealer", range(4))
@pytest.mark.parametrize(("dealer_vul", "non_dealer_vul"), [(0, 0), (1, 0), (0, 1), (1, 1)])
def test_relative_vulnerability_section_11_2_C15(br, dealer, dealer_vul, non_dealer_vul):
    """§11.2.1, C-15: N-S vulnerable = dealer_vul if the dealer is N or S, else
    non_dealer_vul; E-W the other way (OpenSpiel's flags). E.g. dealer E, non_dealer_vul:
    N-S vulnerable."""
    s = br.new(dealer=dealer, dealer_vul=bool(dealer_vul), non_dealer_vul=bool(non_dealer_vul))
    mine, theirs = bool(dealer_vul), bool(non_dealer_vul)
    expected = (mine, theirs) if dealer % 2 == 0 else (theirs, mine)
    assert board_facts(s) == (0, dealer, expected)
    if dealer == 1 and (dealer_vul, non_dealer_vul) == (0, 1):
        assert expected == (True, False)


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("none", (False, False)),
        ("ns", (True, False)),
        ("ew", (False, True)),
        ("both", (True, True)),
    ],
)
def test_absolute_vulnerability_C15(br, value, expected):
    """C-15: vulnerability given outright."""
    assert board_facts(br.new(vulnerability=value, dealer=2)) == (0, 2, expected)


@pytest.mark.parametrize(
    "options",
    [
        {"vulnerability": "ns", "dealer_vul": True},
        {"vulnerability": "none", "non_dealer_vul": True},
        {"board_number": 3, "dealer": 1},
        {"num_boards": 2, "vulnerability": "both"},
        {"board_number": 1, "dealer_vul": True},
        {"scoring": "rubber", "board_number": 2},
        {"scoring": "rubber", "num_boards": 4},
        {"scoring": "rubber", "vulnerability": "ns"},
        {"num_rubbers": 2},
        {"max_deals": 3},
    ],
)
def test_options_that_contradict_each_other_are_errors_section_11_2_C15(br, options):
    """§11.2, C-15: conflicting settings are an option error, never silently resolved."""
    with pytest.raises(RulesError, match="contradict"):
        br.new(**options)


def test_double_dummy_result_is_refused_C19(br):
    """C-19: use_double_dummy_result exists to accept OpenSpiel's parameter set; only false."""
    assert br.new(use_double_dummy_result=False).options["use_double_dummy_result"] == "false"
    with pytest.raises(RulesError, match="use_double_dummy_result"):
        br.new(use_double_dummy_result=True)
    assert br.new(num_tricks_in_observation=5).options["num_tricks_in_observation"] == 5


def test_the_defaults_are_openspiels(br):
    """§11.1: the first dealer is North (not random); nobody vulnerable; one board."""
    s = br.new(seed=123)
    assert board_facts(s) == (0, 0, (False, False))
    assert s.game.hands_in_match == 1


@pytest.mark.parametrize("dealer", range(4))
def test_stacked_pack_positions_section_13_1_C20_C2(br, dealer):
    """§13.1, C-20: deck[i] goes to seat (dealer + 1 + i) % 4 (dealer E: deck[0] → S,
    deck[1] → W, deck[2] → N, deck[3] → E, deck[4] → S); C-2: the same hands given explicitly
    make the same board."""
    hands = [list(h) for h in br.plan("1C", 7).deal.hands]
    pack = br.pack(hands, dealer)
    s = br.new([br.DealGiven(dealer=dealer, pack=pack)])
    for i in range(52):
        assert br.card(pack[i]) in s.state.hands[(dealer + 1 + i) % 4]
    if dealer == 1:
        seats = [
            next(h for h in range(4) if br.card(pack[i]) in s.state.hands[h]) for i in range(5)
        ]
        assert seats == [2, 3, 0, 1, 2]
    t = br.deal(hands, dealer=dealer)
    assert [sorted(h) for h in s.state.hands] == [sorted(h) for h in t.state.hands]


def test_match_total_worked_example_8_C16(br):
    """Worked example 8, C-16: board 1 (dealer N, none) N-S make 4♠ with 10 tricks: +420;
    board 2 (dealer E, N-S vul.) E-W make 3NT with 9 tricks: N-S −400; board 3 (dealer S,
    E-W vul.) passed out: 0. N-S total +20, E-W −20: N-S win. Totals are plain sums."""
    one = br.plan("4S", 10, declarer=br.NORTH)
    two = br.plan("3NT", 9, declarer=br.EAST)
    three = br.given(br.plan("1C", 7).deal.hands, dealer=br.SOUTH)
    s = br.new([one.deal, two.deal, three], num_boards=3)
    assert board_facts(s) == (1, 0, (False, False))
    br.run(s, one)
    assert s.scores == [420, -420, 420, -420]
    assert board_facts(s) == (2, 1, (True, False))
    br.run(s, two)
    assert br.ns(s) == -400
    assert board_facts(s) == (3, 2, (False, True))
    br.call(s, "Pass Pass Pass Pass")
    assert s.is_over
    assert s.scores == [20, -20, 20, -20]
    assert s.winners == [0, 2]
    assert s.result()["returns"] == [20.0, -20.0, 20.0, -20.0]
    assert [h["result"]["ns"] for h in s.result()["hands"]] == [420, -400, 0]
    assert [h["board"] for h in s.result()["hands"]] == [1, 2, 3]


def test_a_passed_out_board_counts_in_a_match_C13(br):
    """C-13, §13.6: a passed-out board is not redealt: it is one of the boards and the next
    board is the next number of the cycle, with its dealer."""
    s = br.new(num_boards=2, board_number=4)
    assert board_facts(s) == (4, 3, (True, True))
    br.call(s, "Pass Pass Pass Pass")
    assert board_facts(s) == (5, 0, (True, False))
    br.call(s, "Pass Pass Pass Pass")
    assert s.is_over and s.scores == [0, 0, 0, 0]
    assert s.winners == [0, 1, 2, 3]  # equal totals: a tie (§8.4)


def test_a_match_of_n_boards_from_board_b_section_8(br):
    """§8.2: boards b, b + 1, …, b + N − 1, each with its own dealer and vulnerability; each
    a fresh deal; the match ends after N boards."""
    s = br.new(num_boards=3, board_number=15, seed=7)
    seen = []
    first_hands = None
    while not s.is_over:
        facts = board_facts(s)
        if not seen or seen[-1] != facts:
            seen.append(facts)
            if first_hands is None:
                first_hands = [list(h) for h in s.state.hands]
        s.apply(s.legal_actions()[0])
    assert seen == [(15, 2, (True, False)), (16, 3, (False, True)), (17, 0, (False, False))]
    assert len(s.result()["hands"]) == 3


def test_seat_numbers_and_partnerships_C1(br):
    """C-1, §1: seats N 0, E 1, S 2, W 3 (OpenSpiel's numbering); N-S (0, 2) against E-W
    (1, 3); both partners always score the same."""
    s = br.new()
    assert s.rules.seat_names == ["North", "East", "South", "West"]
    assert s.game.sides == ((0, 2), (1, 3))
    assert [side["name"] for side in s.result()["sides"]] == ["North–South", "East–West"]

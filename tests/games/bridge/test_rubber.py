"""§9 rubber scoring (option ``scoring = "rubber"``, C-18): trick points below and premiums
above the line, games and the rubber bonus, vulnerability by games won, honours (§9.4, C-12,
option ``rubber_honours``), the unfinished rubber (§9.5), the deal passing on (§9.1);
worked examples 9 and 10."""

from __future__ import annotations

# Worked example 9's fourth deal: E holds ♦A K Q J (four trump honours in 2♦ by N).
HONOURS_DEAL = [
    "10D 9D 8D 7D AS KS QS JS 10S 9S AH KH QH",  # N
    "AD KD QD JD AC KC QC JC 10C 9C 8C 7C 6C",  # E
    "6D 5D 4D 3D 2D 8S 7S 6S 5S JH 10H 9H 8H",  # S
    "4S 3S 2S 7H 6H 5H 4H 3H 2H 5C 4C 3C 2C",  # W
]


def items(br, s, hand=-1):
    return br.breakdown(s, hand)


def test_a_rubber_worked_example_9_C18(br):
    """Worked example 9 (honours on): N-S 2♥ 9 tricks: 60 below, 30 above. E-W 4♠ doubled, 8
    tricks: N-S 300 above. E-W 3NT, 10 tricks: 100 below (a game: E-W vulnerable, N-S's 60
    stops counting), 30 above. N-S 2♦, 8 tricks, E holding ♦A K Q J: 40 below, E-W 100
    honours. N-S 4♥, 10 tricks: 120 below, 40 + 120 ≥ 100: game (both vulnerable). N-S 3NT,
    9 tricks: 100 below, second game: rubber bonus 500. N-S 320 + 830 = 1150, E-W 100 + 130
    = 230."""
    one = br.plan("2H", 9, declarer=br.NORTH, dealer=br.NORTH)
    two = br.plan("4SX", 8, declarer=br.EAST, dealer=br.EAST)
    three = br.plan("3NT", 10, declarer=br.WEST, dealer=br.SOUTH)
    four = br.given(HONOURS_DEAL, dealer=br.WEST)
    five = br.plan("4H", 10, declarer=br.NORTH, dealer=br.NORTH)
    six = br.plan("3NT", 9, declarer=br.SOUTH, dealer=br.EAST)
    s = br.new([one.deal, two.deal, three.deal, four, five.deal, six.deal], scoring="rubber")
    br.run(s, one)
    assert items(br, s) == [
        ("trick points (below)", [60, 0, 60, 0]),
        ("overtricks (above)", [30, 0, 30, 0]),
    ]
    br.run(s, two)
    assert items(br, s) == [("2 under (above)", [300, 0, 300, 0])]
    assert s.observation(0)["vulnerable"] == [False, False]
    br.run(s, three)
    rubber = s.state.parts["rubber"]
    assert rubber.games == [0, 1] and rubber.toward_game == [0, 0]
    assert s.observation(0)["vulnerable"] == [False, True]
    br.call(s, "Pass 2D Pass Pass Pass")
    br.play_to(s, 8)
    assert items(br, s) == [
        ("trick points (below)", [40, 0, 40, 0]),
        ("honours (above)", [0, 100, 0, 100]),
    ]
    br.run(s, five)
    assert rubber.games == [1, 1]
    assert s.observation(0)["vulnerable"] == [True, True]
    br.run(s, six)
    assert items(br, s) == [
        ("trick points (below)", [100, 0, 100, 0]),
        ("rubber bonus (above)", [500, 0, 500, 0]),
    ]
    assert s.is_over
    assert s.scores == [1150, 230, 1150, 230]
    assert s.winners == [0, 2]
    assert rubber.rubbers == [{"games": [2, 1], "points": [1150, 230], "won_games": 0}]


def test_an_unfinished_rubber_worked_example_10_C18(br):
    """Worked example 10: N-S 3NT, 9 tricks (a game, 100 below); E-W 2♠, 8 tricks (60 below);
    max_deals = 2 stops the session: N-S +300 (one game), E-W +50 (a part-score). Totals N-S
    400, E-W 110."""
    one = br.plan("3NT", 9, declarer=br.NORTH, dealer=br.NORTH)
    two = br.plan("2S", 8, declarer=br.EAST, dealer=br.EAST)
    s = br.new([one.deal, two.deal], scoring="rubber", max_deals=2)
    br.run(s, one)
    br.run(s, two)
    assert s.is_over
    assert items(br, s) == [
        ("trick points (below)", [0, 60, 0, 60]),
        ("unfinished rubber: a game (above)", [300, 0, 300, 0]),
        ("unfinished rubber: a part-score (above)", [0, 50, 0, 50]),
    ]
    assert s.scores == [400, 110, 400, 110]


def test_rubber_bonus_700_when_the_other_side_has_no_game_C18(br):
    """§9.3.3: two games to none: 700; no game or part-score bonus per deal (§9.2.3)."""
    one = br.plan("3NT", 9, declarer=br.NORTH, dealer=br.NORTH)
    two = br.plan("4S", 10, declarer=br.SOUTH, dealer=br.EAST)
    s = br.new([one.deal, two.deal], scoring="rubber", rubber_honours=False)
    br.run(s, one)
    assert items(br, s) == [("trick points (below)", [100, 0, 100, 0])]
    br.run(s, two)
    assert items(br, s) == [
        ("trick points (below)", [120, 0, 120, 0]),
        ("rubber bonus (above)", [700, 0, 700, 0]),
    ]
    assert s.is_over and s.scores == [920, 0, 920, 0]


def test_vulnerable_premiums_after_a_game_section_9_1_3(br):
    """§9.1.3: a side that has won a game is vulnerable: its undertricks cost the vulnerable
    values (2 down doubled: 500), its slam bonus is 750."""
    one = br.plan("3NT", 9, declarer=br.NORTH, dealer=br.NORTH)
    two = br.plan("4HX", 8, declarer=br.SOUTH, dealer=br.EAST)
    s = br.new([one.deal, two.deal], scoring="rubber", rubber_honours=False)
    br.run(s, one)
    br.run(s, two)
    assert items(br, s) == [("2 under (above)", [0, 500, 0, 500])]


def test_passed_out_deals_pass_the_deal_and_count_for_max_deals_C13_C18(br):
    """C-13, C-18: a passed-out deal scores nothing and the next player deals; the deal keeps
    rotating; it counts toward max_deals."""
    s = br.new(scoring="rubber", max_deals=3, dealer=2)
    for dealer in (2, 3, 0):
        assert s.state.dealer == dealer
        br.call(s, "Pass Pass Pass Pass")
    assert s.is_over and s.scores == [0, 0, 0, 0]


def test_a_passed_out_last_deal_still_scores_the_unfinished_rubber_section_9_5(br):
    """§9.5.2: the session stops in the middle of a rubber after a passed-out deal: the 300
    for a game and 50 for a part-score are still scored."""
    one = br.plan("3NT", 9, declarer=br.NORTH, dealer=br.NORTH)
    two = br.plan("2S", 8, declarer=br.EAST, dealer=br.EAST)
    s = br.new([one.deal, two.deal], scoring="rubber", max_deals=3)
    br.run(s, one)
    br.run(s, two)
    br.call(s, "Pass Pass Pass Pass")
    assert s.is_over
    assert s.scores == [400, 110, 400, 110]


def honours_of(br, hands, calls, tricks, **options):
    s = br.deal(hands, dealer=br.NORTH, scoring="rubber", **options)
    br.call(s, calls)
    br.play_to(s, tricks)
    return [(item, points) for item, points in items(br, s) if "honours" in item]


def test_honours_section_9_4_C12(br):
    """§9.4, C-12: four trump honours in one hand: 100 to its side (here a defender's: the
    defending side); all five: 150 (the declarer's); four aces at no trump: 150 (the dummy's
    count for the declaring side); honours split between partners: nothing; off with
    rubber_honours = false; whether the contract is made or not."""
    assert honours_of(br, HONOURS_DEAL, "2D Pass Pass Pass", 8) == [
        ("honours (above)", [0, 100, 0, 100])
    ]
    assert honours_of(br, HONOURS_DEAL, "2D Pass Pass Pass", 8, rubber_honours=False) == []
    five = [
        "AS KS QS JS 10S 2H 3H 4H 5H 6H 7H 8H 9H",
        "9S 8S 7S AD KD QD JD 10D 9D 8D 7D 6D 5D",
        "6S 5S 4S 3S 2S AC KC QC JC 10C 9C 8C 7C",
        "10H JH QH KH AH 4D 3D 2D 6C 5C 4C 3C 2C",
    ]
    assert honours_of(br, five, "1S Pass Pass Pass", None) == [
        ("honours (above)", [150, 0, 150, 0])
    ]
    aces = [
        "KS QS JS 10S 9S KH QH JH 10H 9H KD QD JD",
        "8S 7S 6S 5S 4S 8H 7H 6H 5H 4H 10D 9D 8D",
        "AS AH AD AC 3S 2S 3H 2H 7D 6D 5D 4D 3D",
        "2D KC QC JC 10C 9C 8C 7C 6C 5C 4C 3C 2C",
    ]
    assert honours_of(br, aces, "1NT Pass Pass Pass", None) == [
        ("honours (above)", [150, 0, 150, 0])
    ]
    split = [
        "AS KS 2S 3S 4S 2H 3H 4H 5H 6H 7H 8H 9H",
        "9S 8S 7S AD KD QD JD 10D 9D 8D 7D 6D 5D",
        "QS JS 10S 6S 5S AC KC QC JC 10C 9C 8C 7C",
        "10H JH QH KH AH 4D 3D 2D 6C 5C 4C 3C 2C",
    ]
    assert honours_of(br, split, "1S Pass Pass Pass", None) == []

"""§6 scoring a hand (the team bid, nil, bags: worked examples 1-3, S-7, both values of
``failed_nil_tricks``), §7 bags and the 10-bag penalty (worked examples 4 and 5, S-8), and the
limits of one OpenSpiel hand (worked example 10).

Hands are scripted (``sp.scripted``): each seat takes the number of tricks given; the bids are
per seat. Dealer West unless stated, so North bids first. A team record is S-15's: team bid,
tricks counted, made, overtricks, failed-nil bags, bags, penalties, nil per seat, hand score,
bag count after the hand.
"""

from __future__ import annotations

import pytest

SETTINGS = ["bags_only", "count_for_bid"]


def expected_team(bids, tricks, seats, bags_before, setting):
    """§6.1-§6.4 and §7.2, written out from the spec: (hand score, bag count after)."""
    nil = [s for s in seats if bids[s] == 0]
    team_bid = sum(bids[s] for s in seats)
    if setting == "bags_only":
        counted = sum(tricks[s] for s in seats if s not in nil)
        failed = sum(tricks[s] for s in nil)
    else:
        counted = sum(tricks[s] for s in seats)
        failed = 0
    if counted >= team_bid:
        points, over = 10 * team_bid, counted - team_bid
    else:
        points, over = -10 * team_bid, 0
    new_bags = over + failed
    penalties = (bags_before + new_bags) // 10
    nil_points = sum(100 if tricks[s] == 0 else -100 for s in nil)
    score = points + new_bags + nil_points - 100 * penalties
    return score, bags_before + new_bags - 10 * penalties


# -- worked examples 1-3 ---------------------------------------------------------------------------


@pytest.mark.parametrize("setting", SETTINGS)
def test_worked_example_1_a_normal_hand(sp, setting):
    """§11 ex. 1: bids N 4, E 3, S nil, W 5; tricks N 5, E 4, S 0, W 4. North–South: bid 4,
    counted 5 (South's 0 changes nothing) → 40 + 1 bag = 41, nil made +100: 141, 1 bag.
    East–West: bid 8, took 8: 80, 0 bags. A nil that is made scores the same under both
    settings (§6.1)."""
    s = sp.hand_with([5, 4, 0, 4], [4, 3, 0, 5], failed_nil_tricks=setting)
    assert sp.team(s, 0) == {
        "bid": 4,
        "counted": 5,
        "made": True,
        "overtricks": 1,
        "failed_nil_bags": 0,
        "bags": 1,
        "penalties": 0,
        "nil": {"2": 100},
        "score": 141,
        "total": 141,  # the first hand: the total is its score
        "bag_count": 1,
    }
    assert sp.team(s, 1) == {
        "bid": 8,
        "counted": 8,
        "made": True,
        "overtricks": 0,
        "failed_nil_bags": 0,
        "bags": 0,
        "penalties": 0,
        "nil": {},
        "score": 80,
        "total": 80,  # the first hand: the total is its score
        "bag_count": 0,
    }
    assert s.result()["hands"][0]["scores"] == [141, 80, 141, 80]
    assert sp.team_totals(s) == [141, 80]
    assert sp.bags(s) == [1, 0]
    assert sp.breakdown(s) == [
        ("bid 4 made", [40, 0, 40, 0]),
        ("bags", [1, 0, 1, 0]),
        ("nil made", [100, 0, 100, 0]),
        ("bid 8 made", [0, 80, 0, 80]),
    ]


def test_worked_example_1_openspiel_returns(sp):
    """§11 ex. 1: OpenSpiel returns with default parameters: [141, 80, 141, 80] (a one-hand
    game; nobody reaches 500 or −350)."""
    s = sp.hand_with([5, 4, 0, 4], [4, 3, 0, 5], profile="openspiel")
    assert s.is_over
    assert s.result()["returns"] == [141, 80, 141, 80]
    assert s.winners == []


def test_worked_example_2_failed_nil_bags_only_S7(sp):
    """§11 ex. 2, S-7 (a): N 4, S nil; N takes 3, S takes 2. ``bags_only``: counted 3 < 4 →
    −40; South's 2 tricks are 2 bags (+2) even though the bid is set; nil −100: −138, 2
    bags."""
    s = sp.hand_with([3, 4, 2, 4], [4, 4, 0, 4])
    assert s.options["failed_nil_tricks"] == "bags_only"
    team = sp.team(s, 0)
    assert team == {
        "bid": 4,
        "counted": 3,
        "made": False,
        "overtricks": 0,
        "failed_nil_bags": 2,
        "bags": 2,
        "penalties": 0,
        "nil": {"2": -100},
        "score": -138,
        "total": -138,  # the first hand: the total is its score
        "bag_count": 2,
    }
    assert sp.team_totals(s)[0] == -138
    assert sp.bags(s)[0] == 2
    assert sp.breakdown(s)[:3] == [
        ("bid 4 set", [-40, 0, -40, 0]),
        ("bags", [2, 0, 2, 0]),
        ("nil failed", [-100, 0, -100, 0]),
    ]


def test_worked_example_2_failed_nil_count_for_bid_S7(sp):
    """§11 ex. 2, S-7 (b): ``count_for_bid``: counted 3 + 2 = 5 ≥ 4 → 40 + 1; nil −100: −59;
    the failed nil's tricks are no bags of their own."""
    s = sp.hand_with([3, 4, 2, 4], [4, 4, 0, 4], failed_nil_tricks="count_for_bid")
    team = sp.team(s, 0)
    assert (team["counted"], team["made"], team["overtricks"]) == (5, True, 1)
    assert (team["failed_nil_bags"], team["bags"], team["bag_count"]) == (0, 1, 1)
    assert team["nil"] == {"2": -100}
    assert team["score"] == -59
    assert sp.breakdown(s)[:3] == [
        ("bid 4 made", [40, 0, 40, 0]),
        ("bags", [1, 0, 1, 0]),
        ("nil failed", [-100, 0, -100, 0]),
    ]


@pytest.mark.parametrize(
    ("north", "south", "setting", "score", "bags"),
    [
        (5, 1, "bags_only", -58, 2),  # counted 5: 40 + 1 over + 1 failed-nil bag − 100
        (5, 1, "count_for_bid", -58, 2),  # counted 6: 40 + 2 over − 100
        (2, 1, "bags_only", -139, 1),  # counted 2: −40 + 1 failed-nil bag − 100
        (2, 1, "count_for_bid", -140, 0),  # counted 3: −40 − 100
    ],
)
def test_worked_example_2_variants_S7(sp, north, south, setting, score, bags):
    """§11 ex. 2: with N 5 and S 1 both settings give −58 (40 + 2 − 100); with N 2 and S 1
    ``bags_only`` −40 + 1 − 100 = −139, ``count_for_bid`` −40 − 100 = −140."""
    rest = 13 - north - south
    counts = [north, rest // 2, south, rest - rest // 2]
    s = sp.hand_with(counts, [4, 3, 0, 3], failed_nil_tricks=setting)
    team = sp.team(s, 0)
    assert team["score"] == score
    assert team["bags"] == bags == sp.bags(s)[0]
    assert sp.team_totals(s)[0] == score


@pytest.mark.parametrize("setting", SETTINGS)
def test_worked_example_3_both_partners_nil_fail(sp, setting):
    """§11 ex. 3, §6.1: N nil, S nil; N takes 2, S takes 1: the team bid 0 is made, all 3
    tricks are bags (+3), two failed nils −200: −197 under both settings."""
    s = sp.hand_with([2, 5, 1, 5], [0, 3, 0, 5], failed_nil_tricks=setting)
    team = sp.team(s, 0)
    assert (team["bid"], team["made"], team["bags"], team["bag_count"]) == (0, True, 3, 3)
    assert team["nil"] == {"0": -100, "2": -100}
    assert team["score"] == -197
    assert sp.breakdown(s)[:3] == [
        ("bags", [3, 0, 3, 0]),
        ("nil failed", [-100, 0, -100, 0]),
        ("nil failed", [-100, 0, -100, 0]),
    ]


@pytest.mark.parametrize("setting", SETTINGS)
def test_worked_example_3_both_partners_nil_made(sp, setting):
    """§11 ex. 3: both nil bidders take no trick: +200, no bag."""
    s = sp.hand_with([0, 7, 0, 6], [0, 3, 0, 5], failed_nil_tricks=setting)
    team = sp.team(s, 0)
    assert team["nil"] == {"0": 100, "2": 100}
    assert (team["score"], team["bags"]) == (200, 0)
    assert sp.breakdown(s)[:2] == [
        ("nil made", [100, 0, 100, 0]),
        ("nil made", [100, 0, 100, 0]),
    ]


# -- §6 line by line -------------------------------------------------------------------------------


def test_made_scores_10_per_bid_trick_plus_a_point_per_overtrick_6_2(sp):
    """§6.2.1: made (C ≥ B): 10 × B plus the overtricks O = C − B, one point each; East–West
    bid 5 + 2 and take 4 + 5 = 9: 70 + 2."""
    s = sp.hand_with([2, 4, 2, 5], [2, 5, 2, 2])
    assert sp.team(s, 1)["score"] == 72
    assert sp.team(s, 1)["overtricks"] == 2
    assert sp.team(s, 0)["score"] == 40  # exactly made: no bag


def test_set_scores_minus_10_per_bid_trick_no_bags_6_2(sp):
    """§6.2.2: set (C < B): −10 × B, O = 0: North–South bid 6 + 6, take 11: −120, no bag,
    whatever the number of tricks short."""
    s = sp.hand_with([6, 1, 5, 1], [6, 1, 6, 1])
    team = sp.team(s, 0)
    assert (team["made"], team["overtricks"], team["bags"], team["score"]) == (False, 0, 0, -120)
    assert sp.bags(s) == [0, 0]


@pytest.mark.parametrize("setting", SETTINGS)
def test_failed_nil_table_rows_6_1_S7(sp, setting):
    """§6.1 table, S-7: East bids nil and takes 3, West bids 4 and takes 4. ``bags_only``:
    counted = West's 4 (made, 40), East's 3 are failed-nil bags: 40 + 3 − 100 = −57.
    ``count_for_bid``: counted = 7, F = 0: 40 + 3 overtricks − 100 = −57 (the same sum,
    different columns)."""
    s = sp.hand_with([3, 3, 3, 4], [3, 0, 3, 4], failed_nil_tricks=setting)
    team = sp.team(s, 1)
    if setting == "bags_only":
        assert (team["counted"], team["overtricks"], team["failed_nil_bags"]) == (4, 0, 3)
    else:
        assert (team["counted"], team["overtricks"], team["failed_nil_bags"]) == (7, 3, 0)
    assert (team["bags"], team["score"]) == (3, -57)


def test_failed_nil_bags_count_when_the_bid_is_set_S7(sp):
    """S-7 (a): the failed-nil bags are the team's bags even when the partner's bid is set:
    North bids 6 and takes 2, South (nil) takes 4: −60 + 4 − 100 = −156, 4 bags carried."""
    s = sp.hand_with([2, 4, 4, 3], [6, 3, 0, 3])
    team = sp.team(s, 0)
    assert (team["made"], team["failed_nil_bags"], team["bags"]) == (False, 4, 4)
    assert team["score"] == -156
    assert sp.bags(s) == [4, 1]


def test_each_nil_judged_on_its_own_tricks_6_3(sp):
    """§6.3: each nil bidder separately: North (nil) takes none, South (nil) takes 2: +100
    −100, and 2 bags (bid 0 made)."""
    s = sp.hand_with([0, 6, 2, 5], [0, 5, 0, 5])
    team = sp.team(s, 0)
    assert team["nil"] == {"0": 100, "2": -100}
    assert team["score"] == 2


def test_nil_is_added_to_the_bid_score_never_instead_6_3(sp):
    """§6.3: the nil result is added to the team's score for its bid: West's nil made (+100)
    and East's bid 5 set (−50): 50."""
    s = sp.hand_with([5, 4, 4, 0], [4, 5, 4, 0])
    assert sp.team(s, 1)["score"] == 50
    assert sp.breakdown(s)[-2:] == [
        ("bid 5 set", [0, -50, 0, -50]),
        ("nil made", [0, 100, 0, 100]),
    ]


CASES = [
    # bids per seat, tricks per seat
    ([4, 3, 0, 5], [5, 4, 0, 4]),
    ([4, 3, 0, 5], [3, 4, 2, 4]),
    ([0, 0, 0, 0], [4, 3, 3, 3]),
    ([13, 0, 13, 0], [7, 0, 6, 0]),
    ([1, 1, 1, 1], [4, 3, 3, 3]),
    ([0, 6, 0, 6], [3, 4, 3, 3]),
    ([5, 0, 5, 0], [1, 5, 1, 6]),
    ([13, 2, 0, 2], [3, 0, 10, 0]),
]


@pytest.mark.parametrize("setting", SETTINGS)
@pytest.mark.parametrize(("bids", "tricks"), CASES)
def test_hand_score_formula_6_4(sp, bids, tricks, setting):
    """§6.4: hand score = (±10 × B) + G + nil points − 100 × penalties, for each team, added to
    its running total; partners have equal totals (§1.3)."""
    s = sp.hand_with(tricks, bids, failed_nil_tricks=setting)
    for side, seats in enumerate(sp.TEAM_SEATS):
        score, bag_count = expected_team(bids, tricks, seats, 0, setting)
        assert sp.team(s, side)["score"] == score
        assert sp.team(s, side)["bag_count"] == bag_count
        assert [s.scores[seat] for seat in seats] == [score, score]


# -- §7 bags and penalties -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("taken", "score", "total", "bag_count", "penalties"),
    [(9, 63, 309, 9, 0), (10, -36, 210, 0, 1), (11, -35, 211, 1, 1)],
)
def test_worked_example_4_bags_carried_over(sp, taken, score, total, bag_count, penalties):
    """§11 ex. 4, §7.2: a team with 246 points and 6 bags bids 6 (3 + 3). It takes 9: 60 + 3 =
    63 → 309, 9 bags. It takes 10: 60 + 4 = 64, bags 10 → one penalty: −36 → 210, 0 bags. It
    takes 11: 65 − 100 = −35 → 211, 1 bag."""
    north = taken // 2
    counts = [north, 13 - taken, taken - north, 0]
    s = sp.new([sp.scripted_deal(counts)])
    sp.set_match(s, [246, 0], [6, 0])
    sp.bid_by_seat(s, [3, 1, 3, 1])
    sp.play_scripted(s, counts)
    team = sp.team(s, 0)
    assert (team["bags"], team["penalties"], team["bag_count"]) == (taken - 6, penalties, bag_count)
    assert team["score"] == score
    assert sp.team_totals(s)[0] == total
    assert sp.bags(s)[0] == bag_count
    expected = [("bid 6 made", [60, 0, 60, 0]), ("bags", [taken - 6, 0, taken - 6, 0])]
    if penalties:
        expected.append(("10-bag penalty", [-100, 0, -100, 0]))
    assert sp.breakdown(s)[: len(expected)] == expected


def test_worked_example_4_bags_carried_from_a_played_hand_7_1(sp):
    """§7.1, §7.2, §11 ex. 4 reached by play: hand 1 North–South bid 1 + 1 and take 8: 20 + 6,
    6 bags carried; hand 2 they bid 3 + 3 and take 10: 64 − 100, bags 0."""
    s = sp.hand_with([4, 3, 4, 2], [1, 3, 1, 3], more=[sp.scripted_deal([5, 2, 5, 1], 0)])
    assert sp.team(s, 0)["bag_count"] == 6 and sp.bags(s) == [6, 0]
    assert sp.team_totals(s) == [26, -60]
    sp.next_hand(s, [5, 2, 5, 1], [3, 1, 3, 1])
    team = sp.team(s, 0)
    assert (team["bags"], team["penalties"], team["bag_count"], team["score"]) == (4, 1, 0, -36)
    assert sp.team_totals(s)[0] == -10


def test_worked_example_5_two_penalties_in_one_hand(sp):
    """§11 ex. 5, §7.2: a team with 9 bags bids 2 (1 + 1) and takes all 13 tricks: 20 + 11 =
    31, bags 9 + 11 = 20 → two penalties: 31 − 200 = −169, 0 bags."""
    s = sp.new([sp.scripted_deal([7, 0, 6, 0])])
    sp.set_match(s, [0, 0], [9, 0])
    sp.bid_by_seat(s, [1, 1, 1, 1])
    sp.play_scripted(s, [7, 0, 6, 0])
    team = sp.team(s, 0)
    assert (team["overtricks"], team["bags"], team["penalties"]) == (11, 11, 2)
    assert (team["score"], team["bag_count"]) == (-169, 0)
    assert sp.team_totals(s) == [-169, -20]
    assert sp.breakdown(s) == [
        ("bid 2 made", [20, 0, 20, 0]),
        ("bags", [11, 0, 11, 0]),
        ("10-bag penalty", [-200, 0, -200, 0]),
        ("bid 2 set", [0, -20, 0, -20]),
    ]


def test_worked_example_5_by_play(sp):
    """§11 ex. 5 reached by play: hand 1 bid 1 + 1, 11 tricks: 29, 9 bags; hand 2 bid 1 + 1, all
    13 tricks: −169, 0 bags."""
    s = sp.hand_with([6, 1, 5, 1], [1, 1, 1, 1], more=[sp.scripted_deal([7, 0, 6, 0], 0)])
    assert (sp.team(s, 0)["score"], sp.bags(s)[0]) == (29, 9)
    sp.next_hand(s, [7, 0, 6, 0], [1, 1, 1, 1])
    assert sp.team(s, 0)["score"] == -169
    assert sp.team(s, 0)["penalties"] == 2
    assert sp.bags(s)[0] == 0
    assert sp.team_totals(s)[0] == 29 - 169


def test_bag_count_never_reduced_by_a_set_or_a_negative_total_7_3(sp):
    """§7.3: the bag count is never negative, and neither a set bid nor a negative total
    reduces it: 5 bags, then a set (−130): still 5 bags, total negative."""
    s = sp.hand_with([4, 3, 4, 2], [1, 3, 2, 2], more=[sp.scripted_deal([3, 3, 4, 3], 0)])
    assert sp.bags(s)[0] == 5
    sp.next_hand(s, [3, 3, 4, 3], [7, 3, 6, 3])
    assert sp.team(s, 0)["made"] is False
    assert sp.team(s, 0)["bag_count"] == 5
    assert sp.bags(s)[0] == 5
    assert sp.team_totals(s)[0] == 35 - 130


def test_bags_kept_apart_from_the_score_S8(sp):
    """S-8, §7.3: a total of −37 reached as −60 then +23 (3 bags) has 3 bags, not 7 (the last
    digit) nor −7: the next hand's 7 bags make 10, one penalty: 27 − 100 = −73 → −110."""
    s = sp.hand_with(
        [3, 4, 2, 4],
        [3, 4, 3, 4],
        more=[sp.scripted_deal([2, 4, 3, 4], 0), sp.scripted_deal([5, 2, 4, 2], 1)],
    )
    assert sp.team_totals(s)[0] == -60 and sp.bags(s)[0] == 0
    sp.next_hand(s, [2, 4, 3, 4], [1, 4, 1, 4])
    assert sp.team_totals(s)[0] == -37
    assert sp.bags(s)[0] == 3 == sp.team(s, 0)["bag_count"]
    assert s.observation(1)["bags"] == [3, 0]  # public (S-14)
    sp.next_hand(s, [5, 2, 4, 2], [1, 4, 1, 4])
    team = sp.team(s, 0)
    assert (team["bags"], team["penalties"], team["bag_count"]) == (7, 1, 0)
    assert team["score"] == -73
    assert sp.team_totals(s)[0] == -110


def test_one_openspiel_hand_penalised_only_at_10_bags_7_4(sp):
    """§7.4: in a one-hand game from 0 bags (the OpenSpiel profile) a team is penalised only
    when it takes 10 or more bags in the hand: 9 bags → 20 + 9 = 29; 10 bags → 20 + 10 − 100 =
    −70."""
    nine = sp.hand_with([6, 1, 5, 1], [1, 1, 1, 1], profile="openspiel")
    assert (sp.team(nine, 0)["score"], sp.team(nine, 0)["penalties"]) == (29, 0)
    assert nine.result()["returns"] == [29, 20, 29, 20]
    ten = sp.hand_with([6, 1, 6, 0], [1, 1, 1, 1], profile="openspiel")
    assert (sp.team(ten, 0)["score"], sp.team(ten, 0)["penalties"]) == (-70, 1)
    assert ten.result()["returns"] == [-70, -20, -70, -20]


# -- worked example 10: the limits of one OpenSpiel hand -------------------------------------------

RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
ALL_SPADES = [r + "S" for r in RANKS]


def test_worked_example_10_most_of_one_openspiel_hand(sp):
    """§11 ex. 10: with the cap of 13 a hand scores at most +230: one partner bids 13 and makes
    it (North holds every spade), the other bids nil and makes it."""
    rest = [r + t for t in "HDC" for r in RANKS]
    hands = [ALL_SPADES, rest[0:13], rest[13:26], rest[26:39]]
    s = sp.deal(hands, profile="openspiel")
    sp.bid(s, 13, 0)
    assert sp.legal_bids(s) == [0]  # South: 13 − 13
    sp.bid(s, "nil", 0)
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    assert s.result()["hands"][0]["tricks"] == [13, 0, 0, 0]
    assert sp.team(s, 0)["score"] == 230
    assert s.result()["returns"] == [230, 200, 230, 200]  # East–West: two nils made


def test_worked_example_10_least_of_one_openspiel_hand(sp):
    """§11 ex. 10: at least −290: both partners nil, both take tricks, 10 tricks in all: 10
    bags − 100 penalty − 200."""
    s = sp.hand_with([5, 2, 5, 1], [0, 1, 0, 2], profile="openspiel")
    team = sp.team(s, 0)
    assert (team["bags"], team["penalties"], team["score"]) == (10, 1, -290)
    assert s.result()["returns"][0] == -290


def test_worked_example_10_least_without_the_cap_bags_only(sp):
    """§11 ex. 10: without the cap and with ``bags_only`` a hand can score −320: bids 13 and
    nil, the 13 bidder is set, the nil bidder takes 10 tricks: −130 + 10 − 100 − 100."""
    s = sp.hand_with([3, 0, 10, 0], [13, 1, 0, 1])
    team = sp.team(s, 0)
    assert (team["made"], team["failed_nil_bags"], team["penalties"]) == (False, 10, 1)
    assert team["score"] == -320


def test_the_breakdown_has_no_unexplained_item_when_the_second_partner_bids_nil(sp):
    """§6.4, worked example 1: South (the side's second seat) bids nil; the items explain the
    whole side score, so no 'other' item appears."""
    s = sp.hand_with([5, 4, 0, 4], [4, 3, 0, 5])
    items = [row["item"] for row in s.result()["hands"][0]["breakdown"]]
    assert "other" not in items
    assert items == ["bid 4 made", "bags", "nil made", "bid 8 made"]

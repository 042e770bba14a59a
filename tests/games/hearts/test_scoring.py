"""§8 scoring (HT-9, HT-10, HT-12, HT-18): card points, shooting the moon in both forms, the
J♦ and the avoid-all-tricks bonus, and OpenSpiel's returns 26 − P, on stacked hold hands."""

from __future__ import annotations

import pytest

NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3


def moon_hand(ht, hands, **options):
    """Play a MOON-like hand: South leads the 2♣ (West 3♦, North A♣, East's first-trick card),
    North leads the 2♦ to South's A♦, then South runs its clubs."""
    options.setdefault("pass_direction", "hold")
    options.setdefault("hands", 1)
    s = ht.deal(hands, **options)
    assert s.current_seat == SOUTH
    east_first = "JD" if "JD" in hands[1] else "2H"
    ht.play(s, "2C 3D AC", east_first)
    assert s.state.last_trick[2] == NORTH
    ht.play(s, "2D")
    s.apply(s.legal_actions()[0])  # East
    ht.play(s, "AD")
    s.apply(s.legal_actions()[0])  # West
    ht.finish_hand(s)
    assert s.is_over
    return s


@pytest.mark.parametrize(
    ("options", "r", "p", "returns"),
    [
        ({}, [0, 0, 26, 0], [26, 26, 0, 26], [0, 0, 26, 0]),
        ({"shoot_the_moon": "subtract"}, [0, 0, 26, 0], [0, 0, -26, 0], None),
        ({"jd_bonus": True}, [-10, 0, 26, 0], [16, 26, 0, 26], [10, 0, 26, 0]),
        (
            {"jd_bonus": True, "shoot_the_moon": "subtract"},
            [-10, 0, 26, 0],
            [-10, 0, -26, 0],
            None,
        ),
        ({"avoid_all_tricks_bonus": True}, [0, 0, 26, 0], [26, 26, 0, 26], [0, 0, 26, 0]),
    ],
)
def test_shooting_the_moon_example_6_HT9_HT12(ht, options, r, p, returns):
    """§8.2, §12 ex. 6 (vectors 25 and 374), HT-9, HT-12, HT-18: South wins every heart and the
    Q♠ but not the first trick; ``add``: 0 for South, 26 for each other (the J♦'s −10 stays
    with North under ``jd_bonus``: P 16, 26, 0, 26); ``subtract``: South −26; no −5 bonus in
    a moon hand (§8.3) though East and West won no trick; OpenSpiel returns 26 − P."""
    s = moon_hand(ht, ht.MOON, **options)
    record = ht.hand_result(s)
    assert record["tricks"] == [1, 0, 12, 0]
    assert record["card_points"] == r
    assert record["took_all"] == SOUTH
    assert record["scores"] == p
    assert s.scores == p
    expected_sum = {"add": 78, "subtract": -26}[options.get("shoot_the_moon", "add")]
    assert sum(p) == expected_sum - (10 if options.get("jd_bonus") else 0)  # §13.5 checks
    if returns is not None:
        assert s.result()["returns"] == returns
    items = dict(ht.breakdown(s))
    assert items["took all"] == [x - y for x, y in zip(p, r, strict=True)]


@pytest.mark.parametrize("bonus", [False, True])
def test_card_points_and_avoid_all_tricks_bonus_example_6_HT10(ht, bonus):
    """§8.1, §8.3, §12 ex. 6 (vector 204's rule), HT-10, HT-18: East may throw a heart on the
    first trick (it holds only hearts), so North takes 1 and South 25: no moon; with
    ``avoid_all_tricks_bonus`` East and West, who won no trick, get −5 each (Σ P = 26 − 5z)."""
    s = moon_hand(ht, ht.NO_MOON, avoid_all_tricks_bonus=bonus)
    record = ht.hand_result(s)
    assert record["tricks"] == [1, 0, 12, 0]
    assert record["card_points"] == [1, 0, 25, 0]
    assert record["took_all"] is None
    p = [1, -5, 25, -5] if bonus else [1, 0, 25, 0]
    assert record["scores"] == p
    assert sum(p) == 26 - (10 if bonus else 0)
    assert s.result()["returns"] == [26 - x for x in p]
    if bonus:
        assert dict(ht.breakdown(s))["no trick"] == [0, -5, 0, -5]


def test_jd_is_minus_ten_for_its_winner_HT10(ht):
    """§2.4, HT-10: with ``jd_bonus`` the J♦ counts −10 for whoever wins it (R sums to 16)."""
    s = moon_hand(ht, ht.NO_MOON, jd_bonus=True)
    record = ht.hand_result(s)
    assert record["card_points"] == [1, 0, 15, 0]  # South also took the J♦
    assert sum(record["card_points"]) == 16


def test_ordinary_hand_card_points_sum_to_26_HT18(ht):
    """§8.1.2, HT-18: in any hand without a moon the four R add up to 26, and P = R."""
    s = ht.deal(ht.EXAMPLE_0, pass_direction="across", hands=1)
    ht.passes(s, *ht.EXAMPLE_0_PASSES)
    ht.play(s, "2C 10C 5C 3C 6S AS 2D 2S 3S 9H 8S QS")
    ht.finish_hand(s)
    record = ht.hand_result(s)
    assert sum(record["card_points"]) == 26
    assert record["card_points"][EAST] >= 14  # §12 ex. 3: East's 9♥ + Q♠
    if record["took_all"] is None:
        assert record["scores"] == record["card_points"]

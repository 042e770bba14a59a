"""§14.3 small details (S-15): the hand record per team, bids reported as ``nil``, per-seat
results equal for partners; records of stacked Spades games replay to the same result."""

from __future__ import annotations

import json

from tricktaker import Bid
from tricktaker.records import parse_record, record_of, replay
from tricktaker.testing import assert_replays

TEAM_KEYS = {
    "bid",  # team bid
    "counted",  # tricks counted for the bid
    "made",  # made or set
    "overtricks",
    "failed_nil_bags",
    "bags",  # bags this hand
    "penalties",
    "nil",  # nil results per seat
    "score",  # hand score
    "total",  # the team's total after the hand
    "bag_count",  # bag count after the hand
}


def test_hand_record_per_team_S15(sp):
    """S-15: the hand record per team holds the team bid, the tricks counted for it, made or
    set, overtricks, failed-nil bags, bags this hand, penalties, the nil results per seat, the
    hand score, the team's total and the bag count after the hand; the totals after the hand
    are in the hand's record too (partners equal). Two hands: §11 ex. 2 (``bags_only``), then a
    penalty."""
    s = sp.hand_with([3, 4, 2, 4], [4, 4, 0, 4], more=[sp.scripted_deal([6, 0, 5, 2], 0)])
    sp.next_hand(s, [6, 0, 5, 2], [1, 1, 1, 1])
    hands = s.result()["hands"]
    assert len(hands) == 2
    for record in hands:
        assert len(record["teams"]) == 2
        for team in record["teams"]:
            assert set(team) == TEAM_KEYS
    first, second = hands[0]["teams"], hands[1]["teams"]
    assert first[0] == {
        "bid": 4,
        "counted": 3,
        "made": False,
        "overtricks": 0,
        "failed_nil_bags": 2,
        "bags": 2,
        "penalties": 0,
        "nil": {"2": -100},
        "score": -138,
        "total": -138,
        "bag_count": 2,
    }
    assert hands[0]["totals"] == [-138, 80, -138, 80]
    assert second[0] == {
        "bid": 2,
        "counted": 11,
        "made": True,
        "overtricks": 9,
        "failed_nil_bags": 0,
        "bags": 9,
        "penalties": 1,
        "nil": {},
        "score": -71,
        "total": -209,
        "bag_count": 1,
    }
    assert (second[1]["score"], second[1]["made"], second[1]["bag_count"]) == (20, True, 0)
    assert [team["total"] for team in second] == [-209, 100]
    assert hands[1]["totals"] == [-209, 100, -209, 100]
    assert hands[1]["bids"] == [1, 1, 1, 1]
    assert hands[1]["tricks"] == [6, 0, 5, 2]  # tricks taken per seat (§1.4)


def test_zero_is_reported_as_nil_S15(sp):
    """S-15: a bid is an integer 0-13; 0 is reported as ``nil``: in the record's actions and
    wherever a bid is written (the hand's facts keep the integer)."""
    s = sp.hand_with([5, 4, 0, 4], [4, 3, 0, 5])
    assert s.format_action(Bid(0)) == "nil"
    texts = [a.action for a in record_of(s).actions]
    assert texts[:4] == ["4", "3", "nil", "5"]
    assert s.result()["hands"][0]["bids"] == [4, 3, 0, 5]


def test_per_seat_results_are_the_teams_S15(sp):
    """S-15, §1.3: a seat's total and return are always its team's; only bids, nil results and
    tricks are per seat."""
    s = sp.hand_with([5, 4, 0, 4], [4, 3, 0, 5], profile="openspiel")
    result = s.result()
    assert result["scores"] == [141, 80, 141, 80]
    assert result["returns"] == [141, 80, 141, 80]
    assert result["hands"][0]["scores"] == [141, 80, 141, 80]
    for row in result["hands"][0]["breakdown"]:
        points = row["points"]
        assert points[0] == points[2] and points[1] == points[3]
    assert result["hands"][0]["tricks"] == [5, 4, 0, 4]


def test_record_of_stacked_hands_replays(sp):
    """Worked example 1 and a bag penalty, stacked, then the game played on by the first
    legal actions (the mercy rule on, so that it ends): the JSON record replays to the same
    result, history and team records."""
    s = sp.hand_with(
        [5, 4, 0, 4],
        [4, 3, 0, 5],
        more=[sp.scripted_deal([6, 0, 6, 1], 0)],
        use_mercy_rule=True,
        mercy_threshold=-200,
    )
    sp.next_hand(s, [6, 0, 6, 1], [1, 1, 1, 1])
    while not s.is_over:
        s.apply(s.legal_actions()[-1])  # bids of 13: sets until the mercy rule ends it
    record = record_of(s)
    assert record.deals[0].pack is not None and len(record.deals[0].pack) == 52
    raw = json.loads(record.model_dump_json(exclude_none=True))
    again = replay(parse_record(raw))
    assert again.result() == s.result()
    assert again.history == s.history
    assert again.result()["hands"][1]["teams"] == s.result()["hands"][1]["teams"]
    assert_replays(s)


def test_openspiel_game_record_replays(sp):
    s = sp.new(seed=4, profile="openspiel")
    while not s.is_over:
        s.apply(s.legal_actions()[len(s.history) % len(s.legal_actions())])
    again = assert_replays(s)
    assert again.result()["returns"] == s.result()["returns"]

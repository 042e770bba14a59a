"""§13.7 notation and records (HT-20): each pass pick and each play is its own recorded action
in the order of §13.2; a hand's result records tricks, R, P and the moon shooter; ``T`` is read
as the ten; records replay to the same result."""

from __future__ import annotations

import json

from tricktaker.records import record_of
from tricktaker.testing import assert_replays

NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3


def test_record_lists_each_pick_and_play_HT20(ht):
    """HT-20: 12 pick actions (seat, card) from the dealer's left, then 52 plays; the hand's
    result holds tricks, card points (R), scores (P) and the shooter; the record replays."""
    s = ht.deal(ht.EXAMPLE_0, pass_direction="across", hands=1)
    for picks in ht.EXAMPLE_0_PASSES:
        for card in picks.split():
            s.apply(s.parse_action(f"pass {card}"))
    ht.finish_hand(s)
    assert s.is_over
    record = json.loads(record_of(s).model_dump_json(exclude_none=True))
    assert "7D" in json.dumps(record)
    seats = [seat for seat, _, _ in s.history]
    assert seats[:12] == [0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3]
    assert [s.format_action(a, phase) for _, a, phase in s.history[:3]] == [
        "pass 7D",
        "pass 5H",
        "pass 4C",
    ]
    assert len(s.history) == 12 + 52
    hand = s.result()["hands"][0]
    assert set(hand) >= {"tricks", "card_points", "scores", "took_all"}
    assert sum(hand["tricks"]) == 13
    assert_replays(s)


def test_ten_written_t_is_read_HT20(ht):
    """HT-20: ``T`` is accepted for the ten on input (OpenSpiel writes ``TH``)."""
    s = ht.deal(ht.EXAMPLE_0, pass_direction="across")
    assert ht.card("TD") == ht.card("10D")
    s.apply(s.parse_action("pass 7D 5H 4C"))
    s.apply(s.parse_action("pass JD 4D 6H"))
    s.apply(s.parse_action("pass QC JC 8H"))
    s.apply(s.parse_action("pass TD QH QS"))
    assert s.phase.name == "play"
    assert s.format_action(s.legal_actions()[0]) == "2C"


def test_bots_match_replays(ht):
    """A whole match of bots replays from its record to the same result."""
    from tricktaker.testing import assert_bots_play

    s = ht.new(seed=11, target_score=60)
    assert_bots_play(s, ["basic", "search:4", "random", "basic"], seed=11)
    assert_replays(s)

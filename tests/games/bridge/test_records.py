"""Records of Bridge games: stacked boards, the declarer's choices for the dummy, passed-out
boards and rubbers replay to the same result; a record whose dummy card is attributed to the
dummy seat instead of the declarer is refused, naming the action (C-21)."""

from __future__ import annotations

import json

import pytest

from tricktaker import RecordError
from tricktaker.records import parse_record, record_of, replay
from tricktaker.testing import assert_replays


def test_a_match_replays(br):
    one = br.plan("4HX", 11, declarer=br.WEST)
    s = br.new([one.deal], num_boards=2, board_number=4)
    br.run(s, one)
    br.call(s, "Pass Pass Pass Pass")
    assert s.is_over
    again = assert_replays(s)
    assert again.result()["hands"][0]["result"] == s.result()["hands"][0]["result"]


def test_the_record_names_the_actor_of_each_dummy_card_C21(br):
    """C-21: each action names the seat that chose it: the declarer for the dummy's cards;
    the trick log names the hand each card came from."""
    p = br.plan("3NT", 9, declarer=br.SOUTH)
    s = br.new([p.deal])
    br.run(s, p)
    record = record_of(s)
    plays = record.actions[4:]
    first_trick = record.hands[0].play[0]
    assert first_trick.seats == [3, 0, 1, 2]  # W leads, then N (the dummy), E, S
    assert [a.seat for a in plays[:4]] == [3, 2, 1, 2]  # S chose N's card
    data = json.loads(record.model_dump_json())
    data["actions"][5]["seat"] = 0  # the dummy's card, credited to the dummy
    with pytest.raises(RecordError, match="action 5"):
        replay(parse_record(data))


def test_a_rubber_replays(br):
    one = br.plan("3NT", 9, declarer=br.NORTH)
    two = br.plan("2S", 8, declarer=br.EAST)
    s = br.new([one.deal, two.deal], scoring="rubber", max_deals=2)
    br.run(s, one)
    br.run(s, two)
    assert_replays(s)

"""Records of Bridgette games: stacked deals, multi-card discards, Colons and doubled contracts
are written in the record's text and replay to the same result."""

from __future__ import annotations

import json

from tricktaker.records import parse_record, record_of, replay

EX2_D = "AH KH QH JH 10H 9H 8H 7H 6H 5H 2C 3C 4C"
EX2_ND = "AC KC QC AS KS QS JS 10S AD KD QD JD 10D"
EX2_PLAY = "AC 2C KC 3C QC 4C AS 5H 6H KS 7H QS 8H JS 9H 10S 10H AD JH KD QH QD KH JD AH 10D"


def test_record_of_a_stacked_deal_replays_worked_example_2(bg):
    """Worked example 2 (4♥ doubled, exactly 10 tricks: 2800), then the rest of the game with
    quick moves: the JSON record replays to the same result and history."""
    s = bg.deal(nd=EX2_ND, d=EX2_D, seed=7)
    nd_drawn = bg.names(s.state.parts["draw"].drawn[1])
    bg.discard(s, " ".join(nd_drawn))  # both at once
    for c in bg.names(s.state.parts["draw"].drawn[0]):  # one by one
        bg.discard(s, c)
    bg.call(s, "4H", "double", "pass")
    bg.play(s, EX2_PLAY)
    assert s.state.hand_results[0]["scores"] == [2800, 0]
    bg.play_out(s)
    record = record_of(s)
    texts = [a.action for a in record.actions]
    assert texts[0] == "discard " + " ".join(nd_drawn)
    assert texts[5:8] == ["4H", "double", "pass"]
    assert record.deals[0].pack is not None and len(record.deals[0].pack) == 55
    raw = json.loads(record.model_dump_json(exclude_none=True))
    again = replay(parse_record(raw))
    assert again.result() == s.result()
    assert again.history == s.history
    assert again.state.hand_results[0]["scores"] == [2800, 0]


def test_record_with_colon_plays_and_passed_out_deals_replays(bg):
    s = bg.new(seed=12)
    bg.pass_out(s)
    bg.play_out(s)
    played = [s.format_action(a, p) for _, a, p in s.history]
    assert {"GC", "RC", "LC"} & set(played)
    again = replay(record_of(s))
    assert again.result() == s.result()
    assert again.state.hand_results[0]["thrown_in"] is True

"""Records of Euchre games replay (§14.3, E-18): stacked hands with going alone and a
discard, whole games under every option, the hand's facts in the record."""

from __future__ import annotations

import json
import random

import pytest

from tricktaker.records import parse_record, record_of, replay
from tricktaker.testing import assert_replays

N, E, S, W = 0, 1, 2, 3


def test_the_hand_record_E18(eu):
    """E-18: the record of a hand: dealer, up-card, trump, maker, who played alone and who sat
    out, tricks per seat, the points (written to both partners), the discard in the log."""
    hands = ["QH JH 9D AC KC", "AS KS QS 10H 9H", "JS 10S AD KD QD", "9S AH KH JD 10D"]
    s = eu.deal(hands, dealer=N, up="QC", single_hand=True)
    eu.act(s, "pass, order", "alone", "discard 9D")
    eu.finish_hand(s)
    record = eu.hand_record(s)
    assert (record["dealer"], record["turned"], record["trump"], record["maker"]) == (
        N,
        "QC",
        "C",
        S,
    )
    assert record["alone"] == [S] and record["sitting_out"] == [N]
    assert record["exchanges"] == [{"seat": N, "gave": ["9D"], "took": ["QC"], "seen_by": [N]}]
    assert record["scores"][0] == record["scores"][2] and record["scores"][1] == record["scores"][3]
    assert sum(record["tricks"]) == 5 and record["tricks"][N] == 0


def test_record_of_stacked_hands_replays(eu):
    """A stacked hand (a lone hand, a discard), then the game played on to 10: the JSON record
    replays to the same result and history."""
    hands = ["QH JH 9D AC KC", "AS KS QS 10H 9H", "JS 10S AD KD QD", "9S AH KH JD 10D"]
    s = eu.deal(hands, dealer=N, up="QC")
    eu.act(s, "pass, order", "alone", "discard 9D")
    rng = random.Random(1)
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    raw = json.loads(record_of(s).model_dump_json(exclude_none=True))
    again = replay(parse_record(raw))
    assert again.result() == s.result()
    assert again.history == s.history


@pytest.mark.parametrize(
    "options",
    [
        {},
        {"profile": "openspiel"},
        {"allow_lone_defender": True, "alone_timing": "after_discard"},
        {"stick_the_dealer": True, "target_score": 5},
    ],
)
def test_whole_games_replay(eu, options):
    s = eu.new(seed=7, **options)
    rng = random.Random(7)
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    again = assert_replays(s)
    assert again.result()["returns"] == s.result()["returns"]

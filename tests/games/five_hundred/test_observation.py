"""The kitty, the decisions of a hand, what each seat sees and the texts (five-hundred.md §5,
§13.2 … §13.4; F-8, F-20, F-21, F-22), issue 47."""

from __future__ import annotations

from typing import Any

import pytest

from tricktaker import IllegalAction

N, E, S, W = 0, 1, 2, 3

EXAMPLE_8_PACK = (
    "AD KD QD JS QS 10S JK JH AH JC QC 8C JD 10H 8H 5H AC 7S 6S 5S KC KH 9H 7H AS 7C 6C 4H "
    "10D QH 10C 9S 8S 9C 6H 5D KS 5C 6D 9D 8D 7D 4D"
)
KITTY_8 = ("JD", "QH", "4D")


def example_8_at_the_kitty(fh: Any) -> Any:
    s = fh.deal_pack(EXAMPLE_8_PACK, dealer=N)
    fh.act(s, "6H, 7S, 8H, pass, pass, pass")
    return s


def test_the_kitty_is_always_taken_and_three_cards_discarded_one_at_a_time_F8(fh: Any) -> None:
    """§5, F-8, F-20: the contractor takes the kitty with no decision (13 cards), then three
    discard decisions of 13, 12 and 11 choices; any card may go, the Joker and the bowers
    too; the discards are dead."""
    s = example_8_at_the_kitty(fh)
    assert fh.hand_of(s, W) >= set(KITTY_8) and len(s.state.hands[W]) == 13
    for n in (13, 12, 11):
        assert s.current_seat == W and len(fh.legal(s)) == n
        assert fh.legal(s) == {f"discard {c}" for c in fh.hand_of(s, W)}  # issue 47: as discards
        fh.act(s, f"discard {'JK' if n == 13 else 'JH' if n == 12 else 'JD'}")
    assert fh.phase(s) == "play" and len(s.state.hands[W]) == 10
    assert not {"JK", "JH", "JD"} & fh.hand_of(s, W)


def test_the_misere_contractor_takes_the_kitty_too_F8(fh: Any) -> None:
    """§5.2, F-8, F-11: the kitty is taken in every contract, misère and open misère too."""
    s = fh.new(first_dealer="0")
    fh.act(s, "OMIS, pass, pass, pass")
    assert fh.phase(s) == "kitty" and s.current_seat == E and len(s.state.hands[E]) == 13


def test_nobody_else_ever_sees_the_kitty_or_the_discards_F21(fh: Any) -> None:
    """§5.3, §13.3.5, F-21: only the contractor sees the kitty cards (in its hand) and its
    discards; another seat's observation is the same whatever the discards were, during and
    after the hand (the hand's record, not an observation, holds them)."""
    views = []
    for discards in (("KS", "6D", "4D"), ("JD", "QH", "4D")):
        s = example_8_at_the_kitty(fh)
        for c in discards:
            fh.act(s, f"discard {c}")
        assert set(fh.names(s.observation(W)["put_away"])) == set(discards)
        assert set(fh.names(s.observation(W)["taken_up"])) == set(fh.words(KITTY_8))
        views.append([s.observation(seat) for seat in (N, E, S)])
    for before, after in zip(*views, strict=True):
        assert {k: v for k, v in before.items()} == {k: v for k, v in after.items()}
    for seat in (N, E, S):
        obs = views[0][[N, E, S].index(seat)]
        assert not obs.get("put_away") and not obs.get("taken_up")
        assert fh.words(KITTY_8)[0] not in fh.names(obs["hand"]) or seat == W


def card_lists(value: Any) -> list[set[int]]:
    """Every list of ints inside an observation's value (the places cards could be)."""
    if isinstance(value, dict):
        return [x for v in value.values() for x in card_lists(v)]
    if isinstance(value, list | tuple):
        if value and all(isinstance(v, int) and not isinstance(v, bool) for v in value):
            return [set(value)]
        return [x for v in value for x in card_lists(v)]
    return []


def test_the_sitting_out_hand_is_seen_by_nobody_else_F21(fh: Any) -> None:
    """§13.3.8, F-21: the misère partner's hand is seen only by that seat, never by anyone
    else, not even the contractor, not even after the hand; unplayed cards are not revealed."""
    hands = fh.build({E: "5S 6S 7S 8S 5C 6C 7C 8C 4D 5D", W: "AH KH QH JH 10H 9H 8H 7H 6H 5H"})
    s = fh.deal(hands, dealer=N, kitty=[c for c in fh.PACK if all(c not in h for h in hands)])
    fh.act(s, "OMIS, pass, pass, pass")
    out = set(fh.cards(hands[W]))
    for moment in range(2):
        for seat in (N, E, S):
            obs = s.observation(seat)
            for key, value in obs.items():
                if key in ("hand", "legal"):
                    continue
                assert not any(len(x & out) >= 3 for x in card_lists(value)), (seat, key)
        assert set(s.observation(W)["hand"]) == out
        if moment == 0:
            while fh.phase(s) == "kitty":
                fh.act(s, f"discard {fh.legal_texts(s)[0]}")
            fh.finish_hand(s)
    assert s.state.hand_results[-1]["tricks"][W] == 0


def test_decisions_of_a_hand_in_order_F20(fh: Any) -> None:
    """§13.2, F-20: auction from dealer + 1; the contractor's three discards; the contractor
    leads; the opponents make no decision between the auction and the first trick; every
    forced decision is still asked (the last card of a hand)."""
    s = example_8_at_the_kitty(fh)
    asked = []
    while fh.phase(s) == "kitty":
        asked.append(s.current_seat)
        fh.act(s, f"discard {fh.legal_texts(s)[0]}")
    assert asked == [W, W, W]
    count = 0
    while len(s.state.hand_results) == 0:
        assert fh.legal(s)
        count += 1
        fh.act(s, fh.legal_texts(s)[0])
    assert count == 40  # every card of every trick is a decision, forced or not


def test_what_every_seat_sees_F21(fh: Any) -> None:
    """§13.3, F-21: each seat sees its own hand, the dealer, the totals, every call with its
    caller, the contract and contractor, every card played with its seat and each trick's
    winner; another seat's cards only as counts."""
    s = example_8_at_the_kitty(fh)
    fh.act(s, "discard KS, discard 6D, discard 4D")
    fh.play(s, "JK 4H 5H 6H")
    for seat in range(4):
        obs = s.observation(seat)
        assert set(fh.names(obs["hand"])) == fh.hand_of(s, seat)
        assert obs["dealer"] == N and list(obs["totals"]) == [0, 0, 0, 0]
        assert [c for c, _ in obs["calls"]] == [E, S, W, N, E, S]
        assert obs["contract"].declarer == W
        assert [(p, fh.names([c])[0]) for p, c in obs["played"]] == [
            (W, "JK"),
            (N, "4H"),
            (E, "5H"),
            (S, "6H"),
        ]
        assert obs["last_trick"][2] == W and list(obs["tricks_won"]) == [0, 0, 0, 1]
        assert list(obs["hand_counts"]) == [9, 9, 9, 9]


def test_texts_of_cards_calls_and_plays_F22(fh: Any) -> None:
    """§13.4, F-22: cards rank then suit (10H, JD, 4D), the Joker JK, T read as 10; calls
    pass, 6S … 10NT, MIS, OMIS; a Joker lead at no trumps JK:S … JK:H, a Joker to another's
    lead or in a suit contract plain JK; a thing that is not a call is refused."""
    s = fh.new(first_dealer="0")
    assert {"pass", "6S", "10NT", "OMIS"} <= fh.legal(s)
    assert s.format_action(s.parse_action("10nt")) == "10NT"
    assert s.format_action(s.parse_action("mis")) == "MIS" or "MIS" not in fh.legal(s)
    with pytest.raises((IllegalAction, Exception)):
        s.apply(s.parse_action("11S"))
    s = fh.first_trick("6S", N, {N: "JK"}, {})
    assert "JK" in fh.legal(s) and not any(":" in t for t in fh.legal(s))


def test_the_record_holds_the_deal_kitty_and_discards_F21_F22(fh: Any) -> None:
    """§13.3, §13.4, F-21, F-22: the hand's record (for replays, not an observation) holds the
    full deal, the calls, the contract, the discards, the tricks and the hand scores; a
    record replays to the same result."""
    from tricktaker.testing import assert_replays

    s = example_8_at_the_kitty(fh)
    fh.act(s, "discard KS, discard 6D, discard 4D")
    fh.finish_hand(s)
    record = fh.hand_record(s)
    assert record["scores"] and record["tricks"]
    assert_replays(s)


FIVE_HUNDRED_KEYS = {
    "calls",
    "contractor",
    "exposed_hand",
    "exposed_hand_seat",
    "high",
    "high_bidder",
    "named_leads",
    "named_suit",
    "passed",
    "put_away",
    "put_away_counts",
    "signal_calls",
    "sits_out",
    "taken_up",
    "taken_up_counts",
    "widow_taken",
    "widow_taker",
}


def test_the_observation_holds_exactly_these_keys_and_earlier_hands_F21(fh: Any) -> None:
    """§13.3, F-21: "nothing else": the core's keys and the auction's, the kitty's, the
    Joker's and the contract play's; each earlier hand's contract, contractor and hand scores
    for every seat, never its deal, kitty or discards (those are in the record only)."""
    from tricktaker.testing import CORE_OBSERVATION_KEYS

    s = example_8_at_the_kitty(fh)
    fh.act(s, "discard KS, discard 6D, discard 4D")
    fh.finish_hand(s)
    for seat in range(4):
        obs = s.observation(seat)
        assert set(obs) - {"legal"} == CORE_OBSERVATION_KEYS | FIVE_HUNDRED_KEYS
        last = obs["hand_results"][-1]
        assert last["contract"]["declarer"] == W and last["contract"]["value"] == 300
        assert last["contract"]["level"] == 8 and last["contract"]["denomination"] == "H"
        assert list(last["scores"]) == list(s.state.hand_results[-1]["scores"])
        assert not {"deal", "pack", "discards", "draws", "kitty", "log"} & set(last)
    record = fh.hand_record(s)
    assert record["discards"] and record["deal"]  # the record holds them (replays)

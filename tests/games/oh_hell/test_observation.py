"""§12.2 observations (H-9): a seat sees its own hand, the turned card, every bid and every card
played so far in the hand. Nothing else: no other seat's unplayed card, no unused card."""

from __future__ import annotations

from typing import Any

import pytest

# Two deals alike for seat 0 (its hand, the turned card) and for the cards played to the first
# trick, but with every other unplayed card (other hands and the stock) different.
DEAL_A = ["JS 8H 9D", "AS 2H 3D", "KS 4H 5D", "QS 6H 7D"]
DEAL_B = ["JS 8H 9D", "AS KD QD", "KS JD 10D", "QS 9C 8C"]
TURNED = "10C"
FIRST_TRICK = ["AS", "KS", "QS", "JS"]


def strings_in(value: Any) -> set[str]:
    """Every string anywhere in an observation (keys and values)."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        out: set[str] = set()
        for k, v in value.items():
            out |= strings_in(k) | strings_in(v)
        return out
    if isinstance(value, (list, tuple, set)):
        out = set()
        for v in value:
            out |= strings_in(v)
        return out
    return set()


def steps(oh, deal):
    """Yield the session after every action of the bidding and the first trick."""
    s = oh.deal(4, deal, turned=TURNED, dealer=0)
    yield s
    for b in (1, 0, 1, 2):
        oh.bid(s, b)
        yield s
    for c in FIRST_TRICK:
        oh.play(s, c)
        yield s


def test_hidden_cards_do_not_change_the_observation_H9(oh):
    """H-9: changing only cards seat 0 may not see (the other seats' unplayed cards and the
    unused cards) leaves its observation identical at every step."""
    a_steps = [s.observation(0) for s in steps(oh, DEAL_A)]
    b_steps = [s.observation(0) for s in steps(oh, DEAL_B)]
    assert len(a_steps) == len(b_steps) == 9
    for a, b in zip(a_steps, b_steps, strict=True):
        assert a == b


@pytest.mark.parametrize("deal", [DEAL_A, DEAL_B], ids=["A", "B"])
@pytest.mark.parametrize("seat", [0, 1, 2, 3])
def test_observation_never_shows_other_unplayed_cards_H9(oh, deal, seat):
    """No unplayed card of another seat and no unused card appears anywhere in the observation,
    neither as a card number in the card fields nor written out as text."""
    for s in steps(oh, deal):
        obs = s.observation(seat)
        played = {c for _, c in s.state.played}
        hidden = {c for other in range(4) if other != seat for c in s.state.hands[other]}
        hidden |= set(s.state.stock)
        hidden -= played
        visible = set(obs["hand"]) | {c for _, c in obs["played"]} | {c for _, c in obs["trick"]}
        visible |= {a.card for a in obs.get("legal", []) if hasattr(a, "card")}
        if obs["turned"] is not None:
            visible.add(obs["turned"])
        assert not visible & hidden
        texts = strings_in(obs)
        for c in hidden:
            assert oh.DECK.format(c) not in texts
            assert oh.DECK.format(c, symbols=True) not in texts
        assert "hands" not in obs
        assert "stock" not in obs
        assert {c for t in obs["taken"] for c in t} <= played  # only cards played, by trick


def test_observation_holds_own_hand_turned_card_bids_and_cards_played_H9(oh):
    s = oh.deal(4, DEAL_A, turned=TURNED, dealer=0)
    obs = s.observation(2)
    assert sorted(obs["hand"]) == sorted(oh.cards("KS 4H 5D"))
    assert obs["turned"] == oh.card(TURNED)
    assert obs["trump"] == oh.DECK.suit_index("C")
    assert obs["bids"] == [None] * 4
    assert obs["played"] == []
    assert obs["seat"] == 2
    assert obs["dealer"] == 0
    assert obs["hand_size"] == 3
    assert "legal" not in obs  # seat 1 is to move

    oh.bid(s, 1, 0, 1, 2)
    for seat in range(4):
        assert s.observation(seat)["bids"] == [2, 1, 0, 1]

    oh.play(s, "AS", "KS")
    obs = s.observation(3)
    assert sorted(obs["hand"]) == sorted(oh.cards("QS 6H 7D"))
    assert obs["played"] == [(1, oh.card("AS")), (2, oh.card("KS"))]
    assert obs["trick"] == [(1, oh.card("AS")), (2, oh.card("KS"))]
    assert {a.card for a in obs["legal"]} == {oh.card("QS")}

    oh.play(s, "QS", "JS")  # seat 1 wins with AS and leads
    oh.play(s, "2H")
    obs = s.observation(0)
    assert sorted(obs["hand"]) == sorted(oh.cards("8H 9D"))
    # cumulative: every card played so far in the hand, the finished trick included
    assert obs["played"] == [
        (1, oh.card("AS")),
        (2, oh.card("KS")),
        (3, oh.card("QS")),
        (0, oh.card("JS")),
        (1, oh.card("2H")),
    ]
    assert obs["trick"] == [(1, oh.card("2H"))]
    assert obs["tricks_won"] == [0, 1, 0, 0]
    assert obs["turned"] == oh.card(TURNED)


def test_observation_own_hand_only_for_every_seat_H9(oh):
    s = oh.deal(4, DEAL_B, turned=TURNED, dealer=0)
    for seat in range(4):
        assert sorted(s.observation(seat)["hand"]) == sorted(oh.cards(DEAL_B[seat]))

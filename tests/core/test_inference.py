"""Reading the others' bids (:mod:`tricktaker.bots.inference`): a sampled deal is as likely as
the bids make it, from public facts and the deal's own hands only."""

from __future__ import annotations

import math
import random

import pytest

from tricktaker import Bid, DealGiven, load_game
from tricktaker.bots.basic import bid_estimate
from tricktaker.bots.inference import SPREAD, bid_reader
from tricktaker.bots.search import determinize
from tricktaker.engine.session import Session

HANDS = [
    ["AS", "KS", "AH", "AD", "QC"],  # strong: basic counts about four
    ["2S", "3H", "4D", "5C", "6H"],  # nothing
    ["7S", "8H", "9D", "10C", "JH"],
    ["2H", "3D", "4C", "5S", "6D"],
]


def oh_hell(bids: list[int]) -> Session:
    """A 5-card Oh Hell deal of :data:`HANDS`, dealer 3, clubs turned, ``bids`` made so far
    (seat 0 first)."""
    game = load_game("oh-hell")
    deal = DealGiven(dealer=3, hands=HANDS, turned="7C")
    session = game.new_session(options={"players": 4, "hand_sizes": [5]}, deals=[deal])
    for bid in bids:
        session.apply(Bid(bid))
    return session


def test_no_weight_before_anybody_else_bids():
    session = oh_hell([])
    assert bid_reader(session, 0) is None
    session = oh_hell([2])
    assert bid_reader(session, 0) is None  # only the seat's own bid so far


def test_the_weight_is_the_normal_likelihood_of_each_bid_against_the_count():
    session = oh_hell([4, 0])
    weight = bid_reader(session, 2)
    assert weight is not None
    deck, state = session.deck, session.state
    expected = 1.0
    for seat, bid in ((0, 4), (1, 0)):
        gap = bid - bid_estimate(deck, state.hands[seat], state.trump, 4)
        expected *= math.exp(-gap * gap / (2 * SPREAD * SPREAD))
    assert weight(state) == pytest.approx(expected)
    # the true deal fits the bids better than one with seat 0's and seat 1's hands swapped
    swapped = session.clone().state
    swapped.hands[0], swapped.hands[1] = swapped.hands[1], swapped.hands[0]
    assert weight(swapped) < weight(state) / 10


def test_cards_played_since_the_bid_count_as_the_hand_that_bid():
    session = oh_hell([4, 0, 1, 1])
    weight = bid_reader(session, 1)
    assert weight is not None
    before = weight(session.state)
    session.apply(session.legal_actions()[0])  # seat 0 leads a card: still its bid's hand
    after = bid_reader(session, 1)
    assert after is not None
    assert after(session.state) == pytest.approx(before)


def test_sampled_worlds_follow_the_bids():
    """Seat 0 bid four and seat 1 nothing: in the worlds seat 2 samples, seat 0 holds far
    more of the aces than seat 1 does, and more than uniform sampling gives it."""
    session = oh_hell([4, 0])  # seat 2 to bid: it reads seats 0 and 1
    seat = session.current_seat
    assert seat == 2
    deck = session.deck
    aces = {deck.parse(c) for c in ("AS", "AH", "AD", "AC")}
    weight = bid_reader(session, seat)
    rng = random.Random(7)
    held = {0: 0, 1: 0}
    uniform = {0: 0, 1: 0}
    for _ in range(400):
        world = determinize(session, seat, rng, weight=weight)
        plain = determinize(session, seat, rng)
        for s in held:
            held[s] += len(aces & set(world.state.hands[s]))
            uniform[s] += len(aces & set(plain.state.hands[s]))
    assert held[0] > 2 * held[1]
    assert held[0] > uniform[0] * 1.3

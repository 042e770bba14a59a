"""Dealing a pack into hands: batches, the first receiver, and where the undealt cards start."""

from __future__ import annotations

import tricktaker
from tricktaker.mechanics.dealing import deal_cards

PACK = list(range(52))


def test_one_at_a_time_from_the_dealers_left() -> None:
    hands, pos = deal_cards(PACK, first_seat=1, players=4, hand_size=3, batches=[1])
    assert hands == [[3, 7, 11], [0, 4, 8], [1, 5, 9], [2, 6, 10]]
    assert pos == 12


def test_first_seat_zero_and_wraparound() -> None:
    hands, pos = deal_cards(PACK, first_seat=0, players=3, hand_size=2, batches=[1])
    assert hands == [[0, 3], [1, 4], [2, 5]]
    assert pos == 6
    hands, _ = deal_cards(PACK, first_seat=2, players=3, hand_size=2, batches=[1])
    assert hands == [[1, 4], [2, 5], [0, 3]]


def test_klaberjass_three_and_three() -> None:
    # two players, six cards each in packets of three, starting with the non-dealer (seat 1)
    hands, pos = deal_cards(PACK[:32], first_seat=1, players=2, hand_size=6, batches=[3])
    assert hands == [[3, 4, 5, 9, 10, 11], [0, 1, 2, 6, 7, 8]]
    assert pos == 12


def test_batches_cycle() -> None:
    hands, pos = deal_cards(PACK, first_seat=0, players=2, hand_size=5, batches=[3, 2])
    assert hands == [[0, 1, 2, 6, 7], [3, 4, 5, 8, 9]]
    assert pos == 10


def test_last_packet_is_cut_to_the_hand_size() -> None:
    hands, pos = deal_cards(PACK, first_seat=0, players=2, hand_size=4, batches=[3])
    assert hands == [[0, 1, 2, 6], [3, 4, 5, 7]]
    assert pos == 8


def test_every_card_dealt_once_and_the_rest_untouched() -> None:
    hands, pos = deal_cards(PACK, first_seat=3, players=4, hand_size=13, batches=[1])
    assert pos == 52
    assert sorted(c for h in hands for c in h) == PACK
    assert all(len(h) == 13 for h in hands)
    hands, pos = deal_cards(PACK, first_seat=1, players=2, hand_size=13, batches=[1])
    assert pos == 26
    assert sorted(c for h in hands for c in h) == PACK[:26]


def test_the_pack_is_not_modified() -> None:
    pack = list(PACK)
    deal_cards(pack, first_seat=1, players=4, hand_size=5, batches=[2, 3])
    assert pack == PACK


def test_oh_hell_deal_turns_the_next_card(oh_hell: tricktaker.Game) -> None:
    session = oh_hell.new_session({"players": 4, "hand_sizes": "13"}, seed=5)
    state = session.state
    assert all(len(h) == 13 for h in state.hands)
    assert state.turned is None  # 52 cards dealt: nothing left to turn, no trump (H-3)
    assert session.trump_text() == "no trump"
    session = oh_hell.new_session({"players": 4, "hand_sizes": "5"}, seed=5)
    state = session.state
    dealt = [c for h in state.hands for c in h]
    assert state.turned is not None
    assert len(state.stock) == 52 - 20 - 1
    assert sorted([*dealt, state.turned, *state.stock]) == list(range(52))
    assert state.trump == session.deck.suit_of[state.turned]

"""Dealing a pack into hands: batches, the first receiver, and where the undealt cards start."""

from __future__ import annotations

import pytest

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


def test_a_widow_is_dealt_aside_between_two_rounds_of_packets() -> None:
    """``[deal] widow = { size = 2, after = 1 }`` with packets 3, 4, 3 for three seats: the
    first round, then 2 cards aside, then the other rounds (positions 9 and 10)."""
    from tricktaker.mechanics.dealing import deal_cards

    pack = list(range(32))
    widow: list[int] = []
    hands, pos = deal_cards(pack, 1, 3, 10, [3, 4, 3], widow, (1, 2))
    assert widow == [9, 10] and pos == 32
    assert hands[1] == [0, 1, 2, 11, 12, 13, 14, 23, 24, 25]
    assert hands[2] == [3, 4, 5, 15, 16, 17, 18, 26, 27, 28]
    assert hands[0] == [6, 7, 8, 19, 20, 21, 22, 29, 30, 31]
    last: list[int] = []
    hands, pos = deal_cards(list(range(8)), 0, 2, 3, [3], last, (1, 2))  # after the last round
    assert last == [6, 7] and hands == [[0, 1, 2], [3, 4, 5]]


def test_a_widow_lies_in_the_stock_so_nothing_is_turned_up() -> None:
    from pydantic import ValidationError

    from tricktaker.rules import DealSpec

    with pytest.raises(ValidationError, match="widow needs turn_up"):
        DealSpec(widow={"size": 2, "after": 1}, turn_up="next")
    with pytest.raises(ValidationError, match="widow needs batches, not packets"):
        DealSpec(widow={"size": 2, "after": 1}, packets=[[3, 3, 3], [7, 7, 7]], hand_size=10)

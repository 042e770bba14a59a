"""§4 passing (HT-2, HT-3, HT-13, HT-15): the direction by hand number, the twelve picks from
the dealer's left, the cards set aside until everybody has passed, and who sees what (HT-19)."""

from __future__ import annotations

import random

import pytest

from tricktaker import Give, IllegalAction, hookimpl
from tricktaker.engine import views
from tricktaker.engine.chance import shuffle

NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3


def direction(s) -> str:
    return s.observation(NORTH)["pass_direction"]


def test_pass_cycle_example_1_HT2(ht):
    """§4.1, §12 ex. 1, HT-2: hands 1-4 pass left, right, across, hold; hand 6 passes right
    (seat 0 gives to seat 3 and receives from seat 1), hand 8 is a hold hand, hand 9 passes
    left again."""
    s = ht.new(seed=3, target_score=10_000)
    seen = []
    for hand in range(1, 10):
        assert s.state.hand_no == hand - 1
        seen.append(direction(s))
        if hand == 6:
            assert s.state.parts["pass_cards"].pass_queue[0][0] == (s.state.dealer + 1) % 4
            while s.phase.name == "pass_cards":
                s.apply(s.legal_actions()[0])
            passes = {(a, b) for a, b, _ in s.state.parts["pass_cards"].passes}
            assert (NORTH, WEST) in passes and (EAST, NORTH) in passes
        if hand == 8:
            assert s.phase.name == "play"  # no pass step at all (§4.2.5)
        ht.finish_hand(s)
    assert seen == ["left", "right", "across", "hold", "left", "right", "across", "hold", "left"]


@pytest.mark.parametrize(
    ("value", "expected"),
    [("left", "left"), ("right", "right"), ("across", "across"), ("hold", "hold")],
)
def test_fixed_direction_every_hand_HT2(ht, value, expected):
    """§4.1.2: a fixed ``pass_direction`` holds for every hand."""
    s = ht.new(seed=5, pass_direction=value, target_score=10_000)
    for _ in range(3):
        assert direction(s) == expected
        ht.finish_hand(s)


def test_random_direction_draws_each_hand_HT2(ht):
    """§4.1.2: ``random`` draws left, right, across or hold afresh each hand."""
    s = ht.new(seed=2, pass_direction="random", target_score=10_000)
    seen = set()
    for _ in range(24):
        seen.add(direction(s))
        ht.finish_hand(s)
    assert seen == {"left", "right", "across", "hold"}


class DirectionAtTheDeal:
    """Notes, each time a pack is dealt, the hand's pass direction and how many cards the
    seats hold at that moment; passes the deal on (None) to the game's own."""

    def __init__(self) -> None:
        self.seen: list[tuple[str, int]] = []

    @hookimpl(tryfirst=True)
    def deal(self, game, state, pack):
        direction = state.parts["pass_cards"].pass_direction
        self.seen.append((direction, sum(len(h) for h in state.hands)))


def test_random_direction_is_drawn_before_the_deal_HT15(ht):
    """§4.1.2, §13.2, HT-15: with ``random`` the direction is drawn at the start of the hand,
    before the deal, and is public then: each hand's direction is set while no seat holds a
    card yet, and it is the direction every seat then observes."""
    watch = DirectionAtTheDeal()
    s = ht.new(seed=4, pass_direction="random", target_score=10_000, plugins=[watch])
    observed = []
    for _ in range(8):
        observed.append(direction(s))
        ht.finish_hand(s)
    assert [d for d, _ in watch.seen[:8]] == observed
    assert all(held == 0 for _, held in watch.seen)
    assert set(observed) <= {"left", "right", "across", "hold"}


def test_random_direction_then_shuffle_from_the_seeded_generator_HT15(ht):
    """§13.2, HT-15, HT-2: the match's generator gives the first dealer, then each hand's
    direction (one of hold, left, across, right, as OpenSpiel lists them) and only then its
    shuffle: the directions and deals of a seed are this sequence, recomputed here."""
    seed = 9
    s = ht.new(seed=seed, pass_direction="random", target_score=10_000)
    rng = random.Random(seed)
    assert s.state.dealer == rng.randrange(4)
    for _ in range(6):
        expected = ["hold", "left", "across", "right"][rng.randrange(4)]
        pack = list(ht.DECK.cards)
        shuffle(rng, pack)
        assert direction(s) == expected
        assert s.state.pack == tuple(pack)
        ht.finish_hand(s)


@pytest.mark.parametrize("value", ["cycle", "left", "random"])
def test_pass_cards_false_makes_every_hand_hold_HT13(ht, value):
    """§4.1.3, HT-13: with ``pass_cards = false`` no hand has a pass, whatever
    ``pass_direction`` says."""
    s = ht.new(seed=1, pass_cards=False, pass_direction=value, target_score=10_000)
    for _ in range(4):
        assert direction(s) == "hold" and s.phase.name == "play"
        ht.finish_hand(s)


def test_twelve_picks_from_dealers_left_set_aside_HT3_HT15(ht):
    """§4.2, §13.2, HT-3, HT-15: seat dealer+1 picks three cards one at a time (13, 12, 11 to
    choose from), then dealer+2, dealer+3, the dealer; a picked card leaves the hand at once;
    nothing is received until the twelfth pick; then each seat holds 13 again."""
    s = ht.deal(ht.EXAMPLE_0, pass_direction="left")
    order = []
    for k in range(12):
        seat = s.current_seat
        order.append(seat)
        assert len(s.legal_actions()) == 13 - k % 3
        s.apply(s.legal_actions()[0])
        if k < 11:
            assert s.phase.name == "pass_cards"
            assert sum(len(h) for h in s.state.hands) == 52 - (k + 1)
    assert order == [0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3]
    assert s.phase.name == "play"
    assert [len(h) for h in s.state.hands] == [13] * 4


def test_left_pass_goes_to_seat_plus_one(ht):
    """§4.1 table: left: seat s gives to s+1 and receives from s+3."""
    s = ht.deal(ht.EXAMPLE_0, pass_direction="left")
    ht.passes(s, "2C 8C 9C", "6S 7H 9S", "5C QD AD", "3C 6C 7C")
    assert {"2C", "8C", "9C"} <= ht.hand_of(s, EAST)
    assert {"3C", "6C", "7C"} <= ht.hand_of(s, NORTH)
    assert s.current_seat == EAST  # now holding the 2♣ (§5.1: after the pass)


def test_received_cards_hidden_until_all_have_passed_HT3_HT19(ht):
    """HT-3, HT-19: the receiver sees its three cards only once all twelve picks are made;
    the passer sees its own picks; nobody else sees either, only counts."""
    s = ht.deal(ht.EXAMPLE_0, pass_direction="across")
    ht.passes(s, "7D 5H 4C")
    south = s.observation(SOUTH)
    assert south["cards_received"] == []
    assert not set(ht.cards("7D 5H 4C")) & set(south["hand"])
    assert sorted(s.observation(NORTH)["cards_given"]) == sorted(ht.cards("7D 5H 4C"))
    assert s.observation(EAST)["cards_given"] == []  # its own: none yet; North's unseen
    assert s.observation(EAST)["passes"] == [(NORTH, SOUTH, 3)]
    ht.passes(s, *ht.EXAMPLE_0_PASSES[1:])
    south = s.observation(SOUTH)
    assert south["cards_received"] == sorted(ht.cards("7D 5H 4C"))
    for seat in (EAST, WEST):
        shown = views.seen_cards(s.state, seat)
        assert not set(ht.cards("7D 5H 4C")) - set(s.state.hands[seat]) & shown - {
            c for _, c in s.state.played
        }


def test_choose_three_cards_in_one_line_and_refusals(ht):
    """§4.2, the console: three cards in one line (``pass QS AH KH``); a card not held, a
    card twice or a fourth card is refused with a reason."""
    s = ht.deal(ht.EXAMPLE_0, pass_direction="left")
    assert "all in one line" in s.phase.prompt(s.game, s.state)
    for bad, why in (
        ("pass 3C 8C 9C", "don't hold"),
        ("pass 2C 2C 9C", "twice"),
        ("pass 2C 8C 9C 6D", "3 card"),
    ):
        with pytest.raises(IllegalAction, match=why):
            s.apply(s.parse_action(bad))
    s.apply(s.parse_action("pass 2C 8C 9C"))
    assert s.current_seat == EAST
    with pytest.raises(IllegalAction):
        s.apply(Give(tuple(ht.cards("2C"))))

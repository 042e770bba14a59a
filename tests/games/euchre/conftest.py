"""Helpers for the Euchre scenario tests (shared/rules/euchre.md).

Tests get the helpers through the ``eu`` fixture (the suite runs with ``--import-mode=importlib``,
so test modules cannot import this file). A test reads like the table talk::

    s = eu.deal(HANDS, dealer=0, up="9D")   # §14.1 pack; seat 1 speaks and leads first
    eu.act(s, "pass, order")                # seat 1 passes, seat 2 orders up
    eu.act(s, "partner", "discard 9C")      # the maker plays with partner; the dealer discards
    eu.play(s, "AH KH QH JH")               # each card by the seat to move

Seats 0-3 are North, East, South, West; partners sit opposite (side 0 = seats 0 and 2, side 1
= seats 1 and 3). Cards are written rank then suit (``10H``). :func:`scripted` makes hands in
which chosen seats win the five tricks, with spades called in round 2, whoever sits out.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from tricktaker import DealGiven, Play, Session, load_game
from tricktaker.testing import (
    act,
    card_helpers,
    hand_texts,
    helper_set,
    legal_cards,
    legal_texts,
    play_out,
)

GAME = load_game("euchre")
DECK = GAME.new_session(seed=0).deck
NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3

card, cards, names, words = card_helpers(DECK)  # card texts in and out

# §14.1: the pack positions each seat receives, by its place after the dealer (L, P, R, dealer).
POSITIONS = ((0, 1, 2, 10, 11), (3, 4, 12, 13, 14), (5, 6, 7, 15, 16), (8, 9, 17, 18, 19))


def pack(
    hands: Sequence[str | Sequence[str]], dealer: int, up: str, kitty: str | Sequence[str] = ""
) -> list[str]:
    """The 24-card pack (top card first) that deals ``hands[seat]`` to each seat by §14.1,
    with ``up`` at position 20 and the kitty at 21-23 (the cards no hand holds, if not given)."""
    held = [words(h) for h in hands]
    assert len(held) == 4 and all(len(h) == 5 for h in held), "give 5 cards to each seat"
    top: list[str] = [""] * 24
    for k in range(4):
        for position, c in zip(POSITIONS[k], held[(dealer + 1 + k) % 4], strict=True):
            top[position] = c
    top[20] = words(up)[0]
    used = set(top)
    rest = words(kitty) if kitty else [c for c in names(DECK.cards) if c not in used]
    top[21:24] = rest
    assert sorted(top) == sorted(names(DECK.cards)), "the pack must hold every card once"
    return top


def given(
    hands: Sequence[str | Sequence[str]], dealer: int, up: str, kitty: str | Sequence[str] = ""
) -> DealGiven:
    return DealGiven(dealer=dealer, pack=pack(hands, dealer, up, kitty))


def new(deals: Sequence[DealGiven] = (), seed: int = 1, **options: Any) -> Session:
    return GAME.new_session(options=options, seed=seed, deals=deals)


def deal(
    hands: Sequence[str | Sequence[str]],
    dealer: int = NORTH,
    up: str = "9D",
    more: Sequence[DealGiven] = (),
    seed: int = 1,
    **options: Any,
) -> Session:
    """A session whose first hand is the stacked deal (then the ``more`` deals, then
    shuffles)."""
    return new([given(hands, dealer, up), *more], seed, **options)


def play(s: Session, *texts: str) -> None:
    """Each card by the seat to move (several in one text: ``"AH KH QH JH"``)."""
    for text in texts:
        for word in text.split():
            s.apply(Play(card(word)))


def phase(s: Session) -> str:
    return s.phase.name


def side_totals(s: Session) -> list[int]:
    """Each side's total, checking that partners have the same (§1.1)."""
    totals = s.scores
    assert totals[0] == totals[2] and totals[1] == totals[3], totals
    return [totals[0], totals[1]]


def hand_record(s: Session, hand: int = -1) -> dict[str, Any]:
    return s.result()["hands"][hand]


def trick_seats(s: Session, hand: int = -1) -> list[list[int]]:
    """The seats that played each trick of a finished hand, in play order."""
    return [t["seats"] for t in hand_record(s, hand)["play"]]


def finish_hand(s: Session) -> None:
    """Play the current hand to its end with the first legal actions."""
    play_out(s, "first", hands=1)


# -- scripted hands: chosen seats win the five tricks ---------------------------------------------

# With spades trumps: groups of one effective suit, highest first, for tricks of 4, 3, 2 cards.
GROUPS = {
    4: ["AH KH QH JH", "AD KD QD JD", "AC KC QC 10C", "JS JC AS KS", "QS 10S 9S 10H"],
    3: ["AH KH QH", "AD KD QD", "AC KC QC", "JS JC AS", "KS QS 10S"],
    2: ["AH KH", "AD KD", "AC KC", "JS JC", "AS KS"],
}
SPARE = "9H 10D 9C"  # with the up-card 9D: never in a hand of a scripted deal


def scripted(
    winners: Sequence[int], dealer: int = NORTH, out: Sequence[int] = ()
) -> tuple[list[list[str]], list[list[str]]]:
    """Hands in which trick k is won by ``winners[k]`` when spades are trumps and the seats
    ``out`` sit out; returns ``(hands, tricks)``, each trick's cards in play order from its
    leader. Every card of a trick is of one effective suit and the winner holds its highest
    (the fifth trick of four cards: a spade led, or the 10♥ led and trumped). The cards of the
    seats that sit out are what is left, but for the up-card 9♦ and the kitty ``SPARE``."""
    playing = [s for s in range(4) if s not in out]
    groups = [words(g) for g in GROUPS[len(playing)]]
    hands: list[list[str]] = [[] for _ in range(4)]
    tricks = []
    leader = next(s for s in ((dealer + 1 + k) % 4 for k in range(4)) if s in playing)
    for group, winner in zip(groups, winners, strict=True):
        start = playing.index(leader)
        order = playing[start:] + playing[:start]
        lows = iter(group[1:])
        trick = [group[0] if seat == winner else next(lows) for seat in order]
        for seat, c in zip(order, trick, strict=True):
            hands[seat].append(c)
        tricks.append(trick)
        leader = winner
    used = {c for h in hands for c in h} | set(words(SPARE)) | {"9D"}
    rest = iter(c for c in names(DECK.cards) if c not in used)
    for seat in out:
        hands[seat] = [next(rest) for _ in range(5)]
    return hands, tricks


def scripted_deal(
    winners: Sequence[int], dealer: int = NORTH, out: Sequence[int] = ()
) -> DealGiven:
    hands, _ = scripted(winners, dealer, out)
    return given(hands, dealer, "9D", SPARE)


def make_spades(s: Session, maker: int, alone: bool = False, defender: int | None = None) -> None:
    """Round 1 all pass (the up-card 9♦), round 2 passes until ``maker`` calls spades; the
    maker says alone or partner; with ``allow_lone_defender``, ``defender`` (if given) plays
    alone and the defenders asked before say partner."""
    for _ in range(4):
        act(s, "pass")
    while s.current_seat != maker:
        act(s, "pass")
    act(s, "call S", "alone" if alone else "partner")
    while phase(s) == "alone":
        act(s, "alone" if s.current_seat == defender else "partner")


def hand_with(
    winners: Sequence[int],
    maker: int,
    alone: bool = False,
    defender: int | None = None,
    dealer: int = NORTH,
    more: Sequence[DealGiven] = (),
    **options: Any,
) -> Session:
    """A session whose first hand is scripted: ``maker`` calls spades in round 2 (alone or
    not, ``defender`` defending alone), and trick k is won by ``winners[k]``."""
    out = [(maker + 2) % 4] if alone else []
    if defender is not None:
        out.append((defender + 2) % 4)
    s = new([scripted_deal(winners, dealer, out), *more], **options)
    make_spades(s, maker, alone, defender)
    play_scripted(s, winners, out)
    return s


def play_scripted(s: Session, winners: Sequence[int], out: Sequence[int] = ()) -> None:
    """Play the tricks of :func:`scripted` for the hand dealt by :func:`scripted_deal`."""
    done = len(s.state.hand_results)
    _, tricks = scripted(winners, s.state.dealer, out)
    for trick in tricks:
        play(s, *trick)
    assert len(s.state.hand_results) == done + 1


Helpers = helper_set(
    globals(),
    (
        "GAME DECK NORTH EAST SOUTH WEST POSITIONS card cards names words pack given "
        "new deal play phase side_totals hand_record trick_seats finish_hand scripted "
        "scripted_deal make_spades hand_with play_scripted"
    ),
    act=act,
    legal_cards=legal_cards,
    legal_texts=legal_texts,
    hand_of=hand_texts,
)


@pytest.fixture
def eu() -> type:
    return Helpers

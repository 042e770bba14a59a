"""Helpers for the Hearts scenario tests (shared/rules/hearts.md).

Tests get the helpers through the ``ht`` fixture (the suite runs with ``--import-mode=importlib``,
so test modules cannot import this file)::

    s = ht.deal(HANDS, pass_direction="hold")   # dealer West (seat 3): OpenSpiel's positions
    ht.passes(s, "QS AH KH", ...)                # each seat's three cards, from the dealer's left
    ht.play(s, "2C 3C 4C 5C")                    # each card by the seat to move

Seats 0-3 are North, East, South, West. Cards are written rank then suit (``10H``). Stacked
packs follow §13.1: ``pack[i]`` goes to seat ``(dealer + 1 + i) % 4``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from tricktaker import DealGiven, Give, Play, Session, load_game
from tricktaker.testing import (
    act,
    card_helpers,
    hand_texts,
    helper_set,
    legal_cards,
    stacked_pack,
)

GAME = load_game("hearts")
DECK = GAME.new_session(seed=0).deck
NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3

card, cards, names, words = card_helpers(DECK)  # card texts in and out


def pack(hands: Sequence[str | Sequence[str]], dealer: int = WEST) -> list[str]:
    """The pack (top first) that deals ``hands[seat]`` to every seat by §13.1."""
    held = [words(h) for h in hands]
    assert len(held) == 4 and all(len(h) == 13 for h in held), "give 13 cards to each seat"
    top = [held[(dealer + 1 + i) % 4][i // 4] for i in range(52)]
    return stacked_pack(DECK, top)


def given(hands: Sequence[str | Sequence[str]], dealer: int = WEST) -> DealGiven:
    return DealGiven(dealer=dealer, pack=pack(hands, dealer))


def new(
    deals: Sequence[DealGiven] = (), seed: int = 1, plugins: Sequence[Any] = (), **options: Any
) -> Session:
    return GAME.new_session(options=options, seed=seed, deals=deals, plugins=plugins)


def deal(
    dealt: Sequence[str | Sequence[str]],
    dealer: int = WEST,
    more: Sequence[DealGiven] = (),
    seed: int = 1,
    plugins: Sequence[Any] = (),
    **options: Any,
) -> Session:
    """A session whose first hand is the stacked deal (then the ``more`` deals, shuffles);
    ``dealt[seat]`` is each seat's 13 cards (``hands`` is an option: the number of hands)."""
    return new([given(dealt, dealer), *more], seed, plugins, **options)


def passes(s: Session, *picks: str) -> None:
    """Each passer's three cards in one action, in the order the seats pass (from the
    dealer's left)."""
    for text in picks:
        s.apply(Give(tuple(cards(text))))


def play(s: Session, *texts: str) -> None:
    """Each card by the seat to move (several in one text: ``"2C 3C 4C 5C"``)."""
    for text in texts:
        for word in text.split():
            s.apply(Play(card(word)))


def phase(s: Session) -> str:
    return s.phase.name


def finish_hand(s: Session) -> None:
    """Play the current hand to its end with the first legal actions."""
    done = len(s.state.hand_results)
    while not s.is_over and len(s.state.hand_results) == done:
        s.apply(s.legal_actions()[0])


def breakdown(s: Session, hand: int = -1) -> list[tuple[str, list[int]]]:
    """The score breakdown of a hand (items that give somebody something), checking that the
    items add up to the hand's scores."""
    record = s.result()["hands"][hand]
    rows = [(row["item"], list(row["points"])) for row in record["breakdown"]]
    sums = [sum(points[seat] for _, points in rows) for seat in range(4)]
    assert sums == record["scores"], f"the items {rows} do not add up to {record['scores']}"
    return [(item, points) for item, points in rows if any(points)]


def hand_result(s: Session, hand: int = -1) -> dict[str, Any]:
    result: dict[str, Any] = s.result()["hands"][hand]
    return result


# -- stacked deals used by several test files ------------------------------------------------

# §12 ex. 2 and 3 (vector 0, reconstructed from the spec's text): the hands as dealt by West,
# before an across pass. North passes 7D 5H 4C, East JD 4D 6H, South QC JC 8H, West 10D QH QS.
EXAMPLE_0 = [
    "2C 8C 9C 6D 8D 9D 2S 8S JH KH 7D 5H 4C",
    "6S 7H 9S 10H JS KC KD KS AC 10C JD 4D 6H",
    "5C QD AD 3S 4S 5S 7S 10S AS AH QC JC 8H",
    "3C 6C 7C 2D 3D 5D 2H 3H 4H 9H 10D QH QS",
]
EXAMPLE_0_PASSES = ("7D 5H 4C", "JD 4D 6H", "QC JC 8H", "10D QH QS")

# South holds twelve clubs and the A♦: North wins the first trick (A♣ over the 2♣, East's J♦
# thrown on it), South wins every other trick and so every heart and the Q♠ (§12 ex. 6:
# vectors 25 and 374).
MOON = [
    "AC 2D 2S 3S 4S 5S 6S 7S 8S 9S 10S JS KS",
    "JD 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH",
    "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AD",
    "AH QS AS 3D 4D 5D 6D 7D 8D 9D 10D QD KD",
]

# As MOON, but East holds all thirteen hearts (the J♦ goes to West): East may throw a heart
# on the first trick, which North wins; South takes the other 12 hearts and the Q♠.
NO_MOON = [
    "AC 2D 2S 3S 4S 5S 6S 7S 8S 9S 10S JS KS",
    "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH",
    "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AD",
    "QS AS JD 3D 4D 5D 6D 7D 8D 9D 10D QD KD",
]

# One suit each: North clubs, East hearts, South diamonds, West spades (§12 ex. 5: vector 427).
SUITS = [
    " ".join(
        f"{r}{suit}" for r in ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    )
    for suit in "CHDS"
]


Helpers = helper_set(
    globals(),
    (
        "GAME DECK NORTH EAST SOUTH WEST card cards names words pack given new deal passes "
        "play phase finish_hand breakdown hand_result EXAMPLE_0 EXAMPLE_0_PASSES MOON NO_MOON SUITS"
    ),
    act=act,
    legal_cards=legal_cards,
    hand_of=hand_texts,
)


@pytest.fixture
def ht() -> type:
    return Helpers

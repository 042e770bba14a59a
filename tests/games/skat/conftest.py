"""Helpers for the Skat scenario tests (shared/rules/skat.md).

Tests get the helpers through the ``sk`` fixture (the suite runs with ``--import-mode=importlib``,
so test modules cannot import this file). A test reads like the table talk::

    s = sk.deal(FORE, MIDDLE, REAR, "7H 7D")   # dealer seat 2: Forehand 0, Middlehand 1, Rearhand 2
    sk.act(s, "18, yes, 20, pass, pass")       # the auction: values, yes, pass
    sk.act(s, "skat, 7H, 7D, clubs")           # take the skat, put away two cards, declare
    sk.play(s, "JC 7C 8S")                     # each card by the seat to move

Hands are given by role (Forehand, Middlehand, Rearhand) and the skat; the helpers build the
pack of §15.1 (SK-18) for the dealer: ``deck[0..2]`` Forehand, ``[3..5]`` Middlehand,
``[6..8]`` Rearhand, ``[9, 10]`` the skat, then 4 each, then 3 each.
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
    stacked_pack,
)

GAME = load_game("skat")
DECK = GAME.new_session(seed=0).deck

card, cards, names, words = card_helpers(DECK)  # card texts in and out


def pack(fore: str, middle: str, rear: str, skat: str) -> list[str]:
    """The 32-card pack (top card first) dealing ``fore``, ``middle``, ``rear`` (10 cards
    each, in the order given) and the ``skat`` (2 cards) by §15.1."""
    f, m, r, k = words(fore), words(middle), words(rear), words(skat)
    assert len(f) == len(m) == len(r) == 10 and len(k) == 2, "10 cards each and 2 in the skat"
    top = [*f[:3], *m[:3], *r[:3], *k, *f[3:7], *m[3:7], *r[3:7], *f[7:], *m[7:], *r[7:]]
    return stacked_pack(DECK, top)


def given(fore: str, middle: str, rear: str, skat: str, dealer: int = 2) -> DealGiven:
    return DealGiven(dealer=dealer, pack=pack(fore, middle, rear, skat))


def new(given_deals: Sequence[DealGiven] = (), seed: int = 1, **options: Any) -> Session:
    """A session with the explicit deals first (options by name, e.g. ``deals=2``)."""
    return GAME.new_session(options=options, seed=seed, deals=given_deals)


def deal(
    fore: str,
    middle: str,
    rear: str,
    skat: str,
    dealer: int = 2,
    more: Sequence[DealGiven] = (),
    seed: int = 1,
    **options: Any,
) -> Session:
    """A session whose first deal is the stacked one (then ``more``, then shuffles)."""
    return new([given(fore, middle, rear, skat, dealer), *more], seed, **options)


def play(s: Session, *texts: str) -> None:
    """Each card by the seat to move (several in one text: ``"AC 7C 8C"``)."""
    for text in texts:
        for word in text.split():
            s.apply(Play(card(word)))


def finish(s: Session) -> dict[str, Any]:
    """Play the current deal to its end with the first legal actions; its record."""
    done = len(s.state.hand_results)
    while not s.is_over and len(s.state.hand_results) == done:
        s.apply(s.legal_actions()[0])
    return record(s, done)


def record(s: Session, index: int = -1) -> dict[str, Any]:
    result: dict[str, Any] = s.result()["hands"][index]
    return result


def part(s: Session, key: str) -> Any:
    return s.state.parts[key]


Helpers = helper_set(
    globals(),
    "GAME DECK card cards names words pack given new deal play finish record part",
    act=act,
    legal_cards=legal_cards,
    legal=legal_texts,
    hand_of=hand_texts,
)


@pytest.fixture
def sk() -> type:
    return Helpers

"""Helpers for the Klaberjass scenario tests (shared/rules/klaberjass.md).

Tests get the helpers through the ``kj`` fixture (the suite runs with ``--import-mode=importlib``,
so test modules cannot import this file). A test reads like the table talk::

    s = kj.deal(nd="JH 9H AH AS 10S KS AD 10D AC", d="KH QH 8H 9S 8S 7S KD QD KC",
                turned="7H")                # dealer 0, non-dealer 1
    kj.choose(s, "accept")                  # the non-dealer makes hearts trumps
    kj.play(s, "JH", "8H", "9H", "QH", "AH", "KH")   # KH alone: announces bella (K-7)

Seats are 0 and 1; the non-dealer is ``1 - dealer``. Cards are written rank then suit (``10H``).
Stacked packs follow K-13: ``deck[0..2]`` non-dealer, ``[3..5]`` dealer, ``[6..8]`` non-dealer,
``[9..11]`` dealer, ``deck[12]`` turned, ``[13..15]`` non-dealer, ``[16..18]`` dealer, and the
bottom card ``deck[31]``. The helpers take each player's nine cards in that order: the first six
are the first deal, the last three the completion deal.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

import pytest

from tricktaker import CompiledGame, DealGiven, Session, hookimpl, load_game
from tricktaker.testing import (
    ScriptedScores,
    act,
    card_helpers,
    hand_texts,
    helper_set,
    legal_cards,
    legal_texts,
    play_out,
    stacked_pack,
)

GAME = load_game("klaberjass")
DECK = GAME.new_session(seed=0).deck
RANKS = ("A", "10", "K", "Q", "J", "9", "8", "7")
SUITS = ("S", "H", "D", "C")


card, cards, names, _ = card_helpers(DECK)  # card texts in and out


def pack(
    nd: str | Sequence[str],
    d: str | Sequence[str],
    turned: str,
    bottom: str | None = None,
    rest: str = "",
) -> list[str]:
    """A full 32-card pack (top card first, as card texts) by K-13: the non-dealer receives
    ``nd`` (9 cards: 6 in the first deal, then 3 in the completion deal), the dealer ``d``;
    ``turned`` is ``deck[12]``; ``rest`` follows the completion deal, then every other card in
    deck order, and ``bottom`` (if given) is ``deck[31]``."""
    a, b = cards(nd), cards(d)
    assert len(a) == 9 and len(b) == 9, "give nine cards to each player"
    top = [*a[0:3], *b[0:3], *a[3:6], *b[3:6], card(turned), *a[6:9], *b[6:9], *cards(rest)]
    return stacked_pack(DECK, names(top), [] if bottom is None else [bottom])


def new(
    deals: Sequence[DealGiven] = (),
    seed: int = 1,
    plugins: Sequence[Any] = (),
    **options: Any,
) -> Session:
    return GAME.new_session(options=options, seed=seed, deals=deals, plugins=plugins)


def deal(
    nd: str | Sequence[str],
    d: str | Sequence[str],
    turned: str,
    dealer: int = 0,
    bottom: str | None = None,
    rest: str = "",
    more: Sequence[DealGiven] = (),
    seed: int = 1,
    plugins: Sequence[Any] = (),
    **options: Any,
) -> Session:
    """A session whose first hand is the stacked deal (then the ``more`` deals, then shuffles)."""
    first = DealGiven(dealer=dealer, pack=pack(nd, d, turned, bottom, rest))
    return new([first, *more], seed, plugins, **options)


def given(
    nd: str | Sequence[str],
    d: str | Sequence[str],
    turned: str,
    dealer: int,
    bottom: str | None = None,
) -> DealGiven:
    return DealGiven(dealer=dealer, pack=pack(nd, d, turned, bottom))


# ``act(s, *texts)`` (tricktaker.testing) applies each text for the seat to move: ``accept``,
# ``pass``, ``H``, ``exchange``, ``declare``, ``KH``, ``KH no bella``.
choose = act
play = act


def to_play(s: Session, *choices: str, dix: str = "pass") -> Session:
    """Make the trump ``choices`` (default: the non-dealer accepts), answer the dix question (if
    anybody is asked) with ``dix`` and stop at the first lead (or at the declare step)."""
    act(s, *(choices or ("accept",)))
    if s.phase.name == "exchange_turned":
        act(s, dix)
    return s


def phase(s: Session) -> str:
    return s.phase.name


def points(text: str, trump: str) -> int:
    """Card points (§2.3) from an independent table."""
    rank, suit = text[:-1], text[-1]
    if suit == trump:
        return {"J": 20, "9": 14, "A": 11, "10": 10, "K": 4, "Q": 3}.get(rank, 0)
    return {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2}.get(rank, 0)


class Recorder:
    """An observer: every completed trick and, at each hand's end, the cards each seat took."""

    __name__ = "recorder"

    def __init__(self) -> None:
        self.tricks: list[tuple[int, list[str], int]] = []
        self.hands: list[dict[str, Any]] = []

    @hookimpl
    def trick_completed(self, game: CompiledGame, view: Any, winner: int) -> None:
        assert view["last_trick"] is not None
        leader, trick, won_by = view["last_trick"]
        self.tricks.append((leader, names(trick), won_by))

    @hookimpl
    def hand_ended(self, game: CompiledGame, view: Any, scores: list[int]) -> None:
        self.hands.append(
            {
                "taken": [names(t) for t in view["taken"]],
                "tricks": list(self.tricks),
                "scores": list(scores),
            }
        )
        self.tricks = []


def record(s: Session) -> Recorder:
    rec = Recorder()
    s.add_observer(rec)
    return rec


finish_hand = partial(play_out, bot="first", hands=1)  # the current hand, first legal actions
play_out_first = partial(play_out, bot="first")  # the whole game, first legal actions


Helpers = helper_set(
    globals(),
    (
        "GAME DECK RANKS SUITS card cards names pack new deal given act choose play "
        "to_play phase points record Recorder finish_hand"
    ),
    ScriptedScores=ScriptedScores,
    legal_cards=legal_cards,
    legal_texts=lambda s: set(legal_texts(s)),  # the tests compare sets
    hand_of=hand_texts,
    play_out=play_out_first,
)


@pytest.fixture
def kj() -> type:
    return Helpers

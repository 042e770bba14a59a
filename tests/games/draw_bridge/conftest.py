"""Helpers for the Draw Bridge scenario tests (shared/rules/draw-bridge.md).

Tests get the helpers through the ``db`` fixture (the suite runs with ``--import-mode=importlib``,
so test modules cannot import this file). A test reads like the table talk::

    s = db.deal(nd="AS KS ...", d="AH KH ...", stock="2C 3C ...")  # dealer 0, non-dealer 1
    db.play(s, "AS 2H")            # a drawing trick: each card by the seat to move
    db.call(s, "1NT", "double", "pass")

Seats are 0 and 1; the non-dealer is ``1 - dealer``. Cards are written rank then suit (``10H``).
Stacked packs follow D-12: ``deck[0..25]`` alternate from the non-dealer (``deck[2i]``
non-dealer, ``deck[2i+1]`` dealer); the stock is ``deck[26..51]``, ``deck[26]`` on top.

``arranged`` builds a deal whose hands *at the auction* are given: both players play the 13
cards they were dealt in the drawing tricks (in a fixed order, any card being legal by D-2),
and the stock is stacked so that each one draws exactly the cards of its final hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pytest

from tricktaker import DealGiven, Play, Session, load_game
from tricktaker.mechanics.auction import Contract
from tricktaker.mechanics.scoring import score_contract
from tricktaker.testing import (
    ScriptedScores,
    card_helpers,
    hand_texts,
    helper_set,
    legal_cards,
    legal_texts,
    stacked_pack,
)

GAME = load_game("draw-bridge")
DECK = GAME.new_session(seed=0).deck
RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
SUITS = ("S", "H", "D", "C")
FULL = [r + s for s in SUITS for r in RANKS]


card, cards, names, words = card_helpers(DECK)  # card texts in and out


def suit(text: str) -> str:
    return text[-1]


def rank(text: str) -> int:
    """0 for the ace … 12 for the two (§2.2)."""
    return RANKS.index(text[:-1])


def pack(
    nd: str | Sequence[str], d: str | Sequence[str], stock: str | Sequence[str] = ""
) -> list[str]:
    """A full 52-card pack (top card first, as card texts) by D-12: ``nd`` and ``d`` (13 cards
    each, in the order dealt) alternate from the non-dealer; then ``stock`` (top first), then
    every other card in the order of :data:`FULL`."""
    a, b = words(nd), words(d)
    assert len(a) == 13 and len(b) == 13, "give 13 cards to each player"
    dealt = [c for pair in zip(a, b, strict=True) for c in pair]
    return stacked_pack(DECK, dealt + words(stock))


def given(
    nd: str | Sequence[str],
    d: str | Sequence[str],
    stock: str | Sequence[str] = "",
    dealer: int = 0,
) -> DealGiven:
    return DealGiven(dealer=dealer, pack=pack(nd, d, stock))


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
    stock: str | Sequence[str] = "",
    dealer: int = 0,
    more: Sequence[DealGiven] = (),
    seed: int = 1,
    plugins: Sequence[Any] = (),
    **options: Any,
) -> Session:
    """A session whose first deal is the stacked one (then the ``more`` deals, then shuffles)."""
    return new([given(nd, d, stock, dealer), *more], seed, plugins, **options)


def act(s: Session, *texts: str) -> None:
    """Each call or card (``"1H"``, ``"pass"``, ``"double"``, ``"KH"``) by the seat to move;
    a text may hold several words (``"AS 2H"``)."""
    for text in texts:
        for word in text.split():
            s.apply(s.parse_action(word))


call = act
play = act


def phase(s: Session) -> str:
    return s.phase.name


def wins(led: str, other: str) -> bool:
    """Whether the led card wins a drawing trick (D-3: only the suit led can win)."""
    return suit(other) != suit(led) or rank(led) < rank(other)


@dataclass(frozen=True)
class Arranged:
    """A stacked deal and the 26 cards of its drawing tricks, in play order."""

    given: DealGiven
    script: tuple[str, ...]
    final: tuple[tuple[str, ...], tuple[str, ...]]  # (non-dealer, dealer) at the auction


def arranged(
    nd: str | Sequence[str],
    d: str | Sequence[str],
    dealer: int = 0,
    first_nd: str | Sequence[str] | None = None,
    first_d: str | Sequence[str] | None = None,
) -> Arranged:
    """A deal after whose drawing tricks the non-dealer holds ``nd`` and the dealer ``d``.

    The cards dealt (``first_nd``/``first_d``; by default the other 26 cards, alternately) are
    played in the drawing tricks in the order given, each player its own; the winner of each
    trick follows D-3, and the stock is stacked (D-12) so that the winner's and the loser's
    draws are the next cards of their final hands."""
    final_nd, final_d = words(nd), words(d)
    assert len(final_nd) == 13 and len(final_d) == 13
    rest = [c for c in FULL if c not in final_nd and c not in final_d]
    a = words(first_nd) if first_nd is not None else rest[0::2]
    b = words(first_d) if first_d is not None else rest[1::2]
    assert sorted(a + b) == sorted(rest), "the dealt cards must be the other 26"
    own = {"nd": a, "d": b}
    final = {"nd": list(final_nd), "d": list(final_d)}
    leader, script, stock = "nd", [], []
    for i in range(13):
        follower = "d" if leader == "nd" else "nd"
        led, other = own[leader][i], own[follower][i]
        script += [led, other]
        winner = leader if wins(led, other) else follower
        loser = "d" if winner == "nd" else "nd"
        stock += [final[winner].pop(0), final[loser].pop(0)]
        leader = winner
    return Arranged(
        DealGiven(dealer=dealer, pack=pack(a, b, stock)), tuple(script), (final_nd, final_d)
    )


def draw_out(s: Session, arr: Arranged) -> None:
    """Play the arranged drawing tricks; the auction starts."""
    assert phase(s) == "draw_tricks"
    play(s, *arr.script)
    assert phase(s) == "auction"
    nd = 1 - s.state.dealer
    assert hand_texts(s, nd) == set(arr.final[0])
    assert hand_texts(s, s.state.dealer) == set(arr.final[1])


def at_auction(
    nd: str | Sequence[str],
    d: str | Sequence[str],
    dealer: int = 0,
    more: Sequence[DealGiven] = (),
    seed: int = 1,
    plugins: Sequence[Any] = (),
    **options: Any,
) -> Session:
    """A session at the auction of its first deal, the players holding ``nd`` and ``d``."""
    arr = arranged(nd, d, dealer)
    s = new([arr.given, *more], seed, plugins, **options)
    draw_out(s, arr)
    return s


def forced(k: int, trump: str, side: str) -> tuple[str, str]:
    """(declarer's, defender's) hands in which a contract in ``trump`` takes exactly ``k``
    tricks however it is played: the declarer holds the top ``k`` trumps and the bottom
    ``13 - k`` cards of ``side``, the defender the other trumps and the top ``k`` of ``side``.
    Every trick holding one of the declarer's trumps is the declarer's (they are the highest
    trumps); every other trick is the defender's (a higher card of ``side``, or a trump)."""
    top = [r + trump for r in RANKS]
    other = [r + side for r in RANKS]
    declarer = top[:k] + other[k:]
    defender = top[k:] + other[:k]
    return " ".join(declarer), " ".join(defender)


def play_out_hand(s: Session) -> None:
    """Play the current deal's remaining cards, each seat always playing its legal card
    listed first in deck order (AS, KS, … 2C); stops when the deal is scored."""
    done = len(s.state.hand_results)
    while not s.is_over and len(s.state.hand_results) == done:
        legal = s.legal_actions()
        assert all(isinstance(a, Play) for a in legal), "play_out_hand plays cards only"
        s.apply(min(legal, key=lambda a: a.card))  # type: ignore[union-attr]


def finish_drawing(s: Session) -> None:
    """Play the remaining drawing tricks, each seat playing its legal card listed first in deck
    order; the auction starts."""
    while phase(s) == "draw_tricks":
        s.apply(min(s.legal_actions(), key=lambda a: a.card))  # type: ignore[union-attr]
    assert phase(s) == "auction"


def contract_session(
    text: str, declarer: int = 0, doubled: int = 0, tricks: int = 0, **options: Any
) -> Session:
    """A session whose state holds the contract ``text`` (``"4H"``, ``"3NT"``) and the
    declarer's ``tricks`` (the defender has the rest of 13), for ``score_contract``."""
    s = new(**options)
    bid = s.phases[[p.name for p in s.phases].index("auction")].parse(s.game, s.state, text)
    s.state.contract = Contract(bid.level, bid.denomination, declarer, doubled, 6 + bid.level)
    s.state.trump = bid.denomination
    won = [0, 0]
    won[declarer] = tricks
    won[1 - declarer] = 13 - tricks
    s.state.tricks_won = won
    return s


def score(text: str, doubled: int, tricks: int, declarer: int = 0, **options: Any) -> list[int]:
    """``score_contract`` for the contract ``text`` made with ``tricks`` by ``declarer``."""
    s = contract_session(text, declarer, doubled, tricks, **options)
    return score_contract(s.game, s.state, s.rules.scoring)


Helpers = helper_set(
    globals(),
    (
        "GAME DECK RANKS SUITS FULL Arranged card cards names words pack given new deal "
        "act call play phase arranged draw_out at_auction forced play_out_hand "
        "finish_drawing contract_session score"
    ),
    ScriptedScores=ScriptedScores,
    legal_cards=legal_cards,
    legal_texts=legal_texts,
    hand_of=hand_texts,
)


@pytest.fixture
def db() -> type:
    return Helpers

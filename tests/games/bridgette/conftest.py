"""Helpers for the Bridgette scenario tests (shared/rules/bridgette.md).

Tests get the helpers through the ``bg`` fixture (the suite runs with ``--import-mode=importlib``,
so test modules cannot import this file). A test reads like the table talk::

    s = bg.deal(nd="AC KC QC ...", d="AH KH ...", up="2D")  # dealer 0, non-dealer 1
    bg.exchange(s)                 # both players discard exactly the cards they drew
    bg.call(s, "4H", "double", "pass")
    bg.play(s, "AC", "2C", ...)    # each card by the seat to move

Seats are 0 and 1; the non-dealer is ``1 - dealer``. Cards are written rank then suit (``10H``),
the Colons ``GC``, ``RC``, ``LC``. Stacked packs follow B-18: ``deck[0..25]`` alternate from the
non-dealer (``deck[2i]`` non-dealer, ``deck[2i+1]`` dealer), the stock is ``deck[26..54]`` with
the up-card ``deck[26]``; the non-dealer draws ``deck[26..27]``, the dealer ``deck[28..27+N]``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from tricktaker import ContractBid, DealGiven, Discard, Pass, Play, Session, load_game
from tricktaker.mechanics.auction import Contract
from tricktaker.testing import (
    ScriptedScores,
    card_helpers,
    hand_texts,
    helper_set,
    legal_cards,
    legal_texts,
    stacked_pack,
)

GAME = load_game("bridgette")
DECK = GAME.new_session(seed=0).deck
RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
SUITS = ("S", "H", "D", "C")
COLONS = ("GC", "RC", "LC")
FULL = [r + s for s in SUITS for r in RANKS] + list(COLONS)


card, cards, names, words = card_helpers(DECK)  # card texts in and out


def pack(
    nd: str | Sequence[str], d: str | Sequence[str], stock: str | Sequence[str] = ""
) -> list[str]:
    """A full 55-card pack (top card first, as card texts) by B-18: ``nd`` and ``d`` (13 cards
    each) are dealt alternately from the non-dealer; then ``stock`` (its first card is the
    up-card), then every other card in the order of :data:`FULL`."""
    a, b = words(nd), words(d)
    assert len(a) == 13 and len(b) == 13, "give 13 cards to each player"
    dealt = [c for pair in zip(a, b, strict=True) for c in pair]
    return stacked_pack(DECK, dealt + words(stock))


def given(
    nd: str | Sequence[str],
    d: str | Sequence[str],
    up: str | None = None,
    dealer: int = 0,
    stock: str = "",
) -> DealGiven:
    """The stacked deal; the up-card defaults to the first number card (N = 4) held by nobody."""
    if up is None:
        held = set(words(nd)) | set(words(d)) | set(words(stock))
        up = next(c for c in FULL if c[:-1] in RANKS[4:] and c not in held)
    return DealGiven(dealer=dealer, pack=pack(nd, d, f"{up} {stock}"))


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
    up: str | None = None,
    dealer: int = 0,
    stock: str = "",
    more: Sequence[DealGiven] = (),
    seed: int = 1,
    plugins: Sequence[Any] = (),
    **options: Any,
) -> Session:
    """A session whose first deal is the stacked one (then the ``more`` deals, then shuffles)."""
    return new([given(nd, d, up, dealer, stock), *more], seed, plugins, **options)


def discard(s: Session, text: str) -> None:
    """One discard action of the seat to move, with every card of ``text`` (``"AS KH"``)."""
    s.apply(Discard(tuple(cards(text))))


def exchange(s: Session, nd: str | None = None, d: str | None = None) -> None:
    """Both discards, non-dealer first (B-19). By default each player discards exactly the
    cards they drew, so the hands at the auction are the 13 cards dealt."""
    assert s.phase.name == "discard"
    dealer = s.state.dealer
    drawn = s.state.parts["draw"].drawn
    for seat, text in ((1 - dealer, nd), (dealer, d)):
        assert s.current_seat == seat
        s.apply(Discard(tuple(cards(text) if text is not None else drawn[seat])))
    assert s.phase.name == "auction"


def call(s: Session, *texts: str) -> None:
    """Each call (``"1H"``, ``"0NT"``, ``"pass"``, ``"double"``, ``"redouble"``) by the seat to
    move."""
    for text in texts:
        s.apply(s.parse_action(text))


def play(s: Session, *texts: str) -> None:
    """Each card by the seat to move."""
    for text in texts:
        for word in text.split():
            s.apply(Play(card(word)))


def auction(
    nd: str | Sequence[str], d: str | Sequence[str], dealer: int = 0, **options: Any
) -> Session:
    """The stacked deal, exchanged by default: the auction starts with the hands dealt."""
    s = deal(nd, d, dealer=dealer, **options)
    exchange(s)
    return s


def to_play(s: Session, contract: str, by: str = "d", extra: Sequence[str] = ()) -> Session:
    """Default exchange, then the auction that makes ``contract`` for the dealer (``by="d"``:
    the dealer opens it, the non-dealer passes) or for the non-dealer (``by="nd"``: the dealer
    passes, the non-dealer bids it, the dealer passes). ``extra`` calls (``"double"`` …) come
    after the bid, before the final pass."""
    exchange(s)
    opening = [contract] if by == "d" else ["pass", contract]
    call(s, *opening, *extra, "pass")
    assert s.phase.name == "play"
    return s


def phase(s: Session) -> str:
    return s.phase.name


def contract_session(
    text: str, declarer: int = 0, doubled: int = 0, tricks: int = 0, **options: Any
) -> Session:
    """A session whose state holds the contract ``text`` (``"4H"``) and the declarer's
    ``tricks`` (the defender has the rest of 13), for ``score_contract``."""
    s = new(**options)
    bid = _bid(text)
    s.state.contract = Contract(bid.level, bid.denomination, declarer, doubled, 6 + bid.level)
    s.state.trump = bid.denomination
    won = [0, 0]
    won[declarer] = tricks
    won[1 - declarer] = 13 - tricks
    s.state.tricks_won = won
    return s


def _bid(text: str) -> ContractBid:
    level, denom = int(text[0]), text[1:].upper()
    return ContractBid(level, -1 if denom == "NT" else SUITS.index(denom))


def quick_action(s: Session) -> Any:
    """A legal action that moves a deal along: the first discard; in the auction the lowest bid
    when none stands yet, else pass; the first legal card."""
    legal = s.legal_actions()
    if s.phase.name == "auction":
        if s.state.parts["auction"].high is None:
            bids = [a for a in legal if isinstance(a, ContractBid)]
            if bids:
                return bids[0]
        return Pass()
    return legal[0]


def finish_deal(s: Session) -> None:
    """Play the current deal to its end (passed out or scored) with :func:`quick_action`."""
    done = len(s.state.hand_results)
    while not s.is_over and len(s.state.hand_results) == done:
        s.apply(quick_action(s))


def pass_out(s: Session) -> None:
    """Default exchange, then both players pass: the deal is void."""
    exchange(s)
    call(s, "pass", "pass")


def play_out(s: Session) -> None:
    while not s.is_over:
        s.apply(quick_action(s))


Helpers = helper_set(
    globals(),
    (
        "GAME DECK RANKS SUITS COLONS FULL card cards names words pack given new deal "
        "auction discard exchange call play to_play phase contract_session quick_action "
        "finish_deal pass_out play_out"
    ),
    ScriptedScores=ScriptedScores,
    legal_cards=legal_cards,
    legal_texts=legal_texts,
    hand_of=hand_texts,
)


@pytest.fixture
def bg() -> type:
    return Helpers

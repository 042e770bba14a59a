"""Helpers for the Oh Hell scenario tests (shared/rules/oh-hell.md).

Tests get the helpers through the ``oh`` fixture (the suite runs with ``--import-mode=importlib``,
so test modules cannot import this file). A test reads like the table talk::

    s = oh.deal(4, ["JS 8H 9D", "AS 2H 3D", "KS 4H 5D", "QS 6H 7D"], turned="10C")
    oh.bid(s, 1, 0, 1)          # in bidding order, from the dealer's left
    oh.play(s, "AS", "KS", "QS", "JS")

Seats are ``0 .. players-1``; "left" is seat + 1; cards are written rank then suit (``10H``).
Stacked packs follow H-8: ``pack[i]`` goes to seat ``(dealer + 1 + i) % players`` for
``i < n * players``, ``pack[n * players]`` is turned for trumps, the rest are unused.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

import pytest

from tricktaker import Bid, DealGiven, Play, Session, load_game
from tricktaker.testing import (
    card_helpers,
    hand_texts,
    helper_set,
    legal_cards,
    play_out,
    stacked_pack,
)

GAME = load_game("oh-hell")
DECK = GAME.new_session(options={"players": 4}, seed=0).deck
NON_TRUMP_SUITS = "SHD"  # scripted hands keep clubs for the turned card


card, cards, names, _ = card_helpers(DECK)  # card texts in and out


def stack(
    players: int,
    hands: Sequence[str | Sequence[str]],
    turned: str | None,
    dealer: int = 0,
    rest: str = "",
) -> tuple[int, ...]:
    """A full 52-card pack (top card first) that deals ``hands[seat]`` to each seat by H-8,
    turns ``turned`` (if given), then ``rest``, then every other card in deck order."""
    held = [cards(h) for h in hands]
    assert len(held) == players, "give one hand per seat"
    n = len(held[0])
    assert all(len(h) == n for h in held), "every hand has the same size"
    pack = [held[(dealer + 1 + i) % players][i // players] for i in range(n * players)]
    if turned is not None:
        pack.append(card(turned))
    pack += cards(rest)
    return tuple(cards(stacked_pack(DECK, names(pack))))


def new(
    players: int = 4,
    deals: Sequence[DealGiven] = (),
    seed: int = 1,
    **options: Any,
) -> Session:
    return GAME.new_session(options={"players": players, **options}, seed=seed, deals=deals)


def deal(
    players: int,
    hands: Sequence[str | Sequence[str]],
    turned: str | None,
    dealer: int = 0,
    rest: str = "",
    seed: int = 1,
    **options: Any,
) -> Session:
    """A session whose first hand is the stacked deal; by default a one-hand game of that size."""
    n = len(cards(hands[0]))
    options.setdefault("hand_sizes", [n])
    pack = stack(players, hands, turned, dealer, rest)
    return new(players, [DealGiven(dealer=dealer, pack=pack)], seed, **options)


def bid(s: Session, *bids: int) -> None:
    """Bids in the order they are made (from the dealer's left)."""
    for b in bids:
        s.apply(Bid(b))


def bid_by_seat(s: Session, bids: Sequence[int]) -> None:
    """``bids[seat]`` for every seat, checking that the dealer's left bids first, dealer last."""
    p = s.players
    dealer = s.state.dealer
    for k in range(p):
        seat = (dealer + 1 + k) % p
        assert s.current_seat == seat
        s.apply(Bid(bids[seat]))


def play(s: Session, *texts: str) -> None:
    """Each card is played by the seat to move."""
    for text in texts:
        s.apply(Play(card(text)))


def legal_bids(s: Session) -> list[int]:
    out = []
    for action in s.legal_actions():
        assert isinstance(action, Bid)
        out.append(action.tricks)
    return sorted(out)


def scripted(
    players: int, dealer: int, winners: Sequence[int]
) -> tuple[list[list[str]], str, list[list[str]]]:
    """Hands in which trick ``k`` is won by seat ``winners[k]``.

    Trick ``k`` is played in suit ``SHD``[k % 3]: the winner holds the highest of ``players``
    consecutive ranks, the others the lower ones; nobody holds a club and the turned card is
    ``2C`` (clubs are trumps but never played). Returns ``(hands, turned, tricks)``, ``tricks``
    giving the cards of every trick in play order (from its leader)."""
    ranks = DECK.ranks
    used = dict.fromkeys(NON_TRUMP_SUITS, 0)
    hands: list[list[str]] = [[] for _ in range(players)]
    tricks: list[list[str]] = []
    leader = (dealer + 1) % players
    for k, winner in enumerate(winners):
        suit = NON_TRUMP_SUITS[k % 3]
        top = used[suit]
        used[suit] += players
        assert used[suit] <= len(ranks), "too many tricks for a scripted hand"
        group = [ranks[top + j] + suit for j in range(players)]
        lows = iter(group[1:])
        trick = []
        for j in range(players):
            seat = (leader + j) % players
            c = group[0] if seat == winner else next(lows)
            hands[seat].append(c)
            trick.append(c)
        tricks.append(trick)
        leader = winner
    return hands, "2C", tricks


def scripted_deal(players: int, dealer: int, winners: Sequence[int]) -> DealGiven:
    hands, turned, _ = scripted(players, dealer, winners)
    return DealGiven(dealer=dealer, pack=stack(players, hands, turned, dealer))


def play_scripted(s: Session, players: int, dealer: int, winners: Sequence[int]) -> None:
    """Play the tricks of :func:`scripted`, checking each trick's winner leads the next."""
    _, _, tricks = scripted(players, dealer, winners)
    for trick, winner in zip(tricks, winners, strict=True):
        play(s, *trick)
        if not s.is_over and s.state.trick_no:
            assert s.current_seat == winner


play_out_first = partial(play_out, bot="first")  # finish the game, first legal actions


Helpers = helper_set(
    globals(),
    (
        "GAME DECK card cards names stack new deal bid bid_by_seat play legal_bids "
        "scripted scripted_deal play_scripted"
    ),
    legal_cards=legal_cards,
    hand_of=hand_texts,
    play_out=play_out_first,
)


@pytest.fixture
def oh() -> type:
    return Helpers

"""The ``basic`` bot's game-neutral hand estimate for auctions (issue 47).

An auction phase tells bots what each of its bids promises (:meth:`Phase.bid_meaning
<tricktaker.engine.game.Phase.bid_meaning>`: tricks, trumps, misère, alone); the bot weighs
that against what its hand is worth, counted here from the effective cards of the game's trick
phase (the same tables its play reads: cards that count as trumps, an extra card placed among
the trumps, rank as trumps). Nothing here knows a game: only the pack, the tables, the cards
already out of play, the seats' sides and whether the rules give the declarer a widow.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING, Any

from tricktaker.actions import NO_TRUMP
from tricktaker.mechanics.widow import WidowPhase

if TYPE_CHECKING:
    from tricktaker.engine.session import Session

WIDOW_CARD = 0.25
"""The tricks each card of a widow the declarer takes up is worth to the bid (the declarer
keeps the best of its hand and the widow)."""


def hand_tricks(
    deck: Any,
    table: Any,
    hand: Sequence[int],
    trump: int,
    gone: Collection[int] = (),
) -> float:
    """The tricks ``hand`` should take itself with ``trump`` as trumps (``NO_TRUMP``: none),
    ``table`` giving every card's effective suit and rank (a trick phase's table for that
    trump), ``gone`` the cards already out of play (they no longer stand above a card).

    Trumps: about a trick for each of the three highest live trumps, less for the next two,
    a third of one for lower ones, and most of one more for each trump past four. Other suits:
    the highest live card most of a trick, the second guarded by another card about half, the
    third guarded by two a quarter without trumps; without trumps each card of a long suit
    headed by one of its two highest cards past four, half a trick. A card of no suit (an
    extra card outside the trumps) most of a trick."""
    trumps_on = trump != NO_TRUMP
    suit_of, rank_of = table.suit_of, table.rank_of
    by_suit: dict[int, list[int]] = {}
    for card in hand:
        by_suit.setdefault(suit_of[card], []).append(rank_of[card])
    mine = set(hand)
    live: dict[int, list[int]] = {}  # each suit's live ranks, highest first, mine included
    for card in deck.cards:
        if card in mine or card not in gone:
            suit = suit_of[card]
            if suit in by_suit:
                live.setdefault(suit, []).append(rank_of[card])
    estimate = 0.0
    for suit, ranks in by_suit.items():
        order = sorted(live[suit])
        places = sorted(order.index(r) for r in ranks)  # 0: the highest live card of the suit
        length = len(places)
        if trumps_on and suit == trump:
            for place in places:
                estimate += 1.0 if place <= 2 else 0.6 if place <= 4 else 0.35
            estimate += 0.65 * max(0, length - 4)
        elif suit < 0 or suit >= len(deck.suits):
            estimate += 0.85 * length  # an extra card of its own
        else:
            for place in places:
                if place == 0:
                    estimate += 0.85
                elif place == 1 and length >= 2:
                    estimate += 0.5
                elif place == 2 and length >= 3 and not trumps_on:
                    estimate += 0.25
            if not trumps_on and places[0] <= 1:
                estimate += 0.5 * max(0, length - 4)
    return estimate


SAMPLES = 40
"""Random hands :func:`mean_hand_tricks` counts (the same ones every time: seeded)."""

_means: dict[tuple[int, int, int, frozenset[int]], tuple[Any, float]] = {}


def mean_hand_tricks(
    deck: Any, table: Any, size: int, trump: int, gone: Collection[int] = ()
) -> float:
    """What :func:`hand_tricks` counts on average for a hand of ``size`` cards dealt from the
    cards not ``gone`` (:data:`SAMPLES` hands, always the same), with ``trump`` as trumps: the
    count of an average hand, which takes an even share of the tricks. Remembered per table
    and cards gone."""
    out = frozenset(gone)
    key = (id(table), size, trump, out)
    known = _means.get(key)
    if known is not None and known[0] is table:
        return known[1]
    cards = [c for c in deck.cards if c not in out]
    rnd = random.Random(size * 1_000_003 + trump)
    size = min(size, len(cards))
    total = sum(
        hand_tricks(deck, table, rnd.sample(cards, size), trump, out) for _ in range(SAMPLES)
    )
    if len(_means) > 1000:
        _means.clear()
    _means[key] = (table, total / SAMPLES)  # the table kept: its id is not reused meanwhile
    return total / SAMPLES


def seat_tricks(own: float, average: float, tricks: int, players: int) -> float:
    """The tricks a seat whose hand counts ``own`` should take of ``tricks``, when an average
    hand counts ``average``: what it counts, and an even share of the tricks no hand's count
    accounts for (low cards take tricks too, above all with few players)."""
    return own + tricks / max(1, players) - average


def misere_hand(deck: Any, table: Any, hand: Sequence[int], gone: Collection[int] = ()) -> bool:
    """Whether ``hand`` (without trumps, ``table`` the no-trump one) is low enough to promise
    no trick: no extra card, none of the three highest live cards of any suit, and in every
    suit it holds a card among the four lowest live cards of that suit (to duck under)."""
    suit_of, rank_of = table.suit_of, table.rank_of
    mine = set(hand)
    for card in hand:
        if deck.is_extra(card):
            return False
    held = {suit_of[c] for c in hand}
    for suit in held:
        if suit < 0 or suit >= len(deck.suits):
            return False
        order = sorted(
            rank_of[c]
            for c in deck.cards
            if suit_of[c] == suit and (c in mine or c not in gone) and not deck.is_extra(c)
        )
        places = sorted(order.index(rank_of[c]) for c in hand if suit_of[c] == suit)
        if places[0] <= 2 or places[-1] < len(order) - 4:
            return False
    return True


def widow_size(session: Session) -> int:
    """How many cards of a widow the declarer takes up after the auction (0: none)."""
    widow = session.rules.deal.widow
    if widow is None or not any(isinstance(p, WidowPhase) for p in session.game.phases):
        return 0
    return int(widow.size)


def side_tricks(own: float, tricks: int, players: int, partners: int) -> float:
    """What a side expects of a seat whose hand counts ``own`` tricks of ``tricks``: its own,
    and for each of its ``partners`` an even share of the tricks the hand does not count among
    the ``players - 1`` other seats."""
    if partners <= 0 or players <= 1:
        return own
    return own + partners * max(0.0, tricks - own) / (players - 1)

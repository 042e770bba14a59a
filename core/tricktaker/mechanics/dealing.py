"""Dealing: the pack, top card first, into hands, a turned card and a stock."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from tricktaker.engine.phase import Phase
from tricktaker.engine.seats import seat_of
from tricktaker.engine.visibility import PUBLIC_CARDS, Part, declare

if TYPE_CHECKING:
    from tricktaker.cards import Deck
    from tricktaker.engine.session import Session
    from tricktaker.engine.state import State
    from tricktaker.rules import CompletionDealSpec


def deal_cards(
    pack: Sequence[int], first_seat: int, players: int, hand_size: int, batches: Sequence[int]
) -> tuple[list[list[int]], int]:
    """Deal ``hand_size`` cards to each seat in packets of ``batches`` (cycled), clockwise from
    ``first_seat``. Returns the hands and the position of the first undealt card."""
    total = hand_size * players
    hands: list[list[int]] = [[] for _ in range(players)]
    if len(batches) == 1 and batches[0] == 1:  # one card at a time: every players-th card
        for k in range(players):
            hands[(first_seat + k) % players] = list(pack[k:total:players])
        return hands, total
    pos = 0
    while pos < total:
        for batch in batches:
            for k in range(players):
                hand = hands[(first_seat + k) % players]
                take = min(batch, hand_size - len(hand))
                hand.extend(pack[pos : pos + take])
                pos += take
    return hands, pos


class DealPhase(Phase):
    """Shuffle (or take the hand's explicit deal from the record) and deal.

    The dealing itself is the ``deal`` hook and the trump the ``trump_suit`` hook, so a game
    changes either without touching the rest.
    """

    name = "deal"

    def start(self, session: Session, state: State) -> bool:
        given = session.explicit_deal(state.deal_no)
        hook = session.hook
        if given is not None and given.hands is not None:
            state.dealer = given.dealer
            state.hands = [[int(c) for c in h] for h in given.hands]
            state.turned = None if given.turned is None else int(given.turned)
            state.stock = [int(c) for c in given.stock]
        else:
            if given is not None:
                state.dealer = given.dealer
                pack = [int(c) for c in given.pack or ()]
            else:
                pack = list(session.deck.cards)
                session.rng.shuffle(pack)
            state.pack = tuple(pack)
            hook.deal(session=session, state=state, pack=pack)
        state.trump = hook.trump_suit(session=session, state=state)
        return True


class Bottom(Part):
    """The bottom card of the stock once shown to everybody (None: not shown)."""

    __slots__ = ("bottom_card",)
    key = "deal_more"
    seen = declare(bottom_card=PUBLIC_CARDS)

    def __init__(self, players: int) -> None:
        self.bottom_card: int | None = None

    def summary(self, deck: Deck) -> dict[str, Any]:
        return {} if self.bottom_card is None else {"bottom": deck.format(self.bottom_card)}


class CompletionDeal(Phase):
    """Deal more cards from the top of the stock (after trumps are fixed), and optionally
    show the stock's bottom card to everybody."""

    name = "deal_more"
    parts = (Bottom,)

    def __init__(self, spec: CompletionDealSpec) -> None:
        self.spec = spec

    def start(self, session: Session, state: State) -> bool:
        first = seat_of(self.spec.first_receiver, state)
        more, used = deal_cards(
            state.stock, first, state.players, self.spec.cards, self.spec.batches
        )
        for hand, cards in zip(state.hands, more, strict=True):
            hand.extend(cards)
        state.stock = state.stock[used:]
        state.hand_size += self.spec.cards
        if self.spec.reveal_bottom and state.stock:
            Bottom.of(state).bottom_card = state.stock[-1]
        return True

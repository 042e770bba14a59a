"""What the others' bids say about their hands: how likely a sampled deal is, given them.

The ``search`` bot samples deals consistent with what its seat has seen (*worlds*). Uniform
sampling ignores what the auction told everyone: a seat that bid four tricks holds more winners
than one that bid none. Where the hand has trick-count bids (:class:`~tricktaker.mechanics.
bidding.Bids`), :func:`bid_reader` gives each world a weight in (0, 1]: for each other seat that
bid after looking at its cards, how far its bid lies from what ``basic`` would bid with the hand
the world gives it (its cards now and those it has played since, counted as
:func:`~tricktaker.bots.basic.bid_estimate` counts them), as a normal likelihood of spread
:data:`SPREAD` tricks. The bot keeps a world with that probability (rejection sampling, so the
kept worlds follow the weighted distribution and every statistic stays an unweighted mean).

The ``search`` bot reads bids only when asked (``SearchBot(infer=True)``): the reader takes every
bid for ``basic``'s, which fits ``basic`` bidders and misleads against others (measured in
``docs/simulation.md``: against OpenSpiel's ISMCTS the bot loses about 0.9 points a hand more
with it, against ``basic`` it gains nothing measurable).

Only public facts are read (the bids, who bid blind, the cards played, trumps) and the world's
own hands, so the weight never depends on where the hidden cards really are.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from tricktaker.bots.basic import bid_estimate
from tricktaker.mechanics.bidding import Bids, blind_of

if TYPE_CHECKING:
    from tricktaker.engine.session import Session
    from tricktaker.engine.state import State

SPREAD = 1.0
"""How many tricks a bid may stray from the ``basic`` count before a world becomes unlikely:
the standard deviation of the normal likelihood (a seat's bid within one trick of the count
keeps the world at least 60 % as likely as an exact match)."""


def bid_reader(session: Session, seat: int) -> Callable[[State], float] | None:
    """The weight of a world for ``seat`` given the others' bids so far this hand, or None when
    no other seat has bid a number of tricks after seeing its cards."""
    state = session.state
    part = state.parts.get(Bids.key)
    if not isinstance(part, Bids):
        return None
    blind = blind_of(state)
    bidders = {
        s: bid for s, bid in enumerate(part.bids) if s != seat and bid is not None and not blind[s]
    }
    if not bidders:
        return None
    played = {s: [c for who, c in state.played if who == s] for s in bidders}
    deck, players = session.deck, state.players
    trump = state.trump
    scale = 2.0 * SPREAD * SPREAD

    def weight(world: State) -> float:
        miss = 0.0
        for s, bid in bidders.items():
            hand = world.hands[s] + played[s]  # as it was when the seat bid
            gap = bid - bid_estimate(deck, hand, trump, players)
            miss += gap * gap
        return math.exp(-miss / scale)

    return weight

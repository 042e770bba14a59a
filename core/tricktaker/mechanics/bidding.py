"""Numeric bidding: every seat bids a number of tricks once, in turn (Oh Hell and kin).

Which numbers are legal is the ``legal_bids`` hook; the core default applies the hook rule
("the dealer may not make the bids total the number of tricks") when the rules switch it on.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from tricktaker.actions import Action, Bid
from tricktaker.engine.boundary import MAX_BID
from tricktaker.engine.phase import Phase
from tricktaker.engine.seats import seat_of
from tricktaker.engine.visibility import PUBLIC, Part, declare
from tricktaker.errors import NotationError

if TYPE_CHECKING:
    from tricktaker.cards import Deck
    from tricktaker.engine.session import Session
    from tricktaker.engine.state import State

BIDS = tuple(Bid(n) for n in range(MAX_BID))
"""Interned bid actions, so legal-action lists are built without allocating."""


class Bids(Part):
    """Each seat's bid of the hand (None until it bids): public."""

    __slots__ = ("bids",)
    key = "bidding"
    seen = declare(bids=PUBLIC)

    def __init__(self, players: int) -> None:
        self.bids: list[int | None] = [None] * players

    def summary(self, deck: Deck) -> dict[str, Any]:
        return {"bids": list(self.bids)}


def bids_of(state: State) -> list[int | None]:
    """The bids of the hand (for the hook rule and exact-bid scoring)."""
    return Bids.of(state).bids


class NumericBidding(Phase):
    name = "bidding"
    parts = (Bids,)

    def __init__(self, first: str = "left_of_dealer") -> None:
        self.first = first

    def start(self, session: Session, state: State) -> bool:
        state.to_move = seat_of(self.first, state)
        return False

    def legal_actions(self, session: Session, state: State) -> list[Action]:
        bids = session.hook.legal_bids(session=session, state=state, seat=state.to_move)
        return [BIDS[b] for b in bids]

    def apply(self, session: Session, state: State, action: Action) -> bool:
        assert isinstance(action, Bid)
        bids = bids_of(state)
        bids[state.to_move] = action.tricks
        state.to_move = (state.to_move + 1) % state.players
        return None not in bids

    def why_illegal(self, session: Session, state: State, action: Action) -> str:
        if not isinstance(action, Bid):
            return "it is time to bid a number of tricks"
        return str(
            session.hook.illegal_bid_reason(
                session=session, state=state, seat=state.to_move, bid=action.tricks
            )
        )

    def prompt(self, session: Session, state: State) -> str:
        return f"bid 0-{state.hand_size}"

    def parse(self, session: Session, text: str) -> Action:
        match = re.fullmatch(r"\s*(?:bid\s*)?(\d+)\s*", text, re.IGNORECASE)
        if not match:
            raise NotationError(f"{text.strip()!r} is not a bid: type a number of tricks, e.g. 2")
        tricks = int(match.group(1))
        return BIDS[tricks] if tricks < len(BIDS) else Bid(tricks)

    def format(self, session: Session, action: Action) -> str:
        assert isinstance(action, Bid)
        return str(action.tricks)

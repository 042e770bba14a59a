"""Numeric bidding: every seat bids a number of tricks once, in turn.

Which numbers are legal is the ``legal_bids`` hook; the core default applies the hook rule
("the dealer may not make the bids total the number of tricks") when the rules switch it on.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from tricktaker.actions import Action, Bid
from tricktaker.engine.boundary import MAX_BID
from tricktaker.engine.game import Phase, PhaseFactory
from tricktaker.engine.hookspecs import hookimpl
from tricktaker.engine.seats import seat_of
from tricktaker.engine.visibility import PUBLIC, Part, declare
from tricktaker.errors import NotationError

if TYPE_CHECKING:
    from tricktaker.cards import Deck
    from tricktaker.engine.game import CompiledGame
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

    def start(self, game: CompiledGame, state: State) -> bool:
        state.to_move = seat_of(self.first, state)
        return False

    def legal_actions(self, game: CompiledGame, state: State) -> list[Action]:
        bids = game.hook.legal_bids(game=game, state=state, seat=state.to_move)
        return [BIDS[b] for b in bids]

    def apply(self, game: CompiledGame, state: State, action: Action) -> bool:
        assert isinstance(action, Bid)
        bids = bids_of(state)
        bids[state.to_move] = action.tricks
        state.to_move = (state.to_move + 1) % state.players
        return None not in bids

    def why_illegal(self, game: CompiledGame, state: State, action: Action) -> str:
        if not isinstance(action, Bid):
            return "it is time to bid a number of tricks"
        return str(
            game.hook.illegal_bid_reason(
                game=game, state=state, seat=state.to_move, bid=action.tricks
            )
        )

    def prompt(self, game: CompiledGame, state: State) -> str:
        return f"bid 0-{state.hand_size}"

    def parse(self, game: CompiledGame, state: State, text: str) -> Action:
        match = re.fullmatch(r"\s*(?:bid\s*)?(\d+)\s*", text, re.IGNORECASE)
        if not match:
            raise NotationError(f"{text.strip()!r} is not a bid: type a number of tricks, e.g. 2")
        tricks = int(match.group(1))
        return BIDS[tricks] if tricks < len(BIDS) else Bid(tricks)

    def format(self, game: CompiledGame, action: Action) -> str:
        assert isinstance(action, Bid)
        return str(action.tricks)


def _hook_forbids(game: CompiledGame, state: State, seat: int) -> int | None:
    """The number the hook forbids ``seat`` to bid, or None (only the last bidder, the
    dealer; no constraint when the forbidden number would be negative)."""
    spec = game.rules.bidding
    if spec is None:
        return None
    last = (seat_of(spec.first, state) - 1) % state.players
    if not spec.hook or seat != last:
        return None
    others = sum(b for s, b in enumerate(bids_of(state)) if s != seat and b is not None)
    forbidden = state.hand_size - others
    return forbidden if forbidden >= 0 else None


@hookimpl(trylast=True)
def legal_bids(game: CompiledGame, state: State, seat: int) -> list[int]:
    forbidden = _hook_forbids(game, state, seat)
    return [b for b in range(state.hand_size + 1) if b != forbidden]


@hookimpl(trylast=True)
def illegal_bid_reason(game: CompiledGame, state: State, seat: int, bid: int) -> str:
    if not 0 <= bid <= state.hand_size:
        return f"a bid is a number of tricks from 0 to {state.hand_size}"
    if bid == _hook_forbids(game, state, seat):
        return (
            f"the dealer may not bid {bid}: the bids would total {state.hand_size}, "
            f"the number of tricks (the hook)"
        )
    return f"{bid} is not a legal bid now"


@hookimpl(trylast=True)
def phase_kinds() -> dict[str, PhaseFactory]:
    return {"bidding": _bidding}


def _bidding(name: str, game: CompiledGame) -> Phase:
    rules = game.rules
    return NumericBidding(rules.bidding.first if rules.bidding else "left_of_dealer")

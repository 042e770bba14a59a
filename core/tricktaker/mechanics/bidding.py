"""Numeric bidding: every seat bids a number of tricks once, in turn.

Which numbers are legal, and why the others are refused, is one list of rules
(:class:`~tricktaker.engine.legality.Rule` over numbers of tricks), asked once per compiled
game from the ``bidding_rules`` hook: the core's rules are the range of bids and, when the
rules switch it on, the hook ("the dealer may not make the bids total the number of tricks").
The legal list is what the rules leave; a refused bid is explained by the first rule that
drops it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from tricktaker.actions import Action, Bid
from tricktaker.engine.boundary import MAX_BID
from tricktaker.engine.game import Phase, PhaseFactory
from tricktaker.engine.hookspecs import hookimpl
from tricktaker.engine.legality import Rule, Rules
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
    """Bids in turn from ``first``; the legal bids are what ``rules`` leave (by default the
    core's rules; binding the compiled game takes the ``bidding_rules`` hook's answer)."""

    name = "bidding"
    parts = (Bids,)

    def __init__(
        self,
        first: str = "left_of_dealer",
        rules: list[Rule[int]] | None = None,
        zero_name: str | None = None,
    ) -> None:
        self.first = first
        self.rules = Rules(rules or [BID_RANGE])
        self.zero_name = zero_name

    def bind(self, game: CompiledGame) -> None:
        self.rules = Rules(game.hook.bidding_rules(game=game))

    def start(self, game: CompiledGame, state: State) -> bool:
        state.to_move = seat_of(self.first, state)
        return False

    def legal_actions(self, game: CompiledGame, state: State) -> list[Action]:
        return [BIDS[b] for b in self.rules.allowed(state, state.to_move)]

    def apply(self, game: CompiledGame, state: State, action: Action) -> bool:
        assert isinstance(action, Bid)
        bids = bids_of(state)
        bids[state.to_move] = action.tricks
        state.to_move = (state.to_move + 1) % state.players
        return None not in bids

    def why_illegal(self, game: CompiledGame, state: State, action: Action) -> str | None:
        if not isinstance(action, Bid):
            return "it is time to bid a number of tricks"
        return self.rules.refusal(state, state.to_move, action.tricks)

    def prompt(self, game: CompiledGame, state: State) -> str:
        """``bid 0-N``, naming the numbers the rules forbid this seat (e.g. the hook's)."""
        legal = self.rules.allowed(state, state.to_move)
        most = max(legal, default=state.hand_size)
        barred = [str(b) for b in range(most + 1) if b not in legal]
        text = f"bid 0-{most}" + (f", not {', '.join(barred)}" if barred else "")
        return text + (f" (0 is {self.zero_name})" if self.zero_name and 0 in legal else "")

    def parse(self, game: CompiledGame, state: State, text: str) -> Action:
        if self.zero_name and text.strip().lower() in (self.zero_name, f"bid {self.zero_name}"):
            return BIDS[0]
        match = re.fullmatch(r"\s*(?:bid\s*)?(\d+)\s*", text, re.IGNORECASE)
        if not match:
            raise NotationError(f"{text.strip()!r} is not a bid: type a number of tricks, e.g. 2")
        tricks = int(match.group(1))
        return BIDS[tricks] if tricks < len(BIDS) else Bid(tricks)

    def format(self, game: CompiledGame, action: Action) -> str:
        assert isinstance(action, Bid)
        return self.zero_name if action.tricks == 0 and self.zero_name else str(action.tricks)


# -- the core's rules ----------------------------------------------------------------------------


def _range(state: State, seat: int, bids: list[int]) -> list[int]:
    return list(range(state.hand_size + 1))


def _out_of_range(state: State, seat: int, bid: int) -> str:
    return f"a bid is a number of tricks from 0 to {state.hand_size}"


BID_RANGE: Rule[int] = Rule("range", _range, _out_of_range)
"""The source: a bid is a number of tricks from 0 to the hand size."""


def hook_rule(first: str) -> Rule[int]:
    """The hook, for bidding that starts at ``first``: the last bidder (the dealer, from the
    dealer's left) may not bid the number that makes the bids total the number of tricks. It
    lapses for the others and when that number would be negative."""

    def forbidden(state: State, seat: int) -> int | None:
        if seat != (seat_of(first, state) - 1) % state.players:
            return None
        bids = bids_of(state)
        others = sum(b for s, b in enumerate(bids) if s != seat and b is not None)
        number = state.hand_size - others
        return number if number >= 0 else None

    def narrow(state: State, seat: int, bids: list[int]) -> list[int]:
        number = forbidden(state, seat)
        if number is None or number not in bids:
            return bids
        return [b for b in bids if b != number]

    def explain(state: State, seat: int, bid: int) -> str:
        return (
            f"the dealer may not bid {bid}: the bids would total {state.hand_size}, "
            f"the number of tricks (the hook)"
        )

    return Rule("hook", narrow, explain)


def side_cap_rule(game: CompiledGame, cap: int) -> Rule[int]:
    """The bids of one side may not total more than ``cap``: a seat may bid at most what its
    partners' bids leave (0 is always allowed)."""
    sides, side_of = game.sides, game.side_of

    def room(state: State, seat: int) -> int:
        bids = bids_of(state)
        partners = sum(bids[s] or 0 for s in sides[side_of[seat]] if s != seat) if sides else 0
        return max(cap - partners, 0)

    def narrow(state: State, seat: int, bids: list[int]) -> list[int]:
        most = room(state, seat)
        return [b for b in bids if b <= most]

    def explain(state: State, seat: int, bid: int) -> str:
        return (
            f"you may bid at most {room(state, seat)}: a side's bids may not total more than {cap}"
        )

    return Rule("side_cap", narrow, explain)


@hookimpl(trylast=True)
def bidding_rules(game: CompiledGame) -> list[Rule[int]]:
    spec = game.rules.bidding
    if spec is None:
        return [BID_RANGE]
    rules = [BID_RANGE, hook_rule(spec.first)] if spec.hook else [BID_RANGE]
    if spec.side_cap is not None:
        rules.append(side_cap_rule(game, spec.side_cap))
    return rules


@hookimpl(trylast=True)
def phase_kinds() -> dict[str, PhaseFactory]:
    return {"bidding": _bidding}


def _bidding(name: str, game: CompiledGame) -> Phase:
    rules = game.rules
    spec = rules.bidding
    if spec is None:
        return NumericBidding()
    return NumericBidding(spec.first, zero_name=spec.zero_name)
